export const id = 694;
export const ids = [694];
export const modules = {

/***/ 65694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseTasksOf: () => (/* binding */ baseTasksOf),
/* harmony export */   globRegExp: () => (/* binding */ globRegExp),
/* harmony export */   headIdentity: () => (/* binding */ headIdentity),
/* harmony export */   selectByImpact: () => (/* binding */ selectByImpact),
/* harmony export */   taskInputs: () => (/* binding */ taskInputs),
/* harmony export */   touches: () => (/* binding */ touches)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _results_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64977);
/* harmony import */ var _suites_model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33148);
/* harmony import */ var _task_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67412);
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
    return (0,_results_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .pooledIdentity */ .iy)((0,_task_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .taskIdentity */ .q)(suite, task));
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
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(repo.source))
            paths.add(repo.source);
    // Paths named in settings: program graders, script assertions, MCP servers, an agent command.
    const named = [
        suite.graders,
        (0,_suites_model_js__WEBPACK_IMPORTED_MODULE_3__/* .taskGraders */ .S)(task),
        task.assertions,
        task.checkpoints,
        task.plan,
        task.agent,
        suite.config.mcpServers,
    ];
    for (const path of namedPaths(named, [suite.dir, root]))
        paths.add(path);
    for (const g of [...suite.graders, ...(0,_suites_model_js__WEBPACK_IMPORTED_MODULE_3__/* .taskGraders */ .S)(task)]) {
        if (g.type !== 'diff')
            continue;
        const config = g.config;
        const context = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(suite.dir, config.context_dir ?? '.');
        for (const f of config.expected_files ?? [])
            if (f.snapshot)
                paths.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(context, f.snapshot));
    }
    if (task.agent.executor === 'acp') {
        for (const name of AGENT_CONTEXT)
            paths.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, name));
    }
    return { paths: [...paths], globs: [...(suite.paths ?? []), ...(task.paths ?? [])] };
}
/** Whether a changed file (absolute) is one of the inputs or inside one. */
function touches(inputs, file) {
    return (inputs.paths.some((p) => file === p || file.startsWith(p.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? p : p + node_path__WEBPACK_IMPORTED_MODULE_1__.sep)) ||
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
        ...[...ALWAYS, ...(project.impactAlways ?? [])].map((g) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, g)),
    ];
    const unattributed = files.find((f) => always.some((a) => f === a || globRegExp(a).test(f) || f.startsWith(a + node_path__WEBPACK_IMPORTED_MODULE_1__.sep)));
    if (unattributed) {
        return {
            ...everything(`${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, unattributed)} changed, which Parley cannot attribute to a task`, files.length),
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
        for (let d = dir;; d = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(d)) {
            containers.add(d);
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(d) === d)
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
                const candidates = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(word) ? [word] : dirs.map((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(d, word));
                for (const c of candidates) {
                    if (containers.has(c) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(c))
                        continue;
                    found.add(c);
                    // A script reads what lies beside it (its data, its modules): its folder counts too,
                    // unless that is the suite's folder or one holding it.
                    if (!containers.has((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(c)) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(c).isFile())
                        found.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(c));
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
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(d, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            if (e.name === 'node_modules' || e.name === '.git')
                continue;
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d, e.name);
            if (e.isDirectory())
                walk(path, depth + 1);
            else if (e.isFile() && /\.md$/i.test(e.name) && seen++ < MAX_LINKED_FILES) {
                for (const target of markdownLinks(path)) {
                    if (target !== dir && !target.startsWith(dir + node_path__WEBPACK_IMPORTED_MODULE_1__.sep) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(target))
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
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).size > MAX_MARKDOWN_BYTES)
            return [];
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch {
        return [];
    }
    const targets = [];
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>#?]+)[^)]*\)/g)) {
        const target = m[1];
        if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/'))
            continue;
        targets.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), decodeURI(target)));
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


/***/ })

};
