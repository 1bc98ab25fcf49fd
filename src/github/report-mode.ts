// mode: report — run nothing: download the results artifacts of a workflow run (this run's
// shards, the `run-id` input's run, or the run that triggered a workflow_run event), merge each
// suite set's shards, compare with the baseline, post the one comment (and the scheduled-run
// issue), write the job summary and set the outputs. The artifacts are untrusted (a fork's
// pull_request workflow may have uploaded them): see artifact-download.ts and collect.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import { inline } from '../report/escape.js';
import { truncate } from '../shared/text.js';
import { renderReport, type ReportInput } from '../report/index.js';
import { failureReason } from '../results/fail-on.js';
import { renderJunit } from '../results/junit.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { buildSummary } from '../results/summary.js';
import type { Settings } from '../settings.js';
import { uploadResults } from './artifact.js';
import { scratchDir, type ArtifactSource } from './artifact-download.js';
import { saveBaseline } from './baseline.js';
import { chooseBaseline } from './choose-baseline.js';
import { collectResults, type ResultsGroup } from './collect.js';
import { artifactUrl, runUrl, savesBaseline, type EventContext } from './context.js';
import { setOutputs } from './outputs.js';
import { publishComment, publishRegressionIssue } from './publish.js';
import { octokitFor, pullRequestForHead, type PullRequestRef } from './rest.js';
import { writeJobSummary } from './summary.js';

/** The pull request the reported run was about, if any. */
async function pullRequestOf(
  settings: Settings,
  context: EventContext,
): Promise<PullRequestRef | undefined> {
  if (context.pullRequest) return context.pullRequest;
  const trigger = context.workflowRun;
  if (!trigger || !trigger.event.startsWith('pull_request')) return undefined;
  const listed = trigger.pullRequests[0];
  if (listed) return { ...listed, headSha: trigger.headSha, fromFork: false };
  // Fork heads: the event lists no pull request; find it by its head commit.
  if (!settings.githubToken || !trigger.headSha) return undefined;
  try {
    const octokit = octokitFor(settings.githubToken);
    return await pullRequestForHead(
      octokit,
      { owner: context.owner, repo: context.repo },
      trigger.headSha,
    );
  } catch (error) {
    core.warning(`parley: could not look up the pull request: ${(error as Error).message}`);
    return undefined;
  }
}

function writeResults(dir: string, summary: Summary, records: RunRecord[], report: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'results.jsonl'), records.map((r) => `${JSON.stringify(r)}\n`).join(''));
  writeFileSync(join(dir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(dir, 'junit.xml'), renderJunit(summary, records));
  writeFileSync(join(dir, 'report.md'), report);
}

/** One summary over every merged suite set, for the outputs. */
function combined(merged: { summary: Summary; records: RunRecord[] }[]): Summary {
  if (merged.length === 1) return merged[0]!.summary;
  const suites = merged.flatMap((m) =>
    m.summary.suites.map((s) => ({
      ...s,
      tasks: s.tasks.map((t) => ({ id: t.task_id, name: t.task_name })),
    })),
  );
  return buildSummary(
    merged.flatMap((m) => m.records),
    suites,
  );
}

export async function reportMode(settings: Settings, context: EventContext): Promise<void> {
  const runId = settings.runId ?? context.workflowRun?.id;
  const otherRun = runId !== undefined && String(runId) !== context.runId;
  if (otherRun && !settings.githubToken) {
    throw new Error(
      `reading the artifacts of run ${runId} needs the "github-token" input (actions: read)`,
    );
  }
  const source: ArtifactSource = otherRun
    ? {
        token: settings.githubToken,
        workflowRunId: runId,
        repositoryOwner: context.owner,
        repositoryName: context.repo,
      }
    : undefined;
  const runLabel = `run ${runId ?? context.runId}`;
  const groups: ResultsGroup[] = await collectResults(source, scratchDir('report'));
  if (groups.length === 0) {
    throw new Error(
      `no Parley results artifacts (parley-results-*) in ${runLabel}: did its suites run and upload?`,
    );
  }
  const pr = await pullRequestOf(settings, context);
  const reportedRunUrl = otherRun
    ? `${context.serverUrl}/${context.repository}/actions/runs/${runId}`
    : runUrl(context);
  const notes: string[] = [];
  const failures: string[] = [];
  const reports: string[] = [];
  const merged: { summary: Summary; records: RunRecord[] }[] = [];
  let regressions = 0;
  let commentUrl: string | undefined;
  let baselineSha: string | undefined;
  let artifactId: number | undefined;
  for (const group of groups) {
    if (!group.merged) {
      // The reason may quote the artifact's own text: escaped for the summary, one line for the log.
      failures.push(truncate(group.error!, 2000));
      notes.push(`Not reported: ${inline(group.error!, 2000)}`);
      continue;
    }
    const { summary, records } = group.merged;
    merged.push(group.merged);
    const report: ReportInput = { summary, records, runUrl: reportedRunUrl };
    Object.assign(
      report,
      await chooseBaseline({
        source: settings.baseline,
        token: settings.githubToken,
        context,
        suiteSet: group.suiteSet,
        head: summary,
        headRecords: records,
        alpha: settings.alpha,
        base: pr && { sha: pr.baseSha, ref: pr.baseRef },
        workflow: otherRun ? context.workflowRun?.workflowId || undefined : undefined,
      }),
    );
    const regressed = report.comparison?.regressions ?? 0;
    regressions += regressed;
    baselineSha ??= report.baseline?.sha;
    // The suite set comes from an artifact name: no dots, so never `..` in a path.
    const subdir = group.suiteSet.replace(/[^A-Za-z0-9_+-]+/g, '-');
    const dir = groups.length === 1 ? settings.resultsDir : join(settings.resultsDir, subdir);
    writeResults(dir, summary, records, renderReport(report));
    // The merged results as one artifact (named so that report mode never collects it again).
    const uploaded = await uploadResults(
      dir,
      `parley-report-${subdir}-attempt-${context.runAttempt || '1'}`,
    );
    if (uploaded) {
      artifactId ??= uploaded.id;
      report.artifactUrl = artifactUrl(context, uploaded.id);
    }
    const regressedSchedule = context.eventName === 'schedule' && regressed > 0;
    if (
      !otherRun &&
      settings.baseline === 'cache' &&
      savesBaseline(context) &&
      !regressedSchedule
    ) {
      await saveBaseline(join(dir, 'summary.json'), group.suiteSet, context.sha, context.workspace);
    }
    if (pr && settings.comment) {
      commentUrl =
        (await publishComment(settings, context, pr, group.suiteSet, report, notes)) ?? commentUrl;
    }
    await publishRegressionIssue(settings, context, group.suiteSet, report, notes);
    reports.push(renderReport({ ...report, maxLength: Math.floor(500_000 / groups.length) }));
    const reason = failureReason(settings.failOn, summary, report.comparison, {
      ignoreErrors: pr?.fromFork ?? false,
    });
    if (reason) failures.push(reason);
  }
  await writeJobSummary(reports.join('\n\n---\n\n') || '## Parley: no report', notes);
  if (merged.length) {
    setOutputs({
      summary: combined(merged),
      regressions,
      resultsDir: settings.resultsDir,
      artifactId,
      commentUrl,
      baselineSha,
    });
  }
  if (failures.length) core.setFailed(failures.join('\n'));
}
