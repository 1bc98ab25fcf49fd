export const id = 7977;
export const ids = [7977];
export const modules = {

/***/ 7977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RunBudget: () => (/* binding */ RunBudget)
/* harmony export */ });
/* harmony import */ var _results_cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5353);
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
