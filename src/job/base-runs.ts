// When no baseline can be found (the cache evicted it, none was ever saved) but the base commit
// can be checked out, the job runs every screened task on the base commit too, beside the head
// and with the same trials, and compares with those runs instead of with nothing. They are
// confirmation-marked base runs (results.jsonl `side: 'base'`), count against the job's budget,
// and the confirmation's own base runs number on after them.
import type { RunResult, SidedRerun } from '../engine/run.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { buildSummary, type SuiteSummaryInput } from '../results/summary.js';

export interface BaseRuns {
  /** The base commit's runs as a summary: what the comparison reads as its baseline. */
  summary: Summary;
  /** Base trials made per task at most: the confirmation's base trials number on after them. */
  trials: number;
  runs: number;
}

/** The head summary's suites as the inputs of another summary of the same tasks. */
function suitesOf(head: Summary): SuiteSummaryInput[] {
  return head.suites.map((s) => ({
    ...s,
    tasks: s.tasks.map((t) => ({
      id: t.task_id,
      name: t.task_name,
      ...(t.identity ? { identity: t.identity } : {}),
      ...(t.golden ? { golden: true } : {}),
      ...(t.quarantined ? { quarantined: t.quarantined } : {}),
    })),
  }));
}

/**
 * Every task the head screened, run on the base side with as many trials as the head ran it
 * (tasks grouped by trial count). Throws BaseUnavailable (verdict/options.ts) when the base
 * commit cannot run.
 */
export async function runBaseSide(result: RunResult, rerun: SidedRerun): Promise<BaseRuns> {
  const byTrials = new Map<number, { suite: string; taskId: string }[]>();
  for (const suite of result.summary.suites) {
    for (const task of suite.tasks) {
      if (task.trials <= 0) continue;
      const list = byTrials.get(task.trials) ?? [];
      list.push({ suite: suite.name, taskId: task.task_id });
      byTrials.set(task.trials, list);
    }
  }
  // Whether the base can run at all, before any base run is spent.
  await rerun([], 0, 1, 'base');
  const records: RunRecord[] = [];
  for (const [trials, tasks] of [...byTrials].sort(([a], [b]) => a - b)) {
    records.push(...(await rerun(tasks, trials, 1, 'base')));
  }
  // As the base's own screening: the same suites and tasks, its runs unmarked.
  const runs = records.map(({ confirmation: _c, side: _s, ...rest }) => rest as RunRecord);
  const summary = buildSummary(runs, suitesOf(result.summary));
  return { summary, trials: Math.max(0, ...byTrials.keys()), runs: records.length };
}

/** A re-run whose base trials number on after `before` base trials already made. */
export function afterBaseTrials(rerun: SidedRerun, before: number): SidedRerun {
  if (!before) return rerun;
  return (tasks, trials, firstTrial, side) =>
    rerun(tasks, trials, side === 'base' ? firstTrial + before : firstTrial, side);
}
