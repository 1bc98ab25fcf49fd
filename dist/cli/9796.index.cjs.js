"use strict";
exports.id = 9796;
exports.ids = [9796];
exports.modules = {

/***/ 2836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ liftSkipReason)
/* harmony export */ });
/** Executors whose skills Parley places itself, and so can withhold. */
const WITHHOLDS = new Set(['openai', 'mock']);
/**
 * Why a suite cannot be run without its skills, or undefined when it can: it has no skill, it
 * is a trigger_tests.yaml suite (it measures the skill's invocation), or an agent reads skills
 * Parley does not place (ACP agents and HTTP endpoints read their own configuration).
 */
function liftSkipReason(suite) {
    if (suite.trigger)
        return 'a trigger_tests.yaml suite measures whether the skill is invoked';
    // As waza (runBaselineComparison): skills are skill directories or required skills; a mock
    // suite's are its scripts without the skill.
    const hasSkill = suite.config.skillDirectories.length > 0 ||
        suite.config.requiredSkills.length > 0 ||
        suite.tasks.some((t) => t.skillDirectories.length > 0 || t.mockWithoutSkill !== undefined);
    if (!hasSkill) {
        return 'the suite has no skill (no `skill_directories`, `required_skills` or `mock_without_skill`)';
    }
    const executors = [...new Set(suite.tasks.map((t) => t.agent.executor))];
    const cannot = executors.filter((e) => !WITHHOLDS.has(e));
    if (cannot.length) {
        return (`executor ${cannot.join(', ')}: Parley places no skill files for it (the agent reads ` +
            'skills from its own configuration and the workspace), so it cannot withhold the skill');
    }
    return undefined;
}


/***/ }),

/***/ 9796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadEvalSuite: () => (/* binding */ loadEvalSuite)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/suites/discover.ts + 1 modules
var discover = __webpack_require__(2204);
// EXTERNAL MODULE: ./src/suites/load-suite.ts
var load_suite = __webpack_require__(5636);
// EXTERNAL MODULE: ./src/suites/schema/grader-spec.ts
var grader_spec = __webpack_require__(8092);
// EXTERNAL MODULE: ./src/suites/schema/graders.ts + 2 modules
var graders = __webpack_require__(666);
;// CONCATENATED MODULE: ./src/suites/map-grader.ts


function mapGrader(g, source) {
    // The file was validated against this schema: keep the parsed config, defaults applied, so
    // that grading never parses it again.
    const raw = (0,grader_spec/* graderConfig */.W)(g);
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
var positions = __webpack_require__(5137);
// EXTERNAL MODULE: ./src/shared/yaml.ts
var yaml = __webpack_require__(4094);
// EXTERNAL MODULE: ./src/suites/schema/re2-check.ts
var re2_check = __webpack_require__(4465);
// EXTERNAL MODULE: ./src/suites/skill-lift.ts
var skill_lift = __webpack_require__(2836);
// EXTERNAL MODULE: ./src/suites/suite-config.ts
var suite_config = __webpack_require__(8248);
// EXTERNAL MODULE: ./src/suites/waza/eval-schema.ts + 2 modules
var eval_schema = __webpack_require__(7480);
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
var map_common = __webpack_require__(7265);
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
var task_agent = __webpack_require__(6232);
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
var model = __webpack_require__(3148);
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

// EXTERNAL MODULE: ./src/suites/waza/task-schema.ts
var task_schema = __webpack_require__(6768);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/suites/schema/helpers.ts
var helpers = __webpack_require__(9892);
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
        const raw = task_schema/* TaskFile */.kE.parse({
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
    const result = await (0,re2_check/* parseChecked */.l)(eval_schema/* EvalFile */.$L, parsed.data ?? null);
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
    const result = await (0,re2_check/* parseChecked */.l)(task_schema/* TaskFile */.kE, parsed.data ?? null);
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
;