// The LLM judge (prompt grader) and the agent validator, over real HTTP against the loopback fake.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { evaluateAssertion, GraderError } from '../../src/graders/index.js';
import { createLlm } from '../../src/llm/client.js';
import { forgetOutputModes } from '../../src/llm/structured.js';
import { startFakeOpenAI, type FakeHandler, type FakeOpenAI } from '../fakes/openai-server.js';
import { assertion, configureAgentRun, gradeOne, grader } from './helpers.js';

let fake: FakeOpenAI;
let handler: FakeHandler = () => ({ content: '' });
before(async () => {
  fake = await startFakeOpenAI((r) => handler(r), { apiKey: 'sk-judge-test' });
});
after(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  forgetOutputModes();
});

const llm = () => createLlm({ baseURL: fake.url, apiKey: 'sk-judge-test' }, { maxRetries: 0 });
const verdict = (v: Record<string, unknown>) => ({
  content: JSON.stringify({ suggestions: [], criteria: [], ...v }),
});
const judged = (spec: ReturnType<typeof grader>, judgeModel = 'judge-1') =>
  gradeOne(spec, configureAgentRun(), {}, { llm: llm(), judgeModel });

describe('prompt grader', () => {
  it('passes on the judge verdict for a built-in rubric, asking for a strict JSON verdict', async () => {
    handler = () => verdict({ passed: true, score: 0.9, reason: 'Asked only what it needed.' });
    const judgeLlm = llm();
    const { result, error } = await gradeOne(
      grader('prompt', { rubric: 'helpfulness' }),
      configureAgentRun(),
      {},
      { llm: judgeLlm, judgeModel: 'judge-1' },
    );
    assert.equal(error, undefined);
    assert.equal(result?.passed, true);
    assert.equal(result?.score, 0.9);
    assert.equal(judgeLlm.usage('judge').requests, 1);
    assert.equal(judgeLlm.usage('agent').requests, 0);
    assert.equal(result?.feedback, 'Asked only what it needed.');
    const body = fake.requests[0]!.body;
    assert.equal(body.model, 'judge-1');
    assert.equal(body.response_format.type, 'json_schema');
    assert.equal(body.response_format.json_schema.strict, true);
    // The rubric is fixed per grader (system prompt), the run comes last (user message).
    assert.match(body.messages[0].content, /Rubric "helpfulness"/);
    assert.doesNotMatch(body.messages[1].content, /Rubric "helpfulness"/);
    assert.match(body.messages[1].content, /Created agents\/research-agent\.agent\.yaml/);
    assert.match(body.messages[1].content, /tool call write_file/);
  });

  it('fails when a criterion fails, scoring by criteria; config.model wins over --judge-model', async () => {
    handler = () =>
      verdict({
        passed: false,
        score: 0.4,
        reason: 'The handoff was not confirmed with the user.',
        criteria: [
          { description: 'asks for the name', passed: true, reason: 'turn 1' },
          { description: 'confirms handoffs', passed: false, reason: 'never asked' },
        ],
      });
    const { result } = await judged(
      grader('prompt', { prompt: 'Check the agent asked before writing.', model: 'judge-big' }),
    );
    assert.equal(result?.passed, false);
    assert.equal(result?.score, 0.5);
    assert.equal(
      result?.feedback,
      'The handoff was not confirmed with the user.; failed: confirms handoffs: never asked',
    );
    assert.equal(fake.requests[0]!.body.model, 'judge-big');
  });

  it('the judge reads the conversation and the final workspace, with or without continue_session', async () => {
    handler = () => verdict({ passed: true, score: 1, reason: 'The file is there.' });
    const { result, error } = await gradeOne(
      grader('prompt', {
        prompt: 'Pass if the agent file lists web_search.',
        continue_session: true,
      }),
      configureAgentRun(),
      { 'agents/research-agent.agent.yaml': 'name: research-agent\ntools: [web_search]\n' },
      { llm: llm(), judgeModel: 'judge-1' },
    );
    assert.equal(error, undefined);
    assert.equal(result?.passed, true);
    const user = fake.requests[0]!.body.messages[1].content as string;
    assert.match(user, /### User \(turn 1\)/);
    assert.match(user, /tool call write_file/);
    assert.match(user, /## The agent's workspace after the conversation \(read-only\)/);
    assert.match(user, /- agents\/research-agent\.agent\.yaml/);
    assert.match(user, /tools: \[web_search\]/);
    fake.requests.length = 0;
    await gradeOne(
      grader('prompt', { prompt: 'x' }),
      configureAgentRun(),
      { 'a.txt': 'SECRET-ISH' },
      {
        llm: llm(),
        judgeModel: 'judge-1',
      },
    );
    // waza's judge works in the workspace either way (without continue_session it has no conversation).
    assert.match(
      fake.requests[0]!.body.messages[1].content as string,
      /#### a\.txt\n```\nSECRET-ISH/,
    );
  });

  it('reads a rubric file next to eval.yaml', async () => {
    handler = () => verdict({ passed: true, score: 1, reason: 'ok' });
    const { result } = await gradeOne(
      grader('prompt', { rubric: 'rubrics/agent-files.md' }),
      configureAgentRun(),
      {},
      { llm: llm(), judgeModel: 'judge-1', suiteFiles: { 'rubrics/agent-files.md': 'RUBRIC-X' } },
    );
    assert.equal(result?.passed, true);
    assert.match(fake.requests[0]!.body.messages[0].content, /RUBRIC-X/);
  });

  it('retries a malformed verdict once, naming the problem', async () => {
    // A cut-off JSON answer: retried in the same mode (prose would mean the server ignored the
    // strict schema, and the retry would force a tool call: test/commands/providers.test.ts).
    handler = (r) =>
      r.index === 0
        ? { content: '{"passed": true, "score": 1, "rea' }
        : verdict({ passed: true, score: 1, reason: 'ok' });
    const { result, error } = await judged(grader('prompt', { rubric: 'groundedness' }));
    assert.equal(error, undefined);
    assert.equal(result?.passed, true);
    assert.equal(fake.requests.length, 2);
    // The correction goes last: the retry keeps the first request's system prompt.
    const [first, retry] = fake.requests.map((r) => r.body.messages);
    assert.equal(retry![0].content, first![0].content);
    assert.match(retry![1].content, /previous answer was invalid \(the answer is not JSON/);
  });

  it('is a grader error after two malformed verdicts, never a guess', async () => {
    handler = () => ({ content: JSON.stringify({ passed: 'yes', score: 2, reason: 'ok' }) });
    const { result, error } = await judged(
      grader('prompt', { rubric: 'groundedness' }, { name: 'judge' }),
    );
    assert.equal(result, undefined);
    assert.match(
      error ?? '',
      /grader "judge" \(prompt\): grader "judge": judge model judge-1 gave no valid verdict after a retry: .*passed/,
    );
    assert.equal(fake.requests.length, 2);
  });

  it('falls back as the responder does: a forced tool call, then JSON mode', async () => {
    handler = (r) => {
      if (r.body.response_format?.type === 'json_schema') {
        return {
          status: 400,
          body: { error: { message: "response_format 'json_schema' is not supported" } },
        };
      }
      if (r.body.tool_choice) {
        return { status: 400, body: { error: { message: 'tool_choice is not supported' } } };
      }
      return verdict({ passed: true, score: 1, reason: 'ok' });
    };
    const { result } = await judged(grader('prompt', { rubric: 'refusal-correctness' }));
    assert.equal(result?.passed, true);
    assert.deepEqual(
      fake.requests.map(
        (r) => r.body.response_format?.type ?? `tool ${r.body.tool_choice.function.name}`,
      ),
      ['json_schema', 'tool verdict', 'json_object'],
    );
  });

  it('takes the verdict from a forced tool call where the server has no json_schema', async () => {
    handler = (r) =>
      r.body.response_format?.type === 'json_schema'
        ? {
            status: 400,
            body: { error: { message: "response_format 'json_schema' is not supported" } },
          }
        : {
            toolCalls: [
              {
                name: 'verdict',
                arguments: {
                  passed: false,
                  score: 0.2,
                  reason: 'vague',
                  suggestions: [],
                  criteria: [],
                },
              },
            ],
          };
    const { result } = await judged(grader('prompt', { rubric: 'helpfulness' }));
    assert.equal(result?.passed, false);
    assert.equal(result?.score, 0.2);
  });

  it('is a grader error when no judge model is set or the endpoint fails', async () => {
    const none = await gradeOne(grader('prompt', { rubric: 'helpfulness' }), configureAgentRun());
    assert.match(
      none.error ?? '',
      /no judge model: set the grader's model, config.judge_model or --judge-model/,
    );
    handler = () => ({ status: 500 });
    const down = await judged(grader('prompt', { rubric: 'helpfulness' }));
    assert.match(down.error ?? '', /judge model judge-1: LLM request to .* failed with HTTP 500/);
    assert.ok(!(down.error ?? '').includes('sk-judge-test'));
  });
});

describe('agent assertion (LLM validator)', () => {
  const target = { output: 'Created agents/research-agent.agent.yaml.', toolCalls: [], turns: [] };
  const ctx = () => ({
    llm: llm(),
    judgeModel: 'judge-1',
    cwd: '.',
    signal: new AbortController().signal,
  });
  const agentAssertion = () =>
    assertion('agent', {
      use: 'validator-1',
      options: { metadata: { criteria: ['names the file it created'], persona: 'new user' } },
    });

  it('passes with the validator score, reason and suggestions', async () => {
    handler = () =>
      verdict({
        passed: true,
        score: 0.8,
        reason: 'Names the file.',
        suggestions: ['list the tools'],
      });
    const r = await evaluateAssertion(agentAssertion(), target, ctx());
    assert.deepEqual(r, {
      type: 'agent',
      passed: true,
      score: 0.8,
      message: 'Names the file. Suggestions: list the tools',
    });
    const body = fake.requests[0]!.body;
    assert.equal(body.model, 'validator-1');
    assert.match(body.messages[0].content, /## Criteria\n\["names the file it created"\]/);
    assert.match(body.messages[0].content, /## persona\nnew user/);
    assert.doesNotMatch(body.messages[0].content, /## Agent response/);
  });

  it('fails on a failing verdict, and negate flips it', async () => {
    handler = () => verdict({ passed: false, score: 0.1, reason: 'No file named.' });
    const r = await evaluateAssertion(
      { ...agentAssertion(), message: 'must name the file' },
      target,
      ctx(),
    );
    assert.equal(r.passed, false);
    assert.equal(r.message, 'must name the file (No file named.)');
    const negated = await evaluateAssertion({ ...agentAssertion(), negate: true }, target, ctx());
    assert.equal(negated.passed, true);
    assert.ok(Math.abs((negated.score ?? 0) - 0.9) < 1e-9);
  });

  it('throws GraderError after two malformed verdicts', async () => {
    handler = () => ({ content: '```json\n{"passed": true}\n```' });
    await assert.rejects(evaluateAssertion(agentAssertion(), target, ctx()), (e: unknown) => {
      assert.ok(e instanceof GraderError);
      assert.match(
        e.message,
        /agent assertion: judge model validator-1 gave no valid verdict after a retry: .*score/,
      );
      return true;
    });
    assert.equal(fake.requests.length, 2);
  });
});
