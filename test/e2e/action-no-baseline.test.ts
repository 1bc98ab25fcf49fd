// A pull request with no stored baseline (none was ever saved, or the cache evicted it) but a
// base commit that can be checked out: the job runs every task on the base commit beside the
// head, with the same trials, and compares with those runs instead of with nothing. A real drop
// is confirmed and fails the check; an unchanged pull request passes, its baseline named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useGitHubServices } from '../fakes/github-services.js';
import { pullRequestEvent, runAction } from '../fakes/github-runner.js';
import { git } from '../fakes/git.js';

const services = useGitHubServices('no-baseline');

const EVAL = `name: fresh
config:
  executor: mock
  trials_per_task: 4
  timeout_seconds: 30
tasks:
  - tasks/*.yaml
`;

const task = (id: string, reply: string) => `id: ${id}
name: ${id}
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

function writeSuite(dir: string, broken: string[] = []) {
  const suite = join(dir, 'evals/fresh');
  mkdirSync(join(suite, 'tasks'), { recursive: true });
  writeFileSync(join(suite, 'eval.yaml'), EVAL);
  for (const id of ['one', 'two', 'three']) {
    writeFileSync(
      join(suite, `tasks/${id}.yaml`),
      task(id, broken.includes(id) ? 'gave up' : 'done'),
    );
  }
}

const origin = () => join(services.root, 'origin');
let base = '';

function pullRequest(number: number, broken: string[]) {
  if (!base) {
    mkdirSync(origin(), { recursive: true });
    git(origin(), 'init', '-q', '-b', 'main');
    writeSuite(origin());
    git(origin(), 'add', '-A');
    git(origin(), 'commit', '-q', '-m', 'main');
    base = git(origin(), 'rev-parse', 'HEAD');
  }
  git(origin(), 'checkout', '-q', '-b', `pr-${number}`, base);
  writeSuite(origin(), broken);
  writeFileSync(join(origin(), `pr-${number}.txt`), 'change\n');
  git(origin(), 'add', '-A');
  git(origin(), 'commit', '-q', '-m', `pr ${number}`);
  const head = git(origin(), 'rev-parse', 'HEAD');
  git(origin(), 'checkout', '-q', 'main');
  const dir = join(services.root, `pr-${number}`);
  git(
    services.root,
    'clone',
    '-q',
    '--depth',
    '1',
    '--branch',
    `pr-${number}`,
    `file://${origin()}`,
    dir,
  );
  return runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace: dir,
    eventName: 'pull_request',
    runId: `${800 + number}`,
    event: pullRequestEvent(number, base, head),
    sha: head,
    ref: `refs/pull/${number}/merge`,
    inputs: { workers: '1', impact: 'off' },
  }).then((run) => ({ run, dir }));
}

const records = (dir: string) =>
  readFileSync(join(dir, 'parley-results/results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as { task_id: string; trial: number; status: string; side?: string },
    );

test('no stored baseline: the base commit runs beside the head, and a real drop is confirmed', async () => {
  const { run, dir } = await pullRequest(31, ['two']);
  assert.equal(run.code, 1, run.stdout + run.stderr);
  assert.equal(run.outputs['verdict'], 'regressed');
  assert.equal(run.outputs['regressions'], '1');
  assert.match(
    run.stdout,
    /no baseline to compare with: running every task on the base commit beside the head/,
  );
  const body = services.api.comments.find((c) => c.issue === 31)!.body;
  assert.match(
    body,
    /Baseline: commit `[0-9a-f]{7}`, from 12 run\(s\) of the base commit made beside the head in this job: no stored baseline/,
  );
  assert.match(body, /\| two \| lower pass rate \|[^\n]*\*\*confirmed: regressed\*\* \|/);
  const baseRuns = records(dir).filter((r) => r.side === 'base');
  // The stand-in baseline's 4 trials of each task, then the confirmation's, numbered on.
  const first = baseRuns.slice(0, 12);
  assert.deepEqual(first.map((r) => r.trial).sort(), [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
  const confirmation = baseRuns.slice(12);
  assert.ok(confirmation.some((r) => r.task_id === 'two'));
  assert.ok(confirmation.every((r) => r.trial > 4));
  assert.ok(baseRuns.every((r) => r.status === 'passed'));
});

test("no stored baseline: an unchanged pull request passes against the base commit's runs", async () => {
  const { run } = await pullRequest(32, []);
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.equal(run.outputs['verdict'], 'pass');
  const body = services.api.comments.find((c) => c.issue === 32)!.body;
  assert.match(body, /made beside the head in this job: no stored baseline/);
  assert.doesNotMatch(body, /nothing is compared/);
});
