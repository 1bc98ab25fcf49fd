// The base side of confirmation re-runs (confirmationRerun with a base checkout): the same suite
// paths run in a worktree of the base commit, their records marked side 'base' and confirmation,
// appended to the head's results.jsonl, never counted as the head's; without a checkout the base
// side throws BaseUnavailable. Real git repositories in a temp dir, the mock agent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lazyBase } from '../../src/engine/base-checkout.js';
import { confirmationRerun, runSuites, type RunOptions } from '../../src/engine/run.js';
import { readResultsDir, writeResultsDir } from '../../src/results/files.js';
import type { RunRecord } from '../../src/results/schema.js';
import { BaseUnavailable } from '../../src/verdict/confirm.js';
import { git } from '../fakes/git.js';

/** evals/drop: one task whose mock agent replies `reply` (graded: contains "done"). */
function writeSuite(repo: string, reply: string) {
  const dir = join(repo, 'evals/drop');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    'name: drop\nconfig:\n  executor: mock\n  trials_per_task: 2\ntasks:\n  - tasks/*.yaml\n',
  );
  writeFileSync(
    join(dir, 'tasks/steady.yaml'),
    `id: steady\nname: steady\ninputs:\n  prompt: Say done.\n  mock:\n    - ${reply}\ngraders:\n  - type: text\n    name: says-done\n    config:\n      contains: ['done']\n`,
  );
}

test('base re-runs run in the base worktree, marked, appended, never counted as the head', async () => {
  const repo = mkdtempSync(join(tmpdir(), 'parley-rerun-'));
  try {
    git(repo, 'init', '-q', '-b', 'main');
    writeSuite(repo, 'done');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const baseSha = git(repo, 'rev-parse', 'HEAD');
    writeSuite(repo, 'gave up');
    git(repo, 'commit', '-qam', 'head');

    const out = join(repo, 'out');
    const options: RunOptions = { paths: ['evals/drop'], cwd: repo, outputDir: out };
    const head = await runSuites(options);
    assert.deepEqual(
      head.records.map((r) => r.status),
      ['failed', 'failed'],
    );

    const lines: string[] = [];
    const base = lazyBase(repo, () => baseSha, { log: (line) => lines.push(line) });
    const rerun = confirmationRerun(options, out, undefined, base.side);
    const tasks = [{ suite: 'drop', taskId: 'steady' }];
    let worktree: string;
    try {
      const baseRuns = await rerun(tasks, 3, 1, 'base');
      assert.deepEqual(
        baseRuns.map((r) => [r.trial, r.status, r.side, r.confirmation]),
        [
          [1, 'passed', 'base', true],
          [2, 'passed', 'base', true],
          [3, 'passed', 'base', true],
        ],
      );
      assert.equal(baseRuns[0]!.suite_file, 'evals/drop/eval.yaml', 'the same suite file');
      const headRuns = await rerun(tasks, 1, 3, 'head');
      assert.deepEqual(
        headRuns.map((r) => [r.trial, r.status, r.side]),
        [[3, 'failed', undefined]],
      );
      assert.match(lines[0]!, new RegExp(`checked out the base commit ${baseSha.slice(0, 12)}`));
      worktree = git(repo, 'worktree', 'list', '--porcelain');
      assert.match(worktree, /parley-base-\w+\/checkout/);
    } finally {
      await base.dispose();
    }
    assert.doesNotMatch(git(repo, 'worktree', 'list', '--porcelain'), /parley-base-\w+\/checkout/);

    const records = readFileSync(join(out, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as RunRecord);
    assert.deepEqual(
      records.map((r) => [r.trial, r.status, r.side ?? 'head', r.confirmation ?? false]),
      [
        [1, 'failed', 'head', false],
        [2, 'failed', 'head', false],
        [1, 'passed', 'base', true],
        [2, 'passed', 'base', true],
        [3, 'passed', 'base', true],
        [3, 'failed', 'head', true],
      ],
    );
    // summary.json counts the screening runs only, and reads back consistent with results.jsonl.
    writeResultsDir(out, { summary: head.summary, records: head.records, report: '' });
    const read = readResultsDir(out);
    assert.equal(read.summary.counts.runs, 2);
    assert.equal(read.summary.counts.by_status.passed, 0);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('without a base checkout the base side throws BaseUnavailable with the reason', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-base-none-'));
  try {
    const options: RunOptions = { paths: ['evals'], cwd: dir, outputDir: join(dir, 'out') };
    const tasks = [{ suite: 'drop', taskId: 'steady' }];
    await assert.rejects(
      confirmationRerun(options, join(dir, 'out'))(tasks, 1, 1, 'base'),
      (e: unknown) =>
        e instanceof BaseUnavailable && /no checkout of the base commit/.test(e.message),
    );
    const base = lazyBase(dir, () => 'main');
    await assert.rejects(
      confirmationRerun(options, join(dir, 'out'), undefined, base.side)(tasks, 1, 1, 'base'),
      (e: unknown) => e instanceof BaseUnavailable && /is not in a git repository/.test(e.message),
    );
    await base.dispose();
    assert.equal(existsSync(join(dir, 'out/results.jsonl')), false, 'nothing ran');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
