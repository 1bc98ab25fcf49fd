// Loads an eval.yaml suite: its task files (YAML and JSONL), inline tasks, mocks and the
// trigger_tests.yaml next to it. Every problem is reported to Diagnostics; a suite with errors is
// not returned. load.ts imports this module only when a job has an eval.yaml.
import { existsSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import type { Diagnostics, Scope } from '../diagnostics/diagnostics.js';
import { globTasks } from '../discover.js';
import { checkUniqueIds, hashOf, loadJsonlTasks, read } from '../load-suite.js';
import { mapGrader } from '../map-grader.js';
import type { ProjectConfig, RunOverrides, Suite, Task } from '../model.js';
import { readYaml } from '../diagnostics/positions.js';
import { loadYaml } from '../../shared/yaml.js';
import { parseChecked } from '../schema/re2-check.js';
import { liftSkipReason } from '../skill-lift.js';
import { suiteContext } from '../suite-config.js';
import type { SuiteContext } from '../task-agent.js';
import { EvalFile } from './eval-schema.js';
import { warnConfigDifferences } from './config-warnings.js';
import { mapCommandMocks, mapMcpMocks, warnUnsupported } from './map-eval.js';
import { mapTask } from './map-task.js';
import { checkPairwiseGraders } from './pairwise-checks.js';
import { TaskFile, type RawTask } from './task-schema.js';
import { loadTriggerTests } from './trigger-tests.js';

export async function loadEvalSuite(
  file: string,
  project: ProjectConfig,
  diagnostics: Diagnostics,
  overrides: RunOverrides = {},
): Promise<Suite[]> {
  const text = read(file, diagnostics);
  if (text === undefined) return [];
  const parsed = await readYaml(text);
  for (const e of parsed.errors)
    diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
  if (parsed.errors.length) return [];
  const scope = diagnostics.scope(file, parsed.locate);
  const before = diagnostics.errors.length;
  const result = await parseChecked(EvalFile, parsed.data ?? null);
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
  warnConfigDifferences(raw, suite.config, scope);
  if (raw.mcp_mocks?.length)
    suite.config.mcpMocks = mapMcpMocks(raw.mcp_mocks, suite.config, scope);
  if (raw.command_mocks?.length)
    suite.config.commandMocks = mapCommandMocks(raw.command_mocks, suite.config, scope);
  const { tasks, contents } = await load(raw.tasks ?? [], suite);
  checkUniqueIds(tasks, diagnostics);
  const triggers = await triggerSuite(dir, raw.name, raw.metrics ?? [], suite, diagnostics);
  const graders = (raw.graders ?? []).map((g, i) => mapGrader(g, scope.locate(['graders', i])));
  checkPairwiseGraders(graders, tasks, raw.baseline === true, diagnostics);
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
    graders,
    tasks,
    metrics: raw.metrics ?? [],
    ...(raw.paths ? { paths: raw.paths.map((p) => resolve(dir, p)) } : {}),
    ...(raw.baseline ? { baseline: true } : {}),
  };
  // baseline: true asks for runs without the skill: said at load when they cannot be made.
  const noLift = raw.baseline ? liftSkipReason(main) : undefined;
  if (noLift) scope.warn(['baseline'], `no run without the skill can be made: ${noLift}`);
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
      tasks.push(...(await loadTaskFile(taskFile, text, c.context, c.diagnostics)));
    }
  }
  return { tasks, contents };
}

async function loadTaskFile(
  file: string,
  text: string,
  suite: SuiteContext,
  diagnostics: Diagnostics,
): Promise<Task[]> {
  if (extname(file) === '.jsonl') return loadJsonlTasks(file, text, suite, diagnostics);
  const parsed = await readYaml(text);
  for (const e of parsed.errors)
    diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
  if (parsed.errors.length) return [];
  const scope = diagnostics.scope(file, parsed.locate);
  const result = await parseChecked(TaskFile, parsed.data ?? null);
  if (!result.success) {
    scope.issues(result.error.issues, parsed.data);
    return [];
  }
  if (result.data.enabled === false) return [];
  return [mapTask(result.data, scope, suite)];
}

/** waza runs trigger_tests.yaml next to eval.yaml: here a suite of its own (waza/trigger-tests.ts). */
async function triggerSuite(
  dir: string,
  name: string,
  metrics: { name: string; threshold: number; enabled?: boolean }[],
  context: SuiteContext,
  diagnostics: Diagnostics,
): Promise<Suite | undefined> {
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
  await loadYaml(); // trigger-tests.ts parses synchronously
  return loadTriggerTests(file, text, { name, metrics }, context, diagnostics);
}
