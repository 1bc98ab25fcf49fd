// The day's shift: when the suite's concurrent sample finds the head like the base today
// (verdict/suite-stages.ts), what the base's sample runs lost against the pool, up to the
// screening's own suite-wide drop, is the provider's day or a stale pool, not the pull request.
// The task candidates are then chosen against the pool moved by that shift, so that a shift
// common to every task is not confirmed task by task. This only chooses which tasks are re-run
// (and how their head-only stage is judged): no tested run is among what it looks at.
import { fisherLower, toNumber } from './exact.js';
import type { Comparison, TaskComparison } from './compare.js';
import type { SideCounts } from './confirmation-record.js';
import { candidatesOf, type Candidate } from './candidates.js';
import { errorRiseP } from './outcome-tests.js';
import { poolSide, verdicts } from './side-counts.js';

export interface DayShift {
  /** Added to every task's pooled verdict pass rate (<= 0). */
  pass_rate: number;
  /** Added to every task's pooled error rate (>= 0). */
  error_rate: number;
}

/**
 * The head's screening against the pool over the compared tasks: its mean drop in the verdict
 * pass rate and rise in the error rate (each task weighted by its head runs), only in the worse
 * direction. Null when there is neither.
 */
export function screeningShift(c: Comparison): DayShift | null {
  let drop = 0;
  let dropWeight = 0;
  let rise = 0;
  let riseWeight = 0;
  for (const t of c.tasks) {
    if (!t.base || !t.head || t.quarantined) continue;
    if (t.base.verdicts && t.head.verdicts) {
      drop += t.head.passed - t.head.verdicts * (t.base.passed / t.base.verdicts);
      dropWeight += t.head.verdicts;
    }
    if (t.base.runs && t.head.runs) {
      rise += t.head.errored - t.head.runs * (t.base.errored / t.base.runs);
      riseWeight += t.head.runs;
    }
  }
  const shift = {
    pass_rate: dropWeight ? Math.min(0, drop / dropWeight) : 0,
    error_rate: riseWeight ? Math.max(0, rise / riseWeight) : 0,
  };
  return shift.pass_rate < 0 || shift.error_rate > 0 ? shift : null;
}

/**
 * What the base's sample runs lost against their tasks' pools (drop in the verdict pass rate,
 * rise in the error rate), each no more than the screening's own suite-wide shift; null when
 * neither is worse.
 */
export function dayShift(
  c: Comparison,
  sample: { t: TaskComparison; runs: SideCounts }[],
): DayShift | null {
  const screening = screeningShift(c);
  if (!screening) return null;
  let drop = 0;
  let dropWeight = 0;
  let rise = 0;
  let riseWeight = 0;
  for (const { t, runs } of sample) {
    const pool = poolSide(t);
    if (verdicts(pool) && verdicts(runs)) {
      drop += runs.passed - verdicts(runs) * (pool.passed / verdicts(pool));
      dropWeight += verdicts(runs);
    }
    if (pool.runs && runs.runs) {
      rise += runs.errored - runs.runs * (pool.errored / pool.runs);
      riseWeight += runs.runs;
    }
  }
  const base = {
    pass_rate: dropWeight ? Math.min(0, drop / dropWeight) : 0,
    error_rate: riseWeight ? Math.max(0, rise / riseWeight) : 0,
  };
  const shift = {
    pass_rate: Math.max(base.pass_rate, screening.pass_rate),
    error_rate: Math.min(base.error_rate, screening.error_rate),
  };
  return shift.pass_rate < 0 || shift.error_rate > 0 ? shift : null;
}

const clip = (x: number) => Math.min(1, Math.max(0, x));

/** A task's pooled side moved by the shift (its counts rounded to whole runs). */
export function shiftedPool(t: TaskComparison, shift: DayShift | null): SideCounts {
  const pool = poolSide(t);
  if (!shift) return pool;
  const v = verdicts(pool);
  const passed = v ? Math.round(clip(pool.passed / v + shift.pass_rate) * v) : 0;
  const errored = pool.runs
    ? Math.round(clip(pool.errored / pool.runs + shift.error_rate) * pool.runs)
    : 0;
  return { ...pool, passed, failed: v - passed, errored };
}

/**
 * The candidates (verdict/candidates.ts) with each task's screening p-values of the drop and
 * of the rise in errors taken against its shifted pool.
 */
export function candidatesAfterShift(
  c: Comparison,
  shift: DayShift,
  maxTasks: number,
): { chosen: Candidate[]; left: Candidate[]; eligible: number } {
  const originals = new Map<TaskComparison, TaskComparison>();
  const tasks = c.tasks.map((t) => {
    if (!t.base || !t.head) return t;
    const pool = shiftedPool(t, shift);
    const v = verdicts(pool);
    const base = {
      ...t.base,
      passed: pool.passed,
      failed: pool.failed,
      verdicts: v,
      errored: pool.errored,
      pass_rate: v ? pool.passed / v : null,
    };
    const h = t.head;
    const drop =
      v && h.verdicts
        ? fisherLower({
            basePass: pool.passed,
            baseTotal: v,
            headPass: h.passed,
            headTotal: h.verdicts,
          })
        : null;
    const rise = errorRiseP(base, h);
    const moved: TaskComparison = {
      ...t,
      base,
      p_value: drop ? Math.min(1, toNumber(drop)) : null,
      error_p: rise ? Math.min(1, toNumber(rise)) : null,
    };
    originals.set(moved, t);
    return moved;
  });
  const back = (x: Candidate): Candidate => ({ t: originals.get(x.t) ?? x.t, why: x.why });
  const { chosen, left, eligible } = candidatesOf({ ...c, tasks }, maxTasks);
  return { chosen: chosen.map(back), left: left.map(back), eligible };
}
