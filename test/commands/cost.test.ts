// The cost of a job in money, as a user reads it: `parley run` with a `prices` table in
// .parley.yaml, the built-in agent and an LLM judge against the loopback model, which reports
// prompt-cache reads as the API does. summary.json's cost adds up to each run's usage at the
// table's prices (cached input at its own rate), report.md has the one cost line, a model
// without a price makes the cost unknown (never $0), and a bad table is exit 2 naming the line.
// A budget (max-runs, max-cost) stops starting runs; over a matrix each shard keeps its share.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { CLI_ARGS } from '../cli-args.js';
import { remainingBudget } from '../../src/engine/budget.js';
import { readResultsDir } from '../../src/results/files.js';
import { mergeShards } from '../../src/results/merge.js';

const root = mkdtempSync(join(tmpdir(), 'parley-cost-'));
let model: FakeOpenAI;

function parley(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: root,
    env: { ...process.env, OPENAI_API_KEY: 'sk-cost-key', OPENAI_BASE_URL: model.url },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, stdout, stderr })));
}

const PRICES = {
  'agent-m': { input: 2, cached_input: 0.5, output: 8 },
  'judge-m': { input: 1, output: 4 },
};

interface Tokens {
  input_tokens: number;
  output_tokens: number;
  cached_input_tokens?: number;
}
interface RunLine {
  task_id: string;
  usage: { agent: Tokens; responder: Tokens; judge: Tokens };
}

const runs = (dir: string): RunLine[] =>
  readFileSync(join(root, dir, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as RunLine);
const summaryOf = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'summary.json'), 'utf8'));

/** A role's usage at a model's price, computed here from the record alone. */
function dollars(u: Tokens, price: { input: number; cached_input?: number; output: number }) {
  const cached = u.cached_input_tokens ?? 0;
  return (
    ((u.input_tokens - cached) * price.input +
      cached * (price.cached_input ?? price.input) +
      u.output_tokens * price.output) /
    1e6
  );
}

before(async () => {
  model = await startFakeOpenAI(
    (req) =>
      req.body.model === 'judge-m'
        ? {
            content: JSON.stringify({
              passed: true,
              score: 1,
              reason: 'ok',
              suggestions: [],
              criteria: [],
            }),
            usage: { prompt_tokens: 500, completion_tokens: 50 },
          }
        : {
            content: 'Hello there!',
            usage: { prompt_tokens: 1000, completion_tokens: 200, cached_tokens: 400 },
          },
    { apiKey: 'sk-cost-key' },
  );
  const dir = join(root, 'suite');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    [
      'name: costs',
      'config: {executor: openai, model: agent-m, judge_model: judge-m, trials_per_task: 3}',
      'graders:',
      '  - {type: prompt, name: polite, config: {prompt: Is the reply polite?}}',
      'tasks: [tasks/*.yaml]',
      '',
    ].join('\n'),
  );
  for (const id of ['greet', 'wave']) {
    writeFileSync(
      join(dir, 'tasks', `${id}.yaml`),
      JSON.stringify({ id, inputs: { prompt: `Say hello (${id})` } }),
    );
  }
});

after(async () => {
  await model.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the cost of a job', () => {
  it('adds up to each run usage at the prices table, cached input at its own rate', async () => {
    writeFileSync(join(root, '.parley.yaml'), `prices: ${JSON.stringify(PRICES)}\n`);
    const r = await parley(['run', 'suite', '-o', 'priced']);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^Cost \$0\.02 for 6 runs\.$/m, 'the console says it too');
    const lines = runs('priced');
    assert.equal(lines.length, 6);
    // The provider's cache reads are kept apart in each run's usage.
    for (const line of lines) {
      assert.equal(line.usage.agent.input_tokens, 1000);
      assert.equal(line.usage.agent.cached_input_tokens, 400);
      assert.equal(line.usage.judge.input_tokens, 500);
      assert.equal(line.usage.judge.cached_input_tokens, undefined);
    }
    const agent = lines.reduce((n, l) => n + dollars(l.usage.agent, PRICES['agent-m']), 0);
    const judge = lines.reduce((n, l) => n + dollars(l.usage.judge, PRICES['judge-m']), 0);
    // 6 × (600 × $2 + 400 × $0.5 + 200 × $8) / 1M and 6 × (500 × $1 + 50 × $4) / 1M.
    assert.ok(Math.abs(agent - 0.018) < 1e-9 && Math.abs(judge - 0.0042) < 1e-9);
    const { cost } = summaryOf('priced');
    assert.equal(cost.currency, 'USD');
    assert.equal(cost.runs, 6);
    assert.ok(Math.abs(cost.by_role.agent - agent) < 1e-6, JSON.stringify(cost));
    assert.ok(Math.abs(cost.by_role.judge - judge) < 1e-6);
    assert.equal(cost.by_role.responder, 0);
    assert.ok(Math.abs(cost.total - (agent + judge)) < 1e-6);
    assert.deepEqual(cost.unknown, []);
    assert.deepEqual(cost.base, {
      total: 0,
      runs: 0,
      by_role: { agent: 0, responder: 0, judge: 0 },
    });
    // Per task: three runs each, and the tasks add up to the total.
    assert.deepEqual(
      cost.tasks.map((t: { task_id: string; runs: number }) => [t.task_id, t.runs]).sort(),
      [
        ['greet', 3],
        ['wave', 3],
      ],
    );
    const tasksTotal = cost.tasks.reduce((n: number, t: { total: number }) => n + t.total, 0);
    assert.ok(Math.abs(tasksTotal - cost.total) < 1e-6);
    const report = readFileSync(join(root, 'priced', 'report.md'), 'utf8');
    assert.match(report, /^Cost \$0\.02 for 6 runs\.$/m);
  });

  it('says "unknown", never $0, when a model has no price', async () => {
    writeFileSync(
      join(root, '.parley.yaml'),
      `prices:\n  agent-m: {input: 2, cached_input: 0.5, output: 8}\n`,
    );
    const r = await parley(['run', 'suite', '-o', 'unpriced', '-q']);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const { cost } = summaryOf('unpriced');
    assert.equal(cost.total, null);
    assert.equal(cost.by_role.judge, null);
    assert.ok(Math.abs(cost.by_role.agent - 0.018) < 1e-6, 'the priced role keeps its cost');
    assert.deepEqual(cost.unknown, ['no price for model judge-m']);
    const report = readFileSync(join(root, 'unpriced', 'report.md'), 'utf8');
    assert.match(report, /^Cost unknown for 6 runs: no price for model judge-m\.$/m);
    assert.doesNotMatch(report, /Cost \$/);
  });

  it('names the file, line and field of a bad prices table (exit 2)', async () => {
    writeFileSync(
      join(root, '.parley.yaml'),
      ['results_dir: out', 'prices:', '  agent-m: {input: 2, output: -1}', ''].join('\n'),
    );
    const r = await parley(['run', 'suite', '-o', 'bad', '-q']);
    assert.equal(r.code, 2, r.stdout + r.stderr);
    assert.match(r.stderr, /\.parley\.yaml:3:\d+.*prices\.agent-m\.output/);
  });

  it('has no cost without a prices table', async () => {
    rmSync(join(root, '.parley.yaml'));
    const r = await parley(['run', 'suite', '-o', 'plain', '-q']);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(summaryOf('plain').cost, undefined);
    assert.doesNotMatch(readFileSync(join(root, 'plain', 'report.md'), 'utf8'), /^Cost /m);
  });
});

describe('the budget of a job', () => {
  it('max-runs: no run starts past it; the rest are not run and the gate is inconclusive', async () => {
    writeFileSync(join(root, '.parley.yaml'), `prices: ${JSON.stringify(PRICES)}\n`);
    const full = await parley(['run', 'suite', '-o', 'base-full', '-q']);
    assert.equal(full.code, 0, full.stdout + full.stderr);
    const r = await parley([
      'run',
      'suite',
      '-o',
      'capped',
      '--workers',
      '1',
      '--max-runs',
      '4',
      '--baseline',
      'base-full/summary.json',
    ]);
    // Nothing regressed, and nothing passes either: the check does not fail, the verdict says why.
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(runs('capped').length, 4);
    const summary = summaryOf('capped');
    assert.equal(summary.counts.runs, 4);
    assert.equal(summary.not_run.runs, 2);
    assert.match(summary.not_run.reason, /the budget of 4 run\(s\) \(max-runs\) was reached/);
    const missing = summary.not_run.tasks.reduce((n: number, t: { runs: number }) => n + t.runs, 0);
    assert.equal(missing, 2);
    // Every task's planned runs are either in results.jsonl or listed as not run.
    for (const id of ['greet', 'wave']) {
      const ran = runs('capped').filter((l) => l.task_id === id).length;
      const skipped =
        summary.not_run.tasks.find((t: { task_id: string }) => t.task_id === id)?.runs ?? 0;
      assert.equal(ran + skipped, 3, id);
    }
    assert.equal(summary.cost.runs, 4, 'the cost is of the runs made');
    const report = readFileSync(join(root, 'capped', 'report.md'), 'utf8');
    assert.match(
      report,
      /^## Parley: ➖ inconclusive: 1 task not run in full \(the budget of 4 run/m,
    );
    assert.match(
      report,
      /^\*\*Not run:\*\* 2 runs of 1 task, because the budget of 4 run\(s\) \(max-runs\) was reached; these tasks are inconclusive, not passed: `wave`\.$/m,
    );
    assert.match(report, /^Cost \$0\.01 for 4 runs\.$/m);

    // A task the budget kept from running at all is listed as not run, not "only in the base".
    const none = await parley([
      'run',
      'suite',
      '-o',
      'capped3',
      '--workers',
      '1',
      '--max-runs',
      '3',
      '--baseline',
      'base-full/summary.json',
    ]);
    assert.equal(none.code, 0, none.stdout + none.stderr);
    const three = readFileSync(join(root, 'capped3', 'report.md'), 'utf8');
    assert.match(three, /^\*\*Not run:\*\* 3 runs of 1 task, because .*: `wave`\.$/m);
    assert.doesNotMatch(three, /only in the base/);
    assert.match(three, /^## Parley: ➖ inconclusive/m);
  });

  it('max-cost: stops starting runs once the finished ones cost that much', async () => {
    writeFileSync(join(root, '.parley.yaml'), `prices: ${JSON.stringify(PRICES)}\n`);
    // Each run costs $0.0037 (see above): after 3 runs $0.0111 >= $0.01.
    const r = await parley([
      'run',
      'suite',
      '-o',
      'spent',
      '--workers',
      '1',
      '--max-cost',
      '0.01',
      '-q',
    ]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const summary = summaryOf('spent');
    assert.equal(runs('spent').length, 3);
    assert.equal(summary.not_run.runs, 3);
    assert.match(
      summary.not_run.reason,
      /the budget of \$0\.01 \(max-cost\) was reached: \$0\.01 spent/,
    );
    assert.ok(Math.abs(summary.cost.total - 3 * 0.0037) < 1e-6);
  });

  it('max-cost without a price for every model stops spending rather than guess', async () => {
    writeFileSync(join(root, '.parley.yaml'), `prices:\n  agent-m: {input: 2, output: 8}\n`);
    const r = await parley([
      'run',
      'suite',
      '-o',
      'guess',
      '--workers',
      '1',
      '--max-cost',
      '5',
      '-q',
    ]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const summary = summaryOf('guess');
    assert.equal(runs('guess').length, 1);
    assert.equal(summary.not_run.runs, 5);
    assert.match(
      summary.not_run.reason,
      /the cost of a run is unknown \(no price for model judge-m\)/,
    );
  });

  it('max-cost over a matrix: each shard its share, the confirmation job what the shards left', async () => {
    writeFileSync(join(root, '.parley.yaml'), `prices: ${JSON.stringify(PRICES)}\n`);
    // 2 tasks x 4 trials, one task per shard: each shard's share is half of $0.02. Each run
    // costs $0.0037: after 3 runs a shard has spent $0.0111 >= $0.01, its 4th is not run.
    for (const i of [1, 2]) {
      const r = await parley(
        ['run', 'suite', '--trials', '4', '--shard', `${i}/2`, '--workers', '1'].concat([
          '--max-cost',
          '0.02',
          '-o',
          `matrix-${i}`,
        ]),
      );
      assert.equal(r.code, 0, r.stdout + r.stderr);
      assert.equal(runs(`matrix-${i}`).length, 3);
      const summary = summaryOf(`matrix-${i}`);
      assert.equal(summary.not_run.runs, 1);
      assert.equal(
        summary.not_run.reason,
        `shard ${i}/2's share, $0.01 of the matrix's max-cost $0.02, was reached: $0.01 spent`,
      );
      assert.match(r.stdout, new RegExp(`stopped: shard ${i}/2's share, \\$0\\.01 of the`));
    }
    const merged = mergeShards([1, 2].map((i) => readResultsDir(join(root, `matrix-${i}`))));
    assert.equal(merged.summary.not_run?.runs, 2);
    // The shards spent 6 x $0.0037 = $0.0222 of $0.02: nothing is left for the confirmation.
    const rest = remainingBudget({ maxCost: 0.02 }, merged, PRICES)!;
    assert.deepEqual(rest.keeps, { maxCost: 0 });
    assert.equal(rest.tryStart(), false);
    rest.notStarted('costs', 'greet');
    assert.equal(
      rest.notRun()?.reason,
      "the matrix's max-cost $0.02 was reached: the shards spent $0.02, which left $0.00 for the confirmation ($0.00 spent)",
    );
    const more = remainingBudget({ maxCost: 0.03 }, merged, PRICES)!;
    assert.ok(
      Math.abs(more.keeps.maxCost! - (0.03 - 6 * 0.0037)) < 1e-9,
      String(more.keeps.maxCost),
    );
    // A model of the shards' runs without a price: their cost is unknown, so is what is left.
    const unknown = remainingBudget({ maxCost: 0.03 }, merged, { 'agent-m': PRICES['agent-m'] })!;
    assert.equal(unknown.tryStart(), false);
    unknown.notStarted('costs', 'greet');
    assert.match(
      unknown.notRun()!.reason,
      /^the shards' cost is unknown \(no price for model judge-m\), so what they left of the matrix's max-cost \$0\.03 is unknown and no confirmation run was started$/,
    );
  });

  it('rejects a bad --max-cost (exit 2)', async () => {
    const r = await parley(['run', 'suite', '-o', 'bad', '--max-cost', 'lots']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--max-cost: expected dollars > 0 such as 5 or 0\.50, got "lots"/);
  });
});
