"use strict";
exports.id = 2864;
exports.ids = [2864,692];
exports.modules = {

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