// Report mode's input: every Parley results artifact of a workflow run, grouped by suite set
// (one report and one comment each), the newest attempt of each shard, downloaded, validated
// and merged. A group that cannot be merged (a shard missing, duplicated, inconsistent or
// tampered with) carries the reason instead, naming the shard or the artifact.
import { mergedSkillLift } from '../verdict/skill-lift-runs.js';
import { join } from 'node:path';
import {
  MAX_MERGED_BYTES,
  mergeShards,
  shardBoundsProblem,
  type ShardResults,
} from '../results/merge.js';
import { impactReportOf, type ImpactReport } from '../results/impact.js';
import type { RunRecord, Summary } from '../results/schema.js';
import {
  downloadResultsFiles,
  listResultsArtifacts,
  oversized,
  readDownloadedResults,
  type ArtifactSource,
  type ResultsArtifact,
} from './artifact-download.js';

/**
 * The impact selection merged results record (summary.json's `impact`, results/merge.ts), as
 * the compare step takes it: the tasks not re-run are cut from the comparison as one job cuts
 * them. Only a pull request of this repository gets impact selection (github/impact.ts); a
 * fork's artifact (or any other run's) that claims tasks were not re-run is untrusted: the claim
 * is dropped from the merged summary and said in a note, and those tasks compare as not run.
 */
export function trustedImpact(
  merged: { summary: Summary },
  pullRequest: { fromFork: boolean } | undefined,
): { impact?: ImpactReport; notes?: string[] } {
  const recorded = merged.summary.impact;
  if (!recorded) return {};
  if (pullRequest && !pullRequest.fromFork) return { impact: impactReportOf(recorded) };
  delete merged.summary.impact;
  const claimed = recorded.all ? 0 : recorded.not_rerun.length;
  if (!claimed) return {};
  const whose = pullRequest
    ? "a fork's pull request"
    : 'results that are not a pull request of this repository';
  return {
    notes: [
      `The results claim ${claimed} task(s) were not re-run (impact selection), which ${whose} never gets: the claim is ignored and those tasks count as not run.`,
    ],
  };
}

export interface ResultsGroup {
  suiteSet: string;
  artifacts: ResultsArtifact[];
  merged?: { summary: Summary; records: RunRecord[] };
  error?: string;
}

const shardLabel = (a: ResultsArtifact) => (a.shard ? `${a.shard.index}/${a.shard.total}` : null);

/** The newest attempt of each shard (re-run jobs upload again under a new attempt number). */
function newestAttempts(artifacts: ResultsArtifact[]): ResultsArtifact[] {
  const newest = new Map<string, ResultsArtifact>();
  for (const a of artifacts) {
    const key = shardLabel(a) ?? 'whole';
    const seen = newest.get(key);
    if (!seen || a.attempt > seen.attempt) newest.set(key, a);
  }
  return [...newest.values()].sort(
    (a, b) => (a.shard?.index ?? 0) - (b.shard?.index ?? 0) || a.name.localeCompare(b.name),
  );
}

/** A shard name out of bounds (a fork can name its artifact anything), before anything else. */
function shardNameProblem(group: ResultsArtifact[]): string | undefined {
  for (const a of group) {
    const problem = a.shard && shardBoundsProblem(a.shard.index, a.shard.total);
    if (problem) {
      return `artifact "${a.name}" is named shard ${a.shard!.index}/${a.shard!.total}: ${problem}; nothing was downloaded`;
    }
  }
  return undefined;
}

/** Shards missing by name, before anything is downloaded (names within bounds only). */
function missingShards(group: ResultsArtifact[]): string[] {
  const totals = [...new Set(group.flatMap((a) => (a.shard ? [a.shard.total] : [])))];
  if (totals.length !== 1) return [];
  const total = totals[0]!;
  const problems: string[] = [];
  for (let i = 1; i <= total; i++) {
    if (!group.some((a) => a.shard?.index === i)) problems.push(`shard ${i}/${total} is missing`);
  }
  return problems;
}

async function mergeGroup(
  suiteSet: string,
  artifacts: ResultsArtifact[],
  source: ArtifactSource,
  workDir: string,
): Promise<ResultsGroup> {
  const group: ResultsGroup = { suiteSet, artifacts };
  const badName = shardNameProblem(artifacts);
  if (badName) {
    group.error = `suite set "${suiteSet}": ${badName}`;
    return group;
  }
  const tooBig = artifacts.map(oversized).find(Boolean);
  if (tooBig) {
    group.error = `suite set "${suiteSet}": ${tooBig}`;
    return group;
  }
  const listed = artifacts.reduce((n, a) => n + a.size, 0);
  if (listed > MAX_MERGED_BYTES) {
    group.error = `suite set "${suiteSet}": its ${artifacts.length} artifact(s) are ${listed} bytes, more than the ${MAX_MERGED_BYTES} allowed in all; nothing was downloaded`;
    return group;
  }
  const missing = missingShards(artifacts);
  if (missing.length) {
    group.error = `suite set "${suiteSet}": incomplete shard set: ${missing.join('; ')} (found: ${artifacts.map((a) => a.name).join(', ')})`;
    return group;
  }
  try {
    // Every artifact in first, within one byte budget, then read: never more than the budget
    // of results in memory, however many shards claim to be just under the per-file limit.
    const budget = { remaining: MAX_MERGED_BYTES, total: MAX_MERGED_BYTES };
    const dirOf = (a: ResultsArtifact) => join(workDir, `artifact-${a.id}`);
    for (const artifact of artifacts) {
      await downloadResultsFiles(artifact, source, dirOf(artifact), budget);
    }
    const shards: ShardResults[] = [];
    for (const artifact of artifacts) {
      const shard = readDownloadedResults(artifact, dirOf(artifact));
      const claimed = shardLabel(artifact);
      if (shard.summary.identity.shard !== claimed) {
        throw new Error(
          `artifact "${artifact.name}" is named shard ${claimed ?? '(none)'} but its summary.json says ${shard.summary.identity.shard ?? '(none)'}`,
        );
      }
      shards.push({ ...shard, dir: `artifact "${artifact.name}"` });
    }
    group.merged = mergeShards(shards);
    // A skill-lift job's lift over every shard's tasks (each shard measured its own).
    const lift = mergedSkillLift(
      shards.map((s) => s.summary),
      group.merged.records,
    );
    if (lift) group.merged.summary.skill_lift = lift;
  } catch (error) {
    group.error = `suite set "${suiteSet}": ${(error as Error).message}`;
  }
  return group;
}

/** Every suite set's merged results of the run (or why it could not be merged). */
export async function collectResults(
  source: ArtifactSource,
  workDir: string,
): Promise<ResultsGroup[]> {
  const artifacts = await listResultsArtifacts(source);
  const bySet = new Map<string, ResultsArtifact[]>();
  for (const a of artifacts) bySet.set(a.suiteSet, [...(bySet.get(a.suiteSet) ?? []), a]);
  const groups: ResultsGroup[] = [];
  for (const [suiteSet, all] of [...bySet].sort(([a], [b]) => a.localeCompare(b))) {
    groups.push(await mergeGroup(suiteSet, newestAttempts(all), source, workDir));
  }
  return groups;
}
