// The compare and publish steps of a suite set's results (job/pipeline.ts), shared by run mode
// and report mode: compare with the baseline (run mode then confirms possible regressions by
// re-running them), write the results directory (report.md is the comment's text, report.html the conversations),
// save the baseline where this event may, upload the artifact, post the sticky comment and the
// scheduled-run issue, and say whether the check fails. Each GitHub step fails softly (a note).
import * as core from '@actions/core';
import { renderReport, type ReportInput } from '../report/index.js';
import { acceptancesFor, applyAcceptances, type AcceptedGate } from '../verdict/accept.js';
import type { Comparison } from '../verdict/compare.js';
import { failureReason, verdictOf, type Verdict } from '../verdict/fail-on.js';
import { withGolden } from '../verdict/golden.js';
import { writeJobFiles, writeResultsDir } from '../results/files.js';
import { jobCost, writeJobHtml } from '../report/job-end.js';
import { priceModelComparison } from '../results/model-comparison.js';
import type { RunRecord, Summary, TokenBudgets } from '../results/schema.js';
import type { ImpactReport } from '../results/impact.js';
import type { RunStop } from '../results/stop.js';
import type { JobLedger } from '../results/ledger.js';
import type { PriceTable } from '../suites/schema/prices.js';
import type { Settings } from '../settings.js';
import { uploadResults } from './artifact.js';
import { baselineOrigin, saveBaseline } from './baseline.js';
import { chooseBaseline } from './choose-baseline.js';
import { readAcceptances } from './acceptance-store.js';
import { verifiedAcceptances } from './acceptance-verify.js';
import { octokitFor } from './rest.js';
import { artifactUrl, savesBaseline, type EventContext } from './context.js';
import { publishComment, publishRegressionIssue, type CommentPlace } from './publish.js';
import { publishHistory } from './publish-history.js';

export interface SuiteSetResults {
  suiteSet: string;
  summary: Summary;
  records: RunRecord[];
  stop?: RunStop;
  resultsDir: string;
  /** Merged shards: results.jsonl is written here too (a run streamed its own). */
  writeRecords: boolean;
  artifactName: string;
  /** The workflow run the results come from (the comment's and summary's link). */
  runUrl?: string;
  /** false for one shard of a matrix: the report job compares, comments and saves. */
  publish: boolean;
  /** The pull request the results are about, if any (where the comment goes). */
  pullRequest?: CommentPlace & { baseSha: string; baseRef: string; headSha?: string };
  /** Only these tasks ran (`tasks` input, `/parley rerun`): the baseline is cut to them too. */
  onlyTasks?: { tasks: string[]; unmatched: string[] };
  /** Impact selection: the tasks not re-run are cut from the baseline, never compared. */
  impact?: ImpactReport;
  /** Lines under the verdict (report mode: an untrusted claim that was ignored). */
  notes?: string[];
  /** The workflow whose runs hold artifact baselines; undefined = this run's. */
  workflow?: string | number;
  /** Whether these results may become the base branch's baseline (this run's, no config errors). */
  mayBecomeBaseline: boolean;
  /** Errors do not fail the check (a fork's runs without secrets). */
  ignoreErrors: boolean;
  /** Scrubs configured secrets from the rendered report. */
  redact?: (text: string) => string;
  /** What this process wrote to results.jsonl (run mode): the end needs no read back. */
  ledger?: JobLedger;
  /** The `prices` table: summary.json and the comment say what the runs cost. */
  prices?: PriceTable;
}

/** Under the verdict of a fork's report: why some suites did not run and errors do not count. */
export const FORK_NOTE =
  'This pull request comes from a fork: GitHub gives its workflows no secrets and a read-only token, so suites that need an API key cannot run there, and errors do not fail the check. A maintainer can run them from a branch of this repository.';

export interface Published {
  report: ReportInput;
  /** Regressions that fail the check (the `regressions` output). */
  regressions: number;
  /** The gate's verdict (verdict/fail-on.ts). */
  verdict: Verdict;
  commentUrl?: string;
  artifactId?: number;
  /** Why the check fails, if it does. */
  failure?: string;
}

/**
 * The compare step: the baseline chosen for this event (github/choose-baseline.ts) and the
 * comparison with it, as the report's input. Run mode confirms the comparison before publishing.
 */
export async function compareResults(
  settings: Settings,
  context: EventContext,
  set: SuiteSetResults,
): Promise<ReportInput> {
  const { summary, records } = set;
  const report: ReportInput = {
    summary,
    records,
    ...(set.runUrl ? { runUrl: set.runUrl } : {}),
    ...(set.stop ? { stop: set.stop } : {}),
    ...(set.pullRequest?.fromFork && set.ignoreErrors ? { ignoreErrors: true } : {}),
  };
  const notes = [
    ...(set.pullRequest?.fromFork && set.ignoreErrors ? [FORK_NOTE] : []),
    ...(set.notes ?? []),
  ];
  if (notes.length) report.notes = notes;
  let baseTokens: TokenBudgets | undefined;
  if (set.publish) {
    const { baseTokens: tokens, ...choice } = await chooseBaseline({
      source: settings.baseline,
      token: settings.githubToken,
      context,
      suiteSet: set.suiteSet,
      head: summary,
      headRecords: records,
      alpha: settings.alpha,
      base: set.pullRequest && { sha: set.pullRequest.baseSha, ref: set.pullRequest.baseRef },
      workflow: set.workflow,
      onlyHeadTasks: !!set.onlyTasks,
      ...(set.impact && !set.impact.all ? { notRerun: set.impact.notRerun } : {}),
    });
    Object.assign(report, choice);
    baseTokens = tokens;
  }
  if (unchangedSet(set)) delete report.comparison;
  // Skill token budgets (counted by run mode when enabled): in the report when over or changed.
  if (summary.tokens) report.tokens = { head: summary.tokens, base: baseTokens };
  return report;
}

/**
 * No task's inputs changed: nothing ran, so nothing is compared, and nothing the pull request
 * did can have changed a result: the check passes, no task counts as a pass of its own.
 */
function unchangedSet(set: SuiteSetResults): boolean {
  const { impact, summary } = set;
  return !!impact && !impact.all && impact.notRerun.length > 0 && summary.counts.runs === 0;
}

/** The publish step, with `report` from compareResults (its comparison confirmed, in run mode). */
export async function publishResults(
  settings: Settings,
  context: EventContext,
  set: SuiteSetResults,
  report: ReportInput,
  notes: string[],
): Promise<Published> {
  const { summary, records } = set;
  const unchanged = unchangedSet(set);
  if (set.onlyTasks) report.onlyTasks = set.onlyTasks;
  if (set.impact) report.impact = set.impact;
  const gate = await acceptedGate(settings, context, set, report.comparison);
  if (gate) report.acceptance = gate;
  const regressions = (gate?.gate ?? report.comparison)?.regressions ?? 0;
  const redact = set.redact ?? ((text: string) => text);
  // Every run this job made, confirmation and base runs too (appended to results.jsonl).
  if (set.prices) {
    summary.cost = jobCost(set, set.prices);
  }
  if (summary.models) summary.models = priceModelComparison(summary.models, summary.cost);
  const files = { summary, records, report: redact(renderReport(report)) };
  if (set.writeRecords) writeResultsDir(set.resultsDir, files);
  else writeJobFiles(set.resultsDir, files);
  // report.html beside report.md: spooled as the runs were written, or read from results.jsonl.
  writeJobHtml(set, { ...report, redact });
  if (set.publish && set.mayBecomeBaseline)
    await saveAsBaseline(settings, context, set, regressions);
  // Every push and scheduled run joins the history, a regressed schedule too; PRs read it.
  if (set.publish) await publishHistory(settings, context, set, report);

  const artifact = await uploadResults(set.resultsDir, set.artifactName);
  if (!artifact) {
    notes.push('The results artifact could not be uploaded: see the warnings in the log.');
  } else {
    report.artifactUrl = artifactUrl(context, artifact.id);
  }
  let commentUrl: string | undefined;
  if (set.publish && set.pullRequest && settings.comment) {
    commentUrl = await publishComment(
      settings,
      context,
      set.pullRequest,
      set.suiteSet,
      report,
      notes,
    );
  }
  if (set.publish) await publishRegressionIssue(settings, context, set.suiteSet, report, notes);
  const failure = unchanged
    ? null
    : failureReason(settings.failOn, summary, gate?.gate ?? report.comparison, {
        ignoreErrors: set.ignoreErrors,
        requireLift: settings.skillLift === 'require',
      });
  const { verdict } = unchanged
    ? { verdict: 'pass' as const }
    : withGolden(verdictOf(summary, gate?.gate ?? report.comparison), summary);
  return {
    report,
    regressions,
    verdict,
    ...(commentUrl ? { commentUrl } : {}),
    ...(artifact ? { artifactId: artifact.id } : {}),
    ...(failure ? { failure } : {}),
  };
}

/**
 * The results become the baseline where this event saves one (`baseline: cache`). A regressed
 * scheduled run does not: the next one still compares with the last good run, so its
 * regression issue stays open until the regression is fixed.
 */
async function saveAsBaseline(
  settings: Settings,
  context: EventContext,
  set: SuiteSetResults,
  regressions: number,
): Promise<void> {
  const regressedSchedule = context.eventName === 'schedule' && regressions > 0;
  if (settings.baseline !== 'cache' || !savesBaseline(context) || regressedSchedule) return;
  const origin = baselineOrigin(settings.githubToken, context);
  await saveBaseline(
    set.summary,
    set.suiteSet,
    context.sha,
    context.workspace,
    origin,
    settings.pool,
    settings.poolMaxAge,
  );
}

/**
 * The regressions accepted (`/parley accept`) for the pull request's head commit, read from the
 * acceptances comment the token's identity wrote; undefined when none apply. Soft: an
 * unreadable comment is a warning, and the check is decided without acceptances.
 */
async function acceptedGate(
  settings: Settings,
  context: EventContext,
  set: SuiteSetResults,
  comparison: Comparison | undefined,
): Promise<AcceptedGate | undefined> {
  const headSha = set.pullRequest?.headSha;
  if (!set.publish || !comparison || !headSha || !settings.githubToken) return undefined;
  if (!comparison.regressions) return undefined;
  try {
    const all = await readAcceptances({
      token: settings.githubToken,
      owner: context.owner,
      repo: context.repo,
      issueNumber: set.pullRequest!.number,
    });
    const acceptances = await verifiedAcceptances(
      octokitFor(settings.githubToken),
      { owner: context.owner, repo: context.repo },
      set.pullRequest!.number,
      headSha,
      acceptancesFor(all, headSha),
    );
    if (!acceptances.length) return undefined;
    const gate = applyAcceptances(comparison, acceptances);
    return gate.accepted.length || gate.suiteAccepted ? gate : undefined;
  } catch (error) {
    core.warning(`parley: could not read the accepted changes: ${(error as Error).message}`);
    return undefined;
  }
}
