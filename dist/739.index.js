export const id = 739;
export const ids = [739,31,612];
export const modules = {

/***/ 9332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   taskFilterMatches: () => (/* binding */ taskFilterMatches)
/* harmony export */ });
/* harmony import */ var _shared_task_filter_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74891);
// Whether a task filter (an id or a name, `*` wildcards, case-insensitive) picks a task. Apart
// from plan.ts, which loads it (and re2js, shared/task-filter.ts) only for a job with a filter.

function taskFilterMatches(filter, task) {
    return (0,_shared_task_filter_js__WEBPACK_IMPORTED_MODULE_0__/* .filterMatches */ .w)(filter, [task.id, task.name]);
}


/***/ }),

/***/ 34793:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ annotateConfigErrors)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
// Configuration errors as annotations on the user's files, so they show in the PR's diff view.

function annotateConfigErrors(errors) {
    for (const e of errors) {
        const where = e.path ? `${e.path}: ` : '';
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(`${where}${e.message}`, {
            title: 'Parley configuration error',
            file: e.file,
            startLine: e.line || undefined,
            startColumn: e.column || undefined,
        });
    }
}


/***/ }),

/***/ 29031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commandMode: () => (/* binding */ commandMode),
  pullRequestOfComment: () => (/* binding */ pullRequestOfComment)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/shared/strings.ts
var strings = __webpack_require__(65839);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/shared/git.ts
// Asks the git checkout at `cwd` one question; undefined when there is no git, no checkout or no
// answer within 5 s (a CLI run outside a repository, a workspace that is not a clone).

function git(cwd, args) {
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
    return git(cwd, ['rev-parse', 'HEAD']);
}

// EXTERNAL MODULE: ./src/github/acceptance-store.ts
var acceptance_store = __webpack_require__(44368);
// EXTERNAL MODULE: ./src/github/acceptance-verify.ts
var acceptance_verify = __webpack_require__(45132);
// EXTERNAL MODULE: ./src/github/command-parse.ts
var command_parse = __webpack_require__(26900);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __webpack_require__(66417);
;// CONCATENATED MODULE: ./src/github/command-mode.ts
// mode: command — a `/parley` command in a pull-request comment (an issue_comment workflow).
// Who is obeyed comes from the API (the event's comment author's permission on the repository),
// never from the comment's text: admin, maintain and write; anyone else gets a reply and the
// step stays green. Comments by bots (Parley's own included), edits, and comments on issues are
// ignored quietly, so Parley never answers itself.
// - accept: refused when the head was pushed after the comment (the commenter did not see it);
//   else records {tasks, by, reason, head_sha, at, comment_id} in the pull request's acceptances comment
//   (acceptance-store.ts), then re-runs the failed jobs of the newest run of the `pr-workflow`
//   on the head commit: that job reads the acceptances and passes when only accepted tasks regressed.
// - rerun: only says what to run (outputs `command`, `tasks`, `trials`, `head-sha`): the workflow's
//   next steps check out the head commit — after this permission check — and run `mode: run`
//   with those tasks; run mode on an issue_comment event reports to the comment's pull request.








const shortSha = (sha) => sha.slice(0, 7);
async function commandMode(settings, context) {
    const comment = context.comment;
    if (!comment) {
        throw new Error(`mode: command runs on issue_comment events (this is a "${context.eventName || 'unknown'}" event)`);
    }
    core/* setOutput */.uH('command', '');
    if (comment.action !== 'created' || !comment.onPullRequest) {
        core/* info */.pq('parley: not a new comment on a pull request: nothing to do');
        return;
    }
    if (comment.userType === 'Bot' || comment.login.endsWith('[bot]')) {
        core/* info */.pq(`parley: a comment by ${comment.login} (a bot): ignored`);
        return;
    }
    const parsed = (0,command_parse/* parseCommand */.RM)(comment.body);
    if (!parsed) {
        core/* info */.pq('parley: the comment is not a /parley command');
        return;
    }
    if (!settings.githubToken)
        throw new Error('mode: command needs the "github-token" input');
    const octokit = (0,rest/* octokitFor */.d_)(settings.githubToken);
    const repo = { owner: context.owner, repo: context.repo };
    const number = comment.issueNumber;
    const who = comment.login.replace(/[^A-Za-z0-9-[\]]/g, '');
    const permission = await (0,rest/* permissionOf */.Fp)(octokit, repo, comment.login);
    if (!(0,rest/* canWrite */._4)(permission)) {
        core/* notice */.lm(`parley: ${who} has "${permission.role || permission.permission}" permission: the command is not obeyed`);
        await (0,rest/* reply */.Tm)(octokit, repo, number, `@${who}: only collaborators with write access to this repository can run \`/parley\` commands; nothing was done.`);
        return;
    }
    await (0,rest/* react */.wv)(octokit, repo, comment.id, 'eyes');
    if ('error' in parsed) {
        await (0,rest/* reply */.Tm)(octokit, repo, number, `@${who}: ${parsed.error}. Usage:\n\n${command_parse/* USAGE */.u_}`);
        await (0,rest/* react */.wv)(octokit, repo, comment.id, 'confused');
        return;
    }
    const pr = await (0,rest/* getPullRequest */.T9)(octokit, repo, number);
    if (pr.state !== 'open') {
        await (0,rest/* reply */.Tm)(octokit, repo, number, `@${who}: pull request #${number} is not open.`);
        return;
    }
    const { command } = parsed;
    core/* setOutput */.uH('pr-number', String(number));
    core/* setOutput */.uH('head-sha', pr.headSha);
    if (command.verb === 'rerun') {
        core/* setOutput */.uH('command', 'rerun');
        core/* setOutput */.uH('tasks', command.tasks.join(','));
        core/* setOutput */.uH('trials', command.trials ? String(command.trials) : '');
        core/* info */.pq(`parley: ${who} asked to re-run ${command.tasks.join(', ')} on ${shortSha(pr.headSha)}`);
        await (0,rest/* react */.wv)(octokit, repo, comment.id, 'rocket');
        return;
    }
    // The head the commenter saw: a commit pushed after the comment is not accepted unreviewed.
    const { data: asked } = await octokit.rest.issues.getComment({ ...repo, comment_id: comment.id });
    const seen = await (0,acceptance_verify/* headSeenAt */.F)(octokit, repo, pr.headSha);
    if (seen !== undefined && Date.parse(asked.created_at) < seen) {
        core/* notice */.lm(`parley: the head moved to ${shortSha(pr.headSha)} after the comment: nothing accepted`);
        await (0,rest/* reply */.Tm)(octokit, repo, number, `@${who}: the pull request's head moved to \`${shortSha(pr.headSha)}\` after your comment, so nothing was accepted; read its report and comment again.`);
        await (0,rest/* react */.wv)(octokit, repo, comment.id, 'confused');
        return;
    }
    core/* setOutput */.uH('command', 'accept');
    core/* setOutput */.uH('tasks', command.all ? 'all' : command.tasks.join(','));
    const target = { token: settings.githubToken, ...repo, issueNumber: number };
    const url = await (0,acceptance_store/* recordAcceptance */.hb)(target, {
        tasks: command.tasks,
        all: command.all,
        by: comment.login,
        reason: (0,strings/* truncate */.xv)(command.reason, acceptance_store/* MAX_REASON */.ix),
        head_sha: pr.headSha,
        at: new Date().toISOString(),
        comment_id: comment.id,
    });
    core/* info */.pq(`parley: recorded the acceptance of ${who} for ${shortSha(pr.headSha)}: ${url}`);
    await (0,rest/* react */.wv)(octokit, repo, comment.id, '+1');
    await rerunCheck(settings, octokit, repo, pr.headSha, number, who, context);
}
/** The check reflects the acceptance: its failed jobs run again and read the acceptances. */
async function rerunCheck(settings, octokit, repo, headSha, number, who, context) {
    if (!settings.prWorkflow) {
        core/* notice */.lm('parley: the "pr-workflow" input is empty: re-run the failed Parley job of the pull request for the acceptance to apply');
        return;
    }
    try {
        const run = await (0,rest/* rerunFailedCheck */.MT)(octokit, repo, settings.prWorkflow, headSha);
        if (run === undefined) {
            core/* info */.pq(`parley: no failed run of ${settings.prWorkflow} on ${shortSha(headSha)}: the next run reads the acceptance`);
        }
        else {
            core/* info */.pq(`parley: re-running the failed jobs of run ${run} (${settings.prWorkflow})`);
        }
    }
    catch (error) {
        const message = error.message;
        core/* warning */.$e(`parley: could not re-run the failed check: ${message} (needs \`actions: write\`)`);
        const link = (0,github_context/* runUrl */.Vp)(context);
        await (0,rest/* reply */.Tm)(octokit, repo, number, `@${who}: the acceptance is recorded, but the failed check could not be re-run (${(0,strings/* truncate */.xv)(message, 200)}); re-run it by hand.${link ? ` ${link}` : ''}`).catch(() => undefined);
    }
}
/**
 * Run mode on an issue_comment event (the `rerun` command's run step): the pull request the
 * comment is on, read from the API (the event carries no head or base commit).
 */
async function pullRequestOfComment(settings, context) {
    if (context.pullRequest || !context.comment?.onPullRequest || !settings.githubToken) {
        return context;
    }
    const repo = { owner: context.owner, repo: context.repo };
    const pr = await (0,rest/* getPullRequest */.T9)((0,rest/* octokitFor */.d_)(settings.githubToken), repo, context.comment.issueNumber);
    const { state: _state, ...pullRequest } = pr;
    // The results are of the code that ran: the commit checked out, when the head moved on since
    // the command (a push between the command step and this one) or another ref was checked out.
    const ran = context.workspace ? checkedOutCommit(context.workspace) : undefined;
    if (ran && ran !== pr.headSha) {
        core/* warning */.$e(`parley: pull request #${pr.number}'s head is ${shortSha(pr.headSha)} but the checkout is ${shortSha(ran)}: the results are of the checked-out commit`);
        pullRequest.headSha = ran;
    }
    return { ...context, pullRequest };
}


/***/ }),

/***/ 79739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  configErrors: () => (/* binding */ configErrors),
  noSuites: () => (/* binding */ noSuites),
  runMode: () => (/* binding */ runMode)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/engine/interrupt.ts
var interrupt = __webpack_require__(91649);
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

// EXTERNAL MODULE: ./src/engine/task-filter.ts
var task_filter = __webpack_require__(9332);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/engine/base-guard.ts
// The base checkout held still while it is measured: the head's code runs in the same job (its
// graders, its agents' commands) as the same user, so it could rewrite the base's graders or
// skills and turn a real drop into "no regression". The worktree is made read-only once it is
// checked out (the base runs' own workspaces are temporary directories elsewhere), and before
// and after every stage of base runs each tracked file under the suites and skills is held
// against the commit itself (git's blob id of its content), files added there included. Write
// bits are given back before the worktree is removed.





/** The guard of the worktree at `dir`, checked out at `sha`. */
function baseGuard(dir, sha) {
    return {
        async modified(roots) {
            const inside = [
                ...new Set(roots
                    .map((root) => (0,external_node_path_.relative)(dir, root))
                    .filter((rel) => !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel))
                    .map((rel) => rel.split(external_node_path_.sep).join('/'))),
            ];
            if (!inside.length)
                return [];
            // An empty relative path is the whole worktree.
            const pathspecs = inside.map((rel) => rel || '.');
            const tree = await committedTree(dir, sha, pathspecs);
            const changed = new Set();
            for (const [path, entry] of tree) {
                if (!(await matches((0,external_node_path_.join)(dir, path), entry)))
                    changed.add(path);
            }
            for (const rel of inside) {
                for (const path of await filesUnder(dir, rel))
                    if (!tree.has(path))
                        changed.add(path);
            }
            return [...changed].sort();
        },
    };
}
/** `git ls-tree -r` of the commit, limited to `pathspecs`: path → mode and blob id. */
async function committedTree(dir, sha, pathspecs) {
    const out = await new Promise((resolve, reject) => (0,external_node_child_process_.execFile)('git', ['ls-tree', '-r', '-z', '--full-tree', sha, '--', ...pathspecs], { cwd: dir, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(stdout))));
    const tree = new Map();
    for (const line of out.split('\0')) {
        // "<mode> <type> <object>\t<path>"
        const tab = line.indexOf('\t');
        if (tab < 0)
            continue;
        const [mode, type, blob] = line.slice(0, tab).split(' ');
        // A submodule's commit is not checked out into the worktree: nothing to compare.
        if (type !== 'blob' || !mode || !blob)
            continue;
        tree.set(line.slice(tab + 1), { mode, blob });
    }
    return tree;
}
/** The file on disk has the committed content (a symlink: the committed target). */
async function matches(file, entry) {
    const stat = await (0,promises_.lstat)(file).catch(() => undefined);
    if (!stat)
        return false;
    let content;
    if (entry.mode === '120000') {
        if (!stat.isSymbolicLink())
            return false;
        content = Buffer.from(await (0,promises_.readlink)(file), 'utf8');
    }
    else {
        if (!stat.isFile())
            return false;
        // An executable bit turned on or off changes what runs.
        if ((entry.mode === '100755') !== ((stat.mode & 0o100) !== 0))
            return false;
        content = await (0,promises_.readFile)(file);
    }
    return blobId(content, entry.blob.length === 64 ? 'sha256' : 'sha1') === entry.blob;
}
/** git's object id of a blob with this content. */
function blobId(content, algorithm) {
    return (0,external_node_crypto_.createHash)(algorithm).update(`blob ${content.length}\0`).update(content).digest('hex');
}
/** Every file and symlink at or below `rel` (relative to `dir`), '/'-separated; none for a path that is gone. */
async function filesUnder(dir, rel) {
    const found = [];
    const walk = async (path) => {
        // The worktree's own link to the repository (a file) and any nested repository.
        if (path === '.git' || path.endsWith('/.git'))
            return;
        const full = (0,external_node_path_.join)(dir, path);
        const stat = await (0,promises_.lstat)(full).catch(() => undefined);
        if (!stat)
            return;
        if (!stat.isDirectory()) {
            found.push(path);
            return;
        }
        const entries = await (0,promises_.readdir)(full).catch(() => []);
        for (const name of entries)
            await walk(path ? `${path}/${name}` : name);
    };
    await walk(rel);
    return found;
}
/** Write bits off (or back on) for every file and directory of the tree; symlinks are left alone. */
async function setWritable(dir, writable) {
    const walk = async (path) => {
        const stat = await (0,promises_.lstat)(path).catch(() => undefined);
        if (!stat || stat.isSymbolicLink())
            return;
        // Down the tree before taking a directory's write bit, up the tree after giving it back.
        if (writable)
            await (0,promises_.chmod)(path, stat.mode | 0o200).catch(() => undefined);
        if (stat.isDirectory()) {
            const entries = await (0,promises_.readdir)(path).catch(() => []);
            for (const name of entries)
                await walk((0,external_node_path_.join)(path, name));
        }
        if (!writable)
            await (0,promises_.chmod)(path, stat.mode & ~0o222).catch(() => undefined);
    };
    await walk(dir);
}
/** setWritable(dir, true) for a process that is exiting (no event loop left). */
function setWritableSync(dir) {
    const walk = (path) => {
        let stat;
        try {
            stat = (0,external_node_fs_.lstatSync)(path);
            if (stat.isSymbolicLink())
                return;
            (0,external_node_fs_.chmodSync)(path, stat.mode | 0o200);
        }
        catch {
            return;
        }
        if (stat.isDirectory()) {
            let entries = [];
            try {
                entries = (0,external_node_fs_.readdirSync)(path);
            }
            catch {
                // unreadable: rm reports it
            }
            for (const name of entries)
                walk((0,external_node_path_.join)(path, name));
        }
    };
    walk(dir);
}

;// CONCATENATED MODULE: ./src/engine/base-checkout.ts
// The base commit checked out beside the head, for the concurrent base runs of a confirmation
// (verdict/confirm.ts): a detached `git worktree` of the repository that holds the job's
// directory, in a temporary directory, removed again by dispose(). Every failure is an
// `{ error }` sentence a user can act on, never a throw: the confirmation then goes on without
// a concurrent base, and says why. The worktree is read-only from checkout to removal and
// tamper-checked by its guard (base-guard.ts).






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
    // Nothing the base runs need writes here (their workspaces and results are elsewhere): a
    // head process that writes into it has to take the write bits back first, and the guard sees
    // what it changed.
    await setWritable(dir, false);
    let disposed;
    // A process that exits before dispose (a second Ctrl-C exits at once) still removes it.
    const atExit = () => {
        setWritableSync(dir);
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
        guard: baseGuard(dir, sha),
        dispose: () => (disposed ??= (async () => {
            process.off('exit', atExit);
            await setWritable(dir, true);
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
            return 'error' in result ? result : { cwd: result.cwd, dir: result.dir, guard: result.guard };
        },
        async dispose() {
            const result = await made;
            if (result && !('error' in result))
                await result.dispose();
        },
    };
}

// EXTERNAL MODULE: ./src/report/html/conversation.ts
var conversation = __webpack_require__(24919);
;// CONCATENATED MODULE: ./src/job/plan.ts

async function planJob(spec) {
    const { maxRuns, maxCost, tags, tasks, secrets, ...rest } = spec;
    return {
        ...rest,
        tags: tags?.length ? tags : undefined,
        tasks: tasks?.length ? tasks : undefined,
        secrets: secrets.filter((s) => !!s),
        // report.html's runs are rendered as they are written, not read back at the end.
        spool: conversation/* HTML_SPOOL */.m6,
        ...(await budgetOf(maxRuns, maxCost)),
    };
}
/** The job's budget, shared by its confirmation runs; none when neither limit is set. */
async function budgetOf(maxRuns, maxCost) {
    if (maxRuns === undefined && maxCost === undefined)
        return {};
    // Loaded only for a job with a budget (start-up is part of every run's wall time).
    const { RunBudget } = await __webpack_require__.e(/* import() */ 977).then(__webpack_require__.bind(__webpack_require__, 27977));
    return {
        budget: new RunBudget({
            ...(maxRuns !== undefined ? { maxRuns } : {}),
            ...(maxCost !== undefined ? { maxCost } : {}),
        }),
    };
}

// EXTERNAL MODULE: ./src/results/summary.ts + 2 modules
var results_summary = __webpack_require__(73284);
;// CONCATENATED MODULE: ./src/job/base-runs.ts

/** The head summary's suites as the inputs of another summary of the same tasks. */
function suitesOf(head) {
    return head.suites.map((s) => ({
        ...s,
        tasks: s.tasks.map((t) => ({
            id: t.task_id,
            name: t.task_name,
            ...(t.identity ? { identity: t.identity } : {}),
            ...(t.golden ? { golden: true } : {}),
            ...(t.quarantined ? { quarantined: t.quarantined } : {}),
        })),
    }));
}
/**
 * Every task the head screened, run on the base side with as many trials as the head ran it
 * (tasks grouped by trial count). Throws BaseUnavailable (verdict/options.ts) when the base
 * commit cannot run.
 */
async function runBaseSide(result, rerun) {
    const byTrials = new Map();
    for (const suite of result.summary.suites) {
        for (const task of suite.tasks) {
            if (task.trials <= 0)
                continue;
            const list = byTrials.get(task.trials) ?? [];
            list.push({ suite: suite.name, taskId: task.task_id });
            byTrials.set(task.trials, list);
        }
    }
    // Whether the base can run at all, before any base run is spent.
    await rerun([], 0, 1, 'base');
    const records = [];
    for (const [trials, tasks] of [...byTrials].sort(([a], [b]) => a - b)) {
        records.push(...(await rerun(tasks, trials, 1, 'base')));
    }
    // As the base's own screening: the same suites and tasks, its runs unmarked.
    const runs = records.map(({ confirmation: _c, side: _s, ...rest }) => rest);
    const summary = (0,results_summary/* buildSummary */.fR)(runs, suitesOf(result.summary));
    return { summary, trials: Math.max(0, ...byTrials.keys()), runs: records.length };
}
/** A re-run whose base trials number on after `before` base trials already made. */
function afterBaseTrials(rerun, before) {
    if (!before)
        return rerun;
    return (tasks, trials, firstTrial, side) => rerun(tasks, trials, side === 'base' ? firstTrial + before : firstTrial, side);
}

// EXTERNAL MODULE: ./src/engine/run.ts
var run = __webpack_require__(62515);
// EXTERNAL MODULE: ./src/results/merge.ts
var merge = __webpack_require__(42958);
;// CONCATENATED MODULE: ./src/job/pipeline.ts



async function runJob(plan, adapter) {
    try {
        const result = await (plan.screen ? plan.screen() : (0,run/* runSuites */.$8)(plan.options));
        const early = await adapter.ran(result);
        if (early !== undefined)
            return early;
        await pairwiseStep(plan, result);
        let screened = await adapter.compare(result);
        let baseTrials = 0;
        if (!screened && adapter.baselineMissing?.()) {
            const made = await baseRunsInstead(plan, result);
            if (made) {
                screened = adapter.compareWithBase?.(result, made);
                baseTrials = made.trials;
            }
        }
        const comparison = screened && (await pipeline_confirm(plan, result, screened, baseTrials));
        // What the budget kept from starting, confirmation runs included: inconclusive, never a pass.
        // Merged shards (`screen`) keep what their own budgets kept from starting beside it.
        const notRun = plan.options.budget?.notRun();
        if (notRun) {
            result.summary.not_run = plan.screen ? (0,merge/* mergeNotRun */.ZM)([result.summary.not_run, notRun]) : notRun;
        }
        return await adapter.publish(result, comparison);
    }
    finally {
        await plan.base?.dispose();
    }
}
/**
 * The possible regressions run again (the same suites and settings, only those tasks, appended
 * to the job's results.jsonl; base runs in the base checkout); the comparison takes the
 * confirmation's verdict. The gate loads only for a job that confirms.
 */
async function pipeline_confirm(plan, result, comparison, baseTrials) {
    if (!plan.confirm)
        return comparison;
    const { confirmComparison } = await __webpack_require__.e(/* import() */ 512).then(__webpack_require__.bind(__webpack_require__, 74512));
    return confirmComparison(comparison, plan.confirm, afterBaseTrials(rerunOf(plan, result), baseTrials), plan.log);
}
const rerunOf = (plan, result) => (0,run/* confirmationRerun */.ml)(plan.options, result.resultsDir, plan.confirmListeners ?? plan.options.listeners, plan.base?.side);
/**
 * No baseline: every screened task once more on the base commit, if it can run (a job that
 * does not confirm has no base checkout). Undefined, said in the log, when it cannot.
 */
async function baseRunsInstead(plan, result) {
    if (!plan.confirm || !plan.base)
        return undefined;
    const { BaseUnavailable } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 71275));
    try {
        plan.log('no baseline to compare with: running every task on the base commit beside the head');
        const made = await runBaseSide(result, rerunOf(plan, result));
        plan.log(`${made.runs} run(s) of the base commit stand in for the baseline`);
        return made;
    }
    catch (error) {
        if (!(error instanceof BaseUnavailable))
            throw error;
        plan.log(`the base commit cannot run, so nothing stands in for the baseline: ${error.message}`);
        return undefined;
    }
}
/** A skill-lift job's pairwise judges (pairwise-lift.ts), loaded only when a suite has one. */
async function pairwiseStep(plan, result) {
    if (!result.summary.skill_lift || !result.judge)
        return;
    const { judgeLiftPairs, pairwiseSuites } = await __webpack_require__.e(/* import() */ 281).then(__webpack_require__.bind(__webpack_require__, 20281));
    const suites = pairwiseSuites(result);
    if (suites.length)
        await judgeLiftPairs(result, suites, plan.options.signal ?? new AbortController().signal);
}

// EXTERNAL MODULE: ./src/results/reason.ts
var reason = __webpack_require__(88128);
;// CONCATENATED MODULE: ./src/shared/colour.ts
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

// EXTERNAL MODULE: ./src/report/trigger-accuracy.ts
var trigger_accuracy = __webpack_require__(51982);
// EXTERNAL MODULE: ./src/report/skill-lift.ts
var skill_lift = __webpack_require__(26897);
// EXTERNAL MODULE: ./src/shared/strings.ts
var strings = __webpack_require__(65839);
;// CONCATENATED MODULE: ./src/report/console.ts
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
const safe = (text, max = 200) => (0,strings/* truncate */.xv)((0,strings/* oneLine */.TN)((0,strings/* escapeTerminal */.en)(text)), max);
/** A reason is prose: cut between words. */
const prose = (text, max) => (0,strings/* truncateAtWord */._n)((0,strings/* oneLine */.TN)((0,strings/* escapeTerminal */.en)(text)), max);
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
function progressLine(r, style = PLAIN, position) {
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
    const { kind, text } = (0,reason/* notPassedReason */.y)(r);
    return kind === 'error' ? `${r.outcome}: ${text}` : text;
}
/**
 * The closing list: per task and status, how many of its trials, and why (each distinct reason
 * once, with its trials when the trials differ), instead of a block per trial.
 */
function notPassedLines(records, style = PLAIN) {
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
function finalReport(summary, records, notes, style = PLAIN) {
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
    lines.push(...(0,trigger_accuracy/* triggerAccuracyLines */.f)(summary).map((l) => (0,strings/* escapeTerminal */.en)(l)));
    const lift = (0,skill_lift/* skillLiftLine */.hS)(summary);
    if (lift)
        lines.push((0,strings/* escapeTerminal */.en)(lift));
    const notPassed = notPassedLines(records, style);
    if (notPassed.length)
        lines.push('', style.bold('Not passed (or passed at the cap):'), ...notPassed);
    for (const note of notes)
        lines.push('', note);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/report/index.ts + 10 modules
var src_report = __webpack_require__(26187);
// EXTERNAL MODULE: ./src/results/stop.ts
var stop = __webpack_require__(29708);
// EXTERNAL MODULE: ./src/settings.ts + 1 modules
var src_settings = __webpack_require__(94830);
// EXTERNAL MODULE: ./src/suites/load.ts + 1 modules
var load = __webpack_require__(42900);
// EXTERNAL MODULE: ./src/github/annotations.ts
var annotations = __webpack_require__(34793);
// EXTERNAL MODULE: ./src/github/artifact.ts
var artifact = __webpack_require__(49721);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/github/outputs.ts
var outputs = __webpack_require__(88353);
// EXTERNAL MODULE: ./src/github/publish-results.ts + 18 modules
var publish_results = __webpack_require__(68615);
// EXTERNAL MODULE: ./src/github/command-mode.ts + 1 modules
var command_mode = __webpack_require__(29031);
// EXTERNAL MODULE: ./src/suites/diagnostics/diagnostics.ts + 1 modules
var diagnostics_diagnostics = __webpack_require__(35813);
// EXTERNAL MODULE: ./src/suites/project.ts + 1 modules
var suites_project = __webpack_require__(96612);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/suites/waza/token-budgets.ts
// Skill token budgets (waza's `tokens` section): which files are counted, which limit applies to
// each, and where the limits come from. waza's priority order: the project config's
// `tokens.limits` (.parley.yaml / .waza.yaml), else a legacy `.token-limits.json` (with a
// deprecation warning), else built-in defaults. Within a set of limits an override (an exact
// path, matched as a path suffix) wins over the defaults (globs, the most specific first), and a
// file no pattern matches gets `fallbackLimit`.




/** The default results directory: skipped by name at any depth, run or not, git or not. */
const DEFAULT_RESULTS_DIR = 'parley-results';
/** waza's built-in limits, used when neither the project config nor .token-limits.json sets any. */
const BUILT_IN_LIMITS = {
    defaults: { 'SKILL.md': 500, 'references/**/*.md': 1000, 'docs/**/*.md': 1500, '*.md': 2000 },
    overrides: { 'README.md': 3000, 'CONTRIBUTING.md': 2500 },
};
const FALLBACK_LIMIT = 2000;
const LEGACY_LIMITS_FILE = '.token-limits.json';
/** A token-budget configuration that cannot be used: exit 2, naming the file and field. */
class TokenConfigError extends Error {
    constructor(message) {
        super(message);
        this.name = 'TokenConfigError';
    }
}
const limitMap = schemas.record(schemas.string().min(1).max(500), schemas.number().int().nonnegative());
const LegacyFile = schemas.object({
    description: schemas.string().optional(),
    defaults: limitMap,
    overrides: limitMap.optional(),
});
function tokenBudgetConfig(root, project) {
    const tokens = project.tokens;
    const base = {
        ...(project.resultsDir ? { resultsDirs: [(0,external_node_path_.resolve)(root, project.resultsDir)] } : {}),
        fallbackLimit: tokens?.fallbackLimit ?? FALLBACK_LIMIT,
        ...(tokens?.warningThreshold !== undefined
            ? { warningThreshold: tokens.warningThreshold }
            : {}),
    };
    if (tokens?.limits) {
        return {
            ...base,
            limits: {
                defaults: tokens.limits.defaults ?? {},
                overrides: tokens.limits.overrides ?? {},
            },
            source: `${(0,external_node_path_.relative)(root, project.file ?? '') || project.file} tokens.limits`,
            warnings: [],
        };
    }
    const legacy = (0,external_node_path_.join)(root, LEGACY_LIMITS_FILE);
    if ((0,external_node_fs_.existsSync)(legacy)) {
        return {
            ...base,
            limits: readLegacy(legacy),
            source: LEGACY_LIMITS_FILE,
            warnings: [
                `${LEGACY_LIMITS_FILE} is deprecated: move its limits to the tokens.limits section of .parley.yaml (or .waza.yaml)`,
            ],
        };
    }
    return { ...base, limits: BUILT_IN_LIMITS, source: 'built-in defaults', warnings: [] };
}
function readLegacy(file) {
    let json;
    try {
        json = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch (error) {
        throw new TokenConfigError(`${file}: not valid JSON (${error.message})`);
    }
    const parsed = LegacyFile.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new TokenConfigError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message} (expected {"defaults": {"<glob>": <limit>}, "overrides"?: {"<path>": <limit>}})`);
    }
    return { defaults: parsed.data.defaults, overrides: parsed.data.overrides ?? {} };
}
/**
 * A glob of waza's dialect: `*` within a segment, `**` across; with a `/` it is anchored. RE2
 * (re2js): linear in the path whatever the stars, where a backtracking regex took minutes.
 */
function globRegex(pattern) {
    const body = pattern
        .split('**')
        .map((part) => part
        .split('*')
        .map((s) => build/* RE2JS */.L3.quote(s))
        .join('[^/]*'))
        .join('.*?');
    return build/* RE2JS */.L3.compile(pattern.includes('/') ? `^/?${body}$` : `(?:^|/)${body}$`);
}
function token_budgets_matches(path, pattern) {
    // A plain file name matches that file in any directory.
    if (!pattern.includes('/') && !pattern.includes('*')) {
        return path === pattern || path.endsWith(`/${pattern}`);
    }
    return globRegex(pattern).matcher(path).find();
}
/** Higher = more specific: literal paths first, then deeper, then longer patterns. */
function specificity(pattern) {
    const globstars = pattern.split('**').length - 1;
    const stars = pattern.replaceAll('**', '').split('*').length - 1;
    return ((pattern.includes('*') ? 0 : 10_000) +
        (pattern.split('/').length - 1) * 100 +
        stars * 10 -
        globstars * 50 +
        pattern.length);
}
/** The limit of one file (a `/`-separated path relative to the root). */
function limitFor(path, config) {
    const overrides = Object.entries(config.limits.overrides).sort(([a], [b]) => b.length - a.length);
    for (const [pattern, limit] of overrides) {
        if (path === pattern || path.endsWith(`/${pattern}`))
            return { limit, pattern };
    }
    const defaults = Object.entries(config.limits.defaults).sort(([a], [b]) => specificity(b) - specificity(a) || a.localeCompare(b));
    for (const [pattern, limit] of defaults) {
        if (token_budgets_matches(path, pattern))
            return { limit, pattern };
    }
    return { limit: config.fallbackLimit, pattern: 'fallbackLimit' };
}
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'coverage']);
const COUNTED = /\.(md|mdx)$/i;
/**
 * A Parley results directory: its report.md is no skill file. By name (parley-results, the
 * configured results_dir), whatever it holds yet (a run that wrote only report.md), or by its
 * contents (any --output of an earlier run).
 */
function isResultsDir(dir, name, configured) {
    if (name === DEFAULT_RESULTS_DIR || configured.has(dir))
        return true;
    return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'summary.json')) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'results.jsonl'));
}
/**
 * The skill files under the given paths (files as given, directories walked): markdown (.md,
 * .mdx: SKILL.md, references, .agent.md, ...), as waza counts them; node_modules, .git, dist,
 * coverage and results directories are skipped (a file named on the command line still counts).
 * Paths relative to the root, `/`-separated, sorted.
 */
function skillFiles(root, paths, resultsDirs = []) {
    const found = new Set();
    const configured = new Set(resultsDirs.map((dir) => (0,external_node_path_.resolve)(dir)));
    const walk = (dir) => {
        for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })) {
            const full = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isDirectory()) {
                if (!SKIPPED_DIRS.has(entry.name) && !isResultsDir(full, entry.name, configured))
                    walk(full);
            }
            else if (entry.isFile() && COUNTED.test(entry.name))
                found.add(full);
        }
    };
    for (const path of paths.length ? paths : ['.']) {
        const full = (0,external_node_path_.resolve)(root, path);
        if (!(0,external_node_fs_.existsSync)(full))
            throw new TokenConfigError(`${path}: no such file or directory`);
        if (readdirSafe(full))
            walk(full);
        else
            found.add(full);
    }
    return [...found].map((f) => (0,external_node_path_.relative)(root, f).split(external_node_path_.sep).join('/')).sort();
}
function readdirSafe(path) {
    try {
        (0,external_node_fs_.readdirSync)(path);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/shared/yaml.ts
var yaml = __webpack_require__(14094);
// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(39444);
;// CONCATENATED MODULE: ./src/suites/waza/token-count.ts
// Counting the tokens of skill files with a real tokenizer: o200k_base (the encoding of GPT-4o
// and later, the one waza's BPE counter uses), from gpt-tokenizer, pure JavaScript with its rank
// file bundled: no network, no native code. Loaded on first use so `parley run` does not pay for it.



let encoder;
/** A skill file larger than this is refused (a clear error), never read whole. */
const MAX_SKILL_FILE_BYTES = 8 * 1024 * 1024;
/** The longest stretch without a word boundary encoded at once (BPE is quadratic in it). */
const MAX_RUN = 512;
/** Characters encoded per call. */
const BATCH = 64 * 1024;
const isSpace = (code) => code === 32 || (code >= 9 && code <= 13);
/**
 * The text cut where the count cannot change: before a space that starts a word after a word (the
 * tokenizer's pieces never cross it). A stretch of MAX_RUN characters with no such place (200 KB
 * of `a`, a line of `=`) is cut every MAX_RUN characters: its count is then a close estimate,
 * but the work stays linear, where one such stretch took minutes.
 */
function* pieces(text) {
    let start = 0;
    let boundary = 0;
    for (let i = 1; i < text.length; i++) {
        const safe = text.charCodeAt(i) === 32 &&
            !isSpace(text.charCodeAt(i - 1)) &&
            i + 1 < text.length &&
            !isSpace(text.charCodeAt(i + 1));
        const forced = !safe && i - boundary >= MAX_RUN;
        if (safe || forced)
            boundary = i;
        if (forced || (safe && i - start >= BATCH)) {
            yield text.slice(start, i);
            start = i;
        }
    }
    if (start < text.length)
        yield text.slice(start);
}
/** The o200k_base token count of a text; special-token markers count as the plain text they are. */
async function countTokens(text) {
    encoder ??= __webpack_require__.e(/* import() */ 359).then(__webpack_require__.bind(__webpack_require__, 15359)).then((m) => m.encode);
    const encode = await encoder;
    let count = 0;
    for (const piece of pieces(text))
        count += encode(piece, { disallowedSpecial: new Set() }).length;
    return count;
}
function statusOf(tokens, limit, warningThreshold) {
    if (tokens > limit)
        return 'over';
    return warningThreshold !== undefined && tokens > warningThreshold ? 'warn' : 'ok';
}
/** Every skill file under the paths, counted and held against its limit; over-limit first. */
async function checkTokenBudgets(root, paths, config) {
    const checks = [];
    for (const file of skillFiles(root, paths, config.resultsDirs)) {
        let text;
        try {
            text = (0,read_file/* readRegularFile */.X)((0,external_node_path_.join)(root, file), MAX_SKILL_FILE_BYTES).toString('utf8');
        }
        catch (error) {
            if (error instanceof read_file/* FileReadError */.t)
                throw new TokenConfigError(`${file}: ${error.reason}`);
            throw error;
        }
        const tokens = await countTokens(text);
        const { limit, pattern } = limitFor(file, config);
        checks.push({
            file,
            tokens,
            limit,
            pattern,
            status: statusOf(tokens, limit, config.warningThreshold),
        });
    }
    const rank = { over: 0, warn: 1, ok: 2 };
    return checks.sort((a, b) => rank[a.status] - rank[b.status] || a.file.localeCompare(b.file));
}

;// CONCATENATED MODULE: ./src/github/token-budgets.ts
// The action's skill token budgets: counted at the repository root like `parley tokens check`
// (under the project config's paths.skills when set, else the whole checkout), when the `tokens`
// input says so or, unset, when the project config has a tokens section. They go into
// summary.json (so the base branch's baseline carries them) and into the comment when a file is
// over its limit or changed against the base. A problem is a warning: it never fails the run.






async function countTokenBudgets(settings, root) {
    const diagnostics = new diagnostics_diagnostics/* Diagnostics */.rE();
    await (0,yaml/* loadYaml */.y)();
    const project = (0,suites_project.loadProject)(root, diagnostics);
    // A broken project config is the run's configuration error, reported there.
    if (diagnostics.errors.length)
        return undefined;
    if (!(settings.tokens ?? project.tokens !== undefined))
        return undefined;
    try {
        const config = tokenBudgetConfig(root, project);
        for (const warning of config.warnings)
            core/* warning */.$e(`parley: ${warning}`);
        const checks = await checkTokenBudgets(root, project.skillsDir ? [project.skillsDir] : [], config);
        return {
            source: config.source,
            files: checks.map(({ file, tokens, limit, status }) => ({ file, tokens, limit, status })),
        };
    }
    catch (error) {
        core/* warning */.$e(`parley: skill token budgets not counted: ${error.message}`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/github/job-summary.ts
var job_summary = __webpack_require__(7505);
// EXTERNAL MODULE: ./src/github/failure.ts + 1 modules
var failure = __webpack_require__(47351);
// EXTERNAL MODULE: ./src/suites/project-file.ts
var project_file = __webpack_require__(41263);
;// CONCATENATED MODULE: ./src/engine/changed-files.ts
// The files a change touched, for impact selection (engine/impact.ts): a pull request's, between
// its base commit and the checkout (the base fetched from origin when a shallow clone lacks it),
// or `parley run --changed-since REF`'s, between REF and the working tree, untracked files
// included. Every failure is an `{ error }` sentence: the caller then runs every task. The base's
// project file is read too (git show): its `impact.always` holds for the change as the head's does,
// so a pull request cannot switch a guard off by editing or deleting the file that sets it.





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
    const always = await baseAlways(root, dir, base);
    if ('error' in always)
        return always;
    return {
        root,
        files: [...new Set(files)].map((f) => (0,external_node_path_.resolve)(root, f)),
        since: base,
        ...(always.globs.length ? { baseAlways: always.globs } : {}),
    };
}
/** `impact.always` of the project file at `dir` in the commit `base` (none without one). */
async function baseAlways(root, dir, base) {
    const at = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(dir));
    for (const name of project_file/* PROJECT_FILES */._F) {
        const path = (at ? (0,external_node_path_.join)(at, name) : name).split(external_node_path_.sep).join('/');
        const shown = await changed_files_git(root, ['show', `${base}:${path}`]);
        if (!shown.ok)
            continue;
        try {
            const data = (await (0,yaml/* loadYaml */.y)()).parse(shown.stdout);
            const globs = data?.impact?.always;
            if (globs === undefined)
                return { globs: [] };
            if (!Array.isArray(globs) || !globs.every((g) => typeof g === 'string'))
                return { error: `the base's ${path}: impact.always is not a list of globs` };
            return { globs };
        }
        catch (error) {
            return {
                error: `the base's ${path} cannot be read (${firstLine(error.message)})`,
            };
        }
    }
    return { globs: [] };
}

// EXTERNAL MODULE: ./src/engine/impact.ts + 3 modules
var impact = __webpack_require__(92250);
// EXTERNAL MODULE: ./src/github/baseline.ts + 1 modules
var baseline = __webpack_require__(50548);
;// CONCATENATED MODULE: ./src/github/impact.ts
// Impact selection in the action (engine/impact.ts): on a pull request, the files changed between
// its base commit and the checkout, and the base branch's baseline, whose tasks stand in for the
// ones not re-run. Pushes and schedules re-run everything (they keep the pools fresh); so do a
// re-run of named tasks and a fork's pull request (its `mode: report` job compares the
// artifact's summary, and ignores any task it claims was not re-run: collect.ts). Each shard of
// a matrix makes the same selection from the same diff and baseline and runs its part of the
// selected tasks (engine/plan.ts splits after the selection); its summary.json records the
// selection, which the report job's merge checks the shards agree on (results/merge.ts).





/** Why impact selection does not apply to this run, or undefined when it does. */
function notApplicable(settings, context) {
    if (settings.impact === 'off')
        return 'the impact input is off';
    if (!context.pullRequest || !context.eventName.startsWith('pull_request'))
        return 'not a pull request';
    // A fork's results are compared and commented by `mode: report`, from the artifact alone.
    if (context.pullRequest.fromFork)
        return "a fork's pull request is reported by mode: report";
    if (settings.tasks.length)
        return 'the tasks input names the tasks';
    return undefined;
}
async function impactPlan(settings, context) {
    const why = notApplicable(settings, context);
    if (why) {
        if (settings.impact === 'on' && context.pullRequest)
            core/* info */.pq(`parley: impact: off (${why})`);
        return undefined;
    }
    const baseSha = context.pullRequest.baseSha;
    const change = await changedFiles(context.workspace, baseSha, { fetch: true });
    if ('error' in change)
        core/* warning */.$e(`parley: impact: every task runs: ${change.error}`);
    else
        core/* info */.pq(`parley: impact: ${change.files.length} file(s) changed since ${baseSha}`);
    let summary;
    return {
        options: {
            change,
            base: async (suiteNames) => {
                if (settings.baseline !== 'cache') {
                    return `the baseline is not read from the Actions cache (baseline: ${settings.baseline}), so nothing stands in for a task not re-run`;
                }
                const found = await (0,baseline/* restoreBaseline */.W3)((0,src_report/* suiteSetNameOf */.t7)(suiteNames), baseSha, context.workspace, (0,baseline/* baselineOrigin */.ov)(settings.githubToken, context));
                if (!found.baseline) {
                    return `no baseline stands in for the tasks not re-run (${found.note ?? 'none found'})`;
                }
                summary = found.baseline.summary;
                return (0,impact.baseTasksOf)(summary);
            },
        },
        base: () => summary,
    };
}

// EXTERNAL MODULE: ./src/verdict/compare.ts
var compare = __webpack_require__(57666);
// EXTERNAL MODULE: ./src/results/impact.ts
var results_impact = __webpack_require__(75582);
;// CONCATENATED MODULE: ./src/github/run-mode.ts
// mode: run — the action's adapter of the job pipeline (job/pipeline.ts): the run options from
// the inputs, then compare and publish (publish-results.ts: the baseline chosen for the event,
// the results directory, the artifact, the comment), the job summary and the outputs. A shard (`shard: i/n`) only runs its part and uploads it under a
// shard-specific name: the `mode: confirm` job (confirm-mode.ts; or a `mode: report` job) merges
// the shards, compares, confirms, comments and saves the baseline.























function configErrors(errors, workspace) {
    return new failure/* SuiteConfigError */.f(`${errors.length} configuration error(s), see the annotations`, errors, workspace);
}
/** The `evals` input (or the default places) found no suite. */
function noSuites(settings, workspace) {
    return new failure/* SuiteConfigError */.f(settings.evals.length
        ? `no eval suites found in: ${settings.evals.join(', ')}`
        : 'no eval suites found: set the "evals" input, or add evals/**/eval.yaml or a .parley.yaml with `evals` globs', [], workspace);
}
/**
 * A cancelled job (the runner sends SIGINT, then SIGTERM, then kills) stops its agents and still
 * publishes the finished runs (results directory, artifact, job summary, comment), then fails.
 */
async function runMode(settings, given, merged) {
    // An issue_comment run (`/parley rerun`) reports to the comment's pull request.
    const context = await (0,command_mode.pullRequestOfComment)(settings, given);
    const cancel = cancelOnSignals({
        exitOnSecond: false,
        notify: (name, first) => core/* warning */.$e(first
            ? `parley: ${name}: the job is cancelled: stopping the agents, then publishing the finished runs`
            : `parley: ${name}: still publishing the finished runs`),
    });
    try {
        await runAndPublish(settings, context, cancel.signal, merged);
    }
    finally {
        cancel.dispose();
    }
    const signal = cancel.received();
    if (signal) {
        core/* setFailed */.C1(`parley: cancelled by ${signal}; the finished runs were published`);
    }
}
async function runAndPublish(settings, context, signal, merged) {
    // A fork's pull request gets no secrets: its runs record why they could not reach a model
    // instead of the job stopping on the missing endpoint, and their errors do not fail it.
    const forkWithoutSecrets = (context.pullRequest?.fromFork ?? false) && !settings.apiKey;
    // Impact selection: on a pull request, only the tasks whose inputs changed run.
    // A confirm job's shards made their own (the same) selection: their runs are its screening.
    const impact = merged ? undefined : await impactPlan(settings, context);
    const options = await planJob(actionSpec(settings, context, signal, forkWithoutSecrets, impact));
    // The concurrent base runs' checkout: a pull request's base commit, else the commit of the
    // baseline the compare step chose (a schedule's previous run); made only when asked for.
    let baselineSha;
    const base = lazyBase(context.workspace, () => context.pullRequest?.baseSha || baselineSha, {
        fetch: true,
        log: (line, ok) => (ok ? core/* info */.pq(`parley: ${line}`) : core/* warning */.$e(`parley: ${line}`)),
    });
    const shard = settings.shard;
    const notes = [];
    let set;
    let report;
    await runJob({
        options,
        ...(merged ? { screen: () => merged.screen(options) } : {}),
        // A shard's report job compares; confirmation re-runs (verdict/confirm.ts) run here.
        ...(shard || settings.confirmTasks <= 0
            ? {}
            : { confirm: { tasks: settings.confirmTasks, trials: settings.confirmTrials } }),
        base,
        confirmListeners: {
            onRecord: (record) => core/* info */.pq(`confirmation${record.side === 'base' ? ' (base, concurrent)' : ''}: ${progressLine(record)}`),
            onSecrets: (values) => values.forEach(src_settings/* maskSecret */.$l),
        },
        log: (line) => core/* info */.pq(`parley: ${line}`),
    }, {
        ran: async (result) => {
            if (merged) {
                set = merged.set(result);
                notes.push(merged.note());
                core/* info */.pq(finalReport(result.summary, result.records, []));
            }
            else {
                set = await ranSet(settings, context, result, impact?.base(), forkWithoutSecrets, notes);
            }
            return undefined;
        },
        compare: async () => {
            report = await (0,publish_results/* compareResults */.ex)(settings, context, set);
            baselineSha = report.baseline?.sha ?? undefined;
            return report.comparison;
        },
        // No baseline found on a pull request: the base commit's runs, made here, stand in.
        baselineMissing: () => report?.baseline === null &&
            !!context.pullRequest?.baseSha &&
            !forkWithoutSecrets &&
            settings.confirmTasks > 0,
        compareWithBase: (result, made) => {
            report.baseline = {
                sha: context.pullRequest.baseSha,
                source: `from ${made.runs} run(s) of the base commit made beside the head in this job: no stored baseline${report.baselineNote ? ` (${report.baselineNote})` : ''}`,
            };
            report.comparison = (0,compare/* compareSummaries */.IP)(made.summary, result.summary, {
                alpha: settings.alpha,
                headRecords: result.records,
            });
            return report.comparison;
        },
        publish: async (result, comparison) => {
            if (comparison)
                report.comparison = comparison;
            const published = await (0,publish_results/* publishResults */.ku)(settings, context, set, report, notes);
            await (0,job_summary/* writeJobSummary */.j)((0,src_report/* renderReport */.B1)({ ...published.report, maxLength: 500_000 }), notes);
            (0,outputs/* setOutputs */.n)({
                summary: result.summary,
                regressions: published.regressions,
                verdict: published.verdict,
                resultsDir: result.resultsDir,
                artifactId: published.artifactId,
                commentUrl: published.commentUrl,
                baselineSha: published.report.baseline?.sha ?? undefined,
            });
            if (result.configErrors.length)
                throw configErrors(result.configErrors, context.workspace);
            if (published.failure)
                core/* setFailed */.C1(published.failure);
        },
    });
}
/** The job's settings from the action's inputs and the event. */
function actionSpec(settings, context, signal, forkWithoutSecrets, impact) {
    return {
        paths: settings.evals,
        cwd: context.workspace,
        executor: settings.executor,
        model: settings.model,
        ...(settings.models ? { models: settings.models } : {}),
        responderModel: settings.responderModel,
        judgeModel: settings.judgeModel,
        trials: settings.trials,
        workers: settings.workers,
        retryErrors: settings.retryErrors,
        tags: settings.tags,
        tasks: settings.tasks,
        outputDir: settings.resultsDir,
        shard: settings.shard,
        endpoint: settings.apiKey || settings.baseUrl || settings.apiKeyHeader
            ? {
                apiKey: settings.apiKey,
                baseURL: settings.baseUrl,
                ...(settings.apiKeyHeader ? { apiKeyHeader: settings.apiKeyHeader } : {}),
            }
            : undefined,
        ...(settings.llmConcurrency ? { llmOptions: { maxConcurrency: settings.llmConcurrency } } : {}),
        responderEndpoint: settings.responderEndpoint,
        judgeEndpoint: settings.judgeEndpoint,
        ...(forkWithoutSecrets ? { allowMissingEndpoint: true } : {}),
        identity: { commit: context.pullRequest?.headSha ?? context.sha, ref: context.ref },
        ...(impact ? { impact: impact.options } : {}),
        ...(settings.prices ? { prices: settings.prices } : {}),
        maxRuns: settings.maxRuns,
        maxCost: settings.maxCost,
        ...(settings.skillLift ? { skillLift: settings.skillLift !== 'off' } : {}),
        secrets: [
            settings.apiKey,
            settings.githubToken,
            settings.responderEndpoint?.apiKey,
            settings.judgeEndpoint?.apiKey,
        ],
        signal,
        listeners: {
            // Settings accepted but not acted on: a warning annotation each, never silently dropped.
            onWarnings: (warnings) => {
                for (const line of (0,load/* warningLines */._F)(warnings, context.workspace)) {
                    core/* warning */.$e(line.replace(/^warning: /, 'parley: '));
                }
            },
            onStart: ({ runs, tasks, suites }) => core/* info */.pq(`parley: ${runs} run(s) of ${tasks} task(s) in ${suites} suite(s)`),
            onRecord: (record) => core/* info */.pq(progressLine(record)),
            onSecrets: (values) => values.forEach(src_settings/* maskSecret */.$l),
        },
    };
}
/**
 * After the runs: a job with no suites or no runs fails here; else the log's report, the
 * skill token counts, and the suite set's results for the compare and publish steps.
 */
async function ranSet(settings, context, result, impactBase, forkWithoutSecrets, notes) {
    const { summary, records } = result;
    (0,annotations/* annotateConfigErrors */.c)(result.configErrors);
    if (summary.suites.length === 0) {
        if (result.configErrors.length)
            throw configErrors(result.configErrors, context.workspace);
        throw noSuites(settings, context.workspace);
    }
    if (result.noRuns) {
        const filters = [
            settings.tags.length ? `the "tags" input (${settings.tags.join(', ')})` : '',
            settings.tasks.length ? `the "tasks" input (${settings.tasks.join(', ')})` : '',
        ].filter(Boolean);
        throw new Error(`no runs matched ${filters.join(' and ') || 'the filters'}`);
    }
    const impactReport = result.impact && (0,results_impact/* withBaseResults */.Uy)(result.impact, impactBase);
    if (impactReport) {
        core/* info */.pq(`parley: ${(0,results_impact/* impactLine */.Fy)(impactReport)}`);
        // What this job did, for the readers of summary.json (a shard's: the report job's merge).
        summary.impact = (0,results_impact/* summaryImpact */.tS)(impactReport);
    }
    core/* info */.pq(finalReport(summary, records, result.stop ? [(0,stop/* stopNote */.p)(result.stop)] : []));
    // A `tasks` filter that picked nothing (a misspelt `/parley rerun` name) is said, not dropped.
    const unmatched = settings.tasks.filter((filter) => !summary.suites.some((s) => s.tasks.some((t) => (0,task_filter.taskFilterMatches)(filter, { id: t.task_id, name: t.task_name }))));
    for (const filter of unmatched)
        core/* warning */.$e(`parley: no task matches "${filter}" (tasks input)`);
    const tokens = await countTokenBudgets(settings, context.workspace);
    if (tokens)
        summary.tokens = tokens;
    const suiteSet = (0,src_report/* suiteSetName */.si)(summary);
    const shard = settings.shard;
    if (shard) {
        notes.push(`Shard ${shard.index}/${shard.total}: only this part of the runs. The \`mode: confirm\` job merges the shards, compares them with the baseline, confirms possible regressions and comments.`);
    }
    return {
        suiteSet,
        summary,
        records,
        ...(result.stop ? { stop: result.stop } : {}),
        resultsDir: result.resultsDir,
        writeRecords: false,
        artifactName: settings.artifactName ?? (0,artifact/* defaultArtifactName */.Vb)(suiteSet, context.runAttempt, shard),
        runUrl: (0,github_context/* runUrl */.Vp)(context),
        publish: !shard,
        ...(context.pullRequest ? { pullRequest: context.pullRequest } : {}),
        ...(settings.tasks.length ? { onlyTasks: { tasks: settings.tasks, unmatched } } : {}),
        ...(impactReport ? { impact: impactReport } : {}),
        mayBecomeBaseline: result.configErrors.length === 0,
        ignoreErrors: forkWithoutSecrets,
        redact: result.redact,
        ...(result.ledger ? { ledger: result.ledger } : {}),
        ...(result.prices ? { prices: result.prices } : {}),
    };
}


/***/ }),

/***/ 96612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadProject: () => (/* binding */ loadProject),
  todayUtc: () => (/* binding */ todayUtc)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/suites/diagnostics/positions.ts + 1 modules
var positions = __webpack_require__(75137);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/suites/schema/helpers.ts
var helpers = __webpack_require__(99892);
// EXTERNAL MODULE: ./src/suites/schema/prices.ts
var prices = __webpack_require__(90223);
;// CONCATENATED MODULE: ./src/suites/schema/project.ts
// .parley.yaml / .waza.yaml at the project root: waza's config.schema.json keys (camelCase, as
// waza writes them) plus Parley's evals globs, results_dir and snake_case defaults.



const intMap = schemas.record(schemas.string(), helpers/* nonNegInt */.jy);
/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const IsoDay = schemas.string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
    .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'not a calendar date');
/** At most this many quarantine entries: a list longer than this quarantines the suite, not tasks. */
const MAX_QUARANTINE = 200;
/**
 * `quarantine:` a task that keeps running and being reported but cannot fail the check
 * (verdict/quarantine.ts), until `expires` (that day included).
 */
const QuarantineEntry = (0,helpers/* obj */.WL)({
    /** `suite/task id`, a task id or name; `*` = any characters (shared/task-filter.ts). */
    task: schemas.string().trim().min(1).max(500),
    reason: schemas.string().trim().min(1, 'a quarantine needs a reason').max(500),
    expires: IsoDay,
});
const ProjectFile = (0,helpers/* obj */.WL)({
    evals: schemas.union([helpers/* nonEmpty */.hq, helpers/* strs */.TD]).optional(),
    results_dir: helpers/* nonEmpty */.hq.optional(),
    /** Dollars per million tokens, per model (the report's cost). */
    prices: prices/* PriceTable */.o.optional(),
    defaults: (0,helpers/* obj */.WL)({
        model: helpers/* nonEmpty */.hq.optional(),
        judge_model: helpers/* nonEmpty */.hq.optional(),
        judgeModel: helpers/* nonEmpty */.hq.optional(),
        responder_model: helpers/* nonEmpty */.hq.optional(),
        executor: helpers/* Executor */.Qx.optional(),
        engine: helpers/* Executor */.Qx.optional(),
        trials: helpers/* posInt */.Ik.optional(),
        workers: helpers/* nonNegInt */.jy.optional(),
        timeout_seconds: helpers/* posInt */.Ik.optional(),
        timeout: helpers/* posInt */.Ik.optional(),
        parallel: schemas.boolean().optional(),
        verbose: schemas.boolean().optional(),
        sessionLog: schemas.boolean().optional(),
    }).optional(),
    paths: (0,helpers/* obj */.WL)({ skills: helpers/* str */.gx.optional(), evals: helpers/* str */.gx.optional(), results: helpers/* str */.gx.optional() }).optional(),
    files: (0,helpers/* obj */.WL)({
        evalFile: schemas.string()
            .regex(/^[^/\\]+$/, 'expected a file name')
            .optional(),
        taskGlob: helpers/* nonEmpty */.hq.optional(),
        taskFileSuffix: helpers/* str */.gx.optional(),
    }).optional(),
    cache: (0,helpers/* obj */.WL)({ enabled: schemas.boolean().optional(), dir: helpers/* str */.gx.optional() }).optional(),
    server: (0,helpers/* obj */.WL)({ port: helpers/* posInt */.Ik.optional(), resultsDir: helpers/* str */.gx.optional() }).optional(),
    dev: (0,helpers/* obj */.WL)({
        model: helpers/* str */.gx.optional(),
        target: helpers/* str */.gx.optional(),
        maxIterations: helpers/* posInt */.Ik.optional(),
    }).optional(),
    tokens: (0,helpers/* obj */.WL)({
        warningThreshold: helpers/* nonNegInt */.jy.optional(),
        fallbackLimit: helpers/* nonNegInt */.jy.optional(),
        limits: (0,helpers/* obj */.WL)({ defaults: intMap.optional(), overrides: intMap.optional() }).optional(),
    }).optional(),
    graders: (0,helpers/* obj */.WL)({ programTimeout: helpers/* posInt */.Ik.optional() }).optional(),
    storage: (0,helpers/* obj */.WL)({
        provider: helpers/* str */.gx.optional(),
        accountName: helpers/* str */.gx.optional(),
        containerName: helpers/* str */.gx.optional(),
        enabled: schemas.boolean().optional(),
    }).optional(),
    registries: schemas.array(schemas.unknown()).optional(),
    /** Parley: tasks kept out of the verdict for a while (verdict/quarantine.ts). */
    quarantine: schemas.array(QuarantineEntry).max(MAX_QUARANTINE).optional(),
    /** Parley: impact selection on pull requests (engine/impact.ts). */
    impact: (0,helpers/* obj */.WL)({
        /** Globs (relative to the project root) whose change re-runs every task. */
        always: schemas.array(helpers/* nonEmpty */.hq).optional(),
    }).optional(),
});

// EXTERNAL MODULE: ./src/suites/project-file.ts
var project_file = __webpack_require__(41263);
;// CONCATENATED MODULE: ./src/suites/project.ts
// The project config at the working directory: .parley.yaml, else .waza.yaml.




/** The project at `cwd`; `file` when the caller has looked for it already (findProjectFile). */
function loadProject(cwd, diagnostics, file = (0,project_file/* findProjectFile */.f$)(cwd)) {
    if (!file)
        return (0,project_file/* noProject */.Zv)();
    const empty = { file, evals: [], defaults: {}, raw: {} };
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (error) {
        diagnostics.fileError(file, `cannot read: ${error.message}`);
        return empty;
    }
    const parsed = (0,positions/* parseYaml */.hN)(text);
    const scope = diagnostics.scope(file, parsed.locate);
    for (const e of parsed.errors)
        diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
    if (parsed.errors.length)
        return empty;
    const data = parsed.data ?? {};
    const result = ProjectFile.safeParse(data);
    if (!result.success) {
        scope.issues(result.error.issues, data);
        return empty;
    }
    const raw = result.data;
    if (raw.storage !== undefined) {
        scope.warn(['storage'], 'remote result storage is not supported by Parley; results stay in the results directory');
    }
    const project = mapProject(file, raw, data);
    const quarantine = activeQuarantine(raw.quarantine ?? [], scope);
    return quarantine.length ? { ...project, quarantine } : project;
}
/** Today as YYYY-MM-DD in UTC: an entry expires at the end of its day, the same day everywhere. */
function todayUtc(now = new Date()) {
    return now.toISOString().slice(0, 10);
}
/** The entries still in force, each with where it is written; an expired one is a warning. */
function activeQuarantine(entries, scope) {
    const today = todayUtc();
    const active = [];
    entries.forEach((entry, i) => {
        if (entry.expires < today) {
            scope.warn(['quarantine', i, 'expires'], `the quarantine of '${entry.task}' expired on ${entry.expires}: the task counts in the verdict again (renew it with \`parley quarantine add\` or remove the entry)`);
            return;
        }
        active.push({ ...entry, where: scope.locate(['quarantine', i, 'task']) });
    });
    return active;
}
function mapProject(file, raw, data) {
    const d = raw.defaults ?? {};
    const evalFile = raw.files?.evalFile ?? 'eval.yaml';
    const evals = raw.evals
        ? [raw.evals].flat()
        : raw.paths?.evals
            ? [`${raw.paths.evals.replace(/[\\/]+$/, '')}/**/${evalFile}`]
            : raw.files?.evalFile
                ? [`evals/**/${evalFile}`]
                : [];
    const executor = d.executor ?? d.engine;
    const defaults = {
        model: d.model,
        judgeModel: d.judge_model ?? d.judgeModel,
        executor: executor,
        trialsPerTask: d.trials,
        workers: d.workers,
        timeoutSeconds: d.timeout_seconds ?? d.timeout,
        responderModel: d.responder_model,
    };
    for (const key of Object.keys(defaults)) {
        if (defaults[key] === undefined)
            delete defaults[key];
    }
    const resultsDir = raw.results_dir ?? raw.paths?.results;
    return {
        file,
        evals,
        ...(resultsDir ? { resultsDir } : {}),
        defaults,
        ...(raw.tokens ? { tokens: raw.tokens } : {}),
        ...(raw.prices ? { prices: raw.prices } : {}),
        ...(raw.paths?.skills ? { skillsDir: raw.paths.skills } : {}),
        ...(raw.impact?.always ? { impactAlways: raw.impact.always } : {}),
        raw: data,
    };
}


/***/ })

};
