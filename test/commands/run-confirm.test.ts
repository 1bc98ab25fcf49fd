// `parley run --baseline FILE --confirm [--base-ref REF]`: a task that looks like it dropped is
// run again on the base commit (a worktree of REF) and the head, side by side; those runs decide,
// appended to results.jsonl. Without a base checkout nothing can be confirmed: the pool's
// screening decides, and the report says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSuite as suite, git, parleyIn, recordsIn as records } from './git-repo.js';

const parley = (args: string[], cwd: string) => parleyIn(cwd, args);

test('parley run --confirm --base-ref: the base commit and the head run side by side, the drop is confirmed and exits 1', () => {
  const repo = mkdtempSync(join(tmpdir(), 'parley-confirm-'));
  try {
    git(repo, 'init', '-q', '-b', 'main');
    suite(repo, 'done');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const base = git(repo, 'rev-parse', 'HEAD');
    assert.equal(parley(['run', 'evals', '--trials', '4', '-o', 'b', '-q'], repo).code, 0);
    suite(repo, 'gave up');
    git(repo, 'commit', '-qam', 'head');
    // A price table (the mock agent spends no tokens): the cost counts every run, base apart.
    writeFileSync(join(repo, '.parley.yaml'), 'prices: {m: {input: 1, output: 2}}\n');

    // 4/4 -> 0/2 (p = 1/15): a candidate. Stages for 10: head 3 (held against the pool, not
    // tested); base 5 + head 5; base 5 + head 5; then base 10/10 against head 0/10, p = 1/184756:
    // confirmed.
    const run = parley(
      ['run', 'evals', '--baseline', 'b', '--confirm', '--confirm-trials', '10'].concat([
        '--base-ref',
        base,
        '-o',
        'out',
      ]),
      repo,
    );
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(
      run.stdout,
      /parley: confirming 1 task\(s\) against concurrent runs of the base commit/,
    );
    assert.match(
      run.stdout,
      /1 regression\(s\) confirmed against concurrent base runs, 23 extra run\(s\) \(10 of the base commit\)/,
    );
    const all = records(join(repo, 'out'));
    const baseRuns = all.filter((r) => r.side === 'base');
    const headRuns = all.filter((r) => r.confirmation && r.side !== 'base');
    assert.equal(baseRuns.length, 10);
    assert.ok(
      baseRuns.every((r) => r.status === 'passed'),
      'the base commit still says done',
    );
    assert.equal(headRuns.length, 13);
    assert.ok(headRuns.every((r) => r.status === 'failed'));
    assert.deepEqual(
      headRuns.map((r) => r.trial),
      [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
      'head re-runs are numbered on after the screening trials',
    );
    const report = readFileSync(join(repo, 'out/report.md'), 'utf8');
    assert.match(
      report,
      /\| steady \| lower pass rate \| 4\/4 \| 0\/2 \| 0\/3 \| 10\/10 \| 0\/10 \|[^\n]*\*\*confirmed: regressed\*\*/,
    );
    const summary = JSON.parse(readFileSync(join(repo, 'out/summary.json'), 'utf8'));
    assert.equal(summary.counts.runs, 2, 'summary.json counts the screening runs only');
    assert.equal(summary.cost.runs, 25, 'the cost counts every run the job made');
    assert.equal(summary.cost.base.runs, 10);
    assert.equal(summary.cost.tasks[0].runs, 25);
    assert.equal(summary.cost.tasks[0].base.runs, 10);
    assert.match(report, /^Cost \$0\.00 for 25 runs \(base \$0\.00\)\.$/m);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('parley run --confirm without a base checkout: nothing is re-run, the pool decides and the report says so', () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-confirm-'));
  try {
    suite(join(root, 'base'), 'done');
    assert.equal(parley(['run', 'base/evals', '--trials', '4', '-o', 'b', '-q'], root).code, 0);
    suite(join(root, 'head'), 'gave up');
    const run = parley(['run', 'head/evals', '--baseline', 'b', '--confirm', '-o', 'out'], root);
    // 4/4 -> 0/2 alone: no single task can be flagged at 2 trials: inconclusive, green.
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(
      run.stdout,
      /the base commit could not be run \(no checkout of the base commit was made\)/,
    );
    assert.equal(records(join(root, 'out')).length, 2, 'no head run was spent');
    const report = readFileSync(join(root, 'out/report.md'), 'utf8');
    assert.match(report, /The base commit could not be run/);
    assert.match(report, /## Parley: ➖ inconclusive/);

    const usage = parley(['run', 'head/evals', '--confirm'], root);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /--confirm needs --baseline FILE/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('parley run --confirm --max-runs: confirmation runs count against the budget; what did not start is not run, never a pass', () => {
  const repo = mkdtempSync(join(tmpdir(), 'parley-confirm-budget-'));
  try {
    git(repo, 'init', '-q', '-b', 'main');
    suite(repo, 'done');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const base = git(repo, 'rev-parse', 'HEAD');
    assert.equal(parley(['run', 'evals', '--trials', '4', '-o', 'b', '-q'], repo).code, 0);
    suite(repo, 'gave up');
    git(repo, 'commit', '-qam', 'head');
    // 2 screening runs, then the confirmation's stages: at most 8 more runs in all.
    const run = parley(
      ['run', 'evals', '--baseline', 'b', '--confirm', '--confirm-trials', '10'].concat([
        '--base-ref',
        base,
        '--max-runs',
        '10',
        '-o',
        'out',
      ]),
      repo,
    );
    const all = records(join(repo, 'out'));
    assert.equal(all.length, 10, run.stdout + run.stderr);
    const summary = JSON.parse(readFileSync(join(repo, 'out/summary.json'), 'utf8'));
    assert.ok(summary.not_run.runs > 0, JSON.stringify(summary.not_run));
    assert.deepEqual(
      summary.not_run.tasks.map((t: { task_id: string }) => t.task_id),
      ['steady'],
    );
    const report = readFileSync(join(repo, 'out/report.md'), 'utf8');
    assert.match(report, /^\*\*Not run:\*\* \d+ runs? of 1 task, because the budget of 10 run/m);
    assert.doesNotMatch(report, /^## Parley: ✅/m);
    assert.match(report, /^## Parley: (➖ inconclusive|❌)/m);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
