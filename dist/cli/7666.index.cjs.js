"use strict";
exports.id = 7666;
exports.ids = [7666];
exports.modules = {

/***/ 7666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ onlyAbstains),
/* harmony export */   G: () => (/* binding */ TASK_BUCKETS),
/* harmony export */   H: () => (/* binding */ NEWLY_ABSTAINING),
/* harmony export */   MA: () => (/* binding */ formatP),
/* harmony export */   MG: () => (/* binding */ pEquals),
/* harmony export */   Xg: () => (/* binding */ taskSide),
/* harmony export */   Xl: () => (/* binding */ formatSide),
/* harmony export */   aV: () => (/* binding */ abstainingUndecided),
/* harmony export */   compareSummaries: () => (/* binding */ compareSummaries),
/* harmony export */   nd: () => (/* binding */ BUCKET_NOTES),
/* harmony export */   pC: () => (/* binding */ suiteLine),
/* harmony export */   uD: () => (/* binding */ newlyAbstainingNote),
/* harmony export */   uv: () => (/* binding */ blindLine)
/* harmony export */ });
/* unused harmony export DEFAULT_TASK_SHARE */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9910);
/* harmony import */ var _outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9065);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6795);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1275);
// Base vs head comparison of two summaries: the regression gate's screening against a pooled
// baseline. With a base checkout these tests only screen (they spend no alpha, and only runs of
// the base commit made beside the head can fail the check: verdict/confirm.ts); without one
// they are the verdict, and the comparison says so. The pass rate
// counts verdict runs only (passed vs failed). Abstains are an outcome of their own: the abstain
// rate (abstained runs over all runs) is tested like the error rate. Per task, one-sided exact
// Fisher tests — the drop of a task with verdict runs on both sides, and the rise in abstains of a
// task that abstained on either side (a task without any abstain has a test that cannot reject,
// left out of the family as Tarone's rule allows) — with Holm's correction across all of them at
// alpha_task; across the suite, the exact conditional Cochran–Mantel–Haenszel test with tasks as
// strata, at alpha_suite (alpha_task + alpha_suite = alpha). Every task lands in one
// bucket, computed here once and rendered as-is by the console, `compare --json`, report.md, the
// PR comment and the job summary. Figures of the rule: `npm run bench:verdict`.






/** The share of alpha spent on the per-task tests; the rest goes to the suite-level test. */
const DEFAULT_TASK_SHARE = 0.5;
/** The words a regressed task's new abstains are named with (headline, verdict, console). */
const NEWLY_ABSTAINING = 'newly abstaining: the agent now asks what the brief does not answer — add it to the brief if intended';
/** A task's side; the base side counts the verdicts of its pooled runs (results/pool.ts). */
function taskSide(task, pooled = false) {
    const s = task.counts.by_status;
    const own = (s.passed ?? 0) + (s.failed ?? 0);
    const pool = pooled ? (0,_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .pooledCounts */ .wM)(task) : null;
    const passed = pool ? pool.passed : (s.passed ?? 0);
    const failed = pool ? pool.failed : (s.failed ?? 0);
    const errors = pool ? { errored: pool.errored, runs: pool.task_runs } : ownErrors(task);
    const abstained = s.abstained ?? 0;
    return {
        passed,
        failed,
        verdicts: passed + failed,
        abstained,
        errors: s.error ?? 0,
        abstains: pool ? pool.abstained : abstained,
        skipped: s.skipped ?? 0,
        // The pooled runs' verdicts count as trials too: "42/50" on the base side.
        trials: task.trials + passed + failed - own,
        pass_rate: passed + failed ? passed / (passed + failed) : null,
        outcome: task.outcome,
        pooled_runs: pool ? pool.runs : 1,
        ...errors,
    };
}
/** A task's own errored runs and runs (an older summary without `errored`: its error count). */
function ownErrors(task) {
    return { errored: task.errored ?? task.counts.by_status.error ?? 0, runs: task.counts.runs };
}
/** The head reached no verdict and abstained, while the base reached verdicts. */
function onlyAbstains(base, head) {
    return head.verdicts === 0 && head.abstained > 0 && base.verdicts > 0;
}
function tasksByKey(summary) {
    const map = new Map();
    for (const suite of summary.suites) {
        for (const task of suite.tasks)
            map.set(`${suite.name}\u0000${task.task_id}`, { suite: suite.name, task });
    }
    return map;
}
function totals(summary) {
    const u = summary.usage;
    return {
        commit: summary.identity.commit,
        pass_rate: summary.pass_rate,
        runs: summary.counts.runs,
        total_tokens: u.agent.total_tokens + u.responder.total_tokens + u.judge.total_tokens,
        duration_ms: summary.duration_ms,
    };
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** What a side had instead of verdict runs, e.g. "3 errors (config_error)". */
function withoutVerdict(s) {
    const parts = [];
    if (s.errors)
        parts.push(plural(s.errors, 'error'));
    if (s.abstained)
        parts.push(`${s.abstained} abstained`);
    if (s.skipped)
        parts.push(`${s.skipped} skipped`);
    const what = parts.length ? parts.join(', ') : 'no runs';
    // The outcome names the error kind (config_error, timeout, ...); abstains and skips say it all.
    const named = ['completed', 'abstained', 'awaiting_input'].includes(s.outcome);
    return named ? what : `${what} (${s.outcome})`;
}
function noVerdictNote(base, head) {
    const sides = [];
    if (!base.verdicts)
        sides.push(`base: ${withoutVerdict(base)}`);
    if (!head.verdicts)
        sides.push(`head: ${withoutVerdict(head)}`);
    return `no verdict run on ${sides.join('; ')}`;
}
function abstainReasons(records) {
    const reasons = new Map();
    for (const r of records ?? []) {
        if (r.status !== 'abstained' || r.skill_arm === 'without')
            continue;
        const key = `${r.suite}\u0000${r.task_id}`;
        if (!reasons.has(key))
            reasons.set(key, r.responder?.reason || 'no reason given');
    }
    return reasons;
}
/** Every task of either side with its p-values and first bucket, and the tests it is in. */
function taskEntries(base, head, reasons) {
    const baseTasks = tasksByKey(base);
    const headTasks = tasksByKey(head);
    const tasks = [];
    const compared = [];
    /** The abstain tests in Holm's family: the tasks that abstained on either side. */
    const abstainTests = [];
    const errorTables = [];
    const quarantined = [];
    for (const [key, { suite, task }] of headTasks) {
        const before = baseTasks.get(key);
        const h = taskSide(task);
        const entry = {
            suite,
            task_id: task.task_id,
            task_name: task.task_name,
            bucket: 'new',
            base: null,
            head: h,
            p_value: null,
            error_p: null,
            abstain_p: null,
            low_confidence: false,
            outcome_changed: false,
            note: null,
        };
        if (task.quarantined)
            entry.quarantined = task.quarantined;
        tasks.push(entry);
        if (!before)
            continue;
        const b = taskSide(before.task, true);
        entry.base = b;
        // A quarantined task is compared for the report, but stays out of every test's family.
        const counted = !task.quarantined;
        const rise = (0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .errorRiseP */ .g1)(b, h);
        if (rise) {
            entry.error_p = Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(rise));
            if (counted)
                errorTables.push((0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .errorTable */ .NN)(b, h));
        }
        const abstainRise = errorsOrAbstains(b, h) ? (0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .abstainRiseP */ .ir)(b, h) : null;
        if (abstainRise) {
            entry.abstain_p = Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(abstainRise));
            if (counted)
                abstainTests.push({ t: entry, p: abstainRise });
        }
        entry.outcome_changed = b.outcome !== h.outcome;
        entry.bucket = 'unchanged';
        if (b.verdicts && h.verdicts) {
            const table = {
                basePass: b.passed,
                baseTotal: b.verdicts,
                headPass: h.passed,
                headTotal: h.verdicts,
            };
            const p = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)(table);
            entry.p_value = Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(p));
            (counted ? compared : quarantined).push({ t: entry, table, p });
        }
        if (h.abstained > 0 && b.abstained === 0) {
            entry.bucket = 'newly_abstaining';
            entry.note = reasons.get(key) ?? null;
        }
        else if (!b.verdicts || !h.verdicts) {
            entry.bucket = 'no_verdict';
            entry.note = noVerdictNote(b, h);
        }
    }
    for (const [key, { suite, task }] of baseTasks) {
        if (headTasks.has(key))
            continue;
        tasks.push({
            suite,
            task_id: task.task_id,
            task_name: task.task_name,
            bucket: 'removed',
            base: taskSide(task, true),
            head: null,
            p_value: null,
            error_p: null,
            abstain_p: null,
            low_confidence: false,
            outcome_changed: false,
            note: null,
        });
    }
    return { tasks, compared, abstainTests, errorTables, quarantined };
}
/** Holm across the drop and abstain tests, and each compared task's bucket from its tests. */
function placeInBuckets(compared, abstainTests, alphaTask, alphaR) {
    // Per task: Holm across the drop tests and the abstain tests. Regressed beats any other bucket
    // (a drop before a rise in abstains).
    const rejectedAll = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .holm */ .fU)([...compared.map((c) => c.p), ...abstainTests.map((c) => c.p)], alphaTask);
    const rejected = rejectedAll.slice(0, compared.length);
    abstainTests.forEach(({ t }, i) => {
        if (!rejectedAll[compared.length + i])
            return;
        t.bucket = 'regressed';
        t.regression = 'abstains';
        t.note = newlyAbstainingNote(t.note);
    });
    compared.forEach((c, i) => bucketByDrop(c, !!rejected[i], alphaR));
}
/** A compared task's bucket from its drop test: `rejected` by Holm, else its unadjusted p. */
function bucketByDrop({ t, table, p }, rejected, alphaR) {
    const single = table.baseTotal === 1 && table.headTotal === 1;
    if (rejected) {
        t.bucket = 'regressed';
        t.regression = 'drop';
    }
    else if (t.bucket === 'regressed') {
        // Regressed in abstains alone.
    }
    else if ((0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .atMost */ .Tu)(p, alphaR) || (single && table.basePass === 1 && table.headPass === 0)) {
        t.bucket = 'possible_regression';
        t.low_confidence = single;
    }
    else if (t.bucket === 'unchanged') {
        const rise = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)({
            basePass: table.headPass,
            baseTotal: table.headTotal,
            headPass: table.basePass,
            headTotal: table.baseTotal,
        });
        if ((0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .atMost */ .Tu)(rise, alphaR) || (single && table.basePass === 0 && table.headPass === 1)) {
            t.bucket = 'fixed';
            t.low_confidence = single;
        }
    }
}
function compareSummaries(base, head, options = {}) {
    const alpha = options.alpha ?? _options_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_ALPHA */ .pO;
    const share = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(options.taskShare ?? DEFAULT_TASK_SHARE);
    const alphaR = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(alpha);
    const alphaTask = { num: alphaR.num * share.num, den: alphaR.den * share.den };
    const alphaSuite = {
        num: alphaR.num * (share.den - share.num),
        den: alphaR.den * share.den,
    };
    const { tasks, compared, abstainTests, errorTables, quarantined } = taskEntries(base, head, abstainReasons(options.headRecords));
    placeInBuckets(compared, abstainTests, alphaTask, alphaR);
    // Listed as what their own p says (a possible regression at most): never regressed.
    for (const q of quarantined)
        bucketByDrop(q, false, alphaR);
    // Suite: the exact stratified test over the same tasks.
    const tables = compared.map((c) => c.table);
    const sum = (f) => tables.reduce((s, t) => s + f(t), 0);
    const stratified = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(tables, alphaSuite);
    const errorsTest = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(errorTables, alphaSuite);
    const suiteTest = {
        tasks: tables.length,
        base_pass_rate: tables.length ? sum((t) => t.basePass) / sum((t) => t.baseTotal) : null,
        head_pass_rate: tables.length ? sum((t) => t.headPass) / sum((t) => t.headTotal) : null,
        p_value: tables.length ? stratified.p : null,
        error_p: errorTables.length ? errorsTest.p : null,
        regressed: stratified.significant,
    };
    // What the design can see: can any single task reach the first Holm threshold?
    const m = compared.length;
    const firstThreshold = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .scale */ .hs)(alphaTask, 1n, BigInt(Math.max(1, m)));
    const blind = m > 0 &&
        compared.every(({ table }) => !(0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .atMost */ .Tu)((0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .smallestP */ .sd)(table.baseTotal, table.headTotal), firstThreshold))
        ? { tasks: m, trials_needed: (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .trialsToSee */ .G2)(alphaTask, m) }
        : null;
    const of = (bucket) => tasks.filter((t) => t.bucket === bucket);
    const undecided = abstainingUndecided(tasks);
    const buckets = {
        regressed: of('regressed'),
        suite_regressed: suiteTest.regressed ? suiteTest : null,
        possible_regression: of('possible_regression'),
        no_verdict: of('no_verdict'),
        newly_abstaining: of('newly_abstaining'),
        fixed: of('fixed'),
        new: of('new'),
        removed: of('removed'),
    };
    const b = totals(base);
    const h = totals(head);
    return {
        alpha,
        alpha_task: (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(alphaTask),
        alpha_suite: (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(alphaSuite),
        base: b,
        head: h,
        pass_rate_delta: h.pass_rate - b.pass_rate,
        total_tokens_delta: h.total_tokens - b.total_tokens,
        duration_ms_delta: h.duration_ms - b.duration_ms,
        suite_set_changed: base.identity.suite_set !== head.identity.suite_set,
        ...(base.pool_changes ? { pool_changes: base.pool_changes } : {}),
        tasks,
        suite: suiteTest,
        buckets,
        outcome_changes: tasks.filter((t) => t.outcome_changed && t.bucket === 'unchanged'),
        regressions: buckets.regressed.length || (suiteTest.regressed ? 1 : 0),
        blind,
        ...(undecided.length ? { undecided } : {}),
    };
}
/** A regressed task's new abstains, in words, with the responder's reason when there is one. */
function newlyAbstainingNote(reason) {
    return reason?.startsWith(NEWLY_ABSTAINING)
        ? reason
        : `${NEWLY_ABSTAINING}${reason ? ` (the responder: ${reason})` : ''}`;
}
/** Whether the abstain test can say anything: a side abstained. */
function errorsOrAbstains(b, h) {
    return (b.abstains ?? 0) + (h.abstains ?? 0) > 0;
}
/**
 * Tasks that went from verdict runs to only abstains and did not regress: nothing confirmed it
 * either way, so the gate cannot call them a pass.
 */
function abstainingUndecided(tasks) {
    return tasks
        .filter((t) => t.bucket !== 'regressed' &&
        !t.quarantined &&
        t.base &&
        t.head &&
        onlyAbstains(t.base, t.head))
        .map((t) => ({
        suite: t.suite,
        task_id: t.task_id,
        reason: `went from verdict runs to only abstains (${NEWLY_ABSTAINING.split(':')[0]}) and nothing confirmed it`,
    }));
}
/** The task buckets in the order every rendering lists them, with their titles. */
const TASK_BUCKETS = [
    ['regressed', 'Regressed'],
    ['possible_regression', 'Possible regressions'],
    ['no_verdict', 'No verdict'],
    ['newly_abstaining', 'Newly abstaining'],
    ['fixed', 'Fixed'],
    ['new', 'New'],
    ['removed', 'Removed'],
];
/** What each bucket means, one line (the same wording in the console and the report). */
const BUCKET_NOTES = {
    regressed: 'confirmed against runs of the base commit made beside the head in the same job (without them, significant after Holm correction across the tasks compared): fails the check',
    possible_regression: 'what the screening against the pooled baseline flagged (an unadjusted drop, p <= alpha, or a one-trial pass -> fail) and nothing confirmed: listed, never fails the check',
    no_verdict: 'no passed or failed run on a side: nothing to compare, never a regression',
    newly_abstaining: 'abstains the base did not have, not significant: listed (a significant rise in abstains is regressed, "newly abstaining")',
    fixed: 'a significant rise, or a one-trial fail -> pass',
    new: 'only in head',
    removed: 'only in base',
};
const percent = (rate) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
/** A p-value for people: 3 significant digits, "< 0.0001" below. */
function formatP(p) {
    if (p === null)
        return '—';
    return p < 0.0001 ? '< 0.0001' : Number(p.toPrecision(3)).toString();
}
/** "p = 0.0433", or "p < 0.0001" (never "p = < 0.0001"). */
function pEquals(p) {
    const text = formatP(p);
    return text.startsWith('<') ? `p ${text}` : `p = ${text}`;
}
/** The suite-level test in one line. */
function suiteLine(c) {
    const s = c.suite;
    if (!s.tasks)
        return 'Suite: no task with verdict runs on both sides; no suite-level test.';
    return (`Suite: pass rate of verdict runs ${percent(s.base_pass_rate)} -> ${percent(s.head_pass_rate)} ` +
        `over ${plural(s.tasks, 'task')}, ${pEquals(s.p_value)} ` +
        `(exact stratified test, alpha_suite ${c.alpha_suite}): ` +
        (s.regressed ? 'regressed' : 'not significant'));
}
/** "Say what the design can see": null when some task can be flagged. */
function blindLine(c) {
    if (!c.blind)
        return null;
    const { tasks, trials_needed } = c.blind;
    const need = Number.isFinite(trials_needed) ? `${trials_needed}` : 'more';
    return (`With these trials no single task can be flagged (${plural(tasks, 'task')} compared at ` +
        `alpha_task ${c.alpha_task}, Holm): ${need} verdict trials per task on both sides would make an ` +
        `all-pass -> all-fail task significant; the suite-level test still applies.`);
}
/** A side's verdict counts, with what else it ran: "3/4 +1 error". */
function formatSide(s) {
    if (!s)
        return '—';
    const extra = [];
    if (s.errors)
        extra.push(`${s.errors} error`);
    if (s.abstained)
        extra.push(`${s.abstained} abstained`);
    if (s.skipped)
        extra.push(`${s.skipped} skipped`);
    return `${s.passed}/${s.verdicts}${extra.length ? ` +${extra.join(' +')}` : ''}`;
}
/** A level from the command line or an action input: a number strictly between 0 and 1. */


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


/***/ }),

/***/ 8800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VC: () => (/* binding */ markFlakyOnMain),
/* harmony export */   Xu: () => (/* binding */ FLAKY_LOW),
/* harmony export */   eQ: () => (/* binding */ flakyTasks),
/* harmony export */   m5: () => (/* binding */ flakyOnMain),
/* harmony export */   pv: () => (/* binding */ FLAKY_HIGH),
/* harmony export */   s6: () => (/* binding */ flakyField),
/* harmony export */   uT: () => (/* binding */ FLAKY_MIN_JOBS)
/* harmony export */ });
/* harmony import */ var _results_reliability_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(434);
// Flaky on the base branch: a task whose outcomes vary on main with no input change. The runs
// looked at are the task's pool (verdict/pool.ts): its last base runs of the same identity, so
// the same definition, models and Parley version. The rule: the pool spans at least
// FLAKY_MIN_JOBS base runs, and the Wilson 95 % interval of its pooled verdict pass rate lies
// inside (FLAKY_LOW, FLAKY_HIGH): the evidence says the task neither nearly always passes nor
// nearly always fails. Why this rule and not "flipped pass -> fail and back between base runs":
// the interval uses every pooled verdict and does not depend on their order, while a flip count
// over runs of one to three trials fires on any task with a pass rate near 0.8 (two flips in a
// few runs are likely by chance) and cannot tell 1 failure in 20 from 10. Summary.json's task
// `flaky` (mixed verdicts within one job) keeps its meaning; this is `flaky_on_main`.

/** A pool of fewer base runs says nothing of variation between runs on main. */
const FLAKY_MIN_JOBS = 3;
/** The interval must clear both: a rate this near 0 or 1 is a failing or a passing task. */
const FLAKY_LOW = 0.05;
const FLAKY_HIGH = 0.95;
/** The pool's flakiness, or null when the rule does not call it flaky. */
function flakyOnMain(pool) {
    const withVerdicts = pool.filter((r) => r.passed + r.failed > 0);
    if (withVerdicts.length < FLAKY_MIN_JOBS)
        return null;
    const passed = withVerdicts.reduce((n, r) => n + r.passed, 0);
    const runs = withVerdicts.reduce((n, r) => n + r.passed + r.failed, 0);
    const { low, high } = (0,_results_reliability_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson95 */ .p)(passed, runs);
    if (low <= FLAKY_LOW || high >= FLAKY_HIGH)
        return null;
    return { rate: passed / runs, runs, jobs: withVerdicts.length };
}
/** The field a task summary gains from a pool, or none. */
function flakyField(pool) {
    const flaky = pool ? flakyOnMain(pool) : null;
    return flaky ? { flaky_on_main: flaky } : {};
}
/**
 * The head's tasks marked flaky from the baseline's pools: the same suite and task, and the same
 * identity (a task the head changed is another task). The head summary itself is changed.
 */
function markFlakyOnMain(head, base) {
    const pools = new Map();
    for (const suite of base.suites) {
        for (const task of suite.tasks)
            pools.set(`${suite.name}\u0000${task.task_id}`, task);
    }
    for (const suite of head.suites) {
        for (const task of suite.tasks) {
            const before = pools.get(`${suite.name}\u0000${task.task_id}`);
            delete task.flaky_on_main;
            if (!before?.pool || (task.identity && before.identity !== task.identity))
                continue;
            Object.assign(task, flakyField(before.pool));
        }
    }
}
/** The tasks a summary names flaky on main, in its order. */
function flakyTasks(summary) {
    return summary.suites.flatMap((s) => s.tasks
        .filter((t) => t.flaky_on_main)
        .map((t) => ({ suite: s.name, task_id: t.task_id, flaky: t.flaky_on_main })));
}


/***/ }),

/***/ 9065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NN: () => (/* binding */ errorTable),
/* harmony export */   g1: () => (/* binding */ errorRiseP),
/* harmony export */   ir: () => (/* binding */ abstainRiseP)
/* harmony export */ });
/* unused harmony export abstainTable */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9910);
// The one-sided exact tests of a rise in an outcome's rate between two sides: errored runs and
// abstained runs over all runs, each as a 2x2 table whose "pass" is the run that did not have the
// outcome. The screening (compare.ts) and the confirmation (confirm.ts) both use them.

/** One-sided exact p of a rise in the error rate: "not errored" is the pass of the table. */
function errorRiseP(base, head) {
    if (!base.runs || !head.runs)
        return null;
    return (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)(errorTable(base, head));
}
function errorTable(base, head) {
    return {
        basePass: base.runs - base.errored,
        baseTotal: base.runs,
        headPass: head.runs - head.errored,
        headTotal: head.runs,
    };
}
/** One-sided exact p of a rise in the abstain rate: "did not abstain" is the pass of the table. */
function abstainRiseP(base, head) {
    if (base.abstains === null || head.abstains === null || !base.runs || !head.runs)
        return null;
    return (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)(abstainTable(base.abstains, base.runs, head.abstains, head.runs));
}
function abstainTable(baseAbstains, baseRuns, headAbstains, headRuns) {
    return {
        basePass: baseRuns - baseAbstains,
        baseTotal: baseRuns,
        headPass: headRuns - headAbstains,
        headTotal: headRuns,
    };
}


/***/ }),

/***/ 6795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ addToPool),
/* harmony export */   D5: () => (/* binding */ DEFAULT_POOL),
/* harmony export */   eF: () => (/* binding */ DEFAULT_POOL_MAX_AGE_DAYS),
/* harmony export */   wM: () => (/* binding */ pooledCounts)
/* harmony export */ });
/* unused harmony exports DISAGREE_LEVEL, SHIFT_LEVEL, poolOf */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9910);
/* harmony import */ var _results_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6269);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8800);
// Pooled baselines: a push or scheduled run adds its per-task verdict counts to the previous
// baseline of the branch instead of replacing it, so a pull request's base side rests on up to K
// base runs (K x trials verdicts) rather than one. Per task, the pool is a list of per-run counts
// (oldest first, at most K, the run that saves it last): adding a run drops the oldest beyond K.
// A task pools only with runs of the same identity (its resolved definition, models and Parley
// version: engine/task-identity.ts); a changed task, or a summary without identities, starts a
// new pool.
//
// The pool assumes the base runs behave alike, and the provider behind the agent can drift
// (a model update, a degraded endpoint). So the pool is kept clean when a run is added:
// - runs older than the maximum age leave it;
// - when the newest run's verdicts differ from the pooled runs' across the whole suite set
//   (an exact stratified test, each task a stratum, at SHIFT_LEVEL), every task's pool
//   restarts from the newest run: the provider drifted, and the old runs describe another agent;
// - else, per task, an older run whose verdicts disagree with the newest run's (exact Fisher,
//   both one-sided tests, at DISAGREE_LEVEL) leaves the pool.
// The newest run is the reference because it is what the base branch does now. What was dropped
// is recorded in the summary's `pool_changes`, so the PR comment can say it.
// How often that restarts or trims the pool, with and without a drift, was measured with simulated
// base runs: docs/benchmarks.md, "Figures behind the sources".



const DEFAULT_POOL = 5;
/** Pooled base runs older than this many days are dropped (the `pool-max-age` input). */
const DEFAULT_POOL_MAX_AGE_DAYS = 14;
/**
 * An older run leaves a task's pool when one of the two one-sided Fisher tests against the
 * newest run gives p <= this (two-sided level 0.01). Low on purpose: each older run is tested
 * on its own, so under no change each is dropped by chance with probability at most 1 % (less:
 * Fisher's test is conservative), while a run as far from the newest as 5/5 against 0/5
 * (p = 1/252 one-sided) is dropped: it describes another agent, and pooling it would hide or
 * invent a regression. Two runs of 4 trials each can never reach it (1/70 at best).
 */
const DISAGREE_LEVEL = 0.005;
/**
 * The suite-wide shift test: both one-sided stratified tests at this level each (two-sided
 * 0.001). Small because restarting every pool throws away most of the base side's evidence;
 * across tens of tasks a real shift of the provider gives p far below it.
 */
const SHIFT_LEVEL = 0.0005;
/** At most this many per-task entries are recorded in `pool_changes` (the schema's bound). */
const MAX_CHANGES = 1000;
/** This run's own counts, as one pool entry. */
function ownRun(task, commit, at) {
    return {
        commit,
        passed: task.counts.by_status.passed ?? 0,
        failed: task.counts.by_status.failed ?? 0,
        errored: task.errored ?? task.counts.by_status.error ?? 0,
        abstained: task.counts.by_status.abstained ?? 0,
        runs: task.counts.runs,
        ...(at ? { at } : {}),
    };
}
/** The pool a task carries, or its own counts as a pool of one (made at `at`, when known). */
function poolOf(task, commit, at) {
    return task.pool?.length ? task.pool : [ownRun(task, commit, at)];
}
const key = (suite, taskId) => `${suite}\u0000${taskId}`;
const verdicts = (r) => r.passed + r.failed;
/** The p that makes the older run disagree with the newest (a one-sided p <= the level), else null. */
function disagrees(older, newest) {
    const level = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(DISAGREE_LEVEL);
    const lower = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)({
        basePass: newest.passed,
        baseTotal: verdicts(newest),
        headPass: older.passed,
        headTotal: verdicts(older),
    });
    const higher = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)({
        basePass: older.passed,
        baseTotal: verdicts(older),
        headPass: newest.passed,
        headTotal: verdicts(newest),
    });
    // Exact comparisons with the level; the p-value only for the note.
    const p = [lower, higher].find((x) => x.num * level.den <= level.num * x.den);
    return p ? (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(p) : null;
}
/**
 * The suite-wide shift: the newest run's verdicts against the older pooled runs' (summed per
 * task), each task a stratum; both one-sided exact stratified tests at SHIFT_LEVEL. The smaller
 * p when one is significant, else null.
 */
function shift(strata) {
    const tables = (flip) => strata.map(({ older, newest }) => {
        const [base, head] = flip ? [newest, older] : [older, newest];
        return {
            basePass: base.passed,
            baseTotal: verdicts(base),
            headPass: head.passed,
            headTotal: verdicts(head),
        };
    });
    const level = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(SHIFT_LEVEL);
    const found = [(0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(tables(false), level), (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(tables(true), level)]
        .filter((r) => r.significant)
        .map((r) => r.p);
    return found.length ? Math.min(...found) : null;
}
function sum(runs) {
    return {
        commit: null,
        passed: runs.reduce((n, r) => n + r.passed, 0),
        failed: runs.reduce((n, r) => n + r.failed, 0),
    };
}
const formatP = (p) => (p < 0.0001 ? '< 0.0001' : p.toPrecision(2));
/**
 * `current` with each task's pool: the previous summary's pool for the same task and identity
 * (its own counts when it has no pool), cleaned (see the top of this file), plus this run's
 * counts, the last `k` runs kept; `pool_changes` says what was dropped. `k` <= 1 or no previous
 * summary: `current` unchanged (no pool field).
 */
function addToPool(previous, current, k, options = {}) {
    if (!previous || k <= 1)
        return current;
    const maxAgeDays = options.maxAgeDays ?? DEFAULT_POOL_MAX_AGE_DAYS;
    const now = (options.now ?? new Date(current.created_at)).getTime();
    const tooOld = (r) => {
        const at = r.at === undefined ? NaN : Date.parse(r.at);
        // An entry without a time (older pools) cannot be aged: it leaves by K.
        return Number.isFinite(at) && now - at > maxAgeDays * 86_400_000;
    };
    const before = new Map();
    for (const suite of previous.suites) {
        for (const task of suite.tasks)
            before.set(key(suite.name, task.task_id), task);
    }
    const commit = current.identity.commit;
    const changes = { restarted: null, tasks: [] };
    const note = (suite, task_id, dropped, reason) => {
        if (dropped > 0 && changes.tasks.length < MAX_CHANGES) {
            // Bounded as the schema bounds them: the saved summary must read back.
            changes.tasks.push({
                suite: suite.slice(0, 500),
                task_id: task_id.slice(0, 500),
                dropped: Math.min(dropped, _results_record_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_POOL */ .UJ),
                reason: reason.slice(0, 500),
            });
        }
    };
    // Per task: the older runs that may pool with this one (same identity, not this commit's,
    // not too old), before the agreement tests.
    const plans = current.suites.map((suite) => suite.tasks.map((task) => {
        const newest = ownRun(task, commit, current.created_at);
        const prior = before.get(key(suite.name, task.task_id));
        if (!prior)
            return { task, newest, older: [] };
        const all = poolOf(prior, previous.identity.commit, previous.created_at);
        if (!task.identity || prior.identity !== task.identity) {
            note(suite.name, task.task_id, all.length, 'the task changed (definition, models or Parley version): its pool restarts');
            return { task, newest, older: [] };
        }
        // A re-run of the same commit replaces its own entry instead of counting twice.
        const others = all.filter((r) => r.commit !== commit);
        const fresh = others.filter((r) => !tooOld(r));
        note(suite.name, task.task_id, others.length - fresh.length, `older than ${maxAgeDays} days`);
        return { task, newest, older: fresh };
    }));
    const strata = plans.flat().filter((p) => p.older.length);
    const shiftP = shift(strata.map((p) => ({ older: sum(p.older), newest: p.newest })));
    if (shiftP !== null) {
        changes.restarted =
            `the newest base run's verdicts differ from the pooled runs' across ${strata.length} task(s) ` +
                `(exact stratified test, p = ${formatP(shiftP)}): the agent's provider may have drifted, ` +
                `so every task's pool restarts from the newest run`;
    }
    const suites = current.suites.map((suite, s) => ({
        ...suite,
        tasks: plans[s].map(({ task, newest, older }) => {
            let kept = shiftP === null ? older : [];
            if (shiftP === null) {
                const ps = older.map((r) => disagrees(r, newest));
                kept = older.filter((_, i) => ps[i] === null);
                const dropped = ps.filter((p) => p !== null);
                if (dropped.length) {
                    note(suite.name, task.task_id, dropped.length, `disagreed with the newest run (exact Fisher, p = ${formatP(Math.min(...dropped))})`);
                }
            }
            const pool = [...kept, newest].slice(-k);
            // The pooled baseline names its flaky tasks (verdict/flaky.ts): the history says it too.
            const { flaky_on_main: _before, ...own } = task;
            return pool.length > 1 ? { ...own, pool, ...(0,_flaky_js__WEBPACK_IMPORTED_MODULE_2__/* .flakyField */ .s6)(pool) } : task;
        }),
    }));
    const changed = changes.restarted !== null || changes.tasks.length > 0;
    const { pool_changes: _old, ...rest } = current;
    return { ...rest, suites, ...(changed ? { pool_changes: changes } : {}) };
}
/**
 * A task's pooled verdict counts: `runs` and `pooled_runs` are how many base runs they come
 * from (`runs` kept for the readers that used it); `errored` and `task_runs` the errored runs
 * and all runs of the task over those base runs (an old entry without them: no errors, and its
 * verdict runs only); `abstained` the abstained runs, null when an older entry with runs other
 * than verdicts and errors does not say how many abstained.
 */
function pooledCounts(task) {
    const pool = poolOf(task, null);
    const unknown = pool.some((r) => r.abstained === undefined && (r.runs ?? 0) > r.passed + r.failed + (r.errored ?? 0));
    return {
        abstained: unknown ? null : pool.reduce((n, r) => n + (r.abstained ?? 0), 0),
        passed: pool.reduce((n, r) => n + r.passed, 0),
        failed: pool.reduce((n, r) => n + r.failed, 0),
        runs: pool.length,
        pooled_runs: pool.length,
        errored: pool.reduce((n, r) => n + (r.errored ?? 0), 0),
        task_runs: pool.reduce((n, r) => n + (r.runs ?? r.passed + r.failed), 0),
    };
}


/***/ })

};
;