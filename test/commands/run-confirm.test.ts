// `parley run --baseline FILE --confirm`: a task that looks like it dropped is run again, the
// confirmation runs are appended to results.jsonl, and the exit code follows their verdict.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Relative paths in `args` are under `root`. */
function parley(args: string[], root: string) {
  const absolute = args.map((a) => (/^(base|head|out|plain)/.test(a) ? join(root, a) : a));
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...absolute], {
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function suite(dir: string, reply: string): string {
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    'name: drop\nconfig:\n  executor: mock\n  trials_per_task: 2\ntasks:\n  - tasks/*.yaml\n',
  );
  writeFileSync(
    join(dir, 'tasks/steady.yaml'),
    `id: steady\nname: steady\ninputs:\n  prompt: Say done.\n  mock:\n    - ${reply}\ngraders:\n  - type: text\n    name: says-done\n    config:\n      contains: ['done']\n`,
  );
  return dir;
}

test('parley run --confirm re-runs a dropping task, confirms the drop and exits 1', () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-confirm-'));
  try {
    suite(join(root, 'base'), 'done');
    const base = parley(['run', 'base', '--trials', '4', '-o', 'base-results', '-q'], root);
    assert.equal(base.code, 0, base.stderr);

    suite(join(root, 'head'), 'gave up');
    // 4/4 -> 0/2: p = 1/15, not significant alone; without --confirm the check passes. With
    // it: stages of 2, 2 and 6 runs (each still looks lower), then all 12 head runs, 0/12,
    // against the base's 4/4: p = 1/1820, confirmed.
    const plain = parley(['run', 'head', '--baseline', 'base-results', '-o', 'plain'], root);
    assert.equal(plain.code, 0, plain.stdout + plain.stderr);

    const run = parley(
      [
        'run',
        'head',
        '--baseline',
        'base-results',
        '--confirm',
        '--confirm-trials',
        '10',
        '-o',
        'out',
      ],
      root,
    );
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(
      run.stdout,
      /parley: confirming 1 task\(s\) that may have regressed: up to 10 extra run\(s\) each, in stages of 2, 2, 6/,
    );
    assert.match(
      run.stdout,
      /parley: confirmation: 1 of 1 task\(s\) confirmed as regressed, 10 extra run\(s\)/,
    );
    assert.match(run.stdout, /parley: 1 task\(s\) still look lower: 6 more run\(s\) each/);
    // The run counter goes on across the stages: [3/4] after the screening's two runs.
    assert.match(run.stdout, /\[3\/4\] ✖ failed {4}drop › steady #3/);
    assert.match(run.stdout, /\[12\/12\] ✖ failed {4}drop › steady #12/);
    const report = readFileSync(join(root, 'out/report.md'), 'utf8');
    assert.match(report, /Confirmed 1 task with 10 extra runs: 1 regression confirmed\./);
    // The scorecard gives the confirmation's p, not the screening's 1/15, and does not claim
    // that no task could be flagged with these trials (the re-runs could, and did).
    assert.match(
      report,
      /\| drop \/ steady \| 0\/2 \| 4\/4 \| regressed, confirmed by re-runs, p = 0\.000549 \|/,
    );
    assert.doesNotMatch(report, /no single task can be flagged/);
    assert.match(run.stdout, /drop \/ steady: 4\/4 -> 0\/2 {2}confirmed by re-runs, p=0\.000549/);
    const lines = readFileSync(join(root, 'out/results.jsonl'), 'utf8').trim().split('\n');
    const extra = lines.map((l) => JSON.parse(l)).filter((r) => r.confirmation === true);
    assert.equal(lines.length, 12);
    assert.deepEqual(
      extra.map((r) => r.trial),
      [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      'numbered on after the screening trials',
    );

    const usage = parley(['run', 'head', '--confirm'], root);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /--confirm needs --baseline FILE/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
