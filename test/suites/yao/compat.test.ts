// Yao agent tests graded as Yao's runner grades them (agent/test/dynamic_runner.go, runner.go),
// through the CLI against a loopback model: what a user reads (results, summary, exit code).
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
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
