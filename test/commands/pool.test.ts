// `parley pool add POOL SUMMARY`: the pooled baseline of the action's cache, kept in a file.
// Through the CLI process: the last K base runs per task, a changed task restarting, an older
// run that disagrees with the newest trimmed, a suite-wide drift restarting every pool, runs
// past the maximum age dropped, invalid files exiting 2.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSummary } from '../../src/results/summary.js';
import type { PoolRun, Summary } from '../../src/results/schema.js';
import { makeRecord } from '../builders.js';
import { CLI_ARGS } from '../cli-args.js';

function parley(args: string[]) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface Spec {
  /** Per task: passes of `trials`. */
  passed: number[];
  trials?: number;
  commit: string;
  /** Days before 2026-06-30. */
  daysAgo?: number;
  /** Per task identity (default v1). */
  identity?: string;
}

/** A base run's summary.json: task-<i> passed passed[i] of `trials`. */
function baseRun(dir: string, spec: Spec): string {
  const trials = spec.trials ?? 5;
  const records = spec.passed.flatMap((p, i) =>
    Array.from({ length: trials }, (_, t) =>
      makeRecord(`task-${i}`, t < p ? 'passed' : 'failed', 'completed', { trial: t + 1 }),
    ),
  );
  const summary: Summary = buildSummary(
    records,
    [
      {
        name: 'suite-a',
        file: 'evals/a/eval.yaml',
        hash: 'h',
        executor: 'mock',
        model: null,
        tasks: spec.passed.map((_, i) => ({
          id: `task-${i}`,
          name: `Task task-${i}`,
          identity: spec.identity ?? 'v1',
        })),
      },
    ],
    { commit: spec.commit },
  );
  summary.created_at = new Date(
    Date.parse('2026-06-30T12:00:00Z') - (spec.daysAgo ?? 0) * 86_400_000,
  ).toISOString();
  const file = join(dir, `${spec.commit}.json`);
  writeFileSync(file, JSON.stringify(summary));
  return file;
}

const read = (file: string): Summary => JSON.parse(readFileSync(file, 'utf8'));
const pools = (s: Summary) =>
  s.suites[0]!.tasks.map((t) => (t.pool ?? []).map((r: PoolRun) => [r.commit, r.passed]));

function withDir(fn: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'parley-pool-'));
  try {
    fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('parley pool add: a new pool, then the last K runs per task', () => {
  withDir((dir) => {
    const pool = join(dir, 'pool.json');
    const first = parley([
      'pool',
      'add',
      pool,
      baseRun(dir, { passed: [4], commit: 'c0', daysAgo: 3 }),
    ]);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /started from .*c0\.json \(1 task\(s\)\)/);
    assert.equal(read(pool).identity.commit, 'c0');
    for (const [i, passed] of [3, 4, 3].entries()) {
      const r = parley([
        'pool',
        'add',
        pool,
        baseRun(dir, { passed: [passed], commit: `c${i + 1}`, daysAgo: 2 - i }),
        '--keep',
        '3',
      ]);
      assert.equal(r.code, 0, r.stderr);
    }
    const saved = read(pool);
    assert.deepEqual(pools(saved), [
      [
        ['c1', 3],
        ['c2', 4],
        ['c3', 3],
      ],
    ]);
    const entry = saved.suites[0]!.tasks[0]!.pool!.at(-1)!;
    assert.equal(entry.runs, 5);
    assert.equal(entry.errored, 0);
    assert.equal(entry.at, saved.created_at);
    assert.equal(saved.pool_changes, undefined, 'nothing but the oldest beyond K was dropped');
    assert.ok(!existsSync(join(dir, `.pool.json.${process.pid}.tmp`)));
  });
});

test('parley pool add: a changed task restarts its pool; a disagreeing older run is trimmed', () => {
  withDir((dir) => {
    const pool = join(dir, 'pool.json');
    // task-1 passed 5/5 in c0 and c1, then 0/5 in c2; task-0 stays at 3-4 of 5.
    for (const [commit, passed] of [
      ['c0', [3, 5]],
      ['c1', [4, 5]],
    ] as const) {
      assert.equal(
        parley(['pool', 'add', pool, baseRun(dir, { passed: [...passed], commit })]).code,
        0,
      );
    }
    const trimmed = parley(['pool', 'add', pool, baseRun(dir, { passed: [4, 0], commit: 'c2' })]);
    assert.equal(trimmed.code, 0, trimmed.stderr);
    // 5/5 against 0/5: one-sided p = 1/252 <= 0.005; both older runs of task-1 leave its pool.
    assert.match(
      trimmed.stdout,
      /suite-a \/ task-1: 2 run\(s\) dropped: disagreed with the newest run \(exact Fisher, p = 0\.0040\)/,
    );
    let saved = read(pool);
    assert.deepEqual(pools(saved), [
      [
        ['c0', 3],
        ['c1', 4],
        ['c2', 4],
      ],
      [],
    ]);
    assert.equal(saved.pool_changes!.restarted, null);
    assert.deepEqual(
      saved.pool_changes!.tasks.map((t) => [t.task_id, t.dropped]),
      [['task-1', 2]],
    );

    const changed = parley([
      'pool',
      'add',
      pool,
      baseRun(dir, { passed: [4, 1], commit: 'c3', identity: 'v2' }),
    ]);
    assert.equal(changed.code, 0, changed.stderr);
    saved = read(pool);
    assert.deepEqual(pools(saved), [[], []]);
    assert.match(saved.pool_changes!.tasks[0]!.reason, /the task changed/);
    assert.equal(saved.pool_changes!.tasks[0]!.dropped, 3);
  });
});

test('parley pool add: a suite-wide shift restarts every pool from the newest run', () => {
  withDir((dir) => {
    const pool = join(dir, 'pool.json');
    const tasks = 8;
    for (const commit of ['c0', 'c1']) {
      const r = parley([
        'pool',
        'add',
        pool,
        baseRun(dir, { passed: Array(tasks).fill(4), commit }),
      ]);
      assert.equal(r.code, 0, r.stderr);
    }
    // Every task drops from 4/5 to 2/5: no older run on its own disagrees at 0.005 (4/5 against
    // 2/5: p = 66/252 = 0.26), but across the 8 tasks the stratified test is below 0.0005.
    const r = parley([
      'pool',
      'add',
      pool,
      baseRun(dir, { passed: Array(tasks).fill(2), commit: 'c2' }),
    ]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout,
      /across 8 task\(s\) \(exact stratified test, p = .*\): the agent's provider may have drifted/,
    );
    const saved = read(pool);
    assert.deepEqual(pools(saved), Array(tasks).fill([]));
    assert.match(saved.pool_changes!.restarted!, /every task's pool restarts from the newest run/);
  });
});

test('parley pool add: runs older than --max-age leave the pool', () => {
  withDir((dir) => {
    const pool = join(dir, 'pool.json');
    const old = baseRun(dir, { passed: [4], commit: 'c0', daysAgo: 20 });
    const mid = baseRun(dir, { passed: [3], commit: 'c1', daysAgo: 10 });
    const now = baseRun(dir, { passed: [4], commit: 'c2', daysAgo: 0 });
    for (const file of [old, mid])
      assert.equal(parley(['pool', 'add', pool, file, '--max-age', '30']).code, 0);
    const copy = join(dir, 'copy.json');
    writeFileSync(copy, readFileSync(pool));
    // Default 14 days: c0 (20 days before c2) leaves.
    const r = parley(['pool', 'add', pool, now]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /task-0: 1 run\(s\) dropped: older than 14 days/);
    assert.deepEqual(pools(read(pool)), [
      [
        ['c1', 3],
        ['c2', 4],
      ],
    ]);
    const kept = parley(['pool', 'add', copy, now, '--max-age', '30']);
    assert.equal(kept.code, 0, kept.stderr);
    assert.deepEqual(pools(read(copy)), [
      [
        ['c0', 4],
        ['c1', 3],
        ['c2', 4],
      ],
    ]);
  });
});

test('parley pool add: invalid files and options exit 2 naming what is wrong', () => {
  withDir((dir) => {
    const pool = join(dir, 'pool.json');
    writeFileSync(pool, '{"schema_version": 1}');
    const summary = baseRun(dir, { passed: [4], commit: 'c0' });
    const bad = parley(['pool', 'add', pool, summary]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /pool\.json: not a Parley summary: /);
    assert.equal(readFileSync(pool, 'utf8'), '{"schema_version": 1}', 'left as it was');
    const missing = parley(['pool', 'add', join(dir, 'new.json'), join(dir, 'nope.json')]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /nope\.json: no such file or directory/);
    const keep = parley(['pool', 'add', pool, summary, '--keep', '0']);
    assert.equal(keep.code, 2);
    assert.match(keep.stderr, /--keep: expected a whole number from 1 to 20, got "0"/);
    const usage = parley(['pool', 'merge', pool]);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /expected "pool add POOL SUMMARY"/);
  });
});
