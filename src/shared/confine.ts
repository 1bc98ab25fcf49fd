// The one confinement check for every path an agent, a model or a grader names (the built-in
// agent's file tools, the ACP client's fs/* requests, ACP permission requests, the file and diff
// graders): the path that is actually
// opened is checked by its real location, so no symlink — a fixture's, one committed in a
// `repos:` checkout, or one the agent made — leads out of the workspace. A dangling symlink is
// refused (writing through it would create its target, wherever that is).
import { lstatSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export class ConfinementError extends Error {
  constructor(path: string, why = 'is outside the workspace') {
    super(`path "${path}" ${why}: refused`);
    this.name = 'ConfinementError';
  }
}

/** True when `path` is `root` itself or below it (both absolute); `..foo` is a name, not a climb. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(resolve(root), resolve(path));
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * The real path to open for `path` (relative to `cwd`, or absolute), which must be inside `root`
 * once every symlink is resolved. A path that does not exist yet resolves through its nearest
 * existing parent; a dangling symlink anywhere on the way is refused. Throws ConfinementError.
 */
export function confineReal(root: string, cwd: string, path: string): string {
  const full = resolve(cwd, path);
  if (!isInside(root, full)) throw new ConfinementError(path);
  const realRoot = realpathSync(root);
  const missing: string[] = [];
  let probe = full;
  for (;;) {
    let real: string | undefined;
    try {
      real = realpathSync(probe);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      if (isLink(probe)) throw new ConfinementError(path, 'is a dangling symlink');
    }
    if (real !== undefined) {
      if (!isInside(realRoot, real)) throw new ConfinementError(path);
      return missing.length ? join(real, ...missing.reverse()) : real;
    }
    const parent = dirname(probe);
    if (parent === probe) throw new ConfinementError(path);
    missing.push(basename(probe));
    probe = parent;
  }
}

/** The real path of an existing entry (say, one met in a directory walk) when it is inside. */
export function realInside(root: string, path: string): string | undefined {
  try {
    const real = realpathSync(path);
    return isInside(realpathSync(root), real) ? real : undefined;
  } catch {
    return undefined;
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
