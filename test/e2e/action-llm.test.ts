// The bundled action with real LLM traffic: the responder and an LLM judge over HTTP against the
// loopback OpenAI-compatible fake, configured by the base-url / api-key inputs. The key is
// masked before anything is logged and appears in no output: log, summary, comment, artifact.
// Both fakes check credentials: the model server takes only the api-key input, GitHub only
// the github-token input (the runner's default token is not known here), so a key wired to the
// wrong place fails these tests.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { readZipEntries } from '../../src/results/zip.js';
import { RUNNER_TOKEN, startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import { pullRequestEvent, runAction } from '../fakes/github-runner.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

const KEY = 'sk-e2e-never-print-me-7f3a9c';
/** The github-token input: the only token the GitHub fake knows in this file. */
const GITHUB_TOKEN = 'ghs_e2e_github_token_input_51c0';
let api: FakeGitHubApi;
let results: FakeResults;
let llm: FakeOpenAI;
let root: string;

before(async () => {
  api = await startFakeGitHubApi();
  delete api.tokens[RUNNER_TOKEN];
  api.tokens[GITHUB_TOKEN] = { 'pull-requests': 'write', actions: 'read', metadata: 'read' };
  results = await startFakeResults();
  llm = await startFakeOpenAI(
    (request) => {
      const text = JSON.stringify(request.body.messages);
      if (request.body.model === 'judge-model') {
        const verdict = {
          passed: true,
          score: 0.9,
          reason: 'asked first',
          suggestions: [],
          criteria: [],
        };
        return {
          content: JSON.stringify(verdict),
          usage: { prompt_tokens: 300, completion_tokens: 20 },
        };
      }
      // The responder: answers the name question, then stops once the agent reports the file.
      const decision = text.includes('Created agents/')
        ? { decision: 'stop', reply: '', reason: 'the agent is done' }
        : { decision: 'reply', reply: 'Call it research-agent.', reason: 'the brief names it' };
      return {
        content: JSON.stringify(decision),
        usage: { prompt_tokens: 120, completion_tokens: 12 },
      };
    },
    { apiKey: KEY },
  );
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-llm-'));
});
after(async () => {
  await api.close();
  await results.close();
  await llm.close();
  rmSync(root, { recursive: true, force: true });
});

test('the responder and the judge run over HTTP with the api-key input, GitHub gets the github-token input, and the key appears in no output', async () => {
  const dir = join(root, 'checkout');
  mkdirSync(join(dir, 'evals/llm/tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/llm/eval.yaml'),
    JSON.stringify({
      name: 'llm',
      config: { executor: 'mock', timeout_seconds: 60 },
      graders: [{ type: 'prompt', name: 'asked-first', config: { rubric: 'helpfulness' } }],
      tasks: ['tasks/*.yaml'],
    }),
  );
  writeFileSync(
    join(dir, 'evals/llm/tasks/name.yaml'),
    JSON.stringify({
      id: 'name',
      name: 'asks for the name',
      inputs: {
        prompt: 'Add an agent.',
        // An agent that (wrongly) echoes a secret it was given must not leak it either.
        mock: [
          'What should it be called?',
          `Created agents/research-agent.agent.yaml (key ${KEY}).`,
        ],
        responder: { instructions: 'The agent is research-agent.', max_followups: 3 },
      },
    }),
  );
  const run = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: dir,
    eventName: 'pull_request',
    event: pullRequestEvent(21, 'base21', 'head21'),
    sha: 'merge21',
    ref: 'refs/pull/21/merge',
    runId: '2121',
    inputs: {
      'api-key': KEY,
      'base-url': llm.url,
      'responder-model': 'responder-model',
      'judge-model': 'judge-model',
      baseline: 'none',
      'github-token': GITHUB_TOKEN,
    },
  });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.equal(run.outputs['passed'], '1', run.stdout);
  // The sticky comment was posted, with the github-token input and nothing else.
  const comments = api.comments.filter((c) => c.issue === 21);
  assert.equal(comments.length, 1, 'one comment posted on the pull request');
  assert.match(comments[0]!.body, /## Parley:/);
  assert.equal(run.outputs['comment-url'], comments[0]!.html_url);
  const github = api.requests.map((r) => r.authorization);
  assert.ok(github.length >= 2, 'GitHub was called');
  assert.deepEqual([...new Set(github)], [`token ${GITHUB_TOKEN}`]);
  const auth = llm.requests.map((r) => r.headers.authorization);
  assert.ok(
    auth.length >= 3 && auth.every((a) => a === `Bearer ${KEY}`),
    'the key reaches the endpoint',
  );
  assert.deepEqual([...new Set(llm.requests.map((r) => r.body.model))].sort(), [
    'judge-model',
    'responder-model',
  ]);

  // The runner masks what setSecret registers: the key must be registered before any other line.
  const lines = run.stdout.split('\n');
  assert.equal(
    lines.findIndex((l) => l.includes(KEY)),
    lines.indexOf(`::add-mask::${KEY}`),
  );
  assert.equal(run.stdout.split(KEY).length, 2, 'only in the add-mask command');
  assert.ok(!run.stderr.includes(KEY));
  assert.ok(!run.summary.includes(KEY));
  for (const c of api.comments) assert.ok(!c.body.includes(KEY), 'comment');
  const artifact = results.artifacts.find(
    (a) => a.finalized && a.runBackendId === 'run-backend-2121',
  );
  assert.ok(artifact?.data, 'the results artifact was uploaded');
  const files = readZipEntries(
    artifact.data,
    ['results.jsonl', 'summary.json', 'report.md', 'junit.xml'],
    {
      maxEntries: 20,
      maxEntryBytes: 10_000_000,
    },
  );
  assert.equal(files.size, 4);
  for (const [name, content] of files) assert.ok(!content.toString().includes(KEY), name);
  const record = JSON.parse(files.get('results.jsonl')!.toString().trim());
  assert.equal(record.turns[1].input, 'Call it research-agent.');
  assert.ok(record.usage.responder.total_tokens > 0 && record.usage.judge.total_tokens > 0);
});

test('the judge on an endpoint of its own: its requests and key go there, and the key is masked', async () => {
  const JUDGE_KEY = 'sk-judge-only-0b5e2d';
  const judge = await startFakeOpenAI(
    () => ({
      content: JSON.stringify({ passed: true, score: 1, reason: 'fine', suggestions: [] }),
      usage: { prompt_tokens: 50, completion_tokens: 5 },
    }),
    { apiKey: JUDGE_KEY },
  );
  try {
    const dir = join(root, 'checkout-judge');
    mkdirSync(join(dir, 'evals/judged'), { recursive: true });
    writeFileSync(
      join(dir, 'evals/judged/eval.yaml'),
      JSON.stringify({
        name: 'judged',
        config: { executor: 'mock', timeout_seconds: 60 },
        graders: [{ type: 'prompt', name: 'polite', config: { rubric: 'helpfulness' } }],
        tasks: [{ id: 'hello', inputs: { prompt: 'Say hello.', mock: ['Hello!'] } }],
      }),
    );
    const before = llm.requests.length;
    const run = await runAction({
      apiUrl: api.url,
      resultsUrl: results.url,
      workspace: dir,
      eventName: 'pull_request',
      event: pullRequestEvent(22, 'base22', 'head22'),
      sha: 'merge22',
      ref: 'refs/pull/22/merge',
      runId: '2222',
      inputs: {
        'api-key': KEY,
        'base-url': llm.url,
        'judge-base-url': judge.url,
        'judge-api-key': JUDGE_KEY,
        'judge-model': 'judge-model',
        baseline: 'none',
        'github-token': GITHUB_TOKEN,
      },
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(run.outputs['passed'], '1', run.stdout);
    assert.equal(llm.requests.length, before, 'nothing reached the main endpoint');
    assert.equal(judge.requests.length, 1);
    assert.equal(judge.requests[0]!.body.model, 'judge-model');
    assert.equal(judge.requests[0]!.headers.authorization, `Bearer ${JUDGE_KEY}`);
    const lines = run.stdout.split('\n');
    assert.ok(lines.includes(`::add-mask::${JUDGE_KEY}`), 'the judge key is masked');
    assert.equal(run.stdout.split(JUDGE_KEY).length, 2, 'only in the add-mask command');
  } finally {
    await judge.close();
  }
});

test('a judge endpoint without its own key is refused before anything runs', async () => {
  const dir = join(root, 'checkout-judge-nokey');
  mkdirSync(dir, { recursive: true });
  const run = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: dir,
    eventName: 'pull_request',
    event: pullRequestEvent(23, 'base23', 'head23'),
    sha: 'merge23',
    ref: 'refs/pull/23/merge',
    runId: '2323',
    inputs: {
      'api-key': KEY,
      'base-url': llm.url,
      'judge-base-url': 'http://127.0.0.1:9/v1',
      'github-token': GITHUB_TOKEN,
    },
  });
  assert.equal(run.code, 1);
  assert.match(
    run.stdout,
    /::error::parley: input "judge-base-url" is set without input "judge-api-key"/,
  );
});

test('${NAME} values and URL query values are masked and appear in no output', async () => {
  const TOKEN = 'e2e-header-token-from-env-4d1c';
  const QUERY = 'e2e-query-secret-8a2f';
  const echo = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ output: `you sent ${req.headers.authorization}` }));
    });
  });
  echo.listen(0, '127.0.0.1');
  await new Promise((done) => echo.once('listening', done));
  try {
    const url = `http://127.0.0.1:${(echo.address() as AddressInfo).port}/agent`;
    const dir = join(root, 'checkout-env-secrets');
    mkdirSync(join(dir, 'evals/echo'), { recursive: true });
    writeFileSync(
      join(dir, 'evals/echo/eval.yaml'),
      JSON.stringify({
        name: 'echo',
        config: {
          executor: 'http',
          timeout_seconds: 60,
          agent: { url, headers: { authorization: 'Bearer ${PARLEY_E2E_TOKEN}' } },
        },
        tasks: [{ id: 'echo', inputs: { prompt: 'Say hello.' } }],
      }),
    );
    const run = await runAction({
      apiUrl: api.url,
      resultsUrl: results.url,
      workspace: dir,
      eventName: 'pull_request',
      event: pullRequestEvent(23, 'base23', 'head23'),
      sha: 'merge23',
      ref: 'refs/pull/23/merge',
      runId: '2323',
      env: { PARLEY_E2E_TOKEN: TOKEN },
      inputs: {
        'api-key': KEY,
        'base-url': `${llm.url}?api-key=${QUERY}`,
        baseline: 'none',
        'github-token': GITHUB_TOKEN,
      },
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const lines = run.stdout.split('\n');
    for (const secret of [TOKEN, QUERY]) {
      assert.ok(lines.includes(`::add-mask::${secret}`), `${secret} is masked`);
      assert.equal(
        lines.findIndex((l) => l.includes(secret)),
        lines.indexOf(`::add-mask::${secret}`),
        'masked before any other line shows it',
      );
      assert.ok(!run.summary.includes(secret), 'summary');
      for (const c of api.comments) assert.ok(!c.body.includes(secret), 'comment');
    }
    const artifact = results.artifacts.find(
      (a) => a.finalized && a.runBackendId === 'run-backend-2323',
    );
    assert.ok(artifact?.data, 'the results artifact was uploaded');
    const files = readZipEntries(artifact.data, ['results.jsonl', 'report.md', 'junit.xml'], {
      maxEntries: 20,
      maxEntryBytes: 10_000_000,
    });
    assert.match(files.get('results.jsonl')!.toString(), /you sent Bearer \*\*\*/);
    for (const [name, content] of files) {
      assert.ok(!content.toString().includes(TOKEN), name);
    }
  } finally {
    echo.close();
  }
});
