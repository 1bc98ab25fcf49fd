// What a skill folder reads from outside itself, for impact selection (engine/impact.ts): the
// targets of the symlinks inside it, and the files its markdown names, in a link
// (`[text](../shared/x.md)`, existing or not: a deleted target is a change) or in prose and code
// spans (`see shared/rules.md`, `` `tools/lint.sh` ``: when that path exists, relative to the
// markdown file, the skill folder or the repository root). A folder Parley cannot read
// completely throws ImpactInputError, and the tasks that load it run.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { within } from './impact-paths.js';

/** Reading a task's inputs failed: the task runs, with this as the reason. */
export class ImpactInputError extends Error {}

const MAX_ENTRIES = 5000;
const MAX_MARKDOWN_BYTES = 1_000_000;
const MARKDOWN = /\.(md|mdx|markdown)$/i;

/** The paths outside `dir` that the skill folder `dir` reads; `root` is the repository's. */
export function skillReferences(dir: string, root: string): string[] {
  const out = new Set<string>();
  const real = realOrSelf(dir);
  // The folders holding the skill (the repository, `skills/`) are never one of its inputs.
  const holders = new Set<string>();
  for (let d = dirname(dir); d !== dirname(d); d = dirname(d)) holders.add(d);
  holders.add(root);
  const add = (target: string) => {
    if (within(target, dir) || within(target, real) || holders.has(target)) return;
    out.add(target);
  };
  let entries = 0;
  const walk = (d: string, depth: number) => {
    if (depth > 12) throw new ImpactInputError(`${d}: folders nested too deep to read`);
    let list;
    try {
      list = readdirSync(d, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && d === dir) return;
      throw new ImpactInputError(`${d}: cannot read (${(error as Error).message})`);
    }
    for (const e of list) {
      if (++entries > MAX_ENTRIES)
        throw new ImpactInputError(`${dir}: more than ${MAX_ENTRIES} files to read`);
      if (e.name === 'node_modules' || e.name === '.git') continue;
      const path = join(d, e.name);
      if (e.isSymbolicLink()) {
        // What the link points to is what the agent reads; a dangling link is still a name.
        add(realOrSelf(path));
        if (MARKDOWN.test(e.name) && isFile(path)) markdown(path);
      } else if (e.isDirectory()) walk(path, depth + 1);
      else if (e.isFile() && MARKDOWN.test(e.name)) markdown(path);
    }
  };
  const markdown = (file: string) => {
    if (statSync(file).size > MAX_MARKDOWN_BYTES)
      throw new ImpactInputError(`${file}: larger than ${MAX_MARKDOWN_BYTES} bytes`);
    const text = readFileSync(file, 'utf8');
    for (const target of linkTargets(text, file)) add(target);
    for (const target of namedInProse(text, [dirname(file), dir, root])) add(target);
  };
  walk(dir, 0);
  return [...out];
}

/** The local targets of the markdown links in `text` (of `file`), as absolute paths. */
function linkTargets(text: string, file: string): string[] {
  const targets: string[] = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>#?]+)[^)]*\)/g)) {
    const raw = m[1]!;
    if (/^[a-z][\w+.-]*:/i.test(raw) || raw.startsWith('/')) continue;
    let target: string;
    try {
      target = resolve(dirname(file), decodeURI(raw));
    } catch {
      // Not a valid escape (`50%off.md`): the name as written, if a file has it.
      target = resolve(dirname(file), raw);
      if (!existsSync(target))
        throw new ImpactInputError(`${file}: the link target "${raw.slice(0, 200)}" is malformed`);
    }
    targets.push(target);
  }
  return targets;
}

/** Words of `text` that look like a path (a slash or an extension) and exist under `dirs`. */
function namedInProse(text: string, dirs: string[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[\s`'"()[\]<>{}|*,;]+/)) {
    const word = raw.replace(/[.:!?]+$/, '').replace(/^[:!?]+/, '');
    if (!word || seen.has(word) || word.length > 300) continue;
    seen.add(word);
    if (!/[/\\]|\.\w{1,8}$/.test(word) || /^[a-z][\w+.-]*:/i.test(word)) continue;
    for (const d of dirs) {
      const candidate = resolve(d, word);
      if (existsSync(candidate)) {
        found.push(candidate);
        break;
      }
    }
  }
  return found;
}

function realOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
