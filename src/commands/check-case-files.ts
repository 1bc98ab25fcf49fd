// `parley check --cases FILE`: the user's labelled cases, read as every other file Parley is
// given on the command line is read (shared/read-file.ts: a regular file only, bounded as it is
// read), so a FIFO or /dev/zero is an error, never a hang or an unbounded read. The shipped sets
// (responder/check-set.jsonl, graders/check-judge-set.jsonl) are read here too, by the same schema.
import type { z } from 'zod';
import { parseJsonLines, type DescribeIssues } from '../shared/json-lines.js';
import { jsonLineLocator } from '../suites/diagnostics/positions.js';
import { describeIssues } from '../suites/diagnostics/zod-issues.js';
import { FileReadError, readRegularFile } from '../shared/read-file.js';
import { UsageError } from './types.js';

/** One case file at most: far above any labelled set (the shipped ones are tens of kilobytes). */
export const MAX_CASE_FILE_BYTES = 16 * 1024 * 1024;

/** Issues in the words suites get ("unknown key 'expekt' (did you mean 'expect'?)"), located. */
const asSuitesSay: DescribeIssues = (issues, value, raw) => {
  const locate = jsonLineLocator(raw);
  return describeIssues(issues, value).map((issue) => ({
    ...issue,
    column: locate(issue.path).column,
  }));
};

/**
 * Every case of `files`, or a UsageError (exit 2) naming each bad file, line and field; `what`
 * names the files in an error that is not about a line.
 */
export function readCaseFiles<T>(files: string[], schema: z.ZodType<T>, what = '--cases'): T[] {
  const cases: T[] = [];
  const errors: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readRegularFile(file, MAX_CASE_FILE_BYTES).toString('utf8');
    } catch (error) {
      if (error instanceof FileReadError) throw new UsageError(`${what} ${error.message}`);
      throw error;
    }
    const parsed = parseJsonLines(text, file, schema, asSuitesSay);
    cases.push(...parsed.values);
    for (const e of parsed.errors) {
      const at = `${e.file}:${e.line}${e.column !== undefined ? `:${e.column}` : ''}`;
      errors.push(`${at}${e.path ? ` ${e.path}` : ''}: ${e.message}`);
    }
  }
  if (errors.length) throw new UsageError(errors.join('\n'));
  return cases;
}
