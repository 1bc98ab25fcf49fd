export const id = 799;
export const ids = [799];
export const modules = {

/***/ 8799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: ./src/results/cost.ts
var results_cost = __webpack_require__(5353);
;// CONCATENATED MODULE: ./src/engine/budget.ts
// A job's budget (`max-runs`, `max-cost`): one object shared by every runSuites call of the job
// (screening, then confirmation's head and base runs), so they all count against it. Once it is
// reached no new run starts (those under way finish); the runs not started are kept, per task,
// for summary.json's `not_run` and the gate, which calls those tasks inconclusive.

class RunBudget {
    limits;
    started = 0;
    spent = 0;
    prices;
    /** Why no new run may start; undefined while the budget allows one. */
    reached;
    skipped = new Map();
    skippedRuns = 0;
    constructor(limits) {
        this.limits = limits;
    }
    /** The prices the job's runs are costed at (set once the project config is loaded). */
    usePrices(prices) {
        this.prices ??= prices;
    }
    /** Whether one more run may start; counts it when it may. */
    tryStart() {
        if (this.reached)
            return false;
        const { maxRuns, maxCost } = this.limits;
        if (maxCost !== undefined && !this.prices) {
            this.reached = `max-cost ${money(maxCost)} needs a prices table (the \`prices\` setting), so no run was started`;
            return false;
        }
        if (maxRuns !== undefined && this.started >= maxRuns) {
            this.reached = `the budget of ${maxRuns} run(s) (max-runs) was reached`;
            return false;
        }
        if (maxCost !== undefined && this.spent >= maxCost) {
            this.reached = `the budget of ${money(maxCost)} (max-cost) was reached: ${money(this.spent)} spent`;
            return false;
        }
        this.started++;
        return true;
    }
    /** A finished run's cost; a cost that cannot be known stops the spending under max-cost. */
    finished(record) {
        if (this.limits.maxCost === undefined || !this.prices)
            return;
        const cost = (0,results_cost/* costOf */.ho)([record], this.prices);
        if (cost.total === null) {
            this.reached ??= `the cost of a run is unknown (${cost.unknown.join('; ')}), so max-cost ${money(this.limits.maxCost)} cannot be kept`;
        }
        else
            this.spent += cost.total;
    }
    /** A planned run that did not start because the budget was reached. */
    notStarted(suite, taskId) {
        this.skippedRuns++;
        const key = JSON.stringify([suite, taskId]);
        const task = this.skipped.get(key);
        if (task)
            task.runs++;
        else
            this.skipped.set(key, { suite, task_id: taskId, runs: 1 });
    }
    /** What did not run, for summary.json; undefined when every planned run started. */
    notRun() {
        if (!this.skippedRuns)
            return undefined;
        return {
            reason: this.reached ?? 'the budget was reached',
            runs: this.skippedRuns,
            tasks: [...this.skipped.values()].slice(0, 10_000),
        };
    }
}
const money = (n) => `$${n.toFixed(2)}`;

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/engine/base-checkout.ts
// The base commit checked out beside the head, for the concurrent base runs of a confirmation
// (verdict/confirm.ts): a detached `git worktree` of the repository that holds the job's
// directory, in a temporary directory, removed again by dispose(). Every failure is an
// `{ error }` sentence a user can act on, never a throw: the confirmation then goes on without
// a concurrent base, and says why.





/** The first line git wrote on failure, bounded: what the user sees of it. */
function gitMessage(stderr) {
    const line = stderr
        .split('\n')
        .map((l) => l.trim())
        .find(Boolean);
    return (line ?? 'no message').replace(/^(fatal|error): /, '').slice(0, 300);
}
function git(cwd, args, timeout = 60_000) {
    return new Promise((done) => {
        (0,external_node_child_process_.execFile)('git', args, {
            cwd,
            timeout,
            maxBuffer: 1024 * 1024,
            // Never wait for a password prompt: a fetch that needs credentials fails instead.
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
        }, (error, stdout, stderr) => {
            const missing = error?.code === 'ENOENT';
            done({ ok: !error, stdout: stdout.trim(), stderr: stderr.trim(), missing });
        });
    });
}
const commitOf = async (root, ref) => {
    const r = await git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return r.ok && r.stdout ? r.stdout : undefined;
};
/**
 * Checks out `ref` (a sha, branch or tag) of the repository that contains `repoDir` into a new
 * temporary worktree. With `fetch`, a ref the clone does not have is fetched from origin first
 * (depth 1, no tags: what a shallow CI checkout needs).
 */
async function checkoutBase(repoDir, ref, options = {}) {
    if (!ref.trim() || ref.startsWith('-'))
        return { error: `"${ref}" is not a git ref` };
    const top = await git(repoDir, ['rev-parse', '--show-toplevel']);
    if (top.missing) {
        return {
            error: 'git is not installed (or not on PATH): the base commit cannot be checked out',
        };
    }
    if (!top.ok || !top.stdout) {
        return {
            error: `${repoDir} is not in a git repository: the base commit cannot be checked out`,
        };
    }
    const root = top.stdout;
    let sha = await commitOf(root, ref);
    if (!sha && options.fetch) {
        const fetched = await git(root, ['fetch', '--no-tags', '--depth=1', 'origin', ref], 180_000);
        if (!fetched.ok) {
            return {
                error: `the base commit ${ref} is not in the clone and fetching it from origin failed: ${gitMessage(fetched.stderr)}`,
            };
        }
        sha = (await commitOf(root, ref)) ?? (await commitOf(root, 'FETCH_HEAD'));
    }
    if (!sha) {
        return {
            error: options.fetch
                ? `the base commit ${ref} could not be found, even after fetching it from origin`
                : `${ref} is not a commit of the repository at ${root} (fetch it first: git fetch origin ${ref})`,
        };
    }
    const parent = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'parley-base-'));
    const dir = (0,external_node_path_.join)(parent, 'checkout');
    const added = await git(root, ['worktree', 'add', '--detach', dir, sha], 300_000);
    if (!added.ok) {
        await (0,promises_.rm)(parent, { recursive: true, force: true });
        return { error: `git worktree add of ${ref} failed: ${gitMessage(added.stderr)}` };
    }
    let disposed;
    // A process that exits before dispose (a second Ctrl-C exits at once) still removes it.
    const atExit = () => {
        try {
            (0,external_node_child_process_.execFileSync)('git', ['worktree', 'remove', '--force', dir], {
                cwd: root,
                stdio: 'ignore',
                timeout: 10_000,
            });
        }
        catch {
            // Pruned by git later: the directory is removed below either way.
        }
        (0,external_node_fs_.rmSync)(parent, { recursive: true, force: true });
    };
    process.once('exit', atExit);
    // git names the root with symlinks resolved: so is the directory, to find it below the root.
    const below = (0,external_node_path_.relative)(root, await (0,promises_.realpath)(repoDir).catch(() => repoDir));
    return {
        dir,
        cwd: below.startsWith('..') ? dir : (0,external_node_path_.join)(dir, below),
        sha,
        dispose: () => (disposed ??= (async () => {
            process.off('exit', atExit);
            await git(root, ['worktree', 'remove', '--force', dir]);
            await (0,promises_.rm)(parent, { recursive: true, force: true });
            await git(root, ['worktree', 'prune']);
        })()),
    };
}
/**
 * checkoutBase on first use: `ref` is read then (a pull request's base sha, or the commit of
 * the baseline chosen after the screening runs); `log` says what happened.
 */
function lazyBase(repoDir, ref, options = {}) {
    let made;
    const make = async () => {
        const wanted = ref();
        const result = wanted
            ? await checkoutBase(repoDir, wanted, { fetch: options.fetch ?? false })
            : { error: 'no base commit is known (the baseline names none)' };
        options.log?.('error' in result
            ? `no concurrent base runs: ${result.error}`
            : `checked out the base commit ${result.sha.slice(0, 12)} for concurrent base runs`, !('error' in result));
        return result;
    };
    return {
        async side() {
            const result = await (made ??= make());
            return 'error' in result ? result : { cwd: result.cwd, dir: result.dir };
        },
        async dispose() {
            const result = await made;
            if (result && !('error' in result))
                await result.dispose();
        },
    };
}

// EXTERNAL MODULE: ./src/engine/interrupt.ts
var interrupt = __webpack_require__(1649);
;// CONCATENATED MODULE: ./src/engine/cancel.ts
// Cancelling a job on SIGINT/SIGTERM, for both entry points: the first signal aborts the
// returned signal with an Interrupt (the engine stops the agents and returns the finished runs,
// `stop: {by: 'cancelled'}`), and the entry point still writes and publishes what finished.
// What a further signal does is the entry point's choice: the CLI exits at once (a person
// pressed Ctrl-C again); the action keeps publishing, because the runner's SIGTERM after its
// SIGINT is its own escalation within the grace period, and a kill ends the job anyway.

/** The exit code of a process ended by this signal, as shells report it. */
const signalExitCode = (name) => (name === 'SIGINT' ? 130 : 143);
function cancelOnSignals(options) {
    const controller = new AbortController();
    let received;
    const onSignal = (name) => {
        if (received) {
            options.notify(name, false);
            if (options.exitOnSecond)
                process.exit(signalExitCode(name));
            return;
        }
        received = name;
        options.notify(name, true);
        controller.abort(new interrupt/* Interrupt */.OK('cancelled', `cancelled by ${name}`));
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return {
        signal: controller.signal,
        received: () => received,
        cancel: (why) => {
            if (received)
                return;
            received = 'SIGINT';
            controller.abort(new interrupt/* Interrupt */.OK('cancelled', why));
        },
        dispose: () => {
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
        },
    };
}

// EXTERNAL MODULE: ./src/engine/plan.ts + 1 modules
var plan = __webpack_require__(4508);
// EXTERNAL MODULE: ./src/verdict/confirm.ts
var verdict_confirm = __webpack_require__(4853);
// EXTERNAL MODULE: ./src/results/files.ts + 2 modules
var files = __webpack_require__(5056);
// EXTERNAL MODULE: ./src/results/summary.ts + 3 modules
var results_summary = __webpack_require__(4977);
// EXTERNAL MODULE: ./src/results/writer.ts
var writer = __webpack_require__(4787);
// EXTERNAL MODULE: ./src/suites/model.ts
var model = __webpack_require__(3148);
// EXTERNAL MODULE: ./src/engine/task-identity.ts
var task_identity = __webpack_require__(7412);
;// CONCATENATED MODULE: ./src/engine/impact.ts
// Impact selection: on a pull request (or `parley run --changed-since REF`), a task none of whose
// inputs changed is not re-run. A task's inputs are the files Parley knows it reads: its suite
// file and task file (or JSONL file), prompt_file, the skill directories it loads and the files
// their markdown links to, instruction files, fixtures and repos, every path its graders,
// assertions, MCP servers and agent settings name, the agent-context files an ACP agent may read,
// and the `paths:` its author added. What Parley cannot attribute to a task (the project config,
// the workflows, `impact.always`) re-runs every task; so does a change set it could not compute.
// When in doubt, run: a task also runs when the baseline has no results of it, or has them under
// another identity (another model, Parley version or definition).





/** Changes to these re-run everything: action inputs and Parley's version live in workflows. */
const ALWAYS = ['.github/workflows/**', '.github/actions/**'];
/**
 * Files an agent CLI reads from its working tree (AGENTS.md and the like): the run's workspace
 * is a temporary directory, so what an ACP agent sees of them comes through fixtures and repos,
 * but a CLI may look further (a repository it was pointed at, a global config copied in).
 */
const AGENT_CONTEXT = [
    'AGENTS.md',
    'CLAUDE.md',
    'GEMINI.md',
    '.github/copilot-instructions.md',
    '.github/instructions',
    '.github/agents',
    '.github/prompts',
    '.claude',
    '.gemini',
    '.codex',
    '.opencode',
    'opencode.json',
    '.cursor/rules',
];
const MAX_LINKED_FILES = 400;
const MAX_MARKDOWN_BYTES = 1_000_000;
const key = (suite, taskId) => `${suite}\u0000${taskId}`;
/** The pooled identity a summary records for this task (results/summary.ts). */
function headIdentity(suite, task) {
    return (0,results_summary/* pooledIdentity */.iy)((0,task_identity/* taskIdentity */.q)(suite, task));
}
/** Every input Parley knows `task` reads; `root` is the repository's root. */
function taskInputs(suite, task, root) {
    const paths = new Set([suite.file, task.source.file]);
    if (task.promptFile)
        paths.add(task.promptFile);
    for (const dir of task.skillDirectories) {
        paths.add(dir);
        for (const linked of linkedFrom(dir))
            paths.add(linked);
    }
    for (const file of task.instructionFiles)
        paths.add(file);
    for (const file of task.files)
        if (file.source)
            paths.add(file.source);
    for (const repo of task.repos)
        if ((0,external_node_path_.isAbsolute)(repo.source))
            paths.add(repo.source);
    // Paths named in settings: program graders, script assertions, MCP servers, an agent command.
    const named = [
        suite.graders,
        (0,model/* taskGraders */.S)(task),
        task.assertions,
        task.checkpoints,
        task.plan,
        task.agent,
        suite.config.mcpServers,
    ];
    for (const path of namedPaths(named, [suite.dir, root]))
        paths.add(path);
    for (const g of [...suite.graders, ...(0,model/* taskGraders */.S)(task)]) {
        if (g.type !== 'diff')
            continue;
        const config = g.config;
        const context = (0,external_node_path_.resolve)(suite.dir, config.context_dir ?? '.');
        for (const f of config.expected_files ?? [])
            if (f.snapshot)
                paths.add((0,external_node_path_.resolve)(context, f.snapshot));
    }
    if (task.agent.executor === 'acp') {
        for (const name of AGENT_CONTEXT)
            paths.add((0,external_node_path_.join)(root, name));
    }
    return { paths: [...paths], globs: [...(suite.paths ?? []), ...(task.paths ?? [])] };
}
/** Whether a changed file (absolute) is one of the inputs or inside one. */
function touches(inputs, file) {
    return (inputs.paths.some((p) => file === p || file.startsWith(p.endsWith(external_node_path_.sep) ? p : p + external_node_path_.sep)) ||
        inputs.globs.some((g) => globRegExp(g).test(file)));
}
/**
 * Which tasks run. `base` is the baseline's tasks and identities (undefined: none to check, the
 * CLI without --baseline; a string: why there is none, which runs every task).
 */
function selectByImpact(suites, project, change, base) {
    const everything = (all, changed = 0) => ({
        all,
        changed,
        run: [],
        notRerun: [],
        runAnyway: 0,
    });
    if ('error' in change)
        return everything(`the changed files are unknown: ${change.error}`);
    linkCache.clear();
    const { root, files } = change;
    const since = { since: change.since };
    const always = [
        ...(project.file ? [project.file] : []),
        ...[...ALWAYS, ...(project.impactAlways ?? [])].map((g) => (0,external_node_path_.resolve)(root, g)),
    ];
    const unattributed = files.find((f) => always.some((a) => f === a || globRegExp(a).test(f) || f.startsWith(a + external_node_path_.sep)));
    if (unattributed) {
        return {
            ...everything(`${(0,external_node_path_.relative)(root, unattributed)} changed, which Parley cannot attribute to a task`, files.length),
            ...since,
        };
    }
    if (typeof base === 'string')
        return { ...everything(base, files.length), ...since };
    const run = [];
    const notRerun = [];
    let runAnyway = 0;
    for (const suite of suites) {
        for (const task of suite.tasks) {
            const inputs = taskInputs(suite, task, root);
            const changed = files.some((f) => touches(inputs, f));
            const standIn = base === undefined ||
                (base.has(key(suite.name, task.id)) &&
                    base.get(key(suite.name, task.id)) === headIdentity(suite, task));
            if (changed || !standIn) {
                run.push({ suite: suite.name, taskId: task.id });
                if (!changed)
                    runAnyway++;
            }
            else {
                notRerun.push({ suite: suite.name, task_id: task.id, task_name: task.name });
            }
        }
    }
    return { changed: files.length, ...since, run, notRerun, runAnyway };
}
/** The base's tasks from a summary: what can stand in for a task that is not re-run. */
function baseTasksOf(summary) {
    const tasks = new Map();
    for (const s of summary.suites)
        for (const t of s.tasks)
            tasks.set(key(s.name, t.task_id), t.identity);
    return tasks;
}
/**
 * Strings in the settings that name an existing file or directory (absolute, or relative to one
 * of `dirs`): a word with a slash or an extension, in a command line or a value, and a named
 * file's folder. Directories that hold the suite (or the repository) are never an input.
 */
function namedPaths(values, dirs) {
    const found = new Set();
    const containers = new Set();
    for (const dir of dirs)
        for (let d = dir;; d = (0,external_node_path_.dirname)(d)) {
            containers.add(d);
            if ((0,external_node_path_.dirname)(d) === d)
                break;
        }
    const visit = (value, depth) => {
        if (depth > 12)
            return;
        if (typeof value === 'string') {
            if (value.length > 1000 || value.includes('\n'))
                return;
            for (const word of value.split(/\s+/)) {
                if (!/[/\\]|\.\w{1,8}$/.test(word) || word.startsWith('-') || /^\w+:\/\//.test(word))
                    continue;
                const candidates = (0,external_node_path_.isAbsolute)(word) ? [word] : dirs.map((d) => (0,external_node_path_.resolve)(d, word));
                for (const c of candidates) {
                    if (containers.has(c) || !(0,external_node_fs_.existsSync)(c))
                        continue;
                    found.add(c);
                    // A script reads what lies beside it (its data, its modules): its folder counts too,
                    // unless that is the suite's folder or one holding it.
                    if (!containers.has((0,external_node_path_.dirname)(c)) && (0,external_node_fs_.statSync)(c).isFile())
                        found.add((0,external_node_path_.dirname)(c));
                }
            }
        }
        else if (Array.isArray(value)) {
            for (const v of value)
                visit(v, depth + 1);
        }
        else if (value && typeof value === 'object' && !(value instanceof RegExp)) {
            // Where a setting was written (a SourceRef: file, line, column) is not something it reads.
            if ('line' in value && 'column' in value && 'file' in value)
                return;
            for (const v of Object.values(value))
                visit(v, depth + 1);
        }
    };
    for (const v of values)
        visit(v, 0);
    return [...found];
}
// Many tasks share a skill directory: its markdown is read once a selection.
const linkCache = new Map();
function linkedFrom(dir) {
    let links = linkCache.get(dir);
    if (!links)
        linkCache.set(dir, (links = linksOutOf(dir)));
    return links;
}
/** Files outside a skill directory that its markdown files link to (`[text](../shared/x.md)`). */
function linksOutOf(dir) {
    const out = new Set();
    let seen = 0;
    const walk = (d, depth) => {
        if (depth > 6 || seen > MAX_LINKED_FILES)
            return;
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(d, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            if (e.name === 'node_modules' || e.name === '.git')
                continue;
            const path = (0,external_node_path_.join)(d, e.name);
            if (e.isDirectory())
                walk(path, depth + 1);
            else if (e.isFile() && /\.md$/i.test(e.name) && seen++ < MAX_LINKED_FILES) {
                for (const target of markdownLinks(path)) {
                    if (target !== dir && !target.startsWith(dir + external_node_path_.sep) && (0,external_node_fs_.existsSync)(target))
                        out.add(target);
                }
            }
        }
    };
    walk(dir, 0);
    return [...out];
}
function markdownLinks(file) {
    let text;
    try {
        if ((0,external_node_fs_.statSync)(file).size > MAX_MARKDOWN_BYTES)
            return [];
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch {
        return [];
    }
    const targets = [];
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>#?]+)[^)]*\)/g)) {
        const target = m[1];
        if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/'))
            continue;
        targets.push((0,external_node_path_.resolve)((0,external_node_path_.dirname)(file), decodeURI(target)));
    }
    return targets;
}
const globCache = new Map();
/** A glob (`**`, `*`, `?`, `{a,b}`) over absolute paths as a regular expression. */
function globRegExp(glob) {
    let re = globCache.get(glob);
    if (re)
        return re;
    let out = '';
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '*' && glob[i + 1] === '*') {
            // `**/` matches no folder or any number; a trailing `**` everything below.
            if (glob[i + 2] === '/') {
                out += '(?:.*/)?';
                i += 2;
            }
            else {
                out += '.*';
                i += 1;
            }
        }
        else if (c === '*')
            out += '[^/]*';
        else if (c === '?')
            out += '[^/]';
        else if (c === '{') {
            const end = glob.indexOf('}', i);
            if (end < 0)
                out += '\\{';
            else {
                out += `(?:${glob
                    .slice(i + 1, end)
                    .split(',')
                    .map((s) => s.replace(/[.+^$()|[\]\\*?]/g, '\\$&'))
                    .join('|')})`;
                i = end;
            }
        }
        else
            out += c.replace(/[.+^$()|[\]\\{}]/g, '\\$&');
    }
    // A glob naming a folder covers what is inside it.
    re = new RegExp(`^${out}(?:/.*)?$`);
    globCache.set(glob, re);
    return re;
}

// EXTERNAL MODULE: ./src/suites/diagnostics/diagnostics.ts + 1 modules
var diagnostics = __webpack_require__(5813);
// EXTERNAL MODULE: ./src/suites/load.ts + 13 modules
var load = __webpack_require__(4781);
// EXTERNAL MODULE: ./src/engine/execute.ts + 10 modules
var execute = __webpack_require__(5426);
;// CONCATENATED MODULE: ./src/engine/run.ts
// runSuites: load the suites, then execute them (execute.ts). The CLI's `parley run` and the
// action both call this; neither has engine logic of its own.










async function runSuites(options) {
    const cwd = (0,external_node_path_.resolve)(options.cwd ?? process.cwd());
    const loaded = await (0,load/* loadSuites */._k)(options.paths, { cwd, overrides: (0,execute/* overridesOf */.FB)(options) });
    // Settings accepted for compatibility but not acted on: said, never silently dropped.
    if (loaded.warnings.length)
        options.listeners?.onWarnings?.(loaded.warnings);
    if (loaded.errors.length) {
        const summary = (0,results_summary/* buildSummary */.fR)([], [], (0,execute/* identityOf */.cu)(options));
        const resultsDir = (0,execute/* resultsDirOf */.HT)(cwd, options, loaded.project);
        return { ...(0,execute/* nothingRan */.NH)(summary, resultsDir, loaded.errors), warnings: loaded.warnings };
    }
    // Impact selection picks the screening runs; a confirmation re-runs what it is asked to.
    const impact = options.impact && !options.confirmation && options.side !== 'base'
        ? selectByImpact(loaded.suites, loaded.project, options.impact.change, await options.impact.base?.(loaded.suites.map((s) => s.name)))
        : undefined;
    const selected = impact && !impact.all ? { only: impact.run } : {};
    const result = await (0,execute/* runLoadedSuites */.g)(loaded.suites, { ...options, ...selected, cwd }, loaded.project);
    if (!impact)
        return { ...result, warnings: loaded.warnings };
    // No task's inputs changed: nothing ran, which is not a filter that matched nothing. An empty
    // results.jsonl replaces an earlier run's, so no reader takes those runs for this job's.
    const nothingChanged = result.noRuns && impact.notRerun.length > 0 && !options.dryRun;
    if (nothingChanged)
        new writer/* ResultsWriter */.QU((0,external_node_path_.join)(result.resultsDir, files/* RESULTS_FILE */.yG), false).close();
    return {
        ...result,
        noRuns: result.noRuns && !nothingChanged,
        warnings: loaded.warnings,
        impact,
    };
}
/**
 * How confirmation re-runs run (verdict/confirm.ts): the job's own suites and settings, only
 * the tasks asked for, trials numbered on, appended to the job's results.jsonl and marked.
 */
function confirmationRerun(options, resultsDir, listeners = options.listeners, base) {
    return async (tasks, trials, firstTrial, side = 'head') => {
        const common = {
            ...options,
            outputDir: resultsDir,
            only: tasks,
            trials,
            firstTrial,
            confirmation: true,
            ...(listeners ? { listeners } : {}),
        };
        // No task: nothing runs (an empty `only` would mean every task); the base side still says
        // whether it can run at all, so a caller can ask before it spends any head run.
        if (side === 'head')
            return tasks.length ? (await runSuites(common)).records : [];
        const where = typeof base === 'function' ? await base() : base;
        const place = baseRun(options, where);
        if (!tasks.length)
            return [];
        const again = await runSuites({ ...common, ...place, side: 'base' });
        // The base commit's suites may lack a task or not load at all: no runs, said.
        if (again.configErrors.length) {
            const first = again.configErrors[0];
            throw new verdict_confirm/* BaseUnavailable */.G5(`the base commit's suites do not load: ${(0,diagnostics/* formatSpecError */.rB)(first, place.cwd)}`);
        }
        return again.records;
    };
}
/**
 * Where the base side runs: the base checkout's counterpart of the job's directory and the
 * job's suite paths there (relative to the job's directory, resolved in the checkout). Throws
 * BaseUnavailable when there is no checkout or a path lies outside the repository.
 */
function baseRun(options, base) {
    if (!base)
        throw new verdict_confirm/* BaseUnavailable */.G5('no checkout of the base commit was made');
    if ('error' in base)
        throw new verdict_confirm/* BaseUnavailable */.G5(base.error);
    const cwd = (0,external_node_path_.resolve)(options.cwd ?? process.cwd());
    const paths = options.paths.map((path) => {
        const inside = (0,external_node_path_.relative)(cwd, (0,external_node_path_.resolve)(cwd, path));
        const there = (0,external_node_path_.resolve)(base.cwd, inside);
        if ((0,external_node_path_.isAbsolute)(inside) ||
            (base.dir !== undefined && (0,external_node_path_.relative)(base.dir, there).startsWith('..'))) {
            throw new verdict_confirm/* BaseUnavailable */.G5(`${path} is outside the repository: the base commit has no version of it`);
        }
        return there;
    });
    return { cwd: base.cwd, paths };
}

// EXTERNAL MODULE: ./src/llm/endpoints.ts
var endpoints = __webpack_require__(9401);
// EXTERNAL MODULE: external "node:readline/promises"
var external_node_readline_promises_ = __webpack_require__(6848);
// EXTERNAL MODULE: ./src/shared/colour.ts
var colour = __webpack_require__(637);
// EXTERNAL MODULE: ./src/shared/strings.ts
var strings = __webpack_require__(5839);
// EXTERNAL MODULE: ./src/responder/rules.ts
var rules = __webpack_require__(7689);
;// CONCATENATED MODULE: ./src/responder/human.ts
// The interactive responder (--interactive): a person at the terminal answers the agent.
// Before each question a header says which run asks (suite, task, trial, "follow-up k of N";
// the initial prompt and the brief at a run's first question only); then the agent's message (escaped of terminal control
// sequences, truncated) and a prompt for a reply, /stop, /abstain <reason> or /help. Empty input
// is explained, never sent. When the cap is spent the person is told, not asked. End of input
// (Ctrl-D, a closed pipe) ends the whole session, as Ctrl-C does. On a terminal the line is
// edited with readline (arrows, history); in a pipe every line is read as it comes.




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
    const terminal = io.input.isTTY === true;
    const lines = [];
    const waiting = [];
    let closed = false;
    let rl;
    // One interface for the whole session, so no typed-ahead line is lost between questions.
    function start() {
        if (rl)
            return;
        rl = terminal
            ? (0,external_node_readline_promises_.createInterface)({ input: io.input, output: io.output, terminal: true, prompt: '> ' })
            : (0,external_node_readline_promises_.createInterface)({ input: io.input, terminal: false });
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
    // Paused between questions, so a waiting stdin does not keep the process alive, and out of
    // raw mode, so Ctrl-C stays a signal while the agent works.
    function resume() {
        if (closed)
            return;
        if (terminal)
            io.input.setRawMode?.(true);
        rl?.resume();
    }
    function pause() {
        if (closed)
            return;
        rl?.pause();
        if (terminal)
            io.input.setRawMode?.(false);
    }
    function nextLine(signal) {
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
    function prompt() {
        if (terminal && rl)
            rl.prompt();
        else
            io.output.write('> ');
    }
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
    async function ask(input) {
        if (input.context) {
            const { suite, task, trial } = input.context;
            const run = JSON.stringify([suite, task, trial]);
            io.output.write(`\n${header(input.context, style, run !== shownRun)}`);
            shownRun = run;
        }
        const text = (0,strings/* escapeTerminal */.en)((0,strings/* truncate */.xv)((0,rules/* lastAgentText */.$)(input), MAX_SHOWN));
        io.output.write(`\n--- agent ---\n${text}\n-------------\n${style.dim(CHOICES)}\n`);
        for (;;) {
            prompt();
            const line = await nextLine(input.signal);
            if (line === undefined)
                return endOfInput(input.signal);
            const trimmed = line.trim();
            if (!trimmed) {
                io.output.write(`${EMPTY}\n`);
                continue;
            }
            if (/^\/help$/i.test(trimmed)) {
                io.output.write(`${HELP}\n`);
                continue;
            }
            if (/^\/stop\b/i.test(trimmed))
                return { decision: 'stop', reason: 'stopped by the user' };
            const abstain = /^\/abstain\b\s*(.*)$/is.exec(trimmed);
            if (abstain) {
                const reason = abstain[1]?.trim();
                return { decision: 'abstain', reason: reason || 'abstained by the user' };
            }
            if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
                const name = (0,strings/* escapeTerminal */.en)((0,strings/* truncate */.xv)(trimmed.split(/\s/)[0] ?? '', 40));
                io.output.write(`unknown command ${name}: /help lists the commands\n`);
                continue;
            }
            // A leading "//" sends a literal "/".
            const reply = trimmed.startsWith('//') ? trimmed.slice(1) : trimmed;
            return { decision: 'reply', reply, reason: 'typed by the user' };
        }
    }
    return {
        kind: 'human',
        async decide(input) {
            if (ended)
                return endOfInput(input.signal);
            start();
            resume();
            try {
                return await ask(input);
            }
            finally {
                pause();
            }
        },
        capReached(context) {
            io.output.write(`\n${style.bold(`=== ${where(context)} ===`)}\n` +
                `follow-up cap ${context.maxFollowups} reached: the conversation ends\n`);
        },
    };
}

// EXTERNAL MODULE: ./src/verdict/compare.ts
var compare = __webpack_require__(7666);
// EXTERNAL MODULE: ./src/verdict/fail-on.ts
var fail_on = __webpack_require__(5675);
// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(6303);
// EXTERNAL MODULE: ./src/commands/compare.ts
var commands_compare = __webpack_require__(1165);
// EXTERNAL MODULE: ./src/commands/finish.ts + 25 modules
var finish = __webpack_require__(820);
;// CONCATENATED MODULE: ./src/shared/git.ts
// Asks the git checkout at `cwd` one question; undefined when there is no git, no checkout or no
// answer within 5 s (a CLI run outside a repository, a workspace that is not a clone).

function git_git(cwd, args) {
    try {
        const out = (0,external_node_child_process_.execFileSync)('git', args, {
            cwd,
            stdio: ['ignore', 'pipe', 'ignore'],
            timeout: 5000,
        });
        return out.toString().trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** The commit checked out at `cwd`. */
function checkedOutCommit(cwd) {
    return git_git(cwd, ['rev-parse', 'HEAD']);
}

;// CONCATENATED MODULE: ./src/commands/git-identity.ts
// The commit and ref a CLI run is of, for summary.json's identity (baselines and comparisons key
// on it): GITHUB_SHA / GITHUB_REF in a workflow, else the git checkout, else unknown.

function gitIdentity(cwd, env = process.env) {
    if (env.GITHUB_SHA)
        return { commit: env.GITHUB_SHA, ref: env.GITHUB_REF || undefined };
    const commit = checkedOutCommit(cwd);
    if (!commit)
        return {};
    const ref = git_git(cwd, ['symbolic-ref', '--quiet', 'HEAD']);
    return { commit, ref };
}

;// CONCATENATED MODULE: ./src/engine/changed-files.ts
// The files a change touched, for impact selection (engine/impact.ts): a pull request's, between
// its base commit and the checkout (the base fetched from origin when a shallow clone lacks it),
// or `parley run --changed-since REF`'s, between REF and the working tree, untracked files
// included. Every failure is an `{ error }` sentence: the caller then runs every task.



function changed_files_git(cwd, args, timeout = 60_000) {
    return new Promise((done) => {
        (0,external_node_child_process_.execFile)('git', args, {
            cwd,
            timeout,
            maxBuffer: 64 * 1024 * 1024,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
        }, (error, stdout, stderr) => done({ ok: !error, stdout, stderr: stderr.trim() }));
    });
}
const firstLine = (text) => (text.split('\n').find((l) => l.trim()) ?? 'no message')
    .replace(/^(fatal|error): /, '')
    .slice(0, 300);
const nulList = (text) => text.split('\0').filter(Boolean);
/**
 * Files changed between `base` and `head` (a commit, default HEAD), or with `head: 'worktree'`
 * between `base` and the working tree, untracked files included. With `fetch`, a base the
 * clone lacks is fetched from origin first (depth 1: a diff of two trees needs no history).
 */
async function changedFiles(dir, base, options = {}) {
    if (!base.trim() || base.startsWith('-'))
        return { error: `"${base}" is not a git ref` };
    const top = await changed_files_git(dir, ['rev-parse', '--show-toplevel']);
    if (!top.ok || !top.stdout.trim()) {
        return { error: `${dir} is not in a git repository (${firstLine(top.stderr)})` };
    }
    // git answers with the real path; the suites' paths are under `dir` as given (a symlink).
    const root = (0,external_node_path_.resolve)(dir, (0,external_node_path_.relative)((0,external_node_fs_.realpathSync)(dir), top.stdout.trim()));
    const has = async () => (await changed_files_git(root, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`])).ok;
    if (!(await has()) && options.fetch) {
        const fetched = await changed_files_git(root, ['fetch', '--no-tags', '--depth=1', 'origin', base], 180_000);
        if (!fetched.ok) {
            return { error: `the base ${base} could not be fetched (${firstLine(fetched.stderr)})` };
        }
    }
    if (!(await has()))
        return { error: `${base} is not a commit of this clone` };
    const head = options.head ?? 'HEAD';
    // Renames as a deletion and an addition: both paths are inputs someone may read.
    const diffArgs = ['diff', '--name-only', '--no-renames', '-z', base];
    const diff = await changed_files_git(root, head === 'worktree' ? diffArgs : [...diffArgs, head]);
    if (!diff.ok)
        return { error: `git diff failed (${firstLine(diff.stderr)})` };
    const files = nulList(diff.stdout);
    if (head === 'worktree') {
        const untracked = await changed_files_git(root, ['ls-files', '--others', '--exclude-standard', '-z']);
        if (!untracked.ok)
            return { error: `git ls-files failed (${firstLine(untracked.stderr)})` };
        files.push(...nulList(untracked.stdout));
    }
    return { root, files: [...new Set(files)].map((f) => (0,external_node_path_.resolve)(root, f)), since: base };
}

// EXTERNAL MODULE: ./src/results/impact.ts
var impact = __webpack_require__(5582);
// EXTERNAL MODULE: ./src/report/console.ts
var report_console = __webpack_require__(9475);
;// CONCATENATED MODULE: ./src/commands/progress.ts



/** Back to the start of the line and clear it (VT100; every terminal Parley runs in). */
const CLEAR_LINE = '\r\u001b[2K';
/** 12 s, 3 min 05 s, 1 h 02 min: wide enough to read, short enough for one line. */
function duration(ms) {
    const s = Math.max(0, Math.round(ms / 1000));
    if (s < 60)
        return `${s} s`;
    if (s < 3600)
        return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
    return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}
/**
 * The live line. The estimate is the mean wall time per finished run so far times the runs
 * left (parallel workers are in that mean already); none before the first run finishes.
 */
function liveLine(job, style) {
    const n = (status) => job.counts[status] ?? 0;
    const parts = [
        style.bold(`${job.done}/${job.total} runs`),
        style.green(`${n('passed')} passed`),
        (n('failed') ? style.red : String)(`${n('failed')} failed`),
        (n('abstained') ? style.yellow : String)(`${n('abstained')} abstained`),
    ];
    if (n('error'))
        parts.push(style.red(`${n('error')} error(s)`));
    if (n('skipped'))
        parts.push(style.yellow(`${n('skipped')} skipped`));
    parts.push(`${duration(job.elapsedMs)} elapsed`);
    const left = job.total - job.done;
    if (job.done > 0 && left > 0)
        parts.push(`ETA ${duration((job.elapsedMs / job.done) * left)}`);
    return parts.join(style.dim(' · '));
}
function consoleProgress(options = {}) {
    const out = options.out ?? process.stdout;
    const style = (0,colour/* styleFor */.j9)(out, options.env);
    if (options.quiet)
        return { listeners: {}, clear() { }, stop() { } };
    const live = options.live !== false && out.isTTY === true;
    const job = { total: 0, done: 0, counts: {}, elapsedMs: 0 };
    let started = 0;
    let drawn = false;
    let ticker;
    const clear = () => {
        if (drawn)
            out.write(CLEAR_LINE);
        drawn = false;
    };
    const draw = () => {
        if (!live)
            return;
        job.elapsedMs = performance.now() - started;
        // Never wider than the terminal: a wrapped line could not be cleared in place.
        const width = Math.max(20, (out.columns || 80) - 1);
        out.write(`${CLEAR_LINE}${fit(liveLine(job, style), width)}`);
        drawn = true;
    };
    const stop = () => {
        if (ticker)
            clearInterval(ticker);
        ticker = undefined;
        clear();
    };
    return {
        clear,
        stop,
        listeners: {
            onWarnings: (warnings) => {
                for (const line of (0,load/* warningLines */._F)(warnings, options.cwd ?? process.cwd())) {
                    console.error(line);
                }
            },
            onStart: ({ runs, tasks, suites }) => {
                // Confirmation re-runs start again on the same console: their runs add to the job's.
                job.total = job.done + runs;
                if (!started)
                    started = performance.now();
                out.write(`parley: ${runs} run(s) of ${tasks} task(s) in ${suites} suite(s)\n`);
                if (live) {
                    draw();
                    // The clock moves between runs too; unref'd, so it never keeps the process alive.
                    ticker = setInterval(draw, 1000);
                    ticker.unref();
                }
            },
            onRecord: (record) => {
                job.done++;
                job.counts[record.status] = (job.counts[record.status] ?? 0) + 1;
                clear();
                // A concurrent base run (confirmation in the base commit's checkout) is said to be one.
                const side = record.side === 'base' ? style.dim(' · base (concurrent)') : '';
                out.write(`${(0,report_console/* progressLine */.oz)(record, style, { done: job.done, total: job.total })}${side}\n`);
                if (job.done < job.total)
                    draw();
                else
                    stop();
            },
        },
    };
}
// eslint-disable-next-line no-control-regex
const SGR = /(\u001b\[[0-9;]*m)/;
/** Cuts a line with colour codes to `width` visible characters (codes are kept, never split). */
function fit(line, width) {
    const pieces = line.split(SGR);
    const length = pieces.filter((_, i) => i % 2 === 0).join('').length;
    if (length <= width)
        return line;
    let room = width - 1;
    // split() with a capturing group alternates text and codes: even indexes are text.
    const kept = pieces.map((piece, i) => {
        if (i % 2 === 1)
            return piece;
        const part = piece.slice(0, Math.max(0, room));
        room -= part.length;
        return part;
    });
    const coloured = pieces.length > 1;
    return `${kept.join('')}…${coloured ? '\u001b[0m' : ''}`;
}

// EXTERNAL MODULE: ./src/commands/types.ts
var types = __webpack_require__(8619);
;// CONCATENATED MODULE: ./src/commands/run.ts
// `parley run [PATH...]`: runs the suites and writes the results directory. Exit 0 when the
// fail-on policy is satisfied, 1 on failures or regressions, 2 on configuration or usage
// errors. SIGINT/SIGTERM stop the agents cleanly and keep every finished run on disk.





















const EXECUTORS = ['mock', 'openai', 'acp', 'http'];
function positiveInt(name, value, min = 1) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) {
        throw new types/* UsageError */.e(`--${name}: expected an integer >= ${min}, got "${String(value)}"`);
    }
    return n;
}
/** --max-cost: dollars, a positive number. */
function dollarsOption(value) {
    if (value === undefined)
        return undefined;
    const n = Number(String(value).replace(/^\$/, ''));
    if (!Number.isFinite(n) || n <= 0 || String(value).trim() === '') {
        throw new types/* UsageError */.e(`--max-cost: expected dollars > 0 such as 5 or 0.50, got "${String(value)}"`);
    }
    return n;
}
function boundedInt(name, value, min, max) {
    const n = positiveInt(name, value, min);
    if (n !== undefined && n > max) {
        throw new types/* UsageError */.e(`--${name}: expected an integer from ${min} to ${max}, got "${String(value)}"`);
    }
    return n;
}
function list(value) {
    if (value === undefined)
        return undefined;
    const items = value
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
    return items.length ? items : undefined;
}
function parseShard(value) {
    const shard = (0,plan/* parseShardSpec */.d7)(value);
    if (!shard) {
        throw new types/* UsageError */.e(`--shard: expected i/n with 1 <= i <= n (for example 2/3), got "${value}"`);
    }
    return shard;
}
function oneOf(name, value, allowed) {
    if (value === undefined)
        return undefined;
    if (!allowed.includes(value)) {
        throw new types/* UsageError */.e(`--${name}: expected one of ${allowed.join(', ')}, got "${String(value)}"`);
    }
    return value;
}
/** --responder-base-url / --responder-api-key (likewise judge), checked before anything runs. */
function ownEndpoint(role, values) {
    const given = {
        baseURL: values[`${role}-base-url`],
        apiKey: values[`${role}-api-key`],
    };
    const problem = (0,endpoints/* roleEndpointProblem */.J)(role, given, (field) => `--${role}-${field}`);
    if (problem)
        throw new types/* UsageError */.e(problem);
    return given.baseURL || given.apiKey ? given : undefined;
}
/** Cancels on the first SIGINT/SIGTERM; a second one exits at once. */
function cancellation(progress) {
    return cancelOnSignals({
        exitOnSecond: true,
        notify: (name, first) => {
            if (first) {
                progress.clear();
                console.error(`\nparley: ${name}: stopping the agents; finished runs are kept (again to quit at once)`);
            }
        },
    });
}
const runCommand = {
    name: 'run',
    usage: 'run [PATH...] [options]',
    options: {
        executor: { type: 'string' },
        model: { type: 'string' },
        'responder-model': { type: 'string' },
        'judge-model': { type: 'string' },
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        'responder-base-url': { type: 'string' },
        'responder-api-key': { type: 'string' },
        'judge-base-url': { type: 'string' },
        'judge-api-key': { type: 'string' },
        trials: { type: 'string' },
        workers: { type: 'string' },
        tags: { type: 'string', multiple: true },
        task: { type: 'string', multiple: true },
        output: { type: 'string', short: 'o' },
        'fail-fast': { type: 'boolean' },
        'retry-errors': { type: 'string' },
        'max-runs': { type: 'string' },
        'max-cost': { type: 'string' },
        'fail-on': { type: 'string' },
        timeout: { type: 'string' },
        interactive: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        shard: { type: 'string' },
        baseline: { type: 'string' },
        confirm: { type: 'boolean' },
        'confirm-tasks': { type: 'string' },
        'confirm-trials': { type: 'string' },
        'base-ref': { type: 'string' },
        'changed-since': { type: 'string' },
        alpha: { type: 'string' },
        'on-missing-input': { type: 'string' },
        'update-snapshots': { type: 'boolean' },
        'keep-workspaces': { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
    },
    help: {
        executor: 'E mock, openai, acp, http or copilot-sdk for every task',
        model: "M the agent's model (else config.model)",
        'responder-model': "M the LLM responder's model",
        'judge-model': "M the LLM judges' model",
        'base-url': 'URL OpenAI-compatible endpoint (else OPENAI_BASE_URL)',
        'api-key': 'KEY its key (else OPENAI_API_KEY)',
        'responder-base-url': "URL the LLM responder's own endpoint (else --base-url)",
        'responder-api-key': 'KEY its key (needed with --responder-base-url)',
        'judge-base-url': "URL the LLM judges' own endpoint (else --base-url)",
        'judge-api-key': 'KEY its key (needed with --judge-base-url)',
        trials: 'N trials per task (else trials_per_task)',
        workers: "N concurrent runs (else the suites' parallel/workers)",
        tags: 'a,b only tasks with one of these tags',
        task: 'ID only this task (id or name, * globs; repeatable)',
        output: 'DIR results directory (default parley-results)',
        'fail-fast': 'start no new run after the first that does not pass',
        'retry-errors': `N attempts more for a run that ends in an error (default ${execute/* DEFAULT_RETRY_ERRORS */.LY}; 0 = off)`,
        'max-runs': 'N start no more than N runs in this job (confirmation runs included)',
        'max-cost': 'USD start no new run once the job has cost this much (prices from .parley.yaml)',
        'fail-on': 'P regressions, failures or never (default failures; regressions with --baseline)',
        timeout: 'S deadline of each run in seconds (else timeout_seconds)',
        interactive: 'answer the agent yourself, as the responder',
        'dry-run': 'list the runs that would execute; run nothing',
        shard: 'i/n run one deterministic part of the runs',
        baseline: 'FILE compare with a base summary.json and print regressions',
        confirm: 're-run the tasks that look like they dropped, to confirm it (with --baseline)',
        'confirm-tasks': `N the most tasks --confirm re-runs (default ${verdict_confirm/* DEFAULT_CONFIRM_TASKS */.i0})`,
        'confirm-trials': `N extra runs at most per re-run task, in stages (default ${verdict_confirm/* DEFAULT_CONFIRM_TRIALS */.lj})`,
        'base-ref': 'REF with --confirm: run the re-run tasks on this commit too (a git worktree), concurrently',
        'changed-since': 'REF run only the tasks whose inputs changed since REF (with --baseline: and that it has under the same identity)',
        alpha: commands_compare.ALPHA_HELP,
        'on-missing-input': 'grade|skip|fail a single-prompt reply that asks something: graded (default), skipped or failed',
        'update-snapshots': "rewrite the diff graders' snapshots",
        'keep-workspaces': "keep each run's final workspace in the results directory (for parley grade)",
        quiet: 'no console report',
    },
    async run(values, positionals) {
        const executor = oneOf('executor', values.executor, [...EXECUTORS, 'copilot-sdk']);
        const baseline = values.baseline === undefined ? undefined : (0,commands_compare.readSummary)(values.baseline);
        const alpha = (0,commands_compare.alphaOption)(values.alpha);
        const confirm = values.confirm
            ? {
                tasks: positiveInt('confirm-tasks', values['confirm-tasks']) ?? verdict_confirm/* DEFAULT_CONFIRM_TASKS */.i0,
                trials: positiveInt('confirm-trials', values['confirm-trials']) ?? verdict_confirm/* DEFAULT_CONFIRM_TRIALS */.lj,
            }
            : undefined;
        if (confirm && !baseline)
            throw new types/* UsageError */.e('--confirm needs --baseline FILE');
        const baseRef = values['base-ref'];
        if (baseRef !== undefined && !confirm)
            throw new types/* UsageError */.e('--base-ref needs --confirm');
        const policy = (0,finish/* cliFailOn */.cd)(oneOf('fail-on', values['fail-on'], fail_on/* FAIL_ON */.d$), baseline !== undefined);
        const apiKey = values['api-key'];
        const responderEndpoint = ownEndpoint('responder', values);
        const judgeEndpoint = ownEndpoint('judge', values);
        const interactive = values.interactive === true;
        // No live line with --interactive: the questions own the terminal.
        const progress = consoleProgress({
            quiet: values.quiet,
            live: !interactive,
        });
        const options = {
            paths: positionals,
            executor,
            model: values.model,
            responderModel: values['responder-model'],
            judgeModel: values['judge-model'],
            endpoint: { baseURL: values['base-url'], apiKey },
            responderEndpoint,
            judgeEndpoint,
            trials: positiveInt('trials', values.trials),
            workers: positiveInt('workers', values.workers, 0),
            tags: list(values.tags),
            tasks: list(values.task),
            outputDir: values.output,
            failFast: values['fail-fast'],
            retryErrors: boundedInt('retry-errors', values['retry-errors'], 0, schema/* MAX_RETRY_ERRORS */.it) ??
                execute/* DEFAULT_RETRY_ERRORS */.LY,
            timeoutSeconds: positiveInt('timeout', values.timeout),
            // --interactive: the person at this terminal answers, one run at a time.
            // End of input (Ctrl-D) ends the session as Ctrl-C does: no run is stopped with nothing.
            ...(interactive
                ? {
                    human: createHumanResponder({
                        input: process.stdin,
                        output: process.stderr,
                        style: (0,colour/* styleFor */.j9)(process.stderr),
                        onEndOfInput: () => cancel.cancel('cancelled: end of input at the interactive prompt'),
                    }),
                }
                : {}),
            dryRun: values['dry-run'],
            shard: values.shard === undefined ? undefined : parseShard(values.shard),
            onMissingInput: oneOf('on-missing-input', values['on-missing-input'], [
                'grade',
                'skip',
                'fail',
            ]),
            updateSnapshots: values['update-snapshots'],
            keepWorkspaces: values['keep-workspaces'],
            listeners: progress.listeners,
            secrets: [
                apiKey ?? '',
                process.env.OPENAI_API_KEY ?? '',
                responderEndpoint?.apiKey ?? '',
                judgeEndpoint?.apiKey ?? '',
            ],
            identity: gitIdentity(process.cwd()),
        };
        const since = values['changed-since'];
        if (since !== undefined) {
            // The working tree against REF, untracked files included: what a developer is changing.
            const change = await changedFiles(process.cwd(), since, { head: 'worktree' });
            if ('error' in change)
                console.error(`parley: warning: impact: every task runs: ${change.error}`);
            options.impact = {
                change,
                ...(baseline ? { base: () => Promise.resolve(baseTasksOf(baseline)) } : {}),
            };
        }
        const maxRuns = positiveInt('max-runs', values['max-runs']);
        const maxCost = dollarsOption(values['max-cost']);
        if (maxRuns !== undefined || maxCost !== undefined) {
            options.budget = new RunBudget({
                ...(maxRuns !== undefined ? { maxRuns } : {}),
                ...(maxCost !== undefined ? { maxCost } : {}),
            });
        }
        const cancel = cancellation(progress);
        options.signal = cancel.signal;
        // The base commit is checked out only when a confirmation asks for base runs.
        const base = baseRef === undefined
            ? undefined
            : lazyBase(process.cwd(), () => baseRef, {
                log: (line, ok) => {
                    if (!ok)
                        console.error(`parley: warning: ${line}`);
                    else if (!values.quiet)
                        console.log(`parley: ${line}`);
                },
            });
        try {
            const result = await runSuites(options).finally(() => progress.stop());
            if (result.configErrors.length) {
                for (const error of result.configErrors)
                    console.error((0,load/* formatSpecError */.rB)(error));
                console.error(`parley run: ${result.configErrors.length} configuration error(s); nothing ran`);
                return 2;
            }
            if (result.noRuns) {
                console.error('parley run: no runs matched: check the paths, --tags and --task');
                return 2;
            }
            if (options.dryRun) {
                console.log(`parley run --dry-run: ${result.planned.length} run(s) would execute:`);
                for (const p of result.planned) {
                    const plan = p.task.plan.kind === 'responder' && p.task.plan.responder.rules
                        ? 'responder (rules)'
                        : p.task.plan.kind;
                    console.log(`  ${p.suite.name} › ${p.task.id} #${p.trial}  executor ${p.task.agent.executor}, ${plan}`);
                }
                return 0;
            }
            const quiet = values.quiet;
            // --confirm: the possible regressions run again (results/confirm.ts), appended to
            // results.jsonl; the comparison takes the confirmation's verdict.
            // Tasks not re-run (--changed-since) are not compared: the baseline is cut to the others.
            const compared = baseline && result.impact && !result.impact.all
                ? (0,impact/* baseOfTasksThatRan */.DD)(baseline, result.impact.notRerun)
                : baseline;
            const comparison = compared && confirm
                ? await (0,verdict_confirm/* confirmComparison */.oQ)((0,compare/* compareSummaries */.IP)(compared, result.summary, { alpha, headRecords: result.records }), confirm, confirmationRerun(options, result.resultsDir, options.listeners, base?.side), (line) => {
                    if (!quiet)
                        console.log(`parley: ${line}`);
                })
                : undefined;
            // What the budget kept from starting, confirmation runs included.
            const notRun = options.budget?.notRun();
            if (notRun)
                result.summary.not_run = notRun;
            const code = (0,finish/* finishJob */.xK)(result, {
                baseline,
                ...(values.baseline !== undefined
                    ? { baselineDir: (0,finish/* baselineDirOf */.Ub)(values.baseline) }
                    : {}),
                ...(comparison ? { comparison } : {}),
                ...(result.impact ? { impact: result.impact } : {}),
                alpha,
                ...policy,
                quiet: values.quiet,
                where: `results: ${(0,finish/* displayPath */.Gt)(result.resultsDir)}/ (results.jsonl, summary.json, junit.xml, report.md, report.html)`,
            });
            // A stopped job still wrote what it finished; the exit code says it was stopped.
            const signal = cancel.received();
            if (signal)
                return signalExitCode(signal);
            return code;
        }
        finally {
            await base?.dispose();
            cancel.dispose();
        }
    },
};


/***/ })

};
