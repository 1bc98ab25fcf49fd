// Merging shard results into one results set (`parley report DIR...`, the action's report mode).
// Each directory is untrusted data (it may come from a fork's artifact): files are size-bounded
// and schema-validated, and the shards must be complete and consistent, or the error names
// exactly which shard is missing, duplicated or from another suite set.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseResults } from './jsonl.js';
import { Summary, type RunRecord } from './schema.js';
import { buildSummary, type SuiteSummaryInput } from './summary.js';

/** Bigger than any honest results file of a CI job; a larger one is refused, not parsed. */
export const MAX_RESULTS_BYTES = 50 * 1024 * 1024;
export const MAX_SUMMARY_BYTES = 5 * 1024 * 1024;

export class MergeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeError';
  }
}

export interface ShardResults {
  dir: string;
  summary: Summary;
  records: RunRecord[];
}

function readBounded(file: string, max: number): string {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new MergeError(`${file}: missing`);
  }
  if (size > max) throw new MergeError(`${file}: ${size} bytes, more than the ${max} allowed`);
  return readFileSync(file, 'utf8');
}

export function readResultsDir(dir: string): ShardResults {
  const summaryFile = join(dir, 'summary.json');
  let json: unknown;
  try {
    json = JSON.parse(readBounded(summaryFile, MAX_SUMMARY_BYTES));
  } catch (error) {
    if (error instanceof MergeError) throw error;
    throw new MergeError(`${summaryFile}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = Summary.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new MergeError(
      `${summaryFile}: not a Parley summary: ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
  }
  const resultsFile = join(dir, 'results.jsonl');
  let records: RunRecord[];
  try {
    records = parseResults(readBounded(resultsFile, MAX_RESULTS_BYTES), resultsFile);
  } catch (error) {
    throw new MergeError((error as Error).message);
  }
  if (records.length !== parsed.data.counts.runs) {
    throw new MergeError(
      `${dir}: results.jsonl has ${records.length} run(s) but summary.json counts ${parsed.data.counts.runs}`,
    );
  }
  return { dir, summary: parsed.data, records };
}

/** Checks that the shards are one complete set: same suite set, each i/n exactly once. */
export function checkShards(shards: ShardResults[]): void {
  if (shards.length === 0) throw new MergeError('no results to merge');
  const first = shards[0]!.summary.identity;
  for (const s of shards) {
    const id = s.summary.identity;
    if (id.suite_set !== first.suite_set) {
      throw new MergeError(
        `${s.dir} is of another suite set (${id.suite_set}) than ${shards[0]!.dir} (${first.suite_set})`,
      );
    }
    if (id.commit !== first.commit) {
      throw new MergeError(
        `${s.dir} is of commit ${id.commit}, ${shards[0]!.dir} of ${first.commit}`,
      );
    }
  }
  const labels = shards.map((s) => s.summary.identity.shard);
  if (shards.length === 1 && labels[0] === null) return;
  if (labels.some((l) => l === null)) {
    const whole = shards.find((s) => s.summary.identity.shard === null)!;
    throw new MergeError(`${whole.dir} is not a shard (no shard i/n) but is merged with shards`);
  }
  const totals = new Set(labels.map((l) => Number(l!.split('/')[1])));
  if (totals.size > 1)
    throw new MergeError(`the shards disagree on their count: ${labels.join(', ')}`);
  const total = [...totals][0]!;
  const problems: string[] = [];
  for (let i = 1; i <= total; i++) {
    const dirs = shards
      .filter((s) => s.summary.identity.shard === `${i}/${total}`)
      .map((s) => s.dir);
    if (dirs.length === 0) problems.push(`shard ${i}/${total} is missing`);
    if (dirs.length > 1)
      problems.push(`shard ${i}/${total} appears ${dirs.length} times (${dirs.join(', ')})`);
  }
  if (problems.length) throw new MergeError(`incomplete shard set: ${problems.join('; ')}`);
}

/** One summary and one record list from complete shards, as if one job had run them all. */
export function mergeShards(given: ShardResults[]): { summary: Summary; records: RunRecord[] } {
  checkShards(given);
  // Shard order, not listing order: the merged task order must not depend on how they arrived.
  const index = (s: ShardResults) => Number(s.summary.identity.shard?.split('/')[0] ?? 0);
  const shards = [...given].sort((a, b) => index(a) - index(b));
  const suites = new Map<string, SuiteSummaryInput>();
  for (const shard of shards) {
    for (const s of shard.summary.suites) {
      const key = `${s.name}\u0000${s.file}`;
      const entry = suites.get(key) ?? { ...s, tasks: [] };
      for (const t of s.tasks) {
        if (!entry.tasks.some((x) => x.id === t.task_id))
          entry.tasks.push({ id: t.task_id, name: t.task_name });
      }
      suites.set(key, entry);
    }
  }
  const records = shards
    .flatMap((s) => s.records)
    .sort(
      (a, b) =>
        a.suite.localeCompare(b.suite) || a.task_id.localeCompare(b.task_id) || a.trial - b.trial,
    )
    .map(({ shard: _shard, ...rest }) => rest);
  const first = shards[0]!.summary.identity;
  const summary = buildSummary(
    records,
    [...suites.values()],
    {
      commit: first.commit ?? undefined,
      ref: first.ref ?? undefined,
      models: {
        agent: first.models.agent ?? undefined,
        responder: first.models.responder ?? undefined,
        judge: first.models.judge ?? undefined,
      },
    },
    Math.max(...shards.map((s) => s.summary.duration_ms)),
  );
  // The suite set is the shards' own (each shard summary lists every suite of the set).
  summary.identity.suite_set = first.suite_set;
  return { summary, records };
}
