"use strict";
exports.id = 3687;
exports.ids = [3687];
exports.modules = {

/***/ 2182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  schemaCommand: () => (/* binding */ schemaCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
// EXTERNAL MODULE: ./src/results/schema.ts + 3 modules
var schema = __webpack_require__(5584);
// EXTERNAL MODULE: ./src/results/pairwise-schema.ts
var pairwise_schema = __webpack_require__(5678);
// EXTERNAL MODULE: ./src/results/history-schema.ts
var history_schema = __webpack_require__(9768);
// EXTERNAL MODULE: ./src/suites/waza/eval-schema.ts + 2 modules
var eval_schema = __webpack_require__(7480);
// EXTERNAL MODULE: ./src/suites/yao/jsonl-schema.ts
var jsonl_schema = __webpack_require__(8091);
// EXTERNAL MODULE: ./src/suites/schema/project.ts + 1 modules
var project = __webpack_require__(6712);
// EXTERNAL MODULE: ./src/suites/waza/task-schema.ts
var task_schema = __webpack_require__(6768);
;// CONCATENATED MODULE: ./src/schemas.ts
// The JSON Schemas Parley publishes, generated from its zod schemas: the file formats it reads
// (for editors: `# yaml-language-server: $schema=...`) and the result formats it writes.










const SCHEMAS = {
    eval: eval_schema/* EvalFile */.$L,
    task: task_schema/* TaskFile */.kE,
    'jsonl-test': jsonl_schema/* JsonlTest */.rz,
    project: project/* ProjectFile */.Q1,
    'results-line': schema/* RunRecord */.d3,
    summary: schema/* Summary */.BD,
    'pairwise-line': pairwise_schema/* PairwiseLine */.F3,
    'history-line': history_schema/* HistoryRun */.Yj,
};
function renderSchema(name) {
    const schema = SCHEMAS[name];
    if (!schema)
        throw new Error(`unknown schema "${name}"`);
    const json = json_schema_processors/* toJSONSchema */.bl(schema, {
        target: 'draft-2020-12',
        io: 'input',
        unrepresentable: 'any',
    });
    return JSON.stringify({ title: `Parley ${name}`, ...json }, null, 2) + '\n';
}
/** Writes every schema into dir; returns the files written. */
function writeSchemas(dir) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    return Object.keys(SCHEMAS).map((name) => {
        const file = (0,external_node_path_.join)(dir, `${name}.schema.json`);
        (0,external_node_fs_.writeFileSync)(file, renderSchema(name));
        return file;
    });
}

// EXTERNAL MODULE: ./src/commands/types.ts
var types = __webpack_require__(8619);
;// CONCATENATED MODULE: ./src/commands/schema.ts
// `parley schema [--out DIR] [NAME]`: prints one JSON Schema (eval, task, jsonl-test, project,
// results-line, summary, pairwise-line, history-line), or writes them into DIR for editors (yaml-language-server) and CI.




const schemaCommand = {
    name: 'schema',
    usage: 'schema [--out DIR] [NAME]',
    options: {
        out: { type: 'string' },
    },
    help: {
        out: 'DIR write the schemas (all, or NAME) into DIR',
    },
    async run(values, positionals) {
        const names = Object.keys(SCHEMAS);
        if (positionals.length > 1)
            throw new types/* UsageError */.e('expected at most one schema name');
        const name = positionals[0];
        if (name !== undefined && !SCHEMAS[name]) {
            throw new types/* UsageError */.e(`unknown schema "${name}" (expected one of: ${names.join(', ')})`);
        }
        const out = values.out;
        if (out !== undefined) {
            let files;
            if (name === undefined) {
                files = writeSchemas(out);
            }
            else {
                (0,external_node_fs_.mkdirSync)(out, { recursive: true });
                files = [(0,external_node_path_.join)(out, `${name}.schema.json`)];
                (0,external_node_fs_.writeFileSync)(files[0], renderSchema(name));
            }
            for (const file of files)
                console.log(`wrote ${file}`);
            return 0;
        }
        if (name === undefined) {
            console.log(`Schemas: ${names.join(', ')}\nUsage: parley schema NAME | parley schema --out DIR`);
            return 0;
        }
        process.stdout.write(renderSchema(name));
        return 0;
    },
};


/***/ }),

/***/ 9768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yj: () => (/* binding */ HistoryRun)
/* harmony export */ });
/* unused harmony exports HistoryTask, History */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8534);
// history.jsonl: one line per push or scheduled run of a suite set, oldest first, what each task
// did in it (the action keeps it in the Actions cache, github/history-store.ts; `parley history`
// reads it). Read back as untrusted: every field bounded.


const Count = zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().max(1_000_000);
/** One task in one run: its verdict counts, outcomes, usage and cost. */
const HistoryTask = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    suite: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
    task_id: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
    task_name: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
    /** The task's identity (definition, models, Parley version); absent in older summaries. */
    identity: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(128).optional(),
    /** passed / trials, as summary.json's pass_rate. */
    pass_rate: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    trials: Count,
    passed: Count,
    failed: Count,
    abstained: Count,
    cap_exhausted: Count,
    errored: Count,
    /** Every role's tokens (agent, responder, judge). */
    tokens: Count.max(Number.MAX_SAFE_INTEGER),
    /** Dollars at the `prices` table; null when unknown or no prices were configured. */
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative().nullable(),
    /** The agent's model, as the suite resolved it. */
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(200).nullable(),
});
/** One run of the suite set. */
const HistoryRun = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    commit: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(200).nullable(),
    /** The run's summary created_at. */
    date: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(40),
    event: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(40),
    run_id: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(40).nullable(),
    run_url: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500).nullable(),
    parley_version: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(100),
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__.array(HistoryTask).max(_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_TASKS */ .Au),
});
/** The whole file, for schemas/: MAX_HISTORY_RUNS lines at most. */
const History = zod__WEBPACK_IMPORTED_MODULE_1__.array(HistoryRun).max(_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_HISTORY_RUNS */ .x_);


/***/ }),

/***/ 8534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ SUMMARY_TASKS),
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Ci: () => (/* binding */ REPORT_HTML_FILE),
/* harmony export */   Gl: () => (/* binding */ JUNIT_FILE),
/* harmony export */   Kz: () => (/* binding */ HISTORY_CACHE_DIR),
/* harmony export */   PO: () => (/* binding */ MAX_PAIR_REASON),
/* harmony export */   Q0: () => (/* binding */ MAX_SUMMARY_BYTES),
/* harmony export */   Uq: () => (/* binding */ REPORT_FILE),
/* harmony export */   Wu: () => (/* binding */ HISTORY_HTML_FILE),
/* harmony export */   Yw: () => (/* binding */ MAX_HISTORY_BYTES),
/* harmony export */   my: () => (/* binding */ PAIRWISE_FILE),
/* harmony export */   pH: () => (/* binding */ MAX_PAIR_ERROR),
/* harmony export */   u7: () => (/* binding */ SUMMARY_FILE),
/* harmony export */   ue: () => (/* binding */ MAX_RESULTS_BYTES),
/* harmony export */   x_: () => (/* binding */ MAX_HISTORY_RUNS),
/* harmony export */   yG: () => (/* binding */ RESULTS_FILE)
/* harmony export */ });
/* unused harmony exports MAX_PAIRWISE_BYTES, SUMMARY_TASK_BYTES, MAX_HISTORY_TASK_ENTRIES */
// The results directory's file names, and the sizes its readers accept. Apart from files.ts
// (which reads the files back with zod) so that the run path names results.jsonl without
// loading the readers.
const RESULTS_FILE = 'results.jsonl';
const SUMMARY_FILE = 'summary.json';
const JUNIT_FILE = 'junit.xml';
const REPORT_FILE = 'report.md';
/** The conversation viewer: one self-contained page, next to report.md. */
const REPORT_HTML_FILE = 'report.html';
/** Skill lift's pairwise judge: one line per task, trial and pairwise grader (pairwise-schema.ts). */
const PAIRWISE_FILE = 'pairwise.jsonl';
/** The characters of a pairwise judge's reason, and of a pair's error, a line holds. */
const MAX_PAIR_REASON = 500;
const MAX_PAIR_ERROR = 1000;
/** Bigger than any honest pairwise.jsonl; a larger one is refused, not parsed. */
const MAX_PAIRWISE_BYTES = (/* unused pure expression or super */ null && (20 * 1024 * 1024));
/** Bigger than any honest results file of a CI job; a larger one is refused, not parsed. */
const MAX_RESULTS_BYTES = 50 * 1024 * 1024;
/**
 * The most tasks a summary.json is read back with (a run may have more; its summary then is
 * refused by later readers, with this figure), and the ceiling of one task's entry as written
 * (indented, usage per role, an identity and a full pool of MAX_POOL base runs with 40-character
 * commits, with room for long task ids and names).
 */
const SUMMARY_TASKS = 20_000;
const SUMMARY_TASK_BYTES = 8 * 1024;
/** Every summary of up to SUMMARY_TASKS tasks Parley writes, it reads back (160 MiB). */
const MAX_SUMMARY_BYTES = 1024 * 1024 + SUMMARY_TASKS * SUMMARY_TASK_BYTES;
/** The history of a suite set's push and scheduled runs (history-schema.ts), one run a line. */
const HISTORY_FILE = 'history.jsonl';
/** The history page: per task, the pass rate and cost over the runs of history.jsonl. */
const HISTORY_HTML_FILE = 'history.html';
/** The history keeps the last this many runs. */
const MAX_HISTORY_RUNS = 90;
/**
 * And at most this many task entries over all its runs (the oldest runs leave first): a suite set
 * of many tasks keeps fewer runs, so the cache entry and the page stay small.
 */
const MAX_HISTORY_TASK_ENTRIES = 100_000;
/** A task entry as written is well under 1 KiB (ids and names are cut to 500 characters). */
const MAX_HISTORY_BYTES = MAX_HISTORY_TASK_ENTRIES * 2048 + MAX_HISTORY_RUNS * 4096;
/** Where the action keeps each suite set's history in the workspace (the cache entry's path). */
const HISTORY_CACHE_DIR = '.parley-history';


/***/ }),

/***/ 2544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ OUTCOMES_BY_STATUS),
/* harmony export */   UJ: () => (/* binding */ MAX_POOL),
/* harmony export */   f: () => (/* binding */ STATUSES),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   it: () => (/* binding */ MAX_RETRY_ERRORS),
/* harmony export */   j1: () => (/* binding */ MAX_IMPACT_TASKS)
/* harmony export */ });
// The runtime values of the result formats, without zod and without the record's types: the
// statuses and outcomes, which pairs a record may hold, and the bounds schema.ts validates
// against. Both schema.ts (which builds its enums from them) and record.ts use them, so neither
// imports the other's values; readers take them from record.ts or schema.ts, which re-export them.
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
/** The most errored attempts a run is retried after (`--retry-errors`, `retry-errors`). */
const MAX_RETRY_ERRORS = 5;
/** The most base runs a pooled baseline keeps per task (the `pool` input is at most this). */
const MAX_POOL = 20;
/** The most tasks not re-run (or run whatever changed) summary.json's `impact` lists, like not_run. */
const MAX_IMPACT_TASKS = 10_000;


/***/ }),

/***/ 3873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ MAX_COMPARED_MODELS),
/* harmony export */   ZJ: () => (/* binding */ modelArmName),
/* harmony export */   _N: () => (/* binding */ modelsProblem),
/* harmony export */   hS: () => (/* binding */ parseModelList)
/* harmony export */ });
// The models of a models job as `--model a,b,c` and the action's `models` input give them
// (engine/model-arms.ts runs the suites once per model).
/** More models than a side-by-side table can show (summary.json's `models` is bounded so). */
const MAX_COMPARED_MODELS = 50;
/**
 * Why a list of models cannot be a models job, or null: empty names and duplicates are
 * refused (a duplicate would run the same suite twice under one name).
 */
function modelsProblem(models) {
    if (models.length === 0)
        return 'no model given';
    if (models.length > MAX_COMPARED_MODELS)
        return `${models.length} models, more than the ${MAX_COMPARED_MODELS} a table compares`;
    if (models.some((m) => m.length > 200))
        return 'a model name over 200 characters';
    if (models.some((m) => !m))
        return 'an empty model name';
    const seen = new Set();
    for (const m of models) {
        if (seen.has(m))
            return `model ${m} is listed twice`;
        seen.add(m);
    }
    return null;
}
/** A comma (or newline) list of models, trimmed, empty entries kept for modelsProblem. */
function parseModelList(value) {
    return value
        .split(/[,\n]/)
        .map((m) => m.trim())
        .filter((m, i, all) => m || all.length > 1);
}
/** The name a suite's runs carry under one model of a models job. */
const modelArmName = (suite, model) => `${suite} [${model}]`;


/***/ }),

/***/ 460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ AssertOrList),
/* harmony export */   F0: () => (/* binding */ MockReply),
/* harmony export */   F9: () => (/* binding */ Checkpoint),
/* harmony export */   Jb: () => (/* binding */ AgentSettings),
/* harmony export */   jz: () => (/* binding */ MockTool),
/* harmony export */   ud: () => (/* binding */ checkCheckpoints),
/* harmony export */   zo: () => (/* binding */ Assertion)
/* harmony export */ });
/* unused harmony exports ASSERTION_TYPES, FILE_TOOLS, timeoutSeconds, firstEventTimeoutSeconds, MockToolCall */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var _re2_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6170);
/* harmony import */ var _helpers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9892);
// Schemas shared by eval.yaml, task files and JSONL tests: Yao assertions and checkpoints, mock
// tools, agent settings. Graders (grader-spec.ts) are waza's only: a JSONL suite loads none of
// their config schemas.



const ASSERTION_TYPES = [
    'contains',
    'not_contains',
    'equals',
    'regex',
    'json_path',
    'type',
    'tool_called',
    'tool_result',
    'script',
    'agent',
];
/** A Yao assertion. `pattern` (regex) and `name` (tool_called, tool_result) are Yao aliases. */
const Assertion = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .obj */ .WL)({
    /** Yao: an assertion without a type is `equals`. */
    type: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](ASSERTION_TYPES).default('equals'),
    value: zod__WEBPACK_IMPORTED_MODULE_1__.unknown().optional(),
    pattern: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx.optional(),
    name: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx.optional(),
    arguments: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1.optional(),
    path: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx.optional(),
    script: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx.optional(),
    use: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx.optional(),
    negate: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
    message: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx.optional(),
    options: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1.optional(),
    metadata: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1.optional(),
}).superRefine((a, ctx) => {
    const need = (ok, path, message) => {
        if (!ok)
            ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (a.type === 'regex') {
        const pattern = a.pattern ?? a.value;
        const key = a.pattern !== undefined ? 'pattern' : 'value';
        if (typeof pattern !== 'string') {
            need(false, key, 'expected a regular expression (string)');
        }
        else {
            const problem = (0,_re2_check_js__WEBPACK_IMPORTED_MODULE_2__/* .checkPattern */ .rg)(pattern);
            need(!problem, key, problem ?? '');
        }
    }
    if (a.type === 'json_path')
        need(a.path !== undefined, 'path', 'is required');
    // Yao's type assertion takes the type in `value` (Parley's older `path` is still read).
    if (a.type === 'type')
        need(a.value !== undefined || a.path !== undefined, 'value', 'is required');
    if (a.type === 'tool_called') {
        need(a.value !== undefined || a.name !== undefined, 'value', 'is required (or name)');
    }
    if (a.type === 'tool_result') {
        // Yao: value {tool, result}; Parley also takes path or name for the tool.
        const v = a.value;
        const inValue = !!v && typeof v === 'object' && (v.tool !== undefined || v.name !== undefined);
        need(a.path !== undefined || a.name !== undefined || inValue, 'value', 'needs the tool: value {tool, result} (or path / name)');
    }
    if (a.type === 'script') {
        need(a.script !== undefined || a.use !== undefined || typeof a.value === 'string', 'script', 'is required (or use)');
    }
    if (['contains', 'not_contains', 'equals'].includes(a.type)) {
        need(a.value !== undefined, 'value', 'is required');
    }
});
/** Yao's `assert` takes one assertion or a list. */
const AssertOrList = zod__WEBPACK_IMPORTED_MODULE_1__.union([Assertion, zod__WEBPACK_IMPORTED_MODULE_1__.array(Assertion)]);
const Checkpoint = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .obj */ .WL)({
    id: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .nonEmpty */ .hq,
    description: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx.optional(),
    assertion: Assertion.optional(),
    assert: Assertion.optional(),
    after: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .strs */ .TD.optional(),
    required: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
}).superRefine((c, ctx) => {
    if (c.assertion === undefined && c.assert === undefined) {
        ctx.addIssue({ code: 'custom', path: ['assertion'], message: 'is required (or assert)' });
    }
    if (c.assertion !== undefined && c.assert !== undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['assert'],
            message: 'cannot be combined with assertion',
        });
    }
});
/** Checkpoint ids are unique and `after` names only known ids. */
function checkCheckpoints(checkpoints, ctx, path = ['checkpoints']) {
    const ids = new Set();
    checkpoints?.forEach((c, i) => {
        if (ids.has(c.id)) {
            ctx.addIssue({
                code: 'custom',
                path: [...path, i, 'id'],
                message: `duplicate checkpoint id '${c.id}'`,
            });
        }
        ids.add(c.id);
    });
    checkpoints?.forEach((c, i) => c.after?.forEach((id, j) => {
        if (!ids.has(id)) {
            const known = [...ids].join(', ') || 'none';
            ctx.addIssue({
                code: 'custom',
                path: [...path, i, 'after', j],
                message: `unknown checkpoint id '${id}' (checkpoints: ${known})`,
            });
        }
        else if (id === c.id) {
            ctx.addIssue({
                code: 'custom',
                path: [...path, i, 'after', j],
                message: 'a checkpoint cannot come after itself',
            });
        }
    }));
}
const MockTool = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .obj */ .WL)({
    name: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .nonEmpty */ .hq,
    description: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx.optional(),
    parameters: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1.optional(),
    result: zod__WEBPACK_IMPORTED_MODULE_1__.unknown().optional(),
    results: zod__WEBPACK_IMPORTED_MODULE_1__.array((0,_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .obj */ .WL)({ when: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1, result: zod__WEBPACK_IMPORTED_MODULE_1__.unknown() })).optional(),
});
/** The built-in agent's (executor openai) workspace file tools, by name: `config.agent.tools`. */
const FILE_TOOLS = ['read_file', 'write_file', 'list_files', 'search_files'];
/** `tools`: a list of file tool names, or `none` (the same as `[]`). */
const FileToolList = zod__WEBPACK_IMPORTED_MODULE_1__.union([
    zod__WEBPACK_IMPORTED_MODULE_1__.literal('none', {
        error: `expected a list of built-in tool names (${FILE_TOOLS.join(', ')}) or none`,
    }),
    zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()),
])
    .superRefine((v, ctx) => {
    if (v === 'none')
        return;
    v.forEach((name, index) => {
        if (!FILE_TOOLS.includes(name)) {
            ctx.addIssue({
                code: 'custom',
                path: [index],
                message: `unknown built-in tool ${JSON.stringify(name)} (expected some of: ${FILE_TOOLS.join(', ')}; or none)`,
            });
        }
    });
});
const AgentSettings = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .obj */ .WL)({
    command: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .nonEmpty */ .hq.optional(),
    args: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .strs */ .TD.optional(),
    env: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .stringMap */ .Qi.optional(),
    permissions: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['allow_workspace', 'allow_all', 'deny']).optional(),
    /**
     * acp: the client file system Parley offers the agent (ACP `fs` capabilities); `false` offers
     * none (the agent then uses its own tools), or per method.
     */
    fs: zod__WEBPACK_IMPORTED_MODULE_1__.union([
        zod__WEBPACK_IMPORTED_MODULE_1__.boolean(),
        (0,_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .obj */ .WL)({ read_text_file: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(), write_text_file: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional() }),
    ])
        .optional(),
    /** acp: how the agent reports token usage: per turn (default) or summed over the session. */
    usage: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['per_turn', 'cumulative']).optional(),
    url: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .nonEmpty */ .hq.optional(),
    method: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .nonEmpty */ .hq.optional(),
    headers: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .stringMap */ .Qi.optional(),
    body: zod__WEBPACK_IMPORTED_MODULE_1__.unknown().optional(),
    response_path: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .nonEmpty */ .hq.optional(),
    session_path: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .nonEmpty */ .hq.optional(),
    tool_calls_path: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .nonEmpty */ .hq.optional(),
    max_iterations: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .posInt */ .Ik.optional(),
    temperature: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(2).optional(),
    /** openai: which workspace file tools the agent is offered (default: all). */
    tools: FileToolList.optional(),
});
const timeoutSeconds = (/* unused pure expression or super */ null && (posInt));
const firstEventTimeoutSeconds = (/* unused pure expression or super */ null && (nonNegInt));
const MockToolCall = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .obj */ .WL)({
    name: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .nonEmpty */ .hq,
    arguments: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1.optional(),
    result: zod__WEBPACK_IMPORTED_MODULE_1__.unknown().optional(),
    success: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
});
/** One scripted reply of the mock agent: its text, or the full form. */
const MockReply = zod__WEBPACK_IMPORTED_MODULE_1__.union([
    _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx,
    (0,_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .obj */ .WL)({
        text: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx.optional(),
        tool_calls: zod__WEBPACK_IMPORTED_MODULE_1__.array(MockToolCall).optional(),
        files: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .stringMap */ .Qi.optional(),
        first_event_delay_ms: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .nonNegInt */ .jy.optional(),
        delay_ms: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .nonNegInt */ .jy.optional(),
        error: _helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx.optional(),
        hang: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
        asks: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
    }),
]);


/***/ }),

/***/ 9892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ KEYS_PREFIX),
/* harmony export */   Ik: () => (/* binding */ posInt),
/* harmony export */   Qi: () => (/* binding */ stringMap),
/* harmony export */   Qx: () => (/* binding */ Executor),
/* harmony export */   TD: () => (/* binding */ strs),
/* harmony export */   WL: () => (/* binding */ obj),
/* harmony export */   g1: () => (/* binding */ record),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   hq: () => (/* binding */ nonEmpty),
/* harmony export */   jH: () => (/* binding */ atMostOne),
/* harmony export */   jy: () => (/* binding */ nonNegInt),
/* harmony export */   nA: () => (/* binding */ relPath),
/* harmony export */   wI: () => (/* binding */ re2),
/* harmony export */   yE: () => (/* binding */ OnMissingInput)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var _re2_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6170);
// Building blocks of the suite schemas: strict objects whose unknown-key errors list the keys
// that are allowed, RE2 regexes checked at load time, and workspace-relative paths.



/** Prefix of the message an unknown-key issue carries; diagnostics/zod-issues.ts turns it into a sentence. */
const KEYS_PREFIX = 'expected one of: ';
/** A strict object: unknown keys are errors that name the keys this object accepts. */
function obj(shape) {
    const keys = Object.keys(shape).join(', ');
    return zod__WEBPACK_IMPORTED_MODULE_1__.strictObject(shape, {
        error: (issue) => (issue.code === 'unrecognized_keys' ? KEYS_PREFIX + keys : undefined),
    });
}
/** An RE2-syntax regular expression that JavaScript can honour (see regex.ts). */
const re2 = zod__WEBPACK_IMPORTED_MODULE_1__.string().superRefine((pattern, ctx) => {
    const problem = (0,_re2_check_js__WEBPACK_IMPORTED_MODULE_2__/* .checkPattern */ .rg)(pattern);
    if (problem)
        ctx.addIssue({ code: 'custom', message: problem });
});
/** A path inside the run workspace: relative, without `..` segments. */
const relPath = zod__WEBPACK_IMPORTED_MODULE_1__.string()
    .min(1)
    .superRefine((path, ctx) => {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path) || /^[a-zA-Z]:[\\/]/.test(path) || path.startsWith('\\')) {
        ctx.addIssue({ code: 'custom', message: `must be a relative path, got "${path}"` });
    }
    else if (path.split(/[\\/]/).includes('..')) {
        ctx.addIssue({ code: 'custom', message: `must not contain "..", got "${path}"` });
    }
});
const str = zod__WEBPACK_IMPORTED_MODULE_1__.string();
const nonEmpty = zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1);
const strs = zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string());
const record = zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.unknown());
const stringMap = zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.string());
const posInt = zod__WEBPACK_IMPORTED_MODULE_1__.number().int().min(1);
const nonNegInt = zod__WEBPACK_IMPORTED_MODULE_1__.number().int().min(0);
/** waza `executor` values plus Parley's adapters; `copilot-sdk` is ACP with `copilot --acp`. */
const Executor = zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['mock', 'openai', 'acp', 'http', 'copilot-sdk']);
const OnMissingInput = zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['grade', 'skip', 'fail'])
    .describe('A single-prompt reply that asks something: grade it (default, the question is recorded), skip it, or fail it.');
/** Reports keys of `value` that are set together although at most one is allowed. */
function atMostOne(value, keys, ctx, path = []) {
    const present = keys.filter((k) => value[k] !== undefined);
    for (const key of present.slice(1)) {
        ctx.addIssue({
            code: 'custom',
            path: [...path, key],
            message: `cannot be combined with ${present[0]} (use only one of: ${keys.join(', ')})`,
        });
    }
}


/***/ }),

/***/ 6170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LB: () => (/* binding */ hasPatternCheck),
/* harmony export */   cG: () => (/* binding */ deferringPatterns),
/* harmony export */   rg: () => (/* binding */ checkPattern),
/* harmony export */   ws: () => (/* binding */ usePatternCheck)
/* harmony export */ });
// The check the suite schemas' refinements run on each RE2 pattern, once something has loaded
// regex.ts (which registers it here when it loads). Apart from re2-check.ts, which loads regex.ts
// on demand, so that regex.ts and re2-check.ts do not import each other.
let check;
let deferring = false;
let noted = false;
/** Called by regex.ts when it loads: from then on patterns are checked as they are parsed. */
function usePatternCheck(fn) {
    check = fn;
}
/** Whether regex.ts has registered its check. */
function hasPatternCheck() {
    return check !== undefined;
}
/** The refinements' check: the problem with `pattern`, or undefined (also while deferring). */
function checkPattern(pattern) {
    if (check)
        return check(pattern);
    // A parse that cannot be repeated would accept a bad pattern: a bug, so said loudly.
    if (!deferring)
        throw new Error('internal: an RE2 pattern was parsed before regex.ts loaded');
    noted = true;
    return undefined;
}
/** `parse()` with the patterns it meets noted, not checked: its result and whether it met one. */
function deferringPatterns(parse) {
    deferring = true;
    noted = false;
    try {
        return { result: parse(), noted };
    }
    finally {
        deferring = false;
    }
}


/***/ }),

/***/ 6712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gg: () => (/* binding */ IsoDay),
  AO: () => (/* binding */ MAX_QUARANTINE),
  Q1: () => (/* binding */ ProjectFile)
});

// UNUSED EXPORTS: QuarantineEntry

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/suites/schema/helpers.ts
var helpers = __webpack_require__(9892);
;// CONCATENATED MODULE: ./src/suites/schema/prices.ts
// The `prices` table (.parley.yaml, the action's `prices` input): what a model's tokens cost,
// in dollars per million tokens. Cached input is priced apart (providers discount it); unset,
// it costs what input costs, so a cost is never under-stated.


const perMillion = schemas.number().nonnegative().finite();
const ModelPrice = (0,helpers/* obj */.WL)({
    input: perMillion,
    cached_input: perMillion.optional(),
    output: perMillion,
});
/**
 * Model name -> its price. A model not listed is priced "unknown", never $0. A `__proto__` key
 * is refused, not dropped: zod's records leave it out, so its price would silently not apply
 * (the other names of Object.prototype, `constructor` and the like, are priced as any name).
 */
const PriceTable = schemas.preprocess((value, ctx) => {
    if (value && typeof value === 'object' && Object.hasOwn(value, '__proto__')) {
        ctx.addIssue({
            code: 'custom',
            input: value,
            path: ['__proto__'],
            message: 'a model cannot be named __proto__ (it is not a key a table can hold)',
        });
    }
    return value;
}, schemas.record(helpers/* nonEmpty */.hq, ModelPrice));

;// CONCATENATED MODULE: ./src/suites/schema/project.ts
// .parley.yaml / .waza.yaml at the project root: waza's config.schema.json keys (camelCase, as
// waza writes them) plus Parley's evals globs, results_dir and snake_case defaults.



const intMap = schemas.record(schemas.string(), helpers/* nonNegInt */.jy);
/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const IsoDay = schemas.string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
    .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'not a calendar date');
/** At most this many quarantine entries: a list longer than this quarantines the suite, not tasks. */
const MAX_QUARANTINE = 200;
/**
 * `quarantine:` a task that keeps running and being reported but cannot fail the check
 * (verdict/quarantine.ts), until `expires` (that day included).
 */
const QuarantineEntry = (0,helpers/* obj */.WL)({
    /** `suite/task id`, a task id or name; `*` = any characters (shared/task-filter.ts). */
    task: schemas.string().trim().min(1).max(500),
    reason: schemas.string().trim().min(1, 'a quarantine needs a reason').max(500),
    expires: IsoDay,
});
const ProjectFile = (0,helpers/* obj */.WL)({
    evals: schemas.union([helpers/* nonEmpty */.hq, helpers/* strs */.TD]).optional(),
    results_dir: helpers/* nonEmpty */.hq.optional(),
    /** Dollars per million tokens, per model (the report's cost). */
    prices: PriceTable.optional(),
    defaults: (0,helpers/* obj */.WL)({
        model: helpers/* nonEmpty */.hq.optional(),
        judge_model: helpers/* nonEmpty */.hq.optional(),
        judgeModel: helpers/* nonEmpty */.hq.optional(),
        responder_model: helpers/* nonEmpty */.hq.optional(),
        executor: helpers/* Executor */.Qx.optional(),
        engine: helpers/* Executor */.Qx.optional(),
        trials: helpers/* posInt */.Ik.optional(),
        workers: helpers/* nonNegInt */.jy.optional(),
        timeout_seconds: helpers/* posInt */.Ik.optional(),
        timeout: helpers/* posInt */.Ik.optional(),
        parallel: schemas.boolean().optional(),
        verbose: schemas.boolean().optional(),
        sessionLog: schemas.boolean().optional(),
    }).optional(),
    paths: (0,helpers/* obj */.WL)({ skills: helpers/* str */.gx.optional(), evals: helpers/* str */.gx.optional(), results: helpers/* str */.gx.optional() }).optional(),
    files: (0,helpers/* obj */.WL)({
        evalFile: schemas.string()
            .regex(/^[^/\\]+$/, 'expected a file name')
            .optional(),
        taskGlob: helpers/* nonEmpty */.hq.optional(),
        taskFileSuffix: helpers/* str */.gx.optional(),
    }).optional(),
    cache: (0,helpers/* obj */.WL)({ enabled: schemas.boolean().optional(), dir: helpers/* str */.gx.optional() }).optional(),
    server: (0,helpers/* obj */.WL)({ port: helpers/* posInt */.Ik.optional(), resultsDir: helpers/* str */.gx.optional() }).optional(),
    dev: (0,helpers/* obj */.WL)({
        model: helpers/* str */.gx.optional(),
        target: helpers/* str */.gx.optional(),
        maxIterations: helpers/* posInt */.Ik.optional(),
    }).optional(),
    tokens: (0,helpers/* obj */.WL)({
        warningThreshold: helpers/* nonNegInt */.jy.optional(),
        fallbackLimit: helpers/* nonNegInt */.jy.optional(),
        limits: (0,helpers/* obj */.WL)({ defaults: intMap.optional(), overrides: intMap.optional() }).optional(),
    }).optional(),
    graders: (0,helpers/* obj */.WL)({ programTimeout: helpers/* posInt */.Ik.optional() }).optional(),
    storage: (0,helpers/* obj */.WL)({
        provider: helpers/* str */.gx.optional(),
        accountName: helpers/* str */.gx.optional(),
        containerName: helpers/* str */.gx.optional(),
        enabled: schemas.boolean().optional(),
    }).optional(),
    registries: schemas.array(schemas.unknown()).optional(),
    /** Parley: tasks kept out of the verdict for a while (verdict/quarantine.ts). */
    quarantine: schemas.array(QuarantineEntry).max(MAX_QUARANTINE).optional(),
    /** Parley: impact selection on pull requests (engine/impact.ts). */
    impact: (0,helpers/* obj */.WL)({
        /** Globs (relative to the project root) whose change re-runs every task. */
        always: schemas.array(helpers/* nonEmpty */.hq).optional(),
    }).optional(),
});


/***/ }),

/***/ 8091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rz: () => (/* binding */ JsonlTest)
/* harmony export */ });
/* unused harmony exports JsonlTurn, Simulator, Duration, JsonlMessage */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1514);
/* harmony import */ var _schema_common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(460);
/* harmony import */ var _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9892);
// One line of a Yao agent-test JSONL file: a single-turn test (input), a static multi-turn test
// (turns) or a dynamic one (simulator + checkpoints).



const JsonlTurn = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    input: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx,
    assertions: zod__WEBPACK_IMPORTED_MODULE_2__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .Assertion */ .zo).optional(),
    assert: _schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .AssertOrList */ .C5.optional(),
}).superRefine((t, ctx) => (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .atMostOne */ .jH)(t, ['assertions', 'assert'], ctx));
const Simulator = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    /** The simulator agent; Parley uses it as the responder's model. */
    use: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    options: zod__WEBPACK_IMPORTED_MODULE_2__.looseObject({
        metadata: zod__WEBPACK_IMPORTED_MODULE_2__.looseObject({ persona: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(), goal: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional() }).optional(),
    })
        .optional(),
});
/** Yao (Go) durations: seconds as a number, or "30s", "5m", "1m30s", "500ms". */
const Duration = zod__WEBPACK_IMPORTED_MODULE_2__.union([
    zod__WEBPACK_IMPORTED_MODULE_2__.number().positive(),
    zod__WEBPACK_IMPORTED_MODULE_2__.string()
        .regex(/^(\d+(\.\d+)?(ms|s|m|h))+$/, 'expected a duration like "30s", "5m", "1m30s" or a number of seconds'),
]);
/** One chat message (Yao's input as a message, or one entry of a conversation history). */
const JsonlMessage = zod__WEBPACK_IMPORTED_MODULE_2__.looseObject({
    role: zod__WEBPACK_IMPORTED_MODULE_2__["enum"](['system', 'user', 'assistant', 'developer', 'tool']).default('user'),
    content: zod__WEBPACK_IMPORTED_MODULE_2__.union([_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx, zod__WEBPACK_IMPORTED_MODULE_2__.array(zod__WEBPACK_IMPORTED_MODULE_2__.looseObject({ type: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(), text: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional() }))]),
});
const JsonlTest = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    id: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq,
    name: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    description: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    tags: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional(),
    mode: zod__WEBPACK_IMPORTED_MODULE_2__["enum"](['static', 'dynamic']).optional(),
    /** Yao: text, one message, or a list of messages (a conversation history). */
    input: zod__WEBPACK_IMPORTED_MODULE_2__.union([_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx, JsonlMessage, zod__WEBPACK_IMPORTED_MODULE_2__.array(JsonlMessage).min(1)]).optional(),
    /** Yao: the expected output when there is no `assert` (an equals assertion). */
    expected: zod__WEBPACK_IMPORTED_MODULE_2__.unknown().optional(),
    /** Yao: skip this test. */
    skip: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().optional(),
    /** Yao process ids (scripts:...) run before / after the test: cannot run here (warned). */
    before: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    after: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    /** Yao context (user id, team id, ctx.Metadata): no meaning here (warned). */
    user: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    team: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    metadata: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1.optional(),
    turns: zod__WEBPACK_IMPORTED_MODULE_2__.array(JsonlTurn).min(1).optional(),
    assertions: zod__WEBPACK_IMPORTED_MODULE_2__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .Assertion */ .zo).optional(),
    assert: _schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .AssertOrList */ .C5.optional(),
    simulator: Simulator.optional(),
    checkpoints: zod__WEBPACK_IMPORTED_MODULE_2__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .Checkpoint */ .F9).optional(),
    max_turns: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .posInt */ .Ik.optional(),
    timeout: Duration.optional(),
    options: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1.optional(),
    tools: zod__WEBPACK_IMPORTED_MODULE_2__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .MockTool */ .jz).optional(),
    /** Parley: the mock agent's scripted replies, for offline runs. */
    mock: zod__WEBPACK_IMPORTED_MODULE_2__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .MockReply */ .F0).optional(),
}).superRefine((t, ctx) => {
    if (t.input === undefined && t.turns === undefined) {
        ctx.addIssue({ code: 'custom', path: [], message: 'needs input or turns' });
    }
    (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .atMostOne */ .jH)(t, ['input', 'turns'], ctx);
    (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .atMostOne */ .jH)(t, ['turns', 'simulator'], ctx);
    (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .atMostOne */ .jH)(t, ['assertions', 'assert'], ctx);
    if (t.mode === 'static' && t.turns === undefined) {
        ctx.addIssue({ code: 'custom', path: ['mode'], message: 'static mode needs turns' });
    }
    if (t.mode === 'dynamic' && t.simulator === undefined) {
        ctx.addIssue({ code: 'custom', path: ['mode'], message: 'dynamic mode needs a simulator' });
    }
    (0,_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .checkCheckpoints */ .ud)(t.checkpoints, ctx);
});


/***/ })

};
;