"use strict";
exports.id = 5917;
exports.ids = [5917,2606];
exports.modules = {

/***/ 5917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startCommandMockServer: () => (/* binding */ startCommandMockServer)
});

// UNUSED EXPORTS: answerCall

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./src/suites/regex.ts
var regex = __webpack_require__(2606);
// EXTERNAL MODULE: ./src/shared/strings.ts
var strings = __webpack_require__(5839);
;// CONCATENATED MODULE: ./src/agents/command-call.ts
// command_mocks' calls as the shims send them: one JSON line per call, `{"command", "args"}`.
// Whatever sends it, a line is untrusted (an agent that read its shim can send its own): each is
// checked against this shape and a line that does not fit is dropped and counted, never thrown.
/** A line longer than this is not a call (a command line is bounded by the OS, ~2 MB on Linux). */
const MAX_CALL_LINE = 4 * 1024 * 1024;
const MAX_ARGS = 100_000;
/**
 * The call a line holds, or undefined when it is not one: valid JSON, an object with exactly
 * `command` (one of `commands`) and `args` (strings), nothing else.
 */
function parseCallLine(line, commands) {
    if (line.length > MAX_CALL_LINE)
        return undefined;
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        return undefined;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    const keys = Object.keys(value);
    if (keys.length !== 2 || !keys.includes('command') || !keys.includes('args'))
        return undefined;
    const { command, args } = value;
    if (typeof command !== 'string' || !commands.has(command))
        return undefined;
    if (!Array.isArray(args) || args.length > MAX_ARGS)
        return undefined;
    if (!args.every((a) => typeof a === 'string'))
        return undefined;
    return { command, args };
}

;// CONCATENATED MODULE: ./src/agents/command-mock-server.ts
// command_mocks' answers, served by Parley: each shim posts its call (command and arguments) to
// this loopback HTTP server with the run's token, and the server picks the response by the
// suite's rules (args exactly, or one RE2 pattern per argument, matching all of it: re2js, so
// `(?i)list` works and no pattern can spin), logs the call and sends back what the shim prints.
// The log lives in Parley's memory: the shim holds no path to it and no rule of the test.





// Kept of each call for the record (the counts are of every call).
const KEPT_ARGS = 20;
const KEPT_ARG_CHARS = 200;
function compileRules(mock) {
    return mock.responses.map((r) => {
        if (r.args) {
            const want = r.args;
            return (args) => want.length === args.length && want.every((a, i) => a === args[i]);
        }
        // Anchored whole: RE2's `$` without the m flag is the end of the text.
        const patterns = (r.argsRegex ?? []).map((p) => (0,regex.compileRe2)(`^(?:${p})$`));
        return (args) => patterns.length === args.length && patterns.every((p, i) => p.test(args[i]));
    });
}
/** The answer to one call by the mock's rules (the first that fits), and which rule gave it. */
function answerCall(mock, rules, args) {
    const index = rules.findIndex((fits) => fits(args));
    const rule = mock.responses[index];
    if (!rule) {
        return {
            answer: {
                stdout: '',
                stderr: `${mock.name}: no response matches these arguments\n`,
                exit_code: 127,
            },
            response: -1,
        };
    }
    return {
        answer: { stdout: rule.stdout, stderr: rule.stderr, exit_code: rule.exitCode },
        response: index,
    };
}
/** Starts the run's server for its mocks (their patterns were checked as RE2 at load). */
async function startCommandMockServer(mocks) {
    const token = (0,external_node_crypto_.randomBytes)(24).toString('hex');
    const expected = Buffer.from(`Bearer ${token}`);
    const byName = new Map(mocks.map((m) => [m.name, { mock: m, rules: compileRules(m) }]));
    const names = new Set(byName.keys());
    const calls = [];
    let malformed = 0;
    const refuse = (res, status) => {
        malformed++;
        res.writeHead(status, { 'content-type': 'text/plain' }).end();
    };
    const server = (0,external_node_http_.createServer)((req, res) => {
        const auth = Buffer.from(req.headers.authorization ?? '');
        const authorized = auth.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(auth, expected);
        if (req.method !== 'POST' || req.url !== '/call' || !authorized) {
            req.resume();
            return refuse(res, authorized ? 404 : 403);
        }
        const chunks = [];
        let size = 0;
        req.on('data', (chunk) => {
            size += chunk.length;
            if (size <= MAX_CALL_LINE)
                chunks.push(chunk);
        });
        req.on('error', () => undefined);
        req.on('end', () => {
            const call = size <= MAX_CALL_LINE
                ? parseCallLine(Buffer.concat(chunks).toString('utf8'), names)
                : undefined;
            const entry = call && byName.get(call.command);
            if (!call || !entry)
                return refuse(res, 400);
            const { answer, response } = answerCall(entry.mock, entry.rules, call.args);
            calls.push({
                command: call.command,
                args: call.args.slice(0, KEPT_ARGS).map((a) => (0,strings/* clip */.$Q)(a, KEPT_ARG_CHARS)),
                exit_code: answer.exit_code,
                response,
            });
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address();
    return {
        url: `http://127.0.0.1:${port}/call`,
        token,
        log: () => ({ calls: [...calls], malformed }),
        close: async () => {
            server.closeAllConnections();
            await new Promise((resolve) => server.close(() => resolve()));
        },
    };
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