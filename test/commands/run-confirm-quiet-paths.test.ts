// No quiet path to green through `parley run --confirm --base-ref` (issue 42): at one trial a
// task that always passed and now fails is confirmed by concurrent runs; a candidate the base
// commit does not have (its base re-runs come back empty) is inconclusive with the reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSuite as suite, git, parleyIn } from './git-repo.js';

const parley = (args: string[], cwd: string) => parleyIn(cwd, args);

/** A second task that always passes, so the suite is not blind as a whole. */
function steadyToo(repo: string) {
  writeFileSync(
    join(repo, 'evals/drop/tasks/other.yaml'),
    "id: other\nname: other\ninputs:\n  prompt: Say done.\n  mock:\n    - done\ngraders:\n  - type: text\n    name: says-done\n    config:\n      contains: ['done']\n",
  );
}

test('one trial: 4/4 in the baseline -> 0/1 on the head (p = 1/5) is confirmed by concurrent runs and exits 1', () => {
  const repo = mkdtempSync(join(tmpdir(), 'parley-quiet-'));
  try {
    git(repo, 'init', '-q', '-b', 'main');
    suite(repo, 'done');
    steadyToo(repo);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const base = git(repo, 'rev-parse', 'HEAD');
    assert.equal(parley(['run', 'evals', '--trials', '4', '-o', 'b', '-q'], repo).code, 0);
    suite(repo, 'gave up');
    git(repo, 'commit', '-qam', 'head');
    const run = parley(
      ['run', 'evals', '--trials', '1', '--baseline', 'b', '--confirm'].concat([
        '--confirm-trials',
        '10',
        '--base-ref',
        base,
        '-o',
        'out',
      ]),
      repo,
    );
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /1 regression\(s\) confirmed against concurrent base runs/);
    const report = readFileSync(join(repo, 'out/report.md'), 'utf8');
    assert.match(
      report,
      /\| steady \| always passed, now fails \|[^\n]*\*\*confirmed: regressed\*\*/,
    );
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('a candidate the base commit does not have: inconclusive, named with the reason, never a pass', () => {
  const repo = mkdtempSync(join(tmpdir(), 'parley-quiet-'));
  try {
    git(repo, 'init', '-q', '-b', 'main');
    suite(repo, 'done');
    steadyToo(repo);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'with the task');
    // The baseline knows the task; the base commit of the PR no longer has it.
    assert.equal(parley(['run', 'evals', '--trials', '6', '-o', 'b', '-q'], repo).code, 0);
    git(repo, 'rm', '-q', 'evals/drop/tasks/steady.yaml');
    git(repo, 'commit', '-q', '-m', 'without it');
    const base = git(repo, 'rev-parse', 'HEAD');
    suite(repo, 'gave up');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'head brings it back, broken');
    const args = ['run', 'evals', '--trials', '3', '--baseline', 'b', '--confirm'].concat([
      '--confirm-trials',
      '10',
      '--base-ref',
      base,
    ]);
    const run = parley([...args, '-o', 'out'], repo);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const report = readFileSync(join(repo, 'out/report.md'), 'utf8');
    assert.match(
      report,
      /^## Parley: ➖ inconclusive: drop\/steady: no run of the base commit was made for it/m,
    );
    const strict = parley([...args, '-o', 'out2', '--fail-on', 'inconclusive'], repo);
    assert.equal(strict.code, 1, strict.stdout + strict.stderr);
    assert.match(
      strict.stderr,
      /the gate could not decide: drop\/steady: no run of the base commit/,
    );
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
