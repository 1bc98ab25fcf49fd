export const id = 977;
export const ids = [977];
export const modules = {

/***/ 27977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RunBudget: () => (/* binding */ RunBudget)
/* harmony export */ });
/* harmony import */ var _results_cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35353);
// A job's budget (`max-runs`, `max-cost`): one object shared by every runSuites call of the job
// (screening, then confirmation's head and base runs), so they all count against it. Once it is
// reached no new run starts (those under way finish); the runs not started are kept, per task,
// for summary.json's `not_run` and the gate, which calls those tasks inconclusive.

class RunBudget {
    limits;
    started = 0;
    spent = 0;
    prices;
    /** Why no new run may start; undefined while the budget allows one. */
    reached;
    skipped = new Map();
    skippedRuns = 0;
    constructor(limits) {
        this.limits = limits;
    }
    /** The prices the job's runs are costed at (set once the project config is loaded). */
    usePrices(prices) {
        this.prices ??= prices;
    }
    /** Whether one more run may start; counts it when it may. */
    tryStart() {
        if (this.reached)
            return false;
        const { maxRuns, maxCost } = this.limits;
        if (maxCost !== undefined && !this.prices) {
            this.reached = `max-cost ${money(maxCost)} needs a prices table (the \`prices\` setting), so no run was started`;
            return false;
        }
        if (maxRuns !== undefined && this.started >= maxRuns) {
            this.reached = `the budget of ${maxRuns} run(s) (max-runs) was reached`;
            return false;
        }
        if (maxCost !== undefined && this.spent >= maxCost) {
            this.reached = `the budget of ${money(maxCost)} (max-cost) was reached: ${money(this.spent)} spent`;
            return false;
        }
        this.started++;
        return true;
    }
    /** A finished run's cost; a cost that cannot be known stops the spending under max-cost. */
    finished(record) {
        if (this.limits.maxCost === undefined || !this.prices)
            return;
        const cost = (0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .costOf */ .h)([record], this.prices);
        if (cost.total === null || !Number.isFinite(cost.total)) {
            this.reached ??= `the cost of a run is unknown (${cost.unknown.join('; ')}), so max-cost ${money(this.limits.maxCost)} cannot be kept`;
        }
        else
            this.spent += cost.total;
    }
    /** A planned run that did not start because the budget was reached. */
    notStarted(suite, taskId) {
        this.skippedRuns++;
        const key = JSON.stringify([suite, taskId]);
        const task = this.skipped.get(key);
        if (task)
            task.runs++;
        else
            this.skipped.set(key, { suite, task_id: taskId, runs: 1 });
    }
    /** What did not run, for summary.json; undefined when every planned run started. */
    notRun() {
        if (!this.skippedRuns)
            return undefined;
        return {
            reason: this.reached ?? 'the budget was reached',
            runs: this.skippedRuns,
            tasks: [...this.skipped.values()].slice(0, 10_000),
        };
    }
}
const money = (n) => `$${n.toFixed(2)}`;


/***/ })

};
