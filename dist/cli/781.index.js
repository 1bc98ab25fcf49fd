export const id = 781;
export const ids = [781];
export const modules = {

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

/***/ 9444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readRegularFile),
/* harmony export */   t: () => (/* binding */ FileReadError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Reading a file that someone else may have made (a cache entry, an artifact, a path given on the
// command line): a regular file only, opened without blocking (a FIFO never hangs the reader),
// and bounded as it is read, never by trusting stat() (/dev/zero reports size 0).

class FileReadError extends Error {
    file;
    reason;
    constructor(file, reason) {
        super(`${file}: ${reason}`);
        this.file = file;
        this.reason = reason;
        this.name = 'FileReadError';
    }
}
const CHUNK = 1024 * 1024;
/** The bytes of a regular file of at most `max` bytes; a FileReadError says why not. */
function readRegularFile(file, max) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
    }
    catch (error) {
        const code = error.code;
        throw new FileReadError(file, code === 'ENOENT' ? 'missing' : `cannot be read (${code})`);
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (stat.isDirectory())
            throw new FileReadError(file, 'a directory, not a file');
        if (!stat.isFile())
            throw new FileReadError(file, 'not a regular file');
        if (stat.size > max) {
            throw new FileReadError(file, `${stat.size} bytes, more than the ${max} allowed`);
        }
        const chunks = [];
        let total = 0;
        // The size may change while it is read: the limit holds for what is read, not what stat said.
        for (;;) {
            const buffer = Buffer.allocUnsafe(Math.min(CHUNK, max + 1 - total));
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, null);
            if (read === 0)
                break;
            total += read;
            if (total > max)
                throw new FileReadError(file, `more than the ${max} bytes allowed`);
            chunks.push(buffer.subarray(0, read));
        }
        return Buffer.concat(chunks, total);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 4094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ yaml),
/* harmony export */   y: () => (/* binding */ loadYaml)
/* harmony export */ });
let lib;
/** Loads the package (once); afterwards yaml() returns it synchronously. */
async function loadYaml() {
    return (lib ??= await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19)));
}
/** The package, loaded before by loadYaml(): the parsers that need it are synchronous. */
function yaml() {
    if (!lib)
        throw new Error('internal error: YAML was read before loadYaml()');
    return lib;
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

/***/ 5813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rE: () => (/* binding */ Diagnostics),
  rB: () => (/* binding */ formatSpecError),
  _F: () => (/* binding */ warningLines)
});

// UNUSED EXPORTS: Scope, formatPath

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/suites/schema/helpers.ts
var helpers = __webpack_require__(9892);
;// CONCATENATED MODULE: ./src/suites/diagnostics/zod-issues.ts

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
    if (!message.startsWith(helpers/* KEYS_PREFIX */.E4))
        return `unknown key '${key}'`;
    const allowed = message.slice(helpers/* KEYS_PREFIX */.E4.length).split(', ');
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

;// CONCATENATED MODULE: ./src/suites/diagnostics/diagnostics.ts
// Errors and warnings about the user's files, each pinned to file, line, column and field path.


/** "file:line:col path: message", the file relative to cwd; line 0 = about the file as a whole. */
function formatSpecError(e, cwd = process.cwd()) {
    // Relative inside the working directory; outside it, the path as an absolute one.
    const rel = (0,external_node_path_.relative)(cwd, e.file);
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
        for (const issue of describeIssues(issues, data))
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

/***/ 5470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ parseYaml),
/* harmony export */   n: () => (/* binding */ jsonLineLocator)
/* harmony export */ });
/* harmony import */ var _shared_yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4094);

/** Parses YAML (or one JSON line) keeping positions; `lineOffset` shifts every line. */
function parseYaml(text, lineOffset = 0) {
    const { LineCounter, parseDocument } = (0,_shared_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .yaml */ .o)();
    const counter = new LineCounter();
    const doc = parseDocument(text, { lineCounter: counter, merge: true, uniqueKeys: true });
    const at = (offset) => {
        const { line, col } = counter.linePos(offset);
        return { line: line + lineOffset, column: col };
    };
    const errors = doc.errors.map((error) => ({
        position: error.linePos
            ? { line: error.linePos[0].line + lineOffset, column: error.linePos[0].col }
            : at(error.pos[0]),
        message: `invalid YAML: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
    }));
    let data;
    if (!errors.length) {
        try {
            data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
        }
        catch (error) {
            // An alias bomb (ReferenceError) or nesting deeper than the stack (RangeError).
            const why = error instanceof RangeError
                ? 'nested too deeply'
                : `too many aliases (more than ${MAX_ALIAS_COUNT} expansions)`;
            errors.push({ position: firstAlias(doc, at) ?? at(0), message: `invalid YAML: ${why}` });
        }
    }
    return { data, errors, locate: (path) => locate(doc, path, at) };
}
/** Aliases expanded when the document becomes data: beyond this, an alias bomb. */
const MAX_ALIAS_COUNT = 1000;
function firstAlias(doc, at) {
    const { visit } = (0,_shared_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .yaml */ .o)();
    let found;
    visit(doc, {
        Alias(_, node) {
            found = node.range ? at(node.range[0]) : undefined;
            return visit.BREAK;
        },
    });
    return found;
}
function locate(doc, path, at) {
    const { isMap, isScalar, isSeq } = (0,_shared_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .yaml */ .o)();
    let node = doc.contents;
    let position = startOf(node, at) ?? { line: 1 + (at(0).line - 1), column: 1 };
    for (const segment of path) {
        if (isMap(node)) {
            const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
            if (!pair)
                return position;
            position = startOf(pair.key, at) ?? position;
            node = pair.value;
        }
        else if (isSeq(node) && typeof segment === 'number') {
            const item = node.items[segment];
            if (!item)
                return position;
            position = startOf(item, at) ?? position;
            node = item;
        }
        else {
            return position;
        }
    }
    return position;
}
function startOf(node, at) {
    const range = node?.range;
    return range ? at(range[0]) : undefined;
}
/**
 * Positions in one line of valid JSON (a JSONL test), found by scanning the text instead of
 * parsing it again as YAML: the same answers as `parseYaml(text).locate`, at a fraction of the
 * time and garbage, which matters for suites of thousands of lines.
 */
function jsonLineLocator(text, lineOffset = 0) {
    const at = (offset) => ({ line: lineOffset + 1, column: offset + 1 });
    return (path) => {
        let value = skipSpace(text, 0);
        let found = value;
        for (const segment of path) {
            if (text[value] === '{') {
                const member = memberKey(text, value, String(segment));
                if (!member)
                    break;
                [found, value] = member;
            }
            else if (text[value] === '[' && typeof segment === 'number') {
                const item = element(text, value, segment);
                if (item < 0)
                    break;
                found = value = item;
            }
            else
                break;
        }
        return at(found);
    };
}
/** The offsets of member `key`'s name and value in the object at `open`, if it has one. */
function memberKey(text, open, key) {
    let i = skipSpace(text, open + 1);
    while (text[i] === '"') {
        const nameEnd = skipString(text, i);
        const valueStart = skipSpace(text, skipSpace(text, nameEnd) + 1);
        if (JSON.parse(text.slice(i, nameEnd)) === key)
            return [i, valueStart];
        i = skipSpace(text, skipValue(text, valueStart));
        if (text[i] === ',')
            i = skipSpace(text, i + 1);
    }
    return undefined;
}
/** The offset of element `index` of the array at `open`, or -1. */
function element(text, open, index) {
    let i = skipSpace(text, open + 1);
    for (let k = 0; i < text.length && text[i] !== ']'; k++) {
        if (k === index)
            return i;
        i = skipSpace(text, skipValue(text, i));
        if (text[i] === ',')
            i = skipSpace(text, i + 1);
    }
    return -1;
}
function skipSpace(text, i) {
    while (i < text.length && ' \t\r\n'.includes(text[i]))
        i++;
    return i;
}
/** The offset just past the string that opens at `i`. */
function skipString(text, i) {
    for (i++; i < text.length && text[i] !== '"'; i++)
        if (text[i] === '\\')
            i++;
    return i + 1;
}
/** The offset just past the value that starts at `i`. */
function skipValue(text, i) {
    if (text[i] === '"')
        return skipString(text, i);
    if (text[i] !== '{' && text[i] !== '[') {
        while (i < text.length && !',]} \t\r\n'.includes(text[i]))
            i++;
        return i;
    }
    let depth = 0;
    for (; i < text.length; i++) {
        const c = text[i];
        if (c === '"')
            i = skipString(text, i) - 1;
        else if (c === '{' || c === '[')
            depth++;
        else if ((c === '}' || c === ']') && --depth === 0)
            return i + 1;
    }
    return i;
}


/***/ }),

/***/ 4781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rB: () => (/* reexport */ diagnostics_diagnostics/* formatSpecError */.rB),
  _k: () => (/* binding */ loadSuites),
  _F: () => (/* reexport */ diagnostics_diagnostics/* warningLines */._F)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/suites/diagnostics/diagnostics.ts + 1 modules
var diagnostics_diagnostics = __webpack_require__(5813);
// EXTERNAL MODULE: ./src/suites/project.ts
var suites_project = __webpack_require__(692);
;// CONCATENATED MODULE: ./src/suites/discover.ts
// Which files a `parley run|validate [PATH...]` means: eval.yaml files, directories searched for
// them, standalone JSONL files; no paths = the project's `evals` globs, else evals/**/eval.yaml.



const IGNORE = ['**/node_modules/**', '**/.git/**'];
/** The glob matcher, loaded when a directory or a glob is searched (files named need none). */
const globber = () => __webpack_require__.e(/* import() */ 382).then(__webpack_require__.bind(__webpack_require__, 3382));
async function findTargets(paths, cwd, project, diagnostics) {
    const evalName = evalFileName(project);
    const targets = [];
    if (paths.length === 0) {
        const { glob, isDynamicPattern } = await globber();
        // A plain directory in `evals` means the eval files under it.
        const patterns = (project.evals.length ? project.evals : [suites_project/* DEFAULT_EVALS */.I]).map((p) => !isDynamicPattern(p) && isDirectory((0,external_node_path_.resolve)(cwd, p))
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
            const { glob } = await globber();
            const files = await glob([`**/${evalName}`], { cwd: full, absolute: true, ignore: IGNORE });
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
    return files?.evalFile ?? (0,external_node_path_.basename)(suites_project/* DEFAULT_EVALS */.I);
}
/** Longer globs are refused (the matcher throws beyond 65,536 characters). */
const MAX_GLOB_CHARS = 4096;
/** Task files a suite's `tasks` glob matches, relative to the eval.yaml directory. */
async function globTasks(pattern, dir) {
    if (pattern.length > MAX_GLOB_CHARS) {
        throw new Error(`${pattern.length} characters, more than ${MAX_GLOB_CHARS}`);
    }
    const { glob } = await globber();
    const files = await glob([pattern], { cwd: dir, absolute: true, ignore: IGNORE });
    return files.filter((f) => ['.yaml', '.yml', '.jsonl'].includes((0,external_node_path_.extname)(f))).sort();
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/suites/schema/common.ts
var common = __webpack_require__(460);
// EXTERNAL MODULE: ./src/suites/schema/graders.ts + 2 modules
var graders = __webpack_require__(666);
// EXTERNAL MODULE: ./src/shared/empty.ts
var empty = __webpack_require__(3072);
;// CONCATENATED MODULE: ./src/suites/map-common.ts



function mapAssertion(a, source) {
    let value = a.value;
    if (a.type === 'regex' && a.pattern !== undefined)
        value = a.pattern;
    if (a.type === 'tool_called' && a.name !== undefined) {
        value = a.arguments ? { name: a.name, arguments: a.arguments } : a.name;
    }
    const options = a.options || a.metadata ? { ...(a.options ?? {}) } : (0,empty/* empty */.I)();
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
function mapGrader(g, source) {
    // The file was validated against this schema: keep the parsed config, defaults applied, so
    // that grading never parses it again.
    const raw = (0,common/* graderConfig */.WU)(g);
    const parsed = graders/* GRADER_CONFIG_SCHEMAS */.aV[g.type]?.safeParse(raw);
    return {
        type: g.type,
        name: g.name,
        weight: g.weight ?? 1,
        config: parsed?.success ? parsed.data : raw,
        ...(g.model !== undefined ? { model: g.model } : {}),
        source,
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
        return suite.length === 0 ? (0,empty/* none */.d)() : suite;
    const names = new Set(task.map((t) => t.name));
    return [...suite.filter((t) => !names.has(t.name)), ...task];
}
function mapMockReply(reply) {
    if (typeof reply === 'string')
        return { text: reply, toolCalls: (0,empty/* none */.d)(), files: (0,empty/* empty */.I)() };
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

// EXTERNAL MODULE: ./src/suites/agent-config.ts
var agent_config = __webpack_require__(4755);
;// CONCATENATED MODULE: ./src/suites/waza/map-eval.ts
// eval.yaml `config` -> SuiteConfig (project defaults fill what the suite leaves out), and the
// warnings for waza fields Parley accepts but does not act on.



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
    const agent = mapAgent(c.agent);
    // Settings of another executor than the suite's own are a mistake (an acp suite with a url),
    // not something to ignore. An --executor override does not make them one.
    for (const key of (0,agent_config/* foreignSettings */.UA)(written, agent)) {
        scope.error(['config', 'agent', key], `is not a setting of executor ${written} (${(0,agent_config/* settingsOf */.f5)(written)})`);
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
        skillDirectories: (c.skill_directories ?? []).map((p) => (0,external_node_path_.resolve)(dir, p)),
        instructionFiles: (c.instruction_files ?? []).map((p) => (0,external_node_path_.resolve)(dir, p)),
        injectSkillBody: c.inject_skill_body ?? true,
        requiredSkills: c.required_skills ?? [],
        disabledSkills: c.disabled_skills ?? [],
        mcpServers: mcpServers(c.mcp_servers, scope.child(['config', 'mcp_servers'])),
        agent,
        tools: (c.tools ?? []).map(mapTool),
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
const UNSUPPORTED = [
    [['hooks'], 'hooks are not run by Parley'],
    [['inputs'], 'global input variables are not supported by Parley'],
    [['range'], 'task ranges are not supported by Parley; use --task or --tags'],
    [['baseline'], 'baseline (skill A/B) runs are not supported by Parley'],
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

;// CONCATENATED MODULE: ./src/suites/task-agent.ts
// A task's executor, agent settings and models, resolved once at load from the suite's config,
// the task's own settings and the run's overrides (--executor, --model, ...; the action's
// inputs). Nothing downstream re-derives them: the engine, preflight and the adapters read
// `task.agent` and `task.models` as they are.


/** Stands in for a task whose agent has an error: the suite is not run, only reported. */
const UNUSABLE = { executor: 'mock' };
function taskAgent(suite, raw, scope) {
    const own = mapAgent(raw.agent);
    const written = raw.executor ?? suite.writtenExecutor;
    for (const key of (0,agent_config/* foreignSettings */.UA)(written, own)) {
        scope.error(['agent', key], `is not a setting of executor ${written} (${(0,agent_config/* settingsOf */.f5)(written)})`);
    }
    const settings = { ...suite.config.agent, ...own };
    if (raw.environment)
        settings.env = { ...settings.env, ...raw.environment };
    const executor = suite.overrides.executor ?? written;
    const resolved = (0,agent_config/* resolveAgent */.cT)(executor, settings);
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

// EXTERNAL MODULE: ./src/suites/model.ts
var model = __webpack_require__(3148);
// EXTERNAL MODULE: ./src/suites/yao/ids.ts
var ids = __webpack_require__(6463);
// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(9444);
;// CONCATENATED MODULE: ./src/suites/yao/media.ts
// Yao's image, image_url and audio input parts (agent/test/input.go): a local file
// (`source: "file://..."`, relative to the JSONL file), a URL, or inline base64. They are read and
// bounded at load, and refused there with file:line where they cannot reach the agent: unknown
// part types, files outside the project, an executor that takes no pictures or sound.




/** One picture or sound: what a model API takes at most, far above a test's receipt photo. */
const MAX_MEDIA_BYTES = 8 * 1024 * 1024;
/** All the media of one test together. */
const MAX_TEST_MEDIA_BYTES = 16 * 1024 * 1024;
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
        const mimeType = AUDIO_FORMAT_TYPES[format];
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
    const mimeType = (kind === 'image' ? IMAGE_TYPES : AUDIO_TYPES)[ext];
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
    let bytes;
    try {
        bytes = (0,read_file/* readRegularFile */.X)(real, MAX_MEDIA_BYTES);
    }
    catch (error) {
        const reason = error instanceof read_file/* FileReadError */.t ? error.reason : String(error);
        scope.error([...path, 'source'], `${name}: ${reason}`);
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
    if (!/^https?:\/\//i.test(url)) {
        context.scope.error(path, 'expected an http(s) URL, a data:image/...;base64 URL or a file:// source');
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
    const agent = taskAgent(suite, {}, scope);
    const media = t.input !== undefined ? mediaOf(t.input, scope, suite, agent.executor) : [];
    return {
        id: t.id,
        name: t.name ?? t.id,
        ...(t.description !== undefined ? { description: t.description } : {}),
        tags: t.tags ?? (0,empty/* none */.d)(),
        source: scope.locate([]),
        format: 'jsonl',
        agent,
        models: taskModels(suite, plan),
        timeoutSeconds: suite.overrides.timeoutSeconds ??
            (t.timeout !== undefined ? seconds(t.timeout) : suite.config.timeoutSeconds),
        firstEventTimeoutSeconds: suite.config.firstEventTimeoutSeconds,
        ...(suite.config.onMissingInput ? { onMissingInput: suite.config.onMissingInput } : {}),
        skillDirectories: suite.config.skillDirectories,
        instructionFiles: suite.config.instructionFiles,
        prompt: t.input !== undefined ? promptOf(t.input, scope) : t.turns[0].input,
        ...(media.length ? { promptMedia: media } : {}),
        plan,
        files: (0,empty/* none */.d)(),
        repos: (0,empty/* none */.d)(),
        tools: mergeTools(suite.config.tools, (t.tools ?? []).map(mapTool)),
        mock: t.mock ? t.mock.map(mapMockReply) : (0,empty/* none */.d)(),
        // A JSONL test has no `expected` block of Parley's.
        expected: model/* NO_EXPECTATIONS */.c,
        graders: (0,empty/* none */.d)(),
        checkpoints: (t.checkpoints ?? (0,empty/* none */.d)()).map((c, i) => {
            const checkpoint = mapCheckpoint(c, locate(['checkpoints', i]));
            const child = scope.child(['checkpoints', i]);
            return { ...checkpoint, assertion: adapt(checkpoint.assertion, child, false)[0] };
        }),
        // Yao runs a simulator test with checkpoints as a dynamic test (agent/test/dynamic_runner.go).
        ...(t.simulator && t.checkpoints?.length ? { yaoDynamic: true } : {}),
        assertions: runnable([...mapAssertions(t.assertions, t.assert, locate, []), ...expectedAssertion(t, scope)], scope),
        options: t.options ?? (0,empty/* empty */.I)(),
    };
}
function planOf(t, scope) {
    if (t.turns) {
        return {
            kind: 'turns',
            turns: t.turns.map((turn, i) => ({
                input: turn.input,
                assertions: runnable(mapAssertions(turn.assertions, turn.assert, (p) => scope.locate(p), ['turns', i]), scope.child(['turns', i])),
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
/** Yao's `expected`: compared with the output (equals) when the test has no `assert`. */
function expectedAssertion(t, scope) {
    if (t.expected === undefined)
        return [];
    if (t.assert !== undefined || t.assertions !== undefined) {
        scope.warn(['expected'], 'ignored, as in Yao: the test has assertions');
        return [];
    }
    return [
        {
            type: 'equals',
            value: t.expected,
            negate: false,
            options: {},
            source: scope.locate(['expected']),
        },
    ];
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

;// CONCATENATED MODULE: ./src/suites/waza/map-task.ts
// A parsed task file (or inline task) -> model Task: prompt, conversation plan, workspace
// inputs, expectations, graders, checkpoints. File references are resolved and checked here.




function mapTask(raw, scope, suite) {
    const taskDir = (0,external_node_path_.dirname)(scope.file);
    const inputs = raw.inputs;
    const agent = taskAgent(suite, { executor: raw.executor, agent: raw.agent, environment: inputs.environment }, scope);
    const plan = map_task_planOf(inputs, scope);
    const contextDir = (0,external_node_path_.resolve)(suite.dir, raw.context_dir ?? 'fixtures');
    for (const key of Object.keys(inputs.context ?? {}).filter((k) => k !== 'fixture')) {
        scope.warn(['inputs', 'context', key], 'ignored: Parley uses only inputs.context.fixture');
    }
    return {
        id: raw.id,
        name: raw.name ?? raw.id,
        ...(raw.description !== undefined ? { description: raw.description } : {}),
        tags: raw.tags ?? [],
        source: scope.locate(['id']),
        format: 'yaml',
        agent,
        models: taskModels(suite, plan),
        timeoutSeconds: suite.overrides.timeoutSeconds ?? raw.timeout_seconds ?? suite.config.timeoutSeconds,
        firstEventTimeoutSeconds: raw.first_event_timeout_seconds ?? suite.config.firstEventTimeoutSeconds,
        ...((raw.on_missing_input ?? suite.config.onMissingInput)
            ? { onMissingInput: raw.on_missing_input ?? suite.config.onMissingInput }
            : {}),
        // The suite's, then the task's own: merged here, once, for every adapter.
        skillDirectories: unique([
            ...suite.config.skillDirectories,
            ...(raw.skill_directories ?? []).map((d) => (0,external_node_path_.resolve)(suite.dir, d)),
        ]),
        instructionFiles: unique([
            ...suite.config.instructionFiles,
            ...(raw.instruction_files ?? []).map((f) => (0,external_node_path_.resolve)(suite.dir, f)),
        ]),
        prompt: map_task_promptOf(inputs, taskDir, scope),
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
        tools: mergeTools(suite.config.tools, (inputs.tools ?? []).map(mapTool)),
        mock: (inputs.mock ?? []).map(mapMockReply),
        expected: expectedOf(raw, scope),
        graders: [
            ...(raw.graders ?? []).map((g, i) => mapGrader(g, scope.locate(['graders', i]))),
            ...expectedGraders(raw, scope),
        ],
        checkpoints: yaoCheckpoints(raw).map(([c, i]) => mapCheckpoint(c, scope.locate(['checkpoints', i]))),
        ...optionalTurnCheckpoints(turnCheckpoints(raw, scope)),
        assertions: mapAssertions(raw.assertions, raw.assert, (p) => scope.locate(p), []),
        options: {
            ...(raw.options ?? {}),
            ...(raw.golden !== undefined ? { golden: raw.golden } : {}),
        },
    };
}
function map_task_promptOf(inputs, taskDir, scope) {
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
function map_task_planOf(inputs, scope) {
    if (inputs.turns) {
        return {
            kind: 'turns',
            turns: inputs.turns.map((t, i) => ({
                input: t.input,
                assertions: mapAssertions(t.assertions, t.assert, (p) => scope.locate(p), [
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
            scope.error(['inputs', 'files', i, key], `file not found: ${source}`);
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
const optionalTurnCheckpoints = (list) => list.length ? { turnCheckpoints: list } : {};
const isRemote = (source) => /^[a-z+]+:\/\//i.test(source) || /^[\w.-]+@[\w.-]+:/.test(source);
const reason = (error) => error.code ?? String(error);
const unique = (items) => [...new Set(items)];

// EXTERNAL MODULE: ./src/suites/diagnostics/positions.ts
var positions = __webpack_require__(5470);
// EXTERNAL MODULE: ./src/suites/waza/eval-schema.ts + 2 modules
var eval_schema = __webpack_require__(7480);
// EXTERNAL MODULE: ./src/suites/yao/jsonl-schema.ts
var jsonl_schema = __webpack_require__(8091);
// EXTERNAL MODULE: ./src/suites/waza/task-schema.ts
var task_schema = __webpack_require__(6768);
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
    const parsed = (0,positions/* parseYaml */.h)(text);
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

;// CONCATENATED MODULE: ./src/suites/load-suite.ts
// Loads one suite: an eval.yaml with its task files (YAML and JSONL), or a standalone JSONL file.
// Every problem is reported to Diagnostics; a suite with errors is not returned.













async function loadEvalSuite(file, project, diagnostics, overrides = {}) {
    const text = read(file, diagnostics);
    if (text === undefined)
        return [];
    const parsed = (0,positions/* parseYaml */.h)(text);
    for (const e of parsed.errors)
        diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
    if (parsed.errors.length)
        return [];
    const scope = diagnostics.scope(file, parsed.locate);
    const before = diagnostics.errors.length;
    const result = eval_schema/* EvalFile */.$L.safeParse(parsed.data ?? null);
    const dir = (0,external_node_path_.dirname)(file);
    const load = (entries, context) => loadTaskEntries(entries, { file, text, scope, context, diagnostics });
    if (!result.success) {
        scope.issues(result.error.issues, parsed.data);
        // Still check the task files the globs name, so that one run reports every error.
        const entries = parsed.data?.tasks;
        const fallback = suiteContext(undefined, dir, project, scope, overrides);
        // Inline tasks are skipped there: they were not validated.
        if (Array.isArray(entries))
            await load(entries.map((e) => (typeof e === 'string' ? e : undefined)), fallback);
        return [];
    }
    const raw = result.data;
    warnUnsupported(raw, scope);
    const suite = suiteContext(raw.config, dir, project, scope, overrides, raw.skill);
    if (raw.mcp_mocks?.length)
        suite.config.mcpMocks = mapMcpMocks(raw.mcp_mocks, suite.config, scope);
    if (raw.command_mocks?.length)
        suite.config.commandMocks = mapCommandMocks(raw.command_mocks, suite.config, scope);
    const { tasks, contents } = await load(raw.tasks ?? [], suite);
    checkUniqueIds(tasks, diagnostics);
    const triggers = triggerSuite(dir, raw.name, raw.metrics ?? [], suite, diagnostics);
    if (diagnostics.errors.length > before)
        return [];
    const main = {
        name: raw.name,
        ...(raw.description !== undefined ? { description: raw.description } : {}),
        ...(raw.skill !== undefined ? { skill: raw.skill } : {}),
        ...(raw.version !== undefined ? { version: String(raw.version) } : {}),
        file,
        dir,
        hash: hashOf(dir, contents),
        config: suite.config,
        graders: (raw.graders ?? []).map((g, i) => mapGrader(g, scope.locate(['graders', i]))),
        tasks,
        metrics: raw.metrics ?? [],
        ...(raw.paths ? { paths: raw.paths.map((p) => (0,external_node_path_.resolve)(dir, p)) } : {}),
    };
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
            files = await globTasks(entry, c.context.dir);
        }
        catch (error) {
            c.scope.error(['tasks', i], `invalid glob: ${error.message}`);
            continue;
        }
        if (!files.length)
            c.scope.error(['tasks', i], 'matches no task files (.yaml, .yml or .jsonl)');
        for (const taskFile of files.filter((f) => !seen.has(f))) {
            seen.add(taskFile);
            const text = read(taskFile, c.diagnostics);
            if (text === undefined)
                continue;
            contents.push([taskFile, text]);
            tasks.push(...loadTaskFile(taskFile, text, c.context, c.diagnostics));
        }
    }
    return { tasks, contents };
}
/** A JSONL file given on its own: a suite named after the file, with default settings. */
function loadJsonlSuite(file, project, diagnostics, overrides = {}) {
    const text = read(file, diagnostics);
    if (text === undefined)
        return undefined;
    const before = diagnostics.errors.length;
    const dir = (0,external_node_path_.dirname)(file);
    const scope = diagnostics.scope(file, () => ({ line: 1, column: 1 }));
    const suite = suiteContext(undefined, dir, project, scope, overrides);
    const tasks = loadJsonlTasks(file, text, suite, diagnostics);
    if (!tasks.length && diagnostics.errors.length === before) {
        diagnostics.fileError(file, 'no tests in this file');
    }
    checkUniqueIds(tasks, diagnostics);
    if (diagnostics.errors.length > before)
        return undefined;
    return {
        name: (0,external_node_path_.basename)(file, (0,external_node_path_.extname)(file)),
        file,
        dir,
        hash: hashOf(dir, [[file, text]]),
        config: suite.config,
        graders: [],
        tasks,
        metrics: [],
    };
}
function loadTaskFile(file, text, suite, diagnostics) {
    if ((0,external_node_path_.extname)(file) === '.jsonl')
        return loadJsonlTasks(file, text, suite, diagnostics);
    const parsed = (0,positions/* parseYaml */.h)(text);
    for (const e of parsed.errors)
        diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
    if (parsed.errors.length)
        return [];
    const scope = diagnostics.scope(file, parsed.locate);
    const result = task_schema/* TaskFile */.kE.safeParse(parsed.data ?? null);
    if (!result.success) {
        scope.issues(result.error.issues, parsed.data);
        return [];
    }
    if (result.data.enabled === false)
        return [];
    return [mapTask(result.data, scope, suite)];
}
/** One test per line; blank lines are skipped; bad JSON is named by its line. */
function loadJsonlTasks(file, text, suite, diagnostics) {
    const tasks = [];
    text.split(/\r?\n/).forEach((line, index) => {
        if (!line.trim())
            return;
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
            return;
        }
        const scope = diagnostics.scope(file, (0,positions/* jsonLineLocator */.n)(line, index));
        const result = jsonl_schema/* JsonlTest */.rz.safeParse(data);
        if (!result.success)
            return scope.issues(result.error.issues, data);
        const task = mapJsonlTest(result.data, scope, suite);
        // Yao's skip: the test is reported skipped, never run (Yao lists it as skipped too).
        tasks.push(result.data.skip ? { ...task, skip: true } : task);
    });
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
        const where = `${(0,external_node_path_.relative)((0,external_node_path_.dirname)(task.source.file), earlier.source.file) || (0,external_node_path_.basename)(earlier.source.file)}:${earlier.source.line}`;
        diagnostics.errors.push({
            ...task.source,
            path: 'id',
            message: `duplicate task id '${task.id}' (first defined at ${where})`,
        });
    }
}
function read(file, diagnostics) {
    try {
        return (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (error) {
        diagnostics.fileError(file, `cannot read: ${error.code ?? String(error)}`);
        return undefined;
    }
}
/** sha256 over the suite file and every task file, by path relative to the suite. */
function hashOf(dir, contents) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const [file, text] of contents)
        hash.update(`${(0,external_node_path_.relative)(dir, file)}\0${text}\0`);
    return hash.digest('hex');
}
/** waza runs trigger_tests.yaml next to eval.yaml: here a suite of its own (waza/trigger-tests.ts). */
function triggerSuite(dir, name, metrics, context, diagnostics) {
    // waza looks for trigger_tests.yaml only; a .yml is named rather than silently left out.
    const file = (0,external_node_path_.join)(dir, 'trigger_tests.yaml');
    if (!(0,external_node_fs_.existsSync)(file)) {
        const yml = (0,external_node_path_.join)(dir, 'trigger_tests.yml');
        if ((0,external_node_fs_.existsSync)(yml)) {
            context.scope.warn([], 'trigger_tests.yml is not read (waza and Parley look for trigger_tests.yaml): rename it to run it');
        }
        return undefined;
    }
    const text = read(file, diagnostics);
    if (text === undefined)
        return undefined;
    return loadTriggerTests(file, text, { name, metrics }, context, diagnostics);
}

// EXTERNAL MODULE: ./src/shared/yaml.ts
var yaml = __webpack_require__(4094);
;// CONCATENATED MODULE: ./src/suites/waza/program-paths.ts
// waza runs a `program` grader from where waza itself runs (the repository root in CI), Parley
// from the eval.yaml folder: a relative program path (the command, or a script given as its first
// argument: `python3 graders/check.py`) is looked up in both, the eval.yaml folder first, and
// made absolute. A path found in neither is an error at validate, not a grader_error per run.



const SCRIPT = /\.(py|js|mjs|cjs|ts|sh|bash|rb|pl|ps1)$/i;
/** A relative path written as one (has a slash or a script extension), not a bare command name. */
const pathLike = (s, isCommand) => !(0,external_node_path_.isAbsolute)(s) && !s.startsWith('-') && (s.includes('/') || (!isCommand && SCRIPT.test(s)));
function resolveProgramPaths(suites, cwd, diagnostics) {
    for (const suite of suites) {
        const graders = new Set([...suite.graders, ...suite.tasks.flatMap(model/* taskGraders */.S)]);
        for (const g of graders) {
            if (g.type !== 'program')
                continue;
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
                const tried = [(0,external_node_path_.resolve)(suite.dir, c.value), (0,external_node_path_.resolve)(cwd, c.value)];
                const found = tried.find((p) => (0,external_node_fs_.existsSync)(p));
                if (found) {
                    c.set(found);
                    continue;
                }
                diagnostics.errors.push({
                    file: g.source?.file ?? suite.file,
                    line: g.source?.line ?? 0,
                    column: g.source?.column ?? 0,
                    path: `graders.${g.name}`,
                    message: `program ${JSON.stringify(c.value)} not found (looked in ${[...new Set(tried)].map((p) => (0,external_node_path_.relative)(cwd, p) || '.').join(' and ')}; waza resolves it from where it runs, Parley from the eval.yaml folder, then from there)`,
                });
            }
        }
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
var external_node_vm_default = /*#__PURE__*/__webpack_require__.n(external_node_vm_);
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
    const all = suites.flatMap((s) => [...s.graders, ...s.tasks.flatMap(model/* taskGraders */.S)]);
    // Suite graders are shared by tasks: check each spec once.
    return [...new Set(all)].filter((g) => g.type === 'code' && (g.config.language ?? 'python') === 'python');
}
function checkCodeAssertions(suites, diagnostics) {
    checkJavaScript(suites, diagnostics);
    checkPython(suites, diagnostics);
}
function checkJavaScript(suites, diagnostics) {
    const all = suites.flatMap((s) => [...s.graders, ...s.tasks.flatMap(model/* taskGraders */.S)]);
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
function checkPython(suites, diagnostics) {
    const graders = pythonGraders(suites);
    const items = graders.flatMap((g) => (g.config.assertions ?? []).map((expr) => ({ g, expr })));
    if (!items.length)
        return;
    const result = (0,external_node_child_process_.spawnSync)('python3', ['-c', CHECKER, JSON.stringify(PYTHON_NAMES)], {
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

;// CONCATENATED MODULE: ./src/suites/waza/prompt-judge.ts

function warnPromptJudge(suites, diagnostics) {
    for (const suite of suites) {
        const graders = new Set([...suite.graders, ...suite.tasks.flatMap(model/* taskGraders */.S)]);
        for (const g of graders) {
            if (g.type !== 'prompt' || !g.source)
                continue;
            const config = g.config;
            // A rubric is Parley's own (waza's prompt grader has none): not a waza judge.
            if (config.rubric !== undefined)
                continue;
            const resumes = config.continue_session === true;
            diagnostics.warnings.push({
                ...g.source,
                path: `graders.${g.name}`,
                message: resumes
                    ? "prompt (continue_session: true): waza's judge resumes the agent's session and may run tools in its workspace; Parley's judge reads the conversation and the workspace's files (read-only, bounded: text files, the files changed last first) and runs no tool"
                    : "prompt: waza's judge starts a new session in the workspace and sees the grader prompt and the files (through its tools), not the conversation; Parley's judge reads the conversation too, and the workspace's files (read-only, bounded: text files, the files changed last first), and runs no tool",
            });
        }
    }
}

;// CONCATENATED MODULE: ./src/suites/self-grading.ts

/** The models a task's LLM judges run on: their own, else the task's judge model. */
function judgeModelsOf(suite, task) {
    const models = new Set();
    for (const g of [...suite.graders, ...(0,model/* taskGraders */.S)(task)]) {
        if (g.type !== 'prompt')
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
    if (readsYaml(paths, cwd))
        await (0,yaml/* loadYaml */.y)();
    const project = (0,suites_project/* loadProject */.gi)(cwd, diagnostics);
    const targets = await findTargets(paths, cwd, project, diagnostics);
    const suites = [];
    for (const target of targets) {
        // An eval.yaml brings its trigger_tests.yaml as a second suite.
        const loaded = target.kind === 'jsonl'
            ? [loadJsonlSuite(target.file, project, diagnostics, options.overrides)]
            : await loadEvalSuite(target.file, project, diagnostics, options.overrides);
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
    checkCodeAssertions(suites, diagnostics);
    warnTriggerMeaning(suites, diagnostics);
    warnPromptJudge(suites, diagnostics);
    resolveProgramPaths(suites, cwd, diagnostics);
    warnSelfGrading(suites, diagnostics);
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
/** A task with no grader, expectation, assertion or checkpoint would pass whatever the agent did. */
/**
 * Whether loading may read YAML: a project file, an eval.yaml (a directory or the default globs
 * find them), anything but JSONL files. Only a job of JSONL files alone goes without the parser.
 */
function readsYaml(paths, cwd) {
    if (suites_project/* PROJECT_FILES */._F.some((name) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(cwd, name))))
        return true;
    return paths.length === 0 || paths.some((path) => !path.toLowerCase().endsWith('.jsonl'));
}
function checksSomething(suite, task) {
    const e = task.expected;
    const expects = e.outputContains.length +
        e.outputNotContains.length +
        e.outputContainsAny.length +
        e.matches.length +
        e.outcomes.length >
        0 || e.behavior !== undefined;
    const turnAssertions = task.plan.kind === 'turns' && task.plan.turns.some((t) => t.assertions.length > 0);
    return (suite.graders.length > 0 ||
        task.graders.length > 0 ||
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


/***/ }),

/***/ 3148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ taskGraders),
/* harmony export */   c: () => (/* binding */ NO_EXPECTATIONS)
/* harmony export */ });
/* harmony import */ var _shared_empty_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3072);
// The internal model every loader produces and everything else consumes: suites -> tasks ->
// conversation plan, graders, expectations. Waza YAML and Yao JSONL both map onto it, so the
// engine, agents and graders never look at a file format. Paths in it are absolute.

/** A task's graders and its waza checkpoints' graders: what load-time checks look at. */
function taskGraders(task) {
    return [...task.graders, ...(task.turnCheckpoints ?? []).flatMap((c) => c.graders)];
}
/** No expectations at all: one shared, frozen value (JSONL tests, waza checkpoints' grading). */
const NO_EXPECTATIONS = Object.freeze({
    outputContains: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)(),
    outputNotContains: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)(),
    outputContainsAny: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)(),
    matches: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)(),
    outcomes: (0,_shared_empty_js__WEBPACK_IMPORTED_MODULE_0__/* .none */ .d)(),
});


/***/ }),

/***/ 692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ DEFAULT_EVALS),
/* harmony export */   _F: () => (/* binding */ PROJECT_FILES),
/* harmony export */   gi: () => (/* binding */ loadProject)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _diagnostics_positions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5470);
/* harmony import */ var _schema_project_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6712);
// The project config at the working directory: .parley.yaml, else .waza.yaml.




const PROJECT_FILES = ['.parley.yaml', '.parley.yml', '.waza.yaml', '.waza.yml'];
const DEFAULT_EVALS = 'evals/**/eval.yaml';
function loadProject(cwd, diagnostics) {
    const name = PROJECT_FILES.find((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, f)));
    if (!name)
        return { evals: [], defaults: {}, raw: {} };
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, name);
    const empty = { file, evals: [], defaults: {}, raw: {} };
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch (error) {
        diagnostics.fileError(file, `cannot read: ${error.message}`);
        return empty;
    }
    const parsed = (0,_diagnostics_positions_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYaml */ .h)(text);
    const scope = diagnostics.scope(file, parsed.locate);
    for (const e of parsed.errors)
        diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
    if (parsed.errors.length)
        return empty;
    const data = parsed.data ?? {};
    const result = _schema_project_js__WEBPACK_IMPORTED_MODULE_2__/* .ProjectFile */ .Q.safeParse(data);
    if (!result.success) {
        scope.issues(result.error.issues, data);
        return empty;
    }
    const raw = result.data;
    if (raw.storage !== undefined) {
        scope.warn(['storage'], 'remote result storage is not supported by Parley; results stay in the results directory');
    }
    return mapProject(file, raw, data);
}
function mapProject(file, raw, data) {
    const d = raw.defaults ?? {};
    const evalFile = raw.files?.evalFile ?? 'eval.yaml';
    const evals = raw.evals
        ? [raw.evals].flat()
        : raw.paths?.evals
            ? [`${raw.paths.evals.replace(/[\\/]+$/, '')}/**/${evalFile}`]
            : raw.files?.evalFile
                ? [`evals/**/${evalFile}`]
                : [];
    const executor = d.executor ?? d.engine;
    const defaults = {
        model: d.model,
        judgeModel: d.judge_model ?? d.judgeModel,
        executor: executor,
        trialsPerTask: d.trials,
        workers: d.workers,
        timeoutSeconds: d.timeout_seconds ?? d.timeout,
        responderModel: d.responder_model,
    };
    for (const key of Object.keys(defaults)) {
        if (defaults[key] === undefined)
            delete defaults[key];
    }
    const resultsDir = raw.results_dir ?? raw.paths?.results;
    return {
        file,
        evals,
        ...(resultsDir ? { resultsDir } : {}),
        defaults,
        ...(raw.tokens ? { tokens: raw.tokens } : {}),
        ...(raw.prices ? { prices: raw.prices } : {}),
        ...(raw.paths?.skills ? { skillsDir: raw.paths.skills } : {}),
        ...(raw.impact?.always ? { impactAlways: raw.impact.always } : {}),
        raw: data,
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


/***/ })

};
