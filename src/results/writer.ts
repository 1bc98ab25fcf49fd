// results.jsonl as runs finish. Each line is written with one synchronous write before the run
// is reported, so a crash, a kill or a cancelled job keeps every finished run; the flush to the
// disk (fdatasync) runs on the thread pool, so a slow disk never stalls the running agents.
import { closeSync, fdatasync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RunRecord } from './schema.js';

export class ResultsWriter {
  private fd: number | undefined;
  private syncing: Promise<void> = Promise.resolve();
  private syncError: Error | undefined;

  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    this.fd = openSync(file, 'w');
  }

  append(record: RunRecord): void {
    const fd = this.fd;
    if (fd === undefined) throw new Error(`${this.file} is already closed`);
    writeSync(fd, `${JSON.stringify(record)}\n`);
    // One flush at a time; a flush started after this write covers it.
    this.syncing = this.syncing.then(
      () =>
        new Promise<void>((done) =>
          fdatasync(fd, (error) => {
            if (error) this.syncError ??= error;
            done();
          }),
        ),
    );
  }

  /** Waits for the pending flushes, then closes the file. */
  async close(): Promise<void> {
    const fd = this.fd;
    if (fd === undefined) return;
    this.fd = undefined;
    await this.syncing;
    closeSync(fd);
    if (this.syncError) throw new Error(`${this.file}: ${this.syncError.message}`);
  }
}
