// Scheduled runs with `issue-on-regression: true`, with the bundled action: compared with the
// previous push or scheduled baseline of the default branch (cache), a regressed run opens one
// issue, the next regressed run updates that same issue (found by its hidden marker), and the
// first run without regressions comments and closes it. A regressed run never becomes the
// baseline, so the regression stays visible until it is fixed.
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
import { DIST, pushEvent, runAction } from '../fakes/github-runner.js';

let api: FakeGitHubApi;
let results: FakeResults;
let root: string;
const ISSUE_MARKER = '<!-- parley:regressions:configure-agent -->';

function checkout(name: string, broken: boolean): string {
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
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-schedule-'));
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

const scheduled = (runId: string, sha: string, broken: boolean) =>
  runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: checkout(`schedule-${runId}`, broken),
    eventName: 'schedule',
    runId,
    event: {
      schedule: '0 3 * * *',
      repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
    },
    sha,
    ref: 'refs/heads/main',
    inputs: { 'issue-on-regression': 'true' },
  });

test('a regression opens one issue, the next run updates it, a clean run closes it', async () => {
  const push = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: checkout('push', false),
    eventName: 'push',
    runId: '700',
    event: pushEvent(),
    sha: 'aaaa000000000000000000000000000000000001',
    ref: 'refs/heads/main',
  });
  assert.equal(push.code, 0, push.stdout + push.stderr);
  // Someone else's issue that quotes the marker, and a pull request: neither is ours.
  api.issues.push({
    number: 400,
    title: 'How does Parley find its issue?',
    body: `It looks for ${ISSUE_MARKER} at the start.`,
    state: 'open',
    state_reason: null,
    html_url: 'https://github.com/octo/parley-demo/issues/400',
    user: { login: 'someone', type: 'User' },
  });
  // Someone else's issue that starts with the marker: still not ours (never retitled, overwritten
  // or closed).
  const forged = {
    number: 401,
    title: 'Not a Parley issue',
    body: `${ISSUE_MARKER}\nOpened by someone else.`,
    state: 'open' as const,
    state_reason: null,
    html_url: 'https://github.com/octo/parley-demo/issues/401',
    user: { login: 'someone', type: 'User' },
  };
  api.issues.push({ ...forged });
  const untouched = () =>
    assert.deepEqual(
      api.issues.find((i) => i.number === 401),
      forged,
    );

  const first = await scheduled('701', 'bbbb000000000000000000000000000000000002', true);
  assert.equal(first.code, 1, first.stdout + first.stderr);
  assert.equal(first.outputs['regressions'], '1');
  assert.equal(first.outputs['baseline-sha'], 'aaaa000000000000000000000000000000000001');
  const ours = () =>
    api.issues.filter(
      (i) => i.body.startsWith(ISSUE_MARKER) && i.user.login === 'github-actions[bot]',
    );
  untouched();
  assert.equal(ours().length, 1);
  const issue = ours()[0]!;
  assert.equal(issue.state, 'open');
  assert.equal(issue.title, 'Parley: 1 regression in configure-agent');
  assert.match(issue.body, /### Regressed \(1\)/);
  assert.match(issue.body, /configure-agent \/ full-brief/);
  assert.match(issue.body, /actions\/runs\/701\)/);
  assert.match(
    first.summary,
    /Regression issue opened: https:\/\/github\.com\/octo\/parley-demo\/issues\/\d+/,
  );
  assert.ok(
    !results.cache.some((e) => e.key.endsWith('bbbb000000000000000000000000000000000002')),
    'a regressed scheduled run does not become the baseline',
  );

  const second = await scheduled('702', 'cccc000000000000000000000000000000000003', true);
  assert.equal(second.code, 1);
  assert.equal(ours().length, 1, 'the same issue, not a second one');
  assert.equal(issue.state, 'open');
  assert.match(issue.body, /actions\/runs\/702\)/);
  assert.equal(api.issues.find((i) => i.number === 400)!.body.includes('runs/702'), false);
  untouched();

  const third = await scheduled('703', 'dddd000000000000000000000000000000000004', false);
  assert.equal(third.code, 0, third.stdout + third.stderr);
  assert.equal(third.outputs['regressions'], '0');
  assert.equal(issue.state, 'closed');
  assert.equal(issue.state_reason, 'completed');
  const closing = api.comments.filter((c) => c.issue === issue.number);
  assert.equal(closing.length, 1);
  assert.match(
    closing[0]!.body,
    /No regressions against the baseline in \[this run\]\(.*runs\/703\): closing\./,
  );
  assert.ok(results.cache.some((e) => e.key.endsWith('dddd000000000000000000000000000000000004')));
  assert.equal(api.issues.find((i) => i.number === 400)!.state, 'open');
  untouched();
  assert.equal(
    api.comments.filter((c) => c.issue === 401).length,
    0,
    'no comment on an issue that is not ours',
  );
});
