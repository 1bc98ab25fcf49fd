// What the engine keeps in memory of a finished run for the summary, the report, the console and
// JUnit, once results.jsonl has the run in full: a RunRecord of bounded size. Transcripts, tool
// call payloads, grader details, permission logs, stderr and the agent log are dropped; texts a
// report quotes are cut. So a job's memory grows by a few hundred bytes per run, whatever its
// conversations hold.
import { none } from '../shared/empty.js';
import { truncate } from '../shared/strings.js';
import type { RunRecord, TurnRecord, Usage, UsageByRole } from './schema.js';

/** A quoted message (the agent's last, a question) is shown up to 1,200 characters. */
const MAX_MESSAGE = 1_200;
/** Feedback, reasons and error messages: the report and console show at most 500. */
const MAX_NOTE = 600;
/** Failing turn assertions kept per run (the report lists them). */
const MAX_ASSERTIONS = 20;

/**
 * One shared object for every digested turn (the run's usage by role is kept, not the turns'),
 * and for each role of a run that used none: most runs have no judge, many no agent tokens.
 */
const NO_USAGE: Usage = Object.freeze({
  input_tokens: 0,
  output_tokens: 0,
  total_tokens: 0,
  requests: 0,
});

export function digestRecord(record: RunRecord): RunRecord {
  const { stderr: _stderr, agent_log: _log, ...rest } = record;
  // A passed run is quoted only when it ended asking (its last message); others list failures.
  const passed = record.status === 'passed';
  // Lists most runs leave empty are one shared, frozen empty list: a digest is kept all job long.
  const turns = !passed
    ? digestTurns(record.turns)
    : record.ended_with_question
      ? digestTurns(record.turns).slice(-1)
      : none<TurnRecord>();
  const checkpoints = record.checkpoints
    .filter((c) => c.required && !c.reached)
    .map((c) => ({ ...c, message: truncate(c.message, MAX_NOTE) }));
  return {
    ...rest,
    turns: turns.length ? turns : none(),
    responder: record.responder && {
      ...record.responder,
      reason: record.responder.reason && truncate(record.responder.reason, MAX_NOTE),
      last_question:
        record.responder.last_question && truncate(record.responder.last_question, MAX_MESSAGE),
    },
    // Only what a report names: the required checkpoints that were not reached.
    checkpoints: checkpoints.length ? checkpoints : none(),
    usage: digestUsage(record.usage),
    graders: record.graders.map(({ details, ...g }) => ({
      ...g,
      feedback: truncate(g.feedback, MAX_NOTE),
      // Which model judged, for the report's note on a model grading itself.
      ...(typeof details?.judge_model === 'string'
        ? { details: { judge_model: details.judge_model } }
        : {}),
    })),
    error: record.error && {
      kind: record.error.kind,
      message: truncate(record.error.message, 2_000),
    },
  };
}

function digestUsage(usage: UsageByRole): UsageByRole {
  const zero = (u: Usage) =>
    u.input_tokens === 0 &&
    u.output_tokens === 0 &&
    u.total_tokens === 0 &&
    u.requests === 0 &&
    u.reported === undefined;
  return {
    agent: zero(usage.agent) ? NO_USAGE : usage.agent,
    responder: zero(usage.responder) ? NO_USAGE : usage.responder,
    judge: zero(usage.judge) ? NO_USAGE : usage.judge,
  };
}

/**
 * The turns a report reads: those with a failing assertion (its message cut) and the last one
 * (the agent's final message, cut); no inputs, tool calls, permissions or per-turn usage.
 */
function digestTurns(turns: TurnRecord[]): TurnRecord[] {
  const last = turns.length - 1;
  let assertions = 0;
  return turns.flatMap((turn, index) => {
    const failing = turn.assertions.filter((a) => !a.passed);
    if (index !== last && failing.length === 0) return [];
    const kept = failing
      .slice(0, Math.max(0, MAX_ASSERTIONS - assertions))
      .map((a) => ({ ...a, message: truncate(a.message, MAX_NOTE) }));
    assertions += kept.length;
    const { permissions: _permissions, ...rest } = turn;
    return [
      {
        ...rest,
        input: '',
        output: index === last ? truncate(turn.output, MAX_MESSAGE) : '',
        tool_calls: [],
        skill_invocations: [],
        assertions: kept,
        usage: NO_USAGE,
      },
    ];
  });
}
