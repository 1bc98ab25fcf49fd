// Skill lift's pairwise judge (job/pairwise-step.ts judgePairs), against the loopback
// OpenAI-compatible fake over real sockets: a judge that always prefers position A ties every
// pair (the swap cancels it), one that prefers the with-arm's content wins every pair, one that
// fails after the client's retries gives errors, and nothing in a request says which arm is which.
// The suite is loaded from an eval.yaml as a user writes it; the records are built as the engine
// writes them (data, with their skill_arm), and pairwise.jsonl is read back through its schema.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createLlms } from '../../src/engine/llms.js';
import { judgePairs } from '../../src/job/pairwise-step.js';
import { forgetOutputModes } from '../../src/llm/structured.js';
import { readPairwiseFile } from '../../src/results/files.js';
import type { RunRecord } from '../../src/results/schema.js';
import { loadSuites } from '../../src/suites/load.js';
import type { Suite } from '../../src/suites/model.js';
import { makeRecord, makeTurns } from '../builders.js';
import { startFakeOpenAI, type FakeHandler, type FakeOpenAI } from '../fakes/openai-server.js';

const KEY = 'sk-pairwise-judge';
let fake: FakeOpenAI;
let handler: FakeHandler = () => ({ status: 500 });
const root = mkdtempSync(join(tmpdir(), 'parley-pairwise-'));
let suite: Suite;

before(async () => {
  fake = await startFakeOpenAI((r) => handler(r), { apiKey: KEY });
  const dir = join(root, 'suite');
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'eval.yaml'),
    [
      'name: lift',
      'baseline: true',
      'config:',
      '  executor: mock',
      '  judge_model: judge-small',
      'graders:',
      '  - type: pairwise',
      '    name: clearer',
      '    config:',
      '      rubric: The agent answers the question completely and asks only what it needs.',
      'tasks:',
      '  - id: refund',
      '    inputs: { prompt: "How do I get a refund?" }',
      '  - id: invoice',
      '    inputs: { prompt: "Send me my invoice." }',
      '    graders:',
      '      - type: pairwise',
      '        name: polite',
      '        model: judge-big',
      '        config: { rubric: "The agent is polite." }',
      '',
    ].join('\n'),
  );
  const loaded = await loadSuites([dir], { cwd: root });
  assert.deepEqual(loaded.errors, []);
  suite = loaded.suites[0]!;
});
after(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  fake.requests.length = 0;
  forgetOutputModes();
});

/** The with arm answers thoroughly, the without arm vaguely: what a content-reading judge sees. */
function run(task: string, trial: number, arm: 'with' | 'without', over: Partial<RunRecord> = {}) {
  const output =
    arm === 'with'
      ? `Thorough answer for ${task}: open Orders, pick the order, press Refund.`
      : `Vague answer for ${task}: it depends.`;
  return makeRecord(task, 'passed', 'completed', {
    suite: 'lift',
    trial,
    skill_arm: arm,
    turns: makeTurns([
      {
        input: `Prompt of ${task}`,
        output,
        toolCalls: arm === 'with' ? [{ name: 'load_skill', arguments: { name: 'refunds' } }] : [],
        skills: arm === 'with' ? ['refunds'] : [],
      },
    ]),
    ...over,
  });
}

/** Two trials of both tasks, both arms, in the order a skill-lift job interleaves them. */
const records = () =>
  [1, 2].flatMap((trial) =>
    ['refund', 'invoice'].flatMap((task) =>
      trial % 2
        ? [run(task, trial, 'with'), run(task, trial, 'without')]
        : [run(task, trial, 'without'), run(task, trial, 'with')],
    ),
  );

const answer = (value: string, reason = 'one is clearer') => ({
  content: JSON.stringify({ answer: value, reason }),
  usage: { prompt_tokens: 50, completion_tokens: 5 },
});

/** The conversation the request shows as A. */
const conversationA = (body: { messages: { content: string }[] }) =>
  /<conversation_A>([\s\S]*?)<\/conversation_A>/.exec(body.messages[1]!.content)?.[1] ?? '';

const judge = (options: { maxRetries?: number } = {}) =>
  createLlms(
    {
      judgeEndpoint: { baseURL: fake.url, apiKey: KEY },
      endpoint: { baseURL: 'http://127.0.0.1:9', apiKey: 'sk-agent-unused' },
      llmOptions: { maxRetries: options.maxRetries ?? 0, baseDelayMs: 1 },
    },
    1,
  ).llm.judge;

function resultsDir(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  return dir;
}

describe('judgePairs', () => {
  it('a judge that always prefers position A ties every pair: the swapped asks disagree', async () => {
    handler = () => answer('A', 'A reads better');
    const dir = resultsDir('bias');
    const result = await judgePairs({
      suite,
      records: records(),
      judge: judge(),
      resultsDir: dir,
      signal: new AbortController().signal,
    });
    assert.deepEqual(
      { wins: result.wins, losses: result.losses, ties: result.ties, errors: result.errors },
      { wins: 0, losses: 0, ties: 6, errors: 0 },
    );
    // refund: the suite's grader on 2 trials; invoice: the suite's and its own, on 2 trials.
    assert.deepEqual(result.byTask, {
      refund: { wins: 0, losses: 0, ties: 2, errors: 0, skipped: 0 },
      invoice: { wins: 0, losses: 0, ties: 4, errors: 0, skipped: 0 },
    });
    assert.equal(fake.requests.length, 12);
    const lines = readPairwiseFile(dir);
    assert.equal(lines.length, 6);
    for (const line of lines) {
      assert.equal(line.winner, 'tie');
      assert.deepEqual(line.asks.map((a) => [a.first, a.answer, a.reason]).sort(), [
        ['with', 'A', 'A reads better'],
        ['without', 'A', 'A reads better'],
      ]);
      assert.equal(line.usage.requests, 2);
      assert.equal(line.usage.total_tokens, 110);
      assert.equal(line.error, undefined);
    }
    assert.deepEqual(lines.map((l) => `${l.task}#${l.trial}:${l.grader}`).sort(), [
      'invoice#1:clearer',
      'invoice#1:polite',
      'invoice#2:clearer',
      'invoice#2:polite',
      'refund#1:clearer',
      'refund#2:clearer',
    ]);
  });

  it('a judge that prefers the with-arm conversation in either position gives it every pair', async () => {
    handler = (r) => answer(conversationA(r.body).includes('Thorough') ? 'A' : 'B');
    const dir = resultsDir('content');
    const result = await judgePairs({
      suite,
      records: records(),
      judge: judge(),
      resultsDir: dir,
      signal: new AbortController().signal,
    });
    assert.equal(result.wins, 6);
    assert.equal(result.losses + result.ties + result.errors + result.skipped, 0);
    assert.deepEqual(
      readPairwiseFile(dir).map((l) => l.winner),
      Array(6).fill('with'),
    );
    // Each pair was shown both ways round.
    const shownFirst = fake.requests.map((r) =>
      conversationA(r.body).includes('Thorough') ? 'with' : 'without',
    );
    assert.equal(shownFirst.filter((s) => s === 'with').length, 6);
    // The models as the prompt judge resolves them: the grader's own, else the suite's judge_model.
    const models = fake.requests.map((r) => r.body.model as string);
    assert.equal(models.filter((m) => m === 'judge-big').length, 4);
    assert.equal(models.filter((m) => m === 'judge-small').length, 8);
  });

  it('nothing in a request tells the arms apart but their messages', async () => {
    handler = () => answer('tie', 'about the same');
    const result = await judgePairs({
      suite,
      records: records(),
      judge: judge(),
      resultsDir: resultsDir('blind'),
      signal: new AbortController().signal,
    });
    assert.equal(result.ties, 6);
    assert.ok(fake.requests.length > 0);
    for (const request of fake.requests) {
      const text = JSON.stringify(request.body);
      assert.doesNotMatch(text, /skill/i);
      assert.doesNotMatch(text, /\bwith(out)?\b[ _-]?(the )?(arm|skill)/i);
      assert.doesNotMatch(text, /"with"|"without"/);
      assert.doesNotMatch(text, /load_skill|refunds/);
      // The messages themselves are there, and the rubric and the task prompt.
      assert.match(text, /Thorough answer/);
      assert.match(text, /Vague answer/);
      assert.match(text, /asks only what it needs|The agent is polite/);
      assert.match(text, /How do I get a refund\?|Send me my invoice\./);
    }
  });

  it('a judge that fails after the retries makes each pair an error, counted as nothing else', async () => {
    handler = () => ({ status: 500, body: { error: { message: 'judge down' } } });
    const dir = resultsDir('failing');
    const result = await judgePairs({
      suite,
      records: records(),
      judge: judge({ maxRetries: 2 }),
      resultsDir: dir,
      signal: new AbortController().signal,
    });
    assert.deepEqual(
      { wins: result.wins, losses: result.losses, ties: result.ties, errors: result.errors },
      { wins: 0, losses: 0, ties: 0, errors: 6 },
    );
    // Every ask was tried three times (the first and two retries).
    assert.equal(fake.requests.length, 6 * 2 * 3);
    const lines = readPairwiseFile(dir);
    assert.equal(lines.length, 6);
    for (const line of lines) {
      assert.equal(line.winner, 'error');
      assert.deepEqual(line.asks, []);
      assert.match(
        line.error ?? '',
        /pairwise grader "(clearer|polite)": judge model judge-(small|big)/,
      );
    }
  });

  it('one ask failing makes the pair an error, keeping the answer that came', async () => {
    handler = (r) =>
      conversationA(r.body).includes('Thorough') ? answer('A') : { status: 500, body: {} };
    const dir = resultsDir('half');
    const result = await judgePairs({
      suite,
      records: records().filter((r) => r.task_id === 'refund' && r.trial === 1),
      judge: judge(),
      resultsDir: dir,
      signal: new AbortController().signal,
    });
    assert.equal(result.errors, 1);
    assert.equal(result.wins, 0);
    const [line] = readPairwiseFile(dir);
    assert.equal(line?.winner, 'error');
    assert.deepEqual(
      line?.asks.map((a) => [a.first, a.answer]),
      [['with', 'A']],
    );
  });

  it("reads JSON mode's loose answers (a server without json_schema or tools) as meant", async () => {
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
      // The with arm, in either position, as lower case.
      return answer(conversationA(r.body).includes('Thorough') ? ' a' : 'b ');
    };
    const dir = resultsDir('json-mode');
    const result = await judgePairs({
      suite,
      records: records().filter((r) => r.task_id === 'refund' && r.trial === 1),
      judge: judge(),
      resultsDir: dir,
      signal: new AbortController().signal,
    });
    assert.equal(result.wins, 1);
    assert.deepEqual(
      readPairwiseFile(dir)[0]?.asks.map((a) => a.answer),
      ['A', 'B'],
    );
    assert.ok(fake.requests.some((r) => r.body.response_format?.type === 'json_object'));
  });

  it('skips and counts a pair missing an arm or with an arm that did not end; ignores other runs', async () => {
    handler = (r) => answer(conversationA(r.body).includes('Thorough') ? 'A' : 'B');
    const all = [
      run('refund', 1, 'with'),
      run('refund', 1, 'without'),
      run('refund', 2, 'with'),
      // trial 2 has no without arm; trial 3's without arm timed out.
      run('refund', 3, 'with'),
      run('refund', 3, 'without', { status: 'error', outcome: 'timeout' }),
      // A confirmation run and a base run are no arm: trials 1 and 3 miss one.
      run('invoice', 1, 'with'),
      run('invoice', 1, 'without', { confirmation: true }),
      run('invoice', 3, 'with', { side: 'base', confirmation: true }),
      run('invoice', 3, 'without'),
      // Not a skill-lift run, and another suite's: trial 2 has no run of this job's arms at all.
      run('invoice', 2, 'with', { skill_arm: undefined }),
      run('invoice', 2, 'without', { suite: 'other' }),
    ];
    const dir = resultsDir('skipped');
    const result = await judgePairs({
      suite,
      records: all,
      judge: judge(),
      resultsDir: dir,
      signal: new AbortController().signal,
    });
    assert.deepEqual(result.byTask, {
      refund: { wins: 1, losses: 0, ties: 0, errors: 0, skipped: 2 },
      invoice: { wins: 0, losses: 0, ties: 0, errors: 0, skipped: 2 },
    });
    assert.equal(result.skipped, 4);
    assert.equal(readPairwiseFile(dir).length, 1);
  });
});
