// The top of report.html: the headline (pass rate and counts), the base vs head scorecard of
// the comparison when there is one (every task with its bucket, p-value and note), else the
// head's tasks; each task links to its runs' conversations below.
import {
  blindLine,
  BUCKET_NOTES,
  formatP,
  pEquals,
  suiteLine,
  TASK_BUCKETS,
  type Bucket,
  type Comparison,
  type TaskComparison,
} from '../../verdict/compare.js';
import { countsOf } from '../../results/counts.js';
import type { Summary, TaskSummary } from '../../results/schema.js';
import { stopNote, type RunStop } from '../../results/stop.js';
import type { AcceptedGate } from '../../verdict/accept.js';
import type { ImpactReport } from '../../results/impact.js';
import { verdictStatus, type VerdictFormat } from '../headline.js';
import { sideCell } from '../scorecard.js';
import { regressedNote } from '../regressed-note.js';
import { triggerAccuracyLines } from '../trigger-accuracy.js';
import { runAnchor } from './anchors.js';
import { escapeHtml, escapeLine } from './escape.js';
import { flakyText, quarantineNotes, quarantineText } from './quarantine.js';

export interface ScorecardInput {
  summary: Summary;
  comparison?: Comparison;
  baseline?: { sha?: string; source: string } | null;
  baselineNote?: string;
  stop?: RunStop;
  /** As report.md's (ReportInput): what the verdict line at the top reads. */
  ignoreErrors?: boolean;
  impact?: ImpactReport;
  acceptance?: AcceptedGate;
}

const HTML_VERDICT: VerdictFormat = {
  code: (text, max) => `<code>${escapeLine(text, max)}</code>`,
  text: (text, max) => escapeLine(text, max),
};

/** The verdict as the comment's heading says it, with its colour. */
function verdictLine(input: ScorecardInput): string {
  const comparison = input.acceptance?.gate ?? input.comparison;
  const line = verdictStatus(
    input.summary,
    comparison,
    input.ignoreErrors ?? false,
    input.impact,
    HTML_VERDICT,
  );
  const tone = line.startsWith('❌')
    ? 's-failed'
    : line.startsWith('✅')
      ? 's-passed'
      : line.startsWith('➖')
        ? 's-skipped'
        : 's-abstained';
  return `<p class="verdict ${tone}">${line}</p>`;
}

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const short = (sha: string | null | undefined) =>
  sha ? escapeLine(sha.slice(0, 7), 7) : 'unknown';

function points(delta: number): string {
  return `${delta >= 0 ? '+' : '−'}${Math.abs(delta * 100).toFixed(1)} pts`;
}

/** Links to a task's trials: the run anchors renderRun() gives them. */
function trialLinks(suite: string, taskId: string, trials: number): string {
  const shown = Math.min(trials, 20);
  const links = Array.from(
    { length: shown },
    (_, i) => `<a href="#${runAnchor(suite, taskId, i + 1)}">${i + 1}</a>`,
  );
  return links.join(' ') + (trials > shown ? ` … (${trials})` : '');
}

export function renderHeadline(input: ScorecardInput): string {
  const { summary, comparison } = input;
  const c = countsOf(summary);
  const change = comparison ? ` (${points(comparison.pass_rate_delta)} vs base)` : '';
  const id = summary.identity;
  const models = Object.entries(id.models)
    .filter(([, model]) => model)
    .map(([role, model]) => `${role} ${escapeLine(model!, 80)}`);
  const facts = [
    `commit ${short(id.commit)}`,
    ...(id.ref ? [`ref ${escapeLine(id.ref, 100)}`] : []),
    ...(id.shard ? [`shard ${escapeLine(id.shard, 20)}`] : []),
    ...models,
    `${(summary.duration_ms / 1000).toFixed(1)} s`,
    `created ${escapeLine(summary.created_at, 40)}`,
    `Parley ${escapeLine(summary.parley_version, 40)}`,
  ];
  const stop = input.stop ? `<p class="note">Parley ${escapeHtml(stopNote(input.stop))}</p>` : '';
  return (
    `<h1>Parley report</h1>${verdictLine(input)}<p class="meta">${facts.join(' · ')}</p>` +
    `<p class="headline"><b>Pass rate ${percent(summary.pass_rate)}</b>${escapeHtml(change)} over ${c.runs} run(s)</p>` +
    `<p class="counts"><span class="badge s-passed">${c.passed} passed</span> ` +
    `<span class="badge s-failed">${c.failed} failed</span> ` +
    `<span class="badge s-abstained">${c.abstained} abstained</span> ` +
    `<span class="badge s-abstained">${c.capExhausted} cap exhausted</span> ` +
    `<span class="badge s-error">${c.errors} error(s)</span>` +
    (c.skipped ? ` <span class="badge s-skipped">${c.skipped} skipped</span>` : '') +
    `</p>${stop}${quarantineNotes(summary)}`
  );
}

function baselineLine(input: ScorecardInput): string {
  const { baseline, baselineNote } = input;
  if (baseline)
    return `Baseline: commit ${short(baseline.sha)} (${escapeLine(baseline.source, 60)}).`;
  if (baseline === null)
    return `Baseline: none${baselineNote ? ` (${escapeLine(baselineNote, 300)})` : ''}; no comparison.`;
  if (baselineNote) return `Baseline: ${escapeLine(baselineNote, 300)}.`;
  return 'No baseline was given: no comparison.';
}

const BUCKET_ORDER: string[] = [...TASK_BUCKETS.map(([bucket]) => bucket), 'unchanged'];
/** One task's change, in the scorecard's Change column. */
const BUCKET_LABELS: Record<Bucket, string> = {
  regressed: 'Regressed',
  possible_regression: 'Possible regression',
  no_verdict: 'No verdict',
  newly_abstaining: 'Newly abstaining',
  fixed: 'Fixed',
  new: 'New',
  removed: 'Removed',
  unchanged: 'Unchanged',
};

function comparisonRow(t: TaskComparison, regressed: string): string {
  const trials = t.head?.trials ?? 0;
  const runs = trials ? trialLinks(t.suite, t.task_id, trials) : '—';
  const notes = [
    ...(t.confirmed_p !== undefined ? [`confirmed by re-runs, ${pEquals(t.confirmed_p)}`] : []),
    ...(t.low_confidence ? ['low confidence (1 trial)'] : []),
    ...(t.outcome_changed && t.base && t.head
      ? [`outcome ${t.base.outcome} → ${t.head.outcome}`]
      : []),
    ...(t.note ? [t.note] : []),
    ...(t.quarantined ? [quarantineText(t.quarantined)] : []),
  ];
  const title = BUCKET_LABELS[t.bucket];
  const hint =
    t.bucket === 'regressed'
      ? regressed
      : t.bucket in BUCKET_NOTES
        ? BUCKET_NOTES[t.bucket as keyof typeof BUCKET_NOTES]
        : '';
  return (
    `<tr><td>${escapeLine(t.suite, 80)} / ${escapeLine(t.task_id, 120)}</td>` +
    `<td class="num">${escapeHtml(sideCell(t.base))}</td><td class="num">${escapeHtml(sideCell(t.head))}</td>` +
    `<td><span class="badge b-${escapeHtml(t.bucket)}" title="${escapeHtml(hint)}">${escapeHtml(title)}</span></td>` +
    `<td class="num">${escapeHtml(formatP(t.p_value))}</td><td>${escapeLine(notes.join('; '), 400)}</td>` +
    `<td>${runs}</td></tr>`
  );
}

function comparisonTable(comparison: Comparison): string {
  const tasks = [...comparison.tasks].sort(
    (a, b) => BUCKET_ORDER.indexOf(a.bucket) - BUCKET_ORDER.indexOf(b.bucket),
  );
  const { base, head } = comparison;
  const lines = [
    `Base ${short(base.commit)} → head ${short(head.commit)}: pass rate ${percent(base.pass_rate)} → ` +
      `${percent(head.pass_rate)} (${points(comparison.pass_rate_delta)}), runs ${base.runs} → ${head.runs}, ` +
      `tokens ${base.total_tokens.toLocaleString('en-US')} → ${head.total_tokens.toLocaleString('en-US')}` +
      (comparison.suite_set_changed ? '; the suites changed since the baseline' : ''),
    suiteLine(comparison),
    blindLine(comparison),
    `Regressions that fail the check: ${comparison.regressions}.`,
  ].filter((l): l is string => l !== null);
  return (
    lines.map((l) => `<p>${escapeHtml(l.replace(/ -> /g, ' → '))}</p>`).join('') +
    '<table><tr><th>Task</th><th>Base</th><th>Head</th><th>Change</th><th>p</th><th>Notes</th><th>Runs</th></tr>' +
    `${tasks.map((t) => comparisonRow(t, regressedNote(comparison))).join('')}</table>`
  );
}

/** A task row's quarantine and flakiness on main, after its outcome. */
function rowNotes(t: TaskSummary): string {
  const notes = [
    ...(t.quarantined ? [quarantineText(t.quarantined)] : []),
    ...(t.flaky_on_main ? [flakyText(t.flaky_on_main)] : []),
  ];
  return notes.map((n) => ` · ${escapeLine(n, 300)}`).join('');
}

function tasksTable(summary: Summary): string {
  const rows = summary.suites.flatMap((suite) =>
    suite.tasks.map((t) => {
      // Red is for runs that failed: a task none of whose runs failed (they abstained, erred or
      // were skipped) is not painted as failing.
      const failed = t.counts.by_status.failed ?? 0;
      // The graders decided none of its runs (they abstained, erred, were skipped): no score.
      const graded = t.passed + failed > 0;
      const cls =
        t.passed === t.trials
          ? 's-passed'
          : t.passed === 0 && failed > 0
            ? 's-failed'
            : failed === 0 && (t.counts.by_status.error ?? 0) > 0 && t.passed === 0
              ? 's-error'
              : 's-abstained';
      return (
        `<tr><td>${escapeLine(suite.name, 80)} / ${escapeLine(t.task_id, 120)}</td>` +
        `<td class="num"><span class="badge ${cls}">${t.passed}/${t.trials}</span></td>` +
        `<td class="num">${percent(t.pass_rate)}</td><td class="num">${graded ? t.mean_score.toFixed(2) : '—'}</td>` +
        `<td>${escapeHtml(t.outcome)}${t.flaky ? ' · flaky' : ''}${rowNotes(t)}</td>` +
        `<td>${trialLinks(suite.name, t.task_id, t.trials)}</td></tr>`
      );
    }),
  );
  return (
    '<table><tr><th>Task</th><th>Passed</th><th>Pass rate</th><th>Mean score</th><th>Outcome</th><th>Runs</th></tr>' +
    `${rows.join('')}</table>`
  );
}

/** pass^k as "k=1 0.67 · k=2 0.33 · k=3 0"; long curves keep their first and last points. */
function curveText(curve: readonly number[]): string {
  const points = curve.map((v, i) => `k=${i + 1} ${+v.toFixed(2)}`);
  return (points.length > 8 ? [...points.slice(0, 6), '…', points.at(-1)!] : points).join(' · ');
}

/**
 * Per task, how far its pass rate can be trusted: the Wilson 95 % interval and the pass^k curve
 * (summary.json's pass_interval and pass_hat_k). Only tasks run more than once have either.
 */
function reliabilityTable(summary: Summary): string {
  const rows = summary.suites.flatMap((suite) =>
    suite.tasks
      .filter((t) => t.trials > 1 && t.pass_interval && t.pass_hat_k)
      .map(
        (t) =>
          `<tr><td>${escapeLine(suite.name, 80)} / ${escapeLine(t.task_id, 120)}</td>` +
          `<td class="num">${percent(t.pass_rate)}</td>` +
          `<td class="num">${percent(t.pass_interval!.low)} – ${percent(t.pass_interval!.high)}</td>` +
          `<td>${escapeHtml(curveText(t.pass_hat_k!))}</td></tr>`,
      ),
  );
  if (!rows.length) return '';
  return (
    '<h2>Reliability</h2><p class="muted">Wilson 95% interval on each pass rate, and pass^k: ' +
    'the estimated chance that k runs of the task all pass (C(passed,k)/C(runs,k)).</p>' +
    '<table><tr><th>Task</th><th>Pass rate</th><th>95% interval</th><th>pass^k</th></tr>' +
    `${rows.join('')}</table>`
  );
}

export function renderScorecard(input: ScorecardInput): string {
  const title = input.comparison ? 'Base vs head' : 'Tasks';
  const body = input.comparison ? comparisonTable(input.comparison) : tasksTable(input.summary);
  // trigger_tests.yaml suites: waza's trigger accuracy, one line each (as in the comment).
  const triggers = triggerAccuracyLines(input.summary)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
  return (
    `<h2>${title}</h2><p class="muted">${baselineLine(input)}</p>${body}` +
    (triggers ? `<h2>Trigger accuracy</h2>${triggers}` : '') +
    reliabilityTable(input.summary)
  );
}
