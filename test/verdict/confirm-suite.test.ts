// The suite's confirmation, stage by stage: the head alone first (held against the pool), then
// the base (held against those head runs), then both sides; only the last stage is tested.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareSummaries } from '../../src/verdict/compare.js';
import { confirmComparison, type ConfirmationRun, type Rerun } from '../../src/verdict/confirm.js';
import { makeSummary } from '../report/builders.js';

const TASKS = 10;
const ids = Array.from({ length: TASKS }, (_, i) => `t${i}`);
// Every task 10/10 in the pool and 4/5 on the head: no task is a candidate on its own
// (p = 0.57 each), the suite is (its stratified p is far below 0.025).
const pool = makeSummary(ids.map((id) => ({ id, passed: 10, trials: 10 })));
const head = makeSummary(ids.map((id) => ({ id, passed: 4, trials: 5 })));

/** A rerun that answers each side with a pass pattern and records what it was asked. */
function scripted(passes: { head: (n: number) => boolean; base: (n: number) => boolean }) {
  const calls: string[] = [];
  const rerun: Rerun = async (list, trials, first, side) => {
    calls.push(`${side} ${list.length}x${trials} from ${first}`);
    return list.flatMap(({ suite, taskId }) =>
      Array.from({ length: trials }, (_, i): ConfirmationRun => ({
        suite,
        task_id: taskId,
        status: passes[side](first + i) ? 'passed' : 'failed',
      })),
    );
  };
  return { calls, rerun };
}

test('a screened suite whose new head runs look like the pool stops after the head-only stage', async () => {
  const screening = compareSummaries(pool, head);
  assert.ok(screening.suite.p_value! <= 0.025, 'the suite is screened');
  assert.ok(
    screening.tasks.every((t) => t.p_value! > 0.15),
    'no task is a candidate',
  );
  const { calls, rerun } = scripted({ head: () => true, base: () => true });
  const gated = await confirmComparison(screening, { tasks: 3, trials: 20 }, rerun);
  assert.deepEqual(calls, ['base 0x0 from 1', `head ${TASKS}x5 from 6`]);
  const suite = gated.confirmation!.suite!;
  assert.equal(suite.stages, 1);
  assert.equal(suite.stopped_early, true);
  assert.equal(suite.regression, null);
  assert.equal(gated.confirmation!.runs, TASKS * 5);
  assert.equal(gated.confirmation!.base_runs, 0);
  assert.equal(gated.regressions, 0);
});

test('a suite still worse runs the base, then both sides, and is tested on the concurrent runs', async () => {
  const screening = compareSummaries(pool, head);
  // The head keeps passing 3 runs in 5, the base passes every run.
  const { calls, rerun } = scripted({ head: (n) => n % 5 < 3, base: () => true });
  const gated = await confirmComparison(screening, { tasks: 3, trials: 20 }, rerun);
  assert.deepEqual(calls, [
    'base 0x0 from 1',
    `head ${TASKS}x5 from 6`,
    `base ${TASKS}x5 from 1`,
    `base ${TASKS}x10 from 6`,
    `head ${TASKS}x10 from 11`,
  ]);
  const suite = gated.confirmation!.suite!;
  assert.equal(suite.stages, 3);
  assert.equal(suite.stopped_early, false);
  assert.equal(suite.regression, 'drop');
  // The test: all the head's runs (5 screening + 15 new per task) against the 15 concurrent base runs.
  assert.equal(suite.head.runs, TASKS * 20);
  assert.equal(suite.base.runs, TASKS * 15);
  assert.equal(gated.confirmation!.base_runs, TASKS * 15);
  assert.equal(gated.regressions, 1);
});

test('a suite whose concurrent base looks like its new head runs stops after the base stage', async () => {
  const screening = compareSummaries(pool, head);
  // The new head runs are worse than the pool, and so is the base today: a drift, not the PR.
  const { calls, rerun } = scripted({ head: (n) => n % 5 < 3, base: (n) => n % 5 < 3 });
  const gated = await confirmComparison(screening, { tasks: 3, trials: 20 }, rerun);
  assert.equal(calls.length, 3, calls.join('; '));
  const suite = gated.confirmation!.suite!;
  assert.equal(suite.stages, 2);
  assert.equal(suite.stopped_early, true);
  assert.equal(gated.regressions, 0);
});
