// The report's one cost line: what every run of the job cost at the configured prices, the
// base commit's runs (confirmation) named apart. Unknown when a model has no price: never $0.
import { dollars } from '../results/cost.js';
import type { Summary } from '../results/schema.js';
import { inline } from './escape.js';
import { plural } from './table.js';

/** "Cost $1.84 for 150 runs (base $0.22)"; null without a prices table. */
export function costLine(summary: Summary): string | null {
  const cost = summary.cost;
  if (!cost) return null;
  const base = cost.base.runs ? ` (base ${dollars(cost.base.total)})` : '';
  const why =
    cost.total === null && cost.unknown.length
      ? `: ${inline(cost.unknown.slice(0, 5).join('; '), 400)}`
      : '';
  return `Cost ${dollars(cost.total)} for ${plural(cost.runs, 'run')}${base}${why}.`;
}
