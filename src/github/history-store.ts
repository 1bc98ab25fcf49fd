// The suite set's history (results/history.ts) in the Actions cache. Every push or scheduled run
// restores the newest entry, appends its own run, trims to the last MAX_HISTORY_RUNS and saves it
// under a key of its own (parley-history-<suite set>@<sha>.<run id>.<attempt>); pull requests
// restore it and save nothing. Apart from the baseline's entry for two reasons: a regressed
// scheduled run saves no baseline and a second run of one commit finds the baseline's key taken,
// yet both belong in the history; and a cache entry's version hashes its paths, so a file added
// to the baseline's entry would hide every baseline saved before from the restores. Like the
// baseline, an entry is used only when the push or scheduled run that saved it attests its bytes
// (baseline-origin.ts). Soft throughout: a history that cannot be read starts again (a warning),
// one that cannot be saved is a warning; never a failed job.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as core from '@actions/core';
import { ResultsReadError } from '../results/files.js';
import { parseHistory, renderHistory } from '../results/history.js';
import type { HistoryRun } from '../results/history-schema.js';
import { HISTORY_CACHE_DIR, MAX_HISTORY_BYTES } from '../results/layout.js';
import { FileReadError, readRegularFile } from '../shared/read-file.js';
import { attestBaseline, unattested, type AttestationOrigin } from './baseline-origin.js';
import { readCache } from './cache-read.js';

/** The cache entry's path, relative to the workspace: the same string on every runner. */
export function historyPath(suiteSet: string): string {
  return `${HISTORY_CACHE_DIR}/${suiteSet.replace(/[^A-Za-z0-9._-]/g, '-')}.jsonl`;
}

// '@' ends the suite set, as in the baseline's keys; the sha follows, then this run.
export function historyKeyPrefix(suiteSet: string): string {
  return `parley-history-${suiteSet.replace(/,/g, '-')}@`;
}

const cacheClient = () => import('@actions/cache');

/** The newest saved history of the suite set, attested; or no runs and why. */
export async function restoreHistory(
  suiteSet: string,
  workspace: string,
  origin: AttestationOrigin,
): Promise<{ runs: HistoryRun[]; note?: string }> {
  const path = historyPath(suiteSet);
  const prefix = historyKeyPrefix(suiteSet);
  try {
    const cache = await cacheClient();
    if (!cache.isFeatureAvailable()) {
      return { runs: [], note: 'the Actions cache service is not available to this job' };
    }
    const lookup = await readCache(() => cache.restoreCache([path], prefix, [prefix]));
    if ('failure' in lookup)
      return { runs: [], note: `the cache could not be read (${lookup.failure})` };
    if ('missing' in lookup) return { runs: [] };
    const file = join(workspace, path);
    if (!existsSync(file))
      return { runs: [], note: `cache entry ${lookup.matched} held no ${path}` };
    const bytes = readRegularFile(file, MAX_HISTORY_BYTES);
    const runs = parseHistory(bytes.toString('utf8'), path);
    const sha = lookup.matched.slice(prefix.length).split('.')[0] ?? '';
    const why = await unattested(origin, sha, bytes);
    if (why) return { runs: [], note: `cache entry ${lookup.matched} is not used: ${why}` };
    return { runs };
  } catch (error) {
    if (error instanceof ResultsReadError || error instanceof FileReadError) {
      return { runs: [], note: `the saved history is not valid (${error.message})` };
    }
    return { runs: [], note: `the history could not be restored (${(error as Error).message})` };
  }
}

/** Saves this run's history under its own key and attests it; a warning when it cannot. */
export async function saveHistory(
  runs: readonly HistoryRun[],
  suiteSet: string,
  run: { sha: string; runId: string; runAttempt: string; workspace: string },
): Promise<boolean> {
  const path = historyPath(suiteSet);
  const key = `${historyKeyPrefix(suiteSet)}${run.sha}.${run.runId || 'local'}.${run.runAttempt || '1'}`;
  const text = renderHistory(runs);
  try {
    const cache = await cacheClient();
    if (!cache.isFeatureAvailable()) {
      core.warning('parley: history not saved: the Actions cache service is not available');
      return false;
    }
    const file = join(run.workspace, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    const id = await cache.saveCache([path], key);
    if (id === -1) {
      core.warning(`parley: history ${key} was not saved (see the cache messages above)`);
      return false;
    }
    const failed = await attestBaseline(text);
    if (failed) {
      core.warning(
        `parley: history ${key} was saved but not attested (${failed}): later runs will not use it`,
      );
    }
    core.info(`parley: saved the history of ${runs.length} run(s) as ${key}`);
    return true;
  } catch (error) {
    core.warning(`parley: history not saved: ${(error as Error).message}`);
    return false;
  }
}
