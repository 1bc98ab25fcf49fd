// Which graders apply to a run. A task that expects an abstain tests that the agent asks for
// what its brief leaves open on purpose; when the responder abstained as expected, the
// conversation never reached the finished product the suite's graders check. Those are recorded
// as not applicable, with the reason, instead of failing a run that did what the task tests: the
// run is judged by the outcome expectation and the task's own graders. A run of such a task that
// did not abstain is graded by every grader, as any other run.
import type { GraderResult, Outcome } from '../results/schema.js';
import type { Expected, GraderSpec } from '../suites/model.js';
import { expectsAbstain } from './expected.js';
import type { GradeOutcome } from './result.js';

export const SUITE_GRADER_NOT_APPLICABLE =
  'not applicable: the run abstained as its task expects, so the conversation never reached ' +
  'the finished product this suite grader checks';

/** Do the suite's graders (and its command_mocks' expect_calls) apply to a run that ended so? */
export function suiteGradersApply(expected: Pick<Expected, 'outcomes'>, outcome: Outcome): boolean {
  return !(outcome === 'abstained' && expectsAbstain(expected));
}

/**
 * A grader that did not apply: `applicable: false` with the reason. `passed` and a weight of 0
 * keep it out of every failure count and weighted score, also for readers that predate the field;
 * scoreRun leaves it out of the mean.
 */
export function notApplicable(spec: Pick<GraderSpec, 'name' | 'type'>): GradeOutcome {
  return {
    name: spec.name,
    type: spec.type,
    score: 1,
    weight: 0,
    passed: true,
    feedback: SUITE_GRADER_NOT_APPLICABLE,
    applicable: false,
  };
}

/** The suite-level results the engine adds after grading (command_mocks' expect_calls), as not applicable. */
export function suiteChecksNotApplicable(results: GraderResult[]): GraderResult[] {
  return results.map((r) =>
    r.type === 'command_mocks' ? { ...notApplicable(r), duration_ms: r.duration_ms } : r,
  );
}
