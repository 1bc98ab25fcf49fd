export const id = 165;
export const ids = [165];
export const modules = {

/***/ 1165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ALPHA_HELP: () => (/* binding */ ALPHA_HELP),
/* harmony export */   alphaOption: () => (/* binding */ alphaOption),
/* harmony export */   compareCommand: () => (/* binding */ compareCommand),
/* harmony export */   formatComparison: () => (/* binding */ formatComparison),
/* harmony export */   readSummary: () => (/* binding */ readSummary)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7666);
/* harmony import */ var _results_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5056);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8619);
// `parley compare BASE HEAD`: compares two summary.json files (or results directories holding
// one). Exit 0 without regressions, 1 with regressions, 2 when a file is missing or invalid.





/** A summary.json (or a results directory) named on the command line; exit 2 when unreadable. */
function readSummary(path) {
    try {
        return (0,_results_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readSummaryFile */ .Er)(path);
    }
    catch (error) {
        if (error instanceof _results_files_js__WEBPACK_IMPORTED_MODULE_3__/* .ResultsReadError */ .D5)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(error.message);
        throw error;
    }
}
/** Terminal-safe: no control characters or escape sequences from the files. */
// eslint-disable-next-line no-control-regex
const clean = (text) => text.replace(/[\u0000-\u001F\u007F-\u009F]/g, '?');
const pct = (rate) => `${(rate * 100).toFixed(1)}%`;
/** A p-value on a console line: "p=0.0433", "p<0.0001". */
function compactP(value) {
    const p = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .formatP */ .MA)(value);
    return p.startsWith('<') ? `p${p.replace(' ', '')}` : `p=${p}`;
}
function detail(t) {
    const parts = [];
    if (t.confirmed_p !== undefined)
        parts.push(`confirmed by re-runs, ${compactP(t.confirmed_p)}`);
    else if (t.low_confidence)
        parts.push('low confidence (1 trial)');
    else if (t.p_value !== null && t.bucket !== 'fixed')
        parts.push(compactP(t.p_value));
    if (t.note)
        parts.push(clean(t.note));
    return parts.length ? `  ${parts.join('; ')}` : '';
}
/**
 * HEAD given as a results directory: its runs, for the responder's reasons of newly abstaining
 * tasks. A summary.json alone (or an unreadable results.jsonl) has none: the reasons stay empty.
 */
function headRecords(path) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory() || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, 'results.jsonl')))
            return undefined;
        return (0,_results_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readResultsDir */ .Uv)(path).records;
    }
    catch {
        return undefined;
    }
}
function formatComparison(c) {
    const lines = [
        `pass rate ${pct(c.base.pass_rate)} -> ${pct(c.head.pass_rate)} (${c.pass_rate_delta >= 0 ? '+' : ''}${(c.pass_rate_delta * 100).toFixed(1)} pts)`,
        `tokens ${c.base.total_tokens} -> ${c.head.total_tokens} (${c.total_tokens_delta >= 0 ? '+' : ''}${c.total_tokens_delta}), ` +
            `duration ${(c.base.duration_ms / 1000).toFixed(1)} s -> ${(c.head.duration_ms / 1000).toFixed(1)} s`,
        `alpha ${c.alpha}: alpha_task ${c.alpha_task} (per task, Holm), alpha_suite ${c.alpha_suite} (suite, stratified); verdict runs only (passed/failed)`,
    ];
    if (c.suite_set_changed)
        lines.push('note: the suites differ between base and head');
    const groups = _verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_BUCKETS */ .G.map(([key, title]) => [
        title.toLowerCase(),
        _verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .BUCKET_NOTES */ .nd[key],
        c.buckets[key],
    ]);
    groups.push(['outcome changed', 'the most common outcome changed', c.outcome_changes]);
    for (const [title, note, tasks] of groups) {
        if (!tasks.length)
            continue;
        lines.push('', `${title} (${tasks.length}): ${note}`);
        for (const t of tasks) {
            const outcome = t.outcome_changed ? ` [${t.base.outcome} -> ${t.head.outcome}]` : '';
            lines.push(`  ${clean(t.suite)} / ${clean(t.task_id)}: ${(0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSide */ .Xl)(t.base)} -> ${(0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSide */ .Xl)(t.head)}${outcome}${detail(t)}`);
        }
    }
    lines.push('', (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .suiteLine */ .pC)(c).replace(/^Suite:/, 'suite:'));
    const blind = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .blindLine */ .uv)(c);
    if (blind)
        lines.push(`note: ${blind}`);
    const parts = [];
    if (c.buckets.regressed.length)
        parts.push(`${c.buckets.regressed.length} task(s) regressed`);
    if (c.suite.regressed)
        parts.push('the suite regressed');
    lines.push('', parts.length ? `regressions: ${parts.join(', ')}` : 'no regressions');
    return lines.join('\n');
}
/** `--alpha` of compare, run --baseline and report --baseline: undefined = the default. */
function alphaOption(value) {
    if (value === undefined)
        return undefined;
    const alpha = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAlpha */ .M3)(String(value));
    if (alpha === null) {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`--alpha: expected a number between 0 and 1, got "${String(value)}"`);
    }
    return alpha;
}
const ALPHA_HELP = 'A level of the regression gate: half per task (Holm), half for the suite test (default 0.05)';
const compareCommand = {
    name: 'compare',
    usage: 'compare BASE HEAD',
    options: {
        alpha: { type: 'string' },
        json: { type: 'boolean' },
    },
    help: {
        alpha: ALPHA_HELP,
        json: 'print the whole comparison as JSON',
    },
    async run(values, positionals) {
        if (positionals.length !== 2) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e('expected two arguments: BASE HEAD (summary.json files or results directories)');
        }
        const alpha = alphaOption(values.alpha);
        const base = readSummary(positionals[0]);
        const head = readSummary(positionals[1]);
        const comparison = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .compareSummaries */ .IP)(base, head, {
            alpha,
            headRecords: headRecords(positionals[1]),
        });
        console.log(values.json ? JSON.stringify(comparison, null, 2) : formatComparison(comparison));
        return comparison.regressions ? 1 : 0;
    },
};


/***/ }),

/***/ 5056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yG: () => (/* binding */ RESULTS_FILE),
  D5: () => (/* binding */ ResultsReadError),
  Uv: () => (/* binding */ readResultsDir),
  Er: () => (/* binding */ readSummaryFile),
  M$: () => (/* binding */ recordsOf),
  HU: () => (/* binding */ resultsDirBytes),
  L: () => (/* binding */ writeHtmlReport),
  cO: () => (/* binding */ writeJobFiles),
  Dn: () => (/* binding */ writeResultsDir)
});

// UNUSED EXPORTS: JUNIT_FILE, MAX_LINE_LENGTH, MAX_RESULTS_BYTES, MAX_SUMMARY_BYTES, REPORT_FILE, REPORT_HTML_FILE, SUMMARY_FILE, SUMMARY_TASKS, SUMMARY_TASK_BYTES, parseSummary, writeReport

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(9444);
// EXTERNAL MODULE: ./src/shared/bound.ts
var bound = __webpack_require__(1521);
// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(6303);
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
    const parsed = schema/* RunRecord */.d3.safeParse((0,bound/* boundValue */.O)(json, { maxBytes: MAX_LINE_CHARS }));
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
var results_reason = __webpack_require__(8128);
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
            r.side !== 'base');
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

// EXTERNAL MODULE: ./src/results/writer.ts
var results_writer = __webpack_require__(4787);
;// CONCATENATED MODULE: ./src/results/files.ts
// The results directory, in one place: results.jsonl (streamed by the engine as runs finish,
// through ResultsWriter), summary.json, junit.xml, report.md and report.html (written when the
// job ends), and reading them back. What is read back is untrusted data (a fork's artifact, a cache entry, a
// file given on the command line): size-bounded and schema-validated, and an error names the
// file and what is wrong with it.








const RESULTS_FILE = 'results.jsonl';
const SUMMARY_FILE = 'summary.json';
const JUNIT_FILE = 'junit.xml';
const REPORT_FILE = 'report.md';
/** The conversation viewer: one self-contained page, next to report.md. */
const REPORT_HTML_FILE = 'report.html';
/** Bigger than any honest results file of a CI job; a larger one is refused, not parsed. */
const MAX_RESULTS_BYTES = 50 * 1024 * 1024;
/**
 * The most tasks a summary.json is read back with (a run may have more; its summary then is
 * refused by later readers, with this figure), and the ceiling of one task's entry as written
 * (indented, usage per role, an identity and a full pool of MAX_POOL base runs with 40-character
 * commits: 4.7 KB measured; long task ids and names take the rest).
 */
const SUMMARY_TASKS = 20_000;
const SUMMARY_TASK_BYTES = 8 * 1024;
/** Every summary of up to SUMMARY_TASKS tasks Parley writes, it reads back (160 MiB). */
const MAX_SUMMARY_BYTES = 1024 * 1024 + SUMMARY_TASKS * SUMMARY_TASK_BYTES;
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
    writeOne(dir, SUMMARY_FILE, `${JSON.stringify(files.summary, null, 2)}\n`);
    writeOne(dir, JUNIT_FILE, renderJunit(files.summary, files.records));
    writeOne(dir, REPORT_FILE, files.report);
}
/** A whole results directory at once (merged shards), results.jsonl included. */
function writeResultsDir(dir, files) {
    // Line by line, as a run streams it: never one string of every record, never a partial line.
    const writer = new results_writer/* ResultsWriter */.QU((0,external_node_path_.join)(dir, RESULTS_FILE));
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
    const path = (0,external_node_path_.join)(dir, REPORT_HTML_FILE);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'w');
    }
    catch (error) {
        throw new results_writer/* ResultsWriteError */.c6(path, (0,results_writer/* writeReason */.UR)(error));
    }
    try {
        for (const chunk of chunks) {
            const bytes = Buffer.from(chunk, 'utf8');
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
            file = (0,external_node_path_.join)(path, SUMMARY_FILE);
    }
    catch {
        throw new ResultsReadError(`${path}: no such file or directory`);
    }
    return parseSummary(readBounded(file, MAX_SUMMARY_BYTES), file);
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
    const parsed = schema/* Summary */.BD.safeParse(withEveryOutcome(json));
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
        for (const outcome of schema/* OUTCOMES */.im)
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
            bytes += (0,external_node_fs_.statSync)((0,external_node_path_.join)(dir, name)).size;
        }
        catch {
            // missing: readResultsDir says so
        }
    }
    return bytes;
}
/** A results directory: its summary and every run, consistent with each other. */
function readResultsDir(dir) {
    const summary = readSummaryFile((0,external_node_path_.join)(dir, SUMMARY_FILE));
    const resultsFile = (0,external_node_path_.join)(dir, RESULTS_FILE);
    let records;
    try {
        records = parseResults(readBounded(resultsFile, MAX_RESULTS_BYTES), resultsFile);
    }
    catch (error) {
        if (error instanceof ResultsReadError)
            throw error;
        throw new ResultsReadError(error.message);
    }
    // Confirmation runs are in results.jsonl but not in summary.json's counts.
    const counted = records.filter((r) => !r.confirmation).length;
    if (counted !== summary.counts.runs) {
        throw new ResultsReadError(`${dir}: results.jsonl has ${counted} run(s) but summary.json counts ${summary.counts.runs}`);
    }
    return { dir, summary, records };
}
/** Bytes read from results.jsonl at a time by recordsOf(). */
const READ_CHUNK = 1024 * 1024;
/** Characters of a line recordsOf() accepts: the one thing it holds whole. */
const MAX_LINE_LENGTH = MAX_RESULTS_BYTES;
/**
 * The runs of a results directory's results.jsonl, one line at a time: never the whole file in
 * memory, so a file of any size can be read (a long job's own results), but no line longer than
 * MAX_LINE_LENGTH. Every line is validated; an error names file and line.
 */
function* recordsOf(dir) {
    const file = (0,external_node_path_.join)(dir, RESULTS_FILE);
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
                const record = parseResultLine(pending.slice(start, end), file, ++line);
                start = end + 1;
                if (record)
                    yield record;
            }
            pending = pending.slice(start);
            if (pending.length > MAX_LINE_LENGTH)
                throw new ResultsReadError(`${file}:${line + 1}: a line longer than the ${MAX_LINE_LENGTH} characters allowed`);
        }
        const record = parseResultLine(pending + decoder.end(), file, ++line);
        if (record)
            yield record;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}


/***/ }),

/***/ 8128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ notPassedReason)
/* harmony export */ });
/* harmony import */ var _shared_asking_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5854);
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5839);


/** A quoted question stays short: the reason is a line, the transcript is in results.jsonl. */
const quote = (text) => `"${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, 160)}"`;
function failingGraders(r) {
    const failing = r.graders.filter((g) => !g.passed);
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

/***/ 4787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QU: () => (/* binding */ ResultsWriter),
/* harmony export */   UR: () => (/* reexport safe */ _write_error_js__WEBPACK_IMPORTED_MODULE_3__.U),
/* harmony export */   c6: () => (/* reexport safe */ _write_error_js__WEBPACK_IMPORTED_MODULE_3__.c)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6303);
/* harmony import */ var _write_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9650);
// results.jsonl as runs finish: each line is handed to the operating system with synchronous
// writes before the run is reported, so a crash, a kill or a cancelled job keeps every finished
// run. No fsync per line: it held a thread-pool thread per run and, measured on the benchmark,
// slowed parallel conversations down by half; the OS flushes the page cache.
//
// A write may be short (a full disk, a file size limit): the rest of the line is written until
// it is all there. A write that cannot complete (ENOSPC, EFBIG, EIO...) cuts the file back to its
// last complete line and throws a ResultsWriteError: the file never holds a partial line, and the
// job fails as a whole (the CLI exits 2, the action fails its step) with one line naming the file.





class ResultsWriter {
    file;
    fd;
    failed;
    /** `append`: add to the file's lines (confirmation runs after screening's); else start it anew. */
    constructor(file, append = false) {
        this.file = file;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true });
            this.fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, append ? 'a' : 'w');
        }
        catch (error) {
            throw new _write_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ResultsWriteError */ .c(file, (0,_write_error_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReason */ .U)(error));
        }
    }
    append(record) {
        if (this.failed)
            throw this.failed;
        if (this.fd === undefined)
            throw new Error(`${this.file} is already closed`);
        // A status/outcome pair outside DESIGN's table is a bug, never a line in results.jsonl.
        (0,_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .checkVerdict */ .Ks)(record);
        const line = Buffer.from(`${JSON.stringify(record)}\n`);
        let written = 0;
        try {
            while (written < line.length) {
                const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.fd, line, written, line.length - written);
                if (n <= 0)
                    throw new Error('the write made no progress');
                written += n;
            }
        }
        catch (error) {
            this.failed = new _write_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ResultsWriteError */ .c(this.file, (0,_write_error_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReason */ .U)(error));
            if (written > 0)
                this.cutBack(written);
            throw this.failed;
        }
    }
    /**
     * Back to the last complete line: the file's end less this line's part. Not the offset this
     * writer counted: a confirmation's head and base re-runs append to the same file through two
     * writers at once (JavaScript runs one write loop at a time, so the partial line is the last
     * thing in the file). Not possible on a device (/dev/full): nothing is kept there.
     */
    cutBack(written) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.ftruncateSync)(this.fd, Math.max(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(this.fd).size - written));
        }
        catch {
            // not a regular file
        }
    }
    close() {
        if (this.fd === undefined)
            return;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
        this.fd = undefined;
    }
}


/***/ }),

/***/ 5854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ questionOf),
/* harmony export */   j: () => (/* binding */ asksSomething)
/* harmony export */ });
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5839);
// What an agent message asks: whether it waits for the user's answer, and the question it asks.
// The conversation loop, the rule responder, the console and the report all read a message
// with these, so that "asks something" means one thing everywhere.

/** The question the message asks: the first sentence with a '?', else its end. */
function questionOf(text, max = 160) {
    const flat = (0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(text);
    const sentences = flat.split(/(?<=[.!?])\s+/);
    const question = sentences.find((s) => s.includes('?'));
    if (question)
        return (0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(question, max);
    const chars = Array.from(flat);
    return chars.length <= max ? flat : `…${chars.slice(chars.length - (max - 1)).join('')}`;
}
// A request without a question mark: "Please provide the name.", "Could you share the tools.",
// "Let me know which model to use." A courtesy ("Let me know if you need anything else") is
// not waiting for an answer, so "let me know" counts only before what it asks for.
const REQUEST = /\b(?:please\s+(?:provide|specify|confirm|share|tell|give|send|enter|choose|select|pick|clarify|describe|list)|(?:could|can|would)\s+you\s+(?:please\s+)?(?:provide|specify|confirm|share|tell|give|send|choose|select|pick|clarify|describe|list|let\s+me\s+know)|(?:please\s+)?let\s+me\s+know\s+(?:which|what|how|who|where|when|whether|your|the))\b/i;
// A sentence that ends with a question mark (closing quotes, brackets and markdown allowed):
// "Which model? Thanks." asks, a "?" inside a word, a file name or a URL does not.
const QUESTION_SENTENCE = /\?["')\]*_`]*(?:\s|$)/;
// A list item: the options a question before it offers.
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;
/**
 * Does the message ask the user something? Judged on its end, where an agent waits for an
 * answer: its last line has a sentence ending in '?' (a final list of options belongs to the
 * line before it),
 * or its final paragraph makes a request. A question mark earlier in the message (an FAQ
 * heading, a quoted question) is not waiting for input. An adapter that declares whether the
 * agent asks is believed.
 */
function asksSomething(text, declared) {
    if (declared !== undefined)
        return declared;
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    let last = lines.length - 1;
    while (last > 0 && LIST_ITEM.test(lines[last]))
        last--;
    if (last < 0)
        return false;
    if (QUESTION_SENTENCE.test(lines[last]))
        return true;
    const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
    return REQUEST.test(paragraphs.at(-1) ?? '');
}


/***/ }),

/***/ 1521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ boundValue)
/* harmony export */ });
/* unused harmony exports CUT_DEPTH, CUT_SIZE */
// Values taken from an agent (tool-call arguments and results, from every adapter) or from an
// artifact (results.jsonl read back) are untrusted: bounded in depth and size before anything
// serialises, compares or renders them. What is cut is replaced by a marker string, so a record
// still says that something was there.
const CUT_DEPTH = '[parley: cut, nested too deeply]';
const CUT_SIZE = '[parley: cut, too large]';
/** A copy of `value` within the bounds (the value itself when it is within them). */
function boundValue(value, bounds = {}) {
    const maxDepth = bounds.maxDepth ?? 64;
    let budget = bounds.maxBytes ?? 1_000_000;
    let changed = false;
    const walk = (v, depth) => {
        if (budget <= 0) {
            changed = true;
            return CUT_SIZE;
        }
        if (typeof v === 'string') {
            if (v.length <= budget) {
                budget -= v.length + 2;
                return v;
            }
            changed = true;
            const kept = v.slice(0, budget);
            budget = 0;
            return `${kept}${CUT_SIZE}`;
        }
        if (v === null || typeof v !== 'object') {
            budget -= 8;
            return v;
        }
        if (depth >= maxDepth) {
            changed = true;
            return CUT_DEPTH;
        }
        budget -= 2;
        if (Array.isArray(v)) {
            const out = [];
            for (const item of v) {
                if (budget <= 0) {
                    out.push(CUT_SIZE);
                    changed = true;
                    break;
                }
                out.push(walk(item, depth + 1));
            }
            return out;
        }
        const out = {};
        for (const [key, item] of Object.entries(v)) {
            if (budget <= 0) {
                out['…'] = CUT_SIZE;
                changed = true;
                break;
            }
            budget -= key.length + 3;
            out[key] = walk(item, depth + 1);
        }
        return out;
    };
    const bounded = walk(value, 0);
    return (changed ? bounded : value);
}


/***/ }),

/***/ 5839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   U_: () => (/* binding */ headAndTail),
/* harmony export */   _n: () => (/* binding */ truncateAtWord),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
// Text helpers shared by every layer: cutting untrusted text to a size (never splitting a
// character), flattening it to one line, and making it safe for a terminal. Markdown (report/
// escape.ts) and XML (results/junit.ts) have their own escaping on top of these.
/** Cuts a text to at most max characters (by code point), marking the cut. */
function truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
/**
 * Like truncate, but at a word boundary when there is one in the last fifth of the room: a
 * reader sees "…(action inputs …", never "base-u…".
 */
function truncateAtWord(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    const kept = chars.slice(0, Math.max(0, max - 1)).join('');
    const space = kept.lastIndexOf(' ');
    return space >= kept.length * 0.8 ? `${kept.slice(0, space).trimEnd()} …` : `${kept}…`;
}
/** One line: whitespace runs (newlines included) become single spaces. */
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
// CSI, OSC (ended by BEL or ST), and other two-character ESC sequences.
const ESCAPE_SEQUENCE = 
// eslint-disable-next-line no-control-regex
/\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g;
// The remaining C0 and C1 control characters, newline and tab excepted.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// Bidirectional overrides can disguise text.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;
/**
 * Makes untrusted text safe for a terminal: ANSI/VT escape sequences are removed and other
 * control characters shown as \xNN (newlines and tabs are kept).
 */
function escapeTerminal(text) {
    return text
        .replace(ESCAPE_SEQUENCE, '')
        .replace(CONTROL, (c) => c === '\r' ? '' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .replace(BIDI, '');
}
/** One line of at most max characters: for feedback and messages that quote untrusted text. */
function clip(text, max = 200) {
    return truncate(oneLine(text), max);
}
/**
 * At most about max characters: the first quarter and the last three quarters, with a line
 * saying how much was left out between them (a process's stderr: its cause is often the first
 * line, its last words the last).
 */
function headAndTail(text, max) {
    if (text.length <= max)
        return text;
    // Never between the two halves of a surrogate pair.
    const low = (i) => /[\udc00-\udfff]/.test(text[i] ?? '');
    let head = Math.floor(max / 4);
    if (low(head))
        head--;
    let from = text.length - (max - head);
    if (low(from))
        from++;
    const left = from - head;
    return `${text.slice(0, head)}\n… [${left} characters left out] …\n${text.slice(from)}`;
}


/***/ }),

/***/ 7666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ TASK_BUCKETS),
/* harmony export */   IP: () => (/* binding */ compareSummaries),
/* harmony export */   M3: () => (/* binding */ parseAlpha),
/* harmony export */   MA: () => (/* binding */ formatP),
/* harmony export */   MG: () => (/* binding */ pEquals),
/* harmony export */   NN: () => (/* binding */ errorTable),
/* harmony export */   Xg: () => (/* binding */ taskSide),
/* harmony export */   Xl: () => (/* binding */ formatSide),
/* harmony export */   g1: () => (/* binding */ errorRiseP),
/* harmony export */   nd: () => (/* binding */ BUCKET_NOTES),
/* harmony export */   pC: () => (/* binding */ suiteLine),
/* harmony export */   uv: () => (/* binding */ blindLine)
/* harmony export */ });
/* unused harmony exports DEFAULT_ALPHA, DEFAULT_TASK_SHARE */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9910);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6795);
// Base vs head comparison of two summaries: the regression gate. Only verdict runs count (passed
// vs failed); error, skipped and abstained runs are left out of both sides' counts (errors fail
// the check through fail-on, abstains are listed as "newly abstaining"). Per task, a one-sided
// exact Fisher test with Holm's correction across the tasks compared, at alpha_task; across the
// suite, the exact conditional Cochran–Mantel–Haenszel test with tasks as strata, at alpha_suite
// (alpha_task + alpha_suite = alpha). The check fails when either fires. Every task lands in one
// bucket, computed here once and rendered as-is by the console, `compare --json`, report.md, the
// PR comment and the job summary. Figures of the rule: `npm run bench:verdict`.


const DEFAULT_ALPHA = 0.05;
/** The share of alpha spent on the per-task tests; the rest goes to the suite-level test. */
const DEFAULT_TASK_SHARE = 0.5;
/** A task's side; the base side counts the verdicts of its pooled runs (results/pool.ts). */
function taskSide(task, pooled = false) {
    const s = task.counts.by_status;
    const own = (s.passed ?? 0) + (s.failed ?? 0);
    const pool = pooled ? (0,_pool_js__WEBPACK_IMPORTED_MODULE_1__/* .pooledCounts */ .wM)(task) : null;
    const passed = pool ? pool.passed : (s.passed ?? 0);
    const failed = pool ? pool.failed : (s.failed ?? 0);
    const errors = pool ? { errored: pool.errored, runs: pool.task_runs } : ownErrors(task);
    return {
        passed,
        failed,
        verdicts: passed + failed,
        abstained: s.abstained ?? 0,
        errors: s.error ?? 0,
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
        if (r.status !== 'abstained')
            continue;
        const key = `${r.suite}\u0000${r.task_id}`;
        if (!reasons.has(key))
            reasons.set(key, r.responder?.reason || 'no reason given');
    }
    return reasons;
}
function compareSummaries(base, head, options = {}) {
    const alpha = options.alpha ?? DEFAULT_ALPHA;
    const share = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(options.taskShare ?? DEFAULT_TASK_SHARE);
    const alphaR = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(alpha);
    const alphaTask = { num: alphaR.num * share.num, den: alphaR.den * share.den };
    const alphaSuite = {
        num: alphaR.num * (share.den - share.num),
        den: alphaR.den * share.den,
    };
    const reasons = abstainReasons(options.headRecords);
    const baseTasks = tasksByKey(base);
    const headTasks = tasksByKey(head);
    const tasks = [];
    const compared = [];
    const errorTables = [];
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
            low_confidence: false,
            outcome_changed: false,
            note: null,
        };
        tasks.push(entry);
        if (!before)
            continue;
        const b = taskSide(before.task, true);
        entry.base = b;
        const rise = errorRiseP(b, h);
        if (rise) {
            entry.error_p = Math.min(1, (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(rise));
            errorTables.push(errorTable(b, h));
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
            compared.push({ t: entry, table, p });
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
            low_confidence: false,
            outcome_changed: false,
            note: null,
        });
    }
    // Per task: Holm across the tasks with verdict runs on both sides. Regressed beats any other
    // bucket (a task that regressed and also abstains more is listed as regressed).
    const rejected = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .holm */ .fU)(compared.map((c) => c.p), alphaTask);
    compared.forEach(({ t, table, p }, i) => {
        const single = table.baseTotal === 1 && table.headTotal === 1;
        if (rejected[i]) {
            t.bucket = 'regressed';
            t.regression = 'drop';
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
    });
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
    };
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
    newly_abstaining: 'abstains the base did not have: the brief or the skill, not a regression',
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
function parseAlpha(text) {
    const value = Number(text.trim());
    return text.trim() !== '' && value > 0 && value < 1 ? value : null;
}


/***/ }),

/***/ 9910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ fisherLower),
/* harmony export */   G2: () => (/* binding */ trialsToSee),
/* harmony export */   L9: () => (/* binding */ stratifiedLower),
/* harmony export */   Ro: () => (/* binding */ toNumber),
/* harmony export */   Tu: () => (/* binding */ atMost),
/* harmony export */   c4: () => (/* binding */ decimalRational),
/* harmony export */   fU: () => (/* binding */ holm),
/* harmony export */   hs: () => (/* binding */ scale),
/* harmony export */   sd: () => (/* binding */ smallestP)
/* harmony export */ });
/* unused harmony export choose */
// Exact small-sample statistics for the regression gate: the one-sided Fisher test per task, the
// exact conditional Cochran–Mantel–Haenszel test across tasks (each task a stratum), Holm's
// step-down correction, and comparisons of p-values with a level that are exact.
//
// How exactness is ensured: a level (alpha) is read as the decimal the user wrote (0.025 is
// 25/1000, not the nearest double) and kept as a BigInt rational. A per-task p-value is computed
// as a BigInt rational (sum of C(t, h)·C(N−t, n−h) over C(N, n)), so its comparison with a level
// is a cross-multiplication of integers: 3/3 → 0/3 has p = 20⁻¹·1 = 1/20 exactly, and 1/20 <= 1/20.
// The stratified test convolves per-stratum pmfs in floating point (fast enough for 2,000
// simulated PRs of 100 tasks); when that p-value lies within 1e-9 of the level, the decision is
// taken again from the same convolution done with BigInt integer weights, so no decision ever
// depends on rounding.
const binomials = new Map();
/** C(n, k) as a BigInt (0 outside 0 <= k <= n). */
function choose(n, k) {
    if (k < 0 || k > n)
        return 0n;
    k = Math.min(k, n - k);
    const key = `${n},${k}`;
    const cached = binomials.get(key);
    if (cached !== undefined)
        return cached;
    let c = 1n;
    for (let i = 1; i <= k; i++)
        c = (c * BigInt(n - k + i)) / BigInt(i);
    if (binomials.size < 100_000)
        binomials.set(key, c);
    return c;
}
/** The decimal a number is written as, as an exact rational: 0.025 -> 25/1000, 1e-7 -> 1/10^7. */
function decimalRational(value) {
    if (!Number.isFinite(value) || value < 0)
        throw new RangeError(`not a level: ${value}`);
    const [mantissa, exponent = '0'] = String(value).toLowerCase().split('e');
    const [whole, fraction = ''] = mantissa.split('.');
    let num = BigInt(whole + fraction);
    let den = 10n ** BigInt(fraction.length);
    const e = Number(exponent);
    if (e > 0)
        num *= 10n ** BigInt(e);
    else if (e < 0)
        den *= 10n ** BigInt(-e);
    return { num, den };
}
/** a / b <= c / d, exactly. */
function atMost(a, b) {
    return a.num * b.den <= b.num * a.den;
}
function scale(r, multiply, divide) {
    return { num: r.num * multiply, den: r.den * divide };
}
function toNumber(r) {
    if (r.num === 0n)
        return 0;
    // Both parts may exceed the double range: shift them down together first.
    const shift = Math.max(0, Math.max(r.num.toString(2).length, r.den.toString(2).length) - 1000);
    return Number(r.num >> BigInt(shift)) / Number(r.den >> BigInt(shift));
}
function check(t) {
    for (const [name, value] of Object.entries(t)) {
        if (!Number.isInteger(value) || value < 0)
            throw new RangeError(`${name} must be a count`);
    }
    if (t.basePass > t.baseTotal || t.headPass > t.headTotal) {
        throw new RangeError('passes cannot exceed trials');
    }
}
/**
 * The conditional null distribution of head passes in one stratum (margins fixed): integer
 * weights C(t, h)·C(N−t, n_h−h) for h = lo..hi, summing to C(N, n_h).
 */
function weights(t) {
    const N = t.baseTotal + t.headTotal;
    const passes = t.basePass + t.headPass;
    const lo = Math.max(0, passes - t.baseTotal);
    const hi = Math.min(passes, t.headTotal);
    const w = [];
    for (let h = lo; h <= hi; h++)
        w.push(choose(passes, h) * choose(N - passes, t.headTotal - h));
    return { lo, w, total: choose(N, t.headTotal) };
}
/**
 * Exact one-sided Fisher p-value of "head passes less often than base": P(H <= head passes)
 * under the hypergeometric law with the table's margins. 1 when a side has no runs.
 */
function fisherLower(t) {
    check(t);
    if (t.baseTotal === 0 || t.headTotal === 0)
        return { num: 1n, den: 1n };
    const { lo, w, total } = weights(t);
    let num = 0n;
    for (let h = lo; h <= t.headPass; h++)
        num += w[h - lo];
    return { num, den: total };
}
/** The smallest p-value a table of these sizes can give: base all pass, head all fail. */
function smallestP(baseTotal, headTotal) {
    if (baseTotal === 0 || headTotal === 0)
        return { num: 1n, den: 1n };
    return { num: 1n, den: choose(baseTotal + headTotal, headTotal) };
}
function pmfFloat(t) {
    const { lo, w, total } = weights(t);
    return { lo, p: w.map((x) => toNumber({ num: x, den: total })) };
}
/**
 * Exact conditional CMH test, one-sided (head lower): S = Σ head passes over the strata; its null
 * distribution is the convolution of the per-stratum hypergeometric laws; p = P(S <= s_obs).
 * Returns the p-value as a double and the exact decision p <= level.
 */
function stratifiedLower(tables, level) {
    const strata = tables.filter((t) => t.baseTotal > 0 && t.headTotal > 0);
    strata.forEach(check);
    if (!strata.length)
        return { p: 1, significant: false };
    // Only the mass at S <= s_obs matters: offsets from the smallest possible S, truncated there.
    const laws = strata.map(pmfFloat);
    const offset = laws.reduce((s, l) => s + l.lo, 0);
    const observed = strata.reduce((s, t) => s + t.headPass, 0) - offset;
    let dist = [1];
    for (const law of laws) {
        const length = Math.min(dist.length + law.p.length - 1, observed + 1);
        const next = new Array(length).fill(0);
        for (let i = 0; i < dist.length && i < length; i++) {
            const di = dist[i];
            if (di === 0)
                continue;
            for (let j = 0; j < law.p.length && i + j < length; j++)
                next[i + j] += di * law.p[j];
        }
        dist = next;
    }
    const p = Math.min(1, dist.reduce((a, b) => a + b, 0));
    const alpha = toNumber(level);
    if (Math.abs(p - alpha) > 1e-9)
        return { p, significant: p <= alpha };
    // At the boundary: the same sum in integers.
    const exact = strata.map(weights);
    let idist = [1n];
    let total = 1n;
    for (const law of exact) {
        const length = Math.min(idist.length + law.w.length - 1, observed + 1);
        const next = new Array(length).fill(0n);
        for (let i = 0; i < idist.length && i < length; i++) {
            for (let j = 0; j < law.w.length && i + j < length; j++)
                next[i + j] += idist[i] * law.w[j];
        }
        idist = next;
        total *= law.total;
    }
    const num = idist.reduce((a, b) => a + b, 0n);
    return { p, significant: atMost({ num, den: total }, level) };
}
/**
 * Holm's step-down procedure at family-wise level `level`: the i-th smallest of m p-values is
 * rejected when it and every smaller one satisfy p_(j) <= level / (m − j + 1). Returns, per input,
 * whether it is rejected. Exact rational comparisons.
 */
function holm(pValues, level) {
    const m = pValues.length;
    const order = pValues
        .map((p, i) => ({ p, i }))
        .sort((a, b) => a.p.num * b.p.den < b.p.num * a.p.den
        ? -1
        : a.p.num * b.p.den > b.p.num * a.p.den
            ? 1
            : a.i - b.i);
    const rejected = new Array(m).fill(false);
    for (let k = 0; k < m; k++) {
        const { p, i } = order[k];
        if (!atMost(p, scale(level, 1n, BigInt(m - k))))
            break;
        rejected[i] = true;
    }
    return rejected;
}
/**
 * The fewest trials per side (the same on both) with which one task can reach the first Holm
 * threshold level / m: the smallest n with 1 / C(2n, n) <= level / m.
 */
function trialsToSee(level, m) {
    const threshold = scale(level, 1n, BigInt(Math.max(1, m)));
    for (let n = 1; n < 1000; n++)
        if (atMost(smallestP(n, n), threshold))
            return n;
    return Infinity;
}


/***/ }),

/***/ 6795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ addToPool),
/* harmony export */   D5: () => (/* binding */ DEFAULT_POOL),
/* harmony export */   eF: () => (/* binding */ DEFAULT_POOL_MAX_AGE_DAYS),
/* harmony export */   wM: () => (/* binding */ pooledCounts)
/* harmony export */ });
/* unused harmony exports DISAGREE_LEVEL, SHIFT_LEVEL, poolOf */
/* harmony import */ var _exact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9910);
/* harmony import */ var _results_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6303);
// Pooled baselines: a push or scheduled run adds its per-task verdict counts to the previous
// baseline of the branch instead of replacing it, so a pull request's base side rests on up to K
// base runs (K x trials verdicts) rather than one. Per task, the pool is a list of per-run counts
// (oldest first, at most K, the run that saves it last): adding a run drops the oldest beyond K.
// A task pools only with runs of the same identity (its resolved definition, models and Parley
// version: engine/task-identity.ts); a changed task, or a summary without identities, starts a
// new pool.
//
// The pool assumes the base runs behave alike, and the provider behind the agent can drift
// (a model update, a degraded endpoint). So the pool is kept clean when a run is added:
// - runs older than the maximum age leave it;
// - when the newest run's verdicts differ from the pooled runs' across the whole suite set
//   (an exact stratified test, each task a stratum, at SHIFT_LEVEL), every task's pool
//   restarts from the newest run: the provider drifted, and the old runs describe another agent;
// - else, per task, an older run whose verdicts disagree with the newest run's (exact Fisher,
//   both one-sided tests, at DISAGREE_LEVEL) leaves the pool.
// The newest run is the reference because it is what the base branch does now. What was dropped
// is recorded in the summary's `pool_changes`, so the PR comment can say it.
// Measured with simulated base runs (30 tasks, K = 5, 400 x 5 pushes each): under no change a
// restart follows 0-0.1 % of pushes and 0-0.3 % of older runs are trimmed (p 0.5-0.9, 3-10
// trials); a drift of every task 0.9 -> 0.7 at 5 trials restarts the pool in 99.7 % of cases,
// 0.7 -> 0.5 in 88.7 %, 0.8 -> 0.6 at 3 trials in 65.7 %. About 3-10 ms per push.


const DEFAULT_POOL = 5;
/** Pooled base runs older than this many days are dropped (the `pool-max-age` input). */
const DEFAULT_POOL_MAX_AGE_DAYS = 14;
/**
 * An older run leaves a task's pool when one of the two one-sided Fisher tests against the
 * newest run gives p <= this (two-sided level 0.01). Low on purpose: each older run is tested
 * on its own, so under no change each is dropped by chance with probability at most 1 % (less:
 * Fisher's test is conservative), while a run as far from the newest as 5/5 against 0/5
 * (p = 1/252 one-sided) is dropped: it describes another agent, and pooling it would hide or
 * invent a regression. Two runs of 4 trials each can never reach it (1/70 at best).
 */
const DISAGREE_LEVEL = 0.005;
/**
 * The suite-wide shift test: both one-sided stratified tests at this level each (two-sided
 * 0.001). Small because restarting every pool throws away most of the base side's evidence;
 * across tens of tasks a real shift of the provider gives p far below it.
 */
const SHIFT_LEVEL = 0.0005;
/** At most this many per-task entries are recorded in `pool_changes` (the schema's bound). */
const MAX_CHANGES = 1000;
/** This run's own counts, as one pool entry. */
function ownRun(task, commit, at) {
    return {
        commit,
        passed: task.counts.by_status.passed ?? 0,
        failed: task.counts.by_status.failed ?? 0,
        errored: task.errored ?? task.counts.by_status.error ?? 0,
        runs: task.counts.runs,
        ...(at ? { at } : {}),
    };
}
/** The pool a task carries, or its own counts as a pool of one (made at `at`, when known). */
function poolOf(task, commit, at) {
    return task.pool?.length ? task.pool : [ownRun(task, commit, at)];
}
const key = (suite, taskId) => `${suite}\u0000${taskId}`;
const verdicts = (r) => r.passed + r.failed;
/** The p that makes the older run disagree with the newest (a one-sided p <= the level), else null. */
function disagrees(older, newest) {
    const level = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(DISAGREE_LEVEL);
    const lower = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)({
        basePass: newest.passed,
        baseTotal: verdicts(newest),
        headPass: older.passed,
        headTotal: verdicts(older),
    });
    const higher = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .fisherLower */ .$3)({
        basePass: older.passed,
        baseTotal: verdicts(older),
        headPass: newest.passed,
        headTotal: verdicts(newest),
    });
    // Exact comparisons with the level; the p-value only for the note.
    const p = [lower, higher].find((x) => x.num * level.den <= level.num * x.den);
    return p ? (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .toNumber */ .Ro)(p) : null;
}
/**
 * The suite-wide shift: the newest run's verdicts against the older pooled runs' (summed per
 * task), each task a stratum; both one-sided exact stratified tests at SHIFT_LEVEL. The smaller
 * p when one is significant, else null.
 */
function shift(strata) {
    const tables = (flip) => strata.map(({ older, newest }) => {
        const [base, head] = flip ? [newest, older] : [older, newest];
        return {
            basePass: base.passed,
            baseTotal: verdicts(base),
            headPass: head.passed,
            headTotal: verdicts(head),
        };
    });
    const level = (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalRational */ .c4)(SHIFT_LEVEL);
    const found = [(0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(tables(false), level), (0,_exact_js__WEBPACK_IMPORTED_MODULE_0__/* .stratifiedLower */ .L9)(tables(true), level)]
        .filter((r) => r.significant)
        .map((r) => r.p);
    return found.length ? Math.min(...found) : null;
}
function sum(runs) {
    return {
        commit: null,
        passed: runs.reduce((n, r) => n + r.passed, 0),
        failed: runs.reduce((n, r) => n + r.failed, 0),
    };
}
const formatP = (p) => (p < 0.0001 ? '< 0.0001' : p.toPrecision(2));
/**
 * `current` with each task's pool: the previous summary's pool for the same task and identity
 * (its own counts when it has no pool), cleaned (see the top of this file), plus this run's
 * counts, the last `k` runs kept; `pool_changes` says what was dropped. `k` <= 1 or no previous
 * summary: `current` unchanged (no pool field).
 */
function addToPool(previous, current, k, options = {}) {
    if (!previous || k <= 1)
        return current;
    const maxAgeDays = options.maxAgeDays ?? DEFAULT_POOL_MAX_AGE_DAYS;
    const now = (options.now ?? new Date(current.created_at)).getTime();
    const tooOld = (r) => {
        const at = r.at === undefined ? NaN : Date.parse(r.at);
        // An entry without a time (older pools) cannot be aged: it leaves by K.
        return Number.isFinite(at) && now - at > maxAgeDays * 86_400_000;
    };
    const before = new Map();
    for (const suite of previous.suites) {
        for (const task of suite.tasks)
            before.set(key(suite.name, task.task_id), task);
    }
    const commit = current.identity.commit;
    const changes = { restarted: null, tasks: [] };
    const note = (suite, task_id, dropped, reason) => {
        if (dropped > 0 && changes.tasks.length < MAX_CHANGES) {
            // Bounded as the schema bounds them: the saved summary must read back.
            changes.tasks.push({
                suite: suite.slice(0, 500),
                task_id: task_id.slice(0, 500),
                dropped: Math.min(dropped, _results_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_POOL */ .UJ),
                reason: reason.slice(0, 500),
            });
        }
    };
    // Per task: the older runs that may pool with this one (same identity, not this commit's,
    // not too old), before the agreement tests.
    const plans = current.suites.map((suite) => suite.tasks.map((task) => {
        const newest = ownRun(task, commit, current.created_at);
        const prior = before.get(key(suite.name, task.task_id));
        if (!prior)
            return { task, newest, older: [] };
        const all = poolOf(prior, previous.identity.commit, previous.created_at);
        if (!task.identity || prior.identity !== task.identity) {
            note(suite.name, task.task_id, all.length, 'the task changed (definition, models or Parley version): its pool restarts');
            return { task, newest, older: [] };
        }
        // A re-run of the same commit replaces its own entry instead of counting twice.
        const others = all.filter((r) => r.commit !== commit);
        const fresh = others.filter((r) => !tooOld(r));
        note(suite.name, task.task_id, others.length - fresh.length, `older than ${maxAgeDays} days`);
        return { task, newest, older: fresh };
    }));
    const strata = plans.flat().filter((p) => p.older.length);
    const shiftP = shift(strata.map((p) => ({ older: sum(p.older), newest: p.newest })));
    if (shiftP !== null) {
        changes.restarted =
            `the newest base run's verdicts differ from the pooled runs' across ${strata.length} task(s) ` +
                `(exact stratified test, p = ${formatP(shiftP)}): the agent's provider may have drifted, ` +
                `so every task's pool restarts from the newest run`;
    }
    const suites = current.suites.map((suite, s) => ({
        ...suite,
        tasks: plans[s].map(({ task, newest, older }) => {
            let kept = shiftP === null ? older : [];
            if (shiftP === null) {
                const ps = older.map((r) => disagrees(r, newest));
                kept = older.filter((_, i) => ps[i] === null);
                const dropped = ps.filter((p) => p !== null);
                if (dropped.length) {
                    note(suite.name, task.task_id, dropped.length, `disagreed with the newest run (exact Fisher, p = ${formatP(Math.min(...dropped))})`);
                }
            }
            const pool = [...kept, newest].slice(-k);
            return pool.length > 1 ? { ...task, pool } : task;
        }),
    }));
    const changed = changes.restarted !== null || changes.tasks.length > 0;
    const { pool_changes: _old, ...rest } = current;
    return { ...rest, suites, ...(changed ? { pool_changes: changes } : {}) };
}
/**
 * A task's pooled verdict counts: `runs` and `pooled_runs` are how many base runs they come
 * from (`runs` kept for the readers that used it); `errored` and `task_runs` the errored runs
 * and all runs of the task over those base runs (an old entry without them: no errors, and its
 * verdict runs only).
 */
function pooledCounts(task) {
    const pool = poolOf(task, null);
    return {
        passed: pool.reduce((n, r) => n + r.passed, 0),
        failed: pool.reduce((n, r) => n + r.failed, 0),
        runs: pool.length,
        pooled_runs: pool.length,
        errored: pool.reduce((n, r) => n + (r.errored ?? 0), 0),
        task_runs: pool.reduce((n, r) => n + (r.runs ?? r.passed + r.failed), 0),
    };
}


/***/ })

};
