// What graders read from a finished run, in one place so every grader sees the same thing.
import type { GradedRun, ToolCallRecord } from '../results/schema.js';
import { clip } from '../shared/strings.js';

/**
 * Waza graders grade "the output": in a multi-turn conversation that is every agent message,
 * joined by blank lines, so `contains` finds a file name reported in any turn and
 * `not_contains` catches a forbidden word in any turn.
 */
export function conversationOutput(run: GradedRun): string {
  return run.turns
    .map((t) => t.output)
    .filter((o) => o.length > 0)
    .join('\n\n');
}

export function allToolCalls(run: GradedRun): ToolCallRecord[] {
  return run.turns.flatMap((t) => t.tool_calls);
}

export function allSkillInvocations(run: GradedRun): string[] {
  return run.turns.flatMap((t) => t.skill_invocations);
}

/** Total tokens the agent used (responder and judge are not the agent's cost). */
export function agentTokens(run: GradedRun): number {
  const fromTurns = run.turns.reduce((sum, t) => sum + t.usage.total_tokens, 0);
  return Math.max(fromTurns, run.usage.agent.total_tokens);
}

/** Time the agent spent answering (the turns), falling back to the run's duration. */
export function agentDurationMs(run: GradedRun): number {
  const turns = run.turns.reduce((sum, t) => sum + t.duration_ms, 0);
  return turns > 0 ? turns : run.duration_ms;
}

/** JSON for feedback, never throws (cycles, bigint). */
export function show(value: unknown, max = 200): string {
  let text: string;
  try {
    text =
      typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return clip(text, max);
}
