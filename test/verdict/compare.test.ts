import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fisherOneSided } from '../../src/verdict/fisher.js';
import { compareSummaries, suiteLine } from '../../src/verdict/compare.js';
import {
  atMost,
  decimalRational,
  fisherLower,
  holm,
  stratifiedLower,
  toNumber,
  trialsToSee,
} from '../../src/verdict/exact.js';
import { makeRecord } from '../builders.js';
import { makeSummary } from '../report/builders.js';

const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 1e-12, `${actual} != ${expected}`);

test('Fisher one-sided p-values match known values', () => {
  // All passes moved from base to head: 1 / C(20,10) and 1 / C(10,5).
  close(fisherOneSided(10, 10, 0, 10), 1 / 184756);
  close(fisherOneSided(5, 5, 0, 5), 1 / 252);
  // R: fisher.test(matrix(c(3,1,1,3),2), alternative = "greater")$p.value = 0.2428571
  close(fisherOneSided(3, 4, 1, 4), 17 / 70);
  // 8/10 -> 3/10: (C(11,8)C(9,2) + C(11,9)C(9,1) + C(11,10)) / C(20,10) = 6446 / 184756
  close(fisherOneSided(8, 10, 3, 10), 6446 / 184756);
  // No drop: p = 1.
  close(fisherOneSided(2, 5, 5, 5), 1);
  close(fisherOneSided(0, 0, 0, 3), 1);
  assert.throws(() => fisherOneSided(4, 3, 0, 3), RangeError);
});

test('p-values are exact: 3/3 -> 0/3 is 1/20, exactly at 0.05', () => {
  // The old log-space sum gave 0.04999999999999996.
  assert.equal(fisherOneSided(3, 3, 0, 3), 0.05);
  const p = fisherLower({ basePass: 3, baseTotal: 3, headPass: 0, headTotal: 3 });
  assert.equal(p.num * 20n, p.den);
  assert.ok(atMost(p, decimalRational(0.05)));
  assert.ok(!atMost(p, decimalRational(0.0499999)));
  assert.deepEqual(decimalRational(0.025), { num: 25n, den: 1000n });
  assert.deepEqual(decimalRational(1e-7), { num: 1n, den: 10000000n });
});

test('the exact stratified test: sign test with one trial, convolution otherwise', () => {
  const level = decimalRational(0.025);
  // One trial per task: only discordant tasks count; 6 pass -> fail, 0 fail -> pass: 2^-6.
  const tables = [
    ...Array.from({ length: 6 }, () => ({ basePass: 1, baseTotal: 1, headPass: 0, headTotal: 1 })),
    ...Array.from({ length: 4 }, () => ({ basePass: 1, baseTotal: 1, headPass: 1, headTotal: 1 })),
  ];
  const sign = stratifiedLower(tables, level);
  close(sign.p, 1 / 64);
  assert.equal(sign.significant, true);
  // Two strata 2/2 -> 0/2: each P(H = 0) = 1/6, so P(S <= 0) = 1/36.
  const two = { basePass: 2, baseTotal: 2, headPass: 0, headTotal: 2 };
  close(stratifiedLower([two, two], level).p, 1 / 36);
  // At the boundary the decision is taken in integers: 1/36 <= 1/36.
  assert.equal(stratifiedLower([two, two], { num: 1n, den: 36n }).significant, true);
  assert.equal(stratifiedLower([two, two], { num: 1n, den: 37n }).significant, false);
});

test('the stratified test of many tasks drops only the far low tail: a binomial tail to 1e-12', () => {
  // 4,000 strata of one discordant run (1/1 base, 0/1 head, or the reverse): under the null each
  // stratum's head passes are 0 or 1 with probability 1/2, so S is Binomial(4000, 1/2) and
  // P(S <= k) = sum_{i <= k} C(4000, i) / 2^4000, summed here in integers.
  const n = 4000;
  const reference = (k: number) => {
    let num = 0n;
    let c = 1n; // C(n, i)
    for (let i = 0; i <= k; i++) {
      num += c;
      c = (c * BigInt(n - i)) / BigInt(i + 1);
    }
    return toNumber({ num, den: 1n << BigInt(n) });
  };
  for (const k of [1900, 1960, 2000, 2040]) {
    const tables = Array.from({ length: n }, (_, i) =>
      i < k
        ? { basePass: 0, baseTotal: 1, headPass: 1, headTotal: 1 }
        : { basePass: 1, baseTotal: 1, headPass: 0, headTotal: 1 },
    );
    const { p } = stratifiedLower(tables, decimalRational(0.05));
    assert.ok(Math.abs(p - reference(k)) < 1e-12, `k = ${k}: ${p} != ${reference(k)}`);
  }
});

test("Holm's step-down and the trials one task needs", () => {
  const r = (num: number, den: number) => ({ num: BigInt(num), den: BigInt(den) });
  // m = 3 at 0.05: 0.01 <= 0.05/3, 0.02 <= 0.05/2, 0.04 <= 0.05.
  assert.deepEqual(holm([r(4, 100), r(1, 100), r(2, 100)], decimalRational(0.05)), [
    true,
    true,
    true,
  ]);
  // 0.02 > 0.05/3 stops everything.
  assert.deepEqual(holm([r(2, 100), r(3, 100)], decimalRational(0.03)), [false, false]);
  // 30 tasks at 0.025: 1/C(12,6) = 1/924 > 0.025/30, 1/C(14,7) = 1/3432 <= it.
  assert.equal(trialsToSee(decimalRational(0.025), 30), 7);
  assert.equal(trialsToSee(decimalRational(0.025), 1), 4);
});

test('a drop significant after Holm is regressed; an unadjusted one is a possible regression', () => {
  const base = makeSummary([
    { id: 'big-drop', passed: 10, trials: 10 },
    { id: 'small-drop', passed: 8, trials: 10 },
    ...Array.from({ length: 8 }, (_, i) => ({ id: `same-${i}`, passed: 5, trials: 10 })),
  ]);
  const head = makeSummary([
    { id: 'big-drop', passed: 0, trials: 10 },
    { id: 'small-drop', passed: 3, trials: 10 },
    ...Array.from({ length: 8 }, (_, i) => ({ id: `same-${i}`, passed: 5, trials: 10 })),
  ]);
  const c = compareSummaries(base, head);
  assert.equal(c.alpha_task, 0.025);
  assert.equal(c.alpha_suite, 0.025);
  assert.deepEqual(
    c.buckets.regressed.map((t) => t.task_id),
    ['big-drop'],
  );
  close(c.buckets.regressed[0]!.p_value!, 1 / 184756);
  // 6446 / 184756 = 0.035: below alpha, above alpha_task / 9 after Holm.
  assert.deepEqual(
    c.buckets.possible_regression.map((t) => t.task_id),
    ['small-drop'],
  );
  assert.equal(c.blind, null);
});

test('a broad drop no task shows fails the suite-level test', () => {
  const base = makeSummary(
    Array.from({ length: 20 }, (_, i) => ({ id: `t${i}`, passed: 3, trials: 3 })),
  );
  const head = makeSummary(
    Array.from({ length: 20 }, (_, i) => ({ id: `t${i}`, passed: 2, trials: 3 })),
  );
  const c = compareSummaries(base, head);
  assert.equal(c.buckets.regressed.length, 0);
  assert.equal(c.suite.regressed, true);
  close(c.suite.p_value!, 2 ** -20);
  assert.equal(c.buckets.suite_regressed, c.suite);
  assert.equal(c.regressions, 1);
  // With 3 trials no single task among 20 can reach 0.025 / 20 (6 would: 1/924 <= 0.00125).
  assert.deepEqual(c.blind, { tasks: 20, trials_needed: 6 });
  // What the report and the console print of it: a tiny p reads "p < 0.0001", not "p = < 0.0001".
  assert.match(suiteLine(c), /over 20 tasks, p < 0\.0001 \(exact stratified test/);
});

test('errors and abstains are not verdicts: no verdict, newly abstaining, never regressed', () => {
  const base = makeSummary([
    { id: 'forked', passed: 3, trials: 3 },
    { id: 'asks', passed: 3, trials: 3 },
    { id: 'flaky-infra', passed: 3, trials: 3 },
  ]);
  const head = makeSummary([
    { id: 'forked', passed: 0, trials: 3, errors: 3, outcome: 'config_error' },
    { id: 'asks', passed: 0, trials: 3, abstained: 3, outcome: 'abstained' },
    { id: 'flaky-infra', passed: 2, trials: 3, errors: 1 },
  ]);
  const c = compareSummaries(base, head, {
    headRecords: [
      makeRecord('asks', 'abstained', 'abstained', {
        responder: {
          kind: 'rules',
          followups_sent: 1,
          outcome: 'abstained',
          reason: 'the brief names no tools',
          last_question: 'Which tools?',
        },
      }),
    ],
  });
  assert.equal(c.regressions, 0);
  const byId = Object.fromEntries(c.tasks.map((t) => [t.task_id, t]));
  assert.equal(byId.forked!.bucket, 'no_verdict');
  assert.equal(byId.forked!.note, 'no verdict run on head: 3 errors (config_error)');
  assert.equal(byId.asks!.bucket, 'newly_abstaining');
  assert.equal(byId.asks!.note, 'the brief names no tools');
  // 3/3 -> 2/2 plus an error: the error is left out, nothing dropped.
  assert.equal(byId['flaky-infra']!.bucket, 'unchanged');
  assert.equal(byId['flaky-infra']!.head!.verdicts, 2);
  assert.equal(byId['flaky-infra']!.p_value, 1);
});

test('one trial per side: pass -> fail is a low-confidence possible regression', () => {
  const base = makeSummary([
    { id: 'a', passed: 1, trials: 1 },
    { id: 'b', passed: 0, trials: 1 },
  ]);
  const head = makeSummary([
    { id: 'a', passed: 0, trials: 1 },
    { id: 'b', passed: 1, trials: 1 },
  ]);
  const c = compareSummaries(base, head);
  assert.equal(c.regressions, 0);
  assert.deepEqual(
    c.buckets.possible_regression.map((t) => [t.task_id, t.low_confidence]),
    [['a', true]],
  );
  assert.deepEqual(
    c.buckets.fixed.map((t) => t.task_id),
    ['b'],
  );
  assert.deepEqual(c.blind, { tasks: 2, trials_needed: 5 });
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
    c.buckets.new.map((t) => t.task_id),
    ['fresh'],
  );
  assert.deepEqual(
    c.buckets.removed.map((t) => t.task_id),
    ['old'],
  );
  assert.equal(c.regressions, 0);
  assert.equal(c.suite.p_value, null);
  assert.equal(c.total_tokens_delta, 150);
  assert.equal(c.duration_ms_delta, 2000);
  assert.equal(c.suite_set_changed, true);
  assert.equal(c.base.commit, 'base');
});

test('the same task id in two suites is compared per suite', () => {
  const base = makeSummary([{ id: 't', passed: 3, trials: 3 }], { suite: 'one' });
  const head = makeSummary([{ id: 't', passed: 0, trials: 3 }], { suite: 'two' });
  const c = compareSummaries(base, head);
  assert.equal(c.regressions, 0);
  assert.equal(c.buckets.new.length, 1);
  assert.equal(c.buckets.removed.length, 1);
});
