import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fisherOneSided } from '../../src/results/fisher.js';
import { compareSummaries } from '../../src/results/compare.js';
import { makeSummary } from '../report/builders.js';

const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} != ${expected}`);

test('Fisher one-sided p-values match known values', () => {
  // All passes moved from base to head: 1 / C(20,10) and 1 / C(10,5).
  close(fisherOneSided(10, 10, 0, 10), 1 / 184756);
  close(fisherOneSided(5, 5, 0, 5), 1 / 252);
  // 3/3 -> 0/3 is exactly 1 / C(6,3) = 0.05.
  close(fisherOneSided(3, 3, 0, 3), 0.05);
  // R: fisher.test(matrix(c(3,1,1,3),2), alternative = "greater")$p.value = 0.2428571
  close(fisherOneSided(3, 4, 1, 4), 17 / 70);
  // 8/10 -> 3/10: (C(11,8)C(9,2) + C(11,9)C(9,1) + C(11,10)) / C(20,10) = 6446 / 184756
  close(fisherOneSided(8, 10, 3, 10), 6446 / 184756);
  // No drop: p = 1.
  close(fisherOneSided(2, 5, 5, 5), 1);
  close(fisherOneSided(0, 0, 0, 3), 1);
  assert.throws(() => fisherOneSided(4, 3, 0, 3), RangeError);
});

test('a significant drop is a regression, a small one is not', () => {
  const base = makeSummary([
    { id: 'big-drop', passed: 5, trials: 5 },
    { id: 'small-drop', passed: 5, trials: 5 },
    { id: 'same', passed: 2, trials: 5 },
  ]);
  const head = makeSummary([
    { id: 'big-drop', passed: 0, trials: 5 },
    { id: 'small-drop', passed: 4, trials: 5 },
    { id: 'same', passed: 2, trials: 5 },
  ]);
  const c = compareSummaries(base, head);
  assert.deepEqual(
    c.regressions.map((t) => t.task_id),
    ['big-drop'],
  );
  const big = c.regressions[0]!;
  close(big.p_value!, 1 / 252);
  assert.equal(big.low_confidence, false);
  const small = c.tasks.find((t) => t.task_id === 'small-drop')!;
  assert.equal(small.change, 'unchanged');
  assert.ok(small.p_value! > 0.05);
  close(c.pass_rate_delta, 6 / 15 - 12 / 15);
});

test('with one trial on both sides a pass that became a non-pass is a low-confidence regression', () => {
  const base = makeSummary([
    { id: 'a', passed: 1, trials: 1 },
    { id: 'b', passed: 0, trials: 1 },
  ]);
  const head = makeSummary([
    { id: 'a', passed: 0, trials: 1, outcome: 'abstained' },
    { id: 'b', passed: 1, trials: 1 },
  ]);
  const c = compareSummaries(base, head);
  assert.equal(c.regressions.length, 1);
  assert.equal(c.regressions[0]!.task_id, 'a');
  assert.equal(c.regressions[0]!.low_confidence, true);
  assert.deepEqual(
    c.fixed.map((t) => t.task_id),
    ['b'],
  );
  assert.deepEqual(
    c.outcome_changes.map((t) => [t.task_id, t.base!.outcome, t.head!.outcome]),
    [['a', 'completed', 'abstained']],
  );
});

test('new and removed tasks, token and duration deltas', () => {
  const base = makeSummary([{ id: 'old', passed: 1, trials: 1, tokens: 100 }], {
    durationMs: 1000,
    commit: 'base',
  });
  const head = makeSummary([{ id: 'fresh', passed: 1, trials: 1, tokens: 250 }], {
    durationMs: 3000,
    commit: 'head',
    suiteSet: 'set2',
  });
  const c = compareSummaries(base, head);
  assert.deepEqual(
    c.added.map((t) => t.task_id),
    ['fresh'],
  );
  assert.deepEqual(
    c.removed.map((t) => t.task_id),
    ['old'],
  );
  assert.equal(c.regressions.length, 0);
  assert.equal(c.total_tokens_delta, 150);
  assert.equal(c.duration_ms_delta, 2000);
  assert.equal(c.suite_set_changed, true);
  assert.equal(c.base.commit, 'base');
});

test('the same task id in two suites is compared per suite', () => {
  const base = makeSummary([{ id: 't', passed: 3, trials: 3 }], { suite: 'one' });
  const head = makeSummary([{ id: 't', passed: 0, trials: 3 }], { suite: 'two' });
  const c = compareSummaries(base, head);
  assert.equal(c.regressions.length, 0);
  assert.equal(c.added.length, 1);
  assert.equal(c.removed.length, 1);
});
