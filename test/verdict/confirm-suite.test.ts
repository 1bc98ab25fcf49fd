// The suite's confirmation, stage by stage: a small sample of both sides side by side first (the
// day's sample), then two stages of every compared task; only those concurrent runs are tested,
// never the head's screening runs. Hand-computed p-values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareSummaries } from '../../src/verdict/compare.js';
import { confirmComparison, type ConfirmationRun, type Rerun } from '../../src/verdict/confirm.js';
import { makeSummary } from '../report/builders.js';

const TASKS = 10;
const ids = Array.from({ length: TASKS }, (_, i) => `t${i}`);
// Every task 10/10 in the pool and 4/5 on the head: no task is a candidate on its own
// (p = 1 - C(14,5)/C(15,5) = 1/3 each), the suite is (its stratified p is far below 0.025).
const pool = makeSummary(ids.map((id) => ({ id, passed: 10, trials: 10 })));
const head = makeSummary(ids.map((id) => ({ id, passed: 4, trials: 5 })));

type Passes = (side: 'base' | 'head', taskId: string, trial: number) => boolean;

/** A rerun that answers each run with a pass or a fail and records what it was asked. */
function scripted(passes: Passes) {
  const calls: string[] = [];
  const rerun: Rerun = async (list, trials, first, side) => {
    calls.push(`${side} ${list.length}x${trials} from ${first}`);
    return list.flatMap(({ suite, taskId }) =>
      Array.from({ length: trials }, (_, i): ConfirmationRun => ({
        suite,
        task_id: taskId,
        status: passes(side, taskId, first + i) ? 'passed' : 'failed',
      })),
    );
  };
  return { calls, rerun };
}

test('a screened suite whose sample of concurrent runs looks alike stops after the sample', async () => {
  const screening = compareSummaries(pool, head);
  assert.ok(screening.suite.p_value! <= 0.025, 'the suite is screened');
  assert.ok(
    screening.tasks.every((t) => t.p_value! > 0.15),
    'no task is a candidate',
  );
  const { calls, rerun } = scripted(() => true);
  const gated = await confirmComparison(screening, { tasks: 3, trials: 20 }, rerun);
  // The sample: a tenth of the 50 screening runs, at least 5 tasks, one run of each side each.
  assert.deepEqual(calls, ['base 0x0 from 1', 'base 5x1 from 1', 'head 5x1 from 6']);
  const suite = gated.confirmation!.suite!;
  assert.equal(suite.stages, 1);
  assert.deepEqual(suite.sample, { tasks: 5, each: 1 });
  assert.equal(suite.stopped_early, true);
  assert.equal(suite.regression, null);
  assert.equal(suite.p_value, 1);
  // The base's sample passed as the pool does: nothing of the screening's drop is the day's.
  assert.equal(suite.day_shift, undefined);
  assert.equal(gated.confirmation!.runs, 10);
  assert.equal(gated.confirmation!.base_runs, 5);
  assert.equal(gated.regressions, 0);
});

test('the suite is tested on its concurrent runs alone: worse screening runs do not count against the head', async () => {
  const screening = compareSummaries(pool, head);
  // t0..t4 (the sample): the base passes its sample run, the head fails it: (1/2)^5 = 1/32 <=
  // 0.05, so the suite goes on; after the next stage (3 runs a side, all passing) still 1/32.
  // The last stage: the base fails its first run (trial 5) of t0..t4. Every task ends with 6/7
  // a side; t5..t9 pass everything (no information).
  const sampled = (id: string) => Number(id.slice(1)) < 5;
  const { calls, rerun } = scripted(
    (side, id, trial) => !sampled(id) || (side === 'base' ? trial !== 5 : trial !== 6),
  );
  const gated = await confirmComparison(screening, { tasks: 3, trials: 20 }, rerun);
  assert.deepEqual(calls, [
    'base 0x0 from 1',
    'base 5x1 from 1',
    'head 5x1 from 6',
    `base ${TASKS}x3 from 2`,
    `head ${TASKS}x3 from 7`,
    `base ${TASKS}x3 from 5`,
    `head ${TASKS}x3 from 10`,
  ]);
  const suite = gated.confirmation!.suite!;
  assert.equal(suite.stages, 3);
  assert.equal(suite.stopped_early, false);
  // Only concurrent runs: 5 + 30 + 30 a side; the head's 50 screening runs (40 passed) are not in it.
  assert.equal(suite.head.runs, 65);
  assert.equal(suite.base.runs, 65);
  assert.equal(suite.head.passed, suite.base.passed);
  // Five strata of 6/7 against 6/7 (14 runs, 12 passes, 7 on the head): the head's passes are
  // 5, 6, 7 with probabilities 3/13, 7/13, 3/13, symmetric about the observed 6, so
  // p = (1 + P(S = 30)) / 2 = (1 + 95557/13^5) / 2 = 233425/371293.
  assert.ok(Math.abs(suite.p_value! - 233425 / 371293) < 1e-12, String(suite.p_value));
  assert.equal(suite.error_p, 1);
  assert.equal(suite.regression, null);
  assert.equal(gated.regressions, 0);
});

test('a head that fails beside a base that passes is confirmed on the concurrent runs', async () => {
  const screening = compareSummaries(pool, head);
  const { calls, rerun } = scripted((side) => side === 'base');
  const gated = await confirmComparison(screening, { tasks: 3, trials: 20 }, rerun);
  assert.equal(calls.length, 7, calls.join('; '));
  const suite = gated.confirmation!.suite!;
  assert.equal(suite.regression, 'drop');
  assert.equal(suite.head.passed, 0);
  assert.equal(gated.regressions, 1);
});

test('a stale pool: the sample finds the base as low as the head, and the tasks are chosen against the pool moved by it', async () => {
  // t9's head 3/5 against 10/10: p = 286/3003 = 0.095, a candidate against the pool.
  const lower = makeSummary(ids.map((id) => ({ id, passed: id === 't9' ? 3 : 4, trials: 5 })));
  const screening = compareSummaries(pool, lower);
  assert.ok(Math.abs(screening.tasks[9]!.p_value! - 286 / 3003) < 1e-12);
  // Today both sides fail the sample's run of its first task (t9, the most suspicious): the base's
  // sample is 4/5, 0.2 below the pool; the screening's suite-wide drop is 39/50 - 1 = -0.22.
  const { calls, rerun } = scripted((_side, id) => id !== 't9');
  const gated = await confirmComparison(screening, { tasks: 3, trials: 20 }, rerun);
  const suite = gated.confirmation!.suite!;
  assert.equal(suite.stages, 1);
  assert.ok(Math.abs(suite.day_shift!.pass_rate - -0.2) < 1e-12);
  assert.equal(suite.day_shift!.error_rate, 0);
  // Against 8/10 the head's 3/5 has p = 1221/3003 = 0.41: no candidate, no task re-run.
  assert.deepEqual(calls, ['base 0x0 from 1', 'base 5x1 from 1', 'head 5x1 from 6']);
  assert.equal(gated.confirmation!.tasks.length, 0);
  assert.equal(gated.regressions, 0);
});

test('the same screening with a base that passes its sample: no shift, t9 is confirmed as a task', async () => {
  const lower = makeSummary(ids.map((id) => ({ id, passed: id === 't9' ? 3 : 4, trials: 5 })));
  const screening = compareSummaries(pool, lower);
  const { calls, rerun } = scripted((side, id) => side === 'base' || id !== 't9');
  const gated = await confirmComparison(screening, { tasks: 3, trials: 20 }, rerun);
  const suite = gated.confirmation!.suite!;
  assert.equal(suite.stages, 1, 'one failed head run of five: p = 1/2');
  assert.equal(suite.day_shift, undefined);
  assert.deepEqual(
    gated.confirmation!.tasks.map((t) => t.task_id),
    ['t9'],
  );
  assert.equal(calls[3], 'head 1x3 from 7');
});
