// What this process wrote to a results directory's results.jsonl in this job, kept so that the
// job finishes without reading its own file back (validating every line again with zod cost
// more than everything else the end of a job does): each run's digest (the cost of every run,
// confirmation and base runs included) and report.html's runs, rendered into a spool as they
// are written (spool.ts; the entry point gives the renderer: RunOptions.spool). One ledger per results.jsonl: a job's screening runs
// start it, its confirmation runs (head and base, appended to the same file) add to it, in the
// file's order. A file read from disk later (`parley report`) has no ledger: it is validated.
import { join, resolve } from 'node:path';
import type { RunRecord } from './schema.js';
import { RunSpool, SPOOL_FILE, type SpoolRenderer } from './spool.js';

export class JobLedger {
  /** Every run written, as its bounded digest (results/digest.ts), in results.jsonl order. */
  readonly digests: RunRecord[] = [];
  /** report.html's runs; none without a renderer (the page then reads results.jsonl back). */
  readonly spool: RunSpool | undefined;

  constructor(
    readonly dir: string,
    renderer: SpoolRenderer | undefined,
    redact: (text: string) => string,
  ) {
    this.spool = renderer && new RunSpool(join(dir, SPOOL_FILE), renderer, redact);
  }

  /** A run just appended to results.jsonl: the whole (redacted) record and its digest. */
  add(record: RunRecord, digest: RunRecord): void {
    this.digests.push(digest);
    this.spool?.add(record);
  }

  /** The job is finished (or abandoned): the spool is removed, the ledger forgotten. */
  end(): void {
    this.spool?.discard();
    if (ledgers.get(this.dir) === this) ledgers.delete(this.dir);
  }
}

const ledgers = new Map<string, JobLedger>();
let cleanup = false;

/**
 * The ledger of `resultsDir`'s results.jsonl as a writer opens it: a new one when the file starts
 * anew, the job's when runs are appended (none if this process did not start the file).
 */
export function ledgerFor(
  resultsDir: string,
  append: boolean,
  renderer: SpoolRenderer | undefined,
  redact: (text: string) => string,
): JobLedger | undefined {
  const dir = resolve(resultsDir);
  if (append) return ledgers.get(dir);
  ledgers.get(dir)?.end();
  if (!cleanup) process.once('exit', discardAll);
  cleanup = true;
  const ledger = new JobLedger(dir, renderer, redact);
  ledgers.set(dir, ledger);
  return ledger;
}

/** A job that ends without finishing (an error, a signal) leaves no spool behind. */
function discardAll(): void {
  for (const ledger of [...ledgers.values()]) ledger.end();
}
