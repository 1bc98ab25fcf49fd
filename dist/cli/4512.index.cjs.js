"use strict";
exports.id = 4512;
exports.ids = [4512];
exports.modules = {

/***/ 4512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  confirmComparison: () => (/* binding */ confirmComparison)
});

// UNUSED EXPORTS: BaseUnavailable, DEFAULT_CONFIRM_TASKS, DEFAULT_CONFIRM_TRIALS, FIRST_STAGE, FUTILITY, HEAD_STAGE_WIDTH, KEEP_GOING, SCREEN_LEVEL, SUITE_SCREEN_LEVEL, SUITE_STAGES, candidatesOf, confirmationStages, suiteScreened, testsOf

// EXTERNAL MODULE: ./src/verdict/options.ts
var options = __webpack_require__(1275);
// EXTERNAL MODULE: ./src/shared/file-list.ts
var file_list = __webpack_require__(9020);
// EXTERNAL MODULE: ./src/verdict/candidates.ts
var verdict_candidates = __webpack_require__(119);
// EXTERNAL MODULE: ./src/verdict/day-shift.ts
var day_shift = __webpack_require__(7794);
// EXTERNAL MODULE: ./src/verdict/exact.ts
var exact = __webpack_require__(9910);
// EXTERNAL MODULE: ./src/verdict/compare.ts
var compare = __webpack_require__(7666);
// EXTERNAL MODULE: ./src/verdict/outcome-tests.ts
var outcome_tests = __webpack_require__(9065);
// EXTERNAL MODULE: ./src/verdict/side-counts.ts
var side_counts = __webpack_require__(5363);
;// CONCATENATED MODULE: ./src/verdict/final-tests.ts
// The confirmation's tests, the only ones that can fail the check, and the comparison they give.
//
// Per task: a task that ran every stage is tested on the runs of its last two stages alone,
// base and head side by side (confirm-trials of each): one-sided exact Fisher for the drop (a
// task chosen for a drop or a collapse), the rise in errors (chosen for errors or no verdict
// run) or the rise in abstains (chosen for abstains), Holm at alpha_task across the tests of the
// tasks past the head-only stage (a task that stopped later counts as p = 1). The tested runs are
// made after the choice and are independent of every run it looked at (pool, screening, the
// head-only stage, the suite's sample), so each p-value is exact given the choice and Holm over
// the chosen family is valid; stopping early only replaces a p-value by 1. A task with no verdict
// run at all on the head while the concurrent base has verdicts regressed (`no_verdict`).
// The suite: its own tests on its concurrent runs (verdict/suite-stages.ts), at alpha_suite / 2
// each. One alpha: alpha_task + alpha_suite = alpha; the screening spends none.





/** A task's record, its tests' p-values (p = 1 when not tested) and which tests are in Holm's family. */
function taskRecord(s) {
    const one = { num: 1n, den: 1n };
    const base = (0,side_counts/* sideCountsOf */.Pm)(s.base);
    const head = (0,side_counts/* sideCountsOf */.Pm)(s.head);
    const finished = s.active;
    const drop = finished ? (0,side_counts/* dropP */.KS)(base, head) : null;
    const rise = finished ? (0,outcome_tests/* errorRiseP */.g1)(base, head) : null;
    const abstains = finished ? (0,side_counts/* abstainP */.l0)(base, head) : null;
    // The family is fixed before any tested run: the tasks that went past the head-only stage,
    // each for what the screening chose it for. One without base runs counts as p = 1.
    const family = [];
    if (s.stages > 1 || !s.first.length) {
        const tests = (0,verdict_candidates/* testsOf */.Vh)(s.why);
        if (tests.drop)
            family.push(['drop', drop ?? one]);
        if (tests.errors)
            family.push(['errors', rise ?? one]);
        if (tests.abstains)
            family.push(['abstains', abstains ?? one]);
    }
    const pool = s.t.base;
    const p = (r) => (r ? Math.min(1, (0,exact/* toNumber */.Ro)(r)) : null);
    const task = {
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
        screening: (0,side_counts/* sideOf */.Jh)(s.t.head),
        screening_p: s.t.p_value,
        screening_error_p: s.t.error_p,
        screening_bucket: s.t.bucket,
        base,
        first_stage: (0,side_counts/* sideCountsOf */.Pm)(s.first),
        head,
        stages: s.stages,
        stopped_early: !finished,
        ...(s.overCap ? { over_cap: true } : {}),
        p_value: p(drop),
        error_p: p(rise),
        abstain_p: p(abstains),
        regression: null,
        confirmed: false,
    };
    return { task, family };
}
/** Holm across every task's family of tests; a task with no verdict run left is `no_verdict`. */
function testTasks(states, alphaTask) {
    const records = states.map(taskRecord);
    const all = records.flatMap((r) => r.family.map(([, p]) => p));
    const rejected = (0,exact/* holm */.fU)(all, (0,exact/* decimalRational */.c4)(alphaTask));
    let at = 0;
    for (const { task, family } of records) {
        const hit = family.find((_, j) => rejected[at + j]);
        at += family.length;
        // Only for a task chosen because its runs errored: a head that only abstains is tested.
        const noVerdict = task.why.includes('no_verdict') &&
            !task.stopped_early &&
            (0,side_counts/* verdicts */.rY)(task.screening) + (0,side_counts/* verdicts */.rY)(task.first_stage) + (0,side_counts/* verdicts */.rY)(task.head) === 0 &&
            (0,side_counts/* verdicts */.rY)(task.base) > 0;
        task.regression = hit ? hit[0] : noVerdict ? 'no_verdict' : null;
        task.confirmed = task.regression !== null;
    }
    return { tasks: records.map((r) => r.task), family: all.length };
}
/** The comparison the confirmation's tests give: confirmed tasks regressed, the suite by its own tests. */
function confirmedComparison(c, tested, suite, confirmation) {
    const { tasks } = tested;
    const byKey = new Map(tasks.map((t) => [(0,side_counts/* key */.Eb)(t.suite, t.task_id), t]));
    const screened = withoutScreeningVerdict(c);
    const all = screened.tasks.map((t) => {
        const confirmed = byKey.get((0,side_counts/* key */.Eb)(t.suite, t.task_id));
        if (!confirmed?.confirmed)
            return t;
        const p = confirmed.regression === 'errors'
            ? confirmed.error_p
            : confirmed.regression === 'abstains'
                ? confirmed.abstain_p
                : confirmed.p_value;
        return {
            ...t,
            bucket: 'regressed',
            regression: confirmed.regression,
            ...(confirmed.regression === 'abstains' ? { note: (0,compare/* newlyAbstainingNote */.uD)(t.note) } : {}),
            ...(p !== null ? { confirmed_p: p } : {}),
        };
    });
    const suiteRegressed = suite?.regression != null;
    return seeing(regroup({
        ...screened,
        tasks: all,
        suite: { ...screened.suite, regressed: suiteRegressed },
        confirmation: {
            ...confirmation,
            family: tested.family,
            tasks,
            suite,
            confirmed: tasks.filter((t) => t.confirmed).length + (suiteRegressed ? 1 : 0),
        },
    }));
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
/** The screening's verdict with every `regressed` demoted: concurrent runs decide instead. */
function withoutScreeningVerdict(c) {
    const tasks = c.tasks.map((t) => t.bucket === 'regressed'
        ? {
            ...t,
            bucket: (t.regression === 'abstains'
                ? 'newly_abstaining'
                : 'possible_regression'),
            regression: undefined,
        }
        : t);
    return regroup({ ...c, tasks, suite: { ...c.suite, regressed: false } });
}
/**
 * With confirmation, what the design can see is what can become a candidate: any compared task
 * whose pool always passed and whose head always failed is one (`collapsed`), and the concurrent
 * runs then decide. Blind only when no task is compared.
 */
function seeing(c) {
    if (!c.blind)
        return c;
    return c.tasks.some((t) => t.p_value !== null) ? { ...c, blind: null } : c;
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
            newly_abstaining: of('newly_abstaining'),
            suite_regressed: c.suite.regressed ? c.suite : null,
        },
        regressions: regressed.length || (c.suite.regressed ? 1 : 0),
    };
}

// EXTERNAL MODULE: ./src/verdict/suite-stages.ts
var suite_stages = __webpack_require__(9345);
// EXTERNAL MODULE: ./src/verdict/task-stages.ts
var task_stages = __webpack_require__(4066);
;// CONCATENATED MODULE: ./src/verdict/undecided.ts
// What the confirmation could not decide, so the verdict is inconclusive rather than a pass
// (verdict/fail-on.ts): a candidate that went past the head-only stage and got no run of the base
// commit (the base does not plan the task: nothing to test it against), a task the screening
// found regressed that the cap (confirm-tasks) left out, and a task gone from verdict runs to only
// abstains that no concurrent run looked at.

const key = (suite, taskId) => `${suite}\u0000${taskId}`;
function undecidedAfter(decided, chosen, left, cap) {
    const undecided = [];
    const listed = new Set();
    const push = (u) => {
        if (listed.has(key(u.suite, u.task_id)))
            return;
        listed.add(key(u.suite, u.task_id));
        undecided.push(u);
    };
    for (const t of decided.confirmation?.tasks ?? []) {
        if (t.stages > 1 && t.base.runs === 0)
            push({
                suite: t.suite,
                task_id: t.task_id,
                reason: 'no run of the base commit was made for it (the task may not exist at the base commit): nothing to confirm it against',
            });
    }
    for (const { t } of left) {
        if (t.bucket === 'regressed')
            push({
                suite: t.suite,
                task_id: t.task_id,
                reason: `the screening found it regressed, but it was over the cap of ${cap} task(s) confirmed (confirm-tasks) and was not re-run`,
            });
    }
    const rerun = new Set(chosen.map(({ t }) => key(t.suite, t.task_id)));
    for (const u of (0,compare/* abstainingUndecided */.aV)(decided.tasks)) {
        if (!rerun.has(key(u.suite, u.task_id)))
            push(u);
    }
    const { undecided: _screening, ...rest } = decided;
    return undecided.length ? { ...rest, undecided } : rest;
}

;// CONCATENATED MODULE: ./src/verdict/confirm.ts












/** The job's re-runs, counted, their trial numbers going on (base from 1, the head after its screening). */
function sidesOf(rerun, screeningTrials) {
    let nextBase = 1;
    let nextHead = screeningTrials + 1;
    const count = { runs: 0, baseRuns: 0 };
    const sides = {
        async both(list, b, h) {
            // Settled both ways: a base side that fails (a tampered checkout) waits for the head's runs.
            const [baseSide, headSide] = await Promise.allSettled([
                b > 0 ? rerun(list, b, nextBase, 'base') : Promise.resolve([]),
                h > 0 ? rerun(list, h, nextHead, 'head') : Promise.resolve([]),
            ]);
            if (baseSide.status === 'rejected')
                throw baseSide.reason;
            if (headSide.status === 'rejected')
                throw headSide.reason;
            nextBase += b;
            nextHead += h;
            count.runs += baseSide.value.length + headSide.value.length;
            count.baseRuns += baseSide.value.length;
            return { base: baseSide.value, head: headSide.value };
        },
        async probe(list, offset) {
            const runs = await rerun(list, 1, nextHead + offset, 'head');
            count.runs += runs.length;
            return runs;
        },
        skipHead(trials) {
            nextHead += trials;
        },
    };
    return { sides, count };
}
async function catchingBase(work) {
    try {
        await work();
        return null;
    }
    catch (error) {
        if (error instanceof options/* BaseTampered */.gL)
            return { tampered: error.files };
        if (error instanceof options.BaseUnavailable)
            return { unavailable: error.message };
        throw error;
    }
}
const stateOf = ({ t, why }, shift) => ({
    t,
    why,
    pool: (0,day_shift/* shiftedPool */.OI)(t, shift),
    base: [],
    first: [],
    head: [],
    stages: 0,
    active: true,
});
/**
 * The confirmation, from choosing the candidates to the verdict. `rerun` runs tasks on either
 * side; its base side throws BaseUnavailable when there is no base checkout. `log` says what
 * runs. The comparison as it was when nothing is a candidate or the budget is 0.
 */
async function confirmComparison(comparison, budget, rerun, log = () => { }) {
    if (budget.tasks <= 0 || budget.trials <= 0)
        return comparison;
    const width = budget.tasks * task_stages/* HEAD_STAGE_WIDTH */.J0;
    let candidates = (0,verdict_candidates/* candidatesOf */.kW)(comparison, width);
    const suiteToo = (0,suite_stages/* suiteScreened */.yL)(comparison);
    if (!candidates.chosen.length && !suiteToo)
        return seeing(withoutScreeningVerdict(comparison));
    const screeningTrials = Math.max(1, ...comparison.tasks.map((t) => t.head?.trials ?? 1));
    const stages = (0,task_stages/* confirmationStages */.LM)(budget.trials);
    const { sides, count } = sidesOf(rerun, screeningTrials);
    let suite = null;
    let states = [];
    const problem = await catchingBase(async () => {
        // Whether the base commit can run at all, before any head run is spent.
        await rerun([], 0, 1, 'base');
        if (suiteToo)
            suite = await (0,suite_stages/* confirmSuite */.tq)(comparison, screeningTrials, sides, log);
        const shift = suite?.day_shift ?? null;
        if (shift)
            candidates = (0,day_shift/* candidatesAfterShift */.rR)(comparison, shift, width);
        states = candidates.chosen.map((c) => stateOf(c, shift));
        if (states.length) {
            log(`confirming ${states.length} task(s) against concurrent runs of the base commit: up to ${budget.trials} run(s) per side each, in stages (${stages.map((st) => `base ${st.base} + head ${st.head}`).join('; ')})`);
        }
        await (0,task_stages/* runTaskStages */.w$)(states, stages, budget.tasks, sides, log);
    });
    const { chosen, left, eligible } = candidates;
    const overCapAtStart = Math.max(0, eligible - chosen.length);
    const spent = { runs: count.runs, base_runs: count.baseRuns };
    if (problem && 'tampered' in problem) {
        // Nothing measured on a base that moved can be trusted, earlier stages' runs included.
        log(`the base commit's checkout was modified during the job (${(0,file_list/* namedFiles */.V)(problem.tampered)}): its runs are discarded and the verdict is inconclusive`);
        return {
            ...seeing(withoutScreeningVerdict(comparison)),
            confirmation: {
                ...emptyConfirmation(comparison, budget.trials, stages),
                over_cap: overCapAtStart,
                ...spent,
                base_tampered: [...problem.tampered],
            },
        };
    }
    if (problem) {
        log(`the base commit could not be run (${problem.unavailable}): the pool's screening decides`);
        return {
            ...comparison,
            confirmation: {
                ...emptyConfirmation(comparison, budget.trials, stages),
                over_cap: overCapAtStart,
                ...spent,
                base_unavailable: problem.unavailable,
            },
        };
    }
    const overCap = states.filter((s) => s.overCap);
    const decided = confirmedComparison(comparison, testTasks(states, comparison.alpha_task), suite, {
        ...emptyConfirmation(comparison, budget.trials, stages),
        over_cap: overCapAtStart + overCap.length,
        ...spent,
    });
    log(`confirmation: ${decided.confirmation.confirmed} regression(s) confirmed against concurrent base runs, ${count.runs} extra run(s) (${count.baseRuns} of the base commit)`);
    const rerunAgainstBase = chosen.filter((c) => !overCap.some((s) => s.t === c.t));
    const leftOver = [...left, ...overCap.map((s) => ({ t: s.t, why: s.why }))];
    return undecidedAfter(decided, rerunAgainstBase, leftOver, budget.tasks);
}


/***/ })

};
;