export const id = 303;
export const ids = [303];
export const modules = {

/***/ 5353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ dollars),
/* harmony export */   _M: () => (/* binding */ Cost),
/* harmony export */   ho: () => (/* binding */ costOf)
/* harmony export */ });
/* unused harmony export CostPart */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1514);
// What a job's runs cost in money: each run's token usage per role at the `prices` table's
// rates (dollars per million input, cached input and output tokens). A model without a price,
// or an agent that reported no usage, makes the cost "unknown" (null), never $0.

const Dollars = zod__WEBPACK_IMPORTED_MODULE_0__.number().nonnegative().nullable();
const ByRole = zod__WEBPACK_IMPORTED_MODULE_0__.object({ agent: Dollars, responder: Dollars, judge: Dollars });
const CostPart = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    /** Dollars; null: unknown (see `unknown`). */
    total: Dollars,
    runs: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().nonnegative(),
    by_role: ByRole,
});
const Cost = CostPart.extend({
    currency: zod__WEBPACK_IMPORTED_MODULE_0__.literal('USD'),
    /** The runs on the base commit (confirmation's concurrent base runs): part of `total`. */
    base: CostPart,
    /** Per task, every run of it this job made (screening, confirmation, base side), base apart. */
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__.array(CostPart.extend({
        suite: zod__WEBPACK_IMPORTED_MODULE_0__.string().max(500),
        task_id: zod__WEBPACK_IMPORTED_MODULE_0__.string().max(500),
        base: CostPart,
    }))
        .max(100_000),
    /** Why a cost is unknown: the models without a price, an agent that reported no usage. */
    unknown: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.string().max(300)).max(100),
});
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
        const price = model ? prices[model] : undefined;
        if (!price) {
            unknown.add(model ? `no price for model ${model}` : 'tokens of an unnamed model');
            dollars = null;
        }
        else if (dollars !== null)
            dollars += priced(price, i, c, o);
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
    if (value === null)
        return 'unknown';
    if (value === 0 || value >= 0.01)
        return `$${value.toFixed(2)}`;
    if (value < 0.000001)
        return 'under $0.000001';
    return `$${Number(value.toPrecision(2)).toFixed(6).replace(/0+$/, '')}`;
}


/***/ }),

/***/ 6303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ Summary),
/* harmony export */   EF: () => (/* binding */ emptyUsageByRole),
/* harmony export */   Ks: () => (/* binding */ checkVerdict),
/* harmony export */   UJ: () => (/* binding */ MAX_POOL),
/* harmony export */   d3: () => (/* binding */ RunRecord),
/* harmony export */   f: () => (/* binding */ STATUSES),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   iJ: () => (/* binding */ finalRecord),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   it: () => (/* binding */ MAX_RETRY_ERRORS),
/* harmony export */   ly: () => (/* binding */ emptyUsage),
/* harmony export */   vk: () => (/* binding */ addUsage)
/* harmony export */ });
/* unused harmony exports Status, Outcome, OUTCOMES_BY_STATUS, ModelTokens, Usage, UsageByRole, ToolCallRecord, PermissionRecord, AssertionResult, InputSource, StopReason, ReplyFinding, ReplyAudit, ReplyAuditSummary, DecisionRecord, TurnRecord, ResponderRecord, CheckpointRecord, GraderResult, RunError, NotRun, PoolRun, TaskSummary, TriggerAccuracy, SuiteSummary, TokenBudgetFile, TokenBudgets */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var _cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5353);
// The on-disk result formats: one results.jsonl line per run, and summary.json.
// These zod schemas are the contract between the engine, the reports, `parley compare` /
// `parley report` (which read artifacts back as untrusted data) and the JSON Schemas in schemas/.


const SCHEMA_VERSION = 1;
const STATUSES = ['passed', 'failed', 'abstained', 'error', 'skipped'];
const OUTCOMES = [
    'completed',
    'stopped',
    'cap_exhausted',
    'checkpoints_missing',
    'abstained',
    'timeout',
    'first_event_timeout',
    'agent_error',
    'responder_error',
    'grader_error',
    'config_error',
    'awaiting_input',
    /** The test file marks the test skipped (Yao `skip: true`): loaded, reported, never run. */
    'not_run',
];
const Status = zod__WEBPACK_IMPORTED_MODULE_1__["enum"](STATUSES);
const Outcome = zod__WEBPACK_IMPORTED_MODULE_1__["enum"](OUTCOMES);
/**
 * Which outcomes each status allows (DESIGN.md "Outcomes"). `abstained` passes or fails only in
 * a task that expects it (`expected.outcomes: [abstained]`); anywhere else it is its own status.
 */
const OUTCOMES_BY_STATUS = {
    passed: ['completed', 'stopped', 'cap_exhausted', 'abstained'],
    failed: ['completed', 'stopped', 'cap_exhausted', 'checkpoints_missing', 'abstained'],
    abstained: ['abstained'],
    error: [
        'timeout',
        'first_event_timeout',
        'agent_error',
        'responder_error',
        'grader_error',
        'config_error',
    ],
    skipped: ['awaiting_input', 'not_run'],
};
/** Throws on a status/outcome pair outside the table: such a record is never written. */
function checkVerdict(verdict) {
    const allowed = OUTCOMES_BY_STATUS[verdict.status] ?? [];
    if (!allowed.includes(verdict.outcome)) {
        throw new Error(`impossible run verdict: status ${verdict.status} with outcome ${verdict.outcome} ` +
            `(allowed: ${allowed.join(', ')})`);
    }
}
/** One model's share of a usage: what its price applies to. */
const ModelTokens = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    input_tokens: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    /** Of input_tokens, those read from the provider's prompt cache. */
    cached_input_tokens: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    output_tokens: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
});
const Usage = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    input_tokens: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    output_tokens: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    total_tokens: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    requests: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    /**
     * Of input_tokens, those the provider read from its prompt cache (Chat Completions'
     * prompt_tokens_details.cached_tokens, an ACP agent's cachedReadTokens). Absent: none reported.
     */
    cached_input_tokens: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().optional(),
    /**
     * The tokens per model, for the calls whose model Parley knows (the built-in agent, the
     * responder, the judge). Tokens not listed here (an ACP agent's) are the run's model's.
     */
    models: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string().max(200), ModelTokens).optional(),
    /**
     * `false`: the agent reported no usage for this (the zeros mean "not reported", not "none
     * used"). Absent: reported (or counted by Parley).
     */
    reported: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
});
const UsageByRole = zod__WEBPACK_IMPORTED_MODULE_1__.object({ agent: Usage, responder: Usage, judge: Usage });
const ToolCallRecord = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    arguments: zod__WEBPACK_IMPORTED_MODULE_1__.unknown(),
    result: zod__WEBPACK_IMPORTED_MODULE_1__.unknown().optional(),
    /** Only a call that completed is a success; an unfinished one is not. */
    success: zod__WEBPACK_IMPORTED_MODULE_1__.boolean(),
    /**
     * How the call stood when the turn ended, where the agent reports it (ACP): `pending` or
     * `in_progress` = it never finished (e.g. a write the permission policy rejected).
     */
    status: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['completed', 'failed', 'pending', 'in_progress']).optional(),
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    /** ACP: the tool's kind (read, edit, delete, move, search, execute, think, fetch, other). */
    kind: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    /** ACP: the agent's human label for the call ("Creating greeting.txt"), not stable. */
    title: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    /** ACP: the files the call touches. */
    locations: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.object({ path: zod__WEBPACK_IMPORTED_MODULE_1__.string(), line: zod__WEBPACK_IMPORTED_MODULE_1__.number().nullish() })).optional(),
});
/** One permission request of the agent (ACP) and the decision Parley's policy made. */
const PermissionRecord = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    tool_call_id: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    /** The call's stable name (as in tool_calls). */
    tool: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    title: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    kind: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    /** The input the request showed (it may differ from the call's own arguments: Copilot). */
    arguments: zod__WEBPACK_IMPORTED_MODULE_1__.unknown().optional(),
    options: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.object({ option_id: zod__WEBPACK_IMPORTED_MODULE_1__.string(), name: zod__WEBPACK_IMPORTED_MODULE_1__.string(), kind: zod__WEBPACK_IMPORTED_MODULE_1__.string() })),
    /** `selected` (option_id / option_kind say which) or `cancelled`. */
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['selected', 'cancelled']),
    option_id: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    option_kind: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    allowed: zod__WEBPACK_IMPORTED_MODULE_1__.boolean(),
});
const AssertionResult = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    type: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    passed: zod__WEBPACK_IMPORTED_MODULE_1__.boolean(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    score: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1).optional(),
});
const InputSource = zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['prompt', 'follow_up', 'turn', 'responder', 'human']);
/**
 * Why a turn ended, the same set for every adapter: `end_turn` (the agent answered),
 * `max_tokens`, `max_iterations` (the agent's own cap on tool round trips or model requests in a
 * turn: the engine records it as agent_error), `refusal`, `cancelled`; a cut-off turn says what cut
 * it (`timeout`, `first_event_timeout`, `error`). Anything else an older file holds reads as
 * `other`.
 */
const StopReason = zod__WEBPACK_IMPORTED_MODULE_1__["enum"]([
    'end_turn',
    'max_tokens',
    'max_iterations',
    'refusal',
    'cancelled',
    'timeout',
    'first_event_timeout',
    'error',
    'other',
])
    .catch('other');
/**
 * A finding of the reply audit (responder/audit.ts) about one reply: a finding about the test,
 * not a verdict on the agent. `over_answered`: the reply discloses brief facts the agent did not
 * ask about (`keys`); `ungrounded`: it states a value the brief contradicts or a fact it lacks.
 */
const ReplyFinding = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['over_answered', 'ungrounded']),
    /** The brief keys disclosed unasked (over_answered), or the ones contradicted (ungrounded). */
    keys: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()),
    detail: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
});
/** Replies audited and how many of them had each finding (a run's, or summed over runs). */
const ReplyAudit = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    replies: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    over_answered: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    ungrounded: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
});
/**
 * The reply audit over runs (summary.json, per task and in all): runs with an audited reply,
 * replies audited, and the runs and replies with each finding.
 */
const ReplyAuditSummary = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    runs: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    replies: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    over_answered_runs: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    ungrounded_runs: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    over_answered_replies: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    ungrounded_replies: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
});
/** The responder's decision on the agent message that ended a turn. */
const DecisionRecord = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    by: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['llm', 'rules', 'human']),
    /** The LLM responder's model; null for rules and a person. */
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
    decision: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['reply', 'stop', 'abstain']),
    /** The reply as decided ('' for stop and abstain). */
    reply: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    /** The brief facts the reply draws on, as the responder named them (keys of `- key: value`). */
    uses: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    /** false: a reply the follow-up cap kept from being sent. Absent = sent (or nothing to send). */
    sent: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
    /** What the reply audit found (absent or empty: nothing). */
    findings: zod__WEBPACK_IMPORTED_MODULE_1__.array(ReplyFinding).optional(),
});
const TurnRecord = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    index: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    input: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    input_source: InputSource,
    /** Pictures and sounds sent with the input (Yao image, image_url, audio parts): not their bytes. */
    attachments: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.object({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['image', 'audio']),
        /** The file name or URL as the test wrote it. */
        label: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
        bytes: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    }))
        .optional(),
    output: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    tool_calls: zod__WEBPACK_IMPORTED_MODULE_1__.array(ToolCallRecord),
    skill_invocations: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()),
    assertions: zod__WEBPACK_IMPORTED_MODULE_1__.array(AssertionResult),
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    first_event_ms: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative().nullable(),
    stop_reason: StopReason,
    usage: Usage,
    /** ACP: the agent's permission requests in this turn, with the options offered and the decision. */
    permissions: zod__WEBPACK_IMPORTED_MODULE_1__.array(PermissionRecord).optional(),
    /**
     * The turn was cut off (timeout, cancelled, agent failure) before it ended: input is what was
     * sent, output and tool_calls what the agent produced until then.
     */
    cut_off: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
    /** The responder's decision on this turn's agent message (responder and human plans). */
    decision: DecisionRecord.optional(),
});
const ResponderRecord = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['llm', 'rules', 'human']),
    followups_sent: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    /** completed | stopped | abstained | cap_exhausted | error */
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
    /** The agent message the responder last saw (the question it abstained on, or the one at cap). */
    last_question: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
    /** The LLM responder's model (absent for rules and a person, and in older files). */
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    /** The reply audit over this run's sent replies: how many, and how many had each finding. */
    audit: ReplyAudit.optional(),
});
const CheckpointRecord = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    id: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    required: zod__WEBPACK_IMPORTED_MODULE_1__.boolean(),
    reached: zod__WEBPACK_IMPORTED_MODULE_1__.boolean(),
    /** Turn index where it was first reached. */
    turn: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().nullable(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
});
const GraderResult = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    type: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    score: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    weight: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    passed: zod__WEBPACK_IMPORTED_MODULE_1__.boolean(),
    feedback: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    details: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.unknown()).optional(),
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
});
const RunError = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    message: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    /** Where it happened: agent, responder, grader, config, timeout, ... */
    kind: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
});
/** The most errored attempts a run is retried after (`--retry-errors`, `retry-errors`). */
const MAX_RETRY_ERRORS = 5;
const RunRecord = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__.literal(SCHEMA_VERSION),
    suite: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    /** The suite file, relative to the working directory. */
    suite_file: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    task_id: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    task_name: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    /** 1-based. */
    trial: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive(),
    status: Status,
    outcome: Outcome,
    executor: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
    tags: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()),
    turns: zod__WEBPACK_IMPORTED_MODULE_1__.array(TurnRecord),
    responder: ResponderRecord.nullable(),
    checkpoints: zod__WEBPACK_IMPORTED_MODULE_1__.array(CheckpointRecord),
    graders: zod__WEBPACK_IMPORTED_MODULE_1__.array(GraderResult),
    score: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    weighted_score: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    usage: UsageByRole,
    started_at: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    error: RunError.nullable(),
    /**
     * The errors of earlier attempts of this run that ended in an error and were retried
     * (`--retry-errors`), oldest first; each message bounded like `error`'s in the reports.
     * Absent = no attempt was retried after an error.
     */
    error_attempts: zod__WEBPACK_IMPORTED_MODULE_1__.array(RunError).max(MAX_RETRY_ERRORS).optional(),
    /**
     * The agent's last message asked something and no input source could answer it (a
     * single-prompt task). Graded unless on_missing_input says skip or fail. Absent = false.
     */
    ended_with_question: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
    /** Agent process stderr (ACP), truncated. */
    stderr: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    /** What the adapter noted while it ran (ACP permission decisions, ...), bounded. */
    agent_log: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    /** Shard `i/n` that ran it, when sharded. */
    shard: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    /**
     * `parley grade` graded this recorded conversation again with the suites' current graders
     * (no agent ran). Absent = graded when it ran.
     */
    regraded: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
    /**
     * `--keep-workspaces`: where the run's final workspace (the agent's working directory) was
     * kept, relative to the results directory.
     */
    workspace: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    /**
     * A confirmation run: re-run on the head after screening flagged the task as a possible
     * regression (results/confirm.ts). Not in summary.json's counts; absent = false.
     */
    confirmation: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
    /**
     * `base`: a concurrent base run, made in a worktree of the base commit during confirmation
     * (such records also have `confirmation: true`). Never counted as the head's. Absent = head.
     */
    side: zod__WEBPACK_IMPORTED_MODULE_1__.literal('base').optional(),
});
/** The one place a record gets its status and outcome: an impossible pair throws. */
function finalRecord(draft, verdict) {
    checkVerdict(verdict);
    const { schema_version, suite, suite_file, task_id, task_name, trial, attempts, ...rest } = draft;
    // Field order as before (status and outcome after attempts) keeps results.jsonl readable.
    return {
        schema_version,
        suite,
        suite_file,
        task_id,
        task_name,
        trial,
        attempts,
        status: verdict.status,
        outcome: verdict.outcome,
        ...rest,
    };
}
const Counts = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    runs: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    by_status: zod__WEBPACK_IMPORTED_MODULE_1__.record(Status, zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative()),
    by_outcome: zod__WEBPACK_IMPORTED_MODULE_1__.record(Outcome, zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative()),
});
/** Runs a job's budget kept from starting (engine/budget.ts), per task. */
const NotRun = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    reason: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
    runs: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.object({
        suite: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
        task_id: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
        runs: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive(),
    }))
        .max(10_000),
});
/** The most base runs a pooled baseline keeps per task (the `pool` input is at most this). */
const MAX_POOL = 20;
/** One base run's verdict counts of a task, in a pooled baseline. */
const PoolRun = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    commit: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(200).nullable(),
    // Bounded: a tampered cache entry must not make the exact tests work on huge tables.
    passed: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().max(10_000),
    failed: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().max(10_000),
    /** Runs of the task in that base run that ended in an error (TaskSummary.errored). */
    errored: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().max(10_000).optional(),
    /** Every run of the task in that base run, verdict or not. Absent = passed + failed. */
    runs: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().max(10_000).optional(),
    /** When that base run was made (its summary's created_at). Absent in older pools. */
    at: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(40).optional(),
});
const TaskSummary = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    task_id: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    task_name: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    trials: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    /** Runs whose status is passed. */
    passed: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    /** passed / trials (skipped runs count as trials). */
    pass_rate: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    mean_score: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    score_stddev: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    /** Some trials passed and some did not. */
    flaky: zod__WEBPACK_IMPORTED_MODULE_1__.boolean(),
    counts: Counts,
    /** The most common outcome over its trials. */
    outcome: Outcome,
    usage: UsageByRole,
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    /**
     * Hash of the task's resolved definition, its models and the Parley version: runs of the same
     * identity may be pooled into one baseline (results/pool.ts). Absent in older summaries.
     */
    identity: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(128).optional(),
    /**
     * A pooled baseline (saved on pushes and schedules): the verdict counts of the last runs of
     * this identity, oldest first, this run's last. Absent = this run's counts alone.
     */
    pool: zod__WEBPACK_IMPORTED_MODULE_1__.array(PoolRun).max(MAX_POOL).optional(),
    /**
     * Runs whose first (or any) attempt ended in an error: status error now, or `error_attempts`
     * not empty. Screening runs only, like the other counts. Absent in older summaries: read
     * counts.by_status.error.
     */
    errored: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().optional(),
    /** The reply audit over this task's runs (responder/audit.ts); absent when nothing was audited. */
    responder_audit: ReplyAuditSummary.optional(),
    /**
     * Wilson 95 % score interval on pass_rate (results/reliability.ts): where the true pass rate
     * likely lies given this few trials. Absent in older summaries.
     */
    pass_interval: zod__WEBPACK_IMPORTED_MODULE_1__.object({ low: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1), high: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1) })
        .optional(),
    /**
     * pass^k for k = 1..trials: the unbiased estimate C(passed,k)/C(trials,k) that k trials all
     * pass (pass_hat_k[0] is pass_rate). Absent in older summaries.
     */
    pass_hat_k: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1)).optional(),
});
/**
 * waza's trigger accuracy over a trigger_tests.yaml suite (results/trigger-accuracy.ts): counts
 * weighted by confidence (medium = 0.5), errored runs counted as wrong answers.
 */
const TriggerAccuracy = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    true_positives: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    false_positives: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    true_negatives: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    false_negatives: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    errors: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    precision: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    recall: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    f1: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    accuracy: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    /** The eval's `metrics: trigger_accuracy` threshold, and whether accuracy reached it. */
    threshold: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional(),
    passed: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
});
const SuiteSummary = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    file: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    hash: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    executor: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
    counts: Counts,
    pass_rate: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__.array(TaskSummary),
    /** Only for a suite loaded from trigger_tests.yaml. */
    trigger_accuracy: TriggerAccuracy.optional(),
});
/** One skill file's token count against its budget. */
const TokenBudgetFile = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    file: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    tokens: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    limit: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['ok', 'warn', 'over']),
});
const TokenBudgets = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    /** Where the limits came from (the project config, .token-limits.json, built-in defaults). */
    source: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    files: zod__WEBPACK_IMPORTED_MODULE_1__.array(TokenBudgetFile),
});
const Summary = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__.literal(SCHEMA_VERSION),
    parley_version: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    created_at: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    identity: zod__WEBPACK_IMPORTED_MODULE_1__.object({
        commit: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
        ref: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
        /** Hash over every suite hash: which suite set this summary is of. */
        suite_set: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
        models: zod__WEBPACK_IMPORTED_MODULE_1__.object({
            agent: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
            responder: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
            judge: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
        }),
        shard: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
    }),
    counts: Counts,
    pass_rate: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    usage: UsageByRole,
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative(),
    suites: zod__WEBPACK_IMPORTED_MODULE_1__.array(SuiteSummary),
    /** The reply audit over every run; absent when nothing was audited. */
    responder_audit: ReplyAuditSummary.optional(),
    /**
     * What the job's runs cost at the `prices` table's rates (results/cost.ts): every run it made,
     * confirmation and base runs included. Absent: no prices configured.
     */
    cost: _cost_js__WEBPACK_IMPORTED_MODULE_0__/* .Cost */ ._M.optional(),
    /**
     * Planned runs the job's budget (`max-runs`, `max-cost`) kept from starting, per task: the
     * gate calls those tasks' comparison inconclusive, never a pass. Absent: every run started.
     */
    not_run: NotRun.optional(),
    /**
     * Skill token budgets counted with the run (`parley tokens check`'s counts), so a later run
     * can say what changed against this one.
     */
    tokens: TokenBudgets.optional(),
    /**
     * What the last pooling (verdict/pool.ts addToPool) dropped from the pooled baseline, so the
     * PR comment can say it: `restarted` says why every task's pool restarted from this run
     * (a suite-wide shift: "the provider drifted"), null when it did not; `tasks` the older runs
     * dropped per task and why. Bounded.
     */
    pool_changes: zod__WEBPACK_IMPORTED_MODULE_1__.object({
        restarted: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500).nullable(),
        tasks: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.object({
            suite: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
            task_id: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
            dropped: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().max(MAX_POOL),
            reason: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
        }))
            .max(1000),
    })
        .optional(),
    /** `parley grade`: these results re-grade the recorded conversations of another results set. */
    regraded_from: zod__WEBPACK_IMPORTED_MODULE_1__.object({
        /** The results directory as given. */
        results_dir: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
        parley_version: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
        created_at: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
        identity: zod__WEBPACK_IMPORTED_MODULE_1__.object({
            commit: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
            ref: zod__WEBPACK_IMPORTED_MODULE_1__.string().nullable(),
            suite_set: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
        }),
    })
        .optional(),
});
function emptyUsage() {
    return { input_tokens: 0, output_tokens: 0, total_tokens: 0, requests: 0 };
}
function emptyUsageByRole() {
    return { agent: emptyUsage(), responder: emptyUsage(), judge: emptyUsage() };
}
function addUsage(into, more) {
    // Not reported stays not reported only while nothing reported is added.
    if (more.reported === false && into.requests === 0 && into.total_tokens === 0) {
        into.reported = false;
    }
    else if (more.reported !== false && 'reported' in into) {
        // Only when there is one: a delete of a missing key is still a call into the runtime.
        delete into.reported;
    }
    into.input_tokens += more.input_tokens;
    into.output_tokens += more.output_tokens;
    into.total_tokens += more.total_tokens;
    into.requests += more.requests;
    if (more.cached_input_tokens !== undefined) {
        into.cached_input_tokens = (into.cached_input_tokens ?? 0) + more.cached_input_tokens;
    }
    if (more.models) {
        into.models ??= {};
        for (const [model, t] of Object.entries(more.models)) {
            const sum = (into.models[model] ??= {
                input_tokens: 0,
                cached_input_tokens: 0,
                output_tokens: 0,
            });
            sum.input_tokens += t.input_tokens;
            sum.cached_input_tokens += t.cached_input_tokens;
            sum.output_tokens += t.output_tokens;
        }
    }
    return into;
}


/***/ })

};
