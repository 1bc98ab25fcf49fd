// No quiet path to green (issue 42): abstains compared as an outcome, the cap shared out by
// reason so transient errors cannot crowd out a drop, a rule that still fires at one trial, and
// what the gate could not decide made inconclusive, named. Hand-computed p-values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAcceptances } from '../../src/verdict/accept.js';
import { compareSummaries } from '../../src/verdict/compare.js';
import { candidatesOf } from '../../src/verdict/candidates.js';
import { confirmComparison, type ConfirmationRun, type Rerun } from '../../src/verdict/confirm.js';
import { failureReason, verdictOf } from '../../src/verdict/fail-on.js';
import { makeSummary, type TaskSpec } from '../report/builders.js';

/** A rerun that answers each task and side with one status, and records what it was asked. */
function scripted(
  status: (side: 'base' | 'head', taskId: string) => ConfirmationRun['status'] | null,
) {
  const calls: string[] = [];
  const rerun: Rerun = async (list, trials, first, side) => {
    calls.push(`${side} ${list.map((t) => t.taskId).join(',')}x${trials}`);
    return list.flatMap(({ suite, taskId }) => {
      const s = status(side, taskId);
      return s === null
        ? []
        : Array.from({ length: trials }, (): ConfirmationRun => ({
            suite,
            task_id: taskId,
            status: s,
          }));
    });
  };
  return { calls, rerun };
}

const budget = { tasks: 3, trials: 20 };

test('5/5 passed -> 5/5 abstained: abstain p = 1/C(10,5) = 1/252, regressed "newly abstaining" by the screening alone', () => {
  const c = compareSummaries(
    makeSummary([{ id: 'main', passed: 5, trials: 5 }]),
    makeSummary([{ id: 'main', passed: 0, trials: 5, abstained: 5, outcome: 'abstained' }]),
  );
  const t = c.tasks[0]!;
  assert.equal(t.abstain_p, 1 / 252);
  assert.equal(t.bucket, 'regressed');
  assert.equal(t.regression, 'abstains');
  assert.match(t.note!, /^newly abstaining: the agent now asks what the brief does not answer/);
  const gate = verdictOf(makeSummary([]), c);
  assert.equal(gate.verdict, 'regressed');
  assert.match(gate.reasons[0]!, /^1 task newly abstaining: .* \(suite-a\/main\)$/);
  // Accepted with /parley accept: the check no longer fails on it.
  const accepted = applyAcceptances(c, [
    { tasks: ['main'], all: false, by: 'me', reason: 'the brief changed', head_sha: 'h', at: '' },
  ]);
  assert.equal(accepted.gate.regressions, 0);
  assert.equal(accepted.accepted.length, 1);
});

test('steady abstains (2 of 5 on both sides: abstain p = 0.74) do not regress', () => {
  const spec: TaskSpec = { id: 'vague', passed: 3, trials: 5, abstained: 2 };
  const c = compareSummaries(makeSummary([spec]), makeSummary([spec]));
  // P(head abstains >= 2 | 4 abstains in 10, 5 head runs) = 1 - (C(6,5) + C(4,1)C(6,4)) / 252 = 186/252.
  assert.equal(c.tasks[0]!.abstain_p, 186 / 252);
  assert.notEqual(c.tasks[0]!.bucket, 'regressed');
  assert.equal(c.undecided, undefined);
  assert.equal(failureReason('regressions', makeSummary([spec]), c), null);
});

test('no base checkout, one trial: 1/1 passed -> 1/1 abstained (p = 1/2) is inconclusive and named, never a pass', () => {
  const c = compareSummaries(
    makeSummary([{ id: 'main', passed: 1, trials: 1 }]),
    makeSummary([{ id: 'main', passed: 0, trials: 1, abstained: 1, outcome: 'abstained' }]),
  );
  assert.equal(c.tasks[0]!.abstain_p, 1 / 2);
  const gate = verdictOf(makeSummary([]), c);
  assert.equal(gate.verdict, 'inconclusive');
  assert.match(gate.reasons[0]!, /^suite-a\/main: went from verdict runs to only abstains/);
});

test('crowding: three tasks whose screening runs all errored take one slot in turn with the drop, not all three', () => {
  const pool = makeSummary([
    { id: 'drop', passed: 10, trials: 10 },
    ...['e1', 'e2', 'e3'].map((id) => ({ id, passed: 10, trials: 10 })),
  ]);
  const head = makeSummary([
    { id: 'drop', passed: 1, trials: 5 },
    ...['e1', 'e2', 'e3'].map((id) => ({ id, passed: 0, trials: 5, errors: 5 })),
  ]);
  const c = compareSummaries(pool, head);
  // The errored tasks' error p (5 of 5 against 0 of 10: 1/C(15,5) = 1/3003) is the drop's
  // (1/5 against 10/10: 5/3003 + 1/3003 ... = 0.0020) smaller: one ranking would pick them first.
  assert.equal(c.tasks[1]!.error_p, 1 / 3003);
  const { chosen, left } = candidatesOf(c, 3);
  assert.deepEqual(
    chosen.map((x) => x.t.task_id),
    ['drop', 'e1', 'e2'],
  );
  assert.deepEqual(
    left.map((x) => x.t.task_id),
    ['e3'],
  );
});

test('a task the screening found regressed but left over the cap is inconclusive, named', async () => {
  const spec = (id: string, passed: number) => ({ id, passed, trials: 10 });
  const c = compareSummaries(
    makeSummary([spec('a', 10), spec('b', 10)]),
    makeSummary([spec('a', 0), spec('b', 0)]),
  );
  assert.deepEqual(
    c.tasks.map((t) => t.bucket),
    ['regressed', 'regressed'],
  );
  // Only one slot; the concurrent runs of `a` show no difference.
  const { rerun } = scripted(() => 'passed');
  const gated = await confirmComparison(c, { tasks: 1, trials: 20 }, rerun);
  assert.equal(gated.regressions, 0);
  const gate = verdictOf(makeSummary([]), gated);
  assert.equal(gate.verdict, 'inconclusive');
  assert.match(
    gate.reasons[0]!,
    /^suite-a\/b: the screening found it regressed, but it was over the cap of 1 task/,
  );
});

test('one trial: a pool of 5/5 against a failed head run (p = 1/6) is a candidate, confirmed by 20 concurrent runs a side', async () => {
  const c = compareSummaries(
    makeSummary([
      { id: 'x', passed: 5, trials: 5 },
      { id: 'y', passed: 5, trials: 5 },
    ]),
    makeSummary([
      { id: 'x', passed: 0, trials: 1 },
      { id: 'y', passed: 1, trials: 1 },
    ]),
  );
  assert.equal(c.tasks[0]!.p_value, 1 / 6);
  const { chosen } = candidatesOf(c, 3);
  assert.deepEqual(
    chosen.map((x) => [x.t.task_id, x.why]),
    [['x', ['collapsed']]],
  );
  const { calls, rerun } = scripted((side, id) =>
    side === 'base' || id !== 'x' ? 'passed' : 'failed',
  );
  const gated = await confirmComparison(c, budget, rerun);
  // The head-only stage one run at a time (a pass would stop it): 0/4 with the screening run
  // against 5/5, p = 1/126 <= 0.05, goes on; base 10 + head 10; again.
  assert.deepEqual(calls, [
    'base x0',
    'head xx1',
    'head xx1',
    'head xx1',
    'base xx10',
    'head xx10',
    'base xx10',
    'head xx10',
  ]);
  assert.equal(gated.regressions, 1);
  assert.equal(gated.buckets.regressed[0]!.regression, 'drop');
  assert.equal(gated.blind, null);
});

test('a candidate whose base re-runs come back empty is inconclusive with the reason, not left out of Holm', async () => {
  const c = compareSummaries(
    makeSummary([{ id: 'gone', passed: 10, trials: 10 }]),
    makeSummary([{ id: 'gone', passed: 0, trials: 5 }]),
  );
  const { rerun } = scripted((side) => (side === 'base' ? null : 'failed'));
  const gated = await confirmComparison(c, budget, rerun);
  assert.equal(gated.confirmation!.family, 1, 'in the family, at p = 1');
  assert.equal(gated.regressions, 0);
  const gate = verdictOf(makeSummary([]), gated);
  assert.equal(gate.verdict, 'inconclusive');
  assert.match(gate.reasons[0]!, /^suite-a\/gone: no run of the base commit was made for it/);
});

test('one trial, no change: a collapsed candidate stops at its first passing head run', async () => {
  const c = compareSummaries(
    makeSummary([
      { id: 'x', passed: 5, trials: 5 },
      { id: 'y', passed: 5, trials: 5 },
    ]),
    makeSummary([
      { id: 'x', passed: 0, trials: 1 },
      { id: 'y', passed: 1, trials: 1 },
    ]),
  );
  const { calls, rerun } = scripted(() => 'passed');
  const gated = await confirmComparison(c, budget, rerun);
  assert.deepEqual(calls, ['base x0', 'head xx1']);
  assert.equal(gated.confirmation!.runs, 1);
  assert.equal(gated.confirmation!.family, 0);
  assert.equal(verdictOf(makeSummary([]), gated).verdict, 'pass');
});

test('a head that only abstains is confirmed by concurrent runs as "abstains", and accepted like any regression', async () => {
  const c = compareSummaries(
    makeSummary([{ id: 'main', passed: 5, trials: 5 }]),
    makeSummary([{ id: 'main', passed: 0, trials: 1, abstained: 1, outcome: 'abstained' }]),
  );
  const { chosen } = candidatesOf(c, 3);
  assert.deepEqual(chosen[0]!.why, ['abstains']);
  const { rerun } = scripted((side) => (side === 'base' ? 'passed' : 'abstained'));
  const gated = await confirmComparison(c, budget, rerun);
  const task = gated.buckets.regressed[0]!;
  assert.equal(task.regression, 'abstains');
  // 20 base runs that did not abstain against 20 head runs that all did: 1/C(40,20).
  assert.equal(gated.confirmation!.tasks[0]!.abstain_p, 1 / 137846528820);
  assert.equal(gated.undecided, undefined);
  assert.match(failureReason('regressions', makeSummary([]), gated)!, /newly abstaining/);
});

test('abstains at a steady rate on the concurrent base do not confirm', async () => {
  const c = compareSummaries(
    makeSummary([
      { id: 'main', passed: 5, trials: 5 },
      { id: 'ok', passed: 5, trials: 5 },
    ]),
    makeSummary([
      { id: 'main', passed: 0, trials: 1, abstained: 1, outcome: 'abstained' },
      { id: 'ok', passed: 1, trials: 1 },
    ]),
  );
  // Today the base abstains too (the responder's model changed, not the PR).
  const { rerun } = scripted(() => 'abstained');
  const gated = await confirmComparison(c, budget, rerun);
  assert.equal(gated.regressions, 0);
  assert.equal(gated.undecided, undefined);
  assert.equal(verdictOf(makeSummary([]), gated).verdict, 'pass');
});
