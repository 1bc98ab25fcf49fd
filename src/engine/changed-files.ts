// The files a change touched, for impact selection (engine/impact.ts): a pull request's, between
// its base commit and the checkout (the base fetched from origin when a shallow clone lacks it),
// or `parley run --changed-since REF`'s, between REF and the working tree, untracked files
// included. Every failure is an `{ error }` sentence: the caller then runs every task.
import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { ChangeSet } from './impact.js';

function git(cwd: string, args: string[], timeout = 60_000) {
  return new Promise<{ ok: boolean; stdout: string; stderr: string }>((done) => {
    execFile(
      'git',
      args,
      {
        cwd,
        timeout,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
      },
      (error, stdout, stderr) => done({ ok: !error, stdout, stderr: stderr.trim() }),
    );
  });
}

const firstLine = (text: string) =>
  (text.split('\n').find((l) => l.trim()) ?? 'no message')
    .replace(/^(fatal|error): /, '')
    .slice(0, 300);

const nulList = (text: string) => text.split('\0').filter(Boolean);

/**
 * Files changed between `base` and `head` (a commit, default HEAD), or with `head: 'worktree'`
 * between `base` and the working tree, untracked files included. With `fetch`, a base the
 * clone lacks is fetched from origin first (depth 1: a diff of two trees needs no history).
 */
export async function changedFiles(
  dir: string,
  base: string,
  options: { head?: string; fetch?: boolean } = {},
): Promise<ChangeSet | { error: string }> {
  if (!base.trim() || base.startsWith('-')) return { error: `"${base}" is not a git ref` };
  const top = await git(dir, ['rev-parse', '--show-toplevel']);
  if (!top.ok || !top.stdout.trim()) {
    return { error: `${dir} is not in a git repository (${firstLine(top.stderr)})` };
  }
  // git answers with the real path; the suites' paths are under `dir` as given (a symlink).
  const root = resolve(dir, relative(realpathSync(dir), top.stdout.trim()));
  const has = async () =>
    (await git(root, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`])).ok;
  if (!(await has()) && options.fetch) {
    const fetched = await git(root, ['fetch', '--no-tags', '--depth=1', 'origin', base], 180_000);
    if (!fetched.ok) {
      return { error: `the base ${base} could not be fetched (${firstLine(fetched.stderr)})` };
    }
  }
  if (!(await has())) return { error: `${base} is not a commit of this clone` };
  const head = options.head ?? 'HEAD';
  // Renames as a deletion and an addition: both paths are inputs someone may read.
  const diffArgs = ['diff', '--name-only', '--no-renames', '-z', base];
  const diff = await git(root, head === 'worktree' ? diffArgs : [...diffArgs, head]);
  if (!diff.ok) return { error: `git diff failed (${firstLine(diff.stderr)})` };
  const files = nulList(diff.stdout);
  if (head === 'worktree') {
    const untracked = await git(root, ['ls-files', '--others', '--exclude-standard', '-z']);
    if (!untracked.ok) return { error: `git ls-files failed (${firstLine(untracked.stderr)})` };
    files.push(...nulList(untracked.stdout));
  }
  return { root, files: [...new Set(files)].map((f) => resolve(root, f)), since: base };
}
