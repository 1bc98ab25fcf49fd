// Models named as Object.prototype's properties (issue 44.3) cost what the prices table says, or
// "unknown", through `parley run`: `constructor` at its own price stops the job under max-cost,
// `toString` without a price is unknown and stops it too, `__proto__` is counted as a model and
// cannot be priced (a prices table refuses the key, naming the line). The report never says $NaN.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { addUsage, emptyUsage } from '../../src/results/usage.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-cost-names-'));
let model: FakeOpenAI;

function parley(args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: root,
    env: { ...process.env, OPENAI_API_KEY: 'sk-names', OPENAI_BASE_URL: model.url },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, out })));
}

/** A suite whose agent runs on `name`, five trials of one task. */
function suite(name: string): string {
  const dir = join(root, `suite-${name.replace(/\W/g, '_')}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    JSON.stringify({
      name: 'names',
      config: { executor: 'openai', model: name, trials_per_task: 5 },
      graders: [{ type: 'text', name: 'hello', config: { contains: ['Hello'] } }],
      tasks: [{ id: 'greet', inputs: { prompt: 'Say hello' } }],
    }),
  );
  return dir;
}

const summaryOf = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'summary.json'), 'utf8'));
const linesOf = (dir: string) =>
  readFileSync(join(root, dir, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n');
const reportOf = (dir: string) => readFileSync(join(root, dir, 'report.md'), 'utf8');

before(async () => {
  model = await startFakeOpenAI(
    () => ({ content: 'Hello there!', usage: { prompt_tokens: 1000, completion_tokens: 200 } }),
    { apiKey: 'sk-names' },
  );
});
after(async () => {
  await model.close();
  rmSync(root, { recursive: true, force: true });
});

const budgeted = (dir: string, out: string) =>
  parley(['run', dir, '-o', out, '--workers', '1', '--max-cost', '1']);

describe('models named as Object.prototype properties', () => {
  it('`constructor` costs its price, and max-cost stops the job after the first run', async () => {
    // $10,000 per million tokens: 1,200 tokens a run cost $12.
    writeFileSync(
      join(root, '.parley.yaml'),
      'prices:\n  constructor: {input: 10000, output: 10000}\n',
    );
    const r = await budgeted(suite('constructor'), 'ctor');
    assert.equal(r.code, 0, r.out);
    assert.equal(linesOf('ctor').length, 1, 'one run started, not five');
    const summary = summaryOf('ctor');
    assert.equal(summary.cost.total, 12);
    assert.equal(summary.not_run.runs, 4);
    assert.match(
      summary.not_run.reason,
      /the budget of \$1\.00 \(max-cost\) was reached: \$12\.00/,
    );
    assert.match(reportOf('ctor'), /^Cost \$12\.00 for 1 run\.$/m);
    assert.doesNotMatch(r.out + reportOf('ctor'), /NaN/);
  });

  it('`toString` without a price is unknown, and max-cost stops the job', async () => {
    writeFileSync(join(root, '.parley.yaml'), 'prices:\n  other-m: {input: 1, output: 1}\n');
    const r = await budgeted(suite('toString'), 'tostring');
    assert.equal(r.code, 0, r.out);
    assert.equal(linesOf('tostring').length, 1);
    const summary = summaryOf('tostring');
    assert.equal(summary.cost.total, null);
    assert.deepEqual(summary.cost.unknown, ['no price for model toString']);
    assert.match(
      summary.not_run.reason,
      /the cost of a run is unknown \(no price for model toString\)/,
    );
    assert.match(reportOf('tostring'), /^Cost unknown for 1 run: no price for model toString\.$/m);
    assert.doesNotMatch(r.out + reportOf('tostring'), /NaN/);
  });

  it('`__proto__` and `hasOwnProperty` are unknown without a price, never NaN', async () => {
    writeFileSync(join(root, '.parley.yaml'), 'prices:\n  other-m: {input: 1, output: 1}\n');
    for (const name of ['__proto__', 'hasOwnProperty']) {
      const out = `out-${name}`;
      const r = await budgeted(suite(name), out);
      assert.equal(r.code, 0, r.out);
      assert.equal(linesOf(out).length, 1, name);
      assert.equal(summaryOf(out).cost.total, null, name);
      assert.match(reportOf(out), /^Cost unknown for 1 run: no price for model /m);
      assert.doesNotMatch(r.out + reportOf(out), /NaN/);
    }
  });

  it('a prices table with a `__proto__` key is refused with its line (exit 2)', async () => {
    writeFileSync(
      join(root, '.parley.yaml'),
      'results_dir: out\nprices:\n  __proto__: {input: 1, output: 1}\n',
    );
    const r = await parley(['validate', suite('constructor')]);
    assert.equal(r.code, 2, r.out);
    assert.match(r.out, /\.parley\.yaml:3:\d+.*prices\.__proto__.*cannot be named __proto__/);
  });

  it('counting the tokens of a model named `__proto__` writes nothing onto Object.prototype', () => {
    const total = emptyUsage();
    const more = { ...emptyUsage(), input_tokens: 5, output_tokens: 1 };
    for (const name of ['__proto__', 'constructor']) {
      const models = {};
      Object.defineProperty(models, name, {
        value: { input_tokens: 5, cached_input_tokens: 0, output_tokens: 1 },
        enumerable: true,
      });
      addUsage(total, { ...more, models });
      addUsage(total, { ...more, models });
    }
    assert.equal(Object.hasOwn(Object.prototype, 'input_tokens'), false);
    assert.equal(Object.hasOwn(Object, 'input_tokens'), false);
    assert.deepEqual(Object.keys(total.models!), ['__proto__', 'constructor']);
    assert.equal(total.models!['constructor']!.input_tokens, 10);
  });
});
