// A job's budget (`max-runs`, `max-cost`): one object shared by every runSuites call of the job
// (screening, then confirmation's head and base runs), so they all count against it. Once it is
// reached no new run starts (those under way finish); the runs not started are kept, per task,
// for summary.json's `not_run` and the gate, which calls those tasks inconclusive.
import { costOf } from '../results/cost.js';
import type { NotRun, RunRecord } from '../results/schema.js';
import type { PriceTable } from '../suites/schema/prices.js';

export interface BudgetLimits {
  /** Runs started at most (attempts of a retried run are one run). */
  maxRuns?: number;
  /** Dollars at most, at the `prices` table's rates. */
  maxCost?: number;
}

export class RunBudget {
  private started = 0;
  private spent = 0;
  private prices: PriceTable | undefined;
  /** Why no new run may start; undefined while the budget allows one. */
  private reached: string | undefined;
  private readonly skipped = new Map<string, { suite: string; task_id: string; runs: number }>();
  private skippedRuns = 0;

  constructor(readonly limits: BudgetLimits) {}

  /** The prices the job's runs are costed at (set once the project config is loaded). */
  usePrices(prices: PriceTable | undefined): void {
    this.prices ??= prices;
  }

  /** Whether one more run may start; counts it when it may. */
  tryStart(): boolean {
    if (this.reached) return false;
    const { maxRuns, maxCost } = this.limits;
    if (maxCost !== undefined && !this.prices) {
      this.reached = `max-cost ${money(maxCost)} needs a prices table (the \`prices\` setting), so no run was started`;
      return false;
    }
    if (maxRuns !== undefined && this.started >= maxRuns) {
      this.reached = `the budget of ${maxRuns} run(s) (max-runs) was reached`;
      return false;
    }
    if (maxCost !== undefined && this.spent >= maxCost) {
      this.reached = `the budget of ${money(maxCost)} (max-cost) was reached: ${money(this.spent)} spent`;
      return false;
    }
    this.started++;
    return true;
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
