// The same runs get the same verdict on a laptop and in CI: with --baseline, `parley run`
// follows the action's default (regressions); without one it fails on any run that does not
// pass, and says that this is the policy it applied and why.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startCli, writeSuite } from './cli-process.js';

const root = mkdtempSync(join(tmpdir(), 'parley-fail-on-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** One task that passes, one whose rule responder abstains: the same on base and head. */
const suite = writeSuite(root, 'steady', {
  passes: {
    inputs: { prompt: 'Say done.', mock: ['done'] },
    expected: { output_contains: ['done'] },
  },
  abstains: {
    inputs: {
      prompt: 'Add an agent.',
      mock: ['Which budget should it have?', 'Created it.'],
      responder: {
        instructions: 'Call it research-agent.',
        max_followups: 2,
        rules: [{ when: '(?i)name', reply: 'research-agent' }],
      },
    },
    expected: { output_contains: ['Created'] },
  },
});

const NOTE =
  /parley: fail-on failures, the default without --baseline: with nothing to compare with, every run must pass\. In CI the action compares with the base branch \(fail-on regressions\): pass --baseline BASE\/summary\.json for the same verdict, or --fail-on to choose/;

describe('parley run: the fail-on default', () => {
  it('without --baseline: an abstain fails the run, and the console says which policy and why', async () => {
    const base = startCli(['run', suite, '-o', join(root, 'base')]);
    assert.equal(await base.exit, 1, base.out() + base.err());
    assert.match(base.err(), /1 run did not pass \(0 failed, 1 abstained\) \(fail-on: failures\)/);
    assert.match(base.err(), NOTE);
  });

  it('with --baseline: the action default, regressions, so an unchanged abstain passes as in CI', async () => {
    const base = startCli(['run', suite, '-o', join(root, 'base-2')]);
    await base.exit;
    const head = startCli([
      'run',
      suite,
      '-o',
      join(root, 'head'),
      '--baseline',
      join(root, 'base-2/summary.json'),
    ]);
    assert.equal(await head.exit, 0, head.out() + head.err());
    assert.doesNotMatch(head.err(), /\(fail-on:|the default without/);
    // One trial a side: no task can be significant, so the verdict is inconclusive, never a pass.
    const report = readFileSync(join(root, 'head/report.md'), 'utf8');
    assert.match(
      report,
      /^## Parley: ➖ inconclusive: with these trials no single task can show a regression \(4 verdict trials per task would\)/m,
    );
  });

  it('a --fail-on the user chose is applied without the note', async () => {
    const run = startCli(['run', suite, '-o', join(root, 'chosen'), '--fail-on', 'failures']);
    assert.equal(await run.exit, 1);
    assert.match(run.err(), /\(fail-on: failures\)/);
    assert.doesNotMatch(run.err(), NOTE);
  });
});
