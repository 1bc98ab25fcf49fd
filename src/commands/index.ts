// Every subcommand, in the order `parley --help` lists them.
import type { Command } from './types.js';

export const COMMANDS: Command[] = [];
