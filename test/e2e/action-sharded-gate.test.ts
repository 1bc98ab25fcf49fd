// The gate of a sharded suite set end to end through the bundled action, in a git repository as
// actions/checkout leaves it: three `shard: i/3` jobs of a workflow run upload their parts, then
// a `mode: confirm` job of the same run merges them, compares with the pool, re-runs the possible
// regressions on the head and in a worktree of the base commit, comments and sets the verdict.
// Pushes pool the baseline the same way (the confirm job saves the merged runs). A drop in one
// shard's task is confirmed and fails the check with the same verdict, outputs and comment
// headline as one `mode: run` job of the same pull request; a fork's confirm job only reports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useGitHubServices } from '../fakes/github-services.js';
import { pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';
import { git } from '../fakes/git.js';

const services = useGitHubServices('sharded-gate');

const TASKS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];

const EVAL = `name: sharded
config:
  executor: mock
  trials_per_task: 2
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
  const suite = join(dir, 'evals/sharded');
  mkdirSync(join(suite, 'tasks'), { recursive: true });
  writeFileSync(join(suite, 'eval.yaml'), EVAL);
  for (const id of TASKS) {
    writeFileSync(
      join(suite, `tasks/${id}.yaml`),
      task(id, broken.includes(id) ? 'gave up' : 'done'),
    );
  }
}

const originDir = () => join(services.root, 'origin');

interface Event {
  eventName: string;
  event: unknown;
  sha: string;
  ref: string;
}

/**
 * The gate over the whole suite: the pull requests edit one task, which impact selection would
 * run alone in one shard (action-impact-shards.test.ts tests that).
 */
const WHOLE_SUITE = { workers: '1', impact: 'off' };

/** The matrix (three shards, each in its own checkout), then the confirm job: one workflow run. */
async function shardedRun(
  runId: string,
  checkout: (name: string) => string,
  on: Event,
  inputs: Record<string, string> = {},
) {
  const shards = [];
  for (const i of [1, 2, 3]) {
    const run = await runAction({
      apiUrl: services.api.url,
      resultsUrl: services.results.url,
      workspace: checkout(`run-${runId}-shard-${i}`),
      runId,
      ...on,
      inputs: { shard: `${i}/3`, ...WHOLE_SUITE, ...inputs },
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    shards.push(run);
  }
  const workspace = checkout(`run-${runId}-confirm`);
  const confirm = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace,
    runId,
    ...on,
    inputs: { mode: 'confirm', ...WHOLE_SUITE, ...inputs },
  });
  return { shards, confirm, workspace };
}

let base = '';

/** A clone of `branch` as actions/checkout makes it: shallow, the branch's head only. */
const cloneOf = (branch: string) => (name: string) => {
  const dir = join(services.root, name);
  git(
    services.root,
    'clone',
    '-q',
    '--depth',
    '1',
    '--branch',
    branch,
    `file://${originDir()}`,
    dir,
  );
  return dir;
};

function records(workspace: string) {
  return readFileSync(join(workspace, 'parley-results/results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as {
          task_id: string;
          status: string;
          confirmation?: boolean;
          side?: 'base';
        },
    );
}

/** The PR's branch off main with `broken` tasks answering wrong; returns its head commit. */
function branch(number: number, broken: string[]): string {
  const origin = originDir();
  git(origin, 'checkout', '-q', '-b', `pr-${number}`, base);
  writeSuite(origin, broken);
  writeFileSync(join(origin, `pr-${number}.txt`), 'change\n');
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', `pr ${number}`);
  const head = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');
  return head;
}

const prEvent = (number: number, head: string): Event => ({
  eventName: 'pull_request',
  event: pullRequestEvent(number, base, head),
  sha: head,
  ref: `refs/pull/${number}/merge`,
});

/** The sticky comment's text on pull request `number`, as it stands now. */
const commentOn = (number: number) => {
  const comments = services.api.comments.filter((c) => c.issue === number);
  assert.equal(comments.length, 1, 'one sticky comment');
  return comments[0]!.body;
};

/** The comment without what names the run (its links) or times it (the duration line). */
const verdictPart = (body: string) =>
  body
    .split('\n')
    .filter((line) => !line.startsWith('Duration ') && !line.startsWith('Details: '))
    .join('\n');

const OUTPUTS = ['verdict', 'regressions', 'passed', 'failed', 'errors', 'pass-rate', 'abstained'];

test('sharded pushes pool the baseline through the confirm job', async () => {
  const origin = originDir();
  mkdirSync(origin, { recursive: true });
  git(origin, 'init', '-q', '-b', 'main');
  writeSuite(origin);
  for (const n of [1, 2]) {
    writeFileSync(join(origin, 'CHANGELOG.md'), `push ${n}\n`);
    git(origin, 'add', '-A');
    git(origin, 'commit', '-q', '-m', `push ${n}`);
    base = git(origin, 'rev-parse', 'HEAD');
    const { confirm } = await shardedRun(`5${n}`, cloneOf('main'), {
      eventName: 'push',
      event: pushEvent(),
      sha: base,
      ref: 'refs/heads/main',
    });
    assert.equal(confirm.code, 0, confirm.stdout + confirm.stderr);
    assert.match(
      confirm.stdout,
      /merged 3 shard\(s\) of suite set "sharded": 12 run\(s\) of 6 task\(s\)/,
    );
    if (n === 2) {
      assert.match(confirm.stdout, /the baseline pools 6 task\(s\) with earlier runs \(pool 5\)/);
    }
  }
  assert.deepEqual(
    services.results.cache.filter((e) => e.finalized).map((e) => e.key.split('@')[0]),
    [
      'parley-baseline-sharded',
      'parley-history-sharded',
      'parley-baseline-sharded',
      'parley-history-sharded',
    ],
    'the confirm job saves the merged baseline and the history; the shards save none',
  );
});

test('a drop in shard 2 is confirmed against concurrent base runs, as one job confirms it', async () => {
  // bravo is shard 2's (tasks go to the least loaded shard in key order: alpha 1, bravo 2, ...).
  const head = branch(11, ['bravo']);
  const single = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace: cloneOf('pr-11')('pr-11-single'),
    runId: '611',
    ...prEvent(11, head),
    inputs: { workers: '1', impact: 'off' },
  });
  assert.equal(single.code, 1, single.stdout + single.stderr);
  const singleComment = commentOn(11);

  const { shards, confirm, workspace } = await shardedRun(
    '612',
    cloneOf('pr-11'),
    prEvent(11, head),
  );
  assert.match(shards[1]!.stdout, /bravo/, 'shard 2 ran bravo');
  assert.doesNotMatch(shards[0]!.stdout + shards[2]!.stdout, /bravo/);
  assert.equal(confirm.code, 1, confirm.stdout + confirm.stderr);
  assert.match(confirm.stdout, /::error::parley: 1 task regressed against the baseline/);
  assert.equal(confirm.outputs['verdict'], 'regressed');
  assert.equal(confirm.outputs['regressions'], '1');
  for (const key of OUTPUTS) assert.equal(confirm.outputs[key], single.outputs[key], key);

  const body = commentOn(11);
  assert.match(body, /### Confirmation against concurrent base runs/);
  assert.match(body, /\| bravo \| lower pass rate \|[^\n]*\*\*confirmed: regressed\*\* \|/);
  assert.deepEqual(verdictPart(body), verdictPart(singleComment));
  assert.match(body, /actions\/runs\/612\)/, 'the comment links the sharded run');

  // The confirm job's results.jsonl: the shards' 12 runs, then its own confirmation runs.
  const runs = records(workspace);
  assert.equal(runs.filter((r) => !r.confirmation).length, 12);
  const baseRuns = runs.filter((r) => r.side === 'base');
  assert.ok(baseRuns.length > 0, 'base runs were made in the base checkout');
  assert.ok(baseRuns.every((r) => r.task_id === 'bravo' && r.status === 'passed'));
  assert.ok(
    runs
      .filter((r) => r.confirmation && !r.side)
      .every((r) => r.task_id === 'bravo' && r.status === 'failed'),
  );
  assert.equal(
    runs.filter((r) => r.confirmation).length,
    records(join(services.root, 'pr-11-single')).filter((r) => r.confirmation).length,
    'as many confirmation runs as one job made',
  );
});

test('an unchanged pull request passes through the confirm job', async () => {
  const head = branch(12, []);
  const { confirm } = await shardedRun('613', cloneOf('pr-12'), prEvent(12, head));
  assert.equal(confirm.code, 0, confirm.stdout + confirm.stderr);
  assert.equal(confirm.outputs['verdict'], 'pass');
  assert.match(commentOn(12), /## Parley/);
});

test("the matrix's max-runs: the shards keep their shares, the confirmation gets what they left", async () => {
  const head = branch(14, ['echo']);
  // 12 screening runs (each shard's share of 14 is floor(14 * 4 / 12) = 4: all of its runs),
  // which leaves 2 of the 14 for the confirmation: too few to decide, so never a pass.
  const { confirm, workspace } = await shardedRun('615', cloneOf('pr-14'), prEvent(14, head), {
    'max-runs': '14',
  });
  assert.equal(confirm.code, 0, confirm.stdout + confirm.stderr);
  assert.equal(confirm.outputs['verdict'], 'inconclusive');
  const runs = records(workspace);
  assert.equal(runs.filter((r) => !r.confirmation).length, 12);
  assert.equal(runs.filter((r) => r.confirmation).length, 2);
  const summary = JSON.parse(readFileSync(join(workspace, 'parley-results/summary.json'), 'utf8'));
  assert.match(
    summary.not_run.reason,
    /the matrix's max-runs 14 was reached: the shards started 12 run\(s\), which left 2 for the confirmation/,
  );
  assert.ok(summary.not_run.tasks.some((t: { task_id: string }) => t.task_id === 'echo'));
  assert.match(commentOn(14), /not run/i);
});

test("a fork's confirm job has no keys: it reports, and says the verdict rests on the pool", async () => {
  const head = branch(13, ['delta']);
  const fork = {
    ...prEvent(13, head),
    event: pullRequestEvent(13, base, head, 'someone/parley-demo'),
  };
  const { confirm, workspace } = await shardedRun('614', cloneOf('pr-13'), fork);
  assert.match(confirm.stdout, /the confirm job could not re-run the possible regressions/);
  assert.match(commentOn(13), /The verdict rests on the pooled baseline alone/);
  // Two trials per task cannot show a drop on their own: undecided, never a pass.
  assert.equal(confirm.outputs['verdict'], 'inconclusive');
  assert.ok(
    !readFileSync(join(workspace, 'parley-results/results.jsonl'), 'utf8').includes(
      '"confirmation":true',
    ),
    'nothing was re-run',
  );
});
