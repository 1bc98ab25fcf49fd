// Models side by side, as a user runs it: `parley run --model strong,weak` against the loopback
// model, which answers by the model a request names (weak fails the `count` task). summary.json's
// `models` block has both models per task and overall with their costs at the `prices` table,
// results.jsonl has each model's runs, report.md the table, the console the best model. Each
// model is compared with its own baseline: a regression under weak is weak's, and strong's runs
// keep their own identity (their own pool). Shards of a models job merge into the same table.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it, test } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { CLI_ARGS } from '../cli-args.js';
import { dropSuite, git, parleyIn, recordsIn } from './git-repo.js';

const root = mkdtempSync(join(tmpdir(), 'parley-models-'));
let model: FakeOpenAI;
/** Whether the weak model fails the count task (else it answers as the strong one does). */
let weakFails = true;

function parley(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: root,
    env: {
      ...process.env,
      OPENAI_API_KEY: 'sk-models-key',
      OPENAI_BASE_URL: model.url,
      NO_COLOR: '1',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, stdout, stderr })));
}

const PRICES = { strong: { input: 10, output: 30 }, weak: { input: 1, output: 2 } };

interface RunLine {
  suite: string;
  task_id: string;
  model: string | null;
  status: string;
}
const runs = (dir: string): RunLine[] =>
  readFileSync(join(root, dir, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as RunLine);
const summaryOf = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'summary.json'), 'utf8'));
const reportOf = (dir: string) => readFileSync(join(root, dir, 'report.md'), 'utf8');

before(async () => {
  model = await startFakeOpenAI(
    (req) => {
      const prompt = JSON.stringify(req.body.messages);
      const fails = weakFails && req.body.model === 'weak' && prompt.includes('Count');
      return {
        content: fails ? 'I would rather not.' : 'Hello there, the answer is 3.',
        usage: { prompt_tokens: 1000, completion_tokens: 100 },
      };
    },
    { apiKey: 'sk-models-key' },
  );
  const dir = join(root, 'suite');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    [
      'name: side',
      'config: {executor: openai, model: default-m, trials_per_task: 6}',
      'tasks: [tasks/*.yaml]',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'tasks', 'greet.yaml'),
    JSON.stringify({
      id: 'greet',
      inputs: { prompt: 'Say hello' },
      expected: { output_contains: ['Hello'] },
    }),
  );
  writeFileSync(
    join(dir, 'tasks', 'count.yaml'),
    JSON.stringify({
      id: 'count',
      inputs: { prompt: 'Count the apples' },
      expected: { output_contains: ['3'] },
    }),
  );
  writeFileSync(join(root, '.parley.yaml'), `prices: ${JSON.stringify(PRICES)}\n`);
});

after(async () => {
  await model.close();
  rmSync(root, { recursive: true, force: true });
});

describe('parley run --model a,b', () => {
  it('runs every task x trial under each model and shows them side by side', async () => {
    weakFails = true;
    const r = await parley(['run', 'suite', '--model', 'strong,weak', '-o', 'both']);
    assert.equal(r.code, 1, 'weak fails a task: fail-on failures');
    const lines = runs('both');
    assert.equal(lines.length, 24, '2 tasks x 6 trials x 2 models');
    for (const m of ['strong', 'weak']) {
      const own = lines.filter((l) => l.model === m);
      assert.equal(own.length, 12, `${m}'s runs carry their model`);
      assert.ok(
        own.every((l) => l.suite === `side [${m}]`),
        'and their own suite name',
      );
    }
    const models = summaryOf('both').models;
    assert.deepEqual(models.models, ['strong', 'weak']);
    assert.equal(models.priced, true);
    const overall = Object.fromEntries(models.overall.map((s: { model: string }) => [s.model, s]));
    assert.equal(overall.strong.passed, 12);
    assert.equal(overall.weak.passed, 6);
    assert.equal(overall.weak.pass_rate, 0.5);
    assert.ok(overall.weak.pass_interval.low < 0.5 && overall.weak.pass_interval.high > 0.5);
    // 1000 input and 100 output tokens a run: strong $0.013, weak $0.0012 a run.
    assert.equal(overall.strong.cost_per_run_usd, 0.013);
    assert.equal(overall.weak.cost_per_run_usd, 0.0012);
    assert.equal(overall.strong.cost_usd, 0.156);
    assert.equal(overall.weak.pass_rate_per_dollar, Math.round((0.5 / 0.0012) * 1e4) / 1e4);
    assert.equal(overall.strong.tokens, 12 * 1100);
    assert.equal(models.best, 'strong');
    assert.equal(models.clear, true, '12/12 against 6/12: the intervals do not overlap');
    const count = models.tasks.find((t: { task_id: string }) => t.task_id === 'count');
    assert.equal(count.suite, 'side');
    assert.deepEqual(
      count.by_model.map((s: { model: string; passed: number }) => [s.model, s.passed]),
      [
        ['strong', 6],
        ['weak', 0],
      ],
    );
    assert.equal(count.best, 'strong');
    const greet = models.tasks.find((t: { task_id: string }) => t.task_id === 'greet');
    assert.equal(greet.best, 'weak', 'a tie on pass rate goes to the cheaper model');
    assert.equal(greet.clear, false);

    const report = reportOf('both');
    assert.match(report, /### Models side by side/);
    assert.match(
      report,
      /\| strong \*\*best\*\* \| 12\/12 = 1\.00 \(0\.76–1\.00\) \|.*\| \$0\.16 \|/,
    );
    assert.match(report, /\| weak \| 6\/12 = 0\.50 \(0\.25–0\.75\) \|.*\| \$0\.01 \| 417 \|/);
    assert.match(report, /side › count \| weak \| 0\/6 = 0\.00/);
    assert.match(r.stdout, /Best model: strong, its pass interval above every other model's/);
    const html = readFileSync(join(root, 'both', 'report.html'), 'utf8');
    assert.match(html, /<h2 id="models">Models side by side<\/h2>/);
    assert.match(html, /<td>strong <span class="badge s-passed">best<\/span><\/td>/);
    assert.match(html, /12\/12 = 1\.00 <span class="muted">\(0\.76–1\.00\)/);
    assert.match(html, /6\/12 = 0\.50/);
  });

  it('says "no prices" without a prices table', async () => {
    weakFails = true;
    writeFileSync(join(root, 'plain.yaml'), '');
    const dir = join(root, 'unpriced');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '.parley.yaml'), 'evals: [../suite/eval.yaml]\n');
    const child = await new Promise<number | null>((done) => {
      const p = spawn(
        process.execPath,
        [...CLI_ARGS, 'run', '--model', 'strong,weak', '--trials', '2', '-o', 'out'],
        {
          cwd: dir,
          env: { ...process.env, OPENAI_API_KEY: 'sk-models-key', OPENAI_BASE_URL: model.url },
        },
      );
      p.on('exit', done);
    });
    assert.equal(child, 1);
    const summary = JSON.parse(readFileSync(join(dir, 'out', 'summary.json'), 'utf8'));
    assert.equal(summary.models.priced, false);
    assert.equal(summary.models.overall[0].cost_usd, null);
    assert.match(
      readFileSync(join(dir, 'out', 'report.md'), 'utf8'),
      /\| no prices \| no prices \|/,
    );
  });

  it("compares each model with its own baseline: a regression under weak is weak's", async () => {
    weakFails = false;
    const base = await parley(['run', 'suite', '--model', 'strong,weak', '-o', 'base']);
    assert.equal(base.code, 0, base.stdout + base.stderr);
    weakFails = true;
    const head = await parley([
      'run',
      'suite',
      '--model',
      'strong,weak',
      '-o',
      'head',
      '--baseline',
      'base/summary.json',
    ]);
    assert.equal(head.code, 1, 'fail-on regressions: weak regressed');
    assert.match(head.stdout, /side \[weak\] › count/);
    assert.doesNotMatch(head.stdout, /side \[strong\] › count[^\n]*regress/i);
    const report = reportOf('head');
    assert.match(report, /\| side \\\[weak\\\] \/ count \| 0\/6 \| 6\/6 \| regressed, p = /);
    assert.match(report, /\| side \\\[strong\\\] \/ count \| 6\/6 \| 6\/6 \| unchanged \|/);
    // Each model's task has its own identity: strong's runs never pool with weak's.
    const tasks = summaryOf('head').suites.flatMap(
      (s: { name: string; tasks: { task_id: string; identity: string }[] }) =>
        s.tasks.map((t) => [s.name, t.task_id, t.identity]),
    );
    const count = tasks.filter((t: string[]) => t[1] === 'count');
    assert.equal(count.length, 2);
    assert.notEqual(count[0][2], count[1][2]);
    assert.deepEqual(
      count.map((t: string[]) => t[0]),
      ['side [strong]', 'side [weak]'],
    );
  });

  it('merges the shards of a models job into one table (parley report)', async () => {
    weakFails = true;
    for (const i of [1, 2]) {
      const r = await parley([
        'run',
        'suite',
        '--model',
        'strong,weak',
        '--shard',
        `${i}/2`,
        '-o',
        `shard${i}`,
      ]);
      assert.ok(r.code === 0 || r.code === 1, r.stdout + r.stderr);
    }
    const merged = await parley(['report', 'shard1', 'shard2', '-o', 'merged']);
    assert.equal(merged.code, 1, merged.stdout + merged.stderr);
    const models = summaryOf('merged').models;
    assert.deepEqual(
      models.overall.map((s: { model: string; passed: number; runs: number }) => [
        s.model,
        s.passed,
        s.runs,
      ]),
      [
        ['strong', 12, 12],
        ['weak', 6, 12],
      ],
    );
    assert.match(reportOf('merged'), /### Models side by side[\s\S]*\| weak \| 6\/12/);
  });

  it('refuses a model listed twice, and --skill-lift with models', async () => {
    const twice = await parley(['run', 'suite', '--model', 'strong,strong']);
    assert.equal(twice.code, 2);
    assert.match(twice.stderr, /--model: model strong is listed twice/);
    const lift = await parley(['run', 'suite', '--model', 'strong,weak', '--skill-lift']);
    assert.equal(lift.code, 2);
    assert.match(lift.stderr, /does not combine with --skill-lift/);
  });
});

test('--confirm --base-ref in a models job: each model re-runs its own task, on the base and the head', () => {
  const repo = mkdtempSync(join(tmpdir(), 'parley-models-confirm-'));
  try {
    git(repo, 'init', '-q', '-b', 'main');
    dropSuite(repo, 'done');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const base = git(repo, 'rev-parse', 'HEAD');
    const models = ['--model', 'm1,m2'];
    assert.equal(parleyIn(repo, ['run', 'evals', ...models, '--trials', '4', '-o', 'b']).code, 0);
    dropSuite(repo, 'gave up');
    git(repo, 'commit', '-qam', 'head');
    const run = parleyIn(repo, [
      'run',
      'evals',
      ...models,
      '--baseline',
      'b',
      '--confirm',
      '--confirm-trials',
      '10',
      '--base-ref',
      base,
      '-o',
      'out',
    ]);
    assert.equal(run.code, 1, run.out);
    const confirmations = recordsIn(join(repo, 'out')).filter((r) => r.confirmation);
    const seen = new Set(
      confirmations.map((r) => `${r.side ?? 'head'} ${r.suite} ${r.model ?? '-'} ${r.task_id}`),
    );
    assert.deepEqual([...seen].sort(), [
      'base drop [m1] m1 steady',
      'base drop [m2] m2 steady',
      'head drop [m1] m1 steady',
      'head drop [m2] m2 steady',
    ]);
    const report = readFileSync(join(repo, 'out/report.md'), 'utf8');
    assert.match(report, /drop \\\[m1\\\] \/ steady/);
    assert.match(report, /drop \\\[m2\\\] \/ steady/);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
