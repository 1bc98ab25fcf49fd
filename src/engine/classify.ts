// The one status and outcome of a run (DESIGN.md "Outcomes"), from how the conversation ended
// and what the graders, per-turn assertions and checkpoints say. Errors and abstains are not
// graded: they are not verdicts on the agent's work. Graders see the conversation's real
// outcome, and the verdict is a typed status/outcome pair (an impossible one cannot be built).
import { builtinSpec, fromConversationChecks, fromCount } from '../graders/result.js';
import { scoreRun } from '../graders/score.js';
import type { GraderResult, Outcome, RunDraft, Verdict } from '../results/schema.js';
import type { OnMissingInput } from '../suites/model.js';

export type Ending =
  | {
      kind: 'conversation';
      outcome: 'completed' | 'stopped' | 'abstained' | 'cap_exhausted' | 'awaiting_input';
      reason?: string;
      followupsSent: number;
      lastAgentText: string;
    }
  | { kind: 'error'; outcome: Outcome; message: string; where: string }
  | { kind: 'cancelled' };

/** A result the engine adds after grading (no grader ran it, so no time of its own). */
function added(outcome: Omit<GraderResult, 'duration_ms'>): GraderResult {
  return { ...outcome, duration_ms: 0 };
}

export type ConversationOutcome = 'completed' | 'stopped' | 'cap_exhausted' | 'abstained';

export interface ClassifyOptions {
  onMissingInput: OnMissingInput;
  /**
   * The task lists `abstained` in `expected.outcomes`: an abstain is what it tests (the brief
   * leaves one thing open on purpose), so it is graded, and passes when every check does.
   */
  expectsAbstain?: boolean;
  /** Grades the run as it ended: graders see this outcome, not a placeholder. */
  grade: (outcome: ConversationOutcome) => Promise<{ results: GraderResult[]; error?: string }>;
}

/**
 * The verdict of a finished run; fills in the draft's graders, scores, error and whether the
 * agent ended by asking. finalRecord() then checks the pair against DESIGN's table.
 */
export async function classify(
  record: RunDraft,
  ending: Ending,
  options: ClassifyOptions,
): Promise<Verdict> {
  if (ending.kind === 'cancelled') throw new Error('a cancelled run is not classified');
  if (ending.kind === 'error') {
    record.error = { message: ending.message, kind: ending.where };
    return errorVerdict(ending.outcome);
  }
  // An abstain the task did not ask for is no verdict on the agent: the brief or the skill is
  // too vague, reported apart.
  if (ending.outcome === 'abstained' && !options.expectsAbstain) {
    return { status: 'abstained', outcome: 'abstained' };
  }
  const { outcome } = ending;
  const asked = outcome === 'awaiting_input';
  // The agent ended by asking and nothing could answer: recorded, and graded unless the suite
  // or --on-missing-input asks to skip such runs.
  if (asked) record.ended_with_question = true;
  if (asked && options.onMissingInput === 'skip') {
    return { status: 'skipped', outcome: 'awaiting_input' };
  }
  const conversationOutcome: ConversationOutcome =
    outcome === 'awaiting_input' ? 'completed' : outcome;
  const graded = await options.grade(conversationOutcome);
  const results = [...graded.results, ...fromConversationChecks(record).map(added)];
  if (asked && options.onMissingInput === 'fail') {
    results.push(
      added(
        fromCount(
          builtinSpec('input', 'awaiting_input'),
          0,
          1,
          'the agent asked a question and no input source was configured (on_missing_input: fail)',
        ),
      ),
    );
  }
  record.graders = results;
  const score = scoreRun(results);
  record.score = score.score;
  record.weighted_score = score.weightedScore;
  if (graded.error) {
    record.error = { message: graded.error, kind: 'grader' };
    return { status: 'error', outcome: 'grader_error' };
  }
  if (score.passed) return { status: 'passed', outcome: conversationOutcome };
  const checkpointsMissing = record.checkpoints.some((c) => c.required && !c.reached);
  return {
    status: 'failed',
    outcome: checkpointsMissing ? 'checkpoints_missing' : conversationOutcome,
  };
}

/** An error ending's verdict; an outcome that is not an error's is itself a bug, said so. */
function errorVerdict(outcome: Outcome): Verdict {
  switch (outcome) {
    case 'timeout':
    case 'first_event_timeout':
    case 'agent_error':
    case 'responder_error':
    case 'grader_error':
    case 'config_error':
      return { status: 'error', outcome };
    default:
      throw new Error(`an error ending cannot have outcome ${outcome}`);
  }
}
