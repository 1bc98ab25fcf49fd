"use strict";
exports.id = 7687;
exports.ids = [7687];
exports.modules = {

/***/ 9475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PR: () => (/* binding */ finalReport),
/* harmony export */   oz: () => (/* binding */ progressLine)
/* harmony export */ });
/* unused harmony exports paintStatus, taskLabel, runLabel, notPassedLines */
/* harmony import */ var _results_reason_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8128);
/* harmony import */ var _shared_colour_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(637);
/* harmony import */ var _trigger_accuracy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1982);
/* harmony import */ var _skill_lift_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6897);
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5839);
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
const safe = (text, max = 200) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(text)), max);
/** A reason is prose: cut between words. */
const prose = (text, max) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateAtWord */ ._n)((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(text)), max);
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
    // A skill-lift job's twin of a run has its trial number: the arm tells them apart.
    return `${taskLabel(r)} #${r.trial}${r.skill_arm === 'without' ? ' without the skill' : ''}`;
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
    const { kind, text } = (0,_results_reason_js__WEBPACK_IMPORTED_MODULE_3__/* .notPassedReason */ .y)(r);
    return kind === 'error' ? `${r.outcome}: ${text}` : text;
}
/**
 * The closing list: per task and status, how many of its trials, and why (each distinct reason
 * once, with its trials when the trials differ), instead of a block per trial.
 */
function notPassedLines(records, style = _shared_colour_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAIN */ .tZ) {
    const tasks = new Map();
    for (const r of records) {
        // A skill-lift job's runs without the skill are the lift's, not the job's (merged shards).
        if (r.skill_arm === 'without')
            continue;
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
    lines.push(...(0,_trigger_accuracy_js__WEBPACK_IMPORTED_MODULE_4__/* .triggerAccuracyLines */ .f)(summary).map((l) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(l)));
    const lift = (0,_skill_lift_js__WEBPACK_IMPORTED_MODULE_1__/* .skillLiftLine */ .hS)(summary);
    if (lift)
        lines.push((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(lift));
    const notPassed = notPassedLines(records, style);
    if (notPassed.length)
        lines.push('', style.bold('Not passed (or passed at the cap):'), ...notPassed);
    for (const note of notes)
        lines.push('', note);
    return lines.join('\n');
}


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

/***/ 4919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z0: () => (/* binding */ HTML_MAX_BYTES),
/* harmony export */   eJ: () => (/* binding */ renderRun),
/* harmony export */   m6: () => (/* binding */ HTML_SPOOL)
/* harmony export */ });
/* unused harmony exports MESSAGE_MAX, TOOL_MAX, TOOL_CALLS_MAX, RUN_MAX */
/* harmony import */ var _anchors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7444);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9175);


/** What report.html may weigh; the runs beyond it are counted, not shown. */
const HTML_MAX_BYTES = 25 * 1024 * 1024;
/** Characters of one message shown; the rest is in results.jsonl (the page says so). */
const MESSAGE_MAX = 20_000;
/** Characters of a tool call's arguments or result, of a grader's feedback, of a log. */
const TOOL_MAX = 4_000;
const LOG_MAX = 20_000;
/** Tool calls shown per turn; a turn with more says how many are left to results.jsonl. */
const TOOL_CALLS_MAX = 100;
/** Characters one run may take on the page; further turns are left to results.jsonl. */
const RUN_MAX = 2_000_000;
const SENDERS = {
    prompt: { who: 'User · prompt', className: 'user' },
    follow_up: { who: 'User · scripted follow-up', className: 'user' },
    turn: { who: 'User · scripted turn', className: 'user' },
    responder: { who: 'Responder · reply', className: 'responder' },
    human: { who: 'Human', className: 'user' },
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function badge(text, className) {
    return `<span class="badge ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(className)}">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(text)}</span>`;
}
function mark(ok, text) {
    const className = ok === null ? 'info' : ok ? 'ok' : 'bad';
    const icon = ok === null ? '•' : ok ? '✓' : '✗';
    return `<span class="mark ${className}">${icon} ${text}</span>`;
}
function toolCall(call) {
    const state = call.status ?? (call.success ? 'completed' : 'failed');
    const ok = call.success ? '✓' : '✗';
    const title = call.title ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(call.title, 120)}` : '';
    const kind = call.kind ? ` <span class="muted">[${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(call.kind, 30)}]</span>` : '';
    const where = call.locations?.length
        ? `<div class="label">files: ${call.locations.map((l) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(l.path, 200)).join(', ')}</div>`
        : '';
    const result = call.result === undefined
        ? '<div class="label">no result</div>'
        : `<div class="label">result</div>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .valueBlock */ .Hc)(call.result, TOOL_MAX)}`;
    return (`<details class="tool"><summary>${ok} tool <b>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(call.name, 120)}</b>${kind}${title}` +
        ` <span class="muted">(${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(state)}, ${call.duration_ms} ms)</span></summary>` +
        `${where}<div class="label">arguments</div>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .valueBlock */ .Hc)(call.arguments, TOOL_MAX)}${result}</details>`);
}
function tools(calls) {
    const shown = calls.slice(0, TOOL_CALLS_MAX).map(toolCall).join('');
    const more = calls.length - TOOL_CALLS_MAX;
    return more > 0
        ? `${shown}<p class="cut">… ${more} more tool call(s) in results.jsonl</p>`
        : shown;
}
function permission(p) {
    const choice = p.outcome === 'cancelled' ? 'cancelled' : (p.option_kind ?? p.option_id ?? '');
    return mark(p.allowed, `permission ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(p.tool, 80)}${p.title ? ` (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(p.title, 100)})` : ''}: ${p.allowed ? 'allowed' : 'denied'} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(choice, 60)}`);
}
function turnMarks(turn, checkpoints) {
    const marks = [
        ...checkpoints
            .filter((c) => c.reached && c.turn === turn.index)
            .map((c) => mark(true, `checkpoint ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(c.id, 80)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(c.message, 200)}`)),
        ...turn.assertions.map((a) => mark(a.passed, `assertion ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(a.type, 40)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(a.message, 300)}`)),
        ...(turn.permissions ?? []).map(permission),
        ...turn.skill_invocations.map((s) => mark(null, `skill ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(s, 80)}`)),
    ];
    return marks.length ? `<div class="marks">${marks.join('')}</div>` : '';
}
const FINDING_WORDS = {
    over_answered: 'over-answered',
    ungrounded: 'ungrounded',
};
/**
 * One responder decision, after the agent message it classified: the reply it led to is the next
 * turn's user message, so the card holds what the record adds (reason, model, the brief facts it
 * used) and what the reply audit found, beside the reply.
 */
function decisionCard(d) {
    const by = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(d.by) + (d.model ? ` · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(d.model, 80)}` : '');
    const unsent = d.sent === false ? ' · not sent: the follow-up cap was spent' : '';
    const lines = [
        `<div class="who">Responder (${by}) · decision: <b>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(d.decision)}</b>${unsent}</div>`,
        `<div>reason: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(d.reason, 2_000)}</div>`,
    ];
    if (d.sent === false)
        lines.push(`<div>reply: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(d.reply, 2_000)}</div>`);
    if (d.uses) {
        const uses = d.uses.length ? d.uses.map((k) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(k, 80)).join(', ') : 'nothing';
        lines.push(`<div class="muted">uses from the brief: ${uses}</div>`);
    }
    const findings = (d.findings ?? []).map((f) => mark(false, `${FINDING_WORDS[f.kind]}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(f.detail, 500)}`));
    if (findings.length)
        lines.push(`<div class="marks">${findings.join('')}</div>`);
    return `<div class="msg card d-${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(d.decision)}">${lines.join('')}</div>`;
}
/** The pictures and sounds sent with the input (named, not shown: the record keeps no bytes). */
function attachmentsOf(turn) {
    const sent = (turn.attachments ?? []).slice(0, 20);
    if (!sent.length)
        return '';
    const items = sent.map((a) => `${a.kind} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(a.label, 200)}${a.bytes ? ` (${a.bytes} bytes)` : ''}`);
    return `<div class="muted">sent with it: ${items.join(', ')}</div>`;
}
function renderTurn(turn, checkpoints) {
    const sender = SENDERS[turn.input_source];
    const user = `<div class="msg ${sender.className}"><div class="who">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(sender.who)}</div>` +
        `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .textBlock */ .fI)(turn.input, MESSAGE_MAX)}${attachmentsOf(turn)}</div>`;
    const facts = [
        `turn ${turn.index + 1}`,
        seconds(turn.duration_ms),
        ...(turn.stop_reason !== 'end_turn' ? [`stop: ${turn.stop_reason}`] : []),
        ...(turn.tool_calls.length ? [`${turn.tool_calls.length} tool call(s)`] : []),
    ];
    const cut = turn.cut_off ? ` ${badge('cut off', 's-error')}` : '';
    const output = turn.output
        ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .textBlock */ .fI)(turn.output, MESSAGE_MAX)
        : '<p class="note">(no text)</p>';
    const agent = `<div class="msg agent"><div class="who">Agent · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(facts.join(' · '))}${cut}</div>` +
        `${tools(turn.tool_calls)}${output}${turnMarks(turn, checkpoints)}</div>`;
    return user + agent + (turn.decision ? decisionCard(turn.decision) : '');
}
/** The responder's last decision: why the conversation ended (or that it ran to the end). */
function decision(record) {
    const r = record.responder;
    const parts = [];
    if (r) {
        // The last turn's card already shows the decision that ended the conversation, with its
        // reason: the ending says how it ended, once.
        const last = record.turns.at(-1)?.decision;
        const shown = last !== undefined && last.reason === r.reason;
        parts.push(`<div class="who">Conversation ended: <b>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(r.outcome, 40)}</b> (responder ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(r.kind)})` +
            ` · ${r.followups_sent} follow-up(s) sent</div>`);
        if (r.reason && !shown)
            parts.push(`<div>reason: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(r.reason, 2_000)}</div>`);
        if (r.last_question && ['abstained', 'cap_exhausted'].includes(r.outcome))
            parts.push(`<div class="muted">on: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(r.last_question, 500)}</div>`);
    }
    if (record.ended_with_question)
        parts.push('<div>The agent ended asking something no input source could answer.</div>');
    return parts.length ? `<div class="msg decision">${parts.join('')}</div>` : '';
}
function graders(record) {
    if (!record.graders.length)
        return '';
    const rows = record.graders
        .map((g) => {
        // A suite grader on a run that abstained as its task expects: neither passed nor failed.
        if (g.applicable === false) {
            return (`<tr><td>– ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.name, 100)}</td><td>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.type, 40)}</td>` +
                `<td class="num">—</td><td class="num">—</td>` +
                `<td>${badge('not applicable', 's-skipped')}</td>` +
                `<td>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.feedback, TOOL_MAX)}</td></tr>`);
        }
        return (`<tr><td>${g.passed ? '✓' : '✗'} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.name, 100)}</td><td>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.type, 40)}</td>` +
            `<td class="num">${g.score.toFixed(2)}</td><td class="num">${g.weight}</td>` +
            `<td>${badge(g.passed ? 'passed' : 'failed', g.passed ? 's-passed' : 's-failed')}</td>` +
            `<td>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.feedback, TOOL_MAX)}</td></tr>`);
    })
        .join('');
    return ('<h3>Graders</h3><table><tr><th>Grader</th><th>Type</th><th>Score</th><th>Weight</th>' +
        `<th>Result</th><th>Feedback</th></tr>${rows}</table>`);
}
function missedCheckpoints(record) {
    const missed = record.checkpoints.filter((c) => !c.reached);
    if (!missed.length)
        return '';
    return `<div class="marks">${missed
        .map((c) => mark(c.required ? false : null, `checkpoint ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(c.id, 80)} not reached${c.required ? '' : ' (optional)'}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(c.message, 200)}`))
        .join('')}</div>`;
}
function logs(record) {
    const blocks = [];
    if (record.agent_log?.length)
        blocks.push(`<details class="tool"><summary>agent log (${record.agent_log.length} lines)</summary>` +
            `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .textBlock */ .fI)(record.agent_log.join('\n'), LOG_MAX, 'text code')}</details>`);
    if (record.stderr)
        blocks.push(`<details class="tool"><summary>agent stderr</summary>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .textBlock */ .fI)(record.stderr, LOG_MAX, 'text code')}</details>`);
    return blocks.join('');
}
/**
 * What the graders said, in the run's line: a passed run's mean grader score; a failed run's
 * failed graders (a mean of 0.83 on a failed run reads as nearly passing); nothing for a run
 * whose graders did not decide it (an error, an abstain, a skip).
 */
function scoreText(record) {
    const graded = record.graders.filter((g) => g.applicable !== false);
    if (!graded.length)
        return '';
    if (record.status === 'passed')
        return `grader score ${record.score.toFixed(2)} · `;
    const failed = graded.filter((g) => !g.passed).length;
    if (record.status === 'failed' && failed > 0)
        return `${failed} of ${graded.length} grader(s) failed · `;
    return '';
}
function renderRun(record) {
    const open = record.status === 'passed' ? '' : ' open';
    const status = `s-${record.status}`;
    // A concurrent base run (confirmation in the base commit's worktree) is shown apart: its
    // trials number from 1 like the head's, so its anchor is its own.
    const base = record.side === 'base';
    // A skill-lift job's run without the skill has the same trial number as its twin with it.
    const without = record.skill_arm === 'without';
    const anchor = (0,_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .runAnchor */ .P)(record.suite, record.task_id, record.trial) +
        (base ? '-base' : without ? '-without-skill' : '');
    const head = `<details class="run r-${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(record.status)}" id="${anchor}"${open}>` +
        `<summary>${badge(record.status, status)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.suite, 80)} / ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.task_name || record.task_id, 120)}` +
        `<span class="sub">${base ? 'base (concurrent) · ' : without ? 'without the skill · ' : ''}trial ${record.trial} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(record.outcome)} · ${scoreText(record)}` +
        `${record.turns.length} turn(s) · ${seconds(record.duration_ms)}</span></summary><div class="run-body">`;
    const meta = [
        `task ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.task_id, 120)}`,
        `executor ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.executor, 40)}`,
        ...(record.model ? [`model ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.model, 80)}`] : []),
        ...(record.attempts > 1 ? [`${record.attempts} attempts`] : []),
        ...(record.error_attempts?.length
            ? [
                `retried after ${record.error_attempts.length} error(s): ${record.error_attempts
                    .map((e) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(e.kind, 40)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(e.message, 300)}`)
                    .join('; ')}`,
            ]
            : []),
        ...(record.shard ? [`shard ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.shard, 20)}`] : []),
        ...(record.tags.length ? [`tags ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.tags.join(', '), 200)}`] : []),
        `started ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.started_at, 40)}`,
    ];
    const error = record.error
        ? `<div class="error-box"><b>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.error.kind, 40)} error:</b> ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.error.message, 2_000)}</div>`
        : '';
    let chat = '';
    let shown = 0;
    for (const turn of record.turns) {
        const next = renderTurn(turn, record.checkpoints);
        if (shown > 0 && chat.length + next.length > RUN_MAX)
            break;
        chat += next;
        shown++;
    }
    if (shown < record.turns.length)
        chat += `<p class="cut">… ${record.turns.length - shown} more turn(s) in results.jsonl</p>`;
    if (!record.turns.length)
        chat = '<p class="note">No turn was recorded.</p>';
    return (`${head}<p class="meta">${meta.join(' · ')}</p>${error}<div class="chat">${chat}${decision(record)}</div>` +
        `${missedCheckpoints(record)}${graders(record)}${logs(record)}</div></details>\n`);
}
/**
 * The engine's renderer of each run as it is written (RunOptions.spool): the page's run
 * sections are spooled during the job, not rendered from results.jsonl read back at its end.
 */
const HTML_SPOOL = { render: renderRun, maxBytes: HTML_MAX_BYTES };


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

/***/ 6897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MG: () => (/* binding */ skillLiftSection),
/* harmony export */   hS: () => (/* binding */ skillLiftLine)
/* harmony export */ });
/* unused harmony export pairwiseLine */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6519);


const signed = (n, digits = 2) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(digits)}`;
const interval = (i, digits = 2) => i ? `${signed(i.low, digits)} to ${signed(i.high, digits)}` : 'too few runs';
const CLAIM = {
    helps: '**helps**',
    hurts: '**hurts**',
    no_evidence: 'no evidence',
};
const p = (value) => (value < 0.0001 ? '< 0.0001' : value.toPrecision(2));
/** The sentence and the suite's pooled figures, one paragraph. */
function lead(lift) {
    const pooled = lift.pooled;
    const which = pooled.claim === 'helps'
        ? `the skill lifts the suite (p = ${p(pooled.p_helps)})`
        : pooled.claim === 'hurts'
            ? `the skill lowers the suite (p = ${p(pooled.p_hurts)})`
            : `no evidence either way for the suite (p helps ${p(pooled.p_helps)}, hurts ${p(pooled.p_hurts)})`;
    return (`The skill ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(lift.sentence, 300)}; mean difference in pass rate ${signed(pooled.difference)}, ${which}. ` +
        `Each task ran with the suite's skills and without them, interleaved in this job; claims after Holm at level ${lift.level}.`);
}
function taskRows(lift) {
    return lift.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(`${t.suite} › ${t.task}`, 120),
        `${t.with.passed}/${t.with.runs}`,
        `${t.without.passed}/${t.without.runs}`,
        `${signed(t.difference)} (${interval(t.interval)})`,
        CLAIM[t.claim],
    ]);
}
/** "2.0 vs 1.0 (+1.0, +0.4 to +1.6)": the means with and without, the difference, its interval. */
function measureCell(m, digits) {
    if (!m)
        return '—';
    const means = `${m.with.toFixed(digits)} vs ${m.without.toFixed(digits)}`;
    if (m.difference === 0 && m.interval?.low === m.interval?.high)
        return means;
    return `${means} (${signed(m.difference, digits)}, ${interval(m.interval, digits)})`;
}
const MEASURES = [
    { key: 'followups', title: 'Follow-ups', digits: 1 },
    { key: 'turns', title: 'Turns', digits: 1 },
    { key: 'tokens', title: 'Agent tokens', digits: 0 },
    { key: 'abstains', title: 'Abstains', digits: 2 },
    { key: 'cap_exhausted', title: 'Cap exhausted', digits: 2 },
    { key: 'cost_usd', title: 'Cost (USD)', digits: 4 },
];
/** The measures table: only the measures some task has (no column of zeros, no cost unpriced). */
function measuresTable(lift) {
    const shown = MEASURES.filter(({ key }) => lift.tasks.some((t) => t.measures[key] && (t.measures[key].with || t.measures[key].without)));
    if (!shown.length)
        return null;
    return (0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedTable */ .c8)(['Task', ...shown.map((m) => m.title)], lift.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(`${t.suite} › ${t.task}`, 120),
        ...shown.map((m) => measureCell(t.measures[m.key], m.digits)),
    ]));
}
/** The suites that ran with their skills only, and why. */
function skippedLine(lift) {
    const list = lift.suites_skipped ?? [];
    if (!list.length)
        return null;
    const shown = list.slice(0, 5).map((s) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(s.suite, 100)} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(s.reason, 300)})`);
    return `_Run with the skill only: ${shown.join('; ')}${list.length > 5 ? `; ${list.length - 5} more` : ''}._`;
}
const pValue = (p) => (p < 0.001 ? '< 0.001' : p.toFixed(3));
/**
 * The pairwise judges' line: "Pairwise judge: the with-skill run was better in 8 pairs, worse in
 * 1, tied in 3 (sign test, two-sided p = 0.039)".
 */
function pairwiseLine(lift) {
    const w = lift.pairwise;
    if (!w)
        return null;
    const judged = w.wins + w.losses + w.ties;
    const extra = [
        ...(w.errors ? [`${(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(w.errors, 'pair')} the judge could not decide`] : []),
        ...(w.skipped ? [`${(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(w.skipped, 'pair')} without both arms ended`] : []),
    ];
    return (`**Pairwise judge** (each pair asked twice, positions swapped; a disagreement is a tie): ` +
        `the run with the skill was better in ${w.wins} of ${(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(judged, 'pair')}, worse in ` +
        `${w.losses}, tied in ${w.ties} (exact sign test over the ${w.wins + w.losses} decided, ` +
        `two-sided p = ${pValue(w.p_two_sided)})` +
        (extra.length ? `; ${extra.join(', ')}` : '') +
        '.');
}
/** The section, or null when the job did not measure a skill's lift. */
function skillLiftSection(summary) {
    const lift = summary.skill_lift;
    if (!lift)
        return null;
    const parts = ['### Skill lift'];
    if (lift.skipped) {
        parts.push(`No lift measured: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(lift.skipped, 1000)}. The suites ran as usual.`);
    }
    else {
        parts.push(lead(lift));
        parts.push((0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedTable */ .c8)(['Task', 'With', 'Without', 'Difference (95 % interval)', 'Claim'], taskRows(lift)));
        const measures = measuresTable(lift);
        if (measures) {
            parts.push('<details><summary>What else the skill changes: means per run with vs without, the difference and its 95 % interval</summary>\n\n' +
                `${measures}\n\n</details>`);
        }
    }
    const pairwise = pairwiseLine(lift);
    if (pairwise)
        parts.push(pairwise);
    const skipped = skippedLine(lift);
    if (skipped)
        parts.push(skipped);
    return parts.join('\n\n');
}
/** The console's line: "skill lift: helps on 3 tasks, ... (suite: +0.40, helps)". */
function skillLiftLine(summary) {
    const lift = summary.skill_lift;
    if (!lift)
        return null;
    if (lift.skipped)
        return `skill lift: not measured: ${lift.skipped}`;
    const claim = lift.pooled.claim === 'no_evidence' ? 'no evidence' : lift.pooled.claim;
    const pairs = lift.pairwise
        ? `; pairwise judge ${lift.pairwise.wins} better, ${lift.pairwise.losses} worse, ${lift.pairwise.ties} tied`
        : '';
    return (`skill lift: ${lift.sentence} (${(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(lift.tasks.length, 'task')}; suite ` +
        `${signed(lift.pooled.difference)} in pass rate, ${claim}${pairs})`);
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

/***/ 9701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ goldenFailed)
/* harmony export */ });
/** The golden tasks with a failed run; undefined when no golden task ran. */
function goldenFailed(suites) {
    let golden = false;
    const failed = [];
    for (const suite of suites) {
        for (const task of suite.tasks) {
            // A quarantined golden task is reported, not failed on (verdict/quarantine.ts).
            if (task.golden !== true || task.quarantined)
                continue;
            golden = true;
            const s = task.counts.by_status;
            const f = s.failed ?? 0;
            if (f > 0)
                failed.push({
                    suite: suite.name,
                    task_id: task.task_id,
                    failed: f,
                    verdicts: f + (s.passed ?? 0),
                });
        }
    }
    return golden ? failed : undefined;
}


/***/ }),

/***/ 5582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DD: () => (/* binding */ baseOfTasksThatRan),
/* harmony export */   Fy: () => (/* binding */ impactLine),
/* harmony export */   SK: () => (/* binding */ impactReportOf),
/* harmony export */   Uy: () => (/* binding */ withBaseResults),
/* harmony export */   tS: () => (/* binding */ summaryImpact)
/* harmony export */ });
/* unused harmony export inputsOf */
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5839);
/* harmony import */ var _record_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2544);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8233);
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
    const usage = (0,_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyUsageByRole */ .EF)();
    for (const t of tasks) {
        counts.runs += t.counts.runs;
        for (const [k, n] of Object.entries(t.counts.by_status))
            counts.by_status[k] =
                (counts.by_status[k] ?? 0) + (n ?? 0);
        for (const [k, n] of Object.entries(t.counts.by_outcome))
            counts.by_outcome[k] =
                (counts.by_outcome[k] ?? 0) + (n ?? 0);
        for (const role of ['agent', 'responder', 'judge'])
            (0,_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .addUsage */ .vk)(usage[role], t.usage[role]);
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
/**
 * What summary.json records of impact selection (its `impact`): the report as the job made it,
 * cut to the schema's bounds (the first MAX_IMPACT_TASKS tasks, free text clipped) so that
 * every summary Parley writes reads back. Ids are kept whole: the comparison keys on them.
 */
function summaryImpact(impact) {
    return {
        ...(impact.since !== undefined ? { since: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(impact.since, 200) } : {}),
        changed: impact.changed,
        ...(impact.all !== undefined ? { all: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(impact.all, 1000) } : {}),
        not_rerun: impact.notRerun.slice(0, _record_values_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_IMPACT_TASKS */ .j1).map((t) => ({
            suite: t.suite,
            task_id: t.task_id,
            task_name: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(t.task_name, 500),
            ...(t.base ? { base: { passed: t.base.passed, failed: t.base.failed } } : {}),
            ...(t.inputs ? { inputs: t.inputs.slice(0, 50).map((p) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(p, 400)) } : {}),
            ...(t.more_inputs || (t.inputs?.length ?? 0) > 50
                ? { more_inputs: (t.more_inputs ?? 0) + Math.max(0, (t.inputs?.length ?? 0) - 50) }
                : {}),
        })),
        run_anyway: impact.runAnyway,
        ...(impact.unattributed
            ? {
                unattributed: impact.unattributed.slice(0, _record_values_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_IMPACT_TASKS */ .j1).map((t) => ({
                    suite: t.suite,
                    task_id: t.task_id,
                    reason: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(t.reason, 400),
                })),
            }
            : {}),
    };
}
/** A summary's recorded impact selection as the report and the comparison take it. */
function impactReportOf(recorded) {
    return {
        ...(recorded.since !== undefined ? { since: recorded.since } : {}),
        changed: recorded.changed,
        ...(recorded.all !== undefined ? { all: recorded.all } : {}),
        notRerun: recorded.not_rerun.map((t) => ({ ...t })),
        runAnyway: recorded.run_anyway,
        ...(recorded.unattributed
            ? { unattributed: recorded.unattributed.map((t) => ({ ...t })) }
            : {}),
    };
}
/** Tasks listed one a line on a console or in a log, at most. */
const LISTED = 50;
/**
 * Plain lines for a console or a log: what impact selection did, then the tasks that ran
 * whatever changed and why, and per task not re-run the inputs compared (what is not among
 * them is not covered). Bounded.
 */
function impactLine(impact) {
    if (impact.all)
        return `impact: every task runs: ${impact.all}`;
    const names = impact.notRerun.length;
    const blind = impact.unattributed ?? [];
    const lines = [
        `impact: ${impact.changed} file(s) changed${impact.since ? ` since ${impact.since}` : ''}; ${names} task(s) not re-run (their inputs did not change)${impact.runAnyway ? `, ${impact.runAnyway} run anyway (no base results of the same identity)` : ''}${blind.length ? `, ${blind.length} run whatever changed` : ''}`,
    ];
    const listed = (items, line) => {
        for (const t of items.slice(0, LISTED))
            lines.push(`  ${line(t)}`);
        if (items.length > LISTED)
            lines.push(`  … and ${items.length - LISTED} more`);
    };
    listed(blind, (t) => `runs: ${flat(`${t.suite}/${t.task_id}`)}: ${flat(t.reason)}`);
    listed(impact.notRerun, (t) => `not re-run: ${flat(`${t.suite}/${t.task_id}`)}: ${inputsOf(t)}`);
    return lines.join('\n');
}
// File names and task ids are the repository's own: one line, no terminal escapes.
const flat = (text) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(text), 300);
/** The inputs a task not re-run was compared by, in one bounded line. */
function inputsOf(t) {
    if (!t.inputs)
        return 'inputs not recorded';
    return `${t.inputs.map(flat).join(', ')}${t.more_inputs ? ` (+${t.more_inputs} more)` : ''}`;
}


/***/ }),

/***/ 7701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ liftRunOf)
/* harmony export */ });
function liftRunOf(record, digest) {
    return {
        arm: record.skill_arm ?? 'with',
        suite: record.suite,
        task_id: record.task_id,
        status: record.status,
        followups: record.responder?.followups_sent ?? Math.max(0, record.turns.length - 1),
        turns: record.turns.length,
        tokens: record.usage.agent.total_tokens,
        abstained: record.status === 'abstained' || record.outcome === 'abstained',
        capExhausted: record.outcome === 'cap_exhausted',
        digest,
    };
}


/***/ }),

/***/ 1765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ft: () => (/* binding */ modelComparison),
/* harmony export */   si: () => (/* binding */ priceModelComparison)
/* harmony export */ });
/* unused harmony export bestOf */
/* harmony import */ var _reliability_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(434);
/* harmony import */ var _shared_model_list_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3873);


const emptyTally = () => ({ runs: 0, passed: 0, followups: 0, abstained: 0, tokens: 0 });
const round = (n) => Math.round(n * 10_000) / 10_000;
function add(tally, r) {
    if (r.outcome === 'not_run')
        return;
    tally.runs++;
    if (r.status === 'passed')
        tally.passed++;
    tally.followups += r.responder?.followups_sent ?? 0;
    if (r.status === 'abstained' || r.outcome === 'abstained')
        tally.abstained++;
    tally.tokens += r.usage.agent.total_tokens;
}
function statsOf(model, t) {
    const interval = (0,_reliability_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson95 */ .p)(t.passed, t.runs);
    return {
        model,
        runs: t.runs,
        passed: t.passed,
        pass_rate: t.runs ? round(t.passed / t.runs) : 0,
        pass_interval: { low: round(interval.low), high: round(interval.high) },
        mean_followups: t.runs ? round(t.followups / t.runs) : 0,
        abstained: t.abstained,
        tokens: t.tokens,
        cost_usd: null,
        cost_per_run_usd: null,
        pass_rate_per_dollar: null,
    };
}
/**
 * The table from the screening runs (confirmation and base runs are the gate's), without costs
 * (priceModelComparison adds them once the job's cost is known). Undefined: no suite is a
 * model arm.
 */
function modelComparison(screening, suites) {
    const arms = new Map(suites.flatMap((s) => (s.model_arm ? [[s.name, s.model_arm]] : [])));
    if (!arms.size)
        return undefined;
    const models = [...new Set([...arms.values()].map((a) => a.model))];
    const rows = new Map();
    const tallies = new Map();
    const overall = new Map(models.map((m) => [m, emptyTally()]));
    const rowKey = (suite, task) => JSON.stringify([suite, task]);
    for (const s of suites) {
        if (!s.model_arm)
            continue;
        for (const t of s.tasks) {
            const key = rowKey(s.model_arm.suite, t.id);
            if (!rows.has(key))
                rows.set(key, { suite: s.model_arm.suite, task_id: t.id, task_name: t.name });
        }
    }
    for (const r of screening) {
        const arm = arms.get(r.suite);
        if (!arm)
            continue;
        const key = JSON.stringify([arm.suite, r.task_id, arm.model]);
        let tally = tallies.get(key);
        if (!tally)
            tallies.set(key, (tally = emptyTally()));
        add(tally, r);
        add(overall.get(arm.model), r);
    }
    const tasks = [...rows.values()]
        .map((row) => {
        const byModel = models.flatMap((m) => {
            const t = tallies.get(JSON.stringify([row.suite, row.task_id, m]));
            return t ? [statsOf(m, t)] : [];
        });
        return { ...row, by_model: byModel, ...bestOf(byModel) };
    })
        .filter((row) => row.by_model.length > 0);
    const all = models.map((m) => statsOf(m, overall.get(m)));
    return { models, priced: false, tasks, overall: all, ...bestOf(all) };
}
/** The best of a row by the rule at the top of this file, and whether it is clearly so. */
function bestOf(stats) {
    const ran = stats.filter((s) => s.runs > 0);
    if (!ran.length)
        return { best: null, clear: false };
    const cost = (s) => s.cost_per_run_usd ?? Infinity;
    const order = (a, b) => b.pass_rate - a.pass_rate || cost(a) - cost(b) || a.mean_followups - b.mean_followups;
    const sorted = [...ran].sort((a, b) => order(a, b) || 0);
    const [first, second] = sorted;
    if (second && order(first, second) === 0)
        return { best: null, clear: false };
    const clear = ran.every((s) => s === first || s.pass_interval.high < first.pass_interval.low);
    return { best: first.model, clear: ran.length > 1 && clear };
}
/**
 * The costs of the table at the job's cost (summary.json's `cost`, per task, base runs apart):
 * each task's agent dollars per head run times its screening runs. Best models are chosen again,
 * since a tie on pass rate goes to the cheaper.
 */
function priceModelComparison(table, cost) {
    if (!cost)
        return table;
    const perRun = new Map();
    for (const t of cost.tasks) {
        const runs = t.runs - t.base.runs;
        const agent = t.by_role.agent === null || t.base.by_role.agent === null
            ? null
            : t.by_role.agent - t.base.by_role.agent;
        perRun.set(JSON.stringify([t.suite, t.task_id]), runs > 0 && agent !== null ? agent / runs : null);
    }
    const totals = new Map(table.models.map((m) => [m, 0]));
    const tasks = table.tasks.map((row) => {
        const byModel = row.by_model.map((s) => {
            const each = perRun.get(JSON.stringify([(0,_shared_model_list_js__WEBPACK_IMPORTED_MODULE_1__/* .modelArmName */ .ZJ)(row.suite, s.model), row.task_id])) ?? null;
            const dollars = each === null ? null : each * s.runs;
            const total = totals.get(s.model);
            totals.set(s.model, total === null || total === undefined || dollars === null ? null : total + dollars);
            return priced(s, dollars);
        });
        return { ...row, by_model: byModel, ...bestOf(byModel) };
    });
    const overall = table.overall.map((s) => priced(s, totals.get(s.model) ?? null));
    return { ...table, priced: true, tasks, overall, ...bestOf(overall) };
}
function priced(s, dollars) {
    const each = dollars === null || s.runs === 0 ? null : dollars / s.runs;
    const money = (n) => (n === null ? null : Math.round(n * 1e6) / 1e6);
    return {
        ...s,
        cost_usd: money(dollars),
        cost_per_run_usd: money(each),
        pass_rate_per_dollar: each ? round(s.pass_rate / each) : null,
    };
}


/***/ }),

/***/ 3284:
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

// EXTERNAL MODULE: ./src/results/reliability.ts
var reliability = __webpack_require__(434);
// EXTERNAL MODULE: ./src/results/golden.ts
var results_golden = __webpack_require__(9701);
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

// EXTERNAL MODULE: ./src/results/model-comparison.ts
var model_comparison = __webpack_require__(1765);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/results/record.ts
var record = __webpack_require__(6269);
// EXTERNAL MODULE: ./src/results/usage.ts
var usage = __webpack_require__(8233);
;// CONCATENATED MODULE: ./src/results/summary.ts
// summary.json: per suite and task aggregates over trials, counts by status and outcome, usage,
// and the identity (commit, suite set, models) that baselines and comparisons key on.









function countRuns(records) {
    // Every status and outcome is present (zero or more): readers never guess at missing keys.
    const counts = {
        runs: records.length,
        by_status: Object.fromEntries(record/* STATUSES */.f.map((s) => [s, 0])),
        by_outcome: Object.fromEntries(record/* OUTCOMES */.im.map((o) => [o, 0])),
    };
    for (const r of records) {
        counts.by_status[r.status]++;
        counts.by_outcome[r.outcome]++;
    }
    return counts;
}
function sumUsage(records) {
    const total = (0,usage/* emptyUsageByRole */.EF)();
    for (const r of records) {
        (0,usage/* addUsage */.vk)(total.agent, r.usage.agent);
        (0,usage/* addUsage */.vk)(total.responder, r.usage.responder);
        (0,usage/* addUsage */.vk)(total.judge, r.usage.judge);
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
        pass_interval: mapValues((0,reliability/* wilson95 */.p)(a.passed, a.trials), summary_round),
        pass_hat_k: (0,reliability/* passHatK */.q)(a.passed, a.trials).map(summary_round),
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
    // Confirmation runs (verdict/confirm.ts), head or concurrent base, are the verdict's; the runs
    // without the skill of a skill-lift job are skill_lift's alone.
    const screening = records.filter((r) => !r.confirmation && r.side !== 'base' && !(0,record/* isWithoutSkillRun */.DZ)(r));
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
            ...(t.golden ? { golden: true } : {}),
            ...(t.quarantined ? { quarantined: { ...t.quarantined } } : {}),
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
            ...(suite.model_arm ? { model_arm: { ...suite.model_arm } } : {}),
        };
    });
    const audit = replyAuditOf(screening);
    const golden = (0,results_golden/* goldenFailed */.z)(suiteSummaries);
    const models = (0,model_comparison/* modelComparison */.Ft)(screening, suites);
    return {
        schema_version: record/* SCHEMA_VERSION */.f$,
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
        ...(golden ? { golden_failed: golden } : {}),
        ...(models ? { models } : {}),
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
;