// Pooled baselines: a push or scheduled run adds its per-task verdict counts to the previous
// baseline of the branch instead of replacing it, so a pull request's base side rests on up to K
// base runs (K x trials verdicts) rather than one. Per task, the pool is a list of per-run counts
// (oldest first, at most K, the run that saves it last): adding a run drops the oldest beyond K.
// A task pools only with runs of the same identity (its resolved definition, models and Parley
// version: engine/task-identity.ts); a changed task, or a summary without identities, starts a
// new pool.
//
// The pool assumes the base runs behave alike, and the provider behind the agent can drift
// (a model update, a degraded endpoint). So the pool is kept clean when a run is added:
// - runs older than the maximum age leave it;
// - when the newest run's verdicts differ from the pooled runs' across the whole suite set
//   (an exact stratified test, each task a stratum, at SHIFT_LEVEL), every task's pool
//   restarts from the newest run: the provider drifted, and the old runs describe another agent;
// - else, per task, an older run whose verdicts disagree with the newest run's (exact Fisher,
//   both one-sided tests, at DISAGREE_LEVEL) leaves the pool.
// The newest run is the reference because it is what the base branch does now. What was dropped
// is recorded in the summary's `pool_changes`, so the PR comment can say it.
// How often that restarts or trims the pool, with and without a drift, was measured with simulated
// base runs: docs/benchmarks.md, "Figures behind the sources".
import { decimalRational, fisherLower, stratifiedLower, toNumber, type Table } from './exact.js';
import type { PoolRun, Summary, TaskSummary } from '../results/schema.js';
import { MAX_POOL } from '../results/record.js';
import { flakyField } from './flaky.js';

export const DEFAULT_POOL = 5;
/** Pooled base runs older than this many days are dropped (the `pool-max-age` input). */
export const DEFAULT_POOL_MAX_AGE_DAYS = 14;

/**
 * An older run leaves a task's pool when one of the two one-sided Fisher tests against the
 * newest run gives p <= this (two-sided level 0.01). Low on purpose: each older run is tested
 * on its own, so under no change each is dropped by chance with probability at most 1 % (less:
 * Fisher's test is conservative), while a run as far from the newest as 5/5 against 0/5
 * (p = 1/252 one-sided) is dropped: it describes another agent, and pooling it would hide or
 * invent a regression. Two runs of 4 trials each can never reach it (1/70 at best).
 */
export const DISAGREE_LEVEL = 0.005;
/**
 * The suite-wide shift test: both one-sided stratified tests at this level each (two-sided
 * 0.001). Small because restarting every pool throws away most of the base side's evidence;
 * across tens of tasks a real shift of the provider gives p far below it.
 */
export const SHIFT_LEVEL = 0.0005;

/** At most this many per-task entries are recorded in `pool_changes` (the schema's bound). */
const MAX_CHANGES = 1000;

export interface PoolOptions {
  /** Pooled runs older than this many days are dropped (default DEFAULT_POOL_MAX_AGE_DAYS). */
  maxAgeDays?: number;
  /** The time ages are measured from (default: the current summary's created_at). */
  now?: Date;
}

type PoolChanges = NonNullable<Summary['pool_changes']>;

/** This run's own counts, as one pool entry. */
function ownRun(task: TaskSummary, commit: string | null, at?: string): PoolRun {
  return {
    commit,
    passed: task.counts.by_status.passed ?? 0,
    failed: task.counts.by_status.failed ?? 0,
    errored: task.errored ?? task.counts.by_status.error ?? 0,
    abstained: task.counts.by_status.abstained ?? 0,
    runs: task.counts.runs,
    ...(at ? { at } : {}),
  };
}

/** The pool a task carries, or its own counts as a pool of one (made at `at`, when known). */
export function poolOf(task: TaskSummary, commit: string | null, at?: string): PoolRun[] {
  return task.pool?.length ? task.pool : [ownRun(task, commit, at)];
}

const key = (suite: string, taskId: string) => `${suite}\u0000${taskId}`;
const verdicts = (r: PoolRun) => r.passed + r.failed;

/** The p that makes the older run disagree with the newest (a one-sided p <= the level), else null. */
function disagrees(older: PoolRun, newest: PoolRun): number | null {
  const level = decimalRational(DISAGREE_LEVEL);
  const lower = fisherLower({
    basePass: newest.passed,
    baseTotal: verdicts(newest),
    headPass: older.passed,
    headTotal: verdicts(older),
  });
  const higher = fisherLower({
    basePass: older.passed,
    baseTotal: verdicts(older),
    headPass: newest.passed,
    headTotal: verdicts(newest),
  });
  // Exact comparisons with the level; the p-value only for the note.
  const p = [lower, higher].find((x) => x.num * level.den <= level.num * x.den);
  return p ? toNumber(p) : null;
}

/**
 * The suite-wide shift: the newest run's verdicts against the older pooled runs' (summed per
 * task), each task a stratum; both one-sided exact stratified tests at SHIFT_LEVEL. The smaller
 * p when one is significant, else null.
 */
function shift(strata: { older: PoolRun; newest: PoolRun }[]): number | null {
  const tables = (flip: boolean): Table[] =>
    strata.map(({ older, newest }) => {
      const [base, head] = flip ? [newest, older] : [older, newest];
      return {
        basePass: base.passed,
        baseTotal: verdicts(base),
        headPass: head.passed,
        headTotal: verdicts(head),
      };
    });
  const level = decimalRational(SHIFT_LEVEL);
  const found = [stratifiedLower(tables(false), level), stratifiedLower(tables(true), level)]
    .filter((r) => r.significant)
    .map((r) => r.p);
  return found.length ? Math.min(...found) : null;
}

function sum(runs: PoolRun[]): PoolRun {
  return {
    commit: null,
    passed: runs.reduce((n, r) => n + r.passed, 0),
    failed: runs.reduce((n, r) => n + r.failed, 0),
  };
}

const formatP = (p: number) => (p < 0.0001 ? '< 0.0001' : p.toPrecision(2));

/**
 * `current` with each task's pool: the previous summary's pool for the same task and identity
 * (its own counts when it has no pool), cleaned (see the top of this file), plus this run's
 * counts, the last `k` runs kept; `pool_changes` says what was dropped. `k` <= 1 or no previous
 * summary: `current` unchanged (no pool field).
 */
export function addToPool(
  previous: Summary | null,
  current: Summary,
  k: number,
  options: PoolOptions = {},
): Summary {
  if (!previous || k <= 1) return current;
  const maxAgeDays = options.maxAgeDays ?? DEFAULT_POOL_MAX_AGE_DAYS;
  const now = (options.now ?? new Date(current.created_at)).getTime();
  const tooOld = (r: PoolRun) => {
    const at = r.at === undefined ? NaN : Date.parse(r.at);
    // An entry without a time (older pools) cannot be aged: it leaves by K.
    return Number.isFinite(at) && now - at > maxAgeDays * 86_400_000;
  };
  const before = new Map<string, TaskSummary>();
  for (const suite of previous.suites) {
    for (const task of suite.tasks) before.set(key(suite.name, task.task_id), task);
  }
  const commit = current.identity.commit;
  const changes: PoolChanges = { restarted: null, tasks: [] };
  const note = (suite: string, task_id: string, dropped: number, reason: string) => {
    if (dropped > 0 && changes.tasks.length < MAX_CHANGES) {
      // Bounded as the schema bounds them: the saved summary must read back.
      changes.tasks.push({
        suite: suite.slice(0, 500),
        task_id: task_id.slice(0, 500),
        dropped: Math.min(dropped, MAX_POOL),
        reason: reason.slice(0, 500),
      });
    }
  };

  // Per task: the older runs that may pool with this one (same identity, not this commit's,
  // not too old), before the agreement tests.
  const plans = current.suites.map((suite) =>
    suite.tasks.map((task) => {
      const newest = ownRun(task, commit, current.created_at);
      const prior = before.get(key(suite.name, task.task_id));
      if (!prior) return { task, newest, older: [] as PoolRun[] };
      const all = poolOf(prior, previous.identity.commit, previous.created_at);
      if (!task.identity || prior.identity !== task.identity) {
        note(
          suite.name,
          task.task_id,
          all.length,
          'the task changed (definition, models or Parley version): its pool restarts',
        );
        return { task, newest, older: [] };
      }
      // A re-run of the same commit replaces its own entry instead of counting twice.
      const others = all.filter((r) => r.commit !== commit);
      const fresh = others.filter((r) => !tooOld(r));
      note(suite.name, task.task_id, others.length - fresh.length, `older than ${maxAgeDays} days`);
      return { task, newest, older: fresh };
    }),
  );

  const strata = plans.flat().filter((p) => p.older.length);
  const shiftP = shift(strata.map((p) => ({ older: sum(p.older), newest: p.newest })));
  if (shiftP !== null) {
    changes.restarted =
      `the newest base run's verdicts differ from the pooled runs' across ${strata.length} task(s) ` +
      `(exact stratified test, p = ${formatP(shiftP)}): the agent's provider may have drifted, ` +
      `so every task's pool restarts from the newest run`;
  }

  const suites = current.suites.map((suite, s) => ({
    ...suite,
    tasks: plans[s]!.map(({ task, newest, older }) => {
      let kept = shiftP === null ? older : [];
      if (shiftP === null) {
        const ps = older.map((r) => disagrees(r, newest));
        kept = older.filter((_, i) => ps[i] === null);
        const dropped = ps.filter((p): p is number => p !== null);
        if (dropped.length) {
          note(
            suite.name,
            task.task_id,
            dropped.length,
            `disagreed with the newest run (exact Fisher, p = ${formatP(Math.min(...dropped))})`,
          );
        }
      }
      const pool = [...kept, newest].slice(-k);
      // The pooled baseline names its flaky tasks (verdict/flaky.ts): the history says it too.
      const { flaky_on_main: _before, ...own } = task;
      return pool.length > 1 ? { ...own, pool, ...flakyField(pool) } : task;
    }),
  }));
  const changed = changes.restarted !== null || changes.tasks.length > 0;
  const { pool_changes: _old, ...rest } = current;
  return { ...rest, suites, ...(changed ? { pool_changes: changes } : {}) };
}

/**
 * A task's pooled verdict counts: `runs` and `pooled_runs` are how many base runs they come
 * from (`runs` kept for the readers that used it); `errored` and `task_runs` the errored runs
 * and all runs of the task over those base runs (an old entry without them: no errors, and its
 * verdict runs only); `abstained` the abstained runs, null when an older entry with runs other
 * than verdicts and errors does not say how many abstained.
 */
export function pooledCounts(task: TaskSummary): {
  passed: number;
  failed: number;
  runs: number;
  pooled_runs: number;
  errored: number;
  task_runs: number;
  abstained: number | null;
} {
  const pool = poolOf(task, null);
  const unknown = pool.some(
    (r) => r.abstained === undefined && (r.runs ?? 0) > r.passed + r.failed + (r.errored ?? 0),
  );
  return {
    abstained: unknown ? null : pool.reduce((n, r) => n + (r.abstained ?? 0), 0),
    passed: pool.reduce((n, r) => n + r.passed, 0),
    failed: pool.reduce((n, r) => n + r.failed, 0),
    runs: pool.length,
    pooled_runs: pool.length,
    errored: pool.reduce((n, r) => n + (r.errored ?? 0), 0),
    task_runs: pool.reduce((n, r) => n + (r.runs ?? r.passed + r.failed), 0),
  };
}
