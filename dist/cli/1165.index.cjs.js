"use strict";
exports.id = 1165;
exports.ids = [1165,9886];
exports.modules = {

/***/ 1165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareCommand: () => (/* binding */ compareCommand),
/* harmony export */   formatComparison: () => (/* binding */ formatComparison),
/* harmony export */   readSummary: () => (/* binding */ readSummary)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7666);
/* harmony import */ var _results_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5056);
/* harmony import */ var _job_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1110);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8619);
/* harmony import */ var _report_regressed_note_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(472);
/* harmony import */ var _report_scorecard_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7846);
// `parley compare BASE HEAD`: compares two summary.json files (or results directories holding
// one). Exit 0 without regressions, 1 with regressions, 2 when a file is missing or invalid.








/** A summary.json (or a results directory) named on the command line; exit 2 when unreadable. */
function readSummary(path) {
    try {
        return (0,_results_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readSummaryFile */ .Er)(path);
    }
    catch (error) {
        if (error instanceof _results_files_js__WEBPACK_IMPORTED_MODULE_3__/* .ResultsReadError */ .D5)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(error.message);
        throw error;
    }
}
/** Terminal-safe: no control characters or escape sequences from the files. */
// eslint-disable-next-line no-control-regex
const clean = (text) => text.replace(/[\u0000-\u001F\u007F-\u009F]/g, '?');
const pct = (rate) => `${(rate * 100).toFixed(1)}%`;
/** A p-value on a console line: "p=0.0433", "p<0.0001". */
function compactP(value) {
    const p = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .formatP */ .MA)(value);
    return p.startsWith('<') ? `p${p.replace(' ', '')}` : `p=${p}`;
}
function detail(t) {
    const parts = [];
    if (t.confirmed_p !== undefined)
        parts.push(`confirmed by re-runs, ${compactP(t.confirmed_p)}`);
    else if (t.low_confidence)
        parts.push('low confidence (1 trial)');
    else if (t.p_value !== null && t.bucket !== 'fixed')
        parts.push(compactP(t.p_value));
    if (t.note)
        parts.push(clean(t.note));
    return parts.length ? `  ${parts.join('; ')}` : '';
}
/**
 * HEAD given as a results directory: its runs, for the responder's reasons of newly abstaining
 * tasks. A summary.json alone (or an unreadable results.jsonl) has none: the reasons stay empty.
 */
function headRecords(path) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory() || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, 'results.jsonl')))
            return undefined;
        // A skill-lift job's runs without the skill are not the head's runs.
        return (0,_results_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readResultsDir */ .Uv)(path).records.filter((r) => r.skill_arm !== 'without');
    }
    catch {
        return undefined;
    }
}
function formatComparison(c) {
    const lines = [
        `pass rate ${pct(c.base.pass_rate)} -> ${pct(c.head.pass_rate)} (${c.pass_rate_delta >= 0 ? '+' : ''}${(c.pass_rate_delta * 100).toFixed(1)} pts)`,
        `tokens ${c.base.total_tokens} -> ${c.head.total_tokens} (${c.total_tokens_delta >= 0 ? '+' : ''}${c.total_tokens_delta}), ` +
            `duration ${(c.base.duration_ms / 1000).toFixed(1)} s -> ${(c.head.duration_ms / 1000).toFixed(1)} s`,
        `alpha ${c.alpha}: alpha_task ${c.alpha_task} (per task, Holm), alpha_suite ${c.alpha_suite} (suite, stratified); verdict runs only (passed/failed)`,
    ];
    if (c.suite_set_changed)
        lines.push('note: the suites differ between base and head');
    const groups = _verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_BUCKETS */ .G.map(([key, title]) => [
        title.toLowerCase(),
        key === 'regressed' ? (0,_report_regressed_note_js__WEBPACK_IMPORTED_MODULE_6__/* .regressedNote */ .l)(c) : _verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .BUCKET_NOTES */ .nd[key],
        c.buckets[key],
    ]);
    groups.push(['outcome changed', 'the most common outcome changed', c.outcome_changes]);
    for (const [title, note, tasks] of groups) {
        if (!tasks.length)
            continue;
        lines.push('', `${title} (${tasks.length}): ${note}`);
        for (const t of tasks) {
            const outcome = t.outcome_changed ? ` [${t.base.outcome} -> ${t.head.outcome}]` : '';
            lines.push(`  ${clean(t.suite)} / ${clean(t.task_id)}: ${(0,_report_scorecard_js__WEBPACK_IMPORTED_MODULE_7__/* .sideCell */ ._D)(t.base)} -> ${(0,_report_scorecard_js__WEBPACK_IMPORTED_MODULE_7__/* .sideCell */ ._D)(t.head)}${outcome}${detail(t)}`);
        }
    }
    lines.push('', (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .suiteLine */ .pC)(c).replace(/^Suite:/, 'suite:'));
    const blind = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .blindLine */ .uv)(c);
    if (blind)
        lines.push(`note: ${blind}`);
    const parts = [];
    if (c.buckets.regressed.length)
        parts.push(`${c.buckets.regressed.length} task(s) regressed`);
    if (c.suite.regressed)
        parts.push('the suite regressed');
    lines.push('', parts.length ? `regressions: ${parts.join(', ')}` : 'no regressions');
    return lines.join('\n');
}
const compareCommand = {
    name: 'compare',
    usage: 'compare BASE HEAD',
    options: {
        alpha: { type: 'string' },
        json: { type: 'boolean' },
    },
    help: {
        alpha: _job_options_js__WEBPACK_IMPORTED_MODULE_4__/* .ALPHA_HELP */ .fe,
        json: 'print the whole comparison as JSON',
    },
    async run(values, positionals) {
        if (positionals.length !== 2) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e('expected two arguments: BASE HEAD (summary.json files or results directories)');
        }
        const alpha = (0,_job_options_js__WEBPACK_IMPORTED_MODULE_4__/* .alphaOption */ .mH)(values.alpha);
        const base = readSummary(positionals[0]);
        const head = readSummary(positionals[1]);
        const comparison = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.compareSummaries)(base, head, {
            alpha,
            headRecords: headRecords(positionals[1]),
        });
        console.log(values.json ? JSON.stringify(comparison, null, 2) : formatComparison(comparison));
        return comparison.regressions ? 1 : 0;
    },
};


/***/ }),

/***/ 7063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ dominantReason),
/* harmony export */   HH: () => (/* binding */ failedChecks),
/* harmony export */   Pg: () => (/* binding */ codeName),
/* harmony export */   dt: () => (/* binding */ trialReason),
/* harmony export */   eF: () => (/* binding */ formatDominant),
/* harmony export */   xk: () => (/* binding */ lastQuestion)
/* harmony export */ });
/* harmony import */ var _results_final_output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9886);
/* harmony import */ var _shared_asking_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5854);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
// Why one run did not pass, in a reader's words: the grader and its feedback, "abstained:
// <reason>", "cap at N: <last question>", the error kind and message. The key groups runs that
// did not pass the same way (the same grader, the same error kind), so a task's dominant reason
// is the most frequent key. Every text here is markdown-safe (untrusted parts through inline()).



/** Longest untrusted text quoted in one reason. */
const REASON_CHARS = 200;
/** A name in a code span when it is plainly a name; escaped text otherwise. */
function codeName(name) {
    return /^[\w.:/ -]{1,80}$/.test(name) ? `\`${name}\`` : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(name, 80);
}
/** The question the agent was left with: the responder's record, else the last message. */
function lastQuestion(r) {
    return r.responder?.last_question ?? (0,_shared_asking_js__WEBPACK_IMPORTED_MODULE_1__/* .questionOf */ .Y)((0,_results_final_output_js__WEBPACK_IMPORTED_MODULE_2__/* .finalOutput */ .U)(r), REASON_CHARS);
}
function capReason(r) {
    const sent = r.responder?.followups_sent ?? 0;
    return {
        key: 'cap',
        text: `cap at ${sent} follow-up${sent === 1 ? '' : 's'}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(lastQuestion(r), REASON_CHARS)}`,
    };
}
/** Every way a failed run failed: failing graders, missed checkpoints, failing turn assertions. */
function failedChecks(r) {
    const checks = [];
    for (const g of r.graders.filter((g) => !g.passed && g.applicable !== false)) {
        checks.push({
            key: `grader:${g.name}`,
            text: `grader ${codeName(g.name)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(g.feedback, REASON_CHARS)}`,
        });
    }
    for (const c of r.checkpoints.filter((c) => c.required && !c.reached)) {
        checks.push({
            key: `checkpoint:${c.id}`,
            text: `checkpoint ${codeName(c.id)} not reached${c.message ? `: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(c.message, REASON_CHARS)}` : ''}`,
        });
    }
    for (const turn of r.turns) {
        for (const a of turn.assertions.filter((a) => !a.passed)) {
            checks.push({
                key: `assertion:${a.type}`,
                text: `${codeName(a.type)} (turn ${turn.index + 1}): ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(a.message, REASON_CHARS)}`,
            });
        }
    }
    return checks;
}
/** Why this run did not pass; null for a passed run. */
function trialReason(r) {
    switch (r.status) {
        case 'passed':
            return null;
        case 'abstained':
            return {
                key: 'abstained',
                text: `abstained: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(r.responder?.reason || 'no reason given', REASON_CHARS)}`,
            };
        case 'skipped':
            if (r.outcome === 'not_run')
                return { key: 'skipped', text: 'skipped: skip: true in the test file' };
            return {
                key: 'skipped',
                text: `skipped, awaiting input: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(lastQuestion(r), REASON_CHARS)}`,
            };
        case 'error':
            return {
                key: `error:${r.outcome}`,
                text: `${r.outcome.replace(/_/g, ' ')}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(r.error?.message || 'no message', REASON_CHARS)}`,
            };
        case 'failed':
            // A conversation that never finished explains its failure better than its graders do.
            if (r.outcome === 'cap_exhausted')
                return capReason(r);
            return (failedChecks(r)[0] ?? { key: 'failed', text: 'failed without a failing grader on record' });
    }
}
/** The most frequent way a task's runs did not pass (ties: the first seen); null if all passed. */
function dominantReason(records) {
    const tally = new Map();
    for (const r of records) {
        const reason = trialReason(r);
        if (!reason)
            continue;
        const seen = tally.get(reason.key);
        if (seen)
            seen.count++;
        else
            tally.set(reason.key, { text: reason.text, count: 1 });
    }
    let best = null;
    for (const entry of tally.values())
        if (!best || entry.count > best.count)
            best = entry;
    return best && { ...best, of: records.length };
}
/** "2 of 3: grader `x`: feedback"; the count is left out for a single run. */
function formatDominant(d) {
    if (!d)
        return '—';
    return d.of > 1 ? `${d.count} of ${d.of}: ${d.text}` : d.text;
}


/***/ }),

/***/ 472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ regressedNote)
/* harmony export */ });
/* harmony import */ var _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7666);
// What "regressed" rests on in this comparison, said as it happened: confirmed against runs of
// the base commit made beside the head, or (none made, or none possible) the screening against
// the baseline alone. The console, report.md and report.html say the same.

function regressedNote(c) {
    const conf = c.confirmation;
    if (conf && !conf.base_unavailable && !conf.base_tampered)
        return _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .BUCKET_NOTES */ .nd.regressed;
    const why = conf?.base_tampered
        ? "the base commit's checkout was modified during the job, so its runs were discarded"
        : conf?.base_unavailable
            ? 'the base commit could not be run beside the head'
            : 'no runs of the base commit were made beside the head in this job';
    return `significant against the baseline alone, after Holm correction across the tasks compared (${why}): fails the check`;
}


/***/ }),

/***/ 5146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RO: () => (/* binding */ rowsOf),
/* harmony export */   kO: () => (/* binding */ buildRows)
/* harmony export */ });
/* unused harmony export GROUPS */
/* harmony import */ var _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7666);
/* harmony import */ var _reasons_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7063);
// The scorecard's model: one row per task, in one severity group. The verdict is the gate's own
// bucket (results/compare.ts), never re-derived here; the groups only order what a reviewer
// reads: regressed, newly failing, failing, abstaining, errors, then passing (and removed).


const GROUPS = [
    'regressed',
    'newly_failing',
    'failing',
    'abstaining',
    'errors',
    'passing',
    'removed',
];
const key = (suite, task) => `${suite}\u0000${task}`;
function groupOf(head, c, regressed) {
    const base = c?.base ?? null;
    // The gate's regressed list, not the task's bucket: an accepted regression (`/parley accept`)
    // is taken out of the list and shown with the tasks that fail on head.
    if (c && regressed.has(c))
        return { group: 'regressed', known: false };
    if (head.passed === head.trials)
        return { group: 'passing', known: false };
    if (head.failed > 0) {
        const baseClean = base !== null && base.verdicts > 0 && base.failed === 0;
        if (c?.bucket === 'possible_regression' || baseClean) {
            return { group: 'newly_failing', known: false };
        }
        return { group: 'failing', known: (base?.failed ?? 0) > 0 };
    }
    if (head.abstained > 0)
        return { group: 'abstaining', known: (base?.abstained ?? 0) > 0 };
    return { group: 'errors', known: (base?.errors ?? 0) + (base?.skipped ?? 0) > 0 };
}
/** Worst first within a group: the lowest share of passed runs, then the planned order. */
function severity(row) {
    const h = row.head;
    return h && h.trials ? h.passed / h.trials : 1;
}
function buildRows(summary, records, comparison) {
    const runs = new Map();
    for (const r of records) {
        const k = key(r.suite, r.task_id);
        const list = runs.get(k);
        if (list)
            list.push(r);
        else
            runs.set(k, [r]);
    }
    const compared = new Map(comparison?.tasks.map((t) => [key(t.suite, t.task_id), t]) ?? []);
    const regressed = new Set(comparison?.buckets.regressed ?? []);
    const rows = [];
    for (const suite of summary.suites) {
        for (const task of suite.tasks) {
            const k = key(suite.name, task.task_id);
            const c = compared.get(k);
            const head = c?.head ?? (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .taskSide */ .Xg)(task);
            const own = (runs.get(k) ?? []).sort((a, b) => a.trial - b.trial);
            rows.push({
                suite: suite.name,
                taskId: task.task_id,
                ...groupOf(head, c, regressed),
                head,
                ...(comparison ? { base: c?.base ?? null } : {}),
                ...(c ? { comparison: c } : {}),
                reason: (0,_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .dominantReason */ .$t)(own),
                records: own,
                ...(task.pass_interval && task.trials > 1 ? { interval: task.pass_interval } : {}),
                ...(task.quarantined ? { quarantined: task.quarantined } : {}),
            });
        }
    }
    // A task the budget kept from running at all is not "only in the base": the headline lists
    // it as not run.
    const notRun = new Set(summary.not_run?.tasks.map((t) => JSON.stringify([t.suite, t.task_id])));
    for (const c of comparison?.buckets.removed ?? []) {
        if (notRun.has(JSON.stringify([c.suite, c.task_id])))
            continue;
        rows.push({
            suite: c.suite,
            taskId: c.task_id,
            group: 'removed',
            head: null,
            base: c.base,
            comparison: c,
            known: false,
            reason: null,
            records: [],
        });
    }
    const order = new Map(rows.map((r, i) => [r, i]));
    return rows.sort((a, b) => GROUPS.indexOf(a.group) - GROUPS.indexOf(b.group) ||
        severity(a) - severity(b) ||
        order.get(a) - order.get(b));
}
function rowsOf(rows, group) {
    return rows.filter((r) => r.group === group);
}


/***/ }),

/***/ 7846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EW: () => (/* binding */ taskLabel),
/* harmony export */   Sw: () => (/* binding */ groupTable),
/* harmony export */   _B: () => (/* binding */ foldedGroup),
/* harmony export */   _D: () => (/* binding */ sideCell),
/* harmony export */   rU: () => (/* binding */ gateBlock)
/* harmony export */ });
/* unused harmony exports GROUP_TITLES, verdictCell */
/* harmony import */ var _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7666);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4031);
/* harmony import */ var _reasons_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7063);
/* harmony import */ var _scorecard_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5146);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6519);
// The scorecard: one table per severity group, one row per task (head k/n, base k/n and the
// gate's bucket when there is a baseline, and the dominant way it did not pass). What a reviewer
// must see is never folded (bounded, the rest said to be in the artifact); passing tasks and
// tasks only in the base fold into <details>.





const GROUP_TITLES = {
    regressed: 'Regressed',
    newly_failing: 'Newly failing',
    failing: 'Failing',
    abstaining: 'Abstaining',
    errors: 'Errors',
    passing: 'Passing',
    removed: 'Only in the base',
};
const arrows = (text) => text.replace(/->/g, '→');
/** What a group means, under its table. */
function groupNote(group, rows, comparison, regressed = _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .BUCKET_NOTES */ .nd.regressed) {
    const known = rows.filter((r) => r.known).length;
    const knownNote = known
        ? ` ${(0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(known, 'task')} marked known did not pass the same way on the base either.`
        : '';
    switch (group) {
        case 'regressed':
            return `_${arrows(regressed)}._`;
        case 'newly_failing':
            return `_Failed runs the base did not have. A possible regression is ${arrows(_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .BUCKET_NOTES */ .nd.possible_regression)}._`;
        case 'failing':
            return comparison ? `_Failed runs.${knownNote}_` : null;
        case 'abstaining':
            return `_The responder could not answer the agent from the brief: fix the brief or the skill.${knownNote}_`;
        case 'errors':
            return `_A run that ended in an error was not graded.${knownNote}_`;
        default:
            return null;
    }
}
const taskLabel = (row) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .m)(row.suite, 80)} / ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .m)(row.taskId, 80)}` +
    (row.quarantined
        ? ` (quarantined until ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .m)(row.quarantined.expires, 10)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .m)(row.quarantined.reason, 120)})`
        : '');
/** A bucket in a table cell: one task's verdict (TASK_BUCKETS titles are of lists). */
const VERDICT_WORDS = {
    regressed: 'regressed',
    possible_regression: 'possible regression',
    no_verdict: 'no verdict',
    newly_abstaining: 'newly abstaining',
    fixed: 'fixed',
    new: 'new',
    removed: 'removed',
    unchanged: 'unchanged',
};
/** The gate's bucket of the task, with its p-value or note: "Regressed, p = 0.00397". */
function verdictCell(c, known) {
    if (!c)
        return 'new';
    const parts = [];
    parts.push(VERDICT_WORDS[c.bucket]);
    if (c.confirmed_p !== undefined)
        parts.push('confirmed by re-runs', (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .pEquals */ .MG)(c.confirmed_p));
    else if (c.low_confidence)
        parts.push('1 trial, low confidence');
    else if (c.p_value !== null && (c.bucket === 'regressed' || c.bucket === 'possible_regression')) {
        parts.push((0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .pEquals */ .MG)(c.p_value));
    }
    if (c.bucket === 'no_verdict' && c.note) {
        parts[0] = `no verdict on ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .m)(c.note.replace(/^no verdict run on /, ''), 200)}`;
    }
    if (c.outcome_changed && c.bucket === 'unchanged' && c.base && c.head) {
        parts.push(`outcome ${c.base.outcome.replace(/_/g, ' ')} → ${c.head.outcome.replace(/_/g, ' ')}`);
    }
    const cell = parts.join(', ');
    return known ? `${cell} · **known**` : cell;
}
function header(comparison, why, ci) {
    return [
        'Task',
        'Head',
        ...(comparison ? ['Base', 'Verdict'] : []),
        ...(why ? ['Why not passed'] : []),
        // Last, so the columns a reviewer reads first keep their place.
        ...(ci ? ['Head 95% CI'] : []),
    ];
}
/** A table gets the interval column only when one of its tasks ran more than once. */
const hasInterval = (rows) => rows.some((r) => r.interval);
/**
 * A side's runs: "2/3" (+ the runs counted apart), or, when no run got a verdict, what they
 * were: "2 abstained, 0 graded" rather than a cryptic "0/0 +2 abstained".
 */
function sideCell(s) {
    if (!s || s.verdicts > 0)
        return (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSide */ .Xl)(s);
    const apart = [
        s.errors ? `${s.errors} error${s.errors === 1 ? '' : 's'}` : '',
        s.abstained ? `${s.abstained} abstained` : '',
        s.skipped ? `${s.skipped} skipped` : '',
    ].filter(Boolean);
    return apart.length ? `${apart.join(', ')}, 0 graded` : (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSide */ .Xl)(s);
}
/** The head's Wilson interval in whole percents, "21–94%"; "—" for a task run once. */
function intervalCell(r) {
    if (!r.interval)
        return '—';
    const pct = (n) => Math.round(n * 100);
    return `${pct(r.interval.low)}–${pct(r.interval.high)}%`;
}
function row(r, comparison, why, ci) {
    return [
        taskLabel(r),
        sideCell(r.head),
        ...(comparison ? [sideCell(r.base ?? null), verdictCell(r.comparison, r.known)] : []),
        ...(why ? [(0,_reasons_js__WEBPACK_IMPORTED_MODULE_4__/* .formatDominant */ .eF)(r.reason)] : []),
        ...(ci ? [intervalCell(r)] : []),
    ];
}
/** One never-folded group table, or null when the group is empty. */
function groupTable(rows, group, comparison, budget, 
/** What the regressed group rests on (report/regressed-note.ts); else confirmed runs. */
regressed) {
    const list = (0,_scorecard_model_js__WEBPACK_IMPORTED_MODULE_1__/* .rowsOf */ .RO)(rows, group);
    if (!list.length)
        return null;
    const ci = hasInterval(list);
    const table = (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .boundedTable */ .c8)(header(comparison, true, ci), list.map((r) => row(r, comparison, true, ci)), 'task', budget);
    const note = groupNote(group, list, comparison, regressed);
    return `### ${GROUP_TITLES[group]} (${list.length})\n\n${table}${note ? `\n\n${note}` : ''}`;
}
/** Passing tasks (or those only in the base), folded. */
function foldedGroup(rows, group, comparison) {
    const list = (0,_scorecard_model_js__WEBPACK_IMPORTED_MODULE_1__/* .rowsOf */ .RO)(rows, group);
    if (!list.length)
        return null;
    const ci = hasInterval(list);
    const table = (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .boundedTable */ .c8)(header(comparison, false, ci), list.map((r) => row(r, comparison, false, ci)));
    const title = `${GROUP_TITLES[group]}: ${(0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(list.length, 'task')}`;
    return `<details><summary>${title}</summary>\n\n${table}\n\n</details>`;
}
/** The gate's figures under the tables: the suite-level test, what the design can see, alpha. */
function gateBlock(comparison) {
    const lines = [];
    // A regressed suite is in the headline, never cut; here only when it did not fire.
    if (!comparison.suite.regressed)
        lines.push(arrows((0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .suiteLine */ .pC)(comparison)));
    const blind = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .blindLine */ .uv)(comparison);
    if (blind)
        lines.push(`_${arrows(blind)}_`);
    lines.push(`_Head and base: passed / verdict runs (passed + failed); errors, abstains and skips are counted apart. ` +
        `alpha ${comparison.alpha}: ${comparison.alpha_task} per task (Holm), ${comparison.alpha_suite} for the suite._`);
    return lines.join('\n\n');
}


/***/ }),

/***/ 5056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Kz: () => (/* reexport */ layout/* HISTORY_CACHE_DIR */.Kz),
  CX: () => (/* reexport */ layout/* HISTORY_FILE */.CX),
  Wu: () => (/* reexport */ layout/* HISTORY_HTML_FILE */.Wu),
  yG: () => (/* reexport */ layout/* RESULTS_FILE */.yG),
  D5: () => (/* binding */ ResultsReadError),
  u7: () => (/* reexport */ layout/* SUMMARY_FILE */.u7),
  ar: () => (/* binding */ ownRecordsOf),
  Y4: () => (/* binding */ pairwiseWriter),
  Uv: () => (/* binding */ readResultsDir),
  Er: () => (/* binding */ readSummaryFile),
  M$: () => (/* binding */ recordsOf),
  HU: () => (/* binding */ resultsDirBytes),
  L: () => (/* binding */ writeHtmlReport),
  cO: () => (/* binding */ writeJobFiles),
  Dn: () => (/* binding */ writeResultsDir)
});

// UNUSED EXPORTS: JUNIT_FILE, MAX_HISTORY_BYTES, MAX_HISTORY_RUNS, MAX_HISTORY_TASK_ENTRIES, MAX_LINE_LENGTH, MAX_PAIRWISE_BYTES, MAX_PAIR_ERROR, MAX_PAIR_REASON, MAX_RESULTS_BYTES, MAX_SUMMARY_BYTES, PAIRWISE_FILE, REPORT_FILE, REPORT_HTML_FILE, SUMMARY_TASKS, SUMMARY_TASK_BYTES, parseSummary, readPairwiseFile, writeReport

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(9444);
// EXTERNAL MODULE: ./src/shared/bound.ts
var bound = __webpack_require__(1521);
// EXTERNAL MODULE: ./src/results/schema.ts + 3 modules
var schema = __webpack_require__(5584);
;// CONCATENATED MODULE: ./src/results/jsonl.ts
// Reading results.jsonl back (parley report, compare, the action's report mode): the file is
// untrusted data, so every line is validated and a bad one is named by its line number.



/** A line's values beyond this (in characters of JSON) are cut. */
const MAX_LINE_CHARS = 50_000_000;
class ResultsFileError extends Error {
    file;
    line;
    constructor(file, line, message) {
        super(`${file}:${line}: ${message}`);
        this.file = file;
        this.line = line;
        this.name = 'ResultsFileError';
    }
}
/** One line of results.jsonl (1-based `line` for errors): validated and bounded, or null if blank. */
function parseResultLine(raw, file, line) {
    const text = raw.trim();
    if (text === '')
        return null;
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new ResultsFileError(file, line, `not valid JSON (${error.message})`);
    }
    // Untrusted (a fork's artifact): bounded before anything renders or compares it.
    const parsed = schema/* RunRecord */.d3.safeParse((0,bound/* boundValue */.O)(json, { maxBytes: MAX_LINE_CHARS }));
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const path = issue.path.join('.') || '(line)';
        throw new ResultsFileError(file, line, `${path}: ${issue.message}`);
    }
    return parsed.data;
}
function parseResults(text, file) {
    const records = [];
    text.split('\n').forEach((raw, index) => {
        const record = parseResultLine(raw, file, index + 1);
        if (record)
            records.push(record);
    });
    return records;
}
function readResults(file) {
    return parseResults(readFileSync(file, 'utf8'), file);
}

// EXTERNAL MODULE: ./src/results/reason.ts
var results_reason = __webpack_require__(8128);
// EXTERNAL MODULE: ./src/results/record.ts
var record = __webpack_require__(6269);
;// CONCATENATED MODULE: ./src/results/junit.ts
// junit.xml for test-report tools: one <testsuite> per suite, one <testcase> per run. Failed and
// abstained runs are <failure> (type = outcome, so abstains stay distinguishable), errors are
// <error>, skipped runs <skipped>. Agent text is escaped and truncated like everywhere else.


const MAX_TEXT = 4000;
function xml(text) {
    return (text
        // Characters XML 1.0 cannot carry at all.
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '?')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;'));
}
const clip = (text) => text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}... (truncated)` : text;
function testcase(r) {
    const name = `${r.task_id} #${r.trial}`;
    const open = `    <testcase classname="${xml(r.suite)}" name="${xml(name)}" time="${(r.duration_ms / 1000).toFixed(3)}"`;
    if (r.status === 'passed')
        return `${open}/>`;
    const reason = xml(clip((0,results_reason/* notPassedReason */.y)(r).text));
    const element = r.status === 'error'
        ? `<error type="${r.outcome}" message="${reason}"/>`
        : r.status === 'skipped'
            ? `<skipped message="${reason}"/>`
            : `<failure type="${r.outcome}" message="${reason}"/>`;
    return `${open}>\n      ${element}\n    </testcase>`;
}
function renderJunit(summary, records) {
    const suites = summary.suites.map((suite) => {
        // The summary's runs: confirmation re-runs (the head's, and the base's concurrent ones) are
        // the verdict's, in results.jsonl but not counted, as in summary.json.
        const runs = records.filter((r) => r.suite === suite.name &&
            r.suite_file === suite.file &&
            !r.confirmation &&
            r.side !== 'base' &&
            !(0,record/* isWithoutSkillRun */.DZ)(r));
        const by = suite.counts.by_status;
        const failures = (by.failed ?? 0) + (by.abstained ?? 0);
        const time = runs.reduce((a, r) => a + r.duration_ms, 0) / 1000;
        return [
            `  <testsuite name="${xml(suite.name)}" tests="${runs.length}" failures="${failures}" errors="${by.error ?? 0}" skipped="${by.skipped ?? 0}" time="${time.toFixed(3)}">`,
            ...runs.map(testcase),
            '  </testsuite>',
        ].join('\n');
    });
    const by = summary.counts.by_status;
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="parley" tests="${summary.counts.runs}" failures="${(by.failed ?? 0) + (by.abstained ?? 0)}" errors="${by.error ?? 0}" skipped="${by.skipped ?? 0}" time="${(summary.duration_ms / 1000).toFixed(3)}">`,
        ...suites,
        '</testsuites>',
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./src/results/pairwise-schema.ts
var pairwise_schema = __webpack_require__(5678);
// EXTERNAL MODULE: ./src/results/layout.ts
var layout = __webpack_require__(8534);
// EXTERNAL MODULE: ./src/results/writer.ts
var results_writer = __webpack_require__(4787);
;// CONCATENATED MODULE: ./src/results/files.ts
// The results directory, in one place: results.jsonl (streamed by the engine as runs finish,
// through ResultsWriter), summary.json, junit.xml, report.md and report.html (written when the
// job ends), and reading them back. What is read back is untrusted data (a fork's artifact, a cache entry, a
// file given on the command line): size-bounded and schema-validated, and an error names the
// file and what is wrong with it.












// The names and bounds, for the readers that import them with the functions here.

/** A results file that cannot be read or is not what Parley writes. */
class ResultsReadError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ResultsReadError';
    }
}
/** Writes one file of the results directory; a failure names it (a ResultsWriteError). */
function writeOne(dir, name, content) {
    const path = name === null ? dir : (0,external_node_path_.join)(dir, name);
    try {
        if (name === null)
            (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        else
            (0,external_node_fs_.writeFileSync)(path, content);
    }
    catch (error) {
        throw new results_writer/* ResultsWriteError */.c6(path, (0,results_writer/* writeReason */.UR)(error));
    }
}
/** The files of a finished job, beside its streamed results.jsonl. */
function writeJobFiles(dir, files) {
    writeOne(dir, null, '');
    writeOne(dir, layout/* SUMMARY_FILE */.u7, `${JSON.stringify(files.summary, null, 2)}\n`);
    writeOne(dir, layout/* JUNIT_FILE */.Gl, renderJunit(files.summary, files.records));
    writeOne(dir, layout/* REPORT_FILE */.Uq, files.report);
}
/** A whole results directory at once (merged shards), results.jsonl included. */
function writeResultsDir(dir, files) {
    // Line by line, as a run streams it: never one string of every record, never a partial line.
    const writer = new results_writer/* ResultsWriter */.QU((0,external_node_path_.join)(dir, layout/* RESULTS_FILE */.yG));
    try {
        for (const record of files.records)
            writer.append(record);
    }
    finally {
        writer.close();
    }
    writeJobFiles(dir, files);
}
/** report.md alone: the job's report once the baseline comparison is known. */
function writeReport(dir, report) {
    writeOne(dir, REPORT_FILE, report);
}
/**
 * report.html, written as it is rendered (chunk by chunk, never one string of the whole page).
 * An error of the renderer (a results.jsonl line that cannot be read) is thrown as it is.
 */
function writeHtmlReport(dir, chunks) {
    const path = (0,external_node_path_.join)(dir, layout/* REPORT_HTML_FILE */.Ci);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'w');
    }
    catch (error) {
        throw new results_writer/* ResultsWriteError */.c6(path, (0,results_writer/* writeReason */.UR)(error));
    }
    try {
        for (const chunk of chunks) {
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
            let written = 0;
            try {
                // A write may be short (a full disk): the rest is written until it is all there.
                while (written < bytes.length)
                    written += (0,external_node_fs_.writeSync)(fd, bytes, written);
            }
            catch (error) {
                throw new results_writer/* ResultsWriteError */.c6(path, (0,results_writer/* writeReason */.UR)(error));
            }
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * pairwise.jsonl of a skill-lift job, started anew: each judged pair is a line as it finishes
 * (job/pairwise-step.ts). A file that cannot be opened is a ResultsWriteError.
 */
function pairwiseWriter(dir) {
    return new results_writer/* JsonLinesWriter */.nX((0,external_node_path_.join)(dir, layout/* PAIRWISE_FILE */.my));
}
/** A results directory's pairwise.jsonl: bounded, every line validated; an error names the line. */
function readPairwiseFile(dir) {
    const file = join(dir, PAIRWISE_FILE);
    const { values, errors } = parseJsonLines(readBounded(file, MAX_PAIRWISE_BYTES), file, PairwiseLine);
    const first = errors[0];
    if (first) {
        throw new ResultsReadError(`${first.file}:${first.line}: ${first.path || '(line)'}: ${first.message}`);
    }
    return values;
}
/** A regular file's text, bounded as it is read (a FIFO or /dev/zero is refused, not read). */
function readBounded(file, max) {
    try {
        return (0,read_file/* readRegularFile */.X)(file, max).toString('utf8');
    }
    catch (error) {
        if (error instanceof read_file/* FileReadError */.t)
            throw new ResultsReadError(error.message);
        throw error;
    }
}
/** A summary.json, or the one in a results directory: bounded, validated. */
function readSummaryFile(path) {
    let file = path;
    try {
        if ((0,external_node_fs_.statSync)(path).isDirectory())
            file = (0,external_node_path_.join)(path, layout/* SUMMARY_FILE */.u7);
    }
    catch {
        throw new ResultsReadError(`${path}: no such file or directory`);
    }
    return parseSummary(readBounded(file, layout/* MAX_SUMMARY_BYTES */.Q0), file);
}
/** summary.json text from anywhere (an artifact, the cache): validated, errors name `file`. */
function parseSummary(text, file) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new ResultsReadError(`${file}: not valid JSON (${error.message})`);
    }
    const parsed = schema/* Summary */.BD.safeParse(withEveryOutcome(json));
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ResultsReadError(`${file}: not a Parley summary: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    return parsed.data;
}
/**
 * A summary written before an outcome existed (a baseline from an older Parley) counts none of
 * it: every `by_outcome` it holds gets the missing outcomes as 0, so it still reads.
 */
function withEveryOutcome(json, depth = 0) {
    if (depth > 8 || json === null || typeof json !== 'object')
        return json;
    if (Array.isArray(json)) {
        for (const item of json)
            withEveryOutcome(item, depth + 1);
        return json;
    }
    const object = json;
    const byOutcome = object.by_outcome;
    if (byOutcome && typeof byOutcome === 'object' && !Array.isArray(byOutcome)) {
        const counts = byOutcome;
        for (const outcome of record/* OUTCOMES */.im)
            if (!(outcome in counts))
                counts[outcome] = 0;
    }
    for (const value of Object.values(object))
        withEveryOutcome(value, depth + 1);
    return json;
}
/** What reading a results directory would read: its summary.json and results.jsonl, in bytes. */
function resultsDirBytes(dir) {
    let bytes = 0;
    for (const name of [layout/* SUMMARY_FILE */.u7, layout/* RESULTS_FILE */.yG]) {
        try {
            bytes += (0,external_node_fs_.statSync)((0,external_node_path_.join)(dir, name)).size;
        }
        catch {
            // missing: readResultsDir says so
        }
    }
    return bytes;
}
/** A results directory: its summary and every run, consistent with each other. */
function readResultsDir(dir) {
    const summary = readSummaryFile((0,external_node_path_.join)(dir, layout/* SUMMARY_FILE */.u7));
    const resultsFile = (0,external_node_path_.join)(dir, layout/* RESULTS_FILE */.yG);
    let records;
    try {
        records = parseResults(readBounded(resultsFile, layout/* MAX_RESULTS_BYTES */.ue), resultsFile);
    }
    catch (error) {
        if (error instanceof ResultsReadError)
            throw error;
        throw new ResultsReadError(error.message);
    }
    // Confirmation runs and a skill-lift job's runs without the skill are in results.jsonl but not
    // in summary.json's counts.
    const counted = records.filter((r) => !r.confirmation && !(0,record/* isWithoutSkillRun */.DZ)(r)).length;
    if (counted !== summary.counts.runs) {
        throw new ResultsReadError(`${dir}: results.jsonl has ${counted} run(s) but summary.json counts ${summary.counts.runs}`);
    }
    return { dir, summary, records };
}
/** Bytes read from results.jsonl at a time by recordsOf(). */
const READ_CHUNK = 1024 * 1024;
/** Characters of a line recordsOf() accepts: the one thing it holds whole. */
const MAX_LINE_LENGTH = layout/* MAX_RESULTS_BYTES */.ue;
/**
 * The runs of a results directory's results.jsonl, one line at a time: never the whole file in
 * memory, so a file of any size can be read (a long job's own results), but no line longer than
 * MAX_LINE_LENGTH. Every line is validated; an error names file and line.
 */
function recordsOf(dir) {
    return linesOf(dir, parseResultLine);
}
/**
 * The runs of a results.jsonl this very process wrote in this job (its own, trusted): parsed,
 * not validated nor bounded again, which is most of what reading it back costs.
 */
function ownRecordsOf(dir) {
    return linesOf(dir, (raw) => (raw.trim() === '' ? null : JSON.parse(raw)));
}
function* linesOf(dir, parse) {
    const file = (0,external_node_path_.join)(dir, layout/* RESULTS_FILE */.yG);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch {
        throw new ResultsReadError(`${file}: missing`);
    }
    try {
        if (!(0,external_node_fs_.fstatSync)(fd).isFile())
            throw new ResultsReadError(`${file}: not a regular file`);
        const decoder = new external_node_string_decoder_.StringDecoder('utf8');
        const buffer = Buffer.alloc(READ_CHUNK);
        let pending = '';
        let line = 0;
        for (let read = (0,external_node_fs_.readSync)(fd, buffer); read > 0; read = (0,external_node_fs_.readSync)(fd, buffer)) {
            pending += decoder.write(buffer.subarray(0, read));
            let start = 0;
            for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n', start)) {
                const record = parse(pending.slice(start, end), file, ++line);
                start = end + 1;
                if (record)
                    yield record;
            }
            pending = pending.slice(start);
            if (pending.length > MAX_LINE_LENGTH)
                throw new ResultsReadError(`${file}:${line + 1}: a line longer than the ${MAX_LINE_LENGTH} characters allowed`);
        }
        const record = parse(pending + decoder.end(), file, ++line);
        if (record)
            yield record;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}


/***/ }),

/***/ 9886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ finalOutput)
/* harmony export */ });
/** The agent's last message (JSON output, Yao final assertions). */
function finalOutput(run) {
    for (let i = run.turns.length - 1; i >= 0; i--) {
        const output = run.turns[i].output;
        if (output.trim())
            return output;
    }
    return '';
}


/***/ })

};
;