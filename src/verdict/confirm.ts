// The gate's decision: concurrent base runs confirm what the pool screens.
//
// A pooled baseline describes the base branch's recent days, not today: when the provider's
// quality moves for every task at once, or the pool is stale, the head differs from the pool
// although the pull request changed nothing. So the pool only *screens* (results of
// compare.ts): it names candidates (verdict/candidates.ts: a lower pass rate, more errors, more
// abstains, no verdict run left on the head, a task that always passed in the pool and failed on
// the head; the cap shared out by reason in turns) and whether the suite as a whole looks lower
// (p <= SUITE_SCREEN_LEVEL). The screening never fails the check.
//
// Candidates are then run again, the base commit (a worktree of it) and the head side by side in
// the same job, interleaved, so that what the provider does today is on both sides. Up to
// HEAD_STAGE_WIDTH x confirm-tasks candidates get the head-only first stage (a few head runs
// each, the cheap filter); of those that go on, confirm-tasks (in turns by reason, ranked on all
// their head runs against the pool) get base runs: among many tasks a real drop's screening p is
// no smaller than the noise's, its first stage is what sets it apart.
// - per task, in three stages (for confirm-trials 20: head 3; base 10 + head 10; base 10 + head
//   10). The first runs the head alone: the task goes on while all its head runs, screening and
//   these, still look worse than the pool (p <= KEEP_GOING), so that under no change most
//   candidates cost three head runs. After the second, it goes on while its concurrent runs
//   look worse (drop or error p <= FUTILITY). A task that ran every stage is tested on the runs
//   of the last two stages alone, 20 base against 20 head: one-sided exact Fisher for the drop (a
//   task chosen for a drop or a collapse), the rise in errors (one chosen for errors or no verdict
//   run) or the rise in abstains (one chosen for abstains: abstained runs over all runs, as errors
//   are), Holm's correction at alpha_task across the tests of the tasks that went past the first
//   stage (a task that stopped later counts as p = 1).
//   Why this keeps its level although the screening and the first stage chose the tasks: the
//   tested runs are made after the choice and are independent of every run it looked at (pool,
//   screening, first stage), so conditional on the choice each p-value is exact and Holm over the
//   chosen family is valid; stopping after the second stage only replaces a p-value by 1, and the
//   budget is fixed in advance (no stage adds runs because the evidence looks promising). A task
//   with no verdict run at all on the head, screening and confirmation, while the concurrent base
//   has verdicts, regressed (`no_verdict`). A candidate that went past the first stage and got no
//   run of the base commit (the base does not plan the task) cannot be tested: the verdict is
//   inconclusive, naming it, as it is for a task the screening found regressed that the cap left
//   out (Comparison.undecided).
// - the suite, when it was screened, in three stages too (SUITE_STAGES, in runs per compared
//   task per screening trial): the head alone, going on while these new runs look lower than
//   the pool (p <= SUITE_KEEP_GOING); the base alone, going on while those new head runs look
//   lower than it (p <= FUTILITY); then both sides. Tested with the exact stratified (CMH) test over all the head's runs
//   against the concurrent base's, for the drop and for the rise in errors, at alpha_suite / 2
//   each. Using the head's screening runs is valid: imagine the suite confirmation always ran
//   to the end; then its p-value is exact, and running it only when screened, or stopping it
//   early, only replaces p by 1.
// One alpha: alpha_task (one Holm family over the drop, error and abstain tests of the tasks past
// the first stage) + alpha_suite (two tests at half each) = alpha; the screening spends none.
// Figures: `npm run bench:pooled`.
//
// Without a base checkout (the base commit cannot be checked out) nothing can be confirmed: the
// screening's own verdict stands (Holm over drops and abstains + the suite test against the pool,
// as before drift was known; a task gone to only abstains stays undecided), and the comparison
// says so (`confirmation.base_unavailable`).
import {
  atMost,
  decimalRational,
  fisherLower,
  holm,
  smallestP,
  stratifiedLower,
  toNumber,
} from './exact.js';
import type { Rational, Table } from './exact.js';
import {
  abstainRiseP,
  newlyAbstainingNote,
  errorRiseP,
  errorTable,
  type Bucket,
  type Comparison,
  type Regression,
  type TaskComparison,
} from './compare.js';
import type { RunRecord } from '../results/schema.js';
import { BaseTampered, BaseUnavailable } from './options.js';
import { namedFiles } from '../shared/file-list.js';
import { candidatesOf, inTurns, testsOf, type Candidate, type Why } from './candidates.js';
import { undecidedAfter } from './undecided.js';

export { BaseUnavailable, DEFAULT_CONFIRM_TASKS, DEFAULT_CONFIRM_TRIALS } from './options.js';
export { candidatesOf, SCREEN_LEVEL, testsOf, type Why } from './candidates.js';
/** The suite is confirmed when its screening p (drop or errors) is at most this. */
export const SUITE_SCREEN_LEVEL = 0.025;
/** Between stages: a task (or the suite) goes on while its concurrent runs give p <= this. */
export const FUTILITY = 0.3;
/**
 * After the head-only stage a task goes on while all the head's runs (screening + that stage)
 * against the pool give p <= this: under no change about one candidate in five goes on, a head
 * at 0.3 against a pool at 0.9 nearly always does.
 */
export const KEEP_GOING = 0.05;
/**
 * The suite's stages, in runs per task per screening trial: the head alone (held against the
 * pool: under no change most screened suites stop here, at the cost of one suite's runs), then
 * the base (held against those head runs), then both sides.
 */
export const SUITE_STAGES = { base: [0, 1, 2], head: [1, 0, 2] } as const;
/**
 * After the suite's head-only stage it goes on while those new runs against the pool give p <=
 * this. Stricter than FUTILITY: the pool is the one the screening found high, so under no change
 * the new runs look lower than it more often than a fresh comparison would.
 */
export const SUITE_KEEP_GOING = 0.1;
/**
 * The head-only first stage, in runs: 3 is enough to stop most candidates under no change (about
 * a fifth go on) while a real drop goes on (0.3 against a pool at 0.9: 97%).
 */
export const FIRST_STAGE = 3;
/** Candidates in the head-only first stage, per task that may get base runs (confirm-tasks). */
export const HEAD_STAGE_WIDTH = 3;

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
  /** Stages run (1 to SUITE_STAGES.base.length). */
  stages: number;
  stopped_early: boolean;
  /** Over every compared task: the concurrent base runs and all the head's runs. */
  base: SideCounts;
  head: SideCounts;
  /** Exact stratified p of the drop and of the rise in errors (after the last stage run). */
  p_value: number | null;
  error_p: number | null;
  regression: 'drop' | 'errors' | null;
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

const key = (suite: string, taskId: string) => `${suite}\u0000${taskId}`;

function sideCountsOf(runs: readonly ConfirmationRun[]): SideCounts {
  const c: SideCounts = { passed: 0, failed: 0, errored: 0, abstained: 0, runs: runs.length };
  for (const r of runs) {
    if (r.status === 'passed') c.passed++;
    else if (r.status === 'failed') c.failed++;
    else if (r.status === 'abstained') c.abstained!++;
    if (r.status === 'error' || r.error_attempts?.length) c.errored++;
  }
  return c;
}

const add = (a: SideCounts, b: SideCounts): SideCounts => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  errored: a.errored + b.errored,
  abstained: (a.abstained ?? 0) + (b.abstained ?? 0),
  runs: a.runs + b.runs,
});

const ZERO: SideCounts = { passed: 0, failed: 0, errored: 0, abstained: 0, runs: 0 };

const poolSide = (t: TaskComparison): SideCounts => sideOf(t.base);

// An older pool that does not say how many abstained counts none: such a task is never an
// abstain candidate (its abstain p is null), so this only affects the other tests' stopping.
const sideOf = (t: TaskComparison['head']): SideCounts =>
  t
    ? {
        passed: t.passed,
        failed: t.failed,
        errored: t.errored,
        abstained: t.abstains ?? 0,
        runs: t.runs,
      }
    : ZERO;

/** One-sided exact p of a rise in abstains (null without runs on a side). */
const abstainP = (base: SideCounts, head: SideCounts): Rational | null =>
  abstainRiseP(
    { abstains: base.abstained ?? 0, runs: base.runs },
    { abstains: head.abstained ?? 0, runs: head.runs },
  );

const verdictTable = (base: SideCounts, head: SideCounts): Table => ({
  basePass: base.passed,
  baseTotal: base.passed + base.failed,
  headPass: head.passed,
  headTotal: head.passed + head.failed,
});

/** One-sided exact p of a drop (null without verdict runs on a side). */
function dropP(base: SideCounts, head: SideCounts): Rational | null {
  const t = verdictTable(base, head);
  return t.baseTotal && t.headTotal ? fisherLower(t) : null;
}

/** Does this side still look worse than the base (worth the next stage)? */
function looksWorse(base: SideCounts, head: SideCounts): boolean {
  if (worseAt(base, head, FUTILITY)) return true;
  // No verdict on the head while the base has some: more runs decide whether it ever has one.
  return head.passed + head.failed === 0 && base.passed + base.failed > 0;
}

/** The head's drop or rise in errors or abstains against `base` has a one-sided exact p at most `level`. */
function worseAt(base: SideCounts, head: SideCounts, level: number): boolean {
  const at = (p: Rational | null) => !!p && toNumber(p) <= level;
  return at(dropP(base, head)) || at(errorRiseP(base, head)) || at(abstainP(base, head));
}

/**
 * After the head-only stage: all the head's runs still far below the pool. A collapsed task whose
 * pool is too small for that (one base run: 1/1 against 0/4 is p = 0.2) is held to the looser
 * FUTILITY level instead.
 */
function goesOnAfterHead(s: { t: TaskComparison; why: Why[]; first: ConfirmationRun[] }): boolean {
  const pool = poolSide(s.t);
  const head = add(sideOf(s.t.head), sideCountsOf(s.first));
  const verdicts = (c: SideCounts) => c.passed + c.failed;
  const tooSmall = !atMost(smallestP(verdicts(pool), verdicts(head)), decimalRational(KEEP_GOING));
  return s.why.includes('collapsed') && tooSmall
    ? looksWorse(pool, head)
    : stillFarWorse(pool, head);
}

/** All the head's runs so far still far below the pool (p <= KEEP_GOING): worth the base runs. */
function stillFarWorse(pool: SideCounts, head: SideCounts): boolean {
  return worseAt(pool, head, KEEP_GOING);
}

/** Whether the suite as a whole is a candidate. */
export function suiteScreened(c: Comparison): boolean {
  const { p_value, error_p } = c.suite;
  return (
    (p_value !== null && p_value <= SUITE_SCREEN_LEVEL) ||
    (error_p !== null && error_p <= SUITE_SCREEN_LEVEL)
  );
}

export interface Stage {
  base: number;
  head: number;
}

/**
 * The stages of a task's confirmation for a budget of `trials` runs per side in its test: first
 * the head alone (FIRST_STAGE runs, held against the pool, not part of the test) — under no change
 * most candidates stop here, at the cost of a few head runs; then half the budget of each side;
 * then the other halves. For 20: head 3; base 10 + head 10; base 10 + head 10.
 */
export function confirmationStages(trials: number): Stage[] {
  const half = Math.ceil(trials / 2);
  return [
    { base: 0, head: Math.min(half, FIRST_STAGE) },
    { base: half, head: half },
    { base: trials - half, head: trials - half },
  ].filter((stage) => stage.base + stage.head > 0);
}

/** The screening's verdict with every `regressed` demoted: concurrent runs decide instead. */
function withoutScreeningVerdict(c: Comparison): Comparison {
  const tasks = c.tasks.map((t) =>
    t.bucket === 'regressed'
      ? {
          ...t,
          bucket: (t.regression === 'abstains'
            ? 'newly_abstaining'
            : 'possible_regression') as Bucket,
          regression: undefined,
        }
      : t,
  );
  return regroup({ ...c, tasks, suite: { ...c.suite, regressed: false } });
}

/**
 * With confirmation, what the design can see is what can become a candidate: any compared task
 * whose pool always passed and whose head always failed is one (`collapsed`), and the concurrent
 * runs then decide. Blind only when no task is compared.
 */
function seeing(c: Comparison): Comparison {
  if (!c.blind) return c;
  return c.tasks.some((t) => t.p_value !== null) ? { ...c, blind: null } : c;
}

/** Buckets, regressions and the suite line from the tasks and the suite test. */
function regroup(c: Comparison): Comparison {
  const of = (bucket: Bucket) => c.tasks.filter((t) => t.bucket === bucket);
  const regressed = of('regressed');
  return {
    ...c,
    buckets: {
      ...c.buckets,
      regressed,
      possible_regression: of('possible_regression'),
      newly_abstaining: of('newly_abstaining'),
      suite_regressed: c.suite.regressed ? c.suite : null,
    },
    regressions: regressed.length || (c.suite.regressed ? 1 : 0),
  };
}

/**
 * After the head-only stage, at most `cap` of the tasks that go on get base runs: taken in turns
 * by reason, ranked on all their head runs against the pool. The others stop there, over the cap.
 */
function capAfterHeadStage(states: TaskState[], cap: number): void {
  const going = states.filter((s) => s.active);
  if (going.length <= cap) return;
  const kept = new Set(inTurns(going, cap, ranksAgainstPool));
  for (const s of going) {
    if (kept.has(s)) continue;
    s.active = false;
    s.overCap = true;
  }
}

/** Only a collapse (no other reason): a head run that passes refutes it. */
const isCollapsed = (s: TaskState) => s.why.length === 1 && s.why[0] === 'collapsed';

/**
 * The head-only stage of collapsed tasks (a pool that always passed, a head that always failed:
 * at one trial most are noise), one round of one run at a time: a task stops at its first pass,
 * since it no longer looks collapsed, so noise costs one or two runs instead of the whole stage.
 * Stopping only replaces a p-value by 1. The runs are numbered as the stage's would be. Returns
 * the runs made.
 */
async function probeCollapsed(
  list: TaskState[],
  size: number,
  firstTrial: number,
  rerun: Rerun,
): Promise<number> {
  let made = 0;
  for (let round = 0; round < size; round++) {
    const going = list.filter((s) => s.active);
    if (!going.length) break;
    const runs = await rerun(
      going.map((s) => ({ suite: s.t.suite, taskId: s.t.task_id })),
      1,
      firstTrial + round,
      'head',
    );
    made += runs.length;
    for (const s of going) {
      const mine = runs.filter((r) => r.suite === s.t.suite && r.task_id === s.t.task_id);
      s.first.push(...mine);
      if (mine.some((r) => r.status === 'passed')) s.active = false;
    }
  }
  return made;
}

interface TaskState {
  t: TaskComparison;
  why: Why[];
  base: ConfirmationRun[];
  /** The head-only first stage's runs (held against the pool, never tested). */
  first: ConfirmationRun[];
  head: ConfirmationRun[];
  stages: number;
  active: boolean;
  /** Went on after the head-only stage, but over the cap: stopped there. */
  overCap?: boolean;
}

/** A task's p-values after the head-only stage: all its head runs against the pool. */
function ranksAgainstPool(s: TaskState) {
  const pool = poolSide(s.t);
  const head = add(sideOf(s.t.head), sideCountsOf(s.first));
  const n = (p: Rational | null) => (p ? toNumber(p) : null);
  return {
    drop: n(dropP(pool, head)),
    errors: n(errorRiseP(pool, head)),
    abstains: n(abstainP(pool, head)),
  };
}

/**
 * The confirmation, from choosing the candidates to the verdict. `rerun` runs tasks on either
 * side; its base side throws BaseUnavailable when there is no base checkout. `log` says what
 * runs. The comparison as it was when nothing is a candidate or the budget is 0.
 */
export async function confirmComparison(
  comparison: Comparison,
  budget: { tasks: number; trials: number },
  rerun: Rerun,
  log: (line: string) => void = () => {},
): Promise<Comparison> {
  if (budget.tasks <= 0 || budget.trials <= 0) return comparison;
  const { chosen, left, eligible } = candidatesOf(comparison, budget.tasks * HEAD_STAGE_WIDTH);
  const suiteToo = suiteScreened(comparison);
  if (!chosen.length && !suiteToo) return seeing(withoutScreeningVerdict(comparison));
  const screeningTrials = Math.max(1, ...comparison.tasks.map((t) => t.head?.trials ?? 1));
  const stages = confirmationStages(budget.trials);
  const states: TaskState[] = chosen.map(({ t, why }) => ({
    t,
    why,
    base: [],
    first: [],
    head: [],
    stages: 0,
    active: true,
  }));
  const ids = (list: TaskState[]) => list.map((s) => ({ suite: s.t.suite, taskId: s.t.task_id }));
  let baseUnavailable: string | null = null;
  /** The files of the base checkout that changed while it was measured. */
  let baseTampered: readonly string[] | null = null;
  let runs = 0;
  let baseRuns = 0;
  // Base trials number from 1; the head's on after the screening's, so every run keeps its own.
  let nextBase = 1;
  let nextHead = screeningTrials + 1;
  /** One stage of both sides, side by side. */
  const both = async (list: { suite: string; taskId: string }[], b: number, h: number) => {
    // Settled both ways: a base side that fails (a tampered checkout) waits for the head's runs.
    const [baseSide, headSide] = await Promise.allSettled([
      b > 0 ? rerun(list, b, nextBase, 'base') : Promise.resolve([]),
      h > 0 ? rerun(list, h, nextHead, 'head') : Promise.resolve([]),
    ]);
    if (baseSide.status === 'rejected') throw baseSide.reason;
    if (headSide.status === 'rejected') throw headSide.reason;
    const [base, head] = [baseSide.value, headSide.value];
    nextBase += b;
    nextHead += h;
    runs += base.length + head.length;
    baseRuns += base.length;
    return { base, head };
  };

  try {
    // Whether the base commit can run at all, before any head run is spent on the candidates.
    await rerun([], 0, 1, 'base');
    if (states.length) {
      log(
        `confirming ${states.length} task(s) against concurrent runs of the base commit: up to ${budget.trials} run(s) per side each, in stages (${stages.map((st) => `base ${st.base} + head ${st.head}`).join('; ')})`,
      );
    }
    for (let i = 0; i < stages.length; i++) {
      // A collapsed task's head-only stage is run one run at a time (probeCollapsed).
      const collapsed = i === 0 && !stages[0]!.base ? states.filter(isCollapsed) : [];
      if (collapsed.length) {
        runs += await probeCollapsed(collapsed, stages[0]!.head, nextHead, rerun);
        for (const s of collapsed) {
          s.stages = 1;
          if (s.active && !goesOnAfterHead(s)) s.active = false;
        }
      }
      const active = states.filter((s) => s.active && !collapsed.includes(s));
      if (!active.length) {
        // The probes used the stage's trial numbers.
        if (collapsed.length) nextHead += stages[0]!.head;
        if (i === 0) capAfterHeadStage(states, budget.tasks);
        continue;
      }
      if (i > 0)
        log(
          `${active.length} task(s) still look worse: ${stages[i]!.base} run(s) of the base commit and ${stages[i]!.head} of the head each`,
        );
      const made = await both(ids(active), stages[i]!.base, stages[i]!.head);
      for (const s of active) {
        const mine = (r: ConfirmationRun) => r.suite === s.t.suite && r.task_id === s.t.task_id;
        s.base.push(...made.base.filter(mine));
        (stages[i]!.base ? s.head : s.first).push(...made.head.filter(mine));
        s.stages = i + 1;
        if (i === stages.length - 1) continue;
        // After the head-only stage all the head's runs are held against the pool (this only
        // stops runs, so using the pool and the screening here costs no validity); after that
        // the concurrent runs, head against base.
        const goesOn = s.base.length
          ? looksWorse(sideCountsOf(s.base), sideCountsOf(s.head))
          : goesOnAfterHead(s);
        if (!goesOn) s.active = false;
      }
      if (i === 0) capAfterHeadStage(states, budget.tasks);
    }
  } catch (error) {
    if (error instanceof BaseTampered) baseTampered = error.files;
    else if (!(error instanceof BaseUnavailable)) throw error;
    else baseUnavailable = error.message;
  }

  let suite: SuiteConfirmation | null = null;
  if (suiteToo && baseUnavailable === null && baseTampered === null) {
    try {
      suite = await confirmSuite(comparison, screeningTrials, both, log);
    } catch (error) {
      if (error instanceof BaseTampered) baseTampered = error.files;
      else if (!(error instanceof BaseUnavailable)) throw error;
      else baseUnavailable = error.message;
    }
  }
  if (baseTampered !== null) {
    // Nothing measured on a base that moved can be trusted, earlier stages' runs included.
    log(
      `the base commit's checkout was modified during the job (${namedFiles(baseTampered)}): its runs are discarded and the verdict is inconclusive`,
    );
    return {
      ...seeing(withoutScreeningVerdict(comparison)),
      confirmation: {
        ...emptyConfirmation(comparison, budget.trials, stages),
        over_cap: Math.max(0, eligible - chosen.length),
        runs,
        base_runs: baseRuns,
        base_tampered: [...baseTampered],
      },
    };
  }
  if (baseUnavailable !== null) {
    log(`the base commit could not be run (${baseUnavailable}): the pool's screening decides`);
    return {
      ...comparison,
      confirmation: {
        ...emptyConfirmation(comparison, budget.trials, stages),
        over_cap: Math.max(0, eligible - chosen.length),
        runs,
        base_runs: baseRuns,
        base_unavailable: baseUnavailable,
      },
    };
  }
  const overCap = states.filter((s) => s.overCap);
  const decided = decide(
    comparison,
    states,
    suite,
    stages,
    budget.trials,
    eligible,
    runs,
    baseRuns,
    log,
  );
  const rerunAgainstBase = chosen.filter((c) => !overCap.some((s) => s.t === c.t));
  const leftOver: Candidate[] = [...left, ...overCap.map((s) => ({ t: s.t, why: s.why }))];
  return undecidedAfter(decided, rerunAgainstBase, leftOver, budget.tasks);
}

function emptyConfirmation(c: Comparison, trials: number, stages: Stage[]): Confirmation {
  return {
    alpha: c.alpha_task,
    alpha_suite: c.alpha_suite / 2,
    trials,
    stages,
    family: 0,
    tasks: [],
    suite: null,
    over_cap: 0,
    runs: 0,
    base_runs: 0,
    confirmed: 0,
    base_unavailable: null,
  };
}

type Both = (
  list: { suite: string; taskId: string }[],
  base: number,
  head: number,
) => Promise<{ base: ConfirmationRun[]; head: ConfirmationRun[] }>;

async function confirmSuite(
  c: Comparison,
  trials: number,
  both: Both,
  log: (line: string) => void,
): Promise<SuiteConfirmation> {
  const compared = c.tasks.filter((t) => t.base && t.head && t.head.runs > 0);
  const list = compared.map((t) => ({ suite: t.suite, taskId: t.task_id }));
  const base = new Map<string, ConfirmationRun[]>();
  const head = new Map<string, ConfirmationRun[]>();
  const keep = (into: Map<string, ConfirmationRun[]>, runs: ConfirmationRun[]) => {
    for (const r of runs) {
      const k = key(r.suite, r.task_id);
      const l = into.get(k);
      if (l) l.push(r);
      else into.set(k, [r]);
    }
  };
  /**
   * The strata: the head's runs (its screening runs too, or only the confirmation's) against the
   * concurrent base runs, or against the pool.
   */
  const tables = (withScreening: boolean, againstPool = false) => {
    const drops: Table[] = [];
    const errors: Table[] = [];
    let b = ZERO;
    let h = ZERO;
    for (const t of compared) {
      const k = key(t.suite, t.task_id);
      const bs = againstPool ? poolSide(t) : sideCountsOf(base.get(k) ?? []);
      const made = sideCountsOf(head.get(k) ?? []);
      const hs = withScreening ? add(sideOf(t.head), made) : made;
      drops.push(verdictTable(bs, hs));
      errors.push(errorTable(bs, hs));
      b = add(b, bs);
      h = add(h, hs);
    }
    return { drops, errors, b, h };
  };
  const level = decimalRational(c.alpha_suite / 2);
  const test = (withScreening: boolean, againstPool = false) => {
    const { drops, errors, b, h } = tables(withScreening, againstPool);
    const drop = stratifiedLower(drops, level);
    const rise = stratifiedLower(errors, level);
    return { drop, rise, b, h, any: drops.some((t) => t.baseTotal && t.headTotal) };
  };
  log(
    `the suite looks worse than the pool: ${SUITE_STAGES.head[0]! * trials} run(s) per task of the head first`,
  );
  let result = test(false, true);
  let stages = 0;
  for (let i = 0; i < SUITE_STAGES.base.length; i++) {
    if (i > 0) {
      // Whether to go on is judged on the confirmation's head runs alone (the screening's were
      // chosen for looking low and would keep almost every screened suite going): after the
      // head-only stage against the pool, after that against the concurrent base.
      const goOn = i === 1 ? SUITE_KEEP_GOING : FUTILITY;
      if (!(result.drop.p <= goOn || result.rise.p <= goOn)) break;
      log(
        `the suite still looks worse: ${SUITE_STAGES.base[i]! * trials} run(s) per task of the base commit and ${SUITE_STAGES.head[i]! * trials} of the head`,
      );
    }
    const made = await both(list, SUITE_STAGES.base[i]! * trials, SUITE_STAGES.head[i]! * trials);
    keep(base, made.base);
    keep(head, made.head);
    stages = i + 1;
    const last = i === SUITE_STAGES.base.length - 1;
    result = last ? test(true) : test(false, i === 0);
  }
  const final = stages === SUITE_STAGES.base.length;
  const regression =
    final && result.any && result.drop.significant
      ? 'drop'
      : final && result.rise.significant
        ? 'errors'
        : null;
  return {
    screening_p: c.suite.p_value,
    screening_error_p: c.suite.error_p,
    stages,
    stopped_early: !final,
    base: result.b,
    head: result.h,
    p_value: final && result.any ? result.drop.p : null,
    error_p: final ? result.rise.p : null,
    regression,
  };
}

function decide(
  c: Comparison,
  states: TaskState[],
  suite: SuiteConfirmation | null,
  stages: Stage[],
  trials: number,
  eligible: number,
  runs: number,
  baseRuns: number,
  log: (line: string) => void,
): Comparison {
  const level = decimalRational(c.alpha_task);
  const one: Rational = { num: 1n, den: 1n };
  const ps: Rational[] = [];
  /** [position in ps, test] per test, in task order; owner[i] = tests up to task i. */
  const index: [number, 'drop' | 'errors' | 'abstains'][] = [];
  const owner: number[] = [];
  const tasks: ConfirmedTask[] = states.map((s) => {
    const base = sideCountsOf(s.base);
    const head = sideCountsOf(s.head);
    const finished = s.active;
    const drop = finished ? dropP(base, head) : null;
    const rise = finished ? errorRiseP(base, head) : null;
    const abstains = finished ? abstainP(base, head) : null;
    // The family is fixed before any tested run: the tasks that went past the head-only stage
    // (chosen on the pool, the screening and that stage, none of which is in the test), each for
    // what the screening chose it for: a drop (or a collapse), a rise in errors (errors, no
    // verdict run), a rise in abstains. One without base runs counts as p = 1 (and is undecided).
    if (s.stages > 1 || !s.first.length) {
      const tests = testsOf(s.why);
      if (tests.drop) index.push([ps.push(drop ?? one) - 1, 'drop']);
      if (tests.errors) index.push([ps.push(rise ?? one) - 1, 'errors']);
      if (tests.abstains) index.push([ps.push(abstains ?? one) - 1, 'abstains']);
    }
    owner.push(index.length);
    const screening = sideOf(s.t.head);
    const pool = s.t.base!;
    return {
      suite: s.t.suite,
      task_id: s.t.task_id,
      task_name: s.t.task_name,
      why: s.why,
      pool: {
        passed: pool.passed,
        failed: pool.failed,
        errored: pool.errored,
        runs: pool.runs,
        pooled_runs: pool.pooled_runs,
      },
      screening,
      screening_p: s.t.p_value,
      screening_error_p: s.t.error_p,
      screening_bucket: s.t.bucket,
      base,
      first_stage: sideCountsOf(s.first),
      head,
      stages: s.stages,
      stopped_early: !finished,
      ...(s.overCap ? { over_cap: true } : {}),
      p_value: drop ? Math.min(1, toNumber(drop)) : null,
      error_p: rise ? Math.min(1, toNumber(rise)) : null,
      abstain_p: abstains ? Math.min(1, toNumber(abstains)) : null,
      regression: null,
      confirmed: false,
    };
  });
  const rejected = holm(ps, level);
  tasks.forEach((task, i) => {
    const verdicts = (c: SideCounts) => c.passed + c.failed;
    // Only for a task chosen because its runs errored: a head that only abstains is tested.
    const noVerdict =
      task.why.includes('no_verdict') &&
      !task.stopped_early &&
      verdicts(task.screening) + verdicts(task.first_stage) + verdicts(task.head) === 0 &&
      verdicts(task.base) > 0;
    const mine = index.slice(i ? owner[i - 1] : 0, owner[i]);
    const hit = mine.find(([at]) => rejected[at]);
    task.regression = hit ? hit[1] : noVerdict ? 'no_verdict' : null;
    task.confirmed = task.regression !== null;
  });

  const byKey = new Map(tasks.map((t) => [key(t.suite, t.task_id), t]));
  const screened = withoutScreeningVerdict(c);
  const all = screened.tasks.map((t) => {
    const confirmed = byKey.get(key(t.suite, t.task_id));
    if (!confirmed?.confirmed) return t;
    const p =
      confirmed.regression === 'errors'
        ? confirmed.error_p
        : confirmed.regression === 'abstains'
          ? confirmed.abstain_p
          : confirmed.p_value;
    return {
      ...t,
      bucket: 'regressed' as Bucket,
      regression: confirmed.regression!,
      ...(confirmed.regression === 'abstains' ? { note: newlyAbstainingNote(t.note) } : {}),
      ...(p !== null ? { confirmed_p: p } : {}),
    };
  });
  const suiteRegressed = suite?.regression != null;
  const result = seeing(
    regroup({
      ...screened,
      tasks: all,
      suite: { ...screened.suite, regressed: suiteRegressed },
      // With concurrent runs of up to `trials` per side, a single task can always be flagged when
      // the budget allows it: the screening's blindness no longer decides.
      confirmation: {
        ...emptyConfirmation(c, trials, stages),
        family: ps.length,
        tasks,
        suite,
        over_cap: Math.max(0, eligible - states.length) + states.filter((s) => s.overCap).length,
        runs,
        base_runs: baseRuns,
        confirmed: tasks.filter((t) => t.confirmed).length + (suiteRegressed ? 1 : 0),
      },
    }),
  );
  log(
    `confirmation: ${result.confirmation!.confirmed} regression(s) confirmed against concurrent base runs, ${runs} extra run(s) (${baseRuns} of the base commit)`,
  );
  return result;
}
