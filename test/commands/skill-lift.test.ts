// Skill lift as a user runs it (issue 48): `parley run` of a suite with `baseline: true` (or
// `--skill-lift`) runs every task x trial with the suite's skills and without them, interleaved
// in the same job. What the user reads: summary.json's skill_lift (per task with/without counts,
// claims, the multi-turn measures), the "Skill lift" section of report.md, the console line, the
// exit code with --fail-on no-lift; the runs without the skill are in results.jsonl, marked, and
// never in summary.json's counts. The built-in agent without the skill, against the loopback
// model, is sent no <available_skills> and no load_skill tool.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CLI_ARGS } from '../cli-args.js';
import { startFakeOpenAI, type FakeOpenAI, type FakeRequest } from '../fakes/openai-server.js';
import { writeSuite } from './cli-process.js';

const root = mkdtempSync(join(tmpdir(), 'parley-skill-lift-'));
const example = resolve('examples/skill-lift');

function parley(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: root,
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', NO_COLOR: '1', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, stdout, stderr })));
}

interface Line {
  task_id: string;
  trial: number;
  status: string;
  skill_arm?: 'with' | 'without';
  turns: { output: string }[];
}
const lines = (dir: string): Line[] =>
  readFileSync(join(root, dir, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const summaryOf = (dir: string): any =>
  JSON.parse(readFileSync(join(root, dir, 'summary.json'), 'utf8'));

after(() => rmSync(root, { recursive: true, force: true }));

describe('parley run examples/skill-lift (baseline: true)', () => {
  let run: Awaited<ReturnType<typeof parley>>;
  before(async () => {
    run = await parley(['run', example, '-o', 'lift', '--workers', '1']);
  });

  it('runs every task x trial with and without the skill, interleaved, and counts only the with runs', () => {
    const all = lines('lift');
    assert.equal(all.length, 50);
    assert.equal(all.filter((l) => l.skill_arm === 'without').length, 25);
    assert.equal(all.filter((l) => l.skill_arm === 'with').length, 25);
    // One worker runs the queue in order: with first on odd trials, without first on even.
    const asks = all.filter((l) => l.task_id === 'asks-version');
    assert.deepEqual(
      asks.map((l) => `${l.trial}${l.skill_arm}`),
      [
        '1with',
        '1without',
        '2without',
        '2with',
        '3with',
        '3without',
        '4without',
        '4with',
        '5with',
        '5without',
      ],
    );
    // The same prompt, a different agent: the mock's mock_without_skill script.
    const without = asks.find((l) => l.skill_arm === 'without')!;
    assert.match(without.turns[0]!.output, /^Release notes: CSV export/);
    const summary = summaryOf('lift');
    assert.equal(summary.counts.runs, 25);
    assert.equal(summary.counts.by_status.passed, 20);
    assert.equal(summary.counts.by_status.failed, 5);
    const oneSentence = summary.suites[0].tasks.find(
      (t: { task_id: string }) => t.task_id === 'one-sentence',
    );
    // Only the with runs: 0 of 5 passed (the 5 without the skill all passed).
    assert.equal(oneSentence.trials, 5);
    assert.equal(oneSentence.passed, 0);
  });

  it('writes skill_lift: helps on three tasks, hurts on one, the measures with intervals', () => {
    const lift = summaryOf('lift').skill_lift;
    assert.equal(lift.sentence, 'helps on 3 tasks, hurts on 1, no evidence either way on 1');
    assert.deepEqual([lift.helps, lift.hurts, lift.no_evidence], [3, 1, 1]);
    assert.equal(lift.pooled.claim, 'helps');
    assert.equal(lift.pooled.difference, 0.4);
    assert.equal(lift.skipped, undefined);
    const task = (id: string) => lift.tasks.find((t: { task: string }) => t.task === id);
    const asks = task('asks-version');
    assert.deepEqual(asks.with, { passed: 5, runs: 5, rate: 1 });
    assert.deepEqual(asks.without, { passed: 0, runs: 5, rate: 0 });
    assert.equal(asks.claim, 'helps');
    // Fisher's one-sided exact p of 5/5 against 0/5 is 1/252.
    assert.ok(Math.abs(asks.p_helps - 1 / 252) < 1e-12, String(asks.p_helps));
    assert.ok(asks.interval.low > 0 && asks.interval.high === 1, JSON.stringify(asks.interval));
    // With the skill the agent asks for the version: one follow-up and two turns, against none.
    assert.equal(asks.measures.followups.with, 1);
    assert.equal(asks.measures.followups.without, 0);
    assert.equal(asks.measures.turns.difference, 1);
    assert.equal(asks.measures.followups.n_with, 5);
    const hurt = task('one-sentence');
    assert.equal(hurt.claim, 'hurts');
    assert.deepEqual([hurt.with.passed, hurt.without.passed], [0, 5]);
    assert.ok(hurt.interval.high < 0);
    assert.equal(task('typo-fix').claim, 'no_evidence');
    assert.equal(task('typo-fix').difference, 0);
  });

  it('prints the Skill lift section in report.md and the console line', () => {
    const report = readFileSync(join(root, 'lift', 'report.md'), 'utf8');
    assert.match(report, /### Skill lift/);
    assert.match(report, /The skill helps on 3 tasks, hurts on 1, no evidence either way on 1/);
    assert.match(
      report,
      /\| skill-lift › one-sentence \| 0\/5 \| 5\/5 \| −1\.00 \(−1\.00 to −0\.\d\d\) \| \*\*hurts\*\* \|/,
    );
    assert.match(report, /\| skill-lift › asks-version \| 1\.0 vs 0\.0 \(\+1\.0, /);
    assert.match(
      run.stdout,
      /skill lift: helps on 3 tasks, hurts on 1, no evidence either way on 1 \(5 tasks; suite \+0\.40 in pass rate, helps\)/,
    );
    assert.match(run.stdout, /one-sentence #1 without the skill/);
    const html = readFileSync(join(root, 'lift', 'report.html'), 'utf8');
    assert.match(html, /<h2 id="skill-lift">Skill lift: with and without the skill<\/h2>/);
    assert.match(html, /without the skill ·/);
    // The default fail-on without a baseline (failures): the with runs of one-sentence failed.
    assert.equal(run.code, 1);
  });
});

describe('--fail-on no-lift', () => {
  it('fails when a task is significantly hurt, and says which', async () => {
    const run = await parley(['run', example, '-o', 'nolift', '--fail-on', 'no-lift']);
    assert.equal(run.code, 1, run.stderr);
    assert.match(
      run.stderr,
      /the skill significantly hurts 1 task \(skill-lift\/one-sentence\) \(fail-on: no-lift\)/,
    );
  });

  it('passes when the skill lifts the suite and hurts no task', async () => {
    const run = await parley([
      'run',
      example,
      '-o',
      'lifted',
      '--fail-on',
      'no-lift',
      '--task',
      'asks-version',
      '--task',
      'groups-changes',
      '--task',
      'breaking-change',
    ]);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(summaryOf('lifted').skill_lift.pooled.claim, 'helps');
  });

  it('fails when no lift could be measured (the suite has no skill), and the suite runs as usual', async () => {
    const dir = writeSuite(root, 'no-skill', { plain: { prompt: 'hi', mock: ['hello'] } });
    const run = await parley(['run', dir, '-o', 'noskill', '--fail-on', 'no-lift']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /no skill lift was measured: no-skill: the suite has no skill/);
    assert.equal(lines('noskill').length, 1);
    assert.equal(lines('noskill')[0]!.skill_arm, undefined);
    const summary = summaryOf('noskill');
    assert.equal(summary.counts.by_status.passed, 1);
    assert.match(summary.skill_lift.skipped, /the suite has no skill/);
    assert.match(
      readFileSync(join(root, 'noskill', 'report.md'), 'utf8'),
      /No lift measured: no-skill: the suite has no skill/,
    );
  });
});

describe('skill lift and the budget', () => {
  it('counts the runs without the skill against --max-runs', async () => {
    await parley(['run', example, '-o', 'budget', '--max-runs', '4', '--workers', '1']);
    const all = lines('budget');
    assert.equal(all.length, 4);
    assert.equal(all.filter((l) => l.skill_arm === 'without').length, 2);
    // The gate's not_run counts the with runs the budget kept from starting, not their twins.
    assert.equal(summaryOf('budget').not_run.runs, 23);
  });
});

describe('skill lift over shards', () => {
  it("parley report measures the lift over every shard's tasks", async () => {
    await parley(['run', example, '--shard', '1/2', '-o', 's1', '-q']);
    await parley(['run', example, '--shard', '2/2', '-o', 's2', '-q']);
    // Each shard measured its own tasks only.
    const parts = ['s1', 's2'].map((d) => summaryOf(d).skill_lift.tasks.length);
    assert.equal(parts[0] + parts[1], 5);
    const run = await parley(['report', 's1', 's2', '-o', 'merged']);
    const merged = { ...summaryOf('merged'), stdout: run.stdout };
    assert.equal(merged.counts.runs, 25);
    assert.equal(
      merged.skill_lift.sentence,
      'helps on 3 tasks, hurts on 1, no evidence either way on 1',
    );
    const report = readFileSync(join(root, 'merged', 'report.md'), 'utf8');
    assert.match(report, /### Skill lift/);
    // The merged runs hold both arms; the report's trials are the runs with the skill.
    assert.match(report, /<summary>skill-lift \/ one-sentence: 5 trials<\/summary>/);
    assert.match(merged.stdout ?? '', /one-sentence: 5 of 5 trials failed/);
  });
});

describe('skill lift at validate', () => {
  it('warns when a baseline: true suite has an agent Parley cannot withhold the skill from', async () => {
    const dir = join(root, 'http-suite');
    mkdirSync(join(dir, 'skills', 's'), { recursive: true });
    writeFileSync(
      join(dir, 'skills', 's', 'SKILL.md'),
      '---\nname: s\ndescription: d\n---\nbody\n',
    );
    writeFileSync(
      join(dir, 'eval.yaml'),
      'name: http-lift\nskill: s\nbaseline: true\nconfig:\n  executor: http\n  agent:\n    url: http://127.0.0.1:9/chat\n  skill_directories: [skills]\ntasks:\n  - id: t\n    inputs:\n      prompt: hi\n',
    );
    const run = await parley(['validate', dir]);
    assert.match(
      run.stdout + run.stderr,
      /baseline: no run without the skill can be made: executor http: Parley places no skill files for it/,
    );
  });
});

describe('the built-in agent without the skill', () => {
  let model: FakeOpenAI;
  const requests: FakeRequest[] = [];
  before(async () => {
    // The model answers by what it was given, so each record says which request it came from.
    model = await startFakeOpenAI(
      (req) => {
        requests.push(req);
        const system = String(req.body.messages[0]?.content ?? '');
        return { content: system.includes('<available_skills>') ? 'SKILLED' : 'PLAIN' };
      },
      { apiKey: 'sk-lift' },
    );
  });
  after(() => model.close());

  it('sends no <available_skills>, no load_skill tool and no skill body', async () => {
    const dir = join(root, 'openai-suite');
    mkdirSync(join(dir, 'skills', 'release-notes'), { recursive: true });
    writeFileSync(
      join(dir, 'skills', 'release-notes', 'SKILL.md'),
      '---\nname: release-notes\ndescription: Write release notes\n---\nALWAYS-START-WITH-A-HEADING\n',
    );
    writeFileSync(
      join(dir, 'eval.yaml'),
      'name: openai-lift\nskill: release-notes\nconfig:\n  executor: openai\n  model: m\n  trials_per_task: 1\n  skill_directories: [skills]\n  required_skills: [release-notes]\ntasks:\n  - id: notes\n    inputs:\n      prompt: Write release notes.\n',
    );
    const run = await parley(['run', dir, '-o', 'openai', '--skill-lift'], {
      OPENAI_API_KEY: 'sk-lift',
      OPENAI_BASE_URL: model.url,
    });
    assert.equal(run.code, 0, run.stderr);
    const all = lines('openai');
    assert.deepEqual(all.map((l) => [l.skill_arm, l.turns[0]!.output]).sort(), [
      ['with', 'SKILLED'],
      ['without', 'PLAIN'],
    ]);
    const plain = requests.filter(
      (r) => !String(r.body.messages[0]?.content).includes('<available_skills>'),
    );
    const skilled = requests.filter((r) => !plain.includes(r));
    assert.equal(plain.length, 1);
    assert.equal(skilled.length, 1);
    const tools = (r: FakeRequest) =>
      (r.body.tools ?? []).map((t: { function: { name: string } }) => t.function.name);
    assert.ok(tools(skilled[0]!).includes('load_skill'));
    assert.ok(!tools(plain[0]!).includes('load_skill'));
    assert.doesNotMatch(
      JSON.stringify(plain[0]!.body),
      /ALWAYS-START-WITH-A-HEADING|release-notes/,
    );
    assert.match(JSON.stringify(skilled[0]!.body), /ALWAYS-START-WITH-A-HEADING/);
    assert.equal(summaryOf('openai').counts.runs, 1);
  });
});

describe('the pairwise judge in a skill-lift job', () => {
  let judge: FakeOpenAI;
  before(async () => {
    // A judge that reads the two conversations and prefers the longer one (a tie when equal): what
    // the with and without runs wrote decides, whichever position each is in.
    judge = await startFakeOpenAI(
      (req) => {
        const text = String(req.body.messages.at(-1)?.content ?? '');
        const of = (side: string) =>
          new RegExp(`<conversation_${side}>([\\s\\S]*?)</conversation_${side}>`).exec(text)?.[1]
            ?.length ?? 0;
        const [a, b] = [of('A'), of('B')];
        const answer = a === b ? 'tie' : a > b ? 'A' : 'B';
        return { content: JSON.stringify({ answer, reason: 'the longer one' }) };
      },
      { apiKey: 'sk-pair-judge' },
    );
  });
  after(() => judge.close());

  it('judges every pair, writes pairwise.jsonl, and summary.json and report.md give the sign test', async () => {
    const dir = join(root, 'pairwise-suite');
    mkdirSync(dir, { recursive: true });
    for (const part of ['skills', 'tasks'])
      cpSync(join(example, part), join(dir, part), { recursive: true });
    writeFileSync(
      join(dir, 'eval.yaml'),
      readFileSync(join(example, 'eval.yaml'), 'utf8').replace(
        'tasks:\n  - tasks/*.yaml',
        'graders:\n  - type: pairwise\n    name: fuller\n    model: judge-small\n    config:\n      rubric: The answer gives the reader what the release notes need.\ntasks:\n  - tasks/*.yaml',
      ),
    );
    const run = await parley([
      'run',
      dir,
      '-o',
      'pairwise',
      '--judge-base-url',
      judge.url,
      '--judge-api-key',
      'sk-pair-judge',
    ]);
    // The example's runs that the skill hurts fail (fail-on failures, no baseline): exit 1.
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(run.stderr, /did not pass .*\(fail-on: failures\)/);
    // What a reader of the records expects: per pair, the longer conversation wins.
    const runs = lines('pairwise');
    const outputOf = (task: string, trial: number, arm: string) =>
      runs
        .find((r) => r.task_id === task && r.trial === trial && r.skill_arm === arm)!
        .turns.map((t) => t.output)
        .join('');
    const expected = { wins: 0, losses: 0, ties: 0 };
    for (const r of runs.filter((x) => x.skill_arm === 'with')) {
      const [w, wo] = [
        outputOf(r.task_id, r.trial, 'with'),
        outputOf(r.task_id, r.trial, 'without'),
      ];
      if (w.length === wo.length) expected.ties++;
      else if (w.length > wo.length) expected.wins++;
      else expected.losses++;
    }
    assert.equal(expected.wins + expected.losses + expected.ties, 25);
    assert.ok(expected.wins > 0 && expected.ties > 0, JSON.stringify(expected));
    const pairwise = summaryOf('pairwise').skill_lift.pairwise;
    assert.deepEqual(
      {
        wins: pairwise.wins,
        losses: pairwise.losses,
        ties: pairwise.ties,
        errors: pairwise.errors,
      },
      { ...expected, errors: 0 },
    );
    assert.equal(pairwise.tasks.length, 5);
    const file = readFileSync(join(root, 'pairwise', 'pairwise.jsonl'), 'utf8')
      .trim()
      .split('\n');
    assert.equal(file.length, 25);
    assert.equal(judge.requests.length, 50, 'each pair asked twice');
    const report = readFileSync(join(root, 'pairwise', 'report.md'), 'utf8');
    assert.match(
      report,
      new RegExp(
        `\\*\\*Pairwise judge\\*\\* .*better in ${expected.wins} of 25 pairs, worse in ${expected.losses}, tied in ${expected.ties} \\(exact sign test`,
      ),
    );
    assert.match(run.stdout, new RegExp(`pairwise judge ${expected.wins} better`));
  });
});
