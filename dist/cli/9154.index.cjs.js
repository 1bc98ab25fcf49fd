"use strict";
exports.id = 9154;
exports.ids = [9154];
exports.modules = {

/***/ 9154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finishJob: () => (/* binding */ finishJob)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/report/console.ts
var report_console = __webpack_require__(9475);
// EXTERNAL MODULE: ./src/report/html/conversation.ts
var conversation = __webpack_require__(4919);
// EXTERNAL MODULE: ./src/report/html/filters.ts
var filters = __webpack_require__(5173);
// EXTERNAL MODULE: ./src/report/html/escape.ts
var html_escape = __webpack_require__(9175);
// EXTERNAL MODULE: ./src/report/html/page.ts
var page = __webpack_require__(3159);
// EXTERNAL MODULE: ./src/verdict/compare.ts
var compare = __webpack_require__(7666);
// EXTERNAL MODULE: ./src/results/counts.ts
var counts = __webpack_require__(9244);
;// CONCATENATED MODULE: ./src/results/stop.ts
function stopNote(stop) {
    if (stop.by === 'budget') {
        return `stopped: ${stop.reason ?? 'the budget was reached'}; ${stop.notRun} run(s) not started, and their tasks are inconclusive.`;
    }
    return stop.by === 'fail_fast'
        ? `fail-fast: stopped after the first run that did not pass; ${stop.notRun} run(s) not started.`
        : `cancelled: ${stop.notRun} run(s) not finished; every finished run is in results.jsonl.`;
}

// EXTERNAL MODULE: ./src/verdict/fail-on.ts + 1 modules
var fail_on = __webpack_require__(2349);
// EXTERNAL MODULE: ./src/verdict/golden.ts
var verdict_golden = __webpack_require__(4200);
// EXTERNAL MODULE: ./src/results/cost.ts
var results_cost = __webpack_require__(5353);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/table.ts + 1 modules
var report_table = __webpack_require__(6519);
;// CONCATENATED MODULE: ./src/report/cost.ts
// The report's one cost line: what every run of the job cost at the configured prices, the
// base commit's runs (confirmation) named apart. Unknown when a model has no price: never $0.



/** "Cost $1.84 for 150 runs (base $0.22)"; null without a prices table. */
function costLine(summary) {
    const cost = summary.cost;
    if (!cost)
        return null;
    const base = cost.base.runs ? ` (base ${(0,results_cost/* dollars */.E)(cost.base.total)})` : '';
    const why = cost.total === null && cost.unknown.length
        ? `: ${(0,report_escape/* inline */.m)(cost.unknown.slice(0, 5).join('; '), 400)}`
        : '';
    return `Cost ${(0,results_cost/* dollars */.E)(cost.total)} for ${(0,report_table/* plural */.LS)(cost.runs, 'run')}${base}${why}.`;
}

// EXTERNAL MODULE: ./src/report/scorecard-model.ts
var scorecard_model = __webpack_require__(5146);
;// CONCATENATED MODULE: ./src/report/self-grading.ts

const usesOwnModel = {
    responder: (r) => r.responder?.model === r.model,
    judge: (r) => r.graders.some((g) => g.details?.judge_model === r.model),
};
/** One note per role that ran on the agent's model, naming it and in how many runs. */
function selfGradingNotes(records) {
    // The mock agent runs no model: nothing answers or grades for itself.
    const modelled = records.filter((r) => r.model && r.executor !== 'mock');
    const notes = [];
    for (const role of ['responder', 'judge']) {
        const runs = modelled.filter(usesOwnModel[role]);
        if (!runs.length)
            continue;
        const models = [...new Set(runs.map((r) => r.model))];
        const named = models.map((m) => `\`${(0,report_escape/* inline */.m)(m, 80)}\``).join(', ');
        const of = `${runs.length} of ${modelled.length} run${modelled.length === 1 ? '' : 's'}`;
        const what = role === 'responder'
            ? `The responder played the user with the agent's own model ${named} (${of})`
            : `The LLM judge graded the agent with the agent's own model ${named} (${of})`;
        const fix = role === 'responder' ? '`responder-model`' : '`judge-model`';
        notes.push(`⚠️ ${what}: a model tends to find its own answers clear and its own output good, so the ` +
            `test may be easier than intended. Set ${fix} to a model of another family.`);
    }
    return notes;
}

// EXTERNAL MODULE: ./src/verdict/flaky.ts
var flaky = __webpack_require__(8800);
// EXTERNAL MODULE: ./src/verdict/quarantine.ts
var quarantine = __webpack_require__(5749);
;// CONCATENATED MODULE: ./src/report/quarantine-notes.ts
// The headline's notes on tasks out of the verdict or unsteady on main: the quarantined tasks
// (with each reason and expiry) and the tasks flaky on the base branch (with each pooled pass
// rate). Both bounded; the rest is in summary.json. Written once, for report.md and the comment
// (markdown, the default) and for report.html (its own NoteFormat).




/** Tasks named in each note. */
const NAMED = 10;
const MARKDOWN = {
    code: (text, max) => `\`${(0,report_escape/* inline */.m)(text, max)}\``,
    text: (text, max) => (0,report_escape/* inline */.m)(text, max),
    bold: (markup) => `**${markup}**`,
};
const more = (n, field, f) => n > NAMED ? `, … (${n - NAMED} more: summary.json ${f.code(field, 40)})` : '';
/** "2 tasks quarantined: `a/x` (reason, until 2026-12-01), …", or null. */
function quarantineNote(summary, f = MARKDOWN) {
    const tasks = (0,quarantine/* quarantinedTasks */.N)(summary);
    if (!tasks.length)
        return null;
    const named = tasks
        .slice(0, NAMED)
        .map((t) => `${f.code(`${t.suite}/${t.task_id}`, 120)} (${f.text(t.reason, 200)}, until ${f.text(t.expires, 10)})`);
    return (`${f.bold(`${(0,report_table/* plural */.LS)(tasks.length, 'task')} quarantined`)} (${f.code('.parley.yaml', 20)}: run and reported, never fail the check): ` +
        `${named.join(', ')}${more(tasks.length, 'quarantined', f)}.`);
}
/** "Flaky on main: `a/x` (50% of 10 runs over 10 jobs), …", or null. */
function flakyNote(summary, f = MARKDOWN) {
    const tasks = (0,flaky/* flakyTasks */.eQ)(summary);
    if (!tasks.length)
        return null;
    const named = tasks
        .slice(0, NAMED)
        .map(({ suite, task_id, flaky }) => `${f.code(`${suite}/${task_id}`, 120)} (passed ${Math.round(flaky.rate * 100)}% of ${(0,report_table/* plural */.LS)(flaky.runs, 'run')} over ${flaky.jobs} jobs)`);
    return (`${f.bold('Flaky on main:')} ${named.join(', ')}${more(tasks.length, 'flaky_on_main', f)}: ` +
        `their outcomes vary on the base branch at the same inputs; ${f.code('parley quarantine add', 40)} keeps one out of the verdict for a while.`);
}

;// CONCATENATED MODULE: ./src/report/headline.ts
// The report's first block, never cut: the verdict, counts that add up (cap exhaustion is a
// subset of passed and failed runs, not a status of its own), the tasks per group, and the notes
// a reviewer reads under the verdict in plain words: why the job stopped early, where the
// baseline comes from, a fork's limits.











function shortSha(sha) {
    return sha ? sha.slice(0, 7) : 'unknown';
}
/** Golden tasks given a line of their own under the verdict. */
const MAX_GOLDEN_LINES = 10;
const percent = (rate) => `${(rate * 100).toFixed(1)}%`;
function points(delta) {
    const value = (delta * 100).toFixed(1);
    return `${delta >= 0 ? '+' : '−'}${value.replace('-', '')} pts`;
}
function signed(value, unit = '') {
    return `${value >= 0 ? '+' : '−'}${Math.abs(value).toLocaleString('en-US')}${unit}`;
}
const headline_MARKDOWN = {
    code: (text, max) => `\`${(0,report_escape/* inline */.m)(text, max)}\``,
    text: (text, max) => (0,report_escape/* inline */.m)(text, max),
};
/** The verdict line, "❌ 2 regressions": the comment's and job summary's heading, report.html's top. */
function verdictStatus(summary, comparison, ignoreErrors, impact, fmt = headline_MARKDOWN) {
    const c = (0,counts/* countsOf */.m)(summary);
    const regressed = comparison?.buckets.regressed.length ?? 0;
    // A shard's part of the selected tasks may be empty while other shards run theirs.
    if (c.runs === 0 && impact && !impact.all && summary.identity.shard)
        return '✅ nothing to run in this shard: its part of the tasks whose inputs changed is empty';
    if (c.runs === 0 && impact && !impact.all && impact.notRerun.length)
        return "✅ nothing re-run: no task's inputs changed";
    if (c.runs === 0)
        return '⚠️ no runs';
    // A golden task that failed fails the check first, as `waza gate` does (verdict/golden.ts).
    const golden = (0,verdict_golden/* goldenFailures */.p5)(summary);
    if (golden.length === 1)
        return `❌ golden task ${fmt.code(golden[0].task_id, 80)} failed`;
    if (golden.length > 1)
        return `❌ ${golden.length} golden tasks failed`;
    if (regressed > 0)
        return `❌ ${(0,report_table/* plural */.LS)(regressed, 'regression')}`;
    if (comparison?.suite.regressed)
        return '❌ the suite regressed';
    if (c.errors > 0 && ignoreErrors) {
        return `⚠️ ${(0,report_table/* plural */.LS)(c.errors, 'error')}, not failing the check`;
    }
    const gate = (0,fail_on/* verdictOf */.Vj)(summary, comparison);
    if (comparison && gate.verdict === 'inconclusive')
        return `➖ inconclusive: ${fmt.text(gate.reasons.join('; '), 300)}`;
    // Without a comparison, a task whose every run errored fails the check; with one, errors are
    // compared with the base and fail it only when they rose (then the task is regressed above).
    if (c.errors > 0 && gate.verdict === 'regressed')
        return `❌ ${(0,report_table/* plural */.LS)(c.errors, 'error')}`;
    if (c.errors > 0)
        return `⚠️ ${(0,report_table/* plural */.LS)(c.errors, 'error')}`;
    // A test its file marks skipped (Yao skip: true) is not a run that did not pass.
    const waiting = c.skipped - (summary.counts.by_outcome.not_run ?? 0);
    if (c.failed + c.abstained + waiting > 0)
        return '⚠️ some runs did not pass';
    return '✅ all runs passed';
}
/** "10 runs: 6 passed, 3 failed (2 of them at the cap), 1 abstained, 0 errors". */
function runsLine(summary, records) {
    const c = (0,counts/* countsOf */.m)(summary);
    const { passed: capPassed, failed: capFailed } = (0,counts/* capExhaustedByStatus */.h)(records);
    const cap = (n, of) => n === 0
        ? ''
        : n === of
            ? n === 1
                ? ' (at the cap)'
                : ' (all at the cap)'
            : ` (${n} of them at the cap)`;
    // A task that expects an abstain passes by abstaining: said, so the counts still read true.
    const asExpected = records.filter((r) => r.status === 'passed' && r.outcome === 'abstained');
    // Their suite graders did not apply (the conversation never reached a product): said, not failed.
    const notApplicable = asExpected.some((r) => r.graders.some((g) => g.applicable === false))
        ? ', suite graders not applicable'
        : '';
    const abstainedNote = asExpected.length
        ? ` (${asExpected.length} by an expected abstain${notApplicable})`
        : '';
    const parts = [
        `${c.passed} passed${cap(capPassed, c.passed)}${abstainedNote}`,
        `${c.failed} failed${cap(capFailed, c.failed)}`,
        `${c.abstained} abstained`,
        (0,report_table/* plural */.LS)(c.errors, 'error'),
    ];
    // Two kinds of skip: marked in the test file (Yao skip: true), or waiting for an answer.
    const notRun = summary.counts.by_outcome.not_run ?? 0;
    if (notRun)
        parts.push(`${notRun} skipped (skip: true)`);
    if (c.skipped > notRun)
        parts.push(`${c.skipped - notRun} skipped (awaiting input)`);
    // Records missing (a summary read alone): the cap count still shows, for the whole.
    const unsplit = capPassed + capFailed === 0 && c.capExhausted > 0 ? ` (${c.capExhausted} at the cap)` : '';
    return `${(0,report_table/* plural */.LS)(c.runs, 'run')}${unsplit}: ${parts.join(', ')}`;
}
const GROUP_WORDS = [
    ['regressed', 'regressed'],
    ['newly_failing', 'newly failing'],
    ['failing', 'failing'],
    ['abstaining', 'abstaining'],
    ['errors', 'with errors'],
];
/** "12 tasks: 1 regressed, 3 failing (2 known), 8 passing". */
function tasksLine(rows) {
    const ran = rows.filter((r) => r.group !== 'removed');
    const parts = [];
    for (const [group, words] of GROUP_WORDS) {
        const list = (0,scorecard_model/* rowsOf */.RO)(rows, group);
        if (!list.length)
            continue;
        const known = list.filter((r) => r.known).length;
        parts.push(`${list.length} ${words}${known ? ` (${known} known)` : ''}`);
    }
    parts.push(`${(0,scorecard_model/* rowsOf */.RO)(rows, 'passing').length} passing`);
    const removed = (0,scorecard_model/* rowsOf */.RO)(rows, 'removed').length;
    if (removed)
        parts.push(`${removed} only in the base`);
    return `${(0,report_table/* plural */.LS)(ran.length, 'task')}: ${parts.join(', ')}`;
}
function baselineLine(baseline, note) {
    if (baseline) {
        const saved = baseline.savedBy ? ` (${(0,report_escape/* inline */.m)(baseline.savedBy, 200)})` : '';
        return `Baseline: commit \`${(0,report_escape/* inline */.m)(shortSha(baseline.sha), 40)}\`, ${(0,report_escape/* inline */.m)(baseline.source, 400)}${saved}.`;
    }
    if (baseline === null) {
        return `Baseline: none${note ? ` (${(0,report_escape/* inline */.m)(note, 300)})` : ''}, so nothing is compared.`;
    }
    return note ? `Baseline: ${(0,report_escape/* inline */.m)(note, 300)}.` : null;
}
/** "Not run: 40 runs of 8 tasks (the budget of 10 run(s) (max-runs) was reached): a, b, …". */
function notRunNote(summary) {
    const n = summary.not_run;
    if (!n?.runs)
        return null;
    const names = n.tasks.map((t) => `\`${(0,report_escape/* inline */.m)(t.task_id, 80)}\``);
    const shown = names.slice(0, 20).join(', ') + (names.length > 20 ? `, … (${names.length - 20} more)` : '');
    return `**Not run:** ${(0,report_table/* plural */.LS)(n.runs, 'run')} of ${(0,report_table/* plural */.LS)(n.tasks.length, 'task')}, because ${(0,report_escape/* inline */.m)(n.reason, 300)}; these tasks are inconclusive, not passed: ${shown}.`;
}
/** Each golden task that failed on the head, its own line (bounded). */
function goldenNotes(summary) {
    const failed = (0,verdict_golden/* goldenFailures */.p5)(summary);
    const lines = failed
        .slice(0, MAX_GOLDEN_LINES)
        .map((f) => `**❌ Golden task \`${(0,report_escape/* inline */.m)(f.task_id, 80)}\` (${(0,report_escape/* inline */.m)(f.suite, 80)}) failed ${f.failed} of ` +
        `${(0,report_table/* plural */.LS)(f.verdicts, 'verdict run')} on the head:** \`golden: true\` tasks must always pass.`);
    if (failed.length > MAX_GOLDEN_LINES)
        lines.push(`_${(0,report_table/* plural */.LS)(failed.length - MAX_GOLDEN_LINES, 'more golden task')} failed: see summary.json (\`golden_failed\`)._`);
    return lines;
}
/** The tasks regressed by new abstains, named: a main task that can no longer pass. */
function newlyAbstaining(comparison) {
    const tasks = comparison?.buckets.regressed.filter((t) => t.regression === 'abstains') ?? [];
    if (!tasks.length)
        return null;
    const names = tasks.slice(0, 10).map((t) => `\`${(0,report_escape/* inline */.m)(`${t.suite}/${t.task_id}`, 120)}\``);
    const more = tasks.length > 10 ? `, … (${tasks.length - 10} more)` : '';
    const [what, advice] = compare/* NEWLY_ABSTAINING */.H.split(': ');
    return `**❌ ${what[0].toUpperCase()}${what.slice(1)}:** ${names.join(', ')}${more}: ${advice}.`;
}
function headline(input) {
    const { summary, comparison } = input;
    const change = comparison ? ` (${points(comparison.pass_rate_delta)} vs base)` : '';
    const lines = [
        `## Parley: ${verdictStatus(summary, comparison, input.ignoreErrors ?? false, input.impact)}`,
    ];
    // Nothing re-ran (impact selection): no pass rate or tasks of this job to speak of.
    if ((0,counts/* countsOf */.m)(summary).runs > 0 || !input.impact || input.impact.all) {
        lines.push('', `**Pass rate ${percent(summary.pass_rate)}**${change} · ${runsLine(summary, input.records)}.`, '', `${tasksLine(input.rows)}.`);
    }
    // The notes under the verdict: each its own paragraph, in plain words.
    const notes = [...goldenNotes(summary)];
    const quarantined = quarantineNote(summary);
    if (quarantined)
        notes.push(quarantined);
    const flaky = flakyNote(summary);
    if (flaky)
        notes.push(flaky);
    // The budget's stop is said once, with what did not run (summary.not_run covers confirmation).
    const notRun = notRunNote(summary);
    if (input.stop && !(input.stop.by === 'budget' && notRun))
        notes.push(`_Parley ${stopNote(input.stop)}_`);
    if (notRun)
        notes.push(notRun);
    const baseline = baselineLine(input.baseline, input.baselineNote);
    if (baseline)
        notes.push(baseline);
    for (const note of input.notes ?? [])
        notes.push((0,report_escape/* inline */.m)(note, 600));
    notes.push(...selfGradingNotes(input.records));
    if (comparison?.suite.regressed)
        notes.push(`**❌ ${(0,compare/* suiteLine */.pC)(comparison).replace(/->/g, '→')}**`);
    const abstaining = newlyAbstaining(comparison);
    if (abstaining)
        notes.push(abstaining);
    if (comparison) {
        const tokens = comparison.head.total_tokens;
        // No tokens on either side (the mock agent, rule responders): nothing to say about them.
        const spent = tokens > 0 || comparison.total_tokens_delta !== 0;
        const parts = [
            ...(spent
                ? [`Tokens ${tokens.toLocaleString('en-US')} (${signed(comparison.total_tokens_delta)})`]
                : []),
            `${spent ? 'duration' : 'Duration'} ${(comparison.head.duration_ms / 1000).toFixed(1)} s ` +
                `(${signed(Math.round(comparison.duration_ms_delta / 100) / 10, ' s')})`,
            ...(comparison.suite_set_changed ? ['the suites changed since the baseline'] : []),
        ];
        notes.push(parts.join(' · '));
    }
    const cost = costLine(summary);
    if (cost)
        notes.push(cost);
    for (const note of notes)
        lines.push('', note);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/report/scorecard.ts
var scorecard = __webpack_require__(7846);
// EXTERNAL MODULE: ./src/report/regressed-note.ts
var regressed_note = __webpack_require__(472);
// EXTERNAL MODULE: ./src/report/trigger-accuracy.ts
var trigger_accuracy = __webpack_require__(1982);
// EXTERNAL MODULE: ./src/report/html/anchors.ts
var html_anchors = __webpack_require__(7444);
;// CONCATENATED MODULE: ./src/report/html/quarantine.ts


const HTML_NOTE = {
    code: (text, max) => `<code>${(0,html_escape/* escapeLine */.EH)(text, max)}</code>`,
    text: (text, max) => (0,html_escape/* escapeLine */.EH)(text, max),
    bold: (markup) => `<b>${markup}</b>`,
};
function quarantineText(q) {
    return `quarantined until ${q.expires}: ${q.reason}`;
}
function flakyText(f) {
    return `flaky on main: passed ${Math.round(f.rate * 100)}% of ${f.runs} runs over ${f.jobs} jobs`;
}
/** The headline's notes, or ''. */
function quarantineNotes(summary) {
    return [quarantineNote(summary, HTML_NOTE), flakyNote(summary, HTML_NOTE)]
        .filter((n) => n !== null)
        .map((n) => `<p class="note">${n}</p>`)
        .join('');
}

;// CONCATENATED MODULE: ./src/report/html/scorecard.ts
// The top of report.html: the headline (pass rate and counts), the base vs head scorecard of
// the comparison when there is one (every task with its bucket, p-value and note), else the
// head's tasks; each task links to its runs' conversations below.










const HTML_VERDICT = {
    code: (text, max) => `<code>${(0,html_escape/* escapeLine */.EH)(text, max)}</code>`,
    text: (text, max) => (0,html_escape/* escapeLine */.EH)(text, max),
};
/** The verdict as the comment's heading says it, with its colour. */
function verdictLine(input) {
    const comparison = input.acceptance?.gate ?? input.comparison;
    const line = verdictStatus(input.summary, comparison, input.ignoreErrors ?? false, input.impact, HTML_VERDICT);
    const tone = line.startsWith('❌')
        ? 's-failed'
        : line.startsWith('✅')
            ? 's-passed'
            : line.startsWith('➖')
                ? 's-skipped'
                : 's-abstained';
    return `<p class="verdict ${tone}">${line}</p>`;
}
const scorecard_percent = (rate) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const scorecard_short = (sha) => sha ? (0,html_escape/* escapeLine */.EH)(sha.slice(0, 7), 7) : 'unknown';
function scorecard_points(delta) {
    return `${delta >= 0 ? '+' : '−'}${Math.abs(delta * 100).toFixed(1)} pts`;
}
/** Links to a task's trials: the run anchors renderRun() gives them. */
function trialLinks(suite, taskId, trials) {
    const shown = Math.min(trials, 20);
    const links = Array.from({ length: shown }, (_, i) => `<a href="#${(0,html_anchors/* runAnchor */.P)(suite, taskId, i + 1)}">${i + 1}</a>`);
    return links.join(' ') + (trials > shown ? ` … (${trials})` : '');
}
function renderHeadline(input) {
    const { summary, comparison } = input;
    const c = (0,counts/* countsOf */.m)(summary);
    const change = comparison ? ` (${scorecard_points(comparison.pass_rate_delta)} vs base)` : '';
    const id = summary.identity;
    const models = Object.entries(id.models)
        .filter(([, model]) => model)
        .map(([role, model]) => `${role} ${(0,html_escape/* escapeLine */.EH)(model, 80)}`);
    const facts = [
        `commit ${scorecard_short(id.commit)}`,
        ...(id.ref ? [`ref ${(0,html_escape/* escapeLine */.EH)(id.ref, 100)}`] : []),
        ...(id.shard ? [`shard ${(0,html_escape/* escapeLine */.EH)(id.shard, 20)}`] : []),
        ...models,
        `${(summary.duration_ms / 1000).toFixed(1)} s`,
        `created ${(0,html_escape/* escapeLine */.EH)(summary.created_at, 40)}`,
        `Parley ${(0,html_escape/* escapeLine */.EH)(summary.parley_version, 40)}`,
    ];
    const stop = input.stop ? `<p class="note">Parley ${(0,html_escape/* escapeHtml */.ZD)(stopNote(input.stop))}</p>` : '';
    return (`<h1>Parley report</h1>${verdictLine(input)}<p class="meta">${facts.join(' · ')}</p>` +
        `<p class="headline"><b>Pass rate ${scorecard_percent(summary.pass_rate)}</b>${(0,html_escape/* escapeHtml */.ZD)(change)} over ${c.runs} run(s)</p>` +
        `<p class="counts"><span class="badge s-passed">${c.passed} passed</span> ` +
        `<span class="badge s-failed">${c.failed} failed</span> ` +
        `<span class="badge s-abstained">${c.abstained} abstained</span> ` +
        `<span class="badge s-abstained">${c.capExhausted} cap exhausted</span> ` +
        `<span class="badge s-error">${c.errors} error(s)</span>` +
        (c.skipped ? ` <span class="badge s-skipped">${c.skipped} skipped</span>` : '') +
        `</p>${stop}${quarantineNotes(summary)}`);
}
function scorecard_baselineLine(input) {
    const { baseline, baselineNote } = input;
    if (baseline)
        return `Baseline: commit ${scorecard_short(baseline.sha)} (${(0,html_escape/* escapeLine */.EH)(baseline.source, 60)}).`;
    if (baseline === null)
        return `Baseline: none${baselineNote ? ` (${(0,html_escape/* escapeLine */.EH)(baselineNote, 300)})` : ''}; no comparison.`;
    if (baselineNote)
        return `Baseline: ${(0,html_escape/* escapeLine */.EH)(baselineNote, 300)}.`;
    return 'No baseline was given: no comparison.';
}
const BUCKET_ORDER = [...compare/* TASK_BUCKETS */.G.map(([bucket]) => bucket), 'unchanged'];
/** One task's change, in the scorecard's Change column. */
const BUCKET_LABELS = {
    regressed: 'Regressed',
    possible_regression: 'Possible regression',
    no_verdict: 'No verdict',
    newly_abstaining: 'Newly abstaining',
    fixed: 'Fixed',
    new: 'New',
    removed: 'Removed',
    unchanged: 'Unchanged',
};
function comparisonRow(t, regressed) {
    const trials = t.head?.trials ?? 0;
    const runs = trials ? trialLinks(t.suite, t.task_id, trials) : '—';
    const notes = [
        ...(t.confirmed_p !== undefined ? [`confirmed by re-runs, ${(0,compare/* pEquals */.MG)(t.confirmed_p)}`] : []),
        ...(t.low_confidence ? ['low confidence (1 trial)'] : []),
        ...(t.outcome_changed && t.base && t.head
            ? [`outcome ${t.base.outcome} → ${t.head.outcome}`]
            : []),
        ...(t.note ? [t.note] : []),
        ...(t.quarantined ? [quarantineText(t.quarantined)] : []),
    ];
    const title = BUCKET_LABELS[t.bucket];
    const hint = t.bucket === 'regressed'
        ? regressed
        : t.bucket in compare/* BUCKET_NOTES */.nd
            ? compare/* BUCKET_NOTES */.nd[t.bucket]
            : '';
    return (`<tr><td>${(0,html_escape/* escapeLine */.EH)(t.suite, 80)} / ${(0,html_escape/* escapeLine */.EH)(t.task_id, 120)}</td>` +
        `<td class="num">${(0,html_escape/* escapeHtml */.ZD)((0,scorecard/* sideCell */._D)(t.base))}</td><td class="num">${(0,html_escape/* escapeHtml */.ZD)((0,scorecard/* sideCell */._D)(t.head))}</td>` +
        `<td><span class="badge b-${(0,html_escape/* escapeHtml */.ZD)(t.bucket)}" title="${(0,html_escape/* escapeHtml */.ZD)(hint)}">${(0,html_escape/* escapeHtml */.ZD)(title)}</span></td>` +
        `<td class="num">${(0,html_escape/* escapeHtml */.ZD)((0,compare/* formatP */.MA)(t.p_value))}</td><td>${(0,html_escape/* escapeLine */.EH)(notes.join('; '), 400)}</td>` +
        `<td>${runs}</td></tr>`);
}
function comparisonTable(comparison) {
    const tasks = [...comparison.tasks].sort((a, b) => BUCKET_ORDER.indexOf(a.bucket) - BUCKET_ORDER.indexOf(b.bucket));
    const { base, head } = comparison;
    const lines = [
        `Base ${scorecard_short(base.commit)} → head ${scorecard_short(head.commit)}: pass rate ${scorecard_percent(base.pass_rate)} → ` +
            `${scorecard_percent(head.pass_rate)} (${scorecard_points(comparison.pass_rate_delta)}), runs ${base.runs} → ${head.runs}, ` +
            `tokens ${base.total_tokens.toLocaleString('en-US')} → ${head.total_tokens.toLocaleString('en-US')}` +
            (comparison.suite_set_changed ? '; the suites changed since the baseline' : ''),
        (0,compare/* suiteLine */.pC)(comparison),
        (0,compare/* blindLine */.uv)(comparison),
        `Regressions that fail the check: ${comparison.regressions}.`,
    ].filter((l) => l !== null);
    return (lines.map((l) => `<p>${(0,html_escape/* escapeHtml */.ZD)(l.replace(/ -> /g, ' → '))}</p>`).join('') +
        '<table><tr><th>Task</th><th>Base</th><th>Head</th><th>Change</th><th>p</th><th>Notes</th><th>Runs</th></tr>' +
        `${tasks.map((t) => comparisonRow(t, (0,regressed_note/* regressedNote */.l)(comparison))).join('')}</table>`);
}
/** A task row's quarantine and flakiness on main, after its outcome. */
function rowNotes(t) {
    const notes = [
        ...(t.quarantined ? [quarantineText(t.quarantined)] : []),
        ...(t.flaky_on_main ? [flakyText(t.flaky_on_main)] : []),
    ];
    return notes.map((n) => ` · ${(0,html_escape/* escapeLine */.EH)(n, 300)}`).join('');
}
function tasksTable(summary) {
    const rows = summary.suites.flatMap((suite) => suite.tasks.map((t) => {
        // Red is for runs that failed: a task none of whose runs failed (they abstained, erred or
        // were skipped) is not painted as failing.
        const failed = t.counts.by_status.failed ?? 0;
        // The graders decided none of its runs (they abstained, erred, were skipped): no score.
        const graded = t.passed + failed > 0;
        const cls = t.passed === t.trials
            ? 's-passed'
            : t.passed === 0 && failed > 0
                ? 's-failed'
                : failed === 0 && (t.counts.by_status.error ?? 0) > 0 && t.passed === 0
                    ? 's-error'
                    : 's-abstained';
        return (`<tr><td>${(0,html_escape/* escapeLine */.EH)(suite.name, 80)} / ${(0,html_escape/* escapeLine */.EH)(t.task_id, 120)}</td>` +
            `<td class="num"><span class="badge ${cls}">${t.passed}/${t.trials}</span></td>` +
            `<td class="num">${scorecard_percent(t.pass_rate)}</td><td class="num">${graded ? t.mean_score.toFixed(2) : '—'}</td>` +
            `<td>${(0,html_escape/* escapeHtml */.ZD)(t.outcome)}${t.flaky ? ' · flaky' : ''}${rowNotes(t)}</td>` +
            `<td>${trialLinks(suite.name, t.task_id, t.trials)}</td></tr>`);
    }));
    return ('<table><tr><th>Task</th><th>Passed</th><th>Pass rate</th><th>Mean score</th><th>Outcome</th><th>Runs</th></tr>' +
        `${rows.join('')}</table>`);
}
/** pass^k as "k=1 0.67 · k=2 0.33 · k=3 0"; long curves keep their first and last points. */
function curveText(curve) {
    const points = curve.map((v, i) => `k=${i + 1} ${+v.toFixed(2)}`);
    return (points.length > 8 ? [...points.slice(0, 6), '…', points.at(-1)] : points).join(' · ');
}
/**
 * Per task, how far its pass rate can be trusted: the Wilson 95 % interval and the pass^k curve
 * (summary.json's pass_interval and pass_hat_k). Only tasks run more than once have either.
 */
function reliabilityTable(summary) {
    const rows = summary.suites.flatMap((suite) => suite.tasks
        .filter((t) => t.trials > 1 && t.pass_interval && t.pass_hat_k)
        .map((t) => `<tr><td>${(0,html_escape/* escapeLine */.EH)(suite.name, 80)} / ${(0,html_escape/* escapeLine */.EH)(t.task_id, 120)}</td>` +
        `<td class="num">${scorecard_percent(t.pass_rate)}</td>` +
        `<td class="num">${scorecard_percent(t.pass_interval.low)} – ${scorecard_percent(t.pass_interval.high)}</td>` +
        `<td>${(0,html_escape/* escapeHtml */.ZD)(curveText(t.pass_hat_k))}</td></tr>`));
    if (!rows.length)
        return '';
    return ('<h2>Reliability</h2><p class="muted">Wilson 95% interval on each pass rate, and pass^k: ' +
        'the estimated chance that k runs of the task all pass (C(passed,k)/C(runs,k)).</p>' +
        '<table><tr><th>Task</th><th>Pass rate</th><th>95% interval</th><th>pass^k</th></tr>' +
        `${rows.join('')}</table>`);
}
function renderScorecard(input) {
    const title = input.comparison ? 'Base vs head' : 'Tasks';
    const body = input.comparison ? comparisonTable(input.comparison) : tasksTable(input.summary);
    // trigger_tests.yaml suites: waza's trigger accuracy, one line each (as in the comment).
    const triggers = (0,trigger_accuracy/* triggerAccuracyLines */.f)(input.summary)
        .map((l) => `<p>${(0,html_escape/* escapeHtml */.ZD)(l)}</p>`)
        .join('');
    return (`<h2>${title}</h2><p class="muted">${scorecard_baselineLine(input)}</p>${body}` +
        (triggers ? `<h2>Trigger accuracy</h2>${triggers}` : '') +
        reliabilityTable(input.summary));
}

// EXTERNAL MODULE: ./src/results/record.ts
var record = __webpack_require__(6269);
;// CONCATENATED MODULE: ./src/report/html/side-by-side.ts



/** Tasks shown side by side at most; the rest are in the scorecard and the conversations. */
const PAIRS_MAX = 10;
/** Characters of one message in a column. */
const SIDE_MAX = 2_000;
/** The buckets of a task whose head did worse than its base. */
const DROPPED = new Set(['regressed', 'possible_regression', 'newly_abstaining']);
const key = (suite, taskId) => JSON.stringify([suite, taskId]);
/**
 * The pairs to show, from the base's and the head's runs (each read once, one run at a time;
 * only the chosen runs are kept): per dropped task, the head's first run that did not pass and
 * the base's first that passed (else its first run).
 */
function pickPairs(comparison, baseRuns, headRuns) {
    const tasks = comparison.tasks.filter((t) => DROPPED.has(t.bucket)).slice(0, PAIRS_MAX);
    const wanted = new Map(tasks.map((t) => [key(t.suite, t.task_id), t]));
    if (!wanted.size)
        return [];
    const heads = new Map();
    for (const run of headRuns) {
        const k = key(run.suite, run.task_id);
        if (wanted.has(k) &&
            !heads.has(k) &&
            run.status !== 'passed' &&
            !run.confirmation &&
            !(0,record/* isWithoutSkillRun */.DZ)(run)) {
            heads.set(k, run);
        }
    }
    const bases = new Map();
    for (const run of baseRuns) {
        const k = key(run.suite, run.task_id);
        if (!wanted.has(k) || (0,record/* isWithoutSkillRun */.DZ)(run))
            continue;
        const kept = bases.get(k);
        if (!kept || (kept.status !== 'passed' && run.status === 'passed'))
            bases.set(k, run);
    }
    return tasks.flatMap((t) => {
        const k = key(t.suite, t.task_id);
        const head = heads.get(k);
        const base = bases.get(k);
        return head && base
            ? [{ suite: t.suite, taskId: t.task_id, taskName: t.task_name, bucket: t.bucket, base, head }]
            : [];
    });
}
const normal = (text) => text.replace(/\s+/g, ' ').trim();
/** Whether two turns differ for a reader: what was sent, what the agent said, the tools it called. */
function differs(a, b) {
    if (!a || !b)
        return a !== b;
    if (normal(a.input) !== normal(b.input) || normal(a.output) !== normal(b.output))
        return true;
    const tools = (t) => t.tool_calls.map((c) => c.name).join('\n');
    return tools(a) !== tools(b);
}
/** The index of the first turn where the two runs diverge; null when every turn is the same. */
function firstDivergence(base, head) {
    const n = Math.max(base.turns.length, head.turns.length);
    for (let i = 0; i < n; i++)
        if (differs(base.turns[i], head.turns[i]))
            return i;
    return null;
}
/** One run's column; `label` heads it (base, head, with the skill, without the skill). */
function column(run, side, diverge, label = side) {
    const turns = run.turns.map((turn, i) => {
        const marked = i === diverge ? ' diverge' : '';
        const flag = i === diverge ? '<div class="diverge-flag">first divergence</div>' : '';
        const tools = turn.tool_calls.length
            ? `<div class="label">tools: ${(0,html_escape/* escapeLine */.EH)(turn.tool_calls.map((c) => c.name).join(', '), 300)}</div>`
            : '';
        return (`<div class="side-turn${marked}">${flag}<div class="who">turn ${i + 1} · ${(0,html_escape/* escapeHtml */.ZD)(turn.input_source)}</div>` +
            `${(0,html_escape/* textBlock */.fI)(turn.input, SIDE_MAX)}<div class="who">agent</div>${tools}` +
            `${turn.output ? (0,html_escape/* textBlock */.fI)(turn.output, SIDE_MAX) : '<p class="note">(no text)</p>'}</div>`);
    });
    const ended = diverge !== null && diverge >= run.turns.length
        ? '<div class="side-turn diverge"><div class="diverge-flag">first divergence</div><p class="note">the conversation ended here</p></div>'
        : '';
    // A run without the skill has its twin's trial number: its anchor is its own (conversation.ts).
    const suffix = run.skill_arm === 'without' ? '-without-skill' : '';
    const href = `#${(0,html_anchors/* runAnchor */.P)(run.suite, run.task_id, run.trial)}${suffix}`;
    return (`<div class="side side-${side}"><h4>${(0,html_escape/* escapeHtml */.ZD)(label)} · <span class="badge s-${(0,html_escape/* escapeHtml */.ZD)(run.status)}">${(0,html_escape/* escapeHtml */.ZD)(run.status)}</span> ` +
        `<a href="${href}">trial ${run.trial}</a> <span class="muted">${(0,html_escape/* escapeHtml */.ZD)(run.outcome)} · ${run.turns.length} turn(s)</span></h4>` +
        `${turns.join('')}${ended}</div>`);
}
/** The anchor of a task's side-by-side view. */
function pairAnchor(suite, taskId) {
    return `vs-${(0,html_anchors/* runAnchor */.P)(suite, taskId, 0).slice('run-'.length, -2)}`;
}
function renderSideBySide(pairs) {
    if (!pairs.length)
        return '';
    const blocks = pairs.map((p) => {
        const diverge = firstDivergence(p.base, p.head);
        const where = diverge === null
            ? 'the turns read the same; the difference is in the grading'
            : `they diverge at turn ${diverge + 1}`;
        return (`<section class="pair" id="${pairAnchor(p.suite, p.taskId)}"><h3>${(0,html_escape/* escapeLine */.EH)(p.suite, 80)} / ${(0,html_escape/* escapeLine */.EH)(p.taskName || p.taskId, 120)} ` +
            `<span class="badge b-${(0,html_escape/* escapeHtml */.ZD)(p.bucket)}">${(0,html_escape/* escapeHtml */.ZD)(p.bucket.replace(/_/g, ' '))}</span></h3>` +
            `<p class="meta">${where}</p><div class="sides">${column(p.base, 'base', diverge)}${column(p.head, 'head', diverge)}</div></section>`);
    });
    return ('<h2 id="side-by-side">Base and head side by side</h2><p class="muted">For each task that dropped: ' +
        'a head run that did not pass next to a base run, the first turn where they diverge marked.</p>\n' +
        blocks.join('\n'));
}

;// CONCATENATED MODULE: ./src/report/html/skill-lift.ts


const skill_lift_key = (suite, taskId) => JSON.stringify([suite, taskId]);
const ORDER = { hurts: 0, helps: 1, no_evidence: 2 };
/**
 * Per task (hurt first, then helped, at most PAIRS_MAX), a run with the skill and one without,
 * from the job's runs read once: the first of each arm, the one without replaced by the first
 * whose status differs from the one with (where they differ is what a reader wants to see).
 */
function pickLiftPairs(lift, runs) {
    const tasks = [...lift.tasks].sort((a, b) => ORDER[a.claim] - ORDER[b.claim]).slice(0, PAIRS_MAX);
    const wanted = new Map(tasks.map((t) => [skill_lift_key(t.suite, t.task), t]));
    const arms = new Map();
    for (const run of runs) {
        const k = skill_lift_key(run.suite, run.task_id);
        if (!wanted.has(k) || !run.skill_arm || run.confirmation)
            continue;
        const pair = arms.get(k) ?? {};
        arms.set(k, pair);
        if (run.skill_arm === 'with')
            pair.with ??= run;
        else if (!pair.without)
            pair.without = run;
        else if (pair.with &&
            pair.without.status === pair.with.status &&
            run.status !== pair.with.status)
            pair.without = run;
    }
    return tasks.flatMap((t) => {
        const pair = arms.get(skill_lift_key(t.suite, t.task));
        return pair?.with && pair.without
            ? [{ suite: t.suite, taskId: t.task, claim: t.claim, with: pair.with, without: pair.without }]
            : [];
    });
}
const skill_lift_signed = (n) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(2)}`;
const CLAIM = { helps: 'helps', hurts: 'hurts', no_evidence: 'no evidence' };
function liftTable(lift) {
    const rows = lift.tasks
        .slice(0, 500)
        .map((t) => `<tr><td>${(0,html_escape/* escapeLine */.EH)(`${t.suite} / ${t.task}`, 160)}</td><td>${t.with.passed}/${t.with.runs}</td>` +
        `<td>${t.without.passed}/${t.without.runs}</td><td>${skill_lift_signed(t.difference)} ` +
        `<span class="muted">(${skill_lift_signed(t.interval.low)} to ${skill_lift_signed(t.interval.high)})</span></td>` +
        `<td><span class="badge lift-${t.claim}">${CLAIM[t.claim]}</span></td></tr>`);
    const more = lift.tasks.length > 500
        ? `<p class="cut">${lift.tasks.length - 500} more tasks in summary.json.</p>`
        : '';
    return ('<table><thead><tr><th>Task</th><th>With the skill</th><th>Without</th>' +
        '<th>Difference (95 % interval)</th><th>Claim</th></tr></thead><tbody>' +
        rows.join('') +
        `</tbody></table>${more}`);
}
function renderSkillLift(lift, pairs) {
    if (!lift)
        return '';
    const head = '<h2 id="skill-lift">Skill lift: with and without the skill</h2>';
    if (lift.skipped)
        return `${head}<p class="note">No lift measured: ${(0,html_escape/* escapeLine */.EH)(lift.skipped, 1000)}</p>`;
    const blocks = pairs.map((p) => {
        const diverge = firstDivergence(p.without, p.with);
        const where = diverge === null
            ? 'the turns read the same; the difference is in the grading'
            : `they diverge at turn ${diverge + 1}`;
        return (`<section class="pair"><h3>${(0,html_escape/* escapeLine */.EH)(p.suite, 80)} / ${(0,html_escape/* escapeLine */.EH)(p.taskId, 120)} ` +
            `<span class="badge lift-${p.claim}">${CLAIM[p.claim]}</span></h3><p class="meta">${where}</p>` +
            `<div class="sides">${column(p.without, 'base', diverge, 'without the skill')}` +
            `${column(p.with, 'head', diverge, 'with the skill')}</div></section>`);
    });
    return (`${head}<p class="muted">${(0,html_escape/* escapeLine */.EH)(lift.sentence, 300)}: each task ran with the suite's skills and ` +
        `without them, interleaved in this job (claims after Holm at level ${lift.level}).</p>\n` +
        liftTable(lift) +
        blocks.join('\n'));
}

;// CONCATENATED MODULE: ./src/report/html/models.ts
// report.html's "Models side by side" (summary.json's `models`): each model over every task,
// then each task under each model, the pass rate drawn as a bar with its 95 % interval as a
// whisker, and the best model per row by the rule results/model-comparison.ts states. Every
// text goes through escape.ts; the rows are bounded.


/** Rows the per-task table shows; summary.json has them all. */
const MAX_ROWS = 500;
const models_percent = (n) => `${Math.round(n * 1000) / 10}%`;
/** The pass rate as a bar, its interval as a whisker over it (inline styles: the CSP allows them). */
function rateBar(s) {
    const { low, high } = s.pass_interval;
    return (`<div class="rate"><div class="rate-bar"><div class="rate-fill" style="width:${models_percent(s.pass_rate)}"></div>` +
        `<div class="rate-ci" style="left:${models_percent(low)};width:${models_percent(high - low)}"></div></div>` +
        `<span>${s.passed}/${s.runs} = ${s.pass_rate.toFixed(2)} ` +
        `<span class="muted">(${low.toFixed(2)}–${high.toFixed(2)})</span></span></div>`);
}
function money(table, value) {
    if (!table.priced)
        return '<span class="muted">no prices</span>';
    return value === null ? '<span class="muted">unknown</span>' : (0,html_escape/* escapeLine */.EH)((0,results_cost/* dollars */.E)(value), 40);
}
function perDollar(table, s) {
    if (!table.priced)
        return '<span class="muted">no prices</span>';
    if (s.pass_rate_per_dollar === null)
        return '<span class="muted">unknown</span>';
    return s.pass_rate_per_dollar.toPrecision(3);
}
function row(table, s, best, first = '') {
    const badge = s.model === best ? ' <span class="badge s-passed">best</span>' : '';
    return (`<tr>${first}<td>${(0,html_escape/* escapeLine */.EH)(s.model, 120)}${badge}</td><td>${rateBar(s)}</td>` +
        `<td class="num">${s.mean_followups.toFixed(1)}</td><td class="num">${s.abstained}</td>` +
        `<td class="num">${s.tokens}</td><td class="num">${money(table, s.cost_usd)}</td>` +
        `<td class="num">${perDollar(table, s)}</td></tr>`);
}
const HEAD = '<th>Model</th><th>Pass rate (95 % interval)</th><th>Follow-ups / run</th><th>Abstains</th>' +
    '<th>Agent tokens</th><th>Cost</th><th>Pass rate per $</th>';
function bestNote(row) {
    if (!row.best)
        return 'no best: a tie on pass rate, cost and follow-ups';
    return row.clear
        ? `<strong>${(0,html_escape/* escapeLine */.EH)(row.best, 120)}</strong>, its interval above every other model's`
        : `${(0,html_escape/* escapeLine */.EH)(row.best, 120)} by the rule, but <strong>no clear best</strong>: the 95 % intervals overlap`;
}
function renderModels(table) {
    if (!table)
        return '';
    const overall = `<table><thead><tr>${HEAD}</tr></thead><tbody>` +
        table.overall.map((s) => row(table, s, table.best)).join('') +
        '</tbody></table>';
    const tasks = table.tasks.slice(0, MAX_ROWS);
    const perTask = tasks
        .map((t) => t.by_model
        .map((s, i) => row(table, s, t.best, i === 0
        ? `<td rowspan="${t.by_model.length}">${(0,html_escape/* escapeLine */.EH)(`${t.suite} / ${t.task_id}`, 160)}` +
            `<div class="muted">best: ${bestNote(t)}</div></td>`
        : ''))
        .join(''))
        .join('');
    const more = table.tasks.length > MAX_ROWS
        ? `<p class="cut">${table.tasks.length - MAX_ROWS} more tasks in summary.json.</p>`
        : '';
    return ('<h2 id="models">Models side by side</h2>' +
        `<p>Best overall: ${bestNote(table)}. Each model ran every task × trial of the same suites; ` +
        'the best has the highest pass rate, a tie going to the lower cost per run, then to fewer ' +
        "follow-ups. Cost: the agent's tokens at the prices table.</p>" +
        overall +
        `<h3>Per task</h3><table><thead><tr><th>Task</th>${HEAD}</tr></thead><tbody>${perTask}</tbody></table>${more}`);
}

;// CONCATENATED MODULE: ./src/report/html/index.ts













const bytes = (text) => Buffer.byteLength(text, 'utf8');
const sizeText = (n) => n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;
/** The page up to its first run: needs the summary, the comparison and the pairs. */
function pageHead(input, redact) {
    // A link, not a resource: following it is the reader's choice (the CSP loads nothing).
    const runLink = input.runUrl?.startsWith('https://')
        ? `<p class="meta"><a href="${(0,html_escape/* escapeHtml */.ZD)(encodeURI(input.runUrl))}">workflow run</a></p>`
        : '';
    return redact((0,page/* pageStart */.qd)('Parley report') +
        renderHeadline(input) +
        runLink +
        renderScorecard(input) +
        renderSideBySide(input.pairs ?? []) +
        renderSkillLift(input.summary.skill_lift, input.liftPairs ?? []) +
        renderModels(input.summary.models) +
        '<h2>Conversations</h2><p class="muted">Passing runs are folded; click a run to open it. ' +
        'Long messages are cut (the page says where); results.jsonl holds every word.</p>\n' +
        (0,filters/* renderFilters */.AZ)(input.summary));
}
/** Room kept for the closing note and tags, so the page stays whole under the limit. */
const reserveFor = (end) => 200 + bytes(end);
/** The page after its runs: the note on runs not shown or not readable, and the end. */
function* pageTail(shown, left, unreadable, max, redact, end) {
    if (shown === 0 && left === 0 && !unreadable)
        yield '<p class="note">No run finished.</p>';
    if (left > 0)
        yield `<p class="cut">${left} more run${left === 1 ? '' : 's'} in results.jsonl (this page stops at ${sizeText(max)}).</p>`;
    if (unreadable)
        yield redact(`<div class="error-box">results.jsonl could not be read further: ${(0,html_escape/* escapeLine */.EH)(unreadable, 500)}</div>`);
    yield end;
}
function* renderHtmlReport(input) {
    const redact = input.redact ?? ((text) => text);
    const max = input.maxBytes ?? conversation/* HTML_MAX_BYTES */.Z0;
    const end = (0,page/* pageEnd */.N7)();
    const reserve = reserveFor(end);
    const head = pageHead(input, redact);
    let written = bytes(head);
    yield head;
    let shown = 0;
    let left = 0;
    // A line of results.jsonl that cannot be read ends the list with the reason; the page and
    // the job's other files stay whole.
    let unreadable = '';
    const runs = input.runs[Symbol.iterator]();
    for (;;) {
        let next;
        try {
            next = runs.next();
        }
        catch (error) {
            unreadable = error.message;
            break;
        }
        if (next.done)
            break;
        const record = next.value;
        if (left === 0) {
            const chunk = redact((0,conversation/* renderRun */.eJ)(record));
            const size = bytes(chunk);
            if (written + size + reserve <= max) {
                written += size;
                shown++;
                yield chunk;
                continue;
            }
        }
        left++;
    }
    yield* pageTail(shown, left, unreadable, max, redact, end);
}
/**
 * The same page from a spool of the job's runs (results/spool.ts: each rendered and redacted as it was
 * written): the head, as many spooled runs as renderHtmlReport would show, the tail.
 */
function* renderSpooledHtmlReport(input, spool) {
    const redact = input.redact ?? ((text) => text);
    const max = spool.maxBytes;
    const end = (0,page/* pageEnd */.N7)();
    const reserve = reserveFor(end);
    const head = pageHead(input, redact);
    let written = bytes(head);
    yield head;
    let shown = 0;
    for (const size of spool.sizes) {
        if (written + size + reserve > max)
            break;
        written += size;
        shown++;
    }
    yield* spool.copy(shown);
    yield* pageTail(shown, spool.runs - shown, '', max, redact, end);
}

// EXTERNAL MODULE: ./src/shared/strings.ts
var strings = __webpack_require__(5839);
;// CONCATENATED MODULE: ./src/report/models.ts
// The "Models side by side" section of the markdown report (comment, job summary, report.md)
// and its console line, from summary.json's `models`: shown only in a models job (`--model a,b`,
// the action's `models`). Each model over every task first, then each task under each model:
// pass rate with its 95 % interval, follow-ups, abstains, agent tokens, cost and pass rate per
// dollar, and the best model by the rule results/model-comparison.ts states.




const HEADER = [
    'Model',
    'Pass rate (95 % interval)',
    'Follow-ups / run',
    'Abstains',
    'Agent tokens',
    'Cost',
    'Pass rate per $',
];
const rate = (s) => `${s.passed}/${s.runs} = ${s.pass_rate.toFixed(2)} (${s.pass_interval.low.toFixed(2)}–${s.pass_interval.high.toFixed(2)})`;
function costCell(table, s) {
    if (!table.priced)
        return 'no prices';
    return s.cost_usd === null ? 'unknown' : (0,results_cost/* dollars */.E)(s.cost_usd);
}
function models_perDollar(table, s) {
    if (!table.priced)
        return 'no prices';
    if (s.pass_rate_per_dollar === null)
        return s.cost_usd === 0 ? 'free' : 'unknown';
    return s.pass_rate_per_dollar >= 100
        ? Math.round(s.pass_rate_per_dollar).toString()
        : s.pass_rate_per_dollar.toPrecision(3);
}
function cells(table, s, best) {
    return [
        `${(0,report_escape/* inline */.m)(s.model, 100)}${s.model === best ? ' **best**' : ''}`,
        rate(s),
        s.mean_followups.toFixed(1),
        String(s.abstained),
        String(s.tokens),
        costCell(table, s),
        models_perDollar(table, s),
    ];
}
/** "best: a" with how sure, in words (plain: the caller escapes for its medium). */
function bestWords(row) {
    if (!row.best)
        return 'no best: a tie on pass rate, cost and follow-ups';
    return row.clear
        ? `${row.best}, its pass interval above every other model's`
        : `${row.best} by the rule, but no clear best: the 95 % intervals overlap`;
}
/** The console's line: which model did best over every task. */
function bestModelLine(table) {
    const best = table.overall.find((s) => s.model === table.best);
    const figures = best ? ` (pass rate ${best.pass_rate.toFixed(2)})` : '';
    return (0,strings/* escapeTerminal */.en)((0,strings/* oneLine */.TN)(`Best model: ${bestWords(table)}${figures}.`));
}
/** The section, or null when the job compared no models. */
function modelsSection(summary) {
    const table = summary.models;
    if (!table)
        return null;
    const overall = (0,report_table/* boundedTable */.c8)(HEADER, table.overall.map((s) => cells(table, s, table.best)), 'model');
    const rows = table.tasks.flatMap((t) => t.by_model.map((s) => [(0,report_escape/* inline */.m)(`${t.suite} › ${t.task_id}`, 120), ...cells(table, s, t.best)]));
    const perTask = (0,report_table/* boundedTable */.c8)(['Task', ...HEADER], rows, 'row');
    const unclear = table.tasks.filter((t) => t.best && !t.clear).length;
    return [
        '### Models side by side',
        `Best overall: ${(0,report_escape/* inline */.m)(bestWords(table), 400)}. Each model ran every task × trial of the same suites ` +
            '(same brief, graders and budget) and is compared with its own baseline. The best: the highest ' +
            "pass rate; a tie goes to the lower cost per run, then to fewer follow-ups. Cost: the agent's tokens at the `prices` table.",
        overall,
        `<details><summary>Per task (${table.tasks.length} task(s); ${unclear} with no clear best)</summary>\n\n${perTask}\n\n</details>`,
    ].join('\n\n');
}

// EXTERNAL MODULE: ./src/results/model-comparison.ts
var model_comparison = __webpack_require__(1765);
;// CONCATENATED MODULE: ./src/report/acceptance.ts

const acceptance_short = (sha) => (0,report_escape/* inline */.m)(sha.slice(0, 7), 7);
/** "accepted by @x for abc1234: reason" (the login is a GitHub login: a mention is intended). */
function acceptedBy(a) {
    const login = a.by.replace(/[^A-Za-z0-9-[\]]/g, '');
    const reason = a.reason ? `: ${(0,report_escape/* inline */.m)(a.reason, 300)}` : '';
    return `accepted by @${login} for \`${acceptance_short(a.head_sha)}\`${reason}`;
}
/** The report's block: which regressions do not fail the check, and who accepted them. */
function acceptanceSection(accepted) {
    if (!accepted || (!accepted.accepted.length && !accepted.suiteAccepted))
        return null;
    const lines = [`### Accepted changes (${accepted.accepted.length})`, ''];
    lines.push('These regressions were accepted as intended changes for this commit: they do not fail the check. A new push clears the acceptance.', '');
    for (const { task, acceptance } of accepted.accepted) {
        lines.push(`- ${(0,report_escape/* inline */.m)(task.suite, 100)} / ${(0,report_escape/* inline */.m)(task.task_id, 100)}: ${acceptedBy(acceptance)}`);
    }
    if (accepted.suiteAccepted) {
        lines.push(`- the suite-level drop: ${acceptedBy(accepted.suiteAccepted)}`);
    }
    return lines.join('\n');
}
/** The visible part of the acceptances comment: every acceptance, the current commit's marked. */
function acceptancesBody(acceptances, headSha) {
    const lines = ['## Parley: accepted changes', ''];
    if (!acceptances.length)
        lines.push('_No acceptance recorded._');
    else {
        lines.push('| Tasks | Commit | Accepted by | Reason | When |', '| --- | --- | --- | --- | --- |');
        for (const a of acceptances) {
            const tasks = a.all ? '**all**' : a.tasks.map((t) => inline(t, 100)).join(', ');
            const commit = a.head_sha === headSha ? `\`${acceptance_short(a.head_sha)}\` (head)` : `~~\`${acceptance_short(a.head_sha)}\`~~`;
            const login = a.by.replace(/[^A-Za-z0-9-[\]]/g, '');
            lines.push(`| ${tasks} | ${commit} | @${login} | ${inline(a.reason, 300)} | ${inline(a.at, 40)} |`);
        }
    }
    lines.push('', '_An acceptance holds for its commit only: a new push clears it. Commands: `/parley accept <task…|all> [reason]`, `/parley rerun <task…> [--trials N]` (collaborators with write access)._');
    return lines.join('\n');
}
/** Under the headline of a partial run: which tasks it covers (empty for a whole run). */
function onlyTasksNote(only) {
    if (!only?.tasks.length)
        return '';
    const names = (list) => list.map((t) => (0,report_escape/* inline */.m)(t, 100)).join(', ');
    const none = only.unmatched.length ? ` No task matched: ${names(only.unmatched)}.` : '';
    return `\n\n_This report covers only the re-run tasks (${names(only.tasks)}), compared with the same tasks of the baseline; the other tasks' results are in the pull request's last full run.${none}_`;
}

// EXTERNAL MODULE: ./src/verdict/suite-stages.ts
var suite_stages = __webpack_require__(9345);
// EXTERNAL MODULE: ./src/shared/file-list.ts
var file_list = __webpack_require__(9020);
;// CONCATENATED MODULE: ./src/report/confirmation.ts




const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const side = (s) => {
    const other = s.runs - s.passed - s.failed;
    return `${s.passed}/${s.passed + s.failed}${s.errored ? ` (${s.errored} errored)` : other > 0 ? ` (+${other} no verdict)` : ''}`;
};
const WHY = {
    drop: 'lower pass rate',
    errors: 'more errors',
    no_verdict: 'no verdict run',
    abstains: 'more abstains',
    collapsed: 'always passed, now fails',
    blind: 'dropped (too few trials to test)',
};
const REGRESSION = {
    drop: '**confirmed: regressed**',
    errors: '**confirmed: errors rose**',
    no_verdict: '**confirmed: no verdict run on the head**',
    abstains: '**confirmed: newly abstaining**',
};
function confirmation_row(t) {
    const verdict = t.regression
        ? REGRESSION[t.regression]
        : t.over_cap
            ? `not re-run against the base (went on after ${plural(t.first_stage.runs, 'head run')}, over the cap of tasks confirmed)`
            : t.stopped_early
                ? t.base.runs
                    ? `not confirmed (stopped after ${t.base.runs} base and ${t.head.runs} head runs: looked like the base)`
                    : `not confirmed (stopped after ${plural(t.first_stage.runs, 'head run')}: looked like the pool)`
                : 'not confirmed';
    return (`| ${(0,report_escape/* inline */.m)(t.task_name, 120)} | ${t.why.map((w) => WHY[w]).join(', ')} ` +
        `| ${side(t.pool)} | ${side(t.screening)} | ${side(t.first_stage)} | ${side(t.base)} | ${side(t.head)} ` +
        `| ${(0,compare/* formatP */.MA)(t.p_value)} | ${(0,compare/* formatP */.MA)(t.error_p)} | ${verdict} |`);
}
const confirmation_points = (x) => `${(100 * x).toFixed(1)} points`;
function suiteLines(s, alpha) {
    const rate = (c) => c.passed + c.failed ? `${((100 * c.passed) / (c.passed + c.failed)).toFixed(1)}%` : '—';
    const sample = s.stages === 1 ? s.sample : undefined;
    const verdict = s.regression === 'drop'
        ? '**the suite regressed**'
        : s.regression === 'errors'
            ? '**the suite errored more**'
            : s.stopped_early
                ? `not confirmed (the head's concurrent runs looked like the base's: stopped after stage ${s.stages} of ${suite_stages/* SUITE_STAGES */.XE})`
                : 'not confirmed';
    const against = sample
        ? `${plural(sample.each, 'run')} of the base commit and ${sample.each} of the head of ${plural(sample.tasks, 'task')} each, side by side (the day's sample)`
        : 'against concurrent runs of the base commit';
    const tests = s.stopped_early
        ? `(exact stratified tests; the suite's own, at ${alpha} each, come after stage ${suite_stages/* SUITE_STAGES */.XE})`
        : `(exact stratified tests at ${alpha} each)`;
    const shift = s.day_shift
        ? ` The base's runs were that much lower than the pool today, so the tasks were chosen against ` +
            `the pool moved by the day's shift (verdict pass rate ${confirmation_points(s.day_shift.pass_rate)}, ` +
            `error rate +${confirmation_points(s.day_shift.error_rate)}).`
        : '';
    return [
        `The suite looked worse than the pool (${(0,compare/* pEquals */.MG)(s.screening_p)}, errors ${(0,compare/* pEquals */.MG)(s.screening_error_p)}); ` +
            `${against}: verdict pass rate ${rate(s.base)} (base, ${plural(s.base.runs, 'run')}) -> ` +
            `${rate(s.head)} (head, ${plural(s.head.runs, 'run')}), ${(0,compare/* pEquals */.MG)(s.p_value)}, errors ${(0,compare/* pEquals */.MG)(s.error_p)} ` +
            `${tests}: ${verdict}.${shift}`,
    ];
}
/** How many base runs the base side rests on, when it pools more than one. */
function poolLine(c) {
    const pooled = c.tasks.filter((t) => t.base && t.base.pooled_runs > 1);
    if (!pooled.length)
        return null;
    const runs = pooled.map((t) => t.base.pooled_runs);
    const trials = pooled.map((t) => t.base.verdicts);
    const range = (xs) => Math.min(...xs) === Math.max(...xs) ? `${xs[0]}` : `${Math.min(...xs)}–${Math.max(...xs)}`;
    return (`The base side pools the last ${range(runs)} base-branch runs of ${plural(pooled.length, 'task')} ` +
        `(${range(trials)} verdict runs per task); tasks changed since start a new pool.`);
}
/** What the pool dropped when its newest base run joined it (stale, changed or disagreeing runs). */
function poolChangesLine(c) {
    const changes = c.pool_changes;
    if (!changes)
        return null;
    if (changes.restarted)
        return `The pool restarted from its newest base run: ${(0,report_escape/* inline */.m)(changes.restarted, 300)}.`;
    if (!changes.tasks.length)
        return null;
    const runs = changes.tasks.reduce((n, t) => n + t.dropped, 0);
    const names = changes.tasks
        .slice(0, 5)
        .map((t) => `${(0,report_escape/* inline */.m)(t.task_id, 80)} (${(0,report_escape/* inline */.m)(t.reason, 120)})`)
        .join(', ');
    return (`When its newest base run joined, the pool dropped ${plural(runs, 'older run')} of ` +
        `${plural(changes.tasks.length, 'task')}: ${names}${changes.tasks.length > 5 ? ', …' : ''}.`);
}
function confirmationSection(c) {
    const pool = [poolLine(c), poolChangesLine(c)].filter(Boolean).join(' ') || null;
    const conf = c.confirmation;
    if (!conf)
        return pool;
    const lines = ['### Confirmation against concurrent base runs', ''];
    if (conf.base_tampered) {
        lines.push(`The base commit's checkout was modified during the job (${(0,report_escape/* inline */.m)((0,file_list/* namedFiles */.V)(conf.base_tampered), 600)}): ` +
            `something the head ran wrote into it while its runs were made, so all ${plural(conf.base_runs, 'base run')} ` +
            `were discarded and nothing was confirmed. The verdict is inconclusive.`);
        if (pool)
            lines.push('', pool);
        return lines.join('\n');
    }
    if (conf.base_unavailable) {
        lines.push(`The base commit could not be run (${(0,report_escape/* inline */.m)(conf.base_unavailable, 300)}), so nothing was confirmed ` +
            `against concurrent runs: the verdict rests on the pooled baseline alone, which a provider's ` +
            `day-to-day drift can move.`);
        if (pool)
            lines.push('', pool);
        return lines.join('\n');
    }
    lines.push(`${conf.tasks.length || !conf.suite ? `${plural(conf.tasks.length, 'task')}${conf.suite ? ' and the suite' : ''}` : 'The suite'} looked worse than the pooled baseline ` +
        `and ran again on the base commit and the head, side by side in this job (${plural(conf.runs, 'extra run')}, ` +
        `${conf.base_runs} of them on the base): ${conf.confirmed} regression${conf.confirmed === 1 ? '' : 's'} confirmed.` +
        (conf.over_cap
            ? ` ${conf.over_cap} more candidate task(s) were not re-run (confirm-tasks).`
            : ''), '');
    if (conf.tasks.length) {
        lines.push(`Each task ran in stages of ${conf.stages.map((st) => `${st.base}+${st.head}`).join(', ')} runs (base+head): the head's first stage ` +
            `is held against the pool, the later ones against the base, stopping where they look alike; a task that ran every stage is ` +
            `tested on its concurrent runs after the first stage (one-sided exact tests of the drop and of ` +
            `the rise in errors, Holm across the ${conf.family} tests of the tasks past the first stage, alpha ${conf.alpha}). A confirmed regression fails the check.`, '', '| Task | Why | Pool | Head (screening) | Head (first stage) | Base (concurrent) | Head (concurrent) | p drop | p errors | Verdict |', '|---|---|---:|---:|---:|---:|---:|---:|---:|---|', ...conf.tasks.map(confirmation_row));
    }
    if (conf.suite)
        lines.push('', ...suiteLines(conf.suite, conf.alpha_suite));
    if (pool)
        lines.push('', pool);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/results/final-output.ts
var final_output = __webpack_require__(9886);
// EXTERNAL MODULE: ./src/shared/asking.ts
var asking = __webpack_require__(5854);
;// CONCATENATED MODULE: ./src/report/ended-asking.ts
// Graded runs whose agent ended by asking something nothing could answer (a single-prompt task):
// the verdict stands, and the question is shown so a reader can tell a courtesy from a need.




function endedAskingSection(records) {
    const runs = records.filter((r) => r.ended_with_question && r.status !== 'skipped');
    if (!runs.length)
        return null;
    const multi = records.some((r) => r.trial > 1);
    const rows = runs.map((r) => [
        `${(0,report_escape/* inline */.m)(r.suite, 80)} / ${(0,report_escape/* inline */.m)(r.task_id, 80)}${multi ? ` (trial ${r.trial})` : ''}`,
        r.status,
        (0,report_escape/* inline */.m)((0,asking/* questionOf */.Y)((0,final_output/* finalOutput */.U)(r), 300), 300),
    ]);
    const table = (0,report_table/* boundedTable */.c8)(['Task', 'Status', "The agent's question"], rows, 'run');
    return (`<details><summary>Ended with a question (${runs.length})</summary>\n\n${table}\n\n` +
        '_Graded as they ended: no input source answers a single-prompt task (`on_missing_input: skip | fail` to skip or fail them)._\n\n</details>');
}

;// CONCATENATED MODULE: ./src/report/run-warnings.ts


function runWarningsSection(records) {
    const runs = records.filter((r) => r.warnings?.length && r.status !== 'skipped');
    if (!runs.length)
        return null;
    const multi = records.some((r) => r.trial > 1);
    const rows = runs.map((r) => [
        `${(0,report_escape/* inline */.m)(r.suite, 80)} / ${(0,report_escape/* inline */.m)(r.task_id, 80)}${multi ? ` (trial ${r.trial})` : ''}`,
        r.status,
        (0,report_escape/* inline */.m)((r.warnings ?? []).join('; '), 400),
    ]);
    const table = (0,report_table/* boundedTable */.c8)(['Task', 'Status', 'Warning'], rows, 'run');
    return `**⚠️ Runs with warnings (${runs.length})**\n\n${table}`;
}

;// CONCATENATED MODULE: ./src/report/impact.ts


/** A sha is shortened; a ref (`main`, `origin/feature`) is said as given. */
const shown = (ref) => (/^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 12) : ref);
const since = (impact) => `${(0,report_table/* plural */.LS)(impact.changed, 'file')} changed${impact.since ? ` since \`${(0,report_escape/* inline */.m)(shown(impact.since), 100)}\`` : ''}`;
/** One line under the headline: what impact selection did. */
function impactNote(impact) {
    if (!impact)
        return null;
    if (impact.all)
        return `_Every task ran: ${(0,report_escape/* inline */.m)(impact.all, 400)}._`;
    const anyway = impact.runAnyway
        ? `; ${(0,report_table/* plural */.LS)(impact.runAnyway, 'task')} with unchanged inputs ran anyway (no base results of the same definition, models and Parley version)`
        : '';
    const blind = impact.unattributed?.length
        ? `; ${(0,report_table/* plural */.LS)(impact.unattributed.length, 'task')} ran whatever changed (${impact.unattributed
            .slice(0, 3)
            .map((t) => `${(0,report_escape/* inline */.m)(`${t.suite}/${t.task_id}`, 100)}: ${(0,report_escape/* inline */.m)(t.reason, 200)}`)
            .join('; ')}${impact.unattributed.length > 3 ? '; …' : ''})`
        : '';
    if (!impact.notRerun.length)
        return `_Impact: ${since(impact)}; every task ran${anyway}${blind}._`;
    return `_Impact: ${since(impact)}; ${(0,report_table/* plural */.LS)(impact.notRerun.length, 'task')} not re-run: ${impact.notRerun.length === 1 ? 'its' : 'their'} inputs did not change, the base's results stand in and are not compared${anyway}${blind}._`;
}
/** The inputs a task was compared by: a change to anything else does not re-run it. */
function inputsCell(t) {
    if (!t.inputs)
        return '—';
    const shown = t.inputs.map((p) => (0,report_escape/* inline */.m)(p, 120)).join(', ');
    return t.more_inputs ? `${shown} (+${t.more_inputs} more)` : shown;
}
/** The folded list of the tasks not re-run, with the base's results. */
function impactSection(impact) {
    if (!impact || impact.all || !impact.notRerun.length)
        return null;
    const rows = impact.notRerun.map((t) => [
        (0,report_escape/* inline */.m)(t.suite, 100),
        (0,report_escape/* inline */.m)(t.task_name === t.task_id ? t.task_id : `${t.task_id} (${t.task_name})`, 160),
        t.base ? `${t.base.passed}/${t.base.passed + t.base.failed}` : '—',
        'not re-run: its inputs did not change',
        inputsCell(t),
    ]);
    const table = (0,report_table/* boundedTable */.c8)(['Suite', 'Task', 'Base (passed / verdict runs)', 'Why', 'Inputs compared'], rows);
    const title = `Not re-run: ${(0,report_table/* plural */.LS)(impact.notRerun.length, 'task')} whose inputs did not change`;
    return `<details><summary>${title}</summary>\n\n${table}\n\n</details>`;
}

;// CONCATENATED MODULE: ./src/report/responder-audit.ts


function phrases(audit, runs) {
    const out = [];
    if (audit.over_answered_runs > 0) {
        out.push(`the responder over-answered in ${audit.over_answered_runs} of ${(0,report_table/* plural */.LS)(runs, 'run')}: the test may be easier than intended`);
    }
    if (audit.ungrounded_runs > 0) {
        out.push(`a reply was ungrounded in ${audit.ungrounded_runs} of ${(0,report_table/* plural */.LS)(runs, 'run')}: it stated what the brief does not say`);
    }
    return out;
}
function responderAuditSection(summary) {
    const rows = [];
    for (const suite of summary.suites) {
        for (const task of suite.tasks) {
            const audit = task.responder_audit;
            if (!audit)
                continue;
            const said = phrases(audit, task.counts.runs);
            if (!said.length)
                continue;
            rows.push([`${(0,report_escape/* inline */.m)(suite.name, 80)} / ${(0,report_escape/* inline */.m)(task.task_id, 80)}`, said.join('; ')]);
        }
    }
    if (!rows.length)
        return null;
    const table = (0,report_table/* boundedTable */.c8)(['Task', 'Reply audit'], rows);
    return (`### Responder findings (${rows.length})\n\n${table}\n\n` +
        '_Each LLM responder reply is checked against its brief: these are findings about the test, not verdicts on the agent. The replies and what was found are in report.html, beside each reply._');
}

// EXTERNAL MODULE: ./src/report/skill-lift.ts
var skill_lift = __webpack_require__(6897);
;// CONCATENATED MODULE: ./src/report/tokens.ts

/** Rows kept in the comment; the rest are counted in a last line. */
const tokens_MAX_ROWS = 30;
function tokensSection(head, base) {
    if (!head)
        return null;
    const before = new Map(base?.files.map((f) => [f.file, f.tokens]));
    const rows = head.files
        .map((f) => ({ ...f, change: before.has(f.file) ? f.tokens - before.get(f.file) : null }))
        .filter((f) => f.status === 'over' || (base !== undefined && f.change !== 0));
    if (rows.length === 0)
        return null;
    // Over the limit first, then the biggest changes.
    rows.sort((a, b) => Number(b.status === 'over') - Number(a.status === 'over') ||
        Math.abs(b.change ?? b.tokens) - Math.abs(a.change ?? a.tokens));
    const over = rows.filter((r) => r.status === 'over').length;
    const lines = [
        `### Skill token budgets${over ? ` (${over} over)` : ''}`,
        '',
        '| File | Tokens | Limit | Change |',
        '| --- | ---: | ---: | ---: |',
        ...rows.slice(0, tokens_MAX_ROWS).map((r) => {
            const change = r.change === null ? 'new' : r.change > 0 ? `+${r.change}` : `${r.change}`;
            const mark = r.status === 'over' ? ' ❌' : r.status === 'warn' ? ' ⚠️' : '';
            return `| ${(0,report_escape/* inline */.m)(r.file, 120)} | ${r.tokens}${mark} | ${r.limit} | ${base ? change : '—'} |`;
        }),
    ];
    if (rows.length > tokens_MAX_ROWS)
        lines.push('', `_${rows.length - tokens_MAX_ROWS} more file(s) not shown._`);
    lines.push('', `_Limits: ${(0,report_escape/* inline */.m)(head.source, 120)}; counted with the o200k_base tokenizer._`);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/report/reasons.ts
var reasons = __webpack_require__(7063);
;// CONCATENATED MODULE: ./src/report/trial-details.ts
// Per-trial detail of the tasks that did not pass, folded under the scorecard: one <details> per
// task with each trial's status, every way it did not pass, the responder's reason and the
// question the agent was left with, and the agent's final message of the first trial that did
// not pass. Bounded per task (trials) and per group (characters), saying what was left out.







/** Trials listed per task. */
const MAX_TRIALS = 10;
/** Failing checks listed per trial. */
const MAX_CHECKS = 3;
/** Characters of the trial details of one group. */
const DETAILS_BUDGET = 10_000;
function statusWords(r) {
    if (r.outcome === 'cap_exhausted') {
        const sent = r.responder?.followups_sent ?? 0;
        return `${r.status} at the cap (${(0,report_table/* plural */.LS)(sent, 'follow-up')})`;
    }
    if (r.status === 'error')
        return `error (${r.outcome.replace(/_/g, ' ')})`;
    if (r.status === 'failed' && r.outcome === 'checkpoints_missing')
        return 'failed (checkpoints missing)';
    return r.status;
}
/** What one trial came to, without its number: "failed — grader `x`: feedback". */
function trialText(r) {
    const parts = [];
    if (r.status === 'failed') {
        const checks = (0,reasons/* failedChecks */.HH)(r);
        parts.push(...checks.slice(0, MAX_CHECKS).map((c) => c.text));
        if (checks.length > MAX_CHECKS)
            parts.push(`${checks.length - MAX_CHECKS} more checks`);
        if (!checks.length && r.outcome !== 'cap_exhausted')
            parts.push((0,reasons/* trialReason */.dt)(r).text);
    }
    else if (r.status !== 'passed') {
        parts.push((0,reasons/* trialReason */.dt)(r).text);
    }
    // A run that abstained as its task expects: the suite graders that did not apply, named.
    const notApplicable = r.graders.filter((g) => g.applicable === false);
    if (notApplicable.length) {
        const names = notApplicable.slice(0, MAX_CHECKS).map((g) => (0,reasons/* codeName */.Pg)(g.name));
        if (notApplicable.length > MAX_CHECKS)
            names.push(`${notApplicable.length - MAX_CHECKS} more`);
        parts.push(`not applicable (abstained as expected): ${names.join(', ')}`);
    }
    // The question the agent was left with: at the cap, on an abstain, or where it ended asking.
    if (r.outcome === 'cap_exhausted' || r.status === 'abstained') {
        parts.push(`the agent's last question: ${(0,report_escape/* inline */.m)((0,reasons/* lastQuestion */.xk)(r), 200)}`);
    }
    else if (r.ended_with_question) {
        parts.push(`ended asking: ${(0,report_escape/* inline */.m)((0,asking/* questionOf */.Y)((0,final_output/* finalOutput */.U)(r), 200), 200)}`);
    }
    return `${statusWords(r)}${parts.length ? ` — ${parts.join('; ')}` : ''}`;
}
/** One line per run of consecutive trials that came to the same: "Trials 1–8: failed — …". */
function trialLines(records) {
    const lines = [];
    let start = 0;
    const texts = records.map(trialText);
    for (let i = 1; i <= records.length; i++) {
        if (i < records.length && texts[i] === texts[start])
            continue;
        const first = records[start].trial;
        const last = records[i - 1].trial;
        const which = first === last ? `Trial ${first}` : `Trials ${first}–${last}`;
        lines.push(`- ${which}: ${texts[start]}`);
        start = i;
    }
    return lines;
}
function taskDetails(row) {
    const shown = row.records.slice(0, MAX_TRIALS);
    const lines = trialLines(shown);
    const left = row.records.length - shown.length;
    if (left > 0)
        lines.push(`- ${(0,report_table/* moreInArtifact */.lC)(left, 'trial')}`);
    const first = row.records.find((r) => r.status !== 'passed' && r.turns.length > 0);
    const message = first
        ? `\n\nThe agent's final message (trial ${first.trial}):\n\n${(0,report_escape/* fenced */.O)((0,final_output/* finalOutput */.U)(first), 1200)}`
        : '';
    const summary = `${(0,scorecard/* taskLabel */.EW)(row)}: ${(0,report_table/* plural */.LS)(row.records.length, 'trial')}`;
    return `<details><summary>${summary}</summary>\n\n${lines.join('\n')}${message}\n\n</details>`;
}
/** The trial details of one group's tasks, or null when the group is empty. */
function groupDetails(rows, group) {
    const list = (0,scorecard_model/* rowsOf */.RO)(rows, group).filter((r) => r.records.length > 0);
    if (!list.length)
        return null;
    const blocks = [];
    let length = 0;
    for (const row of list) {
        const block = taskDetails(row);
        if (blocks.length > 0 && length + block.length > DETAILS_BUDGET)
            break;
        blocks.push(block);
        length += block.length + 1;
    }
    const left = list.length - blocks.length;
    const tail = left > 0 ? `\n\n_Trial details of ${(0,report_table/* plural */.LS)(left, 'more task')} in the results artifact._` : '';
    return `${blocks.join('\n')}${tail}`;
}

// EXTERNAL MODULE: ./src/results/layout.ts
var layout = __webpack_require__(8534);
;// CONCATENATED MODULE: ./src/report/history.ts


const SHOWN = 10;
const pct = (rate) => `${Math.round(rate * 100)}%`;
const history_name = (t) => (0,report_escape/* inline */.m)(`${t.suite} / ${t.task_id}`, 200);
function listed(items) {
    const more = items.length - SHOWN;
    return items.slice(0, SHOWN).join(', ') + (more > 0 ? ` and ${more} more` : '');
}
function historySection(note, artifactUrl) {
    if (!note?.runs)
        return null;
    const where = artifactUrl
        ? `${layout/* HISTORY_HTML_FILE */.Wu} in the [results artifact](${encodeURI(artifactUrl)})`
        : `${layout/* HISTORY_HTML_FILE */.Wu} in the results directory`;
    const changed = note.trends
        .filter((t) => t.changes.length)
        .map((t) => {
        const c = t.changes.at(-1);
        return `${history_name(t)} ${pct(c.before)} → ${pct(c.after)} from ${(0,report_escape/* inline */.m)(c.commit?.slice(0, 7) ?? 'no commit', 20)}`;
    });
    const flaky = note.trends.filter((t) => t.flaky).map((t) => `${history_name(t)} ${pct(t.flaky.rate)}`);
    return [
        `**History** of ${note.runs} push and scheduled run${note.runs === 1 ? '' : 's'}: ${where}.`,
        `Changed: ${changed.length ? listed(changed) : 'none'}. Flaky on main: ${flaky.length ? listed(flaky) : 'none'}.`,
    ].join(' ');
}

;// CONCATENATED MODULE: ./src/report/index.ts



















/** Under GitHub's 65,536-character comment limit, with room for the marker and the note. */
const COMMENT_MAX_LENGTH = 65_000;
/** The groups a reviewer must see, in severity order: never folded. */
const report_SHOWN = ['regressed', 'newly_failing', 'failing', 'abstaining', 'errors'];
function reportLinks(input) {
    return [
        ...(input.runUrl ? [{ label: 'workflow run', url: input.runUrl }] : []),
        ...(input.artifactUrl ? [{ label: 'results artifact', url: input.artifactUrl }] : []),
        ...(input.links ?? []),
    ];
}
/** The report's blocks in page order, each with its priority. */
function blocksOf(input) {
    // The check is decided on the comparison with accepted regressions taken out (`/parley
    // accept`): the verdict and the groups say what the check says; the accepted are listed apart.
    const comparison = input.acceptance?.gate ?? input.comparison;
    const compared = comparison !== undefined;
    const rows = (0,scorecard_model/* buildRows */.kO)(input.summary, input.records, comparison);
    const blocks = [
        {
            text: headline({ ...input, comparison, rows }) +
                onlyTasksNote(input.onlyTasks) +
                (impactNote(input.impact) ? `\n\n${impactNote(input.impact)}` : ''),
            priority: 0,
        },
    ];
    const block = (text, priority) => (text ? { text, priority } : null);
    // Accepted regressions (`/parley accept`) right under the verdict they change.
    blocks.push(block(acceptanceSection(input.acceptance), 1));
    // The groups with rows share the tables' budget: one long group may use it all.
    const groups = report_SHOWN.filter((g) => (0,scorecard_model/* rowsOf */.RO)(rows, g).length > 0).length;
    const budget = Math.floor(report_table/* TABLES_BUDGET */.ik / Math.max(1, groups));
    report_SHOWN.forEach((group, i) => {
        blocks.push(block((0,scorecard/* groupTable */.Sw)(rows, group, compared, budget, comparison && (0,regressed_note/* regressedNote */.l)(comparison)), 1 + i));
        blocks.push(block(groupDetails(rows, group), 1 + report_SHOWN.length + 1 + i));
    });
    const after = 2 + 2 * report_SHOWN.length;
    if (comparison) {
        blocks.push(block((0,scorecard/* gateBlock */.rU)(comparison), 1 + report_SHOWN.length));
        blocks.push(block(confirmationSection(comparison), 1 + report_SHOWN.length));
    }
    blocks.push(block(historySection(input.history, input.artifactUrl), 1 + report_SHOWN.length));
    // A skill-lift job: with vs without the skill, per task (only when the job measured it).
    blocks.push(block((0,skill_lift/* skillLiftSection */.MG)(input.summary), 1 + report_SHOWN.length));
    // A models job: the task x model table (only when the job ran more than one model).
    blocks.push(block(modelsSection(input.summary), 1 + report_SHOWN.length));
    // trigger_tests.yaml suites: waza's trigger accuracy, one line each.
    const triggers = (0,trigger_accuracy/* triggerAccuracyLines */.f)(input.summary).map((l) => `_${(0,report_escape/* inline */.m)(l, 400)}_`);
    blocks.push(block(triggers.length ? triggers.join('\n\n') : null, 1 + report_SHOWN.length));
    // Skill token budgets: shown only when a file is over its limit or changed.
    blocks.push(block(tokensSection(input.tokens?.head, input.tokens?.base), 1 + report_SHOWN.length));
    // The reply audit's findings: about the test, read before the passing tasks.
    blocks.push(block(responderAuditSection(input.summary), after));
    blocks.push(block(endedAskingSection(input.records), after));
    blocks.push(block(runWarningsSection(input.records), after));
    blocks.push(block((0,scorecard/* foldedGroup */._B)(rows, 'passing', compared), after + 1));
    blocks.push(block((0,scorecard/* foldedGroup */._B)(rows, 'removed', compared), after + 2));
    blocks.push(block(impactSection(input.impact), after + 1));
    return blocks.filter((b) => b !== null);
}
/** Where the conversations are: report.html, written beside report.md (report/html/). */
function withConversations(links) {
    return links
        ? `${links} · conversations: report.html in the results artifact`
        : 'Conversations: report.html in the results directory, beside this report.';
}
function renderReport(given) {
    // A skill-lift job's runs without the skill (merged shards hold them) are the Skill lift
    // section's, from summary.json: never one of the report's runs.
    const input = given.records.some(record/* isWithoutSkillRun */.DZ)
        ? { ...given, records: given.records.filter((r) => !(0,record/* isWithoutSkillRun */.DZ)(r)) }
        : given;
    const max = input.maxLength ?? COMMENT_MAX_LENGTH;
    const links = withConversations((0,report_table/* linksLine */.sV)(reportLinks(input)));
    const blocks = blocksOf(input);
    const head = input.marker ? `${input.marker}\n` : '';
    const tail = links ? `\n\n${links}\n` : '\n';
    const note = (n) => `\n\n_This report was cut to fit: ${n} section${n === 1 ? '' : 's'} left out; see the results artifact._`;
    // Keep by priority (a block that does not fit is skipped, smaller ones may still fit), show in
    // page order.
    const reserve = note(blocks.length).length;
    const kept = new Set();
    let length = head.length + tail.length;
    for (const b of [...blocks].sort((x, y) => x.priority - y.priority)) {
        const next = b.text.length + (kept.size ? 2 : 0);
        const room = kept.size + 1 < blocks.length ? reserve : 0;
        if (length + next + room > max)
            continue;
        kept.add(b);
        length += next;
    }
    if (!blocks.some((b) => b.priority === 0 && kept.has(b))) {
        // Even the headline does not fit an absurdly small limit: say so, within the limit.
        return (head + '_Parley report too long for this limit; see the results artifact._').slice(0, max);
    }
    let body = head +
        blocks
            .filter((b) => kept.has(b))
            .map((b) => b.text)
            .join('\n\n');
    if (kept.size < blocks.length)
        body += note(blocks.length - kept.size);
    return body + tail;
}

/**
 * The comment of a suite set whose results report mode refused (a shard missing, an artifact
 * too large, tampered with or not Parley's): what was refused and why, the reason escaped.
 */
function refusalReport(suiteSet, reason, runUrl) {
    const lines = [
        `## Parley: results not reported`,
        '',
        `The results of suite set **${inline(suiteSet, 100)}** were refused, so nothing is compared or counted: ${inline(reason, 2000)}`,
    ];
    const links = linksLine(runUrl ? [{ label: 'workflow run', url: runUrl }] : []);
    if (links)
        lines.push('', links);
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/results/files.ts + 2 modules
var results_files = __webpack_require__(5056);
;// CONCATENATED MODULE: ./src/report/job-end.ts
// The end of a job, from what this process holds of it (results/ledger.ts) when it ran the job:
// the cost from each run's digest and report.html from the spool of its runs, in one pass,
// never reading its own results.jsonl back through zod. Without a ledger (`parley report`,
// merged shards, a re-grade) the results directory is read as the untrusted file it then is.





const ledgerOf = (job) => (job.writeRecords ? undefined : job.ledger);
/** What every run the job made cost: screening, confirmation and base runs. */
function jobCost(job, prices) {
    const ledger = ledgerOf(job);
    if (ledger)
        return (0,results_cost/* costOf */.h)(ledger.digests, prices);
    const streamed = !job.writeRecords && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(job.resultsDir, results_files/* RESULTS_FILE */.yG));
    return (0,results_cost/* costOf */.h)(streamed ? (0,results_files/* recordsOf */.M$)(job.resultsDir) : job.records, prices);
}
/** The head's runs as results.jsonl has them: this job's own file is parsed, not re-validated. */
function headRuns(job) {
    return ledgerOf(job) ? (0,results_files/* ownRecordsOf */.ar)(job.resultsDir) : (0,results_files/* recordsOf */.M$)(job.resultsDir);
}
/** report.html: from the spool when this process wrote the runs, else from results.jsonl. */
function writeJobHtml(job, given) {
    const ledger = ledgerOf(job);
    try {
        // A skill-lift job: its runs are read once more for a pair per task, with vs without.
        const lift = given.summary.skill_lift;
        const input = lift?.tasks.length
            ? { ...given, liftPairs: pickLiftPairs(lift, headRuns(job)) }
            : given;
        const spool = ledger?.spool;
        const fits = spool !== undefined && (input.maxBytes ?? spool.maxBytes) === spool.maxBytes;
        // Closing writes what the spool held back: only then does `failed` say whether it is whole.
        if (fits)
            spool.close();
        if (fits && !spool.failed) {
            (0,results_files/* writeHtmlReport */.L)(job.resultsDir, renderSpooledHtmlReport(input, spool));
        }
        else {
            (0,results_files/* writeHtmlReport */.L)(job.resultsDir, renderHtmlReport({ ...input, runs: headRuns(job) }));
        }
    }
    finally {
        job.ledger?.end();
    }
}

// EXTERNAL MODULE: ./src/shared/colour.ts
var colour = __webpack_require__(637);
// EXTERNAL MODULE: ./src/commands/compare.ts
var commands_compare = __webpack_require__(1165);
// EXTERNAL MODULE: ./src/results/impact.ts
var results_impact = __webpack_require__(5582);
;// CONCATENATED MODULE: ./src/commands/finish.ts
// The end of `parley run` and `parley report`, written once: compare with the baseline, write
// summary.json, junit.xml, report.md (the pull-request comment's markdown, so it carries the
// comparison and why the job stopped early) and report.html (the conversations), print the
// console report, and turn the fail-on policy into the exit code.


















function finishJob(job, options) {
    const { summary, records, stop } = job;
    // Every run the job made, confirmation and base runs too (results.jsonl has them all).
    const end = { ...job, writeRecords: !!options.writeRecords };
    if (job.prices)
        summary.cost = jobCost(end, job.prices);
    if (summary.models)
        summary.models = (0,model_comparison/* priceModelComparison */.si)(summary.models, summary.cost);
    const impact = options.impact && (0,results_impact/* withBaseResults */.Uy)(options.impact, options.baseline);
    // What the job did, in summary.json too: `parley report` merges shards by it.
    if (impact)
        summary.impact = (0,results_impact/* summaryImpact */.tS)(impact);
    const baseline = options.baseline && impact && !impact.all
        ? (0,results_impact/* baseOfTasksThatRan */.DD)(options.baseline, impact.notRerun)
        : options.baseline;
    // Nothing re-ran because no task's inputs changed: nothing can have failed or regressed.
    const unchanged = !!impact && !impact.all && summary.counts.runs === 0;
    const comparison = unchanged
        ? undefined
        : (options.comparison ??
            (baseline
                ? (0,compare.compareSummaries)(baseline, summary, { alpha: options.alpha, headRecords: records })
                : undefined));
    // The head's tasks flaky on the base branch, from the baseline's pools (summary.json, report).
    if (options.baseline)
        (0,flaky/* markFlakyOnMain */.VC)(summary, options.baseline);
    const input = {
        summary,
        records,
        ...(comparison ? { comparison } : {}),
        ...(options.baseline
            ? {
                baseline: {
                    sha: options.baseline.identity.commit ?? undefined,
                    source: 'from the summary file given with --baseline',
                },
            }
            : {}),
        ...(stop ? { stop } : {}),
        ...(impact ? { impact } : {}),
    };
    const rendered = renderReport(input);
    const report = options.preface ? `${options.preface}\n\n${rendered}` : rendered;
    const files = { summary, records, report: job.redact ? job.redact(report) : report };
    if (options.writeRecords)
        (0,results_files/* writeResultsDir */.Dn)(job.resultsDir, files);
    else
        (0,results_files/* writeJobFiles */.cO)(job.resultsDir, files);
    const pairs = comparison && options.baselineDir ? sideBySide(comparison, options.baselineDir, end) : [];
    // The conversations: spooled as the runs were written, or read from results.jsonl.
    writeJobHtml(end, { ...input, ...(job.redact ? { redact: job.redact } : {}), pairs });
    if (!options.quiet) {
        // A link a terminal opens with a click: the conversations, and base and head side by side.
        const page = (0,external_node_url_.pathToFileURL)((0,external_node_path_.join)(job.resultsDir, 'report.html')).href;
        const conversations = `conversations: ${page}${pairs.length ? ` (base and head side by side: ${pairs.length} task(s))` : ''}`;
        const cost = costLine(summary);
        const notes = [
            ...(stop ? [stopNote(stop)] : []),
            ...(impact ? [(0,results_impact/* impactLine */.Fy)(impact)] : []),
            ...(cost ? [cost] : []),
            ...(summary.models ? [bestModelLine(summary.models)] : []),
            `${options.where}\n${conversations}`,
        ];
        console.log((0,report_console/* finalReport */.PR)(summary, records, notes, (0,colour/* styleFor */.j9)(process.stdout)));
        if (comparison)
            console.log(`\nagainst the baseline:\n${(0,commands_compare.formatComparison)(comparison)}`);
    }
    const reason = unchanged ? null : (0,fail_on/* failureReason */.Hr)(options.failOn, summary, comparison);
    // The last line says how the job ended, in the colour of its exit code.
    if (reason)
        console.error((0,colour/* styleFor */.j9)(process.stderr).red(reason));
    else if (!options.quiet)
        console.log((0,colour/* styleFor */.j9)(process.stdout).green(`parley: passed (fail-on: ${options.failOn})`));
    if (reason && options.failOnNote)
        console.error(`parley: ${options.failOnNote}`);
    return reason ? 1 : 0;
}
/** The base's and head's runs of the tasks that dropped; none when the base has no results.jsonl. */
function sideBySide(comparison, baselineDir, job) {
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(baselineDir, results_files/* RESULTS_FILE */.yG)))
        return [];
    try {
        // The base's file is untrusted (a fork's artifact, a cache entry): validated. The head's
        // is this job's own when it ran here.
        return pickPairs(comparison, (0,results_files/* recordsOf */.M$)(baselineDir), headRuns(job));
    }
    catch (error) {
        // A base results.jsonl that cannot be read costs the side-by-side view, not the job.
        if (error instanceof results_files/* ResultsReadError */.D5)
            return [];
        throw error;
    }
}


/***/ }),

/***/ 5173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AZ: () => (/* binding */ renderFilters),
/* harmony export */   KQ: () => (/* binding */ filterScript),
/* harmony export */   gD: () => (/* binding */ FILTER_SCRIPT_HASH)
/* harmony export */ });
/* unused harmony export FILTER_SCRIPT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _anchors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7444);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9175);
// The conversations' filters (status, task, text): controls rendered hidden, and one small
// inline script, allowed by its hash in the page's Content-Security-Policy (no other script can
// run). The script only reads the page (classes, ids, textContent) and sets `hidden`: it never
// writes markup, so agent text stays text. Without the script the controls stay hidden and every
// run is shown, as before.



/** Runs match a task by their anchor (run-<task hash>-<trial>): no task text in the script. */
const FILTER_SCRIPT = `(() => {
  const $ = (id) => document.getElementById(id);
  const status = $('f-status'), task = $('f-task'), text = $('f-text'), shown = $('f-shown');
  const runs = Array.from(document.querySelectorAll('details.run'));
  const apply = () => {
    const s = status.value, t = task.value, q = text.value.trim().toLowerCase();
    let n = 0;
    for (const run of runs) {
      const ok = (!s || (s === 'not-passed' ? !run.classList.contains('r-passed') : run.classList.contains('r-' + s)))
        && (!t || run.id.startsWith(t + '-'))
        && (!q || run.textContent.toLowerCase().includes(q));
      run.hidden = !ok;
      if (ok) n++;
    }
    shown.textContent = n + ' of ' + runs.length + ' runs shown';
  };
  for (const control of [status, task]) control.addEventListener('change', apply);
  text.addEventListener('input', apply);
  $('filters').hidden = false;
  apply();
})();`;
/** The CSP source that allows FILTER_SCRIPT and nothing else. */
const FILTER_SCRIPT_HASH = `'sha256-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(FILTER_SCRIPT).digest('base64')}'`;
const STATUSES = ['not-passed', 'passed', 'failed', 'abstained', 'error', 'skipped'];
/** Every task of the summary once, as an option whose value is its runs' anchor prefix. */
function renderFilters(summary) {
    const options = summary.suites.flatMap((s) => s.tasks.map((t) => {
        const prefix = (0,_anchors_js__WEBPACK_IMPORTED_MODULE_2__/* .runAnchor */ .P)(s.name, t.task_id, 0).slice(0, -2);
        return `<option value="${prefix}">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(s.name, 60)} / ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(t.task_name || t.task_id, 100)}</option>`;
    }));
    return ('<div class="filters" id="filters" hidden>' +
        '<label>status <select id="f-status"><option value="">any</option>' +
        STATUSES.map((s) => `<option value="${s}">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(s.replace('-', ' '))}</option>`).join('') +
        '</select></label> ' +
        `<label>task <select id="f-task"><option value="">any</option>${options.join('')}</select></label> ` +
        '<label>text <input id="f-text" type="search" placeholder="in the conversation"></label> ' +
        '<span id="f-shown" class="muted"></span></div>\n');
}
function filterScript() {
    return `<script>${FILTER_SCRIPT}</script>`;
}


/***/ }),

/***/ 3159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N7: () => (/* binding */ pageEnd),
/* harmony export */   lJ: () => (/* binding */ NO_SCRIPT_POLICY),
/* harmony export */   qd: () => (/* binding */ pageStart)
/* harmony export */ });
/* unused harmony export CONTENT_SECURITY_POLICY */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9175);
/* harmony import */ var _filters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5173);
// The page shell of report.html: one self-contained file, no external resource, one script of
// our own (the filters, filters.ts). The Content-Security-Policy allows inline styles and that
// one script by its hash, nothing else: even markup that escaping missed could load nothing,
// run nothing and submit nothing.


const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; " +
    `script-src ${_filters_js__WEBPACK_IMPORTED_MODULE_1__/* .FILTER_SCRIPT_HASH */ .gD}; base-uri 'none'; form-action 'none'`;
const CSS = `
:root { color-scheme: light; --pass: #1a7f37; --pass-bg: #dafbe1; --fail: #cf222e; --fail-bg: #ffebe9;
  --warn: #9a6700; --warn-bg: #fff8c5; --err: #bc4c00; --err-bg: #fff1e5; --muted: #59636e;
  --line: #d1d9e0; --user: #ddf4ff; --resp: #fbefff; --agent: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; padding: 24px; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI",
  "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; background: #fff; }
main { max-width: 1100px; margin: 0 auto; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px;
  border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 14px; margin: 14px 0 6px; }
.muted, .meta { color: var(--muted); } .meta { font-size: 12px; margin: 2px 0 8px; }
table { border-collapse: collapse; width: 100%; margin: 6px 0 10px; font-size: 13px; }
th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; } td.num { text-align: right; white-space: nowrap; }
a { color: #0969da; text-decoration: none; } a:hover { text-decoration: underline; }
.badge { display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 12px; font-weight: 600;
  white-space: nowrap; border: 1px solid transparent; }
.s-passed, .b-fixed, .lift-helps { color: var(--pass); background: var(--pass-bg); border-color: #aceebb; }
.s-failed, .b-regressed, .lift-hurts { color: var(--fail); background: var(--fail-bg); border-color: #ffcecb; }
.s-abstained, .b-possible_regression, .b-newly_abstaining { color: var(--warn); background: var(--warn-bg);
  border-color: #f5e0a0; }
.s-error { color: var(--err); background: var(--err-bg); border-color: #ffd8b5; }
.s-skipped, .b-no_verdict, .b-new, .b-removed, .b-unchanged { color: var(--muted); background: #f6f8fa;
  border-color: var(--line); }
.verdict { font-size: 17px; font-weight: 600; margin: 6px 0; padding: 6px 12px; border-radius: 6px;
  border: 1px solid transparent; }
.headline { font-size: 15px; margin: 8px 0; } .counts span { margin-right: 10px; }
details.run { border: 1px solid var(--line); border-left: 5px solid var(--line); border-radius: 6px;
  margin: 10px 0; background: #fff; }
details.run.r-passed { border-left-color: var(--pass); } details.run.r-failed { border-left-color: var(--fail); }
details.run.r-abstained { border-left-color: #d4a72c; } details.run.r-error { border-left-color: var(--err); }
details.run > summary { cursor: pointer; padding: 8px 12px; font-weight: 600; list-style-position: inside; }
details.run > summary .badge { margin-right: 6px; }
details.run > summary .sub { font-weight: 400; color: var(--muted); margin-left: 6px; }
.run-body { padding: 0 14px 12px; border-top: 1px solid var(--line); }
.chat { display: flex; flex-direction: column; gap: 8px; margin: 10px 0; }
.msg { max-width: 88%; border: 1px solid var(--line); border-radius: 10px; padding: 6px 10px; }
.msg .who { font-size: 12px; font-weight: 600; color: var(--muted); margin-bottom: 2px; }
.msg.user { align-self: flex-end; background: var(--user); border-color: #b6e3ff; }
.msg.responder { align-self: flex-end; background: var(--resp); border-color: #ecd8ff; }
.msg.agent { align-self: flex-start; background: var(--agent); }
.msg.decision { align-self: center; max-width: 100%; background: var(--resp); border-style: dashed; }
.msg.card { align-self: flex-end; font-size: 13px; background: var(--resp); border-style: dashed; }
pre.text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 2px 0; font: inherit; max-height: 480px;
  overflow: auto; }
pre.code { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #fff;
  border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; max-height: 320px; overflow: auto; }
p.cut { margin: 2px 0; font-size: 12px; color: var(--warn); font-style: italic; }
details.tool { margin: 4px 0; font-size: 13px; } details.tool > summary { cursor: pointer; color: #0550ae; }
.tool .label { font-size: 12px; color: var(--muted); margin-top: 4px; }
.marks { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 4px; }
.mark { font-size: 12px; border-radius: 6px; padding: 1px 6px; border: 1px solid var(--line); }
.mark.ok { color: var(--pass); background: var(--pass-bg); border-color: #aceebb; }
.mark.bad { color: var(--fail); background: var(--fail-bg); border-color: #ffcecb; }
.mark.info { color: var(--muted); background: #f6f8fa; }
.error-box { border: 1px solid #ffcecb; background: var(--fail-bg); border-radius: 6px; padding: 6px 10px;
  margin: 8px 0; }
.note { color: var(--muted); font-style: italic; }
.rate { display: flex; align-items: center; gap: 8px; white-space: nowrap; }
.rate-bar { position: relative; width: 120px; height: 10px; background: #f6f8fa; border: 1px solid var(--line);
  border-radius: 3px; flex: none; }
.rate-fill { height: 100%; background: var(--pass); opacity: 0.55; }
.rate-ci { position: absolute; top: 3px; height: 2px; background: #1f2328; }
.filters { position: sticky; top: 0; background: #fff; padding: 6px 0; border-bottom: 1px solid var(--line);
  z-index: 1; } .filters label { margin-right: 12px; font-size: 13px; }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.side { border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; min-width: 0; }
.side h4 { margin: 2px 0 6px; font-size: 13px; }
.side-turn { border-top: 1px solid var(--line); padding: 4px 0; }
.side-turn.diverge { background: var(--warn-bg); outline: 2px solid #d4a72c; border-radius: 4px; padding: 4px 6px; }
.diverge-flag { font-size: 12px; font-weight: 600; color: var(--warn); }
.side .label { font-size: 12px; color: var(--muted); }
`;
/** A page without any script (history.html): scripts fall back to default-src 'none'. */
const NO_SCRIPT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";
function pageStart(title, policy = CONTENT_SECURITY_POLICY) {
    return ('<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
        `<meta http-equiv="Content-Security-Policy" content="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(policy)}">` +
        '<meta name="referrer" content="no-referrer">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(title)}</title><style>${CSS}</style></head><body><main>\n`);
}
function pageEnd() {
    return `</main>${(0,_filters_js__WEBPACK_IMPORTED_MODULE_1__/* .filterScript */ .KQ)()}</body></html>\n`;
}


/***/ }),

/***/ 5353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ dollars),
/* harmony export */   h: () => (/* binding */ costOf)
/* harmony export */ });
const ROLES = ['agent', 'responder', 'judge'];
const PER = 1_000_000;
/** Dollars of one model's tokens; cached input costs `cached_input` (else `input`). */
function priced(price, input, cached, output) {
    const rate = price.cached_input ?? price.input;
    return ((input - cached) * price.input + cached * rate + output * price.output) / PER;
}
/**
 * One role's usage of one run: each model's tokens at its price; tokens no model is named for
 * (an ACP agent's) at `fallback`'s, the run's model for that role.
 */
function usageCost(usage, fallback, prices, unknown) {
    if (usage.reported === false) {
        unknown.add('an agent reported no token usage');
        return null;
    }
    let dollars = 0;
    let [input, cached, output] = [
        usage.input_tokens,
        usage.cached_input_tokens ?? 0,
        usage.output_tokens,
    ];
    const add = (model, i, c, o) => {
        if (i + o === 0)
            return;
        // Own keys only: a model named `constructor` or `toString` is not priced by Object.prototype.
        const price = model && Object.hasOwn(prices, model) ? prices[model] : undefined;
        const cost = price ? priced(price, i, c, o) : NaN;
        if (!Number.isFinite(cost)) {
            unknown.add(!model
                ? 'tokens of an unnamed model'
                : price
                    ? `no finite cost for model ${model}`
                    : `no price for model ${model}`);
            dollars = null;
        }
        else if (dollars !== null)
            dollars += cost;
    };
    for (const [model, t] of Object.entries(usage.models ?? {})) {
        add(model, t.input_tokens, t.cached_input_tokens, t.output_tokens);
        input -= t.input_tokens;
        cached -= t.cached_input_tokens;
        output -= t.output_tokens;
    }
    add(fallback, Math.max(0, input), Math.max(0, Math.min(cached, input)), Math.max(0, output));
    return dollars;
}
const plus = (a, b) => (a === null || b === null ? null : a + b);
const emptyPart = () => ({
    total: 0,
    runs: 0,
    by_role: { agent: 0, responder: 0, judge: 0 },
});
function addRun(part, run) {
    part.runs++;
    for (const role of ROLES) {
        part.by_role[role] = plus(part.by_role[role], run[role]);
        part.total = plus(part.total, run[role]);
    }
}
const round = (n) => (n === null ? null : Math.round(n * 1e6) / 1e6);
function rounded(part) {
    return {
        ...part,
        total: round(part.total),
        by_role: {
            agent: round(part.by_role.agent),
            responder: round(part.by_role.responder),
            judge: round(part.by_role.judge),
        },
    };
}
/** The cost of every run given (the job's: screening, confirmation and base runs). */
function costOf(records, prices) {
    const unknown = new Set();
    const all = emptyPart();
    const base = emptyPart();
    const tasks = new Map();
    for (const r of records) {
        const run = {
            agent: usageCost(r.usage.agent, r.model, prices, unknown),
            responder: usageCost(r.usage.responder, r.responder?.model, prices, unknown),
            judge: usageCost(r.usage.judge, undefined, prices, unknown),
        };
        addRun(all, run);
        if (r.side === 'base')
            addRun(base, run);
        const key = JSON.stringify([r.suite, r.task_id]);
        let task = tasks.get(key);
        if (!task) {
            task = { suite: r.suite, task_id: r.task_id, ...emptyPart(), base: emptyPart() };
            tasks.set(key, task);
        }
        addRun(task, run);
        if (r.side === 'base')
            addRun(task.base, run);
    }
    return {
        currency: 'USD',
        ...rounded(all),
        base: rounded(base),
        tasks: [...tasks.values()].map((t) => ({ ...rounded(t), base: rounded(t.base) })),
        unknown: [...unknown].sort().slice(0, 100),
    };
}
/** "$1.84"; small sums keep their first significant digits ("$0.0042"), never "$0.00". */
function dollars(value) {
    if (value === null || value === undefined || !Number.isFinite(value))
        return 'unknown';
    if (value === 0 || value >= 0.01)
        return `$${value.toFixed(2)}`;
    if (value < 0.000001)
        return 'under $0.000001';
    return `$${Number(value.toPrecision(2)).toFixed(6).replace(/0+$/, '')}`;
}


/***/ }),

/***/ 9244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ capExhaustedByStatus),
/* harmony export */   m: () => (/* binding */ countsOf)
/* harmony export */ });
function countsOf(summary) {
    const s = summary.counts.by_status;
    return {
        runs: summary.counts.runs,
        passed: s.passed ?? 0,
        failed: s.failed ?? 0,
        abstained: s.abstained ?? 0,
        capExhausted: summary.counts.by_outcome.cap_exhausted ?? 0,
        errors: s.error ?? 0,
        skipped: s.skipped ?? 0,
    };
}
/**
 * Cap exhaustion is an outcome of passed and failed runs, not a status: how many of each hit the
 * cap, so that a reader's counts add up ("3 failed, 2 of them at the cap").
 */
function capExhaustedByStatus(records) {
    const atCap = records.filter((r) => r.outcome === 'cap_exhausted');
    return {
        passed: atCap.filter((r) => r.status === 'passed').length,
        failed: atCap.filter((r) => r.status === 'failed').length,
    };
}


/***/ }),

/***/ 2349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d$: () => (/* reexport */ options/* FAIL_ON */.d$),
  Hr: () => (/* binding */ failureReason),
  Vj: () => (/* binding */ verdictOf)
});

// EXTERNAL MODULE: ./src/results/counts.ts
var counts = __webpack_require__(9244);
// EXTERNAL MODULE: ./src/verdict/compare.ts
var compare = __webpack_require__(7666);
// EXTERNAL MODULE: ./src/verdict/golden.ts
var golden = __webpack_require__(4200);
;// CONCATENATED MODULE: ./src/verdict/lift-gate.ts
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Why the job's skill lift does not meet the requirement; empty when it does. */
function liftReasons(summary) {
    const lift = summary.skill_lift;
    if (!lift)
        return ['no skill lift was measured (the job ran no task without the skill)'];
    if (lift.skipped)
        return [`no skill lift was measured: ${lift.skipped}`];
    const reasons = [];
    if (lift.pooled.claim !== 'helps') {
        reasons.push(`the skill does not significantly lift the suite (${lift.sentence}; pooled p = ${lift.pooled.p_helps.toPrecision(2)})`);
    }
    const hurt = lift.tasks.filter((t) => t.claim === 'hurts');
    if (hurt.length) {
        const names = hurt.slice(0, 5).map((t) => `${t.suite}/${t.task}`);
        reasons.push(`the skill significantly hurts ${plural(hurt.length, 'task')} (${names.join(', ')}${hurt.length > 5 ? ', …' : ''})`);
    }
    return reasons;
}

// EXTERNAL MODULE: ./src/shared/file-list.ts
var file_list = __webpack_require__(9020);
// EXTERNAL MODULE: ./src/verdict/quarantine.ts
var quarantine = __webpack_require__(5749);
// EXTERNAL MODULE: ./src/verdict/options.ts
var options = __webpack_require__(1275);
;// CONCATENATED MODULE: ./src/verdict/fail-on.ts
// The verdict and fail-on: when the step goes red.
// The verdict (the `verdict` output, the headline): `regressed` when a regression is confirmed
// (verdict/confirm.ts: against concurrent base runs, or by the pool's screening when the base
// commit could not be run or confirmation is off); `inconclusive` when the design could not
// decide — no baseline, no task with verdict runs on both sides, trials too few for any
// single-task test to fire, a base checkout modified while it was measured — or a task has no verdict run at all on the head without a baseline
// to compare with, or a task the gate could not decide (Comparison.undecided: a candidate without
// base runs, a screening regression over the cap, a task gone to only abstains that nothing
// confirmed); else `pass`.
// fail-on: `regressions` (default) fails on `regressed`, and on a task none of whose runs reached a
// verdict when there is no comparison to decide it (errored runs are otherwise compared as an
// outcome by the gate, not counted); `inconclusive` also fails on `inconclusive`; `failures`: any
// run that failed, abstained or errored (skipped runs wait for input and are CI-friendly:
// on_missing_input: fail grades such runs as failures instead); `never`: only configuration
// errors; `no-lift`: as `regressions`, and the skill's lift must hold (lift-gate.ts). The
// action's fail-on input and `parley run --fail-on` share this.







const percent = (rate) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const fail_on_plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Tasks of the head none of whose runs reached a verdict because they errored. */
function tasksWithoutVerdict(summary) {
    const names = [];
    for (const suite of summary.suites) {
        for (const task of suite.tasks) {
            if (task.quarantined)
                continue;
            const s = task.counts.by_status;
            if ((s.error ?? 0) > 0 && (s.passed ?? 0) + (s.failed ?? 0) === 0)
                names.push(`${suite.name}/${task.task_id}`);
        }
    }
    return names;
}
/** The gate's verdict on a comparison (after acceptances), or on no comparison at all. */
function verdictOf(summary, comparison) {
    if (!comparison) {
        const none = tasksWithoutVerdict(summary);
        return none.length
            ? {
                verdict: 'regressed',
                reasons: [
                    `${fail_on_plural(none.length, 'task')} had no run that reached a verdict (every run errored): ${none.slice(0, 5).join(', ')}${none.length > 5 ? ', …' : ''}`,
                ],
            }
            : { verdict: 'inconclusive', reasons: ['no baseline to compare with'] };
    }
    // A base that changed while it was measured decides nothing (verdict/confirm.ts).
    const tampered = comparison.confirmation?.base_tampered;
    if (tampered) {
        return {
            verdict: 'inconclusive',
            reasons: [
                `the base commit's checkout was modified during the job (${(0,file_list/* namedFiles */.V)(tampered)}), so its runs were discarded`,
            ],
        };
    }
    const reasons = [];
    const byKind = (kind) => comparison.buckets.regressed.filter((t) => (t.regression ?? 'drop') === kind).length;
    const drops = byKind('drop');
    const errors = byKind('errors');
    const noVerdict = byKind('no_verdict');
    const abstaining = comparison.buckets.regressed.filter((t) => t.regression === 'abstains');
    if (drops)
        reasons.push(`${fail_on_plural(drops, 'task')} regressed against the baseline`);
    if (abstaining.length)
        reasons.push(`${fail_on_plural(abstaining.length, 'task')} ${compare/* NEWLY_ABSTAINING */.H} (${names(abstaining.map((t) => `${t.suite}/${t.task_id}`))})`);
    if (errors)
        reasons.push(`${fail_on_plural(errors, 'task')} errored significantly more often (timeouts, crashes)`);
    if (noVerdict)
        reasons.push(`${fail_on_plural(noVerdict, 'task')} had no run that reached a verdict on the head`);
    if (comparison.suite.regressed) {
        const concurrent = comparison.confirmation?.suite;
        if (concurrent?.regression === 'errors') {
            reasons.push(`the suite errored significantly more often than the concurrent base runs`);
        }
        else {
            const base = concurrent ? rate(concurrent.base) : comparison.suite.base_pass_rate;
            const head = concurrent ? rate(concurrent.head) : comparison.suite.head_pass_rate;
            const p = concurrent ? concurrent.p_value : comparison.suite.p_value;
            reasons.push(`the suite regressed against the baseline (verdict pass rate ${percent(base)} -> ${percent(head)}, ${(0,compare/* pEquals */.MG)(p)})`);
        }
    }
    if (reasons.length)
        return { verdict: 'regressed', reasons };
    const undecided = comparison.undecided ?? [];
    if (undecided.length)
        return {
            verdict: 'inconclusive',
            reasons: undecided
                .slice(0, 5)
                .map((u) => `${u.suite}/${u.task_id}: ${u.reason}`)
                .concat(undecided.length > 5 ? [`${undecided.length - 5} more task(s) undecided`] : []),
        };
    // The budget kept runs from starting: what did not run was not compared, so no pass.
    const notRun = summary.not_run;
    if (notRun?.runs) {
        const names = notRun.tasks.map((t) => t.task_id);
        return {
            verdict: 'inconclusive',
            reasons: [
                `${fail_on_plural(names.length, 'task')} not run in full (${notRun.reason}): ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}`,
            ],
        };
    }
    if (!comparison.tasks.some((t) => t.p_value !== null))
        return { verdict: 'inconclusive', reasons: ['no task has verdict runs on both sides'] };
    if (comparison.blind)
        return {
            verdict: 'inconclusive',
            reasons: [
                `with these trials no single task can show a regression (${Number.isFinite(comparison.blind.trials_needed) ? `${comparison.blind.trials_needed} verdict trials per task would` : 'more trials would'})`,
            ],
        };
    return { verdict: 'pass', reasons: [] };
}
const names = (list) => `${list.slice(0, 5).join(', ')}${list.length > 5 ? ', …' : ''}`;
const rate = (s) => s.passed + s.failed ? s.passed / (s.passed + s.failed) : null;
/** The reason to fail the step, or null to pass it. */
function failureReason(policy, summary, comparison, 
/** requireLift: the action's `skill-lift: require`, as `no-lift` asks whatever the policy. */
options = {}) {
    if (policy === 'never')
        return null;
    // A quarantined task's runs do not fail the check under any policy (verdict/quarantine.ts).
    const c = (0,counts/* countsOf */.m)((0,quarantine/* withoutQuarantined */.h)(summary));
    // A golden task that failed fails the check whatever the comparison says (golden.ts).
    const reasons = (0,golden/* goldenReasons */.HR)(summary);
    const gate = verdictOf(summary, comparison);
    // Errors without a comparison are what made the verdict: a fork without secrets ignores them.
    const fromErrorsAlone = !comparison && gate.verdict === 'regressed';
    if (gate.verdict === 'regressed' && !(fromErrorsAlone && options.ignoreErrors))
        reasons.push(...gate.reasons);
    if (gate.verdict === 'inconclusive' && policy === 'inconclusive')
        reasons.push(`the gate could not decide: ${gate.reasons.join('; ')}`);
    if (policy === 'no-lift' || options.requireLift)
        reasons.push(...liftReasons(summary));
    if (policy === 'failures') {
        if (c.errors && !options.ignoreErrors && !fromErrorsAlone)
            reasons.push(`${fail_on_plural(c.errors, 'run')} ended in an error and could not be graded`);
        const notPassed = c.failed + c.abstained;
        if (notPassed)
            reasons.push(`${notPassed} run${notPassed === 1 ? '' : 's'} did not pass (${c.failed} failed, ${c.abstained} abstained)`);
    }
    const asked = `fail-on: ${policy}${options.requireLift ? ', skill-lift: require' : ''}`;
    return reasons.length ? `parley: ${reasons.join('; ')} (${asked})` : null;
}


/***/ }),

/***/ 4200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HR: () => (/* binding */ goldenReasons),
/* harmony export */   p5: () => (/* binding */ goldenFailures)
/* harmony export */ });
/* unused harmony exports goldenLine, withGolden */
/* harmony import */ var _results_golden_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9701);
// Golden tasks in the gate: waza's `golden: true` marks a task that must always pass, and
// `waza gate` fails when one did not, whatever the aggregate says. Here a golden task with a run
// that failed on the head fails the check under every fail-on but `never`, with or without a
// baseline, and makes the verdict `regressed` with the task named. Decided apart from the
// comparison (compare.ts, confirm.ts): a golden failure needs no statistics.

/** Golden tasks named in one reason. */
const NAMED = 5;
/** The golden tasks with a failed run on the head, from the tasks' own counts. */
function goldenFailures(summary) {
    return (0,_results_golden_js__WEBPACK_IMPORTED_MODULE_0__/* .goldenFailed */ .z)(summary.suites) ?? [];
}
/** "golden task suite/x failed (2 of 5 verdict runs)". */
function goldenLine(f) {
    return `golden task ${f.suite}/${f.task_id} failed (${f.failed} of ${f.verdicts} verdict run${f.verdicts === 1 ? '' : 's'})`;
}
/** Why golden tasks fail the check: one clause, or none. */
function goldenReasons(summary) {
    const failed = goldenFailures(summary);
    if (!failed.length)
        return [];
    if (failed.length === 1)
        return [goldenLine(failed[0])];
    const named = failed
        .slice(0, NAMED)
        .map((f) => `${f.suite}/${f.task_id} (${f.failed} of ${f.verdicts})`);
    const more = failed.length > NAMED ? `, … (${failed.length - NAMED} more)` : '';
    return [`${failed.length} golden tasks failed: ${named.join(', ')}${more}`];
}
/** The gate's verdict with the golden failures: `regressed`, named first, when there are any. */
function withGolden(gate, summary) {
    const reasons = goldenReasons(summary);
    if (!reasons.length)
        return gate;
    return {
        verdict: 'regressed',
        reasons: [...reasons, ...(gate.verdict === 'regressed' ? gate.reasons : [])],
    };
}


/***/ }),

/***/ 5749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ quarantinedTasks),
/* harmony export */   h: () => (/* binding */ withoutQuarantined)
/* harmony export */ });
/** The quarantined tasks of a summary, in its order. */
function quarantinedTasks(summary) {
    return summary.suites.flatMap((s) => s.tasks
        .filter((t) => t.quarantined)
        .map((t) => ({ suite: s.name, task_id: t.task_id, ...t.quarantined })));
}
/** The summary's counts without the quarantined tasks' runs (what fail-on counts). */
function withoutQuarantined(summary) {
    const out = summary.suites.flatMap((s) => s.tasks.filter((t) => t.quarantined));
    if (!out.length)
        return summary;
    const counts = structuredClone(summary.counts);
    for (const task of out) {
        counts.runs -= task.counts.runs;
        for (const [status, n] of Object.entries(task.counts.by_status))
            counts.by_status[status] -= n ?? 0;
        for (const [outcome, n] of Object.entries(task.counts.by_outcome))
            counts.by_outcome[outcome] -= n ?? 0;
    }
    return { ...summary, counts };
}


/***/ })

};
;