// Collects one ACP prompt turn from `session/update` notifications: message text, tool calls
// (tool_call + tool_call_update merged by id into ToolCallRecords) and usage when reported.
// Only a call that reported `completed` is a success: one still pending or in progress when the
// turn ends (a rejected write the agent then abandoned) is recorded as unfinished, not success.
import type * as acp from '@agentclientprotocol/sdk';
import { emptyUsage, type ToolCallRecord, type Usage } from '../../results/schema.js';
import type { AgentEvent } from '../types.js';

interface OpenCall {
  name: string;
  arguments: unknown;
  result?: unknown;
  status?: acp.ToolCallStatus | null;
  started: number;
  reported: boolean;
}

export class TurnCollector {
  private readonly texts: string[] = [];
  private readonly calls = new Map<string, OpenCall>();
  readonly toolCalls: ToolCallRecord[] = [];
  readonly usage: Usage = emptyUsage();

  constructor(private readonly onEvent: (event: AgentEvent) => void) {}

  get output(): string {
    return this.texts.join('');
  }

  update(update: acp.SessionUpdate): void {
    switch (update.sessionUpdate) {
      case 'agent_message_chunk':
        if (update.content.type === 'text' && update.content.text) {
          this.texts.push(update.content.text);
          this.onEvent({ type: 'text', text: update.content.text });
        }
        break;
      case 'tool_call': {
        const call: OpenCall = {
          name: update.name || update.title || update.kind || 'tool',
          arguments: update.rawInput ?? {},
          status: update.status,
          started: performance.now(),
          reported: false,
        };
        const result = update.rawOutput ?? contentText(update.content);
        if (result !== undefined) call.result = result;
        this.calls.set(update.toolCallId, call);
        this.settle(call);
        break;
      }
      case 'tool_call_update': {
        const call = this.calls.get(update.toolCallId);
        if (!call) break;
        if (update.name || update.title) call.name = update.name || update.title || call.name;
        if (update.rawInput !== undefined) call.arguments = update.rawInput;
        const result = update.rawOutput ?? contentText(update.content ?? undefined);
        if (result !== undefined) call.result = result;
        if (update.status) call.status = update.status;
        this.settle(call);
        break;
      }
      default:
        break;
    }
  }

  /** Usage from a PromptResponse that carries it (`usage` or `_meta.usage`, tokens in camelCase). */
  addUsage(response: unknown): void {
    const r = response as { usage?: unknown; _meta?: { usage?: unknown } } | undefined;
    const u = (r?.usage ?? r?._meta?.usage) as Record<string, unknown> | undefined;
    if (!u || typeof u !== 'object') return;
    const num = (...keys: string[]) => {
      for (const key of keys) if (typeof u[key] === 'number') return u[key];
      return 0;
    };
    const usage: Usage = {
      input_tokens: num('inputTokens', 'input_tokens'),
      output_tokens: num('outputTokens', 'output_tokens'),
      total_tokens: num('totalTokens', 'total_tokens'),
      requests: 1,
    };
    usage.total_tokens ||= usage.input_tokens + usage.output_tokens;
    Object.assign(this.usage, usage);
    this.onEvent({ type: 'usage', usage });
  }

  /** Calls that never reported an end are recorded as they stand when the turn ends. */
  finish(): void {
    for (const call of this.calls.values()) this.report(call);
  }

  private settle(call: OpenCall): void {
    if (call.status === 'completed' || call.status === 'failed') this.report(call);
  }

  private report(call: OpenCall): void {
    if (call.reported) return;
    call.reported = true;
    const record: ToolCallRecord = {
      name: call.name,
      arguments: call.arguments,
      ...(call.result !== undefined ? { result: call.result } : {}),
      success: call.status === 'completed',
      // ACP's default status is pending: a call that never said otherwise never started.
      status: call.status ?? 'pending',
      duration_ms: Math.round(performance.now() - call.started),
    };
    this.toolCalls.push(record);
    this.onEvent({ type: 'tool_call', call: record });
  }
}

function contentText(content: acp.ToolCallContent[] | undefined): string | undefined {
  if (!content || content.length === 0) return undefined;
  const texts = content.flatMap((item) =>
    item.type === 'content' && item.content.type === 'text' ? [item.content.text] : [],
  );
  return texts.length > 0 ? texts.join('\n') : undefined;
}
