// summary.json's counts must agree with each other (issue 44.7): a summary that claims 5003 passed
// of 3 runs, statuses that do not add up to its runs, or a pool entry of more verdicts than runs
// is refused by every reader with the file, the field and why (exit 2), and never pooled or
// compared: `parley run --baseline`, `parley compare`, `parley pool add`, `parley report` (shards).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Summary } from '../../src/results/schema.js';
import { buildSummary } from '../../src/results/summary.js';
import { makeRecord } from '../builders.js';
import { writeSuite } from './cli-process.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-summary-checks-'));
after(() => rmSync(root, { recursive: true, force: true }));

function parley(args: string[]) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', NO_COLOR: '1' },
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

/** A consistent summary: task `greet` of suite `s` passed 2 of 3. */
function good(): Summary {
  const records = [0, 1, 2].map((t) =>
    makeRecord('greet', t < 2 ? 'passed' : 'failed', 'completed', {
      suite: 's',
      suite_file: 's/eval.yaml',
      trial: t + 1,
    }),
  );
  return buildSummary(
    records,
    [
      {
        name: 's',
        file: 's/eval.yaml',
        hash: 'h',
        executor: 'mock',
        model: null,
        tasks: [{ id: 'greet', name: 'greet', identity: 'v1' }],
      },
    ],
    { commit: 'abc' },
  );
}

function write(name: string, summary: Summary): string {
  const file = join(root, name);
  writeFileSync(file, JSON.stringify(summary));
  return file;
}

const task = (s: Summary) => s.suites[0]!.tasks[0]!;

/** The hostile summaries, each with the field and reason its refusal must name. */
const BAD: [string, (s: Summary) => void, RegExp][] = [
  [
    'passed-over-runs',
    (s) => {
      task(s).passed = 5003;
      task(s).counts.by_status.passed = 5003;
    },
    /suites\.0\.tasks\.0\.passed: 5003 passed of 3 trials/,
  ],
  [
    'statuses-not-runs',
    (s) => {
      task(s).counts.by_status.failed = 40;
    },
    /suites\.0\.tasks\.0\.counts\.by_status: the statuses add up to 42, not the 3 runs/,
  ],
  [
    'suite-runs-not-tasks',
    (s) => {
      s.counts.runs = 300;
      s.counts.by_status.passed = 299;
      s.counts.by_outcome.completed = 300;
    },
    /counts\.runs: 300 runs, but its suites have 3/,
  ],
  [
    'pool-entry',
    (s) => {
      task(s).pool = [{ commit: 'old', passed: 5000, failed: 3, runs: 3 }];
    },
    /suites\.0\.tasks\.0\.pool\.0\.passed: 5000 passed and 3 failed of 3 runs/,
  ],
];

describe('an inconsistent summary.json is refused by every reader', () => {
  const suite = writeSuite(root, 'suite', { greet: { prompt: 'Hi', mock: ['Hello'] } });
  const goodFile = write('good.json', good());

  for (const [name, tamper, reason] of BAD) {
    const s = good();
    tamper(s);
    const bad = write(`${name}.json`, s);

    it(`${name}: parley compare refuses it, naming the file and field (exit 2)`, () => {
      const r = parley(['compare', bad, goodFile]);
      assert.equal(r.code, 2, r.out);
      assert.match(r.out, new RegExp(`${name}\\.json: not a Parley summary: ${reason.source}`));
      assert.doesNotMatch(r.out, /5003\/5006|regress/i);
    });

    it(`${name}: parley run --baseline refuses it before any run (exit 2)`, () => {
      const out = join(root, `run-${name}`);
      const r = parley(['run', suite, '--baseline', bad, '-o', out]);
      assert.equal(r.code, 2, r.out);
      assert.match(r.out, reason);
    });

    it(`${name}: parley pool add neither pools it nor a pool that holds it (exit 2)`, () => {
      const pool = join(root, `pool-${name}.json`);
      writeFileSync(pool, readFileSync(goodFile));
      const r = parley(['pool', 'add', pool, bad]);
      assert.equal(r.code, 2, r.out);
      assert.match(r.out, reason);
      assert.equal(readFileSync(pool, 'utf8'), readFileSync(goodFile, 'utf8'), 'pool unchanged');
      const asPool = join(root, `as-pool-${name}.json`);
      writeFileSync(asPool, readFileSync(bad));
      const again = parley(['pool', 'add', asPool, goodFile]);
      assert.equal(again.code, 2, again.out);
      assert.match(again.out, reason);
    });
  }

  it('parley report refuses to merge a shard whose summary is inconsistent (exit 2)', () => {
    const shard = join(root, 'shard');
    const r0 = parley(['run', suite, '-o', shard, '-q']);
    assert.equal(r0.code, 0, r0.out);
    const summary = JSON.parse(readFileSync(join(shard, 'summary.json'), 'utf8')) as Summary;
    task(summary).passed = 5003;
    task(summary).counts.by_status.passed = 5003;
    writeFileSync(join(shard, 'summary.json'), JSON.stringify(summary));
    mkdirSync(join(root, 'merged'), { recursive: true });
    const r = parley(['report', shard, '-o', join(root, 'merged')]);
    assert.equal(r.code, 2, r.out);
    assert.match(
      r.out,
      /summary\.json: not a Parley summary: suites\.0\.tasks\.0\.passed: 5003 passed of 1 trials/,
    );
  });
});
