// The `prices` table (.parley.yaml, the action's `prices` input): what a model's tokens cost,
// in dollars per million tokens. Cached input is priced apart (providers discount it); unset,
// it costs what input costs, so a cost is never under-stated.
import { z } from 'zod';
import { nonEmpty, obj } from './helpers.js';

const perMillion = z.number().nonnegative().finite();

export const ModelPrice = obj({
  input: perMillion,
  cached_input: perMillion.optional(),
  output: perMillion,
});
export type ModelPrice = z.infer<typeof ModelPrice>;

/** Model name -> its price. A model not listed is priced "unknown", never $0. */
export const PriceTable = z.record(nonEmpty, ModelPrice);
export type PriceTable = z.infer<typeof PriceTable>;
