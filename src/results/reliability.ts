// A task's reliability over its trials, as newest waza reports it: the Wilson 95 % score interval
// on the pass rate, and the pass^k curve (the chance that k trials drawn from these all pass).

/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/**
 * Wilson score interval for `passed` of `trials` (Wilson 1927). Unlike the normal approximation it
 * stays inside [0, 1] and is not zero-width at 0 or n passes, which few trials make common.
 */
export function wilson95(passed: number, trials: number): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = passed / trials;
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (Z95 / denom) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 or n passes one bound is exactly 0 or 1; rounding must not move it off.
  return {
    low: passed === 0 ? 0 : Math.max(0, centre - half),
    high: passed === trials ? 1 : Math.min(1, centre + half),
  };
}

/**
 * pass^k for k = 1..n: the unbiased estimator C(c,k)/C(n,k) of p^k from c passes in n trials
 * (sampling k of the n without replacement). pass^1 is the pass rate; the curve falls as k grows
 * unless every trial passed. Computed as a running product, so no factorial overflows.
 */
export function passHatK(passed: number, trials: number): number[] {
  const curve: number[] = [];
  let value = 1;
  for (let k = 1; k <= trials; k++) {
    // C(c,k)/C(n,k) = C(c,k-1)/C(n,k-1) * (c-k+1)/(n-k+1)
    value *= Math.max(0, passed - k + 1) / (trials - k + 1);
    curve.push(value);
  }
  return curve;
}
