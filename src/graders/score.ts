// The composite score of a run from its grader results.
import type { GraderResult } from '../results/schema.js';

/**
 * score = mean of the grader scores; weightedScore = sum(score x weight) / sum(weight) (the mean
 * when every weight is 0); passed = every grader passed. No graders: score 1 and passed (a run
 * with nothing to check is not a failure; the engine still fails it on a missing checkpoint).
 * A grader that did not apply (`applicable: false`) is left out of all three.
 */
export function scoreRun(all: GraderResult[]): {
  score: number;
  weightedScore: number;
  passed: boolean;
} {
  const results = all.filter((r) => r.applicable !== false);
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
