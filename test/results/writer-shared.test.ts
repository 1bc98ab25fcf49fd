// Two ResultsWriters appending to one results.jsonl (a confirmation's head and base re-runs run
// at once): a write that cannot complete cuts back only its own partial line, never the other
// writer's lines. A file size limit (ulimit -f, as test/engine/cli.test.ts does) makes the kernel
// write part of a long line and refuse the rest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

test('a failed write of one writer keeps the lines another writer appended', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-writers-'));
  try {
    const file = join(dir, 'results.jsonl');
    const url = (p: string) => JSON.stringify(pathToFileURL(resolve(p)).href);
    const script = `
      const { ResultsWriter } = await import(${url('src/results/writer.ts')});
      const { makeRecord } = await import(${url('test/builders.ts')});
      const file = ${JSON.stringify(file)};
      const screening = new ResultsWriter(file);
      screening.append(makeRecord('screening-1', 'failed', 'completed'));
      screening.close();
      // The confirmation: head and base re-runs append at once, each through its own writer.
      const head = new ResultsWriter(file, true);
      const base = new ResultsWriter(file, true);
      head.append(makeRecord('head-1', 'passed', 'completed', { confirmation: true }));
      base.append(makeRecord('base-1', 'passed', 'completed', { side: 'base', confirmation: true }));
      try {
        head.append(makeRecord('head-2', 'failed', 'completed', { task_name: 'x'.repeat(6000) }));
      } catch (error) {
        console.log(error.name);
      }
      head.close();
      base.close();
    `;
    const r = spawnSync(
      'sh',
      [
        '-c',
        'ulimit -f 4 && exec "$@"',
        'sh',
        process.execPath,
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
      ],
      { encoding: 'utf8' },
    );
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim(), 'ResultsWriteError');
    const text = readFileSync(file, 'utf8');
    assert.ok(text.endsWith('\n'), 'no partial line');
    assert.deepEqual(
      text
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { task_id: string }).task_id),
      ['screening-1', 'head-1', 'base-1'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
