// Confirmation of possible regressions. With few trials and many tasks no rule that keeps false
// alarms under 5% can name one dropped task from the screening runs alone; so the tasks the
// screening shows dropping (screening p <= 2 alpha, the possible regressions first; at most
// `tasks`, smallest p first) are run again on the head, and a second, independent test decides.
//
// What the confirmation runs are tested against: every run before them, the (pooled) base runs
// and the head's screening runs together. The screening chose the tasks whose base happened to
// be high and whose head happened to be low: against the base alone, confirmation runs look
// low too often (measured: 6% false alarms with 100 tasks at 5 trials), and against the head
// alone they would look fine too often. Under no change, base + screening runs are exchangeable
// with the confirmation runs whatever the split, so the test keeps its level (bench:pooled).
//
// Two stages: half the extra trials first; a task whose first half does not look lower than
// the reference (one-sided p > FUTILITY) stops there, not confirmed. Stopping early can only
// take confirmations away, never add one, so the level holds; under no change it halves the cost.
// Then one-sided exact Fisher per task on all its confirmation runs, Holm across the tasks
// confirmed, at alpha_task. A confirmed task moves to `regressed` and fails the check; the
// screening figures stay as they were. Figures and the defaults' reasons: `npm run bench:pooled`.
import { decimalRational, fisherLower, holm, toNumber, type Rational } from './exact.js';
import type { Bucket, Comparison, TaskComparison, TaskSide } from './compare.js';
import type { RunRecord } from './schema.js';

/** Extra head runs per confirmed task, in two halves (the `confirm-trials` input). */
export const DEFAULT_CONFIRM_TRIALS = 20;
/** The most tasks confirmed per job (the `confirm-tasks` input; 0 = off). */
export const DEFAULT_CONFIRM_TASKS = 3;
/** After the first half: a task whose runs give p above this stops (not confirmed). */
export const FUTILITY = 0.25;
/** Tasks whose screening p is at most this multiple of alpha are confirmed. */
export const SCREEN_FACTOR = 2;

export interface ConfirmedTask {
  suite: string;
  task_id: string;
  task_name: string;
  /**
   * What the confirmation runs are tested against: the base's (pooled) verdict runs plus the
   * head's screening verdict runs; pooled_runs = base runs pooled.
   */
  reference: { passed: number; verdicts: number; pooled_runs: number };
  /** The screening's unadjusted p-value (why it was chosen). */
  screening_p: number | null;
  /** The screening's bucket (possible_regression, or unchanged with p <= 2 alpha). */
  screening_bucket: Bucket;
  /** Confirmation runs of the task, whatever their status. */
  runs: number;
  passed: number;
  failed: number;
  /** One-sided exact p of the confirmation runs against the base; null without verdict runs. */
  p_value: number | null;
  /** Significant after Holm across the confirmed tasks: a regression that fails the check. */
  confirmed: boolean;
}

export interface Confirmation {
  /** The family-wise level of the confirmation tests (alpha_task). */
  alpha: number;
  /** Extra head runs per task asked for (the second half only where the first looked lower). */
  trials: number;
  tasks: ConfirmedTask[];
  /** Tasks that qualified but were not re-run because of the cap on confirmed tasks. */
  over_cap: number;
  /** Extra runs in all: the confirmation's cost. */
  runs: number;
  /** Tasks whose regression was confirmed. */
  confirmed: number;
}

export type ConfirmationRun = Pick<RunRecord, 'suite' | 'task_id' | 'status'>;

const key = (suite: string, taskId: string) => `${suite}\u0000${taskId}`;

/** The tasks to re-run: screening p <= 2 alpha, not already regressed; smallest p first. */
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

/** The halves the extra trials run in: [first, second]. */
export function confirmationStages(trials: number): [number, number] {
  const first = Math.ceil(trials / 2);
  return [first, trials - first];
}

/** What confirmation runs are tested against: the base's (pooled) runs and the head's screening runs. */
function reference(t: TaskComparison): { passed: number; verdicts: number; pooled_runs: number } {
  const b = t.base!;
  const h: Pick<TaskSide, 'passed' | 'verdicts'> = t.head ?? { passed: 0, verdicts: 0 };
  return {
    passed: b.passed + h.passed,
    verdicts: b.verdicts + h.verdicts,
    pooled_runs: b.pooled_runs,
  };
}

function verdicts(runs: ConfirmationRun[]): { passed: number; failed: number } {
  return {
    passed: runs.filter((r) => r.status === 'passed').length,
    failed: runs.filter((r) => r.status === 'failed').length,
  };
}

/** After the first half: does this task's drop still look real (worth the second half)? */
export function continuesAfterFirstHalf(t: TaskComparison, firstHalf: ConfirmationRun[]): boolean {
  const mine = firstHalf.filter((r) => r.suite === t.suite && r.task_id === t.task_id);
  const { passed, failed } = verdicts(mine);
  if (passed + failed === 0) return false;
  const ref = reference(t);
  const p = fisherLower({
    basePass: ref.passed,
    baseTotal: ref.verdicts,
    headPass: passed,
    headTotal: passed + failed,
  });
  return toNumber(p) <= FUTILITY;
}

/**
 * The comparison with the confirmation's verdict: `candidates` were re-run, `runs` are their
 * confirmation runs. Confirmed tasks move from possible_regression to regressed.
 */
export function applyConfirmation(
  c: Comparison,
  candidates: TaskComparison[],
  runs: ConfirmationRun[],
  trials: number,
  alpha = c.alpha_task,
): Comparison {
  const level: Rational = decimalRational(alpha);
  const byTask = new Map<string, ConfirmationRun[]>();
  for (const r of runs) {
    const k = key(r.suite, r.task_id);
    byTask.set(k, [...(byTask.get(k) ?? []), r]);
  }
  const tested: { task: ConfirmedTask; p: Rational }[] = [];
  const tasks = candidates.map((t) => {
    const mine = byTask.get(key(t.suite, t.task_id)) ?? [];
    const { passed, failed } = verdicts(mine);
    const base = reference(t);
    const task: ConfirmedTask = {
      suite: t.suite,
      task_id: t.task_id,
      task_name: t.task_name,
      reference: base,
      screening_p: t.p_value,
      screening_bucket: t.bucket,
      runs: mine.length,
      passed,
      failed,
      p_value: null,
      confirmed: false,
    };
    if (passed + failed > 0 && base.verdicts > 0) {
      const p = fisherLower({
        basePass: base.passed,
        baseTotal: base.verdicts,
        headPass: passed,
        headTotal: passed + failed,
      });
      task.p_value = Math.min(1, toNumber(p));
      tested.push({ task, p });
    }
    return task;
  });
  holm(
    tested.map((t) => t.p),
    level,
  ).forEach((rejected, i) => (tested[i]!.task.confirmed = rejected));

  const confirmed = new Set(tasks.filter((t) => t.confirmed).map((t) => key(t.suite, t.task_id)));
  const moved = (t: TaskComparison): TaskComparison =>
    confirmed.has(key(t.suite, t.task_id)) ? { ...t, bucket: 'regressed' as Bucket } : t;
  const all = c.tasks.map(moved);
  const of = (bucket: Bucket) => all.filter((t) => t.bucket === bucket);
  const regressed = of('regressed');
  return {
    ...c,
    tasks: all,
    buckets: {
      ...c.buckets,
      regressed,
      possible_regression: of('possible_regression'),
    },
    regressions: regressed.length || (c.suite.regressed ? 1 : 0),
    confirmation: {
      alpha,
      trials,
      tasks,
      over_cap: Math.max(0, eligible(c).length - candidates.length),
      runs: runs.length,
      confirmed: confirmed.size,
    },
  };
}

/** Runs these tasks again on the head: `trials` runs each, numbered from `firstTrial`. */
export type Rerun = (
  tasks: { suite: string; taskId: string }[],
  trials: number,
  firstTrial: number,
) => Promise<RunRecord[]>;

/**
 * The confirmation, from choosing the tasks to the verdict: the first half of the extra trials,
 * the second for the tasks that still look lower, then applyConfirmation. `log` says what runs.
 * The comparison as it was when no task qualifies.
 */
export async function confirmComparison(
  comparison: Comparison,
  budget: { tasks: number; trials: number },
  rerun: Rerun,
  log: (line: string) => void = () => {},
): Promise<Comparison> {
  const candidates = confirmationCandidates(comparison, budget.tasks);
  if (!candidates.length) return comparison;
  const [first, second] = confirmationStages(budget.trials);
  const ids = (list: TaskComparison[]) => list.map((t) => ({ suite: t.suite, taskId: t.task_id }));
  // Confirmation trials number on after the screening's, so every run keeps its own number.
  const after = Math.max(...candidates.map((t) => t.head?.trials ?? 0));
  log(
    `confirming ${candidates.length} task(s) that may have regressed: ${first} extra run(s) each`,
  );
  const firstRuns = await rerun(ids(candidates), first, after + 1);
  const more = second > 0 ? candidates.filter((t) => continuesAfterFirstHalf(t, firstRuns)) : [];
  let secondRuns: RunRecord[] = [];
  if (more.length) {
    log(`${more.length} task(s) still look lower: ${second} more run(s) each`);
    secondRuns = await rerun(ids(more), second, after + first + 1);
  }
  const confirmed = applyConfirmation(
    comparison,
    candidates,
    [...firstRuns, ...secondRuns],
    budget.trials,
  );
  const c = confirmed.confirmation!;
  log(
    `confirmation: ${c.confirmed} of ${candidates.length} task(s) confirmed as regressed, ${c.runs} extra run(s)`,
  );
  return confirmed;
}
