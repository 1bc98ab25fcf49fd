// mode: report — run nothing: download the results artifacts of a workflow run (this run's
// shards, the `run-id` input's run, or the run that triggered a workflow_run event), merge each
// suite set's shards, compare with the baseline, post the one comment (and the scheduled-run
// issue), write the job summary and set the outputs. The artifacts are untrusted (a fork's
// pull_request workflow may have uploaded them): see artifact-download.ts and collect.ts.
import { join } from 'node:path';
import * as core from '@actions/core';
import { inline } from '../report/escape.js';
import { renderReport } from '../report/index.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { buildSummary } from '../results/summary.js';
import type { Settings } from '../settings.js';
import type { Verdict } from '../verdict/gate-verdict.js';
import { truncate } from '../shared/strings.js';
import { mergedArtifactName, suiteSetSlug } from './artifact.js';
import { scratchDir, type ArtifactSource } from './artifact-download.js';
import { collectResults, trustedImpact, type ResultsGroup } from './collect.js';
import { runUrl, type EventContext } from './context.js';
import { setOutputs } from './outputs.js';
import { publishRefusal } from './publish.js';
import { compareResults, publishResults, type SuiteSetResults } from './publish-results.js';
import { octokitFor, pullRequestForHead, type PullRequestRef } from './rest.js';
import { writeJobSummary } from './job-summary.js';

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

/** One summary over every merged suite set, for the outputs. */
function combined(merged: { summary: Summary; records: RunRecord[] }[]): Summary {
  if (merged.length === 1) return merged[0]!.summary;
  const suites = merged.flatMap((m) =>
    m.summary.suites.map((s) => ({
      ...s,
      tasks: s.tasks.map((t) => ({
        id: t.task_id,
        name: t.task_name,
        ...(t.golden ? { golden: true } : {}),
        ...(t.quarantined ? { quarantined: t.quarantined } : {}),
      })),
    })),
  );
  return buildSummary(
    merged.flatMap((m) => m.records),
    suites,
  );
}

const RANK: Record<Verdict, number> = { pass: 0, inconclusive: 1, regressed: 2 };
const worse = (a: Verdict | undefined, b: Verdict): Verdict => (!a || RANK[b] > RANK[a] ? b : a);

/** The workflow run whose artifacts are reported: this one, or another (`run-id`, workflow_run). */
function reportedRun(settings: Settings, context: EventContext) {
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
  return { runId, otherRun, source };
}

/** `extraNotes`: said under every suite set's verdict (a fork's confirm job: why nothing was re-run). */
export async function reportMode(
  settings: Settings,
  context: EventContext,
  extraNotes: string[] = [],
): Promise<void> {
  const { runId, otherRun, source } = reportedRun(settings, context);
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
  // The worst of the suite sets' verdicts: a set that regressed or could not decide is never a pass.
  let verdict: Verdict | undefined;
  for (const group of groups) {
    if (!group.merged) {
      // The reason may quote the artifact's own text: escaped for the summary, one line for the log.
      failures.push(truncate(group.error!, 2000));
      notes.push(`Not reported: ${inline(group.error!, 2000)}`);
      if (pr && settings.comment) {
        const url = await publishRefusal(
          settings,
          context,
          pr,
          group.suiteSet,
          group.error!,
          reportedRunUrl,
          notes,
        );
        commentUrl = url ?? commentUrl;
      }
      continue;
    }
    const { summary, records } = group.merged;
    merged.push(group.merged);
    const subdir = suiteSetSlug(group.suiteSet);
    const set: SuiteSetResults = {
      suiteSet: group.suiteSet,
      summary,
      records,
      resultsDir: groups.length === 1 ? settings.resultsDir : join(settings.resultsDir, subdir),
      writeRecords: true,
      ...(settings.prices ? { prices: settings.prices } : {}),
      artifactName: mergedArtifactName(group.suiteSet, context.runAttempt),
      runUrl: reportedRunUrl,
      publish: true,
      ...(pr ? { pullRequest: pr } : {}),
      ...(otherRun && context.workflowRun?.workflowId
        ? { workflow: context.workflowRun.workflowId }
        : {}),
      // Another run's results (a fork's, perhaps) never become this branch's baseline.
      mayBecomeBaseline: !otherRun,
      ignoreErrors: pr?.fromFork ?? false,
      // The tasks the shards did not re-run, when the results may say so (never a fork's).
      ...trustedImpact(group.merged, pr),
    };
    const report = await compareResults(settings, context, set);
    if (extraNotes.length) report.notes = [...(report.notes ?? []), ...extraNotes];
    const published = await publishResults(settings, context, set, report, notes);
    regressions += published.regressions;
    verdict = worse(verdict, published.verdict);
    baselineSha ??= published.report.baseline?.sha ?? undefined;
    artifactId ??= published.artifactId;
    commentUrl = published.commentUrl ?? commentUrl;
    reports.push(
      renderReport({ ...published.report, maxLength: Math.floor(500_000 / groups.length) }),
    );
    if (published.failure) failures.push(published.failure);
  }
  await writeJobSummary(reports.join('\n\n---\n\n') || '## Parley: no report', notes);
  if (merged.length) {
    setOutputs({
      summary: combined(merged),
      regressions,
      // A suite set that was not reported leaves the run undecided.
      verdict: failures.length && verdict === 'pass' ? 'inconclusive' : verdict,
      resultsDir: settings.resultsDir,
      artifactId,
      commentUrl,
      baselineSha,
    });
  }
  if (failures.length) core.setFailed(failures.join('\n'));
}
