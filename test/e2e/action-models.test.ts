// Models side by side through the bundled action: the `models` input runs the suite once per
// model against the loopback model, which answers by the model a request names (weak fails the
// `count` task), with the `prices` input. The job summary's "Models side by side" table names
// both models with their pass rates and costs and says which is best; summary.json has them.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import { pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

const KEY = 'sk-e2e-models-7c2a';
let api: FakeGitHubApi;
let results: FakeResults;
let llm: FakeOpenAI;
let root: string;

before(async () => {
  results = await startFakeResults();
  api = await startFakeGitHubApi({ results });
  llm = await startFakeOpenAI(
    (request) => {
      const fails =
        request.body.model === 'weak' && JSON.stringify(request.body.messages).includes('Count');
      return {
        content: fails ? 'I would rather not.' : 'Hello there, the answer is 3.',
        usage: { prompt_tokens: 1000, completion_tokens: 100 },
      };
    },
    { apiKey: KEY },
  );
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-models-'));
});
after(async () => {
  await api.close();
  await results.close();
  await llm.close();
  rmSync(root, { recursive: true, force: true });
});

/** A checkout with evals/side: greet and count, 4 trials each, the built-in agent. */
function checkout(name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'evals/side/tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/side/eval.yaml'),
    JSON.stringify({
      name: 'side',
      config: { executor: 'openai', trials_per_task: 4, timeout_seconds: 60 },
      tasks: ['tasks/*.yaml'],
    }),
  );
  for (const [id, prompt, expected] of [
    ['greet', 'Say hello', 'Hello'],
    ['count', 'Count the apples', '3'],
  ]) {
    writeFileSync(
      join(dir, `evals/side/tasks/${id}.yaml`),
      JSON.stringify({ id, inputs: { prompt }, expected: { output_contains: [expected] } }),
    );
  }
  return dir;
}

test('models: a,b puts both models side by side in the job summary, rates and costs', async () => {
  const dir = checkout('checkout');
  const run = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: dir,
    eventName: 'push',
    event: pushEvent(),
    sha: 'c0ffee',
    ref: 'refs/heads/main',
    inputs: {
      'api-key': KEY,
      'base-url': llm.url,
      models: 'strong, weak',
      baseline: 'none',
      'fail-on': 'never',
      prices: 'strong: {input: 10, output: 30}\nweak: {input: 1, output: 2}\n',
    },
  });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.match(run.summary, /### Models side by side/);
  // 8/8 against 4/8: strong is best by the rule, but the two intervals overlap.
  assert.match(run.summary, /Best overall: strong by the rule, but no clear best/);
  // 1000 input and 100 output tokens a run: strong $0.013, weak $0.0012, 8 runs each.
  assert.match(
    run.summary,
    /\| strong \*\*best\*\* \| 8\/8 = 1\.00 \(0\.68–1\.00\) \|[^\n]*\| \$0\.10 \|/,
  );
  assert.match(
    run.summary,
    /\| weak \| 4\/8 = 0\.50 \(0\.22–0\.78\) \|[^\n]*\| \$0\.0096 \| 417 \|/,
  );
  const summary = JSON.parse(readFileSync(join(dir, 'parley-results/summary.json'), 'utf8'));
  assert.deepEqual(summary.models.models, ['strong', 'weak']);
  assert.deepEqual(
    summary.suites.map((s: { name: string; model: string }) => [s.name, s.model]),
    [
      ['side [strong]', 'strong'],
      ['side [weak]', 'weak'],
    ],
  );
  const lines = readFileSync(join(dir, 'parley-results/results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { model: string });
  assert.equal(lines.filter((l) => l.model === 'strong').length, 8);
  assert.equal(lines.filter((l) => l.model === 'weak').length, 8);
});

test('the shards of a models job merge in mode: report into one priced table', async () => {
  const job = (dir: string, inputs: Record<string, string>) =>
    runAction({
      apiUrl: api.url,
      resultsUrl: results.url,
      workspace: dir,
      eventName: 'pull_request',
      runId: '420',
      event: pullRequestEvent(42, 'base42', 'head42'),
      sha: 'merge42',
      ref: 'refs/pull/42/merge',
      inputs: {
        'api-key': KEY,
        'base-url': llm.url,
        models: 'strong\nweak',
        baseline: 'none',
        'fail-on': 'never',
        ...inputs,
      },
    });
  for (const i of [1, 2]) {
    const shard = await job(checkout(`shard-${i}`), { shard: `${i}/2` });
    assert.equal(shard.code, 0, shard.stdout + shard.stderr);
  }
  const dir = checkout('report');
  const report = await job(dir, {
    mode: 'report',
    prices: 'strong: {input: 10, output: 30}\nweak: {input: 1, output: 2}\n',
  });
  assert.equal(report.code, 0, report.stdout + report.stderr);
  const [comment] = api.comments.filter((c) => c.issue === 42);
  assert.ok(comment, 'the report job comments');
  for (const text of [report.summary, comment.body]) {
    assert.match(text, /### Models side by side/);
    assert.match(
      text,
      /\| strong \*\*best\*\* \| 8\/8 = 1\.00 \(0\.68–1\.00\) \|[^\n]*\| \$0\.10 \|/,
    );
    assert.match(text, /\| weak \| 4\/8 = 0\.50 \(0\.22–0\.78\) \|[^\n]*\| \$0\.0096 \| 417 \|/);
  }
});
