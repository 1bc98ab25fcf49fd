// The base checkout held still while it is measured: the head's code runs in the same job (its
// graders, its agents' commands) as the same user, so it could rewrite the base's graders or
// skills and turn a real drop into "no regression". The worktree is made read-only once it is
// checked out (the base runs' own workspaces are temporary directories elsewhere), and before
// and after every stage of base runs each tracked file under the suites and skills is held
// against the commit itself (git's blob id of its content), files added there included. Write
// bits are given back before the worktree is removed.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { chmod, lstat, readdir, readFile, readlink } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';

export interface BaseGuard {
  /**
   * The files under `roots` (absolute paths in the worktree; others are ignored) that differ
   * from the commit: changed, removed, added, or whose type changed. Sorted, relative to the
   * worktree's root, '/'-separated; [] when the checkout is as committed.
   */
  modified(roots: readonly string[]): Promise<string[]>;
}

interface TreeEntry {
  mode: string;
  blob: string;
}

/** The guard of the worktree at `dir`, checked out at `sha`. */
export function baseGuard(dir: string, sha: string): BaseGuard {
  return {
    async modified(roots) {
      const inside = [
        ...new Set(
          roots
            .map((root) => relative(dir, root))
            .filter((rel) => !rel.startsWith('..') && !isAbsolute(rel))
            .map((rel) => rel.split(sep).join('/')),
        ),
      ];
      if (!inside.length) return [];
      // An empty relative path is the whole worktree.
      const pathspecs = inside.map((rel) => rel || '.');
      const tree = await committedTree(dir, sha, pathspecs);
      const changed = new Set<string>();
      for (const [path, entry] of tree) {
        if (!(await matches(join(dir, path), entry))) changed.add(path);
      }
      for (const rel of inside) {
        for (const path of await filesUnder(dir, rel)) if (!tree.has(path)) changed.add(path);
      }
      return [...changed].sort();
    },
  };
}

/** `git ls-tree -r` of the commit, limited to `pathspecs`: path → mode and blob id. */
async function committedTree(
  dir: string,
  sha: string,
  pathspecs: string[],
): Promise<Map<string, TreeEntry>> {
  const out = await new Promise<string>((resolve, reject) =>
    execFile(
      'git',
      ['ls-tree', '-r', '-z', '--full-tree', sha, '--', ...pathspecs],
      { cwd: dir, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    ),
  );
  const tree = new Map<string, TreeEntry>();
  for (const line of out.split('\0')) {
    // "<mode> <type> <object>\t<path>"
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, blob] = line.slice(0, tab).split(' ');
    // A submodule's commit is not checked out into the worktree: nothing to compare.
    if (type !== 'blob' || !mode || !blob) continue;
    tree.set(line.slice(tab + 1), { mode, blob });
  }
  return tree;
}

/** The file on disk has the committed content (a symlink: the committed target). */
async function matches(file: string, entry: TreeEntry): Promise<boolean> {
  const stat = await lstat(file).catch(() => undefined);
  if (!stat) return false;
  let content: Buffer;
  if (entry.mode === '120000') {
    if (!stat.isSymbolicLink()) return false;
    content = Buffer.from(await readlink(file), 'utf8');
  } else {
    if (!stat.isFile()) return false;
    // An executable bit turned on or off changes what runs.
    if ((entry.mode === '100755') !== ((stat.mode & 0o100) !== 0)) return false;
    content = await readFile(file);
  }
  return blobId(content, entry.blob.length === 64 ? 'sha256' : 'sha1') === entry.blob;
}

/** git's object id of a blob with this content. */
function blobId(content: Buffer, algorithm: 'sha1' | 'sha256'): string {
  return createHash(algorithm).update(`blob ${content.length}\0`).update(content).digest('hex');
}

/** Every file and symlink at or below `rel` (relative to `dir`), '/'-separated; none for a path that is gone. */
async function filesUnder(dir: string, rel: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string): Promise<void> => {
    // The worktree's own link to the repository (a file) and any nested repository.
    if (path === '.git' || path.endsWith('/.git')) return;
    const full = join(dir, path);
    const stat = await lstat(full).catch(() => undefined);
    if (!stat) return;
    if (!stat.isDirectory()) {
      found.push(path);
      return;
    }
    const entries = await readdir(full).catch(() => [] as string[]);
    for (const name of entries) await walk(path ? `${path}/${name}` : name);
  };
  await walk(rel);
  return found;
}

/** Write bits off (or back on) for every file and directory of the tree; symlinks are left alone. */
export async function setWritable(dir: string, writable: boolean): Promise<void> {
  const walk = async (path: string): Promise<void> => {
    const stat = await lstat(path).catch(() => undefined);
    if (!stat || stat.isSymbolicLink()) return;
    // Down the tree before taking a directory's write bit, up the tree after giving it back.
    if (writable) await chmod(path, stat.mode | 0o200).catch(() => undefined);
    if (stat.isDirectory()) {
      const entries = await readdir(path).catch(() => [] as string[]);
      for (const name of entries) await walk(join(path, name));
    }
    if (!writable) await chmod(path, stat.mode & ~0o222).catch(() => undefined);
  };
  await walk(dir);
}

/** setWritable(dir, true) for a process that is exiting (no event loop left). */
export function setWritableSync(dir: string): void {
  const walk = (path: string): void => {
    let stat;
    try {
      stat = lstatSync(path);
      if (stat.isSymbolicLink()) return;
      chmodSync(path, stat.mode | 0o200);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      let entries: string[] = [];
      try {
        entries = readdirSync(path);
      } catch {
        // unreadable: rm reports it
      }
      for (const name of entries) walk(join(path, name));
    }
  };
  walk(dir);
}
