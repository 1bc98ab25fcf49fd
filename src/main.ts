// Action entry: read inputs -> run -> compare -> report -> publish. No logic of its own: every
// step lives in src/github/ or src/report/, and each publishing step fails softly (a warning)
// so that the report always reaches the job summary.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import { runSuites } from './engine/run.js';
import { annotateConfigErrors } from './github/annotations.js';
import { uploadResults, defaultArtifactName } from './github/artifact.js';
import { restoreBaseline, saveBaseline } from './github/baseline.js';
import { CommentForbiddenError, upsertComment } from './github/comment.js';
import { artifactUrl, readEventContext, runUrl, savesBaseline } from './github/context.js';
import { failureReason } from './results/fail-on.js';
import { setOutputs } from './github/outputs.js';
import { writeJobSummary } from './github/summary.js';
import { commentMarker, renderReport, suiteSetId, type ReportInput } from './report/index.js';
import { compareSummaries } from './results/compare.js';
import { readSettings } from './settings.js';

export async function run(): Promise<void> {
  try {
    await runAction();
  } catch (error) {
    core.setFailed(`parley: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function runAction(): Promise<void> {
  const settings = readSettings();
  const context = readEventContext();
  if (settings.mode === 'report') {
    throw new Error('input "mode": "report" is not supported yet; use "run"');
  }
  const secrets = [settings.apiKey, settings.githubToken].filter((s): s is string => !!s);
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
    identity: { commit: context.pullRequest?.headSha ?? context.sha, ref: context.ref },
    secrets,
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

  const setId = suiteSetId(summary, settings.shard);
  const notes: string[] = [];
  const fork = context.pullRequest?.fromFork ?? false;

  // Baseline: restore on pull requests, compare; save on pushes and schedules.
  const report: ReportInput = { summary, records, runUrl: runUrl(context) };
  if (settings.baseline === 'artifact') {
    report.baseline = null;
    report.baselineNote = '"baseline: artifact" is not supported yet; use "cache"';
  } else if (settings.baseline === 'cache' && context.pullRequest) {
    const restored = await restoreBaseline(setId, context.pullRequest.baseSha, context.workspace);
    report.baseline = restored.baseline && {
      sha: restored.baseline.sha,
      source: restored.baseline.source,
    };
    report.baselineNote = restored.note;
    if (restored.baseline) report.comparison = compareSummaries(restored.baseline.summary, summary);
  }
  const summaryFile = join(result.resultsDir, 'summary.json');
  if (settings.baseline !== 'none' && savesBaseline(context) && result.configErrors.length === 0) {
    await saveBaseline(summaryFile, setId, context.sha, context.workspace);
  }

  // The report file goes into the artifact; the comment and summary also link to the artifact.
  writeFileSync(join(result.resultsDir, 'report.md'), renderReport(report));
  const artifact = await uploadResults(
    result.resultsDir,
    settings.artifactName ?? defaultArtifactName(setId, context.runAttempt, settings.shard),
  );
  if (!artifact)
    notes.push('The results artifact could not be uploaded: see the warnings in the log.');
  const withLinks: ReportInput = {
    ...report,
    artifactUrl: artifact ? artifactUrl(context, artifact.id) : undefined,
  };

  let commentUrl: string | undefined;
  if (context.pullRequest && settings.comment && !settings.githubToken) {
    notes.push('No pull-request comment: the "github-token" input is empty.');
  } else if (context.pullRequest && settings.comment) {
    const marker = commentMarker(setId);
    try {
      const posted = await upsertComment(
        {
          token: settings.githubToken,
          owner: context.owner,
          repo: context.repo,
          issueNumber: context.pullRequest.number,
        },
        marker,
        renderReport({ ...withLinks, marker }),
      );
      commentUrl = posted.url;
      core.info(`parley: ${posted.action} the pull-request comment ${posted.url}`);
    } catch (error) {
      const message = (error as Error).message;
      if (error instanceof CommentForbiddenError || fork) {
        notes.push(
          `The pull-request comment could not be posted: ${message}. This report is the job summary instead.`,
        );
        core.notice(`parley: no pull-request comment: ${message}`);
      } else {
        notes.push(`The pull-request comment could not be posted: ${message}.`);
        core.warning(`parley: could not post the pull-request comment: ${message}`);
      }
    }
  }
  const forkWithoutSecrets = fork && !settings.apiKey;
  if (forkWithoutSecrets) {
    notes.push(
      'This pull request comes from a fork: GitHub gives it no secrets and a read-only token, so suites that need an API key cannot run here, and errors do not fail the check. A maintainer can run them from a branch of this repository.',
    );
  }
  await writeJobSummary(renderReport({ ...withLinks, maxLength: 500_000 }), notes);
  setOutputs({
    summary,
    regressions: report.comparison?.regressions.length ?? 0,
    resultsDir: result.resultsDir,
    artifactId: artifact?.id,
    commentUrl,
    baselineSha: report.baseline?.sha,
  });

  if (result.configErrors.length) {
    throw new Error(`${result.configErrors.length} configuration error(s), see the annotations`);
  }
  const reason = failureReason(settings.failOn, summary, report.comparison, {
    ignoreErrors: forkWithoutSecrets,
  });
  if (reason) core.setFailed(reason);
}
