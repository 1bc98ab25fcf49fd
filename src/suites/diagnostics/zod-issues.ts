// Turns zod issues into plain sentences on the field they are about: "is required",
// "must be >= 1", "expected a string", "unknown key 'foo' (did you mean 'foot'?)".
import type { z } from 'zod';
import { KEYS_PREFIX } from '../schema/helpers.js';

export interface FieldIssue {
  path: PropertyKey[];
  message: string;
}

type Issue = z.core.$ZodIssue;

export function describeIssues(issues: readonly Issue[], data: unknown): FieldIssue[] {
  return issues.flatMap((issue) => describe(issue, [], data));
}

function describe(issue: Issue, base: PropertyKey[], data: unknown): FieldIssue[] {
  const path = [...base, ...issue.path];
  const value = valueAt(data, path);
  const one = (message: string): FieldIssue[] => [{ path, message }];
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return one('is required');
      return one(`expected ${article(issue.expected)}, got ${kindOf(value)}`);
    case 'too_small':
      // A schema's own sentence (zod's defaults start "Too small") says more than the bound.
      if (!issue.message.startsWith('Too small')) return one(issue.message);
      return one(bound(issue.origin, issue.minimum, issue.inclusive, '>'));
    case 'too_big':
      return one(bound(issue.origin, issue.maximum, issue.inclusive, '<'));
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        path: [...path, key],
        message: unknownKey(key, issue.message),
      }));
    case 'invalid_value':
      if (value === undefined) return one('is required');
      if (!issue.message.startsWith('Invalid')) return one(issue.message);
      return one(`expected one of: ${issue.values.map(String).join(', ')} (got ${show(value)})`);
    case 'invalid_union': {
      const matching = issue.errors.find((branch) => !branch.every(isRootTypeMismatch));
      if (matching) return matching.flatMap((inner) => describe(inner, path, data));
      if (value === undefined) return one('is required');
      const kinds = [
        ...new Set(issue.errors.map((b) => (b[0] as { expected?: string })?.expected)),
      ];
      return one(
        `expected ${kinds
          .filter(Boolean)
          .map((k) => article(k!))
          .join(' or ')}, got ${kindOf(value)}`,
      );
    }
    case 'invalid_format':
      return one(issue.message.startsWith('Invalid') ? `invalid ${issue.format}` : issue.message);
    default:
      return one(issue.message);
  }
}

function isRootTypeMismatch(issue: Issue): boolean {
  return issue.code === 'invalid_type' && issue.path.length === 0;
}

function bound(origin: string, limit: unknown, inclusive: boolean | undefined, dir: '>' | '<') {
  const n = Number(limit);
  if (origin === 'string') {
    if (dir === '>' && n === 1) return 'must not be empty';
    return `must be ${dir === '>' ? 'at least' : 'at most'} ${n} characters`;
  }
  if (origin === 'array' || origin === 'set') {
    return `must have ${dir === '>' ? 'at least' : 'at most'} ${n} item${n === 1 ? '' : 's'}`;
  }
  return `must be ${dir}${inclusive ? '=' : ''} ${String(limit)}`;
}

/** Old waza names: the migration hint instead of a bare "unknown key". */
const RENAMED: Record<string, string> = {
  max_workers: "renamed to 'workers' (waza's old name; 0 = auto)",
};

function unknownKey(key: string, message: string): string {
  if (RENAMED[key]) return `unknown key '${key}': ${RENAMED[key]}`;
  if (!message.startsWith(KEYS_PREFIX)) return `unknown key '${key}'`;
  const allowed = message.slice(KEYS_PREFIX.length).split(', ');
  const close = allowed
    .map((k) => ({ k, d: distance(k.toLowerCase(), key.toLowerCase()) }))
    .filter(({ k, d }) => d <= Math.max(1, Math.floor(k.length / 4)))
    .sort((a, b) => a.d - b.d)[0];
  // A key's first words (`trials` for `trials_per_task`, `timeout` for `timeout_seconds`) are
  // what people type from memory: the shortest allowed key they begin.
  const stem = allowed
    .filter((k) => k.toLowerCase().startsWith(`${key.toLowerCase()}_`))
    .sort((a, b) => a.length - b.length)[0];
  if (!close && stem) return `unknown key '${key}' (did you mean '${stem}'?)`;
  // An allowed key with an ending added (`expected` for `expect`, `graders_list`).
  const longer = allowed.find(
    (k) => key.toLowerCase().startsWith(k.toLowerCase()) && key.length - k.length <= 3,
  );
  if (!close && longer) return `unknown key '${key}' (did you mean '${longer}'?)`;
  return close
    ? `unknown key '${key}' (did you mean '${close.k}'?)`
    : `unknown key '${key}' (expected one of: ${allowed.join(', ')})`;
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = row;
  }
  return prev[b.length]!;
}

const NAMES: Record<string, string> = {
  int: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'a boolean (true or false)',
  array: 'a list',
  object: 'a mapping',
  record: 'a mapping',
  tuple: 'a list',
  null: 'null',
};
const article = (expected: string) => NAMES[expected] ?? expected;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `a string (${show(value)})`;
  if (typeof value === 'number') return Number.isInteger(value) ? `${value}` : `${value}`;
  return `${typeof value} ${String(value)}`;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node = data;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[segment];
  }
  return node;
}
