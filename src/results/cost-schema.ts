// summary.json's `cost`: what a job's runs cost (computed by cost.ts), as the schema that
// validates it when a summary is read back and that schemas/ is generated from.
import { z } from 'zod';

const Dollars = z.number().nonnegative().nullable();
const ByRole = z.object({ agent: Dollars, responder: Dollars, judge: Dollars });

export const CostPart = z.object({
  /** Dollars; null: unknown (see `unknown`). */
  total: Dollars,
  runs: z.number().int().nonnegative(),
  by_role: ByRole,
});
export type CostPart = z.infer<typeof CostPart>;

export const Cost = CostPart.extend({
  currency: z.literal('USD'),
  /** The runs on the base commit (confirmation's concurrent base runs): part of `total`. */
  base: CostPart,
  /** Per task, every run of it this job made (screening, confirmation, base side), base apart. */
  tasks: z
    .array(
      CostPart.extend({
        suite: z.string().max(500),
        task_id: z.string().max(500),
        base: CostPart,
      }),
    )
    .max(100_000),
  /** Why a cost is unknown: the models without a price, an agent that reported no usage. */
  unknown: z.array(z.string().max(300)).max(100),
});
export type Cost = z.infer<typeof Cost>;
