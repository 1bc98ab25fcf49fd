// The two globs nearly every job has, answered with readdir instead of tinyglobby, which takes
// milliseconds to load and to compile each pattern before the first request: a `tasks:` entry of
// one folder and a `*` name (`tasks/*.yaml`), and a directory searched for its eval.yaml
// (`**/eval.yaml`). Both give tinyglobby's answer (no dot entries, node_modules and .git skipped,
// files only) or undefined, and then tinyglobby answers: any other pattern, a symbolic link or an
// entry of unknown type, a folder that cannot be read.
import { readdirSync, type Dirent } from 'node:fs';
import { join, resolve } from 'node:path';

/** Characters that make a pattern more than a literal path (picomatch's, and brace/extglob). */
const MAGIC = /[*?[\]{}()!+@\\]/;
const SKIPPED_DIRS = new Set(['node_modules', '.git']);

function entries(dir: string): Dirent[] | undefined {
  // Windows paths and case-insensitive matching are left to tinyglobby.
  if (process.platform === 'win32') return undefined;
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
}

/** `folder/*suffix` below `dir` (absolute paths), or undefined when tinyglobby must answer. */
export function plainTaskGlob(pattern: string, dir: string): string[] | undefined {
  const parts = pattern.split('/');
  const name = parts.pop()!;
  const folders = parts;
  if (!name.startsWith('*') || MAGIC.test(name.slice(1))) return undefined;
  const plainFolder = (f: string) =>
    f !== '' && !f.startsWith('.') && !SKIPPED_DIRS.has(f) && !MAGIC.test(f);
  if (!folders.every(plainFolder)) return undefined;
  const folder = resolve(dir, ...folders);
  const suffix = name.slice(1);
  const list = entries(folder);
  if (!list) return undefined;
  const files: string[] = [];
  for (const e of list) {
    if (e.name.startsWith('.') || !e.name.endsWith(suffix)) continue;
    if (e.isDirectory()) continue;
    if (!e.isFile()) return undefined;
    files.push(join(folder, e.name));
  }
  return files;
}

/** Every file called `name` under `root` (absolute paths), as `**\/name` finds them. */
export function plainFilesNamed(name: string, root: string): string[] | undefined {
  if (MAGIC.test(name) || name.includes('/') || name.startsWith('.')) return undefined;
  const found: string[] = [];
  const pending = [resolve(root)];
  while (pending.length) {
    const dir = pending.pop()!;
    const list = entries(dir);
    if (!list) return undefined;
    for (const e of list) {
      if (e.name.startsWith('.')) continue;
      if (e.isDirectory()) {
        if (!SKIPPED_DIRS.has(e.name)) pending.push(join(dir, e.name));
      } else if (!e.isFile()) {
        return undefined;
      } else if (e.name === name) {
        found.push(join(dir, e.name));
      }
    }
  }
  return found;
}
