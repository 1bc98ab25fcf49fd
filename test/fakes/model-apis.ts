// The loopback model fake's other two APIs, beside Chat Completions: OpenAI's Responses API
// (`POST /v1/responses`, Codex) and the Gemini API (`POST /v1beta/models/{model}:
// streamGenerateContent` / `:generateContent`, and `:countTokens`; Gemini CLI). A request to
// either is shown to the test's handler as Chat Completions (`messages` and `tools`, in
// `FakeRequest.body`; the original body in `FakeRequest.raw`), and the handler's reply is
// written back in the API's own format, streamed as server-sent events where the request asks.
import type { ServerResponse } from 'node:http';

export type ModelApi = 'chat' | 'responses' | 'gemini';

/** Which API a request path is for (query string ignored). */
export function apiOf(path: string): ModelApi {
  const bare = path.split('?')[0] ?? '';
  if (/\/responses$/.test(bare)) return 'responses';
  if (/\/models\/[^/]+:(stream)?[gG]enerateContent$|:countTokens$/.test(bare)) return 'gemini';
  return 'chat';
}

/** A Gemini `:countTokens` request, answered by the fake itself. */
export function isCountTokens(path: string): boolean {
  return /:countTokens$/.test(path.split('?')[0] ?? '');
}

/** Whether the reply is to be streamed. */
export function wantsStream(api: ModelApi, path: string, body: unknown): boolean {
  if (api === 'gemini') return /:streamGenerateContent/.test(path);
  return Boolean((body as { stream?: boolean } | undefined)?.stream);
}

interface ChatMessage {
  role: string;
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

interface ChatTool {
  type: 'function';
  function: { name: string; description?: string; parameters?: unknown };
}

/** The request as Chat Completions: its messages and function tools. */
export function asChat(
  api: ModelApi,
  body: unknown,
): { messages: ChatMessage[]; tools: ChatTool[] } {
  return api === 'responses' ? fromResponses(body) : fromGemini(body);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((part) => text(part)).join('');
  if (value && typeof value === 'object' && 'text' in value) return String(value.text);
  return '';
}

function fromResponses(body: unknown) {
  const b = (body ?? {}) as { instructions?: string; input?: unknown; tools?: unknown[] };
  const messages: ChatMessage[] = [];
  if (b.instructions) messages.push({ role: 'system', content: b.instructions });
  const items = typeof b.input === 'string' ? [{ role: 'user', content: b.input }] : b.input;
  for (const item of (items ?? []) as Record<string, unknown>[]) {
    const type = item.type ?? 'message';
    if (type === 'message') {
      const role = item.role === 'developer' ? 'system' : String(item.role);
      messages.push({ role, content: text(item.content) });
    } else if (type === 'function_call' || type === 'custom_tool_call') {
      messages.push({
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: String(item.call_id),
            type: 'function',
            function: { name: String(item.name), arguments: String(item.arguments ?? item.input) },
          },
        ],
      });
    } else if (type === 'function_call_output' || type === 'custom_tool_call_output') {
      messages.push({
        role: 'tool',
        tool_call_id: String(item.call_id),
        content: typeof item.output === 'string' ? item.output : JSON.stringify(item.output),
      });
    }
  }
  // A namespace's tools (Codex's MCP tools: namespace mcp__<server>) as <namespace>.<tool>; a
  // call of one in a reply goes back as that namespace's (responsesReply).
  const flat = ((b.tools ?? []) as Record<string, unknown>[]).flatMap((t) =>
    t.type === 'namespace' && Array.isArray(t.tools)
      ? (t.tools as Record<string, unknown>[]).map((inner) => ({
          ...inner,
          type: 'function',
          name: `${String(t.name)}.${String(inner.name)}`,
        }))
      : [t],
  );
  const tools = flat.flatMap((t): ChatTool[] =>
    t.type === 'function' && typeof t.name === 'string'
      ? [
          {
            type: 'function',
            function: {
              name: t.name,
              ...(typeof t.description === 'string' ? { description: t.description } : {}),
              parameters: t.parameters,
            },
          },
        ]
      : [],
  );
  return { messages, tools };
}

interface GeminiPart {
  text?: string;
  functionCall?: { name: string; args?: unknown; id?: string };
  functionResponse?: { name: string; response?: unknown; id?: string };
}

function fromGemini(body: unknown) {
  const b = (body ?? {}) as {
    contents?: { role?: string; parts?: GeminiPart[] }[];
    systemInstruction?: { parts?: GeminiPart[] } | string;
    tools?: { functionDeclarations?: Record<string, unknown>[] }[];
  };
  const messages: ChatMessage[] = [];
  const system = b.systemInstruction;
  if (system) {
    messages.push({
      role: 'system',
      content: typeof system === 'string' ? system : text(system.parts ?? []),
    });
  }
  let calls = 0;
  for (const content of b.contents ?? []) {
    const parts = content.parts ?? [];
    if (content.role === 'model') {
      const toolCalls = parts.flatMap((p) =>
        p.functionCall
          ? [
              {
                id: p.functionCall.id ?? `call_${calls++}`,
                type: 'function' as const,
                function: {
                  name: p.functionCall.name,
                  arguments: JSON.stringify(p.functionCall.args ?? {}),
                },
              },
            ]
          : [],
      );
      messages.push({
        role: 'assistant',
        content: text(parts.filter((p) => p.text !== undefined)) || null,
        ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
      });
      continue;
    }
    for (const p of parts.filter((part) => part.functionResponse)) {
      messages.push({
        role: 'tool',
        tool_call_id: p.functionResponse!.id ?? p.functionResponse!.name,
        content: JSON.stringify(p.functionResponse!.response ?? {}),
      });
    }
    const said = text(parts.filter((p) => p.text !== undefined));
    if (said) messages.push({ role: 'user', content: said });
  }
  const tools = (b.tools ?? []).flatMap((t) =>
    (t.functionDeclarations ?? []).map((f): ChatTool => ({
      type: 'function',
      function: {
        name: String(f.name),
        ...(typeof f.description === 'string' ? { description: f.description } : {}),
        parameters: f.parametersJsonSchema ?? f.parameters,
      },
    })),
  );
  return { messages, tools };
}

export interface ModelReply {
  content?: string | null;
  toolCalls?: { name: string; arguments: unknown; id?: string }[];
  usage?: { prompt_tokens: number; completion_tokens: number; cached_tokens?: number };
}

function usageOf(reply: ModelReply) {
  const u = reply.usage ?? { prompt_tokens: 10, completion_tokens: 5 };
  return { input: u.prompt_tokens, output: u.completion_tokens, cached: u.cached_tokens ?? 0 };
}

const argumentsText = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** The reply as the Responses API's response, or its stream of events. */
export function writeResponses(
  res: ServerResponse,
  reply: ModelReply,
  model: string,
  stream: boolean,
) {
  const id = `resp_${Math.random().toString(36).slice(2, 10)}`;
  const output: Record<string, unknown>[] = [];
  if (reply.content) {
    output.push({
      type: 'message',
      id: `msg_${id}`,
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: reply.content, annotations: [] }],
    });
  }
  reply.toolCalls?.forEach((call, i) => {
    output.push({
      type: 'function_call',
      id: `fc_${id}_${i}`,
      call_id: call.id ?? `call_${id}_${i}`,
      ...(call.name.includes('.')
        ? {
            namespace: call.name.slice(0, call.name.lastIndexOf('.')),
            name: call.name.slice(call.name.lastIndexOf('.') + 1),
          }
        : { name: call.name }),
      arguments: argumentsText(call.arguments),
      status: 'completed',
    });
  });
  const { input, output: out, cached } = usageOf(reply);
  const response = {
    id,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: 'completed',
    model,
    output,
    usage: {
      input_tokens: input,
      input_tokens_details: { cached_tokens: cached },
      output_tokens: out,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: input + out,
    },
  };
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(response));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  let sequence = 0;
  const send = (type: string, data: object) =>
    res.write(
      `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`,
    );
  send('response.created', { response: { ...response, status: 'in_progress', output: [] } });
  output.forEach((item, index) => {
    send('response.output_item.added', {
      output_index: index,
      item: item.type === 'message' ? { ...item, content: [], status: 'in_progress' } : item,
    });
    if (item.type === 'message' && reply.content) {
      for (let i = 0; i < reply.content.length; i += 16) {
        send('response.output_text.delta', {
          item_id: item.id,
          output_index: index,
          content_index: 0,
          delta: reply.content.slice(i, i + 16),
        });
      }
    }
    send('response.output_item.done', { output_index: index, item });
  });
  send('response.completed', { response });
  res.end();
}

/** The reply as a Gemini `GenerateContentResponse`, or a stream of them (`alt=sse`). */
export function writeGemini(
  res: ServerResponse,
  reply: ModelReply,
  model: string,
  stream: boolean,
) {
  const parts: GeminiPart[] = [];
  if (reply.content) parts.push({ text: reply.content });
  for (const call of reply.toolCalls ?? []) {
    const args = typeof call.arguments === 'string' ? JSON.parse(call.arguments) : call.arguments;
    parts.push({ functionCall: { name: call.name, args } });
  }
  const { input, output } = usageOf(reply);
  const body = {
    candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
    usageMetadata: {
      promptTokenCount: input,
      candidatesTokenCount: output,
      totalTokenCount: input + output,
    },
    modelVersion: model,
  };
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(`data: ${JSON.stringify(body)}\n\n`);
  res.end();
}

/** `:countTokens`: a rough count of the request's text. */
export function writeCountTokens(res: ServerResponse, body: unknown) {
  const chars = JSON.stringify(body ?? {}).length;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ totalTokens: Math.ceil(chars / 4) }));
}

/** The model a Gemini path names (`/v1beta/models/{model}:...`). */
export function geminiModel(path: string): string | undefined {
  return /\/models\/([^/:?]+):/.exec(path)?.[1];
}
