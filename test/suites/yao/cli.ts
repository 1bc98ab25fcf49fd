// The Yao compatibility tests' fixtures and scratch folder; the CLI runs through ../cli-run.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runParley, type Ran } from '../cli-run.js';

export type { Ran };
export const FIXTURES = resolve('test/fixtures/compat');
export const tmp = mkdtempSync(join(tmpdir(), 'parley-yao-'));

export const parley = (args: string[], env: Record<string, string> = {}): Promise<Ran> =>
  runParley(tmp, args, env);
