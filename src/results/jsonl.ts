// Reading results.jsonl back (parley report, compare, the action's report mode): the file is
// untrusted data, so every line is validated and a bad one is named by its line number.
import { readFileSync } from 'node:fs';
import { RunRecord } from './schema.js';

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

export function parseResults(text: string, file: string): RunRecord[] {
  const records: RunRecord[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new ResultsFileError(file, index + 1, `not valid JSON (${(error as Error).message})`);
    }
    const parsed = RunRecord.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issue.path.join('.') || '(line)';
      throw new ResultsFileError(file, index + 1, `${path}: ${issue.message}`);
    }
    records.push(parsed.data);
  });
  return records;
}

export function readResults(file: string): RunRecord[] {
  return parseResults(readFileSync(file, 'utf8'), file);
}
