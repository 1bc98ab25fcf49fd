import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeSummary, type TaskSpec } from '../report/builders.js';
import { CLI_ARGS } from '../cli-args.js';

function parley(args: string[]) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function files(base: TaskSpec[], head: TaskSpec[]) {
  const dir = mkdtempSync(join(tmpdir(), 'parley-compare-'));
  const b = join(dir, 'base.json');
  const h = join(dir, 'head.json');
  writeFileSync(b, JSON.stringify(makeSummary(base)));
  writeFileSync(h, JSON.stringify(makeSummary(head)));
  return { dir, base: b, head: h, done: () => rmSync(dir, { recursive: true, force: true }) };
}

const tasks = (n: number, passed: number, trials: number): TaskSpec[] =>
  Array.from({ length: n }, (_, i) => ({ id: `t${i}`, passed, trials }));

test('parley compare: exit 1 on regressions, 0 without, 2 on a bad file', () => {
  const f = files(
    [
      { id: 'a', passed: 5, trials: 5 },
      { id: 'gone', passed: 1, trials: 1 },
    ],
    [{ id: 'a', passed: 0, trials: 5 }],
  );
  try {
    const regressed = parley(['compare', f.base, f.head]);
    assert.equal(regressed.code, 1, regressed.stderr);
    assert.match(
      regressed.stdout,
      /regressed \(1\): significant against the baseline alone, after Holm correction across the tasks compared \(no runs of the base commit were made beside the head in this job\): fails the check\n {2}suite-a \/ a: 5\/5 -> 0\/5 {2}p=0\.00397/,
    );
    // `parley compare` runs nothing: no confirmation is claimed.
    assert.doesNotMatch(regressed.stdout, /confirmed against runs of the base commit/);
    assert.match(regressed.stdout, /removed \(1\):/);
    assert.match(regressed.stdout, /pass rate 100\.0% -> 0\.0%/);
    assert.match(regressed.stdout, /regressions: 1 task\(s\) regressed, the suite regressed/);
    assert.equal(parley(['compare', f.base, f.base]).code, 0);
    writeFileSync(join(f.dir, 'bad.json'), JSON.stringify({ schema_version: 1 }));
    const bad = parley(['compare', f.base, join(f.dir, 'bad.json')]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /bad\.json: not a Parley summary: /);
    assert.equal(parley(['compare', f.base]).code, 2);
    assert.equal(parley(['compare', f.base, join(f.dir, 'missing.json')]).code, 2);
    const alpha = parley(['compare', '--alpha', '1.5', f.base, f.head]);
    assert.equal(alpha.code, 2);
    assert.match(alpha.stderr, /--alpha: expected a number between 0 and 1, got "1\.5"/);
  } finally {
    f.done();
  }
});

test('parley compare: one 3/3 -> 0/3 task among ten is a possible regression, not a failed check', () => {
  const head = tasks(10, 3, 3);
  head[4] = { id: 't4', passed: 0, trials: 3 };
  const f = files(tasks(10, 3, 3), head);
  try {
    const r = parley(['compare', f.base, f.head]);
    assert.equal(r.code, 0, r.stdout);
    assert.match(
      r.stdout,
      /possible regressions \(1\): what the screening against the pooled baseline flagged \(an unadjusted drop, p <= alpha, or a one-trial pass -> fail\) and nothing confirmed: listed, never fails the check\n {2}suite-a \/ t4: 3\/3 -> 0\/3 {2}p=0\.05\n/,
    );
    assert.match(
      r.stdout,
      /note: With these trials no single task can be flagged \(10 tasks compared at alpha_task 0\.025, Holm\): 6 verdict trials per task on both sides would make an all-pass -> all-fail task significant/,
    );
    assert.match(r.stdout, /\nno regressions$/m);
  } finally {
    f.done();
  }
});

test('parley compare: p-values are exact at the boundary (--alpha 0.1: 3/3 -> 0/3 is p = 0.05 = alpha_task)', () => {
  const f = files([{ id: 'a', passed: 3, trials: 3 }], [{ id: 'a', passed: 0, trials: 3 }]);
  try {
    const r = parley(['compare', '--alpha', '0.1', '--json', f.base, f.head]);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    const c = JSON.parse(r.stdout);
    assert.equal(c.alpha_task, 0.05);
    assert.equal(c.buckets.regressed[0].p_value, 0.05);
    assert.equal(c.suite.regressed, true);
    assert.equal(c.regressions, 1);
  } finally {
    f.done();
  }
});

test('parley compare: a head whose runs are all config errors has no verdict, no regression', () => {
  const head = tasks(8, 0, 3).map((t) => ({ ...t, errors: 3, outcome: 'config_error' as const }));
  const f = files(tasks(8, 3, 3), head);
  try {
    const r = parley(['compare', f.base, f.head]);
    assert.equal(r.code, 0, r.stdout);
    assert.match(r.stdout, /no verdict \(8\): no passed or failed run on a side/);
    assert.match(
      r.stdout,
      / {2}suite-a \/ t0: 3\/3 -> 3 errors, 0 graded \[completed -> config_error\] {2}no verdict run on head: 3 errors \(config_error\)/,
    );
    assert.match(r.stdout, /suite: no task with verdict runs on both sides; no suite-level test\./);
    assert.match(r.stdout, /\nno regressions$/m);
    const json = JSON.parse(parley(['compare', '--json', f.base, f.head]).stdout);
    assert.equal(json.regressions, 0);
    assert.equal(json.buckets.no_verdict.length, 8);
    assert.deepEqual(json.buckets.regressed, []);
    assert.equal(json.buckets.suite_regressed, null);
  } finally {
    f.done();
  }
});
