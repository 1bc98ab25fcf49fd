// The suite schemas check every regular expression at load with re2js (regex.ts), which takes
// milliseconds to load while most suites have no pattern at all. zod refinements are synchronous,
// so until re2js is loaded a pattern is noted rather than checked, and parseChecked loads it and
// parses again: the errors are exactly those of a parse with re2js, and a job whose suites have
// no pattern never loads it.
import type { z } from 'zod';

type Check = (pattern: string) => string | undefined;

let check: Check | undefined;
let deferring = false;
let noted = false;

/** Called by regex.ts when it loads: from then on patterns are checked as they are parsed. */
export function usePatternCheck(fn: Check): void {
  check = fn;
}

/** The refinements' check: the problem with `pattern`, or undefined (also while deferring). */
export function checkPattern(pattern: string): string | undefined {
  if (check) return check(pattern);
  // A parse that cannot be repeated would accept a bad pattern: a bug, so said loudly.
  if (!deferring) throw new Error('internal: an RE2 pattern was parsed before regex.ts loaded');
  noted = true;
  return undefined;
}

/** schema.safeParse(data) with its RE2 patterns checked; re2js loads at the first pattern. */
export async function parseChecked<S extends z.ZodType>(
  schema: S,
  data: unknown,
): Promise<z.ZodSafeParseResult<z.output<S>>> {
  if (!check) {
    deferring = true;
    noted = false;
    let first: z.ZodSafeParseResult<z.output<S>>;
    try {
      first = schema.safeParse(data);
    } finally {
      deferring = false;
    }
    if (!noted) return first;
    usePatternCheck((await import('../regex.js')).checkRe2);
  }
  return schema.safeParse(data);
}
