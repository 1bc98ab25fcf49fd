// A task's reliability as waza users read it (issue 32, item 10): the Wilson 95 % interval and
// the pass^k curve, through `parley run` as a separate process against a loopback model whose
// first three answers pass and last two fail. Expected figures are hand computations, below.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Summary } from '../../src/results/schema.js';
import { startFakeOpenAI } from '../fakes/openai-server.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-reliability-'));
after(() => rmSync(root, { recursive: true, force: true }));

function run(args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, out })));
}

describe('per-task reliability in summary.json, the comment and report.html', () => {
  it('3 of 5 trials passed: Wilson 23.07-88.24 %, pass^k 0.6, 0.3, 0.1, 0, 0', async () => {
    let answers = 0;
    const fake = await startFakeOpenAI(
      () => ({ content: answers++ < 3 ? 'The answer is yes.' : 'The answer is no.' }),
      { apiKey: 'sk-test' },
    );
    try {
      const dir = join(root, 'five');
      mkdirSync(join(dir, 'tasks'), { recursive: true });
      writeFileSync(
        join(dir, 'eval.yaml'),
        JSON.stringify({
          name: 'five',
          config: { executor: 'openai', model: 'fake-model', timeout_seconds: 60 },
          tasks: ['tasks/*.yaml'],
        }),
      );
      writeFileSync(
        join(dir, 'tasks', 'asks.yaml'),
        JSON.stringify({
          id: 'asks',
          name: 'asks',
          inputs: { prompt: 'Is it so?' },
          expected: { output_contains: ['yes'] },
        }),
      );
      const out = join(root, 'five-out');
      const ran = await run([
        'run',
        dir,
        '-o',
        out,
        '--trials',
        '5',
        '--workers',
        '1',
        '--base-url',
        fake.url,
        '--api-key',
        'sk-test',
      ]);
      assert.equal(ran.code, 1, ran.out);
      const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Summary;
      const task = summary.suites[0]!.tasks.find((t) => t.task_id === 'asks')!;
      assert.deepEqual([task.passed, task.trials], [3, 5]);
      // Wilson, z = 1.95996, p = 0.6, n = 5: centre (0.6 + z²/10) / (1 + z²/5) = 0.55656,
      // half-width z / (1 + z²/5) * sqrt(0.24/5 + z²/100) = 0.32583.
      assert.deepEqual(task.pass_interval, { low: 0.2307, high: 0.8824 });
      // C(3,k)/C(5,k): 3/5, 3/10, 1/10, 0/5, 0/1.
      assert.deepEqual(task.pass_hat_k, [0.6, 0.3, 0.1, 0, 0]);
      const report = readFileSync(join(out, 'report.md'), 'utf8');
      assert.match(
        report,
        /\| Task \| Head \| Why not passed \| Head 95% CI \|\n[^\n]*\n\| five \/ asks \| 3\/5 \| [^|\n]+ \| 23–88% \|/,
      );
      const html = readFileSync(join(out, 'report.html'), 'utf8');
      assert.match(
        html,
        /<td>five \/ asks<\/td><td class="num">60\.0%<\/td><td class="num">23\.1% – 88\.2%<\/td><td>k=1 0\.6 · k=2 0\.3 · k=3 0\.1 · k=4 0 · k=5 0<\/td>/,
      );
    } finally {
      await fake.close();
    }
  });
});
