// Suites write regular expressions as waza does, in Go RE2 syntax, and so do models (the
// built-in agent's search_files). They run on re2js, a pure-JavaScript RE2: linear time in the
// text (no pattern can hang the job) and exactly RE2's syntax — scoped flags `(?i:…)`, `\pL`,
// `[[:digit:]]`, `\Q…\E`, `\z`; lookbehind and backreferences are refused, as RE2 does.
import { RE2JS } from 're2js';
import { usePatternCheck } from './schema/pattern-check.js';

export class RegexError extends Error {
  constructor(
    readonly pattern: string,
    reason: string,
  ) {
    super(`invalid regular expression ${JSON.stringify(pattern)}: ${reason}`);
    this.name = 'RegexError';
  }
}

/** A compiled RE2 pattern: `test` and `exec` (the first match, as `[text]`), both stateless. */
export interface Re2Pattern {
  readonly source: string;
  test(text: string): boolean;
  exec(text: string): [string] | null;
}

const FLAGS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
};

const MAX_CACHED = 1000;
const cache = new Map<string, Re2Pattern>();

/** Compiles an RE2-syntax pattern (`extraFlags`: any of i, m, s); throws RegexError. */
export function compileRe2(pattern: string, extraFlags = ''): Re2Pattern {
  const key = `${extraFlags}\u0000${pattern}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let flags = 0;
  for (const flag of extraFlags) flags |= FLAGS[flag] ?? 0;
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern, flags);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const why = /\(\?<?[=!]/.test(pattern)
      ? 'lookahead and lookbehind are not RE2 syntax'
      : /\\[1-9]/.test(pattern)
        ? 'backreferences are not RE2 syntax'
        : reason.replace(/^error parsing regexp: /, '');
    throw new RegexError(pattern, why);
  }
  const compiled: Re2Pattern = {
    source: pattern,
    test: (text) => re.matcher(text).find(),
    exec: (text) => {
      const m = re.matcher(text);
      return m.find() ? [m.group(0) ?? ''] : null;
    },
  };
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, compiled);
  return compiled;
}

/** True when the pattern compiles; the message otherwise. */
export function checkRe2(pattern: string): string | undefined {
  try {
    compileRe2(pattern);
    return undefined;
  } catch (error) {
    return error instanceof RegexError ? error.message : String(error);
  }
}

// Loaded (by a grader, or by a suite with a pattern): the schemas check patterns as they parse.
usePatternCheck(checkRe2);
