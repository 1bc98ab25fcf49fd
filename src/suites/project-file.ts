// Where the project config is: its file names, and the evals a job runs without one. The parser
// and its schema (project.ts) load only when a project file exists.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectConfig } from './model.js';

export const PROJECT_FILES = ['.parley.yaml', '.parley.yml', '.waza.yaml', '.waza.yml'];
export const DEFAULT_EVALS = 'evals/**/eval.yaml';

/** The project file at `cwd` (.parley.yaml first), or undefined. */
export function findProjectFile(cwd: string): string | undefined {
  const name = PROJECT_FILES.find((f) => existsSync(join(cwd, f)));
  return name === undefined ? undefined : join(cwd, name);
}

/** The settings of a project without a project file. */
export function noProject(): ProjectConfig {
  return { evals: [], defaults: {}, raw: {} };
}
