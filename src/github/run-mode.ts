// mode: run — run the suites, then publish their results (publish-results.ts: compare with the
// baseline, write the results directory, upload the artifact, comment), write the job summary
// and set the outputs. A shard (`shard: i/n`) only runs its part and uploads it under a
// shard-specific name: the `mode: report` job merges the shards, compares, comments and saves
// the baseline.
import * as core from '@actions/core';
import { RunBudget } from '../engine/budget.js';
import { cancelOnSignals } from '../engine/cancel.js';
import { taskFilterMatches } from '../engine/task-filter.js';
import { lazyBase } from '../engine/base-checkout.js';
import { confirmationRerun, runSuites, type RunOptions } from '../engine/run.js';
import { finalReport, progressLine } from '../report/console.js';
import { renderReport, suiteSetName } from '../report/index.js';
import { stopNote } from '../results/stop.js';
import { maskSecret, type Settings } from '../settings.js';
import type { SpecError } from '../suites/diagnostics/diagnostics.js';
import { warningLines } from '../suites/load.js';
import { annotateConfigErrors } from './annotations.js';
import { defaultArtifactName } from './artifact.js';
import { runUrl, type EventContext } from './context.js';
import { setOutputs } from './outputs.js';
import { publishResults } from './publish-results.js';
import { HTML_SPOOL } from '../report/html/conversation.js';
import { pullRequestOfComment } from './command-mode.js';
import { countTokenBudgets } from './token-budgets.js';
import { writeJobSummary } from './job-summary.js';
import { SuiteConfigError } from './failure.js';
import { impactPlan } from './impact.js';
import { impactLine, withBaseResults } from '../results/impact.js';

function configErrors(errors: SpecError[], workspace: string): SuiteConfigError {
  return new SuiteConfigError(
    `${errors.length} configuration error(s), see the annotations`,
    errors,
    workspace,
  );
}

/**
 * A cancelled job (the runner sends SIGINT, then SIGTERM, then kills) stops its agents and still
 * publishes the finished runs (results directory, artifact, job summary, comment), then fails.
 */
export async function runMode(settings: Settings, given: EventContext): Promise<void> {
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
    await runAndPublish(settings, context, cancel.signal);
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
): Promise<void> {
  const secrets = [
    settings.apiKey,
    settings.githubToken,
    settings.responderEndpoint?.apiKey,
    settings.judgeEndpoint?.apiKey,
  ].filter((s): s is string => !!s);
  const endpoint =
    settings.apiKey || settings.baseUrl
      ? { apiKey: settings.apiKey, baseURL: settings.baseUrl }
      : undefined;
  // A fork's pull request gets no secrets: its runs record why they could not reach a model
  // instead of the job stopping on the missing endpoint, and their errors do not fail it.
  const forkWithoutSecrets = (context.pullRequest?.fromFork ?? false) && !settings.apiKey;
  // Impact selection: on a pull request, only the tasks whose inputs changed run.
  const impact = await impactPlan(settings, context);
  const options: RunOptions = {
    paths: settings.evals,
    cwd: context.workspace,
    executor: settings.executor,
    model: settings.model,
    responderModel: settings.responderModel,
    judgeModel: settings.judgeModel,
    trials: settings.trials,
    workers: settings.workers,
    retryErrors: settings.retryErrors,
    tags: settings.tags.length ? settings.tags : undefined,
    tasks: settings.tasks.length ? settings.tasks : undefined,
    outputDir: settings.resultsDir,
    shard: settings.shard,
    endpoint,
    responderEndpoint: settings.responderEndpoint,
    judgeEndpoint: settings.judgeEndpoint,
    ...(forkWithoutSecrets ? { allowMissingEndpoint: true } : {}),
    identity: { commit: context.pullRequest?.headSha ?? context.sha, ref: context.ref },
    ...(impact ? { impact: impact.options } : {}),
    ...(settings.prices ? { prices: settings.prices } : {}),
    ...budgetOf(settings),
    secrets,
    signal,
    // report.html's runs are rendered as they are written, not read back at the end.
    spool: HTML_SPOOL,
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
  const result = await runSuites(options);
  const { summary, records } = result;
  // Confirmation re-runs (results/confirm.ts): the same suites and settings, only these tasks,
  // appended to this job's results.jsonl.
  // The concurrent base runs' checkout: a pull request's base commit, else the commit of the
  // baseline publishResults chooses (a schedule's previous run); made only when asked for.
  let baselineSha: string | undefined;
  const base = lazyBase(context.workspace, () => context.pullRequest?.baseSha || baselineSha, {
    fetch: true,
    log: (line, ok) => (ok ? core.info(`parley: ${line}`) : core.warning(`parley: ${line}`)),
  });
  const rerun = confirmationRerun(
    options,
    result.resultsDir,
    {
      onRecord: (record) =>
        core.info(
          `confirmation${record.side === 'base' ? ' (base, concurrent)' : ''}: ${progressLine(record)}`,
        ),
      onSecrets: (values) => values.forEach(maskSecret),
    },
    base.side,
  );
  annotateConfigErrors(result.configErrors);
  if (summary.suites.length === 0) {
    if (result.configErrors.length) throw configErrors(result.configErrors, context.workspace);
    throw new SuiteConfigError(
      settings.evals.length
        ? `no eval suites found in: ${settings.evals.join(', ')}`
        : 'no eval suites found: set the "evals" input, or add evals/**/eval.yaml or a .parley.yaml with `evals` globs',
      [],
      context.workspace,
    );
  }
  if (result.noRuns) {
    const filters = [
      settings.tags.length ? `the "tags" input (${settings.tags.join(', ')})` : '',
      settings.tasks.length ? `the "tasks" input (${settings.tasks.join(', ')})` : '',
    ].filter(Boolean);
    throw new Error(`no runs matched ${filters.join(' and ') || 'the filters'}`);
  }
  const impactReport = result.impact && withBaseResults(result.impact, impact?.base());
  if (impactReport) core.info(`parley: ${impactLine(impactReport)}`);
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
  const notes: string[] = [];
  if (shard) {
    notes.push(
      `Shard ${shard.index}/${shard.total}: only this part of the runs. A \`mode: report\` job merges the shards, compares them with the baseline and comments.`,
    );
  }
  const published = await publishResults(
    settings,
    context,
    {
      onBaseline: (sha) => (baselineSha = sha),
      suiteSet,
      summary,
      records,
      ...(result.stop ? { stop: result.stop } : {}),
      resultsDir: result.resultsDir,
      writeRecords: false,
      artifactName:
        settings.artifactName ?? defaultArtifactName(suiteSet, context.runAttempt, shard),
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
      ...(options.budget ? { budget: options.budget } : {}),
      ...(shard ? {} : { rerun }),
    },
    notes,
  ).finally(() => base.dispose());
  await writeJobSummary(renderReport({ ...published.report, maxLength: 500_000 }), notes);
  setOutputs({
    summary,
    regressions: published.regressions,
    verdict: published.verdict,
    resultsDir: result.resultsDir,
    artifactId: published.artifactId,
    commentUrl: published.commentUrl,
    baselineSha: published.report.baseline?.sha ?? undefined,
  });

  if (result.configErrors.length) throw configErrors(result.configErrors, context.workspace);
  if (published.failure) core.setFailed(published.failure);
}

/** The job's budget (`max-runs`, `max-cost`), shared by its confirmation runs; none unset. */
function budgetOf(settings: Settings): { budget?: RunBudget } {
  const { maxRuns, maxCost } = settings;
  if (maxRuns === undefined && maxCost === undefined) return {};
  return {
    budget: new RunBudget({
      ...(maxRuns !== undefined ? { maxRuns } : {}),
      ...(maxCost !== undefined ? { maxCost } : {}),
    }),
  };
}
