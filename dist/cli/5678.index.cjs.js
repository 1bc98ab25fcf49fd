"use strict";
exports.id = 5678;
exports.ids = [5678];
exports.modules = {

/***/ 5678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F3: () => (/* binding */ PairwiseLine)
/* harmony export */ });
/* unused harmony exports SkillArm, PairwiseAsk */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1514);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8534);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5584);
// pairwise.jsonl, one line per (task, trial, pairwise grader) of a skill-lift job: which arm the
// pairwise judge preferred (graders/pairwise.ts) and both of its answers. Read back as untrusted
// data (files.ts readPairwiseFile), so every text is bounded.



const SkillArm = zod__WEBPACK_IMPORTED_MODULE_2__["enum"](['with', 'without']);
const PairwiseAsk = zod__WEBPACK_IMPORTED_MODULE_2__.object({
    /** The arm shown to the judge as conversation A (the other was B). */
    first: SkillArm,
    answer: zod__WEBPACK_IMPORTED_MODULE_2__["enum"](['A', 'B', 'tie']),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__.string().max(_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_PAIR_REASON */ .PO),
});
const PairwiseLine = zod__WEBPACK_IMPORTED_MODULE_2__.object({
    suite: zod__WEBPACK_IMPORTED_MODULE_2__.string().max(500),
    task: zod__WEBPACK_IMPORTED_MODULE_2__.string().max(500),
    /** 1-based, the trial both runs share. */
    trial: zod__WEBPACK_IMPORTED_MODULE_2__.number().int().positive(),
    /** The pairwise grader's name. */
    grader: zod__WEBPACK_IMPORTED_MODULE_2__.string().max(500),
    /**
     * The arm both asks picked; `tie` when they disagree or either said tie; `error` when an ask
     * failed (after the client's retries): such a pair is not counted.
     */
    winner: zod__WEBPACK_IMPORTED_MODULE_2__["enum"](['with', 'without', 'tie', 'error']),
    /** The asks that were answered: one with each arm as A (fewer when an ask failed). */
    asks: zod__WEBPACK_IMPORTED_MODULE_2__.array(PairwiseAsk).max(2),
    /** The judge's tokens for this pair. */
    usage: _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .Usage */ ._U,
    /** Why the pair is an error. */
    error: zod__WEBPACK_IMPORTED_MODULE_2__.string().max(_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_PAIR_ERROR */ .pH).optional(),
});


/***/ }),

/***/ 5584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d3: () => (/* binding */ RunRecord),
  BD: () => (/* binding */ Summary),
  _U: () => (/* binding */ Usage)
});

// UNUSED EXPORTS: AssertionResult, CheckpointRecord, DecisionRecord, GraderResult, InputSource, MAX_POOL, MAX_RETRY_ERRORS, ModelTokens, NotRun, OUTCOMES, OUTCOMES_BY_STATUS, Outcome, PermissionRecord, PoolRun, ReplyAudit, ReplyAuditSummary, ReplyFinding, ResponderRecord, RunError, SCHEMA_VERSION, STATUSES, SkillLift, Status, StopReason, SuiteSummary, SummaryImpact, TaskSummary, TokenBudgetFile, TokenBudgets, ToolCallRecord, TriggerAccuracy, TurnRecord, UsageByRole

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
;// CONCATENATED MODULE: ./src/results/cost-schema.ts
// summary.json's `cost`: what a job's runs cost (computed by cost.ts), as the schema that
// validates it when a summary is read back and that schemas/ is generated from.

const Dollars = schemas.number().nonnegative().nullable();
const ByRole = schemas.object({ agent: Dollars, responder: Dollars, judge: Dollars });
const CostPart = schemas.object({
    /** Dollars; null: unknown (see `unknown`). */
    total: Dollars,
    runs: schemas.number().int().nonnegative(),
    by_role: ByRole,
});
const Cost = CostPart.extend({
    currency: schemas.literal('USD'),
    /** The runs on the base commit (confirmation's concurrent base runs): part of `total`. */
    base: CostPart,
    /** Per task, every run of it this job made (screening, confirmation, base side), base apart. */
    tasks: schemas.array(CostPart.extend({
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        base: CostPart,
    }))
        .max(100_000),
    /** Why a cost is unknown: the models without a price, an agent that reported no usage. */
    unknown: schemas.array(schemas.string().max(300)).max(100),
});

// EXTERNAL MODULE: ./src/shared/model-list.ts
var model_list = __webpack_require__(3873);
;// CONCATENATED MODULE: ./src/results/model-comparison-schema.ts
// summary.json's `models`: a models job's task x model table (results/model-comparison.ts
// builds it), as the schema that validates it when a summary is read back and that schemas/
// is generated from.


const Rate = schemas.number().min(0).max(1);
const model_comparison_schema_Dollars = schemas.number().nonnegative().nullable();
const ModelStats = schemas.object({
    model: schemas.string().max(500),
    /** Runs that ran (a test skipped in its file counts apart, as in the summary's pass rate). */
    runs: schemas.number().int().nonnegative(),
    passed: schemas.number().int().nonnegative(),
    pass_rate: Rate,
    /** Wilson 95% interval of the pass rate (overall: over every run, as if independent). */
    pass_interval: schemas.object({ low: Rate, high: Rate }),
    /** The responder's follow-ups per run (0 for a task without a responder). */
    mean_followups: schemas.number().nonnegative(),
    /** Runs whose status or outcome is abstained. */
    abstained: schemas.number().int().nonnegative(),
    /** The agent's tokens (the model compared; the responder's and judge's are the job's). */
    tokens: schemas.number().int().nonnegative(),
    /**
     * The agent's tokens of these runs at the `prices` table: the task's mean per run (its
     * confirmation re-runs included) times `runs`. Null: no prices, or a model without one.
     */
    cost_usd: model_comparison_schema_Dollars,
    cost_per_run_usd: model_comparison_schema_Dollars,
    /** pass_rate / cost_per_run_usd: passes per dollar. Null when the cost is unknown or 0. */
    pass_rate_per_dollar: schemas.number().nonnegative().nullable(),
});
/** The best model of a row, by the rule model-comparison.ts `bestOf` states. */
const Best = {
    /** Null: no run, or a tie the rule cannot break. */
    best: schemas.string().max(500).nullable(),
    /** The best's pass interval lies above every other model's (no overlap). */
    clear: schemas.boolean(),
};
const ModelComparison = schemas.object({
    models: schemas.array(schemas.string().max(500)).max(model_list/* MAX_COMPARED_MODELS */.GX),
    /** Whether a `prices` table was given: without one every cost is null ("no prices"). */
    priced: schemas.boolean(),
    tasks: schemas.array(schemas.object({
        /** The suite's own name (its runs carry `suite [model]`). */
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        task_name: schemas.string().max(500),
        by_model: schemas.array(ModelStats).max(model_list/* MAX_COMPARED_MODELS */.GX),
        ...Best,
    }))
        .max(100_000),
    overall: schemas.array(ModelStats).max(model_list/* MAX_COMPARED_MODELS */.GX),
    ...Best,
});

// EXTERNAL MODULE: ./src/results/record-values.ts
var record_values = __webpack_require__(2544);
;// CONCATENATED MODULE: ./src/results/summary-checks.ts
// summary.json's cross-field checks: what a summary's counts must agree on beyond each field's
// own type, so a tampered or broken summary (a baseline, a pool entry, a shard to merge) is
// refused by the reader with the field and the reason instead of being pooled or compared
// ("5003/5006" passed of 3 runs). The schema (schema.ts) runs them on every summary read back.
// The shapes below are what each check reads, declared here rather than taken from schema.ts
// (which calls these checks): schema.ts's types must fit them, or it does not compile.
const sum = (values) => Object.values(values).reduce((n, v) => n + v, 0);
/** Statuses add up to the runs, outcomes to no more than them. */
function checkCounts(counts, issue, at = []) {
    const statuses = sum(counts.by_status);
    if (statuses !== counts.runs) {
        issue([...at, 'counts', 'by_status'], `the statuses add up to ${statuses}, not the ${counts.runs} runs`);
    }
    // At most the runs: a summary from before an outcome existed (not_run) counts none of it.
    const outcomes = sum(counts.by_outcome);
    if (outcomes > counts.runs) {
        issue([...at, 'counts', 'by_outcome'], `the outcomes add up to ${outcomes}, more than the ${counts.runs} runs`);
    }
}
/** One base run of a pool: its verdicts and errors are runs it had. */
function checkPoolRun(run, issue) {
    if (run.runs === undefined)
        return;
    if (run.passed + run.failed > run.runs) {
        issue(['passed'], `${run.passed} passed and ${run.failed} failed of ${run.runs} runs`);
    }
    if (run.errored !== undefined && run.errored > run.runs) {
        issue(['errored'], `${run.errored} errored of ${run.runs} runs`);
    }
}
/** A task: its trials are its counted runs, its passed the runs whose status is passed. */
function checkTask(task, issue) {
    if (task.trials !== task.counts.runs) {
        issue(['trials'], `${task.trials} trials, but counts.runs is ${task.counts.runs}`);
    }
    if (task.passed > task.trials) {
        issue(['passed'], `${task.passed} passed of ${task.trials} trials`);
    }
    else if (task.passed !== task.counts.by_status.passed) {
        issue(['passed'], `${task.passed} passed, but counts.by_status.passed is ${task.counts.by_status.passed}`);
    }
    if (task.errored !== undefined && task.errored > task.trials) {
        issue(['errored'], `${task.errored} errored of ${task.trials} trials`);
    }
    checkCounts(task.counts, issue);
}
/** A suite: its runs are its tasks' runs. */
function checkSuite(suite, issue) {
    checkCounts(suite.counts, issue);
    const runs = suite.tasks.reduce((n, t) => n + t.counts.runs, 0);
    if (runs !== suite.counts.runs) {
        issue(['counts', 'runs'], `${suite.counts.runs} runs, but its tasks have ${runs}`);
    }
}
/** The whole summary: its runs are its suites' runs. */
function checkSummary(summary, issue) {
    checkCounts(summary.counts, issue);
    const runs = summary.suites.reduce((n, s) => n + s.counts.runs, 0);
    if (runs !== summary.counts.runs) {
        issue(['counts', 'runs'], `${summary.counts.runs} runs, but its suites have ${runs}`);
    }
}

;// CONCATENATED MODULE: ./src/results/schema.ts
// The on-disk result formats: one results.jsonl line per run, and summary.json.
// These zod schemas are the contract between the engine, the reports, `parley compare` /
// `parley report` (which read artifacts back as untrusted data) and the JSON Schemas in schemas/.





/** A cross-field check (summary-checks.ts) as a zod refinement: its issues at their paths. */
const crossChecked = (check) => (value, ctx) => check(value, (path, message) => ctx.addIssue({ code: 'custom', path, message }));
// The zod-free values, for readers that want them with the schemas (the run path imports them
// from record.ts, not from here). The helpers that take the record's types (record.ts's
// finalRecord, usage.ts's arithmetic) are imported from their own modules: they import these
// types, so a re-export here would be a circle.

const Status = schemas["enum"](record_values/* STATUSES */.f);
const Outcome = schemas["enum"](record_values/* OUTCOMES */.im);
/** One model's share of a usage: what its price applies to. */
const ModelTokens = schemas.object({
    input_tokens: schemas.number().int().nonnegative(),
    /** Of input_tokens, those read from the provider's prompt cache. */
    cached_input_tokens: schemas.number().int().nonnegative(),
    output_tokens: schemas.number().int().nonnegative(),
});
const Usage = schemas.object({
    input_tokens: schemas.number().int().nonnegative(),
    output_tokens: schemas.number().int().nonnegative(),
    total_tokens: schemas.number().int().nonnegative(),
    requests: schemas.number().int().nonnegative(),
    /**
     * Of input_tokens, those the provider read from its prompt cache (Chat Completions'
     * prompt_tokens_details.cached_tokens, an ACP agent's cachedReadTokens). Absent: none reported.
     */
    cached_input_tokens: schemas.number().int().nonnegative().optional(),
    /**
     * The tokens per model, for the calls whose model Parley knows (the built-in agent, the
     * responder, the judge). Tokens not listed here (an ACP agent's) are the run's model's.
     */
    models: schemas.record(schemas.string().max(200), ModelTokens).optional(),
    /**
     * `false`: the agent reported no usage for this (the zeros mean "not reported", not "none
     * used"). Absent: reported (or counted by Parley).
     */
    reported: schemas.boolean().optional(),
});
const UsageByRole = schemas.object({ agent: Usage, responder: Usage, judge: Usage });
const ToolCallRecord = schemas.object({
    name: schemas.string(),
    arguments: schemas.unknown(),
    result: schemas.unknown().optional(),
    /** Only a call that completed is a success; an unfinished one is not. */
    success: schemas.boolean(),
    /**
     * How the call stood when the turn ended, where the agent reports it (ACP): `pending` or
     * `in_progress` = it never finished (e.g. a write the permission policy rejected).
     */
    status: schemas["enum"](['completed', 'failed', 'pending', 'in_progress']).optional(),
    duration_ms: schemas.number().nonnegative(),
    /** ACP: the tool's kind (read, edit, delete, move, search, execute, think, fetch, other). */
    kind: schemas.string().optional(),
    /** ACP: the agent's human label for the call ("Creating greeting.txt"), not stable. */
    title: schemas.string().optional(),
    /** ACP: the files the call touches. */
    locations: schemas.array(schemas.object({ path: schemas.string(), line: schemas.number().nullish() })).optional(),
});
/** One permission request of the agent (ACP) and the decision Parley's policy made. */
const PermissionRecord = schemas.object({
    tool_call_id: schemas.string(),
    /** The call's stable name (as in tool_calls). */
    tool: schemas.string(),
    title: schemas.string().optional(),
    kind: schemas.string().optional(),
    /** The input the request showed (it may differ from the call's own arguments: Copilot). */
    arguments: schemas.unknown().optional(),
    options: schemas.array(schemas.object({ option_id: schemas.string(), name: schemas.string(), kind: schemas.string() })),
    /** `selected` (option_id / option_kind say which) or `cancelled`. */
    outcome: schemas["enum"](['selected', 'cancelled']),
    option_id: schemas.string().optional(),
    option_kind: schemas.string().optional(),
    allowed: schemas.boolean(),
});
const AssertionResult = schemas.object({
    type: schemas.string(),
    passed: schemas.boolean(),
    message: schemas.string(),
    score: schemas.number().min(0).max(1).optional(),
});
const InputSource = schemas["enum"](['prompt', 'follow_up', 'turn', 'responder', 'human']);
/**
 * Why a turn ended, the same set for every adapter: `end_turn` (the agent answered),
 * `max_tokens`, `max_iterations` (the agent's own cap on tool round trips or model requests in a
 * turn: the engine records it as agent_error), `refusal`, `cancelled`; a cut-off turn says what cut
 * it (`timeout`, `first_event_timeout`, `error`). Anything else an older file holds reads as
 * `other`.
 */
const StopReason = schemas["enum"]([
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
const ReplyFinding = schemas.object({
    kind: schemas["enum"](['over_answered', 'ungrounded']),
    /** The brief keys disclosed unasked (over_answered), or the ones contradicted (ungrounded). */
    keys: schemas.array(schemas.string()),
    detail: schemas.string(),
});
/** Replies audited and how many of them had each finding (a run's, or summed over runs). */
const ReplyAudit = schemas.object({
    replies: schemas.number().int().nonnegative(),
    over_answered: schemas.number().int().nonnegative(),
    ungrounded: schemas.number().int().nonnegative(),
});
/**
 * The reply audit over runs (summary.json, per task and in all): runs with an audited reply,
 * replies audited, and the runs and replies with each finding.
 */
const ReplyAuditSummary = schemas.object({
    runs: schemas.number().int().nonnegative(),
    replies: schemas.number().int().nonnegative(),
    over_answered_runs: schemas.number().int().nonnegative(),
    ungrounded_runs: schemas.number().int().nonnegative(),
    over_answered_replies: schemas.number().int().nonnegative(),
    ungrounded_replies: schemas.number().int().nonnegative(),
});
/** The responder's decision on the agent message that ended a turn. */
const DecisionRecord = schemas.object({
    by: schemas["enum"](['llm', 'rules', 'human']),
    /** The LLM responder's model; null for rules and a person. */
    model: schemas.string().nullable(),
    decision: schemas["enum"](['reply', 'stop', 'abstain']),
    /** The reply as decided ('' for stop and abstain). */
    reply: schemas.string(),
    reason: schemas.string(),
    /** The brief facts the reply draws on, as the responder named them (keys of `- key: value`). */
    uses: schemas.array(schemas.string()).optional(),
    /** false: a reply the follow-up cap kept from being sent. Absent = sent (or nothing to send). */
    sent: schemas.boolean().optional(),
    /** What the reply audit found (absent or empty: nothing). */
    findings: schemas.array(ReplyFinding).optional(),
});
const TurnRecord = schemas.object({
    index: schemas.number().int().nonnegative(),
    input: schemas.string(),
    input_source: InputSource,
    /** Pictures and sounds sent with the input (Yao image, image_url, audio parts): not their bytes. */
    attachments: schemas.array(schemas.object({
        kind: schemas["enum"](['image', 'audio']),
        /** The file name or URL as the test wrote it. */
        label: schemas.string(),
        bytes: schemas.number().int().nonnegative(),
    }))
        .optional(),
    output: schemas.string(),
    tool_calls: schemas.array(ToolCallRecord),
    skill_invocations: schemas.array(schemas.string()),
    assertions: schemas.array(AssertionResult),
    duration_ms: schemas.number().nonnegative(),
    first_event_ms: schemas.number().nonnegative().nullable(),
    stop_reason: StopReason,
    usage: Usage,
    /** ACP: the agent's permission requests in this turn, with the options offered and the decision. */
    permissions: schemas.array(PermissionRecord).optional(),
    /**
     * The turn was cut off (timeout, cancelled, agent failure) before it ended: input is what was
     * sent, output and tool_calls what the agent produced until then.
     */
    cut_off: schemas.boolean().optional(),
    /** The responder's decision on this turn's agent message (responder and human plans). */
    decision: DecisionRecord.optional(),
});
const ResponderRecord = schemas.object({
    kind: schemas["enum"](['llm', 'rules', 'human']),
    followups_sent: schemas.number().int().nonnegative(),
    /** completed | stopped | abstained | cap_exhausted | error */
    outcome: schemas.string(),
    reason: schemas.string().nullable(),
    /** The agent message the responder last saw (the question it abstained on, or the one at cap). */
    last_question: schemas.string().nullable(),
    /** The LLM responder's model (absent for rules and a person, and in older files). */
    model: schemas.string().optional(),
    /** The reply audit over this run's sent replies: how many, and how many had each finding. */
    audit: ReplyAudit.optional(),
});
const CheckpointRecord = schemas.object({
    id: schemas.string(),
    required: schemas.boolean(),
    reached: schemas.boolean(),
    /** Turn index where it was first reached. */
    turn: schemas.number().int().nonnegative().nullable(),
    message: schemas.string(),
});
const GraderResult = schemas.object({
    name: schemas.string(),
    type: schemas.string(),
    score: schemas.number().min(0).max(1),
    weight: schemas.number().nonnegative(),
    passed: schemas.boolean(),
    feedback: schemas.string(),
    details: schemas.record(schemas.string(), schemas.unknown()).optional(),
    duration_ms: schemas.number().nonnegative(),
    /**
     * false: the grader did not apply to this run, and `feedback` says why (a suite grader on a run
     * that abstained as its task expects: graders/applicability.ts). Never a failure, left out of
     * the score. Absent (older results too): it applied.
     */
    applicable: schemas.boolean().optional(),
});
const RunError = schemas.object({
    message: schemas.string(),
    /** Where it happened: agent, responder, grader, config, timeout, ... */
    kind: schemas.string(),
});
const RunRecord = schemas.object({
    schema_version: schemas.literal(record_values/* SCHEMA_VERSION */.f$),
    suite: schemas.string(),
    /** The suite file, relative to the working directory. */
    suite_file: schemas.string(),
    task_id: schemas.string(),
    task_name: schemas.string(),
    /** 1-based. */
    trial: schemas.number().int().positive(),
    attempts: schemas.number().int().positive(),
    status: Status,
    outcome: Outcome,
    executor: schemas.string(),
    model: schemas.string().nullable(),
    tags: schemas.array(schemas.string()),
    turns: schemas.array(TurnRecord),
    responder: ResponderRecord.nullable(),
    checkpoints: schemas.array(CheckpointRecord),
    graders: schemas.array(GraderResult),
    score: schemas.number().min(0).max(1),
    weighted_score: schemas.number().min(0).max(1),
    usage: UsageByRole,
    started_at: schemas.string(),
    duration_ms: schemas.number().nonnegative(),
    error: RunError.nullable(),
    /**
     * The errors of earlier attempts of this run that ended in an error and were retried
     * (`--retry-errors`), oldest first; each message bounded like `error`'s in the reports.
     * Absent = no attempt was retried after an error.
     */
    error_attempts: schemas.array(RunError).max(record_values/* MAX_RETRY_ERRORS */.it).optional(),
    /**
     * The agent's last message asked something and no input source could answer it (a
     * single-prompt task). Graded unless on_missing_input says skip or fail. Absent = false.
     */
    ended_with_question: schemas.boolean().optional(),
    /** Agent process stderr (ACP), truncated. */
    stderr: schemas.string().optional(),
    /** What the adapter noted while it ran (ACP permission decisions, ...), bounded. */
    agent_log: schemas.array(schemas.string()).optional(),
    /**
     * What may make the run test less than it says (an agent that connected none of the MCP
     * servers it was given), shown in the report. Absent = none.
     */
    warnings: schemas.array(schemas.string().max(1000)).max(20).optional(),
    /** Shard `i/n` that ran it, when sharded. */
    shard: schemas.string().optional(),
    /**
     * `parley grade` graded this recorded conversation again with the suites' current graders
     * (no agent ran). Absent = graded when it ran.
     */
    regraded: schemas.boolean().optional(),
    /**
     * `--keep-workspaces`: where the run's final workspace (the agent's working directory) was
     * kept, relative to the results directory.
     */
    workspace: schemas.string().optional(),
    /**
     * A confirmation run: re-run on the head after screening flagged the task as a possible
     * regression (results/confirm.ts). Not in summary.json's counts; absent = false.
     */
    confirmation: schemas.boolean().optional(),
    /**
     * `base`: a concurrent base run, made in a worktree of the base commit during confirmation
     * (such records also have `confirmation: true`). Never counted as the head's. Absent = head.
     */
    side: schemas.literal('base').optional(),
    /**
     * A skill-lift job (`--skill-lift`, eval.yaml `baseline: true`): which arm the run is of.
     * `with` runs are the job's ordinary runs; `without` runs (the same task and trial without the
     * suite's skills) are never in summary.json's counts, the baseline, the pool or the gate: only
     * in `skill_lift`. Absent = not a skill-lift job.
     */
    skill_arm: schemas["enum"](['with', 'without']).optional(),
});
const Counts = schemas.object({
    runs: schemas.number().int().nonnegative(),
    by_status: schemas.record(Status, schemas.number().int().nonnegative()),
    by_outcome: schemas.record(Outcome, schemas.number().int().nonnegative()),
});
/** Runs a job's budget kept from starting (engine/budget.ts), per task. */
const NotRun = schemas.object({
    reason: schemas.string().max(500),
    runs: schemas.number().int().nonnegative(),
    tasks: schemas.array(schemas.object({
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        runs: schemas.number().int().positive(),
    }))
        .max(10_000),
});
/**
 * Impact selection as the job made it (results/impact.ts ImpactReport): the tasks not re-run
 * because none of their inputs changed, with the base's results that stand in for them, or why
 * every task ran. Each shard of a matrix records the same selection; `parley report` and
 * `mode: report` check that they agree and cut these tasks from the comparison. Bounded.
 */
const SummaryImpact = schemas.object({
    /** What the files changed against (a sha or ref). */
    since: schemas.string().max(500).optional(),
    /** Files changed (0 when unknown). */
    changed: schemas.number().int().nonnegative(),
    /** Why every task ran; absent = only the tasks whose inputs changed ran. */
    all: schemas.string().max(2000).optional(),
    not_rerun: schemas.array(schemas.object({
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        task_name: schemas.string().max(1000),
        /** The base's (pooled) verdict runs of the task: what stands in for it. */
        base: schemas.object({
            passed: schemas.number().int().nonnegative(),
            failed: schemas.number().int().nonnegative(),
        })
            .optional(),
        /** The inputs compared (relative to the root, the first few). */
        inputs: schemas.array(schemas.string().max(1000)).max(100).optional(),
        more_inputs: schemas.number().int().nonnegative().optional(),
    }))
        .max(record_values/* MAX_IMPACT_TASKS */.j1),
    /** Tasks whose inputs did not change that ran anyway (no base results of the same identity). */
    run_anyway: schemas.number().int().nonnegative(),
    /** Tasks that ran whatever changed (inputs not all read or attributed), and why. */
    unattributed: schemas.array(schemas.object({
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        reason: schemas.string().max(1000),
    }))
        .max(record_values/* MAX_IMPACT_TASKS */.j1)
        .optional(),
});
/** One base run's verdict counts of a task, in a pooled baseline. */
const PoolRunFields = schemas.object({
    commit: schemas.string().max(200).nullable(),
    // Bounded: a tampered cache entry must not make the exact tests work on huge tables.
    passed: schemas.number().int().nonnegative().max(10_000),
    failed: schemas.number().int().nonnegative().max(10_000),
    /** Runs of the task in that base run that ended in an error (TaskSummary.errored). */
    errored: schemas.number().int().nonnegative().max(10_000).optional(),
    /** Runs of the task in that base run that abstained. Absent in older pools: unknown. */
    abstained: schemas.number().int().nonnegative().max(10_000).optional(),
    /** Every run of the task in that base run, verdict or not. Absent = passed + failed. */
    runs: schemas.number().int().nonnegative().max(10_000).optional(),
    /** When that base run was made (its summary's created_at). Absent in older pools. */
    at: schemas.string().max(40).optional(),
});
const PoolRun = PoolRunFields.superRefine(crossChecked(checkPoolRun));
const TaskSummaryFields = schemas.object({
    task_id: schemas.string(),
    task_name: schemas.string(),
    trials: schemas.number().int().nonnegative(),
    /** Runs whose status is passed. */
    passed: schemas.number().int().nonnegative(),
    /** passed / trials (skipped runs count as trials). */
    pass_rate: schemas.number().min(0).max(1),
    mean_score: schemas.number().min(0).max(1),
    score_stddev: schemas.number().nonnegative(),
    /** Some trials passed and some did not. */
    flaky: schemas.boolean(),
    counts: Counts,
    /** The most common outcome over its trials. */
    outcome: Outcome,
    usage: UsageByRole,
    duration_ms: schemas.number().nonnegative(),
    /**
     * Hash of the task's resolved definition, its models and the Parley version: runs of the same
     * identity may be pooled into one baseline (results/pool.ts). Absent in older summaries.
     */
    identity: schemas.string().max(128).optional(),
    /**
     * A pooled baseline (saved on pushes and schedules): the verdict counts of the last runs of
     * this identity, oldest first, this run's last. Absent = this run's counts alone.
     */
    pool: schemas.array(PoolRun).max(record_values/* MAX_POOL */.UJ).optional(),
    /**
     * Runs whose first (or any) attempt ended in an error: status error now, or `error_attempts`
     * not empty. Screening runs only, like the other counts. Absent in older summaries: read
     * counts.by_status.error.
     */
    errored: schemas.number().int().nonnegative().optional(),
    /** The reply audit over this task's runs (responder/audit.ts); absent when nothing was audited. */
    responder_audit: ReplyAuditSummary.optional(),
    /**
     * Wilson 95 % score interval on pass_rate (results/reliability.ts): where the true pass rate
     * likely lies given this few trials. Absent in older summaries.
     */
    pass_interval: schemas.object({ low: schemas.number().min(0).max(1), high: schemas.number().min(0).max(1) })
        .optional(),
    /**
     * pass^k for k = 1..trials: the unbiased estimate C(passed,k)/C(trials,k) that k trials all
     * pass (pass_hat_k[0] is pass_rate). Absent in older summaries.
     */
    pass_hat_k: schemas.array(schemas.number().min(0).max(1)).optional(),
    /**
     * waza's `golden: true`: a run of this task that fails fails the check (verdict/golden.ts).
     * Absent: not golden.
     */
    golden: schemas.literal(true).optional(),
    /**
     * The project file's `quarantine:` entry that covers the task: it ran and is reported, but its
     * regressions, failures, errors and abstains do not fail the check (verdict/quarantine.ts).
     */
    quarantined: schemas.object({ reason: schemas.string().max(500), expires: schemas.string().max(10) }).optional(),
    /**
     * The task is flaky on the base branch (verdict/flaky.ts): over its pooled runs of the same
     * identity its pass rate is neither near 0 nor near 1. `rate` the pooled verdict pass rate,
     * `runs` its verdict runs, `jobs` the base runs they come from. Absent: not flaky, or no pool.
     */
    flaky_on_main: schemas.object({
        rate: schemas.number().min(0).max(1),
        runs: schemas.number()
            .int()
            .nonnegative()
            .max(record_values/* MAX_POOL */.UJ * 10_000),
        jobs: schemas.number().int().nonnegative().max(record_values/* MAX_POOL */.UJ),
    })
        .optional(),
});
const TaskSummary = TaskSummaryFields.superRefine(crossChecked(checkTask));
/**
 * waza's trigger accuracy over a trigger_tests.yaml suite (results/trigger-accuracy.ts): counts
 * weighted by confidence (medium = 0.5), errored runs counted as wrong answers.
 */
const TriggerAccuracy = schemas.object({
    true_positives: schemas.number().nonnegative(),
    false_positives: schemas.number().nonnegative(),
    true_negatives: schemas.number().nonnegative(),
    false_negatives: schemas.number().nonnegative(),
    errors: schemas.number().int().nonnegative(),
    precision: schemas.number().min(0).max(1),
    recall: schemas.number().min(0).max(1),
    f1: schemas.number().min(0).max(1),
    accuracy: schemas.number().min(0).max(1),
    /** The eval's `metrics: trigger_accuracy` threshold, and whether accuracy reached it. */
    threshold: schemas.number().optional(),
    passed: schemas.boolean().optional(),
});
const SuiteSummaryFields = schemas.object({
    name: schemas.string(),
    file: schemas.string(),
    hash: schemas.string(),
    executor: schemas.string(),
    model: schemas.string().nullable(),
    counts: Counts,
    pass_rate: schemas.number().min(0).max(1),
    tasks: schemas.array(TaskSummary),
    /** Only for a suite loaded from trigger_tests.yaml. */
    trigger_accuracy: TriggerAccuracy.optional(),
    /** A models job: this suite is `suite` under agent model `model` (its name: `suite [model]`). */
    model_arm: schemas.object({ suite: schemas.string().max(500), model: schemas.string().max(500) }).optional(),
});
const SuiteSummary = SuiteSummaryFields.superRefine(crossChecked(checkSuite));
/** One skill file's token count against its budget. */
const TokenBudgetFile = schemas.object({
    file: schemas.string(),
    tokens: schemas.number().int().nonnegative(),
    limit: schemas.number().int().nonnegative(),
    status: schemas["enum"](['ok', 'warn', 'over']),
});
const TokenBudgets = schemas.object({
    /** Where the limits came from (the project config, .token-limits.json, built-in defaults). */
    source: schemas.string(),
    files: schemas.array(TokenBudgetFile),
});
const LiftInterval = schemas.object({ low: schemas.number(), high: schemas.number() });
const LiftArm = schemas.object({
    passed: schemas.number().int().nonnegative(),
    runs: schemas.number().int().nonnegative(),
    rate: schemas.number().min(0).max(1),
});
const LiftClaim = schemas["enum"](['helps', 'hurts', 'no_evidence']);
/** One measure besides passing (verdict/skill-lift.ts measureLift): means per run, each arm. */
const MeasureLift = schemas.object({
    with: schemas.number(),
    without: schemas.number(),
    difference: schemas.number(),
    interval: LiftInterval.nullable(),
    n_with: schemas.number().int().nonnegative(),
    n_without: schemas.number().int().nonnegative(),
});
/**
 * A skill-lift job: each task's runs with and without the suite's skills (verdict/skill-lift.ts),
 * or why no lift was measured (`skipped`). Bounded like the summary's other lists.
 */
const SkillLift = schemas.object({
    level: schemas.number().min(0).max(1),
    pooled: schemas.object({
        difference: schemas.number(),
        p_helps: schemas.number().min(0).max(1),
        p_hurts: schemas.number().min(0).max(1),
        claim: LiftClaim,
    }),
    helps: schemas.number().int().nonnegative(),
    hurts: schemas.number().int().nonnegative(),
    no_evidence: schemas.number().int().nonnegative(),
    sentence: schemas.string().max(2000),
    tasks: schemas.array(schemas.object({
        suite: schemas.string().max(500),
        task: schemas.string().max(500),
        with: LiftArm,
        without: LiftArm,
        difference: schemas.number(),
        interval: LiftInterval,
        p_helps: schemas.number().min(0).max(1),
        p_hurts: schemas.number().min(0).max(1),
        claim: LiftClaim,
        measures: schemas.object({
            followups: MeasureLift,
            turns: MeasureLift,
            tokens: MeasureLift,
            cost_usd: MeasureLift.optional(),
            abstains: MeasureLift,
            cap_exhausted: MeasureLift,
        }),
    }))
        .max(record_values/* MAX_IMPACT_TASKS */.j1),
    /**
     * The pairwise judges (`type: pairwise`): pairs the with-skill arm won (`wins`), lost, tied,
     * could not judge (`errors`) or had no pair to judge (`skipped`); the exact sign test over
     * wins and losses (ties dropped); per task. Absent when no suite has a pairwise grader.
     */
    pairwise: schemas.object({
        wins: schemas.number().int().nonnegative(),
        losses: schemas.number().int().nonnegative(),
        ties: schemas.number().int().nonnegative(),
        errors: schemas.number().int().nonnegative(),
        skipped: schemas.number().int().nonnegative(),
        p_two_sided: schemas.number().min(0).max(1),
        p_wins: schemas.number().min(0).max(1),
        p_losses: schemas.number().min(0).max(1),
        tasks: schemas.array(schemas.object({
            suite: schemas.string().max(500),
            task: schemas.string().max(500),
            wins: schemas.number().int().nonnegative(),
            losses: schemas.number().int().nonnegative(),
            ties: schemas.number().int().nonnegative(),
            errors: schemas.number().int().nonnegative(),
            skipped: schemas.number().int().nonnegative(),
        }))
            .max(record_values/* MAX_IMPACT_TASKS */.j1),
    })
        .optional(),
    /** Why no lift was measured (the suite has no skill, its agent cannot run without it). */
    skipped: schemas.string().max(2000).optional(),
    /** Suites of the job that were run with their skills only, and why. */
    suites_skipped: schemas.array(schemas.object({ suite: schemas.string().max(500), reason: schemas.string().max(1000) }))
        .max(1000)
        .optional(),
});
const SummaryFields = schemas.object({
    schema_version: schemas.literal(record_values/* SCHEMA_VERSION */.f$),
    parley_version: schemas.string(),
    created_at: schemas.string(),
    identity: schemas.object({
        commit: schemas.string().nullable(),
        ref: schemas.string().nullable(),
        /** Hash over every suite hash: which suite set this summary is of. */
        suite_set: schemas.string(),
        models: schemas.object({
            agent: schemas.string().nullable(),
            responder: schemas.string().nullable(),
            judge: schemas.string().nullable(),
        }),
        shard: schemas.string().nullable(),
    }),
    counts: Counts,
    pass_rate: schemas.number().min(0).max(1),
    usage: UsageByRole,
    duration_ms: schemas.number().nonnegative(),
    suites: schemas.array(SuiteSummary),
    /** The reply audit over every run; absent when nothing was audited. */
    responder_audit: ReplyAuditSummary.optional(),
    /**
     * What the job's runs cost at the `prices` table's rates (results/cost.ts): every run it made,
     * confirmation and base runs included. Absent: no prices configured.
     */
    cost: Cost.optional(),
    /**
     * Planned runs the job's budget (`max-runs`, `max-cost`) kept from starting, per task: the
     * gate calls those tasks' comparison inconclusive, never a pass. Absent: every run started.
     */
    not_run: NotRun.optional(),
    /**
     * Impact selection (a pull request, `--changed-since`): the tasks not re-run, whose base
     * results stand in and are not compared. Absent: no impact selection (every task was asked for).
     */
    impact: SummaryImpact.optional(),
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
    pool_changes: schemas.object({
        restarted: schemas.string().max(500).nullable(),
        tasks: schemas.array(schemas.object({
            suite: schemas.string().max(500),
            task_id: schemas.string().max(500),
            dropped: schemas.number().int().nonnegative().max(record_values/* MAX_POOL */.UJ),
            reason: schemas.string().max(500),
        }))
            .max(1000),
    })
        .optional(),
    /** `parley grade`: these results re-grade the recorded conversations of another results set. */
    regraded_from: schemas.object({
        /** The results directory as given. */
        results_dir: schemas.string(),
        parley_version: schemas.string(),
        created_at: schemas.string(),
        identity: schemas.object({
            commit: schemas.string().nullable(),
            ref: schemas.string().nullable(),
            suite_set: schemas.string(),
        }),
    })
        .optional(),
    /**
     * The golden tasks (waza's `golden: true`) with a run that failed, each a failure of the check
     * (verdict/golden.ts). Present, possibly empty, when the suite set has a golden task that ran.
     */
    golden_failed: schemas.array(schemas.object({
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        /** Runs that failed, of the task's runs that reached a verdict (passed + failed). */
        failed: schemas.number().int().positive(),
        verdicts: schemas.number().int().positive(),
    }))
        .max(10_000)
        .optional(),
    /** A skill-lift job's lift (`--skill-lift`, `baseline: true`). Absent: not a skill-lift job. */
    skill_lift: SkillLift.optional(),
    /**
     * A models job (`--model a,b`, the action's `models`): each task under each model side by
     * side, the best per task and overall. Absent: one model.
     */
    models: ModelComparison.optional(),
});
const Summary = SummaryFields.superRefine(crossChecked(checkSummary));


/***/ })

};
;