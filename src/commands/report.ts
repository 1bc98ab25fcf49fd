// `parley report DIR...`: merges the results of shard jobs (or renders one results directory)
// into one results set with its summary, JUnit and markdown report. A directory without a
// summary.json stands for its subdirectories that have one (downloaded artifacts).
import { mergedSkillLift } from '../verdict/skill-lift-runs.js';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FAIL_ON, type FailOn } from '../verdict/fail-on.js';
import { readResultsDir, resultsDirBytes, ResultsReadError } from '../results/files.js';
import { impactReportOf } from '../results/impact.js';
import { MAX_MERGED_BYTES, MAX_SHARDS, MergeError, mergeShards } from '../results/merge.js';
import { readSummary } from './compare.js';
import { finishJob } from './finish.js';
import { ALPHA_HELP, alphaOption, baselineDirOf, cliFailOn } from './job-options.js';
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
    'fail-on':
      'P regressions, inconclusive, failures or never (default failures; regressions with --baseline)',
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
      const dirs = resultDirs(positionals);
      // Bounded before anything is read: a directory's files are bounded each, the set in all.
      if (dirs.length > MAX_SHARDS) {
        throw new UsageError(
          `${dirs.length} results directories, more than the ${MAX_SHARDS} shards allowed`,
        );
      }
      let bytes = 0;
      for (const dir of dirs) {
        bytes += resultsDirBytes(dir);
        if (bytes > MAX_MERGED_BYTES) {
          throw new UsageError(
            `the results directories hold more than the ${MAX_MERGED_BYTES} bytes allowed in all (reached at ${dir}); nothing was read`,
          );
        }
      }
      const shards = dirs.map(readResultsDir);
      merged = mergeShards(shards);
      // A skill-lift job's lift over every shard's tasks (each shard measured its own).
      const lift = mergedSkillLift(
        shards.map((s) => s.summary),
        merged.records,
      );
      if (lift) merged.summary.skill_lift = lift;
    } catch (error) {
      if (error instanceof MergeError || error instanceof ResultsReadError) {
        throw new UsageError(error.message);
      }
      throw error;
    }
    const out = resolve((values.output as string | undefined) ?? 'parley-results');
    return finishJob(
      { resultsDir: out, ...merged },
      {
        baseline,
        alpha,
        ...cliFailOn(failOnValue as FailOn | undefined, baseline !== undefined),
        ...(values.baseline !== undefined
          ? { baselineDir: baselineDirOf(values.baseline as string) }
          : {}),
        quiet: values.quiet as boolean | undefined,
        // The shards' impact selection: the tasks not re-run are listed, never compared.
        ...(merged.summary.impact ? { impact: impactReportOf(merged.summary.impact) } : {}),
        writeRecords: true,
        where: `merged results: ${out}`,
      },
    );
  },
};
