// What `parley run` prints while and after it runs, as a user sees it: one plain [k/n] line per
// finished run in a pipe (CI logs), a live line rewritten in place on a terminal, colour that
// honours NO_COLOR and FORCE_COLOR, and the closing "not passed" list grouped per task.
/* eslint-disable no-control-regex -- the console's escape sequences are what these tests read */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { duration, fit, liveLine } from '../../src/commands/progress.js';
import { COLOURED, PLAIN } from '../../src/shared/colour.js';
import { SKIP_TTY, startCli, startInTerminal, writeSuite } from './cli-process.js';

const root = mkdtempSync(join(tmpdir(), 'parley-progress-'));
after(() => rmSync(root, { recursive: true, force: true }));

const COLOUR_CODE = /\u001b\[(?:3[1-3]|[12])m/;

/** Three tasks: one passes, one fails (its text grader), one errors (the mock fails). */
function mixedSuite(name: string): string {
  return writeSuite(root, name, {
    good: {
      inputs: { prompt: 'Say done.', mock: ['done'] },
      expected: { output_contains: ['done'] },
    },
    bad: {
      inputs: { prompt: 'Say done.', mock: ['nope'] },
      expected: { output_contains: ['done'] },
    },
    broken: { prompt: 'Say done.', mock: [{ error: 'the mock agent fell over' }] },
  });
}

describe('parley run console', () => {
  it('in a pipe: a plain [k/n] line per finished run, no live line, no colour', async () => {
    const out = join(root, 'plain-results');
    const run = startCli(['run', mixedSuite('plain'), '-o', out]);
    assert.equal(await run.exit, 1, run.out() + run.err());
    const lines = run.out().split('\n');
    const progress = lines.filter((l) => /^ {2}\[\d\/3\] /.test(l));
    assert.equal(progress.length, 3, run.out());
    assert.deepEqual(progress.map((l) => l.slice(0, 7)).sort(), ['  [1/3]', '  [2/3]', '  [3/3]']);
    assert.ok(!run.out().includes('\r'), 'nothing rewritten in place');
    assert.doesNotMatch(run.out(), COLOUR_CODE);
    assert.doesNotMatch(run.out(), /runs · /, 'no live line');
  });

  it('FORCE_COLOR colours a pipe; NO_COLOR (without FORCE_COLOR) keeps it plain', async () => {
    const forced = startCli(['run', mixedSuite('forced'), '-o', join(root, 'forced-results')], {
      env: { FORCE_COLOR: '1' },
    });
    assert.equal(await forced.exit, 1, forced.err());
    assert.match(forced.out(), /\u001b\[32m✔ passed/);
    assert.match(forced.out(), /\u001b\[31m1 of 1 trial failed\u001b\[39m/);
    const plain = startCli(['run', mixedSuite('no-color'), '-o', join(root, 'no-color-results')], {
      env: { NO_COLOR: '1' },
    });
    assert.equal(await plain.exit, 1, plain.err());
    assert.doesNotMatch(plain.out(), COLOUR_CODE);
    const off = startCli(['run', mixedSuite('force-0'), '-o', join(root, 'force-0-results')], {
      env: { FORCE_COLOR: '0' },
    });
    assert.equal(await off.exit, 1, off.err());
    assert.doesNotMatch(off.out(), COLOUR_CODE);
  });

  it(
    'on a terminal: a live line (done/total, counts, elapsed, ETA) rewritten in place; NO_COLOR honoured',
    { skip: SKIP_TTY },
    async () => {
      const run = startInTerminal(['run', mixedSuite('tty'), '-o', join(root, 'tty-results')]);
      assert.equal(await run.exit, 1, run.out());
      const screen = run.out();
      // Cleared and redrawn: "\r" + clear-line, then the counts.
      assert.match(screen, /\r\u001b\[2K\u001b\[1m0\/3 runs\u001b\[22m/);
      assert.match(screen, /\r\u001b\[2K\u001b\[1m1\/3 runs\u001b\[22m.* elapsed.*ETA \d+ s/);
      assert.match(screen, COLOUR_CODE);
      // The last run clears the live line: the summary starts on a clean line.
      assert.doesNotMatch(screen, /3\/3 runs/);
      // The closing verdict in the colour of the exit code: red, as the job failed.
      assert.match(screen, /\r\n\u001b\[31mparley: [^\r\n]*\(fail-on: failures\)\u001b\[39m\r\n/);

      const plain = startInTerminal(['run', mixedSuite('tty-plain'), '-o', join(root, 'tp')], {
        NO_COLOR: '1',
      });
      assert.equal(await plain.exit, 1, plain.out());
      assert.match(plain.out(), /\r\u001b\[2K1\/3 runs · \d passed · \d failed · 0 abstained/);
      assert.doesNotMatch(plain.out(), COLOUR_CODE);
    },
  );

  it('groups the closing "not passed" list per task: k of n trials, one reason each', async () => {
    // The grader passes only the second time it runs: trials 1 and 3 fail, 2 passes.
    const dir = writeSuite(
      root,
      'grouped',
      {
        flaky: { prompt: 'Say done.', mock: ['done'] },
        moody: { prompt: 'Say done.', mock: ['done'] },
        broken: { prompt: 'Say done.', mock: [{ error: 'the mock agent fell over' }] },
      },
      {
        graders: [
          'graders:',
          '  - type: program',
          '    name: second-time-lucky',
          '    config:',
          '      command: node',
          '      args: [count.cjs]',
          '',
        ].join('\n'),
      },
    );
    writeFileSync(
      join(dir, 'count.cjs'),
      [
        "const fs = require('fs');",
        'const task = process.env.PARLEY_TASK_ID;',
        "const n = fs.existsSync(task) ? Number(fs.readFileSync(task, 'utf8')) : 0;",
        'fs.writeFileSync(task, String(n + 1));',
        "if (n === 1) { console.log('ok'); process.exit(0); }",
        "if (task === 'moody') { console.log(`miss number ${n}`); process.exit(1); }",
        "console.log('the reply is not the expected one'); process.exit(1);",
      ].join('\n'),
    );
    const run = startCli(['run', dir, '-o', join(root, 'grouped-results'), '--trials', '3']);
    assert.equal(await run.exit, 1, run.out() + run.err());
    const list = run.out().slice(run.out().indexOf('Not passed'));
    assert.match(
      list,
      /\n {2}✖ grouped › flaky: 2 of 3 trials failed — second-time-lucky \(program\): exit 1: the reply is not the expected one\n/,
    );
    // Different reasons: each once, with the trials it stands for.
    assert.match(
      list,
      /\n {2}✖ grouped › moody: 2 of 3 trials failed — second-time-lucky \(program\): exit 1: miss number 0 \(#1\)\n {6}— second-time-lucky \(program\): exit 1: miss number 2 \(#3\)\n/,
    );
    assert.match(
      list,
      /\n {2}! grouped › broken: 3 of 3 trials errored — agent_error: the mock agent fell over\n/,
    );
    assert.equal(list.match(/grouped › flaky/g)?.length, 1, 'one line for the task, not per trial');
  });
});

describe('the live line', () => {
  const job = { total: 10, done: 4, counts: { passed: 2, failed: 1, abstained: 1 } };

  it('counts runs and estimates the time left from the mean time per run', () => {
    assert.equal(
      liveLine({ ...job, elapsedMs: 20_000 }, PLAIN),
      '4/10 runs · 2 passed · 1 failed · 1 abstained · 20 s elapsed · ETA 30 s',
    );
    assert.equal(
      liveLine({ total: 3, done: 0, counts: {}, elapsedMs: 1500 }, PLAIN),
      '0/3 runs · 0 passed · 0 failed · 0 abstained · 2 s elapsed',
      'no estimate before a run finishes',
    );
    assert.match(
      liveLine({ ...job, counts: { ...job.counts, error: 2 }, elapsedMs: 0 }, PLAIN),
      / · 2 error\(s\) · /,
    );
  });

  it('reads durations in s, min and h', () => {
    assert.deepEqual([900, 59_400, 61_000, 3_725_000].map(duration), [
      '1 s',
      '59 s',
      '1 min 01 s',
      '1 h 02 min',
    ]);
  });

  it('fits the terminal width without splitting a colour code', () => {
    const line = liveLine({ ...job, elapsedMs: 20_000 }, COLOURED);
    const cut = fit(line, 20);
    const visible = cut.replace(/\u001b\[[0-9;]*m/g, '');
    assert.equal(visible, '4/10 runs · 2 passe…');
    assert.ok(cut.endsWith('\u001b[0m'));
    assert.equal(fit('short', 20), 'short');
    assert.equal(fit('a'.repeat(30), 10), `${'a'.repeat(9)}…`);
  });
});
