// summary.json's `models` (a models job, engine/model-arms.ts): every task under every model side
// by side, and each model over all tasks. Each model's runs are a suite of their own
// (`suite [model]`), so this is the one place that puts them back in one row per task.
//
// The best model of a row: the highest pass rate; a tie goes to the lower cost per run (a known
// cost beats an unknown one), then to fewer follow-ups per run; a tie left after that has no
// best. `clear` says whether the best's Wilson interval lies wholly above every other model's:
// with few trials it seldom does, and the report says "no clear best" then.
import type { Cost } from './cost-schema.js';
import type { ModelComparison, ModelStats } from './model-comparison-schema.js';
import { wilson95 } from './reliability.js';
import type { RunRecord } from './schema.js';
import { modelArmName } from '../shared/model-list.js';

export type { ModelComparison, ModelStats };

/** What a suite of the summary says of its model arm (SuiteSummaryInput's `model_arm`). */
export interface ArmSuite {
  name: string;
  model_arm?: { suite: string; model: string };
  tasks: { id: string; name: string }[];
}

interface Tally {
  runs: number;
  passed: number;
  followups: number;
  abstained: number;
  tokens: number;
}

const emptyTally = (): Tally => ({ runs: 0, passed: 0, followups: 0, abstained: 0, tokens: 0 });
const round = (n: number) => Math.round(n * 10_000) / 10_000;

function add(tally: Tally, r: RunRecord): void {
  if (r.outcome === 'not_run') return;
  tally.runs++;
  if (r.status === 'passed') tally.passed++;
  tally.followups += r.responder?.followups_sent ?? 0;
  if (r.status === 'abstained' || r.outcome === 'abstained') tally.abstained++;
  tally.tokens += r.usage.agent.total_tokens;
}

function statsOf(model: string, t: Tally): ModelStats {
  const interval = wilson95(t.passed, t.runs);
  return {
    model,
    runs: t.runs,
    passed: t.passed,
    pass_rate: t.runs ? round(t.passed / t.runs) : 0,
    pass_interval: { low: round(interval.low), high: round(interval.high) },
    mean_followups: t.runs ? round(t.followups / t.runs) : 0,
    abstained: t.abstained,
    tokens: t.tokens,
    cost_usd: null,
    cost_per_run_usd: null,
    pass_rate_per_dollar: null,
  };
}

/**
 * The table from the screening runs (confirmation and base runs are the gate's), without costs
 * (priceModelComparison adds them once the job's cost is known). Undefined: no suite is a
 * model arm.
 */
export function modelComparison(
  screening: readonly RunRecord[],
  suites: readonly ArmSuite[],
): ModelComparison | undefined {
  const arms = new Map(suites.flatMap((s) => (s.model_arm ? [[s.name, s.model_arm]] : [])));
  if (!arms.size) return undefined;
  const models = [...new Set([...arms.values()].map((a) => a.model))];
  const rows = new Map<string, { suite: string; task_id: string; task_name: string }>();
  const tallies = new Map<string, Tally>();
  const overall = new Map(models.map((m) => [m, emptyTally()]));
  const rowKey = (suite: string, task: string) => JSON.stringify([suite, task]);
  for (const s of suites) {
    if (!s.model_arm) continue;
    for (const t of s.tasks) {
      const key = rowKey(s.model_arm.suite, t.id);
      if (!rows.has(key))
        rows.set(key, { suite: s.model_arm.suite, task_id: t.id, task_name: t.name });
    }
  }
  for (const r of screening) {
    const arm = arms.get(r.suite);
    if (!arm) continue;
    const key = JSON.stringify([arm.suite, r.task_id, arm.model]);
    let tally = tallies.get(key);
    if (!tally) tallies.set(key, (tally = emptyTally()));
    add(tally, r);
    add(overall.get(arm.model)!, r);
  }
  const tasks = [...rows.values()]
    .map((row) => {
      const byModel = models.flatMap((m) => {
        const t = tallies.get(JSON.stringify([row.suite, row.task_id, m]));
        return t ? [statsOf(m, t)] : [];
      });
      return { ...row, by_model: byModel, ...bestOf(byModel) };
    })
    .filter((row) => row.by_model.length > 0);
  const all = models.map((m) => statsOf(m, overall.get(m)!));
  return { models, priced: false, tasks, overall: all, ...bestOf(all) };
}

/** The best of a row by the rule at the top of this file, and whether it is clearly so. */
export function bestOf(stats: readonly ModelStats[]): { best: string | null; clear: boolean } {
  const ran = stats.filter((s) => s.runs > 0);
  if (!ran.length) return { best: null, clear: false };
  const cost = (s: ModelStats) => s.cost_per_run_usd ?? Infinity;
  const order = (a: ModelStats, b: ModelStats) =>
    b.pass_rate - a.pass_rate || cost(a) - cost(b) || a.mean_followups - b.mean_followups;
  const sorted = [...ran].sort((a, b) => order(a, b) || 0);
  const [first, second] = sorted;
  if (second && order(first!, second) === 0) return { best: null, clear: false };
  const clear = ran.every((s) => s === first || s.pass_interval.high < first!.pass_interval.low);
  return { best: first!.model, clear: ran.length > 1 && clear };
}

/**
 * The costs of the table at the job's cost (summary.json's `cost`, per task, base runs apart):
 * each task's agent dollars per head run times its screening runs. Best models are chosen again,
 * since a tie on pass rate goes to the cheaper.
 */
export function priceModelComparison(
  table: ModelComparison,
  cost: Cost | undefined,
): ModelComparison {
  if (!cost) return table;
  const perRun = new Map<string, number | null>();
  for (const t of cost.tasks) {
    const runs = t.runs - t.base.runs;
    const agent =
      t.by_role.agent === null || t.base.by_role.agent === null
        ? null
        : t.by_role.agent - t.base.by_role.agent;
    perRun.set(
      JSON.stringify([t.suite, t.task_id]),
      runs > 0 && agent !== null ? agent / runs : null,
    );
  }
  const totals = new Map<string, number | null>(table.models.map((m) => [m, 0]));
  const tasks = table.tasks.map((row) => {
    const byModel = row.by_model.map((s) => {
      const each =
        perRun.get(JSON.stringify([modelArmName(row.suite, s.model), row.task_id])) ?? null;
      const dollars = each === null ? null : each * s.runs;
      const total = totals.get(s.model);
      totals.set(
        s.model,
        total === null || total === undefined || dollars === null ? null : total + dollars,
      );
      return priced(s, dollars);
    });
    return { ...row, by_model: byModel, ...bestOf(byModel) };
  });
  const overall = table.overall.map((s) => priced(s, totals.get(s.model) ?? null));
  return { ...table, priced: true, tasks, overall, ...bestOf(overall) };
}

function priced(s: ModelStats, dollars: number | null): ModelStats {
  const each = dollars === null || s.runs === 0 ? null : dollars / s.runs;
  const money = (n: number | null) => (n === null ? null : Math.round(n * 1e6) / 1e6);
  return {
    ...s,
    cost_usd: money(dollars),
    cost_per_run_usd: money(each),
    pass_rate_per_dollar: each ? round(s.pass_rate / each) : null,
  };
}
