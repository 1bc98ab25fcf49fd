// The end of `parley run` and `parley report`, written once: compare with the baseline, write
// summary.json, junit.xml, report.md (the pull-request comment's markdown, so it carries the
// comparison and why the job stopped early) and report.html (the conversations), print the
// console report, and turn the fail-on policy into the exit code.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { finalReport } from '../report/console.js';
import { pickPairs, type RunPair } from '../report/html/index.js';
import { costLine } from '../report/cost.js';
import { bestModelLine } from '../report/models.js';
import { priceModelComparison } from '../results/model-comparison.js';
import { renderReport, type ReportInput } from '../report/index.js';
import { compareSummaries, type Comparison } from '../verdict/compare.js';
import { failureReason, type FailOn } from '../verdict/fail-on.js';
import { markFlakyOnMain } from '../verdict/flaky.js';
import {
  RESULTS_FILE,
  ResultsReadError,
  recordsOf,
  writeJobFiles,
  writeResultsDir,
} from '../results/files.js';
import { headRuns, jobCost, writeJobHtml, type JobEnd } from '../report/job-end.js';
import type { JobLedger } from '../results/ledger.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { stopNote, type RunStop } from '../results/stop.js';
import type { PriceTable } from '../suites/schema/prices.js';
import { styleFor } from '../shared/colour.js';
import { formatComparison } from './compare.js';
import {
  baseOfTasksThatRan,
  impactLine,
  summaryImpact,
  withBaseResults,
  type ImpactReport,
} from '../results/impact.js';

export interface FinishedJob {
  resultsDir: string;
  summary: Summary;
  records: RunRecord[];
  stop?: RunStop;
  /** Scrubs configured secrets from what is rendered here (the engine already did the records). */
  redact?: (text: string) => string;
  /** The `prices` table: summary.json and the report say what the runs cost. */
  prices?: PriceTable;
  /** What this process wrote to results.jsonl (a run's result): the end needs no read back. */
  ledger?: JobLedger;
}

export interface FinishOptions {
  baseline?: Summary;
  /** The baseline's results directory: with its results.jsonl, report.html shows base and head side by side. */
  baselineDir?: string;
  /** The comparison with `baseline` when the caller made it already (confirmed by re-runs). */
  comparison?: Comparison;
  alpha?: number;
  failOn: FailOn;
  /** Why this policy, when the user did not choose it: said when it fails the job. */
  failOnNote?: string;
  quiet?: boolean;
  /** Write results.jsonl too (merged shards); a run streamed it already. */
  writeRecords?: boolean;
  /** What the last console line says of where the results are. */
  where: string;
  /** A markdown line put before the report (a re-grade says what it re-graded). */
  preface?: string;
  /** --changed-since: the tasks not re-run are left out of the comparison and listed. */
  impact?: ImpactReport;
}

export function finishJob(job: FinishedJob, options: FinishOptions): number {
  const { summary, records, stop } = job;
  // Every run the job made, confirmation and base runs too (results.jsonl has them all).
  const end = { ...job, writeRecords: !!options.writeRecords };
  if (job.prices) summary.cost = jobCost(end, job.prices);
  if (summary.models) summary.models = priceModelComparison(summary.models, summary.cost);
  const impact = options.impact && withBaseResults(options.impact, options.baseline);
  // What the job did, in summary.json too: `parley report` merges shards by it.
  if (impact) summary.impact = summaryImpact(impact);
  const baseline =
    options.baseline && impact && !impact.all
      ? baseOfTasksThatRan(options.baseline, impact.notRerun)
      : options.baseline;
  // Nothing re-ran because no task's inputs changed: nothing can have failed or regressed.
  const unchanged = !!impact && !impact.all && summary.counts.runs === 0;
  const comparison = unchanged
    ? undefined
    : (options.comparison ??
      (baseline
        ? compareSummaries(baseline, summary, { alpha: options.alpha, headRecords: records })
        : undefined));
  // The head's tasks flaky on the base branch, from the baseline's pools (summary.json, report).
  if (options.baseline) markFlakyOnMain(summary, options.baseline);
  const input: ReportInput = {
    summary,
    records,
    ...(comparison ? { comparison } : {}),
    ...(options.baseline
      ? {
          baseline: {
            sha: options.baseline.identity.commit ?? undefined,
            source: 'from the summary file given with --baseline',
          },
        }
      : {}),
    ...(stop ? { stop } : {}),
    ...(impact ? { impact } : {}),
  };
  const rendered = renderReport(input);
  const report = options.preface ? `${options.preface}\n\n${rendered}` : rendered;
  const files = { summary, records, report: job.redact ? job.redact(report) : report };
  if (options.writeRecords) writeResultsDir(job.resultsDir, files);
  else writeJobFiles(job.resultsDir, files);
  const pairs =
    comparison && options.baselineDir ? sideBySide(comparison, options.baselineDir, end) : [];
  // The conversations: spooled as the runs were written, or read from results.jsonl.
  writeJobHtml(end, { ...input, ...(job.redact ? { redact: job.redact } : {}), pairs });
  if (!options.quiet) {
    // A link a terminal opens with a click: the conversations, and base and head side by side.
    const page = pathToFileURL(join(job.resultsDir, 'report.html')).href;
    const conversations = `conversations: ${page}${pairs.length ? ` (base and head side by side: ${pairs.length} task(s))` : ''}`;
    const cost = costLine(summary);
    const notes = [
      ...(stop ? [stopNote(stop)] : []),
      ...(impact ? [impactLine(impact)] : []),
      ...(cost ? [cost] : []),
      ...(summary.models ? [bestModelLine(summary.models)] : []),
      `${options.where}\n${conversations}`,
    ];
    console.log(finalReport(summary, records, notes, styleFor(process.stdout)));
    if (comparison) console.log(`\nagainst the baseline:\n${formatComparison(comparison)}`);
  }
  const reason = unchanged ? null : failureReason(options.failOn, summary, comparison);
  // The last line says how the job ended, in the colour of its exit code.
  if (reason) console.error(styleFor(process.stderr).red(reason));
  else if (!options.quiet)
    console.log(styleFor(process.stdout).green(`parley: passed (fail-on: ${options.failOn})`));
  if (reason && options.failOnNote) console.error(`parley: ${options.failOnNote}`);
  return reason ? 1 : 0;
}

/** The base's and head's runs of the tasks that dropped; none when the base has no results.jsonl. */
function sideBySide(comparison: Comparison, baselineDir: string, job: JobEnd): RunPair[] {
  if (!existsSync(join(baselineDir, RESULTS_FILE))) return [];
  try {
    // The base's file is untrusted (a fork's artifact, a cache entry): validated. The head's
    // is this job's own when it ran here.
    return pickPairs(comparison, recordsOf(baselineDir), headRuns(job));
  } catch (error) {
    // A base results.jsonl that cannot be read costs the side-by-side view, not the job.
    if (error instanceof ResultsReadError) return [];
    throw error;
  }
}
