export const id = 977;
export const ids = [977];
export const modules = {

/***/ 27977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RunBudget: () => (/* binding */ RunBudget),
/* harmony export */   u: () => (/* binding */ remainingBudget)
/* harmony export */ });
/* harmony import */ var _results_cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35353);
// A job's budget (`max-runs`, `max-cost`): one object shared by every runSuites call of the job
// (screening, then confirmation's head and base runs), so they all count against it. Once it is
// reached no new run starts (those under way finish); the runs not started are kept, per task,
// for summary.json's `not_run` and the gate, which calls those tasks inconclusive.
// In a matrix the limits are the whole matrix's: a shard keeps its share (shareFor), and the
// confirmation job after the shards what they left (remainingBudget).

class RunBudget {
    limits;
    started = 0;
    spent = 0;
    prices;
    /** Why no new run may start; undefined while the budget allows one. */
    reached;
    skipped = new Map();
    skippedRuns = 0;
    part = { of: 'job' };
    kept;
    /** `limits`: as configured, the job's (or the whole matrix's: see shareFor, remainingBudget). */
    constructor(limits) {
        this.limits = limits;
        this.kept = limits;
    }
    /** What this job may spend: the limits, a shard's share of them, or what the shards left. */
    get keeps() {
        return this.kept;
    }
    /**
     * A shard's share of the matrix's budget: its planned runs' part of every shard's planned runs
     * (max-runs floored, so the shares never sum past it; max-cost in proportion). Set once, from
     * the screening's plan before any run starts; the shard's confirmation runs count against it.
     */
    shareFor(shard, runs, matrixRuns) {
        if (this.part.of !== 'job' || this.started > 0)
            return;
        const { maxRuns, maxCost } = this.limits;
        const planned = Math.max(0, Math.min(runs, matrixRuns));
        this.part = { of: 'share', shard };
        this.kept = {
            ...(maxRuns !== undefined
                ? { maxRuns: matrixRuns > 0 ? Math.floor((maxRuns * planned) / matrixRuns) : 0 }
                : {}),
            ...(maxCost !== undefined
                ? { maxCost: matrixRuns > 0 ? (maxCost * planned) / matrixRuns : 0 }
                : {}),
        };
    }
    /** What the shards left (remainingBudget): the limits less what they used. */
    leftAfter(used, unknown) {
        const { maxRuns, maxCost } = this.limits;
        const cost = used.cost ?? 0;
        this.part = { of: 'rest', used: { runs: used.runs, cost }, ...(unknown ? { unknown } : {}) };
        this.kept = {
            ...(maxRuns !== undefined ? { maxRuns: Math.max(0, maxRuns - used.runs) } : {}),
            ...(maxCost !== undefined ? { maxCost: Math.max(0, maxCost - cost) } : {}),
        };
    }
    /** The prices the job's runs are costed at (set once the project config is loaded). */
    usePrices(prices) {
        this.prices ??= prices;
    }
    /** Whether one more run may start; counts it when it may. */
    tryStart() {
        if (this.reached)
            return false;
        const { maxRuns, maxCost } = this.kept;
        if (this.part.of === 'rest' && this.part.unknown) {
            this.reached = this.part.unknown;
            return false;
        }
        if (maxCost !== undefined && !this.prices) {
            this.reached = `max-cost ${money(this.limits.maxCost)} needs a prices table (the \`prices\` setting), so no run was started`;
            return false;
        }
        if (maxRuns !== undefined && this.started >= maxRuns) {
            this.reached = this.runsReached(maxRuns);
            return false;
        }
        if (maxCost !== undefined && this.spent >= maxCost) {
            this.reached = this.costReached(maxCost);
            return false;
        }
        this.started++;
        return true;
    }
    /** "the budget of 10 run(s) (max-runs) was reached", or a shard's, or the confirmation's. */
    runsReached(maxRuns) {
        const part = this.part;
        const matrix = this.limits.maxRuns;
        if (part.of === 'share')
            return `shard ${part.shard}'s share, ${maxRuns} of the matrix's max-runs ${matrix}, was reached`;
        if (part.of === 'rest')
            return `the matrix's max-runs ${matrix} was reached: the shards started ${part.used.runs} run(s), which left ${maxRuns} for the confirmation`;
        return `the budget of ${maxRuns} run(s) (max-runs) was reached`;
    }
    costReached(maxCost) {
        const part = this.part;
        const matrix = (0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E)(this.limits.maxCost);
        if (part.of === 'share')
            return `shard ${part.shard}'s share, ${(0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E)(maxCost)} of the matrix's max-cost ${matrix}, was reached: ${money(this.spent)} spent`;
        if (part.of === 'rest')
            return `the matrix's max-cost ${matrix} was reached: the shards spent ${(0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E)(part.used.cost)}, which left ${(0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E)(maxCost)} for the confirmation (${money(this.spent)} spent)`;
        return `the budget of ${money(maxCost)} (max-cost) was reached: ${money(this.spent)} spent`;
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
/**
 * The budget of the confirmation job after a matrix's shards: the matrix's limits less what the
 * shards used. Runs: each record the shards wrote is one run started (the attempts of a retried
 * run are one record); given the summary alone, its count of runs. Dollars: the records at
 * `prices` (as results/cost.ts prices them), else the merged summary's `cost`. Under max-cost,
 * a cost of the shards that is unknown leaves nothing that could be kept: the confirmation
 * starts no run and its not_run says why. Undefined when no limit is set.
 */
function remainingBudget(limits, merged, prices) {
    const { maxRuns, maxCost } = limits;
    if (maxRuns === undefined && maxCost === undefined)
        return undefined;
    const budget = new RunBudget({
        ...(maxRuns !== undefined ? { maxRuns } : {}),
        ...(maxCost !== undefined ? { maxCost } : {}),
    });
    budget.usePrices(prices);
    const summary = 'records' in merged ? merged.summary : merged;
    const records = 'records' in merged ? [...merged.records] : undefined;
    const runs = records ? records.length : summary.counts.runs;
    if (maxCost === undefined) {
        budget.leftAfter({ runs });
        return budget;
    }
    const priced = records && prices ? (0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .costOf */ .h)(records, prices) : summary.cost;
    const total = priced?.total;
    if (total === null || total === undefined || !Number.isFinite(total)) {
        const why = !priced
            ? 'no prices table priced their runs'
            : priced.unknown.join('; ') || 'not a finite number';
        budget.leftAfter({ runs }, `the shards' cost is unknown (${why}), so what they left of the matrix's max-cost ${(0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E)(maxCost)} is unknown and no confirmation run was started`);
    }
    else
        budget.leftAfter({ runs, cost: total });
    return budget;
}


/***/ })

};
