// The "Models side by side" section of the markdown report (comment, job summary, report.md)
// and its console line, from summary.json's `models`: shown only in a models job (`--model a,b`,
// the action's `models`). Each model over every task first, then each task under each model:
// pass rate with its 95 % interval, follow-ups, abstains, agent tokens, cost and pass rate per
// dollar, and the best model by the rule results/model-comparison.ts states.
import { dollars } from '../results/cost.js';
import type { ModelComparison, ModelStats } from '../results/model-comparison.js';
import type { Summary } from '../results/schema.js';
import { escapeTerminal, oneLine } from '../shared/strings.js';
import { inline } from './escape.js';
import { boundedTable } from './table.js';

const HEADER = [
  'Model',
  'Pass rate (95 % interval)',
  'Follow-ups / run',
  'Abstains',
  'Agent tokens',
  'Cost',
  'Pass rate per $',
];

const rate = (s: ModelStats) =>
  `${s.passed}/${s.runs} = ${s.pass_rate.toFixed(2)} (${s.pass_interval.low.toFixed(2)}–${s.pass_interval.high.toFixed(2)})`;

function costCell(table: ModelComparison, s: ModelStats): string {
  if (!table.priced) return 'no prices';
  return s.cost_usd === null ? 'unknown' : dollars(s.cost_usd);
}

function perDollar(table: ModelComparison, s: ModelStats): string {
  if (!table.priced) return 'no prices';
  if (s.pass_rate_per_dollar === null) return s.cost_usd === 0 ? 'free' : 'unknown';
  return s.pass_rate_per_dollar >= 100
    ? Math.round(s.pass_rate_per_dollar).toString()
    : s.pass_rate_per_dollar.toPrecision(3);
}

function cells(table: ModelComparison, s: ModelStats, best: string | null): string[] {
  return [
    `${inline(s.model, 100)}${s.model === best ? ' **best**' : ''}`,
    rate(s),
    s.mean_followups.toFixed(1),
    String(s.abstained),
    String(s.tokens),
    costCell(table, s),
    perDollar(table, s),
  ];
}

/** "best: a" with how sure, in words (plain: the caller escapes for its medium). */
export function bestWords(row: { best: string | null; clear: boolean }): string {
  if (!row.best) return 'no best: a tie on pass rate, cost and follow-ups';
  return row.clear
    ? `${row.best}, its pass interval above every other model's`
    : `${row.best} by the rule, but no clear best: the 95 % intervals overlap`;
}

/** The console's line: which model did best over every task. */
export function bestModelLine(table: ModelComparison): string {
  const best = table.overall.find((s) => s.model === table.best);
  const figures = best ? ` (pass rate ${best.pass_rate.toFixed(2)})` : '';
  return escapeTerminal(oneLine(`Best model: ${bestWords(table)}${figures}.`));
}

/** The section, or null when the job compared no models. */
export function modelsSection(summary: Summary): string | null {
  const table = summary.models;
  if (!table) return null;
  const overall = boundedTable(
    HEADER,
    table.overall.map((s) => cells(table, s, table.best)),
    'model',
  );
  const rows = table.tasks.flatMap((t) =>
    t.by_model.map((s) => [inline(`${t.suite} › ${t.task_id}`, 120), ...cells(table, s, t.best)]),
  );
  const perTask = boundedTable(['Task', ...HEADER], rows, 'row');
  const unclear = table.tasks.filter((t) => t.best && !t.clear).length;
  return [
    '### Models side by side',
    `Best overall: ${inline(bestWords(table), 400)}. Each model ran every task × trial of the same suites ` +
      '(same brief, graders and budget) and is compared with its own baseline. The best: the highest ' +
      "pass rate; a tie goes to the lower cost per run, then to fewer follow-ups. Cost: the agent's tokens at the `prices` table.",
    overall,
    `<details><summary>Per task (${table.tasks.length} task(s); ${unclear} with no clear best)</summary>\n\n${perTask}\n\n</details>`,
  ].join('\n\n');
}
