// A CLI subcommand: its flags (node:util parseArgs options) and what it does. Exit codes:
// 0 success, 1 failures or regressions, 2 configuration or usage error.
import type { ParseArgsConfig } from 'node:util';

export interface Command {
  name: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Per flag: `ARG description` (ARG omitted for boolean flags), shown by `--help`. */
  help?: Record<string, string>;
  run(values: Record<string, unknown>, positionals: string[]): Promise<number>;
}

/** A usage or configuration error: printed without a stack, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
