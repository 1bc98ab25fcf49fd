"use strict";
exports.id = 7251;
exports.ids = [7251];
exports.modules = {

/***/ 7251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gradeCommand: () => (/* binding */ gradeCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/graders/index.ts + 31 modules
var graders = __webpack_require__(2680);
// EXTERNAL MODULE: ./src/agents/process-tree.ts
var process_tree = __webpack_require__(4224);
// EXTERNAL MODULE: ./src/results/record.ts
var results_record = __webpack_require__(6269);
// EXTERNAL MODULE: ./src/results/usage.ts
var usage = __webpack_require__(8233);
// EXTERNAL MODULE: ./src/results/summary.ts + 2 modules
var results_summary = __webpack_require__(3284);
// EXTERNAL MODULE: ./src/suites/load.ts + 1 modules
var load = __webpack_require__(2900);
// EXTERNAL MODULE: ./src/engine/classify.ts
var classify = __webpack_require__(6582);
// EXTERNAL MODULE: ./src/engine/counting-llm.ts
var counting_llm = __webpack_require__(8539);
// EXTERNAL MODULE: ./src/engine/execute.ts + 17 modules
var execute = __webpack_require__(3611);
// EXTERNAL MODULE: ./src/engine/llms.ts
var llms = __webpack_require__(3688);
// EXTERNAL MODULE: ./src/engine/redact.ts
var engine_redact = __webpack_require__(2393);
// EXTERNAL MODULE: ./src/engine/secrets.ts
var secrets = __webpack_require__(9887);
;// CONCATENATED MODULE: ./src/engine/regrade.ts
// `parley grade`: the recorded conversations of a results set graded again with the suites'
// current graders. No agent and no responder runs; LLM judges do. Each record's verdict comes
// from classify() and finalRecord(), the same functions a run ends with, fed the conversation's
// ending as the record tells it. Runs that ended in an error or an abstain were never graded and
// stay as they were.














const WORKSPACE_NOT_KEPT = 'cannot re-grade: the workspace was not kept (run with --keep-workspaces)';
const key = (suite, task) => JSON.stringify([suite, task]);
/** Each recorded run with its task as loaded now; notes for runs without one and tasks without runs. */
function matchRecords(runs, suites) {
    const tasks = new Map();
    for (const suite of suites) {
        for (const task of suite.tasks)
            tasks.set(key(suite.name, task.id), { suite, task });
    }
    const notes = [];
    const matched = [];
    const recorded = new Set();
    for (const record of runs) {
        const found = tasks.get(key(record.suite, record.task_id));
        recorded.add(key(record.suite, record.task_id));
        if (found)
            matched.push({ record, ...found });
        else if (!notes.includes(missingTask(record)))
            notes.push(missingTask(record));
    }
    for (const suite of suites) {
        for (const task of suite.tasks) {
            if (!recorded.has(key(suite.name, task.id))) {
                notes.push(`${suite.name} › ${task.id}: no recorded run to re-grade (not run then)`);
            }
        }
    }
    return { matched, notes };
}
async function regradeResults(original, options) {
    const cwd = (0,external_node_path_.resolve)(options.cwd ?? process.cwd());
    const paths = options.paths.length
        ? options.paths
        : [...new Set(original.records.map((r) => r.suite_file))];
    const loaded = await (0,load/* loadSuites */._k)(paths, {
        cwd,
        overrides: options.judgeModel ? { judgeModel: options.judgeModel } : {},
    });
    const empty = { records: [], notes: [], changed: 0, redact: (t) => t };
    if (loaded.errors.length) {
        return {
            ...empty,
            summary: (0,results_summary/* buildSummary */.fR)([], []),
            configErrors: loaded.errors,
            warnings: loaded.warnings,
        };
    }
    const { matched, notes } = matchRecords(original.records, loaded.suites);
    const { llm, keys } = (0,llms/* createLlms */.R)(options, options.workers ?? 4);
    const redact = (0,engine_redact/* redactor */.$)((0,secrets/* collectSecrets */.q)(loaded.suites, { ...options, secrets: [...(options.secrets ?? []), ...keys] }));
    const signal = options.signal ?? new AbortController().signal;
    const started = performance.now();
    const records = new Array(matched.length);
    let next = 0;
    const worker = async () => {
        while (next < matched.length) {
            const i = next++;
            const { record, suite, task } = matched[i];
            const workspace = keptWorkspace(original.dir, record);
            records[i] = redact(await regradeOne(record, suite, task, llm.judge, signal, workspace, (text) => redact(text)));
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.workers ?? 4) }, worker));
    const changed = records.filter((r, i) => r.status !== matched[i].record.status || r.outcome !== matched[i].record.outcome).length;
    const built = (0,results_summary/* buildSummary */.fR)(records, (0,execute/* suiteInputs */.G9)(loaded.suites, cwd), {
        commit: original.summary.identity.commit ?? undefined,
        ref: original.summary.identity.ref ?? undefined,
        shard: original.summary.identity.shard ?? undefined,
        models: {
            agent: original.summary.identity.models.agent ?? undefined,
            responder: original.summary.identity.models.responder ?? undefined,
            judge: options.judgeModel ?? original.summary.identity.models.judge ?? undefined,
        },
    }, Math.round(performance.now() - started));
    const summary = {
        ...built,
        regraded_from: {
            results_dir: original.dir,
            parley_version: original.summary.parley_version,
            created_at: original.summary.created_at,
            identity: {
                commit: original.summary.identity.commit,
                ref: original.summary.identity.ref,
                suite_set: original.summary.identity.suite_set,
            },
        },
    };
    // A skill-lift job's runs are re-graded in both arms: its lift is measured again.
    if (original.summary.skill_lift) {
        const { mergedSkillLift } = await __webpack_require__.e(/* import() */ 1311).then(__webpack_require__.bind(__webpack_require__, 1311));
        const lift = mergedSkillLift([original.summary], records);
        if (lift)
            summary.skill_lift = lift;
    }
    return {
        summary,
        records,
        configErrors: [],
        warnings: loaded.warnings,
        notes,
        changed,
        redact: (text) => redact(text),
    };
}
/**
 * The run's workspace as --keep-workspaces kept it: only inside the results directory's
 * workspaces/ (the record is untrusted: it must not point a grader at any other directory).
 */
function keptWorkspace(resultsDir, record) {
    if (!record.workspace)
        return undefined;
    const kept = (0,external_node_path_.resolve)(resultsDir, 'workspaces');
    const path = (0,external_node_path_.resolve)(resultsDir, record.workspace);
    if (!path.startsWith(kept + external_node_path_.sep) || !(0,external_node_fs_.existsSync)(path))
        return undefined;
    return path;
}
function missingTask(record) {
    return `${record.suite} › ${record.task_id}: no such task in the suites now; its runs are left out`;
}
/** Not graded when it ran, so nothing to grade again: an error or an abstain the task did not expect. */
function ungraded(record, task) {
    if (record.status === 'error')
        return true;
    return record.status === 'abstained' && !(0,graders.expectsAbstain)(task.expected);
}
/** How the conversation ended, as the record tells it (classify()'s input). */
function recordedEnding(record) {
    const conversation = (outcome) => ({
        kind: 'conversation',
        outcome,
        reason: record.responder?.reason ?? undefined,
        followupsSent: record.responder?.followups_sent ?? 0,
        lastAgentText: record.turns.at(-1)?.output ?? '',
    });
    if (record.ended_with_question || record.outcome === 'awaiting_input') {
        return conversation('awaiting_input');
    }
    switch (record.outcome) {
        case 'completed':
        case 'stopped':
        case 'cap_exhausted':
        case 'abstained':
            return conversation(record.outcome);
        default: {
            // checkpoints_missing hides how the conversation ended: the responder recorded it.
            const said = record.responder?.outcome;
            return conversation(said === 'stopped' || said === 'cap_exhausted' ? said : 'completed');
        }
    }
}
async function regradeOne(record, suite, task, judge, signal, workspace, redact) {
    if (ungraded(record, task))
        return { ...record, regraded: true };
    const judgeLlm = (0,counting_llm/* countingLlm */.P)(judge);
    const { status: _status, outcome: _outcome, ...rest } = record;
    void _status;
    void _outcome;
    // waza's turn checkpoints graded the conversation as it was after their turn: kept as graded.
    // Kept as recorded: checkpoints (graded mid-conversation) and command_mocks' expect_calls
    // (counted from calls the run logged, which a re-grade cannot see again).
    const checkpointResults = record.graders.filter((g) => g.details?.checkpoint !== undefined || g.type === 'command_mocks');
    const draft = {
        ...rest,
        graders: [],
        score: 0,
        weighted_score: 0,
        error: null,
        usage: { ...record.usage, judge: (0,usage/* emptyUsage */.ly)() },
    };
    delete draft.ended_with_question;
    const verdict = await (0,classify/* classify */.L)(draft, recordedEnding(record), {
        onMissingInput: task.onMissingInput ?? 'grade',
        expectsAbstain: (0,graders.expectsAbstain)(task.expected),
        grade: async (outcome) => {
            // As in a run: what a grading program leaves alive is killed once the grading is over.
            const processTag = (0,process_tree/* runProcessTag */.fl)();
            const graded = await (0,graders.gradeRun)({
                suite,
                task,
                run: { ...draft, outcome },
                workspace,
                ...(workspace ? {} : { workspaceGone: WORKSPACE_NOT_KEPT }),
                llm: judgeLlm,
                judgeModel: task.models.judge,
                updateSnapshots: false,
                signal,
                redact,
                processTag,
            }).finally(() => processTag.sweep());
            return { ...graded, results: [...checkpointResults, ...graded.results] };
        },
    });
    draft.usage.judge = judgeLlm.runUsage.judge;
    return { ...(0,results_record/* finalRecord */.iJ)(draft, verdict), regraded: true };
}

// EXTERNAL MODULE: ./src/results/files.ts + 2 modules
var files = __webpack_require__(5056);
// EXTERNAL MODULE: ./src/commands/finish.ts + 23 modules
var finish = __webpack_require__(9154);
// EXTERNAL MODULE: ./src/commands/job-options.ts
var job_options = __webpack_require__(1110);
// EXTERNAL MODULE: ./src/commands/key-header-flag.ts
var key_header_flag = __webpack_require__(7182);
// EXTERNAL MODULE: ./src/commands/types.ts
var types = __webpack_require__(8619);
;// CONCATENATED MODULE: ./src/commands/grade.ts
// `parley grade RESULTS_DIR [SUITE...]`: grades the recorded conversations of a results set again
// with the suites' current graders, running no agent and no responder (LLM judges do run), and
// writes a full results set marked as re-graded, comparable with `parley compare`. How a grader
// is developed against yesterday's conversations for free.








const gradeCommand = {
    name: 'grade',
    usage: 'grade RESULTS_DIR [SUITE...] [--output DIR] [options]',
    options: {
        output: { type: 'string', short: 'o' },
        'judge-model': { type: 'string' },
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        ...key_header_flag/* KEY_HEADER_OPTION */.G8,
        'judge-base-url': { type: 'string' },
        'judge-api-key': { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
    },
    help: {
        output: 'DIR where the re-graded results go (default parley-regraded)',
        'judge-model': "M the LLM judges' model (else the suites')",
        'base-url': 'URL OpenAI-compatible endpoint for judges (else OPENAI_BASE_URL)',
        'api-key': 'KEY its key (else OPENAI_API_KEY)',
        ...key_header_flag/* KEY_HEADER_HELP */.q3,
        'judge-base-url': "URL the LLM judges' own endpoint (else --base-url)",
        'judge-api-key': 'KEY its key',
        quiet: 'no console report',
    },
    async run(values, positionals) {
        const [dir, ...suites] = positionals;
        if (!dir)
            throw new types/* UsageError */.e('expected a results directory (with results.jsonl)');
        const out = (0,external_node_path_.resolve)(values.output ?? 'parley-regraded');
        if (out === (0,external_node_path_.resolve)(dir)) {
            throw new types/* UsageError */.e('--output: must not be the results directory being re-graded');
        }
        let original;
        try {
            original = (0,files/* readResultsDir */.Uv)(dir);
        }
        catch (error) {
            if (error instanceof files/* ResultsReadError */.D5)
                throw new types/* UsageError */.e(error.message);
            throw error;
        }
        const apiKey = values['api-key'];
        const judgeKey = values['judge-api-key'];
        const judgeUrl = values['judge-base-url'];
        const result = await regradeResults(original, {
            paths: suites,
            judgeModel: values['judge-model'],
            endpoint: {
                baseURL: values['base-url'],
                apiKey,
                apiKeyHeader: (0,key_header_flag/* keyHeader */.LP)(values),
            },
            ...(judgeUrl || judgeKey ? { judgeEndpoint: { baseURL: judgeUrl, apiKey: judgeKey } } : {}),
            secrets: [apiKey ?? '', judgeKey ?? '', process.env.OPENAI_API_KEY ?? ''],
        });
        if (result.configErrors.length) {
            for (const error of result.configErrors)
                console.error((0,load/* formatSpecError */.rB)(error));
            console.error(`parley grade: ${result.configErrors.length} configuration error(s); nothing re-graded`);
            return 2;
        }
        const quiet = values.quiet;
        for (const note of result.notes)
            console.error(`parley grade: ${note}`);
        if (result.records.length === 0) {
            console.error('parley grade: no recorded run matches a task of the suites');
            return 2;
        }
        const code = (0,finish.finishJob)({
            resultsDir: out,
            summary: result.summary,
            records: result.records,
            redact: result.redact,
        }, {
            failOn: 'failures',
            quiet,
            writeRecords: true,
            preface: `> Re-graded by \`parley grade\` from the recorded conversations of a run of ` +
                `${ranAt(original.summary.created_at)}: no agent ran.`,
            where: `re-graded ${result.records.length} run(s) of ${(0,job_options/* displayPath */.Gt)((0,external_node_path_.resolve)(dir))}/ ` +
                `(${result.changed} verdict(s) changed): ${(0,job_options/* displayPath */.Gt)(out)}/`,
        });
        return code;
    },
};
/** When the original run was, from its (untrusted) summary: only a well-formed time is shown. */
function ranAt(createdAt) {
    const time = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)/.exec(createdAt);
    return time ? `${time[1]} ${time[2]} UTC` : 'unknown time';
}


/***/ })

};
;