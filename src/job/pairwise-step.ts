// Skill lift's pairwise step: after the runs, each task x trial's with- and without-skill records
// are paired and every pairwise grader of the task (the suite's and its own) judges the pair
// (engine/skill-pairs.ts, graders/pairwise.ts). Each judged pair is a line of pairwise.jsonl as
// it finishes; the counts (wins = the with arm won) feed a sign test. A pair missing an arm, or
// with an arm whose conversation did not end, is skipped and counted.
import { judgePairJob, pairJobs } from '../engine/skill-pairs.js';
import type { Llm } from '../llm/types.js';
import { pairwiseWriter } from '../results/files.js';
import type { RunRecord } from '../results/schema.js';
import type { Suite } from '../suites/model.js';

export interface PairCounts {
  /** Pairs the with-skill arm won. */
  wins: number;
  /** Pairs the without-skill arm won. */
  losses: number;
  ties: number;
  /** Pairs whose judge failed (after the client's retries): counted as nothing else. */
  errors: number;
  /** Task x trials with a pairwise grader and no pair to judge (an arm missing or not ended). */
  skipped: number;
}

export interface PairwiseResult extends PairCounts {
  /** The same counts per task id. */
  byTask: Record<string, PairCounts>;
}

export interface JudgePairsOptions {
  suite: Suite;
  /** The job's records: this suite's with a `skill_arm` are paired (not confirmation or base runs). */
  records: RunRecord[];
  /** The job's judge client (engine/llms.ts createLlms: the judge's endpoint, else the agent's). */
  judge: Llm;
  resultsDir: string;
  signal: AbortSignal;
  /** The job's redactor: for the judge's requests and what pairwise.jsonl quotes. */
  redact?: (text: string) => string;
  /** Pairs judged at once (each sends two requests); default 4. */
  concurrency?: number;
}

const COUNTED = { with: 'wins', without: 'losses', tie: 'ties', error: 'errors' } as const;

/**
 * Judges every pair, writing pairwise.jsonl in `resultsDir` (not written when no task has a
 * pairwise grader or no pair could be judged). A pair the job's cancellation cut is neither
 * written nor counted; a file that cannot be written is a ResultsWriteError.
 */
export async function judgePairs(options: JudgePairsOptions): Promise<PairwiseResult> {
  const result: PairwiseResult = { ...zero(), byTask: {} };
  const { jobs, skipped } = pairJobs(options.suite, options.records);
  for (const task of skipped) count(result, task, 'skipped');
  if (!jobs.length) return result;
  const writer = pairwiseWriter(options.resultsDir);
  try {
    let next = 0;
    const worker = async () => {
      while (next < jobs.length && !options.signal.aborted) {
        const line = await judgePairJob(jobs[next++]!, options);
        if (!line) continue;
        writer.append(line);
        count(result, line.task, COUNTED[line.winner]);
      }
    };
    const workers = Math.max(1, Math.min(options.concurrency ?? 4, jobs.length));
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    writer.close();
  }
  return result;
}

const zero = (): PairCounts => ({ wins: 0, losses: 0, ties: 0, errors: 0, skipped: 0 });

function count(result: PairwiseResult, task: string, key: keyof PairCounts): void {
  result[key]++;
  (result.byTask[task] ??= zero())[key]++;
}
