"use strict";
exports.id = 9666;
exports.ids = [9666];
exports.modules = {

/***/ 9666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   poolCommand: () => (/* binding */ poolCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _results_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6269);
/* harmony import */ var _verdict_pool_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6795);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1165);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8619);
// `parley pool add POOL SUMMARY [--keep K] [--max-age DAYS]`: the pooled baseline the action
// keeps in its cache, kept in a file instead: SUMMARY's per-task counts join POOL's (the last K
// base runs per task; a changed task, a disagreeing or too old run, a suite-wide drift restart
// or trim it: verdict/pool.ts). POOL need not exist yet (SUMMARY becomes it). Exit 0 when POOL
// was written, 2 when a file is invalid or cannot be written.






function whole(name, value, min, max, fallback) {
    if (value === undefined)
        return fallback;
    const n = Number(value);
    if (!/^\d+$/.test(String(value)) || n < min || n > max) {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`--${name}: expected a whole number from ${min} to ${max}, got "${String(value)}"`);
    }
    return n;
}
/** Written next to the target, then renamed over it: a reader never sees half a file. */
function writeAtomically(path, text) {
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}.${process.pid}.tmp`);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(temp, text);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temp, path);
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temp, { force: true });
        throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${path}: cannot be written (${error.message})`);
    }
}
const poolCommand = {
    name: 'pool',
    usage: 'pool add POOL SUMMARY [--keep K] [--max-age DAYS]',
    options: { keep: { type: 'string' }, 'max-age': { type: 'string' } },
    help: {
        keep: `K base runs kept per task (default ${_verdict_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_POOL */ .D5}, at most ${_results_record_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_POOL */ .UJ})`,
        'max-age': `DAYS pooled runs older than this leave the pool (default ${_verdict_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_POOL_MAX_AGE_DAYS */ .eF})`,
    },
    async run(values, positionals) {
        const [action, poolPath, summaryPath, ...extra] = positionals;
        if (action !== 'add' || !poolPath || !summaryPath || extra.length) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`expected "pool add POOL SUMMARY", got "pool ${positionals.join(' ')}"`.trimEnd());
        }
        const keep = whole('keep', values.keep, 1, _results_record_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_POOL */ .UJ, _verdict_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_POOL */ .D5);
        const maxAgeDays = whole('max-age', values['max-age'], 1, 3650, _verdict_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_POOL_MAX_AGE_DAYS */ .eF);
        const summary = (0,_compare_js__WEBPACK_IMPORTED_MODULE_4__.readSummary)(summaryPath);
        const previous = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(poolPath) ? (0,_compare_js__WEBPACK_IMPORTED_MODULE_4__.readSummary)(poolPath) : null;
        const pooled = (0,_verdict_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .addToPool */ .$Y)(previous, summary, keep, { maxAgeDays });
        writeAtomically(poolPath, `${JSON.stringify(pooled, null, 2)}\n`);
        const tasks = pooled.suites.flatMap((s) => s.tasks);
        const multi = tasks.filter((t) => (t.pool?.length ?? 1) > 1).length;
        console.log(previous
            ? `parley pool: ${poolPath}: ${multi} of ${tasks.length} task(s) pool more than one base run (keep ${keep})`
            : `parley pool: ${poolPath}: started from ${summaryPath} (${tasks.length} task(s))`);
        const changes = pooled.pool_changes;
        if (changes?.restarted)
            console.log(`parley pool: ${changes.restarted}`);
        for (const t of changes?.tasks ?? []) {
            console.log(`parley pool: ${t.suite} / ${t.task_id}: ${t.dropped} run(s) dropped: ${t.reason}`);
        }
        return 0;
    },
};


/***/ })

};
;