// results.jsonl as runs finish: each line is handed to the operating system with synchronous
// writes before the run is reported, so a crash, a kill or a cancelled job keeps every finished
// run. No fsync per line: it held a thread-pool thread per run and slowed parallel conversations
// down (docs/benchmarks.md); the OS flushes the page cache.
//
// A write may be short (a full disk, a file size limit): the rest of the line is written until
// it is all there. A write that cannot complete (ENOSPC, EFBIG, EIO...) cuts the file back to its
// last complete line and throws a ResultsWriteError: the file never holds a partial line, and the
// job fails as a whole (the CLI exits 2, the action fails its step) with one line naming the file.
import { closeSync, fstatSync, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RunRecord } from './schema.js';
import { checkVerdict } from './record.js';
import { ResultsWriteError, writeReason } from './write-error.js';

export { ResultsWriteError, writeReason };

/** A JSON-lines file written a line at a time, never a partial line (results.jsonl, pairwise.jsonl). */
export class JsonLinesWriter<T> {
  private fd: number | undefined;
  private failed: ResultsWriteError | undefined;

  /** `append`: add to the file's lines (confirmation runs after screening's); else start it anew. */
  constructor(
    readonly file: string,
    append = false,
  ) {
    try {
      mkdirSync(dirname(file), { recursive: true });
      this.fd = openSync(file, append ? 'a' : 'w');
    } catch (error) {
      throw new ResultsWriteError(file, writeReason(error));
    }
  }

  append(value: T): void {
    this.appendJson(value, JSON.stringify(value));
  }

  /** A value whose JSON text the caller has already made (`json` is JSON.stringify(value)). */
  appendJson(value: T, json: string): void {
    if (this.failed) throw this.failed;
    if (this.fd === undefined) throw new Error(`${this.file} is already closed`);
    const line = Buffer.from(`${json}\n`);
    let written = 0;
    try {
      while (written < line.length) {
        const n = writeSync(this.fd, line, written, line.length - written);
        if (n <= 0) throw new Error('the write made no progress');
        written += n;
      }
    } catch (error) {
      this.failed = new ResultsWriteError(this.file, writeReason(error));
      if (written > 0) this.cutBack(written);
      throw this.failed;
    }
  }

  /**
   * Back to the last complete line: the file's end less this line's part. Not the offset this
   * writer counted: a confirmation's head and base re-runs append to the same file through two
   * writers at once (JavaScript runs one write loop at a time, so the partial line is the last
   * thing in the file). Not possible on a device (/dev/full): nothing is kept there.
   */
  private cutBack(written: number): void {
    try {
      ftruncateSync(this.fd!, Math.max(0, fstatSync(this.fd!).size - written));
    } catch {
      // not a regular file
    }
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}

export class ResultsWriter extends JsonLinesWriter<RunRecord> {
  override appendJson(record: RunRecord, json: string): void {
    // A status/outcome pair outside DESIGN's table is a bug, never a line in results.jsonl.
    checkVerdict(record);
    super.appendJson(record, json);
  }
}
