// The `parley` CLI's dispatcher: help, version, and one module per subcommand. cli.ts runs it;
// importing this module runs nothing (tests call main() in process).
import { parseArgs } from 'node:util';
import { COMMANDS, type CommandEntry } from './index.js';
import { ResultsWriteError } from '../results/write-error.js';
import { UsageError, type Command } from './types.js';
import { PARLEY_VERSION } from '../version.js';

function help(): string {
  const lines = [
    `parley ${PARLEY_VERSION}: test AI agents and agent skills in multi-turn conversations`,
    '',
    'Usage: parley <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`),
    '',
    'Run `parley <command> --help` for its options.',
  ];
  return lines.join('\n');
}

function commandHelp(entry: CommandEntry, command: Command): string {
  const options = Object.entries(command.options).map(([flag, o]) => {
    const short = o.short ? `-${o.short}, ` : '    ';
    const text = command.help?.[flag] ?? (o.type === 'string' ? 'VALUE' : '');
    // For string flags the help text starts with the argument's name.
    const [arg, ...words] = o.type === 'string' ? text.split(' ') : ['', ...text.split(' ')];
    const left = `  ${short}--${flag}${arg ? ` ${arg}` : ''}`;
    return `${left.padEnd(30)} ${words.join(' ')}`.trimEnd();
  });
  const lines = [`Usage: parley ${command.usage}`, '', entry.summary];
  if (options.length) lines.push('', 'Options:', ...options);
  return lines.join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(help());
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    console.log(PARLEY_VERSION);
    return 0;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  if (!entry) {
    console.error(`parley: unknown command "${name}"\n\n${help()}`);
    return 2;
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(commandHelp(entry, command));
    return 0;
  }
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: command.options,
      allowPositionals: true,
      strict: true,
    });
    return await command.run(values as Record<string, unknown>, positionals);
  } catch (error) {
    // A results file that cannot be written (a file in the way, a full disk): one line, exit 2.
    if (
      error instanceof UsageError ||
      error instanceof ResultsWriteError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`parley ${name}: ${(error as Error).message}`);
      return 2;
    }
    throw error;
  }
}
