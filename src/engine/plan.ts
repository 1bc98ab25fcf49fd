// Which runs (task x trial) this invocation executes: tag and task filters, trial counts, and a
// deterministic shard split. Whole tasks go to one shard (so per-task statistics stay complete),
// balanced by their number of trials. The split is of the tasks the filters chose (impact
// selection's arrives as `only`), by their keys alone: every shard given the same selection
// splits it the same way, so the shards run disjoint parts whose union is the selection.
import type { Suite, Task } from '../suites/model.js';
import { withoutSkill, type SkillArm } from './skill-arm.js';
import type { taskFilterMatches } from './task-filter.js';

export interface PlannedRun {
  suite: Suite;
  task: Task;
  /** 1-based. */
  trial: number;
  /**
   * A skill-lift job's arm (engine/skill-arm.ts): `without` runs `suite` and `task` as they are
   * without the skill. Unset: not a skill-lift run.
   */
  arm?: SkillArm;
}

export interface PlanOptions {
  tags?: string[];
  /** Task ids or names; `*` matches any characters. */
  tasks?: string[];
  trials?: number;
  shard?: { index: number; total: number };
  /** Exactly these tasks (suite name and task id), e.g. the ones a confirmation re-runs. */
  only?: { suite: string; taskId: string }[];
  /** The first run's trial number (default 1): confirmation runs number on after screening's. */
  firstTrial?: number;
  /**
   * The suites whose every task x trial also runs without the skill (engine/skill-arm.ts
   * liftSuites), each twin beside its run in the same queue.
   */
  lifted?: ReadonlySet<Suite>;
}

function selected(
  suite: Suite,
  task: Task,
  options: PlanOptions,
  matches: typeof taskFilterMatches | undefined,
): boolean {
  if (options.only && !options.only.some((o) => o.suite === suite.name && o.taskId === task.id))
    return false;
  if (options.tags?.length && !task.tags.some((t) => options.tags!.includes(t))) return false;
  if (matches && !options.tasks!.some((f) => matches(f, task))) return false;
  return true;
}

/** Task key -> shard index (1-based): greedy by trial count, ties by suite and task id. */
export function assignShards(
  tasks: { key: string; trials: number }[],
  total: number,
): Map<string, number> {
  const load = Array.from({ length: total }, () => 0);
  const order = [...tasks].sort(
    (a, b) => b.trials - a.trials || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const assignment = new Map<string, number>();
  for (const task of order) {
    const least = load.indexOf(Math.min(...load));
    load[least]! += task.trials;
    assignment.set(task.key, least + 1);
  }
  return assignment;
}

export const taskKey = (suite: Suite, task: Task) =>
  `${suite.name}\u0000${suite.file}\u0000${task.id}`;

export async function planRuns(suites: Suite[], options: PlanOptions): Promise<PlannedRun[]> {
  return (await planMatrix(suites, options)).runs;
}

/**
 * The runs of this invocation, and how many every shard together plans (`matrixRuns`: the runs
 * before the shard split, the same in every shard), of which a shard's budget is its share.
 */
export async function planMatrix(
  suites: Suite[],
  options: PlanOptions,
): Promise<{ runs: PlannedRun[]; matrixRuns: number }> {
  // The filter's matcher (re2js) loads only for a job with a task filter.
  const matches = options.tasks?.length
    ? (await import('./task-filter.js')).taskFilterMatches
    : undefined;
  const chosen = suites.flatMap((suite) =>
    suite.tasks
      .filter((task) => selected(suite, task, options, matches))
      .map((task) => ({ suite, task, trials: options.trials ?? suite.config.trialsPerTask })),
  );
  const shards = options.shard
    ? assignShards(
        chosen.map((c) => ({ key: taskKey(c.suite, c.task), trials: c.trials })),
        options.shard.total,
      )
    : undefined;
  const runs = chosen
    .filter((c) => !shards || shards.get(taskKey(c.suite, c.task)) === options.shard!.index)
    .flatMap((c) =>
      Array.from({ length: c.trials }, (_, i) =>
        trialRuns(c.suite, c.task, (options.firstTrial ?? 1) + i, options.lifted?.has(c.suite)),
      ).flat(),
    );
  const arms = (suite: Suite) => (options.lifted?.has(suite) ? 2 : 1);
  return { runs, matrixRuns: chosen.reduce((n, c) => n + c.trials * arms(c.suite), 0) };
}

/**
 * One trial's runs: the run alone, or in a skill-lift job the run and its twin without the
 * skill, with first on odd trials and without first on even ones, so neither arm always starts
 * first (a drift during the job, a warm cache, hits both alike).
 */
function trialRuns(suite: Suite, task: Task, trial: number, lifted = false): PlannedRun[] {
  if (!lifted) return [{ suite, task, trial }];
  const withRun: PlannedRun = { suite, task, trial, arm: 'with' };
  const withoutRun: PlannedRun = { ...withoutSkill(suite, task), trial, arm: 'without' };
  return trial % 2 === 1 ? [withRun, withoutRun] : [withoutRun, withRun];
}

/** `i/n` (1-based, 1 <= i <= n) as a shard, or undefined when the text is not one. */
export function parseShardSpec(value: string): { index: number; total: number } | undefined {
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  return match && total >= 1 && index >= 1 && index <= total ? { index, total } : undefined;
}
