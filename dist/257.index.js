export const id = 257;
export const ids = [257];
export const modules = {

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
