// Downloads results artifacts (this run's, or another run's with `findBy`). They are untrusted
// (a fork's pull_request workflow uploads them): the number of artifacts and each archive's size
// are bounded before anything is downloaded, the archive is read with bounded inflation, only
// summary.json and results.jsonl are taken out of it, within a byte budget shared by every
// artifact of the suite set, and read (schema-validated) once all of them are in.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FindOptions } from '@actions/artifact';
import { MAX_RESULTS_BYTES, MAX_SUMMARY_BYTES, readResultsDir } from '../results/files.js';
import type { ShardResults } from '../results/merge.js';
import { readZipEntries } from '../results/zip.js';
import { parseArtifactName, type ArtifactNameParts } from './artifact.js';

/** More shards than any matrix needs; a run listing more Parley artifacts is refused. */
export const MAX_ARTIFACTS = 64;
/** A results archive bigger than this is refused before it is downloaded. */
export const MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 100;
const RESULT_FILES = ['summary.json', 'results.jsonl'] as const;

export type ArtifactSource = FindOptions['findBy'] | undefined;

export interface ResultsArtifact extends ArtifactNameParts {
  id: number;
  name: string;
  size: number;
}

/** A fresh directory under the runner's temp directory for downloads. */
export function scratchDir(label: string): string {
  return mkdtempSync(join(process.env.RUNNER_TEMP || tmpdir(), `parley-${label}-`));
}

export class ArtifactError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArtifactError';
  }
}

/** Parley's results artifacts of the run (the newest of each name), bounded in number. */
export async function listResultsArtifacts(source: ArtifactSource): Promise<ResultsArtifact[]> {
  // Loaded when used: the artifact client (and the Azure storage SDK) is most of the action's
  // bundle, and most jobs never download one.
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts({
    latest: true,
    ...(source ? { findBy: source } : {}),
  });
  const ours = artifacts.flatMap((a) => {
    const parts = parseArtifactName(a.name);
    return parts ? [{ ...parts, id: a.id, name: a.name, size: a.size }] : [];
  });
  if (ours.length > MAX_ARTIFACTS) {
    throw new ArtifactError(
      `the run has ${ours.length} Parley results artifacts, more than the ${MAX_ARTIFACTS} allowed`,
    );
  }
  return ours;
}

/** Why an artifact is refused by its listed size, if it is. */
export function oversized(artifact: ResultsArtifact): string | undefined {
  return artifact.size > MAX_ARTIFACT_BYTES
    ? `artifact "${artifact.name}": ${artifact.size} bytes, more than the ${MAX_ARTIFACT_BYTES} allowed; not downloaded`
    : undefined;
}

/** What the artifacts of one suite set may still inflate to, in bytes (shared by its downloads). */
export interface ByteBudget {
  remaining: number;
  /** The whole budget, for the message. */
  readonly total: number;
}

/**
 * Downloads one artifact into `dir` (summary.json + results.jsonl) without reading them; their
 * inflated size comes out of `budget`, and an artifact that would exceed it is refused.
 */
export async function downloadResultsFiles(
  artifact: ResultsArtifact,
  source: ArtifactSource,
  dir: string,
  budget: ByteBudget,
): Promise<void> {
  const label = `artifact "${artifact.name}"`;
  const tooBig = oversized(artifact);
  if (tooBig) throw new ArtifactError(tooBig);
  const raw = mkdtempSync(`${dir}.zip-`);
  try {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const client = new DefaultArtifactClient();
    await client.downloadArtifact(artifact.id, {
      path: raw,
      skipDecompress: true,
      ...(source ? { findBy: source } : {}),
    });
    const [file] = readdirSync(raw);
    if (!file) throw new ArtifactError(`${label}: the download wrote no file`);
    const size = statSync(join(raw, file)).size;
    if (size > MAX_ARTIFACT_BYTES) {
      throw new ArtifactError(
        `${label}: ${size} bytes, more than the ${MAX_ARTIFACT_BYTES} allowed`,
      );
    }
    let entries: Map<string, Buffer>;
    try {
      entries = readZipEntries(readFileSync(join(raw, file)), RESULT_FILES, {
        maxEntries: MAX_ZIP_ENTRIES,
        maxEntryBytes: Math.max(MAX_RESULTS_BYTES, MAX_SUMMARY_BYTES),
      });
    } catch (error) {
      throw new ArtifactError(`${label}: ${(error as Error).message}`);
    }
    let bytes = 0;
    for (const name of RESULT_FILES) {
      const content = entries.get(name);
      if (!content) throw new ArtifactError(`${label}: holds no ${name}`);
      bytes += content.length;
    }
    if (bytes > budget.remaining) {
      throw new ArtifactError(
        `${label}: the suite set's artifacts hold more than the ${budget.total} bytes allowed in all; not read`,
      );
    }
    budget.remaining -= bytes;
    mkdirSync(dir, { recursive: true });
    for (const name of RESULT_FILES) writeFileSync(join(dir, name), entries.get(name)!);
  } finally {
    rmSync(raw, { recursive: true, force: true });
  }
}

/** Reads and validates what downloadResultsFiles wrote to `dir`. */
export function readDownloadedResults(artifact: ResultsArtifact, dir: string): ShardResults {
  const label = `artifact "${artifact.name}"`;
  try {
    return readResultsDir(dir);
  } catch (error) {
    // Name the file inside the artifact, not the temporary directory it was written to.
    const message = (error as Error).message.split(`${dir}/`).join('').split(dir).join('it');
    throw new ArtifactError(`${label}: ${message}`);
  }
}
