// What a confirmation records (Comparison.confirmation): per task and for the suite, the runs of
// each stage and the tests' p-values, and what re-runs it asks of the job (Rerun). Types only.
import type { RunRecord } from '../results/schema.js';
import type { Bucket, Regression, Why } from './labels.js';

export type ConfirmationRun = Pick<RunRecord, 'suite' | 'task_id' | 'status' | 'error_attempts'>;

/**
 * Runs these tasks again on one side: `trials` runs each, numbered from `firstTrial`. With no
 * task it runs nothing; its base side then throws BaseUnavailable when the base cannot run.
 */
export type Rerun = (
  tasks: { suite: string; taskId: string }[],
  trials: number,
  firstTrial: number,
  side: 'head' | 'base',
) => Promise<ConfirmationRun[]>;

/** Verdict and error counts of some runs. */
export interface SideCounts {
  passed: number;
  failed: number;
  /** Runs with an error in any attempt. */
  errored: number;
  /** Runs that abstained (absent in older counts: none). */
  abstained?: number;
  runs: number;
}

/** One stage of a task's confirmation, in runs of each side. */
export interface Stage {
  base: number;
  head: number;
}

export interface ConfirmedTask {
  suite: string;
  task_id: string;
  task_name: string;
  /** Why the screening chose it. */
  why: Why[];
  /** The pooled base side of the screening. */
  pool: SideCounts & { pooled_runs: number };
  /** The head's screening runs. */
  screening: SideCounts;
  screening_p: number | null;
  screening_error_p: number | null;
  screening_bucket: Bucket;
  /** Concurrent runs of the base commit. */
  base: SideCounts;
  /** The head-only first stage's runs: held against the pool to choose who goes on, not tested. */
  first_stage: SideCounts;
  /** Concurrent (confirmation) runs of the head, after the first stage: the tested ones. */
  head: SideCounts;
  /** Stages run. */
  stages: number;
  /** Stopped before the last stage: its runs looked like the base. Not tested (p = 1). */
  stopped_early: boolean;
  /** Went on after the head-only stage, but other tasks took the confirm-tasks slots: no base runs. */
  over_cap?: boolean;
  /** One-sided exact p of the drop, concurrent head vs concurrent base; null when not tested. */
  p_value: number | null;
  /** One-sided exact p of the rise in errors, concurrent; null when not tested. */
  error_p: number | null;
  /** One-sided exact p of the rise in abstains, concurrent; null when not tested. */
  abstain_p: number | null;
  /** What it regressed in, when confirmed. */
  regression: Regression | null;
  confirmed: boolean;
}

export interface SuiteConfirmation {
  /** Why: the screening's suite p-values. */
  screening_p: number | null;
  screening_error_p: number | null;
  /** Stages run (1 to SUITE_STAGES.length), every one base and head side by side. */
  stages: number;
  stopped_early: boolean;
  /** The first stage's sample: how many tasks, and runs of each side of each. */
  sample?: { tasks: number; each: number };
  /**
   * Over every compared task: the concurrent runs of the base commit and of the head, every
   * stage's (the head's screening runs are not among them).
   */
  base: SideCounts;
  head: SideCounts;
  /**
   * Exact stratified p of the drop and of the rise in errors of those runs: after the last stage
   * the suite's tests, before it only what stopped it.
   */
  p_value: number | null;
  error_p: number | null;
  regression: 'drop' | 'errors' | null;
  /**
   * When the suite stopped early: the share of its screening's drop in the verdict pass rate (and
   * rise in the error rate) against the pool that the concurrent runs put down to the day, taken
   * off the pool before the tasks were chosen. Absent when nothing was taken off.
   */
  day_shift?: { pass_rate: number; error_rate: number };
}

export interface Confirmation {
  /** Holm's level over the per-task tests (alpha_task). */
  alpha: number;
  /** The suite tests' level: alpha_suite / 2 each. */
  alpha_suite: number;
  /** Runs per side at most per task. */
  trials: number;
  /** The per-task stages' sizes, in runs of each side. */
  stages: Stage[];
  /** Holm's family: the tests the candidates' screening reasons committed them to. */
  family: number;
  tasks: ConfirmedTask[];
  suite: SuiteConfirmation | null;
  /** Candidates not re-run because of the cap on confirmed tasks. */
  over_cap: number;
  /** Extra runs in all, and of them on the base commit. */
  runs: number;
  base_runs: number;
  /** Confirmed regressions (tasks, plus 1 for the suite). */
  confirmed: number;
  /** Why no base runs could be made: the screening's verdict stands. */
  base_unavailable: string | null;
  /**
   * Set when the base commit's checkout changed while it was measured (these files, bounded
   * where shown): every base run is discarded and the verdict is inconclusive.
   */
  base_tampered?: string[];
}
