// results.jsonl as runs finish: each line is written and fsynced before the next run is
// reported, so a crash, a kill or a cancelled job keeps every finished run.
import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RunRecord } from './schema.js';

export class ResultsWriter {
  private fd: number | undefined;

  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    this.fd = openSync(file, 'w');
  }

  append(record: RunRecord): void {
    if (this.fd === undefined) throw new Error(`${this.file} is already closed`);
    writeSync(this.fd, `${JSON.stringify(record)}\n`);
    fsyncSync(this.fd);
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}
