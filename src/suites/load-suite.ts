// Loads one suite: an eval.yaml with its task files (YAML and JSONL), or a standalone JSONL file.
// Every problem is reported to Diagnostics; a suite with errors is not returned.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import type { Diagnostics, Scope } from './diagnostics/diagnostics.js';
import { globTasks } from './discover.js';
import { mapGrader } from './map-common.js';
import { mapCommandMocks, mapMcpMocks, suiteContext, warnUnsupported } from './waza/map-eval.js';
import { mapJsonlTest } from './yao/map-jsonl.js';
import { mapTask, type SuiteContext } from './waza/map-task.js';
import type { ProjectConfig, RunOverrides, Suite, Task } from './model.js';
import { jsonLineLocator, parseYaml } from './diagnostics/positions.js';
import { EvalFile } from './waza/eval-schema.js';
import { JsonlTest } from './yao/jsonl-schema.js';
import { TaskFile, type RawTask } from './waza/task-schema.js';
import { loadTriggerTests } from './waza/trigger-tests.js';

export async function loadEvalSuite(
  file: string,
  project: ProjectConfig,
  diagnostics: Diagnostics,
  overrides: RunOverrides = {},
): Promise<Suite[]> {
  const text = read(file, diagnostics);
  if (text === undefined) return [];
  const parsed = parseYaml(text);
  for (const e of parsed.errors)
    diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
  if (parsed.errors.length) return [];
  const scope = diagnostics.scope(file, parsed.locate);
  const before = diagnostics.errors.length;
  const result = EvalFile.safeParse(parsed.data ?? null);
  const dir = dirname(file);
  const load = (entries: unknown[], context: SuiteContext) =>
    loadTaskEntries(entries, { file, text, scope, context, diagnostics });
  if (!result.success) {
    scope.issues(result.error.issues, parsed.data);
    // Still check the task files the globs name, so that one run reports every error.
    const entries = (parsed.data as { tasks?: unknown } | null)?.tasks;
    const fallback = suiteContext(undefined, dir, project, scope, overrides);
    // Inline tasks are skipped there: they were not validated.
    if (Array.isArray(entries))
      await load(
        entries.map((e) => (typeof e === 'string' ? e : undefined)),
        fallback,
      );
    return [];
  }
  const raw = result.data;
  warnUnsupported(raw, scope);
  const suite = suiteContext(raw.config, dir, project, scope, overrides, raw.skill);
  if (raw.mcp_mocks?.length)
    suite.config.mcpMocks = mapMcpMocks(raw.mcp_mocks, suite.config, scope);
  if (raw.command_mocks?.length)
    suite.config.commandMocks = mapCommandMocks(raw.command_mocks, suite.config, scope);
  const { tasks, contents } = await load(raw.tasks ?? [], suite);
  checkUniqueIds(tasks, diagnostics);
  const triggers = triggerSuite(dir, raw.name, raw.metrics ?? [], suite, diagnostics);
  if (diagnostics.errors.length > before) return [];
  const main: Suite = {
    name: raw.name,
    ...(raw.description !== undefined ? { description: raw.description } : {}),
    ...(raw.skill !== undefined ? { skill: raw.skill } : {}),
    ...(raw.version !== undefined ? { version: String(raw.version) } : {}),
    file,
    dir,
    hash: hashOf(dir, contents),
    config: suite.config,
    graders: (raw.graders ?? []).map((g, i) => mapGrader(g, scope.locate(['graders', i]))),
    tasks,
    metrics: raw.metrics ?? [],
    ...(raw.paths ? { paths: raw.paths.map((p) => resolve(dir, p)) } : {}),
  };
  return triggers ? [main, triggers] : [main];
}

interface EntryContext {
  file: string;
  text: string;
  scope: Scope;
  context: SuiteContext;
  diagnostics: Diagnostics;
}

/** `tasks:` entries: globs of task files (relative to eval.yaml) and inline tasks. */
async function loadTaskEntries(entries: unknown[], c: EntryContext) {
  const tasks: Task[] = [];
  const contents: [string, string][] = [[c.file, c.text]];
  const seen = new Set([c.file]);
  for (const [i, entry] of entries.entries()) {
    if (entry === undefined) continue;
    if (typeof entry !== 'string') {
      const task = entry as RawTask;
      if (task.enabled !== false) tasks.push(mapTask(task, c.scope.child(['tasks', i]), c.context));
      continue;
    }
    let files: string[];
    try {
      files = await globTasks(entry, c.context.dir);
    } catch (error) {
      c.scope.error(['tasks', i], `invalid glob: ${(error as Error).message}`);
      continue;
    }
    if (!files.length) c.scope.error(['tasks', i], 'matches no task files (.yaml, .yml or .jsonl)');
    for (const taskFile of files.filter((f) => !seen.has(f))) {
      seen.add(taskFile);
      const text = read(taskFile, c.diagnostics);
      if (text === undefined) continue;
      contents.push([taskFile, text]);
      tasks.push(...loadTaskFile(taskFile, text, c.context, c.diagnostics));
    }
  }
  return { tasks, contents };
}

/** A JSONL file given on its own: a suite named after the file, with default settings. */
export function loadJsonlSuite(
  file: string,
  project: ProjectConfig,
  diagnostics: Diagnostics,
  overrides: RunOverrides = {},
): Suite | undefined {
  const text = read(file, diagnostics);
  if (text === undefined) return undefined;
  const before = diagnostics.errors.length;
  const dir = dirname(file);
  const scope = diagnostics.scope(file, () => ({ line: 1, column: 1 }));
  const suite = suiteContext(undefined, dir, project, scope, overrides);
  const tasks = loadJsonlTasks(file, text, suite, diagnostics);
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

function loadTaskFile(
  file: string,
  text: string,
  suite: SuiteContext,
  diagnostics: Diagnostics,
): Task[] {
  if (extname(file) === '.jsonl') return loadJsonlTasks(file, text, suite, diagnostics);
  const parsed = parseYaml(text);
  for (const e of parsed.errors)
    diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
  if (parsed.errors.length) return [];
  const scope = diagnostics.scope(file, parsed.locate);
  const result = TaskFile.safeParse(parsed.data ?? null);
  if (!result.success) {
    scope.issues(result.error.issues, parsed.data);
    return [];
  }
  if (result.data.enabled === false) return [];
  return [mapTask(result.data, scope, suite)];
}

/** One test per line; blank lines are skipped; bad JSON is named by its line. */
export function loadJsonlTasks(
  file: string,
  text: string,
  suite: SuiteContext,
  diagnostics: Diagnostics,
): Task[] {
  const tasks: Task[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
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
      return;
    }
    const scope = diagnostics.scope(file, jsonLineLocator(line, index));
    const result = JsonlTest.safeParse(data);
    if (!result.success) return scope.issues(result.error.issues, data);
    const task = mapJsonlTest(result.data, scope, suite);
    // Yao's skip: the test is reported skipped, never run (Yao lists it as skipped too).
    tasks.push(result.data.skip ? { ...task, skip: true } : task);
  });
  return tasks;
}

function checkUniqueIds(tasks: Task[], diagnostics: Diagnostics): void {
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

function read(file: string, diagnostics: Diagnostics): string | undefined {
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
function hashOf(dir: string, contents: [string, string][]): string {
  const hash = createHash('sha256');
  for (const [file, text] of contents) hash.update(`${relative(dir, file)}\0${text}\0`);
  return hash.digest('hex');
}

/** waza runs trigger_tests.yaml next to eval.yaml: here a suite of its own (waza/trigger-tests.ts). */
function triggerSuite(
  dir: string,
  name: string,
  metrics: { name: string; threshold: number; enabled?: boolean }[],
  context: SuiteContext,
  diagnostics: Diagnostics,
): Suite | undefined {
  // waza looks for trigger_tests.yaml only; a .yml is named rather than silently left out.
  const file = join(dir, 'trigger_tests.yaml');
  if (!existsSync(file)) {
    const yml = join(dir, 'trigger_tests.yml');
    if (existsSync(yml)) {
      context.scope.warn(
        [],
        'trigger_tests.yml is not read (waza and Parley look for trigger_tests.yaml): rename it to run it',
      );
    }
    return undefined;
  }
  const text = read(file, diagnostics);
  if (text === undefined) return undefined;
  return loadTriggerTests(file, text, { name, metrics }, context, diagnostics);
}
