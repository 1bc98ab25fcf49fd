// Tool-call argument matching shared by tool_calls and tool_constraint: the argument object of
// a call, the named arguments waza's patterns look at (command, path, skill), and the matchers
// (equals / exact, regex, contains, subset, range, json_schema).
import type { ToolCallRecord } from '../results/schema.js';
import { compileRe2 } from './re2.js';
import type { ArgMatcher } from '../suites/schema/graders.js';
import { deepEqual, isSubset } from '../shared/json.js';
import { compileJsonSchema, schemaProblems } from './json-schema.js';
import { show } from './run-view.js';
import { ARG_ALIASES } from '../suites/waza/tool-arg-names.js';

/** A call's arguments as an object (a JSON string is parsed; anything else is empty). */
export function argsOf(call: ToolCallRecord): Record<string, unknown> {
  let args = call.arguments;
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args);
    } catch {
      return {};
    }
  }
  return args && typeof args === 'object' && !Array.isArray(args)
    ? (args as Record<string, unknown>)
    : {};
}

/**
 * The text of a well-known argument (command, path, skill), '' when the call has none. waza's
 * own name is matched case-insensitively, as waza decodes it (models/events.go, FilterToolCalls:
 * mapstructure into ToolCallArgs); then the aliases, and a list of strings joined by spaces.
 */
export function namedArg(call: ToolCallRecord, which: keyof typeof ARG_ALIASES): string {
  const args = argsOf(call);
  const own = Object.keys(args).find((k) => k.toLowerCase() === which);
  for (const key of own === undefined ? ARG_ALIASES[which] : [own, ...ARG_ALIASES[which]]) {
    const v = args[key];
    if (typeof v === 'string') return v;
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v.join(' ');
  }
  return '';
}

/** Why the value fails the matcher, or undefined when it matches. */
export function argMismatch(matcher: ArgMatcher, value: unknown): string | undefined {
  if ('equals' in matcher || 'exact' in matcher) {
    const want = 'equals' in matcher ? matcher.equals : matcher.exact;
    return deepEqual(value, want) ? undefined : `is ${show(value, 80)}, expected ${show(want, 80)}`;
  }
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  if (matcher.regex !== undefined) {
    return compileRe2(matcher.regex).test(text)
      ? undefined
      : `${show(value, 80)} does not match /${matcher.regex}/`;
  }
  if (matcher.contains !== undefined) {
    return text.includes(matcher.contains)
      ? undefined
      : `${show(value, 80)} does not contain ${JSON.stringify(matcher.contains)}`;
  }
  if ('subset' in matcher) {
    return isSubset(matcher.subset, value)
      ? undefined
      : `${show(value, 80)} does not include ${show(matcher.subset, 80)}`;
  }
  if (matcher.range) {
    const { gte, lte, gt, lt } = matcher.range;
    const n = typeof value === 'number' ? value : Number.NaN;
    const ok =
      Number.isFinite(n) &&
      (gte === undefined || n >= gte) &&
      (lte === undefined || n <= lte) &&
      (gt === undefined || n > gt) &&
      (lt === undefined || n < lt);
    return ok ? undefined : `${show(value, 80)} is not in range ${show(matcher.range)}`;
  }
  if (matcher.json_schema) {
    const problems = schemaProblems(compileJsonSchema(matcher.json_schema, 'json_schema'), value);
    return problems.length ? problems.join('; ') : undefined;
  }
  return 'empty matcher';
}

/** Every failure of the matchers on a call's arguments (empty = all match). */
export function argFailures(
  matchers: Record<string, ArgMatcher> | undefined,
  call: ToolCallRecord,
): string[] {
  const args = argsOf(call);
  return Object.entries(matchers ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, matcher]) => {
      if (!Object.hasOwn(args, key)) return [`argument ${JSON.stringify(key)} not given`];
      const why = argMismatch(matcher, args[key]);
      return why ? [`argument ${JSON.stringify(key)} ${why}`] : [];
    });
}

/** A tool-name pattern (RE2, case-insensitive, unanchored as in waza). */
export function toolNameMatches(pattern: string, name: string): boolean {
  return compileRe2(pattern, 'i').test(name);
}
