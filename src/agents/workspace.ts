// The per-run workspace: a temp directory populated with the task's files, repositories (git
// worktrees, detached) and instruction files. Every destination is confined to the directory.
import { randomUUID } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { cp, mkdir, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Suite, Task } from '../suites/model.js';
import { isInside } from './confine.js';
import { AgentError } from './types.js';

export interface Workspace {
  root: string;
  cwd: string;
  /** Makes sure the directory exists (idempotent); until then it may not. */
  prepare(): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * --keep-workspaces: copies the final workspace to `dest` (links copied as links, never
 * followed) before it is cleaned up; returns where the agent's working directory is in the copy.
 * A git worktree's copy keeps its files; its .git link points at a worktree that is removed.
 */
export async function keepWorkspace(workspace: Workspace, dest: string): Promise<string> {
  await workspace.prepare();
  await mkdir(dirname(dest), { recursive: true });
  await cp(workspace.root, dest, { recursive: true, verbatimSymlinks: true });
  return join(dest, relative(workspace.root, workspace.cwd));
}

/** Resolves `path` inside `root`; throws when it is absolute or climbs out (`..`). */
export function confinePath(root: string, path: string, what = 'path'): string {
  if (isAbsolute(path)) throw new AgentError(`${what} "${path}" must be relative`, 'config_error');
  const full = resolve(root, path);
  if (!isInside(root, full)) {
    throw new AgentError(`${what} "${path}" leaves the workspace`, 'config_error');
  }
  return full;
}

export { isInside };

/** The agent's working directory: the task's `workdir` inside the workspace root. */
export function workdirOf(root: string, task: Pick<Task, 'workdir'>): string {
  return task.workdir ? confinePath(root, task.workdir, 'workdir') : root;
}

/** The resolved temp directory, once per value of tmpdir(): on macOS it is a symlink. */
const realTmp = new Map<string, string>();

/**
 * Where a run's workspace is made: under the resolved temp directory, so that the root matches
 * the paths agents report. The name is random and nothing else: the agent sees it (the built-in
 * agent is told it, an ACP agent gets it as its session cwd and process cwd), so it never carries
 * a task id, suite name, trial or the word "parley" — a model reads `vague-brief-should-abstain`
 * or `expense-1` out of a path as readily as out of a prompt. 64 random bits from randomUUID's
 * pooled entropy (not a syscall a run); mkdir fails rather than reuse anything.
 */
function workspacePath(): string {
  const tmp = tmpdir();
  let base = realTmp.get(tmp);
  if (base === undefined) realTmp.set(tmp, (base = realpathSync(tmp)));
  const random = randomUUID().replaceAll('-', '').slice(0, 16);
  return join(base, `ws-${random}`);
}

/**
 * The run's workspace. A task that places nothing (no files, repos, workdir or instruction
 * files) gets its directory only when something needs it (`prepare()`: an agent process or file
 * tool, the mock writing a file, a grader that reads files), and its path only when something
 * asks for it: a run of an HTTP agent, or of the built-in agent without file tools, makes no
 * directory and no name, and has nothing to look for when it ends: a mkdir and an rmdir per run
 * were most of the engine's overhead over a bare SDK loop (docs/benchmarks.md).
 */
export async function createWorkspace(suite: Suite, task: Task): Promise<Workspace> {
  let path: string | undefined;
  const rootPath = () => (path ??= workspacePath());
  const worktrees: { repo: string; dest: string }[] = [];
  let made: Promise<void> | undefined;
  const prepare = () => (made ??= mkdir(rootPath(), { mode: 0o700 }).then(() => undefined));
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    // Never named: nothing can have made it.
    if (path === undefined) return;
    const root = path;
    if (!made) {
      // Named but never prepared: nothing to remove, unless something made it anyway (one
      // access(2); a failing rmdir would also build an exception).
      if (existsSync(root)) await rm(root, { recursive: true, force: true });
      return;
    }
    const exists = await made.then(
      () => true,
      () => false,
    );
    if (!exists) return;
    for (const { repo, dest } of worktrees) {
      await git(repo, ['worktree', 'remove', '--force', dest]).catch(() => undefined);
      await git(repo, ['worktree', 'prune']).catch(() => undefined);
    }
    // Most workspaces end empty: one rmdir, and the recursive walk only when something is left.
    await rmdir(root).catch(() => rm(root, { recursive: true, force: true }));
  };
  const places =
    task.files.length > 0 ||
    task.repos.length > 0 ||
    Boolean(task.workdir) ||
    task.instructionFiles.length > 0;
  if (!places) {
    return {
      get root() {
        return rootPath();
      },
      get cwd() {
        return rootPath();
      },
      prepare,
      cleanup,
    };
  }
  const root = rootPath();
  try {
    await prepare();
    for (const file of task.files) await placeFile(root, file);
    for (const repo of task.repos) await placeRepo(root, repo, worktrees);
    const cwd = workdirOf(root, task);
    if (cwd !== root) await mkdir(cwd, { recursive: true });
    for (const file of task.instructionFiles) await copyInstructionFile(cwd, file);
    return { root, cwd, prepare, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function placeFile(root: string, file: Task['files'][number]): Promise<void> {
  const dest = confinePath(root, file.path, 'file path');
  await mkdir(dirname(dest), { recursive: true });
  if (file.source !== undefined) {
    if (!(await exists(file.source))) {
      throw new AgentError(
        `file "${file.path}": source ${file.source} does not exist`,
        'config_error',
      );
    }
    await cp(file.source, dest, { recursive: true });
  } else {
    await writeFile(dest, file.content ?? '');
  }
}

async function placeRepo(
  root: string,
  repo: Task['repos'][number],
  worktrees: { repo: string; dest: string }[],
): Promise<void> {
  const dest = confinePath(root, repo.dest, 'repo dest');
  await mkdir(dirname(dest), { recursive: true });
  const shown = displaySource(repo.source);
  const local = !isUrl(repo.source) && (await exists(repo.source));
  try {
    if (local) {
      const source = resolve(repo.source);
      await git(source, ['worktree', 'add', '--detach', dest, repo.ref ?? 'HEAD']);
      worktrees.push({ repo: source, dest });
    } else {
      // A remote repository cannot hold a worktree of ours: clone it instead.
      await git(root, ['clone', '--quiet', repo.source, dest]);
      if (repo.ref) await git(dest, ['checkout', '--quiet', '--detach', repo.ref]);
    }
  } catch (error) {
    const detail = error instanceof Error ? firstLine(error.message) : String(error);
    throw new AgentError(`repo ${shown}: ${detail}`, 'config_error');
  }
}

/** Copies an instruction file to the same path relative to the suite (else its base name). */
async function copyInstructionFile(cwd: string, file: Task['instructionFiles'][number]) {
  if (!(await exists(file.source))) {
    throw new AgentError(`instruction file ${file.source} does not exist`, 'config_error');
  }
  const dest = confinePath(cwd, file.path, 'instruction file');
  await mkdir(dirname(dest), { recursive: true });
  await cp(file.source, dest);
}

/** node:child_process loads with the first repo input, not with every job's engine. */
async function git(cwd: string, args: string[]): Promise<string> {
  const { execFile } = await import('node:child_process');
  return new Promise((resolvePromise, reject) => {
    execFile(
      'git',
      ['-C', cwd, ...args],
      { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, timeout: 120_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`git ${args[0]} failed: ${stderr.trim() || error.message}`));
        else resolvePromise(stdout);
      },
    );
  });
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

function isUrl(source: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(source) || /^[^/]+@[^/]+:/.test(source);
}

/** A repository source without credentials (user info in a URL). */
function displaySource(source: string): string {
  return source.replace(/\/\/[^/@]*@/, '//');
}

function firstLine(text: string): string {
  return displaySource(text.split('\n')[0] ?? '').slice(0, 300);
}
