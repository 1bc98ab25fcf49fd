// The configure-agent scenario end to end through each adapter, as `parley run` runs it: suite
// files on disk, runSuites, an LLM responder on the loopback fake OpenAI server. The agent asks
// its four questions, the responder answers them, the agent writes agents/research-agent.agent.yaml
// into the run's workspace, and the suite's file grader finds it there.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunRecord } from '../../src/results/schema.js';
import { startFakeChat, type FakeChat } from '../fakes/chat-server.js';
import {
  CONFIGURE_ANSWERS,
  CONFIGURE_QUESTIONS,
  configureAgentHandler,
  isAgentRequest,
} from '../fakes/configure-agent-llm.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import {
  ACP_FAKE,
  childProcesses,
  newChildren,
  recordOf,
  runE2e,
  writeTree,
} from './e2e-helpers.js';

const KEY = 'sk-scenario-test-key-777';
const FILE = 'agents/research-agent.agent.yaml';
const ANSWERS = CONFIGURE_ANSWERS.map(([, answer]) => answer);

/** eval.yaml of one adapter's scenario suite: the given config and graders, tasks/*.yaml. */
function evalYaml(name: string, config: object, graders: object[]): string {
  return JSON.stringify({
    name,
    skill: 'configure-agent',
    config,
    graders,
    tasks: ['tasks/*.yaml'],
  });
}

const TASK = JSON.stringify({
  id: 'configure',
  name: 'The agent asks four questions, then writes the definition',
  inputs: {
    prompt: 'Add a new agent to my application.',
    responder: {
      model: 'responder-model',
      instructions:
        'You are configuring research-agent: instructions "Search the web and summarise ' +
        'findings", tools web_search and url_fetch, no handoffs.',
      max_followups: 6,
    },
  },
});

const FILE_GRADER = {
  type: 'file',
  name: 'definition-written',
  config: {
    must_exist: [FILE],
    content_patterns: [
      { path: FILE, must_match: ['name: research-agent', 'tools: web_search and url_fetch'] },
    ],
  },
};

/** What every adapter's run must show: four responder answers, then the written file. */
function assertConversation(record: RunRecord) {
  assert.equal(record.error, null);
  assert.equal(record.status, 'passed');
  assert.equal(record.outcome, 'stopped');
  assert.deepEqual(
    record.turns.map((t) => [t.input_source, t.input]),
    [['prompt', 'Add a new agent to my application.'], ...ANSWERS.map((a) => ['responder', a])],
  );
  assert.deepEqual(
    record.turns.slice(0, 4).map((t) => t.output),
    CONFIGURE_QUESTIONS,
  );
  assert.equal(record.responder?.kind, 'llm');
  assert.equal(record.responder?.followups_sent, 4);
  assert.equal(record.responder?.outcome, 'stopped');
}

describe('the configure-agent scenario through each adapter', () => {
  let llm: FakeOpenAI;
  let chat: FakeChat;
  let before_: Map<number, string>;
  const trees: (() => Promise<void>)[] = [];
  before(async () => {
    before_ = await childProcesses();
    llm = await startFakeOpenAI(configureAgentHandler, { apiKey: KEY });
    chat = await startFakeChat((_request, history) => {
      const question = CONFIGURE_QUESTIONS[history.length - 1];
      if (question) return { body: { reply: question } };
      const [name, instructions, tools, handoffs] = history.slice(1);
      const content = `name: ${name}\ninstructions: ${instructions}\ntools: ${tools}\nhandoffs: ${handoffs}\n`;
      return {
        body: {
          reply: `Created agents/${name}.agent.yaml.`,
          tool_calls: [
            { name: 'write_file', arguments: { path: `agents/${name}.agent.yaml`, content } },
          ],
        },
      };
    });
  });
  after(async () => {
    await Promise.all(trees.map((remove) => remove()));
    await llm.close();
    await chat.close();
    delete process.env.PARLEY_E2E_CHAT_URL;
  });
  const endpoint = () => ({ baseURL: llm.url, apiKey: KEY });

  it('openai: the built-in agent writes the file with its write_file tool', async () => {
    const tree = await writeTree({
      'eval.yaml': evalYaml('scenario-openai', { executor: 'openai' }, [FILE_GRADER]),
      'tasks/configure.yaml': TASK,
    });
    trees.push(tree.remove);
    const start = llm.requests.length;
    const run = await runE2e([tree.dir], {
      cwd: tree.dir,
      endpoint: endpoint(),
      model: 'agent-model',
    });
    const record = recordOf(run.lines, 'configure');
    assertConversation(record);
    const last = record.turns[4]!;
    assert.equal(last.output, `Created ${FILE}.`);
    assert.deepEqual(
      last.tool_calls.map((c) => [c.name, (c.arguments as { path: string }).path, c.success]),
      [['write_file', FILE, true]],
    );
    assert.deepEqual(
      record.graders.map((g) => [g.name, g.passed]),
      [['definition-written', true]],
    );
    // Each part used its own model: 6 agent completions, 5 responder decisions.
    const requests = llm.requests.slice(start);
    const models = (agent: boolean) =>
      requests.filter((r) => isAgentRequest(r) === agent).map((r) => String(r.body.model));
    assert.deepEqual(models(true), Array<string>(6).fill('agent-model'));
    assert.deepEqual(models(false), Array<string>(5).fill('responder-model'));
    assert.equal(record.usage.responder.requests, 5);
    assert.ok(!JSON.stringify(run.lines).includes(KEY));
  });

  it('acp: the agent process writes the file through the client fs/write_text_file', async () => {
    const agent = { command: process.execPath, args: [ACP_FAKE, '--script', 'configure-agent'] };
    const tree = await writeTree({
      'eval.yaml': evalYaml('scenario-acp', { executor: 'acp', agent }, [FILE_GRADER]),
      'tasks/configure.yaml': TASK,
    });
    trees.push(tree.remove);
    const run = await runE2e([tree.dir], { cwd: tree.dir, endpoint: endpoint() });
    const record = recordOf(run.lines, 'configure');
    assertConversation(record);
    assert.equal(record.turns[4]!.output, `Created ${FILE}.`);
    assert.deepEqual(
      record.turns[4]!.tool_calls.map((c) => [c.name, c.success]),
      [['write_file', true]],
    );
    assert.deepEqual(
      record.graders.map((g) => [g.name, g.passed]),
      [['definition-written', true]],
    );
    assert.deepEqual(await newChildren(before_), [], 'the agent process is gone');
  });

  it('http: the reply and the reported tool call are graded (a remote agent has no local workspace)', async () => {
    // A deployed endpoint writes on its own side, not into Parley's workspace: so this run is
    // graded on what the endpoint reports (reply text and tool calls), not with a file grader.
    process.env.PARLEY_E2E_CHAT_URL = chat.url;
    const agent = {
      url: '${PARLEY_E2E_CHAT_URL}/chat',
      response_path: 'reply',
      session_path: 'session.id',
      tool_calls_path: 'tool_calls',
    };
    const graders = [
      { type: 'text', name: 'reports-the-file', config: { contains: [FILE] } },
      {
        type: 'tool_calls',
        name: 'writes-the-definition',
        config: {
          expect: [
            {
              tool: 'write_file',
              args: { path: { equals: FILE }, content: { contains: 'name: research-agent' } },
            },
          ],
        },
      },
    ];
    const tree = await writeTree({
      'eval.yaml': evalYaml('scenario-http', { executor: 'http', agent }, graders),
      'tasks/configure.yaml': TASK,
    });
    trees.push(tree.remove);
    const start = chat.requests.length;
    const run = await runE2e([tree.dir], { cwd: tree.dir, endpoint: endpoint() });
    const record = recordOf(run.lines, 'configure');
    assertConversation(record);
    assert.deepEqual(
      record.graders.map((g) => [g.name, g.passed]),
      [
        ['reports-the-file', true],
        ['writes-the-definition', true],
      ],
    );
    // One server session carried over all five turns (the server's id, from session_path).
    const sessions = chat.requests
      .slice(start)
      .map((r) => (r.body as { session_id: unknown }).session_id);
    assert.deepEqual(sessions, [null, 's-1', 's-1', 's-1', 's-1']);
  });
});
