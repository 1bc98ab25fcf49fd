// The bundled action end to end, as the runner runs it, against loopback fakes of the GitHub
// REST API and the Actions results service (cache, artifacts, blob storage): a push saves the
// baseline; a pull request restores it, uploads the artifact and posts the sticky comment with
// the regression table; a second run updates that comment; a fork PR with a read-only token
// still writes the job summary and does not fail red.
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
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import { DIST, pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';

let api: FakeGitHubApi;
let results: FakeResults;
let root: string;
const MARKER = '<!-- parley:comment:configure-agent -->';

/** A checkout holding the example suite under evals/ (found by discovery, no `evals` input). */
function checkout(name: string): string {
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
  return dir;
}

/** The PR's change: the agent no longer writes the file, so full-brief fails its graders. */
function breakFullBrief(dir: string): void {
  const file = join(dir, 'evals/configure-agent/tasks/full-brief.yaml');
  const text = readFileSync(file, 'utf8').replace(
    /- text: Created agents\/research-agent\.agent\.yaml with your configuration\.[\s\S]*?handoffs: \[\]\n/,
    '- I have everything I need, goodbye.\n',
  );
  writeFileSync(file, text);
}

before(async () => {
  assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
  results = await startFakeResults();
  api = await startFakeGitHubApi({ results });
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-'));
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

const common = () => ({ apiUrl: api.url, resultsUrl: results.url });

test('push saves the baseline; a PR compares, uploads, comments; a re-run updates the comment', async () => {
  const push = await runAction({
    ...common(),
    workspace: checkout('push'),
    eventName: 'push',
    runId: '100',
    event: pushEvent(),
    sha: 'base0000000000000000000000000000000000001',
    ref: 'refs/heads/main',
  });
  assert.equal(push.code, 0, push.stdout + push.stderr);
  assert.deepEqual(
    results.cache.filter((e) => e.finalized).map((e) => e.key),
    [
      'parley-baseline-configure-agent@base0000000000000000000000000000000000001',
      // The suite set's history, an entry per push or scheduled run (docs/action.md "History").
      'parley-history-configure-agent@base0000000000000000000000000000000000001.100.1',
    ],
  );
  assert.match(push.summary, /## Parley:/);
  assert.equal(push.outputs['passed'], '5');
  assert.equal(push.outputs['abstained'], '5');
  assert.equal(push.outputs['cap-exhausted'], '5');
  assert.equal(api.comments.length, 0, 'no comment on push');

  const prDir = checkout('pr');
  breakFullBrief(prDir);
  const prOptions = {
    ...common(),
    workspace: prDir,
    eventName: 'pull_request',
    runId: '200',
    event: pullRequestEvent(7, 'base0000000000000000000000000000000000001', 'head1'),
    sha: 'merge1',
    ref: 'refs/pull/7/merge',
  };
  const pr = await runAction(prOptions);
  // The regression fails the step (fail-on: regressions), after the comment was posted.
  assert.equal(pr.code, 1, pr.stdout + pr.stderr);
  assert.match(pr.stdout, /::error::parley: 1 task regressed against the baseline/);
  assert.equal(pr.outputs['regressions'], '1');
  assert.equal(pr.outputs['baseline-sha'], 'base0000000000000000000000000000000000001');
  const artifact = results.artifacts.find((a) => String(a.id) === pr.outputs['artifact-id']);
  assert.ok(artifact?.finalized, 'the results artifact was uploaded');
  assert.equal(artifact.name, 'parley-results-configure-agent-attempt-1');
  assert.ok(artifact.data!.includes('results.jsonl') && artifact.data!.includes('summary.json'));

  const ours = api.comments.filter((c) => c.issue === 7);
  assert.equal(ours.length, 1);
  const body = ours[0]!.body;
  assert.ok(body.startsWith(MARKER));
  assert.equal(pr.outputs['comment-url'], ours[0]!.html_url);
  assert.match(body, /## Parley: ❌ 1 regression/);
  assert.match(
    body,
    /Baseline: commit `base000`, from the Actions cache, saved for the base commit \(saved by a run on main at \d{4}-\d\d-\d\d \d\d:\d\d UTC\)\./,
  );
  assert.match(
    body,
    / · 15 runs: 0 passed, 10 failed \(5 of them at the cap\), 5 abstained, 0 errors\./,
  );
  assert.match(
    body,
    /^3 tasks: 1 regressed, 1 failing \(1 known\), 1 abstaining \(1 known\), 0 passing\.$/m,
  );
  // One row per task, the worst first, with the way it did not pass.
  assert.match(
    body,
    /### Regressed \(1\)\n\n[^\n]*\n[^\n]*\n\| configure-agent \/ full-brief \| 0\/5 \| 5\/5 \| regressed, p = 0\.00397 \| 5 of 5: grader `reports-the-file`: contains &quot;agents\/research-agent\.agent\.yaml&quot;: not found \|/,
  );
  assert.match(
    body,
    /### Failing \(1\)\n\n[^\n]*\n[^\n]*\n\| configure-agent \/ cap-exhausted \| 0\/5 \| 0\/5 \| unchanged · \*\*known\*\* \| 5 of 5: cap at 2 follow-ups: Which tools should it have\? \|/,
  );
  assert.match(
    body,
    /### Abstaining \(1\)\n\n[^\n]*\n[^\n]*\n\| configure-agent \/ missing-handoffs \| [^|]+ \| [^|]+ \| [^|]+ \| 5 of 5: abstained: no rule matches/,
  );
  assert.match(
    body,
    /<details><summary>configure-agent \/ full-brief: 5 trials<\/summary>\n\n- Trials 1–5: failed — /,
  );
  assert.match(
    body,
    /\[results artifact\]\(https:\/\/github\.com\/octo\/parley-demo\/actions\/runs\/200\/artifacts\/\d+\)/,
  );
  assert.match(pr.summary, /### Regressed \(1\)/);

  const again = await runAction({ ...prOptions, runAttempt: '2' });
  assert.equal(again.code, 1);
  const updated = api.comments.filter((c) => c.issue === 7);
  assert.equal(updated.length, 1, 'the comment is updated in place, not duplicated');
  assert.ok(api.requests.some((r) => r.method === 'PATCH'));
  assert.match(updated[0]!.body, /runs\/200\/attempts\/2/);
  assert.ok(results.artifacts.some((a) => a.name === 'parley-results-configure-agent-attempt-2'));
});

test('a fork PR with a read-only token writes the summary and does not fail red', async () => {
  const fork = await runAction({
    ...common(),
    workspace: checkout('fork'),
    eventName: 'pull_request',
    event: pullRequestEvent(
      9,
      'base0000000000000000000000000000000000001',
      'forkhead',
      'mallory/parley-demo',
    ),
    sha: 'merge9',
    ref: 'refs/pull/9/merge',
    inputs: { 'github-token': READ_ONLY_TOKEN },
  });
  assert.equal(fork.code, 0, fork.stdout + fork.stderr);
  assert.equal(api.comments.filter((c) => c.issue === 9).length, 0);
  assert.ok(
    api.requests.some((r) => r.method === 'POST' && r.authorization === `token ${READ_ONLY_TOKEN}`),
    'the comment was tried with the read-only token and refused',
  );
  assert.match(fork.summary, /could not be posted/);
  assert.match(fork.summary, /comes from a fork/);
  assert.match(fork.summary, /## Parley:/);
  assert.equal(fork.outputs['comment-url'], '');
});
