// Every Parley command in the shell and workflow code blocks of README.md and docs/**/*.md runs as
// written on a fresh clone: it is `npx parley …` (package.json's "bin"), `node …/bin/parley.js …`
// or `npm exec … -- parley …`, never a bare `parley` (not on PATH) or `npx @parley-dev/parley`
// (not published on npm); and the subcommand and every `--option` it names exist, as
// `parley <command> --help` (the CLI, a child process) lists them.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { commandLines, invocations, markdownFiles } from './documented.js';

const run = promisify(execFile);

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
