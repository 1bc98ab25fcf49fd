// Collects one ACP prompt turn from `session/update` notifications: message text, tool calls
// (tool_call + tool_call_update merged by id into ToolCallRecords), permission requests with
// their decisions, and usage when reported.
// Only a call that reported `completed` is a success: one still pending or in progress when the
// turn ends (a rejected write the agent then abandoned) is recorded as unfinished, not success.
// Every call the agent reports is recorded: one announced only through a permission request, or
// first seen in a tool_call_update, too.
// A call's name is stable across runs: the agent's own tool name (ACP `name`, or `_meta`), else
// the ACP kind; the human label (`title`) is kept as a field of its own.
// A call's arguments are its own (tool_call / tool_call_update `rawInput`), whatever order the
// messages arrive in: what a permission request showed (Copilot: `{fileName, diff}` for a write
// whose own input is `{path, file_text}`) is kept on the permission record, never over them. Only
// a call known from its permission request alone takes that request's input as its arguments.
// Only an update about this turn's work is activity for the first-event clock (a message, a
// thought, a tool call, a plan): agents send others unprompted at once (Codex its commands,
// Copilot its config and session info, Gemini its commands right after session/new), and those
// say nothing about whether the model answered.
import type * as acp from '@agentclientprotocol/sdk';
import type { PermissionRecord, ToolCallRecord, Usage } from '../../results/schema.js';
import type { AgentEvent } from '../types.js';
import { mcpCallOf, noArguments, type McpServerNames } from './mcp-call.js';

/** The session's MCP servers, to name their calls one way (agents/acp/mcp-call.ts). */
export interface McpContext {
  servers: McpServerNames[];
  /** What a mock received for that tool (the next call not yet taken), if anything. */
  take(server: string, tool: string): unknown;
}

interface OpenCall {
  id: string;
  name?: string;
  kind?: string;
  title?: string;
  locations?: { path: string; line?: number | null }[];
  /** The call's own input (tool_call / tool_call_update), as the agent sent it. */
  arguments?: unknown;
  /** What its permission request showed: the arguments only when the call sent none itself. */
  permissionInput?: unknown;
  result?: unknown;
  status?: acp.ToolCallStatus | null;
  started: number;
  reported: boolean;
}

type ToolCallFields = Partial<Omit<acp.ToolCall, 'toolCallId'>> & { toolCallId: string };

/** How the agent reports usage: for the turn, or summed over the session so far (Copilot). */
export type UsageReporting = 'per_turn' | 'cumulative';

/** The session updates that are about the prompt's turn: the first-event clock hears these. */
const TURN_UPDATES: ReadonlySet<string> = new Set([
  'agent_message_chunk',
  'agent_message',
  'agent_thought_chunk',
  'agent_thought',
  'tool_call',
  'tool_call_update',
  'tool_call_content_chunk',
  'plan',
  'plan_update',
]);

/** Between two agent messages of one turn. */
const MESSAGE_SEPARATOR = '\n\n';

/** The turn in flight, if any: set by the session (session.ts), read by the client (client.ts). */
export interface TurnSlot {
  current?: TurnCollector;
}

export class TurnCollector {
  private output_ = '';
  private lastMessageId: string | undefined;
  /** Something other than message text came since the last chunk: the next chunk starts a message. */
  private interrupted = false;
  private readonly calls = new Map<string, OpenCall>();
  readonly toolCalls: ToolCallRecord[] = [];
  readonly permissions: PermissionRecord[] = [];
  private reportedUsage: Usage | undefined;
  private heard = false;

  constructor(
    private readonly onEvent: (event: AgentEvent) => void,
    private readonly mcp: McpContext = { servers: [], take: () => undefined },
  ) {}

  get output(): string {
    return this.output_;
  }

  update(update: acp.SessionUpdate): void {
    // Once a turn is enough for the first-event clock.
    if (!this.heard && TURN_UPDATES.has(update.sessionUpdate)) {
      this.heard = true;
      this.onEvent({ type: 'activity' });
    }
    switch (update.sessionUpdate) {
      case 'agent_message_chunk': {
        if (update.content.type !== 'text' || !update.content.text) break;
        const id = update.messageId ?? undefined;
        const newMessage =
          this.interrupted ||
          (id !== undefined && this.lastMessageId !== undefined && id !== this.lastMessageId);
        let text = update.content.text;
        if (newMessage && this.output_ && !/\s$/.test(this.output_) && !/^\s/.test(text)) {
          text = MESSAGE_SEPARATOR + text;
        }
        if (id !== undefined) this.lastMessageId = id;
        this.interrupted = false;
        this.output_ += text;
        this.onEvent({ type: 'text', text });
        break;
      }
      case 'tool_call':
      case 'tool_call_update':
        this.interrupted = true;
        this.merge(update);
        break;
      default:
        break;
    }
  }

  /** A permission request and Parley's answer: the call recorded (if new) and the decision. */
  permission(request: acp.RequestPermissionRequest, answer: acp.RequestPermissionResponse): void {
    const call = this.merge(request.toolCall, 'permission');
    const outcome = answer.outcome;
    const option =
      outcome.outcome === 'selected'
        ? request.options.find((o) => o.optionId === outcome.optionId)
        : undefined;
    const record: PermissionRecord = {
      tool_call_id: request.toolCall.toolCallId,
      tool: nameOf(call),
      ...(call.title !== undefined ? { title: call.title } : {}),
      ...(call.kind !== undefined ? { kind: call.kind } : {}),
      ...(present(request.toolCall.rawInput) ? { arguments: request.toolCall.rawInput } : {}),
      options: request.options.map((o) => ({ option_id: o.optionId, name: o.name, kind: o.kind })),
      outcome: outcome.outcome,
      ...(option ? { option_id: option.optionId, option_kind: option.kind } : {}),
      allowed: option?.kind === 'allow_once' || option?.kind === 'allow_always',
    };
    this.permissions.push(record);
    this.onEvent({ type: 'permission', permission: record });
  }

  /**
   * Usage from a PromptResponse (`usage`, `_meta.usage`, or Gemini's `_meta.quota.token_count`).
   * `cumulative`: the agent reports the session's total so far, and the turn's share is the
   * difference from the last report. None reported: `reported: false`, never zeros as usage.
   */
  addUsage(response: unknown, reporting: UsageReporting, previous: Usage | undefined): Usage {
    const reported = readUsage(response);
    if (!reported) {
      return { input_tokens: 0, output_tokens: 0, total_tokens: 0, requests: 0, reported: false };
    }
    this.reportedUsage = reported;
    let usage = reported;
    if (reporting === 'cumulative' && previous) {
      const minus = (a: number, b: number) => Math.max(0, a - b);
      usage = {
        input_tokens: minus(reported.input_tokens, previous.input_tokens),
        output_tokens: minus(reported.output_tokens, previous.output_tokens),
        total_tokens: minus(reported.total_tokens, previous.total_tokens),
        requests: 1,
        ...(reported.cached_input_tokens !== undefined
          ? {
              cached_input_tokens: minus(
                reported.cached_input_tokens,
                previous.cached_input_tokens ?? 0,
              ),
            }
          : {}),
      };
    }
    this.onEvent({ type: 'usage', usage });
    return usage;
  }

  /** The usage as the agent last reported it this turn (cumulative agents: the session's total). */
  get lastReportedUsage(): Usage | undefined {
    return this.reportedUsage;
  }

  /** Calls that never reported an end are recorded as they stand when the turn ends. */
  finish(): void {
    for (const call of this.calls.values()) this.report(call);
  }

  private merge(
    fields: ToolCallFields | acp.ToolCallUpdate,
    from: 'update' | 'permission' = 'update',
  ): OpenCall {
    let call = this.calls.get(fields.toolCallId);
    if (!call) {
      call = { id: fields.toolCallId, started: performance.now(), reported: false };
      this.calls.set(fields.toolCallId, call);
    }
    const name = fields.name || toolNameFromMeta(fields._meta, fields.rawInput);
    if (name && !call.name) call.name = name;
    // A permission request fills in what the call has not said itself, never over it.
    const own = from === 'update';
    if (fields.kind && (own || !call.kind)) call.kind = fields.kind;
    if (fields.title && (own || !call.title)) call.title = fields.title;
    if (fields.locations && (own || !call.locations)) {
      call.locations = fields.locations.map((l) => ({
        path: l.path,
        ...(l.line != null ? { line: l.line } : {}),
      }));
    }
    if (present(fields.rawInput)) {
      if (from === 'permission') call.permissionInput ??= fields.rawInput;
      else call.arguments = mergeInput(call.arguments, fields.rawInput);
    }
    const result = fields.rawOutput ?? contentText(fields.content ?? undefined);
    if (result !== undefined && result !== null) call.result = result;
    if (fields.status) call.status = fields.status;
    if (from === 'update' && (call.status === 'completed' || call.status === 'failed'))
      this.report(call);
    return call;
  }

  private report(call: OpenCall): void {
    if (call.reported) return;
    call.reported = true;
    const mcp = mcpCallOf([call.name, call.title], call.arguments, this.mcp.servers);
    if (mcp) {
      call.name = mcp.tool;
      call.kind = 'mcp';
      call.arguments = noArguments(mcp.arguments)
        ? (this.mcp.take(mcp.server, mcp.tool) ?? mcp.arguments)
        : mcp.arguments;
    }
    const record: ToolCallRecord = {
      name: nameOf(call),
      arguments: call.arguments ?? call.permissionInput ?? {},
      ...(call.result !== undefined ? { result: call.result } : {}),
      success: call.status === 'completed',
      // ACP's default status is pending: a call that never said otherwise never started.
      status: call.status ?? 'pending',
      duration_ms: Math.round(performance.now() - call.started),
      ...(call.kind !== undefined ? { kind: call.kind } : {}),
      ...(call.title !== undefined ? { title: call.title } : {}),
      ...(call.locations ? { locations: call.locations } : {}),
    };
    this.toolCalls.push(record);
    this.onEvent({ type: 'tool_call', call: record });
  }
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** A later update's input adds to (and corrects) the call's earlier own input, key by key. */
function mergeInput(before: unknown, next: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === 'object' && !Array.isArray(v);
  return isObject(before) && isObject(next) ? { ...before, ...next } : next;
}

/** The stable name: the agent's own tool name, else the ACP kind, else `tool`. */
function nameOf(call: OpenCall): string {
  return call.name || call.kind || 'tool';
}

const NAME_KEYS = ['toolName', 'tool_name', 'tool'];

/**
 * The agent's own tool id where ACP carries it outside `name`: `_meta.toolName` (or nested one
 * level, as `_meta.claudeCode.toolName`), or the raw input's `tool` / `toolName`.
 */
function toolNameFromMeta(meta: unknown, rawInput: unknown): string | undefined {
  const pick = (o: unknown): string | undefined => {
    if (!o || typeof o !== 'object' || Array.isArray(o)) return undefined;
    for (const key of NAME_KEYS) {
      const v = (o as Record<string, unknown>)[key];
      if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 100);
    }
    return undefined;
  };
  const direct = pick(meta);
  if (direct) return direct;
  if (meta && typeof meta === 'object') {
    for (const nested of Object.values(meta)) {
      const found = pick(nested);
      if (found) return found;
    }
  }
  return pick(rawInput);
}

/** Usage in a PromptResponse, wherever an agent puts it (tokens in camelCase or snake_case). */
function readUsage(response: unknown): Usage | undefined {
  const r = response as
    { usage?: unknown; _meta?: { usage?: unknown; quota?: { token_count?: unknown } } } | undefined;
  const u = (r?.usage ?? r?._meta?.usage ?? r?._meta?.quota?.token_count) as
    Record<string, unknown> | undefined;
  if (!u || typeof u !== 'object') return undefined;
  const num = (...keys: string[]) => {
    for (const key of keys) {
      const v = u[key];
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return Math.round(v);
    }
    return undefined;
  };
  const input = num('inputTokens', 'input_tokens', 'promptTokens', 'prompt_tokens');
  const output = num('outputTokens', 'output_tokens', 'completionTokens', 'completion_tokens');
  const total = num('totalTokens', 'total_tokens');
  // ACP's usage names the prompt cache's reads cachedReadTokens; others say cached input.
  const cached = num(
    'cachedReadTokens',
    'cached_read_tokens',
    'cachedInputTokens',
    'cached_input_tokens',
  );
  if (input === undefined && output === undefined && total === undefined) return undefined;
  return {
    input_tokens: input ?? 0,
    output_tokens: output ?? 0,
    total_tokens: total ?? (input ?? 0) + (output ?? 0),
    requests: 1,
    ...(cached ? { cached_input_tokens: Math.min(cached, input ?? cached) } : {}),
  };
}

function contentText(content: acp.ToolCallContent[] | undefined): string | undefined {
  if (!content || content.length === 0) return undefined;
  const texts = content.flatMap((item) =>
    item.type === 'content' && item.content.type === 'text' ? [item.content.text] : [],
  );
  return texts.length > 0 ? texts.join('\n') : undefined;
}
