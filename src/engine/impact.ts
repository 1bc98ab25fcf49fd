// Impact selection: on a pull request (or `parley run --changed-since REF`), a task none of whose
// inputs changed is not re-run. A task's inputs are the files Parley knows it reads: its suite
// file and task file (or JSONL file), prompt_file, the skill folders it loads with what their
// symlinks point to and the files their markdown names (impact-skill.ts), instruction files,
// fixtures and repos, every path its graders, assertions, MCP servers and agent settings name,
// each script among them with its tree and what it loads (impact-scripts.ts), the agent-context
// files an ACP agent may read, and the `paths:` its author added. Inputs and changes compare by
// real path, and a change at a folder, symlink or gitlink touches what is under it
// (impact-paths.ts). It fails closed: what Parley cannot attribute to a task (the project file,
// the workflows, package manifests and lockfiles, .gitmodules, `impact.always` of the base or
// the head) re-runs every task, and so does a change set it could not compute; a task whose
// inputs could not all be read, or whose command names no file of the repository (`python3 -m
// x`, `npx my-agent`), runs. A task also runs when the baseline has no results of it, or has
// them under another identity (another model, Parley version or definition).
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { NotRerunTask, UnattributedTask } from '../results/impact.js';
import { pooledIdentity } from '../results/summary.js';
import { PROJECT_FILES } from '../suites/project-file.js';
import { taskGraders, type ProjectConfig, type Suite, type Task } from '../suites/model.js';
import { formsOf, InputIndex, realForm, within } from './impact-paths.js';
import { namedInRoot, pathWord, scriptInputs } from './impact-scripts.js';
import { ImpactInputError, skillReferences } from './impact-skill.js';
import { taskIdentity } from './task-identity.js';

/** What a task reads: files or directories (absolute) and globs (absolute patterns). */
export interface TaskInputs {
  paths: string[];
  globs: string[];
  /** Why the task runs whatever changed (a command that names no file of the repository). */
  unattributed?: string;
}

/** The files a change touched: absolute paths under the repository root. */
export interface ChangeSet {
  root: string;
  files: string[];
  /** What they are changes against (a sha or ref), for the report. */
  since: string;
  /** `impact.always` of the base's project file (its globs, relative to the root). */
  baseAlways?: string[];
}

/** The base's results per task (suite name, NUL, task id) -> its pooled identity. */
export type BaseTasks = Map<string, string | undefined>;

export interface ImpactSelection {
  /** Why every task runs (a change Parley cannot attribute, no change set); unset = selected. */
  all?: string;
  /** Files changed (0 when unknown). */
  changed: number;
  since?: string;
  /** The tasks that run (empty when `all` is set: every task). */
  run: { suite: string; taskId: string }[];
  /** The tasks whose inputs did not change: not re-run, the base's results stand in. */
  notRerun: NotRerunTask[];
  /** Tasks whose inputs did not change but that run anyway (no base results of the same identity). */
  runAnyway: number;
  /** Tasks that run whatever changed: their inputs could not all be read or attributed. */
  unattributed?: UnattributedTask[];
}

/** Changes to these re-run everything: action inputs and Parley's version live in workflows. */
const ALWAYS = ['.github/workflows/**', '.github/actions/**'];

/**
 * Files whose change re-runs everything wherever they are: the project file (added, changed or
 * deleted), package manifests and lockfiles (what `npx my-agent`, a grader's `import` or an MCP
 * server's `require` resolves to), and .gitmodules.
 */
const EVERYWHERE = new Set([
  ...PROJECT_FILES,
  '.gitmodules',
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  '.yarnrc.yml',
  '.pnpmfile.cjs',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'bun.lock',
  'bun.lockb',
  'deno.json',
  'deno.jsonc',
  'deno.lock',
  '.npmrc',
  '.nvmrc',
  '.node-version',
  '.python-version',
  '.tool-versions',
  'pyproject.toml',
  'setup.py',
  'setup.cfg',
  'Pipfile',
  'Pipfile.lock',
  'poetry.lock',
  'uv.lock',
  'go.mod',
  'go.sum',
  'Cargo.toml',
  'Cargo.lock',
  'Gemfile',
  'Gemfile.lock',
  'composer.json',
  'composer.lock',
]);
/** requirements.txt, requirements-dev.txt, requirements/base.txt and the like. */
const REQUIREMENTS = /(^|\/)requirements[^/]*\.(txt|in)$|(^|\/)requirements\/[^/]+\.(txt|in)$/;

/**
 * Files an agent CLI reads from its working tree (AGENTS.md and the like): the run's workspace
 * is a temporary directory, so what an ACP agent sees of them comes through fixtures and repos,
 * but a CLI may look further (a repository it was pointed at, a global config copied in).
 */
const AGENT_CONTEXT = [
  'AGENTS.md',
  'CLAUDE.md',
  'GEMINI.md',
  '.github/copilot-instructions.md',
  '.github/instructions',
  '.github/agents',
  '.github/prompts',
  '.claude',
  '.gemini',
  '.codex',
  '.opencode',
  'opencode.json',
  '.cursor/rules',
];

/** The inputs listed per task not re-run, in the report and on the console. */
const SHOWN_INPUTS = 12;

const key = (suite: string, taskId: string) => `${suite}\u0000${taskId}`;

/** The pooled identity a summary records for this task (results/summary.ts). */
export function headIdentity(suite: Suite, task: Task): string {
  return pooledIdentity(taskIdentity(suite, task));
}

/**
 * Every input Parley knows `task` reads; `root` is the repository's. Throws ImpactInputError
 * (or any error) when they cannot all be read: the caller then runs the task.
 */
export function taskInputs(suite: Suite, task: Task, root: string): TaskInputs {
  const paths = new Set<string>([suite.file, task.source.file]);
  if (task.promptFile) paths.add(task.promptFile);
  for (const dir of task.skillDirectories) {
    paths.add(dir);
    for (const linked of referencesOf(dir, root)) paths.add(linked);
  }
  for (const file of task.instructionFiles) paths.add(file.source);
  for (const file of task.files) if (file.source) paths.add(file.source);
  for (const repo of task.repos) if (isAbsolute(repo.source)) paths.add(repo.source);
  const containers = holding([suite.dir, root]);
  const cwd = [suite.dir];
  // Paths named in settings: program graders, script assertions, MCP servers, an agent command.
  const named = [
    suite.graders,
    taskGraders(task),
    task.assertions,
    task.checkpoints,
    task.plan,
    task.agent,
    suite.config.mcpServers,
  ];
  for (const path of namedPaths(named, [suite.dir, root], containers)) {
    paths.add(path);
    if (isFile(path)) for (const p of scriptInputs(path, containers, cwd, root)) paths.add(p);
  }
  for (const g of [...suite.graders, ...taskGraders(task)]) {
    if (g.type !== 'diff') continue;
    const config = g.config as { context_dir?: string; expected_files?: { snapshot?: string }[] };
    const context = resolve(suite.dir, config.context_dir ?? '.');
    for (const f of config.expected_files ?? [])
      if (f.snapshot) paths.add(resolve(context, f.snapshot));
  }
  if (task.agent.executor === 'acp') {
    for (const name of AGENT_CONTEXT) paths.add(join(root, name));
  }
  // A command that names no file of the repository runs something Parley cannot see.
  const blind = commandsOf(suite, task).find(
    (words) => !namedInRoot(words, [suite.dir, root], root).length,
  );
  return {
    paths: [...paths],
    globs: [...(suite.paths ?? []), ...(task.paths ?? [])],
    ...(blind
      ? {
          unattributed: `the command "${blind.join(' ').slice(0, 120)}" names no file of the repository`,
        }
      : {}),
  };
}

/** The command lines a task runs: program graders, script assertions, MCP servers, an ACP agent. */
function commandsOf(suite: Suite, task: Task): string[][] {
  const commands: string[][] = [];
  for (const g of [...suite.graders, ...taskGraders(task)]) {
    if (g.type !== 'program') continue;
    const c = g.config as { command?: unknown; args?: unknown };
    if (typeof c.command === 'string')
      commands.push([c.command, ...(Array.isArray(c.args) ? c.args.map(String) : [])]);
  }
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1));
    const a = value as { type?: unknown; script?: unknown; value?: unknown };
    if (a.type === 'script') {
      const line = typeof a.script === 'string' ? a.script : a.value;
      if (typeof line === 'string') commands.push(line.split(/\s+/).filter(Boolean));
      return;
    }
    for (const v of Object.values(value)) visit(v, depth + 1);
  };
  visit([task.assertions, task.checkpoints, task.plan], 0);
  for (const server of suite.config.mcpServers)
    if (server.command) commands.push([server.command, ...server.args]);
  if (task.agent.executor === 'acp') commands.push([task.agent.command, ...task.agent.args]);
  return commands;
}

/**
 * Which tasks run. `base` is the baseline's tasks and identities (undefined: none to check, the
 * CLI without --baseline; a string: why there is none, which runs every task).
 */
export function selectByImpact(
  suites: Suite[],
  project: ProjectConfig,
  change: ChangeSet | { error: string },
  base: BaseTasks | string | undefined,
): ImpactSelection {
  const everything = (all: string, changed = 0): ImpactSelection => ({
    all,
    changed,
    run: [],
    notRerun: [],
    runAnyway: 0,
  });
  if ('error' in change) return everything(`the changed files are unknown: ${change.error}`);
  referenceCache.clear();
  const { root, files } = change;
  const since = { since: change.since };
  const unattributed = unattributedChange(root, files, project, change.baseAlways ?? []);
  if (unattributed) return { ...everything(unattributed, files.length), ...since };
  if (typeof base === 'string') return { ...everything(base, files.length), ...since };
  const changes = files.map(formsOf);
  const run: ImpactSelection['run'] = [];
  const notRerun: NotRerunTask[] = [];
  const blind: UnattributedTask[] = [];
  let runAnyway = 0;
  for (const suite of suites) {
    for (const task of suite.tasks) {
      let inputs: TaskInputs | undefined;
      let why: string | undefined;
      try {
        inputs = taskInputs(suite, task, root);
        why = inputs.unattributed;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        why = `its inputs could not all be read: ${shorten(message, root)}`;
      }
      if (why) {
        run.push({ suite: suite.name, taskId: task.id });
        blind.push({ suite: suite.name, task_id: task.id, reason: why });
        continue;
      }
      const index = new InputIndex(inputs!.paths, inputs!.globs.map(globRegExp));
      const changed = changes.some((c) => index.touches(c));
      const standIn =
        base === undefined ||
        (base.has(key(suite.name, task.id)) &&
          base.get(key(suite.name, task.id)) === headIdentity(suite, task));
      if (changed || !standIn) {
        run.push({ suite: suite.name, taskId: task.id });
        if (!changed) runAnyway++;
      } else {
        notRerun.push({
          suite: suite.name,
          task_id: task.id,
          task_name: task.name,
          ...considered(inputs!, root),
        });
      }
    }
  }
  return {
    changed: files.length,
    ...since,
    run,
    notRerun,
    runAnyway,
    ...(blind.length ? { unattributed: blind } : {}),
  };
}

/** Why a change re-runs every task (a file no task's inputs can account for), or undefined. */
function unattributedChange(
  root: string,
  files: string[],
  project: ProjectConfig,
  baseAlways: string[],
): string | undefined {
  const always = [
    ...(project.file ? [project.file] : []),
    ...[...ALWAYS, ...(project.impactAlways ?? []), ...baseAlways].map((g) => resolve(root, g)),
  ];
  for (const f of files) {
    const rel = relative(root, f);
    if (PROJECT_FILES.includes(basename(f)))
      return `${rel} changed, which Parley cannot attribute to a task`;
    if (EVERYWHERE.has(basename(f)) || REQUIREMENTS.test(rel.split(sep).join('/')))
      return `${rel} changed: a package manifest, lockfile or .gitmodules can change what any agent, grader or MCP server runs`;
    if (always.some((a) => f === a || globRegExp(a).test(f) || f.startsWith(a + sep)))
      return `${rel} changed, which Parley cannot attribute to a task`;
  }
  return undefined;
}

/** The inputs shown for a task not re-run: relative to the root, the first few. */
function considered(
  inputs: TaskInputs,
  root: string,
): Pick<NotRerunTask, 'inputs' | 'more_inputs'> {
  const realRoot = realForm(root);
  const all = [
    ...inputs.paths.filter(existsSync).map((p) => {
      // Through a symlink: the folder it is, too (a checkout under a symlinked path is not one).
      const rel = relative(root, p) || '.';
      const real = realForm(p);
      const realRel = within(real, realRoot) ? relative(realRoot, real) || '.' : real;
      return realRel === rel ? rel : `${rel} (${realRel})`;
    }),
    ...inputs.globs.map((g) => relative(root, g)),
  ];
  const unique = [...new Set(all)];
  return {
    inputs: unique.slice(0, SHOWN_INPUTS),
    ...(unique.length > SHOWN_INPUTS ? { more_inputs: unique.length - SHOWN_INPUTS } : {}),
  };
}

const shorten = (message: string, root: string) =>
  message
    .split(root + sep)
    .join('')
    .slice(0, 300);

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** `dirs` and every folder holding them: never an input of their own (they hold everything). */
function holding(dirs: string[]): Set<string> {
  const containers = new Set<string>();
  for (const dir of dirs)
    for (let d = dir; ; d = dirname(d)) {
      containers.add(d);
      if (dirname(d) === d) break;
    }
  return containers;
}

/** The base's tasks from a summary: what can stand in for a task that is not re-run. */
export function baseTasksOf(summary: {
  suites: { name: string; tasks: { task_id: string; identity?: string | undefined }[] }[];
}): BaseTasks {
  const tasks: BaseTasks = new Map();
  for (const s of summary.suites)
    for (const t of s.tasks) tasks.set(key(s.name, t.task_id), t.identity);
  return tasks;
}

/**
 * Strings in the settings that name an existing file or directory (absolute, or relative to one
 * of `dirs`): a word with a slash or an extension, in a command line or a value. The folders
 * that hold the suite (or the repository) are never an input.
 */
function namedPaths(values: unknown[], dirs: string[], containers: Set<string>): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12) return;
    if (typeof value === 'string') {
      if (value.length > 1000 || value.includes('\n')) return;
      for (const raw of value.split(/\s+/)) {
        const word = pathWord(raw);
        if (!word) continue;
        const candidates = isAbsolute(word) ? [word] : dirs.map((d) => resolve(d, word));
        for (const c of candidates) if (!containers.has(c) && existsSync(c)) found.add(c);
      }
    } else if (Array.isArray(value)) {
      for (const v of value) visit(v, depth + 1);
    } else if (value && typeof value === 'object' && !(value instanceof RegExp)) {
      // Where a setting was written (a SourceRef: file, line, column) is not something it reads.
      if ('line' in value && 'column' in value && 'file' in value) return;
      for (const v of Object.values(value)) visit(v, depth + 1);
    }
  };
  for (const v of values) visit(v, 0);
  return [...found];
}

// Many tasks share a skill folder: it is read once a selection (an error is kept and rethrown).
const referenceCache = new Map<string, string[] | Error>();

function referencesOf(dir: string, root: string): string[] {
  let refs = referenceCache.get(dir);
  if (!refs) {
    try {
      refs = skillReferences(dir, root);
    } catch (error) {
      refs = error instanceof Error ? error : new ImpactInputError(String(error));
    }
    referenceCache.set(dir, refs);
  }
  if (refs instanceof Error) throw refs;
  return refs;
}

const globCache = new Map<string, RegExp>();

/** A glob (`**`, `*`, `?`, `{a,b}`) over absolute paths as a regular expression. */
export function globRegExp(glob: string): RegExp {
  let re = globCache.get(glob);
  if (re) return re;
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      // `**/` matches no folder or any number; a trailing `**` everything below.
      if (glob[i + 2] === '/') {
        out += '(?:.*/)?';
        i += 2;
      } else {
        out += '.*';
        i += 1;
      }
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') {
      const end = glob.indexOf('}', i);
      if (end < 0) out += '\\{';
      else {
        out += `(?:${glob
          .slice(i + 1, end)
          .split(',')
          .map((s) => s.replace(/[.+^$()|[\]\\*?]/g, '\\$&'))
          .join('|')})`;
        i = end;
      }
    } else out += c.replace(/[.+^$()|[\]\\{}]/g, '\\$&');
  }
  // A glob naming a folder covers what is inside it.
  re = new RegExp(`^${out}(?:/.*)?$`);
  globCache.set(glob, re);
  return re;
}
