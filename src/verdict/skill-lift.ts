// Does the skill help? (issue 48): each task ran its trials with the suite's skills ("with") and
// without them ("without"), interleaved in the same job; this module turns the counts into
// claims. Pure: no I/O. The choices, and why (the figures are in docs/benchmarks.md, "Skill lift"):
// - Per task, the interval of the difference of pass rates is Newcombe's hybrid score interval
//   (his method 10, from the two arms' Wilson intervals): it covers well at 3 to 10 trials, never
//   leaves [-1, 1] and is defined at 0/n and n/n, where the Wald interval collapses to a point.
// - Per task, "helps" and "hurts" are each tested with Fisher's exact one-sided test (the pass
//   total fixed), the gate's own (exact.ts), so the p-values are exact rationals.
// - Across the suite's tasks, Holm's step-down on the "helps" p-values at level / 2 and,
//   separately, on the "hurts" ones at level / 2. Each Holm controls its family-wise error for
//   any configuration of lifts (no independence needed), so the chance of any false claim, in
//   either direction and on any task — a wrong-direction claim on a task that really moves
//   included — is at most level. A task cannot be claimed both ways: its two one-sided p-values
//   sum to more than 1.
// - The suite's pooled claim: the exact conditional stratified test (each task a stratum, the
//   sum of the "with" passes; exact.ts stratifiedLower, as the gate's suite test) in each
//   direction at level / 2, a family of its own. pooled.difference is the unweighted mean of the
//   per-task differences (every task counts once, as in the suite's scorecard).
// - Interleaving puts a drift of the agent or provider during the job into both arms alike; the
//   conditional tests then stay at or under their level (the bench's drift world checks it).
// - No percent changes anywhere: a rate of an arm with no ended runs is NaN (null in JSON), never
//   a division by zero shown as a figure.
import { wilson95 } from '../results/reliability.js';
import {
  choose,
  decimalRational,
  fisherLower,
  holm,
  scale,
  stratifiedLower,
  toNumber,
} from './exact.js';
import type { Rational, Table } from './exact.js';
import { studentTQuantile } from './student-t.js';

export const DEFAULT_LIFT_LEVEL = 0.05;

/** Runs that ended, per arm. */
export interface ArmCounts {
  passed: number;
  runs: number;
}
export interface LiftInput {
  task: string;
  with: ArmCounts;
  without: ArmCounts;
}
export interface Interval {
  low: number;
  high: number;
}
export type LiftClaim = 'helps' | 'hurts' | 'no_evidence';
export interface TaskLift {
  task: string;
  with: ArmCounts & { rate: number };
  without: ArmCounts & { rate: number };
  /** with.rate - without.rate (NaN when an arm has no runs). */
  difference: number;
  /** 95 % interval of the difference (Newcombe's hybrid score; [-1, 1] when an arm has no runs). */
  interval: Interval;
  /** One-sided exact p for "with > without". */
  p_helps: number;
  /** One-sided exact p for "with < without". */
  p_hurts: number;
  /** After Holm across the suite's tasks. */
  claim: LiftClaim;
}
export interface SuiteLift {
  tasks: TaskLift[];
  pooled: { difference: number; p_helps: number; p_hurts: number; claim: LiftClaim };
  /** Counts of task claims. */
  helps: number;
  hurts: number;
  no_evidence: number;
  /** The alpha used. */
  level: number;
}

function checkArm(task: string, arm: ArmCounts): void {
  const { passed, runs } = arm;
  if (!Number.isInteger(passed) || !Number.isInteger(runs) || passed < 0 || passed > runs)
    throw new RangeError(`${task}: an arm needs 0 <= passed <= runs, got ${passed}/${runs}`);
}

const rate = (arm: ArmCounts) => (arm.runs > 0 ? arm.passed / arm.runs : NaN);

/**
 * Newcombe's hybrid score interval for p1 - p2 from the Wilson intervals [l1, u1], [l2, u2]:
 * [d - sqrt((p1 - l1)² + (u2 - p2)²), d + sqrt((u1 - p1)² + (p2 - l2)²)].
 */
export function newcombeInterval(a: ArmCounts, b: ArmCounts): Interval {
  if (a.runs === 0 || b.runs === 0) return { low: -1, high: 1 };
  const p1 = a.passed / a.runs;
  const p2 = b.passed / b.runs;
  const w1 = wilson95(a.passed, a.runs);
  const w2 = wilson95(b.passed, b.runs);
  const d = p1 - p2;
  return {
    low: Math.max(-1, d - Math.hypot(p1 - w1.low, w2.high - p2)),
    high: Math.min(1, d + Math.hypot(w1.high - p1, p2 - w2.low)),
  };
}

/** The table in exact.ts's orientation: "head lower than base" is "`lower` passes less often". */
const table = (higher: ArmCounts, lower: ArmCounts): Table => ({
  basePass: higher.passed,
  baseTotal: higher.runs,
  headPass: lower.passed,
  headTotal: lower.runs,
});

function claimOf(helps: boolean, hurts: boolean): LiftClaim {
  return helps ? 'helps' : hurts ? 'hurts' : 'no_evidence';
}

/** Per-task and pooled lift of a suite's tasks, claims at family-wise `level` (default 0.05). */
export function skillLift(inputs: LiftInput[], level = DEFAULT_LIFT_LEVEL): SuiteLift {
  for (const input of inputs) {
    checkArm(input.task, input.with);
    checkArm(input.task, input.without);
  }
  if (!(level > 0 && level < 1)) throw new RangeError(`level must be in (0, 1), got ${level}`);
  const half = scale(decimalRational(level), 1n, 2n);
  // Only tasks with runs in both arms are tested; the others cannot be claimed either way and
  // would only raise Holm's thresholds.
  const tested = inputs.filter((t) => t.with.runs > 0 && t.without.runs > 0);
  const pHelps = tested.map((t) => fisherLower(table(t.with, t.without)));
  const pHurts = tested.map((t) => fisherLower(table(t.without, t.with)));
  const helps = holm(pHelps, half);
  const hurts = holm(pHurts, half);
  const byTask = new Map<LiftInput, { helps: Rational; hurts: Rational; claim: LiftClaim }>();
  tested.forEach((t, i) =>
    byTask.set(t, { helps: pHelps[i]!, hurts: pHurts[i]!, claim: claimOf(helps[i]!, hurts[i]!) }),
  );
  const tasks = inputs.map((t): TaskLift => {
    const tests = byTask.get(t);
    return {
      task: t.task,
      with: { ...t.with, rate: rate(t.with) },
      without: { ...t.without, rate: rate(t.without) },
      difference: rate(t.with) - rate(t.without),
      interval: newcombeInterval(t.with, t.without),
      p_helps: tests ? Math.min(1, toNumber(tests.helps)) : 1,
      p_hurts: tests ? Math.min(1, toNumber(tests.hurts)) : 1,
      claim: tests?.claim ?? 'no_evidence',
    };
  });
  const count = (claim: LiftClaim) => tasks.filter((t) => t.claim === claim).length;
  return {
    tasks,
    pooled: pooledLift(tested, half),
    helps: count('helps'),
    hurts: count('hurts'),
    no_evidence: count('no_evidence'),
    level,
  };
}

function pooledLift(tested: LiftInput[], half: Rational): SuiteLift['pooled'] {
  const helps = stratifiedLower(
    tested.map((t) => table(t.with, t.without)),
    half,
  );
  const hurts = stratifiedLower(
    tested.map((t) => table(t.without, t.with)),
    half,
  );
  const differences = tested.map((t) => rate(t.with) - rate(t.without));
  return {
    difference: differences.length
      ? differences.reduce((a, b) => a + b, 0) / differences.length
      : NaN,
    p_helps: helps.p,
    p_hurts: hurts.p,
    claim: claimOf(helps.significant, hurts.significant),
  };
}

/** A measure besides passing, per run (follow-ups, turns, tokens, cost...), with vs without. */
export interface MeasureLift {
  with: number;
  without: number;
  difference: number;
  interval: Interval | null;
  n_with: number;
  n_without: number;
}

function meanAndVariance(values: number[]): { mean: number; variance: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const squares = values.reduce((a, v) => a + (v - mean) * (v - mean), 0);
  return { mean, variance: values.length > 1 ? squares / (values.length - 1) : NaN };
}

/**
 * Means of a measure with and without the skills, and Welch's 95 % interval of their difference
 * with the t quantile at Welch–Satterthwaite's degrees of freedom (null when an arm has fewer
 * than 2 values). A mean of an arm without values is NaN. When neither arm varies, the interval
 * is the difference itself: the runs show no spread to widen it by.
 */
export function measureLift(withValues: number[], withoutValues: number[]): MeasureLift {
  for (const v of [...withValues, ...withoutValues])
    if (!Number.isFinite(v)) throw new RangeError(`a measure must be a finite number, got ${v}`);
  const a = meanAndVariance(withValues);
  const b = meanAndVariance(withoutValues);
  const difference = a.mean - b.mean;
  const lift = {
    with: a.mean,
    without: b.mean,
    difference,
    n_with: withValues.length,
    n_without: withoutValues.length,
  };
  if (withValues.length < 2 || withoutValues.length < 2) return { ...lift, interval: null };
  const va = a.variance / withValues.length;
  const vb = b.variance / withoutValues.length;
  if (va + vb === 0) return { ...lift, interval: { low: difference, high: difference } };
  const df =
    ((va + vb) * (va + vb)) /
    ((va * va) / (withValues.length - 1) + (vb * vb) / (withoutValues.length - 1));
  const half = studentTQuantile(0.975, df) * Math.sqrt(va + vb);
  return { ...lift, interval: { low: difference - half, high: difference + half } };
}

/** Pairwise judge outcomes: exact two-sided sign test (ties dropped), and one-sided ones. */
export interface SignTest {
  wins: number;
  losses: number;
  ties: number;
  p_two_sided: number;
  p_wins: number;
  p_losses: number;
}

/** P(X >= k) for X ~ Binomial(n, 1/2), exactly. */
function upperTail(k: number, n: number): Rational {
  let num = 0n;
  for (let i = k; i <= n; i++) num += choose(n, i);
  return { num, den: 1n << BigInt(n) };
}

/**
 * The exact sign test: p_wins = P(X >= wins), p_losses = P(X >= losses) for X ~ Bin(wins +
 * losses, 1/2); the two-sided p is twice the smaller, at most 1. All 1 when every pair tied.
 */
export function signTest(wins: number, losses: number, ties: number): SignTest {
  for (const [name, v] of Object.entries({ wins, losses, ties }))
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`${name} must be a count, got ${v}`);
  const n = wins + losses;
  const pWins = upperTail(wins, n);
  const pLosses = upperTail(losses, n);
  const smaller = Math.min(toNumber(pWins), toNumber(pLosses));
  return {
    wins,
    losses,
    ties,
    p_two_sided: Math.min(1, 2 * smaller),
    p_wins: Math.min(1, toNumber(pWins)),
    p_losses: Math.min(1, toNumber(pLosses)),
  };
}

/** One sentence the report prints: "helps on 4 tasks, hurts on 1, no evidence either way on 7". */
export function liftSentence(lift: SuiteLift): string {
  const tasks = lift.helps === 1 ? 'task' : 'tasks';
  return `helps on ${lift.helps} ${tasks}, hurts on ${lift.hurts}, no evidence either way on ${lift.no_evidence}`;
}
