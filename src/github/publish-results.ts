// The one publishing pipeline of a suite set's results, shared by run mode and report mode:
// compare with the baseline, write the results directory (report.md is the comment's text),
// save the baseline where this event may, upload the artifact, post the sticky comment and the
// scheduled-run issue, and say whether the check fails. Each GitHub step fails softly (a note).
import { join } from 'node:path';
import { renderReport, type ReportInput } from '../report/index.js';
import { failureReason } from '../results/fail-on.js';
import { SUMMARY_FILE, writeJobFiles, writeResultsDir } from '../results/files.js';
import type { RunRecord, Summary } from '../results/schema.js';
import type { RunStop } from '../results/stop.js';
import type { Settings } from '../settings.js';
import { uploadResults } from './artifact.js';
import { saveBaseline } from './baseline.js';
import { chooseBaseline } from './choose-baseline.js';
import { artifactUrl, savesBaseline, type EventContext } from './context.js';
import { publishComment, publishRegressionIssue, type CommentPlace } from './publish.js';

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
  pullRequest?: CommentPlace & { baseSha: string; baseRef: string };
  /** The workflow whose runs hold artifact baselines; undefined = this run's. */
  workflow?: string | number;
  /** Whether these results may become the base branch's baseline (this run's, no config errors). */
  mayBecomeBaseline: boolean;
  /** Errors do not fail the check (a fork's runs without secrets). */
  ignoreErrors: boolean;
  /** Scrubs configured secrets from the rendered report. */
  redact?: (text: string) => string;
}

/** Under the verdict of a fork's report: why some suites did not run and errors do not count. */
export const FORK_NOTE =
  'This pull request comes from a fork: GitHub gives its workflows no secrets and a read-only token, so suites that need an API key cannot run there, and errors do not fail the check. A maintainer can run them from a branch of this repository.';

export interface Published {
  report: ReportInput;
  /** Regressions that fail the check (the `regressions` output). */
  regressions: number;
  commentUrl?: string;
  artifactId?: number;
  /** Why the check fails, if it does. */
  failure?: string;
}

export async function publishResults(
  settings: Settings,
  context: EventContext,
  set: SuiteSetResults,
  notes: string[],
): Promise<Published> {
  const { summary, records } = set;
  const report: ReportInput = {
    summary,
    records,
    ...(set.runUrl ? { runUrl: set.runUrl } : {}),
    ...(set.stop ? { stop: set.stop } : {}),
    ...(set.pullRequest?.fromFork && set.ignoreErrors
      ? { ignoreErrors: true, notes: [FORK_NOTE] }
      : {}),
  };
  if (set.publish) {
    Object.assign(
      report,
      await chooseBaseline({
        source: settings.baseline,
        token: settings.githubToken,
        context,
        suiteSet: set.suiteSet,
        head: summary,
        headRecords: records,
        alpha: settings.alpha,
        base: set.pullRequest && { sha: set.pullRequest.baseSha, ref: set.pullRequest.baseRef },
        workflow: set.workflow,
      }),
    );
  }
  const regressions = report.comparison?.regressions ?? 0;
  const redact = set.redact ?? ((text: string) => text);
  const files = { summary, records, report: redact(renderReport(report)) };
  if (set.writeRecords) writeResultsDir(set.resultsDir, files);
  else writeJobFiles(set.resultsDir, files);

  // A regressed scheduled run does not become the baseline: the next one still compares with
  // the last good run, so its regression issue stays open until the regression is fixed.
  const regressedSchedule = context.eventName === 'schedule' && regressions > 0;
  if (
    set.publish &&
    set.mayBecomeBaseline &&
    settings.baseline === 'cache' &&
    savesBaseline(context) &&
    !regressedSchedule
  ) {
    await saveBaseline(
      join(set.resultsDir, SUMMARY_FILE),
      set.suiteSet,
      context.sha,
      context.workspace,
    );
  }

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
  const failure = failureReason(settings.failOn, summary, report.comparison, {
    ignoreErrors: set.ignoreErrors,
  });
  return {
    report,
    regressions,
    ...(commentUrl ? { commentUrl } : {}),
    ...(artifact ? { artifactId: artifact.id } : {}),
    ...(failure ? { failure } : {}),
  };
}
