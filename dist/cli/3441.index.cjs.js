"use strict";
exports.id = 3441;
exports.ids = [3441];
exports.modules = {

/***/ 3441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkGraders: () => (/* binding */ checkGraders)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
var external_node_vm_default = /*#__PURE__*/__webpack_require__.n(external_node_vm_);
// EXTERNAL MODULE: ./src/suites/model.ts
var model = __webpack_require__(3148);
;// CONCATENATED MODULE: ./src/suites/waza/code-syntax.ts
// Load-time check of `code` grader assertions: Python (waza's default language) with one python3
// process for every assertion of every suite, JavaScript with node:vm (compiled, never run), so a
// typo is an error at validate, pinned to the grader, instead of a grader_error in every run.


// For each expression: its syntax error, or the names it reads that no assertion has (waza's
// wrapper gives the run's names and a short list of builtins, nothing else), whether it reads
// outcome, and the names it reads inside a nested scope (a generator expression,
// comprehension or lambda), where waza's eval (and Parley's, the same) does not define them.
const CHECKER = `
import ast, json, sys
KNOWN = set(json.loads(sys.argv[1]))
NESTED = (ast.GeneratorExp, ast.ListComp, ast.SetComp, ast.DictComp, ast.Lambda)
def reads(node):
    bound = set()
    for n in ast.walk(node):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            bound.add(n.id)
        elif isinstance(n, ast.arg):
            bound.add(n.arg)
    return [n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id not in bound], bound
out = []
for expr in json.load(sys.stdin):
    try:
        tree = ast.parse(expr, mode="eval")
    except SyntaxError as e:
        out.append({"syntax": e.msg})
        continue
    names, bound = reads(tree)
    nested = set()
    for n in ast.walk(tree):
        if isinstance(n, NESTED):
            first = n.generators[0].iter if not isinstance(n, ast.Lambda) else None
            outer = set(id(m) for m in ast.walk(first)) if first is not None else set()
            for m in ast.walk(n):
                if isinstance(m, ast.Name) and isinstance(m.ctx, ast.Load) and id(m) not in outer and m.id in KNOWN:
                    nested.add(m.id)
    out.append({"unknown": sorted(set(x for x in names if x not in KNOWN and x != "None")),
                "outcome": "outcome" in names, "nested": sorted(nested)})
print(json.dumps(out))
`;
/** What a Python assertion sees, as in waza's wrapper: the run's names and its builtins. */
const PYTHON_NAMES = [
    ...['output', 'outcome', 'transcript', 'tool_calls', 'errors', 'duration_ms'],
    ...['len', 'any', 'all', 're', 'str', 'int', 'float', 'bool', 'list', 'dict', 'True', 'False'],
];
function pythonGraders(suites) {
    const all = suites.flatMap((s) => [...s.graders, ...s.tasks.flatMap(model/* taskGraders */.SM)]);
    // Suite graders are shared by tasks: check each spec once.
    return [...new Set(all)].filter((g) => g.type === 'code' && (g.config.language ?? 'python') === 'python');
}
async function checkCodeAssertions(suites, diagnostics) {
    checkJavaScript(suites, diagnostics);
    await checkPython(suites, diagnostics);
}
function checkJavaScript(suites, diagnostics) {
    const all = suites.flatMap((s) => [...s.graders, ...s.tasks.flatMap(model/* taskGraders */.SM)]);
    for (const g of new Set(all)) {
        if (g.type !== 'code' || g.config.language !== 'javascript')
            continue;
        for (const expr of g.config.assertions ?? []) {
            if (/\boutcome\b/.test(expr)) {
                diagnostics.warnings.push({
                    file: g.source?.file ?? '',
                    line: g.source?.line ?? 0,
                    column: g.source?.column ?? 0,
                    path: `graders.${g.name}`,
                    message: `assertion ${JSON.stringify(expr)} reads outcome: in waza it is always an empty object; Parley's is the run's outcome string`,
                });
            }
            try {
                new (external_node_vm_default()).Script(`(${expr}\n)`, { filename: 'assertion.js' });
            }
            catch (error) {
                diagnostics.errors.push({
                    file: g.source?.file ?? '',
                    line: g.source?.line ?? 0,
                    column: g.source?.column ?? 0,
                    path: `graders.${g.name}`,
                    message: `assertion ${JSON.stringify(expr)} is not valid JavaScript (${error.message})`,
                });
            }
        }
    }
}
async function checkPython(suites, diagnostics) {
    const graders = pythonGraders(suites);
    const items = graders.flatMap((g) => (g.config.assertions ?? []).map((expr) => ({ g, expr })));
    if (!items.length)
        return;
    // Loaded here: node:child_process costs milliseconds to load and most suites have no assertion.
    const { spawnSync } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    const result = spawnSync('python3', ['-c', CHECKER, JSON.stringify(PYTHON_NAMES)], {
        input: JSON.stringify(items.map((i) => i.expr)),
        encoding: 'utf8',
        timeout: 15_000,
    });
    const first = graders[0].source;
    const where = { file: first?.file ?? '', line: first?.line ?? 0, column: first?.column ?? 0 };
    if (result.error || result.status !== 0) {
        const missing = result.error?.code === 'ENOENT';
        diagnostics.warnings.push({
            ...where,
            path: `graders.${graders[0].name}`,
            message: missing
                ? 'code assertions are Python (the default, as in waza) and python3 was not found: they cannot run here; install python3 or set language: javascript'
                : `could not check the Python assertions: ${(result.stderr || String(result.error)).trim().slice(0, 200)}`,
        });
        return;
    }
    const verdicts = JSON.parse(result.stdout);
    items.forEach(({ g, expr }, i) => {
        const v = verdicts[i];
        const where = {
            file: g.source?.file ?? '',
            line: g.source?.line ?? 0,
            column: g.source?.column ?? 0,
            path: `graders.${g.name}`,
        };
        const shown = JSON.stringify(expr);
        if (v.syntax) {
            diagnostics.errors.push({
                ...where,
                message: `assertion ${shown} is not valid Python (${v.syntax}); code assertions are Python by default, as in waza: set language: javascript for JavaScript`,
            });
            return;
        }
        if (v.unknown?.length) {
            diagnostics.warnings.push({
                ...where,
                message: `assertion ${shown} reads ${v.unknown.join(', ')}, which an assertion does not have: it fails with NameError, in waza and here (an assertion sees ${PYTHON_NAMES.join(', ')})`,
            });
        }
        if (v.outcome) {
            diagnostics.warnings.push({
                ...where,
                message: `assertion ${shown} reads outcome: in waza it is always an empty dict; Parley's has outcome, completed, turns and error, and equals the run's outcome string`,
            });
        }
        const nested = v.nested?.filter((n) => n !== 'True' && n !== 'False') ?? [];
        if (nested.length) {
            diagnostics.warnings.push({
                ...where,
                message: `assertion ${shown} reads ${nested.join(', ')} inside a generator expression, comprehension or lambda, where an assertion's names are not defined (only the first iterable sees them): it fails with NameError, in waza and here (a list, set or dict comprehension is spared from Python 3.12)`,
            });
        }
    });
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/suites/waza/program-paths.ts
// waza runs a `program` grader from where waza itself runs (program_grader.go, Grade:
// exec.CommandContext with no Dir; the repository root in CI). A relative program path (the
// command, or a script given as its first argument: `python3 graders/check.py`) is looked up
// there first, as waza does, then in the eval.yaml folder (said at validate: waza would not find
// it), and made absolute. A path found in neither is an error at validate, not a failed grader
// per run. What else Parley gives the program otherwise is said once per grader of an eval.yaml.



const SCRIPT = /\.(py|js|mjs|cjs|ts|sh|bash|rb|pl|ps1)$/i;
/** A relative path written as one (has a slash or a script extension), not a bare command name. */
const pathLike = (s, isCommand) => !(0,external_node_path_.isAbsolute)(s) && !s.startsWith('-') && (s.includes('/') || (!isCommand && SCRIPT.test(s)));
// program_grader.go, Grade: cmd.Environ() (all of waza's environment), no Dir, and the exit code
// alone for the score.
const RUNS_OTHERWISE = 'runs in the eval.yaml folder with an allow-list of the environment, and a last stdout line {"score": n} sets its score; waza runs it where waza runs, with all of waza\'s environment, scored by its exit code alone';
function resolveProgramPaths(suites, cwd, diagnostics) {
    const warn = (g, suite, message) => diagnostics.warnings.push({
        file: g.source?.file ?? suite.file,
        line: g.source?.line ?? 0,
        column: g.source?.column ?? 0,
        path: `graders.${g.name}`,
        message,
    });
    for (const suite of suites) {
        const graders = new Set([...suite.graders, ...suite.tasks.flatMap(model/* taskGraders */.SM)]);
        for (const g of graders) {
            if (g.type !== 'program')
                continue;
            if (!suite.file.endsWith('.jsonl'))
                warn(g, suite, RUNS_OTHERWISE);
            const config = g.config;
            const candidates = [
                { value: config.command, set: (v) => (config.command = v), isCommand: true },
            ];
            const first = config.args?.[0];
            if (first !== undefined && !config.command.includes('/')) {
                candidates.push({ value: first, set: (v) => (config.args[0] = v), isCommand: false });
            }
            for (const c of candidates) {
                if (!pathLike(c.value, c.isCommand))
                    continue;
                const tried = [(0,external_node_path_.resolve)(cwd, c.value), (0,external_node_path_.resolve)(suite.dir, c.value)];
                const found = tried.find((p) => (0,external_node_fs_.existsSync)(p));
                if (found) {
                    c.set(found);
                    if (found !== tried[0])
                        warn(g, suite, `program ${JSON.stringify(c.value)} found in the eval.yaml folder only; waza resolves it from where it runs (${(0,external_node_path_.relative)(cwd, tried[0]) || '.'}) and would not find it`);
                    continue;
                }
                diagnostics.errors.push({
                    file: g.source?.file ?? suite.file,
                    line: g.source?.line ?? 0,
                    column: g.source?.column ?? 0,
                    path: `graders.${g.name}`,
                    message: `program ${JSON.stringify(c.value)} not found (looked in ${[...new Set(tried)].map((p) => (0,external_node_path_.relative)(cwd, p) || '.').join(' and ')}; waza resolves it from where it runs, Parley from there, then from the eval.yaml folder)`,
                });
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/suites/waza/skill-paths.ts
// waza's trigger grader reads skill_path from the directory waza runs in (trigger_grader.go,
// resolveSkillPath: filepath.Join(cwd, path)); suites are often written for the repository root.
// As for program graders (program-paths.ts), a relative skill_path is looked up in the eval.yaml
// folder first, then where Parley runs, and made absolute; found in neither: a validate error,
// not a grader_error on every run.



function resolveSkillPaths(suites, cwd, diagnostics) {
    for (const suite of suites) {
        const graders = new Set([...suite.graders, ...suite.tasks.flatMap(model/* taskGraders */.SM)]);
        for (const g of graders) {
            if (g.type !== 'trigger')
                continue;
            const config = g.config;
            const path = config.skill_path;
            if (path === undefined || (0,external_node_path_.isAbsolute)(path))
                continue;
            const tried = [(0,external_node_path_.resolve)(suite.dir, path), (0,external_node_path_.resolve)(cwd, path)];
            const found = tried.find((p) => (0,external_node_fs_.existsSync)(p));
            if (found) {
                config.skill_path = found;
                continue;
            }
            diagnostics.errors.push({
                file: g.source?.file ?? suite.file,
                line: g.source?.line ?? 0,
                column: g.source?.column ?? 0,
                path: `graders.${g.name}.config.skill_path`,
                message: `skill_path ${JSON.stringify(path)} not found (looked in ${[...new Set(tried)].map((p) => (0,external_node_path_.relative)(cwd, p) || '.').join(' and ')}; waza resolves it from where it runs, Parley from the eval.yaml folder, then from there)`,
            });
        }
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/from-json-schema.js + 1 modules
var from_json_schema = __webpack_require__(2692);
;// CONCATENATED MODULE: ./src/suites/waza/schema-files.ts
// A json_schema grader's schema_file, checked at validate as the inline `schema` is
// (schema/graders.ts): waza reads the file when it grades (json_schema_grader.go, resolveSchema)
// and checks it with a full JSON Schema validator; a file Parley cannot find, parse or convert
// would otherwise be a grader_error on every run. Found files are made absolute (the eval.yaml
// folder first, then where Parley runs, as for program paths).




/** Why the file cannot be used as a schema, or undefined when it can. */
function schemaFileProblem(file) {
    let schema;
    try {
        schema = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch (error) {
        return `not JSON (${error.message})`;
    }
    try {
        from_json_schema/* fromJSONSchema */.y(schema);
    }
    catch (error) {
        return `Parley cannot check this JSON Schema (${error.message}); waza can`;
    }
    return undefined;
}
function checkSchemaFiles(suites, cwd, diagnostics) {
    for (const suite of suites) {
        const graders = new Set([...suite.graders, ...suite.tasks.flatMap(model/* taskGraders */.SM)]);
        for (const g of graders) {
            if (g.type !== 'json_schema')
                continue;
            const config = g.config;
            const path = config.schema_file;
            if (path === undefined)
                continue;
            const tried = (0,external_node_path_.isAbsolute)(path) ? [path] : [(0,external_node_path_.resolve)(suite.dir, path), (0,external_node_path_.resolve)(cwd, path)];
            const found = tried.find((p) => (0,external_node_fs_.existsSync)(p));
            const problem = found
                ? schemaFileProblem(found)
                : `not found (looked in ${[...new Set(tried)].map((p) => (0,external_node_path_.relative)(cwd, p) || '.').join(' and ')}; waza reads it from where it runs, Parley from the eval.yaml folder, then from there)`;
            if (found)
                config.schema_file = found;
            if (!problem)
                continue;
            diagnostics.errors.push({
                file: g.source?.file ?? suite.file,
                line: g.source?.line ?? 0,
                column: g.source?.column ?? 0,
                path: `graders.${g.name}.config.schema_file`,
                message: `schema_file ${JSON.stringify(path)}: ${problem}`,
            });
        }
    }
}

// EXTERNAL MODULE: ./src/suites/waza/tool-arg-names.ts
var tool_arg_names = __webpack_require__(973);
;// CONCATENATED MODULE: ./src/suites/waza/allow-only.ts

function warnAllowOnly(suites, diagnostics) {
    for (const suite of suites) {
        const graders = new Set([...suite.graders, ...suite.tasks.flatMap(model/* taskGraders */.SM)]);
        for (const g of graders) {
            if (g.type !== 'tool_constraint' || !g.source)
                continue;
            const config = g.config;
            if (!config.allow_only)
                continue;
            const waza = config.expect_tools?.length || config.reject_tools?.length;
            diagnostics.warnings.push({
                ...g.source,
                path: `graders.${g.name}.config.allow_only`,
                message: `checked by Parley (every call's tool name must equal one listed, any case); waza's tool_constraint grader reads only expect_tools and reject_tools, ${waza ? 'and ignores allow_only' : 'and refuses a grader with neither'}`,
            });
        }
    }
}

;// CONCATENATED MODULE: ./src/suites/waza/prompt-judge.ts

/** Said once per load (a job), at the first such grader, naming how many more it applies to. */
function warnPromptJudge(suites, diagnostics) {
    const said = new Map();
    for (const suite of suites) {
        const graders = new Set([...suite.graders, ...suite.tasks.flatMap(model/* taskGraders */.SM)]);
        for (const g of graders) {
            if (g.type !== 'prompt' || !g.source)
                continue;
            const config = g.config;
            // A rubric is Parley's own (waza's prompt grader has none): not a waza judge.
            if (config.rubric !== undefined)
                continue;
            const resumes = config.continue_session === true;
            const earlier = said.get(resumes);
            if (earlier) {
                earlier.more++;
                continue;
            }
            const warning = {
                ...g.source,
                path: `graders.${g.name}`,
                message: resumes
                    ? "prompt (continue_session: true): waza's judge resumes the agent's session and may run tools in its workspace; Parley's judge reads the conversation and the workspace's files (read-only, bounded: text files, the files changed last first) and runs no tool"
                    : "prompt: waza's judge starts a new session in the workspace and sees the grader prompt and the files (through its tools), not the conversation; Parley's judge reads the conversation too, and the workspace's files (read-only, bounded: text files, the files changed last first), and runs no tool",
            };
            diagnostics.warnings.push(warning);
            said.set(resumes, { warning, more: 0 });
        }
    }
    for (const { warning, more } of said.values()) {
        if (more)
            warning.message += ` (the same for ${more} more prompt grader${more > 1 ? 's' : ''})`;
    }
}

;// CONCATENATED MODULE: ./src/suites/waza/grader-checks.ts
// The load-time checks of graders: code assertions' syntax, program and skill paths, and what waza's prompt
// and trigger graders mean here. load.ts imports this module only when a suite has a grader.








async function checkGraders(suites, cwd, diagnostics) {
    await checkCodeAssertions(suites, diagnostics);
    warnTriggerMeaning(suites, diagnostics);
    warnBehaviorLimits(suites, diagnostics);
    warnGraderModel(suites, diagnostics);
    checkGraderNames(suites, diagnostics);
    warnPromptJudge(suites, diagnostics);
    resolveProgramPaths(suites, cwd, diagnostics);
    resolveSkillPaths(suites, cwd, diagnostics);
    checkSchemaFiles(suites, cwd, diagnostics);
    (0,tool_arg_names/* warnToolArgAliases */.L)(suites, diagnostics);
    warnAllowOnly(suites, diagnostics);
}
/** waza's trigger grader scores the prompt against SKILL.md; Parley's observes the invocation. */
function warnTriggerMeaning(suites, diagnostics) {
    for (const suite of suites) {
        const graders = new Set([...suite.graders, ...suite.tasks.flatMap((t) => t.graders)]);
        for (const g of graders) {
            if (g.type !== 'trigger' || !g.source)
                continue;
            // trigger_tests.yaml's prompts (waza/trigger-tests.ts) are graded as waza grades them.
            if ((0,external_node_path_.basename)(suite.file) === 'trigger_tests.yaml')
                continue;
            diagnostics.warnings.push({
                ...g.source,
                path: `graders.${g.name}`,
                message: 'trigger: Parley checks that the agent invoked the skill (or did not, mode: negative), as trigger_tests.yaml does; an older waza scored how well the task prompt matches SKILL.md (threshold), which Parley does not',
            });
        }
    }
}
/**
 * waza keeps one result per grader name (graders/run.go, RunAll: `results[result.Name]`), the
 * suite's graders first, then the task's: a name used twice would count once there, twice here.
 */
function checkGraderNames(suites, diagnostics) {
    const reported = new Set();
    for (const suite of suites) {
        for (const task of suite.tasks) {
            const seen = new Set();
            for (const g of [...suite.graders, ...task.graders]) {
                if (!seen.has(g.name)) {
                    seen.add(g.name);
                    continue;
                }
                if (!g.source || reported.has(g))
                    continue;
                reported.add(g);
                diagnostics.errors.push({
                    ...g.source,
                    path: `graders.${g.name}`,
                    message: 'the name of another grader of this task: name each grader once (waza keeps only the later result of a name)',
                });
            }
        }
    }
}
/**
 * A prompt grader's `model` beside `type`: waza hands a grader only its name and `config`
 * (graders/run.go, RunAll: `Create(vCfg.Identifier, params)`), so its judge is config.model,
 * else judge_model; Parley takes this model between the two.
 */
function warnGraderModel(suites, diagnostics) {
    for (const suite of suites) {
        const graders = new Set([...suite.graders, ...suite.tasks.flatMap((t) => t.graders)]);
        for (const g of graders) {
            if (g.type !== 'prompt' || g.model === undefined || !g.source)
                continue;
            if (g.config.model !== undefined)
                continue;
            diagnostics.warnings.push({
                ...g.source,
                path: `graders.${g.name}.model`,
                message: `the judge's model in Parley (over judge_model); waza reads a grader's config.model only and judges with ${suite.config.judgeModel ? `judge_model (${suite.config.judgeModel})` : 'its default model'}`,
            });
        }
    }
}
/** Limits of Parley's behavior grader that waza's does not read (behavior_grader.go, BehaviorGraderParams). */
function warnBehaviorLimits(suites, diagnostics) {
    for (const suite of suites) {
        const graders = new Set([...suite.graders, ...suite.tasks.flatMap((t) => t.graders)]);
        for (const g of graders) {
            if (g.type !== 'behavior' || !g.source)
                continue;
            const config = g.config;
            for (const key of ['max_iterations', 'max_response_time_ms']) {
                if (!config[key])
                    continue;
                diagnostics.warnings.push({
                    ...g.source,
                    path: `graders.${g.name}.config.${key}`,
                    message: `checked by Parley; waza's behavior grader does not read ${key} (it checks max_tool_calls, max_tokens, max_duration_ms, required_tools, forbidden_tools)`,
                });
            }
        }
    }
}


/***/ }),

/***/ 973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ warnToolArgAliases),
/* harmony export */   e: () => (/* binding */ ARG_ALIASES)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3148);

const ARG_ALIASES = {
    command: ['cmd', 'commandLine', 'command_line', 'script'],
    path: ['file_path', 'filePath', 'filename', 'file', 'target_file', 'uri'],
    skill: ['skill_name', 'skillName', 'name'],
};
function warnToolArgAliases(suites, diagnostics) {
    for (const suite of suites) {
        const graders = new Set([...suite.graders, ...suite.tasks.flatMap(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .taskGraders */ .SM)]);
        for (const g of graders) {
            if (g.type !== 'tool_constraint' || !g.source)
                continue;
            const config = g.config;
            const specs = ['expect_tools', 'reject_tools', 'allow_only'].flatMap((k) => config[k] ?? []);
            const used = ['command', 'path', 'skill'].filter((arg) => specs.some((s) => s[`${arg}_pattern`] !== undefined));
            if (!used.length)
                continue;
            const names = used.map((arg) => `${arg}: ${ARG_ALIASES[arg].join(', ')}`).join('; ');
            diagnostics.warnings.push({
                ...g.source,
                path: `graders.${g.name}`,
                message: `tool_constraint: waza's patterns read only a call's ${used.map((a) => `\`${a}\``).join(', ')} argument (a list there is empty to waza); Parley joins a list with spaces and, when the call has no such argument, reads other agents' names for it (${names})`,
            });
        }
    }
}


/***/ })

};
;