export const id = 4853;
export const ids = [4853];
export const modules = {

/***/ 4853:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BLIND_SUITE_LEVEL: () => (/* binding */ BLIND_SUITE_LEVEL),
/* harmony export */   BaseUnavailable: () => (/* reexport safe */ _options_js__WEBPACK_IMPORTED_MODULE_2__.G5),
/* harmony export */   DEFAULT_CONFIRM_TASKS: () => (/* reexport safe */ _options_js__WEBPACK_IMPORTED_MODULE_2__.i0),
/* harmony export */   DEFAULT_CONFIRM_TRIALS: () => (/* reexport safe */ _options_js__WEBPACK_IMPORTED_MODULE_2__.lj),
/* harmony export */   FIRST_STAGE: () => (/* binding */ FIRST_STAGE),
/* harmony export */   FUTILITY: () => (/* binding */ FUTILITY),
/* harmony export */   KEEP_GOING: () => (/* binding */ KEEP_GOING),
/* harmony export */   SCREEN_LEVEL: () => (/* binding */ SCREEN_LEVEL),
/* harmony export */   SUITE_KEEP_GOING: () => (/* binding */ SUITE_KEEP_GOING),
/* harmony export */   SUITE_SCREEN_LEVEL: () => (/* binding */ SUITE_SCREEN_LEVEL),
/* harmony export */   SUITE_STAGES: () => (/* binding */ SUITE_STAGES),
/* harmony export */   candidatesOf: () => (/* binding */ candidatesOf),
/* harmony export */   confirmComparison: () => (/* binding */ confirmComparison),
/* harmony export */   confirmationStages: () => (/* binding */ confirmationStages),
/* harmony export */   suiteScreened: () => (/* binding */ suiteScreened),
/* harmony export */   testsOf: () => (/* binding */ testsOf)
/* harmony export */ });
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9910);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7666);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1275);
// The gate's decision: concurrent base runs confirm what the pool screens.
//
// A pooled baseline describes the base branch's recent days, not today: when the provider's
// quality moves for every task at once, or the pool is stale, the head differs from the pool
// although the pull request changed nothing. So the pool only *screens* (results of
// compare.ts): it names candidates — a task whose verdict pass rate looks lower (screening p <=
// SCREEN_LEVEL), whose error rate looks higher (error p <= SCREEN_LEVEL), that has no verdict run
// on the head, or, on a design too small for any test (`blind`) whose head is far worse (every
// compared task dropped), that is too small to be named on its own — and
// whether the suite as a whole looks lower (p <= SUITE_SCREEN_LEVEL). The screening never fails
// the check.
//
// Candidates are then run again, the base commit (a worktree of it) and the head side by side in
// the same job, interleaved, so that what the provider does today is on both sides:
// - per task, in three stages (for confirm-trials 20: head 3; base 10 + head 10; base 10 + head
//   10). The first runs the head alone: the task goes on while all its head runs, screening and
//   these, still look worse than the pool (p <= KEEP_GOING), so that under no change most
//   candidates cost three head runs. After the second, it goes on while its concurrent runs
//   look worse (drop or error p <= FUTILITY). A task that ran every stage is tested on the runs
//   of the last two stages alone, 20 base against 20 head: one-sided exact Fisher for the drop (a
//   task chosen for a drop) or the rise in errors (one chosen for errors or no verdict run),
//   Holm's correction at alpha_task across the tests of the tasks that went past the first stage
//   (a task that stopped later counts as p = 1).
//   Why this keeps its level although the screening and the first stage chose the tasks: the
//   tested runs are made after the choice and are independent of every run it looked at (pool,
//   screening, first stage), so conditional on the choice each p-value is exact and Holm over the
//   chosen family is valid; stopping after the second stage only replaces a p-value by 1, and the
//   budget is fixed in advance (no stage adds runs because the evidence looks promising). A task
//   with no verdict run at all on the head, screening and confirmation, while the concurrent base
//   has verdicts, regressed (`no_verdict`).
// - the suite, when it was screened, in three stages too (SUITE_STAGES, in runs per compared
//   task per screening trial): the head alone, going on while these new runs look lower than
//   the pool (p <= SUITE_KEEP_GOING); the base alone, going on while those new head runs look
//   lower than it (p <= FUTILITY); then both sides. Tested with the exact stratified (CMH) test over all the head's runs
//   against the concurrent base's, for the drop and for the rise in errors, at alpha_suite / 2
//   each. Using the head's screening runs is valid: imagine the suite confirmation always ran
//   to the end; then its p-value is exact, and running it only when screened, or stopping it
//   early, only replaces p by 1.
// One alpha: alpha_task (Holm over the tests of the tasks past the first stage) + alpha_suite (two tests at half each) =
// alpha; the screening spends none. Figures: `npm run bench:pooled`.
//
// Without a base checkout (the base commit cannot be checked out) nothing can be confirmed: the
// screening's own verdict stands (Holm + the suite test against the pool, as before drift was
// known), and the comparison says so (`confirmation.base_unavailable`).




/** A task whose screening p (drop or errors) is at most this is a candidate. */
const SCREEN_LEVEL = 0.15;
/** The suite is confirmed when its screening p (drop or errors) is at most this. */
const SUITE_SCREEN_LEVEL = 0.025;
/** Between stages: a task (or the suite) goes on while its concurrent runs give p <= this. */
const FUTILITY = 0.3;
/**
 * After the head-only stage a task goes on while all the head's runs (screening + that stage)
 * against the pool give p <= this: under no change about one candidate in five goes on, a head
 * at 0.3 against a pool at 0.9 nearly always does.
 */
const KEEP_GOING = 0.05;
/**
 * The suite's stages, in runs per task per screening trial: the head alone (held against the
 * pool: under no change most screened suites stop here, at the cost of one suite's runs), then
 * the base (held against those head runs), then both sides.
 */
const SUITE_STAGES = { base: [0, 1, 2], head: [1, 0, 2] };
/**
 * After the suite's head-only stage it goes on while those new runs against the pool give p <=
 * this. Stricter than FUTILITY: the pool is the one the screening found high, so under no change
 * the new runs look lower than it more often than a fresh comparison would.
 */
const SUITE_KEEP_GOING = 0.1;
/** On a design too small for any test (`blind`), a head where every task dropped is far worse when the suite's screening p is at most this. */
const BLIND_SUITE_LEVEL = 0.2;
/**
 * The head-only first stage, in runs: 3 is enough to stop most candidates under no change (about
 * a fifth go on) while a real drop goes on (0.3 against a pool at 0.9: 97%).
 */
const FIRST_STAGE = 3;
const key = (suite, taskId) => `${suite}\u0000${taskId}`;
function sideCountsOf(runs) {
    const c = { passed: 0, failed: 0, errored: 0, runs: runs.length };
    for (const r of runs) {
        if (r.status === 'passed')
            c.passed++;
        else if (r.status === 'failed')
            c.failed++;
        if (r.status === 'error' || r.error_attempts?.length)
            c.errored++;
    }
    return c;
}
const add = (a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    errored: a.errored + b.errored,
    runs: a.runs + b.runs,
});
const ZERO = { passed: 0, failed: 0, errored: 0, runs: 0 };
const poolSide = (t) => sideOf(t.base);
const sideOf = (t) => t ? { passed: t.passed, failed: t.failed, errored: t.errored, runs: t.runs } : ZERO;
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
/** Does this side still look worse than the base (worth the next stage)? */
function looksWorse(base, head) {
    if (worseAt(base, head, FUTILITY))
        return true;
    // No verdict on the head while the base has some: more runs decide whether it ever has one.
    return head.passed + head.failed === 0 && base.passed + base.failed > 0;
}
/** The head's drop or rise in errors against `base` has a one-sided exact p at most `level`. */
function worseAt(base, head, level) {
    const drop = dropP(base, head);
    const errors = (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__.errorRiseP)(base, head);
    return (!!drop && (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(drop) <= level) || (!!errors && (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(errors) <= level);
}
/**
 * After the head-only stage: all the head's runs still far below the pool. A blind design's pool
 * is too small for that (one base run: 1/1 against 0/4 is p = 0.2), so its candidates are held
 * to the looser FUTILITY level.
 */
function goesOnAfterHead(s) {
    const pool = poolSide(s.t);
    const head = add(sideOf(s.t.head), sideCountsOf(s.first));
    return s.why.includes('blind') ? looksWorse(pool, head) : stillFarWorse(pool, head);
}
/** Which tests a candidate's screening reasons commit it to. */
function testsOf(why) {
    return {
        drop: why.includes('drop') || why.includes('blind'),
        errors: why.includes('errors') || why.includes('no_verdict'),
    };
}
/** All the head's runs so far still far below the pool (p <= KEEP_GOING): worth the base runs. */
function stillFarWorse(pool, head) {
    return worseAt(pool, head, KEEP_GOING);
}
/** The screening's candidates, most suspicious first: [chosen, eligible]. */
function candidatesOf(c, maxTasks) {
    const all = [];
    const farWorse = c.blind !== null && everyTaskDropped(c);
    for (const t of c.tasks) {
        if (!t.base || !t.head)
            continue;
        const why = [];
        if (t.p_value !== null && t.p_value <= SCREEN_LEVEL)
            why.push('drop');
        if (t.error_p !== null && t.error_p <= SCREEN_LEVEL)
            why.push('errors');
        if (!t.head.verdicts && t.head.errors > 0 && t.base.verdicts > 0)
            why.push('no_verdict');
        if (farWorse && !visible(t))
            why.push('blind');
        if (!why.length)
            continue;
        const rank = why.includes('no_verdict') ? 0 : Math.min(t.p_value ?? 1, t.error_p ?? 1);
        all.push({ t, why, rank });
    }
    all.sort((a, b) => a.rank - b.rank);
    return { chosen: maxTasks > 0 ? all.slice(0, maxTasks) : [], eligible: all.length };
}
/**
 * A blind design's "far worse": every task went from passing to failing — every compared task's
 * pooled verdict runs all passed and its head's all failed — and the suite's screening p is at
 * most BLIND_SUITE_LEVEL. Under noise that almost never happens to several tasks at once, so it
 * costs no runs there; anything less on such a design stays inconclusive.
 */
function everyTaskDropped(c) {
    if (c.suite.p_value === null || c.suite.p_value > BLIND_SUITE_LEVEL)
        return false;
    const compared = c.tasks.filter((t) => t.base?.verdicts && t.head?.verdicts);
    return (compared.length > 0 &&
        compared.every((t) => t.base.passed === t.base.verdicts && t.head.passed === 0));
}
/**
 * Whether the screening can name this task on its own: an all-pass base against an all-fail head
 * of its sizes reaches SCREEN_LEVEL. Only a task that cannot is a `blind` candidate.
 */
function visible(t) {
    const level = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(SCREEN_LEVEL);
    return (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .atMost */ .Tu)((0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .smallestP */ .sd)(t.base?.verdicts ?? 0, t.head?.verdicts ?? 0), level);
}
/** Whether the suite as a whole is a candidate. */
function suiteScreened(c) {
    const { p_value, error_p } = c.suite;
    return ((p_value !== null && p_value <= SUITE_SCREEN_LEVEL) ||
        (error_p !== null && error_p <= SUITE_SCREEN_LEVEL));
}
/**
 * The stages of a task's confirmation for a budget of `trials` runs per side in its test: first
 * the head alone (FIRST_STAGE runs, held against the pool, not part of the test) — under no change
 * most candidates stop here, at the cost of a few head runs; then half the budget of each side;
 * then the other halves. For 20: head 3; base 10 + head 10; base 10 + head 10.
 */
function confirmationStages(trials) {
    const half = Math.ceil(trials / 2);
    return [
        { base: 0, head: Math.min(half, FIRST_STAGE) },
        { base: half, head: half },
        { base: trials - half, head: trials - half },
    ].filter((stage) => stage.base + stage.head > 0);
}
/** The screening's verdict with every `regressed` demoted: concurrent runs decide instead. */
function withoutScreeningVerdict(c) {
    const tasks = c.tasks.map((t) => t.bucket === 'regressed'
        ? { ...t, bucket: 'possible_regression', regression: undefined }
        : t);
    return regroup({ ...c, tasks, suite: { ...c.suite, regressed: false } });
}
/**
 * With confirmation, what the design can see is what can become a candidate: a task is visible
 * when an all-pass base against an all-fail head of its sizes would reach SCREEN_LEVEL (the
 * concurrent runs then decide). Blind only when no compared task could.
 */
function seeing(c) {
    if (!c.blind)
        return c;
    return c.tasks.some((t) => t.p_value !== null && visible(t)) ? { ...c, blind: null } : c;
}
/** Buckets, regressions and the suite line from the tasks and the suite test. */
function regroup(c) {
    const of = (bucket) => c.tasks.filter((t) => t.bucket === bucket);
    const regressed = of('regressed');
    return {
        ...c,
        buckets: {
            ...c.buckets,
            regressed,
            possible_regression: of('possible_regression'),
            suite_regressed: c.suite.regressed ? c.suite : null,
        },
        regressions: regressed.length || (c.suite.regressed ? 1 : 0),
    };
}
/**
 * The confirmation, from choosing the candidates to the verdict. `rerun` runs tasks on either
 * side; its base side throws BaseUnavailable when there is no base checkout. `log` says what
 * runs. The comparison as it was when nothing is a candidate or the budget is 0.
 */
async function confirmComparison(comparison, budget, rerun, log = () => { }) {
    if (budget.tasks <= 0 || budget.trials <= 0)
        return comparison;
    const { chosen, eligible } = candidatesOf(comparison, budget.tasks);
    const suiteToo = suiteScreened(comparison);
    if (!chosen.length && !suiteToo)
        return seeing(withoutScreeningVerdict(comparison));
    const screeningTrials = Math.max(1, ...comparison.tasks.map((t) => t.head?.trials ?? 1));
    const stages = confirmationStages(budget.trials);
    const states = chosen.map(({ t, why }) => ({
        t,
        why,
        base: [],
        first: [],
        head: [],
        stages: 0,
        active: true,
    }));
    const ids = (list) => list.map((s) => ({ suite: s.t.suite, taskId: s.t.task_id }));
    let baseUnavailable = null;
    let runs = 0;
    let baseRuns = 0;
    // Base trials number from 1; the head's on after the screening's, so every run keeps its own.
    let nextBase = 1;
    let nextHead = screeningTrials + 1;
    /** One stage of both sides, side by side. */
    const both = async (list, b, h) => {
        const [base, head] = await Promise.all([
            b > 0 ? rerun(list, b, nextBase, 'base') : Promise.resolve([]),
            h > 0 ? rerun(list, h, nextHead, 'head') : Promise.resolve([]),
        ]);
        nextBase += b;
        nextHead += h;
        runs += base.length + head.length;
        baseRuns += base.length;
        return { base, head };
    };
    try {
        // Whether the base commit can run at all, before any head run is spent on the candidates.
        await rerun([], 0, 1, 'base');
        if (states.length) {
            log(`confirming ${states.length} task(s) against concurrent runs of the base commit: up to ${budget.trials} run(s) per side each, in stages (${stages.map((st) => `base ${st.base} + head ${st.head}`).join('; ')})`);
        }
        for (let i = 0; i < stages.length; i++) {
            const active = states.filter((s) => s.active);
            if (!active.length)
                break;
            if (i > 0)
                log(`${active.length} task(s) still look worse: ${stages[i].base} run(s) of the base commit and ${stages[i].head} of the head each`);
            const made = await both(ids(active), stages[i].base, stages[i].head);
            for (const s of active) {
                const mine = (r) => r.suite === s.t.suite && r.task_id === s.t.task_id;
                s.base.push(...made.base.filter(mine));
                (stages[i].base ? s.head : s.first).push(...made.head.filter(mine));
                s.stages = i + 1;
                if (i === stages.length - 1)
                    continue;
                // After the head-only stage all the head's runs are held against the pool (this only
                // stops runs, so using the pool and the screening here costs no validity); after that
                // the concurrent runs, head against base.
                const goesOn = s.base.length
                    ? looksWorse(sideCountsOf(s.base), sideCountsOf(s.head))
                    : goesOnAfterHead(s);
                if (!goesOn)
                    s.active = false;
            }
        }
    }
    catch (error) {
        if (!(error instanceof _options_js__WEBPACK_IMPORTED_MODULE_2__/* .BaseUnavailable */ .G5))
            throw error;
        baseUnavailable = error.message;
    }
    let suite = null;
    if (suiteToo && baseUnavailable === null) {
        try {
            suite = await confirmSuite(comparison, screeningTrials, both, log);
        }
        catch (error) {
            if (!(error instanceof _options_js__WEBPACK_IMPORTED_MODULE_2__/* .BaseUnavailable */ .G5))
                throw error;
            baseUnavailable = error.message;
        }
    }
    if (baseUnavailable !== null) {
        log(`the base commit could not be run (${baseUnavailable}): the pool's screening decides`);
        return {
            ...comparison,
            confirmation: {
                ...emptyConfirmation(comparison, budget.trials, stages),
                over_cap: Math.max(0, eligible - chosen.length),
                runs,
                base_runs: baseRuns,
                base_unavailable: baseUnavailable,
            },
        };
    }
    return decide(comparison, states, suite, stages, budget.trials, eligible, runs, baseRuns, log);
}
function emptyConfirmation(c, trials, stages) {
    return {
        alpha: c.alpha_task,
        alpha_suite: c.alpha_suite / 2,
        trials,
        stages,
        family: 0,
        tasks: [],
        suite: null,
        over_cap: 0,
        runs: 0,
        base_runs: 0,
        confirmed: 0,
        base_unavailable: null,
    };
}
async function confirmSuite(c, trials, both, log) {
    const compared = c.tasks.filter((t) => t.base && t.head && t.head.runs > 0);
    const list = compared.map((t) => ({ suite: t.suite, taskId: t.task_id }));
    const base = new Map();
    const head = new Map();
    const keep = (into, runs) => {
        for (const r of runs) {
            const k = key(r.suite, r.task_id);
            const l = into.get(k);
            if (l)
                l.push(r);
            else
                into.set(k, [r]);
        }
    };
    /**
     * The strata: the head's runs (its screening runs too, or only the confirmation's) against the
     * concurrent base runs, or against the pool.
     */
    const tables = (withScreening, againstPool = false) => {
        const drops = [];
        const errors = [];
        let b = ZERO;
        let h = ZERO;
        for (const t of compared) {
            const k = key(t.suite, t.task_id);
            const bs = againstPool ? poolSide(t) : sideCountsOf(base.get(k) ?? []);
            const made = sideCountsOf(head.get(k) ?? []);
            const hs = withScreening ? add(sideOf(t.head), made) : made;
            drops.push(verdictTable(bs, hs));
            errors.push((0,_compare_js__WEBPACK_IMPORTED_MODULE_1__.errorTable)(bs, hs));
            b = add(b, bs);
            h = add(h, hs);
        }
        return { drops, errors, b, h };
    };
    const level = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(c.alpha_suite / 2);
    const test = (withScreening, againstPool = false) => {
        const { drops, errors, b, h } = tables(withScreening, againstPool);
        const drop = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(drops, level);
        const rise = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(errors, level);
        return { drop, rise, b, h, any: drops.some((t) => t.baseTotal && t.headTotal) };
    };
    log(`the suite looks worse than the pool: ${SUITE_STAGES.head[0] * trials} run(s) per task of the head first`);
    let result = test(false, true);
    let stages = 0;
    for (let i = 0; i < SUITE_STAGES.base.length; i++) {
        if (i > 0) {
            // Whether to go on is judged on the confirmation's head runs alone (the screening's were
            // chosen for looking low and would keep almost every screened suite going): after the
            // head-only stage against the pool, after that against the concurrent base.
            const goOn = i === 1 ? SUITE_KEEP_GOING : FUTILITY;
            if (!(result.drop.p <= goOn || result.rise.p <= goOn))
                break;
            log(`the suite still looks worse: ${SUITE_STAGES.base[i] * trials} run(s) per task of the base commit and ${SUITE_STAGES.head[i] * trials} of the head`);
        }
        const made = await both(list, SUITE_STAGES.base[i] * trials, SUITE_STAGES.head[i] * trials);
        keep(base, made.base);
        keep(head, made.head);
        stages = i + 1;
        const last = i === SUITE_STAGES.base.length - 1;
        result = last ? test(true) : test(false, i === 0);
    }
    const final = stages === SUITE_STAGES.base.length;
    const regression = final && result.any && result.drop.significant
        ? 'drop'
        : final && result.rise.significant
            ? 'errors'
            : null;
    return {
        screening_p: c.suite.p_value,
        screening_error_p: c.suite.error_p,
        stages,
        stopped_early: !final,
        base: result.b,
        head: result.h,
        p_value: final && result.any ? result.drop.p : null,
        error_p: final ? result.rise.p : null,
        regression,
    };
}
function decide(c, states, suite, stages, trials, eligible, runs, baseRuns, log) {
    const level = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(c.alpha_task);
    const one = { num: 1n, den: 1n };
    const ps = [];
    /** [position in ps, test] per test, in task order; owner[i] = tests up to task i. */
    const index = [];
    const owner = [];
    const tasks = states.map((s) => {
        const base = sideCountsOf(s.base);
        const head = sideCountsOf(s.head);
        const finished = s.active;
        const drop = finished ? dropP(base, head) : null;
        const rise = finished ? (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__.errorRiseP)(base, head) : null;
        // The family is fixed before any tested run: the tasks that went past the head-only stage
        // (chosen on the pool, the screening and that stage, none of which is in the test), each for
        // what the screening chose it for: a drop, or a rise in errors (errors, no verdict run).
        if (s.base.length || !s.first.length) {
            const tests = testsOf(s.why);
            if (tests.drop)
                index.push([ps.push(drop ?? one) - 1, 'drop']);
            if (tests.errors)
                index.push([ps.push(rise ?? one) - 1, 'errors']);
        }
        owner.push(index.length);
        const screening = sideOf(s.t.head);
        const pool = s.t.base;
        return {
            suite: s.t.suite,
            task_id: s.t.task_id,
            task_name: s.t.task_name,
            why: s.why,
            pool: {
                passed: pool.passed,
                failed: pool.failed,
                errored: pool.errored,
                runs: pool.runs,
                pooled_runs: pool.pooled_runs,
            },
            screening,
            screening_p: s.t.p_value,
            screening_error_p: s.t.error_p,
            screening_bucket: s.t.bucket,
            base,
            first_stage: sideCountsOf(s.first),
            head,
            stages: s.stages,
            stopped_early: !finished,
            p_value: drop ? Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(drop)) : null,
            error_p: rise ? Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(rise)) : null,
            regression: null,
            confirmed: false,
        };
    });
    const rejected = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .holm */ .fU)(ps, level);
    tasks.forEach((task, i) => {
        const verdicts = (c) => c.passed + c.failed;
        const noVerdict = !task.stopped_early &&
            verdicts(task.screening) + verdicts(task.first_stage) + verdicts(task.head) === 0 &&
            verdicts(task.base) > 0;
        const mine = index.slice(i ? owner[i - 1] : 0, owner[i]);
        const hit = mine.find(([at]) => rejected[at]);
        task.regression = hit ? hit[1] : noVerdict ? 'no_verdict' : null;
        task.confirmed = task.regression !== null;
    });
    const byKey = new Map(tasks.map((t) => [key(t.suite, t.task_id), t]));
    const screened = withoutScreeningVerdict(c);
    const all = screened.tasks.map((t) => {
        const confirmed = byKey.get(key(t.suite, t.task_id));
        if (!confirmed?.confirmed)
            return t;
        const p = confirmed.regression === 'errors' ? confirmed.error_p : confirmed.p_value;
        return {
            ...t,
            bucket: 'regressed',
            regression: confirmed.regression,
            ...(p !== null ? { confirmed_p: p } : {}),
        };
    });
    const suiteRegressed = suite?.regression != null;
    const result = seeing(regroup({
        ...screened,
        tasks: all,
        suite: { ...screened.suite, regressed: suiteRegressed },
        // With concurrent runs of up to `trials` per side, a single task can always be flagged when
        // the budget allows it: the screening's blindness no longer decides.
        confirmation: {
            ...emptyConfirmation(c, trials, stages),
            family: ps.length,
            tasks,
            suite,
            over_cap: Math.max(0, eligible - states.length),
            runs,
            base_runs: baseRuns,
            confirmed: tasks.filter((t) => t.confirmed).length + (suiteRegressed ? 1 : 0),
        },
    }));
    log(`confirmation: ${result.confirmation.confirmed} regression(s) confirmed against concurrent base runs, ${runs} extra run(s) (${baseRuns} of the base commit)`);
    return result;
}


/***/ })

};
