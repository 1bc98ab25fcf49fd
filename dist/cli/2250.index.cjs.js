"use strict";
exports.id = 2250;
exports.ids = [2250];
exports.modules = {

/***/ 2250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  baseTasksOf: () => (/* binding */ baseTasksOf),
  globRegExp: () => (/* binding */ globRegExp),
  headIdentity: () => (/* binding */ headIdentity),
  selectByImpact: () => (/* binding */ selectByImpact),
  taskInputs: () => (/* binding */ taskInputs)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/results/summary.ts + 2 modules
var summary = __webpack_require__(3284);
// EXTERNAL MODULE: ./src/suites/project-file.ts
var project_file = __webpack_require__(1263);
// EXTERNAL MODULE: ./src/suites/model.ts
var model = __webpack_require__(3148);
;// CONCATENATED MODULE: ./src/engine/impact-paths.ts
// Comparing a task's inputs with the files a change touched (engine/impact.ts), by real path on
// both sides: a skill folder reached through a symlink is the folder it points to, and a change
// git reports at a symlink, a gitlink (a submodule bump) or a folder touches every input under it.


/**
 * The real path of `path`, or, when it does not exist (a deleted file), the real path of its
 * nearest existing folder with the rest appended.
 */
function realForm(path) {
    const rest = [];
    for (let p = path;; p = (0,external_node_path_.dirname)(p)) {
        try {
            return rest.length ? (0,external_node_path_.join)((0,external_node_fs_.realpathSync)(p), ...rest.reverse()) : (0,external_node_fs_.realpathSync)(p);
        }
        catch {
            if ((0,external_node_path_.dirname)(p) === p)
                return path;
            rest.push((0,external_node_path_.basename)(p));
        }
    }
}
/** The path as written and its real form (one entry when they are the same). */
function formsOf(path) {
    const real = realForm(path);
    return real === path ? [path] : [path, real];
}
const parents = function* (path) {
    for (let p = (0,external_node_path_.dirname)(path); p !== (0,external_node_path_.dirname)(p); p = (0,external_node_path_.dirname)(p))
        yield p;
};
/** A task's inputs, indexed for `touches`: each input in both its forms, and their folders. */
class InputIndex {
    globs;
    exact = new Set();
    /** Every folder holding an input: a change at one of them (a gitlink, a symlink) covers it. */
    holders = new Set();
    constructor(paths, globs) {
        this.globs = globs;
        for (const path of paths)
            for (const form of formsOf(path)) {
                this.exact.add(form);
                for (const p of parents(form))
                    this.holders.add(p);
            }
    }
    /** Whether a change (its forms, from `formsOf`) is an input, inside one, or holds one. */
    touches(change) {
        for (const c of change) {
            if (this.exact.has(c) || this.holders.has(c))
                return true;
            for (const p of parents(c))
                if (this.exact.has(p))
                    return true;
            if (this.globs.some((g) => g.test(c)))
                return true;
        }
        return false;
    }
}
/** Whether `path` is `dir` or inside it. */
const within = (path, dir) => path === dir || path.startsWith(dir.endsWith(external_node_path_.sep) ? dir : dir + external_node_path_.sep);

;// CONCATENATED MODULE: ./src/engine/impact-skill.ts
// What a skill folder reads from outside itself, for impact selection (engine/impact.ts): the
// targets of the symlinks inside it, and the files its markdown names, in a link
// (`[text](../shared/x.md)`, existing or not: a deleted target is a change) or in prose and code
// spans (`see shared/rules.md`, `` `tools/lint.sh` ``: when that path exists, relative to the
// markdown file, the skill folder or the repository root). A folder Parley cannot read
// completely throws ImpactInputError, and the tasks that load it run.



/** Reading a task's inputs failed: the task runs, with this as the reason. */
class ImpactInputError extends Error {
}
const MAX_ENTRIES = 5000;
const MAX_MARKDOWN_BYTES = 1_000_000;
const MARKDOWN = /\.(md|mdx|markdown)$/i;
/** The paths outside `dir` that the skill folder `dir` reads; `root` is the repository's. */
function skillReferences(dir, root) {
    const out = new Set();
    const real = realOrSelf(dir);
    // The folders holding the skill (the repository, `skills/`) are never one of its inputs.
    const holders = new Set();
    for (let d = (0,external_node_path_.dirname)(dir); d !== (0,external_node_path_.dirname)(d); d = (0,external_node_path_.dirname)(d))
        holders.add(d);
    holders.add(root);
    const add = (target) => {
        if (within(target, dir) || within(target, real) || holders.has(target))
            return;
        out.add(target);
    };
    let entries = 0;
    const walk = (d, depth) => {
        if (depth > 12)
            throw new ImpactInputError(`${d}: folders nested too deep to read`);
        let list;
        try {
            list = (0,external_node_fs_.readdirSync)(d, { withFileTypes: true });
        }
        catch (error) {
            if (error.code === 'ENOENT' && d === dir)
                return;
            throw new ImpactInputError(`${d}: cannot read (${error.message})`);
        }
        for (const e of list) {
            if (++entries > MAX_ENTRIES)
                throw new ImpactInputError(`${dir}: more than ${MAX_ENTRIES} files to read`);
            if (e.name === 'node_modules' || e.name === '.git')
                continue;
            const path = (0,external_node_path_.join)(d, e.name);
            if (e.isSymbolicLink()) {
                // What the link points to is what the agent reads; a dangling link is still a name.
                add(realOrSelf(path));
                if (MARKDOWN.test(e.name) && isFile(path))
                    markdown(path);
            }
            else if (e.isDirectory())
                walk(path, depth + 1);
            else if (e.isFile() && MARKDOWN.test(e.name))
                markdown(path);
        }
    };
    const markdown = (file) => {
        if ((0,external_node_fs_.statSync)(file).size > MAX_MARKDOWN_BYTES)
            throw new ImpactInputError(`${file}: larger than ${MAX_MARKDOWN_BYTES} bytes`);
        const text = (0,external_node_fs_.readFileSync)(file, 'utf8');
        for (const target of linkTargets(text, file))
            add(target);
        for (const target of namedInProse(text, [(0,external_node_path_.dirname)(file), dir, root]))
            add(target);
    };
    walk(dir, 0);
    return [...out];
}
/** The local targets of the markdown links in `text` (of `file`), as absolute paths. */
function linkTargets(text, file) {
    const targets = [];
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>#?]+)[^)]*\)/g)) {
        const raw = m[1];
        if (/^[a-z][\w+.-]*:/i.test(raw) || raw.startsWith('/'))
            continue;
        let target;
        try {
            target = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(file), decodeURI(raw));
        }
        catch {
            // Not a valid escape (`50%off.md`): the name as written, if a file has it.
            target = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(file), raw);
            if (!(0,external_node_fs_.existsSync)(target))
                throw new ImpactInputError(`${file}: the link target "${raw.slice(0, 200)}" is malformed`);
        }
        targets.push(target);
    }
    return targets;
}
/** Words of `text` that look like a path (a slash or an extension) and exist under `dirs`. */
function namedInProse(text, dirs) {
    const found = [];
    const seen = new Set();
    for (const raw of text.split(/[\s`'"()[\]<>{}|*,;]+/)) {
        const word = raw.replace(/[.:!?]+$/, '').replace(/^[:!?]+/, '');
        if (!word || seen.has(word) || word.length > 300)
            continue;
        seen.add(word);
        if (!/[/\\]|\.\w{1,8}$/.test(word) || /^[a-z][\w+.-]*:/i.test(word))
            continue;
        for (const d of dirs) {
            const candidate = (0,external_node_path_.resolve)(d, word);
            if ((0,external_node_fs_.existsSync)(candidate)) {
                found.push(candidate);
                break;
            }
        }
    }
    return found;
}
function realOrSelf(path) {
    try {
        return (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return path;
    }
}
function isFile(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isFile();
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/engine/impact-scripts.ts
// What a script named by a setting reads, for impact selection (engine/impact.ts). A script (a
// program grader's, a script assertion's, an MCP server's, an agent's) counts with its tree:
// its own folder and everything below it, or, when that folder is the suite's folder or one
// holding it (the repository root), the files directly in that folder (its sub-folders are
// other tasks' files). Then what it loads, where a plain reading of the file can tell:
// `source`/`.` and the paths a shell script names, Python's `import`/`from x import`, and
// JavaScript's `require`/`import` of a relative path; those files count (not their folders),
// and what they load in turn. A module found by name elsewhere (node_modules, site-packages) is
// covered by the package manifests and lockfiles, whose change re-runs every task.




const MAX_SCRIPTS = 200;
const MAX_SCRIPT_BYTES = 1_000_000;
const JS_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx', '.json'];
/** A word of a command line as a path: quotes, shell punctuation and `--opt=` taken off. */
function pathWord(word) {
    let w = word.replace(/^[("'`]+|[)"'`;&|,]+$/g, '');
    const eq = /^--?[\w-]+=(.+)$/.exec(w);
    if (eq)
        w = eq[1];
    if (!w || w.startsWith('-') || /^\w+:\/\//.test(w) || w.length > 500)
        return undefined;
    return /[/\\]|\.\w{1,8}$/.test(w) ? w : undefined;
}
/** The existing paths inside `root` that `words` name (absolute, or relative to one of `dirs`). */
function namedInRoot(words, dirs, root) {
    const found = [];
    for (const word of words) {
        const w = pathWord(word);
        if (!w)
            continue;
        for (const c of (0,external_node_path_.isAbsolute)(w) ? [w] : dirs.map((d) => (0,external_node_path_.resolve)(d, w))) {
            if (within(c, root) && c !== root && (0,external_node_fs_.existsSync)(c)) {
                found.push(c);
                break;
            }
        }
    }
    return found;
}
function languageOf(file, head) {
    const ext = (0,external_node_path_.extname)(file).toLowerCase();
    if (['.sh', '.bash', '.zsh', '.ksh'].includes(ext))
        return 'shell';
    if (ext === '.py')
        return 'python';
    if (JS_EXTENSIONS.includes(ext) && ext !== '.json')
        return 'javascript';
    const bang = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(head);
    if (!bang)
        return undefined;
    const interpreter = (bang[1].endsWith('/env') ? (bang[2] ?? '') : bang[1]).split('/').pop();
    if (/^(ba|z|k|da)?sh$/.test(interpreter))
        return 'shell';
    if (/^python/.test(interpreter))
        return 'python';
    if (/^(node|deno|bun|tsx)$/.test(interpreter))
        return 'javascript';
    return undefined;
}
/**
 * The files a named script reads: its tree (see above) and what it loads, transitively.
 * `containers` are the suite's folder and the folders holding it; `cwd` where it runs from.
 */
function scriptInputs(file, containers, cwd, root) {
    const out = new Set();
    const folder = (0,external_node_path_.dirname)(file);
    if (containers.has(folder)) {
        for (const e of (0,external_node_fs_.readdirSync)(folder, { withFileTypes: true }))
            if (!e.isDirectory())
                out.add((0,external_node_path_.join)(folder, e.name));
    }
    else
        out.add(folder);
    const queue = [file];
    const seen = new Set(queue);
    while (queue.length) {
        const script = queue.shift();
        out.add(script);
        for (const target of loads(script, cwd, root)) {
            if (seen.has(target))
                continue;
            if (seen.size >= MAX_SCRIPTS)
                throw new ImpactInputError(`${file}: loads more than ${MAX_SCRIPTS} files`);
            seen.add(target);
            queue.push(target);
        }
    }
    return [...out];
}
/** The files inside `root` that `script` loads, by its language; none for a data file. */
function loads(script, cwd, root) {
    const fail = (error) => {
        throw new ImpactInputError(`${script}: cannot read (${error.message})`);
    };
    let stat;
    try {
        stat = (0,external_node_fs_.statSync)(script);
    }
    catch (error) {
        fail(error);
    }
    if (!stat.isFile())
        return [];
    // A data file (a fixture, expected output) loads nothing: only a script is read through.
    let language = languageOf(script, '');
    if (!language && !(0,external_node_path_.extname)(script))
        language = languageOf(script, firstBytes(script, fail));
    if (!language)
        return [];
    if (stat.size > MAX_SCRIPT_BYTES)
        throw new ImpactInputError(`${script}: a script larger than ${MAX_SCRIPT_BYTES} bytes`);
    let text = '';
    try {
        text = (0,external_node_fs_.readFileSync)(script, 'utf8');
    }
    catch (error) {
        fail(error);
    }
    const here = (0,external_node_path_.dirname)(script);
    const inRoot = (paths) => paths.filter((p) => within(p, root) && p !== root);
    if (language === 'shell') {
        // `source "$(dirname "$0")/lib/x.sh"`: what follows the variable is beside the script.
        const words = text
            .split(/\s+/)
            .map((w) => w.replace(/^["']?(?:\$\([^)]*\)|\$\{[^}]*\}|\$\w+)["']?\//, './'));
        return inRoot(namedInRoot(words, [here, ...cwd, root], root));
    }
    if (language === 'python')
        return inRoot(pythonImports(text, here, [here, ...cwd, root]));
    if (language === 'javascript')
        return inRoot(jsImports(text, here));
    return [];
}
/** The first bytes of a file without an extension, for its `#!` line. */
function firstBytes(file, fail) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, 'r');
        const buffer = Buffer.alloc(200);
        return buffer.toString('utf8', 0, (0,external_node_fs_.readSync)(fd, buffer, 0, 200, 0));
    }
    catch (error) {
        return fail(error);
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}
function firstExisting(candidates) {
    return candidates.find((c) => {
        try {
            return (0,external_node_fs_.statSync)(c).isFile();
        }
        catch {
            return false;
        }
    });
}
function pythonImports(text, here, bases) {
    const found = [];
    const module = (base, dotted) => {
        const path = (0,external_node_path_.join)(base, ...dotted.split('.').filter(Boolean));
        return firstExisting([`${path}.py`, (0,external_node_path_.join)(path, '__init__.py')]);
    };
    const lookUp = (dotted, from) => {
        for (const base of from) {
            const hit = module(base, dotted);
            if (hit)
                return found.push(hit);
        }
    };
    for (const m of text.matchAll(/^[ \t]*import[ \t]+([\w., \t]+)/gm))
        for (const name of m[1].split(',')) {
            const dotted = name.trim().split(/\s+/)[0];
            // `import a.b`: a/b.py, or a/__init__.py when b is an attribute.
            const parts = dotted.split('.');
            for (let n = parts.length; n > 0; n--)
                if (lookUp(parts.slice(0, n).join('.'), bases))
                    break;
        }
    for (const m of text.matchAll(/^[ \t]*from[ \t]+(\.*)([\w.]*)[ \t]+import[ \t]+\(?([\w., \t]+)/gm)) {
        const dots = m[1].length;
        let from = bases;
        if (dots) {
            let base = here;
            for (let i = 1; i < dots; i++)
                base = (0,external_node_path_.dirname)(base);
            from = [base];
        }
        const pkg = m[2];
        if (pkg)
            lookUp(pkg, from);
        for (const name of m[3].split(',')) {
            const n = name.trim().split(/\s+/)[0];
            if (n && n !== '*')
                lookUp(pkg ? `${pkg}.${n}` : n, from);
        }
    }
    return found;
}
function jsImports(text, here) {
    const found = [];
    const patterns = [
        /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
        /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
        /\bimport\s*\(?\s*['"]([^'"]+)['"]/g,
    ];
    for (const re of patterns)
        for (const m of text.matchAll(re)) {
            const spec = m[1];
            if (!spec.startsWith('.') && !spec.startsWith('/'))
                continue;
            const base = (0,external_node_path_.resolve)(here, spec);
            const hit = firstExisting([
                base,
                ...JS_EXTENSIONS.map((e) => base + e),
                ...JS_EXTENSIONS.map((e) => (0,external_node_path_.join)(base, `index${e}`)),
                // TypeScript's `./x.js` for x.ts.
                base.replace(/\.[cm]?js$/, '.ts'),
            ]);
            if (hit)
                found.push(hit);
        }
    return found;
}

// EXTERNAL MODULE: ./src/engine/task-identity.ts
var task_identity = __webpack_require__(7412);
;// CONCATENATED MODULE: ./src/engine/impact.ts
// Impact selection: on a pull request (or `parley run --changed-since REF`), a task none of whose
// inputs changed is not re-run. A task's inputs are the files Parley knows it reads: its suite
// file and task file (or JSONL file), prompt_file, the skill folders it loads with what their
// symlinks point to and the files their markdown names (impact-skill.ts), instruction files,
// fixtures and repos, every path its graders, assertions, MCP servers and agent settings name,
// each script among them with its tree and what it loads (impact-scripts.ts), the agent-context
// files an ACP agent may read, and the `paths:` its author added. Inputs and changes compare by
// real path, and a change at a folder, symlink or gitlink touches what is under it
// (impact-paths.ts). It fails closed: what Parley cannot attribute to a task (the project file,
// the workflows, package manifests and lockfiles, .gitmodules, `impact.always` of the base or
// the head) re-runs every task, and so does a change set it could not compute; a task whose
// inputs could not all be read, or whose command names no file of the repository (`python3 -m
// x`, `npx my-agent`), runs. A task also runs when the baseline has no results of it, or has
// them under another identity (another model, Parley version or definition).









/** Changes to these re-run everything: action inputs and Parley's version live in workflows. */
const ALWAYS = ['.github/workflows/**', '.github/actions/**'];
/**
 * Files whose change re-runs everything wherever they are: the project file (added, changed or
 * deleted), package manifests and lockfiles (what `npx my-agent`, a grader's `import` or an MCP
 * server's `require` resolves to), and .gitmodules.
 */
const EVERYWHERE = new Set([
    ...project_file/* PROJECT_FILES */._F,
    '.gitmodules',
    'package.json',
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    '.yarnrc.yml',
    '.pnpmfile.cjs',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    'bun.lock',
    'bun.lockb',
    'deno.json',
    'deno.jsonc',
    'deno.lock',
    '.npmrc',
    '.nvmrc',
    '.node-version',
    '.python-version',
    '.tool-versions',
    'pyproject.toml',
    'setup.py',
    'setup.cfg',
    'Pipfile',
    'Pipfile.lock',
    'poetry.lock',
    'uv.lock',
    'go.mod',
    'go.sum',
    'Cargo.toml',
    'Cargo.lock',
    'Gemfile',
    'Gemfile.lock',
    'composer.json',
    'composer.lock',
]);
/** requirements.txt, requirements-dev.txt, requirements/base.txt and the like. */
const REQUIREMENTS = /(^|\/)requirements[^/]*\.(txt|in)$|(^|\/)requirements\/[^/]+\.(txt|in)$/;
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
/** The inputs listed per task not re-run, in the report and on the console. */
const SHOWN_INPUTS = 12;
const key = (suite, taskId) => `${suite}\u0000${taskId}`;
/** The pooled identity a summary records for this task (results/summary.ts). */
function headIdentity(suite, task) {
    return (0,summary/* pooledIdentity */.iy)((0,task_identity/* taskIdentity */.q)(suite, task));
}
/**
 * Every input Parley knows `task` reads; `root` is the repository's. Throws ImpactInputError
 * (or any error) when they cannot all be read: the caller then runs the task.
 */
function taskInputs(suite, task, root) {
    const paths = new Set([suite.file, task.source.file]);
    if (task.promptFile)
        paths.add(task.promptFile);
    for (const dir of task.skillDirectories) {
        paths.add(dir);
        for (const linked of referencesOf(dir, root))
            paths.add(linked);
    }
    for (const file of task.instructionFiles)
        paths.add(file.source);
    for (const file of task.files)
        if (file.source)
            paths.add(file.source);
    for (const repo of task.repos)
        if ((0,external_node_path_.isAbsolute)(repo.source))
            paths.add(repo.source);
    const containers = holding([suite.dir, root]);
    const cwd = [suite.dir];
    // Paths named in settings: program graders, script assertions, MCP servers, an agent command.
    const named = [
        suite.graders,
        (0,model/* taskGraders */.SM)(task),
        task.assertions,
        task.checkpoints,
        task.plan,
        task.agent,
        suite.config.mcpServers,
    ];
    for (const path of namedPaths(named, [suite.dir, root], containers)) {
        paths.add(path);
        if (impact_isFile(path))
            for (const p of scriptInputs(path, containers, cwd, root))
                paths.add(p);
    }
    for (const g of [...suite.graders, ...(0,model/* taskGraders */.SM)(task)]) {
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
    // A command that names no file of the repository runs something Parley cannot see.
    const blind = commandsOf(suite, task).find((words) => !namedInRoot(words, [suite.dir, root], root).length);
    return {
        paths: [...paths],
        globs: [...(suite.paths ?? []), ...(task.paths ?? [])],
        ...(blind
            ? {
                unattributed: `the command "${blind.join(' ').slice(0, 120)}" names no file of the repository`,
            }
            : {}),
    };
}
/** The command lines a task runs: program graders, script assertions, MCP servers, an ACP agent. */
function commandsOf(suite, task) {
    const commands = [];
    for (const g of [...suite.graders, ...(0,model/* taskGraders */.SM)(task)]) {
        if (g.type !== 'program')
            continue;
        const c = g.config;
        if (typeof c.command === 'string')
            commands.push([c.command, ...(Array.isArray(c.args) ? c.args.map(String) : [])]);
    }
    const visit = (value, depth) => {
        if (depth > 12 || !value || typeof value !== 'object')
            return;
        if (Array.isArray(value))
            return value.forEach((v) => visit(v, depth + 1));
        const a = value;
        if (a.type === 'script') {
            const line = typeof a.script === 'string' ? a.script : a.value;
            if (typeof line === 'string')
                commands.push(line.split(/\s+/).filter(Boolean));
            return;
        }
        for (const v of Object.values(value))
            visit(v, depth + 1);
    };
    visit([task.assertions, task.checkpoints, task.plan], 0);
    for (const server of suite.config.mcpServers)
        if (server.command)
            commands.push([server.command, ...server.args]);
    if (task.agent.executor === 'acp')
        commands.push([task.agent.command, ...task.agent.args]);
    return commands;
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
    referenceCache.clear();
    const { root, files } = change;
    const since = { since: change.since };
    const unattributed = unattributedChange(root, files, project, change.baseAlways ?? []);
    if (unattributed)
        return { ...everything(unattributed, files.length), ...since };
    if (typeof base === 'string')
        return { ...everything(base, files.length), ...since };
    const changes = files.map(formsOf);
    const run = [];
    const notRerun = [];
    const blind = [];
    let runAnyway = 0;
    for (const suite of suites) {
        for (const task of suite.tasks) {
            let inputs;
            let why;
            try {
                inputs = taskInputs(suite, task, root);
                why = inputs.unattributed;
            }
            catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                why = `its inputs could not all be read: ${shorten(message, root)}`;
            }
            if (why) {
                run.push({ suite: suite.name, taskId: task.id });
                blind.push({ suite: suite.name, task_id: task.id, reason: why });
                continue;
            }
            const index = new InputIndex(inputs.paths, inputs.globs.map(globRegExp));
            const changed = changes.some((c) => index.touches(c));
            const standIn = base === undefined ||
                (base.has(key(suite.name, task.id)) &&
                    base.get(key(suite.name, task.id)) === headIdentity(suite, task));
            if (changed || !standIn) {
                run.push({ suite: suite.name, taskId: task.id });
                if (!changed)
                    runAnyway++;
            }
            else {
                notRerun.push({
                    suite: suite.name,
                    task_id: task.id,
                    task_name: task.name,
                    ...considered(inputs, root),
                });
            }
        }
    }
    return {
        changed: files.length,
        ...since,
        run,
        notRerun,
        runAnyway,
        ...(blind.length ? { unattributed: blind } : {}),
    };
}
/** Why a change re-runs every task (a file no task's inputs can account for), or undefined. */
function unattributedChange(root, files, project, baseAlways) {
    const always = [
        ...(project.file ? [project.file] : []),
        ...[...ALWAYS, ...(project.impactAlways ?? []), ...baseAlways].map((g) => (0,external_node_path_.resolve)(root, g)),
    ];
    for (const f of files) {
        const rel = (0,external_node_path_.relative)(root, f);
        if (project_file/* PROJECT_FILES */._F.includes((0,external_node_path_.basename)(f)))
            return `${rel} changed, which Parley cannot attribute to a task`;
        if (EVERYWHERE.has((0,external_node_path_.basename)(f)) || REQUIREMENTS.test(rel.split(external_node_path_.sep).join('/')))
            return `${rel} changed: a package manifest, lockfile or .gitmodules can change what any agent, grader or MCP server runs`;
        if (always.some((a) => f === a || globRegExp(a).test(f) || f.startsWith(a + external_node_path_.sep)))
            return `${rel} changed, which Parley cannot attribute to a task`;
    }
    return undefined;
}
/** The inputs shown for a task not re-run: relative to the root, the first few. */
function considered(inputs, root) {
    const realRoot = realForm(root);
    const all = [
        ...inputs.paths.filter(external_node_fs_.existsSync).map((p) => {
            // Through a symlink: the folder it is, too (a checkout under a symlinked path is not one).
            const rel = (0,external_node_path_.relative)(root, p) || '.';
            const real = realForm(p);
            const realRel = within(real, realRoot) ? (0,external_node_path_.relative)(realRoot, real) || '.' : real;
            return realRel === rel ? rel : `${rel} (${realRel})`;
        }),
        ...inputs.globs.map((g) => (0,external_node_path_.relative)(root, g)),
    ];
    const unique = [...new Set(all)];
    return {
        inputs: unique.slice(0, SHOWN_INPUTS),
        ...(unique.length > SHOWN_INPUTS ? { more_inputs: unique.length - SHOWN_INPUTS } : {}),
    };
}
const shorten = (message, root) => message
    .split(root + external_node_path_.sep)
    .join('')
    .slice(0, 300);
function impact_isFile(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isFile();
    }
    catch {
        return false;
    }
}
/** `dirs` and every folder holding them: never an input of their own (they hold everything). */
function holding(dirs) {
    const containers = new Set();
    for (const dir of dirs)
        for (let d = dir;; d = (0,external_node_path_.dirname)(d)) {
            containers.add(d);
            if ((0,external_node_path_.dirname)(d) === d)
                break;
        }
    return containers;
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
 * of `dirs`): a word with a slash or an extension, in a command line or a value. The folders
 * that hold the suite (or the repository) are never an input.
 */
function namedPaths(values, dirs, containers) {
    const found = new Set();
    const visit = (value, depth) => {
        if (depth > 12)
            return;
        if (typeof value === 'string') {
            if (value.length > 1000 || value.includes('\n'))
                return;
            for (const raw of value.split(/\s+/)) {
                const word = pathWord(raw);
                if (!word)
                    continue;
                const candidates = (0,external_node_path_.isAbsolute)(word) ? [word] : dirs.map((d) => (0,external_node_path_.resolve)(d, word));
                for (const c of candidates)
                    if (!containers.has(c) && (0,external_node_fs_.existsSync)(c))
                        found.add(c);
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
// Many tasks share a skill folder: it is read once a selection (an error is kept and rethrown).
const referenceCache = new Map();
function referencesOf(dir, root) {
    let refs = referenceCache.get(dir);
    if (!refs) {
        try {
            refs = skillReferences(dir, root);
        }
        catch (error) {
            refs = error instanceof Error ? error : new ImpactInputError(String(error));
        }
        referenceCache.set(dir, refs);
    }
    if (refs instanceof Error)
        throw refs;
    return refs;
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
;