export const id = 1070;
export const ids = [1070];
export const modules = {

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

/***/ 1070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BaseUnavailable: () => (/* reexport */ options/* BaseUnavailable */.G5),
  DEFAULT_CONFIRM_TASKS: () => (/* reexport */ options/* DEFAULT_CONFIRM_TASKS */.i0),
  DEFAULT_CONFIRM_TRIALS: () => (/* reexport */ options/* DEFAULT_CONFIRM_TRIALS */.lj),
  FIRST_STAGE: () => (/* binding */ FIRST_STAGE),
  FUTILITY: () => (/* binding */ FUTILITY),
  HEAD_STAGE_WIDTH: () => (/* binding */ HEAD_STAGE_WIDTH),
  KEEP_GOING: () => (/* binding */ KEEP_GOING),
  SCREEN_LEVEL: () => (/* reexport */ SCREEN_LEVEL),
  SUITE_KEEP_GOING: () => (/* binding */ SUITE_KEEP_GOING),
  SUITE_SCREEN_LEVEL: () => (/* binding */ SUITE_SCREEN_LEVEL),
  SUITE_STAGES: () => (/* binding */ SUITE_STAGES),
  candidatesOf: () => (/* reexport */ candidatesOf),
  confirmComparison: () => (/* binding */ confirmComparison),
  confirmationStages: () => (/* binding */ confirmationStages),
  suiteScreened: () => (/* binding */ suiteScreened),
  testsOf: () => (/* reexport */ testsOf)
});

// EXTERNAL MODULE: ./src/verdict/exact.ts
var exact = __webpack_require__(9910);
// EXTERNAL MODULE: ./src/verdict/compare.ts
var compare = __webpack_require__(7666);
// EXTERNAL MODULE: ./src/verdict/options.ts
var options = __webpack_require__(1275);
// EXTERNAL MODULE: ./src/shared/file-list.ts
var file_list = __webpack_require__(9020);
;// CONCATENATED MODULE: ./src/verdict/candidates.ts
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
    if (!t.base || !t.head)
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
        (b.abstains === 0 && h.abstains !== null && (0,compare.onlyAbstains)(b, h)))
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
    for (const u of (0,compare.abstainingUndecided)(decided.tasks)) {
        if (!rerun.has(key(u.suite, u.task_id)))
            push(u);
    }
    const { undecided: _screening, ...rest } = decided;
    return undecided.length ? { ...rest, undecided } : rest;
}

;// CONCATENATED MODULE: ./src/verdict/confirm.ts
// The gate's decision: concurrent base runs confirm what the pool screens.
//
// A pooled baseline describes the base branch's recent days, not today: when the provider's
// quality moves for every task at once, or the pool is stale, the head differs from the pool
// although the pull request changed nothing. So the pool only *screens* (results of
// compare.ts): it names candidates (verdict/candidates.ts: a lower pass rate, more errors, more
// abstains, no verdict run left on the head, a task that always passed in the pool and failed on
// the head; the cap shared out by reason in turns) and whether the suite as a whole looks lower
// (p <= SUITE_SCREEN_LEVEL). The screening never fails the check.
//
// Candidates are then run again, the base commit (a worktree of it) and the head side by side in
// the same job, interleaved, so that what the provider does today is on both sides. Up to
// HEAD_STAGE_WIDTH x confirm-tasks candidates get the head-only first stage (a few head runs
// each, the cheap filter); of those that go on, confirm-tasks (in turns by reason, ranked on all
// their head runs against the pool) get base runs: among many tasks a real drop's screening p is
// no smaller than the noise's, its first stage is what sets it apart.
// - per task, in three stages (for confirm-trials 20: head 3; base 10 + head 10; base 10 + head
//   10). The first runs the head alone: the task goes on while all its head runs, screening and
//   these, still look worse than the pool (p <= KEEP_GOING), so that under no change most
//   candidates cost three head runs. After the second, it goes on while its concurrent runs
//   look worse (drop or error p <= FUTILITY). A task that ran every stage is tested on the runs
//   of the last two stages alone, 20 base against 20 head: one-sided exact Fisher for the drop (a
//   task chosen for a drop or a collapse), the rise in errors (one chosen for errors or no verdict
//   run) or the rise in abstains (one chosen for abstains: abstained runs over all runs, as errors
//   are), Holm's correction at alpha_task across the tests of the tasks that went past the first
//   stage (a task that stopped later counts as p = 1).
//   Why this keeps its level although the screening and the first stage chose the tasks: the
//   tested runs are made after the choice and are independent of every run it looked at (pool,
//   screening, first stage), so conditional on the choice each p-value is exact and Holm over the
//   chosen family is valid; stopping after the second stage only replaces a p-value by 1, and the
//   budget is fixed in advance (no stage adds runs because the evidence looks promising). A task
//   with no verdict run at all on the head, screening and confirmation, while the concurrent base
//   has verdicts, regressed (`no_verdict`). A candidate that went past the first stage and got no
//   run of the base commit (the base does not plan the task) cannot be tested: the verdict is
//   inconclusive, naming it, as it is for a task the screening found regressed that the cap left
//   out (Comparison.undecided).
// - the suite, when it was screened, in three stages too (SUITE_STAGES, in runs per compared
//   task per screening trial): the head alone, going on while these new runs look lower than
//   the pool (p <= SUITE_KEEP_GOING); the base alone, going on while those new head runs look
//   lower than it (p <= FUTILITY); then both sides. Tested with the exact stratified (CMH) test over all the head's runs
//   against the concurrent base's, for the drop and for the rise in errors, at alpha_suite / 2
//   each. Using the head's screening runs is valid: imagine the suite confirmation always ran
//   to the end; then its p-value is exact, and running it only when screened, or stopping it
//   early, only replaces p by 1.
// One alpha: alpha_task (one Holm family over the drop, error and abstain tests of the tasks past
// the first stage) + alpha_suite (two tests at half each) = alpha; the screening spends none.
// Figures: `npm run bench:pooled`.
//
// Without a base checkout (the base commit cannot be checked out) nothing can be confirmed: the
// screening's own verdict stands (Holm over drops and abstains + the suite test against the pool,
// as before drift was known; a task gone to only abstains stays undecided), and the comparison
// says so (`confirmation.base_unavailable`).








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
/**
 * The head-only first stage, in runs: 3 is enough to stop most candidates under no change (about
 * a fifth go on) while a real drop goes on (0.3 against a pool at 0.9: 97%).
 */
const FIRST_STAGE = 3;
/** Candidates in the head-only first stage, per task that may get base runs (confirm-tasks). */
const HEAD_STAGE_WIDTH = 3;
const confirm_key = (suite, taskId) => `${suite}\u0000${taskId}`;
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
const ZERO = { passed: 0, failed: 0, errored: 0, abstained: 0, runs: 0 };
const poolSide = (t) => sideOf(t.base);
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
/** One-sided exact p of a rise in abstains (null without runs on a side). */
const abstainP = (base, head) => (0,compare.abstainRiseP)({ abstains: base.abstained ?? 0, runs: base.runs }, { abstains: head.abstained ?? 0, runs: head.runs });
const verdictTable = (base, head) => ({
    basePass: base.passed,
    baseTotal: base.passed + base.failed,
    headPass: head.passed,
    headTotal: head.passed + head.failed,
});
/** One-sided exact p of a drop (null without verdict runs on a side). */
function dropP(base, head) {
    const t = verdictTable(base, head);
    return t.baseTotal && t.headTotal ? (0,exact/* fisherLower */.$3)(t) : null;
}
/** Does this side still look worse than the base (worth the next stage)? */
function looksWorse(base, head) {
    if (worseAt(base, head, FUTILITY))
        return true;
    // No verdict on the head while the base has some: more runs decide whether it ever has one.
    return head.passed + head.failed === 0 && base.passed + base.failed > 0;
}
/** The head's drop or rise in errors or abstains against `base` has a one-sided exact p at most `level`. */
function worseAt(base, head, level) {
    const at = (p) => !!p && (0,exact/* toNumber */.Ro)(p) <= level;
    return at(dropP(base, head)) || at((0,compare.errorRiseP)(base, head)) || at(abstainP(base, head));
}
/**
 * After the head-only stage: all the head's runs still far below the pool. A collapsed task whose
 * pool is too small for that (one base run: 1/1 against 0/4 is p = 0.2) is held to the looser
 * FUTILITY level instead.
 */
function goesOnAfterHead(s) {
    const pool = poolSide(s.t);
    const head = add(sideOf(s.t.head), sideCountsOf(s.first));
    const verdicts = (c) => c.passed + c.failed;
    const tooSmall = !(0,exact/* atMost */.Tu)((0,exact/* smallestP */.sd)(verdicts(pool), verdicts(head)), (0,exact/* decimalRational */.c4)(KEEP_GOING));
    return s.why.includes('collapsed') && tooSmall
        ? looksWorse(pool, head)
        : stillFarWorse(pool, head);
}
/** All the head's runs so far still far below the pool (p <= KEEP_GOING): worth the base runs. */
function stillFarWorse(pool, head) {
    return worseAt(pool, head, KEEP_GOING);
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
/**
 * After the head-only stage, at most `cap` of the tasks that go on get base runs: taken in turns
 * by reason, ranked on all their head runs against the pool. The others stop there, over the cap.
 */
function capAfterHeadStage(states, cap) {
    const going = states.filter((s) => s.active);
    if (going.length <= cap)
        return;
    const kept = new Set(inTurns(going, cap, ranksAgainstPool));
    for (const s of going) {
        if (kept.has(s))
            continue;
        s.active = false;
        s.overCap = true;
    }
}
/** Only a collapse (no other reason): a head run that passes refutes it. */
const isCollapsed = (s) => s.why.length === 1 && s.why[0] === 'collapsed';
/**
 * The head-only stage of collapsed tasks (a pool that always passed, a head that always failed:
 * at one trial most are noise), one round of one run at a time: a task stops at its first pass,
 * since it no longer looks collapsed, so noise costs one or two runs instead of the whole stage.
 * Stopping only replaces a p-value by 1. The runs are numbered as the stage's would be. Returns
 * the runs made.
 */
async function probeCollapsed(list, size, firstTrial, rerun) {
    let made = 0;
    for (let round = 0; round < size; round++) {
        const going = list.filter((s) => s.active);
        if (!going.length)
            break;
        const runs = await rerun(going.map((s) => ({ suite: s.t.suite, taskId: s.t.task_id })), 1, firstTrial + round, 'head');
        made += runs.length;
        for (const s of going) {
            const mine = runs.filter((r) => r.suite === s.t.suite && r.task_id === s.t.task_id);
            s.first.push(...mine);
            if (mine.some((r) => r.status === 'passed'))
                s.active = false;
        }
    }
    return made;
}
/** A task's p-values after the head-only stage: all its head runs against the pool. */
function ranksAgainstPool(s) {
    const pool = poolSide(s.t);
    const head = add(sideOf(s.t.head), sideCountsOf(s.first));
    const n = (p) => (p ? (0,exact/* toNumber */.Ro)(p) : null);
    return {
        drop: n(dropP(pool, head)),
        errors: n((0,compare.errorRiseP)(pool, head)),
        abstains: n(abstainP(pool, head)),
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
    const { chosen, left, eligible } = candidatesOf(comparison, budget.tasks * HEAD_STAGE_WIDTH);
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
    /** The files of the base checkout that changed while it was measured. */
    let baseTampered = null;
    let runs = 0;
    let baseRuns = 0;
    // Base trials number from 1; the head's on after the screening's, so every run keeps its own.
    let nextBase = 1;
    let nextHead = screeningTrials + 1;
    /** One stage of both sides, side by side. */
    const both = async (list, b, h) => {
        // Settled both ways: a base side that fails (a tampered checkout) waits for the head's runs.
        const [baseSide, headSide] = await Promise.allSettled([
            b > 0 ? rerun(list, b, nextBase, 'base') : Promise.resolve([]),
            h > 0 ? rerun(list, h, nextHead, 'head') : Promise.resolve([]),
        ]);
        if (baseSide.status === 'rejected')
            throw baseSide.reason;
        if (headSide.status === 'rejected')
            throw headSide.reason;
        const [base, head] = [baseSide.value, headSide.value];
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
            // A collapsed task's head-only stage is run one run at a time (probeCollapsed).
            const collapsed = i === 0 && !stages[0].base ? states.filter(isCollapsed) : [];
            if (collapsed.length) {
                runs += await probeCollapsed(collapsed, stages[0].head, nextHead, rerun);
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
                    nextHead += stages[0].head;
                if (i === 0)
                    capAfterHeadStage(states, budget.tasks);
                continue;
            }
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
            if (i === 0)
                capAfterHeadStage(states, budget.tasks);
        }
    }
    catch (error) {
        if (error instanceof options/* BaseTampered */.gL)
            baseTampered = error.files;
        else if (!(error instanceof options/* BaseUnavailable */.G5))
            throw error;
        else
            baseUnavailable = error.message;
    }
    let suite = null;
    if (suiteToo && baseUnavailable === null && baseTampered === null) {
        try {
            suite = await confirmSuite(comparison, screeningTrials, both, log);
        }
        catch (error) {
            if (error instanceof options/* BaseTampered */.gL)
                baseTampered = error.files;
            else if (!(error instanceof options/* BaseUnavailable */.G5))
                throw error;
            else
                baseUnavailable = error.message;
        }
    }
    if (baseTampered !== null) {
        // Nothing measured on a base that moved can be trusted, earlier stages' runs included.
        log(`the base commit's checkout was modified during the job (${(0,file_list/* namedFiles */.V)(baseTampered)}): its runs are discarded and the verdict is inconclusive`);
        return {
            ...seeing(withoutScreeningVerdict(comparison)),
            confirmation: {
                ...emptyConfirmation(comparison, budget.trials, stages),
                over_cap: Math.max(0, eligible - chosen.length),
                runs,
                base_runs: baseRuns,
                base_tampered: [...baseTampered],
            },
        };
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
    const overCap = states.filter((s) => s.overCap);
    const decided = decide(comparison, states, suite, stages, budget.trials, eligible, runs, baseRuns, log);
    const rerunAgainstBase = chosen.filter((c) => !overCap.some((s) => s.t === c.t));
    const leftOver = [...left, ...overCap.map((s) => ({ t: s.t, why: s.why }))];
    return undecidedAfter(decided, rerunAgainstBase, leftOver, budget.tasks);
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
            const k = confirm_key(r.suite, r.task_id);
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
            const k = confirm_key(t.suite, t.task_id);
            const bs = againstPool ? poolSide(t) : sideCountsOf(base.get(k) ?? []);
            const made = sideCountsOf(head.get(k) ?? []);
            const hs = withScreening ? add(sideOf(t.head), made) : made;
            drops.push(verdictTable(bs, hs));
            errors.push((0,compare.errorTable)(bs, hs));
            b = add(b, bs);
            h = add(h, hs);
        }
        return { drops, errors, b, h };
    };
    const level = (0,exact/* decimalRational */.c4)(c.alpha_suite / 2);
    const test = (withScreening, againstPool = false) => {
        const { drops, errors, b, h } = tables(withScreening, againstPool);
        const drop = (0,exact/* stratifiedLower */.L9)(drops, level);
        const rise = (0,exact/* stratifiedLower */.L9)(errors, level);
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
    const level = (0,exact/* decimalRational */.c4)(c.alpha_task);
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
        const rise = finished ? (0,compare.errorRiseP)(base, head) : null;
        const abstains = finished ? abstainP(base, head) : null;
        // The family is fixed before any tested run: the tasks that went past the head-only stage
        // (chosen on the pool, the screening and that stage, none of which is in the test), each for
        // what the screening chose it for: a drop (or a collapse), a rise in errors (errors, no
        // verdict run), a rise in abstains. One without base runs counts as p = 1 (and is undecided).
        if (s.stages > 1 || !s.first.length) {
            const tests = testsOf(s.why);
            if (tests.drop)
                index.push([ps.push(drop ?? one) - 1, 'drop']);
            if (tests.errors)
                index.push([ps.push(rise ?? one) - 1, 'errors']);
            if (tests.abstains)
                index.push([ps.push(abstains ?? one) - 1, 'abstains']);
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
            ...(s.overCap ? { over_cap: true } : {}),
            p_value: drop ? Math.min(1, (0,exact/* toNumber */.Ro)(drop)) : null,
            error_p: rise ? Math.min(1, (0,exact/* toNumber */.Ro)(rise)) : null,
            abstain_p: abstains ? Math.min(1, (0,exact/* toNumber */.Ro)(abstains)) : null,
            regression: null,
            confirmed: false,
        };
    });
    const rejected = (0,exact/* holm */.fU)(ps, level);
    tasks.forEach((task, i) => {
        const verdicts = (c) => c.passed + c.failed;
        // Only for a task chosen because its runs errored: a head that only abstains is tested.
        const noVerdict = task.why.includes('no_verdict') &&
            !task.stopped_early &&
            verdicts(task.screening) + verdicts(task.first_stage) + verdicts(task.head) === 0 &&
            verdicts(task.base) > 0;
        const mine = index.slice(i ? owner[i - 1] : 0, owner[i]);
        const hit = mine.find(([at]) => rejected[at]);
        task.regression = hit ? hit[1] : noVerdict ? 'no_verdict' : null;
        task.confirmed = task.regression !== null;
    });
    const byKey = new Map(tasks.map((t) => [confirm_key(t.suite, t.task_id), t]));
    const screened = withoutScreeningVerdict(c);
    const all = screened.tasks.map((t) => {
        const confirmed = byKey.get(confirm_key(t.suite, t.task_id));
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
            ...(confirmed.regression === 'abstains' ? { note: (0,compare.newlyAbstainingNote)(t.note) } : {}),
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
            over_cap: Math.max(0, eligible - states.length) + states.filter((s) => s.overCap).length,
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
