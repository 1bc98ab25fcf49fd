// Every subcommand, in the order `parley --help` lists them.
import type { Command } from './types.js';
import { checkCommand } from './check.js';
import { compareCommand } from './compare.js';
import { generateCommand } from './generate.js';
import { gradeCommand } from './grade.js';
import { poolCommand } from './pool.js';
import { initCommand } from './init.js';
import { reportCommand } from './report.js';
import { runCommand } from './run.js';
import { schemaCommand } from './schema.js';
import { tokensCommand } from './tokens.js';
import { validateCommand } from './validate.js';

export const COMMANDS: Command[] = [
  initCommand,
  runCommand,
  validateCommand,
  compareCommand,
  reportCommand,
  generateCommand,
  gradeCommand,
  poolCommand,
  tokensCommand,
  checkCommand,
  schemaCommand,
];
