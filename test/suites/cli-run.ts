// `parley` as a separate process for the suite-format tests, reading back what a user reads:
// exit code, stdout, stderr, results.jsonl and summary.json. A `run` writes to its own folder
// under `tmp`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunRecord, Summary } from '../../src/results/schema.js';
import { CLI_ARGS } from '../cli-args.js';

export interface Ran {
  /** The results directory of a `run`. */
  out: string;
  code: number | null;
  stdout: string;
  stderr: string;
  records: RunRecord[];
  record(taskId: string): RunRecord;
  grader(taskId: string, name: string): RunRecord['graders'][number];
  summary(): Summary;
}

/** Runs the CLI (no endpoint configured unless `env` sets one). */
export function runParley(
  tmp: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<Ran> {
  const out = join(tmp, `r${Math.random().toString(36).slice(2)}`);
  const full = args[0] === 'run' ? [...args, '-o', out] : args;
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [...CLI_ARGS, ...full], {
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
      const record = (id: string) => {
        const r = records.find((x) => x.task_id === id);
        assert.ok(r, `no run of ${id} in ${stdout}${stderr}`);
        return r;
      };
      done({
        out,
        code,
        stdout,
        stderr,
        records,
        record,
        grader: (id, name) => {
          const g = record(id).graders.find((x) => x.name === name);
          assert.ok(g, `no grader ${name} in ${JSON.stringify(record(id).graders)}`);
          return g;
        },
        summary: () => JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Summary,
      });
    });
  });
}
