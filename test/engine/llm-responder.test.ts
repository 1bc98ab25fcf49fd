import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runLoadedSuites } from '../../src/engine/execute.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { byTask, mock, QUESTIONS, runInTemp, suiteOf } from './helpers.js';

const KEY = 'sk-engine-test-key-424242';

describe('the LLM responder in the loop, over HTTP', () => {
  let fake: FakeOpenAI;
  const calls = new Map<string, number>();
  before(async () => {
    fake = await startFakeOpenAI(
      (request) => {
        const model = String(request.body.model);
        const n = (calls.get(model) ?? 0) + 1;
        calls.set(model, n);
        const usage = { prompt_tokens: 100, completion_tokens: 10 };
        if (model === 'broken')
          return { status: 500, body: { error: { message: 'upstream down' } } };
        if (model === 'hangs') return { hang: true };
        if (model === 'throttled' && n === 1) {
          return {
            status: 429,
            headers: { 'retry-after-ms': '30' },
            body: { error: { message: 'slow down' } },
          };
        }
        if (model === 'vague') {
          const content = JSON.stringify({
            decision: 'abstain',
            reply: '',
            reason: 'the brief names no tools',
          });
          return { content, usage };
        }
        // The throttled model's first request got the 429: its first decision is its second request.
        const decision =
          n === (model === 'throttled' ? 2 : 1)
            ? { decision: 'reply', reply: 'Call it research-agent.', reason: 'the brief names it' }
            : { decision: 'stop', reply: '', reason: 'the agent is done' };
        return { content: JSON.stringify(decision), usage };
      },
      { apiKey: KEY },
    );
  });
  after(() => fake.close());

  it('replies, stops and abstains as the model decides; a failing endpoint is responder_error', async () => {
    const responder = (model: string) => ({
      kind: 'responder' as const,
      responder: { instructions: 'configure research-agent', maxFollowups: 3, model },
    });
    const suite = suiteOf([
      { id: 'answers', mock: mock(QUESTIONS[0]!, 'Created it.'), plan: responder('good') },
      { id: 'abstains', mock: mock(QUESTIONS[2]!), plan: responder('vague') },
      { id: 'broken', mock: mock(QUESTIONS[0]!), plan: responder('broken') },
      { id: 'no-llm', mock: mock('Done.') },
    ]);
    const run = await runInTemp([suite], {
      endpoint: { baseURL: fake.url, apiKey: KEY },
      llmOptions: { maxRetries: 1, baseDelayMs: 1 },
    });
    try {
      const answers = byTask(run.lines, 'answers');
      assert.equal(answers.status, 'passed');
      assert.equal(answers.outcome, 'stopped');
      assert.equal(answers.turns[1]!.input, 'Call it research-agent.');
      assert.equal(answers.responder?.kind, 'llm');
      assert.equal(answers.usage.responder.total_tokens, 220, 'two decisions of 110 tokens');
      assert.equal(answers.usage.responder.requests, 2);

      const abstains = byTask(run.lines, 'abstains');
      assert.equal(abstains.status, 'abstained');
      assert.equal(abstains.responder?.reason, 'the brief names no tools');

      const broken = byTask(run.lines, 'broken');
      assert.equal(broken.status, 'error');
      assert.equal(broken.outcome, 'responder_error');
      assert.equal(byTask(run.lines, 'no-llm').status, 'passed');
      const text = await readFile(join(run.dir, 'results.jsonl'), 'utf8');
      assert.ok(!text.includes(KEY));
    } finally {
      await run.cleanup();
    }
  });

  it('without a model for the LLM responder, nothing runs: a configuration error says what to set', async () => {
    const suite = suiteOf([
      {
        id: 'no-model',
        mock: mock(QUESTIONS[0]!),
        plan: { kind: 'responder', responder: { instructions: 'x', maxFollowups: 1 } },
      },
    ]);
    const dir = await mkdtemp(join(tmpdir(), 'parley-preflight-'));
    try {
      const result = await runLoadedSuites([suite], {
        paths: [],
        outputDir: dir,
        endpoint: { baseURL: fake.url, apiKey: KEY },
      });
      assert.equal(result.configErrors.length, 1);
      assert.equal(result.configErrors[0]!.path, 'inputs.responder.model');
      assert.match(result.configErrors[0]!.message, /--responder-model/);
      assert.equal(result.records.length, 0);
      assert.ok(!existsSync(join(dir, 'results.jsonl')), 'nothing ran, nothing was written');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a hanging responder request is a timeout, and a 429 with retry-after is retried to a verdict', async () => {
    const responder = (model: string) => ({
      kind: 'responder' as const,
      responder: { instructions: 'configure research-agent', maxFollowups: 3, model },
    });
    const suite = suiteOf([
      { id: 'hangs', mock: mock(QUESTIONS[0]!), plan: responder('hangs'), timeoutSeconds: 0.5 },
      { id: 'throttled', mock: mock(QUESTIONS[0]!, 'Created it.'), plan: responder('throttled') },
    ]);
    const run = await runInTemp([suite], {
      endpoint: { baseURL: fake.url, apiKey: KEY },
      llmOptions: { maxRetries: 2, baseDelayMs: 1 },
    });
    try {
      const hangs = byTask(run.lines, 'hangs');
      assert.equal(hangs.status, 'error');
      assert.equal(hangs.outcome, 'timeout', 'a hanging endpoint is a timeout, never an abstain');
      const throttled = byTask(run.lines, 'throttled');
      assert.equal(throttled.status, 'passed');
      assert.equal(throttled.responder?.followups_sent, 1);
      assert.equal(calls.get('throttled'), 3, 'the 429, then the reply and the stop');
      assert.equal(throttled.usage.responder.requests, 2, 'only answered requests count');
    } finally {
      await run.cleanup();
    }
  });
});
