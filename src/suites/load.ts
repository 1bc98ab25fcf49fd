// Entry point of suite loading: finds the suites a command names, loads and validates them, and
// returns every error (file, line, column, field path, message) instead of throwing.
import { existsSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { Diagnostics, type SpecError } from './diagnostics/diagnostics.js';
import { findTargets } from './discover.js';
import { loadEvalSuite, loadJsonlSuite } from './load-suite.js';
import type { ProjectConfig, RunOverrides, Suite, Task } from './model.js';
import { loadProject, PROJECT_FILES } from './project.js';
import { loadYaml } from '../shared/yaml.js';
import { resolveProgramPaths } from './waza/program-paths.js';
import { checkCodeAssertions } from './waza/code-syntax.js';
import { warnPromptJudge } from './waza/prompt-judge.js';
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
  if (readsYaml(paths, cwd)) await loadYaml();
  const project = loadProject(cwd, diagnostics);
  const targets = await findTargets(paths, cwd, project, diagnostics);
  const suites: Suite[] = [];
  for (const target of targets) {
    // An eval.yaml brings its trigger_tests.yaml as a second suite.
    const loaded =
      target.kind === 'jsonl'
        ? [loadJsonlSuite(target.file, project, diagnostics, options.overrides)]
        : await loadEvalSuite(target.file, project, diagnostics, options.overrides);
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
  checkCodeAssertions(suites, diagnostics);
  warnTriggerMeaning(suites, diagnostics);
  warnPromptJudge(suites, diagnostics);
  resolveProgramPaths(suites, cwd, diagnostics);
  warnSelfGrading(suites, diagnostics);
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

/** A task with no grader, expectation, assertion or checkpoint would pass whatever the agent did. */
/**
 * Whether loading may read YAML: a project file, an eval.yaml (a directory or the default globs
 * find them), anything but JSONL files. Only a job of JSONL files alone goes without the parser.
 */
function readsYaml(paths: string[], cwd: string): boolean {
  if (PROJECT_FILES.some((name) => existsSync(join(cwd, name)))) return true;
  return paths.length === 0 || paths.some((path) => !path.toLowerCase().endsWith('.jsonl'));
}

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
    suite.graders.length > 0 ||
    task.graders.length > 0 ||
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

/** waza's trigger grader scores the prompt against SKILL.md; Parley's observes the invocation. */
function warnTriggerMeaning(suites: Suite[], diagnostics: Diagnostics): void {
  for (const suite of suites) {
    const graders = new Set([...suite.graders, ...suite.tasks.flatMap((t) => t.graders)]);
    for (const g of graders) {
      if (g.type !== 'trigger' || !g.source) continue;
      // trigger_tests.yaml's prompts (waza/trigger-tests.ts) are graded as waza grades them.
      if (basename(suite.file) === 'trigger_tests.yaml') continue;
      diagnostics.warnings.push({
        ...g.source,
        path: `graders.${g.name}`,
        message:
          'trigger: Parley checks that the agent invoked the skill (or did not, mode: negative), as trigger_tests.yaml does; an older waza scored how well the task prompt matches SKILL.md (threshold), which Parley does not',
      });
    }
  }
}
