// results.jsonl as runs finish: each line is handed to the operating system with one
// synchronous write before the run is reported, so a crash, a kill or a cancelled job keeps
// every finished run. No fsync per line: it held a thread-pool thread per run and, measured on
// the benchmark, slowed parallel conversations down by half; the OS flushes the page cache.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkVerdict, type RunRecord } from './schema.js';

export class ResultsWriter {
  private fd: number | undefined;

  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    this.fd = openSync(file, 'w');
  }

  append(record: RunRecord): void {
    if (this.fd === undefined) throw new Error(`${this.file} is already closed`);
    // A status/outcome pair outside DESIGN's table is a bug, never a line in results.jsonl.
    checkVerdict(record);
    writeSync(this.fd, `${JSON.stringify(record)}\n`);
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}
