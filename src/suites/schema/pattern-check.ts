// The check the suite schemas' refinements run on each RE2 pattern, once something has loaded
// regex.ts (which registers it here when it loads). Apart from re2-check.ts, which loads regex.ts
// on demand, so that regex.ts and re2-check.ts do not import each other.

type Check = (pattern: string) => string | undefined;

let check: Check | undefined;
let deferring = false;
let noted = false;

/** Called by regex.ts when it loads: from then on patterns are checked as they are parsed. */
export function usePatternCheck(fn: Check): void {
  check = fn;
}

/** Whether regex.ts has registered its check. */
export function hasPatternCheck(): boolean {
  return check !== undefined;
}

/** The refinements' check: the problem with `pattern`, or undefined (also while deferring). */
export function checkPattern(pattern: string): string | undefined {
  if (check) return check(pattern);
  // A parse that cannot be repeated would accept a bad pattern: a bug, so said loudly.
  if (!deferring) throw new Error('internal: an RE2 pattern was parsed before regex.ts loaded');
  noted = true;
  return undefined;
}

/** `parse()` with the patterns it meets noted, not checked: its result and whether it met one. */
export function deferringPatterns<T>(parse: () => T): { result: T; noted: boolean } {
  deferring = true;
  noted = false;
  try {
    return { result: parse(), noted };
  } finally {
    deferring = false;
  }
}
