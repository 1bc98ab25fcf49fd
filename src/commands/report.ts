// `parley report DIR...`: merges the results of shard jobs (or renders one results directory)
// into one results set with its summary, JUnit and markdown report. A directory without a
// summary.json stands for its subdirectories that have one (downloaded artifacts).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { finalReport } from '../engine/console.js';
import { renderReport } from '../report/index.js';
import { compareSummaries } from '../results/compare.js';
import { FAIL_ON, failureReason, type FailOn } from '../results/fail-on.js';
import { renderJunit } from '../results/junit.js';
import { MergeError, mergeShards, readResultsDir } from '../results/merge.js';
import { ALPHA_HELP, alphaOption, formatComparison, readSummary } from './compare.js';
import { UsageError, type Command } from './types.js';

export function resultDirs(paths: string[]): string[] {
  return paths.flatMap((path) => {
    if (existsSync(join(path, 'summary.json'))) return [path];
    if (!existsSync(path)) throw new UsageError(`${path}: no such directory`);
    const subdirs = readdirSync(path, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(path, e.name, 'summary.json')))
      .map((e) => join(path, e.name))
      .sort();
    if (subdirs.length === 0)
      throw new UsageError(`${path}: no summary.json in it or its subdirectories`);
    return subdirs;
  });
}

export const reportCommand: Command = {
  name: 'report',
  usage: 'report DIR... [--output DIR] [--baseline FILE] [--alpha A] [--fail-on POLICY]',
  summary: 'Merge shard results into one results set and render the report',
  options: {
    output: { type: 'string', short: 'o' },
    baseline: { type: 'string' },
    alpha: { type: 'string' },
    'fail-on': { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
  },
  help: {
    output: 'DIR where the merged results go (default parley-results)',
    baseline: 'FILE compare with a base summary.json (or results directory)',
    alpha: ALPHA_HELP,
    'fail-on': 'P regressions, failures or never (default failures; regressions with --baseline)',
    quiet: 'no console report',
  },
  async run(values, positionals) {
    if (positionals.length === 0) throw new UsageError('expected one or more results directories');
    const failOnValue = values['fail-on'] as string | undefined;
    if (failOnValue !== undefined && !(FAIL_ON as readonly string[]).includes(failOnValue)) {
      throw new UsageError(
        `--fail-on: expected one of ${FAIL_ON.join(', ')}, got "${failOnValue}"`,
      );
    }
    const alpha = alphaOption(values.alpha);
    const baseline =
      values.baseline === undefined ? undefined : readSummary(values.baseline as string);
    let merged;
    try {
      merged = mergeShards(resultDirs(positionals).map(readResultsDir));
    } catch (error) {
      if (error instanceof MergeError) throw new UsageError(error.message);
      throw error;
    }
    const { summary, records } = merged;
    const out = resolve((values.output as string | undefined) ?? 'parley-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'results.jsonl'),
      records.map((r) => `${JSON.stringify(r)}\n`).join(''),
    );
    writeFileSync(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    writeFileSync(join(out, 'junit.xml'), renderJunit(summary, records));
    const comparison = baseline
      ? compareSummaries(baseline, summary, { alpha, headRecords: records })
      : undefined;
    writeFileSync(
      join(out, 'report.md'),
      renderReport({
        summary,
        records,
        comparison,
        baseline: baseline
          ? { sha: baseline.identity.commit ?? undefined, source: 'file' }
          : undefined,
      }),
    );
    if (!values.quiet) {
      console.log(finalReport(summary, records, [`merged results: ${out}`]));
      if (comparison) console.log(`\nagainst the baseline:\n${formatComparison(comparison)}`);
    }
    const policy: FailOn =
      (failOnValue as FailOn | undefined) ?? (baseline ? 'regressions' : 'failures');
    const reason = failureReason(policy, summary, comparison);
    if (reason) console.error(reason);
    return reason ? 1 : 0;
  },
};
