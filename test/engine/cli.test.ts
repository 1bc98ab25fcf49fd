// `parley run` as a user runs it: a separate process, its exit codes, SIGTERM in the middle of a
// job, and --interactive with answers typed on stdin.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { makeSummary } from '../report/builders.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-cli-'));
after(() => rmSync(root, { recursive: true, force: true }));

function start(args: string[], stdin?: string) {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  if (stdin !== undefined) child.stdin.end(stdin);
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exit, out: () => stdout, err: () => stderr };
}

function suite(name: string, tasks: Record<string, object>): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    `name: ${name}\nconfig:\n  executor: mock\n  timeout_seconds: 120\ntasks:\n  - tasks/*.yaml\n`,
  );
  for (const [id, inputs] of Object.entries(tasks)) {
    writeFileSync(join(dir, 'tasks', `${id}.yaml`), JSON.stringify({ id, name: id, inputs }));
  }
  return dir;
}

describe('parley run (CLI)', () => {
  it('on SIGTERM keeps the finished runs, writes the summary and exits 143', async () => {
    const dir = suite('signals', {
      'a-quick': { prompt: 'hi', mock: ['Done.'] },
      'b-hangs': { prompt: 'hi', mock: [{ text: 'never', hang: true }] },
    });
    const out = join(root, 'signals-results');
    const run = start(['run', dir, '-o', out, '--workers', '1']);
    const lines = join(out, 'results.jsonl');
    for (
      let i = 0;
      i < 200 && !(existsSync(lines) && readFileSync(lines, 'utf8').includes('\n'));
      i++
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 200));
    run.child.kill('SIGTERM');
    assert.equal(await run.exit, 143, run.out() + run.err());
    const records = readFileSync(lines, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      records.map((r: { task_id: string }) => r.task_id),
      ['a-quick'],
    );
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    assert.equal(summary.counts.runs, 1);
    assert.match(run.err(), /SIGTERM: stopping the agents/);
    assert.match(run.out(), /cancelled: 1 run\(s\) not finished/);
  });

  it('--interactive lets a person answer on stdin', async () => {
    const dir = suite('interactive', {
      asks: {
        prompt: 'Add an agent.',
        mock: ['What should it be called?', 'Which tools?', 'Created it.'],
        responder: { instructions: 'unused with --interactive', max_followups: 5 },
      },
    });
    const out = join(root, 'interactive-results');
    const run = start(
      ['run', dir, '-o', out, '--interactive'],
      'research-agent\n//web_search\n/stop\n',
    );
    assert.equal(await run.exit, 0, run.out() + run.err());
    const record = JSON.parse(readFileSync(join(out, 'results.jsonl'), 'utf8'));
    assert.deepEqual(
      record.turns.map((t: { input: string; input_source: string }) => [t.input_source, t.input]),
      [
        ['prompt', 'Add an agent.'],
        ['human', 'research-agent'],
        ['human', '/web_search'],
      ],
    );
    assert.equal(record.responder.kind, 'human');
    assert.equal(record.outcome, 'stopped');
    assert.match(run.err(), /--- agent ---\nWhat should it be called\?/);
  });

  it('exits 2 naming the file and field of a bad suite, and runs nothing', async () => {
    const dir = suite('broken', {
      bad: { prompt: 'hi', mock: ['x'], responder: { max_followups: 0 } },
    });
    const run = start(['run', dir, '-o', join(root, 'broken-results')]);
    assert.equal(await run.exit, 2);
    assert.match(run.err(), /tasks\/bad\.yaml:\d+:\d+ inputs\.responder/);
    assert.ok(!existsSync(join(root, 'broken-results', 'results.jsonl')));
  });

  it('--dry-run lists the runs without running them', async () => {
    const run = start(['run', resolve('examples/configure-agent'), '--dry-run', '--trials', '2']);
    assert.equal(await run.exit, 0, run.err());
    assert.match(run.out(), /6 run\(s\) would execute/);
    assert.match(
      run.out(),
      /configure-agent › full-brief #2 {2}executor mock, responder \(rules\)/,
    );
  });

  it('a filter that matches nothing exits 2 and leaves the earlier results alone', async () => {
    const out = join(root, 'keep-results');
    const first = start(['run', resolve('examples/yao-flows'), '-o', out, '-q']);
    assert.equal(await first.exit, 0, first.err());
    const before = readFileSync(join(out, 'results.jsonl'), 'utf8');
    const typo = start(['run', resolve('examples/yao-flows'), '-o', out, '--task', 'no-such-task']);
    assert.equal(await typo.exit, 2);
    assert.match(typo.err(), /no runs matched/);
    assert.equal(readFileSync(join(out, 'results.jsonl'), 'utf8'), before);
  });

  it('a model nobody set is a configuration error before anything runs (exit 2, file and line)', async () => {
    // A JSONL file on its own defaults to the openai executor, which needs a model.
    const run = start([
      'run',
      resolve('examples/yao-flows/tests.jsonl'),
      '-o',
      join(root, 'no-model'),
    ]);
    assert.equal(await run.exit, 2);
    assert.match(
      run.err(),
      /examples\/yao-flows\/tests\.jsonl:1:1 executor: the openai agent needs a model/,
    );
    assert.ok(!existsSync(join(root, 'no-model', 'results.jsonl')));
  });

  it('writes to the project config results_dir when --output is not given', async () => {
    const project = join(root, 'project');
    mkdirSync(project);
    writeFileSync(
      join(project, '.parley.yaml'),
      'evals: [suite/eval.yaml]\nresults_dir: my-results\n',
    );
    mkdirSync(join(project, 'suite'));
    writeFileSync(
      join(project, 'suite', 'eval.yaml'),
      'name: p\nconfig: {executor: mock}\ntasks: [{id: t, inputs: {prompt: hi, mock: [done]}}]\n',
    );
    const child = spawn(process.execPath, [...CLI_ARGS, 'run', '-q'], { cwd: project });
    const [code] = (await once(child, 'exit')) as [number];
    assert.equal(code, 0);
    assert.ok(existsSync(join(project, 'my-results', 'results.jsonl')));
  });
  it('--baseline: one 3/3 -> 0/3 task of two is a possible regression, not an exit 1; --alpha 0.2 makes it one', async () => {
    const dir = suite('gate', {
      drops: { prompt: 'hi', mock: ['Done.'] },
      steady: { prompt: 'hi', mock: ['Done.'] },
    });
    // The head's change: `drops` now expects what the agent does not say.
    writeFileSync(
      join(dir, 'tasks', 'drops.yaml'),
      JSON.stringify({
        id: 'drops',
        name: 'drops',
        inputs: { prompt: 'hi', mock: ['Done.'] },
        expected: { output_contains: ['never said'] },
      }),
    );
    const base = join(root, 'gate-base.json');
    writeFileSync(
      base,
      JSON.stringify(
        makeSummary(
          [
            { id: 'drops', passed: 3, trials: 3 },
            { id: 'steady', passed: 3, trials: 3 },
          ],
          { suite: 'gate' },
        ),
      ),
    );
    const out = join(root, 'gate-results');
    const run = start(['run', dir, '-o', out, '--trials', '3', '--baseline', base]);
    assert.equal(await run.exit, 0, run.out() + run.err());
    assert.match(
      run.out(),
      /possible regressions \(1\): [^\n]*\n {2}gate \/ drops: 3\/3 -> 0\/3 {2}p=0\.05\n/,
    );
    assert.match(run.out(), /\nno regressions\n/);
    const report = readFileSync(join(out, 'report.md'), 'utf8');
    assert.match(
      report,
      /### Newly failing \(1\)[\s\S]*\| gate \/ drops \| 0\/3 \| 3\/3 \| possible regression, p = 0\.05 \|/,
    );
    assert.match(
      report,
      /_With these trials no single task can be flagged \(2 tasks compared at alpha_task 0\.025, Holm\): 5 verdict trials per task/,
    );
    // alpha 0.2: alpha_task 0.1, Holm's first threshold 0.05, and p is exactly 1/20.
    const strict = start([
      'run',
      dir,
      '-o',
      out,
      '--trials',
      '3',
      '--baseline',
      base,
      '--alpha',
      '0.2',
    ]);
    assert.equal(await strict.exit, 1, strict.out() + strict.err());
    assert.match(
      strict.out(),
      /regressed \(1\): [^\n]*\n {2}gate \/ drops: 3\/3 -> 0\/3 {2}p=0\.05\n/,
    );
    assert.match(strict.err(), /parley: 1 task regressed against the baseline/);
  });
  it("compare of two results directories: a newly abstaining task, with the responder's reason", async () => {
    const task = (rule: string) => ({
      prompt: 'Add an agent.',
      mock: ['Which name should it have?', 'Done.'],
      responder: {
        instructions: 'Answer from the rules.',
        max_followups: 2,
        rules: [{ when: rule, reply: 'research-agent' }],
      },
    });
    const base = suite('abstains', { asks: task('name') });
    const baseOut = join(root, 'abstains-base');
    assert.equal(await start(['run', base, '-o', baseOut]).exit, 0);
    // The head's brief no longer answers the question.
    writeFileSync(
      join(base, 'tasks', 'asks.yaml'),
      JSON.stringify({ id: 'asks', name: 'asks', inputs: task('colour') }),
    );
    const headOut = join(root, 'abstains-head');
    assert.equal(await start(['run', base, '-o', headOut, '--fail-on', 'never']).exit, 0);
    const compare = start(['compare', baseOut, headOut]);
    assert.equal(await compare.exit, 0, compare.out() + compare.err());
    assert.match(
      compare.out(),
      /newly abstaining \(1\): [^\n]*\n {2}abstains \/ asks: 1\/1 -> 1 abstained, 0 graded \[stopped -> abstained\] {2}no rule matches the agent's question: "Which name should it have\?"/,
    );
    assert.match(compare.out(), /\nno regressions\n/);
  });
});

describe('parley run: a results directory or file that cannot be written', () => {
  it('a file where the results directory should be: exit 2, one line, nothing runs', async () => {
    const dir = suite('blocked', { hi: { prompt: 'hi', mock: ['Hello.'] } });
    const file = join(root, 'blocked-file');
    writeFileSync(file, 'not a directory\n');
    for (const out of [file, join(file, 'sub')]) {
      const run = start(['run', dir, '-o', out]);
      assert.equal(await run.exit, 2, run.out() + run.err());
      // (The suite's own warning aside: its task checks nothing.)
      const lines = run
        .err()
        .trim()
        .split('\n')
        .filter((l) => !l.startsWith('warning: '));
      assert.equal(lines.length, 1, run.err());
      assert.match(
        lines[0]!,
        new RegExp(
          `^parley run: cannot write ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/results\\.jsonl: E[A-Z]+: `,
        ),
      );
      assert.doesNotMatch(run.err(), /\n\s+at /, 'no stack trace');
      assert.equal(run.out(), '', 'no run started');
    }
    assert.equal(readFileSync(file, 'utf8'), 'not a directory\n');
  });

  it('a write that cannot complete: exit 2, one line, results.jsonl keeps whole lines only', async () => {
    // A file size limit (ulimit -f, no root needed; Node ignores SIGXFSZ) makes the kernel
    // write part of a line (a short write) and refuse the rest with EFBIG, exactly as a disk
    // that fills up mid-line does (ENOSPC). 4 KiB holds the first record (a short reply) but not
    // the second (a long one), so the second is cut mid-line. Deterministic: one worker, in order.
    const dir = suite('full-disk', {
      'a-short': { prompt: 'hi', mock: ['Done.'] },
      'b-long': { prompt: 'hi', mock: [`Done. ${'x'.repeat(6000)}`] },
      'c-never-written': { prompt: 'hi', mock: ['Done.'] },
    });
    const out = join(root, 'full-disk-results');
    const child = spawn(
      'sh',
      [
        '-c',
        'ulimit -f 4 && exec "$@"',
        'sh',
        process.execPath,
        ...CLI_ARGS,
        'run',
        dir,
        '-o',
        out,
        '--workers',
        '1',
        '-q',
      ],
      { env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' } },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    assert.equal(code, 2, stderr);
    assert.equal(
      stderr.trim(),
      `parley run: cannot write ${out}/results.jsonl: EFBIG: file too large, write`,
    );
    const text = readFileSync(join(out, 'results.jsonl'), 'utf8');
    assert.ok(text.endsWith('\n'), 'no partial line');
    assert.deepEqual(
      text
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { task_id: string }).task_id),
      ['a-short'],
    );
  });
});

describe('parley run: the responder and the judge on endpoints of their own', () => {
  it('refuses an own base URL without its own key (exit 2): the main key goes nowhere else', async () => {
    const dir = suite('own-endpoint', { hi: { prompt: 'hi', mock: ['Hello.'] } });
    const run = start([
      'run',
      dir,
      '-o',
      join(root, 'own-endpoint-results'),
      '--api-key',
      'sk-main',
      '--responder-base-url',
      'http://127.0.0.1:9/v1',
    ]);
    assert.equal(await run.exit, 2);
    assert.equal(
      run.err().trim(),
      "parley run: --responder-base-url is set without --responder-api-key: an endpoint of the responder's own needs its own key (the main key is not sent to another endpoint)",
    );
    assert.equal(existsSync(join(root, 'own-endpoint-results')), false, 'nothing ran');
  });
});
