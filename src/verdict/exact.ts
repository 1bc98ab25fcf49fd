// Exact small-sample statistics for the regression gate: the one-sided Fisher test per task, the
// exact conditional Cochran–Mantel–Haenszel test across tasks (each task a stratum), Holm's
// step-down correction, and comparisons of p-values with a level that are exact.
//
// How exactness is ensured: a level (alpha) is read as the decimal the user wrote (0.025 is
// 25/1000, not the nearest double) and kept as a BigInt rational. A per-task p-value is computed
// as a BigInt rational (sum of C(t, h)·C(N−t, n−h) over C(N, n)), so its comparison with a level
// is a cross-multiplication of integers: 3/3 → 0/3 has p = 20⁻¹·1 = 1/20 exactly, and 1/20 <= 1/20.
// The stratified test convolves per-stratum pmfs in floating point (fast enough for 2,000
// simulated PRs of 100 tasks); when that p-value lies within 1e-9 of the level, the decision is
// taken again from the same convolution done with BigInt integer weights, so no decision ever
// depends on rounding.

/** A non-negative rational p = num / den with BigInt parts. */
export interface Rational {
  num: bigint;
  den: bigint;
}

const binomials = new Map<string, bigint>();

/** C(n, k) as a BigInt (0 outside 0 <= k <= n). */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  k = Math.min(k, n - k);
  const key = `${n},${k}`;
  const cached = binomials.get(key);
  if (cached !== undefined) return cached;
  let c = 1n;
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
  if (binomials.size < 100_000) binomials.set(key, c);
  return c;
}

/** The decimal a number is written as, as an exact rational: 0.025 -> 25/1000, 1e-7 -> 1/10^7. */
export function decimalRational(value: number): Rational {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`not a level: ${value}`);
  const [mantissa, exponent = '0'] = String(value).toLowerCase().split('e');
  const [whole, fraction = ''] = mantissa!.split('.');
  let num = BigInt(whole! + fraction);
  let den = 10n ** BigInt(fraction.length);
  const e = Number(exponent);
  if (e > 0) num *= 10n ** BigInt(e);
  else if (e < 0) den *= 10n ** BigInt(-e);
  return { num, den };
}

/** a / b <= c / d, exactly. */
export function atMost(a: Rational, b: Rational): boolean {
  return a.num * b.den <= b.num * a.den;
}

export function scale(r: Rational, multiply: bigint, divide: bigint): Rational {
  return { num: r.num * multiply, den: r.den * divide };
}

export function toNumber(r: Rational): number {
  if (r.num === 0n) return 0;
  // Both parts may exceed the double range: shift them down together first.
  const shift = Math.max(0, Math.max(r.num.toString(2).length, r.den.toString(2).length) - 1000);
  return Number(r.num >> BigInt(shift)) / Number(r.den >> BigInt(shift));
}

/** One stratum: the verdict runs of one task, base and head. */
export interface Table {
  basePass: number;
  baseTotal: number;
  headPass: number;
  headTotal: number;
}

function check(t: Table): void {
  for (const [name, value] of Object.entries(t)) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a count`);
  }
  if (t.basePass > t.baseTotal || t.headPass > t.headTotal) {
    throw new RangeError('passes cannot exceed trials');
  }
}

/**
 * The conditional null distribution of head passes in one stratum (margins fixed): integer
 * weights C(t, h)·C(N−t, n_h−h) for h = lo..hi, summing to C(N, n_h).
 */
function weights(t: Table): { lo: number; w: bigint[]; total: bigint } {
  const N = t.baseTotal + t.headTotal;
  const passes = t.basePass + t.headPass;
  const lo = Math.max(0, passes - t.baseTotal);
  const hi = Math.min(passes, t.headTotal);
  const w: bigint[] = [];
  for (let h = lo; h <= hi; h++) w.push(choose(passes, h) * choose(N - passes, t.headTotal - h));
  return { lo, w, total: choose(N, t.headTotal) };
}

/**
 * Exact one-sided Fisher p-value of "head passes less often than base": P(H <= head passes)
 * under the hypergeometric law with the table's margins. 1 when a side has no runs.
 */
export function fisherLower(t: Table): Rational {
  check(t);
  if (t.baseTotal === 0 || t.headTotal === 0) return { num: 1n, den: 1n };
  const { lo, w, total } = weights(t);
  let num = 0n;
  for (let h = lo; h <= t.headPass; h++) num += w[h - lo]!;
  return { num, den: total };
}

/** The smallest p-value a table of these sizes can give: base all pass, head all fail. */
export function smallestP(baseTotal: number, headTotal: number): Rational {
  if (baseTotal === 0 || headTotal === 0) return { num: 1n, den: 1n };
  return { num: 1n, den: choose(baseTotal + headTotal, headTotal) };
}

function pmfFloat(t: Table): { lo: number; p: number[] } {
  const { lo, w, total } = weights(t);
  return { lo, p: w.map((x) => toNumber({ num: x, den: total })) };
}

/** Below this share of the largest entry, the low end of the running sum's law is dropped. */
const NEGLIGIBLE = 1e-20;

/**
 * P(S <= observed) for S the sum of independent laws (offsets from their smallest values), by
 * convolution truncated above `observed`. Its low end, far below the mass, is dropped as it
 * falls under NEGLIGIBLE of the largest entry: each dropped entry holds less than NEGLIGIBLE, and
 * there are at most observed + 1 of them, so the sum moves by far less than the 1e-9 below which
 * the caller decides in integers; a suite of many tasks then convolves a band, not the whole range.
 */
function lowerTail(laws: { p: number[] }[], observed: number): number {
  let dist = [1];
  let base = 0; // dist[i] = P(S = base + i)
  for (const law of laws) {
    const length = Math.min(dist.length + law.p.length - 1, observed + 1 - base);
    const next = new Array<number>(length).fill(0);
    for (let i = 0; i < dist.length && i < length; i++) {
      const di = dist[i]!;
      if (di === 0) continue;
      for (let j = 0; j < law.p.length && i + j < length; j++) next[i + j]! += di * law.p[j]!;
    }
    let largest = 0;
    for (const x of next) if (x > largest) largest = x;
    const floor = largest * NEGLIGIBLE;
    let cut = 0;
    while (cut < next.length - 1 && next[cut]! < floor) cut++;
    dist = cut > 0 ? next.slice(cut) : next;
    base += cut;
  }
  return dist.reduce((a, b) => a + b, 0);
}

/**
 * Exact conditional CMH test, one-sided (head lower): S = Σ head passes over the strata; its null
 * distribution is the convolution of the per-stratum hypergeometric laws; p = P(S <= s_obs).
 * Returns the p-value as a double and the exact decision p <= level.
 */
export function stratifiedLower(
  tables: Table[],
  level: Rational,
): { p: number; significant: boolean } {
  const strata = tables.filter((t) => t.baseTotal > 0 && t.headTotal > 0);
  strata.forEach(check);
  if (!strata.length) return { p: 1, significant: false };
  // Only the mass at S <= s_obs matters: offsets from the smallest possible S, truncated there.
  const laws = strata.map(pmfFloat);
  const offset = laws.reduce((s, l) => s + l.lo, 0);
  const observed = strata.reduce((s, t) => s + t.headPass, 0) - offset;
  const p = Math.min(1, lowerTail(laws, observed));
  const alpha = toNumber(level);
  if (Math.abs(p - alpha) > 1e-9) return { p, significant: p <= alpha };
  // At the boundary: the same sum in integers.
  const exact = strata.map(weights);
  let idist = [1n];
  let total = 1n;
  for (const law of exact) {
    const length = Math.min(idist.length + law.w.length - 1, observed + 1);
    const next = new Array<bigint>(length).fill(0n);
    for (let i = 0; i < idist.length && i < length; i++) {
      for (let j = 0; j < law.w.length && i + j < length; j++)
        next[i + j]! += idist[i]! * law.w[j]!;
    }
    idist = next;
    total *= law.total;
  }
  const num = idist.reduce((a, b) => a + b, 0n);
  return { p, significant: atMost({ num, den: total }, level) };
}

/**
 * Holm's step-down procedure at family-wise level `level`: the i-th smallest of m p-values is
 * rejected when it and every smaller one satisfy p_(j) <= level / (m − j + 1). Returns, per input,
 * whether it is rejected. Exact rational comparisons.
 */
export function holm(pValues: Rational[], level: Rational): boolean[] {
  const m = pValues.length;
  const order = pValues
    .map((p, i) => ({ p, i }))
    .sort((a, b) =>
      a.p.num * b.p.den < b.p.num * a.p.den
        ? -1
        : a.p.num * b.p.den > b.p.num * a.p.den
          ? 1
          : a.i - b.i,
    );
  const rejected = new Array<boolean>(m).fill(false);
  for (let k = 0; k < m; k++) {
    const { p, i } = order[k]!;
    if (!atMost(p, scale(level, 1n, BigInt(m - k)))) break;
    rejected[i] = true;
  }
  return rejected;
}

/**
 * The fewest trials per side (the same on both) with which one task can reach the first Holm
 * threshold level / m: the smallest n with 1 / C(2n, n) <= level / m.
 */
export function trialsToSee(level: Rational, m: number): number {
  const threshold = scale(level, 1n, BigInt(Math.max(1, m)));
  for (let n = 1; n < 1000; n++) if (atMost(smallestP(n, n), threshold)) return n;
  return Infinity;
}
