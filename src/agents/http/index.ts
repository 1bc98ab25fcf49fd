// executor `http`: a deployed chat endpoint. Each turn sends one request built from a body
// template ("{{message}}", "{{session_id}}"), reads the reply at `response_path`, and carries a
// server-issued session id (`session_path`) to later turns.
import { randomUUID } from 'node:crypto';
import type { ToolCallRecord } from '../../results/schema.js';
import { emptyUsage } from '../../results/usage.js';
import { boundValue } from '../../shared/bound.js';
import type { AgentConfigOf } from '../../suites/model.js';
import { expandEnv, expandEnvValues } from '../env.js';
import { getPath } from '../json-path.js';
import { AgentError, type AgentFactory, type AgentSession, type TurnResult } from '../types.js';

const DEFAULT_BODY = { message: '{{message}}', session_id: '{{session_id}}' };
/** Where the reply usually is when no response_path is given. */
const REPLY_KEYS = ['output', 'response', 'reply', 'message', 'text', 'content', 'answer'];

export const createHttpAgent: AgentFactory<AgentConfigOf<'http'>> = async (context) => {
  const settings = context.agent;
  let url: URL;
  try {
    url = new URL(expandEnv(settings.url));
  } catch {
    throw new AgentError('config.agent.url is not a valid URL', 'config_error');
  }
  const method = (settings.method ?? 'POST').toUpperCase();
  const headers = expandEnvValues(settings.headers);
  const template = settings.body ?? DEFAULT_BODY;
  // Named as written (placeholders unexpanded, no query): secrets never reach a message.
  const where = settings.url.split(/[?#]/)[0]!.replace(/\/\/[^/@]*@/, '//');
  // Without a session_path the client names the session; with one, the server does.
  let sessionId: string | null = settings.sessionPath ? null : randomUUID();

  const session: AgentSession = {
    async sendTurn(input, { signal, onEvent, media }): Promise<TurnResult> {
      // Refused at validate already; never dropped if a task gets here some other way.
      if (media?.length) {
        throw new AgentError(
          `${media[0]!.where}: the http executor sends text only, not an ${media[0]!.kind}`,
          'config_error',
        );
      }
      const values = { message: input, session_id: sessionId };
      const target = url.href.replace(/%7B%7Bsession_id%7D%7D|\{\{session_id\}\}/g, () =>
        encodeURIComponent(sessionId ?? ''),
      );
      const hasBody = method !== 'GET' && method !== 'HEAD';
      let response: Response;
      try {
        response = await fetch(target, {
          method,
          headers: {
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
            ...withSessionId(headers, sessionId),
          },
          ...(hasBody ? { body: JSON.stringify(fillTemplate(template, values)) } : {}),
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw new AgentError('the turn was cancelled');
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? 'network error';
        throw new AgentError(`HTTP agent ${where} could not be reached (${cause})`);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        throw new AgentError(
          `HTTP agent ${where} answered ${response.status} ${response.statusText}`,
        );
      }
      // Untrusted: bounded in depth and size before it is read, stringified or recorded.
      const data = boundValue(parseJson(text));
      const output = replyOf(data, text, settings.responsePath, where);
      if (settings.sessionPath) {
        const issued = getPath(data, settings.sessionPath);
        if (typeof issued === 'string' || typeof issued === 'number') sessionId = String(issued);
      }
      const toolCalls = settings.toolCallsPath
        ? toolCallsOf(getPath(data, settings.toolCallsPath))
        : [];
      for (const call of toolCalls) onEvent({ type: 'tool_call', call });
      if (output) onEvent({ type: 'text', text: output });
      return {
        output,
        toolCalls,
        skillInvocations: [],
        usage: emptyUsage(),
        stopReason: 'end_turn',
      };
    },
    async close() {},
  };
  return session;
};

/** Replaces "{{message}}" / "{{session_id}}" in every string of the template. */
export function fillTemplate(template: unknown, values: Record<string, string | null>): unknown {
  if (typeof template === 'string') {
    const whole = /^\{\{(\w+)\}\}$/.exec(template);
    if (whole && whole[1]! in values) return values[whole[1]!];
    return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) =>
      key in values ? (values[key] ?? '') : match,
    );
  }
  if (Array.isArray(template)) return template.map((item) => fillTemplate(item, values));
  if (template && typeof template === 'object') {
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [key, fillTemplate(value, values)]),
    );
  }
  return template;
}

function withSessionId(headers: Record<string, string>, id: string | null) {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, v.replaceAll('{{session_id}}', id ?? '')]),
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function replyOf(data: unknown, text: string, path: string | undefined, where: string): string {
  if (path) {
    const value = getPath(data, path);
    if (typeof value === 'string') return value;
    if (value !== undefined && value !== null) return JSON.stringify(value);
    throw new AgentError(`HTTP agent ${where}: the response has no value at "${path}"`);
  }
  if (data === undefined) return text; // plain text reply
  if (typeof data === 'string') return data;
  for (const key of REPLY_KEYS) {
    const value = getPath(data, key);
    if (typeof value === 'string') return value;
  }
  throw new AgentError(
    `HTTP agent ${where}: set config.agent.response_path (no reply found at ${REPLY_KEYS.join(', ')})`,
    'config_error',
  );
}

/** Tool calls the endpoint reports, in whatever shape is common: name/tool, arguments/args/input. */
function toolCallsOf(value: unknown): ToolCallRecord[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ToolCallRecord[] => {
    if (!item || typeof item !== 'object') return [];
    const call = item as Record<string, unknown>;
    const name = call.name ?? call.tool ?? getPath(call, 'function.name');
    if (typeof name !== 'string') return [];
    let args = call.arguments ?? call.args ?? call.input ?? getPath(call, 'function.arguments');
    if (typeof args === 'string') args = parseJson(args) ?? args;
    const result = call.result ?? call.output;
    return [
      {
        name,
        arguments: args ?? {},
        ...(result !== undefined ? { result } : {}),
        success: call.success !== false && call.error === undefined,
        duration_ms: typeof call.duration_ms === 'number' ? call.duration_ms : 0,
      },
    ];
  });
}
