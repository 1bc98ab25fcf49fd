// report.html's "Models side by side" (summary.json's `models`): each model over every task,
// then each task under each model, the pass rate drawn as a bar with its 95 % interval as a
// whisker, and the best model per row by the rule results/model-comparison.ts states. Every
// text goes through escape.ts; the rows are bounded.
import { dollars } from '../../results/cost.js';
import type { ModelComparison, ModelStats } from '../../results/model-comparison.js';
import { escapeLine } from './escape.js';

/** Rows the per-task table shows; summary.json has them all. */
const MAX_ROWS = 500;

const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;

/** The pass rate as a bar, its interval as a whisker over it (inline styles: the CSP allows them). */
function rateBar(s: ModelStats): string {
  const { low, high } = s.pass_interval;
  return (
    `<div class="rate"><div class="rate-bar"><div class="rate-fill" style="width:${percent(s.pass_rate)}"></div>` +
    `<div class="rate-ci" style="left:${percent(low)};width:${percent(high - low)}"></div></div>` +
    `<span>${s.passed}/${s.runs} = ${s.pass_rate.toFixed(2)} ` +
    `<span class="muted">(${low.toFixed(2)}–${high.toFixed(2)})</span></span></div>`
  );
}

function money(table: ModelComparison, value: number | null): string {
  if (!table.priced) return '<span class="muted">no prices</span>';
  return value === null ? '<span class="muted">unknown</span>' : escapeLine(dollars(value), 40);
}

function perDollar(table: ModelComparison, s: ModelStats): string {
  if (!table.priced) return '<span class="muted">no prices</span>';
  if (s.pass_rate_per_dollar === null) return '<span class="muted">unknown</span>';
  return s.pass_rate_per_dollar.toPrecision(3);
}

function row(table: ModelComparison, s: ModelStats, best: string | null, first = ''): string {
  const badge = s.model === best ? ' <span class="badge s-passed">best</span>' : '';
  return (
    `<tr>${first}<td>${escapeLine(s.model, 120)}${badge}</td><td>${rateBar(s)}</td>` +
    `<td class="num">${s.mean_followups.toFixed(1)}</td><td class="num">${s.abstained}</td>` +
    `<td class="num">${s.tokens}</td><td class="num">${money(table, s.cost_usd)}</td>` +
    `<td class="num">${perDollar(table, s)}</td></tr>`
  );
}

const HEAD =
  '<th>Model</th><th>Pass rate (95 % interval)</th><th>Follow-ups / run</th><th>Abstains</th>' +
  '<th>Agent tokens</th><th>Cost</th><th>Pass rate per $</th>';

function bestNote(row: { best: string | null; clear: boolean }): string {
  if (!row.best) return 'no best: a tie on pass rate, cost and follow-ups';
  return row.clear
    ? `<strong>${escapeLine(row.best, 120)}</strong>, its interval above every other model's`
    : `${escapeLine(row.best, 120)} by the rule, but <strong>no clear best</strong>: the 95 % intervals overlap`;
}

export function renderModels(table: ModelComparison | undefined): string {
  if (!table) return '';
  const overall =
    `<table><thead><tr>${HEAD}</tr></thead><tbody>` +
    table.overall.map((s) => row(table, s, table.best)).join('') +
    '</tbody></table>';
  const tasks = table.tasks.slice(0, MAX_ROWS);
  const perTask = tasks
    .map((t) =>
      t.by_model
        .map((s, i) =>
          row(
            table,
            s,
            t.best,
            i === 0
              ? `<td rowspan="${t.by_model.length}">${escapeLine(`${t.suite} / ${t.task_id}`, 160)}` +
                  `<div class="muted">best: ${bestNote(t)}</div></td>`
              : '',
          ),
        )
        .join(''),
    )
    .join('');
  const more =
    table.tasks.length > MAX_ROWS
      ? `<p class="cut">${table.tasks.length - MAX_ROWS} more tasks in summary.json.</p>`
      : '';
  return (
    '<h2 id="models">Models side by side</h2>' +
    `<p>Best overall: ${bestNote(table)}. Each model ran every task × trial of the same suites; ` +
    'the best has the highest pass rate, a tie going to the lower cost per run, then to fewer ' +
    "follow-ups. Cost: the agent's tokens at the prices table.</p>" +
    overall +
    `<h3>Per task</h3><table><thead><tr><th>Task</th>${HEAD}</tr></thead><tbody>${perTask}</tbody></table>${more}`
  );
}
