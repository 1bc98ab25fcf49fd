// `parley report DIR` of a job that ran confirmation re-runs: junit.xml counts the runs that
// summary.json counts (the screening runs), not the re-runs results.jsonl also holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function parley(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function suite(dir: string, reply: string): string {
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    'name: drop\nconfig:\n  executor: mock\n  trials_per_task: 2\ntasks:\n  - tasks/*.yaml\n',
  );
  writeFileSync(
    join(dir, 'tasks/steady.yaml'),
    `id: steady\nname: steady\ninputs:\n  prompt: Say done.\n  mock:\n    - ${reply}\ngraders:\n  - type: text\n    name: says-done\n    config:\n      contains: ['done']\n`,
  );
  return dir;
}

const tests = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/<testsuites? name="[^"]*" tests="(\d+)"/g)].map((m) =>
    Number(m[1]),
  );

test('parley report of a results set with confirmation runs: junit.xml counts the screening runs', () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-report-confirm-'));
  try {
    const at = (p: string) => join(root, p);
    assert.equal(
      parley(['run', suite(at('base'), 'done'), '--trials', '4', '-o', at('b'), '-q']).code,
      0,
    );
    const head = parley([
      'run',
      suite(at('head'), 'gave up'),
      '--baseline',
      at('b'),
      '--confirm',
      '--confirm-trials',
      '4',
      '-o',
      at('out'),
      '-q',
    ]);
    assert.equal(head.code, 1, head.stderr);
    const lines = readFileSync(at('out/results.jsonl'), 'utf8').trim().split('\n');
    assert.equal(lines.length, 6, '2 screening runs and 4 confirmation runs');
    assert.deepEqual(tests(at('out/junit.xml')), [2, 2]);

    parley(['report', at('out'), '-o', at('again'), '-q']);
    assert.deepEqual(tests(at('again/junit.xml')), [2, 2], 'the suite counts what the root counts');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
