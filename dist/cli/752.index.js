export const id = 752;
export const ids = [752];
export const modules = {

/***/ 6612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ pathWithShims),
/* harmony export */   fh: () => (/* binding */ installCommandShims)
/* harmony export */ });
/* unused harmony export SHIM_DIR */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// eval.yaml `command_mocks`: one small node script per mocked command in a neutral directory of
// the run's workspace (`.bin/`, removed when the session ends), put first on an ACP agent's PATH. Each answers by its rules and
// appends the call to a log outside the workspace, which the engine reads after the run for
// `expect_calls`. The scripts carry the rules and nothing of the test (no suite or task names).
// POSIX only: the shims are `#!` scripts run by the node that runs Parley.



const SHIM_DIR = '.bin';
// The shim: match argv against the rules (args exactly, or one anchored pattern per argument),
// answer, log. Patterns were checked as RE2 at load; here they run as JavaScript regexes.
const SHIM = (mock, log) => `#!${process.execPath}
const rules = ${JSON.stringify(mock.responses)};
const args = process.argv.slice(2);
const fits = (r) =>
  r.args
    ? r.args.length === args.length && r.args.every((a, i) => a === args[i])
    : r.argsRegex.length === args.length &&
      r.argsRegex.every((p, i) => new RegExp('^(?:' + p + ')$', 'u').test(args[i]));
const index = rules.findIndex(fits);
const rule = rules[index];
const code = rule ? rule.exitCode : 127;
process.getBuiltinModule('node:fs').appendFileSync(
  ${JSON.stringify(log)},
  JSON.stringify({ command: ${JSON.stringify(mock.name)}, args, exit_code: code, response: index }) + '\\n',
);
if (!rule) {
  process.stderr.write(${JSON.stringify(mock.name)} + ': no response matches these arguments\\n');
} else {
  process.stdout.write(rule.stdout);
  process.stderr.write(rule.stderr);
}
process.exitCode = code;
`;
/** Writes the shims into `root/.bin` (the workspace must exist, with the task's files). */
async function installCommandShims(root, mocks) {
    // A task's own `.bin/` stays untouched: the shims then go to a fresh `.bin-XXXXXX/`.
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, SHIM_DIR);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir);
    }
    catch {
        dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, `${SHIM_DIR}-`));
    }
    const logDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'parley-calls-'));
    const log = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(logDir, 'calls.jsonl');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(log, '');
    for (const mock of mocks) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, mock.name);
        // No require/import: getBuiltinModule works as CommonJS or ESM, whatever a package.json says.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, SHIM(mock, log));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(file, 0o755);
    }
    return {
        dir,
        calls: async () => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(log, 'utf8').catch(() => ''))
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line)),
        // After the session, before grading: graders see the workspace as the agent left it.
        cleanup: async () => {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(logDir, { recursive: true, force: true });
        },
    };
}
/** PATH with the shims first. */
function pathWithShims(dir, path = process.env.PATH ?? '') {
    return path ? `${dir}${node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter}${path}` : dir;
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
 * The environment of an agent process Parley starts: the runner's, without its secrets (any
 * INPUT_* and ACTIONS_* variable, tokens, keys, passwords), plus what the suite sets explicitly
 * (`config.agent.env`, `${NAME}` expanded) — the only way a secret reaches the agent.
 */
function agentEnvironment(explicit, env = process.env) {
    return { ...(0,_shared_child_env_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutRunnerSecrets */ .W)(env), ...expandEnvValues(explicit, env) };
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

/***/ 2387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* reexport safe */ _confine_js__WEBPACK_IMPORTED_MODULE_6__.FK),
/* harmony export */   l_: () => (/* binding */ keepWorkspace),
/* harmony export */   sK: () => (/* binding */ createWorkspace)
/* harmony export */ });
/* unused harmony exports confinePath, workdirOf */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _confine_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(374);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8959);
// The per-run workspace: a temp directory populated with the task's files, repositories (git
// worktrees, detached) and instruction files. Every destination is confined to the directory.








/**
 * --keep-workspaces: copies the final workspace to `dest` (links copied as links, never
 * followed) before it is cleaned up; returns where the agent's working directory is in the copy.
 * A git worktree's copy keeps its files; its .git link points at a worktree that is removed.
 */
async function keepWorkspace(workspace, dest) {
    await workspace.prepare();
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(dest), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.cp)(workspace.root, dest, { recursive: true, verbatimSymlinks: true });
    return (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(dest, (0,node_path__WEBPACK_IMPORTED_MODULE_5__.relative)(workspace.root, workspace.cwd));
}
/** Resolves `path` inside `root`; throws when it is absolute or climbs out (`..`). */
function confinePath(root, path, what = 'path') {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_5__.isAbsolute)(path))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_7__/* .AgentError */ .Y(`${what} "${path}" must be relative`, 'config_error');
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.resolve)(root, path);
    if (!(0,_confine_js__WEBPACK_IMPORTED_MODULE_6__/* .isInside */ .FK)(root, full)) {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_7__/* .AgentError */ .Y(`${what} "${path}" leaves the workspace`, 'config_error');
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
    const tmp = (0,node_os__WEBPACK_IMPORTED_MODULE_4__.tmpdir)();
    let base = realTmp.get(tmp);
    if (base === undefined)
        realTmp.set(tmp, (base = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync)(tmp)));
    const random = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomUUID)().replaceAll('-', '').slice(0, 16);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(base, `ws-${random}`);
}
/**
 * The run's workspace. A task that places nothing (no files, repos, workdir or instruction
 * files) gets its directory only when something needs it (`prepare()`: an agent process or file
 * tool, the mock writing a file, a grader that reads files), and its path only when something
 * asks for it: a run of an HTTP agent, or of the built-in agent without file tools, makes no
 * directory and no name, and has nothing to look for when it ends. On an ext4 runner a mkdir and
 * an rmdir cost about 0.25 ms of kernel time per run, which at 16 workers on 2 cores was most of
 * the engine's overhead over a bare SDK loop (docs/benchmarks.md).
 */
async function createWorkspace(suite, task) {
    let path;
    const rootPath = () => (path ??= workspacePath());
    const worktrees = [];
    let made;
    const prepare = () => (made ??= (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)(rootPath(), { mode: 0o700 }).then(() => undefined));
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
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(root))
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(root, { recursive: true, force: true });
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
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rmdir)(root).catch(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(root, { recursive: true, force: true }));
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
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)(cwd, { recursive: true });
        const instructions = task.instructionFiles;
        for (const file of instructions) {
            await copyInstructionFile(cwd, suite.dir, file);
        }
        return { root, cwd, prepare, cleanup };
    }
    catch (error) {
        await cleanup();
        throw error;
    }
}
async function placeFile(root, file) {
    const dest = confinePath(root, file.path, 'file path');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(dest), { recursive: true });
    if (file.source !== undefined) {
        if (!(await exists(file.source))) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_7__/* .AgentError */ .Y(`file "${file.path}": source ${file.source} does not exist`, 'config_error');
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.cp)(file.source, dest, { recursive: true });
    }
    else {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.writeFile)(dest, file.content ?? '');
    }
}
async function placeRepo(root, repo, worktrees) {
    const dest = confinePath(root, repo.dest, 'repo dest');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(dest), { recursive: true });
    const shown = displaySource(repo.source);
    const local = !isUrl(repo.source) && (await exists(repo.source));
    try {
        if (local) {
            const source = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.resolve)(repo.source);
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
        throw new _types_js__WEBPACK_IMPORTED_MODULE_7__/* .AgentError */ .Y(`repo ${shown}: ${detail}`, 'config_error');
    }
}
/** Copies an instruction file to the same path relative to the suite (else its base name). */
async function copyInstructionFile(cwd, suiteDir, file) {
    if (!(await exists(file))) {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_7__/* .AgentError */ .Y(`instruction file ${file} does not exist`, 'config_error');
    }
    const inSuite = (0,_confine_js__WEBPACK_IMPORTED_MODULE_6__/* .isInside */ .FK)(suiteDir, file) ? (0,node_path__WEBPACK_IMPORTED_MODULE_5__.relative)(suiteDir, file) : '';
    const dest = confinePath(cwd, inSuite || (0,node_path__WEBPACK_IMPORTED_MODULE_5__.basename)(file), 'instruction file');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(dest), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.cp)(file, dest);
}
function git(cwd, args) {
    return new Promise((resolvePromise, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['-C', cwd, ...args], { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, timeout: 120_000 }, (error, stdout, stderr) => {
            if (error)
                reject(new Error(`git ${args[0]} failed: ${stderr.trim() || error.message}`));
            else
                resolvePromise(stdout);
        });
    });
}
async function exists(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.stat)(path).then(() => true, () => false);
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


/***/ }),

/***/ 6582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ classify)
/* harmony export */ });
/* harmony import */ var _graders_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2812);
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
    const results = [...graded.results, ...(0,_graders_index_js__WEBPACK_IMPORTED_MODULE_0__/* .fromConversationChecks */ .$S)(record).map(added)];
    if (asked && options.onMissingInput === 'fail') {
        results.push(added((0,_graders_index_js__WEBPACK_IMPORTED_MODULE_0__/* .fromCount */ .sp)((0,_graders_index_js__WEBPACK_IMPORTED_MODULE_0__/* .builtinSpec */ .DU)('input', 'awaiting_input'), 0, 1, 'the agent asked a question and no input source was configured (on_missing_input: fail)')));
    }
    record.graders = results;
    const score = (0,_graders_index_js__WEBPACK_IMPORTED_MODULE_0__/* .scoreRun */ .I6)(results);
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
/* harmony import */ var _results_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6303);
/* harmony import */ var _llm_usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1304);


function countingLlm(shared) {
    const runUsage = (0,_results_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyUsageByRole */ .EF)();
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
            (0,_results_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .addUsage */ .vk)(runUsage[options.role], (0,_llm_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .usageOfCompletion */ .R)(completion.usage, params.model));
            return completion;
        },
    };
}


/***/ }),

/***/ 4371:
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
// EXTERNAL MODULE: ./src/results/files.ts + 2 modules
var files = __webpack_require__(5056);
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

/** The spool's name in the results directory (removed when report.html is written). */
const SPOOL_FILE = '.report.html.spool';
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
        const chunk = Buffer.from(this.redact(this.renderer.render(record)), 'utf8');
        // A run that does not fit the whole page cannot be shown, nor can any after it.
        if (this.bytes + chunk.length > this.maxBytes) {
            this.full = true;
            return;
        }
        try {
            this.fd ??= (0,external_node_fs_.openSync)(this.path, 'w');
            let written = 0;
            while (written < chunk.length)
                written += (0,external_node_fs_.writeSync)(this.fd, chunk, written);
        }
        catch {
            // A spool that cannot be written costs speed, not the page (finish reads results.jsonl).
            this.failed = true;
            this.close();
            return;
        }
        this.sizes.push(chunk.length);
        this.bytes += chunk.length;
    }
    /** The spool's first `count` runs, in pieces of at most 1 MiB. */
    *copy(count) {
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
    close() {
        if (this.fd !== undefined)
            (0,external_node_fs_.closeSync)(this.fd);
        this.fd = undefined;
    }
    /** Closed and removed (report.html is written, or the job ended without one). */
    discard() {
        this.close();
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

// EXTERNAL MODULE: ./src/results/summary.ts + 3 modules
var results_summary = __webpack_require__(4977);
// EXTERNAL MODULE: ./src/results/writer.ts
var results_writer = __webpack_require__(4787);
// EXTERNAL MODULE: ./src/suites/agent-config.ts
var agent_config = __webpack_require__(4755);
// EXTERNAL MODULE: ./src/engine/interrupt.ts
var engine_interrupt = __webpack_require__(1649);
// EXTERNAL MODULE: ./src/engine/llms.ts
var llms = __webpack_require__(3688);
;// CONCATENATED MODULE: ./src/engine/while-waiting.ts
function whileWaiting() {
    let started = false;
    let scheduled = false;
    const waiting = [];
    const start = () => {
        started = true;
        for (const work of waiting.splice(0))
            work();
    };
    return {
        onRequest() {
            // The timers phase comes after the other workers' requests of this turn of the loop.
            if (scheduled || !waiting.length)
                return;
            scheduled = true;
            setTimeout(start, 1);
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

// EXTERNAL MODULE: ./src/engine/plan.ts + 1 modules
var plan = __webpack_require__(4508);
// EXTERNAL MODULE: ./src/suites/model.ts
var suites_model = __webpack_require__(3148);
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
    if ([...suite.graders, ...(0,suites_model/* taskGraders */.S)(task)].some((g) => g.type === 'prompt'))
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
var engine_redact = __webpack_require__(2393);
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
            return (await __webpack_require__.e(/* import() */ 453).then(__webpack_require__.bind(__webpack_require__, 7453))).createMockAgent;
        case 'openai':
            return (await __webpack_require__.e(/* import() */ 5).then(__webpack_require__.bind(__webpack_require__, 1005))).createOpenAiAgent;
        case 'http':
            return (await __webpack_require__.e(/* import() */ 159).then(__webpack_require__.bind(__webpack_require__, 9159))).createHttpAgent;
        case 'acp':
            return (await Promise.all(/* import() */[__webpack_require__.e(901), __webpack_require__.e(733), __webpack_require__.e(366), __webpack_require__.e(825)]).then(__webpack_require__.bind(__webpack_require__, 4825))).createAcpAgent;
        default:
            throw new Error(`executor "${executor}" is not available yet`);
    }
}

// EXTERNAL MODULE: ./src/agents/types.ts
var types = __webpack_require__(8959);
// EXTERNAL MODULE: ./src/agents/command-shims.ts
var command_shims = __webpack_require__(6612);
;// CONCATENATED MODULE: ./src/engine/expect-calls.ts

const MAX_CALLS = 50;
const MAX_ARGS = 20;
const MAX_ARG_CHARS = 200;
function withExpectedCalls(mocks, calls, graded) {
    const expected = (mocks ?? []).filter((m) => m.expectCalls !== undefined);
    // No shims (an agent that runs no commands): nothing was served, nothing to count.
    if (expected.length === 0 || calls === undefined)
        return graded;
    const counts = expected.map((m) => ({
        name: m.name,
        expected: m.expectCalls,
        actual: calls.filter((c) => c.command === m.name).length,
    }));
    const misses = counts.filter((c) => c.actual !== c.expected);
    const passed = misses.length === 0;
    const result = {
        name: 'expect_calls',
        type: 'command_mocks',
        score: passed ? 1 : 0,
        weight: 1,
        passed,
        feedback: passed
            ? `every mocked command ran as often as expected (${counts.map((c) => `${c.name} ${c.actual}`).join(', ')})`
            : misses
                .map((c) => `${c.name}: expected ${c.expected} call${c.expected === 1 ? '' : 's'}, got ${c.actual}`)
                .join('; '),
        // What the agent ran is its own text: the first calls, each argument clipped.
        details: {
            calls: calls.slice(0, MAX_CALLS).map((c) => ({
                command: c.command,
                args: c.args.slice(0, MAX_ARGS).map((a) => (0,strings/* clip */.$Q)(a, MAX_ARG_CHARS)),
                exit_code: c.exit_code,
            })),
        },
        duration_ms: 0,
    };
    return { ...graded, results: [...graded.results, result] };
}

// EXTERNAL MODULE: ./src/agents/workspace.ts
var agents_workspace = __webpack_require__(2387);
// EXTERNAL MODULE: ./src/graders/index.ts + 31 modules
var src_graders = __webpack_require__(2812);
// EXTERNAL MODULE: ./src/graders/types.ts
var graders_types = __webpack_require__(7701);
// EXTERNAL MODULE: ./src/llm/errors.ts
var errors = __webpack_require__(9968);
// EXTERNAL MODULE: ./src/responder/llm.ts + 1 modules
var llm = __webpack_require__(6272);
// EXTERNAL MODULE: ./src/responder/rules.ts
var rules = __webpack_require__(7689);
// EXTERNAL MODULE: ./src/responder/types.ts
var responder_types = __webpack_require__(8315);
;// CONCATENATED MODULE: ./src/responder/index.ts




function createResponder(spec, options) {
    if (spec.rules)
        return (0,rules/* createRuleResponder */.T)(spec.rules);
    const model = spec.model?.trim() || options.model?.trim();
    if (!model) {
        throw new responder_types/* ResponderError */.J('the LLM responder needs a model: set inputs.responder.model, --responder-model or config.model');
    }
    return (0,llm/* createLlmResponder */.aR)(spec, options.llm, model);
}

// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(6303);
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






async function sendTurn(context, index, input, source, turns) {
    const { task } = context;
    const started = performance.now();
    let firstEventMs = null;
    const { clock } = context;
    const stopFirstEventClock = clock.within(task.firstEventTimeoutSeconds * 1000, () => new engine_interrupt/* Interrupt */.OK('first_event_timeout', `the agent produced no event within first_event_timeout_seconds (${task.firstEventTimeoutSeconds} s) of turn ${index + 1}`));
    // What the agent produced so far, kept in case the turn never ends.
    const partial = {
        text: '',
        toolCalls: [],
        skills: [],
        usage: (0,schema/* emptyUsage */.ly)(),
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
            (0,schema/* addUsage */.vk)(partial.usage, event.usage);
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
        usage: result.usage ?? (0,schema/* emptyUsage */.ly)(),
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
// EXTERNAL MODULE: ./src/responder/audit.ts
var audit = __webpack_require__(8177);
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
function audited(record, responder, brief, messages) {
    if (responder.kind !== 'llm' || brief === undefined || record.decision !== 'reply')
        return record;
    const findings = (0,audit/* auditReply */.wf)({
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
                decision: audited(record(), responder, brief, messages),
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

;// CONCATENATED MODULE: ./src/engine/run-one.ts
// One run (task x trial): workspace, agent session, the conversation under a real deadline,
// grading, and the one status/outcome it ends with. Never throws for a failing run: every
// failure becomes a classified record. Returns null only when the job was cancelled.



















/** Cap on follow-ups a person can give a task that has no responder of its own. */
const INTERACTIVE_CAP = 50;
/** An agent's stderr in its record: the first 2,000 characters and the last 6,000. */
const RECORD_STDERR_CHARS = 8000;
async function runOne(suite, task, trial, attempt, settings) {
    const startedAt = new Date();
    const started = performance.now();
    const responderLlm = (0,counting_llm/* countingLlm */.P)(settings.llm.responder);
    const judgeLlm = (0,counting_llm/* countingLlm */.P)(settings.llm.judge);
    const model = task.models.agent;
    // No status or outcome until the run is over: finalRecord() gives it a possible pair.
    const record = {
        schema_version: schema/* SCHEMA_VERSION */.f$,
        suite: suite.name,
        suite_file: (0,external_node_path_.relative)(settings.cwd, suite.file) || suite.file,
        task_id: task.id,
        task_name: task.name,
        trial,
        attempts: attempt,
        executor: task.agent.executor,
        model: model ?? null,
        tags: task.tags,
        turns: [],
        responder: null,
        checkpoints: [],
        graders: [],
        score: 0,
        weighted_score: 0,
        usage: (0,schema/* emptyUsageByRole */.EF)(),
        started_at: startedAt.toISOString(),
        duration_ms: 0,
        error: null,
        ...(settings.shard ? { shard: settings.shard } : {}),
    };
    // Yao's `skip: true`: on the record as skipped, nothing started.
    if (task.skip)
        return (0,schema/* finalRecord */.iJ)(record, { status: 'skipped', outcome: 'not_run' });
    const deadline = (0,engine_interrupt/* timer */.O1)(task.timeoutSeconds * 1000, () => new engine_interrupt/* Interrupt */.OK('timeout', `the run exceeded timeout_seconds (${task.timeoutSeconds} s)`), settings.signal);
    const checkpoints = new CheckpointTracker(task.checkpoints);
    let workspace;
    // A workspace nobody has needed yet is made (empty, as the agent left it) before a grader
    // that reads files or runs a program there.
    const gradingWorkspace = (0,src_graders/* gradingUsesWorkspace */.E5)(suite, task);
    const workspaceForGrading = async () => {
        if (!workspace || !gradingWorkspace)
            return undefined;
        await workspace.prepare();
        return workspace.cwd;
    };
    // waza's checkpoints grade the conversation so far (and the workspace as it is) with their
    // own graders only: no suite graders, expectations or final assertions.
    const turnCheckpoints = new TurnCheckpointRunner(task.turnCheckpoints ?? [], async (graders) => (0,src_graders/* gradeRun */.lC)({
        suite: { ...suite, graders: [] },
        task: { ...task, graders, expected: suites_model/* NO_EXPECTATIONS */.c, assertions: [] },
        run: { ...record, turns: [...record.turns], outcome: 'completed' },
        workspace: await workspaceForGrading(),
        llm: judgeLlm,
        judgeModel: task.models.judge,
        updateSnapshots: settings.updateSnapshots,
        signal: deadline.signal,
    }));
    let responder;
    let source;
    let ending;
    let stderr;
    const agentLog = boundedLog();
    // command_mocks: shims for an agent that runs commands; their calls are read after the run.
    let shims;
    let commandCalls;
    try {
        const made = await (0,agents_workspace/* createWorkspace */.sK)(suite, task);
        workspace = made;
        const commandMocks = suite.config.commandMocks ?? [];
        if (commandMocks.length > 0 && task.agent.executor === 'acp') {
            await made.prepare();
            shims = await (0,command_shims/* installCommandShims */.fh)(made.root, commandMocks);
        }
        try {
            responder = pickResponder(task, settings, responderLlm);
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
            model,
            llm: settings.llm.agent,
            signal: deadline.signal,
            log: (line) => agentLog.add(line),
        });
        stderr = session.stderr?.bind(session);
        source = inputSourceFor(task.plan, responder, INTERACTIVE_CAP, {
            suite: suite.name,
            task: task.id,
            trial,
            prompt: task.prompt,
            ...(task.plan.kind === 'responder' ? { brief: task.plan.responder.instructions } : {}),
        });
        try {
            const result = await runConversation({
                task,
                session,
                source,
                checkpoints,
                ...(task.turnCheckpoints?.length ? { turnCheckpoints } : {}),
                clock: deadline,
                evaluate: async (assertion, turn, turns) => (0,src_graders/* evaluateAssertion */.o2)(assertion, { output: turn.output, toolCalls: turn.tool_calls, turns }, {
                    llm: judgeLlm,
                    judgeModel: task.models.judge,
                    workspace: await workspaceForGrading(),
                    cwd: suite.dir,
                    signal: deadline.signal,
                }),
            }, record.turns);
            ending = {
                kind: 'conversation',
                outcome: result.end.outcome,
                reason: result.end.reason,
                followupsSent: source.followupsSent,
                lastAgentText: result.lastAgentText,
            };
        }
        finally {
            await session.close().catch(() => { });
            commandCalls = await shims?.calls();
        }
    }
    catch (error) {
        // An agent that failed before its session existed hands its stderr over with the error.
        if (error instanceof types/* AgentError */.Y && error.stderr) {
            const text = error.stderr;
            stderr ??= () => text;
        }
        ending = failureEnding(error, deadline.signal);
    }
    finally {
        // The conversation is over: no clock runs on, the job's cancellation still applies.
        deadline.clear();
        await shims?.cleanup().catch(() => { });
    }
    if (ending.kind === 'cancelled') {
        deadline.dispose();
        await workspace?.cleanup().catch(() => { });
        return null;
    }
    record.checkpoints = checkpoints.records();
    record.responder = responder
        ? responderRecord(responder, ending, source?.followupsSent ?? 0, record.turns)
        : null;
    // Grading follows the job's cancellation with no clock, on a signal unlinked from the job's
    // once it is over (the openai SDK leaves an abort listener on the signal of every request,
    // which on the job's signal would stay, with what it holds, until the job ends): the run's own,
    // its clocks stopped, unless the run timed out, which aborted it.
    const grading = deadline.signal.aborted
        ? (0,engine_interrupt/* timer */.O1)(0, () => new engine_interrupt/* Interrupt */.OK('cancelled', 'not used: no clock'), settings.signal)
        : deadline;
    let verdict;
    try {
        verdict = await (0,classify/* classify */.L)(record, ending, {
            onMissingInput: settings.onMissingInput ?? task.onMissingInput ?? 'grade',
            expectsAbstain: (0,src_graders/* expectsAbstain */.$K)(task.expected),
            grade: async (outcome) => withExpectedCalls(suite.config.commandMocks, commandCalls, await (0,src_graders/* gradeRun */.lC)({
                suite,
                task,
                run: { ...record, outcome },
                workspace: await workspaceForGrading(),
                llm: judgeLlm,
                judgeModel: task.models.judge,
                updateSnapshots: settings.updateSnapshots,
                signal: grading.signal,
            }).then((graded) => turnCheckpoints.merge(graded))),
        });
    }
    finally {
        if (grading !== deadline)
            grading.dispose();
        deadline.dispose();
        if (workspace && settings.keepWorkspaces) {
            const { dir, resultsDir } = settings.keepWorkspaces;
            const dest = (0,external_node_path_.join)(dir, safeName(`${suite.name}-${task.id}-${trial}-${attempt}`));
            // A copy that fails is noted in the record; the run's verdict stands.
            await (0,agents_workspace/* keepWorkspace */.l_)(workspace, dest).then((kept) => (record.workspace = (0,external_node_path_.relative)(resultsDir, kept).split(external_node_path_.sep).join('/') || '.'), (error) => agentLog.add(`--keep-workspaces: not kept: ${error.message}`));
        }
        await workspace?.cleanup().catch(() => { });
    }
    const captured = stderr?.();
    if (captured)
        record.stderr = (0,strings/* headAndTail */.U_)(captured, RECORD_STDERR_CHARS);
    if (agentLog.lines.length)
        record.agent_log = agentLog.lines;
    for (const turn of record.turns)
        (0,schema/* addUsage */.vk)(record.usage.agent, turn.usage);
    record.usage.responder = responderLlm.runUsage.responder;
    record.usage.judge = judgeLlm.runUsage.judge;
    record.duration_ms = Math.round(performance.now() - started);
    return (0,schema/* finalRecord */.iJ)(record, verdict);
}
/** The person at the terminal answers every task that can take an answer; else the task's own. */
function pickResponder(task, settings, llm) {
    if (settings.human) {
        return task.plan.kind === 'responder' || task.plan.kind === 'single'
            ? settings.human
            : undefined;
    }
    if (task.plan.kind !== 'responder')
        return undefined;
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
    const runWithRetries = async (run) => {
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
                runWithRetries(run)
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
        tasks: s.tasks.map((t) => ({ id: t.id, name: t.name, identity: (0,task_identity/* taskIdentity */.q)(s, t) })),
        ...(s.trigger ? { trigger: s.trigger } : {}),
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
    const identity = identityOf(options);
    // Settled before it is awaited: a rejection is never left unhandled while the runs go on.
    identity.catch(() => undefined);
    const planned = (0,plan/* planRuns */.gp)(suites, options);
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
        const summary = (0,results_summary/* buildSummary */.fR)([], suiteInputs(suites, cwd), await identity);
        return nothingRan(summary, resultsDir, configErrors, planned, noRuns);
    }
    const workers = interactive
        ? 1
        : options.workers ||
            Math.max(...suites.map((s) => (s.config.parallel ? s.config.workers || AUTO_WORKERS : 1)), 1);
    const waiting = whileWaiting();
    const { llm, keys } = (0,llms/* createLlms */.R)({ ...options, llmOptions: { ...options.llmOptions, onRequest: waiting.onRequest } }, workers);
    const secrets = (0,engine_secrets/* collectSecrets */.q)(suites, {
        ...options,
        secrets: [...(options.secrets ?? []), ...keys],
    });
    options.listeners?.onSecrets?.(secrets);
    const redact = (0,engine_redact/* redactor */.$)(secrets);
    // The job's signal: the caller's cancellation, or a results file that cannot be written (the
    // whole job fails then, and the runs under way are stopped rather than waited for).
    const job = new AbortController();
    const follow = () => job.abort(options.signal?.reason);
    if (options.signal?.aborted)
        follow();
    else
        options.signal?.addEventListener('abort', follow, { once: true });
    const runSignal = job.signal;
    // One listener per run under way (its deadline follows the job) and the scheduler's: Node's
    // warning of a possible leak past 10 would be printed for every job of more than 9 workers.
    (0,external_node_events_.setMaxListeners)(workers + 10, runSignal);
    const settings = {
        cwd,
        human: options.human,
        onMissingInput: options.onMissingInput,
        updateSnapshots: options.updateSnapshots ?? false,
        llm,
        shard: shardLabel(options),
        signal: runSignal,
        ...(options.keepWorkspaces
            ? { keepWorkspaces: { dir: (0,external_node_path_.join)(resultsDir, 'workspaces'), resultsDir } }
            : {}),
    };
    // Before any agent starts: a results directory that cannot be written (read-only, a file in
    // the way) is a ResultsWriteError, the job's configuration error.
    let writer;
    try {
        writer = new results_writer/* ResultsWriter */.QU((0,external_node_path_.join)(resultsDir, files/* RESULTS_FILE */.yG), options.confirmation || options.side === 'base');
    }
    catch (error) {
        options.signal?.removeEventListener('abort', follow);
        throw error;
    }
    // What finishing the job needs of each run, kept as it is written (ledger.ts).
    const appended = !!(options.confirmation || options.side === 'base');
    const ledger = ledgerFor(resultsDir, appended, options.spool, redact);
    options.listeners?.onStart?.({
        runs: planned.length,
        // The tasks and suites that run (a --task or --tags filter, a shard), not all that loaded.
        tasks: new Set(planned.map((p) => p.task)).size,
        suites: new Set(planned.map((p) => p.suite)).size,
    });
    const records = [];
    // The summary's suite inputs (every task's identity hashed: 5-25 µs a task) are computed once
    // the first runs have sent their requests, while they wait on the network, not before them.
    const inputs = waiting.later(() => suiteInputs(suites, cwd));
    const onWaiting = options.listeners?.onWaiting;
    if (onWaiting)
        waiting.later(onWaiting);
    const budget = options.budget;
    budget?.usePrices(pricesOf(options, project).prices);
    let outcome;
    try {
        outcome = await schedule(planned, {
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
            signal: runSignal,
            ...(budget
                ? {
                    mayStart: () => budget.tryStart(),
                    onNotStarted: (run) => budget.notStarted(run.suite.name, run.task.id),
                }
                : {}),
            execute: (run, attempt) => runOne(run.suite, run.task, run.trial, attempt, settings),
            // Secrets are scrubbed once, here: everything written or printed later is built from these.
            onRecord: (record) => {
                const marked = options.side === 'base'
                    ? { ...record, confirmation: true, side: 'base' }
                    : options.confirmation
                        ? { ...record, confirmation: true }
                        : record;
                const clean = redact(marked);
                try {
                    writer.append(clean);
                }
                catch (error) {
                    // The scheduler rethrows it once the runs under way have stopped.
                    job.abort(new engine_interrupt/* Interrupt */.OK('cancelled', error.message));
                    throw error;
                }
                budget?.finished(clean);
                const digest = digestRecord(clean);
                records.push(digest);
                ledger?.add(clean, digest);
                options.listeners?.onRecord?.(clean);
            },
        });
    }
    finally {
        writer.close();
        options.signal?.removeEventListener('abort', follow);
    }
    const summary = (0,results_summary/* buildSummary */.fR)(records, await inputs(), await identity, Math.round(performance.now() - started));
    return {
        summary,
        records,
        resultsDir,
        configErrors: [],
        planned,
        noRuns: false,
        ...(outcome.stoppedBy
            ? {
                stop: {
                    by: outcome.stoppedBy,
                    notRun: outcome.notRun,
                    ...(outcome.stoppedBy === 'budget' && budget?.notRun()
                        ? { reason: budget.notRun().reason }
                        : {}),
                },
            }
            : {}),
        redact: (text) => redact(text),
        ...pricesOf(options, project),
        ...(ledger ? { ledger } : {}),
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

/***/ 4508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d7: () => (/* binding */ parseShardSpec),
  gp: () => (/* binding */ planRuns)
});

// UNUSED EXPORTS: assignShards, taskFilterMatches, taskKey

// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/shared/task-filter.ts
// A task filter as users write it (`--task`, the `tasks` input, `/parley rerun`, `/parley
// accept`): a task id or name, `*` = any characters, case-insensitive. One meaning everywhere.
// Matched with re2js (RE2: linear time in the name): a filter of many stars as a backtracking
// regex took minutes per name, and an accepted filter would stall every later run of the commit.

const compiled = new Map();
function filterPattern(filter) {
    let pattern = compiled.get(filter);
    if (!pattern) {
        const body = filter
            .split('*')
            .map((part) => build/* RE2JS */.L3.quote(part))
            .join('.*');
        pattern = build/* RE2JS */.L3.compile(`^${body}$`, build/* RE2JS */.L3.CASE_INSENSITIVE);
        if (compiled.size >= 1000)
            compiled.clear();
        compiled.set(filter, pattern);
    }
    return pattern;
}
/** Whether a filter picks a task known by any of these names (its id, its name, …). */
function filterMatches(filter, names) {
    const pattern = filterPattern(filter);
    return names.some((name) => pattern.matcher(name).find());
}

;// CONCATENATED MODULE: ./src/engine/plan.ts

/** Whether a task filter (an id or a name, `*` wildcards, case-insensitive) picks a task. */
function taskFilterMatches(filter, task) {
    return filterMatches(filter, [task.id, task.name]);
}
function selected(suite, task, options) {
    if (options.only && !options.only.some((o) => o.suite === suite.name && o.taskId === task.id))
        return false;
    if (options.tags?.length && !task.tags.some((t) => options.tags.includes(t)))
        return false;
    if (options.tasks?.length && !options.tasks.some((f) => taskFilterMatches(f, task))) {
        return false;
    }
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
function planRuns(suites, options) {
    const chosen = suites.flatMap((suite) => suite.tasks
        .filter((task) => selected(suite, task, options))
        .map((task) => ({ suite, task, trials: options.trials ?? suite.config.trialsPerTask })));
    const shards = options.shard
        ? assignShards(chosen.map((c) => ({ key: taskKey(c.suite, c.task), trials: c.trials })), options.shard.total)
        : undefined;
    return chosen
        .filter((c) => !shards || shards.get(taskKey(c.suite, c.task)) === options.shard.index)
        .flatMap((c) => Array.from({ length: c.trials }, (_, i) => ({
        suite: c.suite,
        task: c.task,
        trial: (options.firstTrial ?? 1) + i,
    })));
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
            for (const [key, item] of Object.entries(value)) {
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
    return (value) => (values.length === 0 ? value : walk(value));
}


/***/ }),

/***/ 9887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ collectSecrets)
/* harmony export */ });
/* unused harmony export urlSecrets */
/* harmony import */ var _agents_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8281);
/* harmony import */ var _llm_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5963);
// Every secret a run is configured with, collected in one place for the redactor (and, in the
// action, for ::add-mask::): the API keys of the agent's, the responder's and the judge's
// endpoints; the password and every query-parameter value of every configured URL (base URLs,
// http agents' `url`, MCP servers' `url`); and every value substituted from the environment by
// `${NAME}` in config.agent env / headers / url and in mcp_servers env / headers / url.


function collectSecrets(suites, sources, env = process.env) {
    const found = [...(sources.secrets ?? [])];
    // The main endpoint as the client resolves it (OPENAI_BASE_URL / OPENAI_API_KEY included).
    const main = (0,_llm_client_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEndpoint */ .sO)(sources.endpoint);
    for (const endpoint of [main, sources.responderEndpoint, sources.judgeEndpoint]) {
        found.push(endpoint?.apiKey, ...urlSecrets(endpoint?.baseURL));
    }
    const fromSettings = (settings) => {
        found.push(...(0,_agents_env_js__WEBPACK_IMPORTED_MODULE_1__/* .secretValues */ .VX)(settings.env, env), ...(0,_agents_env_js__WEBPACK_IMPORTED_MODULE_1__/* .secretValues */ .VX)(settings.headers, env), ...(0,_agents_env_js__WEBPACK_IMPORTED_MODULE_1__/* .secretValues */ .VX)(settings.url === undefined ? undefined : { url: settings.url }, env), ...urlSecrets(settings.url === undefined ? undefined : (0,_agents_env_js__WEBPACK_IMPORTED_MODULE_1__/* .expandEnv */ .qO)(settings.url, env)));
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
 * does. Written directly as text, keys sorted in place: every task of a job is hashed while its
 * runs start, and building a sorted copy of each task first took 20-90 µs a task.
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
        const text = canonicalJson(value[key], root);
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
    const { source: _where, promptMedia, ...rest } = task;
    // A picture counts by its digest, not its megabytes of base64 (hashed at every run's start);
    // where it was written (file:line) does not count either.
    const media = promptMedia?.map(({ data: _data, where: _at, ...m }) => m);
    const definition = media ? { ...rest, promptMedia: media } : rest;
    const text = canonicalJson({ suiteGraders: suite.graders, task: definition }, suite.dir);
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, 32);
}


/***/ }),

/***/ 2812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DU: () => (/* reexport */ graders_result/* builtinSpec */.DU),
  o2: () => (/* reexport */ evaluateAssertion),
  $K: () => (/* reexport */ expectsAbstain),
  $S: () => (/* reexport */ graders_result/* fromConversationChecks */.$S),
  sp: () => (/* reexport */ graders_result/* fromCount */.sp),
  lC: () => (/* binding */ gradeRun),
  E5: () => (/* reexport */ gradingUsesWorkspace),
  I6: () => (/* reexport */ scoreRun)
});

// UNUSED EXPORTS: GraderError, readsWorkspace

// EXTERNAL MODULE: ./src/graders/judge.ts
var judge = __webpack_require__(219);
// EXTERNAL MODULE: ./src/graders/run-view.ts
var run_view = __webpack_require__(4123);
;// CONCATENATED MODULE: ./src/graders/assertions/agent.ts


/**
 * An LLM validator: `use` (or the judge model) reads the agent's response against the criteria
 * (`value`, or options.metadata.criteria / options.criteria) and returns
 * {passed, score, reason, suggestions}. Malformed twice -> GraderError.
 */
const agent = async (a, target, ctx) => {
    const metadata = (a.options.metadata ?? {});
    const criteria = metadata.criteria ?? a.options.criteria ?? a.value;
    const criteriaText = typeof criteria === 'string' ? criteria : (0,run_view/* show */.W)(criteria, 4000);
    const verdict = await (0,judge/* askJudge */.N)({
        llm: ctx.llm,
        model: a.use ?? ctx.judgeModel,
        who: 'agent assertion',
        signal: ctx.signal,
        // The criteria are fixed per assertion (system), the run's response is what changes (user).
        system: [
            "You are a strict validator of an AI agent's response. Decide whether the response meets " +
                'every criterion. Judge only what the response and tool calls show; do not assume.',
            `## Criteria\n${criteriaText || '(none given: judge whether the response is correct and complete)'}`,
            ...Object.entries(metadata)
                .filter(([k]) => k !== 'criteria')
                .map(([k, v]) => `## ${k}\n${typeof v === 'string' ? v : (0,run_view/* show */.W)(v, 2000)}`),
        ].join('\n\n'),
        user: [
            `## Tool calls\n${target.toolCalls.length ? target.toolCalls.map((c) => `- ${c.name} ${(0,run_view/* show */.W)(c.arguments, 300)}`).join('\n') : '(none)'}`,
            `## Agent response\n${target.output}`,
        ].join('\n\n'),
    });
    const suggestions = verdict.suggestions.length
        ? ` Suggestions: ${verdict.suggestions.join('; ')}`
        : '';
    return {
        passed: verdict.passed,
        score: verdict.score,
        message: `${verdict.reason}${suggestions}`,
    };
};

// EXTERNAL MODULE: ./src/shared/strings.ts
var strings = __webpack_require__(5839);
;// CONCATENATED MODULE: ./src/graders/assertions/contains.ts

/** The output contains the value (every value, when a list is given). Case-sensitive. */
const contains = (a, target) => {
    const values = Array.isArray(a.value) ? a.value.map(String) : [stringOf(a.value)];
    const missing = values.filter((v) => !target.output.includes(v));
    return missing.length === 0
        ? {
            passed: true,
            message: `output contains ${values.map((v) => JSON.stringify(v)).join(', ')}`,
        }
        : {
            passed: false,
            message: `output does not contain ${missing.map((v) => JSON.stringify(v)).join(', ')} (output: ${JSON.stringify((0,strings/* clip */.$Q)(target.output, 120))})`,
        };
};
/** The output contains none of the values. */
const notContains = (a, target) => {
    const values = Array.isArray(a.value) ? a.value.map(String) : [stringOf(a.value)];
    const found = values.filter((v) => target.output.includes(v));
    return found.length === 0
        ? {
            passed: true,
            message: `output contains none of ${values.map((v) => JSON.stringify(v)).join(', ')}`,
        }
        : {
            passed: false,
            message: `output contains ${found.map((v) => JSON.stringify(v)).join(', ')}`,
        };
};
function stringOf(value) {
    if (typeof value === 'string')
        return value;
    return value === undefined || value === null
        ? ''
        : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
}

// EXTERNAL MODULE: ./src/shared/json.ts
var json = __webpack_require__(8451);
;// CONCATENATED MODULE: ./src/graders/json.ts
// JSON helpers shared by graders and assertions: extracting JSON from agent text, deep
// equality that ignores key order, subset matching, and a small JSONPath subset.
/**
 * The JSON in an agent message: the whole text, else the one ```json fenced block, else the one
 * top-level {...} or [...] span in prose.
 */
function extractJson(text) {
    const whole = tryParse(text.trim());
    if (whole.ok)
        return whole;
    const fences = [...text.matchAll(/```(?:json|JSON)?[^\S\n]*\n([\s\S]*?)```/g)].map((m) => m[1]);
    const parsedFences = fences.map(tryParse).filter((p) => p.ok);
    if (parsedFences.length === 1)
        return parsedFences[0];
    if (parsedFences.length > 1)
        return { ok: false, reason: 'more than one JSON code block' };
    const spans = jsonSpans(text)
        .map(tryParse)
        .filter((p) => p.ok);
    if (spans.length === 1)
        return spans[0];
    if (spans.length > 1)
        return { ok: false, reason: 'more than one JSON value in the text' };
    return { ok: false, reason: 'no JSON found in the output' };
}
function tryParse(text) {
    if (!text)
        return { ok: false, reason: 'empty output' };
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch (error) {
        return { ok: false, reason: `not JSON: ${error.message}` };
    }
}
/** Balanced top-level {...} / [...] spans (string-aware). */
function jsonSpans(text) {
    const spans = [];
    let depth = 0;
    let start = -1;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const ch = text[i];
        if (inString) {
            if (ch === '\\')
                i++;
            else if (ch === '"')
                inString = false;
            continue;
        }
        if (ch === '"' && depth > 0)
            inString = true;
        else if (ch === '{' || ch === '[') {
            if (depth === 0)
                start = i;
            depth++;
        }
        else if ((ch === '}' || ch === ']') && depth > 0) {
            depth--;
            if (depth === 0)
                spans.push(text.slice(start, i + 1));
        }
    }
    return spans;
}
class JsonPathError extends Error {
}
/** Parses `$.a.b`, `$.a[0]`, `$.a[*].b`, `$['k']`, `$["k"]`, `a.b` (leading `$` optional). */
function parseJsonPath(path) {
    let rest = path.trim();
    if (rest.startsWith('$'))
        rest = rest.slice(1);
    const segments = [];
    while (rest.length > 0) {
        let m;
        if ((m = /^\.?([A-Za-z_$][\w$-]*)/.exec(rest)) &&
            (rest.startsWith('.') || segments.length === 0)) {
            segments.push({ kind: 'key', key: m[1] });
        }
        else if ((m = /^\.\*/.exec(rest)) || (m = /^\[\*\]/.exec(rest))) {
            segments.push({ kind: 'wildcard' });
        }
        else if ((m = /^\[(-?\d+)\]/.exec(rest))) {
            segments.push({ kind: 'index', index: Number(m[1]) });
        }
        else if ((m = /^\[\s*'((?:[^'\\]|\\.)*)'\s*\]/.exec(rest)) ||
            (m = /^\[\s*"((?:[^"\\]|\\.)*)"\s*\]/.exec(rest))) {
            segments.push({ kind: 'key', key: m[1].replace(/\\(.)/g, '$1') });
        }
        else {
            throw new JsonPathError(`unsupported JSONPath ${JSON.stringify(path)} at ${JSON.stringify(rest)}`);
        }
        rest = rest.slice(m[0].length);
    }
    return segments;
}
/** Every value the path selects (empty when nothing matches). */
function queryJsonPath(root, path) {
    let current = [root];
    for (const segment of parseJsonPath(path)) {
        const next = [];
        for (const value of current) {
            if (segment.kind === 'wildcard') {
                if (Array.isArray(value))
                    next.push(...value);
                else if (value && typeof value === 'object')
                    next.push(...Object.values(value));
            }
            else if (segment.kind === 'index') {
                if (Array.isArray(value)) {
                    const i = segment.index < 0 ? value.length + segment.index : segment.index;
                    if (i >= 0 && i < value.length)
                        next.push(value[i]);
                }
            }
            else if (value && typeof value === 'object' && !Array.isArray(value)) {
                if (Object.hasOwn(value, segment.key))
                    next.push(value[segment.key]);
            }
        }
        current = next;
    }
    return current;
}
/** The JSON type name of a value: object, array, string, number, integer is a number, boolean, null. */
function jsonType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    return typeof value;
}

;// CONCATENATED MODULE: ./src/graders/assertions/equals.ts




/**
 * A string value: the trimmed output equals it. Any other value (object, array, number,
 * boolean, null): the output's JSON (fenced ```json included) deep-equals it, key order ignored.
 */
const equals = (a, target) => {
    if (typeof a.value === 'string') {
        const passed = target.output.trim() === a.value.trim();
        return {
            passed,
            message: passed
                ? `output equals ${JSON.stringify((0,strings/* clip */.$Q)(a.value, 80))}`
                : `output ${JSON.stringify((0,strings/* clip */.$Q)(target.output, 120))} is not ${JSON.stringify((0,strings/* clip */.$Q)(a.value, 120))}`,
        };
    }
    const parsed = extractJson(target.output);
    if (!parsed.ok)
        return { passed: false, message: `expected JSON equal to ${(0,run_view/* show */.W)(a.value)}: ${parsed.reason}` };
    const passed = (0,json/* deepEqual */.b)(parsed.value, a.value ?? null);
    return {
        passed,
        message: passed
            ? `output JSON equals ${(0,run_view/* show */.W)(a.value)}`
            : `output JSON ${(0,run_view/* show */.W)(parsed.value)} is not ${(0,run_view/* show */.W)(a.value)}`,
    };
};

;// CONCATENATED MODULE: ./src/graders/assertions/json-path.ts



/**
 * Selects `path` ($.a.b, [n], [*], ['k']) in the output's JSON (a ```json fence included).
 * With a `value`: some selected value deep-equals it. Without: the path exists.
 */
const jsonPath = (a, target) => {
    const path = a.path ?? '';
    if (!path)
        return { passed: false, message: 'json_path needs a `path`' };
    const parsed = extractJson(target.output);
    if (!parsed.ok)
        return { passed: false, message: `${path}: ${parsed.reason}` };
    const found = queryJsonPath(parsed.value, path);
    if (a.value === undefined) {
        return found.length > 0
            ? { passed: true, message: `${path} exists` }
            : { passed: false, message: `${path} not found in the output JSON` };
    }
    if (found.length === 0)
        return { passed: false, message: `${path} not found (expected ${(0,run_view/* show */.W)(a.value)})` };
    const passed = found.some((v) => (0,json/* deepEqual */.b)(v, a.value));
    return {
        passed,
        message: passed
            ? `${path} is ${(0,run_view/* show */.W)(a.value)}`
            : `${path} is ${(0,run_view/* show */.W)(found.length === 1 ? found[0] : found)}, expected ${(0,run_view/* show */.W)(a.value)}`,
    };
};

// EXTERNAL MODULE: ./src/suites/regex.ts
var regex = __webpack_require__(2606);
;// CONCATENATED MODULE: ./src/graders/assertions/types.ts
/** The expected value as text (numbers and booleans are compared as written). */
function valueText(assertion) {
    const v = assertion.value;
    if (typeof v === 'string')
        return v;
    if (v === undefined || v === null)
        return '';
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

;// CONCATENATED MODULE: ./src/graders/assertions/regex.ts


/** The output matches the RE2-syntax pattern in `value`. */
const regex_regex = (a, target) => {
    const pattern = valueText(a);
    const match = (0,regex/* compileRe2 */.Xm)(pattern).exec(target.output);
    return match
        ? {
            passed: true,
            message: `output matches /${pattern}/ (${JSON.stringify(match[0].slice(0, 80))})`,
        }
        : { passed: false, message: `output does not match /${pattern}/` };
};

// EXTERNAL MODULE: ./src/graders/types.ts
var types = __webpack_require__(7701);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/shared/child-env.ts
var child_env = __webpack_require__(889);
;// CONCATENATED MODULE: ./src/graders/process.ts
// Runs a grading program (program grader, script assertion): input on stdin, a time limit,
// output captured with a size cap, killed with its process group when it overstays.


const MAX_CAPTURE = 64 * 1024;
async function runProcess(options) {
    const useShell = options.args === undefined;
    return new Promise((resolve) => {
        let child;
        try {
            child = (0,external_node_child_process_.spawn)(options.command, options.args ?? [], {
                cwd: options.cwd,
                // The ACP agent's rule: nothing of the runner's credentials (the code may be a PR's).
                env: { ...(0,child_env/* withoutRunnerSecrets */.W)(), ...envSafeValues(options.env) },
                shell: useShell,
                stdio: ['pipe', 'pipe', 'pipe'],
                detached: process.platform !== 'win32',
            });
        }
        catch (error) {
            resolve({
                code: null,
                signal: null,
                stdout: '',
                stderr: '',
                timedOut: false,
                spawnError: error.message,
            });
            return;
        }
        let stdout = '';
        let stderr = '';
        let timedOut = false;
        let spawnError;
        const kill = () => {
            try {
                if (child.pid && process.platform !== 'win32')
                    process.kill(-child.pid, 'SIGKILL');
                else
                    child.kill('SIGKILL');
            }
            catch {
                // already gone
            }
        };
        const timer = setTimeout(() => {
            timedOut = true;
            kill();
        }, options.timeoutMs);
        const onAbort = () => kill();
        options.signal?.addEventListener('abort', onAbort, { once: true });
        child.stdout.setEncoding('utf8').on('data', (d) => {
            if (stdout.length < MAX_CAPTURE)
                stdout += d;
        });
        child.stderr.setEncoding('utf8').on('data', (d) => {
            if (stderr.length < MAX_CAPTURE)
                stderr += d;
        });
        child.stdin.on('error', () => {
            // the program did not read its input (EPIPE): not an error of the grader
        });
        child.stdin.end(options.input);
        child.on('error', (error) => {
            spawnError = error.message;
        });
        child.on('close', (code, signal) => {
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
            resolve({
                code,
                signal,
                stdout: stdout.slice(0, MAX_CAPTURE),
                stderr: stderr.slice(0, MAX_CAPTURE),
                timedOut,
                ...(spawnError ? { spawnError } : {}),
            });
        });
    });
}
/** Why a program gave no verdict, or undefined when it ran to an exit code. */
function crashReason(result, what) {
    if (result.spawnError)
        return `${what} could not be started: ${result.spawnError}`;
    if (result.timedOut)
        return `${what} timed out`;
    if (result.code === null)
        return `${what} was killed (${result.signal ?? 'signal'})`;
    if (result.code === 126 || result.code === 127) {
        return `${what} could not be run (exit ${result.code}: ${result.stderr.trim().slice(0, 200) || 'command not found'})`;
    }
    return undefined;
}
/**
 * An environment string cannot hold a NUL byte (spawn refuses it): NULs become U+FFFD there.
 * The text itself reaches the program whole, every byte, on stdin.
 */
function envSafeValues(env) {
    return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value.replaceAll('\0', '\uFFFD')]));
}

// EXTERNAL MODULE: ./src/suites/yao/ids.ts
var ids = __webpack_require__(6463);
;// CONCATENATED MODULE: ./src/graders/assertions/script.ts





const TIMEOUT_MS = 30_000;
/**
 * Runs `script` (a shell command line, from the suite directory) with the output on stdin and
 * PARLEY_WORKSPACE / WAZA_WORKSPACE, PARLEY_EXPECTED, PARLEY_TOOL_CALLS in the environment.
 * Exit 0 = pass. Stdout `{"passed": bool, "score"?: n, "message"?: s}` overrides the exit code.
 * A script that cannot start, is killed or times out gives no verdict: GraderError.
 */
const script = async (a, target, ctx) => {
    const command = a.script ?? (typeof a.value === 'string' ? a.value : undefined);
    if (!command)
        throw new types/* GraderError */.I('script assertion has no `script` to run');
    // A Yao process id (scripts.x.Validate) is never run as a shell command.
    if ((0,ids/* isYaoProcess */.v)(command)) {
        return { passed: false, message: `${command} is a Yao process: it cannot run here` };
    }
    const workspace = ctx.workspace ?? '';
    const toolCallsJson = JSON.stringify(target.toolCalls);
    const result = await runProcess({
        command,
        input: target.output,
        cwd: ctx.cwd,
        env: {
            PARLEY_WORKSPACE: workspace,
            WAZA_WORKSPACE: workspace,
            WAZA_WORKSPACE_DIR: workspace,
            PARLEY_EXPECTED: a.script ? valueText(a) : '',
            // Cut JSON is no JSON: an oversized list is left out rather than truncated.
            PARLEY_TOOL_CALLS: toolCallsJson.length <= 32 * 1024 ? toolCallsJson : '',
        },
        timeoutMs: Number(a.options.timeout_ms ?? TIMEOUT_MS),
        signal: ctx.signal,
    });
    const crash = crashReason(result, `script ${JSON.stringify((0,strings/* clip */.$Q)(command, 80))}`);
    if (crash)
        throw new types/* GraderError */.I(crash);
    const verdict = parseVerdict(result.stdout);
    if (verdict)
        return verdict;
    const text = (0,strings/* clip */.$Q)(result.stdout.trim() || result.stderr.trim(), 300);
    return result.code === 0
        ? { passed: true, message: text || 'script passed' }
        : { passed: false, message: `script exited ${result.code}${text ? `: ${text}` : ''}` };
};
function parseVerdict(stdout) {
    const last = stdout.trim().split('\n').pop() ?? '';
    if (!last.startsWith('{'))
        return undefined;
    try {
        const v = JSON.parse(last);
        if (typeof v.passed !== 'boolean')
            return undefined;
        const score = typeof v.score === 'number' && v.score >= 0 && v.score <= 1 ? v.score : undefined;
        return {
            passed: v.passed,
            message: typeof v.message === 'string'
                ? (0,strings/* clip */.$Q)(v.message, 300)
                : `script says ${v.passed ? 'passed' : 'failed'}`,
            ...(score !== undefined ? { score } : {}),
        };
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/graders/assertions/tool-called.ts


/**
 * Yao's tool-name match: the exact name, a namespaced name ending in `__name` or `.name`, or a
 * name containing it (`setup` matches `agents_expense_tools__setup`).
 */
function matchToolName(actual, expected) {
    return (actual === expected ||
        actual.endsWith(`__${expected}`) ||
        actual.endsWith(`.${expected}`) ||
        actual.includes(expected));
}
/** Argument names agents use for a file path (a call's `path` is matched against these too). */
const PATH_ARGS = ['path', 'file_path', 'filePath', 'absolute_path', 'filename', 'file'];
/** The call names the file: a location or a path argument equal to it or ending in `/path`. */
function touches(call, path) {
    const args = call.arguments;
    const paths = [
        ...(call.locations ?? []).map((l) => l.path),
        ...(args && typeof args === 'object'
            ? PATH_ARGS.map((k) => args[k]).filter((v) => typeof v === 'string')
            : []),
    ];
    const want = path.replace(/^\.\//, '');
    return paths.some((p) => p === want || p.endsWith(`/${want}`));
}
/**
 * A tool was called (names matched as Yao does: matchToolName). `value`: a name, a list of names
 * (any of them), or `{name, kind, path, arguments}` (a call of that tool, of that ACP kind —
 * `edit`, `read`, `execute`, ... —, touching that file, whose arguments include the given ones;
 * each optional). A list of such objects: any.
 */
const toolCalled = (a, target) => {
    const called = target.toolCalls.map((c) => c.name);
    const wanted = Array.isArray(a.value) ? a.value : [a.value];
    for (const want of wanted) {
        if (typeof want === 'string') {
            const hit = called.find((name) => matchToolName(name, want));
            if (hit)
                return { passed: true, message: `${hit} was called` };
        }
        else if (want && typeof want === 'object') {
            const { name, kind, path, arguments: args, } = want;
            const hit = target.toolCalls.find((c) => (name === undefined || matchToolName(c.name, name)) &&
                (kind === undefined || c.kind === kind || (c.kind === undefined && c.name === kind)) &&
                (path === undefined || touches(c, path)) &&
                (args === undefined || (0,json/* isSubset */.H)(args, c.arguments)));
            if (hit)
                return { passed: true, message: `${hit.name} was called with ${(0,run_view/* show */.W)(hit.arguments, 120)}` };
        }
    }
    const names = called.length ? [...new Set(called)].join(', ') : 'no tool';
    return { passed: false, message: `expected a call of ${(0,run_view/* show */.W)(a.value, 160)}; called: ${names}` };
};

;// CONCATENATED MODULE: ./src/graders/assertions/tool-result.ts




/**
 * A call of tool `path` (or Yao's `value.tool`, or `value.name`; any tool when none) returned a
 * result that matches `value` (`value.result` when value names the tool): a string is looked for
 * in the result's text, a `regex:<pattern>` string must match it (Yao), an object must match key
 * by key (its strings likewise), an array must be a subset. No expected value: a call succeeded.
 * Tool names match as in Yao (matchToolName).
 */
const toolResult = (a, target) => {
    let tool = a.path;
    let expected = a.value;
    if (!tool &&
        expected &&
        typeof expected === 'object' &&
        !Array.isArray(expected) &&
        ('name' in expected || 'tool' in expected)) {
        const v = expected;
        tool = v.tool ?? v.name;
        expected = v.result;
    }
    const calls = target.toolCalls.filter((c) => !tool || matchToolName(c.name, tool));
    if (calls.length === 0)
        return { passed: false, message: `${tool ?? 'no tool'} was not called` };
    const hit = calls.find((c) => {
        if (expected === undefined)
            return c.success;
        return c.success && matches(expected, parseMaybe(c.result));
    });
    return hit
        ? { passed: true, message: `${hit.name} returned ${(0,run_view/* show */.W)(hit.result, 120)}` }
        : {
            passed: false,
            message: `no ${tool ?? 'tool'} result matches ${expected === undefined ? 'success' : (0,run_view/* show */.W)(expected)} (got ${(0,run_view/* show */.W)(calls.map((c) => c.result), 160)})`,
        };
};
/** Yao's result match, with Parley's substring for plain strings. */
function matches(expected, actual) {
    if (typeof expected === 'string') {
        if (expected.startsWith('regex:')) {
            try {
                return (0,regex/* compileRe2 */.Xm)(expected.slice('regex:'.length)).test(resultText(actual));
            }
            catch {
                return false;
            }
        }
        return resultText(actual).includes(expected);
    }
    if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
        if (!actual || typeof actual !== 'object' || Array.isArray(actual))
            return false;
        return Object.entries(expected).every(([k, v]) => k in actual && matches(v, actual[k]));
    }
    return (0,json/* isSubset */.H)(expected, actual);
}
function resultText(result) {
    return typeof result === 'string' ? result : (JSON.stringify(result) ?? '');
}
function parseMaybe(result) {
    if (typeof result !== 'string')
        return result;
    try {
        return JSON.parse(result);
    }
    catch {
        return result;
    }
}

;// CONCATENATED MODULE: ./src/graders/assertions/type.ts


const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null', 'json'];
/**
 * The output's type: `string` (plain text, or a JSON string), `json` (any JSON), or the JSON
 * type of the parsed output: object, array, number, integer, boolean, null.
 */
const type = (a, target) => {
    const expected = valueText(a).toLowerCase();
    if (!TYPES.includes(expected)) {
        return {
            passed: false,
            message: `unknown type ${JSON.stringify(expected)} (one of ${TYPES.join(', ')})`,
        };
    }
    const parsed = extractJson(target.output);
    const actual = parsed.ok ? jsonType(parsed.value) : 'string';
    let passed;
    if (expected === 'json')
        passed = parsed.ok;
    else if (expected === 'integer')
        passed = parsed.ok && Number.isInteger(parsed.value);
    else
        passed = actual === expected;
    return {
        passed,
        message: passed
            ? `output is ${expected}`
            : `output is ${parsed.ok ? `JSON ${actual}` : 'not JSON'}, expected ${expected}`,
    };
};

;// CONCATENATED MODULE: ./src/graders/assertions/index.ts









const ASSERTION_EVALUATORS = {
    contains: contains,
    not_contains: notContains,
    equals: equals,
    regex: regex_regex,
    json_path: jsonPath,
    type: type,
    tool_called: toolCalled,
    tool_result: toolResult,
    script: script,
    agent: agent,
};
async function evaluateAssertion(a, target, ctx) {
    const evaluate = ASSERTION_EVALUATORS[a.type];
    if (!evaluate) {
        return {
            type: a.type,
            passed: false,
            message: `unknown assertion type ${JSON.stringify(a.type)}`,
        };
    }
    const verdict = await evaluate(a, target, ctx);
    const passed = a.negate ? !verdict.passed : verdict.passed;
    let score = verdict.score ?? (verdict.passed ? 1 : 0);
    if (a.negate)
        score = 1 - score;
    const detail = a.negate ? `negated: ${verdict.message}` : verdict.message;
    const message = !passed && a.message ? `${a.message} (${detail})` : detail;
    return { type: a.type, passed, message, score };
}

// EXTERNAL MODULE: ./src/graders/result.ts
var graders_result = __webpack_require__(3287);
;// CONCATENATED MODULE: ./src/graders/text.ts
// text: substrings (case-insensitive, or case-sensitive with the _cs variants) and RE2 regexes
// over the conversation's agent output.


function textChecks(output, config) {
    const lower = output.toLowerCase();
    const checks = [];
    for (const s of config.contains ?? []) {
        const passed = lower.includes(s.toLowerCase());
        checks.push({
            label: `contains ${JSON.stringify(s)}`,
            passed,
            detail: passed ? undefined : 'not found',
        });
    }
    for (const s of config.not_contains ?? []) {
        const passed = !lower.includes(s.toLowerCase());
        checks.push({
            label: `not_contains ${JSON.stringify(s)}`,
            passed,
            detail: passed ? undefined : 'found',
        });
    }
    for (const s of config.contains_cs ?? []) {
        const passed = output.includes(s);
        checks.push({
            label: `contains_cs ${JSON.stringify(s)}`,
            passed,
            detail: passed ? undefined : 'not found',
        });
    }
    for (const s of config.not_contains_cs ?? []) {
        const passed = !output.includes(s);
        checks.push({
            label: `not_contains_cs ${JSON.stringify(s)}`,
            passed,
            detail: passed ? undefined : 'found',
        });
    }
    for (const p of config.regex_match ?? []) {
        const passed = (0,regex/* compileRe2 */.Xm)(p).test(output);
        checks.push({ label: `regex_match /${p}/`, passed, detail: passed ? undefined : 'no match' });
    }
    for (const p of config.regex_not_match ?? []) {
        const match = (0,regex/* compileRe2 */.Xm)(p).exec(output);
        checks.push({
            label: `regex_not_match /${p}/`,
            passed: !match,
            detail: match ? `matched ${JSON.stringify(match[0].slice(0, 80))}` : undefined,
        });
    }
    return checks;
}
const textGrader = {
    type: 'text',
    async grade(spec, config, context) {
        return (0,graders_result/* fromChecks */.YZ)(spec, textChecks(context.view.output, config));
    },
};

;// CONCATENATED MODULE: ./src/graders/expected.ts


function shortcut(field, type) {
    return (0,graders_result/* builtinSpec */.DU)(`expected.${field}`, type);
}
/** The graders the `expected` block stands for (none for an empty block). */
function expectedGraders(expected, behaviorGrader) {
    const out = [];
    const text = (field, make) => {
        const spec = shortcut(field, 'text');
        out.push({ spec, grade: async (ctx) => (0,graders_result/* fromChecks */.YZ)(spec, make(ctx.view.output)) });
    };
    if (expected.outputContains.length) {
        text('output_contains', (o) => textChecks(o, { contains: expected.outputContains }));
    }
    if (expected.outputNotContains.length) {
        text('output_not_contains', (o) => textChecks(o, { not_contains: expected.outputNotContains }));
    }
    if (expected.outputContainsAny.length) {
        text('output_contains_any', (o) => {
            const lower = o.toLowerCase();
            const found = expected.outputContainsAny.filter((s) => lower.includes(s.toLowerCase()));
            const list = expected.outputContainsAny.map((s) => JSON.stringify(s)).join(', ');
            return [
                found.length
                    ? {
                        label: `contains one of ${list}`,
                        passed: true,
                        detail: `found ${JSON.stringify(found[0])}`,
                    }
                    : { label: `contains one of ${list}`, passed: false, detail: 'none found' },
            ];
        });
    }
    if (expected.matches.length) {
        text('matches', (o) => textChecks(o, { regex_match: expected.matches }));
    }
    if (expected.outcomes.length) {
        const spec = shortcut('outcomes', 'outcome');
        out.push({
            spec,
            grade: async (ctx) => (0,graders_result/* fromChecks */.YZ)(spec, outcomeChecks(expected.outcomes, ctx)),
        });
    }
    if (expected.behavior && Object.keys(expected.behavior).length && behaviorGrader) {
        const spec = { ...shortcut('behavior', 'behavior'), config: expected.behavior };
        out.push({
            spec,
            // Validated at load by the behavior grader's own schema (suites/waza/task-schema.ts).
            grade: (ctx) => behaviorGrader.grade(spec, expected.behavior, ctx),
        });
    }
    return out;
}
/**
 * The task expects the responder to abstain: `expected.outcomes` lists `abstained` (a bare
 * string, or `{type: outcome, value}` naming it; `expect: abstain` adds the string). Such a task
 * is graded when it abstains, and passes when its checks do (engine/classify.ts).
 */
function expectsAbstain(expected) {
    return expected.outcomes.some((entry) => {
        if (entry === 'abstained')
            return true;
        if (typeof entry !== 'object' || entry === null)
            return false;
        const e = entry;
        if ((e.type ?? 'outcome') !== 'outcome')
            return false;
        return Array.isArray(e.value) ? e.value.includes('abstained') : e.value === 'abstained';
    });
}
/**
 * waza `expected.outcomes`: each entry a string or `{type, value, condition}`.
 * `{type: outcome, value: <run outcome or list>}` and a bare string check the run's own outcome.
 * Other types (waza's `task_completed`, which no waza grader reads) are warned about at load and
 * never reach here.
 */
function outcomeChecks(outcomes, ctx) {
    const actual = ctx.view.outcome;
    return outcomes.map((entry) => {
        const e = typeof entry === 'string'
            ? { type: 'outcome', value: entry }
            : entry;
        const kind = String(e.type ?? 'outcome');
        if (kind !== 'outcome') {
            return {
                label: `outcome ${JSON.stringify(entry)}`,
                passed: false,
                detail: `unsupported outcome type ${JSON.stringify(kind)}`,
            };
        }
        const wanted = Array.isArray(e.value) ? e.value.map(String) : [String(e.value)];
        const passed = wanted.includes(actual);
        return {
            label: `outcome ${wanted.join(' | ')}`,
            passed,
            detail: passed ? undefined : `the run ended ${actual}`,
        };
    });
}

;// CONCATENATED MODULE: ./src/graders/sequence.ts
// Matching an observed sequence (tool calls, skill invocations) against an expected one:
// exact, in order (gaps allowed) or any order (counts respected), with precision, recall and F1
// over the multiset of expected names.
function counts(names) {
    const map = new Map();
    for (const n of names)
        map.set(n, (map.get(n) ?? 0) + 1);
    return map;
}
function matchSequence(expected, actual, mode) {
    const want = counts(expected);
    const got = counts(actual);
    let truePositives = 0;
    const missing = [];
    for (const [name, needed] of want) {
        const have = got.get(name) ?? 0;
        truePositives += Math.min(needed, have);
        if (have < needed)
            missing.push(needed > 1 ? `${name} (${have} of ${needed})` : name);
    }
    const precision = actual.length > 0 ? truePositives / actual.length : expected.length === 0 ? 1 : 0;
    const recall = expected.length > 0 ? truePositives / expected.length : 1;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    let matched;
    if (mode === 'exact') {
        matched = expected.length === actual.length && expected.every((e, i) => actual[i] === e);
    }
    else if (mode === 'in_order') {
        let next = 0;
        for (const a of actual)
            if (next < expected.length && a === expected[next])
                next++;
        matched = next === expected.length;
    }
    else {
        matched = missing.length === 0;
    }
    return { matched, precision, recall, f1, hits: truePositives, missing };
}
/** `[a, b, c]` for feedback (names are agent data: kept short). */
function listOf(names, max = 20) {
    const shown = names.slice(0, max).map((n) => (n.length > 60 ? `${n.slice(0, 59)}…` : n));
    return `[${shown.join(', ')}${names.length > max ? `, … (${names.length} in all)` : ''}]`;
}

;// CONCATENATED MODULE: ./src/graders/action-sequence.ts


const MODES = {
    exact_match: 'exact',
    in_order_match: 'in_order',
    any_order_match: 'any_order',
};
const actionSequenceGrader = {
    type: 'action_sequence',
    async grade(spec, config, context) {
        const actual = context.view.toolCalls.map((c) => c.name);
        const expected = config.expected_actions;
        const m = matchSequence(expected, actual, MODES[config.matching_mode]);
        let feedback;
        if (m.matched)
            feedback = `tool calls match ${listOf(expected)} (${config.matching_mode})`;
        else if (config.matching_mode === 'any_order_match') {
            feedback = `missing tool calls: ${m.missing.join(', ')}; called ${listOf(actual)}`;
        }
        else {
            const how = config.matching_mode === 'exact_match' ? 'exactly' : 'in order';
            feedback = `expected ${listOf(expected)} ${how}, called ${listOf(actual)}`;
        }
        return (0,graders_result/* outcome */.bu)(spec, m.matched, m.f1, feedback, {
            matching_mode: config.matching_mode,
            expected_actions: expected,
            actual_actions: actual,
            precision: m.precision,
            recall: m.recall,
            f1: m.f1,
        });
    },
};

;// CONCATENATED MODULE: ./src/graders/behavior.ts

const behaviorGrader = {
    type: 'behavior',
    async grade(spec, config, context) {
        const view = context.view;
        const calls = view.toolCalls;
        const names = new Set(calls.map((c) => c.name));
        const checks = [];
        const limit = (label, actual, max, unit = '') => {
            if (max === undefined || max === 0)
                return;
            checks.push({
                label: `${label} <= ${max}${unit}`,
                passed: actual <= max,
                detail: `${actual}${unit}`,
            });
        };
        limit('tool calls', calls.length, config.max_tool_calls);
        // An iteration is one agent turn of the conversation.
        limit('iterations', view.turns.length, config.max_iterations);
        limit('tokens', view.agentTokens, config.max_tokens);
        limit('duration', view.agentDurationMs, config.max_duration_ms, ' ms');
        if (config.max_response_time_ms !== undefined) {
            const slowest = Math.max(0, ...view.turns.map((t) => t.duration_ms));
            limit('slowest response', slowest, config.max_response_time_ms, ' ms');
        }
        for (const tool of config.required_tools ?? []) {
            checks.push({ label: `uses ${tool}`, passed: names.has(tool), detail: 'never called' });
        }
        for (const tool of config.forbidden_tools ?? []) {
            const count = calls.filter((c) => c.name === tool).length;
            checks.push({
                label: `never uses ${tool}`,
                passed: count === 0,
                detail: `called ${count} time(s)`,
            });
        }
        return (0,graders_result/* fromChecks */.YZ)(spec, checks);
    },
};

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
var external_node_vm_default = /*#__PURE__*/__webpack_require__.n(external_node_vm_);
;// CONCATENATED MODULE: ./src/graders/code.ts
// code: assertion expressions over the run. Python by default (waza's meaning: python3, with the
// names and shapes waza's wrapper provides: output, outcome as a dict, transcript as session
// events, tool_calls, errors as the events that mention an error, duration_ms, and waza's short
// list of builtins with re); `language: javascript` runs them in an isolated node:vm context with a
// time limit per assertion. A falsy or throwing assertion fails; a syntax error or a timeout is a
// GraderError (syntax is also checked when the suite loads: suites/waza/code-syntax.ts).






/** Unfinished tool calls (ACP: the turn ended before they did) have no completion event. */
const unfinished = (c) => c.status === 'pending' || c.status === 'in_progress';
const code_resultText = (result) => typeof result === 'string' ? result : result === undefined ? '' : JSON.stringify(result);
/**
 * waza's `transcript`: the agent session's events in order, with the fields waza's code grader
 * serializes (type, content, message, tool_call_id, tool_name, arguments, success, tool_result),
 * named by the Copilot session event types waza records.
 */
function wazaTranscript(run, view) {
    const events = [];
    for (const turn of view.turns) {
        events.push({ type: 'user.message', content: turn.input });
        turn.tool_calls.forEach((c, j) => {
            const id = `call-${turn.index}-${j}`;
            events.push({
                type: 'tool.execution_start',
                tool_call_id: id,
                tool_name: c.name,
                arguments: c.arguments,
            });
            if (unfinished(c))
                return;
            events.push({
                type: 'tool.execution_complete',
                tool_call_id: id,
                success: c.success,
                tool_result: { content: code_resultText(c.result) },
            });
        });
        if (turn.output)
            events.push({ type: 'assistant.message', content: turn.output });
    }
    if (run.error)
        events.push({ type: 'session.error', message: run.error.message });
    return events;
}
/**
 * waza's `errors`: the transcript events whose type or content contains "error" (case-sensitive,
 * as waza's wrapper filters them): a session error, and any message that mentions "error".
 */
function wazaErrors(transcript) {
    return transcript.filter((e) => String(e.type).includes('error') || String(e.content ?? '').includes('error'));
}
/** The variables an assertion sees (waza's names and shapes). */
function codeVariables(run, view) {
    const transcript = wazaTranscript(run, view);
    return {
        output: view.output,
        outcome: view.outcome,
        transcript,
        tool_calls: view.toolCalls.map((c) => ({
            name: c.name,
            arguments: c.arguments,
            result: c.result,
            success: c.success,
            ...(c.status ? { status: c.status } : {}),
        })),
        errors: wazaErrors(transcript),
        duration_ms: view.agentDurationMs,
    };
}
const codeGrader = {
    type: 'code',
    async grade(spec, config, context) {
        const vars = codeVariables(context.run, context.view);
        const checks = config.language === 'javascript'
            ? runJavaScript(config, { ...vars, True: true, False: false })
            : await runPython(config, vars, context.suite.dir, context.signal);
        return (0,graders_result/* fromChecks */.YZ)(spec, checks, { language: config.language });
    },
};
function runJavaScript(config, vars) {
    // The data crosses into the context as JSON text, so assertions never touch host objects; it
    // is frozen so one assertion cannot change what the next one sees.
    const sandbox = external_node_vm_default().createContext(Object.create(null), {
        codeGeneration: { strings: false, wasm: false },
        microtaskMode: 'afterEvaluate',
    });
    external_node_vm_default().runInContext(`(() => { const freeze = (o) => { if (o && typeof o === 'object') { Object.values(o).forEach(freeze); Object.freeze(o); } return o; };
      const v = JSON.parse(${JSON.stringify(JSON.stringify(vars))});
      for (const k of Object.keys(v)) Object.defineProperty(globalThis, k, { value: freeze(v[k]), enumerable: true }); })()`, sandbox);
    return config.assertions.map((expression) => {
        const shown = JSON.stringify((0,strings/* clip */.$Q)(expression, 100));
        let script;
        try {
            script = new (external_node_vm_default()).Script(`(${expression}\n)`, { filename: 'assertion.js' });
        }
        catch (error) {
            throw new types/* GraderError */.I(`assertion ${shown} is not valid JavaScript: ${error.message}`);
        }
        let value;
        try {
            value = script.runInContext(sandbox, { timeout: config.timeout_ms });
        }
        catch (error) {
            const message = errorMessage(error);
            if (/Script execution timed out/.test(message)) {
                throw new types/* GraderError */.I(`assertion ${shown} ran over ${config.timeout_ms} ms`);
            }
            return { label: expression, passed: false, detail: `threw ${(0,strings/* clip */.$Q)(message, 200)}` };
        }
        // A promise is truthy whatever it resolves to: never a silent pass.
        if (external_node_util_.types.isPromise(value)) {
            throw new types/* GraderError */.I(`assertion ${shown} returned a promise; assertions are synchronous`);
        }
        // Falsy values are primitives: describing them runs no sandbox code.
        return value
            ? { label: expression, passed: true }
            : { label: expression, passed: false, detail: `was ${describe(value)}` };
    });
}
/** The message of a thrown value, without running code from the sandbox (no getters, no toString). */
function errorMessage(error) {
    if (error && typeof error === 'object') {
        if (external_node_util_.types.isProxy(error))
            return 'an exception';
        const desc = Object.getOwnPropertyDescriptor(error, 'message');
        if (desc && typeof desc.value === 'string')
            return desc.value;
        return 'an exception';
    }
    return typeof error === 'string' ? error : String(error);
}
function describe(value) {
    try {
        return (0,strings/* clip */.$Q)(JSON.stringify(value) ?? String(value), 80);
    }
    catch {
        return String(value);
    }
}
// Reads {assertions, vars} on stdin; prints one JSON line per assertion. As in waza's wrapper, an
// assertion sees only the run's names and waza's short list of builtins (no `__builtins__`: `sum`
// or `json` raise NameError, as in waza). `outcome` is Parley's dict ({"outcome", "completed",
// "turns", "error"}) that also compares equal to its outcome string; waza's is always empty, and
// validate warns where an assertion reads it. The names are locals of the eval, as in waza, so
// inside a generator expression or lambda they are not defined (validate warns).
const PYTHON_RUNNER = `
import json, re, sys
class Outcome(dict):
    def __eq__(self, other):
        if isinstance(other, str):
            return self.get("outcome") == other
        return dict.__eq__(self, other)
    def __ne__(self, other):
        return not self.__eq__(other)
    __hash__ = None
data = json.load(sys.stdin)
env = dict(data["vars"])
env["outcome"] = Outcome(env["outcome"])
env.update({"len": len, "any": any, "all": all, "re": re, "str": str, "int": int,
            "float": float, "bool": bool, "list": list, "dict": dict, "True": True, "False": False})
for expr in data["assertions"]:
    try:
        code = compile(expr, "<assertion>", "eval")
    except SyntaxError as e:
        print(json.dumps({"syntax_error": str(e)})); sys.stdout.flush(); continue
    try:
        value = eval(code, {"__builtins__": {}}, dict(env))
        print(json.dumps({"passed": bool(value), "value": repr(value)[:80]}))
    except Exception as e:
        print(json.dumps({"passed": False, "error": type(e).__name__ + ": " + str(e)}))
    sys.stdout.flush()
`;
/** Parley's `outcome` dict for Python (waza's is empty; see PYTHON_RUNNER). */
function pythonVariables(vars) {
    return {
        ...vars,
        outcome: {
            outcome: vars.outcome,
            completed: vars.outcome === 'completed' || vars.outcome === 'stopped',
            turns: vars.transcript.filter((e) => e.type === 'user.message').length,
            error: vars.errors.find((e) => e.type === 'session.error')?.message ?? null,
        },
    };
}
async function runPython(config, vars, cwd, signal) {
    const result = await runProcess({
        command: 'python3',
        args: ['-c', PYTHON_RUNNER],
        input: JSON.stringify({ assertions: config.assertions, vars: pythonVariables(vars) }),
        cwd,
        env: {},
        timeoutMs: config.timeout_ms * config.assertions.length + 2000,
        signal,
    });
    if (result.spawnError && /ENOENT/.test(result.spawnError)) {
        throw new types/* GraderError */.I('code assertions are Python (language: python, the default) and need python3 on PATH, and python3 was not found; set language: javascript for JavaScript');
    }
    const crash = crashReason(result, 'python3');
    if (crash)
        throw new types/* GraderError */.I(crash);
    const lines = result.stdout.trim().split('\n').filter(Boolean);
    if (result.code !== 0 || lines.length !== config.assertions.length) {
        throw new types/* GraderError */.I(`python3 failed (exit ${result.code}): ${(0,strings/* clip */.$Q)(result.stderr || result.stdout, 300)}`);
    }
    return config.assertions.map((expression, i) => {
        const r = JSON.parse(lines[i]);
        if (r.syntax_error) {
            throw new types/* GraderError */.I(`assertion ${JSON.stringify((0,strings/* clip */.$Q)(expression, 100))} is not valid Python: ${r.syntax_error}`);
        }
        return {
            label: expression,
            passed: r.passed === true,
            detail: r.passed ? undefined : r.error ? `threw ${(0,strings/* clip */.$Q)(r.error, 200)}` : `was ${r.value}`,
        };
    });
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/shared/confine.ts
var confine = __webpack_require__(8653);
// EXTERNAL MODULE: ./src/suites/model.ts
var model = __webpack_require__(3148);
;// CONCATENATED MODULE: ./src/graders/workspace-paths.ts
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
]);
/**
 * Whether grading a run of this task may look at its workspace directory (so it must exist):
 * any grader not known to judge the conversation only, and script assertions (run there).
 */
function gradingUsesWorkspace(suite, task) {
    const graders = [...suite.graders, ...(0,model/* taskGraders */.S)(task)];
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
        throw new types/* GraderError */.I(`${grader} needs the run's workspace, and this agent has none`);
    }
    return workspace;
}
/**
 * The real path of a workspace-relative path, or undefined when it would leave the workspace, by
 * name or through a symlink (the agent may have made one to any file of the runner, and what a
 * grader reads is quoted into the results), as the agents' file tools are confined.
 */
function inWorkspace(workspace, path) {
    if ((0,external_node_path_.isAbsolute)(path))
        return undefined;
    try {
        return (0,confine/* confineReal */.z6)(workspace, workspace, path);
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
    return !(0,external_node_path_.isAbsolute)(pattern) && !pattern.split(/[\\/]/).includes('..');
}

;// CONCATENATED MODULE: ./src/graders/diff.ts
// diff: files of the final workspace against expected snapshots (exact content) and line
// fragments ("+text" must be present, "-text" must be absent, plain text must be present).
// Snapshots live under context_dir (default: the eval.yaml directory). With update_snapshots
// (the config flag or --update-snapshots) a missing or different snapshot is (re)written from
// the workspace and the check passes.





/** Where two texts first differ, for feedback: `line 3: expected "x", got "y"`. */
function firstDifference(expected, actual) {
    const e = expected.replace(/\r\n/g, '\n').split('\n');
    const a = actual.replace(/\r\n/g, '\n').split('\n');
    for (let i = 0; i < Math.max(e.length, a.length); i++) {
        if (e[i] !== a[i]) {
            const show = (line) => line === undefined
                ? 'end of file'
                : JSON.stringify(line.length > 80 ? `${line.slice(0, 79)}…` : line);
            return `line ${i + 1}: expected ${show(e[i])}, got ${show(a[i])}`;
        }
    }
    return 'line endings differ';
}
const diffGrader = {
    type: 'diff',
    async grade(spec, config, context) {
        const workspace = requireWorkspace(context.workspace, `grader "${spec.name}"`);
        const contextDir = (0,external_node_path_.resolve)(context.suite.dir, config.context_dir ?? '.');
        const update = config.update_snapshots || context.updateSnapshots;
        const checks = [];
        const updates = [];
        for (const file of config.expected_files) {
            const full = inWorkspace(workspace, file.path);
            const actual = full ? await (0,promises_.readFile)(full, 'utf8').catch(() => undefined) : undefined;
            checks.push({
                label: `${file.path} exists`,
                passed: actual !== undefined,
                detail: full ? 'missing' : 'path outside the workspace',
            });
            if (file.snapshot) {
                const label = `${file.path} matches snapshot ${file.snapshot}`;
                const snapshotPath = inWorkspace(contextDir, file.snapshot);
                if (!snapshotPath) {
                    checks.push({ label, passed: false, detail: 'snapshot path leaves context_dir' });
                }
                else if (actual === undefined) {
                    checks.push({ label, passed: false, detail: 'file missing' });
                }
                else {
                    const expected = await (0,promises_.readFile)(snapshotPath, 'utf8').catch(() => undefined);
                    if (expected === actual) {
                        checks.push({ label, passed: true });
                        if (update)
                            updates.push({ path: file.path, snapshot: file.snapshot, status: 'unchanged' });
                    }
                    else if (update) {
                        await (0,promises_.mkdir)((0,external_node_path_.dirname)(snapshotPath), { recursive: true });
                        await (0,promises_.writeFile)(snapshotPath, actual);
                        const status = expected === undefined ? 'created' : 'updated';
                        updates.push({ path: file.path, snapshot: file.snapshot, status });
                        checks.push({ label, passed: true, detail: `snapshot ${status}` });
                    }
                    else {
                        checks.push({
                            label,
                            passed: false,
                            detail: expected === undefined
                                ? 'snapshot file missing (run with --update-snapshots to create it)'
                                : firstDifference(expected, actual),
                        });
                    }
                }
            }
            for (const line of file.contains ?? []) {
                const absent = line.startsWith('-');
                const text = (line.startsWith('+') || absent ? line.slice(1) : line).trim();
                if (!text)
                    continue;
                const found = actual?.includes(text) ?? false;
                checks.push({
                    label: `${file.path} ${absent ? 'lacks' : 'has'} ${JSON.stringify((0,strings/* clip */.$Q)(text, 80))}`,
                    passed: actual !== undefined && found !== absent,
                    detail: actual === undefined ? 'file missing' : absent ? 'present' : 'not found',
                });
            }
        }
        return (0,graders_result/* fromChecks */.YZ)(spec, checks, update ? { snapshot_updates: updates } : undefined);
    },
};

;// CONCATENATED MODULE: ./src/graders/file.ts
// file: files that must (not) exist in the final workspace, and regexes over their content.
// Paths are workspace-relative; a path with glob characters matches any file it selects.




async function exists(workspace, path) {
    if (hasGlob(path)) {
        if (!safeGlob(path))
            return false;
        return ((await (await __webpack_require__.e(/* import() */ 382).then(__webpack_require__.bind(__webpack_require__, 3382))).glob(path, { cwd: workspace, dot: true, onlyFiles: false })).length > 0);
    }
    const full = inWorkspace(workspace, path);
    if (!full)
        return false;
    return (0,promises_.stat)(full).then(() => true, () => false);
}
const fileGrader = {
    type: 'file',
    async grade(spec, config, context) {
        const workspace = requireWorkspace(context.workspace, `grader "${spec.name}"`);
        const checks = [];
        for (const path of config.must_exist ?? []) {
            const passed = await exists(workspace, path);
            checks.push({ label: `${path} exists`, passed, detail: passed ? undefined : 'missing' });
        }
        for (const path of config.must_not_exist ?? []) {
            const passed = !(await exists(workspace, path));
            checks.push({
                label: `${path} does not exist`,
                passed,
                detail: passed ? undefined : 'present',
            });
        }
        for (const pattern of config.content_patterns ?? []) {
            const full = inWorkspace(workspace, pattern.path);
            const content = full ? await (0,promises_.readFile)(full, 'utf8').catch(() => undefined) : undefined;
            if (content === undefined) {
                checks.push({
                    label: `${pattern.path} content`,
                    passed: false,
                    detail: full ? 'file missing' : 'path outside the workspace',
                });
                continue;
            }
            for (const re of pattern.must_match ?? []) {
                const passed = (0,regex/* compileRe2 */.Xm)(re).test(content);
                checks.push({
                    label: `${pattern.path} matches /${re}/`,
                    passed,
                    detail: passed ? undefined : 'no match',
                });
            }
            for (const re of pattern.must_not_match ?? []) {
                const m = (0,regex/* compileRe2 */.Xm)(re).exec(content);
                checks.push({
                    label: `${pattern.path} does not match /${re}/`,
                    passed: !m,
                    detail: m ? `matched ${JSON.stringify(m[0].slice(0, 80))}` : undefined,
                });
            }
        }
        return (0,graders_result/* fromChecks */.YZ)(spec, checks);
    },
};

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/from-json-schema.js + 1 modules
var from_json_schema = __webpack_require__(2692);
;// CONCATENATED MODULE: ./src/graders/json-schema.ts
// json_schema: the agent's final message is JSON that satisfies a JSON Schema (inline or a file
// relative to eval.yaml), checked with zod's z.fromJSONSchema.







/** Compiles a JSON Schema; a schema zod cannot convert is a GraderError naming the problem. */
function compileJsonSchema(schema, where) {
    try {
        return from_json_schema/* fromJSONSchema */.y(schema);
    }
    catch (error) {
        throw new types/* GraderError */.I(`${where}: unsupported JSON Schema: ${error.message}`);
    }
}
/** The first few problems of a value against a schema ('' when it conforms). */
function schemaProblems(schema, value) {
    const result = schema.safeParse(value);
    if (result.success)
        return [];
    return result.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.length ? `$.${issue.path.join('.')}` : '$'}: ${issue.message}`);
}
const jsonSchemaGrader = {
    type: 'json_schema',
    async grade(spec, config, context) {
        let schema = config.schema;
        if (config.schema_file) {
            const file = (0,external_node_path_.resolve)(context.suite.dir, config.schema_file);
            let text;
            try {
                text = await (0,promises_.readFile)(file, 'utf8');
            }
            catch {
                throw new types/* GraderError */.I(`schema_file ${JSON.stringify(config.schema_file)} cannot be read`);
            }
            const parsed = tryParse(text);
            if (!parsed.ok)
                throw new types/* GraderError */.I(`schema_file ${JSON.stringify(config.schema_file)}: ${parsed.reason}`);
            schema = parsed.value;
        }
        const validator = compileJsonSchema(schema, `grader "${spec.name}"`);
        const output = context.view.finalOutput;
        const json = config.extract_json ? extractJson(output) : tryParse(output.trim());
        if (!json.ok) {
            return (0,graders_result/* outcome */.bu)(spec, false, 0, `the final message is not JSON (${json.reason}): ${JSON.stringify((0,strings/* clip */.$Q)(output, 120))}`);
        }
        const problems = schemaProblems(validator, json.value);
        return problems.length
            ? (0,graders_result/* outcome */.bu)(spec, false, 0, `the output does not match the schema: ${problems.join('; ')}`, {
                problems,
            })
            : (0,graders_result/* outcome */.bu)(spec, true, 1, 'the output matches the schema');
    },
};

;// CONCATENATED MODULE: ./src/graders/program.ts
// program: an external command grades the run. The output goes to its stdin, the workspace is in
// PARLEY_WORKSPACE / WAZA_WORKSPACE_DIR (waza's name) / WAZA_WORKSPACE; exit 0 = pass; stdout is the feedback. A last stdout line
// {"score": n, "passed"?: b, "feedback"?: s} gives a partial score. Relative program paths were
// resolved at load (suites/waza/program-paths.ts). A program that cannot start fails the grader, as in
// waza; one killed or over its time limit is a GraderError.





const programGrader = {
    type: 'program',
    async grade(spec, config, context) {
        const dir = context.suite.dir;
        // A relative program path is the suite's (./check.sh, scripts/grade.py); a bare name is on PATH.
        const command = config.command.includes('/') && !(0,external_node_path_.isAbsolute)(config.command)
            ? (0,external_node_path_.resolve)(dir, config.command)
            : config.command;
        const workspace = context.workspace ?? '';
        const result = await runProcess({
            command,
            args: config.args,
            input: context.view.output,
            cwd: dir,
            env: {
                WAZA_WORKSPACE: workspace,
                WAZA_WORKSPACE_DIR: workspace,
                PARLEY_WORKSPACE: workspace,
                PARLEY_TASK_ID: context.task.id,
                PARLEY_OUTCOME: context.view.outcome,
                PARLEY_FINAL_OUTPUT: envSafe(context.view.finalOutput),
            },
            timeoutMs: config.timeout * 1000,
            signal: context.signal,
        });
        const crash = crashReason(result, `program ${JSON.stringify(config.command)}`);
        const couldNotStart = result.spawnError !== undefined || result.code === 126 || result.code === 127;
        if (crash && couldNotStart)
            return (0,graders_result/* outcome */.bu)(spec, false, 0, crash, { exit_code: result.code });
        if (crash)
            throw new types/* GraderError */.I(crash);
        const stdout = result.stdout.trim();
        const structured = parseScoreLine(stdout);
        const passed = structured?.passed ?? result.code === 0;
        const score = structured?.score ?? (result.code === 0 ? 1 : 0);
        const text = structured?.feedback ?? (stdout || result.stderr.trim());
        const feedback = (0,strings/* clip */.$Q)(text, 500) || (passed ? 'program passed' : `program exited ${result.code}`);
        return (0,graders_result/* outcome */.bu)(spec, passed && result.code === 0, score, result.code === 0 ? feedback : `exit ${result.code}: ${feedback}`, {
            exit_code: result.code,
        });
    },
};
function parseScoreLine(stdout) {
    const last = stdout.split('\n').pop()?.trim() ?? '';
    if (!last.startsWith('{'))
        return undefined;
    try {
        const v = JSON.parse(last);
        const score = typeof v.score === 'number' && v.score >= 0 && v.score <= 1 ? v.score : undefined;
        if (score === undefined && typeof v.passed !== 'boolean')
            return undefined;
        return {
            score,
            passed: typeof v.passed === 'boolean' ? v.passed : undefined,
            feedback: typeof v.feedback === 'string' ? v.feedback : undefined,
        };
    }
    catch {
        return undefined;
    }
}
/** Linux caps one environment string at 128 KiB: longer text is cut, never a spawn failure. */
function envSafe(text, maxBytes = 32 * 1024) {
    if (Buffer.byteLength(text) <= maxBytes)
        return text;
    let cut = text.slice(0, maxBytes);
    while (Buffer.byteLength(cut) > maxBytes)
        cut = cut.slice(0, Math.floor(cut.length * 0.9));
    return cut;
}

// EXTERNAL MODULE: ./src/graders/prompt.ts + 3 modules
var graders_prompt = __webpack_require__(2653);
;// CONCATENATED MODULE: ./src/graders/skill-invocation.ts


const skill_invocation_MODES = {
    exact_match: 'exact',
    in_order: 'in_order',
    any_order: 'any_order',
};
const skillInvocationGrader = {
    type: 'skill_invocation',
    async grade(spec, config, context) {
        const actual = context.view.skillInvocations;
        const required = config.required_skills ?? [];
        const failures = [];
        let score = 1;
        let stats = { precision: 1, recall: 1, f1: 1 };
        if (required.length > 0) {
            const mode = config.mode ?? 'any_order';
            const m = matchSequence(required, actual, skill_invocation_MODES[mode]);
            stats = { precision: m.precision, recall: m.recall, f1: m.f1 };
            score = m.f1;
            if (!m.matched) {
                failures.push(mode === 'any_order'
                    ? `required skills not invoked: ${m.missing.join(', ')}`
                    : `expected skills ${listOf(required)} (${mode}), invoked ${listOf(actual)}`);
            }
            const extra = actual.length - m.hits;
            if (!config.allow_extra && extra > 0) {
                failures.push(`extra skill invocations not allowed (${extra} beyond the required ones)`);
                score *= 1 - (0.6 * extra) / actual.length;
            }
        }
        const forbidden = [
            ...new Set((config.forbidden_skills ?? []).filter((s) => actual.includes(s))),
        ];
        if (forbidden.length > 0) {
            failures.push(`forbidden skills invoked: ${forbidden.join(', ')}`);
            score = 0;
        }
        const feedback = failures.length
            ? failures.join('; ')
            : required.length
                ? `skills invoked as required: ${listOf(actual)}`
                : 'no forbidden skill was invoked';
        return (0,graders_result/* outcome */.bu)(spec, failures.length === 0, score, feedback, {
            mode: config.mode ?? null,
            required_skills: required,
            forbidden_skills: config.forbidden_skills ?? [],
            actual_skills: actual,
            allow_extra: config.allow_extra,
            ...stats,
        });
    },
};

;// CONCATENATED MODULE: ./src/graders/args.ts




/** A call's arguments as an object (a JSON string is parsed; anything else is empty). */
function argsOf(call) {
    let args = call.arguments;
    if (typeof args === 'string') {
        try {
            args = JSON.parse(args);
        }
        catch {
            return {};
        }
    }
    return args && typeof args === 'object' && !Array.isArray(args)
        ? args
        : {};
}
const NAMED = {
    command: ['command', 'cmd', 'commandLine', 'command_line', 'script'],
    path: ['path', 'file_path', 'filePath', 'filename', 'file', 'target_file', 'uri'],
    skill: ['skill', 'skill_name', 'skillName', 'name'],
};
/** The text of a well-known argument (command, path, skill), '' when the call has none. */
function namedArg(call, which) {
    const args = argsOf(call);
    for (const key of NAMED[which]) {
        const v = args[key];
        if (typeof v === 'string')
            return v;
        if (Array.isArray(v) && v.every((x) => typeof x === 'string'))
            return v.join(' ');
    }
    return '';
}
/** Why the value fails the matcher, or undefined when it matches. */
function argMismatch(matcher, value) {
    if ('equals' in matcher || 'exact' in matcher) {
        const want = 'equals' in matcher ? matcher.equals : matcher.exact;
        return (0,json/* deepEqual */.b)(value, want) ? undefined : `is ${(0,run_view/* show */.W)(value, 80)}, expected ${(0,run_view/* show */.W)(want, 80)}`;
    }
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    if (matcher.regex !== undefined) {
        return (0,regex/* compileRe2 */.Xm)(matcher.regex).test(text)
            ? undefined
            : `${(0,run_view/* show */.W)(value, 80)} does not match /${matcher.regex}/`;
    }
    if (matcher.contains !== undefined) {
        return text.includes(matcher.contains)
            ? undefined
            : `${(0,run_view/* show */.W)(value, 80)} does not contain ${JSON.stringify(matcher.contains)}`;
    }
    if ('subset' in matcher) {
        return (0,json/* isSubset */.H)(matcher.subset, value)
            ? undefined
            : `${(0,run_view/* show */.W)(value, 80)} does not include ${(0,run_view/* show */.W)(matcher.subset, 80)}`;
    }
    if (matcher.range) {
        const { gte, lte, gt, lt } = matcher.range;
        const n = typeof value === 'number' ? value : Number.NaN;
        const ok = Number.isFinite(n) &&
            (gte === undefined || n >= gte) &&
            (lte === undefined || n <= lte) &&
            (gt === undefined || n > gt) &&
            (lt === undefined || n < lt);
        return ok ? undefined : `${(0,run_view/* show */.W)(value, 80)} is not in range ${(0,run_view/* show */.W)(matcher.range)}`;
    }
    if (matcher.json_schema) {
        const problems = schemaProblems(compileJsonSchema(matcher.json_schema, 'json_schema'), value);
        return problems.length ? problems.join('; ') : undefined;
    }
    return 'empty matcher';
}
/** Every failure of the matchers on a call's arguments (empty = all match). */
function argFailures(matchers, call) {
    const args = argsOf(call);
    return Object.entries(matchers ?? {})
        .sort(([a], [b]) => a.localeCompare(b))
        .flatMap(([key, matcher]) => {
        if (!Object.hasOwn(args, key))
            return [`argument ${JSON.stringify(key)} not given`];
        const why = argMismatch(matcher, args[key]);
        return why ? [`argument ${JSON.stringify(key)} ${why}`] : [];
    });
}
/** A tool-name pattern (RE2, case-insensitive, unanchored as in waza). */
function toolNameMatches(pattern, name) {
    return (0,regex/* compileRe2 */.Xm)(pattern, 'i').test(name);
}

;// CONCATENATED MODULE: ./src/graders/tool-calls.ts



const toolCallsGrader = {
    type: 'tool_calls',
    async grade(spec, config, context) {
        const calls = context.view.toolCalls;
        const names = new Set(calls.map((c) => c.name));
        const checks = [];
        for (const tool of config.required_tools ?? []) {
            checks.push({ label: `calls ${tool}`, passed: names.has(tool), detail: 'never called' });
        }
        for (const tool of config.forbidden_tools ?? []) {
            const n = calls.filter((c) => c.name === tool).length;
            checks.push({ label: `never calls ${tool}`, passed: n === 0, detail: `called ${n} time(s)` });
        }
        if (config.min_calls !== undefined) {
            checks.push({
                label: `at least ${config.min_calls} tool calls`,
                passed: calls.length >= config.min_calls,
                detail: `${calls.length} made`,
            });
        }
        if (config.max_calls !== undefined) {
            checks.push({
                label: `at most ${config.max_calls} tool calls`,
                passed: calls.length <= config.max_calls,
                detail: `${calls.length} made`,
            });
        }
        for (const exp of config.expect ?? []) {
            const candidates = calls.filter((c) => toolNameMatches(exp.tool, c.name) && (exp.kind === undefined || c.kind === exp.kind));
            const reasons = candidates.map((c) => argFailures(exp.args, c));
            const passed = reasons.some((r) => r.length === 0);
            const what = exp.kind ? `${exp.tool} (kind ${exp.kind})` : exp.tool;
            const label = exp.args ? `calls ${what} with ${(0,run_view/* show */.W)(exp.args, 160)}` : `calls ${what}`;
            const detail = candidates.length
                ? `no call matches: ${reasons[reasons.length - 1].join('; ')}`
                : 'no call of a tool with a matching name';
            checks.push({ label, passed, detail: passed ? undefined : detail });
        }
        return (0,graders_result/* fromChecks */.YZ)(spec, checks, {
            total_calls: calls.length,
            unique_tools: [...names],
        });
    },
};

// EXTERNAL MODULE: ./src/suites/schema/graders.ts + 2 modules
var graders = __webpack_require__(666);
;// CONCATENATED MODULE: ./src/graders/tool-constraint.ts





function patternHolds(pattern, text) {
    return pattern === undefined || (0,regex/* compileRe2 */.Xm)(pattern, 'i').test(text);
}
function specMatches(spec, call) {
    return (toolNameMatches(spec.tool, call.name) &&
        patternHolds(spec.command_pattern, namedArg(call, 'command')) &&
        patternHolds(spec.path_pattern, namedArg(call, 'path')) &&
        patternHolds(spec.skill_pattern, namedArg(call, 'skill')) &&
        argFailures(spec.args, call).length === 0);
}
function describeSpec(spec) {
    const parts = [
        spec.command_pattern && `command /${spec.command_pattern}/`,
        spec.path_pattern && `path /${spec.path_pattern}/`,
        spec.skill_pattern && `skill /${spec.skill_pattern}/`,
        spec.args && `args ${Object.keys(spec.args).join(', ')}`,
    ].filter(Boolean);
    return parts.length ? `${spec.tool} (${parts.join(', ')})` : spec.tool;
}
const toolConstraintGrader = {
    type: 'tool_constraint',
    async grade(spec, config, context) {
        const calls = context.view.toolCalls;
        const checks = [];
        for (const s of config.expect_tools ?? []) {
            const sameName = calls.filter((c) => toolNameMatches(s.tool, c.name));
            const passed = sameName.some((c) => specMatches(s, c));
            const why = sameName.length
                ? `${sameName.length} call(s) of that tool, none matching: ${argFailures(s.args, sameName[0]).join('; ') || 'patterns do not match'}`
                : 'never called';
            checks.push({ label: `uses ${describeSpec(s)}`, passed, detail: passed ? undefined : why });
        }
        for (const s of config.reject_tools ?? []) {
            const hits = calls.filter((c) => specMatches(s, c));
            checks.push({
                label: `does not use ${describeSpec(s)}`,
                passed: hits.length === 0,
                detail: `called ${hits.length} time(s)`,
            });
        }
        if (config.allow_only) {
            const allowed = config.allow_only;
            const others = calls.filter((c) => !allowed.some((s) => s.tool.toLowerCase() === c.name.toLowerCase() && specMatches({ ...s, tool: '' }, c)));
            checks.push({
                label: `uses only ${allowed.map(describeSpec).join(', ')}`,
                passed: others.length === 0,
                detail: `also called ${listOf([...new Set(others.map((c) => c.name))])}`,
            });
        }
        return (0,graders_result/* fromChecks */.YZ)(spec, checks, { tools_used: calls.map((c) => c.name) });
    },
};

// EXTERNAL MODULE: ./src/shared/yaml.ts
var yaml = __webpack_require__(4094);
;// CONCATENATED MODULE: ./src/graders/trigger.ts
// trigger: was the skill invoked for this prompt? mode positive: it must be; negative: it must
// not be. The skill is `skill`, else the `name` in skill_path's SKILL.md front matter (or the
// skill directory's name), else the suite's `skill`. Parley observes the invocation the agent
// reported instead of waza's keyword heuristic; `threshold` is accepted and not used.






/** The skill name a SKILL.md (or its directory) declares. */
async function skillNameAt(path) {
    const info = await (0,promises_.stat)(path).catch(() => undefined);
    if (!info)
        throw new types/* GraderError */.I(`skill_path ${JSON.stringify(path)} does not exist`);
    const file = info.isDirectory() ? (0,external_node_path_.join)(path, 'SKILL.md') : path;
    const fallback = (0,external_node_path_.basename)(info.isDirectory() ? path : (0,external_node_path_.dirname)(path));
    const text = await (0,promises_.readFile)(file, 'utf8').catch(() => undefined);
    if (text === undefined)
        return fallback;
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    if (!front)
        return fallback;
    try {
        const data = (await (0,yaml/* loadYaml */.y)()).parse(front[1]);
        return typeof data?.name === 'string' && data.name.trim() ? data.name.trim() : fallback;
    }
    catch {
        return fallback;
    }
}
const triggerGrader = {
    type: 'trigger',
    async grade(spec, config, context) {
        const skill = config.skill ??
            (config.skill_path
                ? await skillNameAt((0,external_node_path_.resolve)(context.suite.dir, config.skill_path))
                : context.suite.skill);
        if (!skill) {
            throw new types/* GraderError */.I('no skill to check: set skill or skill_path, or the suite `skill`');
        }
        const invoked = context.view.skillInvocations;
        const triggered = invoked.includes(skill);
        const passed = config.mode === 'positive' ? triggered : !triggered;
        const prompt = `for the prompt of task ${JSON.stringify(context.task.id)}`;
        const feedback = triggered
            ? `skill ${JSON.stringify(skill)} was invoked ${prompt}${passed ? '' : ', and it should not be'}`
            : `skill ${JSON.stringify(skill)} was not invoked ${prompt}${passed ? '' : ` (invoked: ${listOf(invoked)})`}`;
        return (0,graders_result/* outcome */.bu)(spec, passed, passed ? 1 : 0, feedback, {
            skill,
            mode: config.mode,
            triggered,
            invoked_skills: invoked,
        });
    },
};

;// CONCATENATED MODULE: ./src/graders/registry.ts
// Grader type -> grader. The config schemas live in configs.ts (imported by the spec loader);
// every key of GRADER_CONFIG_SCHEMAS has a grader here (a test checks it).













// eslint-disable-next-line @typescript-eslint/no-explicit-any
const GRADERS = {
    text: textGrader,
    code: codeGrader,
    prompt: graders_prompt/* promptGrader */.w,
    file: fileGrader,
    json_schema: jsonSchemaGrader,
    program: programGrader,
    behavior: behaviorGrader,
    action_sequence: actionSequenceGrader,
    skill_invocation: skillInvocationGrader,
    trigger: triggerGrader,
    diff: diffGrader,
    tool_constraint: toolConstraintGrader,
    tool_calls: toolCallsGrader,
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function graderFor(type) {
    return Object.hasOwn(GRADERS, type) ? GRADERS[type] : undefined;
}

;// CONCATENATED MODULE: ./src/graders/score.ts
/**
 * score = mean of the grader scores; weightedScore = sum(score x weight) / sum(weight) (the mean
 * when every weight is 0); passed = every grader passed. No graders: score 1 and passed (a run
 * with nothing to check is not a failure; the engine still fails it on a missing checkpoint).
 */
function scoreRun(results) {
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

;// CONCATENATED MODULE: ./src/graders/index.ts












async function gradeRun(input) {
    const context = { ...input, view: (0,run_view/* runView */.P)(input.run) };
    const jobs = [];
    const errors = [];
    for (const spec of [...context.suite.graders, ...context.task.graders]) {
        const grader = graderFor(spec.type);
        if (!grader) {
            errors.push(`grader "${spec.name}": unknown type ${JSON.stringify(spec.type)}`);
            continue;
        }
        if (input.workspaceGone && readsWorkspace(spec)) {
            errors.push(`grader "${spec.name}" (${spec.type}): ${input.workspaceGone}`);
            continue;
        }
        // The loader validated the config and stored it parsed (suites/schema/graders.ts).
        jobs.push({ spec, run: () => grader.grade(spec, spec.config, context) });
    }
    for (const g of expectedGraders(context.task.expected, graderFor('behavior'))) {
        jobs.push({ spec: g.spec, run: () => g.grade(context) });
    }
    // Yao final assertions read the same view: the last message, every tool call, the turns.
    const target = {
        output: context.view.finalOutput,
        toolCalls: context.view.toolCalls,
        turns: context.view.turns,
    };
    context.task.assertions.forEach((assertion, i) => {
        const spec = (0,graders_result/* builtinSpec */.DU)(`assertions[${i}].${assertion.type}`, 'assertion');
        jobs.push({
            spec,
            run: async () => (0,graders_result/* fromAssertion */.bQ)(spec, assertion, await evaluateAssertion(assertion, target, {
                llm: context.llm,
                judgeModel: context.judgeModel,
                workspace: context.workspace,
                cwd: context.suite.dir,
                signal: context.signal,
            })),
        });
    });
    const settled = await Promise.all(jobs.map(async (job) => {
        const started = performance.now();
        try {
            const outcome = await job.run();
            return {
                ok: true,
                result: { ...outcome, duration_ms: Math.round(performance.now() - started) },
            };
        }
        catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            return {
                ok: false,
                message: `grader "${job.spec.name}" (${job.spec.type}): ${message}`,
            };
        }
    }));
    const results = [];
    for (const s of settled) {
        if (s.ok)
            results.push(s.result);
        else
            errors.push(s.message);
    }
    return errors.length ? { results, error: errors.join('; ') } : { results };
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
    if (own?.baseURL && !own.apiKey) {
        return `${names('base-url')} is set without ${names('api-key')}: an endpoint of the ${role}'s own needs its own key (the main key is not sent to another endpoint)`;
    }
    return undefined;
}
/** The role's endpoint: its own base URL and key where given, else the main endpoint's. */
function roleEndpoint(main, own) {
    if (!own?.baseURL && !own?.apiKey)
        return main;
    return { baseURL: own.baseURL ?? main.baseURL, apiKey: own.apiKey ?? main.apiKey };
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
    const abstainWhen = rules.abstainWhen ? (0,_suites_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .compileRe2 */ .Xm)(rules.abstainWhen) : undefined;
    const stopWhen = rules.stopWhen ? (0,_suites_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .compileRe2 */ .Xm)(rules.stopWhen) : undefined;
    const compiled = rules.rules.map((rule, index) => ({
        index,
        re: (0,_suites_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .compileRe2 */ .Xm)(rule.when),
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

/***/ 889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ withoutRunnerSecrets)
/* harmony export */ });
// The one rule for what a process Parley starts (an ACP agent, a program grader, a Python code
// grader, a script assertion) inherits: the runner's environment without its credentials, so
// code under review never holds the action's keys or the runtime's tokens in its environment.
/** Runner variables a child never inherits: the action's inputs, the runtime's tokens, keys. */
const RUNNER_SECRET = [
    /^INPUT_/i,
    /^ACTIONS_/i,
    /^(GITHUB|GH|GH_ENTERPRISE|GITHUB_ENTERPRISE)_TOKEN$/i,
    /(TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIALS?)$/i,
];
/** `env` without any INPUT_* or ACTIONS_* variable, tokens, keys, passwords. */
function withoutRunnerSecrets(env = process.env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !RUNNER_SECRET.some((re) => re.test(name))));
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

/***/ 8451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ isSubset),
/* harmony export */   b: () => (/* binding */ deepEqual)
/* harmony export */ });
// Comparing JSON values, one meaning everywhere: deep equality (key order free), and "contains"
// (isSubset), used by mock tools' `when:` and by the tool graders and assertions alike. Arrays:
// every expected item must match some actual item, in any order (a subset, not a prefix).
/** Structural equality; object key order does not matter. */
function deepEqual(a, b) {
    if (a === b)
        return true;
    if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
        return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
    }
    if (Array.isArray(a) !== Array.isArray(b))
        return false;
    if (Array.isArray(a)) {
        const bb = b;
        return a.length === bb.length && a.every((item, i) => deepEqual(item, bb[i]));
    }
    const ao = a;
    const bo = b;
    const keys = Object.keys(ao);
    if (keys.length !== Object.keys(bo).length)
        return false;
    return keys.every((k) => Object.hasOwn(bo, k) && deepEqual(ao[k], bo[k]));
}
/**
 * `expected` is contained in `actual`: objects by key (recursively), arrays when every
 * expected item matches some actual item, scalars by equality.
 */
function isSubset(expected, actual) {
    if (expected === null || typeof expected !== 'object')
        return deepEqual(expected, actual);
    if (Array.isArray(expected)) {
        return Array.isArray(actual) && expected.every((e) => actual.some((a) => isSubset(e, a)));
    }
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
        return false;
    const act = actual;
    return Object.entries(expected).every(([k, v]) => Object.hasOwn(act, k) && isSubset(v, act[k]));
}


/***/ })

};
