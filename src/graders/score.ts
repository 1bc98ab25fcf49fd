// The composite score of a run from its grader results.
import type { GraderResult, RunRecord } from '../results/schema.js';

/**
 * score = mean of the grader scores; weightedScore = sum(score x weight) / sum(weight) (the mean
 * when every weight is 0); passed = every grader passed. No graders: score 1 and passed (a run
 * with nothing to check is not a failure; the engine still fails it on a missing checkpoint).
 */
export function scoreRun(results: GraderResult[]): {
  score: number;
  weightedScore: number;
  passed: boolean;
} {
  if (results.length === 0) return { score: 1, weightedScore: 1, passed: true };
  const clamp = (n: number) => Math.min(1, Math.max(0, Number.isFinite(n) ? n : 0));
  const score = clamp(results.reduce((sum, r) => sum + r.score, 0) / results.length);
  const totalWeight = results.reduce((sum, r) => sum + r.weight, 0);
  const weightedScore =
    totalWeight > 0
      ? clamp(results.reduce((sum, r) => sum + r.score * r.weight, 0) / totalWeight)
      : score;
  return { score, weightedScore, passed: results.every((r) => r.passed) };
}

export interface TaskAggregate {
  trials: number;
  /** Runs whose status is passed. */
  passed: number;
  passRate: number;
  /** Mean of the runs' weighted scores. */
  meanScore: number;
  /** Population standard deviation of the weighted scores. */
  scoreStddev: number;
  /** Some trials passed and some did not. */
  flaky: boolean;
}

/**
 * Per-task aggregates over its trials (the same definitions as summary.json's TaskSummary):
 * pass rate = passed / trials, mean and spread of weighted_score, flaky = mixed verdicts.
 */
export function aggregateTask(
  records: readonly Pick<RunRecord, 'status' | 'weighted_score'>[],
): TaskAggregate {
  const trials = records.length;
  if (trials === 0) {
    return { trials, passed: 0, passRate: 0, meanScore: 0, scoreStddev: 0, flaky: false };
  }
  const passed = records.filter((r) => r.status === 'passed').length;
  const scores = records.map((r) => r.weighted_score);
  const mean = scores.reduce((a, b) => a + b, 0) / trials;
  const variance = scores.reduce((a, s) => a + (s - mean) ** 2, 0) / trials;
  return {
    trials,
    passed,
    passRate: passed / trials,
    meanScore: mean,
    scoreStddev: Math.sqrt(variance),
    flaky: passed > 0 && passed < trials,
  };
}
