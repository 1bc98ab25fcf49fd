// What a job's runs cost in money: each run's token usage per role at the `prices` table's
// rates (dollars per million input, cached input and output tokens). A model without a price,
// or an agent that reported no usage, makes the cost "unknown" (null), never $0.
// The Cost schema (summary.json's `cost`) is in cost-schema.ts: a job computes its cost without
// building it.
import type { ModelPrice, PriceTable } from '../suites/schema/prices.js';
import type { Cost, CostPart } from './cost-schema.js';
import type { Role, RunRecord, Usage } from './schema.js';

export type { Cost, CostPart };

const ROLES: Role[] = ['agent', 'responder', 'judge'];
const PER = 1_000_000;

/** Dollars of one model's tokens; cached input costs `cached_input` (else `input`). */
function priced(price: ModelPrice, input: number, cached: number, output: number): number {
  const rate = price.cached_input ?? price.input;
  return ((input - cached) * price.input + cached * rate + output * price.output) / PER;
}

/**
 * One role's usage of one run: each model's tokens at its price; tokens no model is named for
 * (an ACP agent's) at `fallback`'s, the run's model for that role.
 */
function usageCost(
  usage: Usage,
  fallback: string | null | undefined,
  prices: PriceTable,
  unknown: Set<string>,
): number | null {
  if (usage.reported === false) {
    unknown.add('an agent reported no token usage');
    return null;
  }
  let dollars: number | null = 0;
  let [input, cached, output] = [
    usage.input_tokens,
    usage.cached_input_tokens ?? 0,
    usage.output_tokens,
  ];
  const add = (model: string | null | undefined, i: number, c: number, o: number) => {
    if (i + o === 0) return;
    // Own keys only: a model named `constructor` or `toString` is not priced by Object.prototype.
    const price = model && Object.hasOwn(prices, model) ? prices[model] : undefined;
    const cost = price ? priced(price, i, c, o) : NaN;
    if (!Number.isFinite(cost)) {
      unknown.add(
        !model
          ? 'tokens of an unnamed model'
          : price
            ? `no finite cost for model ${model}`
            : `no price for model ${model}`,
      );
      dollars = null;
    } else if (dollars !== null) dollars += cost;
  };
  for (const [model, t] of Object.entries(usage.models ?? {})) {
    add(model, t.input_tokens, t.cached_input_tokens, t.output_tokens);
    input -= t.input_tokens;
    cached -= t.cached_input_tokens;
    output -= t.output_tokens;
  }
  add(fallback, Math.max(0, input), Math.max(0, Math.min(cached, input)), Math.max(0, output));
  return dollars;
}

const plus = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);
const emptyPart = (): CostPart => ({
  total: 0,
  runs: 0,
  by_role: { agent: 0, responder: 0, judge: 0 },
});

function addRun(part: CostPart, run: Record<Role, number | null>): void {
  part.runs++;
  for (const role of ROLES) {
    part.by_role[role] = plus(part.by_role[role], run[role]);
    part.total = plus(part.total, run[role]);
  }
}

const round = (n: number | null) => (n === null ? null : Math.round(n * 1e6) / 1e6);
function rounded<T extends CostPart>(part: T): T {
  return {
    ...part,
    total: round(part.total),
    by_role: {
      agent: round(part.by_role.agent),
      responder: round(part.by_role.responder),
      judge: round(part.by_role.judge),
    },
  };
}

/** The cost of every run given (the job's: screening, confirmation and base runs). */
export function costOf(records: Iterable<RunRecord>, prices: PriceTable): Cost {
  const unknown = new Set<string>();
  const all = emptyPart();
  const base = emptyPart();
  const tasks = new Map<string, CostPart & { suite: string; task_id: string; base: CostPart }>();
  for (const r of records) {
    const run = {
      agent: usageCost(r.usage.agent, r.model, prices, unknown),
      responder: usageCost(r.usage.responder, r.responder?.model, prices, unknown),
      judge: usageCost(r.usage.judge, undefined, prices, unknown),
    };
    addRun(all, run);
    if (r.side === 'base') addRun(base, run);
    const key = JSON.stringify([r.suite, r.task_id]);
    let task = tasks.get(key);
    if (!task) {
      task = { suite: r.suite, task_id: r.task_id, ...emptyPart(), base: emptyPart() };
      tasks.set(key, task);
    }
    addRun(task, run);
    if (r.side === 'base') addRun(task.base, run);
  }
  return {
    currency: 'USD',
    ...rounded(all),
    base: rounded(base),
    tasks: [...tasks.values()].map((t) => ({ ...rounded(t), base: rounded(t.base) })),
    unknown: [...unknown].sort().slice(0, 100),
  };
}

/** "$1.84"; small sums keep their first significant digits ("$0.0042"), never "$0.00". */
export function dollars(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'unknown';
  if (value === 0 || value >= 0.01) return `$${value.toFixed(2)}`;
  if (value < 0.000001) return 'under $0.000001';
  return `$${Number(value.toPrecision(2)).toFixed(6).replace(/0+$/, '')}`;
}
