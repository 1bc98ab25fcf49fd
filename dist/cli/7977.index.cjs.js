"use strict";
exports.id = 7977;
exports.ids = [7977];
exports.modules = {

/***/ 7977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RunBudget: () => (/* binding */ RunBudget)
/* harmony export */ });
/* unused harmony export remainingBudget */
/* harmony import */ var _results_cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5353);
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
    const priced = records && prices ? costOf(records, prices) : summary.cost;
    const total = priced?.total;
    if (total === null || total === undefined || !Number.isFinite(total)) {
        const why = !priced
            ? 'no prices table priced their runs'
            : priced.unknown.join('; ') || 'not a finite number';
        budget.leftAfter({ runs }, `the shards' cost is unknown (${why}), so what they left of the matrix's max-cost ${dollars(maxCost)} is unknown and no confirmation run was started`);
    }
    else
        budget.leftAfter({ runs, cost: total });
    return budget;
}


/***/ }),

/***/ 5353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ dollars),
/* harmony export */   h: () => (/* binding */ costOf)
/* harmony export */ });
const ROLES = ['agent', 'responder', 'judge'];
const PER = 1_000_000;
/** Dollars of one model's tokens; cached input costs `cached_input` (else `input`). */
function priced(price, input, cached, output) {
    const rate = price.cached_input ?? price.input;
    return ((input - cached) * price.input + cached * rate + output * price.output) / PER;
}
/**
 * One role's usage of one run: each model's tokens at its price; tokens no model is named for
 * (an ACP agent's) at `fallback`'s, the run's model for that role.
 */
function usageCost(usage, fallback, prices, unknown) {
    if (usage.reported === false) {
        unknown.add('an agent reported no token usage');
        return null;
    }
    let dollars = 0;
    let [input, cached, output] = [
        usage.input_tokens,
        usage.cached_input_tokens ?? 0,
        usage.output_tokens,
    ];
    const add = (model, i, c, o) => {
        if (i + o === 0)
            return;
        // Own keys only: a model named `constructor` or `toString` is not priced by Object.prototype.
        const price = model && Object.hasOwn(prices, model) ? prices[model] : undefined;
        const cost = price ? priced(price, i, c, o) : NaN;
        if (!Number.isFinite(cost)) {
            unknown.add(!model
                ? 'tokens of an unnamed model'
                : price
                    ? `no finite cost for model ${model}`
                    : `no price for model ${model}`);
            dollars = null;
        }
        else if (dollars !== null)
            dollars += cost;
    };
    for (const [model, t] of Object.entries(usage.models ?? {})) {
        add(model, t.input_tokens, t.cached_input_tokens, t.output_tokens);
        input -= t.input_tokens;
        cached -= t.cached_input_tokens;
        output -= t.output_tokens;
    }
    add(fallback, Math.max(0, input), Math.max(0, Math.min(cached, input)), Math.max(0, output));
    return dollars;
}
const plus = (a, b) => (a === null || b === null ? null : a + b);
const emptyPart = () => ({
    total: 0,
    runs: 0,
    by_role: { agent: 0, responder: 0, judge: 0 },
});
function addRun(part, run) {
    part.runs++;
    for (const role of ROLES) {
        part.by_role[role] = plus(part.by_role[role], run[role]);
        part.total = plus(part.total, run[role]);
    }
}
const round = (n) => (n === null ? null : Math.round(n * 1e6) / 1e6);
function rounded(part) {
    return {
        ...part,
        total: round(part.total),
        by_role: {
            agent: round(part.by_role.agent),
            responder: round(part.by_role.responder),
            judge: round(part.by_role.judge),
        },
    };
}
/** The cost of every run given (the job's: screening, confirmation and base runs). */
function costOf(records, prices) {
    const unknown = new Set();
    const all = emptyPart();
    const base = emptyPart();
    const tasks = new Map();
    for (const r of records) {
        const run = {
            agent: usageCost(r.usage.agent, r.model, prices, unknown),
            responder: usageCost(r.usage.responder, r.responder?.model, prices, unknown),
            judge: usageCost(r.usage.judge, undefined, prices, unknown),
        };
        addRun(all, run);
        if (r.side === 'base')
            addRun(base, run);
        const key = JSON.stringify([r.suite, r.task_id]);
        let task = tasks.get(key);
        if (!task) {
            task = { suite: r.suite, task_id: r.task_id, ...emptyPart(), base: emptyPart() };
            tasks.set(key, task);
        }
        addRun(task, run);
        if (r.side === 'base')
            addRun(task.base, run);
    }
    return {
        currency: 'USD',
        ...rounded(all),
        base: rounded(base),
        tasks: [...tasks.values()].map((t) => ({ ...rounded(t), base: rounded(t.base) })),
        unknown: [...unknown].sort().slice(0, 100),
    };
}
/** "$1.84"; small sums keep their first significant digits ("$0.0042"), never "$0.00". */
function dollars(value) {
    if (value === null || value === undefined || !Number.isFinite(value))
        return 'unknown';
    if (value === 0 || value >= 0.01)
        return `$${value.toFixed(2)}`;
    if (value < 0.000001)
        return 'under $0.000001';
    return `$${Number(value.toPrecision(2)).toFixed(6).replace(/0+$/, '')}`;
}


/***/ })

};
;