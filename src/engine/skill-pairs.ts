// Skill lift's pairs: each task x trial's with- and without-skill records of a suite, and each
// pair judged by one pairwise grader of the task (graders/pairwise.ts) as its pairwise.jsonl
// line. job/pairwise-step.ts writes the lines and counts them; this module writes nothing.
import { judgePair } from '../graders/pairwise.js';
import type { Llm } from '../llm/types.js';
import { MAX_PAIR_ERROR, MAX_PAIR_REASON } from '../results/layout.js';
import type { PairwiseLine } from '../results/pairwise-schema.js';
import type { Outcome, RunRecord } from '../results/schema.js';
import { clip } from '../shared/strings.js';
import { isPairGrader, type GraderSpec, type Suite, type Task } from '../suites/model.js';
import type { PairwiseConfig } from '../suites/schema/graders.js';
import { countingLlm } from './counting-llm.js';

/** One pair and one of its task's pairwise graders. */
export interface PairJob {
  suite: string;
  task: Task;
  trial: number;
  spec: GraderSpec;
  with: RunRecord;
  without: RunRecord;
}

/** The conversations that reached their end: what a judge can compare. */
const ENDED: ReadonlySet<Outcome> = new Set<Outcome>([
  'completed',
  'stopped',
  'cap_exhausted',
  'checkpoints_missing',
  'abstained',
  'grader_error',
]);

/**
 * The pairs to judge, and the task ids of the task x trials with a pairwise grader that have
 * none (an arm missing, or one whose conversation did not end: an agent error, a timeout).
 */
export function pairJobs(
  suite: Suite,
  records: RunRecord[],
): { jobs: PairJob[]; skipped: string[] } {
  const jobs: PairJob[] = [];
  const skipped: string[] = [];
  const arms = armsOf(suite, records);
  for (const task of suite.tasks) {
    const specs = [...suite.graders, ...task.graders].filter(isPairGrader);
    if (!specs.length) continue;
    for (const [trial, pair] of arms.get(task.id) ?? []) {
      const { with: withArm, without } = pair;
      if (!withArm || !without || !ENDED.has(withArm.outcome) || !ENDED.has(without.outcome)) {
        skipped.push(task.id);
        continue;
      }
      for (const spec of specs) {
        jobs.push({ suite: suite.name, task, trial, spec, with: withArm, without });
      }
    }
  }
  return { jobs, skipped };
}

/** Per task id, per trial: the last record of each arm (screening runs of this suite only). */
function armsOf(suite: Suite, records: RunRecord[]) {
  const arms = new Map<string, Map<number, { with?: RunRecord; without?: RunRecord }>>();
  for (const record of records) {
    if (record.suite !== suite.name || !record.skill_arm) continue;
    if (record.confirmation || record.side === 'base') continue;
    let trials = arms.get(record.task_id);
    if (!trials) arms.set(record.task_id, (trials = new Map()));
    const pair = trials.get(record.trial) ?? {};
    pair[record.skill_arm] = record;
    trials.set(record.trial, pair);
  }
  return arms;
}

/**
 * One pair judged (both asks), as its pairwise.jsonl line with the judge's tokens for it;
 * undefined when the job was cancelled meanwhile (neither written nor counted).
 */
export async function judgePairJob(
  job: PairJob,
  options: { judge: Llm; signal: AbortSignal; redact?: (text: string) => string },
): Promise<PairwiseLine | undefined> {
  const redact = options.redact ?? ((text: string) => text);
  const llm = countingLlm(options.judge);
  const config = job.spec.config as PairwiseConfig;
  const judgement = await judgePair({
    name: job.spec.name,
    config,
    // As the prompt judge: the grader's model, its entry's, else the task's judge model.
    model: config.model ?? job.spec.model ?? job.task.models.judge,
    taskPrompt: job.task.prompt,
    with: job.with,
    without: job.without,
    llm,
    signal: options.signal,
    redact,
  });
  if (options.signal.aborted) return undefined;
  const failed = 'error' in judgement;
  return {
    suite: job.suite,
    task: job.task.id,
    trial: job.trial,
    grader: job.spec.name,
    winner: failed ? 'error' : judgement.winner,
    asks: judgement.asks.map((a) => ({ ...a, reason: clip(redact(a.reason), MAX_PAIR_REASON) })),
    usage: llm.runUsage.judge,
    ...(failed ? { error: clip(redact(judgement.error), MAX_PAIR_ERROR) } : {}),
  };
}
