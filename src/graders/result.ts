// Building grader results: a score from checks, feedback that lists what failed.
import type { GraderSpec } from '../suites/model.js';
import type { GraderResult } from '../results/schema.js';

export type GradeOutcome = Omit<GraderResult, 'duration_ms'>;

export interface Check {
  /** What was checked, e.g. `contains "agents/x.yaml"`. */
  label: string;
  passed: boolean;
  /** Why it failed (or extra detail). */
  detail?: string;
}

/** Score = share of checks that passed; passed = all of them. No checks = pass. */
export function fromChecks(
  spec: GraderSpec,
  checks: Check[],
  extra?: Record<string, unknown>,
): GradeOutcome {
  const failed = checks.filter((c) => !c.passed);
  const score = checks.length === 0 ? 1 : (checks.length - failed.length) / checks.length;
  const feedback =
    checks.length === 0
      ? 'nothing to check'
      : failed.length === 0
        ? `all ${checks.length} check${checks.length === 1 ? '' : 's'} passed`
        : failed.map((c) => (c.detail ? `${c.label}: ${c.detail}` : c.label)).join('; ');
  return {
    name: spec.name,
    type: spec.type,
    score,
    weight: spec.weight,
    passed: failed.length === 0,
    feedback,
    details: { checks, ...extra },
  };
}

export function outcome(
  spec: GraderSpec,
  passed: boolean,
  score: number,
  feedback: string,
  details?: Record<string, unknown>,
): GradeOutcome {
  return {
    name: spec.name,
    type: spec.type,
    score: Math.min(1, Math.max(0, Number.isFinite(score) ? score : 0)),
    weight: spec.weight,
    passed,
    feedback,
    ...(details ? { details } : {}),
  };
}
