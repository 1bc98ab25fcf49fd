// The OpenAI-compatible client behind every LLM call: endpoint resolution, retries with
// backoff (the SDK's own retries are off), a shared AIMD concurrency limiter per endpoint,
// optional streaming aggregated into one ChatCompletion, and token usage per role.
import OpenAI from 'openai';
import type { Role, Usage } from '../results/schema.js';
import { addUsage, emptyUsage } from '../results/usage.js';
import { LlmAbortError, LlmConfigError, LlmRequestError, redactSecret } from './errors.js';
import { BEARER, KEY_HEADER_ENV, keyHeaderOf, keyOptions, splitBaseUrl } from './connection.js';
import { limiterFor, type AimdLimiter, type Permit } from './limiter.js';
import { isEventStream, nonStreamedCompletion, NotACompletionError } from './non-streamed.js';
import { aggregateStream } from './stream.js';
import { usageOfCompletion } from './usage.js';
import type { Llm, LlmCallOptions, LlmEndpoint } from './types.js';

export { LlmAbortError, LlmConfigError, LlmError, LlmRequestError } from './errors.js';

export interface LlmOptions {
  /** Concurrent requests to this endpoint (shared by all Llm of the base URL). Default 8. */
  maxConcurrency?: number;
  /** Retries after the first attempt. Default 4. */
  maxRetries?: number;
  /** First backoff delay; doubles per retry, with jitter. Default 500 ms. */
  baseDelayMs?: number;
  /** Per-request timeout (a timed-out request is retried). Default 300 000 ms. */
  requestTimeoutMs?: number;
  /** Told as each request is sent (engine/while-waiting.ts: work that can wait for the network). */
  onRequest?: () => void;
}

const MAX_BACKOFF_MS = 30_000;
/** A server asking for a longer wait than this is capped (the run has its own timeout). */
const MAX_RETRY_AFTER_MS = 60_000;

/** Flags win; else OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_API_KEY_HEADER. Blank = missing. */
export function resolveEndpoint(given?: LlmEndpoint): LlmEndpoint {
  const pick = (...values: (string | undefined)[]) =>
    values.map((v) => v?.trim()).find((v) => v) || undefined;
  const apiKeyHeader = pick(given?.apiKeyHeader, process.env[KEY_HEADER_ENV]);
  return {
    baseURL: pick(given?.baseURL, process.env.OPENAI_BASE_URL),
    apiKey: pick(given?.apiKey, process.env.OPENAI_API_KEY),
    ...(apiKeyHeader ? { apiKeyHeader } : {}),
  };
}

/** The error a caller gets when an LLM call is needed and the endpoint is incomplete. */
export function missingEndpointError(endpoint: LlmEndpoint): LlmConfigError | undefined {
  const missing: string[] = [];
  if (!endpoint.baseURL) missing.push('a base URL (OPENAI_BASE_URL or --base-url)');
  if (!endpoint.apiKey) missing.push('an API key (OPENAI_API_KEY or --api-key)');
  if (missing.length === 0) return undefined;
  return new LlmConfigError(
    `an LLM endpoint is needed but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: set OPENAI_BASE_URL and ` +
      `OPENAI_API_KEY, or pass --base-url and --api-key (action inputs base-url / api-key)`,
  );
}

export function createLlm(endpoint: LlmEndpoint, options: LlmOptions = {}): Llm {
  return new OpenAiLlm(endpoint, options);
}

class OpenAiLlm implements Llm {
  readonly endpoint: LlmEndpoint;
  private clientInstance?: OpenAI;
  private limiterInstance?: AimdLimiter;
  private readonly totals = new Map<Role, Usage>();
  private readonly maxRetries: number;
  private readonly baseDelayMs: number;
  private readonly requestTimeoutMs: number;
  private readonly maxConcurrency: number;
  private readonly onRequest: (() => void) | undefined;
  /** The endpoint as errors name it (no credentials, no query). */
  private readonly where: string;

  constructor(endpoint: LlmEndpoint, options: LlmOptions) {
    // The key is kept non-enumerable so logging or serialising the endpoint never shows it.
    this.endpoint = {
      baseURL: endpoint.baseURL?.replace(/\/+$/, ''),
      ...(endpoint.apiKeyHeader ? { apiKeyHeader: endpoint.apiKeyHeader } : {}),
    };
    Object.defineProperty(this.endpoint, 'apiKey', { value: endpoint.apiKey, enumerable: false });
    this.maxRetries = Math.max(0, options.maxRetries ?? 4);
    this.baseDelayMs = Math.max(0, options.baseDelayMs ?? 500);
    this.requestTimeoutMs = options.requestTimeoutMs ?? 300_000;
    this.maxConcurrency = Math.max(1, options.maxConcurrency ?? 8);
    this.onRequest = options.onRequest;
    this.where = displayUrl(this.endpoint.baseURL);
  }

  /** The SDK client; throws LlmConfigError when the endpoint is incomplete. */
  get client(): OpenAI {
    if (!this.clientInstance) {
      const error = missingEndpointError(this.endpoint);
      if (error) throw error;
      // A query in the base URL (Azure's ?api-version=) goes on every request, after the path.
      const { base, query } = splitBaseUrl(this.endpoint.baseURL!);
      this.clientInstance = new OpenAI({
        baseURL: base,
        ...keyOptions(this.endpoint),
        ...(Object.keys(query).length ? { defaultQuery: query } : {}),
        maxRetries: 0,
        timeout: this.requestTimeoutMs,
      });
    }
    return this.clientInstance;
  }

  private get limiter(): AimdLimiter {
    this.limiterInstance ??= limiterFor(this.endpoint.baseURL ?? '', this.maxConcurrency);
    return this.limiterInstance;
  }

  usage(role: Role): Usage {
    const u = this.totals.get(role);
    return u ? { ...u } : { input_tokens: 0, output_tokens: 0, total_tokens: 0, requests: 0 };
  }

  async chat(
    params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
    options: LlmCallOptions,
  ): Promise<OpenAI.Chat.ChatCompletion> {
    const client = this.client;
    const where = this.where;
    const { signal } = options;
    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw new LlmAbortError(where, signal.reason);
      let permit: Permit;
      try {
        permit = await this.limiter.acquire(signal);
      } catch (error) {
        throw new LlmAbortError(where, error);
      }
      let delivered = false;
      let failure: unknown;
      try {
        this.onRequest?.();
        let completion: OpenAI.Chat.ChatCompletion;
        if (options.stream) {
          const { data: stream, response } = await client.chat.completions
            .create(
              { ...params, stream: true, stream_options: { include_usage: true } },
              { signal },
            )
            .withResponse();
          if (isEventStream(response)) {
            completion = await aggregateStream(stream, (text) => {
              delivered = true;
              options.onDelta?.(text);
            });
          } else {
            // Not a stream: a JSON completion is used whole; anything else names what it was.
            completion = await nonStreamedCompletion(response, where);
            const text = completion.choices[0]?.message?.content;
            if (text) options.onDelta?.(text);
          }
        } else {
          completion = await client.chat.completions.create(params, { signal });
        }
        this.limiter.succeeded();
        this.count(options.role, completion.usage);
        return completion;
      } catch (error) {
        failure = error;
        if (error instanceof OpenAI.APIError && error.status === 429)
          this.limiter.throttled(permit);
      } finally {
        permit.release();
      }
      if (signal?.aborted) throw new LlmAbortError(where, signal.reason);
      const status = failure instanceof OpenAI.APIError ? failure.status : undefined;
      const retryable = isRetryable(failure) && !delivered;
      if (!retryable || attempt >= this.maxRetries) throw this.finalError(failure, attempt + 1);
      const wait =
        retryAfterMs(failure) ?? backoffMs(this.baseDelayMs, attempt, status === 429 ? 2 : 1);
      await sleep(wait, signal).catch((reason: unknown) => {
        throw new LlmAbortError(where, reason);
      });
    }
  }

  private count(role: Role, usage: OpenAI.CompletionUsage | undefined): void {
    const total = this.totals.get(role) ?? emptyUsage();
    addUsage(total, usageOfCompletion(usage));
    this.totals.set(role, total);
  }

  /** A key refused by an Azure-shaped path (/openai/...) as a Bearer token: it wants api-key. */
  private keyHint(status: number): string {
    if (status !== 401 || keyHeaderOf(this.endpoint) !== BEARER) return '';
    if (!/\/openai(?:\/|$)/.test(this.where)) return '';
    return ` (the key was sent as "Authorization: Bearer"; Azure OpenAI takes it in an api-key header: set ${KEY_HEADER_ENV}=api-key, --api-key-header api-key or the action input api-key-header)`;
  }

  private finalError(error: unknown, attempts: number): LlmRequestError {
    const where = this.where;
    const key = this.endpoint.apiKey;
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    if (error instanceof NotACompletionError) {
      return new LlmRequestError(redactSecret(error.message, key), where, undefined, attempts);
    }
    if (error instanceof OpenAI.APIConnectionTimeoutError) {
      return new LlmRequestError(
        `LLM request to ${where} timed out${tries}`,
        where,
        undefined,
        attempts,
      );
    }
    if (error instanceof OpenAI.APIError && error.status !== undefined) {
      const message = redactSecret(serverMessage(error), key);
      return new LlmRequestError(
        `LLM request to ${where} failed with HTTP ${error.status}${tries}: ${message}${this.keyHint(error.status)}`,
        where,
        error.status,
        attempts,
        message,
      );
    }
    const detail = redactSecret(describeCause(error), key);
    return new LlmRequestError(
      `LLM request to ${where} failed${tries}: ${detail}`,
      where,
      undefined,
      attempts,
    );
  }
}

/** The base URL as shown in messages: no user info, query or fragment (they may hold secrets). */
export function displayUrl(baseURL: string | undefined): string {
  if (!baseURL) return '(no base URL)';
  try {
    const url = new URL(baseURL);
    return `${url.protocol}//${url.host}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return '(invalid base URL)';
  }
}

/** The chain of causes of a connection failure, e.g. "fetch failed: connect ECONNREFUSED ...". */
function describeCause(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error instanceof OpenAI.APIConnectionError ? error.cause : error;
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth++) {
    const message = current instanceof Error ? current.message : String(current);
    if (message && !messages.includes(message)) messages.push(message);
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join(': ') || 'connection error';
}

function serverMessage(error: InstanceType<typeof OpenAI.APIError>): string {
  const body = error.error as { message?: unknown } | undefined;
  const text =
    typeof body?.message === 'string' ? body.message : body ? JSON.stringify(body) : error.message;
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

/** 408, 409, 429, 5xx and connection failures (timeouts included) are retried. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof OpenAI.APIUserAbortError) return false;
  if (error instanceof OpenAI.APIConnectionError) return true;
  if (error instanceof OpenAI.APIError) {
    // The server may say so itself (as OpenAI does); an exhausted quota never recovers by waiting.
    const should = error.headers?.get('x-should-retry');
    if (should === 'true') return true;
    if (should === 'false' || error.code === 'insufficient_quota') return false;
    const s = error.status;
    if (s === undefined) return true;
    return s === 408 || s === 409 || s === 429 || s >= 500;
  }
  // A stream that broke mid-way surfaces as a plain error (socket reset, bad chunk).
  return error instanceof TypeError || (error as { code?: unknown })?.code === 'ECONNRESET';
}

/** The wait the server asked for (retry-after-ms, retry-after seconds or HTTP date), capped. */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  if (!(error instanceof OpenAI.APIError) || !error.headers) return undefined;
  return parseRetryAfter(error.headers, now);
}

export function parseRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  let ms: number | undefined;
  const milliseconds = headers.get('retry-after-ms');
  const seconds = headers.get('retry-after');
  if (milliseconds && Number.isFinite(Number(milliseconds))) ms = Number(milliseconds);
  else if (seconds) {
    if (/^\s*\d+(\.\d+)?\s*$/.test(seconds)) ms = Number(seconds) * 1000;
    else {
      const date = Date.parse(seconds);
      if (Number.isFinite(date)) ms = date - now;
    }
  }
  if (ms === undefined || !(ms >= 0)) return undefined;
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}

/** Exponential backoff with jitter in [d/2, d], d = base * 2^attempt * factor, capped. */
export function backoffMs(baseDelayMs: number, attempt: number, factor = 1): number {
  const d = Math.min(MAX_BACKOFF_MS, baseDelayMs * 2 ** attempt * factor);
  return d / 2 + Math.random() * (d / 2);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
