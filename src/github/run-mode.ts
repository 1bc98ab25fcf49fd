// mode: run — run the suites, compare with the baseline, upload the artifact, comment, summarise.
// A shard (`shard: i/n`) only runs its part and uploads it under a shard-specific name: the
// `mode: report` job merges the shards, compares, comments and saves the baseline.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import { runSuites } from '../engine/run.js';
import { renderReport, suiteSetName, type ReportInput } from '../report/index.js';
import { failureReason } from '../results/fail-on.js';
import { maskSecret, type Settings } from '../settings.js';
import { annotateConfigErrors } from './annotations.js';
import { defaultArtifactName, uploadResults } from './artifact.js';
import { saveBaseline } from './baseline.js';
import { chooseBaseline } from './choose-baseline.js';
import { artifactUrl, runUrl, savesBaseline, type EventContext } from './context.js';
import { setOutputs } from './outputs.js';
import { publishComment, publishRegressionIssue } from './publish.js';
import { writeJobSummary } from './summary.js';

export async function runMode(settings: Settings, context: EventContext): Promise<void> {
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
  const result = await runSuites({
    paths: settings.evals,
    cwd: context.workspace,
    executor: settings.executor,
    model: settings.model,
    responderModel: settings.responderModel,
    judgeModel: settings.judgeModel,
    trials: settings.trials,
    workers: settings.workers,
    tags: settings.tags.length ? settings.tags : undefined,
    outputDir: settings.resultsDir,
    shard: settings.shard,
    endpoint,
    responderEndpoint: settings.responderEndpoint,
    judgeEndpoint: settings.judgeEndpoint,
    identity: { commit: context.pullRequest?.headSha ?? context.sha, ref: context.ref },
    secrets,
    onSecrets: (values) => values.forEach(maskSecret),
    // Settings accepted but not acted on: a warning annotation each, never silently dropped.
    warn: (line) => core.warning(line.replace(/^warning: /, 'parley: ')),
  });
  const { summary, records } = result;
  annotateConfigErrors(result.configErrors);
  if (summary.suites.length === 0) {
    const why = result.configErrors.length
      ? `${result.configErrors.length} configuration error(s), see the annotations`
      : settings.evals.length
        ? `no eval suites found in: ${settings.evals.join(', ')}`
        : 'no eval suites found: set the "evals" input, or add evals/**/eval.yaml or a .parley.yaml with `evals` globs';
    throw new Error(why);
  }
  if (result.planned.length === 0 && !settings.shard) {
    throw new Error(`no runs matched the "tags" input (${settings.tags.join(', ')})`);
  }

  const suiteSet = suiteSetName(summary);
  const shard = settings.shard;
  const notes: string[] = [];
  const fork = context.pullRequest?.fromFork ?? false;
  const report: ReportInput = { summary, records, runUrl: runUrl(context) };
  if (shard) {
    notes.push(
      `Shard ${shard.index}/${shard.total}: only this part of the runs. A \`mode: report\` job merges the shards, compares them with the baseline and comments.`,
    );
  } else {
    Object.assign(
      report,
      await chooseBaseline({
        source: settings.baseline,
        token: settings.githubToken,
        context,
        suiteSet,
        head: summary,
        headRecords: records,
        alpha: settings.alpha,
        base: context.pullRequest && {
          sha: context.pullRequest.baseSha,
          ref: context.pullRequest.baseRef,
        },
      }),
    );
  }
  // A regressed scheduled run does not become the baseline: the next one still compares with
  // the last good run, so its regression issue stays open until the regression is fixed.
  const regressedSchedule =
    context.eventName === 'schedule' && (report.comparison?.regressions ?? 0) > 0;
  if (
    !shard &&
    settings.baseline === 'cache' &&
    savesBaseline(context) &&
    !regressedSchedule &&
    result.configErrors.length === 0
  ) {
    await saveBaseline(
      join(result.resultsDir, 'summary.json'),
      suiteSet,
      context.sha,
      context.workspace,
    );
  }

  // The report file goes into the artifact; the comment and summary also link to the artifact.
  writeFileSync(join(result.resultsDir, 'report.md'), renderReport(report));
  const artifact = await uploadResults(
    result.resultsDir,
    settings.artifactName ?? defaultArtifactName(suiteSet, context.runAttempt, shard),
  );
  if (!artifact)
    notes.push('The results artifact could not be uploaded: see the warnings in the log.');
  const withLinks: ReportInput = {
    ...report,
    artifactUrl: artifact ? artifactUrl(context, artifact.id) : undefined,
  };

  let commentUrl: string | undefined;
  if (context.pullRequest && settings.comment && !shard) {
    commentUrl = await publishComment(
      settings,
      context,
      context.pullRequest,
      suiteSet,
      withLinks,
      notes,
    );
  }
  if (!shard) await publishRegressionIssue(settings, context, suiteSet, withLinks, notes);
  const forkWithoutSecrets = fork && !settings.apiKey;
  if (forkWithoutSecrets) {
    notes.push(
      'This pull request comes from a fork: GitHub gives it no secrets and a read-only token, so suites that need an API key cannot run here, and errors do not fail the check. A maintainer can run them from a branch of this repository.',
    );
  }
  await writeJobSummary(renderReport({ ...withLinks, maxLength: 500_000 }), notes);
  setOutputs({
    summary,
    regressions: report.comparison?.regressions ?? 0,
    resultsDir: result.resultsDir,
    artifactId: artifact?.id,
    commentUrl,
    baselineSha: report.baseline?.sha ?? undefined,
  });

  if (result.configErrors.length) {
    throw new Error(`${result.configErrors.length} configuration error(s), see the annotations`);
  }
  const reason = failureReason(settings.failOn, summary, report.comparison, {
    ignoreErrors: forkWithoutSecrets,
  });
  if (reason) core.setFailed(reason);
}
