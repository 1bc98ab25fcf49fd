export const id = 5436;
export const ids = [5436,9444];
export const modules = {

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
    return (lib ??= await __webpack_require__.e(/* import() */ 8815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19)));
}
/** The package, loaded before by loadYaml(): the parsers that need it are synchronous. */
function yaml() {
    if (!lib)
        throw new Error('internal error: YAML was read before loadYaml()');
    return lib;
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

/***/ 5470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ parseYaml),
/* harmony export */   n: () => (/* binding */ jsonLineLocator)
/* harmony export */ });
/* harmony import */ var _shared_yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4094);

/**
 * An unquoted `: ` inside a value (`prompt: Do this: now`) reads as a nested mapping: say to quote
 * the value, shown quoted.
 */
function quoteHint(code, text, line) {
    if (code !== 'BLOCK_AS_IMPLICIT_KEY' || line === undefined)
        return '';
    const source = text.split('\n')[line - 1] ?? '';
    const pair = /^(\s*(?:- )?[^\s:#][^:#]*?):\s+(.+?)\s*$/.exec(source);
    const example = pair && pair[2].length <= 200 ? `: ${pair[1].trim()}: ${JSON.stringify(pair[2])}` : '';
    return ` (a value holding ": " must be quoted${example})`;
}
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
        message: `invalid YAML: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}${quoteHint(error.code, text, error.linePos?.[0].line)}`,
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

/***/ 1263:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ DEFAULT_EVALS),
/* harmony export */   Zv: () => (/* binding */ noProject),
/* harmony export */   _F: () => (/* binding */ PROJECT_FILES),
/* harmony export */   f$: () => (/* binding */ findProjectFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Where the project config is: its file names, and the evals a job runs without one. The parser
// and its schema (project.ts) load only when a project file exists.


const PROJECT_FILES = ['.parley.yaml', '.parley.yml', '.waza.yaml', '.waza.yml'];
const DEFAULT_EVALS = 'evals/**/eval.yaml';
/** The project file at `cwd` (.parley.yaml first), or undefined. */
function findProjectFile(cwd) {
    const name = PROJECT_FILES.find((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, f)));
    return name === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, name);
}
/** The settings of a project without a project file. */
function noProject() {
    return { evals: [], defaults: {}, raw: {} };
}


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


/***/ })

};
