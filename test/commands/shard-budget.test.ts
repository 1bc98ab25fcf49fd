// One budget for a sharded matrix, as a user runs it: `parley run --shard i/n --max-runs M` keeps
// the shard's share of M (its planned runs' part of all shards' planned runs, floored), what the
// share kept from starting is `not_run` in each shard's summary.json, and `parley report` of the
// shards keeps the union of it, so the merged verdict is inconclusive as one job's would be.
// The confirmation job after the shards gets what they left (engine/budget.ts remainingBudget).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remainingBudget } from '../../src/engine/budget.js';
import { runSuites } from '../../src/engine/run.js';
import { readResultsDir } from '../../src/results/files.js';
import { mergeShards } from '../../src/results/merge.js';
import { parleyIn, recordsIn } from './git-repo.js';

let root: string;
const TASKS = ['alpha', 'bravo', 'charlie', 'delta'];

interface NotRun {
  reason: string;
  runs: number;
  tasks: { suite: string; task_id: string; runs: number }[];
}
const summaryOf = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'summary.json'), 'utf8')) as {
    counts: { runs: number };
    not_run?: NotRun;
  };
const reportOf = (dir: string) => readFileSync(join(root, dir, 'report.md'), 'utf8');
const parley = (...args: string[]) => parleyIn(root, args);

before(() => {
  root = mkdtempSync(join(tmpdir(), 'parley-shard-budget-'));
  // 4 tasks x 2 trials of the mock agent, every run passing: 8 planned runs, 4 per shard.
  const dir = join(root, 'evals/four');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    'name: four\nconfig:\n  executor: mock\n  trials_per_task: 2\ntasks:\n  - tasks/*.yaml\n',
  );
  for (const id of TASKS) {
    writeFileSync(
      join(dir, `tasks/${id}.yaml`),
      `id: ${id}\ninputs:\n  prompt: Say done.\n  mock:\n    - done\ngraders:\n  - type: text\n    name: says-done\n    config:\n      contains: ['done']\n`,
    );
  }
  const base = parley('run', 'evals', '-o', 'base', '-q');
  assert.equal(base.code, 0, base.out);
});

after(() => rmSync(root, { recursive: true, force: true }));

describe('a sharded matrix shares one budget', () => {
  it('--max-runs 6 over two shards of 4 planned runs: 3 each, the rest not run, and the merge keeps it', () => {
    for (const i of [1, 2]) {
      const r = parley(
        ...['run', 'evals', '--shard', `${i}/2`, '--max-runs', '6', '--workers', '1'],
        ...['-o', `capped-${i}`],
      );
      assert.equal(r.code, 0, r.out);
      // The log line says the share, not the whole matrix's 6.
      assert.match(
        r.out,
        new RegExp(
          `stopped: shard ${i}/2's share, 3 of the matrix's max-runs 6, was reached; 1 run\\(s\\) not started`,
        ),
      );
      assert.equal(recordsIn(join(root, `capped-${i}`)).length, 3);
      const notRun = summaryOf(`capped-${i}`).not_run!;
      assert.equal(notRun.runs, 1);
      assert.equal(
        notRun.reason,
        `shard ${i}/2's share, 3 of the matrix's max-runs 6, was reached`,
      );
      assert.equal(notRun.tasks.length, 1);
    }
    const shardTasks = [1, 2].map((i) => summaryOf(`capped-${i}`).not_run!.tasks[0]!.task_id);
    assert.notEqual(shardTasks[0], shardTasks[1], 'whole tasks per shard');

    const r = parley(
      ...['report', 'capped-1', 'capped-2', '-o', 'merged'],
      ...['--baseline', 'base/summary.json'],
    );
    assert.equal(r.code, 0, r.out);
    const merged = summaryOf('merged');
    assert.equal(merged.counts.runs, 6);
    assert.equal(merged.not_run?.runs, 2, JSON.stringify(merged.not_run));
    assert.deepEqual(
      merged.not_run!.tasks.map((t) => t.task_id),
      shardTasks,
    );
    assert.equal(
      merged.not_run!.reason,
      "shard 1/2's share, 3 of the matrix's max-runs 6, was reached; shard 2/2's share, 3 of the matrix's max-runs 6, was reached",
    );
    const report = reportOf('merged');
    assert.match(
      report,
      new RegExp(
        `^\\*\\*Not run:\\*\\* 2 runs of 2 tasks, because shard 1/2's share, .*; these tasks are inconclusive, not passed: \`${shardTasks[0]}\`, \`${shardTasks[1]}\`\\.$`,
        'm',
      ),
    );
    // As one job with the same budget would be: not a pass.
    assert.match(report, /^## Parley: ➖ inconclusive: 2 tasks not run in full/m);
    const one = parley(
      ...['run', 'evals', '--max-runs', '6', '--workers', '1', '-o', 'one'],
      ...['--baseline', 'base/summary.json'],
    );
    assert.equal(one.code, 0, one.out);
    assert.match(reportOf('one'), /^## Parley: ➖ inconclusive: 1 task not run in full/m);
  });

  it('--max-runs at least every planned run: every shard runs all of its runs, nothing not run', () => {
    for (const i of [1, 2]) {
      const r = parley(
        ...['run', 'evals', '--shard', `${i}/2`, '--max-runs', '8', '-o', `full-${i}`, '-q'],
      );
      assert.equal(r.code, 0, r.out);
      assert.equal(recordsIn(join(root, `full-${i}`)).length, 4);
      assert.equal(summaryOf(`full-${i}`).not_run, undefined);
    }
    const r = parley('report', 'full-1', 'full-2', '-o', 'full-merged', '-q');
    assert.equal(r.code, 0, r.out);
    assert.equal(summaryOf('full-merged').counts.runs, 8);
    assert.equal(summaryOf('full-merged').not_run, undefined);
    assert.doesNotMatch(reportOf('full-merged'), /Not run/);
  });

  it('an odd max-runs is floored per shard: the shares never sum past it', () => {
    // 7 x 4/8 = 3.5 -> 3 per shard: 6 of 7 in all, the one left is the confirmation's.
    const runs = [1, 2].map((i) => {
      const r = parley('run', 'evals', '--shard', `${i}/2`, '--max-runs', '7', '-o', `odd-${i}`);
      assert.equal(r.code, 0, r.out);
      assert.match(r.out, new RegExp(`shard ${i}/2's share, 3 of the matrix's max-runs 7`));
      return recordsIn(join(root, `odd-${i}`)).length;
    });
    assert.deepEqual(runs, [3, 3]);
  });
});

describe('the confirmation job after the shards: what they left', () => {
  // The shards of the odd max-runs above: 3 + 3 runs started of the 8 planned.
  const merged = () => mergeShards(['odd-1', 'odd-2'].map((d) => readResultsDir(join(root, d))));
  /** Confirmation re-runs of every task with the budget given, as the confirmation job runs them. */
  const confirm = async (budget: ReturnType<typeof remainingBudget>, out: string) => {
    const result = await runSuites({
      paths: [join(root, 'evals')],
      cwd: root,
      outputDir: join(root, out),
      only: TASKS.map((taskId) => ({ suite: 'four', taskId })),
      trials: 2,
      firstTrial: 3,
      confirmation: true,
      workers: 1,
      ...(budget ? { budget } : {}),
    });
    return { records: result.records, notRun: budget?.notRun() };
  };

  it('no limit: no budget', () => {
    assert.equal(remainingBudget({}, merged()), undefined);
  });

  it('max-runs 7 less the 6 the shards started: one confirmation run, the rest not run', async () => {
    const { records, notRun } = await confirm(remainingBudget({ maxRuns: 7 }, merged()), 'rest');
    assert.equal(records.length, 1);
    assert.equal(notRun?.runs, 7);
    assert.equal(
      notRun?.reason,
      "the matrix's max-runs 7 was reached: the shards started 6 run(s), which left 1 for the confirmation",
    );
    // The merged summary alone counts the same runs.
    const fromSummary = await confirm(
      remainingBudget({ maxRuns: 7 }, merged().summary),
      'rest-summary',
    );
    assert.equal(fromSummary.records.length, 1);
  });

  it('max-cost with the shards unpriced: the confirmation starts nothing and says why', async () => {
    const { records, notRun } = await confirm(
      remainingBudget({ maxCost: 5 }, merged().summary),
      'unpriced',
    );
    assert.equal(records.length, 0);
    assert.equal(notRun?.runs, 8);
    assert.match(
      notRun!.reason,
      /^the shards' cost is unknown \(no prices table priced their runs\), so what they left of the matrix's max-cost \$5\.00 is unknown and no confirmation run was started$/,
    );
  });

  it('max-cost with the shards priced ($0: the mock agent spends no tokens): every run may start', async () => {
    const budget = remainingBudget({ maxCost: 5, maxRuns: 100 }, merged(), {
      m: { input: 1, output: 2 },
    });
    assert.deepEqual(budget?.keeps, { maxCost: 5, maxRuns: 94 });
    const { records, notRun } = await confirm(budget, 'priced');
    assert.equal(records.length, 8);
    assert.equal(notRun, undefined);
  });
});
