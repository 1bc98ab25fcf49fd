// Impact selection: on a pull request (or `parley run --changed-since REF`), a task none of whose
// inputs changed is not re-run. A task's inputs are the files Parley knows it reads: its suite
// file and task file (or JSONL file), prompt_file, the skill directories it loads and the files
// their markdown links to, instruction files, fixtures and repos, every path its graders,
// assertions, MCP servers and agent settings name, the agent-context files an ACP agent may read,
// and the `paths:` its author added. What Parley cannot attribute to a task (the project config,
// the workflows, `impact.always`) re-runs every task; so does a change set it could not compute.
// When in doubt, run: a task also runs when the baseline has no results of it, or has them under
// another identity (another model, Parley version or definition).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { NotRerunTask } from '../results/impact.js';
import { pooledIdentity } from '../results/summary.js';
import { taskGraders, type ProjectConfig, type Suite, type Task } from '../suites/model.js';
import { taskIdentity } from './task-identity.js';

/** What a task reads: files or directories (absolute) and globs (absolute patterns). */
export interface TaskInputs {
  paths: string[];
  globs: string[];
}

/** The files a change touched: absolute paths under the repository root. */
export interface ChangeSet {
  root: string;
  files: string[];
  /** What they are changes against (a sha or ref), for the report. */
  since: string;
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
}

/** Changes to these re-run everything: action inputs and Parley's version live in workflows. */
const ALWAYS = ['.github/workflows/**', '.github/actions/**'];

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

const MAX_LINKED_FILES = 400;
const MAX_MARKDOWN_BYTES = 1_000_000;

const key = (suite: string, taskId: string) => `${suite}\u0000${taskId}`;

/** The pooled identity a summary records for this task (results/summary.ts). */
export function headIdentity(suite: Suite, task: Task): string {
  return pooledIdentity(taskIdentity(suite, task));
}

/** Every input Parley knows `task` reads; `root` is the repository's root. */
export function taskInputs(suite: Suite, task: Task, root: string): TaskInputs {
  const paths = new Set<string>([suite.file, task.source.file]);
  if (task.promptFile) paths.add(task.promptFile);
  for (const dir of task.skillDirectories) {
    paths.add(dir);
    for (const linked of linkedFrom(dir)) paths.add(linked);
  }
  for (const file of task.instructionFiles) paths.add(file);
  for (const file of task.files) if (file.source) paths.add(file.source);
  for (const repo of task.repos) if (isAbsolute(repo.source)) paths.add(repo.source);
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
  for (const path of namedPaths(named, [suite.dir, root])) paths.add(path);
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
  return { paths: [...paths], globs: [...(suite.paths ?? []), ...(task.paths ?? [])] };
}

/** Whether a changed file (absolute) is one of the inputs or inside one. */
export function touches(inputs: TaskInputs, file: string): boolean {
  return (
    inputs.paths.some((p) => file === p || file.startsWith(p.endsWith(sep) ? p : p + sep)) ||
    inputs.globs.some((g) => globRegExp(g).test(file))
  );
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
  linkCache.clear();
  const { root, files } = change;
  const since = { since: change.since };
  const always = [
    ...(project.file ? [project.file] : []),
    ...[...ALWAYS, ...(project.impactAlways ?? [])].map((g) => resolve(root, g)),
  ];
  const unattributed = files.find((f) =>
    always.some((a) => f === a || globRegExp(a).test(f) || f.startsWith(a + sep)),
  );
  if (unattributed) {
    return {
      ...everything(
        `${relative(root, unattributed)} changed, which Parley cannot attribute to a task`,
        files.length,
      ),
      ...since,
    };
  }
  if (typeof base === 'string') return { ...everything(base, files.length), ...since };
  const run: ImpactSelection['run'] = [];
  const notRerun: NotRerunTask[] = [];
  let runAnyway = 0;
  for (const suite of suites) {
    for (const task of suite.tasks) {
      const inputs = taskInputs(suite, task, root);
      const changed = files.some((f) => touches(inputs, f));
      const standIn =
        base === undefined ||
        (base.has(key(suite.name, task.id)) &&
          base.get(key(suite.name, task.id)) === headIdentity(suite, task));
      if (changed || !standIn) {
        run.push({ suite: suite.name, taskId: task.id });
        if (!changed) runAnyway++;
      } else {
        notRerun.push({ suite: suite.name, task_id: task.id, task_name: task.name });
      }
    }
  }
  return { changed: files.length, ...since, run, notRerun, runAnyway };
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
 * of `dirs`): a word with a slash or an extension, in a command line or a value, and a named
 * file's folder. Directories that hold the suite (or the repository) are never an input.
 */
function namedPaths(values: unknown[], dirs: string[]): string[] {
  const found = new Set<string>();
  const containers = new Set<string>();
  for (const dir of dirs)
    for (let d = dir; ; d = dirname(d)) {
      containers.add(d);
      if (dirname(d) === d) break;
    }
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12) return;
    if (typeof value === 'string') {
      if (value.length > 1000 || value.includes('\n')) return;
      for (const word of value.split(/\s+/)) {
        if (!/[/\\]|\.\w{1,8}$/.test(word) || word.startsWith('-') || /^\w+:\/\//.test(word))
          continue;
        const candidates = isAbsolute(word) ? [word] : dirs.map((d) => resolve(d, word));
        for (const c of candidates) {
          if (containers.has(c) || !existsSync(c)) continue;
          found.add(c);
          // A script reads what lies beside it (its data, its modules): its folder counts too,
          // unless that is the suite's folder or one holding it.
          if (!containers.has(dirname(c)) && statSync(c).isFile()) found.add(dirname(c));
        }
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

// Many tasks share a skill directory: its markdown is read once a selection.
const linkCache = new Map<string, string[]>();

function linkedFrom(dir: string): string[] {
  let links = linkCache.get(dir);
  if (!links) linkCache.set(dir, (links = linksOutOf(dir)));
  return links;
}

/** Files outside a skill directory that its markdown files link to (`[text](../shared/x.md)`). */
function linksOutOf(dir: string): string[] {
  const out = new Set<string>();
  let seen = 0;
  const walk = (d: string, depth: number) => {
    if (depth > 6 || seen > MAX_LINKED_FILES) return;
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name === 'node_modules' || e.name === '.git') continue;
      const path = join(d, e.name);
      if (e.isDirectory()) walk(path, depth + 1);
      else if (e.isFile() && /\.md$/i.test(e.name) && seen++ < MAX_LINKED_FILES) {
        for (const target of markdownLinks(path)) {
          if (target !== dir && !target.startsWith(dir + sep) && existsSync(target))
            out.add(target);
        }
      }
    }
  };
  walk(dir, 0);
  return [...out];
}

function markdownLinks(file: string): string[] {
  let text: string;
  try {
    if (statSync(file).size > MAX_MARKDOWN_BYTES) return [];
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const targets: string[] = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>#?]+)[^)]*\)/g)) {
    const target = m[1]!;
    if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/')) continue;
    targets.push(resolve(dirname(file), decodeURI(target)));
  }
  return targets;
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
