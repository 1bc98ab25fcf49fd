// The job, once for every entry point: plan -> run -> compare -> confirm -> publish. The CLI
// (commands/run.ts), the action (github/run-mode.ts) and a sharded suite set's confirm job
// (github/confirm-mode.ts: the shards' merged runs are its screening) are adapters: each plans from its own
// settings (plan.ts), says how a run that cannot be compared ends, where the baseline comes
// from, and how the results are published (files and console; or artifact, cache, comment).
import type { LazyBase } from '../engine/base-checkout.js';
import { afterBaseTrials, runBaseSide, type BaseRuns } from './base-runs.js';
import { confirmationRerun, runSuites, type RunOptions, type RunResult } from '../engine/run.js';
import { mergeNotRun } from '../results/merge.js';
import type { Comparison } from '../verdict/compare.js';

export interface JobPlan {
  options: RunOptions;
  /**
   * Where the screening runs come from; default: run the suites (runSuites). A sharded suite
   * set's confirm job (github/confirm-mode.ts) takes the shards' merged runs instead.
   */
  screen?: () => Promise<RunResult>;
  /** The confirmation's budget (verdict/confirm.ts); unset: a comparison is not confirmed. */
  confirm?: { tasks: number; trials: number };
  /** Where the confirmation's concurrent base runs check out, made on first use. */
  base?: LazyBase;
  /** The confirmation runs' listeners (else the screening runs'). */
  confirmListeners?: RunOptions['listeners'];
  /** The confirmation's progress lines. */
  log: (line: string) => void;
}

export interface JobAdapter<R> {
  /** After the runs: the end of a job that has nothing to compare (nothing ran, a dry run), or undefined. */
  ran(result: RunResult): R | undefined | Promise<R | undefined>;
  /** The comparison with the baseline, if any (the confirmation runs then confirm it). */
  compare(result: RunResult): Promise<Comparison | undefined>;
  /**
   * After `compare` found no baseline: whether runs of the base commit, made now beside the
   * head (base-runs.ts), should stand in for one. Unset: never.
   */
  baselineMissing?(): boolean;
  /** The comparison with those base runs (the adapter's report says where its baseline came from). */
  compareWithBase?(result: RunResult, base: BaseRuns): Comparison | undefined;
  /** Writes and publishes the results with the final comparison. */
  publish(result: RunResult, comparison: Comparison | undefined): Promise<R>;
}

export async function runJob<R>(plan: JobPlan, adapter: JobAdapter<R>): Promise<R> {
  try {
    const result = await (plan.screen ? plan.screen() : runSuites(plan.options));
    const early = await adapter.ran(result);
    if (early !== undefined) return early;
    await pairwiseStep(plan, result);
    let screened = await adapter.compare(result);
    let baseTrials = 0;
    if (!screened && adapter.baselineMissing?.()) {
      const made = await baseRunsInstead(plan, result);
      if (made) {
        screened = adapter.compareWithBase?.(result, made);
        baseTrials = made.trials;
      }
    }
    const comparison = screened && (await confirm(plan, result, screened, baseTrials));
    // What the budget kept from starting, confirmation runs included: inconclusive, never a pass.
    // Merged shards (`screen`) keep what their own budgets kept from starting beside it.
    const notRun = plan.options.budget?.notRun();
    if (notRun) {
      result.summary.not_run = plan.screen ? mergeNotRun([result.summary.not_run, notRun]) : notRun;
    }
    return await adapter.publish(result, comparison);
  } finally {
    await plan.base?.dispose();
  }
}

/**
 * The possible regressions run again (the same suites and settings, only those tasks, appended
 * to the job's results.jsonl; base runs in the base checkout); the comparison takes the
 * confirmation's verdict. The gate loads only for a job that confirms.
 */
async function confirm(
  plan: JobPlan,
  result: RunResult,
  comparison: Comparison,
  baseTrials: number,
) {
  if (!plan.confirm) return comparison;
  const { confirmComparison } = await import('../verdict/confirm.js');
  return confirmComparison(
    comparison,
    plan.confirm,
    afterBaseTrials(rerunOf(plan, result), baseTrials),
    plan.log,
  );
}

const rerunOf = (plan: JobPlan, result: RunResult) =>
  confirmationRerun(
    plan.options,
    result.resultsDir,
    plan.confirmListeners ?? plan.options.listeners,
    plan.base?.side,
  );

/**
 * No baseline: every screened task once more on the base commit, if it can run (a job that
 * does not confirm has no base checkout). Undefined, said in the log, when it cannot.
 */
async function baseRunsInstead(plan: JobPlan, result: RunResult): Promise<BaseRuns | undefined> {
  if (!plan.confirm || !plan.base) return undefined;
  const { BaseUnavailable } = await import('../verdict/options.js');
  try {
    plan.log('no baseline to compare with: running every task on the base commit beside the head');
    const made = await runBaseSide(result, rerunOf(plan, result));
    plan.log(`${made.runs} run(s) of the base commit stand in for the baseline`);
    return made;
  } catch (error) {
    if (!(error instanceof BaseUnavailable)) throw error;
    plan.log(`the base commit cannot run, so nothing stands in for the baseline: ${error.message}`);
    return undefined;
  }
}

/** A skill-lift job's pairwise judges (pairwise-lift.ts), loaded only when a suite has one. */
async function pairwiseStep(plan: JobPlan, result: RunResult): Promise<void> {
  if (!result.summary.skill_lift || !result.judge) return;
  const { judgeLiftPairs, pairwiseSuites } = await import('./pairwise-lift.js');
  const suites = pairwiseSuites(result);
  if (suites.length)
    await judgeLiftPairs(result, suites, plan.options.signal ?? new AbortController().signal);
}
