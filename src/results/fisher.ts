// One-sided Fisher exact test for "the head pass rate is lower than the base pass rate".
// Trials are few (1-10 per task), so the exact hypergeometric sum is cheap and needs no
// approximation; log-factorials keep it stable for larger counts too.

const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) {
    logFactorials[i] = logFactorials[i - 1]! + Math.log(i);
  }
  return logFactorials[n]!;
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

/**
 * P-value of the one-sided test that head passes less often than base: the probability, with
 * the pass total fixed, that base gets at least `basePass` of the passes by chance alone.
 * 1 when there is nothing to compare (no trials on a side, or no drop possible).
 */
export function fisherOneSided(
  basePass: number,
  baseTotal: number,
  headPass: number,
  headTotal: number,
): number {
  for (const [name, value] of Object.entries({ basePass, baseTotal, headPass, headTotal })) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a count`);
  }
  if (basePass > baseTotal || headPass > headTotal) {
    throw new RangeError('passes cannot exceed trials');
  }
  if (baseTotal === 0 || headTotal === 0) return 1;
  const total = baseTotal + headTotal;
  const passes = basePass + headPass;
  const denominator = logChoose(total, baseTotal);
  const highest = Math.min(passes, baseTotal);
  let p = 0;
  for (let x = basePass; x <= highest; x++) {
    if (passes - x > headTotal) continue;
    p += Math.exp(logChoose(passes, x) + logChoose(total - passes, baseTotal - x) - denominator);
  }
  return Math.min(1, p);
}
