// One-sided Fisher exact test for "the head pass rate is lower than the base pass rate", as a
// double for display. The value is computed as an exact rational (see exact.ts) and only then
// rounded: 3/3 -> 0/3 is 0.05, not 0.04999999999999996. Decisions use the rational itself.
import { fisherLower, toNumber } from './exact.js';

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
  return Math.min(1, toNumber(fisherLower({ basePass, baseTotal, headPass, headTotal })));
}
