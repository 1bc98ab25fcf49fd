// The young-generation cap both entry points set at startup (src/heap.ts), on the Node the action
// runs on (24), whose young generation otherwise grows to 128 MB under a high allocation rate:
// a process that allocates as a busy job does stays at the cap (with one doubling of slack for
// the check's interval), and a user's own semi-space flag turns the cap off.
// The old generation's growth step (src/shared/old-generation.ts) is set unless the user set an
// old-space or heap-growing flag of their own; a job of few runs gives V8's own step back (a
// growing process then keeps a bigger old generation), unless a big job ran before it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { limitOldGenerationGrowth, YOUNG_CAP_MB } from '../../src/heap.js';
import { ACTION_NODE } from '../fakes/github-runner.js';

const SCRIPT = `
import { getHeapSpaceStatistics } from 'node:v8';
import { capYoungGeneration } from ${JSON.stringify(pathToFileURL(resolve('src/heap.ts')).href)};
capYoungGeneration();
let keep = [];
let max = 0;
for (let round = 0; round < 300; round++) {
  for (let i = 0; i < 10000; i++) {
    keep.push({ a: i, b: 'x' + i, c: [i, i] });
    if (keep.length > 20000) keep = keep.slice(10000);
  }
  const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  max = Math.max(max, young.space_size);
  await new Promise((done) => setTimeout(done, 1));
}
console.log(max / 1024 / 1024);
`;

/** The young generation's largest size (MB) in a process that allocates like a busy job. */
function youngPeak(nodeOptions: string[] = []): number {
  const r = spawnSync(ACTION_NODE, [...nodeOptions, '--import', 'tsx', '--input-type=module'], {
    input: SCRIPT,
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  return Number(r.stdout.trim());
}

test('the young generation stops growing at the cap', () => {
  const peak = youngPeak();
  assert.ok(peak <= 2 * YOUNG_CAP_MB, `the young generation reached ${peak} MB`);
});

test("a user's --max-semi-space-size is left alone", () => {
  // Node 24's own maximum: two semi-spaces of 64 MB.
  const peak = youngPeak(['--max-semi-space-size=64']);
  assert.ok(peak > 2 * YOUNG_CAP_MB, `the young generation reached only ${peak} MB`);
});

test("the old generation's growth step is set unless the user set their own heap flags", () => {
  assert.equal(limitOldGenerationGrowth({}, []), true);
  assert.equal(limitOldGenerationGrowth({ NODE_OPTIONS: '--max-old-space-size=200' }, []), false);
  assert.equal(limitOldGenerationGrowth({}, ['--heap-growing-percent=20']), false);
  assert.equal(limitOldGenerationGrowth({}, ['--max_old_space_size=512']), false);
  assert.equal(limitOldGenerationGrowth({ NODE_OPTIONS: '--max-semi-space-size=16' }, []), true);
});

const OLD_SCRIPT = (runs: number[]) => `
import { getHeapSpaceStatistics } from 'node:v8';
import { fitOldGenerationGrowth, limitOldGenerationGrowth } from ${JSON.stringify(pathToFileURL(resolve('src/shared/old-generation.ts')).href)};
limitOldGenerationGrowth({}, []);
const steps = ${JSON.stringify(runs)}.map((runs) => fitOldGenerationGrowth(runs));
const live = [];
let garbage = [];
let max = 0;
for (let round = 0; round < 400; round++) {
  for (let i = 0; i < 4000; i++) garbage.push({ a: i, b: 'y' + i, c: [i] });
  if (garbage.length > 200000) garbage = [];
  live.push(Array.from({ length: 500 }, (_, i) => ({ i, s: 'x' + i })));
  const old = getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
  max = Math.max(max, old.space_size);
  await new Promise((done) => setTimeout(done, 1));
}
console.log(JSON.stringify({ steps, peak: max / 1024 / 1024 }));
`;

/** The steps fitted to each job of a process, and its old generation's largest size (MB). */
interface OldRun {
  steps: (number | null)[];
  peak: number;
}

function oldRun(runs: number[]): OldRun {
  const r = spawnSync(ACTION_NODE, ['--import', 'tsx', '--input-type=module'], {
    input: OLD_SCRIPT(runs),
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as OldRun;
}

/**
 * Each shape's steps and its median peak over five processes, the shapes interleaved (a, b, c,
 * a, b, c, ...): V8's own step follows how fast its collections run, so a busy moment of the
 * machine (other tests run beside this one) must fall on every shape alike, not on one.
 */
function oldPeaks(shapes: number[][]): OldRun[] {
  const runs = shapes.map(() => [] as OldRun[]);
  for (let round = 0; round < 5; round++)
    shapes.forEach((shape, i) => runs[i]!.push(oldRun(shape)));
  return runs.map((r) => ({
    steps: r[0]!.steps,
    peak: r.map((x) => x.peak).sort((a, b) => a - b)[2]!,
  }));
}

test("a small job gives V8's step back, a big one keeps the smaller step, and so do jobs after it", () => {
  const [small, big, smallAfterBig] = oldPeaks([[400], [5000], [5000, 40]]) as [
    OldRun,
    OldRun,
    OldRun,
  ];
  assert.deepEqual(small.steps, [0]);
  assert.deepEqual(big.steps, [50]);
  assert.deepEqual(smallAfterBig.steps, [50, 50]);
  // On a quiet machine the 50 % step peaks at 0.5-0.7 of V8's own; 0.85 leaves room for a busy one.
  assert.ok(big.peak < 0.85 * small.peak, `big job ${big.peak} MB, small job ${small.peak} MB`);
  assert.ok(
    smallAfterBig.peak < 0.85 * small.peak,
    `small job after a big one ${smallAfterBig.peak} MB, small job ${small.peak} MB`,
  );
});
