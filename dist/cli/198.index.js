export const id = 198;
export const ids = [198];
export const modules = {

/***/ 9475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PR: () => (/* binding */ finalReport),
/* harmony export */   oz: () => (/* binding */ progressLine)
/* harmony export */ });
/* unused harmony exports paintStatus, taskLabel, runLabel, notPassedLines */
/* harmony import */ var _results_reason_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8128);
/* harmony import */ var _shared_colour_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(637);
/* harmony import */ var _trigger_accuracy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1982);
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5839);
// The console report: a line per finished run while the job runs, then counts by status and
// outcome, then what did not pass, one line per task and status ("2 of 3 trials failed — why").
// Agent and model text is untrusted: escape sequences are removed and each reason is cut to one
// short line. Colour is the caller's choice (a Style; plain by default, as CI logs want).




const SYMBOL = {
    passed: '✔',
    failed: '✖',
    abstained: '?',
    error: '!',
    skipped: '-',
};
const safe = (text, max = 200) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(text)), max);
/** A reason is prose: cut between words. */
const prose = (text, max) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateAtWord */ ._n)((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(text)), max);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** The colour of a status: red for verdicts against the agent, yellow for "no verdict". */
function paintStatus(style, status, text) {
    if (status === 'passed')
        return style.green(text);
    if (status === 'failed' || status === 'error')
        return style.red(text);
    return style.yellow(text);
}
function taskLabel(r) {
    return `${safe(r.suite, 60)} › ${safe(r.task_id, 80)}`;
}
function runLabel(r) {
    return `${taskLabel(r)} #${r.trial}`;
}
function progressLine(r, style = _shared_colour_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAIN */ .tZ, position) {
    const parts = [r.outcome];
    if (r.responder)
        parts.push(`${r.responder.followups_sent} follow-up(s)`);
    if (r.ended_with_question)
        parts.push('ended asking');
    if (r.attempts > 1)
        parts.push(`attempt ${r.attempts}`);
    parts.push(seconds(r.duration_ms));
    const where = position
        ? `${style.dim(`[${String(position.done).padStart(String(position.total).length)}/${position.total}]`)} `
        : '';
    const status = paintStatus(style, r.status, `${SYMBOL[r.status]} ${r.status.padEnd(9)}`);
    return `  ${where}${status} ${runLabel(r)}  ${style.dim(parts.join(' · '))}`;
}
const VERB = {
    passed: 'passed at the follow-up cap',
    failed: 'failed',
    abstained: 'abstained',
    error: 'errored',
    skipped: 'skipped',
};
/** The reason shown for one run: an error names its outcome (timeout, agent_error, ...). */
function shownReason(r) {
    const { kind, text } = (0,_results_reason_js__WEBPACK_IMPORTED_MODULE_2__/* .notPassedReason */ .y)(r);
    return kind === 'error' ? `${r.outcome}: ${text}` : text;
}
/**
 * The closing list: per task and status, how many of its trials, and why (each distinct reason
 * once, with its trials when the trials differ), instead of a block per trial.
 */
function notPassedLines(records, style = _shared_colour_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAIN */ .tZ) {
    const tasks = new Map();
    for (const r of records) {
        const key = JSON.stringify([r.suite_file, r.suite, r.task_id]);
        tasks.set(key, [...(tasks.get(key) ?? []), r]);
    }
    const lines = [];
    for (const runs of tasks.values()) {
        const trials = new Set(runs.map((r) => r.trial)).size;
        const notable = runs.filter((r) => r.status !== 'passed' || r.outcome === 'cap_exhausted');
        for (const status of ['error', 'failed', 'abstained', 'skipped', 'passed']) {
            const group = notable.filter((r) => r.status === status);
            if (!group.length)
                continue;
            const reasons = new Map();
            for (const r of group) {
                const reason = prose(shownReason(r), 240);
                reasons.set(reason, [...(reasons.get(reason) ?? []), r.trial]);
            }
            const which = (numbers) => reasons.size > 1 ? style.dim(` (#${numbers.join(', #')})`) : '';
            const [first, ...others] = [...reasons.entries()];
            const count = `${group.length} of ${trials} trial${trials === 1 ? '' : 's'} ${VERB[status]}`;
            lines.push(`  ${paintStatus(style, status, SYMBOL[status])} ${taskLabel(group[0])}: ` +
                `${paintStatus(style, status, count)} — ${first[0]}${which(first[1])}`);
            for (const [reason, numbers] of others)
                lines.push(`      — ${reason}${which(numbers)}`);
        }
    }
    return lines;
}
function finalReport(summary, records, notes, style = _shared_colour_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAIN */ .tZ) {
    const by = summary.counts.by_status;
    const cap = summary.counts.by_outcome.cap_exhausted ?? 0;
    // A count is coloured only when it is not zero: the eye goes to what needs it.
    const count = (status, word) => {
        const n = by[status] ?? 0;
        return n ? paintStatus(style, status, `${n} ${word}`) : `${n} ${word}`;
    };
    const lines = [
        '',
        style.bold(`${summary.counts.runs} run(s): `) +
            `${count('passed', 'passed')}, ${count('failed', 'failed')}, ${count('abstained', 'abstained')}, ` +
            `${count('error', 'error(s)')}, ${count('skipped', 'skipped')}${cap ? ` (${cap} cap exhausted)` : ''}`,
        `pass rate ${(summary.pass_rate * 100).toFixed(1)}% in ${seconds(summary.duration_ms)}`,
        `by outcome: ${Object.entries(summary.counts.by_outcome)
            .filter(([, n]) => n > 0)
            .map(([o, n]) => `${o} ${n}`)
            .join(', ') || 'none'}`,
    ];
    const usage = summary.usage;
    const tokens = usage.agent.total_tokens + usage.responder.total_tokens + usage.judge.total_tokens;
    if (tokens) {
        lines.push(`tokens: agent ${usage.agent.total_tokens}, responder ${usage.responder.total_tokens}, judge ${usage.judge.total_tokens}`);
    }
    // Suite names are the user's own; trigger lines are Parley's text around them.
    lines.push(...(0,_trigger_accuracy_js__WEBPACK_IMPORTED_MODULE_3__/* .triggerAccuracyLines */ .f)(summary).map((l) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(l)));
    const notPassed = notPassedLines(records, style);
    if (notPassed.length)
        lines.push('', style.bold('Not passed (or passed at the cap):'), ...notPassed);
    for (const note of notes)
        lines.push('', note);
    return lines.join('\n');
}


/***/ }),

/***/ 1982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ triggerAccuracyLines)
/* harmony export */ });
const pct = (n) => `${(n * 100).toFixed(1)}%`;
/** "suite: trigger accuracy 75.0% (below trigger_accuracy 80.0%) · precision ... · TP 2 ...". */
function triggerAccuracyLines(summary) {
    return summary.suites.flatMap((s) => {
        const t = s.trigger_accuracy;
        if (!t)
            return [];
        const against = t.threshold === undefined
            ? ''
            : ` (${t.passed ? 'meets' : 'below'} trigger_accuracy ${pct(t.threshold)})`;
        return [
            `${s.name}: trigger accuracy ${pct(t.accuracy)}${against} · precision ${pct(t.precision)}, ` +
                `recall ${pct(t.recall)}, F1 ${t.f1} · TP ${t.true_positives}, FP ${t.false_positives}, ` +
                `TN ${t.true_negatives}, FN ${t.false_negatives}${t.errors ? `, ${t.errors} error(s)` : ''}`,
        ];
    });
}


/***/ }),

/***/ 5582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DD: () => (/* binding */ baseOfTasksThatRan),
/* harmony export */   Fy: () => (/* binding */ impactLine),
/* harmony export */   Uy: () => (/* binding */ withBaseResults)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6303);
// What impact selection (engine/impact.ts) tells the readers of a job's results: which tasks
// were not re-run because none of their inputs changed, with the base's results that stand in
// for them, or why every task ran. The gate never compares a task that did not run: the
// baseline is cut to the tasks that ran (`baseOfTasksThatRan`).

/** The base's verdict runs of a task: its pool when it has one, else its own counts. */
function baseRuns(task) {
    if (task.pool?.length) {
        return task.pool.reduce((sum, run) => ({ passed: sum.passed + run.passed, failed: sum.failed + run.failed }), { passed: 0, failed: 0 });
    }
    const s = task.counts.by_status;
    return { passed: s.passed ?? 0, failed: s.failed ?? 0 };
}
/** The not re-run tasks with the base's results that stand in for them. */
function withBaseResults(impact, base) {
    if (!base)
        return impact;
    const find = (suite, id) => base.suites.find((s) => s.name === suite)?.tasks.find((t) => t.task_id === id);
    return {
        ...impact,
        notRerun: impact.notRerun.map((t) => {
            const found = find(t.suite, t.task_id);
            return found ? { ...t, base: baseRuns(found) } : t;
        }),
    };
}
/**
 * The baseline without the tasks that were not re-run: they are not compared. Its totals (pass
 * rate, runs, tokens, duration) are the remaining tasks', so "vs base" compares like with like.
 */
function baseOfTasksThatRan(base, notRerun) {
    const skipped = new Set(notRerun.map((t) => `${t.suite}\u0000${t.task_id}`));
    const suites = base.suites.map((s) => ({
        ...s,
        tasks: s.tasks.filter((t) => !skipped.has(`${s.name}\u0000${t.task_id}`)),
    }));
    const tasks = suites.flatMap((s) => s.tasks);
    const counts = { runs: 0, by_status: {}, by_outcome: {} };
    const usage = (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyUsageByRole */ .EF)();
    for (const t of tasks) {
        counts.runs += t.counts.runs;
        for (const [k, n] of Object.entries(t.counts.by_status))
            counts.by_status[k] =
                (counts.by_status[k] ?? 0) + (n ?? 0);
        for (const [k, n] of Object.entries(t.counts.by_outcome))
            counts.by_outcome[k] =
                (counts.by_outcome[k] ?? 0) + (n ?? 0);
        for (const role of ['agent', 'responder', 'judge'])
            (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .addUsage */ .vk)(usage[role], t.usage[role]);
    }
    const share = base.counts.runs ? counts.runs / base.counts.runs : 0;
    return {
        ...base,
        suites,
        counts,
        pass_rate: counts.runs ? (counts.by_status.passed ?? 0) / counts.runs : 0,
        usage,
        duration_ms: Math.round(base.duration_ms * share),
    };
}
/** One plain line for a console or a log: what impact selection did. */
function impactLine(impact) {
    if (impact.all)
        return `impact: every task runs: ${impact.all}`;
    const names = impact.notRerun.length;
    return `impact: ${impact.changed} file(s) changed${impact.since ? ` since ${impact.since}` : ''}; ${names} task(s) not re-run (their inputs did not change)${impact.runAnyway ? `, ${impact.runAnyway} run anyway (no base results of the same identity)` : ''}`;
}


/***/ }),

/***/ 4977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fR: () => (/* binding */ buildSummary),
  iy: () => (/* binding */ pooledIdentity)
});

// UNUSED EXPORTS: countRuns, replyAuditOf, suiteSetHash, summarizeTask

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/results/aggregate.ts
/**
 * Per-task aggregates over its trials (the same definitions as summary.json's TaskSummary):
 * pass rate = passed / trials, mean and spread of weighted_score, flaky = mixed verdicts.
 */
function aggregateTask(records) {
    const trials = records.length;
    if (trials === 0) {
        return { trials, passed: 0, passRate: 0, meanScore: 0, scoreStddev: 0, flaky: false };
    }
    const passed = records.filter((r) => r.status === 'passed').length;
    const scores = records.map((r) => r.weighted_score);
    const mean = scores.reduce((a, b) => a + b, 0) / trials;
    const variance = scores.reduce((a, s) => a + (s - mean) ** 2, 0) / trials;
    return {
        trials,
        passed,
        passRate: passed / trials,
        meanScore: mean,
        scoreStddev: Math.sqrt(variance),
        flaky: passed > 0 && passed < trials,
    };
}

;// CONCATENATED MODULE: ./src/results/reliability.ts
// A task's reliability over its trials, as newest waza reports it: the Wilson 95 % score interval
// on the pass rate, and the pass^k curve (the chance that k trials drawn from these all pass).
/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;
/**
 * Wilson score interval for `passed` of `trials` (Wilson 1927). Unlike the normal approximation it
 * stays inside [0, 1] and is not zero-width at 0 or n passes, which few trials make common.
 */
function wilson95(passed, trials) {
    if (trials <= 0)
        return { low: 0, high: 1 };
    const p = passed / trials;
    const z2 = Z95 * Z95;
    const denom = 1 + z2 / trials;
    const centre = (p + z2 / (2 * trials)) / denom;
    const half = (Z95 / denom) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
    // At 0 or n passes one bound is exactly 0 or 1; rounding must not move it off.
    return {
        low: passed === 0 ? 0 : Math.max(0, centre - half),
        high: passed === trials ? 1 : Math.min(1, centre + half),
    };
}
/**
 * pass^k for k = 1..n: the unbiased estimator C(c,k)/C(n,k) of p^k from c passes in n trials
 * (sampling k of the n without replacement). pass^1 is the pass rate; the curve falls as k grows
 * unless every trial passed. Computed as a running product, so no factorial overflows.
 */
function passHatK(passed, trials) {
    const curve = [];
    let value = 1;
    for (let k = 1; k <= trials; k++) {
        // C(c,k)/C(n,k) = C(c,k-1)/C(n,k-1) * (c-k+1)/(n-k+1)
        value *= Math.max(0, passed - k + 1) / (trials - k + 1);
        curve.push(value);
    }
    return curve;
}

;// CONCATENATED MODULE: ./src/results/trigger-accuracy.ts
const round = (n) => Math.round(n * 10_000) / 10_000;
const ratio = (a, b) => (b === 0 ? 0 : a / b);
/**
 * What one run's prompt should and did do. The summary sees digests (no grader details): the list
 * a prompt came from is in its task id, and the run is right when its one trigger grader passed.
 * A run that ended otherwise (an error, never graded) is a wrong answer, as waza counts it.
 */
function classify(r) {
    const should = r.task_id.startsWith('should-trigger-')
        ? true
        : r.task_id.startsWith('should-not-trigger-')
            ? false
            : undefined;
    if (should === undefined)
        return undefined;
    const right = r.graders.find((g) => g.type === 'trigger')?.passed === true;
    return { should, did: right === should };
}
function triggerAccuracy(records, threshold) {
    let tp = 0;
    let fp = 0;
    let tn = 0;
    let fn = 0;
    let errors = 0;
    let classified = 0;
    for (const r of records) {
        if (r.status === 'skipped')
            continue;
        const c = classify(r);
        if (!c)
            continue;
        classified++;
        if (r.status === 'error')
            errors++;
        const w = r.tags.includes('medium') ? 0.5 : 1;
        if (c.should && c.did)
            tp += w;
        else if (!c.should && c.did)
            fp += w;
        else if (!c.should)
            tn += w;
        else
            fn += w;
    }
    if (!classified)
        return undefined;
    const precision = ratio(tp, tp + fp);
    const recall = ratio(tp, tp + fn);
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    const accuracy = ratio(tp + tn, tp + fp + tn + fn);
    return {
        true_positives: tp,
        false_positives: fp,
        true_negatives: tn,
        false_negatives: fn,
        errors,
        precision: round(precision),
        recall: round(recall),
        f1: round(f1),
        accuracy: round(accuracy),
        ...(threshold !== undefined
            ? { threshold, passed: threshold <= 0 || accuracy >= threshold }
            : {}),
    };
}

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(6303);
;// CONCATENATED MODULE: ./src/results/summary.ts
// summary.json: per suite and task aggregates over trials, counts by status and outcome, usage,
// and the identity (commit, suite set, models) that baselines and comparisons key on.






function countRuns(records) {
    // Every status and outcome is present (zero or more): readers never guess at missing keys.
    const counts = {
        runs: records.length,
        by_status: Object.fromEntries(schema/* STATUSES */.f.map((s) => [s, 0])),
        by_outcome: Object.fromEntries(schema/* OUTCOMES */.im.map((o) => [o, 0])),
    };
    for (const r of records) {
        counts.by_status[r.status]++;
        counts.by_outcome[r.outcome]++;
    }
    return counts;
}
function sumUsage(records) {
    const total = (0,schema/* emptyUsageByRole */.EF)();
    for (const r of records) {
        (0,schema/* addUsage */.vk)(total.agent, r.usage.agent);
        (0,schema/* addUsage */.vk)(total.responder, r.usage.responder);
        (0,schema/* addUsage */.vk)(total.judge, r.usage.judge);
    }
    return total;
}
/** Passed over the runs that ran: a test skipped in its file (outcome not_run) counts apart, as in Yao. */
function passRate(records) {
    const ran = records.filter((r) => r.outcome !== 'not_run');
    return ran.length ? ran.filter((r) => r.status === 'passed').length / ran.length : 0;
}
function mostCommonOutcome(records) {
    const tally = new Map();
    for (const r of records)
        tally.set(r.outcome, (tally.get(r.outcome) ?? 0) + 1);
    // Ties go to the outcome seen first, so the result does not depend on Map internals.
    let best = records[0].outcome;
    for (const [outcome, n] of tally)
        if (n > (tally.get(best) ?? 0))
            best = outcome;
    return best;
}
/** The reply audit summed over runs (each run's responder.audit); undefined when none was audited. */
function replyAuditOf(records) {
    const audits = records.flatMap((r) => (r.responder?.audit ? [r.responder.audit] : []));
    if (!audits.length)
        return undefined;
    const sum = (f) => audits.reduce((n, a) => n + f(a), 0);
    return {
        runs: audits.length,
        replies: sum((a) => a.replies),
        over_answered_runs: audits.filter((a) => a.over_answered > 0).length,
        ungrounded_runs: audits.filter((a) => a.ungrounded > 0).length,
        over_answered_replies: sum((a) => a.over_answered),
        ungrounded_replies: sum((a) => a.ungrounded),
    };
}
function summarizeTask(id, name, records) {
    const a = aggregateTask(records);
    const audit = replyAuditOf(records);
    return {
        task_id: id,
        task_name: name,
        trials: a.trials,
        passed: a.passed,
        pass_rate: a.passRate,
        mean_score: summary_round(a.meanScore),
        score_stddev: summary_round(a.scoreStddev),
        flaky: a.flaky,
        counts: countRuns(records),
        outcome: mostCommonOutcome(records),
        usage: sumUsage(records),
        duration_ms: records.reduce((sum, r) => sum + r.duration_ms, 0),
        errored: records.filter((r) => r.status === 'error' || !!r.error_attempts?.length).length,
        ...(audit ? { responder_audit: audit } : {}),
        pass_interval: mapValues(wilson95(a.passed, a.trials), summary_round),
        pass_hat_k: passHatK(a.passed, a.trials).map(summary_round),
    };
}
const mapValues = (o, f) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
function triggerField(suite, records) {
    if (!suite.trigger)
        return {};
    const accuracy = triggerAccuracy(records, suite.trigger.threshold);
    return accuracy ? { trigger_accuracy: accuracy } : {};
}
/** A task's identity for pooling: its definition's hash (engine/task-identity.ts) and this Parley. */
function pooledIdentity(definition) {
    return (0,external_node_crypto_.createHash)('sha256').update(`${version/* PARLEY_VERSION */.X}\n${definition}`).digest('hex').slice(0, 32);
}
const summary_round = (n) => Math.round(n * 10_000) / 10_000;
/** The suite set a summary is of: a hash over its suites' hashes, order-independent. */
function suiteSetHash(hashes) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update([...hashes].sort().join('\n'))
        .digest('hex')
        .slice(0, 16);
}
function buildSummary(records, suites, identity = {}, durationMs = 0) {
    // Confirmation runs (verdict/confirm.ts), head or concurrent base, are the verdict's.
    const screening = records.filter((r) => !r.confirmation && r.side !== 'base');
    const suiteSummaries = suites.map((suite) => {
        // Confirmation runs (results/confirm.ts) are the verdict's, not the summary's: not counted.
        const ofSuite = screening.filter((r) => r.suite === suite.name && r.suite_file === suite.file);
        // Grouped once: a lookup per task over every run is quadratic in suites of thousands.
        const byTask = new Map();
        for (const r of ofSuite) {
            const runs = byTask.get(r.task_id);
            if (runs)
                runs.push(r);
            else
                byTask.set(r.task_id, [r]);
        }
        const tasks = suite.tasks
            .map((t) => ({ t, runs: byTask.get(t.id) ?? [] }))
            .filter(({ runs }) => runs.length > 0)
            .map(({ t, runs }) => ({
            ...summarizeTask(t.id, t.name, runs),
            ...(t.identity ? { identity: pooledIdentity(t.identity) } : {}),
        }));
        return {
            name: suite.name,
            file: suite.file,
            hash: suite.hash,
            executor: suite.executor,
            model: suite.model,
            counts: countRuns(ofSuite),
            pass_rate: passRate(ofSuite),
            tasks,
            ...triggerField(suite, ofSuite),
        };
    });
    const audit = replyAuditOf(screening);
    return {
        schema_version: schema/* SCHEMA_VERSION */.f$,
        parley_version: version/* PARLEY_VERSION */.X,
        created_at: new Date().toISOString(),
        identity: {
            commit: identity.commit ?? null,
            ref: identity.ref ?? null,
            suite_set: suiteSetHash(suites.map((s) => s.hash)),
            models: {
                agent: identity.models?.agent ?? null,
                responder: identity.models?.responder ?? null,
                judge: identity.models?.judge ?? null,
            },
            shard: identity.shard ?? null,
        },
        counts: countRuns(screening),
        pass_rate: passRate(screening),
        usage: sumUsage(screening),
        duration_ms: durationMs,
        suites: suiteSummaries,
        ...(audit ? { responder_audit: audit } : {}),
    };
}


/***/ }),

/***/ 637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j9: () => (/* binding */ styleFor),
/* harmony export */   tZ: () => (/* binding */ PLAIN)
/* harmony export */ });
/* unused harmony exports colourWanted, COLOURED */
// Console colour, decided once per stream: FORCE_COLOR (non-empty, not 0/false) turns it on
// even in a pipe, else NO_COLOR (non-empty) turns it off, else a terminal that is not "dumb"
// gets colour and a pipe or file does not (Node's own precedence). No dependency: five codes.
function colourWanted(stream, env = process.env) {
    const force = env.FORCE_COLOR;
    if (force !== undefined && force !== '')
        return force !== '0' && force !== 'false';
    if (env.NO_COLOR)
        return false;
    return stream.isTTY === true && env.TERM !== 'dumb';
}
const code = (open, close) => (text) => `\u001b[${open}m${text}\u001b[${close}m`;
const same = (text) => text;
const PLAIN = {
    enabled: false,
    green: same,
    red: same,
    yellow: same,
    dim: same,
    bold: same,
};
const COLOURED = {
    enabled: true,
    green: code(32, 39),
    red: code(31, 39),
    yellow: code(33, 39),
    dim: code(2, 22),
    bold: code(1, 22),
};
/** The style for writing to this stream (process.stdout, process.stderr). */
function styleFor(stream, env = process.env) {
    return colourWanted(stream, env) ? COLOURED : PLAIN;
}


/***/ })

};
