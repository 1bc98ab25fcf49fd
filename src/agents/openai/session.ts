// The built-in agent loop over Chat Completions: one turn = completions and tool round trips
// until the model answers without tool calls, or the iteration cap is reached. The history is
// kept across the turns of the session.
import type OpenAI from 'openai';
import { LlmAbortError, LlmConfigError } from '../../llm/errors.js';
import type { Llm } from '../../llm/types.js';
import type { StopReason, ToolCallRecord, Usage } from '../../results/schema.js';
import { addUsage, emptyUsage } from '../../results/usage.js';
import { AgentError, type AgentSession, type TurnOptions, type TurnResult } from '../types.js';
import type { PromptMedia } from '../../suites/model.js';
import { resultText, toolDefinitions, type AgentTool, type ToolOutcome } from './tools.js';
import { usageOfCompletion } from '../../llm/usage.js';

type Message = OpenAI.Chat.ChatCompletionMessageParam;

export interface OpenAiSessionOptions {
  llm: Llm;
  model: string;
  system: string;
  /** Appended to the first user message (per-run facts, kept out of the system prompt). */
  firstTurnNote?: string;
  tools: AgentTool[];
  maxIterations: number;
  temperature?: number;
  onClose: () => Promise<void>;
}

export class OpenAiSession implements AgentSession {
  private readonly messages: Message[];
  private readonly tools = new Map<string, AgentTool>();
  private closed?: Promise<void>;

  constructor(private readonly options: OpenAiSessionOptions) {
    this.messages = [{ role: 'system', content: options.system }];
    // Later tools win by name: mock tools (last) may stand in for built-in ones.
    for (const tool of options.tools) this.tools.set(tool.name, tool);
  }

  async sendTurn(input: string, { signal, onEvent, media }: TurnOptions): Promise<TurnResult> {
    if (this.closed) throw new AgentError('the agent session is closed');
    const start = this.messages.length;
    const note = start === 1 && this.options.firstTurnNote;
    const text = note ? `${input}\n\n${note}` : input;
    this.messages.push({ role: 'user', content: media?.length ? contentParts(text, media) : text });
    const turn = {
      texts: [] as string[],
      toolCalls: [] as ToolCallRecord[],
      skills: [] as string[],
      usage: emptyUsage(),
    };
    const definitions = toolDefinitions([...this.tools.values()]);
    try {
      for (let iteration = 0; iteration < this.options.maxIterations; iteration++) {
        const completion = await this.options.llm.chat(
          {
            model: this.options.model,
            messages: this.messages,
            ...(definitions.length > 0 ? { tools: definitions } : {}),
            ...(this.options.temperature !== undefined
              ? { temperature: this.options.temperature }
              : {}),
          },
          {
            role: 'agent',
            signal,
            stream: true,
            onDelta: (text) => onEvent({ type: 'text', text }),
          },
        );
        const usage = usageOfCompletion(completion.usage, this.options.model);
        addUsage(turn.usage, usage);
        onEvent({ type: 'usage', usage });
        const choice = completion.choices[0];
        const message = choice?.message;
        if (!message) throw new AgentError('the model returned no message');
        const calls = (message.tool_calls ?? []).filter((c) => c.type === 'function');
        this.messages.push({
          role: 'assistant',
          content: message.content ?? null,
          ...(calls.length > 0 ? { tool_calls: calls } : {}),
        });
        if (message.content) turn.texts.push(message.content);
        if (calls.length === 0) {
          return this.result(turn, stopReasonOf(choice.finish_reason));
        }
        for (const call of calls) {
          signal.throwIfAborted();
          const record = await this.runTool(call.function.name, call.function.arguments, signal);
          this.messages.push({
            role: 'tool',
            tool_call_id: call.id,
            content: resultText(record.result),
          });
          turn.toolCalls.push(record.call);
          onEvent({ type: 'tool_call', call: record.call });
          if (record.skill) {
            turn.skills.push(record.skill);
            onEvent({ type: 'skill', name: record.skill });
          }
        }
      }
      return this.result(turn, 'max_iterations');
    } catch (error) {
      // A failed turn leaves no half conversation (tool calls without answers) behind.
      this.messages.length = start;
      throw asAgentError(error, signal);
    }
  }

  private result(
    turn: { texts: string[]; toolCalls: ToolCallRecord[]; skills: string[]; usage: Usage },
    stopReason: StopReason,
  ): TurnResult {
    return {
      output: turn.texts.join('\n\n'),
      toolCalls: turn.toolCalls,
      skillInvocations: turn.skills,
      usage: turn.usage,
      stopReason,
    };
  }

  private async runTool(
    name: string,
    rawArguments: string,
    signal: AbortSignal,
  ): Promise<{ call: ToolCallRecord; result: unknown; skill?: string }> {
    const started = performance.now();
    let args: unknown = rawArguments;
    let outcome: ToolOutcome;
    try {
      args = rawArguments.trim() ? JSON.parse(rawArguments) : {};
    } catch {
      // Recorded with the raw text; the model is told so it can retry.
    }
    const tool = this.tools.get(name);
    if (!tool) {
      outcome = { result: `error: unknown tool "${name}"`, success: false };
    } else if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      outcome = { result: 'error: the arguments are not a JSON object', success: false };
    } else {
      try {
        outcome = await tool.run(args as Record<string, unknown>, signal);
      } catch (error) {
        signal.throwIfAborted();
        outcome = {
          result: `error: ${error instanceof Error ? error.message : String(error)}`,
          success: false,
        };
      }
    }
    const call: ToolCallRecord = {
      name,
      arguments: args,
      result: outcome.result,
      success: outcome.success,
      duration_ms: Math.round(performance.now() - started),
    };
    return { call, result: outcome.result, ...(outcome.skill ? { skill: outcome.skill } : {}) };
  }

  close(): Promise<void> {
    this.closed ??= this.options.onClose();
    return this.closed;
  }
}

/** Text and media as Chat Completions content parts (image_url, input_audio). */
function contentParts(text: string, media: PromptMedia[]): OpenAI.Chat.ChatCompletionContentPart[] {
  const parts: OpenAI.Chat.ChatCompletionContentPart[] = text ? [{ type: 'text', text }] : [];
  for (const m of media) {
    if (m.kind === 'image') {
      const url = m.url ?? `data:${m.mimeType};base64,${m.data ?? ''}`;
      parts.push({ type: 'image_url', image_url: { url } });
    } else {
      // The SDK types name wav and mp3; other formats go as written, for servers that take them.
      const format = (m.format ?? 'wav') as 'wav' | 'mp3';
      parts.push({ type: 'input_audio', input_audio: { data: m.data ?? '', format } });
    }
  }
  return parts;
}

/** Chat Completions' finish_reason onto the adapters' one set. */
function stopReasonOf(finish: string | null | undefined): StopReason {
  if (finish === 'stop' || !finish) return 'end_turn';
  if (finish === 'length') return 'max_tokens';
  if (finish === 'content_filter') return 'refusal';
  return 'other';
}

function asAgentError(error: unknown, signal: AbortSignal): unknown {
  if (error instanceof AgentError) return error;
  if (signal.aborted || error instanceof LlmAbortError) {
    return new AgentError('the turn was cancelled');
  }
  if (error instanceof LlmConfigError) return new AgentError(error.message, 'config_error');
  return new AgentError(error instanceof Error ? error.message : String(error));
}
