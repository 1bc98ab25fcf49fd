// history.jsonl: one line per push or scheduled run of a suite set, oldest first, what each task
// did in it (the action keeps it in the Actions cache, github/history-store.ts; `parley history`
// reads it). Read back as untrusted: every field bounded.
import { z } from 'zod';
import { MAX_HISTORY_RUNS, SUMMARY_TASKS } from './layout.js';

const Count = z.number().int().nonnegative().max(1_000_000);

/** One task in one run: its verdict counts, outcomes, usage and cost. */
export const HistoryTask = z.object({
  suite: z.string().max(500),
  task_id: z.string().max(500),
  task_name: z.string().max(500),
  /** The task's identity (definition, models, Parley version); absent in older summaries. */
  identity: z.string().max(128).optional(),
  /** passed / trials, as summary.json's pass_rate. */
  pass_rate: z.number().min(0).max(1),
  trials: Count,
  passed: Count,
  failed: Count,
  abstained: Count,
  cap_exhausted: Count,
  errored: Count,
  /** Every role's tokens (agent, responder, judge). */
  tokens: Count.max(Number.MAX_SAFE_INTEGER),
  /** Dollars at the `prices` table; null when unknown or no prices were configured. */
  cost_usd: z.number().nonnegative().nullable(),
  /** The agent's model, as the suite resolved it. */
  model: z.string().max(200).nullable(),
});
export type HistoryTask = z.infer<typeof HistoryTask>;

/** One run of the suite set. */
export const HistoryRun = z.object({
  commit: z.string().max(200).nullable(),
  /** The run's summary created_at. */
  date: z.string().max(40),
  event: z.string().max(40),
  run_id: z.string().max(40).nullable(),
  run_url: z.string().max(500).nullable(),
  parley_version: z.string().max(100),
  tasks: z.array(HistoryTask).max(SUMMARY_TASKS),
});
export type HistoryRun = z.infer<typeof HistoryRun>;

/** The whole file, for schemas/: MAX_HISTORY_RUNS lines at most. */
export const History = z.array(HistoryRun).max(MAX_HISTORY_RUNS);
export type History = z.infer<typeof History>;
