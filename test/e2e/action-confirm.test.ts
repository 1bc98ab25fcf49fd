// The gate's confirmation end to end through the bundled action, in a git repository as
// actions/checkout leaves it (a shallow clone of the PR's head; the base commit fetched from
// origin into a worktree): two pushes pool the baseline; a pull request whose task drops from
// 4/4 to 0/2 has the drop run again on the base commit and the head side by side, confirmed (the
// comment says so, the step fails, the verdict output says regressed); one whose task failed its
// two screening runs by chance is re-run on the head, looks like the base, and the check passes.
// The "chance" is a grader script that reads its verdicts from a file only the PR commits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useGitHubServices } from '../fakes/github-services.js';
import { pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';
import { git } from '../fakes/git.js';

const services = useGitHubServices('confirm');

const EVAL = `name: flaky
config:
  executor: mock
  trials_per_task: 2
  timeout_seconds: 30
tasks:
  - tasks/*.yaml
`;

const steady = (reply: string) => `id: steady
name: steady
inputs:
  prompt: Say done.
  mock:
    - ${reply}
graders:
  - type: text
    name: says-done
    config:
      contains: ['done']
`;

const NOISY = `id: noisy
name: noisy
inputs:
  prompt: Say anything.
  mock:
    - anything
graders:
  - type: program
    name: scripted-verdict
    config:
      command: node
      args: [graders/verdict.mjs]
`;

// Passes unless verdicts.txt (next to it) says "fail" for this call; each call uses one line.
const VERDICT = `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const file = new URL('./verdicts.txt', import.meta.url);
if (!existsSync(file)) process.exit(0);
const lines = readFileSync(file, 'utf8').split('\\n').filter(Boolean);
const next = lines.shift();
writeFileSync(file, lines.join('\\n'));
process.exit(next === 'fail' ? 1 : 0);
`;

function writeSuite(dir: string, options: { steadyReply?: string; verdicts?: string } = {}) {
  const suite = join(dir, 'evals/flaky');
  mkdirSync(join(suite, 'tasks'), { recursive: true });
  mkdirSync(join(suite, 'graders'), { recursive: true });
  writeFileSync(join(suite, 'eval.yaml'), EVAL);
  writeFileSync(join(suite, 'tasks/steady.yaml'), steady(options.steadyReply ?? 'done'));
  writeFileSync(join(suite, 'tasks/noisy.yaml'), NOISY);
  writeFileSync(join(suite, 'graders/verdict.mjs'), VERDICT);
  if (options.verdicts) writeFileSync(join(suite, 'graders/verdicts.txt'), options.verdicts);
}

// services.root exists once the services have started (a before hook).
const originDir = () => join(services.root, 'origin');
let base = '';

/** main with two pushes pooled in the cache; returns the newest main commit. */
async function pushes(): Promise<string> {
  const origin = originDir();
  mkdirSync(origin, { recursive: true });
  git(origin, 'init', '-q', '-b', 'main');
  writeSuite(origin);
  let sha = '';
  for (const n of [1, 2]) {
    writeFileSync(join(origin, 'CHANGELOG.md'), `push ${n}\n`);
    git(origin, 'add', '-A');
    git(origin, 'commit', '-q', '-m', `push ${n}`);
    sha = git(origin, 'rev-parse', 'HEAD');
    const run = await runAction({
      apiUrl: services.api.url,
      resultsUrl: services.results.url,
      workspace: origin,
      eventName: 'push',
      runId: `1${n}`,
      event: pushEvent(),
      sha,
      ref: 'refs/heads/main',
      inputs: { workers: '1' },
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    if (n === 2)
      assert.match(run.stdout, /the baseline pools 2 task\(s\) with earlier runs \(pool 5\)/);
  }
  return sha;
}

/** A branch off main with `change`, cloned shallow as actions/checkout does, run as a PR. */
async function pullRequest(number: number, change: Parameters<typeof writeSuite>[1]) {
  const origin = originDir();
  git(origin, 'checkout', '-q', '-b', `pr-${number}`, base);
  writeSuite(origin, change);
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', `pr ${number}`);
  const head = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');
  const dir = join(services.root, `pr-${number}`);
  git(
    services.root,
    'clone',
    '-q',
    '--depth',
    '1',
    '--branch',
    `pr-${number}`,
    `file://${origin}`,
    dir,
  );
  const run = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace: dir,
    eventName: 'pull_request',
    runId: `${300 + number}`,
    event: pullRequestEvent(number, base, head),
    sha: head,
    ref: `refs/pull/${number}/merge`,
    // The gate over the whole suite: the PR edits one task, which impact selection would run alone.
    inputs: { workers: '1', impact: 'off' },
  });
  return { run, dir };
}

function records(workspace: string) {
  return readFileSync(join(workspace, 'parley-results/results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as {
          task_id: string;
          status: string;
          trial: number;
          confirmation?: boolean;
          side?: 'base';
        },
    );
}

test('two pushes pool the baseline; a real drop is confirmed against concurrent base runs and fails the check', async () => {
  base = await pushes();
  const { run: pr, dir } = await pullRequest(11, { steadyReply: 'gave up' });
  assert.equal(pr.code, 1, pr.stdout + pr.stderr);
  assert.match(pr.stdout, /::error::parley: 1 task regressed against the baseline/);
  assert.equal(pr.outputs['regressions'], '1');
  assert.equal(pr.outputs['verdict'], 'regressed');

  const body = services.api.comments.filter((c) => c.issue === 11)[0]!.body;
  assert.match(body, /### Confirmation against concurrent base runs/);
  // 4/4 over two pooled base runs against 0/2: p = 1/15, a candidate. Stages for 20: head 3
  // (held against the pool, not tested); base 10 + head 10; base 10 + head 10. Then base 20/20
  // against head 0/20.
  assert.match(
    body,
    /\| steady \| lower pass rate \| 4\/4 \| 0\/2 \| 0\/3 \| 20\/20 \| 0\/20 \| < 0\.0001 \| 1 \| \*\*confirmed: regressed\*\* \|/,
  );
  assert.match(body, /pools the last 2 base-branch runs of 2 tasks \(4 verdict runs per task\)/);

  const runs = records(dir);
  const baseRuns = runs.filter((r) => r.side === 'base');
  const headRuns = runs.filter((r) => r.confirmation && r.side !== 'base');
  assert.equal(baseRuns.length, 20);
  assert.ok(baseRuns.every((r) => r.task_id === 'steady' && r.status === 'passed'));
  assert.equal(headRuns.length, 23, 'the first stage 3, the tested 20');
  assert.ok(headRuns.every((r) => r.task_id === 'steady' && r.status === 'failed'));
  assert.deepEqual(
    headRuns.map((r) => r.trial),
    Array.from({ length: 23 }, (_, i) => i + 3),
    'head confirmation trials number on after the screening ones',
  );
  const summary = JSON.parse(readFileSync(join(dir, 'parley-results/summary.json'), 'utf8'));
  assert.equal(summary.counts.runs, 4, 'summary.json counts the screening runs only');
});

test('a task that failed its screening runs by chance is re-run on the head, looks like the base, and the check passes', async () => {
  const { run: pr, dir } = await pullRequest(12, { verdicts: 'fail\nfail\n' });
  assert.equal(pr.code, 0, pr.stdout + pr.stderr);
  assert.equal(pr.outputs['regressions'], '0');
  assert.equal(pr.outputs['verdict'], 'pass');
  const body = services.api.comments.filter((c) => c.issue === 12)[0]!.body;
  // The head-only stage passes 3/3: all head runs 3/5 against the pool's 4/4 is p = 0.28, above
  // 0.05: it stops there, untested, before any base run.
  assert.match(body, /0 regressions confirmed\./);
  assert.match(
    body,
    /\| noisy \| lower pass rate \| 4\/4 \| 0\/2 \| 3\/3 \| 0\/0 \| 0\/0 \| — \| — \| not confirmed \(stopped after 3 head runs: looked like the pool\) \|/,
  );
  const extra = records(dir).filter((r) => r.confirmation);
  assert.equal(extra.length, 3);
  assert.ok(extra.every((r) => r.task_id === 'noisy' && r.status === 'passed' && !r.side));
});
