// waza's `golden: true` through the bundled action (issue 42, item 6): a pull request whose
// golden task fails goes red even with no baseline to compare with (the gate alone would be
// inconclusive, green under the default fail-on), with the `verdict` output `regressed`, the
// golden task named in the failure and in the comment's headline. waza: `waza gate` fails on a
// golden task that did not pass, whatever the aggregate (microsoft/waza issue #364, PR #384).
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
import { startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import { DIST, pullRequestEvent, runAction } from '../fakes/github-runner.js';

let api: FakeGitHubApi;
let results: FakeResults;
let root: string;

before(async () => {
  assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
  results = await startFakeResults();
  api = await startFakeGitHubApi({ results });
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-golden-'));
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

test('a golden task that fails turns the check red without a baseline, named in the comment', async () => {
  const dir = join(root, 'pr');
  mkdirSync(join(dir, 'evals'), { recursive: true });
  cpSync(resolve('examples/configure-agent'), join(dir, 'evals', 'configure-agent'), {
    recursive: true,
  });
  // cap-exhausted fails every run (the cap is reached): marked golden.
  const task = join(dir, 'evals/configure-agent/tasks/cap-exhausted.yaml');
  writeFileSync(task, readFileSync(task, 'utf8').replace(/^id: (.*)$/m, 'id: $1\ngolden: true'));

  const pr = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: dir,
    eventName: 'pull_request',
    runId: '300',
    event: pullRequestEvent(11, 'base0000000000000000000000000000000000003', 'head3'),
    sha: 'merge3',
    ref: 'refs/pull/11/merge',
  });
  assert.equal(pr.code, 1, pr.stdout + pr.stderr);
  assert.match(
    pr.stdout,
    /::error::parley: golden task configure-agent\/cap-exhausted failed \(1 of 1 verdict run\)/,
  );
  assert.equal(pr.outputs['verdict'], 'regressed');
  const body = api.comments.filter((c) => c.issue === 11)[0]?.body ?? '';
  assert.match(body, /## Parley: ❌ golden task `cap-exhausted` failed/);
  assert.match(
    body,
    /\*\*❌ Golden task `cap-exhausted` \(configure-agent\) failed 1 of 1 verdict run on the head:\*\*/,
  );
  assert.match(pr.summary, /Golden task `cap-exhausted`/);
});
