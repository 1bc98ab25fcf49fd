// Yao agent tests graded as Yao's runner grades them (agent/test/dynamic_runner.go, runner.go),
// through the CLI against a loopback model: what a user reads (results, summary, exit code).
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startFakeOpenAI } from '../../fakes/openai-server.js';
import { FIXTURES, parley, tmp } from './cli.js';

after(() => rmSync(tmp, { recursive: true, force: true }));

describe('Yao dynamic tests end where Yao ends them', () => {
  it('passes at the turn every required checkpoint is reached, tool-result messages included', async () => {
    let decisions = 0;
    const fake = await startFakeOpenAI(
      () => {
        decisions++;
        // A simulator that would give up after its first reply: a run that talks on is spoiled.
        return {
          content: JSON.stringify(
            decisions === 1
              ? { decision: 'reply', reply: 'Medium, please.', reason: 'size asked' }
              : { decision: 'abstain', reply: '', reason: 'nothing left in the brief' },
          ),
        };
      },
      { apiKey: 'sk-yao' },
    );
    try {
      const run = await parley(['run', join(FIXTURES, '32-yao-dynamic')], {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-yao',
      });
      const record = run.record('order');
      // "Order #42 placed" is only in the tool result's message, as Yao matches it.
      assert.deepEqual(
        record.checkpoints.map((c) => [c.id, c.reached, c.turn]),
        [
          ['asked-size', true, 0],
          ['placed', true, 1],
          ['thanked', false, null],
        ],
      );
      assert.equal(record.turns.length, 2, JSON.stringify(record.turns.map((t) => t.output)));
      assert.equal(record.status, 'passed', JSON.stringify(record));
      assert.equal(record.outcome, 'completed');
      assert.equal(decisions, 1);
      assert.equal(run.code, 0, run.stdout + run.stderr);
    } finally {
      await fake.close();
    }
  });
});

describe("Yao's skip: true", () => {
  it('a file whose only tests are skipped loads, and its tests are reported skipped, not run', async () => {
    const file = join(FIXTURES, '32-yao-skip-only', 'tests.jsonl');
    const validate = await parley(['validate', file]);
    assert.equal(validate.code, 0, validate.stdout + validate.stderr);

    // No model endpoint is configured: a skipped test needs none, as it never runs.
    const run = await parley(['run', file]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.deepEqual(
      run.records.map((r) => [r.task_id, r.status, r.outcome, r.turns.length]).sort(),
      [
        ['also-later', 'skipped', 'not_run', 0],
        ['later', 'skipped', 'not_run', 0],
      ],
    );
    const summary = run.summary();
    assert.equal(summary.counts.by_status.skipped, 2);
    assert.equal(summary.counts.by_outcome.not_run, 2);
    const report = readFileSync(join(run.out, 'report.md'), 'utf8');
    assert.match(report, /2 skipped \(skip: true\)/);
    assert.match(
      report,
      /\| tests \/ later \| 1 skipped, 0 graded \| skipped: skip: true in the test file \|/,
    );
    assert.doesNotMatch(report, /awaiting input/);
    assert.match(readFileSync(join(run.out, 'junit.xml'), 'utf8'), /skipped="2"/);
  });

  it('a summary.json written before not_run existed still reads (a baseline from an older Parley)', async () => {
    const run = await parley(['run', join(FIXTURES, '32-yao-skip-only', 'tests.jsonl')]);
    const summary = run.summary();
    delete (summary.counts.by_outcome as Partial<Record<string, number>>).not_run;
    summary.counts.by_outcome.completed = 0;
    const old = join(run.out, 'old-summary.json');
    writeFileSync(old, JSON.stringify(summary));
    const compared = await parley(['compare', old, join(run.out, 'summary.json')]);
    assert.equal(compared.code, 0, compared.stdout + compared.stderr);
    assert.doesNotMatch(compared.stderr, /not a Parley summary/);
  });
});
