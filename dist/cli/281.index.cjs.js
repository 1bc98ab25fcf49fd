"use strict";
exports.id = 281;
exports.ids = [281];
exports.modules = {

/***/ 281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   judgeLiftPairs: () => (/* binding */ judgeLiftPairs),
/* harmony export */   pairwiseSuites: () => (/* binding */ pairwiseSuites)
/* harmony export */ });
/* harmony import */ var _results_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5056);
/* harmony import */ var _suites_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3148);
/* harmony import */ var _verdict_skill_lift_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8106);
/* harmony import */ var _results_record_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2544);
// A skill-lift job's pairwise judges, after its runs and before the comparison: every suite with
// a `type: pairwise` grader has its with- and without-skill pairs judged (pairwise-step.ts), and
// summary.json's `skill_lift.pairwise` gets the wins, losses and ties with their sign test.
// Loaded only for a skill-lift job with a pairwise grader.




/** The suites of the job that have a pairwise grader (the suite's or a task's). */
function pairwiseSuites(result) {
    const suites = new Map();
    for (const run of result.planned)
        suites.set(run.suite.file, run.suite);
    return [...suites.values()].filter((s) => s.graders.some(_suites_model_js__WEBPACK_IMPORTED_MODULE_1__/* .isPairGrader */ .cG) || s.tasks.some((t) => t.graders.some(_suites_model_js__WEBPACK_IMPORTED_MODULE_1__/* .isPairGrader */ .cG)));
}
async function judgeLiftPairs(result, suites, signal) {
    const lift = result.summary.skill_lift;
    if (!lift || !result.judge || !suites.length)
        return;
    const { judgePairs } = await __webpack_require__.e(/* import() */ 9032).then(__webpack_require__.bind(__webpack_require__, 9032));
    // The conversations in full: the job's own results.jsonl (the digests keep no transcripts),
    // keeping only the two arms' runs of the suites judged, not every conversation of the job.
    const judgedSuites = new Set(suites.map((suite) => suite.name));
    const records = [];
    for (const record of (0,_results_files_js__WEBPACK_IMPORTED_MODULE_0__/* .ownRecordsOf */ .ar)(result.resultsDir))
        if (record.skill_arm && judgedSuites.has(record.suite))
            records.push(record);
    const total = { wins: 0, losses: 0, ties: 0, errors: 0, skipped: 0 };
    const tasks = [];
    for (const suite of suites) {
        const judged = await judgePairs({
            suite,
            records,
            judge: result.judge,
            resultsDir: result.resultsDir,
            signal,
            redact: result.redact,
        });
        for (const key of Object.keys(total))
            total[key] += judged[key];
        for (const [task, counts] of Object.entries(judged.byTask))
            tasks.push({ suite: suite.name, task, ...counts });
    }
    const sign = (0,_verdict_skill_lift_js__WEBPACK_IMPORTED_MODULE_2__/* .signTest */ .W)(total.wins, total.losses, total.ties);
    lift.pairwise = {
        ...total,
        p_two_sided: sign.p_two_sided,
        p_wins: sign.p_wins,
        p_losses: sign.p_losses,
        tasks: tasks.slice(0, _results_record_values_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_IMPACT_TASKS */ .j1),
    };
}


/***/ }),

/***/ 5056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Kz: () => (/* reexport */ layout/* HISTORY_CACHE_DIR */.Kz),
  CX: () => (/* reexport */ layout/* HISTORY_FILE */.CX),
  Wu: () => (/* reexport */ layout/* HISTORY_HTML_FILE */.Wu),
  yG: () => (/* reexport */ layout/* RESULTS_FILE */.yG),
  D5: () => (/* binding */ ResultsReadError),
  u7: () => (/* reexport */ layout/* SUMMARY_FILE */.u7),
  ar: () => (/* binding */ ownRecordsOf),
  Y4: () => (/* binding */ pairwiseWriter),
  Uv: () => (/* binding */ readResultsDir),
  Er: () => (/* binding */ readSummaryFile),
  M$: () => (/* binding */ recordsOf),
  HU: () => (/* binding */ resultsDirBytes),
  L: () => (/* binding */ writeHtmlReport),
  cO: () => (/* binding */ writeJobFiles),
  Dn: () => (/* binding */ writeResultsDir)
});

// UNUSED EXPORTS: JUNIT_FILE, MAX_HISTORY_BYTES, MAX_HISTORY_RUNS, MAX_HISTORY_TASK_ENTRIES, MAX_LINE_LENGTH, MAX_PAIRWISE_BYTES, MAX_PAIR_ERROR, MAX_PAIR_REASON, MAX_RESULTS_BYTES, MAX_SUMMARY_BYTES, PAIRWISE_FILE, REPORT_FILE, REPORT_HTML_FILE, SUMMARY_TASKS, SUMMARY_TASK_BYTES, parseSummary, readPairwiseFile, writeReport

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
// EXTERNAL MODULE: ./src/results/schema.ts + 3 modules
var schema = __webpack_require__(5584);
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
// EXTERNAL MODULE: ./src/results/record.ts
var record = __webpack_require__(6269);
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

// EXTERNAL MODULE: ./src/results/pairwise-schema.ts
var pairwise_schema = __webpack_require__(5678);
// EXTERNAL MODULE: ./src/results/layout.ts
var layout = __webpack_require__(8534);
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

/***/ 9910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ fisherLower),
/* harmony export */   G2: () => (/* binding */ trialsToSee),
/* harmony export */   L9: () => (/* binding */ stratifiedLower),
/* harmony export */   Ro: () => (/* binding */ toNumber),
/* harmony export */   Sw: () => (/* binding */ choose),
/* harmony export */   Tu: () => (/* binding */ atMost),
/* harmony export */   c4: () => (/* binding */ decimalRational),
/* harmony export */   fU: () => (/* binding */ holm),
/* harmony export */   hs: () => (/* binding */ scale),
/* harmony export */   sd: () => (/* binding */ smallestP)
/* harmony export */ });
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
/** Below this share of the largest entry, the low end of the running sum's law is dropped. */
const NEGLIGIBLE = 1e-20;
/**
 * P(S <= observed) for S the sum of independent laws (offsets from their smallest values), by
 * convolution truncated above `observed`. Its low end, far below the mass, is dropped as it
 * falls under NEGLIGIBLE of the largest entry: each dropped entry holds less than NEGLIGIBLE, and
 * there are at most observed + 1 of them, so the sum moves by far less than the 1e-9 below which
 * the caller decides in integers; a suite of many tasks then convolves a band, not the whole range.
 */
function lowerTail(laws, observed) {
    let dist = [1];
    let base = 0; // dist[i] = P(S = base + i)
    for (const law of laws) {
        const length = Math.min(dist.length + law.p.length - 1, observed + 1 - base);
        const next = new Array(length).fill(0);
        for (let i = 0; i < dist.length && i < length; i++) {
            const di = dist[i];
            if (di === 0)
                continue;
            for (let j = 0; j < law.p.length && i + j < length; j++)
                next[i + j] += di * law.p[j];
        }
        let largest = 0;
        for (const x of next)
            if (x > largest)
                largest = x;
        const floor = largest * NEGLIGIBLE;
        let cut = 0;
        while (cut < next.length - 1 && next[cut] < floor)
            cut++;
        dist = cut > 0 ? next.slice(cut) : next;
        base += cut;
    }
    return dist.reduce((a, b) => a + b, 0);
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
    const p = Math.min(1, lowerTail(laws, observed));
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

/***/ 8106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HF: () => (/* binding */ liftSentence),
  YE: () => (/* binding */ measureLift),
  W: () => (/* binding */ signTest),
  Jd: () => (/* binding */ skillLift)
});

// UNUSED EXPORTS: DEFAULT_LIFT_LEVEL, newcombeInterval

// EXTERNAL MODULE: ./src/results/reliability.ts
var reliability = __webpack_require__(434);
// EXTERNAL MODULE: ./src/verdict/exact.ts
var exact = __webpack_require__(9910);
;// CONCATENATED MODULE: ./src/verdict/discrete-holm.ts
// Holm's step-down with Tarone's count of the testable hypotheses (Hommel & Krummenauer 1998,
// Biometrics 54:673), for exact tests of discrete data. A task whose pass total (the margin the
// Fisher test conditions on) leaves no outcome extreme enough to reach a threshold cannot be
// claimed at it, whatever happens: 10/10 with and 10/10 without can give no p under 1. Plain
// Holm still counts it in m; this step-down counts only the tasks that could reach the threshold,
// so the others do not dilute the ones that can. It rejects everything Holm rejects, and more.
// Why it is still family-wise at `level`: given every task's margin, the local test of a set I of
// hypotheses — the smallest k with at most k tasks of I able to reach level / k, and a p of one of
// them at or under level / k — errs with probability at most (that count) * level / k <= level;
// k can only shrink for a subset, so the step-down below is a shortcut of the closed test.

/** Tarone's k for the remaining hypotheses: the smallest k with at most k of them able to reach level / k. */
function taroneCount(smallest, remaining, level) {
    for (let k = 1; k < remaining.length; k++) {
        const threshold = (0,exact/* scale */.hs)(level, 1n, BigInt(k));
        const testable = remaining.filter((i) => (0,exact/* atMost */.Tu)(smallest[i], threshold)).length;
        if (testable <= k)
            return k;
    }
    return Math.max(1, remaining.length);
}
/**
 * Per input, whether it is rejected: `pValues[i]` is the observed p and `smallest[i]` the least p
 * its margins allow (so smallest[i] <= pValues[i]). Exact rational comparisons.
 */
function discreteHolm(pValues, smallest, level) {
    const rejected = new Array(pValues.length).fill(false);
    let remaining = pValues.map((_, i) => i);
    while (remaining.length) {
        const threshold = (0,exact/* scale */.hs)(level, 1n, BigInt(taroneCount(smallest, remaining, level)));
        let best = -1;
        for (const i of remaining)
            if (best < 0 || !(0,exact/* atMost */.Tu)(pValues[best], pValues[i]))
                best = i;
        if (!(0,exact/* atMost */.Tu)(pValues[best], threshold))
            break;
        rejected[best] = true;
        remaining = remaining.filter((i) => i !== best);
    }
    return rejected;
}

;// CONCATENATED MODULE: ./src/verdict/student-t.ts
// Student's t distribution, for Welch's interval of a difference of means (skill-lift.ts) at the
// small sample sizes Parley runs (3 to 10 trials per arm), where the normal quantile is far too
// narrow. The CDF comes from the regularized incomplete beta function (Lentz's continued
// fraction, Numerical Recipes 6.4); the quantile inverts it by bisection, which is slow but
// cannot diverge, and works for the non-integer degrees of freedom Welch gives.
/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients: about 15 significant digits). */
function lnGamma(x) {
    const c = [
        0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531,
        -176.6150291621406, 12.507343278686905, -0.13857109526572012, 9.984369578019572e-6,
        1.5056327351493116e-7,
    ];
    if (x < 0.5)
        return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
    x -= 1;
    let sum = c[0];
    for (let i = 1; i < 9; i++)
        sum += c[i] / (x + i);
    const t = x + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}
/** The continued fraction of I_x(a, b), valid (fast) for x < (a + 1) / (a + b + 2). */
function betaFraction(a, b, x) {
    const tiny = 1e-300;
    let c = 1;
    let d = 1 - ((a + b) * x) / (a + 1);
    if (Math.abs(d) < tiny)
        d = tiny;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= 300; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
        d = 1 + aa * d;
        c = 1 + aa / c;
        d = 1 / (Math.abs(d) < tiny ? tiny : d);
        c = Math.abs(c) < tiny ? tiny : c;
        h *= d * c;
        aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
        d = 1 + aa * d;
        c = 1 + aa / c;
        d = 1 / (Math.abs(d) < tiny ? tiny : d);
        c = Math.abs(c) < tiny ? tiny : c;
        const step = d * c;
        h *= step;
        if (Math.abs(step - 1) < 1e-15)
            break;
    }
    return h;
}
/** The regularized incomplete beta function I_x(a, b). */
function incompleteBeta(x, a, b) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
    return x < (a + 1) / (a + b + 2)
        ? (front * betaFraction(a, b, x)) / a
        : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}
/** P(T <= t) for Student's t with `df` (> 0, not necessarily whole) degrees of freedom. */
function studentTCdf(t, df) {
    const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
    return t >= 0 ? 1 - tail : tail;
}
/** The q-quantile (0.5 < q < 1) of Student's t with `df` degrees of freedom. */
function studentTQuantile(q, df) {
    if (!(q > 0.5 && q < 1))
        throw new RangeError(`quantile expects 0.5 < q < 1, got ${q}`);
    if (!(df > 0))
        throw new RangeError(`degrees of freedom must be positive, got ${df}`);
    let low = 0;
    let high = 1;
    while (studentTCdf(high, df) < q)
        high *= 2;
    for (let i = 0; i < 200 && high - low > 1e-12 * high; i++) {
        const mid = (low + high) / 2;
        if (studentTCdf(mid, df) < q)
            low = mid;
        else
            high = mid;
    }
    return (low + high) / 2;
}

;// CONCATENATED MODULE: ./src/verdict/skill-lift.ts
// Does the skill help? (issue 48): each task ran its trials with the suite's skills ("with") and
// without them ("without"), interleaved in the same job; this module turns the counts into
// claims. Pure: no I/O. The choices, and why (the figures are in docs/benchmarks.md, "Skill lift"):
// - Per task, the interval of the difference of pass rates is Newcombe's hybrid score interval
//   (his method 10, from the two arms' Wilson intervals): close to its 95 % coverage at small
//   samples (the bench measures it at 3 to 20 trials), never outside [-1, 1], and defined at 0/n
//   and n/n, where the Wald interval collapses to a point.
// - Per task, "helps" and "hurts" are each tested with Fisher's exact one-sided test (the pass
//   total fixed), the gate's own (exact.ts), so the p-values are exact rationals.
// - Across the suite's tasks, Holm's step-down on the "helps" p-values at level / 2 and,
//   separately, on the "hurts" ones at level / 2, counting at each step only the tasks whose pass
//   total lets them reach the threshold (Tarone's count, discrete-holm.ts): a task at 10/10 with
//   and without cannot be claimed and no longer dilutes the others. Each step-down controls its
//   family-wise error for any configuration of lifts, so the chance of any false task claim, in
//   either direction (a wrong-direction claim on a task that really moves included), is at most
//   level. A task cannot be claimed both ways: its two one-sided p-values sum to more than 1.
// - The suite's pooled claim: the exact conditional stratified test (each task a stratum, the
//   sum of the "with" passes; exact.ts stratifiedLower, as the gate's suite test) in each
//   direction at level / 2, a family of its own; with the tasks', a false "helps" anywhere (the
//   suite's or a task's) is at most level / 2 + level / 2 = level, and so is a false "hurts".
//   pooled.difference is the unweighted mean of the per-task differences (every task counts
//   once, as in the suite's scorecard).
// - Interleaving puts a drift of the agent or provider during the job into both arms alike; the
//   conditional tests then stay at or under their level (the bench's drift world checks it).
// - No percent changes anywhere: a rate of an arm with no ended runs is NaN (null in JSON), never
//   a division by zero shown as a figure.




const DEFAULT_LIFT_LEVEL = 0.05;
function checkArm(task, arm) {
    const { passed, runs } = arm;
    if (!Number.isInteger(passed) || !Number.isInteger(runs) || passed < 0 || passed > runs)
        throw new RangeError(`${task}: an arm needs 0 <= passed <= runs, got ${passed}/${runs}`);
}
const rate = (arm) => (arm.runs > 0 ? arm.passed / arm.runs : NaN);
/**
 * Newcombe's hybrid score interval for p1 - p2 from the Wilson intervals [l1, u1], [l2, u2]:
 * [d - sqrt((p1 - l1)² + (u2 - p2)²), d + sqrt((u1 - p1)² + (p2 - l2)²)].
 */
function newcombeInterval(a, b) {
    if (a.runs === 0 || b.runs === 0)
        return { low: -1, high: 1 };
    const p1 = a.passed / a.runs;
    const p2 = b.passed / b.runs;
    const w1 = (0,reliability/* wilson95 */.p)(a.passed, a.runs);
    const w2 = (0,reliability/* wilson95 */.p)(b.passed, b.runs);
    const d = p1 - p2;
    return {
        low: Math.max(-1, d - Math.hypot(p1 - w1.low, w2.high - p2)),
        high: Math.min(1, d + Math.hypot(w1.high - p1, p2 - w2.low)),
    };
}
/** The table in exact.ts's orientation: "head lower than base" is "`lower` passes less often". */
const table = (higher, lower) => ({
    basePass: higher.passed,
    baseTotal: higher.runs,
    headPass: lower.passed,
    headTotal: lower.runs,
});
/** The least p the table's pass total allows: every pass on the base (higher) side. */
function leastAttainable(t) {
    const passes = t.basePass + t.headPass;
    const headPass = Math.max(0, passes - t.baseTotal);
    return (0,exact/* fisherLower */.$3)({ ...t, basePass: passes - headPass, headPass });
}
function claimOf(helps, hurts) {
    return helps ? 'helps' : hurts ? 'hurts' : 'no_evidence';
}
/** Per-task and pooled lift of a suite's tasks, claims at family-wise `level` (default 0.05). */
function skillLift(inputs, level = DEFAULT_LIFT_LEVEL) {
    for (const input of inputs) {
        checkArm(input.task, input.with);
        checkArm(input.task, input.without);
    }
    if (!(level > 0 && level < 1))
        throw new RangeError(`level must be in (0, 1), got ${level}`);
    const half = (0,exact/* scale */.hs)((0,exact/* decimalRational */.c4)(level), 1n, 2n);
    // Only tasks with runs in both arms are tested; the others cannot be claimed either way and
    // would only raise Holm's thresholds.
    const tested = inputs.filter((t) => t.with.runs > 0 && t.without.runs > 0);
    const helpsTables = tested.map((t) => table(t.with, t.without));
    const hurtsTables = tested.map((t) => table(t.without, t.with));
    const pHelps = helpsTables.map(exact/* fisherLower */.$3);
    const pHurts = hurtsTables.map(exact/* fisherLower */.$3);
    const helps = discreteHolm(pHelps, helpsTables.map(leastAttainable), half);
    const hurts = discreteHolm(pHurts, hurtsTables.map(leastAttainable), half);
    const testedAt = new Map(tested.map((t, i) => [t, i]));
    const tasks = inputs.map((t) => {
        const i = testedAt.get(t);
        return {
            task: t.task,
            with: { ...t.with, rate: rate(t.with) },
            without: { ...t.without, rate: rate(t.without) },
            difference: rate(t.with) - rate(t.without),
            interval: newcombeInterval(t.with, t.without),
            p_helps: i === undefined ? 1 : Math.min(1, (0,exact/* toNumber */.Ro)(pHelps[i])),
            p_hurts: i === undefined ? 1 : Math.min(1, (0,exact/* toNumber */.Ro)(pHurts[i])),
            claim: i === undefined ? 'no_evidence' : claimOf(helps[i], hurts[i]),
        };
    });
    const count = (claim) => tasks.filter((t) => t.claim === claim).length;
    return {
        tasks,
        pooled: pooledLift(tested, half),
        helps: count('helps'),
        hurts: count('hurts'),
        no_evidence: count('no_evidence'),
        level,
    };
}
function pooledLift(tested, half) {
    const helps = (0,exact/* stratifiedLower */.L9)(tested.map((t) => table(t.with, t.without)), half);
    const hurts = (0,exact/* stratifiedLower */.L9)(tested.map((t) => table(t.without, t.with)), half);
    const differences = tested.map((t) => rate(t.with) - rate(t.without));
    return {
        difference: differences.length
            ? differences.reduce((a, b) => a + b, 0) / differences.length
            : NaN,
        p_helps: helps.p,
        p_hurts: hurts.p,
        claim: claimOf(helps.significant, hurts.significant),
    };
}
function meanAndVariance(values) {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const squares = values.reduce((a, v) => a + (v - mean) * (v - mean), 0);
    return { mean, variance: values.length > 1 ? squares / (values.length - 1) : NaN };
}
/**
 * Means of a measure with and without the skills, and Welch's 95 % interval of their difference
 * with the t quantile at Welch–Satterthwaite's degrees of freedom (null when an arm has fewer
 * than 2 values). A mean of an arm without values is NaN. When neither arm varies, the interval
 * is the difference itself: the runs show no spread to widen it by.
 */
function measureLift(withValues, withoutValues) {
    for (const v of [...withValues, ...withoutValues])
        if (!Number.isFinite(v))
            throw new RangeError(`a measure must be a finite number, got ${v}`);
    const a = meanAndVariance(withValues);
    const b = meanAndVariance(withoutValues);
    const difference = a.mean - b.mean;
    const lift = {
        with: a.mean,
        without: b.mean,
        difference,
        n_with: withValues.length,
        n_without: withoutValues.length,
    };
    if (withValues.length < 2 || withoutValues.length < 2)
        return { ...lift, interval: null };
    const va = a.variance / withValues.length;
    const vb = b.variance / withoutValues.length;
    if (va + vb === 0)
        return { ...lift, interval: { low: difference, high: difference } };
    const df = ((va + vb) * (va + vb)) /
        ((va * va) / (withValues.length - 1) + (vb * vb) / (withoutValues.length - 1));
    const half = studentTQuantile(0.975, df) * Math.sqrt(va + vb);
    return { ...lift, interval: { low: difference - half, high: difference + half } };
}
/** P(X >= k) for X ~ Binomial(n, 1/2), exactly. */
function upperTail(k, n) {
    let num = 0n;
    for (let i = k; i <= n; i++)
        num += (0,exact/* choose */.Sw)(n, i);
    return { num, den: 1n << BigInt(n) };
}
/**
 * The exact sign test: p_wins = P(X >= wins), p_losses = P(X >= losses) for X ~ Bin(wins +
 * losses, 1/2); the two-sided p is twice the smaller, at most 1. All 1 when every pair tied.
 */
function signTest(wins, losses, ties) {
    for (const [name, v] of Object.entries({ wins, losses, ties }))
        if (!Number.isInteger(v) || v < 0)
            throw new RangeError(`${name} must be a count, got ${v}`);
    const n = wins + losses;
    const pWins = upperTail(wins, n);
    const pLosses = upperTail(losses, n);
    const smaller = Math.min((0,exact/* toNumber */.Ro)(pWins), (0,exact/* toNumber */.Ro)(pLosses));
    return {
        wins,
        losses,
        ties,
        p_two_sided: Math.min(1, 2 * smaller),
        p_wins: Math.min(1, (0,exact/* toNumber */.Ro)(pWins)),
        p_losses: Math.min(1, (0,exact/* toNumber */.Ro)(pLosses)),
    };
}
/** One sentence the report prints: "helps on 4 tasks, hurts on 1, no evidence either way on 7". */
function liftSentence(lift) {
    const tasks = lift.helps === 1 ? 'task' : 'tasks';
    return `helps on ${lift.helps} ${tasks}, hurts on ${lift.hurts}, no evidence either way on ${lift.no_evidence}`;
}


/***/ })

};
;