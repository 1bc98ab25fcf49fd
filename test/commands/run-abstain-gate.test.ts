// Abstains compared as an outcome (issue 42): a task that went from passing to abstaining on every
// run can no longer pass, so `parley run --baseline` fails with "newly abstaining"; a task that
// abstains on both sides at the same rate does not fail.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startCli, writeSuite } from './cli-process.js';

const root = mkdtempSync(join(tmpdir(), 'parley-abstain-gate-'));
after(() => rmSync(root, { recursive: true, force: true }));

const passes = { prompt: 'Add an agent.', mock: ['Created it.'] };
/** The agent asks what the brief does not say: the rule responder has no answer and abstains. */
const asks = {
  prompt: 'Add an agent.',
  mock: ['Which budget should it have?', 'Created it.'],
  responder: {
    instructions: 'Call it research-agent.',
    max_followups: 2,
    rules: [{ when: '(?i)name', reply: 'research-agent' }],
  },
};
const task = (inputs: object) => ({
  inputs,
  expected: { output_contains: ['Created'] },
});

async function run(dir: string, out: string, baseline?: string) {
  const cli = startCli([
    'run',
    dir,
    '--trials',
    '5',
    '-o',
    join(root, out),
    ...(baseline ? ['--baseline', join(root, baseline, 'summary.json')] : []),
  ]);
  return { code: await cli.exit, out: cli.out(), err: cli.err() };
}

describe('parley run --baseline: abstains are compared', () => {
  it('5/5 passed -> 5/5 abstained fails the check with "newly abstaining", named in the headline', async () => {
    await run(writeSuite(join(root, 'b1'), 'gate', { main: task(passes) }), 'base-1');
    const head = await run(
      writeSuite(join(root, 'h1'), 'gate', { main: task(asks) }),
      'head-1',
      'base-1',
    );
    assert.equal(head.code, 1, head.out + head.err);
    assert.match(
      head.err,
      /1 task newly abstaining: the agent now asks what the brief does not answer — add it to the brief if intended \(gate\/main\)/,
    );
    const report = readFileSync(join(root, 'head-1/report.md'), 'utf8');
    assert.match(report, /^## Parley: ❌ 1 regression$/m);
    assert.match(
      report,
      /^\*\*❌ Newly abstaining:\*\* `gate\/main`: the agent now asks what the brief does not answer — add it to the brief if intended\.$/m,
    );
  });

  it('abstains at a steady rate do not fail the check', async () => {
    await run(writeSuite(join(root, 'b2'), 'gate', { main: task(asks) }), 'base-2');
    const head = await run(
      writeSuite(join(root, 'h2'), 'gate', { main: task(asks) }),
      'head-2',
      'base-2',
    );
    assert.equal(head.code, 0, head.out + head.err);
    assert.doesNotMatch(head.err + head.out, /newly abstaining: the agent/);
  });
});
