// Every Parley command in the shell and workflow code blocks of README.md and docs/**/*.md runs as
// written on a fresh clone: it is `npx parley …` (package.json's "bin"), `node …/bin/parley.js …`
// or `npm exec … -- parley …`, never a bare `parley` (not on PATH) or `npx @parley-dev/parley`
// (not published on npm); and the subcommand and every `--option` it names exist, as
// `parley <command> --help` (the CLI, a child process) lists them.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

const run = promisify(execFile);

function markdownFiles(): string[] {
  const docs = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return docs(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', ...docs('docs')].sort();
}

const SHELL = new Set(['sh', 'bash', 'shell', 'console', '']);

interface Line {
  where: string;
  text: string;
}

/** The command lines of the shell blocks, and the `run:` steps of the YAML blocks. */
function commandLines(file: string): Line[] {
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

interface Invocation {
  where: string;
  /** The subcommand (or a top-level flag such as --version). */
  command: string;
  options: string[];
}

/** The Parley invocations of a line; a form that cannot run from a clone is a problem. */
function invocations(line: Line, problems: string[]): Invocation[] {
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
    found.push({ where: line.where, command: rest[0], options });
  }
  return found;
}

const CLI = resolve('src/cli.ts');

async function help(command: string): Promise<string> {
  const args = command.startsWith('-') ? ['--help'] : [command, '--help'];
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    encoding: 'utf8',
  });
  return stdout;
}

test('every documented Parley command names an entry point, a command and options that exist', async () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { bin: Record<string, string> };
  assert.equal(pkg.bin.parley, 'bin/parley.js', '`npx parley` resolves through package.json "bin"');
  assert.ok(existsSync(pkg.bin.parley));

  const problems: string[] = [];
  const all = markdownFiles().flatMap((f) =>
    commandLines(f).flatMap((l) => invocations(l, problems)),
  );
  assert.ok(all.length >= 20, `found only ${all.length} documented commands`);
  const commands = [...new Set(all.map((i) => i.command))];
  const helps = new Map(await Promise.all(commands.map(async (c) => [c, await help(c)] as const)));
  const top = await help('--help');
  for (const { where, command, options } of all) {
    if (command.startsWith('-')) {
      if (!['--version', '-v', '--help', '-h'].includes(command) && !top.includes(command))
        problems.push(`${where}: parley has no option ${command}`);
      continue;
    }
    const text = helps.get(command)!;
    if (!top.includes(`  ${command} `)) {
      problems.push(`${where}: parley has no command "${command}"`);
      continue;
    }
    for (const option of options) {
      if (option !== '--help' && !new RegExp(`${option}(?![a-z-])`).test(text))
        problems.push(`${where}: \`parley ${command}\` has no option ${option}`);
    }
  }
  assert.deepEqual(problems, []);
});
