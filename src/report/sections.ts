// The report's sections, each a self-contained markdown block: headline, regressions, grader
// failures, abstains, cap exhaustions, runs that ended asking, errors. Untrusted text goes
// through inline() / fenced().
import { markdownTable } from 'markdown-table';
import { finalOutput } from '../results/final-output.js';
import { questionOf } from '../shared/asking.js';
import {
  blindLine,
  BUCKET_NOTES,
  formatP,
  formatSide,
  suiteLine,
  TASK_BUCKETS,
  type Comparison,
  type TaskComparison,
} from '../results/compare.js';
import { countsOf } from '../results/counts.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { fenced, inline } from './escape.js';

/** Rows shown per section before the rest is left to the artifact. */
export const MAX_ROWS = 50;
/** Sections longer than this many rows fold into <details>. */
const FOLD_ROWS = 5;

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function points(delta: number): string {
  const value = (delta * 100).toFixed(1);
  return `${delta >= 0 ? '+' : '−'}${value.replace('-', '')} pts`;
}

function signed(value: number, unit = ''): string {
  return `${value >= 0 ? '+' : '−'}${Math.abs(value).toLocaleString('en-US')}${unit}`;
}

export function shortSha(sha: string | null | undefined): string {
  return sha ? sha.slice(0, 7) : 'unknown';
}

function taskLabel(record: RunRecord, multiTrial: boolean): string {
  const trial = multiTrial ? ` (trial ${record.trial})` : '';
  return `${inline(record.suite, 80)} / ${inline(record.task_id, 80)}${trial}`;
}

/** Characters one table may take, so that every section keeps a place in a 65,536 comment. */
const TABLE_BUDGET = 8_000;

function renderTable(rows: string[][]): string {
  return markdownTable(rows, { alignDelimiters: false });
}

/** A table, folded into <details> when long, with a note when rows were left out. */
function table(
  title: string,
  header: string[],
  rows: string[][],
  total: number,
  extra = '',
): string {
  let shown = 0;
  let body = renderTable([header]);
  while (shown < Math.min(rows.length, MAX_ROWS)) {
    const next = renderTable([header, ...rows.slice(0, shown + 1)]);
    if (next.length > TABLE_BUDGET && shown > 0) break;
    body = next;
    shown++;
  }
  const omitted =
    total > shown ? `\n\n_${total - shown} more not shown: see the results artifact._` : '';
  const content = `${body}${omitted}${extra ? `\n\n${extra}` : ''}`;
  if (shown <= FOLD_ROWS) return `### ${title}\n\n${content}`;
  return `### ${title}\n\n<details><summary>Show ${total}</summary>\n\n${content}\n\n</details>`;
}

export function headline(
  summary: Summary,
  comparison: Comparison | undefined,
  baseline: { sha?: string; source: string } | null | undefined,
  baselineNote: string | undefined,
): string {
  const c = countsOf(summary);
  const regressed = comparison?.buckets.regressed.length ?? 0;
  let status: string;
  if (c.runs === 0) status = '⚠️ no runs';
  else if (regressed > 0) status = `❌ ${regressed} regression${regressed === 1 ? '' : 's'}`;
  else if (comparison?.suite.regressed) status = '❌ the suite regressed';
  else if (c.errors > 0) status = `❌ ${c.errors} error${c.errors === 1 ? '' : 's'}`;
  else if (c.failed + c.abstained + c.skipped > 0) status = '⚠️ some runs did not pass';
  else status = '✅ all runs passed';
  const change = comparison ? ` (${points(comparison.pass_rate_delta)} vs base)` : '';
  const lines = [
    `## Parley: ${status}`,
    '',
    `**Pass rate ${percent(summary.pass_rate)}**${change} over ${c.runs} run${c.runs === 1 ? '' : 's'}: ` +
      `${c.passed} passed · ${c.failed} failed · ${c.abstained} abstained · ` +
      `${c.capExhausted} cap exhausted · ${c.errors} error${c.errors === 1 ? '' : 's'}` +
      (c.skipped ? ` · ${c.skipped} skipped (awaiting input)` : ''),
    '',
  ];
  if (baseline) {
    lines.push(
      `Baseline: commit \`${inline(shortSha(baseline.sha), 40)}\` (${inline(baseline.source, 60)}).`,
    );
  } else if (baseline === null) {
    lines.push(
      `Baseline: none${baselineNote ? ` (${inline(baselineNote, 300)})` : ''}; no comparison.`,
    );
  } else if (baselineNote) {
    lines.push(`Baseline: ${inline(baselineNote, 300)}.`);
  }
  if (comparison) {
    const tokens = comparison.head.total_tokens;
    lines.push(
      '',
      `Tokens ${tokens.toLocaleString('en-US')} (${signed(comparison.total_tokens_delta)}) · ` +
        `duration ${(comparison.head.duration_ms / 1000).toFixed(1)} s ` +
        `(${signed(Math.round(comparison.duration_ms_delta / 100) / 10, ' s')})` +
        (comparison.suite_set_changed ? ' · the suites changed since the baseline' : ''),
    );
  }
  return lines.join('\n').trimEnd();
}

function significance(t: TaskComparison): string {
  const parts: string[] = [];
  if (t.low_confidence) parts.push('low confidence (1 trial)');
  else if (t.p_value !== null && t.bucket !== 'fixed') parts.push(`p = ${formatP(t.p_value)}`);
  if (t.note) parts.push(inline(t.note, 300));
  return parts.join('; ') || '—';
}

/**
 * The comparison's buckets (results/compare.ts): regressed, suite regressed, possible
 * regressions, no verdict, newly abstaining, then fixed / new / removed / outcome changes.
 */
export function regressionSection(comparison: Comparison): string {
  const label = (t: TaskComparison) => `${inline(t.suite, 80)} / ${inline(t.task_id, 80)}`;
  const rows = (list: TaskComparison[]) =>
    list.map((t) => [label(t), formatSide(t.base), formatSide(t.head), significance(t)]);
  const header = ['Task', 'Base', 'Head', 'Details'];
  const blocks: string[] = [];
  const { buckets } = comparison;
  const intro = `_Passed / verdict runs (passed + failed); errors, abstains and skips are left out. alpha ${comparison.alpha}: ${comparison.alpha_task} per task (Holm), ${comparison.alpha_suite} for the suite._`;
  const arrows = (text: string) => text.replace(/->/g, '→');
  if (buckets.regressed.length) {
    blocks.push(
      table(
        `Regressions (${buckets.regressed.length})`,
        header,
        rows(buckets.regressed),
        buckets.regressed.length,
        `_${arrows(BUCKET_NOTES.regressed)}._`,
      ),
    );
  } else if (!comparison.suite.regressed) {
    blocks.push('### Regressions\n\nNone against the baseline.');
  } else {
    blocks.push('### Regressions');
  }
  const suite = arrows(suiteLine(comparison));
  blocks.push(comparison.suite.regressed ? `**❌ ${suite}**` : suite);
  const blind = blindLine(comparison);
  if (blind) blocks.push(`_${arrows(blind)}_`);
  blocks.push(intro);
  for (const [key, title] of TASK_BUCKETS) {
    if (key === 'regressed' || key === 'fixed' || key === 'new' || key === 'removed') continue;
    const list = buckets[key];
    if (!list.length) continue;
    const extra =
      key === 'newly_abstaining'
        ? ['Base', 'Head', "Responder's reason"]
        : ['Base', 'Head', 'Details'];
    const content =
      key === 'newly_abstaining'
        ? list.map((t) => [
            label(t),
            formatSide(t.base),
            formatSide(t.head),
            t.note === null ? 'see Abstains below' : inline(t.note, 300),
          ])
        : rows(list);
    blocks.push(
      table(
        `${title} (${list.length})`,
        ['Task', ...extra],
        content,
        list.length,
        `_${BUCKET_NOTES[key]}._`,
      ),
    );
  }
  const others = [
    ...buckets.fixed.map((t) => ({ t, what: 'fixed' })),
    ...comparison.outcome_changes.map((t) => ({
      t,
      what: `outcome ${t.base!.outcome.replace(/_/g, ' ')} → ${t.head!.outcome.replace(/_/g, ' ')}`,
    })),
    ...buckets.new.map((t) => ({ t, what: 'new' })),
    ...buckets.removed.map((t) => ({ t, what: 'removed' })),
  ];
  if (others.length) {
    const list = others.map(({ t, what }) => [
      label(t),
      what,
      formatSide(t.base),
      formatSide(t.head),
    ]);
    blocks.push(
      table(
        `Other changes (${others.length})`,
        ['Task', 'Change', 'Base', 'Head'],
        list,
        others.length,
      ),
    );
  }
  return blocks.join('\n\n');
}

function multiTrial(records: RunRecord[]): boolean {
  return records.some((r) => r.trial > 1);
}

/** Failed runs: every grader, checkpoint and per-turn assertion that did not pass. */
export function graderFailureSection(records: RunRecord[]): string | null {
  const failed = records.filter((r) => r.status === 'failed');
  if (!failed.length) return null;
  const multi = multiTrial(records);
  const rows: string[][] = [];
  for (const r of failed) {
    const task = taskLabel(r, multi);
    const before = rows.length;
    for (const g of r.graders.filter((g) => !g.passed)) {
      rows.push([task, `${inline(g.name, 80)} (${inline(g.type, 40)})`, inline(g.feedback, 300)]);
    }
    for (const c of r.checkpoints.filter((c) => c.required && !c.reached)) {
      rows.push([task, `checkpoint ${inline(c.id, 80)}`, inline(c.message || 'not reached', 300)]);
    }
    for (const turn of r.turns) {
      for (const a of turn.assertions.filter((a) => !a.passed)) {
        rows.push([task, `${inline(a.type, 40)} (turn ${turn.index + 1})`, inline(a.message, 300)]);
      }
    }
    if (rows.length === before) {
      rows.push([task, '—', 'failed without a failing grader on record']);
    }
  }
  const outputs = failed
    .filter((r) => r.turns.length > 0)
    .slice(0, 4)
    .map((r) => {
      const last = r.turns[r.turns.length - 1]!.output;
      return `<details><summary>${taskLabel(r, multi)}: the agent's final message</summary>\n\n${fenced(last, 1200)}\n\n</details>`;
    });
  return table(
    `Grader failures (${failed.length} run${failed.length === 1 ? '' : 's'})`,
    ['Task', 'Grader', 'Feedback'],
    rows,
    rows.length,
    outputs.join('\n'),
  );
}

export function abstainSection(records: RunRecord[]): string | null {
  const runs = records.filter((r) => r.status === 'abstained');
  if (!runs.length) return null;
  const multi = multiTrial(records);
  const rows = runs.map((r) => [
    taskLabel(r, multi),
    inline(r.responder?.reason ?? 'no reason given', 300),
    inline(r.responder?.last_question ?? r.turns.at(-1)?.output ?? '', 300),
  ]);
  return table(
    `Abstains (${runs.length})`,
    ['Task', "Responder's reason", 'The question it could not answer'],
    rows,
    rows.length,
    '_An abstain means the brief (or the skill) does not say what the agent asked: fix the brief or the skill._',
  );
}

export function capSection(records: RunRecord[]): string | null {
  const runs = records.filter((r) => r.outcome === 'cap_exhausted');
  if (!runs.length) return null;
  const multi = multiTrial(records);
  const rows = runs.map((r) => [
    taskLabel(r, multi),
    inline(r.responder?.last_question ?? r.turns.at(-1)?.output ?? '', 300),
    String(r.responder?.followups_sent ?? 0),
    r.status,
  ]);
  return table(
    `Cap exhaustions (${runs.length})`,
    ['Task', "The agent's last question", 'Follow-ups sent', 'Status'],
    rows,
    rows.length,
  );
}

/**
 * Graded runs whose agent ended by asking something nothing could answer (a single-prompt task):
 * the verdict stands, and the question is shown so a reader can tell a courtesy from a need.
 */
export function endedAskingSection(records: RunRecord[]): string | null {
  const runs = records.filter((r) => r.ended_with_question && r.status !== 'skipped');
  if (!runs.length) return null;
  const multi = multiTrial(records);
  const rows = runs.map((r) => [
    taskLabel(r, multi),
    r.status,
    inline(questionOf(finalOutput(r), 300), 300),
  ]);
  return table(
    `Ended with a question (${runs.length})`,
    ['Task', 'Status', "The agent's question"],
    rows,
    rows.length,
    '_Graded as they ended: no input source answers a single-prompt task (`on_missing_input: skip | fail` to skip or fail them)._',
  );
}

export function errorSection(records: RunRecord[]): string | null {
  const runs = records.filter((r) => r.status === 'error' || r.status === 'skipped');
  if (!runs.length) return null;
  const multi = multiTrial(records);
  const rows = runs.map((r) => [
    taskLabel(r, multi),
    r.outcome.replace(/_/g, ' '),
    inline(
      r.error?.message ??
        (r.status === 'skipped'
          ? 'the agent asked a question and no input source was configured'
          : ''),
      400,
    ),
  ]);
  const errors = runs.filter((r) => r.status === 'error').length;
  const skipped = runs.length - errors;
  const title = skipped ? `Errors (${errors}) and skipped runs (${skipped})` : `Errors (${errors})`;
  return table(title, ['Task', 'Outcome', 'Message'], rows, rows.length);
}

export function linksLine(runUrl?: string, artifactUrl?: string): string | null {
  const links = [
    runUrl ? `[workflow run](${encodeURI(runUrl)})` : null,
    artifactUrl ? `[results artifact](${encodeURI(artifactUrl)})` : null,
  ].filter(Boolean);
  return links.length ? `Details: ${links.join(' · ')}` : null;
}
