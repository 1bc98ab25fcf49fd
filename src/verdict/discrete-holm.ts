// Holm's step-down with Tarone's count of the testable hypotheses (Hommel & Krummenauer 1998,
// Biometrics 54:673), for exact tests of discrete data. A task whose pass total (the margin the
// Fisher test conditions on) leaves no outcome extreme enough to reach a threshold cannot be
// claimed at it, whatever happens: 10/10 with and 10/10 without can give no p under 1. Plain
// Holm still counts it in m; this step-down counts only the tasks that could reach the threshold,
// so the others do not dilute the ones that can. It rejects everything Holm rejects, and more.
// Why it is still family-wise at `level`: given every task's margin, the local test of a set I of
// hypotheses — the smallest k with at most k tasks of I able to reach level / k, and a p of one of
// them at or under level / k — errs with probability at most (that count) * level / k <= level;
// k can only shrink for a subset, so the step-down below is a shortcut of the closed test.
import { atMost, scale, type Rational } from './exact.js';

/** Tarone's k for the remaining hypotheses: the smallest k with at most k of them able to reach level / k. */
function taroneCount(smallest: Rational[], remaining: number[], level: Rational): number {
  for (let k = 1; k < remaining.length; k++) {
    const threshold = scale(level, 1n, BigInt(k));
    const testable = remaining.filter((i) => atMost(smallest[i]!, threshold)).length;
    if (testable <= k) return k;
  }
  return Math.max(1, remaining.length);
}

/**
 * Per input, whether it is rejected: `pValues[i]` is the observed p and `smallest[i]` the least p
 * its margins allow (so smallest[i] <= pValues[i]). Exact rational comparisons.
 */
export function discreteHolm(
  pValues: Rational[],
  smallest: Rational[],
  level: Rational,
): boolean[] {
  const rejected = new Array<boolean>(pValues.length).fill(false);
  let remaining = pValues.map((_, i) => i);
  while (remaining.length) {
    const threshold = scale(level, 1n, BigInt(taroneCount(smallest, remaining, level)));
    let best = -1;
    for (const i of remaining) if (best < 0 || !atMost(pValues[best]!, pValues[i]!)) best = i;
    if (!atMost(pValues[best]!, threshold)) break;
    rejected[best] = true;
    remaining = remaining.filter((i) => i !== best);
  }
  return rejected;
}
