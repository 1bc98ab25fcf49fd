"use strict";
exports.id = 4982;
exports.ids = [4982];
exports.modules = {

/***/ 4982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: ./src/engine/interrupt.ts
var interrupt = __webpack_require__(1649);
;// CONCATENATED MODULE: ./src/engine/cancel.ts
// Cancelling a job on SIGINT/SIGTERM, for both entry points: the first signal aborts the
// returned signal with an Interrupt (the engine stops the agents and returns the finished runs,
// `stop: {by: 'cancelled'}`), and the entry point still writes and publishes what finished.
// What a further signal does is the entry point's choice: the CLI exits at once (a person
// pressed Ctrl-C again); the action keeps publishing, because the runner's SIGTERM after its
// SIGINT is its own escalation within the grace period, and a kill ends the job anyway.

/** The exit code of a process ended by this signal, as shells report it. */
const signalExitCode = (name) => (name === 'SIGINT' ? 130 : 143);
function cancelOnSignals(options) {
    const controller = new AbortController();
    let received;
    const onSignal = (name) => {
        if (received) {
            options.notify(name, false);
            if (options.exitOnSecond)
                process.exit(signalExitCode(name));
            return;
        }
        received = name;
        options.notify(name, true);
        controller.abort(new interrupt/* Interrupt */.OK('cancelled', `cancelled by ${name}`));
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return {
        signal: controller.signal,
        received: () => received,
        cancel: (why) => {
            if (received)
                return;
            received = 'SIGINT';
            controller.abort(new interrupt/* Interrupt */.OK('cancelled', why));
        },
        dispose: () => {
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
        },
    };
}

// EXTERNAL MODULE: ./src/engine/plan.ts
var plan = __webpack_require__(955);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/verdict/options.ts
var verdict_options = __webpack_require__(1275);
// EXTERNAL MODULE: ./src/results/layout.ts
var layout = __webpack_require__(8534);
// EXTERNAL MODULE: ./src/results/summary.ts + 2 modules
var results_summary = __webpack_require__(3284);
// EXTERNAL MODULE: ./src/results/writer.ts
var writer = __webpack_require__(4787);
// EXTERNAL MODULE: ./src/suites/diagnostics/diagnostics.ts
var diagnostics = __webpack_require__(994);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/suites/load.ts + 1 modules
var load = __webpack_require__(2900);
// EXTERNAL MODULE: ./src/shared/model-list.ts
var model_list = __webpack_require__(3873);
;// CONCATENATED MODULE: ./src/engine/model-arms.ts
// A models job (`--model a,b,c`, the action's `models`): every suite runs once per agent model,
// each as a suite of its own named `suite [model]`, loaded exactly as `--model model` loads it.
// Being its own suite is what keys each model's runs apart everywhere without a second key:
// summary rows, the comparison with the base, pooled baselines, confirmation re-runs, shards
// and their merge. The suite's name inside the brackets stays in `modelArm` for the report's
// task x model table (results/model-comparison.ts).



/**
 * The suites as loadSuites loads them, once per model when `models` is given. The first
 * model's errors and warnings are the job's: the other loads read the same files (the model
 * changes no validation), so they would only repeat them.
 */
async function loadSuitesPerModel(paths, options) {
    const { models, ...rest } = options;
    if (!models?.length)
        return (0,load/* loadSuites */._k)(paths, rest);
    const loads = [];
    for (const model of models) {
        loads.push(await (0,load/* loadSuites */._k)(paths, { ...rest, overrides: { ...rest.overrides, model } }));
    }
    const first = loads[0];
    const suites = [];
    // Suite by suite, each under every model in turn: the report lists a suite's models together.
    for (let i = 0; i < first.suites.length; i++) {
        loads.forEach((load, m) => {
            const suite = load.suites[i];
            if (suite)
                suites.push(armOf(suite, models[m]));
        });
    }
    return { ...first, suites };
}
/**
 * The suite under one model. Its hash takes the model in, so that a models job's suite set (its
 * baseline cache, its shards' set) is its models' own: never a one-model job's, whose suites
 * have other names.
 */
function armOf(suite, model) {
    const hash = (0,external_node_crypto_.createHash)('sha256').update(`${suite.hash}\0model\0${model}`).digest('hex');
    return {
        ...suite,
        name: (0,model_list/* modelArmName */.ZJ)(suite.name, model),
        hash,
        modelArm: { suite: suite.name, model },
    };
}

// EXTERNAL MODULE: ./src/engine/execute.ts + 17 modules
var execute = __webpack_require__(3611);
;// CONCATENATED MODULE: ./src/engine/run.ts
// runSuites: load the suites, then execute them (execute.ts). The CLI's `parley run` and the
// action both call this; neither has engine logic of its own.









async function runSuites(options) {
    const cwd = (0,external_node_path_.resolve)(options.cwd ?? process.cwd());
    const loaded = await loadSuitesPerModel(options.paths, {
        cwd,
        overrides: (0,execute/* overridesOf */.FB)(options),
        models: options.models,
    });
    // Settings accepted for compatibility but not acted on: said, never silently dropped.
    if (loaded.warnings.length)
        options.listeners?.onWarnings?.(loaded.warnings);
    if (loaded.errors.length) {
        const summary = (0,results_summary/* buildSummary */.fR)([], [], await (0,execute/* identityOf */.cu)(options));
        const resultsDir = (0,execute/* resultsDirOf */.HT)(cwd, options, loaded.project);
        return { ...(0,execute/* nothingRan */.NH)(summary, resultsDir, loaded.errors), warnings: loaded.warnings };
    }
    // Impact selection picks the screening runs; a confirmation re-runs what it is asked to. It
    // loads only for a job that asks for it (--changed-since, the action on a pull request). The
    // baseline is read only when there is a change set: without one every task runs.
    const { change, base } = options.impact ?? {};
    const impact = change && !options.confirmation && options.side !== 'base'
        ? (await __webpack_require__.e(/* import() */ 2250).then(__webpack_require__.bind(__webpack_require__, 2250))).selectByImpact(loaded.suites, loaded.project, change, 'error' in change ? undefined : await base?.(loaded.suites.map((s) => s.name)))
        : undefined;
    const selected = impact && !impact.all ? { only: impact.run } : {};
    const result = await (0,execute/* runLoadedSuites */.g)(loaded.suites, { ...options, ...selected, cwd }, loaded.project);
    if (!impact)
        return { ...result, warnings: loaded.warnings };
    // No task's inputs changed: nothing ran, which is not a filter that matched nothing. An empty
    // results.jsonl replaces an earlier run's, so no reader takes those runs for this job's.
    const nothingChanged = result.noRuns && impact.notRerun.length > 0 && !options.dryRun;
    if (nothingChanged)
        new writer/* ResultsWriter */.QU((0,external_node_path_.join)(result.resultsDir, layout/* RESULTS_FILE */.yG), false).close();
    return {
        ...result,
        noRuns: result.noRuns && !nothingChanged,
        warnings: loaded.warnings,
        impact,
    };
}
/**
 * How confirmation re-runs run (verdict/confirm.ts): the job's own suites and settings, only
 * the tasks asked for, trials numbered on, appended to the job's results.jsonl and marked.
 */
function confirmationRerun(options, resultsDir, listeners = options.listeners, base) {
    // What the base runs read: the suites, and the skill directories their tasks name.
    const guarded = new Set();
    return async (tasks, trials, firstTrial, side = 'head') => {
        const common = {
            ...options,
            outputDir: resultsDir,
            only: tasks,
            trials,
            firstTrial,
            confirmation: true,
            ...(listeners ? { listeners } : {}),
        };
        // No task: nothing runs (an empty `only` would mean every task); the base side still says
        // whether it can run at all, so a caller can ask before it spends any head run.
        if (side === 'head')
            return tasks.length ? (await runSuites(common)).records : [];
        const where = typeof base === 'function' ? await base() : base;
        const place = baseRun(options, where);
        if (!tasks.length)
            return [];
        const guard = where && 'guard' in where ? where.guard : undefined;
        for (const path of place.paths)
            guarded.add(path);
        const untouched = async () => {
            const changed = (await guard?.modified([...guarded])) ?? [];
            if (changed.length)
                throw new verdict_options/* BaseTampered */.gL(changed);
        };
        // Before the stage: a change since the last one discards this stage before it runs.
        await untouched();
        const again = await runSuites({ ...common, ...place, side: 'base' });
        for (const run of again.planned) {
            guarded.add(run.suite.dir);
            for (const skills of run.task.skillDirectories)
                guarded.add((0,external_node_path_.resolve)(place.cwd, skills));
        }
        // After: a change while the stage ran discards its runs.
        await untouched();
        // The base commit's suites may lack a task or not load at all: no runs, said.
        if (again.configErrors.length) {
            const first = again.configErrors[0];
            throw new verdict_options.BaseUnavailable(`the base commit's suites do not load: ${(0,diagnostics/* formatSpecError */.rB)(first, place.cwd)}`);
        }
        return again.records;
    };
}
/**
 * Where the base side runs: the base checkout's counterpart of the job's directory and the
 * job's suite paths there (relative to the job's directory, resolved in the checkout). Throws
 * BaseUnavailable when there is no checkout or a path lies outside the repository.
 */
function baseRun(options, base) {
    if (!base)
        throw new verdict_options.BaseUnavailable('no checkout of the base commit was made');
    if ('error' in base)
        throw new verdict_options.BaseUnavailable(base.error);
    const cwd = (0,external_node_path_.resolve)(options.cwd ?? process.cwd());
    const paths = options.paths.map((path) => {
        const inside = (0,external_node_path_.relative)(cwd, (0,external_node_path_.resolve)(cwd, path));
        const there = (0,external_node_path_.resolve)(base.cwd, inside);
        if ((0,external_node_path_.isAbsolute)(inside) ||
            (base.dir !== undefined && (0,external_node_path_.relative)(base.dir, there).startsWith('..'))) {
            throw new verdict_options.BaseUnavailable(`${path} is outside the repository: the base commit has no version of it`);
        }
        return there;
    });
    return { cwd: base.cwd, paths };
}

// EXTERNAL MODULE: ./src/report/html/conversation.ts
var conversation = __webpack_require__(4919);
;// CONCATENATED MODULE: ./src/job/plan.ts

async function planJob(spec) {
    const { maxRuns, maxCost, tags, tasks, secrets, ...rest } = spec;
    return {
        ...rest,
        tags: tags?.length ? tags : undefined,
        tasks: tasks?.length ? tasks : undefined,
        secrets: secrets.filter((s) => !!s),
        // report.html's runs are rendered as they are written, not read back at the end.
        spool: conversation/* HTML_SPOOL */.m6,
        ...(await budgetOf(maxRuns, maxCost)),
    };
}
/** The job's budget, shared by its confirmation runs; none when neither limit is set. */
async function budgetOf(maxRuns, maxCost) {
    if (maxRuns === undefined && maxCost === undefined)
        return {};
    // Loaded only for a job with a budget (start-up is part of every run's wall time).
    const { RunBudget } = await __webpack_require__.e(/* import() */ 7977).then(__webpack_require__.bind(__webpack_require__, 7977));
    return {
        budget: new RunBudget({
            ...(maxRuns !== undefined ? { maxRuns } : {}),
            ...(maxCost !== undefined ? { maxCost } : {}),
        }),
    };
}

;// CONCATENATED MODULE: ./src/job/base-runs.ts

/** The head summary's suites as the inputs of another summary of the same tasks. */
function suitesOf(head) {
    return head.suites.map((s) => ({
        ...s,
        tasks: s.tasks.map((t) => ({
            id: t.task_id,
            name: t.task_name,
            ...(t.identity ? { identity: t.identity } : {}),
            ...(t.golden ? { golden: true } : {}),
            ...(t.quarantined ? { quarantined: t.quarantined } : {}),
        })),
    }));
}
/**
 * Every task the head screened, run on the base side with as many trials as the head ran it
 * (tasks grouped by trial count). Throws BaseUnavailable (verdict/options.ts) when the base
 * commit cannot run.
 */
async function runBaseSide(result, rerun) {
    const byTrials = new Map();
    for (const suite of result.summary.suites) {
        for (const task of suite.tasks) {
            if (task.trials <= 0)
                continue;
            const list = byTrials.get(task.trials) ?? [];
            list.push({ suite: suite.name, taskId: task.task_id });
            byTrials.set(task.trials, list);
        }
    }
    // Whether the base can run at all, before any base run is spent.
    await rerun([], 0, 1, 'base');
    const records = [];
    for (const [trials, tasks] of [...byTrials].sort(([a], [b]) => a - b)) {
        records.push(...(await rerun(tasks, trials, 1, 'base')));
    }
    // As the base's own screening: the same suites and tasks, its runs unmarked.
    const runs = records.map(({ confirmation: _c, side: _s, ...rest }) => rest);
    const summary = (0,results_summary/* buildSummary */.fR)(runs, suitesOf(result.summary));
    return { summary, trials: Math.max(0, ...byTrials.keys()), runs: records.length };
}
/** A re-run whose base trials number on after `before` base trials already made. */
function afterBaseTrials(rerun, before) {
    if (!before)
        return rerun;
    return (tasks, trials, firstTrial, side) => rerun(tasks, trials, side === 'base' ? firstTrial + before : firstTrial, side);
}

// EXTERNAL MODULE: ./src/results/merge.ts
var merge = __webpack_require__(2958);
;// CONCATENATED MODULE: ./src/job/pipeline.ts



async function runJob(plan, adapter) {
    try {
        const result = await (plan.screen ? plan.screen() : runSuites(plan.options));
        const early = await adapter.ran(result);
        if (early !== undefined)
            return early;
        await pairwiseStep(plan, result);
        let screened = await adapter.compare(result);
        let baseTrials = 0;
        if (!screened && adapter.baselineMissing?.()) {
            const made = await baseRunsInstead(plan, result);
            if (made) {
                screened = adapter.compareWithBase?.(result, made);
                baseTrials = made.trials;
            }
        }
        const comparison = screened && (await pipeline_confirm(plan, result, screened, baseTrials));
        // What the budget kept from starting, confirmation runs included: inconclusive, never a pass.
        // Merged shards (`screen`) keep what their own budgets kept from starting beside it.
        const notRun = plan.options.budget?.notRun();
        if (notRun) {
            result.summary.not_run = plan.screen ? (0,merge/* mergeNotRun */.ZM)([result.summary.not_run, notRun]) : notRun;
        }
        return await adapter.publish(result, comparison);
    }
    finally {
        await plan.base?.dispose();
    }
}
/**
 * The possible regressions run again (the same suites and settings, only those tasks, appended
 * to the job's results.jsonl; base runs in the base checkout); the comparison takes the
 * confirmation's verdict. The gate loads only for a job that confirms.
 */
async function pipeline_confirm(plan, result, comparison, baseTrials) {
    if (!plan.confirm)
        return comparison;
    const { confirmComparison } = await Promise.all(/* import() */[__webpack_require__.e(7666), __webpack_require__.e(126), __webpack_require__.e(4512)]).then(__webpack_require__.bind(__webpack_require__, 4512));
    return confirmComparison(comparison, plan.confirm, afterBaseTrials(rerunOf(plan, result), baseTrials), plan.log);
}
const rerunOf = (plan, result) => confirmationRerun(plan.options, result.resultsDir, plan.confirmListeners ?? plan.options.listeners, plan.base?.side);
/**
 * No baseline: every screened task once more on the base commit, if it can run (a job that
 * does not confirm has no base checkout). Undefined, said in the log, when it cannot.
 */
async function baseRunsInstead(plan, result) {
    if (!plan.confirm || !plan.base)
        return undefined;
    const { BaseUnavailable } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 1275));
    try {
        plan.log('no baseline to compare with: running every task on the base commit beside the head');
        const made = await runBaseSide(result, rerunOf(plan, result));
        plan.log(`${made.runs} run(s) of the base commit stand in for the baseline`);
        return made;
    }
    catch (error) {
        if (!(error instanceof BaseUnavailable))
            throw error;
        plan.log(`the base commit cannot run, so nothing stands in for the baseline: ${error.message}`);
        return undefined;
    }
}
/** A skill-lift job's pairwise judges (pairwise-lift.ts), loaded only when a suite has one. */
async function pairwiseStep(plan, result) {
    if (!result.summary.skill_lift || !result.judge)
        return;
    const { judgeLiftPairs, pairwiseSuites } = await Promise.all(/* import() */[__webpack_require__.e(5678), __webpack_require__.e(281)]).then(__webpack_require__.bind(__webpack_require__, 281));
    const suites = pairwiseSuites(result);
    if (suites.length)
        await judgeLiftPairs(result, suites, plan.options.signal ?? new AbortController().signal);
}

// EXTERNAL MODULE: ./src/llm/endpoints.ts
var endpoints = __webpack_require__(9401);
;// CONCATENATED MODULE: ./src/llm/concurrency.ts
// The per-endpoint concurrency setting: how many requests at most are in flight to one base URL
// (--llm-concurrency, PARLEY_LLM_CONCURRENCY, the action input llm-concurrency). Unset, it is the
// larger of 8 and the job's workers (engine/llms.ts); a low-tier key wants less.
const CONCURRENCY_ENV = 'PARLEY_LLM_CONCURRENCY';
const MAX_LLM_CONCURRENCY = 256;
/** The setting's value, or why `text` is not one (`where`: the flag, input or variable). */
function parseConcurrency(text, where) {
    const n = Number(text.trim());
    if (text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= MAX_LLM_CONCURRENCY) {
        return { value: n };
    }
    return {
        problem: `${where}: expected a whole number from 1 to ${MAX_LLM_CONCURRENCY} (requests in flight to one LLM endpoint), got "${text}"`,
    };
}

// EXTERNAL MODULE: ./src/llm/connection.ts
var connection = __webpack_require__(6683);
// EXTERNAL MODULE: ./src/results/record.ts
var record = __webpack_require__(6269);
// EXTERNAL MODULE: ./src/commands/job-options.ts
var job_options = __webpack_require__(1110);
;// CONCATENATED MODULE: ./src/shared/git-async.ts
// git(), without blocking the event loop: for what is needed later, not now. A file of its own,
// loading node:child_process at the first call: `parley run` asks git while its first requests
// wait (commands/git-identity.ts), so nothing of it loads before them.
/** The trimmed answer of `git ARGS` at `cwd`; undefined without git, a checkout or an answer in 5 s. */
async function gitAsync(cwd, args) {
    const { execFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    return new Promise((resolve) => {
        execFile('git', args, { cwd, timeout: 5000 }, (error, stdout) => resolve(error ? undefined : stdout.toString().trim() || undefined));
    });
}

;// CONCATENATED MODULE: ./src/commands/git-identity.ts
// The commit and ref a CLI run is of, for summary.json's identity (baselines and comparisons key
// on it): GITHUB_SHA / GITHUB_REF in a workflow, else the git checkout, else unknown.
// Asked when first awaited, not when made: starting a process is a synchronous fork/exec on the
// main thread, so the engine asks while the first runs wait on the network
// (engine/execute.ts), never before the first request; the two git processes run then.

function gitIdentity(cwd, env = process.env) {
    let asked;
    const ask = () => (asked ??= askGit(cwd, env));
    return { then: (onFulfilled, onRejected) => ask().then(onFulfilled, onRejected) };
}
async function askGit(cwd, env) {
    if (env.GITHUB_SHA)
        return { commit: env.GITHUB_SHA, ref: env.GITHUB_REF || undefined };
    const [commit, ref] = await Promise.all([
        gitAsync(cwd, ['rev-parse', 'HEAD']),
        gitAsync(cwd, ['symbolic-ref', '--quiet', 'HEAD']),
    ]);
    return commit ? { commit, ref } : {};
}

// EXTERNAL MODULE: ./src/commands/key-header-flag.ts
var key_header_flag = __webpack_require__(7182);
// EXTERNAL MODULE: ./src/results/impact.ts
var impact = __webpack_require__(5582);
// EXTERNAL MODULE: ./src/shared/colour.ts
var colour = __webpack_require__(637);
// EXTERNAL MODULE: ./src/shared/on-demand.ts
var on_demand = __webpack_require__(1894);
// EXTERNAL MODULE: ./src/report/console.ts
var report_console = __webpack_require__(9475);
;// CONCATENATED MODULE: ./src/commands/progress.ts



/** Back to the start of the line and clear it (VT100; every terminal Parley runs in). */
const CLEAR_LINE = '\r\u001b[2K';
/** 12 s, 3 min 05 s, 1 h 02 min: wide enough to read, short enough for one line. */
function duration(ms) {
    const s = Math.max(0, Math.round(ms / 1000));
    if (s < 60)
        return `${s} s`;
    if (s < 3600)
        return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
    return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}
/**
 * The live line. The estimate is the mean wall time per finished run so far times the runs
 * left (parallel workers are in that mean already); none before the first run finishes.
 */
function liveLine(job, style) {
    const n = (status) => job.counts[status] ?? 0;
    const parts = [
        style.bold(`${job.done}/${job.total} runs`),
        style.green(`${n('passed')} passed`),
        (n('failed') ? style.red : String)(`${n('failed')} failed`),
        (n('abstained') ? style.yellow : String)(`${n('abstained')} abstained`),
    ];
    if (n('error'))
        parts.push(style.red(`${n('error')} error(s)`));
    if (n('skipped'))
        parts.push(style.yellow(`${n('skipped')} skipped`));
    parts.push(`${duration(job.elapsedMs)} elapsed`);
    const left = job.total - job.done;
    if (job.done > 0 && left > 0)
        parts.push(`ETA ${duration((job.elapsedMs / job.done) * left)}`);
    return parts.join(style.dim(' · '));
}
function consoleProgress(options = {}) {
    const out = options.out ?? process.stdout;
    const style = (0,colour/* styleFor */.j9)(out, options.env);
    if (options.quiet)
        return { listeners: {}, clear() { }, stop() { } };
    const live = options.live !== false && out.isTTY === true;
    const job = { total: 0, done: 0, counts: {}, elapsedMs: 0 };
    let started = 0;
    let drawn = false;
    let ticker;
    const clear = () => {
        if (drawn)
            out.write(CLEAR_LINE);
        drawn = false;
    };
    const draw = () => {
        if (!live)
            return;
        job.elapsedMs = performance.now() - started;
        // Never wider than the terminal: a wrapped line could not be cleared in place.
        const width = Math.max(20, (out.columns || 80) - 1);
        out.write(`${CLEAR_LINE}${fit(liveLine(job, style), width)}`);
        drawn = true;
    };
    const stop = () => {
        if (ticker)
            clearInterval(ticker);
        ticker = undefined;
        clear();
    };
    return {
        clear,
        stop,
        listeners: {
            onWarnings: (warnings) => {
                for (const line of (0,load/* warningLines */._F)(warnings, options.cwd ?? process.cwd())) {
                    console.error(line);
                }
            },
            onStart: ({ runs, tasks, suites }) => {
                // Confirmation re-runs start again on the same console: their runs add to the job's.
                job.total = job.done + runs;
                if (!started)
                    started = performance.now();
                out.write(`parley: ${runs} run(s) of ${tasks} task(s) in ${suites} suite(s)\n`);
                if (live) {
                    draw();
                    // The clock moves between runs too; unref'd, so it never keeps the process alive.
                    ticker = setInterval(draw, 1000);
                    ticker.unref();
                }
            },
            onRecord: (record) => {
                job.done++;
                job.counts[record.status] = (job.counts[record.status] ?? 0) + 1;
                clear();
                // A concurrent base run (confirmation in the base commit's checkout) is said to be one.
                const side = record.side === 'base' ? style.dim(' · base (concurrent)') : '';
                out.write(`${(0,report_console/* progressLine */.oz)(record, style, { done: job.done, total: job.total })}${side}\n`);
                if (job.done < job.total)
                    draw();
                else
                    stop();
            },
        },
    };
}
// eslint-disable-next-line no-control-regex
const SGR = /(\u001b\[[0-9;]*m)/;
/** Cuts a line with colour codes to `width` visible characters (codes are kept, never split). */
function fit(line, width) {
    const pieces = line.split(SGR);
    const length = pieces.filter((_, i) => i % 2 === 0).join('').length;
    if (length <= width)
        return line;
    let room = width - 1;
    // split() with a capturing group alternates text and codes: even indexes are text.
    const kept = pieces.map((piece, i) => {
        if (i % 2 === 1)
            return piece;
        const part = piece.slice(0, Math.max(0, room));
        room -= part.length;
        return part;
    });
    const coloured = pieces.length > 1;
    return `${kept.join('')}…${coloured ? '\u001b[0m' : ''}`;
}

// EXTERNAL MODULE: ./src/commands/types.ts
var types = __webpack_require__(8619);
;// CONCATENATED MODULE: ./src/commands/run.ts
// `parley run [PATH...]`: runs the suites and writes the results directory. Exit 0 when the
// fail-on policy is satisfied, 1 on failures or regressions, 2 on configuration or usage
// errors. SIGINT/SIGTERM stop the agents cleanly and keep every finished run on disk.



















const EXECUTORS = ['mock', 'openai', 'acp', 'http'];
function positiveInt(name, value, min = 1) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) {
        throw new types/* UsageError */.e(`--${name}: expected an integer >= ${min}, got "${String(value)}"`);
    }
    return n;
}
/** --max-cost: dollars, a positive number. */
function dollarsOption(value) {
    if (value === undefined)
        return undefined;
    const n = Number(String(value).replace(/^\$/, ''));
    if (!Number.isFinite(n) || n <= 0 || String(value).trim() === '') {
        throw new types/* UsageError */.e(`--max-cost: expected dollars > 0 such as 5 or 0.50, got "${String(value)}"`);
    }
    return n;
}
function boundedInt(name, value, min, max) {
    const n = positiveInt(name, value, min);
    if (n !== undefined && n > max) {
        throw new types/* UsageError */.e(`--${name}: expected an integer from ${min} to ${max}, got "${String(value)}"`);
    }
    return n;
}
function list(value) {
    if (value === undefined)
        return undefined;
    const items = value
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
    return items.length ? items : undefined;
}
function parseShard(value) {
    const shard = (0,plan/* parseShardSpec */.d7)(value);
    if (!shard) {
        throw new types/* UsageError */.e(`--shard: expected i/n with 1 <= i <= n (for example 2/3), got "${value}"`);
    }
    return shard;
}
function oneOf(name, value, allowed) {
    if (value === undefined)
        return undefined;
    if (!allowed.includes(value)) {
        throw new types/* UsageError */.e(`--${name}: expected one of ${allowed.join(', ')}, got "${String(value)}"`);
    }
    return value;
}
/**
 * --responder-base-url / --responder-api-key / --responder-api-key-header (likewise judge),
 * checked before anything runs.
 */
function ownEndpoint(role, values) {
    const header = values[`${role}-api-key-header`];
    const headerProblem = header === undefined ? undefined : (0,connection/* keyHeaderProblem */.K_)(header.trim(), `--${role}-api-key-header`);
    if (headerProblem)
        throw new types/* UsageError */.e(headerProblem);
    const given = {
        baseURL: values[`${role}-base-url`],
        apiKey: values[`${role}-api-key`],
        ...(header ? { apiKeyHeader: header.trim() } : {}),
    };
    const problem = (0,endpoints/* roleEndpointProblem */.J)(role, given, (field) => `--${role}-${field}`);
    if (problem)
        throw new types/* UsageError */.e(problem);
    return given.baseURL || given.apiKey ? given : undefined;
}
/** --llm-concurrency, else PARLEY_LLM_CONCURRENCY: requests in flight per endpoint, 1 to 256. */
function llmConcurrency(values) {
    const flag = values['llm-concurrency'];
    const text = flag ?? (process.env[CONCURRENCY_ENV]?.trim() || undefined);
    if (text === undefined)
        return undefined;
    const parsed = parseConcurrency(text, flag !== undefined ? '--llm-concurrency' : CONCURRENCY_ENV);
    if ('problem' in parsed)
        throw new types/* UsageError */.e(parsed.problem);
    return parsed.value;
}
/** Cancels on the first SIGINT/SIGTERM; a second one exits at once. */
function cancellation(progress) {
    return cancelOnSignals({
        exitOnSecond: true,
        notify: (name, first) => {
            if (first) {
                progress.clear();
                console.error(`\nparley: ${name}: stopping the agents; finished runs are kept (again to quit at once)`);
            }
        },
    });
}
const runCommand = {
    name: 'run',
    usage: 'run [PATH...] [options]',
    options: {
        executor: { type: 'string' },
        model: { type: 'string' },
        'responder-model': { type: 'string' },
        'judge-model': { type: 'string' },
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        'api-key-header': { type: 'string' },
        'llm-concurrency': { type: 'string' },
        'responder-base-url': { type: 'string' },
        'responder-api-key': { type: 'string' },
        'responder-api-key-header': { type: 'string' },
        'judge-base-url': { type: 'string' },
        'judge-api-key': { type: 'string' },
        'judge-api-key-header': { type: 'string' },
        trials: { type: 'string' },
        workers: { type: 'string' },
        tags: { type: 'string', multiple: true },
        task: { type: 'string', multiple: true },
        output: { type: 'string', short: 'o' },
        'fail-fast': { type: 'boolean' },
        'retry-errors': { type: 'string' },
        'max-runs': { type: 'string' },
        'max-cost': { type: 'string' },
        'fail-on': { type: 'string' },
        timeout: { type: 'string' },
        interactive: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        shard: { type: 'string' },
        baseline: { type: 'string' },
        confirm: { type: 'boolean' },
        'confirm-tasks': { type: 'string' },
        'confirm-trials': { type: 'string' },
        'base-ref': { type: 'string' },
        'changed-since': { type: 'string' },
        alpha: { type: 'string' },
        'on-missing-input': { type: 'string' },
        'update-snapshots': { type: 'boolean' },
        'keep-workspaces': { type: 'boolean' },
        'skill-lift': { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
    },
    help: {
        executor: 'E mock, openai, acp, http or copilot-sdk for every task',
        model: "M the agent's model (else config.model); a,b,c: every suite once per model, side by side",
        'responder-model': "M the LLM responder's model",
        'judge-model': "M the LLM judges' model",
        'base-url': 'URL OpenAI-compatible endpoint (else OPENAI_BASE_URL)',
        'api-key': 'KEY its key (else OPENAI_API_KEY)',
        'api-key-header': 'H the header its key goes in, e.g. api-key (else OPENAI_API_KEY_HEADER; default Bearer, api-key on Azure hosts)',
        'llm-concurrency': 'N requests in flight per LLM endpoint, 1-256 (else PARLEY_LLM_CONCURRENCY; default max(8, workers))',
        'responder-base-url': "URL the LLM responder's own endpoint (else --base-url)",
        'responder-api-key': 'KEY its key (needed with --responder-base-url)',
        'responder-api-key-header': "H its key's header (else by its host; see --api-key-header)",
        'judge-base-url': "URL the LLM judges' own endpoint (else --base-url)",
        'judge-api-key': 'KEY its key (needed with --judge-base-url)',
        'judge-api-key-header': "H its key's header (else by its host; see --api-key-header)",
        trials: 'N trials per task (else trials_per_task)',
        workers: "N concurrent runs (else the suites' parallel/workers)",
        tags: 'a,b only tasks with one of these tags',
        task: 'ID only this task (id or name, * globs; repeatable)',
        output: 'DIR results directory (default parley-results)',
        'fail-fast': 'start no new run after the first that does not pass',
        'retry-errors': `N attempts more for a run that ends in an error (default ${execute/* DEFAULT_RETRY_ERRORS */.LY}; 0 = off)`,
        'max-runs': "N start no more than N runs (confirmation runs included); --shard: the matrix's N",
        'max-cost': "USD start no new run once this much is spent (.parley.yaml prices); --shard: the matrix's",
        'fail-on': 'P regressions, inconclusive, failures, no-lift or never (default failures; regressions with --baseline)',
        timeout: 'S deadline of each run in seconds (else timeout_seconds)',
        interactive: 'answer the agent yourself, as the responder',
        'dry-run': 'list the runs that would execute; run nothing',
        shard: 'i/n run one deterministic part of the runs',
        baseline: 'FILE compare with a base summary.json and print regressions',
        confirm: 're-run the tasks that look like they dropped, to confirm it (with --baseline)',
        'confirm-tasks': `N the most tasks --confirm re-runs (default ${verdict_options/* DEFAULT_CONFIRM_TASKS */.i0})`,
        'confirm-trials': `N extra runs at most per re-run task, in stages (default ${verdict_options/* DEFAULT_CONFIRM_TRIALS */.lj})`,
        'base-ref': 'REF with --confirm: run the re-run tasks on this commit too (a git worktree), concurrently',
        'changed-since': 'REF run only the tasks whose inputs changed since REF (with --baseline: and that it has under the same identity)',
        alpha: job_options/* ALPHA_HELP */.fe,
        'on-missing-input': 'grade|skip|fail a single-prompt reply that asks something: graded (default), skipped or failed',
        'update-snapshots': "rewrite the diff graders' snapshots",
        'keep-workspaces': "keep each run's final workspace in the results directory (for parley grade)",
        'skill-lift': "run every task x trial without the suite's skills too, and report the skill's lift (eval.yaml baseline: true does it for one suite)",
        quiet: 'no console report',
    },
    async run(values, positionals) {
        const gate = await gateOf(values);
        const interactive = values.interactive === true;
        // No live line with --interactive: the questions own the terminal.
        const progress = consoleProgress({
            quiet: values.quiet,
            live: !interactive,
        });
        // The reports' modules load while the runs wait on the network (onWaiting), else at the end.
        const finishing = (0,on_demand/* onDemand */.h)(() => Promise.all(/* import() */[__webpack_require__.e(7666), __webpack_require__.e(5678), __webpack_require__.e(1165), __webpack_require__.e(126), __webpack_require__.e(9154)]).then(__webpack_require__.bind(__webpack_require__, 9154)));
        const cancel = cancellation(progress);
        try {
            const spec = cliSpec(values, positionals, {
                ...progress.listeners,
                onWaiting: () => void finishing().catch(() => undefined),
            });
            // --interactive: the person at this terminal answers, one run at a time.
            // End of input (Ctrl-D) ends the session as Ctrl-C does: no run is stopped with nothing.
            if (interactive) {
                spec.human = (await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(6613)]).then(__webpack_require__.bind(__webpack_require__, 6613))).createHumanResponder({
                    input: process.stdin,
                    output: process.stderr,
                    style: (0,colour/* styleFor */.j9)(process.stderr),
                    onEndOfInput: () => cancel.cancel('cancelled: end of input at the interactive prompt'),
                });
            }
            spec.impact = await impactOf(values, gate.baseline);
            spec.signal = cancel.signal;
            const options = await planJob(spec);
            const quiet = values.quiet;
            const code = await runJob({
                options,
                ...(gate.confirm ? { confirm: gate.confirm } : {}),
                ...(gate.baseRef !== undefined ? { base: await baseCheckout(gate.baseRef, quiet) } : {}),
                log: (line) => {
                    if (!quiet)
                        console.log(`parley: ${line}`);
                },
            }, {
                ran: (result) => {
                    progress.stop();
                    return endedEarly(result, options.dryRun);
                },
                // --confirm: the possible regressions run again, appended to results.jsonl.
                compare: async (result) => gate.baseline && gate.confirm ? compared(gate.baseline, result, gate.alpha) : undefined,
                publish: async (result, comparison) => (await finishing()).finishJob(result, {
                    baseline: gate.baseline,
                    ...(values.baseline !== undefined
                        ? { baselineDir: (0,job_options/* baselineDirOf */.Ub)(values.baseline) }
                        : {}),
                    ...(comparison ? { comparison } : {}),
                    ...(result.impact ? { impact: result.impact } : {}),
                    alpha: gate.alpha,
                    ...gate.policy,
                    quiet,
                    where: `results: ${(0,job_options/* displayPath */.Gt)(result.resultsDir)}/ (results.jsonl, summary.json, junit.xml, report.md, report.html)`,
                }),
            });
            // A stopped job still wrote what it finished; the exit code says it was stopped.
            const signal = cancel.received();
            if (signal)
                return signalExitCode(signal);
            return code;
        }
        finally {
            progress.stop();
            cancel.dispose();
        }
    },
};
/** What the job is compared with and how it is gated: --baseline, --confirm, --fail-on. */
async function gateOf(values) {
    // What a job uses only with some options (a baseline, the gate, a base checkout, impact, a
    // budget, --interactive) loads with them: a plain run starts its first requests sooner.
    const baseline = values.baseline === undefined
        ? undefined
        : (await Promise.all(/* import() */[__webpack_require__.e(7666), __webpack_require__.e(5678), __webpack_require__.e(1165)]).then(__webpack_require__.bind(__webpack_require__, 1165))).readSummary(values.baseline);
    const alpha = (0,job_options/* alphaOption */.mH)(values.alpha);
    const confirm = values.confirm
        ? {
            tasks: positiveInt('confirm-tasks', values['confirm-tasks']) ?? verdict_options/* DEFAULT_CONFIRM_TASKS */.i0,
            trials: positiveInt('confirm-trials', values['confirm-trials']) ?? verdict_options/* DEFAULT_CONFIRM_TRIALS */.lj,
        }
        : undefined;
    if (confirm && !baseline)
        throw new types/* UsageError */.e('--confirm needs --baseline FILE');
    const baseRef = values['base-ref'];
    if (baseRef !== undefined && !confirm)
        throw new types/* UsageError */.e('--base-ref needs --confirm');
    const policy = (0,job_options/* cliFailOn */.cd)(oneOf('fail-on', values['fail-on'], verdict_options/* FAIL_ON */.d$), baseline !== undefined);
    return { baseline, alpha, confirm, baseRef, policy };
}
/** The job's settings from the command line (checked before anything runs). */
function cliSpec(values, positionals, listeners) {
    const apiKey = values['api-key'];
    const responderEndpoint = ownEndpoint('responder', values);
    const judgeEndpoint = ownEndpoint('judge', values);
    const apiKeyHeader = (0,key_header_flag/* keyHeader */.LP)(values);
    const maxConcurrency = llmConcurrency(values);
    return {
        paths: positionals,
        executor: oneOf('executor', values.executor, [...EXECUTORS, 'copilot-sdk']),
        ...(0,job_options/* modelOption */.HI)(values.model, !!values['skill-lift'] || values['fail-on'] === 'no-lift'),
        responderModel: values['responder-model'],
        judgeModel: values['judge-model'],
        endpoint: {
            baseURL: values['base-url'],
            apiKey,
            ...(apiKeyHeader ? { apiKeyHeader } : {}),
        },
        ...(maxConcurrency ? { llmOptions: { maxConcurrency } } : {}),
        responderEndpoint,
        judgeEndpoint,
        trials: positiveInt('trials', values.trials),
        workers: positiveInt('workers', values.workers, 0),
        tags: list(values.tags),
        tasks: list(values.task),
        outputDir: values.output,
        failFast: values['fail-fast'],
        retryErrors: boundedInt('retry-errors', values['retry-errors'], 0, record/* MAX_RETRY_ERRORS */.it) ??
            execute/* DEFAULT_RETRY_ERRORS */.LY,
        timeoutSeconds: positiveInt('timeout', values.timeout),
        dryRun: values['dry-run'],
        shard: values.shard === undefined ? undefined : parseShard(values.shard),
        onMissingInput: oneOf('on-missing-input', values['on-missing-input'], [
            'grade',
            'skip',
            'fail',
        ]),
        updateSnapshots: values['update-snapshots'],
        keepWorkspaces: values['keep-workspaces'],
        maxRuns: positiveInt('max-runs', values['max-runs']),
        maxCost: dollarsOption(values['max-cost']),
        // --fail-on no-lift asks for the lift it holds the job to.
        ...(values['skill-lift'] || values['fail-on'] === 'no-lift' ? { skillLift: true } : {}),
        listeners,
        secrets: [apiKey, process.env.OPENAI_API_KEY, responderEndpoint?.apiKey, judgeEndpoint?.apiKey],
        identity: gitIdentity(process.cwd()),
    };
}
/** --changed-since REF: the working tree against REF, untracked files included. */
async function impactOf(values, baseline) {
    const since = values['changed-since'];
    if (since === undefined)
        return undefined;
    const [{ changedFiles }, { baseTasksOf }] = await Promise.all([
        __webpack_require__.e(/* import() */ 2492).then(__webpack_require__.bind(__webpack_require__, 2492)),
        __webpack_require__.e(/* import() */ 2250).then(__webpack_require__.bind(__webpack_require__, 2250)),
    ]);
    const change = await changedFiles(process.cwd(), since, { head: 'worktree' });
    if ('error' in change)
        console.error(`parley: warning: impact: every task runs: ${change.error}`);
    return { change, ...(baseline ? { base: () => Promise.resolve(baseTasksOf(baseline)) } : {}) };
}
/** --base-ref: the base commit, checked out only when a confirmation asks for base runs. */
async function baseCheckout(baseRef, quiet) {
    return (await __webpack_require__.e(/* import() */ 3420).then(__webpack_require__.bind(__webpack_require__, 3420))).lazyBase(process.cwd(), () => baseRef, {
        log: (line, ok) => {
            if (!ok)
                console.error(`parley: warning: ${line}`);
            else if (!quiet)
                console.log(`parley: ${line}`);
        },
    });
}
/** The exit code of a job with nothing to compare: configuration errors, no runs, a dry run. */
function endedEarly(result, dryRun) {
    if (result.configErrors.length) {
        for (const error of result.configErrors)
            console.error((0,load/* formatSpecError */.rB)(error));
        console.error(`parley run: ${result.configErrors.length} configuration error(s); nothing ran`);
        return 2;
    }
    if (result.noRuns) {
        console.error('parley run: no runs matched: check the paths, --tags and --task');
        return 2;
    }
    if (!dryRun)
        return undefined;
    console.log(`parley run --dry-run: ${result.planned.length} run(s) would execute:`);
    for (const p of result.planned) {
        const plan = p.task.plan.kind === 'responder' && p.task.plan.responder.rules
            ? 'responder (rules)'
            : p.task.plan.kind;
        console.log(`  ${p.suite.name} › ${p.task.id} #${p.trial}${p.arm === 'without' ? ' without the skill' : ''}  executor ${p.task.agent.executor}, ${plan}`);
    }
    return 0;
}
/**
 * The comparison --confirm confirms (without --confirm finishJob makes it). Tasks not re-run
 * (--changed-since) are not compared: the baseline is cut to the others.
 */
async function compared(baseline, result, alpha) {
    const base = result.impact && !result.impact.all
        ? (0,impact/* baseOfTasksThatRan */.DD)(baseline, result.impact.notRerun)
        : baseline;
    const { compareSummaries } = await __webpack_require__.e(/* import() */ 7666).then(__webpack_require__.bind(__webpack_require__, 7666));
    return compareSummaries(base, result.summary, { alpha, headRecords: result.records });
}


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


/***/ })

};
;