import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createOpenAiAgent } from '../../src/agents/openai/index.js';
import { AgentError, type AgentSession } from '../../src/agents/types.js';
import { createLlm } from '../../src/llm/client.js';
import type { Llm } from '../../src/llm/types.js';
import { startFakeOpenAI, type FakeHandler, type FakeOpenAI } from '../fakes/openai-server.js';
import { collector, makeContext, makeSuite, makeTask, tempDir } from './helpers.js';

let fake: FakeOpenAI;
let handler: FakeHandler = () => ({ content: 'ok' });
let llm: Llm;
let fixtures: { dir: string; remove: () => Promise<void> };
let skillsDir: string;
const sessions: AgentSession[] = [];
const workspaces: (() => Promise<void>)[] = [];

before(async () => {
  fake = await startFakeOpenAI((r) => handler(r), { apiKey: 'sk-test' });
  llm = createLlm({ baseURL: fake.url, apiKey: 'sk-test' }, { maxRetries: 0 });
  fixtures = await tempDir();
  skillsDir = join(fixtures.dir, 'skills');
  for (const [name, body] of [
    ['configure-agent', 'Ask for the name, then write agent.yaml.'],
    ['other-skill', 'Other instructions.'],
  ] as const) {
    await mkdir(join(skillsDir, name), { recursive: true });
    await writeFile(
      join(skillsDir, name, 'SKILL.md'),
      `---\nname: ${name}\ndescription: Use for ${name} work\n---\n\n${body}\n`,
    );
  }
  await writeFile(join(fixtures.dir, 'AGENTS.md'), 'Always answer in English.');
});
after(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await fake.close();
  await fixtures.remove();
  await Promise.all(workspaces.map((remove) => remove()));
});

async function start(suiteConfig: Parameters<typeof makeSuite>[1], taskOver = {}) {
  const { dir: workspace, remove } = await tempDir('parley-ws-');
  workspaces.push(remove);
  const suite = { ...makeSuite(fixtures.dir, suiteConfig), skill: 'configure-agent' };
  // As the loader resolves a task: the suite's skill directories are the task's.
  const task = makeTask({ skillDirectories: suiteConfig?.skillDirectories ?? [], ...taskOver });
  const session = await createOpenAiAgent(makeContext(suite, task, workspace, llm));
  sessions.push(session);
  return { session, workspace };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lastMessage = (body: any) => body.messages[body.messages.length - 1];

describe('openai agent', () => {
  it('runs a tool-calling conversation with skills, file tools and mock tools', async () => {
    const { session, workspace } = await start(
      { skillDirectories: [skillsDir], injectSkillBody: false },
      {
        instructionFiles: [{ source: join(fixtures.dir, 'AGENTS.md'), path: 'AGENTS.md' }],
        tools: [
          {
            name: 'lookup_weather',
            results: [{ when: { city: 'Paris' }, result: { sky: 'sunny' } }],
            result: 'unknown city',
          },
        ],
      },
    );
    handler = ({ index, body }) => {
      if (index === 0) {
        return {
          toolCalls: [
            { name: 'load_skill', arguments: { name: 'configure-agent' } },
            { name: 'write_file', arguments: { path: 'out/agent.yaml', content: 'name: x\n' } },
            { name: 'lookup_weather', arguments: { city: 'Paris', units: 'C' } },
            { name: 'lookup_weather', arguments: { city: 'Oslo' } },
            { name: 'read_file', arguments: { path: '../../../etc/hostname' } },
            { name: 'no_such_tool', arguments: {} },
          ],
        };
      }
      if (index === 1) return { content: 'Written. What should the agent be called?' };
      return { content: `Renamed: ${lastMessage(body).content}` };
    };
    const first = collector();
    const turn = await session.sendTurn('configure my agent', first.options);

    const system = fake.requests[0]!.body.messages[0].content as string;
    assert.match(system, /<available_skills>[\s\S]*configure-agent[\s\S]*other-skill/);
    assert.doesNotMatch(system, /Ask for the name/); // inject_skill_body: false
    assert.match(system, /Instructions from AGENTS\.md\n\nAlways answer in English\./);
    const offered = fake.requests[0]!.body.tools.map(
      (t: { function: { name: string } }) => t.function.name,
    );
    for (const name of [
      'read_file',
      'write_file',
      'list_files',
      'search_files',
      'load_skill',
      'lookup_weather',
    ]) {
      assert.ok(offered.includes(name), name);
    }

    assert.equal(turn.output, 'Written. What should the agent be called?');
    assert.equal(turn.stopReason, 'end_turn');
    assert.deepEqual(turn.skillInvocations, ['configure-agent']);
    assert.deepEqual(
      turn.toolCalls.map((c) => [c.name, c.success]),
      [
        ['load_skill', true],
        ['write_file', true],
        ['lookup_weather', true],
        ['lookup_weather', true],
        ['read_file', false],
        ['no_such_tool', false],
      ],
    );
    assert.match(String(turn.toolCalls[0]!.result), /Ask for the name, then write agent\.yaml\./);
    assert.deepEqual(turn.toolCalls[2]!.arguments, { city: 'Paris', units: 'C' });
    assert.deepEqual(turn.toolCalls[2]!.result, { sky: 'sunny' });
    assert.equal(turn.toolCalls[3]!.result, 'unknown city');
    assert.match(String(turn.toolCalls[4]!.result), /outside the workspace/);
    assert.match(String(turn.toolCalls[5]!.result), /unknown tool "no_such_tool"/);
    assert.equal(await readFile(join(workspace, 'out/agent.yaml'), 'utf8'), 'name: x\n');
    assert.deepEqual(turn.usage, {
      input_tokens: 20,
      output_tokens: 10,
      total_tokens: 30,
      requests: 2,
      // Attributed to the model asked for, so the cost prices them as its own.
      models: { 'fake-model': { input_tokens: 20, cached_input_tokens: 0, output_tokens: 10 } },
    });

    // Events: every tool call, the skill, usage per completion and streamed text.
    const kinds = first.events.map((e) => e.type);
    assert.equal(kinds.filter((k) => k === 'tool_call').length, 6);
    assert.deepEqual(
      first.events.filter((e) => e.type === 'skill'),
      [{ type: 'skill', name: 'configure-agent' }],
    );
    assert.equal(kinds.filter((k) => k === 'usage').length, 2);
    const streamed = first.events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('');
    assert.equal(streamed, turn.output);
    // The model saw the tool results.
    const toolMessages = fake.requests[1]!.body.messages.filter(
      (m: { role: string }) => m.role === 'tool',
    );
    assert.equal(toolMessages.length, 6);
    assert.equal(toolMessages[2].content, '{"sky":"sunny"}');

    // The history is kept across turns.
    const second = await session.sendTurn('Call it Bob', collector().options);
    assert.equal(second.output, 'Renamed: Call it Bob');
    const history = fake.requests[2]!.body.messages.map((m: { role: string }) => m.role);
    assert.deepEqual(history, [
      'system',
      'user',
      'assistant',
      ...Array(6).fill('tool'),
      'assistant',
      'user',
    ]);
  });

  it('stops at the iteration cap with stopReason max_iterations', async () => {
    const { session, workspace } = await start({}, { agent: { maxIterations: 3 } });
    await writeFile(join(workspace, 'a.txt'), 'alpha');
    const before = fake.requests.length;
    handler = () => ({ toolCalls: [{ name: 'list_files', arguments: {} }] });
    const turn = await session.sendTurn('loop forever', collector().options);
    assert.equal(turn.stopReason, 'max_iterations');
    assert.equal(fake.requests.length - before, 3);
    assert.equal(turn.toolCalls.length, 3);
    assert.equal(turn.toolCalls[0]!.result, 'a.txt');
  });

  it('injects the target skill body and offers only the folders left after disabled_skills', async () => {
    handler = () => ({ content: 'hi' });
    // disabled_skills: [other-skill] leaves that folder out at load (suites/suite-config.ts).
    const { session } = await start({ skillDirectories: [join(skillsDir, 'configure-agent')] });
    await session.sendTurn('hello', collector().options);
    const system = fake.requests.at(-1)!.body.messages[0].content as string;
    assert.match(system, /# Skill: configure-agent\n\nAsk for the name/);
    assert.doesNotMatch(system, /other-skill/);
  });

  it('fails with config_error when a required skill is missing or no model is set', async () => {
    await assert.rejects(
      start({ skillDirectories: [skillsDir], requiredSkills: ['configure-agent', 'absent-skill'] }),
      (e: unknown) =>
        e instanceof AgentError && e.kind === 'config_error' && /absent-skill/.test(e.message),
    );
    const suite = makeSuite(fixtures.dir);
    const context = { ...makeContext(suite, makeTask(), fixtures.dir, llm), model: undefined };
    await assert.rejects(createOpenAiAgent(context), /needs a model/);
  });

  it('cancels a hanging completion on abort', async () => {
    const { session } = await start({});
    handler = () => ({ hang: true });
    const controller = new AbortController();
    const pending = session.sendTurn('x', collector(controller.signal).options);
    setTimeout(() => controller.abort(new Error('timeout')), 50);
    await assert.rejects(pending, /cancelled/);
  });

  it('reports an HTTP failure of the endpoint as agent_error and keeps the session usable', async () => {
    const { session } = await start({});
    handler = () => ({ status: 400, body: { error: { message: 'bad request' } } });
    await assert.rejects(session.sendTurn('x', collector().options), (e: unknown) => {
      return e instanceof AgentError && e.kind === 'agent_error' && /400/.test(e.message);
    });
    handler = () => ({ content: 'recovered' });
    const turn = await session.sendTurn('y', collector().options);
    assert.equal(turn.output, 'recovered');
    const roles = fake.requests.at(-1)!.body.messages.map((m: { role: string }) => m.role);
    assert.deepEqual(roles, ['system', 'user']);
  });
});
