// The one status and outcome of a run (DESIGN.md "Outcomes"), from how the conversation ended
// and what the graders, per-turn assertions and checkpoints say. Errors and abstains are not
// graded: they are not verdicts on the agent's work.
import { scoreRun } from '../graders/index.js';
import type { GraderResult, Outcome, RunRecord } from '../results/schema.js';

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

export interface ClassifyOptions {
  onMissingInput: 'skip' | 'fail';
  grade: () => Promise<{ results: GraderResult[]; error?: string }>;
}

function synthetic(
  name: string,
  type: string,
  passed: number,
  total: number,
  feedback: string,
): GraderResult {
  return {
    name,
    type,
    score: total ? passed / total : 1,
    weight: 1,
    passed: passed === total,
    feedback,
    duration_ms: 0,
  };
}

/** Per-turn assertions and checkpoints as grader results, so that scores and reports see them. */
function conversationChecks(record: RunRecord): GraderResult[] {
  const checks: GraderResult[] = [];
  const assertions = record.turns.flatMap((t) => t.assertions.map((a) => ({ turn: t.index, a })));
  if (assertions.length) {
    const failing = assertions.filter(({ a }) => !a.passed);
    checks.push(
      synthetic(
        'turn assertions',
        'turn_assertions',
        assertions.length - failing.length,
        assertions.length,
        failing.length
          ? failing.map(({ turn, a }) => `turn ${turn + 1} ${a.type}: ${a.message}`).join('; ')
          : `${assertions.length} assertion(s) passed`,
      ),
    );
  }
  const required = record.checkpoints.filter((c) => c.required);
  if (required.length) {
    const missing = required.filter((c) => !c.reached);
    checks.push(
      synthetic(
        'checkpoints',
        'checkpoints',
        required.length - missing.length,
        required.length,
        missing.length
          ? `not reached: ${missing.map((c) => `${c.id} (${c.message})`).join('; ')}`
          : `all ${required.length} required checkpoint(s) reached`,
      ),
    );
  }
  return checks;
}

export async function classify(
  record: RunRecord,
  ending: Ending,
  options: ClassifyOptions,
): Promise<void> {
  if (ending.kind === 'cancelled') throw new Error('a cancelled run is not classified');
  if (ending.kind === 'error') {
    record.status = 'error';
    record.outcome = ending.outcome;
    record.error = { message: ending.message, kind: ending.where };
    return;
  }
  if (ending.outcome === 'abstained') {
    record.status = 'abstained';
    record.outcome = 'abstained';
    return;
  }
  if (ending.outcome === 'awaiting_input' && options.onMissingInput === 'skip') {
    record.status = 'skipped';
    record.outcome = 'awaiting_input';
    return;
  }
  const graded = await options.grade();
  const results = [...graded.results, ...conversationChecks(record)];
  if (ending.outcome === 'awaiting_input') {
    results.push(
      synthetic(
        'input',
        'awaiting_input',
        0,
        1,
        'the agent asked a question and no input source was configured (--on-missing-input fail)',
      ),
    );
  }
  record.graders = results;
  const score = scoreRun(results);
  record.score = score.score;
  record.weighted_score = score.weightedScore;
  if (graded.error) {
    record.status = 'error';
    record.outcome = 'grader_error';
    record.error = { message: graded.error, kind: 'grader' };
    return;
  }
  const conversationOutcome = ending.outcome === 'awaiting_input' ? 'completed' : ending.outcome;
  record.status = score.passed ? 'passed' : 'failed';
  const checkpointsMissing = record.checkpoints.some((c) => c.required && !c.reached);
  record.outcome =
    !score.passed && checkpointsMissing ? 'checkpoints_missing' : conversationOutcome;
}
