export const id = 165;
export const ids = [165];
export const modules = {

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
    const p = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.formatP)(value);
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
        return (0,_results_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readResultsDir */ .Uv)(path).records;
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
    const groups = _verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.TASK_BUCKETS.map(([key, title]) => [
        title.toLowerCase(),
        _verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.BUCKET_NOTES[key],
        c.buckets[key],
    ]);
    groups.push(['outcome changed', 'the most common outcome changed', c.outcome_changes]);
    for (const [title, note, tasks] of groups) {
        if (!tasks.length)
            continue;
        lines.push('', `${title} (${tasks.length}): ${note}`);
        for (const t of tasks) {
            const outcome = t.outcome_changed ? ` [${t.base.outcome} -> ${t.head.outcome}]` : '';
            lines.push(`  ${clean(t.suite)} / ${clean(t.task_id)}: ${(0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.formatSide)(t.base)} -> ${(0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.formatSide)(t.head)}${outcome}${detail(t)}`);
        }
    }
    lines.push('', (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.suiteLine)(c).replace(/^Suite:/, 'suite:'));
    const blind = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.blindLine)(c);
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


/***/ })

};
