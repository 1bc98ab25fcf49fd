// What a script named by a setting reads, for impact selection (engine/impact.ts). A script (a
// program grader's, a script assertion's, an MCP server's, an agent's) counts with its tree:
// its own folder and everything below it, or, when that folder is the suite's folder or one
// holding it (the repository root), the files directly in that folder (its sub-folders are
// other tasks' files). Then what it loads, where a plain reading of the file can tell:
// `source`/`.` and the paths a shell script names, Python's `import`/`from x import`, and
// JavaScript's `require`/`import` of a relative path; those files count (not their folders),
// and what they load in turn. A module found by name elsewhere (node_modules, site-packages) is
// covered by the package manifests and lockfiles, whose change re-runs every task.
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { within } from './impact-paths.js';
import { ImpactInputError } from './impact-skill.js';

const MAX_SCRIPTS = 200;
const MAX_SCRIPT_BYTES = 1_000_000;
const JS_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx', '.json'];

/** A word of a command line as a path: quotes, shell punctuation and `--opt=` taken off. */
export function pathWord(word: string): string | undefined {
  let w = word.replace(/^[("'`]+|[)"'`;&|,]+$/g, '');
  const eq = /^--?[\w-]+=(.+)$/.exec(w);
  if (eq) w = eq[1]!;
  if (!w || w.startsWith('-') || /^\w+:\/\//.test(w) || w.length > 500) return undefined;
  return /[/\\]|\.\w{1,8}$/.test(w) ? w : undefined;
}

/** The existing paths inside `root` that `words` name (absolute, or relative to one of `dirs`). */
export function namedInRoot(words: string[], dirs: string[], root: string): string[] {
  const found: string[] = [];
  for (const word of words) {
    const w = pathWord(word);
    if (!w) continue;
    for (const c of isAbsolute(w) ? [w] : dirs.map((d) => resolve(d, w))) {
      if (within(c, root) && c !== root && existsSync(c)) {
        found.push(c);
        break;
      }
    }
  }
  return found;
}

type Language = 'shell' | 'python' | 'javascript';

function languageOf(file: string, head: string): Language | undefined {
  const ext = extname(file).toLowerCase();
  if (['.sh', '.bash', '.zsh', '.ksh'].includes(ext)) return 'shell';
  if (ext === '.py') return 'python';
  if (JS_EXTENSIONS.includes(ext) && ext !== '.json') return 'javascript';
  const bang = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(head);
  if (!bang) return undefined;
  const interpreter = (bang[1]!.endsWith('/env') ? (bang[2] ?? '') : bang[1]!).split('/').pop()!;
  if (/^(ba|z|k|da)?sh$/.test(interpreter)) return 'shell';
  if (/^python/.test(interpreter)) return 'python';
  if (/^(node|deno|bun|tsx)$/.test(interpreter)) return 'javascript';
  return undefined;
}

/**
 * The files a named script reads: its tree (see above) and what it loads, transitively.
 * `containers` are the suite's folder and the folders holding it; `cwd` where it runs from.
 */
export function scriptInputs(
  file: string,
  containers: Set<string>,
  cwd: string[],
  root: string,
): string[] {
  const out = new Set<string>();
  const folder = dirname(file);
  if (containers.has(folder)) {
    for (const e of readdirSync(folder, { withFileTypes: true }))
      if (!e.isDirectory()) out.add(join(folder, e.name));
  } else out.add(folder);
  const queue = [file];
  const seen = new Set(queue);
  while (queue.length) {
    const script = queue.shift()!;
    out.add(script);
    for (const target of loads(script, cwd, root)) {
      if (seen.has(target)) continue;
      if (seen.size >= MAX_SCRIPTS)
        throw new ImpactInputError(`${file}: loads more than ${MAX_SCRIPTS} files`);
      seen.add(target);
      queue.push(target);
    }
  }
  return [...out];
}

/** The files inside `root` that `script` loads, by its language; none for a data file. */
function loads(script: string, cwd: string[], root: string): string[] {
  const fail = (error: unknown): never => {
    throw new ImpactInputError(`${script}: cannot read (${(error as Error).message})`);
  };
  let stat;
  try {
    stat = statSync(script);
  } catch (error) {
    fail(error);
  }
  if (!stat!.isFile()) return [];
  // A data file (a fixture, expected output) loads nothing: only a script is read through.
  let language = languageOf(script, '');
  if (!language && !extname(script)) language = languageOf(script, firstBytes(script, fail));
  if (!language) return [];
  if (stat!.size > MAX_SCRIPT_BYTES)
    throw new ImpactInputError(`${script}: a script larger than ${MAX_SCRIPT_BYTES} bytes`);
  let text = '';
  try {
    text = readFileSync(script, 'utf8');
  } catch (error) {
    fail(error);
  }
  const here = dirname(script);
  const inRoot = (paths: string[]) => paths.filter((p) => within(p, root) && p !== root);
  if (language === 'shell') {
    // `source "$(dirname "$0")/lib/x.sh"`: what follows the variable is beside the script.
    const words = text
      .split(/\s+/)
      .map((w) => w.replace(/^["']?(?:\$\([^)]*\)|\$\{[^}]*\}|\$\w+)["']?\//, './'));
    return inRoot(namedInRoot(words, [here, ...cwd, root], root));
  }
  if (language === 'python') return inRoot(pythonImports(text, here, [here, ...cwd, root]));
  if (language === 'javascript') return inRoot(jsImports(text, here));
  return [];
}

/** The first bytes of a file without an extension, for its `#!` line. */
function firstBytes(file: string, fail: (error: unknown) => never): string {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const buffer = Buffer.alloc(200);
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, 200, 0));
  } catch (error) {
    return fail(error);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function firstExisting(candidates: string[]): string | undefined {
  return candidates.find((c) => {
    try {
      return statSync(c).isFile();
    } catch {
      return false;
    }
  });
}

function pythonImports(text: string, here: string, bases: string[]): string[] {
  const found: string[] = [];
  const module = (base: string, dotted: string) => {
    const path = join(base, ...dotted.split('.').filter(Boolean));
    return firstExisting([`${path}.py`, join(path, '__init__.py')]);
  };
  const lookUp = (dotted: string, from: string[]) => {
    for (const base of from) {
      const hit = module(base, dotted);
      if (hit) return found.push(hit);
    }
  };
  for (const m of text.matchAll(/^[ \t]*import[ \t]+([\w., \t]+)/gm))
    for (const name of m[1]!.split(',')) {
      const dotted = name.trim().split(/\s+/)[0]!;
      // `import a.b`: a/b.py, or a/__init__.py when b is an attribute.
      const parts = dotted.split('.');
      for (let n = parts.length; n > 0; n--) if (lookUp(parts.slice(0, n).join('.'), bases)) break;
    }
  for (const m of text.matchAll(
    /^[ \t]*from[ \t]+(\.*)([\w.]*)[ \t]+import[ \t]+\(?([\w., \t]+)/gm,
  )) {
    const dots = m[1]!.length;
    let from = bases;
    if (dots) {
      let base = here;
      for (let i = 1; i < dots; i++) base = dirname(base);
      from = [base];
    }
    const pkg = m[2]!;
    if (pkg) lookUp(pkg, from);
    for (const name of m[3]!.split(',')) {
      const n = name.trim().split(/\s+/)[0];
      if (n && n !== '*') lookUp(pkg ? `${pkg}.${n}` : n, from);
    }
  }
  return found;
}

function jsImports(text: string, here: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(?\s*['"]([^'"]+)['"]/g,
  ];
  for (const re of patterns)
    for (const m of text.matchAll(re)) {
      const spec = m[1]!;
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const base = resolve(here, spec);
      const hit = firstExisting([
        base,
        ...JS_EXTENSIONS.map((e) => base + e),
        ...JS_EXTENSIONS.map((e) => join(base, `index${e}`)),
        // TypeScript's `./x.js` for x.ts.
        base.replace(/\.[cm]?js$/, '.ts'),
      ]);
      if (hit) found.push(hit);
    }
  return found;
}
