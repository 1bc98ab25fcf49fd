"use strict";
exports.id = 126;
exports.ids = [126];
exports.modules = {

/***/ 9020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ namedFiles)
/* harmony export */ });
// A list of file names said in one line, bounded: the first few quoted, the rest counted.
/** Files named at most; the rest are counted. */
const NAMED = 5;
/** `"evals/s/check.sh", "skills/x/SKILL.md" and 3 more`. */
function namedFiles(files) {
    const named = files.slice(0, NAMED).map((f) => JSON.stringify(f.slice(0, 200)));
    const more = files.length - named.length;
    return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}


/***/ }),

/***/ 119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vh: () => (/* binding */ testsOf),
/* harmony export */   gG: () => (/* binding */ inTurns),
/* harmony export */   kW: () => (/* binding */ candidatesOf)
/* harmony export */ });
/* unused harmony exports SCREEN_LEVEL, reasonsOf */
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7666);
// Which tasks the confirmation re-runs (verdict/confirm.ts), from the screening alone.
//
// A task is a candidate for what its screening against the pool shows: a lower verdict pass rate
// (`drop`, p <= SCREEN_LEVEL), a higher error rate (`errors`), a higher abstain rate (`abstains`),
// no verdict run left on the head because it errored (`no_verdict`), a pool that always passed
// against a head that always failed (`collapsed`: the rule that still fires at one trial, where
// the best screening p of a pool of five against one run is 1/6), a head that only abstained
// where the pool reached verdicts and never abstained (`abstains` too, for the same reason).
// (`collapsed` replaced the `blind` rule, which fired only when every compared task collapsed.)
//
// The cap (confirm-tasks) is shared out by reason, in turns: the most suspicious drop, then the
// most suspicious rise in abstains, then the most suspicious rise in errors, and again. Ranking
// every candidate on one p-value would let transient errors crowd out a real drop: when an outage
// errors every screening run of a few tasks, their error p is far smaller than any drop's. Taking
// turns costs no runs (a rerun of each erroring task first would) and does not depend on the
// outage being over. The choice looks at the screening only, so it costs the tests no validity.

/** A task whose screening p (drop, errors or abstains) is at most this is a candidate. */
const SCREEN_LEVEL = 0.15;
/** Which tests a candidate's screening reasons commit it to. */
function testsOf(why) {
    return {
        drop: why.includes('drop') || why.includes('collapsed'),
        errors: why.includes('errors') || why.includes('no_verdict'),
        abstains: why.includes('abstains'),
    };
}
/** Why the screening makes this task a candidate (empty: it does not). */
function reasonsOf(t) {
    const why = [];
    // A quarantined task cannot fail the check: re-running it would spend the budget for nothing.
    if (!t.base || !t.head || t.quarantined)
        return why;
    const b = t.base;
    const h = t.head;
    if (t.p_value !== null && t.p_value <= SCREEN_LEVEL)
        why.push('drop');
    else if (b.verdicts > 0 && b.failed === 0 && h.verdicts > 0 && h.passed === 0)
        why.push('collapsed');
    if (t.error_p !== null && t.error_p <= SCREEN_LEVEL)
        why.push('errors');
    const abstainP = t.abstain_p ?? null;
    if ((abstainP !== null && abstainP <= SCREEN_LEVEL) ||
        (b.abstains === 0 && h.abstains !== null && (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .onlyAbstains */ .EO)(b, h)))
        why.push('abstains');
    if (!h.verdicts && h.errors > 0 && b.verdicts > 0)
        why.push('no_verdict');
    return why;
}
const TURNS = ['drop', 'abstains', 'errors'];
/** The screening's p-values; a task with no verdict run left on the head goes first for errors. */
const screeningRanks = (c) => ({
    drop: c.t.p_value,
    errors: c.why.includes('no_verdict') ? 0 : c.t.error_p,
    abstains: c.t.abstain_p ?? null,
});
/**
 * At most `cap` of `list`, taken in turns by reason: the best-ranked drop, abstain rise and error
 * rise not yet taken, and again. A candidate is in the queue of every test its reasons commit it
 * to; ties keep the list's order. Returned in the order taken.
 */
function inTurns(list, cap, ranks) {
    const queues = TURNS.map((turn) => list
        .map((item, order) => ({
        item,
        order,
        rank: testsOf(item.why)[turn] ? (ranks(item)[turn] ?? 1) : null,
    }))
        .filter((q) => q.rank !== null)
        .sort((a, b) => a.rank - b.rank || a.order - b.order)
        .map((q) => q.item));
    const taken = new Set();
    const most = Math.min(Math.max(0, cap), list.length);
    for (let before = -1; taken.size < most && taken.size > before;) {
        before = taken.size;
        for (const queue of queues) {
            const next = queue.find((q) => !taken.has(q));
            if (next && taken.size < most)
                taken.add(next);
        }
    }
    return [...taken];
}
/**
 * The screening's candidates: `chosen` (at most `maxTasks`, taken in turns by reason), and the
 * candidates left over.
 */
function candidatesOf(c, maxTasks) {
    const all = [];
    for (const t of c.tasks) {
        const why = reasonsOf(t);
        if (why.length)
            all.push({ t, why });
    }
    const chosen = inTurns(all, maxTasks, screeningRanks);
    return { chosen, left: all.filter((a) => !chosen.includes(a)), eligible: all.length };
}


/***/ }),

/***/ 7794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HY: () => (/* binding */ dayShift),
/* harmony export */   OI: () => (/* binding */ shiftedPool),
/* harmony export */   rR: () => (/* binding */ candidatesAfterShift)
/* harmony export */ });
/* unused harmony export screeningShift */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9910);
/* harmony import */ var _candidates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(119);
/* harmony import */ var _outcome_tests_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9065);
/* harmony import */ var _side_counts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5363);
// The day's shift: when the suite's concurrent sample finds the head like the base today
// (verdict/suite-stages.ts), what the base's sample runs lost against the pool, up to the
// screening's own suite-wide drop, is the provider's day or a stale pool, not the pull request.
// The task candidates are then chosen against the pool moved by that shift, so that a shift
// common to every task is not confirmed task by task. This only chooses which tasks are re-run
// (and how their head-only stage is judged): no tested run is among what it looks at.




/**
 * The head's screening against the pool over the compared tasks: its mean drop in the verdict
 * pass rate and rise in the error rate (each task weighted by its head runs), only in the worse
 * direction. Null when there is neither.
 */
function screeningShift(c) {
    let drop = 0;
    let dropWeight = 0;
    let rise = 0;
    let riseWeight = 0;
    for (const t of c.tasks) {
        if (!t.base || !t.head || t.quarantined)
            continue;
        if (t.base.verdicts && t.head.verdicts) {
            drop += t.head.passed - t.head.verdicts * (t.base.passed / t.base.verdicts);
            dropWeight += t.head.verdicts;
        }
        if (t.base.runs && t.head.runs) {
            rise += t.head.errored - t.head.runs * (t.base.errored / t.base.runs);
            riseWeight += t.head.runs;
        }
    }
    const shift = {
        pass_rate: dropWeight ? Math.min(0, drop / dropWeight) : 0,
        error_rate: riseWeight ? Math.max(0, rise / riseWeight) : 0,
    };
    return shift.pass_rate < 0 || shift.error_rate > 0 ? shift : null;
}
/**
 * What the base's sample runs lost against their tasks' pools (drop in the verdict pass rate,
 * rise in the error rate), each no more than the screening's own suite-wide shift; null when
 * neither is worse.
 */
function dayShift(c, sample) {
    const screening = screeningShift(c);
    if (!screening)
        return null;
    let drop = 0;
    let dropWeight = 0;
    let rise = 0;
    let riseWeight = 0;
    for (const { t, runs } of sample) {
        const pool = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .poolSide */ .SY)(t);
        if ((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(pool) && (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(runs)) {
            drop += runs.passed - (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(runs) * (pool.passed / (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(pool));
            dropWeight += (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(runs);
        }
        if (pool.runs && runs.runs) {
            rise += runs.errored - runs.runs * (pool.errored / pool.runs);
            riseWeight += runs.runs;
        }
    }
    const base = {
        pass_rate: dropWeight ? Math.min(0, drop / dropWeight) : 0,
        error_rate: riseWeight ? Math.max(0, rise / riseWeight) : 0,
    };
    const shift = {
        pass_rate: Math.max(base.pass_rate, screening.pass_rate),
        error_rate: Math.min(base.error_rate, screening.error_rate),
    };
    return shift.pass_rate < 0 || shift.error_rate > 0 ? shift : null;
}
const clip = (x) => Math.min(1, Math.max(0, x));
/** A task's pooled side moved by the shift (its counts rounded to whole runs). */
function shiftedPool(t, shift) {
    const pool = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .poolSide */ .SY)(t);
    if (!shift)
        return pool;
    const v = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(pool);
    const passed = v ? Math.round(clip(pool.passed / v + shift.pass_rate) * v) : 0;
    const errored = pool.runs
        ? Math.round(clip(pool.errored / pool.runs + shift.error_rate) * pool.runs)
        : 0;
    return { ...pool, passed, failed: v - passed, errored };
}
/**
 * The candidates (verdict/candidates.ts) with each task's screening p-values of the drop and
 * of the rise in errors taken against its shifted pool.
 */
function candidatesAfterShift(c, shift, maxTasks) {
    const originals = new Map();
    const tasks = c.tasks.map((t) => {
        if (!t.base || !t.head)
            return t;
        const pool = shiftedPool(t, shift);
        const v = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(pool);
        const base = {
            ...t.base,
            passed: pool.passed,
            failed: pool.failed,
            verdicts: v,
            errored: pool.errored,
            pass_rate: v ? pool.passed / v : null,
        };
        const h = t.head;
        const drop = v && h.verdicts
            ? (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)({
                basePass: pool.passed,
                baseTotal: v,
                headPass: h.passed,
                headTotal: h.verdicts,
            })
            : null;
        const rise = (0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_2__/* .errorRiseP */ .g1)(base, h);
        const moved = {
            ...t,
            base,
            p_value: drop ? Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(drop)) : null,
            error_p: rise ? Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(rise)) : null,
        };
        originals.set(moved, t);
        return moved;
    });
    const back = (x) => ({ t: originals.get(x.t) ?? x.t, why: x.why });
    const { chosen, left, eligible } = (0,_candidates_js__WEBPACK_IMPORTED_MODULE_1__/* .candidatesOf */ .kW)({ ...c, tasks }, maxTasks);
    return { chosen: chosen.map(back), left: left.map(back), eligible };
}


/***/ }),

/***/ 5363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C3: () => (/* binding */ worseAt),
/* harmony export */   Eb: () => (/* binding */ key),
/* harmony export */   Jh: () => (/* binding */ sideOf),
/* harmony export */   KS: () => (/* binding */ dropP),
/* harmony export */   KV: () => (/* binding */ verdictTable),
/* harmony export */   Pm: () => (/* binding */ sideCountsOf),
/* harmony export */   SY: () => (/* binding */ poolSide),
/* harmony export */   WQ: () => (/* binding */ add),
/* harmony export */   Zm: () => (/* binding */ pAtMost),
/* harmony export */   f2: () => (/* binding */ ZERO),
/* harmony export */   l0: () => (/* binding */ abstainP),
/* harmony export */   rY: () => (/* binding */ verdicts)
/* harmony export */ });
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9910);
/* harmony import */ var _outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9065);
// Counts of runs on one side (passed, failed, errored, abstained) and the one-sided exact tests
// between two such sides that the confirmation's stages and tests use.


const ZERO = { passed: 0, failed: 0, errored: 0, abstained: 0, runs: 0 };
const key = (suite, taskId) => `${suite}\u0000${taskId}`;
function sideCountsOf(runs) {
    const c = { passed: 0, failed: 0, errored: 0, abstained: 0, runs: runs.length };
    for (const r of runs) {
        if (r.status === 'passed')
            c.passed++;
        else if (r.status === 'failed')
            c.failed++;
        else if (r.status === 'abstained')
            c.abstained++;
        if (r.status === 'error' || r.error_attempts?.length)
            c.errored++;
    }
    return c;
}
const add = (a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    errored: a.errored + b.errored,
    abstained: (a.abstained ?? 0) + (b.abstained ?? 0),
    runs: a.runs + b.runs,
});
const verdicts = (c) => c.passed + c.failed;
// An older pool that does not say how many abstained counts none: such a task is never an
// abstain candidate (its abstain p is null), so this only affects the other tests' stopping.
const sideOf = (t) => t
    ? {
        passed: t.passed,
        failed: t.failed,
        errored: t.errored,
        abstained: t.abstains ?? 0,
        runs: t.runs,
    }
    : ZERO;
/** The pooled base side of the screening. */
const poolSide = (t) => sideOf(t.base);
const verdictTable = (base, head) => ({
    basePass: base.passed,
    baseTotal: base.passed + base.failed,
    headPass: head.passed,
    headTotal: head.passed + head.failed,
});
/** One-sided exact p of a drop (null without verdict runs on a side). */
function dropP(base, head) {
    const t = verdictTable(base, head);
    return t.baseTotal && t.headTotal ? (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)(t) : null;
}
/** One-sided exact p of a rise in abstains (null without runs on a side). */
const abstainP = (base, head) => (0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .abstainRiseP */ .ir)({ abstains: base.abstained ?? 0, runs: base.runs }, { abstains: head.abstained ?? 0, runs: head.runs });
const pAtMost = (p, level) => !!p && (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(p) <= level;
/** The head's drop or rise in errors or abstains against `base` has a one-sided exact p at most `level`. */
function worseAt(base, head, level) {
    return (pAtMost(dropP(base, head), level) ||
        pAtMost((0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .errorRiseP */ .g1)(base, head), level) ||
        pAtMost(abstainP(base, head), level));
}


/***/ }),

/***/ 9345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XE: () => (/* binding */ SUITE_STAGES),
/* harmony export */   tq: () => (/* binding */ confirmSuite),
/* harmony export */   yL: () => (/* binding */ suiteScreened)
/* harmony export */ });
/* unused harmony exports SUITE_SCREEN_LEVEL, DAY_SAMPLE_SHARE, DAY_SAMPLE_MIN, SUITE_KEEP_GOING, daySample */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9910);
/* harmony import */ var _outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9065);
/* harmony import */ var _day_shift_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7794);
/* harmony import */ var _task_stages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4066);
/* harmony import */ var _side_counts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5363);
// The suite's stages of the confirmation: when the screening found the suite as a whole worse
// than the pool (suiteScreened), the base commit and the head run side by side in three stages,
// and only those concurrent runs are tested (the head's screening runs never are: they were made
// at another time than any base run, and an outage or a dip during the screening would count
// against the head).
//
// 1. The day's sample: one run of each side of the most suspicious compared tasks, as many as a
//    tenth of the screening's runs (at least DAY_SAMPLE_MIN runs a side). It goes on while the
//    head's runs look worse than the base's (p <= SUITE_KEEP_GOING, drop or errors). When it
//    stops, what the base's runs lost against the pool (up to the screening's own suite-wide
//    drop) is the day's, a stale pool or a worse provider: the tasks are chosen against the pool
//    moved by it (verdict/day-shift.ts).
// 2. Both sides, ceil(trials / 2) runs of every compared task; it goes on while all the
//    concurrent runs so far look worse (p <= FUTILITY).
// 3. The same again; then the exact stratified (CMH) tests over every concurrent run of the
//    three stages, for the drop and for the rise in errors, at alpha_suite / 2 each.
// Why this keeps its level: every tested run is made after the screening chose the suite, base
// and head side by side, so under no change they are exchangeable within each task whatever the
// world does during the job; imagine the stages always ran to the end: the p-value is exact, and
// stopping early only replaces it by 1. The sizes are fixed in advance.





/** The suite is confirmed when its screening p (drop or errors) is at most this. */
const SUITE_SCREEN_LEVEL = 0.025;
/** The suite's stages, every one of both sides. */
const SUITE_STAGES = 3;
/** The day's sample, in runs of each side, as a share of the screening's runs. */
const DAY_SAMPLE_SHARE = 0.05;
/** The day's sample covers at least this many tasks (all of them in a smaller suite). */
const DAY_SAMPLE_MIN = 5;
/**
 * After the day's sample the suite goes on while its head runs against the base's give p <= this.
 * Stricter than FUTILITY: a screened suite under a stale pool or a worse day always gets here,
 * so this bounds what such a day costs.
 */
const SUITE_KEEP_GOING = 0.05;
/** Whether the suite as a whole is a candidate. */
function suiteScreened(c) {
    const { p_value, error_p } = c.suite;
    return ((p_value !== null && p_value <= SUITE_SCREEN_LEVEL) ||
        (error_p !== null && error_p <= SUITE_SCREEN_LEVEL));
}
/** The tasks the suite is tested over: on both sides, with runs on the head, not quarantined. */
const comparedOf = (c) => c.tasks.filter((t) => t.base && t.head && t.head.runs > 0 && !t.quarantined);
/** The day's sample: the compared tasks with the smallest screening p (drop or errors) first. */
function daySample(compared, screeningRuns) {
    const size = Math.min(compared.length, Math.max(DAY_SAMPLE_MIN, Math.ceil(DAY_SAMPLE_SHARE * screeningRuns)));
    const suspicion = (t) => Math.min(t.p_value ?? 1, t.error_p ?? 1);
    return compared
        .map((t, order) => ({ t, order }))
        .sort((a, b) => suspicion(a.t) - suspicion(b.t) || a.order - b.order)
        .slice(0, size)
        .map((x) => x.t);
}
/** The concurrent runs of each side so far, per task, and the suite's tests over them. */
class SuiteRuns {
    compared;
    base = new Map();
    head = new Map();
    constructor(compared) {
        this.compared = compared;
    }
    keep(made) {
        for (const [into, runs] of [
            [this.base, made.base],
            [this.head, made.head],
        ]) {
            for (const r of runs) {
                const k = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .key */ .Eb)(r.suite, r.task_id);
                const list = into.get(k);
                if (list)
                    list.push(r);
                else
                    into.set(k, [r]);
            }
        }
    }
    /** The base's runs of these tasks, with each task's comparison. */
    baseOf(tasks) {
        return tasks.map((t) => ({
            t,
            runs: (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .sideCountsOf */ .Pm)(this.base.get((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .key */ .Eb)(t.suite, t.task_id)) ?? []),
        }));
    }
    test(level) {
        const drops = [];
        const errors = [];
        let b = _side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .ZERO */ .f2;
        let h = _side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .ZERO */ .f2;
        for (const t of this.compared) {
            const k = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .key */ .Eb)(t.suite, t.task_id);
            const bs = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .sideCountsOf */ .Pm)(this.base.get(k) ?? []);
            const hs = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .sideCountsOf */ .Pm)(this.head.get(k) ?? []);
            drops.push((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .verdictTable */ .KV)(bs, hs));
            errors.push((0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .errorTable */ .NN)(bs, hs));
            b = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .add */ .WQ)(b, bs);
            h = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .add */ .WQ)(h, hs);
        }
        const at = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(level);
        return {
            drop: (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(drops, at),
            rise: (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(errors, at),
            b,
            h,
            any: drops.some((t) => t.baseTotal && t.headTotal),
        };
    }
}
const ids = (list) => list.map((t) => ({ suite: t.suite, taskId: t.task_id }));
/**
 * The suite's stages (see the header). `trials`: the screening's trials per task. A suite that
 * stops after the day's sample says what of the screening's shift it put down to the day.
 */
async function confirmSuite(c, trials, sides, log) {
    const compared = comparedOf(c);
    const screeningRuns = compared.reduce((n, t) => n + t.head.runs, 0);
    const sample = daySample(compared, screeningRuns);
    const runs = new SuiteRuns(compared);
    const half = Math.ceil(trials / 2);
    const stages = [
        { list: sample, each: Math.ceil(DAY_SAMPLE_MIN / Math.max(1, sample.length)) },
        { list: compared, each: half },
        { list: compared, each: half },
    ];
    const last = (level) => runs.test(level);
    let result = last(1);
    let stage = 0;
    for (const [i, { list, each }] of stages.entries()) {
        if (i > 0) {
            const goOn = i === 1 ? SUITE_KEEP_GOING : _task_stages_js__WEBPACK_IMPORTED_MODULE_3__/* .FUTILITY */ .rq;
            if (!(result.drop.p <= goOn || result.rise.p <= goOn))
                break;
        }
        log(i === 0
            ? `the suite looks worse than the pool: one run of the base commit and one of the head of ${list.length} task(s) side by side, to see the day`
            : `the suite still looks worse than the concurrent base: ${each} run(s) of each side per task`);
        runs.keep(await sides.both(ids(list), each, each));
        stage = i + 1;
        result = last(c.alpha_suite / 2);
    }
    const final = stage === stages.length;
    const regression = final && result.any && result.drop.significant
        ? 'drop'
        : final && result.rise.significant
            ? 'errors'
            : null;
    const shift = stage === 1 ? (0,_day_shift_js__WEBPACK_IMPORTED_MODULE_2__/* .dayShift */ .HY)(c, runs.baseOf(sample)) : null;
    return {
        screening_p: c.suite.p_value,
        screening_error_p: c.suite.error_p,
        stages: stage,
        stopped_early: !final,
        sample: { tasks: sample.length, each: stages[0].each },
        base: result.b,
        head: result.h,
        p_value: result.any ? result.drop.p : null,
        error_p: result.h.runs && result.b.runs ? result.rise.p : null,
        regression,
        ...(shift ? { day_shift: shift } : {}),
    };
}


/***/ }),

/***/ 4066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J0: () => (/* binding */ HEAD_STAGE_WIDTH),
/* harmony export */   LM: () => (/* binding */ confirmationStages),
/* harmony export */   rq: () => (/* binding */ FUTILITY),
/* harmony export */   w$: () => (/* binding */ runTaskStages)
/* harmony export */ });
/* unused harmony exports KEEP_GOING, FIRST_STAGE, looksWorse */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9910);
/* harmony import */ var _candidates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(119);
/* harmony import */ var _outcome_tests_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9065);
/* harmony import */ var _side_counts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5363);
// The task stages of the confirmation: which candidates go on from one stage to the next.
//
// For confirm-trials 20: head 3; base 10 + head 10; base 10 + head 10 (confirmationStages). The
// first stage runs the head alone, for up to HEAD_STAGE_WIDTH x confirm-tasks candidates: a task
// goes on while all its head runs (screening and these) still look far worse than its pool
// (p <= KEEP_GOING) in the drop or abstains, or these new runs alone still error more than the
// pool (p <= FUTILITY: errors that came in a burst or an outage during the screening do not come
// back). Of those that go on, confirm-tasks (in turns by reason) get base runs. After the second
// stage a task goes on while its concurrent runs look worse (p <= FUTILITY). Every rule here only
// stops runs; the stage sizes are fixed in advance.




/** Between stages: a task (or the suite) goes on while its concurrent runs give p <= this. */
const FUTILITY = 0.3;
/**
 * After the head-only stage a task goes on while all the head's runs (screening + that stage)
 * against the pool give p <= this: under no change about one candidate in five goes on, a head
 * at 0.3 against a pool at 0.9 nearly always does.
 */
const KEEP_GOING = 0.05;
/**
 * The head-only first stage, in runs: 3 is enough to stop most candidates under no change while
 * a real drop goes on.
 */
const FIRST_STAGE = 3;
/** Candidates in the head-only first stage, per task that may get base runs (confirm-tasks). */
const HEAD_STAGE_WIDTH = 3;
/**
 * The stages of a task's confirmation for a budget of `trials` runs per side in its test: first
 * the head alone (FIRST_STAGE runs, held against the pool, not part of the test); then half the
 * budget of each side; then the other halves.
 */
function confirmationStages(trials) {
    const half = Math.ceil(trials / 2);
    return [
        { base: 0, head: Math.min(half, FIRST_STAGE) },
        { base: half, head: half },
        { base: trials - half, head: trials - half },
    ].filter((stage) => stage.base + stage.head > 0);
}
/** Does this side still look worse than the base (worth the next stage)? */
function looksWorse(base, head) {
    if ((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .worseAt */ .C3)(base, head, FUTILITY))
        return true;
    // No verdict on the head while the base has some: more runs decide whether it ever has one.
    return (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(head) === 0 && (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(base) > 0;
}
/** All the head's runs so far: the screening's and the first stage's. */
const allHead = (s) => (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .add */ .WQ)((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideOf */ .Jh)(s.t.head), (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideCountsOf */ .Pm)(s.first));
/**
 * After the head-only stage: all the head's runs still far below the pool in the drop or the
 * abstains, or the new runs alone still erroring more. A collapsed task whose pool is too small
 * for that (one base run: 1/1 against 0/4 is p = 0.2) is held to the looser FUTILITY level.
 */
function goesOnAfterHead(s) {
    const head = allHead(s);
    const first = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideCountsOf */ .Pm)(s.first);
    const tooSmall = !(0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .atMost */ .Tu)((0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .smallestP */ .sd)((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(s.pool), (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(head)), (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(KEEP_GOING));
    if (s.why.includes('collapsed') && tooSmall)
        return looksWorse(s.pool, head);
    return ((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .pAtMost */ .Zm)((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .dropP */ .KS)(s.pool, head), KEEP_GOING) ||
        (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .pAtMost */ .Zm)((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .abstainP */ .l0)(s.pool, head), KEEP_GOING) ||
        (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .pAtMost */ .Zm)((0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_2__/* .errorRiseP */ .g1)(s.pool, first), FUTILITY) ||
        ((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(first) === 0 && (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(s.pool) > 0));
}
/** A task's p-values after the head-only stage, as goesOnAfterHead judges them. */
function ranksAgainstPool(s) {
    const head = allHead(s);
    const n = (p) => (p ? (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(p) : null);
    return {
        drop: n((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .dropP */ .KS)(s.pool, head)),
        errors: n((0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_2__/* .errorRiseP */ .g1)(s.pool, (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideCountsOf */ .Pm)(s.first))),
        abstains: n((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .abstainP */ .l0)(s.pool, head)),
    };
}
/**
 * After the head-only stage, at most `cap` of the tasks that go on get base runs: taken in turns
 * by reason, ranked on their head runs against the pool. The others stop there, over the cap.
 */
function capAfterHeadStage(states, cap) {
    const going = states.filter((s) => s.active);
    if (going.length <= cap)
        return;
    const kept = new Set((0,_candidates_js__WEBPACK_IMPORTED_MODULE_1__/* .inTurns */ .gG)(going, cap, ranksAgainstPool));
    for (const s of going) {
        if (kept.has(s))
            continue;
        s.active = false;
        s.overCap = true;
    }
}
/** Only a collapse (no other reason): a head run that passes refutes it. */
const isCollapsed = (s) => s.why.length === 1 && s.why[0] === 'collapsed';
const idsOf = (list) => list.map((s) => ({ suite: s.t.suite, taskId: s.t.task_id }));
const mine = (s) => (r) => r.suite === s.t.suite && r.task_id === s.t.task_id;
/**
 * The head-only stage of collapsed tasks (a pool that always passed, a head that always failed:
 * at one trial most are noise), one round of one run at a time: a task stops at its first pass,
 * since it no longer looks collapsed. Stopping only replaces a p-value by 1.
 */
async function probeCollapsed(list, size, sides) {
    for (let round = 0; round < size; round++) {
        const going = list.filter((s) => s.active);
        if (!going.length)
            break;
        const runs = await sides.probe(idsOf(going), round);
        for (const s of going) {
            const got = runs.filter(mine(s));
            s.first.push(...got);
            if (got.some((r) => r.status === 'passed'))
                s.active = false;
        }
    }
}
/** Every stage of the chosen tasks, each going on while it still looks worse. */
async function runTaskStages(states, stages, cap, sides, log) {
    for (let i = 0; i < stages.length; i++) {
        const stage = stages[i];
        // A collapsed task's head-only stage is run one run at a time (probeCollapsed).
        const collapsed = i === 0 && !stage.base ? states.filter(isCollapsed) : [];
        if (collapsed.length) {
            await probeCollapsed(collapsed, stage.head, sides);
            for (const s of collapsed) {
                s.stages = 1;
                if (s.active && !goesOnAfterHead(s))
                    s.active = false;
            }
        }
        const active = states.filter((s) => s.active && !collapsed.includes(s));
        if (!active.length) {
            // The probes used the stage's trial numbers.
            if (collapsed.length)
                sides.skipHead(stage.head);
            if (i === 0)
                capAfterHeadStage(states, cap);
            continue;
        }
        if (i > 0)
            log(`${active.length} task(s) still look worse: ${stage.base} run(s) of the base commit and ${stage.head} of the head each`);
        const made = await sides.both(idsOf(active), stage.base, stage.head);
        for (const s of active) {
            s.base.push(...made.base.filter(mine(s)));
            (stage.base ? s.head : s.first).push(...made.head.filter(mine(s)));
            s.stages = i + 1;
            if (i === stages.length - 1)
                continue;
            // After the head-only stage the head is held against the pool (this only stops runs, so
            // using the pool and the screening here costs no validity); after that the concurrent
            // runs, head against base.
            const goesOn = s.base.length
                ? looksWorse((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideCountsOf */ .Pm)(s.base), (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideCountsOf */ .Pm)(s.head))
                : goesOnAfterHead(s);
            if (!goesOn)
                s.active = false;
        }
        if (i === 0)
            capAfterHeadStage(states, cap);
    }
}


/***/ })

};
;