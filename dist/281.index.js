export const id = 281;
export const ids = [281];
export const modules = {

/***/ 20281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   judgeLiftPairs: () => (/* binding */ judgeLiftPairs),
/* harmony export */   pairwiseSuites: () => (/* binding */ pairwiseSuites)
/* harmony export */ });
/* harmony import */ var _results_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78356);
/* harmony import */ var _suites_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33148);
/* harmony import */ var _verdict_skill_lift_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8106);
/* harmony import */ var _results_record_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52544);
// A skill-lift job's pairwise judges, after its runs and before the comparison: every suite with
// a `type: pairwise` grader has its with- and without-skill pairs judged (pairwise-step.ts), and
// summary.json's `skill_lift.pairwise` gets the wins, losses and ties with their sign test.
// Loaded only for a skill-lift job with a pairwise grader.




/** The suites of the job that have a pairwise grader (the suite's or a task's). */
function pairwiseSuites(result) {
    const suites = new Map();
    for (const run of result.planned)
        suites.set(run.suite.file, run.suite);
    return [...suites.values()].filter((s) => s.graders.some(_suites_model_js__WEBPACK_IMPORTED_MODULE_1__/* .isPairGrader */ .cG) || s.tasks.some((t) => t.graders.some(_suites_model_js__WEBPACK_IMPORTED_MODULE_1__/* .isPairGrader */ .cG)));
}
async function judgeLiftPairs(result, suites, signal) {
    const lift = result.summary.skill_lift;
    if (!lift || !result.judge || !suites.length)
        return;
    const { judgePairs } = await __webpack_require__.e(/* import() */ 32).then(__webpack_require__.bind(__webpack_require__, 19032));
    // The conversations in full: the job's own results.jsonl (the digests keep no transcripts),
    // keeping only the two arms' runs of the suites judged, not every conversation of the job.
    const judgedSuites = new Set(suites.map((suite) => suite.name));
    const records = [];
    for (const record of (0,_results_files_js__WEBPACK_IMPORTED_MODULE_0__/* .ownRecordsOf */ .ar)(result.resultsDir))
        if (record.skill_arm && judgedSuites.has(record.suite))
            records.push(record);
    const total = { wins: 0, losses: 0, ties: 0, errors: 0, skipped: 0 };
    const tasks = [];
    for (const suite of suites) {
        const judged = await judgePairs({
            suite,
            records,
            judge: result.judge,
            resultsDir: result.resultsDir,
            signal,
            redact: result.redact,
        });
        for (const key of Object.keys(total))
            total[key] += judged[key];
        for (const [task, counts] of Object.entries(judged.byTask))
            tasks.push({ suite: suite.name, task, ...counts });
    }
    const sign = (0,_verdict_skill_lift_js__WEBPACK_IMPORTED_MODULE_2__/* .signTest */ .W)(total.wins, total.losses, total.ties);
    lift.pairwise = {
        ...total,
        p_two_sided: sign.p_two_sided,
        p_wins: sign.p_wins,
        p_losses: sign.p_losses,
        tasks: tasks.slice(0, _results_record_values_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_IMPACT_TASKS */ .j1),
    };
}


/***/ })

};
