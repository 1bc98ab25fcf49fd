// What a suite set's history says per task: the pass-rate series, where it changed, the Wilson
// 95 % interval of the runs since then, the cost series, and whether the task is flaky.
//
// A change point is found by binary segmentation with exact tests: over a segment of the series
// (each run's verdict runs, passed and failed), every split into "before" and "after" is tested
// with both one-sided Fisher tests of after against before (verdict/exact.ts), and the split with
// the smallest p is a change when that p, Bonferroni-corrected for the splits and both sides
// (p x 2 x splits), is at most CHANGE_LEVEL; each side is then searched the same way. Named at the
// first run after the split: its commit is the first that shows the new rate. A task whose
// identity changed is still one series (its definition changing is often why its rate moved).
//
// Flaky: verdict/flaky.ts's rule (at least FLAKY_MIN_JOBS runs with verdicts, the pooled Wilson
// interval inside (FLAKY_LOW, FLAKY_HIGH)) over the runs since the last change, so that a task
// that went from passing to failing is a change, not a task with a rate of one half.
import { wilson95 } from '../results/reliability.js';
import type { HistoryRun } from '../results/history-schema.js';
import { atMost, decimalRational, fisherLower, scale, toNumber, type Rational } from './exact.js';
import { flakyOnMain, type FlakyOnMain } from './flaky.js';

/** The family-wise level of a segment's change test (after the Bonferroni correction). */
export const CHANGE_LEVEL = 0.05;
/** Segments are split at most this deep: a series of 90 runs has few real regimes. */
const MAX_DEPTH = 4;

/** One run of one task. */
export interface HistoryPoint {
  /** Index of the run in the history. */
  run: number;
  commit: string | null;
  date: string;
  passed: number;
  failed: number;
  trials: number;
  pass_rate: number;
  abstained: number;
  cap_exhausted: number;
  errored: number;
  tokens: number;
  cost_usd: number | null;
  model: string | null;
}

export interface ChangePoint {
  /** Index in the task's points of the first run after the change. */
  at: number;
  /** The commit of that run (null when the summary named none). */
  commit: string | null;
  date: string;
  /** Pooled verdict pass rates of the segment before and after. */
  before: number;
  after: number;
  /** The corrected p-value (p x 2 x splits). */
  p: number;
}

export interface TaskTrend {
  suite: string;
  task_id: string;
  task_name: string;
  points: HistoryPoint[];
  changes: ChangePoint[];
  /** The runs since the last change: pooled verdict pass rate and its Wilson 95 % interval. */
  now: { passed: number; verdicts: number; rate: number; low: number; high: number; runs: number };
  flaky: FlakyOnMain | null;
}

const verdicts = (p: { passed: number; failed: number }) => p.passed + p.failed;

/** Every task of the history, in the order it first appears, with its series. */
export function taskSeries(
  runs: readonly HistoryRun[],
): Map<string, { suite: string; task_id: string; task_name: string; points: HistoryPoint[] }> {
  const tasks = new Map<
    string,
    { suite: string; task_id: string; task_name: string; points: HistoryPoint[] }
  >();
  runs.forEach((run, index) => {
    for (const t of run.tasks) {
      const key = `${t.suite}\u0000${t.task_id}`;
      let entry = tasks.get(key);
      if (!entry)
        tasks.set(
          key,
          (entry = { suite: t.suite, task_id: t.task_id, task_name: t.task_name, points: [] }),
        );
      entry.task_name = t.task_name;
      entry.points.push({
        run: index,
        commit: run.commit,
        date: run.date,
        passed: t.passed,
        failed: t.failed,
        trials: t.trials,
        pass_rate: t.pass_rate,
        abstained: t.abstained,
        cap_exhausted: t.cap_exhausted,
        errored: t.errored,
        tokens: t.tokens,
        cost_usd: t.cost_usd,
        model: t.model,
      });
    }
  });
  return tasks;
}

function sum(points: readonly HistoryPoint[]): { passed: number; total: number } {
  let passed = 0;
  let total = 0;
  for (const p of points) {
    passed += p.passed;
    total += verdicts(p);
  }
  return { passed, total };
}

/** The most significant split of points[from, to), or null when none is significant. */
function bestSplit(points: readonly HistoryPoint[], from: number, to: number): ChangePoint | null {
  // Running sums: before[i] is points[from, i)'s.
  const before: { passed: number; total: number }[] = [{ passed: 0, total: 0 }];
  for (let i = from; i < to; i++) {
    const last = before.at(-1)!;
    const p = points[i]!;
    before.push({ passed: last.passed + p.passed, total: last.total + verdicts(p) });
  }
  const all = before.at(-1)!;
  // Every verdict passed, or none did: no split can differ (the common case, tested for free).
  if (all.passed === 0 || all.passed === all.total) return null;
  // Only splits between runs with verdicts: a run without any says nothing of the rate.
  const cuts: number[] = [];
  for (let i = from + 1; i < to; i++) {
    if (verdicts(points[i]!) > 0 && before[i - from]!.total > 0) cuts.push(i);
  }
  if (!cuts.length) return null;
  let best: { at: number; p: Rational } | null = null;
  for (const at of cuts) {
    const a = before[at - from]!;
    const b = { passed: all.passed - a.passed, total: all.total - a.total };
    const fell = fisherLower({
      basePass: a.passed,
      baseTotal: a.total,
      headPass: b.passed,
      headTotal: b.total,
    });
    const rose = fisherLower({
      basePass: b.passed,
      baseTotal: b.total,
      headPass: a.passed,
      headTotal: a.total,
    });
    const p = atMost(fell, rose) ? fell : rose;
    if (!best || !atMost(best.p, p)) best = { at, p };
  }
  const corrected = scale(best!.p, BigInt(2 * cuts.length), 1n);
  if (!atMost(corrected, decimalRational(CHANGE_LEVEL))) return null;
  const a = sum(points.slice(from, best!.at));
  const b = sum(points.slice(best!.at, to));
  const first = points[best!.at]!;
  return {
    at: best!.at,
    commit: first.commit,
    date: first.date,
    before: a.passed / a.total,
    after: b.passed / b.total,
    p: Math.min(1, toNumber(corrected)),
  };
}

/** The change points of a series, in order (binary segmentation, CHANGE_LEVEL per segment). */
export function changePoints(points: readonly HistoryPoint[]): ChangePoint[] {
  const found: ChangePoint[] = [];
  const search = (from: number, to: number, depth: number) => {
    if (depth > MAX_DEPTH || to - from < 2) return;
    const split = bestSplit(points, from, to);
    if (!split) return;
    found.push(split);
    search(from, split.at, depth + 1);
    search(split.at, to, depth + 1);
  };
  search(0, points.length, 1);
  found.sort((x, y) => x.at - y.at);
  // Each change's rates are of the runs between it and its neighbours, not of the segment it
  // was found in (which a later split may have cut).
  return found.map((c, i) => {
    const a = sum(points.slice(found[i - 1]?.at ?? 0, c.at));
    const b = sum(points.slice(c.at, found[i + 1]?.at ?? points.length));
    return { ...c, before: a.passed / a.total, after: b.passed / b.total };
  });
}

/** Every task's trend, in the order the history first names them. */
export function historyTrends(runs: readonly HistoryRun[]): TaskTrend[] {
  return [...taskSeries(runs).values()].map((task) => {
    const changes = changePoints(task.points);
    const since = task.points.slice(changes.at(-1)?.at ?? 0);
    const { passed, total } = sum(since);
    const { low, high } = wilson95(passed, total);
    const flaky = flakyOnMain(
      since.map((p) => ({ commit: p.commit, passed: p.passed, failed: p.failed })),
    );
    return {
      ...task,
      changes,
      now: {
        passed,
        verdicts: total,
        rate: total ? passed / total : 0,
        low,
        high,
        runs: since.length,
      },
      flaky,
    };
  });
}
