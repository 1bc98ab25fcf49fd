"use strict";
exports.id = 3420;
exports.ids = [3420];
exports.modules = {

/***/ 3420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkoutBase: () => (/* binding */ checkoutBase),
  lazyBase: () => (/* binding */ lazyBase)
});

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
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
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


/***/ })

};
;