"use strict";
exports.id = 1311;
exports.ids = [1311];
exports.modules = {

/***/ 1311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergedSkillLift: () => (/* binding */ mergedSkillLift),
/* harmony export */   skillLiftSummary: () => (/* binding */ skillLiftSummary)
/* harmony export */ });
/* harmony import */ var _results_cost_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5353);
/* harmony import */ var _results_lift_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7701);
/* harmony import */ var _skill_lift_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8106);
// summary.json's `skill_lift` from a skill-lift job's runs: per task, the pass counts with and
// without the skill (verdict/skill-lift.ts's statistics) and what a multi-turn skill changes
// besides passing (follow-ups, turns, tokens, cost, abstains, cap exhaustions), each a
// difference of means with its interval. Only runs that reached a verdict count (an errored or
// skipped run says nothing about the skill), in both the pass counts and the measures.



/** The most tasks `skill_lift` lists (summary.json's other task lists have the same bound). */
const MAX_LIFT_TASKS = 10_000;
const VERDICTS = new Set(['passed', 'failed', 'abstained']);
/** Runs grouped by task (in the order the job first ran them), each task's two arms apart. */
function byTask(runs) {
    const tasks = new Map();
    for (const run of runs) {
        if (!VERDICTS.has(run.status))
            continue;
        const key = JSON.stringify([run.suite, run.task_id]);
        let task = tasks.get(key);
        if (!task) {
            task = { suite: run.suite, task_id: run.task_id, with: [], without: [] };
            tasks.set(key, task);
        }
        task[run.arm].push(run);
    }
    // A task needs runs of both arms to say anything about the skill.
    return [...tasks.entries()].filter(([, t]) => t.with.length > 0 && t.without.length > 0);
}
const counts = (runs) => ({
    passed: runs.filter((r) => r.status === 'passed').length,
    runs: runs.length,
});
/** One measure, with vs without; cost only when every run of the task has a known price. */
function measuresOf(task, prices) {
    const of = (f) => (0,_skill_lift_js__WEBPACK_IMPORTED_MODULE_0__/* .measureLift */ .YE)(task.with.map(f), task.without.map(f));
    const costs = prices
        ? {
            with: task.with.map((r) => (0,_results_cost_js__WEBPACK_IMPORTED_MODULE_1__/* .costOf */ .h)([r.digest], prices).total),
            without: task.without.map((r) => (0,_results_cost_js__WEBPACK_IMPORTED_MODULE_1__/* .costOf */ .h)([r.digest], prices).total),
        }
        : undefined;
    const known = (list) => list.every((v) => v !== null);
    const cost = costs && known(costs.with) && known(costs.without)
        ? { cost_usd: (0,_skill_lift_js__WEBPACK_IMPORTED_MODULE_0__/* .measureLift */ .YE)(costs.with, costs.without) }
        : {};
    return {
        followups: of((r) => r.followups),
        turns: of((r) => r.turns),
        tokens: of((r) => r.tokens),
        ...cost,
        abstains: of((r) => (r.abstained ? 1 : 0)),
        cap_exhausted: of((r) => (r.capExhausted ? 1 : 0)),
    };
}
/**
 * `skill_lift`: the lift of every task with runs of both arms, the suite's pooled claim and
 * the sentence; `skipped` when no task could be measured (and why).
 */
function skillLiftSummary(job, prices, level) {
    const tasks = byTask(job.runs).slice(0, MAX_LIFT_TASKS);
    const inputs = tasks.map(([key, t]) => ({
        task: key,
        with: counts(t.with),
        without: counts(t.without),
    }));
    const lift = (0,_skill_lift_js__WEBPACK_IMPORTED_MODULE_0__/* .skillLift */ .Jd)(inputs, level);
    const measured = new Map(tasks);
    const skipped = job.skipped.length ? { suites_skipped: job.skipped.slice(0, 1000) } : {};
    return {
        level: lift.level,
        pooled: lift.pooled,
        helps: lift.helps,
        hurts: lift.hurts,
        no_evidence: lift.no_evidence,
        sentence: tasks.length ? (0,_skill_lift_js__WEBPACK_IMPORTED_MODULE_0__/* .liftSentence */ .HF)(lift) : 'no lift measured',
        tasks: lift.tasks.map((t) => {
            const task = measured.get(t.task);
            return {
                suite: task.suite,
                task: task.task_id,
                with: t.with,
                without: t.without,
                difference: t.difference,
                interval: t.interval,
                p_helps: t.p_helps,
                p_hurts: t.p_hurts,
                claim: t.claim,
                measures: measuresOf(task, prices),
            };
        }),
        ...(tasks.length ? {} : { skipped: skippedReason(job) }),
        ...skipped,
    };
}
/** Why no task was measured: the suites' reasons, or no task with runs of both arms. */
function skippedReason(job) {
    if (job.runs.length === 0 && job.skipped.length) {
        return job.skipped
            .slice(0, 5)
            .map((s) => `${s.suite}: ${s.reason}`)
            .join('; ')
            .slice(0, 2000);
    }
    return 'no task had runs that reached a verdict both with and without the skill';
}
/**
 * A sharded skill-lift job's `skill_lift`, from the shards' merged runs (each shard measured
 * only its own tasks); undefined when no shard measured one. Unpriced: the merged job's cost
 * is summary.json's `cost`.
 */
function mergedSkillLift(shards, records) {
    const lifts = shards.flatMap((s) => (s.skill_lift ? [s.skill_lift] : []));
    if (!lifts.length)
        return undefined;
    const skipped = new Map();
    for (const lift of lifts)
        for (const s of lift.suites_skipped ?? [])
            skipped.set(s.suite, s);
    const runs = records.filter((r) => r.skill_arm).map((r) => (0,_results_lift_run_js__WEBPACK_IMPORTED_MODULE_2__/* .liftRunOf */ ._)(r, r));
    return skillLiftSummary({ runs, skipped: [...skipped.values()] }, undefined, lifts[0].level);
}


/***/ }),

/***/ 8106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HF: () => (/* binding */ liftSentence),
  YE: () => (/* binding */ measureLift),
  W: () => (/* binding */ signTest),
  Jd: () => (/* binding */ skillLift)
});

// UNUSED EXPORTS: DEFAULT_LIFT_LEVEL, newcombeInterval

// EXTERNAL MODULE: ./src/results/reliability.ts
var reliability = __webpack_require__(434);
// EXTERNAL MODULE: ./src/verdict/exact.ts
var exact = __webpack_require__(9910);
;// CONCATENATED MODULE: ./src/verdict/discrete-holm.ts
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

/** Tarone's k for the remaining hypotheses: the smallest k with at most k of them able to reach level / k. */
function taroneCount(smallest, remaining, level) {
    for (let k = 1; k < remaining.length; k++) {
        const threshold = (0,exact/* scale */.hs)(level, 1n, BigInt(k));
        const testable = remaining.filter((i) => (0,exact/* atMost */.Tu)(smallest[i], threshold)).length;
        if (testable <= k)
            return k;
    }
    return Math.max(1, remaining.length);
}
/**
 * Per input, whether it is rejected: `pValues[i]` is the observed p and `smallest[i]` the least p
 * its margins allow (so smallest[i] <= pValues[i]). Exact rational comparisons.
 */
function discreteHolm(pValues, smallest, level) {
    const rejected = new Array(pValues.length).fill(false);
    let remaining = pValues.map((_, i) => i);
    while (remaining.length) {
        const threshold = (0,exact/* scale */.hs)(level, 1n, BigInt(taroneCount(smallest, remaining, level)));
        let best = -1;
        for (const i of remaining)
            if (best < 0 || !(0,exact/* atMost */.Tu)(pValues[best], pValues[i]))
                best = i;
        if (!(0,exact/* atMost */.Tu)(pValues[best], threshold))
            break;
        rejected[best] = true;
        remaining = remaining.filter((i) => i !== best);
    }
    return rejected;
}

;// CONCATENATED MODULE: ./src/verdict/student-t.ts
// Student's t distribution, for Welch's interval of a difference of means (skill-lift.ts) at the
// small sample sizes Parley runs (3 to 10 trials per arm), where the normal quantile is far too
// narrow. The CDF comes from the regularized incomplete beta function (Lentz's continued
// fraction, Numerical Recipes 6.4); the quantile inverts it by bisection, which is slow but
// cannot diverge, and works for the non-integer degrees of freedom Welch gives.
/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients: about 15 significant digits). */
function lnGamma(x) {
    const c = [
        0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531,
        -176.6150291621406, 12.507343278686905, -0.13857109526572012, 9.984369578019572e-6,
        1.5056327351493116e-7,
    ];
    if (x < 0.5)
        return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
    x -= 1;
    let sum = c[0];
    for (let i = 1; i < 9; i++)
        sum += c[i] / (x + i);
    const t = x + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}
/** The continued fraction of I_x(a, b), valid (fast) for x < (a + 1) / (a + b + 2). */
function betaFraction(a, b, x) {
    const tiny = 1e-300;
    let c = 1;
    let d = 1 - ((a + b) * x) / (a + 1);
    if (Math.abs(d) < tiny)
        d = tiny;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= 300; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
        d = 1 + aa * d;
        c = 1 + aa / c;
        d = 1 / (Math.abs(d) < tiny ? tiny : d);
        c = Math.abs(c) < tiny ? tiny : c;
        h *= d * c;
        aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
        d = 1 + aa * d;
        c = 1 + aa / c;
        d = 1 / (Math.abs(d) < tiny ? tiny : d);
        c = Math.abs(c) < tiny ? tiny : c;
        const step = d * c;
        h *= step;
        if (Math.abs(step - 1) < 1e-15)
            break;
    }
    return h;
}
/** The regularized incomplete beta function I_x(a, b). */
function incompleteBeta(x, a, b) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
    return x < (a + 1) / (a + b + 2)
        ? (front * betaFraction(a, b, x)) / a
        : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}
/** P(T <= t) for Student's t with `df` (> 0, not necessarily whole) degrees of freedom. */
function studentTCdf(t, df) {
    const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
    return t >= 0 ? 1 - tail : tail;
}
/** The q-quantile (0.5 < q < 1) of Student's t with `df` degrees of freedom. */
function studentTQuantile(q, df) {
    if (!(q > 0.5 && q < 1))
        throw new RangeError(`quantile expects 0.5 < q < 1, got ${q}`);
    if (!(df > 0))
        throw new RangeError(`degrees of freedom must be positive, got ${df}`);
    let low = 0;
    let high = 1;
    while (studentTCdf(high, df) < q)
        high *= 2;
    for (let i = 0; i < 200 && high - low > 1e-12 * high; i++) {
        const mid = (low + high) / 2;
        if (studentTCdf(mid, df) < q)
            low = mid;
        else
            high = mid;
    }
    return (low + high) / 2;
}

;// CONCATENATED MODULE: ./src/verdict/skill-lift.ts
// Does the skill help? (issue 48): each task ran its trials with the suite's skills ("with") and
// without them ("without"), interleaved in the same job; this module turns the counts into
// claims. Pure: no I/O. The choices, and why (the figures are in docs/benchmarks.md, "Skill lift"):
// - Per task, the interval of the difference of pass rates is Newcombe's hybrid score interval
//   (his method 10, from the two arms' Wilson intervals): close to its 95 % coverage at small
//   samples (the bench measures it at 3 to 20 trials), never outside [-1, 1], and defined at 0/n
//   and n/n, where the Wald interval collapses to a point.
// - Per task, "helps" and "hurts" are each tested with Fisher's exact one-sided test (the pass
//   total fixed), the gate's own (exact.ts), so the p-values are exact rationals.
// - Across the suite's tasks, Holm's step-down on the "helps" p-values at level / 2 and,
//   separately, on the "hurts" ones at level / 2, counting at each step only the tasks whose pass
//   total lets them reach the threshold (Tarone's count, discrete-holm.ts): a task at 10/10 with
//   and without cannot be claimed and no longer dilutes the others. Each step-down controls its
//   family-wise error for any configuration of lifts, so the chance of any false task claim, in
//   either direction (a wrong-direction claim on a task that really moves included), is at most
//   level. A task cannot be claimed both ways: its two one-sided p-values sum to more than 1.
// - The suite's pooled claim: the exact conditional stratified test (each task a stratum, the
//   sum of the "with" passes; exact.ts stratifiedLower, as the gate's suite test) in each
//   direction at level / 2, a family of its own; with the tasks', a false "helps" anywhere (the
//   suite's or a task's) is at most level / 2 + level / 2 = level, and so is a false "hurts".
//   pooled.difference is the unweighted mean of the per-task differences (every task counts
//   once, as in the suite's scorecard).
// - Interleaving puts a drift of the agent or provider during the job into both arms alike; the
//   conditional tests then stay at or under their level (the bench's drift world checks it).
// - No percent changes anywhere: a rate of an arm with no ended runs is NaN (null in JSON), never
//   a division by zero shown as a figure.




const DEFAULT_LIFT_LEVEL = 0.05;
function checkArm(task, arm) {
    const { passed, runs } = arm;
    if (!Number.isInteger(passed) || !Number.isInteger(runs) || passed < 0 || passed > runs)
        throw new RangeError(`${task}: an arm needs 0 <= passed <= runs, got ${passed}/${runs}`);
}
const rate = (arm) => (arm.runs > 0 ? arm.passed / arm.runs : NaN);
/**
 * Newcombe's hybrid score interval for p1 - p2 from the Wilson intervals [l1, u1], [l2, u2]:
 * [d - sqrt((p1 - l1)² + (u2 - p2)²), d + sqrt((u1 - p1)² + (p2 - l2)²)].
 */
function newcombeInterval(a, b) {
    if (a.runs === 0 || b.runs === 0)
        return { low: -1, high: 1 };
    const p1 = a.passed / a.runs;
    const p2 = b.passed / b.runs;
    const w1 = (0,reliability/* wilson95 */.p)(a.passed, a.runs);
    const w2 = (0,reliability/* wilson95 */.p)(b.passed, b.runs);
    const d = p1 - p2;
    return {
        low: Math.max(-1, d - Math.hypot(p1 - w1.low, w2.high - p2)),
        high: Math.min(1, d + Math.hypot(w1.high - p1, p2 - w2.low)),
    };
}
/** The table in exact.ts's orientation: "head lower than base" is "`lower` passes less often". */
const table = (higher, lower) => ({
    basePass: higher.passed,
    baseTotal: higher.runs,
    headPass: lower.passed,
    headTotal: lower.runs,
});
/** The least p the table's pass total allows: every pass on the base (higher) side. */
function leastAttainable(t) {
    const passes = t.basePass + t.headPass;
    const headPass = Math.max(0, passes - t.baseTotal);
    return (0,exact/* fisherLower */.$3)({ ...t, basePass: passes - headPass, headPass });
}
function claimOf(helps, hurts) {
    return helps ? 'helps' : hurts ? 'hurts' : 'no_evidence';
}
/** Per-task and pooled lift of a suite's tasks, claims at family-wise `level` (default 0.05). */
function skillLift(inputs, level = DEFAULT_LIFT_LEVEL) {
    for (const input of inputs) {
        checkArm(input.task, input.with);
        checkArm(input.task, input.without);
    }
    if (!(level > 0 && level < 1))
        throw new RangeError(`level must be in (0, 1), got ${level}`);
    const half = (0,exact/* scale */.hs)((0,exact/* decimalRational */.c4)(level), 1n, 2n);
    // Only tasks with runs in both arms are tested; the others cannot be claimed either way and
    // would only raise Holm's thresholds.
    const tested = inputs.filter((t) => t.with.runs > 0 && t.without.runs > 0);
    const helpsTables = tested.map((t) => table(t.with, t.without));
    const hurtsTables = tested.map((t) => table(t.without, t.with));
    const pHelps = helpsTables.map(exact/* fisherLower */.$3);
    const pHurts = hurtsTables.map(exact/* fisherLower */.$3);
    const helps = discreteHolm(pHelps, helpsTables.map(leastAttainable), half);
    const hurts = discreteHolm(pHurts, hurtsTables.map(leastAttainable), half);
    const testedAt = new Map(tested.map((t, i) => [t, i]));
    const tasks = inputs.map((t) => {
        const i = testedAt.get(t);
        return {
            task: t.task,
            with: { ...t.with, rate: rate(t.with) },
            without: { ...t.without, rate: rate(t.without) },
            difference: rate(t.with) - rate(t.without),
            interval: newcombeInterval(t.with, t.without),
            p_helps: i === undefined ? 1 : Math.min(1, (0,exact/* toNumber */.Ro)(pHelps[i])),
            p_hurts: i === undefined ? 1 : Math.min(1, (0,exact/* toNumber */.Ro)(pHurts[i])),
            claim: i === undefined ? 'no_evidence' : claimOf(helps[i], hurts[i]),
        };
    });
    const count = (claim) => tasks.filter((t) => t.claim === claim).length;
    return {
        tasks,
        pooled: pooledLift(tested, half),
        helps: count('helps'),
        hurts: count('hurts'),
        no_evidence: count('no_evidence'),
        level,
    };
}
function pooledLift(tested, half) {
    const helps = (0,exact/* stratifiedLower */.L9)(tested.map((t) => table(t.with, t.without)), half);
    const hurts = (0,exact/* stratifiedLower */.L9)(tested.map((t) => table(t.without, t.with)), half);
    const differences = tested.map((t) => rate(t.with) - rate(t.without));
    return {
        difference: differences.length
            ? differences.reduce((a, b) => a + b, 0) / differences.length
            : NaN,
        p_helps: helps.p,
        p_hurts: hurts.p,
        claim: claimOf(helps.significant, hurts.significant),
    };
}
function meanAndVariance(values) {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const squares = values.reduce((a, v) => a + (v - mean) * (v - mean), 0);
    return { mean, variance: values.length > 1 ? squares / (values.length - 1) : NaN };
}
/**
 * Means of a measure with and without the skills, and Welch's 95 % interval of their difference
 * with the t quantile at Welch–Satterthwaite's degrees of freedom (null when an arm has fewer
 * than 2 values). A mean of an arm without values is NaN. When neither arm varies, the interval
 * is the difference itself: the runs show no spread to widen it by.
 */
function measureLift(withValues, withoutValues) {
    for (const v of [...withValues, ...withoutValues])
        if (!Number.isFinite(v))
            throw new RangeError(`a measure must be a finite number, got ${v}`);
    const a = meanAndVariance(withValues);
    const b = meanAndVariance(withoutValues);
    const difference = a.mean - b.mean;
    const lift = {
        with: a.mean,
        without: b.mean,
        difference,
        n_with: withValues.length,
        n_without: withoutValues.length,
    };
    if (withValues.length < 2 || withoutValues.length < 2)
        return { ...lift, interval: null };
    const va = a.variance / withValues.length;
    const vb = b.variance / withoutValues.length;
    if (va + vb === 0)
        return { ...lift, interval: { low: difference, high: difference } };
    const df = ((va + vb) * (va + vb)) /
        ((va * va) / (withValues.length - 1) + (vb * vb) / (withoutValues.length - 1));
    const half = studentTQuantile(0.975, df) * Math.sqrt(va + vb);
    return { ...lift, interval: { low: difference - half, high: difference + half } };
}
/** P(X >= k) for X ~ Binomial(n, 1/2), exactly. */
function upperTail(k, n) {
    let num = 0n;
    for (let i = k; i <= n; i++)
        num += (0,exact/* choose */.Sw)(n, i);
    return { num, den: 1n << BigInt(n) };
}
/**
 * The exact sign test: p_wins = P(X >= wins), p_losses = P(X >= losses) for X ~ Bin(wins +
 * losses, 1/2); the two-sided p is twice the smaller, at most 1. All 1 when every pair tied.
 */
function signTest(wins, losses, ties) {
    for (const [name, v] of Object.entries({ wins, losses, ties }))
        if (!Number.isInteger(v) || v < 0)
            throw new RangeError(`${name} must be a count, got ${v}`);
    const n = wins + losses;
    const pWins = upperTail(wins, n);
    const pLosses = upperTail(losses, n);
    const smaller = Math.min((0,exact/* toNumber */.Ro)(pWins), (0,exact/* toNumber */.Ro)(pLosses));
    return {
        wins,
        losses,
        ties,
        p_two_sided: Math.min(1, 2 * smaller),
        p_wins: Math.min(1, (0,exact/* toNumber */.Ro)(pWins)),
        p_losses: Math.min(1, (0,exact/* toNumber */.Ro)(pLosses)),
    };
}
/** One sentence the report prints: "helps on 4 tasks, hurts on 1, no evidence either way on 7". */
function liftSentence(lift) {
    const tasks = lift.helps === 1 ? 'task' : 'tasks';
    return `helps on ${lift.helps} ${tasks}, hurts on ${lift.hurts}, no evidence either way on ${lift.no_evidence}`;
}


/***/ })

};
;