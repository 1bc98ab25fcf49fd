// One row of bench/pooled.ts: `prs` simulated pull requests of one world through the product's
// gate (bench/gate-job.ts) and its own check (verdict/fail-on.ts), counted. Each row starts its
// own PRNG from the seed, so a row's figures do not depend on which rows run or where.
import { DEFAULT_CONFIRM_TASKS, DEFAULT_CONFIRM_TRIALS } from '../src/verdict/confirm.js';
import { failureReason, verdictOf } from '../src/verdict/fail-on.js';
import { DEFAULT_POOL } from '../src/verdict/pool.js';
import { checkShape, prng } from '../test/verdict/simulate.js';
import { simulateJob } from './gate-job.js';
import type { Scenario } from './gate-rows.js';

export interface Figures {
  prs: number;
  fails: number;
  inconclusive: number;
  /** Verdict pass and the check does not fail. */
  green: number;
  watched: number;
  /** PRs with a confirmation (the base could run). */
  confirmed: number;
  /** PRs with at least one task compared. */
  compared: number;
  /** Rejections of the suite's final drop test at its own level (alpha_suite / 2). */
  suiteDrop: number;
  /** Rejections of the suite's final error test at its own level (alpha_suite / 2). */
  suiteErrors: number;
  /** PRs with a task confirmed regressed (the task family at alpha_task). */
  taskFamily: number;
  /** The levels the product used (read from its comparison). */
  alphaSuiteTest: number;
  alphaTask: number;
  /** Extra runs as a share of the suite's runs: mean and 95th percentile over PRs. */
  extraMean: number;
  extraP95: number;
  ms: number;
}

export async function runRow(s: Scenario, prs: number, seed: number): Promise<Figures> {
  const started = Date.now();
  const random = prng(seed);
  const f: Figures = {
    prs,
    fails: 0,
    inconclusive: 0,
    green: 0,
    watched: 0,
    confirmed: 0,
    compared: 0,
    suiteDrop: 0,
    suiteErrors: 0,
    taskFamily: 0,
    alphaSuiteTest: 0,
    alphaTask: 0,
    extraMean: 0,
    extraP95: 0,
    ms: 0,
  };
  const extra: number[] = [];
  const watched = s.watch === undefined ? null : `task-${s.watch}`;
  for (let i = 0; i < prs; i++) {
    const world = s.world();
    const pr = await simulateJob(
      world,
      {
        trials: s.trials,
        k: s.k ?? DEFAULT_POOL,
        retryErrors: 1,
        budget: { tasks: DEFAULT_CONFIRM_TASKS, trials: s.confirmTrials ?? DEFAULT_CONFIRM_TRIALS },
      },
      random,
    );
    if (i === 0) checkShape(pr.head);
    const fails = failureReason('regressions', pr.head, pr.gated) !== null;
    const verdict = verdictOf(pr.head, pr.gated).verdict;
    if (fails) f.fails++;
    if (verdict === 'inconclusive') f.inconclusive++;
    if (!fails && verdict === 'pass') f.green++;
    if (watched && pr.gated.buckets.regressed.some((t) => t.task_id === watched)) f.watched++;
    const c = pr.gated.confirmation;
    if (c && !c.base_unavailable) f.confirmed++;
    if (pr.gated.tasks.some((t) => t.p_value !== null)) f.compared++;
    f.alphaSuiteTest = pr.gated.alpha_suite / 2;
    f.alphaTask = pr.gated.alpha_task;
    const suite = c?.suite;
    if (suite?.p_value != null && suite.p_value <= f.alphaSuiteTest) f.suiteDrop++;
    if (suite?.error_p != null && suite.error_p <= f.alphaSuiteTest) f.suiteErrors++;
    if (c?.tasks.some((t) => t.confirmed)) f.taskFamily++;
    extra.push(pr.extraRuns / (world.tasks * s.trials));
  }
  extra.sort((a, b) => a - b);
  f.extraMean = extra.reduce((a, b) => a + b, 0) / prs;
  f.extraP95 = extra[Math.min(prs - 1, Math.ceil(0.95 * prs) - 1)] ?? 0;
  f.ms = Date.now() - started;
  return f;
}
