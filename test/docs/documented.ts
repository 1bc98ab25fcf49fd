// The documented commands: the shell and workflow code blocks of README.md and docs/**/*.md, the
// Parley invocations in them, and the forms that cannot run from a clone. Shared by the test that
// checks their commands and options exist (commands.test.ts) and the one that runs them
// (commands-run.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function markdownFiles(): string[] {
  const docs = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return docs(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', ...docs('docs')].sort();
}

const SHELL = new Set(['sh', 'bash', 'shell', 'console', '']);

export interface Line {
  where: string;
  text: string;
}

/** The command lines of the shell blocks, and the `run:` steps of the YAML blocks. */
export function commandLines(file: string): Line[] {
  const out: Line[] = [];
  let fence: string | null = null;
  let lang = '';
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const open = /^\s*(`{3,}|~{3,})\s*(\S*)/.exec(line);
      if (open) {
        if (fence === null) [fence, lang] = [open[1]!, open[2]!];
        else if (open[1]![0] === fence[0] && !open[2]) fence = null;
        return;
      }
      if (fence === null) return;
      const where = `${file}:${i + 1}`;
      if (SHELL.has(lang)) out.push({ where, text: line.replace(/^\s*\$ /, '') });
      else if (lang === 'yaml' || lang === 'yml') {
        const step = /^\s*-?\s*run:\s*(.+)$/.exec(line);
        if (step) out.push({ where, text: step[1]! });
      }
    });
  return out;
}

export interface Invocation {
  where: string;
  /** The subcommand (or a top-level flag such as --version). */
  command: string;
  options: string[];
  /** The words after `parley`, as written (a `#` comment cut off). */
  args: string[];
}

/** The Parley invocations of a line; a form that cannot run from a clone is a problem. */
export function invocations(line: Line, problems: string[]): Invocation[] {
  const found: Invocation[] = [];
  const code = line.text.replace(/(^|\s)#.*$/, '');
  for (const segment of code.split(/&&|\|\||;|\|/)) {
    const words = segment.trim().split(/\s+/).filter(Boolean);
    while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) words.shift();
    let rest: string[] | undefined;
    if (words[0] === 'parley') {
      problems.push(`${line.where}: a bare \`parley\` is not on PATH: write \`npx parley\``);
    } else if (words[0] === 'npx' && words[1]?.startsWith('@parley-dev/parley')) {
      problems.push(
        `${line.where}: @parley-dev/parley is not published on npm: use \`npx parley\` in a clone or \`npm exec --yes --package=github:parley-dev/parley#v1 -- parley\``,
      );
    } else if (words[0] === 'npx' && words[1] === 'parley') rest = words.slice(2);
    else if (words[0] === 'node' && words[1]?.endsWith('bin/parley.js')) rest = words.slice(2);
    else if (words[0] === 'npm' && words[1] === 'exec') {
      const dash = words.indexOf('--');
      if (words[dash + 1] === 'parley') rest = words.slice(dash + 2);
    }
    if (!rest?.[0]) continue;
    const options = rest
      .filter((w) => /^--[a-z]/.test(w))
      .map((w) => w.replace(/[=[\]].*$/, '').replace(/[^a-z0-9-]+$/, ''));
    found.push({ where: line.where, command: rest[0], options, args: rest });
  }
  return found;
}
