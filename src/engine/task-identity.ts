// A task's identity for pooled baselines (results/pool.ts): a hash of what decides how its runs
// can go — the task as resolved at load (prompt, brief, conversation plan, files, expected,
// graders and the suite's graders, agent settings, models); buildSummary (results/summary.ts)
// adds the Parley version. Base runs pool only while it stays the same; an edited task, another model or a new Parley starts a
// new pool. Where the task sits in its file (line numbers) and where the checkout is (absolute
// paths) do not count: the same task on another runner is the same task.
import { createHash } from 'node:crypto';
import type { SourceRef, Suite, Task } from '../suites/model.js';

/**
 * JSON with sorted keys, regexes as their source, absolute paths under `root` made relative;
 * undefined, functions and symbols left out of objects and null in arrays, as JSON.stringify
 * does; a `source` that is a position in a suite file (a grader's, an assertion's SourceRef) left
 * out, any other `source` (a fixture path, a user's own key in an expected value) kept. Written
 * directly as text, keys sorted in place: every task of a job is hashed while its runs start, and
 * building a sorted copy of each task first cost more than the hashing.
 */
export function canonicalJson(value: unknown, root: string): string | undefined {
  if (typeof value === 'string') {
    return JSON.stringify(root && value.startsWith(root) ? `.${value.slice(root.length)}` : value);
  }
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol'
      ? undefined
      : JSON.stringify(value);
  }
  if (value instanceof RegExp) return JSON.stringify(`/${value.source}/${value.flags}`);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i) out += ',';
      out += canonicalJson(value[i], root) ?? 'null';
    }
    return `${out}]`;
  }
  const keys = sortedInPlace(Object.keys(value));
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const member = (value as Record<string, unknown>)[key];
    if (key === 'source' && isPosition(member)) continue;
    const text = canonicalJson(member, root);
    if (text === undefined) continue;
    if (out.length > 1) out += ',';
    out += JSON.stringify(key);
    out += ':';
    out += text;
  }
  return `${out}}`;
}

/** A SourceRef as the loader makes it: exactly a file, a line and a column. */
function isPosition(value: unknown): value is SourceRef {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const ref = value as Record<string, unknown>;
  return (
    Object.keys(ref).length === 3 &&
    typeof ref.file === 'string' &&
    typeof ref.line === 'number' &&
    typeof ref.column === 'number'
  );
}

/**
 * The keys in the order Array.prototype.sort gives strings (by UTF-16 code units), by insertion:
 * a task's objects have a few keys each, and the built-in sort copies every array it sorts.
 */
function sortedInPlace(keys: string[]): string[] {
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
  return keys;
}

export function taskIdentity(suite: Suite, task: Task): string {
  const { source: _where, quarantine: _quarantine, promptMedia, ...rest } = task;
  // A picture counts by its digest, not its megabytes of base64 (hashed at every run's start);
  // where it was written (file:line) does not count either, nor a quarantine.
  const media = promptMedia?.map(({ data: _data, where: _at, ...m }) => m);
  const definition = media ? { ...rest, promptMedia: media } : rest;
  const text = canonicalJson({ suiteGraders: suite.graders, task: definition }, suite.dir)!;
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}
