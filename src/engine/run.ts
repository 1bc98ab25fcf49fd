// runSuites: load the suites, then execute them (execute.ts). The CLI's `parley run` and the
// action both call this; neither has engine logic of its own.
import { resolve } from 'node:path';
import { buildSummary } from '../results/summary.js';
import { loadSuites } from '../spec/load.js';
import { identityOf, runLoadedSuites, type RunOptions, type RunResult } from './execute.js';

export { runLoadedSuites, type RunOptions, type RunResult } from './execute.js';

export async function runSuites(options: RunOptions): Promise<RunResult> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const loaded = await loadSuites(options.paths, { cwd });
  if (loaded.errors.length) {
    return {
      summary: buildSummary([], [], identityOf(options)),
      records: [],
      resultsDir: resolve(cwd, options.outputDir),
      configErrors: loaded.errors,
      planned: [],
      notRun: 0,
    };
  }
  return runLoadedSuites(loaded.suites, { ...options, cwd }, loaded.project);
}
