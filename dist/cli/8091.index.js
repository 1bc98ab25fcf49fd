export const id = 8091;
export const ids = [8091];
export const modules = {

/***/ 460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ AssertOrList),
/* harmony export */   F0: () => (/* binding */ MockReply),
/* harmony export */   F9: () => (/* binding */ Checkpoint),
/* harmony export */   Jb: () => (/* binding */ AgentSettings),
/* harmony export */   S3: () => (/* binding */ Grader),
/* harmony export */   WU: () => (/* binding */ graderConfig),
/* harmony export */   jz: () => (/* binding */ MockTool),
/* harmony export */   ud: () => (/* binding */ checkCheckpoints),
/* harmony export */   zo: () => (/* binding */ Assertion)
/* harmony export */ });
/* unused harmony exports ASSERTION_TYPES, FILE_TOOLS, timeoutSeconds, firstEventTimeoutSeconds, MockToolCall */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1514);
/* harmony import */ var _graders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(666);
/* harmony import */ var _re2_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4465);
/* harmony import */ var _helpers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9892);
// Schemas shared by eval.yaml, task files and JSONL tests: Yao assertions and checkpoints,
// graders (validated against each type's config schema), mock tools, agent settings.




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
const Assertion = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    /** Yao: an assertion without a type is `equals`. */
    type: zod__WEBPACK_IMPORTED_MODULE_2__["enum"](ASSERTION_TYPES).default('equals'),
    value: zod__WEBPACK_IMPORTED_MODULE_2__.unknown().optional(),
    pattern: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    name: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    arguments: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1.optional(),
    path: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    script: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    use: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    negate: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().optional(),
    message: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    options: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1.optional(),
    metadata: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1.optional(),
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
            const problem = (0,_re2_check_js__WEBPACK_IMPORTED_MODULE_3__/* .checkPattern */ .rg)(pattern);
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
const AssertOrList = zod__WEBPACK_IMPORTED_MODULE_2__.union([Assertion, zod__WEBPACK_IMPORTED_MODULE_2__.array(Assertion)]);
const Checkpoint = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    id: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq,
    description: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    assertion: Assertion.optional(),
    assert: Assertion.optional(),
    after: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional(),
    required: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().optional(),
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
const MockTool = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    name: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq,
    description: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    parameters: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1.optional(),
    result: zod__WEBPACK_IMPORTED_MODULE_2__.unknown().optional(),
    results: zod__WEBPACK_IMPORTED_MODULE_2__.array((0,_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({ when: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1, result: zod__WEBPACK_IMPORTED_MODULE_2__.unknown() })).optional(),
});
/** The built-in agent's (executor openai) workspace file tools, by name: `config.agent.tools`. */
const FILE_TOOLS = ['read_file', 'write_file', 'list_files', 'search_files'];
/** `tools`: a list of file tool names, or `none` (the same as `[]`). */
const FileToolList = zod__WEBPACK_IMPORTED_MODULE_2__.union([
    zod__WEBPACK_IMPORTED_MODULE_2__.literal('none', {
        error: `expected a list of built-in tool names (${FILE_TOOLS.join(', ')}) or none`,
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__.array(zod__WEBPACK_IMPORTED_MODULE_2__.string()),
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
const AgentSettings = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    command: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    args: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional(),
    env: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .stringMap */ .Qi.optional(),
    permissions: zod__WEBPACK_IMPORTED_MODULE_2__["enum"](['allow_workspace', 'allow_all', 'deny']).optional(),
    /**
     * acp: the client file system Parley offers the agent (ACP `fs` capabilities); `false` offers
     * none (the agent then uses its own tools), or per method.
     */
    fs: zod__WEBPACK_IMPORTED_MODULE_2__.union([
        zod__WEBPACK_IMPORTED_MODULE_2__.boolean(),
        (0,_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({ read_text_file: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().optional(), write_text_file: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().optional() }),
    ])
        .optional(),
    /** acp: how the agent reports token usage: per turn (default) or summed over the session. */
    usage: zod__WEBPACK_IMPORTED_MODULE_2__["enum"](['per_turn', 'cumulative']).optional(),
    url: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    method: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    headers: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .stringMap */ .Qi.optional(),
    body: zod__WEBPACK_IMPORTED_MODULE_2__.unknown().optional(),
    response_path: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    session_path: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    tool_calls_path: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    max_iterations: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .posInt */ .Ik.optional(),
    temperature: zod__WEBPACK_IMPORTED_MODULE_2__.number().min(0).max(2).optional(),
    /** openai: which workspace file tools the agent is offered (default: all). */
    tools: FileToolList.optional(),
});
/** A grader: waza `graderConfig` (eval.yaml) and `validatorInline` (task files). */
const Grader = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    ref: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq.optional(),
    type: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    name: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq,
    script: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    rubric: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    assertions: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .strs */ .TD.optional(),
    model: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
    weight: zod__WEBPACK_IMPORTED_MODULE_2__.number().gt(0).optional(),
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
    const schema = _graders_js__WEBPACK_IMPORTED_MODULE_0__/* .GRADER_CONFIG_SCHEMAS */ .aV[g.type];
    if (!schema && g.type === 'regex') {
        ctx.addIssue({
            code: 'custom',
            path: ['type'],
            message: "the legacy 'regex' grader is 'text' now: type: text, with config.must_match as regex_match and config.must_not_match as regex_not_match",
        });
        return;
    }
    if (!schema) {
        ctx.addIssue({
            code: 'custom',
            path: ['type'],
            message: `unknown grader type '${g.type}' (expected one of: ${_graders_js__WEBPACK_IMPORTED_MODULE_0__/* .GRADER_TYPES */ .Mz.join(', ')})`,
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
const timeoutSeconds = (/* unused pure expression or super */ null && (posInt));
const firstEventTimeoutSeconds = (/* unused pure expression or super */ null && (nonNegInt));
const MockToolCall = (0,_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
    name: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq,
    arguments: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1.optional(),
    result: zod__WEBPACK_IMPORTED_MODULE_2__.unknown().optional(),
    success: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().optional(),
});
/** One scripted reply of the mock agent: its text, or the full form. */
const MockReply = zod__WEBPACK_IMPORTED_MODULE_2__.union([
    _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx,
    (0,_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)({
        text: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
        tool_calls: zod__WEBPACK_IMPORTED_MODULE_2__.array(MockToolCall).optional(),
        files: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .stringMap */ .Qi.optional(),
        first_event_delay_ms: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonNegInt */ .jy.optional(),
        delay_ms: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .nonNegInt */ .jy.optional(),
        error: _helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx.optional(),
        hang: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().optional(),
        asks: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().optional(),
    }),
]);


/***/ }),

/***/ 666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _N: () => (/* binding */ BUILT_IN_RUBRICS),
  nk: () => (/* binding */ BehaviorLimits),
  aV: () => (/* binding */ GRADER_CONFIG_SCHEMAS),
  Mz: () => (/* binding */ GRADER_TYPES)
});

// UNUSED EXPORTS: ActionSequenceConfig, ArgMatcher, ArgMatchers, BehaviorConfig, CodeConfig, DiffConfig, FileConfig, JsonSchemaConfig, ProgramConfig, PromptConfig, SkillInvocationConfig, TextConfig, ToolCallsConfig, ToolConstraintConfig, ToolSpec, TriggerConfig

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/suites/schema/re2-check.ts
var re2_check = __webpack_require__(4465);
;// CONCATENATED MODULE: ./src/suites/schema/grader-parts.ts
// Building blocks of the grader config schemas (graders.ts, graders-tools.ts).


/** An RE2-syntax regular expression; a pattern JavaScript cannot honour is a load-time error. */
const regex = schemas.string().superRefine((pattern, ctx) => {
    const problem = (0,re2_check/* checkPattern */.rg)(pattern);
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

;// CONCATENATED MODULE: ./src/suites/schema/graders-tools.ts
// Config schemas of the tool graders (tool_constraint, tool_calls) and their argument matchers.



/** One argument matcher: exactly one of its keys. */
const ArgMatcher = schemas.strictObject({
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
});
const ArgMatchers = schemas.record(schemas.string(), ArgMatcher);
const ToolSpec = schemas.strictObject({
    /** Regex over the tool name (case-insensitive); in allow_only, an exact name. */
    tool: schemas.string().min(1),
    command_pattern: regex.optional(),
    skill_pattern: regex.optional(),
    path_pattern: regex.optional(),
    args: ArgMatchers.optional(),
});
const ToolConstraintConfig = schemas.strictObject({
    expect_tools: schemas.array(ToolSpec).optional(),
    reject_tools: schemas.array(ToolSpec).optional(),
    allow_only: schemas.array(ToolSpec).optional(),
})
    .superRefine((value, ctx) => {
    atLeastOne('expect_tools', 'reject_tools', 'allow_only')(value, ctx);
    for (const key of ['expect_tools', 'reject_tools']) {
        value[key]?.forEach((spec, i) => {
            const problem = (0,re2_check/* checkPattern */.rg)(spec.tool);
            if (problem)
                ctx.addIssue({ code: 'custom', path: [key, i, 'tool'], message: problem });
        });
    }
});
const ToolCallsConfig = schemas.strictObject({
    required_tools: strings.optional(),
    forbidden_tools: strings.optional(),
    min_calls: schemas.number().int().min(0).optional(),
    max_calls: schemas.number().int().min(0).optional(),
    expect: schemas.array(schemas.strictObject({
        tool: schemas.string().min(1),
        /** ACP: the call's kind (edit, read, execute, ...) must be this too. */
        kind: schemas.string().min(1).optional(),
        args: ArgMatchers.optional(),
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
        const problem = (0,re2_check/* checkPattern */.rg)(e.tool);
        if (problem)
            ctx.addIssue({ code: 'custom', path: ['expect', i, 'tool'], message: problem });
    });
});

;// CONCATENATED MODULE: ./src/suites/schema/graders.ts
// The config schema of every grader type, so that suites are validated at load time
// (unknown type or bad config -> error naming the field). Field names follow waza's
// eval.schema.json. The loader stores each grader's config as parsed here (defaults applied);
// each grader in src/graders/ imports its config type from here.




const TextConfig = schemas.strictObject({
    contains: strings.optional(),
    not_contains: strings.optional(),
    contains_cs: strings.optional(),
    not_contains_cs: strings.optional(),
    regex_match: regexes.optional(),
    regex_not_match: regexes.optional(),
})
    .superRefine(atLeastOne('contains', 'not_contains', 'contains_cs', 'not_contains_cs', 'regex_match', 'regex_not_match'));
const CodeConfig = schemas.strictObject({
    assertions: schemas.array(schemas.string().min(1)).min(1),
    /** Python by default (waza's meaning, run with python3); `javascript` runs in node:vm. */
    language: schemas["enum"](['python', 'javascript']).default('python'),
    /** Per-assertion time limit. */
    timeout_ms: schemas.number().int().positive().max(60_000).default(1000),
});
const BUILT_IN_RUBRICS = [
    'groundedness',
    'helpfulness',
    'instruction-following',
    'refusal-correctness',
    'tool-use-appropriateness',
];
const PromptConfig = schemas.strictObject({
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
    mode: schemas.literal('independent', { message: 'only mode "independent" is supported by Parley' })
        .optional(),
})
    .superRefine(atLeastOne('prompt', 'rubric'));
const ContentPattern = schemas.strictObject({
    path: schemas.string().min(1),
    must_match: regexes.optional(),
    must_not_match: regexes.optional(),
})
    .superRefine(atLeastOne('must_match', 'must_not_match'));
const FileConfig = schemas.strictObject({
    must_exist: strings.optional(),
    must_not_exist: strings.optional(),
    content_patterns: schemas.array(ContentPattern).optional(),
})
    .superRefine(atLeastOne('must_exist', 'must_not_exist', 'content_patterns'));
const JsonSchemaConfig = schemas.strictObject({
    schema: schemas.record(schemas.string(), schemas.unknown()).optional(),
    /** Relative to eval.yaml. */
    schema_file: schemas.string().min(1).optional(),
    /** Extract one JSON object or array from prose or a ```json fence first. */
    extract_json: schemas.boolean().default(false),
})
    .superRefine(atLeastOne('schema', 'schema_file'));
const ProgramConfig = schemas.strictObject({
    command: schemas.string().min(1),
    args: strings.default([]),
    /** Seconds. */
    timeout: schemas.number().int().min(1).default(30),
});
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
const BehaviorConfig = BehaviorLimits.superRefine(atLeastOne(...Object.keys(BehaviorLimits.shape)));
const ActionSequenceConfig = schemas.strictObject({
    matching_mode: schemas["enum"](['exact_match', 'in_order_match', 'any_order_match']),
    expected_actions: schemas.array(schemas.string().min(1)).min(1),
});
const SkillInvocationConfig = schemas.strictObject({
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
        ctx.addIssue({ code: 'custom', path: ['mode'], message: 'required with required_skills' });
    }
});
const TriggerConfig = schemas.strictObject({
    /** The skill's SKILL.md (or its directory), relative to eval.yaml; its `name` is the skill. */
    skill_path: schemas.string().min(1).optional(),
    /** The skill name, when there is no skill_path (default: the suite's `skill`). */
    skill: schemas.string().min(1).optional(),
    /** positive: the skill must be invoked; negative: it must not be. */
    mode: schemas["enum"](['positive', 'negative']),
    /** Accepted for waza compatibility (its keyword heuristic); Parley observes invocations. */
    threshold: schemas.number().min(0).max(1).default(0.6),
});
const ExpectedFile = schemas.strictObject({
    path: schemas.string().min(1),
    /** Expected content, relative to context_dir (default: the eval.yaml directory). */
    snapshot: schemas.string().min(1).optional(),
    /** Lines: "+text" must be present, "-text" must be absent, plain text must be present. */
    contains: strings.optional(),
})
    .superRefine(atLeastOne('snapshot', 'contains'));
const DiffConfig = schemas.strictObject({
    expected_files: schemas.array(ExpectedFile).min(1),
    context_dir: schemas.string().optional(),
    update_snapshots: schemas.boolean().default(false),
});
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
};
const GRADER_TYPES = Object.keys(GRADER_CONFIG_SCHEMAS);


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
/* harmony import */ var _re2_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4465);
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

/***/ 4465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l_: () => (/* binding */ parseChecked),
/* harmony export */   rg: () => (/* binding */ checkPattern),
/* harmony export */   ws: () => (/* binding */ usePatternCheck)
/* harmony export */ });
let check;
let deferring = false;
let noted = false;
/** Called by regex.ts when it loads: from then on patterns are checked as they are parsed. */
function usePatternCheck(fn) {
    check = fn;
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
/** schema.safeParse(data) with its RE2 patterns checked; re2js loads at the first pattern. */
async function parseChecked(schema, data) {
    if (!check) {
        deferring = true;
        noted = false;
        let first;
        try {
            first = schema.safeParse(data);
        }
        finally {
            deferring = false;
        }
        if (!noted)
            return first;
        usePatternCheck((await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(2606)]).then(__webpack_require__.bind(__webpack_require__, 2606))).checkRe2);
    }
    return schema.safeParse(data);
}


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
