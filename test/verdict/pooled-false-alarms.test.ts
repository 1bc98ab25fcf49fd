// Statistical properties of the gate with a pooled baseline (K = 5 base runs) and confirmation
// re-runs at the action's defaults, on seeded simulated pull requests through the same functions
// the action uses: unchanged PRs rarely fail and cost few extra runs; one task dropping from 0.9
// to 0.3 among 30 at 5 trials is caught most of the time. Full figures: npm run bench:pooled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_CONFIRM_TASKS, DEFAULT_CONFIRM_TRIALS } from '../../src/verdict/confirm.js';
import { failureReason } from '../../src/verdict/fail-on.js';
import { DEFAULT_POOL } from '../../src/verdict/pool.js';
import { prng, simulateConfirmedPr, type SimTask } from './simulate.js';

const PRS = 300;

async function simulate(tasks: SimTask[], trials: number, seed: number) {
  const random = prng(seed);
  const budget = { tasks: DEFAULT_CONFIRM_TASKS, trials: DEFAULT_CONFIRM_TRIALS };
  let fails = 0;
  let extra = 0;
  let watched = 0;
  for (let i = 0; i < PRS; i++) {
    const pr = await simulateConfirmedPr(tasks, { trials }, DEFAULT_POOL, budget, random);
    if (failureReason('regressions', pr.head, pr.confirmed)) fails++;
    if (pr.confirmed.buckets.regressed.some((t) => t.task_id === 'task-0')) watched++;
    extra += pr.extraRuns;
  }
  return {
    fails: fails / PRS,
    extra: extra / (PRS * tasks.length * trials),
    watched: watched / PRS,
  };
}

test('unchanged PRs, 30 tasks at p = 0.7, 5 trials, pooled base + confirmation: the check fails in <= 8%, extra runs <= 12%', async () => {
  const noise = Array.from({ length: 30 }, () => ({ pBase: 0.7, pHead: 0.7 }));
  const { fails, extra } = await simulate(noise, 5, 41);
  // alpha is 0.05 (bench: 2.9%); with 300 PRs a true 5% exceeds 8% with probability < 1%.
  assert.ok(fails <= 0.08, `the check failed on ${(fails * 100).toFixed(1)}% of unchanged PRs`);
  // bench: 8.6% of the suite's runs.
  assert.ok(extra <= 0.12, `confirmation cost ${(extra * 100).toFixed(1)}% of the suite's runs`);
});

test('one task 0.9 -> 0.3 among 30 at 5 trials: confirmed in >= 75% of PRs', async () => {
  const tasks = [
    { pBase: 0.9, pHead: 0.3 },
    ...Array.from({ length: 29 }, () => ({ pBase: 0.7, pHead: 0.7 })),
  ];
  // bench: 82.2% (2,000 PRs); without pooling and confirmation: 0% (bench:verdict). With 300
  // PRs a true 80% falls under 75% with probability < 1%.
  const { watched } = await simulate(tasks, 5, 43);
  assert.ok(
    watched >= 0.75,
    `the broken task was flagged in ${(watched * 100).toFixed(1)}% of PRs`,
  );
});
