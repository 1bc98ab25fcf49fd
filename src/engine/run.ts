// runSuites: load the suites, then execute them (execute.ts). The CLI's `parley run` and the
// action both call this; neither has engine logic of its own.
import { isAbsolute, join, relative, resolve } from 'node:path';
import { BaseTampered, BaseUnavailable } from '../verdict/options.js';
import type { BaseGuard } from './base-guard.js';
import type { RunRecord } from '../results/schema.js';
import { RESULTS_FILE } from '../results/layout.js';
import { buildSummary } from '../results/summary.js';
import { ResultsWriter } from '../results/writer.js';
import { formatSpecError } from '../suites/diagnostics/diagnostics.js';
import { loadSuitesPerModel } from './model-arms.js';
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
  const loaded = await loadSuitesPerModel(options.paths, {
    cwd,
    overrides: overridesOf(options),
    models: options.models,
  });
  // Settings accepted for compatibility but not acted on: said, never silently dropped.
  if (loaded.warnings.length) options.listeners?.onWarnings?.(loaded.warnings);
  if (loaded.errors.length) {
    const summary = buildSummary([], [], await identityOf(options));
    const resultsDir = resultsDirOf(cwd, options, loaded.project);
    return { ...nothingRan(summary, resultsDir, loaded.errors), warnings: loaded.warnings };
  }
  // Impact selection picks the screening runs; a confirmation re-runs what it is asked to. It
  // loads only for a job that asks for it (--changed-since, the action on a pull request). The
  // baseline is read only when there is a change set: without one every task runs.
  const { change, base } = options.impact ?? {};
  const impact =
    change && !options.confirmation && options.side !== 'base'
      ? (await import('./impact.js')).selectByImpact(
          loaded.suites,
          loaded.project,
          change,
          'error' in change ? undefined : await base?.(loaded.suites.map((s) => s.name)),
        )
      : undefined;
  const selected = impact && !impact.all ? { only: impact.run } : {};
  const result = await runLoadedSuites(
    loaded.suites,
    { ...options, ...selected, cwd },
    loaded.project,
  );
  if (!impact) return { ...result, warnings: loaded.warnings };
  // No task's inputs changed: nothing ran, which is not a filter that matched nothing. An empty
  // results.jsonl replaces an earlier run's, so no reader takes those runs for this job's.
  const nothingChanged = result.noRuns && impact.notRerun.length > 0 && !options.dryRun;
  if (nothingChanged) new ResultsWriter(join(result.resultsDir, RESULTS_FILE), false).close();
  return {
    ...result,
    noRuns: result.noRuns && !nothingChanged,
    warnings: loaded.warnings,
    impact,
  };
}

/**
 * Where the base side of a confirmation runs: the base commit's checkout (`cwd`: the job's
 * directory's counterpart in it, `dir`: its root, when known), or why there is none.
 */
export type BaseSide = { cwd: string; dir?: string; guard?: BaseGuard } | { error: string };

/**
 * Confirmation re-runs (verdict/confirm.ts's Rerun): `trials` runs of each task, numbered from
 * `firstTrial`, appended to the job's results.jsonl and marked. `side` 'head' (the default) runs
 * the job's own suites; 'base' the same suites in the base commit's checkout, marked
 * `side: 'base'`, and throws BaseUnavailable when there is no checkout.
 */
export type SidedRerun = (
  tasks: { suite: string; taskId: string }[],
  trials: number,
  firstTrial: number,
  side?: 'head' | 'base',
) => Promise<RunRecord[]>;

/**
 * How confirmation re-runs run (verdict/confirm.ts): the job's own suites and settings, only
 * the tasks asked for, trials numbered on, appended to the job's results.jsonl and marked.
 */
export function confirmationRerun(
  options: RunOptions,
  resultsDir: string,
  listeners: RunOptions['listeners'] = options.listeners,
  base?: BaseSide | (() => Promise<BaseSide>),
): SidedRerun {
  // What the base runs read: the suites, and the skill directories their tasks name.
  const guarded = new Set<string>();
  return async (tasks, trials, firstTrial, side = 'head') => {
    const common = {
      ...options,
      outputDir: resultsDir,
      only: tasks,
      trials,
      firstTrial,
      confirmation: true,
      ...(listeners ? { listeners } : {}),
    };
    // No task: nothing runs (an empty `only` would mean every task); the base side still says
    // whether it can run at all, so a caller can ask before it spends any head run.
    if (side === 'head') return tasks.length ? (await runSuites(common)).records : [];
    const where = typeof base === 'function' ? await base() : base;
    const place = baseRun(options, where);
    if (!tasks.length) return [];
    const guard = where && 'guard' in where ? where.guard : undefined;
    for (const path of place.paths) guarded.add(path);
    const untouched = async () => {
      const changed = (await guard?.modified([...guarded])) ?? [];
      if (changed.length) throw new BaseTampered(changed);
    };
    // Before the stage: a change since the last one discards this stage before it runs.
    await untouched();
    const again = await runSuites({ ...common, ...place, side: 'base' });
    for (const run of again.planned) {
      guarded.add(run.suite.dir);
      for (const skills of run.task.skillDirectories) guarded.add(resolve(place.cwd, skills));
    }
    // After: a change while the stage ran discards its runs.
    await untouched();
    // The base commit's suites may lack a task or not load at all: no runs, said.
    if (again.configErrors.length) {
      const first = again.configErrors[0]!;
      throw new BaseUnavailable(
        `the base commit's suites do not load: ${formatSpecError(first, place.cwd)}`,
      );
    }
    return again.records;
  };
}

/**
 * Where the base side runs: the base checkout's counterpart of the job's directory and the
 * job's suite paths there (relative to the job's directory, resolved in the checkout). Throws
 * BaseUnavailable when there is no checkout or a path lies outside the repository.
 */
function baseRun(
  options: RunOptions,
  base: BaseSide | undefined,
): { cwd: string; paths: string[] } {
  if (!base) throw new BaseUnavailable('no checkout of the base commit was made');
  if ('error' in base) throw new BaseUnavailable(base.error);
  const cwd = resolve(options.cwd ?? process.cwd());
  const paths = options.paths.map((path) => {
    const inside = relative(cwd, resolve(cwd, path));
    const there = resolve(base.cwd, inside);
    if (
      isAbsolute(inside) ||
      (base.dir !== undefined && relative(base.dir, there).startsWith('..'))
    ) {
      throw new BaseUnavailable(
        `${path} is outside the repository: the base commit has no version of it`,
      );
    }
    return there;
  });
  return { cwd: base.cwd, paths };
}
