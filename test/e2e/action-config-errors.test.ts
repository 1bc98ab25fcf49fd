// An action that cannot report still writes the job summary (README: "the summary is always
// posted"): a bad input, an `evals` path with nothing there and an invalid suite each leave a
// short block saying what went wrong (escaped) and what to do, and fail the step.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { useGitHubServices } from '../fakes/github-services.js';
import { pushEvent, runAction } from '../fakes/github-runner.js';

const gh = useGitHubServices('config-errors');

function checkout(name: string): string {
  const dir = join(gh.root, name);
  mkdirSync(join(dir, 'evals/ok'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/ok/eval.yaml'),
    JSON.stringify({
      name: 'ok',
      config: { executor: 'mock' },
      tasks: [{ id: 'a', inputs: { prompt: 'hi', mock: ['done'] } }],
    }),
  );
  return dir;
}

const push = (workspace: string, inputs: Record<string, string>) =>
  runAction({
    apiUrl: gh.api.url,
    resultsUrl: gh.results.url,
    workspace,
    eventName: 'push',
    event: pushEvent(),
    sha: 'cfg1',
    ref: 'refs/heads/main',
    inputs: { baseline: 'none', ...inputs },
  });

test('a bad input: the summary names the input, what it expects, the escaped value and what to do', async () => {
  const run = await push(checkout('bad-input'), { trials: '<img src=x> @octocat' });
  assert.equal(run.code, 1, run.stdout + run.stderr);
  assert.match(run.stdout, /::error::parley: input "trials": expected a whole number/);
  assert.match(run.summary, /^## Parley: ❌ a bad input$/m);
  assert.match(run.summary, /input &quot;trials&quot;: expected a whole number &gt;= 1/);
  assert.match(run.summary, /got &quot;&lt;img src=x&gt; @\u200Doctocat&quot;/);
  assert.doesNotMatch(run.summary, /<img|@octocat/, 'the value is escaped, the mention broken');
  assert.match(run.summary, /\*\*What to do:\*\* fix this input in the `with:` block/);
});

test('an evals path with nothing there: the summary names the path and says to set the evals input', async () => {
  const run = await push(checkout('missing-path'), { evals: 'evals/missing' });
  assert.equal(run.code, 1, run.stdout + run.stderr);
  assert.match(run.summary, /^## Parley: ❌ no eval suites found$/m);
  assert.match(run.summary, /^- evals\/missing.*no such file or directory$/m);
  assert.match(run.summary, /\*\*What to do:\*\* set the `evals` input/);
});

test('an invalid suite: the summary lists file, line and field of each error', async () => {
  const dir = checkout('invalid-suite');
  mkdirSync(join(dir, 'evals/broken'));
  writeFileSync(
    join(dir, 'evals/broken/eval.yaml'),
    'name: broken\nconfig:\n  executor: mock\n  trials_per_task: lots\ntasks: []\n',
  );
  const run = await push(dir, {});
  assert.equal(run.code, 1, run.stdout + run.stderr);
  assert.match(run.summary, /^## Parley: ❌ configuration errors in the suites$/m);
  assert.match(run.summary, /^- evals\/broken\/eval\.yaml:4:\d+ [^\n]*trials\\_per\\_task/m);
  assert.match(run.summary, /`npx parley validate`/);
});
