import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createOpenAiAgent } from '../../src/agents/openai/index.js';
import { AgentError, type AgentSession } from '../../src/agents/types.js';
import { createLlm } from '../../src/llm/client.js';
import type { Llm } from '../../src/llm/types.js';
import type { McpServerSpec } from '../../src/suites/model.js';
import { startFakeMcpHttp, type FakeMcpHttp } from '../fakes/mcp-http-server.js';
import { startFakeOpenAI, type FakeHandler, type FakeOpenAI } from '../fakes/openai-server.js';
import { collector, makeContext, makeSuite, makeTask, tempDir } from './helpers.js';

const TOKEN = 'mcp-secret-token';
let fake: FakeOpenAI;
let mcpHttp: FakeMcpHttp;
let handler: FakeHandler = () => ({ content: 'ok' });
let llm: Llm;
let ws: { dir: string; remove: () => Promise<void> };
const sessions: AgentSession[] = [];

before(async () => {
  fake = await startFakeOpenAI((r) => handler(r), { apiKey: 'sk-test' });
  mcpHttp = await startFakeMcpHttp(TOKEN);
  llm = createLlm({ baseURL: fake.url, apiKey: 'sk-test' }, { maxRetries: 0 });
  ws = await tempDir('parley-mcp-');
  process.env.PARLEY_TEST_MCP_TOKEN = TOKEN;
});
after(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await fake.close();
  await mcpHttp.close();
  await ws.remove();
  delete process.env.PARLEY_TEST_MCP_TOKEN;
});

async function start(mcpServers: McpServerSpec[]) {
  const suite = makeSuite(ws.dir, { mcpServers });
  const session = await createOpenAiAgent(makeContext(suite, makeTask(), ws.dir, llm));
  sessions.push(session);
  return session;
}

const stdioServer: McpServerSpec = {
  name: 'fake',
  command: process.execPath,
  args: [join(import.meta.dirname, '..', 'fakes', 'mcp-server.mjs')],
  env: { FAKE_MCP_TAG: 'tagged' },
  headers: {},
};
const httpServer = (): McpServerSpec => ({
  name: 'calc',
  url: mcpHttp.url,
  args: [],
  env: {},
  headers: { authorization: 'Bearer ${PARLEY_TEST_MCP_TOKEN}' },
});

describe('openai agent with MCP servers', () => {
  it('offers and calls the tools of stdio and streamable HTTP servers', async () => {
    const session = await start([stdioServer, httpServer()]);
    handler = ({ body }) =>
      body.messages.at(-1).role === 'user'
        ? {
            toolCalls: [
              { name: 'fake__echo', arguments: { text: 'hi' } },
              { name: 'fake__fail', arguments: {} },
              { name: 'calc__add', arguments: { a: 2, b: 3 } },
            ],
          }
        : { content: 'done' };
    const turn = await session.sendTurn('use the servers', collector().options);
    const offered = fake.requests
      .at(-2)!
      .body.tools.map((t: { function: { name: string } }) => t.function.name);
    assert.ok(offered.includes('fake__echo') && offered.includes('calc__add'));
    assert.deepEqual(
      turn.toolCalls.map((c) => [c.name, c.result, c.success]),
      [
        ['fake__echo', 'echo: hi (tagged)', true],
        ['fake__fail', 'it broke', false],
        ['calc__add', '5', true],
      ],
    );
    await session.close();
    await session.close(); // idempotent
  });

  it('names a server that fails to start, without leaking header secrets', async () => {
    const broken = { ...stdioServer, name: 'broken', command: join(ws.dir, 'nope'), args: [] };
    await assert.rejects(start([broken]), (e: unknown) => {
      assert.ok(e instanceof AgentError);
      assert.match(e.message, /MCP server "broken" failed to start/);
      return true;
    });
    const unauthorized = { ...httpServer(), headers: { authorization: 'Bearer wrong' } };
    await assert.rejects(start([stdioServer, unauthorized]), (e: unknown) => {
      assert.match(String(e), /MCP server "calc" failed to start/);
      assert.doesNotMatch(String(e), new RegExp(TOKEN));
      return true;
    });
  });
});
