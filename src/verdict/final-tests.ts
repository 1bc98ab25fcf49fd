// The confirmation's tests, the only ones that can fail the check, and the comparison they give.
//
// Per task: a task that ran every stage is tested on the runs of its last two stages alone,
// base and head side by side (confirm-trials of each): one-sided exact Fisher for the drop (a
// task chosen for a drop or a collapse), the rise in errors (chosen for errors or no verdict
// run) or the rise in abstains (chosen for abstains), Holm at alpha_task across the tests of the
// tasks past the head-only stage (a task that stopped later counts as p = 1). The tested runs are
// made after the choice and are independent of every run it looked at (pool, screening, the
// head-only stage, the suite's sample), so each p-value is exact given the choice and Holm over
// the chosen family is valid; stopping early only replaces a p-value by 1. A task with no verdict
// run at all on the head while the concurrent base has verdicts regressed (`no_verdict`).
// The suite: its own tests on its concurrent runs (verdict/suite-stages.ts), at alpha_suite / 2
// each. One alpha: alpha_task + alpha_suite = alpha; the screening spends none.
import { decimalRational, holm, toNumber, type Rational } from './exact.js';
import { newlyAbstainingNote, type Comparison } from './compare.js';
import type {
  Confirmation,
  ConfirmedTask,
  Stage,
  SuiteConfirmation,
} from './confirmation-record.js';
import type { Bucket } from './labels.js';
import { testsOf } from './candidates.js';
import { errorRiseP } from './outcome-tests.js';
import { abstainP, dropP, key, sideCountsOf, sideOf, verdicts } from './side-counts.js';
import type { TaskState } from './task-stages.js';

type Test = 'drop' | 'errors' | 'abstains';

/** A task's record, its tests' p-values (p = 1 when not tested) and which tests are in Holm's family. */
function taskRecord(s: TaskState): { task: ConfirmedTask; family: [Test, Rational][] } {
  const one: Rational = { num: 1n, den: 1n };
  const base = sideCountsOf(s.base);
  const head = sideCountsOf(s.head);
  const finished = s.active;
  const drop = finished ? dropP(base, head) : null;
  const rise = finished ? errorRiseP(base, head) : null;
  const abstains = finished ? abstainP(base, head) : null;
  // The family is fixed before any tested run: the tasks that went past the head-only stage,
  // each for what the screening chose it for. One without base runs counts as p = 1.
  const family: [Test, Rational][] = [];
  if (s.stages > 1 || !s.first.length) {
    const tests = testsOf(s.why);
    if (tests.drop) family.push(['drop', drop ?? one]);
    if (tests.errors) family.push(['errors', rise ?? one]);
    if (tests.abstains) family.push(['abstains', abstains ?? one]);
  }
  const pool = s.t.base!;
  const p = (r: Rational | null) => (r ? Math.min(1, toNumber(r)) : null);
  const task: ConfirmedTask = {
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
    screening: sideOf(s.t.head),
    screening_p: s.t.p_value,
    screening_error_p: s.t.error_p,
    screening_bucket: s.t.bucket,
    base,
    first_stage: sideCountsOf(s.first),
    head,
    stages: s.stages,
    stopped_early: !finished,
    ...(s.overCap ? { over_cap: true } : {}),
    p_value: p(drop),
    error_p: p(rise),
    abstain_p: p(abstains),
    regression: null,
    confirmed: false,
  };
  return { task, family };
}

/** Holm across every task's family of tests; a task with no verdict run left is `no_verdict`. */
export function testTasks(
  states: TaskState[],
  alphaTask: number,
): { tasks: ConfirmedTask[]; family: number } {
  const records = states.map(taskRecord);
  const all = records.flatMap((r) => r.family.map(([, p]) => p));
  const rejected = holm(all, decimalRational(alphaTask));
  let at = 0;
  for (const { task, family } of records) {
    const hit = family.find((_, j) => rejected[at + j]);
    at += family.length;
    // Only for a task chosen because its runs errored: a head that only abstains is tested.
    const noVerdict =
      task.why.includes('no_verdict') &&
      !task.stopped_early &&
      verdicts(task.screening) + verdicts(task.first_stage) + verdicts(task.head) === 0 &&
      verdicts(task.base) > 0;
    task.regression = hit ? hit[0] : noVerdict ? 'no_verdict' : null;
    task.confirmed = task.regression !== null;
  }
  return { tasks: records.map((r) => r.task), family: all.length };
}

/** The comparison the confirmation's tests give: confirmed tasks regressed, the suite by its own tests. */
export function confirmedComparison(
  c: Comparison,
  tested: { tasks: ConfirmedTask[]; family: number },
  suite: SuiteConfirmation | null,
  confirmation: Omit<Confirmation, 'family' | 'tasks' | 'suite' | 'confirmed'>,
): Comparison {
  const { tasks } = tested;
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
  return seeing(
    regroup({
      ...screened,
      tasks: all,
      suite: { ...screened.suite, regressed: suiteRegressed },
      confirmation: {
        ...confirmation,
        family: tested.family,
        tasks,
        suite,
        confirmed: tasks.filter((t) => t.confirmed).length + (suiteRegressed ? 1 : 0),
      },
    }),
  );
}

export function emptyConfirmation(c: Comparison, trials: number, stages: Stage[]): Confirmation {
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

/** The screening's verdict with every `regressed` demoted: concurrent runs decide instead. */
export function withoutScreeningVerdict(c: Comparison): Comparison {
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
export function seeing(c: Comparison): Comparison {
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
