// A bad day for every task, through a sharded suite set: two sharded pushes pool 24 tasks that
// always passed; on the pull request's day every task fails 1 run in 10, on the head and on
// the base commit alike (the model got worse, not the pull request). The shards' screening
// against the pool flags what looks worse; the confirm job re-runs it beside the base commit,
// sees both sides alike, and the unchanged pull request passes.
// (With fewer tasks the screening flags nothing at all: the test would not reach the confirmation.)
// The day's failure rate is a grader script's, read from a file outside the repository, so the
// base worktree's runs share the day; each task fails on a fixed, evenly spread schedule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useGitHubServices } from '../fakes/github-services.js';
import { pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';
import { git } from '../fakes/git.js';

const services = useGitHubServices('sharded-drift');

const TASKS = Array.from({ length: 24 }, (_, i) => `task-${String(i + 1).padStart(2, '0')}`);

const EVAL = `name: drift
config:
  executor: mock
  trials_per_task: 3
  timeout_seconds: 30
tasks:
  - tasks/*.yaml
`;

const task = (id: string) => `id: ${id}
name: ${id}
inputs:
  prompt: Say done.
  mock:
    - done
graders:
  - type: program
    name: todays-verdict
    config:
      command: node
      args: [graders/day.mjs]
`;

// Call n of a task fails when the day's failure rate q steps over an integer between n and n+1
// (q per call on average, evenly spread), offset per task so that tasks do not fail together.
const grader = (
  state: string,
) => `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const state = ${JSON.stringify(state)};
const id = process.env.PARLEY_TASK_ID;
const q = Number(readFileSync(state + '/rate', 'utf8'));
const counter = state + '/' + id;
const n = existsSync(counter) ? Number(readFileSync(counter, 'utf8')) : 0;
writeFileSync(counter, String(n + 1));
const offset = [...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 10 / 10;
const at = (k) => Math.floor(k * q + offset);
process.exit(at(n + 1) > at(n) ? 1 : 0);
`;

const originDir = () => join(services.root, 'origin');
const stateDir = () => join(services.root, 'day');

function writeSuite(dir: string) {
  const suite = join(dir, 'evals/drift');
  mkdirSync(join(suite, 'tasks'), { recursive: true });
  mkdirSync(join(suite, 'graders'), { recursive: true });
  writeFileSync(join(suite, 'eval.yaml'), EVAL);
  writeFileSync(join(suite, 'graders/day.mjs'), grader(stateDir()));
  for (const id of TASKS) writeFileSync(join(suite, `tasks/${id}.yaml`), task(id));
}

const cloneOf = (branch: string, name: string) => {
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

async function shardedRun(
  runId: string,
  branch: string,
  on: { eventName: string; event: unknown; sha: string; ref: string },
  inputs: Record<string, string> = {},
) {
  for (const i of [1, 2, 3]) {
    const run = await runAction({
      apiUrl: services.api.url,
      resultsUrl: services.results.url,
      workspace: cloneOf(branch, `run-${runId}-shard-${i}`),
      runId,
      ...on,
      inputs: { shard: `${i}/3`, workers: '1', ...inputs },
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
  }
  const workspace = cloneOf(branch, `run-${runId}-confirm`);
  const confirm = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace,
    runId,
    ...on,
    inputs: { mode: 'confirm', workers: '1', ...inputs },
  });
  return { confirm, workspace };
}

test('an unchanged pull request on a day every task is 0.10 worse than the pool passes', async () => {
  mkdirSync(stateDir(), { recursive: true });
  const origin = originDir();
  mkdirSync(origin, { recursive: true });
  git(origin, 'init', '-q', '-b', 'main');
  writeSuite(origin);
  writeFileSync(join(stateDir(), 'rate'), '0');
  let base = '';
  for (const n of [1, 2]) {
    writeFileSync(join(origin, 'CHANGELOG.md'), `push ${n}\n`);
    git(origin, 'add', '-A');
    git(origin, 'commit', '-q', '-m', `push ${n}`);
    base = git(origin, 'rev-parse', 'HEAD');
    const { confirm } = await shardedRun(`7${n}`, 'main', {
      eventName: 'push',
      event: pushEvent(),
      sha: base,
      ref: 'refs/heads/main',
    });
    assert.equal(confirm.code, 0, confirm.stdout + confirm.stderr);
  }

  // The pull request changes no suite; the day is worse for every task, base and head alike.
  writeFileSync(join(stateDir(), 'rate'), '0.1');
  git(origin, 'checkout', '-q', '-b', 'pr-21', base);
  writeFileSync(join(origin, 'README.md'), 'a note\n');
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', 'pr 21');
  const head = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');
  const { confirm, workspace } = await shardedRun(
    '721',
    'pr-21',
    {
      eventName: 'pull_request',
      event: pullRequestEvent(21, base, head),
      sha: head,
      ref: 'refs/pull/21/merge',
    },
    // Every task runs (no suite changed: impact selection would run none, a pass of its own).
    { impact: 'off' },
  );
  assert.equal(confirm.code, 0, confirm.stdout + confirm.stderr);
  assert.equal(confirm.outputs['verdict'], 'pass');
  assert.equal(confirm.outputs['regressions'], '0');
  const runs = readFileSync(join(workspace, 'parley-results/results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { status: string; confirmation?: boolean; side?: string });
  const screening = runs.filter((r) => !r.confirmation);
  assert.equal(screening.length, 72);
  // The day is visible in the screening runs, and the confirm job ran the base beside the head.
  assert.ok(screening.filter((r) => r.status === 'failed').length > 0, 'the bad day shows');
  assert.ok(
    runs.some((r) => r.side === 'base'),
    'the confirm job ran the base commit beside the head',
  );
  const body = services.api.comments.find((c) => c.issue === 21)!.body;
  assert.match(body, /### Confirmation against concurrent base runs/);
  assert.match(body, /The suite looked worse than the pool/);
  assert.match(body, /0 regressions confirmed/);
});
