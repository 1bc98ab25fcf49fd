export const id = 920;
export const ids = [920];
export const modules = {

/***/ 60666:
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
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/from-json-schema.js + 1 modules
var from_json_schema = __webpack_require__(20311);
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

/***/ 24920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadEvalSuite: () => (/* binding */ loadEvalSuite)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/suites/discover.ts + 1 modules
var discover = __webpack_require__(52204);
// EXTERNAL MODULE: ./src/suites/load-suite.ts + 4 modules
var load_suite = __webpack_require__(33759);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/suites/schema/graders.ts + 2 modules
var graders = __webpack_require__(60666);
// EXTERNAL MODULE: ./src/suites/schema/helpers.ts
var helpers = __webpack_require__(99892);
;// CONCATENATED MODULE: ./src/suites/schema/grader-spec.ts
// A waza grader entry (eval.yaml `graders`, a task file's `graders`), validated against its type's
// config schema (graders.ts). Apart from common.ts so that a JSONL suite, which has no graders,
// does not build every grader's config schema before its first request.



/** What other tools call an LLM judge grader: Parley's (and waza's) is `prompt`. */
const JUDGE_NAMES = new Set(['llm_judge', 'llm', 'judge', 'llm_rubric', 'model_graded', 'rubric']);
/** A grader: waza `graderConfig` (eval.yaml) and `validatorInline` (task files). */
const Grader = (0,helpers/* obj */.WL)({
    ref: helpers/* nonEmpty */.hq.optional(),
    type: helpers/* str */.gx.optional(),
    name: helpers/* nonEmpty */.hq,
    script: helpers/* str */.gx.optional(),
    rubric: helpers/* str */.gx.optional(),
    assertions: helpers/* strs */.TD.optional(),
    model: helpers/* str */.gx.optional(),
    // waza reads 0 (and below) as 1.0 (internal/models/spec.go, EffectiveWeight): refused here.
    weight: schemas.number()
        .gt(0, 'must be > 0 (waza counts a weight of 0 as 1.0: leave it out or write 1)')
        .optional(),
    config: helpers/* record */.g1.optional(),
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
            message: `is required (one of: ${graders/* GRADER_TYPES */.Mz.join(', ')})`,
        });
        return;
    }
    const schema = (0,graders/* graderConfigSchema */.XE)(g.type);
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
            message: `unknown grader type '${g.type}' (${meant}expected one of: ${graders/* GRADER_TYPES */.Mz.join(', ')})`,
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
            ...(top ? { message: helpers/* KEYS_PREFIX */.E4 + keys } : {}),
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

;// CONCATENATED MODULE: ./src/suites/map-grader.ts


function mapGrader(g, source) {
    // The file was validated against this schema: keep the parsed config, defaults applied, so
    // that grading never parses it again.
    const raw = graderConfig(g);
    const parsed = (0,graders/* graderConfigSchema */.XE)(g.type)?.safeParse(raw);
    return {
        type: g.type,
        name: g.name,
        weight: g.weight ?? 1,
        config: parsed?.success ? parsed.data : raw,
        ...(g.model !== undefined ? { model: g.model } : {}),
        source,
    };
}

// EXTERNAL MODULE: ./src/suites/diagnostics/positions.ts + 1 modules
var positions = __webpack_require__(75137);
// EXTERNAL MODULE: ./src/shared/yaml.ts
var yaml = __webpack_require__(14094);
// EXTERNAL MODULE: ./src/suites/schema/re2-check.ts
var re2_check = __webpack_require__(14465);
// EXTERNAL MODULE: ./src/suites/skill-lift.ts
var skill_lift = __webpack_require__(82836);
// EXTERNAL MODULE: ./src/suites/suite-config.ts
var suite_config = __webpack_require__(58248);
// EXTERNAL MODULE: ./src/suites/schema/common.ts
var common = __webpack_require__(50460);
;// CONCATENATED MODULE: ./src/suites/waza/task-schema.ts
// A waza task file (tasks/*.yaml), with Parley's extensions: inputs.turns, responder rules,
// persona/goal, checkpoints, assertions, mock replies, mock tools, executor/agent overrides.





const ResponderRule = (0,helpers/* obj */.WL)({
    when: helpers/* re2 */.wI,
    reply: helpers/* str */.gx,
    statements: schemas.boolean()
        .optional()
        .describe('Also answer a message that asks nothing (rules answer questions by default).'),
});
const Responder = (0,helpers/* obj */.WL)({
    model: helpers/* nonEmpty */.hq
        .optional()
        .describe('Responder model; defaults to --responder-model, then config.model.'),
    instructions: helpers/* nonEmpty */.hq.describe('The brief: the target configuration the surrogate user knows.'),
    max_followups: helpers/* posInt */.Ik.describe('Maximum responder replies; reaching it while asked = cap_exhausted.'),
    persona: helpers/* str */.gx.optional().describe('Who the surrogate user is (simulator style).'),
    goal: helpers/* str */.gx.optional().describe('What the surrogate user wants to achieve.'),
    rules: schemas.array(ResponderRule)
        .optional()
        .describe('Deterministic responder, no LLM: first rule whose `when` regex matches replies.'),
    stop_when: helpers/* re2 */.wI.optional().describe('Regex over the agent message that ends the conversation.'),
    abstain_when: helpers/* re2 */.wI
        .optional()
        .describe('Regex over the agent message that makes the responder abstain.'),
});
const Turn = (0,helpers/* obj */.WL)({
    input: helpers/* str */.gx,
    assertions: schemas.array(common/* Assertion */.zo).optional(),
    assert: common/* AssertOrList */.C5.optional(),
}).superRefine((t, ctx) => (0,helpers/* atMostOne */.jH)(t, ['assertions', 'assert'], ctx));
const FileInput = (0,helpers/* obj */.WL)({
    path: helpers/* relPath */.nA,
    content: helpers/* str */.gx.optional(),
    source: helpers/* nonEmpty */.hq.optional(),
}).superRefine((f, ctx) => (0,helpers/* atMostOne */.jH)(f, ['content', 'source'], ctx));
const RepoInput = (0,helpers/* obj */.WL)({
    type: schemas.literal('worktree').optional(),
    source: helpers/* nonEmpty */.hq,
    commit: helpers/* nonEmpty */.hq.optional(),
    ref: helpers/* nonEmpty */.hq.optional(),
    dest: helpers/* relPath */.nA,
}).superRefine((r, ctx) => (0,helpers/* atMostOne */.jH)(r, ['commit', 'ref'], ctx));
const Inputs = (0,helpers/* obj */.WL)({
    prompt: helpers/* str */.gx.optional().describe('The first message sent to the agent.'),
    prompt_file: helpers/* nonEmpty */.hq.optional().describe('File holding the prompt, relative to the task file.'),
    turns: schemas.array(Turn)
        .min(1)
        .optional()
        .describe('Scripted multi-turn flow; turns[0].input is the prompt.'),
    follow_up_prompts: helpers/* strs */.TD.optional().describe('Scripted follow-ups, sent in order.'),
    responder: Responder.optional(),
    context: schemas.looseObject({ fixture: helpers/* nonEmpty */.hq.optional() }).optional(),
    environment: helpers/* stringMap */.Qi.optional(),
    files: schemas.array(FileInput).optional(),
    repos: schemas.array(RepoInput).optional(),
    workdir: helpers/* relPath */.nA.optional().describe("The agent's working directory inside the workspace."),
    tools: schemas.array(common/* MockTool */.jz).optional().describe('Mock tools for the openai agent.'),
    mock: schemas.array(common/* MockReply */.F0).optional().describe("The mock agent's replies, one per turn."),
    mock_without_skill: schemas.array(common/* MockReply */.F0)
        .optional()
        .describe("The mock agent's replies in a skill-lift job's runs without the skill (default: mock)."),
}).superRefine((inputs, ctx) => {
    const first = ['prompt', 'prompt_file', 'turns'];
    if (!first.some((k) => inputs[k] !== undefined)) {
        ctx.addIssue({ code: 'custom', path: [], message: 'needs one of: prompt, prompt_file, turns' });
    }
    (0,helpers/* atMostOne */.jH)(inputs, [...first], ctx);
    (0,helpers/* atMostOne */.jH)(inputs, ['responder', 'follow_up_prompts', 'turns'], ctx);
});
const Expected = (0,helpers/* obj */.WL)({
    output_contains: helpers/* strs */.TD.optional(),
    output_not_contains: helpers/* strs */.TD.optional(),
    output_contains_any: helpers/* strs */.TD.optional(),
    matches: schemas.array(helpers/* re2 */.wI).optional(),
    outcomes: schemas.array(schemas.union([
        helpers/* str */.gx,
        (0,helpers/* obj */.WL)({ type: helpers/* str */.gx.optional(), value: schemas.unknown().optional(), condition: helpers/* str */.gx.optional() }),
    ]))
        .optional(),
    behavior: graders/* BehaviorLimits */.nk.optional(),
    tool_calls: helpers/* record */.g1.optional(),
    should_trigger: schemas.boolean().optional(),
});
/** waza's checkpoint: graders run after agent turn N (told apart from Yao's by its keys). */
const WazaCheckpoint = (0,helpers/* obj */.WL)({
    after_turn: helpers/* posInt */.Ik,
    graders: schemas.array(Grader).min(1),
    on_failure: schemas["enum"](['stop', 'continue']).optional(),
});
/** waza's task requirements: checks (a grader, a scope, a turn) grouped by requirement. */
const Requirement = schemas.looseObject({
    id: helpers/* nonEmpty */.hq,
    category: helpers/* str */.gx.optional(),
    description: helpers/* str */.gx.optional(),
    checks: schemas.array(schemas.looseObject({})).optional(),
});
const TaskFile = (0,helpers/* obj */.WL)({
    id: helpers/* nonEmpty */.hq,
    name: helpers/* nonEmpty */.hq.optional(),
    description: helpers/* str */.gx.optional(),
    enabled: schemas.boolean().optional(),
    golden: schemas.boolean().optional(),
    context_dir: helpers/* nonEmpty */.hq.optional(),
    tags: helpers/* strs */.TD.optional(),
    timeout_seconds: helpers/* posInt */.Ik.optional(),
    first_event_timeout_seconds: helpers/* nonNegInt */.jy.optional(),
    on_missing_input: helpers/* OnMissingInput */.yE.optional(),
    skill_directories: helpers/* strs */.TD.optional(),
    instruction_files: helpers/* strs */.TD.optional(),
    /** Parley: more inputs of this task for impact selection (globs relative to eval.yaml). */
    paths: schemas.array(helpers/* nonEmpty */.hq).optional(),
    executor: helpers/* Executor */.Qx.optional(),
    agent: common/* AgentSettings */.Jb.optional(),
    inputs: Inputs,
    expected: Expected.optional(),
    /** Shorthand for `expected.outcomes: [abstained]`: the brief leaves one thing open on purpose. */
    expect: schemas["enum"](['abstain']).optional(),
    graders: schemas.array(Grader).optional(),
    checkpoints: schemas.array(schemas.union([common/* Checkpoint */.F9, WazaCheckpoint])).optional(),
    requirements: schemas.array(Requirement).optional(),
    assertions: schemas.array(common/* Assertion */.zo).optional(),
    assert: common/* AssertOrList */.C5.optional(),
    options: helpers/* record */.g1.optional(),
}).superRefine((task, ctx) => {
    (0,common/* checkCheckpoints */.ud)(task.checkpoints?.filter((c) => 'id' in c), ctx);
    (0,helpers/* atMostOne */.jH)(task, ['assertions', 'assert'], ctx);
    if (task.expect === 'abstain' && !task.inputs.responder) {
        ctx.addIssue({
            code: 'custom',
            path: ['expect'],
            message: 'expect: abstain needs inputs.responder (only a responder abstains)',
        });
    }
});

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
    graders: schemas.array(Grader).optional(),
    metrics: schemas.array(Metric).optional(),
    /** Globs of task files (.yaml/.yml/.jsonl) relative to eval.yaml, or inline tasks. */
    tasks: schemas.array(schemas.union([helpers/* nonEmpty */.hq, TaskFile])).optional(),
    /** Parley: more inputs of every task for impact selection (globs relative to eval.yaml). */
    paths: schemas.array(helpers/* nonEmpty */.hq).optional(),
    baseline: schemas.boolean().optional(),
    /** waza 1.2: fault-injection packs for `waza adversarial --spec`; not run by Parley (warned). */
    adversarial: (0,helpers/* obj */.WL)({
        packs: schemas.array(helpers/* nonEmpty */.hq).optional(),
        on_unsafe_outcome: schemas["enum"](['fail', 'warn']).optional(),
    }).optional(),
});

;// CONCATENATED MODULE: ./src/suites/waza/config-warnings.ts
const SKILL_FIELDS = [
    'skill_directories',
    'required_skills',
    'disabled_skills',
    'inject_skill_body',
];
function warnConfigDifferences(raw, config, scope) {
    const c = raw.config ?? {};
    if (c.group_by !== undefined) {
        // waza: `model` labels each task's outcome with config.model (resolveGroup), for the report.
        scope.warn(['config', 'group_by'], "ignored: Parley does not group results (each record names its model); waza's group_by: model labels each task with config.model");
    }
    if (c.parallel === true) {
        // waza: runConcurrent runs up to workers tasks at once, each task's trials in turn
        // (runTestUncached); workers 0 is min(CPUs, tasks, 8) (workers.go, ResolveWorkers).
        scope.warn(['config', 'parallel'], "Parley runs up to workers runs at once, trials of one task too (workers 0: 4 to 8 by the CPUs); waza runs up to workers tasks at once, each task's trials one after another (workers 0: the CPUs, at most 8)");
    }
    if (c.fail_fast === true && (c.parallel === true || (c.trials_per_task ?? 1) > 1)) {
        // waza: runSequential checks the tasks done before each task; runConcurrent never stops.
        scope.warn(['config', 'fail_fast'], 'Parley starts no run after the first run that does not pass; waza stops only between tasks (after every trial of the one that did not pass) and only when parallel is false');
    }
    (raw.tasks ?? []).forEach((entry, i) => {
        if (typeof entry === 'string' && /\*\*|\{/.test(entry)) {
            // waza: filepath.Glob (ResolveTestFiles) has no ** and no {a,b}.
            scope.warn(['tasks', i], "Parley's glob reads ** as any depth and {a,b} as either; waza's (Go filepath.Glob) reads ** as *, one folder, and { as itself");
        }
    });
    warnMcpServerFields(c.mcp_servers, scope);
    if (config.executor === 'openai')
        return;
    // waza's runner checks required_skills before any run and hands the (filtered) folders to
    // every executor's session; Parley's skills are the built-in agent's.
    for (const key of SKILL_FIELDS) {
        if (c[key] === undefined)
            continue;
        scope.warn(['config', key], `not used with executor ${config.executor}: Parley loads, checks and offers skills only to the built-in agent (executor openai); waza's runner checks required_skills and gives the skill folders to its copilot-sdk session`);
    }
}
/**
 * waza hands each mcp_servers entry to the Copilot SDK as written (runner.go, convertMCPServers:
 * `copilot.MCPServerConfig(cfgMap)`), so its `tools` list, `cwd` and `timeout` count there.
 */
function warnMcpServerFields(raw, scope) {
    if (!raw)
        return;
    const entries = Array.isArray(raw) ? raw.map((s, i) => [i, s]) : Object.entries(raw);
    for (const [key, server] of entries) {
        for (const field of ['tools', 'cwd', 'timeout']) {
            if (server[field] === undefined)
                continue;
            scope.warn(['config', 'mcp_servers', key, field], 'ignored: Parley does not pass it to the agent; waza hands the entry as written to the Copilot SDK, which honours it');
        }
    }
}

;// CONCATENATED MODULE: ./src/suites/waza/map-eval.ts
const UNSUPPORTED = [
    [['hooks'], 'hooks are not run by Parley'],
    [['inputs'], 'global input variables are not supported by Parley'],
    [['range'], 'task ranges are not supported by Parley; use --task or --tags'],
    [
        ['adversarial'],
        "waza's adversarial packs (run by `waza adversarial --spec`) are not run by Parley yet; the suite's tasks run as written",
    ],
    [['config', 'reasoning_effort'], 'not supported by Parley'],
    [
        ['config', 'judge_reasoning_effort'],
        'not supported by Parley; set reasoning_effort on the prompt grader',
    ],
    [['config', 'trigger_skill_routing'], 'not supported by Parley'],
];
/** waza fields accepted for compatibility: reported, never silently dropped. */
function warnUnsupported(raw, scope) {
    for (const [path, message] of UNSUPPORTED) {
        let value = raw;
        for (const key of path)
            value = value?.[key];
        if (value !== undefined)
            scope.warn(path, `ignored: ${message}`);
    }
    if (raw.tasks_from !== undefined) {
        const message = 'CSV datasets (tasks_from) are not supported by Parley; list task files under tasks';
        if (raw.tasks?.length)
            scope.warn(['tasks_from'], `ignored: ${message}`);
        else
            scope.error(['tasks_from'], message);
    }
    else if (!raw.tasks?.length) {
        scope.error(['tasks'], 'is required: globs of task files (e.g. tasks/*.yaml) or inline tasks');
    }
}
/** `mcp_mocks` as the agents serve them; a mock and a config.mcp_servers entry share no name. */
function mapMcpMocks(raw, config, scope) {
    if (config.executor === 'mock' || config.executor === 'http') {
        scope.warn(['mcp_mocks'], `executor ${config.executor} takes no MCP servers: the mocks are served only to the openai and acp executors`);
    }
    const real = new Set(config.mcpServers.map((s) => s.name));
    return raw.flatMap((m, i) => {
        if (real.has(m.name)) {
            scope.error(['mcp_mocks', i, 'name'], `is also a server in config.mcp_servers: ${m.name}`);
            return [];
        }
        return [
            {
                name: m.name,
                tools: Object.entries(m.tools).map(([name, t]) => ({
                    name,
                    ...(t.description !== undefined ? { description: t.description } : {}),
                    ...(t.input_schema !== undefined ? { inputSchema: t.input_schema } : {}),
                    responses: t.responses.map((r) => ({
                        ...(r.match !== undefined ? { match: r.match } : {}),
                        ...(r.match_regex !== undefined ? { matchRegex: r.match_regex } : {}),
                        ...(r.return !== undefined ? { return: r.return } : {}),
                        ...(r.error !== undefined ? { error: r.error } : {}),
                    })),
                })),
            },
        ];
    });
}
/** `command_mocks` as the shims answer them; only an agent that runs commands calls them. */
function mapCommandMocks(raw, config, scope) {
    if (config.executor !== 'acp' && config.executor !== 'copilot-sdk') {
        scope.warn(['command_mocks'], `executor ${config.executor} runs no commands: the mocks are served only to acp agents (a shim first on their PATH)`);
    }
    return raw.map((m) => ({
        name: m.name,
        responses: m.responses.map((r) => ({
            ...(r.args !== undefined ? { args: r.args } : {}),
            ...(r.args_regex !== undefined ? { argsRegex: r.args_regex } : {}),
            stdout: r.stdout === undefined
                ? ''
                : typeof r.stdout === 'string'
                    ? r.stdout
                    : JSON.stringify(r.stdout),
            stderr: r.stderr ?? '',
            exitCode: r.exit_code ?? 0,
        })),
        ...(m.expect_calls !== undefined ? { expectCalls: m.expect_calls } : {}),
    }));
}

// EXTERNAL MODULE: ./src/suites/map-common.ts
var map_common = __webpack_require__(87265);
;// CONCATENATED MODULE: ./src/suites/waza/instruction-files.ts
// waza reads instruction_files from the context directory (runner.go, loadInstructionFiles:
// `fixtures/` by default, or the task's context_dir; a path with `..` is refused) and puts each
// in the workspace under the path written. So does Parley; one found only in the eval.yaml folder
// (where Parley looked before) is still read from there, and validate says waza would not find it.



/** Written paths (relative to the context directory) as the files to read; `at` is their field. */
function instructionFiles(written, at, dirs, scope, reported) {
    return written.map((file, i) => {
        if ((0,external_node_path_.isAbsolute)(file))
            return (0,map_common/* inWorkspace */.ve)(file, dirs.suite);
        const theirs = (0,external_node_path_.resolve)(dirs.context, file);
        const traverses = file.split(/[\\/]/).includes('..');
        if (!traverses && (0,external_node_fs_.existsSync)(theirs))
            return { source: theirs, path: file };
        const ours = (0,external_node_path_.resolve)(dirs.suite, file);
        if (!(0,external_node_fs_.existsSync)(ours))
            return { source: theirs, path: file };
        const key = `instruction_files:${ours}`;
        if (!reported.has(key)) {
            reported.add(key);
            scope.warn([...at, i], traverses
                ? 'read from the eval.yaml folder; waza refuses an instruction file path with .. (every run an error)'
                : `read from the eval.yaml folder; waza reads it from the context directory (${(0,external_node_path_.relative)(dirs.suite, theirs)}, not found: every run an error)`);
        }
        return (0,map_common/* inWorkspace */.ve)(ours, dirs.suite);
    });
}

// EXTERNAL MODULE: ./src/suites/task-agent.ts
var task_agent = __webpack_require__(86232);
;// CONCATENATED MODULE: ./src/suites/waza/map-task.ts
// A parsed task file (or inline task) -> model Task: prompt, conversation plan, workspace
// inputs, expectations, graders, checkpoints. File references are resolved and checked here.






function mapTask(raw, scope, suite) {
    const taskDir = (0,external_node_path_.dirname)(scope.file);
    const inputs = raw.inputs;
    const agent = (0,task_agent/* taskAgent */.B)(suite, { executor: raw.executor, agent: raw.agent, environment: inputs.environment }, scope);
    const plan = planOf(inputs, scope);
    const contextDir = contextDirOf(raw.context_dir, suite.dir);
    warnInputDifferences(inputs, scope);
    return {
        id: raw.id,
        name: raw.name ?? raw.id,
        ...(raw.description !== undefined ? { description: raw.description } : {}),
        tags: raw.tags ?? [],
        source: scope.locate(['id']),
        format: 'yaml',
        agent,
        models: (0,task_agent/* taskModels */.a)(suite, plan),
        timeoutSeconds: suite.overrides.timeoutSeconds ?? raw.timeout_seconds ?? suite.config.timeoutSeconds,
        firstEventTimeoutSeconds: raw.first_event_timeout_seconds ?? suite.config.firstEventTimeoutSeconds,
        ...((raw.on_missing_input ?? suite.config.onMissingInput)
            ? { onMissingInput: raw.on_missing_input ?? suite.config.onMissingInput }
            : {}),
        skillDirectories: skillDirectoriesOf(raw, suite),
        instructionFiles: instructionFilesOf(raw, contextDir, suite, scope),
        prompt: promptOf(inputs, taskDir, scope),
        ...(inputs.prompt_file !== undefined
            ? { promptFile: (0,external_node_path_.resolve)(taskDir, inputs.prompt_file) }
            : {}),
        ...(raw.paths ? { paths: raw.paths.map((p) => (0,external_node_path_.resolve)(suite.dir, p)) } : {}),
        plan,
        files: filesOf(inputs, taskDir, contextDir, suite.dir, scope),
        repos: (inputs.repos ?? []).map((r) => ({
            source: isRemote(r.source) ? r.source : (0,external_node_path_.resolve)(taskDir, r.source),
            ...((r.ref ?? r.commit) !== undefined ? { ref: (r.ref ?? r.commit) } : {}),
            dest: r.dest,
        })),
        ...(inputs.workdir !== undefined ? { workdir: inputs.workdir } : {}),
        tools: (0,map_common/* mergeTools */.cq)(suite.config.tools, (inputs.tools ?? []).map(map_common/* mapTool */.r8)),
        mock: (inputs.mock ?? []).map(map_common/* mapMockReply */.Hd),
        ...(inputs.mock_without_skill
            ? { mockWithoutSkill: inputs.mock_without_skill.map(map_common/* mapMockReply */.Hd) }
            : {}),
        expected: expectedOf(raw, scope),
        graders: [
            ...(raw.graders ?? []).map((g, i) => mapGrader(g, scope.locate(['graders', i]))),
            ...expectedGraders(raw, scope),
        ],
        checkpoints: yaoCheckpoints(raw).map(([c, i]) => (0,map_common/* mapCheckpoint */.NV)(c, scope.locate(['checkpoints', i]))),
        ...optionalTurnCheckpoints(turnCheckpoints(raw, scope)),
        assertions: (0,map_common/* mapAssertions */.CM)(raw.assertions, raw.assert, (p) => scope.locate(p), []),
        options: {
            ...(raw.options ?? {}),
            ...(raw.golden !== undefined ? { golden: raw.golden } : {}),
        },
        ...(raw.golden === true ? { golden: true } : {}),
    };
}
/** Task inputs Parley reads otherwise than waza's runner: said at validate. */
function warnInputDifferences(inputs, scope) {
    if (inputs.environment && Object.keys(inputs.environment).length) {
        // waza parses inputs.environment and passes it nowhere (runner.go, buildExecutionRequest).
        scope.warn(['inputs', 'environment'], "set in the agent's environment by Parley; waza parses it and does not pass it to the agent");
    }
    for (const key of Object.keys(inputs.context ?? {}).filter((k) => k !== 'fixture')) {
        // waza hands inputs.context to the executor as the request's Context, which none reads
        // (runner.go, buildExecutionRequest; execution/mock.go, copilot.go): only `fixture` counts.
        scope.warn(['inputs', 'context', key], 'ignored, as by waza: only inputs.context.fixture is read (no waza executor reads the rest)');
    }
}
function promptOf(inputs, taskDir, scope) {
    if (inputs.prompt !== undefined)
        return inputs.prompt;
    if (inputs.turns)
        return inputs.turns[0].input;
    const file = (0,external_node_path_.resolve)(taskDir, inputs.prompt_file);
    try {
        return (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (error) {
        scope.error(['inputs', 'prompt_file'], `cannot read ${inputs.prompt_file}: ${reason(error)}`);
        return '';
    }
}
function planOf(inputs, scope) {
    if (inputs.turns) {
        return {
            kind: 'turns',
            turns: inputs.turns.map((t, i) => ({
                input: t.input,
                assertions: (0,map_common/* mapAssertions */.CM)(t.assertions, t.assert, (p) => scope.locate(p), [
                    'inputs',
                    'turns',
                    i,
                ]),
            })),
        };
    }
    if (inputs.follow_up_prompts)
        return { kind: 'follow_ups', prompts: inputs.follow_up_prompts };
    const r = inputs.responder;
    if (!r)
        return { kind: 'single' };
    const deterministic = r.rules !== undefined || r.stop_when !== undefined || r.abstain_when !== undefined;
    return {
        kind: 'responder',
        responder: {
            ...(r.model !== undefined ? { model: r.model } : {}),
            instructions: r.instructions,
            maxFollowups: r.max_followups,
            ...(r.persona !== undefined ? { persona: r.persona } : {}),
            ...(r.goal !== undefined ? { goal: r.goal } : {}),
            ...(deterministic
                ? {
                    rules: {
                        rules: (r.rules ?? []).map((rule) => ({
                            when: rule.when,
                            reply: rule.reply,
                            ...(rule.statements ? { statements: true } : {}),
                        })),
                        ...(r.stop_when !== undefined ? { stopWhen: r.stop_when } : {}),
                        ...(r.abstain_when !== undefined ? { abstainWhen: r.abstain_when } : {}),
                    },
                }
                : {}),
        },
    };
}
/**
 * A task's context_dir: waza reads it from where waza runs (runner.go, loadResources:
 * `fixtureDir = tc.ContextRoot`), the suite's default from the eval.yaml folder (`fixtures/`).
 * A written one is looked up in the eval.yaml folder, then where Parley runs.
 */
function contextDirOf(written, suiteDir) {
    if (written === undefined)
        return (0,external_node_path_.resolve)(suiteDir, 'fixtures');
    const inSuite = (0,external_node_path_.resolve)(suiteDir, written);
    const fromCwd = (0,external_node_path_.resolve)(written);
    return (0,external_node_fs_.existsSync)(inSuite) || !(0,external_node_fs_.existsSync)(fromCwd) ? inSuite : fromCwd;
}
function filesOf(inputs, taskDir, contextDir, suiteDir, scope) {
    const files = [];
    const fixture = inputs.context?.fixture;
    if (typeof fixture === 'string') {
        const source = (0,external_node_path_.resolve)(suiteDir, fixture);
        if (!(0,external_node_fs_.existsSync)(source))
            scope.error(['inputs', 'context', 'fixture'], `not found: ${fixture}`);
        else
            files.push({ path: (0,external_node_fs_.statSync)(source).isDirectory() ? '.' : (0,external_node_path_.basename)(source), source });
    }
    inputs.files?.forEach((f, i) => {
        if (f.content !== undefined)
            return files.push({ path: f.path, content: f.content });
        // waza: a path alone names a fixture in the context directory (default: fixtures/).
        const source = f.source !== undefined ? (0,external_node_path_.resolve)(taskDir, f.source) : (0,external_node_path_.resolve)(contextDir, f.path);
        if (!(0,external_node_fs_.existsSync)(source)) {
            const key = f.source !== undefined ? 'source' : 'path';
            // waza warns and runs without it (internal/orchestration/runner.go, loadResources).
            scope.error(['inputs', 'files', i, key], `file not found: ${source} (waza warns and runs the task without it; Parley refuses)`);
        }
        files.push({ path: f.path, source });
    });
    return files;
}
/** Outcome entries Parley grades (src/graders/expected.ts): its own `{type: outcome, value}`. */
const OUTCOME_TYPES = ['outcome'];
function expectedOf(raw, scope) {
    const e = raw.expected ?? {};
    const outcomes = (e.outcomes ?? []).filter((entry, i) => {
        const type = typeof entry === 'string' ? 'outcome' : (entry.type ?? 'outcome');
        if (OUTCOME_TYPES.includes(type))
            return true;
        // waza parses expected.outcomes and no grader reads it: grading task_completed would add a
        // grader that waza does not have, and so another score.
        scope.warn(['expected', 'outcomes', i, 'type'], type === 'task_completed'
            ? `outcome type 'task_completed' is not graded, as in waza (no waza grader reads expected.outcomes): it adds no grader and no score; a run that errors or times out fails anyway`
            : `outcome type '${type}' is not graded (no waza grader reads expected.outcomes; Parley grades only {type: outcome, value: <run outcome>}); ignored`);
        return false;
    });
    // `expect: abstain` is `expected.outcomes: [abstained]` (added once).
    if (raw.expect === 'abstain' && !outcomes.includes('abstained'))
        outcomes.push('abstained');
    if (e.behavior) {
        scope.warn(['expected', 'behavior'], 'graded by Parley (waza reads expected.behavior but never grades it); a limit of 0 is no limit, as in waza');
    }
    return {
        outputContains: e.output_contains ?? [],
        outputNotContains: e.output_not_contains ?? [],
        outputContainsAny: e.output_contains_any ?? [],
        matches: e.matches ?? [],
        outcomes,
        ...(e.behavior ? { behavior: e.behavior } : {}),
    };
}
/**
 * waza parses `expected.should_trigger` and `expected.tool_calls` but no waza grader reads them:
 * accepted, not graded, and said so.
 */
function expectedGraders(raw, scope) {
    const graders = [];
    const e = raw.expected;
    if (e?.should_trigger !== undefined) {
        scope.warn(['expected', 'should_trigger'], 'not graded, as in waza (no waza grader reads it); to check that the agent invoked the skill, add a trigger or skill_invocation grader');
    }
    if (e?.tool_calls !== undefined) {
        scope.warn(['expected', 'tool_calls'], 'not graded (in waza it is a free-form note that no grader reads); to check tool calls, add a tool_calls or tool_constraint grader');
    }
    return graders;
}
/** Yao checkpoints ({id, assert, after}): checked after every agent turn. */
function yaoCheckpoints(raw) {
    const yao = [];
    (raw.checkpoints ?? []).forEach((c, i) => {
        if ('id' in c)
            yao.push([c, i]);
    });
    return yao;
}
/**
 * waza checkpoints ({after_turn, graders, on_failure}): their graders run after agent turn N
 * (1-based). on_failure defaults to continue, as in waza.
 */
function turnCheckpoints(raw, scope) {
    const out = [];
    (raw.checkpoints ?? []).forEach((c, i) => {
        if ('id' in c)
            return;
        const onFailure = c.on_failure ?? 'continue';
        if (onFailure === 'stop') {
            scope.warn(['checkpoints', i, 'on_failure'], `waza checkpoint (after_turn: ${c.after_turn}): when it fails, the conversation ends and the run is failed (outcome stopped); waza records such a run as an error`);
        }
        out.push({
            afterTurn: c.after_turn,
            onFailure,
            graders: c.graders.map((g, j) => mapGrader(g, scope.locate(['checkpoints', i, 'graders', j]))),
        });
    });
    // waza's task `requirements` are descriptive: each names graders declared elsewhere (the
    // task's, or a checkpoint's with after_turn) and adds no check and no verdict of its own, so
    // there is nothing to run: those graders run where they are declared.
    return out;
}
/** The suite's instruction files, then the task's own: each once, by where it is read. */
function instructionFilesOf(raw, contextDir, suite, scope) {
    const dirs = { suite: suite.dir, context: contextDir };
    // The suite's were resolved against eval.yaml's folder: their written paths again.
    const written = suite.config.instructionFiles.map((f) => (0,external_node_path_.relative)(suite.dir, f));
    const files = [
        ...instructionFiles(written, ['config', 'instruction_files'], dirs, suite.scope, suite.reported),
        ...instructionFiles(raw.instruction_files ?? [], ['instruction_files'], dirs, scope, suite.reported),
    ];
    return files.filter((f, i) => files.findIndex((g) => g.source === f.source) === i);
}
/**
 * A task's own skill_directories replace the suite's, as in waza (runner.go,
 * buildExecutionRequest: `tc.SkillPaths` over the eval's filtered ones); all skills off is none.
 */
function skillDirectoriesOf(raw, suite) {
    if (suite.config.disabledSkills.includes('*'))
        return [];
    if (raw.skill_directories === undefined)
        return suite.config.skillDirectories;
    return unique(raw.skill_directories.map((d) => (0,external_node_path_.resolve)(suite.dir, d)));
}
const optionalTurnCheckpoints = (list) => list.length ? { turnCheckpoints: list } : {};
const isRemote = (source) => /^[a-z+]+:\/\//i.test(source) || /^[\w.-]+@[\w.-]+:/.test(source);
const reason = (error) => error.code ?? String(error);
const unique = (items) => [...new Set(items)];

// EXTERNAL MODULE: ./src/suites/model.ts
var model = __webpack_require__(33148);
;// CONCATENATED MODULE: ./src/suites/waza/pairwise-checks.ts

/**
 * `skillLift`: the suite runs skill lift whatever the command line says (eval.yaml
 * `baseline: true`); otherwise each pairwise grader is warned about, as it runs only when the
 * job asks for skill lift.
 */
function checkPairwiseGraders(graders, tasks, skillLift, diagnostics) {
    if (!skillLift) {
        for (const g of [...graders, ...tasks.flatMap((t) => t.graders)]) {
            if (!(0,model/* isPairGrader */.cG)(g) || !g.source)
                continue;
            diagnostics.warnings.push({
                ...g.source,
                path: `graders.${g.name}`,
                message: "pairwise: runs only in a skill-lift job (it compares each task's runs with and without the suite's skills), and this suite does not set baseline: true; run it with `parley run --skill-lift` or the action's skill-lift input, or it is never run",
            });
        }
    }
    for (const task of tasks) {
        for (const g of (task.turnCheckpoints ?? []).flatMap((c) => c.graders)) {
            if (!(0,model/* isPairGrader */.cG)(g) || !g.source)
                continue;
            diagnostics.errors.push({
                ...g.source,
                path: `checkpoints.graders.${g.name}`,
                message: 'a pairwise grader compares two whole conversations after the runs; it cannot be a checkpoint grader (list it under the task graders or the suite graders)',
            });
        }
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/suites/waza/trigger-tests.ts
// waza's trigger_tests.yaml, found next to eval.yaml: prompts that should and should not make the
// agent use a skill. waza sends each prompt once, with the suite's agent and skills, and counts it
// right when the agent did (or did not) invoke `skill`, and its trigger accuracy weighs a medium
// confidence prompt half. Parley runs them the same way, as a suite of their own
// (`<suite>-triggers`) with one task per prompt and no grader but that check, so the eval's
// graders never run on them; summary.json has the accuracy (results/trigger-accuracy.ts).






const TriggerPrompt = schemas.object({
    prompt: helpers/* nonEmpty */.hq,
    reason: schemas.string().optional(),
    /** waza weighs a medium-confidence prompt half in its trigger accuracy. */
    confidence: schemas["enum"](['high', 'medium']).optional(),
});
/** As waza reads it: unknown keys are ignored, `skill` and one prompt at least are required. */
const TriggerTestsFile = schemas.object({
    skill: helpers/* nonEmpty */.hq,
    should_trigger_prompts: schemas.array(TriggerPrompt).optional(),
    should_not_trigger_prompts: schemas.array(TriggerPrompt).optional(),
})
    .refine((f) => (f.should_trigger_prompts?.length ?? 0) + (f.should_not_trigger_prompts?.length ?? 0) > 0, {
    message: 'trigger tests need at least one prompt (should_trigger_prompts or should_not_trigger_prompts)',
});
const LISTS = [
    ['should_trigger_prompts', 'positive', 'should-trigger'],
    ['should_not_trigger_prompts', 'negative', 'should-not-trigger'],
];
/** The trigger suite of `file`, or undefined when it does not load (errors are in diagnostics). */
function loadTriggerTests(file, text, evalSuite, context, diagnostics) {
    const parsed = (0,positions/* parseYaml */.hN)(text);
    for (const e of parsed.errors)
        diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
    if (parsed.errors.length)
        return undefined;
    const scope = diagnostics.scope(file, parsed.locate);
    const result = TriggerTestsFile.safeParse(parsed.data ?? null);
    if (!result.success) {
        scope.issues(result.error.issues, parsed.data);
        return undefined;
    }
    const spec = result.data;
    const tasks = LISTS.flatMap(([key, mode, prefix]) => (spec[key] ?? []).map((p, i) => {
        const raw = TaskFile.parse({
            id: `${prefix}-${i + 1}`,
            name: p.prompt.length > 80 ? `${p.prompt.slice(0, 79)}…` : p.prompt,
            ...(p.reason ? { description: p.reason } : {}),
            tags: ['trigger', ...(p.confidence ? [p.confidence] : [])],
            inputs: { prompt: p.prompt },
            graders: [{ type: 'trigger', name: prefix, config: { mode, skill: spec.skill } }],
        });
        return { ...mapTask(raw, scope.child([key, i]), context), source: scope.locate([key, i]) };
    }));
    const metric = evalSuite.metrics.find((m) => m.name === 'trigger_accuracy' && m.enabled !== false);
    if (metric) {
        scope.warn([], `waza fails its run when trigger accuracy is below metrics: trigger_accuracy (${metric.threshold}); ` +
            "Parley reports it in summary.json (the triggers suite's trigger_accuracy.passed) and gates, " +
            'like every task, on each prompt: failed runs (no baseline) or regressions against the base');
    }
    return {
        name: `${evalSuite.name}-triggers`,
        skill: spec.skill,
        file,
        dir: context.dir,
        hash: (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex'),
        config: context.config,
        graders: [],
        tasks,
        metrics: [],
        trigger: metric ? { threshold: metric.threshold } : {},
    };
}

;// CONCATENATED MODULE: ./src/suites/waza/load-eval.ts
// Loads an eval.yaml suite: its task files (YAML and JSONL), inline tasks, mocks and the
// trigger_tests.yaml next to it. Every problem is reported to Diagnostics; a suite with errors is
// not returned. load.ts imports this module only when a job has an eval.yaml.

















async function loadEvalSuite(file, project, diagnostics, overrides = {}) {
    const text = (0,load_suite/* read */.LF)(file, diagnostics);
    if (text === undefined)
        return [];
    const parsed = await (0,positions/* readYaml */.gM)(text);
    for (const e of parsed.errors)
        diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
    if (parsed.errors.length)
        return [];
    const scope = diagnostics.scope(file, parsed.locate);
    const before = diagnostics.errors.length;
    const result = await (0,re2_check/* parseChecked */.l)(EvalFile, parsed.data ?? null);
    const dir = (0,external_node_path_.dirname)(file);
    const load = (entries, context) => loadTaskEntries(entries, { file, text, scope, context, diagnostics });
    if (!result.success) {
        scope.issues(result.error.issues, parsed.data);
        // Still check the task files the globs name, so that one run reports every error.
        const entries = parsed.data?.tasks;
        const fallback = (0,suite_config/* suiteContext */.I)(undefined, dir, project, scope, overrides);
        // Inline tasks are skipped there: they were not validated.
        if (Array.isArray(entries))
            await load(entries.map((e) => (typeof e === 'string' ? e : undefined)), fallback);
        return [];
    }
    const raw = result.data;
    warnUnsupported(raw, scope);
    const suite = (0,suite_config/* suiteContext */.I)(raw.config, dir, project, scope, overrides, raw.skill);
    warnConfigDifferences(raw, suite.config, scope);
    if (raw.mcp_mocks?.length)
        suite.config.mcpMocks = mapMcpMocks(raw.mcp_mocks, suite.config, scope);
    if (raw.command_mocks?.length)
        suite.config.commandMocks = mapCommandMocks(raw.command_mocks, suite.config, scope);
    const { tasks, contents } = await load(raw.tasks ?? [], suite);
    (0,load_suite/* checkUniqueIds */.ki)(tasks, diagnostics);
    const triggers = await triggerSuite(dir, raw.name, raw.metrics ?? [], suite, diagnostics);
    const graders = (raw.graders ?? []).map((g, i) => mapGrader(g, scope.locate(['graders', i])));
    checkPairwiseGraders(graders, tasks, raw.baseline === true, diagnostics);
    if (diagnostics.errors.length > before)
        return [];
    const main = {
        name: raw.name,
        ...(raw.description !== undefined ? { description: raw.description } : {}),
        ...(raw.skill !== undefined ? { skill: raw.skill } : {}),
        ...(raw.version !== undefined ? { version: String(raw.version) } : {}),
        file,
        dir,
        hash: (0,load_suite/* hashOf */.qQ)(dir, contents),
        config: suite.config,
        graders,
        tasks,
        metrics: raw.metrics ?? [],
        ...(raw.paths ? { paths: raw.paths.map((p) => (0,external_node_path_.resolve)(dir, p)) } : {}),
        ...(raw.baseline ? { baseline: true } : {}),
    };
    // baseline: true asks for runs without the skill: said at load when they cannot be made.
    const noLift = raw.baseline ? (0,skill_lift/* liftSkipReason */.p)(main) : undefined;
    if (noLift)
        scope.warn(['baseline'], `no run without the skill can be made: ${noLift}`);
    return triggers ? [main, triggers] : [main];
}
/** `tasks:` entries: globs of task files (relative to eval.yaml) and inline tasks. */
async function loadTaskEntries(entries, c) {
    const tasks = [];
    const contents = [[c.file, c.text]];
    const seen = new Set([c.file]);
    for (const [i, entry] of entries.entries()) {
        if (entry === undefined)
            continue;
        if (typeof entry !== 'string') {
            const task = entry;
            if (task.enabled !== false)
                tasks.push(mapTask(task, c.scope.child(['tasks', i]), c.context));
            continue;
        }
        let files;
        try {
            files = await (0,discover/* globTasks */.h)(entry, c.context.dir);
        }
        catch (error) {
            c.scope.error(['tasks', i], `invalid glob: ${error.message}`);
            continue;
        }
        if (!files.length)
            c.scope.error(['tasks', i], 'matches no task files (.yaml, .yml or .jsonl)');
        for (const taskFile of files.filter((f) => !seen.has(f))) {
            seen.add(taskFile);
            const text = (0,load_suite/* read */.LF)(taskFile, c.diagnostics);
            if (text === undefined)
                continue;
            contents.push([taskFile, text]);
            tasks.push(...(await loadTaskFile(taskFile, text, c.context, c.diagnostics)));
        }
    }
    return { tasks, contents };
}
async function loadTaskFile(file, text, suite, diagnostics) {
    if ((0,external_node_path_.extname)(file) === '.jsonl')
        return (0,load_suite/* loadJsonlTasks */.BO)(file, text, suite, diagnostics);
    const parsed = await (0,positions/* readYaml */.gM)(text);
    for (const e of parsed.errors)
        diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
    if (parsed.errors.length)
        return [];
    const scope = diagnostics.scope(file, parsed.locate);
    const result = await (0,re2_check/* parseChecked */.l)(TaskFile, parsed.data ?? null);
    if (!result.success) {
        scope.issues(result.error.issues, parsed.data);
        return [];
    }
    if (result.data.enabled === false)
        return [];
    return [mapTask(result.data, scope, suite)];
}
/** waza runs trigger_tests.yaml next to eval.yaml: here a suite of its own (waza/trigger-tests.ts). */
async function triggerSuite(dir, name, metrics, context, diagnostics) {
    // waza looks for trigger_tests.yaml only; a .yml is named rather than silently left out.
    const file = (0,external_node_path_.join)(dir, 'trigger_tests.yaml');
    if (!(0,external_node_fs_.existsSync)(file)) {
        const yml = (0,external_node_path_.join)(dir, 'trigger_tests.yml');
        if ((0,external_node_fs_.existsSync)(yml)) {
            context.scope.warn([], 'trigger_tests.yml is not read (waza and Parley look for trigger_tests.yaml): rename it to run it');
        }
        return undefined;
    }
    const text = (0,load_suite/* read */.LF)(file, diagnostics);
    if (text === undefined)
        return undefined;
    await (0,yaml/* loadYaml */.y)(); // trigger-tests.ts parses synchronously
    return loadTriggerTests(file, text, { name, metrics }, context, diagnostics);
}


/***/ })

};
