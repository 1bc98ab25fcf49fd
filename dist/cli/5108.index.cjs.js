"use strict";
exports.id = 5108;
exports.ids = [5108];
exports.modules = {

/***/ 7182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G8: () => (/* binding */ KEY_HEADER_OPTION),
/* harmony export */   LP: () => (/* binding */ keyHeader),
/* harmony export */   q3: () => (/* binding */ KEY_HEADER_HELP)
/* harmony export */ });
/* harmony import */ var _llm_connection_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6683);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8619);
// `--api-key-header`, shared by every command that calls a model (run, check, generate, grade):
// the HTTP header that carries the key (`api-key` for Azure OpenAI behind a gateway), else
// OPENAI_API_KEY_HEADER. Checked before any request, so a bad name is a usage error.


const KEY_HEADER_OPTION = { 'api-key-header': { type: 'string' } };
const KEY_HEADER_HELP = {
    'api-key-header': `H the header that carries the key (default Authorization: Bearer; else ${_llm_connection_js__WEBPACK_IMPORTED_MODULE_1__/* .KEY_HEADER_ENV */ .iW})`,
};
/** --api-key-header, else OPENAI_API_KEY_HEADER; undefined for the default Bearer. */
function keyHeader(values) {
    const flag = values['api-key-header'];
    const text = flag ?? (process.env[_llm_connection_js__WEBPACK_IMPORTED_MODULE_1__/* .KEY_HEADER_ENV */ .iW]?.trim() || undefined);
    if (text === undefined)
        return undefined;
    const problem = (0,_llm_connection_js__WEBPACK_IMPORTED_MODULE_1__/* .keyHeaderProblem */ .K_)(text.trim(), flag !== undefined ? '--api-key-header' : _llm_connection_js__WEBPACK_IMPORTED_MODULE_1__/* .KEY_HEADER_ENV */ .iW);
    if (problem)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(problem);
    return text.trim();
}


/***/ }),

/***/ 5963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SE: () => (/* binding */ createLlm),
  UP: () => (/* binding */ missingEndpointError),
  sO: () => (/* binding */ resolveEndpoint)
});

// UNUSED EXPORTS: LlmAbortError, LlmConfigError, LlmError, LlmRequestError, backoffMs, displayUrl, isRetryable, parseRetryAfter, retryAfterMs

// EXTERNAL MODULE: ./node_modules/openai/index.mjs + 152 modules
var openai = __webpack_require__(3674);
// EXTERNAL MODULE: ./src/results/usage.ts
var results_usage = __webpack_require__(8233);
// EXTERNAL MODULE: ./src/llm/errors.ts
var errors = __webpack_require__(9968);
// EXTERNAL MODULE: ./src/llm/connection.ts
var connection = __webpack_require__(6683);
;// CONCATENATED MODULE: ./src/llm/limiter.ts
// A per-endpoint concurrency limiter with AIMD control: the limit halves when the server
// throttles (429) and grows back by one after about `limit` successes. All Llm instances of the
// same base URL share one limiter, so parallel workers back off together.
class AimdLimiter {
    maxLimit;
    current;
    active = 0;
    growth = 0;
    epochCounter = 0;
    waiters = [];
    constructor(maxLimit) {
        this.maxLimit = maxLimit;
        if (!(maxLimit >= 1))
            throw new RangeError('maxConcurrency must be >= 1');
        this.maxLimit = Math.floor(maxLimit);
        this.current = this.maxLimit;
    }
    get limit() {
        return this.current;
    }
    get max() {
        return this.maxLimit;
    }
    get inFlight() {
        return this.active;
    }
    get queued() {
        return this.waiters.length;
    }
    /** Raises the ceiling (a later Llm of the same endpoint asked for more). */
    raiseMax(max) {
        const m = Math.floor(max);
        if (m > this.maxLimit) {
            this.maxLimit = m;
            this.current = Math.max(this.current, 1);
            this.pump();
        }
    }
    /** Waits for a slot; rejects with the signal's reason when aborted while waiting. */
    acquire(signal) {
        if (signal?.aborted)
            return Promise.reject(signal.reason);
        if (this.active < this.current && this.waiters.length === 0) {
            return Promise.resolve(this.grant());
        }
        return new Promise((resolve, reject) => {
            const waiter = {
                grant: () => {
                    signal?.removeEventListener('abort', onAbort);
                    resolve(this.grant());
                },
            };
            const onAbort = () => {
                const i = this.waiters.indexOf(waiter);
                if (i >= 0)
                    this.waiters.splice(i, 1);
                reject(signal?.reason);
            };
            signal?.addEventListener('abort', onAbort, { once: true });
            this.waiters.push(waiter);
        });
    }
    /** The server throttled a request of this permit: halve the limit (once per epoch). */
    throttled(permit) {
        if (permit.epoch !== this.epochCounter)
            return;
        this.epochCounter++;
        this.current = Math.max(1, Math.floor(this.current / 2));
        this.growth = 0;
    }
    /** A request succeeded: additive increase, +1 after `limit` successes, up to the maximum. */
    succeeded() {
        if (this.current >= this.maxLimit)
            return;
        this.growth += 1 / this.current;
        if (this.growth >= 1) {
            this.growth = 0;
            this.current++;
            this.pump();
        }
    }
    grant() {
        this.active++;
        let released = false;
        return {
            epoch: this.epochCounter,
            release: () => {
                if (released)
                    return;
                released = true;
                this.active--;
                this.pump();
            },
        };
    }
    pump() {
        while (this.active < this.current && this.waiters.length > 0)
            this.waiters.shift().grant();
    }
}
const shared = new Map();
/** The limiter shared by every Llm of this base URL. */
function limiterFor(baseURL, maxConcurrency) {
    const key = baseURL.replace(/\/+$/, '');
    let limiter = shared.get(key);
    if (!limiter) {
        limiter = new AimdLimiter(maxConcurrency);
        shared.set(key, limiter);
    }
    else
        limiter.raiseMax(maxConcurrency);
    return limiter;
}

;// CONCATENATED MODULE: ./src/llm/non-streamed.ts

/** The endpoint answered with something that is not a chat completion. */
class NotACompletionError extends errors/* LlmError */.Cf {
    constructor(message) {
        super(message);
        this.name = 'NotACompletionError';
    }
}
/** True when the response is a server-sent event stream (what the SDK parses). */
function isEventStream(response) {
    return /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '');
}
/** The completion of a non-streamed answer, or NotACompletionError naming what came back. */
async function nonStreamedCompletion(response, where) {
    const type = response.headers.get('content-type') ?? '(no content type)';
    const text = await response.text();
    if (/\bjson\b/i.test(type)) {
        let body;
        try {
            body = JSON.parse(text);
        }
        catch {
            body = undefined;
        }
        if (isCompletion(body))
            return body;
    }
    throw new NotACompletionError(`the LLM endpoint ${where} answered the streaming chat request with ${type}, not a chat completion: ` +
        `${firstBytes(text)}`);
}
function isCompletion(body) {
    const choices = body?.choices;
    return (Array.isArray(choices) &&
        choices.length > 0 &&
        typeof choices[0]?.message === 'object');
}
/** The body's first 200 characters, escaped as a JSON string (no control characters). */
function firstBytes(text, max = 200) {
    if (!text)
        return '(empty body)';
    const chars = Array.from(text);
    const head = chars.slice(0, max).join('');
    return JSON.stringify(head) + (chars.length > max ? '…' : '');
}

;// CONCATENATED MODULE: ./src/llm/stream.ts
async function aggregateStream(stream, onText) {
    let id = '';
    let model = '';
    let created = 0;
    let usage;
    let content = null;
    let refusal = null;
    let finishReason = null;
    const calls = [];
    for await (const chunk of stream) {
        id ||= chunk.id;
        model ||= chunk.model;
        created ||= chunk.created;
        if (chunk.usage)
            usage = chunk.usage;
        // Only the first choice is kept (Parley never asks for n > 1).
        const choice = chunk.choices?.find((c) => c.index === 0) ?? chunk.choices?.[0];
        if (!choice)
            continue;
        const delta = choice.delta ?? {};
        if (typeof delta.content === 'string' && delta.content.length > 0) {
            content = (content ?? '') + delta.content;
            onText?.(delta.content);
        }
        if (typeof delta.refusal === 'string')
            refusal = (refusal ?? '') + delta.refusal;
        for (const d of delta.tool_calls ?? []) {
            const call = (calls[d.index] ??= {
                id: '',
                type: 'function',
                function: { name: '', arguments: '' },
            });
            if (d.id)
                call.id = d.id;
            if (d.function?.name)
                call.function.name += d.function.name;
            if (d.function?.arguments)
                call.function.arguments += d.function.arguments;
        }
        if (choice.finish_reason)
            finishReason = choice.finish_reason;
    }
    const toolCalls = calls.filter(Boolean);
    const message = {
        role: 'assistant',
        content,
        refusal,
        ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
    };
    return {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
            {
                index: 0,
                message,
                finish_reason: finishReason ?? (toolCalls.length ? 'tool_calls' : 'stop'),
                logprobs: null,
            },
        ],
        ...(usage ? { usage } : {}),
    };
}

// EXTERNAL MODULE: ./src/llm/usage.ts
var llm_usage = __webpack_require__(1304);
;// CONCATENATED MODULE: ./src/llm/client.ts
// The OpenAI-compatible client behind every LLM call: endpoint resolution, retries with
// backoff (the SDK's own retries are off), a shared AIMD concurrency limiter per endpoint,
// optional streaming aggregated into one ChatCompletion, and token usage per role.









const MAX_BACKOFF_MS = 30_000;
/** A server asking for a longer wait than this is capped (the run has its own timeout). */
const MAX_RETRY_AFTER_MS = 60_000;
/** Flags win; else OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_API_KEY_HEADER. Blank = missing. */
function resolveEndpoint(given) {
    const pick = (...values) => values.map((v) => v?.trim()).find((v) => v) || undefined;
    const apiKeyHeader = pick(given?.apiKeyHeader, process.env[connection/* KEY_HEADER_ENV */.iW]);
    return {
        baseURL: pick(given?.baseURL, process.env.OPENAI_BASE_URL),
        apiKey: pick(given?.apiKey, process.env.OPENAI_API_KEY),
        ...(apiKeyHeader ? { apiKeyHeader } : {}),
    };
}
/** The error a caller gets when an LLM call is needed and the endpoint is incomplete. */
function missingEndpointError(endpoint) {
    const missing = [];
    if (!endpoint.baseURL)
        missing.push('a base URL (OPENAI_BASE_URL or --base-url)');
    if (!endpoint.apiKey)
        missing.push('an API key (OPENAI_API_KEY or --api-key)');
    if (missing.length === 0)
        return undefined;
    return new errors/* LlmConfigError */.uk(`an LLM endpoint is needed but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: set OPENAI_BASE_URL and ` +
        `OPENAI_API_KEY, or pass --base-url and --api-key (action inputs base-url / api-key)`);
}
function createLlm(endpoint, options = {}) {
    return new OpenAiLlm(endpoint, options);
}
class OpenAiLlm {
    endpoint;
    clientInstance;
    limiterInstance;
    totals = new Map();
    maxRetries;
    baseDelayMs;
    requestTimeoutMs;
    maxConcurrency;
    onRequest;
    /** The endpoint as errors name it (no credentials, no query). */
    where;
    constructor(endpoint, options) {
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
    get client() {
        if (!this.clientInstance) {
            const error = missingEndpointError(this.endpoint);
            if (error)
                throw error;
            // A query in the base URL (Azure's ?api-version=) goes on every request, after the path.
            const { base, query } = (0,connection/* splitBaseUrl */.pv)(this.endpoint.baseURL);
            this.clientInstance = new openai/* default */.Ay({
                baseURL: base,
                ...(0,connection/* keyOptions */.WX)(this.endpoint),
                ...(Object.keys(query).length ? { defaultQuery: query } : {}),
                maxRetries: 0,
                timeout: this.requestTimeoutMs,
            });
        }
        return this.clientInstance;
    }
    get limiter() {
        this.limiterInstance ??= limiterFor(this.endpoint.baseURL ?? '', this.maxConcurrency);
        return this.limiterInstance;
    }
    usage(role) {
        const u = this.totals.get(role);
        return u ? { ...u } : { input_tokens: 0, output_tokens: 0, total_tokens: 0, requests: 0 };
    }
    async chat(params, options) {
        const client = this.client;
        const where = this.where;
        const { signal } = options;
        for (let attempt = 0;; attempt++) {
            if (signal?.aborted)
                throw new errors/* LlmAbortError */.Gg(where, signal.reason);
            let permit;
            try {
                permit = await this.limiter.acquire(signal);
            }
            catch (error) {
                throw new errors/* LlmAbortError */.Gg(where, error);
            }
            let delivered = false;
            let failure;
            try {
                this.onRequest?.();
                let completion;
                if (options.stream) {
                    const { data: stream, response } = await client.chat.completions
                        .create({ ...params, stream: true, stream_options: { include_usage: true } }, { signal })
                        .withResponse();
                    if (isEventStream(response)) {
                        completion = await aggregateStream(stream, (text) => {
                            delivered = true;
                            options.onDelta?.(text);
                        });
                    }
                    else {
                        // Not a stream: a JSON completion is used whole; anything else names what it was.
                        completion = await nonStreamedCompletion(response, where);
                        const text = completion.choices[0]?.message?.content;
                        if (text)
                            options.onDelta?.(text);
                    }
                }
                else {
                    completion = await client.chat.completions.create(params, { signal });
                }
                this.limiter.succeeded();
                this.count(options.role, completion.usage);
                return completion;
            }
            catch (error) {
                failure = error;
                if (error instanceof openai/* default.APIError */.Ay.APIError && error.status === 429)
                    this.limiter.throttled(permit);
            }
            finally {
                permit.release();
            }
            if (signal?.aborted)
                throw new errors/* LlmAbortError */.Gg(where, signal.reason);
            const status = failure instanceof openai/* default.APIError */.Ay.APIError ? failure.status : undefined;
            const retryable = isRetryable(failure) && !delivered;
            if (!retryable || attempt >= this.maxRetries)
                throw this.finalError(failure, attempt + 1);
            const wait = retryAfterMs(failure) ?? backoffMs(this.baseDelayMs, attempt, status === 429 ? 2 : 1);
            await sleep(wait, signal).catch((reason) => {
                throw new errors/* LlmAbortError */.Gg(where, reason);
            });
        }
    }
    count(role, usage) {
        const total = this.totals.get(role) ?? (0,results_usage/* emptyUsage */.ly)();
        (0,results_usage/* addUsage */.vk)(total, (0,llm_usage/* usageOfCompletion */.R)(usage));
        this.totals.set(role, total);
    }
    /** A key refused by an Azure-shaped path (/openai/...) as a Bearer token: it wants api-key. */
    keyHint(status) {
        if (status !== 401 || (0,connection/* keyHeaderOf */.Ce)(this.endpoint) !== connection/* BEARER */.G)
            return '';
        if (!/\/openai(?:\/|$)/.test(this.where))
            return '';
        return ` (the key was sent as "Authorization: Bearer"; Azure OpenAI takes it in an api-key header: set ${connection/* KEY_HEADER_ENV */.iW}=api-key, --api-key-header api-key or the action input api-key-header)`;
    }
    finalError(error, attempts) {
        const where = this.where;
        const key = this.endpoint.apiKey;
        const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
        if (error instanceof NotACompletionError) {
            return new errors/* LlmRequestError */.bj((0,errors/* redactSecret */.Y3)(error.message, key), where, undefined, attempts);
        }
        if (error instanceof openai/* default.APIConnectionTimeoutError */.Ay.APIConnectionTimeoutError) {
            return new errors/* LlmRequestError */.bj(`LLM request to ${where} timed out${tries}`, where, undefined, attempts);
        }
        if (error instanceof openai/* default.APIError */.Ay.APIError && error.status !== undefined) {
            const message = (0,errors/* redactSecret */.Y3)(serverMessage(error), key);
            return new errors/* LlmRequestError */.bj(`LLM request to ${where} failed with HTTP ${error.status}${tries}: ${message}${this.keyHint(error.status)}`, where, error.status, attempts, message);
        }
        const detail = (0,errors/* redactSecret */.Y3)(describeCause(error), key);
        return new errors/* LlmRequestError */.bj(`LLM request to ${where} failed${tries}: ${detail}`, where, undefined, attempts);
    }
}
/** The base URL as shown in messages: no user info, query or fragment (they may hold secrets). */
function displayUrl(baseURL) {
    if (!baseURL)
        return '(no base URL)';
    try {
        const url = new URL(baseURL);
        return `${url.protocol}//${url.host}${url.pathname}`.replace(/\/+$/, '');
    }
    catch {
        return '(invalid base URL)';
    }
}
/** The chain of causes of a connection failure, e.g. "fetch failed: connect ECONNREFUSED ...". */
function describeCause(error) {
    const messages = [];
    let current = error instanceof openai/* default.APIConnectionError */.Ay.APIConnectionError ? error.cause : error;
    for (let depth = 0; current !== undefined && current !== null && depth < 4; depth++) {
        const message = current instanceof Error ? current.message : String(current);
        if (message && !messages.includes(message))
            messages.push(message);
        current = current instanceof Error ? current.cause : undefined;
    }
    return messages.join(': ') || 'connection error';
}
function serverMessage(error) {
    const body = error.error;
    const text = typeof body?.message === 'string' ? body.message : body ? JSON.stringify(body) : error.message;
    return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}
/** 408, 409, 429, 5xx and connection failures (timeouts included) are retried. */
function isRetryable(error) {
    if (error instanceof openai/* default.APIUserAbortError */.Ay.APIUserAbortError)
        return false;
    if (error instanceof openai/* default.APIConnectionError */.Ay.APIConnectionError)
        return true;
    if (error instanceof openai/* default.APIError */.Ay.APIError) {
        // The server may say so itself (as OpenAI does); an exhausted quota never recovers by waiting.
        const should = error.headers?.get('x-should-retry');
        if (should === 'true')
            return true;
        if (should === 'false' || error.code === 'insufficient_quota')
            return false;
        const s = error.status;
        if (s === undefined)
            return true;
        return s === 408 || s === 409 || s === 429 || s >= 500;
    }
    // A stream that broke mid-way surfaces as a plain error (socket reset, bad chunk).
    return error instanceof TypeError || error?.code === 'ECONNRESET';
}
/** The wait the server asked for (retry-after-ms, retry-after seconds or HTTP date), capped. */
function retryAfterMs(error, now = Date.now()) {
    if (!(error instanceof openai/* default.APIError */.Ay.APIError) || !error.headers)
        return undefined;
    return parseRetryAfter(error.headers, now);
}
function parseRetryAfter(headers, now = Date.now()) {
    let ms;
    const milliseconds = headers.get('retry-after-ms');
    const seconds = headers.get('retry-after');
    if (milliseconds && Number.isFinite(Number(milliseconds)))
        ms = Number(milliseconds);
    else if (seconds) {
        if (/^\s*\d+(\.\d+)?\s*$/.test(seconds))
            ms = Number(seconds) * 1000;
        else {
            const date = Date.parse(seconds);
            if (Number.isFinite(date))
                ms = date - now;
        }
    }
    if (ms === undefined || !(ms >= 0))
        return undefined;
    return Math.min(ms, MAX_RETRY_AFTER_MS);
}
/** Exponential backoff with jitter in [d/2, d], d = base * 2^attempt * factor, capped. */
function backoffMs(baseDelayMs, attempt, factor = 1) {
    const d = Math.min(MAX_BACKOFF_MS, baseDelayMs * 2 ** attempt * factor);
    return d / 2 + Math.random() * (d / 2);
}
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
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


/***/ }),

/***/ 6683:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ce: () => (/* binding */ keyHeaderOf),
/* harmony export */   G: () => (/* binding */ BEARER),
/* harmony export */   K_: () => (/* binding */ keyHeaderProblem),
/* harmony export */   WX: () => (/* binding */ keyOptions),
/* harmony export */   iW: () => (/* binding */ KEY_HEADER_ENV),
/* harmony export */   pv: () => (/* binding */ splitBaseUrl)
/* harmony export */ });
/** The environment variable of the main endpoint's key header (flag --api-key-header). */
const KEY_HEADER_ENV = 'OPENAI_API_KEY_HEADER';
/** The default: the key as a Bearer token in the Authorization header. */
const BEARER = 'authorization';
/** Azure OpenAI's hosts, which take an API key only in an `api-key` header. */
const AZURE_HOSTS = /\.(?:openai\.azure\.com|cognitiveservices\.azure\.com|services\.ai\.azure\.com)$/i;
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
/** Why `value` cannot name the key's header (`where`: the flag, input or variable), if it cannot. */
function keyHeaderProblem(value, where) {
    if (HEADER_NAME.test(value))
        return undefined;
    return `${where}: expected an HTTP header name such as api-key or authorization, got "${value}"`;
}
/** The base URL without its query, and the query's parameters (sent on every request). */
function splitBaseUrl(baseURL) {
    const at = baseURL.indexOf('?');
    if (at < 0)
        return { base: baseURL, query: {} };
    const hash = baseURL.indexOf('#', at);
    const search = new URLSearchParams(baseURL.slice(at + 1, hash < 0 ? undefined : hash));
    return { base: baseURL.slice(0, at).replace(/\/+$/, ''), query: Object.fromEntries(search) };
}
/** The header the endpoint's key goes in, lower case: the one set, else Azure's by its host. */
function keyHeaderOf(endpoint) {
    const given = endpoint.apiKeyHeader?.trim().toLowerCase();
    if (given)
        return given;
    try {
        if (AZURE_HOSTS.test(new URL(endpoint.baseURL ?? '').hostname))
            return 'api-key';
    }
    catch {
        // An invalid base URL fails at the request, naming it.
    }
    return BEARER;
}
/** The SDK's options for the key: a Bearer token, or the key in its header and no Authorization. */
function keyOptions(endpoint) {
    const header = keyHeaderOf(endpoint);
    if (header === BEARER)
        return { apiKey: endpoint.apiKey };
    // The SDK requires an apiKey; the null header drops the Bearer token it would make of it.
    return {
        apiKey: endpoint.apiKey,
        defaultHeaders: { [header]: endpoint.apiKey ?? null, authorization: null },
    };
}


/***/ }),

/***/ 9968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ LlmError),
/* harmony export */   Gg: () => (/* binding */ LlmAbortError),
/* harmony export */   Y3: () => (/* binding */ redactSecret),
/* harmony export */   bj: () => (/* binding */ LlmRequestError),
/* harmony export */   uk: () => (/* binding */ LlmConfigError)
/* harmony export */ });
// Errors of the LLM client. Messages name the endpoint by its base URL only: the API key never
// appears in any message (redactSecret removes it from server-provided text too).
class LlmError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'LlmError';
    }
}
/** No base URL or key where an LLM call is needed. */
class LlmConfigError extends LlmError {
    constructor(message) {
        super(message);
        this.name = 'LlmConfigError';
    }
}
/** The endpoint answered with an error status, or could not be reached, after all retries. */
class LlmRequestError extends LlmError {
    endpoint;
    status;
    attempts;
    serverMessage;
    constructor(message, endpoint, 
    /** HTTP status; undefined for connection failures and timeouts. */
    status, attempts, 
    /** The server's error message (redacted), for callers that react to it. */
    serverMessage) {
        super(message);
        this.endpoint = endpoint;
        this.status = status;
        this.attempts = attempts;
        this.serverMessage = serverMessage;
        this.name = 'LlmRequestError';
    }
}
/** The caller's AbortSignal fired; no retry follows. */
class LlmAbortError extends LlmError {
    constructor(endpoint, cause) {
        super(`LLM request to ${endpoint} aborted`, { cause });
        this.name = 'AbortError';
    }
}
/** Replaces every occurrence of the secret in a text. */
function redactSecret(text, secret) {
    if (!secret || secret.length < 4)
        return text;
    return text.split(secret).join('***');
}


/***/ }),

/***/ 1304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ usageOfCompletion)
/* harmony export */ });
/**
 * `model`: the model asked for, so its tokens can be priced as its own (results/cost.ts).
 * Cached input tokens are kept apart when the provider reports them (prompt caching).
 */
function usageOfCompletion(usage, model) {
    const input = usage?.prompt_tokens ?? 0;
    const output = usage?.completion_tokens ?? 0;
    const reported = usage?.prompt_tokens_details?.cached_tokens;
    const cached = typeof reported === 'number' && Number.isFinite(reported) && reported > 0
        ? Math.min(Math.round(reported), input)
        : undefined;
    return {
        input_tokens: input,
        output_tokens: output,
        total_tokens: usage?.total_tokens ?? input + output,
        requests: 1,
        ...(cached !== undefined ? { cached_input_tokens: cached } : {}),
        ...(model
            ? {
                models: {
                    [model.slice(0, 200)]: {
                        input_tokens: input,
                        cached_input_tokens: cached ?? 0,
                        output_tokens: output,
                    },
                },
            }
            : {}),
    };
}


/***/ }),

/***/ 8233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EF: () => (/* binding */ emptyUsageByRole),
/* harmony export */   ly: () => (/* binding */ emptyUsage),
/* harmony export */   vk: () => (/* binding */ addUsage)
/* harmony export */ });
function emptyUsage() {
    return { input_tokens: 0, output_tokens: 0, total_tokens: 0, requests: 0 };
}
function emptyUsageByRole() {
    return { agent: emptyUsage(), responder: emptyUsage(), judge: emptyUsage() };
}
function addUsage(into, more) {
    // Not reported stays not reported only while nothing reported is added.
    if (more.reported === false && into.requests === 0 && into.total_tokens === 0) {
        into.reported = false;
    }
    else if (more.reported !== false && 'reported' in into) {
        // Only when there is one: a delete of a missing key is still a call into the runtime.
        delete into.reported;
    }
    into.input_tokens += more.input_tokens;
    into.output_tokens += more.output_tokens;
    into.total_tokens += more.total_tokens;
    into.requests += more.requests;
    if (more.cached_input_tokens !== undefined) {
        into.cached_input_tokens = (into.cached_input_tokens ?? 0) + more.cached_input_tokens;
    }
    if (more.models) {
        const models = (into.models ??= {});
        for (const [model, t] of Object.entries(more.models)) {
            // Own keys only, and defined rather than assigned: a model named `__proto__` or
            // `constructor` is counted as a model, never written onto Object.prototype or Object.
            let sum = Object.hasOwn(models, model) ? models[model] : undefined;
            if (!sum) {
                sum = { input_tokens: 0, cached_input_tokens: 0, output_tokens: 0 };
                Object.defineProperty(models, model, {
                    value: sum,
                    enumerable: true,
                    writable: true,
                    configurable: true,
                });
            }
            sum.input_tokens += t.input_tokens;
            sum.cached_input_tokens += t.cached_input_tokens;
            sum.output_tokens += t.output_tokens;
        }
    }
    return into;
}


/***/ })

};
;