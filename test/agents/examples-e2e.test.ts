// The adapter example suites are runnable as shipped: examples/openai-agent and
// examples/http-agent run unchanged through runSuites against the loopback fakes (the endpoint
// and --model flags, CHAT_URL from the environment); examples/acp-agent runs with its
// replaceable agent command pointed at the fake ACP agent.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runLoadedSuites } from '../../src/engine/run.js';
import { loadSuites } from '../../src/suites/load.js';
import { startFakeChat, type FakeChat } from '../fakes/chat-server.js';
import {
  CONFIGURE_QUESTIONS,
  configureAgentHandler,
  isAgentRequest,
} from '../fakes/configure-agent-llm.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { ACP_FAKE, childProcesses, newChildren, recordOf, runE2e } from './e2e-helpers.js';

const root = resolve(import.meta.dirname, '..', '..');
const verdict = (r: { status: string; outcome: string }) => `${r.status}/${r.outcome}`;
const graders = (r: { graders: { name: string; passed: boolean }[] }) =>
  r.graders.map((g) => [g.name, g.passed]);

describe('the adapter examples', () => {
  let llm: FakeOpenAI;
  let chat: FakeChat;
  let already: Map<number, string>;
  const endpoint = () => ({ baseURL: llm.url, apiKey: 'sk-examples' });
  before(async () => {
    already = await childProcesses();
    llm = await startFakeOpenAI(configureAgentHandler, { apiKey: 'sk-examples' });
    chat = await startFakeChat((_request, history) => {
      const question = CONFIGURE_QUESTIONS[history.length - 1];
      if (question) return { body: { reply: question } };
      const path = `agents/${history[1]}.agent.yaml`;
      return {
        body: {
          reply: `Created ${path}.`,
          tool_calls: [
            { name: 'write_file', arguments: { path, content: `name: ${history[1]}\n` } },
          ],
        },
      };
    });
  });
  after(async () => {
    await llm.close();
    await chat.close();
    delete process.env.CHAT_URL;
  });

  it('openai-agent: runs as documented (--model, OpenAI endpoint) and passes', async () => {
    const start = llm.requests.length;
    const run = await runE2e([join(root, 'examples/openai-agent')], {
      cwd: root,
      endpoint: endpoint(),
      model: 'gpt-4.1-mini',
    });
    const record = recordOf(run.lines, 'full-brief');
    assert.equal(verdict(record), 'passed/stopped');
    assert.equal(record.responder?.followups_sent, 4);
    assert.deepEqual(graders(record), [
      ['definition-written', true],
      ['expected.output_contains', true],
    ]);
    // The suite's skill reached the agent's system prompt.
    const agentCalls = llm.requests.slice(start).filter(isAgentRequest);
    const system = agentCalls[0]?.body.messages[0].content as string;
    assert.match(system, /# Skill: configure-agent/);
  });

  it('http-agent: runs as documented (CHAT_URL from the environment) and passes', async () => {
    process.env.CHAT_URL = `${chat.url}/api/chat`;
    const run = await runE2e([join(root, 'examples/http-agent')], {
      cwd: root,
      endpoint: endpoint(),
      responderModel: 'gpt-4.1-mini',
    });
    const record = recordOf(run.lines, 'full-brief');
    assert.equal(verdict(record), 'passed/stopped');
    assert.deepEqual(graders(record), [
      ['reports-the-file', true],
      ['writes-the-definition', true],
      ['expected.output_contains', true],
    ]);
    assert.ok(chat.requests.every((r) => r.path === '/api/chat'));
  });

  it('acp-agent: passes with its agent command replaced by the fake ACP agent', async () => {
    const loaded = await loadSuites([join(root, 'examples/acp-agent')], {
      cwd: root,
      overrides: { responderModel: 'gpt-4.1-mini' },
    });
    assert.deepEqual(loaded.errors, []);
    const suites = loaded.suites.map((suite) => ({
      ...suite,
      tasks: suite.tasks.map((task) => ({
        ...task,
        agent: {
          ...task.agent,
          command: process.execPath,
          args: [ACP_FAKE, '--script', 'configure-agent'],
        },
      })),
    }));
    const out = await mkdtemp(join(tmpdir(), 'parley-examples-acp-'));
    try {
      const result = await runLoadedSuites(suites, {
        paths: [],
        cwd: root,
        outputDir: out,
        endpoint: endpoint(),
      });
      const record = recordOf(result.records, 'full-brief');
      assert.equal(verdict(record), 'passed/stopped');
      assert.deepEqual(graders(record), [
        ['definition-written', true],
        ['expected.output_contains', true],
      ]);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
    assert.deepEqual(await newChildren(already), []);
  });
});
