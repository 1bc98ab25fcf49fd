// The bundled action's cost and budget, as a reviewer reads them: the built-in agent and an LLM
// judge against the loopback model (which reports prompt-cache reads), the `prices` input as
// YAML and `max-runs`. The comment has the one cost line and lists what the budget kept from
// running; summary.json has the cost per role and per task and what did not run.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import { pullRequestEvent, runAction } from '../fakes/github-runner.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

const KEY = 'sk-e2e-cost-3b1d';
let api: FakeGitHubApi;
let results: FakeResults;
let llm: FakeOpenAI;
let root: string;

before(async () => {
  api = await startFakeGitHubApi();
  results = await startFakeResults();
  llm = await startFakeOpenAI(
    (request) =>
      request.body.model === 'judge-m'
        ? {
            content: JSON.stringify({
              passed: true,
              score: 1,
              reason: 'ok',
              suggestions: [],
              criteria: [],
            }),
            usage: { prompt_tokens: 500, completion_tokens: 50 },
          }
        : {
            content: 'Hello there!',
            usage: { prompt_tokens: 1000, completion_tokens: 200, cached_tokens: 400 },
          },
    { apiKey: KEY },
  );
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-cost-'));
});
after(async () => {
  await api.close();
  await results.close();
  await llm.close();
  rmSync(root, { recursive: true, force: true });
});

test('the comment says what the runs cost and what the budget kept from running', async () => {
  const dir = join(root, 'checkout');
  mkdirSync(join(dir, 'evals/costs/tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/costs/eval.yaml'),
    JSON.stringify({
      name: 'costs',
      config: { executor: 'openai', trials_per_task: 3, timeout_seconds: 60 },
      graders: [{ type: 'prompt', name: 'polite', config: { prompt: 'Is the reply polite?' } }],
      tasks: ['tasks/*.yaml'],
    }),
  );
  for (const id of ['greet', 'wave']) {
    writeFileSync(
      join(dir, `evals/costs/tasks/${id}.yaml`),
      JSON.stringify({ id, inputs: { prompt: `Say hello (${id})` } }),
    );
  }
  const run = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: dir,
    eventName: 'pull_request',
    event: pullRequestEvent(33, 'base33', 'head33'),
    sha: 'merge33',
    ref: 'refs/pull/33/merge',
    inputs: {
      'api-key': KEY,
      'base-url': llm.url,
      model: 'agent-m',
      'judge-model': 'judge-m',
      workers: '1',
      baseline: 'none',
      prices: 'agent-m: {input: 2, cached_input: 0.5, output: 8}\njudge-m: {input: 1, output: 4}\n',
      'max-runs': '4',
    },
  });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  const summary = JSON.parse(readFileSync(join(dir, 'parley-results/summary.json'), 'utf8'));
  // 4 runs × ($0.003 agent + $0.0007 judge): the cached 400 input tokens at $0.5, not $2.
  assert.equal(summary.cost.runs, 4);
  assert.ok(Math.abs(summary.cost.by_role.agent - 0.012) < 1e-9, JSON.stringify(summary.cost));
  assert.ok(Math.abs(summary.cost.by_role.judge - 0.0028) < 1e-9);
  assert.equal(summary.usage.agent.cached_input_tokens, 1600);
  assert.equal(summary.not_run.runs, 2);
  const [comment] = api.comments.filter((c) => c.issue === 33);
  assert.ok(comment, 'one comment posted');
  assert.match(comment.body, /^Cost \$0\.01 for 4 runs\.$/m);
  assert.match(
    comment.body,
    /^\*\*Not run:\*\* 2 runs of 1 task, because the budget of 4 run\(s\) \(max-runs\) was reached; these tasks are inconclusive, not passed: `wave`\.$/m,
  );
});

test('a bad prices input is exit 1 naming the input and the field', async () => {
  const dir = join(root, 'bad');
  mkdirSync(dir, { recursive: true });
  const run = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: dir,
    eventName: 'pull_request',
    event: pullRequestEvent(34, 'base34', 'head34'),
    sha: 'merge34',
    ref: 'refs/pull/34/merge',
    inputs: { prices: 'agent-m: {input: two, output: 8}' },
  });
  assert.notEqual(run.code, 0);
  assert.match(
    run.stdout + run.stderr,
    /input "prices": expected a table of model: .*at agent-m\.input/,
  );
});
