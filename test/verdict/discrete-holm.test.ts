// Holm's step-down with Tarone's count of the testable hypotheses (src/verdict/discrete-holm.ts):
// never fewer rejections than plain Holm (exact.ts), and the count it works with by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  decimalRational,
  fisherLower,
  holm,
  type Rational,
  type Table,
} from '../../src/verdict/exact.js';
import { discreteHolm } from '../../src/verdict/discrete-holm.js';
import { prng } from './simulate.js';

const r = (num: number, den: number): Rational => ({ num: BigInt(num), den: BigInt(den) });
const level = decimalRational(0.05);

describe('discreteHolm', () => {
  it('hypotheses that cannot reach level / k are not counted', () => {
    // Three that could reach anything, seven that can never go under 1/2: Tarone's count is 3,
    // so p = 0.015 (<= 0.05 / 3) is rejected where plain Holm's 0.05 / 10 is not.
    const p = [r(15, 1000), r(5, 10), r(6, 10), ...Array.from({ length: 7 }, () => r(1, 1))];
    const least = [r(1, 1000), r(1, 1000), r(1, 1000), ...Array.from({ length: 7 }, () => r(1, 2))];
    assert.deepEqual(discreteHolm(p, least, level).slice(0, 3), [true, false, false]);
    assert.equal(holm(p, level)[0], false);
  });

  it('with every hypothesis able to reach anything it is plain Holm', () => {
    const p = [r(1, 100), r(2, 100), r(3, 100), r(4, 100)];
    const least = p.map(() => r(0, 1));
    assert.deepEqual(discreteHolm(p, least, level), holm(p, level));
    assert.deepEqual(holm(p, level), [true, false, false, false]);
  });

  it('rejects everything plain Holm rejects, on random Fisher tables', () => {
    const random = prng(7);
    for (let job = 0; job < 300; job++) {
      const tables: Table[] = Array.from({ length: 1 + Math.floor(random() * 12) }, () => {
        const n = 2 + Math.floor(random() * 9);
        const pass = (rate: number) =>
          Array.from({ length: n }, () => random() < rate).filter(Boolean).length;
        const rate = random();
        return {
          basePass: pass(Math.min(1, rate + 0.4)),
          baseTotal: n,
          headPass: pass(rate),
          headTotal: n,
        };
      });
      const p = tables.map(fisherLower);
      const least = tables.map((t) => {
        const passes = t.basePass + t.headPass;
        const headPass = Math.max(0, passes - t.baseTotal);
        return fisherLower({ ...t, basePass: passes - headPass, headPass });
      });
      const plain = holm(p, level);
      const discrete = discreteHolm(p, least, level);
      plain.forEach((rejected, i) => assert.ok(!rejected || discrete[i], `job ${job}, task ${i}`));
    }
  });
});
