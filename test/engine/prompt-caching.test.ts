// Requests built static first, dynamic last, so that providers can reuse a cached prompt prefix:
// within a conversation each request of the responder and the built-in agent extends the
// previous one, and the runs of one task share their whole system prompt (agent, responder and
// judge alike). Asserted on what the loopback OpenAI server receives.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI, type FakeRequest } from '../fakes/openai-server.js';
import { grader } from '../builders.js';
import { byTask, runInTemp, suiteOf } from './helpers.js';

const KEY = 'sk-prompt-caching-4242';
/** The agent's messages, in order: a question, a request without '?', then a statement. */
const AGENT_SAYS = ['Which name should it have?', 'Please provide the region.', 'Created it.'];

type Message = { role: string; content: unknown; tool_calls?: unknown };

describe('cacheable prompts', () => {
  let fake: FakeOpenAI;
  before(async () => {
    fake = await startFakeOpenAI(
      (request) => {
        const body = request.body as { model: string; messages: Message[] };
        if (body.model === 'agent-model') {
          const turn = body.messages.filter((m) => m.role === 'user').length;
          return { content: AGENT_SAYS[Math.min(turn, AGENT_SAYS.length) - 1]! };
        }
        if (body.model === 'judge-model') {
          const verdict = { passed: true, score: 1, reason: 'ok', suggestions: [], criteria: [] };
          return { content: JSON.stringify(verdict) };
        }
        const last = String(body.messages.at(-1)?.content);
        const decision = last.startsWith('Created')
          ? { decision: 'stop', reply: '', reason: 'done' }
          : { decision: 'reply', reply: 'eu-west, and call it scout', reason: 'in the brief' };
        return { content: JSON.stringify(decision) };
      },
      { apiKey: KEY },
    );
  });
  after(() => fake.close());

  async function run(agentTools?: string[]) {
    const start = fake.requests.length;
    const suite = suiteOf([
      {
        id: 'configure',
        agent: {
          executor: 'openai',
          ...(agentTools ? { tools: agentTools as ('read_file' | 'write_file')[] } : {}),
        },
        models: { agent: 'agent-model', responder: 'responder-model', judge: 'judge-model' },
        plan: {
          kind: 'responder',
          responder: { instructions: 'Call it scout, in eu-west.', maxFollowups: 3 },
        },
        graders: [grader('prompt', { prompt: 'Did the agent create it?' })],
      },
    ]);
    // Two trials, one after the other: each run's requests arrive in order.
    suite.config = { ...suite.config, trialsPerTask: 2, parallel: false };
    const result = await runInTemp([suite], { endpoint: { baseURL: fake.url, apiKey: KEY } });
    await result.cleanup();
    const requests = fake.requests.slice(start);
    const of = (model: string) => requests.filter((r) => r.body.model === model);
    return {
      result,
      agent: of('agent-model'),
      responder: of('responder-model'),
      judge: of('judge-model'),
    };
  }

  /** Requests of one run each: a role's requests split by trial (each run starts anew). */
  function byRun(requests: FakeRequest[], perRun: number): Message[][][] {
    const runs: Message[][][] = [];
    for (let i = 0; i < requests.length; i += perRun) {
      runs.push(requests.slice(i, i + perRun).map((r) => r.body.messages as Message[]));
    }
    return runs;
  }

  function assertEachExtendsThePrevious(run: Message[][], role: string) {
    for (let k = 1; k < run.length; k++) {
      const previous = run[k - 1]!;
      assert.deepEqual(
        run[k]!.slice(0, previous.length),
        previous,
        `${role} request ${k + 1} starts with request ${k}`,
      );
    }
  }

  it('each responder and agent request extends the previous one; runs share the system prompt', async () => {
    const { result, agent, responder, judge } = await run();
    assert.equal(byTask(result.lines, 'configure').outcome, 'stopped');
    assert.equal(responder.length, 6, 'three decisions per run, two runs');
    assert.equal(agent.length, 6, 'three agent turns per run');
    assert.equal(judge.length, 2);

    const responderRuns = byRun(responder, 3);
    for (const r of responderRuns) assertEachExtendsThePrevious(r, 'responder');
    // The question mark note stays on its message; the request ending in "Created it." has none.
    const final = responderRuns[0]![2]!;
    assert.match(String(final[2]!.content), /marked this message as a question/);
    assert.doesNotMatch(String(final.at(-1)!.content), /marked this message/);
    assert.deepEqual(responderRuns[1]![0]![0], responderRuns[0]![0]![0]);

    const agentRuns = byRun(agent, 3);
    for (const r of agentRuns) assertEachExtendsThePrevious(r, 'agent');
    // Nothing of one run is in the system prompt: both runs send the same one.
    const [first, second] = agentRuns.map((r) => r[0]!);
    assert.deepEqual(first![0], second![0], 'the runs share the whole system prompt');
    assert.doesNotMatch(String(first![0]!.content), /\/tmp|parley-/);
    // Each run has its own workspace: its path ends the first user message, and only there.
    const [prompt1, prompt2] = [first![1]!, second![1]!].map((m) => String(m.content));
    assert.notEqual(prompt1, prompt2);
    const shared = prompt1!.slice(0, prompt1!.lastIndexOf('\n\n'));
    assert.ok(prompt2!.startsWith(`${shared}\n\n`), 'the prompts differ only in the note');
    assert.match(prompt1!.slice(shared.length), /^\n\n\(Your workspace folder is \S+\.\)$/);
    assert.equal(first!.filter((m) => /Your workspace folder/.test(String(m.content))).length, 1);

    const [judged1, judged2] = judge.map((r) => r.body.messages as Message[]);
    assert.deepEqual(judged1![0], judged2![0], 'the judge system prompt is the same for both runs');
    assert.match(String(judged1![0]!.content), /Did the agent create it\?/);
  });

  it('config.agent.tools offers only the file tools named, or none', async () => {
    const all = await run();
    const names = (r: FakeRequest) =>
      ((r.body.tools ?? []) as { function: { name: string } }[]).map((t) => t.function.name);
    assert.deepEqual(names(all.agent[0]!), [
      'read_file',
      'write_file',
      'list_files',
      'search_files',
    ]);
    const some = await run(['read_file']);
    assert.deepEqual(names(some.agent[0]!), ['read_file']);
    assert.match(
      String(some.agent[0]!.body.messages[0].content),
      /these tools on its files: read_file\./,
    );
    const none = await run([]);
    assert.equal(none.agent[0]!.body.tools, undefined, 'no tools key at all');
    assert.doesNotMatch(String(none.agent[0]!.body.messages[0].content), /tools on its files/);
    // Without file tools (or MCP servers) there is no folder to speak of: none is made.
    assert.doesNotMatch(String(none.agent[0]!.body.messages[1].content), /workspace folder/);
  });
});
