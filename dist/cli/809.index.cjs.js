"use strict";
exports.id = 809;
exports.ids = [809];
exports.modules = {

/***/ 4891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ filterMatches)
/* harmony export */ });
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2856);
// A task filter as users write it (`--task`, the `tasks` input, `/parley rerun`, `/parley
// accept`): a task id or name, `*` = any characters, case-insensitive. One meaning everywhere.
// Matched with re2js (RE2: linear time in the name): a filter of many stars as a backtracking
// regex took minutes per name, and an accepted filter would stall every later run of the commit.

const compiled = new Map();
function filterPattern(filter) {
    let pattern = compiled.get(filter);
    if (!pattern) {
        const body = filter
            .split('*')
            .map((part) => re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.quote(part))
            .join('.*');
        pattern = re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.compile(`^${body}$`, re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.CASE_INSENSITIVE);
        if (compiled.size >= 1000)
            compiled.clear();
        compiled.set(filter, pattern);
    }
    return pattern;
}
/** Whether a filter picks a task known by any of these names (its id, its name, …). */
function filterMatches(filter, names) {
    const pattern = filterPattern(filter);
    return names.some((name) => pattern.matcher(name).find());
}


/***/ }),

/***/ 809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyQuarantine: () => (/* binding */ applyQuarantine)
/* harmony export */ });
/* harmony import */ var _shared_task_filter_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4891);

/**
 * Marks the tasks each rule covers. `subset`: the job loads only some of the project's suites
 * (paths given), so a rule naming a suite that was not loaded is not a typo.
 */
function applyQuarantine(suites, rules, diagnostics, subset) {
    for (const rule of rules) {
        let matched = 0;
        for (const suite of suites) {
            for (const task of suite.tasks) {
                if (!(0,_shared_task_filter_js__WEBPACK_IMPORTED_MODULE_0__/* .filterMatches */ .w)(rule.task, [task.id, task.name, `${suite.name}/${task.id}`]))
                    continue;
                matched++;
                task.quarantine ??= { reason: rule.reason, expires: rule.expires };
            }
        }
        if (matched || (subset && !namesLoadedSuite(rule.task, suites)))
            continue;
        diagnostics.warnings.push({
            ...rule.where,
            path: 'quarantine',
            message: `'${rule.task}' matches no task of the suites loaded: it quarantines nothing (write "<suite>/<task id>", a task id or name; * matches any characters)`,
        });
    }
}
/** Whether a `suite/task` rule's suite part is one of the loaded suites (or it has no suite part). */
function namesLoadedSuite(filter, suites) {
    const slash = filter.indexOf('/');
    if (slash < 0)
        return true;
    const suite = filter.slice(0, slash);
    return suites.some((s) => (0,_shared_task_filter_js__WEBPACK_IMPORTED_MODULE_0__/* .filterMatches */ .w)(suite, [s.name]));
}


/***/ })

};
;