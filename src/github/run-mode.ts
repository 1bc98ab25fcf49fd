// mode: run — the action's adapter of the job pipeline (job/pipeline.ts): the run options from
// the inputs, then compare and publish (publish-results.ts: the baseline chosen for the event,
// the results directory, the artifact, the comment), the job summary and the outputs. A shard (`shard: i/n`) only runs its part and uploads it under a
// shard-specific name: the `mode: confirm` job (confirm-mode.ts; or a `mode: report` job) merges
// the shards, compares, confirms, comments and saves the baseline.
import * as core from '@actions/core';
import { cancelOnSignals } from '../engine/cancel.js';
import { taskFilterMatches } from '../engine/task-filter.js';
import { lazyBase } from '../engine/base-checkout.js';
import type { RunOptions, RunResult } from '../engine/run.js';
import { planJob, type JobSpec } from '../job/plan.js';
import { runJob } from '../job/pipeline.js';
import type { Summary } from '../results/schema.js';
import { finalReport, progressLine } from '../report/console.js';
import { renderReport, suiteSetName, type ReportInput } from '../report/index.js';
import { stopNote } from '../results/stop.js';
import { maskSecret, type Settings } from '../settings.js';
import type { SpecError } from '../suites/diagnostics/diagnostics.js';
import { warningLines } from '../suites/load.js';
import { annotateConfigErrors } from './annotations.js';
import { defaultArtifactName } from './artifact.js';
import { runUrl, type EventContext } from './context.js';
import { setOutputs } from './outputs.js';
import { compareResults, publishResults, type SuiteSetResults } from './publish-results.js';
import { pullRequestOfComment } from './command-mode.js';
import { countTokenBudgets } from './token-budgets.js';
import { writeJobSummary } from './job-summary.js';
import { SuiteConfigError } from './failure.js';
import { impactPlan } from './impact.js';
import { compareSummaries } from '../verdict/compare.js';
import { impactLine, summaryImpact, withBaseResults } from '../results/impact.js';

export function configErrors(errors: SpecError[], workspace: string): SuiteConfigError {
  return new SuiteConfigError(
    `${errors.length} configuration error(s), see the annotations`,
    errors,
    workspace,
  );
}

/** The `evals` input (or the default places) found no suite. */
export function noSuites(settings: Settings, workspace: string): SuiteConfigError {
  return new SuiteConfigError(
    settings.evals.length
      ? `no eval suites found in: ${settings.evals.join(', ')}`
      : 'no eval suites found: set the "evals" input, or add evals/**/eval.yaml or a .parley.yaml with `evals` globs',
    [],
    workspace,
  );
}

/**
 * A sharded suite set's screening (confirm-mode.ts): the shards' merged runs instead of running
 * the suites, and the suite set they publish as. Its `screen` may replace `options.budget` with
 * what the shards left of the matrix's budget.
 */
export interface MergedScreening {
  screen(options: RunOptions): Promise<RunResult>;
  set(result: RunResult): SuiteSetResults;
  /** The job summary's line on where the runs came from. */
  note(): string;
}

/**
 * A cancelled job (the runner sends SIGINT, then SIGTERM, then kills) stops its agents and still
 * publishes the finished runs (results directory, artifact, job summary, comment), then fails.
 */
export async function runMode(
  settings: Settings,
  given: EventContext,
  merged?: MergedScreening,
): Promise<void> {
  // An issue_comment run (`/parley rerun`) reports to the comment's pull request.
  const context = await pullRequestOfComment(settings, given);
  const cancel = cancelOnSignals({
    exitOnSecond: false,
    notify: (name, first) =>
      core.warning(
        first
          ? `parley: ${name}: the job is cancelled: stopping the agents, then publishing the finished runs`
          : `parley: ${name}: still publishing the finished runs`,
      ),
  });
  try {
    await runAndPublish(settings, context, cancel.signal, merged);
  } finally {
    cancel.dispose();
  }
  const signal = cancel.received();
  if (signal) {
    core.setFailed(`parley: cancelled by ${signal}; the finished runs were published`);
  }
}

async function runAndPublish(
  settings: Settings,
  context: EventContext,
  signal: AbortSignal,
  merged: MergedScreening | undefined,
): Promise<void> {
  // A fork's pull request gets no secrets: its runs record why they could not reach a model
  // instead of the job stopping on the missing endpoint, and their errors do not fail it.
  const forkWithoutSecrets = (context.pullRequest?.fromFork ?? false) && !settings.apiKey;
  // Impact selection: on a pull request, only the tasks whose inputs changed run.
  // A confirm job's shards made their own (the same) selection: their runs are its screening.
  const impact = merged ? undefined : await impactPlan(settings, context);
  const options = await planJob(actionSpec(settings, context, signal, forkWithoutSecrets, impact));
  // The concurrent base runs' checkout: a pull request's base commit, else the commit of the
  // baseline the compare step chose (a schedule's previous run); made only when asked for.
  let baselineSha: string | undefined;
  const base = lazyBase(context.workspace, () => context.pullRequest?.baseSha || baselineSha, {
    fetch: true,
    log: (line, ok) => (ok ? core.info(`parley: ${line}`) : core.warning(`parley: ${line}`)),
  });
  const shard = settings.shard;
  const notes: string[] = [];
  let set: SuiteSetResults | undefined;
  let report: ReportInput | undefined;
  await runJob(
    {
      options,
      ...(merged ? { screen: () => merged.screen(options) } : {}),
      // A shard's report job compares; confirmation re-runs (verdict/confirm.ts) run here.
      ...(shard || settings.confirmTasks <= 0
        ? {}
        : { confirm: { tasks: settings.confirmTasks, trials: settings.confirmTrials } }),
      base,
      confirmListeners: {
        onRecord: (record) =>
          core.info(
            `confirmation${record.side === 'base' ? ' (base, concurrent)' : ''}: ${progressLine(record)}`,
          ),
        onSecrets: (values) => values.forEach(maskSecret),
      },
      log: (line) => core.info(`parley: ${line}`),
    },
    {
      ran: async (result) => {
        if (merged) {
          set = merged.set(result);
          notes.push(merged.note());
          core.info(finalReport(result.summary, result.records, []));
        } else {
          set = await ranSet(settings, context, result, impact?.base(), forkWithoutSecrets, notes);
        }
        return undefined;
      },
      compare: async () => {
        report = await compareResults(settings, context, set!);
        baselineSha = report.baseline?.sha ?? undefined;
        return report.comparison;
      },
      // No baseline found on a pull request: the base commit's runs, made here, stand in.
      baselineMissing: () =>
        report?.baseline === null &&
        !!context.pullRequest?.baseSha &&
        !forkWithoutSecrets &&
        settings.confirmTasks > 0,
      compareWithBase: (result, made) => {
        report!.baseline = {
          sha: context.pullRequest!.baseSha,
          source: `from ${made.runs} run(s) of the base commit made beside the head in this job: no stored baseline${report!.baselineNote ? ` (${report!.baselineNote})` : ''}`,
        };
        report!.comparison = compareSummaries(made.summary, result.summary, {
          alpha: settings.alpha,
          headRecords: result.records,
        });
        return report!.comparison;
      },
      publish: async (result, comparison) => {
        if (comparison) report!.comparison = comparison;
        const published = await publishResults(settings, context, set!, report!, notes);
        await writeJobSummary(renderReport({ ...published.report, maxLength: 500_000 }), notes);
        setOutputs({
          summary: result.summary,
          regressions: published.regressions,
          verdict: published.verdict,
          resultsDir: result.resultsDir,
          artifactId: published.artifactId,
          commentUrl: published.commentUrl,
          baselineSha: published.report.baseline?.sha ?? undefined,
        });
        if (result.configErrors.length) throw configErrors(result.configErrors, context.workspace);
        if (published.failure) core.setFailed(published.failure);
      },
    },
  );
}

/** The job's settings from the action's inputs and the event. */
function actionSpec(
  settings: Settings,
  context: EventContext,
  signal: AbortSignal,
  forkWithoutSecrets: boolean,
  impact: Awaited<ReturnType<typeof impactPlan>>,
): JobSpec {
  return {
    paths: settings.evals,
    cwd: context.workspace,
    executor: settings.executor,
    model: settings.model,
    ...(settings.models ? { models: settings.models } : {}),
    responderModel: settings.responderModel,
    judgeModel: settings.judgeModel,
    trials: settings.trials,
    workers: settings.workers,
    retryErrors: settings.retryErrors,
    tags: settings.tags,
    tasks: settings.tasks,
    outputDir: settings.resultsDir,
    shard: settings.shard,
    endpoint:
      settings.apiKey || settings.baseUrl || settings.apiKeyHeader
        ? {
            apiKey: settings.apiKey,
            baseURL: settings.baseUrl,
            ...(settings.apiKeyHeader ? { apiKeyHeader: settings.apiKeyHeader } : {}),
          }
        : undefined,
    ...(settings.llmConcurrency ? { llmOptions: { maxConcurrency: settings.llmConcurrency } } : {}),
    responderEndpoint: settings.responderEndpoint,
    judgeEndpoint: settings.judgeEndpoint,
    ...(forkWithoutSecrets ? { allowMissingEndpoint: true } : {}),
    identity: { commit: context.pullRequest?.headSha ?? context.sha, ref: context.ref },
    ...(impact ? { impact: impact.options } : {}),
    ...(settings.prices ? { prices: settings.prices } : {}),
    maxRuns: settings.maxRuns,
    maxCost: settings.maxCost,
    ...(settings.skillLift ? { skillLift: settings.skillLift !== 'off' } : {}),
    secrets: [
      settings.apiKey,
      settings.githubToken,
      settings.responderEndpoint?.apiKey,
      settings.judgeEndpoint?.apiKey,
    ],
    signal,
    listeners: {
      // Settings accepted but not acted on: a warning annotation each, never silently dropped.
      onWarnings: (warnings) => {
        for (const line of warningLines(warnings, context.workspace)) {
          core.warning(line.replace(/^warning: /, 'parley: '));
        }
      },
      onStart: ({ runs, tasks, suites }) =>
        core.info(`parley: ${runs} run(s) of ${tasks} task(s) in ${suites} suite(s)`),
      onRecord: (record) => core.info(progressLine(record)),
      onSecrets: (values) => values.forEach(maskSecret),
    },
  };
}

/**
 * After the runs: a job with no suites or no runs fails here; else the log's report, the
 * skill token counts, and the suite set's results for the compare and publish steps.
 */
async function ranSet(
  settings: Settings,
  context: EventContext,
  result: RunResult,
  impactBase: Summary | undefined,
  forkWithoutSecrets: boolean,
  notes: string[],
): Promise<SuiteSetResults> {
  const { summary, records } = result;
  annotateConfigErrors(result.configErrors);
  if (summary.suites.length === 0) {
    if (result.configErrors.length) throw configErrors(result.configErrors, context.workspace);
    throw noSuites(settings, context.workspace);
  }
  if (result.noRuns) {
    const filters = [
      settings.tags.length ? `the "tags" input (${settings.tags.join(', ')})` : '',
      settings.tasks.length ? `the "tasks" input (${settings.tasks.join(', ')})` : '',
    ].filter(Boolean);
    throw new Error(`no runs matched ${filters.join(' and ') || 'the filters'}`);
  }
  const impactReport = result.impact && withBaseResults(result.impact, impactBase);
  if (impactReport) {
    core.info(`parley: ${impactLine(impactReport)}`);
    // What this job did, for the readers of summary.json (a shard's: the report job's merge).
    summary.impact = summaryImpact(impactReport);
  }
  core.info(finalReport(summary, records, result.stop ? [stopNote(result.stop)] : []));
  // A `tasks` filter that picked nothing (a misspelt `/parley rerun` name) is said, not dropped.
  const unmatched = settings.tasks.filter(
    (filter) =>
      !summary.suites.some((s) =>
        s.tasks.some((t) => taskFilterMatches(filter, { id: t.task_id, name: t.task_name })),
      ),
  );
  for (const filter of unmatched) core.warning(`parley: no task matches "${filter}" (tasks input)`);
  const tokens = await countTokenBudgets(settings, context.workspace);
  if (tokens) summary.tokens = tokens;

  const suiteSet = suiteSetName(summary);
  const shard = settings.shard;
  if (shard) {
    notes.push(
      `Shard ${shard.index}/${shard.total}: only this part of the runs. The \`mode: confirm\` job merges the shards, compares them with the baseline, confirms possible regressions and comments.`,
    );
  }
  return {
    suiteSet,
    summary,
    records,
    ...(result.stop ? { stop: result.stop } : {}),
    resultsDir: result.resultsDir,
    writeRecords: false,
    artifactName: settings.artifactName ?? defaultArtifactName(suiteSet, context.runAttempt, shard),
    runUrl: runUrl(context),
    publish: !shard,
    ...(context.pullRequest ? { pullRequest: context.pullRequest } : {}),
    ...(settings.tasks.length ? { onlyTasks: { tasks: settings.tasks, unmatched } } : {}),
    ...(impactReport ? { impact: impactReport } : {}),
    mayBecomeBaseline: result.configErrors.length === 0,
    ignoreErrors: forkWithoutSecrets,
    redact: result.redact,
    ...(result.ledger ? { ledger: result.ledger } : {}),
    ...(result.prices ? { prices: result.prices } : {}),
  };
}
