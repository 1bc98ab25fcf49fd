// `parley report DIR` of a job that ran confirmation re-runs: junit.xml counts the runs that
// summary.json counts (the screening runs), not the re-runs results.jsonl also holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSuite, git, parleyIn } from './git-repo.js';

const tests = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/<testsuites? name="[^"]*" tests="(\d+)"/g)].map((m) =>
    Number(m[1]),
  );

test('parley report of a results set with confirmation runs: junit.xml counts the screening runs', () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-report-confirm-'));
  try {
    const at = (p: string) => join(root, p);
    git(root, 'init', '-q', '-b', 'main');
    dropSuite(root, 'done');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    const base = git(root, 'rev-parse', 'HEAD');
    assert.equal(parleyIn(root, ['run', 'evals', '--trials', '4', '-o', at('b'), '-q']).code, 0);
    dropSuite(root, 'gave up');
    git(root, 'commit', '-qam', 'head');
    const head = parleyIn(root, [
      'run',
      'evals',
      '--baseline',
      at('b'),
      '--confirm',
      '--confirm-trials',
      '4',
      '--base-ref',
      base,
      '-o',
      at('out'),
      '-q',
    ]);
    assert.equal(head.code, 1, head.stderr);
    const lines = readFileSync(at('out/results.jsonl'), 'utf8').trim().split('\n');
    // Stages for 4: head 2 (the first stage); base 2 + head 2; base 2 + head 2: 2 screening + 6 + 4.
    assert.equal(lines.length, 12, '2 screening runs, 6 head and 4 base confirmation runs');
    assert.deepEqual(tests(at('out/junit.xml')), [2, 2]);

    parleyIn(root, ['report', at('out'), '-o', at('again'), '-q']);
    assert.deepEqual(tests(at('again/junit.xml')), [2, 2], 'the suite counts what the root counts');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
