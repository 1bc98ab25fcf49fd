export const id = 571;
export const ids = [571,257,977];
export const modules = {

/***/ 27977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RunBudget: () => (/* binding */ RunBudget),
/* harmony export */   u: () => (/* binding */ remainingBudget)
/* harmony export */ });
/* harmony import */ var _results_cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35353);
// A job's budget (`max-runs`, `max-cost`): one object shared by every runSuites call of the job
// (screening, then confirmation's head and base runs), so they all count against it. Once it is
// reached no new run starts (those under way finish); the runs not started are kept, per task,
// for summary.json's `not_run` and the gate, which calls those tasks inconclusive.
// In a matrix the limits are the whole matrix's: a shard keeps its share (shareFor), and the
// confirmation job after the shards what they left (remainingBudget).

class RunBudget {
    limits;
    started = 0;
    spent = 0;
    prices;
    /** Why no new run may start; undefined while the budget allows one. */
    reached;
    skipped = new Map();
    skippedRuns = 0;
    part = { of: 'job' };
    kept;
    /** `limits`: as configured, the job's (or the whole matrix's: see shareFor, remainingBudget). */
    constructor(limits) {
        this.limits = limits;
        this.kept = limits;
    }
    /** What this job may spend: the limits, a shard's share of them, or what the shards left. */
    get keeps() {
        return this.kept;
    }
    /**
     * A shard's share of the matrix's budget: its planned runs' part of every shard's planned runs
     * (max-runs floored, so the shares never sum past it; max-cost in proportion). Set once, from
     * the screening's plan before any run starts; the shard's confirmation runs count against it.
     */
    shareFor(shard, runs, matrixRuns) {
        if (this.part.of !== 'job' || this.started > 0)
            return;
        const { maxRuns, maxCost } = this.limits;
        const planned = Math.max(0, Math.min(runs, matrixRuns));
        this.part = { of: 'share', shard };
        this.kept = {
            ...(maxRuns !== undefined
                ? { maxRuns: matrixRuns > 0 ? Math.floor((maxRuns * planned) / matrixRuns) : 0 }
                : {}),
            ...(maxCost !== undefined
                ? { maxCost: matrixRuns > 0 ? (maxCost * planned) / matrixRuns : 0 }
                : {}),
        };
    }
    /** What the shards left (remainingBudget): the limits less what they used. */
    leftAfter(used, unknown) {
        const { maxRuns, maxCost } = this.limits;
        const cost = used.cost ?? 0;
        this.part = { of: 'rest', used: { runs: used.runs, cost }, ...(unknown ? { unknown } : {}) };
        this.kept = {
            ...(maxRuns !== undefined ? { maxRuns: Math.max(0, maxRuns - used.runs) } : {}),
            ...(maxCost !== undefined ? { maxCost: Math.max(0, maxCost - cost) } : {}),
        };
    }
    /** The prices the job's runs are costed at (set once the project config is loaded). */
    usePrices(prices) {
        this.prices ??= prices;
    }
    /** Whether one more run may start; counts it when it may. */
    tryStart() {
        if (this.reached)
            return false;
        const { maxRuns, maxCost } = this.kept;
        if (this.part.of === 'rest' && this.part.unknown) {
            this.reached = this.part.unknown;
            return false;
        }
        if (maxCost !== undefined && !this.prices) {
            this.reached = `max-cost ${money(this.limits.maxCost)} needs a prices table (the \`prices\` setting), so no run was started`;
            return false;
        }
        if (maxRuns !== undefined && this.started >= maxRuns) {
            this.reached = this.runsReached(maxRuns);
            return false;
        }
        if (maxCost !== undefined && this.spent >= maxCost) {
            this.reached = this.costReached(maxCost);
            return false;
        }
        this.started++;
        return true;
    }
    /** "the budget of 10 run(s) (max-runs) was reached", or a shard's, or the confirmation's. */
    runsReached(maxRuns) {
        const part = this.part;
        const matrix = this.limits.maxRuns;
        if (part.of === 'share')
            return `shard ${part.shard}'s share, ${maxRuns} of the matrix's max-runs ${matrix}, was reached`;
        if (part.of === 'rest')
            return `the matrix's max-runs ${matrix} was reached: the shards started ${part.used.runs} run(s), which left ${maxRuns} for the confirmation`;
        return `the budget of ${maxRuns} run(s) (max-runs) was reached`;
    }
    costReached(maxCost) {
        const part = this.part;
        const matrix = (0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E)(this.limits.maxCost);
        if (part.of === 'share')
            return `shard ${part.shard}'s share, ${(0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E)(maxCost)} of the matrix's max-cost ${matrix}, was reached: ${money(this.spent)} spent`;
        if (part.of === 'rest')
            return `the matrix's max-cost ${matrix} was reached: the shards spent ${(0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E)(part.used.cost)}, which left ${(0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E)(maxCost)} for the confirmation (${money(this.spent)} spent)`;
        return `the budget of ${money(maxCost)} (max-cost) was reached: ${money(this.spent)} spent`;
    }
    /** A finished run's cost; a cost that cannot be known stops the spending under max-cost. */
    finished(record) {
        if (this.limits.maxCost === undefined || !this.prices)
            return;
        const cost = (0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .costOf */ .h)([record], this.prices);
        if (cost.total === null || !Number.isFinite(cost.total)) {
            this.reached ??= `the cost of a run is unknown (${cost.unknown.join('; ')}), so max-cost ${money(this.limits.maxCost)} cannot be kept`;
        }
        else
            this.spent += cost.total;
    }
    /** A planned run that did not start because the budget was reached. */
    notStarted(suite, taskId) {
        this.skippedRuns++;
        const key = JSON.stringify([suite, taskId]);
        const task = this.skipped.get(key);
        if (task)
            task.runs++;
        else
            this.skipped.set(key, { suite, task_id: taskId, runs: 1 });
    }
    /** What did not run, for summary.json; undefined when every planned run started. */
    notRun() {
        if (!this.skippedRuns)
            return undefined;
        return {
            reason: this.reached ?? 'the budget was reached',
            runs: this.skippedRuns,
            tasks: [...this.skipped.values()].slice(0, 10_000),
        };
    }
}
const money = (n) => `$${n.toFixed(2)}`;
/**
 * The budget of the confirmation job after a matrix's shards: the matrix's limits less what the
 * shards used. Runs: each record the shards wrote is one run started (the attempts of a retried
 * run are one record); given the summary alone, its count of runs. Dollars: the records at
 * `prices` (as results/cost.ts prices them), else the merged summary's `cost`. Under max-cost,
 * a cost of the shards that is unknown leaves nothing that could be kept: the confirmation
 * starts no run and its not_run says why. Undefined when no limit is set.
 */
function remainingBudget(limits, merged, prices) {
    const { maxRuns, maxCost } = limits;
    if (maxRuns === undefined && maxCost === undefined)
        return undefined;
    const budget = new RunBudget({
        ...(maxRuns !== undefined ? { maxRuns } : {}),
        ...(maxCost !== undefined ? { maxCost } : {}),
    });
    budget.usePrices(prices);
    const summary = 'records' in merged ? merged.summary : merged;
    const records = 'records' in merged ? [...merged.records] : undefined;
    const runs = records ? records.length : summary.counts.runs;
    if (maxCost === undefined) {
        budget.leftAfter({ runs });
        return budget;
    }
    const priced = records && prices ? (0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .costOf */ .h)(records, prices) : summary.cost;
    const total = priced?.total;
    if (total === null || total === undefined || !Number.isFinite(total)) {
        const why = !priced
            ? 'no prices table priced their runs'
            : priced.unknown.join('; ') || 'not a finite number';
        budget.leftAfter({ runs }, `the shards' cost is unknown (${why}), so what they left of the matrix's max-cost ${(0,_results_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E)(maxCost)} is unknown and no confirmation run was started`);
    }
    else
        budget.leftAfter({ runs, cost: total });
    return budget;
}


/***/ }),

/***/ 18571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FORK_CONFIRM_NOTE: () => (/* binding */ FORK_CONFIRM_NOTE),
/* harmony export */   confirmMode: () => (/* binding */ confirmMode)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33838);
/* harmony import */ var _engine_budget_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(27977);
/* harmony import */ var _engine_execute_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93349);
/* harmony import */ var _engine_redact_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(32393);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26187);
/* harmony import */ var _results_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78356);
/* harmony import */ var _engine_model_arms_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67035);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(34793);
/* harmony import */ var _artifact_download_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(71644);
/* harmony import */ var _collect_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8309);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(19556);
/* harmony import */ var _publish_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(92483);
/* harmony import */ var _artifact_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(49721);
/* harmony import */ var _report_mode_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1257);
/* harmony import */ var _run_mode_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(79739);
// mode: confirm — the gate of a sharded suite set. The shards of a matrix (`shard: i/n`) run
// and upload their parts; this job, given a checkout and the keys, merges them (collect.ts),
// and hands the merged runs to the job pipeline as its screening runs: the same comparison with
// the pool, the same confirmation (head runs here, base runs in a worktree of the base commit,
// the same stages, alpha split and budget) and the same publishing as one `mode: run` job. A
// fork's pull request has no keys to re-run anything: it gets report mode's path, said so.
















/** Under a fork's report: why nothing was re-run, and what the verdict rests on. */
const FORK_CONFIRM_NOTE = 'This pull request comes from a fork: its workflows get no secrets, so the confirm job could not re-run the possible regressions against the base commit. The verdict rests on the pooled baseline alone; a maintainer can run the suites from a branch of this repository to confirm it.';
async function confirmMode(settings, context) {
    if (settings.shard) {
        throw new Error('mode: confirm merges every shard of the run: remove the "shard" input from this job (it belongs to the matrix jobs)');
    }
    if (settings.runId !== undefined && String(settings.runId) !== context.runId) {
        throw new Error('mode: confirm confirms the shards of its own workflow run: for another run\'s artifacts ("run-id"), use mode: report');
    }
    if (context.pullRequest?.fromFork && !settings.apiKey) {
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`parley: ${FORK_CONFIRM_NOTE}`);
        await (0,_report_mode_js__WEBPACK_IMPORTED_MODULE_12__.reportMode)(settings, context, [FORK_CONFIRM_NOTE]);
        return;
    }
    await (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_13__.runMode)(settings, context, mergedScreening(settings, context));
}
/** The shards' merged runs as the job's screening runs, and the suite set they publish as. */
function mergedScreening(settings, context) {
    let group;
    let shards = 0;
    return {
        async screen(options) {
            const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(context.workspace);
            // The suites as this checkout has them: their names pick the shards' suite set, and the
            // confirmation re-runs them.
            const loaded = await (0,_engine_model_arms_js__WEBPACK_IMPORTED_MODULE_5__/* .loadSuitesPerModel */ .O)(options.paths, {
                cwd,
                overrides: (0,_engine_execute_js__WEBPACK_IMPORTED_MODULE_2__/* .overridesOf */ .FB)(options),
                models: options.models,
            });
            if (loaded.errors.length) {
                (0,_annotations_js__WEBPACK_IMPORTED_MODULE_6__/* .annotateConfigErrors */ .c)(loaded.errors);
                throw (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_13__.configErrors)(loaded.errors, cwd);
            }
            if (!loaded.suites.length)
                throw (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_13__.noSuites)(settings, cwd);
            const suiteSet = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_3__/* .suiteSetNameOf */ .t7)(loaded.suites.map((s) => s.name));
            group = await shardsOf(settings, context, suiteSet);
            const { summary, records } = group.merged;
            inSuiteOrder(summary, loaded.suites);
            shards = group.artifacts.length;
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`parley: merged ${shards} shard(s) of suite set "${suiteSet}": ${summary.counts.runs} run(s) of ${summary.suites.reduce((n, s) => n + s.tasks.length, 0)} task(s)`);
            // results.jsonl starts as the shards' runs; the confirmation appends its own.
            const resultsDir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, options.outputDir ?? loaded.project.resultsDir ?? 'parley-results');
            (0,_results_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeResultsDir */ .Dn)(resultsDir, { summary, records, report: '' });
            const redact = (0,_engine_redact_js__WEBPACK_IMPORTED_MODULE_14__/* .redactor */ .$)(options.secrets ?? []);
            const prices = options.prices ?? loaded.project.prices;
            // The matrix's budget less what the shards used: the confirmation's own, within the total.
            const budget = (0,_engine_budget_js__WEBPACK_IMPORTED_MODULE_15__/* .remainingBudget */ .u)({ maxRuns: settings.maxRuns, maxCost: settings.maxCost }, { summary, records }, prices);
            if (budget)
                options.budget = budget;
            else
                delete options.budget;
            return {
                summary,
                records,
                resultsDir,
                configErrors: [],
                warnings: loaded.warnings,
                planned: [],
                noRuns: false,
                redact: (text) => redact(text),
                ...(prices ? { prices } : {}),
            };
        },
        set(result) {
            const suiteSet = group.suiteSet;
            return {
                suiteSet,
                summary: result.summary,
                records: result.records,
                resultsDir: result.resultsDir,
                // Written before the confirmation appended to it (screen above).
                writeRecords: false,
                artifactName: settings.artifactName ?? (0,_artifact_js__WEBPACK_IMPORTED_MODULE_11__/* .mergedArtifactName */ ._y)(suiteSet, context.runAttempt),
                runUrl: (0,_context_js__WEBPACK_IMPORTED_MODULE_9__/* .runUrl */ .Vp)(context),
                publish: true,
                ...(context.pullRequest ? { pullRequest: context.pullRequest } : {}),
                mayBecomeBaseline: true,
                ignoreErrors: false,
                // The tasks the shards did not re-run (impact selection): cut from the comparison.
                ...(0,_collect_js__WEBPACK_IMPORTED_MODULE_8__/* .trustedImpact */ .q)(group.merged, context.pullRequest),
                redact: result.redact,
                ...(result.prices ? { prices: result.prices } : {}),
            };
        },
        note: () => `Merged from ${shards} shard(s) of this run; the possible regressions were confirmed in this job.`,
    };
}
/**
 * The merged tasks in their suites' order, as one job lists them (the merge knows only the
 * shards' order); a task this checkout does not have goes last.
 */
function inSuiteOrder(summary, suites) {
    for (const entry of summary.suites) {
        const tasks = suites.find((s) => s.name === entry.name)?.tasks ?? [];
        const order = new Map(tasks.map((t, i) => [t.id, i]));
        const rank = (id) => order.get(id) ?? tasks.length;
        entry.tasks.sort((a, b) => rank(a.task_id) - rank(b.task_id));
    }
}
/**
 * This run's shards of the suite set, merged; a set that cannot be merged (a shard missing,
 * inconsistent, tampered with) is told to the pull request and fails the job.
 */
async function shardsOf(settings, context, suiteSet) {
    const groups = await (0,_collect_js__WEBPACK_IMPORTED_MODULE_8__/* .collectResults */ .n)(undefined, (0,_artifact_download_js__WEBPACK_IMPORTED_MODULE_7__/* .scratchDir */ .GA)('confirm'));
    const group = groups.find((g) => g.suiteSet === suiteSet);
    for (const other of groups.filter((g) => g !== group)) {
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`parley: this run also uploaded results of suite set "${other.suiteSet}": this job confirms "${suiteSet}" only (give that set its own confirm or report job)`);
    }
    if (!group) {
        throw new Error(`no results artifacts of suite set "${suiteSet}" in run ${context.runId}${groups.length ? ` (found: ${groups.map((g) => g.suiteSet).join(', ')})` : ''}: did its shards run and upload? (mode: confirm needs: the matrix job)`);
    }
    if (!group.merged) {
        const notes = [];
        if (context.pullRequest && settings.comment) {
            await (0,_publish_js__WEBPACK_IMPORTED_MODULE_10__/* .publishRefusal */ .Id)(settings, context, context.pullRequest, suiteSet, group.error, (0,_context_js__WEBPACK_IMPORTED_MODULE_9__/* .runUrl */ .Vp)(context), notes);
        }
        for (const note of notes)
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`parley: ${note}`);
        throw new Error(group.error);
    }
    return group;
}


/***/ }),

/***/ 1257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportMode: () => (/* binding */ reportMode)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33838);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(14031);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26187);
/* harmony import */ var _results_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73284);
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(65839);
/* harmony import */ var _artifact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49721);
/* harmony import */ var _artifact_download_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71644);
/* harmony import */ var _collect_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8309);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(19556);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(88353);
/* harmony import */ var _publish_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(92483);
/* harmony import */ var _publish_results_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(68615);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(66417);
/* harmony import */ var _job_summary_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7505);
// mode: report — run nothing: download the results artifacts of a workflow run (this run's
// shards, the `run-id` input's run, or the run that triggered a workflow_run event), merge each
// suite set's shards, compare with the baseline, post the one comment (and the scheduled-run
// issue), write the job summary and set the outputs. The artifacts are untrusted (a fork's
// pull_request workflow may have uploaded them): see artifact-download.ts and collect.ts.















/** The pull request the reported run was about, if any. */
async function pullRequestOf(settings, context) {
    if (context.pullRequest)
        return context.pullRequest;
    const trigger = context.workflowRun;
    if (!trigger || !trigger.event.startsWith('pull_request'))
        return undefined;
    const listed = trigger.pullRequests[0];
    if (listed)
        return { ...listed, headSha: trigger.headSha, fromFork: false };
    // Fork heads: the event lists no pull request; find it by its head commit.
    if (!settings.githubToken || !trigger.headSha)
        return undefined;
    try {
        const octokit = (0,_rest_js__WEBPACK_IMPORTED_MODULE_11__/* .octokitFor */ .d_)(settings.githubToken);
        return await (0,_rest_js__WEBPACK_IMPORTED_MODULE_11__/* .pullRequestForHead */ .qW)(octokit, { owner: context.owner, repo: context.repo }, trigger.headSha);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`parley: could not look up the pull request: ${error.message}`);
        return undefined;
    }
}
/** One summary over every merged suite set, for the outputs. */
function combined(merged) {
    if (merged.length === 1)
        return merged[0].summary;
    const suites = merged.flatMap((m) => m.summary.suites.map((s) => ({
        ...s,
        tasks: s.tasks.map((t) => ({
            id: t.task_id,
            name: t.task_name,
            ...(t.golden ? { golden: true } : {}),
            ...(t.quarantined ? { quarantined: t.quarantined } : {}),
        })),
    })));
    return (0,_results_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .buildSummary */ .fR)(merged.flatMap((m) => m.records), suites);
}
const RANK = { pass: 0, inconclusive: 1, regressed: 2 };
const worse = (a, b) => (!a || RANK[b] > RANK[a] ? b : a);
/** The workflow run whose artifacts are reported: this one, or another (`run-id`, workflow_run). */
function reportedRun(settings, context) {
    const runId = settings.runId ?? context.workflowRun?.id;
    const otherRun = runId !== undefined && String(runId) !== context.runId;
    if (otherRun && !settings.githubToken) {
        throw new Error(`reading the artifacts of run ${runId} needs the "github-token" input (actions: read)`);
    }
    const source = otherRun
        ? {
            token: settings.githubToken,
            workflowRunId: runId,
            repositoryOwner: context.owner,
            repositoryName: context.repo,
        }
        : undefined;
    return { runId, otherRun, source };
}
/** `extraNotes`: said under every suite set's verdict (a fork's confirm job: why nothing was re-run). */
async function reportMode(settings, context, extraNotes = []) {
    const { runId, otherRun, source } = reportedRun(settings, context);
    const runLabel = `run ${runId ?? context.runId}`;
    const groups = await (0,_collect_js__WEBPACK_IMPORTED_MODULE_6__/* .collectResults */ .n)(source, (0,_artifact_download_js__WEBPACK_IMPORTED_MODULE_5__/* .scratchDir */ .GA)('report'));
    if (groups.length === 0) {
        throw new Error(`no Parley results artifacts (parley-results-*) in ${runLabel}: did its suites run and upload?`);
    }
    const pr = await pullRequestOf(settings, context);
    const reportedRunUrl = otherRun
        ? `${context.serverUrl}/${context.repository}/actions/runs/${runId}`
        : (0,_context_js__WEBPACK_IMPORTED_MODULE_7__/* .runUrl */ .Vp)(context);
    const notes = [];
    const failures = [];
    const reports = [];
    const merged = [];
    let regressions = 0;
    let commentUrl;
    let baselineSha;
    let artifactId;
    // The worst of the suite sets' verdicts: a set that regressed or could not decide is never a pass.
    let verdict;
    for (const group of groups) {
        if (!group.merged) {
            // The reason may quote the artifact's own text: escaped for the summary, one line for the log.
            failures.push((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_13__/* .truncate */ .xv)(group.error, 2000));
            notes.push(`Not reported: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_14__/* .inline */ .m)(group.error, 2000)}`);
            if (pr && settings.comment) {
                const url = await (0,_publish_js__WEBPACK_IMPORTED_MODULE_9__/* .publishRefusal */ .Id)(settings, context, pr, group.suiteSet, group.error, reportedRunUrl, notes);
                commentUrl = url ?? commentUrl;
            }
            continue;
        }
        const { summary, records } = group.merged;
        merged.push(group.merged);
        const subdir = (0,_artifact_js__WEBPACK_IMPORTED_MODULE_4__/* .suiteSetSlug */ .aF)(group.suiteSet);
        const set = {
            suiteSet: group.suiteSet,
            summary,
            records,
            resultsDir: groups.length === 1 ? settings.resultsDir : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(settings.resultsDir, subdir),
            writeRecords: true,
            ...(settings.prices ? { prices: settings.prices } : {}),
            artifactName: (0,_artifact_js__WEBPACK_IMPORTED_MODULE_4__/* .mergedArtifactName */ ._y)(group.suiteSet, context.runAttempt),
            runUrl: reportedRunUrl,
            publish: true,
            ...(pr ? { pullRequest: pr } : {}),
            ...(otherRun && context.workflowRun?.workflowId
                ? { workflow: context.workflowRun.workflowId }
                : {}),
            // Another run's results (a fork's, perhaps) never become this branch's baseline.
            mayBecomeBaseline: !otherRun,
            ignoreErrors: pr?.fromFork ?? false,
            // The tasks the shards did not re-run, when the results may say so (never a fork's).
            ...(0,_collect_js__WEBPACK_IMPORTED_MODULE_6__/* .trustedImpact */ .q)(group.merged, pr),
        };
        const report = await (0,_publish_results_js__WEBPACK_IMPORTED_MODULE_10__/* .compareResults */ .ex)(settings, context, set);
        if (extraNotes.length)
            report.notes = [...(report.notes ?? []), ...extraNotes];
        const published = await (0,_publish_results_js__WEBPACK_IMPORTED_MODULE_10__/* .publishResults */ .ku)(settings, context, set, report, notes);
        regressions += published.regressions;
        verdict = worse(verdict, published.verdict);
        baselineSha ??= published.report.baseline?.sha ?? undefined;
        artifactId ??= published.artifactId;
        commentUrl = published.commentUrl ?? commentUrl;
        reports.push((0,_report_index_js__WEBPACK_IMPORTED_MODULE_2__/* .renderReport */ .B1)({ ...published.report, maxLength: Math.floor(500_000 / groups.length) }));
        if (published.failure)
            failures.push(published.failure);
    }
    await (0,_job_summary_js__WEBPACK_IMPORTED_MODULE_12__/* .writeJobSummary */ .j)(reports.join('\n\n---\n\n') || '## Parley: no report', notes);
    if (merged.length) {
        (0,_outputs_js__WEBPACK_IMPORTED_MODULE_8__/* .setOutputs */ .n)({
            summary: combined(merged),
            regressions,
            // A suite set that was not reported leaves the run undecided.
            verdict: failures.length && verdict === 'pass' ? 'inconclusive' : verdict,
            resultsDir: settings.resultsDir,
            artifactId,
            commentUrl,
            baselineSha,
        });
    }
    if (failures.length)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setFailed */ .C1(failures.join('\n'));
}


/***/ })

};
