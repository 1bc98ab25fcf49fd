import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { acpTiming, createAcpAgent } from '../../src/agents/acp/index.js';
import { AgentError, type AgentSession } from '../../src/agents/types.js';
import { createLlm } from '../../src/llm/client.js';
import type { AgentConfigOf, McpServerSpec } from '../../src/suites/model.js';
import { collector, makeContext, makeSuite, makeTask, tempDir } from './helpers.js';

const FAKE = join(import.meta.dirname, '..', 'fakes', 'acp-agent.mjs');
const sessions: AgentSession[] = [];
let ws: { dir: string; remove: () => Promise<void> };

before(async () => {
  ws = await tempDir('parley-acp-');
});
after(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await ws.remove();
});

async function start(
  settings: Partial<AgentConfigOf<'acp'>> = {},
  mcpServers: McpServerSpec[] = [],
) {
  const task = makeTask({
    agent: {
      executor: 'acp',
      command: process.execPath,
      args: [FAKE],
      env: {},
      permissions: 'allow_workspace',
      ...settings,
    },
  });
  const suite = makeSuite(ws.dir, { executor: 'acp', mcpServers });
  const session = await createAcpAgent(makeContext(suite, task, ws.dir, createLlm({})));
  sessions.push(session);
  return session;
}

/** The process exists and is not a zombie (an orphan may wait for a reaper that never comes). */
async function running(pid: number): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat || / Z /.test(stat)) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('acp agent', () => {
  it('runs turns over one process: permission, fs write, streamed text, usage, auth', async () => {
    const mcp = { name: 'docs', command: 'docs-server', args: [], env: {}, headers: {} };
    const session = await start({ env: { FAKE_ACP_REQUIRE_AUTH: '1' } }, [mcp]);
    const first = collector();
    const one = await session.sendTurn('hi', first.options);
    assert.equal(one.output, 'Hello from fake ACP, turn 1 (wrote; mcp: docs).');
    assert.equal(one.stopReason, 'end_turn');
    assert.equal(await readFile(join(ws.dir, 'hello.txt'), 'utf8'), 'hi from acp');
    assert.equal(one.toolCalls.length, 1);
    assert.deepEqual(
      { ...one.toolCalls[0], duration_ms: 0 },
      {
        name: 'write_file',
        arguments: { path: join(ws.dir, 'hello.txt') },
        result: 'written',
        success: true,
        status: 'completed',
        duration_ms: 0,
        kind: 'edit',
        title: 'Writing hello.txt',
        locations: [{ path: join(ws.dir, 'hello.txt') }],
      },
    );
    assert.deepEqual(one.usage, {
      input_tokens: 7,
      output_tokens: 3,
      total_tokens: 10,
      requests: 1,
    });
    assert.deepEqual(
      first.events.map((e) => e.type).filter((type) => type !== 'activity'),
      ['permission', 'tool_call', 'text', 'text', 'usage'],
    );
    const two = await session.sendTurn('again', collector().options);
    assert.match(two.output, /turn 2/);
    assert.match(session.stderr!(), /turn 1: hi\nturn 2: again/);
  });

  it('answers permissions by policy and confines file writes to the workspace', async () => {
    const byDefault = await start();
    const denied = await byDefault.sendTurn('outside', collector().options);
    assert.equal(denied.output, 'denied');
    assert.deepEqual(
      denied.toolCalls.map((c) => [c.success, c.result]),
      [[false, 'permission denied']],
    );

    const allowAll = await start({ permissions: 'allow_all' });
    const allowed = await allowAll.sendTurn('outside', collector().options);
    assert.equal(allowed.output, 'allowed');
    assert.match(String(allowed.toolCalls[0]!.result), /client refused/);

    const deny = await start({ permissions: 'deny' });
    const turn = await deny.sendTurn('hi', collector().options);
    assert.match(turn.output, /could not write/);
  });

  it("hands the agent only the runner's allow-listed variables and what the suite passes", async () => {
    const runner = {
      'INPUT_GITHUB-TOKEN': 'ghs_runner_token_123',
      ACTIONS_RUNTIME_TOKEN: 'runtime-token-456',
      OPENAI_API_KEY: 'sk-runner-key-789',
      PARLEY_PLAIN_SETTING: 'plain',
      XDG_CONFIG_HOME: '/tmp/agent-config',
      PARLEY_SUITE_SECRET: 'passed-on-purpose',
    };
    Object.assign(process.env, runner);
    try {
      const session = await start({ env: { AGENT_KEY: '${PARLEY_SUITE_SECRET}' } });
      const names = [...Object.keys(runner), 'AGENT_KEY'].join(',');
      const turn = await session.sendTurn(`env:${names}`, collector().options);
      assert.equal(
        turn.output,
        'INPUT_GITHUB-TOKEN=(unset) ACTIONS_RUNTIME_TOKEN=(unset) OPENAI_API_KEY=(unset) ' +
          'PARLEY_PLAIN_SETTING=(unset) XDG_CONFIG_HOME=/tmp/agent-config PARLEY_SUITE_SECRET=(unset) ' +
          'AGENT_KEY=passed-on-purpose',
      );
    } finally {
      for (const name of Object.keys(runner)) delete process.env[name];
    }
  });

  it('cancels a turn on abort with session/cancel and stays usable', async () => {
    const session = await start();
    const controller = new AbortController();
    const pending = session.sendTurn('hang', collector(controller.signal).options);
    setTimeout(() => controller.abort(new Error('timeout')), 100);
    await assert.rejects(pending, /cancelled/);
    const next = await session.sendTurn('hi', collector().options);
    assert.match(next.output, /turn 2/);
  });

  const linux = { skip: process.platform !== 'linux' && 'reads /proc' };
  it('kills the process group when the agent ignores session/cancel', linux, async () => {
    acpTiming.cancelGraceMs = 200;
    const session = await start();
    const controller = new AbortController();
    const pending = session.sendTurn('ignore-cancel', collector(controller.signal).options);
    let grandchild = 0;
    while (!grandchild) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      grandchild = Number(/grandchild (\d+)/.exec(session.stderr!())?.[1] ?? 0);
    }
    controller.abort(new Error('timeout'));
    await assert.rejects(pending, /cancelled/);
    await session.close();
    assert.equal(await running(grandchild), false);
  });

  it('reports an agent that exits mid-turn, with its stderr kept', async () => {
    const session = await start();
    await assert.rejects(session.sendTurn('crash', collector().options), (e: unknown) => {
      assert.ok(e instanceof AgentError && e.kind === 'agent_error');
      assert.match(e.message, /exited unexpectedly \(code 3\)/);
      return true;
    });
    assert.match(session.stderr!(), /turn 1: crash/);
    await assert.rejects(session.sendTurn('hi', collector().options), /exited/);
  });

  it('rejects an unknown command as config_error', async () => {
    await assert.rejects(
      start({ command: join(ws.dir, 'no-such-agent') }),
      (e: unknown) =>
        e instanceof AgentError && e.kind === 'config_error' && /not found/.test(e.message),
    );
  });
});
