// A run leaves nothing on the job's signal: the openai SDK adds an abort listener to the signal of
// every request and never removes it, so a request made with the job-wide signal would keep its
// listener, and what that holds, until the job ends.
import assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { tmpdir } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { runOne } from '../../src/engine/run-one.js';
import { createLlm } from '../../src/llm/client.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { grader } from '../builders.js';
import { mock, suiteOf } from './helpers.js';

describe("the job's signal", () => {
  let fake: FakeOpenAI;
  before(async () => {
    fake = await startFakeOpenAI(() => {
      const verdict = { passed: true, score: 1, reason: 'ok', suggestions: [], criteria: [] };
      return { content: JSON.stringify(verdict) };
    });
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
});
