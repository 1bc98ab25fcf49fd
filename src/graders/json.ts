// JSON helpers shared by graders and assertions: extracting JSON from agent text, deep
// equality that ignores key order, subset matching, and a small JSONPath subset.

export type JsonParse = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * The JSON in an agent message: the whole text, else the one ```json fenced block, else the one
 * top-level {...} or [...] span in prose.
 */
export function extractJson(text: string): JsonParse {
  const whole = tryParse(text.trim());
  if (whole.ok) return whole;
  const fences = [...text.matchAll(/```(?:json|JSON)?[^\S\n]*\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const parsedFences = fences.map(tryParse).filter((p) => p.ok);
  if (parsedFences.length === 1) return parsedFences[0]!;
  if (parsedFences.length > 1) return { ok: false, reason: 'more than one JSON code block' };
  const spans = jsonSpans(text)
    .map(tryParse)
    .filter((p) => p.ok);
  if (spans.length === 1) return spans[0]!;
  if (spans.length > 1) return { ok: false, reason: 'more than one JSON value in the text' };
  return { ok: false, reason: 'no JSON found in the output' };
}

export function tryParse(text: string): JsonParse {
  if (!text) return { ok: false, reason: 'empty output' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: `not JSON: ${(error as Error).message}` };
  }
}

/** Balanced top-level {...} / [...] spans (string-aware). */
function jsonSpans(text: string): string[] {
  const spans: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"' && depth > 0) inString = true;
    else if (ch === '{' || ch === '[') {
      if (depth === 0) start = i;
      depth++;
    } else if ((ch === '}' || ch === ']') && depth > 0) {
      depth--;
      if (depth === 0) spans.push(text.slice(start, i + 1));
    }
  }
  return spans;
}

export class JsonPathError extends Error {}

type Segment =
  { kind: 'key'; key: string } | { kind: 'index'; index: number } | { kind: 'wildcard' };

/** Parses `$.a.b`, `$.a[0]`, `$.a[*].b`, `$['k']`, `$["k"]`, `a.b` (leading `$` optional). */
export function parseJsonPath(path: string): Segment[] {
  let rest = path.trim();
  if (rest.startsWith('$')) rest = rest.slice(1);
  const segments: Segment[] = [];
  while (rest.length > 0) {
    let m: RegExpExecArray | null;
    if (
      (m = /^\.?([A-Za-z_$][\w$-]*)/.exec(rest)) &&
      (rest.startsWith('.') || segments.length === 0)
    ) {
      segments.push({ kind: 'key', key: m[1]! });
    } else if ((m = /^\.\*/.exec(rest)) || (m = /^\[\*\]/.exec(rest))) {
      segments.push({ kind: 'wildcard' });
    } else if ((m = /^\[(-?\d+)\]/.exec(rest))) {
      segments.push({ kind: 'index', index: Number(m[1]) });
    } else if (
      (m = /^\[\s*'((?:[^'\\]|\\.)*)'\s*\]/.exec(rest)) ||
      (m = /^\[\s*"((?:[^"\\]|\\.)*)"\s*\]/.exec(rest))
    ) {
      segments.push({ kind: 'key', key: m[1]!.replace(/\\(.)/g, '$1') });
    } else {
      throw new JsonPathError(
        `unsupported JSONPath ${JSON.stringify(path)} at ${JSON.stringify(rest)}`,
      );
    }
    rest = rest.slice(m[0].length);
  }
  return segments;
}

/** Every value the path selects (empty when nothing matches). */
export function queryJsonPath(root: unknown, path: string): unknown[] {
  let current: unknown[] = [root];
  for (const segment of parseJsonPath(path)) {
    const next: unknown[] = [];
    for (const value of current) {
      if (segment.kind === 'wildcard') {
        if (Array.isArray(value)) next.push(...value);
        else if (value && typeof value === 'object') next.push(...Object.values(value));
      } else if (segment.kind === 'index') {
        if (Array.isArray(value)) {
          const i = segment.index < 0 ? value.length + segment.index : segment.index;
          if (i >= 0 && i < value.length) next.push(value[i]);
        }
      } else if (value && typeof value === 'object' && !Array.isArray(value)) {
        if (Object.hasOwn(value, segment.key))
          next.push((value as Record<string, unknown>)[segment.key]);
      }
    }
    current = next;
  }
  return current;
}

/** The JSON type name of a value: object, array, string, number, integer is a number, boolean, null. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
