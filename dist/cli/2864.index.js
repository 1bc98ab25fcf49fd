export const id = 2864;
export const ids = [2864,692];
export const modules = {

/***/ 2864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_QUARANTINE_DAYS: () => (/* binding */ DEFAULT_QUARANTINE_DAYS),
/* harmony export */   quarantineCommand: () => (/* binding */ quarantineCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _suites_project_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1263);
/* harmony import */ var _suites_schema_project_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6712);
/* harmony import */ var _suites_project_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(692);
/* harmony import */ var _shared_yaml_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4094);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8619);
// `parley quarantine add TASK --reason TEXT [--days N | --until YYYY-MM-DD]`, `parley quarantine
// remove TASK`, `parley quarantine list`: the project file's `quarantine:` list (verdict/
// quarantine.ts) edited through the `yaml` package's Document API, so the file's comments and
// formatting stay as the team wrote them. `add` replaces an entry for the same task (a renewal)
// and creates .parley.yaml when the project has no project file. Exit 2 on bad input.







/** Short on purpose: a quarantine is a reminder to fix the task, not a place to keep it. */
const DEFAULT_QUARANTINE_DAYS = 14;
const MAX_DAYS = 365;
function expiryOf(values) {
    const { days, until } = values;
    if (days !== undefined && until !== undefined)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e('--days and --until: give one of them');
    if (until !== undefined) {
        if (!_suites_schema_project_js__WEBPACK_IMPORTED_MODULE_3__/* .IsoDay */ .Gg.safeParse(until).success)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`--until: expected a date as YYYY-MM-DD, got "${until}"`);
        if (until < (0,_suites_project_js__WEBPACK_IMPORTED_MODULE_4__.todayUtc)())
            throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`--until: ${until} is in the past`);
        return until;
    }
    const n = days === undefined ? DEFAULT_QUARANTINE_DAYS : Number(days);
    if (!/^\d+$/.test(days ?? '14') || n < 1 || n > MAX_DAYS)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`--days: expected a whole number from 1 to ${MAX_DAYS}, got "${days}"`);
    return (0,_suites_project_js__WEBPACK_IMPORTED_MODULE_4__.todayUtc)(new Date(Date.now() + n * 86_400_000));
}
/** The project file's document, its `quarantine:` sequence (made when `create`), and its path. */
function openProject(yaml, create) {
    const path = (0,_suites_project_file_js__WEBPACK_IMPORTED_MODULE_2__/* .findProjectFile */ .f$)(process.cwd()) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.cwd(), '.parley.yaml');
    const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8') : '';
    const doc = yaml.parseDocument(text);
    if (doc.errors.length)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${path}: ${doc.errors[0].message}`);
    if (doc.contents === null)
        doc.contents = doc.createNode({});
    if (!yaml.isMap(doc.contents))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${path}: expected a mapping at the top`);
    let list = doc.get('quarantine');
    if (list === undefined && create) {
        list = doc.createNode([]);
        doc.set('quarantine', list);
    }
    if (list !== undefined && !yaml.isSeq(list))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${path}: quarantine: expected a list`);
    return { path, doc, list: list };
}
/** The index of the entry for `task` in the list, or -1. */
function indexOf(yaml, list, task) {
    return list.items.findIndex((item) => yaml.isMap(item) && String(item.get('task')).toLowerCase() === task.toLowerCase());
}
function add(yaml, task, values) {
    const reason = typeof values.reason === 'string' ? values.reason.trim() : '';
    if (!reason)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e('--reason: a quarantine needs a reason (an issue link helps)');
    const expires = expiryOf(values);
    const { path, doc, list } = openProject(yaml, true);
    const at = indexOf(yaml, list, task);
    if (at >= 0) {
        const entry = list.items[at];
        entry.set('reason', reason);
        entry.set('expires', expires);
    }
    else {
        if (list.items.length >= _suites_schema_project_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_QUARANTINE */ .AO)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${path}: quarantine: at most ${_suites_schema_project_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_QUARANTINE */ .AO} entries`);
        list.add(doc.createNode({ task, reason, expires }));
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, doc.toString());
    return `parley quarantine: ${task} quarantined until ${expires} (${path})`;
}
function remove(yaml, task) {
    const { path, doc, list } = openProject(yaml, false);
    const at = list ? indexOf(yaml, list, task) : -1;
    if (at < 0)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${path}: no quarantine entry for "${task}"`);
    list.delete(at);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, doc.toString());
    return `parley quarantine: ${task} removed (${path})`;
}
function list(yaml) {
    const { path, list } = openProject(yaml, false);
    const today = (0,_suites_project_js__WEBPACK_IMPORTED_MODULE_4__.todayUtc)();
    const lines = (list?.items ?? []).filter(yaml.isMap).map((item) => {
        const expires = String(item.get('expires'));
        const state = expires < today ? 'EXPIRED' : `until ${expires}`;
        return `${String(item.get('task'))}  ${state}  ${String(item.get('reason'))}`;
    });
    return lines.length ? lines.join('\n') : `parley quarantine: no entries (${path})`;
}
const quarantineCommand = {
    name: 'quarantine',
    usage: 'quarantine add TASK --reason TEXT [--days N | --until YYYY-MM-DD] | remove TASK | list',
    options: {
        reason: { type: 'string' },
        days: { type: 'string' },
        until: { type: 'string' },
    },
    help: {
        reason: 'TEXT why the task is quarantined (required for add; an issue link helps)',
        days: `N the quarantine expires N days from today (default ${DEFAULT_QUARANTINE_DAYS})`,
        until: 'YYYY-MM-DD the last day of the quarantine',
    },
    async run(values, positionals) {
        const [action, task, ...extra] = positionals;
        const yaml = await (0,_shared_yaml_js__WEBPACK_IMPORTED_MODULE_6__/* .loadYaml */ .y)();
        const wants = action === 'list' ? 0 : 1;
        if (!['add', 'remove', 'list'].includes(action ?? '') ||
            (wants ? !task?.trim() : task) ||
            extra.length) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`expected "quarantine add TASK --reason TEXT", "quarantine remove TASK" or "quarantine list", got "quarantine ${positionals.join(' ')}"`.trimEnd());
        }
        const name = task?.trim() ?? '';
        console.log(action === 'add'
            ? add(yaml, name, values)
            : action === 'remove'
                ? remove(yaml, name)
                : list(yaml));
        return 0;
    },
};


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

/***/ 692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadProject: () => (/* binding */ loadProject),
/* harmony export */   todayUtc: () => (/* binding */ todayUtc)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _diagnostics_positions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5470);
/* harmony import */ var _schema_project_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6712);
/* harmony import */ var _project_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1263);
// The project config at the working directory: .parley.yaml, else .waza.yaml.




/** The project at `cwd`; `file` when the caller has looked for it already (findProjectFile). */
function loadProject(cwd, diagnostics, file = (0,_project_file_js__WEBPACK_IMPORTED_MODULE_2__/* .findProjectFile */ .f$)(cwd)) {
    if (!file)
        return (0,_project_file_js__WEBPACK_IMPORTED_MODULE_2__/* .noProject */ .Zv)();
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
    const result = _schema_project_js__WEBPACK_IMPORTED_MODULE_1__/* .ProjectFile */ .Q1.safeParse(data);
    if (!result.success) {
        scope.issues(result.error.issues, data);
        return empty;
    }
    const raw = result.data;
    if (raw.storage !== undefined) {
        scope.warn(['storage'], 'remote result storage is not supported by Parley; results stay in the results directory');
    }
    const project = mapProject(file, raw, data);
    const quarantine = activeQuarantine(raw.quarantine ?? [], scope);
    return quarantine.length ? { ...project, quarantine } : project;
}
/** Today as YYYY-MM-DD in UTC: an entry expires at the end of its day, the same day everywhere. */
function todayUtc(now = new Date()) {
    return now.toISOString().slice(0, 10);
}
/** The entries still in force, each with where it is written; an expired one is a warning. */
function activeQuarantine(entries, scope) {
    const today = todayUtc();
    const active = [];
    entries.forEach((entry, i) => {
        if (entry.expires < today) {
            scope.warn(['quarantine', i, 'expires'], `the quarantine of '${entry.task}' expired on ${entry.expires}: the task counts in the verdict again (renew it with \`parley quarantine add\` or remove the entry)`);
            return;
        }
        active.push({ ...entry, where: scope.locate(['quarantine', i, 'task']) });
    });
    return active;
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


/***/ }),

/***/ 6712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gg: () => (/* binding */ IsoDay),
  AO: () => (/* binding */ MAX_QUARANTINE),
  Q1: () => (/* binding */ ProjectFile)
});

// UNUSED EXPORTS: QuarantineEntry

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/suites/schema/helpers.ts
var helpers = __webpack_require__(9892);
;// CONCATENATED MODULE: ./src/suites/schema/prices.ts
// The `prices` table (.parley.yaml, the action's `prices` input): what a model's tokens cost,
// in dollars per million tokens. Cached input is priced apart (providers discount it); unset,
// it costs what input costs, so a cost is never under-stated.


const perMillion = schemas.number().nonnegative().finite();
const ModelPrice = (0,helpers/* obj */.WL)({
    input: perMillion,
    cached_input: perMillion.optional(),
    output: perMillion,
});
/**
 * Model name -> its price. A model not listed is priced "unknown", never $0. A `__proto__` key
 * is refused, not dropped: zod's records leave it out, so its price would silently not apply
 * (the other names of Object.prototype, `constructor` and the like, are priced as any name).
 */
const PriceTable = schemas.preprocess((value, ctx) => {
    if (value && typeof value === 'object' && Object.hasOwn(value, '__proto__')) {
        ctx.addIssue({
            code: 'custom',
            input: value,
            path: ['__proto__'],
            message: 'a model cannot be named __proto__ (it is not a key a table can hold)',
        });
    }
    return value;
}, schemas.record(helpers/* nonEmpty */.hq, ModelPrice));

;// CONCATENATED MODULE: ./src/suites/schema/project.ts
// .parley.yaml / .waza.yaml at the project root: waza's config.schema.json keys (camelCase, as
// waza writes them) plus Parley's evals globs, results_dir and snake_case defaults.



const intMap = schemas.record(schemas.string(), helpers/* nonNegInt */.jy);
/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const IsoDay = schemas.string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
    .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'not a calendar date');
/** At most this many quarantine entries: a list longer than this quarantines the suite, not tasks. */
const MAX_QUARANTINE = 200;
/**
 * `quarantine:` a task that keeps running and being reported but cannot fail the check
 * (verdict/quarantine.ts), until `expires` (that day included).
 */
const QuarantineEntry = (0,helpers/* obj */.WL)({
    /** `suite/task id`, a task id or name; `*` = any characters (shared/task-filter.ts). */
    task: schemas.string().trim().min(1).max(500),
    reason: schemas.string().trim().min(1, 'a quarantine needs a reason').max(500),
    expires: IsoDay,
});
const ProjectFile = (0,helpers/* obj */.WL)({
    evals: schemas.union([helpers/* nonEmpty */.hq, helpers/* strs */.TD]).optional(),
    results_dir: helpers/* nonEmpty */.hq.optional(),
    /** Dollars per million tokens, per model (the report's cost). */
    prices: PriceTable.optional(),
    defaults: (0,helpers/* obj */.WL)({
        model: helpers/* nonEmpty */.hq.optional(),
        judge_model: helpers/* nonEmpty */.hq.optional(),
        judgeModel: helpers/* nonEmpty */.hq.optional(),
        responder_model: helpers/* nonEmpty */.hq.optional(),
        executor: helpers/* Executor */.Qx.optional(),
        engine: helpers/* Executor */.Qx.optional(),
        trials: helpers/* posInt */.Ik.optional(),
        workers: helpers/* nonNegInt */.jy.optional(),
        timeout_seconds: helpers/* posInt */.Ik.optional(),
        timeout: helpers/* posInt */.Ik.optional(),
        parallel: schemas.boolean().optional(),
        verbose: schemas.boolean().optional(),
        sessionLog: schemas.boolean().optional(),
    }).optional(),
    paths: (0,helpers/* obj */.WL)({ skills: helpers/* str */.gx.optional(), evals: helpers/* str */.gx.optional(), results: helpers/* str */.gx.optional() }).optional(),
    files: (0,helpers/* obj */.WL)({
        evalFile: schemas.string()
            .regex(/^[^/\\]+$/, 'expected a file name')
            .optional(),
        taskGlob: helpers/* nonEmpty */.hq.optional(),
        taskFileSuffix: helpers/* str */.gx.optional(),
    }).optional(),
    cache: (0,helpers/* obj */.WL)({ enabled: schemas.boolean().optional(), dir: helpers/* str */.gx.optional() }).optional(),
    server: (0,helpers/* obj */.WL)({ port: helpers/* posInt */.Ik.optional(), resultsDir: helpers/* str */.gx.optional() }).optional(),
    dev: (0,helpers/* obj */.WL)({
        model: helpers/* str */.gx.optional(),
        target: helpers/* str */.gx.optional(),
        maxIterations: helpers/* posInt */.Ik.optional(),
    }).optional(),
    tokens: (0,helpers/* obj */.WL)({
        warningThreshold: helpers/* nonNegInt */.jy.optional(),
        fallbackLimit: helpers/* nonNegInt */.jy.optional(),
        limits: (0,helpers/* obj */.WL)({ defaults: intMap.optional(), overrides: intMap.optional() }).optional(),
    }).optional(),
    graders: (0,helpers/* obj */.WL)({ programTimeout: helpers/* posInt */.Ik.optional() }).optional(),
    storage: (0,helpers/* obj */.WL)({
        provider: helpers/* str */.gx.optional(),
        accountName: helpers/* str */.gx.optional(),
        containerName: helpers/* str */.gx.optional(),
        enabled: schemas.boolean().optional(),
    }).optional(),
    registries: schemas.array(schemas.unknown()).optional(),
    /** Parley: tasks kept out of the verdict for a while (verdict/quarantine.ts). */
    quarantine: schemas.array(QuarantineEntry).max(MAX_QUARANTINE).optional(),
    /** Parley: impact selection on pull requests (engine/impact.ts). */
    impact: (0,helpers/* obj */.WL)({
        /** Globs (relative to the project root) whose change re-runs every task. */
        always: schemas.array(helpers/* nonEmpty */.hq).optional(),
    }).optional(),
});


/***/ })

};
