// The base commit checked out beside the head, for the concurrent base runs of a confirmation
// (verdict/confirm.ts): a detached `git worktree` of the repository that holds the job's
// directory, in a temporary directory, removed again by dispose(). Every failure is an
// `{ error }` sentence a user can act on, never a throw: the confirmation then goes on without
// a concurrent base, and says why. The worktree is read-only from checkout to removal and
// tamper-checked by its guard (base-guard.ts).
import { execFile, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { baseGuard, setWritable, setWritableSync, type BaseGuard } from './base-guard.js';

export interface BaseCheckout {
  /** The worktree's root: the base commit's checkout of the repository. */
  dir: string;
  /** `repoDir`'s counterpart in the worktree (the same path below the repository root). */
  cwd: string;
  /** The commit checked out. */
  sha: string;
  /** What differs from the commit under given roots (the head may have rewritten it). */
  guard: BaseGuard;
  /** Removes the worktree (and its registration in the repository); safe to call twice. */
  dispose(): Promise<void>;
}

/** The first line git wrote on failure, bounded: what the user sees of it. */
function gitMessage(stderr: string): string {
  const line = stderr
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean);
  return (line ?? 'no message').replace(/^(fatal|error): /, '').slice(0, 300);
}

interface GitResult {
  ok: boolean;
  stdout: string;
  stderr: string;
  /** git could not be started at all. */
  missing?: boolean;
}

function git(cwd: string, args: string[], timeout = 60_000): Promise<GitResult> {
  return new Promise((done) => {
    execFile(
      'git',
      args,
      {
        cwd,
        timeout,
        maxBuffer: 1024 * 1024,
        // Never wait for a password prompt: a fetch that needs credentials fails instead.
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
      },
      (error, stdout, stderr) => {
        const missing = (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
        done({ ok: !error, stdout: stdout.trim(), stderr: stderr.trim(), missing });
      },
    );
  });
}

const commitOf = async (root: string, ref: string) => {
  const r = await git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  return r.ok && r.stdout ? r.stdout : undefined;
};

/**
 * Checks out `ref` (a sha, branch or tag) of the repository that contains `repoDir` into a new
 * temporary worktree. With `fetch`, a ref the clone does not have is fetched from origin first
 * (depth 1, no tags: what a shallow CI checkout needs).
 */
export async function checkoutBase(
  repoDir: string,
  ref: string,
  options: { fetch?: boolean } = {},
): Promise<BaseCheckout | { error: string }> {
  if (!ref.trim() || ref.startsWith('-')) return { error: `"${ref}" is not a git ref` };
  const top = await git(repoDir, ['rev-parse', '--show-toplevel']);
  if (top.missing) {
    return {
      error: 'git is not installed (or not on PATH): the base commit cannot be checked out',
    };
  }
  if (!top.ok || !top.stdout) {
    return {
      error: `${repoDir} is not in a git repository: the base commit cannot be checked out`,
    };
  }
  const root = top.stdout;
  let sha = await commitOf(root, ref);
  if (!sha && options.fetch) {
    const fetched = await git(root, ['fetch', '--no-tags', '--depth=1', 'origin', ref], 180_000);
    if (!fetched.ok) {
      return {
        error: `the base commit ${ref} is not in the clone and fetching it from origin failed: ${gitMessage(fetched.stderr)}`,
      };
    }
    sha = (await commitOf(root, ref)) ?? (await commitOf(root, 'FETCH_HEAD'));
  }
  if (!sha) {
    return {
      error: options.fetch
        ? `the base commit ${ref} could not be found, even after fetching it from origin`
        : `${ref} is not a commit of the repository at ${root} (fetch it first: git fetch origin ${ref})`,
    };
  }
  const parent = await mkdtemp(join(tmpdir(), 'parley-base-'));
  const dir = join(parent, 'checkout');
  const added = await git(root, ['worktree', 'add', '--detach', dir, sha], 300_000);
  if (!added.ok) {
    await rm(parent, { recursive: true, force: true });
    return { error: `git worktree add of ${ref} failed: ${gitMessage(added.stderr)}` };
  }
  // Nothing the base runs need writes here (their workspaces and results are elsewhere): a
  // head process that writes into it has to take the write bits back first, and the guard sees
  // what it changed.
  await setWritable(dir, false);
  let disposed: Promise<void> | undefined;
  // A process that exits before dispose (a second Ctrl-C exits at once) still removes it.
  const atExit = () => {
    setWritableSync(dir);
    try {
      execFileSync('git', ['worktree', 'remove', '--force', dir], {
        cwd: root,
        stdio: 'ignore',
        timeout: 10_000,
      });
    } catch {
      // Pruned by git later: the directory is removed below either way.
    }
    rmSync(parent, { recursive: true, force: true });
  };
  process.once('exit', atExit);
  // git names the root with symlinks resolved: so is the directory, to find it below the root.
  const below = relative(root, await realpath(repoDir).catch(() => repoDir));
  return {
    dir,
    cwd: below.startsWith('..') ? dir : join(dir, below),
    sha,
    guard: baseGuard(dir, sha),
    dispose: () =>
      (disposed ??= (async () => {
        process.off('exit', atExit);
        await setWritable(dir, true);
        await git(root, ['worktree', 'remove', '--force', dir]);
        await rm(parent, { recursive: true, force: true });
        await git(root, ['worktree', 'prune']);
      })()),
  };
}

/** A base checkout made on first use (only a confirmation that runs base runs needs one). */
export interface LazyBase {
  /** The checkout's place for the base side (confirmationRerun's `base`), made on first call. */
  side(): Promise<{ cwd: string; dir: string; guard: BaseGuard } | { error: string }>;
  /** Removes the checkout, if one was made. */
  dispose(): Promise<void>;
}

/**
 * checkoutBase on first use: `ref` is read then (a pull request's base sha, or the commit of
 * the baseline chosen after the screening runs); `log` says what happened.
 */
export function lazyBase(
  repoDir: string,
  ref: () => string | undefined,
  options: { fetch?: boolean; log?: (line: string, ok: boolean) => void } = {},
): LazyBase {
  let made: Promise<BaseCheckout | { error: string }> | undefined;
  const make = async (): Promise<BaseCheckout | { error: string }> => {
    const wanted = ref();
    const result = wanted
      ? await checkoutBase(repoDir, wanted, { fetch: options.fetch ?? false })
      : { error: 'no base commit is known (the baseline names none)' };
    options.log?.(
      'error' in result
        ? `no concurrent base runs: ${result.error}`
        : `checked out the base commit ${result.sha.slice(0, 12)} for concurrent base runs`,
      !('error' in result),
    );
    return result;
  };
  return {
    async side() {
      const result = await (made ??= make());
      return 'error' in result ? result : { cwd: result.cwd, dir: result.dir, guard: result.guard };
    },
    async dispose() {
      const result = await made;
      if (result && !('error' in result)) await result.dispose();
    },
  };
}
