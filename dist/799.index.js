export const id = 799;
export const ids = [799];
export const modules = {

/***/ 71644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  is: () => (/* binding */ downloadResultsFiles),
  En: () => (/* binding */ listResultsArtifacts),
  ad: () => (/* binding */ oversized),
  UY: () => (/* binding */ readDownloadedResults),
  GA: () => (/* binding */ scratchDir)
});

// UNUSED EXPORTS: ArtifactError, MAX_ARTIFACTS, MAX_ARTIFACT_BYTES

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/results/files.ts + 7 modules
var files = __webpack_require__(78356);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/results/zip.ts
// A bounded reader for the zip archives of results artifacts. Artifacts may come from a fork, so
// nothing is extracted to disk by name: the central directory is read, only the wanted root
// entries are inflated, each with a hard output limit (a zip bomb stops at the limit), and the
// number of entries is capped. Stored and deflated entries only, no zip64 (results are small).

class ZipError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ZipError';
    }
}
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
function findEndOfCentralDirectory(zip) {
    // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
    const stop = Math.max(0, zip.length - 22 - 0xffff);
    for (let at = zip.length - 22; at >= stop; at--) {
        if (zip.readUInt32LE(at) === EOCD)
            return at;
    }
    throw new ZipError('not a zip archive (no end of central directory)');
}
/** The wanted root entries' contents by name; entries not listed in `wanted` are not read. */
function readZipEntries(zip, wanted, limits) {
    if (zip.length < 22)
        throw new ZipError('not a zip archive (too short)');
    const eocd = findEndOfCentralDirectory(zip);
    const count = zip.readUInt16LE(eocd + 10);
    const offset = zip.readUInt32LE(eocd + 16);
    if (count > limits.maxEntries) {
        throw new ZipError(`${count} entries, more than the ${limits.maxEntries} allowed`);
    }
    const found = new Map();
    let at = offset;
    for (let i = 0; i < count; i++) {
        if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) {
            throw new ZipError('corrupt central directory');
        }
        const method = zip.readUInt16LE(at + 10);
        const compressed = zip.readUInt32LE(at + 20);
        const size = zip.readUInt32LE(at + 24);
        const nameLength = zip.readUInt16LE(at + 28);
        const extraLength = zip.readUInt16LE(at + 30);
        const commentLength = zip.readUInt16LE(at + 32);
        const local = zip.readUInt32LE(at + 42);
        const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
        at += 46 + nameLength + extraLength + commentLength;
        if (!wanted.includes(name))
            continue;
        if (found.has(name))
            throw new ZipError(`${name} appears twice`);
        if (size > limits.maxEntryBytes) {
            throw new ZipError(`${name}: ${size} bytes, more than the ${limits.maxEntryBytes} allowed`);
        }
        found.set(name, readEntry(zip, name, { method, compressed, size, local }, limits));
    }
    return found;
}
function readEntry(zip, name, entry, limits) {
    const { local } = entry;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) {
        throw new ZipError(`${name}: corrupt local header`);
    }
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const end = start + entry.compressed;
    if (end > zip.length)
        throw new ZipError(`${name}: truncated`);
    const data = zip.subarray(start, end);
    let content;
    if (entry.method === 0)
        content = Buffer.from(data);
    else if (entry.method === 8) {
        try {
            // Never more than the directory claims: a lying entry stops early instead of at the limit.
            const maxOutputLength = Math.max(1, Math.min(limits.maxEntryBytes, entry.size));
            content = (0,external_node_zlib_.inflateRawSync)(data, { maxOutputLength });
        }
        catch (error) {
            throw new ZipError(`${name}: cannot be inflated within the limits (${error.message})`);
        }
    }
    else
        throw new ZipError(`${name}: unsupported compression method ${entry.method}`);
    if (content.length !== entry.size) {
        throw new ZipError(`${name}: ${content.length} bytes where the directory says ${entry.size}`);
    }
    return content;
}

// EXTERNAL MODULE: ./src/github/artifact.ts
var artifact = __webpack_require__(49721);
;// CONCATENATED MODULE: ./src/github/artifact-download.ts
// Downloads results artifacts (this run's, or another run's with `findBy`). They are untrusted
// (a fork's pull_request workflow uploads them): the number of artifacts and each archive's size
// are bounded before anything is downloaded, the archive is read with bounded inflation, only
// summary.json and results.jsonl are taken out of it, within a byte budget shared by every
// artifact of the suite set, and read (schema-validated) once all of them are in.






/** More shards than any matrix needs; a run listing more Parley artifacts is refused. */
const MAX_ARTIFACTS = 64;
/** A results archive bigger than this is refused before it is downloaded. */
const MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 100;
const RESULT_FILES = ['summary.json', 'results.jsonl'];
/** A fresh directory under the runner's temp directory for downloads. */
function scratchDir(label) {
    return (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), `parley-${label}-`));
}
class ArtifactError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ArtifactError';
    }
}
/** Parley's results artifacts of the run (the newest of each name), bounded in number. */
async function listResultsArtifacts(source) {
    // Loaded when used: the artifact client (and the Azure storage SDK) is most of the action's
    // bundle, and most jobs never download one.
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(110), __webpack_require__.e(935)]).then(__webpack_require__.bind(__webpack_require__, 77935));
    const client = new DefaultArtifactClient();
    const { artifacts } = await client.listArtifacts({
        latest: true,
        ...(source ? { findBy: source } : {}),
    });
    const ours = artifacts.flatMap((a) => {
        const parts = (0,artifact/* parseArtifactName */.TZ)(a.name);
        return parts ? [{ ...parts, id: a.id, name: a.name, size: a.size }] : [];
    });
    if (ours.length > MAX_ARTIFACTS) {
        throw new ArtifactError(`the run has ${ours.length} Parley results artifacts, more than the ${MAX_ARTIFACTS} allowed`);
    }
    return ours;
}
/** Why an artifact is refused by its listed size, if it is. */
function oversized(artifact) {
    return artifact.size > MAX_ARTIFACT_BYTES
        ? `artifact "${artifact.name}": ${artifact.size} bytes, more than the ${MAX_ARTIFACT_BYTES} allowed; not downloaded`
        : undefined;
}
/**
 * Downloads one artifact into `dir` (summary.json + results.jsonl) without reading them; their
 * inflated size comes out of `budget`, and an artifact that would exceed it is refused.
 */
async function downloadResultsFiles(artifact, source, dir, budget) {
    const label = `artifact "${artifact.name}"`;
    const tooBig = oversized(artifact);
    if (tooBig)
        throw new ArtifactError(tooBig);
    const raw = (0,external_node_fs_.mkdtempSync)(`${dir}.zip-`);
    try {
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(110), __webpack_require__.e(935)]).then(__webpack_require__.bind(__webpack_require__, 77935));
        const client = new DefaultArtifactClient();
        await client.downloadArtifact(artifact.id, {
            path: raw,
            skipDecompress: true,
            ...(source ? { findBy: source } : {}),
        });
        const [file] = (0,external_node_fs_.readdirSync)(raw);
        if (!file)
            throw new ArtifactError(`${label}: the download wrote no file`);
        const size = (0,external_node_fs_.statSync)((0,external_node_path_.join)(raw, file)).size;
        if (size > MAX_ARTIFACT_BYTES) {
            throw new ArtifactError(`${label}: ${size} bytes, more than the ${MAX_ARTIFACT_BYTES} allowed`);
        }
        let entries;
        try {
            entries = readZipEntries((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(raw, file)), RESULT_FILES, {
                maxEntries: MAX_ZIP_ENTRIES,
                maxEntryBytes: Math.max(files/* MAX_RESULTS_BYTES */.ue, files/* MAX_SUMMARY_BYTES */.Q0),
            });
        }
        catch (error) {
            throw new ArtifactError(`${label}: ${error.message}`);
        }
        let bytes = 0;
        for (const name of RESULT_FILES) {
            const content = entries.get(name);
            if (!content)
                throw new ArtifactError(`${label}: holds no ${name}`);
            bytes += content.length;
        }
        if (bytes > budget.remaining) {
            throw new ArtifactError(`${label}: the suite set's artifacts hold more than the ${budget.total} bytes allowed in all; not read`);
        }
        budget.remaining -= bytes;
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        for (const name of RESULT_FILES)
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, name), entries.get(name));
    }
    finally {
        (0,external_node_fs_.rmSync)(raw, { recursive: true, force: true });
    }
}
/** Reads and validates what downloadResultsFiles wrote to `dir`. */
function readDownloadedResults(artifact, dir) {
    const label = `artifact "${artifact.name}"`;
    try {
        return (0,files/* readResultsDir */.Uv)(dir);
    }
    catch (error) {
        // Name the file inside the artifact, not the temporary directory it was written to.
        const message = error.message.split(`${dir}/`).join('').split(dir).join('it');
        throw new ArtifactError(`${label}: ${message}`);
    }
}


/***/ }),

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TZ: () => (/* binding */ parseArtifactName),
/* harmony export */   Vb: () => (/* binding */ defaultArtifactName),
/* harmony export */   _y: () => (/* binding */ mergedArtifactName),
/* harmony export */   aF: () => (/* binding */ suiteSetSlug),
/* harmony export */   g4: () => (/* binding */ uploadResults)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33838);
// Uploads the results directory as one artifact. Soft failure: a failed upload is a warning
// with the reason and the report is still written; the caller gets null.



/** Artifact names may not contain these (actions/upload-artifact's rule). */
const INVALID = /["':<>|*?\\/\r\n]/g;
/**
 * parley-results-<suite set>[-shard-i-of-n]-attempt-<n>: unique per suite set, shard and run
 * attempt, so matrix jobs and re-runs never collide.
 */
function defaultArtifactName(suiteSet, runAttempt, shard) {
    const shardPart = shard ? `-shard-${shard.index}-of-${shard.total}` : '';
    return `parley-results-${suiteSet}${shardPart}-attempt-${runAttempt || '1'}`.replace(INVALID, '-');
}
/** The suite set as a name part and folder: no dots, so never `..` in a path. */
const suiteSetSlug = (suiteSet) => suiteSet.replace(/[^A-Za-z0-9_+-]+/g, '-');
/**
 * parley-report-<suite set>-attempt-<n>: the merged results of a report or confirm job, named
 * so that report mode never collects them again.
 */
const mergedArtifactName = (suiteSet, runAttempt) => `parley-report-${suiteSetSlug(suiteSet)}-attempt-${runAttempt || '1'}`;
function filesUnder(dir) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name);
        if (entry.isDirectory())
            return filesUnder(path);
        return entry.isFile() ? [path] : [];
    });
}
async function uploadResults(dir, name) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(root).isDirectory())
            throw new Error(`${dir} is not a directory`);
        const files = filesUnder(root);
        if (files.length === 0)
            throw new Error(`${dir} holds no files`);
        // Loaded when used: the artifact client is most of the action's bundle.
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(110), __webpack_require__.e(935)]).then(__webpack_require__.bind(__webpack_require__, 77935));
        const client = new DefaultArtifactClient();
        const result = await client.uploadArtifact(name, files, root, { compressionLevel: 6 });
        if (result.id === undefined)
            throw new Error('the artifact service returned no artifact id');
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`parley: uploaded the results as artifact "${name}" (id ${result.id})`);
        return { id: result.id, name, size: result.size ?? 0 };
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`parley: could not upload the results artifact "${name}": ${error.message}. ` +
            'The report is still written to the job summary.');
        return null;
    }
}
const NAME = /^parley-results-(.+?)(?:-shard-(\d+)-of-(\d+))?-attempt-(\d+)$/;
/** The parts of a defaultArtifactName(); null for any other artifact. */
function parseArtifactName(name) {
    const m = NAME.exec(name);
    if (!m)
        return null;
    const parts = { suiteSet: m[1], attempt: Number(m[4]) };
    if (m[2])
        parts.shard = { index: Number(m[2]), total: Number(m[3]) };
    return parts;
}


/***/ }),

/***/ 72043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gn: () => (/* binding */ unattested),
/* harmony export */   T6: () => (/* binding */ attestBaseline)
/* harmony export */ });
/* unused harmony exports BASELINE_EVENTS, attestationName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66417);
// Who saved a cache baseline. Any job on the default branch can write the Actions cache under
// the baseline prefix (an issue_comment job running a pull request's graders included, since
// the runtime token is readable to the code it runs), so a key proves nothing. The push or
// scheduled run that saves an entry also uploads an attestation: an artifact named after the
// entry's SHA-256. Artifacts belong to the run that uploads them and no other job can add one
// to it, so a restored entry is used only when a push or scheduled run of this repository, on
// its default branch, of the workflow running now, on the commit its key names, attests its
// exact bytes (anyone who can push a branch, or add a workflow in it, can mint an attestation
// in a run of their own).





/** The events whose runs may save (and so attest) a baseline. */
const BASELINE_EVENTS = ['push', 'schedule'];
function attestationName(bytes) {
    return `parley-baseline-sha256-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex')}`;
}
/** Uploads this run's attestation of the entry's bytes; the error's message when it fails. */
async function attestBaseline(bytes) {
    const name = attestationName(bytes);
    try {
        const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'parley-attest-'));
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dir, { recursive: true });
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'baseline.sha256');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(file, `${name.slice('parley-baseline-sha256-'.length)}\n`);
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(110), __webpack_require__.e(935)]).then(__webpack_require__.bind(__webpack_require__, 77935));
        await new DefaultArtifactClient().uploadArtifact(name, [file], dir, { retentionDays: 90 });
        return undefined;
    }
    catch (error) {
        return error.message;
    }
}
/** The workflow file a run ran: its path without the `@ref` GitHub may append. */
const workflowPathOf = (run) => run.path.replace(/@.*$/, '');
/**
 * Why the entry saved for `sha` with these bytes is not to be trusted, or undefined when it is
 * attested: by a push or scheduled run of this repository on its default branch (the
 * repository's, as the API says), of the workflow running now, on that commit. A push of any
 * other branch, or another workflow (one a pull request can add), attests nothing.
 */
async function unattested(origin, sha, bytes) {
    if (!origin.token)
        return 'the "github-token" input is empty, so its origin cannot be checked';
    if (!/^[0-9A-Za-z]{1,64}$/.test(sha))
        return 'its key names no commit';
    const name = attestationName(bytes);
    const repo = { owner: origin.owner, repo: origin.repo };
    try {
        const octokit = (0,_rest_js__WEBPACK_IMPORTED_MODULE_4__/* .octokitFor */ .d_)(origin.token);
        const { data: repository } = await octokit.rest.repos.get(repo);
        const branch = repository.default_branch;
        // This workflow: its file, else (no GITHUB_WORKFLOW_REF) the id of this run's workflow.
        const workflow = origin.workflowFile
            ? { path: `.github/workflows/${origin.workflowFile}` }
            : origin.runId && /^\d+$/.test(origin.runId)
                ? { id: await (0,_rest_js__WEBPACK_IMPORTED_MODULE_4__/* .workflowOfRun */ .u1)(octokit, repo, Number(origin.runId)) }
                : undefined;
        if (!workflow) {
            return 'the workflow running Parley is not known (neither GITHUB_WORKFLOW_REF nor GITHUB_RUN_ID is set), so its origin cannot be checked';
        }
        const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
            ...repo,
            head_sha: sha,
            per_page: 100,
        });
        const pushed = data.workflow_runs.filter((r) => BASELINE_EVENTS.includes(r.event) && r.head_sha === sha);
        const onBranch = pushed.filter((r) => r.head_branch === branch);
        const savers = onBranch.filter((r) => 'path' in workflow ? workflowPathOf(r) === workflow.path : r.workflow_id === workflow.id);
        for (const run of savers.slice(0, 10)) {
            const { data: artifacts } = await octokit.rest.actions.listWorkflowRunArtifacts({
                ...repo,
                run_id: run.id,
                name,
                per_page: 100,
            });
            if (artifacts.artifacts.some((a) => a.name === name && !a.expired))
                return undefined;
        }
        const which = `push or scheduled run of commit ${sha.slice(0, 7)} on the default branch by this workflow`;
        if (savers.length)
            return `no ${which} attests it`;
        // What ran instead is said by count: branch and workflow names are anyone's to choose.
        const elsewhere = pushed.length - onBranch.length;
        const otherWorkflow = onBranch.length;
        const found = [
            elsewhere ? `${elsewhere} on another branch` : '',
            otherWorkflow ? `${otherWorkflow} of another workflow` : '',
        ].filter(Boolean);
        return `no ${which} saved it${found.length ? ` (runs of that commit that do not count: ${found.join(', ')})` : ''}`;
    }
    catch (error) {
        return `its origin could not be checked (${error.message}; the token needs \`actions: read\`)`;
    }
}


/***/ }),

/***/ 50548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ov: () => (/* binding */ baselineOrigin),
  W3: () => (/* binding */ restoreBaseline),
  XY: () => (/* binding */ saveBaseline)
});

// UNUSED EXPORTS: BASELINE_PATH, baselineKey, baselineKeyPrefix

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/results/files.ts + 7 modules
var files = __webpack_require__(78356);
// EXTERNAL MODULE: ./src/verdict/pool.ts
var verdict_pool = __webpack_require__(46795);
// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(39444);
// EXTERNAL MODULE: ./src/github/baseline-origin.ts
var baseline_origin = __webpack_require__(72043);
;// CONCATENATED MODULE: ./src/github/baseline-notes.ts
// Why a pull request has no cached baseline, in the words the comment and the job summary show.
// GitHub's cache drops an entry no run has restored for 7 days, so a quiet base branch loses
// its baseline there although the pool keeps runs for longer (`pool-max-age`).
/** No entry of the suite set: evicted by the cache, or never saved. */
function noCachedBaseline(suiteSet) {
    return (`no cached baseline for suite set "${suiteSet}": evicted or never saved ` +
        '(GitHub drops cache entries unused for 7 days); a push to the base branch saves one');
}
/** The cache service failed: not the same as no entry, and not to be read as one. */
function cacheUnreadable(suiteSet, why) {
    return `the Actions cache could not be read (${why}): no baseline for suite set "${suiteSet}" to compare with`;
}

// EXTERNAL MODULE: ./src/github/cache-read.ts
var cache_read = __webpack_require__(36674);
;// CONCATENATED MODULE: ./src/github/baseline.ts
// The baseline: the base branch's summary.json, kept in the Actions cache. Pushes and schedules
// save it under parley-baseline-<suite set>@<sha>; pull requests restore the base sha's entry,
// else the newest entry of the suite set (restore-key prefix). Soft failure throughout: a cache
// problem is a warning and "no baseline", never a failed step. An entry is used (restored, or
// pooled with) only when the push or scheduled run that saved it attests it (baseline-origin.ts).









/** The origin check of this run: its token, repository and workflow. */
function baselineOrigin(token, context) {
    return {
        token,
        owner: context.owner,
        repo: context.repo,
        ...(context.workflowFile ? { workflowFile: context.workflowFile } : {}),
        ...(context.runId ? { runId: context.runId } : {}),
    };
}
/**
 * Where the cached summary lives, relative to the workspace: cache versions hash the path as
 * given, so it must be the same string on every runner.
 */
const BASELINE_PATH = '.parley-baseline/summary.json';
// '@' ends the suite set: no suite set name holds one, so the restore prefix of `agent` can never
// match `agent-scaffolder`'s entries (a '-' could).
function baselineKeyPrefix(suiteSet) {
    return `parley-baseline-${suiteSet.replace(/,/g, '-')}@`;
}
function baselineKey(suiteSet, sha) {
    return `${baselineKeyPrefix(suiteSet)}${sha}`;
}
/** The Actions cache client, loaded when a baseline is read or saved (most of it is Azure's SDK). */
const cacheClient = () => Promise.all(/* import() */[__webpack_require__.e(110), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
async function cacheUnavailable() {
    if (!(await cacheClient()).isFeatureAvailable())
        return 'the Actions cache service is not available to this job';
    return null;
}
/**
 * The branch's newest saved baseline (the previous push's or schedule's), restored into
 * BASELINE_PATH and validated like any untrusted summary; null when there is none.
 */
async function previousBaseline(suiteSet, key, target, origin) {
    const prefix = baselineKeyPrefix(suiteSet);
    const matched = await (await cacheClient()).restoreCache([BASELINE_PATH], key, [prefix]);
    if (!matched || !(0,external_node_fs_.existsSync)(target))
        return null;
    const read = await readEntry(target, matched, prefix, origin);
    if ('note' in read)
        core/* warning */.$e(`parley: ${read.note}: not pooled with it`);
    return 'summary' in read ? read.summary : null;
}
/** A restored entry, validated and checked for origin; or why it is not used. */
async function readEntry(target, matched, prefix, origin) {
    let bytes;
    let summary;
    try {
        bytes = (0,read_file/* readRegularFile */.X)(target, files/* MAX_SUMMARY_BYTES */.Q0);
        summary = (0,files/* parseSummary */.W6)(bytes.toString('utf8'), target);
    }
    catch (error) {
        if (!(error instanceof files/* ResultsReadError */.D5 || error instanceof read_file/* FileReadError */.t))
            throw error;
        return { note: `cache entry ${matched} is not a valid summary.json (${error.message})` };
    }
    const why = await (0,baseline_origin/* unattested */.Gn)(origin, matched.slice(prefix.length), bytes);
    if (why)
        return { note: `cache entry ${matched} is not used: ${why}` };
    return { summary };
}
/**
 * Saves the summary for later pull requests; an existing entry for the key is left alone.
 * `pool` > 1: the branch's previous baseline's per-task pools plus this run's (results/pool.ts).
 */
async function saveBaseline(summary, suiteSet, sha, workspace, origin, pool = 1, maxAgeDays) {
    const key = baselineKey(suiteSet, sha);
    const unavailable = await cacheUnavailable();
    if (unavailable) {
        core/* warning */.$e(`parley: baseline not saved: ${unavailable}`);
        return 'skipped';
    }
    const target = (0,external_node_path_.join)(workspace, BASELINE_PATH);
    try {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target), { recursive: true });
        const found = await (await cacheClient()).restoreCache([BASELINE_PATH], key, [], { lookupOnly: true });
        if (found === key) {
            core/* info */.pq(`parley: baseline ${key} already saved`);
            return 'exists';
        }
        const previous = pool > 1 ? await previousBaseline(suiteSet, key, target, origin) : null;
        const saved = (0,verdict_pool/* addToPool */.$Y)(previous, summary, pool, maxAgeDays ? { maxAgeDays } : {});
        const text = `${JSON.stringify(saved, null, 2)}\n`;
        (0,external_node_fs_.writeFileSync)(target, text);
        if (previous) {
            const pooled = saved.suites.flatMap((s) => s.tasks).filter((t) => t.pool).length;
            core/* info */.pq(`parley: the baseline pools ${pooled} task(s) with earlier runs (pool ${pool})`);
            const changes = saved.pool_changes;
            if (changes?.restarted)
                core/* warning */.$e(`parley: ${changes.restarted}`);
            for (const t of changes?.tasks.slice(0, 20) ?? []) {
                core/* info */.pq(`parley: pool of ${t.suite} / ${t.task_id}: ${t.dropped} run(s) dropped: ${t.reason}`);
            }
        }
        const id = await (await cacheClient()).saveCache([BASELINE_PATH], key);
        if (id === -1) {
            core/* warning */.$e(`parley: baseline ${key} was not saved (see the cache messages above)`);
            return 'skipped';
        }
        core/* info */.pq(`parley: saved the baseline as ${key}`);
        const failed = await (0,baseline_origin/* attestBaseline */.T6)(text);
        if (failed) {
            core/* warning */.$e(`parley: baseline ${key} was saved but not attested (${failed}): pull requests will not use it`);
        }
        return 'saved';
    }
    catch (error) {
        core/* warning */.$e(`parley: baseline not saved: ${error.message}`);
        return 'skipped';
    }
}
/** Restores the base sha's summary, else the newest of the suite set; null when none. */
async function restoreBaseline(suiteSet, baseSha, workspace, origin) {
    const unavailable = await cacheUnavailable();
    if (unavailable)
        return { baseline: null, note: unavailable };
    const key = baselineKey(suiteSet, baseSha);
    const prefix = baselineKeyPrefix(suiteSet);
    const target = (0,external_node_path_.join)(workspace, BASELINE_PATH);
    try {
        const cache = await cacheClient();
        const lookup = await (0,cache_read/* readCache */.x)(() => cache.restoreCache([BASELINE_PATH], key, [prefix]));
        if ('failure' in lookup)
            return { baseline: null, note: cacheUnreadable(suiteSet, lookup.failure) };
        if ('missing' in lookup)
            return { baseline: null, note: noCachedBaseline(suiteSet) };
        const matched = lookup.matched;
        if (!(0,external_node_fs_.existsSync)(target)) {
            return {
                baseline: null,
                note: `cache entry ${matched} held no ${(0,external_node_path_.relative)(workspace, target)}`,
            };
        }
        const read = await readEntry(target, matched, prefix, origin);
        if ('note' in read) {
            core/* warning */.$e(`parley: ${read.note}`);
            return { baseline: null, note: read.note };
        }
        const summary = read.summary;
        const sha = matched.slice(prefix.length) || summary.identity.commit || undefined;
        const exact = matched === key;
        return {
            baseline: {
                summary,
                sha,
                key: matched,
                source: exact
                    ? 'from the Actions cache, saved for the base commit'
                    : 'from the Actions cache, the newest saved on the base branch (none for the base commit)',
            },
        };
    }
    catch (error) {
        core/* warning */.$e(`parley: could not restore the baseline: ${error.message}`);
        return { baseline: null, note: cacheUnreadable(suiteSet, error.message) };
    }
}


/***/ }),

/***/ 36674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ readCache)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
// Reading the Actions cache so that "no entry" and "the cache could not be read" stay apart.
// @actions/cache's restoreCache answers a failed service call (a 4xx, a 5xx, a read denied by
// policy, a download that broke) exactly as a miss, `undefined`, and tells it only in the
// "Failed to restore: ..." annotation it prints; that line is the one sign of the failure, so it
// is watched for while the call runs.

const FAILED = /^::(?:warning|error)::Failed to restore: (.*)$/m;
/** Unescapes an annotation's message (@actions/core escapes %, CR and LF). */
const unescape = (text) => text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
// One watch on stdout for every restore in flight, so that overlapping calls never leave it on.
const watchers = new Set();
let original;
function watch(watcher) {
    watchers.add(watcher);
    if (!original) {
        const write = (original = process.stdout.write);
        process.stdout.write = function (chunk, ...rest) {
            if (typeof chunk === 'string')
                for (const w of watchers)
                    w(chunk);
            return write.call(process.stdout, chunk, ...rest);
        };
    }
    return () => {
        watchers.delete(watcher);
        if (!watchers.size && original) {
            process.stdout.write = original;
            original = undefined;
        }
    };
}
/** Runs one restoreCache call and tells a miss from a failure it swallowed. */
async function readCache(restore) {
    let failure;
    const stop = watch((chunk) => {
        const failed = FAILED.exec(chunk.split(node_os__WEBPACK_IMPORTED_MODULE_0__.EOL)[0] ?? '');
        if (failed && failure === undefined)
            failure = unescape(failed[1]);
    });
    let matched;
    try {
        matched = await restore();
    }
    finally {
        stop();
    }
    if (matched)
        return { matched };
    return failure === undefined ? { missing: true } : { failure };
}


/***/ }),

/***/ 8309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ collectResults),
/* harmony export */   q: () => (/* binding */ trustedImpact)
/* harmony export */ });
/* harmony import */ var _verdict_skill_lift_runs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31311);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _results_merge_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42958);
/* harmony import */ var _results_impact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75582);
/* harmony import */ var _artifact_download_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71644);
// Report mode's input: every Parley results artifact of a workflow run, grouped by suite set
// (one report and one comment each), the newest attempt of each shard, downloaded, validated
// and merged. A group that cannot be merged (a shard missing, duplicated, inconsistent or
// tampered with) carries the reason instead, naming the shard or the artifact.





/**
 * The impact selection merged results record (summary.json's `impact`, results/merge.ts), as
 * the compare step takes it: the tasks not re-run are cut from the comparison as one job cuts
 * them. Only a pull request of this repository gets impact selection (github/impact.ts); a
 * fork's artifact (or any other run's) that claims tasks were not re-run is untrusted: the claim
 * is dropped from the merged summary and said in a note, and those tasks compare as not run.
 */
function trustedImpact(merged, pullRequest) {
    const recorded = merged.summary.impact;
    if (!recorded)
        return {};
    if (pullRequest && !pullRequest.fromFork)
        return { impact: (0,_results_impact_js__WEBPACK_IMPORTED_MODULE_3__/* .impactReportOf */ .SK)(recorded) };
    delete merged.summary.impact;
    const claimed = recorded.all ? 0 : recorded.not_rerun.length;
    if (!claimed)
        return {};
    const whose = pullRequest
        ? "a fork's pull request"
        : 'results that are not a pull request of this repository';
    return {
        notes: [
            `The results claim ${claimed} task(s) were not re-run (impact selection), which ${whose} never gets: the claim is ignored and those tasks count as not run.`,
        ],
    };
}
const shardLabel = (a) => (a.shard ? `${a.shard.index}/${a.shard.total}` : null);
/** The newest attempt of each shard (re-run jobs upload again under a new attempt number). */
function newestAttempts(artifacts) {
    const newest = new Map();
    for (const a of artifacts) {
        const key = shardLabel(a) ?? 'whole';
        const seen = newest.get(key);
        if (!seen || a.attempt > seen.attempt)
            newest.set(key, a);
    }
    return [...newest.values()].sort((a, b) => (a.shard?.index ?? 0) - (b.shard?.index ?? 0) || a.name.localeCompare(b.name));
}
/** A shard name out of bounds (a fork can name its artifact anything), before anything else. */
function shardNameProblem(group) {
    for (const a of group) {
        const problem = a.shard && (0,_results_merge_js__WEBPACK_IMPORTED_MODULE_2__/* .shardBoundsProblem */ .xi)(a.shard.index, a.shard.total);
        if (problem) {
            return `artifact "${a.name}" is named shard ${a.shard.index}/${a.shard.total}: ${problem}; nothing was downloaded`;
        }
    }
    return undefined;
}
/** Shards missing by name, before anything is downloaded (names within bounds only). */
function missingShards(group) {
    const totals = [...new Set(group.flatMap((a) => (a.shard ? [a.shard.total] : [])))];
    if (totals.length !== 1)
        return [];
    const total = totals[0];
    const problems = [];
    for (let i = 1; i <= total; i++) {
        if (!group.some((a) => a.shard?.index === i))
            problems.push(`shard ${i}/${total} is missing`);
    }
    return problems;
}
async function mergeGroup(suiteSet, artifacts, source, workDir) {
    const group = { suiteSet, artifacts };
    const badName = shardNameProblem(artifacts);
    if (badName) {
        group.error = `suite set "${suiteSet}": ${badName}`;
        return group;
    }
    const tooBig = artifacts.map(_artifact_download_js__WEBPACK_IMPORTED_MODULE_4__/* .oversized */ .ad).find(Boolean);
    if (tooBig) {
        group.error = `suite set "${suiteSet}": ${tooBig}`;
        return group;
    }
    const listed = artifacts.reduce((n, a) => n + a.size, 0);
    if (listed > _results_merge_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MERGED_BYTES */ .IY) {
        group.error = `suite set "${suiteSet}": its ${artifacts.length} artifact(s) are ${listed} bytes, more than the ${_results_merge_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MERGED_BYTES */ .IY} allowed in all; nothing was downloaded`;
        return group;
    }
    const missing = missingShards(artifacts);
    if (missing.length) {
        group.error = `suite set "${suiteSet}": incomplete shard set: ${missing.join('; ')} (found: ${artifacts.map((a) => a.name).join(', ')})`;
        return group;
    }
    try {
        // Every artifact in first, within one byte budget, then read: never more than the budget
        // of results in memory, however many shards claim to be just under the per-file limit.
        const budget = { remaining: _results_merge_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MERGED_BYTES */ .IY, total: _results_merge_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MERGED_BYTES */ .IY };
        const dirOf = (a) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workDir, `artifact-${a.id}`);
        for (const artifact of artifacts) {
            await (0,_artifact_download_js__WEBPACK_IMPORTED_MODULE_4__/* .downloadResultsFiles */ .is)(artifact, source, dirOf(artifact), budget);
        }
        const shards = [];
        for (const artifact of artifacts) {
            const shard = (0,_artifact_download_js__WEBPACK_IMPORTED_MODULE_4__/* .readDownloadedResults */ .UY)(artifact, dirOf(artifact));
            const claimed = shardLabel(artifact);
            if (shard.summary.identity.shard !== claimed) {
                throw new Error(`artifact "${artifact.name}" is named shard ${claimed ?? '(none)'} but its summary.json says ${shard.summary.identity.shard ?? '(none)'}`);
            }
            shards.push({ ...shard, dir: `artifact "${artifact.name}"` });
        }
        group.merged = (0,_results_merge_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeShards */ .Ox)(shards);
        // A skill-lift job's lift over every shard's tasks (each shard measured its own).
        const lift = (0,_verdict_skill_lift_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .mergedSkillLift */ .X)(shards.map((s) => s.summary), group.merged.records);
        if (lift)
            group.merged.summary.skill_lift = lift;
    }
    catch (error) {
        group.error = `suite set "${suiteSet}": ${error.message}`;
    }
    return group;
}
/** Every suite set's merged results of the run (or why it could not be merged). */
async function collectResults(source, workDir) {
    const artifacts = await (0,_artifact_download_js__WEBPACK_IMPORTED_MODULE_4__/* .listResultsArtifacts */ .En)(source);
    const bySet = new Map();
    for (const a of artifacts)
        bySet.set(a.suiteSet, [...(bySet.get(a.suiteSet) ?? []), a]);
    const groups = [];
    for (const [suiteSet, all] of [...bySet].sort(([a], [b]) => a.localeCompare(b))) {
        groups.push(await mergeGroup(suiteSet, newestAttempts(all), source, workDir));
    }
    return groups;
}


/***/ }),

/***/ 88353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ setOutputs)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _results_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59244);
// The action's outputs (DESIGN.md "The action").


function setOutputs(values) {
    const c = (0,_results_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .countsOf */ .m)(values.summary);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('passed', c.passed);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('failed', c.failed);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('abstained', c.abstained);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('cap-exhausted', c.capExhausted);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('errors', c.errors);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('pass-rate', Number(values.summary.pass_rate.toFixed(4)));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('regressions', values.regressions);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('verdict', values.verdict ?? '');
    // A skill-lift job: the suite's pooled claim (helps, hurts, no_evidence), or not_measured.
    const lift = values.summary.skill_lift;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('skill-lift', lift ? (lift.skipped ? 'not_measured' : lift.pooled.claim) : '');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('results-dir', values.resultsDir);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('artifact-id', values.artifactId ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('comment-url', values.commentUrl ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('baseline-sha', values.baselineSha ?? '');
}


/***/ }),

/***/ 68615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ex: () => (/* binding */ compareResults),
  ku: () => (/* binding */ publishResults)
});

// UNUSED EXPORTS: FORK_NOTE

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/report/index.ts + 10 modules
var src_report = __webpack_require__(26187);
// EXTERNAL MODULE: ./src/shared/task-filter.ts
var task_filter = __webpack_require__(74891);
;// CONCATENATED MODULE: ./src/verdict/accept.ts
// Accepted changes of behaviour (`/parley accept` in a pull request): the regressions of accepted
// tasks stop failing the check for the one head commit they were accepted on. The comparison is
// left as computed (the report still lists those tasks, marked accepted); only the gate — which
// regressions count — changes. The suite-level test counts a broad drop across tasks: it is
// accepted with `all`, or when every task whose pass rate dropped is accepted.

/** The acceptance that covers a task, if any (the newest wins). */
function acceptanceOf(task, acceptances) {
    const names = [task.task_id, task.task_name, `${task.suite}/${task.task_id}`];
    for (const a of [...acceptances].reverse()) {
        if (a.all)
            return a;
        if (a.tasks.some((t) => (0,task_filter/* filterMatches */.w)(t, names)))
            return a;
    }
    return undefined;
}
/** Only the acceptances of this head commit. */
function acceptancesFor(all, headSha) {
    return all.filter((a) => headSha !== '' && a.head_sha === headSha);
}
function applyAcceptances(comparison, acceptances) {
    const accepted = [];
    const regressed = [];
    for (const task of comparison.buckets.regressed) {
        const acceptance = acceptanceOf(task, acceptances);
        if (acceptance)
            accepted.push({ task, acceptance });
        else
            regressed.push(task);
    }
    let suiteAccepted = null;
    if (comparison.suite.regressed) {
        const everything = [...acceptances].reverse().find((a) => a.all);
        const dropped = comparison.tasks.filter((t) => t.base?.pass_rate != null &&
            t.head?.pass_rate != null &&
            t.head.pass_rate < t.base.pass_rate);
        const covering = dropped.map((t) => acceptanceOf(t, acceptances));
        if (everything)
            suiteAccepted = everything;
        else if (dropped.length && covering.every((a) => a))
            suiteAccepted = covering.at(-1);
    }
    const suiteCounts = comparison.suite.regressed && !suiteAccepted;
    const gate = {
        ...comparison,
        suite: { ...comparison.suite, regressed: suiteCounts },
        buckets: {
            ...comparison.buckets,
            regressed,
            suite_regressed: suiteCounts ? comparison.buckets.suite_regressed : null,
        },
        regressions: regressed.length || (suiteCounts ? 1 : 0),
    };
    return { gate, accepted, suiteAccepted };
}

// EXTERNAL MODULE: ./src/verdict/fail-on.ts + 1 modules
var fail_on = __webpack_require__(12349);
// EXTERNAL MODULE: ./src/verdict/golden.ts
var golden = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/results/files.ts + 7 modules
var results_files = __webpack_require__(78356);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/report/html/conversation.ts
var conversation = __webpack_require__(24919);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/report/html/anchors.ts
var html_anchors = __webpack_require__(17444);
// EXTERNAL MODULE: ./src/report/html/escape.ts
var html_escape = __webpack_require__(79175);
;// CONCATENATED MODULE: ./src/report/html/filters.ts
// The conversations' filters (status, task, text): controls rendered hidden, and one small
// inline script, allowed by its hash in the page's Content-Security-Policy (no other script can
// run). The script only reads the page (classes, ids, textContent) and sets `hidden`: it never
// writes markup, so agent text stays text. Without the script the controls stay hidden and every
// run is shown, as before.



/** Runs match a task by their anchor (run-<task hash>-<trial>): no task text in the script. */
const FILTER_SCRIPT = `(() => {
  const $ = (id) => document.getElementById(id);
  const status = $('f-status'), task = $('f-task'), text = $('f-text'), shown = $('f-shown');
  const runs = Array.from(document.querySelectorAll('details.run'));
  const apply = () => {
    const s = status.value, t = task.value, q = text.value.trim().toLowerCase();
    let n = 0;
    for (const run of runs) {
      const ok = (!s || (s === 'not-passed' ? !run.classList.contains('r-passed') : run.classList.contains('r-' + s)))
        && (!t || run.id.startsWith(t + '-'))
        && (!q || run.textContent.toLowerCase().includes(q));
      run.hidden = !ok;
      if (ok) n++;
    }
    shown.textContent = n + ' of ' + runs.length + ' runs shown';
  };
  for (const control of [status, task]) control.addEventListener('change', apply);
  text.addEventListener('input', apply);
  $('filters').hidden = false;
  apply();
})();`;
/** The CSP source that allows FILTER_SCRIPT and nothing else. */
const FILTER_SCRIPT_HASH = `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(FILTER_SCRIPT).digest('base64')}'`;
const STATUSES = ['not-passed', 'passed', 'failed', 'abstained', 'error', 'skipped'];
/** Every task of the summary once, as an option whose value is its runs' anchor prefix. */
function renderFilters(summary) {
    const options = summary.suites.flatMap((s) => s.tasks.map((t) => {
        const prefix = (0,html_anchors/* runAnchor */.P)(s.name, t.task_id, 0).slice(0, -2);
        return `<option value="${prefix}">${(0,html_escape/* escapeLine */.EH)(s.name, 60)} / ${(0,html_escape/* escapeLine */.EH)(t.task_name || t.task_id, 100)}</option>`;
    }));
    return ('<div class="filters" id="filters" hidden>' +
        '<label>status <select id="f-status"><option value="">any</option>' +
        STATUSES.map((s) => `<option value="${s}">${(0,html_escape/* escapeHtml */.ZD)(s.replace('-', ' '))}</option>`).join('') +
        '</select></label> ' +
        `<label>task <select id="f-task"><option value="">any</option>${options.join('')}</select></label> ` +
        '<label>text <input id="f-text" type="search" placeholder="in the conversation"></label> ' +
        '<span id="f-shown" class="muted"></span></div>\n');
}
function filterScript() {
    return `<script>${FILTER_SCRIPT}</script>`;
}

;// CONCATENATED MODULE: ./src/report/html/page.ts
// The page shell of report.html: one self-contained file, no external resource, one script of
// our own (the filters, filters.ts). The Content-Security-Policy allows inline styles and that
// one script by its hash, nothing else: even markup that escaping missed could load nothing,
// run nothing and submit nothing.


const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; " +
    `script-src ${FILTER_SCRIPT_HASH}; base-uri 'none'; form-action 'none'`;
const CSS = `
:root { color-scheme: light; --pass: #1a7f37; --pass-bg: #dafbe1; --fail: #cf222e; --fail-bg: #ffebe9;
  --warn: #9a6700; --warn-bg: #fff8c5; --err: #bc4c00; --err-bg: #fff1e5; --muted: #59636e;
  --line: #d1d9e0; --user: #ddf4ff; --resp: #fbefff; --agent: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; padding: 24px; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI",
  "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; background: #fff; }
main { max-width: 1100px; margin: 0 auto; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px;
  border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 14px; margin: 14px 0 6px; }
.muted, .meta { color: var(--muted); } .meta { font-size: 12px; margin: 2px 0 8px; }
table { border-collapse: collapse; width: 100%; margin: 6px 0 10px; font-size: 13px; }
th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; } td.num { text-align: right; white-space: nowrap; }
a { color: #0969da; text-decoration: none; } a:hover { text-decoration: underline; }
.badge { display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 12px; font-weight: 600;
  white-space: nowrap; border: 1px solid transparent; }
.s-passed, .b-fixed, .lift-helps { color: var(--pass); background: var(--pass-bg); border-color: #aceebb; }
.s-failed, .b-regressed, .lift-hurts { color: var(--fail); background: var(--fail-bg); border-color: #ffcecb; }
.s-abstained, .b-possible_regression, .b-newly_abstaining { color: var(--warn); background: var(--warn-bg);
  border-color: #f5e0a0; }
.s-error { color: var(--err); background: var(--err-bg); border-color: #ffd8b5; }
.s-skipped, .b-no_verdict, .b-new, .b-removed, .b-unchanged { color: var(--muted); background: #f6f8fa;
  border-color: var(--line); }
.verdict { font-size: 17px; font-weight: 600; margin: 6px 0; padding: 6px 12px; border-radius: 6px;
  border: 1px solid transparent; }
.headline { font-size: 15px; margin: 8px 0; } .counts span { margin-right: 10px; }
details.run { border: 1px solid var(--line); border-left: 5px solid var(--line); border-radius: 6px;
  margin: 10px 0; background: #fff; }
details.run.r-passed { border-left-color: var(--pass); } details.run.r-failed { border-left-color: var(--fail); }
details.run.r-abstained { border-left-color: #d4a72c; } details.run.r-error { border-left-color: var(--err); }
details.run > summary { cursor: pointer; padding: 8px 12px; font-weight: 600; list-style-position: inside; }
details.run > summary .badge { margin-right: 6px; }
details.run > summary .sub { font-weight: 400; color: var(--muted); margin-left: 6px; }
.run-body { padding: 0 14px 12px; border-top: 1px solid var(--line); }
.chat { display: flex; flex-direction: column; gap: 8px; margin: 10px 0; }
.msg { max-width: 88%; border: 1px solid var(--line); border-radius: 10px; padding: 6px 10px; }
.msg .who { font-size: 12px; font-weight: 600; color: var(--muted); margin-bottom: 2px; }
.msg.user { align-self: flex-end; background: var(--user); border-color: #b6e3ff; }
.msg.responder { align-self: flex-end; background: var(--resp); border-color: #ecd8ff; }
.msg.agent { align-self: flex-start; background: var(--agent); }
.msg.decision { align-self: center; max-width: 100%; background: var(--resp); border-style: dashed; }
.msg.card { align-self: flex-end; font-size: 13px; background: var(--resp); border-style: dashed; }
pre.text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 2px 0; font: inherit; max-height: 480px;
  overflow: auto; }
pre.code { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #fff;
  border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; max-height: 320px; overflow: auto; }
p.cut { margin: 2px 0; font-size: 12px; color: var(--warn); font-style: italic; }
details.tool { margin: 4px 0; font-size: 13px; } details.tool > summary { cursor: pointer; color: #0550ae; }
.tool .label { font-size: 12px; color: var(--muted); margin-top: 4px; }
.marks { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 4px; }
.mark { font-size: 12px; border-radius: 6px; padding: 1px 6px; border: 1px solid var(--line); }
.mark.ok { color: var(--pass); background: var(--pass-bg); border-color: #aceebb; }
.mark.bad { color: var(--fail); background: var(--fail-bg); border-color: #ffcecb; }
.mark.info { color: var(--muted); background: #f6f8fa; }
.error-box { border: 1px solid #ffcecb; background: var(--fail-bg); border-radius: 6px; padding: 6px 10px;
  margin: 8px 0; }
.note { color: var(--muted); font-style: italic; }
.rate { display: flex; align-items: center; gap: 8px; white-space: nowrap; }
.rate-bar { position: relative; width: 120px; height: 10px; background: #f6f8fa; border: 1px solid var(--line);
  border-radius: 3px; flex: none; }
.rate-fill { height: 100%; background: var(--pass); opacity: 0.55; }
.rate-ci { position: absolute; top: 3px; height: 2px; background: #1f2328; }
.filters { position: sticky; top: 0; background: #fff; padding: 6px 0; border-bottom: 1px solid var(--line);
  z-index: 1; } .filters label { margin-right: 12px; font-size: 13px; }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.side { border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; min-width: 0; }
.side h4 { margin: 2px 0 6px; font-size: 13px; }
.side-turn { border-top: 1px solid var(--line); padding: 4px 0; }
.side-turn.diverge { background: var(--warn-bg); outline: 2px solid #d4a72c; border-radius: 4px; padding: 4px 6px; }
.diverge-flag { font-size: 12px; font-weight: 600; color: var(--warn); }
.side .label { font-size: 12px; color: var(--muted); }
`;
/** A page without any script (history.html): scripts fall back to default-src 'none'. */
const NO_SCRIPT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";
function pageStart(title, policy = CONTENT_SECURITY_POLICY) {
    return ('<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
        `<meta http-equiv="Content-Security-Policy" content="${(0,html_escape/* escapeHtml */.ZD)(policy)}">` +
        '<meta name="referrer" content="no-referrer">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${(0,html_escape/* escapeHtml */.ZD)(title)}</title><style>${CSS}</style></head><body><main>\n`);
}
function pageEnd() {
    return `</main>${filterScript()}</body></html>\n`;
}

// EXTERNAL MODULE: ./src/verdict/compare.ts
var compare = __webpack_require__(57666);
// EXTERNAL MODULE: ./src/results/counts.ts
var counts = __webpack_require__(59244);
// EXTERNAL MODULE: ./src/results/stop.ts
var results_stop = __webpack_require__(29708);
// EXTERNAL MODULE: ./src/report/headline.ts + 2 modules
var headline = __webpack_require__(82580);
// EXTERNAL MODULE: ./src/report/scorecard.ts
var scorecard = __webpack_require__(67846);
// EXTERNAL MODULE: ./src/report/regressed-note.ts
var regressed_note = __webpack_require__(8091);
// EXTERNAL MODULE: ./src/report/trigger-accuracy.ts
var trigger_accuracy = __webpack_require__(51982);
// EXTERNAL MODULE: ./src/report/quarantine-notes.ts
var quarantine_notes = __webpack_require__(44688);
;// CONCATENATED MODULE: ./src/report/html/quarantine.ts


const HTML_NOTE = {
    code: (text, max) => `<code>${(0,html_escape/* escapeLine */.EH)(text, max)}</code>`,
    text: (text, max) => (0,html_escape/* escapeLine */.EH)(text, max),
    bold: (markup) => `<b>${markup}</b>`,
};
function quarantineText(q) {
    return `quarantined until ${q.expires}: ${q.reason}`;
}
function flakyText(f) {
    return `flaky on main: passed ${Math.round(f.rate * 100)}% of ${f.runs} runs over ${f.jobs} jobs`;
}
/** The headline's notes, or ''. */
function quarantineNotes(summary) {
    return [(0,quarantine_notes/* quarantineNote */.N)(summary, HTML_NOTE), (0,quarantine_notes/* flakyNote */.A)(summary, HTML_NOTE)]
        .filter((n) => n !== null)
        .map((n) => `<p class="note">${n}</p>`)
        .join('');
}

;// CONCATENATED MODULE: ./src/report/html/scorecard.ts
// The top of report.html: the headline (pass rate and counts), the base vs head scorecard of
// the comparison when there is one (every task with its bucket, p-value and note), else the
// head's tasks; each task links to its runs' conversations below.










const HTML_VERDICT = {
    code: (text, max) => `<code>${(0,html_escape/* escapeLine */.EH)(text, max)}</code>`,
    text: (text, max) => (0,html_escape/* escapeLine */.EH)(text, max),
};
/** The verdict as the comment's heading says it, with its colour. */
function verdictLine(input) {
    const comparison = input.acceptance?.gate ?? input.comparison;
    const line = (0,headline/* verdictStatus */.cb)(input.summary, comparison, input.ignoreErrors ?? false, input.impact, HTML_VERDICT);
    const tone = line.startsWith('❌')
        ? 's-failed'
        : line.startsWith('✅')
            ? 's-passed'
            : line.startsWith('➖')
                ? 's-skipped'
                : 's-abstained';
    return `<p class="verdict ${tone}">${line}</p>`;
}
const percent = (rate) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const scorecard_short = (sha) => sha ? (0,html_escape/* escapeLine */.EH)(sha.slice(0, 7), 7) : 'unknown';
function points(delta) {
    return `${delta >= 0 ? '+' : '−'}${Math.abs(delta * 100).toFixed(1)} pts`;
}
/** Links to a task's trials: the run anchors renderRun() gives them. */
function trialLinks(suite, taskId, trials) {
    const shown = Math.min(trials, 20);
    const links = Array.from({ length: shown }, (_, i) => `<a href="#${(0,html_anchors/* runAnchor */.P)(suite, taskId, i + 1)}">${i + 1}</a>`);
    return links.join(' ') + (trials > shown ? ` … (${trials})` : '');
}
function renderHeadline(input) {
    const { summary, comparison } = input;
    const c = (0,counts/* countsOf */.m)(summary);
    const change = comparison ? ` (${points(comparison.pass_rate_delta)} vs base)` : '';
    const id = summary.identity;
    const models = Object.entries(id.models)
        .filter(([, model]) => model)
        .map(([role, model]) => `${role} ${(0,html_escape/* escapeLine */.EH)(model, 80)}`);
    const facts = [
        `commit ${scorecard_short(id.commit)}`,
        ...(id.ref ? [`ref ${(0,html_escape/* escapeLine */.EH)(id.ref, 100)}`] : []),
        ...(id.shard ? [`shard ${(0,html_escape/* escapeLine */.EH)(id.shard, 20)}`] : []),
        ...models,
        `${(summary.duration_ms / 1000).toFixed(1)} s`,
        `created ${(0,html_escape/* escapeLine */.EH)(summary.created_at, 40)}`,
        `Parley ${(0,html_escape/* escapeLine */.EH)(summary.parley_version, 40)}`,
    ];
    const stop = input.stop ? `<p class="note">Parley ${(0,html_escape/* escapeHtml */.ZD)((0,results_stop/* stopNote */.p)(input.stop))}</p>` : '';
    return (`<h1>Parley report</h1>${verdictLine(input)}<p class="meta">${facts.join(' · ')}</p>` +
        `<p class="headline"><b>Pass rate ${percent(summary.pass_rate)}</b>${(0,html_escape/* escapeHtml */.ZD)(change)} over ${c.runs} run(s)</p>` +
        `<p class="counts"><span class="badge s-passed">${c.passed} passed</span> ` +
        `<span class="badge s-failed">${c.failed} failed</span> ` +
        `<span class="badge s-abstained">${c.abstained} abstained</span> ` +
        `<span class="badge s-abstained">${c.capExhausted} cap exhausted</span> ` +
        `<span class="badge s-error">${c.errors} error(s)</span>` +
        (c.skipped ? ` <span class="badge s-skipped">${c.skipped} skipped</span>` : '') +
        `</p>${stop}${quarantineNotes(summary)}`);
}
function baselineLine(input) {
    const { baseline, baselineNote } = input;
    if (baseline)
        return `Baseline: commit ${scorecard_short(baseline.sha)} (${(0,html_escape/* escapeLine */.EH)(baseline.source, 60)}).`;
    if (baseline === null)
        return `Baseline: none${baselineNote ? ` (${(0,html_escape/* escapeLine */.EH)(baselineNote, 300)})` : ''}; no comparison.`;
    if (baselineNote)
        return `Baseline: ${(0,html_escape/* escapeLine */.EH)(baselineNote, 300)}.`;
    return 'No baseline was given: no comparison.';
}
const BUCKET_ORDER = [...compare/* TASK_BUCKETS */.G.map(([bucket]) => bucket), 'unchanged'];
/** One task's change, in the scorecard's Change column. */
const BUCKET_LABELS = {
    regressed: 'Regressed',
    possible_regression: 'Possible regression',
    no_verdict: 'No verdict',
    newly_abstaining: 'Newly abstaining',
    fixed: 'Fixed',
    new: 'New',
    removed: 'Removed',
    unchanged: 'Unchanged',
};
function comparisonRow(t, regressed) {
    const trials = t.head?.trials ?? 0;
    const runs = trials ? trialLinks(t.suite, t.task_id, trials) : '—';
    const notes = [
        ...(t.confirmed_p !== undefined ? [`confirmed by re-runs, ${(0,compare/* pEquals */.MG)(t.confirmed_p)}`] : []),
        ...(t.low_confidence ? ['low confidence (1 trial)'] : []),
        ...(t.outcome_changed && t.base && t.head
            ? [`outcome ${t.base.outcome} → ${t.head.outcome}`]
            : []),
        ...(t.note ? [t.note] : []),
        ...(t.quarantined ? [quarantineText(t.quarantined)] : []),
    ];
    const title = BUCKET_LABELS[t.bucket];
    const hint = t.bucket === 'regressed'
        ? regressed
        : t.bucket in compare/* BUCKET_NOTES */.nd
            ? compare/* BUCKET_NOTES */.nd[t.bucket]
            : '';
    return (`<tr><td>${(0,html_escape/* escapeLine */.EH)(t.suite, 80)} / ${(0,html_escape/* escapeLine */.EH)(t.task_id, 120)}</td>` +
        `<td class="num">${(0,html_escape/* escapeHtml */.ZD)((0,scorecard/* sideCell */._D)(t.base))}</td><td class="num">${(0,html_escape/* escapeHtml */.ZD)((0,scorecard/* sideCell */._D)(t.head))}</td>` +
        `<td><span class="badge b-${(0,html_escape/* escapeHtml */.ZD)(t.bucket)}" title="${(0,html_escape/* escapeHtml */.ZD)(hint)}">${(0,html_escape/* escapeHtml */.ZD)(title)}</span></td>` +
        `<td class="num">${(0,html_escape/* escapeHtml */.ZD)((0,compare/* formatP */.MA)(t.p_value))}</td><td>${(0,html_escape/* escapeLine */.EH)(notes.join('; '), 400)}</td>` +
        `<td>${runs}</td></tr>`);
}
function comparisonTable(comparison) {
    const tasks = [...comparison.tasks].sort((a, b) => BUCKET_ORDER.indexOf(a.bucket) - BUCKET_ORDER.indexOf(b.bucket));
    const { base, head } = comparison;
    const lines = [
        `Base ${scorecard_short(base.commit)} → head ${scorecard_short(head.commit)}: pass rate ${percent(base.pass_rate)} → ` +
            `${percent(head.pass_rate)} (${points(comparison.pass_rate_delta)}), runs ${base.runs} → ${head.runs}, ` +
            `tokens ${base.total_tokens.toLocaleString('en-US')} → ${head.total_tokens.toLocaleString('en-US')}` +
            (comparison.suite_set_changed ? '; the suites changed since the baseline' : ''),
        (0,compare/* suiteLine */.pC)(comparison),
        (0,compare/* blindLine */.uv)(comparison),
        `Regressions that fail the check: ${comparison.regressions}.`,
    ].filter((l) => l !== null);
    return (lines.map((l) => `<p>${(0,html_escape/* escapeHtml */.ZD)(l.replace(/ -> /g, ' → '))}</p>`).join('') +
        '<table><tr><th>Task</th><th>Base</th><th>Head</th><th>Change</th><th>p</th><th>Notes</th><th>Runs</th></tr>' +
        `${tasks.map((t) => comparisonRow(t, (0,regressed_note/* regressedNote */.l)(comparison))).join('')}</table>`);
}
/** A task row's quarantine and flakiness on main, after its outcome. */
function rowNotes(t) {
    const notes = [
        ...(t.quarantined ? [quarantineText(t.quarantined)] : []),
        ...(t.flaky_on_main ? [flakyText(t.flaky_on_main)] : []),
    ];
    return notes.map((n) => ` · ${(0,html_escape/* escapeLine */.EH)(n, 300)}`).join('');
}
function tasksTable(summary) {
    const rows = summary.suites.flatMap((suite) => suite.tasks.map((t) => {
        // Red is for runs that failed: a task none of whose runs failed (they abstained, erred or
        // were skipped) is not painted as failing.
        const failed = t.counts.by_status.failed ?? 0;
        // The graders decided none of its runs (they abstained, erred, were skipped): no score.
        const graded = t.passed + failed > 0;
        const cls = t.passed === t.trials
            ? 's-passed'
            : t.passed === 0 && failed > 0
                ? 's-failed'
                : failed === 0 && (t.counts.by_status.error ?? 0) > 0 && t.passed === 0
                    ? 's-error'
                    : 's-abstained';
        return (`<tr><td>${(0,html_escape/* escapeLine */.EH)(suite.name, 80)} / ${(0,html_escape/* escapeLine */.EH)(t.task_id, 120)}</td>` +
            `<td class="num"><span class="badge ${cls}">${t.passed}/${t.trials}</span></td>` +
            `<td class="num">${percent(t.pass_rate)}</td><td class="num">${graded ? t.mean_score.toFixed(2) : '—'}</td>` +
            `<td>${(0,html_escape/* escapeHtml */.ZD)(t.outcome)}${t.flaky ? ' · flaky' : ''}${rowNotes(t)}</td>` +
            `<td>${trialLinks(suite.name, t.task_id, t.trials)}</td></tr>`);
    }));
    return ('<table><tr><th>Task</th><th>Passed</th><th>Pass rate</th><th>Mean score</th><th>Outcome</th><th>Runs</th></tr>' +
        `${rows.join('')}</table>`);
}
/** pass^k as "k=1 0.67 · k=2 0.33 · k=3 0"; long curves keep their first and last points. */
function curveText(curve) {
    const points = curve.map((v, i) => `k=${i + 1} ${+v.toFixed(2)}`);
    return (points.length > 8 ? [...points.slice(0, 6), '…', points.at(-1)] : points).join(' · ');
}
/**
 * Per task, how far its pass rate can be trusted: the Wilson 95 % interval and the pass^k curve
 * (summary.json's pass_interval and pass_hat_k). Only tasks run more than once have either.
 */
function reliabilityTable(summary) {
    const rows = summary.suites.flatMap((suite) => suite.tasks
        .filter((t) => t.trials > 1 && t.pass_interval && t.pass_hat_k)
        .map((t) => `<tr><td>${(0,html_escape/* escapeLine */.EH)(suite.name, 80)} / ${(0,html_escape/* escapeLine */.EH)(t.task_id, 120)}</td>` +
        `<td class="num">${percent(t.pass_rate)}</td>` +
        `<td class="num">${percent(t.pass_interval.low)} – ${percent(t.pass_interval.high)}</td>` +
        `<td>${(0,html_escape/* escapeHtml */.ZD)(curveText(t.pass_hat_k))}</td></tr>`));
    if (!rows.length)
        return '';
    return ('<h2>Reliability</h2><p class="muted">Wilson 95% interval on each pass rate, and pass^k: ' +
        'the estimated chance that k runs of the task all pass (C(passed,k)/C(runs,k)).</p>' +
        '<table><tr><th>Task</th><th>Pass rate</th><th>95% interval</th><th>pass^k</th></tr>' +
        `${rows.join('')}</table>`);
}
function renderScorecard(input) {
    const title = input.comparison ? 'Base vs head' : 'Tasks';
    const body = input.comparison ? comparisonTable(input.comparison) : tasksTable(input.summary);
    // trigger_tests.yaml suites: waza's trigger accuracy, one line each (as in the comment).
    const triggers = (0,trigger_accuracy/* triggerAccuracyLines */.f)(input.summary)
        .map((l) => `<p>${(0,html_escape/* escapeHtml */.ZD)(l)}</p>`)
        .join('');
    return (`<h2>${title}</h2><p class="muted">${baselineLine(input)}</p>${body}` +
        (triggers ? `<h2>Trigger accuracy</h2>${triggers}` : '') +
        reliabilityTable(input.summary));
}

// EXTERNAL MODULE: ./src/results/record.ts
var record = __webpack_require__(96269);
;// CONCATENATED MODULE: ./src/report/html/side-by-side.ts



/** Tasks shown side by side at most; the rest are in the scorecard and the conversations. */
const PAIRS_MAX = 10;
/** Characters of one message in a column. */
const SIDE_MAX = 2_000;
/** The buckets of a task whose head did worse than its base. */
const DROPPED = new Set(['regressed', 'possible_regression', 'newly_abstaining']);
const key = (suite, taskId) => JSON.stringify([suite, taskId]);
/**
 * The pairs to show, from the base's and the head's runs (each read once, one run at a time;
 * only the chosen runs are kept): per dropped task, the head's first run that did not pass and
 * the base's first that passed (else its first run).
 */
function pickPairs(comparison, baseRuns, headRuns) {
    const tasks = comparison.tasks.filter((t) => DROPPED.has(t.bucket)).slice(0, PAIRS_MAX);
    const wanted = new Map(tasks.map((t) => [key(t.suite, t.task_id), t]));
    if (!wanted.size)
        return [];
    const heads = new Map();
    for (const run of headRuns) {
        const k = key(run.suite, run.task_id);
        if (wanted.has(k) &&
            !heads.has(k) &&
            run.status !== 'passed' &&
            !run.confirmation &&
            !isWithoutSkillRun(run)) {
            heads.set(k, run);
        }
    }
    const bases = new Map();
    for (const run of baseRuns) {
        const k = key(run.suite, run.task_id);
        if (!wanted.has(k) || isWithoutSkillRun(run))
            continue;
        const kept = bases.get(k);
        if (!kept || (kept.status !== 'passed' && run.status === 'passed'))
            bases.set(k, run);
    }
    return tasks.flatMap((t) => {
        const k = key(t.suite, t.task_id);
        const head = heads.get(k);
        const base = bases.get(k);
        return head && base
            ? [{ suite: t.suite, taskId: t.task_id, taskName: t.task_name, bucket: t.bucket, base, head }]
            : [];
    });
}
const normal = (text) => text.replace(/\s+/g, ' ').trim();
/** Whether two turns differ for a reader: what was sent, what the agent said, the tools it called. */
function differs(a, b) {
    if (!a || !b)
        return a !== b;
    if (normal(a.input) !== normal(b.input) || normal(a.output) !== normal(b.output))
        return true;
    const tools = (t) => t.tool_calls.map((c) => c.name).join('\n');
    return tools(a) !== tools(b);
}
/** The index of the first turn where the two runs diverge; null when every turn is the same. */
function firstDivergence(base, head) {
    const n = Math.max(base.turns.length, head.turns.length);
    for (let i = 0; i < n; i++)
        if (differs(base.turns[i], head.turns[i]))
            return i;
    return null;
}
/** One run's column; `label` heads it (base, head, with the skill, without the skill). */
function column(run, side, diverge, label = side) {
    const turns = run.turns.map((turn, i) => {
        const marked = i === diverge ? ' diverge' : '';
        const flag = i === diverge ? '<div class="diverge-flag">first divergence</div>' : '';
        const tools = turn.tool_calls.length
            ? `<div class="label">tools: ${(0,html_escape/* escapeLine */.EH)(turn.tool_calls.map((c) => c.name).join(', '), 300)}</div>`
            : '';
        return (`<div class="side-turn${marked}">${flag}<div class="who">turn ${i + 1} · ${(0,html_escape/* escapeHtml */.ZD)(turn.input_source)}</div>` +
            `${(0,html_escape/* textBlock */.fI)(turn.input, SIDE_MAX)}<div class="who">agent</div>${tools}` +
            `${turn.output ? (0,html_escape/* textBlock */.fI)(turn.output, SIDE_MAX) : '<p class="note">(no text)</p>'}</div>`);
    });
    const ended = diverge !== null && diverge >= run.turns.length
        ? '<div class="side-turn diverge"><div class="diverge-flag">first divergence</div><p class="note">the conversation ended here</p></div>'
        : '';
    // A run without the skill has its twin's trial number: its anchor is its own (conversation.ts).
    const suffix = run.skill_arm === 'without' ? '-without-skill' : '';
    const href = `#${(0,html_anchors/* runAnchor */.P)(run.suite, run.task_id, run.trial)}${suffix}`;
    return (`<div class="side side-${side}"><h4>${(0,html_escape/* escapeHtml */.ZD)(label)} · <span class="badge s-${(0,html_escape/* escapeHtml */.ZD)(run.status)}">${(0,html_escape/* escapeHtml */.ZD)(run.status)}</span> ` +
        `<a href="${href}">trial ${run.trial}</a> <span class="muted">${(0,html_escape/* escapeHtml */.ZD)(run.outcome)} · ${run.turns.length} turn(s)</span></h4>` +
        `${turns.join('')}${ended}</div>`);
}
/** The anchor of a task's side-by-side view. */
function pairAnchor(suite, taskId) {
    return `vs-${(0,html_anchors/* runAnchor */.P)(suite, taskId, 0).slice('run-'.length, -2)}`;
}
function renderSideBySide(pairs) {
    if (!pairs.length)
        return '';
    const blocks = pairs.map((p) => {
        const diverge = firstDivergence(p.base, p.head);
        const where = diverge === null
            ? 'the turns read the same; the difference is in the grading'
            : `they diverge at turn ${diverge + 1}`;
        return (`<section class="pair" id="${pairAnchor(p.suite, p.taskId)}"><h3>${(0,html_escape/* escapeLine */.EH)(p.suite, 80)} / ${(0,html_escape/* escapeLine */.EH)(p.taskName || p.taskId, 120)} ` +
            `<span class="badge b-${(0,html_escape/* escapeHtml */.ZD)(p.bucket)}">${(0,html_escape/* escapeHtml */.ZD)(p.bucket.replace(/_/g, ' '))}</span></h3>` +
            `<p class="meta">${where}</p><div class="sides">${column(p.base, 'base', diverge)}${column(p.head, 'head', diverge)}</div></section>`);
    });
    return ('<h2 id="side-by-side">Base and head side by side</h2><p class="muted">For each task that dropped: ' +
        'a head run that did not pass next to a base run, the first turn where they diverge marked.</p>\n' +
        blocks.join('\n'));
}

;// CONCATENATED MODULE: ./src/report/html/skill-lift.ts


const skill_lift_key = (suite, taskId) => JSON.stringify([suite, taskId]);
const ORDER = { hurts: 0, helps: 1, no_evidence: 2 };
/**
 * Per task (hurt first, then helped, at most PAIRS_MAX), a run with the skill and one without,
 * from the job's runs read once: the first of each arm, the one without replaced by the first
 * whose status differs from the one with (where they differ is what a reader wants to see).
 */
function pickLiftPairs(lift, runs) {
    const tasks = [...lift.tasks].sort((a, b) => ORDER[a.claim] - ORDER[b.claim]).slice(0, PAIRS_MAX);
    const wanted = new Map(tasks.map((t) => [skill_lift_key(t.suite, t.task), t]));
    const arms = new Map();
    for (const run of runs) {
        const k = skill_lift_key(run.suite, run.task_id);
        if (!wanted.has(k) || !run.skill_arm || run.confirmation)
            continue;
        const pair = arms.get(k) ?? {};
        arms.set(k, pair);
        if (run.skill_arm === 'with')
            pair.with ??= run;
        else if (!pair.without)
            pair.without = run;
        else if (pair.with &&
            pair.without.status === pair.with.status &&
            run.status !== pair.with.status)
            pair.without = run;
    }
    return tasks.flatMap((t) => {
        const pair = arms.get(skill_lift_key(t.suite, t.task));
        return pair?.with && pair.without
            ? [{ suite: t.suite, taskId: t.task, claim: t.claim, with: pair.with, without: pair.without }]
            : [];
    });
}
const signed = (n) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(2)}`;
const CLAIM = { helps: 'helps', hurts: 'hurts', no_evidence: 'no evidence' };
function liftTable(lift) {
    const rows = lift.tasks
        .slice(0, 500)
        .map((t) => `<tr><td>${(0,html_escape/* escapeLine */.EH)(`${t.suite} / ${t.task}`, 160)}</td><td>${t.with.passed}/${t.with.runs}</td>` +
        `<td>${t.without.passed}/${t.without.runs}</td><td>${signed(t.difference)} ` +
        `<span class="muted">(${signed(t.interval.low)} to ${signed(t.interval.high)})</span></td>` +
        `<td><span class="badge lift-${t.claim}">${CLAIM[t.claim]}</span></td></tr>`);
    const more = lift.tasks.length > 500
        ? `<p class="cut">${lift.tasks.length - 500} more tasks in summary.json.</p>`
        : '';
    return ('<table><thead><tr><th>Task</th><th>With the skill</th><th>Without</th>' +
        '<th>Difference (95 % interval)</th><th>Claim</th></tr></thead><tbody>' +
        rows.join('') +
        `</tbody></table>${more}`);
}
function renderSkillLift(lift, pairs) {
    if (!lift)
        return '';
    const head = '<h2 id="skill-lift">Skill lift: with and without the skill</h2>';
    if (lift.skipped)
        return `${head}<p class="note">No lift measured: ${(0,html_escape/* escapeLine */.EH)(lift.skipped, 1000)}</p>`;
    const blocks = pairs.map((p) => {
        const diverge = firstDivergence(p.without, p.with);
        const where = diverge === null
            ? 'the turns read the same; the difference is in the grading'
            : `they diverge at turn ${diverge + 1}`;
        return (`<section class="pair"><h3>${(0,html_escape/* escapeLine */.EH)(p.suite, 80)} / ${(0,html_escape/* escapeLine */.EH)(p.taskId, 120)} ` +
            `<span class="badge lift-${p.claim}">${CLAIM[p.claim]}</span></h3><p class="meta">${where}</p>` +
            `<div class="sides">${column(p.without, 'base', diverge, 'without the skill')}` +
            `${column(p.with, 'head', diverge, 'with the skill')}</div></section>`);
    });
    return (`${head}<p class="muted">${(0,html_escape/* escapeLine */.EH)(lift.sentence, 300)}: each task ran with the suite's skills and ` +
        `without them, interleaved in this job (claims after Holm at level ${lift.level}).</p>\n` +
        liftTable(lift) +
        blocks.join('\n'));
}

// EXTERNAL MODULE: ./src/results/cost.ts
var cost = __webpack_require__(35353);
;// CONCATENATED MODULE: ./src/report/html/models.ts
// report.html's "Models side by side" (summary.json's `models`): each model over every task,
// then each task under each model, the pass rate drawn as a bar with its 95 % interval as a
// whisker, and the best model per row by the rule results/model-comparison.ts states. Every
// text goes through escape.ts; the rows are bounded.


/** Rows the per-task table shows; summary.json has them all. */
const MAX_ROWS = 500;
const models_percent = (n) => `${Math.round(n * 1000) / 10}%`;
/** The pass rate as a bar, its interval as a whisker over it (inline styles: the CSP allows them). */
function rateBar(s) {
    const { low, high } = s.pass_interval;
    return (`<div class="rate"><div class="rate-bar"><div class="rate-fill" style="width:${models_percent(s.pass_rate)}"></div>` +
        `<div class="rate-ci" style="left:${models_percent(low)};width:${models_percent(high - low)}"></div></div>` +
        `<span>${s.passed}/${s.runs} = ${s.pass_rate.toFixed(2)} ` +
        `<span class="muted">(${low.toFixed(2)}–${high.toFixed(2)})</span></span></div>`);
}
function money(table, value) {
    if (!table.priced)
        return '<span class="muted">no prices</span>';
    return value === null ? '<span class="muted">unknown</span>' : (0,html_escape/* escapeLine */.EH)((0,cost/* dollars */.E)(value), 40);
}
function perDollar(table, s) {
    if (!table.priced)
        return '<span class="muted">no prices</span>';
    if (s.pass_rate_per_dollar === null)
        return '<span class="muted">unknown</span>';
    return s.pass_rate_per_dollar.toPrecision(3);
}
function row(table, s, best, first = '') {
    const badge = s.model === best ? ' <span class="badge s-passed">best</span>' : '';
    return (`<tr>${first}<td>${(0,html_escape/* escapeLine */.EH)(s.model, 120)}${badge}</td><td>${rateBar(s)}</td>` +
        `<td class="num">${s.mean_followups.toFixed(1)}</td><td class="num">${s.abstained}</td>` +
        `<td class="num">${s.tokens}</td><td class="num">${money(table, s.cost_usd)}</td>` +
        `<td class="num">${perDollar(table, s)}</td></tr>`);
}
const HEAD = '<th>Model</th><th>Pass rate (95 % interval)</th><th>Follow-ups / run</th><th>Abstains</th>' +
    '<th>Agent tokens</th><th>Cost</th><th>Pass rate per $</th>';
function bestNote(row) {
    if (!row.best)
        return 'no best: a tie on pass rate, cost and follow-ups';
    return row.clear
        ? `<strong>${(0,html_escape/* escapeLine */.EH)(row.best, 120)}</strong>, its interval above every other model's`
        : `${(0,html_escape/* escapeLine */.EH)(row.best, 120)} by the rule, but <strong>no clear best</strong>: the 95 % intervals overlap`;
}
function renderModels(table) {
    if (!table)
        return '';
    const overall = `<table><thead><tr>${HEAD}</tr></thead><tbody>` +
        table.overall.map((s) => row(table, s, table.best)).join('') +
        '</tbody></table>';
    const tasks = table.tasks.slice(0, MAX_ROWS);
    const perTask = tasks
        .map((t) => t.by_model
        .map((s, i) => row(table, s, t.best, i === 0
        ? `<td rowspan="${t.by_model.length}">${(0,html_escape/* escapeLine */.EH)(`${t.suite} / ${t.task_id}`, 160)}` +
            `<div class="muted">best: ${bestNote(t)}</div></td>`
        : ''))
        .join(''))
        .join('');
    const more = table.tasks.length > MAX_ROWS
        ? `<p class="cut">${table.tasks.length - MAX_ROWS} more tasks in summary.json.</p>`
        : '';
    return ('<h2 id="models">Models side by side</h2>' +
        `<p>Best overall: ${bestNote(table)}. Each model ran every task × trial of the same suites; ` +
        'the best has the highest pass rate, a tie going to the lower cost per run, then to fewer ' +
        "follow-ups. Cost: the agent's tokens at the prices table.</p>" +
        overall +
        `<h3>Per task</h3><table><thead><tr><th>Task</th>${HEAD}</tr></thead><tbody>${perTask}</tbody></table>${more}`);
}

;// CONCATENATED MODULE: ./src/report/html/index.ts













const bytes = (text) => Buffer.byteLength(text, 'utf8');
const sizeText = (n) => n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;
/** The page up to its first run: needs the summary, the comparison and the pairs. */
function pageHead(input, redact) {
    // A link, not a resource: following it is the reader's choice (the CSP loads nothing).
    const runLink = input.runUrl?.startsWith('https://')
        ? `<p class="meta"><a href="${(0,html_escape/* escapeHtml */.ZD)(encodeURI(input.runUrl))}">workflow run</a></p>`
        : '';
    return redact(pageStart('Parley report') +
        renderHeadline(input) +
        runLink +
        renderScorecard(input) +
        renderSideBySide(input.pairs ?? []) +
        renderSkillLift(input.summary.skill_lift, input.liftPairs ?? []) +
        renderModels(input.summary.models) +
        '<h2>Conversations</h2><p class="muted">Passing runs are folded; click a run to open it. ' +
        'Long messages are cut (the page says where); results.jsonl holds every word.</p>\n' +
        renderFilters(input.summary));
}
/** Room kept for the closing note and tags, so the page stays whole under the limit. */
const reserveFor = (end) => 200 + bytes(end);
/** The page after its runs: the note on runs not shown or not readable, and the end. */
function* pageTail(shown, left, unreadable, max, redact, end) {
    if (shown === 0 && left === 0 && !unreadable)
        yield '<p class="note">No run finished.</p>';
    if (left > 0)
        yield `<p class="cut">${left} more run${left === 1 ? '' : 's'} in results.jsonl (this page stops at ${sizeText(max)}).</p>`;
    if (unreadable)
        yield redact(`<div class="error-box">results.jsonl could not be read further: ${(0,html_escape/* escapeLine */.EH)(unreadable, 500)}</div>`);
    yield end;
}
function* renderHtmlReport(input) {
    const redact = input.redact ?? ((text) => text);
    const max = input.maxBytes ?? conversation/* HTML_MAX_BYTES */.Z0;
    const end = pageEnd();
    const reserve = reserveFor(end);
    const head = pageHead(input, redact);
    let written = bytes(head);
    yield head;
    let shown = 0;
    let left = 0;
    // A line of results.jsonl that cannot be read ends the list with the reason; the page and
    // the job's other files stay whole.
    let unreadable = '';
    const runs = input.runs[Symbol.iterator]();
    for (;;) {
        let next;
        try {
            next = runs.next();
        }
        catch (error) {
            unreadable = error.message;
            break;
        }
        if (next.done)
            break;
        const record = next.value;
        if (left === 0) {
            const chunk = redact((0,conversation/* renderRun */.eJ)(record));
            const size = bytes(chunk);
            if (written + size + reserve <= max) {
                written += size;
                shown++;
                yield chunk;
                continue;
            }
        }
        left++;
    }
    yield* pageTail(shown, left, unreadable, max, redact, end);
}
/**
 * The same page from a spool of the job's runs (results/spool.ts: each rendered and redacted as it was
 * written): the head, as many spooled runs as renderHtmlReport would show, the tail.
 */
function* renderSpooledHtmlReport(input, spool) {
    const redact = input.redact ?? ((text) => text);
    const max = spool.maxBytes;
    const end = pageEnd();
    const reserve = reserveFor(end);
    const head = pageHead(input, redact);
    let written = bytes(head);
    yield head;
    let shown = 0;
    for (const size of spool.sizes) {
        if (written + size + reserve > max)
            break;
        written += size;
        shown++;
    }
    yield* spool.copy(shown);
    yield* pageTail(shown, spool.runs - shown, '', max, redact, end);
}

;// CONCATENATED MODULE: ./src/report/job-end.ts
// The end of a job, from what this process holds of it (results/ledger.ts) when it ran the job:
// the cost from each run's digest and report.html from the spool of its runs, in one pass,
// never reading its own results.jsonl back through zod. Without a ledger (`parley report`,
// merged shards, a re-grade) the results directory is read as the untrusted file it then is.





const ledgerOf = (job) => (job.writeRecords ? undefined : job.ledger);
/** What every run the job made cost: screening, confirmation and base runs. */
function jobCost(job, prices) {
    const ledger = ledgerOf(job);
    if (ledger)
        return (0,cost/* costOf */.h)(ledger.digests, prices);
    const streamed = !job.writeRecords && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(job.resultsDir, results_files/* RESULTS_FILE */.yG));
    return (0,cost/* costOf */.h)(streamed ? (0,results_files/* recordsOf */.M$)(job.resultsDir) : job.records, prices);
}
/** The head's runs as results.jsonl has them: this job's own file is parsed, not re-validated. */
function headRuns(job) {
    return ledgerOf(job) ? (0,results_files/* ownRecordsOf */.ar)(job.resultsDir) : (0,results_files/* recordsOf */.M$)(job.resultsDir);
}
/** report.html: from the spool when this process wrote the runs, else from results.jsonl. */
function writeJobHtml(job, given) {
    const ledger = ledgerOf(job);
    try {
        // A skill-lift job: its runs are read once more for a pair per task, with vs without.
        const lift = given.summary.skill_lift;
        const input = lift?.tasks.length
            ? { ...given, liftPairs: pickLiftPairs(lift, headRuns(job)) }
            : given;
        const spool = ledger?.spool;
        const fits = spool !== undefined && (input.maxBytes ?? spool.maxBytes) === spool.maxBytes;
        // Closing writes what the spool held back: only then does `failed` say whether it is whole.
        if (fits)
            spool.close();
        if (fits && !spool.failed) {
            (0,results_files/* writeHtmlReport */.L)(job.resultsDir, renderSpooledHtmlReport(input, spool));
        }
        else {
            (0,results_files/* writeHtmlReport */.L)(job.resultsDir, renderHtmlReport({ ...input, runs: headRuns(job) }));
        }
    }
    finally {
        job.ledger?.end();
    }
}

// EXTERNAL MODULE: ./src/results/model-comparison.ts
var model_comparison = __webpack_require__(21765);
// EXTERNAL MODULE: ./src/github/artifact.ts
var github_artifact = __webpack_require__(49721);
// EXTERNAL MODULE: ./src/github/baseline.ts + 1 modules
var baseline = __webpack_require__(50548);
// EXTERNAL MODULE: ./src/verdict/flaky.ts
var verdict_flaky = __webpack_require__(28800);
// EXTERNAL MODULE: ./src/results/impact.ts
var impact = __webpack_require__(75582);
// EXTERNAL MODULE: ./src/github/artifact-download.ts + 1 modules
var artifact_download = __webpack_require__(71644);
// EXTERNAL MODULE: ./src/github/collect.ts
var collect = __webpack_require__(8309);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __webpack_require__(66417);
;// CONCATENATED MODULE: ./src/github/choose-baseline.ts
// Which baseline a run is compared with, from where. Pull requests: the base branch's (the base
// commit's cache entry, else the newest); scheduled runs: the default branch's newest (the
// previous scheduled or push run); pushes: none. `baseline: artifact` reads the results
// artifact of the newest successful run of the same workflow on that branch instead of the cache.








/** The baseline's tasks that the head ran, so the others do not read as removed. */
function sameTasks(base, head) {
    const ran = new Set(head.suites.flatMap((s) => s.tasks.map((t) => `${s.name}\u0000${t.task_id}`)));
    return {
        ...base,
        suites: base.suites
            .map((s) => ({ ...s, tasks: s.tasks.filter((t) => ran.has(`${s.name}\u0000${t.task_id}`)) }))
            .filter((s) => s.tasks.length),
    };
}
async function artifactBaseline(q, branch) {
    if (!q.token)
        return { baseline: null, note: 'the "github-token" input is empty' };
    const repo = { owner: q.context.owner, repo: q.context.repo };
    try {
        const octokit = (0,rest/* octokitFor */.d_)(q.token);
        const workflow = q.workflow ??
            q.context.workflowFile ??
            (await (0,rest/* workflowOfRun */.u1)(octokit, repo, Number(q.context.runId)));
        const runs = await (0,rest/* successfulRuns */.ZM)(octokit, repo, workflow, branch);
        for (const run of runs.filter((r) => String(r.id) !== q.context.runId)) {
            const findBy = {
                token: q.token,
                workflowRunId: run.id,
                repositoryOwner: repo.owner,
                repositoryName: repo.repo,
            };
            const groups = await (0,collect/* collectResults */.n)(findBy, (0,artifact_download/* scratchDir */.GA)(`baseline-run-${run.id}`));
            const group = groups.find((g) => g.suiteSet === q.suiteSet);
            if (group?.merged) {
                return {
                    baseline: {
                        summary: group.merged.summary,
                        sha: run.headSha || undefined,
                        source: `from the results artifact of run ${run.id} on ${branch}`,
                    },
                };
            }
            if (group?.error)
                core/* warning */.$e(`parley: baseline run ${run.id}: ${group.error}`);
        }
        return {
            baseline: null,
            note: `no results artifact of suite set "${q.suiteSet}" in the newest successful runs of workflow ${workflow} on ${branch}`,
        };
    }
    catch (error) {
        core/* warning */.$e(`parley: could not read the artifact baseline: ${error.message}`);
        return {
            baseline: null,
            note: `the artifact baseline could not be read (${error.message})`,
        };
    }
}
/** Who saved a baseline, from its own summary: "saved by a run on main, 2026-01-01 12:00 UTC". */
function savedBy(summary) {
    const ref = summary.identity.ref?.replace(/^refs\/(heads|tags)\//, '');
    const when = /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(summary.created_at)
        ? `${summary.created_at.slice(0, 10)} ${summary.created_at.slice(11, 16)} UTC`
        : undefined;
    if (!ref && !when)
        return {};
    return {
        savedBy: ['saved by a run', ref && `on ${ref}`, when && `at ${when}`].filter(Boolean).join(' '),
    };
}
async function chooseBaseline(q) {
    if (q.source === 'none')
        return {};
    const schedule = !q.base && q.context.eventName === 'schedule';
    if (!q.base && !schedule)
        return {};
    const branch = q.base?.ref ?? q.context.defaultBranch ?? q.context.ref.replace(/^refs\/heads\//, '');
    const found = q.source === 'artifact'
        ? await artifactBaseline(q, branch)
        : await (0,baseline/* restoreBaseline */.W3)(q.suiteSet, q.base?.sha ?? '', q.context.workspace, (0,baseline/* baselineOrigin */.ov)(q.token, q.context));
    if (!found.baseline)
        return { baseline: null, baselineNote: found.note };
    // The head's tasks flaky on the base branch, from the baseline's pools (summary.json, report).
    (0,verdict_flaky/* markFlakyOnMain */.VC)(q.head, found.baseline.summary);
    return {
        baseline: {
            sha: found.baseline.sha,
            source: found.baseline.source,
            ...savedBy(found.baseline.summary),
        },
        baselineNote: found.note,
        comparison: (0,compare/* compareSummaries */.IP)(q.onlyHeadTasks
            ? sameTasks(found.baseline.summary, q.head)
            : q.notRerun
                ? (0,impact/* baseOfTasksThatRan */.DD)(found.baseline.summary, q.notRerun)
                : found.baseline.summary, q.head, {
            alpha: q.alpha,
            headRecords: q.headRecords,
        }),
        ...(found.baseline.summary.tokens ? { baseTokens: found.baseline.summary.tokens } : {}),
    };
}

// EXTERNAL MODULE: ./src/github/acceptance-store.ts
var acceptance_store = __webpack_require__(44368);
// EXTERNAL MODULE: ./src/github/acceptance-verify.ts
var acceptance_verify = __webpack_require__(45132);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/github/publish.ts + 1 modules
var publish = __webpack_require__(92483);
// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(39444);
;// CONCATENATED MODULE: ./src/shared/json-lines.ts
const pathText = (path) => path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
const zodWords = (issues) => issues.map((issue) => ({ path: issue.path, message: issue.message }));
function parseJsonLines(text, file, schema, describe = zodWords) {
    const values = [];
    const errors = [];
    text.split('\n').forEach((raw, index) => {
        const line = index + 1;
        if (!raw.trim())
            return;
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch (error) {
            errors.push({ file, line, path: '', message: `not JSON: ${error.message}` });
            return;
        }
        const parsed = schema.safeParse(value);
        if (parsed.success) {
            values.push(parsed.data);
            return;
        }
        for (const issue of describe(parsed.error.issues, value, raw).slice(0, 5)) {
            errors.push({
                file,
                line,
                ...(issue.column !== undefined ? { column: issue.column } : {}),
                path: pathText(issue.path),
                message: issue.message,
            });
        }
    });
    return { values, errors };
}

// EXTERNAL MODULE: ./src/results/layout.ts
var layout = __webpack_require__(68534);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
;// CONCATENATED MODULE: ./src/results/history-schema.ts
// history.jsonl: one line per push or scheduled run of a suite set, oldest first, what each task
// did in it (the action keeps it in the Actions cache, github/history-store.ts; `parley history`
// reads it). Read back as untrusted: every field bounded.


const Count = schemas.number().int().nonnegative().max(1_000_000);
/** One task in one run: its verdict counts, outcomes, usage and cost. */
const HistoryTask = schemas.object({
    suite: schemas.string().max(500),
    task_id: schemas.string().max(500),
    task_name: schemas.string().max(500),
    /** The task's identity (definition, models, Parley version); absent in older summaries. */
    identity: schemas.string().max(128).optional(),
    /** passed / trials, as summary.json's pass_rate. */
    pass_rate: schemas.number().min(0).max(1),
    trials: Count,
    passed: Count,
    failed: Count,
    abstained: Count,
    cap_exhausted: Count,
    errored: Count,
    /** Every role's tokens (agent, responder, judge). */
    tokens: Count.max(Number.MAX_SAFE_INTEGER),
    /** Dollars at the `prices` table; null when unknown or no prices were configured. */
    cost_usd: schemas.number().nonnegative().nullable(),
    /** The agent's model, as the suite resolved it. */
    model: schemas.string().max(200).nullable(),
});
/** One run of the suite set. */
const HistoryRun = schemas.object({
    commit: schemas.string().max(200).nullable(),
    /** The run's summary created_at. */
    date: schemas.string().max(40),
    event: schemas.string().max(40),
    run_id: schemas.string().max(40).nullable(),
    run_url: schemas.string().max(500).nullable(),
    parley_version: schemas.string().max(100),
    tasks: schemas.array(HistoryTask).max(layout/* SUMMARY_TASKS */.Au),
});
/** The whole file, for schemas/: MAX_HISTORY_RUNS lines at most. */
const History = schemas.array(HistoryRun).max(layout/* MAX_HISTORY_RUNS */.x_);

;// CONCATENATED MODULE: ./src/results/history.ts
// The history of a suite set: each push or scheduled run's per-task results, appended to the
// previous run's history and trimmed to the last MAX_HISTORY_RUNS runs (and
// MAX_HISTORY_TASK_ENTRIES task entries), as history.jsonl; read back as untrusted.





const cut = (text, max = 500) => (text.length > max ? text.slice(0, max) : text);
const totalTokens = (u) => u.agent.total_tokens + u.responder.total_tokens + u.judge.total_tokens;
/** This run as one history line: every task of the summary (bounded as a summary's tasks are). */
function historyRunOf(summary, info) {
    const costs = new Map();
    for (const t of summary.cost?.tasks ?? [])
        costs.set(`${t.suite}\u0000${t.task_id}`, t.total);
    const tasks = [];
    for (const suite of summary.suites) {
        for (const task of suite.tasks) {
            if (tasks.length >= layout/* SUMMARY_TASKS */.Au)
                break;
            const status = task.counts.by_status;
            tasks.push({
                suite: cut(suite.name),
                task_id: cut(task.task_id),
                task_name: cut(task.task_name),
                ...(task.identity ? { identity: task.identity } : {}),
                pass_rate: task.pass_rate,
                trials: task.trials,
                passed: status.passed ?? 0,
                failed: status.failed ?? 0,
                abstained: status.abstained ?? 0,
                cap_exhausted: task.counts.by_outcome.cap_exhausted ?? 0,
                errored: task.errored ?? status.error ?? 0,
                tokens: totalTokens(task.usage),
                cost_usd: costs.get(`${suite.name}\u0000${task.task_id}`) ?? null,
                model: suite.model === null ? null : cut(suite.model, 200),
            });
        }
    }
    return {
        commit: summary.identity.commit === null ? null : cut(summary.identity.commit, 200),
        date: cut(summary.created_at, 40),
        event: cut(info.event, 40),
        run_id: info.runId ? cut(info.runId, 40) : null,
        run_url: info.runUrl ? cut(info.runUrl, 500) : null,
        parley_version: cut(summary.parley_version, 100),
        tasks,
    };
}
/** The previous history with this run last: the oldest runs leave beyond the bounds. */
function appendRun(previous, run) {
    const runs = [...previous, run].slice(-layout/* MAX_HISTORY_RUNS */.x_);
    let entries = runs.reduce((n, r) => n + r.tasks.length, 0);
    while (runs.length > 1 && entries > layout/* MAX_HISTORY_TASK_ENTRIES */.R0)
        entries -= runs.shift().tasks.length;
    return runs;
}
/** history.jsonl's text: one run a line. */
function renderHistory(runs) {
    return runs.map((r) => `${JSON.stringify(r)}\n`).join('');
}
/** history.jsonl parsed: every line validated; an error names the file and line. */
function parseHistory(text, file) {
    const { values: runs, errors } = parseJsonLines(text, file, HistoryRun);
    const first = errors[0];
    if (first) {
        const json = /^not JSON: /.exec(first.message);
        const what = json
            ? `not valid JSON (${first.message.slice(json[0].length)})`
            : `not a history line (${first.path || 'line'}: ${first.message})`;
        throw new results_files/* ResultsReadError */.D5(`${first.file}:${first.line}: ${what}`);
    }
    if (runs.length > layout/* MAX_HISTORY_RUNS */.x_) {
        throw new results_files/* ResultsReadError */.D5(`${file}: ${runs.length} runs, more than the ${layout/* MAX_HISTORY_RUNS */.x_} kept`);
    }
    return runs;
}
/** Reads and validates a history file (bounded in size). */
function readHistoryFile(file) {
    let text;
    try {
        text = readRegularFile(file, MAX_HISTORY_BYTES).toString('utf8');
    }
    catch (error) {
        if (error instanceof FileReadError)
            throw new ResultsReadError(error.message);
        throw error;
    }
    return parseHistory(text, file);
}

// EXTERNAL MODULE: ./src/results/reliability.ts
var reliability = __webpack_require__(90434);
// EXTERNAL MODULE: ./src/verdict/exact.ts
var exact = __webpack_require__(59910);
;// CONCATENATED MODULE: ./src/verdict/history-trends.ts
// What a suite set's history says per task: the pass-rate series, where it changed, the Wilson
// 95 % interval of the runs since then, the cost series, and whether the task is flaky.
//
// A change point is found by binary segmentation with exact tests: over a segment of the series
// (each run's verdict runs, passed and failed), every split into "before" and "after" is tested
// with both one-sided Fisher tests of after against before (verdict/exact.ts), and the split with
// the smallest p is a change when that p, Bonferroni-corrected for the splits and both sides
// (p x 2 x splits), is at most CHANGE_LEVEL; each side is then searched the same way. Named at the
// first run after the split: its commit is the first that shows the new rate. A task whose
// identity changed is still one series (its definition changing is often why its rate moved).
//
// Flaky: verdict/flaky.ts's rule (at least FLAKY_MIN_JOBS runs with verdicts, the pooled Wilson
// interval inside (FLAKY_LOW, FLAKY_HIGH)) over the runs since the last change, so that a task
// that went from passing to failing is a change, not a task with a rate of one half.



/** The family-wise level of a segment's change test (after the Bonferroni correction). */
const CHANGE_LEVEL = 0.05;
/** Segments are split at most this deep: a series of 90 runs has few real regimes. */
const MAX_DEPTH = 4;
const verdicts = (p) => p.passed + p.failed;
/** Every task of the history, in the order it first appears, with its series. */
function taskSeries(runs) {
    const tasks = new Map();
    runs.forEach((run, index) => {
        for (const t of run.tasks) {
            const key = `${t.suite}\u0000${t.task_id}`;
            let entry = tasks.get(key);
            if (!entry)
                tasks.set(key, (entry = { suite: t.suite, task_id: t.task_id, task_name: t.task_name, points: [] }));
            entry.task_name = t.task_name;
            entry.points.push({
                run: index,
                commit: run.commit,
                date: run.date,
                passed: t.passed,
                failed: t.failed,
                trials: t.trials,
                pass_rate: t.pass_rate,
                abstained: t.abstained,
                cap_exhausted: t.cap_exhausted,
                errored: t.errored,
                tokens: t.tokens,
                cost_usd: t.cost_usd,
                model: t.model,
            });
        }
    });
    return tasks;
}
function sum(points) {
    let passed = 0;
    let total = 0;
    for (const p of points) {
        passed += p.passed;
        total += verdicts(p);
    }
    return { passed, total };
}
/** The most significant split of points[from, to), or null when none is significant. */
function bestSplit(points, from, to) {
    // Running sums: before[i] is points[from, i)'s.
    const before = [{ passed: 0, total: 0 }];
    for (let i = from; i < to; i++) {
        const last = before.at(-1);
        const p = points[i];
        before.push({ passed: last.passed + p.passed, total: last.total + verdicts(p) });
    }
    const all = before.at(-1);
    // Every verdict passed, or none did: no split can differ (the common case, tested for free).
    if (all.passed === 0 || all.passed === all.total)
        return null;
    // Only splits between runs with verdicts: a run without any says nothing of the rate.
    const cuts = [];
    for (let i = from + 1; i < to; i++) {
        if (verdicts(points[i]) > 0 && before[i - from].total > 0)
            cuts.push(i);
    }
    if (!cuts.length)
        return null;
    let best = null;
    for (const at of cuts) {
        const a = before[at - from];
        const b = { passed: all.passed - a.passed, total: all.total - a.total };
        const fell = (0,exact/* fisherLower */.$3)({
            basePass: a.passed,
            baseTotal: a.total,
            headPass: b.passed,
            headTotal: b.total,
        });
        const rose = (0,exact/* fisherLower */.$3)({
            basePass: b.passed,
            baseTotal: b.total,
            headPass: a.passed,
            headTotal: a.total,
        });
        const p = (0,exact/* atMost */.Tu)(fell, rose) ? fell : rose;
        if (!best || !(0,exact/* atMost */.Tu)(best.p, p))
            best = { at, p };
    }
    const corrected = (0,exact/* scale */.hs)(best.p, BigInt(2 * cuts.length), 1n);
    if (!(0,exact/* atMost */.Tu)(corrected, (0,exact/* decimalRational */.c4)(CHANGE_LEVEL)))
        return null;
    const a = sum(points.slice(from, best.at));
    const b = sum(points.slice(best.at, to));
    const first = points[best.at];
    return {
        at: best.at,
        commit: first.commit,
        date: first.date,
        before: a.passed / a.total,
        after: b.passed / b.total,
        p: Math.min(1, (0,exact/* toNumber */.Ro)(corrected)),
    };
}
/** The change points of a series, in order (binary segmentation, CHANGE_LEVEL per segment). */
function changePoints(points) {
    const found = [];
    const search = (from, to, depth) => {
        if (depth > MAX_DEPTH || to - from < 2)
            return;
        const split = bestSplit(points, from, to);
        if (!split)
            return;
        found.push(split);
        search(from, split.at, depth + 1);
        search(split.at, to, depth + 1);
    };
    search(0, points.length, 1);
    found.sort((x, y) => x.at - y.at);
    // Each change's rates are of the runs between it and its neighbours, not of the segment it
    // was found in (which a later split may have cut).
    return found.map((c, i) => {
        const a = sum(points.slice(found[i - 1]?.at ?? 0, c.at));
        const b = sum(points.slice(c.at, found[i + 1]?.at ?? points.length));
        return { ...c, before: a.passed / a.total, after: b.passed / b.total };
    });
}
/** Every task's trend, in the order the history first names them. */
function historyTrends(runs) {
    return [...taskSeries(runs).values()].map((task) => {
        const changes = changePoints(task.points);
        const since = task.points.slice(changes.at(-1)?.at ?? 0);
        const { passed, total } = sum(since);
        const { low, high } = (0,reliability/* wilson95 */.p)(passed, total);
        const flaky = (0,verdict_flaky/* flakyOnMain */.m5)(since.map((p) => ({ commit: p.commit, passed: p.passed, failed: p.failed })));
        return {
            ...task,
            changes,
            now: {
                passed,
                verdicts: total,
                rate: total ? passed / total : 0,
                low,
                high,
                runs: since.length,
            },
            flaky,
        };
    });
}

;// CONCATENATED MODULE: ./src/report/html/history.ts




const history_CSS = `
.spark { display: block; } .spark .bar-pass { fill: var(--pass); } .spark .bar-fail { fill: var(--fail); }
.spark .bar-mixed { fill: #d4a72c; } .spark .bar-none { fill: var(--line); } .spark .cost { fill: #8250df; }
.spark .change { stroke: #1f2328; stroke-width: 2; stroke-dasharray: 3 2; } .spark .axis { stroke: var(--line); }
td.task { max-width: 260px; overflow-wrap: anywhere; } .flaky { color: var(--warn); font-weight: 600; }
.changed { color: var(--fail); font-weight: 600; } code { font-size: 12px; }
`;
const pct = (rate) => `${Math.round(rate * 100)}%`;
const history_short = (commit) => (commit ? commit.slice(0, 7) : 'no commit');
const dollars = (v) => (v >= 0.01 ? `$${v.toFixed(2)}` : `$${v.toFixed(4)}`);
/** Bars of the pass rate per run, a dashed line before each change. */
function passSpark(trend, runs) {
    const w = 12;
    const h = 36;
    const width = Math.max(1, runs) * w;
    const at = new Set(trend.changes.map((c) => trend.points[c.at].run));
    const bars = trend.points.map((p) => {
        const total = p.passed + p.failed;
        const rate = total ? p.passed / total : 0;
        const cls = !total
            ? 'bar-none'
            : rate === 1
                ? 'bar-pass'
                : rate === 0
                    ? 'bar-fail'
                    : 'bar-mixed';
        const bh = total ? Math.max(2, Math.round(rate * (h - 2))) : 2;
        const others = [
            p.abstained && `${p.abstained} abstained`,
            p.cap_exhausted && `${p.cap_exhausted} cap exhausted`,
            p.errored && `${p.errored} errored`,
        ].filter(Boolean);
        const label = `${history_short(p.commit)} ${p.date.slice(0, 10)}: ${p.passed}/${total} passed${others.length ? `, ${others.join(', ')}` : ''}${p.model ? ` (${p.model})` : ''}`;
        const line = at.has(p.run)
            ? `<line class="change" x1="${p.run * w}" x2="${p.run * w}" y1="0" y2="${h}"/>`
            : '';
        return `${line}<rect class="${cls}" x="${p.run * w + 1}" y="${h - bh}" width="${w - 2}" height="${bh}"><title>${(0,html_escape/* escapeHtml */.ZD)(label)}</title></rect>`;
    });
    return `<svg class="spark" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="pass rate per run"><line class="axis" x1="0" x2="${width}" y1="${h - 0.5}" y2="${h - 0.5}"/>${bars.join('')}</svg>`;
}
/** Bars of the cost per run (tokens when no run has a cost). */
function costSpark(trend, runs) {
    const w = 12;
    const h = 24;
    const width = Math.max(1, runs) * w;
    const costed = trend.points.some((p) => p.cost_usd !== null);
    const value = (p) => (costed ? (p.cost_usd ?? 0) : p.tokens);
    const max = Math.max(0, ...trend.points.map(value));
    const bars = trend.points.map((p) => {
        const v = value(p);
        const bh = max > 0 ? Math.max(1, Math.round((v / max) * (h - 1))) : 1;
        const label = `${history_short(p.commit)}: ${costed ? (p.cost_usd === null ? 'cost unknown' : dollars(v)) : `${v} tokens`}`;
        return `<rect class="cost" x="${p.run * w + 1}" y="${h - bh}" width="${w - 2}" height="${bh}"><title>${(0,html_escape/* escapeHtml */.ZD)(label)}</title></rect>`;
    });
    const last = trend.points.at(-1);
    const text = !last
        ? ''
        : costed
            ? last.cost_usd === null
                ? 'last: unknown'
                : `last: ${dollars(last.cost_usd)}`
            : `last: ${last.tokens.toLocaleString('en-US')} tokens`;
    return {
        svg: `<svg class="spark" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="cost per run">${bars.join('')}</svg>`,
        text,
    };
}
function changeText(trend) {
    if (!trend.changes.length)
        return '<span class="muted">none</span>';
    return trend.changes
        .map((c) => `<span class="changed">${pct(c.before)} → ${pct(c.after)}</span> from <code>${(0,html_escape/* escapeHtml */.ZD)(history_short(c.commit))}</code> (${(0,html_escape/* escapeHtml */.ZD)(c.date.slice(0, 10))}, p = ${c.p.toPrecision(2)})`)
        .join('<br>');
}
function taskRow(trend, runs) {
    const cost = costSpark(trend, runs);
    const flaky = trend.flaky
        ? `<div class="flaky">flaky: ${pct(trend.flaky.rate)} over ${trend.flaky.jobs} runs</div>`
        : '';
    return (`<tr><td class="task">${(0,html_escape/* escapeLine */.EH)(trend.suite)} / <b>${(0,html_escape/* escapeLine */.EH)(trend.task_id)}</b>` +
        (trend.task_name !== trend.task_id
            ? `<div class="meta">${(0,html_escape/* escapeLine */.EH)(trend.task_name)}</div>`
            : '') +
        `${flaky}</td><td>${passSpark(trend, runs)}</td>` +
        `<td class="num">${pct(trend.now.rate)} (${trend.now.passed}/${trend.now.verdicts})<div class="meta">95 % ${pct(trend.now.low)}–${pct(trend.now.high)}, ${trend.now.runs} run(s)</div></td>` +
        `<td>${changeText(trend)}</td><td>${cost.svg}<div class="meta">${(0,html_escape/* escapeHtml */.ZD)(cost.text)}</div></td></tr>`);
}
function runsTable(runs) {
    const rows = runs.map((r, i) => {
        const tasks = r.tasks.length;
        const passed = r.tasks.reduce((n, t) => n + t.passed, 0);
        const total = r.tasks.reduce((n, t) => n + t.passed + t.failed, 0);
        const commit = `<code>${(0,html_escape/* escapeHtml */.ZD)(history_short(r.commit))}</code>`;
        return `<tr><td class="num">${i + 1}</td><td>${(0,html_escape/* escapeLine */.EH)(r.date.slice(0, 16).replace('T', ' '))}</td><td>${(0,html_escape/* escapeLine */.EH)(r.event)}</td><td>${commit}</td><td class="num">${tasks}</td><td class="num">${passed}/${total}</td><td>${(0,html_escape/* escapeLine */.EH)(r.parley_version)}</td><td>${r.run_url ? (0,html_escape/* escapeLine */.EH)(r.run_url) : ''}</td></tr>`;
    });
    return `<details><summary>The ${runs.length} run(s)</summary><table><tr><th>#</th><th>date</th><th>event</th><th>commit</th><th>tasks</th><th>verdicts passed</th><th>Parley</th><th>run</th></tr>${rows.join('')}</table></details>`;
}
/** The whole page. */
function renderHistoryHtml(title, runs, trends) {
    const flaky = trends.filter((t) => t.flaky);
    const changed = trends.filter((t) => t.changes.length);
    const first = runs[0]?.date.slice(0, 10) ?? '';
    const last = runs.at(-1)?.date.slice(0, 10) ?? '';
    const list = (items, text) => items.length
        ? `<ul>${items.map((t) => `<li>${(0,html_escape/* escapeLine */.EH)(t.suite)} / <b>${(0,html_escape/* escapeLine */.EH)(t.task_id)}</b>: ${text(t)}</li>`).join('')}</ul>`
        : '<p class="muted">None.</p>';
    return (pageStart(title, NO_SCRIPT_POLICY).replace('</style>', `${history_CSS}</style>`) +
        `<h1>${(0,html_escape/* escapeHtml */.ZD)(title)}</h1>` +
        `<p class="meta">${runs.length} push and scheduled run(s), ${(0,html_escape/* escapeHtml */.ZD)(first)} to ${(0,html_escape/* escapeHtml */.ZD)(last)}; ${trends.length} task(s).</p>` +
        `<h2>Changed</h2>${list(changed, changeText)}` +
        `<h2>Flaky</h2>${list(flaky, (t) => `<span class="flaky">${pct(t.flaky.rate)}</span> of ${t.flaky.runs} verdict runs over ${t.flaky.jobs} runs since the last change`)}` +
        `<h2>Tasks</h2><table><tr><th>task</th><th>pass rate per run (oldest first)</th><th>since the last change</th><th>changed</th><th>cost per run</th></tr>` +
        trends.map((t) => taskRow(t, runs.length)).join('') +
        '</table>' +
        runsTable(runs) +
        `<p class="note">A change: the split of a task's runs whose one-sided Fisher test (either way) has the smallest p, reported when that p times 2 × the splits is at most ${CHANGE_LEVEL}; each side searched again; named at the first run after it. Flaky: at least ${verdict_flaky/* FLAKY_MIN_JOBS */.uT} runs since the last change whose pooled Wilson 95 % interval lies inside (${verdict_flaky/* FLAKY_LOW */.Xu}, ${verdict_flaky/* FLAKY_HIGH */.pv}).</p>` +
        '</main></body></html>\n');
}

// EXTERNAL MODULE: ./src/github/baseline-origin.ts
var baseline_origin = __webpack_require__(72043);
// EXTERNAL MODULE: ./src/github/cache-read.ts
var cache_read = __webpack_require__(36674);
;// CONCATENATED MODULE: ./src/github/history-store.ts
// The suite set's history (results/history.ts) in the Actions cache. Every push or scheduled run
// restores the newest entry, appends its own run, trims to the last MAX_HISTORY_RUNS and saves it
// under a key of its own (parley-history-<suite set>@<sha>.<run id>.<attempt>); pull requests
// restore it and save nothing. Apart from the baseline's entry for two reasons: a regressed
// scheduled run saves no baseline and a second run of one commit finds the baseline's key taken,
// yet both belong in the history; and a cache entry's version hashes its paths, so a file added
// to the baseline's entry would hide every baseline saved before from the restores. Like the
// baseline, an entry is used only when the push or scheduled run that saved it attests its bytes
// (baseline-origin.ts). Soft throughout: a history that cannot be read starts again (a warning),
// one that cannot be saved is a warning; never a failed job.









/** The cache entry's path, relative to the workspace: the same string on every runner. */
function historyPath(suiteSet) {
    return `${layout/* HISTORY_CACHE_DIR */.Kz}/${suiteSet.replace(/[^A-Za-z0-9._-]/g, '-')}.jsonl`;
}
// '@' ends the suite set, as in the baseline's keys; the sha follows, then this run.
function historyKeyPrefix(suiteSet) {
    return `parley-history-${suiteSet.replace(/,/g, '-')}@`;
}
const cacheClient = () => Promise.all(/* import() */[__webpack_require__.e(110), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
/** The newest saved history of the suite set, attested; or no runs and why. */
async function restoreHistory(suiteSet, workspace, origin) {
    const path = historyPath(suiteSet);
    const prefix = historyKeyPrefix(suiteSet);
    try {
        const cache = await cacheClient();
        if (!cache.isFeatureAvailable()) {
            return { runs: [], note: 'the Actions cache service is not available to this job' };
        }
        const lookup = await (0,cache_read/* readCache */.x)(() => cache.restoreCache([path], prefix, [prefix]));
        if ('failure' in lookup)
            return { runs: [], note: `the cache could not be read (${lookup.failure})` };
        if ('missing' in lookup)
            return { runs: [] };
        const file = (0,external_node_path_.join)(workspace, path);
        if (!(0,external_node_fs_.existsSync)(file))
            return { runs: [], note: `cache entry ${lookup.matched} held no ${path}` };
        const bytes = (0,read_file/* readRegularFile */.X)(file, layout/* MAX_HISTORY_BYTES */.Yw);
        const runs = parseHistory(bytes.toString('utf8'), path);
        const sha = lookup.matched.slice(prefix.length).split('.')[0] ?? '';
        const why = await (0,baseline_origin/* unattested */.Gn)(origin, sha, bytes);
        if (why)
            return { runs: [], note: `cache entry ${lookup.matched} is not used: ${why}` };
        return { runs };
    }
    catch (error) {
        if (error instanceof results_files/* ResultsReadError */.D5 || error instanceof read_file/* FileReadError */.t) {
            return { runs: [], note: `the saved history is not valid (${error.message})` };
        }
        return { runs: [], note: `the history could not be restored (${error.message})` };
    }
}
/** Saves this run's history under its own key and attests it; a warning when it cannot. */
async function saveHistory(runs, suiteSet, run) {
    const path = historyPath(suiteSet);
    const key = `${historyKeyPrefix(suiteSet)}${run.sha}.${run.runId || 'local'}.${run.runAttempt || '1'}`;
    const text = renderHistory(runs);
    try {
        const cache = await cacheClient();
        if (!cache.isFeatureAvailable()) {
            core/* warning */.$e('parley: history not saved: the Actions cache service is not available');
            return false;
        }
        const file = (0,external_node_path_.join)(run.workspace, path);
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
        (0,external_node_fs_.writeFileSync)(file, text);
        const id = await cache.saveCache([path], key);
        if (id === -1) {
            core/* warning */.$e(`parley: history ${key} was not saved (see the cache messages above)`);
            return false;
        }
        const failed = await (0,baseline_origin/* attestBaseline */.T6)(text);
        if (failed) {
            core/* warning */.$e(`parley: history ${key} was saved but not attested (${failed}): later runs will not use it`);
        }
        core/* info */.pq(`parley: saved the history of ${runs.length} run(s) as ${key}`);
        return true;
    }
    catch (error) {
        core/* warning */.$e(`parley: history not saved: ${error.message}`);
        return false;
    }
}

;// CONCATENATED MODULE: ./src/github/publish-history.ts
// The history step of publishing a suite set (publish-results.ts): a push or scheduled run adds
// its per-task results to the suite set's history and saves it (history-store.ts), a pull
// request reads it; either writes history.jsonl and history.html into the results directory (so
// they are in the artifact). A push or schedule hands its report what the history says
// (report/history.ts), for the job summary and the regression issue.










async function publishHistory(settings, context, set, report) {
    if (settings.baseline === 'none')
        return;
    const adds = set.mayBecomeBaseline && (0,github_context/* savesBaseline */.WF)(context);
    if (!adds && !set.pullRequest)
        return;
    const origin = (0,baseline/* baselineOrigin */.ov)(settings.githubToken, context);
    const previous = await restoreHistory(set.suiteSet, context.workspace, origin);
    if (previous.note) {
        const then = adds ? 'it starts again from this run' : 'no history page';
        core/* warning */.$e(`parley: history of ${set.suiteSet}: ${previous.note}: ${then}`);
    }
    const runs = adds
        ? appendRun(previous.runs, historyRunOf(set.summary, {
            event: context.eventName,
            runId: context.runId,
            ...(set.runUrl ? { runUrl: set.runUrl } : {}),
        }))
        : previous.runs;
    if (adds)
        await saveHistory(runs, set.suiteSet, context);
    if (!runs.length)
        return;
    const trends = historyTrends(runs);
    try {
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(set.resultsDir, layout/* HISTORY_FILE */.CX), renderHistory(runs));
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(set.resultsDir, layout/* HISTORY_HTML_FILE */.Wu), renderHistoryHtml(`Parley history: ${set.suiteSet}`, runs, trends));
    }
    catch (error) {
        core/* warning */.$e(`parley: the history files could not be written: ${error.message}`);
        return;
    }
    // The job summary and the regression issue of a push or schedule say it; a PR's comment names
    // flaky tasks already (flaky_on_main) and stays about the PR.
    if (adds)
        report.history = { runs: runs.length, trends };
}

;// CONCATENATED MODULE: ./src/github/publish-results.ts
// The compare and publish steps of a suite set's results (job/pipeline.ts), shared by run mode
// and report mode: compare with the baseline (run mode then confirms possible regressions by
// re-running them), write the results directory (report.md is the comment's text, report.html the conversations),
// save the baseline where this event may, upload the artifact, post the sticky comment and the
// scheduled-run issue, and say whether the check fails. Each GitHub step fails softly (a note).

















/** Under the verdict of a fork's report: why some suites did not run and errors do not count. */
const FORK_NOTE = 'This pull request comes from a fork: GitHub gives its workflows no secrets and a read-only token, so suites that need an API key cannot run there, and errors do not fail the check. A maintainer can run them from a branch of this repository.';
/**
 * The compare step: the baseline chosen for this event (github/choose-baseline.ts) and the
 * comparison with it, as the report's input. Run mode confirms the comparison before publishing.
 */
async function compareResults(settings, context, set) {
    const { summary, records } = set;
    const report = {
        summary,
        records,
        ...(set.runUrl ? { runUrl: set.runUrl } : {}),
        ...(set.stop ? { stop: set.stop } : {}),
        ...(set.pullRequest?.fromFork && set.ignoreErrors ? { ignoreErrors: true } : {}),
    };
    const notes = [
        ...(set.pullRequest?.fromFork && set.ignoreErrors ? [FORK_NOTE] : []),
        ...(set.notes ?? []),
    ];
    if (notes.length)
        report.notes = notes;
    let baseTokens;
    if (set.publish) {
        const { baseTokens: tokens, ...choice } = await chooseBaseline({
            source: settings.baseline,
            token: settings.githubToken,
            context,
            suiteSet: set.suiteSet,
            head: summary,
            headRecords: records,
            alpha: settings.alpha,
            base: set.pullRequest && { sha: set.pullRequest.baseSha, ref: set.pullRequest.baseRef },
            workflow: set.workflow,
            onlyHeadTasks: !!set.onlyTasks,
            ...(set.impact && !set.impact.all ? { notRerun: set.impact.notRerun } : {}),
        });
        Object.assign(report, choice);
        baseTokens = tokens;
    }
    if (unchangedSet(set))
        delete report.comparison;
    // Skill token budgets (counted by run mode when enabled): in the report when over or changed.
    if (summary.tokens)
        report.tokens = { head: summary.tokens, base: baseTokens };
    return report;
}
/**
 * No task's inputs changed: nothing ran, so nothing is compared, and nothing the pull request
 * did can have changed a result: the check passes, no task counts as a pass of its own.
 */
function unchangedSet(set) {
    const { impact, summary } = set;
    return !!impact && !impact.all && impact.notRerun.length > 0 && summary.counts.runs === 0;
}
/** The publish step, with `report` from compareResults (its comparison confirmed, in run mode). */
async function publishResults(settings, context, set, report, notes) {
    const { summary, records } = set;
    const unchanged = unchangedSet(set);
    if (set.onlyTasks)
        report.onlyTasks = set.onlyTasks;
    if (set.impact)
        report.impact = set.impact;
    const gate = await acceptedGate(settings, context, set, report.comparison);
    if (gate)
        report.acceptance = gate;
    const regressions = (gate?.gate ?? report.comparison)?.regressions ?? 0;
    const redact = set.redact ?? ((text) => text);
    // Every run this job made, confirmation and base runs too (appended to results.jsonl).
    if (set.prices) {
        summary.cost = jobCost(set, set.prices);
    }
    if (summary.models)
        summary.models = (0,model_comparison/* priceModelComparison */.si)(summary.models, summary.cost);
    const files = { summary, records, report: redact((0,src_report/* renderReport */.B1)(report)) };
    if (set.writeRecords)
        (0,results_files/* writeResultsDir */.Dn)(set.resultsDir, files);
    else
        (0,results_files/* writeJobFiles */.cO)(set.resultsDir, files);
    // report.html beside report.md: spooled as the runs were written, or read from results.jsonl.
    writeJobHtml(set, { ...report, redact });
    if (set.publish && set.mayBecomeBaseline)
        await saveAsBaseline(settings, context, set, regressions);
    // Every push and scheduled run joins the history, a regressed schedule too; PRs read it.
    if (set.publish)
        await publishHistory(settings, context, set, report);
    const artifact = await (0,github_artifact/* uploadResults */.g4)(set.resultsDir, set.artifactName);
    if (!artifact) {
        notes.push('The results artifact could not be uploaded: see the warnings in the log.');
    }
    else {
        report.artifactUrl = (0,github_context/* artifactUrl */.Wk)(context, artifact.id);
    }
    let commentUrl;
    if (set.publish && set.pullRequest && settings.comment) {
        commentUrl = await (0,publish/* publishComment */.p8)(settings, context, set.pullRequest, set.suiteSet, report, notes);
    }
    if (set.publish)
        await (0,publish/* publishRegressionIssue */.iW)(settings, context, set.suiteSet, report, notes);
    const failure = unchanged
        ? null
        : (0,fail_on/* failureReason */.Hr)(settings.failOn, summary, gate?.gate ?? report.comparison, {
            ignoreErrors: set.ignoreErrors,
            requireLift: settings.skillLift === 'require',
        });
    const { verdict } = unchanged
        ? { verdict: 'pass' }
        : (0,golden/* withGolden */.cP)((0,fail_on/* verdictOf */.Vj)(summary, gate?.gate ?? report.comparison), summary);
    return {
        report,
        regressions,
        verdict,
        ...(commentUrl ? { commentUrl } : {}),
        ...(artifact ? { artifactId: artifact.id } : {}),
        ...(failure ? { failure } : {}),
    };
}
/**
 * The results become the baseline where this event saves one (`baseline: cache`). A regressed
 * scheduled run does not: the next one still compares with the last good run, so its
 * regression issue stays open until the regression is fixed.
 */
async function saveAsBaseline(settings, context, set, regressions) {
    const regressedSchedule = context.eventName === 'schedule' && regressions > 0;
    if (settings.baseline !== 'cache' || !(0,github_context/* savesBaseline */.WF)(context) || regressedSchedule)
        return;
    const origin = (0,baseline/* baselineOrigin */.ov)(settings.githubToken, context);
    await (0,baseline/* saveBaseline */.XY)(set.summary, set.suiteSet, context.sha, context.workspace, origin, settings.pool, settings.poolMaxAge);
}
/**
 * The regressions accepted (`/parley accept`) for the pull request's head commit, read from the
 * acceptances comment the token's identity wrote; undefined when none apply. Soft: an
 * unreadable comment is a warning, and the check is decided without acceptances.
 */
async function acceptedGate(settings, context, set, comparison) {
    const headSha = set.pullRequest?.headSha;
    if (!set.publish || !comparison || !headSha || !settings.githubToken)
        return undefined;
    if (!comparison.regressions)
        return undefined;
    try {
        const all = await (0,acceptance_store/* readAcceptances */.$o)({
            token: settings.githubToken,
            owner: context.owner,
            repo: context.repo,
            issueNumber: set.pullRequest.number,
        });
        const acceptances = await (0,acceptance_verify/* verifiedAcceptances */.l)((0,rest/* octokitFor */.d_)(settings.githubToken), { owner: context.owner, repo: context.repo }, set.pullRequest.number, headSha, acceptancesFor(all, headSha));
        if (!acceptances.length)
            return undefined;
        const gate = applyAcceptances(comparison, acceptances);
        return gate.accepted.length || gate.suiteAccepted ? gate : undefined;
    }
    catch (error) {
        core/* warning */.$e(`parley: could not read the accepted changes: ${error.message}`);
        return undefined;
    }
}


/***/ }),

/***/ 92483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p8: () => (/* binding */ publishComment),
  Id: () => (/* binding */ publishRefusal),
  iW: () => (/* binding */ publishRegressionIssue)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/report/index.ts + 10 modules
var src_report = __webpack_require__(26187);
// EXTERNAL MODULE: ./src/github/comment.ts
var comment = __webpack_require__(47318);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __webpack_require__(66417);
;// CONCATENATED MODULE: ./src/github/regression-issue.ts
// Scheduled runs with `issue-on-regression`: one open issue per suite set lists the regressions,
// found again among the open issues by its hidden marker AND its author, the identity behind the
// token (as the sticky comment is), so it is updated in place, never duplicated, and closed with
// a comment by the first later run that has none. An issue anyone else opened is never retitled,
// overwritten or closed, whatever its body starts with.


function issueMarker(suiteSet) {
    return `<!-- parley:regressions:${suiteSet.replace(/[^A-Za-z0-9._+-]+/g, '-')} -->`;
}
async function findOpenIssue(octokit, repo, marker) {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
        ...repo,
        state: 'open',
        per_page: 100,
    });
    const login = (await (0,comment/* tokenLogin */.nu)(octokit)).toLowerCase();
    for await (const page of pages) {
        // Pull requests are issues too in this list; only a real issue we opened, starting with our
        // marker.
        const found = page.data.find((i) => !i.pull_request &&
            (i.body ?? '').startsWith(marker) &&
            i.user?.login.toLowerCase() === login);
        if (found)
            return found;
    }
    return undefined;
}
/**
 * Opens or updates the issue when there are regressions (`body` starts with the marker); closes
 * it with a comment when there are none.
 */
async function syncRegressionIssue(token, repo, suiteSet, regressions, body, runUrl) {
    const marker = issueMarker(suiteSet);
    if (!body.startsWith(marker))
        throw new Error('the issue body must start with its marker');
    const octokit = (0,rest/* octokitFor */.d_)(token);
    const open = await findOpenIssue(octokit, repo, marker);
    const title = `Parley: ${regressions} regression${regressions === 1 ? '' : 's'} in ${suiteSet}`;
    if (regressions > 0 && open) {
        await octokit.rest.issues.update({ ...repo, issue_number: open.number, title, body });
        return { action: 'updated', url: open.html_url, number: open.number };
    }
    if (regressions > 0) {
        const { data } = await octokit.rest.issues.create({ ...repo, title, body });
        return { action: 'opened', url: data.html_url, number: data.number };
    }
    if (!open)
        return { action: 'none' };
    const where = runUrl ? `[this run](${runUrl})` : 'the latest scheduled run';
    await octokit.rest.issues.createComment({
        ...repo,
        issue_number: open.number,
        body: `No regressions against the baseline in ${where}: closing.`,
    });
    await octokit.rest.issues.update({
        ...repo,
        issue_number: open.number,
        state: 'closed',
        state_reason: 'completed',
    });
    return { action: 'closed', url: open.html_url, number: open.number };
}

;// CONCATENATED MODULE: ./src/github/publish.ts
// Publishing a report, shared by run mode and report mode: the sticky pull-request comment and
// the scheduled-run regression issue. Each fails softly (a note in the job summary and a
// warning or notice in the log), so the report always reaches the job summary.




/** Posts or updates the suite set's comment; its URL, or undefined (with a note why). */
async function publishComment(settings, context, pullRequest, suiteSet, report, notes) {
    if (!settings.githubToken) {
        notes.push('No pull-request comment: the "github-token" input is empty.');
        return undefined;
    }
    const marker = (0,src_report/* commentMarker */.Ql)(suiteSet);
    return upsertSticky(settings, context, pullRequest, marker, (0,src_report/* renderReport */.B1)({ ...report, marker }), notes);
}
/** Report mode refused a suite set's artifacts: the sticky comment says so, and why. */
async function publishRefusal(settings, context, pullRequest, suiteSet, reason, runUrl, notes) {
    if (!settings.githubToken)
        return undefined;
    const marker = (0,src_report/* commentMarker */.Ql)(suiteSet);
    const body = `${marker}\n${(0,src_report/* refusalReport */.Xl)(suiteSet, reason, runUrl)}`;
    return upsertSticky(settings, context, pullRequest, marker, body, notes);
}
/** Creates or updates the sticky comment; soft failure (a note and a log line). */
async function upsertSticky(settings, context, pullRequest, marker, body, notes) {
    try {
        const posted = await (0,comment/* upsertComment */.lB)({
            token: settings.githubToken,
            owner: context.owner,
            repo: context.repo,
            issueNumber: pullRequest.number,
        }, marker, body);
        core/* info */.pq(`parley: ${posted.action} the pull-request comment ${posted.url}`);
        return posted.url;
    }
    catch (error) {
        const message = error.message;
        if (error instanceof comment/* CommentForbiddenError */.JN || pullRequest.fromFork) {
            notes.push(`The pull-request comment could not be posted: ${message}. This report is the job summary instead.`);
            core/* notice */.lm(`parley: no pull-request comment: ${message}`);
        }
        else {
            notes.push(`The pull-request comment could not be posted: ${message}.`);
            core/* warning */.$e(`parley: could not post the pull-request comment: ${message}`);
        }
        return undefined;
    }
}
/** Scheduled runs with issue-on-regression: open, update or close the suite set's issue. */
async function publishRegressionIssue(settings, context, suiteSet, report, notes) {
    if (!settings.issueOnRegression || context.eventName !== 'schedule')
        return;
    if (!report.comparison) {
        notes.push('No regression issue: there was no baseline to compare with.');
        return;
    }
    if (!settings.githubToken) {
        notes.push('No regression issue: the "github-token" input is empty.');
        return;
    }
    const marker = issueMarker(suiteSet);
    try {
        const synced = await syncRegressionIssue(settings.githubToken, { owner: context.owner, repo: context.repo }, suiteSet, report.comparison.regressions, (0,src_report/* renderReport */.B1)({ ...report, marker }), report.runUrl);
        if (synced.action !== 'none') {
            core/* info */.pq(`parley: ${synced.action} the regression issue ${synced.url}`);
            notes.push(`Regression issue ${synced.action}: ${synced.url}`);
        }
    }
    catch (error) {
        const message = error.message;
        notes.push(`The regression issue could not be updated: ${message} (needs \`issues: write\`).`);
        core/* warning */.$e(`parley: could not update the regression issue: ${message}`);
    }
}


/***/ }),

/***/ 82580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Pl: () => (/* binding */ headline),
  cb: () => (/* binding */ verdictStatus)
});

// UNUSED EXPORTS: runsLine, shortSha

// EXTERNAL MODULE: ./src/verdict/compare.ts
var compare = __webpack_require__(57666);
// EXTERNAL MODULE: ./src/verdict/fail-on.ts + 1 modules
var fail_on = __webpack_require__(12349);
// EXTERNAL MODULE: ./src/verdict/golden.ts
var verdict_golden = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/results/counts.ts
var counts = __webpack_require__(59244);
// EXTERNAL MODULE: ./src/results/stop.ts
var stop = __webpack_require__(29708);
// EXTERNAL MODULE: ./src/results/cost.ts
var results_cost = __webpack_require__(35353);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/table.ts + 1 modules
var table = __webpack_require__(76519);
;// CONCATENATED MODULE: ./src/report/cost.ts
// The report's one cost line: what every run of the job cost at the configured prices, the
// base commit's runs (confirmation) named apart. Unknown when a model has no price: never $0.



/** "Cost $1.84 for 150 runs (base $0.22)"; null without a prices table. */
function costLine(summary) {
    const cost = summary.cost;
    if (!cost)
        return null;
    const base = cost.base.runs ? ` (base ${(0,results_cost/* dollars */.E)(cost.base.total)})` : '';
    const why = cost.total === null && cost.unknown.length
        ? `: ${(0,report_escape/* inline */.m)(cost.unknown.slice(0, 5).join('; '), 400)}`
        : '';
    return `Cost ${(0,results_cost/* dollars */.E)(cost.total)} for ${(0,table/* plural */.LS)(cost.runs, 'run')}${base}${why}.`;
}

// EXTERNAL MODULE: ./src/report/scorecard-model.ts
var scorecard_model = __webpack_require__(95146);
;// CONCATENATED MODULE: ./src/report/self-grading.ts

const usesOwnModel = {
    responder: (r) => r.responder?.model === r.model,
    judge: (r) => r.graders.some((g) => g.details?.judge_model === r.model),
};
/** One note per role that ran on the agent's model, naming it and in how many runs. */
function selfGradingNotes(records) {
    // The mock agent runs no model: nothing answers or grades for itself.
    const modelled = records.filter((r) => r.model && r.executor !== 'mock');
    const notes = [];
    for (const role of ['responder', 'judge']) {
        const runs = modelled.filter(usesOwnModel[role]);
        if (!runs.length)
            continue;
        const models = [...new Set(runs.map((r) => r.model))];
        const named = models.map((m) => `\`${(0,report_escape/* inline */.m)(m, 80)}\``).join(', ');
        const of = `${runs.length} of ${modelled.length} run${modelled.length === 1 ? '' : 's'}`;
        const what = role === 'responder'
            ? `The responder played the user with the agent's own model ${named} (${of})`
            : `The LLM judge graded the agent with the agent's own model ${named} (${of})`;
        const fix = role === 'responder' ? '`responder-model`' : '`judge-model`';
        notes.push(`⚠️ ${what}: a model tends to find its own answers clear and its own output good, so the ` +
            `test may be easier than intended. Set ${fix} to a model of another family.`);
    }
    return notes;
}

// EXTERNAL MODULE: ./src/report/quarantine-notes.ts
var quarantine_notes = __webpack_require__(44688);
;// CONCATENATED MODULE: ./src/report/headline.ts
// The report's first block, never cut: the verdict, counts that add up (cap exhaustion is a
// subset of passed and failed runs, not a status of its own), the tasks per group, and the notes
// a reviewer reads under the verdict in plain words: why the job stopped early, where the
// baseline comes from, a fork's limits.











function shortSha(sha) {
    return sha ? sha.slice(0, 7) : 'unknown';
}
/** Golden tasks given a line of their own under the verdict. */
const MAX_GOLDEN_LINES = 10;
const percent = (rate) => `${(rate * 100).toFixed(1)}%`;
function points(delta) {
    const value = (delta * 100).toFixed(1);
    return `${delta >= 0 ? '+' : '−'}${value.replace('-', '')} pts`;
}
function signed(value, unit = '') {
    return `${value >= 0 ? '+' : '−'}${Math.abs(value).toLocaleString('en-US')}${unit}`;
}
const MARKDOWN = {
    code: (text, max) => `\`${(0,report_escape/* inline */.m)(text, max)}\``,
    text: (text, max) => (0,report_escape/* inline */.m)(text, max),
};
/** The verdict line, "❌ 2 regressions": the comment's and job summary's heading, report.html's top. */
function verdictStatus(summary, comparison, ignoreErrors, impact, fmt = MARKDOWN) {
    const c = (0,counts/* countsOf */.m)(summary);
    const regressed = comparison?.buckets.regressed.length ?? 0;
    // A shard's part of the selected tasks may be empty while other shards run theirs.
    if (c.runs === 0 && impact && !impact.all && summary.identity.shard)
        return '✅ nothing to run in this shard: its part of the tasks whose inputs changed is empty';
    if (c.runs === 0 && impact && !impact.all && impact.notRerun.length)
        return "✅ nothing re-run: no task's inputs changed";
    if (c.runs === 0)
        return '⚠️ no runs';
    // A golden task that failed fails the check first, as `waza gate` does (verdict/golden.ts).
    const golden = (0,verdict_golden/* goldenFailures */.p5)(summary);
    if (golden.length === 1)
        return `❌ golden task ${fmt.code(golden[0].task_id, 80)} failed`;
    if (golden.length > 1)
        return `❌ ${golden.length} golden tasks failed`;
    if (regressed > 0)
        return `❌ ${(0,table/* plural */.LS)(regressed, 'regression')}`;
    if (comparison?.suite.regressed)
        return '❌ the suite regressed';
    if (c.errors > 0 && ignoreErrors) {
        return `⚠️ ${(0,table/* plural */.LS)(c.errors, 'error')}, not failing the check`;
    }
    const gate = (0,fail_on/* verdictOf */.Vj)(summary, comparison);
    if (comparison && gate.verdict === 'inconclusive')
        return `➖ inconclusive: ${fmt.text(gate.reasons.join('; '), 300)}`;
    // Without a comparison, a task whose every run errored fails the check; with one, errors are
    // compared with the base and fail it only when they rose (then the task is regressed above).
    if (c.errors > 0 && gate.verdict === 'regressed')
        return `❌ ${(0,table/* plural */.LS)(c.errors, 'error')}`;
    if (c.errors > 0)
        return `⚠️ ${(0,table/* plural */.LS)(c.errors, 'error')}`;
    // A test its file marks skipped (Yao skip: true) is not a run that did not pass.
    const waiting = c.skipped - (summary.counts.by_outcome.not_run ?? 0);
    if (c.failed + c.abstained + waiting > 0)
        return '⚠️ some runs did not pass';
    return '✅ all runs passed';
}
/** "10 runs: 6 passed, 3 failed (2 of them at the cap), 1 abstained, 0 errors". */
function runsLine(summary, records) {
    const c = (0,counts/* countsOf */.m)(summary);
    const { passed: capPassed, failed: capFailed } = (0,counts/* capExhaustedByStatus */.h)(records);
    const cap = (n, of) => n === 0
        ? ''
        : n === of
            ? n === 1
                ? ' (at the cap)'
                : ' (all at the cap)'
            : ` (${n} of them at the cap)`;
    // A task that expects an abstain passes by abstaining: said, so the counts still read true.
    const asExpected = records.filter((r) => r.status === 'passed' && r.outcome === 'abstained');
    // Their suite graders did not apply (the conversation never reached a product): said, not failed.
    const notApplicable = asExpected.some((r) => r.graders.some((g) => g.applicable === false))
        ? ', suite graders not applicable'
        : '';
    const abstainedNote = asExpected.length
        ? ` (${asExpected.length} by an expected abstain${notApplicable})`
        : '';
    const parts = [
        `${c.passed} passed${cap(capPassed, c.passed)}${abstainedNote}`,
        `${c.failed} failed${cap(capFailed, c.failed)}`,
        `${c.abstained} abstained`,
        (0,table/* plural */.LS)(c.errors, 'error'),
    ];
    // Two kinds of skip: marked in the test file (Yao skip: true), or waiting for an answer.
    const notRun = summary.counts.by_outcome.not_run ?? 0;
    if (notRun)
        parts.push(`${notRun} skipped (skip: true)`);
    if (c.skipped > notRun)
        parts.push(`${c.skipped - notRun} skipped (awaiting input)`);
    // Records missing (a summary read alone): the cap count still shows, for the whole.
    const unsplit = capPassed + capFailed === 0 && c.capExhausted > 0 ? ` (${c.capExhausted} at the cap)` : '';
    return `${(0,table/* plural */.LS)(c.runs, 'run')}${unsplit}: ${parts.join(', ')}`;
}
const GROUP_WORDS = [
    ['regressed', 'regressed'],
    ['newly_failing', 'newly failing'],
    ['failing', 'failing'],
    ['abstaining', 'abstaining'],
    ['errors', 'with errors'],
];
/** "12 tasks: 1 regressed, 3 failing (2 known), 8 passing". */
function tasksLine(rows) {
    const ran = rows.filter((r) => r.group !== 'removed');
    const parts = [];
    for (const [group, words] of GROUP_WORDS) {
        const list = (0,scorecard_model/* rowsOf */.RO)(rows, group);
        if (!list.length)
            continue;
        const known = list.filter((r) => r.known).length;
        parts.push(`${list.length} ${words}${known ? ` (${known} known)` : ''}`);
    }
    parts.push(`${(0,scorecard_model/* rowsOf */.RO)(rows, 'passing').length} passing`);
    const removed = (0,scorecard_model/* rowsOf */.RO)(rows, 'removed').length;
    if (removed)
        parts.push(`${removed} only in the base`);
    return `${(0,table/* plural */.LS)(ran.length, 'task')}: ${parts.join(', ')}`;
}
function baselineLine(baseline, note) {
    if (baseline) {
        const saved = baseline.savedBy ? ` (${(0,report_escape/* inline */.m)(baseline.savedBy, 200)})` : '';
        return `Baseline: commit \`${(0,report_escape/* inline */.m)(shortSha(baseline.sha), 40)}\`, ${(0,report_escape/* inline */.m)(baseline.source, 400)}${saved}.`;
    }
    if (baseline === null) {
        return `Baseline: none${note ? ` (${(0,report_escape/* inline */.m)(note, 300)})` : ''}, so nothing is compared.`;
    }
    return note ? `Baseline: ${(0,report_escape/* inline */.m)(note, 300)}.` : null;
}
/** "Not run: 40 runs of 8 tasks (the budget of 10 run(s) (max-runs) was reached): a, b, …". */
function notRunNote(summary) {
    const n = summary.not_run;
    if (!n?.runs)
        return null;
    const names = n.tasks.map((t) => `\`${(0,report_escape/* inline */.m)(t.task_id, 80)}\``);
    const shown = names.slice(0, 20).join(', ') + (names.length > 20 ? `, … (${names.length - 20} more)` : '');
    return `**Not run:** ${(0,table/* plural */.LS)(n.runs, 'run')} of ${(0,table/* plural */.LS)(n.tasks.length, 'task')}, because ${(0,report_escape/* inline */.m)(n.reason, 300)}; these tasks are inconclusive, not passed: ${shown}.`;
}
/** Each golden task that failed on the head, its own line (bounded). */
function goldenNotes(summary) {
    const failed = (0,verdict_golden/* goldenFailures */.p5)(summary);
    const lines = failed
        .slice(0, MAX_GOLDEN_LINES)
        .map((f) => `**❌ Golden task \`${(0,report_escape/* inline */.m)(f.task_id, 80)}\` (${(0,report_escape/* inline */.m)(f.suite, 80)}) failed ${f.failed} of ` +
        `${(0,table/* plural */.LS)(f.verdicts, 'verdict run')} on the head:** \`golden: true\` tasks must always pass.`);
    if (failed.length > MAX_GOLDEN_LINES)
        lines.push(`_${(0,table/* plural */.LS)(failed.length - MAX_GOLDEN_LINES, 'more golden task')} failed: see summary.json (\`golden_failed\`)._`);
    return lines;
}
/** The tasks regressed by new abstains, named: a main task that can no longer pass. */
function newlyAbstaining(comparison) {
    const tasks = comparison?.buckets.regressed.filter((t) => t.regression === 'abstains') ?? [];
    if (!tasks.length)
        return null;
    const names = tasks.slice(0, 10).map((t) => `\`${(0,report_escape/* inline */.m)(`${t.suite}/${t.task_id}`, 120)}\``);
    const more = tasks.length > 10 ? `, … (${tasks.length - 10} more)` : '';
    const [what, advice] = compare/* NEWLY_ABSTAINING */.H.split(': ');
    return `**❌ ${what[0].toUpperCase()}${what.slice(1)}:** ${names.join(', ')}${more}: ${advice}.`;
}
function headline(input) {
    const { summary, comparison } = input;
    const change = comparison ? ` (${points(comparison.pass_rate_delta)} vs base)` : '';
    const lines = [
        `## Parley: ${verdictStatus(summary, comparison, input.ignoreErrors ?? false, input.impact)}`,
    ];
    // Nothing re-ran (impact selection): no pass rate or tasks of this job to speak of.
    if ((0,counts/* countsOf */.m)(summary).runs > 0 || !input.impact || input.impact.all) {
        lines.push('', `**Pass rate ${percent(summary.pass_rate)}**${change} · ${runsLine(summary, input.records)}.`, '', `${tasksLine(input.rows)}.`);
    }
    // The notes under the verdict: each its own paragraph, in plain words.
    const notes = [...goldenNotes(summary)];
    const quarantined = (0,quarantine_notes/* quarantineNote */.N)(summary);
    if (quarantined)
        notes.push(quarantined);
    const flaky = (0,quarantine_notes/* flakyNote */.A)(summary);
    if (flaky)
        notes.push(flaky);
    // The budget's stop is said once, with what did not run (summary.not_run covers confirmation).
    const notRun = notRunNote(summary);
    if (input.stop && !(input.stop.by === 'budget' && notRun))
        notes.push(`_Parley ${(0,stop/* stopNote */.p)(input.stop)}_`);
    if (notRun)
        notes.push(notRun);
    const baseline = baselineLine(input.baseline, input.baselineNote);
    if (baseline)
        notes.push(baseline);
    for (const note of input.notes ?? [])
        notes.push((0,report_escape/* inline */.m)(note, 600));
    notes.push(...selfGradingNotes(input.records));
    if (comparison?.suite.regressed)
        notes.push(`**❌ ${(0,compare/* suiteLine */.pC)(comparison).replace(/->/g, '→')}**`);
    const abstaining = newlyAbstaining(comparison);
    if (abstaining)
        notes.push(abstaining);
    if (comparison) {
        const tokens = comparison.head.total_tokens;
        // No tokens on either side (the mock agent, rule responders): nothing to say about them.
        const spent = tokens > 0 || comparison.total_tokens_delta !== 0;
        const parts = [
            ...(spent
                ? [`Tokens ${tokens.toLocaleString('en-US')} (${signed(comparison.total_tokens_delta)})`]
                : []),
            `${spent ? 'duration' : 'Duration'} ${(comparison.head.duration_ms / 1000).toFixed(1)} s ` +
                `(${signed(Math.round(comparison.duration_ms_delta / 100) / 10, ' s')})`,
            ...(comparison.suite_set_changed ? ['the suites changed since the baseline'] : []),
        ];
        notes.push(parts.join(' · '));
    }
    const cost = costLine(summary);
    if (cost)
        notes.push(cost);
    for (const note of notes)
        lines.push('', note);
    return lines.join('\n');
}


/***/ }),

/***/ 17444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ runAnchor)
/* harmony export */ });
// Stable in-page anchors of runs, from their task and trial: the scorecard links to a task's
// runs without reading results.jsonl first. A hash, so no untrusted text reaches an id or href.
/** FNV-1a, 32 bits, hex. */
function hash(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
}
function runAnchor(suite, taskId, trial) {
    return `run-${hash(`${suite}\u0000${taskId}`)}-${trial}`;
}


/***/ }),

/***/ 24919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z0: () => (/* binding */ HTML_MAX_BYTES),
/* harmony export */   eJ: () => (/* binding */ renderRun),
/* harmony export */   m6: () => (/* binding */ HTML_SPOOL)
/* harmony export */ });
/* unused harmony exports MESSAGE_MAX, TOOL_MAX, TOOL_CALLS_MAX, RUN_MAX */
/* harmony import */ var _anchors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17444);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79175);


/** What report.html may weigh; the runs beyond it are counted, not shown. */
const HTML_MAX_BYTES = 25 * 1024 * 1024;
/** Characters of one message shown; the rest is in results.jsonl (the page says so). */
const MESSAGE_MAX = 20_000;
/** Characters of a tool call's arguments or result, of a grader's feedback, of a log. */
const TOOL_MAX = 4_000;
const LOG_MAX = 20_000;
/** Tool calls shown per turn; a turn with more says how many are left to results.jsonl. */
const TOOL_CALLS_MAX = 100;
/** Characters one run may take on the page; further turns are left to results.jsonl. */
const RUN_MAX = 2_000_000;
const SENDERS = {
    prompt: { who: 'User · prompt', className: 'user' },
    follow_up: { who: 'User · scripted follow-up', className: 'user' },
    turn: { who: 'User · scripted turn', className: 'user' },
    responder: { who: 'Responder · reply', className: 'responder' },
    human: { who: 'Human', className: 'user' },
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function badge(text, className) {
    return `<span class="badge ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(className)}">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(text)}</span>`;
}
function mark(ok, text) {
    const className = ok === null ? 'info' : ok ? 'ok' : 'bad';
    const icon = ok === null ? '•' : ok ? '✓' : '✗';
    return `<span class="mark ${className}">${icon} ${text}</span>`;
}
function toolCall(call) {
    const state = call.status ?? (call.success ? 'completed' : 'failed');
    const ok = call.success ? '✓' : '✗';
    const title = call.title ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(call.title, 120)}` : '';
    const kind = call.kind ? ` <span class="muted">[${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(call.kind, 30)}]</span>` : '';
    const where = call.locations?.length
        ? `<div class="label">files: ${call.locations.map((l) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(l.path, 200)).join(', ')}</div>`
        : '';
    const result = call.result === undefined
        ? '<div class="label">no result</div>'
        : `<div class="label">result</div>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .valueBlock */ .Hc)(call.result, TOOL_MAX)}`;
    return (`<details class="tool"><summary>${ok} tool <b>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(call.name, 120)}</b>${kind}${title}` +
        ` <span class="muted">(${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(state)}, ${call.duration_ms} ms)</span></summary>` +
        `${where}<div class="label">arguments</div>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .valueBlock */ .Hc)(call.arguments, TOOL_MAX)}${result}</details>`);
}
function tools(calls) {
    const shown = calls.slice(0, TOOL_CALLS_MAX).map(toolCall).join('');
    const more = calls.length - TOOL_CALLS_MAX;
    return more > 0
        ? `${shown}<p class="cut">… ${more} more tool call(s) in results.jsonl</p>`
        : shown;
}
function permission(p) {
    const choice = p.outcome === 'cancelled' ? 'cancelled' : (p.option_kind ?? p.option_id ?? '');
    return mark(p.allowed, `permission ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(p.tool, 80)}${p.title ? ` (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(p.title, 100)})` : ''}: ${p.allowed ? 'allowed' : 'denied'} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(choice, 60)}`);
}
function turnMarks(turn, checkpoints) {
    const marks = [
        ...checkpoints
            .filter((c) => c.reached && c.turn === turn.index)
            .map((c) => mark(true, `checkpoint ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(c.id, 80)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(c.message, 200)}`)),
        ...turn.assertions.map((a) => mark(a.passed, `assertion ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(a.type, 40)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(a.message, 300)}`)),
        ...(turn.permissions ?? []).map(permission),
        ...turn.skill_invocations.map((s) => mark(null, `skill ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(s, 80)}`)),
    ];
    return marks.length ? `<div class="marks">${marks.join('')}</div>` : '';
}
const FINDING_WORDS = {
    over_answered: 'over-answered',
    ungrounded: 'ungrounded',
};
/**
 * One responder decision, after the agent message it classified: the reply it led to is the next
 * turn's user message, so the card holds what the record adds (reason, model, the brief facts it
 * used) and what the reply audit found, beside the reply.
 */
function decisionCard(d) {
    const by = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(d.by) + (d.model ? ` · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(d.model, 80)}` : '');
    const unsent = d.sent === false ? ' · not sent: the follow-up cap was spent' : '';
    const lines = [
        `<div class="who">Responder (${by}) · decision: <b>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(d.decision)}</b>${unsent}</div>`,
        `<div>reason: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(d.reason, 2_000)}</div>`,
    ];
    if (d.sent === false)
        lines.push(`<div>reply: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(d.reply, 2_000)}</div>`);
    if (d.uses) {
        const uses = d.uses.length ? d.uses.map((k) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(k, 80)).join(', ') : 'nothing';
        lines.push(`<div class="muted">uses from the brief: ${uses}</div>`);
    }
    const findings = (d.findings ?? []).map((f) => mark(false, `${FINDING_WORDS[f.kind]}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(f.detail, 500)}`));
    if (findings.length)
        lines.push(`<div class="marks">${findings.join('')}</div>`);
    return `<div class="msg card d-${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(d.decision)}">${lines.join('')}</div>`;
}
/** The pictures and sounds sent with the input (named, not shown: the record keeps no bytes). */
function attachmentsOf(turn) {
    const sent = (turn.attachments ?? []).slice(0, 20);
    if (!sent.length)
        return '';
    const items = sent.map((a) => `${a.kind} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(a.label, 200)}${a.bytes ? ` (${a.bytes} bytes)` : ''}`);
    return `<div class="muted">sent with it: ${items.join(', ')}</div>`;
}
function renderTurn(turn, checkpoints) {
    const sender = SENDERS[turn.input_source];
    const user = `<div class="msg ${sender.className}"><div class="who">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(sender.who)}</div>` +
        `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .textBlock */ .fI)(turn.input, MESSAGE_MAX)}${attachmentsOf(turn)}</div>`;
    const facts = [
        `turn ${turn.index + 1}`,
        seconds(turn.duration_ms),
        ...(turn.stop_reason !== 'end_turn' ? [`stop: ${turn.stop_reason}`] : []),
        ...(turn.tool_calls.length ? [`${turn.tool_calls.length} tool call(s)`] : []),
    ];
    const cut = turn.cut_off ? ` ${badge('cut off', 's-error')}` : '';
    const output = turn.output
        ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .textBlock */ .fI)(turn.output, MESSAGE_MAX)
        : '<p class="note">(no text)</p>';
    const agent = `<div class="msg agent"><div class="who">Agent · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(facts.join(' · '))}${cut}</div>` +
        `${tools(turn.tool_calls)}${output}${turnMarks(turn, checkpoints)}</div>`;
    return user + agent + (turn.decision ? decisionCard(turn.decision) : '');
}
/** The responder's last decision: why the conversation ended (or that it ran to the end). */
function decision(record) {
    const r = record.responder;
    const parts = [];
    if (r) {
        // The last turn's card already shows the decision that ended the conversation, with its
        // reason: the ending says how it ended, once.
        const last = record.turns.at(-1)?.decision;
        const shown = last !== undefined && last.reason === r.reason;
        parts.push(`<div class="who">Conversation ended: <b>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(r.outcome, 40)}</b> (responder ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(r.kind)})` +
            ` · ${r.followups_sent} follow-up(s) sent</div>`);
        if (r.reason && !shown)
            parts.push(`<div>reason: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(r.reason, 2_000)}</div>`);
        if (r.last_question && ['abstained', 'cap_exhausted'].includes(r.outcome))
            parts.push(`<div class="muted">on: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(r.last_question, 500)}</div>`);
    }
    if (record.ended_with_question)
        parts.push('<div>The agent ended asking something no input source could answer.</div>');
    return parts.length ? `<div class="msg decision">${parts.join('')}</div>` : '';
}
function graders(record) {
    if (!record.graders.length)
        return '';
    const rows = record.graders
        .map((g) => {
        // A suite grader on a run that abstained as its task expects: neither passed nor failed.
        if (g.applicable === false) {
            return (`<tr><td>– ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.name, 100)}</td><td>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.type, 40)}</td>` +
                `<td class="num">—</td><td class="num">—</td>` +
                `<td>${badge('not applicable', 's-skipped')}</td>` +
                `<td>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.feedback, TOOL_MAX)}</td></tr>`);
        }
        return (`<tr><td>${g.passed ? '✓' : '✗'} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.name, 100)}</td><td>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.type, 40)}</td>` +
            `<td class="num">${g.score.toFixed(2)}</td><td class="num">${g.weight}</td>` +
            `<td>${badge(g.passed ? 'passed' : 'failed', g.passed ? 's-passed' : 's-failed')}</td>` +
            `<td>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(g.feedback, TOOL_MAX)}</td></tr>`);
    })
        .join('');
    return ('<h3>Graders</h3><table><tr><th>Grader</th><th>Type</th><th>Score</th><th>Weight</th>' +
        `<th>Result</th><th>Feedback</th></tr>${rows}</table>`);
}
function missedCheckpoints(record) {
    const missed = record.checkpoints.filter((c) => !c.reached);
    if (!missed.length)
        return '';
    return `<div class="marks">${missed
        .map((c) => mark(c.required ? false : null, `checkpoint ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(c.id, 80)} not reached${c.required ? '' : ' (optional)'}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(c.message, 200)}`))
        .join('')}</div>`;
}
function logs(record) {
    const blocks = [];
    if (record.agent_log?.length)
        blocks.push(`<details class="tool"><summary>agent log (${record.agent_log.length} lines)</summary>` +
            `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .textBlock */ .fI)(record.agent_log.join('\n'), LOG_MAX, 'text code')}</details>`);
    if (record.stderr)
        blocks.push(`<details class="tool"><summary>agent stderr</summary>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .textBlock */ .fI)(record.stderr, LOG_MAX, 'text code')}</details>`);
    return blocks.join('');
}
/**
 * What the graders said, in the run's line: a passed run's mean grader score; a failed run's
 * failed graders (a mean of 0.83 on a failed run reads as nearly passing); nothing for a run
 * whose graders did not decide it (an error, an abstain, a skip).
 */
function scoreText(record) {
    const graded = record.graders.filter((g) => g.applicable !== false);
    if (!graded.length)
        return '';
    if (record.status === 'passed')
        return `grader score ${record.score.toFixed(2)} · `;
    const failed = graded.filter((g) => !g.passed).length;
    if (record.status === 'failed' && failed > 0)
        return `${failed} of ${graded.length} grader(s) failed · `;
    return '';
}
function renderRun(record) {
    const open = record.status === 'passed' ? '' : ' open';
    const status = `s-${record.status}`;
    // A concurrent base run (confirmation in the base commit's worktree) is shown apart: its
    // trials number from 1 like the head's, so its anchor is its own.
    const base = record.side === 'base';
    // A skill-lift job's run without the skill has the same trial number as its twin with it.
    const without = record.skill_arm === 'without';
    const anchor = (0,_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .runAnchor */ .P)(record.suite, record.task_id, record.trial) +
        (base ? '-base' : without ? '-without-skill' : '');
    const head = `<details class="run r-${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(record.status)}" id="${anchor}"${open}>` +
        `<summary>${badge(record.status, status)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.suite, 80)} / ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.task_name || record.task_id, 120)}` +
        `<span class="sub">${base ? 'base (concurrent) · ' : without ? 'without the skill · ' : ''}trial ${record.trial} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(record.outcome)} · ${scoreText(record)}` +
        `${record.turns.length} turn(s) · ${seconds(record.duration_ms)}</span></summary><div class="run-body">`;
    const meta = [
        `task ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.task_id, 120)}`,
        `executor ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.executor, 40)}`,
        ...(record.model ? [`model ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.model, 80)}`] : []),
        ...(record.attempts > 1 ? [`${record.attempts} attempts`] : []),
        ...(record.error_attempts?.length
            ? [
                `retried after ${record.error_attempts.length} error(s): ${record.error_attempts
                    .map((e) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(e.kind, 40)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(e.message, 300)}`)
                    .join('; ')}`,
            ]
            : []),
        ...(record.shard ? [`shard ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.shard, 20)}`] : []),
        ...(record.tags.length ? [`tags ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.tags.join(', '), 200)}`] : []),
        `started ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.started_at, 40)}`,
    ];
    const error = record.error
        ? `<div class="error-box"><b>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.error.kind, 40)} error:</b> ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(record.error.message, 2_000)}</div>`
        : '';
    let chat = '';
    let shown = 0;
    for (const turn of record.turns) {
        const next = renderTurn(turn, record.checkpoints);
        if (shown > 0 && chat.length + next.length > RUN_MAX)
            break;
        chat += next;
        shown++;
    }
    if (shown < record.turns.length)
        chat += `<p class="cut">… ${record.turns.length - shown} more turn(s) in results.jsonl</p>`;
    if (!record.turns.length)
        chat = '<p class="note">No turn was recorded.</p>';
    return (`${head}<p class="meta">${meta.join(' · ')}</p>${error}<div class="chat">${chat}${decision(record)}</div>` +
        `${missedCheckpoints(record)}${graders(record)}${logs(record)}</div></details>\n`);
}
/**
 * The engine's renderer of each run as it is written (RunOptions.spool): the page's run
 * sections are spooled during the job, not rendered from results.jsonl read back at its end.
 */
const HTML_SPOOL = { render: renderRun, maxBytes: HTML_MAX_BYTES };


/***/ }),

/***/ 79175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EH: () => (/* binding */ escapeLine),
/* harmony export */   Hc: () => (/* binding */ valueBlock),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   fI: () => (/* binding */ textBlock)
/* harmony export */ });
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65839);
// The one escaping of report.html: every piece of text that reaches the page (agent, responder
// and grader text, task names, even our own labels) goes through escapeHtml(), so no text can
// become markup. The page's Content-Security-Policy (page.ts) makes markup inert if it ever did.

/** C0 controls except tab and newline, DEL, C1 controls, and bidirectional overrides. */
const CONTROL_CLASS = '\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';
const CONTROLS = new RegExp(`[${CONTROL_CLASS}]`, 'g');
/** Anything escapeHtml changes: most labels and messages have none, and are returned as they are. */
const CHANGED = new RegExp(`[${CONTROL_CLASS}&<>"']`);
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/** Text as HTML text or attribute value: controls removed, the five special characters escaped. */
function escapeHtml(text) {
    if (!CHANGED.test(text))
        return text;
    return text.replace(CONTROLS, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
/** One line of at most max characters, escaped: names, labels, feedback in table cells. */
function escapeLine(text, max = 300) {
    return escapeHtml((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(text.replace(/\s+/g, ' ').trim(), max));
}
/**
 * A block of untrusted text (a message, a tool result), escaped, cut at max characters with a
 * note saying how much more results.jsonl holds.
 */
function textBlock(text, max, className = 'text') {
    // No more characters than UTF-16 units: a text within max units is never cut.
    const chars = text.length > max ? Array.from(text) : undefined;
    const cut = chars !== undefined && chars.length > max;
    const shown = cut ? chars.slice(0, max).join('') : text;
    const note = cut
        ? `<p class="cut">… cut: ${(chars.length - max).toLocaleString('en-US')} more characters in results.jsonl</p>`
        : '';
    return `<pre class="${escapeHtml(className)}">${escapeHtml(shown)}</pre>${note}`;
}
/** Any JSON value (tool arguments and results) as an escaped block, strings shown as they are. */
function valueBlock(value, max) {
    let text;
    if (typeof value === 'string')
        text = value;
    else {
        try {
            text = JSON.stringify(value, null, 2) ?? String(value);
        }
        catch {
            text = String(value);
        }
    }
    return textBlock(text, max, 'text code');
}


/***/ }),

/***/ 26187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ql: () => (/* reexport */ commentMarker),
  Xl: () => (/* binding */ refusalReport),
  B1: () => (/* binding */ renderReport),
  si: () => (/* reexport */ suiteSetName),
  t7: () => (/* reexport */ suiteSetNameOf)
});

// UNUSED EXPORTS: COMMENT_MAX_LENGTH, suiteSetId

// EXTERNAL MODULE: ./src/report/acceptance.ts
var acceptance = __webpack_require__(76987);
// EXTERNAL MODULE: ./src/verdict/compare.ts
var compare = __webpack_require__(57666);
// EXTERNAL MODULE: ./src/verdict/suite-stages.ts
var suite_stages = __webpack_require__(39345);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/shared/file-list.ts
var file_list = __webpack_require__(49020);
;// CONCATENATED MODULE: ./src/report/confirmation.ts




const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const side = (s) => {
    const other = s.runs - s.passed - s.failed;
    return `${s.passed}/${s.passed + s.failed}${s.errored ? ` (${s.errored} errored)` : other > 0 ? ` (+${other} no verdict)` : ''}`;
};
const WHY = {
    drop: 'lower pass rate',
    errors: 'more errors',
    no_verdict: 'no verdict run',
    abstains: 'more abstains',
    collapsed: 'always passed, now fails',
    blind: 'dropped (too few trials to test)',
};
const REGRESSION = {
    drop: '**confirmed: regressed**',
    errors: '**confirmed: errors rose**',
    no_verdict: '**confirmed: no verdict run on the head**',
    abstains: '**confirmed: newly abstaining**',
};
function row(t) {
    const verdict = t.regression
        ? REGRESSION[t.regression]
        : t.over_cap
            ? `not re-run against the base (went on after ${plural(t.first_stage.runs, 'head run')}, over the cap of tasks confirmed)`
            : t.stopped_early
                ? t.base.runs
                    ? `not confirmed (stopped after ${t.base.runs} base and ${t.head.runs} head runs: looked like the base)`
                    : `not confirmed (stopped after ${plural(t.first_stage.runs, 'head run')}: looked like the pool)`
                : 'not confirmed';
    return (`| ${(0,report_escape/* inline */.m)(t.task_name, 120)} | ${t.why.map((w) => WHY[w]).join(', ')} ` +
        `| ${side(t.pool)} | ${side(t.screening)} | ${side(t.first_stage)} | ${side(t.base)} | ${side(t.head)} ` +
        `| ${(0,compare/* formatP */.MA)(t.p_value)} | ${(0,compare/* formatP */.MA)(t.error_p)} | ${verdict} |`);
}
const points = (x) => `${(100 * x).toFixed(1)} points`;
function suiteLines(s, alpha) {
    const rate = (c) => c.passed + c.failed ? `${((100 * c.passed) / (c.passed + c.failed)).toFixed(1)}%` : '—';
    const sample = s.stages === 1 ? s.sample : undefined;
    const verdict = s.regression === 'drop'
        ? '**the suite regressed**'
        : s.regression === 'errors'
            ? '**the suite errored more**'
            : s.stopped_early
                ? `not confirmed (the head's concurrent runs looked like the base's: stopped after stage ${s.stages} of ${suite_stages/* SUITE_STAGES */.XE})`
                : 'not confirmed';
    const against = sample
        ? `${plural(sample.each, 'run')} of the base commit and ${sample.each} of the head of ${plural(sample.tasks, 'task')} each, side by side (the day's sample)`
        : 'against concurrent runs of the base commit';
    const tests = s.stopped_early
        ? `(exact stratified tests; the suite's own, at ${alpha} each, come after stage ${suite_stages/* SUITE_STAGES */.XE})`
        : `(exact stratified tests at ${alpha} each)`;
    const shift = s.day_shift
        ? ` The base's runs were that much lower than the pool today, so the tasks were chosen against ` +
            `the pool moved by the day's shift (verdict pass rate ${points(s.day_shift.pass_rate)}, ` +
            `error rate +${points(s.day_shift.error_rate)}).`
        : '';
    return [
        `The suite looked worse than the pool (${(0,compare/* pEquals */.MG)(s.screening_p)}, errors ${(0,compare/* pEquals */.MG)(s.screening_error_p)}); ` +
            `${against}: verdict pass rate ${rate(s.base)} (base, ${plural(s.base.runs, 'run')}) -> ` +
            `${rate(s.head)} (head, ${plural(s.head.runs, 'run')}), ${(0,compare/* pEquals */.MG)(s.p_value)}, errors ${(0,compare/* pEquals */.MG)(s.error_p)} ` +
            `${tests}: ${verdict}.${shift}`,
    ];
}
/** How many base runs the base side rests on, when it pools more than one. */
function poolLine(c) {
    const pooled = c.tasks.filter((t) => t.base && t.base.pooled_runs > 1);
    if (!pooled.length)
        return null;
    const runs = pooled.map((t) => t.base.pooled_runs);
    const trials = pooled.map((t) => t.base.verdicts);
    const range = (xs) => Math.min(...xs) === Math.max(...xs) ? `${xs[0]}` : `${Math.min(...xs)}–${Math.max(...xs)}`;
    return (`The base side pools the last ${range(runs)} base-branch runs of ${plural(pooled.length, 'task')} ` +
        `(${range(trials)} verdict runs per task); tasks changed since start a new pool.`);
}
/** What the pool dropped when its newest base run joined it (stale, changed or disagreeing runs). */
function poolChangesLine(c) {
    const changes = c.pool_changes;
    if (!changes)
        return null;
    if (changes.restarted)
        return `The pool restarted from its newest base run: ${(0,report_escape/* inline */.m)(changes.restarted, 300)}.`;
    if (!changes.tasks.length)
        return null;
    const runs = changes.tasks.reduce((n, t) => n + t.dropped, 0);
    const names = changes.tasks
        .slice(0, 5)
        .map((t) => `${(0,report_escape/* inline */.m)(t.task_id, 80)} (${(0,report_escape/* inline */.m)(t.reason, 120)})`)
        .join(', ');
    return (`When its newest base run joined, the pool dropped ${plural(runs, 'older run')} of ` +
        `${plural(changes.tasks.length, 'task')}: ${names}${changes.tasks.length > 5 ? ', …' : ''}.`);
}
function confirmationSection(c) {
    const pool = [poolLine(c), poolChangesLine(c)].filter(Boolean).join(' ') || null;
    const conf = c.confirmation;
    if (!conf)
        return pool;
    const lines = ['### Confirmation against concurrent base runs', ''];
    if (conf.base_tampered) {
        lines.push(`The base commit's checkout was modified during the job (${(0,report_escape/* inline */.m)((0,file_list/* namedFiles */.V)(conf.base_tampered), 600)}): ` +
            `something the head ran wrote into it while its runs were made, so all ${plural(conf.base_runs, 'base run')} ` +
            `were discarded and nothing was confirmed. The verdict is inconclusive.`);
        if (pool)
            lines.push('', pool);
        return lines.join('\n');
    }
    if (conf.base_unavailable) {
        lines.push(`The base commit could not be run (${(0,report_escape/* inline */.m)(conf.base_unavailable, 300)}), so nothing was confirmed ` +
            `against concurrent runs: the verdict rests on the pooled baseline alone, which a provider's ` +
            `day-to-day drift can move.`);
        if (pool)
            lines.push('', pool);
        return lines.join('\n');
    }
    lines.push(`${conf.tasks.length || !conf.suite ? `${plural(conf.tasks.length, 'task')}${conf.suite ? ' and the suite' : ''}` : 'The suite'} looked worse than the pooled baseline ` +
        `and ran again on the base commit and the head, side by side in this job (${plural(conf.runs, 'extra run')}, ` +
        `${conf.base_runs} of them on the base): ${conf.confirmed} regression${conf.confirmed === 1 ? '' : 's'} confirmed.` +
        (conf.over_cap
            ? ` ${conf.over_cap} more candidate task(s) were not re-run (confirm-tasks).`
            : ''), '');
    if (conf.tasks.length) {
        lines.push(`Each task ran in stages of ${conf.stages.map((st) => `${st.base}+${st.head}`).join(', ')} runs (base+head): the head's first stage ` +
            `is held against the pool, the later ones against the base, stopping where they look alike; a task that ran every stage is ` +
            `tested on its concurrent runs after the first stage (one-sided exact tests of the drop and of ` +
            `the rise in errors, Holm across the ${conf.family} tests of the tasks past the first stage, alpha ${conf.alpha}). A confirmed regression fails the check.`, '', '| Task | Why | Pool | Head (screening) | Head (first stage) | Base (concurrent) | Head (concurrent) | p drop | p errors | Verdict |', '|---|---|---:|---:|---:|---:|---:|---:|---:|---|', ...conf.tasks.map(row));
    }
    if (conf.suite)
        lines.push('', ...suiteLines(conf.suite, conf.alpha_suite));
    if (pool)
        lines.push('', pool);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/results/final-output.ts
var final_output = __webpack_require__(39886);
// EXTERNAL MODULE: ./src/shared/asking.ts
var asking = __webpack_require__(95854);
// EXTERNAL MODULE: ./src/report/table.ts + 1 modules
var report_table = __webpack_require__(76519);
;// CONCATENATED MODULE: ./src/report/ended-asking.ts
// Graded runs whose agent ended by asking something nothing could answer (a single-prompt task):
// the verdict stands, and the question is shown so a reader can tell a courtesy from a need.




function endedAskingSection(records) {
    const runs = records.filter((r) => r.ended_with_question && r.status !== 'skipped');
    if (!runs.length)
        return null;
    const multi = records.some((r) => r.trial > 1);
    const rows = runs.map((r) => [
        `${(0,report_escape/* inline */.m)(r.suite, 80)} / ${(0,report_escape/* inline */.m)(r.task_id, 80)}${multi ? ` (trial ${r.trial})` : ''}`,
        r.status,
        (0,report_escape/* inline */.m)((0,asking/* questionOf */.Y)((0,final_output/* finalOutput */.U)(r), 300), 300),
    ]);
    const table = (0,report_table/* boundedTable */.c8)(['Task', 'Status', "The agent's question"], rows, 'run');
    return (`<details><summary>Ended with a question (${runs.length})</summary>\n\n${table}\n\n` +
        '_Graded as they ended: no input source answers a single-prompt task (`on_missing_input: skip | fail` to skip or fail them)._\n\n</details>');
}

;// CONCATENATED MODULE: ./src/report/run-warnings.ts


function runWarningsSection(records) {
    const runs = records.filter((r) => r.warnings?.length && r.status !== 'skipped');
    if (!runs.length)
        return null;
    const multi = records.some((r) => r.trial > 1);
    const rows = runs.map((r) => [
        `${(0,report_escape/* inline */.m)(r.suite, 80)} / ${(0,report_escape/* inline */.m)(r.task_id, 80)}${multi ? ` (trial ${r.trial})` : ''}`,
        r.status,
        (0,report_escape/* inline */.m)((r.warnings ?? []).join('; '), 400),
    ]);
    const table = (0,report_table/* boundedTable */.c8)(['Task', 'Status', 'Warning'], rows, 'run');
    return `**⚠️ Runs with warnings (${runs.length})**\n\n${table}`;
}

// EXTERNAL MODULE: ./src/report/headline.ts + 2 modules
var headline = __webpack_require__(82580);
;// CONCATENATED MODULE: ./src/report/impact.ts


/** A sha is shortened; a ref (`main`, `origin/feature`) is said as given. */
const shown = (ref) => (/^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 12) : ref);
const since = (impact) => `${(0,report_table/* plural */.LS)(impact.changed, 'file')} changed${impact.since ? ` since \`${(0,report_escape/* inline */.m)(shown(impact.since), 100)}\`` : ''}`;
/** One line under the headline: what impact selection did. */
function impactNote(impact) {
    if (!impact)
        return null;
    if (impact.all)
        return `_Every task ran: ${(0,report_escape/* inline */.m)(impact.all, 400)}._`;
    const anyway = impact.runAnyway
        ? `; ${(0,report_table/* plural */.LS)(impact.runAnyway, 'task')} with unchanged inputs ran anyway (no base results of the same definition, models and Parley version)`
        : '';
    const blind = impact.unattributed?.length
        ? `; ${(0,report_table/* plural */.LS)(impact.unattributed.length, 'task')} ran whatever changed (${impact.unattributed
            .slice(0, 3)
            .map((t) => `${(0,report_escape/* inline */.m)(`${t.suite}/${t.task_id}`, 100)}: ${(0,report_escape/* inline */.m)(t.reason, 200)}`)
            .join('; ')}${impact.unattributed.length > 3 ? '; …' : ''})`
        : '';
    if (!impact.notRerun.length)
        return `_Impact: ${since(impact)}; every task ran${anyway}${blind}._`;
    return `_Impact: ${since(impact)}; ${(0,report_table/* plural */.LS)(impact.notRerun.length, 'task')} not re-run: ${impact.notRerun.length === 1 ? 'its' : 'their'} inputs did not change, the base's results stand in and are not compared${anyway}${blind}._`;
}
/** The inputs a task was compared by: a change to anything else does not re-run it. */
function inputsCell(t) {
    if (!t.inputs)
        return '—';
    const shown = t.inputs.map((p) => (0,report_escape/* inline */.m)(p, 120)).join(', ');
    return t.more_inputs ? `${shown} (+${t.more_inputs} more)` : shown;
}
/** The folded list of the tasks not re-run, with the base's results. */
function impactSection(impact) {
    if (!impact || impact.all || !impact.notRerun.length)
        return null;
    const rows = impact.notRerun.map((t) => [
        (0,report_escape/* inline */.m)(t.suite, 100),
        (0,report_escape/* inline */.m)(t.task_name === t.task_id ? t.task_id : `${t.task_id} (${t.task_name})`, 160),
        t.base ? `${t.base.passed}/${t.base.passed + t.base.failed}` : '—',
        'not re-run: its inputs did not change',
        inputsCell(t),
    ]);
    const table = (0,report_table/* boundedTable */.c8)(['Suite', 'Task', 'Base (passed / verdict runs)', 'Why', 'Inputs compared'], rows);
    const title = `Not re-run: ${(0,report_table/* plural */.LS)(impact.notRerun.length, 'task')} whose inputs did not change`;
    return `<details><summary>${title}</summary>\n\n${table}\n\n</details>`;
}

;// CONCATENATED MODULE: ./src/report/responder-audit.ts


function phrases(audit, runs) {
    const out = [];
    if (audit.over_answered_runs > 0) {
        out.push(`the responder over-answered in ${audit.over_answered_runs} of ${(0,report_table/* plural */.LS)(runs, 'run')}: the test may be easier than intended`);
    }
    if (audit.ungrounded_runs > 0) {
        out.push(`a reply was ungrounded in ${audit.ungrounded_runs} of ${(0,report_table/* plural */.LS)(runs, 'run')}: it stated what the brief does not say`);
    }
    return out;
}
function responderAuditSection(summary) {
    const rows = [];
    for (const suite of summary.suites) {
        for (const task of suite.tasks) {
            const audit = task.responder_audit;
            if (!audit)
                continue;
            const said = phrases(audit, task.counts.runs);
            if (!said.length)
                continue;
            rows.push([`${(0,report_escape/* inline */.m)(suite.name, 80)} / ${(0,report_escape/* inline */.m)(task.task_id, 80)}`, said.join('; ')]);
        }
    }
    if (!rows.length)
        return null;
    const table = (0,report_table/* boundedTable */.c8)(['Task', 'Reply audit'], rows);
    return (`### Responder findings (${rows.length})\n\n${table}\n\n` +
        '_Each LLM responder reply is checked against its brief: these are findings about the test, not verdicts on the agent. The replies and what was found are in report.html, beside each reply._');
}

// EXTERNAL MODULE: ./src/report/skill-lift.ts
var skill_lift = __webpack_require__(26897);
// EXTERNAL MODULE: ./src/results/cost.ts
var cost = __webpack_require__(35353);
;// CONCATENATED MODULE: ./src/report/models.ts
// The "Models side by side" section of the markdown report (comment, job summary, report.md)
// and its console line, from summary.json's `models`: shown only in a models job (`--model a,b`,
// the action's `models`). Each model over every task first, then each task under each model:
// pass rate with its 95 % interval, follow-ups, abstains, agent tokens, cost and pass rate per
// dollar, and the best model by the rule results/model-comparison.ts states.




const HEADER = [
    'Model',
    'Pass rate (95 % interval)',
    'Follow-ups / run',
    'Abstains',
    'Agent tokens',
    'Cost',
    'Pass rate per $',
];
const rate = (s) => `${s.passed}/${s.runs} = ${s.pass_rate.toFixed(2)} (${s.pass_interval.low.toFixed(2)}–${s.pass_interval.high.toFixed(2)})`;
function costCell(table, s) {
    if (!table.priced)
        return 'no prices';
    return s.cost_usd === null ? 'unknown' : (0,cost/* dollars */.E)(s.cost_usd);
}
function perDollar(table, s) {
    if (!table.priced)
        return 'no prices';
    if (s.pass_rate_per_dollar === null)
        return s.cost_usd === 0 ? 'free' : 'unknown';
    return s.pass_rate_per_dollar >= 100
        ? Math.round(s.pass_rate_per_dollar).toString()
        : s.pass_rate_per_dollar.toPrecision(3);
}
function cells(table, s, best) {
    return [
        `${(0,report_escape/* inline */.m)(s.model, 100)}${s.model === best ? ' **best**' : ''}`,
        rate(s),
        s.mean_followups.toFixed(1),
        String(s.abstained),
        String(s.tokens),
        costCell(table, s),
        perDollar(table, s),
    ];
}
/** "best: a" with how sure, in words (plain: the caller escapes for its medium). */
function bestWords(row) {
    if (!row.best)
        return 'no best: a tie on pass rate, cost and follow-ups';
    return row.clear
        ? `${row.best}, its pass interval above every other model's`
        : `${row.best} by the rule, but no clear best: the 95 % intervals overlap`;
}
/** The console's line: which model did best over every task. */
function bestModelLine(table) {
    const best = table.overall.find((s) => s.model === table.best);
    const figures = best ? ` (pass rate ${best.pass_rate.toFixed(2)})` : '';
    return escapeTerminal(oneLine(`Best model: ${bestWords(table)}${figures}.`));
}
/** The section, or null when the job compared no models. */
function modelsSection(summary) {
    const table = summary.models;
    if (!table)
        return null;
    const overall = (0,report_table/* boundedTable */.c8)(HEADER, table.overall.map((s) => cells(table, s, table.best)), 'model');
    const rows = table.tasks.flatMap((t) => t.by_model.map((s) => [(0,report_escape/* inline */.m)(`${t.suite} › ${t.task_id}`, 120), ...cells(table, s, t.best)]));
    const perTask = (0,report_table/* boundedTable */.c8)(['Task', ...HEADER], rows, 'row');
    const unclear = table.tasks.filter((t) => t.best && !t.clear).length;
    return [
        '### Models side by side',
        `Best overall: ${(0,report_escape/* inline */.m)(bestWords(table), 400)}. Each model ran every task × trial of the same suites ` +
            '(same brief, graders and budget) and is compared with its own baseline. The best: the highest ' +
            "pass rate; a tie goes to the lower cost per run, then to fewer follow-ups. Cost: the agent's tokens at the `prices` table.",
        overall,
        `<details><summary>Per task (${table.tasks.length} task(s); ${unclear} with no clear best)</summary>\n\n${perTask}\n\n</details>`,
    ].join('\n\n');
}

// EXTERNAL MODULE: ./src/results/record.ts
var record = __webpack_require__(96269);
// EXTERNAL MODULE: ./src/report/scorecard.ts
var scorecard = __webpack_require__(67846);
// EXTERNAL MODULE: ./src/report/trigger-accuracy.ts
var trigger_accuracy = __webpack_require__(51982);
// EXTERNAL MODULE: ./src/report/scorecard-model.ts
var scorecard_model = __webpack_require__(95146);
;// CONCATENATED MODULE: ./src/report/tokens.ts

/** Rows kept in the comment; the rest are counted in a last line. */
const MAX_ROWS = 30;
function tokensSection(head, base) {
    if (!head)
        return null;
    const before = new Map(base?.files.map((f) => [f.file, f.tokens]));
    const rows = head.files
        .map((f) => ({ ...f, change: before.has(f.file) ? f.tokens - before.get(f.file) : null }))
        .filter((f) => f.status === 'over' || (base !== undefined && f.change !== 0));
    if (rows.length === 0)
        return null;
    // Over the limit first, then the biggest changes.
    rows.sort((a, b) => Number(b.status === 'over') - Number(a.status === 'over') ||
        Math.abs(b.change ?? b.tokens) - Math.abs(a.change ?? a.tokens));
    const over = rows.filter((r) => r.status === 'over').length;
    const lines = [
        `### Skill token budgets${over ? ` (${over} over)` : ''}`,
        '',
        '| File | Tokens | Limit | Change |',
        '| --- | ---: | ---: | ---: |',
        ...rows.slice(0, MAX_ROWS).map((r) => {
            const change = r.change === null ? 'new' : r.change > 0 ? `+${r.change}` : `${r.change}`;
            const mark = r.status === 'over' ? ' ❌' : r.status === 'warn' ? ' ⚠️' : '';
            return `| ${(0,report_escape/* inline */.m)(r.file, 120)} | ${r.tokens}${mark} | ${r.limit} | ${base ? change : '—'} |`;
        }),
    ];
    if (rows.length > MAX_ROWS)
        lines.push('', `_${rows.length - MAX_ROWS} more file(s) not shown._`);
    lines.push('', `_Limits: ${(0,report_escape/* inline */.m)(head.source, 120)}; counted with the o200k_base tokenizer._`);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/report/reasons.ts
var reasons = __webpack_require__(67063);
;// CONCATENATED MODULE: ./src/report/trial-details.ts
// Per-trial detail of the tasks that did not pass, folded under the scorecard: one <details> per
// task with each trial's status, every way it did not pass, the responder's reason and the
// question the agent was left with, and the agent's final message of the first trial that did
// not pass. Bounded per task (trials) and per group (characters), saying what was left out.







/** Trials listed per task. */
const MAX_TRIALS = 10;
/** Failing checks listed per trial. */
const MAX_CHECKS = 3;
/** Characters of the trial details of one group. */
const DETAILS_BUDGET = 10_000;
function statusWords(r) {
    if (r.outcome === 'cap_exhausted') {
        const sent = r.responder?.followups_sent ?? 0;
        return `${r.status} at the cap (${(0,report_table/* plural */.LS)(sent, 'follow-up')})`;
    }
    if (r.status === 'error')
        return `error (${r.outcome.replace(/_/g, ' ')})`;
    if (r.status === 'failed' && r.outcome === 'checkpoints_missing')
        return 'failed (checkpoints missing)';
    return r.status;
}
/** What one trial came to, without its number: "failed — grader `x`: feedback". */
function trialText(r) {
    const parts = [];
    if (r.status === 'failed') {
        const checks = (0,reasons/* failedChecks */.HH)(r);
        parts.push(...checks.slice(0, MAX_CHECKS).map((c) => c.text));
        if (checks.length > MAX_CHECKS)
            parts.push(`${checks.length - MAX_CHECKS} more checks`);
        if (!checks.length && r.outcome !== 'cap_exhausted')
            parts.push((0,reasons/* trialReason */.dt)(r).text);
    }
    else if (r.status !== 'passed') {
        parts.push((0,reasons/* trialReason */.dt)(r).text);
    }
    // A run that abstained as its task expects: the suite graders that did not apply, named.
    const notApplicable = r.graders.filter((g) => g.applicable === false);
    if (notApplicable.length) {
        const names = notApplicable.slice(0, MAX_CHECKS).map((g) => (0,reasons/* codeName */.Pg)(g.name));
        if (notApplicable.length > MAX_CHECKS)
            names.push(`${notApplicable.length - MAX_CHECKS} more`);
        parts.push(`not applicable (abstained as expected): ${names.join(', ')}`);
    }
    // The question the agent was left with: at the cap, on an abstain, or where it ended asking.
    if (r.outcome === 'cap_exhausted' || r.status === 'abstained') {
        parts.push(`the agent's last question: ${(0,report_escape/* inline */.m)((0,reasons/* lastQuestion */.xk)(r), 200)}`);
    }
    else if (r.ended_with_question) {
        parts.push(`ended asking: ${(0,report_escape/* inline */.m)((0,asking/* questionOf */.Y)((0,final_output/* finalOutput */.U)(r), 200), 200)}`);
    }
    return `${statusWords(r)}${parts.length ? ` — ${parts.join('; ')}` : ''}`;
}
/** One line per run of consecutive trials that came to the same: "Trials 1–8: failed — …". */
function trialLines(records) {
    const lines = [];
    let start = 0;
    const texts = records.map(trialText);
    for (let i = 1; i <= records.length; i++) {
        if (i < records.length && texts[i] === texts[start])
            continue;
        const first = records[start].trial;
        const last = records[i - 1].trial;
        const which = first === last ? `Trial ${first}` : `Trials ${first}–${last}`;
        lines.push(`- ${which}: ${texts[start]}`);
        start = i;
    }
    return lines;
}
function taskDetails(row) {
    const shown = row.records.slice(0, MAX_TRIALS);
    const lines = trialLines(shown);
    const left = row.records.length - shown.length;
    if (left > 0)
        lines.push(`- ${(0,report_table/* moreInArtifact */.lC)(left, 'trial')}`);
    const first = row.records.find((r) => r.status !== 'passed' && r.turns.length > 0);
    const message = first
        ? `\n\nThe agent's final message (trial ${first.trial}):\n\n${(0,report_escape/* fenced */.O)((0,final_output/* finalOutput */.U)(first), 1200)}`
        : '';
    const summary = `${(0,scorecard/* taskLabel */.EW)(row)}: ${(0,report_table/* plural */.LS)(row.records.length, 'trial')}`;
    return `<details><summary>${summary}</summary>\n\n${lines.join('\n')}${message}\n\n</details>`;
}
/** The trial details of one group's tasks, or null when the group is empty. */
function groupDetails(rows, group) {
    const list = (0,scorecard_model/* rowsOf */.RO)(rows, group).filter((r) => r.records.length > 0);
    if (!list.length)
        return null;
    const blocks = [];
    let length = 0;
    for (const row of list) {
        const block = taskDetails(row);
        if (blocks.length > 0 && length + block.length > DETAILS_BUDGET)
            break;
        blocks.push(block);
        length += block.length + 1;
    }
    const left = list.length - blocks.length;
    const tail = left > 0 ? `\n\n_Trial details of ${(0,report_table/* plural */.LS)(left, 'more task')} in the results artifact._` : '';
    return `${blocks.join('\n')}${tail}`;
}

// EXTERNAL MODULE: ./src/report/regressed-note.ts
var regressed_note = __webpack_require__(8091);
// EXTERNAL MODULE: ./src/results/layout.ts
var layout = __webpack_require__(68534);
;// CONCATENATED MODULE: ./src/report/history.ts


const SHOWN = 10;
const pct = (rate) => `${Math.round(rate * 100)}%`;
const history_name = (t) => (0,report_escape/* inline */.m)(`${t.suite} / ${t.task_id}`, 200);
function listed(items) {
    const more = items.length - SHOWN;
    return items.slice(0, SHOWN).join(', ') + (more > 0 ? ` and ${more} more` : '');
}
function historySection(note, artifactUrl) {
    if (!note?.runs)
        return null;
    const where = artifactUrl
        ? `${layout/* HISTORY_HTML_FILE */.Wu} in the [results artifact](${encodeURI(artifactUrl)})`
        : `${layout/* HISTORY_HTML_FILE */.Wu} in the results directory`;
    const changed = note.trends
        .filter((t) => t.changes.length)
        .map((t) => {
        const c = t.changes.at(-1);
        return `${history_name(t)} ${pct(c.before)} → ${pct(c.after)} from ${(0,report_escape/* inline */.m)(c.commit?.slice(0, 7) ?? 'no commit', 20)}`;
    });
    const flaky = note.trends.filter((t) => t.flaky).map((t) => `${history_name(t)} ${pct(t.flaky.rate)}`);
    return [
        `**History** of ${note.runs} push and scheduled run${note.runs === 1 ? '' : 's'}: ${where}.`,
        `Changed: ${changed.length ? listed(changed) : 'none'}. Flaky on main: ${flaky.length ? listed(flaky) : 'none'}.`,
    ].join(' ');
}

;// CONCATENATED MODULE: ./src/report/marker.ts
/** A stable, readable name of the suite set: its suite names, sorted (suite hashes change on edits). */
function suiteSetName(summary) {
    return suiteSetNameOf(summary.suites.map((s) => s.name));
}
/** The suite set's name from its suites' names (before any run: impact selection's baseline). */
function suiteSetNameOf(suiteNames) {
    const names = [...new Set(suiteNames)].sort();
    const joined = names.join('+').replace(/[^A-Za-z0-9._+-]+/g, '-');
    return (joined || 'empty').slice(0, 120);
}
function commentMarker(suiteSet) {
    return `<!-- parley:comment:${suiteSet.replace(/[^A-Za-z0-9._+-]+/g, '-')} -->`;
}
/** The suite set and the shard: what one comment, one artifact and one baseline are about. */
function suiteSetId(summary, shard) {
    const name = suiteSetName(summary);
    return shard ? `${name}.shard-${shard.index}-of-${shard.total}` : name;
}

;// CONCATENATED MODULE: ./src/report/index.ts



















/** Under GitHub's 65,536-character comment limit, with room for the marker and the note. */
const COMMENT_MAX_LENGTH = 65_000;
/** The groups a reviewer must see, in severity order: never folded. */
const report_SHOWN = ['regressed', 'newly_failing', 'failing', 'abstaining', 'errors'];
function reportLinks(input) {
    return [
        ...(input.runUrl ? [{ label: 'workflow run', url: input.runUrl }] : []),
        ...(input.artifactUrl ? [{ label: 'results artifact', url: input.artifactUrl }] : []),
        ...(input.links ?? []),
    ];
}
/** The report's blocks in page order, each with its priority. */
function blocksOf(input) {
    // The check is decided on the comparison with accepted regressions taken out (`/parley
    // accept`): the verdict and the groups say what the check says; the accepted are listed apart.
    const comparison = input.acceptance?.gate ?? input.comparison;
    const compared = comparison !== undefined;
    const rows = (0,scorecard_model/* buildRows */.kO)(input.summary, input.records, comparison);
    const blocks = [
        {
            text: (0,headline/* headline */.Pl)({ ...input, comparison, rows }) +
                (0,acceptance/* onlyTasksNote */.H_)(input.onlyTasks) +
                (impactNote(input.impact) ? `\n\n${impactNote(input.impact)}` : ''),
            priority: 0,
        },
    ];
    const block = (text, priority) => (text ? { text, priority } : null);
    // Accepted regressions (`/parley accept`) right under the verdict they change.
    blocks.push(block((0,acceptance/* acceptanceSection */.xq)(input.acceptance), 1));
    // The groups with rows share the tables' budget: one long group may use it all.
    const groups = report_SHOWN.filter((g) => (0,scorecard_model/* rowsOf */.RO)(rows, g).length > 0).length;
    const budget = Math.floor(report_table/* TABLES_BUDGET */.ik / Math.max(1, groups));
    report_SHOWN.forEach((group, i) => {
        blocks.push(block((0,scorecard/* groupTable */.Sw)(rows, group, compared, budget, comparison && (0,regressed_note/* regressedNote */.l)(comparison)), 1 + i));
        blocks.push(block(groupDetails(rows, group), 1 + report_SHOWN.length + 1 + i));
    });
    const after = 2 + 2 * report_SHOWN.length;
    if (comparison) {
        blocks.push(block((0,scorecard/* gateBlock */.rU)(comparison), 1 + report_SHOWN.length));
        blocks.push(block(confirmationSection(comparison), 1 + report_SHOWN.length));
    }
    blocks.push(block(historySection(input.history, input.artifactUrl), 1 + report_SHOWN.length));
    // A skill-lift job: with vs without the skill, per task (only when the job measured it).
    blocks.push(block((0,skill_lift/* skillLiftSection */.MG)(input.summary), 1 + report_SHOWN.length));
    // A models job: the task x model table (only when the job ran more than one model).
    blocks.push(block(modelsSection(input.summary), 1 + report_SHOWN.length));
    // trigger_tests.yaml suites: waza's trigger accuracy, one line each.
    const triggers = (0,trigger_accuracy/* triggerAccuracyLines */.f)(input.summary).map((l) => `_${(0,report_escape/* inline */.m)(l, 400)}_`);
    blocks.push(block(triggers.length ? triggers.join('\n\n') : null, 1 + report_SHOWN.length));
    // Skill token budgets: shown only when a file is over its limit or changed.
    blocks.push(block(tokensSection(input.tokens?.head, input.tokens?.base), 1 + report_SHOWN.length));
    // The reply audit's findings: about the test, read before the passing tasks.
    blocks.push(block(responderAuditSection(input.summary), after));
    blocks.push(block(endedAskingSection(input.records), after));
    blocks.push(block(runWarningsSection(input.records), after));
    blocks.push(block((0,scorecard/* foldedGroup */._B)(rows, 'passing', compared), after + 1));
    blocks.push(block((0,scorecard/* foldedGroup */._B)(rows, 'removed', compared), after + 2));
    blocks.push(block(impactSection(input.impact), after + 1));
    return blocks.filter((b) => b !== null);
}
/** Where the conversations are: report.html, written beside report.md (report/html/). */
function withConversations(links) {
    return links
        ? `${links} · conversations: report.html in the results artifact`
        : 'Conversations: report.html in the results directory, beside this report.';
}
function renderReport(given) {
    // A skill-lift job's runs without the skill (merged shards hold them) are the Skill lift
    // section's, from summary.json: never one of the report's runs.
    const input = given.records.some(record/* isWithoutSkillRun */.DZ)
        ? { ...given, records: given.records.filter((r) => !(0,record/* isWithoutSkillRun */.DZ)(r)) }
        : given;
    const max = input.maxLength ?? COMMENT_MAX_LENGTH;
    const links = withConversations((0,report_table/* linksLine */.sV)(reportLinks(input)));
    const blocks = blocksOf(input);
    const head = input.marker ? `${input.marker}\n` : '';
    const tail = links ? `\n\n${links}\n` : '\n';
    const note = (n) => `\n\n_This report was cut to fit: ${n} section${n === 1 ? '' : 's'} left out; see the results artifact._`;
    // Keep by priority (a block that does not fit is skipped, smaller ones may still fit), show in
    // page order.
    const reserve = note(blocks.length).length;
    const kept = new Set();
    let length = head.length + tail.length;
    for (const b of [...blocks].sort((x, y) => x.priority - y.priority)) {
        const next = b.text.length + (kept.size ? 2 : 0);
        const room = kept.size + 1 < blocks.length ? reserve : 0;
        if (length + next + room > max)
            continue;
        kept.add(b);
        length += next;
    }
    if (!blocks.some((b) => b.priority === 0 && kept.has(b))) {
        // Even the headline does not fit an absurdly small limit: say so, within the limit.
        return (head + '_Parley report too long for this limit; see the results artifact._').slice(0, max);
    }
    let body = head +
        blocks
            .filter((b) => kept.has(b))
            .map((b) => b.text)
            .join('\n\n');
    if (kept.size < blocks.length)
        body += note(blocks.length - kept.size);
    return body + tail;
}

/**
 * The comment of a suite set whose results report mode refused (a shard missing, an artifact
 * too large, tampered with or not Parley's): what was refused and why, the reason escaped.
 */
function refusalReport(suiteSet, reason, runUrl) {
    const lines = [
        `## Parley: results not reported`,
        '',
        `The results of suite set **${(0,report_escape/* inline */.m)(suiteSet, 100)}** were refused, so nothing is compared or counted: ${(0,report_escape/* inline */.m)(reason, 2000)}`,
    ];
    const links = (0,report_table/* linksLine */.sV)(runUrl ? [{ label: 'workflow run', url: runUrl }] : []);
    if (links)
        lines.push('', links);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 44688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ flakyNote),
/* harmony export */   N: () => (/* binding */ quarantineNote)
/* harmony export */ });
/* harmony import */ var _verdict_flaky_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28800);
/* harmony import */ var _verdict_quarantine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35749);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76519);
// The headline's notes on tasks out of the verdict or unsteady on main: the quarantined tasks
// (with each reason and expiry) and the tasks flaky on the base branch (with each pooled pass
// rate). Both bounded; the rest is in summary.json. Written once, for report.md and the comment
// (markdown, the default) and for report.html (its own NoteFormat).




/** Tasks named in each note. */
const NAMED = 10;
const MARKDOWN = {
    code: (text, max) => `\`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(text, max)}\``,
    text: (text, max) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(text, max),
    bold: (markup) => `**${markup}**`,
};
const more = (n, field, f) => n > NAMED ? `, … (${n - NAMED} more: summary.json ${f.code(field, 40)})` : '';
/** "2 tasks quarantined: `a/x` (reason, until 2026-12-01), …", or null. */
function quarantineNote(summary, f = MARKDOWN) {
    const tasks = (0,_verdict_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .quarantinedTasks */ .N)(summary);
    if (!tasks.length)
        return null;
    const named = tasks
        .slice(0, NAMED)
        .map((t) => `${f.code(`${t.suite}/${t.task_id}`, 120)} (${f.text(t.reason, 200)}, until ${f.text(t.expires, 10)})`);
    return (`${f.bold(`${(0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(tasks.length, 'task')} quarantined`)} (${f.code('.parley.yaml', 20)}: run and reported, never fail the check): ` +
        `${named.join(', ')}${more(tasks.length, 'quarantined', f)}.`);
}
/** "Flaky on main: `a/x` (50% of 10 runs over 10 jobs), …", or null. */
function flakyNote(summary, f = MARKDOWN) {
    const tasks = (0,_verdict_flaky_js__WEBPACK_IMPORTED_MODULE_3__/* .flakyTasks */ .eQ)(summary);
    if (!tasks.length)
        return null;
    const named = tasks
        .slice(0, NAMED)
        .map(({ suite, task_id, flaky }) => `${f.code(`${suite}/${task_id}`, 120)} (passed ${Math.round(flaky.rate * 100)}% of ${(0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(flaky.runs, 'run')} over ${flaky.jobs} jobs)`);
    return (`${f.bold('Flaky on main:')} ${named.join(', ')}${more(tasks.length, 'flaky_on_main', f)}: ` +
        `their outcomes vary on the base branch at the same inputs; ${f.code('parley quarantine add', 40)} keeps one out of the verdict for a while.`);
}


/***/ }),

/***/ 67063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ dominantReason),
/* harmony export */   HH: () => (/* binding */ failedChecks),
/* harmony export */   Pg: () => (/* binding */ codeName),
/* harmony export */   dt: () => (/* binding */ trialReason),
/* harmony export */   eF: () => (/* binding */ formatDominant),
/* harmony export */   xk: () => (/* binding */ lastQuestion)
/* harmony export */ });
/* harmony import */ var _results_final_output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39886);
/* harmony import */ var _shared_asking_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95854);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
// Why one run did not pass, in a reader's words: the grader and its feedback, "abstained:
// <reason>", "cap at N: <last question>", the error kind and message. The key groups runs that
// did not pass the same way (the same grader, the same error kind), so a task's dominant reason
// is the most frequent key. Every text here is markdown-safe (untrusted parts through inline()).



/** Longest untrusted text quoted in one reason. */
const REASON_CHARS = 200;
/** A name in a code span when it is plainly a name; escaped text otherwise. */
function codeName(name) {
    return /^[\w.:/ -]{1,80}$/.test(name) ? `\`${name}\`` : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(name, 80);
}
/** The question the agent was left with: the responder's record, else the last message. */
function lastQuestion(r) {
    return r.responder?.last_question ?? (0,_shared_asking_js__WEBPACK_IMPORTED_MODULE_1__/* .questionOf */ .Y)((0,_results_final_output_js__WEBPACK_IMPORTED_MODULE_2__/* .finalOutput */ .U)(r), REASON_CHARS);
}
function capReason(r) {
    const sent = r.responder?.followups_sent ?? 0;
    return {
        key: 'cap',
        text: `cap at ${sent} follow-up${sent === 1 ? '' : 's'}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(lastQuestion(r), REASON_CHARS)}`,
    };
}
/** Every way a failed run failed: failing graders, missed checkpoints, failing turn assertions. */
function failedChecks(r) {
    const checks = [];
    for (const g of r.graders.filter((g) => !g.passed && g.applicable !== false)) {
        checks.push({
            key: `grader:${g.name}`,
            text: `grader ${codeName(g.name)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(g.feedback, REASON_CHARS)}`,
        });
    }
    for (const c of r.checkpoints.filter((c) => c.required && !c.reached)) {
        checks.push({
            key: `checkpoint:${c.id}`,
            text: `checkpoint ${codeName(c.id)} not reached${c.message ? `: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(c.message, REASON_CHARS)}` : ''}`,
        });
    }
    for (const turn of r.turns) {
        for (const a of turn.assertions.filter((a) => !a.passed)) {
            checks.push({
                key: `assertion:${a.type}`,
                text: `${codeName(a.type)} (turn ${turn.index + 1}): ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(a.message, REASON_CHARS)}`,
            });
        }
    }
    return checks;
}
/** Why this run did not pass; null for a passed run. */
function trialReason(r) {
    switch (r.status) {
        case 'passed':
            return null;
        case 'abstained':
            return {
                key: 'abstained',
                text: `abstained: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(r.responder?.reason || 'no reason given', REASON_CHARS)}`,
            };
        case 'skipped':
            if (r.outcome === 'not_run')
                return { key: 'skipped', text: 'skipped: skip: true in the test file' };
            return {
                key: 'skipped',
                text: `skipped, awaiting input: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(lastQuestion(r), REASON_CHARS)}`,
            };
        case 'error':
            return {
                key: `error:${r.outcome}`,
                text: `${r.outcome.replace(/_/g, ' ')}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(r.error?.message || 'no message', REASON_CHARS)}`,
            };
        case 'failed':
            // A conversation that never finished explains its failure better than its graders do.
            if (r.outcome === 'cap_exhausted')
                return capReason(r);
            return (failedChecks(r)[0] ?? { key: 'failed', text: 'failed without a failing grader on record' });
    }
}
/** The most frequent way a task's runs did not pass (ties: the first seen); null if all passed. */
function dominantReason(records) {
    const tally = new Map();
    for (const r of records) {
        const reason = trialReason(r);
        if (!reason)
            continue;
        const seen = tally.get(reason.key);
        if (seen)
            seen.count++;
        else
            tally.set(reason.key, { text: reason.text, count: 1 });
    }
    let best = null;
    for (const entry of tally.values())
        if (!best || entry.count > best.count)
            best = entry;
    return best && { ...best, of: records.length };
}
/** "2 of 3: grader `x`: feedback"; the count is left out for a single run. */
function formatDominant(d) {
    if (!d)
        return '—';
    return d.of > 1 ? `${d.count} of ${d.of}: ${d.text}` : d.text;
}


/***/ }),

/***/ 8091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ regressedNote)
/* harmony export */ });
/* harmony import */ var _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57666);
// What "regressed" rests on in this comparison, said as it happened: confirmed against runs of
// the base commit made beside the head, or (none made, or none possible) the screening against
// the baseline alone. The console, report.md and report.html say the same.

function regressedNote(c) {
    const conf = c.confirmation;
    if (conf && !conf.base_unavailable && !conf.base_tampered)
        return _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .BUCKET_NOTES */ .nd.regressed;
    const why = conf?.base_tampered
        ? "the base commit's checkout was modified during the job, so its runs were discarded"
        : conf?.base_unavailable
            ? 'the base commit could not be run beside the head'
            : 'no runs of the base commit were made beside the head in this job';
    return `significant against the baseline alone, after Holm correction across the tasks compared (${why}): fails the check`;
}


/***/ }),

/***/ 95146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RO: () => (/* binding */ rowsOf),
/* harmony export */   kO: () => (/* binding */ buildRows)
/* harmony export */ });
/* unused harmony export GROUPS */
/* harmony import */ var _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57666);
/* harmony import */ var _reasons_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67063);
// The scorecard's model: one row per task, in one severity group. The verdict is the gate's own
// bucket (results/compare.ts), never re-derived here; the groups only order what a reviewer
// reads: regressed, newly failing, failing, abstaining, errors, then passing (and removed).


const GROUPS = [
    'regressed',
    'newly_failing',
    'failing',
    'abstaining',
    'errors',
    'passing',
    'removed',
];
const key = (suite, task) => `${suite}\u0000${task}`;
function groupOf(head, c, regressed) {
    const base = c?.base ?? null;
    // The gate's regressed list, not the task's bucket: an accepted regression (`/parley accept`)
    // is taken out of the list and shown with the tasks that fail on head.
    if (c && regressed.has(c))
        return { group: 'regressed', known: false };
    if (head.passed === head.trials)
        return { group: 'passing', known: false };
    if (head.failed > 0) {
        const baseClean = base !== null && base.verdicts > 0 && base.failed === 0;
        if (c?.bucket === 'possible_regression' || baseClean) {
            return { group: 'newly_failing', known: false };
        }
        return { group: 'failing', known: (base?.failed ?? 0) > 0 };
    }
    if (head.abstained > 0)
        return { group: 'abstaining', known: (base?.abstained ?? 0) > 0 };
    return { group: 'errors', known: (base?.errors ?? 0) + (base?.skipped ?? 0) > 0 };
}
/** Worst first within a group: the lowest share of passed runs, then the planned order. */
function severity(row) {
    const h = row.head;
    return h && h.trials ? h.passed / h.trials : 1;
}
function buildRows(summary, records, comparison) {
    const runs = new Map();
    for (const r of records) {
        const k = key(r.suite, r.task_id);
        const list = runs.get(k);
        if (list)
            list.push(r);
        else
            runs.set(k, [r]);
    }
    const compared = new Map(comparison?.tasks.map((t) => [key(t.suite, t.task_id), t]) ?? []);
    const regressed = new Set(comparison?.buckets.regressed ?? []);
    const rows = [];
    for (const suite of summary.suites) {
        for (const task of suite.tasks) {
            const k = key(suite.name, task.task_id);
            const c = compared.get(k);
            const head = c?.head ?? (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .taskSide */ .Xg)(task);
            const own = (runs.get(k) ?? []).sort((a, b) => a.trial - b.trial);
            rows.push({
                suite: suite.name,
                taskId: task.task_id,
                ...groupOf(head, c, regressed),
                head,
                ...(comparison ? { base: c?.base ?? null } : {}),
                ...(c ? { comparison: c } : {}),
                reason: (0,_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .dominantReason */ .$t)(own),
                records: own,
                ...(task.pass_interval && task.trials > 1 ? { interval: task.pass_interval } : {}),
                ...(task.quarantined ? { quarantined: task.quarantined } : {}),
            });
        }
    }
    // A task the budget kept from running at all is not "only in the base": the headline lists
    // it as not run.
    const notRun = new Set(summary.not_run?.tasks.map((t) => JSON.stringify([t.suite, t.task_id])));
    for (const c of comparison?.buckets.removed ?? []) {
        if (notRun.has(JSON.stringify([c.suite, c.task_id])))
            continue;
        rows.push({
            suite: c.suite,
            taskId: c.task_id,
            group: 'removed',
            head: null,
            base: c.base,
            comparison: c,
            known: false,
            reason: null,
            records: [],
        });
    }
    const order = new Map(rows.map((r, i) => [r, i]));
    return rows.sort((a, b) => GROUPS.indexOf(a.group) - GROUPS.indexOf(b.group) ||
        severity(a) - severity(b) ||
        order.get(a) - order.get(b));
}
function rowsOf(rows, group) {
    return rows.filter((r) => r.group === group);
}


/***/ }),

/***/ 67846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EW: () => (/* binding */ taskLabel),
/* harmony export */   Sw: () => (/* binding */ groupTable),
/* harmony export */   _B: () => (/* binding */ foldedGroup),
/* harmony export */   _D: () => (/* binding */ sideCell),
/* harmony export */   rU: () => (/* binding */ gateBlock)
/* harmony export */ });
/* unused harmony exports GROUP_TITLES, verdictCell */
/* harmony import */ var _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57666);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14031);
/* harmony import */ var _reasons_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67063);
/* harmony import */ var _scorecard_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95146);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76519);
// The scorecard: one table per severity group, one row per task (head k/n, base k/n and the
// gate's bucket when there is a baseline, and the dominant way it did not pass). What a reviewer
// must see is never folded (bounded, the rest said to be in the artifact); passing tasks and
// tasks only in the base fold into <details>.





const GROUP_TITLES = {
    regressed: 'Regressed',
    newly_failing: 'Newly failing',
    failing: 'Failing',
    abstaining: 'Abstaining',
    errors: 'Errors',
    passing: 'Passing',
    removed: 'Only in the base',
};
const arrows = (text) => text.replace(/->/g, '→');
/** What a group means, under its table. */
function groupNote(group, rows, comparison, regressed = _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .BUCKET_NOTES */ .nd.regressed) {
    const known = rows.filter((r) => r.known).length;
    const knownNote = known
        ? ` ${(0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(known, 'task')} marked known did not pass the same way on the base either.`
        : '';
    switch (group) {
        case 'regressed':
            return `_${arrows(regressed)}._`;
        case 'newly_failing':
            return `_Failed runs the base did not have. A possible regression is ${arrows(_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .BUCKET_NOTES */ .nd.possible_regression)}._`;
        case 'failing':
            return comparison ? `_Failed runs.${knownNote}_` : null;
        case 'abstaining':
            return `_The responder could not answer the agent from the brief: fix the brief or the skill.${knownNote}_`;
        case 'errors':
            return `_A run that ended in an error was not graded.${knownNote}_`;
        default:
            return null;
    }
}
const taskLabel = (row) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .m)(row.suite, 80)} / ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .m)(row.taskId, 80)}` +
    (row.quarantined
        ? ` (quarantined until ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .m)(row.quarantined.expires, 10)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .m)(row.quarantined.reason, 120)})`
        : '');
/** A bucket in a table cell: one task's verdict (TASK_BUCKETS titles are of lists). */
const VERDICT_WORDS = {
    regressed: 'regressed',
    possible_regression: 'possible regression',
    no_verdict: 'no verdict',
    newly_abstaining: 'newly abstaining',
    fixed: 'fixed',
    new: 'new',
    removed: 'removed',
    unchanged: 'unchanged',
};
/** The gate's bucket of the task, with its p-value or note: "Regressed, p = 0.00397". */
function verdictCell(c, known) {
    if (!c)
        return 'new';
    const parts = [];
    parts.push(VERDICT_WORDS[c.bucket]);
    if (c.confirmed_p !== undefined)
        parts.push('confirmed by re-runs', (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .pEquals */ .MG)(c.confirmed_p));
    else if (c.low_confidence)
        parts.push('1 trial, low confidence');
    else if (c.p_value !== null && (c.bucket === 'regressed' || c.bucket === 'possible_regression')) {
        parts.push((0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .pEquals */ .MG)(c.p_value));
    }
    if (c.bucket === 'no_verdict' && c.note) {
        parts[0] = `no verdict on ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .m)(c.note.replace(/^no verdict run on /, ''), 200)}`;
    }
    if (c.outcome_changed && c.bucket === 'unchanged' && c.base && c.head) {
        parts.push(`outcome ${c.base.outcome.replace(/_/g, ' ')} → ${c.head.outcome.replace(/_/g, ' ')}`);
    }
    const cell = parts.join(', ');
    return known ? `${cell} · **known**` : cell;
}
function header(comparison, why, ci) {
    return [
        'Task',
        'Head',
        ...(comparison ? ['Base', 'Verdict'] : []),
        ...(why ? ['Why not passed'] : []),
        // Last, so the columns a reviewer reads first keep their place.
        ...(ci ? ['Head 95% CI'] : []),
    ];
}
/** A table gets the interval column only when one of its tasks ran more than once. */
const hasInterval = (rows) => rows.some((r) => r.interval);
/**
 * A side's runs: "2/3" (+ the runs counted apart), or, when no run got a verdict, what they
 * were: "2 abstained, 0 graded" rather than a cryptic "0/0 +2 abstained".
 */
function sideCell(s) {
    if (!s || s.verdicts > 0)
        return (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSide */ .Xl)(s);
    const apart = [
        s.errors ? `${s.errors} error${s.errors === 1 ? '' : 's'}` : '',
        s.abstained ? `${s.abstained} abstained` : '',
        s.skipped ? `${s.skipped} skipped` : '',
    ].filter(Boolean);
    return apart.length ? `${apart.join(', ')}, 0 graded` : (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSide */ .Xl)(s);
}
/** The head's Wilson interval in whole percents, "21–94%"; "—" for a task run once. */
function intervalCell(r) {
    if (!r.interval)
        return '—';
    const pct = (n) => Math.round(n * 100);
    return `${pct(r.interval.low)}–${pct(r.interval.high)}%`;
}
function row(r, comparison, why, ci) {
    return [
        taskLabel(r),
        sideCell(r.head),
        ...(comparison ? [sideCell(r.base ?? null), verdictCell(r.comparison, r.known)] : []),
        ...(why ? [(0,_reasons_js__WEBPACK_IMPORTED_MODULE_4__/* .formatDominant */ .eF)(r.reason)] : []),
        ...(ci ? [intervalCell(r)] : []),
    ];
}
/** One never-folded group table, or null when the group is empty. */
function groupTable(rows, group, comparison, budget, 
/** What the regressed group rests on (report/regressed-note.ts); else confirmed runs. */
regressed) {
    const list = (0,_scorecard_model_js__WEBPACK_IMPORTED_MODULE_1__/* .rowsOf */ .RO)(rows, group);
    if (!list.length)
        return null;
    const ci = hasInterval(list);
    const table = (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .boundedTable */ .c8)(header(comparison, true, ci), list.map((r) => row(r, comparison, true, ci)), 'task', budget);
    const note = groupNote(group, list, comparison, regressed);
    return `### ${GROUP_TITLES[group]} (${list.length})\n\n${table}${note ? `\n\n${note}` : ''}`;
}
/** Passing tasks (or those only in the base), folded. */
function foldedGroup(rows, group, comparison) {
    const list = (0,_scorecard_model_js__WEBPACK_IMPORTED_MODULE_1__/* .rowsOf */ .RO)(rows, group);
    if (!list.length)
        return null;
    const ci = hasInterval(list);
    const table = (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .boundedTable */ .c8)(header(comparison, false, ci), list.map((r) => row(r, comparison, false, ci)));
    const title = `${GROUP_TITLES[group]}: ${(0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(list.length, 'task')}`;
    return `<details><summary>${title}</summary>\n\n${table}\n\n</details>`;
}
/** The gate's figures under the tables: the suite-level test, what the design can see, alpha. */
function gateBlock(comparison) {
    const lines = [];
    // A regressed suite is in the headline, never cut; here only when it did not fire.
    if (!comparison.suite.regressed)
        lines.push(arrows((0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .suiteLine */ .pC)(comparison)));
    const blind = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .blindLine */ .uv)(comparison);
    if (blind)
        lines.push(`_${arrows(blind)}_`);
    lines.push(`_Head and base: passed / verdict runs (passed + failed); errors, abstains and skips are counted apart. ` +
        `alpha ${comparison.alpha}: ${comparison.alpha_task} per task (Holm), ${comparison.alpha_suite} for the suite._`);
    return lines.join('\n\n');
}


/***/ }),

/***/ 26897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MG: () => (/* binding */ skillLiftSection),
/* harmony export */   hS: () => (/* binding */ skillLiftLine)
/* harmony export */ });
/* unused harmony export pairwiseLine */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76519);


const signed = (n, digits = 2) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(digits)}`;
const interval = (i, digits = 2) => i ? `${signed(i.low, digits)} to ${signed(i.high, digits)}` : 'too few runs';
const CLAIM = {
    helps: '**helps**',
    hurts: '**hurts**',
    no_evidence: 'no evidence',
};
const p = (value) => (value < 0.0001 ? '< 0.0001' : value.toPrecision(2));
/** The sentence and the suite's pooled figures, one paragraph. */
function lead(lift) {
    const pooled = lift.pooled;
    const which = pooled.claim === 'helps'
        ? `the skill lifts the suite (p = ${p(pooled.p_helps)})`
        : pooled.claim === 'hurts'
            ? `the skill lowers the suite (p = ${p(pooled.p_hurts)})`
            : `no evidence either way for the suite (p helps ${p(pooled.p_helps)}, hurts ${p(pooled.p_hurts)})`;
    return (`The skill ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(lift.sentence, 300)}; mean difference in pass rate ${signed(pooled.difference)}, ${which}. ` +
        `Each task ran with the suite's skills and without them, interleaved in this job; claims after Holm at level ${lift.level}.`);
}
function taskRows(lift) {
    return lift.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(`${t.suite} › ${t.task}`, 120),
        `${t.with.passed}/${t.with.runs}`,
        `${t.without.passed}/${t.without.runs}`,
        `${signed(t.difference)} (${interval(t.interval)})`,
        CLAIM[t.claim],
    ]);
}
/** "2.0 vs 1.0 (+1.0, +0.4 to +1.6)": the means with and without, the difference, its interval. */
function measureCell(m, digits) {
    if (!m)
        return '—';
    const means = `${m.with.toFixed(digits)} vs ${m.without.toFixed(digits)}`;
    if (m.difference === 0 && m.interval?.low === m.interval?.high)
        return means;
    return `${means} (${signed(m.difference, digits)}, ${interval(m.interval, digits)})`;
}
const MEASURES = [
    { key: 'followups', title: 'Follow-ups', digits: 1 },
    { key: 'turns', title: 'Turns', digits: 1 },
    { key: 'tokens', title: 'Agent tokens', digits: 0 },
    { key: 'abstains', title: 'Abstains', digits: 2 },
    { key: 'cap_exhausted', title: 'Cap exhausted', digits: 2 },
    { key: 'cost_usd', title: 'Cost (USD)', digits: 4 },
];
/** The measures table: only the measures some task has (no column of zeros, no cost unpriced). */
function measuresTable(lift) {
    const shown = MEASURES.filter(({ key }) => lift.tasks.some((t) => t.measures[key] && (t.measures[key].with || t.measures[key].without)));
    if (!shown.length)
        return null;
    return (0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedTable */ .c8)(['Task', ...shown.map((m) => m.title)], lift.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(`${t.suite} › ${t.task}`, 120),
        ...shown.map((m) => measureCell(t.measures[m.key], m.digits)),
    ]));
}
/** The suites that ran with their skills only, and why. */
function skippedLine(lift) {
    const list = lift.suites_skipped ?? [];
    if (!list.length)
        return null;
    const shown = list.slice(0, 5).map((s) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(s.suite, 100)} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(s.reason, 300)})`);
    return `_Run with the skill only: ${shown.join('; ')}${list.length > 5 ? `; ${list.length - 5} more` : ''}._`;
}
const pValue = (p) => (p < 0.001 ? '< 0.001' : p.toFixed(3));
/**
 * The pairwise judges' line: "Pairwise judge: the with-skill run was better in 8 pairs, worse in
 * 1, tied in 3 (sign test, two-sided p = 0.039)".
 */
function pairwiseLine(lift) {
    const w = lift.pairwise;
    if (!w)
        return null;
    const judged = w.wins + w.losses + w.ties;
    const extra = [
        ...(w.errors ? [`${(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(w.errors, 'pair')} the judge could not decide`] : []),
        ...(w.skipped ? [`${(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(w.skipped, 'pair')} without both arms ended`] : []),
    ];
    return (`**Pairwise judge** (each pair asked twice, positions swapped; a disagreement is a tie): ` +
        `the run with the skill was better in ${w.wins} of ${(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(judged, 'pair')}, worse in ` +
        `${w.losses}, tied in ${w.ties} (exact sign test over the ${w.wins + w.losses} decided, ` +
        `two-sided p = ${pValue(w.p_two_sided)})` +
        (extra.length ? `; ${extra.join(', ')}` : '') +
        '.');
}
/** The section, or null when the job did not measure a skill's lift. */
function skillLiftSection(summary) {
    const lift = summary.skill_lift;
    if (!lift)
        return null;
    const parts = ['### Skill lift'];
    if (lift.skipped) {
        parts.push(`No lift measured: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(lift.skipped, 1000)}. The suites ran as usual.`);
    }
    else {
        parts.push(lead(lift));
        parts.push((0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedTable */ .c8)(['Task', 'With', 'Without', 'Difference (95 % interval)', 'Claim'], taskRows(lift)));
        const measures = measuresTable(lift);
        if (measures) {
            parts.push('<details><summary>What else the skill changes: means per run with vs without, the difference and its 95 % interval</summary>\n\n' +
                `${measures}\n\n</details>`);
        }
    }
    const pairwise = pairwiseLine(lift);
    if (pairwise)
        parts.push(pairwise);
    const skipped = skippedLine(lift);
    if (skipped)
        parts.push(skipped);
    return parts.join('\n\n');
}
/** The console's line: "skill lift: helps on 3 tasks, ... (suite: +0.40, helps)". */
function skillLiftLine(summary) {
    const lift = summary.skill_lift;
    if (!lift)
        return null;
    if (lift.skipped)
        return `skill lift: not measured: ${lift.skipped}`;
    const claim = lift.pooled.claim === 'no_evidence' ? 'no evidence' : lift.pooled.claim;
    const pairs = lift.pairwise
        ? `; pairwise judge ${lift.pairwise.wins} better, ${lift.pairwise.losses} worse, ${lift.pairwise.ties} tied`
        : '';
    return (`skill lift: ${lift.sentence} (${(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(lift.tasks.length, 'task')}; suite ` +
        `${signed(lift.pooled.difference)} in pass rate, ${claim}${pairs})`);
}


/***/ }),

/***/ 76519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ik: () => (/* binding */ TABLES_BUDGET),
  c8: () => (/* binding */ boundedTable),
  sV: () => (/* binding */ linksLine),
  lC: () => (/* binding */ moreInArtifact),
  LS: () => (/* binding */ plural)
});

// UNUSED EXPORTS: MAX_ROWS, TABLE_BUDGET

;// CONCATENATED MODULE: ./node_modules/markdown-table/index.js
// To do: next major: remove.
/**
 * @typedef {Options} MarkdownTableOptions
 *   Configuration.
 */

/**
 * @typedef Options
 *   Configuration.
 * @property {boolean | null | undefined} [alignDelimiters=true]
 *   Whether to align the delimiters (default: `true`);
 *   they are aligned by default:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   Pass `false` to make them staggered:
 *
 *   ```markdown
 *   | Alpha | B |
 *   | - | - |
 *   | C | Delta |
 *   ```
 * @property {ReadonlyArray<string | null | undefined> | string | null | undefined} [align]
 *   How to align columns (default: `''`);
 *   one style for all columns or styles for their respective columns;
 *   each style is either `'l'` (left), `'r'` (right), or `'c'` (center);
 *   other values are treated as `''`, which doesn’t place the colon in the
 *   alignment row but does align left;
 *   *only the lowercased first character is used, so `Right` is fine.*
 * @property {boolean | null | undefined} [delimiterEnd=true]
 *   Whether to end each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B
 *   | ----- | -----
 *   | C     | Delta
 *   ```
 * @property {boolean | null | undefined} [fillRows=true]
 *   Whether to fill rows with empty cells up to the most cells in a row
 *   (default: `true`).
 *
 *   When `true`, all rows have as many cells as the longest row:
 *
 *   ```markdown
 *   | Alpha | B    |   |
 *   | ----- | ---- | - |
 *   | C     |      |   |
 *   | D     | Echo | F |
 *   ```
 *
 *   When `false`, rows keep their cells,
 *   and the delimiter row has as many cells as the header row:
 *
 *   ```markdown
 *   | Alpha | B    |
 *   | ----- | ---- |
 *   | C     |
 *   | D     | Echo | F |
 *   ```
 * @property {boolean | null | undefined} [delimiterStart=true]
 *   Whether to begin each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are starting delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no starting delimiters:
 *
 *   ```markdown
 *   Alpha | B     |
 *   ----- | ----- |
 *   C     | Delta |
 *   ```
 * @property {boolean | null | undefined} [padding=true]
 *   Whether to add a space of padding between delimiters and cells
 *   (default: `true`).
 *
 *   When `true`, there is padding:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there is no padding:
 *
 *   ```markdown
 *   |Alpha|B    |
 *   |-----|-----|
 *   |C    |Delta|
 *   ```
 * @property {((value: string) => number) | null | undefined} [stringLength]
 *   Function to detect the length of table cell content (optional);
 *   this is used when aligning the delimiters (`|`) between table cells;
 *   full-width characters and emoji mess up delimiter alignment when viewing
 *   the markdown source;
 *   to fix this, you can pass this function,
 *   which receives the cell content and returns its “visible” size;
 *   note that what is and isn’t visible depends on where the text is displayed.
 *
 *   Without such a function, the following:
 *
 *   ```js
 *   markdownTable([
 *     ['Alpha', 'Bravo'],
 *     ['中文', 'Charlie'],
 *     ['👩‍❤️‍👩', 'Delta']
 *   ])
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo |
 *   | - | - |
 *   | 中文 | Charlie |
 *   | 👩‍❤️‍👩 | Delta |
 *   ```
 *
 *   With [`string-width`](https://github.com/sindresorhus/string-width):
 *
 *   ```js
 *   import stringWidth from 'string-width'
 *
 *   markdownTable(
 *     [
 *       ['Alpha', 'Bravo'],
 *       ['中文', 'Charlie'],
 *       ['👩‍❤️‍👩', 'Delta']
 *     ],
 *     {stringLength: stringWidth}
 *   )
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo   |
 *   | ----- | ------- |
 *   | 中文  | Charlie |
 *   | 👩‍❤️‍👩    | Delta   |
 *   ```
 */

/**
 * Get the length of a cell.
 *
 * @param {string} value
 *   Cell value.
 * @returns {number}
 *   Cell size.
 */
function defaultStringLength(value) {
  return value.length
}

/**
 * Generate a markdown
 * ([GFM](https://docs.github.com/en/github/writing-on-github/working-with-advanced-formatting/organizing-information-with-tables))
 * table.
 *
 * @param {ReadonlyArray<ReadonlyArray<string | null | undefined>>} table
 *   Table data (matrix of strings).
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Result.
 */
function markdownTable(table, options) {
  const settings = options || {}
  // To do: next major: change to spread.
  // eslint-disable-next-line unicorn/prefer-spread -- `align` can be a string.
  const align = (settings.align || []).concat()
  const stringLength = settings.stringLength || defaultStringLength
  /** @type {Array<number>} Character codes as symbols for alignment per column. */
  const alignments = []
  /** @type {Array<Array<string>>} Cells per row. */
  const cellMatrix = []
  /** @type {Array<Array<number>>} Sizes of each cell per row. */
  const sizeMatrix = []
  /** @type {Array<number>} */
  const longestCellByColumn = []
  let mostCellsPerRow = 0
  let rowIndex = -1

  // This is a superfluous loop if we don’t align delimiters, but otherwise we’d
  // do superfluous work when aligning, so optimize for aligning.
  while (++rowIndex < table.length) {
    /** @type {Array<string>} */
    const row = []
    /** @type {Array<number>} */
    const sizes = []
    let columnIndex = -1

    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length
    }

    while (++columnIndex < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex])

      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell)
        sizes[columnIndex] = size

        if (
          longestCellByColumn[columnIndex] === undefined ||
          size > longestCellByColumn[columnIndex]
        ) {
          longestCellByColumn[columnIndex] = size
        }
      }

      row.push(cell)
    }

    cellMatrix[rowIndex] = row
    sizeMatrix[rowIndex] = sizes
  }

  // Figure out which alignments to use.
  let columnIndex = -1

  if (typeof align === 'object' && 'length' in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex])
    }
  } else {
    const code = toAlignment(align)

    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code
    }
  }

  // Inject the alignment row.
  columnIndex = -1
  /** @type {Array<string>} */
  const row = []
  /** @type {Array<number>} */
  const sizes = []

  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex]
    let before = ''
    let after = ''

    if (code === 99 /* `c` */) {
      before = ':'
      after = ':'
    } else if (code === 108 /* `l` */) {
      before = ':'
    } else if (code === 114 /* `r` */) {
      after = ':'
    }

    // There *must* be at least one hyphen-minus in each alignment cell.
    let size =
      settings.alignDelimiters === false
        ? 1
        : Math.max(
            1,
            longestCellByColumn[columnIndex] - before.length - after.length
          )

    const cell = before + '-'.repeat(size) + after

    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length

      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size
      }

      sizes[columnIndex] = size
    }

    row[columnIndex] = cell
  }

  // Inject the alignment row.
  cellMatrix.splice(1, 0, row)
  sizeMatrix.splice(1, 0, sizes)

  rowIndex = -1
  /** @type {Array<string>} */
  const lines = []

  while (++rowIndex < cellMatrix.length) {
    const row = cellMatrix[rowIndex]
    const sizes = sizeMatrix[rowIndex]
    const cellsInRow =
      settings.fillRows === false
        ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length)
        : mostCellsPerRow
    columnIndex = -1
    /** @type {Array<string>} */
    const line = []

    while (++columnIndex < cellsInRow) {
      const cell = row[columnIndex] || ''
      let before = ''
      let after = ''

      if (settings.alignDelimiters !== false) {
        const size =
          longestCellByColumn[columnIndex] - (sizes[columnIndex] || 0)
        const code = alignments[columnIndex]

        if (code === 114 /* `r` */) {
          before = ' '.repeat(size)
        } else if (code === 99 /* `c` */) {
          const half = size / 2

          if (size % 2) {
            before = ' '.repeat(half + 0.5)
            after = ' '.repeat(half - 0.5)
          } else {
            before = ' '.repeat(half)
            after = before
          }
        } else {
          after = ' '.repeat(size)
        }
      }

      if (settings.delimiterStart !== false && !columnIndex) {
        line.push('|')
      }

      if (
        settings.padding !== false &&
        // Don’t add the opening space if we’re not aligning and the cell is
        // empty: there will be a closing space.
        !(settings.alignDelimiters === false && cell === '') &&
        (settings.delimiterStart !== false || columnIndex)
      ) {
        line.push(' ')
      }

      if (settings.alignDelimiters !== false) {
        line.push(before)
      }

      line.push(cell)

      if (settings.alignDelimiters !== false) {
        line.push(after)
      }

      if (settings.padding !== false) {
        line.push(' ')
      }

      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push('|')
      }
    }

    lines.push(
      settings.delimiterEnd === false
        ? line.join('').replace(/ +$/, '')
        : line.join('')
    )
  }

  return lines.join('\n')
}

/**
 * Serialize a cell value.
 *
 * @param {string | null | undefined} [value]
 *   Value to serialize.
 * @returns {string}
 *   Result.
 */
function serialize(value) {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Get the alignment character code from a value.
 *
 * @param {string | null | undefined} value
 *   Value.
 * @returns {number}
 *   Alignment.
 */
function toAlignment(value) {
  const code = typeof value === 'string' ? value.codePointAt(0) : 0

  return code === 67 /* `C` */ || code === 99 /* `c` */
    ? 99 /* `c` */
    : code === 76 /* `L` */ || code === 108 /* `l` */
      ? 108 /* `l` */
      : code === 82 /* `R` */ || code === 114 /* `r` */
        ? 114 /* `r` */
        : 0
}

;// CONCATENATED MODULE: ./src/report/table.ts
// Bounded markdown tables and the links line. Every limit the report applies is said where it
// applies, in the same words: "N more tasks in the artifact".

/** Rows one table shows before the rest is left to the artifact. */
const MAX_ROWS = 50;
/**
 * Characters the never-folded tables may take together, shared evenly by the groups that have
 * rows: with the headline and the notes they stay under the comment limit, with room for the
 * per-trial details. Folded tables take one share.
 */
const TABLES_BUDGET = 45_000;
const TABLE_BUDGET = 9_000;
const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
/** "_12 more tasks in the results artifact._" (italic, one line). */
function moreInArtifact(n, what, many = `${what}s`) {
    return `_${n} more ${n === 1 ? what : many} in the results artifact._`;
}
function render(rows) {
    return markdownTable(rows, { alignDelimiters: false });
}
/**
 * A table of as many rows as fit MAX_ROWS and the budget in characters (at least one row), with a
 * line saying how many rows were left to the artifact.
 */
function boundedTable(header, rows, what = 'task', budget = TABLE_BUDGET) {
    let body = render([header]);
    let shown = 0;
    // Grows a row at a time: rows differ a lot in length (feedback, questions).
    let length = body.length;
    while (shown < Math.min(rows.length, MAX_ROWS)) {
        const line = render([header, rows[shown]]).slice(body.split('\n', 2).join('\n').length);
        if (length + line.length > budget && shown > 0)
            break;
        length += line.length;
        shown++;
    }
    body = render([header, ...rows.slice(0, shown)]);
    const left = rows.length - shown;
    return left > 0 ? `${body}\n\n${moreInArtifact(left, what)}` : body;
}
/** "Details: [workflow run](…) · [results artifact](…)"; null without links. */
function linksLine(links) {
    const shown = links.filter((l) => l.url).map((l) => `[${l.label}](${encodeURI(l.url)})`);
    return shown.length ? `Details: ${shown.join(' · ')}` : null;
}


/***/ }),

/***/ 51982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ triggerAccuracyLines)
/* harmony export */ });
const pct = (n) => `${(n * 100).toFixed(1)}%`;
/** "suite: trigger accuracy 75.0% (below trigger_accuracy 80.0%) · precision ... · TP 2 ...". */
function triggerAccuracyLines(summary) {
    return summary.suites.flatMap((s) => {
        const t = s.trigger_accuracy;
        if (!t)
            return [];
        const against = t.threshold === undefined
            ? ''
            : ` (${t.passed ? 'meets' : 'below'} trigger_accuracy ${pct(t.threshold)})`;
        return [
            `${s.name}: trigger accuracy ${pct(t.accuracy)}${against} · precision ${pct(t.precision)}, ` +
                `recall ${pct(t.recall)}, F1 ${t.f1} · TP ${t.true_positives}, FP ${t.false_positives}, ` +
                `TN ${t.true_negatives}, FN ${t.false_negatives}${t.errors ? `, ${t.errors} error(s)` : ''}`,
        ];
    });
}


/***/ }),

/***/ 59244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ capExhaustedByStatus),
/* harmony export */   m: () => (/* binding */ countsOf)
/* harmony export */ });
function countsOf(summary) {
    const s = summary.counts.by_status;
    return {
        runs: summary.counts.runs,
        passed: s.passed ?? 0,
        failed: s.failed ?? 0,
        abstained: s.abstained ?? 0,
        capExhausted: summary.counts.by_outcome.cap_exhausted ?? 0,
        errors: s.error ?? 0,
        skipped: s.skipped ?? 0,
    };
}
/**
 * Cap exhaustion is an outcome of passed and failed runs, not a status: how many of each hit the
 * cap, so that a reader's counts add up ("3 failed, 2 of them at the cap").
 */
function capExhaustedByStatus(records) {
    const atCap = records.filter((r) => r.outcome === 'cap_exhausted');
    return {
        passed: atCap.filter((r) => r.status === 'passed').length,
        failed: atCap.filter((r) => r.status === 'failed').length,
    };
}


/***/ }),

/***/ 78356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ue: () => (/* reexport */ layout/* MAX_RESULTS_BYTES */.ue),
  Q0: () => (/* reexport */ layout/* MAX_SUMMARY_BYTES */.Q0),
  yG: () => (/* reexport */ layout/* RESULTS_FILE */.yG),
  D5: () => (/* binding */ ResultsReadError),
  ar: () => (/* binding */ ownRecordsOf),
  Y4: () => (/* binding */ pairwiseWriter),
  W6: () => (/* binding */ parseSummary),
  Uv: () => (/* binding */ readResultsDir),
  M$: () => (/* binding */ recordsOf),
  L: () => (/* binding */ writeHtmlReport),
  cO: () => (/* binding */ writeJobFiles),
  Dn: () => (/* binding */ writeResultsDir)
});

// UNUSED EXPORTS: HISTORY_CACHE_DIR, HISTORY_FILE, HISTORY_HTML_FILE, JUNIT_FILE, MAX_HISTORY_BYTES, MAX_HISTORY_RUNS, MAX_HISTORY_TASK_ENTRIES, MAX_LINE_LENGTH, MAX_PAIRWISE_BYTES, MAX_PAIR_ERROR, MAX_PAIR_REASON, PAIRWISE_FILE, REPORT_FILE, REPORT_HTML_FILE, SUMMARY_FILE, SUMMARY_TASKS, SUMMARY_TASK_BYTES, readPairwiseFile, readSummaryFile, resultsDirBytes, writeReport

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(39444);
// EXTERNAL MODULE: ./src/shared/bound.ts
var bound = __webpack_require__(61521);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
;// CONCATENATED MODULE: ./src/results/cost-schema.ts
// summary.json's `cost`: what a job's runs cost (computed by cost.ts), as the schema that
// validates it when a summary is read back and that schemas/ is generated from.

const Dollars = schemas.number().nonnegative().nullable();
const ByRole = schemas.object({ agent: Dollars, responder: Dollars, judge: Dollars });
const CostPart = schemas.object({
    /** Dollars; null: unknown (see `unknown`). */
    total: Dollars,
    runs: schemas.number().int().nonnegative(),
    by_role: ByRole,
});
const Cost = CostPart.extend({
    currency: schemas.literal('USD'),
    /** The runs on the base commit (confirmation's concurrent base runs): part of `total`. */
    base: CostPart,
    /** Per task, every run of it this job made (screening, confirmation, base side), base apart. */
    tasks: schemas.array(CostPart.extend({
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        base: CostPart,
    }))
        .max(100_000),
    /** Why a cost is unknown: the models without a price, an agent that reported no usage. */
    unknown: schemas.array(schemas.string().max(300)).max(100),
});

// EXTERNAL MODULE: ./src/shared/model-list.ts
var model_list = __webpack_require__(3873);
;// CONCATENATED MODULE: ./src/results/model-comparison-schema.ts
// summary.json's `models`: a models job's task x model table (results/model-comparison.ts
// builds it), as the schema that validates it when a summary is read back and that schemas/
// is generated from.


const Rate = schemas.number().min(0).max(1);
const model_comparison_schema_Dollars = schemas.number().nonnegative().nullable();
const ModelStats = schemas.object({
    model: schemas.string().max(500),
    /** Runs that ran (a test skipped in its file counts apart, as in the summary's pass rate). */
    runs: schemas.number().int().nonnegative(),
    passed: schemas.number().int().nonnegative(),
    pass_rate: Rate,
    /** Wilson 95% interval of the pass rate (overall: over every run, as if independent). */
    pass_interval: schemas.object({ low: Rate, high: Rate }),
    /** The responder's follow-ups per run (0 for a task without a responder). */
    mean_followups: schemas.number().nonnegative(),
    /** Runs whose status or outcome is abstained. */
    abstained: schemas.number().int().nonnegative(),
    /** The agent's tokens (the model compared; the responder's and judge's are the job's). */
    tokens: schemas.number().int().nonnegative(),
    /**
     * The agent's tokens of these runs at the `prices` table: the task's mean per run (its
     * confirmation re-runs included) times `runs`. Null: no prices, or a model without one.
     */
    cost_usd: model_comparison_schema_Dollars,
    cost_per_run_usd: model_comparison_schema_Dollars,
    /** pass_rate / cost_per_run_usd: passes per dollar. Null when the cost is unknown or 0. */
    pass_rate_per_dollar: schemas.number().nonnegative().nullable(),
});
/** The best model of a row, by the rule model-comparison.ts `bestOf` states. */
const Best = {
    /** Null: no run, or a tie the rule cannot break. */
    best: schemas.string().max(500).nullable(),
    /** The best's pass interval lies above every other model's (no overlap). */
    clear: schemas.boolean(),
};
const ModelComparison = schemas.object({
    models: schemas.array(schemas.string().max(500)).max(model_list/* MAX_COMPARED_MODELS */.GX),
    /** Whether a `prices` table was given: without one every cost is null ("no prices"). */
    priced: schemas.boolean(),
    tasks: schemas.array(schemas.object({
        /** The suite's own name (its runs carry `suite [model]`). */
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        task_name: schemas.string().max(500),
        by_model: schemas.array(ModelStats).max(model_list/* MAX_COMPARED_MODELS */.GX),
        ...Best,
    }))
        .max(100_000),
    overall: schemas.array(ModelStats).max(model_list/* MAX_COMPARED_MODELS */.GX),
    ...Best,
});

// EXTERNAL MODULE: ./src/results/record-values.ts
var record_values = __webpack_require__(52544);
;// CONCATENATED MODULE: ./src/results/summary-checks.ts
// summary.json's cross-field checks: what a summary's counts must agree on beyond each field's
// own type, so a tampered or broken summary (a baseline, a pool entry, a shard to merge) is
// refused by the reader with the field and the reason instead of being pooled or compared
// ("5003/5006" passed of 3 runs). The schema (schema.ts) runs them on every summary read back.
// The shapes below are what each check reads, declared here rather than taken from schema.ts
// (which calls these checks): schema.ts's types must fit them, or it does not compile.
const sum = (values) => Object.values(values).reduce((n, v) => n + v, 0);
/** Statuses add up to the runs, outcomes to no more than them. */
function checkCounts(counts, issue, at = []) {
    const statuses = sum(counts.by_status);
    if (statuses !== counts.runs) {
        issue([...at, 'counts', 'by_status'], `the statuses add up to ${statuses}, not the ${counts.runs} runs`);
    }
    // At most the runs: a summary from before an outcome existed (not_run) counts none of it.
    const outcomes = sum(counts.by_outcome);
    if (outcomes > counts.runs) {
        issue([...at, 'counts', 'by_outcome'], `the outcomes add up to ${outcomes}, more than the ${counts.runs} runs`);
    }
}
/** One base run of a pool: its verdicts and errors are runs it had. */
function checkPoolRun(run, issue) {
    if (run.runs === undefined)
        return;
    if (run.passed + run.failed > run.runs) {
        issue(['passed'], `${run.passed} passed and ${run.failed} failed of ${run.runs} runs`);
    }
    if (run.errored !== undefined && run.errored > run.runs) {
        issue(['errored'], `${run.errored} errored of ${run.runs} runs`);
    }
}
/** A task: its trials are its counted runs, its passed the runs whose status is passed. */
function checkTask(task, issue) {
    if (task.trials !== task.counts.runs) {
        issue(['trials'], `${task.trials} trials, but counts.runs is ${task.counts.runs}`);
    }
    if (task.passed > task.trials) {
        issue(['passed'], `${task.passed} passed of ${task.trials} trials`);
    }
    else if (task.passed !== task.counts.by_status.passed) {
        issue(['passed'], `${task.passed} passed, but counts.by_status.passed is ${task.counts.by_status.passed}`);
    }
    if (task.errored !== undefined && task.errored > task.trials) {
        issue(['errored'], `${task.errored} errored of ${task.trials} trials`);
    }
    checkCounts(task.counts, issue);
}
/** A suite: its runs are its tasks' runs. */
function checkSuite(suite, issue) {
    checkCounts(suite.counts, issue);
    const runs = suite.tasks.reduce((n, t) => n + t.counts.runs, 0);
    if (runs !== suite.counts.runs) {
        issue(['counts', 'runs'], `${suite.counts.runs} runs, but its tasks have ${runs}`);
    }
}
/** The whole summary: its runs are its suites' runs. */
function checkSummary(summary, issue) {
    checkCounts(summary.counts, issue);
    const runs = summary.suites.reduce((n, s) => n + s.counts.runs, 0);
    if (runs !== summary.counts.runs) {
        issue(['counts', 'runs'], `${summary.counts.runs} runs, but its suites have ${runs}`);
    }
}

;// CONCATENATED MODULE: ./src/results/schema.ts
// The on-disk result formats: one results.jsonl line per run, and summary.json.
// These zod schemas are the contract between the engine, the reports, `parley compare` /
// `parley report` (which read artifacts back as untrusted data) and the JSON Schemas in schemas/.





/** A cross-field check (summary-checks.ts) as a zod refinement: its issues at their paths. */
const crossChecked = (check) => (value, ctx) => check(value, (path, message) => ctx.addIssue({ code: 'custom', path, message }));
// The zod-free values, for readers that want them with the schemas (the run path imports them
// from record.ts, not from here). The helpers that take the record's types (record.ts's
// finalRecord, usage.ts's arithmetic) are imported from their own modules: they import these
// types, so a re-export here would be a circle.

const Status = schemas["enum"](record_values/* STATUSES */.f);
const Outcome = schemas["enum"](record_values/* OUTCOMES */.im);
/** One model's share of a usage: what its price applies to. */
const ModelTokens = schemas.object({
    input_tokens: schemas.number().int().nonnegative(),
    /** Of input_tokens, those read from the provider's prompt cache. */
    cached_input_tokens: schemas.number().int().nonnegative(),
    output_tokens: schemas.number().int().nonnegative(),
});
const Usage = schemas.object({
    input_tokens: schemas.number().int().nonnegative(),
    output_tokens: schemas.number().int().nonnegative(),
    total_tokens: schemas.number().int().nonnegative(),
    requests: schemas.number().int().nonnegative(),
    /**
     * Of input_tokens, those the provider read from its prompt cache (Chat Completions'
     * prompt_tokens_details.cached_tokens, an ACP agent's cachedReadTokens). Absent: none reported.
     */
    cached_input_tokens: schemas.number().int().nonnegative().optional(),
    /**
     * The tokens per model, for the calls whose model Parley knows (the built-in agent, the
     * responder, the judge). Tokens not listed here (an ACP agent's) are the run's model's.
     */
    models: schemas.record(schemas.string().max(200), ModelTokens).optional(),
    /**
     * `false`: the agent reported no usage for this (the zeros mean "not reported", not "none
     * used"). Absent: reported (or counted by Parley).
     */
    reported: schemas.boolean().optional(),
});
const UsageByRole = schemas.object({ agent: Usage, responder: Usage, judge: Usage });
const ToolCallRecord = schemas.object({
    name: schemas.string(),
    arguments: schemas.unknown(),
    result: schemas.unknown().optional(),
    /** Only a call that completed is a success; an unfinished one is not. */
    success: schemas.boolean(),
    /**
     * How the call stood when the turn ended, where the agent reports it (ACP): `pending` or
     * `in_progress` = it never finished (e.g. a write the permission policy rejected).
     */
    status: schemas["enum"](['completed', 'failed', 'pending', 'in_progress']).optional(),
    duration_ms: schemas.number().nonnegative(),
    /** ACP: the tool's kind (read, edit, delete, move, search, execute, think, fetch, other). */
    kind: schemas.string().optional(),
    /** ACP: the agent's human label for the call ("Creating greeting.txt"), not stable. */
    title: schemas.string().optional(),
    /** ACP: the files the call touches. */
    locations: schemas.array(schemas.object({ path: schemas.string(), line: schemas.number().nullish() })).optional(),
});
/** One permission request of the agent (ACP) and the decision Parley's policy made. */
const PermissionRecord = schemas.object({
    tool_call_id: schemas.string(),
    /** The call's stable name (as in tool_calls). */
    tool: schemas.string(),
    title: schemas.string().optional(),
    kind: schemas.string().optional(),
    /** The input the request showed (it may differ from the call's own arguments: Copilot). */
    arguments: schemas.unknown().optional(),
    options: schemas.array(schemas.object({ option_id: schemas.string(), name: schemas.string(), kind: schemas.string() })),
    /** `selected` (option_id / option_kind say which) or `cancelled`. */
    outcome: schemas["enum"](['selected', 'cancelled']),
    option_id: schemas.string().optional(),
    option_kind: schemas.string().optional(),
    allowed: schemas.boolean(),
});
const AssertionResult = schemas.object({
    type: schemas.string(),
    passed: schemas.boolean(),
    message: schemas.string(),
    score: schemas.number().min(0).max(1).optional(),
});
const InputSource = schemas["enum"](['prompt', 'follow_up', 'turn', 'responder', 'human']);
/**
 * Why a turn ended, the same set for every adapter: `end_turn` (the agent answered),
 * `max_tokens`, `max_iterations` (the agent's own cap on tool round trips or model requests in a
 * turn: the engine records it as agent_error), `refusal`, `cancelled`; a cut-off turn says what cut
 * it (`timeout`, `first_event_timeout`, `error`). Anything else an older file holds reads as
 * `other`.
 */
const StopReason = schemas["enum"]([
    'end_turn',
    'max_tokens',
    'max_iterations',
    'refusal',
    'cancelled',
    'timeout',
    'first_event_timeout',
    'error',
    'other',
])
    .catch('other');
/**
 * A finding of the reply audit (responder/audit.ts) about one reply: a finding about the test,
 * not a verdict on the agent. `over_answered`: the reply discloses brief facts the agent did not
 * ask about (`keys`); `ungrounded`: it states a value the brief contradicts or a fact it lacks.
 */
const ReplyFinding = schemas.object({
    kind: schemas["enum"](['over_answered', 'ungrounded']),
    /** The brief keys disclosed unasked (over_answered), or the ones contradicted (ungrounded). */
    keys: schemas.array(schemas.string()),
    detail: schemas.string(),
});
/** Replies audited and how many of them had each finding (a run's, or summed over runs). */
const ReplyAudit = schemas.object({
    replies: schemas.number().int().nonnegative(),
    over_answered: schemas.number().int().nonnegative(),
    ungrounded: schemas.number().int().nonnegative(),
});
/**
 * The reply audit over runs (summary.json, per task and in all): runs with an audited reply,
 * replies audited, and the runs and replies with each finding.
 */
const ReplyAuditSummary = schemas.object({
    runs: schemas.number().int().nonnegative(),
    replies: schemas.number().int().nonnegative(),
    over_answered_runs: schemas.number().int().nonnegative(),
    ungrounded_runs: schemas.number().int().nonnegative(),
    over_answered_replies: schemas.number().int().nonnegative(),
    ungrounded_replies: schemas.number().int().nonnegative(),
});
/** The responder's decision on the agent message that ended a turn. */
const DecisionRecord = schemas.object({
    by: schemas["enum"](['llm', 'rules', 'human']),
    /** The LLM responder's model; null for rules and a person. */
    model: schemas.string().nullable(),
    decision: schemas["enum"](['reply', 'stop', 'abstain']),
    /** The reply as decided ('' for stop and abstain). */
    reply: schemas.string(),
    reason: schemas.string(),
    /** The brief facts the reply draws on, as the responder named them (keys of `- key: value`). */
    uses: schemas.array(schemas.string()).optional(),
    /** false: a reply the follow-up cap kept from being sent. Absent = sent (or nothing to send). */
    sent: schemas.boolean().optional(),
    /** What the reply audit found (absent or empty: nothing). */
    findings: schemas.array(ReplyFinding).optional(),
});
const TurnRecord = schemas.object({
    index: schemas.number().int().nonnegative(),
    input: schemas.string(),
    input_source: InputSource,
    /** Pictures and sounds sent with the input (Yao image, image_url, audio parts): not their bytes. */
    attachments: schemas.array(schemas.object({
        kind: schemas["enum"](['image', 'audio']),
        /** The file name or URL as the test wrote it. */
        label: schemas.string(),
        bytes: schemas.number().int().nonnegative(),
    }))
        .optional(),
    output: schemas.string(),
    tool_calls: schemas.array(ToolCallRecord),
    skill_invocations: schemas.array(schemas.string()),
    assertions: schemas.array(AssertionResult),
    duration_ms: schemas.number().nonnegative(),
    first_event_ms: schemas.number().nonnegative().nullable(),
    stop_reason: StopReason,
    usage: Usage,
    /** ACP: the agent's permission requests in this turn, with the options offered and the decision. */
    permissions: schemas.array(PermissionRecord).optional(),
    /**
     * The turn was cut off (timeout, cancelled, agent failure) before it ended: input is what was
     * sent, output and tool_calls what the agent produced until then.
     */
    cut_off: schemas.boolean().optional(),
    /** The responder's decision on this turn's agent message (responder and human plans). */
    decision: DecisionRecord.optional(),
});
const ResponderRecord = schemas.object({
    kind: schemas["enum"](['llm', 'rules', 'human']),
    followups_sent: schemas.number().int().nonnegative(),
    /** completed | stopped | abstained | cap_exhausted | error */
    outcome: schemas.string(),
    reason: schemas.string().nullable(),
    /** The agent message the responder last saw (the question it abstained on, or the one at cap). */
    last_question: schemas.string().nullable(),
    /** The LLM responder's model (absent for rules and a person, and in older files). */
    model: schemas.string().optional(),
    /** The reply audit over this run's sent replies: how many, and how many had each finding. */
    audit: ReplyAudit.optional(),
});
const CheckpointRecord = schemas.object({
    id: schemas.string(),
    required: schemas.boolean(),
    reached: schemas.boolean(),
    /** Turn index where it was first reached. */
    turn: schemas.number().int().nonnegative().nullable(),
    message: schemas.string(),
});
const GraderResult = schemas.object({
    name: schemas.string(),
    type: schemas.string(),
    score: schemas.number().min(0).max(1),
    weight: schemas.number().nonnegative(),
    passed: schemas.boolean(),
    feedback: schemas.string(),
    details: schemas.record(schemas.string(), schemas.unknown()).optional(),
    duration_ms: schemas.number().nonnegative(),
    /**
     * false: the grader did not apply to this run, and `feedback` says why (a suite grader on a run
     * that abstained as its task expects: graders/applicability.ts). Never a failure, left out of
     * the score. Absent (older results too): it applied.
     */
    applicable: schemas.boolean().optional(),
});
const RunError = schemas.object({
    message: schemas.string(),
    /** Where it happened: agent, responder, grader, config, timeout, ... */
    kind: schemas.string(),
});
const RunRecord = schemas.object({
    schema_version: schemas.literal(record_values/* SCHEMA_VERSION */.f$),
    suite: schemas.string(),
    /** The suite file, relative to the working directory. */
    suite_file: schemas.string(),
    task_id: schemas.string(),
    task_name: schemas.string(),
    /** 1-based. */
    trial: schemas.number().int().positive(),
    attempts: schemas.number().int().positive(),
    status: Status,
    outcome: Outcome,
    executor: schemas.string(),
    model: schemas.string().nullable(),
    tags: schemas.array(schemas.string()),
    turns: schemas.array(TurnRecord),
    responder: ResponderRecord.nullable(),
    checkpoints: schemas.array(CheckpointRecord),
    graders: schemas.array(GraderResult),
    score: schemas.number().min(0).max(1),
    weighted_score: schemas.number().min(0).max(1),
    usage: UsageByRole,
    started_at: schemas.string(),
    duration_ms: schemas.number().nonnegative(),
    error: RunError.nullable(),
    /**
     * The errors of earlier attempts of this run that ended in an error and were retried
     * (`--retry-errors`), oldest first; each message bounded like `error`'s in the reports.
     * Absent = no attempt was retried after an error.
     */
    error_attempts: schemas.array(RunError).max(record_values/* MAX_RETRY_ERRORS */.it).optional(),
    /**
     * The agent's last message asked something and no input source could answer it (a
     * single-prompt task). Graded unless on_missing_input says skip or fail. Absent = false.
     */
    ended_with_question: schemas.boolean().optional(),
    /** Agent process stderr (ACP), truncated. */
    stderr: schemas.string().optional(),
    /** What the adapter noted while it ran (ACP permission decisions, ...), bounded. */
    agent_log: schemas.array(schemas.string()).optional(),
    /**
     * What may make the run test less than it says (an agent that connected none of the MCP
     * servers it was given), shown in the report. Absent = none.
     */
    warnings: schemas.array(schemas.string().max(1000)).max(20).optional(),
    /** Shard `i/n` that ran it, when sharded. */
    shard: schemas.string().optional(),
    /**
     * `parley grade` graded this recorded conversation again with the suites' current graders
     * (no agent ran). Absent = graded when it ran.
     */
    regraded: schemas.boolean().optional(),
    /**
     * `--keep-workspaces`: where the run's final workspace (the agent's working directory) was
     * kept, relative to the results directory.
     */
    workspace: schemas.string().optional(),
    /**
     * A confirmation run: re-run on the head after screening flagged the task as a possible
     * regression (results/confirm.ts). Not in summary.json's counts; absent = false.
     */
    confirmation: schemas.boolean().optional(),
    /**
     * `base`: a concurrent base run, made in a worktree of the base commit during confirmation
     * (such records also have `confirmation: true`). Never counted as the head's. Absent = head.
     */
    side: schemas.literal('base').optional(),
    /**
     * A skill-lift job (`--skill-lift`, eval.yaml `baseline: true`): which arm the run is of.
     * `with` runs are the job's ordinary runs; `without` runs (the same task and trial without the
     * suite's skills) are never in summary.json's counts, the baseline, the pool or the gate: only
     * in `skill_lift`. Absent = not a skill-lift job.
     */
    skill_arm: schemas["enum"](['with', 'without']).optional(),
});
const Counts = schemas.object({
    runs: schemas.number().int().nonnegative(),
    by_status: schemas.record(Status, schemas.number().int().nonnegative()),
    by_outcome: schemas.record(Outcome, schemas.number().int().nonnegative()),
});
/** Runs a job's budget kept from starting (engine/budget.ts), per task. */
const NotRun = schemas.object({
    reason: schemas.string().max(500),
    runs: schemas.number().int().nonnegative(),
    tasks: schemas.array(schemas.object({
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        runs: schemas.number().int().positive(),
    }))
        .max(10_000),
});
/**
 * Impact selection as the job made it (results/impact.ts ImpactReport): the tasks not re-run
 * because none of their inputs changed, with the base's results that stand in for them, or why
 * every task ran. Each shard of a matrix records the same selection; `parley report` and
 * `mode: report` check that they agree and cut these tasks from the comparison. Bounded.
 */
const SummaryImpact = schemas.object({
    /** What the files changed against (a sha or ref). */
    since: schemas.string().max(500).optional(),
    /** Files changed (0 when unknown). */
    changed: schemas.number().int().nonnegative(),
    /** Why every task ran; absent = only the tasks whose inputs changed ran. */
    all: schemas.string().max(2000).optional(),
    not_rerun: schemas.array(schemas.object({
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        task_name: schemas.string().max(1000),
        /** The base's (pooled) verdict runs of the task: what stands in for it. */
        base: schemas.object({
            passed: schemas.number().int().nonnegative(),
            failed: schemas.number().int().nonnegative(),
        })
            .optional(),
        /** The inputs compared (relative to the root, the first few). */
        inputs: schemas.array(schemas.string().max(1000)).max(100).optional(),
        more_inputs: schemas.number().int().nonnegative().optional(),
    }))
        .max(record_values/* MAX_IMPACT_TASKS */.j1),
    /** Tasks whose inputs did not change that ran anyway (no base results of the same identity). */
    run_anyway: schemas.number().int().nonnegative(),
    /** Tasks that ran whatever changed (inputs not all read or attributed), and why. */
    unattributed: schemas.array(schemas.object({
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        reason: schemas.string().max(1000),
    }))
        .max(record_values/* MAX_IMPACT_TASKS */.j1)
        .optional(),
});
/** One base run's verdict counts of a task, in a pooled baseline. */
const PoolRunFields = schemas.object({
    commit: schemas.string().max(200).nullable(),
    // Bounded: a tampered cache entry must not make the exact tests work on huge tables.
    passed: schemas.number().int().nonnegative().max(10_000),
    failed: schemas.number().int().nonnegative().max(10_000),
    /** Runs of the task in that base run that ended in an error (TaskSummary.errored). */
    errored: schemas.number().int().nonnegative().max(10_000).optional(),
    /** Runs of the task in that base run that abstained. Absent in older pools: unknown. */
    abstained: schemas.number().int().nonnegative().max(10_000).optional(),
    /** Every run of the task in that base run, verdict or not. Absent = passed + failed. */
    runs: schemas.number().int().nonnegative().max(10_000).optional(),
    /** When that base run was made (its summary's created_at). Absent in older pools. */
    at: schemas.string().max(40).optional(),
});
const PoolRun = PoolRunFields.superRefine(crossChecked(checkPoolRun));
const TaskSummaryFields = schemas.object({
    task_id: schemas.string(),
    task_name: schemas.string(),
    trials: schemas.number().int().nonnegative(),
    /** Runs whose status is passed. */
    passed: schemas.number().int().nonnegative(),
    /** passed / trials (skipped runs count as trials). */
    pass_rate: schemas.number().min(0).max(1),
    mean_score: schemas.number().min(0).max(1),
    score_stddev: schemas.number().nonnegative(),
    /** Some trials passed and some did not. */
    flaky: schemas.boolean(),
    counts: Counts,
    /** The most common outcome over its trials. */
    outcome: Outcome,
    usage: UsageByRole,
    duration_ms: schemas.number().nonnegative(),
    /**
     * Hash of the task's resolved definition, its models and the Parley version: runs of the same
     * identity may be pooled into one baseline (results/pool.ts). Absent in older summaries.
     */
    identity: schemas.string().max(128).optional(),
    /**
     * A pooled baseline (saved on pushes and schedules): the verdict counts of the last runs of
     * this identity, oldest first, this run's last. Absent = this run's counts alone.
     */
    pool: schemas.array(PoolRun).max(record_values/* MAX_POOL */.UJ).optional(),
    /**
     * Runs whose first (or any) attempt ended in an error: status error now, or `error_attempts`
     * not empty. Screening runs only, like the other counts. Absent in older summaries: read
     * counts.by_status.error.
     */
    errored: schemas.number().int().nonnegative().optional(),
    /** The reply audit over this task's runs (responder/audit.ts); absent when nothing was audited. */
    responder_audit: ReplyAuditSummary.optional(),
    /**
     * Wilson 95 % score interval on pass_rate (results/reliability.ts): where the true pass rate
     * likely lies given this few trials. Absent in older summaries.
     */
    pass_interval: schemas.object({ low: schemas.number().min(0).max(1), high: schemas.number().min(0).max(1) })
        .optional(),
    /**
     * pass^k for k = 1..trials: the unbiased estimate C(passed,k)/C(trials,k) that k trials all
     * pass (pass_hat_k[0] is pass_rate). Absent in older summaries.
     */
    pass_hat_k: schemas.array(schemas.number().min(0).max(1)).optional(),
    /**
     * waza's `golden: true`: a run of this task that fails fails the check (verdict/golden.ts).
     * Absent: not golden.
     */
    golden: schemas.literal(true).optional(),
    /**
     * The project file's `quarantine:` entry that covers the task: it ran and is reported, but its
     * regressions, failures, errors and abstains do not fail the check (verdict/quarantine.ts).
     */
    quarantined: schemas.object({ reason: schemas.string().max(500), expires: schemas.string().max(10) }).optional(),
    /**
     * The task is flaky on the base branch (verdict/flaky.ts): over its pooled runs of the same
     * identity its pass rate is neither near 0 nor near 1. `rate` the pooled verdict pass rate,
     * `runs` its verdict runs, `jobs` the base runs they come from. Absent: not flaky, or no pool.
     */
    flaky_on_main: schemas.object({
        rate: schemas.number().min(0).max(1),
        runs: schemas.number()
            .int()
            .nonnegative()
            .max(record_values/* MAX_POOL */.UJ * 10_000),
        jobs: schemas.number().int().nonnegative().max(record_values/* MAX_POOL */.UJ),
    })
        .optional(),
});
const TaskSummary = TaskSummaryFields.superRefine(crossChecked(checkTask));
/**
 * waza's trigger accuracy over a trigger_tests.yaml suite (results/trigger-accuracy.ts): counts
 * weighted by confidence (medium = 0.5), errored runs counted as wrong answers.
 */
const TriggerAccuracy = schemas.object({
    true_positives: schemas.number().nonnegative(),
    false_positives: schemas.number().nonnegative(),
    true_negatives: schemas.number().nonnegative(),
    false_negatives: schemas.number().nonnegative(),
    errors: schemas.number().int().nonnegative(),
    precision: schemas.number().min(0).max(1),
    recall: schemas.number().min(0).max(1),
    f1: schemas.number().min(0).max(1),
    accuracy: schemas.number().min(0).max(1),
    /** The eval's `metrics: trigger_accuracy` threshold, and whether accuracy reached it. */
    threshold: schemas.number().optional(),
    passed: schemas.boolean().optional(),
});
const SuiteSummaryFields = schemas.object({
    name: schemas.string(),
    file: schemas.string(),
    hash: schemas.string(),
    executor: schemas.string(),
    model: schemas.string().nullable(),
    counts: Counts,
    pass_rate: schemas.number().min(0).max(1),
    tasks: schemas.array(TaskSummary),
    /** Only for a suite loaded from trigger_tests.yaml. */
    trigger_accuracy: TriggerAccuracy.optional(),
    /** A models job: this suite is `suite` under agent model `model` (its name: `suite [model]`). */
    model_arm: schemas.object({ suite: schemas.string().max(500), model: schemas.string().max(500) }).optional(),
});
const SuiteSummary = SuiteSummaryFields.superRefine(crossChecked(checkSuite));
/** One skill file's token count against its budget. */
const TokenBudgetFile = schemas.object({
    file: schemas.string(),
    tokens: schemas.number().int().nonnegative(),
    limit: schemas.number().int().nonnegative(),
    status: schemas["enum"](['ok', 'warn', 'over']),
});
const TokenBudgets = schemas.object({
    /** Where the limits came from (the project config, .token-limits.json, built-in defaults). */
    source: schemas.string(),
    files: schemas.array(TokenBudgetFile),
});
const LiftInterval = schemas.object({ low: schemas.number(), high: schemas.number() });
const LiftArm = schemas.object({
    passed: schemas.number().int().nonnegative(),
    runs: schemas.number().int().nonnegative(),
    rate: schemas.number().min(0).max(1),
});
const LiftClaim = schemas["enum"](['helps', 'hurts', 'no_evidence']);
/** One measure besides passing (verdict/skill-lift.ts measureLift): means per run, each arm. */
const MeasureLift = schemas.object({
    with: schemas.number(),
    without: schemas.number(),
    difference: schemas.number(),
    interval: LiftInterval.nullable(),
    n_with: schemas.number().int().nonnegative(),
    n_without: schemas.number().int().nonnegative(),
});
/**
 * A skill-lift job: each task's runs with and without the suite's skills (verdict/skill-lift.ts),
 * or why no lift was measured (`skipped`). Bounded like the summary's other lists.
 */
const SkillLift = schemas.object({
    level: schemas.number().min(0).max(1),
    pooled: schemas.object({
        difference: schemas.number(),
        p_helps: schemas.number().min(0).max(1),
        p_hurts: schemas.number().min(0).max(1),
        claim: LiftClaim,
    }),
    helps: schemas.number().int().nonnegative(),
    hurts: schemas.number().int().nonnegative(),
    no_evidence: schemas.number().int().nonnegative(),
    sentence: schemas.string().max(2000),
    tasks: schemas.array(schemas.object({
        suite: schemas.string().max(500),
        task: schemas.string().max(500),
        with: LiftArm,
        without: LiftArm,
        difference: schemas.number(),
        interval: LiftInterval,
        p_helps: schemas.number().min(0).max(1),
        p_hurts: schemas.number().min(0).max(1),
        claim: LiftClaim,
        measures: schemas.object({
            followups: MeasureLift,
            turns: MeasureLift,
            tokens: MeasureLift,
            cost_usd: MeasureLift.optional(),
            abstains: MeasureLift,
            cap_exhausted: MeasureLift,
        }),
    }))
        .max(record_values/* MAX_IMPACT_TASKS */.j1),
    /**
     * The pairwise judges (`type: pairwise`): pairs the with-skill arm won (`wins`), lost, tied,
     * could not judge (`errors`) or had no pair to judge (`skipped`); the exact sign test over
     * wins and losses (ties dropped); per task. Absent when no suite has a pairwise grader.
     */
    pairwise: schemas.object({
        wins: schemas.number().int().nonnegative(),
        losses: schemas.number().int().nonnegative(),
        ties: schemas.number().int().nonnegative(),
        errors: schemas.number().int().nonnegative(),
        skipped: schemas.number().int().nonnegative(),
        p_two_sided: schemas.number().min(0).max(1),
        p_wins: schemas.number().min(0).max(1),
        p_losses: schemas.number().min(0).max(1),
        tasks: schemas.array(schemas.object({
            suite: schemas.string().max(500),
            task: schemas.string().max(500),
            wins: schemas.number().int().nonnegative(),
            losses: schemas.number().int().nonnegative(),
            ties: schemas.number().int().nonnegative(),
            errors: schemas.number().int().nonnegative(),
            skipped: schemas.number().int().nonnegative(),
        }))
            .max(record_values/* MAX_IMPACT_TASKS */.j1),
    })
        .optional(),
    /** Why no lift was measured (the suite has no skill, its agent cannot run without it). */
    skipped: schemas.string().max(2000).optional(),
    /** Suites of the job that were run with their skills only, and why. */
    suites_skipped: schemas.array(schemas.object({ suite: schemas.string().max(500), reason: schemas.string().max(1000) }))
        .max(1000)
        .optional(),
});
const SummaryFields = schemas.object({
    schema_version: schemas.literal(record_values/* SCHEMA_VERSION */.f$),
    parley_version: schemas.string(),
    created_at: schemas.string(),
    identity: schemas.object({
        commit: schemas.string().nullable(),
        ref: schemas.string().nullable(),
        /** Hash over every suite hash: which suite set this summary is of. */
        suite_set: schemas.string(),
        models: schemas.object({
            agent: schemas.string().nullable(),
            responder: schemas.string().nullable(),
            judge: schemas.string().nullable(),
        }),
        shard: schemas.string().nullable(),
    }),
    counts: Counts,
    pass_rate: schemas.number().min(0).max(1),
    usage: UsageByRole,
    duration_ms: schemas.number().nonnegative(),
    suites: schemas.array(SuiteSummary),
    /** The reply audit over every run; absent when nothing was audited. */
    responder_audit: ReplyAuditSummary.optional(),
    /**
     * What the job's runs cost at the `prices` table's rates (results/cost.ts): every run it made,
     * confirmation and base runs included. Absent: no prices configured.
     */
    cost: Cost.optional(),
    /**
     * Planned runs the job's budget (`max-runs`, `max-cost`) kept from starting, per task: the
     * gate calls those tasks' comparison inconclusive, never a pass. Absent: every run started.
     */
    not_run: NotRun.optional(),
    /**
     * Impact selection (a pull request, `--changed-since`): the tasks not re-run, whose base
     * results stand in and are not compared. Absent: no impact selection (every task was asked for).
     */
    impact: SummaryImpact.optional(),
    /**
     * Skill token budgets counted with the run (`parley tokens check`'s counts), so a later run
     * can say what changed against this one.
     */
    tokens: TokenBudgets.optional(),
    /**
     * What the last pooling (verdict/pool.ts addToPool) dropped from the pooled baseline, so the
     * PR comment can say it: `restarted` says why every task's pool restarted from this run
     * (a suite-wide shift: "the provider drifted"), null when it did not; `tasks` the older runs
     * dropped per task and why. Bounded.
     */
    pool_changes: schemas.object({
        restarted: schemas.string().max(500).nullable(),
        tasks: schemas.array(schemas.object({
            suite: schemas.string().max(500),
            task_id: schemas.string().max(500),
            dropped: schemas.number().int().nonnegative().max(record_values/* MAX_POOL */.UJ),
            reason: schemas.string().max(500),
        }))
            .max(1000),
    })
        .optional(),
    /** `parley grade`: these results re-grade the recorded conversations of another results set. */
    regraded_from: schemas.object({
        /** The results directory as given. */
        results_dir: schemas.string(),
        parley_version: schemas.string(),
        created_at: schemas.string(),
        identity: schemas.object({
            commit: schemas.string().nullable(),
            ref: schemas.string().nullable(),
            suite_set: schemas.string(),
        }),
    })
        .optional(),
    /**
     * The golden tasks (waza's `golden: true`) with a run that failed, each a failure of the check
     * (verdict/golden.ts). Present, possibly empty, when the suite set has a golden task that ran.
     */
    golden_failed: schemas.array(schemas.object({
        suite: schemas.string().max(500),
        task_id: schemas.string().max(500),
        /** Runs that failed, of the task's runs that reached a verdict (passed + failed). */
        failed: schemas.number().int().positive(),
        verdicts: schemas.number().int().positive(),
    }))
        .max(10_000)
        .optional(),
    /** A skill-lift job's lift (`--skill-lift`, `baseline: true`). Absent: not a skill-lift job. */
    skill_lift: SkillLift.optional(),
    /**
     * A models job (`--model a,b`, the action's `models`): each task under each model side by
     * side, the best per task and overall. Absent: one model.
     */
    models: ModelComparison.optional(),
});
const Summary = SummaryFields.superRefine(crossChecked(checkSummary));

;// CONCATENATED MODULE: ./src/results/jsonl.ts
// Reading results.jsonl back (parley report, compare, the action's report mode): the file is
// untrusted data, so every line is validated and a bad one is named by its line number.



/** A line's values beyond this (in characters of JSON) are cut. */
const MAX_LINE_CHARS = 50_000_000;
class ResultsFileError extends Error {
    file;
    line;
    constructor(file, line, message) {
        super(`${file}:${line}: ${message}`);
        this.file = file;
        this.line = line;
        this.name = 'ResultsFileError';
    }
}
/** One line of results.jsonl (1-based `line` for errors): validated and bounded, or null if blank. */
function parseResultLine(raw, file, line) {
    const text = raw.trim();
    if (text === '')
        return null;
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new ResultsFileError(file, line, `not valid JSON (${error.message})`);
    }
    // Untrusted (a fork's artifact): bounded before anything renders or compares it.
    const parsed = RunRecord.safeParse((0,bound/* boundValue */.O)(json, { maxBytes: MAX_LINE_CHARS }));
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const path = issue.path.join('.') || '(line)';
        throw new ResultsFileError(file, line, `${path}: ${issue.message}`);
    }
    return parsed.data;
}
function parseResults(text, file) {
    const records = [];
    text.split('\n').forEach((raw, index) => {
        const record = parseResultLine(raw, file, index + 1);
        if (record)
            records.push(record);
    });
    return records;
}
function readResults(file) {
    return parseResults(readFileSync(file, 'utf8'), file);
}

// EXTERNAL MODULE: ./src/results/reason.ts
var results_reason = __webpack_require__(88128);
// EXTERNAL MODULE: ./src/results/record.ts
var record = __webpack_require__(96269);
;// CONCATENATED MODULE: ./src/results/junit.ts
// junit.xml for test-report tools: one <testsuite> per suite, one <testcase> per run. Failed and
// abstained runs are <failure> (type = outcome, so abstains stay distinguishable), errors are
// <error>, skipped runs <skipped>. Agent text is escaped and truncated like everywhere else.


const MAX_TEXT = 4000;
function xml(text) {
    return (text
        // Characters XML 1.0 cannot carry at all.
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '?')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;'));
}
const clip = (text) => text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}... (truncated)` : text;
function testcase(r) {
    const name = `${r.task_id} #${r.trial}`;
    const open = `    <testcase classname="${xml(r.suite)}" name="${xml(name)}" time="${(r.duration_ms / 1000).toFixed(3)}"`;
    if (r.status === 'passed')
        return `${open}/>`;
    const reason = xml(clip((0,results_reason/* notPassedReason */.y)(r).text));
    const element = r.status === 'error'
        ? `<error type="${r.outcome}" message="${reason}"/>`
        : r.status === 'skipped'
            ? `<skipped message="${reason}"/>`
            : `<failure type="${r.outcome}" message="${reason}"/>`;
    return `${open}>\n      ${element}\n    </testcase>`;
}
function renderJunit(summary, records) {
    const suites = summary.suites.map((suite) => {
        // The summary's runs: confirmation re-runs (the head's, and the base's concurrent ones) are
        // the verdict's, in results.jsonl but not counted, as in summary.json.
        const runs = records.filter((r) => r.suite === suite.name &&
            r.suite_file === suite.file &&
            !r.confirmation &&
            r.side !== 'base' &&
            !(0,record/* isWithoutSkillRun */.DZ)(r));
        const by = suite.counts.by_status;
        const failures = (by.failed ?? 0) + (by.abstained ?? 0);
        const time = runs.reduce((a, r) => a + r.duration_ms, 0) / 1000;
        return [
            `  <testsuite name="${xml(suite.name)}" tests="${runs.length}" failures="${failures}" errors="${by.error ?? 0}" skipped="${by.skipped ?? 0}" time="${time.toFixed(3)}">`,
            ...runs.map(testcase),
            '  </testsuite>',
        ].join('\n');
    });
    const by = summary.counts.by_status;
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="parley" tests="${summary.counts.runs}" failures="${(by.failed ?? 0) + (by.abstained ?? 0)}" errors="${by.error ?? 0}" skipped="${by.skipped ?? 0}" time="${(summary.duration_ms / 1000).toFixed(3)}">`,
        ...suites,
        '</testsuites>',
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./src/results/layout.ts
var layout = __webpack_require__(68534);
;// CONCATENATED MODULE: ./src/results/pairwise-schema.ts
// pairwise.jsonl, one line per (task, trial, pairwise grader) of a skill-lift job: which arm the
// pairwise judge preferred (graders/pairwise.ts) and both of its answers. Read back as untrusted
// data (files.ts readPairwiseFile), so every text is bounded.



const SkillArm = schemas["enum"](['with', 'without']);
const PairwiseAsk = schemas.object({
    /** The arm shown to the judge as conversation A (the other was B). */
    first: SkillArm,
    answer: schemas["enum"](['A', 'B', 'tie']),
    reason: schemas.string().max(layout/* MAX_PAIR_REASON */.PO),
});
const pairwise_schema_PairwiseLine = schemas.object({
    suite: schemas.string().max(500),
    task: schemas.string().max(500),
    /** 1-based, the trial both runs share. */
    trial: schemas.number().int().positive(),
    /** The pairwise grader's name. */
    grader: schemas.string().max(500),
    /**
     * The arm both asks picked; `tie` when they disagree or either said tie; `error` when an ask
     * failed (after the client's retries): such a pair is not counted.
     */
    winner: schemas["enum"](['with', 'without', 'tie', 'error']),
    /** The asks that were answered: one with each arm as A (fewer when an ask failed). */
    asks: schemas.array(PairwiseAsk).max(2),
    /** The judge's tokens for this pair. */
    usage: Usage,
    /** Why the pair is an error. */
    error: schemas.string().max(layout/* MAX_PAIR_ERROR */.pH).optional(),
});

// EXTERNAL MODULE: ./src/results/writer.ts + 1 modules
var results_writer = __webpack_require__(20671);
;// CONCATENATED MODULE: ./src/results/files.ts
// The results directory, in one place: results.jsonl (streamed by the engine as runs finish,
// through ResultsWriter), summary.json, junit.xml, report.md and report.html (written when the
// job ends), and reading them back. What is read back is untrusted data (a fork's artifact, a cache entry, a
// file given on the command line): size-bounded and schema-validated, and an error names the
// file and what is wrong with it.












// The names and bounds, for the readers that import them with the functions here.

/** A results file that cannot be read or is not what Parley writes. */
class ResultsReadError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ResultsReadError';
    }
}
/** Writes one file of the results directory; a failure names it (a ResultsWriteError). */
function writeOne(dir, name, content) {
    const path = name === null ? dir : (0,external_node_path_.join)(dir, name);
    try {
        if (name === null)
            (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        else
            (0,external_node_fs_.writeFileSync)(path, content);
    }
    catch (error) {
        throw new results_writer/* ResultsWriteError */.c6(path, (0,results_writer/* writeReason */.UR)(error));
    }
}
/** The files of a finished job, beside its streamed results.jsonl. */
function writeJobFiles(dir, files) {
    writeOne(dir, null, '');
    writeOne(dir, layout/* SUMMARY_FILE */.u7, `${JSON.stringify(files.summary, null, 2)}\n`);
    writeOne(dir, layout/* JUNIT_FILE */.Gl, renderJunit(files.summary, files.records));
    writeOne(dir, layout/* REPORT_FILE */.Uq, files.report);
}
/** A whole results directory at once (merged shards), results.jsonl included. */
function writeResultsDir(dir, files) {
    // Line by line, as a run streams it: never one string of every record, never a partial line.
    const writer = new results_writer/* ResultsWriter */.QU((0,external_node_path_.join)(dir, layout/* RESULTS_FILE */.yG));
    try {
        for (const record of files.records)
            writer.append(record);
    }
    finally {
        writer.close();
    }
    writeJobFiles(dir, files);
}
/** report.md alone: the job's report once the baseline comparison is known. */
function writeReport(dir, report) {
    writeOne(dir, REPORT_FILE, report);
}
/**
 * report.html, written as it is rendered (chunk by chunk, never one string of the whole page).
 * An error of the renderer (a results.jsonl line that cannot be read) is thrown as it is.
 */
function writeHtmlReport(dir, chunks) {
    const path = (0,external_node_path_.join)(dir, layout/* REPORT_HTML_FILE */.Ci);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'w');
    }
    catch (error) {
        throw new results_writer/* ResultsWriteError */.c6(path, (0,results_writer/* writeReason */.UR)(error));
    }
    try {
        for (const chunk of chunks) {
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
            let written = 0;
            try {
                // A write may be short (a full disk): the rest is written until it is all there.
                while (written < bytes.length)
                    written += (0,external_node_fs_.writeSync)(fd, bytes, written);
            }
            catch (error) {
                throw new results_writer/* ResultsWriteError */.c6(path, (0,results_writer/* writeReason */.UR)(error));
            }
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * pairwise.jsonl of a skill-lift job, started anew: each judged pair is a line as it finishes
 * (job/pairwise-step.ts). A file that cannot be opened is a ResultsWriteError.
 */
function pairwiseWriter(dir) {
    return new results_writer/* JsonLinesWriter */.nX((0,external_node_path_.join)(dir, layout/* PAIRWISE_FILE */.my));
}
/** A results directory's pairwise.jsonl: bounded, every line validated; an error names the line. */
function readPairwiseFile(dir) {
    const file = join(dir, PAIRWISE_FILE);
    const { values, errors } = parseJsonLines(readBounded(file, MAX_PAIRWISE_BYTES), file, PairwiseLine);
    const first = errors[0];
    if (first) {
        throw new ResultsReadError(`${first.file}:${first.line}: ${first.path || '(line)'}: ${first.message}`);
    }
    return values;
}
/** A regular file's text, bounded as it is read (a FIFO or /dev/zero is refused, not read). */
function readBounded(file, max) {
    try {
        return (0,read_file/* readRegularFile */.X)(file, max).toString('utf8');
    }
    catch (error) {
        if (error instanceof read_file/* FileReadError */.t)
            throw new ResultsReadError(error.message);
        throw error;
    }
}
/** A summary.json, or the one in a results directory: bounded, validated. */
function readSummaryFile(path) {
    let file = path;
    try {
        if ((0,external_node_fs_.statSync)(path).isDirectory())
            file = (0,external_node_path_.join)(path, layout/* SUMMARY_FILE */.u7);
    }
    catch {
        throw new ResultsReadError(`${path}: no such file or directory`);
    }
    return parseSummary(readBounded(file, layout/* MAX_SUMMARY_BYTES */.Q0), file);
}
/** summary.json text from anywhere (an artifact, the cache): validated, errors name `file`. */
function parseSummary(text, file) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new ResultsReadError(`${file}: not valid JSON (${error.message})`);
    }
    const parsed = Summary.safeParse(withEveryOutcome(json));
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ResultsReadError(`${file}: not a Parley summary: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    return parsed.data;
}
/**
 * A summary written before an outcome existed (a baseline from an older Parley) counts none of
 * it: every `by_outcome` it holds gets the missing outcomes as 0, so it still reads.
 */
function withEveryOutcome(json, depth = 0) {
    if (depth > 8 || json === null || typeof json !== 'object')
        return json;
    if (Array.isArray(json)) {
        for (const item of json)
            withEveryOutcome(item, depth + 1);
        return json;
    }
    const object = json;
    const byOutcome = object.by_outcome;
    if (byOutcome && typeof byOutcome === 'object' && !Array.isArray(byOutcome)) {
        const counts = byOutcome;
        for (const outcome of record/* OUTCOMES */.im)
            if (!(outcome in counts))
                counts[outcome] = 0;
    }
    for (const value of Object.values(object))
        withEveryOutcome(value, depth + 1);
    return json;
}
/** What reading a results directory would read: its summary.json and results.jsonl, in bytes. */
function resultsDirBytes(dir) {
    let bytes = 0;
    for (const name of [SUMMARY_FILE, RESULTS_FILE]) {
        try {
            bytes += statSync(join(dir, name)).size;
        }
        catch {
            // missing: readResultsDir says so
        }
    }
    return bytes;
}
/** A results directory: its summary and every run, consistent with each other. */
function readResultsDir(dir) {
    const summary = readSummaryFile((0,external_node_path_.join)(dir, layout/* SUMMARY_FILE */.u7));
    const resultsFile = (0,external_node_path_.join)(dir, layout/* RESULTS_FILE */.yG);
    let records;
    try {
        records = parseResults(readBounded(resultsFile, layout/* MAX_RESULTS_BYTES */.ue), resultsFile);
    }
    catch (error) {
        if (error instanceof ResultsReadError)
            throw error;
        throw new ResultsReadError(error.message);
    }
    // Confirmation runs and a skill-lift job's runs without the skill are in results.jsonl but not
    // in summary.json's counts.
    const counted = records.filter((r) => !r.confirmation && !(0,record/* isWithoutSkillRun */.DZ)(r)).length;
    if (counted !== summary.counts.runs) {
        throw new ResultsReadError(`${dir}: results.jsonl has ${counted} run(s) but summary.json counts ${summary.counts.runs}`);
    }
    return { dir, summary, records };
}
/** Bytes read from results.jsonl at a time by recordsOf(). */
const READ_CHUNK = 1024 * 1024;
/** Characters of a line recordsOf() accepts: the one thing it holds whole. */
const MAX_LINE_LENGTH = layout/* MAX_RESULTS_BYTES */.ue;
/**
 * The runs of a results directory's results.jsonl, one line at a time: never the whole file in
 * memory, so a file of any size can be read (a long job's own results), but no line longer than
 * MAX_LINE_LENGTH. Every line is validated; an error names file and line.
 */
function recordsOf(dir) {
    return linesOf(dir, parseResultLine);
}
/**
 * The runs of a results.jsonl this very process wrote in this job (its own, trusted): parsed,
 * not validated nor bounded again, which is most of what reading it back costs.
 */
function ownRecordsOf(dir) {
    return linesOf(dir, (raw) => (raw.trim() === '' ? null : JSON.parse(raw)));
}
function* linesOf(dir, parse) {
    const file = (0,external_node_path_.join)(dir, layout/* RESULTS_FILE */.yG);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch {
        throw new ResultsReadError(`${file}: missing`);
    }
    try {
        if (!(0,external_node_fs_.fstatSync)(fd).isFile())
            throw new ResultsReadError(`${file}: not a regular file`);
        const decoder = new external_node_string_decoder_.StringDecoder('utf8');
        const buffer = Buffer.alloc(READ_CHUNK);
        let pending = '';
        let line = 0;
        for (let read = (0,external_node_fs_.readSync)(fd, buffer); read > 0; read = (0,external_node_fs_.readSync)(fd, buffer)) {
            pending += decoder.write(buffer.subarray(0, read));
            let start = 0;
            for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n', start)) {
                const record = parse(pending.slice(start, end), file, ++line);
                start = end + 1;
                if (record)
                    yield record;
            }
            pending = pending.slice(start);
            if (pending.length > MAX_LINE_LENGTH)
                throw new ResultsReadError(`${file}:${line + 1}: a line longer than the ${MAX_LINE_LENGTH} characters allowed`);
        }
        const record = parse(pending + decoder.end(), file, ++line);
        if (record)
            yield record;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}


/***/ }),

/***/ 39886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ finalOutput)
/* harmony export */ });
/** The agent's last message (JSON output, Yao final assertions). */
function finalOutput(run) {
    for (let i = run.turns.length - 1; i >= 0; i--) {
        const output = run.turns[i].output;
        if (output.trim())
            return output;
    }
    return '';
}


/***/ }),

/***/ 75582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DD: () => (/* binding */ baseOfTasksThatRan),
/* harmony export */   Fy: () => (/* binding */ impactLine),
/* harmony export */   SK: () => (/* binding */ impactReportOf),
/* harmony export */   Uy: () => (/* binding */ withBaseResults),
/* harmony export */   tS: () => (/* binding */ summaryImpact)
/* harmony export */ });
/* unused harmony export inputsOf */
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65839);
/* harmony import */ var _record_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52544);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8233);
// What impact selection (engine/impact.ts) tells the readers of a job's results: which tasks
// were not re-run because none of their inputs changed, with the base's results that stand in
// for them, or why every task ran. The gate never compares a task that did not run: the
// baseline is cut to the tasks that ran (`baseOfTasksThatRan`).



/** The base's verdict runs of a task: its pool when it has one, else its own counts. */
function baseRuns(task) {
    if (task.pool?.length) {
        return task.pool.reduce((sum, run) => ({ passed: sum.passed + run.passed, failed: sum.failed + run.failed }), { passed: 0, failed: 0 });
    }
    const s = task.counts.by_status;
    return { passed: s.passed ?? 0, failed: s.failed ?? 0 };
}
/** The not re-run tasks with the base's results that stand in for them. */
function withBaseResults(impact, base) {
    if (!base)
        return impact;
    const find = (suite, id) => base.suites.find((s) => s.name === suite)?.tasks.find((t) => t.task_id === id);
    return {
        ...impact,
        notRerun: impact.notRerun.map((t) => {
            const found = find(t.suite, t.task_id);
            return found ? { ...t, base: baseRuns(found) } : t;
        }),
    };
}
/**
 * The baseline without the tasks that were not re-run: they are not compared. Its totals (pass
 * rate, runs, tokens, duration) are the remaining tasks', so "vs base" compares like with like.
 */
function baseOfTasksThatRan(base, notRerun) {
    const skipped = new Set(notRerun.map((t) => `${t.suite}\u0000${t.task_id}`));
    const suites = base.suites.map((s) => ({
        ...s,
        tasks: s.tasks.filter((t) => !skipped.has(`${s.name}\u0000${t.task_id}`)),
    }));
    const tasks = suites.flatMap((s) => s.tasks);
    const counts = { runs: 0, by_status: {}, by_outcome: {} };
    const usage = (0,_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyUsageByRole */ .EF)();
    for (const t of tasks) {
        counts.runs += t.counts.runs;
        for (const [k, n] of Object.entries(t.counts.by_status))
            counts.by_status[k] =
                (counts.by_status[k] ?? 0) + (n ?? 0);
        for (const [k, n] of Object.entries(t.counts.by_outcome))
            counts.by_outcome[k] =
                (counts.by_outcome[k] ?? 0) + (n ?? 0);
        for (const role of ['agent', 'responder', 'judge'])
            (0,_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .addUsage */ .vk)(usage[role], t.usage[role]);
    }
    const share = base.counts.runs ? counts.runs / base.counts.runs : 0;
    return {
        ...base,
        suites,
        counts,
        pass_rate: counts.runs ? (counts.by_status.passed ?? 0) / counts.runs : 0,
        usage,
        duration_ms: Math.round(base.duration_ms * share),
    };
}
/**
 * What summary.json records of impact selection (its `impact`): the report as the job made it,
 * cut to the schema's bounds (the first MAX_IMPACT_TASKS tasks, free text clipped) so that
 * every summary Parley writes reads back. Ids are kept whole: the comparison keys on them.
 */
function summaryImpact(impact) {
    return {
        ...(impact.since !== undefined ? { since: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(impact.since, 200) } : {}),
        changed: impact.changed,
        ...(impact.all !== undefined ? { all: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(impact.all, 1000) } : {}),
        not_rerun: impact.notRerun.slice(0, _record_values_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_IMPACT_TASKS */ .j1).map((t) => ({
            suite: t.suite,
            task_id: t.task_id,
            task_name: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(t.task_name, 500),
            ...(t.base ? { base: { passed: t.base.passed, failed: t.base.failed } } : {}),
            ...(t.inputs ? { inputs: t.inputs.slice(0, 50).map((p) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(p, 400)) } : {}),
            ...(t.more_inputs || (t.inputs?.length ?? 0) > 50
                ? { more_inputs: (t.more_inputs ?? 0) + Math.max(0, (t.inputs?.length ?? 0) - 50) }
                : {}),
        })),
        run_anyway: impact.runAnyway,
        ...(impact.unattributed
            ? {
                unattributed: impact.unattributed.slice(0, _record_values_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_IMPACT_TASKS */ .j1).map((t) => ({
                    suite: t.suite,
                    task_id: t.task_id,
                    reason: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(t.reason, 400),
                })),
            }
            : {}),
    };
}
/** A summary's recorded impact selection as the report and the comparison take it. */
function impactReportOf(recorded) {
    return {
        ...(recorded.since !== undefined ? { since: recorded.since } : {}),
        changed: recorded.changed,
        ...(recorded.all !== undefined ? { all: recorded.all } : {}),
        notRerun: recorded.not_rerun.map((t) => ({ ...t })),
        runAnyway: recorded.run_anyway,
        ...(recorded.unattributed
            ? { unattributed: recorded.unattributed.map((t) => ({ ...t })) }
            : {}),
    };
}
/** Tasks listed one a line on a console or in a log, at most. */
const LISTED = 50;
/**
 * Plain lines for a console or a log: what impact selection did, then the tasks that ran
 * whatever changed and why, and per task not re-run the inputs compared (what is not among
 * them is not covered). Bounded.
 */
function impactLine(impact) {
    if (impact.all)
        return `impact: every task runs: ${impact.all}`;
    const names = impact.notRerun.length;
    const blind = impact.unattributed ?? [];
    const lines = [
        `impact: ${impact.changed} file(s) changed${impact.since ? ` since ${impact.since}` : ''}; ${names} task(s) not re-run (their inputs did not change)${impact.runAnyway ? `, ${impact.runAnyway} run anyway (no base results of the same identity)` : ''}${blind.length ? `, ${blind.length} run whatever changed` : ''}`,
    ];
    const listed = (items, line) => {
        for (const t of items.slice(0, LISTED))
            lines.push(`  ${line(t)}`);
        if (items.length > LISTED)
            lines.push(`  … and ${items.length - LISTED} more`);
    };
    listed(blind, (t) => `runs: ${flat(`${t.suite}/${t.task_id}`)}: ${flat(t.reason)}`);
    listed(impact.notRerun, (t) => `not re-run: ${flat(`${t.suite}/${t.task_id}`)}: ${inputsOf(t)}`);
    return lines.join('\n');
}
// File names and task ids are the repository's own: one line, no terminal escapes.
const flat = (text) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(text), 300);
/** The inputs a task not re-run was compared by, in one bounded line. */
function inputsOf(t) {
    if (!t.inputs)
        return 'inputs not recorded';
    return `${t.inputs.map(flat).join(', ')}${t.more_inputs ? ` (+${t.more_inputs} more)` : ''}`;
}


/***/ }),

/***/ 42958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IY: () => (/* binding */ MAX_MERGED_BYTES),
/* harmony export */   Ox: () => (/* binding */ mergeShards),
/* harmony export */   ZM: () => (/* binding */ mergeNotRun),
/* harmony export */   xi: () => (/* binding */ shardBoundsProblem)
/* harmony export */ });
/* unused harmony exports MergeError, MAX_SHARDS, parseShardLabel, checkShards */
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65839);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73284);
// Merging shard results into one results set (`parley report DIR...`, the action's report mode).
// Each directory was read as untrusted data (results/files.ts); the shards must be complete and
// consistent, or the error names exactly which shard is missing, duplicated or from another
// suite set.



class MergeError extends Error {
    constructor(message) {
        super(message);
        this.name = 'MergeError';
    }
}
/** More shards than any matrix needs (GitHub allows 256 jobs per matrix). */
const MAX_SHARDS = 256;
/** The results of one suite set, all shards together, read before merging: at most this. */
const MAX_MERGED_BYTES = 200 * 1024 * 1024;
/** A shard label `i/n` within bounds, or null: a label from a summary is untrusted. */
function parseShardLabel(label) {
    const m = /^(\d{1,6})\/(\d{1,6})$/.exec(label);
    if (!m)
        return null;
    const index = Number(m[1]);
    const total = Number(m[2]);
    return index >= 1 && index <= total && total <= MAX_SHARDS ? { index, total } : null;
}
/** Why a shard `index/total` claimed by a name or a summary is refused, if it is. */
function shardBoundsProblem(index, total) {
    if (total > MAX_SHARDS)
        return `more than the ${MAX_SHARDS} shards allowed`;
    if (index < 1 || index > total)
        return 'not i/n with 1 <= i <= n';
    return null;
}
/** Checks that the shards are one complete set: same suite set, each i/n exactly once. */
function checkShards(shards) {
    if (shards.length === 0)
        throw new MergeError('no results to merge');
    const first = shards[0].summary.identity;
    for (const s of shards) {
        const id = s.summary.identity;
        if (id.suite_set !== first.suite_set) {
            throw new MergeError(`${s.dir} is of another suite set (${id.suite_set}) than ${shards[0].dir} (${first.suite_set})`);
        }
        if (id.commit !== first.commit) {
            throw new MergeError(`${s.dir} is of commit ${id.commit}, ${shards[0].dir} of ${first.commit}`);
        }
    }
    const labels = shards.map((s) => s.summary.identity.shard);
    if (shards.length === 1 && labels[0] === null)
        return;
    if (labels.some((l) => l === null)) {
        const whole = shards.find((s) => s.summary.identity.shard === null);
        throw new MergeError(`${whole.dir} is not a shard (no shard i/n) but is merged with shards`);
    }
    if (shards.length > MAX_SHARDS) {
        throw new MergeError(`${shards.length} shards, more than the ${MAX_SHARDS} allowed`);
    }
    // Bounded before the completeness check below counts up to the claimed total.
    for (const s of shards) {
        if (!parseShardLabel(s.summary.identity.shard)) {
            throw new MergeError(`${s.dir} claims shard "${s.summary.identity.shard.slice(0, 40)}": expected i/n with 1 <= i <= n <= ${MAX_SHARDS}`);
        }
    }
    const totals = new Set(labels.map((l) => parseShardLabel(l).total));
    if (totals.size > 1)
        throw new MergeError(`the shards disagree on their count: ${labels.join(', ')}`);
    const total = [...totals][0];
    const problems = [];
    for (let i = 1; i <= total; i++) {
        const dirs = shards
            .filter((s) => s.summary.identity.shard === `${i}/${total}`)
            .map((s) => s.dir);
        if (dirs.length === 0)
            problems.push(`shard ${i}/${total} is missing`);
        if (dirs.length > 1)
            problems.push(`shard ${i}/${total} appears ${dirs.length} times (${dirs.join(', ')})`);
    }
    if (problems.length)
        throw new MergeError(`incomplete shard set: ${problems.join('; ')}`);
}
/** Shards named in a message, at most this many per group. */
const NAMED = 5;
const taskKey = (t) => `${t.suite}\u0000${t.task_id}`;
/** A task key as a message names it (suite/task, clipped: the summary's own text). */
const named = (key) => (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(key.replace('\u0000', '/'), 120);
/**
 * What a shard's summary says impact selection did, as a key two shards agree on: whether every
 * task ran (why is the shard's own words: its checkout's path, git's message), else since what
 * and which tasks were not re-run.
 */
function impactKey(impact) {
    if (!impact)
        return 'none';
    if (impact.all)
        return 'all';
    const notRerun = [...new Set(impact.not_rerun.map(taskKey))].sort();
    return JSON.stringify([impact.since ?? null, notRerun]);
}
/** One group of agreeing shards in words (the text is the summary's own: clipped). */
function impactWords(impact, others) {
    if (!impact)
        return 'no impact selection (every task asked for)';
    const since = impact.since ? ` since ${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(impact.since, 60)}` : '';
    if (impact.all)
        return `every task ran${since} (${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(impact.all, 120)})`;
    const own = new Set(impact.not_rerun.map(taskKey));
    // Against shards that list tasks too: one task this group lists and they do not.
    const onlyHere = others.size ? [...own].find((k) => !others.has(k)) : undefined;
    return `${impact.not_rerun.length} task(s) not re-run${since}${onlyHere ? `, ${named(onlyHere)} among them` : ''}`;
}
/**
 * Every shard plans the same impact selection (the same changed files, the same baseline), then
 * runs its part of the tasks it selected: the shards must agree on it (every task ran in all of
 * them, or the same `since` and tasks not re-run), and none may have run a task they list as not
 * re-run. Else a MergeError names the shards that disagree. The merged summary carries the
 * selection (the first shard's words for why every task ran).
 */
function mergedImpact(shards) {
    const groups = new Map();
    for (const s of shards) {
        const key = impactKey(s.summary.impact);
        groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    if (groups.size > 1) {
        const all = [...groups.values()];
        const tasksOf = (g) => new Set(g[0].summary.impact?.all ? [] : (g[0].summary.impact?.not_rerun ?? []).map(taskKey));
        const words = all.slice(0, NAMED).map((g, i) => {
            const others = new Set(all.filter((_, j) => j !== i).flatMap((o) => [...tasksOf(o)]));
            const dirs = g.slice(0, NAMED).map((s) => s.dir);
            const more = g.length > NAMED ? ` and ${g.length - NAMED} more` : '';
            return `${dirs.join(', ')}${more}: ${impactWords(g[0].summary.impact, others)}`;
        });
        const more = all.length > NAMED ? `; and ${all.length - NAMED} more group(s)` : '';
        throw new MergeError(`the shards disagree on impact selection (each must select the same tasks): ${words.join('; ')}${more}`);
    }
    const impact = shards[0].summary.impact;
    if (!impact || impact.all)
        return impact;
    const notRerun = new Set(impact.not_rerun.map(taskKey));
    for (const s of shards) {
        const ran = s.records.find((r) => notRerun.has(taskKey(r)));
        if (ran) {
            throw new MergeError(`${s.dir} ran ${named(taskKey(ran))}, which its impact selection lists as not re-run`);
        }
    }
    return impact;
}
/** One summary and one record list from complete shards, as if one job had run them all. */
function mergeShards(given) {
    checkShards(given);
    // Shard order, not listing order: the merged task order must not depend on how they arrived.
    const index = (s) => Number(s.summary.identity.shard?.split('/')[0] ?? 0);
    const shards = [...given].sort((a, b) => index(a) - index(b));
    const impact = mergedImpact(shards);
    const suites = new Map();
    for (const shard of shards) {
        for (const s of shard.summary.suites) {
            const key = `${s.name}\u0000${s.file}`;
            const entry = suites.get(key) ?? {
                ...s,
                tasks: [],
                ...(s.trigger_accuracy ? { trigger: { threshold: s.trigger_accuracy.threshold } } : {}),
            };
            for (const t of s.tasks) {
                if (!entry.tasks.some((x) => x.id === t.task_id))
                    entry.tasks.push({
                        id: t.task_id,
                        name: t.task_name,
                        ...(t.golden ? { golden: true } : {}),
                        ...(t.quarantined ? { quarantined: t.quarantined } : {}),
                    });
            }
            suites.set(key, entry);
        }
    }
    const records = shards
        .flatMap((s) => s.records)
        .sort((a, b) => a.suite.localeCompare(b.suite) || a.task_id.localeCompare(b.task_id) || a.trial - b.trial)
        .map(({ shard: _shard, ...rest }) => rest);
    const first = shards[0].summary.identity;
    const summary = (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .buildSummary */ .fR)(records, [...suites.values()], {
        commit: first.commit ?? undefined,
        ref: first.ref ?? undefined,
        models: {
            agent: first.models.agent ?? undefined,
            responder: first.models.responder ?? undefined,
            judge: first.models.judge ?? undefined,
        },
    }, Math.max(...shards.map((s) => s.summary.duration_ms)));
    // The suite set is the shards' own (each shard summary lists every suite of the set).
    summary.identity.suite_set = first.suite_set;
    // Each task's identity (what a pooled baseline keys on) as the shard that ran it computed it:
    // without it, a sharded workflow's saved baseline would never pool.
    const identities = new Map();
    for (const shard of shards) {
        for (const s of shard.summary.suites) {
            for (const t of s.tasks)
                if (t.identity)
                    identities.set(`${s.name}\u0000${t.task_id}`, t.identity);
        }
    }
    for (const s of summary.suites) {
        for (const t of s.tasks) {
            const identity = identities.get(`${s.name}\u0000${t.task_id}`);
            if (identity)
                t.identity = identity;
        }
    }
    // Skill token budgets are counted over the repository, the same in every shard.
    const tokens = shards.find((s) => s.summary.tokens)?.summary.tokens;
    if (tokens)
        summary.tokens = tokens;
    // What each shard's share of the budget kept from starting: the gate must still see it.
    const notRun = mergeNotRun(shards.map((s) => s.summary.not_run));
    if (notRun)
        summary.not_run = notRun;
    if (impact)
        summary.impact = impact;
    return { summary, records };
}
/**
 * The shards' not_run as one (and a confirm job's with theirs): runs summed, tasks in order, the
 * distinct reasons joined.
 */
function mergeNotRun(parts) {
    const given = parts.filter((n) => !!n?.runs);
    if (!given.length)
        return undefined;
    // Bounded as the schema bounds them: the merged summary.json is read back like any other.
    return {
        reason: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateAtWord */ ._n)([...new Set(given.map((n) => n.reason))].join('; '), 500),
        runs: given.reduce((sum, n) => sum + n.runs, 0),
        tasks: given.flatMap((n) => n.tasks).slice(0, 10_000),
    };
}


/***/ }),

/***/ 88128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ notPassedReason)
/* harmony export */ });
/* harmony import */ var _shared_asking_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95854);
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65839);


/** A quoted question stays short: the reason is a line, the transcript is in results.jsonl. */
const quote = (text) => `"${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, 160)}"`;
function failingGraders(r) {
    const failing = r.graders.filter((g) => !g.passed && g.applicable !== false);
    if (!failing.length)
        return null;
    return failing.map((g) => `${g.name} (${g.type}): ${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(g.feedback)}`).join('; ');
}
function notPassedReason(r) {
    if (r.status === 'error' || r.error) {
        return { kind: 'error', text: r.error?.message || r.outcome.replace(/_/g, ' ') };
    }
    if (r.status === 'skipped' && r.outcome === 'not_run') {
        return { kind: 'skipped', text: 'skip: true in the test file: not run' };
    }
    if (r.status === 'skipped') {
        const asked = r.turns.at(-1)?.output;
        return {
            kind: 'skipped',
            text: 'the agent asked a question and no input source was configured' +
                (asked ? `: ${quote((0,_shared_asking_js__WEBPACK_IMPORTED_MODULE_1__/* .questionOf */ .Y)(asked))}` : ''),
        };
    }
    if (r.status === 'abstained') {
        const reason = r.responder?.reason || 'no reason given';
        const question = r.responder?.last_question;
        // The rule responder's reason already quotes the question; an LLM's or a person's may not.
        const quoted = question && reason.includes((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(question).slice(0, 40));
        return {
            kind: 'abstained',
            text: `responder abstained: ${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(reason)}` +
                (question && !quoted ? `; on the agent's message ${quote(question)}` : ''),
        };
    }
    const graders = failingGraders(r);
    if (r.outcome === 'cap_exhausted') {
        const cap = `cap reached after ${r.responder?.followups_sent ?? 0} follow-up(s); ` +
            `the agent still asks: ${quote(r.responder?.last_question ?? r.turns.at(-1)?.output ?? '')}`;
        return { kind: 'cap_exhausted', text: graders ? `${cap}; ${graders}` : cap };
    }
    if (r.outcome === 'checkpoints_missing') {
        const missing = r.checkpoints.filter((c) => c.required && !c.reached).map((c) => c.id);
        const text = `checkpoints not reached: ${missing.join(', ') || 'none on record'}`;
        return { kind: 'checkpoints_missing', text: graders ? `${text}; ${graders}` : text };
    }
    if (graders) {
        // Graded as it ended: the question the agent ended with explains many a failure.
        const last = r.ended_with_question ? r.turns.at(-1)?.output : undefined;
        return {
            kind: 'graders',
            text: last ? `${graders}; the agent ended asking ${quote((0,_shared_asking_js__WEBPACK_IMPORTED_MODULE_1__/* .questionOf */ .Y)(last))}` : graders,
        };
    }
    if (r.status === 'failed') {
        return { kind: 'other', text: 'failed without a failing grader on record' };
    }
    return { kind: 'other', text: `${r.status} (${r.outcome.replace(/_/g, ' ')})` };
}


/***/ }),

/***/ 29708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ stopNote)
/* harmony export */ });
function stopNote(stop) {
    if (stop.by === 'budget') {
        return `stopped: ${stop.reason ?? 'the budget was reached'}; ${stop.notRun} run(s) not started, and their tasks are inconclusive.`;
    }
    return stop.by === 'fail_fast'
        ? `fail-fast: stopped after the first run that did not pass; ${stop.notRun} run(s) not started.`
        : `cancelled: ${stop.notRun} run(s) not finished; every finished run is in results.jsonl.`;
}


/***/ }),

/***/ 49020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ namedFiles)
/* harmony export */ });
// A list of file names said in one line, bounded: the first few quoted, the rest counted.
/** Files named at most; the rest are counted. */
const NAMED = 5;
/** `"evals/s/check.sh", "skills/x/SKILL.md" and 3 more`. */
function namedFiles(files) {
    const named = files.slice(0, NAMED).map((f) => JSON.stringify(f.slice(0, 200)));
    const more = files.length - named.length;
    return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}


/***/ }),

/***/ 74891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ filterMatches)
/* harmony export */ });
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2856);
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
            .map((part) => re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.quote(part))
            .join('.*');
        pattern = re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.compile(`^${body}$`, re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.CASE_INSENSITIVE);
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


/***/ }),

/***/ 90119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vh: () => (/* binding */ testsOf),
/* harmony export */   gG: () => (/* binding */ inTurns),
/* harmony export */   kW: () => (/* binding */ candidatesOf)
/* harmony export */ });
/* unused harmony exports SCREEN_LEVEL, reasonsOf */
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57666);
// Which tasks the confirmation re-runs (verdict/confirm.ts), from the screening alone.
//
// A task is a candidate for what its screening against the pool shows: a lower verdict pass rate
// (`drop`, p <= SCREEN_LEVEL), a higher error rate (`errors`), a higher abstain rate (`abstains`),
// no verdict run left on the head because it errored (`no_verdict`), a pool that always passed
// against a head that always failed (`collapsed`: the rule that still fires at one trial, where
// the best screening p of a pool of five against one run is 1/6), a head that only abstained
// where the pool reached verdicts and never abstained (`abstains` too, for the same reason).
// (`collapsed` replaced the `blind` rule, which fired only when every compared task collapsed.)
//
// The cap (confirm-tasks) is shared out by reason, in turns: the most suspicious drop, then the
// most suspicious rise in abstains, then the most suspicious rise in errors, and again. Ranking
// every candidate on one p-value would let transient errors crowd out a real drop: when an outage
// errors every screening run of a few tasks, their error p is far smaller than any drop's. Taking
// turns costs no runs (a rerun of each erroring task first would) and does not depend on the
// outage being over. The choice looks at the screening only, so it costs the tests no validity.

/** A task whose screening p (drop, errors or abstains) is at most this is a candidate. */
const SCREEN_LEVEL = 0.15;
/** Which tests a candidate's screening reasons commit it to. */
function testsOf(why) {
    return {
        drop: why.includes('drop') || why.includes('collapsed'),
        errors: why.includes('errors') || why.includes('no_verdict'),
        abstains: why.includes('abstains'),
    };
}
/** Why the screening makes this task a candidate (empty: it does not). */
function reasonsOf(t) {
    const why = [];
    // A quarantined task cannot fail the check: re-running it would spend the budget for nothing.
    if (!t.base || !t.head || t.quarantined)
        return why;
    const b = t.base;
    const h = t.head;
    if (t.p_value !== null && t.p_value <= SCREEN_LEVEL)
        why.push('drop');
    else if (b.verdicts > 0 && b.failed === 0 && h.verdicts > 0 && h.passed === 0)
        why.push('collapsed');
    if (t.error_p !== null && t.error_p <= SCREEN_LEVEL)
        why.push('errors');
    const abstainP = t.abstain_p ?? null;
    if ((abstainP !== null && abstainP <= SCREEN_LEVEL) ||
        (b.abstains === 0 && h.abstains !== null && (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .onlyAbstains */ .EO)(b, h)))
        why.push('abstains');
    if (!h.verdicts && h.errors > 0 && b.verdicts > 0)
        why.push('no_verdict');
    return why;
}
const TURNS = ['drop', 'abstains', 'errors'];
/** The screening's p-values; a task with no verdict run left on the head goes first for errors. */
const screeningRanks = (c) => ({
    drop: c.t.p_value,
    errors: c.why.includes('no_verdict') ? 0 : c.t.error_p,
    abstains: c.t.abstain_p ?? null,
});
/**
 * At most `cap` of `list`, taken in turns by reason: the best-ranked drop, abstain rise and error
 * rise not yet taken, and again. A candidate is in the queue of every test its reasons commit it
 * to; ties keep the list's order. Returned in the order taken.
 */
function inTurns(list, cap, ranks) {
    const queues = TURNS.map((turn) => list
        .map((item, order) => ({
        item,
        order,
        rank: testsOf(item.why)[turn] ? (ranks(item)[turn] ?? 1) : null,
    }))
        .filter((q) => q.rank !== null)
        .sort((a, b) => a.rank - b.rank || a.order - b.order)
        .map((q) => q.item));
    const taken = new Set();
    const most = Math.min(Math.max(0, cap), list.length);
    for (let before = -1; taken.size < most && taken.size > before;) {
        before = taken.size;
        for (const queue of queues) {
            const next = queue.find((q) => !taken.has(q));
            if (next && taken.size < most)
                taken.add(next);
        }
    }
    return [...taken];
}
/**
 * The screening's candidates: `chosen` (at most `maxTasks`, taken in turns by reason), and the
 * candidates left over.
 */
function candidatesOf(c, maxTasks) {
    const all = [];
    for (const t of c.tasks) {
        const why = reasonsOf(t);
        if (why.length)
            all.push({ t, why });
    }
    const chosen = inTurns(all, maxTasks, screeningRanks);
    return { chosen, left: all.filter((a) => !chosen.includes(a)), eligible: all.length };
}


/***/ }),

/***/ 57666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ onlyAbstains),
/* harmony export */   G: () => (/* binding */ TASK_BUCKETS),
/* harmony export */   H: () => (/* binding */ NEWLY_ABSTAINING),
/* harmony export */   IP: () => (/* binding */ compareSummaries),
/* harmony export */   MA: () => (/* binding */ formatP),
/* harmony export */   MG: () => (/* binding */ pEquals),
/* harmony export */   Xg: () => (/* binding */ taskSide),
/* harmony export */   Xl: () => (/* binding */ formatSide),
/* harmony export */   aV: () => (/* binding */ abstainingUndecided),
/* harmony export */   nd: () => (/* binding */ BUCKET_NOTES),
/* harmony export */   pC: () => (/* binding */ suiteLine),
/* harmony export */   uD: () => (/* binding */ newlyAbstainingNote),
/* harmony export */   uv: () => (/* binding */ blindLine)
/* harmony export */ });
/* unused harmony export DEFAULT_TASK_SHARE */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59910);
/* harmony import */ var _outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39065);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46795);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71275);
// Base vs head comparison of two summaries: the regression gate's screening against a pooled
// baseline. With a base checkout these tests only screen (they spend no alpha, and only runs of
// the base commit made beside the head can fail the check: verdict/confirm.ts); without one
// they are the verdict, and the comparison says so. The pass rate
// counts verdict runs only (passed vs failed). Abstains are an outcome of their own: the abstain
// rate (abstained runs over all runs) is tested like the error rate. Per task, one-sided exact
// Fisher tests — the drop of a task with verdict runs on both sides, and the rise in abstains of a
// task that abstained on either side (a task without any abstain has a test that cannot reject,
// left out of the family as Tarone's rule allows) — with Holm's correction across all of them at
// alpha_task; across the suite, the exact conditional Cochran–Mantel–Haenszel test with tasks as
// strata, at alpha_suite (alpha_task + alpha_suite = alpha). Every task lands in one
// bucket, computed here once and rendered as-is by the console, `compare --json`, report.md, the
// PR comment and the job summary. Figures of the rule: `npm run bench:verdict`.






/** The share of alpha spent on the per-task tests; the rest goes to the suite-level test. */
const DEFAULT_TASK_SHARE = 0.5;
/** The words a regressed task's new abstains are named with (headline, verdict, console). */
const NEWLY_ABSTAINING = 'newly abstaining: the agent now asks what the brief does not answer — add it to the brief if intended';
/** A task's side; the base side counts the verdicts of its pooled runs (results/pool.ts). */
function taskSide(task, pooled = false) {
    const s = task.counts.by_status;
    const own = (s.passed ?? 0) + (s.failed ?? 0);
    const pool = pooled ? (0,_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .pooledCounts */ .wM)(task) : null;
    const passed = pool ? pool.passed : (s.passed ?? 0);
    const failed = pool ? pool.failed : (s.failed ?? 0);
    const errors = pool ? { errored: pool.errored, runs: pool.task_runs } : ownErrors(task);
    const abstained = s.abstained ?? 0;
    return {
        passed,
        failed,
        verdicts: passed + failed,
        abstained,
        errors: s.error ?? 0,
        abstains: pool ? pool.abstained : abstained,
        skipped: s.skipped ?? 0,
        // The pooled runs' verdicts count as trials too: "42/50" on the base side.
        trials: task.trials + passed + failed - own,
        pass_rate: passed + failed ? passed / (passed + failed) : null,
        outcome: task.outcome,
        pooled_runs: pool ? pool.runs : 1,
        ...errors,
    };
}
/** A task's own errored runs and runs (an older summary without `errored`: its error count). */
function ownErrors(task) {
    return { errored: task.errored ?? task.counts.by_status.error ?? 0, runs: task.counts.runs };
}
/** The head reached no verdict and abstained, while the base reached verdicts. */
function onlyAbstains(base, head) {
    return head.verdicts === 0 && head.abstained > 0 && base.verdicts > 0;
}
function tasksByKey(summary) {
    const map = new Map();
    for (const suite of summary.suites) {
        for (const task of suite.tasks)
            map.set(`${suite.name}\u0000${task.task_id}`, { suite: suite.name, task });
    }
    return map;
}
function totals(summary) {
    const u = summary.usage;
    return {
        commit: summary.identity.commit,
        pass_rate: summary.pass_rate,
        runs: summary.counts.runs,
        total_tokens: u.agent.total_tokens + u.responder.total_tokens + u.judge.total_tokens,
        duration_ms: summary.duration_ms,
    };
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** What a side had instead of verdict runs, e.g. "3 errors (config_error)". */
function withoutVerdict(s) {
    const parts = [];
    if (s.errors)
        parts.push(plural(s.errors, 'error'));
    if (s.abstained)
        parts.push(`${s.abstained} abstained`);
    if (s.skipped)
        parts.push(`${s.skipped} skipped`);
    const what = parts.length ? parts.join(', ') : 'no runs';
    // The outcome names the error kind (config_error, timeout, ...); abstains and skips say it all.
    const named = ['completed', 'abstained', 'awaiting_input'].includes(s.outcome);
    return named ? what : `${what} (${s.outcome})`;
}
function noVerdictNote(base, head) {
    const sides = [];
    if (!base.verdicts)
        sides.push(`base: ${withoutVerdict(base)}`);
    if (!head.verdicts)
        sides.push(`head: ${withoutVerdict(head)}`);
    return `no verdict run on ${sides.join('; ')}`;
}
function abstainReasons(records) {
    const reasons = new Map();
    for (const r of records ?? []) {
        if (r.status !== 'abstained' || r.skill_arm === 'without')
            continue;
        const key = `${r.suite}\u0000${r.task_id}`;
        if (!reasons.has(key))
            reasons.set(key, r.responder?.reason || 'no reason given');
    }
    return reasons;
}
/** Every task of either side with its p-values and first bucket, and the tests it is in. */
function taskEntries(base, head, reasons) {
    const baseTasks = tasksByKey(base);
    const headTasks = tasksByKey(head);
    const tasks = [];
    const compared = [];
    /** The abstain tests in Holm's family: the tasks that abstained on either side. */
    const abstainTests = [];
    const errorTables = [];
    const quarantined = [];
    for (const [key, { suite, task }] of headTasks) {
        const before = baseTasks.get(key);
        const h = taskSide(task);
        const entry = {
            suite,
            task_id: task.task_id,
            task_name: task.task_name,
            bucket: 'new',
            base: null,
            head: h,
            p_value: null,
            error_p: null,
            abstain_p: null,
            low_confidence: false,
            outcome_changed: false,
            note: null,
        };
        if (task.quarantined)
            entry.quarantined = task.quarantined;
        tasks.push(entry);
        if (!before)
            continue;
        const b = taskSide(before.task, true);
        entry.base = b;
        // A quarantined task is compared for the report, but stays out of every test's family.
        const counted = !task.quarantined;
        const rise = (0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .errorRiseP */ .g1)(b, h);
        if (rise) {
            entry.error_p = Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(rise));
            if (counted)
                errorTables.push((0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .errorTable */ .NN)(b, h));
        }
        const abstainRise = errorsOrAbstains(b, h) ? (0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .abstainRiseP */ .ir)(b, h) : null;
        if (abstainRise) {
            entry.abstain_p = Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(abstainRise));
            if (counted)
                abstainTests.push({ t: entry, p: abstainRise });
        }
        entry.outcome_changed = b.outcome !== h.outcome;
        entry.bucket = 'unchanged';
        if (b.verdicts && h.verdicts) {
            const table = {
                basePass: b.passed,
                baseTotal: b.verdicts,
                headPass: h.passed,
                headTotal: h.verdicts,
            };
            const p = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)(table);
            entry.p_value = Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(p));
            (counted ? compared : quarantined).push({ t: entry, table, p });
        }
        if (h.abstained > 0 && b.abstained === 0) {
            entry.bucket = 'newly_abstaining';
            entry.note = reasons.get(key) ?? null;
        }
        else if (!b.verdicts || !h.verdicts) {
            entry.bucket = 'no_verdict';
            entry.note = noVerdictNote(b, h);
        }
    }
    for (const [key, { suite, task }] of baseTasks) {
        if (headTasks.has(key))
            continue;
        tasks.push({
            suite,
            task_id: task.task_id,
            task_name: task.task_name,
            bucket: 'removed',
            base: taskSide(task, true),
            head: null,
            p_value: null,
            error_p: null,
            abstain_p: null,
            low_confidence: false,
            outcome_changed: false,
            note: null,
        });
    }
    return { tasks, compared, abstainTests, errorTables, quarantined };
}
/** Holm across the drop and abstain tests, and each compared task's bucket from its tests. */
function placeInBuckets(compared, abstainTests, alphaTask, alphaR) {
    // Per task: Holm across the drop tests and the abstain tests. Regressed beats any other bucket
    // (a drop before a rise in abstains).
    const rejectedAll = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .holm */ .fU)([...compared.map((c) => c.p), ...abstainTests.map((c) => c.p)], alphaTask);
    const rejected = rejectedAll.slice(0, compared.length);
    abstainTests.forEach(({ t }, i) => {
        if (!rejectedAll[compared.length + i])
            return;
        t.bucket = 'regressed';
        t.regression = 'abstains';
        t.note = newlyAbstainingNote(t.note);
    });
    compared.forEach((c, i) => bucketByDrop(c, !!rejected[i], alphaR));
}
/** A compared task's bucket from its drop test: `rejected` by Holm, else its unadjusted p. */
function bucketByDrop({ t, table, p }, rejected, alphaR) {
    const single = table.baseTotal === 1 && table.headTotal === 1;
    if (rejected) {
        t.bucket = 'regressed';
        t.regression = 'drop';
    }
    else if (t.bucket === 'regressed') {
        // Regressed in abstains alone.
    }
    else if ((0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .atMost */ .Tu)(p, alphaR) || (single && table.basePass === 1 && table.headPass === 0)) {
        t.bucket = 'possible_regression';
        t.low_confidence = single;
    }
    else if (t.bucket === 'unchanged') {
        const rise = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)({
            basePass: table.headPass,
            baseTotal: table.headTotal,
            headPass: table.basePass,
            headTotal: table.baseTotal,
        });
        if ((0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .atMost */ .Tu)(rise, alphaR) || (single && table.basePass === 0 && table.headPass === 1)) {
            t.bucket = 'fixed';
            t.low_confidence = single;
        }
    }
}
function compareSummaries(base, head, options = {}) {
    const alpha = options.alpha ?? _options_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_ALPHA */ .pO;
    const share = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(options.taskShare ?? DEFAULT_TASK_SHARE);
    const alphaR = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(alpha);
    const alphaTask = { num: alphaR.num * share.num, den: alphaR.den * share.den };
    const alphaSuite = {
        num: alphaR.num * (share.den - share.num),
        den: alphaR.den * share.den,
    };
    const { tasks, compared, abstainTests, errorTables, quarantined } = taskEntries(base, head, abstainReasons(options.headRecords));
    placeInBuckets(compared, abstainTests, alphaTask, alphaR);
    // Listed as what their own p says (a possible regression at most): never regressed.
    for (const q of quarantined)
        bucketByDrop(q, false, alphaR);
    // Suite: the exact stratified test over the same tasks.
    const tables = compared.map((c) => c.table);
    const sum = (f) => tables.reduce((s, t) => s + f(t), 0);
    const stratified = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(tables, alphaSuite);
    const errorsTest = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(errorTables, alphaSuite);
    const suiteTest = {
        tasks: tables.length,
        base_pass_rate: tables.length ? sum((t) => t.basePass) / sum((t) => t.baseTotal) : null,
        head_pass_rate: tables.length ? sum((t) => t.headPass) / sum((t) => t.headTotal) : null,
        p_value: tables.length ? stratified.p : null,
        error_p: errorTables.length ? errorsTest.p : null,
        regressed: stratified.significant,
    };
    // What the design can see: can any single task reach the first Holm threshold?
    const m = compared.length;
    const firstThreshold = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .scale */ .hs)(alphaTask, 1n, BigInt(Math.max(1, m)));
    const blind = m > 0 &&
        compared.every(({ table }) => !(0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .atMost */ .Tu)((0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .smallestP */ .sd)(table.baseTotal, table.headTotal), firstThreshold))
        ? { tasks: m, trials_needed: (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .trialsToSee */ .G2)(alphaTask, m) }
        : null;
    const of = (bucket) => tasks.filter((t) => t.bucket === bucket);
    const undecided = abstainingUndecided(tasks);
    const buckets = {
        regressed: of('regressed'),
        suite_regressed: suiteTest.regressed ? suiteTest : null,
        possible_regression: of('possible_regression'),
        no_verdict: of('no_verdict'),
        newly_abstaining: of('newly_abstaining'),
        fixed: of('fixed'),
        new: of('new'),
        removed: of('removed'),
    };
    const b = totals(base);
    const h = totals(head);
    return {
        alpha,
        alpha_task: (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(alphaTask),
        alpha_suite: (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(alphaSuite),
        base: b,
        head: h,
        pass_rate_delta: h.pass_rate - b.pass_rate,
        total_tokens_delta: h.total_tokens - b.total_tokens,
        duration_ms_delta: h.duration_ms - b.duration_ms,
        suite_set_changed: base.identity.suite_set !== head.identity.suite_set,
        ...(base.pool_changes ? { pool_changes: base.pool_changes } : {}),
        tasks,
        suite: suiteTest,
        buckets,
        outcome_changes: tasks.filter((t) => t.outcome_changed && t.bucket === 'unchanged'),
        regressions: buckets.regressed.length || (suiteTest.regressed ? 1 : 0),
        blind,
        ...(undecided.length ? { undecided } : {}),
    };
}
/** A regressed task's new abstains, in words, with the responder's reason when there is one. */
function newlyAbstainingNote(reason) {
    return reason?.startsWith(NEWLY_ABSTAINING)
        ? reason
        : `${NEWLY_ABSTAINING}${reason ? ` (the responder: ${reason})` : ''}`;
}
/** Whether the abstain test can say anything: a side abstained. */
function errorsOrAbstains(b, h) {
    return (b.abstains ?? 0) + (h.abstains ?? 0) > 0;
}
/**
 * Tasks that went from verdict runs to only abstains and did not regress: nothing confirmed it
 * either way, so the gate cannot call them a pass.
 */
function abstainingUndecided(tasks) {
    return tasks
        .filter((t) => t.bucket !== 'regressed' &&
        !t.quarantined &&
        t.base &&
        t.head &&
        onlyAbstains(t.base, t.head))
        .map((t) => ({
        suite: t.suite,
        task_id: t.task_id,
        reason: `went from verdict runs to only abstains (${NEWLY_ABSTAINING.split(':')[0]}) and nothing confirmed it`,
    }));
}
/** The task buckets in the order every rendering lists them, with their titles. */
const TASK_BUCKETS = [
    ['regressed', 'Regressed'],
    ['possible_regression', 'Possible regressions'],
    ['no_verdict', 'No verdict'],
    ['newly_abstaining', 'Newly abstaining'],
    ['fixed', 'Fixed'],
    ['new', 'New'],
    ['removed', 'Removed'],
];
/** What each bucket means, one line (the same wording in the console and the report). */
const BUCKET_NOTES = {
    regressed: 'confirmed against runs of the base commit made beside the head in the same job (without them, significant after Holm correction across the tasks compared): fails the check',
    possible_regression: 'what the screening against the pooled baseline flagged (an unadjusted drop, p <= alpha, or a one-trial pass -> fail) and nothing confirmed: listed, never fails the check',
    no_verdict: 'no passed or failed run on a side: nothing to compare, never a regression',
    newly_abstaining: 'abstains the base did not have, not significant: listed (a significant rise in abstains is regressed, "newly abstaining")',
    fixed: 'a significant rise, or a one-trial fail -> pass',
    new: 'only in head',
    removed: 'only in base',
};
const percent = (rate) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
/** A p-value for people: 3 significant digits, "< 0.0001" below. */
function formatP(p) {
    if (p === null)
        return '—';
    return p < 0.0001 ? '< 0.0001' : Number(p.toPrecision(3)).toString();
}
/** "p = 0.0433", or "p < 0.0001" (never "p = < 0.0001"). */
function pEquals(p) {
    const text = formatP(p);
    return text.startsWith('<') ? `p ${text}` : `p = ${text}`;
}
/** The suite-level test in one line. */
function suiteLine(c) {
    const s = c.suite;
    if (!s.tasks)
        return 'Suite: no task with verdict runs on both sides; no suite-level test.';
    return (`Suite: pass rate of verdict runs ${percent(s.base_pass_rate)} -> ${percent(s.head_pass_rate)} ` +
        `over ${plural(s.tasks, 'task')}, ${pEquals(s.p_value)} ` +
        `(exact stratified test, alpha_suite ${c.alpha_suite}): ` +
        (s.regressed ? 'regressed' : 'not significant'));
}
/** "Say what the design can see": null when some task can be flagged. */
function blindLine(c) {
    if (!c.blind)
        return null;
    const { tasks, trials_needed } = c.blind;
    const need = Number.isFinite(trials_needed) ? `${trials_needed}` : 'more';
    return (`With these trials no single task can be flagged (${plural(tasks, 'task')} compared at ` +
        `alpha_task ${c.alpha_task}, Holm): ${need} verdict trials per task on both sides would make an ` +
        `all-pass -> all-fail task significant; the suite-level test still applies.`);
}
/** A side's verdict counts, with what else it ran: "3/4 +1 error". */
function formatSide(s) {
    if (!s)
        return '—';
    const extra = [];
    if (s.errors)
        extra.push(`${s.errors} error`);
    if (s.abstained)
        extra.push(`${s.abstained} abstained`);
    if (s.skipped)
        extra.push(`${s.skipped} skipped`);
    return `${s.passed}/${s.verdicts}${extra.length ? ` +${extra.join(' +')}` : ''}`;
}
/** A level from the command line or an action input: a number strictly between 0 and 1. */


/***/ }),

/***/ 17794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HY: () => (/* binding */ dayShift),
/* harmony export */   OI: () => (/* binding */ shiftedPool),
/* harmony export */   rR: () => (/* binding */ candidatesAfterShift)
/* harmony export */ });
/* unused harmony export screeningShift */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59910);
/* harmony import */ var _candidates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90119);
/* harmony import */ var _outcome_tests_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39065);
/* harmony import */ var _side_counts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5363);
// The day's shift: when the suite's concurrent sample finds the head like the base today
// (verdict/suite-stages.ts), what the base's sample runs lost against the pool, up to the
// screening's own suite-wide drop, is the provider's day or a stale pool, not the pull request.
// The task candidates are then chosen against the pool moved by that shift, so that a shift
// common to every task is not confirmed task by task. This only chooses which tasks are re-run
// (and how their head-only stage is judged): no tested run is among what it looks at.




/**
 * The head's screening against the pool over the compared tasks: its mean drop in the verdict
 * pass rate and rise in the error rate (each task weighted by its head runs), only in the worse
 * direction. Null when there is neither.
 */
function screeningShift(c) {
    let drop = 0;
    let dropWeight = 0;
    let rise = 0;
    let riseWeight = 0;
    for (const t of c.tasks) {
        if (!t.base || !t.head || t.quarantined)
            continue;
        if (t.base.verdicts && t.head.verdicts) {
            drop += t.head.passed - t.head.verdicts * (t.base.passed / t.base.verdicts);
            dropWeight += t.head.verdicts;
        }
        if (t.base.runs && t.head.runs) {
            rise += t.head.errored - t.head.runs * (t.base.errored / t.base.runs);
            riseWeight += t.head.runs;
        }
    }
    const shift = {
        pass_rate: dropWeight ? Math.min(0, drop / dropWeight) : 0,
        error_rate: riseWeight ? Math.max(0, rise / riseWeight) : 0,
    };
    return shift.pass_rate < 0 || shift.error_rate > 0 ? shift : null;
}
/**
 * What the base's sample runs lost against their tasks' pools (drop in the verdict pass rate,
 * rise in the error rate), each no more than the screening's own suite-wide shift; null when
 * neither is worse.
 */
function dayShift(c, sample) {
    const screening = screeningShift(c);
    if (!screening)
        return null;
    let drop = 0;
    let dropWeight = 0;
    let rise = 0;
    let riseWeight = 0;
    for (const { t, runs } of sample) {
        const pool = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .poolSide */ .SY)(t);
        if ((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(pool) && (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(runs)) {
            drop += runs.passed - (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(runs) * (pool.passed / (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(pool));
            dropWeight += (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(runs);
        }
        if (pool.runs && runs.runs) {
            rise += runs.errored - runs.runs * (pool.errored / pool.runs);
            riseWeight += runs.runs;
        }
    }
    const base = {
        pass_rate: dropWeight ? Math.min(0, drop / dropWeight) : 0,
        error_rate: riseWeight ? Math.max(0, rise / riseWeight) : 0,
    };
    const shift = {
        pass_rate: Math.max(base.pass_rate, screening.pass_rate),
        error_rate: Math.min(base.error_rate, screening.error_rate),
    };
    return shift.pass_rate < 0 || shift.error_rate > 0 ? shift : null;
}
const clip = (x) => Math.min(1, Math.max(0, x));
/** A task's pooled side moved by the shift (its counts rounded to whole runs). */
function shiftedPool(t, shift) {
    const pool = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .poolSide */ .SY)(t);
    if (!shift)
        return pool;
    const v = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(pool);
    const passed = v ? Math.round(clip(pool.passed / v + shift.pass_rate) * v) : 0;
    const errored = pool.runs
        ? Math.round(clip(pool.errored / pool.runs + shift.error_rate) * pool.runs)
        : 0;
    return { ...pool, passed, failed: v - passed, errored };
}
/**
 * The candidates (verdict/candidates.ts) with each task's screening p-values of the drop and
 * of the rise in errors taken against its shifted pool.
 */
function candidatesAfterShift(c, shift, maxTasks) {
    const originals = new Map();
    const tasks = c.tasks.map((t) => {
        if (!t.base || !t.head)
            return t;
        const pool = shiftedPool(t, shift);
        const v = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(pool);
        const base = {
            ...t.base,
            passed: pool.passed,
            failed: pool.failed,
            verdicts: v,
            errored: pool.errored,
            pass_rate: v ? pool.passed / v : null,
        };
        const h = t.head;
        const drop = v && h.verdicts
            ? (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)({
                basePass: pool.passed,
                baseTotal: v,
                headPass: h.passed,
                headTotal: h.verdicts,
            })
            : null;
        const rise = (0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_2__/* .errorRiseP */ .g1)(base, h);
        const moved = {
            ...t,
            base,
            p_value: drop ? Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(drop)) : null,
            error_p: rise ? Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(rise)) : null,
        };
        originals.set(moved, t);
        return moved;
    });
    const back = (x) => ({ t: originals.get(x.t) ?? x.t, why: x.why });
    const { chosen, left, eligible } = (0,_candidates_js__WEBPACK_IMPORTED_MODULE_1__/* .candidatesOf */ .kW)({ ...c, tasks }, maxTasks);
    return { chosen: chosen.map(back), left: left.map(back), eligible };
}


/***/ }),

/***/ 12349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hr: () => (/* binding */ failureReason),
  Vj: () => (/* binding */ verdictOf)
});

// UNUSED EXPORTS: FAIL_ON

// EXTERNAL MODULE: ./src/results/counts.ts
var counts = __webpack_require__(59244);
// EXTERNAL MODULE: ./src/verdict/compare.ts
var compare = __webpack_require__(57666);
// EXTERNAL MODULE: ./src/verdict/golden.ts
var golden = __webpack_require__(34200);
;// CONCATENATED MODULE: ./src/verdict/lift-gate.ts
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Why the job's skill lift does not meet the requirement; empty when it does. */
function liftReasons(summary) {
    const lift = summary.skill_lift;
    if (!lift)
        return ['no skill lift was measured (the job ran no task without the skill)'];
    if (lift.skipped)
        return [`no skill lift was measured: ${lift.skipped}`];
    const reasons = [];
    if (lift.pooled.claim !== 'helps') {
        reasons.push(`the skill does not significantly lift the suite (${lift.sentence}; pooled p = ${lift.pooled.p_helps.toPrecision(2)})`);
    }
    const hurt = lift.tasks.filter((t) => t.claim === 'hurts');
    if (hurt.length) {
        const names = hurt.slice(0, 5).map((t) => `${t.suite}/${t.task}`);
        reasons.push(`the skill significantly hurts ${plural(hurt.length, 'task')} (${names.join(', ')}${hurt.length > 5 ? ', …' : ''})`);
    }
    return reasons;
}

// EXTERNAL MODULE: ./src/shared/file-list.ts
var file_list = __webpack_require__(49020);
// EXTERNAL MODULE: ./src/verdict/quarantine.ts
var quarantine = __webpack_require__(35749);
// EXTERNAL MODULE: ./src/verdict/options.ts
var options = __webpack_require__(71275);
;// CONCATENATED MODULE: ./src/verdict/fail-on.ts
// The verdict and fail-on: when the step goes red.
// The verdict (the `verdict` output, the headline): `regressed` when a regression is confirmed
// (verdict/confirm.ts: against concurrent base runs, or by the pool's screening when the base
// commit could not be run or confirmation is off); `inconclusive` when the design could not
// decide — no baseline, no task with verdict runs on both sides, trials too few for any
// single-task test to fire, a base checkout modified while it was measured — or a task has no verdict run at all on the head without a baseline
// to compare with, or a task the gate could not decide (Comparison.undecided: a candidate without
// base runs, a screening regression over the cap, a task gone to only abstains that nothing
// confirmed); else `pass`.
// fail-on: `regressions` (default) fails on `regressed`, and on a task none of whose runs reached a
// verdict when there is no comparison to decide it (errored runs are otherwise compared as an
// outcome by the gate, not counted); `inconclusive` also fails on `inconclusive`; `failures`: any
// run that failed, abstained or errored (skipped runs wait for input and are CI-friendly:
// on_missing_input: fail grades such runs as failures instead); `never`: only configuration
// errors; `no-lift`: as `regressions`, and the skill's lift must hold (lift-gate.ts). The
// action's fail-on input and `parley run --fail-on` share this.







const percent = (rate) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const fail_on_plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Tasks of the head none of whose runs reached a verdict because they errored. */
function tasksWithoutVerdict(summary) {
    const names = [];
    for (const suite of summary.suites) {
        for (const task of suite.tasks) {
            if (task.quarantined)
                continue;
            const s = task.counts.by_status;
            if ((s.error ?? 0) > 0 && (s.passed ?? 0) + (s.failed ?? 0) === 0)
                names.push(`${suite.name}/${task.task_id}`);
        }
    }
    return names;
}
/** The gate's verdict on a comparison (after acceptances), or on no comparison at all. */
function verdictOf(summary, comparison) {
    if (!comparison) {
        const none = tasksWithoutVerdict(summary);
        return none.length
            ? {
                verdict: 'regressed',
                reasons: [
                    `${fail_on_plural(none.length, 'task')} had no run that reached a verdict (every run errored): ${none.slice(0, 5).join(', ')}${none.length > 5 ? ', …' : ''}`,
                ],
            }
            : { verdict: 'inconclusive', reasons: ['no baseline to compare with'] };
    }
    // A base that changed while it was measured decides nothing (verdict/confirm.ts).
    const tampered = comparison.confirmation?.base_tampered;
    if (tampered) {
        return {
            verdict: 'inconclusive',
            reasons: [
                `the base commit's checkout was modified during the job (${(0,file_list/* namedFiles */.V)(tampered)}), so its runs were discarded`,
            ],
        };
    }
    const reasons = [];
    const byKind = (kind) => comparison.buckets.regressed.filter((t) => (t.regression ?? 'drop') === kind).length;
    const drops = byKind('drop');
    const errors = byKind('errors');
    const noVerdict = byKind('no_verdict');
    const abstaining = comparison.buckets.regressed.filter((t) => t.regression === 'abstains');
    if (drops)
        reasons.push(`${fail_on_plural(drops, 'task')} regressed against the baseline`);
    if (abstaining.length)
        reasons.push(`${fail_on_plural(abstaining.length, 'task')} ${compare/* NEWLY_ABSTAINING */.H} (${names(abstaining.map((t) => `${t.suite}/${t.task_id}`))})`);
    if (errors)
        reasons.push(`${fail_on_plural(errors, 'task')} errored significantly more often (timeouts, crashes)`);
    if (noVerdict)
        reasons.push(`${fail_on_plural(noVerdict, 'task')} had no run that reached a verdict on the head`);
    if (comparison.suite.regressed) {
        const concurrent = comparison.confirmation?.suite;
        if (concurrent?.regression === 'errors') {
            reasons.push(`the suite errored significantly more often than the concurrent base runs`);
        }
        else {
            const base = concurrent ? rate(concurrent.base) : comparison.suite.base_pass_rate;
            const head = concurrent ? rate(concurrent.head) : comparison.suite.head_pass_rate;
            const p = concurrent ? concurrent.p_value : comparison.suite.p_value;
            reasons.push(`the suite regressed against the baseline (verdict pass rate ${percent(base)} -> ${percent(head)}, ${(0,compare/* pEquals */.MG)(p)})`);
        }
    }
    if (reasons.length)
        return { verdict: 'regressed', reasons };
    const undecided = comparison.undecided ?? [];
    if (undecided.length)
        return {
            verdict: 'inconclusive',
            reasons: undecided
                .slice(0, 5)
                .map((u) => `${u.suite}/${u.task_id}: ${u.reason}`)
                .concat(undecided.length > 5 ? [`${undecided.length - 5} more task(s) undecided`] : []),
        };
    // The budget kept runs from starting: what did not run was not compared, so no pass.
    const notRun = summary.not_run;
    if (notRun?.runs) {
        const names = notRun.tasks.map((t) => t.task_id);
        return {
            verdict: 'inconclusive',
            reasons: [
                `${fail_on_plural(names.length, 'task')} not run in full (${notRun.reason}): ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}`,
            ],
        };
    }
    if (!comparison.tasks.some((t) => t.p_value !== null))
        return { verdict: 'inconclusive', reasons: ['no task has verdict runs on both sides'] };
    if (comparison.blind)
        return {
            verdict: 'inconclusive',
            reasons: [
                `with these trials no single task can show a regression (${Number.isFinite(comparison.blind.trials_needed) ? `${comparison.blind.trials_needed} verdict trials per task would` : 'more trials would'})`,
            ],
        };
    return { verdict: 'pass', reasons: [] };
}
const names = (list) => `${list.slice(0, 5).join(', ')}${list.length > 5 ? ', …' : ''}`;
const rate = (s) => s.passed + s.failed ? s.passed / (s.passed + s.failed) : null;
/** The reason to fail the step, or null to pass it. */
function failureReason(policy, summary, comparison, 
/** requireLift: the action's `skill-lift: require`, as `no-lift` asks whatever the policy. */
options = {}) {
    if (policy === 'never')
        return null;
    // A quarantined task's runs do not fail the check under any policy (verdict/quarantine.ts).
    const c = (0,counts/* countsOf */.m)((0,quarantine/* withoutQuarantined */.h)(summary));
    // A golden task that failed fails the check whatever the comparison says (golden.ts).
    const reasons = (0,golden/* goldenReasons */.HR)(summary);
    const gate = verdictOf(summary, comparison);
    // Errors without a comparison are what made the verdict: a fork without secrets ignores them.
    const fromErrorsAlone = !comparison && gate.verdict === 'regressed';
    if (gate.verdict === 'regressed' && !(fromErrorsAlone && options.ignoreErrors))
        reasons.push(...gate.reasons);
    if (gate.verdict === 'inconclusive' && policy === 'inconclusive')
        reasons.push(`the gate could not decide: ${gate.reasons.join('; ')}`);
    if (policy === 'no-lift' || options.requireLift)
        reasons.push(...liftReasons(summary));
    if (policy === 'failures') {
        if (c.errors && !options.ignoreErrors && !fromErrorsAlone)
            reasons.push(`${fail_on_plural(c.errors, 'run')} ended in an error and could not be graded`);
        const notPassed = c.failed + c.abstained;
        if (notPassed)
            reasons.push(`${notPassed} run${notPassed === 1 ? '' : 's'} did not pass (${c.failed} failed, ${c.abstained} abstained)`);
    }
    const asked = `fail-on: ${policy}${options.requireLift ? ', skill-lift: require' : ''}`;
    return reasons.length ? `parley: ${reasons.join('; ')} (${asked})` : null;
}


/***/ }),

/***/ 34200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HR: () => (/* binding */ goldenReasons),
/* harmony export */   cP: () => (/* binding */ withGolden),
/* harmony export */   p5: () => (/* binding */ goldenFailures)
/* harmony export */ });
/* unused harmony export goldenLine */
/* harmony import */ var _results_golden_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79701);
// Golden tasks in the gate: waza's `golden: true` marks a task that must always pass, and
// `waza gate` fails when one did not, whatever the aggregate says. Here a golden task with a run
// that failed on the head fails the check under every fail-on but `never`, with or without a
// baseline, and makes the verdict `regressed` with the task named. Decided apart from the
// comparison (compare.ts, confirm.ts): a golden failure needs no statistics.

/** Golden tasks named in one reason. */
const NAMED = 5;
/** The golden tasks with a failed run on the head, from the tasks' own counts. */
function goldenFailures(summary) {
    return (0,_results_golden_js__WEBPACK_IMPORTED_MODULE_0__/* .goldenFailed */ .z)(summary.suites) ?? [];
}
/** "golden task suite/x failed (2 of 5 verdict runs)". */
function goldenLine(f) {
    return `golden task ${f.suite}/${f.task_id} failed (${f.failed} of ${f.verdicts} verdict run${f.verdicts === 1 ? '' : 's'})`;
}
/** Why golden tasks fail the check: one clause, or none. */
function goldenReasons(summary) {
    const failed = goldenFailures(summary);
    if (!failed.length)
        return [];
    if (failed.length === 1)
        return [goldenLine(failed[0])];
    const named = failed
        .slice(0, NAMED)
        .map((f) => `${f.suite}/${f.task_id} (${f.failed} of ${f.verdicts})`);
    const more = failed.length > NAMED ? `, … (${failed.length - NAMED} more)` : '';
    return [`${failed.length} golden tasks failed: ${named.join(', ')}${more}`];
}
/** The gate's verdict with the golden failures: `regressed`, named first, when there are any. */
function withGolden(gate, summary) {
    const reasons = goldenReasons(summary);
    if (!reasons.length)
        return gate;
    return {
        verdict: 'regressed',
        reasons: [...reasons, ...(gate.verdict === 'regressed' ? gate.reasons : [])],
    };
}


/***/ }),

/***/ 39065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NN: () => (/* binding */ errorTable),
/* harmony export */   g1: () => (/* binding */ errorRiseP),
/* harmony export */   ir: () => (/* binding */ abstainRiseP)
/* harmony export */ });
/* unused harmony export abstainTable */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59910);
// The one-sided exact tests of a rise in an outcome's rate between two sides: errored runs and
// abstained runs over all runs, each as a 2x2 table whose "pass" is the run that did not have the
// outcome. The screening (compare.ts) and the confirmation (confirm.ts) both use them.

/** One-sided exact p of a rise in the error rate: "not errored" is the pass of the table. */
function errorRiseP(base, head) {
    if (!base.runs || !head.runs)
        return null;
    return (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)(errorTable(base, head));
}
function errorTable(base, head) {
    return {
        basePass: base.runs - base.errored,
        baseTotal: base.runs,
        headPass: head.runs - head.errored,
        headTotal: head.runs,
    };
}
/** One-sided exact p of a rise in the abstain rate: "did not abstain" is the pass of the table. */
function abstainRiseP(base, head) {
    if (base.abstains === null || head.abstains === null || !base.runs || !head.runs)
        return null;
    return (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)(abstainTable(base.abstains, base.runs, head.abstains, head.runs));
}
function abstainTable(baseAbstains, baseRuns, headAbstains, headRuns) {
    return {
        basePass: baseRuns - baseAbstains,
        baseTotal: baseRuns,
        headPass: headRuns - headAbstains,
        headTotal: headRuns,
    };
}


/***/ }),

/***/ 35749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ quarantinedTasks),
/* harmony export */   h: () => (/* binding */ withoutQuarantined)
/* harmony export */ });
/** The quarantined tasks of a summary, in its order. */
function quarantinedTasks(summary) {
    return summary.suites.flatMap((s) => s.tasks
        .filter((t) => t.quarantined)
        .map((t) => ({ suite: s.name, task_id: t.task_id, ...t.quarantined })));
}
/** The summary's counts without the quarantined tasks' runs (what fail-on counts). */
function withoutQuarantined(summary) {
    const out = summary.suites.flatMap((s) => s.tasks.filter((t) => t.quarantined));
    if (!out.length)
        return summary;
    const counts = structuredClone(summary.counts);
    for (const task of out) {
        counts.runs -= task.counts.runs;
        for (const [status, n] of Object.entries(task.counts.by_status))
            counts.by_status[status] -= n ?? 0;
        for (const [outcome, n] of Object.entries(task.counts.by_outcome))
            counts.by_outcome[outcome] -= n ?? 0;
    }
    return { ...summary, counts };
}


/***/ }),

/***/ 5363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C3: () => (/* binding */ worseAt),
/* harmony export */   Eb: () => (/* binding */ key),
/* harmony export */   Jh: () => (/* binding */ sideOf),
/* harmony export */   KS: () => (/* binding */ dropP),
/* harmony export */   KV: () => (/* binding */ verdictTable),
/* harmony export */   Pm: () => (/* binding */ sideCountsOf),
/* harmony export */   SY: () => (/* binding */ poolSide),
/* harmony export */   WQ: () => (/* binding */ add),
/* harmony export */   Zm: () => (/* binding */ pAtMost),
/* harmony export */   f2: () => (/* binding */ ZERO),
/* harmony export */   l0: () => (/* binding */ abstainP),
/* harmony export */   rY: () => (/* binding */ verdicts)
/* harmony export */ });
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59910);
/* harmony import */ var _outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39065);
// Counts of runs on one side (passed, failed, errored, abstained) and the one-sided exact tests
// between two such sides that the confirmation's stages and tests use.


const ZERO = { passed: 0, failed: 0, errored: 0, abstained: 0, runs: 0 };
const key = (suite, taskId) => `${suite}\u0000${taskId}`;
function sideCountsOf(runs) {
    const c = { passed: 0, failed: 0, errored: 0, abstained: 0, runs: runs.length };
    for (const r of runs) {
        if (r.status === 'passed')
            c.passed++;
        else if (r.status === 'failed')
            c.failed++;
        else if (r.status === 'abstained')
            c.abstained++;
        if (r.status === 'error' || r.error_attempts?.length)
            c.errored++;
    }
    return c;
}
const add = (a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    errored: a.errored + b.errored,
    abstained: (a.abstained ?? 0) + (b.abstained ?? 0),
    runs: a.runs + b.runs,
});
const verdicts = (c) => c.passed + c.failed;
// An older pool that does not say how many abstained counts none: such a task is never an
// abstain candidate (its abstain p is null), so this only affects the other tests' stopping.
const sideOf = (t) => t
    ? {
        passed: t.passed,
        failed: t.failed,
        errored: t.errored,
        abstained: t.abstains ?? 0,
        runs: t.runs,
    }
    : ZERO;
/** The pooled base side of the screening. */
const poolSide = (t) => sideOf(t.base);
const verdictTable = (base, head) => ({
    basePass: base.passed,
    baseTotal: base.passed + base.failed,
    headPass: head.passed,
    headTotal: head.passed + head.failed,
});
/** One-sided exact p of a drop (null without verdict runs on a side). */
function dropP(base, head) {
    const t = verdictTable(base, head);
    return t.baseTotal && t.headTotal ? (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)(t) : null;
}
/** One-sided exact p of a rise in abstains (null without runs on a side). */
const abstainP = (base, head) => (0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .abstainRiseP */ .ir)({ abstains: base.abstained ?? 0, runs: base.runs }, { abstains: head.abstained ?? 0, runs: head.runs });
const pAtMost = (p, level) => !!p && (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(p) <= level;
/** The head's drop or rise in errors or abstains against `base` has a one-sided exact p at most `level`. */
function worseAt(base, head, level) {
    return (pAtMost(dropP(base, head), level) ||
        pAtMost((0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .errorRiseP */ .g1)(base, head), level) ||
        pAtMost(abstainP(base, head), level));
}


/***/ }),

/***/ 39345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XE: () => (/* binding */ SUITE_STAGES),
/* harmony export */   tq: () => (/* binding */ confirmSuite),
/* harmony export */   yL: () => (/* binding */ suiteScreened)
/* harmony export */ });
/* unused harmony exports SUITE_SCREEN_LEVEL, DAY_SAMPLE_SHARE, DAY_SAMPLE_MIN, SUITE_KEEP_GOING, daySample */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59910);
/* harmony import */ var _outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39065);
/* harmony import */ var _day_shift_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17794);
/* harmony import */ var _task_stages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34066);
/* harmony import */ var _side_counts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5363);
// The suite's stages of the confirmation: when the screening found the suite as a whole worse
// than the pool (suiteScreened), the base commit and the head run side by side in three stages,
// and only those concurrent runs are tested (the head's screening runs never are: they were made
// at another time than any base run, and an outage or a dip during the screening would count
// against the head).
//
// 1. The day's sample: one run of each side of the most suspicious compared tasks, as many as a
//    tenth of the screening's runs (at least DAY_SAMPLE_MIN runs a side). It goes on while the
//    head's runs look worse than the base's (p <= SUITE_KEEP_GOING, drop or errors). When it
//    stops, what the base's runs lost against the pool (up to the screening's own suite-wide
//    drop) is the day's, a stale pool or a worse provider: the tasks are chosen against the pool
//    moved by it (verdict/day-shift.ts).
// 2. Both sides, ceil(trials / 2) runs of every compared task; it goes on while all the
//    concurrent runs so far look worse (p <= FUTILITY).
// 3. The same again; then the exact stratified (CMH) tests over every concurrent run of the
//    three stages, for the drop and for the rise in errors, at alpha_suite / 2 each.
// Why this keeps its level: every tested run is made after the screening chose the suite, base
// and head side by side, so under no change they are exchangeable within each task whatever the
// world does during the job; imagine the stages always ran to the end: the p-value is exact, and
// stopping early only replaces it by 1. The sizes are fixed in advance.





/** The suite is confirmed when its screening p (drop or errors) is at most this. */
const SUITE_SCREEN_LEVEL = 0.025;
/** The suite's stages, every one of both sides. */
const SUITE_STAGES = 3;
/** The day's sample, in runs of each side, as a share of the screening's runs. */
const DAY_SAMPLE_SHARE = 0.05;
/** The day's sample covers at least this many tasks (all of them in a smaller suite). */
const DAY_SAMPLE_MIN = 5;
/**
 * After the day's sample the suite goes on while its head runs against the base's give p <= this.
 * Stricter than FUTILITY: a screened suite under a stale pool or a worse day always gets here,
 * so this bounds what such a day costs.
 */
const SUITE_KEEP_GOING = 0.05;
/** Whether the suite as a whole is a candidate. */
function suiteScreened(c) {
    const { p_value, error_p } = c.suite;
    return ((p_value !== null && p_value <= SUITE_SCREEN_LEVEL) ||
        (error_p !== null && error_p <= SUITE_SCREEN_LEVEL));
}
/** The tasks the suite is tested over: on both sides, with runs on the head, not quarantined. */
const comparedOf = (c) => c.tasks.filter((t) => t.base && t.head && t.head.runs > 0 && !t.quarantined);
/** The day's sample: the compared tasks with the smallest screening p (drop or errors) first. */
function daySample(compared, screeningRuns) {
    const size = Math.min(compared.length, Math.max(DAY_SAMPLE_MIN, Math.ceil(DAY_SAMPLE_SHARE * screeningRuns)));
    const suspicion = (t) => Math.min(t.p_value ?? 1, t.error_p ?? 1);
    return compared
        .map((t, order) => ({ t, order }))
        .sort((a, b) => suspicion(a.t) - suspicion(b.t) || a.order - b.order)
        .slice(0, size)
        .map((x) => x.t);
}
/** The concurrent runs of each side so far, per task, and the suite's tests over them. */
class SuiteRuns {
    compared;
    base = new Map();
    head = new Map();
    constructor(compared) {
        this.compared = compared;
    }
    keep(made) {
        for (const [into, runs] of [
            [this.base, made.base],
            [this.head, made.head],
        ]) {
            for (const r of runs) {
                const k = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .key */ .Eb)(r.suite, r.task_id);
                const list = into.get(k);
                if (list)
                    list.push(r);
                else
                    into.set(k, [r]);
            }
        }
    }
    /** The base's runs of these tasks, with each task's comparison. */
    baseOf(tasks) {
        return tasks.map((t) => ({
            t,
            runs: (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .sideCountsOf */ .Pm)(this.base.get((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .key */ .Eb)(t.suite, t.task_id)) ?? []),
        }));
    }
    test(level) {
        const drops = [];
        const errors = [];
        let b = _side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .ZERO */ .f2;
        let h = _side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .ZERO */ .f2;
        for (const t of this.compared) {
            const k = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .key */ .Eb)(t.suite, t.task_id);
            const bs = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .sideCountsOf */ .Pm)(this.base.get(k) ?? []);
            const hs = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .sideCountsOf */ .Pm)(this.head.get(k) ?? []);
            drops.push((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .verdictTable */ .KV)(bs, hs));
            errors.push((0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .errorTable */ .NN)(bs, hs));
            b = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .add */ .WQ)(b, bs);
            h = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .add */ .WQ)(h, hs);
        }
        const at = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(level);
        return {
            drop: (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(drops, at),
            rise: (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(errors, at),
            b,
            h,
            any: drops.some((t) => t.baseTotal && t.headTotal),
        };
    }
}
const ids = (list) => list.map((t) => ({ suite: t.suite, taskId: t.task_id }));
/**
 * The suite's stages (see the header). `trials`: the screening's trials per task. A suite that
 * stops after the day's sample says what of the screening's shift it put down to the day.
 */
async function confirmSuite(c, trials, sides, log) {
    const compared = comparedOf(c);
    const screeningRuns = compared.reduce((n, t) => n + t.head.runs, 0);
    const sample = daySample(compared, screeningRuns);
    const runs = new SuiteRuns(compared);
    const half = Math.ceil(trials / 2);
    const stages = [
        { list: sample, each: Math.ceil(DAY_SAMPLE_MIN / Math.max(1, sample.length)) },
        { list: compared, each: half },
        { list: compared, each: half },
    ];
    const last = (level) => runs.test(level);
    let result = last(1);
    let stage = 0;
    for (const [i, { list, each }] of stages.entries()) {
        if (i > 0) {
            const goOn = i === 1 ? SUITE_KEEP_GOING : _task_stages_js__WEBPACK_IMPORTED_MODULE_3__/* .FUTILITY */ .rq;
            if (!(result.drop.p <= goOn || result.rise.p <= goOn))
                break;
        }
        log(i === 0
            ? `the suite looks worse than the pool: one run of the base commit and one of the head of ${list.length} task(s) side by side, to see the day`
            : `the suite still looks worse than the concurrent base: ${each} run(s) of each side per task`);
        runs.keep(await sides.both(ids(list), each, each));
        stage = i + 1;
        result = last(c.alpha_suite / 2);
    }
    const final = stage === stages.length;
    const regression = final && result.any && result.drop.significant
        ? 'drop'
        : final && result.rise.significant
            ? 'errors'
            : null;
    const shift = stage === 1 ? (0,_day_shift_js__WEBPACK_IMPORTED_MODULE_2__/* .dayShift */ .HY)(c, runs.baseOf(sample)) : null;
    return {
        screening_p: c.suite.p_value,
        screening_error_p: c.suite.error_p,
        stages: stage,
        stopped_early: !final,
        sample: { tasks: sample.length, each: stages[0].each },
        base: result.b,
        head: result.h,
        p_value: result.any ? result.drop.p : null,
        error_p: result.h.runs && result.b.runs ? result.rise.p : null,
        regression,
        ...(shift ? { day_shift: shift } : {}),
    };
}


/***/ }),

/***/ 34066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J0: () => (/* binding */ HEAD_STAGE_WIDTH),
/* harmony export */   LM: () => (/* binding */ confirmationStages),
/* harmony export */   rq: () => (/* binding */ FUTILITY),
/* harmony export */   w$: () => (/* binding */ runTaskStages)
/* harmony export */ });
/* unused harmony exports KEEP_GOING, FIRST_STAGE, looksWorse */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59910);
/* harmony import */ var _candidates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90119);
/* harmony import */ var _outcome_tests_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39065);
/* harmony import */ var _side_counts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5363);
// The task stages of the confirmation: which candidates go on from one stage to the next.
//
// For confirm-trials 20: head 3; base 10 + head 10; base 10 + head 10 (confirmationStages). The
// first stage runs the head alone, for up to HEAD_STAGE_WIDTH x confirm-tasks candidates: a task
// goes on while all its head runs (screening and these) still look far worse than its pool
// (p <= KEEP_GOING) in the drop or abstains, or these new runs alone still error more than the
// pool (p <= FUTILITY: errors that came in a burst or an outage during the screening do not come
// back). Of those that go on, confirm-tasks (in turns by reason) get base runs. After the second
// stage a task goes on while its concurrent runs look worse (p <= FUTILITY). Every rule here only
// stops runs; the stage sizes are fixed in advance.




/** Between stages: a task (or the suite) goes on while its concurrent runs give p <= this. */
const FUTILITY = 0.3;
/**
 * After the head-only stage a task goes on while all the head's runs (screening + that stage)
 * against the pool give p <= this: under no change about one candidate in five goes on, a head
 * at 0.3 against a pool at 0.9 nearly always does.
 */
const KEEP_GOING = 0.05;
/**
 * The head-only first stage, in runs: 3 is enough to stop most candidates under no change while
 * a real drop goes on.
 */
const FIRST_STAGE = 3;
/** Candidates in the head-only first stage, per task that may get base runs (confirm-tasks). */
const HEAD_STAGE_WIDTH = 3;
/**
 * The stages of a task's confirmation for a budget of `trials` runs per side in its test: first
 * the head alone (FIRST_STAGE runs, held against the pool, not part of the test); then half the
 * budget of each side; then the other halves.
 */
function confirmationStages(trials) {
    const half = Math.ceil(trials / 2);
    return [
        { base: 0, head: Math.min(half, FIRST_STAGE) },
        { base: half, head: half },
        { base: trials - half, head: trials - half },
    ].filter((stage) => stage.base + stage.head > 0);
}
/** Does this side still look worse than the base (worth the next stage)? */
function looksWorse(base, head) {
    if ((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .worseAt */ .C3)(base, head, FUTILITY))
        return true;
    // No verdict on the head while the base has some: more runs decide whether it ever has one.
    return (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(head) === 0 && (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(base) > 0;
}
/** All the head's runs so far: the screening's and the first stage's. */
const allHead = (s) => (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .add */ .WQ)((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideOf */ .Jh)(s.t.head), (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideCountsOf */ .Pm)(s.first));
/**
 * After the head-only stage: all the head's runs still far below the pool in the drop or the
 * abstains, or the new runs alone still erroring more. A collapsed task whose pool is too small
 * for that (one base run: 1/1 against 0/4 is p = 0.2) is held to the looser FUTILITY level.
 */
function goesOnAfterHead(s) {
    const head = allHead(s);
    const first = (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideCountsOf */ .Pm)(s.first);
    const tooSmall = !(0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .atMost */ .Tu)((0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .smallestP */ .sd)((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(s.pool), (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(head)), (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(KEEP_GOING));
    if (s.why.includes('collapsed') && tooSmall)
        return looksWorse(s.pool, head);
    return ((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .pAtMost */ .Zm)((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .dropP */ .KS)(s.pool, head), KEEP_GOING) ||
        (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .pAtMost */ .Zm)((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .abstainP */ .l0)(s.pool, head), KEEP_GOING) ||
        (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .pAtMost */ .Zm)((0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_2__/* .errorRiseP */ .g1)(s.pool, first), FUTILITY) ||
        ((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(first) === 0 && (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .verdicts */ .rY)(s.pool) > 0));
}
/** A task's p-values after the head-only stage, as goesOnAfterHead judges them. */
function ranksAgainstPool(s) {
    const head = allHead(s);
    const n = (p) => (p ? (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(p) : null);
    return {
        drop: n((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .dropP */ .KS)(s.pool, head)),
        errors: n((0,_outcome_tests_js__WEBPACK_IMPORTED_MODULE_2__/* .errorRiseP */ .g1)(s.pool, (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideCountsOf */ .Pm)(s.first))),
        abstains: n((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .abstainP */ .l0)(s.pool, head)),
    };
}
/**
 * After the head-only stage, at most `cap` of the tasks that go on get base runs: taken in turns
 * by reason, ranked on their head runs against the pool. The others stop there, over the cap.
 */
function capAfterHeadStage(states, cap) {
    const going = states.filter((s) => s.active);
    if (going.length <= cap)
        return;
    const kept = new Set((0,_candidates_js__WEBPACK_IMPORTED_MODULE_1__/* .inTurns */ .gG)(going, cap, ranksAgainstPool));
    for (const s of going) {
        if (kept.has(s))
            continue;
        s.active = false;
        s.overCap = true;
    }
}
/** Only a collapse (no other reason): a head run that passes refutes it. */
const isCollapsed = (s) => s.why.length === 1 && s.why[0] === 'collapsed';
const idsOf = (list) => list.map((s) => ({ suite: s.t.suite, taskId: s.t.task_id }));
const mine = (s) => (r) => r.suite === s.t.suite && r.task_id === s.t.task_id;
/**
 * The head-only stage of collapsed tasks (a pool that always passed, a head that always failed:
 * at one trial most are noise), one round of one run at a time: a task stops at its first pass,
 * since it no longer looks collapsed. Stopping only replaces a p-value by 1.
 */
async function probeCollapsed(list, size, sides) {
    for (let round = 0; round < size; round++) {
        const going = list.filter((s) => s.active);
        if (!going.length)
            break;
        const runs = await sides.probe(idsOf(going), round);
        for (const s of going) {
            const got = runs.filter(mine(s));
            s.first.push(...got);
            if (got.some((r) => r.status === 'passed'))
                s.active = false;
        }
    }
}
/** Every stage of the chosen tasks, each going on while it still looks worse. */
async function runTaskStages(states, stages, cap, sides, log) {
    for (let i = 0; i < stages.length; i++) {
        const stage = stages[i];
        // A collapsed task's head-only stage is run one run at a time (probeCollapsed).
        const collapsed = i === 0 && !stage.base ? states.filter(isCollapsed) : [];
        if (collapsed.length) {
            await probeCollapsed(collapsed, stage.head, sides);
            for (const s of collapsed) {
                s.stages = 1;
                if (s.active && !goesOnAfterHead(s))
                    s.active = false;
            }
        }
        const active = states.filter((s) => s.active && !collapsed.includes(s));
        if (!active.length) {
            // The probes used the stage's trial numbers.
            if (collapsed.length)
                sides.skipHead(stage.head);
            if (i === 0)
                capAfterHeadStage(states, cap);
            continue;
        }
        if (i > 0)
            log(`${active.length} task(s) still look worse: ${stage.base} run(s) of the base commit and ${stage.head} of the head each`);
        const made = await sides.both(idsOf(active), stage.base, stage.head);
        for (const s of active) {
            s.base.push(...made.base.filter(mine(s)));
            (stage.base ? s.head : s.first).push(...made.head.filter(mine(s)));
            s.stages = i + 1;
            if (i === stages.length - 1)
                continue;
            // After the head-only stage the head is held against the pool (this only stops runs, so
            // using the pool and the screening here costs no validity); after that the concurrent
            // runs, head against base.
            const goesOn = s.base.length
                ? looksWorse((0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideCountsOf */ .Pm)(s.base), (0,_side_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .sideCountsOf */ .Pm)(s.head))
                : goesOnAfterHead(s);
            if (!goesOn)
                s.active = false;
        }
        if (i === 0)
            capAfterHeadStage(states, cap);
    }
}


/***/ })

};
