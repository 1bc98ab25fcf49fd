// A small OpenAI-compatible Chat Completions server on 127.0.0.1 for tests and benchmarks.
// A test gives a handler that sees each request and says what to answer: a message, tool
// calls, an HTTP error (429 with retry-after, 500, ...) or a hang. Streaming requests
// (`stream: true`) are answered as server-sent events, as the real API does (the usage chunk only
// with `stream_options.include_usage`), unless the reply
// says `ignoreStream` (one JSON completion, as some compatible servers send) or is `raw` (any
// body and content type, e.g. a 200 HTML page from a wrong base URL).
// Every request on a route it serves is authenticated as OpenAI does: without `Authorization: Bearer`
// it is 401 before the handler sees it; with `apiKey` set, any other key is 401 too (tests pass
// the key they configure, so a key wired to the wrong place fails them). As strict as OpenAI on
// routes and message order (openai-rules.ts): 404 off its routes, 400 for a misplaced tool message.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiOf,
  asChat,
  geminiModel,
  isCountTokens,
  wantsStream,
  writeCountTokens,
  writeGemini,
  writeResponses,
  type ModelApi,
} from './model-apis.js';
import { messageOrderError, unknownRoute } from './openai-rules.js';
import { asProviderSees, basePath, providerRefusal, type ProviderMode } from './provider-modes.js';

export interface FakeRequest {
  /** 0-based order of arrival. */
  index: number;
  path: string;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** performance.now() when the request arrived (for lower-bound checks of waits). */
  receivedAt?: number;
  /** The Responses API or the Gemini API (model-apis.ts): `body` shows it as Chat Completions. */
  api?: Exclude<ModelApi, 'chat'>;
  /** Such a request's body as it was sent. */
  raw?: unknown;
}

export type FakeReply =
  | {
      content?: string | null;
      toolCalls?: { name: string; arguments: unknown; id?: string }[];
      finishReason?: string;
      /** cached_tokens: of prompt_tokens, read from the prompt cache (prompt_tokens_details). */
      usage?: { prompt_tokens: number; completion_tokens: number; cached_tokens?: number };
      delayMs?: number;
      /** Answer a streaming request with one JSON completion. */
      ignoreStream?: boolean;
    }
  | { raw: string; contentType: string }
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  | { hang: true };

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAI {
  /** Base URL for the openai SDK, e.g. http://127.0.0.1:1234/v1 (a provider mode's base path). */
  url: string;
  /** http://127.0.0.1:PORT */
  origin: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeOpenAI(
  handler: FakeHandler,
  options: {
    latencyMs?: number;
    apiKey?: string;
    /** Serve only the paths and key header of this provider (provider-modes.ts). */
    provider?: ProviderMode;
  } = {},
): Promise<FakeOpenAI> {
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        let body: unknown;
        try {
          body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
        } catch {
          res.writeHead(400).end('bad json');
          return;
        }
        const path = req.url ?? '';
        if (options.provider) {
          const refused = providerRefusal(
            options.provider,
            req.method ?? 'GET',
            path,
            req.headers,
            options.apiKey,
          );
          const seen =
            refused ??
            asProviderSees(options.provider, path, (body ?? {}) as Record<string, unknown>);
          if ('status' in seen) {
            // Refused requests are recorded too: a test asserts what was sent.
            requests.push({ index: requests.length, path, headers: req.headers, body });
            res.writeHead(seen.status, { 'content-type': 'application/json' });
            res.end(JSON.stringify(seen.body));
            return;
          }
          body = seen.body;
        }
        const notFound = unknownRoute(req.method ?? 'GET', path);
        if (notFound) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify(notFound));
          return;
        }
        const api = apiOf(path);
        if (api === 'gemini' && isCountTokens(path)) {
          writeCountTokens(res, body);
          return;
        }
        const request: FakeRequest = {
          index: requests.length,
          path,
          headers: req.headers,
          body: api === 'chat' ? body : asChat(api, body),
          receivedAt: performance.now(),
          ...(api !== 'chat' ? { api, raw: body } : {}),
        };
        requests.push(request);
        // The Gemini API takes its key as x-goog-api-key (or ?key=), the others as a Bearer token.
        const key =
          api === 'gemini'
            ? (req.headers['x-goog-api-key'] as string | undefined) ||
              new URL(req.url ?? '/', 'http://fake').searchParams.get('key') ||
              undefined
            : /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const keyRefused = !key || (options.apiKey !== undefined && key !== options.apiKey);
        if (!options.provider && keyRefused) {
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end(JSON.stringify(unauthorized(key)));
          return;
        }
        const refused = api === 'chat' ? messageOrderError(body) : null;
        if (refused) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify(refused));
          return;
        }
        let reply: FakeReply;
        try {
          reply = await handler(request);
        } catch (error) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: String(error) } }));
          return;
        }
        const delay = (options.latencyMs ?? 0) + ('delayMs' in reply ? (reply.delayMs ?? 0) : 0);
        if (delay > 0) await new Promise((r) => setTimeout(r, delay));
        if ('hang' in reply) {
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return;
        }
        if ('raw' in reply) {
          res.writeHead(200, { 'content-type': reply.contentType });
          res.end(reply.raw);
          return;
        }
        if ('status' in reply) {
          res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
          res.end(JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}` } }));
          return;
        }
        const model =
          (body as { model?: string } | undefined)?.model ?? geminiModel(path) ?? 'fake-model';
        if (api !== 'chat') {
          const stream = wantsStream(api, path, body);
          if (api === 'responses') writeResponses(res, reply, model, stream);
          else writeGemini(res, reply, model, stream);
          return;
        }
        const chat = body as { stream?: boolean; stream_options?: { include_usage?: boolean } };
        if (chat?.stream && !reply.ignoreStream)
          writeStream(res, reply, model, chat.stream_options?.include_usage === true);
        else writeCompletion(res, reply, model);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${options.provider ? basePath(options.provider) : '/v1'}`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** OpenAI's 401 bodies (the key shown masked, as OpenAI does). */
function unauthorized(key: string | undefined) {
  const message = key
    ? `Incorrect API key provided: ${key.slice(0, 3)}***${key.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`
    : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
  return {
    error: {
      message,
      type: 'invalid_request_error',
      param: null,
      code: key ? 'invalid_api_key' : null,
    },
  };
}

type MessageReply = Extract<FakeReply, { content?: unknown }>;

function toolCallsOf(reply: MessageReply) {
  return reply.toolCalls?.map((call, i) => ({
    id: call.id ?? `call_${i}_${Math.random().toString(36).slice(2, 8)}`,
    type: 'function' as const,
    function: {
      name: call.name,
      arguments:
        typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
}

function usageOf(reply: MessageReply) {
  const { cached_tokens, ...u } = reply.usage ?? { prompt_tokens: 10, completion_tokens: 5 };
  return {
    ...u,
    total_tokens: u.prompt_tokens + u.completion_tokens,
    // As the API reports prompt caching: only when the provider has a cache to speak of.
    ...(cached_tokens !== undefined ? { prompt_tokens_details: { cached_tokens } } : {}),
  };
}

function writeCompletion(res: ServerResponse, reply: MessageReply, model: string) {
  const toolCalls = toolCallsOf(reply);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: reply.content ?? null,
            refusal: null,
            ...(toolCalls ? { tool_calls: toolCalls } : {}),
          },
          finish_reason: reply.finishReason ?? (toolCalls ? 'tool_calls' : 'stop'),
          logprobs: null,
        },
      ],
      usage: usageOf(reply),
    }),
  );
}

function writeStream(
  res: ServerResponse,
  reply: MessageReply,
  model: string,
  includeUsage: boolean,
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model };
  const send = (delta: unknown, finish: string | null, extra: object = {}) =>
    res.write(
      `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`,
    );
  send({ role: 'assistant', content: '' }, null);
  const content = reply.content ?? '';
  // Split the text in a few pieces, as a real stream would.
  for (let i = 0; i < content.length; i += 16) send({ content: content.slice(i, i + 16) }, null);
  const toolCalls = toolCallsOf(reply);
  toolCalls?.forEach((call, index) => {
    send(
      {
        tool_calls: [
          {
            index,
            id: call.id,
            type: 'function',
            function: { name: call.function.name, arguments: '' },
          },
        ],
      },
      null,
    );
    send({ tool_calls: [{ index, function: { arguments: call.function.arguments } }] }, null);
  });
  send({}, reply.finishReason ?? (toolCalls ? 'tool_calls' : 'stop'));
  // As OpenAI streams: the usage chunk only when the request asked for it.
  if (includeUsage)
    res.write(`data: ${JSON.stringify({ ...base, choices: [], usage: usageOf(reply) })}\n\n`);

  res.end('data: [DONE]\n\n');
}
