// summary.json's `models`: a models job's task x model table (results/model-comparison.ts
// builds it), as the schema that validates it when a summary is read back and that schemas/
// is generated from.
import { z } from 'zod';
import { MAX_COMPARED_MODELS } from '../shared/model-list.js';

const Rate = z.number().min(0).max(1);
const Dollars = z.number().nonnegative().nullable();

export const ModelStats = z.object({
  model: z.string().max(500),
  /** Runs that ran (a test skipped in its file counts apart, as in the summary's pass rate). */
  runs: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  pass_rate: Rate,
  /** Wilson 95% interval of the pass rate (overall: over every run, as if independent). */
  pass_interval: z.object({ low: Rate, high: Rate }),
  /** The responder's follow-ups per run (0 for a task without a responder). */
  mean_followups: z.number().nonnegative(),
  /** Runs whose status or outcome is abstained. */
  abstained: z.number().int().nonnegative(),
  /** The agent's tokens (the model compared; the responder's and judge's are the job's). */
  tokens: z.number().int().nonnegative(),
  /**
   * The agent's tokens of these runs at the `prices` table: the task's mean per run (its
   * confirmation re-runs included) times `runs`. Null: no prices, or a model without one.
   */
  cost_usd: Dollars,
  cost_per_run_usd: Dollars,
  /** pass_rate / cost_per_run_usd: passes per dollar. Null when the cost is unknown or 0. */
  pass_rate_per_dollar: z.number().nonnegative().nullable(),
});
export type ModelStats = z.infer<typeof ModelStats>;

/** The best model of a row, by the rule model-comparison.ts `bestOf` states. */
const Best = {
  /** Null: no run, or a tie the rule cannot break. */
  best: z.string().max(500).nullable(),
  /** The best's pass interval lies above every other model's (no overlap). */
  clear: z.boolean(),
};

export const ModelComparison = z.object({
  models: z.array(z.string().max(500)).max(MAX_COMPARED_MODELS),
  /** Whether a `prices` table was given: without one every cost is null ("no prices"). */
  priced: z.boolean(),
  tasks: z
    .array(
      z.object({
        /** The suite's own name (its runs carry `suite [model]`). */
        suite: z.string().max(500),
        task_id: z.string().max(500),
        task_name: z.string().max(500),
        by_model: z.array(ModelStats).max(MAX_COMPARED_MODELS),
        ...Best,
      }),
    )
    .max(100_000),
  overall: z.array(ModelStats).max(MAX_COMPARED_MODELS),
  ...Best,
});
export type ModelComparison = z.infer<typeof ModelComparison>;
