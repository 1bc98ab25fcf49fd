// A job's budget (`max-runs`, `max-cost`): one object shared by every runSuites call of the job
// (screening, then confirmation's head and base runs), so they all count against it. Once it is
// reached no new run starts (those under way finish); the runs not started are kept, per task,
// for summary.json's `not_run` and the gate, which calls those tasks inconclusive.
// In a matrix the limits are the whole matrix's: a shard keeps its share (shareFor), and the
// confirmation job after the shards what they left (remainingBudget).
import { costOf, dollars } from '../results/cost.js';
import type { NotRun, RunRecord, Summary } from '../results/schema.js';
import type { PriceTable } from '../suites/schema/prices.js';

export interface BudgetLimits {
  /** Runs started at most (attempts of a retried run are one run). */
  maxRuns?: number;
  /** Dollars at most, at the `prices` table's rates. */
  maxCost?: number;
}

/**
 * Which part of the configured limits a budget keeps, for the reason it gives when reached: all
 * of them (one job), a shard's share of the matrix's, or what the shards left of the matrix's
 * (the confirmation job after them; `unknown`: why nothing can be kept).
 */
type BudgetPart =
  | { of: 'job' }
  | { of: 'share'; shard: string }
  | { of: 'rest'; used: { runs: number; cost: number }; unknown?: string };

export class RunBudget {
  private started = 0;
  private spent = 0;
  private prices: PriceTable | undefined;
  /** Why no new run may start; undefined while the budget allows one. */
  private reached: string | undefined;
  private readonly skipped = new Map<string, { suite: string; task_id: string; runs: number }>();
  private skippedRuns = 0;
  private part: BudgetPart = { of: 'job' };
  private kept: BudgetLimits;

  /** `limits`: as configured, the job's (or the whole matrix's: see shareFor, remainingBudget). */
  constructor(readonly limits: BudgetLimits) {
    this.kept = limits;
  }

  /** What this job may spend: the limits, a shard's share of them, or what the shards left. */
  get keeps(): BudgetLimits {
    return this.kept;
  }

  /**
   * A shard's share of the matrix's budget: its planned runs' part of every shard's planned runs
   * (max-runs floored, so the shares never sum past it; max-cost in proportion). Set once, from
   * the screening's plan before any run starts; the shard's confirmation runs count against it.
   */
  shareFor(shard: string, runs: number, matrixRuns: number): void {
    if (this.part.of !== 'job' || this.started > 0) return;
    const { maxRuns, maxCost } = this.limits;
    const planned = Math.max(0, Math.min(runs, matrixRuns));
    this.part = { of: 'share', shard };
    this.kept = {
      ...(maxRuns !== undefined
        ? { maxRuns: matrixRuns > 0 ? Math.floor((maxRuns * planned) / matrixRuns) : 0 }
        : {}),
      ...(maxCost !== undefined
        ? { maxCost: matrixRuns > 0 ? (maxCost * planned) / matrixRuns : 0 }
        : {}),
    };
  }

  /** What the shards left (remainingBudget): the limits less what they used. */
  leftAfter(used: { runs: number; cost?: number }, unknown?: string): void {
    const { maxRuns, maxCost } = this.limits;
    const cost = used.cost ?? 0;
    this.part = { of: 'rest', used: { runs: used.runs, cost }, ...(unknown ? { unknown } : {}) };
    this.kept = {
      ...(maxRuns !== undefined ? { maxRuns: Math.max(0, maxRuns - used.runs) } : {}),
      ...(maxCost !== undefined ? { maxCost: Math.max(0, maxCost - cost) } : {}),
    };
  }

  /** The prices the job's runs are costed at (set once the project config is loaded). */
  usePrices(prices: PriceTable | undefined): void {
    this.prices ??= prices;
  }

  /** Whether one more run may start; counts it when it may. */
  tryStart(): boolean {
    if (this.reached) return false;
    const { maxRuns, maxCost } = this.kept;
    if (this.part.of === 'rest' && this.part.unknown) {
      this.reached = this.part.unknown;
      return false;
    }
    if (maxCost !== undefined && !this.prices) {
      this.reached = `max-cost ${money(this.limits.maxCost!)} needs a prices table (the \`prices\` setting), so no run was started`;
      return false;
    }
    if (maxRuns !== undefined && this.started >= maxRuns) {
      this.reached = this.runsReached(maxRuns);
      return false;
    }
    if (maxCost !== undefined && this.spent >= maxCost) {
      this.reached = this.costReached(maxCost);
      return false;
    }
    this.started++;
    return true;
  }

  /** "the budget of 10 run(s) (max-runs) was reached", or a shard's, or the confirmation's. */
  private runsReached(maxRuns: number): string {
    const part = this.part;
    const matrix = this.limits.maxRuns!;
    if (part.of === 'share')
      return `shard ${part.shard}'s share, ${maxRuns} of the matrix's max-runs ${matrix}, was reached`;
    if (part.of === 'rest')
      return `the matrix's max-runs ${matrix} was reached: the shards started ${part.used.runs} run(s), which left ${maxRuns} for the confirmation`;
    return `the budget of ${maxRuns} run(s) (max-runs) was reached`;
  }

  private costReached(maxCost: number): string {
    const part = this.part;
    const matrix = dollars(this.limits.maxCost!);
    if (part.of === 'share')
      return `shard ${part.shard}'s share, ${dollars(maxCost)} of the matrix's max-cost ${matrix}, was reached: ${money(this.spent)} spent`;
    if (part.of === 'rest')
      return `the matrix's max-cost ${matrix} was reached: the shards spent ${dollars(part.used.cost)}, which left ${dollars(maxCost)} for the confirmation (${money(this.spent)} spent)`;
    return `the budget of ${money(maxCost)} (max-cost) was reached: ${money(this.spent)} spent`;
  }

  /** A finished run's cost; a cost that cannot be known stops the spending under max-cost. */
  finished(record: RunRecord): void {
    if (this.limits.maxCost === undefined || !this.prices) return;
    const cost = costOf([record], this.prices);
    if (cost.total === null || !Number.isFinite(cost.total)) {
      this.reached ??= `the cost of a run is unknown (${cost.unknown.join('; ')}), so max-cost ${money(this.limits.maxCost)} cannot be kept`;
    } else this.spent += cost.total;
  }

  /** A planned run that did not start because the budget was reached. */
  notStarted(suite: string, taskId: string): void {
    this.skippedRuns++;
    const key = JSON.stringify([suite, taskId]);
    const task = this.skipped.get(key);
    if (task) task.runs++;
    else this.skipped.set(key, { suite, task_id: taskId, runs: 1 });
  }

  /** What did not run, for summary.json; undefined when every planned run started. */
  notRun(): NotRun | undefined {
    if (!this.skippedRuns) return undefined;
    return {
      reason: this.reached ?? 'the budget was reached',
      runs: this.skippedRuns,
      tasks: [...this.skipped.values()].slice(0, 10_000),
    };
  }
}

const money = (n: number) => `$${n.toFixed(2)}`;

/** The shards' results merged (results/merge.ts mergeShards), or their merged summary alone. */
export type MergedShards = Summary | { summary: Summary; records: Iterable<RunRecord> };

/**
 * The budget of the confirmation job after a matrix's shards: the matrix's limits less what the
 * shards used. Runs: each record the shards wrote is one run started (the attempts of a retried
 * run are one record); given the summary alone, its count of runs. Dollars: the records at
 * `prices` (as results/cost.ts prices them), else the merged summary's `cost`. Under max-cost,
 * a cost of the shards that is unknown leaves nothing that could be kept: the confirmation
 * starts no run and its not_run says why. Undefined when no limit is set.
 */
export function remainingBudget(
  limits: BudgetLimits,
  merged: MergedShards,
  prices?: PriceTable,
): RunBudget | undefined {
  const { maxRuns, maxCost } = limits;
  if (maxRuns === undefined && maxCost === undefined) return undefined;
  const budget = new RunBudget({
    ...(maxRuns !== undefined ? { maxRuns } : {}),
    ...(maxCost !== undefined ? { maxCost } : {}),
  });
  budget.usePrices(prices);
  const summary = 'records' in merged ? merged.summary : merged;
  const records = 'records' in merged ? [...merged.records] : undefined;
  const runs = records ? records.length : summary.counts.runs;
  if (maxCost === undefined) {
    budget.leftAfter({ runs });
    return budget;
  }
  const priced = records && prices ? costOf(records, prices) : summary.cost;
  const total = priced?.total;
  if (total === null || total === undefined || !Number.isFinite(total)) {
    const why = !priced
      ? 'no prices table priced their runs'
      : priced.unknown.join('; ') || 'not a finite number';
    budget.leftAfter(
      { runs },
      `the shards' cost is unknown (${why}), so what they left of the matrix's max-cost ${dollars(maxCost)} is unknown and no confirmation run was started`,
    );
  } else budget.leftAfter({ runs, cost: total });
  return budget;
}
