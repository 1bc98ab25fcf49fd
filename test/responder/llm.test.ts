import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLlm } from '../../src/llm/client.js';
import type { Llm } from '../../src/llm/types.js';
import { createResponder } from '../../src/responder/index.js';
import {
  ResponderError,
  type ConversationMessage,
  type ResponderInput,
} from '../../src/responder/types.js';
import type { ResponderSpec } from '../../src/suites/model.js';
import {
  startFakeOpenAI,
  type FakeHandler,
  type FakeOpenAI,
  type FakeRequest,
} from '../fakes/openai-server.js';

const KEY = 'sk-responder-secret-987654';
const spec: ResponderSpec = {
  instructions: 'You want a weekly report agent. Handoffs go to the triage agent.',
  maxFollowups: 3,
  persona: 'a busy team lead',
};
const conversation: ConversationMessage[] = [
  { role: 'user', text: 'Configure an agent for weekly reports.' },
  { role: 'agent', text: 'Which agent should it hand off to?' },
];
const input = (messages = conversation): ResponderInput => ({
  messages,
  agentAsks: false,
  signal: new AbortController().signal,
});
const decisionJson = (d: object) => JSON.stringify({ reply: '', reason: 'r', ...d });

let fake: FakeOpenAI;
let handler: FakeHandler;
let llm: Llm;
let modelCounter = 0;
before(async () => {
  fake = await startFakeOpenAI((r) => handler(r), { apiKey: KEY });
  llm = createLlm({ baseURL: fake.url, apiKey: KEY }, { baseDelayMs: 1 });
});
after(() => fake.close());

/** A responder on a fresh model name, so the learned output mode starts from json_schema. */
function responder() {
  return createResponder(spec, { llm, model: `model-${++modelCounter}` });
}
function since(start: number): FakeRequest[] {
  return fake.requests.slice(start);
}
const rejectsJsonSchema: FakeHandler = (r) =>
  r.body.response_format?.type === 'json_schema'
    ? {
        status: 400,
        body: { error: { message: "response_format 'json_schema' is not supported" } },
      }
    : { status: 500, body: { error: { message: 'unexpected request' } } };

describe('LLM responder', () => {
  it('asks with a strict JSON schema and the conversation seen from its side', async () => {
    handler = () => ({
      content: decisionJson({ decision: 'reply', reply: 'The triage agent.', reason: 'in brief' }),
    });
    const start = fake.requests.length;
    const decision = await responder().decide(input());
    assert.deepEqual(decision, {
      decision: 'reply',
      reply: 'The triage agent.',
      reason: 'in brief',
    });
    const [request] = since(start);
    const format = request!.body.response_format;
    assert.equal(format.type, 'json_schema');
    assert.equal(format.json_schema.strict, true);
    assert.deepEqual(format.json_schema.schema.required.sort(), [
      'decision',
      'reason',
      'reply',
      'uses',
    ]);
    assert.deepEqual(format.json_schema.schema.properties.decision.enum, [
      'reply',
      'stop',
      'abstain',
    ]);
    const messages = request!.body.messages;
    assert.equal(messages[0].role, 'system');
    assert.match(messages[0].content, /Handoffs go to the triage agent/);
    assert.match(messages[0].content, /a busy team lead/);
    assert.match(messages[0].content, /"abstain"/);
    assert.deepEqual(
      messages.slice(1).map((m: { role: string; content: string }) => [m.role, m.content]),
      [
        ['assistant', 'Configure an agent for weekly reports.'],
        ['user', 'Which agent should it hand off to?'],
      ],
    );
  });

  it('tells the model when the agent declared a question', async () => {
    handler = () => ({ content: decisionJson({ decision: 'abstain', reason: 'not in brief' }) });
    const start = fake.requests.length;
    await responder().decide({ ...input(), agentAsks: true });
    await responder().decide(input());
    const [asked, plain] = since(start);
    // The hint is a note on the agent's message; the system prompt is the same either way.
    assert.equal(asked!.body.messages[0].content, plain!.body.messages[0].content);
    assert.match(asked!.body.messages.at(-1).content, /marked this message as a question/);
    assert.doesNotMatch(plain!.body.messages.at(-1).content, /marked this message/);
  });

  it('puts the brief last in the system prompt: tasks share the rules before it', async () => {
    handler = () => ({ content: decisionJson({ decision: 'stop', reason: 'done' }) });
    const start = fake.requests.length;
    await responder().decide(input());
    await createResponder(
      { instructions: 'A different brief.', maxFollowups: 1 },
      { llm, model: `model-${modelCounter}` },
    ).decide(input());
    const [a, b] = since(start).map((r) => String(r.body.messages[0].content));
    const brief = a!.indexOf('<brief>');
    assert.ok(brief > 0.6 * a!.length, 'the brief comes after the rules');
    assert.equal(b!.slice(0, brief), a!.slice(0, brief));
  });

  it('returns stop and abstain decisions without a reply field', async () => {
    handler = () => ({ content: decisionJson({ decision: 'stop', reason: 'the agent is done' }) });
    assert.deepEqual(await responder().decide(input()), {
      decision: 'stop',
      reason: 'the agent is done',
    });
    handler = () => ({
      content: decisionJson({ decision: 'abstain', reason: 'the brief has no schedule' }),
    });
    assert.deepEqual(await responder().decide(input()), {
      decision: 'abstain',
      reason: 'the brief has no schedule',
    });
  });

  it('falls back to a forced tool call when json_schema is rejected, and remembers it', async () => {
    handler = (r) =>
      r.body.tool_choice
        ? {
            toolCalls: [
              { name: 'decide', arguments: { decision: 'stop', reply: '', reason: 'done' } },
            ],
          }
        : rejectsJsonSchema(r);
    const start = fake.requests.length;
    const r = responder();
    assert.deepEqual(await r.decide(input()), { decision: 'stop', reason: 'done' });
    const [first, second] = since(start);
    assert.equal(first!.body.response_format.type, 'json_schema');
    assert.equal(second!.body.response_format, undefined);
    assert.deepEqual(second!.body.tool_choice, { type: 'function', function: { name: 'decide' } });
    assert.equal(second!.body.tools[0].function.name, 'decide');
    assert.deepEqual(second!.body.tools[0].function.parameters.required.sort(), [
      'decision',
      'reason',
      'reply',
      'uses',
    ]);
    // The next decision goes straight to the working mode.
    await r.decide(input());
    assert.equal(since(start).length, 3);
    assert.ok(since(start)[2]!.body.tool_choice);
  });

  it('learns the working mode per model of an endpoint, also when both learn at once', async () => {
    // A server of its own: nothing learned for its URL yet when the two first requests go out.
    const server = await startFakeOpenAI(
      (r) =>
        r.body.model === 'no-schema' && !r.body.tool_choice
          ? rejectsJsonSchema(r)
          : r.body.tool_choice
            ? {
                toolCalls: [
                  { name: 'decide', arguments: { decision: 'stop', reply: '', reason: 'done' } },
                ],
              }
            : // Answered last: it learns json_schema after the other model learned tools.
              { content: decisionJson({ decision: 'stop', reason: 'done' }), delayMs: 100 },
      { apiKey: KEY },
    );
    try {
      const own = createLlm({ baseURL: server.url, apiKey: KEY }, { baseDelayMs: 1 });
      const noSchema = createResponder(spec, { llm: own, model: 'no-schema' });
      const schema = createResponder(spec, { llm: own, model: 'schema' });
      await Promise.all([noSchema.decide(input()), schema.decide(input())]);
      assert.equal(server.requests.length, 3);
      await noSchema.decide(input());
      await schema.decide(input());
      const [later, other] = server.requests.slice(3);
      assert.ok(later!.body.tool_choice, 'the model without json_schema goes straight to tools');
      assert.equal(other!.body.response_format.type, 'json_schema');
      assert.equal(server.requests.length, 5);
    } finally {
      await server.close();
    }
  });

  it('falls back to JSON mode when tools are rejected too', async () => {
    handler = (r) => {
      if (r.body.tool_choice) {
        return { status: 400, body: { error: { message: 'tool_choice is not supported' } } };
      }
      if (r.body.response_format?.type === 'json_object') {
        return { content: decisionJson({ decision: 'reply', reply: 'Triage.', reason: 'brief' }) };
      }
      return rejectsJsonSchema(r);
    };
    const start = fake.requests.length;
    const decision = await responder().decide(input());
    assert.deepEqual(decision, { decision: 'reply', reply: 'Triage.', reason: 'brief' });
    const requests = since(start);
    assert.equal(requests.length, 3);
    const last = requests[2]!.body;
    assert.deepEqual(last.response_format, { type: 'json_object' });
    // JSON mode has no schema on the wire: the prompt carries it.
    assert.match(last.messages[0].content, /JSON schema/);
    assert.match(last.messages[0].content, /"required":\["decision","reply","reason","uses"\]/);
  });

  it('retries a malformed decision once, telling the model what was wrong', async () => {
    const start = fake.requests.length;
    handler = (r) =>
      r.index === start
        ? { content: '{"decision": "maybe"' }
        : { content: decisionJson({ decision: 'stop', reason: 'ok' }) };
    assert.deepEqual(await responder().decide(input()), { decision: 'stop', reason: 'ok' });
    const requests = since(start);
    assert.equal(requests.length, 2);
    assert.equal(requests[1]!.body.messages[0].content, requests[0]!.body.messages[0].content);
    assert.match(requests[1]!.body.messages.at(-1).content, /previous answer was invalid/);
  });

  it('gives ResponderError, never a guess, when the decision stays malformed', async () => {
    for (const content of [
      'not json at all',
      JSON.stringify({ decision: 'continue', reply: 'x', reason: 'r' }),
      JSON.stringify({ decision: 'reply', reply: '  ', reason: 'empty reply' }),
      JSON.stringify({ decision: 'stop' }),
    ]) {
      handler = () => ({ content });
      const start = fake.requests.length;
      await assert.rejects(responder().decide(input()), ResponderError);
      assert.equal(since(start).length, 2, `one retry for ${content}`);
    }
  });

  it('turns an endpoint failure into ResponderError without the key', async () => {
    handler = () => ({ status: 401, body: { error: { message: `Incorrect API key ${KEY}` } } });
    await assert.rejects(responder().decide(input()), (e: unknown) => {
      assert.ok(e instanceof ResponderError);
      assert.match(e.message, /HTTP 401/);
      assert.ok(e.message.includes(fake.url));
      assert.ok(!e.message.includes(KEY));
      return true;
    });
  });

  it('counts its tokens under the responder role', async () => {
    const own = createLlm({ baseURL: fake.url, apiKey: KEY });
    handler = () => ({
      content: decisionJson({ decision: 'stop' }),
      usage: { prompt_tokens: 100, completion_tokens: 20 },
    });
    await createResponder(spec, { llm: own, model: 'usage-model' }).decide(input());
    assert.equal(own.usage('responder').total_tokens, 120);
    assert.equal(own.usage('agent').total_tokens, 0);
  });

  it('needs a model', () => {
    assert.throws(() => createResponder(spec, { llm }), ResponderError);
    const withModel = createResponder({ ...spec, model: 'spec-model' }, { llm });
    assert.equal(withModel.kind, 'llm');
  });
});
