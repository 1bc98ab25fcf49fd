// report.html's runs, rendered as each run is written to results.jsonl (the record is whole and
// already redacted then; the renderer is the report's, given by the entry point) and appended
// to a spool file beside it, so the job's end writes the page in one pass (head, the spool
// copied through, tail) instead of reading results.jsonl back. Only the runs that could fit the
// page are spooled: past `maxBytes` the rest are counted. The page's head needs the summary, so
// how many runs it shows is decided at the end (report/html/index.ts), from each run's size.
// Runs are written in batches: the spool only feeds the page at the job's end (a job that dies
// has no page to write), and a write per run was a system call per run for nothing.
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import type { RunRecord } from './schema.js';

/** The spool's name in the results directory (removed when report.html is written). */
export const SPOOL_FILE = '.report.html.spool';

/** What the spool holds back before it writes. */
const BATCH_BYTES = 256 * 1024;

/** How each run is rendered into the spool, and what the whole page may weigh. */
export interface SpoolRenderer {
  render(record: RunRecord): string;
  maxBytes: number;
}

export class RunSpool {
  private fd: number | undefined;
  /** Bytes of each spooled run, in results.jsonl order. */
  readonly sizes: number[] = [];
  /** Every run added, spooled or only counted. */
  runs = 0;
  private bytes = 0;
  private full = false;
  /** Set when the spool could not be written: the page is then rendered from results.jsonl. */
  failed = false;
  /** Rendered runs not yet written, and their bytes. */
  private pending: string[] = [];
  private pendingBytes = 0;

  readonly maxBytes: number;

  constructor(
    readonly path: string,
    private readonly renderer: SpoolRenderer,
    private readonly redact: (text: string) => string,
  ) {
    this.maxBytes = renderer.maxBytes;
  }

  add(record: RunRecord): void {
    this.runs++;
    if (this.full || this.failed) return;
    const text = this.redact(this.renderer.render(record));
    const size = Buffer.byteLength(text, 'utf8');
    // A run that does not fit the whole page cannot be shown, nor can any after it.
    if (this.bytes + size > this.maxBytes) {
      this.full = true;
      return;
    }
    this.pending.push(text);
    this.pendingBytes += size;
    this.sizes.push(size);
    this.bytes += size;
    if (this.pendingBytes >= BATCH_BYTES) this.flush();
  }

  /** Writes the pending runs; one that cannot be written marks the spool failed. */
  private flush(): void {
    if (!this.pending.length || this.failed) return;
    const chunk = Buffer.from(this.pending.join(''), 'utf8');
    this.pending = [];
    this.pendingBytes = 0;
    try {
      this.fd ??= openSync(this.path, 'w');
      let written = 0;
      while (written < chunk.length) written += writeSync(this.fd, chunk, written);
    } catch {
      // A spool that cannot be written costs speed, not the page (finish reads results.jsonl).
      this.failed = true;
      this.closeFile();
    }
  }

  /** The spool's first `count` runs, in pieces of at most 1 MiB. */
  *copy(count: number): Generator<Buffer> {
    this.flush();
    let left = 0;
    for (let i = 0; i < count; i++) left += this.sizes[i]!;
    if (left === 0) return;
    const fd = openSync(this.path, 'r');
    try {
      const buffer = Buffer.alloc(Math.min(left, 1024 * 1024));
      let position = 0;
      while (left > 0) {
        const n = readSync(fd, buffer, 0, Math.min(buffer.length, left), position);
        if (n <= 0) throw new Error(`${this.path}: ended ${left} bytes early`);
        position += n;
        left -= n;
        yield Buffer.from(buffer.subarray(0, n));
      }
    } finally {
      closeSync(fd);
    }
  }

  /** The pending runs written and the file closed (`failed` then says whether all are there). */
  close(): void {
    this.flush();
    this.closeFile();
  }

  private closeFile(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  /** Closed and removed (report.html is written, or the job ended without one). */
  discard(): void {
    this.pending = [];
    this.closeFile();
    rmSync(this.path, { force: true });
  }
}
