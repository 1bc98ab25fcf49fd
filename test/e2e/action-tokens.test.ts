// The bundled action's skill token budgets: a project config with a tokens section turns them
// on; the push's summary.json carries the counts (the baseline), and a pull request that grows a
// skill file past its limit gets a token budget table in its comment with the change against
// the base. No block when nothing is over and nothing changed.
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
import { DIST, pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';

let api: FakeGitHubApi;
let results: FakeResults;
let root: string;
const BASE_SHA = 'base0000000000000000000000000000000000007';
const words = (n: number) => Array.from({ length: n }, () => ' hello').join('');

function checkout(name: string, skillTokens: number): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'evals'), { recursive: true });
  cpSync(resolve('examples/configure-agent'), join(dir, 'evals', 'configure-agent'), {
    recursive: true,
  });
  writeFileSync(
    join(dir, '.parley.yaml'),
    "paths: {skills: skills}\ntokens:\n  limits:\n    defaults: {'SKILL.md': 50, '*.md': 1000}\n",
  );
  mkdirSync(join(dir, 'skills', 'greet'), { recursive: true });
  writeFileSync(join(dir, 'skills', 'greet', 'SKILL.md'), words(skillTokens));
  writeFileSync(join(dir, 'skills', 'greet', 'notes.md'), words(10));
  return dir;
}

before(async () => {
  assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
  results = await startFakeResults();
  api = await startFakeGitHubApi({ results });
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-tokens-'));
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

const common = () => ({ apiUrl: api.url, resultsUrl: results.url, inputs: { 'fail-on': 'never' } });

test('the comment shows the token budgets only when a file is over or changed', async () => {
  const pushDir = checkout('push', 40);
  const push = await runAction({
    ...common(),
    workspace: pushDir,
    eventName: 'push',
    event: pushEvent(),
    sha: BASE_SHA,
    ref: 'refs/heads/main',
  });
  assert.equal(push.code, 0, push.stdout + push.stderr);
  const summary = JSON.parse(readFileSync(join(pushDir, 'parley-results', 'summary.json'), 'utf8'));
  assert.deepEqual(summary.tokens.files, [
    { file: 'skills/greet/notes.md', tokens: 10, limit: 1000, status: 'ok' },
    { file: 'skills/greet/SKILL.md', tokens: 40, limit: 50, status: 'ok' },
  ]);

  const same = await runAction({
    ...common(),
    workspace: checkout('same', 40),
    eventName: 'pull_request',
    event: pullRequestEvent(21, BASE_SHA, 'head21'),
    sha: 'merge21',
    ref: 'refs/pull/21/merge',
  });
  assert.equal(same.code, 0, same.stdout + same.stderr);
  const sameBody = api.comments.find((c) => c.issue === 21)!.body;
  assert.doesNotMatch(sameBody, /Skill token budgets/);

  const grown = await runAction({
    ...common(),
    workspace: checkout('grown', 60),
    eventName: 'pull_request',
    event: pullRequestEvent(22, BASE_SHA, 'head22'),
    sha: 'merge22',
    ref: 'refs/pull/22/merge',
  });
  assert.equal(grown.code, 0, grown.stdout + grown.stderr);
  const body = api.comments.find((c) => c.issue === 22)!.body;
  assert.match(body, /### Skill token budgets \(1 over\)/);
  assert.match(body, /\| skills\/greet\/SKILL\.md \| 60 ❌ \| 50 \| \+20 \|/);
  assert.doesNotMatch(body, /notes\.md/);
});
