export const id = 1165;
export const ids = [1165];
export const modules = {

/***/ 1165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/* harmony import */ var _job_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1110);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8619);
/* harmony import */ var _report_regressed_note_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(472);
// `parley compare BASE HEAD`: compares two summary.json files (or results directories holding
// one). Exit 0 without regressions, 1 with regressions, 2 when a file is missing or invalid.







/** A summary.json (or a results directory) named on the command line; exit 2 when unreadable. */
function readSummary(path) {
    try {
        return (0,_results_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readSummaryFile */ .Er)(path);
    }
    catch (error) {
        if (error instanceof _results_files_js__WEBPACK_IMPORTED_MODULE_3__/* .ResultsReadError */ .D5)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(error.message);
        throw error;
    }
}
/** Terminal-safe: no control characters or escape sequences from the files. */
// eslint-disable-next-line no-control-regex
const clean = (text) => text.replace(/[\u0000-\u001F\u007F-\u009F]/g, '?');
const pct = (rate) => `${(rate * 100).toFixed(1)}%`;
/** A p-value on a console line: "p=0.0433", "p<0.0001". */
function compactP(value) {
    const p = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.formatP)(value);
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
    const groups = _verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.TASK_BUCKETS.map(([key, title]) => [
        title.toLowerCase(),
        key === 'regressed' ? (0,_report_regressed_note_js__WEBPACK_IMPORTED_MODULE_6__/* .regressedNote */ .l)(c) : _verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.BUCKET_NOTES[key],
        c.buckets[key],
    ]);
    groups.push(['outcome changed', 'the most common outcome changed', c.outcome_changes]);
    for (const [title, note, tasks] of groups) {
        if (!tasks.length)
            continue;
        lines.push('', `${title} (${tasks.length}): ${note}`);
        for (const t of tasks) {
            const outcome = t.outcome_changed ? ` [${t.base.outcome} -> ${t.head.outcome}]` : '';
            lines.push(`  ${clean(t.suite)} / ${clean(t.task_id)}: ${(0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.formatSide)(t.base)} -> ${(0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.formatSide)(t.head)}${outcome}${detail(t)}`);
        }
    }
    lines.push('', (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.suiteLine)(c).replace(/^Suite:/, 'suite:'));
    const blind = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.blindLine)(c);
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
const compareCommand = {
    name: 'compare',
    usage: 'compare BASE HEAD',
    options: {
        alpha: { type: 'string' },
        json: { type: 'boolean' },
    },
    help: {
        alpha: _job_options_js__WEBPACK_IMPORTED_MODULE_4__/* .ALPHA_HELP */ .fe,
        json: 'print the whole comparison as JSON',
    },
    async run(values, positionals) {
        if (positionals.length !== 2) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e('expected two arguments: BASE HEAD (summary.json files or results directories)');
        }
        const alpha = (0,_job_options_js__WEBPACK_IMPORTED_MODULE_4__/* .alphaOption */ .mH)(values.alpha);
        const base = readSummary(positionals[0]);
        const head = readSummary(positionals[1]);
        const comparison = (0,_verdict_compare_js__WEBPACK_IMPORTED_MODULE_2__.compareSummaries)(base, head, {
            alpha,
            headRecords: headRecords(positionals[1]),
        });
        console.log(values.json ? JSON.stringify(comparison, null, 2) : formatComparison(comparison));
        return comparison.regressions ? 1 : 0;
    },
};


/***/ }),

/***/ 472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ regressedNote)
/* harmony export */ });
/* harmony import */ var _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7666);
// What "regressed" rests on in this comparison, said as it happened: confirmed against runs of
// the base commit made beside the head, or (none made, or none possible) the screening against
// the baseline alone. The console, report.md and report.html say the same.

function regressedNote(c) {
    const conf = c.confirmation;
    if (conf && !conf.base_unavailable && !conf.base_tampered)
        return _verdict_compare_js__WEBPACK_IMPORTED_MODULE_0__.BUCKET_NOTES.regressed;
    const why = conf?.base_tampered
        ? "the base commit's checkout was modified during the job, so its runs were discarded"
        : conf?.base_unavailable
            ? 'the base commit could not be run beside the head'
            : 'no runs of the base commit were made beside the head in this job';
    return `significant against the baseline alone, after Holm correction across the tasks compared (${why}): fails the check`;
}


/***/ }),

/***/ 5056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yG: () => (/* reexport */ layout/* RESULTS_FILE */.yG),
  D5: () => (/* binding */ ResultsReadError),
  ar: () => (/* binding */ ownRecordsOf),
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
// EXTERNAL MODULE: ./src/results/schema.ts + 2 modules
var schema = __webpack_require__(6603);
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

// EXTERNAL MODULE: ./src/results/layout.ts
var layout = __webpack_require__(8534);
// EXTERNAL MODULE: ./src/results/record.ts
var record = __webpack_require__(6269);
// EXTERNAL MODULE: ./src/results/writer.ts
var results_writer = __webpack_require__(4787);
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
    for (const name of [layout/* SUMMARY_FILE */.u7, layout/* RESULTS_FILE */.yG]) {
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


/***/ })

};
