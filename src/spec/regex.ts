// Suites write regular expressions as waza does, in Go RE2 syntax. This turns them into
// JavaScript RegExps: leading inline flags become JS flags, RE2-only syntax is rewritten, and
// what JavaScript cannot honour is an error (never a silent mismatch).

const POSIX_CLASSES: Record<string, string> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};

export class RegexError extends Error {
  constructor(
    readonly pattern: string,
    reason: string,
  ) {
    super(`invalid regular expression ${JSON.stringify(pattern)}: ${reason}`);
    this.name = 'RegexError';
  }
}

const cache = new Map<string, RegExp>();

/** Compiles an RE2-syntax pattern; throws RegexError when JavaScript cannot honour it. */
export function compileRe2(pattern: string, extraFlags = ''): RegExp {
  const key = `${extraFlags}\u0000${pattern}`;
  const cached = cache.get(key);
  if (cached) {
    cached.lastIndex = 0;
    return cached;
  }
  const { source, flags } = translate(pattern);
  const allFlags = [...new Set((flags + extraFlags).split(''))].join('');
  let re: RegExp;
  try {
    re = new RegExp(source, allFlags);
  } catch (error) {
    throw new RegexError(
      pattern,
      (error as Error).message.replace(/^Invalid regular expression: /, ''),
    );
  }
  cache.set(key, re);
  return re;
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

function translate(pattern: string): { source: string; flags: string } {
  let rest = pattern;
  let flags = '';
  // Leading inline flag groups: (?i) (?is) (?m) ... RE2 allows i, m, s, U.
  for (let m = /^\(\?([a-zA-Z]+)\)/.exec(rest); m; m = /^\(\?([a-zA-Z]+)\)/.exec(rest)) {
    for (const flag of m[1]!) {
      if (flag === 'i' || flag === 'm' || flag === 's') flags += flag;
      else if (flag === 'U')
        throw new RegexError(pattern, 'the ungreedy flag (?U) has no JavaScript equivalent');
      else throw new RegexError(pattern, `unknown inline flag "${flag}"`);
    }
    rest = rest.slice(m[0].length);
  }
  if (/\(\?[a-zA-Z]+\)/.test(rest)) {
    throw new RegexError(pattern, 'inline flags are only supported at the start of the pattern');
  }
  let source = rest
    .replace(/\(\?P</g, '(?<')
    .replace(/\\Q([\s\S]*?)(?:\\E|$)/g, (_m, literal: string) =>
      literal.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'),
    )
    .replace(/\[:(\^?)([a-z]+):\]/g, (whole, negated: string, name: string) => {
      const cls = POSIX_CLASSES[name];
      if (!cls) throw new RegexError(pattern, `unknown character class [:${name}:]`);
      if (negated) throw new RegexError(pattern, `negated class [:^${name}:] is not supported`);
      return cls;
    })
    // RE2's one-letter Unicode classes: \pL is \p{L} in JavaScript.
    .replace(/(^|[^\\])\\([pP])([A-Z])/g, '$1\\$2{$3}')
    // RE2's \p{Greek} names a script (categories are one or two letters; Any is the same).
    .replace(
      /(^|[^\\])\\([pP])\{\^?([A-Za-z_]{3,})\}/g,
      (whole, before: string, p: string, name: string) =>
        name === 'Any'
          ? whole
          : `${before}\\${whole.includes('{^') ? (p === 'p' ? 'P' : 'p') : p}{Script=${name}}`,
    )
    .replace(/(^|[^\\])\\A/g, '$1^')
    .replace(/(^|[^\\])\\z/g, '$1$(?![\\s\\S])');
  if (/\\[pP]/.test(source)) flags += 'u';
  if (source.includes('\\C')) throw new RegexError(pattern, '\\C (any byte) is not supported');
  source = source || '(?:)';
  return { source, flags };
}
