// Per-task aggregates over trials, as summary.json reports them.
import type { RunRecord } from './schema.js';

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
