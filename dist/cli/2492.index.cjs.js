"use strict";
exports.id = 2492;
exports.ids = [2492];
exports.modules = {

/***/ 2492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   changedFiles: () => (/* binding */ changedFiles)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _shared_yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4094);
/* harmony import */ var _suites_project_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1263);
// The files a change touched, for impact selection (engine/impact.ts): a pull request's, between
// its base commit and the checkout (the base fetched from origin when a shallow clone lacks it),
// or `parley run --changed-since REF`'s, between REF and the working tree, untracked files
// included. Every failure is an `{ error }` sentence: the caller then runs every task. The base's
// project file is read too (git show): its `impact.always` holds for the change as the head's does,
// so a pull request cannot switch a guard off by editing or deleting the file that sets it.





function git(cwd, args, timeout = 60_000) {
    return new Promise((done) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, {
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
    const top = await git(dir, ['rev-parse', '--show-toplevel']);
    if (!top.ok || !top.stdout.trim()) {
        return { error: `${dir} is not in a git repository (${firstLine(top.stderr)})` };
    }
    // git answers with the real path; the suites' paths are under `dir` as given (a symlink).
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(dir), top.stdout.trim()));
    const has = async () => (await git(root, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`])).ok;
    if (!(await has()) && options.fetch) {
        const fetched = await git(root, ['fetch', '--no-tags', '--depth=1', 'origin', base], 180_000);
        if (!fetched.ok) {
            return { error: `the base ${base} could not be fetched (${firstLine(fetched.stderr)})` };
        }
    }
    if (!(await has()))
        return { error: `${base} is not a commit of this clone` };
    const head = options.head ?? 'HEAD';
    // Renames as a deletion and an addition: both paths are inputs someone may read.
    const diffArgs = ['diff', '--name-only', '--no-renames', '-z', base];
    const diff = await git(root, head === 'worktree' ? diffArgs : [...diffArgs, head]);
    if (!diff.ok)
        return { error: `git diff failed (${firstLine(diff.stderr)})` };
    const files = nulList(diff.stdout);
    if (head === 'worktree') {
        const untracked = await git(root, ['ls-files', '--others', '--exclude-standard', '-z']);
        if (!untracked.ok)
            return { error: `git ls-files failed (${firstLine(untracked.stderr)})` };
        files.push(...nulList(untracked.stdout));
    }
    const always = await baseAlways(root, dir, base);
    if ('error' in always)
        return always;
    return {
        root,
        files: [...new Set(files)].map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root, f)),
        since: base,
        ...(always.globs.length ? { baseAlways: always.globs } : {}),
    };
}
/** `impact.always` of the project file at `dir` in the commit `base` (none without one). */
async function baseAlways(root, dir, base) {
    const at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir));
    for (const name of _suites_project_file_js__WEBPACK_IMPORTED_MODULE_3__/* .PROJECT_FILES */ ._F) {
        const path = (at ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(at, name) : name).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/');
        const shown = await git(root, ['show', `${base}:${path}`]);
        if (!shown.ok)
            continue;
        try {
            const data = (await (0,_shared_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .loadYaml */ .y)()).parse(shown.stdout);
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


/***/ })

};
;