// Merging shard results into one results set (`parley report DIR...`, the action's report mode).
// Each directory was read as untrusted data (results/files.ts); the shards must be complete and
// consistent, or the error names exactly which shard is missing, duplicated or from another
// suite set.
import { truncateAtWord } from '../shared/strings.js';
import type { ResultsDir } from './files.js';
import { clip } from '../shared/strings.js';
import type { NotRun, RunRecord, Summary, SummaryImpact } from './schema.js';
import { buildSummary, type SuiteSummaryInput } from './summary.js';

export class MergeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeError';
  }
}

/** One shard's results directory, as read by readResultsDir (results/files.ts). */
export type ShardResults = ResultsDir;

/** More shards than any matrix needs (GitHub allows 256 jobs per matrix). */
export const MAX_SHARDS = 256;
/** The results of one suite set, all shards together, read before merging: at most this. */
export const MAX_MERGED_BYTES = 200 * 1024 * 1024;

/** A shard label `i/n` within bounds, or null: a label from a summary is untrusted. */
export function parseShardLabel(label: string): { index: number; total: number } | null {
  const m = /^(\d{1,6})\/(\d{1,6})$/.exec(label);
  if (!m) return null;
  const index = Number(m[1]);
  const total = Number(m[2]);
  return index >= 1 && index <= total && total <= MAX_SHARDS ? { index, total } : null;
}

/** Why a shard `index/total` claimed by a name or a summary is refused, if it is. */
export function shardBoundsProblem(index: number, total: number): string | null {
  if (total > MAX_SHARDS) return `more than the ${MAX_SHARDS} shards allowed`;
  if (index < 1 || index > total) return 'not i/n with 1 <= i <= n';
  return null;
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
  if (shards.length > MAX_SHARDS) {
    throw new MergeError(`${shards.length} shards, more than the ${MAX_SHARDS} allowed`);
  }
  // Bounded before the completeness check below counts up to the claimed total.
  for (const s of shards) {
    if (!parseShardLabel(s.summary.identity.shard!)) {
      throw new MergeError(
        `${s.dir} claims shard "${s.summary.identity.shard!.slice(0, 40)}": expected i/n with 1 <= i <= n <= ${MAX_SHARDS}`,
      );
    }
  }
  const totals = new Set(labels.map((l) => parseShardLabel(l!)!.total));
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

/** Shards named in a message, at most this many per group. */
const NAMED = 5;

const taskKey = (t: { suite: string; task_id: string }) => `${t.suite}\u0000${t.task_id}`;
/** A task key as a message names it (suite/task, clipped: the summary's own text). */
const named = (key: string) => clip(key.replace('\u0000', '/'), 120);

/**
 * What a shard's summary says impact selection did, as a key two shards agree on: whether every
 * task ran (why is the shard's own words: its checkout's path, git's message), else since what
 * and which tasks were not re-run.
 */
function impactKey(impact: SummaryImpact | undefined): string {
  if (!impact) return 'none';
  if (impact.all) return 'all';
  const notRerun = [...new Set(impact.not_rerun.map(taskKey))].sort();
  return JSON.stringify([impact.since ?? null, notRerun]);
}

/** One group of agreeing shards in words (the text is the summary's own: clipped). */
function impactWords(impact: SummaryImpact | undefined, others: Set<string>): string {
  if (!impact) return 'no impact selection (every task asked for)';
  const since = impact.since ? ` since ${clip(impact.since, 60)}` : '';
  if (impact.all) return `every task ran${since} (${clip(impact.all, 120)})`;
  const own = new Set(impact.not_rerun.map(taskKey));
  // Against shards that list tasks too: one task this group lists and they do not.
  const onlyHere = others.size ? [...own].find((k) => !others.has(k)) : undefined;
  return `${impact.not_rerun.length} task(s) not re-run${since}${onlyHere ? `, ${named(onlyHere)} among them` : ''}`;
}

/**
 * Every shard plans the same impact selection (the same changed files, the same baseline), then
 * runs its part of the tasks it selected: the shards must agree on it (every task ran in all of
 * them, or the same `since` and tasks not re-run), and none may have run a task they list as not
 * re-run. Else a MergeError names the shards that disagree. The merged summary carries the
 * selection (the first shard's words for why every task ran).
 */
function mergedImpact(shards: ShardResults[]): SummaryImpact | undefined {
  const groups = new Map<string, ShardResults[]>();
  for (const s of shards) {
    const key = impactKey(s.summary.impact);
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  if (groups.size > 1) {
    const all = [...groups.values()];
    const tasksOf = (g: ShardResults[]) =>
      new Set(
        g[0]!.summary.impact?.all ? [] : (g[0]!.summary.impact?.not_rerun ?? []).map(taskKey),
      );
    const words = all.slice(0, NAMED).map((g, i) => {
      const others = new Set(all.filter((_, j) => j !== i).flatMap((o) => [...tasksOf(o)]));
      const dirs = g.slice(0, NAMED).map((s) => s.dir);
      const more = g.length > NAMED ? ` and ${g.length - NAMED} more` : '';
      return `${dirs.join(', ')}${more}: ${impactWords(g[0]!.summary.impact, others)}`;
    });
    const more = all.length > NAMED ? `; and ${all.length - NAMED} more group(s)` : '';
    throw new MergeError(
      `the shards disagree on impact selection (each must select the same tasks): ${words.join('; ')}${more}`,
    );
  }
  const impact = shards[0]!.summary.impact;
  if (!impact || impact.all) return impact;
  const notRerun = new Set(impact.not_rerun.map(taskKey));
  for (const s of shards) {
    const ran = s.records.find((r) => notRerun.has(taskKey(r)));
    if (ran) {
      throw new MergeError(
        `${s.dir} ran ${named(taskKey(ran))}, which its impact selection lists as not re-run`,
      );
    }
  }
  return impact;
}

/** One summary and one record list from complete shards, as if one job had run them all. */
export function mergeShards(given: ShardResults[]): { summary: Summary; records: RunRecord[] } {
  checkShards(given);
  // Shard order, not listing order: the merged task order must not depend on how they arrived.
  const index = (s: ShardResults) => Number(s.summary.identity.shard?.split('/')[0] ?? 0);
  const shards = [...given].sort((a, b) => index(a) - index(b));
  const impact = mergedImpact(shards);
  const suites = new Map<string, SuiteSummaryInput>();
  for (const shard of shards) {
    for (const s of shard.summary.suites) {
      const key = `${s.name}\u0000${s.file}`;
      const entry = suites.get(key) ?? {
        ...s,
        tasks: [],
        ...(s.trigger_accuracy ? { trigger: { threshold: s.trigger_accuracy.threshold } } : {}),
      };
      for (const t of s.tasks) {
        if (!entry.tasks.some((x) => x.id === t.task_id))
          entry.tasks.push({
            id: t.task_id,
            name: t.task_name,
            ...(t.golden ? { golden: true } : {}),
            ...(t.quarantined ? { quarantined: t.quarantined } : {}),
          });
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
  // Each task's identity (what a pooled baseline keys on) as the shard that ran it computed it:
  // without it, a sharded workflow's saved baseline would never pool.
  const identities = new Map<string, string>();
  for (const shard of shards) {
    for (const s of shard.summary.suites) {
      for (const t of s.tasks)
        if (t.identity) identities.set(`${s.name}\u0000${t.task_id}`, t.identity);
    }
  }
  for (const s of summary.suites) {
    for (const t of s.tasks) {
      const identity = identities.get(`${s.name}\u0000${t.task_id}`);
      if (identity) t.identity = identity;
    }
  }
  // Skill token budgets are counted over the repository, the same in every shard.
  const tokens = shards.find((s) => s.summary.tokens)?.summary.tokens;
  if (tokens) summary.tokens = tokens;
  // What each shard's share of the budget kept from starting: the gate must still see it.
  const notRun = mergeNotRun(shards.map((s) => s.summary.not_run));
  if (notRun) summary.not_run = notRun;
  if (impact) summary.impact = impact;
  return { summary, records };
}

/**
 * The shards' not_run as one (and a confirm job's with theirs): runs summed, tasks in order, the
 * distinct reasons joined.
 */
export function mergeNotRun(parts: (NotRun | undefined)[]): NotRun | undefined {
  const given = parts.filter((n): n is NotRun => !!n?.runs);
  if (!given.length) return undefined;
  // Bounded as the schema bounds them: the merged summary.json is read back like any other.
  return {
    reason: truncateAtWord([...new Set(given.map((n) => n.reason))].join('; '), 500),
    runs: given.reduce((sum, n) => sum + n.runs, 0),
    tasks: given.flatMap((n) => n.tasks).slice(0, 10_000),
  };
}
