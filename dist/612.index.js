export const id = 612;
export const ids = [612];
export const modules = {

/***/ 96612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadProject: () => (/* binding */ loadProject),
  todayUtc: () => (/* binding */ todayUtc)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/suites/diagnostics/positions.ts + 1 modules
var positions = __webpack_require__(75137);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/suites/schema/helpers.ts
var helpers = __webpack_require__(99892);
// EXTERNAL MODULE: ./src/suites/schema/prices.ts
var prices = __webpack_require__(90223);
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
    prices: prices/* PriceTable */.o.optional(),
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

// EXTERNAL MODULE: ./src/suites/project-file.ts
var project_file = __webpack_require__(41263);
;// CONCATENATED MODULE: ./src/suites/project.ts
// The project config at the working directory: .parley.yaml, else .waza.yaml.




/** The project at `cwd`; `file` when the caller has looked for it already (findProjectFile). */
function loadProject(cwd, diagnostics, file = (0,project_file/* findProjectFile */.f$)(cwd)) {
    if (!file)
        return (0,project_file/* noProject */.Zv)();
    const empty = { file, evals: [], defaults: {}, raw: {} };
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (error) {
        diagnostics.fileError(file, `cannot read: ${error.message}`);
        return empty;
    }
    const parsed = (0,positions/* parseYaml */.hN)(text);
    const scope = diagnostics.scope(file, parsed.locate);
    for (const e of parsed.errors)
        diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
    if (parsed.errors.length)
        return empty;
    const data = parsed.data ?? {};
    const result = ProjectFile.safeParse(data);
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


/***/ })

};
