"use strict";
exports.id = 7480;
exports.ids = [7480];
exports.modules = {

/***/ 8092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ Grader),
/* harmony export */   W: () => (/* binding */ graderConfig)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1514);
/* harmony import */ var _graders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(666);
/* harmony import */ var _helpers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9892);
// A waza grader entry (eval.yaml `graders`, a task file's `graders`), validated against its type's
// config schema (graders.ts). Apart from common.ts so that a JSONL suite, which has no graders,
// does not build every grader's config schema before its first request.



/** What other tools call an LLM judge grader: Parley's (and waza's) is `prompt`. */
const JUDGE_NAMES = new Set(['llm_judge', 'llm', 'judge', 'llm_rubric', 'model_graded', 'rubric']);
/** A grader: waza `graderConfig` (eval.yaml) and `validatorInline` (task files). */
const Grader = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    ref: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    type: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    name: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq,
    script: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    rubric: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    assertions: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional(),
    model: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    // waza reads 0 (and below) as 1.0 (internal/models/spec.go, EffectiveWeight): refused here.
    weight: zod__WEBPACK_IMPORTED_MODULE_2__.number()
        .gt(0, 'must be > 0 (waza counts a weight of 0 as 1.0: leave it out or write 1)')
        .optional(),
    config: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1.optional(),
}).superRefine((g, ctx) => {
    if (g.ref !== undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['ref'],
            message: 'remote grader refs are not supported by Parley; write the grader inline (type, config)',
        });
        return;
    }
    if (g.type === undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['type'],
            message: `is required (one of: ${_graders_js__WEBPACK_IMPORTED_MODULE_0__/* .GRADER_TYPES */ .Mz.join(', ')})`,
        });
        return;
    }
    const schema = (0,_graders_js__WEBPACK_IMPORTED_MODULE_0__/* .graderConfigSchema */ .XE)(g.type);
    if (!schema && g.type === 'regex') {
        ctx.addIssue({
            code: 'custom',
            path: ['type'],
            message: "the legacy 'regex' grader is 'text' now: type: text, with config.must_match as regex_match and config.must_not_match as regex_not_match",
        });
        return;
    }
    if (!schema) {
        const meant = JUDGE_NAMES.has(g.type.toLowerCase().replace(/-/g, '_'))
            ? "did you mean 'prompt' (the LLM judge)? "
            : '';
        ctx.addIssue({
            code: 'custom',
            path: ['type'],
            message: `unknown grader type '${g.type}' (${meant}expected one of: ${_graders_js__WEBPACK_IMPORTED_MODULE_0__/* .GRADER_TYPES */ .Mz.join(', ')})`,
        });
        return;
    }
    const shortcuts = { rubric: 'prompt', assertions: 'code', script: 'program' };
    for (const [key, type] of Object.entries(shortcuts)) {
        if (g[key] !== undefined && g.type !== type) {
            ctx.addIssue({ code: 'custom', path: [key], message: `only applies to ${type} graders` });
        }
    }
    const parsed = schema.safeParse(graderConfig(g));
    if (parsed.success)
        return;
    const keys = shapeKeys(schema);
    for (const issue of parsed.error.issues) {
        const top = issue.code === 'unrecognized_keys' && issue.path.length === 0 && keys;
        ctx.addIssue({
            ...issue,
            ...(top ? { message: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .KEYS_PREFIX */ .E4 + keys } : {}),
            path: ['config', ...issue.path],
        });
    }
});
/** The grader's config with waza's top-level shortcuts (rubric, assertions, script) folded in. */
function graderConfig(g) {
    const config = { ...(g.config ?? {}) };
    if (g.type === 'prompt' && g.rubric !== undefined)
        config.rubric ??= g.rubric;
    if (g.type === 'code' && g.assertions !== undefined)
        config.assertions ??= g.assertions;
    if (g.type === 'program' && g.script !== undefined)
        config.command ??= g.script;
    return config;
}
function shapeKeys(schema) {
    const shape = schema.shape;
    return shape ? Object.keys(shape).join(', ') : undefined;
}


/***/ }),

/***/ 666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _N: () => (/* binding */ BUILT_IN_RUBRICS),
  nk: () => (/* binding */ BehaviorLimits),
  Mz: () => (/* binding */ GRADER_TYPES),
  XE: () => (/* binding */ graderConfigSchema)
});

// UNUSED EXPORTS: ActionSequenceConfig, ArgMatcher, ArgMatchers, BehaviorConfig, CodeConfig, DiffConfig, FileConfig, JsonSchemaConfig, PairwiseConfig, ProgramConfig, PromptConfig, SkillInvocationConfig, TextConfig, ToolCallsConfig, ToolConstraintConfig, ToolSpec, TriggerConfig

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/from-json-schema.js + 1 modules
var from_json_schema = __webpack_require__(2692);
// EXTERNAL MODULE: ./src/suites/schema/pattern-check.ts
var pattern_check = __webpack_require__(6170);
;// CONCATENATED MODULE: ./src/suites/schema/grader-parts.ts
// Building blocks of the grader config schemas (graders.ts, graders-tools.ts).


/** An RE2-syntax regular expression; a pattern JavaScript cannot honour is a load-time error. */
const regex = schemas.string().superRefine((pattern, ctx) => {
    const problem = (0,pattern_check/* checkPattern */.rg)(pattern);
    if (problem)
        ctx.addIssue({ code: 'custom', message: problem });
});
const strings = schemas.array(schemas.string());
const regexes = schemas.array(regex);
const atLeastOne = (...keys) => (value, ctx) => {
    if (!keys.some((k) => value[k] !== undefined)) {
        ctx.addIssue({ code: 'custom', message: `needs at least one of: ${keys.join(', ')}` });
    }
};
/** Builds a schema when it is first asked for, then gives the same one: a suite builds only the
 * config schemas of the grader types it uses (an eval.yaml loads before its first request). */
function once(build) {
    let built;
    return () => (built ??= build());
}

;// CONCATENATED MODULE: ./src/suites/schema/graders-tools.ts
// Config schemas of the tool graders (tool_constraint, tool_calls) and their argument matchers.



/** One argument matcher: exactly one of its keys. */
const ArgMatcher = once(() => schemas.strictObject({
    equals: schemas.unknown().optional(),
    /** Alias of equals. */
    exact: schemas.unknown().optional(),
    regex: regex.optional(),
    contains: schemas.string().min(1).optional(),
    /** The argument (an object or array) includes this object / these items. */
    subset: schemas.unknown().optional(),
    range: schemas.strictObject({
        gte: schemas.number().optional(),
        lte: schemas.number().optional(),
        gt: schemas.number().optional(),
        lt: schemas.number().optional(),
    })
        .optional(),
    json_schema: schemas.record(schemas.string(), schemas.unknown()).optional(),
})
    .superRefine((value, ctx) => {
    const keys = Object.keys(value);
    if (keys.length !== 1) {
        ctx.addIssue({
            code: 'custom',
            message: `an argument matcher has exactly one of equals, exact, regex, contains, subset, range, json_schema (got ${keys.length})`,
        });
    }
}));
const ArgMatchers = once(() => schemas.record(schemas.string(), ArgMatcher()));
const ToolSpec = once(() => schemas.strictObject({
    /** Regex over the tool name (case-insensitive); in allow_only, an exact name. */
    tool: schemas.string().min(1),
    command_pattern: regex.optional(),
    skill_pattern: regex.optional(),
    path_pattern: regex.optional(),
    args: ArgMatchers().optional(),
}));
const ToolConstraintConfig = once(() => schemas.strictObject({
    expect_tools: schemas.array(ToolSpec()).optional(),
    reject_tools: schemas.array(ToolSpec()).optional(),
    allow_only: schemas.array(ToolSpec()).optional(),
})
    .superRefine((value, ctx) => {
    atLeastOne('expect_tools', 'reject_tools', 'allow_only')(value, ctx);
    for (const key of ['expect_tools', 'reject_tools']) {
        value[key]?.forEach((spec, i) => {
            const problem = (0,pattern_check/* checkPattern */.rg)(spec.tool);
            if (problem)
                ctx.addIssue({ code: 'custom', path: [key, i, 'tool'], message: problem });
        });
    }
}));
const ToolCallsConfig = once(() => schemas.strictObject({
    required_tools: strings.optional(),
    forbidden_tools: strings.optional(),
    min_calls: schemas.number().int().min(0).optional(),
    max_calls: schemas.number().int().min(0).optional(),
    expect: schemas.array(schemas.strictObject({
        tool: schemas.string().min(1),
        /** ACP: the call's kind (edit, read, execute, ...) must be this too. */
        kind: schemas.string().min(1).optional(),
        args: ArgMatchers().optional(),
    }))
        .optional(),
})
    .superRefine((value, ctx) => {
    atLeastOne('required_tools', 'forbidden_tools', 'min_calls', 'max_calls', 'expect')(value, ctx);
    if (value.min_calls !== undefined &&
        value.max_calls !== undefined &&
        value.min_calls > value.max_calls) {
        ctx.addIssue({ code: 'custom', path: ['min_calls'], message: 'must be <= max_calls' });
    }
    value.expect?.forEach((e, i) => {
        const problem = (0,pattern_check/* checkPattern */.rg)(e.tool);
        if (problem)
            ctx.addIssue({ code: 'custom', path: ['expect', i, 'tool'], message: problem });
    });
}));

;// CONCATENATED MODULE: ./src/suites/schema/graders.ts
// The config schema of every grader type, so that suites are validated at load time
// (unknown type or bad config -> error naming the field). Field names follow waza's
// eval.schema.json. The loader stores each grader's config as parsed here (defaults applied);
// each grader in src/graders/ imports its config type from here. Each schema is built when a
// suite first uses its type (`once`): building all of them was most of what an eval.yaml suite
// loaded before its first request that a JSONL suite does not (docs/benchmarks.md).




const TextConfig = once(() => schemas.strictObject({
    contains: strings.optional(),
    not_contains: strings.optional(),
    contains_cs: strings.optional(),
    not_contains_cs: strings.optional(),
    regex_match: regexes.optional(),
    regex_not_match: regexes.optional(),
})
    .superRefine(atLeastOne('contains', 'not_contains', 'contains_cs', 'not_contains_cs', 'regex_match', 'regex_not_match')));
const CodeConfig = once(() => schemas.strictObject({
    assertions: schemas.array(schemas.string().min(1)).min(1),
    /** Python by default (waza's meaning, run with python3); `javascript` runs in node:vm. */
    language: schemas["enum"](['python', 'javascript']).default('python'),
    /** Per-assertion time limit. */
    timeout_ms: schemas.number().int().positive().max(60_000).default(1000),
}));
const BUILT_IN_RUBRICS = [
    'groundedness',
    'helpfulness',
    'instruction-following',
    'refusal-correctness',
    'tool-use-appropriateness',
];
const PromptConfig = once(() => schemas.strictObject({
    /** Grading instructions for the judge. */
    prompt: schemas.string().min(1).optional(),
    /** A built-in rubric name, or a markdown rubric file (relative to eval.yaml). */
    rubric: schemas.string().min(1).optional(),
    model: schemas.string().min(1).optional(),
    /** Accepted for waza compatibility; passed to the endpoint as reasoning_effort. */
    reasoning_effort: schemas["enum"](['low', 'medium', 'high', 'xhigh', 'max']).optional(),
    /**
     * waza: the judge resumes the agent's session. Parley's judge always reads the conversation and
     * the final workspace's files (bounded); with this, a re-grade needs the kept workspace.
     */
    continue_session: schemas.boolean().optional(),
    mode: schemas.literal('independent', {
        message: 'only mode "independent" is supported by Parley; to compare the runs with and without the skill, add a `type: pairwise` grader and run skill lift',
    })
        .optional(),
})
    .superRefine(atLeastOne('prompt', 'rubric')));
/**
 * Parley's pairwise judge: in a skill-lift job it compares the two arms' conversations of a task
 * and trial (graders/pairwise.ts); it grades no run on its own.
 */
const PairwiseConfig = once(() => schemas.strictObject({
    /** What "better" means: the judge says which of two conversations meets it better. */
    rubric: schemas.string().trim().min(1).max(20_000),
    model: schemas.string().min(1).optional(),
}));
const ContentPattern = once(() => schemas.strictObject({
    path: schemas.string().min(1),
    must_match: regexes.optional(),
    must_not_match: regexes.optional(),
})
    .superRefine(atLeastOne('must_match', 'must_not_match')));
const FileConfig = once(() => schemas.strictObject({
    must_exist: strings.optional(),
    must_not_exist: strings.optional(),
    content_patterns: schemas.array(ContentPattern()).optional(),
})
    .superRefine(atLeastOne('must_exist', 'must_not_exist', 'content_patterns')));
const JsonSchemaConfig = once(() => schemas.strictObject({
    schema: schemas.record(schemas.string(), schemas.unknown()).optional(),
    /** Relative to eval.yaml. */
    schema_file: schemas.string().min(1).optional(),
    /** Extract one JSON object or array from prose or a ```json fence first. */
    extract_json: schemas.boolean().default(false),
})
    .superRefine(atLeastOne('schema', 'schema_file'))
    .superRefine((value, ctx) => {
    // waza checks the full JSON Schema (json_schema_grader.go, validateAgainstSchema); a keyword
    // Parley's converter cannot check is refused here rather than a grader_error on every run.
    if (!value.schema)
        return;
    try {
        from_json_schema/* fromJSONSchema */.y(value.schema);
    }
    catch (error) {
        ctx.addIssue({
            code: 'custom',
            path: ['schema'],
            message: `Parley cannot check this JSON Schema (${error.message}); waza can`,
        });
    }
}));
const ProgramConfig = once(() => schemas.strictObject({
    command: schemas.string().min(1),
    args: strings.default([]),
    /** Seconds. */
    timeout: schemas.number().int().min(1).default(30),
}));
/** The behavior grader's limits; also the task's `expected.behavior` (where all may be absent). */
const BehaviorLimits = schemas.strictObject({
    max_tool_calls: schemas.number().int().min(0).optional(),
    max_iterations: schemas.number().int().min(0).optional(),
    max_tokens: schemas.number().int().min(0).optional(),
    max_duration_ms: schemas.number().int().min(0).optional(),
    max_response_time_ms: schemas.number().int().min(1).optional(),
    required_tools: strings.optional(),
    forbidden_tools: strings.optional(),
});
const BehaviorConfig = once(() => BehaviorLimits.superRefine((value, ctx) => {
    atLeastOne(...Object.keys(BehaviorLimits.shape))(value, ctx);
    // 0 is no limit: a grader of zeros and empty lists checks nothing, and waza refuses it
    // (behavior_grader.go, NewBehaviorGrader: "must have at least one rule"), every run an error.
    const keys = Object.keys(value);
    const checks = (k) => {
        const v = value[k];
        return Array.isArray(v) ? v.length > 0 : typeof v === 'number' && v > 0;
    };
    if (keys.length && !keys.some(checks)) {
        ctx.addIssue({
            code: 'custom',
            message: 'checks nothing: every limit is 0 (no limit) and no tool is listed (waza refuses such a grader, every run an error)',
        });
    }
}));
const ActionSequenceConfig = once(() => schemas.strictObject({
    matching_mode: schemas["enum"](['exact_match', 'in_order_match', 'any_order_match']),
    expected_actions: schemas.array(schemas.string().min(1)).min(1),
}));
const SkillInvocationConfig = once(() => schemas.strictObject({
    mode: schemas["enum"](['exact_match', 'in_order', 'any_order']).optional(),
    required_skills: strings.optional(),
    forbidden_skills: strings.optional(),
    allow_extra: schemas.boolean().default(true),
})
    .superRefine((value, ctx) => {
    const required = value.required_skills?.length ?? 0;
    if (required === 0 && (value.forbidden_skills?.length ?? 0) === 0) {
        ctx.addIssue({
            code: 'custom',
            message: 'needs a non-empty required_skills or forbidden_skills',
        });
    }
    if (required > 0 && !value.mode) {
        ctx.addIssue({
            code: 'custom',
            path: ['mode'],
            message: 'required with required_skills (exact_match, in_order or any_order), as waza requires it',
        });
    }
}));
const TriggerConfig = once(() => schemas.strictObject({
    /** The skill's SKILL.md (or its directory), from the eval.yaml folder, else where Parley runs. */
    skill_path: schemas.string().min(1).optional(),
    /** The skill name, when there is no skill_path (default: the suite's `skill`). */
    skill: schemas.string().min(1).optional(),
    /** positive: the skill must be invoked; negative: it must not be. */
    mode: schemas["enum"](['positive', 'negative']),
    /** Accepted for waza compatibility (its keyword heuristic); Parley observes invocations. */
    threshold: schemas.number().min(0).max(1).default(0.6),
}));
const ExpectedFile = once(() => schemas.strictObject({
    path: schemas.string().min(1),
    /** Expected content, relative to context_dir (default: the eval.yaml directory). */
    snapshot: schemas.string().min(1).optional(),
    /** Lines: "+text" must be present, "-text" must be absent, plain text must be present. */
    contains: strings.optional(),
})
    .superRefine(atLeastOne('snapshot', 'contains')));
const DiffConfig = once(() => schemas.strictObject({
    expected_files: schemas.array(ExpectedFile()).min(1),
    context_dir: schemas.string().optional(),
    update_snapshots: schemas.boolean().default(false),
}));
/** Each grader type's config schema, built when a suite first uses the type. */
const GRADER_CONFIG_SCHEMAS = {
    text: TextConfig,
    code: CodeConfig,
    prompt: PromptConfig,
    file: FileConfig,
    json_schema: JsonSchemaConfig,
    program: ProgramConfig,
    behavior: BehaviorConfig,
    action_sequence: ActionSequenceConfig,
    skill_invocation: SkillInvocationConfig,
    trigger: TriggerConfig,
    diff: DiffConfig,
    tool_constraint: ToolConstraintConfig,
    tool_calls: ToolCallsConfig,
    pairwise: PairwiseConfig,
};
const GRADER_TYPES = Object.keys(GRADER_CONFIG_SCHEMAS);
/** The config schema of grader type `type`; undefined for a type Parley does not have (an
 * object's own names such as `constructor` or `__proto__` included). */
function graderConfigSchema(type) {
    return Object.hasOwn(GRADER_CONFIG_SCHEMAS, type) ? GRADER_CONFIG_SCHEMAS[type]() : undefined;
}


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
// EXTERNAL MODULE: ./src/suites/schema/grader-spec.ts
var grader_spec = __webpack_require__(8092);
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
    graders: schemas.array(grader_spec/* Grader */.S).optional(),
    metrics: schemas.array(Metric).optional(),
    /** Globs of task files (.yaml/.yml/.jsonl) relative to eval.yaml, or inline tasks. */
    tasks: schemas.array(schemas.union([helpers/* nonEmpty */.hq, task_schema/* TaskFile */.kE])).optional(),
    /** Parley: more inputs of every task for impact selection (globs relative to eval.yaml). */
    paths: schemas.array(helpers/* nonEmpty */.hq).optional(),
    baseline: schemas.boolean().optional(),
    /** waza 1.2: fault-injection packs for `waza adversarial --spec`; not run by Parley (warned). */
    adversarial: (0,helpers/* obj */.WL)({
        packs: schemas.array(helpers/* nonEmpty */.hq).optional(),
        on_unsafe_outcome: schemas["enum"](['fail', 'warn']).optional(),
    }).optional(),
});


/***/ }),

/***/ 6768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kE: () => (/* binding */ TaskFile)
/* harmony export */ });
/* unused harmony exports ResponderRule, Responder, Turn, FileInput, RepoInput, Inputs, Expected, WazaCheckpoint, Requirement */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1514);
/* harmony import */ var _schema_common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(460);
/* harmony import */ var _schema_grader_spec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8092);
/* harmony import */ var _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9892);
/* harmony import */ var _schema_graders_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(666);
// A waza task file (tasks/*.yaml), with Parley's extensions: inputs.turns, responder rules,
// persona/goal, checkpoints, assertions, mock replies, mock tools, executor/agent overrides.





const ResponderRule = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)({
    when: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .re2 */ .wI,
    reply: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx,
    statements: zod__WEBPACK_IMPORTED_MODULE_4__.boolean()
        .optional()
        .describe('Also answer a message that asks nothing (rules answer questions by default).'),
});
const Responder = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)({
    model: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq
        .optional()
        .describe('Responder model; defaults to --responder-model, then config.model.'),
    instructions: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq.describe('The brief: the target configuration the surrogate user knows.'),
    max_followups: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .posInt */ .Ik.describe('Maximum responder replies; reaching it while asked = cap_exhausted.'),
    persona: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx.optional().describe('Who the surrogate user is (simulator style).'),
    goal: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx.optional().describe('What the surrogate user wants to achieve.'),
    rules: zod__WEBPACK_IMPORTED_MODULE_4__.array(ResponderRule)
        .optional()
        .describe('Deterministic responder, no LLM: first rule whose `when` regex matches replies.'),
    stop_when: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .re2 */ .wI.optional().describe('Regex over the agent message that ends the conversation.'),
    abstain_when: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .re2 */ .wI
        .optional()
        .describe('Regex over the agent message that makes the responder abstain.'),
});
const Turn = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)({
    input: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx,
    assertions: zod__WEBPACK_IMPORTED_MODULE_4__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .Assertion */ .zo).optional(),
    assert: _schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .AssertOrList */ .C5.optional(),
}).superRefine((t, ctx) => (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .atMostOne */ .jH)(t, ['assertions', 'assert'], ctx));
const FileInput = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)({
    path: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .relPath */ .nA,
    content: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx.optional(),
    source: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq.optional(),
}).superRefine((f, ctx) => (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .atMostOne */ .jH)(f, ['content', 'source'], ctx));
const RepoInput = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)({
    type: zod__WEBPACK_IMPORTED_MODULE_4__.literal('worktree').optional(),
    source: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq,
    commit: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq.optional(),
    ref: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq.optional(),
    dest: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .relPath */ .nA,
}).superRefine((r, ctx) => (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .atMostOne */ .jH)(r, ['commit', 'ref'], ctx));
const Inputs = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)({
    prompt: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx.optional().describe('The first message sent to the agent.'),
    prompt_file: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq.optional().describe('File holding the prompt, relative to the task file.'),
    turns: zod__WEBPACK_IMPORTED_MODULE_4__.array(Turn)
        .min(1)
        .optional()
        .describe('Scripted multi-turn flow; turns[0].input is the prompt.'),
    follow_up_prompts: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .strs */ .TD.optional().describe('Scripted follow-ups, sent in order.'),
    responder: Responder.optional(),
    context: zod__WEBPACK_IMPORTED_MODULE_4__.looseObject({ fixture: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq.optional() }).optional(),
    environment: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .stringMap */ .Qi.optional(),
    files: zod__WEBPACK_IMPORTED_MODULE_4__.array(FileInput).optional(),
    repos: zod__WEBPACK_IMPORTED_MODULE_4__.array(RepoInput).optional(),
    workdir: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .relPath */ .nA.optional().describe("The agent's working directory inside the workspace."),
    tools: zod__WEBPACK_IMPORTED_MODULE_4__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .MockTool */ .jz).optional().describe('Mock tools for the openai agent.'),
    mock: zod__WEBPACK_IMPORTED_MODULE_4__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .MockReply */ .F0).optional().describe("The mock agent's replies, one per turn."),
    mock_without_skill: zod__WEBPACK_IMPORTED_MODULE_4__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .MockReply */ .F0)
        .optional()
        .describe("The mock agent's replies in a skill-lift job's runs without the skill (default: mock)."),
}).superRefine((inputs, ctx) => {
    const first = ['prompt', 'prompt_file', 'turns'];
    if (!first.some((k) => inputs[k] !== undefined)) {
        ctx.addIssue({ code: 'custom', path: [], message: 'needs one of: prompt, prompt_file, turns' });
    }
    (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .atMostOne */ .jH)(inputs, [...first], ctx);
    (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .atMostOne */ .jH)(inputs, ['responder', 'follow_up_prompts', 'turns'], ctx);
});
const Expected = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)({
    output_contains: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .strs */ .TD.optional(),
    output_not_contains: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .strs */ .TD.optional(),
    output_contains_any: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .strs */ .TD.optional(),
    matches: zod__WEBPACK_IMPORTED_MODULE_4__.array(_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .re2 */ .wI).optional(),
    outcomes: zod__WEBPACK_IMPORTED_MODULE_4__.array(zod__WEBPACK_IMPORTED_MODULE_4__.union([
        _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx,
        (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)({ type: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx.optional(), value: zod__WEBPACK_IMPORTED_MODULE_4__.unknown().optional(), condition: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx.optional() }),
    ]))
        .optional(),
    behavior: _schema_graders_js__WEBPACK_IMPORTED_MODULE_3__/* .BehaviorLimits */ .nk.optional(),
    tool_calls: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1.optional(),
    should_trigger: zod__WEBPACK_IMPORTED_MODULE_4__.boolean().optional(),
});
/** waza's checkpoint: graders run after agent turn N (told apart from Yao's by its keys). */
const WazaCheckpoint = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)({
    after_turn: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .posInt */ .Ik,
    graders: zod__WEBPACK_IMPORTED_MODULE_4__.array(_schema_grader_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .Grader */ .S).min(1),
    on_failure: zod__WEBPACK_IMPORTED_MODULE_4__["enum"](['stop', 'continue']).optional(),
});
/** waza's task requirements: checks (a grader, a scope, a turn) grouped by requirement. */
const Requirement = zod__WEBPACK_IMPORTED_MODULE_4__.looseObject({
    id: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq,
    category: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx.optional(),
    description: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx.optional(),
    checks: zod__WEBPACK_IMPORTED_MODULE_4__.array(zod__WEBPACK_IMPORTED_MODULE_4__.looseObject({})).optional(),
});
const TaskFile = (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)({
    id: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq,
    name: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq.optional(),
    description: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx.optional(),
    enabled: zod__WEBPACK_IMPORTED_MODULE_4__.boolean().optional(),
    golden: zod__WEBPACK_IMPORTED_MODULE_4__.boolean().optional(),
    context_dir: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq.optional(),
    tags: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .strs */ .TD.optional(),
    timeout_seconds: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .posInt */ .Ik.optional(),
    first_event_timeout_seconds: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonNegInt */ .jy.optional(),
    on_missing_input: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .OnMissingInput */ .yE.optional(),
    skill_directories: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .strs */ .TD.optional(),
    instruction_files: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .strs */ .TD.optional(),
    /** Parley: more inputs of this task for impact selection (globs relative to eval.yaml). */
    paths: zod__WEBPACK_IMPORTED_MODULE_4__.array(_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmpty */ .hq).optional(),
    executor: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .Executor */ .Qx.optional(),
    agent: _schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .AgentSettings */ .Jb.optional(),
    inputs: Inputs,
    expected: Expected.optional(),
    /** Shorthand for `expected.outcomes: [abstained]`: the brief leaves one thing open on purpose. */
    expect: zod__WEBPACK_IMPORTED_MODULE_4__["enum"](['abstain']).optional(),
    graders: zod__WEBPACK_IMPORTED_MODULE_4__.array(_schema_grader_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .Grader */ .S).optional(),
    checkpoints: zod__WEBPACK_IMPORTED_MODULE_4__.array(zod__WEBPACK_IMPORTED_MODULE_4__.union([_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .Checkpoint */ .F9, WazaCheckpoint])).optional(),
    requirements: zod__WEBPACK_IMPORTED_MODULE_4__.array(Requirement).optional(),
    assertions: zod__WEBPACK_IMPORTED_MODULE_4__.array(_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .Assertion */ .zo).optional(),
    assert: _schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .AssertOrList */ .C5.optional(),
    options: _schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1.optional(),
}).superRefine((task, ctx) => {
    (0,_schema_common_js__WEBPACK_IMPORTED_MODULE_0__/* .checkCheckpoints */ .ud)(task.checkpoints?.filter((c) => 'id' in c), ctx);
    (0,_schema_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .atMostOne */ .jH)(task, ['assertions', 'assert'], ctx);
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
;