// Reading results.jsonl back (parley report, compare, the action's report mode): the file is
// untrusted data, so every line is validated and a bad one is named by its line number.
import { readFileSync } from 'node:fs';
import { boundValue } from '../shared/bound.js';
import { RunRecord } from './schema.js';

/** A line's values beyond this (in characters of JSON) are cut. */
const MAX_LINE_CHARS = 50_000_000;

export class ResultsFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
    this.name = 'ResultsFileError';
  }
}

/** One line of results.jsonl (1-based `line` for errors): validated and bounded, or null if blank. */
export function parseResultLine(raw: string, file: string, line: number): RunRecord | null {
  const text = raw.trim();
  if (text === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ResultsFileError(file, line, `not valid JSON (${(error as Error).message})`);
  }
  // Untrusted (a fork's artifact): bounded before anything renders or compares it.
  const parsed = RunRecord.safeParse(boundValue(json, { maxBytes: MAX_LINE_CHARS }));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.join('.') || '(line)';
    throw new ResultsFileError(file, line, `${path}: ${issue.message}`);
  }
  return parsed.data;
}

export function parseResults(text: string, file: string): RunRecord[] {
  const records: RunRecord[] = [];
  text.split('\n').forEach((raw, index) => {
    const record = parseResultLine(raw, file, index + 1);
    if (record) records.push(record);
  });
  return records;
}

export function readResults(file: string): RunRecord[] {
  return parseResults(readFileSync(file, 'utf8'), file);
}
