"use strict";
exports.id = 3294;
exports.ids = [3294];
exports.modules = {

/***/ 8938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportCommand: () => (/* binding */ reportCommand),
/* harmony export */   resultDirs: () => (/* binding */ resultDirs)
/* harmony export */ });
/* harmony import */ var _verdict_skill_lift_runs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1311);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _verdict_fail_on_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2349);
/* harmony import */ var _results_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5056);
/* harmony import */ var _results_impact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5582);
/* harmony import */ var _results_merge_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2958);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1165);
/* harmony import */ var _finish_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9154);
/* harmony import */ var _job_options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1110);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8619);
// `parley report DIR...`: merges the results of shard jobs (or renders one results directory)
// into one results set with its summary, JUnit and markdown report. A directory without a
// summary.json stands for its subdirectories that have one (downloaded artifacts).











function resultDirs(paths) {
    return paths.flatMap((path) => {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, 'summary.json')))
            return [path];
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path))
            throw new _types_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(`${path}: no such directory`);
        const subdirs = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(path, { withFileTypes: true })
            .filter((e) => e.isDirectory() && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, e.name, 'summary.json')))
            .map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, e.name))
            .sort();
        if (subdirs.length === 0)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(`${path}: no summary.json in it or its subdirectories`);
        return subdirs;
    });
}
const reportCommand = {
    name: 'report',
    usage: 'report DIR... [--output DIR] [--baseline FILE] [--alpha A] [--fail-on POLICY]',
    options: {
        output: { type: 'string', short: 'o' },
        baseline: { type: 'string' },
        alpha: { type: 'string' },
        'fail-on': { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
    },
    help: {
        output: 'DIR where the merged results go (default parley-results)',
        baseline: 'FILE compare with a base summary.json (or results directory)',
        alpha: _job_options_js__WEBPACK_IMPORTED_MODULE_9__/* .ALPHA_HELP */ .fe,
        'fail-on': 'P regressions, inconclusive, failures or never (default failures; regressions with --baseline)',
        quiet: 'no console report',
    },
    async run(values, positionals) {
        if (positionals.length === 0)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e('expected one or more results directories');
        const failOnValue = values['fail-on'];
        if (failOnValue !== undefined && !_verdict_fail_on_js__WEBPACK_IMPORTED_MODULE_3__/* .FAIL_ON */ .d$.includes(failOnValue)) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(`--fail-on: expected one of ${_verdict_fail_on_js__WEBPACK_IMPORTED_MODULE_3__/* .FAIL_ON */ .d$.join(', ')}, got "${failOnValue}"`);
        }
        const alpha = (0,_job_options_js__WEBPACK_IMPORTED_MODULE_9__/* .alphaOption */ .mH)(values.alpha);
        const baseline = values.baseline === undefined ? undefined : (0,_compare_js__WEBPACK_IMPORTED_MODULE_7__.readSummary)(values.baseline);
        let merged;
        try {
            const dirs = resultDirs(positionals);
            // Bounded before anything is read: a directory's files are bounded each, the set in all.
            if (dirs.length > _results_merge_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_SHARDS */ .hH) {
                throw new _types_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(`${dirs.length} results directories, more than the ${_results_merge_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_SHARDS */ .hH} shards allowed`);
            }
            let bytes = 0;
            for (const dir of dirs) {
                bytes += (0,_results_files_js__WEBPACK_IMPORTED_MODULE_4__/* .resultsDirBytes */ .HU)(dir);
                if (bytes > _results_merge_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_MERGED_BYTES */ .IY) {
                    throw new _types_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(`the results directories hold more than the ${_results_merge_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_MERGED_BYTES */ .IY} bytes allowed in all (reached at ${dir}); nothing was read`);
                }
            }
            const shards = dirs.map(_results_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readResultsDir */ .Uv);
            merged = (0,_results_merge_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeShards */ .Ox)(shards);
            // A skill-lift job's lift over every shard's tasks (each shard measured its own).
            const lift = (0,_verdict_skill_lift_runs_js__WEBPACK_IMPORTED_MODULE_0__.mergedSkillLift)(shards.map((s) => s.summary), merged.records);
            if (lift)
                merged.summary.skill_lift = lift;
        }
        catch (error) {
            if (error instanceof _results_merge_js__WEBPACK_IMPORTED_MODULE_6__/* .MergeError */ .VX || error instanceof _results_files_js__WEBPACK_IMPORTED_MODULE_4__/* .ResultsReadError */ .D5) {
                throw new _types_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(error.message);
            }
            throw error;
        }
        const out = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(values.output ?? 'parley-results');
        return (0,_finish_js__WEBPACK_IMPORTED_MODULE_8__.finishJob)({ resultsDir: out, ...merged }, {
            baseline,
            alpha,
            ...(0,_job_options_js__WEBPACK_IMPORTED_MODULE_9__/* .cliFailOn */ .cd)(failOnValue, baseline !== undefined),
            ...(values.baseline !== undefined
                ? { baselineDir: (0,_job_options_js__WEBPACK_IMPORTED_MODULE_9__/* .baselineDirOf */ .Ub)(values.baseline) }
                : {}),
            quiet: values.quiet,
            // The shards' impact selection: the tasks not re-run are listed, never compared.
            ...(merged.summary.impact ? { impact: (0,_results_impact_js__WEBPACK_IMPORTED_MODULE_5__/* .impactReportOf */ .SK)(merged.summary.impact) } : {}),
            writeRecords: true,
            where: `merged results: ${out}`,
        });
    },
};


/***/ }),

/***/ 2958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IY: () => (/* binding */ MAX_MERGED_BYTES),
/* harmony export */   Ox: () => (/* binding */ mergeShards),
/* harmony export */   VX: () => (/* binding */ MergeError),
/* harmony export */   ZM: () => (/* binding */ mergeNotRun),
/* harmony export */   hH: () => (/* binding */ MAX_SHARDS)
/* harmony export */ });
/* unused harmony exports parseShardLabel, shardBoundsProblem, checkShards */
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5839);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3284);
// Merging shard results into one results set (`parley report DIR...`, the action's report mode).
// Each directory was read as untrusted data (results/files.ts); the shards must be complete and
// consistent, or the error names exactly which shard is missing, duplicated or from another
// suite set.



class MergeError extends Error {
    constructor(message) {
        super(message);
        this.name = 'MergeError';
    }
}
/** More shards than any matrix needs (GitHub allows 256 jobs per matrix). */
const MAX_SHARDS = 256;
/** The results of one suite set, all shards together, read before merging: at most this. */
const MAX_MERGED_BYTES = 200 * 1024 * 1024;
/** A shard label `i/n` within bounds, or null: a label from a summary is untrusted. */
function parseShardLabel(label) {
    const m = /^(\d{1,6})\/(\d{1,6})$/.exec(label);
    if (!m)
        return null;
    const index = Number(m[1]);
    const total = Number(m[2]);
    return index >= 1 && index <= total && total <= MAX_SHARDS ? { index, total } : null;
}
/** Why a shard `index/total` claimed by a name or a summary is refused, if it is. */
function shardBoundsProblem(index, total) {
    if (total > MAX_SHARDS)
        return `more than the ${MAX_SHARDS} shards allowed`;
    if (index < 1 || index > total)
        return 'not i/n with 1 <= i <= n';
    return null;
}
/** Checks that the shards are one complete set: same suite set, each i/n exactly once. */
function checkShards(shards) {
    if (shards.length === 0)
        throw new MergeError('no results to merge');
    const first = shards[0].summary.identity;
    for (const s of shards) {
        const id = s.summary.identity;
        if (id.suite_set !== first.suite_set) {
            throw new MergeError(`${s.dir} is of another suite set (${id.suite_set}) than ${shards[0].dir} (${first.suite_set})`);
        }
        if (id.commit !== first.commit) {
            throw new MergeError(`${s.dir} is of commit ${id.commit}, ${shards[0].dir} of ${first.commit}`);
        }
    }
    const labels = shards.map((s) => s.summary.identity.shard);
    if (shards.length === 1 && labels[0] === null)
        return;
    if (labels.some((l) => l === null)) {
        const whole = shards.find((s) => s.summary.identity.shard === null);
        throw new MergeError(`${whole.dir} is not a shard (no shard i/n) but is merged with shards`);
    }
    if (shards.length > MAX_SHARDS) {
        throw new MergeError(`${shards.length} shards, more than the ${MAX_SHARDS} allowed`);
    }
    // Bounded before the completeness check below counts up to the claimed total.
    for (const s of shards) {
        if (!parseShardLabel(s.summary.identity.shard)) {
            throw new MergeError(`${s.dir} claims shard "${s.summary.identity.shard.slice(0, 40)}": expected i/n with 1 <= i <= n <= ${MAX_SHARDS}`);
        }
    }
    const totals = new Set(labels.map((l) => parseShardLabel(l).total));
    if (totals.size > 1)
        throw new MergeError(`the shards disagree on their count: ${labels.join(', ')}`);
    const total = [...totals][0];
    const problems = [];
    for (let i = 1; i <= total; i++) {
        const dirs = shards
            .filter((s) => s.summary.identity.shard === `${i}/${total}`)
            .map((s) => s.dir);
        if (dirs.length === 0)
            problems.push(`shard ${i}/${total} is missing`);
        if (dirs.length > 1)
            problems.push(`shard ${i}/${total} appears ${dirs.length} times (${dirs.join(', ')})`);
    }
    if (problems.length)
        throw new MergeError(`incomplete shard set: ${problems.join('; ')}`);
}
/** Shards named in a message, at most this many per group. */
const NAMED = 5;
const taskKey = (t) => `${t.suite}\u0000${t.task_id}`;
/** A task key as a message names it (suite/task, clipped: the summary's own text). */
const named = (key) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(key.replace('\u0000', '/'), 120);
/**
 * What a shard's summary says impact selection did, as a key two shards agree on: whether every
 * task ran (why is the shard's own words: its checkout's path, git's message), else since what
 * and which tasks were not re-run.
 */
function impactKey(impact) {
    if (!impact)
        return 'none';
    if (impact.all)
        return 'all';
    const notRerun = [...new Set(impact.not_rerun.map(taskKey))].sort();
    return JSON.stringify([impact.since ?? null, notRerun]);
}
/** One group of agreeing shards in words (the text is the summary's own: clipped). */
function impactWords(impact, others) {
    if (!impact)
        return 'no impact selection (every task asked for)';
    const since = impact.since ? ` since ${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(impact.since, 60)}` : '';
    if (impact.all)
        return `every task ran${since} (${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(impact.all, 120)})`;
    const own = new Set(impact.not_rerun.map(taskKey));
    // Against shards that list tasks too: one task this group lists and they do not.
    const onlyHere = others.size ? [...own].find((k) => !others.has(k)) : undefined;
    return `${impact.not_rerun.length} task(s) not re-run${since}${onlyHere ? `, ${named(onlyHere)} among them` : ''}`;
}
/**
 * Every shard plans the same impact selection (the same changed files, the same baseline), then
 * runs its part of the tasks it selected: the shards must agree on it (every task ran in all of
 * them, or the same `since` and tasks not re-run), and none may have run a task they list as not
 * re-run. Else a MergeError names the shards that disagree. The merged summary carries the
 * selection (the first shard's words for why every task ran).
 */
function mergedImpact(shards) {
    const groups = new Map();
    for (const s of shards) {
        const key = impactKey(s.summary.impact);
        groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    if (groups.size > 1) {
        const all = [...groups.values()];
        const tasksOf = (g) => new Set(g[0].summary.impact?.all ? [] : (g[0].summary.impact?.not_rerun ?? []).map(taskKey));
        const words = all.slice(0, NAMED).map((g, i) => {
            const others = new Set(all.filter((_, j) => j !== i).flatMap((o) => [...tasksOf(o)]));
            const dirs = g.slice(0, NAMED).map((s) => s.dir);
            const more = g.length > NAMED ? ` and ${g.length - NAMED} more` : '';
            return `${dirs.join(', ')}${more}: ${impactWords(g[0].summary.impact, others)}`;
        });
        const more = all.length > NAMED ? `; and ${all.length - NAMED} more group(s)` : '';
        throw new MergeError(`the shards disagree on impact selection (each must select the same tasks): ${words.join('; ')}${more}`);
    }
    const impact = shards[0].summary.impact;
    if (!impact || impact.all)
        return impact;
    const notRerun = new Set(impact.not_rerun.map(taskKey));
    for (const s of shards) {
        const ran = s.records.find((r) => notRerun.has(taskKey(r)));
        if (ran) {
            throw new MergeError(`${s.dir} ran ${named(taskKey(ran))}, which its impact selection lists as not re-run`);
        }
    }
    return impact;
}
/** One summary and one record list from complete shards, as if one job had run them all. */
function mergeShards(given) {
    checkShards(given);
    // Shard order, not listing order: the merged task order must not depend on how they arrived.
    const index = (s) => Number(s.summary.identity.shard?.split('/')[0] ?? 0);
    const shards = [...given].sort((a, b) => index(a) - index(b));
    const impact = mergedImpact(shards);
    const suites = new Map();
    for (const shard of shards) {
        for (const s of shard.summary.suites) {
            const key = `${s.name}\u0000${s.file}`;
            const entry = suites.get(key) ?? {
                ...s,
                tasks: [],
                ...(s.trigger_accuracy ? { trigger: { threshold: s.trigger_accuracy.threshold } } : {}),
            };
            for (const t of s.tasks) {
                if (!entry.tasks.some((x) => x.id === t.task_id))
                    entry.tasks.push({
                        id: t.task_id,
                        name: t.task_name,
                        ...(t.golden ? { golden: true } : {}),
                        ...(t.quarantined ? { quarantined: t.quarantined } : {}),
                    });
            }
            suites.set(key, entry);
        }
    }
    const records = shards
        .flatMap((s) => s.records)
        .sort((a, b) => a.suite.localeCompare(b.suite) || a.task_id.localeCompare(b.task_id) || a.trial - b.trial)
        .map(({ shard: _shard, ...rest }) => rest);
    const first = shards[0].summary.identity;
    const summary = (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .buildSummary */ .fR)(records, [...suites.values()], {
        commit: first.commit ?? undefined,
        ref: first.ref ?? undefined,
        models: {
            agent: first.models.agent ?? undefined,
            responder: first.models.responder ?? undefined,
            judge: first.models.judge ?? undefined,
        },
    }, Math.max(...shards.map((s) => s.summary.duration_ms)));
    // The suite set is the shards' own (each shard summary lists every suite of the set).
    summary.identity.suite_set = first.suite_set;
    // Each task's identity (what a pooled baseline keys on) as the shard that ran it computed it:
    // without it, a sharded workflow's saved baseline would never pool.
    const identities = new Map();
    for (const shard of shards) {
        for (const s of shard.summary.suites) {
            for (const t of s.tasks)
                if (t.identity)
                    identities.set(`${s.name}\u0000${t.task_id}`, t.identity);
        }
    }
    for (const s of summary.suites) {
        for (const t of s.tasks) {
            const identity = identities.get(`${s.name}\u0000${t.task_id}`);
            if (identity)
                t.identity = identity;
        }
    }
    // Skill token budgets are counted over the repository, the same in every shard.
    const tokens = shards.find((s) => s.summary.tokens)?.summary.tokens;
    if (tokens)
        summary.tokens = tokens;
    // What each shard's share of the budget kept from starting: the gate must still see it.
    const notRun = mergeNotRun(shards.map((s) => s.summary.not_run));
    if (notRun)
        summary.not_run = notRun;
    if (impact)
        summary.impact = impact;
    return { summary, records };
}
/**
 * The shards' not_run as one (and a confirm job's with theirs): runs summed, tasks in order, the
 * distinct reasons joined.
 */
function mergeNotRun(parts) {
    const given = parts.filter((n) => !!n?.runs);
    if (!given.length)
        return undefined;
    // Bounded as the schema bounds them: the merged summary.json is read back like any other.
    return {
        reason: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateAtWord */ ._n)([...new Set(given.map((n) => n.reason))].join('; '), 500),
        runs: given.reduce((sum, n) => sum + n.runs, 0),
        tasks: given.flatMap((n) => n.tasks).slice(0, 10_000),
    };
}


/***/ }),

/***/ 8233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EF: () => (/* binding */ emptyUsageByRole),
/* harmony export */   ly: () => (/* binding */ emptyUsage),
/* harmony export */   vk: () => (/* binding */ addUsage)
/* harmony export */ });
function emptyUsage() {
    return { input_tokens: 0, output_tokens: 0, total_tokens: 0, requests: 0 };
}
function emptyUsageByRole() {
    return { agent: emptyUsage(), responder: emptyUsage(), judge: emptyUsage() };
}
function addUsage(into, more) {
    // Not reported stays not reported only while nothing reported is added.
    if (more.reported === false && into.requests === 0 && into.total_tokens === 0) {
        into.reported = false;
    }
    else if (more.reported !== false && 'reported' in into) {
        // Only when there is one: a delete of a missing key is still a call into the runtime.
        delete into.reported;
    }
    into.input_tokens += more.input_tokens;
    into.output_tokens += more.output_tokens;
    into.total_tokens += more.total_tokens;
    into.requests += more.requests;
    if (more.cached_input_tokens !== undefined) {
        into.cached_input_tokens = (into.cached_input_tokens ?? 0) + more.cached_input_tokens;
    }
    if (more.models) {
        const models = (into.models ??= {});
        for (const [model, t] of Object.entries(more.models)) {
            // Own keys only, and defined rather than assigned: a model named `__proto__` or
            // `constructor` is counted as a model, never written onto Object.prototype or Object.
            let sum = Object.hasOwn(models, model) ? models[model] : undefined;
            if (!sum) {
                sum = { input_tokens: 0, cached_input_tokens: 0, output_tokens: 0 };
                Object.defineProperty(models, model, {
                    value: sum,
                    enumerable: true,
                    writable: true,
                    configurable: true,
                });
            }
            sum.input_tokens += t.input_tokens;
            sum.cached_input_tokens += t.cached_input_tokens;
            sum.output_tokens += t.output_tokens;
        }
    }
    return into;
}


/***/ })

};
;