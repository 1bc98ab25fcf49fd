// The bundled action with a GitHub App's installation token as `github-token` (issue 30.3): GET
// /user is refused, GraphQL's viewer names the app's bot. The sticky comment is found and
// updated (one comment over three runs), and the acceptances the app's bot recorded are read
// back, so an accepted regression passes on the re-run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUNNER_TOKEN } from '../fakes/github-api.js';
import { useGitHubServices } from '../fakes/github-services.js';
import { pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';

const services = useGitHubServices('app-token');
const APP = 'parley-app[bot]';
const BASE = 'aaaa000000000000000000000000000000000001';
const HEAD = 'bbbb000000000000000000000000000000000001';
const MARKER = '<!-- parley:comment:gate -->';
const TOKEN = { 'github-token': 'ghs_app_installation_token' };

function checkout(name: string, dropped: boolean) {
  const dir = join(services.root, name);
  mkdirSync(join(dir, 'evals/gate'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/gate/eval.yaml'),
    JSON.stringify({
      name: 'gate',
      config: { executor: 'mock', trials_per_task: 5, timeout_seconds: 60 },
      graders: [{ type: 'text', name: 'says-ok', config: { contains: ['OK'] } }],
      tasks: [
        {
          id: 'stable',
          inputs: {
            prompt: 'Say OK.',
            mock: [dropped ? 'NO' : 'OK'],
            responder: {
              instructions: 'Say nothing.',
              max_followups: 1,
              rules: [{ when: 'NEVER-MATCHES', reply: 'x' }],
            },
          },
        },
      ],
    }),
  );
  return dir;
}

const common = () => {
  // GitHub knows the app's installation token, with the permissions the workflow grants it.
  services.api.tokens[TOKEN['github-token']] = { ...services.api.tokens[RUNNER_TOKEN]! };
  return { apiUrl: services.api.url, resultsUrl: services.results.url };
};

test('an installation token keeps one sticky comment and reads its acceptances back', async () => {
  const { api } = services;
  api.appLogin = APP;
  api.permissions = { alice: 'write' };
  api.pulls = [
    {
      number: 7,
      head: { sha: HEAD, ref: 'feature', repo: { full_name: 'octo/parley-demo' } },
      base: { sha: BASE, ref: 'main', repo: { full_name: 'octo/parley-demo' } },
    },
  ];
  api.workflowRuns.push({
    id: 300,
    workflow_id: 1,
    file: 'parley.yml',
    head_branch: 'feature',
    head_sha: HEAD,
    event: 'pull_request',
    conclusion: 'failure',
  });
  const push = await runAction({
    ...common(),
    workspace: checkout('push', false),
    eventName: 'push',
    runId: '100',
    event: pushEvent(),
    sha: BASE,
    ref: 'refs/heads/main',
    inputs: TOKEN,
  });
  assert.equal(push.code, 0, push.stdout + push.stderr);
  const pr = (attempt: string) =>
    runAction({
      ...common(),
      workspace: checkout(`pr-${attempt}`, true),
      eventName: 'pull_request',
      runId: '300',
      runAttempt: attempt,
      event: pullRequestEvent(7, BASE, HEAD),
      sha: 'merge7',
      ref: 'refs/pull/7/merge',
      inputs: TOKEN,
    });
  for (const attempt of ['1', '2']) {
    const red = await pr(attempt);
    assert.equal(red.code, 1, red.stdout + red.stderr);
  }
  const sticky = () => api.comments.filter((c) => c.issue === 7 && c.body.startsWith(MARKER));
  assert.equal(sticky().length, 1, 'the second run updated the first comment');
  assert.equal(sticky()[0]!.user.login, APP);

  const asked = api.seed(7, '/parley accept stable -- expected', 'alice');
  const accepted = await runAction({
    ...common(),
    workspace: checkout('command', false),
    eventName: 'issue_comment',
    event: {
      action: 'created',
      comment: {
        id: asked.id,
        body: asked.body,
        user: { login: 'alice', type: 'User' },
      },
      issue: {
        number: 7,
        pull_request: { url: 'https://api.github.com/repos/octo/parley-demo/pulls/7' },
      },
      repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
    },
    sha: BASE,
    ref: 'refs/heads/main',
    runId: '9200',
    inputs: { ...TOKEN, mode: 'command', 'pr-workflow': 'parley.yml' },
  });
  assert.equal(accepted.code, 0, accepted.stdout + accepted.stderr);
  assert.equal(accepted.outputs['command'], 'accept');
  const green = await pr('3');
  assert.equal(green.code, 0, green.stdout + green.stderr);
  assert.equal(sticky().length, 1, 'three runs, one sticky comment');
  assert.match(sticky()[0]!.body, /stable: accepted by @alice/);
});
