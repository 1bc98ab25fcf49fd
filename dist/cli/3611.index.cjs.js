"use strict";
exports.id = 3611;
exports.ids = [3611];
exports.modules = {

/***/ 6612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ pathWithShims),
/* harmony export */   fh: () => (/* binding */ installCommandShims)
/* harmony export */ });
/* unused harmony export SHIM_DIR */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// eval.yaml `command_mocks`: one small node script per mocked command in a neutral directory of
// the run's workspace (`.bin/`, removed when the session ends), put first on an ACP agent's PATH.
// Each sends its call (its name and arguments) to the run's loopback server in Parley
// (command-mock-server.ts), which picks the answer by the suite's rules and logs the call for
// `expect_calls`; the shim prints what comes back and exits with its code. A shim holds the
// server's address and the run's token, nothing of the test (no rules, no suite or task names)
// and no path to the log. POSIX only: the shims are `#!` scripts run by the node that runs Parley.


const SHIM_DIR = '.bin';
// No require/import: getBuiltinModule works as CommonJS or ESM, whatever a package.json says.
// The server gone (the session over), the call fails as a missing command would.
const SHIM = (name, url, token) => `#!${process.execPath}
const http = process.getBuiltinModule('node:http');
const name = ${JSON.stringify(name)};
const fail = (why) => {
  process.stderr.write(name + ': the command mock did not answer (' + why + ')\\n');
  process.exitCode = 127;
};
const request = http.request(
  ${JSON.stringify(url)},
  { method: 'POST', headers: { authorization: ${JSON.stringify(`Bearer ${token}`)}, 'content-type': 'application/json' } },
  (response) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk) => (body += chunk));
    response.on('end', () => {
      let answer;
      try {
        answer = JSON.parse(body);
      } catch {
        return fail('HTTP ' + response.statusCode);
      }
      process.stdout.write(answer.stdout);
      process.stderr.write(answer.stderr);
      process.exitCode = answer.exit_code;
    });
  },
);
request.on('error', (error) => fail(error.code || error.message));
request.end(JSON.stringify({ command: name, args: process.argv.slice(2) }));
`;
/** Writes the shims into `root/.bin` (the workspace must exist, with the task's files). */
async function installCommandShims(root, mocks) {
    // re2js with the server: only a run with command mocks loads them.
    const { startCommandMockServer } = await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(5917)]).then(__webpack_require__.bind(__webpack_require__, 5917));
    const server = await startCommandMockServer(mocks);
    // A task's own `.bin/` stays untouched: the shims then go to a fresh `.bin-XXXXXX/`.
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, SHIM_DIR);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir);
    }
    catch {
        dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, `${SHIM_DIR}-`));
    }
    try {
        for (const mock of mocks) {
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, mock.name);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, SHIM(mock.name, server.url, server.token));
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(file, 0o755);
        }
    }
    catch (error) {
        await server.close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
        throw error;
    }
    return {
        dir,
        calls: () => server.log(),
        // After the session, before grading: graders see the workspace as the agent left it.
        cleanup: async () => {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
            await server.close();
        },
    };
}
/** PATH with the shims first. */
function pathWithShims(dir, path = process.env.PATH ?? '') {
    return path ? `${dir}${node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter}${path}` : dir;
}


/***/ }),

/***/ 374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* reexport safe */ _shared_confine_js__WEBPACK_IMPORTED_MODULE_0__.Dy),
/* harmony export */   FK: () => (/* reexport safe */ _shared_confine_js__WEBPACK_IMPORTED_MODULE_0__.FK),
/* harmony export */   he: () => (/* reexport safe */ _shared_confine_js__WEBPACK_IMPORTED_MODULE_0__.he),
/* harmony export */   z6: () => (/* reexport safe */ _shared_confine_js__WEBPACK_IMPORTED_MODULE_0__.z6)
/* harmony export */ });
/* harmony import */ var _shared_confine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8653);
// The confinement check lives in shared/ (graders confine workspace paths by the same rule).



/***/ }),

/***/ 8281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ agentEnvironment),
/* harmony export */   Ug: () => (/* binding */ expandEnvValues),
/* harmony export */   VX: () => (/* binding */ secretValues),
/* harmony export */   qO: () => (/* binding */ expandEnv)
/* harmony export */ });
/* harmony import */ var _shared_child_env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(889);

// `${NAME}` substitution from the environment for adapter settings (headers, env, URLs), so
// suites can reference secrets without writing them down. Unset variables become ''.
function expandEnv(text, env = process.env) {
    return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name) => env[name] ?? '');
}
function expandEnvValues(values, env = process.env) {
    return Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, expandEnv(v, env)]));
}
/** The values substituted into `values`, so messages can redact them. */
function secretValues(values, env = process.env) {
    const found = [];
    for (const value of Object.values(values ?? {})) {
        for (const match of value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) {
            const secret = env[match[1] ?? ''];
            if (secret)
                found.push(secret);
        }
    }
    return found;
}
/**
 * The environment of an agent process Parley starts: the runner's variables on the agent's
 * allow-list (shared/child-env.ts: path, home, locale, temp, proxy, the agents' documented
 * settings), plus what the suite sets explicitly (`config.agent.env`, `${NAME}` expanded) — the
 * only way a secret reaches the agent.
 */
function agentEnvironment(explicit, env = process.env) {
    return { ...(0,_shared_child_env_js__WEBPACK_IMPORTED_MODULE_0__/* .inheritedEnvironment */ .aJ)('agent', env), ...expandEnvValues(explicit, env) };
}


/***/ }),

/***/ 4224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WZ: () => (/* binding */ processTree),
/* harmony export */   fl: () => (/* binding */ runProcessTag)
/* harmony export */ });
/* unused harmony export PROCESS_TAG_VARIABLE */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// Every process an agent (or an MCP server) started, found and stopped when its run ends. A
// process group is not enough: Copilot and OpenCode run shell commands in a session of their
// own, and once the agent dies they are children of PID 1, outside any tree. So on Linux a
// process belongs to the run when any of these holds: it is in the leader's process group or
// session, it descends from the leader (parent links, read from /proc), or its environment
// carries the run's tag (an environment variable with a random value, set on the leader and
// inherited by everything it starts unless a program clears its environment). Stopping sends
// SIGTERM to all of them, waits up to a grace period for them to go, then SIGKILLs whatever is
// left (looking again, for processes started meanwhile). Elsewhere only the leader and its
// group are signalled. A leader whose pid is no longer known (the MCP SDK forgets its server's
// once it closed the transport) still has its tagged processes found and stopped.


/** The environment variable carrying a run's tag into its processes. */
const PROCESS_TAG_VARIABLE = 'PARLEY_PROCESS_TAG';
const POLL_MS = 25;
/** A tree for the leader spawned with `env` (its pid known once it is spawned). */
function processTree(leader) {
    const tag = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12).toString('hex');
    const marker = `${PROCESS_TAG_VARIABLE}=${tag}`;
    let stopping;
    const members = async () => {
        const root = leader();
        if (process.platform !== 'linux')
            return [];
        const table = await processTable();
        const found = new Set();
        for (const [pid, p] of table) {
            if (root !== undefined && (pid === root || p.pgid === root || p.sid === root))
                found.add(pid);
        }
        addDescendants(table, found);
        // The tag: processes the agent started that left its session and lost their parent.
        await addTagged(table, found, marker);
        addDescendants(table, found);
        found.delete(process.pid);
        return [...found];
    };
    const stop = (graceMs) => (stopping ??= (async () => {
        const root = leader();
        const until = Date.now() + graceMs;
        if (process.platform !== 'linux') {
            if (root === undefined)
                return;
            // No /proc: the leader and its group (when it leads one), and the leader's grace.
            signal(root, 'SIGTERM');
            signal(-root, 'SIGTERM');
            while (Date.now() < until && exists(root)) {
                await new Promise((resolve) => setTimeout(resolve, POLL_MS));
            }
            signal(root, 'SIGKILL');
            signal(-root, 'SIGKILL');
            return;
        }
        // The group first (a leader already gone leaves its group), then each member found.
        if (root !== undefined)
            signal(-root, 'SIGTERM');
        let left = await members();
        for (const pid of left)
            signal(pid, 'SIGTERM');
        // While they go, only those found are watched (one stat each); the full search (every
        // process's environment) runs again before SIGKILL.
        while (left.length && Date.now() < until) {
            await new Promise((resolve) => setTimeout(resolve, POLL_MS));
            left = (await Promise.all(left.map(async (pid) => ((await alive(pid)) ? [pid] : [])))).flat();
        }
        if (root !== undefined)
            signal(-root, 'SIGKILL');
        for (const pid of left)
            signal(pid, 'SIGKILL');
        // Anything started while the others went.
        for (const pid of await members())
            signal(pid, 'SIGKILL');
    })());
    return { env: { [PROCESS_TAG_VARIABLE]: tag }, members, stop };
}
/** Live (non-zombie) processes: pid → parent, group and session. */
async function processTable() {
    const table = new Map();
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)('/proc').catch(() => []);
    await Promise.all(entries
        .filter((entry) => /^\d+$/.test(entry))
        .map(async (entry) => {
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${entry}/stat`, 'latin1').catch(() => '');
        // "pid (comm) state ppid pgrp session ...": comm may hold spaces and parentheses.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (!stat || fields[0] === 'Z' || fields[0] === 'X')
            return;
        table.set(Number(entry), {
            ppid: Number(fields[1]),
            pgid: Number(fields[2]),
            sid: Number(fields[3]),
        });
    }));
    return table;
}
function exists(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch {
        return false;
    }
}
/** Exists and is not a zombie. */
async function alive(pid) {
    const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${pid}/stat`, 'latin1').catch(() => '');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return stat !== '' && state !== 'Z' && state !== 'X';
}
function signal(pid, name) {
    try {
        process.kill(pid, name);
    }
    catch {
        // Already gone, or not ours.
    }
}
/** Rounds of look-and-kill, for processes that start others while they are killed. */
const SWEEP_ROUNDS = 5;
/**
 * A fresh tag for one run, drawn when a process is first handed `env` (most runs start none);
 * `sweep` looks for it only then.
 */
function runProcessTag() {
    let env;
    return {
        get env() {
            return (env ??= { [PROCESS_TAG_VARIABLE]: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12).toString('hex') });
        },
        async sweep() {
            if (env === undefined || process.platform !== 'linux')
                return;
            const tag = env[PROCESS_TAG_VARIABLE];
            for (let round = 0; round < SWEEP_ROUNDS; round++) {
                const found = await taggedProcesses(`${PROCESS_TAG_VARIABLE}=${tag}`);
                if (!found.length)
                    return;
                for (const pid of found)
                    signal(pid, 'SIGKILL');
            }
        },
    };
}
/** Live processes whose environment holds `marker`, and their descendants (never this one). */
async function taggedProcesses(marker) {
    const table = await processTable();
    const found = new Set();
    await addTagged(table, found, marker);
    addDescendants(table, found);
    found.delete(process.pid);
    return [...found];
}
/** Adds to `found` the processes not in it whose environment holds `marker`. */
async function addTagged(table, found, marker) {
    await Promise.all([...table.keys()]
        .filter((pid) => !found.has(pid))
        .map(async (pid) => {
        const environ = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${pid}/environ`, 'latin1').catch(() => '');
        if (environ.split('\0').includes(marker))
            found.add(pid);
    }));
}
/** Adds to `found` the descendants of everything in it, to a fixed point. */
function addDescendants(table, found) {
    for (let grew = true; grew;) {
        grew = false;
        for (const [pid, p] of table) {
            if (!found.has(pid) && found.has(p.ppid)) {
                found.add(pid);
                grew = true;
            }
        }
    }
}


/***/ }),

/***/ 8959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ AgentError)
/* harmony export */ });
/** An adapter failure the engine classifies as agent_error (or config_error). */
class AgentError extends Error {
    kind;
    stderr;
    constructor(message, kind = 'agent_error', 
    /** The agent process's stderr, when it failed before a session existed to hand it over. */
    stderr) {
        super(message);
        this.kind = kind;
        this.stderr = stderr;
        this.name = 'AgentError';
    }
}


/***/ }),

/***/ 6582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ classify)
/* harmony export */ });
/* harmony import */ var _graders_result_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3287);
/* harmony import */ var _graders_score_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4290);
// The one status and outcome of a run (DESIGN.md "Outcomes"), from how the conversation ended
// and what the graders, per-turn assertions and checkpoints say. Errors and abstains are not
// graded: they are not verdicts on the agent's work. Graders see the conversation's real
// outcome, and the verdict is a typed status/outcome pair (an impossible one cannot be built).


/** A result the engine adds after grading (no grader ran it, so no time of its own). */
function added(outcome) {
    return { ...outcome, duration_ms: 0 };
}
/**
 * The verdict of a finished run; fills in the draft's graders, scores, error and whether the
 * agent ended by asking. finalRecord() then checks the pair against DESIGN's table.
 */
async function classify(record, ending, options) {
    if (ending.kind === 'cancelled')
        throw new Error('a cancelled run is not classified');
    if (ending.kind === 'error') {
        record.error = { message: ending.message, kind: ending.where };
        return errorVerdict(ending.outcome);
    }
    // An abstain the task did not ask for is no verdict on the agent: the brief or the skill is
    // too vague, reported apart.
    if (ending.outcome === 'abstained' && !options.expectsAbstain) {
        return { status: 'abstained', outcome: 'abstained' };
    }
    const { outcome } = ending;
    const asked = outcome === 'awaiting_input';
    // The agent ended by asking and nothing could answer: recorded, and graded unless the suite
    // or --on-missing-input asks to skip such runs.
    if (asked)
        record.ended_with_question = true;
    if (asked && options.onMissingInput === 'skip') {
        return { status: 'skipped', outcome: 'awaiting_input' };
    }
    const conversationOutcome = outcome === 'awaiting_input' ? 'completed' : outcome;
    const graded = await options.grade(conversationOutcome);
    const results = [...graded.results, ...(0,_graders_result_js__WEBPACK_IMPORTED_MODULE_0__/* .fromConversationChecks */ .$S)(record).map(added)];
    if (asked && options.onMissingInput === 'fail') {
        results.push(added((0,_graders_result_js__WEBPACK_IMPORTED_MODULE_0__/* .fromCount */ .sp)((0,_graders_result_js__WEBPACK_IMPORTED_MODULE_0__/* .builtinSpec */ .DU)('input', 'awaiting_input'), 0, 1, 'the agent asked a question and no input source was configured (on_missing_input: fail)')));
    }
    record.graders = results;
    const score = (0,_graders_score_js__WEBPACK_IMPORTED_MODULE_1__/* .scoreRun */ .I)(results);
    record.score = score.score;
    record.weighted_score = score.weightedScore;
    if (graded.error) {
        record.error = { message: graded.error, kind: 'grader' };
        return { status: 'error', outcome: 'grader_error' };
    }
    if (score.passed)
        return { status: 'passed', outcome: conversationOutcome };
    const checkpointsMissing = record.checkpoints.some((c) => c.required && !c.reached);
    return {
        status: 'failed',
        outcome: checkpointsMissing ? 'checkpoints_missing' : conversationOutcome,
    };
}
/** An error ending's verdict; an outcome that is not an error's is itself a bug, said so. */
function errorVerdict(outcome) {
    switch (outcome) {
        case 'timeout':
        case 'first_event_timeout':
        case 'agent_error':
        case 'responder_error':
        case 'grader_error':
        case 'config_error':
            return { status: 'error', outcome };
        default:
            throw new Error(`an error ending cannot have outcome ${outcome}`);
    }
}


/***/ }),

/***/ 8539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ countingLlm)
/* harmony export */ });
/* harmony import */ var _results_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8233);
/* harmony import */ var _llm_usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1304);


function countingLlm(shared) {
    const runUsage = (0,_results_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyUsageByRole */ .EF)();
    return {
        runUsage,
        get endpoint() {
            return shared.endpoint;
        },
        get client() {
            return shared.client;
        },
        usage: (role) => ({ ...runUsage[role] }),
        async chat(params, options) {
            const completion = await shared.chat(params, options);
            (0,_results_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .addUsage */ .vk)(runUsage[options.role], (0,_llm_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .usageOfCompletion */ .R)(completion.usage, params.model));
            return completion;
        },
    };
}


/***/ }),

/***/ 3611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LY: () => (/* binding */ DEFAULT_RETRY_ERRORS),
  cu: () => (/* binding */ identityOf),
  NH: () => (/* binding */ nothingRan),
  FB: () => (/* binding */ overridesOf),
  HT: () => (/* binding */ resultsDirOf),
  g: () => (/* binding */ runLoadedSuites),
  G9: () => (/* binding */ suiteInputs)
});

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/results/layout.ts
var layout = __webpack_require__(8534);
// EXTERNAL MODULE: ./src/shared/empty.ts
var empty = __webpack_require__(3072);
// EXTERNAL MODULE: ./src/shared/strings.ts
var strings = __webpack_require__(5839);
;// CONCATENATED MODULE: ./src/results/digest.ts
// What the engine keeps in memory of a finished run for the summary, the report, the console and
// JUnit, once results.jsonl has the run in full: a RunRecord of bounded size. Transcripts, tool
// call payloads, grader details, permission logs, stderr and the agent log are dropped; texts a
// report quotes are cut. So a job's memory grows by a few hundred bytes per run, whatever its
// conversations hold.


/** A quoted message (the agent's last, a question) is shown up to 1,200 characters. */
const MAX_MESSAGE = 1_200;
/** Feedback, reasons and error messages: the report and console show at most 500. */
const MAX_NOTE = 600;
/** Failing turn assertions kept per run (the report lists them). */
const MAX_ASSERTIONS = 20;
/**
 * One shared object for every digested turn (the run's usage by role is kept, not the turns'),
 * and for each role of a run that used none: most runs have no judge, many no agent tokens.
 */
const NO_USAGE = Object.freeze({
    input_tokens: 0,
    output_tokens: 0,
    total_tokens: 0,
    requests: 0,
});
function digestRecord(record) {
    const { stderr: _stderr, agent_log: _log, ...rest } = record;
    // A passed run is quoted only when it ended asking (its last message); others list failures.
    const passed = record.status === 'passed';
    // Lists most runs leave empty are one shared, frozen empty list: a digest is kept all job long.
    const turns = !passed
        ? digestTurns(record.turns)
        : record.ended_with_question
            ? digestTurns(record.turns).slice(-1)
            : (0,empty/* none */.d)();
    const checkpoints = record.checkpoints
        .filter((c) => c.required && !c.reached)
        .map((c) => ({ ...c, message: (0,strings/* truncate */.xv)(c.message, MAX_NOTE) }));
    return {
        ...rest,
        turns: turns.length ? turns : (0,empty/* none */.d)(),
        responder: record.responder && {
            ...record.responder,
            reason: record.responder.reason && (0,strings/* truncate */.xv)(record.responder.reason, MAX_NOTE),
            last_question: record.responder.last_question && (0,strings/* truncate */.xv)(record.responder.last_question, MAX_MESSAGE),
        },
        // Only what a report names: the required checkpoints that were not reached.
        checkpoints: checkpoints.length ? checkpoints : (0,empty/* none */.d)(),
        usage: digestUsage(record.usage),
        graders: record.graders.map(({ details, ...g }) => ({
            ...g,
            feedback: (0,strings/* truncate */.xv)(g.feedback, MAX_NOTE),
            // Which model judged, for the report's note on a model grading itself.
            ...(typeof details?.judge_model === 'string'
                ? { details: { judge_model: details.judge_model } }
                : {}),
        })),
        error: record.error && {
            kind: record.error.kind,
            message: (0,strings/* truncate */.xv)(record.error.message, 2_000),
        },
    };
}
function digestUsage(usage) {
    const zero = (u) => u.input_tokens === 0 &&
        u.output_tokens === 0 &&
        u.total_tokens === 0 &&
        u.requests === 0 &&
        u.reported === undefined;
    return {
        agent: zero(usage.agent) ? NO_USAGE : usage.agent,
        responder: zero(usage.responder) ? NO_USAGE : usage.responder,
        judge: zero(usage.judge) ? NO_USAGE : usage.judge,
    };
}
/**
 * The turns a report reads: those with a failing assertion (its message cut) and the last one
 * (the agent's final message, cut); no inputs, tool calls, permissions or per-turn usage.
 */
function digestTurns(turns) {
    const last = turns.length - 1;
    let assertions = 0;
    return turns.flatMap((turn, index) => {
        const failing = turn.assertions.filter((a) => !a.passed);
        if (index !== last && failing.length === 0)
            return [];
        const kept = failing
            .slice(0, Math.max(0, MAX_ASSERTIONS - assertions))
            .map((a) => ({ ...a, message: (0,strings/* truncate */.xv)(a.message, MAX_NOTE) }));
        assertions += kept.length;
        const { permissions: _permissions, ...rest } = turn;
        return [
            {
                ...rest,
                input: '',
                output: index === last ? (0,strings/* truncate */.xv)(turn.output, MAX_MESSAGE) : '',
                tool_calls: [],
                skill_invocations: [],
                assertions: kept,
                usage: NO_USAGE,
            },
        ];
    });
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/results/spool.ts
// report.html's runs, rendered as each run is written to results.jsonl (the record is whole and
// already redacted then; the renderer is the report's, given by the entry point) and appended
// to a spool file beside it, so the job's end writes the page in one pass (head, the spool
// copied through, tail) instead of reading results.jsonl back. Only the runs that could fit the
// page are spooled: past `maxBytes` the rest are counted. The page's head needs the summary, so
// how many runs it shows is decided at the end (report/html/index.ts), from each run's size.
// Runs are written in batches: the spool only feeds the page at the job's end (a job that dies
// has no page to write), and a write per run was a system call per run for nothing.

/** The spool's name in the results directory (removed when report.html is written). */
const SPOOL_FILE = '.report.html.spool';
/** What the spool holds back before it writes. */
const BATCH_BYTES = 256 * 1024;
class RunSpool {
    path;
    renderer;
    redact;
    fd;
    /** Bytes of each spooled run, in results.jsonl order. */
    sizes = [];
    /** Every run added, spooled or only counted. */
    runs = 0;
    bytes = 0;
    full = false;
    /** Set when the spool could not be written: the page is then rendered from results.jsonl. */
    failed = false;
    /** Rendered runs not yet written, and their bytes. */
    pending = [];
    pendingBytes = 0;
    maxBytes;
    constructor(path, renderer, redact) {
        this.path = path;
        this.renderer = renderer;
        this.redact = redact;
        this.maxBytes = renderer.maxBytes;
    }
    add(record) {
        this.runs++;
        if (this.full || this.failed)
            return;
        const text = this.redact(this.renderer.render(record));
        const size = Buffer.byteLength(text, 'utf8');
        // A run that does not fit the whole page cannot be shown, nor can any after it.
        if (this.bytes + size > this.maxBytes) {
            this.full = true;
            return;
        }
        this.pending.push(text);
        this.pendingBytes += size;
        this.sizes.push(size);
        this.bytes += size;
        if (this.pendingBytes >= BATCH_BYTES)
            this.flush();
    }
    /** Writes the pending runs; one that cannot be written marks the spool failed. */
    flush() {
        if (!this.pending.length || this.failed)
            return;
        const chunk = Buffer.from(this.pending.join(''), 'utf8');
        this.pending = [];
        this.pendingBytes = 0;
        try {
            this.fd ??= (0,external_node_fs_.openSync)(this.path, 'w');
            let written = 0;
            while (written < chunk.length)
                written += (0,external_node_fs_.writeSync)(this.fd, chunk, written);
        }
        catch {
            // A spool that cannot be written costs speed, not the page (finish reads results.jsonl).
            this.failed = true;
            this.closeFile();
        }
    }
    /** The spool's first `count` runs, in pieces of at most 1 MiB. */
    *copy(count) {
        this.flush();
        let left = 0;
        for (let i = 0; i < count; i++)
            left += this.sizes[i];
        if (left === 0)
            return;
        const fd = (0,external_node_fs_.openSync)(this.path, 'r');
        try {
            const buffer = Buffer.alloc(Math.min(left, 1024 * 1024));
            let position = 0;
            while (left > 0) {
                const n = (0,external_node_fs_.readSync)(fd, buffer, 0, Math.min(buffer.length, left), position);
                if (n <= 0)
                    throw new Error(`${this.path}: ended ${left} bytes early`);
                position += n;
                left -= n;
                yield Buffer.from(buffer.subarray(0, n));
            }
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    /** The pending runs written and the file closed (`failed` then says whether all are there). */
    close() {
        this.flush();
        this.closeFile();
    }
    closeFile() {
        if (this.fd !== undefined)
            (0,external_node_fs_.closeSync)(this.fd);
        this.fd = undefined;
    }
    /** Closed and removed (report.html is written, or the job ended without one). */
    discard() {
        this.pending = [];
        this.closeFile();
        (0,external_node_fs_.rmSync)(this.path, { force: true });
    }
}

;// CONCATENATED MODULE: ./src/results/ledger.ts
// What this process wrote to a results directory's results.jsonl in this job, kept so that the
// job finishes without reading its own file back (validating every line again with zod cost
// more than everything else the end of a job does): each run's digest (the cost of every run,
// confirmation and base runs included) and report.html's runs, rendered into a spool as they
// are written (spool.ts; the entry point gives the renderer: RunOptions.spool). One ledger per results.jsonl: a job's screening runs
// start it, its confirmation runs (head and base, appended to the same file) add to it, in the
// file's order. A file read from disk later (`parley report`) has no ledger: it is validated.


class JobLedger {
    dir;
    /** Every run written, as its bounded digest (results/digest.ts), in results.jsonl order. */
    digests = [];
    /** report.html's runs; none without a renderer (the page then reads results.jsonl back). */
    spool;
    constructor(dir, renderer, redact) {
        this.dir = dir;
        this.spool = renderer && new RunSpool((0,external_node_path_.join)(dir, SPOOL_FILE), renderer, redact);
    }
    /** A run just appended to results.jsonl: the whole (redacted) record and its digest. */
    add(record, digest) {
        this.digests.push(digest);
        this.spool?.add(record);
    }
    /** The job is finished (or abandoned): the spool is removed, the ledger forgotten. */
    end() {
        this.spool?.discard();
        if (ledgers.get(this.dir) === this)
            ledgers.delete(this.dir);
    }
}
const ledgers = new Map();
let cleanup = false;
/**
 * The ledger of `resultsDir`'s results.jsonl as a writer opens it: a new one when the file starts
 * anew, the job's when runs are appended (none if this process did not start the file).
 */
function ledgerFor(resultsDir, append, renderer, redact) {
    const dir = (0,external_node_path_.resolve)(resultsDir);
    if (append)
        return ledgers.get(dir);
    ledgers.get(dir)?.end();
    if (!cleanup)
        process.once('exit', discardAll);
    cleanup = true;
    const ledger = new JobLedger(dir, renderer, redact);
    ledgers.set(dir, ledger);
    return ledger;
}
/** A job that ends without finishing (an error, a signal) leaves no spool behind. */
function discardAll() {
    for (const ledger of [...ledgers.values()])
        ledger.end();
}

// EXTERNAL MODULE: ./src/results/summary.ts + 2 modules
var results_summary = __webpack_require__(3284);
// EXTERNAL MODULE: ./src/results/writer.ts
var results_writer = __webpack_require__(4787);
// EXTERNAL MODULE: ./src/suites/agent-config.ts
var agent_config = __webpack_require__(4755);
// EXTERNAL MODULE: ./src/engine/interrupt.ts
var engine_interrupt = __webpack_require__(1649);
// EXTERNAL MODULE: ./src/engine/llms.ts
var llms = __webpack_require__(3688);
// EXTERNAL MODULE: external "node:diagnostics_channel"
var external_node_diagnostics_channel_ = __webpack_require__(3053);
;// CONCATENATED MODULE: ./src/engine/while-waiting.ts
// Work a job needs only after its first model reply (the graders and the responder, loaded)
// or when it ends (the summary's task identities and commit, the modules that write the
// reports) is done while its runs wait on the network: once every model request started so far
// is on the wire, when the CPU would idle — not before the first requests leave (start-up is
// part of every run's wall time, and work started before a request's connection is made holds
// the request back: on Node 22 the first request reached the server later when the work began a
// millisecond after it was asked for; docs/benchmarks.md) and not after the last reply (so is
// finishing).
// Node's fetch (undici, under the openai SDK) says when a request's body is sent on the
// `undici:request:bodySent` diagnostics channel; if it never says so (a request that failed
// before it was sent, another fetch), the work starts MAX_WAIT_MS after the first request. A job
// whose agents make no model request through Parley (ACP, http, mock agents without an LLM
// responder) does the work when its result is asked for, as before.

const SENT = 'undici:request:bodySent';
/** The longest the work waits for the requests to be sent. */
const MAX_WAIT_MS = 50;
function whileWaiting() {
    let started = false;
    let unsent = 0;
    let fallback;
    const waiting = [];
    const start = () => {
        if (started)
            return;
        started = true;
        clearTimeout(fallback);
        (0,external_node_diagnostics_channel_.unsubscribe)(SENT, sent);
        for (const work of waiting.splice(0))
            work();
    };
    function sent() {
        // The other requests of this turn of the event loop are counted already: when the last one
        // is sent, the work goes after whatever I/O is ready now.
        if (--unsent === 0)
            setImmediate(start);
    }
    return {
        onRequest() {
            if (started || !waiting.length)
                return;
            if (!fallback) {
                (0,external_node_diagnostics_channel_.subscribe)(SENT, sent);
                fallback = setTimeout(start, MAX_WAIT_MS);
            }
            unsent++;
        },
        later(work) {
            let result;
            const run = () => (result ??= new Promise((resolve) => resolve(work())));
            if (started)
                void run().catch(() => undefined);
            else
                waiting.push(() => void run().catch(() => undefined));
            return run;
        },
    };
}

// EXTERNAL MODULE: ./src/shared/on-demand.ts
var on_demand = __webpack_require__(1894);
;// CONCATENATED MODULE: ./src/graders/load.ts
// The graders (every grader and assertion, the judge) load when a job first grades, not at
// start-up: the engine asks for them while its first model requests wait on the network
// (engine/while-waiting.ts), so they are ready by the first turn's assertions.

const loadGraders = (0,on_demand/* onDemand */.h)(() => Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(5058), __webpack_require__.e(2680), __webpack_require__.e(9886)]).then(__webpack_require__.bind(__webpack_require__, 2680)));

// EXTERNAL MODULE: ./src/graders/re2.ts
var re2 = __webpack_require__(2373);
;// CONCATENATED MODULE: ./src/responder/load.ts
// The responder (the LLM responder, its system prompt and decision schema, the rules, the reply
// audit) loads only for a job that has a task with one, not at start-up; the engine asks for it
// while the job's first model requests wait on the network (engine/execute.ts).

const loadResponder = (0,on_demand/* onDemand */.h)(() => Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(330)]).then(__webpack_require__.bind(__webpack_require__, 330)));

// EXTERNAL MODULE: ./src/engine/plan.ts
var plan = __webpack_require__(955);
// EXTERNAL MODULE: ./src/engine/skill-arm.ts
var skill_arm = __webpack_require__(5544);
// EXTERNAL MODULE: ./src/results/lift-run.ts
var lift_run = __webpack_require__(7701);
// EXTERNAL MODULE: ./src/suites/model.ts
var model = __webpack_require__(3148);
;// CONCATENATED MODULE: ./src/engine/preflight.ts

const WHO = {
    agent: 'the openai agent',
    responder: 'the LLM responder',
    judge: 'an LLM judge',
};
/** Where each role's base URL and key come from, in the order they win. */
function sources(role, field) {
    const env = field === 'base-url' ? 'OPENAI_BASE_URL' : 'OPENAI_API_KEY';
    const flags = role === 'agent' ? `--${field}` : `--${field} or --${role}-${field}`;
    const inputs = role === 'agent' ? field : `${field} / ${role}-${field}`;
    return `set ${env}, or pass ${flags} (action input${role === 'agent' ? '' : 's'} ${inputs})`;
}
function endpointProblem(role, endpoint) {
    const missing = [
        endpoint.baseURL ? '' : 'a base URL',
        endpoint.apiKey ? '' : 'an API key',
    ].filter(Boolean);
    if (!missing.length)
        return undefined;
    const how = [
        endpoint.baseURL ? '' : sources(role, 'base-url'),
        endpoint.apiKey ? '' : sources(role, 'api-key'),
    ].filter(Boolean);
    return `${WHO[role]} needs an LLM endpoint but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: ${how.join('; ')}`;
}
const isJudged = (a) => a.type === 'agent';
/** Whether grading this task calls the judge: a prompt grader or a Yao `agent` assertion. */
function needsJudge(suite, task) {
    if ([...suite.graders, ...(0,model/* taskGraders */.SM)(task)].some((g) => g.type === 'prompt'))
        return true;
    if (task.assertions.some(isJudged))
        return true;
    if (task.checkpoints.some((c) => isJudged(c.assertion)))
        return true;
    return task.plan.kind === 'turns' && task.plan.turns.some((t) => t.assertions.some(isJudged));
}
function preflight(planned, settings) {
    const errors = new Map();
    const add = (run, path, message, key = path) => {
        const { file, line, column } = run.task.source;
        errors.set(`${file}:${line}:${key}`, { file, line, column, path, message });
    };
    // A missing endpoint is said once per suite file and role, at the first task that needs it.
    const endpointsSaid = new Set();
    const needEndpoint = (run, role, path) => {
        const problem = settings.endpoints && endpointProblem(role, settings.endpoints[role]);
        const key = `${run.suite.file}\0${role}`;
        if (!problem || endpointsSaid.has(key))
            return;
        endpointsSaid.add(key);
        add(run, path, problem, `endpoint:${role}`);
    };
    for (const run of planned) {
        // A skipped test never runs: it needs no agent, responder or judge.
        if (run.task.skip)
            continue;
        const models = run.task.models;
        if (run.task.agent.executor === 'openai') {
            if (!models.agent) {
                add(run, 'executor', 'the openai agent needs a model: set config.model or pass --model (action input "model")');
            }
            needEndpoint(run, 'agent', 'executor');
        }
        const plan = run.task.plan;
        if (plan.kind === 'responder' && !plan.responder.rules && !settings.interactive) {
            if (!models.responder) {
                add(run, 'inputs.responder.model', 'the LLM responder needs a model: set inputs.responder.model (JSONL: simulator.use), --responder-model or config.model');
            }
            needEndpoint(run, 'responder', 'inputs.responder');
        }
        if (needsJudge(run.suite, run.task))
            needEndpoint(run, 'judge', 'graders');
    }
    return [...errors.values()];
}

// EXTERNAL MODULE: ./src/engine/redact.ts
var redact = __webpack_require__(2393);
// EXTERNAL MODULE: ./src/engine/secrets.ts
var engine_secrets = __webpack_require__(9887);
;// CONCATENATED MODULE: ./src/agents/registry.ts
/** One import per executor: every run asks, and a dynamic import is not free even when cached. */
const loaded = new Map();
function agentFactory(executor) {
    let factory = loaded.get(executor);
    if (!factory) {
        factory = load(executor);
        // A failed load is not cached: the next run reports it again.
        factory.catch(() => loaded.delete(executor));
        loaded.set(executor, factory);
    }
    return factory;
}
// Each adapter takes its own executor's config: sound, because the engine passes task.agent to
// the factory loaded for task.agent.executor.
async function load(executor) {
    switch (executor) {
        case 'mock':
            return (await __webpack_require__.e(/* import() */ 7453).then(__webpack_require__.bind(__webpack_require__, 7453))).createMockAgent;
        case 'openai':
            return (await __webpack_require__.e(/* import() */ 1005).then(__webpack_require__.bind(__webpack_require__, 1005))).createOpenAiAgent;
        case 'http':
            return (await __webpack_require__.e(/* import() */ 9159).then(__webpack_require__.bind(__webpack_require__, 9159))).createHttpAgent;
        case 'acp':
            return (await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(5901), __webpack_require__.e(9733), __webpack_require__.e(8366), __webpack_require__.e(2809)]).then(__webpack_require__.bind(__webpack_require__, 2809))).createAcpAgent;
        default:
            throw new Error(`executor "${executor}" is not available yet`);
    }
}

// EXTERNAL MODULE: ./src/agents/types.ts
var types = __webpack_require__(8959);
// EXTERNAL MODULE: ./src/agents/process-tree.ts
var process_tree = __webpack_require__(4224);
// EXTERNAL MODULE: ./src/agents/command-shims.ts
var command_shims = __webpack_require__(6612);
;// CONCATENATED MODULE: ./src/engine/expect-calls.ts

const MAX_CALLS = 50;
const MAX_ARGS = 20;
const MAX_ARG_CHARS = 200;
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function withExpectedCalls(mocks, log, graded) {
    const expected = (mocks ?? []).filter((m) => m.expectCalls !== undefined);
    // No shims (an agent that runs no commands): nothing was served, nothing to count.
    if (log === undefined || (expected.length === 0 && log.malformed === 0))
        return graded;
    const { calls, malformed } = log;
    const counts = expected.map((m) => ({
        name: m.name,
        expected: m.expectCalls,
        actual: calls.filter((c) => c.command === m.name).length,
    }));
    const misses = counts.filter((c) => c.actual !== c.expected);
    const passed = misses.length === 0 && malformed === 0;
    const problems = [
        ...misses.map((c) => `${c.name}: expected ${plural(c.expected, 'call')}, got ${c.actual}`),
        ...(malformed
            ? [
                `${plural(malformed, 'malformed request')} to the command mocks dropped (not a shim's call)`,
            ]
            : []),
    ];
    const result = {
        name: 'expect_calls',
        type: 'command_mocks',
        score: passed ? 1 : 0,
        weight: 1,
        passed,
        feedback: passed
            ? `every mocked command ran as often as expected (${counts.map((c) => `${c.name} ${c.actual}`).join(', ')})`
            : problems.join('; '),
        // What the agent ran is its own text: the first calls, each argument clipped.
        details: {
            calls: calls.slice(0, MAX_CALLS).map((c) => ({
                command: c.command,
                args: c.args.slice(0, MAX_ARGS).map((a) => (0,strings/* clip */.$Q)(a, MAX_ARG_CHARS)),
                exit_code: c.exit_code,
            })),
            ...(malformed ? { malformed } : {}),
        },
        duration_ms: 0,
    };
    return { ...graded, results: [...graded.results, result] };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/agents/confine.ts
var confine = __webpack_require__(374);
;// CONCATENATED MODULE: ./src/agents/workspace.ts
// The per-run workspace: a temp directory populated with the task's files, repositories (git
// worktrees, detached) and instruction files. Every destination is confined to the directory.







/**
 * --keep-workspaces: copies the final workspace to `dest` (links copied as links, never
 * followed) before it is cleaned up; returns where the agent's working directory is in the copy.
 * A git worktree's copy keeps its files; its .git link points at a worktree that is removed.
 */
async function keepWorkspace(workspace, dest) {
    await workspace.prepare();
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(dest), { recursive: true });
    await (0,promises_.cp)(workspace.root, dest, { recursive: true, verbatimSymlinks: true });
    return (0,external_node_path_.join)(dest, (0,external_node_path_.relative)(workspace.root, workspace.cwd));
}
/** Resolves `path` inside `root`; throws when it is absolute or climbs out (`..`). */
function confinePath(root, path, what = 'path') {
    if ((0,external_node_path_.isAbsolute)(path))
        throw new types/* AgentError */.Y(`${what} "${path}" must be relative`, 'config_error');
    const full = (0,external_node_path_.resolve)(root, path);
    if (!(0,confine/* isInside */.FK)(root, full)) {
        throw new types/* AgentError */.Y(`${what} "${path}" leaves the workspace`, 'config_error');
    }
    return full;
}

/** The agent's working directory: the task's `workdir` inside the workspace root. */
function workdirOf(root, task) {
    return task.workdir ? confinePath(root, task.workdir, 'workdir') : root;
}
/** The resolved temp directory, once per value of tmpdir(): on macOS it is a symlink. */
const realTmp = new Map();
/**
 * Where a run's workspace is made: under the resolved temp directory, so that the root matches
 * the paths agents report. The name is random and nothing else: the agent sees it (the built-in
 * agent is told it, an ACP agent gets it as its session cwd and process cwd), so it never carries
 * a task id, suite name, trial or the word "parley" — a model reads `vague-brief-should-abstain`
 * or `expense-1` out of a path as readily as out of a prompt. 64 random bits from randomUUID's
 * pooled entropy (not a syscall a run); mkdir fails rather than reuse anything.
 */
function workspacePath() {
    const tmp = (0,external_node_os_.tmpdir)();
    let base = realTmp.get(tmp);
    if (base === undefined)
        realTmp.set(tmp, (base = (0,external_node_fs_.realpathSync)(tmp)));
    const random = (0,external_node_crypto_.randomUUID)().replaceAll('-', '').slice(0, 16);
    return (0,external_node_path_.join)(base, `ws-${random}`);
}
/**
 * The run's workspace. A task that places nothing (no files, repos, workdir or instruction
 * files) gets its directory only when something needs it (`prepare()`: an agent process or file
 * tool, the mock writing a file, a grader that reads files), and its path only when something
 * asks for it: a run of an HTTP agent, or of the built-in agent without file tools, makes no
 * directory and no name, and has nothing to look for when it ends: a mkdir and an rmdir per run
 * were most of the engine's overhead over a bare SDK loop (docs/benchmarks.md).
 */
async function createWorkspace(suite, task) {
    let path;
    const rootPath = () => (path ??= workspacePath());
    const worktrees = [];
    let made;
    const prepare = () => (made ??= (0,promises_.mkdir)(rootPath(), { mode: 0o700 }).then(() => undefined));
    let cleaned = false;
    const cleanup = async () => {
        if (cleaned)
            return;
        cleaned = true;
        // Never named: nothing can have made it.
        if (path === undefined)
            return;
        const root = path;
        if (!made) {
            // Named but never prepared: nothing to remove, unless something made it anyway (one
            // access(2); a failing rmdir would also build an exception).
            if ((0,external_node_fs_.existsSync)(root))
                await (0,promises_.rm)(root, { recursive: true, force: true });
            return;
        }
        const exists = await made.then(() => true, () => false);
        if (!exists)
            return;
        for (const { repo, dest } of worktrees) {
            await git(repo, ['worktree', 'remove', '--force', dest]).catch(() => undefined);
            await git(repo, ['worktree', 'prune']).catch(() => undefined);
        }
        // Most workspaces end empty: one rmdir, and the recursive walk only when something is left.
        await (0,promises_.rmdir)(root).catch(() => (0,promises_.rm)(root, { recursive: true, force: true }));
    };
    const places = task.files.length > 0 ||
        task.repos.length > 0 ||
        Boolean(task.workdir) ||
        task.instructionFiles.length > 0;
    if (!places) {
        return {
            get root() {
                return rootPath();
            },
            get cwd() {
                return rootPath();
            },
            prepare,
            cleanup,
        };
    }
    const root = rootPath();
    try {
        await prepare();
        for (const file of task.files)
            await placeFile(root, file);
        for (const repo of task.repos)
            await placeRepo(root, repo, worktrees);
        const cwd = workdirOf(root, task);
        if (cwd !== root)
            await (0,promises_.mkdir)(cwd, { recursive: true });
        for (const file of task.instructionFiles)
            await copyInstructionFile(cwd, file);
        return { root, cwd, prepare, cleanup };
    }
    catch (error) {
        await cleanup();
        throw error;
    }
}
async function placeFile(root, file) {
    const dest = confinePath(root, file.path, 'file path');
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(dest), { recursive: true });
    if (file.source !== undefined) {
        if (!(await exists(file.source))) {
            throw new types/* AgentError */.Y(`file "${file.path}": source ${file.source} does not exist`, 'config_error');
        }
        await (0,promises_.cp)(file.source, dest, { recursive: true });
    }
    else {
        await (0,promises_.writeFile)(dest, file.content ?? '');
    }
}
async function placeRepo(root, repo, worktrees) {
    const dest = confinePath(root, repo.dest, 'repo dest');
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(dest), { recursive: true });
    const shown = displaySource(repo.source);
    const local = !isUrl(repo.source) && (await exists(repo.source));
    try {
        if (local) {
            const source = (0,external_node_path_.resolve)(repo.source);
            await git(source, ['worktree', 'add', '--detach', dest, repo.ref ?? 'HEAD']);
            worktrees.push({ repo: source, dest });
        }
        else {
            // A remote repository cannot hold a worktree of ours: clone it instead.
            await git(root, ['clone', '--quiet', repo.source, dest]);
            if (repo.ref)
                await git(dest, ['checkout', '--quiet', '--detach', repo.ref]);
        }
    }
    catch (error) {
        const detail = error instanceof Error ? firstLine(error.message) : String(error);
        throw new types/* AgentError */.Y(`repo ${shown}: ${detail}`, 'config_error');
    }
}
/** Copies an instruction file to the same path relative to the suite (else its base name). */
async function copyInstructionFile(cwd, file) {
    if (!(await exists(file.source))) {
        throw new types/* AgentError */.Y(`instruction file ${file.source} does not exist`, 'config_error');
    }
    const dest = confinePath(cwd, file.path, 'instruction file');
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(dest), { recursive: true });
    await (0,promises_.cp)(file.source, dest);
}
/** node:child_process loads with the first repo input, not with every job's engine. */
async function git(cwd, args) {
    const { execFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    return new Promise((resolvePromise, reject) => {
        execFile('git', ['-C', cwd, ...args], { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, timeout: 120_000 }, (error, stdout, stderr) => {
            if (error)
                reject(new Error(`git ${args[0]} failed: ${stderr.trim() || error.message}`));
            else
                resolvePromise(stdout);
        });
    });
}
async function exists(path) {
    return (0,promises_.stat)(path).then(() => true, () => false);
}
function isUrl(source) {
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(source) || /^[^/]+@[^/]+:/.test(source);
}
/** A repository source without credentials (user info in a URL). */
function displaySource(source) {
    return source.replace(/\/\/[^/@]*@/, '//');
}
function firstLine(text) {
    return displaySource(text.split('\n')[0] ?? '').slice(0, 300);
}

// EXTERNAL MODULE: ./src/graders/types.ts
var graders_types = __webpack_require__(82);
// EXTERNAL MODULE: ./src/graders/workspace-paths.ts
var workspace_paths = __webpack_require__(7180);
// EXTERNAL MODULE: ./src/llm/errors.ts
var errors = __webpack_require__(9968);
// EXTERNAL MODULE: ./src/responder/types.ts
var responder_types = __webpack_require__(8315);
// EXTERNAL MODULE: ./src/results/record.ts
var results_record = __webpack_require__(6269);
// EXTERNAL MODULE: ./src/results/usage.ts
var usage = __webpack_require__(8233);
;// CONCATENATED MODULE: ./src/engine/checkpoints.ts
class CheckpointTracker {
    checkpoints;
    state = new Map();
    constructor(checkpoints) {
        this.checkpoints = checkpoints;
        for (const c of checkpoints) {
            this.state.set(c.id, {
                id: c.id,
                required: c.required,
                reached: false,
                turn: null,
                message: 'not checked yet',
            });
        }
    }
    /**
     * Checks every pending checkpoint whose prerequisites are reached, until nothing changes; or,
     * `once` (Yao's dynamic runner), in one pass in the order written, so a checkpoint whose
     * prerequisite is written after it waits for the next turn, as in Yao.
     */
    async afterTurn(turn, evaluate, once = false) {
        for (let progress = true; progress; progress = progress && !once) {
            progress = false;
            for (const c of this.checkpoints) {
                const record = this.state.get(c.id);
                if (record.reached)
                    continue;
                const waiting = c.after.filter((id) => !this.state.get(id)?.reached);
                if (waiting.length) {
                    record.message = `waiting for ${waiting.join(', ')}`;
                    continue;
                }
                const result = await evaluate(c.assertion);
                record.message = result.message;
                if (result.passed) {
                    record.reached = true;
                    record.turn = turn;
                    progress = true;
                }
            }
        }
    }
    /** Every required checkpoint is reached (true when none is required, as in Yao). */
    allRequiredReached() {
        return [...this.state.values()].every((r) => !r.required || r.reached);
    }
    records() {
        return this.checkpoints.map((c) => ({ ...this.state.get(c.id) }));
    }
}
/** A tool result's `message` longer than this is cut: it is untrusted agent-side text. */
const TOOL_MESSAGE_CHARS = 20_000;
/**
 * What Yao's dynamic checkpoints match: the reply, then the `message` of every tool result that
 * is an object with a non-empty string `message` (a JSON text of one counts), one per line.
 */
function yaoCheckpointText(output, toolCalls) {
    const parts = [output];
    for (const call of toolCalls) {
        let result = call.result;
        if (typeof result === 'string' && result.trimStart().startsWith('{')) {
            try {
                result = JSON.parse(result);
            }
            catch {
                continue;
            }
        }
        if (result && typeof result === 'object' && !Array.isArray(result)) {
            const message = result.message;
            if (typeof message === 'string')
                parts.push(message.slice(0, TOOL_MESSAGE_CHARS));
        }
    }
    return parts.filter((p) => p !== '').join('\n');
}
/**
 * waza's checkpoints: after agent turn N (1-based) the checkpoint's graders grade the
 * conversation so far. Their results join the run's graders, named by checkpoint, so a failed
 * checkpoint fails the run (as in waza); `on_failure: stop` also ends the conversation.
 */
class TurnCheckpointRunner {
    checkpoints;
    grade;
    graded = [];
    errors = [];
    constructor(checkpoints, grade) {
        this.checkpoints = checkpoints;
        this.grade = grade;
    }
    /** Runs the checkpoints of this turn; returns why the conversation stops, if it must. */
    async afterTurn(turnNumber) {
        let stop;
        for (const c of this.checkpoints) {
            if (c.afterTurn !== turnNumber)
                continue;
            const { results, error } = await this.grade(c.graders);
            const failed = results.filter((r) => !r.passed).map((r) => r.name);
            const stops = c.onFailure === 'stop' && (failed.length > 0 || error !== undefined);
            for (const r of results) {
                this.graded.push({
                    ...r,
                    name: `checkpoint after_turn=${c.afterTurn}: ${r.name}`,
                    feedback: stops && !r.passed
                        ? `${r.feedback} (on_failure: stop ended the conversation after turn ${c.afterTurn})`
                        : r.feedback,
                    details: {
                        ...r.details,
                        checkpoint: { after_turn: c.afterTurn, on_failure: c.onFailure, stopped: stops },
                    },
                });
            }
            if (error)
                this.errors.push(`checkpoint after_turn=${c.afterTurn}: ${error}`);
            if (stops && stop === undefined) {
                stop =
                    `checkpoint after_turn=${c.afterTurn} failed (on_failure: stop)` +
                        (failed.length ? `: ${failed.join(', ')}` : '');
            }
        }
        return stop;
    }
    /** Adds the checkpoints' results (and grading errors) to the final grading's. */
    merge(final) {
        const errors = [...this.errors, ...(final.error ? [final.error] : [])];
        const results = [...this.graded, ...final.results];
        return errors.length ? { results, error: errors.join('; ') } : { results };
    }
}

// EXTERNAL MODULE: ./src/engine/classify.ts
var classify = __webpack_require__(6582);
;// CONCATENATED MODULE: ./src/engine/turn-timeout.ts
/** The agent turns a waza conversation may take; undefined = not a waza conversation. */
function wazaTurns(task) {
    if (task.format !== 'yaml')
        return undefined;
    if (task.plan.kind === 'follow_ups')
        return 1 + task.plan.prompts.length;
    if (task.plan.kind === 'responder')
        return 1 + task.plan.responder.maxFollowups;
    return undefined;
}
/** Each turn's own limit in ms; 0 = none but the run's. */
function turnTimeoutMs(task) {
    return wazaTurns(task) === undefined ? 0 : task.timeoutSeconds * 1000;
}
/** The run's limit in ms, and how it reads in the error of a run that exceeds it. */
function runTimeout(task) {
    const turns = wazaTurns(task) ?? 1;
    return {
        ms: task.timeoutSeconds * turns * 1000,
        message: turns === 1
            ? `the run exceeded timeout_seconds (${task.timeoutSeconds} s)`
            : `the run exceeded timeout_seconds once per turn (${turns} × ${task.timeoutSeconds} s)`,
    };
}

// EXTERNAL MODULE: ./src/shared/asking.ts
var asking = __webpack_require__(5854);
// EXTERNAL MODULE: ./src/shared/bound.ts
var bound = __webpack_require__(1521);
;// CONCATENATED MODULE: ./src/engine/conversation.ts
// The conversation loop of one run: send the initial prompt, then after every agent turn check
// the turn's assertions and the checkpoints, and ask the input source for the next message,
// until it ends the conversation. Failures propagate as errors; the caller classifies them.
// A turn cut off by a timeout or a failure is still recorded (marked cut_off) with its input and
// what the agent streamed before: a run's record never loses a message that was sent.







/** The run's clock, or a clock of this turn's own on it (a waza conversation: turn-timeout.ts). */
function turnClock(context, index) {
    const { task } = context;
    const ms = turnTimeoutMs(task);
    if (!ms)
        return context.clock;
    return (0,engine_interrupt/* timer */.O1)(ms, () => new engine_interrupt/* Interrupt */.OK('timeout', `turn ${index + 1} exceeded timeout_seconds (${task.timeoutSeconds} s)`), context.clock.signal);
}
async function sendTurn(context, index, input, source, turns) {
    const { task } = context;
    const started = performance.now();
    let firstEventMs = null;
    const clock = turnClock(context, index);
    const stopFirstEventClock = clock.within(task.firstEventTimeoutSeconds * 1000, () => new engine_interrupt/* Interrupt */.OK('first_event_timeout', `the agent produced no event within first_event_timeout_seconds (${task.firstEventTimeoutSeconds} s) of turn ${index + 1}`));
    // What the agent produced so far, kept in case the turn never ends.
    const partial = {
        text: '',
        toolCalls: [],
        skills: [],
        usage: (0,usage/* emptyUsage */.ly)(),
        permissions: [],
    };
    const onEvent = (event) => {
        if (event.type === 'text')
            partial.text += event.text;
        else if (event.type === 'tool_call')
            partial.toolCalls.push((0,bound/* boundValue */.O)(event.call));
        else if (event.type === 'skill')
            partial.skills.push(event.name);
        else if (event.type === 'usage')
            (0,usage/* addUsage */.vk)(partial.usage, event.usage);
        else if (event.type === 'permission')
            partial.permissions.push((0,bound/* boundValue */.O)(event.permission));
        if (firstEventMs === null) {
            firstEventMs = Math.round(performance.now() - started);
            // Only the first-event clock stops: the run's deadline and cancellation still apply.
            stopFirstEventClock();
        }
    };
    // The task's pictures and sounds go with its first input.
    const media = index === 0 && task.promptMedia?.length ? task.promptMedia : undefined;
    const attachments = media?.map((m) => ({ kind: m.kind, label: m.label, bytes: m.bytes }));
    let result;
    try {
        result = await clock.race(context.session.sendTurn(input, {
            signal: clock.signal,
            onEvent,
            ...(media ? { media } : {}),
        }));
    }
    catch (error) {
        const duration = Math.round(performance.now() - started);
        const why = (0,engine_interrupt/* interruptOf */.pM)(clock.signal)?.kind ?? (error instanceof engine_interrupt/* Interrupt */.OK ? error.kind : 'error');
        turns.push({
            index,
            input,
            input_source: source,
            ...(attachments ? { attachments } : {}),
            output: partial.text,
            tool_calls: partial.toolCalls,
            skill_invocations: partial.skills,
            assertions: [],
            duration_ms: duration,
            first_event_ms: firstEventMs,
            stop_reason: why,
            usage: partial.usage,
            ...(partial.permissions.length ? { permissions: partial.permissions } : {}),
            cut_off: true,
        });
        throw error;
    }
    finally {
        stopFirstEventClock();
        if (clock !== context.clock)
            clock.dispose();
    }
    const duration = Math.round(performance.now() - started);
    const turn = {
        index,
        input,
        input_source: source,
        ...(attachments ? { attachments } : {}),
        output: result.output,
        // Untrusted: bounded in depth and size before anything serialises or compares them.
        tool_calls: result.toolCalls.map((call) => (0,bound/* boundValue */.O)(call)),
        skill_invocations: result.skillInvocations,
        assertions: [],
        duration_ms: duration,
        // An adapter that streams nothing is first heard from when its turn ends.
        first_event_ms: firstEventMs ?? (result.output || result.toolCalls.length ? duration : null),
        stop_reason: result.stopReason,
        usage: result.usage ?? (0,usage/* emptyUsage */.ly)(),
        ...(result.permissions?.length
            ? { permissions: result.permissions.map((p) => (0,bound/* boundValue */.O)(p)) }
            : {}),
    };
    return { turn, declaredAsk: result.asksQuestion };
}
/** Runs the conversation; `turns` is filled as it goes, so it is complete even on failure. */
async function runConversation(context, turns) {
    const { task } = context;
    const messages = [];
    let input = task.prompt;
    let source = 'prompt';
    for (let index = 0;; index++) {
        messages.push({ role: 'user', text: input });
        const { turn, declaredAsk } = await sendTurn(context, index, input, source, turns);
        turns.push(turn);
        messages.push({ role: 'agent', text: turn.output });
        // An agent that never stops calling tools has not answered: it is not the user's turn.
        if (turn.stop_reason === 'max_iterations') {
            throw new types/* AgentError */.Y(`the agent hit its iteration cap (config.agent.max_iterations) in turn ${index + 1}: ` +
                `${turn.tool_calls.length} tool call(s) and no final answer`);
        }
        if (task.plan.kind === 'turns') {
            for (const assertion of task.plan.turns[index]?.assertions ?? []) {
                turn.assertions.push(await context.evaluate(assertion, turn, turns));
            }
        }
        // Yao's dynamic checkpoints also read the tool results' messages (not the turn's assertions).
        const checked = task.yaoDynamic
            ? { ...turn, output: yaoCheckpointText(turn.output, turn.tool_calls) }
            : turn;
        await context.checkpoints.afterTurn(index, (a) => context.evaluate(a, checked, turns), task.yaoDynamic === true);
        // Yao passes a dynamic test at the turn its last required checkpoint is reached.
        if (task.yaoDynamic && context.checkpoints.allRequiredReached()) {
            return {
                end: {
                    kind: 'end',
                    outcome: 'completed',
                    reason: `every required checkpoint reached in turn ${index + 1} (a Yao dynamic test ends there)`,
                },
                lastAgentText: turn.output,
            };
        }
        const stop = await context.turnCheckpoints?.afterTurn(index + 1);
        if (stop !== undefined) {
            return { end: { kind: 'end', outcome: 'stopped', reason: stop }, lastAgentText: turn.output };
        }
        const hasText = turn.output.trim() !== '';
        const asks = hasText && (0,asking/* asksSomething */.j)(turn.output, declaredAsk);
        // Kept on the message: the responder shows it again in later requests, unchanged.
        if (asks)
            messages[messages.length - 1].asks = true;
        const next = await context.clock.race(context.source.next({ messages, hasText, asks, signal: context.clock.signal }));
        // Every decision is on the record, on the turn whose message it classified.
        if (next.decision)
            turn.decision = next.decision;
        if (next.kind === 'end')
            return { end: next, lastAgentText: turn.output };
        input = next.input;
        source = next.source;
    }
}

// EXTERNAL MODULE: ./src/engine/counting-llm.ts
var counting_llm = __webpack_require__(8539);
;// CONCATENATED MODULE: ./src/engine/next-input.ts


/** A reason is one sentence; a model that writes pages is cut (the reply never is: it was sent). */
const REASON_CHARS = 2_000;
/** The decision as the record keeps it, on the turn whose message it classified. */
function decisionRecord(responder, decision, sent) {
    return {
        by: responder.kind,
        model: responder.model ?? null,
        decision: decision.decision,
        reply: decision.decision === 'reply' ? decision.reply : '',
        reason: (0,strings/* clip */.$Q)(decision.reason, REASON_CHARS),
        ...(decision.decision === 'reply' && decision.uses ? { uses: decision.uses } : {}),
        ...(sent === false ? { sent } : {}),
    };
}
function scripted(inputs, source) {
    let index = 0;
    return {
        followupsSent: 0,
        async next() {
            const input = inputs[index++];
            return input === undefined
                ? { kind: 'end', outcome: 'completed' }
                : { kind: 'send', input, source };
        },
    };
}
/**
 * The reply audit's findings on a reply the LLM responder sends (responder/audit.ts). Rules are
 * the author's own answers and a person is the user: neither is audited.
 */
async function audited(record, responder, brief, messages) {
    if (responder.kind !== 'llm' || brief === undefined || record.decision !== 'reply')
        return record;
    // Loaded with the LLM responder that made the reply: no wait here.
    const { auditReply } = await loadResponder();
    const findings = auditReply({
        brief,
        question: messages.at(-1)?.text ?? '',
        conversation: messages.map((m) => m.text).join('\n\n'),
        reply: record.reply,
        ...(record.uses ? { uses: record.uses } : {}),
    });
    return { ...record, findings };
}
function responding(responder, maxFollowups, about, brief) {
    let sent = 0;
    const source = responder.kind === 'human' ? 'human' : 'responder';
    return {
        get followupsSent() {
            return sent;
        },
        async next({ messages, hasText, asks, signal }) {
            // Only chat text is classified: a turn of tool activity alone leaves nothing to answer.
            if (!hasText)
                return {
                    kind: 'end',
                    outcome: 'completed',
                    reason: 'the agent ended its turn without a message',
                };
            const context = about && { ...about, followup: sent + 1, maxFollowups };
            // A responder that would rather be told is not asked for an answer the cap would discard.
            if (sent >= maxFollowups && responder.capReached && context) {
                responder.capReached(context);
                return {
                    kind: 'end',
                    outcome: asks ? 'cap_exhausted' : 'completed',
                    reason: `follow-up cap ${maxFollowups} reached`,
                };
            }
            const decision = await responder.decide({
                messages,
                agentAsks: asks,
                signal,
                ...(context ? { context } : {}),
            });
            const record = (unsent) => decisionRecord(responder, decision, unsent);
            if (decision.decision === 'stop')
                return { kind: 'end', outcome: 'stopped', reason: decision.reason, decision: record() };
            if (decision.decision === 'abstain')
                return { kind: 'end', outcome: 'abstained', reason: decision.reason, decision: record() };
            // The responder would answer, but the cap is spent: the agent is still asking.
            if (sent >= maxFollowups)
                return {
                    kind: 'end',
                    outcome: 'cap_exhausted',
                    reason: decision.reason,
                    decision: record(false),
                };
            sent++;
            return {
                kind: 'send',
                input: decision.reply,
                source,
                reason: decision.reason,
                decision: await audited(record(), responder, brief, messages),
            };
        },
    };
}
function single() {
    return {
        followupsSent: 0,
        async next({ asks, hasText }) {
            return hasText && asks
                ? { kind: 'end', outcome: 'awaiting_input' }
                : { kind: 'end', outcome: 'completed' };
        },
    };
}
/**
 * The input source of a plan. `responder` is the responder of a responder plan, or the person
 * at the terminal (--interactive), who also answers single-prompt tasks that ask something.
 */
function inputSourceFor(plan, responder, interactiveCap, about) {
    switch (plan.kind) {
        case 'follow_ups':
            return scripted(plan.prompts, 'follow_up');
        case 'turns':
            return scripted(plan.turns.slice(1).map((t) => t.input), 'turn');
        case 'responder': {
            // What the reply audit checks replies against: the brief, with persona and goal.
            const { instructions, persona, goal } = plan.responder;
            const brief = [instructions, persona, goal].filter(Boolean).join('\n');
            return responder
                ? responding(responder, plan.responder.maxFollowups, about, brief)
                : single();
        }
        case 'single':
            return responder ? responding(responder, interactiveCap, about) : single();
    }
}

;// CONCATENATED MODULE: ./src/engine/run-scope.ts
// What one run holds until it is over (its workspace, deadline, command shims, agent session,
// tagged processes), released in the reverse order it was taken, whatever way the run ends:
// a small AsyncDisposableStack (Node 20 has none) in place of nested finally blocks.
class RunScope {
    #release = [];
    /** `value`, released by `release` when the scope closes. */
    own(value, release) {
        this.#release.push(() => release(value));
        return value;
    }
    /** Runs `release` when the scope closes (after everything taken later). */
    defer(release) {
        this.#release.push(release);
    }
    /** Releases everything, newest first; each runs even if one before it threw (the first error is rethrown). */
    async close() {
        let failed;
        for (let release = this.#release.pop(); release; release = this.#release.pop()) {
            try {
                await release();
            }
            catch (error) {
                failed ??= { error };
            }
        }
        if (failed)
            throw failed.error;
    }
}

;// CONCATENATED MODULE: ./src/engine/run-one.ts
// One run (task x trial): workspace, agent session, the conversation under a real deadline,
// grading, and the one status/outcome it ends with. Never throws for a failing run: every
// failure becomes a classified record. Returns null only when the job was cancelled.

























/** Cap on follow-ups a person can give a task that has no responder of its own. */
const INTERACTIVE_CAP = 50;
/** An agent's stderr in its record: the first 2,000 characters and the last 6,000. */
const RECORD_STDERR_CHARS = 8000;
async function runOne(suite, task, trial, attempt, settings) {
    const started = performance.now();
    const record = draftRecord(suite, task, trial, attempt, settings);
    // Yao's `skip: true`: on the record as skipped, nothing started.
    if (task.skip)
        return (0,results_record/* finalRecord */.iJ)(record, { status: 'skipped', outcome: 'not_run' });
    const scope = new RunScope();
    let ended;
    try {
        const run = openRun(scope, suite, task, record, settings);
        const talked = await converse(run, trial);
        if (talked.ending.kind === 'cancelled') {
            ended = null;
        }
        else {
            if (settings.keepWorkspaces)
                scope.defer(() => keepFinalWorkspace(run, trial, attempt));
            ended = { run, talked, verdict: await grade(run, talked) };
        }
    }
    finally {
        await scope.close();
    }
    return ended && recorded(ended.run, ended.talked, ended.verdict, started);
}
/** The record before the run: no status or outcome until it is over (finalRecord). */
function draftRecord(suite, task, trial, attempt, settings) {
    return {
        schema_version: results_record/* SCHEMA_VERSION */.f$,
        suite: suite.name,
        suite_file: (0,external_node_path_.relative)(settings.cwd, suite.file) || suite.file,
        task_id: task.id,
        task_name: task.name,
        trial,
        attempts: attempt,
        executor: task.agent.executor,
        model: task.models.agent ?? null,
        tags: task.tags,
        turns: [],
        responder: null,
        checkpoints: [],
        graders: [],
        score: 0,
        weighted_score: 0,
        usage: (0,usage/* emptyUsageByRole */.EF)(),
        started_at: new Date().toISOString(),
        duration_ms: 0,
        error: null,
        ...(settings.shard ? { shard: settings.shard } : {}),
    };
}
/** The run's scope: its tagged processes, its deadline and (once made) its workspace. */
function openRun(scope, suite, task, record, settings) {
    const processTag = scope.own((0,process_tree/* runProcessTag */.fl)(), (tag) => tag.sweep());
    const limit = runTimeout(task);
    const deadline = scope.own((0,engine_interrupt/* timer */.O1)(limit.ms, () => new engine_interrupt/* Interrupt */.OK('timeout', limit.message), settings.signal), (clock) => clock.dispose());
    // The workspace is made later (converse); removed last but for the processes' sweep.
    scope.defer(() => run.workspace?.cleanup().catch(() => { }));
    const judgeLlm = (0,counting_llm/* countingLlm */.P)(settings.llm.judge);
    const gradingWorkspace = (0,workspace_paths/* gradingUsesWorkspace */.E5)(suite, task);
    const run = {
        suite,
        task,
        settings,
        record,
        processTag,
        deadline,
        checkpoints: new CheckpointTracker(task.checkpoints),
        responderLlm: (0,counting_llm/* countingLlm */.P)(settings.llm.responder),
        judgeLlm,
        // A workspace nobody has needed yet is made (empty, as the agent left it) before a grader
        // that reads files or runs a program there.
        async workspaceForGrading() {
            if (!run.workspace || !gradingWorkspace)
                return undefined;
            await run.workspace.prepare();
            return run.workspace.cwd;
        },
        // waza's checkpoints grade the conversation so far (and the workspace as it is) with their
        // own graders only: no suite graders, expectations or final assertions.
        turnCheckpoints: new TurnCheckpointRunner(task.turnCheckpoints ?? [], async (graders) => (await loadGraders()).gradeRun({
            suite: { ...suite, graders: [] },
            task: { ...task, graders, expected: model/* NO_EXPECTATIONS */.cV, assertions: [] },
            run: { ...record, turns: [...record.turns], outcome: 'completed' },
            workspace: await run.workspaceForGrading(),
            llm: judgeLlm,
            judgeModel: task.models.judge,
            updateSnapshots: settings.updateSnapshots,
            signal: deadline.signal,
            processTag,
        })),
        agentLog: boundedLog(),
    };
    return run;
}
/**
 * The conversation phase, in a scope of its own (the command shims, the agent session) that
 * closes when it is over; then no clock runs on, the job's cancellation still applies.
 */
async function converse(run, trial) {
    const talk = new RunScope();
    talk.defer(() => run.deadline.clear());
    const talked = { ending: { kind: 'cancelled' }, warnings: [] };
    try {
        talked.ending = await talkWithAgent(run, talk, talked, trial);
    }
    catch (error) {
        // An agent that failed before its session existed hands its stderr over with the error.
        if (error instanceof types/* AgentError */.Y && error.stderr) {
            const text = error.stderr;
            talked.stderr ??= () => text;
        }
        talked.ending = failureEnding(error, run.deadline.signal);
    }
    finally {
        await talk.close();
    }
    return talked;
}
/** Workspace, shims, responder, agent session, then the conversation under the deadline. */
async function talkWithAgent(run, talk, talked, trial) {
    const { suite, task, settings, deadline } = run;
    const made = await createWorkspace(suite, task);
    run.workspace = made;
    // command_mocks: shims for an agent that runs commands; their calls are read after the run.
    const commandMocks = suite.config.commandMocks ?? [];
    let shims;
    if (commandMocks.length > 0 && task.agent.executor === 'acp') {
        await made.prepare();
        shims = talk.own(await (0,command_shims/* installCommandShims */.fh)(made.root, commandMocks), (installed) => installed.cleanup().catch(() => { }));
    }
    try {
        talked.responder = await pickResponder(task, settings, run.responderLlm);
    }
    catch (error) {
        throw new types/* AgentError */.Y(error.message, 'config_error');
    }
    const session = await (await agentFactory(task.agent.executor))({
        agent: task.agent,
        suite,
        task,
        trial,
        // Named when an adapter asks: an agent that never touches files leaves none to look for.
        get workspace() {
            return made.root;
        },
        get cwd() {
            return made.cwd;
        },
        prepareWorkspace: made.prepare,
        ...(shims ? { commandShims: shims.dir } : {}),
        model: task.models.agent,
        llm: settings.llm.agent,
        signal: deadline.signal,
        log: (line) => run.agentLog.add(line),
    });
    talked.stderr = session.stderr?.bind(session);
    talk.defer(async () => {
        await session.close().catch(() => { });
        talked.warnings = session.warnings?.() ?? [];
        talked.commandCalls = shims?.calls();
    });
    const source = inputSourceFor(task.plan, talked.responder, INTERACTIVE_CAP, {
        suite: suite.name,
        task: task.id,
        trial,
        prompt: task.prompt,
        ...(task.plan.kind === 'responder' ? { brief: task.plan.responder.instructions } : {}),
    });
    talked.source = source;
    const result = await runConversation({
        task,
        session,
        source,
        checkpoints: run.checkpoints,
        ...(task.turnCheckpoints?.length ? { turnCheckpoints: run.turnCheckpoints } : {}),
        clock: deadline,
        evaluate: async (assertion, turn, turns) => (await loadGraders()).evaluateAssertion(assertion, { output: turn.output, toolCalls: turn.tool_calls, turns }, {
            llm: run.judgeLlm,
            judgeModel: task.models.judge,
            workspace: await run.workspaceForGrading(),
            cwd: suite.dir,
            signal: deadline.signal,
            processTag: run.processTag,
        }),
    }, run.record.turns);
    return {
        kind: 'conversation',
        outcome: result.end.outcome,
        reason: result.end.reason,
        followupsSent: source.followupsSent,
        lastAgentText: result.lastAgentText,
    };
}
/** The grading phase: the run's status and outcome (classify.ts), its graders' results. */
async function grade(run, talked) {
    const { suite, task, settings, record, deadline } = run;
    record.checkpoints = run.checkpoints.records();
    record.responder = talked.responder
        ? responderRecord(talked.responder, talked.ending, talked.source?.followupsSent ?? 0, record.turns)
        : null;
    // Grading follows the job's cancellation with no clock, on a signal unlinked from the job's
    // once it is over (the openai SDK leaves an abort listener on the signal of every request,
    // which on the job's signal would stay, with what it holds, until the job ends): the run's own,
    // its clocks stopped, unless the run timed out, which aborted it.
    const grading = deadline.signal.aborted
        ? (0,engine_interrupt/* timer */.O1)(0, () => new engine_interrupt/* Interrupt */.OK('cancelled', 'not used: no clock'), settings.signal)
        : deadline;
    try {
        const graders = await loadGraders();
        return await (0,classify/* classify */.L)(record, talked.ending, {
            onMissingInput: settings.onMissingInput ?? task.onMissingInput ?? 'grade',
            expectsAbstain: graders.expectsAbstain(task.expected),
            grade: async (outcome) => {
                const graded = withExpectedCalls(suite.config.commandMocks, talked.commandCalls, await graders
                    .gradeRun({
                    suite,
                    task,
                    run: { ...record, outcome },
                    workspace: await run.workspaceForGrading(),
                    llm: run.judgeLlm,
                    judgeModel: task.models.judge,
                    updateSnapshots: settings.updateSnapshots,
                    signal: grading.signal,
                    ...(settings.redact ? { redact: settings.redact } : {}),
                    processTag: run.processTag,
                })
                    .then((graded) => run.turnCheckpoints.merge(graded)));
                // command_mocks' expect_calls are the suite's: not applicable where its graders are not.
                return graders.suiteGradersApply(task.expected, outcome)
                    ? graded
                    : { ...graded, results: graders.suiteChecksNotApplicable(graded.results) };
            },
        });
    }
    finally {
        if (grading !== deadline)
            grading.dispose();
    }
}
/** --keep-workspaces: a copy of the final workspace; one that fails is noted, the verdict stands. */
async function keepFinalWorkspace(run, trial, attempt) {
    const { workspace, settings, suite, task, record } = run;
    if (!workspace || !settings.keepWorkspaces)
        return;
    const { dir, resultsDir } = settings.keepWorkspaces;
    const dest = (0,external_node_path_.join)(dir, safeName(`${suite.name}-${task.id}-${trial}-${attempt}`));
    await keepWorkspace(workspace, dest).then((kept) => (record.workspace = (0,external_node_path_.relative)(resultsDir, kept).split(external_node_path_.sep).join('/') || '.'), (error) => run.agentLog.add(`--keep-workspaces: not kept: ${error.message}`));
}
/** The final record: what the session left (stderr, log, warnings), usage, duration, verdict. */
function recorded(run, talked, verdict, started) {
    const { record } = run;
    const captured = talked.stderr?.();
    if (captured)
        record.stderr = (0,strings/* headAndTail */.U_)(captured, RECORD_STDERR_CHARS);
    if (run.agentLog.lines.length)
        record.agent_log = run.agentLog.lines;
    if (talked.warnings.length) {
        record.warnings = talked.warnings.slice(0, 20).map((w) => (0,strings/* clip */.$Q)(w, 1000));
    }
    for (const turn of record.turns)
        (0,usage/* addUsage */.vk)(record.usage.agent, turn.usage);
    record.usage.responder = run.responderLlm.runUsage.responder;
    record.usage.judge = run.judgeLlm.runUsage.judge;
    record.duration_ms = Math.round(performance.now() - started);
    return (0,results_record/* finalRecord */.iJ)(record, verdict);
}
/** The person at the terminal answers every task that can take an answer; else the task's own. */
async function pickResponder(task, settings, llm) {
    if (settings.human) {
        return task.plan.kind === 'responder' || task.plan.kind === 'single'
            ? settings.human
            : undefined;
    }
    if (task.plan.kind !== 'responder')
        return undefined;
    const { createResponder } = await loadResponder();
    return createResponder(task.plan.responder, { llm, model: task.models.responder });
}
function failureEnding(error, signal) {
    const interrupt = error instanceof engine_interrupt/* Interrupt */.OK ? error : (0,engine_interrupt/* interruptOf */.pM)(signal);
    if (interrupt) {
        if (interrupt.kind === 'cancelled')
            return { kind: 'cancelled' };
        return { kind: 'error', outcome: interrupt.kind, message: interrupt.message, where: 'timeout' };
    }
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof responder_types/* ResponderError */.J)
        return { kind: 'error', outcome: 'responder_error', message, where: 'responder' };
    if (error instanceof graders_types/* GraderError */.I)
        return { kind: 'error', outcome: 'grader_error', message, where: 'assertion' };
    // No endpoint where an LLM call is needed: the user's configuration, not the agent.
    if (error instanceof errors/* LlmConfigError */.uk) {
        return { kind: 'error', outcome: 'config_error', message, where: 'config' };
    }
    if (error instanceof types/* AgentError */.Y)
        return { kind: 'error', outcome: error.kind, message, where: 'agent' };
    return { kind: 'error', outcome: 'agent_error', message, where: 'agent' };
}
function responderRecord(responder, ending, followupsSent, turns) {
    const conversation = ending.kind === 'conversation' ? ending : undefined;
    const lastAgentText = conversation?.lastAgentText ?? turns.at(-1)?.output ?? null;
    return {
        kind: responder.kind,
        followups_sent: followupsSent,
        outcome: conversation?.outcome ?? 'error',
        reason: conversation?.reason ?? (ending.kind === 'error' ? ending.message : null),
        last_question: lastAgentText === null ? null : lastAgentText.slice(0, 2000),
        ...(responder.model ? { model: responder.model } : {}),
        ...auditOf(turns),
    };
}
/** The reply audit's counts over the run's audited replies; none when nothing was audited. */
function auditOf(turns) {
    const audited = turns.flatMap((t) => (t.decision?.findings ? [t.decision.findings] : []));
    if (!audited.length)
        return {};
    const count = (kind) => audited.filter((findings) => findings.some((f) => f.kind === kind)).length;
    return {
        audit: {
            replies: audited.length,
            over_answered: count('over_answered'),
            ungrounded: count('ungrounded'),
        },
    };
}
/** What an adapter notes while it runs, kept for the record: the first lines, each one line. */
function boundedLog(maxLines = 200, maxChars = 500) {
    const lines = [];
    let dropped = 0;
    return {
        get lines() {
            return dropped ? [...lines, `... ${dropped} more line(s) not kept`] : lines;
        },
        add(line) {
            if (lines.length < maxLines)
                lines.push((0,strings/* clip */.$Q)(line, maxChars));
            else
                dropped++;
        },
    };
}
/** A file name from suite and task names: letters, digits, `.`, `_` and `-`, bounded. */
function safeName(name) {
    return name.replace(/[^A-Za-z0-9_.-]+/g, '-').slice(0, 120);
}

;// CONCATENATED MODULE: ./src/engine/scheduler.ts
// Runs the planned runs on a pool of workers: a global worker count, at most one run at a time
// for suites with `parallel: false`, retries of failed runs up to max_attempts, retries of
// errored runs up to `retryErrors` more attempts (their errors kept in `error_attempts`),
// fail-fast, a budget (no new run starts once it is spent), and cancellation (no new run starts
// once the signal aborts).

/**
 * One run, attempted again while it ends in an error (its own budget: retry-errors; never a
 * configuration error) or fails with attempts left (max_attempts); null when it was cancelled.
 */
async function runWithRetries(run, options) {
    const max = Math.max(1, options.maxAttempts(run));
    const errorBudget = Math.max(0, options.retryErrors?.(run) ?? 0);
    const errors = [];
    // max_attempts bounds the attempts that were not errors; errored ones have their own budget.
    let verdictAttempts = 0;
    for (let attempt = 1;; attempt++) {
        const record = await options.execute(run, attempt);
        if (!record)
            return null;
        const kept = errors.length ? { ...record, error_attempts: errors } : record;
        if (options.signal.aborted)
            return kept;
        if (record.status === 'error') {
            if (record.outcome === 'config_error' || errors.length >= errorBudget)
                return kept;
            errors.push(boundedError(record));
            continue;
        }
        verdictAttempts++;
        if (record.status !== 'failed' || verdictAttempts >= max)
            return kept;
    }
}
async function schedule(runs, options) {
    // Taken runs leave a hole instead of being spliced out: splicing the front of a queue of tens
    // of thousands of runs costs seconds. `head` skips the holes at the front.
    const queue = [...runs];
    let head = 0;
    const active = new Map();
    let stoppedBy;
    let notRun = 0;
    let crash;
    /** The first waiting run whose suite has room for one more. */
    const take = () => {
        while (head < queue.length && !queue[head])
            head++;
        for (let i = head; i < queue.length; i++) {
            const run = queue[i];
            if (run && (active.get(run.suite.file) ?? 0) < options.suiteLimit(run)) {
                queue[i] = undefined;
                return run;
            }
        }
        return undefined;
    };
    await new Promise((done) => {
        let running = 0;
        const pump = () => {
            if (options.signal.aborted && !stoppedBy)
                stoppedBy = 'cancelled';
            while (!stoppedBy && running < options.workers) {
                const run = take();
                if (!run)
                    break;
                if (options.mayStart && !options.mayStart()) {
                    // The budget is spent: this run and every one still waiting are not run.
                    queue.push(run);
                    stoppedBy = 'budget';
                    break;
                }
                running++;
                active.set(run.suite.file, (active.get(run.suite.file) ?? 0) + 1);
                runWithRetries(run, options)
                    .then((record) => {
                    if (!record) {
                        notRun++;
                        return;
                    }
                    options.onRecord(record, run);
                    if (options.failFast(run) &&
                        record.status !== 'passed' &&
                        record.status !== 'skipped') {
                        stoppedBy ??= 'fail_fast';
                    }
                })
                    .catch((error) => {
                    crash ??= error;
                    stoppedBy ??= 'cancelled';
                })
                    .finally(() => {
                    running--;
                    active.set(run.suite.file, (active.get(run.suite.file) ?? 1) - 1);
                    pump();
                });
            }
            if (running === 0) {
                const waiting = queue.filter((run) => run !== undefined);
                if (stoppedBy === 'budget')
                    waiting.forEach((run) => options.onNotStarted?.(run));
                notRun += waiting.length;
                queue.length = 0;
                done();
            }
        };
        options.signal.addEventListener('abort', pump, { once: true });
        pump();
    });
    // A bug in the engine itself, not a failing run (those are records): finished runs are on disk.
    if (crash)
        throw crash;
    return { notRun, stoppedBy };
}
/** An errored attempt's error, its message bounded as the reports bound `error`. */
function boundedError(record) {
    const error = record.error ?? { kind: record.outcome, message: record.outcome };
    return { kind: (0,strings/* truncate */.xv)(error.kind, 100), message: (0,strings/* truncate */.xv)(error.message, 2_000) };
}

// EXTERNAL MODULE: ./src/engine/task-identity.ts
var task_identity = __webpack_require__(7412);
// EXTERNAL MODULE: ./src/shared/old-generation.ts
var old_generation = __webpack_require__(1695);
;// CONCATENATED MODULE: ./src/engine/execute.ts
// Executing loaded suites: plan the runs, execute them on the scheduler, and stream every
// finished run to results.jsonl and the entry point's listeners. Returns the summary, the
// records and why the job stopped early, if it did: what to write or show is the caller's.

























/** Retries of an errored run by default: one, so a passing blip is not an error in the gate. */
const DEFAULT_RETRY_ERRORS = 1;
/** Default workers when a suite runs in parallel and sets none: LLM-bound work waits on I/O. */
const AUTO_WORKERS = Math.max(4, Math.min(8, (0,external_node_os_.availableParallelism)() * 2));
function suiteInputs(suites, cwd) {
    return suites.map((s) => ({
        name: s.name,
        file: (0,external_node_path_.relative)(cwd, s.file) || s.file,
        hash: s.hash,
        executor: s.tasks[0]?.agent.executor ?? (0,agent_config/* executorName */.Nn)(s.config.executor),
        model: s.config.model ?? null,
        tasks: s.tasks.map((t) => ({
            id: t.id,
            name: t.name,
            identity: (0,task_identity/* taskIdentity */.q)(s, t),
            ...(t.golden ? { golden: true } : {}),
            ...(t.quarantine ? { quarantined: t.quarantine } : {}),
        })),
        ...(s.trigger ? { trigger: s.trigger } : {}),
        ...(s.modelArm ? { model_arm: s.modelArm } : {}),
    }));
}
/** What the options set for every task: the loader applies it, so tasks arrive resolved. */
function overridesOf(options) {
    const all = {
        executor: options.executor,
        model: options.model,
        responderModel: options.responderModel,
        judgeModel: options.judgeModel,
        timeoutSeconds: options.timeoutSeconds,
    };
    return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
}
/** The shard as summary.json and the runs name it: "i/n". */
const shardLabel = (options) => options.shard ? `${options.shard.index}/${options.shard.total}` : undefined;
async function identityOf(options) {
    return {
        ...(await options.identity),
        shard: shardLabel(options),
        models: { agent: options.model, responder: options.responderModel, judge: options.judgeModel },
    };
}
/** --output, else the project config's results_dir, else parley-results. */
function resultsDirOf(cwd, options, project) {
    return (0,external_node_path_.resolve)(cwd, options.outputDir ?? project?.resultsDir ?? 'parley-results');
}
/** The result of a job that ran nothing (configuration errors, a dry run, no matching runs). */
function nothingRan(summary, resultsDir, configErrors, planned = [], noRuns = false) {
    return {
        summary,
        records: [],
        resultsDir,
        configErrors,
        planned,
        noRuns,
        redact: (text) => text,
    };
}
/**
 * Runs suites that are already loaded and valid (runSuites after loading; tests). Streams each
 * finished run to results.jsonl and the listeners; the entry point writes the other files
 * (results/files.ts) once it knows the comparison and where the report goes.
 */
async function runLoadedSuites(suites, options, project) {
    const started = performance.now();
    const cwd = (0,external_node_path_.resolve)(options.cwd ?? process.cwd());
    const resultsDir = resultsDirOf(cwd, options, project);
    const { planned, matrixRuns, skillLift } = await planWithLift(suites, options);
    const interactive = options.human !== undefined;
    const configErrors = preflight(planned, {
        interactive,
        ...(options.allowMissingEndpoint ? {} : { endpoints: (0,llms/* roleEndpoints */.T)(options) }),
    });
    // Nothing to run (a filter that matches nothing, a bad configuration, a dry run): nothing is
    // written, so the results of an earlier run stay as they were. An empty shard still writes
    // its (empty) results: the report job must see every shard.
    const noRuns = planned.length === 0 && !options.shard;
    if (options.dryRun || configErrors.length || noRuns) {
        const summary = (0,results_summary/* buildSummary */.fR)([], suiteInputs(suites, cwd), await identityOf(options));
        return nothingRan(summary, resultsDir, configErrors, planned, noRuns);
    }
    const workers = workersOf(suites, options, interactive);
    const waiting = whileWaiting();
    loadWhileWaiting(waiting, planned, interactive);
    // The summary's commit and ref (a git process or two, if the CLI asks git), then too.
    const identity = waiting.later(() => identityOf(options));
    const { llm, redact } = jobLlms(suites, options, workers, waiting);
    const job = jobSignal(options.signal, workers);
    const runSignal = job.signal;
    const settings = runSettingsOf(options, { cwd, resultsDir, llm, signal: runSignal, redact });
    // Before any agent starts: a results directory that cannot be written (read-only, a file in
    // the way) is a ResultsWriteError, the job's configuration error.
    const appended = !!(options.confirmation || options.side === 'base');
    let writer;
    try {
        writer = new results_writer/* ResultsWriter */.QU((0,external_node_path_.join)(resultsDir, layout/* RESULTS_FILE */.yG), appended);
    }
    catch (error) {
        job.release();
        throw error;
    }
    // What finishing the job needs of each run, kept as it is written (ledger.ts).
    const ledger = ledgerFor(resultsDir, appended, options.spool, redact);
    announceStart(options, planned);
    const records = [];
    // The summary's suite inputs (every task's identity hashed) are computed once
    // the first runs have sent their requests, while they wait on the network, not before them.
    const inputs = waiting.later(() => suiteInputs(suites, cwd));
    const onWaiting = options.listeners?.onWaiting;
    if (onWaiting)
        waiting.later(onWaiting);
    const budget = options.budget;
    budget?.usePrices(pricesOf(options, project).prices);
    // The budget is the whole matrix's: a shard keeps its planned runs' share (the first plan's,
    // the screening's; its confirmation runs count against the same share).
    if (budget && options.shard)
        budget.shareFor(shardLabel(options), planned.length, matrixRuns);
    let outcome;
    try {
        outcome = await schedule(planned, {
            ...schedulePolicy(options, workers, interactive),
            signal: runSignal,
            ...budgetHooks(budget),
            execute: (run, attempt) => runOne(run.suite, run.task, run.trial, attempt, settings),
            onRecord: recordSink(options, { writer, job, budget, records, ledger, redact, skillLift }),
        });
    }
    finally {
        writer.close();
        job.release();
    }
    const summary = (0,results_summary/* buildSummary */.fR)(records, await inputs(), await identity(), Math.round(performance.now() - started));
    // The lift's statistics load only for a skill-lift job.
    if (skillLift) {
        const { skillLiftSummary } = await Promise.all(/* import() */[__webpack_require__.e(1311), __webpack_require__.e(350)]).then(__webpack_require__.bind(__webpack_require__, 1311));
        summary.skill_lift = skillLiftSummary(skillLift, pricesOf(options, project).prices);
    }
    return {
        summary,
        records,
        resultsDir,
        configErrors: [],
        planned,
        noRuns: false,
        ...stopOf(outcome, budget),
        redact: (text) => redact(text),
        ...pricesOf(options, project),
        ...(ledger ? { ledger } : {}),
        ...(skillLift ? { skillLift, judge: llm.judge } : {}),
    };
}
/**
 * The runs, each task x trial's twin without the skill beside it in a skill-lift job, and the
 * lift's record of them (undefined when no suite asked for a lift). Confirmation and base runs
 * are the gate's: never a skill-lift pair.
 */
async function planWithLift(suites, options) {
    const lift = (0,skill_arm/* liftSuites */.pk)(suites, 
    // A models job measures no lift (both would double the runs for two questions at once).
    options.confirmation || options.side === 'base' || options.models ? false : options.skillLift);
    const { runs: planned, matrixRuns } = await (0,plan/* planMatrix */.T4)(suites, {
        ...options,
        lifted: lift.lifted,
    });
    const skillLift = lift.lifted.size > 0 || lift.skipped.length > 0
        ? { without: [], runs: [], skipped: lift.skipped }
        : undefined;
    return { planned, matrixRuns, skillLift };
}
/**
 * onStart: the runs, and the tasks and suites that run (the twins without the skill aside); the
 * old generation's growth step fitted to the runs.
 */
function announceStart(options, planned) {
    (0,old_generation/* fitOldGenerationGrowth */.sZ)(planned.length);
    const own = planned.filter((p) => p.arm !== 'without');
    options.listeners?.onStart?.({
        runs: planned.length,
        // The tasks and suites that run (a --task or --tags filter, a shard), not all that loaded.
        tasks: new Set(own.map((p) => p.task)).size,
        suites: new Set(own.map((p) => p.suite)).size,
    });
}
/** The budget's say in the scheduler: may a run start, and the runs it kept from starting. */
function budgetHooks(budget) {
    if (!budget)
        return {};
    return {
        mayStart: () => budget.tryStart(),
        // A run without the skill not started leaves the lift fewer runs, not the gate.
        onNotStarted: (run) => {
            if (run.arm !== 'without')
                budget.notStarted(run.suite.name, run.task.id);
        },
    };
}
/**
 * The job's LLM clients (each request tells `waiting` the network is busy), and the redactor of
 * every secret it knows of (the options', the clients' keys, the suites'), told to the listeners.
 */
function jobLlms(suites, options, workers, waiting) {
    const { llm, keys } = (0,llms/* createLlms */.R)({ ...options, llmOptions: { ...options.llmOptions, onRequest: waiting.onRequest } }, workers);
    const secrets = (0,engine_secrets/* collectSecrets */.q)(suites, {
        ...options,
        secrets: [...(options.secrets ?? []), ...keys],
    });
    options.listeners?.onSecrets?.(secrets);
    return { llm, redact: (0,redact/* redactor */.$)(secrets) };
}
/** What every run of the job is given (run-one.ts). */
function runSettingsOf(options, job) {
    const { resultsDir, redact } = job;
    return {
        cwd: job.cwd,
        human: options.human,
        onMissingInput: options.onMissingInput,
        updateSnapshots: options.updateSnapshots ?? false,
        llm: job.llm,
        shard: shardLabel(options),
        signal: job.signal,
        redact: (text) => redact(text),
        ...(options.keepWorkspaces
            ? { keepWorkspaces: { dir: (0,external_node_path_.join)(resultsDir, 'workspaces'), resultsDir } }
            : {}),
    };
}
/**
 * What the first grade and the responders need loads while the first requests wait on the
 * network (graders/load.ts, graders/re2.ts, responder/load.ts); a job that sends none loads
 * it when a run first needs it.
 */
function loadWhileWaiting(waiting, planned, interactive) {
    waiting.later(loadGraders);
    if (planned.some((p) => (0,re2/* taskUsesPatterns */.bU)(p.suite, p.task)))
        waiting.later(re2/* loadRe2 */.o4);
    if (!interactive && planned.some((p) => p.task.plan.kind === 'responder')) {
        waiting.later(loadResponder);
    }
}
/** How many runs at once (per suite too), attempts, retries and fail-fast. */
function schedulePolicy(options, workers, interactive) {
    return {
        workers,
        suiteLimit: (run) => interactive
            ? 1
            : options.workers
                ? Infinity
                : run.suite.config.parallel
                    ? run.suite.config.workers || AUTO_WORKERS
                    : 1,
        maxAttempts: (run) => run.suite.config.maxAttempts,
        retryErrors: () => options.retryErrors ?? 0,
        failFast: (run) => options.failFast ?? run.suite.config.failFast,
    };
}
/** The scheduler's workers: one with --interactive, else --workers, else the suites' most. */
function workersOf(suites, options, interactive) {
    if (interactive)
        return 1;
    return (options.workers ||
        Math.max(...suites.map((s) => (s.config.parallel ? s.config.workers || AUTO_WORKERS : 1)), 1));
}
/**
 * The job's signal: the caller's cancellation, or a results file that cannot be written (the
 * whole job fails then, and the runs under way are stopped rather than waited for).
 */
function jobSignal(caller, workers) {
    const job = new AbortController();
    const follow = () => job.abort(caller?.reason);
    if (caller?.aborted)
        follow();
    else
        caller?.addEventListener('abort', follow, { once: true });
    // One listener per run under way (its deadline follows the job) and the scheduler's: Node's
    // warning of a possible leak past 10 would be printed for every job of more than 9 workers.
    (0,external_node_events_.setMaxListeners)(workers + 10, job.signal);
    return {
        signal: job.signal,
        abort: (reason) => job.abort(reason),
        /** The job is over: it no longer follows the caller's signal. */
        release: () => caller?.removeEventListener('abort', follow),
    };
}
/**
 * Each finished run: marked (confirmation, base side), its secrets scrubbed once, here
 * (everything written or printed later is built from it), appended to results.jsonl, counted
 * by the budget, kept as a digest and in the ledger, told to the listeners.
 */
function recordSink(options, job) {
    return (record, run) => {
        const marked = options.side === 'base'
            ? { ...record, confirmation: true, side: 'base' }
            : options.confirmation
                ? { ...record, confirmation: true }
                : run.arm
                    ? { ...record, skill_arm: run.arm }
                    : record;
        // Serialised once: the redactor reads the line for secrets and the writer writes it.
        const { value: clean, json } = job.redact.json(marked);
        try {
            job.writer.appendJson(clean, json);
        }
        catch (error) {
            // The scheduler rethrows it once the runs under way have stopped.
            job.job.abort(new engine_interrupt/* Interrupt */.OK('cancelled', error.message));
            throw error;
        }
        job.budget?.finished(clean);
        const digest = digestRecord(clean);
        if (run.arm)
            job.skillLift?.runs.push((0,lift_run/* liftRunOf */._)(clean, digest));
        if (run.arm === 'without')
            job.skillLift?.without.push(digest);
        else
            job.records.push(digest);
        job.ledger?.add(clean, digest);
        options.listeners?.onRecord?.(clean);
    };
}
/** Why the scheduler stopped early, if it did (the budget says what it kept from starting). */
function stopOf(outcome, budget) {
    if (!outcome.stoppedBy)
        return {};
    const notRun = outcome.stoppedBy === 'budget' ? budget?.notRun() : undefined;
    return {
        stop: {
            by: outcome.stoppedBy,
            notRun: outcome.notRun,
            ...(notRun ? { reason: notRun.reason } : {}),
        },
    };
}
function pricesOf(options, project) {
    const prices = options.prices ?? project?.prices;
    return prices ? { prices } : {};
}


/***/ }),

/***/ 1649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O1: () => (/* binding */ timer),
/* harmony export */   OK: () => (/* binding */ Interrupt),
/* harmony export */   pM: () => (/* binding */ interruptOf)
/* harmony export */ });
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
// Why a run or a turn was cut short. The engine aborts signals with an Interrupt as the reason,
// so whoever sees the abort (an adapter, the responder, the loop) can tell a timeout from a
// cancelled job without guessing from error messages.

class Interrupt extends Error {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
        this.name = 'Interrupt';
    }
}
/** The Interrupt behind an aborted signal, if that is why it aborted. */
function interruptOf(signal) {
    return signal.aborted && signal.reason instanceof Interrupt ? signal.reason : undefined;
}
const ignore = () => { };
/**
 * A signal that aborts with an Interrupt after ms (0 = never) or when the parent aborts.
 * One AbortController and one listener on the parent for the whole run: a turn adds a timeout
 * and its races a closure to a set, not a controller and listeners of their own (at 16 workers
 * on 2 cores that churn was the largest part of the engine's own CPU time; docs/benchmarks.md).
 * Not AbortSignal.any: a signal derived that way stays alive as long as its long-lived parent
 * when anything (the openai SDK does) leaves an abort listener on it, so every run's signal and
 * listeners would pile up until the job ends.
 */
function timer(ms, interrupt, parent) {
    const controller = new AbortController();
    const { signal } = controller;
    // The openai SDK adds an abort listener for each request and never removes it: they go with
    // this signal, so their number is the requests of one run, not a leak to warn of.
    (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(0, signal);
    const abort = (reason) => controller.abort(reason);
    const handle = ms > 0 ? setTimeout(() => abort(interrupt()), ms) : undefined;
    let second;
    // What the races under way do when the signal aborts: reject.
    const racing = new Set();
    signal.addEventListener('abort', () => {
        for (const reject of racing)
            reject(signal.reason);
        racing.clear();
    }, { once: true });
    const follow = () => abort(parent?.reason);
    if (parent?.aborted)
        follow();
    else
        parent?.addEventListener('abort', follow, { once: true });
    const clear = () => {
        clearTimeout(handle);
        clearTimeout(second);
    };
    return {
        signal,
        clear,
        dispose: () => {
            clear();
            parent?.removeEventListener('abort', follow);
        },
        race(promise) {
            if (signal.aborted) {
                promise.catch(ignore);
                return Promise.reject(signal.reason);
            }
            return new Promise((resolve, reject) => {
                const onAbort = (reason) => {
                    promise.catch(ignore);
                    reject(reason);
                };
                racing.add(onAbort);
                promise.then((value) => {
                    racing.delete(onAbort);
                    resolve(value);
                }, (error) => {
                    racing.delete(onAbort);
                    reject(error);
                });
            });
        },
        within(ms, interrupt) {
            clearTimeout(second);
            if (ms <= 0)
                return ignore;
            const started = setTimeout(() => abort(interrupt()), ms);
            second = started;
            return () => clearTimeout(started);
        },
    };
}


/***/ }),

/***/ 3688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ createLlms),
/* harmony export */   T: () => (/* binding */ roleEndpoints)
/* harmony export */ });
/* harmony import */ var _llm_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5963);
/* harmony import */ var _llm_endpoints_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9401);
// The LLM clients of a job: the agent's endpoint, and the responder's and the judge's (their
// own where configured, else the agent's client). Every key goes to the redactor.


/** The endpoint each role's client would use: what preflight checks before anything runs. */
function roleEndpoints(options) {
    const agent = (0,_llm_client_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEndpoint */ .sO)(options.endpoint);
    return {
        agent,
        responder: (0,_llm_endpoints_js__WEBPACK_IMPORTED_MODULE_1__/* .roleEndpoint */ .W)(agent, options.responderEndpoint),
        judge: (0,_llm_endpoints_js__WEBPACK_IMPORTED_MODULE_1__/* .roleEndpoint */ .W)(agent, options.judgeEndpoint),
    };
}
function createLlms(options, workers) {
    const endpoint = (0,_llm_client_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEndpoint */ .sO)(options.endpoint);
    // Every worker may wait on the same endpoint: the client's limit must not be the bottleneck
    // (it still halves when the server throttles).
    const llmOptions = {
        ...options.llmOptions,
        maxConcurrency: options.llmOptions?.maxConcurrency ?? Math.max(8, workers),
    };
    const agent = (0,_llm_client_js__WEBPACK_IMPORTED_MODULE_0__/* .createLlm */ .SE)(endpoint, llmOptions);
    const own = (given) => {
        const resolved = (0,_llm_endpoints_js__WEBPACK_IMPORTED_MODULE_1__/* .roleEndpoint */ .W)(endpoint, given);
        return resolved === endpoint ? agent : (0,_llm_client_js__WEBPACK_IMPORTED_MODULE_0__/* .createLlm */ .SE)(resolved, llmOptions);
    };
    return {
        llm: { agent, responder: own(options.responderEndpoint), judge: own(options.judgeEndpoint) },
        keys: [endpoint.apiKey, options.responderEndpoint?.apiKey, options.judgeEndpoint?.apiKey],
    };
}


/***/ }),

/***/ 955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T4: () => (/* binding */ planMatrix),
/* harmony export */   d7: () => (/* binding */ parseShardSpec)
/* harmony export */ });
/* unused harmony exports assignShards, taskKey, planRuns */
/* harmony import */ var _skill_arm_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5544);

function selected(suite, task, options, matches) {
    if (options.only && !options.only.some((o) => o.suite === suite.name && o.taskId === task.id))
        return false;
    if (options.tags?.length && !task.tags.some((t) => options.tags.includes(t)))
        return false;
    if (matches && !options.tasks.some((f) => matches(f, task)))
        return false;
    return true;
}
/** Task key -> shard index (1-based): greedy by trial count, ties by suite and task id. */
function assignShards(tasks, total) {
    const load = Array.from({ length: total }, () => 0);
    const order = [...tasks].sort((a, b) => b.trials - a.trials || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const assignment = new Map();
    for (const task of order) {
        const least = load.indexOf(Math.min(...load));
        load[least] += task.trials;
        assignment.set(task.key, least + 1);
    }
    return assignment;
}
const taskKey = (suite, task) => `${suite.name}\u0000${suite.file}\u0000${task.id}`;
async function planRuns(suites, options) {
    return (await planMatrix(suites, options)).runs;
}
/**
 * The runs of this invocation, and how many every shard together plans (`matrixRuns`: the runs
 * before the shard split, the same in every shard), of which a shard's budget is its share.
 */
async function planMatrix(suites, options) {
    // The filter's matcher (re2js) loads only for a job with a task filter.
    const matches = options.tasks?.length
        ? (await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(9332)]).then(__webpack_require__.bind(__webpack_require__, 9332))).taskFilterMatches
        : undefined;
    const chosen = suites.flatMap((suite) => suite.tasks
        .filter((task) => selected(suite, task, options, matches))
        .map((task) => ({ suite, task, trials: options.trials ?? suite.config.trialsPerTask })));
    const shards = options.shard
        ? assignShards(chosen.map((c) => ({ key: taskKey(c.suite, c.task), trials: c.trials })), options.shard.total)
        : undefined;
    const runs = chosen
        .filter((c) => !shards || shards.get(taskKey(c.suite, c.task)) === options.shard.index)
        .flatMap((c) => Array.from({ length: c.trials }, (_, i) => trialRuns(c.suite, c.task, (options.firstTrial ?? 1) + i, options.lifted?.has(c.suite))).flat());
    const arms = (suite) => (options.lifted?.has(suite) ? 2 : 1);
    return { runs, matrixRuns: chosen.reduce((n, c) => n + c.trials * arms(c.suite), 0) };
}
/**
 * One trial's runs: the run alone, or in a skill-lift job the run and its twin without the
 * skill, with first on odd trials and without first on even ones, so neither arm always starts
 * first (a drift during the job, a warm cache, hits both alike).
 */
function trialRuns(suite, task, trial, lifted = false) {
    if (!lifted)
        return [{ suite, task, trial }];
    const withRun = { suite, task, trial, arm: 'with' };
    const withoutRun = { ...(0,_skill_arm_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutSkill */ .yS)(suite, task), trial, arm: 'without' };
    return trial % 2 === 1 ? [withRun, withoutRun] : [withoutRun, withRun];
}
/** `i/n` (1-based, 1 <= i <= n) as a shard, or undefined when the text is not one. */
function parseShardSpec(value) {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(value.trim());
    const index = Number(match?.[1]);
    const total = Number(match?.[2]);
    return match && total >= 1 && index >= 1 && index <= total ? { index, total } : undefined;
}


/***/ }),

/***/ 2393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ redactor)
/* harmony export */ });
function redactor(secrets) {
    // Short values would blank out ordinary words; real keys and tokens are long.
    const values = [...new Set(secrets.filter((s) => !!s && s.length >= 6))].sort((a, b) => b.length - a.length);
    const scrub = (text) => values.some((secret) => text.includes(secret))
        ? values.reduce((t, secret) => t.split(secret).join('***'), text)
        : text;
    // Every string of the value, keys included, as written: scrubbing the value's JSON text instead
    // matched a secret's tail after an escape's backslash (a tab before "ok-…" for a key "tok-…"),
    // which cut the escape in two and failed the whole job. Unchanged parts are shared, not copied.
    const walk = (value) => {
        if (typeof value === 'string')
            return scrub(value);
        if (Array.isArray(value)) {
            let copy;
            for (let i = 0; i < value.length; i++) {
                const clean = walk(value[i]);
                if (clean !== value[i])
                    (copy ??= [...value])[i] = clean;
            }
            return copy ?? value;
        }
        if (value && typeof value === 'object') {
            let copy;
            for (const key of Object.keys(value)) {
                const item = value[key];
                const clean = walk(item);
                const cleanKey = scrub(key);
                if (clean === item && cleanKey === key)
                    continue;
                copy ??= { ...value };
                if (cleanKey !== key)
                    delete copy[key];
                copy[cleanKey] = clean;
            }
            return copy ?? value;
        }
        return value;
    };
    // A secret as it appears inside a JSON string. JSON escapes each character on its own, so a
    // string holding the secret holds this text in its JSON, except around a surrogate, which JSON
    // writes escaped alone and as itself in a pair: a secret with one is always walked for.
    const inJson = values.map((secret) => JSON.stringify(secret).slice(1, -1));
    const textDecides = !values.some((secret) => /[\uD800-\uDFFF]/.test(secret));
    const redact = (value) => (values.length === 0 ? value : walk(value));
    redact.json = (value) => {
        const json = JSON.stringify(value);
        if (values.length === 0 || (textDecides && !inJson.some((form) => json.includes(form))))
            return { value, json };
        const clean = walk(value);
        return { value: clean, json: clean === value ? json : JSON.stringify(clean) };
    };
    return redact;
}


/***/ }),

/***/ 9887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ collectSecrets)
/* harmony export */ });
/* unused harmony export urlSecrets */
/* harmony import */ var _agents_env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8281);
/* harmony import */ var _llm_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5963);
// Every secret a run is configured with, collected in one place for the redactor (and, in the
// action, for ::add-mask::): the API keys of the agent's, the responder's and the judge's
// endpoints; the password and every query-parameter value of every configured URL (base URLs,
// http agents' `url`, MCP servers' `url`); and every value substituted from the environment by
// `${NAME}` in config.agent env / headers / url and in mcp_servers env / headers / url.


function collectSecrets(suites, sources, env = process.env) {
    const found = [...(sources.secrets ?? [])];
    // The main endpoint as the client resolves it (OPENAI_BASE_URL / OPENAI_API_KEY included).
    const main = (0,_llm_client_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveEndpoint */ .sO)(sources.endpoint);
    for (const endpoint of [main, sources.responderEndpoint, sources.judgeEndpoint]) {
        found.push(endpoint?.apiKey, ...urlSecrets(endpoint?.baseURL));
    }
    const fromSettings = (settings) => {
        found.push(...(0,_agents_env_js__WEBPACK_IMPORTED_MODULE_0__/* .secretValues */ .VX)(settings.env, env), ...(0,_agents_env_js__WEBPACK_IMPORTED_MODULE_0__/* .secretValues */ .VX)(settings.headers, env), ...(0,_agents_env_js__WEBPACK_IMPORTED_MODULE_0__/* .secretValues */ .VX)(settings.url === undefined ? undefined : { url: settings.url }, env), ...urlSecrets(settings.url === undefined ? undefined : (0,_agents_env_js__WEBPACK_IMPORTED_MODULE_0__/* .expandEnv */ .qO)(settings.url, env)));
    };
    const fromMcp = (server) => fromSettings(server);
    for (const suite of suites) {
        fromSettings(suite.config.agent);
        suite.config.mcpServers.forEach(fromMcp);
        for (const task of suite.tasks)
            fromSettings(task.agent);
    }
    return [...new Set(found.filter((s) => !!s))];
}
/** The password (and user) in a URL's userinfo, and every query-parameter value: raw and decoded. */
function urlSecrets(url) {
    if (!url)
        return [];
    const found = [];
    const userinfo = /^[a-z][a-z0-9+.-]*:\/\/([^/?#@]*)@/i.exec(url)?.[1];
    if (userinfo) {
        const colon = userinfo.indexOf(':');
        if (colon >= 0)
            found.push(userinfo.slice(colon + 1));
        found.push(userinfo);
    }
    const query = /\?([^#]*)/.exec(url)?.[1];
    for (const pair of query?.split('&') ?? []) {
        const value = pair.slice(pair.indexOf('=') + 1);
        if (pair.includes('=') && value)
            found.push(value);
    }
    const decoded = found.map((s) => {
        try {
            return decodeURIComponent(s.replace(/\+/g, ' '));
        }
        catch {
            return s;
        }
    });
    return [...new Set([...found, ...decoded].filter(Boolean))];
}


/***/ }),

/***/ 5544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pk: () => (/* binding */ liftSuites),
/* harmony export */   yS: () => (/* binding */ withoutSkill)
/* harmony export */ });
/* harmony import */ var _suites_skill_lift_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2836);


const withoutSuites = new WeakMap();
const withoutTasks = new WeakMap();
/** The suite and task as the without arm runs them (one object each, shared by every trial). */
function withoutSkill(suite, task) {
    let bare = withoutSuites.get(suite);
    if (!bare) {
        bare = {
            ...suite,
            config: {
                ...suite.config,
                skillDirectories: [],
                requiredSkills: [],
                injectSkillBody: false,
            },
        };
        withoutSuites.set(suite, bare);
    }
    let plain = withoutTasks.get(task);
    if (!plain) {
        plain = { ...task, skillDirectories: [], mock: task.mockWithoutSkill ?? task.mock };
        withoutTasks.set(task, plain);
    }
    return { suite: bare, task: plain };
}
/**
 * Which suites of a job run both arms: all that can with `--skill-lift` (true), none when it is
 * off (false), else those that ask for it (`baseline: true`); the rest with why they do not.
 */
function liftSuites(suites, skillLift) {
    const lifted = new Set();
    const skipped = [];
    if (skillLift === false)
        return { lifted, skipped };
    for (const suite of suites) {
        if (!skillLift && !suite.baseline)
            continue;
        const reason = (0,_suites_skill_lift_js__WEBPACK_IMPORTED_MODULE_0__/* .liftSkipReason */ .p)(suite);
        if (reason)
            skipped.push({ suite: suite.name, reason });
        else
            lifted.add(suite);
    }
    return { lifted, skipped };
}


/***/ }),

/***/ 7412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ taskIdentity)
/* harmony export */ });
/* unused harmony export canonicalJson */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// A task's identity for pooled baselines (results/pool.ts): a hash of what decides how its runs
// can go — the task as resolved at load (prompt, brief, conversation plan, files, expected,
// graders and the suite's graders, agent settings, models); buildSummary (results/summary.ts)
// adds the Parley version. Base runs pool only while it stays the same; an edited task, another model or a new Parley starts a
// new pool. Where the task sits in its file (line numbers) and where the checkout is (absolute
// paths) do not count: the same task on another runner is the same task.

/**
 * JSON with sorted keys, regexes as their source, absolute paths under `root` made relative;
 * undefined, functions and symbols left out of objects and null in arrays, as JSON.stringify
 * does; a `source` that is a position in a suite file (a grader's, an assertion's SourceRef) left
 * out, any other `source` (a fixture path, a user's own key in an expected value) kept. Written
 * directly as text, keys sorted in place: every task of a job is hashed while its runs start, and
 * building a sorted copy of each task first cost more than the hashing.
 */
function canonicalJson(value, root) {
    if (typeof value === 'string') {
        return JSON.stringify(root && value.startsWith(root) ? `.${value.slice(root.length)}` : value);
    }
    if (value === null || typeof value !== 'object') {
        return typeof value === 'function' || typeof value === 'symbol'
            ? undefined
            : JSON.stringify(value);
    }
    if (value instanceof RegExp)
        return JSON.stringify(`/${value.source}/${value.flags}`);
    if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
            if (i)
                out += ',';
            out += canonicalJson(value[i], root) ?? 'null';
        }
        return `${out}]`;
    }
    const keys = sortedInPlace(Object.keys(value));
    let out = '{';
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const member = value[key];
        if (key === 'source' && isPosition(member))
            continue;
        const text = canonicalJson(member, root);
        if (text === undefined)
            continue;
        if (out.length > 1)
            out += ',';
        out += JSON.stringify(key);
        out += ':';
        out += text;
    }
    return `${out}}`;
}
/** A SourceRef as the loader makes it: exactly a file, a line and a column. */
function isPosition(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return false;
    const ref = value;
    return (Object.keys(ref).length === 3 &&
        typeof ref.file === 'string' &&
        typeof ref.line === 'number' &&
        typeof ref.column === 'number');
}
/**
 * The keys in the order Array.prototype.sort gives strings (by UTF-16 code units), by insertion:
 * a task's objects have a few keys each, and the built-in sort copies every array it sorts.
 */
function sortedInPlace(keys) {
    for (let i = 1; i < keys.length; i++) {
        const key = keys[i];
        let j = i - 1;
        while (j >= 0 && keys[j] > key) {
            keys[j + 1] = keys[j];
            j--;
        }
        keys[j + 1] = key;
    }
    return keys;
}
function taskIdentity(suite, task) {
    const { source: _where, quarantine: _quarantine, promptMedia, ...rest } = task;
    // A picture counts by its digest, not its megabytes of base64 (hashed at every run's start);
    // where it was written (file:line) does not count either, nor a quarantine.
    const media = promptMedia?.map(({ data: _data, where: _at, ...m }) => m);
    const definition = media ? { ...rest, promptMedia: media } : rest;
    const text = canonicalJson({ suiteGraders: suite.graders, task: definition }, suite.dir);
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, 32);
}


/***/ }),

/***/ 2373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ assertionUsesPatterns),
/* harmony export */   Xm: () => (/* binding */ compileRe2),
/* harmony export */   bU: () => (/* binding */ taskUsesPatterns),
/* harmony export */   o4: () => (/* binding */ loadRe2)
/* harmony export */ });
/* unused harmony export TEXT_PATTERN_KEYS */
/* harmony import */ var _suites_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3148);
/* harmony import */ var _shared_on_demand_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1894);


/** Assertion types known never to match a pattern; any other type loads the compiler first. */
const NO_PATTERN_ASSERTIONS = new Set([
    'contains',
    'not_contains',
    'equals',
    'json_path',
    'type',
    'tool_called',
    'script',
    'agent',
]);
/** Grader types known never to match a pattern (text, file, tool_calls, tool_constraint do). */
const NO_PATTERN_GRADERS = new Set([
    'code',
    'prompt',
    'json_schema',
    'program',
    'behavior',
    'action_sequence',
    'skill_invocation',
    'trigger',
    'diff',
    'pairwise',
]);
const assertionUsesPatterns = (a) => !NO_PATTERN_ASSERTIONS.has(a.type);
/** The text grader's keys that hold patterns: one with only substrings compiles none. */
const TEXT_PATTERN_KEYS = ['regex_match', 'regex_not_match'];
/** Whether grading with `grader` may compile a pattern. */
function graderUsesPatterns(grader) {
    if (NO_PATTERN_GRADERS.has(grader.type))
        return false;
    if (grader.type !== 'text')
        return true;
    return TEXT_PATTERN_KEYS.some((key) => {
        const value = grader.config[key];
        // Validated as a list; any other shape is taken to hold patterns.
        if (value === undefined)
            return false;
        return !Array.isArray(value) || value.length > 0;
    });
}
/** Each task's answer, asked again at every run's grading: a task is not changed once loaded. */
const answers = new WeakMap();
/** Whether grading a run of this task (graders, `expected`, every assertion) may match a pattern. */
function taskUsesPatterns(suite, task) {
    const known = answers.get(task);
    if (known?.suite === suite)
        return known.uses;
    const uses = decideUsesPatterns(suite, task);
    answers.set(task, { suite, uses });
    return uses;
}
function decideUsesPatterns(suite, task) {
    const graders = [...suite.graders, ...(0,_suites_model_js__WEBPACK_IMPORTED_MODULE_0__/* .taskGraders */ .SM)(task)];
    if (graders.some(graderUsesPatterns))
        return true;
    if (task.expected.matches.length)
        return true;
    const assertions = [
        ...task.assertions,
        ...task.checkpoints.map((c) => c.assertion),
        ...(task.plan.kind === 'turns' ? task.plan.turns.flatMap((t) => t.assertions) : []),
    ];
    return assertions.some(assertionUsesPatterns);
}
const loadRegex = (0,_shared_on_demand_js__WEBPACK_IMPORTED_MODULE_1__/* .onDemand */ .h)(() => Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(2606)]).then(__webpack_require__.bind(__webpack_require__, 2606)));
let compiler;
/** Loads the compiler (once; a failed load is tried again by the next caller). */
async function loadRe2() {
    compiler ??= (await loadRegex()).compileRe2;
}
/** suites/regex.ts's compileRe2, once loadRe2() has resolved. */
function compileRe2(pattern, extraFlags = '') {
    // A grader type missing from the lists above would land here: a bug, said as one.
    if (!compiler)
        throw new Error('internal error: a grader matched a pattern before loadRe2()');
    return compiler(pattern, extraFlags);
}


/***/ }),

/***/ 3287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ fromConversationChecks),
/* harmony export */   DU: () => (/* binding */ builtinSpec),
/* harmony export */   YZ: () => (/* binding */ fromChecks),
/* harmony export */   bQ: () => (/* binding */ fromAssertion),
/* harmony export */   bu: () => (/* binding */ outcome),
/* harmony export */   sp: () => (/* binding */ fromCount)
/* harmony export */ });
/** Score = share of checks that passed; passed = all of them. No checks = pass. */
function fromChecks(spec, checks, extra) {
    const failed = checks.filter((c) => !c.passed);
    const score = checks.length === 0 ? 1 : (checks.length - failed.length) / checks.length;
    const feedback = checks.length === 0
        ? 'nothing to check'
        : failed.length === 0
            ? `all ${checks.length} check${checks.length === 1 ? '' : 's'} passed`
            : failed.map((c) => (c.detail ? `${c.label}: ${c.detail}` : c.label)).join('; ');
    return {
        name: spec.name,
        type: spec.type,
        score,
        weight: spec.weight,
        passed: failed.length === 0,
        feedback,
        details: { checks, ...extra },
    };
}
function outcome(spec, passed, score, feedback, details) {
    return {
        name: spec.name,
        type: spec.type,
        score: Math.min(1, Math.max(0, Number.isFinite(score) ? score : 0)),
        weight: spec.weight,
        passed,
        feedback,
        ...(details ? { details } : {}),
    };
}
/** A Yao final assertion as a grader result: its own verdict, score and message. */
function fromAssertion(spec, assertion, result) {
    return outcome(spec, result.passed, result.score ?? (result.passed ? 1 : 0), result.message, {
        assertion: assertion.type,
        negate: assertion.negate,
    });
}
/** A count of things that held (per-turn assertions, checkpoints): score = share, passed = all. */
function fromCount(spec, held, total, feedback) {
    return outcome(spec, held === total, total ? held / total : 1, feedback);
}
/** A check the engine adds itself (weight 1, no config), e.g. per-turn assertions. */
function builtinSpec(name, type) {
    return { type, name, weight: 1, config: {} };
}
/**
 * What the conversation itself checked, as grader results so that scores and reports see them:
 * the per-turn assertions (one result) and the required checkpoints (one result).
 */
function fromConversationChecks(run) {
    const results = [];
    const assertions = run.turns.flatMap((t) => t.assertions.map((a) => ({ turn: t.index, a })));
    if (assertions.length) {
        const failing = assertions.filter(({ a }) => !a.passed);
        results.push(fromCount(builtinSpec('turn assertions', 'turn_assertions'), assertions.length - failing.length, assertions.length, failing.length
            ? failing.map(({ turn, a }) => `turn ${turn + 1} ${a.type}: ${a.message}`).join('; ')
            : `${assertions.length} assertion(s) passed`));
    }
    const required = run.checkpoints.filter((c) => c.required);
    if (required.length) {
        const missing = required.filter((c) => !c.reached);
        results.push(fromCount(builtinSpec('checkpoints', 'checkpoints'), required.length - missing.length, required.length, missing.length
            ? `not reached: ${missing.map((c) => `${c.id} (${c.message})`).join('; ')}`
            : `all ${required.length} required checkpoint(s) reached`));
    }
    return results;
}


/***/ }),

/***/ 4290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ scoreRun)
/* harmony export */ });
/**
 * score = mean of the grader scores; weightedScore = sum(score x weight) / sum(weight) (the mean
 * when every weight is 0); passed = every grader passed. No graders: score 1 and passed (a run
 * with nothing to check is not a failure; the engine still fails it on a missing checkpoint).
 * A grader that did not apply (`applicable: false`) is left out of all three.
 */
function scoreRun(all) {
    const results = all.filter((r) => r.applicable !== false);
    if (results.length === 0)
        return { score: 1, weightedScore: 1, passed: true };
    const clamp = (n) => Math.min(1, Math.max(0, Number.isFinite(n) ? n : 0));
    const score = clamp(results.reduce((sum, r) => sum + r.score, 0) / results.length);
    const totalWeight = results.reduce((sum, r) => sum + r.weight, 0);
    const weightedScore = totalWeight > 0
        ? clamp(results.reduce((sum, r) => sum + r.score * r.weight, 0) / totalWeight)
        : score;
    return { score, weightedScore, passed: results.every((r) => r.passed) };
}


/***/ }),

/***/ 82:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ GraderError)
/* harmony export */ });
/** A grader could not reach a verdict (bad judge response, crashed program): grader_error. */
class GraderError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GraderError';
    }
}


/***/ }),

/***/ 7180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ gradingUsesWorkspace),
/* harmony export */   bz: () => (/* binding */ hasGlob),
/* harmony export */   co: () => (/* binding */ safeGlob),
/* harmony export */   nP: () => (/* binding */ requireWorkspace),
/* harmony export */   tr: () => (/* binding */ readsWorkspace),
/* harmony export */   ve: () => (/* binding */ inWorkspace)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_confine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8653);
/* harmony import */ var _suites_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3148);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82);
// Paths in the final workspace, as graders see them: relative paths only, never outside it.




/**
 * Graders whose verdict depends on the final workspace's files: file and diff, and a prompt
 * judge that continues the session (every judge is shown the workspace; the others are told, on
 * a re-grade, that it was not kept). A re-grade without the kept
 * workspace cannot run them. (program and code graders get the workspace's path too, but most
 * read only the output: they run, with an empty PARLEY_WORKSPACE.)
 */
function readsWorkspace(spec) {
    if (spec.type === 'file' || spec.type === 'diff')
        return true;
    const config = spec.config;
    return spec.type === 'prompt' && config?.continue_session === true;
}
/** Grader types that judge the conversation only: no workspace file, no program run there. */
const CONVERSATION_GRADERS = new Set([
    'text',
    'code',
    'json_schema',
    'behavior',
    'action_sequence',
    'skill_invocation',
    'trigger',
    'tool_constraint',
    'tool_calls',
    // Never graded per run (job/pairwise-step.ts), and it reads the messages only.
    'pairwise',
]);
/**
 * Whether grading a run of this task may look at its workspace directory (so it must exist):
 * any grader not known to judge the conversation only, and script assertions (run there).
 */
function gradingUsesWorkspace(suite, task) {
    const graders = [...suite.graders, ...(0,_suites_model_js__WEBPACK_IMPORTED_MODULE_2__/* .taskGraders */ .SM)(task)];
    if (graders.some((g) => !CONVERSATION_GRADERS.has(g.type)))
        return true;
    const assertions = [
        ...task.assertions,
        ...task.checkpoints.map((c) => c.assertion),
        ...(task.plan.kind === 'turns' ? task.plan.turns.flatMap((t) => t.assertions) : []),
    ];
    return assertions.some((a) => a.type === 'script');
}
function requireWorkspace(workspace, grader) {
    if (!workspace) {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .GraderError */ .I(`${grader} needs the run's workspace, and this agent has none`);
    }
    return workspace;
}
/**
 * The real path of a workspace-relative path, or undefined when it would leave the workspace, by
 * name or through a symlink (the agent may have made one to any file of the runner, and what a
 * grader reads is quoted into the results), as the agents' file tools are confined.
 */
function inWorkspace(workspace, path) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path))
        return undefined;
    try {
        return (0,_shared_confine_js__WEBPACK_IMPORTED_MODULE_1__/* .confineReal */ .z6)(workspace, workspace, path);
    }
    catch {
        // outside (ConfinementError), or the workspace itself is gone: nothing there to read
        return undefined;
    }
}
function hasGlob(path) {
    return /[*?[\]{}]/.test(path);
}
/** A glob that stays inside the workspace: relative, with no `..` segment. */
function safeGlob(pattern) {
    return !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(pattern) && !pattern.split(/[\\/]/).includes('..');
}


/***/ }),

/***/ 9401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ roleEndpointProblem),
/* harmony export */   W: () => (/* binding */ roleEndpoint)
/* harmony export */ });
/** Why a role's endpoint cannot be used as given, naming the flag or input to set. */
function roleEndpointProblem(role, own, names) {
    if (own?.apiKeyHeader && !own.baseURL) {
        return `${names('api-key-header')} is set without ${names('base-url')}: the header is that of the ${role}'s own endpoint (the main endpoint's is api-key-header)`;
    }
    if (own?.baseURL && !own.apiKey) {
        return `${names('base-url')} is set without ${names('api-key')}: an endpoint of the ${role}'s own needs its own key (the main key is not sent to another endpoint)`;
    }
    return undefined;
}
/** The role's endpoint: its own base URL and key where given, else the main endpoint's. */
function roleEndpoint(main, own) {
    if (!own?.baseURL && !own?.apiKey)
        return main;
    // A base URL of its own: its own key header (or its host's); else the main endpoint's.
    const apiKeyHeader = own.baseURL ? own.apiKeyHeader : main.apiKeyHeader;
    return {
        baseURL: own.baseURL ?? main.baseURL,
        apiKey: own.apiKey ?? main.apiKey,
        ...(apiKeyHeader ? { apiKeyHeader } : {}),
    };
}


/***/ }),

/***/ 8315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ ResponderError)
/* harmony export */ });
// The responder: the surrogate user that answers the agent's follow-up questions.
/** The responder malfunctioned (no valid decision after a retry, endpoint failure): never a guess. */
class ResponderError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ResponderError';
    }
}


/***/ }),

/***/ 889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aJ: () => (/* binding */ inheritedEnvironment),
/* harmony export */   iF: () => (/* binding */ environmentNames)
/* harmony export */ });
/* unused harmony export inheritable */
// The one rule for what a process Parley starts (an ACP agent, a program grader, a Python code
// grader, a script assertion) inherits from the runner: an allow-list of what a program needs to
// run (where programs are, whose home, locale, temp), never the rest. A deny-list of secret-shaped
// names missed every key named otherwise (DATABASE_URL, SLACK_WEBHOOK_URL, SSH_AUTH_SOCK, …) and
// the runner's own files (GITHUB_OUTPUT: a grader could write the action's outputs). What a child
// needs beyond this list the suite names itself (`config.agent.env`, `${NAME}` expanded).
/** What every child may inherit: finding programs, the user and home, terminal, locale, time, temp. */
const BASE = [
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'SHELL',
    'TERM',
    'LANG',
    'LANGUAGE',
    'TZ',
    'TMPDIR',
    'TMP',
    'TEMP',
    // Windows: a program cannot start without some of these (names are case-insensitive there).
    'SYSTEMROOT',
    'SYSTEMDRIVE',
    'WINDIR',
    'COMSPEC',
    'PATHEXT',
    'USERPROFILE',
    'HOMEDRIVE',
    'HOMEPATH',
    'APPDATA',
    'LOCALAPPDATA',
    'PROGRAMDATA',
    'PROGRAMFILES',
    'PROGRAMFILES(X86)',
];
const BASE_PREFIXES = ['LC_'];
/**
 * An agent also talks to its model: its config and state directories, the runner's proxy and CA
 * settings, and the non-secret settings docs/agents/ documents for each agent. Its keys never:
 * they come through `config.agent.env`.
 */
const AGENT = [
    'XDG_CONFIG_HOME',
    'XDG_DATA_HOME',
    'XDG_CACHE_HOME',
    'XDG_STATE_HOME',
    'XDG_RUNTIME_DIR',
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'ALL_PROXY',
    'NODE_EXTRA_CA_CERTS',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    // Codex, OpenCode, Copilot CLI, Gemini CLI: where their configuration is, which model.
    'CODEX_HOME',
    'OPENCODE_CONFIG',
    'OPENCODE_CONFIG_DIR',
    'OPENCODE_DISABLE_AUTOUPDATE',
    'OPENCODE_DISABLE_LSP_DOWNLOAD',
    'COPILOT_MODEL',
    'COPILOT_OFFLINE',
    'COPILOT_PROVIDER_TYPE',
    'COPILOT_PROVIDER_BASE_URL',
    'GOOGLE_GEMINI_BASE_URL',
];
const allowed = {
    grader: new Set(BASE),
    agent: new Set([...BASE, ...AGENT]),
};
/** Whether a runner variable of this name is passed to a child of this kind. */
function inheritable(name, kind) {
    const upper = name.toUpperCase();
    return allowed[kind].has(upper) || BASE_PREFIXES.some((p) => upper.startsWith(p));
}
/** `env` cut to the allow-list of `kind`: nothing else of the runner reaches the child. */
function inheritedEnvironment(kind, env = process.env) {
    return Object.fromEntries(Object.entries(env).filter(([name, value]) => value !== undefined && inheritable(name, kind)));
}
/** The names a child's environment holds, sorted, for the record (never the values). */
function environmentNames(env) {
    return Object.keys(env)
        .filter((name) => env[name] !== undefined)
        .sort();
}


/***/ }),

/***/ 8653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ ConfinementError),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   he: () => (/* binding */ realInside),
/* harmony export */   z6: () => (/* binding */ confineReal)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// The one confinement check for every path an agent, a model or a grader names (the built-in
// agent's file tools, the ACP client's fs/* requests, ACP permission requests, the file and diff
// graders): the path that is actually
// opened is checked by its real location, so no symlink — a fixture's, one committed in a
// `repos:` checkout, or one the agent made — leads out of the workspace. A dangling symlink is
// refused (writing through it would create its target, wherever that is).


class ConfinementError extends Error {
    constructor(path, why = 'is outside the workspace') {
        super(`path "${path}" ${why}: refused`);
        this.name = 'ConfinementError';
    }
}
/** True when `path` is `root` itself or below it (both absolute); `..foo` is a name, not a climb. */
function isInside(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/**
 * The real path to open for `path` (relative to `cwd`, or absolute), which must be inside `root`
 * once every symlink is resolved. A path that does not exist yet resolves through its nearest
 * existing parent; a dangling symlink anywhere on the way is refused. Throws ConfinementError.
 */
function confineReal(root, cwd, path) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    if (!isInside(root, full))
        throw new ConfinementError(path);
    const realRoot = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    const missing = [];
    let probe = full;
    for (;;) {
        let real;
        try {
            real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(probe);
        }
        catch (error) {
            if (error.code !== 'ENOENT')
                throw error;
            if (isLink(probe))
                throw new ConfinementError(path, 'is a dangling symlink');
        }
        if (real !== undefined) {
            if (!isInside(realRoot, real))
                throw new ConfinementError(path);
            return missing.length ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(real, ...missing.reverse()) : real;
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(probe);
        if (parent === probe)
            throw new ConfinementError(path);
        missing.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(probe));
        probe = parent;
    }
}
/** The real path of an existing entry (say, one met in a directory walk) when it is inside. */
function realInside(root, path) {
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
        return isInside((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root), real) ? real : undefined;
    }
    catch {
        return undefined;
    }
}
function isLink(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 1894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ onDemand)
/* harmony export */ });
// A module a job loads when it first needs it (start-up is part of every run's wall time): one
// import shared by every caller, kept once it has loaded. A failed load is not kept, so the next
// caller tries again and reports its own error.
function onDemand(load) {
    let loading;
    return () => {
        if (!loading) {
            loading = load();
            loading.catch(() => (loading = undefined));
        }
        return loading;
    };
}


/***/ }),

/***/ 2836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ liftSkipReason)
/* harmony export */ });
/** Executors whose skills Parley places itself, and so can withhold. */
const WITHHOLDS = new Set(['openai', 'mock']);
/**
 * Why a suite cannot be run without its skills, or undefined when it can: it has no skill, it
 * is a trigger_tests.yaml suite (it measures the skill's invocation), or an agent reads skills
 * Parley does not place (ACP agents and HTTP endpoints read their own configuration).
 */
function liftSkipReason(suite) {
    if (suite.trigger)
        return 'a trigger_tests.yaml suite measures whether the skill is invoked';
    // As waza (runBaselineComparison): skills are skill directories or required skills; a mock
    // suite's are its scripts without the skill.
    const hasSkill = suite.config.skillDirectories.length > 0 ||
        suite.config.requiredSkills.length > 0 ||
        suite.tasks.some((t) => t.skillDirectories.length > 0 || t.mockWithoutSkill !== undefined);
    if (!hasSkill) {
        return 'the suite has no skill (no `skill_directories`, `required_skills` or `mock_without_skill`)';
    }
    const executors = [...new Set(suite.tasks.map((t) => t.agent.executor))];
    const cannot = executors.filter((e) => !WITHHOLDS.has(e));
    if (cannot.length) {
        return (`executor ${cannot.join(', ')}: Parley places no skill files for it (the agent reads ` +
            'skills from its own configuration and the workspace), so it cannot withhold the skill');
    }
    return undefined;
}


/***/ })

};
;