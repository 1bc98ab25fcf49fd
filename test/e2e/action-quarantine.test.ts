// Issue 49's last step through the bundled action: a task is broken on a pull request against a
// baseline a scheduled run saved. Without a quarantine the check fails and names it; with the
// task in `.parley.yaml`'s `quarantine:` list (a reason, an expiry) the same pull request passes,
// the task still ran and is reported, and the comment says it is quarantined and why.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import { DIST, pullRequestEvent, runAction } from '../fakes/github-runner.js';

let api: FakeGitHubApi;
let results: FakeResults;
let root: string;

const BASE = `0b${'0'.repeat(38)}`;
const task = (id: string, passes: boolean) =>
  `id: ${id}\nname: Task ${id}\ninputs:\n  prompt: Do it.\n  mock:\n    - ${passes ? 'DONE, all of it.' : 'Not today.'}\n`;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function checkout(name: string, wobblyPasses: boolean, quarantine?: string): string {
  const dir = join(root, name);
  const suite = join(dir, 'evals', 'demo');
  mkdirSync(join(suite, 'tasks'), { recursive: true });
  writeFileSync(
    join(suite, 'eval.yaml'),
    'name: demo\nconfig:\n  executor: mock\n  trials_per_task: 5\ngraders:\n' +
      "  - type: text\n    name: says-done\n    config:\n      contains: ['DONE']\ntasks:\n  - tasks/*.yaml\n",
  );
  writeFileSync(join(suite, 'tasks', 'steady.yaml'), task('steady', true));
  writeFileSync(join(suite, 'tasks', 'wobbly.yaml'), task('wobbly', wobblyPasses));
  if (quarantine) writeFileSync(join(dir, '.parley.yaml'), quarantine);
  return dir;
}

before(async () => {
  assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
  results = await startFakeResults();
  api = await startFakeGitHubApi({ results });
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-quarantine-'));
  const main = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: checkout('main', true),
    eventName: 'schedule',
    runId: '700',
    event: {
      schedule: '0 3 * * *',
      repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
    },
    sha: BASE,
    ref: 'refs/heads/main',
  });
  assert.equal(main.code, 0, main.stdout + main.stderr);
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

async function pullRequest(name: string, number: number, quarantine?: string) {
  const head = `${number}f${'0'.repeat(37)}`.slice(0, 40);
  return runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: checkout(name, false, quarantine),
    eventName: 'pull_request',
    runId: String(800 + number),
    event: pullRequestEvent(number, BASE, head),
    sha: head,
    ref: `refs/pull/${number}/merge`,
    inputs: { 'confirm-tasks': '0' },
  });
}

test('a task broken on a PR fails the check; quarantined, the same PR passes and says why', async () => {
  const plain = await pullRequest('pr-plain', 21);
  assert.equal(plain.code, 1, plain.stdout + plain.stderr);
  assert.equal(plain.outputs['verdict'], 'regressed');
  const plainComment = api.comments.filter((c) => c.issue === 21).at(-1)?.body ?? '';
  assert.match(plainComment, /## Parley: ❌ 1 regression/);
  assert.match(plainComment, /wobbly/);

  const entry = `quarantine:\n  - task: demo/wobbly\n    reason: flaky since the model update, issue 12\n    expires: ${day(7)}\n`;
  const held = await pullRequest('pr-quarantined', 22, entry);
  assert.equal(held.code, 0, held.stdout + held.stderr);
  assert.notEqual(held.outputs['verdict'], 'regressed');
  const summary = JSON.parse(
    readFileSync(join(root, 'pr-quarantined', 'parley-results', 'summary.json'), 'utf8'),
  ) as {
    suites: { tasks: { task_id: string; counts: { by_status: Record<string, number> } }[] }[];
  };
  const wobbly = summary.suites[0]!.tasks.find((t) => t.task_id === 'wobbly')!;
  assert.equal(wobbly.counts.by_status['failed'], 5, 'the quarantined task still ran');
  const comment = api.comments.filter((c) => c.issue === 22).at(-1)?.body ?? '';
  assert.doesNotMatch(comment, /❌/);
  assert.match(
    comment,
    new RegExp(
      `\\*\\*1 task quarantined\\*\\* .*\`demo/wobbly\` \\(flaky since the model update, issue 12, until ${day(7)}\\)`,
    ),
  );
  assert.match(held.summary, /1 task quarantined/);
});
