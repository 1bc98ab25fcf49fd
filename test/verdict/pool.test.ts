// How a push adds its run to the branch's pooled baseline (results/pool.ts): the last K runs per
// task, a changed task starting over, a run of a commit already in the pool replacing its entry.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addToPool, pooledCounts } from '../../src/verdict/pool.js';
import type { Summary } from '../../src/results/schema.js';
import { checkShape, prng, simulatePr } from './simulate.js';

/** A base run of one commit: task-0 passed `passed` of 4 (identity `identity`). */
function run(commit: string, passed: number, identity = 'v1'): Summary {
  const { base } = simulatePr([{ pBase: 1, pHead: 1 }], { trials: 4 }, prng(1));
  const task = base.suites[0]!.tasks[0]!;
  task.counts.by_status.passed = passed;
  task.counts.by_status.failed = 4 - passed;
  task.passed = passed;
  task.identity = identity;
  return checkShape({ ...base, identity: { ...base.identity, commit } });
}

const task0 = (s: Summary) => s.suites[0]!.tasks[0]!;

test('each push adds its counts; beyond K the oldest run is dropped', () => {
  let pooled: Summary | null = null;
  for (const [i, passed] of [4, 3, 2, 1].entries())
    pooled = addToPool(pooled, run(`c${i}`, passed), 3);
  assert.deepEqual(
    task0(pooled!).pool!.map((r) => [r.commit, r.passed]),
    [
      ['c1', 3],
      ['c2', 2],
      ['c3', 1],
    ],
  );
  assert.deepEqual(pooledCounts(task0(pooled!)), {
    passed: 6,
    failed: 6,
    runs: 3,
    pooled_runs: 3,
    errored: 0,
    task_runs: 12,
    abstained: 0,
  });
  // What is saved still reads as a summary.
  checkShape(pooled!);
});

test('a changed task (another identity) starts a new pool', () => {
  const before = addToPool(run('c0', 4), run('c1', 4), 5);
  const after = addToPool(before, run('c2', 0, 'v2'), 5);
  assert.equal(task0(after).pool, undefined);
  assert.deepEqual(pooledCounts(task0(after)), {
    passed: 0,
    failed: 4,
    runs: 1,
    pooled_runs: 1,
    errored: 0,
    task_runs: 4,
    abstained: 0,
  });
});

test('a run of a commit already in the pool replaces its entry instead of counting twice', () => {
  const before = addToPool(run('c0', 4), run('c1', 4), 5);
  const again = addToPool(before, run('c1', 1), 5);
  assert.deepEqual(
    task0(again).pool!.map((r) => [r.commit, r.passed]),
    [
      ['c0', 4],
      ['c1', 1],
    ],
  );
});

test('pool 1 keeps this run alone', () => {
  const saved = addToPool(run('c0', 4), run('c1', 2), 1);
  assert.equal(task0(saved).pool, undefined);
  assert.deepEqual(pooledCounts(task0(saved)), {
    passed: 2,
    failed: 2,
    runs: 1,
    pooled_runs: 1,
    errored: 0,
    task_runs: 4,
    abstained: 0,
  });
});

test('pooledCounts sums errored runs and all runs; an old entry without them counts its verdicts', () => {
  const task = task0(run('c0', 4));
  task.pool = [
    { commit: 'a', passed: 3, failed: 1 },
    { commit: 'b', passed: 2, failed: 1, errored: 2, runs: 5 },
  ];
  assert.deepEqual(pooledCounts(task), {
    passed: 5,
    failed: 2,
    runs: 2,
    pooled_runs: 2,
    errored: 2,
    task_runs: 9,
    abstained: 0,
  });
});

test('pooledCounts sums abstained runs; an older entry with runs it does not account for cannot say', () => {
  const task = task0(run('c0', 4));
  task.pool = [
    { commit: 'a', passed: 3, failed: 1, abstained: 1, runs: 5 },
    { commit: 'b', passed: 2, failed: 1, errored: 1, abstained: 2, runs: 6 },
  ];
  assert.equal(pooledCounts(task).abstained, 3);
  // 2 verdicts + 1 errored of 4 runs: the fourth may have abstained.
  task.pool.push({ commit: 'c', passed: 1, failed: 1, errored: 1, runs: 4 });
  assert.equal(pooledCounts(task).abstained, null);
});
