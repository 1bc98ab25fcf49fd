// The history's per-task series, change points and flaky tasks (verdict/history-trends.ts), and
// the history's bounds (results/history.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  changePoints,
  historyTrends,
  type HistoryPoint,
} from '../../src/verdict/history-trends.js';
import { appendRun, parseHistory, renderHistory } from '../../src/results/history.js';
import { MAX_HISTORY_RUNS, MAX_HISTORY_TASK_ENTRIES } from '../../src/results/layout.js';
import type { HistoryRun } from '../../src/results/history-schema.js';
import { DROP_COMMIT, DROP_RUN, HOSTILE, tenRuns } from '../results/history-fixture.js';

const point = (run: number, passed: number, failed: number): HistoryPoint => ({
  run,
  commit: `c${run}`,
  date: '2026-11-01',
  passed,
  failed,
  trials: passed + failed,
  pass_rate: passed / (passed + failed || 1),
  abstained: 0,
  cap_exhausted: 0,
  errored: 0,
  tokens: 0,
  cost_usd: null,
  model: null,
});
const series = (pairs: [number, number][]) => pairs.map(([p, f], i) => point(i, p, f));

test('a drop from passing to failing is a change named at the first failing run', () => {
  const points = series([
    [4, 0],
    [4, 0],
    [4, 0],
    [4, 0],
    [4, 0],
    [4, 0],
    [0, 4],
    [0, 4],
    [0, 4],
    [0, 4],
  ]);
  const changes = changePoints(points);
  assert.equal(changes.length, 1);
  assert.equal(changes[0]!.at, 6);
  assert.equal(changes[0]!.commit, 'c6');
  assert.equal(changes[0]!.before, 1);
  assert.equal(changes[0]!.after, 0);
  assert.ok(changes[0]!.p < 0.05);
});

test('a steady rate, a flaky rate near one half and one failing run are not changes', () => {
  assert.deepEqual(changePoints(series(Array.from({ length: 10 }, () => [4, 0]))), []);
  const flaky: [number, number][] = [2, 3, 1, 2, 2, 3, 2, 1, 3, 2].map((p) => [p, 4 - p]);
  assert.deepEqual(changePoints(series(flaky)), []);
  // One bad run of ten at 1 trial: p = 0.1 before the correction, far from significant after.
  const once: [number, number][] = Array.from({ length: 10 }, (_, i) =>
    i === 9 ? [0, 1] : [1, 0],
  );
  assert.deepEqual(changePoints(series(once)), []);
});

test('a rise and a fall again are two changes (binary segmentation)', () => {
  const pairs: [number, number][] = [
    ...Array.from({ length: 6 }, (): [number, number] => [0, 5]),
    ...Array.from({ length: 6 }, (): [number, number] => [5, 0]),
    ...Array.from({ length: 6 }, (): [number, number] => [0, 5]),
  ];
  assert.deepEqual(
    changePoints(series(pairs)).map((c) => [c.at, c.before, c.after]),
    [
      [6, 0, 1],
      [12, 1, 0],
    ],
  );
});

test('runs without verdicts are no split point and do not count', () => {
  const points = series([
    [3, 0],
    [0, 0],
    [3, 0],
    [0, 3],
    [0, 0],
    [0, 3],
    [0, 3],
  ]);
  const changes = changePoints(points);
  assert.deepEqual(
    changes.map((c) => c.at),
    [3],
  );
});

test('ten scheduled runs: the flaky task is flaky with its rate, the dropping one changed at its commit', () => {
  const trends = historyTrends(tenRuns());
  const by = new Map(trends.map((t) => [t.task_id, t]));
  assert.deepEqual([...by.keys()], ['steady', 'flaky', 'dropping', HOSTILE]);
  const flaky = by.get('flaky')!;
  assert.equal(flaky.changes.length, 0);
  assert.ok(flaky.flaky);
  assert.equal(flaky.flaky.rate, 21 / 40);
  assert.equal(flaky.flaky.jobs, 10);
  const dropping = by.get('dropping')!;
  assert.deepEqual(
    dropping.changes.map((c) => c.commit),
    [DROP_COMMIT],
  );
  // Not flaky: since the change it always fails.
  assert.equal(dropping.flaky, null);
  assert.equal(dropping.now.runs, 10 - DROP_RUN);
  assert.equal(dropping.now.rate, 0);
  assert.equal(dropping.now.low, 0);
  assert.ok(dropping.now.high > 0 && dropping.now.high < 0.3);
  const steady = by.get('steady')!;
  assert.equal(steady.flaky, null);
  assert.equal(steady.now.verdicts, 40);
  assert.deepEqual(
    steady.points.map((p) => p.passed),
    Array(10).fill(4),
  );
});

test('the history keeps the last MAX_HISTORY_RUNS runs and a bounded count of task entries', () => {
  const one = tenRuns()[0]!;
  let runs: HistoryRun[] = [];
  for (let i = 0; i < MAX_HISTORY_RUNS + 5; i++)
    runs = appendRun(runs, { ...one, run_id: String(i) });
  assert.equal(runs.length, MAX_HISTORY_RUNS);
  assert.equal(runs[0]!.run_id, '5');
  assert.equal(runs.at(-1)!.run_id, String(MAX_HISTORY_RUNS + 4));
  const wide = { ...one, tasks: Array.from({ length: 20_000 }, () => one.tasks[0]!) };
  runs = [];
  for (let i = 0; i < 8; i++) runs = appendRun(runs, { ...wide, run_id: String(i) });
  assert.equal(runs.length, Math.floor(MAX_HISTORY_TASK_ENTRIES / 20_000));
  assert.equal(runs.at(-1)!.run_id, '7');
});

test('history.jsonl reads back what was written; a bad line is an error naming the line', () => {
  const runs = tenRuns();
  const text = renderHistory(runs);
  assert.deepEqual(parseHistory(text, 'h.jsonl'), runs);
  const lines = text.split('\n');
  lines[2] = lines[2]!.replace('"pass_rate":1', '"pass_rate":7');
  assert.throws(() => parseHistory(lines.join('\n'), 'h.jsonl'), /h\.jsonl:3: not a history line/);
  assert.throws(() => parseHistory('{', 'h.jsonl'), /h\.jsonl:1: not valid JSON/);
});
