import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createHttpAgent, fillTemplate } from '../../src/agents/http/index.js';
import { AgentError } from '../../src/agents/types.js';
import type { AgentConfigOf } from '../../src/suites/model.js';
import { createLlm } from '../../src/llm/client.js';
import { startFakeChat, type ChatHandler, type FakeChat } from '../fakes/chat-server.js';
import { collector, makeContext, makeSuite, makeTask } from './helpers.js';

let chat: FakeChat;
let handler: ChatHandler = () => ({ body: { reply: 'ok' } });
const llm = createLlm({});

before(async () => {
  chat = await startFakeChat((r, h) => handler(r, h));
});
after(async () => {
  await chat.close();
  delete process.env.PARLEY_TEST_TOKEN;
});

function agent(
  settings: Omit<AgentConfigOf<'http'>, 'executor' | 'headers'> & {
    headers?: Record<string, string>;
  },
) {
  const task = makeTask({ agent: { executor: 'http', headers: {}, ...settings } });
  return createHttpAgent(makeContext(makeSuite('/tmp'), task, '/tmp', llm));
}

describe('http agent', () => {
  it('carries the server-issued session id, fills the body template and reads the reply path', async () => {
    process.env.PARLEY_TEST_TOKEN = 'secret-token-1';
    handler = (_request, history) => ({
      body: {
        data: { text: `turn ${history.length}: ${history.at(-1)}` },
        tools: [{ name: 'lookup', arguments: '{"q":"x"}', result: 'found' }],
      },
    });
    const session = await agent({
      url: `${chat.url}/chat`,
      headers: { authorization: 'Bearer ${PARLEY_TEST_TOKEN}' },
      body: {
        message: '{{message}}',
        session_id: '{{session_id}}',
        meta: { note: 'user said: {{message}}' },
      },
      responsePath: 'data.text',
      sessionPath: 'session.id',
      toolCallsPath: 'tools',
    });
    const first = collector();
    const one = await session.sendTurn('hello', first.options);
    const two = await session.sendTurn('again', collector().options);
    assert.equal(one.output, 'turn 1: hello');
    assert.equal(two.output, 'turn 2: again'); // same server session
    const [r1, r2] = chat.requests.slice(-2);
    assert.deepEqual(r1!.body, {
      message: 'hello',
      session_id: null,
      meta: { note: 'user said: hello' },
    });
    assert.equal((r2!.body as { session_id: string }).session_id, 's-1');
    assert.equal(r1!.headers.authorization, 'Bearer secret-token-1');
    assert.equal(r1!.method, 'POST');
    assert.deepEqual(one.toolCalls, [
      { name: 'lookup', arguments: { q: 'x' }, result: 'found', success: true, duration_ms: 0 },
    ]);
    assert.deepEqual(
      first.events.map((e) => e.type),
      ['tool_call', 'text'],
    );
    await session.close();
  });

  it('uses a client session id and finds the reply without response_path', async () => {
    handler = () => ({ body: { response: 'plain reply' } });
    const session = await agent({ url: `${chat.url}/c?id={{session_id}}` });
    const turn = await session.sendTurn('hi', collector().options);
    assert.equal(turn.output, 'plain reply');
    const request = chat.requests.at(-1)!;
    const id = (request.body as { session_id: string }).session_id;
    assert.match(id, /^[0-9a-f-]{36}$/);
    assert.equal(request.path, `/c?id=${id}`);
  });

  it('fails with the status and without secrets on a non-2xx answer', async () => {
    process.env.PARLEY_TEST_TOKEN = 'secret-token-2';
    handler = () => ({ status: 503, body: { error: 'secret-token-2 is overloaded' } });
    const session = await agent({
      url: `${chat.url}/chat?key=\${PARLEY_TEST_TOKEN}`,
      headers: { 'x-key': '${PARLEY_TEST_TOKEN}' },
    });
    await assert.rejects(session.sendTurn('hi', collector().options), (e: unknown) => {
      assert.ok(e instanceof AgentError && e.kind === 'agent_error');
      assert.match(e.message, /503/);
      assert.doesNotMatch(e.message, /secret-token-2/);
      return true;
    });
  });

  it('rejects a reply path that is not in the response', async () => {
    handler = () => ({ body: { other: 1 } });
    const session = await agent({ url: `${chat.url}/chat`, responsePath: 'data.text' });
    await assert.rejects(session.sendTurn('hi', collector().options), /no value at "data\.text"/);
  });

  it('fills templates recursively', () => {
    assert.deepEqual(
      fillTemplate(['{{message}}', 3, { a: 'x {{session_id}}' }], {
        message: 'm',
        session_id: null,
      }),
      ['m', 3, { a: 'x ' }],
    );
  });
});
