// Every subcommand, in the order `parley --help` lists them.
import type { Command } from './types.js';
import { compareCommand } from './compare.js';

export const COMMANDS: Command[] = [compareCommand];
