// The fork pull-request pattern with the bundled action: the `pull_request` workflow runs with a
// read-only token and no secrets and only uploads its artifact; a `workflow_run` workflow with
// `mode: report` downloads that artifact from the triggering run (the fork's pull request found
// by its head commit), compares it with the cached baseline and posts the comment. Also the
// `baseline: artifact` source: the newest successful base-branch run's artifact via the REST API.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { READ_ONLY_TOKEN, startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { runBackendId, startFakeResults, type FakeResults } from '../fakes/github-results.js';
import { startFakeOpenAI } from '../fakes/openai-server.js';
import {
  DIST,
  pullRequestEvent,
  pushEvent,
  runAction,
  oldestNode,
} from '../fakes/github-runner.js';

let api: FakeGitHubApi;
let results: FakeResults;
let root: string;
const MARKER = '<!-- parley:comment:configure-agent -->';
const BASE = 'base0000000000000000000000000000000000002';
const WORKFLOW_REF = 'octo/parley-demo/.github/workflows/evals.yml@refs/heads/main';

function checkout(name: string, broken = false): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'evals'), { recursive: true });
  cpSync(resolve('examples/configure-agent'), join(dir, 'evals', 'configure-agent'), {
    recursive: true,
  });
  // Five trials: with one, a single task's pass -> fail is only a possible regression (no exact
  // test can reach Holm's threshold); with five, 5/5 -> 0/5 (p = 1/252) is significant.
  const evalYaml = join(dir, 'evals/configure-agent/eval.yaml');
  writeFileSync(
    evalYaml,
    readFileSync(evalYaml, 'utf8').replace('trials_per_task: 1', 'trials_per_task: 5'),
  );
  if (broken) {
    // The PR's change: the agent no longer writes the file, so full-brief fails its graders.
    const file = join(dir, 'evals/configure-agent/tasks/full-brief.yaml');
    const text = readFileSync(file, 'utf8').replace(
      /- text: Created agents\/research-agent\.agent\.yaml with your configuration\.[\s\S]*?handoffs: \[\]\n/,
      '- I have everything I need, goodbye.\n',
    );
    writeFileSync(file, text);
  }
  return dir;
}

before(async () => {
  assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
  results = await startFakeResults();
  api = await startFakeGitHubApi({ results });
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-fork-'));
  // The base branch's push run: saves the cache baseline and uploads its artifact.
  const push = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: checkout('push'),
    eventName: 'push',
    runId: '400',
    event: pushEvent(),
    sha: BASE,
    ref: 'refs/heads/main',
    env: { GITHUB_WORKFLOW_REF: WORKFLOW_REF },
  });
  assert.equal(push.code, 0, push.stdout + push.stderr);
  api.workflowRuns.push({
    id: 400,
    workflow_id: 77,
    file: 'evals.yml',
    head_branch: 'main',
    head_sha: BASE,
    event: 'push',
    conclusion: 'success',
  });
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

test('a fork PR uploads; the workflow_run report job posts the comment', async () => {
  const fork = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: checkout('fork', true),
    eventName: 'pull_request',
    runId: '401',
    event: pullRequestEvent(13, BASE, 'forkhead13', 'mallory/parley-demo'),
    sha: 'merge13',
    ref: 'refs/pull/13/merge',
    inputs: { comment: 'false', 'github-token': READ_ONLY_TOKEN },
  });
  assert.equal(fork.code, 1, 'the regression fails the fork run too');
  assert.equal(api.comments.length, 0);
  assert.ok(
    results.artifacts.some(
      (a) =>
        a.runBackendId === 'run-backend-401' &&
        a.name === 'parley-results-configure-agent-attempt-1',
    ),
  );
  api.pulls.push({
    number: 13,
    head: { sha: 'forkhead13', ref: 'feature', repo: { full_name: 'mallory/parley-demo' } },
    base: { sha: BASE, ref: 'main', repo: { full_name: 'octo/parley-demo' } },
  });

  const report = await runAction({
    // The oldest Node the action runs on (Node 20).
    node: oldestNode(),
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: checkout('report'),
    eventName: 'workflow_run',
    runId: '402',
    event: {
      action: 'completed',
      // GitHub lists no pull request for a fork's head: the action finds it by head sha.
      workflow_run: {
        id: 401,
        workflow_id: 77,
        event: 'pull_request',
        head_sha: 'forkhead13',
        head_branch: 'feature',
        pull_requests: [],
      },
      repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
    },
    sha: BASE,
    ref: 'refs/heads/main',
    inputs: { mode: 'report' },
  });
  assert.equal(report.code, 1, report.stdout + report.stderr);
  assert.match(report.stdout, /::error::parley: 1 task regressed against the baseline/);
  assert.ok(
    api.requests.some((r) =>
      r.path.startsWith('/repos/octo/parley-demo/actions/runs/401/artifacts'),
    ),
    'the artifacts were listed from the triggering run',
  );
  const comments = api.comments.filter((c) => c.issue === 13);
  assert.equal(comments.length, 1);
  assert.ok(comments[0]!.body.startsWith(MARKER));
  assert.match(comments[0]!.body, /## Parley: ❌ 1 regression/);
  assert.match(comments[0]!.body, /Baseline: commit `base000`/);
  assert.match(comments[0]!.body, /actions\/runs\/401\)/);
  assert.equal(report.outputs['comment-url'], comments[0]!.html_url);
  assert.equal(report.outputs['regressions'], '1');
  assert.equal(report.outputs['baseline-sha'], BASE);
});

test('baseline: artifact compares with the newest successful base-branch run artifact', async () => {
  // A newer successful run on a branch named main, from a fork's pull request: never a baseline.
  api.workflowRuns.push({
    id: 401,
    workflow_id: 77,
    file: 'evals.yml',
    head_branch: 'main',
    head_sha: 'forkhead13',
    event: 'pull_request',
    conclusion: 'success',
    head_repository: 'mallory/parley-demo',
  });
  // A newer successful `/parley rerun` job on main (issue_comment): it ran a pull request's code,
  // here the fork's broken results. Never a baseline either (issue 30.1).
  const forkResults = results.artifacts.find(
    (a) => a.runBackendId === runBackendId('401') && a.name.startsWith('parley-results-'),
  )!;
  results.seedArtifact('402', forkResults.name, forkResults.data!);
  api.workflowRuns.push({
    id: 402,
    workflow_id: 77,
    file: 'evals.yml',
    head_branch: 'main',
    head_sha: 'rerunhead',
    event: 'issue_comment',
    conclusion: 'success',
  });
  const run = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: checkout('artifact-baseline', true),
    eventName: 'pull_request',
    runId: '403',
    event: pullRequestEvent(14, 'another-base-sha', 'head14'),
    sha: 'merge14',
    ref: 'refs/pull/14/merge',
    inputs: { baseline: 'artifact' },
    env: { GITHUB_WORKFLOW_REF: WORKFLOW_REF },
  });
  assert.equal(run.code, 1, run.stdout + run.stderr);
  assert.ok(
    api.requests.some((r) =>
      r.path.startsWith(
        '/repos/octo/parley-demo/actions/workflows/evals.yml/runs?branch=main&status=success',
      ),
    ),
  );
  assert.equal(run.outputs['baseline-sha'], BASE);
  assert.equal(run.outputs['regressions'], '1');
  const comment = api.comments.find((c) => c.issue === 14);
  assert.match(comment!.body, /artifact of run 400 on main/);
});

test('a fork PR whose runs are config errors (no API key) has no verdict: no regressions, not red', async () => {
  // A suite whose LLM responder needs the key: the base branch ran it with the key and passed.
  const llm = await startFakeOpenAI(
    (request) => ({
      content: JSON.stringify(
        JSON.stringify(request.body.messages).includes('Created it')
          ? { decision: 'stop', reply: '', reason: 'the agent is done' }
          : { decision: 'reply', reply: 'research-agent', reason: 'the brief names it' },
      ),
      usage: { prompt_tokens: 50, completion_tokens: 5 },
    }),
    { apiKey: 'sk-e2e-base' },
  );
  const keyedBase = 'base0000000000000000000000000000000000015';
  const workspace = (name: string) => {
    const dir = join(root, name);
    mkdirSync(join(dir, 'evals/keyed/tasks'), { recursive: true });
    writeFileSync(
      join(dir, 'evals/keyed/eval.yaml'),
      JSON.stringify({
        name: 'keyed',
        config: { executor: 'mock', timeout_seconds: 60 },
        tasks: ['tasks/*.yaml'],
      }),
    );
    for (const id of ['one', 'two', 'three', 'four']) {
      writeFileSync(
        join(dir, `evals/keyed/tasks/${id}.yaml`),
        JSON.stringify({
          id,
          name: id,
          inputs: {
            prompt: 'Add an agent.',
            mock: ['Which name?', 'Created it.'],
            responder: { instructions: 'Call it research-agent.', max_followups: 2 },
          },
          expected: { output_contains: ['Created it'] },
        }),
      );
    }
    return dir;
  };
  try {
    const push = await runAction({
      apiUrl: api.url,
      resultsUrl: results.url,
      workspace: workspace('keyed-push'),
      eventName: 'push',
      runId: '500',
      event: pushEvent(),
      sha: keyedBase,
      ref: 'refs/heads/main',
      inputs: {
        'api-key': 'sk-e2e-base',
        'base-url': llm.url,
        'responder-model': 'responder-model',
        trials: '3',
      },
    });
    assert.equal(push.code, 0, push.stdout + push.stderr);
    assert.equal(push.outputs['passed'], '12', push.summary);

    const fork = await runAction({
      apiUrl: api.url,
      resultsUrl: results.url,
      workspace: workspace('keyed-fork'),
      eventName: 'pull_request',
      runId: '501',
      event: pullRequestEvent(15, keyedBase, 'forkhead15', 'mallory/parley-demo'),
      sha: 'merge15',
      ref: 'refs/pull/15/merge',
      inputs: {
        'responder-model': 'responder-model',
        trials: '3',
        'github-token': READ_ONLY_TOKEN,
      },
    });
    assert.equal(fork.code, 0, fork.stdout + fork.stderr);
    assert.doesNotMatch(fork.stdout, /::error::/);
    assert.equal(fork.outputs['errors'], '12');
    assert.equal(fork.outputs['regressions'], '0');
    assert.equal(fork.outputs['baseline-sha'], keyedBase);
    assert.match(fork.summary, /Baseline: commit `base000`, from the Actions cache/);
    assert.doesNotMatch(fork.summary, /### Regressed/);
    assert.match(fork.summary, /^## Parley: ⚠️ 12 errors, not failing the check$/m);
    assert.match(fork.summary, /### Errors \(4\)/);
    assert.match(
      fork.summary,
      /\| keyed \/ one \| 3 errors, 0 graded \| 3\/3 \| no verdict on head: 3 errors \(config\\_error\) \| 3 of 3: config error: /,
    );
    assert.match(
      fork.summary,
      /Suite: no task with verdict runs on both sides; no suite-level test\./,
    );
    // The fork's limits are said under the verdict, before the first table.
    assert.ok(
      fork.summary.indexOf('comes from a fork') > 0 &&
        fork.summary.indexOf('comes from a fork') < fork.summary.indexOf('### '),
      fork.summary,
    );
  } finally {
    await llm.close();
  }
});
