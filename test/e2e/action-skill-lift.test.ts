// Skill lift through the bundled action (issue 48): a pull request whose suite says
// `baseline: true`, with `skill-lift: require`. Every task x trial runs with the skill and
// without it in the same job; the comment and the job summary get the Skill lift section, the
// `skill-lift` output says the suite's claim, and the check fails because the skill
// significantly hurts one task, named in the failure. The runs without the skill are not the
// job's: the `passed` / `failed` outputs count the runs with it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-skill-lift-'));
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

test('skill-lift: require fails the check on a task the skill hurts, with the section in the comment', async () => {
  const dir = join(root, 'pr');
  mkdirSync(join(dir, 'evals'), { recursive: true });
  cpSync(resolve('examples/skill-lift'), join(dir, 'evals', 'skill-lift'), { recursive: true });

  const pr = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: dir,
    eventName: 'pull_request',
    runId: '480',
    event: pullRequestEvent(48, 'base0000000000000000000000000000000000048', 'head48'),
    sha: 'merge48',
    ref: 'refs/pull/48/merge',
    inputs: { 'skill-lift': 'require' },
  });
  assert.equal(pr.code, 1, pr.stdout + pr.stderr);
  assert.match(
    pr.stdout,
    /::error::parley: the skill significantly hurts 1 task \(skill-lift\/one-sentence\) \(fail-on: regressions, skill-lift: require\)/,
  );
  assert.equal(pr.outputs['skill-lift'], 'helps');
  assert.equal(pr.outputs['passed'], '20');
  assert.equal(pr.outputs['failed'], '5');
  const body = api.comments.filter((c) => c.issue === 48)[0]?.body ?? '';
  assert.match(body, /### Skill lift/);
  assert.match(body, /The skill helps on 3 tasks, hurts on 1, no evidence either way on 1/);
  assert.match(body, /\| skill-lift › one-sentence \| 0\/5 \| 5\/5 \| −1\.00 /);
  assert.match(pr.summary, /### Skill lift/);
});

test('skill-lift: off runs a baseline: true suite with its skill only', async () => {
  const dir = join(root, 'off');
  mkdirSync(join(dir, 'evals'), { recursive: true });
  cpSync(resolve('examples/skill-lift'), join(dir, 'evals', 'skill-lift'), { recursive: true });
  const pr = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: dir,
    eventName: 'pull_request',
    runId: '481',
    event: pullRequestEvent(49, 'base0000000000000000000000000000000000049', 'head49'),
    sha: 'merge49',
    ref: 'refs/pull/49/merge',
    inputs: { 'skill-lift': 'off' },
  });
  assert.equal(pr.code, 0, pr.stdout + pr.stderr);
  assert.equal(pr.outputs['skill-lift'], '');
  const body = api.comments.filter((c) => c.issue === 49)[0]?.body ?? '';
  assert.doesNotMatch(body, /Skill lift/);
});
