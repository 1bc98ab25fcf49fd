// What the built-in agent offers the model: named tools with a JSON Schema, each run on the
// model's parsed arguments. Failures are results (success false), never exceptions.
import type OpenAI from 'openai';

export interface ToolOutcome {
  /** Recorded as ToolCallRecord.result; sent to the model as text (JSON when not a string). */
  result: unknown;
  success: boolean;
  /** A skill this call loaded (load_skill). */
  skill?: string;
}

export interface AgentTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  run(args: Record<string, unknown>, signal: AbortSignal): Promise<ToolOutcome>;
}

/** Tool results handed back to the model are capped so one call cannot flood the context. */
export const MAX_TOOL_RESULT_CHARS = 100_000;

export function toolDefinitions(tools: AgentTool[]): OpenAI.Chat.ChatCompletionTool[] {
  return tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
}

export function resultText(result: unknown): string {
  const text = typeof result === 'string' ? result : (JSON.stringify(result) ?? 'null');
  return text.length > MAX_TOOL_RESULT_CHARS
    ? `${text.slice(0, MAX_TOOL_RESULT_CHARS)}\n[truncated: ${text.length} characters in all]`
    : text;
}

export function failure(message: string): ToolOutcome {
  return { result: `error: ${message}`, success: false };
}

/** A string argument, or undefined when absent or not a string. */
export function stringArg(args: Record<string, unknown>, key: string): string | undefined {
  const value = args[key];
  return typeof value === 'string' ? value : undefined;
}

/** Tool names the Chat Completions API accepts: [A-Za-z0-9_-], at most 64 characters. */
export function safeToolName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
}
