// A JSONL file of one schema read line by line: the values, or the errors naming the file, line,
// field and what was expected (nothing of a file with errors is used). Labelled cases of
// `parley check responder` and `parley check judge` are read this way.
import type { z } from 'zod';

export interface LineError {
  file: string;
  line: number;
  /** Where on the line the field is, when the caller can tell (1-based). */
  column?: number;
  path: string;
  message: string;
}

/** A caller's wording of one line's schema issues: the field (as a path) and a sentence. */
export type DescribeIssues = (
  issues: readonly z.core.$ZodIssue[],
  value: unknown,
  raw: string,
) => { path: readonly PropertyKey[]; message: string; column?: number }[];

const pathText = (path: readonly PropertyKey[]) =>
  path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');

const zodWords: DescribeIssues = (issues) =>
  issues.map((issue) => ({ path: issue.path, message: issue.message }));

export function parseJsonLines<T>(
  text: string,
  file: string,
  schema: z.ZodType<T>,
  describe: DescribeIssues = zodWords,
): { values: T[]; errors: LineError[] } {
  const values: T[] = [];
  const errors: LineError[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      errors.push({ file, line, path: '', message: `not JSON: ${(error as Error).message}` });
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
