// The model fake refuses what OpenAI refuses, in OpenAI's words, so that a test passing against
// it says something about the real service: off-route requests, tool messages out of order, and
// the streamed usage chunk sent only when asked.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

let fake: FakeOpenAI;
before(async () => {
  fake = await startFakeOpenAI(() => ({ content: 'ok' }));
});
after(() => fake.close());

const post = (path: string, body: unknown, method = 'POST') =>
  fetch(`${fake.url}${path}`, {
    method,
    headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });

test('an unknown path or method is 404 "Invalid URL", as OpenAI answers', async () => {
  const wrong = await post('/chat/complete', { model: 'm', messages: [] });
  assert.equal(wrong.status, 404);
  assert.deepEqual(await wrong.json(), {
    error: {
      message: 'Invalid URL (POST /v1/chat/complete)',
      type: 'invalid_request_error',
      param: null,
      code: null,
    },
  });
  assert.equal((await post('/chat/completions', undefined, 'GET')).status, 404);
  assert.equal((await post('/models', undefined, 'GET')).status, 404);
});

test('a tool message must answer a tool call of the assistant message before it', async () => {
  const user = { role: 'user', content: 'hi' };
  const call = { id: 'call_1', type: 'function', function: { name: 'f', arguments: '{}' } };
  const orphan = await post('/chat/completions', {
    model: 'm',
    messages: [user, { role: 'tool', tool_call_id: 'call_1', content: 'x' }],
  });
  assert.equal(orphan.status, 400);
  const body = (await orphan.json()) as { error: { message: string; param: string } };
  assert.match(body.error.message, /role 'tool' must be a response to a preceeding message/);
  assert.equal(body.error.param, 'messages.[1].role');
  const unanswered = await post('/chat/completions', {
    model: 'm',
    messages: [user, { role: 'assistant', content: null, tool_calls: [call] }, user],
  });
  assert.equal(unanswered.status, 400);
  assert.match(
    ((await unanswered.json()) as { error: { message: string } }).error.message,
    /did not have response messages: call_1/,
  );
  const answered = await post('/chat/completions', {
    model: 'm',
    messages: [
      user,
      { role: 'assistant', content: null, tool_calls: [call] },
      { role: 'tool', tool_call_id: 'call_1', content: 'x' },
    ],
  });
  assert.equal(answered.status, 200);
});

test('a stream carries the usage chunk only with stream_options.include_usage', async () => {
  const messages = [{ role: 'user', content: 'hi' }];
  const plain = await (
    await post('/chat/completions', { model: 'm', messages, stream: true })
  ).text();
  assert.doesNotMatch(plain, /"usage"/);
  const asked = await (
    await post('/chat/completions', {
      model: 'm',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    })
  ).text();
  assert.match(asked, /"usage":\{"prompt_tokens":10/);
});

test("the provider modes serve only their provider's paths, with its key header", async () => {
  const azure = await startFakeOpenAI((r) => ({ content: `model ${r.body.model}` }), {
    provider: 'azure',
    apiKey: 'az-key',
  });
  const anthropic = await startFakeOpenAI(() => ({ content: 'ok' }), { provider: 'anthropic' });
  try {
    const send = (url: string, headers: Record<string, string>, body: object = {}) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          model: 'ignored',
          messages: [{ role: 'user', content: 'hi' }],
          ...body,
        }),
      });
    const deployment = `${azure.origin}/openai/deployments/judge-deployment/chat/completions`;
    const ok = await send(`${deployment}?api-version=2024-10-21`, { 'api-key': 'az-key' });
    assert.equal(ok.status, 200);
    const completion = (await ok.json()) as { choices: { message: { content: string } }[] };
    assert.equal(completion.choices[0]!.message.content, 'model judge-deployment');
    assert.equal((await send(deployment, { 'api-key': 'az-key' })).status, 404, 'no api-version');
    const bearer = await send(`${deployment}?api-version=2024-10-21`, {
      authorization: 'Bearer az-key',
    });
    assert.equal(bearer.status, 401, 'Bearer alone');
    assert.match(JSON.stringify(await bearer.json()), /Access denied/);
    assert.equal(
      (await send(`${azure.origin}/openai/v1/chat/completions`, { 'api-key': 'az-key' })).status,
      200,
    );
    assert.equal(
      (await send(`${azure.origin}/v1/chat/completions`, { 'api-key': 'az-key' })).status,
      404,
    );

    const claude = `${anthropic.origin}/v1/chat/completions`;
    assert.equal((await send(claude, {})).status, 401, 'no key');
    const ignored = await send(
      claude,
      { authorization: 'Bearer k' },
      {
        response_format: { type: 'json_object' },
      },
    );
    assert.equal(ignored.status, 200);
    assert.equal(
      anthropic.requests.at(-1)!.body.response_format,
      undefined,
      'response_format dropped',
    );
    assert.equal((await send(claude, { authorization: 'Bearer k' }, { n: 2 })).status, 400);
    assert.equal(
      (
        await send(`${anthropic.origin}/v1beta/openai/chat/completions`, {
          authorization: 'Bearer k',
        })
      ).status,
      404,
    );
  } finally {
    await azure.close();
    await anthropic.close();
  }
});
