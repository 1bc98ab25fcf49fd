// waza's `golden: true` (issue 42, item 6): a task that must always pass. waza's own gate fails
// when a golden task did not pass, independent of the aggregate and of any regression (microsoft/
// waza issue #364 "Regression gates": "any failure is a hard fail, independent of aggregate";
// pull request #384: `waza gate` exits 2 on a golden failure, ahead of a regression, and carries
// `golden` into results.json). Parley: a golden task with a failed run on the head fails the
// check (exit 1) under every fail-on but `never`, also when it failed the same way on the base,
// with its own line in report.md's headline and in summary.json. Through `parley run`.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Summary } from '../../src/results/schema.js';
import { startCli, writeSuite } from './cli-process.js';

const root = mkdtempSync(join(tmpdir(), 'parley-golden-'));
after(() => rmSync(root, { recursive: true, force: true }));

const suite = writeSuite(root, 'gold', {
  'golden-breaks': {
    golden: true,
    inputs: { prompt: 'Say done.', mock: ['not yet'] },
    expected: { output_contains: ['done'] },
  },
  'golden-holds': {
    golden: true,
    inputs: { prompt: 'Say done.', mock: ['done'] },
    expected: { output_contains: ['done'] },
  },
  'plain-fails': {
    inputs: { prompt: 'Say done.', mock: ['not yet'] },
    expected: { output_contains: ['done'] },
  },
});

const read = (dir: string) => ({
  summary: JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as Summary,
  report: readFileSync(join(dir, 'report.md'), 'utf8'),
});

describe('golden: true (parley run)', () => {
  it('a golden task that failed fails the check, also when it failed on the base too', async () => {
    const base = startCli(['run', suite, '-o', join(root, 'base'), '--trials', '2']);
    await base.exit;
    // The same failures on both sides: no regression, so the gate alone would pass.
    const head = startCli([
      'run',
      suite,
      '-o',
      join(root, 'head'),
      '--trials',
      '2',
      '--baseline',
      join(root, 'base', 'summary.json'),
    ]);
    const code = await head.exit;
    assert.match(
      head.err(),
      /parley: golden task gold\/golden-breaks failed \(2 of 2 verdict runs\).*\(fail-on: regressions\)/,
      head.out() + head.err(),
    );
    assert.equal(code, 1, head.out() + head.err());

    const { summary, report } = read(join(root, 'head'));
    const tasks = Object.fromEntries(summary.suites[0]!.tasks.map((t) => [t.task_id, t.golden]));
    assert.deepEqual(tasks, {
      'golden-breaks': true,
      'golden-holds': true,
      'plain-fails': undefined,
    });
    assert.deepEqual(summary.golden_failed, [
      { suite: 'gold', task_id: 'golden-breaks', failed: 2, verdicts: 2 },
    ]);
    // The headline says it first, and the golden task has its own line.
    assert.match(report, /^## Parley: ❌ golden task `golden-breaks` failed$/m);
    assert.match(
      report,
      /^\*\*❌ Golden task `golden-breaks` \(gold\) failed 2 of 2 verdict runs on the head:\*\* `golden: true` tasks must always pass\.$/m,
    );
    assert.doesNotMatch(report, /Golden task `golden-holds`/);
  });

  it('golden tasks that pass leave the check to the gate; fail-on never ignores them', async () => {
    const steady = startCli([
      'run',
      suite,
      '-o',
      join(root, 'steady'),
      '--task',
      'golden-holds',
      '--task',
      'plain-fails',
      '--baseline',
      join(root, 'base', 'summary.json'),
    ]);
    assert.equal(await steady.exit, 0, steady.out() + steady.err());
    const { summary, report } = read(join(root, 'steady'));
    assert.deepEqual(summary.golden_failed, []);
    assert.doesNotMatch(report, /golden task/i);

    const never = startCli(['run', suite, '-o', join(root, 'never'), '--fail-on', 'never']);
    assert.equal(await never.exit, 0, never.out() + never.err());
    // Without a baseline the default fail-on is failures: every failed run fails it anyway, and
    // the golden task is named among the reasons.
    const alone = startCli(['run', suite, '-o', join(root, 'alone'), '--task', 'golden-breaks']);
    assert.equal(await alone.exit, 1);
    assert.match(alone.err(), /golden task gold\/golden-breaks failed \(1 of 1 verdict run\)/);
  });
});
