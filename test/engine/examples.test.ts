// The offline examples, as README's main command runs them: the configure-agent scenario ends
// passed, abstained and cap-exhausted, each explained on the console; the Yao flows all pass.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { runSuites } from '../../src/engine/run.js';
import { readResults } from '../../src/results/jsonl.js';
import { CLI_ARGS } from '../cli-args.js';

const out = mkdtempSync(join(tmpdir(), 'parley-examples-'));
after(() => rmSync(out, { recursive: true, force: true }));

describe('the example suites', () => {
  it('configure-agent: one passed, one abstained, one cap-exhausted, each explained', () => {
    // As README's quick start runs it: the CLI in its own process.
    const dir = join(out, 'configure-agent');
    const cli = spawnSync(
      process.execPath,
      [...CLI_ARGS, 'run', resolve('examples/configure-agent'), '-o', dir],
      { encoding: 'utf8', env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' } },
    );
    assert.equal(cli.status, 1, 'two of three runs do not pass, by design');
    const verdicts = Object.fromEntries(
      readResults(join(dir, 'results.jsonl')).map((r) => [r.task_id, `${r.status}/${r.outcome}`]),
    );
    assert.deepEqual(verdicts, {
      'full-brief': 'passed/stopped',
      'missing-handoffs': 'abstained/abstained',
      'cap-exhausted': 'failed/cap_exhausted',
    });
    const console = cli.stdout;
    assert.match(
      console,
      /1 passed, 1 failed, 1 abstained, 0 error\(s\), 0 skipped \(1 cap exhausted\)/,
    );
    assert.match(
      console,
      /responder abstained: no rule matches the agent's question: "Should it hand off/,
    );
    assert.match(
      console,
      /cap reached after 2 follow-up\(s\); the agent still asks: "Which tools should it have\?"/,
    );
  });

  it('yao-flows: every JSONL test passes, its per-turn assertions and checkpoints checked', async () => {
    const result = await runSuites({
      paths: [resolve('examples/yao-flows')],
      outputDir: join(out, 'yao-flows'),
    });
    assert.deepEqual(result.records.map((r) => `${r.task_id}: ${r.status}`).sort(), [
      'order-coffee: passed',
      'refuses-deletion: passed',
      'weather-tool: passed',
    ]);
    // A passed run's transcript is in results.jsonl (the in-memory record keeps none).
    const coffee = readResults(join(out, 'yao-flows', 'results.jsonl')).find(
      (r) => r.task_id === 'order-coffee',
    )!;
    assert.equal(coffee.turns.flatMap((t) => t.assertions).length, 4);
    assert.deepEqual(
      coffee.checkpoints.map((c) => [c.id, c.turn]),
      [
        ['asked-size', 0],
        ['confirmed', 2],
      ],
    );
  });
});
