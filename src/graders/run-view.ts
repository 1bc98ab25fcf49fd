// What graders read from a finished run, in one place so every grader sees the same thing.
import { finalOutput } from '../results/final-output.js';
import type { GradedRun, ToolCallRecord, TurnRecord } from '../results/schema.js';
import { clip } from '../shared/strings.js';

/** What every grader and final assertion reads from one run: built once per gradeRun. */
export interface RunView {
  /** How the conversation ended (completed, stopped, cap_exhausted). */
  outcome: GradedRun['outcome'];
  turns: TurnRecord[];
  /** The agent's last non-empty message (JSON output, program, Yao final assertions). */
  finalOutput: string;
  /**
   * Waza graders grade "the output": in a multi-turn conversation that is every agent message,
   * joined by blank lines, so `contains` finds a file name reported in any turn and
   * `not_contains` catches a forbidden word in any turn.
   */
  output: string;
  toolCalls: ToolCallRecord[];
  skillInvocations: string[];
  /** Total tokens the agent used (responder and judge are not the agent's cost). */
  agentTokens: number;
  /** False when the agent reported no usage at all (its zeros mean "not reported"). */
  agentUsageReported: boolean;
  /** Time the agent spent answering (the turns), falling back to the run's duration. */
  agentDurationMs: number;
}

export function runView(run: GradedRun): RunView {
  const turnTokens = run.turns.reduce((sum, t) => sum + t.usage.total_tokens, 0);
  const turnMs = run.turns.reduce((sum, t) => sum + t.duration_ms, 0);
  return {
    outcome: run.outcome,
    turns: run.turns,
    finalOutput: finalOutput(run),
    output: run.turns
      .map((t) => t.output)
      .filter((o) => o.length > 0)
      .join('\n\n'),
    toolCalls: run.turns.flatMap((t) => t.tool_calls),
    skillInvocations: run.turns.flatMap((t) => t.skill_invocations),
    agentTokens: Math.max(turnTokens, run.usage.agent.total_tokens),
    // From the turns: the run's own sum is made after grading.
    agentUsageReported: run.turns.length === 0 || run.turns.some((t) => t.usage.reported !== false),
    agentDurationMs: turnMs > 0 ? turnMs : run.duration_ms,
  };
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
