import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSuites } from '../../src/engine/run.js';
import type { AgentConfigOf } from '../../src/suites/model.js';
import { assignShards, planRuns } from '../../src/engine/plan.js';
import { suiteOf } from './helpers.js';

describe('planning runs', () => {
  const suite = suiteOf(
    [
      { id: 'alpha', tags: ['fast'] },
      { id: 'beta', tags: ['slow'] },
      { id: 'gamma', name: 'Gamma task', tags: ['fast', 'llm'] },
      { id: 'delta' },
      { id: 'epsilon' },
    ],
    { trialsPerTask: 3 },
  );
  const ids = (runs: Awaited<ReturnType<typeof planRuns>>) =>
    runs.map((r) => `${r.task.id}#${r.trial}`);

  it('expands trials and filters by tags and task ids or name globs', async () => {
    assert.equal((await planRuns([suite], {})).length, 15);
    assert.deepEqual(ids(await planRuns([suite], { tags: ['llm'], trials: 2 })), [
      'gamma#1',
      'gamma#2',
    ]);
    assert.deepEqual(ids(await planRuns([suite], { tasks: ['be*', 'gamma task'], trials: 1 })), [
      'beta#1',
      'gamma#1',
    ]);
  });

  it('puts every run in exactly one shard, whole tasks, balanced', async () => {
    const all = ids(await planRuns([suite], {}));
    const shards = await Promise.all(
      [1, 2, 3].map(async (index) => ids(await planRuns([suite], { shard: { index, total: 3 } }))),
    );
    assert.deepEqual(shards.flat().sort(), [...all].sort(), 'the union is every run, each once');
    for (const shard of shards) {
      assert.ok(shard.length >= 3 && shard.length <= 6, `balanced: ${shard.length} runs`);
      const tasks = new Set(shard.map((r) => r.split('#')[0]));
      for (const task of tasks)
        assert.equal(shard.filter((r) => r.startsWith(`${task}#`)).length, 3);
    }
    assert.deepEqual(
      ids(await planRuns([suite], { shard: { index: 2, total: 3 } })),
      shards[1],
      'deterministic',
    );
  });

  it('balances by trial count, larger tasks first', () => {
    const assignment = assignShards(
      [
        { key: 'a', trials: 5 },
        { key: 'b', trials: 3 },
        { key: 'c', trials: 2 },
        { key: 'd', trials: 1 },
      ],
      2,
    );
    assert.deepEqual(Object.fromEntries(assignment), { a: 1, b: 2, c: 2, d: 1 });
  });

  it('--executor copilot-sdk runs every task on ACP with `copilot --acp`, keeping a given command', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-plan-'));
    writeFileSync(
      join(dir, 'eval.yaml'),
      [
        'name: plain',
        'config: {executor: mock}',
        'graders: [{type: text, name: any, config: {contains: [x]}}]',
        'tasks:',
        '  - {id: a, inputs: {prompt: hi}}',
        "  - {id: b, executor: acp, agent: {command: my-copilot, args: ['--acp', '-v']}, inputs: {prompt: hi}}",
      ].join('\n'),
    );
    const result = await runSuites({
      paths: [dir],
      outputDir: tmpdir(),
      dryRun: true,
      executor: 'copilot-sdk',
    });
    assert.deepEqual(result.configErrors, []);
    assert.deepEqual(
      result.planned.map((r) => {
        const agent = r.task.agent as AgentConfigOf<'acp'>;
        return [agent.executor, agent.command, agent.args];
      }),
      [
        ['acp', 'copilot', ['--acp']],
        ['acp', 'my-copilot', ['--acp', '-v']],
      ],
    );
  });
});
