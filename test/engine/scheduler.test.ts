// The scheduler over runs: workers, per-suite limits (parallel: false is a limit of 1), queue
// order, fail-fast and the count of runs never started.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PlannedRun } from '../../src/engine/plan.js';
import { schedule } from '../../src/engine/scheduler.js';
import type { Status } from '../../src/results/schema.js';
import { makeRecord, makeSuite, makeTask } from '../builders.js';

function runsOf(dir: string, count: number): PlannedRun[] {
  const suite = makeSuite(dir);
  return Array.from({ length: count }, (_, i) => ({
    suite,
    task: makeTask({ id: `${dir}-${i}` }),
    trial: 1,
  }));
}

/** Schedules the runs; each takes a few ms and ends with the status `statusOf` gives it. */
async function scheduleAll(
  runs: PlannedRun[],
  options: { workers: number; limits: Record<string, number>; failFast?: boolean },
  statusOf: (id: string) => Status = () => 'passed',
) {
  const started: string[] = [];
  const finished: string[] = [];
  const active = new Map<string, number>();
  const peak = new Map<string, number>();
  let peakTotal = 0;
  const result = await schedule(runs, {
    workers: options.workers,
    suiteLimit: (run) => options.limits[run.suite.dir] ?? Infinity,
    maxAttempts: () => 1,
    failFast: () => options.failFast ?? false,
    signal: new AbortController().signal,
    execute: async (run) => {
      const dir = run.suite.dir;
      started.push(run.task.id);
      active.set(dir, (active.get(dir) ?? 0) + 1);
      peak.set(dir, Math.max(peak.get(dir) ?? 0, active.get(dir)!));
      peakTotal = Math.max(
        peakTotal,
        [...active.values()].reduce((a, b) => a + b, 0),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      active.set(dir, active.get(dir)! - 1);
      const status = statusOf(run.task.id);
      return makeRecord(run.task.id, status, 'completed');
    },
    onRecord: (record) => finished.push(record.task_id),
  });
  return { result, started, finished, peak, peakTotal };
}

describe('the scheduler', () => {
  it('keeps each suite within its limit and the whole within the workers, in queue order', async () => {
    const serial = runsOf('serial', 6);
    const wide = runsOf('wide', 12);
    const runs = [...serial, ...wide];
    const { result, started, finished, peak, peakTotal } = await scheduleAll(runs, {
      workers: 4,
      limits: { serial: 1, wide: 3 },
    });
    assert.equal(result.notRun, 0);
    assert.equal(result.stoppedBy, undefined);
    assert.deepEqual([...finished].sort(), runs.map((r) => r.task.id).sort(), 'every run once');
    assert.equal(peak.get('serial'), 1, 'parallel: false runs one at a time');
    assert.equal(peak.get('wide'), 3);
    assert.equal(peakTotal, 4);
    const order = (dir: string) => started.filter((id) => id.startsWith(`${dir}-`));
    assert.deepEqual(
      order('serial'),
      serial.map((r) => r.task.id),
    );
    assert.deepEqual(
      order('wide'),
      wide.map((r) => r.task.id),
    );
  });

  it('with fail-fast, starts nothing after the first run that does not pass', async () => {
    const runs = runsOf('suite', 10);
    const { result, started } = await scheduleAll(
      runs,
      { workers: 1, limits: {}, failFast: true },
      (id) => (id === 'suite-2' ? 'failed' : 'passed'),
    );
    assert.equal(result.stoppedBy, 'fail_fast');
    assert.deepEqual(started, ['suite-0', 'suite-1', 'suite-2']);
    assert.equal(result.notRun, 7);
  });
});
