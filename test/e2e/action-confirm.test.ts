// Pooled baselines and confirmation re-runs, end to end through the bundled action: two pushes
// pool their counts into the cached baseline; a pull request whose task drops from 4/4 (two
// pooled base runs) to 0/2 has the drop re-run and confirmed (the comment says so, the step
// fails); one whose task failed its two screening runs by chance is re-run, passes, and the
// check passes. The "chance" is a grader script that reads its verdicts from a file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useGitHubServices } from '../fakes/github-services.js';
import { pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';

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

function checkout(name: string, options: { steadyReply?: string; verdicts?: string } = {}) {
  const dir = join(services.root, name);
  const suite = join(dir, 'evals/flaky');
  mkdirSync(join(suite, 'tasks'), { recursive: true });
  mkdirSync(join(suite, 'graders'), { recursive: true });
  writeFileSync(join(suite, 'eval.yaml'), EVAL);
  writeFileSync(join(suite, 'tasks/steady.yaml'), steady(options.steadyReply ?? 'done'));
  writeFileSync(join(suite, 'tasks/noisy.yaml'), NOISY);
  writeFileSync(join(suite, 'graders/verdict.mjs'), VERDICT);
  if (options.verdicts) writeFileSync(join(suite, 'graders/verdicts.txt'), options.verdicts);
  return dir;
}

const BASE1 = 'base1000000000000000000000000000000000001';
const BASE2 = 'base2000000000000000000000000000000000002';

async function push(name: string, sha: string) {
  const run = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace: checkout(name),
    eventName: 'push',
    runId: `1${sha.slice(4, 5)}`,
    event: pushEvent(),
    sha,
    ref: 'refs/heads/main',
    inputs: { workers: '1' },
  });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  return run;
}

async function pullRequest(number: number, workspace: string) {
  return runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace,
    eventName: 'pull_request',
    runId: `${300 + number}`,
    event: pullRequestEvent(number, BASE2, `head${number}`),
    sha: `merge${number}`,
    ref: `refs/pull/${number}/merge`,
    inputs: { workers: '1' },
  });
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
        },
    );
}

test('two pushes pool the baseline; a real drop is confirmed by re-runs and fails the check', async () => {
  await push('push1', BASE1);
  const second = await push('push2', BASE2);
  assert.match(second.stdout, /the baseline pools 2 task\(s\) with earlier runs \(pool 5\)/);

  const dir = checkout('pr-drop', { steadyReply: 'gave up' });
  const pr = await pullRequest(11, dir);
  assert.equal(pr.code, 1, pr.stdout + pr.stderr);
  assert.match(pr.stdout, /::error::parley: 1 task regressed against the baseline/);
  assert.equal(pr.outputs['regressions'], '1');

  const body = services.api.comments.filter((c) => c.issue === 11)[0]!.body;
  // 4/4 over two pooled base runs against 0/2: p = 1/15, too weak alone, so it is re-run.
  assert.match(
    body,
    /\| flaky \/ steady \| 0\/2 \| 4\/4 \| regressed, confirmed by re-runs, p < 0\.0001/,
  );
  assert.match(body, /### Confirmation re-runs/);
  assert.match(body, /Confirmed 1 task with 20 extra runs: 1 regression confirmed\./);
  // Stages of 2, 2 and 16 runs (it still looks lower after each); then all 22 head runs, 0/22,
  // against the base's 4/4: p = 1/14950, under Holm's 0.025 / 2 tasks compared.
  assert.match(body, /in stages of 2, 2, 16 extra runs/);
  assert.match(
    body,
    /\| steady \| 4\/4 \| 0\/2 \| 0\.0667 \| 0\/20 \| < 0\.0001 \| \*\*confirmed: regressed\*\* \|/,
  );
  assert.match(body, /pools the last 2 base-branch runs of 2 tasks \(4 verdict runs per task\)/);

  const runs = records(dir);
  const extra = runs.filter((r) => r.confirmation);
  assert.equal(runs.length, 4 + 20);
  assert.ok(extra.every((r) => r.task_id === 'steady' && r.status === 'failed'));
  assert.deepEqual(
    extra.map((r) => r.trial),
    Array.from({ length: 20 }, (_, i) => i + 3),
    'confirmation trials number on after the screening ones',
  );
  const summary = JSON.parse(readFileSync(join(dir, 'parley-results/summary.json'), 'utf8'));
  assert.equal(summary.counts.runs, 4, 'summary.json counts the screening runs only');
});

test('a task that failed its screening runs by chance is re-run, not confirmed, and the check passes', async () => {
  const dir = checkout('pr-noise', { verdicts: 'fail\nfail\n' });
  const pr = await pullRequest(12, dir);
  assert.equal(pr.code, 0, pr.stdout + pr.stderr);
  assert.equal(pr.outputs['regressions'], '0');
  const body = services.api.comments.filter((c) => c.issue === 12)[0]!.body;
  // The first stage (2 runs) passes: 2/2 against the base's 4/4 is p = 1, and all head runs,
  // 2/4, p = 6/28: it stops there, untested.
  assert.match(body, /Confirmed 1 task with 2 extra runs: 0 regressions confirmed\./);
  assert.match(
    body,
    /\| noisy \| 4\/4 \| 0\/2 \| 0\.0667 \| 2\/2 \| — \| not confirmed \(stopped after 2 runs: looked like the base\) \|/,
  );
  const extra = records(dir).filter((r) => r.confirmation);
  assert.equal(extra.length, 2);
  assert.ok(extra.every((r) => r.task_id === 'noisy' && r.status === 'passed'));
});
