import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { limiterFor } from '../../src/llm/limiter.js';
import {
  createLlm,
  LlmAbortError,
  LlmConfigError,
  LlmRequestError,
  displayUrl,
  parseRetryAfter,
  resolveEndpoint,
} from '../../src/llm/client.js';
import { startFakeOpenAI, type FakeHandler, type FakeOpenAI } from '../fakes/openai-server.js';

const KEY = 'sk-test-secret-key-123456';
const params = { model: 'm', messages: [{ role: 'user' as const, content: 'hi' }] };

/** A fake whose handler each test sets. */
let fake: FakeOpenAI;
let handler: FakeHandler = () => ({ content: 'ok' });
before(async () => {
  fake = await startFakeOpenAI((r) => handler(r), { apiKey: KEY });
});
after(() => fake.close());

/** A client of the shared fake (the tests share its base URL, hence its limiter). */
function llm(options: Parameters<typeof createLlm>[1] = {}) {
  return createLlm({ baseURL: fake.url, apiKey: KEY }, { baseDelayMs: 1, ...options });
}
function requestsSince(start: number) {
  return fake.requests.slice(start);
}

describe('resolveEndpoint', () => {
  it('prefers flags, else the environment; blank counts as missing', () => {
    const saved = { ...process.env };
    try {
      process.env.OPENAI_BASE_URL = 'http://env/v1';
      process.env.OPENAI_API_KEY = 'env-key';
      assert.deepEqual(resolveEndpoint({ baseURL: 'http://flag/v1' }), {
        baseURL: 'http://flag/v1',
        apiKey: 'env-key',
      });
      assert.deepEqual(resolveEndpoint({ baseURL: '  ', apiKey: 'k' }), {
        baseURL: 'http://env/v1',
        apiKey: 'k',
      });
      delete process.env.OPENAI_BASE_URL;
      delete process.env.OPENAI_API_KEY;
      assert.deepEqual(resolveEndpoint(), { baseURL: undefined, apiKey: undefined });
    } finally {
      process.env = saved;
    }
  });
});

describe('createLlm', () => {
  it('needs a base URL and key only when a call is made, and names how to set them', async () => {
    const l = createLlm({ apiKey: KEY });
    await assert.rejects(l.chat(params, { role: 'agent' }), (e: unknown) => {
      assert.ok(e instanceof LlmConfigError);
      for (const word of ['OPENAI_BASE_URL', 'OPENAI_API_KEY', '--base-url', '--api-key']) {
        assert.match(e.message, new RegExp(word));
      }
      assert.match(e.message, /base URL/);
      assert.doesNotMatch(e.message, /an API key \(/);
      assert.ok(!e.message.includes(KEY));
      return true;
    });
  });

  it('keeps the key out of inspect/JSON of the endpoint', () => {
    const l = llm();
    assert.equal(l.endpoint.apiKey, KEY);
    assert.ok(!inspect(l.endpoint).includes(KEY));
    assert.ok(!JSON.stringify(l.endpoint).includes(KEY));
  });

  it('sends the request with the key and counts usage per role', async () => {
    handler = () => ({ content: 'hello', usage: { prompt_tokens: 7, completion_tokens: 3 } });
    const start = fake.requests.length;
    const l = llm();
    const c = await l.chat(params, { role: 'agent' });
    await l.chat(params, { role: 'agent' });
    await l.chat(params, { role: 'judge' });
    assert.equal(c.choices[0]?.message.content, 'hello');
    assert.equal(requestsSince(start)[0]?.headers.authorization, `Bearer ${KEY}`);
    assert.deepEqual(l.usage('agent'), {
      input_tokens: 14,
      output_tokens: 6,
      total_tokens: 20,
      requests: 2,
    });
    assert.deepEqual(l.usage('judge'), {
      input_tokens: 7,
      output_tokens: 3,
      total_tokens: 10,
      requests: 1,
    });
    assert.deepEqual(l.usage('responder'), {
      input_tokens: 0,
      output_tokens: 0,
      total_tokens: 0,
      requests: 0,
    });
  });

  it('retries a 500, then succeeds', async () => {
    const start = fake.requests.length;
    handler = (r) => (r.index === start ? { status: 500 } : { content: 'recovered' });
    const c = await llm().chat(params, { role: 'agent' });
    assert.equal(c.choices[0]?.message.content, 'recovered');
    assert.equal(requestsSince(start).length, 2);
  });

  it('retries 408 and 409 but not 400, 401 or 404', async () => {
    for (const status of [400, 401, 404]) {
      const start = fake.requests.length;
      handler = () => ({ status, body: { error: { message: `bad thing ${status}` } } });
      await assert.rejects(llm().chat(params, { role: 'agent' }), (e: unknown) => {
        assert.ok(e instanceof LlmRequestError);
        assert.equal(e.status, status);
        assert.match(e.message, new RegExp(`HTTP ${status}: bad thing ${status}`));
        return true;
      });
      assert.equal(requestsSince(start).length, 1, `status ${status} must not be retried`);
    }
    for (const status of [408, 409]) {
      const start = fake.requests.length;
      handler = (r) => (r.index === start ? { status } : { content: 'ok' });
      await llm().chat(params, { role: 'agent' });
      assert.equal(requestsSince(start).length, 2, `status ${status} must be retried`);
    }
  });

  it('does not retry an exhausted quota (429 insufficient_quota)', async () => {
    const start = fake.requests.length;
    handler = () => ({
      status: 429,
      body: { error: { message: 'You exceeded your current quota', code: 'insufficient_quota' } },
    });
    await assert.rejects(llm().chat(params, { role: 'agent' }), /HTTP 429: You exceeded/);
    assert.equal(requestsSince(start).length, 1);
  });

  it('gives up after maxRetries with endpoint, status and message, never the key', async () => {
    const start = fake.requests.length;
    handler = () => ({ status: 503, body: { error: { message: `overloaded; key was ${KEY}` } } });
    await assert.rejects(llm({ maxRetries: 2 }).chat(params, { role: 'agent' }), (e: unknown) => {
      assert.ok(e instanceof LlmRequestError);
      assert.equal(e.status, 503);
      assert.equal(e.attempts, 3);
      assert.ok(e.message.includes(fake.url));
      assert.match(e.message, /HTTP 503 after 3 attempts: overloaded/);
      assert.ok(!e.message.includes(KEY));
      assert.ok(!inspect(e).includes(KEY));
      return true;
    });
    assert.equal(requestsSince(start).length, 3);
  });

  it('fails clearly when the endpoint cannot be reached', async () => {
    const dead = await startFakeOpenAI(() => ({ content: 'x' }), { apiKey: KEY });
    const url = dead.url;
    await dead.close();
    const l = createLlm({ baseURL: url, apiKey: KEY }, { baseDelayMs: 1, maxRetries: 1 });
    await assert.rejects(l.chat(params, { role: 'agent' }), (e: unknown) => {
      assert.ok(e instanceof LlmRequestError);
      assert.equal(e.status, undefined);
      assert.ok(e.message.includes(url));
      assert.ok(!e.message.includes(KEY));
      return true;
    });
  });

  it('honours retry-after-ms on 429 before retrying', async () => {
    const start = fake.requests.length;
    handler = (r) =>
      r.index === start
        ? {
            status: 429,
            headers: { 'retry-after-ms': '300' },
            body: { error: { message: 'slow down' } },
          }
        : { content: 'after the wait' };
    // baseDelayMs 1: without the header the retry would follow within milliseconds.
    const c = await llm().chat(params, { role: 'agent' });
    assert.equal(c.choices[0]?.message.content, 'after the wait');
    const [first, second] = requestsSince(start);
    assert.equal(requestsSince(start).length, 2);
    // A lower bound only: the retry cannot have arrived before the requested wait.
    assert.ok(second!.receivedAt! - first!.receivedAt! >= 290);
  });

  it('halves the endpoint concurrency when the server throttles', async () => {
    const own = await startFakeOpenAI(
      (r) =>
        r.index === 0 ? { status: 429, headers: { 'retry-after-ms': '1' } } : { content: 'ok' },
      { apiKey: KEY },
    );
    try {
      const l = createLlm({ baseURL: own.url, apiKey: KEY }, { maxConcurrency: 8 });
      await l.chat(params, { role: 'agent' });
      assert.equal(own.requests.length, 2);
      assert.equal(limiterFor(own.url, 8).limit, 4);
    } finally {
      await own.close();
    }
  });

  it('times out a request that never answers, retrying it', async () => {
    const start = fake.requests.length;
    handler = () => ({ hang: true });
    const l = llm({ requestTimeoutMs: 100, maxRetries: 1 });
    await assert.rejects(l.chat(params, { role: 'agent' }), (e: unknown) => {
      assert.ok(e instanceof LlmRequestError);
      assert.match(e.message, /timed out after 2 attempts/);
      return true;
    });
    assert.equal(requestsSince(start).length, 2);
  });

  it('aborts a hanging request at once, without retrying', async () => {
    const start = fake.requests.length;
    const controller = new AbortController();
    handler = () => {
      setImmediate(() => controller.abort());
      return { hang: true };
    };
    await assert.rejects(
      llm({ maxRetries: 5 }).chat(params, { role: 'agent', signal: controller.signal }),
      LlmAbortError,
    );
    assert.equal(requestsSince(start).length, 1);
  });

  it('does not start a call whose signal is already aborted', async () => {
    const start = fake.requests.length;
    await assert.rejects(
      llm().chat(params, { role: 'agent', signal: AbortSignal.abort() }),
      LlmAbortError,
    );
    assert.equal(requestsSince(start).length, 0);
  });

  it('aggregates a streamed completion and reports text deltas', async () => {
    const text = 'The quick brown fox jumps over the lazy dog, twice over.';
    handler = () => ({
      content: text,
      toolCalls: [{ name: 'lookup', arguments: { q: 'fox', n: 2 }, id: 'call_1' }],
      usage: { prompt_tokens: 11, completion_tokens: 13 },
    });
    const start = fake.requests.length;
    const deltas: string[] = [];
    const l = llm();
    const c = await l.chat(params, {
      role: 'responder',
      stream: true,
      onDelta: (d) => deltas.push(d),
    });
    assert.equal(requestsSince(start)[0]?.body.stream, true);
    assert.ok(deltas.length > 1);
    assert.equal(deltas.join(''), text);
    const message = c.choices[0]!.message;
    assert.equal(message.content, text);
    assert.equal(c.choices[0]!.finish_reason, 'tool_calls');
    const call = message.tool_calls?.[0];
    assert.ok(call && call.type === 'function');
    assert.equal(call.id, 'call_1');
    assert.equal(call.function.name, 'lookup');
    assert.deepEqual(JSON.parse(call.function.arguments), { q: 'fox', n: 2 });
    assert.equal(l.usage('responder').total_tokens, 24);
  });

  it('shares one concurrency limit among the Llm instances of a base URL', async () => {
    const other = await startFakeOpenAI(
      async () => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await new Promise((r) => setTimeout(r, 20));
        inFlight--;
        return { content: 'ok' };
      },
      { apiKey: KEY },
    );
    let inFlight = 0;
    let peak = 0;
    try {
      const a = createLlm({ baseURL: other.url, apiKey: KEY }, { maxConcurrency: 2 });
      const b = createLlm({ baseURL: other.url, apiKey: KEY }, { maxConcurrency: 2 });
      await Promise.all(
        [1, 2, 3].flatMap(() => [a, b].map((l) => l.chat(params, { role: 'agent' }))),
      );
      assert.equal(other.requests.length, 6);
      assert.equal(peak, 2);
    } finally {
      await other.close();
    }
  });
});

describe('displayUrl', () => {
  it('drops user info and query, which may carry secrets', () => {
    assert.equal(
      displayUrl('https://user:pw@example.com/openai/v1/?api-key=abc#x'),
      'https://example.com/openai/v1',
    );
    assert.equal(displayUrl(undefined), '(no base URL)');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads milliseconds, seconds and HTTP dates, preferring milliseconds', () => {
    assert.equal(parseRetryAfter(new Headers({ 'retry-after-ms': '250' }), now), 250);
    assert.equal(parseRetryAfter(new Headers({ 'retry-after': '2' }), now), 2000);
    assert.equal(
      parseRetryAfter(new Headers({ 'retry-after': '3', 'retry-after-ms': '100' }), now),
      100,
    );
    assert.equal(
      parseRetryAfter(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now),
      5000,
    );
  });
  it('caps long waits and ignores garbage', () => {
    assert.equal(parseRetryAfter(new Headers({ 'retry-after': '3600' }), now), 60_000);
    assert.equal(parseRetryAfter(new Headers({ 'retry-after': 'soon' }), now), undefined);
    assert.equal(parseRetryAfter(new Headers({ 'retry-after-ms': '-5' }), now), undefined);
    assert.equal(parseRetryAfter(new Headers(), now), undefined);
  });
});
