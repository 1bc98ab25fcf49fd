"use strict";
exports.id = 9332;
exports.ids = [9332];
exports.modules = {

/***/ 9332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   taskFilterMatches: () => (/* binding */ taskFilterMatches)
/* harmony export */ });
/* harmony import */ var _shared_task_filter_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4891);
// Whether a task filter (an id or a name, `*` wildcards, case-insensitive) picks a task. Apart
// from plan.ts, which loads it (and re2js, shared/task-filter.ts) only for a job with a filter.

function taskFilterMatches(filter, task) {
    return (0,_shared_task_filter_js__WEBPACK_IMPORTED_MODULE_0__/* .filterMatches */ .w)(filter, [task.id, task.name]);
}


/***/ }),

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


/***/ })

};
;