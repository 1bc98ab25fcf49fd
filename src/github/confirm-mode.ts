// mode: confirm — the gate of a sharded suite set. The shards of a matrix (`shard: i/n`) run
// and upload their parts; this job, given a checkout and the keys, merges them (collect.ts),
// and hands the merged runs to the job pipeline as its screening runs: the same comparison with
// the pool, the same confirmation (head runs here, base runs in a worktree of the base commit,
// the same stages, alpha split and budget) and the same publishing as one `mode: run` job. A
// fork's pull request has no keys to re-run anything: it gets report mode's path, said so.
import { resolve } from 'node:path';
import * as core from '@actions/core';
import { remainingBudget } from '../engine/budget.js';
import { overridesOf, type RunOptions, type RunResult } from '../engine/execute.js';
import { redactor } from '../engine/redact.js';
import { suiteSetNameOf } from '../report/index.js';
import { writeResultsDir } from '../results/files.js';
import type { Summary } from '../results/schema.js';
import type { Settings } from '../settings.js';
import type { Suite } from '../suites/model.js';
import { loadSuitesPerModel } from '../engine/model-arms.js';
import { annotateConfigErrors } from './annotations.js';
import { scratchDir } from './artifact-download.js';
import { collectResults, trustedImpact, type ResultsGroup } from './collect.js';
import { runUrl, type EventContext } from './context.js';
import { publishRefusal } from './publish.js';
import type { SuiteSetResults } from './publish-results.js';
import { mergedArtifactName } from './artifact.js';
import { reportMode } from './report-mode.js';
import { configErrors, noSuites, runMode, type MergedScreening } from './run-mode.js';

/** Under a fork's report: why nothing was re-run, and what the verdict rests on. */
export const FORK_CONFIRM_NOTE =
  'This pull request comes from a fork: its workflows get no secrets, so the confirm job could not re-run the possible regressions against the base commit. The verdict rests on the pooled baseline alone; a maintainer can run the suites from a branch of this repository to confirm it.';

export async function confirmMode(settings: Settings, context: EventContext): Promise<void> {
  if (settings.shard) {
    throw new Error(
      'mode: confirm merges every shard of the run: remove the "shard" input from this job (it belongs to the matrix jobs)',
    );
  }
  if (settings.runId !== undefined && String(settings.runId) !== context.runId) {
    throw new Error(
      'mode: confirm confirms the shards of its own workflow run: for another run\'s artifacts ("run-id"), use mode: report',
    );
  }
  if (context.pullRequest?.fromFork && !settings.apiKey) {
    core.warning(`parley: ${FORK_CONFIRM_NOTE}`);
    await reportMode(settings, context, [FORK_CONFIRM_NOTE]);
    return;
  }
  await runMode(settings, context, mergedScreening(settings, context));
}

/** The shards' merged runs as the job's screening runs, and the suite set they publish as. */
function mergedScreening(settings: Settings, context: EventContext): MergedScreening {
  let group: ResultsGroup | undefined;
  let shards = 0;
  return {
    async screen(options: RunOptions): Promise<RunResult> {
      const cwd = resolve(context.workspace);
      // The suites as this checkout has them: their names pick the shards' suite set, and the
      // confirmation re-runs them.
      const loaded = await loadSuitesPerModel(options.paths, {
        cwd,
        overrides: overridesOf(options),
        models: options.models,
      });
      if (loaded.errors.length) {
        annotateConfigErrors(loaded.errors);
        throw configErrors(loaded.errors, cwd);
      }
      if (!loaded.suites.length) throw noSuites(settings, cwd);
      const suiteSet = suiteSetNameOf(loaded.suites.map((s) => s.name));
      group = await shardsOf(settings, context, suiteSet);
      const { summary, records } = group.merged!;
      inSuiteOrder(summary, loaded.suites);
      shards = group.artifacts.length;
      core.info(
        `parley: merged ${shards} shard(s) of suite set "${suiteSet}": ${summary.counts.runs} run(s) of ${summary.suites.reduce((n, s) => n + s.tasks.length, 0)} task(s)`,
      );
      // results.jsonl starts as the shards' runs; the confirmation appends its own.
      const resultsDir = resolve(
        cwd,
        options.outputDir ?? loaded.project.resultsDir ?? 'parley-results',
      );
      writeResultsDir(resultsDir, { summary, records, report: '' });
      const redact = redactor(options.secrets ?? []);
      const prices = options.prices ?? loaded.project.prices;
      // The matrix's budget less what the shards used: the confirmation's own, within the total.
      const budget = remainingBudget(
        { maxRuns: settings.maxRuns, maxCost: settings.maxCost },
        { summary, records },
        prices,
      );
      if (budget) options.budget = budget;
      else delete options.budget;
      return {
        summary,
        records,
        resultsDir,
        configErrors: [],
        warnings: loaded.warnings,
        planned: [],
        noRuns: false,
        redact: (text) => redact(text),
        ...(prices ? { prices } : {}),
      };
    },
    set(result: RunResult): SuiteSetResults {
      const suiteSet = group!.suiteSet;
      return {
        suiteSet,
        summary: result.summary,
        records: result.records,
        resultsDir: result.resultsDir,
        // Written before the confirmation appended to it (screen above).
        writeRecords: false,
        artifactName: settings.artifactName ?? mergedArtifactName(suiteSet, context.runAttempt),
        runUrl: runUrl(context),
        publish: true,
        ...(context.pullRequest ? { pullRequest: context.pullRequest } : {}),
        mayBecomeBaseline: true,
        ignoreErrors: false,
        // The tasks the shards did not re-run (impact selection): cut from the comparison.
        ...trustedImpact(group!.merged!, context.pullRequest),
        redact: result.redact,
        ...(result.prices ? { prices: result.prices } : {}),
      };
    },
    note: () =>
      `Merged from ${shards} shard(s) of this run; the possible regressions were confirmed in this job.`,
  };
}

/**
 * The merged tasks in their suites' order, as one job lists them (the merge knows only the
 * shards' order); a task this checkout does not have goes last.
 */
function inSuiteOrder(summary: Summary, suites: Suite[]): void {
  for (const entry of summary.suites) {
    const tasks = suites.find((s) => s.name === entry.name)?.tasks ?? [];
    const order = new Map(tasks.map((t, i) => [t.id, i]));
    const rank = (id: string) => order.get(id) ?? tasks.length;
    entry.tasks.sort((a, b) => rank(a.task_id) - rank(b.task_id));
  }
}

/**
 * This run's shards of the suite set, merged; a set that cannot be merged (a shard missing,
 * inconsistent, tampered with) is told to the pull request and fails the job.
 */
async function shardsOf(
  settings: Settings,
  context: EventContext,
  suiteSet: string,
): Promise<ResultsGroup> {
  const groups = await collectResults(undefined, scratchDir('confirm'));
  const group = groups.find((g) => g.suiteSet === suiteSet);
  for (const other of groups.filter((g) => g !== group)) {
    core.warning(
      `parley: this run also uploaded results of suite set "${other.suiteSet}": this job confirms "${suiteSet}" only (give that set its own confirm or report job)`,
    );
  }
  if (!group) {
    throw new Error(
      `no results artifacts of suite set "${suiteSet}" in run ${context.runId}${groups.length ? ` (found: ${groups.map((g) => g.suiteSet).join(', ')})` : ''}: did its shards run and upload? (mode: confirm needs: the matrix job)`,
    );
  }
  if (!group.merged) {
    const notes: string[] = [];
    if (context.pullRequest && settings.comment) {
      await publishRefusal(
        settings,
        context,
        context.pullRequest,
        suiteSet,
        group.error!,
        runUrl(context),
        notes,
      );
    }
    for (const note of notes) core.warning(`parley: ${note}`);
    throw new Error(group.error!);
  }
  return group;
}
