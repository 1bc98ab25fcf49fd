// The flaky-on-main rule (verdict/flaky.ts): at least FLAKY_MIN_JOBS base runs, and the Wilson
// 95 % interval of the pooled pass rate inside (0.05, 0.95).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { flakyOnMain } from '../../src/verdict/flaky.js';

const runs = (...counts: [number, number][]) =>
  counts.map(([passed, failed], i) => ({ commit: `c${i}`, passed, failed }));

describe('flakyOnMain', () => {
  it('names a pool that passed half its runs over ten jobs', () => {
    const pool = runs(
      ...Array.from({ length: 10 }, (_, i): [number, number] => [i % 2, 1 - (i % 2)]),
    );
    assert.deepEqual(flakyOnMain(pool), { rate: 0.5, runs: 10, jobs: 10 });
  });
  it('needs three base runs with verdicts', () => {
    assert.equal(flakyOnMain(runs([1, 1], [1, 1])), null);
    assert.equal(flakyOnMain(runs([1, 1], [1, 1], [0, 0])), null);
    assert.ok(flakyOnMain(runs([1, 1], [1, 1], [1, 1])));
  });
  it('leaves out a task that nearly always passes or fails', () => {
    // 19/20: the interval reaches above 0.95. 1/10: below 0.05.
    assert.equal(flakyOnMain(runs([4, 0], [4, 0], [4, 0], [4, 0], [3, 1])), null);
    assert.equal(
      flakyOnMain(runs(...Array.from({ length: 9 }, (): [number, number] => [0, 1]), [1, 0])),
      null,
    );
    assert.equal(flakyOnMain(runs([4, 0], [4, 0], [4, 0])), null);
  });
  it('names 2 of 10 and 8 of 10 (the interval clears both bounds)', () => {
    const two = runs(
      ...Array.from({ length: 10 }, (_, i): [number, number] => (i < 2 ? [1, 0] : [0, 1])),
    );
    assert.equal(flakyOnMain(two)?.rate, 0.2);
    const eight = runs(
      ...Array.from({ length: 10 }, (_, i): [number, number] => (i < 8 ? [1, 0] : [0, 1])),
    );
    assert.equal(flakyOnMain(eight)?.rate, 0.8);
  });
});
