// The command that starts this CLI again from where the user stands, for the lines Parley prints
// for them to type ("next: ..."): `npx parley` where npx finds this package (inside its own
// checkout, or installed in a node_modules of the directory or above it), `npm exec` for a run
// from npm's cache, else `node` and the path of the script that was started. A bare `parley`
// is on nobody's PATH unless installed globally, and the unscoped `parley` on npm is another
// package, so `npx parley` is only printed where it runs this one.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { PARLEY_VERSION } from '../version.js';

const inside = (dir: string, path: string) => {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/** The folder of the package.json nearest above `file` that names this package, if any. */
function packageRoot(file: string): string | undefined {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'bin', 'parley.js'))) {
      return dir;
    }
    if (dirname(dir) === dir) return undefined;
  }
}

const quoted = (path: string) => (/^[\w./-]+$/.test(path) ? path : JSON.stringify(path));

export function parleyCommand(cwd = process.cwd(), script = process.argv[1] ?? ''): string {
  if (script.includes(`${sep}_npx${sep}`)) {
    const major = PARLEY_VERSION.split('.')[0];
    return `npm exec --yes --package=github:parley-dev/parley#v${major} -- parley`;
  }
  const real = existsSync(script) ? realpathSync(script) : script;
  const root = packageRoot(real);
  if (root) {
    if (inside(root, cwd)) return 'npx parley';
    // Installed: npx looks in node_modules/.bin of the directory and each one above it.
    for (let dir = cwd; ; dir = dirname(dir)) {
      if (inside(join(dir, 'node_modules'), script) || inside(join(dir, 'node_modules'), real)) {
        return 'npx parley';
      }
      if (dirname(dir) === dir) break;
    }
  }
  return `node ${quoted(relative(cwd, script) || script)}`;
}
