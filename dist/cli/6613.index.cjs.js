"use strict";
exports.id = 6613;
exports.ids = [6613,2606];
exports.modules = {

/***/ 6613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createHumanResponder: () => (/* binding */ createHumanResponder),
  header: () => (/* binding */ header)
});

// EXTERNAL MODULE: ./src/shared/asking.ts
var asking = __webpack_require__(5854);
// EXTERNAL MODULE: ./src/shared/colour.ts
var colour = __webpack_require__(637);
// EXTERNAL MODULE: ./src/shared/strings.ts
var strings = __webpack_require__(5839);
// EXTERNAL MODULE: ./src/responder/rules.ts
var rules = __webpack_require__(7689);
// EXTERNAL MODULE: external "node:readline/promises"
var promises_ = __webpack_require__(6848);
;// CONCATENATED MODULE: ./src/responder/human-lines.ts
// The person's lines at the interactive prompt. One readline interface for the whole session, so
// no typed-ahead line is lost between questions; paused between questions, so a waiting stdin
// does not keep the process alive, and out of raw mode, so Ctrl-C stays a signal while the agent
// works. On a terminal the line is edited with readline (arrows, history); in a pipe every line
// is read as it comes.

function humanLines(input, output) {
    const terminal = input.isTTY === true;
    const lines = [];
    const waiting = [];
    let closed = false;
    let rl;
    function start() {
        if (rl)
            return;
        rl = terminal
            ? (0,promises_.createInterface)({ input, output, terminal: true, prompt: '> ' })
            : (0,promises_.createInterface)({ input, terminal: false });
        rl.on('line', (line) => {
            const next = waiting.shift();
            if (next)
                next(line);
            else
                lines.push(line);
        });
        rl.on('close', () => {
            closed = true;
            for (const next of waiting.splice(0))
                next(undefined);
        });
        // In raw mode Ctrl-C is a key, not a signal: hand it back as the signal the CLI handles.
        rl.on('SIGINT', () => process.kill(process.pid, 'SIGINT'));
    }
    function next(signal) {
        if (lines.length)
            return Promise.resolve(lines.shift());
        if (closed)
            return Promise.resolve(undefined);
        return new Promise((resolve, reject) => {
            const onLine = (line) => {
                signal.removeEventListener('abort', onAbort);
                resolve(line);
            };
            const onAbort = () => {
                const i = waiting.indexOf(onLine);
                if (i >= 0)
                    waiting.splice(i, 1);
                reject(signal.reason);
            };
            if (signal.aborted)
                return reject(signal.reason);
            signal.addEventListener('abort', onAbort, { once: true });
            waiting.push(onLine);
        });
    }
    return {
        resume() {
            start();
            if (closed)
                return;
            if (terminal)
                input.setRawMode?.(true);
            rl?.resume();
        },
        pause() {
            if (closed)
                return;
            rl?.pause();
            if (terminal)
                input.setRawMode?.(false);
        },
        prompt() {
            if (terminal && rl)
                rl.prompt();
            else
                output.write('> ');
        },
        next,
    };
}

;// CONCATENATED MODULE: ./src/responder/human.ts
// The interactive responder (--interactive): a person at the terminal answers the agent.
// Before each question a header says which run asks (suite, task, trial, "follow-up k of N";
// the initial prompt and the brief at a run's first question only); then the agent's message (escaped of terminal control
// sequences, truncated) and a prompt for a reply, /stop, /abstain <reason> or /help. Empty input
// is explained, never sent. When the cap is spent the person is told, not asked. End of input
// (Ctrl-D, a closed pipe) ends the whole session, as Ctrl-C does. On a terminal the line is
// edited with readline (arrows, history); in a pipe every line is read as it comes
// (human-lines.ts).





const MAX_SHOWN = 4000;
const MAX_PROMPT = 600;
const MAX_BRIEF = 1200;
const CHOICES = 'reply text, /stop, /abstain <reason>, or /help';
const HELP = [
    'Type the reply the agent gets as the next user message, then Enter.',
    '  /stop              end this conversation here; the run is graded as it stands',
    '  /abstain <reason>  the brief does not say what the agent asks: the run is abstained',
    '  //text             send a message that starts with "/"',
    '  /help              this list',
    'Ctrl-D (end of input) or Ctrl-C ends the whole session: runs not finished are not recorded.',
].join('\n');
const EMPTY = 'an empty reply is not sent: type an answer, /stop to end this conversation, or /abstain <reason>';
/** Untrusted text, escaped and cut, its lines indented under a label. */
function block(text, max) {
    return (0,strings/* escapeTerminal */.en)((0,strings/* truncate */.xv)(text.trim(), max)).replace(/\n/g, '\n  ');
}
/** Which run: suite › task #trial. */
function where(context) {
    return (0,strings/* escapeTerminal */.en)((0,strings/* truncate */.xv)(`${context.suite} › ${context.task} #${context.trial}`, 200));
}
/** The run and follow-up; the prompt and brief only the first time a run asks (`full`). */
function header(context, style = colour/* PLAIN */.tZ, full = true) {
    const title = style.bold(`=== ${where(context)} · follow-up ${context.followup} of ${context.maxFollowups} ===`);
    if (!full)
        return title;
    return [
        title,
        `${style.dim('prompt:')} ${block(context.prompt, MAX_PROMPT)}`,
        context.brief
            ? `${style.dim('brief:')}  ${block(context.brief, MAX_BRIEF)}`
            : style.dim('brief:  none (the task has no responder: you answer as its user)'),
    ].join('\n');
}
function createHumanResponder(io) {
    const style = io.style ?? colour/* PLAIN */.tZ;
    const lines = humanLines(io.input, io.output);
    let ended = false;
    /** End of input: said once; the caller's hook ends the session and aborts this run. */
    function endOfInput(signal) {
        if (!ended) {
            ended = true;
            io.output.write('\nend of input: the interactive session ends\n');
            io.onEndOfInput?.();
        }
        if (signal.aborted)
            throw signal.reason;
        return { decision: 'stop', reason: 'end of input at the interactive prompt' };
    }
    // The run whose prompt and brief were shown last: its next questions show neither again.
    let shownRun;
    /** The question: which run asks, then the agent's message and the choices. */
    function show(input) {
        if (input.context) {
            const { suite, task, trial } = input.context;
            const run = JSON.stringify([suite, task, trial]);
            io.output.write(`\n${header(input.context, style, run !== shownRun)}`);
            shownRun = run;
        }
        const text = (0,strings/* escapeTerminal */.en)((0,strings/* truncate */.xv)((0,rules/* lastAgentText */.$)(input), MAX_SHOWN));
        io.output.write(`\n--- agent ---\n${text}\n-------------\n${style.dim(CHOICES)}\n`);
    }
    async function ask(input) {
        show(input);
        // A message that asks nothing (a final report) has nothing to answer: the run ends there,
        // as with the rule responder, instead of waiting for a reply nobody asked for.
        if (!(input.agentAsks || (0,asking/* asksSomething */.j)((0,rules/* lastAgentText */.$)(input)))) {
            io.output.write(`${style.dim('the agent asks nothing: the conversation ends here')}\n`);
            return { decision: 'stop', reason: 'the agent asked nothing' };
        }
        for (;;) {
            lines.prompt();
            const line = await lines.next(input.signal);
            if (line === undefined)
                return endOfInput(input.signal);
            const answer = answerOf(line);
            if (typeof answer !== 'string')
                return answer;
            io.output.write(`${answer}\n`);
        }
    }
    return {
        kind: 'human',
        async decide(input) {
            if (ended)
                return endOfInput(input.signal);
            lines.resume();
            try {
                return await ask(input);
            }
            finally {
                lines.pause();
            }
        },
        capReached(context) {
            io.output.write(`\n${style.bold(`=== ${where(context)} ===`)}\n` +
                `follow-up cap ${context.maxFollowups} reached: the conversation ends\n`);
        },
    };
}
/** What a typed line decides, or (a string) what to tell the person before asking again. */
function answerOf(line) {
    const trimmed = line.trim();
    if (!trimmed)
        return EMPTY;
    if (/^\/help$/i.test(trimmed))
        return HELP;
    if (/^\/stop\b/i.test(trimmed))
        return { decision: 'stop', reason: 'stopped by the user' };
    const abstain = /^\/abstain\b\s*(.*)$/is.exec(trimmed);
    if (abstain) {
        const reason = abstain[1]?.trim();
        return { decision: 'abstain', reason: reason || 'abstained by the user' };
    }
    if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
        const name = (0,strings/* escapeTerminal */.en)((0,strings/* truncate */.xv)(trimmed.split(/\s/)[0] ?? '', 40));
        return `unknown command ${name}: /help lists the commands`;
    }
    // A leading "//" sends a literal "/".
    const reply = trimmed.startsWith('//') ? trimmed.slice(1) : trimmed;
    return { decision: 'reply', reply, reason: 'typed by the user' };
}


/***/ }),

/***/ 7689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ lastAgentText),
/* harmony export */   T: () => (/* binding */ createRuleResponder)
/* harmony export */ });
/* harmony import */ var _suites_regex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2606);
/* harmony import */ var _shared_asking_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5854);


function createRuleResponder(rules) {
    const abstainWhen = rules.abstainWhen ? (0,_suites_regex_js__WEBPACK_IMPORTED_MODULE_0__.compileRe2)(rules.abstainWhen) : undefined;
    const stopWhen = rules.stopWhen ? (0,_suites_regex_js__WEBPACK_IMPORTED_MODULE_0__.compileRe2)(rules.stopWhen) : undefined;
    const compiled = rules.rules.map((rule, index) => ({
        index,
        re: (0,_suites_regex_js__WEBPACK_IMPORTED_MODULE_0__.compileRe2)(rule.when),
        when: rule.when,
        reply: rule.reply,
        statements: rule.statements ?? false,
    }));
    const matches = (re, text) => re.test(text);
    return {
        kind: 'rules',
        async decide(input) {
            const text = lastAgentText(input);
            if (abstainWhen && matches(abstainWhen, text)) {
                return {
                    decision: 'abstain',
                    reason: `the agent message matches abstain_when ${JSON.stringify(rules.abstainWhen)}`,
                };
            }
            if (stopWhen && matches(stopWhen, text)) {
                return {
                    decision: 'stop',
                    reason: `the agent message matches stop_when ${JSON.stringify(rules.stopWhen)}`,
                };
            }
            const asks = input.agentAsks || (0,_shared_asking_js__WEBPACK_IMPORTED_MODULE_1__/* .asksSomething */ .j)(text);
            for (const rule of compiled) {
                if ((asks || rule.statements) && matches(rule.re, text)) {
                    return {
                        decision: 'reply',
                        reply: rule.reply,
                        reason: `rule ${rule.index + 1} matched (when ${JSON.stringify(rule.when)})`,
                    };
                }
            }
            if (asks) {
                return {
                    decision: 'abstain',
                    reason: `no rule matches the agent's question: ${JSON.stringify((0,_shared_asking_js__WEBPACK_IMPORTED_MODULE_1__/* .questionOf */ .Y)(text))}`,
                };
            }
            return { decision: 'stop', reason: 'the agent asks nothing further and no rule matched' };
        },
    };
}
/** The agent message to classify: the conversation's last agent message. */
function lastAgentText(input) {
    for (let i = input.messages.length - 1; i >= 0; i--) {
        const message = input.messages[i];
        if (message?.role === 'agent')
            return message.text;
    }
    return '';
}


/***/ }),

/***/ 2606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RegexError: () => (/* binding */ RegexError),
/* harmony export */   checkRe2: () => (/* binding */ checkRe2),
/* harmony export */   compileRe2: () => (/* binding */ compileRe2)
/* harmony export */ });
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2856);
/* harmony import */ var _schema_pattern_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6170);
// Suites write regular expressions as waza does, in Go RE2 syntax, and so do models (the
// built-in agent's search_files). They run on re2js, a pure-JavaScript RE2: linear time in the
// text (no pattern can hang the job) and exactly RE2's syntax — scoped flags `(?i:…)`, `\pL`,
// `[[:digit:]]`, `\Q…\E`, `\z`; lookbehind and backreferences are refused, as RE2 does.


class RegexError extends Error {
    pattern;
    constructor(pattern, reason) {
        super(`invalid regular expression ${JSON.stringify(pattern)}: ${reason}`);
        this.pattern = pattern;
        this.name = 'RegexError';
    }
}
const FLAGS = {
    i: re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.CASE_INSENSITIVE,
    m: re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.MULTILINE,
    s: re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.DOTALL,
};
const MAX_CACHED = 1000;
const cache = new Map();
/** Compiles an RE2-syntax pattern (`extraFlags`: any of i, m, s); throws RegexError. */
function compileRe2(pattern, extraFlags = '') {
    const key = `${extraFlags}\u0000${pattern}`;
    const cached = cache.get(key);
    if (cached)
        return cached;
    let flags = 0;
    for (const flag of extraFlags)
        flags |= FLAGS[flag] ?? 0;
    let re;
    try {
        re = re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.compile(pattern, flags);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const why = /\(\?<?[=!]/.test(pattern)
            ? 'lookahead and lookbehind are not RE2 syntax'
            : /\\[1-9]/.test(pattern)
                ? 'backreferences are not RE2 syntax'
                : reason.replace(/^error parsing regexp: /, '');
        throw new RegexError(pattern, why);
    }
    const compiled = {
        source: pattern,
        test: (text) => re.matcher(text).find(),
        exec: (text) => {
            const m = re.matcher(text);
            return m.find() ? [m.group(0) ?? ''] : null;
        },
    };
    if (cache.size >= MAX_CACHED)
        cache.clear();
    cache.set(key, compiled);
    return compiled;
}
/** True when the pattern compiles; the message otherwise. */
function checkRe2(pattern) {
    try {
        compileRe2(pattern);
        return undefined;
    }
    catch (error) {
        return error instanceof RegexError ? error.message : String(error);
    }
}
// Loaded (by a grader, or by a suite with a pattern): the schemas check patterns as they parse.
(0,_schema_pattern_check_js__WEBPACK_IMPORTED_MODULE_1__/* .usePatternCheck */ .ws)(checkRe2);


/***/ })

};
;