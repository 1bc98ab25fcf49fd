"use strict";
exports.id = 7314;
exports.ids = [7314];
exports.modules = {

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

/***/ 5137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nD: () => (/* binding */ jsonLineLocator),
  hN: () => (/* binding */ parseYaml),
  gM: () => (/* binding */ readYaml)
});

// UNUSED EXPORTS: parseFullYaml

// EXTERNAL MODULE: ./src/shared/yaml.ts
var yaml = __webpack_require__(4094);
;// CONCATENATED MODULE: ./src/suites/diagnostics/plain-yaml.ts
// A reader for the plain YAML most task files are written in: block mappings and sequences,
// one-line quoted and plain scalars, integers, decimals, true/false/null, flow lists of scalars,
// comments. The `yaml` package reads a few hundred small files cold (its lexer, parser and
// composer not yet compiled) far slower than this does; anything outside the subset (block
// scalars, anchors, tags, flow mappings, multi-line scalars, duplicate keys, tabs, ...) returns
// undefined and the caller reads the text with the `yaml` package, which also positions errors.
// Where this returns data it is the data `yaml` would give (test/suites/plain-yaml.test.ts).
/** Thrown inside the reader when the text leaves the subset; never escapes this module. */
const outside = () => {
    throw new Error('outside the plain subset');
};
/**
 * The text's data and where each of its nodes starts, or undefined when the text is not in the
 * subset (read it with `yaml`).
 */
function parsePlainYaml(text) {
    // Control characters, tabs, CRs, a byte-order mark and the Unicode spaces (which JavaScript's
    // trimming and \s take for white space and YAML does not): left to the full parser.
    if (UNUSUAL.test(text))
        return undefined;
    const lines = [];
    for (const [i, raw] of text.split('\n').entries()) {
        const content = raw.trimStart();
        if (content === '' || content.startsWith('#'))
            continue;
        if (/^(?:---|\.\.\.|%)/.test(raw))
            return undefined;
        lines.push({ number: i + 1, indent: raw.length - content.length, content: content.trimEnd() });
    }
    if (!lines.length)
        return undefined;
    try {
        const reader = new Reader(lines);
        const place = { line: lines[0].number, column: lines[0].indent + 1 };
        const data = reader.block(lines[0].indent, place);
        return reader.done() ? { data, place } : undefined;
    }
    catch {
        // Outside the subset, or nested deeper than the stack: the full parser says what it is.
        return undefined;
    }
}
const UNUSUAL = 
// eslint-disable-next-line no-control-regex
/[\x00-\x09\x0b-\x1f\x7f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;
const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
const INT = /^[-+]?[0-9]+$/;
const DECIMAL = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
/** A double-quoted scalar with JSON's escapes only (YAML's mean the same), then a comment. */
const DOUBLE = /^("(?:[^"\\]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*")(?:\s+#.*)?$/;
const SINGLE = /^'((?:[^']|'')*)'(?:\s+#.*)?$/;
class Reader {
    lines;
    at = 0;
    constructor(lines) {
        this.lines = lines;
    }
    done() {
        return this.at === this.lines.length;
    }
    peek() {
        return this.lines[this.at];
    }
    /** The block at `indent`; its entries' or items' places go into `place`. */
    block(indent, place) {
        const line = this.peek();
        if (line.indent !== indent)
            outside();
        return isItem(line.content) ? this.sequence(indent, place) : this.mapping(indent, place);
    }
    mapping(indent, place) {
        const map = {};
        const kids = (place.kids = new Map());
        for (let line = this.peek(); line && line.indent === indent; line = this.peek()) {
            if (isItem(line.content))
                outside();
            const match = KEY.exec(line.content) ?? outside();
            const key = match[1];
            // A repeated key is an error, and these keys are not strings in YAML's core schema.
            if (Object.hasOwn(map, key) || /^(?:__proto__|true|false|null)$/i.test(key))
                outside();
            this.at++;
            const entry = { line: line.number, column: indent + 1 };
            kids.set(key, entry);
            // The value's places hang under the key's, as `yaml`'s locate goes from key to value.
            map[key] =
                match[2] === undefined
                    ? this.nested(indent, entry)
                    : this.scalarAt(match[2], indent, entry, line.content.length - match[2].length);
        }
        const next = this.peek();
        if (next && next.indent > indent)
            outside();
        return map;
    }
    /** A key's value on the lines below it: deeper, or a sequence at the key's own indent. */
    nested(indent, place) {
        const next = this.peek();
        if (!next)
            return outside();
        if (next.indent > indent)
            return this.block(next.indent, place);
        if (next.indent === indent && isItem(next.content))
            return this.sequence(indent, place);
        return outside();
    }
    sequence(indent, place) {
        const list = [];
        const kids = (place.kids = new Map());
        place.list = true;
        for (let line = this.peek(); line && line.indent === indent; line = this.peek()) {
            if (!line.content.startsWith('- '))
                break;
            const rest = line.content.slice(2).trimStart();
            const itemIndent = indent + line.content.length - rest.length;
            if (isItem(rest) || rest.startsWith('#'))
                outside();
            const item = { line: line.number, column: itemIndent + 1 };
            kids.set(String(list.length), item);
            if (KEY.test(rest)) {
                // `- key: value` opens a mapping whose other keys line up under `key`.
                this.lines[this.at] = { number: line.number, indent: itemIndent, content: rest };
                list.push(this.mapping(itemIndent, item));
            }
            else {
                this.at++;
                list.push(this.scalarAt(rest, indent, item, itemIndent - indent));
            }
        }
        const next = this.peek();
        if (next && next.indent > indent)
            outside();
        return list;
    }
    /**
     * A scalar on its own line, at `column` (0-based) of the line's content: a deeper line after
     * it would continue it (left to `yaml`). A flow list's items are placed under `place`.
     */
    scalarAt(text, indent, place, column) {
        const next = this.peek();
        if (next && next.indent > indent)
            outside();
        if (!text.startsWith('['))
            return scalar(text);
        const start = this.lines[this.at - 1];
        return flowList(text, place, start.number, start.indent + column + 1);
    }
}
function isItem(content) {
    return content === '-' || content.startsWith('- ');
}
function scalar(text) {
    if (text.startsWith('"'))
        return JSON.parse((DOUBLE.exec(text) ?? outside())[1]);
    if (text.startsWith("'"))
        return (SINGLE.exec(text) ?? outside())[1].replace(/''/g, "'");
    if (text.startsWith('['))
        return outside();
    const plain = text.replace(/\s+#.*$/, '');
    if (plain === 'true')
        return true;
    if (plain === 'false')
        return false;
    if (plain === 'null' || plain === '~')
        return null;
    if (INT.test(plain) || DECIMAL.test(plain))
        return Number(plain);
    return plainString(plain, /[-?:,[\]{}#&*!|>'"%@`]/);
}
/** A plain scalar that is a string in YAML 1.2's core schema, or outside the subset. */
function plainString(plain, badFirst) {
    if (plain === '' || badFirst.test(plain[0]) || /[-+.0-9]/.test(plain[0]))
        outside();
    if (plain.includes(': ') || plain.endsWith(':') || plain.includes(' #'))
        outside();
    // The other spellings of booleans, null, infinity and NaN in the core schema.
    if (/^(?:true|false|null|\.inf|\.nan)$/i.test(plain))
        outside();
    return plain;
}
/** `[a, "b", 'c', 1]` on one line, its `[` at `column` (1-based): scalars only. */
function flowList(text, place, line, column) {
    const match = /^\[(.*)\](?:\s+#.*)?$/.exec(text) ?? outside();
    const kids = (place.kids = new Map());
    place.list = true;
    const inner = match[1];
    if (inner.trim() === '')
        return [];
    const item = /\s*("(?:[^"\\]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"|'(?:[^']|'')*'|[^,[\]{}#"']+)\s*(,|$)/y;
    const items = [];
    let end = false;
    while (!end) {
        const m = item.exec(inner) ?? outside();
        end = m[2] === '';
        const token = m[1].trim();
        const offset = m.index + m[0].length - m[0].trimStart().length;
        kids.set(String(items.length), { line, column: column + 1 + offset });
        if (token.startsWith('"'))
            items.push(JSON.parse(token));
        else if (token.startsWith("'"))
            items.push(token.slice(1, -1).replace(/''/g, "'"));
        else if (token === 'true' || token === 'false')
            items.push(token === 'true');
        else if (token === 'null')
            items.push(null);
        else if (INT.test(token) || DECIMAL.test(token))
            items.push(Number(token));
        else
            items.push(plainString(token, /[-?:,[\]{}#&*!|>'"%@`]/));
    }
    if (item.lastIndex !== inner.length)
        outside();
    return items;
}

;// CONCATENATED MODULE: ./src/suites/diagnostics/positions.ts


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
    // Most task files are plain YAML, read (and positioned) without the `yaml` package.
    const plain = parsePlainYaml(text);
    return plain ? parsedPlain(plain, lineOffset) : parseFullYaml(text, lineOffset);
}
/**
 * parseYaml, loading the `yaml` package first only when the text is not plain YAML: a suite of
 * plain files never loads it.
 */
async function readYaml(text, lineOffset = 0) {
    const plain = parsePlainYaml(text);
    if (plain)
        return parsedPlain(plain, lineOffset);
    await (0,yaml/* loadYaml */.y)();
    return parseFullYaml(text, lineOffset);
}
function parsedPlain(plain, lineOffset) {
    const locate = (path) => placeOf(plain.place, path, lineOffset);
    return { data: plain.data, errors: [], locate };
}
/** What `locate` answers for a document's parsed node: the deepest node of `path` found. */
function placeOf(root, path, lineOffset) {
    let place = root;
    for (const segment of path) {
        if (place.list && typeof segment !== 'number')
            break;
        const kid = place.kids?.get(String(segment));
        if (!kid)
            break;
        place = kid;
    }
    return { line: place.line + lineOffset, column: place.column };
}
/** Parses with the `yaml` package alone (loaded by loadYaml() before). */
function parseFullYaml(text, lineOffset = 0) {
    const { LineCounter, parseDocument } = (0,yaml/* yaml */.o)();
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
    const { visit } = (0,yaml/* yaml */.o)();
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
    const { isMap, isScalar, isSeq } = (0,yaml/* yaml */.o)();
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
                const item = positions_element(text, value, segment);
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
function positions_element(text, open, index) {
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
;