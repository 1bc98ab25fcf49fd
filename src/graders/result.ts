// The one adapter from checks to grader results: a grader's checks (`fromChecks`), a verdict
// (`outcome`), a Yao final assertion (`fromAssertion`), and what the conversation checked itself,
// per-turn assertions and checkpoints (`fromConversationChecks`).
import type { Assertion, GraderSpec } from '../suites/model.js';
import type {
  AssertionResult,
  CheckpointRecord,
  GraderResult,
  TurnRecord,
} from '../results/schema.js';

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

/** A Yao final assertion as a grader result: its own verdict, score and message. */
export function fromAssertion(
  spec: GraderSpec,
  assertion: Assertion,
  result: AssertionResult,
): GradeOutcome {
  return outcome(spec, result.passed, result.score ?? (result.passed ? 1 : 0), result.message, {
    assertion: assertion.type,
    negate: assertion.negate,
  });
}

/** A count of things that held (per-turn assertions, checkpoints): score = share, passed = all. */
export function fromCount(
  spec: GraderSpec,
  held: number,
  total: number,
  feedback: string,
): GradeOutcome {
  return outcome(spec, held === total, total ? held / total : 1, feedback);
}

/** A check the engine adds itself (weight 1, no config), e.g. per-turn assertions. */
export function builtinSpec(name: string, type: string): GraderSpec {
  return { type, name, weight: 1, config: {} };
}

/**
 * What the conversation itself checked, as grader results so that scores and reports see them:
 * the per-turn assertions (one result) and the required checkpoints (one result).
 */
export function fromConversationChecks(run: {
  turns: Pick<TurnRecord, 'index' | 'assertions'>[];
  checkpoints: CheckpointRecord[];
}): GradeOutcome[] {
  const results: GradeOutcome[] = [];
  const assertions = run.turns.flatMap((t) => t.assertions.map((a) => ({ turn: t.index, a })));
  if (assertions.length) {
    const failing = assertions.filter(({ a }) => !a.passed);
    results.push(
      fromCount(
        builtinSpec('turn assertions', 'turn_assertions'),
        assertions.length - failing.length,
        assertions.length,
        failing.length
          ? failing.map(({ turn, a }) => `turn ${turn + 1} ${a.type}: ${a.message}`).join('; ')
          : `${assertions.length} assertion(s) passed`,
      ),
    );
  }
  const required = run.checkpoints.filter((c) => c.required);
  if (required.length) {
    const missing = required.filter((c) => !c.reached);
    results.push(
      fromCount(
        builtinSpec('checkpoints', 'checkpoints'),
        required.length - missing.length,
        required.length,
        missing.length
          ? `not reached: ${missing.map((c) => `${c.id} (${c.message})`).join('; ')}`
          : `all ${required.length} required checkpoint(s) reached`,
      ),
    );
  }
  return results;
}
