// Entry point of suite loading: finds the suites a command names, loads and validates them, and
// returns every error (file, line, column, field path, message) instead of throwing.
import { relative, resolve } from 'node:path';
import { Diagnostics, type SpecError } from './diagnostics/diagnostics.js';
import { findTargets } from './discover.js';
import { loadJsonlSuite } from './load-suite.js';
import {
  isPairGrader,
  taskGraders,
  type ProjectConfig,
  type RunOverrides,
  type Suite,
  type Task,
} from './model.js';
import { findProjectFile, noProject } from './project-file.js';
import { loadYaml } from '../shared/yaml.js';
import { warnSelfGrading } from './self-grading.js';

export { formatSpecError, warningLines, type SpecError } from './diagnostics/diagnostics.js';

export interface LoadResult {
  suites: Suite[];
  errors: SpecError[];
  project: ProjectConfig;
  /** Accepted but unsupported settings (waza hooks, storage, ...): printed, not fatal. */
  warnings: SpecError[];
}

/**
 * paths: eval.yaml files, directories (searched for eval.yaml), or standalone *.jsonl files;
 * [] = the project config's `evals` globs, else evals/**\/eval.yaml. A suite with any error is
 * left out of `suites`. Never throws for user errors.
 */
export async function loadSuites(
  paths: string[],
  options: { cwd?: string; overrides?: RunOverrides } = {},
): Promise<LoadResult> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const diagnostics = new Diagnostics();
  const projectFile = findProjectFile(cwd);
  // eval.yaml and task files load it themselves, only for a file that is not plain YAML
  // (diagnostics/positions.ts readYaml).
  if (projectFile) await loadYaml();
  // Dynamic: the project schema (with the prices table) loads only when there is a project file.
  const project = projectFile
    ? (await import('./project.js')).loadProject(cwd, diagnostics, projectFile)
    : noProject();
  const targets = await findTargets(paths, cwd, project, diagnostics);
  const suites: Suite[] = [];
  for (const target of targets) {
    // An eval.yaml brings its trigger_tests.yaml as a second suite. Dynamic: waza's schemas
    // and mapping load only when the job has an eval.yaml.
    const loaded =
      target.kind === 'jsonl'
        ? [await loadJsonlSuite(target.file, project, diagnostics, options.overrides)]
        : await (
            await import('./waza/load-eval.js')
          ).loadEvalSuite(target.file, project, diagnostics, options.overrides);
    for (const suite of loaded) {
      if (!suite) continue;
      // Results, baselines and the PR comment are keyed by suite name.
      const same = suites.find((s) => s.name === suite.name);
      if (same) {
        const where = relative(cwd, same.file) || same.file;
        diagnostics.fileError(suite.file, `duplicate suite name '${suite.name}' (also ${where})`);
      } else {
        suites.push(suite);
      }
    }
  }
  // Dynamic: the grader checks load only when a suite has a grader (JSONL tests seldom do).
  if (suites.some((s) => s.graders.length || s.tasks.some((t) => taskGraders(t).length)))
    await (await import('./waza/grader-checks.js')).checkGraders(suites, cwd, diagnostics);
  warnSelfGrading(suites, diagnostics);
  if (project.quarantine?.length) {
    const { applyQuarantine } = await import('./quarantine-match.js');
    applyQuarantine(suites, project.quarantine, diagnostics, paths.length > 0);
  }
  for (const suite of suites) {
    for (const task of suite.tasks) {
      const warn = (message: string) => {
        const { file, line, column } = task.source;
        diagnostics.warnings.push({ file, line, column, path: task.id, message });
      };
      if (expectsWazaMockReply(task)) {
        warn(
          "expects waza's mock reply ('Mock response for: <prompt>'); Parley's mock agent answers '(mock) <input>' unless inputs.mock gives its replies",
        );
      }
      if (!checksSomething(suite, task)) {
        warn(
          'nothing checks this task (no graders, expected, assertions or checkpoints): every run that ends normally passes',
        );
      }
    }
  }
  const order = (a: SpecError, b: SpecError) =>
    a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
  return {
    suites,
    errors: diagnostics.errors.sort(order),
    warnings: diagnostics.warnings,
    project,
  };
}

/**
 * Whether the paths may lead to YAML: an eval.yaml (a directory or the default globs find them),
 * anything but JSONL files. Only a job of JSONL files alone, without a project file, goes without
 * the parser.
 */
/** A task with no grader, expectation, assertion or checkpoint would pass whatever the agent did. */
function checksSomething(suite: Suite, task: Task): boolean {
  const e = task.expected;
  const expects =
    e.outputContains.length +
      e.outputNotContains.length +
      e.outputContainsAny.length +
      e.matches.length +
      e.outcomes.length >
      0 || e.behavior !== undefined;
  const turnAssertions =
    task.plan.kind === 'turns' && task.plan.turns.some((t) => t.assertions.length > 0);
  return (
    // A pairwise grader compares two runs (skill lift) and checks none of them.
    [...suite.graders, ...task.graders].some((g) => !isPairGrader(g)) ||
    expects ||
    task.assertions.length > 0 ||
    task.checkpoints.length > 0 ||
    (task.turnCheckpoints?.length ?? 0) > 0 ||
    turnAssertions
  );
}

/** A mock-agent task whose expectations were written for waza's mock reply. */
function expectsWazaMockReply(task: Task): boolean {
  if (task.agent.executor !== 'mock' || task.mock.length) return false;
  const e = task.expected;
  return [...e.outputContains, ...e.outputContainsAny, ...e.matches].some((s) =>
    /mock response/i.test(s),
  );
}
