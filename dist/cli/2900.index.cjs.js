"use strict";
exports.id = 2900;
exports.ids = [2900];
exports.modules = {

/***/ 3072:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ empty),
/* harmony export */   d: () => (/* binding */ none)
/* harmony export */ });
// Shared, frozen empty values for the fields most loaded tasks leave empty. A suite of thousands
// of tasks would otherwise hold thousands of identical empty arrays and objects, kept for the
// whole job. Frozen: code that tried to change one would throw, not change every task.
const NONE = Object.freeze([]);
const EMPTY = Object.freeze({});
/** The one shared empty array, typed as the field it fills (never changed in place). */
function none() {
    return NONE;
}
/** The one shared empty object, typed as the field it fills (never changed in place). */
function empty() {
    return EMPTY;
}


/***/ }),

/***/ 4755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nn: () => (/* binding */ executorName),
/* harmony export */   UA: () => (/* binding */ foreignSettings),
/* harmony export */   cT: () => (/* binding */ resolveAgent),
/* harmony export */   f5: () => (/* binding */ settingsOf)
/* harmony export */ });
/* unused harmony exports AGENT_KEYS, snakeCase, executorOf */
/** The `config.agent` keys (as written) that each executor reads. */
const AGENT_KEYS = {
    mock: [],
    openai: ['maxIterations', 'temperature', 'tools'],
    acp: ['command', 'args', 'env', 'permissions', 'fs', 'usage'],
    http: ['url', 'method', 'headers', 'body', 'responsePath', 'sessionPath', 'toolCallsPath'],
};
/** `maxIterations` -> `max_iterations`: settings are named in messages as the user wrote them. */
const snakeCase = (key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** The executor that reads a setting, for "… is a setting of the http executor". */
function executorOf(key) {
    return Object.keys(AGENT_KEYS).find((e) => AGENT_KEYS[e].includes(key));
}
/** Settings written for another executor than `executor`, as written (snake_case). */
function foreignSettings(executor, settings) {
    const own = AGENT_KEYS[executorName(executor)];
    return Object.keys(settings)
        .filter((key) => settings[key] !== undefined && !own.includes(key))
        .map(snakeCase);
}
const executorName = (choice) => choice === 'copilot-sdk' ? 'acp' : choice;
/**
 * The agent configuration of `executor` from the merged settings (suite `config.agent`, then the
 * task's `agent`): settings of other executors are left out (a suite's settings do not apply to
 * a task or a run that picks another executor), and a missing required one is named.
 */
function resolveAgent(executor, s) {
    switch (executor) {
        case 'mock':
            return { config: { executor: 'mock' } };
        case 'openai':
            return {
                config: {
                    executor: 'openai',
                    ...(s.maxIterations !== undefined ? { maxIterations: s.maxIterations } : {}),
                    ...(s.temperature !== undefined ? { temperature: s.temperature } : {}),
                    ...(s.tools !== undefined ? { tools: s.tools } : {}),
                },
            };
        case 'copilot-sdk':
        case 'acp': {
            // copilot-sdk runs the Copilot CLI unless a command is given.
            const copilot = executor === 'copilot-sdk' && !s.command;
            const command = copilot ? 'copilot' : s.command;
            if (!command)
                return { missing: 'command' };
            return {
                config: {
                    executor: 'acp',
                    command,
                    args: s.args ?? (copilot ? ['--acp'] : []),
                    env: s.env ?? {},
                    permissions: s.permissions ?? 'allow_workspace',
                    ...(s.fs ? { fs: s.fs } : {}),
                    // The Copilot CLI reports usage summed over the session.
                    usage: s.usage ?? (/(^|[/\\])copilot(\.exe)?$/.test(command) ? 'cumulative' : 'per_turn'),
                },
            };
        }
        case 'http':
            if (!s.url)
                return { missing: 'url' };
            return {
                config: {
                    executor: 'http',
                    url: s.url,
                    ...(s.method !== undefined ? { method: s.method } : {}),
                    headers: s.headers ?? {},
                    ...(s.body !== undefined ? { body: s.body } : {}),
                    ...(s.responsePath !== undefined ? { responsePath: s.responsePath } : {}),
                    ...(s.sessionPath !== undefined ? { sessionPath: s.sessionPath } : {}),
                    ...(s.toolCallsPath !== undefined ? { toolCallsPath: s.toolCallsPath } : {}),
                },
            };
    }
}
/** "its settings: command, args, env, permissions" for a message about a misplaced one. */
function settingsOf(executor) {
    const keys = AGENT_KEYS[executorName(executor)].map(snakeCase);
    return keys.length ? `its settings: ${keys.join(', ')}` : 'it has no settings';
}


/***/ }),

/***/ 994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _F: () => (/* binding */ warningLines),
/* harmony export */   rB: () => (/* binding */ formatSpecError),
/* harmony export */   rE: () => (/* binding */ Diagnostics)
/* harmony export */ });
/* unused harmony exports formatPath, Scope */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _zod_issues_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3288);
// Errors and warnings about the user's files, each pinned to file, line, column and field path.


/** "file:line:col path: message", the file relative to cwd; line 0 = about the file as a whole. */
function formatSpecError(e, cwd = process.cwd()) {
    // Relative inside the working directory; outside it, the path as an absolute one.
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, e.file);
    const file = rel.startsWith('..') ? e.file : rel;
    if (!file && e.line === 0)
        return e.message;
    const where = e.line > 0 ? `${file || '.'}:${e.line}:${e.column}` : `${file}:`;
    return `${where} ${e.path ? `${e.path}: ` : ''}${e.message}`;
}
/** `inputs.responder.rules[0].when` */
function formatPath(path) {
    return path
        .map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : `${i ? '.' : ''}${String(seg)}`))
        .join('');
}
class Diagnostics {
    errors = [];
    warnings = [];
    /** Reports against a file as a whole (missing, unreadable, no match). */
    fileError(file, message) {
        this.errors.push({ file, line: 0, column: 0, path: '', message });
    }
    scope(file, locate, prefix = []) {
        return new Scope(this, file, locate, prefix);
    }
}
class Scope {
    diagnostics;
    file;
    locateIn;
    prefix;
    constructor(diagnostics, file, locateIn, prefix) {
        this.diagnostics = diagnostics;
        this.file = file;
        this.locateIn = locateIn;
        this.prefix = prefix;
    }
    locate(path) {
        return { file: this.file, ...this.locateIn([...this.prefix, ...path]) };
    }
    child(path) {
        return new Scope(this.diagnostics, this.file, this.locateIn, [...this.prefix, ...path]);
    }
    error(path, message) {
        this.diagnostics.errors.push(this.entry(path, message));
    }
    warn(path, message) {
        this.diagnostics.warnings.push(this.entry(path, message));
    }
    /** Every issue of a failed zod parse, one error each. */
    issues(issues, data) {
        for (const issue of (0,_zod_issues_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssues */ .w)(issues, data))
            this.error(issue.path, issue.message);
    }
    get errorCount() {
        return this.diagnostics.errors.length;
    }
    entry(path, message) {
        const full = [...this.prefix, ...path];
        return { ...this.locate(path), path: formatPath(full), message };
    }
}
/**
 * Warning lines for a person: each as `warning: file:line:col path: message`, but at most
 * `perMessage` of one kind (the same message), then how many more there are.
 */
function warningLines(warnings, cwd, perMessage = 5) {
    const shown = new Map();
    const lines = [];
    for (const w of warnings) {
        const n = (shown.get(w.message) ?? 0) + 1;
        shown.set(w.message, n);
        if (n <= perMessage)
            lines.push(`warning: ${formatSpecError(w, cwd)}`);
    }
    for (const [message, n] of shown) {
        if (n > perMessage)
            lines.push(`warning: ... and ${n - perMessage} more: ${message}`);
    }
    return lines;
}


/***/ }),

/***/ 3288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ describeIssues)
/* harmony export */ });
/* unused harmony export valueAt */
/* harmony import */ var _schema_helpers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9892);

function describeIssues(issues, data) {
    return issues.flatMap((issue) => describe(issue, [], data));
}
function describe(issue, base, data) {
    const path = [...base, ...issue.path];
    const value = valueAt(data, path);
    const one = (message) => [{ path, message }];
    switch (issue.code) {
        case 'invalid_type':
            if (value === undefined)
                return one('is required');
            return one(`expected ${article(issue.expected)}, got ${kindOf(value)}`);
        case 'too_small':
            // A schema's own sentence (zod's defaults start "Too small") says more than the bound.
            if (!issue.message.startsWith('Too small'))
                return one(issue.message);
            return one(bound(issue.origin, issue.minimum, issue.inclusive, '>'));
        case 'too_big':
            return one(bound(issue.origin, issue.maximum, issue.inclusive, '<'));
        case 'unrecognized_keys':
            return issue.keys.map((key) => ({
                path: [...path, key],
                message: unknownKey(key, issue.message),
            }));
        case 'invalid_value':
            if (value === undefined)
                return one('is required');
            if (!issue.message.startsWith('Invalid'))
                return one(issue.message);
            return one(`expected one of: ${issue.values.map(String).join(', ')} (got ${show(value)})`);
        case 'invalid_union': {
            const matching = issue.errors.find((branch) => !branch.every(isRootTypeMismatch));
            if (matching)
                return matching.flatMap((inner) => describe(inner, path, data));
            if (value === undefined)
                return one('is required');
            const kinds = [
                ...new Set(issue.errors.map((b) => b[0]?.expected)),
            ];
            return one(`expected ${kinds
                .filter(Boolean)
                .map((k) => article(k))
                .join(' or ')}, got ${kindOf(value)}`);
        }
        case 'invalid_format':
            return one(issue.message.startsWith('Invalid') ? `invalid ${issue.format}` : issue.message);
        default:
            return one(issue.message);
    }
}
function isRootTypeMismatch(issue) {
    return issue.code === 'invalid_type' && issue.path.length === 0;
}
function bound(origin, limit, inclusive, dir) {
    const n = Number(limit);
    if (origin === 'string') {
        if (dir === '>' && n === 1)
            return 'must not be empty';
        return `must be ${dir === '>' ? 'at least' : 'at most'} ${n} characters`;
    }
    if (origin === 'array' || origin === 'set') {
        return `must have ${dir === '>' ? 'at least' : 'at most'} ${n} item${n === 1 ? '' : 's'}`;
    }
    return `must be ${dir}${inclusive ? '=' : ''} ${String(limit)}`;
}
/** Old waza names: the migration hint instead of a bare "unknown key". */
const RENAMED = {
    max_workers: "renamed to 'workers' (waza's old name; 0 = auto)",
};
function unknownKey(key, message) {
    if (RENAMED[key])
        return `unknown key '${key}': ${RENAMED[key]}`;
    if (!message.startsWith(_schema_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .KEYS_PREFIX */ .E4))
        return `unknown key '${key}'`;
    const allowed = message.slice(_schema_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .KEYS_PREFIX */ .E4.length).split(', ');
    const close = allowed
        .map((k) => ({ k, d: distance(k.toLowerCase(), key.toLowerCase()) }))
        .filter(({ k, d }) => d <= Math.max(1, Math.floor(k.length / 4)))
        .sort((a, b) => a.d - b.d)[0];
    // A key's first words (`trials` for `trials_per_task`, `timeout` for `timeout_seconds`) are
    // what people type from memory: the shortest allowed key they begin.
    const stem = allowed
        .filter((k) => k.toLowerCase().startsWith(`${key.toLowerCase()}_`))
        .sort((a, b) => a.length - b.length)[0];
    if (!close && stem)
        return `unknown key '${key}' (did you mean '${stem}'?)`;
    // An allowed key with an ending added (`expected` for `expect`, `graders_list`).
    const longer = allowed.find((k) => key.toLowerCase().startsWith(k.toLowerCase()) && key.length - k.length <= 3);
    if (!close && longer)
        return `unknown key '${key}' (did you mean '${longer}'?)`;
    return close
        ? `unknown key '${key}' (did you mean '${close.k}'?)`
        : `unknown key '${key}' (expected one of: ${allowed.join(', ')})`;
}
function distance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        prev = row;
    }
    return prev[b.length];
}
const NAMES = {
    int: 'an integer',
    number: 'a number',
    string: 'a string',
    boolean: 'a boolean (true or false)',
    array: 'a list',
    object: 'a mapping',
    record: 'a mapping',
    tuple: 'a list',
    null: 'null',
};
const article = (expected) => NAMES[expected] ?? expected;
function kindOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string')
        return `a string (${show(value)})`;
    if (typeof value === 'number')
        return Number.isInteger(value) ? `${value}` : `${value}`;
    return `${typeof value} ${String(value)}`;
}
function show(value) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
function valueAt(data, path) {
    let node = data;
    for (const segment of path) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[segment];
    }
    return node;
}


/***/ }),

/***/ 2204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ findTargets),
  h: () => (/* binding */ globTasks)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/suites/plain-glob.ts
// The two globs nearly every job has, answered with readdir instead of tinyglobby, which takes
// milliseconds to load and to compile each pattern before the first request: a `tasks:` entry of
// one folder and a `*` name (`tasks/*.yaml`), and a directory searched for its eval.yaml
// (`**/eval.yaml`). Both give tinyglobby's answer (no dot entries, node_modules and .git skipped,
// files only) or undefined, and then tinyglobby answers: any other pattern, a symbolic link or an
// entry of unknown type, a folder that cannot be read.


/** Characters that make a pattern more than a literal path (picomatch's, and brace/extglob). */
const MAGIC = /[*?[\]{}()!+@\\]/;
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
function entries(dir) {
    // Windows paths and case-insensitive matching are left to tinyglobby.
    if (process.platform === 'win32')
        return undefined;
    try {
        return (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        return undefined;
    }
}
/** `folder/*suffix` below `dir` (absolute paths), or undefined when tinyglobby must answer. */
function plainTaskGlob(pattern, dir) {
    const parts = pattern.split('/');
    const name = parts.pop();
    const folders = parts;
    if (!name.startsWith('*') || MAGIC.test(name.slice(1)))
        return undefined;
    const plainFolder = (f) => f !== '' && !f.startsWith('.') && !SKIPPED_DIRS.has(f) && !MAGIC.test(f);
    if (!folders.every(plainFolder))
        return undefined;
    const folder = (0,external_node_path_.resolve)(dir, ...folders);
    const suffix = name.slice(1);
    const list = entries(folder);
    if (!list)
        return undefined;
    const files = [];
    for (const e of list) {
        if (e.name.startsWith('.') || !e.name.endsWith(suffix))
            continue;
        if (e.isDirectory())
            continue;
        if (!e.isFile())
            return undefined;
        files.push((0,external_node_path_.join)(folder, e.name));
    }
    return files;
}
/** Every file called `name` under `root` (absolute paths), as `**\/name` finds them. */
function plainFilesNamed(name, root) {
    if (MAGIC.test(name) || name.includes('/') || name.startsWith('.'))
        return undefined;
    const found = [];
    const pending = [(0,external_node_path_.resolve)(root)];
    while (pending.length) {
        const dir = pending.pop();
        const list = entries(dir);
        if (!list)
            return undefined;
        for (const e of list) {
            if (e.name.startsWith('.'))
                continue;
            if (e.isDirectory()) {
                if (!SKIPPED_DIRS.has(e.name))
                    pending.push((0,external_node_path_.join)(dir, e.name));
            }
            else if (!e.isFile()) {
                return undefined;
            }
            else if (e.name === name) {
                found.push((0,external_node_path_.join)(dir, e.name));
            }
        }
    }
    return found;
}

// EXTERNAL MODULE: ./src/suites/project-file.ts
var project_file = __webpack_require__(1263);
;// CONCATENATED MODULE: ./src/suites/discover.ts
// Which files a `parley run|validate [PATH...]` means: eval.yaml files, directories searched for
// them, standalone JSONL files; no paths = the project's `evals` globs, else evals/**/eval.yaml.




const IGNORE = ['**/node_modules/**', '**/.git/**'];
/** The glob matcher, loaded when a directory or a glob is searched (files named need none). */
const globber = () => __webpack_require__.e(/* import() */ 3382).then(__webpack_require__.bind(__webpack_require__, 3382));
/** tinyglobby's answer, for the patterns plain-glob.ts leaves to it. */
async function globIn(pattern, cwd) {
    const { glob } = await globber();
    return glob([pattern], { cwd, absolute: true, ignore: IGNORE });
}
async function findTargets(paths, cwd, project, diagnostics) {
    const evalName = evalFileName(project);
    const targets = [];
    if (paths.length === 0) {
        const { glob, isDynamicPattern } = await globber();
        // A plain directory in `evals` means the eval files under it.
        const patterns = (project.evals.length ? project.evals : [project_file/* DEFAULT_EVALS */.I]).map((p) => !isDynamicPattern(p) && isDirectory((0,external_node_path_.resolve)(cwd, p))
            ? `${p.replace(/[\\/]+$/, '')}/**/${evalName}`
            : p);
        const tooLong = patterns.find((p) => p.length > MAX_GLOB_CHARS);
        const files = tooLong
            ? []
            : await glob(patterns, { cwd, absolute: true, ignore: IGNORE }).catch(() => []);
        if (tooLong) {
            diagnostics.fileError(project.file ?? cwd, `evals: a glob of ${tooLong.length} characters`);
        }
        else if (!files.length) {
            diagnostics.fileError(project.file ?? cwd, `no eval suites found (looked for ${patterns.join(', ')})`);
        }
        targets.push(...files.sort().map((file) => targetOf(file)));
    }
    for (const path of paths) {
        const full = (0,external_node_path_.resolve)(cwd, path);
        let isDir;
        try {
            isDir = (0,external_node_fs_.statSync)(full).isDirectory();
        }
        catch {
            diagnostics.fileError(full, 'no such file or directory');
            continue;
        }
        if (isDir) {
            const files = plainFilesNamed(evalName, full) ?? (await globIn(`**/${evalName}`, full));
            if (!files.length)
                diagnostics.fileError(full, `no ${evalName} found in this directory`);
            targets.push(...files.sort().map((file) => targetOf(file)));
        }
        else if (['.yaml', '.yml', '.jsonl'].includes((0,external_node_path_.extname)(full))) {
            targets.push(targetOf(full));
        }
        else {
            diagnostics.fileError(full, 'expected an eval.yaml, a directory or a .jsonl file');
        }
    }
    const seen = new Set();
    return targets.filter((t) => !seen.has(t.file) && seen.add(t.file));
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
function targetOf(file) {
    return { kind: (0,external_node_path_.extname)(file) === '.jsonl' ? 'jsonl' : 'eval', file: (0,external_node_path_.resolve)(file) };
}
function evalFileName(project) {
    const files = project.raw.files;
    return files?.evalFile ?? (0,external_node_path_.basename)(project_file/* DEFAULT_EVALS */.I);
}
/** Longer globs are refused (the matcher throws beyond 65,536 characters). */
const MAX_GLOB_CHARS = 4096;
/** Task files a suite's `tasks` glob matches, relative to the eval.yaml directory. */
async function globTasks(pattern, dir) {
    if (pattern.length > MAX_GLOB_CHARS) {
        throw new Error(`${pattern.length} characters, more than ${MAX_GLOB_CHARS}`);
    }
    const files = plainTaskGlob(pattern, dir) ?? (await globIn(pattern, dir));
    return files.filter((f) => ['.yaml', '.yml', '.jsonl'].includes((0,external_node_path_.extname)(f))).sort();
}


/***/ }),

/***/ 5636:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ loadJsonlTasks),
/* harmony export */   LF: () => (/* binding */ read),
/* harmony export */   ki: () => (/* binding */ checkUniqueIds),
/* harmony export */   qQ: () => (/* binding */ hashOf),
/* harmony export */   vI: () => (/* binding */ loadJsonlSuite)
/* harmony export */ });
/* unused harmony export pathUnder */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _yao_map_jsonl_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1746);
/* harmony import */ var _diagnostics_positions_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5137);
/* harmony import */ var _yao_jsonl_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8091);
/* harmony import */ var _schema_re2_check_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4465);
/* harmony import */ var _suite_config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8248);
// Loads a standalone JSONL file as a suite (and the JSONL task files an eval.yaml names), and the
// helpers every suite loader shares. Every problem is reported to Diagnostics; a suite with errors
// is not returned. eval.yaml suites load in waza/load-eval.ts, only when a job has one.








/** A JSONL file given on its own: a suite named after the file, with default settings. */
async function loadJsonlSuite(file, project, diagnostics, overrides = {}) {
    const text = read(file, diagnostics);
    if (text === undefined)
        return undefined;
    const before = diagnostics.errors.length;
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file);
    const scope = diagnostics.scope(file, () => ({ line: 1, column: 1 }));
    const suite = (0,_suite_config_js__WEBPACK_IMPORTED_MODULE_5__/* .suiteContext */ .I)(undefined, dir, project, scope, overrides);
    const tasks = await loadJsonlTasks(file, text, suite, diagnostics);
    if (!tasks.length && diagnostics.errors.length === before) {
        diagnostics.fileError(file, 'no tests in this file');
    }
    checkUniqueIds(tasks, diagnostics);
    if (diagnostics.errors.length > before)
        return undefined;
    return {
        name: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(file, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(file)),
        file,
        dir,
        hash: hashOf(dir, [[file, text]]),
        config: suite.config,
        graders: [],
        tasks,
        metrics: [],
    };
}
/** One test per line; blank lines are skipped; bad JSON is named by its line. */
async function loadJsonlTasks(file, text, suite, diagnostics) {
    const tasks = [];
    const lines = text.split(/\r?\n/);
    for (const [index, line] of lines.entries()) {
        if (!line.trim())
            continue;
        let data;
        try {
            data = JSON.parse(line);
        }
        catch (error) {
            const message = error.message;
            const column = Number(/position (\d+)/.exec(message)?.[1] ?? 0) + 1;
            const reason = message
                .replace(/ in JSON at position \d+.*$/, '')
                .replace(/ \(line \d+ column \d+\)$/, '');
            diagnostics.errors.push({
                file,
                line: index + 1,
                column,
                path: '',
                message: `invalid JSON: ${reason}`,
            });
            continue;
        }
        const scope = diagnostics.scope(file, (0,_diagnostics_positions_js__WEBPACK_IMPORTED_MODULE_6__/* .jsonLineLocator */ .nD)(line, index));
        const result = await (0,_schema_re2_check_js__WEBPACK_IMPORTED_MODULE_7__/* .parseChecked */ .l)(_yao_jsonl_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonlTest */ .rz, data);
        if (!result.success) {
            scope.issues(result.error.issues, data);
            continue;
        }
        const task = (0,_yao_map_jsonl_js__WEBPACK_IMPORTED_MODULE_3__/* .mapJsonlTest */ .tq)(result.data, scope, suite);
        // Yao's skip: the test is reported skipped, never run (Yao lists it as skipped too).
        tasks.push(result.data.skip ? { ...task, skip: true } : task);
    }
    return tasks;
}
function checkUniqueIds(tasks, diagnostics) {
    const first = new Map();
    for (const task of tasks) {
        const earlier = first.get(task.id);
        if (!earlier) {
            first.set(task.id, task);
            continue;
        }
        const where = `${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(task.source.file), earlier.source.file) || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(earlier.source.file)}:${earlier.source.line}`;
        diagnostics.errors.push({
            ...task.source,
            path: 'id',
            message: `duplicate task id '${task.id}' (first defined at ${where})`,
        });
    }
}
function read(file, diagnostics) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8');
    }
    catch (error) {
        diagnostics.fileError(file, `cannot read: ${error.code ?? String(error)}`);
        return undefined;
    }
}
/** sha256 over the suite file and every task file, by path relative to the suite. */
function hashOf(dir, contents) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const under = pathUnder(dir);
    for (const [file, text] of contents)
        hash.update(`${under(file)}\0${text}\0`);
    return hash.digest('hex');
}
/** A plain path segment: not empty, not `.` or `..`. */
const ODD_SEGMENT = /(^|\/)\.{0,2}(\/|$)/;
/**
 * relative(dir, file), without resolving both paths for each file (most of a 400-task suite's
 * hashing): a normalized absolute file under a normalized absolute dir is its remainder.
 */
function pathUnder(dir) {
    const plain = node_path__WEBPACK_IMPORTED_MODULE_2__.sep === '/' && (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(dir) && (0,node_path__WEBPACK_IMPORTED_MODULE_2__.normalize)(dir) === dir && dir !== '/';
    const prefix = `${dir}/`;
    return (file) => {
        if (plain && file.startsWith(prefix)) {
            const rest = file.slice(prefix.length);
            if (!ODD_SEGMENT.test(rest))
                return rest;
        }
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(dir, file);
    };
}


/***/ }),

/***/ 2900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rB: () => (/* reexport */ diagnostics_diagnostics/* formatSpecError */.rB),
  _k: () => (/* binding */ loadSuites),
  _F: () => (/* reexport */ diagnostics_diagnostics/* warningLines */._F)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/suites/diagnostics/diagnostics.ts
var diagnostics_diagnostics = __webpack_require__(994);
// EXTERNAL MODULE: ./src/suites/discover.ts + 1 modules
var discover = __webpack_require__(2204);
// EXTERNAL MODULE: ./src/suites/load-suite.ts
var load_suite = __webpack_require__(5636);
// EXTERNAL MODULE: ./src/suites/model.ts
var model = __webpack_require__(3148);
// EXTERNAL MODULE: ./src/suites/project-file.ts
var project_file = __webpack_require__(1263);
// EXTERNAL MODULE: ./src/shared/yaml.ts
var yaml = __webpack_require__(4094);
;// CONCATENATED MODULE: ./src/suites/self-grading.ts

/** The models a task's LLM judges run on: their own, else the task's judge model. */
function judgeModelsOf(suite, task) {
    const models = new Set();
    for (const g of [...suite.graders, ...(0,model/* taskGraders */.SM)(task)]) {
        // The pairwise judge compares the agent's conversations: the same bias, twice over.
        if (g.type !== 'prompt' && g.type !== 'pairwise')
            continue;
        const own = g.config.model ?? g.model;
        const model = own ?? task.models.judge;
        if (model)
            models.add(model);
    }
    const assertions = [
        ...task.assertions,
        ...task.checkpoints.map((c) => c.assertion),
        ...(task.plan.kind === 'turns' ? task.plan.turns.flatMap((t) => t.assertions) : []),
    ];
    for (const a of assertions) {
        if (a.type !== 'agent')
            continue;
        const model = a.use ?? task.models.judge;
        if (model)
            models.add(model);
    }
    return [...models];
}
const WHY = 'a model tends to find its own answers clear and its own output good, so the test may be easier than intended; use a model of another family';
function warnSelfGrading(suites, diagnostics) {
    for (const suite of suites) {
        const responder = new Map();
        const judge = new Map();
        for (const task of suite.tasks) {
            const agent = task.models.agent;
            // The mock agent runs no model: nothing can grade itself.
            if (!agent || task.agent.executor === 'mock')
                continue;
            if (task.models.responder === agent)
                responder.set(agent, (responder.get(agent) ?? 0) + 1);
            if (judgeModelsOf(suite, task).includes(agent))
                judge.set(agent, (judge.get(agent) ?? 0) + 1);
        }
        const warn = (path, message) => diagnostics.warnings.push({ file: suite.file, line: 0, column: 0, path, message });
        for (const [model, n] of responder) {
            warn('responder', `the LLM responder plays the user with the agent's own model ${model} (${n} task${n === 1 ? '' : 's'}): ${WHY} (inputs.responder.model, --responder-model or the responder-model input)`);
        }
        for (const [model, n] of judge) {
            warn('judge', `the LLM judge grades the agent with the agent's own model ${model} (${n} task${n === 1 ? '' : 's'}): ${WHY} (the grader's model, config.judge_model, --judge-model or the judge-model input)`);
        }
    }
}

;// CONCATENATED MODULE: ./src/suites/load.ts
// Entry point of suite loading: finds the suites a command names, loads and validates them, and
// returns every error (file, line, column, field path, message) instead of throwing.









/**
 * paths: eval.yaml files, directories (searched for eval.yaml), or standalone *.jsonl files;
 * [] = the project config's `evals` globs, else evals/**\/eval.yaml. A suite with any error is
 * left out of `suites`. Never throws for user errors.
 */
async function loadSuites(paths, options = {}) {
    const cwd = (0,external_node_path_.resolve)(options.cwd ?? process.cwd());
    const diagnostics = new diagnostics_diagnostics/* Diagnostics */.rE();
    const projectFile = (0,project_file/* findProjectFile */.f$)(cwd);
    // eval.yaml and task files load it themselves, only for a file that is not plain YAML
    // (diagnostics/positions.ts readYaml).
    if (projectFile)
        await (0,yaml/* loadYaml */.y)();
    // Dynamic: the project schema (with the prices table) loads only when there is a project file.
    const project = projectFile
        ? (await __webpack_require__.e(/* import() */ 692).then(__webpack_require__.bind(__webpack_require__, 692))).loadProject(cwd, diagnostics, projectFile)
        : (0,project_file/* noProject */.Zv)();
    const targets = await (0,discover/* findTargets */.q)(paths, cwd, project, diagnostics);
    const suites = [];
    for (const target of targets) {
        // An eval.yaml brings its trigger_tests.yaml as a second suite. Dynamic: waza's schemas
        // and mapping load only when the job has an eval.yaml.
        const loaded = target.kind === 'jsonl'
            ? [await (0,load_suite/* loadJsonlSuite */.vI)(target.file, project, diagnostics, options.overrides)]
            : await (await Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(7480), __webpack_require__.e(9796)]).then(__webpack_require__.bind(__webpack_require__, 9796))).loadEvalSuite(target.file, project, diagnostics, options.overrides);
        for (const suite of loaded) {
            if (!suite)
                continue;
            // Results, baselines and the PR comment are keyed by suite name.
            const same = suites.find((s) => s.name === suite.name);
            if (same) {
                const where = (0,external_node_path_.relative)(cwd, same.file) || same.file;
                diagnostics.fileError(suite.file, `duplicate suite name '${suite.name}' (also ${where})`);
            }
            else {
                suites.push(suite);
            }
        }
    }
    // Dynamic: the grader checks load only when a suite has a grader (JSONL tests seldom do).
    if (suites.some((s) => s.graders.length || s.tasks.some((t) => (0,model/* taskGraders */.SM)(t).length)))
        await (await Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(3441)]).then(__webpack_require__.bind(__webpack_require__, 3441))).checkGraders(suites, cwd, diagnostics);
    warnSelfGrading(suites, diagnostics);
    if (project.quarantine?.length) {
        const { applyQuarantine } = await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(809)]).then(__webpack_require__.bind(__webpack_require__, 809));
        applyQuarantine(suites, project.quarantine, diagnostics, paths.length > 0);
    }
    for (const suite of suites) {
        for (const task of suite.tasks) {
            const warn = (message) => {
                const { file, line, column } = task.source;
                diagnostics.warnings.push({ file, line, column, path: task.id, message });
            };
            if (expectsWazaMockReply(task)) {
                warn("expects waza's mock reply ('Mock response for: <prompt>'); Parley's mock agent answers '(mock) <input>' unless inputs.mock gives its replies");
            }
            if (!checksSomething(suite, task)) {
                warn('nothing checks this task (no graders, expected, assertions or checkpoints): every run that ends normally passes');
            }
        }
    }
    const order = (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
    return {
        suites,
        errors: diagnostics.errors.sort(order),
        warnings: diagnostics.warnings,
        project,
    };
}
/**
 * Whether the paths may lead to YAML: an eval.yaml (a directory or the default globs find them),
 * anything but JSONL files. Only a job of JSONL files alone, without a project file, goes without
 * the parser.
 */
/** A task with no grader, expectation, assertion or checkpoint would pass whatever the agent did. */
function checksSomething(suite, task) {
    const e = task.expected;
    const expects = e.outputContains.length +
        e.outputNotContains.length +
        e.outputContainsAny.length +
        e.matches.length +
        e.outcomes.length >
        0 || e.behavior !== undefined;
    const turnAssertions = task.plan.kind === 'turns' && task.plan.turns.some((t) => t.assertions.length > 0);
    return (
    // A pairwise grader compares two runs (skill lift) and checks none of them.
    [...suite.graders, ...task.graders].some((g) => !(0,model/* isPairGrader */.cG)(g)) ||
        expects ||
        task.assertions.length > 0 ||
        task.checkpoints.length > 0 ||
        (task.turnCheckpoints?.length ?? 0) > 0 ||
        turnAssertions);
}
/** A mock-agent task whose expectations were written for waza's mock reply. */
function expectsWazaMockReply(task) {
    if (task.agent.executor !== 'mock' || task.mock.length)
        return false;
    const e = task.expected;
    return [...e.outputContains, ...e.outputContainsAny, ...e.matches].some((s) => /mock response/i.test(s));
}


/***/ }),

/***/ 7265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ mapAssertions),
/* harmony export */   Hd: () => (/* binding */ mapMockReply),
/* harmony export */   NV: () => (/* binding */ mapCheckpoint),
/* harmony export */   cq: () => (/* binding */ mergeTools),
/* harmony export */   r8: () => (/* binding */ mapTool),
/* harmony export */   ve: () => (/* binding */ inWorkspace),
/* harmony export */   yX: () => (/* binding */ mapAgent)
/* harmony export */ });
/* unused harmony export mapAssertion */
/* harmony import */ var _shared_empty_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3072);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


function mapAssertion(a, source) {
    let value = a.value;
    if (a.type === 'regex' && a.pattern !== undefined)
        value = a.pattern;
    if (a.type === 'tool_called' && a.name !== undefined) {
        value = a.arguments ? { name: a.name, arguments: a.arguments } : a.name;
    }
    const options = a.options || a.metadata ? { ...(a.options ?? {}) } : (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .empty */ .I)();
    if (a.metadata)
        options.metadata = { ...options.metadata, ...a.metadata };
    return {
        type: a.type,
        ...(value !== undefined ? { value } : {}),
        ...(a.path !== undefined || (a.type === 'tool_result' && a.name !== undefined)
            ? { path: a.path ?? a.name }
            : {}),
        ...(a.script !== undefined ? { script: a.script } : {}),
        ...(a.use !== undefined ? { use: a.use } : {}),
        negate: a.negate ?? false,
        ...(a.message !== undefined ? { message: a.message } : {}),
        options,
        ...(source ? { source } : {}),
    };
}
/** `assertions` or Yao's `assert` (one or a list), with each assertion's position. */
function mapAssertions(assertions, assert, locate, path) {
    if (assertions)
        return assertions.map((a, i) => mapAssertion(a, locate([...path, 'assertions', i])));
    if (assert === undefined)
        return [];
    if (!Array.isArray(assert))
        return [mapAssertion(assert, locate([...path, 'assert']))];
    return assert.map((a, i) => mapAssertion(a, locate([...path, 'assert', i])));
}
function mapCheckpoint(c, source) {
    return {
        id: c.id,
        ...(c.description !== undefined ? { description: c.description } : {}),
        assertion: mapAssertion((c.assertion ?? c.assert), source),
        after: c.after ?? [],
        required: c.required ?? true,
    };
}
function mapAgent(a) {
    if (!a)
        return {};
    const out = {
        command: a.command,
        args: a.args,
        env: a.env,
        permissions: a.permissions,
        fs: a.fs === undefined
            ? undefined
            : typeof a.fs === 'boolean'
                ? { readTextFile: a.fs, writeTextFile: a.fs }
                : {
                    readTextFile: a.fs.read_text_file ?? true,
                    writeTextFile: a.fs.write_text_file ?? true,
                },
        usage: a.usage,
        url: a.url,
        method: a.method,
        headers: a.headers,
        body: a.body,
        responsePath: a.response_path,
        sessionPath: a.session_path,
        toolCallsPath: a.tool_calls_path,
        maxIterations: a.max_iterations,
        temperature: a.temperature,
        tools: a.tools === 'none' ? [] : a.tools,
    };
    for (const key of Object.keys(out)) {
        if (out[key] === undefined)
            delete out[key];
    }
    return out;
}
function mapTool(t) {
    return {
        name: t.name,
        ...(t.description !== undefined ? { description: t.description } : {}),
        ...(t.parameters !== undefined ? { parameters: t.parameters } : {}),
        ...(t.result !== undefined ? { result: t.result } : {}),
        ...(t.results !== undefined
            ? { results: t.results.map((r) => ({ when: r.when, result: r.result })) }
            : {}),
    };
}
/** Suite tools, then the task's; a task tool of the same name wins. */
function mergeTools(suite, task) {
    if (task.length === 0)
        return suite.length === 0 ? (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)() : suite;
    const names = new Set(task.map((t) => t.name));
    return [...suite.filter((t) => !names.has(t.name)), ...task];
}
function mapMockReply(reply) {
    if (typeof reply === 'string')
        return { text: reply, toolCalls: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)(), files: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .empty */ .I)() };
    return {
        text: reply.text ?? '',
        toolCalls: (reply.tool_calls ?? []).map((c) => ({
            name: c.name,
            arguments: c.arguments ?? {},
            ...(c.result !== undefined ? { result: c.result } : {}),
            ...(c.success !== undefined ? { success: c.success } : {}),
        })),
        files: reply.files ?? {},
        ...(reply.first_event_delay_ms !== undefined
            ? { firstEventDelayMs: reply.first_event_delay_ms }
            : {}),
        ...(reply.delay_ms !== undefined ? { delayMs: reply.delay_ms } : {}),
        ...(reply.error !== undefined ? { error: reply.error } : {}),
        ...(reply.hang !== undefined ? { hang: reply.hang } : {}),
        ...(reply.asks !== undefined ? { asks: reply.asks } : {}),
    };
}
/** A file read from the suite's folder keeps its path from there; one from elsewhere its name. */
function inWorkspace(source, suiteDir) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(suiteDir, source);
    const inside = path !== '' && !path.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path);
    return { source, path: inside ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(source) };
}


/***/ }),

/***/ 3148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SM: () => (/* binding */ taskGraders),
/* harmony export */   cG: () => (/* binding */ isPairGrader),
/* harmony export */   cV: () => (/* binding */ NO_EXPECTATIONS)
/* harmony export */ });
/* unused harmony export PAIR_GRADER_TYPES */
/* harmony import */ var _shared_empty_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3072);
// The internal model every loader produces and everything else consumes: suites -> tasks ->
// conversation plan, graders, expectations. Waza YAML and Yao JSONL both map onto it, so the
// engine, agents and graders never look at a file format. Paths in it are absolute.

/** A task's graders and its waza checkpoints' graders: what load-time checks look at. */
function taskGraders(task) {
    return [...task.graders, ...(task.turnCheckpoints ?? []).flatMap((c) => c.graders)];
}
/**
 * Grader types that judge a pair of runs (skill lift's with and without arms), not one run: the
 * per-run grading skips them and records nothing for them (job/pairwise-step.ts runs them).
 */
const PAIR_GRADER_TYPES = ['pairwise'];
const isPairGrader = (spec) => PAIR_GRADER_TYPES.includes(spec.type);
/** No expectations at all: one shared, frozen value (JSONL tests, waza checkpoints' grading). */
const NO_EXPECTATIONS = Object.freeze({
    outputContains: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)(),
    outputNotContains: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)(),
    outputContainsAny: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)(),
    matches: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)(),
    outcomes: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)(),
});


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

/***/ 4465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ parseChecked)
/* harmony export */ });
/* harmony import */ var _pattern_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6170);


/** schema.safeParse(data) with its RE2 patterns checked; re2js loads at the first pattern. */
async function parseChecked(schema, data) {
    if (!(0,_pattern_check_js__WEBPACK_IMPORTED_MODULE_0__/* .hasPatternCheck */ .LB)()) {
        const first = (0,_pattern_check_js__WEBPACK_IMPORTED_MODULE_0__/* .deferringPatterns */ .cG)(() => schema.safeParse(data));
        if (!first.noted)
            return first.result;
        (0,_pattern_check_js__WEBPACK_IMPORTED_MODULE_0__/* .usePatternCheck */ .ws)((await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(2606)]).then(__webpack_require__.bind(__webpack_require__, 2606))).checkRe2);
    }
    return schema.safeParse(data);
}


/***/ }),

/***/ 8248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ suiteContext)
/* harmony export */ });
/* unused harmony exports DEFAULT_TIMEOUT_SECONDS, DEFAULT_EXECUTOR, mapConfig */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _agent_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4755);
/* harmony import */ var _map_common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7265);
// A suite's settings and the context its tasks are mapped in: eval.yaml `config`, or none for a
// JSONL file given on its own; project defaults fill what the suite leaves out.



const DEFAULT_TIMEOUT_SECONDS = 300;
const DEFAULT_EXECUTOR = 'openai';
/** The context every task of a suite is mapped in (suites/task-agent.ts). */
function suiteContext(raw, dir, project, scope, overrides, skill) {
    return {
        dir,
        config: mapConfig(raw, dir, project, scope, overrides),
        ...(skill !== undefined ? { skill } : {}),
        project,
        overrides,
        writtenExecutor: writtenExecutor(raw, project),
        scope,
        agentPath: raw?.agent
            ? ['config', 'agent']
            : raw?.executor
                ? ['config', 'executor']
                : raw
                    ? ['config']
                    : [],
        reported: new Set(),
    };
}
const writtenExecutor = (raw, project) => raw?.executor ?? project.defaults.executor ?? DEFAULT_EXECUTOR;
function mapConfig(raw, dir, project, scope, overrides = {}) {
    const c = raw ?? {};
    const d = project.defaults;
    const written = writtenExecutor(raw, project);
    const agent = (0,_map_common_js__WEBPACK_IMPORTED_MODULE_2__/* .mapAgent */ .yX)(c.agent);
    // Settings of another executor than the suite's own are a mistake (an acp suite with a url),
    // not something to ignore. An --executor override does not make them one.
    for (const key of (0,_agent_config_js__WEBPACK_IMPORTED_MODULE_1__/* .foreignSettings */ .UA)(written, agent)) {
        scope.error(['config', 'agent', key], `is not a setting of executor ${written} (${(0,_agent_config_js__WEBPACK_IMPORTED_MODULE_1__/* .settingsOf */ .f5)(written)})`);
    }
    const executor = overrides.executor ?? written;
    const model = overrides.model ?? c.model ?? d.model;
    const judgeModel = overrides.judgeModel ?? c.judge_model ?? d.judgeModel;
    return {
        trialsPerTask: c.trials_per_task ?? d.trialsPerTask ?? 1,
        timeoutSeconds: overrides.timeoutSeconds ?? c.timeout_seconds ?? d.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
        firstEventTimeoutSeconds: c.first_event_timeout_seconds ?? 0,
        ...(c.on_missing_input !== undefined ? { onMissingInput: c.on_missing_input } : {}),
        parallel: c.parallel ?? false,
        workers: c.workers ?? d.workers ?? 0,
        ...(model !== undefined ? { model } : {}),
        executor,
        ...(judgeModel !== undefined ? { judgeModel } : {}),
        maxAttempts: c.max_attempts ?? 1,
        ...(c.group_by !== undefined ? { groupBy: c.group_by } : {}),
        failFast: c.fail_fast ?? false,
        ...skillSettings(c, dir),
        instructionFiles: (c.instruction_files ?? []).map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(dir, p)),
        injectSkillBody: c.inject_skill_body ?? true,
        mcpServers: mcpServers(c.mcp_servers, scope.child(['config', 'mcp_servers'])),
        agent,
        tools: (c.tools ?? []).map(_map_common_js__WEBPACK_IMPORTED_MODULE_2__/* .mapTool */ .r8),
    };
}
/**
 * The skill folders as waza's runner takes them (spec.go, FilteredSkillPaths, AllSkillsDisabled):
 * a `disabled_skills` entry drops the `skill_directories` entry written so or of that folder name;
 * `disabled_skills: ["*"]` or `skill_directories: [none]` is no skill at all, the target's
 * neither, and no required_skills check (runner.go, validateRequiredSkills).
 */
function skillSettings(c, dir) {
    const written = c.skill_directories ?? [];
    const disabled = c.disabled_skills ?? [];
    const off = disabled.includes('*') || written.includes('none');
    const kept = written.filter((p) => !disabled.includes(p) && !disabled.includes((0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(p)));
    return {
        skillDirectories: off ? [] : kept.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(dir, p)),
        requiredSkills: off ? [] : (c.required_skills ?? []),
        disabledSkills: off ? ['*'] : disabled,
    };
}
function mcpServers(raw, scope) {
    if (!raw)
        return [];
    const entries = Array.isArray(raw)
        ? raw.map((s, i) => [s.name, s, i])
        : Object.entries(raw).map(([name, s]) => [name, s, name]);
    return entries.flatMap(([name, s, key]) => {
        if (!name) {
            scope.error([key, 'name'], 'is required');
            return [];
        }
        return [
            {
                name,
                ...(s.command !== undefined ? { command: s.command } : {}),
                args: s.args ?? [],
                env: s.env ?? {},
                ...(s.url !== undefined ? { url: s.url } : {}),
                headers: s.headers ?? {},
            },
        ];
    });
}


/***/ }),

/***/ 6232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ taskAgent),
/* harmony export */   a: () => (/* binding */ taskModels)
/* harmony export */ });
/* harmony import */ var _agent_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4755);
/* harmony import */ var _map_common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7265);
// A task's executor, agent settings and models, resolved once at load from the suite's config,
// the task's own settings and the run's overrides (--executor, --model, ...; the action's
// inputs). Nothing downstream re-derives them: the engine, preflight and the adapters read
// `task.agent` and `task.models` as they are.


/** Stands in for a task whose agent has an error: the suite is not run, only reported. */
const UNUSABLE = { executor: 'mock' };
function taskAgent(suite, raw, scope) {
    const own = (0,_map_common_js__WEBPACK_IMPORTED_MODULE_1__/* .mapAgent */ .yX)(raw.agent);
    const written = raw.executor ?? suite.writtenExecutor;
    for (const key of (0,_agent_config_js__WEBPACK_IMPORTED_MODULE_0__/* .foreignSettings */ .UA)(written, own)) {
        scope.error(['agent', key], `is not a setting of executor ${written} (${(0,_agent_config_js__WEBPACK_IMPORTED_MODULE_0__/* .settingsOf */ .f5)(written)})`);
    }
    const settings = { ...suite.config.agent, ...own };
    if (raw.environment)
        settings.env = { ...settings.env, ...raw.environment };
    const executor = suite.overrides.executor ?? written;
    const resolved = (0,_agent_config_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveAgent */ .cT)(executor, settings);
    if ('config' in resolved)
        return resolved.config;
    const setting = `config.agent.${resolved.missing}`;
    if (suite.overrides.executor) {
        report(suite, `executor ${executor} (from --executor or the action's executor input) needs ${setting}`);
    }
    else if (raw.executor || raw.agent) {
        scope.error([raw.agent ? 'agent' : 'executor'], `executor ${executor} needs ${resolved.missing}: set agent.${resolved.missing} here or ${setting} in the suite`);
    }
    else {
        report(suite, `executor ${executor} needs ${setting}`);
    }
    return UNUSABLE;
}
/** One message per suite, where its agent settings are (or would be) written. */
function report(suite, message) {
    if (suite.reported.has(message))
        return;
    suite.reported.add(message);
    suite.scope.error(suite.agentPath, message);
}
/** The one place model precedence is decided (DESIGN "Formats"; README "LLM endpoints"). */
function taskModels(suite, plan) {
    const agent = suite.config.model?.trim() || undefined;
    const responder = plan.kind === 'responder' && !plan.responder.rules
        ? plan.responder.model?.trim() ||
            suite.overrides.responderModel ||
            suite.project.defaults.responderModel ||
            agent
        : undefined;
    const judge = suite.config.judgeModel?.trim() || agent;
    return {
        ...(agent ? { agent } : {}),
        ...(responder ? { responder } : {}),
        ...(judge ? { judge } : {}),
    };
}


/***/ }),

/***/ 6463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ isYaoAgentId),
/* harmony export */   v: () => (/* binding */ isYaoProcess)
/* harmony export */ });
// Yao names that are not what Parley would read them as: agent ids (not model names) and process
// ids (not shell commands).
/** A Yao agent id (`workers.test.user-sim`, `agents:tests.validator-agent`), not a model name. */
function isYaoAgentId(use) {
    return /^agents?:/.test(use) || /^[a-z_]+(\.[a-z_][\w-]*)+$/i.test(use);
}
/** A Yao process id (`scripts.tests.check.Validate`, `scripts:...`), not a shell command. */
function isYaoProcess(script) {
    return /^(scripts|plugins|models|flows|services|studio|utils|agents|widgets|stores|yao)[.:][\w.:-]+$/.test(script);
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


/***/ }),

/***/ 1746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wh: () => (/* binding */ SIMULATOR_WITHOUT_CHECKPOINTS),
  tq: () => (/* binding */ mapJsonlTest)
});

// UNUSED EXPORTS: DEFAULT_MAX_TURNS, briefOf

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/suites/map-common.ts
var map_common = __webpack_require__(7265);
// EXTERNAL MODULE: ./src/suites/task-agent.ts
var task_agent = __webpack_require__(6232);
// EXTERNAL MODULE: ./src/suites/model.ts
var model = __webpack_require__(3148);
// EXTERNAL MODULE: ./src/shared/empty.ts
var empty = __webpack_require__(3072);
// EXTERNAL MODULE: ./src/suites/yao/ids.ts
var ids = __webpack_require__(6463);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(9444);
;// CONCATENATED MODULE: ./src/suites/yao/media-magic.ts
// What a media file's first bytes must be for the type its name (or a data URL, or an audio
// format) declares: a test's `receipt.png` that is really a text file (a link to .git/config, a
// token file renamed) is refused at load instead of going to the model as an image.
const ascii = (text) => [...text].map((c) => c.charCodeAt(0));
/** Per type: byte patterns, one of which must match (null = any byte there). */
const SIGNATURES = new Map([
    ['image/png', [[0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]]],
    ['image/jpeg', [[0xff, 0xd8, 0xff]]],
    ['image/gif', [ascii('GIF87a'), ascii('GIF89a')]],
    ['image/webp', [[...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]]],
    ['image/bmp', [ascii('BM')]],
    ['audio/wav', [[...ascii('RIFF'), null, null, null, null, ...ascii('WAVE')]]],
    ['audio/flac', [ascii('fLaC')]],
    ['audio/ogg', [ascii('OggS')]],
    ['audio/mp4', [[null, null, null, null, ...ascii('ftyp')]]],
]);
/** The name of what the bytes are said to be, for the error. */
const NAMES = new Map([
    ['image/png', 'PNG'],
    ['image/jpeg', 'JPEG'],
    ['image/gif', 'GIF'],
    ['image/webp', 'WEBP'],
    ['image/bmp', 'BMP'],
    ['audio/wav', 'WAV'],
    ['audio/mpeg', 'MP3'],
    ['audio/flac', 'FLAC'],
    ['audio/ogg', 'Ogg'],
    ['audio/mp4', 'M4A'],
]);
/** The bytes needed to check any signature. */
const MAGIC_BYTES = 12;
const matches = (bytes, pattern) => bytes.length >= pattern.length && pattern.every((b, i) => b === null || bytes[i] === b);
/** MP3: an ID3 tag, or an MPEG audio frame's sync bits. */
const isMp3 = (bytes) => matches(bytes, ascii('ID3')) ||
    (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0);
/**
 * Why `bytes` (the file's first MAGIC_BYTES or more) are not of `mimeType`; undefined when they
 * are, or when Parley knows no signature for the type (another image/* of a data URL).
 */
function magicMismatch(mimeType, bytes) {
    const name = NAMES.get(mimeType);
    if (!name)
        return undefined;
    const ok = mimeType === 'audio/mpeg'
        ? isMp3(bytes)
        : SIGNATURES.get(mimeType).some((p) => matches(bytes, p));
    return ok
        ? undefined
        : `its bytes are not ${name} (${mimeType}), whose type its name or format declares`;
}

;// CONCATENATED MODULE: ./src/suites/yao/media.ts
// Yao's image, image_url and audio input parts (agent/test/input.go): a local file
// (`source: "file://..."`, relative to the JSONL file), a URL, or inline base64. They are read and
// bounded at load, and refused there with file:line where they cannot reach the agent: unknown
// part types, files outside the project, an executor that takes no pictures or sound.





/** One picture or sound: what a model API takes at most, far above a test's receipt photo. */
const MAX_MEDIA_BYTES = 8 * 1024 * 1024;
/** All the media of one test together. */
const MAX_TEST_MEDIA_BYTES = 16 * 1024 * 1024;
// Looked up by own key only (typeOf): a name like `x.constructor` or an audio format `toString`
// is no type.
const IMAGE_TYPES = {
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.png': 'image/png',
    '.gif': 'image/gif',
    '.webp': 'image/webp',
    '.bmp': 'image/bmp',
};
const AUDIO_TYPES = {
    '.wav': 'audio/wav',
    '.mp3': 'audio/mpeg',
    '.flac': 'audio/flac',
    '.ogg': 'audio/ogg',
    '.m4a': 'audio/mp4',
};
const AUDIO_FORMAT_TYPES = Object.fromEntries(Object.entries(AUDIO_TYPES).map(([ext, mime]) => [ext.slice(1), mime]));
const typeOf = (types, key) => Object.hasOwn(types, key) ? types[key] : undefined;
/** A path with a `.git` folder in it: a checkout's credentials and config, never a test's input. */
const inGit = (path) => path.split(/[\\/]/).includes('.git');
/** The media of one content part, or undefined for text (and a refused part, said). */
function mediaOfPart(part, path, context) {
    const type = typeof part.type === 'string' ? part.type : undefined;
    const { scope } = context;
    const where = scope.locate(path);
    const at = `${(0,external_node_path_.relative)(process.cwd(), where.file) || where.file}:${where.line}`;
    if (type === undefined || type === 'text')
        return undefined;
    if (type === 'image' || type === 'image_url') {
        const source = typeof part.source === 'string' ? part.source : undefined;
        if (type === 'image' && source?.startsWith('file://')) {
            return fromFile(source, 'image', path, at, context);
        }
        const holder = type === 'image_url' ? part.image_url : part;
        const url = holder && typeof holder === 'object' ? holder.url : undefined;
        if (typeof url !== 'string' || url === '') {
            scope.error([...path, type === 'image_url' ? 'image_url' : 'source'], type === 'image_url'
                ? 'expected image_url: {url}'
                : 'expected source: "file://<path>" or url');
            return undefined;
        }
        return fromUrl(url, path, at, context);
    }
    if (type === 'audio' || type === 'input_audio') {
        const source = typeof part.source === 'string' ? part.source : undefined;
        if (source?.startsWith('file://'))
            return fromFile(source, 'audio', path, at, context);
        const inner = (part.input_audio && typeof part.input_audio === 'object' ? part.input_audio : part);
        const data = inner.data;
        const format = typeof inner.format === 'string' ? inner.format.toLowerCase() : '';
        if (typeof data !== 'string' || data === '') {
            scope.error(path, 'an audio part needs source: "file://<path>", data or input_audio.data');
            return undefined;
        }
        const mimeType = typeOf(AUDIO_FORMAT_TYPES, format);
        if (!mimeType) {
            scope.error([...path, 'format'], `expected an audio format (${Object.keys(AUDIO_FORMAT_TYPES).join(', ')})`);
            return undefined;
        }
        return inline('audio', mimeType, data, format, path, at, context);
    }
    scope.error([...path, 'type'], `content part type '${type}' is not supported: Parley sends text, image, image_url and audio parts (refused rather than dropped)`);
    return undefined;
}
function fromFile(source, kind, path, at, context) {
    const { scope } = context;
    const name = source.slice('file://'.length);
    const ext = (0,external_node_path_.extname)(name).toLowerCase();
    const mimeType = typeOf(kind === 'image' ? IMAGE_TYPES : AUDIO_TYPES, ext);
    if (!mimeType) {
        scope.error([...path, 'source'], `expected a ${kind} file (${Object.keys(kind === 'image' ? IMAGE_TYPES : AUDIO_TYPES).join(', ')}), got '${name}'`);
        return undefined;
    }
    const file = (0,external_node_path_.isAbsolute)(name) ? name : (0,external_node_path_.resolve)((0,external_node_path_.dirname)(context.file), name);
    const outside = (at) => !context.roots.some((root) => inside(at, root));
    // The path as written, then where its links lead: neither may leave the project.
    let real = file;
    if (!outside(file)) {
        try {
            real = (0,external_node_fs_.realpathSync)(file);
        }
        catch {
            scope.error([...path, 'source'], `not found: ${name}`);
            return undefined;
        }
    }
    if (outside(file) || outside(real)) {
        scope.error([...path, 'source'], `${name} is outside the project: a test reads only files under the project root or its suite's folder`);
        return undefined;
    }
    if (inGit(file) || inGit(real)) {
        scope.error([...path, 'source'], `${name} is inside a .git directory${real !== file ? ` (it leads to ${(0,external_node_path_.relative)((0,external_node_path_.dirname)(file), real)})` : ''}: a test never sends a repository's own files`);
        return undefined;
    }
    let bytes;
    try {
        bytes = (0,read_file/* readRegularFile */.X)(real, MAX_MEDIA_BYTES);
    }
    catch (error) {
        const reason = error instanceof read_file/* FileReadError */.t ? error.reason : String(error);
        scope.error([...path, 'source'], `${name}: ${reason}`);
        return undefined;
    }
    const mismatch = magicMismatch(mimeType, bytes.subarray(0, MAGIC_BYTES));
    if (mismatch) {
        scope.error([...path, 'source'], `${name}: ${mismatch}`);
        return undefined;
    }
    return checked({
        kind,
        mimeType,
        ...(kind === 'audio' ? { format: ext.slice(1) } : {}),
        data: bytes.toString('base64'),
        bytes: bytes.length,
        sha256: (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex'),
        label: name,
        where: at,
    }, path, context);
}
function fromUrl(url, path, at, context) {
    const data = /^data:(image\/[a-z0-9.+-]+);base64,(.*)$/is.exec(url);
    if (data)
        return inline('image', data[1].toLowerCase(), data[2], undefined, path, at, context);
    if (/^file:\/\//i.test(url)) {
        // Yao hands such a URL to the model as it is, unread; no model can open it.
        context.scope.error(path, 'an image URL with file:// is not read (Yao passes it to the model unread): write the picture as {"type": "image", "source": "file://<path>"}, or give an http(s) or data:image/...;base64 URL');
        return undefined;
    }
    if (!/^https?:\/\//i.test(url)) {
        context.scope.error(path, 'expected an http(s) URL or a data:image/...;base64 URL (a file: {"type": "image", "source": "file://<path>"})');
        return undefined;
    }
    // An ACP image block carries its bytes; Parley fetches nothing on the agent's behalf.
    if (context.executor === 'acp') {
        context.scope.error(path, 'an image by URL cannot be sent to an ACP agent (ACP image blocks carry the image itself): use source: "file://<path>"');
        return undefined;
    }
    return checked({ kind: 'image', mimeType: '', url, bytes: 0, label: url.slice(0, 200), where: at }, path, context);
}
function inline(kind, mimeType, base64, format, path, at, context) {
    const data = base64.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) {
        context.scope.error(path, `the inline ${kind} is not base64`);
        return undefined;
    }
    const bytes = Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
    const mismatch = magicMismatch(mimeType, Buffer.from(data.slice(0, 16), 'base64'));
    if (mismatch) {
        context.scope.error(path, `the inline ${kind}: ${mismatch}`);
        return undefined;
    }
    if (bytes > MAX_MEDIA_BYTES) {
        context.scope.error(path, `the inline ${kind} is ${bytes} bytes, more than the ${MAX_MEDIA_BYTES} allowed`);
        return undefined;
    }
    return checked({
        kind,
        mimeType,
        ...(format ? { format } : {}),
        data,
        bytes,
        sha256: (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex'),
        label: `inline ${kind}`,
        where: at,
    }, path, context);
}
/** The executor must take it: the http executor sends text only. */
function checked(media, path, context) {
    if (context.executor === 'http') {
        context.scope.error(path, `an ${media.kind} part cannot be sent by the http executor (its body template carries text): use the openai or an acp executor`);
        return undefined;
    }
    // Kept without the bytes of a URL image: there are none.
    return media;
}
/** The test's media stay under the per-test bound. */
function checkTotal(media, scope) {
    const total = media.reduce((sum, m) => sum + m.bytes, 0);
    if (total <= MAX_TEST_MEDIA_BYTES)
        return true;
    scope.error(['input'], `the test's media are ${total} bytes, more than the ${MAX_TEST_MEDIA_BYTES} allowed`);
    return false;
}
/** Inside the root as written or as its links resolve (a checkout under a linked folder). */
function inside(file, root) {
    const within = (base) => {
        const rel = (0,external_node_path_.relative)(base, file);
        return rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel));
    };
    if (within(root))
        return true;
    try {
        return within((0,external_node_fs_.realpathSync)(root));
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/suites/yao/map-jsonl.ts
// One Yao JSONL test -> model Task. `simulator` becomes the LLM responder (`use` its model, or,
// when it names a Yao agent, the configured responder model), the simulator metadata (persona,
// goal, anything else) its brief, `max_turns` (agent turns, the first included; Yao's default 20)
// its cap. `input` may be a message or a conversation history; `expected` is an equals assertion.
// Yao-only fields (before/after hooks, user, team, metadata, Yao process scripts) are warned about.







/** Yao's default max_turns: agent turns, the first one included. */
const DEFAULT_MAX_TURNS = 20;
function mapJsonlTest(t, scope, suite) {
    const locate = (p) => scope.locate(p);
    warnYaoOnly(t, scope);
    const plan = planOf(t, scope);
    const agent = (0,task_agent/* taskAgent */.B)(suite, {}, scope);
    const media = t.input !== undefined ? mediaOf(t.input, scope, suite, agent.executor) : [];
    return {
        id: t.id,
        name: t.name ?? t.id,
        ...(t.description !== undefined ? { description: t.description } : {}),
        tags: t.tags ?? (0,empty/* none */.d)(),
        source: scope.locate([]),
        format: 'jsonl',
        agent,
        models: (0,task_agent/* taskModels */.a)(suite, plan),
        timeoutSeconds: suite.overrides.timeoutSeconds ??
            (t.timeout !== undefined ? seconds(t.timeout) : suite.config.timeoutSeconds),
        firstEventTimeoutSeconds: suite.config.firstEventTimeoutSeconds,
        ...(suite.config.onMissingInput ? { onMissingInput: suite.config.onMissingInput } : {}),
        skillDirectories: suite.config.skillDirectories,
        instructionFiles: suite.config.instructionFiles.map((f) => (0,map_common/* inWorkspace */.ve)(f, suite.dir)),
        prompt: t.input !== undefined ? promptOf(t.input, scope) : t.turns[0].input,
        ...(media.length ? { promptMedia: media } : {}),
        plan,
        files: (0,empty/* none */.d)(),
        repos: (0,empty/* none */.d)(),
        tools: (0,map_common/* mergeTools */.cq)(suite.config.tools, (t.tools ?? []).map(map_common/* mapTool */.r8)),
        mock: t.mock ? t.mock.map(map_common/* mapMockReply */.Hd) : (0,empty/* none */.d)(),
        // A JSONL test has no `expected` block of Parley's.
        expected: model/* NO_EXPECTATIONS */.cV,
        graders: (0,empty/* none */.d)(),
        checkpoints: yaoCheckpoints(t, scope).map((c, i) => {
            const checkpoint = (0,map_common/* mapCheckpoint */.NV)(c, locate(['checkpoints', i]));
            const child = scope.child(['checkpoints', i]);
            const assertion = c.assertion === undefined
                ? yaoMeaning(checkpoint.assertion, ['checkpoints', i, 'assert'], scope)
                : checkpoint.assertion;
            return { ...checkpoint, assertion: adapt(assertion, child, false)[0] };
        }),
        // Yao runs a simulator test with checkpoints as a dynamic test (agent/test/dynamic_runner.go).
        ...(t.simulator && t.checkpoints?.length ? { yaoDynamic: true } : {}),
        assertions: runnable([...finalAssertions(t, scope), ...expectedAssertion(t, scope)], scope),
        options: t.options ?? (0,empty/* empty */.I)(),
    };
}
function planOf(t, scope) {
    if (t.turns) {
        return {
            kind: 'turns',
            turns: t.turns.map((turn, i) => ({
                input: turn.input,
                assertions: runnable((0,map_common/* mapAssertions */.CM)(turn.assertions, turn.assert, (p) => scope.locate(p), ['turns', i]), scope.child(['turns', i])),
            })),
        };
    }
    if (!t.simulator)
        return { kind: 'single' };
    const metadata = (t.simulator.options?.metadata ?? {});
    const persona = typeof metadata.persona === 'string' ? metadata.persona : undefined;
    const goal = typeof metadata.goal === 'string' ? metadata.goal : undefined;
    const use = t.simulator.use;
    const yaoAgent = use !== undefined && (0,ids/* isYaoAgentId */._)(use);
    if (yaoAgent) {
        scope.warn(['simulator', 'use'], `'${use}' names a Yao agent, not a model: Parley's LLM responder plays the user with the configured responder model (--responder-model, else config.model)`);
    }
    const maxTurns = t.max_turns ?? DEFAULT_MAX_TURNS;
    if (maxTurns < 2) {
        scope.warn(['max_turns'], 'allows no reply after the first agent turn; the responder gets 1');
    }
    const responder = {
        ...(use !== undefined && !yaoAgent ? { model: use } : {}),
        instructions: briefOf(metadata),
        // Yao counts agent turns, the first included; Parley caps the responder's replies.
        maxFollowups: Math.max(1, maxTurns - 1),
        ...(persona !== undefined ? { persona } : {}),
        ...(goal !== undefined ? { goal } : {}),
    };
    return { kind: 'responder', responder };
}
/** The responder's brief from simulator metadata: persona, goal, then every other field. */
function briefOf(metadata) {
    const lines = ['You play the user in this conversation.'];
    if (metadata.persona !== undefined)
        lines.push(`Persona: ${map_jsonl_text(metadata.persona)}`);
    if (metadata.goal !== undefined)
        lines.push(`Goal: ${map_jsonl_text(metadata.goal)}`);
    for (const [key, value] of Object.entries(metadata)) {
        if (key !== 'persona' && key !== 'goal')
            lines.push(`${key}: ${map_jsonl_text(value)}`);
    }
    return lines.join('\n');
}
const map_jsonl_text = (value) => (typeof value === 'string' ? value : JSON.stringify(value));
function seconds(timeout) {
    if (typeof timeout === 'number')
        return Math.max(1, Math.ceil(timeout));
    const factor = { ms: 0.001, s: 1, m: 60, h: 3600 };
    let total = 0;
    for (const [, n, unit] of timeout.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
        total += Number(n) * factor[unit];
    }
    return Math.max(1, Math.ceil(total));
}
function messageText(m) {
    return typeof m.content === 'string'
        ? m.content
        : m.content.map((part) => part.text ?? '').join('');
}
/**
 * Yao's input: text, one message, or a conversation history. Parley's agents start a fresh
 * session, so a history reaches the agent as text in the first prompt, then its last user message.
 */
function promptOf(input, scope) {
    if (typeof input === 'string')
        return input;
    if (!Array.isArray(input))
        return messageText(input);
    const messages = input;
    if (messages.length === 1)
        return messageText(messages[0]);
    let last = messages.length - 1;
    while (last > 0 && messages[last].role !== 'user')
        last--;
    scope.warn(['input'], 'a conversation history: Parley starts a fresh agent session, so the earlier messages reach the agent as text in the first prompt');
    const history = messages
        .slice(0, last)
        .map((m) => `${m.role}: ${messageText(m)}`)
        .join('\n');
    return `Conversation so far:\n${history}\n\n${messageText(messages[last])}`;
}
/**
 * The pictures and sounds of the input's messages, in order: they go with the first input (a
 * history's earlier messages reach the agent as text in it, their media with it).
 */
function mediaOf(input, scope, suite, executor) {
    if (typeof input === 'string')
        return [];
    const file = scope.locate([]).file;
    const root = suite.project.file ? (0,external_node_path_.dirname)(suite.project.file) : process.cwd();
    const context = { scope, file, roots: [root, suite.dir, (0,external_node_path_.dirname)(file)], executor };
    const messages = Array.isArray(input)
        ? input.map((m, i) => [m, ['input', i]])
        : [[input, ['input']]];
    const media = [];
    for (const [message, path] of messages) {
        if (typeof message.content === 'string')
            continue;
        message.content.forEach((part, i) => {
            const found = mediaOfPart(part, [...path, 'content', i], context);
            if (found)
                media.push(found);
        });
    }
    return checkTotal(media, scope) ? media : [];
}
/** The validate warning for a simulator test without checkpoints (generate/check.ts knows it). */
const SIMULATOR_WITHOUT_CHECKPOINTS = 'a simulator without checkpoints: Yao runs this test as a static one (one agent turn, the simulator unused); Parley runs the conversation with its responder';
/**
 * Yao runs a test as dynamic only with a simulator and checkpoints (agent/test/dynamic_types.go,
 * IsDynamicMode); any other test is static, judged by its assertions alone
 * (agent/test/runner.go, runSingleTest): its checkpoints are never looked at, so here neither.
 * A simulator without checkpoints is static in Yao too: Parley still runs the conversation.
 * `turns` is Parley's own (Yao has none): checkpoints over scripted turns are Parley's.
 */
function yaoCheckpoints(t, scope) {
    if (t.turns)
        return t.checkpoints ?? (0,empty/* none */.d)();
    if (!t.checkpoints?.length) {
        if (t.simulator) {
            scope.warn(['simulator'], SIMULATOR_WITHOUT_CHECKPOINTS);
        }
        return (0,empty/* none */.d)();
    }
    if (t.simulator)
        return t.checkpoints;
    scope.warn(['checkpoints'], 'not checked, as in Yao: a test without a simulator is static there, judged by its assertions alone');
    return (0,empty/* none */.d)();
}
/** Yao's `expected`: compared with the output (equals) when the test has no `assert`. */
function expectedAssertion(t, scope) {
    if (t.expected === undefined)
        return [];
    if (t.assert !== undefined || t.assertions !== undefined) {
        scope.warn(['expected'], 'ignored, as in Yao: the test has assertions');
        return [];
    }
    const equals = {
        type: 'equals',
        value: t.expected,
        negate: false,
        options: {},
        source: scope.locate(['expected']),
    };
    return [yaoMeaning(equals, ['expected'], scope)];
}
/** The test's final assertions: Yao's `assert` with Yao's meaning, Parley's `assertions` as such. */
function finalAssertions(t, scope) {
    const mapped = (0,map_common/* mapAssertions */.CM)(t.assertions, t.assert, (p) => scope.locate(p), []);
    if (t.assertions !== undefined || t.assert === undefined)
        return mapped;
    return mapped.map((a, i) => yaoMeaning(a, Array.isArray(t.assert) ? ['assert', i] : ['assert'], scope));
}
/**
 * Marks an assertion for Yao's meaning (graders/assertions/yao.ts) and says at validate where
 * Yao judges something Parley's agents cannot give: a structured reply (a Next hook's data).
 */
function yaoMeaning(a, path, scope) {
    const structured = a.value !== undefined && a.value !== null && typeof a.value !== 'string';
    if (a.type === 'equals' && structured) {
        scope.warn(path, "a non-string value: Yao compares it with the agent's structured reply (a Next hook's data) and a text reply never equals it; Parley's agents reply in text, so the whole reply is read as JSON and compared");
    }
    if (a.type === 'json_path' && a.value === undefined) {
        scope.warn(path, 'json_path without a value: Yao compares the path with null (it passes when the path is missing); Parley checks that the path exists');
    }
    if (a.type === 'type' && typeof a.value === 'string' && a.value !== 'string') {
        scope.warn(path, `type '${a.value}': Yao types the agent's reply as given (a text reply is 'string'; a Next hook's data has its own type); Parley's agents reply in text, read as JSON here`);
    }
    return { ...a, yao: true };
}
/**
 * Yao process scripts cannot run here: never as a shell command; warned and left out. An agent
 * assertion whose `use` names a Yao agent is judged by the judge model, and said so.
 */
function runnable(assertions, scope) {
    return assertions.flatMap((a) => adapt(a, scope, true));
}
function adapt(a, scope, droppable) {
    const script = a.script ?? (a.type === 'script' && typeof a.value === 'string' ? a.value : undefined);
    if (a.type === 'script' && script !== undefined && (0,ids/* isYaoProcess */.v)(script)) {
        scope.warn([], `script assertion '${script}' is a Yao process: it cannot run here${droppable ? ' and is not checked' : ' and fails'} (a script assertion here is a shell command)`);
        if (droppable)
            return [];
        return [{ ...a, type: 'equals', value: `\u0000yao process ${script} cannot run here` }];
    }
    if (a.type === 'agent' && a.use !== undefined && (0,ids/* isYaoAgentId */._)(a.use)) {
        scope.warn([], `agent assertion: '${a.use}' names a Yao agent, not a model: Parley's LLM validator uses the judge model (--judge-model, else config.judge_model, else config.model)`);
        const { use: _use, ...rest } = a;
        return [rest];
    }
    return [a];
}
/** Yao fields with no meaning outside Yao: accepted and said so. */
function warnYaoOnly(t, scope) {
    for (const key of ['before', 'after']) {
        if (t[key] !== undefined) {
            scope.warn([key], `Yao hook '${t[key]}' cannot run here (a Yao process); ignored`);
        }
    }
    if (t.options && Object.keys(t.options).length) {
        scope.warn(['options'], `Yao context options (${Object.keys(t.options).join(', ')}): no meaning for Parley; ignored`);
    }
    for (const key of ['user', 'team', 'metadata']) {
        if (t[key] !== undefined) {
            scope.warn([key], 'Yao context (user, team, ctx.Metadata): no meaning for Parley; ignored');
        }
    }
}


/***/ })

};
;