// The suite's stages of the confirmation: when the screening found the suite as a whole worse
// than the pool (suiteScreened), the base commit and the head run side by side in three stages,
// and only those concurrent runs are tested (the head's screening runs never are: they were made
// at another time than any base run, and an outage or a dip during the screening would count
// against the head).
//
// 1. The day's sample: one run of each side of the most suspicious compared tasks, as many as a
//    tenth of the screening's runs (at least DAY_SAMPLE_MIN runs a side). It goes on while the
//    head's runs look worse than the base's (p <= SUITE_KEEP_GOING, drop or errors). When it
//    stops, what the base's runs lost against the pool (up to the screening's own suite-wide
//    drop) is the day's, a stale pool or a worse provider: the tasks are chosen against the pool
//    moved by it (verdict/day-shift.ts).
// 2. Both sides, ceil(trials / 2) runs of every compared task; it goes on while all the
//    concurrent runs so far look worse (p <= FUTILITY).
// 3. The same again; then the exact stratified (CMH) tests over every concurrent run of the
//    three stages, for the drop and for the rise in errors, at alpha_suite / 2 each.
// Why this keeps its level: every tested run is made after the screening chose the suite, base
// and head side by side, so under no change they are exchangeable within each task whatever the
// world does during the job; imagine the stages always ran to the end: the p-value is exact, and
// stopping early only replaces it by 1. The sizes are fixed in advance.
import { decimalRational, stratifiedLower, type Table } from './exact.js';
import type { Comparison, TaskComparison } from './compare.js';
import type { ConfirmationRun, SideCounts, SuiteConfirmation } from './confirmation-record.js';
import { errorTable } from './outcome-tests.js';
import { dayShift, type DayShift } from './day-shift.js';
import { FUTILITY, type Sides } from './task-stages.js';
import { add, key, sideCountsOf, verdictTable, ZERO } from './side-counts.js';

/** The suite is confirmed when its screening p (drop or errors) is at most this. */
export const SUITE_SCREEN_LEVEL = 0.025;
/** The suite's stages, every one of both sides. */
export const SUITE_STAGES = 3;
/** The day's sample, in runs of each side, as a share of the screening's runs. */
export const DAY_SAMPLE_SHARE = 0.05;
/** The day's sample covers at least this many tasks (all of them in a smaller suite). */
export const DAY_SAMPLE_MIN = 5;
/**
 * After the day's sample the suite goes on while its head runs against the base's give p <= this.
 * Stricter than FUTILITY: a screened suite under a stale pool or a worse day always gets here,
 * so this bounds what such a day costs.
 */
export const SUITE_KEEP_GOING = 0.05;

/** Whether the suite as a whole is a candidate. */
export function suiteScreened(c: Comparison): boolean {
  const { p_value, error_p } = c.suite;
  return (
    (p_value !== null && p_value <= SUITE_SCREEN_LEVEL) ||
    (error_p !== null && error_p <= SUITE_SCREEN_LEVEL)
  );
}

/** The tasks the suite is tested over: on both sides, with runs on the head, not quarantined. */
const comparedOf = (c: Comparison) =>
  c.tasks.filter((t) => t.base && t.head && t.head.runs > 0 && !t.quarantined);

/** The day's sample: the compared tasks with the smallest screening p (drop or errors) first. */
export function daySample(compared: TaskComparison[], screeningRuns: number): TaskComparison[] {
  const size = Math.min(
    compared.length,
    Math.max(DAY_SAMPLE_MIN, Math.ceil(DAY_SAMPLE_SHARE * screeningRuns)),
  );
  const suspicion = (t: TaskComparison) => Math.min(t.p_value ?? 1, t.error_p ?? 1);
  return compared
    .map((t, order) => ({ t, order }))
    .sort((a, b) => suspicion(a.t) - suspicion(b.t) || a.order - b.order)
    .slice(0, size)
    .map((x) => x.t);
}

/** The concurrent runs of each side so far, per task, and the suite's tests over them. */
class SuiteRuns {
  private readonly base = new Map<string, ConfirmationRun[]>();
  private readonly head = new Map<string, ConfirmationRun[]>();
  constructor(private readonly compared: TaskComparison[]) {}

  keep(made: { base: ConfirmationRun[]; head: ConfirmationRun[] }): void {
    for (const [into, runs] of [
      [this.base, made.base],
      [this.head, made.head],
    ] as const) {
      for (const r of runs) {
        const k = key(r.suite, r.task_id);
        const list = into.get(k);
        if (list) list.push(r);
        else into.set(k, [r]);
      }
    }
  }

  /** The base's runs of these tasks, with each task's comparison. */
  baseOf(tasks: TaskComparison[]): { t: TaskComparison; runs: SideCounts }[] {
    return tasks.map((t) => ({
      t,
      runs: sideCountsOf(this.base.get(key(t.suite, t.task_id)) ?? []),
    }));
  }

  test(level: number) {
    const drops: Table[] = [];
    const errors: Table[] = [];
    let b: SideCounts = ZERO;
    let h: SideCounts = ZERO;
    for (const t of this.compared) {
      const k = key(t.suite, t.task_id);
      const bs = sideCountsOf(this.base.get(k) ?? []);
      const hs = sideCountsOf(this.head.get(k) ?? []);
      drops.push(verdictTable(bs, hs));
      errors.push(errorTable(bs, hs));
      b = add(b, bs);
      h = add(h, hs);
    }
    const at = decimalRational(level);
    return {
      drop: stratifiedLower(drops, at),
      rise: stratifiedLower(errors, at),
      b,
      h,
      any: drops.some((t) => t.baseTotal && t.headTotal),
    };
  }
}

const ids = (list: TaskComparison[]) => list.map((t) => ({ suite: t.suite, taskId: t.task_id }));

/**
 * The suite's stages (see the header). `trials`: the screening's trials per task. A suite that
 * stops after the day's sample says what of the screening's shift it put down to the day.
 */
export async function confirmSuite(
  c: Comparison,
  trials: number,
  sides: Pick<Sides, 'both'>,
  log: (line: string) => void,
): Promise<SuiteConfirmation> {
  const compared = comparedOf(c);
  const screeningRuns = compared.reduce((n, t) => n + t.head!.runs, 0);
  const sample = daySample(compared, screeningRuns);
  const runs = new SuiteRuns(compared);
  const half = Math.ceil(trials / 2);
  const stages = [
    { list: sample, each: Math.ceil(DAY_SAMPLE_MIN / Math.max(1, sample.length)) },
    { list: compared, each: half },
    { list: compared, each: half },
  ];
  const last = (level: number) => runs.test(level);
  let result = last(1);
  let stage = 0;
  for (const [i, { list, each }] of stages.entries()) {
    if (i > 0) {
      const goOn = i === 1 ? SUITE_KEEP_GOING : FUTILITY;
      if (!(result.drop.p <= goOn || result.rise.p <= goOn)) break;
    }
    log(
      i === 0
        ? `the suite looks worse than the pool: one run of the base commit and one of the head of ${list.length} task(s) side by side, to see the day`
        : `the suite still looks worse than the concurrent base: ${each} run(s) of each side per task`,
    );
    runs.keep(await sides.both(ids(list), each, each));
    stage = i + 1;
    result = last(c.alpha_suite / 2);
  }
  const final = stage === stages.length;
  const regression =
    final && result.any && result.drop.significant
      ? 'drop'
      : final && result.rise.significant
        ? 'errors'
        : null;
  const shift: DayShift | null = stage === 1 ? dayShift(c, runs.baseOf(sample)) : null;
  return {
    screening_p: c.suite.p_value,
    screening_error_p: c.suite.error_p,
    stages: stage,
    stopped_early: !final,
    sample: { tasks: sample.length, each: stages[0]!.each },
    base: result.b,
    head: result.h,
    p_value: result.any ? result.drop.p : null,
    error_p: result.h.runs && result.b.runs ? result.rise.p : null,
    regression,
    ...(shift ? { day_shift: shift } : {}),
  };
}
