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

/**
 * Model name -> its price. A model not listed is priced "unknown", never $0. A `__proto__` key
 * is refused, not dropped: zod's records leave it out, so its price would silently not apply
 * (the other names of Object.prototype, `constructor` and the like, are priced as any name).
 */
export const PriceTable = z.preprocess(
  (value, ctx) => {
    if (value && typeof value === 'object' && Object.hasOwn(value, '__proto__')) {
      ctx.addIssue({
        code: 'custom',
        input: value,
        path: ['__proto__'],
        message: 'a model cannot be named __proto__ (it is not a key a table can hold)',
      });
    }
    return value;
  },
  z.record(nonEmpty, ModelPrice),
);
export type PriceTable = z.infer<typeof PriceTable>;
