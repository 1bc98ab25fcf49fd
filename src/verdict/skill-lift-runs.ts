// summary.json's `skill_lift` from a skill-lift job's runs: per task, the pass counts with and
// without the skill (verdict/skill-lift.ts's statistics) and what a multi-turn skill changes
// besides passing (follow-ups, turns, tokens, cost, abstains, cap exhaustions), each a
// difference of means with its interval. Only runs that reached a verdict count (an errored or
// skipped run says nothing about the skill), in both the pass counts and the measures.
import { costOf } from '../results/cost.js';
import { liftRunOf, type LiftRun } from '../results/lift-run.js';
import type { RunRecord, SkillLift } from '../results/schema.js';
import { liftSentence, measureLift, skillLift, type LiftInput } from './skill-lift.js';

type PriceTable = Parameters<typeof costOf>[1];

/** The most tasks `skill_lift` lists (summary.json's other task lists have the same bound). */
const MAX_LIFT_TASKS = 10_000;

const VERDICTS: ReadonlySet<string> = new Set(['passed', 'failed', 'abstained']);

/** Runs grouped by task (in the order the job first ran them), each task's two arms apart. */
function byTask(runs: LiftRun[]) {
  const tasks = new Map<
    string,
    { suite: string; task_id: string; with: LiftRun[]; without: LiftRun[] }
  >();
  for (const run of runs) {
    if (!VERDICTS.has(run.status)) continue;
    const key = JSON.stringify([run.suite, run.task_id]);
    let task = tasks.get(key);
    if (!task) {
      task = { suite: run.suite, task_id: run.task_id, with: [], without: [] };
      tasks.set(key, task);
    }
    task[run.arm].push(run);
  }
  // A task needs runs of both arms to say anything about the skill.
  return [...tasks.entries()].filter(([, t]) => t.with.length > 0 && t.without.length > 0);
}

const counts = (runs: LiftRun[]) => ({
  passed: runs.filter((r) => r.status === 'passed').length,
  runs: runs.length,
});

/** One measure, with vs without; cost only when every run of the task has a known price. */
function measuresOf(task: { with: LiftRun[]; without: LiftRun[] }, prices: PriceTable | undefined) {
  const of = (f: (r: LiftRun) => number) => measureLift(task.with.map(f), task.without.map(f));
  const costs = prices
    ? {
        with: task.with.map((r) => costOf([r.digest], prices).total),
        without: task.without.map((r) => costOf([r.digest], prices).total),
      }
    : undefined;
  const known = (list: (number | null)[]): list is number[] => list.every((v) => v !== null);
  const cost =
    costs && known(costs.with) && known(costs.without)
      ? { cost_usd: measureLift(costs.with, costs.without) }
      : {};
  return {
    followups: of((r) => r.followups),
    turns: of((r) => r.turns),
    tokens: of((r) => r.tokens),
    ...cost,
    abstains: of((r) => (r.abstained ? 1 : 0)),
    cap_exhausted: of((r) => (r.capExhausted ? 1 : 0)),
  };
}

/**
 * `skill_lift`: the lift of every task with runs of both arms, the suite's pooled claim and
 * the sentence; `skipped` when no task could be measured (and why).
 */
export function skillLiftSummary(
  job: { runs: LiftRun[]; skipped: { suite: string; reason: string }[] },
  prices: PriceTable | undefined,
  level?: number,
): SkillLift {
  const tasks = byTask(job.runs).slice(0, MAX_LIFT_TASKS);
  const inputs: LiftInput[] = tasks.map(([key, t]) => ({
    task: key,
    with: counts(t.with),
    without: counts(t.without),
  }));
  const lift = skillLift(inputs, level);
  const measured = new Map(tasks);
  const skipped = job.skipped.length ? { suites_skipped: job.skipped.slice(0, 1000) } : {};
  return {
    level: lift.level,
    pooled: lift.pooled,
    helps: lift.helps,
    hurts: lift.hurts,
    no_evidence: lift.no_evidence,
    sentence: tasks.length ? liftSentence(lift) : 'no lift measured',
    tasks: lift.tasks.map((t) => {
      const task = measured.get(t.task)!;
      return {
        suite: task.suite,
        task: task.task_id,
        with: t.with,
        without: t.without,
        difference: t.difference,
        interval: t.interval,
        p_helps: t.p_helps,
        p_hurts: t.p_hurts,
        claim: t.claim,
        measures: measuresOf(task, prices),
      };
    }),
    ...(tasks.length ? {} : { skipped: skippedReason(job) }),
    ...skipped,
  };
}

/** Why no task was measured: the suites' reasons, or no task with runs of both arms. */
function skippedReason(job: { runs: LiftRun[]; skipped: { suite: string; reason: string }[] }) {
  if (job.runs.length === 0 && job.skipped.length) {
    return job.skipped
      .slice(0, 5)
      .map((s) => `${s.suite}: ${s.reason}`)
      .join('; ')
      .slice(0, 2000);
  }
  return 'no task had runs that reached a verdict both with and without the skill';
}

/**
 * A sharded skill-lift job's `skill_lift`, from the shards' merged runs (each shard measured
 * only its own tasks); undefined when no shard measured one. Unpriced: the merged job's cost
 * is summary.json's `cost`.
 */
export function mergedSkillLift(
  shards: { skill_lift?: SkillLift }[],
  records: RunRecord[],
): SkillLift | undefined {
  const lifts = shards.flatMap((s) => (s.skill_lift ? [s.skill_lift] : []));
  if (!lifts.length) return undefined;
  const skipped = new Map<string, { suite: string; reason: string }>();
  for (const lift of lifts) for (const s of lift.suites_skipped ?? []) skipped.set(s.suite, s);
  const runs = records.filter((r) => r.skill_arm).map((r) => liftRunOf(r, r));
  return skillLiftSummary({ runs, skipped: [...skipped.values()] }, undefined, lifts[0]!.level);
}
