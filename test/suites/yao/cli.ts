// `parley` as a separate process for the Yao compatibility tests, reading back what a user reads:
// exit code, stdout, stderr, results.jsonl and summary.json.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RunRecord, Summary } from '../../../src/results/schema.js';

const CLI = resolve('src/cli.ts');
export const FIXTURES = resolve('test/fixtures/compat');
export const tmp = mkdtempSync(join(tmpdir(), 'parley-yao-'));

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  out: string;
  records: RunRecord[];
  record(taskId: string): RunRecord;
  summary(): Summary;
}

export function parley(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  const out = join(tmp, `r${Math.random().toString(36).slice(2)}`);
  const full = args[0] === 'run' ? [...args, '-o', out] : args;
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...full], {
      env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      let records: RunRecord[] = [];
      try {
        records = readFileSync(join(out, 'results.jsonl'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as RunRecord);
      } catch {
        // validate, or a run that stopped before writing
      }
      done({
        code,
        stdout,
        stderr,
        out,
        records,
        record(id) {
          const r = records.find((x) => x.task_id === id);
          assert.ok(r, `no run of ${id} in ${stdout}${stderr}`);
          return r;
        },
        summary: () => JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Summary,
      });
    });
  });
}
