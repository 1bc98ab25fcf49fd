"use strict";
exports.id = 2035;
exports.ids = [2035];
exports.modules = {

/***/ 2035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  historyCommand: () => (/* binding */ historyCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/results/files.ts + 2 modules
var results_files = __webpack_require__(5056);
// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(9444);
// EXTERNAL MODULE: ./src/shared/json-lines.ts
var json_lines = __webpack_require__(5165);
// EXTERNAL MODULE: ./src/results/layout.ts
var layout = __webpack_require__(8534);
// EXTERNAL MODULE: ./src/results/history-schema.ts
var history_schema = __webpack_require__(9768);
;// CONCATENATED MODULE: ./src/results/history.ts
// The history of a suite set: each push or scheduled run's per-task results, appended to the
// previous run's history and trimmed to the last MAX_HISTORY_RUNS runs (and
// MAX_HISTORY_TASK_ENTRIES task entries), as history.jsonl; read back as untrusted.





const cut = (text, max = 500) => (text.length > max ? text.slice(0, max) : text);
const totalTokens = (u) => u.agent.total_tokens + u.responder.total_tokens + u.judge.total_tokens;
/** This run as one history line: every task of the summary (bounded as a summary's tasks are). */
function historyRunOf(summary, info) {
    const costs = new Map();
    for (const t of summary.cost?.tasks ?? [])
        costs.set(`${t.suite}\u0000${t.task_id}`, t.total);
    const tasks = [];
    for (const suite of summary.suites) {
        for (const task of suite.tasks) {
            if (tasks.length >= layout/* SUMMARY_TASKS */.Au)
                break;
            const status = task.counts.by_status;
            tasks.push({
                suite: cut(suite.name),
                task_id: cut(task.task_id),
                task_name: cut(task.task_name),
                ...(task.identity ? { identity: task.identity } : {}),
                pass_rate: task.pass_rate,
                trials: task.trials,
                passed: status.passed ?? 0,
                failed: status.failed ?? 0,
                abstained: status.abstained ?? 0,
                cap_exhausted: task.counts.by_outcome.cap_exhausted ?? 0,
                errored: task.errored ?? status.error ?? 0,
                tokens: totalTokens(task.usage),
                cost_usd: costs.get(`${suite.name}\u0000${task.task_id}`) ?? null,
                model: suite.model === null ? null : cut(suite.model, 200),
            });
        }
    }
    return {
        commit: summary.identity.commit === null ? null : cut(summary.identity.commit, 200),
        date: cut(summary.created_at, 40),
        event: cut(info.event, 40),
        run_id: info.runId ? cut(info.runId, 40) : null,
        run_url: info.runUrl ? cut(info.runUrl, 500) : null,
        parley_version: cut(summary.parley_version, 100),
        tasks,
    };
}
/** The previous history with this run last: the oldest runs leave beyond the bounds. */
function appendRun(previous, run) {
    const runs = [...previous, run].slice(-MAX_HISTORY_RUNS);
    let entries = runs.reduce((n, r) => n + r.tasks.length, 0);
    while (runs.length > 1 && entries > MAX_HISTORY_TASK_ENTRIES)
        entries -= runs.shift().tasks.length;
    return runs;
}
/** history.jsonl's text: one run a line. */
function renderHistory(runs) {
    return runs.map((r) => `${JSON.stringify(r)}\n`).join('');
}
/** history.jsonl parsed: every line validated; an error names the file and line. */
function parseHistory(text, file) {
    const { values: runs, errors } = (0,json_lines/* parseJsonLines */.L)(text, file, history_schema/* HistoryRun */.Yj);
    const first = errors[0];
    if (first) {
        const json = /^not JSON: /.exec(first.message);
        const what = json
            ? `not valid JSON (${first.message.slice(json[0].length)})`
            : `not a history line (${first.path || 'line'}: ${first.message})`;
        throw new results_files/* ResultsReadError */.D5(`${first.file}:${first.line}: ${what}`);
    }
    if (runs.length > layout/* MAX_HISTORY_RUNS */.x_) {
        throw new results_files/* ResultsReadError */.D5(`${file}: ${runs.length} runs, more than the ${layout/* MAX_HISTORY_RUNS */.x_} kept`);
    }
    return runs;
}
/** Reads and validates a history file (bounded in size). */
function readHistoryFile(file) {
    let text;
    try {
        text = (0,read_file/* readRegularFile */.X)(file, layout/* MAX_HISTORY_BYTES */.Yw).toString('utf8');
    }
    catch (error) {
        if (error instanceof read_file/* FileReadError */.t)
            throw new results_files/* ResultsReadError */.D5(error.message);
        throw error;
    }
    return parseHistory(text, file);
}

// EXTERNAL MODULE: ./src/results/reliability.ts
var reliability = __webpack_require__(434);
// EXTERNAL MODULE: ./src/verdict/exact.ts
var exact = __webpack_require__(9910);
// EXTERNAL MODULE: ./src/verdict/flaky.ts
var verdict_flaky = __webpack_require__(8800);
;// CONCATENATED MODULE: ./src/verdict/history-trends.ts
// What a suite set's history says per task: the pass-rate series, where it changed, the Wilson
// 95 % interval of the runs since then, the cost series, and whether the task is flaky.
//
// A change point is found by binary segmentation with exact tests: over a segment of the series
// (each run's verdict runs, passed and failed), every split into "before" and "after" is tested
// with both one-sided Fisher tests of after against before (verdict/exact.ts), and the split with
// the smallest p is a change when that p, Bonferroni-corrected for the splits and both sides
// (p x 2 x splits), is at most CHANGE_LEVEL; each side is then searched the same way. Named at the
// first run after the split: its commit is the first that shows the new rate. A task whose
// identity changed is still one series (its definition changing is often why its rate moved).
//
// Flaky: verdict/flaky.ts's rule (at least FLAKY_MIN_JOBS runs with verdicts, the pooled Wilson
// interval inside (FLAKY_LOW, FLAKY_HIGH)) over the runs since the last change, so that a task
// that went from passing to failing is a change, not a task with a rate of one half.



/** The family-wise level of a segment's change test (after the Bonferroni correction). */
const CHANGE_LEVEL = 0.05;
/** Segments are split at most this deep: a series of 90 runs has few real regimes. */
const MAX_DEPTH = 4;
const verdicts = (p) => p.passed + p.failed;
/** Every task of the history, in the order it first appears, with its series. */
function taskSeries(runs) {
    const tasks = new Map();
    runs.forEach((run, index) => {
        for (const t of run.tasks) {
            const key = `${t.suite}\u0000${t.task_id}`;
            let entry = tasks.get(key);
            if (!entry)
                tasks.set(key, (entry = { suite: t.suite, task_id: t.task_id, task_name: t.task_name, points: [] }));
            entry.task_name = t.task_name;
            entry.points.push({
                run: index,
                commit: run.commit,
                date: run.date,
                passed: t.passed,
                failed: t.failed,
                trials: t.trials,
                pass_rate: t.pass_rate,
                abstained: t.abstained,
                cap_exhausted: t.cap_exhausted,
                errored: t.errored,
                tokens: t.tokens,
                cost_usd: t.cost_usd,
                model: t.model,
            });
        }
    });
    return tasks;
}
function sum(points) {
    let passed = 0;
    let total = 0;
    for (const p of points) {
        passed += p.passed;
        total += verdicts(p);
    }
    return { passed, total };
}
/** The most significant split of points[from, to), or null when none is significant. */
function bestSplit(points, from, to) {
    // Running sums: before[i] is points[from, i)'s.
    const before = [{ passed: 0, total: 0 }];
    for (let i = from; i < to; i++) {
        const last = before.at(-1);
        const p = points[i];
        before.push({ passed: last.passed + p.passed, total: last.total + verdicts(p) });
    }
    const all = before.at(-1);
    // Every verdict passed, or none did: no split can differ (the common case, tested for free).
    if (all.passed === 0 || all.passed === all.total)
        return null;
    // Only splits between runs with verdicts: a run without any says nothing of the rate.
    const cuts = [];
    for (let i = from + 1; i < to; i++) {
        if (verdicts(points[i]) > 0 && before[i - from].total > 0)
            cuts.push(i);
    }
    if (!cuts.length)
        return null;
    let best = null;
    for (const at of cuts) {
        const a = before[at - from];
        const b = { passed: all.passed - a.passed, total: all.total - a.total };
        const fell = (0,exact/* fisherLower */.$3)({
            basePass: a.passed,
            baseTotal: a.total,
            headPass: b.passed,
            headTotal: b.total,
        });
        const rose = (0,exact/* fisherLower */.$3)({
            basePass: b.passed,
            baseTotal: b.total,
            headPass: a.passed,
            headTotal: a.total,
        });
        const p = (0,exact/* atMost */.Tu)(fell, rose) ? fell : rose;
        if (!best || !(0,exact/* atMost */.Tu)(best.p, p))
            best = { at, p };
    }
    const corrected = (0,exact/* scale */.hs)(best.p, BigInt(2 * cuts.length), 1n);
    if (!(0,exact/* atMost */.Tu)(corrected, (0,exact/* decimalRational */.c4)(CHANGE_LEVEL)))
        return null;
    const a = sum(points.slice(from, best.at));
    const b = sum(points.slice(best.at, to));
    const first = points[best.at];
    return {
        at: best.at,
        commit: first.commit,
        date: first.date,
        before: a.passed / a.total,
        after: b.passed / b.total,
        p: Math.min(1, (0,exact/* toNumber */.Ro)(corrected)),
    };
}
/** The change points of a series, in order (binary segmentation, CHANGE_LEVEL per segment). */
function changePoints(points) {
    const found = [];
    const search = (from, to, depth) => {
        if (depth > MAX_DEPTH || to - from < 2)
            return;
        const split = bestSplit(points, from, to);
        if (!split)
            return;
        found.push(split);
        search(from, split.at, depth + 1);
        search(split.at, to, depth + 1);
    };
    search(0, points.length, 1);
    found.sort((x, y) => x.at - y.at);
    // Each change's rates are of the runs between it and its neighbours, not of the segment it
    // was found in (which a later split may have cut).
    return found.map((c, i) => {
        const a = sum(points.slice(found[i - 1]?.at ?? 0, c.at));
        const b = sum(points.slice(c.at, found[i + 1]?.at ?? points.length));
        return { ...c, before: a.passed / a.total, after: b.passed / b.total };
    });
}
/** Every task's trend, in the order the history first names them. */
function historyTrends(runs) {
    return [...taskSeries(runs).values()].map((task) => {
        const changes = changePoints(task.points);
        const since = task.points.slice(changes.at(-1)?.at ?? 0);
        const { passed, total } = sum(since);
        const { low, high } = (0,reliability/* wilson95 */.p)(passed, total);
        const flaky = (0,verdict_flaky/* flakyOnMain */.m5)(since.map((p) => ({ commit: p.commit, passed: p.passed, failed: p.failed })));
        return {
            ...task,
            changes,
            now: {
                passed,
                verdicts: total,
                rate: total ? passed / total : 0,
                low,
                high,
                runs: since.length,
            },
            flaky,
        };
    });
}

// EXTERNAL MODULE: ./src/report/html/escape.ts
var html_escape = __webpack_require__(9175);
// EXTERNAL MODULE: ./src/report/html/page.ts
var page = __webpack_require__(3159);
;// CONCATENATED MODULE: ./src/report/html/history.ts




const CSS = `
.spark { display: block; } .spark .bar-pass { fill: var(--pass); } .spark .bar-fail { fill: var(--fail); }
.spark .bar-mixed { fill: #d4a72c; } .spark .bar-none { fill: var(--line); } .spark .cost { fill: #8250df; }
.spark .change { stroke: #1f2328; stroke-width: 2; stroke-dasharray: 3 2; } .spark .axis { stroke: var(--line); }
td.task { max-width: 260px; overflow-wrap: anywhere; } .flaky { color: var(--warn); font-weight: 600; }
.changed { color: var(--fail); font-weight: 600; } code { font-size: 12px; }
`;
const pct = (rate) => `${Math.round(rate * 100)}%`;
const history_short = (commit) => (commit ? commit.slice(0, 7) : 'no commit');
const dollars = (v) => (v >= 0.01 ? `$${v.toFixed(2)}` : `$${v.toFixed(4)}`);
/** Bars of the pass rate per run, a dashed line before each change. */
function passSpark(trend, runs) {
    const w = 12;
    const h = 36;
    const width = Math.max(1, runs) * w;
    const at = new Set(trend.changes.map((c) => trend.points[c.at].run));
    const bars = trend.points.map((p) => {
        const total = p.passed + p.failed;
        const rate = total ? p.passed / total : 0;
        const cls = !total
            ? 'bar-none'
            : rate === 1
                ? 'bar-pass'
                : rate === 0
                    ? 'bar-fail'
                    : 'bar-mixed';
        const bh = total ? Math.max(2, Math.round(rate * (h - 2))) : 2;
        const others = [
            p.abstained && `${p.abstained} abstained`,
            p.cap_exhausted && `${p.cap_exhausted} cap exhausted`,
            p.errored && `${p.errored} errored`,
        ].filter(Boolean);
        const label = `${history_short(p.commit)} ${p.date.slice(0, 10)}: ${p.passed}/${total} passed${others.length ? `, ${others.join(', ')}` : ''}${p.model ? ` (${p.model})` : ''}`;
        const line = at.has(p.run)
            ? `<line class="change" x1="${p.run * w}" x2="${p.run * w}" y1="0" y2="${h}"/>`
            : '';
        return `${line}<rect class="${cls}" x="${p.run * w + 1}" y="${h - bh}" width="${w - 2}" height="${bh}"><title>${(0,html_escape/* escapeHtml */.ZD)(label)}</title></rect>`;
    });
    return `<svg class="spark" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="pass rate per run"><line class="axis" x1="0" x2="${width}" y1="${h - 0.5}" y2="${h - 0.5}"/>${bars.join('')}</svg>`;
}
/** Bars of the cost per run (tokens when no run has a cost). */
function costSpark(trend, runs) {
    const w = 12;
    const h = 24;
    const width = Math.max(1, runs) * w;
    const costed = trend.points.some((p) => p.cost_usd !== null);
    const value = (p) => (costed ? (p.cost_usd ?? 0) : p.tokens);
    const max = Math.max(0, ...trend.points.map(value));
    const bars = trend.points.map((p) => {
        const v = value(p);
        const bh = max > 0 ? Math.max(1, Math.round((v / max) * (h - 1))) : 1;
        const label = `${history_short(p.commit)}: ${costed ? (p.cost_usd === null ? 'cost unknown' : dollars(v)) : `${v} tokens`}`;
        return `<rect class="cost" x="${p.run * w + 1}" y="${h - bh}" width="${w - 2}" height="${bh}"><title>${(0,html_escape/* escapeHtml */.ZD)(label)}</title></rect>`;
    });
    const last = trend.points.at(-1);
    const text = !last
        ? ''
        : costed
            ? last.cost_usd === null
                ? 'last: unknown'
                : `last: ${dollars(last.cost_usd)}`
            : `last: ${last.tokens.toLocaleString('en-US')} tokens`;
    return {
        svg: `<svg class="spark" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="cost per run">${bars.join('')}</svg>`,
        text,
    };
}
function changeText(trend) {
    if (!trend.changes.length)
        return '<span class="muted">none</span>';
    return trend.changes
        .map((c) => `<span class="changed">${pct(c.before)} → ${pct(c.after)}</span> from <code>${(0,html_escape/* escapeHtml */.ZD)(history_short(c.commit))}</code> (${(0,html_escape/* escapeHtml */.ZD)(c.date.slice(0, 10))}, p = ${c.p.toPrecision(2)})`)
        .join('<br>');
}
function taskRow(trend, runs) {
    const cost = costSpark(trend, runs);
    const flaky = trend.flaky
        ? `<div class="flaky">flaky: ${pct(trend.flaky.rate)} over ${trend.flaky.jobs} runs</div>`
        : '';
    return (`<tr><td class="task">${(0,html_escape/* escapeLine */.EH)(trend.suite)} / <b>${(0,html_escape/* escapeLine */.EH)(trend.task_id)}</b>` +
        (trend.task_name !== trend.task_id
            ? `<div class="meta">${(0,html_escape/* escapeLine */.EH)(trend.task_name)}</div>`
            : '') +
        `${flaky}</td><td>${passSpark(trend, runs)}</td>` +
        `<td class="num">${pct(trend.now.rate)} (${trend.now.passed}/${trend.now.verdicts})<div class="meta">95 % ${pct(trend.now.low)}–${pct(trend.now.high)}, ${trend.now.runs} run(s)</div></td>` +
        `<td>${changeText(trend)}</td><td>${cost.svg}<div class="meta">${(0,html_escape/* escapeHtml */.ZD)(cost.text)}</div></td></tr>`);
}
function runsTable(runs) {
    const rows = runs.map((r, i) => {
        const tasks = r.tasks.length;
        const passed = r.tasks.reduce((n, t) => n + t.passed, 0);
        const total = r.tasks.reduce((n, t) => n + t.passed + t.failed, 0);
        const commit = `<code>${(0,html_escape/* escapeHtml */.ZD)(history_short(r.commit))}</code>`;
        return `<tr><td class="num">${i + 1}</td><td>${(0,html_escape/* escapeLine */.EH)(r.date.slice(0, 16).replace('T', ' '))}</td><td>${(0,html_escape/* escapeLine */.EH)(r.event)}</td><td>${commit}</td><td class="num">${tasks}</td><td class="num">${passed}/${total}</td><td>${(0,html_escape/* escapeLine */.EH)(r.parley_version)}</td><td>${r.run_url ? (0,html_escape/* escapeLine */.EH)(r.run_url) : ''}</td></tr>`;
    });
    return `<details><summary>The ${runs.length} run(s)</summary><table><tr><th>#</th><th>date</th><th>event</th><th>commit</th><th>tasks</th><th>verdicts passed</th><th>Parley</th><th>run</th></tr>${rows.join('')}</table></details>`;
}
/** The whole page. */
function renderHistoryHtml(title, runs, trends) {
    const flaky = trends.filter((t) => t.flaky);
    const changed = trends.filter((t) => t.changes.length);
    const first = runs[0]?.date.slice(0, 10) ?? '';
    const last = runs.at(-1)?.date.slice(0, 10) ?? '';
    const list = (items, text) => items.length
        ? `<ul>${items.map((t) => `<li>${(0,html_escape/* escapeLine */.EH)(t.suite)} / <b>${(0,html_escape/* escapeLine */.EH)(t.task_id)}</b>: ${text(t)}</li>`).join('')}</ul>`
        : '<p class="muted">None.</p>';
    return ((0,page/* pageStart */.qd)(title, page/* NO_SCRIPT_POLICY */.lJ).replace('</style>', `${CSS}</style>`) +
        `<h1>${(0,html_escape/* escapeHtml */.ZD)(title)}</h1>` +
        `<p class="meta">${runs.length} push and scheduled run(s), ${(0,html_escape/* escapeHtml */.ZD)(first)} to ${(0,html_escape/* escapeHtml */.ZD)(last)}; ${trends.length} task(s).</p>` +
        `<h2>Changed</h2>${list(changed, changeText)}` +
        `<h2>Flaky</h2>${list(flaky, (t) => `<span class="flaky">${pct(t.flaky.rate)}</span> of ${t.flaky.runs} verdict runs over ${t.flaky.jobs} runs since the last change`)}` +
        `<h2>Tasks</h2><table><tr><th>task</th><th>pass rate per run (oldest first)</th><th>since the last change</th><th>changed</th><th>cost per run</th></tr>` +
        trends.map((t) => taskRow(t, runs.length)).join('') +
        '</table>' +
        runsTable(runs) +
        `<p class="note">A change: the split of a task's runs whose one-sided Fisher test (either way) has the smallest p, reported when that p times 2 × the splits is at most ${CHANGE_LEVEL}; each side searched again; named at the first run after it. Flaky: at least ${verdict_flaky/* FLAKY_MIN_JOBS */.uT} runs since the last change whose pooled Wilson 95 % interval lies inside (${verdict_flaky/* FLAKY_LOW */.Xu}, ${verdict_flaky/* FLAKY_HIGH */.pv}).</p>` +
        '</main></body></html>\n');
}

// EXTERNAL MODULE: ./src/commands/compare.ts
var compare = __webpack_require__(1165);
// EXTERNAL MODULE: ./src/commands/types.ts
var types = __webpack_require__(8619);
;// CONCATENATED MODULE: ./src/commands/history.ts
// `parley history [DIR|FILE] [--from-cache] [--suite-set NAME] [--html FILE]`: what a suite set's
// history says per task (verdict/history-trends.ts): the pass rate per run, where it changed and
// at which commit, the Wilson 95 % interval since then, the cost per run, the flaky tasks. DIR: a
// results directory (its history.jsonl; without one, its summary.json as a history of one run)
// or a history.jsonl. --from-cache: the history the action restored or saved in this job, under
// the workspace's .parley-history/. Writes history.html (beside the file read, or --html).
// Exit 0, or 2 when the history cannot be read or the page written.








/** Terminal-safe: no control characters or escape sequences from the file. */
// eslint-disable-next-line no-control-regex
const clean = (text) => text.replace(/[\u0000-\u001F\u007F-\u009F]/g, '?');
const history_pct = (rate) => `${Math.round(rate * 100)}%`;
const commands_history_short = (commit) => (commit ? clean(commit.slice(0, 7)) : 'no commit');
function fromCache(suiteSet) {
    const dir = (0,external_node_path_.join)(process.env.GITHUB_WORKSPACE || process.cwd(), results_files/* HISTORY_CACHE_DIR */.Kz);
    const files = (0,external_node_fs_.existsSync)(dir) ? (0,external_node_fs_.readdirSync)(dir).filter((f) => f.endsWith('.jsonl')) : [];
    const wanted = suiteSet ? files.filter((f) => f === `${suiteSet}.jsonl`) : files;
    if (wanted.length === 1)
        return (0,external_node_path_.join)(dir, wanted[0]);
    if (!wanted.length) {
        throw new types/* UsageError */.e(`--from-cache: no history${suiteSet ? ` of suite set "${suiteSet}"` : ''} in ${dir} (the action restores it there in a push, schedule or pull_request job)`);
    }
    throw new types/* UsageError */.e(`--from-cache: ${dir} holds the histories of ${wanted.length} suite sets (${wanted.map((f) => f.slice(0, -6)).join(', ')}): name one with --suite-set`);
}
/** The runs, and the file the page goes beside. */
function readRuns(path) {
    try {
        if ((0,external_node_fs_.existsSync)(path) && (0,external_node_fs_.statSync)(path).isDirectory()) {
            if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(path, results_files/* HISTORY_FILE */.CX))) {
                return { runs: readHistoryFile((0,external_node_path_.join)(path, results_files/* HISTORY_FILE */.CX)), dir: path };
            }
            const summary = (0,compare.readSummary)((0,external_node_path_.join)(path, results_files/* SUMMARY_FILE */.u7));
            return { runs: [historyRunOf(summary, { event: 'local' })], dir: path };
        }
        return { runs: readHistoryFile(path), dir: (0,external_node_path_.dirname)(path) };
    }
    catch (error) {
        if (error instanceof results_files/* ResultsReadError */.D5)
            throw new types/* UsageError */.e(error.message);
        throw error;
    }
}
function taskLines(t) {
    const name = `${clean(t.suite)} / ${clean(t.task_id)}`;
    const series = t.points
        .map((p) => (p.passed + p.failed ? `${p.passed}/${p.passed + p.failed}` : '-'))
        .join(' ');
    const lines = [
        `${name}`,
        `  pass rate per run: ${series}`,
        `  since the last change: ${history_pct(t.now.rate)} (${t.now.passed}/${t.now.verdicts} over ${t.now.runs} run(s)), Wilson 95 % ${history_pct(t.now.low)}-${history_pct(t.now.high)}`,
    ];
    for (const c of t.changes) {
        lines.push(`  changed: ${history_pct(c.before)} -> ${history_pct(c.after)} from commit ${commands_history_short(c.commit)} (${clean(c.date.slice(0, 10))}, p = ${c.p.toPrecision(2)})`);
    }
    if (t.flaky)
        lines.push(`  flaky: ${history_pct(t.flaky.rate)} over ${t.flaky.jobs} runs`);
    const costs = t.points.map((p) => p.cost_usd);
    if (costs.some((c) => c !== null)) {
        lines.push(`  cost per run: ${costs.map((c) => (c === null ? '?' : `$${c.toFixed(4)}`)).join(' ')}`);
    }
    else {
        lines.push(`  tokens per run: ${t.points.map((p) => p.tokens).join(' ')}`);
    }
    return lines;
}
const historyCommand = {
    name: 'history',
    usage: 'history [DIR|FILE] [--from-cache] [--suite-set NAME] [--html FILE]',
    options: {
        'from-cache': { type: 'boolean' },
        'suite-set': { type: 'string' },
        html: { type: 'string' },
    },
    help: {
        'from-cache': `read the history the action restored in this job (${results_files/* HISTORY_CACHE_DIR */.Kz}/ in the workspace)`,
        'suite-set': 'NAME with --from-cache: the suite set whose history to read',
        html: `FILE where to write the page (default: ${results_files/* HISTORY_HTML_FILE */.Wu} beside the history)`,
    },
    async run(values, positionals) {
        if (positionals.length > 1)
            throw new types/* UsageError */.e('expected at most one DIR or FILE');
        if (values['from-cache'] && positionals.length) {
            throw new types/* UsageError */.e('give either DIR or --from-cache, not both');
        }
        const path = values['from-cache']
            ? fromCache(values['suite-set'])
            : (positionals[0] ?? '.');
        const { runs, dir } = readRuns(path);
        const trends = historyTrends(runs);
        const name = (0,external_node_path_.basename)(path).replace(/\.jsonl$/, '');
        const title = name === 'history' || (0,external_node_fs_.statSync)(path).isDirectory()
            ? 'Parley history'
            : `Parley history: ${name}`;
        const out = values.html ?? (0,external_node_path_.join)(dir, results_files/* HISTORY_HTML_FILE */.Wu);
        try {
            (0,external_node_fs_.writeFileSync)(out, renderHistoryHtml(title, runs, trends));
        }
        catch (error) {
            throw new types/* UsageError */.e(`${out}: cannot be written (${error.message})`);
        }
        const first = runs[0];
        const last = runs.at(-1);
        console.log(`parley history: ${runs.length} run(s)${first ? ` from ${commands_history_short(first.commit)} (${clean(first.date.slice(0, 10))}) to ${commands_history_short(last.commit)} (${clean(last.date.slice(0, 10))})` : ''}, ${trends.length} task(s)`);
        const flaky = trends.filter((t) => t.flaky);
        const changed = trends.filter((t) => t.changes.length);
        console.log(`flaky: ${flaky.length ? flaky.map((t) => `${clean(t.suite)} / ${clean(t.task_id)} (${history_pct(t.flaky.rate)})`).join(', ') : 'none'}`);
        console.log(`changed: ${changed.length ? changed.map((t) => `${clean(t.suite)} / ${clean(t.task_id)} at ${commands_history_short(t.changes.at(-1).commit)}`).join(', ') : 'none'}`);
        for (const t of trends)
            console.log(`\n${taskLines(t).join('\n')}`);
        console.log(`\nhistory page: ${out}`);
        return 0;
    },
};


/***/ }),

/***/ 7444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ runAnchor)
/* harmony export */ });
// Stable in-page anchors of runs, from their task and trial: the scorecard links to a task's
// runs without reading results.jsonl first. A hash, so no untrusted text reaches an id or href.
/** FNV-1a, 32 bits, hex. */
function hash(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
}
function runAnchor(suite, taskId, trial) {
    return `run-${hash(`${suite}\u0000${taskId}`)}-${trial}`;
}


/***/ }),

/***/ 9175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EH: () => (/* binding */ escapeLine),
/* harmony export */   Hc: () => (/* binding */ valueBlock),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   fI: () => (/* binding */ textBlock)
/* harmony export */ });
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5839);
// The one escaping of report.html: every piece of text that reaches the page (agent, responder
// and grader text, task names, even our own labels) goes through escapeHtml(), so no text can
// become markup. The page's Content-Security-Policy (page.ts) makes markup inert if it ever did.

/** C0 controls except tab and newline, DEL, C1 controls, and bidirectional overrides. */
const CONTROL_CLASS = '\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';
const CONTROLS = new RegExp(`[${CONTROL_CLASS}]`, 'g');
/** Anything escapeHtml changes: most labels and messages have none, and are returned as they are. */
const CHANGED = new RegExp(`[${CONTROL_CLASS}&<>"']`);
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/** Text as HTML text or attribute value: controls removed, the five special characters escaped. */
function escapeHtml(text) {
    if (!CHANGED.test(text))
        return text;
    return text.replace(CONTROLS, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
/** One line of at most max characters, escaped: names, labels, feedback in table cells. */
function escapeLine(text, max = 300) {
    return escapeHtml((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(text.replace(/\s+/g, ' ').trim(), max));
}
/**
 * A block of untrusted text (a message, a tool result), escaped, cut at max characters with a
 * note saying how much more results.jsonl holds.
 */
function textBlock(text, max, className = 'text') {
    // No more characters than UTF-16 units: a text within max units is never cut.
    const chars = text.length > max ? Array.from(text) : undefined;
    const cut = chars !== undefined && chars.length > max;
    const shown = cut ? chars.slice(0, max).join('') : text;
    const note = cut
        ? `<p class="cut">… cut: ${(chars.length - max).toLocaleString('en-US')} more characters in results.jsonl</p>`
        : '';
    return `<pre class="${escapeHtml(className)}">${escapeHtml(shown)}</pre>${note}`;
}
/** Any JSON value (tool arguments and results) as an escaped block, strings shown as they are. */
function valueBlock(value, max) {
    let text;
    if (typeof value === 'string')
        text = value;
    else {
        try {
            text = JSON.stringify(value, null, 2) ?? String(value);
        }
        catch {
            text = String(value);
        }
    }
    return textBlock(text, max, 'text code');
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

/***/ 9768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yj: () => (/* binding */ HistoryRun)
/* harmony export */ });
/* unused harmony exports HistoryTask, History */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8534);
// history.jsonl: one line per push or scheduled run of a suite set, oldest first, what each task
// did in it (the action keeps it in the Actions cache, github/history-store.ts; `parley history`
// reads it). Read back as untrusted: every field bounded.


const Count = zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().max(1_000_000);
/** One task in one run: its verdict counts, outcomes, usage and cost. */
const HistoryTask = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    suite: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
    task_id: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
    task_name: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500),
    /** The task's identity (definition, models, Parley version); absent in older summaries. */
    identity: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(128).optional(),
    /** passed / trials, as summary.json's pass_rate. */
    pass_rate: zod__WEBPACK_IMPORTED_MODULE_1__.number().min(0).max(1),
    trials: Count,
    passed: Count,
    failed: Count,
    abstained: Count,
    cap_exhausted: Count,
    errored: Count,
    /** Every role's tokens (agent, responder, judge). */
    tokens: Count.max(Number.MAX_SAFE_INTEGER),
    /** Dollars at the `prices` table; null when unknown or no prices were configured. */
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative().nullable(),
    /** The agent's model, as the suite resolved it. */
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(200).nullable(),
});
/** One run of the suite set. */
const HistoryRun = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    commit: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(200).nullable(),
    /** The run's summary created_at. */
    date: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(40),
    event: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(40),
    run_id: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(40).nullable(),
    run_url: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(500).nullable(),
    parley_version: zod__WEBPACK_IMPORTED_MODULE_1__.string().max(100),
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__.array(HistoryTask).max(_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_TASKS */ .Au),
});
/** The whole file, for schemas/: MAX_HISTORY_RUNS lines at most. */
const History = zod__WEBPACK_IMPORTED_MODULE_1__.array(HistoryRun).max(_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_HISTORY_RUNS */ .x_);


/***/ }),

/***/ 5165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseJsonLines)
/* harmony export */ });
const pathText = (path) => path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
const zodWords = (issues) => issues.map((issue) => ({ path: issue.path, message: issue.message }));
function parseJsonLines(text, file, schema, describe = zodWords) {
    const values = [];
    const errors = [];
    text.split('\n').forEach((raw, index) => {
        const line = index + 1;
        if (!raw.trim())
            return;
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch (error) {
            errors.push({ file, line, path: '', message: `not JSON: ${error.message}` });
            return;
        }
        const parsed = schema.safeParse(value);
        if (parsed.success) {
            values.push(parsed.data);
            return;
        }
        for (const issue of describe(parsed.error.issues, value, raw).slice(0, 5)) {
            errors.push({
                file,
                line,
                ...(issue.column !== undefined ? { column: issue.column } : {}),
                path: pathText(issue.path),
                message: issue.message,
            });
        }
    });
    return { values, errors };
}


/***/ })

};
;