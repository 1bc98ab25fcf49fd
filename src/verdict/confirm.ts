// The gate's decision: concurrent runs of the base commit confirm what the pool screens.
//
// A pooled baseline describes the base branch's recent days, not today: when the provider's
// quality moves for every task at once, or the pool is stale, the head differs from the pool
// although the pull request changed nothing. So the pool only screens (compare.ts): it names
// candidate tasks (candidates.ts) and whether the suite as a whole looks worse. The screening
// never fails the check. The candidates and the suite then run again, the base commit (a worktree
// of it) and the head side by side in this job, in stages fixed in advance:
// - the suite first (suite-stages.ts), when it was screened: a small sample of both sides, which
//   also tells whether the base is as low as the head today (then the tasks are chosen against
//   the pool moved by that shift: day-shift.ts), then two stages of every task;
// - the tasks (task-stages.ts): the head alone, held against the pool, then two stages of both;
// - the tests (final-tests.ts), on concurrent runs only: Holm at alpha_task over the tasks, the
//   suite's drop and errors at alpha_suite / 2 each.
// Without a base checkout nothing can be confirmed: the screening's own verdict stands, and the
// comparison says so (`confirmation.base_unavailable`). A base checkout modified while it was
// measured discards every base run: inconclusive (`confirmation.base_tampered`).
import type { Comparison } from './compare.js';
import type { Rerun } from './confirmation-record.js';
import { BaseTampered, BaseUnavailable } from './options.js';
import { namedFiles } from '../shared/file-list.js';
import { candidatesOf, type Candidate } from './candidates.js';
import { candidatesAfterShift, shiftedPool, type DayShift } from './day-shift.js';
import {
  confirmedComparison,
  emptyConfirmation,
  seeing,
  testTasks,
  withoutScreeningVerdict,
} from './final-tests.js';
import { confirmSuite, suiteScreened } from './suite-stages.js';
import {
  confirmationStages,
  HEAD_STAGE_WIDTH,
  runTaskStages,
  type Sides,
  type TaskState,
} from './task-stages.js';
import { undecidedAfter } from './undecided.js';

export { BaseUnavailable, DEFAULT_CONFIRM_TASKS, DEFAULT_CONFIRM_TRIALS } from './options.js';
export { candidatesOf, SCREEN_LEVEL, testsOf, type Why } from './candidates.js';
export type {
  Confirmation,
  ConfirmationRun,
  ConfirmedTask,
  Rerun,
  SideCounts,
  Stage,
  SuiteConfirmation,
} from './confirmation-record.js';
export {
  confirmationStages,
  FIRST_STAGE,
  FUTILITY,
  HEAD_STAGE_WIDTH,
  KEEP_GOING,
} from './task-stages.js';
export { SUITE_SCREEN_LEVEL, SUITE_STAGES, suiteScreened } from './suite-stages.js';

/** The job's re-runs, counted, their trial numbers going on (base from 1, the head after its screening). */
function sidesOf(rerun: Rerun, screeningTrials: number) {
  let nextBase = 1;
  let nextHead = screeningTrials + 1;
  const count = { runs: 0, baseRuns: 0 };
  const sides: Sides = {
    async both(list, b, h) {
      // Settled both ways: a base side that fails (a tampered checkout) waits for the head's runs.
      const [baseSide, headSide] = await Promise.allSettled([
        b > 0 ? rerun(list, b, nextBase, 'base') : Promise.resolve([]),
        h > 0 ? rerun(list, h, nextHead, 'head') : Promise.resolve([]),
      ]);
      if (baseSide.status === 'rejected') throw baseSide.reason;
      if (headSide.status === 'rejected') throw headSide.reason;
      nextBase += b;
      nextHead += h;
      count.runs += baseSide.value.length + headSide.value.length;
      count.baseRuns += baseSide.value.length;
      return { base: baseSide.value, head: headSide.value };
    },
    async probe(list, offset) {
      const runs = await rerun(list, 1, nextHead + offset, 'head');
      count.runs += runs.length;
      return runs;
    },
    skipHead(trials) {
      nextHead += trials;
    },
  };
  return { sides, count };
}

/** What stopped the base side: a checkout modified during the job, or none to run. */
type BaseProblem = { tampered: readonly string[] } | { unavailable: string };

async function catchingBase(work: () => Promise<void>): Promise<BaseProblem | null> {
  try {
    await work();
    return null;
  } catch (error) {
    if (error instanceof BaseTampered) return { tampered: error.files };
    if (error instanceof BaseUnavailable) return { unavailable: error.message };
    throw error;
  }
}

const stateOf = ({ t, why }: Candidate, shift: DayShift | null): TaskState => ({
  t,
  why,
  pool: shiftedPool(t, shift),
  base: [],
  first: [],
  head: [],
  stages: 0,
  active: true,
});

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
  const width = budget.tasks * HEAD_STAGE_WIDTH;
  let candidates = candidatesOf(comparison, width);
  const suiteToo = suiteScreened(comparison);
  if (!candidates.chosen.length && !suiteToo) return seeing(withoutScreeningVerdict(comparison));
  const screeningTrials = Math.max(1, ...comparison.tasks.map((t) => t.head?.trials ?? 1));
  const stages = confirmationStages(budget.trials);
  const { sides, count } = sidesOf(rerun, screeningTrials);
  let suite = null as Awaited<ReturnType<typeof confirmSuite>> | null;
  let states: TaskState[] = [];
  const problem = await catchingBase(async () => {
    // Whether the base commit can run at all, before any head run is spent.
    await rerun([], 0, 1, 'base');
    if (suiteToo) suite = await confirmSuite(comparison, screeningTrials, sides, log);
    const shift = suite?.day_shift ?? null;
    if (shift) candidates = candidatesAfterShift(comparison, shift, width);
    states = candidates.chosen.map((c) => stateOf(c, shift));
    if (states.length) {
      log(
        `confirming ${states.length} task(s) against concurrent runs of the base commit: up to ${budget.trials} run(s) per side each, in stages (${stages.map((st) => `base ${st.base} + head ${st.head}`).join('; ')})`,
      );
    }
    await runTaskStages(states, stages, budget.tasks, sides, log);
  });
  const { chosen, left, eligible } = candidates;
  const overCapAtStart = Math.max(0, eligible - chosen.length);
  const spent = { runs: count.runs, base_runs: count.baseRuns };
  if (problem && 'tampered' in problem) {
    // Nothing measured on a base that moved can be trusted, earlier stages' runs included.
    log(
      `the base commit's checkout was modified during the job (${namedFiles(problem.tampered)}): its runs are discarded and the verdict is inconclusive`,
    );
    return {
      ...seeing(withoutScreeningVerdict(comparison)),
      confirmation: {
        ...emptyConfirmation(comparison, budget.trials, stages),
        over_cap: overCapAtStart,
        ...spent,
        base_tampered: [...problem.tampered],
      },
    };
  }
  if (problem) {
    log(`the base commit could not be run (${problem.unavailable}): the pool's screening decides`);
    return {
      ...comparison,
      confirmation: {
        ...emptyConfirmation(comparison, budget.trials, stages),
        over_cap: overCapAtStart,
        ...spent,
        base_unavailable: problem.unavailable,
      },
    };
  }
  const overCap = states.filter((s) => s.overCap);
  const decided = confirmedComparison(comparison, testTasks(states, comparison.alpha_task), suite, {
    ...emptyConfirmation(comparison, budget.trials, stages),
    over_cap: overCapAtStart + overCap.length,
    ...spent,
  });
  log(
    `confirmation: ${decided.confirmation!.confirmed} regression(s) confirmed against concurrent base runs, ${count.runs} extra run(s) (${count.baseRuns} of the base commit)`,
  );
  const rerunAgainstBase = chosen.filter((c) => !overCap.some((s) => s.t === c.t));
  const leftOver: Candidate[] = [...left, ...overCap.map((s) => ({ t: s.t, why: s.why }))];
  return undecidedAfter(decided, rerunAgainstBase, leftOver, budget.tasks);
}
