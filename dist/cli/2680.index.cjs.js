"use strict";
exports.id = 2680;
exports.ids = [2680];
exports.modules = {

/***/ 2680:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GraderError: () => (/* reexport */ types/* GraderError */.I),
  builtinSpec: () => (/* reexport */ graders_result/* builtinSpec */.DU),
  evaluateAssertion: () => (/* reexport */ evaluateAssertion),
  expectsAbstain: () => (/* reexport */ expectsAbstain),
  fromConversationChecks: () => (/* reexport */ graders_result/* fromConversationChecks */.$S),
  fromCount: () => (/* reexport */ graders_result/* fromCount */.sp),
  gradeRun: () => (/* binding */ gradeRun),
  gradingUsesWorkspace: () => (/* reexport */ workspace_paths/* gradingUsesWorkspace */.E5),
  readsWorkspace: () => (/* reexport */ workspace_paths/* readsWorkspace */.tr),
  scoreRun: () => (/* reexport */ score/* scoreRun */.I),
  suiteChecksNotApplicable: () => (/* reexport */ suiteChecksNotApplicable),
  suiteGradersApply: () => (/* reexport */ suiteGradersApply)
});

// EXTERNAL MODULE: ./src/suites/model.ts
var model = __webpack_require__(3148);
// EXTERNAL MODULE: ./src/graders/judge.ts
var judge = __webpack_require__(219);
// EXTERNAL MODULE: ./src/graders/run-view.ts
var run_view = __webpack_require__(4123);
;// CONCATENATED MODULE: ./src/graders/assertions/agent.ts


/**
 * An LLM validator: `use` (or the judge model) reads the agent's response against the criteria
 * (`value`, or options.metadata.criteria / options.criteria) and returns
 * {passed, score, reason, suggestions}. Malformed twice -> GraderError.
 */
const agent = async (a, target, ctx) => {
    const metadata = (a.options.metadata ?? {});
    const criteria = metadata.criteria ?? a.options.criteria ?? a.value;
    const criteriaText = typeof criteria === 'string' ? criteria : (0,run_view/* show */.W)(criteria, 4000);
    const verdict = await (0,judge/* askJudge */.N)({
        llm: ctx.llm,
        model: a.use ?? ctx.judgeModel,
        who: 'agent assertion',
        signal: ctx.signal,
        // The criteria are fixed per assertion (system), the run's response is what changes (user).
        system: [
            "You are a strict validator of an AI agent's response. Decide whether the response meets " +
                'every criterion. Judge only what the response and tool calls show; do not assume.',
            `## Criteria\n${criteriaText || '(none given: judge whether the response is correct and complete)'}`,
            ...Object.entries(metadata)
                .filter(([k]) => k !== 'criteria')
                .map(([k, v]) => `## ${k}\n${typeof v === 'string' ? v : (0,run_view/* show */.W)(v, 2000)}`),
        ].join('\n\n'),
        user: [
            `## Tool calls\n${target.toolCalls.length ? target.toolCalls.map((c) => `- ${c.name} ${(0,run_view/* show */.W)(c.arguments, 300)}`).join('\n') : '(none)'}`,
            `## Agent response\n${target.output}`,
        ].join('\n\n'),
    });
    const suggestions = verdict.suggestions.length
        ? ` Suggestions: ${verdict.suggestions.join('; ')}`
        : '';
    return {
        passed: verdict.passed,
        score: verdict.score,
        message: `${verdict.reason}${suggestions}`,
    };
};

// EXTERNAL MODULE: ./src/shared/strings.ts
var strings = __webpack_require__(5839);
;// CONCATENATED MODULE: ./src/graders/assertions/contains.ts

/** The output contains the value (every value, when a list is given). Case-sensitive. */
const contains = (a, target) => {
    const values = Array.isArray(a.value) ? a.value.map(String) : [stringOf(a.value)];
    const missing = values.filter((v) => !target.output.includes(v));
    return missing.length === 0
        ? {
            passed: true,
            message: `output contains ${values.map((v) => JSON.stringify(v)).join(', ')}`,
        }
        : {
            passed: false,
            message: `output does not contain ${missing.map((v) => JSON.stringify(v)).join(', ')} (output: ${JSON.stringify((0,strings/* clip */.$Q)(target.output, 120))})`,
        };
};
/** The output contains none of the values. */
const notContains = (a, target) => {
    const values = Array.isArray(a.value) ? a.value.map(String) : [stringOf(a.value)];
    const found = values.filter((v) => target.output.includes(v));
    return found.length === 0
        ? {
            passed: true,
            message: `output contains none of ${values.map((v) => JSON.stringify(v)).join(', ')}`,
        }
        : {
            passed: false,
            message: `output contains ${found.map((v) => JSON.stringify(v)).join(', ')}`,
        };
};
function stringOf(value) {
    if (typeof value === 'string')
        return value;
    return value === undefined || value === null
        ? ''
        : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
}

// EXTERNAL MODULE: ./src/shared/json.ts
var json = __webpack_require__(8451);
;// CONCATENATED MODULE: ./src/graders/json.ts
// JSON helpers shared by graders and assertions: extracting JSON from agent text, deep
// equality that ignores key order, subset matching, and a small JSONPath subset.
/**
 * The JSON in an agent message: the whole text, else the one ```json fenced block, else the one
 * top-level {...} or [...] span in prose.
 */
function extractJson(text) {
    const whole = tryParse(text.trim());
    if (whole.ok)
        return whole;
    const fences = [...text.matchAll(/```(?:json|JSON)?[^\S\n]*\n([\s\S]*?)```/g)].map((m) => m[1]);
    const parsedFences = fences.map(tryParse).filter((p) => p.ok);
    if (parsedFences.length === 1)
        return parsedFences[0];
    if (parsedFences.length > 1)
        return { ok: false, reason: 'more than one JSON code block' };
    const spans = jsonSpans(text)
        .map(tryParse)
        .filter((p) => p.ok);
    if (spans.length === 1)
        return spans[0];
    if (spans.length > 1)
        return { ok: false, reason: 'more than one JSON value in the text' };
    return { ok: false, reason: 'no JSON found in the output' };
}
function tryParse(text) {
    if (!text)
        return { ok: false, reason: 'empty output' };
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch (error) {
        return { ok: false, reason: `not JSON: ${error.message}` };
    }
}
/** Balanced top-level {...} / [...] spans (string-aware). */
function jsonSpans(text) {
    const spans = [];
    let depth = 0;
    let start = -1;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const ch = text[i];
        if (inString) {
            if (ch === '\\')
                i++;
            else if (ch === '"')
                inString = false;
            continue;
        }
        if (ch === '"' && depth > 0)
            inString = true;
        else if (ch === '{' || ch === '[') {
            if (depth === 0)
                start = i;
            depth++;
        }
        else if ((ch === '}' || ch === ']') && depth > 0) {
            depth--;
            if (depth === 0)
                spans.push(text.slice(start, i + 1));
        }
    }
    return spans;
}
class JsonPathError extends Error {
}
/** Parses `$.a.b`, `$.a[0]`, `$.a[*].b`, `$['k']`, `$["k"]`, `a.b` (leading `$` optional). */
function parseJsonPath(path) {
    let rest = path.trim();
    if (rest.startsWith('$'))
        rest = rest.slice(1);
    const segments = [];
    while (rest.length > 0) {
        let m;
        if ((m = /^\.?([A-Za-z_$][\w$-]*)/.exec(rest)) &&
            (rest.startsWith('.') || segments.length === 0)) {
            segments.push({ kind: 'key', key: m[1] });
        }
        else if ((m = /^\.\*/.exec(rest)) || (m = /^\[\*\]/.exec(rest))) {
            segments.push({ kind: 'wildcard' });
        }
        else if ((m = /^\[(-?\d+)\]/.exec(rest))) {
            segments.push({ kind: 'index', index: Number(m[1]) });
        }
        else if ((m = /^\[\s*'((?:[^'\\]|\\.)*)'\s*\]/.exec(rest)) ||
            (m = /^\[\s*"((?:[^"\\]|\\.)*)"\s*\]/.exec(rest))) {
            segments.push({ kind: 'key', key: m[1].replace(/\\(.)/g, '$1') });
        }
        else {
            throw new JsonPathError(`unsupported JSONPath ${JSON.stringify(path)} at ${JSON.stringify(rest)}`);
        }
        rest = rest.slice(m[0].length);
    }
    return segments;
}
/** Every value the path selects (empty when nothing matches). */
function queryJsonPath(root, path) {
    let current = [root];
    for (const segment of parseJsonPath(path)) {
        const next = [];
        for (const value of current) {
            if (segment.kind === 'wildcard') {
                if (Array.isArray(value))
                    next.push(...value);
                else if (value && typeof value === 'object')
                    next.push(...Object.values(value));
            }
            else if (segment.kind === 'index') {
                if (Array.isArray(value)) {
                    const i = segment.index < 0 ? value.length + segment.index : segment.index;
                    if (i >= 0 && i < value.length)
                        next.push(value[i]);
                }
            }
            else if (value && typeof value === 'object' && !Array.isArray(value)) {
                if (Object.hasOwn(value, segment.key))
                    next.push(value[segment.key]);
            }
        }
        current = next;
    }
    return current;
}
/** The JSON type name of a value: object, array, string, number, integer is a number, boolean, null. */
function jsonType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    return typeof value;
}

;// CONCATENATED MODULE: ./src/graders/assertions/equals.ts




/**
 * A string value: the trimmed output equals it. Any other value (object, array, number,
 * boolean, null): the output's JSON (fenced ```json included) deep-equals it, key order ignored.
 */
const equals = (a, target) => {
    if (typeof a.value === 'string') {
        const passed = target.output.trim() === a.value.trim();
        return {
            passed,
            message: passed
                ? `output equals ${JSON.stringify((0,strings/* clip */.$Q)(a.value, 80))}`
                : `output ${JSON.stringify((0,strings/* clip */.$Q)(target.output, 120))} is not ${JSON.stringify((0,strings/* clip */.$Q)(a.value, 120))}`,
        };
    }
    const parsed = extractJson(target.output);
    if (!parsed.ok)
        return { passed: false, message: `expected JSON equal to ${(0,run_view/* show */.W)(a.value)}: ${parsed.reason}` };
    const passed = (0,json/* deepEqual */.b)(parsed.value, a.value ?? null);
    return {
        passed,
        message: passed
            ? `output JSON equals ${(0,run_view/* show */.W)(a.value)}`
            : `output JSON ${(0,run_view/* show */.W)(parsed.value)} is not ${(0,run_view/* show */.W)(a.value)}`,
    };
};

;// CONCATENATED MODULE: ./src/graders/assertions/json-path.ts



/**
 * Selects `path` ($.a.b, [n], [*], ['k']) in the output's JSON (a ```json fence included).
 * With a `value`: some selected value deep-equals it. Without: the path exists.
 */
const jsonPath = (a, target) => {
    const path = a.path ?? '';
    if (!path)
        return { passed: false, message: 'json_path needs a `path`' };
    const parsed = extractJson(target.output);
    if (!parsed.ok)
        return { passed: false, message: `${path}: ${parsed.reason}` };
    const found = queryJsonPath(parsed.value, path);
    if (a.value === undefined) {
        return found.length > 0
            ? { passed: true, message: `${path} exists` }
            : { passed: false, message: `${path} not found in the output JSON` };
    }
    if (found.length === 0)
        return { passed: false, message: `${path} not found (expected ${(0,run_view/* show */.W)(a.value)})` };
    const passed = found.some((v) => (0,json/* deepEqual */.b)(v, a.value));
    return {
        passed,
        message: passed
            ? `${path} is ${(0,run_view/* show */.W)(a.value)}`
            : `${path} is ${(0,run_view/* show */.W)(found.length === 1 ? found[0] : found)}, expected ${(0,run_view/* show */.W)(a.value)}`,
    };
};

// EXTERNAL MODULE: ./src/graders/re2.ts
var re2 = __webpack_require__(2373);
;// CONCATENATED MODULE: ./src/graders/assertions/types.ts
/** The expected value as text (numbers and booleans are compared as written). */
function valueText(assertion) {
    const v = assertion.value;
    if (typeof v === 'string')
        return v;
    if (v === undefined || v === null)
        return '';
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

;// CONCATENATED MODULE: ./src/graders/assertions/regex.ts


/** The output matches the RE2-syntax pattern in `value`. */
const regex = (a, target) => {
    const pattern = valueText(a);
    const match = (0,re2/* compileRe2 */.Xm)(pattern).exec(target.output);
    return match
        ? {
            passed: true,
            message: `output matches /${pattern}/ (${JSON.stringify(match[0].slice(0, 80))})`,
        }
        : { passed: false, message: `output does not match /${pattern}/` };
};

// EXTERNAL MODULE: ./src/graders/types.ts
var types = __webpack_require__(82);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/shared/child-env.ts
var child_env = __webpack_require__(889);
;// CONCATENATED MODULE: ./src/graders/process.ts
// Runs a grading program (program grader, script assertion): input on stdin, a time limit,
// output captured with a size cap, in a process group of its own that is killed when it
// overstays or exits (the run's tag ends what left the group: engine/run-one.ts).


const MAX_CAPTURE = 64 * 1024;
async function runProcess(options) {
    const useShell = options.args === undefined;
    // The runner's variables on the graders' allow-list (shared/child-env.ts), then Parley's own:
    // nothing of the runner's credentials or its files (GITHUB_OUTPUT), the code may be a PR's.
    const env = { ...(0,child_env/* inheritedEnvironment */.aJ)('grader'), ...envSafeValues(options.env) };
    const environment = (0,child_env/* environmentNames */.iF)(env);
    return new Promise((resolve) => {
        let child;
        try {
            child = (0,external_node_child_process_.spawn)(options.command, options.args ?? [], {
                cwd: options.cwd,
                env: { ...env, ...options.tag?.env },
                shell: useShell,
                stdio: ['pipe', 'pipe', 'pipe'],
                detached: process.platform !== 'win32',
            });
        }
        catch (error) {
            resolve({
                code: null,
                signal: null,
                stdout: '',
                stderr: '',
                timedOut: false,
                spawnError: error.message,
                environment,
            });
            return;
        }
        let stdout = '';
        let stderr = '';
        let timedOut = false;
        let spawnError;
        const kill = () => {
            try {
                if (child.pid && process.platform !== 'win32')
                    process.kill(-child.pid, 'SIGKILL');
                else
                    child.kill('SIGKILL');
            }
            catch {
                // already gone
            }
        };
        const timer = setTimeout(() => {
            timedOut = true;
            kill();
        }, options.timeoutMs);
        const onAbort = () => kill();
        options.signal?.addEventListener('abort', onAbort, { once: true });
        child.stdout.setEncoding('utf8').on('data', (d) => {
            if (stdout.length < MAX_CAPTURE)
                stdout += d;
        });
        child.stderr.setEncoding('utf8').on('data', (d) => {
            if (stderr.length < MAX_CAPTURE)
                stderr += d;
        });
        child.stdin.on('error', () => {
            // the program did not read its input (EPIPE): not an error of the grader
        });
        child.stdin.end(options.input);
        child.on('error', (error) => {
            spawnError = error.message;
        });
        // What the program left in its group dies with it (and holds no pipe open); what left the
        // group (setsid) carries the run's tag and dies when the run ends.
        child.on('exit', () => {
            if (child.pid && process.platform !== 'win32') {
                try {
                    process.kill(-child.pid, 'SIGKILL');
                }
                catch {
                    // the group is gone with its leader
                }
            }
        });
        child.on('close', (code, signal) => {
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
            resolve({
                code,
                signal,
                stdout: stdout.slice(0, MAX_CAPTURE),
                stderr: stderr.slice(0, MAX_CAPTURE),
                timedOut,
                ...(spawnError ? { spawnError } : {}),
                environment,
            });
        });
    });
}
/** Why a program gave no verdict, or undefined when it ran to an exit code. */
function crashReason(result, what, limit) {
    if (result.spawnError)
        return `${what} could not be started: ${result.spawnError}`;
    if (result.timedOut)
        return `${what} timed out${limit ? ` (${limit})` : ''}`;
    if (result.code === null)
        return `${what} was killed (${result.signal ?? 'signal'})`;
    if (result.code === 126 || result.code === 127) {
        return `${what} could not be run (exit ${result.code}: ${result.stderr.trim().slice(0, 200) || 'command not found'})`;
    }
    return undefined;
}
/**
 * An environment string cannot hold a NUL byte (spawn refuses it): NULs become U+FFFD there.
 * The text itself reaches the program whole, every byte, on stdin.
 */
function envSafeValues(env) {
    return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value.replaceAll('\0', '\uFFFD')]));
}

// EXTERNAL MODULE: ./src/suites/yao/ids.ts
var ids = __webpack_require__(6463);
;// CONCATENATED MODULE: ./src/graders/assertions/script.ts





const TIMEOUT_MS = 30_000;
/**
 * Runs `script` (a shell command line, from the suite directory) with the output on stdin and
 * PARLEY_WORKSPACE / WAZA_WORKSPACE, PARLEY_EXPECTED, PARLEY_TOOL_CALLS in the environment.
 * Exit 0 = pass. Stdout `{"passed": bool, "score"?: n, "message"?: s}` overrides the exit code.
 * A script that cannot start, is killed or times out gives no verdict: GraderError.
 */
const script = async (a, target, ctx) => {
    const command = a.script ?? (typeof a.value === 'string' ? a.value : undefined);
    if (!command)
        throw new types/* GraderError */.I('script assertion has no `script` to run');
    // A Yao process id (scripts.x.Validate) is never run as a shell command.
    if ((0,ids/* isYaoProcess */.v)(command)) {
        return { passed: false, message: `${command} is a Yao process: it cannot run here` };
    }
    const workspace = ctx.workspace ?? '';
    const toolCallsJson = JSON.stringify(target.toolCalls);
    const result = await runProcess({
        command,
        input: target.output,
        cwd: ctx.cwd,
        env: {
            PARLEY_WORKSPACE: workspace,
            WAZA_WORKSPACE: workspace,
            WAZA_WORKSPACE_DIR: workspace,
            PARLEY_EXPECTED: a.script ? valueText(a) : '',
            // Cut JSON is no JSON: an oversized list is left out rather than truncated.
            PARLEY_TOOL_CALLS: toolCallsJson.length <= 32 * 1024 ? toolCallsJson : '',
        },
        timeoutMs: Number(a.options.timeout_ms ?? TIMEOUT_MS),
        signal: ctx.signal,
        ...(ctx.processTag ? { tag: ctx.processTag } : {}),
    });
    const crash = crashReason(result, `script ${JSON.stringify((0,strings/* clip */.$Q)(command, 80))}`, `its limit: ${Number(a.options.timeout_ms ?? TIMEOUT_MS)} ms, options.timeout_ms`);
    if (crash)
        throw new types/* GraderError */.I(crash);
    const verdict = parseVerdict(result.stdout);
    if (verdict)
        return verdict;
    const text = (0,strings/* clip */.$Q)(result.stdout.trim() || result.stderr.trim(), 300);
    return result.code === 0
        ? { passed: true, message: text || 'script passed' }
        : { passed: false, message: `script exited ${result.code}${text ? `: ${text}` : ''}` };
};
function parseVerdict(stdout) {
    const last = stdout.trim().split('\n').pop() ?? '';
    if (!last.startsWith('{'))
        return undefined;
    try {
        const v = JSON.parse(last);
        if (typeof v.passed !== 'boolean')
            return undefined;
        const score = typeof v.score === 'number' && v.score >= 0 && v.score <= 1 ? v.score : undefined;
        return {
            passed: v.passed,
            message: typeof v.message === 'string'
                ? (0,strings/* clip */.$Q)(v.message, 300)
                : `script says ${v.passed ? 'passed' : 'failed'}`,
            ...(score !== undefined ? { score } : {}),
        };
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/graders/assertions/tool-called.ts


/**
 * Yao's tool-name match: the exact name, a namespaced name ending in `__name` or `.name`, or a
 * name containing it (`setup` matches `agents_expense_tools__setup`).
 */
function matchToolName(actual, expected) {
    return (actual === expected ||
        actual.endsWith(`__${expected}`) ||
        actual.endsWith(`.${expected}`) ||
        actual.includes(expected));
}
/** Argument names agents use for a file path (a call's `path` is matched against these too). */
const PATH_ARGS = ['path', 'file_path', 'filePath', 'absolute_path', 'filename', 'file'];
/** The call names the file: a location or a path argument equal to it or ending in `/path`. */
function touches(call, path) {
    const args = call.arguments;
    const paths = [
        ...(call.locations ?? []).map((l) => l.path),
        ...(args && typeof args === 'object'
            ? PATH_ARGS.map((k) => args[k]).filter((v) => typeof v === 'string')
            : []),
    ];
    const want = path.replace(/^\.\//, '');
    return paths.some((p) => p === want || p.endsWith(`/${want}`));
}
/**
 * A tool was called (names matched as Yao does: matchToolName). `value`: a name, a list of names
 * (any of them), or `{name, kind, path, arguments}` (a call of that tool, of that ACP kind —
 * `edit`, `read`, `execute`, ... —, touching that file, whose arguments include the given ones;
 * each optional). A list of such objects: any.
 */
const toolCalled = (a, target) => {
    const called = target.toolCalls.map((c) => c.name);
    const wanted = Array.isArray(a.value) ? a.value : [a.value];
    for (const want of wanted) {
        if (typeof want === 'string') {
            const hit = called.find((name) => matchToolName(name, want));
            if (hit)
                return { passed: true, message: `${hit} was called` };
        }
        else if (want && typeof want === 'object') {
            const { name, kind, path, arguments: args, } = want;
            const hit = target.toolCalls.find((c) => (name === undefined || matchToolName(c.name, name)) &&
                (kind === undefined || c.kind === kind || (c.kind === undefined && c.name === kind)) &&
                (path === undefined || touches(c, path)) &&
                (args === undefined || (0,json/* isSubset */.H)(args, c.arguments)));
            if (hit)
                return { passed: true, message: `${hit.name} was called with ${(0,run_view/* show */.W)(hit.arguments, 120)}` };
        }
    }
    const names = called.length ? [...new Set(called)].join(', ') : 'no tool';
    return { passed: false, message: `expected a call of ${(0,run_view/* show */.W)(a.value, 160)}; called: ${names}` };
};

;// CONCATENATED MODULE: ./src/graders/assertions/tool-result.ts




/**
 * A call of tool `path` (or Yao's `value.tool`, or `value.name`; any tool when none) returned a
 * result that matches `value` (`value.result` when value names the tool): a string is looked for
 * in the result's text, a `regex:<pattern>` string must match it (Yao), an object must match key
 * by key (its strings likewise), an array must be a subset. No expected value: a call succeeded.
 * Tool names match as in Yao (matchToolName).
 */
const toolResult = (a, target) => {
    let tool = a.path;
    let expected = a.value;
    if (!tool &&
        expected &&
        typeof expected === 'object' &&
        !Array.isArray(expected) &&
        ('name' in expected || 'tool' in expected)) {
        const v = expected;
        tool = v.tool ?? v.name;
        expected = v.result;
    }
    const calls = target.toolCalls.filter((c) => !tool || matchToolName(c.name, tool));
    if (calls.length === 0)
        return { passed: false, message: `${tool ?? 'no tool'} was not called` };
    const hit = calls.find((c) => {
        if (expected === undefined)
            return c.success;
        return c.success && matches(expected, parseMaybe(c.result));
    });
    return hit
        ? { passed: true, message: `${hit.name} returned ${(0,run_view/* show */.W)(hit.result, 120)}` }
        : {
            passed: false,
            message: `no ${tool ?? 'tool'} result matches ${expected === undefined ? 'success' : (0,run_view/* show */.W)(expected)} (got ${(0,run_view/* show */.W)(calls.map((c) => c.result), 160)})`,
        };
};
/** Yao's result match, with Parley's substring for plain strings. */
function matches(expected, actual) {
    if (typeof expected === 'string') {
        if (expected.startsWith('regex:')) {
            try {
                return (0,re2/* compileRe2 */.Xm)(expected.slice('regex:'.length)).test(resultText(actual));
            }
            catch {
                return false;
            }
        }
        return resultText(actual).includes(expected);
    }
    if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
        if (!actual || typeof actual !== 'object' || Array.isArray(actual))
            return false;
        return Object.entries(expected).every(([k, v]) => k in actual && matches(v, actual[k]));
    }
    return (0,json/* isSubset */.H)(expected, actual);
}
function resultText(result) {
    return typeof result === 'string' ? result : (JSON.stringify(result) ?? '');
}
function parseMaybe(result) {
    if (typeof result !== 'string')
        return result;
    try {
        return JSON.parse(result);
    }
    catch {
        return result;
    }
}

;// CONCATENATED MODULE: ./src/graders/assertions/type.ts


const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null', 'json'];
/**
 * The output's type: `string` (plain text, or a JSON string), `json` (any JSON), or the JSON
 * type of the parsed output: object, array, number, integer, boolean, null.
 */
const type = (a, target) => {
    const expected = valueText(a).toLowerCase();
    if (!TYPES.includes(expected)) {
        return {
            passed: false,
            message: `unknown type ${JSON.stringify(expected)} (one of ${TYPES.join(', ')})`,
        };
    }
    const parsed = extractJson(target.output);
    const actual = parsed.ok ? jsonType(parsed.value) : 'string';
    let passed;
    if (expected === 'json')
        passed = parsed.ok;
    else if (expected === 'integer')
        passed = parsed.ok && Number.isInteger(parsed.value);
    else
        passed = actual === expected;
    return {
        passed,
        message: passed
            ? `output is ${expected}`
            : `output is ${parsed.ok ? `JSON ${actual}` : 'not JSON'}, expected ${expected}`,
    };
};

;// CONCATENATED MODULE: ./src/graders/assertions/yao.ts
// Yao's meaning of the assertions a JSONL test writes under `assert` / `expected` (Assertion.yao),
// as Yao's asserter judges them (agent/test/assert.go; validateOutput in agent/test/runner.go):
// values compare as their marshalled JSON, a list in contains is its JSON text, json_path's list
// value is "equal, else one of", tool_result judges the first call of the tool, tool_called's
// arguments compare key by key as equal JSON. Parley's own
// `assertions` keep the meanings of the evaluators beside this file.






/**
 * A value as Go's encoding/json writes it (Yao's toString for a non-string): object keys sorted,
 * <, >, & and the line separators escaped, exponents with two digits.
 */
function goJson(value) {
    if (value === null || value === undefined)
        return 'null';
    if (typeof value === 'string') {
        return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    }
    if (typeof value === 'number') {
        return String(value).replace(/e([+-])(\d)$/, 'e$10$2');
    }
    if (typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value))
        return `[${value.map(goJson).join(',')}]`;
    const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([k, v]) => `${goJson(k)}:${goJson(v)}`).join(',')}}`;
}
/** Yao's toString: a string as it is, nothing as "", anything else its JSON. */
function yaoText(value) {
    if (typeof value === 'string')
        return value;
    return value === undefined || value === null ? '' : goJson(value);
}
/**
 * equals / expected (assertEquals, validateOutput): the marshalled output and value are the same
 * bytes. A string value is the reply byte for byte, untrimmed. Any other value stands for a
 * structured reply (Yao's Next hook data); Parley's agents reply in text, so the whole reply must
 * be that JSON (validate says so).
 */
const yao_equals = (a, target) => {
    if (typeof a.value === 'string') {
        const passed = target.output === a.value;
        return {
            passed,
            message: passed
                ? 'values are equal'
                : // Byte for byte: the text as JSON, so that a trailing newline shows.
                    `expected ${JSON.stringify((0,strings/* truncate */.xv)(a.value, 120))}, got ${JSON.stringify((0,strings/* truncate */.xv)(target.output, 120))}`,
        };
    }
    let reply;
    try {
        reply = JSON.parse(target.output);
    }
    catch {
        return {
            passed: false,
            message: `expected ${(0,run_view/* show */.W)(a.value)}, got the text ${JSON.stringify((0,strings/* clip */.$Q)(target.output, 120))}`,
        };
    }
    const passed = (0,json/* deepEqual */.b)(reply, a.value ?? null);
    return {
        passed,
        message: passed ? 'values are equal' : `expected ${(0,run_view/* show */.W)(a.value)}, got ${(0,run_view/* show */.W)(reply)}`,
    };
};
/** contains (assertContains): the reply contains the value's text; a list is its JSON text. */
const yao_contains = (a, target) => {
    const needle = yaoText(a.value);
    const passed = target.output.includes(needle);
    return {
        passed,
        message: passed
            ? `output contains ${JSON.stringify((0,strings/* clip */.$Q)(needle, 120))}`
            : `output does not contain ${JSON.stringify((0,strings/* clip */.$Q)(needle, 120))}`,
    };
};
const yao_notContains = (a, target) => {
    const needle = yaoText(a.value);
    const passed = !target.output.includes(needle);
    return {
        passed,
        message: passed
            ? `output does not contain ${JSON.stringify((0,strings/* clip */.$Q)(needle, 120))}`
            : `output should not contain ${JSON.stringify((0,strings/* clip */.$Q)(needle, 120))}`,
    };
};
/**
 * json_path (assertJSONPath): the value at the path equals `value`; when it does not, a list
 * `value` passes a non-list found value that equals one of its items. A missing path reads null.
 */
const yao_jsonPath = (a, target) => {
    const path = a.path ?? '';
    const parsed = extractJson(target.output);
    if (!parsed.ok)
        return { passed: false, message: `output is not valid JSON: ${parsed.reason}` };
    const found = queryJsonPath(parsed.value, !path ? '$' : path.startsWith('$') ? path : `$.${path}`);
    // No value: Yao compares with null; Parley checks that the path exists (validate says so).
    if (a.value === undefined) {
        return found.length > 0
            ? { passed: true, message: `${path} exists` }
            : { passed: false, message: `${path} not found in the output JSON` };
    }
    const actual = found.length ? found[0] : null;
    const expected = a.value;
    if ((0,json/* deepEqual */.b)(actual, expected)) {
        return { passed: true, message: `path '${path}' equals expected value` };
    }
    if (Array.isArray(expected) && !Array.isArray(actual)) {
        if (expected.some((item) => (0,json/* deepEqual */.b)(actual, item))) {
            return { passed: true, message: `path '${path}' equals one of expected values` };
        }
    }
    return {
        passed: false,
        message: `path '${path}': expected ${(0,run_view/* show */.W)(expected)}, got ${(0,run_view/* show */.W)(actual)}`,
    };
};
/**
 * tool_result (assertToolResult): the first call whose name matches is judged, and only it: an
 * error there fails; without an expected result it passes; else its result must match
 * (matchResult: objects key by key, a string exactly unless `regex:`, a boolean as a boolean,
 * anything else as equal JSON).
 */
const yao_toolResult = (a, target) => {
    let tool = a.path;
    let expected = a.value;
    if (!tool && expected && typeof expected === 'object' && !Array.isArray(expected)) {
        const v = expected;
        tool = v.tool ?? v.name;
        expected = v.result;
    }
    if (!tool)
        return { passed: false, message: "tool_result assertion requires 'tool' field" };
    if (target.toolCalls.length === 0)
        return { passed: false, message: 'no tools were called' };
    const call = target.toolCalls.find((c) => matchToolName(c.name, tool));
    if (!call)
        return { passed: false, message: `tool '${tool}' was not called` };
    if (!call.success) {
        return {
            passed: false,
            message: `tool '${tool}' returned error: ${(0,run_view/* show */.W)(call.result, 120)}`,
        };
    }
    if (expected === undefined || expected === null) {
        return { passed: true, message: `tool '${tool}' executed successfully` };
    }
    const passed = matchResult(yao_parseMaybe(call.result), expected);
    return {
        passed,
        message: passed
            ? `tool '${tool}' result matches expected`
            : `tool '${tool}' result does not match expected (got ${(0,run_view/* show */.W)(call.result, 120)})`,
    };
};
function matchResult(actual, expected) {
    if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
        if (!actual || typeof actual !== 'object' || Array.isArray(actual))
            return false;
        return Object.entries(expected).every(([k, v]) => Object.hasOwn(actual, k) && matchResult(actual[k], v));
    }
    if (typeof expected === 'string') {
        if (expected.startsWith('regex:')) {
            try {
                return (0,re2/* compileRe2 */.Xm)(expected.slice('regex:'.length)).test(goText(actual));
            }
            catch {
                return false;
            }
        }
        return goText(actual) === expected;
    }
    if (typeof expected === 'boolean')
        return actual === expected;
    return (0,json/* deepEqual */.b)(actual, expected);
}
/** Go's %v of a decoded JSON value, for the cases a result holds (nil, text, numbers, booleans). */
function goText(value) {
    if (value === null || value === undefined)
        return '<nil>';
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return goJson(value);
}
function yao_parseMaybe(result) {
    if (typeof result !== 'string')
        return result;
    try {
        return JSON.parse(result);
    }
    catch {
        return result;
    }
}
/**
 * tool_called (assertToolCalled): a name, a list of names (any), or `{name, arguments}`: a call of
 * that tool whose arguments have each given key, its value equal as JSON (matchArguments: a
 * nested object must be equal, not included). Parley's own `kind` and `path` keep Parley's meaning.
 */
const yao_toolCalled = (a, target, context) => {
    const want = a.value;
    if (want && typeof want === 'object' && !Array.isArray(want)) {
        const { kind, path } = want;
        if (kind !== undefined || path !== undefined)
            return toolCalled(a, target, context);
    }
    if (target.toolCalls.length === 0)
        return { passed: false, message: 'no tools were called' };
    const called = [...new Set(target.toolCalls.map((c) => c.name))].join(', ');
    if (typeof want === 'string' || Array.isArray(want)) {
        const names = (Array.isArray(want) ? want : [want]).filter((n) => typeof n === 'string');
        const hit = names.find((n) => target.toolCalls.some((c) => matchToolName(c.name, n)));
        return hit !== undefined
            ? { passed: true, message: `tool '${hit}' was called` }
            : { passed: false, message: `none of ${(0,run_view/* show */.W)(want, 120)} was called, called: ${called}` };
    }
    if (!want || typeof want !== 'object') {
        return { passed: false, message: `invalid tool_called value: ${(0,run_view/* show */.W)(want, 80)}` };
    }
    const { name = '', arguments: args } = want;
    const hit = target.toolCalls.find((c) => matchToolName(c.name, name) &&
        (args === undefined || args === null || matchArguments(c.arguments, args)));
    if (hit)
        return { passed: true, message: `tool '${name}' was called as expected` };
    return {
        passed: false,
        message: args === undefined || args === null
            ? `tool '${name}' was not called, called: ${called}`
            : `tool '${name}' was not called with expected arguments`,
    };
};
function matchArguments(actual, expected) {
    if (!expected || typeof expected !== 'object' || Array.isArray(expected))
        return false;
    const args = yao_parseMaybe(actual);
    if (!args || typeof args !== 'object' || Array.isArray(args))
        return false;
    return Object.entries(expected).every(([k, v]) => Object.hasOwn(args, k) && (0,json/* deepEqual */.b)(args[k], v));
}
/** The assertion types whose Yao meaning differs from Parley's. */
const YAO_EVALUATORS = {
    equals: yao_equals,
    contains: yao_contains,
    not_contains: yao_notContains,
    json_path: yao_jsonPath,
    tool_result: yao_toolResult,
    tool_called: yao_toolCalled,
};

;// CONCATENATED MODULE: ./src/graders/assertions/index.ts











const ASSERTION_EVALUATORS = {
    contains: contains,
    not_contains: notContains,
    equals: equals,
    regex: regex,
    json_path: jsonPath,
    type: type,
    tool_called: toolCalled,
    tool_result: toolResult,
    script: script,
    agent: agent,
};
async function evaluateAssertion(a, target, ctx) {
    const evaluate = (a.yao && YAO_EVALUATORS[a.type]) || ASSERTION_EVALUATORS[a.type];
    if (!evaluate) {
        return {
            type: a.type,
            passed: false,
            message: `unknown assertion type ${JSON.stringify(a.type)}`,
        };
    }
    if ((0,re2/* assertionUsesPatterns */.Km)(a))
        await (0,re2/* loadRe2 */.o4)();
    const verdict = await evaluate(a, target, ctx);
    const passed = a.negate ? !verdict.passed : verdict.passed;
    let score = verdict.score ?? (verdict.passed ? 1 : 0);
    if (a.negate)
        score = 1 - score;
    const detail = a.negate ? `negated: ${verdict.message}` : verdict.message;
    const message = !passed && a.message ? `${a.message} (${detail})` : detail;
    return { type: a.type, passed, message, score };
}

// EXTERNAL MODULE: ./src/graders/result.ts
var graders_result = __webpack_require__(3287);
;// CONCATENATED MODULE: ./src/graders/text.ts
// text: substrings (case-insensitive, or case-sensitive with the _cs variants) and RE2 regexes
// over the conversation's agent output.


function textChecks(output, config) {
    const lower = output.toLowerCase();
    const checks = [];
    for (const s of config.contains ?? []) {
        const passed = lower.includes(s.toLowerCase());
        checks.push({
            label: `contains ${JSON.stringify(s)}`,
            passed,
            detail: passed ? undefined : 'not found',
        });
    }
    for (const s of config.not_contains ?? []) {
        const passed = !lower.includes(s.toLowerCase());
        checks.push({
            label: `not_contains ${JSON.stringify(s)}`,
            passed,
            detail: passed ? undefined : 'found',
        });
    }
    for (const s of config.contains_cs ?? []) {
        const passed = output.includes(s);
        checks.push({
            label: `contains_cs ${JSON.stringify(s)}`,
            passed,
            detail: passed ? undefined : 'not found',
        });
    }
    for (const s of config.not_contains_cs ?? []) {
        const passed = !output.includes(s);
        checks.push({
            label: `not_contains_cs ${JSON.stringify(s)}`,
            passed,
            detail: passed ? undefined : 'found',
        });
    }
    for (const p of config.regex_match ?? []) {
        const passed = (0,re2/* compileRe2 */.Xm)(p).test(output);
        checks.push({ label: `regex_match /${p}/`, passed, detail: passed ? undefined : 'no match' });
    }
    for (const p of config.regex_not_match ?? []) {
        const match = (0,re2/* compileRe2 */.Xm)(p).exec(output);
        checks.push({
            label: `regex_not_match /${p}/`,
            passed: !match,
            detail: match ? `matched ${JSON.stringify(match[0].slice(0, 80))}` : undefined,
        });
    }
    return checks;
}
const textGrader = {
    type: 'text',
    async grade(spec, config, context) {
        return (0,graders_result/* fromChecks */.YZ)(spec, textChecks(context.view.output, config));
    },
};

;// CONCATENATED MODULE: ./src/graders/expected.ts


function shortcut(field, type) {
    return (0,graders_result/* builtinSpec */.DU)(`expected.${field}`, type);
}
/** The graders the `expected` block stands for (none for an empty block). */
function expectedGraders(expected, behaviorGrader) {
    const out = [];
    const text = (field, make) => {
        const spec = shortcut(field, 'text');
        out.push({ spec, grade: async (ctx) => (0,graders_result/* fromChecks */.YZ)(spec, make(ctx.view.output)) });
    };
    if (expected.outputContains.length) {
        text('output_contains', (o) => textChecks(o, { contains: expected.outputContains }));
    }
    if (expected.outputNotContains.length) {
        text('output_not_contains', (o) => textChecks(o, { not_contains: expected.outputNotContains }));
    }
    if (expected.outputContainsAny.length) {
        text('output_contains_any', (o) => {
            const lower = o.toLowerCase();
            const found = expected.outputContainsAny.filter((s) => lower.includes(s.toLowerCase()));
            const list = expected.outputContainsAny.map((s) => JSON.stringify(s)).join(', ');
            return [
                found.length
                    ? {
                        label: `contains one of ${list}`,
                        passed: true,
                        detail: `found ${JSON.stringify(found[0])}`,
                    }
                    : { label: `contains one of ${list}`, passed: false, detail: 'none found' },
            ];
        });
    }
    if (expected.matches.length) {
        text('matches', (o) => textChecks(o, { regex_match: expected.matches }));
    }
    if (expected.outcomes.length) {
        const spec = shortcut('outcomes', 'outcome');
        out.push({
            spec,
            grade: async (ctx) => (0,graders_result/* fromChecks */.YZ)(spec, outcomeChecks(expected.outcomes, ctx)),
        });
    }
    if (expected.behavior && Object.keys(expected.behavior).length && behaviorGrader) {
        const spec = { ...shortcut('behavior', 'behavior'), config: expected.behavior };
        out.push({
            spec,
            // Validated at load by the behavior grader's own schema (suites/waza/task-schema.ts).
            grade: (ctx) => behaviorGrader.grade(spec, expected.behavior, ctx),
        });
    }
    return out;
}
/**
 * The task expects the responder to abstain: `expected.outcomes` lists `abstained` (a bare
 * string, or `{type: outcome, value}` naming it; `expect: abstain` adds the string). Such a task
 * is graded when it abstains, and passes when its checks do (engine/classify.ts).
 */
function expectsAbstain(expected) {
    return expected.outcomes.some((entry) => {
        if (entry === 'abstained')
            return true;
        if (typeof entry !== 'object' || entry === null)
            return false;
        const e = entry;
        if ((e.type ?? 'outcome') !== 'outcome')
            return false;
        return Array.isArray(e.value) ? e.value.includes('abstained') : e.value === 'abstained';
    });
}
/**
 * waza `expected.outcomes`: each entry a string or `{type, value, condition}`.
 * `{type: outcome, value: <run outcome or list>}` and a bare string check the run's own outcome.
 * Other types (waza's `task_completed`, which no waza grader reads) are warned about at load and
 * never reach here.
 */
function outcomeChecks(outcomes, ctx) {
    const actual = ctx.view.outcome;
    return outcomes.map((entry) => {
        const e = typeof entry === 'string'
            ? { type: 'outcome', value: entry }
            : entry;
        const kind = String(e.type ?? 'outcome');
        if (kind !== 'outcome') {
            return {
                label: `outcome ${JSON.stringify(entry)}`,
                passed: false,
                detail: `unsupported outcome type ${JSON.stringify(kind)}`,
            };
        }
        const wanted = Array.isArray(e.value) ? e.value.map(String) : [String(e.value)];
        const passed = wanted.includes(actual);
        return {
            label: `outcome ${wanted.join(' | ')}`,
            passed,
            detail: passed ? undefined : `expected ${wanted.join(' or ')}, but the run ended ${actual}`,
        };
    });
}

;// CONCATENATED MODULE: ./src/graders/applicability.ts

const SUITE_GRADER_NOT_APPLICABLE = 'not applicable: the run abstained as its task expects, so the conversation never reached ' +
    'the finished product this suite grader checks';
/** Do the suite's graders (and its command_mocks' expect_calls) apply to a run that ended so? */
function suiteGradersApply(expected, outcome) {
    return !(outcome === 'abstained' && expectsAbstain(expected));
}
/**
 * A grader that did not apply: `applicable: false` with the reason. `passed` and a weight of 0
 * keep it out of every failure count and weighted score, also for readers that predate the field;
 * scoreRun leaves it out of the mean.
 */
function notApplicable(spec) {
    return {
        name: spec.name,
        type: spec.type,
        score: 1,
        weight: 0,
        passed: true,
        feedback: SUITE_GRADER_NOT_APPLICABLE,
        applicable: false,
    };
}
/** The suite-level results the engine adds after grading (command_mocks' expect_calls), as not applicable. */
function suiteChecksNotApplicable(results) {
    return results.map((r) => r.type === 'command_mocks' ? { ...notApplicable(r), duration_ms: r.duration_ms } : r);
}

;// CONCATENATED MODULE: ./src/graders/sequence.ts
// Matching an observed sequence (tool calls, skill invocations) against an expected one:
// exact, in order (gaps allowed) or any order (counts respected), with precision, recall and F1
// over the multiset of expected names.
function counts(names) {
    const map = new Map();
    for (const n of names)
        map.set(n, (map.get(n) ?? 0) + 1);
    return map;
}
function matchSequence(expected, actual, mode) {
    const want = counts(expected);
    const got = counts(actual);
    let truePositives = 0;
    const missing = [];
    for (const [name, needed] of want) {
        const have = got.get(name) ?? 0;
        truePositives += Math.min(needed, have);
        if (have < needed)
            missing.push(needed > 1 ? `${name} (${have} of ${needed})` : name);
    }
    const precision = actual.length > 0 ? truePositives / actual.length : expected.length === 0 ? 1 : 0;
    const recall = expected.length > 0 ? truePositives / expected.length : 1;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    let matched;
    if (mode === 'exact') {
        matched = expected.length === actual.length && expected.every((e, i) => actual[i] === e);
    }
    else if (mode === 'in_order') {
        let next = 0;
        for (const a of actual)
            if (next < expected.length && a === expected[next])
                next++;
        matched = next === expected.length;
    }
    else {
        matched = missing.length === 0;
    }
    return { matched, precision, recall, f1, hits: truePositives, missing };
}
/** `[a, b, c]` for feedback (names are agent data: kept short). */
function listOf(names, max = 20) {
    const shown = names.slice(0, max).map((n) => (n.length > 60 ? `${n.slice(0, 59)}…` : n));
    return `[${shown.join(', ')}${names.length > max ? `, … (${names.length} in all)` : ''}]`;
}

;// CONCATENATED MODULE: ./src/graders/action-sequence.ts


const MODES = {
    exact_match: 'exact',
    in_order_match: 'in_order',
    any_order_match: 'any_order',
};
const actionSequenceGrader = {
    type: 'action_sequence',
    async grade(spec, config, context) {
        const actual = context.view.toolCalls.map((c) => c.name);
        const expected = config.expected_actions;
        const m = matchSequence(expected, actual, MODES[config.matching_mode]);
        let feedback;
        if (m.matched)
            feedback = `tool calls match ${listOf(expected)} (${config.matching_mode})`;
        else if (config.matching_mode === 'any_order_match') {
            feedback = `missing tool calls: ${m.missing.join(', ')}; called ${listOf(actual)}`;
        }
        else {
            const how = config.matching_mode === 'exact_match' ? 'exactly' : 'in order';
            feedback = `expected ${listOf(expected)} ${how}, called ${listOf(actual)}`;
        }
        return (0,graders_result/* outcome */.bu)(spec, m.matched, m.f1, feedback, {
            matching_mode: config.matching_mode,
            expected_actions: expected,
            actual_actions: actual,
            precision: m.precision,
            recall: m.recall,
            f1: m.f1,
        });
    },
};

;// CONCATENATED MODULE: ./src/graders/behavior.ts

const behaviorGrader = {
    type: 'behavior',
    async grade(spec, config, context) {
        const view = context.view;
        const calls = view.toolCalls;
        const names = new Set(calls.map((c) => c.name));
        const checks = [];
        const limit = (label, actual, max, unit = '') => {
            if (max === undefined || max === 0)
                return;
            checks.push({
                label: `${label} <= ${max}${unit}`,
                passed: actual <= max,
                detail: `${actual}${unit}`,
            });
        };
        limit('tool calls', calls.length, config.max_tool_calls);
        // An iteration is one agent turn of the conversation.
        limit('iterations', view.turns.length, config.max_iterations);
        if (config.max_tokens && !view.agentUsageReported) {
            // waza fails the check when the agent gave no usage (behavior_grader.go, checkMaxTokens).
            checks.push({
                label: `tokens <= ${config.max_tokens}`,
                passed: false,
                detail: 'the agent reported no token usage to check',
            });
        }
        else
            limit('tokens', view.agentTokens, config.max_tokens);
        limit('duration', view.agentDurationMs, config.max_duration_ms, ' ms');
        if (config.max_response_time_ms !== undefined) {
            const slowest = Math.max(0, ...view.turns.map((t) => t.duration_ms));
            limit('slowest response', slowest, config.max_response_time_ms, ' ms');
        }
        for (const tool of config.required_tools ?? []) {
            checks.push({ label: `uses ${tool}`, passed: names.has(tool), detail: 'never called' });
        }
        for (const tool of config.forbidden_tools ?? []) {
            const count = calls.filter((c) => c.name === tool).length;
            checks.push({
                label: `never uses ${tool}`,
                passed: count === 0,
                detail: `called ${count} time(s)`,
            });
        }
        return (0,graders_result/* fromChecks */.YZ)(spec, checks);
    },
};

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
var external_node_vm_default = /*#__PURE__*/__webpack_require__.n(external_node_vm_);
;// CONCATENATED MODULE: ./src/graders/code.ts
// code: assertion expressions over the run. Python by default (waza's meaning: python3, with the
// names and shapes waza's wrapper provides: output, outcome as a dict, transcript as session
// events, tool_calls, errors as the events that mention an error, duration_ms, and waza's short
// list of builtins with re); `language: javascript` runs them in an isolated node:vm context with a
// time limit per assertion. A falsy or throwing assertion fails; a syntax error or a timeout is a
// GraderError (syntax is also checked when the suite loads: suites/waza/code-syntax.ts).






/** Unfinished tool calls (ACP: the turn ended before they did) have no completion event. */
const unfinished = (c) => c.status === 'pending' || c.status === 'in_progress';
const code_resultText = (result) => typeof result === 'string' ? result : result === undefined ? '' : JSON.stringify(result);
/**
 * waza's `transcript`: the agent session's events in order, with the fields waza's code grader
 * serializes (type, content, message, tool_call_id, tool_name, arguments, success, tool_result),
 * named by the Copilot session event types waza records.
 */
function wazaTranscript(run, view) {
    const events = [];
    for (const turn of view.turns) {
        events.push({ type: 'user.message', content: turn.input });
        turn.tool_calls.forEach((c, j) => {
            const id = `call-${turn.index}-${j}`;
            events.push({
                type: 'tool.execution_start',
                tool_call_id: id,
                tool_name: c.name,
                arguments: c.arguments,
            });
            if (unfinished(c))
                return;
            events.push({
                type: 'tool.execution_complete',
                tool_call_id: id,
                success: c.success,
                tool_result: { content: code_resultText(c.result) },
            });
        });
        if (turn.output)
            events.push({ type: 'assistant.message', content: turn.output });
    }
    if (run.error)
        events.push({ type: 'session.error', message: run.error.message });
    return events;
}
/**
 * waza's `errors`: the transcript events whose type or content contains "error" (case-sensitive,
 * as waza's wrapper filters them): a session error, and any message that mentions "error".
 */
function wazaErrors(transcript) {
    return transcript.filter((e) => String(e.type).includes('error') || String(e.content ?? '').includes('error'));
}
/** The variables an assertion sees (waza's names and shapes). */
function codeVariables(run, view) {
    const transcript = wazaTranscript(run, view);
    return {
        output: view.output,
        outcome: view.outcome,
        transcript,
        tool_calls: view.toolCalls.map((c) => ({
            name: c.name,
            arguments: c.arguments,
            result: c.result,
            success: c.success,
            ...(c.status ? { status: c.status } : {}),
        })),
        errors: wazaErrors(transcript),
        duration_ms: view.agentDurationMs,
    };
}
const codeGrader = {
    type: 'code',
    async grade(spec, config, context) {
        const vars = codeVariables(context.run, context.view);
        const checks = config.language === 'javascript'
            ? runJavaScript(config, { ...vars, True: true, False: false })
            : await runPython(config, vars, context.suite.dir, context.signal, context.processTag);
        return (0,graders_result/* fromChecks */.YZ)(spec, checks, { language: config.language });
    },
};
function runJavaScript(config, vars) {
    // The data crosses into the context as JSON text, so assertions never touch host objects; it
    // is frozen so one assertion cannot change what the next one sees.
    const sandbox = external_node_vm_default().createContext(Object.create(null), {
        codeGeneration: { strings: false, wasm: false },
        microtaskMode: 'afterEvaluate',
    });
    external_node_vm_default().runInContext(`(() => { const freeze = (o) => { if (o && typeof o === 'object') { Object.values(o).forEach(freeze); Object.freeze(o); } return o; };
      const v = JSON.parse(${JSON.stringify(JSON.stringify(vars))});
      for (const k of Object.keys(v)) Object.defineProperty(globalThis, k, { value: freeze(v[k]), enumerable: true }); })()`, sandbox);
    return config.assertions.map((expression) => {
        const shown = JSON.stringify((0,strings/* clip */.$Q)(expression, 100));
        let script;
        try {
            script = new (external_node_vm_default()).Script(`(${expression}\n)`, { filename: 'assertion.js' });
        }
        catch (error) {
            throw new types/* GraderError */.I(`assertion ${shown} is not valid JavaScript: ${error.message}`);
        }
        let value;
        try {
            value = script.runInContext(sandbox, { timeout: config.timeout_ms });
        }
        catch (error) {
            const message = errorMessage(error);
            if (/Script execution timed out/.test(message)) {
                throw new types/* GraderError */.I(`assertion ${shown} ran over ${config.timeout_ms} ms`);
            }
            return { label: expression, passed: false, detail: `threw ${(0,strings/* clip */.$Q)(message, 200)}` };
        }
        // A promise is truthy whatever it resolves to: never a silent pass.
        if (external_node_util_.types.isPromise(value)) {
            throw new types/* GraderError */.I(`assertion ${shown} returned a promise; assertions are synchronous`);
        }
        // Falsy values are primitives: describing them runs no sandbox code.
        return value
            ? { label: expression, passed: true }
            : { label: expression, passed: false, detail: `was ${describe(value)}` };
    });
}
/** The message of a thrown value, without running code from the sandbox (no getters, no toString). */
function errorMessage(error) {
    if (error && typeof error === 'object') {
        if (external_node_util_.types.isProxy(error))
            return 'an exception';
        const desc = Object.getOwnPropertyDescriptor(error, 'message');
        if (desc && typeof desc.value === 'string')
            return desc.value;
        return 'an exception';
    }
    return typeof error === 'string' ? error : String(error);
}
function describe(value) {
    try {
        return (0,strings/* clip */.$Q)(JSON.stringify(value) ?? String(value), 80);
    }
    catch {
        return String(value);
    }
}
// Reads {assertions, vars} on stdin; prints one JSON line per assertion. As in waza's wrapper, an
// assertion sees only the run's names and waza's short list of builtins (no `__builtins__`: `sum`
// or `json` raise NameError, as in waza). `outcome` is Parley's dict ({"outcome", "completed",
// "turns", "error"}) that also compares equal to its outcome string; waza's is always empty, and
// validate warns where an assertion reads it. The names are locals of the eval, as in waza, so
// inside a generator expression or lambda they are not defined (validate warns).
const PYTHON_RUNNER = `
import json, re, sys
class Outcome(dict):
    def __eq__(self, other):
        if isinstance(other, str):
            return self.get("outcome") == other
        return dict.__eq__(self, other)
    def __ne__(self, other):
        return not self.__eq__(other)
    __hash__ = None
data = json.load(sys.stdin)
env = dict(data["vars"])
env["outcome"] = Outcome(env["outcome"])
env.update({"len": len, "any": any, "all": all, "re": re, "str": str, "int": int,
            "float": float, "bool": bool, "list": list, "dict": dict, "True": True, "False": False})
for expr in data["assertions"]:
    try:
        code = compile(expr, "<assertion>", "eval")
    except SyntaxError as e:
        print(json.dumps({"syntax_error": str(e)})); sys.stdout.flush(); continue
    try:
        value = eval(code, {"__builtins__": {}}, dict(env))
        print(json.dumps({"passed": bool(value), "value": repr(value)[:80]}))
    except Exception as e:
        print(json.dumps({"passed": False, "error": type(e).__name__ + ": " + str(e)}))
    sys.stdout.flush()
`;
/** Parley's `outcome` dict for Python (waza's is empty; see PYTHON_RUNNER). */
function pythonVariables(vars) {
    return {
        ...vars,
        outcome: {
            outcome: vars.outcome,
            completed: vars.outcome === 'completed' || vars.outcome === 'stopped',
            turns: vars.transcript.filter((e) => e.type === 'user.message').length,
            error: vars.errors.find((e) => e.type === 'session.error')?.message ?? null,
        },
    };
}
async function runPython(config, vars, cwd, signal, tag) {
    const result = await runProcess({
        command: 'python3',
        args: ['-c', PYTHON_RUNNER],
        input: JSON.stringify({ assertions: config.assertions, vars: pythonVariables(vars) }),
        cwd,
        env: {},
        timeoutMs: config.timeout_ms * config.assertions.length + 2000,
        signal,
        ...(tag ? { tag } : {}),
    });
    if (result.spawnError && /ENOENT/.test(result.spawnError)) {
        throw new types/* GraderError */.I('code assertions are Python (language: python, the default) and need python3 on PATH, and python3 was not found; set language: javascript for JavaScript');
    }
    const crash = crashReason(result, 'python3', `its limit: ${config.timeout_ms} ms an assertion, config.timeout_ms`);
    if (crash)
        throw new types/* GraderError */.I(crash);
    const lines = result.stdout.trim().split('\n').filter(Boolean);
    if (result.code !== 0 || lines.length !== config.assertions.length) {
        throw new types/* GraderError */.I(`python3 failed (exit ${result.code}): ${(0,strings/* clip */.$Q)(result.stderr || result.stdout, 300)}`);
    }
    return config.assertions.map((expression, i) => {
        const r = JSON.parse(lines[i]);
        if (r.syntax_error) {
            throw new types/* GraderError */.I(`assertion ${JSON.stringify((0,strings/* clip */.$Q)(expression, 100))} is not valid Python: ${r.syntax_error}`);
        }
        return {
            label: expression,
            passed: r.passed === true,
            detail: r.passed ? undefined : r.error ? `threw ${(0,strings/* clip */.$Q)(r.error, 200)}` : `was ${r.value}`,
        };
    });
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/graders/workspace-paths.ts
var workspace_paths = __webpack_require__(7180);
;// CONCATENATED MODULE: ./src/graders/diff.ts
// diff: files of the final workspace against expected snapshots (exact content) and line
// fragments ("+text" must be present, "-text" must be absent, plain text must be present).
// Snapshots live under context_dir; without it, as waza reads a relative snapshot from where it
// runs (diff_grader.go, checkSnapshot), the eval.yaml directory, else where Parley runs, when the
// snapshot is there. An empty fragment counts as a check that holds when the file exists, as
// waza counts it (countTotalChecks). With update_snapshots
// (the config flag or --update-snapshots) a missing or different snapshot is (re)written from
// the workspace and the check passes.






/** Where two texts first differ, for feedback: `line 3: expected "x", got "y"`. */
function firstDifference(expected, actual) {
    const e = expected.replace(/\r\n/g, '\n').split('\n');
    const a = actual.replace(/\r\n/g, '\n').split('\n');
    for (let i = 0; i < Math.max(e.length, a.length); i++) {
        if (e[i] !== a[i]) {
            const show = (line) => line === undefined
                ? 'end of file'
                : JSON.stringify(line.length > 80 ? `${line.slice(0, 79)}…` : line);
            return `line ${i + 1}: expected ${show(e[i])}, got ${show(a[i])}`;
        }
    }
    return 'line endings differ';
}
const diffGrader = {
    type: 'diff',
    async grade(spec, config, context) {
        const workspace = (0,workspace_paths/* requireWorkspace */.nP)(context.workspace, `grader "${spec.name}"`);
        const suiteDir = (0,external_node_path_.resolve)(context.suite.dir, config.context_dir ?? '.');
        const snapshotDir = (snapshot) => config.context_dir === undefined &&
            !(0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(suiteDir, snapshot)) &&
            (0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(snapshot))
            ? process.cwd()
            : suiteDir;
        const update = config.update_snapshots || context.updateSnapshots;
        const checks = [];
        const updates = [];
        for (const file of config.expected_files) {
            const full = (0,workspace_paths/* inWorkspace */.ve)(workspace, file.path);
            const actual = full ? await (0,promises_.readFile)(full, 'utf8').catch(() => undefined) : undefined;
            checks.push({
                label: `${file.path} exists`,
                passed: actual !== undefined,
                detail: full ? 'missing' : 'path outside the workspace',
            });
            if (file.snapshot) {
                const label = `${file.path} matches snapshot ${file.snapshot}`;
                const snapshotPath = (0,workspace_paths/* inWorkspace */.ve)(snapshotDir(file.snapshot), file.snapshot);
                if (!snapshotPath) {
                    checks.push({ label, passed: false, detail: 'snapshot path leaves context_dir' });
                }
                else if (actual === undefined) {
                    checks.push({ label, passed: false, detail: 'file missing' });
                }
                else {
                    const expected = await (0,promises_.readFile)(snapshotPath, 'utf8').catch(() => undefined);
                    if (expected === actual) {
                        checks.push({ label, passed: true });
                        if (update)
                            updates.push({ path: file.path, snapshot: file.snapshot, status: 'unchanged' });
                    }
                    else if (update) {
                        await (0,promises_.mkdir)((0,external_node_path_.dirname)(snapshotPath), { recursive: true });
                        await (0,promises_.writeFile)(snapshotPath, actual);
                        const status = expected === undefined ? 'created' : 'updated';
                        updates.push({ path: file.path, snapshot: file.snapshot, status });
                        checks.push({ label, passed: true, detail: `snapshot ${status}` });
                    }
                    else {
                        checks.push({
                            label,
                            passed: false,
                            detail: expected === undefined
                                ? 'snapshot file missing (run with --update-snapshots to create it)'
                                : firstDifference(expected, actual),
                        });
                    }
                }
            }
            for (const line of file.contains ?? []) {
                const absent = line.startsWith('-');
                const text = (line.startsWith('+') || absent ? line.slice(1) : line).trim();
                if (!text) {
                    checks.push({
                        label: `${file.path} fragment ${JSON.stringify(line)}`,
                        passed: actual !== undefined,
                        detail: 'file missing',
                    });
                    continue;
                }
                const found = actual?.includes(text) ?? false;
                checks.push({
                    label: `${file.path} ${absent ? 'lacks' : 'has'} ${JSON.stringify((0,strings/* clip */.$Q)(text, 80))}`,
                    passed: actual !== undefined && found !== absent,
                    detail: actual === undefined ? 'file missing' : absent ? 'present' : 'not found',
                });
            }
        }
        return (0,graders_result/* fromChecks */.YZ)(spec, checks, update ? { snapshot_updates: updates } : undefined);
    },
};

;// CONCATENATED MODULE: ./src/graders/file.ts
// file: files that must (not) exist in the final workspace, and regexes over their content.
// Paths are workspace-relative; a path with glob characters matches any file it selects.




async function exists(workspace, path) {
    if ((0,workspace_paths/* hasGlob */.bz)(path)) {
        if (!(0,workspace_paths/* safeGlob */.co)(path))
            return false;
        const { glob } = await __webpack_require__.e(/* import() */ 3382).then(__webpack_require__.bind(__webpack_require__, 3382));
        return (await glob(path, { cwd: workspace, dot: true, onlyFiles: false })).length > 0;
    }
    const full = (0,workspace_paths/* inWorkspace */.ve)(workspace, path);
    if (!full)
        return false;
    return (0,promises_.stat)(full).then(() => true, () => false);
}
const fileGrader = {
    type: 'file',
    async grade(spec, config, context) {
        const workspace = (0,workspace_paths/* requireWorkspace */.nP)(context.workspace, `grader "${spec.name}"`);
        const checks = [];
        for (const path of config.must_exist ?? []) {
            const passed = await exists(workspace, path);
            checks.push({ label: `${path} exists`, passed, detail: passed ? undefined : 'missing' });
        }
        for (const path of config.must_not_exist ?? []) {
            const passed = !(await exists(workspace, path));
            checks.push({
                label: `${path} does not exist`,
                passed,
                detail: passed ? undefined : 'present',
            });
        }
        for (const pattern of config.content_patterns ?? []) {
            const full = (0,workspace_paths/* inWorkspace */.ve)(workspace, pattern.path);
            const content = full ? await (0,promises_.readFile)(full, 'utf8').catch(() => undefined) : undefined;
            // waza counts one implicit existence check per entry, and fails every pattern of a file it
            // cannot read (file_grader.go: countTotalChecks "+1", fileReadFailures).
            if (content === undefined) {
                const detail = full ? 'file missing' : 'path outside the workspace';
                checks.push({ label: `${pattern.path} exists`, passed: false, detail });
                for (const re of pattern.must_match ?? []) {
                    checks.push({ label: `${pattern.path} matches /${re}/`, passed: false, detail });
                }
                for (const re of pattern.must_not_match ?? []) {
                    checks.push({ label: `${pattern.path} does not match /${re}/`, passed: false, detail });
                }
                continue;
            }
            checks.push({ label: `${pattern.path} exists`, passed: true });
            for (const re of pattern.must_match ?? []) {
                const passed = (0,re2/* compileRe2 */.Xm)(re).test(content);
                checks.push({
                    label: `${pattern.path} matches /${re}/`,
                    passed,
                    detail: passed ? undefined : 'no match',
                });
            }
            for (const re of pattern.must_not_match ?? []) {
                const m = (0,re2/* compileRe2 */.Xm)(re).exec(content);
                checks.push({
                    label: `${pattern.path} does not match /${re}/`,
                    passed: !m,
                    detail: m ? `matched ${JSON.stringify(m[0].slice(0, 80))}` : undefined,
                });
            }
        }
        return (0,graders_result/* fromChecks */.YZ)(spec, checks);
    },
};

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/from-json-schema.js + 1 modules
var from_json_schema = __webpack_require__(2692);
;// CONCATENATED MODULE: ./src/graders/json-schema.ts
// json_schema: the agent's final message is JSON that satisfies a JSON Schema (inline or a file
// relative to eval.yaml, else to where Parley runs, as waza reads it from where it runs:
// json_schema_grader.go, resolveSchema), checked with zod's z.fromJSONSchema.








/** Compiles a JSON Schema; a schema zod cannot convert is a GraderError naming the problem. */
function compileJsonSchema(schema, where) {
    try {
        return from_json_schema/* fromJSONSchema */.y(schema);
    }
    catch (error) {
        throw new types/* GraderError */.I(`${where}: unsupported JSON Schema: ${error.message}`);
    }
}
/** The first few problems of a value against a schema ('' when it conforms). */
function schemaProblems(schema, value) {
    const result = schema.safeParse(value);
    if (result.success)
        return [];
    return result.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.length ? `$.${issue.path.join('.')}` : '$'}: ${issue.message}`);
}
const jsonSchemaGrader = {
    type: 'json_schema',
    async grade(spec, config, context) {
        let schema = config.schema;
        if (config.schema_file) {
            const inSuite = (0,external_node_path_.resolve)(context.suite.dir, config.schema_file);
            const file = (0,external_node_fs_.existsSync)(inSuite) || !(0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(config.schema_file))
                ? inSuite
                : (0,external_node_path_.resolve)(config.schema_file);
            let text;
            try {
                text = await (0,promises_.readFile)(file, 'utf8');
            }
            catch {
                throw new types/* GraderError */.I(`schema_file ${JSON.stringify(config.schema_file)} cannot be read`);
            }
            const parsed = tryParse(text);
            if (!parsed.ok)
                throw new types/* GraderError */.I(`schema_file ${JSON.stringify(config.schema_file)}: ${parsed.reason}`);
            schema = parsed.value;
        }
        const validator = compileJsonSchema(schema, `grader "${spec.name}"`);
        const output = context.view.finalOutput;
        const json = config.extract_json ? extractJson(output) : tryParse(output.trim());
        if (!json.ok) {
            return (0,graders_result/* outcome */.bu)(spec, false, 0, `the final message is not JSON (${json.reason}): ${JSON.stringify((0,strings/* clip */.$Q)(output, 120))}`);
        }
        const problems = schemaProblems(validator, json.value);
        return problems.length
            ? (0,graders_result/* outcome */.bu)(spec, false, 0, `the output does not match the schema: ${problems.join('; ')}`, {
                problems,
            })
            : (0,graders_result/* outcome */.bu)(spec, true, 1, 'the output matches the schema');
    },
};

;// CONCATENATED MODULE: ./src/graders/program.ts
// program: an external command grades the run. The output goes to its stdin, the workspace is in
// PARLEY_WORKSPACE / WAZA_WORKSPACE_DIR (waza's name) / WAZA_WORKSPACE; exit 0 = pass; stdout is the feedback. A last stdout line
// {"score": n, "passed"?: b, "feedback"?: s} gives a partial score. Relative program paths were
// resolved at load (suites/waza/program-paths.ts). A program that cannot start fails the grader, as in
// waza; one killed or over its time limit is a GraderError.





const programGrader = {
    type: 'program',
    async grade(spec, config, context) {
        const dir = context.suite.dir;
        // A relative program path is the suite's (./check.sh, scripts/grade.py); a bare name is on PATH.
        const command = config.command.includes('/') && !(0,external_node_path_.isAbsolute)(config.command)
            ? (0,external_node_path_.resolve)(dir, config.command)
            : config.command;
        const workspace = context.workspace ?? '';
        const result = await runProcess({
            command,
            args: config.args,
            input: context.view.output,
            cwd: dir,
            env: {
                WAZA_WORKSPACE: workspace,
                WAZA_WORKSPACE_DIR: workspace,
                PARLEY_WORKSPACE: workspace,
                PARLEY_TASK_ID: context.task.id,
                PARLEY_OUTCOME: context.view.outcome,
                PARLEY_FINAL_OUTPUT: envSafe(context.view.finalOutput),
            },
            timeoutMs: config.timeout * 1000,
            signal: context.signal,
            ...(context.processTag ? { tag: context.processTag } : {}),
        });
        const crash = crashReason(result, `program ${JSON.stringify(config.command)}`, `its limit: ${config.timeout} s, config.timeout`);
        const couldNotStart = result.spawnError !== undefined || result.code === 126 || result.code === 127;
        if (crash && couldNotStart)
            return (0,graders_result/* outcome */.bu)(spec, false, 0, crash, {
                exit_code: result.code,
                environment: result.environment,
            });
        if (crash)
            throw new types/* GraderError */.I(crash);
        const stdout = result.stdout.trim();
        const structured = parseScoreLine(stdout);
        const passed = structured?.passed ?? result.code === 0;
        const score = structured?.score ?? (result.code === 0 ? 1 : 0);
        const text = structured?.feedback ?? (stdout || result.stderr.trim());
        const feedback = (0,strings/* clip */.$Q)(text, 500) || (passed ? 'program passed' : `program exited ${result.code}`);
        return (0,graders_result/* outcome */.bu)(spec, passed && result.code === 0, score, result.code === 0 ? feedback : `exit ${result.code}: ${feedback}`, 
        // Which variables the program was given: names only, never their values.
        { exit_code: result.code, environment: result.environment });
    },
};
function parseScoreLine(stdout) {
    const last = stdout.split('\n').pop()?.trim() ?? '';
    if (!last.startsWith('{'))
        return undefined;
    try {
        const v = JSON.parse(last);
        const score = typeof v.score === 'number' && v.score >= 0 && v.score <= 1 ? v.score : undefined;
        if (score === undefined && typeof v.passed !== 'boolean')
            return undefined;
        return {
            score,
            passed: typeof v.passed === 'boolean' ? v.passed : undefined,
            feedback: typeof v.feedback === 'string' ? v.feedback : undefined,
        };
    }
    catch {
        return undefined;
    }
}
/** Linux caps one environment string at 128 KiB: longer text is cut, never a spawn failure. */
function envSafe(text, maxBytes = 32 * 1024) {
    if (Buffer.byteLength(text) <= maxBytes)
        return text;
    let cut = text.slice(0, maxBytes);
    while (Buffer.byteLength(cut) > maxBytes)
        cut = cut.slice(0, Math.floor(cut.length * 0.9));
    return cut;
}

// EXTERNAL MODULE: ./src/graders/prompt.ts + 3 modules
var graders_prompt = __webpack_require__(5058);
;// CONCATENATED MODULE: ./src/graders/skill-invocation.ts


const skill_invocation_MODES = {
    exact_match: 'exact',
    in_order: 'in_order',
    any_order: 'any_order',
};
const skillInvocationGrader = {
    type: 'skill_invocation',
    async grade(spec, config, context) {
        const actual = context.view.skillInvocations;
        const required = config.required_skills ?? [];
        const failures = [];
        const notes = [];
        let score = 1;
        let stats = { precision: 1, recall: 1, f1: 1 };
        if (required.length > 0) {
            const mode = config.mode ?? 'any_order';
            const m = matchSequence(required, actual, skill_invocation_MODES[mode]);
            stats = { precision: m.precision, recall: m.recall, f1: m.f1 };
            score = m.f1;
            if (!m.matched) {
                failures.push(mode === 'any_order'
                    ? `required skills not invoked: ${m.missing.join(', ')}`
                    : `expected skills ${listOf(required)} (${mode}), invoked ${listOf(actual)}`);
            }
            const extra = actual.length - required.length;
            if (!config.allow_extra && extra > 0) {
                notes.push(`${extra} skill invocation(s) beyond the ${required.length} required`);
                score *= 1 - (0.6 * extra) / actual.length;
            }
        }
        const forbidden = [
            ...new Set((config.forbidden_skills ?? []).filter((s) => actual.includes(s))),
        ];
        if (forbidden.length > 0) {
            failures.push(`forbidden skills invoked: ${forbidden.join(', ')}`);
            score = 0;
        }
        const feedback = failures.length
            ? [...failures, ...notes].join('; ')
            : required.length
                ? [`skills invoked as required: ${listOf(actual)}`, ...notes].join('; ')
                : 'no forbidden skill was invoked';
        return (0,graders_result/* outcome */.bu)(spec, failures.length === 0, score, feedback, {
            mode: config.mode ?? null,
            required_skills: required,
            forbidden_skills: config.forbidden_skills ?? [],
            actual_skills: actual,
            allow_extra: config.allow_extra,
            ...stats,
        });
    },
};

// EXTERNAL MODULE: ./src/suites/waza/tool-arg-names.ts
var tool_arg_names = __webpack_require__(973);
;// CONCATENATED MODULE: ./src/graders/args.ts





/** A call's arguments as an object (a JSON string is parsed; anything else is empty). */
function argsOf(call) {
    let args = call.arguments;
    if (typeof args === 'string') {
        try {
            args = JSON.parse(args);
        }
        catch {
            return {};
        }
    }
    return args && typeof args === 'object' && !Array.isArray(args)
        ? args
        : {};
}
/**
 * The text of a well-known argument (command, path, skill), '' when the call has none. waza's
 * own name is matched case-insensitively, as waza decodes it (models/events.go, FilterToolCalls:
 * mapstructure into ToolCallArgs); then the aliases, and a list of strings joined by spaces.
 */
function namedArg(call, which) {
    const args = argsOf(call);
    const own = Object.keys(args).find((k) => k.toLowerCase() === which);
    for (const key of own === undefined ? tool_arg_names/* ARG_ALIASES */.e[which] : [own, ...tool_arg_names/* ARG_ALIASES */.e[which]]) {
        const v = args[key];
        if (typeof v === 'string')
            return v;
        if (Array.isArray(v) && v.every((x) => typeof x === 'string'))
            return v.join(' ');
    }
    return '';
}
/** Why the value fails the matcher, or undefined when it matches. */
function argMismatch(matcher, value) {
    if ('equals' in matcher || 'exact' in matcher) {
        const want = 'equals' in matcher ? matcher.equals : matcher.exact;
        return (0,json/* deepEqual */.b)(value, want) ? undefined : `is ${(0,run_view/* show */.W)(value, 80)}, expected ${(0,run_view/* show */.W)(want, 80)}`;
    }
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    if (matcher.regex !== undefined) {
        return (0,re2/* compileRe2 */.Xm)(matcher.regex).test(text)
            ? undefined
            : `${(0,run_view/* show */.W)(value, 80)} does not match /${matcher.regex}/`;
    }
    if (matcher.contains !== undefined) {
        return text.includes(matcher.contains)
            ? undefined
            : `${(0,run_view/* show */.W)(value, 80)} does not contain ${JSON.stringify(matcher.contains)}`;
    }
    if ('subset' in matcher) {
        return (0,json/* isSubset */.H)(matcher.subset, value)
            ? undefined
            : `${(0,run_view/* show */.W)(value, 80)} does not include ${(0,run_view/* show */.W)(matcher.subset, 80)}`;
    }
    if (matcher.range) {
        const { gte, lte, gt, lt } = matcher.range;
        const n = typeof value === 'number' ? value : Number.NaN;
        const ok = Number.isFinite(n) &&
            (gte === undefined || n >= gte) &&
            (lte === undefined || n <= lte) &&
            (gt === undefined || n > gt) &&
            (lt === undefined || n < lt);
        return ok ? undefined : `${(0,run_view/* show */.W)(value, 80)} is not in range ${(0,run_view/* show */.W)(matcher.range)}`;
    }
    if (matcher.json_schema) {
        const problems = schemaProblems(compileJsonSchema(matcher.json_schema, 'json_schema'), value);
        return problems.length ? problems.join('; ') : undefined;
    }
    return 'empty matcher';
}
/** Every failure of the matchers on a call's arguments (empty = all match). */
function argFailures(matchers, call) {
    const args = argsOf(call);
    return Object.entries(matchers ?? {})
        .sort(([a], [b]) => a.localeCompare(b))
        .flatMap(([key, matcher]) => {
        if (!Object.hasOwn(args, key))
            return [`argument ${JSON.stringify(key)} not given`];
        const why = argMismatch(matcher, args[key]);
        return why ? [`argument ${JSON.stringify(key)} ${why}`] : [];
    });
}
/** A tool-name pattern (RE2, case-insensitive, unanchored as in waza). */
function toolNameMatches(pattern, name) {
    return (0,re2/* compileRe2 */.Xm)(pattern, 'i').test(name);
}

;// CONCATENATED MODULE: ./src/graders/tool-calls.ts



const toolCallsGrader = {
    type: 'tool_calls',
    async grade(spec, config, context) {
        const calls = context.view.toolCalls;
        const names = new Set(calls.map((c) => c.name));
        const checks = [];
        for (const tool of config.required_tools ?? []) {
            checks.push({ label: `calls ${tool}`, passed: names.has(tool), detail: 'never called' });
        }
        for (const tool of config.forbidden_tools ?? []) {
            const n = calls.filter((c) => c.name === tool).length;
            checks.push({ label: `never calls ${tool}`, passed: n === 0, detail: `called ${n} time(s)` });
        }
        if (config.min_calls !== undefined) {
            checks.push({
                label: `at least ${config.min_calls} tool calls`,
                passed: calls.length >= config.min_calls,
                detail: `${calls.length} made`,
            });
        }
        if (config.max_calls !== undefined) {
            checks.push({
                label: `at most ${config.max_calls} tool calls`,
                passed: calls.length <= config.max_calls,
                detail: `${calls.length} made`,
            });
        }
        for (const exp of config.expect ?? []) {
            const candidates = calls.filter((c) => toolNameMatches(exp.tool, c.name) && (exp.kind === undefined || c.kind === exp.kind));
            const reasons = candidates.map((c) => argFailures(exp.args, c));
            const passed = reasons.some((r) => r.length === 0);
            const what = exp.kind ? `${exp.tool} (kind ${exp.kind})` : exp.tool;
            const label = exp.args ? `calls ${what} with ${(0,run_view/* show */.W)(exp.args, 160)}` : `calls ${what}`;
            const detail = candidates.length
                ? `no call matches: ${reasons[reasons.length - 1].join('; ')}`
                : 'no call of a tool with a matching name';
            checks.push({ label, passed, detail: passed ? undefined : detail });
        }
        return (0,graders_result/* fromChecks */.YZ)(spec, checks, {
            total_calls: calls.length,
            unique_tools: [...names],
        });
    },
};

;// CONCATENATED MODULE: ./src/graders/tool-constraint.ts




function patternHolds(pattern, text) {
    return pattern === undefined || (0,re2/* compileRe2 */.Xm)(pattern, 'i').test(text);
}
function specMatches(spec, call) {
    return (toolNameMatches(spec.tool, call.name) &&
        patternHolds(spec.command_pattern, namedArg(call, 'command')) &&
        patternHolds(spec.path_pattern, namedArg(call, 'path')) &&
        patternHolds(spec.skill_pattern, namedArg(call, 'skill')) &&
        argFailures(spec.args, call).length === 0);
}
function describeSpec(spec) {
    const parts = [
        spec.command_pattern && `command /${spec.command_pattern}/`,
        spec.path_pattern && `path /${spec.path_pattern}/`,
        spec.skill_pattern && `skill /${spec.skill_pattern}/`,
        spec.args && `args ${Object.keys(spec.args).join(', ')}`,
    ].filter(Boolean);
    return parts.length ? `${spec.tool} (${parts.join(', ')})` : spec.tool;
}
const toolConstraintGrader = {
    type: 'tool_constraint',
    async grade(spec, config, context) {
        const calls = context.view.toolCalls;
        const checks = [];
        for (const s of config.expect_tools ?? []) {
            const sameName = calls.filter((c) => toolNameMatches(s.tool, c.name));
            const passed = sameName.some((c) => specMatches(s, c));
            const why = sameName.length
                ? `${sameName.length} call(s) of that tool, none matching: ${argFailures(s.args, sameName[0]).join('; ') || 'patterns do not match'}`
                : 'never called';
            checks.push({ label: `uses ${describeSpec(s)}`, passed, detail: passed ? undefined : why });
        }
        for (const s of config.reject_tools ?? []) {
            const hits = calls.filter((c) => specMatches(s, c));
            checks.push({
                label: `does not use ${describeSpec(s)}`,
                passed: hits.length === 0,
                detail: `called ${hits.length} time(s)`,
            });
        }
        if (config.allow_only) {
            const allowed = config.allow_only;
            const others = calls.filter((c) => !allowed.some((s) => s.tool.toLowerCase() === c.name.toLowerCase() && specMatches({ ...s, tool: '' }, c)));
            checks.push({
                label: `uses only ${allowed.map(describeSpec).join(', ')}`,
                passed: others.length === 0,
                detail: `also called ${listOf([...new Set(others.map((c) => c.name))])}`,
            });
        }
        return (0,graders_result/* fromChecks */.YZ)(spec, checks, { tools_used: calls.map((c) => c.name) });
    },
};

// EXTERNAL MODULE: ./src/shared/yaml.ts
var yaml = __webpack_require__(4094);
;// CONCATENATED MODULE: ./src/graders/trigger.ts
// trigger: was the skill invoked for this prompt? mode positive: it must be; negative: it must
// not be. The skill is `skill`, else the `name` in skill_path's SKILL.md front matter (or the
// skill directory's name), else the suite's `skill`. Parley observes the invocation the agent
// reported instead of waza's keyword heuristic; `threshold` is accepted and not used.






/** The skill name a SKILL.md (or its directory) declares. */
async function skillNameAt(path) {
    const info = await (0,promises_.stat)(path).catch(() => undefined);
    if (!info)
        throw new types/* GraderError */.I(`skill_path ${JSON.stringify(path)} does not exist`);
    const file = info.isDirectory() ? (0,external_node_path_.join)(path, 'SKILL.md') : path;
    const fallback = (0,external_node_path_.basename)(info.isDirectory() ? path : (0,external_node_path_.dirname)(path));
    const text = await (0,promises_.readFile)(file, 'utf8').catch(() => undefined);
    if (text === undefined)
        return fallback;
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    if (!front)
        return fallback;
    try {
        const data = (await (0,yaml/* loadYaml */.y)()).parse(front[1]);
        return typeof data?.name === 'string' && data.name.trim() ? data.name.trim() : fallback;
    }
    catch {
        return fallback;
    }
}
const triggerGrader = {
    type: 'trigger',
    async grade(spec, config, context) {
        const skill = config.skill ??
            (config.skill_path
                ? await skillNameAt((0,external_node_path_.resolve)(context.suite.dir, config.skill_path))
                : context.suite.skill);
        if (!skill) {
            throw new types/* GraderError */.I('no skill to check: set skill or skill_path, or the suite `skill`');
        }
        const invoked = context.view.skillInvocations;
        const triggered = invoked.includes(skill);
        const passed = config.mode === 'positive' ? triggered : !triggered;
        const prompt = `for the prompt of task ${JSON.stringify(context.task.id)}`;
        const feedback = triggered
            ? `skill ${JSON.stringify(skill)} was invoked ${prompt}${passed ? '' : ', and it should not be'}`
            : `skill ${JSON.stringify(skill)} was not invoked ${prompt}${passed ? '' : ` (invoked: ${listOf(invoked)})`}`;
        return (0,graders_result/* outcome */.bu)(spec, passed, passed ? 1 : 0, feedback, {
            skill,
            mode: config.mode,
            triggered,
            invoked_skills: invoked,
        });
    },
};

;// CONCATENATED MODULE: ./src/graders/registry.ts
// Grader type -> grader. The config schemas live in configs.ts (imported by the spec loader);
// every type of GRADER_TYPES has a grader here (a test checks it).













// eslint-disable-next-line @typescript-eslint/no-explicit-any
const GRADERS = {
    text: textGrader,
    code: codeGrader,
    prompt: graders_prompt/* promptGrader */.w,
    file: fileGrader,
    json_schema: jsonSchemaGrader,
    program: programGrader,
    behavior: behaviorGrader,
    action_sequence: actionSequenceGrader,
    skill_invocation: skillInvocationGrader,
    trigger: triggerGrader,
    diff: diffGrader,
    tool_constraint: toolConstraintGrader,
    tool_calls: toolCallsGrader,
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function graderFor(type) {
    return Object.hasOwn(GRADERS, type) ? GRADERS[type] : undefined;
}

// EXTERNAL MODULE: ./src/graders/score.ts
var score = __webpack_require__(4290);
;// CONCATENATED MODULE: ./src/graders/index.ts
















/** A pairwise grader judges two runs together (job/pairwise-step.ts): one run records nothing of it. */
const perRun = (specs) => specs.filter((spec) => !(0,model/* isPairGrader */.cG)(spec));
async function gradeRun(input) {
    if ((0,re2/* taskUsesPatterns */.bU)(input.suite, input.task))
        await (0,re2/* loadRe2 */.o4)();
    const context = { ...input, view: (0,run_view/* runView */.P)(input.run) };
    const jobs = [];
    const errors = [];
    // A run that abstained as its task expects never reached what the suite's graders check.
    const suiteApplies = suiteGradersApply(context.task.expected, context.run.outcome);
    const notApplicableResults = [];
    if (!suiteApplies) {
        for (const spec of perRun(context.suite.graders)) {
            notApplicableResults.push({ ...notApplicable(spec), duration_ms: 0 });
        }
    }
    const graded = perRun(suiteApplies ? [...context.suite.graders, ...context.task.graders] : context.task.graders);
    for (const spec of graded) {
        const grader = graderFor(spec.type);
        if (!grader) {
            errors.push(`grader "${spec.name}": unknown type ${JSON.stringify(spec.type)}`);
            continue;
        }
        if (input.workspaceGone && (0,workspace_paths/* readsWorkspace */.tr)(spec)) {
            errors.push(`grader "${spec.name}" (${spec.type}): ${input.workspaceGone}`);
            continue;
        }
        // The loader validated the config and stored it parsed (suites/schema/graders.ts).
        jobs.push({ spec, run: () => grader.grade(spec, spec.config, context) });
    }
    for (const g of expectedGraders(context.task.expected, graderFor('behavior'))) {
        jobs.push({ spec: g.spec, run: () => g.grade(context) });
    }
    // Yao final assertions read the same view: the last message, every tool call, the turns.
    const target = {
        output: context.view.finalOutput,
        toolCalls: context.view.toolCalls,
        turns: context.view.turns,
    };
    context.task.assertions.forEach((assertion, i) => {
        const spec = (0,graders_result/* builtinSpec */.DU)(`assertions[${i}].${assertion.type}`, 'assertion');
        jobs.push({
            spec,
            run: async () => (0,graders_result/* fromAssertion */.bQ)(spec, assertion, await evaluateAssertion(assertion, target, {
                llm: context.llm,
                judgeModel: context.judgeModel,
                workspace: context.workspace,
                cwd: context.suite.dir,
                signal: context.signal,
                ...(context.processTag ? { processTag: context.processTag } : {}),
            })),
        });
    });
    const settled = await Promise.all(jobs.map(async (job) => {
        const started = performance.now();
        try {
            const outcome = await job.run();
            return {
                ok: true,
                result: { ...outcome, duration_ms: Math.round(performance.now() - started) },
            };
        }
        catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            return {
                ok: false,
                message: `grader "${job.spec.name}" (${job.spec.type}): ${message}`,
            };
        }
    }));
    const results = [...notApplicableResults];
    for (const s of settled) {
        if (s.ok)
            results.push(s.result);
        else
            errors.push(s.message);
    }
    return errors.length ? { results, error: errors.join('; ') } : { results };
}


/***/ }),

/***/ 8451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ isSubset),
/* harmony export */   b: () => (/* binding */ deepEqual)
/* harmony export */ });
// Comparing JSON values, one meaning everywhere: deep equality (key order free), and "contains"
// (isSubset), used by mock tools' `when:` and by the tool graders and assertions alike. Arrays:
// every expected item must match some actual item, in any order (a subset, not a prefix).
/** Structural equality; object key order does not matter. */
function deepEqual(a, b) {
    if (a === b)
        return true;
    if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
        return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
    }
    if (Array.isArray(a) !== Array.isArray(b))
        return false;
    if (Array.isArray(a)) {
        const bb = b;
        return a.length === bb.length && a.every((item, i) => deepEqual(item, bb[i]));
    }
    const ao = a;
    const bo = b;
    const keys = Object.keys(ao);
    if (keys.length !== Object.keys(bo).length)
        return false;
    return keys.every((k) => Object.hasOwn(bo, k) && deepEqual(ao[k], bo[k]));
}
/**
 * `expected` is contained in `actual`: objects by key (recursively), arrays when every
 * expected item matches some actual item, scalars by equality.
 */
function isSubset(expected, actual) {
    if (expected === null || typeof expected !== 'object')
        return deepEqual(expected, actual);
    if (Array.isArray(expected)) {
        return Array.isArray(actual) && expected.every((e) => actual.some((a) => isSubset(e, a)));
    }
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
        return false;
    const act = actual;
    return Object.entries(expected).every(([k, v]) => Object.hasOwn(act, k) && isSubset(v, act[k]));
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