// plan: the run options of a job from what its entry point read (the CLI's flags, the action's
// inputs), made the same way for both: the budget, the secrets to scrub, report.html's spool.
import type { RunOptions } from '../engine/run.js';
import { HTML_SPOOL } from '../report/html/conversation.js';

export interface JobSpec extends Omit<
  RunOptions,
  'budget' | 'secrets' | 'spool' | 'tags' | 'tasks'
> {
  /**
   * `max-runs` / `--max-runs`: no more runs in this job, confirmation runs included; with a
   * shard, the whole matrix's (the engine keeps the shard's share: engine/budget.ts).
   */
  maxRuns?: number;
  /** `max-cost` / `--max-cost`: dollars, at the `prices` table (with a shard, the matrix's). */
  maxCost?: number;
  /** Filters; an empty list is no filter. */
  tags?: string[];
  tasks?: string[];
  /** Values scrubbed from every record and report; unset and empty ones are dropped. */
  secrets: (string | undefined)[];
}

export async function planJob(spec: JobSpec): Promise<RunOptions> {
  const { maxRuns, maxCost, tags, tasks, secrets, ...rest } = spec;
  return {
    ...rest,
    tags: tags?.length ? tags : undefined,
    tasks: tasks?.length ? tasks : undefined,
    secrets: secrets.filter((s): s is string => !!s),
    // report.html's runs are rendered as they are written, not read back at the end.
    spool: HTML_SPOOL,
    ...(await budgetOf(maxRuns, maxCost)),
  };
}

/** The job's budget, shared by its confirmation runs; none when neither limit is set. */
async function budgetOf(maxRuns?: number, maxCost?: number): Promise<Pick<RunOptions, 'budget'>> {
  if (maxRuns === undefined && maxCost === undefined) return {};
  // Loaded only for a job with a budget (start-up is part of every run's wall time).
  const { RunBudget } = await import('../engine/budget.js');
  return {
    budget: new RunBudget({
      ...(maxRuns !== undefined ? { maxRuns } : {}),
      ...(maxCost !== undefined ? { maxCost } : {}),
    }),
  };
}
