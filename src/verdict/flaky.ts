// Flaky on the base branch: a task whose outcomes vary on main with no input change. The runs
// looked at are the task's pool (verdict/pool.ts): its last base runs of the same identity, so
// the same definition, models and Parley version. The rule: the pool spans at least
// FLAKY_MIN_JOBS base runs, and the Wilson 95 % interval of its pooled verdict pass rate lies
// inside (FLAKY_LOW, FLAKY_HIGH): the evidence says the task neither nearly always passes nor
// nearly always fails. Why this rule and not "flipped pass -> fail and back between base runs":
// the interval uses every pooled verdict and does not depend on their order, while a flip count
// over runs of one to three trials fires on any task with a pass rate near 0.8 (two flips in a
// few runs are likely by chance) and cannot tell 1 failure in 20 from 10. Summary.json's task
// `flaky` (mixed verdicts within one job) keeps its meaning; this is `flaky_on_main`.
import { wilson95 } from '../results/reliability.js';
import type { PoolRun, Summary, TaskSummary } from '../results/schema.js';

/** A pool of fewer base runs says nothing of variation between runs on main. */
export const FLAKY_MIN_JOBS = 3;
/** The interval must clear both: a rate this near 0 or 1 is a failing or a passing task. */
export const FLAKY_LOW = 0.05;
export const FLAKY_HIGH = 0.95;

export interface FlakyOnMain {
  /** The pooled verdict pass rate. */
  rate: number;
  /** Verdict runs in the pool. */
  runs: number;
  /** Base runs (jobs) with a verdict run. */
  jobs: number;
}

/** The pool's flakiness, or null when the rule does not call it flaky. */
export function flakyOnMain(pool: readonly PoolRun[]): FlakyOnMain | null {
  const withVerdicts = pool.filter((r) => r.passed + r.failed > 0);
  if (withVerdicts.length < FLAKY_MIN_JOBS) return null;
  const passed = withVerdicts.reduce((n, r) => n + r.passed, 0);
  const runs = withVerdicts.reduce((n, r) => n + r.passed + r.failed, 0);
  const { low, high } = wilson95(passed, runs);
  if (low <= FLAKY_LOW || high >= FLAKY_HIGH) return null;
  return { rate: passed / runs, runs, jobs: withVerdicts.length };
}

/** The field a task summary gains from a pool, or none. */
export function flakyField(pool: readonly PoolRun[] | undefined): {
  flaky_on_main?: FlakyOnMain;
} {
  const flaky = pool ? flakyOnMain(pool) : null;
  return flaky ? { flaky_on_main: flaky } : {};
}

/**
 * The head's tasks marked flaky from the baseline's pools: the same suite and task, and the same
 * identity (a task the head changed is another task). The head summary itself is changed.
 */
export function markFlakyOnMain(head: Summary, base: Summary): void {
  const pools = new Map<string, TaskSummary>();
  for (const suite of base.suites) {
    for (const task of suite.tasks) pools.set(`${suite.name}\u0000${task.task_id}`, task);
  }
  for (const suite of head.suites) {
    for (const task of suite.tasks) {
      const before = pools.get(`${suite.name}\u0000${task.task_id}`);
      delete task.flaky_on_main;
      if (!before?.pool || (task.identity && before.identity !== task.identity)) continue;
      Object.assign(task, flakyField(before.pool));
    }
  }
}

/** The tasks a summary names flaky on main, in its order. */
export function flakyTasks(
  summary: Summary,
): { suite: string; task_id: string; flaky: FlakyOnMain }[] {
  return summary.suites.flatMap((s) =>
    s.tasks
      .filter((t) => t.flaky_on_main)
      .map((t) => ({ suite: s.name, task_id: t.task_id, flaky: t.flaky_on_main! })),
  );
}
