// `parley run --changed-since REF` on a generated repository of 10 skills x 5 tasks (the built-in
// agent against the loopback model): only the tasks whose inputs changed run, the others are
// listed in report.md as not re-run and left out of the comparison; a change Parley cannot
// attribute to a task, or another model, runs everything.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { git } from '../fakes/git.js';
import {
  agentModel,
  MODEL,
  SHARED_BY,
  SKILLS,
  TASKS,
  writeSkillsRepo,
} from '../fakes/impact-repo.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { CLI_ARGS } from '../cli-args.js';

const KEY = 'sk-impact-test';

let llm: FakeOpenAI;
let repo: string;
let baseSha: string;

/** `parley ARGS` from the repository, as a process (the loopback model answers meanwhile). */
function parley(args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: repo,
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', NO_COLOR: '1' },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((done) => child.on('close', (code) => done({ code, out })));
}

const endpoint = () => ['--base-url', llm.url, '--api-key', KEY, '--workers', '4'];

function results(dir: string) {
  const summary = JSON.parse(readFileSync(join(repo, dir, 'summary.json'), 'utf8'));
  const report = readFileSync(join(repo, dir, 'report.md'), 'utf8');
  const text = readFileSync(join(repo, dir, 'results.jsonl'), 'utf8').trim();
  const records = text ? text.split('\n').map((l) => JSON.parse(l)) : [];
  return { summary, report, records };
}

/** Each case starts again from the base commit. */
function reset() {
  git(repo, 'checkout', '-q', '-f', baseSha);
  git(repo, 'clean', '-qfd', '-e', 'base-results');
}

before(async () => {
  llm = await startFakeOpenAI(agentModel, { apiKey: KEY });
  repo = mkdtempSync(join(tmpdir(), 'parley-impact-cli-'));
  writeSkillsRepo(repo);
  writeFileSync(join(repo, '.gitignore'), 'base-results/\npr-*/\n');
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  baseSha = git(repo, 'rev-parse', 'HEAD');
  const full = await parley(['run', ...endpoint(), '-o', 'base-results', '-q']);
  assert.equal(full.code, 0, full.out);
  assert.equal(results('base-results').records.length, SKILLS * TASKS);
});

after(async () => {
  await llm.close();
  rmSync(repo, { recursive: true, force: true });
});

const baseline = ['--baseline', 'base-results/summary.json'];

test('an edited SKILL.md runs only its skill’s tasks; the other 45 are listed as not re-run', async () => {
  reset();
  appendFileSync(join(repo, 'skills/skill-3/SKILL.md'), '\nBe brief.\n');
  git(repo, 'commit', '-qam', 'edit skill-3');
  const run = await parley([
    'run',
    ...endpoint(),
    ...baseline,
    '--changed-since',
    baseSha,
    '-o',
    'pr-skill',
  ]);
  assert.equal(run.code, 0, run.out);
  const { summary, report, records } = results('pr-skill');
  assert.equal(records.length, TASKS, 'only skill-3’s tasks ran');
  assert.ok(records.every((r) => r.suite === 'skill-3'));
  assert.equal(records.length / (SKILLS * TASKS), 0.1);
  assert.equal(summary.counts.runs, TASKS);
  const notRerun = report.match(/\| not re-run: its inputs did not change \|/g) ?? [];
  assert.equal(notRerun.length, (SKILLS - 1) * TASKS, report);
  assert.match(report, /45 tasks not re-run: their inputs did not change/);
  assert.match(report, /\| skill-0 \| t1 \(chore 0\.1\) \| 1\/1 \|/, 'with the base’s results');
  // Compared are the tasks that ran, and only they: none of the 45 reads as removed.
  assert.doesNotMatch(report, /only in the base/);
  assert.match(run.out, /impact: 1 file\(s\) changed since \w+; 45 task\(s\) not re-run/);
});

test('an edited shared instruction file runs every task that reads it', async () => {
  reset();
  appendFileSync(join(repo, 'shared/instructions.md'), 'Never use emoji.\n');
  const run = await parley([
    'run',
    ...endpoint(),
    ...baseline,
    '--changed-since',
    baseSha,
    '-o',
    'pr-shared',
  ]);
  assert.equal(run.code, 0, run.out);
  const { records, report } = results('pr-shared');
  assert.equal(records.length, SHARED_BY * TASKS);
  const suites = [...new Set(records.map((r) => r.suite))].sort();
  assert.deepEqual(suites, ['skill-0', 'skill-1', 'skill-2']);
  assert.match(report, /35 tasks not re-run/);
});

test('a change to README.md alone runs nothing and says so', async () => {
  reset();
  appendFileSync(join(repo, 'README.md'), '\nMore words.\n');
  const run = await parley([
    'run',
    ...endpoint(),
    ...baseline,
    '--changed-since',
    baseSha,
    '-o',
    'pr-readme',
  ]);
  assert.equal(run.code, 0, run.out);
  const { records, report, summary } = results('pr-readme');
  assert.equal(records.length, 0);
  assert.equal(summary.counts.runs, 0);
  assert.match(report, /## Parley: ✅ nothing re-run: no task's inputs changed/);
  assert.match(report, /50 tasks not re-run/);
  assert.equal(llm.requests.filter((r) => r.body?.model === 'other-model').length, 0);
});

test('another model runs everything, and so does a change to the project config', async () => {
  reset();
  const before = llm.requests.length;
  const model = await parley([
    'run',
    ...endpoint(),
    ...baseline,
    '--changed-since',
    baseSha,
    '--model',
    'other-model',
    '-o',
    'pr-model',
  ]);
  assert.equal(model.code, 0, model.out);
  assert.equal(results('pr-model').records.length, SKILLS * TASKS);
  assert.equal(llm.requests.length - before, SKILLS * TASKS);
  assert.match(
    model.out,
    /impact: 0 file\(s\) changed since \w+; 0 task\(s\) not re-run \(their inputs did not change\), 50 run anyway/,
  );

  writeFileSync(join(repo, '.parley.yaml'), `defaults:\n  model: ${MODEL}\n`);
  const project = await parley([
    'run',
    ...endpoint(),
    '--changed-since',
    baseSha,
    '-o',
    'pr-project',
  ]);
  assert.equal(project.code, 0, project.out);
  const { records, report } = results('pr-project');
  assert.equal(records.length, SKILLS * TASKS);
  assert.match(
    report,
    /Every task ran: \.parley\.yaml changed, which Parley cannot attribute to a task/,
  );
});

test('without a baseline, --changed-since selects by the changed files alone', async () => {
  reset();
  appendFileSync(join(repo, 'evals/skill-7/tasks/t2.yaml'), '# edited\n');
  const run = await parley(['run', ...endpoint(), '--changed-since', baseSha, '-o', 'pr-task']);
  assert.equal(run.code, 0, run.out);
  const { records } = results('pr-task');
  assert.deepEqual(
    records.map((r) => `${r.suite}/${r.task_id}`),
    ['skill-7/t2'],
  );
});

test('a ref that is not a commit runs everything and says why', async () => {
  reset();
  const run = await parley([
    'run',
    ...endpoint(),
    '--changed-since',
    'no-such-ref',
    '-o',
    'pr-bad',
    '-q',
  ]);
  assert.equal(run.code, 0, run.out);
  assert.match(run.out, /impact: every task runs: no-such-ref is not a commit of this clone/);
  assert.equal(results('pr-bad').records.length, SKILLS * TASKS);
});

test('three shards with --changed-since run disjoint parts of the affected tasks; parley report merges them as one job', async () => {
  reset();
  appendFileSync(join(repo, 'skills/skill-5/SKILL.md'), '\nBe brief.\n');
  git(repo, 'commit', '-qam', 'edit skill-5');
  const since = ['--changed-since', baseSha];
  const one = await parley(['run', ...endpoint(), ...baseline, ...since, '-o', 'pr-one', '-q']);
  assert.equal(one.code, 0, one.out);
  const ran: string[][] = [];
  for (const i of [1, 2, 3]) {
    const shard = await parley([
      'run',
      ...endpoint(),
      ...baseline,
      ...since,
      '--shard',
      `${i}/3`,
      '-o',
      `pr-shard-${i}`,
      '-q',
    ]);
    assert.equal(shard.code, 0, shard.out);
    const { summary, records } = results(`pr-shard-${i}`);
    ran.push(records.map((r) => `${r.suite}/${r.task_id}`));
    // Every shard records the same selection: the other 45 tasks not re-run.
    assert.equal(summary.impact.not_rerun.length, (SKILLS - 1) * TASKS);
    assert.equal(summary.impact.since, baseSha);
  }
  const union = ran.flat().sort();
  assert.equal(new Set(union).size, union.length, 'no task runs in two shards');
  assert.deepEqual(
    union,
    Array.from({ length: TASKS }, (_, j) => `skill-5/t${j + 1}`),
    'the union is exactly the affected tasks',
  );
  assert.ok(
    ran.every((part) => part.length > 0 && part.length < TASKS),
    'each shard runs a part',
  );

  const merged = await parley([
    'report',
    'pr-shard-1',
    'pr-shard-2',
    'pr-shard-3',
    ...baseline,
    '-o',
    'pr-merged',
    '-q',
  ]);
  assert.equal(merged.code, 0, merged.out);
  const m = results('pr-merged');
  const single = results('pr-one');
  assert.equal(m.records.length, TASKS);
  assert.deepEqual(m.summary.impact, single.summary.impact);
  // The same impact lines as one job: the note under the verdict and the folded list.
  const impactLines = (report: string) =>
    report.split('\n').filter((l) => /^_Impact: |not re-run/i.test(l));
  assert.equal(impactLines(m.report).length, 1 + 1 + (SKILLS - 1) * TASKS, m.report);
  assert.deepEqual(impactLines(m.report), impactLines(single.report));
  assert.match(m.report, /45 tasks not re-run: their inputs did not change/);
  assert.doesNotMatch(m.report, /only in the base/);
  assert.match(m.report, /\(\+0\.0 pts vs base\)/);
});

test('parley report refuses shards that disagree on impact selection, naming them', async () => {
  reset();
  appendFileSync(join(repo, 'skills/skill-6/SKILL.md'), '\nBe brief.\n');
  git(repo, 'commit', '-qam', 'edit skill-6');
  for (const [i, ref] of [
    [1, baseSha],
    [2, 'HEAD~1'],
    [3, baseSha],
  ] as const) {
    const shard = await parley([
      'run',
      ...endpoint(),
      ...baseline,
      '--changed-since',
      ref,
      '--shard',
      `${i}/3`,
      '-o',
      `pr-mixed-${i}`,
      '-q',
    ]);
    assert.equal(shard.code, 0, shard.out);
  }
  const merged = await parley(['report', 'pr-mixed-1', 'pr-mixed-2', 'pr-mixed-3', '-q']);
  assert.equal(merged.code, 2, merged.out);
  assert.match(
    merged.out,
    /the shards disagree on impact selection .*pr-mixed-1, .*pr-mixed-3: 45 task\(s\) not re-run since [0-9a-f]{40}; .*pr-mixed-2: 45 task\(s\) not re-run since HEAD~1/,
  );
});

test('a shard whose part of the affected tasks is empty says so, not that nothing changed', async () => {
  reset();
  appendFileSync(join(repo, 'evals/skill-8/tasks/t3.yaml'), '# edited\n');
  const parts = [];
  for (const i of [1, 2]) {
    const shard = await parley([
      'run',
      ...endpoint(),
      ...baseline,
      '--changed-since',
      baseSha,
      '--shard',
      `${i}/2`,
      '-o',
      `pr-part-${i}`,
      '-q',
    ]);
    assert.equal(shard.code, 0, shard.out);
    parts.push(results(`pr-part-${i}`));
  }
  assert.deepEqual(
    parts.map((p) => p.records.length).sort(),
    [0, 1],
    'one affected task: one shard runs it',
  );
  const empty = parts.find((p) => p.records.length === 0)!;
  assert.match(
    empty.report,
    /## Parley: ✅ nothing to run in this shard: its part of the tasks whose inputs changed is empty/,
  );
  assert.doesNotMatch(empty.report, /no task's inputs changed/);
});
