// Loads a standalone JSONL file as a suite (and the JSONL task files an eval.yaml names), and the
// helpers every suite loader shares. Every problem is reported to Diagnostics; a suite with errors
// is not returned. eval.yaml suites load in waza/load-eval.ts, only when a job has one.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, normalize, relative, sep } from 'node:path';
import type { Diagnostics } from './diagnostics/diagnostics.js';
import { mapJsonlTest } from './yao/map-jsonl.js';
import type { ProjectConfig, RunOverrides, Suite, Task } from './model.js';
import { jsonLineLocator } from './diagnostics/positions.js';
import { JsonlTest } from './yao/jsonl-schema.js';
import { parseChecked } from './schema/re2-check.js';
import { suiteContext } from './suite-config.js';
import type { SuiteContext } from './task-agent.js';

/** A JSONL file given on its own: a suite named after the file, with default settings. */
export async function loadJsonlSuite(
  file: string,
  project: ProjectConfig,
  diagnostics: Diagnostics,
  overrides: RunOverrides = {},
): Promise<Suite | undefined> {
  const text = read(file, diagnostics);
  if (text === undefined) return undefined;
  const before = diagnostics.errors.length;
  const dir = dirname(file);
  const scope = diagnostics.scope(file, () => ({ line: 1, column: 1 }));
  const suite = suiteContext(undefined, dir, project, scope, overrides);
  const tasks = await loadJsonlTasks(file, text, suite, diagnostics);
  if (!tasks.length && diagnostics.errors.length === before) {
    diagnostics.fileError(file, 'no tests in this file');
  }
  checkUniqueIds(tasks, diagnostics);
  if (diagnostics.errors.length > before) return undefined;
  return {
    name: basename(file, extname(file)),
    file,
    dir,
    hash: hashOf(dir, [[file, text]]),
    config: suite.config,
    graders: [],
    tasks,
    metrics: [],
  };
}

/** One test per line; blank lines are skipped; bad JSON is named by its line. */
export async function loadJsonlTasks(
  file: string,
  text: string,
  suite: SuiteContext,
  diagnostics: Diagnostics,
): Promise<Task[]> {
  const tasks: Task[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    let data: unknown;
    try {
      data = JSON.parse(line);
    } catch (error) {
      const message = (error as Error).message;
      const column = Number(/position (\d+)/.exec(message)?.[1] ?? 0) + 1;
      const reason = message
        .replace(/ in JSON at position \d+.*$/, '')
        .replace(/ \(line \d+ column \d+\)$/, '');
      diagnostics.errors.push({
        file,
        line: index + 1,
        column,
        path: '',
        message: `invalid JSON: ${reason}`,
      });
      continue;
    }
    const scope = diagnostics.scope(file, jsonLineLocator(line, index));
    const result = await parseChecked(JsonlTest, data);
    if (!result.success) {
      scope.issues(result.error.issues, data);
      continue;
    }
    const task = mapJsonlTest(result.data, scope, suite);
    // Yao's skip: the test is reported skipped, never run (Yao lists it as skipped too).
    tasks.push(result.data.skip ? { ...task, skip: true } : task);
  }
  return tasks;
}

export function checkUniqueIds(tasks: Task[], diagnostics: Diagnostics): void {
  const first = new Map<string, Task>();
  for (const task of tasks) {
    const earlier = first.get(task.id);
    if (!earlier) {
      first.set(task.id, task);
      continue;
    }
    const where = `${relative(dirname(task.source.file), earlier.source.file) || basename(earlier.source.file)}:${earlier.source.line}`;
    diagnostics.errors.push({
      ...task.source,
      path: 'id',
      message: `duplicate task id '${task.id}' (first defined at ${where})`,
    });
  }
}

export function read(file: string, diagnostics: Diagnostics): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    diagnostics.fileError(
      file,
      `cannot read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
    return undefined;
  }
}

/** sha256 over the suite file and every task file, by path relative to the suite. */
export function hashOf(dir: string, contents: [string, string][]): string {
  const hash = createHash('sha256');
  const under = pathUnder(dir);
  for (const [file, text] of contents) hash.update(`${under(file)}\0${text}\0`);
  return hash.digest('hex');
}

/** A plain path segment: not empty, not `.` or `..`. */
const ODD_SEGMENT = /(^|\/)\.{0,2}(\/|$)/;

/**
 * relative(dir, file), without resolving both paths for each file (most of a 400-task suite's
 * hashing): a normalized absolute file under a normalized absolute dir is its remainder.
 */
export function pathUnder(dir: string): (file: string) => string {
  const plain = sep === '/' && isAbsolute(dir) && normalize(dir) === dir && dir !== '/';
  const prefix = `${dir}/`;
  return (file) => {
    if (plain && file.startsWith(prefix)) {
      const rest = file.slice(prefix.length);
      if (!ODD_SEGMENT.test(rest)) return rest;
    }
    return relative(dir, file);
  };
}
