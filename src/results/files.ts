// The results directory, in one place: results.jsonl (streamed by the engine as runs finish,
// through ResultsWriter), summary.json, junit.xml, report.md and report.html (written when the
// job ends), and reading them back. What is read back is untrusted data (a fork's artifact, a cache entry, a
// file given on the command line): size-bounded and schema-validated, and an error names the
// file and what is wrong with it.
import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { join } from 'node:path';
import { FileReadError, readRegularFile } from '../shared/read-file.js';
import { parseJsonLines } from '../shared/json-lines.js';
import { parseResultLine, parseResults } from './jsonl.js';
import { renderJunit } from './junit.js';
import { Summary, type RunRecord } from './schema.js';
import { PairwiseLine } from './pairwise-schema.js';
import {
  JUNIT_FILE,
  MAX_PAIRWISE_BYTES,
  MAX_RESULTS_BYTES,
  MAX_SUMMARY_BYTES,
  REPORT_FILE,
  PAIRWISE_FILE,
  REPORT_HTML_FILE,
  RESULTS_FILE,
  SUMMARY_FILE,
} from './layout.js';
import { isWithoutSkillRun, OUTCOMES } from './record.js';
import { JsonLinesWriter, ResultsWriteError, ResultsWriter, writeReason } from './writer.js';

// The names and bounds, for the readers that import them with the functions here.
export * from './layout.js';

/** A results file that cannot be read or is not what Parley writes. */
export class ResultsReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResultsReadError';
  }
}

/** Writes one file of the results directory; a failure names it (a ResultsWriteError). */
function writeOne(dir: string, name: string | null, content: string): void {
  const path = name === null ? dir : join(dir, name);
  try {
    if (name === null) mkdirSync(dir, { recursive: true });
    else writeFileSync(path, content);
  } catch (error) {
    throw new ResultsWriteError(path, writeReason(error));
  }
}

/** The files of a finished job, beside its streamed results.jsonl. */
export function writeJobFiles(
  dir: string,
  files: { summary: Summary; records: RunRecord[]; report: string },
): void {
  writeOne(dir, null, '');
  writeOne(dir, SUMMARY_FILE, `${JSON.stringify(files.summary, null, 2)}\n`);
  writeOne(dir, JUNIT_FILE, renderJunit(files.summary, files.records));
  writeOne(dir, REPORT_FILE, files.report);
}

/** A whole results directory at once (merged shards), results.jsonl included. */
export function writeResultsDir(
  dir: string,
  files: { summary: Summary; records: RunRecord[]; report: string },
): void {
  // Line by line, as a run streams it: never one string of every record, never a partial line.
  const writer = new ResultsWriter(join(dir, RESULTS_FILE));
  try {
    for (const record of files.records) writer.append(record);
  } finally {
    writer.close();
  }
  writeJobFiles(dir, files);
}

/** report.md alone: the job's report once the baseline comparison is known. */
export function writeReport(dir: string, report: string): void {
  writeOne(dir, REPORT_FILE, report);
}

/**
 * report.html, written as it is rendered (chunk by chunk, never one string of the whole page).
 * An error of the renderer (a results.jsonl line that cannot be read) is thrown as it is.
 */
export function writeHtmlReport(dir: string, chunks: Iterable<string | Buffer>): void {
  const path = join(dir, REPORT_HTML_FILE);
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (error) {
    throw new ResultsWriteError(path, writeReason(error));
  }
  try {
    for (const chunk of chunks) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      let written = 0;
      try {
        // A write may be short (a full disk): the rest is written until it is all there.
        while (written < bytes.length) written += writeSync(fd, bytes, written);
      } catch (error) {
        throw new ResultsWriteError(path, writeReason(error));
      }
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * pairwise.jsonl of a skill-lift job, started anew: each judged pair is a line as it finishes
 * (job/pairwise-step.ts). A file that cannot be opened is a ResultsWriteError.
 */
export function pairwiseWriter(dir: string): JsonLinesWriter<PairwiseLine> {
  return new JsonLinesWriter<PairwiseLine>(join(dir, PAIRWISE_FILE));
}

/** A results directory's pairwise.jsonl: bounded, every line validated; an error names the line. */
export function readPairwiseFile(dir: string): PairwiseLine[] {
  const file = join(dir, PAIRWISE_FILE);
  const { values, errors } = parseJsonLines(
    readBounded(file, MAX_PAIRWISE_BYTES),
    file,
    PairwiseLine,
  );
  const first = errors[0];
  if (first) {
    throw new ResultsReadError(
      `${first.file}:${first.line}: ${first.path || '(line)'}: ${first.message}`,
    );
  }
  return values;
}

/** A regular file's text, bounded as it is read (a FIFO or /dev/zero is refused, not read). */
function readBounded(file: string, max: number): string {
  try {
    return readRegularFile(file, max).toString('utf8');
  } catch (error) {
    if (error instanceof FileReadError) throw new ResultsReadError(error.message);
    throw error;
  }
}

/** A summary.json, or the one in a results directory: bounded, validated. */
export function readSummaryFile(path: string): Summary {
  let file = path;
  try {
    if (statSync(path).isDirectory()) file = join(path, SUMMARY_FILE);
  } catch {
    throw new ResultsReadError(`${path}: no such file or directory`);
  }
  return parseSummary(readBounded(file, MAX_SUMMARY_BYTES), file);
}

/** summary.json text from anywhere (an artifact, the cache): validated, errors name `file`. */
export function parseSummary(text: string, file: string): Summary {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ResultsReadError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = Summary.safeParse(withEveryOutcome(json));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ResultsReadError(
      `${file}: not a Parley summary: ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
  }
  return parsed.data;
}

/**
 * A summary written before an outcome existed (a baseline from an older Parley) counts none of
 * it: every `by_outcome` it holds gets the missing outcomes as 0, so it still reads.
 */
function withEveryOutcome(json: unknown, depth = 0): unknown {
  if (depth > 8 || json === null || typeof json !== 'object') return json;
  if (Array.isArray(json)) {
    for (const item of json) withEveryOutcome(item, depth + 1);
    return json;
  }
  const object = json as Record<string, unknown>;
  const byOutcome = object.by_outcome;
  if (byOutcome && typeof byOutcome === 'object' && !Array.isArray(byOutcome)) {
    const counts = byOutcome as Record<string, unknown>;
    for (const outcome of OUTCOMES) if (!(outcome in counts)) counts[outcome] = 0;
  }
  for (const value of Object.values(object)) withEveryOutcome(value, depth + 1);
  return json;
}

/** What reading a results directory would read: its summary.json and results.jsonl, in bytes. */
export function resultsDirBytes(dir: string): number {
  let bytes = 0;
  for (const name of [SUMMARY_FILE, RESULTS_FILE]) {
    try {
      bytes += statSync(join(dir, name)).size;
    } catch {
      // missing: readResultsDir says so
    }
  }
  return bytes;
}

export interface ResultsDir {
  dir: string;
  summary: Summary;
  records: RunRecord[];
}

/** A results directory: its summary and every run, consistent with each other. */
export function readResultsDir(dir: string): ResultsDir {
  const summary = readSummaryFile(join(dir, SUMMARY_FILE));
  const resultsFile = join(dir, RESULTS_FILE);
  let records: RunRecord[];
  try {
    records = parseResults(readBounded(resultsFile, MAX_RESULTS_BYTES), resultsFile);
  } catch (error) {
    if (error instanceof ResultsReadError) throw error;
    throw new ResultsReadError((error as Error).message);
  }
  // Confirmation runs and a skill-lift job's runs without the skill are in results.jsonl but not
  // in summary.json's counts.
  const counted = records.filter((r) => !r.confirmation && !isWithoutSkillRun(r)).length;
  if (counted !== summary.counts.runs) {
    throw new ResultsReadError(
      `${dir}: results.jsonl has ${counted} run(s) but summary.json counts ${summary.counts.runs}`,
    );
  }
  return { dir, summary, records };
}

/** Bytes read from results.jsonl at a time by recordsOf(). */
const READ_CHUNK = 1024 * 1024;
/** Characters of a line recordsOf() accepts: the one thing it holds whole. */
export const MAX_LINE_LENGTH = MAX_RESULTS_BYTES;

/**
 * The runs of a results directory's results.jsonl, one line at a time: never the whole file in
 * memory, so a file of any size can be read (a long job's own results), but no line longer than
 * MAX_LINE_LENGTH. Every line is validated; an error names file and line.
 */
export function recordsOf(dir: string): Generator<RunRecord> {
  return linesOf(dir, parseResultLine);
}

/**
 * The runs of a results.jsonl this very process wrote in this job (its own, trusted): parsed,
 * not validated nor bounded again, which is most of what reading it back costs.
 */
export function ownRecordsOf(dir: string): Generator<RunRecord> {
  return linesOf(dir, (raw) => (raw.trim() === '' ? null : (JSON.parse(raw) as RunRecord)));
}

function* linesOf(
  dir: string,
  parse: (raw: string, file: string, line: number) => RunRecord | null,
): Generator<RunRecord> {
  const file = join(dir, RESULTS_FILE);
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch {
    throw new ResultsReadError(`${file}: missing`);
  }
  try {
    if (!fstatSync(fd).isFile()) throw new ResultsReadError(`${file}: not a regular file`);
    const decoder = new StringDecoder('utf8');
    const buffer = Buffer.alloc(READ_CHUNK);
    let pending = '';
    let line = 0;
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
      pending += decoder.write(buffer.subarray(0, read));
      let start = 0;
      for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n', start)) {
        const record = parse(pending.slice(start, end), file, ++line);
        start = end + 1;
        if (record) yield record;
      }
      pending = pending.slice(start);
      if (pending.length > MAX_LINE_LENGTH)
        throw new ResultsReadError(
          `${file}:${line + 1}: a line longer than the ${MAX_LINE_LENGTH} characters allowed`,
        );
    }
    const record = parse(pending + decoder.end(), file, ++line);
    if (record) yield record;
  } finally {
    closeSync(fd);
  }
}
