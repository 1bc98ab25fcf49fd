// A run leaves nothing on the job's signal: the openai SDK adds an abort listener to the signal of
// every request and never removes it, so a request made with the job-wide signal would keep its
// listener, and what that holds, until the job ends.
import assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { tmpdir } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { runOne } from '../../src/engine/run-one.js';
import { runInTemp } from './helpers.js';
import { createLlm } from '../../src/llm/client.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { grader } from '../builders.js';
import { mock, QUESTIONS, suiteOf } from './helpers.js';

describe("the job's signal", () => {
  let fake: FakeOpenAI;
  before(async () => {
    fake = await startFakeOpenAI(
      (request) => {
        if (request.body.model === 'responder-model') {
          return { content: JSON.stringify({ decision: 'reply', reply: 'yes', reason: 'asked' }) };
        }
        const verdict = { passed: true, score: 1, reason: 'ok', suggestions: [], criteria: [] };
        return { content: JSON.stringify(verdict) };
      },
      { apiKey: 'sk-signals-test-4242' },
    );
  });
  after(() => fake.close());

  it('keeps no listener of a finished run, the judge requests of its grading included', async () => {
    const suite = suiteOf([
      {
        id: 'judged',
        mock: mock('Done.'),
        models: { judge: 'judge-model' },
        graders: [grader('prompt', { prompt: 'Is it done?' })],
      },
    ]);
    const llm = createLlm({ baseURL: fake.url, apiKey: 'sk-signals-test-4242' });
    const job = new AbortController();
    const record = await runOne(suite, suite.tasks[0]!, 1, 1, {
      cwd: tmpdir(),
      updateSnapshots: false,
      llm: { agent: llm, responder: llm, judge: llm },
      signal: job.signal,
    });
    assert.equal(record?.status, 'passed');
    assert.equal(record?.usage.judge.requests, 1, 'the judge was asked');
    assert.equal(getEventListeners(job.signal, 'abort').length, 0);
  });

  it('warns of no listener leak with many workers and long conversations (none is one)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      // 16 runs at once, each with 12 responder requests on its own signal.
      const asks = Array.from({ length: 12 }, (_, i) => QUESTIONS[i % QUESTIONS.length]!);
      const suite = suiteOf(
        Array.from({ length: 16 }, (_, i) => ({
          id: `long-${i}`,
          mock: mock(...asks),
          plan: {
            kind: 'responder' as const,
            responder: { instructions: 'answer', maxFollowups: 12, model: 'responder-model' },
          },
        })),
        { parallel: true },
      );
      const run = await runInTemp([suite], {
        workers: 16,
        endpoint: { baseURL: fake.url, apiKey: 'sk-signals-test-4242' },
      });
      await run.cleanup();
      assert.deepEqual(
        run.lines.map((r) => r.usage.responder.requests),
        Array(16).fill(12),
        'every run asked the responder 12 times',
      );
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(
        warnings.filter((w) => w.startsWith('MaxListenersExceededWarning')),
        [],
      );
    } finally {
      process.off('warning', onWarning);
    }
  });
});
