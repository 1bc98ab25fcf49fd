// A statistical property of the regression gate, not a timing: on simulated pull requests that
// change nothing (the same pass probability on both sides), the check fails in at most a few
// percent of them. Fixed seed, so the figure is the same on every run. The previous rule (Fisher
// per task at 0.05 without correction, one-trial pass -> fail a regression) fails this test:
// 100% of PRs at 1 trial, about 30% at 3. Full figures: npm run bench:verdict.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareSummaries } from '../../src/verdict/compare.js';
import { failureReason } from '../../src/verdict/fail-on.js';
import { prng, simulatePr, type SimTask } from './simulate.js';

const PRS = 300;
/** alpha is 0.05; with 300 PRs a true rate of 5% exceeds 8% with probability < 1%. */
const BOUND = 0.08;

function falseAlarmRate(tasks: () => SimTask[], trials: number, seed: number): number {
  const random = prng(seed);
  let fails = 0;
  for (let i = 0; i < PRS; i++) {
    const { base, head } = simulatePr(tasks(), { trials }, random);
    if (failureReason('regressions', head, compareSummaries(base, head))) fails++;
  }
  return fails / PRS;
}

for (const trials of [1, 3, 10]) {
  test(`unchanged PRs, 30 tasks at p = 0.7, ${trials} trial(s): the check fails in <= ${BOUND * 100}%`, () => {
    const rate = falseAlarmRate(
      () => Array.from({ length: 30 }, () => ({ pBase: 0.7, pHead: 0.7 })),
      trials,
      12 + trials,
    );
    assert.ok(rate <= BOUND, `the check failed on ${(rate * 100).toFixed(1)}% of unchanged PRs`);
  });
}
