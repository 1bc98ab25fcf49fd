// A cached baseline counts only when the run that attests it is a push or scheduled run on the
// repository's default branch, of the workflow running now. Anyone who can push a branch (or add
// a workflow file in it) gets a push run of their own that saves an entry and uploads its
// attestation; a pull request whose base commit has no entry falls back to the suite set's
// newest one, which must not be theirs.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-baseline-origin-'));
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

let dirs = 0;
/** A checkout with one offline suite named `name` (its own suite set, so tests do not mix). */
function checkout(name: string): string {
  const dir = join(root, `w${dirs++}`);
  mkdirSync(join(dir, 'evals', name), { recursive: true });
  writeFileSync(
    join(dir, 'evals', name, 'eval.yaml'),
    JSON.stringify({
      name,
      config: { executor: 'mock' },
      tasks: [
        {
          id: 'says-done',
          inputs: { prompt: 'Say done.', mock: ['done'] },
          expected: { output_contains: ['done'] },
        },
      ],
    }),
  );
  return dir;
}

const push = (
  suite: string,
  sha: string,
  runId: string,
  branch: string,
  workflowFile = 'parley.yml',
) =>
  runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: checkout(suite),
    eventName: 'push',
    runId,
    event: {
      ref: `refs/heads/${branch}`,
      repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
    },
    sha,
    ref: `refs/heads/${branch}`,
    workflowFile,
  });

/**
 * A pull request into `base` (main) whose base commit has no entry: the newest entry is the
 * candidate.
 */
const pullRequest = (suite: string, number: number, runId: string, base = 'main') => {
  const event = pullRequestEvent(number, `nobase${number}`.padEnd(40, '0'), `head${number}`);
  event.pull_request.base.ref = base;
  return runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: checkout(suite),
    eventName: 'pull_request',
    runId,
    event,
    sha: `merge${number}`,
    ref: `refs/pull/${number}/merge`,
  });
};

test('an entry attested by a push run of another branch is refused', async () => {
  const forged = 'e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1';
  const saved = await push('branchy', forged, '900', 'evil');
  assert.equal(saved.code, 0, saved.stdout + saved.stderr);
  assert.match(saved.stdout, /saved the baseline as parley-baseline-branchy@e1e1/);

  // A pull request into main cannot read the other branch's cache scope at all (GitHub's cache
  // access restrictions); one into that branch can, and the attestation refuses the entry.
  const intoMain = await pullRequest('branchy', 40, '902');
  assert.equal(intoMain.outputs['baseline-sha'], '');
  assert.match(intoMain.summary, /no cached baseline for suite set &quot;branchy&quot;/);
  const pr = await pullRequest('branchy', 41, '901', 'evil');
  assert.equal(pr.code, 0, pr.stdout + pr.stderr);
  assert.equal(
    pr.outputs['baseline-sha'],
    '',
    `the other branch's baseline was used:\n${pr.summary}`,
  );
  assert.match(
    pr.stdout + pr.summary,
    /cache entry parley-baseline-branchy@e1e1e1e1\S* is not used: no push or scheduled run of commit e1e1e1e on the default branch by this workflow saved it \(runs of that commit that do not count: 1 on another branch\)/,
  );
});

test('an entry attested by a push run of another workflow on the default branch is refused', async () => {
  const forged = 'e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2';
  const saved = await push('flowy', forged, '910', 'main', 'forged.yml');
  assert.equal(saved.code, 0, saved.stdout + saved.stderr);
  assert.match(saved.stdout, /saved the baseline as parley-baseline-flowy@e2e2/);

  const pr = await pullRequest('flowy', 42, '911');
  assert.equal(pr.code, 0, pr.stdout + pr.stderr);
  assert.equal(
    pr.outputs['baseline-sha'],
    '',
    `another workflow's baseline was used:\n${pr.summary}`,
  );
  assert.match(
    pr.stdout + pr.summary,
    /no push or scheduled run of commit e2e2e2e on the default branch by this workflow saved it \(runs of that commit that do not count: 1 of another workflow\)/,
  );
});

test("an entry the default branch's push run of this workflow attests is used", async () => {
  const sha = 'e3e3e3e3e3e3e3e3e3e3e3e3e3e3e3e3e3e3e3e3';
  const saved = await push('honest', sha, '920', 'main');
  assert.equal(saved.code, 0, saved.stdout + saved.stderr);
  const pr = await pullRequest('honest', 43, '921');
  assert.equal(pr.code, 0, pr.stdout + pr.stderr);
  assert.equal(pr.outputs['baseline-sha'], sha, pr.summary);
  // The default branch is the repository's, as the API says: renamed, the same run is another
  // branch's and counts no longer.
  api.defaultBranch = 'trunk';
  try {
    const renamed = await pullRequest('honest', 44, '922');
    assert.equal(renamed.outputs['baseline-sha'], '', renamed.summary);
    assert.match(renamed.stdout + renamed.summary, /1 on another branch/);
  } finally {
    api.defaultBranch = 'main';
  }
});
