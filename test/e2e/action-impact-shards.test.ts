// Impact selection across the shards of a matrix, through the bundled action, on the generated
// repository of 10 skills x 5 tasks: a push saves the pooled baseline; a pull request that edits
// one SKILL.md runs, over three `shard: i/3` jobs, only that skill's tasks (each shard its part),
// and the `mode: report` job's comment (and the `mode: confirm` job's) lists the other 45 as not
// re-run, as one job's does.
// Shards that disagree on the selection fail the report job, named; a fork's artifact that
// claims tasks were not re-run is not believed.
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { useGitHubServices } from '../fakes/github-services.js';
import { runBackendId } from '../fakes/github-results.js';
import { pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';
import { git } from '../fakes/git.js';
import { agentModel, SKILLS, TASKS, writeSkillsRepo } from '../fakes/impact-repo.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

const services = useGitHubServices('impact-shards');
const KEY = 'sk-impact-shards-e2e';
let llm: FakeOpenAI;
let origin: string;
let baseSha: string;
let headSha: string;
const BRANCH = 'feature-skill-4';

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

/**
 * A shallow clone of the pull request's head, always at the same path, as on GitHub's runners:
 * a task's identity holds the paths of skill directories outside its suite's folder.
 */
function checkout(): string {
  const dir = join(services.root, 'workspace');
  rmSync(dir, { recursive: true, force: true });
  git(services.root, 'clone', '-q', '--depth', '1', '--branch', BRANCH, `file://${origin}`, dir);
  return dir;
}

/** One job of pull request `pr` in workflow run `runId`: a shard, a whole job or the report. */
async function prJob(pr: number, runId: string, more: Record<string, string>, headRepo?: string) {
  const report = more.mode === 'report';
  // Report mode checks nothing out: it reads the shards' artifacts.
  const workspace = report ? join(services.root, `report-${runId}`) : checkout();
  mkdirSync(workspace, { recursive: true });
  const run = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace,
    eventName: 'pull_request',
    runId,
    event: pullRequestEvent(pr, baseSha, headSha, headRepo),
    sha: headSha,
    ref: `refs/pull/${pr}/merge`,
    inputs: report ? more : inputs(more),
  });
  // A report job that refused the shards writes no results.
  const dir = join(workspace, 'parley-results');
  const wrote = existsSync(join(dir, 'summary.json'));
  const text = wrote ? readFileSync(join(dir, 'results.jsonl'), 'utf8').trim() : '';
  const records = text ? text.split('\n').map((l) => JSON.parse(l)) : [];
  const summary = wrote ? JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) : undefined;
  const comment = services.api.comments.filter((c) => c.issue === pr).at(-1)?.body ?? '';
  return { run, records, summary, comment };
}

/** What a comment says of impact selection: the note under the verdict and the folded list. */
const impactLines = (comment: string) =>
  comment.split('\n').filter((l) => /^_Impact: |not re-run/i.test(l));
const notRerunRows = (comment: string) =>
  (comment.match(/\| not re-run: its inputs did not change \|/g) ?? []).length;
/** The outputs a workflow's later steps read of the gate. */
const GATE = ['passed', 'failed', 'abstained', 'errors', 'pass-rate', 'regressions', 'verdict'];

test('a push runs every task and saves the baseline; the pull request edits one skill', async () => {
  origin = join(services.root, 'origin');
  writeSkillsRepo(origin);
  git(services.root, 'init', '-q', '-b', 'main', origin);
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', 'base');
  baseSha = git(origin, 'rev-parse', 'HEAD');
  const workspace = join(services.root, 'workspace');
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
  git(origin, 'checkout', '-q', '-b', BRANCH);
  appendFileSync(join(origin, 'skills/skill-4/SKILL.md'), '\nBe brief.\n');
  git(origin, 'commit', '-qam', 'edit skill-4');
  headSha = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');
});

test("three shards run only the edited skill's tasks; the report job comments as one job does", async () => {
  const single = await prJob(40, '140', {});
  assert.equal(single.run.code, 0, single.run.stdout + single.run.stderr);
  assert.equal(single.records.length, TASKS);
  assert.equal(notRerunRows(single.comment), (SKILLS - 1) * TASKS, single.comment);

  const ran: string[] = [];
  for (const i of [1, 2, 3]) {
    const shard = await prJob(41, '141', { shard: `${i}/3` });
    assert.equal(shard.run.code, 0, shard.run.stdout + shard.run.stderr);
    assert.match(shard.run.stdout, /parley: impact: 1 file\(s\) changed since [0-9a-f]{40}/);
    // Each shard made the whole selection and ran its part of it.
    assert.equal(shard.summary.impact.not_rerun.length, (SKILLS - 1) * TASKS);
    assert.ok(shard.records.length < TASKS, `shard ${i}/3 ran ${shard.records.length}`);
    ran.push(...shard.records.map((r) => `${r.suite}/${r.task_id}#${r.trial}`));
  }
  assert.equal(
    services.api.comments.filter((c) => c.issue === 41).length,
    0,
    'shards do not comment',
  );
  // The sum of the shards' runs is the affected tasks x trials (1), each run once.
  assert.deepEqual(
    ran.sort(),
    Array.from({ length: TASKS }, (_, j) => `skill-4/t${j + 1}#1`),
  );

  const report = await prJob(41, '141', { mode: 'report' });
  assert.equal(report.run.code, 0, report.run.stdout + report.run.stderr);
  assert.equal(report.records.length, TASKS);
  assert.deepEqual(report.summary.impact, single.summary.impact);
  const comment = report.comment;
  assert.equal(notRerunRows(comment), (SKILLS - 1) * TASKS, comment);
  assert.deepEqual(impactLines(comment), impactLines(single.comment));
  assert.match(comment, /1 file changed since `[0-9a-f]{12}`; 45 tasks not re-run/);
  assert.doesNotMatch(comment, /only in the base/);
  // The headline and the figures against the base are one job's: the same 5 tasks compared.
  const headline = (body: string) => body.split('\n').find((l) => l.startsWith('## Parley:'));
  assert.equal(headline(comment), headline(single.comment));
  assert.match(comment, /\(\+0\.0 pts vs base\)/);
  assert.match(comment, /Tokens 2,100 \(\+0\)/);
  for (const key of GATE) assert.equal(report.run.outputs[key], single.run.outputs[key], key);

  // The confirm job of the same shards (a checkout and the keys): the same cut, the same verdict.
  const confirm = await prJob(41, '141', { mode: 'confirm' });
  assert.equal(confirm.run.code, 0, confirm.run.stdout + confirm.run.stderr);
  assert.equal(confirm.records.length, TASKS);
  assert.equal(notRerunRows(confirm.comment), (SKILLS - 1) * TASKS, confirm.comment);
  assert.deepEqual(impactLines(confirm.comment), impactLines(single.comment));
  assert.equal(headline(confirm.comment), headline(single.comment));
  for (const key of GATE) assert.equal(confirm.run.outputs[key], single.run.outputs[key], key);
});

test('shards that disagree on impact selection fail the report job, naming them', async () => {
  for (const i of [1, 2, 3]) {
    // Shard 2 runs its part of every task: its selection is not the others'.
    const shard = await prJob(42, '142', {
      shard: `${i}/3`,
      ...(i === 2 ? { impact: 'off' } : {}),
    });
    assert.equal(shard.run.code, 0, shard.run.stdout + shard.run.stderr);
  }
  const report = await prJob(42, '142', { mode: 'report' });
  assert.equal(report.run.code, 1);
  assert.match(
    report.run.stdout,
    /::error::.*the shards disagree on impact selection .*shard-1-of-3.*shard-3-of-3[^;]*: 45 task\(s\) not re-run since [0-9a-f]{40}; artifact "[^"]*shard-2-of-3[^"]*": no impact selection/,
  );
  assert.match(
    report.comment,
    /## Parley: results not reported[\s\S]*the shards disagree on impact selection/,
  );
});

test("a fork's artifact that claims tasks were not re-run is not believed", async () => {
  // One job's real results with their impact selection, uploaded as a fork's run would.
  const artifact = services.results.artifacts.find(
    (a) => a.runBackendId === runBackendId('140') && a.name.startsWith('parley-results-'),
  )!;
  services.results.seedArtifact('143', artifact.name, artifact.data!);
  const report = await prJob(43, '143', { mode: 'report' }, 'mallory/parley-demo');
  assert.equal(report.run.code, 0, report.run.stdout + report.run.stderr);
  const comment = report.comment;
  assert.match(
    comment,
    /The results claim 45 task\(s\) were not re-run \(impact selection\), which a fork's pull request never gets: the claim is ignored/,
  );
  // Compared as if those tasks ran nothing: they are only in the base, not cut.
  assert.equal(notRerunRows(comment), 0, comment);
  assert.doesNotMatch(comment, /_Impact: /);
  assert.match(comment, /45 only in the base/);
  assert.equal(report.summary.impact, undefined, 'the merged summary drops the claim');
});
