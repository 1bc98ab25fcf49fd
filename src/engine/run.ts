// runSuites: load the suites, then execute them (execute.ts). The CLI's `parley run` and the
// action both call this; neither has engine logic of its own.
import { resolve } from 'node:path';
import type { Rerun } from '../verdict/confirm.js';
import { buildSummary } from '../results/summary.js';
import { loadSuites } from '../suites/load.js';
import {
  identityOf,
  nothingRan,
  overridesOf,
  resultsDirOf,
  runLoadedSuites,
  type RunOptions,
  type RunResult,
} from './execute.js';

export {
  DEFAULT_RETRY_ERRORS,
  runLoadedSuites,
  type RunOptions,
  type RunResult,
} from './execute.js';

export async function runSuites(options: RunOptions): Promise<RunResult> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const loaded = await loadSuites(options.paths, { cwd, overrides: overridesOf(options) });
  // Settings accepted for compatibility but not acted on: said, never silently dropped.
  if (loaded.warnings.length) options.listeners?.onWarnings?.(loaded.warnings);
  if (loaded.errors.length) {
    const summary = buildSummary([], [], identityOf(options));
    const resultsDir = resultsDirOf(cwd, options, loaded.project);
    return { ...nothingRan(summary, resultsDir, loaded.errors), warnings: loaded.warnings };
  }
  const result = await runLoadedSuites(loaded.suites, { ...options, cwd }, loaded.project);
  return { ...result, warnings: loaded.warnings };
}

/**
 * How confirmation re-runs run (results/confirm.ts): the job's own suites and settings, only
 * the tasks asked for, trials numbered on, appended to the job's results.jsonl and marked.
 */
export function confirmationRerun(
  options: RunOptions,
  resultsDir: string,
  listeners: RunOptions['listeners'] = options.listeners,
): Rerun {
  return async (tasks, trials, firstTrial) => {
    const again = await runSuites({
      ...options,
      outputDir: resultsDir,
      only: tasks,
      trials,
      firstTrial,
      confirmation: true,
      ...(listeners ? { listeners } : {}),
    });
    return again.records;
  };
}
