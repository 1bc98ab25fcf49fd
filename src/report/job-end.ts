// The end of a job, from what this process holds of it (results/ledger.ts) when it ran the job:
// the cost from each run's digest and report.html from the spool of its runs, in one pass,
// never reading its own results.jsonl back through zod. Without a ledger (`parley report`,
// merged shards, a re-grade) the results directory is read as the untrusted file it then is.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { JobLedger } from '../results/ledger.js';
import {
  pickLiftPairs,
  renderHtmlReport,
  renderSpooledHtmlReport,
  type HtmlReportInput,
} from './html/index.js';
import { costOf, type Cost } from '../results/cost.js';
import { ownRecordsOf, recordsOf, RESULTS_FILE, writeHtmlReport } from '../results/files.js';
import type { RunRecord } from '../results/schema.js';

export interface JobEnd {
  resultsDir: string;
  /** The job's digests (what the summary was built from). */
  records: RunRecord[];
  /** What this process wrote to results.jsonl; unset when the directory was read from disk. */
  ledger?: JobLedger;
  /** results.jsonl is written from `records` now (merged shards): the ledger does not apply. */
  writeRecords?: boolean;
}

const ledgerOf = (job: JobEnd) => (job.writeRecords ? undefined : job.ledger);

/** What every run the job made cost: screening, confirmation and base runs. */
export function jobCost(job: JobEnd, prices: Parameters<typeof costOf>[1]): Cost {
  const ledger = ledgerOf(job);
  if (ledger) return costOf(ledger.digests, prices);
  const streamed = !job.writeRecords && existsSync(join(job.resultsDir, RESULTS_FILE));
  return costOf(streamed ? recordsOf(job.resultsDir) : job.records, prices);
}

/** The head's runs as results.jsonl has them: this job's own file is parsed, not re-validated. */
export function headRuns(job: JobEnd): Iterable<RunRecord> {
  return ledgerOf(job) ? ownRecordsOf(job.resultsDir) : recordsOf(job.resultsDir);
}

/** report.html: from the spool when this process wrote the runs, else from results.jsonl. */
export function writeJobHtml(job: JobEnd, given: Omit<HtmlReportInput, 'runs'>): void {
  const ledger = ledgerOf(job);
  try {
    // A skill-lift job: its runs are read once more for a pair per task, with vs without.
    const lift = given.summary.skill_lift;
    const input = lift?.tasks.length
      ? { ...given, liftPairs: pickLiftPairs(lift, headRuns(job)) }
      : given;
    const spool = ledger?.spool;
    const fits = spool !== undefined && (input.maxBytes ?? spool.maxBytes) === spool.maxBytes;
    // Closing writes what the spool held back: only then does `failed` say whether it is whole.
    if (fits) spool.close();
    if (fits && !spool.failed) {
      writeHtmlReport(job.resultsDir, renderSpooledHtmlReport(input, spool));
    } else {
      writeHtmlReport(job.resultsDir, renderHtmlReport({ ...input, runs: headRuns(job) }));
    }
  } finally {
    job.ledger?.end();
  }
}
