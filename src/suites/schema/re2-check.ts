// The suite schemas check every regular expression at load with re2js (regex.ts), which takes
// milliseconds to load while most suites have no pattern at all. zod refinements are synchronous,
// so until re2js is loaded a pattern is noted rather than checked (pattern-check.ts), and
// parseChecked loads it and parses again: the errors are exactly those of a parse with re2js, and
// a job whose suites have no pattern never loads it.
import type { z } from 'zod';
import { deferringPatterns, hasPatternCheck, usePatternCheck } from './pattern-check.js';

export { checkPattern } from './pattern-check.js';

/** schema.safeParse(data) with its RE2 patterns checked; re2js loads at the first pattern. */
export async function parseChecked<S extends z.ZodType>(
  schema: S,
  data: unknown,
): Promise<z.ZodSafeParseResult<z.output<S>>> {
  if (!hasPatternCheck()) {
    const first = deferringPatterns(() => schema.safeParse(data));
    if (!first.noted) return first.result;
    usePatternCheck((await import('../regex.js')).checkRe2);
  }
  return schema.safeParse(data);
}
