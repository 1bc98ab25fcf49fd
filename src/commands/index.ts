// Every subcommand, in the order `parley --help` lists them.
import type { Command } from './types.js';
import { compareCommand } from './compare.js';
import { runCommand } from './run.js';

export const COMMANDS: Command[] = [runCommand, compareCommand];
