// What an ACP agent's run records, through `parley run` as a user runs it: the permission
// decisions the adapter made (agent_log), and a turn the agent ended at its own request limit
// recorded with the one stop reason every adapter uses (max_iterations), an agent_error.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { readResults } from '../../src/results/jsonl.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-acp-record-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('permission decisions reach the record; an agent request cap is max_iterations, an agent_error', () => {
  writeFileSync(
    join(root, 'eval.yaml'),
    JSON.stringify({
      name: 'acp-record',
      config: {
        executor: 'acp',
        timeout_seconds: 60,
        agent: { command: process.execPath, args: [resolve('test/fakes/acp-agent.mjs')] },
      },
      graders: [{ type: 'text', name: 'said-hello', config: { contains: ['Hello'] } }],
      tasks: [
        { id: 'writes', inputs: { prompt: 'write hello' } },
        { id: 'capped', inputs: { prompt: 'request-cap' } },
      ],
    }),
  );
  const out = join(root, 'out');
  const cli = spawnSync(process.execPath, [...CLI_ARGS, 'run', root, '-o', out], {
    encoding: 'utf8',
  });
  const records = readResults(join(out, 'results.jsonl'));
  const writes = records.find((r) => r.task_id === 'writes')!;
  assert.equal(writes.status, 'passed', cli.stdout + cli.stderr);
  assert.ok(
    writes.agent_log?.some((l) => /^acp permission ".*": selected$/.test(l)),
    JSON.stringify(writes.agent_log),
  );
  const capped = records.find((r) => r.task_id === 'capped')!;
  assert.equal(`${capped.status}/${capped.outcome}`, 'error/agent_error');
  assert.equal(capped.turns[0]!.stop_reason, 'max_iterations');
  assert.match(capped.error?.message ?? '', /iteration cap/);
});
