// The gate bench's simulated job (bench/gate-job.ts) runs today's runs in time order: the head's
// screening first, then the confirmation's stages as confirm.ts asks for them, a stage's base and
// head runs interleaved; and its outages have the share and burst length they are given. The
// bench's worlds that change during the job rely on both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  outageChain,
  simulateJob,
  type Clock,
  type JobWorld,
  type Side,
} from '../../bench/gate-job.js';
import { prng } from './simulate.js';

test("today's runs take the slots in order: the screening, then each stage with its sides interleaved", async () => {
  const random = prng(7);
  const seen: { side: Side; slot: number }[] = [];
  // The head always fails, the pool and the base always pass: the suite and the tasks go to every
  // stage.
  const world: JobWorld = {
    tasks: 10,
    pool: () => ({ p: 1 }),
    today: (side, _t, clock: Clock) => {
      seen.push({ side, slot: clock.slot });
      return { p: side === 'base' ? 1 : 0 };
    },
  };
  const pr = await simulateJob(
    world,
    { trials: 3, k: 5, retryErrors: 0, budget: { tasks: 3, trials: 20 } },
    random,
  );
  assert.ok(pr.gated.confirmation?.suite, 'the suite was confirmed');
  const screening = seen.slice(0, 30);
  assert.deepEqual(
    screening.map((r) => r.slot),
    Array.from({ length: 30 }, (_, i) => i),
  );
  assert.ok(screening.every((r) => r.side === 'head'));
  const later = seen.slice(30);
  assert.equal(later.length, pr.extraRuns);
  assert.deepEqual(
    later.map((r) => r.slot),
    Array.from({ length: later.length }, (_, i) => 30 + i),
  );
  // The suite goes first; the tasks' last stage (10 runs of each side of each of 3 tasks) is the
  // job's last: its base and head runs alternate.
  assert.equal(pr.gated.confirmation!.suite!.stages, 3);
  assert.equal(pr.gated.confirmation!.tasks.filter((t) => t.stages === 3).length, 3);
  const last = later.slice(-60);
  assert.deepEqual(
    last.map((r) => r.side),
    Array.from({ length: 60 }, (_, i) => (i % 2 ? 'head' : 'base')),
  );
});

test('an outage chain is down its share of the slots, in bursts of its mean length', () => {
  const random = prng(11);
  const down = outageChain({ share: 0.1, meanBurst: 20 }, random);
  let downs = 0;
  let bursts = 0;
  let was = false;
  const slots = 400_000;
  for (let i = 0; i < slots; i++) {
    const d = down();
    if (d) downs++;
    if (d && !was) bursts++;
    was = d;
  }
  assert.ok(Math.abs(downs / slots - 0.1) < 0.01, `down ${downs / slots}`);
  assert.ok(Math.abs(downs / bursts - 20) < 1.5, `mean burst ${downs / bursts}`);
});
