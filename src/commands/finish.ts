// The end of `parley run` and `parley report`, written once: compare with the baseline, write
// summary.json, junit.xml and report.md (the pull-request comment's markdown, so it carries the
// comparison and why the job stopped early), print the console report, and turn the fail-on
// policy into the exit code.
import { relative } from 'node:path';
import { finalReport } from '../report/console.js';
import { renderReport } from '../report/index.js';
import { compareSummaries } from '../results/compare.js';
import { failureReason, type FailOn } from '../results/fail-on.js';
import { writeJobFiles, writeResultsDir } from '../results/files.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { stopNote, type RunStop } from '../results/stop.js';
import { formatComparison } from './compare.js';

export interface FinishedJob {
  resultsDir: string;
  summary: Summary;
  records: RunRecord[];
  stop?: RunStop;
  /** Scrubs configured secrets from what is rendered here (the engine already did the records). */
  redact?: (text: string) => string;
}

export interface FinishOptions {
  baseline?: Summary;
  alpha?: number;
  failOn: FailOn;
  quiet?: boolean;
  /** Write results.jsonl too (merged shards); a run streamed it already. */
  writeRecords?: boolean;
  /** What the last console line says of where the results are. */
  where: string;
}

export function finishJob(job: FinishedJob, options: FinishOptions): number {
  const { summary, records, stop } = job;
  const comparison = options.baseline
    ? compareSummaries(options.baseline, summary, { alpha: options.alpha, headRecords: records })
    : undefined;
  const report = renderReport({
    summary,
    records,
    comparison,
    ...(options.baseline
      ? {
          baseline: {
            sha: options.baseline.identity.commit ?? undefined,
            source: 'from the summary file given with --baseline',
          },
        }
      : {}),
    ...(stop ? { stop } : {}),
  });
  const files = { summary, records, report: job.redact ? job.redact(report) : report };
  if (options.writeRecords) writeResultsDir(job.resultsDir, files);
  else writeJobFiles(job.resultsDir, files);
  if (!options.quiet) {
    const notes = [...(stop ? [stopNote(stop)] : []), options.where];
    console.log(finalReport(summary, records, notes));
    if (comparison) console.log(`\nagainst the baseline:\n${formatComparison(comparison)}`);
  }
  const reason = failureReason(options.failOn, summary, comparison);
  if (reason) console.error(reason);
  return reason ? 1 : 0;
}

/** Relative when inside the working directory, else absolute: never a confusing ../../ path. */
export function displayPath(path: string, cwd = process.cwd()): string {
  const rel = relative(cwd, path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}
