// Issue 49 item 2: a task flaky on main is named with its rate, and a task quarantined in
// .parley.yaml keeps running and being reported but cannot fail the check; an expired entry or
// one that matches no task is a validation warning. Through `parley run --baseline` and
// `parley validate`, reading what a user reads: the exit code, summary.json, report.md, stderr.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Summary } from '../../src/results/schema.js';
import { startCli, writeSuite } from './cli-process.js';

const root = mkdtempSync(join(tmpdir(), 'parley-quarantine-'));
after(() => rmSync(root, { recursive: true, force: true }));

const task = (reply: string) => ({
  inputs: { prompt: 'Say done.', mock: [reply] },
  expected: { output_contains: ['done'] },
});
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const project = (entries: string) =>
  writeFileSync(join(root, '.parley.yaml'), `# the team's settings\nquarantine:\n${entries}`);
const read = (dir: string) => ({
  summary: JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as Summary,
  report: readFileSync(join(dir, 'report.md'), 'utf8'),
  html: readFileSync(join(dir, 'report.html'), 'utf8'),
});

async function run(name: string, baseline: string) {
  const cli = startCli(
    ['run', join(root, 'qs'), '-o', join(root, name), '--trials', '5', '--baseline', baseline],
    { cwd: root },
  );
  const code = await cli.exit;
  return { code, out: cli.out() + cli.err(), ...read(join(root, name)) };
}

describe('quarantine (parley run --baseline)', () => {
  const baseline = join(root, 'base', 'summary.json');
  before(async () => {
    writeSuite(root, 'qs', { wobbly: task('done'), steady: task('done') });
    const base = startCli(['run', join(root, 'qs'), '-o', join(root, 'base'), '--trials', '5'], {
      cwd: root,
    });
    assert.equal(await base.exit, 0, base.out() + base.err());
    // The head breaks wobbly: 5/5 -> 0/5.
    writeSuite(root, 'qs', { wobbly: task('not yet'), steady: task('done') });
  });

  it('without a quarantine the task regresses and fails the check', async () => {
    rmSync(join(root, '.parley.yaml'), { force: true });
    const r = await run('plain', baseline);
    assert.equal(r.code, 1, r.out);
    assert.match(r.report, /^## Parley: ❌ 1 regression$/m);
  });

  it('quarantined, the same task is reported but cannot fail the check', async () => {
    project(
      `  - task: qs/wobbly # issue 12\n    reason: "flaky on main <img src=x>"\n    expires: ${day(7)}\n`,
    );
    const r = await run('quarantined', baseline);
    assert.equal(r.code, 0, r.out);
    const wobbly = r.summary.suites[0]!.tasks.find((t) => t.task_id === 'wobbly')!;
    assert.deepEqual(wobbly.quarantined, {
      reason: 'flaky on main <img src=x>',
      expires: day(7),
    });
    // report.html says it at the top and in the task's row, the reason escaped.
    assert.match(
      r.html,
      new RegExp(
        `<b>1 task quarantined</b>.*<code>qs/wobbly</code> \\(flaky on main &lt;img src=x&gt;, until ${day(7)}\\)`,
      ),
    );
    assert.match(
      r.html,
      new RegExp(`quarantined until ${day(7)}: flaky on main &lt;img src=x&gt;`),
    );
    assert.doesNotMatch(r.html, /<img src=x>/);
    assert.equal(wobbly.counts.by_status.failed, 5, 'it still ran');
    assert.doesNotMatch(r.report, /❌/);
    assert.match(
      r.report,
      new RegExp(
        `\\*\\*1 task quarantined\\*\\* .*: \`qs/wobbly\` \\(flaky on main &lt;img src=x&gt;, until ${day(7)}\\)`,
      ),
    );
    assert.match(
      r.report,
      new RegExp(`qs / wobbly \\(quarantined until ${day(7)}: flaky on main &lt;img src=x&gt;\\)`),
    );
    // --fail-on failures counts none of its failed runs either.
    const strict = startCli(
      [
        'run',
        join(root, 'qs'),
        '-o',
        join(root, 'strict'),
        '--trials',
        '5',
        '--fail-on',
        'failures',
      ],
      { cwd: root },
    );
    assert.equal(await strict.exit, 0, strict.out() + strict.err());
  });

  it('an expired entry is a warning and no longer quarantines', async () => {
    project(`  - task: qs/wobbly\n    reason: flaky on main\n    expires: ${day(-2)}\n`);
    const validate = startCli(['validate', join(root, 'qs')], { cwd: root });
    assert.equal(await validate.exit, 0, validate.out() + validate.err());
    const warning = new RegExp(
      `\\.parley\\.yaml:5:5 quarantine\\[0\\]\\.expires: the quarantine of 'qs/wobbly' expired on ${day(-2)}`,
    );
    assert.match(validate.out() + validate.err(), warning);
    const r = await run('expired', baseline);
    assert.match(r.out, warning);
    assert.equal(r.code, 1, r.out);
    assert.equal(
      r.summary.suites[0]!.tasks.find((t) => t.task_id === 'wobbly')!.quarantined,
      undefined,
    );
  });

  it('an entry that matches no task is a warning, a missing reason an error (exit 2)', async () => {
    project(`  - task: qs/wobly\n    reason: typo\n    expires: ${day(3)}\n`);
    const typo = startCli(['validate', join(root, 'qs')], { cwd: root });
    await typo.exit;
    assert.match(
      typo.out() + typo.err(),
      /\.parley\.yaml:3:5 quarantine: 'qs\/wobly' matches no task/,
    );
    project(`  - task: qs/wobbly\n    expires: ${day(3)}\n`);
    const bad = startCli(['validate', join(root, 'qs')], { cwd: root });
    assert.equal(await bad.exit, 2, bad.out() + bad.err());
    assert.match(bad.out() + bad.err(), /\.parley\.yaml:3:\d+ quarantine\[0\]/);
  });

  it('a pool that passed half of its runs over 10 jobs names the task flaky on main', async () => {
    rmSync(join(root, '.parley.yaml'), { force: true });
    const pooled = JSON.parse(readFileSync(baseline, 'utf8')) as Summary;
    const steady = pooled.suites[0]!.tasks.find((t) => t.task_id === 'steady')!;
    steady.pool = Array.from({ length: 10 }, (_, i) => ({
      commit: `c${i}`,
      passed: 2,
      failed: 2,
      runs: 4,
    }));
    const file = join(root, 'pooled.json');
    writeFileSync(file, JSON.stringify(pooled));
    const r = await run('flaky', file);
    const flaky = r.summary.suites[0]!.tasks.find((t) => t.task_id === 'steady')!.flaky_on_main;
    assert.deepEqual(flaky, { rate: 0.5, runs: 40, jobs: 10 });
    assert.match(
      r.report,
      /\*\*Flaky on main:\*\* `qs\/steady` \(passed 50% of 40 runs over 10 jobs\)/,
    );
    assert.match(
      r.html,
      /<b>Flaky on main:<\/b> <code>qs\/steady<\/code> \(passed 50% of 40 runs over 10 jobs\)/,
    );
    // wobbly's pool of one base run says nothing about main.
    assert.equal(
      r.summary.suites[0]!.tasks.find((t) => t.task_id === 'wobbly')!.flaky_on_main,
      undefined,
    );
  });
});

describe('parley quarantine add | remove | list', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-quarantine-cli-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const cli = async (...args: string[]) => {
    const p = startCli(['quarantine', ...args], { cwd: dir });
    const code = await p.exit;
    return { code, out: p.out() + p.err() };
  };
  const file = join(dir, '.parley.yaml');

  it('round-trips an entry and keeps the comments of .parley.yaml', async () => {
    writeFileSync(file, '# the team settings: keep this\nevals: evals/**/eval.yaml # our suites\n');
    const added = await cli('add', 'qs/wobbly', '--reason', 'flaky, see #12', '--days', '3');
    assert.equal(added.code, 0, added.out);
    assert.match(added.out, new RegExp(`qs/wobbly quarantined until ${day(3)}`));
    let text = readFileSync(file, 'utf8');
    assert.match(text, /^# the team settings: keep this$/m);
    assert.match(text, /# our suites/);
    assert.match(
      text,
      new RegExp(`- task: qs/wobbly\\n\\s+reason: "flaky, see #12"\\n\\s+expires: ${day(3)}`),
    );
    // The default expiry is 14 days; the same task again renews its entry.
    assert.equal((await cli('add', 'qs/wobbly', '--reason', 'still flaky')).code, 0);
    text = readFileSync(file, 'utf8');
    assert.equal(text.match(/task: qs\/wobbly/g)?.length, 1, text);
    assert.match(text, new RegExp(`expires: ${day(14)}`));
    const listed = await cli('list');
    assert.match(listed.out, new RegExp(`qs/wobbly  until ${day(14)}  still flaky`));
    assert.equal((await cli('remove', 'qs/wobbly')).code, 0);
    text = readFileSync(file, 'utf8');
    assert.doesNotMatch(text, /wobbly/);
    assert.match(text, /^# the team settings: keep this$/m);
    assert.match((await cli('list')).out, /no entries/);
  });

  it('exits 2 with a clear message on bad input', async () => {
    const cases: [string[], RegExp][] = [
      [['add', 'qs/x'], /--reason: a quarantine needs a reason/],
      [
        ['add', 'qs/x', '--reason', 'r', '--until', '2020-01-01'],
        /--until: 2020-01-01 is in the past/,
      ],
      [['add', 'qs/x', '--reason', 'r', '--until', '2026-02-30'], /--until: expected a date/],
      [['add', 'qs/x', '--reason', 'r', '--days', '0'], /--days: expected a whole number/],
      [['remove', 'qs/none'], /no quarantine entry for "qs\/none"/],
      [['drop', 'qs/x'], /expected "quarantine add TASK/],
    ];
    for (const [args, message] of cases) {
      const r = await cli(...args);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.out}`);
      assert.match(r.out, message);
    }
  });
});
