// A JSONL file of one schema read line by line: the values, or the errors naming the file, line,
// field and what was expected (nothing of a file with errors is used). Labelled cases of
// `parley check responder` and `parley check judge` are read this way.
import type { z } from 'zod';

export interface LineError {
  file: string;
  line: number;
  path: string;
  message: string;
}

export function parseJsonLines<T>(
  text: string,
  file: string,
  schema: z.ZodType<T>,
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
    for (const issue of parsed.error.issues.slice(0, 5)) {
      const path = issue.path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
        .join('')
        .replace(/^\./, '');
      errors.push({ file, line, path, message: issue.message });
    }
  });
  return { values, errors };
}
