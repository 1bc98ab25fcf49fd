// Uploads the results directory as one artifact. Soft failure: a failed upload is a warning
// with the reason and the report is still written; the caller gets null.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';

export interface UploadedArtifact {
  id: number;
  name: string;
  size: number;
}

/** Artifact names may not contain these (actions/upload-artifact's rule). */
const INVALID = /["':<>|*?\\/\r\n]/g;

/**
 * parley-results-<suite set>[-shard-i-of-n]-attempt-<n>: unique per suite set, shard and run
 * attempt, so matrix jobs and re-runs never collide.
 */
export function defaultArtifactName(
  suiteSet: string,
  runAttempt: string,
  shard?: { index: number; total: number },
): string {
  const shardPart = shard ? `-shard-${shard.index}-of-${shard.total}` : '';
  return `parley-results-${suiteSet}${shardPart}-attempt-${runAttempt || '1'}`.replace(
    INVALID,
    '-',
  );
}

/** The suite set as a name part and folder: no dots, so never `..` in a path. */
export const suiteSetSlug = (suiteSet: string) => suiteSet.replace(/[^A-Za-z0-9_+-]+/g, '-');

/**
 * parley-report-<suite set>-attempt-<n>: the merged results of a report or confirm job, named
 * so that report mode never collects them again.
 */
export const mergedArtifactName = (suiteSet: string, runAttempt: string) =>
  `parley-report-${suiteSetSlug(suiteSet)}-attempt-${runAttempt || '1'}`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

export async function uploadResults(dir: string, name: string): Promise<UploadedArtifact | null> {
  const root = resolve(dir);
  try {
    if (!statSync(root).isDirectory()) throw new Error(`${dir} is not a directory`);
    const files = filesUnder(root);
    if (files.length === 0) throw new Error(`${dir} holds no files`);
    // Loaded when used: the artifact client is most of the action's bundle.
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const client = new DefaultArtifactClient();
    const result = await client.uploadArtifact(name, files, root, { compressionLevel: 6 });
    if (result.id === undefined) throw new Error('the artifact service returned no artifact id');
    core.info(`parley: uploaded the results as artifact "${name}" (id ${result.id})`);
    return { id: result.id, name, size: result.size ?? 0 };
  } catch (error) {
    core.warning(
      `parley: could not upload the results artifact "${name}": ${(error as Error).message}. ` +
        'The report is still written to the job summary.',
    );
    return null;
  }
}

export interface ArtifactNameParts {
  suiteSet: string;
  shard?: { index: number; total: number };
  attempt: number;
}

const NAME = /^parley-results-(.+?)(?:-shard-(\d+)-of-(\d+))?-attempt-(\d+)$/;

/** The parts of a defaultArtifactName(); null for any other artifact. */
export function parseArtifactName(name: string): ArtifactNameParts | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const parts: ArtifactNameParts = { suiteSet: m[1]!, attempt: Number(m[4]) };
  if (m[2]) parts.shard = { index: Number(m[2]), total: Number(m[3]) };
  return parts;
}
