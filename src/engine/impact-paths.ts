// Comparing a task's inputs with the files a change touched (engine/impact.ts), by real path on
// both sides: a skill folder reached through a symlink is the folder it points to, and a change
// git reports at a symlink, a gitlink (a submodule bump) or a folder touches every input under it.
import { realpathSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

/**
 * The real path of `path`, or, when it does not exist (a deleted file), the real path of its
 * nearest existing folder with the rest appended.
 */
export function realForm(path: string): string {
  const rest: string[] = [];
  for (let p = path; ; p = dirname(p)) {
    try {
      return rest.length ? join(realpathSync(p), ...rest.reverse()) : realpathSync(p);
    } catch {
      if (dirname(p) === p) return path;
      rest.push(basename(p));
    }
  }
}

/** The path as written and its real form (one entry when they are the same). */
export function formsOf(path: string): string[] {
  const real = realForm(path);
  return real === path ? [path] : [path, real];
}

const parents = function* (path: string) {
  for (let p = dirname(path); p !== dirname(p); p = dirname(p)) yield p;
};

/** A task's inputs, indexed for `touches`: each input in both its forms, and their folders. */
export class InputIndex {
  private readonly exact = new Set<string>();
  /** Every folder holding an input: a change at one of them (a gitlink, a symlink) covers it. */
  private readonly holders = new Set<string>();

  constructor(
    paths: Iterable<string>,
    private readonly globs: RegExp[],
  ) {
    for (const path of paths)
      for (const form of formsOf(path)) {
        this.exact.add(form);
        for (const p of parents(form)) this.holders.add(p);
      }
  }

  /** Whether a change (its forms, from `formsOf`) is an input, inside one, or holds one. */
  touches(change: string[]): boolean {
    for (const c of change) {
      if (this.exact.has(c) || this.holders.has(c)) return true;
      for (const p of parents(c)) if (this.exact.has(p)) return true;
      if (this.globs.some((g) => g.test(c))) return true;
    }
    return false;
  }
}

/** Whether `path` is `dir` or inside it. */
export const within = (path: string, dir: string) =>
  path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep);
