// Publishing a report, shared by run mode and report mode: the sticky pull-request comment and
// the scheduled-run regression issue. Each fails softly (a note in the job summary and a
// warning or notice in the log), so the report always reaches the job summary.
import * as core from '@actions/core';
import { commentMarker, refusalReport, renderReport, type ReportInput } from '../report/index.js';
import type { Settings } from '../settings.js';
import { CommentForbiddenError, upsertComment } from './comment.js';
import type { EventContext } from './context.js';
import { issueMarker, syncRegressionIssue } from './regression-issue.js';

export interface CommentPlace {
  number: number;
  fromFork: boolean;
}

/** Posts or updates the suite set's comment; its URL, or undefined (with a note why). */
export async function publishComment(
  settings: Settings,
  context: EventContext,
  pullRequest: CommentPlace,
  suiteSet: string,
  report: ReportInput,
  notes: string[],
): Promise<string | undefined> {
  if (!settings.githubToken) {
    notes.push('No pull-request comment: the "github-token" input is empty.');
    return undefined;
  }
  const marker = commentMarker(suiteSet);
  return upsertSticky(
    settings,
    context,
    pullRequest,
    marker,
    renderReport({ ...report, marker }),
    notes,
  );
}

/** Report mode refused a suite set's artifacts: the sticky comment says so, and why. */
export async function publishRefusal(
  settings: Settings,
  context: EventContext,
  pullRequest: CommentPlace,
  suiteSet: string,
  reason: string,
  runUrl: string | undefined,
  notes: string[],
): Promise<string | undefined> {
  if (!settings.githubToken) return undefined;
  const marker = commentMarker(suiteSet);
  const body = `${marker}\n${refusalReport(suiteSet, reason, runUrl)}`;
  return upsertSticky(settings, context, pullRequest, marker, body, notes);
}

/** Creates or updates the sticky comment; soft failure (a note and a log line). */
async function upsertSticky(
  settings: Settings,
  context: EventContext,
  pullRequest: CommentPlace,
  marker: string,
  body: string,
  notes: string[],
): Promise<string | undefined> {
  try {
    const posted = await upsertComment(
      {
        token: settings.githubToken,
        owner: context.owner,
        repo: context.repo,
        issueNumber: pullRequest.number,
      },
      marker,
      body,
    );
    core.info(`parley: ${posted.action} the pull-request comment ${posted.url}`);
    return posted.url;
  } catch (error) {
    const message = (error as Error).message;
    if (error instanceof CommentForbiddenError || pullRequest.fromFork) {
      notes.push(
        `The pull-request comment could not be posted: ${message}. This report is the job summary instead.`,
      );
      core.notice(`parley: no pull-request comment: ${message}`);
    } else {
      notes.push(`The pull-request comment could not be posted: ${message}.`);
      core.warning(`parley: could not post the pull-request comment: ${message}`);
    }
    return undefined;
  }
}

/** Scheduled runs with issue-on-regression: open, update or close the suite set's issue. */
export async function publishRegressionIssue(
  settings: Settings,
  context: EventContext,
  suiteSet: string,
  report: ReportInput,
  notes: string[],
): Promise<void> {
  if (!settings.issueOnRegression || context.eventName !== 'schedule') return;
  if (!report.comparison) {
    notes.push('No regression issue: there was no baseline to compare with.');
    return;
  }
  if (!settings.githubToken) {
    notes.push('No regression issue: the "github-token" input is empty.');
    return;
  }
  const marker = issueMarker(suiteSet);
  try {
    const synced = await syncRegressionIssue(
      settings.githubToken,
      { owner: context.owner, repo: context.repo },
      suiteSet,
      report.comparison.regressions,
      renderReport({ ...report, marker }),
      report.runUrl,
    );
    if (synced.action !== 'none') {
      core.info(`parley: ${synced.action} the regression issue ${synced.url}`);
      notes.push(`Regression issue ${synced.action}: ${synced.url}`);
    }
  } catch (error) {
    const message = (error as Error).message;
    notes.push(`The regression issue could not be updated: ${message} (needs \`issues: write\`).`);
    core.warning(`parley: could not update the regression issue: ${message}`);
  }
}
