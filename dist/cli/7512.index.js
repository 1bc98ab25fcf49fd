export const id = 7512;
export const ids = [7512];
export const modules = {

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
// EXTERNAL MODULE: ./src/results/schema.ts + 1 modules
var schema = __webpack_require__(5476);
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
    project: project/* ProjectFile */.Q,
    'results-line': schema/* RunRecord */.d3,
    summary: schema/* Summary */.BD,
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
// results-line, summary), or writes them into DIR for editors (yaml-language-server) and CI.




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

/***/ 6269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ks: () => (/* binding */ checkVerdict),
/* harmony export */   UJ: () => (/* binding */ MAX_POOL),
/* harmony export */   f: () => (/* binding */ STATUSES),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   iJ: () => (/* binding */ finalRecord),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   it: () => (/* binding */ MAX_RETRY_ERRORS)
/* harmony export */ });
/* unused harmony export OUTCOMES_BY_STATUS */
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
/** Throws on a status/outcome pair outside the table: such a record is never written. */
function checkVerdict(verdict) {
    const allowed = OUTCOMES_BY_STATUS[verdict.status] ?? [];
    if (!allowed.includes(verdict.outcome)) {
        throw new Error(`impossible run verdict: status ${verdict.status} with outcome ${verdict.outcome} ` +
            `(allowed: ${allowed.join(', ')})`);
    }
}
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
/** The most errored attempts a run is retried after (`--retry-errors`, `retry-errors`). */
const MAX_RETRY_ERRORS = 5;
/** The most base runs a pooled baseline keeps per task (the `pool` input is at most this). */
const MAX_POOL = 20;


/***/ }),

/***/ 6712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ ProjectFile)
});

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
/** Model name -> its price. A model not listed is priced "unknown", never $0. */
const PriceTable = schemas.record(helpers/* nonEmpty */.hq, ModelPrice);

;// CONCATENATED MODULE: ./src/suites/schema/project.ts
// .parley.yaml / .waza.yaml at the project root: waza's config.schema.json keys (camelCase, as
// waza writes them) plus Parley's evals globs, results_dir and snake_case defaults.



const intMap = schemas.record(schemas.string(), helpers/* nonNegInt */.jy);
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
    /** Parley: impact selection on pull requests (engine/impact.ts). */
    impact: (0,helpers/* obj */.WL)({
        /** Globs (relative to the project root) whose change re-runs every task. */
        always: schemas.array(helpers/* nonEmpty */.hq).optional(),
    }).optional(),
});


/***/ }),

/***/ 7480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $L: () => (/* binding */ EvalFile)
});

// UNUSED EXPORTS: Config, Hooks, McpServer, Metric

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/suites/schema/common.ts
var common = __webpack_require__(460);
// EXTERNAL MODULE: ./src/suites/waza/task-schema.ts
var task_schema = __webpack_require__(6768);
// EXTERNAL MODULE: ./src/suites/schema/helpers.ts
var helpers = __webpack_require__(9892);
;// CONCATENATED MODULE: ./src/suites/waza/mcp-mocks-schema.ts
// eval.yaml `mcp_mocks`: MCP servers Parley serves itself, each tool answering by rules (waza's
// shape). A response's `match` (argument values, JSON-equal) and `match_regex` (argument -> RE2,
// over the value's text) must all hold; the first response that matches answers. waza's
// `match_schema` and `fixtures` are refused: Parley has no JSON Schema matcher or fixture loader.


const refused = (what) => schemas.unknown().superRefine((_, ctx) => {
    ctx.addIssue({ code: 'custom', message: `is not supported by Parley (${what})` });
});
const McpMockResponse = (0,helpers/* obj */.WL)({
    match: helpers/* record */.g1.optional(),
    match_regex: schemas.record(schemas.string(), helpers/* re2 */.wI).optional(),
    match_schema: refused('no JSON Schema matcher; use match or match_regex').optional(),
    return: schemas.unknown().optional(),
    error: helpers/* nonEmpty */.hq.optional(),
}).refine((r) => !(r.return !== undefined && r.error !== undefined), {
    message: 'a response has either return or error, not both',
});
const McpMockTool = (0,helpers/* obj */.WL)({
    description: helpers/* str */.gx.optional(),
    input_schema: helpers/* record */.g1.optional(),
    responses: schemas.array(McpMockResponse).min(1, 'expected at least one response'),
});
// A server name becomes part of the agent's tool names (`<server>__<tool>`): keep it plain.
const serverName = schemas.string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'expected letters, digits, _ or - (a server name)');
const McpMock = (0,helpers/* obj */.WL)({
    name: serverName,
    fixtures: refused('no fixture files; write responses inline').optional(),
    tools: schemas.record(schemas.string().min(1), McpMockTool),
});
const McpMocks = schemas.array(McpMock).superRefine((mocks, ctx) => {
    const seen = new Set();
    mocks.forEach((m, i) => {
        if (seen.has(m.name))
            ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `duplicate server ${m.name}` });
        seen.add(m.name);
    });
});

;// CONCATENATED MODULE: ./src/suites/waza/command-mocks-schema.ts
// eval.yaml `command_mocks`: commands the agent runs, answered by rules (waza's shape). Parley
// puts one small shim per command first on the agent's PATH; a response's `args` (the exact
// argument list) or `args_regex` (one RE2 pattern per argument, each matching all of it) picks
// the answer, the first that matches wins; `expect_calls` is checked after the run. waza's
// `environment`, `workdir` and `fixture` are refused: the shim does not match on them.


const command_mocks_schema_refused = (what) => schemas.unknown().superRefine((_, ctx) => {
    ctx.addIssue({ code: 'custom', message: `is not supported by Parley (${what})` });
});
const CommandMockResponse = (0,helpers/* obj */.WL)({
    args: schemas.array(schemas.string()).optional(),
    args_regex: schemas.array(helpers/* re2 */.wI).optional(),
    stdout: schemas.unknown().optional(),
    stderr: helpers/* str */.gx.optional(),
    exit_code: schemas.number().int().min(0).max(255).optional(),
    environment: command_mocks_schema_refused('the shim matches arguments only').optional(),
    workdir: command_mocks_schema_refused('the shim matches arguments only').optional(),
    fixture: command_mocks_schema_refused('no fixture files; write stdout inline').optional(),
}).refine((r) => (r.args === undefined) !== (r.args_regex === undefined), {
    message: 'a response has exactly one of args or args_regex',
});
const CommandMock = (0,helpers/* obj */.WL)({
    name: schemas.string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'expected an executable name (letters, digits, . _ -)'),
    responses: schemas.array(CommandMockResponse).min(1, 'expected at least one response'),
    expect_calls: helpers/* nonNegInt */.jy.optional(),
});
const CommandMocks = schemas.array(CommandMock).superRefine((mocks, ctx) => {
    const seen = new Set();
    mocks.forEach((m, i) => {
        const key = m.name.toLowerCase();
        if (seen.has(key))
            ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `duplicate command ${m.name}` });
        seen.add(key);
    });
});

;// CONCATENATED MODULE: ./src/suites/waza/eval-schema.ts
// eval.yaml: every field of waza's eval.schema.json (with the same meaning) plus Parley's
// executors, adapter settings and mock tools. Tasks are globs of task files or inline tasks.






const ReasoningEffort = schemas["enum"](['low', 'medium', 'high', 'xhigh', 'max']);
const McpServer = (0,helpers/* obj */.WL)({
    name: helpers/* nonEmpty */.hq.optional(),
    type: schemas["enum"](['stdio', 'local', 'http', 'sse', 'streamable-http']).optional(),
    command: helpers/* nonEmpty */.hq.optional(),
    args: helpers/* strs */.TD.optional(),
    env: helpers/* stringMap */.Qi.optional(),
    cwd: helpers/* str */.gx.optional(),
    url: helpers/* nonEmpty */.hq.optional(),
    headers: helpers/* stringMap */.Qi.optional(),
    tools: helpers/* strs */.TD.optional(),
    timeout: schemas.number().positive().optional(),
}).superRefine((s, ctx) => {
    if (s.command === undefined && s.url === undefined) {
        ctx.addIssue({ code: 'custom', path: [], message: 'needs command (stdio) or url (http)' });
    }
});
const Config = (0,helpers/* obj */.WL)({
    trials_per_task: helpers/* posInt */.Ik.optional(),
    timeout_seconds: helpers/* posInt */.Ik.optional(),
    first_event_timeout_seconds: helpers/* nonNegInt */.jy.optional(),
    on_missing_input: helpers/* OnMissingInput */.yE.optional(),
    parallel: schemas.boolean().optional(),
    workers: helpers/* nonNegInt */.jy.optional(),
    fail_fast: schemas.boolean().optional(),
    executor: helpers/* Executor */.Qx.optional().describe('Agent adapter; copilot-sdk = acp with `copilot --acp`.'),
    model: helpers/* nonEmpty */.hq.optional().describe('Agent model; also the default responder and judge model.'),
    reasoning_effort: ReasoningEffort.optional(),
    max_attempts: helpers/* posInt */.Ik.optional(),
    group_by: helpers/* str */.gx.optional(),
    judge_model: helpers/* nonEmpty */.hq.optional(),
    judge_reasoning_effort: ReasoningEffort.optional(),
    skill_directories: helpers/* strs */.TD.optional(),
    instruction_files: helpers/* strs */.TD.optional(),
    inject_skill_body: schemas.boolean().optional(),
    trigger_skill_routing: schemas.boolean().optional(),
    disabled_skills: helpers/* strs */.TD.optional(),
    required_skills: helpers/* strs */.TD.optional(),
    /** waza: keyed by server name; a list of `{name, ...}` is accepted too. */
    mcp_servers: schemas.union([schemas.record(schemas.string(), McpServer), schemas.array(McpServer)]).optional(),
    agent: common/* AgentSettings */.Jb.optional().describe('Adapter settings (acp: command/args/env; http: url/body/...).'),
    tools: schemas.array(common/* MockTool */.jz).optional().describe('Mock tools for every task (openai agent).'),
});
const Metric = (0,helpers/* obj */.WL)({
    name: helpers/* nonEmpty */.hq,
    weight: schemas.number().gt(0),
    threshold: schemas.number().min(0).max(1),
    description: helpers/* str */.gx.optional(),
    enabled: schemas.boolean().optional(),
});
const Hook = (0,helpers/* obj */.WL)({
    command: helpers/* nonEmpty */.hq,
    working_directory: helpers/* str */.gx.optional(),
    exit_codes: schemas.array(schemas.number().int()).optional(),
    error_on_fail: schemas.boolean().optional(),
});
const Hooks = (0,helpers/* obj */.WL)({
    before_run: schemas.array(Hook).optional(),
    after_run: schemas.array(Hook).optional(),
    before_task: schemas.array(Hook).optional(),
    after_task: schemas.array(Hook).optional(),
});
const EvalFile = (0,helpers/* obj */.WL)({
    name: helpers/* nonEmpty */.hq,
    description: helpers/* str */.gx.optional(),
    scenario: helpers/* nonEmpty */.hq.optional(),
    skill: helpers/* nonEmpty */.hq.optional(),
    schemaVersion: schemas.string()
        .regex(/^[0-9]+\.[0-9]+$/, 'expected a version like "1.4"')
        .optional(),
    version: schemas.union([helpers/* nonEmpty */.hq, schemas.number()]).optional(),
    config: Config.optional(),
    hooks: Hooks.optional(),
    mcp_mocks: McpMocks.optional().describe('MCP servers Parley serves itself per run (built-in and acp agents): each tool answers with its first matching response.'),
    command_mocks: CommandMocks.optional().describe('Commands an acp agent runs, answered by shims first on its PATH; expect_calls is checked after the run.'),
    inputs: helpers/* stringMap */.Qi.optional(),
    tasks_from: helpers/* str */.gx.optional(),
    range: schemas.tuple([helpers/* nonNegInt */.jy, helpers/* nonNegInt */.jy]).optional(),
    graders: schemas.array(common/* Grader */.S3).optional(),
    metrics: schemas.array(Metric).optional(),
    /** Globs of task files (.yaml/.yml/.jsonl) relative to eval.yaml, or inline tasks. */
    tasks: schemas.array(schemas.union([helpers/* nonEmpty */.hq, task_schema/* TaskFile */.kE])).optional(),
    /** Parley: more inputs of every task for impact selection (globs relative to eval.yaml). */
    paths: schemas.array(helpers/* nonEmpty */.hq).optional(),
    baseline: schemas.boolean().optional(),
});


/***/ }),

/***/ 6768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kE: () => (/* binding */ TaskFile)
/* harmony export */ });
/* unused harmony exports ResponderRule, Responder, Turn, FileInput, RepoInput, Inputs, Expected, WazaCheckpoint, Requirement */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1514);
/* harmony import */ var _schema_common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(460);
/* harmony import */ var _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9892);
/* harmony import */ var _schema_graders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(666);
// A waza task file (tasks/*.yaml), with Parley's extensions: inputs.turns, responder rules,
// persona/goal, checkpoints, assertions, mock replies, mock tools, executor/agent overrides.




const ResponderRule = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    when: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .re2 */ .wI,
    reply: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx,
    statements: zod__WEBPACK_IMPORTED_MODULE_3__.boolean()
        .optional()
        .describe('Also answer a message that asks nothing (rules answer questions by default).'),
});
const Responder = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    model: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq
        .optional()
        .describe('Responder model; defaults to --responder-model, then config.model.'),
    instructions: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.describe('The brief: the target configuration the surrogate user knows.'),
    max_followups: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .posInt */ .Ik.describe('Maximum responder replies; reaching it while asked = cap_exhausted.'),
    persona: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional().describe('Who the surrogate user is (simulator style).'),
    goal: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional().describe('What the surrogate user wants to achieve.'),
    rules: zod__WEBPACK_IMPORTED_MODULE_3__.array(ResponderRule)
        .optional()
        .describe('Deterministic responder, no LLM: first rule whose `when` regex matches replies.'),
    stop_when: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .re2 */ .wI.optional().describe('Regex over the agent message that ends the conversation.'),
    abstain_when: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .re2 */ .wI
        .optional()
        .describe('Regex over the agent message that makes the responder abstain.'),
});
const Turn = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    input: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx,
    assertions: zod__WEBPACK_IMPORTED_MODULE_3__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .Assertion */ .zo).optional(),
    assert: _schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .AssertOrList */ .C5.optional(),
}).superRefine((t, ctx) => (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .atMostOne */ .jH)(t, ['assertions', 'assert'], ctx));
const FileInput = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    path: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .relPath */ .nA,
    content: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    source: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
}).superRefine((f, ctx) => (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .atMostOne */ .jH)(f, ['content', 'source'], ctx));
const RepoInput = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    type: zod__WEBPACK_IMPORTED_MODULE_3__.literal('worktree').optional(),
    source: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq,
    commit: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    ref: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    dest: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .relPath */ .nA,
}).superRefine((r, ctx) => (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .atMostOne */ .jH)(r, ['commit', 'ref'], ctx));
const Inputs = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    prompt: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional().describe('The first message sent to the agent.'),
    prompt_file: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional().describe('File holding the prompt, relative to the task file.'),
    turns: zod__WEBPACK_IMPORTED_MODULE_3__.array(Turn)
        .min(1)
        .optional()
        .describe('Scripted multi-turn flow; turns[0].input is the prompt.'),
    follow_up_prompts: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional().describe('Scripted follow-ups, sent in order.'),
    responder: Responder.optional(),
    context: zod__WEBPACK_IMPORTED_MODULE_3__.looseObject({ fixture: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional() }).optional(),
    environment: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .stringMap */ .Qi.optional(),
    files: zod__WEBPACK_IMPORTED_MODULE_3__.array(FileInput).optional(),
    repos: zod__WEBPACK_IMPORTED_MODULE_3__.array(RepoInput).optional(),
    workdir: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .relPath */ .nA.optional().describe("The agent's working directory inside the workspace."),
    tools: zod__WEBPACK_IMPORTED_MODULE_3__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .MockTool */ .jz).optional().describe('Mock tools for the openai agent.'),
    mock: zod__WEBPACK_IMPORTED_MODULE_3__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .MockReply */ .F0).optional().describe("The mock agent's replies, one per turn."),
}).superRefine((inputs, ctx) => {
    const first = ['prompt', 'prompt_file', 'turns'];
    if (!first.some((k) => inputs[k] !== undefined)) {
        ctx.addIssue({ code: 'custom', path: [], message: 'needs one of: prompt, prompt_file, turns' });
    }
    (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .atMostOne */ .jH)(inputs, [...first], ctx);
    (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .atMostOne */ .jH)(inputs, ['responder', 'follow_up_prompts', 'turns'], ctx);
});
const Expected = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    output_contains: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional(),
    output_not_contains: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional(),
    output_contains_any: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional(),
    matches: zod__WEBPACK_IMPORTED_MODULE_3__.array(_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .re2 */ .wI).optional(),
    outcomes: zod__WEBPACK_IMPORTED_MODULE_3__.array(zod__WEBPACK_IMPORTED_MODULE_3__.union([
        _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx,
        (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({ type: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(), value: zod__WEBPACK_IMPORTED_MODULE_3__.unknown().optional(), condition: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional() }),
    ]))
        .optional(),
    behavior: _schema_graders_js__WEBPACK_IMPORTED_MODULE_2__/* .BehaviorLimits */ .nk.optional(),
    tool_calls: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1.optional(),
    should_trigger: zod__WEBPACK_IMPORTED_MODULE_3__.boolean().optional(),
});
/** waza's checkpoint: graders run after agent turn N (told apart from Yao's by its keys). */
const WazaCheckpoint = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    after_turn: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .posInt */ .Ik,
    graders: zod__WEBPACK_IMPORTED_MODULE_3__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .Grader */ .S3).min(1),
    on_failure: zod__WEBPACK_IMPORTED_MODULE_3__["enum"](['stop', 'continue']).optional(),
});
/** waza's task requirements: checks (a grader, a scope, a turn) grouped by requirement. */
const Requirement = zod__WEBPACK_IMPORTED_MODULE_3__.looseObject({
    id: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq,
    category: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    description: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    checks: zod__WEBPACK_IMPORTED_MODULE_3__.array(zod__WEBPACK_IMPORTED_MODULE_3__.looseObject({})).optional(),
});
const TaskFile = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    id: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq,
    name: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    description: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    enabled: zod__WEBPACK_IMPORTED_MODULE_3__.boolean().optional(),
    golden: zod__WEBPACK_IMPORTED_MODULE_3__.boolean().optional(),
    context_dir: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    tags: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional(),
    timeout_seconds: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .posInt */ .Ik.optional(),
    first_event_timeout_seconds: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonNegInt */ .jy.optional(),
    on_missing_input: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .OnMissingInput */ .yE.optional(),
    skill_directories: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional(),
    instruction_files: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional(),
    /** Parley: more inputs of this task for impact selection (globs relative to eval.yaml). */
    paths: zod__WEBPACK_IMPORTED_MODULE_3__.array(_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq).optional(),
    executor: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .Executor */ .Qx.optional(),
    agent: _schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .AgentSettings */ .Jb.optional(),
    inputs: Inputs,
    expected: Expected.optional(),
    /** Shorthand for `expected.outcomes: [abstained]`: the brief leaves one thing open on purpose. */
    expect: zod__WEBPACK_IMPORTED_MODULE_3__["enum"](['abstain']).optional(),
    graders: zod__WEBPACK_IMPORTED_MODULE_3__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .Grader */ .S3).optional(),
    checkpoints: zod__WEBPACK_IMPORTED_MODULE_3__.array(zod__WEBPACK_IMPORTED_MODULE_3__.union([_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .Checkpoint */ .F9, WazaCheckpoint])).optional(),
    requirements: zod__WEBPACK_IMPORTED_MODULE_3__.array(Requirement).optional(),
    assertions: zod__WEBPACK_IMPORTED_MODULE_3__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .Assertion */ .zo).optional(),
    assert: _schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .AssertOrList */ .C5.optional(),
    options: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1.optional(),
}).superRefine((task, ctx) => {
    (0,_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .checkCheckpoints */ .ud)(task.checkpoints?.filter((c) => 'id' in c), ctx);
    (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .atMostOne */ .jH)(task, ['assertions', 'assert'], ctx);
    if (task.expect === 'abstain' && !task.inputs.responder) {
        ctx.addIssue({
            code: 'custom',
            path: ['expect'],
            message: 'expect: abstain needs inputs.responder (only a responder abstains)',
        });
    }
});


/***/ })

};
