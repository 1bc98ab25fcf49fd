// Skill lift through the bundled action (issue 48): a pull request whose suite says
// `baseline: true`, with `skill-lift: require`. Every task x trial runs with the skill and
// without it in the same job; the comment and the job summary get the Skill lift section, the
// `skill-lift` output says the suite's claim, and the check fails because the skill
// significantly hurts one task, named in the failure. The runs without the skill are not the
// job's: the `passed` / `failed` outputs count the runs with it. A pairwise judge in the suite, on
// the judge's own endpoint (a loopback model), puts its wins, losses and ties in the comment.
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
import { startFakeOpenAI } from '../fakes/openai-server.js';

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

test('a pairwise judge in the suite: the comment gives its wins, losses and ties with the sign test', async () => {
  // The judge prefers the longer conversation (a tie when equal), whichever position it is in.
  const judge = await startFakeOpenAI(
    (req) => {
      const text = String(req.body.messages.at(-1)?.content ?? '');
      const of = (side: string) =>
        new RegExp(`<conversation_${side}>([\\s\\S]*?)</conversation_${side}>`).exec(text)?.[1]
          ?.length ?? 0;
      const [a, b] = [of('A'), of('B')];
      return {
        content: JSON.stringify({ answer: a === b ? 'tie' : a > b ? 'A' : 'B', reason: 'longer' }),
      };
    },
    { apiKey: 'sk-e2e-pair-judge' },
  );
  try {
    const dir = join(root, 'pairwise');
    const suite = join(dir, 'evals', 'skill-lift');
    mkdirSync(join(dir, 'evals'), { recursive: true });
    cpSync(resolve('examples/skill-lift'), suite, { recursive: true });
    const evalFile = join(suite, 'eval.yaml');
    writeFileSync(
      evalFile,
      readFileSync(evalFile, 'utf8').replace(
        'tasks:\n  - tasks/*.yaml',
        'graders:\n  - type: pairwise\n    name: fuller\n    model: judge-small\n    config:\n      rubric: The notes give the reader what they need.\ntasks:\n  - tasks/*.yaml',
      ),
    );
    const pr = await runAction({
      apiUrl: api.url,
      resultsUrl: results.url,
      workspace: dir,
      eventName: 'pull_request',
      runId: '482',
      event: pullRequestEvent(50, 'base0000000000000000000000000000000000050', 'head50'),
      sha: 'merge50',
      ref: 'refs/pull/50/merge',
      inputs: {
        'skill-lift': 'report',
        'judge-base-url': judge.url,
        'judge-api-key': 'sk-e2e-pair-judge',
      },
    });
    assert.ok(pr.code === 0 || pr.code === 1, pr.stdout + pr.stderr);
    const body = api.comments.filter((c) => c.issue === 50)[0]?.body ?? '';
    const m =
      /\*\*Pairwise judge\*\* .*the run with the skill was better in (\d+) of 25 pairs, worse in (\d+), tied in (\d+) \(exact sign test/.exec(
        body,
      );
    assert.ok(m, body);
    assert.equal(Number(m[1]) + Number(m[2]) + Number(m[3]), 25);
    assert.ok(Number(m[1]) > 0, 'the longer, skilled release notes win some pairs');
    assert.equal(judge.requests.length, 50, 'each pair asked twice');
    assert.ok(
      judge.requests.every((r) => r.headers.authorization === 'Bearer sk-e2e-pair-judge'),
      'the judge endpoint has its own key',
    );
  } finally {
    await judge.close();
  }
});
