// The baseline: the base branch's summary.json, kept in the Actions cache. Pushes and schedules
// save it under parley-baseline-<suite set>@<sha>; pull requests restore the base sha's entry,
// else the newest entry of the suite set (restore-key prefix). Soft failure throughout: a cache
// problem is a warning and "no baseline", never a failed step. An entry is used (restored, or
// pooled with) only when the push or scheduled run that saved it attests it (baseline-origin.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as core from '@actions/core';
import { MAX_SUMMARY_BYTES, parseSummary, ResultsReadError } from '../results/files.js';
import { addToPool } from '../verdict/pool.js';
import type { Summary } from '../results/schema.js';
import { FileReadError, readRegularFile } from '../shared/read-file.js';
import { attestBaseline, unattested, type AttestationOrigin } from './baseline-origin.js';
import { cacheUnreadable, noCachedBaseline } from './baseline-notes.js';
import { readCache } from './cache-read.js';
import type { RepoRef } from './rest.js';

/**
 * What checks who saved an entry: the token (`actions: read`), this repository and the workflow
 * running now (baseline-origin.ts).
 */
export type BaselineOrigin = AttestationOrigin;

/** The origin check of this run: its token, repository and workflow. */
export function baselineOrigin(
  token: string,
  context: RepoRef & { workflowFile?: string; runId?: string },
): BaselineOrigin {
  return {
    token,
    owner: context.owner,
    repo: context.repo,
    ...(context.workflowFile ? { workflowFile: context.workflowFile } : {}),
    ...(context.runId ? { runId: context.runId } : {}),
  };
}

/**
 * Where the cached summary lives, relative to the workspace: cache versions hash the path as
 * given, so it must be the same string on every runner.
 */
export const BASELINE_PATH = '.parley-baseline/summary.json';

// '@' ends the suite set: no suite set name holds one, so the restore prefix of `agent` can never
// match `agent-scaffolder`'s entries (a '-' could).
export function baselineKeyPrefix(suiteSet: string): string {
  return `parley-baseline-${suiteSet.replace(/,/g, '-')}@`;
}

export function baselineKey(suiteSet: string, sha: string): string {
  return `${baselineKeyPrefix(suiteSet)}${sha}`;
}

export interface BaselineResult {
  summary: Summary;
  sha?: string;
  key: string;
  source: string;
}

/** The Actions cache client, loaded when a baseline is read or saved (most of it is Azure's SDK). */
const cacheClient = () => import('@actions/cache');

async function cacheUnavailable(): Promise<string | null> {
  if (!(await cacheClient()).isFeatureAvailable())
    return 'the Actions cache service is not available to this job';
  return null;
}

/**
 * The branch's newest saved baseline (the previous push's or schedule's), restored into
 * BASELINE_PATH and validated like any untrusted summary; null when there is none.
 */
async function previousBaseline(
  suiteSet: string,
  key: string,
  target: string,
  origin: BaselineOrigin,
): Promise<Summary | null> {
  const prefix = baselineKeyPrefix(suiteSet);
  const matched = await (await cacheClient()).restoreCache([BASELINE_PATH], key, [prefix]);
  if (!matched || !existsSync(target)) return null;
  const read = await readEntry(target, matched, prefix, origin);
  if ('note' in read) core.warning(`parley: ${read.note}: not pooled with it`);
  return 'summary' in read ? read.summary : null;
}

/** A restored entry, validated and checked for origin; or why it is not used. */
async function readEntry(
  target: string,
  matched: string,
  prefix: string,
  origin: BaselineOrigin,
): Promise<{ summary: Summary } | { note: string }> {
  let bytes: Buffer;
  let summary: Summary;
  try {
    bytes = readRegularFile(target, MAX_SUMMARY_BYTES);
    summary = parseSummary(bytes.toString('utf8'), target);
  } catch (error) {
    if (!(error instanceof ResultsReadError || error instanceof FileReadError)) throw error;
    return { note: `cache entry ${matched} is not a valid summary.json (${error.message})` };
  }
  const why = await unattested(origin, matched.slice(prefix.length), bytes);
  if (why) return { note: `cache entry ${matched} is not used: ${why}` };
  return { summary };
}

/**
 * Saves the summary for later pull requests; an existing entry for the key is left alone.
 * `pool` > 1: the branch's previous baseline's per-task pools plus this run's (results/pool.ts).
 */
export async function saveBaseline(
  summary: Summary,
  suiteSet: string,
  sha: string,
  workspace: string,
  origin: BaselineOrigin,
  pool = 1,
  maxAgeDays?: number,
): Promise<'saved' | 'exists' | 'skipped'> {
  const key = baselineKey(suiteSet, sha);
  const unavailable = await cacheUnavailable();
  if (unavailable) {
    core.warning(`parley: baseline not saved: ${unavailable}`);
    return 'skipped';
  }
  const target = join(workspace, BASELINE_PATH);
  try {
    mkdirSync(dirname(target), { recursive: true });
    const found = await (
      await cacheClient()
    ).restoreCache([BASELINE_PATH], key, [], { lookupOnly: true });
    if (found === key) {
      core.info(`parley: baseline ${key} already saved`);
      return 'exists';
    }
    const previous = pool > 1 ? await previousBaseline(suiteSet, key, target, origin) : null;
    const saved = addToPool(previous, summary, pool, maxAgeDays ? { maxAgeDays } : {});
    const text = `${JSON.stringify(saved, null, 2)}\n`;
    writeFileSync(target, text);
    if (previous) {
      const pooled = saved.suites.flatMap((s) => s.tasks).filter((t) => t.pool).length;
      core.info(`parley: the baseline pools ${pooled} task(s) with earlier runs (pool ${pool})`);
      const changes = saved.pool_changes;
      if (changes?.restarted) core.warning(`parley: ${changes.restarted}`);
      for (const t of changes?.tasks.slice(0, 20) ?? []) {
        core.info(
          `parley: pool of ${t.suite} / ${t.task_id}: ${t.dropped} run(s) dropped: ${t.reason}`,
        );
      }
    }
    const id = await (await cacheClient()).saveCache([BASELINE_PATH], key);
    if (id === -1) {
      core.warning(`parley: baseline ${key} was not saved (see the cache messages above)`);
      return 'skipped';
    }
    core.info(`parley: saved the baseline as ${key}`);
    const failed = await attestBaseline(text);
    if (failed) {
      core.warning(
        `parley: baseline ${key} was saved but not attested (${failed}): pull requests will not use it`,
      );
    }
    return 'saved';
  } catch (error) {
    core.warning(`parley: baseline not saved: ${(error as Error).message}`);
    return 'skipped';
  }
}

/** Restores the base sha's summary, else the newest of the suite set; null when none. */
export async function restoreBaseline(
  suiteSet: string,
  baseSha: string,
  workspace: string,
  origin: BaselineOrigin,
): Promise<{ baseline: BaselineResult | null; note?: string }> {
  const unavailable = await cacheUnavailable();
  if (unavailable) return { baseline: null, note: unavailable };
  const key = baselineKey(suiteSet, baseSha);
  const prefix = baselineKeyPrefix(suiteSet);
  const target = join(workspace, BASELINE_PATH);
  try {
    const cache = await cacheClient();
    const lookup = await readCache(() => cache.restoreCache([BASELINE_PATH], key, [prefix]));
    if ('failure' in lookup)
      return { baseline: null, note: cacheUnreadable(suiteSet, lookup.failure) };
    if ('missing' in lookup) return { baseline: null, note: noCachedBaseline(suiteSet) };
    const matched = lookup.matched;
    if (!existsSync(target)) {
      return {
        baseline: null,
        note: `cache entry ${matched} held no ${relative(workspace, target)}`,
      };
    }
    const read = await readEntry(target, matched, prefix, origin);
    if ('note' in read) {
      core.warning(`parley: ${read.note}`);
      return { baseline: null, note: read.note };
    }
    const summary = read.summary;
    const sha = matched.slice(prefix.length) || summary.identity.commit || undefined;
    const exact = matched === key;
    return {
      baseline: {
        summary,
        sha,
        key: matched,
        source: exact
          ? 'from the Actions cache, saved for the base commit'
          : 'from the Actions cache, the newest saved on the base branch (none for the base commit)',
      },
    };
  } catch (error) {
    core.warning(`parley: could not restore the baseline: ${(error as Error).message}`);
    return { baseline: null, note: cacheUnreadable(suiteSet, (error as Error).message) };
  }
}
