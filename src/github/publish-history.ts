// The history step of publishing a suite set (publish-results.ts): a push or scheduled run adds
// its per-task results to the suite set's history and saves it (history-store.ts), a pull
// request reads it; either writes history.jsonl and history.html into the results directory (so
// they are in the artifact). A push or schedule hands its report what the history says
// (report/history.ts), for the job summary and the regression issue.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import { appendRun, historyRunOf, renderHistory } from '../results/history.js';
import { HISTORY_FILE, HISTORY_HTML_FILE } from '../results/layout.js';
import { renderHistoryHtml } from '../report/html/history.js';
import type { ReportInput } from '../report/index.js';
import { historyTrends } from '../verdict/history-trends.js';
import type { Settings } from '../settings.js';
import { baselineOrigin } from './baseline.js';
import { savesBaseline, type EventContext } from './context.js';
import { restoreHistory, saveHistory } from './history-store.js';
import type { Summary } from '../results/schema.js';

/** What of a suite set's results the history needs (publish-results.ts SuiteSetResults). */
export interface HistorySet {
  suiteSet: string;
  summary: Summary;
  resultsDir: string;
  runUrl?: string;
  mayBecomeBaseline: boolean;
  pullRequest?: object;
}

export async function publishHistory(
  settings: Settings,
  context: EventContext,
  set: HistorySet,
  report: ReportInput,
): Promise<void> {
  if (settings.baseline === 'none') return;
  const adds = set.mayBecomeBaseline && savesBaseline(context);
  if (!adds && !set.pullRequest) return;
  const origin = baselineOrigin(settings.githubToken, context);
  const previous = await restoreHistory(set.suiteSet, context.workspace, origin);
  if (previous.note) {
    const then = adds ? 'it starts again from this run' : 'no history page';
    core.warning(`parley: history of ${set.suiteSet}: ${previous.note}: ${then}`);
  }
  const runs = adds
    ? appendRun(
        previous.runs,
        historyRunOf(set.summary, {
          event: context.eventName,
          runId: context.runId,
          ...(set.runUrl ? { runUrl: set.runUrl } : {}),
        }),
      )
    : previous.runs;
  if (adds) await saveHistory(runs, set.suiteSet, context);
  if (!runs.length) return;
  const trends = historyTrends(runs);
  try {
    writeFileSync(join(set.resultsDir, HISTORY_FILE), renderHistory(runs));
    writeFileSync(
      join(set.resultsDir, HISTORY_HTML_FILE),
      renderHistoryHtml(`Parley history: ${set.suiteSet}`, runs, trends),
    );
  } catch (error) {
    core.warning(`parley: the history files could not be written: ${(error as Error).message}`);
    return;
  }
  // The job summary and the regression issue of a push or schedule say it; a PR's comment names
  // flaky tasks already (flaky_on_main) and stays about the PR.
  if (adds) report.history = { runs: runs.length, trends };
}
