// history.html: a suite set's history (results/history.ts) as one self-contained, inert page
// (the shell and CSP of page.ts, no script): per task the pass rate over the runs, where it
// changed and at which commit, the Wilson interval since then, the cost over the runs, the flaky
// tasks with their rate. Every piece of text goes through escapeHtml.
import type { HistoryRun } from '../../results/history-schema.js';
import type { TaskTrend } from '../../verdict/history-trends.js';
import { FLAKY_HIGH, FLAKY_LOW, FLAKY_MIN_JOBS } from '../../verdict/flaky.js';
import { CHANGE_LEVEL } from '../../verdict/history-trends.js';
import { escapeHtml, escapeLine } from './escape.js';
import { NO_SCRIPT_POLICY, pageStart } from './page.js';

const CSS = `
.spark { display: block; } .spark .bar-pass { fill: var(--pass); } .spark .bar-fail { fill: var(--fail); }
.spark .bar-mixed { fill: #d4a72c; } .spark .bar-none { fill: var(--line); } .spark .cost { fill: #8250df; }
.spark .change { stroke: #1f2328; stroke-width: 2; stroke-dasharray: 3 2; } .spark .axis { stroke: var(--line); }
td.task { max-width: 260px; overflow-wrap: anywhere; } .flaky { color: var(--warn); font-weight: 600; }
.changed { color: var(--fail); font-weight: 600; } code { font-size: 12px; }
`;

const pct = (rate: number) => `${Math.round(rate * 100)}%`;
const short = (commit: string | null) => (commit ? commit.slice(0, 7) : 'no commit');
const dollars = (v: number) => (v >= 0.01 ? `$${v.toFixed(2)}` : `$${v.toFixed(4)}`);

/** Bars of the pass rate per run, a dashed line before each change. */
function passSpark(trend: TaskTrend, runs: number): string {
  const w = 12;
  const h = 36;
  const width = Math.max(1, runs) * w;
  const at = new Set(trend.changes.map((c) => trend.points[c.at]!.run));
  const bars = trend.points.map((p) => {
    const total = p.passed + p.failed;
    const rate = total ? p.passed / total : 0;
    const cls = !total
      ? 'bar-none'
      : rate === 1
        ? 'bar-pass'
        : rate === 0
          ? 'bar-fail'
          : 'bar-mixed';
    const bh = total ? Math.max(2, Math.round(rate * (h - 2))) : 2;
    const others = [
      p.abstained && `${p.abstained} abstained`,
      p.cap_exhausted && `${p.cap_exhausted} cap exhausted`,
      p.errored && `${p.errored} errored`,
    ].filter(Boolean);
    const label = `${short(p.commit)} ${p.date.slice(0, 10)}: ${p.passed}/${total} passed${others.length ? `, ${others.join(', ')}` : ''}${p.model ? ` (${p.model})` : ''}`;
    const line = at.has(p.run)
      ? `<line class="change" x1="${p.run * w}" x2="${p.run * w}" y1="0" y2="${h}"/>`
      : '';
    return `${line}<rect class="${cls}" x="${p.run * w + 1}" y="${h - bh}" width="${w - 2}" height="${bh}"><title>${escapeHtml(label)}</title></rect>`;
  });
  return `<svg class="spark" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="pass rate per run"><line class="axis" x1="0" x2="${width}" y1="${h - 0.5}" y2="${h - 0.5}"/>${bars.join('')}</svg>`;
}

/** Bars of the cost per run (tokens when no run has a cost). */
function costSpark(trend: TaskTrend, runs: number): { svg: string; text: string } {
  const w = 12;
  const h = 24;
  const width = Math.max(1, runs) * w;
  const costed = trend.points.some((p) => p.cost_usd !== null);
  const value = (p: TaskTrend['points'][number]) => (costed ? (p.cost_usd ?? 0) : p.tokens);
  const max = Math.max(0, ...trend.points.map(value));
  const bars = trend.points.map((p) => {
    const v = value(p);
    const bh = max > 0 ? Math.max(1, Math.round((v / max) * (h - 1))) : 1;
    const label = `${short(p.commit)}: ${costed ? (p.cost_usd === null ? 'cost unknown' : dollars(v)) : `${v} tokens`}`;
    return `<rect class="cost" x="${p.run * w + 1}" y="${h - bh}" width="${w - 2}" height="${bh}"><title>${escapeHtml(label)}</title></rect>`;
  });
  const last = trend.points.at(-1);
  const text = !last
    ? ''
    : costed
      ? last.cost_usd === null
        ? 'last: unknown'
        : `last: ${dollars(last.cost_usd)}`
      : `last: ${last.tokens.toLocaleString('en-US')} tokens`;
  return {
    svg: `<svg class="spark" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="cost per run">${bars.join('')}</svg>`,
    text,
  };
}

function changeText(trend: TaskTrend): string {
  if (!trend.changes.length) return '<span class="muted">none</span>';
  return trend.changes
    .map(
      (c) =>
        `<span class="changed">${pct(c.before)} → ${pct(c.after)}</span> from <code>${escapeHtml(short(c.commit))}</code> (${escapeHtml(c.date.slice(0, 10))}, p = ${c.p.toPrecision(2)})`,
    )
    .join('<br>');
}

function taskRow(trend: TaskTrend, runs: number): string {
  const cost = costSpark(trend, runs);
  const flaky = trend.flaky
    ? `<div class="flaky">flaky: ${pct(trend.flaky.rate)} over ${trend.flaky.jobs} runs</div>`
    : '';
  return (
    `<tr><td class="task">${escapeLine(trend.suite)} / <b>${escapeLine(trend.task_id)}</b>` +
    (trend.task_name !== trend.task_id
      ? `<div class="meta">${escapeLine(trend.task_name)}</div>`
      : '') +
    `${flaky}</td><td>${passSpark(trend, runs)}</td>` +
    `<td class="num">${pct(trend.now.rate)} (${trend.now.passed}/${trend.now.verdicts})<div class="meta">95 % ${pct(trend.now.low)}–${pct(trend.now.high)}, ${trend.now.runs} run(s)</div></td>` +
    `<td>${changeText(trend)}</td><td>${cost.svg}<div class="meta">${escapeHtml(cost.text)}</div></td></tr>`
  );
}

function runsTable(runs: readonly HistoryRun[]): string {
  const rows = runs.map((r, i) => {
    const tasks = r.tasks.length;
    const passed = r.tasks.reduce((n, t) => n + t.passed, 0);
    const total = r.tasks.reduce((n, t) => n + t.passed + t.failed, 0);
    const commit = `<code>${escapeHtml(short(r.commit))}</code>`;
    return `<tr><td class="num">${i + 1}</td><td>${escapeLine(r.date.slice(0, 16).replace('T', ' '))}</td><td>${escapeLine(r.event)}</td><td>${commit}</td><td class="num">${tasks}</td><td class="num">${passed}/${total}</td><td>${escapeLine(r.parley_version)}</td><td>${r.run_url ? escapeLine(r.run_url) : ''}</td></tr>`;
  });
  return `<details><summary>The ${runs.length} run(s)</summary><table><tr><th>#</th><th>date</th><th>event</th><th>commit</th><th>tasks</th><th>verdicts passed</th><th>Parley</th><th>run</th></tr>${rows.join('')}</table></details>`;
}

/** The whole page. */
export function renderHistoryHtml(
  title: string,
  runs: readonly HistoryRun[],
  trends: readonly TaskTrend[],
): string {
  const flaky = trends.filter((t) => t.flaky);
  const changed = trends.filter((t) => t.changes.length);
  const first = runs[0]?.date.slice(0, 10) ?? '';
  const last = runs.at(-1)?.date.slice(0, 10) ?? '';
  const list = (items: TaskTrend[], text: (t: TaskTrend) => string) =>
    items.length
      ? `<ul>${items.map((t) => `<li>${escapeLine(t.suite)} / <b>${escapeLine(t.task_id)}</b>: ${text(t)}</li>`).join('')}</ul>`
      : '<p class="muted">None.</p>';
  return (
    pageStart(title, NO_SCRIPT_POLICY).replace('</style>', `${CSS}</style>`) +
    `<h1>${escapeHtml(title)}</h1>` +
    `<p class="meta">${runs.length} push and scheduled run(s), ${escapeHtml(first)} to ${escapeHtml(last)}; ${trends.length} task(s).</p>` +
    `<h2>Changed</h2>${list(changed, changeText)}` +
    `<h2>Flaky</h2>${list(flaky, (t) => `<span class="flaky">${pct(t.flaky!.rate)}</span> of ${t.flaky!.runs} verdict runs over ${t.flaky!.jobs} runs since the last change`)}` +
    `<h2>Tasks</h2><table><tr><th>task</th><th>pass rate per run (oldest first)</th><th>since the last change</th><th>changed</th><th>cost per run</th></tr>` +
    trends.map((t) => taskRow(t, runs.length)).join('') +
    '</table>' +
    runsTable(runs) +
    `<p class="note">A change: the split of a task's runs whose one-sided Fisher test (either way) has the smallest p, reported when that p times 2 × the splits is at most ${CHANGE_LEVEL}; each side searched again; named at the first run after it. Flaky: at least ${FLAKY_MIN_JOBS} runs since the last change whose pooled Wilson 95 % interval lies inside (${FLAKY_LOW}, ${FLAKY_HIGH}).</p>` +
    '</main></body></html>\n'
  );
}
