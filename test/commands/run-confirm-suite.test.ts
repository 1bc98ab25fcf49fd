// The suite's confirmation through the CLI: a pool from a day on which every task passed, then a
// day on which the base commit fails every task as the head does (a stale pool). The suite is
// screened, its day's sample of concurrent runs finds the head like the base, and the comment says
// what those runs were: runs of the base commit made beside the head, not the pool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git, parleyIn, recordsIn as records } from './git-repo.js';

/** evals/three: three tasks answered `reply` by the mock agent, passing on "done"; 2 trials. */
function threeTasks(repo: string, reply: string) {
  const dir = join(repo, 'evals/three');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    'name: three\nconfig:\n  executor: mock\n  trials_per_task: 2\ntasks:\n  - tasks/*.yaml\n',
  );
  for (const id of ['a', 'b', 'c'])
    writeFileSync(
      join(dir, `tasks/${id}.yaml`),
      `id: ${id}\nname: ${id}\ninputs:\n  prompt: Say done.\n  mock:\n    - ${reply}\ngraders:\n  - type: text\n    name: says-done\n    config:\n      contains: ['done']\n`,
    );
}

test('a suite screened against a stale pool: the comment names the concurrent sample, not the pool, and the PR passes', () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-confirm-suite-'));
  try {
    const repo = join(root, 'repo');
    mkdirSync(repo);
    git(repo, 'init', '-q', '-b', 'main');
    threeTasks(repo, 'done');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'good days');
    assert.equal(parleyIn(repo, ['run', 'evals', '-o', join(root, 'pool'), '-q']).code, 0);
    // Since then every task fails on main too; the pull request changes only the docs.
    threeTasks(repo, 'gave up');
    git(repo, 'commit', '-qam', 'worse');
    const base = git(repo, 'rev-parse', 'HEAD');
    writeFileSync(join(repo, 'README.md'), 'docs\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'docs');
    const out = join(root, 'out');
    const run = parleyIn(repo, [
      'run',
      'evals',
      '--baseline',
      join(root, 'pool/summary.json'),
      '--confirm',
      '--base-ref',
      base,
      '-o',
      out,
    ]);
    assert.equal(run.code, 0, run.out);
    // The sample: at least 5 runs a side, so 2 of each of the 3 tasks; nothing else re-ran.
    const again = records(out).filter((r) => r.confirmation);
    assert.equal(again.filter((r) => r.side === 'base').length, 6);
    assert.equal(again.filter((r) => r.side !== 'base').length, 6);
    const report = readFileSync(join(out, 'report.md'), 'utf8');
    // 2/2 against 0/2 in each of 3 tasks: (1/6)^3 = 0.00463.
    assert.match(
      report,
      /The suite looked worse than the pool \(p = 0\.00463, errors p = 1\); 2 runs of the base commit and 2 of the head of 3 tasks each, side by side \(the day's sample\): verdict pass rate 0\.0% \(base, 6 runs\) -> 0\.0% \(head, 6 runs\), p = 1, errors p = 1 \(exact stratified tests; the suite's own, at 0\.0125 each, come after stage 3\): not confirmed \(the head's concurrent runs looked like the base's: stopped after stage 1 of 3\)\./,
    );
    assert.match(
      report,
      /The base's runs were that much lower than the pool today, so the tasks were chosen against the pool moved by the day's shift \(verdict pass rate -100\.0 points, error rate \+0\.0 points\)\./,
    );
    assert.match(report, /The suite looked worse than the pooled baseline and ran again/);
    assert.doesNotMatch(
      report,
      /against concurrent runs of the base commit: verdict pass rate 100/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
