// Impact selection through the bundled action, on a generated repository of 10 skills x 5 tasks
// (the built-in agent against the loopback model): a push runs every task and saves the pooled
// baseline; each pull request (a shallow clone of its head, the base fetched for the diff) runs
// only the tasks whose inputs changed, and its comment lists the others as not re-run. A change
// of model (an action input) runs everything.
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { useGitHubServices } from '../fakes/github-services.js';
import { pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';
import { git } from '../fakes/git.js';
import { agentModel, SHARED_BY, SKILLS, TASKS, writeSkillsRepo } from '../fakes/impact-repo.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

const services = useGitHubServices('impact');
const KEY = 'sk-impact-e2e';
let llm: FakeOpenAI;
let origin: string;
let baseSha: string;
let pr = 30;

before(async () => {
  llm = await startFakeOpenAI(agentModel, { apiKey: KEY });
});
after(async () => llm.close());

const inputs = (more: Record<string, string> = {}) => ({
  'base-url': llm.url,
  'api-key': KEY,
  workers: '4',
  'confirm-tasks': '0',
  ...more,
});

/** A pull request of one commit on top of the base: `edit` changes the files. */
async function pullRequest(edit: (dir: string) => void, more: Record<string, string> = {}) {
  const branch = `feature-${++pr}`;
  git(origin, 'checkout', '-q', '-b', branch, baseSha);
  edit(origin);
  git(origin, 'commit', '-qam', branch);
  const headSha = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');
  const clone = checkout();
  git(services.root, 'clone', '-q', '--depth', '1', '--branch', branch, `file://${origin}`, clone);
  const run = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace: clone,
    eventName: 'pull_request',
    runId: String(100 + pr),
    event: pullRequestEvent(pr, baseSha, headSha),
    sha: headSha,
    ref: `refs/pull/${pr}/merge`,
    inputs: inputs(more),
  });
  const text = readFileSync(join(clone, 'parley-results/results.jsonl'), 'utf8').trim();
  const records = text ? text.split('\n').map((l) => JSON.parse(l)) : [];
  const comment = services.api.comments.filter((c) => c.issue === pr).at(-1)?.body ?? '';
  return { run, records, comment };
}

/**
 * Every job's workspace is at the same path, as on GitHub's runners (/home/runner/work/R/R):
 * a task's identity holds the paths of skill directories outside its suite's folder.
 */
function checkout(): string {
  const dir = join(services.root, 'workspace');
  rmSync(dir, { recursive: true, force: true });
  return dir;
}

const notRerunRows = (comment: string) =>
  (comment.match(/\| not re-run: its inputs did not change \|/g) ?? []).length;

test('a push runs every task and saves the baseline the pull requests stand on', async () => {
  origin = join(services.root, 'origin');
  writeSkillsRepo(origin);
  git(services.root, 'init', '-q', '-b', 'main', origin);
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', 'base');
  baseSha = git(origin, 'rev-parse', 'HEAD');
  const workspace = checkout();
  git(services.root, 'clone', '-q', `file://${origin}`, workspace);
  const push = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace,
    eventName: 'push',
    runId: '90',
    event: pushEvent(),
    sha: baseSha,
    ref: 'refs/heads/main',
    inputs: inputs(),
  });
  assert.equal(push.code, 0, push.stdout + push.stderr);
  assert.equal(push.outputs.passed, String(SKILLS * TASKS), push.stdout);
});

test('a pull request that edits one SKILL.md runs that skill’s 5 tasks and lists the other 45', async () => {
  const { run, records, comment } = await pullRequest((dir) =>
    appendFileSync(join(dir, 'skills/skill-4/SKILL.md'), '\nBe brief.\n'),
  );
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.equal(records.length, TASKS, run.stdout);
  assert.ok(records.every((r) => r.suite === 'skill-4'));
  assert.equal(run.outputs.passed, String(TASKS));
  assert.equal(notRerunRows(comment), (SKILLS - 1) * TASKS, comment);
  assert.match(comment, /1 file changed since `[0-9a-f]{12}`; 45 tasks not re-run/);
  assert.doesNotMatch(comment, /only in the base/);
  // "vs base" is of the same 5 tasks: as many tokens (5 runs of 420), no change in pass rate.
  assert.match(comment, /\(\+0\.0 pts vs base\)/);
  assert.match(comment, /Tokens 2,100 \(\+0\)/);
  assert.match(run.stdout, /parley: impact: 1 file\(s\) changed since [0-9a-f]{40}/);
});

test('a pull request that edits the shared instruction file runs every task that reads it', async () => {
  const { run, records, comment } = await pullRequest((dir) =>
    appendFileSync(join(dir, 'shared/instructions.md'), 'Never use emoji.\n'),
  );
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.equal(records.length, SHARED_BY * TASKS);
  assert.equal(notRerunRows(comment), (SKILLS - SHARED_BY) * TASKS);
});

test('a pull request that edits only README.md runs nothing, says so and passes', async () => {
  const { run, records, comment } = await pullRequest((dir) =>
    appendFileSync(join(dir, 'README.md'), '\nMore words.\n'),
  );
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.equal(records.length, 0);
  assert.equal(run.outputs.passed, '0');
  assert.equal(run.outputs.verdict, 'pass');
  assert.match(comment, /## Parley: ✅ nothing re-run: no task's inputs changed/);
  assert.doesNotMatch(comment, /Pass rate/);
  assert.equal(notRerunRows(comment), SKILLS * TASKS);
});

test('a pull request run with another model runs everything', async () => {
  const { run, records, comment } = await pullRequest(
    (dir) => appendFileSync(join(dir, 'README.md'), '\nOther words.\n'),
    { model: 'other-model' },
  );
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.equal(records.length, SKILLS * TASKS);
  assert.equal(notRerunRows(comment), 0);
  assert.match(comment, /50 tasks with unchanged inputs ran anyway/);
});

test('impact: off runs every task of a pull request', async () => {
  const { run, records } = await pullRequest(
    (dir) => appendFileSync(join(dir, 'README.md'), '\nYet more.\n'),
    { impact: 'off' },
  );
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.equal(records.length, SKILLS * TASKS);
});

test('a pull request whose diff cannot be computed runs every task and says why', async () => {
  const workspace = checkout();
  git(services.root, 'clone', '-q', `file://${origin}`, workspace);
  rmSync(join(workspace, '.git'), { recursive: true, force: true });
  const run = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace,
    eventName: 'pull_request',
    runId: '190',
    event: pullRequestEvent(90, baseSha, baseSha),
    sha: baseSha,
    ref: 'refs/pull/90/merge',
    inputs: inputs(),
  });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.equal(run.outputs.passed, String(SKILLS * TASKS));
  const comment = services.api.comments.filter((c) => c.issue === 90).at(-1)?.body ?? '';
  assert.match(
    comment,
    /_Every task ran: the changed files are unknown: .* is not in a git repository/,
  );
  assert.match(run.stdout, /::warning::parley: impact: every task runs: /);
});
