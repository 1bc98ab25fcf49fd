// Statistical properties of the gate at the action's defaults (a pool of K = 5 base runs screens,
// concurrent base runs confirm), on seeded simulated pull requests through the same functions the
// action uses and the product's own check (failureReason): unchanged PRs rarely fail, even on a
// day when every task is worse than the pool; one task dropping from 0.9 to 0.3 among 30 at 5
// trials is caught most of the time. Full figures: npm run bench:pooled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_CONFIRM_TASKS, DEFAULT_CONFIRM_TRIALS } from '../../src/verdict/confirm.js';
import { failureReason } from '../../src/verdict/fail-on.js';
import { DEFAULT_POOL } from '../../src/verdict/pool.js';
import { prng, simulateGatePr, stationary, type SimWorld } from './simulate.js';

const PRS = 300;

async function simulate(world: SimWorld, trials: number, seed: number) {
  const random = prng(seed);
  const budget = { tasks: DEFAULT_CONFIRM_TASKS, trials: DEFAULT_CONFIRM_TRIALS };
  let fails = 0;
  let watched = 0;
  for (let i = 0; i < PRS; i++) {
    const pr = await simulateGatePr(
      world,
      { trials, k: DEFAULT_POOL, retryErrors: 1, budget },
      random,
    );
    if (failureReason('regressions', pr.head, pr.gated)) fails++;
    if (pr.gated.buckets.regressed.some((t) => t.task_id === 'task-0')) watched++;
  }
  return { fails: fails / PRS, watched: watched / PRS };
}

test('unchanged PRs on a day 0.1 worse than the pool for every task (base and head alike): the check fails in <= 8%', async () => {
  const world: SimWorld = {
    tasks: 30,
    pool: () => ({ p: 0.9 }),
    base: () => ({ p: 0.8 }),
    head: () => ({ p: 0.8 }),
  };
  const { fails } = await simulate(world, 5, 41);
  // alpha is 0.05; with 300 PRs a true 5% exceeds 8% with probability < 1%. The pool alone
  // (no concurrent base runs) fails most such PRs.
  assert.ok(fails <= 0.08, `the check failed on ${(fails * 100).toFixed(1)}% of unchanged PRs`);
});

test('one task 0.9 -> 0.3 among 30 at 5 trials: confirmed in >= 70% of PRs', async () => {
  const world = stationary(
    30,
    (t) => (t === 0 ? 0.9 : 0.7),
    (t, p) => ({ p: t === 0 ? 0.3 : p }),
  );
  const { watched } = await simulate(world, 5, 43);
  assert.ok(
    watched >= 0.75,
    `the broken task was flagged in ${(watched * 100).toFixed(1)}% of PRs`,
  );
});
