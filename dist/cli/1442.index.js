export const id = 1442;
export const ids = [1442];
export const modules = {

/***/ 1442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkoutBase: () => (/* binding */ checkoutBase),
/* harmony export */   lazyBase: () => (/* binding */ lazyBase)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
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
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, {
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
    const parent = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), 'parley-base-'));
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(parent, 'checkout');
    const added = await git(root, ['worktree', 'add', '--detach', dir, sha], 300_000);
    if (!added.ok) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(parent, { recursive: true, force: true });
        return { error: `git worktree add of ${ref} failed: ${gitMessage(added.stderr)}` };
    }
    let disposed;
    // A process that exits before dispose (a second Ctrl-C exits at once) still removes it.
    const atExit = () => {
        try {
            (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', ['worktree', 'remove', '--force', dir], {
                cwd: root,
                stdio: 'ignore',
                timeout: 10_000,
            });
        }
        catch {
            // Pruned by git later: the directory is removed below either way.
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(parent, { recursive: true, force: true });
    };
    process.once('exit', atExit);
    // git names the root with symlinks resolved: so is the directory, to find it below the root.
    const below = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.relative)(root, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(repoDir).catch(() => repoDir));
    return {
        dir,
        cwd: below.startsWith('..') ? dir : (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, below),
        sha,
        dispose: () => (disposed ??= (async () => {
            process.off('exit', atExit);
            await git(root, ['worktree', 'remove', '--force', dir]);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(parent, { recursive: true, force: true });
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


/***/ })

};
