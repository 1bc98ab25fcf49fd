// Confirmation of possible regressions. With few trials and many tasks no rule that keeps false
// alarms under 5% can name one dropped task from the screening runs alone; so the tasks the
// screening shows dropping (unadjusted p <= SCREEN_FACTOR x alpha, not already regressed; at most
// `tasks`, smallest p first) are run again on the head, in stages, and a second test decides.
//
// The test: every head run of the task (screening + confirmation) against the (pooled) base,
// one-sided exact Fisher, Holm's correction across ALL the tasks compared, a task that did not
// finish its confirmation counting as p = 1. Why this keeps its level although the screening
// chose the tasks: picture every task being re-run with the full budget. Then each task's p over
// all its head runs is an ordinary exact p-value, and Holm across all tasks is valid. Parley
// only runs some of those runs: a task that was not chosen, or stopped early, gets p = 1, which
// is never smaller than the p it would have had; so nothing is rejected that the full design
// would not reject. The budget per task is fixed in advance (confirm-trials): no stage adds runs
// because the evidence looks promising, it can only stop runs.
// Tested against the base alone, the confirmation runs would look low too often: the screening
// chose tasks whose base happened to run high (measured: 6% false alarms). Tested against base +
// screening runs (the previous rule), they kept the level but lost power: a real drop's low
// screening runs dragged the reference down (76.8% of PRs caught the 0.9 -> 0.3 drop at 5 trials).
//
// Stages: the first two as large as the task's screening (so the cost under no change scales with
// the suite), the rest of the budget last. After each stage but the last, a task goes on only if
// it still looks lower than the base: its confirmation runs so far (one-sided p <= FUTILITY), or
// all its head runs (p <= KEEP_GOING). Under no change most chosen tasks stop after one stage.
// Figures and the defaults' reasons: `npm run bench:pooled`.
import {
  atMost,
  decimalRational,
  fisherLower,
  holm,
  scale,
  smallestP,
  toNumber,
  type Rational,
} from './exact.js';
import type { Bucket, Comparison, TaskComparison } from './compare.js';
import type { RunRecord } from '../results/schema.js';

/** Extra head runs at most per confirmed task (the `confirm-trials` input). */
export const DEFAULT_CONFIRM_TRIALS = 20;
/** The most tasks confirmed per job (the `confirm-tasks` input; 0 = off). */
export const DEFAULT_CONFIRM_TASKS = 3;
/** Tasks whose screening p is at most this multiple of alpha are confirmed. */
export const SCREEN_FACTOR = 2.5;
/** Between stages: a task goes on while its confirmation runs give a one-sided p at most this… */
export const FUTILITY = 0.3;
/** …or all its head runs (screening + confirmation) give a p at most this. */
export const KEEP_GOING = 0.02;

export interface ConfirmedTask {
  suite: string;
  task_id: string;
  task_name: string;
  /** The base side: verdict runs (pooled over `pooled_runs` base runs). */
  base: { passed: number; verdicts: number; pooled_runs: number };
  /** The head's screening verdict runs. */
  screening: { passed: number; verdicts: number };
  /** The screening's unadjusted p-value (why it was chosen). */
  screening_p: number | null;
  /** The screening's bucket (possible_regression, or unchanged with a small p). */
  screening_bucket: Bucket;
  /** Confirmation runs of the task, whatever their status. */
  runs: number;
  passed: number;
  failed: number;
  /** Stages run (of Confirmation.stages). */
  stages: number;
  /** Stopped before the last stage: its runs looked like the base. Not tested (p = 1). */
  stopped_early: boolean;
  /**
   * One-sided exact p of all the task's head verdict runs (screening + confirmation) against the
   * base; null when it stopped early or has no verdict runs.
   */
  p_value: number | null;
  /** Significant after Holm across the tasks compared: a regression that fails the check. */
  confirmed: boolean;
}

export interface Confirmation {
  /** The family-wise level of the confirmation tests (alpha_task). */
  alpha: number;
  /** Extra head runs per task at most (the budget). */
  trials: number;
  /** The stages' sizes, in runs per task. */
  stages: number[];
  /** Holm's family: every task compared (those not re-run count as p = 1). */
  family: number;
  tasks: ConfirmedTask[];
  /** Tasks that qualified but were not re-run because of the cap on confirmed tasks. */
  over_cap: number;
  /** Extra runs in all: the confirmation's cost. */
  runs: number;
  /** Tasks whose regression was confirmed. */
  confirmed: number;
}

export class BaseUnavailable extends Error {}

export type ConfirmationRun = Pick<RunRecord, 'suite' | 'task_id' | 'status'>;

const key = (suite: string, taskId: string) => `${suite}\u0000${taskId}`;

/** The tasks to re-run: screening p <= SCREEN_FACTOR x alpha, not already regressed; smallest p first. */
export function confirmationCandidates(c: Comparison, maxTasks: number): TaskComparison[] {
  if (maxTasks <= 0) return [];
  return eligible(c)
    .sort((a, b) => a.p_value! - b.p_value!)
    .slice(0, maxTasks);
}

function eligible(c: Comparison): TaskComparison[] {
  const screen = SCREEN_FACTOR * c.alpha;
  return c.tasks.filter(
    (t) =>
      (t.bucket === 'possible_regression' || t.bucket === 'unchanged') &&
      t.p_value !== null &&
      t.p_value <= screen &&
      !!t.base?.verdicts,
  );
}

/**
 * The stages' sizes for a budget of `trials` extra runs per task, when the tasks ran
 * `screeningTrials` trials each: two stages of the screening's size (at most a third of the
 * budget each), then the rest. [5, 5, 10] for 20 after 5 trials; [3, 3, 14] after 3.
 */
export function confirmationStages(trials: number, screeningTrials: number): number[] {
  const step = Math.max(1, Math.min(screeningTrials, Math.floor(trials / 3)));
  const first = Math.min(step, trials);
  const second = Math.min(step, trials - first);
  return [first, second, trials - first - second].filter((n) => n > 0);
}

function verdicts(runs: ConfirmationRun[]): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const r of runs) {
    if (r.status === 'passed') passed++;
    else if (r.status === 'failed') failed++;
  }
  return { passed, failed };
}

/** One-sided exact p: these head verdicts (plus the screening's when `withScreening`) against the base. */
function dropP(
  t: TaskComparison,
  { passed, failed }: { passed: number; failed: number },
  withScreening: boolean,
): Rational {
  const base = t.base!;
  const screening = withScreening ? (t.head ?? { passed: 0, verdicts: 0 }) : null;
  return fisherLower({
    basePass: base.passed,
    baseTotal: base.verdicts,
    headPass: passed + (screening?.passed ?? 0),
    headTotal: passed + failed + (screening?.verdicts ?? 0),
  });
}

/** Between stages: does this task still look lower than the base (worth its next stage)? */
export function goesOn(t: TaskComparison, runsSoFar: ConfirmationRun[]): boolean {
  const mine = runsSoFar.filter((r) => r.suite === t.suite && r.task_id === t.task_id);
  const counts = verdicts(mine);
  if (counts.passed + counts.failed === 0) return false;
  return (
    toNumber(dropP(t, counts, false)) <= FUTILITY || toNumber(dropP(t, counts, true)) <= KEEP_GOING
  );
}

/**
 * The comparison with the confirmation's verdict: `candidates` were re-run in `stages`, `runs`
 * are their confirmation runs, `finished` the candidates that ran every stage. Confirmed tasks
 * move from possible_regression (or unchanged) to regressed.
 */
export function applyConfirmation(
  c: Comparison,
  candidates: TaskComparison[],
  runs: ConfirmationRun[],
  stages: number[],
  finished: ReadonlySet<string>,
  alpha = c.alpha_task,
): Comparison {
  const level: Rational = decimalRational(alpha);
  const trials = stages.reduce((a, b) => a + b, 0);
  const byTask = new Map<string, ConfirmationRun[]>();
  for (const r of runs) {
    const k = key(r.suite, r.task_id);
    const list = byTask.get(k);
    if (list) list.push(r);
    else byTask.set(k, [r]);
  }
  const stageCount = (n: number) => {
    let total = 0;
    for (let i = 0; i < stages.length; i++) if ((total += stages[i]!) >= n) return i + 1;
    return stages.length;
  };
  const tested: { task: ConfirmedTask; p: Rational }[] = [];
  const tasks = candidates.map((t) => {
    const mine = byTask.get(key(t.suite, t.task_id)) ?? [];
    const { passed, failed } = verdicts(mine);
    const done = finished.has(key(t.suite, t.task_id));
    const task: ConfirmedTask = {
      suite: t.suite,
      task_id: t.task_id,
      task_name: t.task_name,
      base: {
        passed: t.base!.passed,
        verdicts: t.base!.verdicts,
        pooled_runs: t.base!.pooled_runs,
      },
      screening: { passed: t.head?.passed ?? 0, verdicts: t.head?.verdicts ?? 0 },
      screening_p: t.p_value,
      screening_bucket: t.bucket,
      runs: mine.length,
      passed,
      failed,
      stages: stageCount(mine.length),
      stopped_early: !done,
      p_value: null,
      confirmed: false,
    };
    if (done && passed + failed > 0) {
      const p = dropP(t, { passed, failed }, true);
      task.p_value = Math.min(1, toNumber(p));
      tested.push({ task, p });
    }
    return task;
  });
  // Holm across every task compared: the ones not tested stand in as p = 1.
  const family = Math.max(c.tasks.filter((t) => t.p_value !== null).length, tested.length);
  const one: Rational = { num: 1n, den: 1n };
  const ps = [...tested.map((t) => t.p), ...Array<Rational>(family - tested.length).fill(one)];
  holm(ps, level).forEach((rejected, i) => {
    if (i < tested.length) tested[i]!.task.confirmed = rejected;
  });

  const confirmed = new Map(
    tasks.filter((t) => t.confirmed).map((t) => [key(t.suite, t.task_id), t.p_value!]),
  );
  const moved = (t: TaskComparison): TaskComparison => {
    const p = confirmed.get(key(t.suite, t.task_id));
    return p === undefined ? t : { ...t, bucket: 'regressed' as Bucket, confirmed_p: p };
  };
  const all = c.tasks.map(moved);
  const of = (bucket: Bucket) => all.filter((t) => t.bucket === bucket);
  const regressed = of('regressed');
  return {
    ...c,
    tasks: all,
    blind: blindWithConfirmation(c, trials),
    buckets: {
      ...c.buckets,
      regressed,
      possible_regression: of('possible_regression'),
    },
    regressions: regressed.length || (c.suite.regressed ? 1 : 0),
    confirmation: {
      alpha,
      trials,
      stages,
      family,
      tasks,
      over_cap: Math.max(0, eligible(c).length - candidates.length),
      runs: runs.length,
      confirmed: confirmed.size,
    },
  };
}

/**
 * The screening's "no single task can be flagged" still holds with confirmation re-runs only if
 * no task could be flagged even with `trials` more head runs: an all-pass base against an
 * all-fail head of that size above Holm's first threshold.
 */
function blindWithConfirmation(c: Comparison, trials: number): Comparison['blind'] {
  if (!c.blind) return null;
  const first = scale(decimalRational(c.alpha_task), 1n, BigInt(c.blind.tasks));
  const seen = c.tasks.some(
    (t) =>
      t.p_value !== null &&
      !!t.base?.verdicts &&
      atMost(smallestP(t.base.verdicts, (t.head?.verdicts ?? 0) + trials), first),
  );
  return seen ? null : c.blind;
}

/** Runs these tasks again on the head: `trials` runs each, numbered from `firstTrial`. */
export type Rerun = (
  tasks: { suite: string; taskId: string }[],
  trials: number,
  firstTrial: number,
) => Promise<ConfirmationRun[]>;

/**
 * The confirmation, from choosing the tasks to the verdict: stage after stage for the tasks that
 * still look lower, then applyConfirmation. `log` says what runs. The comparison as it was when
 * no task qualifies.
 */
export async function confirmComparison(
  comparison: Comparison,
  budget: { tasks: number; trials: number },
  rerun: Rerun,
  log: (line: string) => void = () => {},
): Promise<Comparison> {
  const candidates = confirmationCandidates(comparison, budget.tasks);
  if (!candidates.length) {
    return budget.tasks > 0
      ? { ...comparison, blind: blindWithConfirmation(comparison, budget.trials) }
      : comparison;
  }
  const screeningTrials = Math.max(...candidates.map((t) => t.head?.trials ?? 1));
  const stages = confirmationStages(budget.trials, screeningTrials);
  const ids = (list: TaskComparison[]) => list.map((t) => ({ suite: t.suite, taskId: t.task_id }));
  // Confirmation trials number on after the screening's, so every run keeps its own number.
  let next = screeningTrials + 1;
  let active = candidates;
  const runs: ConfirmationRun[] = [];
  log(
    `confirming ${candidates.length} task(s) that may have regressed: up to ${budget.trials} extra run(s) each, in stages of ${stages.join(', ')}`,
  );
  for (let i = 0; i < stages.length && active.length; i++) {
    if (i > 0) log(`${active.length} task(s) still look lower: ${stages[i]} more run(s) each`);
    runs.push(...(await rerun(ids(active), stages[i]!, next)));
    next += stages[i]!;
    if (i < stages.length - 1) active = active.filter((t) => goesOn(t, runs));
  }
  const finished = new Set(active.map((t) => key(t.suite, t.task_id)));
  const confirmed = applyConfirmation(comparison, candidates, runs, stages, finished);
  const c = confirmed.confirmation!;
  log(
    `confirmation: ${c.confirmed} of ${candidates.length} task(s) confirmed as regressed, ${c.runs} extra run(s)`,
  );
  return confirmed;
}
