"use strict";
exports.id = 713;
exports.ids = [713,692];
exports.modules = {

/***/ 713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tokenTable: () => (/* binding */ tokenTable),
  tokensCommand: () => (/* binding */ tokensCommand)
});

// EXTERNAL MODULE: ./src/suites/diagnostics/diagnostics.ts
var diagnostics_diagnostics = __webpack_require__(994);
// EXTERNAL MODULE: ./src/suites/load.ts + 1 modules
var load = __webpack_require__(2900);
// EXTERNAL MODULE: ./src/suites/project.ts
var suites_project = __webpack_require__(692);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/suites/waza/token-budgets.ts
// Skill token budgets (waza's `tokens` section): which files are counted, which limit applies to
// each, and where the limits come from. waza's priority order: the project config's
// `tokens.limits` (.parley.yaml / .waza.yaml), else a legacy `.token-limits.json` (with a
// deprecation warning), else built-in defaults. Within a set of limits an override (an exact
// path, matched as a path suffix) wins over the defaults (globs, the most specific first), and a
// file no pattern matches gets `fallbackLimit`.




/** The default results directory: skipped by name at any depth, run or not, git or not. */
const DEFAULT_RESULTS_DIR = 'parley-results';
/** waza's built-in limits, used when neither the project config nor .token-limits.json sets any. */
const BUILT_IN_LIMITS = {
    defaults: { 'SKILL.md': 500, 'references/**/*.md': 1000, 'docs/**/*.md': 1500, '*.md': 2000 },
    overrides: { 'README.md': 3000, 'CONTRIBUTING.md': 2500 },
};
const FALLBACK_LIMIT = 2000;
const LEGACY_LIMITS_FILE = '.token-limits.json';
/** A token-budget configuration that cannot be used: exit 2, naming the file and field. */
class TokenConfigError extends Error {
    constructor(message) {
        super(message);
        this.name = 'TokenConfigError';
    }
}
const limitMap = schemas.record(schemas.string().min(1).max(500), schemas.number().int().nonnegative());
const LegacyFile = schemas.object({
    description: schemas.string().optional(),
    defaults: limitMap,
    overrides: limitMap.optional(),
});
function tokenBudgetConfig(root, project) {
    const tokens = project.tokens;
    const base = {
        ...(project.resultsDir ? { resultsDirs: [(0,external_node_path_.resolve)(root, project.resultsDir)] } : {}),
        fallbackLimit: tokens?.fallbackLimit ?? FALLBACK_LIMIT,
        ...(tokens?.warningThreshold !== undefined
            ? { warningThreshold: tokens.warningThreshold }
            : {}),
    };
    if (tokens?.limits) {
        return {
            ...base,
            limits: {
                defaults: tokens.limits.defaults ?? {},
                overrides: tokens.limits.overrides ?? {},
            },
            source: `${(0,external_node_path_.relative)(root, project.file ?? '') || project.file} tokens.limits`,
            warnings: [],
        };
    }
    const legacy = (0,external_node_path_.join)(root, LEGACY_LIMITS_FILE);
    if ((0,external_node_fs_.existsSync)(legacy)) {
        return {
            ...base,
            limits: readLegacy(legacy),
            source: LEGACY_LIMITS_FILE,
            warnings: [
                `${LEGACY_LIMITS_FILE} is deprecated: move its limits to the tokens.limits section of .parley.yaml (or .waza.yaml)`,
            ],
        };
    }
    return { ...base, limits: BUILT_IN_LIMITS, source: 'built-in defaults', warnings: [] };
}
function readLegacy(file) {
    let json;
    try {
        json = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch (error) {
        throw new TokenConfigError(`${file}: not valid JSON (${error.message})`);
    }
    const parsed = LegacyFile.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new TokenConfigError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message} (expected {"defaults": {"<glob>": <limit>}, "overrides"?: {"<path>": <limit>}})`);
    }
    return { defaults: parsed.data.defaults, overrides: parsed.data.overrides ?? {} };
}
/**
 * A glob of waza's dialect: `*` within a segment, `**` across; with a `/` it is anchored. RE2
 * (re2js): linear in the path whatever the stars, where a backtracking regex took minutes.
 */
function globRegex(pattern) {
    const body = pattern
        .split('**')
        .map((part) => part
        .split('*')
        .map((s) => build/* RE2JS */.L3.quote(s))
        .join('[^/]*'))
        .join('.*?');
    return build/* RE2JS */.L3.compile(pattern.includes('/') ? `^/?${body}$` : `(?:^|/)${body}$`);
}
function matches(path, pattern) {
    // A plain file name matches that file in any directory.
    if (!pattern.includes('/') && !pattern.includes('*')) {
        return path === pattern || path.endsWith(`/${pattern}`);
    }
    return globRegex(pattern).matcher(path).find();
}
/** Higher = more specific: literal paths first, then deeper, then longer patterns. */
function specificity(pattern) {
    const globstars = pattern.split('**').length - 1;
    const stars = pattern.replaceAll('**', '').split('*').length - 1;
    return ((pattern.includes('*') ? 0 : 10_000) +
        (pattern.split('/').length - 1) * 100 +
        stars * 10 -
        globstars * 50 +
        pattern.length);
}
/** The limit of one file (a `/`-separated path relative to the root). */
function limitFor(path, config) {
    const overrides = Object.entries(config.limits.overrides).sort(([a], [b]) => b.length - a.length);
    for (const [pattern, limit] of overrides) {
        if (path === pattern || path.endsWith(`/${pattern}`))
            return { limit, pattern };
    }
    const defaults = Object.entries(config.limits.defaults).sort(([a], [b]) => specificity(b) - specificity(a) || a.localeCompare(b));
    for (const [pattern, limit] of defaults) {
        if (matches(path, pattern))
            return { limit, pattern };
    }
    return { limit: config.fallbackLimit, pattern: 'fallbackLimit' };
}
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'coverage']);
const COUNTED = /\.(md|mdx)$/i;
/**
 * A Parley results directory: its report.md is no skill file. By name (parley-results, the
 * configured results_dir), whatever it holds yet (a run that wrote only report.md), or by its
 * contents (any --output of an earlier run).
 */
function isResultsDir(dir, name, configured) {
    if (name === DEFAULT_RESULTS_DIR || configured.has(dir))
        return true;
    return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'summary.json')) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'results.jsonl'));
}
/**
 * The skill files under the given paths (files as given, directories walked): markdown (.md,
 * .mdx: SKILL.md, references, .agent.md, ...), as waza counts them; node_modules, .git, dist,
 * coverage and results directories are skipped (a file named on the command line still counts).
 * Paths relative to the root, `/`-separated, sorted.
 */
function skillFiles(root, paths, resultsDirs = []) {
    const found = new Set();
    const configured = new Set(resultsDirs.map((dir) => (0,external_node_path_.resolve)(dir)));
    const walk = (dir) => {
        for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })) {
            const full = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isDirectory()) {
                if (!SKIPPED_DIRS.has(entry.name) && !isResultsDir(full, entry.name, configured))
                    walk(full);
            }
            else if (entry.isFile() && COUNTED.test(entry.name))
                found.add(full);
        }
    };
    for (const path of paths.length ? paths : ['.']) {
        const full = (0,external_node_path_.resolve)(root, path);
        if (!(0,external_node_fs_.existsSync)(full))
            throw new TokenConfigError(`${path}: no such file or directory`);
        if (readdirSafe(full))
            walk(full);
        else
            found.add(full);
    }
    return [...found].map((f) => (0,external_node_path_.relative)(root, f).split(external_node_path_.sep).join('/')).sort();
}
function readdirSafe(path) {
    try {
        (0,external_node_fs_.readdirSync)(path);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(9444);
;// CONCATENATED MODULE: ./src/suites/waza/token-count.ts
// Counting the tokens of skill files with a real tokenizer: o200k_base (the encoding of GPT-4o
// and later, the one waza's BPE counter uses), from gpt-tokenizer, pure JavaScript with its rank
// file bundled: no network, no native code. Loaded on first use so `parley run` does not pay for it.



let encoder;
/** A skill file larger than this is refused (a clear error), never read whole. */
const MAX_SKILL_FILE_BYTES = 8 * 1024 * 1024;
/** The longest stretch without a word boundary encoded at once (BPE is quadratic in it). */
const MAX_RUN = 512;
/** Characters encoded per call. */
const BATCH = 64 * 1024;
const isSpace = (code) => code === 32 || (code >= 9 && code <= 13);
/**
 * The text cut where the count cannot change: before a space that starts a word after a word (the
 * tokenizer's pieces never cross it). A stretch of MAX_RUN characters with no such place (200 KB
 * of `a`, a line of `=`) is cut every MAX_RUN characters: its count is then a close estimate,
 * but the work stays linear, where one such stretch took minutes.
 */
function* pieces(text) {
    let start = 0;
    let boundary = 0;
    for (let i = 1; i < text.length; i++) {
        const safe = text.charCodeAt(i) === 32 &&
            !isSpace(text.charCodeAt(i - 1)) &&
            i + 1 < text.length &&
            !isSpace(text.charCodeAt(i + 1));
        const forced = !safe && i - boundary >= MAX_RUN;
        if (safe || forced)
            boundary = i;
        if (forced || (safe && i - start >= BATCH)) {
            yield text.slice(start, i);
            start = i;
        }
    }
    if (start < text.length)
        yield text.slice(start);
}
/** The o200k_base token count of a text; special-token markers count as the plain text they are. */
async function countTokens(text) {
    encoder ??= __webpack_require__.e(/* import() */ 5359).then(__webpack_require__.bind(__webpack_require__, 5359)).then((m) => m.encode);
    const encode = await encoder;
    let count = 0;
    for (const piece of pieces(text))
        count += encode(piece, { disallowedSpecial: new Set() }).length;
    return count;
}
function statusOf(tokens, limit, warningThreshold) {
    if (tokens > limit)
        return 'over';
    return warningThreshold !== undefined && tokens > warningThreshold ? 'warn' : 'ok';
}
/** Every skill file under the paths, counted and held against its limit; over-limit first. */
async function checkTokenBudgets(root, paths, config) {
    const checks = [];
    for (const file of skillFiles(root, paths, config.resultsDirs)) {
        let text;
        try {
            text = (0,read_file/* readRegularFile */.X)((0,external_node_path_.join)(root, file), MAX_SKILL_FILE_BYTES).toString('utf8');
        }
        catch (error) {
            if (error instanceof read_file/* FileReadError */.t)
                throw new TokenConfigError(`${file}: ${error.reason}`);
            throw error;
        }
        const tokens = await countTokens(text);
        const { limit, pattern } = limitFor(file, config);
        checks.push({
            file,
            tokens,
            limit,
            pattern,
            status: statusOf(tokens, limit, config.warningThreshold),
        });
    }
    const rank = { over: 0, warn: 1, ok: 2 };
    return checks.sort((a, b) => rank[a.status] - rank[b.status] || a.file.localeCompare(b.file));
}

// EXTERNAL MODULE: ./src/shared/yaml.ts
var yaml = __webpack_require__(4094);
// EXTERNAL MODULE: ./src/commands/types.ts
var types = __webpack_require__(8619);
;// CONCATENATED MODULE: ./src/commands/tokens.ts
// `parley tokens check [PATH...]`: counts the tokens of skill files (SKILL.md, references,
// .agent.md: markdown) and holds each against its budget from the project config's `tokens`
// section (waza's), a legacy .token-limits.json, or built-in defaults. Exit 0 within budget, 1
// when a file is over its limit, 2 on a bad configuration.







const STATUS_TEXT = { ok: 'ok', warn: 'warn', over: 'OVER' };
function tokenTable(checks) {
    if (checks.length === 0)
        return 'no skill files (.md, .mdx) found';
    const width = Math.max(4, ...checks.map((c) => c.file.length));
    const rows = checks.map((c) => `${c.file.padEnd(width)}  ${String(c.tokens).padStart(7)}  ${String(c.limit).padStart(7)}  ${STATUS_TEXT[c.status]}`);
    return [`${'File'.padEnd(width)}   Tokens    Limit  Status`, ...rows].join('\n');
}
const tokensCommand = {
    name: 'tokens',
    usage: 'tokens check [PATH...] [--json]',
    options: { json: { type: 'boolean' } },
    help: { json: 'print the counts as JSON' },
    async run(values, positionals) {
        const [action, ...paths] = positionals;
        if (action !== 'check') {
            throw new types/* UsageError */.e(`expected "tokens check [PATH...]", got "tokens ${action ?? ''}"`);
        }
        const root = process.cwd();
        const diagnostics = new diagnostics_diagnostics/* Diagnostics */.rE();
        await (0,yaml/* loadYaml */.y)();
        const project = (0,suites_project.loadProject)(root, diagnostics);
        if (diagnostics.errors.length) {
            for (const error of diagnostics.errors)
                console.error((0,load/* formatSpecError */.rB)(error));
            return 2;
        }
        let checks;
        let config;
        try {
            config = tokenBudgetConfig(root, project);
            checks = await checkTokenBudgets(root, paths, config);
        }
        catch (error) {
            if (error instanceof TokenConfigError)
                throw new types/* UsageError */.e(error.message);
            throw error;
        }
        for (const warning of config.warnings)
            console.error(`parley tokens: warning: ${warning}`);
        const over = checks.filter((c) => c.status === 'over');
        if (values.json) {
            console.log(JSON.stringify({ source: config.source, files: checks }, null, 2));
        }
        else {
            console.log(tokenTable(checks));
            const warned = checks.filter((c) => c.status === 'warn').length;
            console.log(`\n${checks.length - over.length}/${checks.length} file(s) within their limits` +
                (warned ? `, ${warned} over the warning threshold` : '') +
                ` (limits: ${config.source})`);
        }
        for (const c of over) {
            console.error(`${c.file}: ${c.tokens} tokens, ${c.tokens - c.limit} over its limit of ${c.limit} (${c.pattern})`);
        }
        return over.length ? 1 : 0;
    },
};


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

/***/ 692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadProject: () => (/* binding */ loadProject),
/* harmony export */   todayUtc: () => (/* binding */ todayUtc)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _diagnostics_positions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5137);
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
    const parsed = (0,_diagnostics_positions_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYaml */ .hN)(text);
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
;