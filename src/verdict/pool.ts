// Pooled baselines: a push or scheduled run adds its per-task verdict counts to the previous
// baseline of the branch instead of replacing it, so a pull request's base side rests on up to K
// base runs (K x trials verdicts) rather than one. Per task, the pool is a list of per-run counts
// (oldest first, at most K, the run that saves it last): adding a run drops the oldest beyond K.
// A task pools only with runs of the same identity (its resolved definition, models and Parley
// version: engine/task-identity.ts); a changed task, or a summary without identities, starts a
// new pool. The pool assumes the base runs behave alike: it is the base branch's recent record,
// not one commit's.
import type { PoolRun, Summary, TaskSummary } from '../results/schema.js';

export const DEFAULT_POOL = 5;

/** This run's own verdict counts, as one pool entry. */
function ownRun(task: TaskSummary, commit: string | null): PoolRun {
  return {
    commit,
    passed: task.counts.by_status.passed ?? 0,
    failed: task.counts.by_status.failed ?? 0,
    errored: task.errored ?? task.counts.by_status.error ?? 0,
    runs: task.counts.runs,
  };
}

/** The pool a task carries, or its own counts as a pool of one. */
export function poolOf(task: TaskSummary, commit: string | null): PoolRun[] {
  return task.pool?.length ? task.pool : [ownRun(task, commit)];
}

/**
 * `current` with each task's pool: the previous summary's pool for the same task and identity
 * (its own counts when it has no pool), plus this run's counts, the last `k` runs kept. `k` <= 1
 * or no previous summary: `current` unchanged (no pool field).
 */
export function addToPool(previous: Summary | null, current: Summary, k: number): Summary {
  if (!previous || k <= 1) return current;
  const before = new Map<string, { task: TaskSummary; commit: string | null }>();
  for (const suite of previous.suites) {
    for (const task of suite.tasks) {
      before.set(`${suite.name}\u0000${task.task_id}`, {
        task,
        commit: previous.identity.commit,
      });
    }
  }
  const commit = current.identity.commit;
  return {
    ...current,
    suites: current.suites.map((suite) => ({
      ...suite,
      tasks: suite.tasks.map((task) => {
        const prior = before.get(`${suite.name}\u0000${task.task_id}`);
        const same = prior && task.identity && prior.task.identity === task.identity;
        // A re-run of the same commit replaces its own entry instead of counting twice.
        const kept = same
          ? poolOf(prior.task, prior.commit).filter((r) => r.commit !== commit)
          : [];
        const pool = [...kept, ownRun(task, commit)].slice(-k);
        return pool.length > 1 ? { ...task, pool } : task;
      }),
    })),
  };
}

/** A task's pooled verdict counts and how many runs they come from. */
export function pooledCounts(task: TaskSummary): { passed: number; failed: number; runs: number } {
  const pool = poolOf(task, null);
  return {
    passed: pool.reduce((n, r) => n + r.passed, 0),
    failed: pool.reduce((n, r) => n + r.failed, 0),
    runs: pool.length,
  };
}
