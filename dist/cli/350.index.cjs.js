"use strict";
exports.id = 350;
exports.ids = [350];
exports.modules = {

/***/ 5353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ dollars),
/* harmony export */   h: () => (/* binding */ costOf)
/* harmony export */ });
const ROLES = ['agent', 'responder', 'judge'];
const PER = 1_000_000;
/** Dollars of one model's tokens; cached input costs `cached_input` (else `input`). */
function priced(price, input, cached, output) {
    const rate = price.cached_input ?? price.input;
    return ((input - cached) * price.input + cached * rate + output * price.output) / PER;
}
/**
 * One role's usage of one run: each model's tokens at its price; tokens no model is named for
 * (an ACP agent's) at `fallback`'s, the run's model for that role.
 */
function usageCost(usage, fallback, prices, unknown) {
    if (usage.reported === false) {
        unknown.add('an agent reported no token usage');
        return null;
    }
    let dollars = 0;
    let [input, cached, output] = [
        usage.input_tokens,
        usage.cached_input_tokens ?? 0,
        usage.output_tokens,
    ];
    const add = (model, i, c, o) => {
        if (i + o === 0)
            return;
        // Own keys only: a model named `constructor` or `toString` is not priced by Object.prototype.
        const price = model && Object.hasOwn(prices, model) ? prices[model] : undefined;
        const cost = price ? priced(price, i, c, o) : NaN;
        if (!Number.isFinite(cost)) {
            unknown.add(!model
                ? 'tokens of an unnamed model'
                : price
                    ? `no finite cost for model ${model}`
                    : `no price for model ${model}`);
            dollars = null;
        }
        else if (dollars !== null)
            dollars += cost;
    };
    for (const [model, t] of Object.entries(usage.models ?? {})) {
        add(model, t.input_tokens, t.cached_input_tokens, t.output_tokens);
        input -= t.input_tokens;
        cached -= t.cached_input_tokens;
        output -= t.output_tokens;
    }
    add(fallback, Math.max(0, input), Math.max(0, Math.min(cached, input)), Math.max(0, output));
    return dollars;
}
const plus = (a, b) => (a === null || b === null ? null : a + b);
const emptyPart = () => ({
    total: 0,
    runs: 0,
    by_role: { agent: 0, responder: 0, judge: 0 },
});
function addRun(part, run) {
    part.runs++;
    for (const role of ROLES) {
        part.by_role[role] = plus(part.by_role[role], run[role]);
        part.total = plus(part.total, run[role]);
    }
}
const round = (n) => (n === null ? null : Math.round(n * 1e6) / 1e6);
function rounded(part) {
    return {
        ...part,
        total: round(part.total),
        by_role: {
            agent: round(part.by_role.agent),
            responder: round(part.by_role.responder),
            judge: round(part.by_role.judge),
        },
    };
}
/** The cost of every run given (the job's: screening, confirmation and base runs). */
function costOf(records, prices) {
    const unknown = new Set();
    const all = emptyPart();
    const base = emptyPart();
    const tasks = new Map();
    for (const r of records) {
        const run = {
            agent: usageCost(r.usage.agent, r.model, prices, unknown),
            responder: usageCost(r.usage.responder, r.responder?.model, prices, unknown),
            judge: usageCost(r.usage.judge, undefined, prices, unknown),
        };
        addRun(all, run);
        if (r.side === 'base')
            addRun(base, run);
        const key = JSON.stringify([r.suite, r.task_id]);
        let task = tasks.get(key);
        if (!task) {
            task = { suite: r.suite, task_id: r.task_id, ...emptyPart(), base: emptyPart() };
            tasks.set(key, task);
        }
        addRun(task, run);
        if (r.side === 'base')
            addRun(task.base, run);
    }
    return {
        currency: 'USD',
        ...rounded(all),
        base: rounded(base),
        tasks: [...tasks.values()].map((t) => ({ ...rounded(t), base: rounded(t.base) })),
        unknown: [...unknown].sort().slice(0, 100),
    };
}
/** "$1.84"; small sums keep their first significant digits ("$0.0042"), never "$0.00". */
function dollars(value) {
    if (value === null || value === undefined || !Number.isFinite(value))
        return 'unknown';
    if (value === 0 || value >= 0.01)
        return `$${value.toFixed(2)}`;
    if (value < 0.000001)
        return 'under $0.000001';
    return `$${Number(value.toPrecision(2)).toFixed(6).replace(/0+$/, '')}`;
}


/***/ }),

/***/ 9910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ fisherLower),
/* harmony export */   G2: () => (/* binding */ trialsToSee),
/* harmony export */   L9: () => (/* binding */ stratifiedLower),
/* harmony export */   Ro: () => (/* binding */ toNumber),
/* harmony export */   Sw: () => (/* binding */ choose),
/* harmony export */   Tu: () => (/* binding */ atMost),
/* harmony export */   c4: () => (/* binding */ decimalRational),
/* harmony export */   fU: () => (/* binding */ holm),
/* harmony export */   hs: () => (/* binding */ scale),
/* harmony export */   sd: () => (/* binding */ smallestP)
/* harmony export */ });
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
const binomials = new Map();
/** C(n, k) as a BigInt (0 outside 0 <= k <= n). */
function choose(n, k) {
    if (k < 0 || k > n)
        return 0n;
    k = Math.min(k, n - k);
    const key = `${n},${k}`;
    const cached = binomials.get(key);
    if (cached !== undefined)
        return cached;
    let c = 1n;
    for (let i = 1; i <= k; i++)
        c = (c * BigInt(n - k + i)) / BigInt(i);
    if (binomials.size < 100_000)
        binomials.set(key, c);
    return c;
}
/** The decimal a number is written as, as an exact rational: 0.025 -> 25/1000, 1e-7 -> 1/10^7. */
function decimalRational(value) {
    if (!Number.isFinite(value) || value < 0)
        throw new RangeError(`not a level: ${value}`);
    const [mantissa, exponent = '0'] = String(value).toLowerCase().split('e');
    const [whole, fraction = ''] = mantissa.split('.');
    let num = BigInt(whole + fraction);
    let den = 10n ** BigInt(fraction.length);
    const e = Number(exponent);
    if (e > 0)
        num *= 10n ** BigInt(e);
    else if (e < 0)
        den *= 10n ** BigInt(-e);
    return { num, den };
}
/** a / b <= c / d, exactly. */
function atMost(a, b) {
    return a.num * b.den <= b.num * a.den;
}
function scale(r, multiply, divide) {
    return { num: r.num * multiply, den: r.den * divide };
}
function toNumber(r) {
    if (r.num === 0n)
        return 0;
    // Both parts may exceed the double range: shift them down together first.
    const shift = Math.max(0, Math.max(r.num.toString(2).length, r.den.toString(2).length) - 1000);
    return Number(r.num >> BigInt(shift)) / Number(r.den >> BigInt(shift));
}
function check(t) {
    for (const [name, value] of Object.entries(t)) {
        if (!Number.isInteger(value) || value < 0)
            throw new RangeError(`${name} must be a count`);
    }
    if (t.basePass > t.baseTotal || t.headPass > t.headTotal) {
        throw new RangeError('passes cannot exceed trials');
    }
}
/**
 * The conditional null distribution of head passes in one stratum (margins fixed): integer
 * weights C(t, h)·C(N−t, n_h−h) for h = lo..hi, summing to C(N, n_h).
 */
function weights(t) {
    const N = t.baseTotal + t.headTotal;
    const passes = t.basePass + t.headPass;
    const lo = Math.max(0, passes - t.baseTotal);
    const hi = Math.min(passes, t.headTotal);
    const w = [];
    for (let h = lo; h <= hi; h++)
        w.push(choose(passes, h) * choose(N - passes, t.headTotal - h));
    return { lo, w, total: choose(N, t.headTotal) };
}
/**
 * Exact one-sided Fisher p-value of "head passes less often than base": P(H <= head passes)
 * under the hypergeometric law with the table's margins. 1 when a side has no runs.
 */
function fisherLower(t) {
    check(t);
    if (t.baseTotal === 0 || t.headTotal === 0)
        return { num: 1n, den: 1n };
    const { lo, w, total } = weights(t);
    let num = 0n;
    for (let h = lo; h <= t.headPass; h++)
        num += w[h - lo];
    return { num, den: total };
}
/** The smallest p-value a table of these sizes can give: base all pass, head all fail. */
function smallestP(baseTotal, headTotal) {
    if (baseTotal === 0 || headTotal === 0)
        return { num: 1n, den: 1n };
    return { num: 1n, den: choose(baseTotal + headTotal, headTotal) };
}
function pmfFloat(t) {
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
function lowerTail(laws, observed) {
    let dist = [1];
    let base = 0; // dist[i] = P(S = base + i)
    for (const law of laws) {
        const length = Math.min(dist.length + law.p.length - 1, observed + 1 - base);
        const next = new Array(length).fill(0);
        for (let i = 0; i < dist.length && i < length; i++) {
            const di = dist[i];
            if (di === 0)
                continue;
            for (let j = 0; j < law.p.length && i + j < length; j++)
                next[i + j] += di * law.p[j];
        }
        let largest = 0;
        for (const x of next)
            if (x > largest)
                largest = x;
        const floor = largest * NEGLIGIBLE;
        let cut = 0;
        while (cut < next.length - 1 && next[cut] < floor)
            cut++;
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
function stratifiedLower(tables, level) {
    const strata = tables.filter((t) => t.baseTotal > 0 && t.headTotal > 0);
    strata.forEach(check);
    if (!strata.length)
        return { p: 1, significant: false };
    // Only the mass at S <= s_obs matters: offsets from the smallest possible S, truncated there.
    const laws = strata.map(pmfFloat);
    const offset = laws.reduce((s, l) => s + l.lo, 0);
    const observed = strata.reduce((s, t) => s + t.headPass, 0) - offset;
    const p = Math.min(1, lowerTail(laws, observed));
    const alpha = toNumber(level);
    if (Math.abs(p - alpha) > 1e-9)
        return { p, significant: p <= alpha };
    // At the boundary: the same sum in integers.
    const exact = strata.map(weights);
    let idist = [1n];
    let total = 1n;
    for (const law of exact) {
        const length = Math.min(idist.length + law.w.length - 1, observed + 1);
        const next = new Array(length).fill(0n);
        for (let i = 0; i < idist.length && i < length; i++) {
            for (let j = 0; j < law.w.length && i + j < length; j++)
                next[i + j] += idist[i] * law.w[j];
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
function holm(pValues, level) {
    const m = pValues.length;
    const order = pValues
        .map((p, i) => ({ p, i }))
        .sort((a, b) => a.p.num * b.p.den < b.p.num * a.p.den
        ? -1
        : a.p.num * b.p.den > b.p.num * a.p.den
            ? 1
            : a.i - b.i);
    const rejected = new Array(m).fill(false);
    for (let k = 0; k < m; k++) {
        const { p, i } = order[k];
        if (!atMost(p, scale(level, 1n, BigInt(m - k))))
            break;
        rejected[i] = true;
    }
    return rejected;
}
/**
 * The fewest trials per side (the same on both) with which one task can reach the first Holm
 * threshold level / m: the smallest n with 1 / C(2n, n) <= level / m.
 */
function trialsToSee(level, m) {
    const threshold = scale(level, 1n, BigInt(Math.max(1, m)));
    for (let n = 1; n < 1000; n++)
        if (atMost(smallestP(n, n), threshold))
            return n;
    return Infinity;
}


/***/ })

};
;