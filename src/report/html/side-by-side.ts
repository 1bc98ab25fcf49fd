// Base and head side by side: for each task that dropped against the baseline (regressed,
// possible regression, newly abstaining), one head run that did not pass next to one base run
// (a passing one when there is), turn by turn, with the first turn where they diverge marked.
// Only where the base's conversations are at hand (a --baseline summary.json with its
// results.jsonl beside it). Every text goes through escape.ts; the columns are compact (each
// message cut at SIDE_MAX characters), the full runs are in the conversations below.
import type { Comparison } from '../../verdict/compare.js';
import type { RunRecord, TurnRecord } from '../../results/schema.js';
import { isWithoutSkillRun } from '../../results/record.js';
import { runAnchor } from './anchors.js';
import { escapeHtml, escapeLine, textBlock } from './escape.js';

/** Tasks shown side by side at most; the rest are in the scorecard and the conversations. */
export const PAIRS_MAX = 10;
/** Characters of one message in a column. */
export const SIDE_MAX = 2_000;

/** The buckets of a task whose head did worse than its base. */
const DROPPED = new Set(['regressed', 'possible_regression', 'newly_abstaining']);

export interface RunPair {
  suite: string;
  taskId: string;
  taskName: string;
  bucket: string;
  base: RunRecord;
  head: RunRecord;
}

const key = (suite: string, taskId: string) => JSON.stringify([suite, taskId]);

/**
 * The pairs to show, from the base's and the head's runs (each read once, one run at a time;
 * only the chosen runs are kept): per dropped task, the head's first run that did not pass and
 * the base's first that passed (else its first run).
 */
export function pickPairs(
  comparison: Comparison,
  baseRuns: Iterable<RunRecord>,
  headRuns: Iterable<RunRecord>,
): RunPair[] {
  const tasks = comparison.tasks.filter((t) => DROPPED.has(t.bucket)).slice(0, PAIRS_MAX);
  const wanted = new Map(tasks.map((t) => [key(t.suite, t.task_id), t]));
  if (!wanted.size) return [];
  const heads = new Map<string, RunRecord>();
  for (const run of headRuns) {
    const k = key(run.suite, run.task_id);
    if (
      wanted.has(k) &&
      !heads.has(k) &&
      run.status !== 'passed' &&
      !run.confirmation &&
      !isWithoutSkillRun(run)
    ) {
      heads.set(k, run);
    }
  }
  const bases = new Map<string, RunRecord>();
  for (const run of baseRuns) {
    const k = key(run.suite, run.task_id);
    if (!wanted.has(k) || isWithoutSkillRun(run)) continue;
    const kept = bases.get(k);
    if (!kept || (kept.status !== 'passed' && run.status === 'passed')) bases.set(k, run);
  }
  return tasks.flatMap((t) => {
    const k = key(t.suite, t.task_id);
    const head = heads.get(k);
    const base = bases.get(k);
    return head && base
      ? [{ suite: t.suite, taskId: t.task_id, taskName: t.task_name, bucket: t.bucket, base, head }]
      : [];
  });
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether two turns differ for a reader: what was sent, what the agent said, the tools it called. */
function differs(a: TurnRecord | undefined, b: TurnRecord | undefined): boolean {
  if (!a || !b) return a !== b;
  if (normal(a.input) !== normal(b.input) || normal(a.output) !== normal(b.output)) return true;
  const tools = (t: TurnRecord) => t.tool_calls.map((c) => c.name).join('\n');
  return tools(a) !== tools(b);
}

/** The index of the first turn where the two runs diverge; null when every turn is the same. */
export function firstDivergence(base: RunRecord, head: RunRecord): number | null {
  const n = Math.max(base.turns.length, head.turns.length);
  for (let i = 0; i < n; i++) if (differs(base.turns[i], head.turns[i])) return i;
  return null;
}

/** One run's column; `label` heads it (base, head, with the skill, without the skill). */
export function column(
  run: RunRecord,
  side: 'base' | 'head',
  diverge: number | null,
  label: string = side,
): string {
  const turns = run.turns.map((turn, i) => {
    const marked = i === diverge ? ' diverge' : '';
    const flag = i === diverge ? '<div class="diverge-flag">first divergence</div>' : '';
    const tools = turn.tool_calls.length
      ? `<div class="label">tools: ${escapeLine(turn.tool_calls.map((c) => c.name).join(', '), 300)}</div>`
      : '';
    return (
      `<div class="side-turn${marked}">${flag}<div class="who">turn ${i + 1} · ${escapeHtml(turn.input_source)}</div>` +
      `${textBlock(turn.input, SIDE_MAX)}<div class="who">agent</div>${tools}` +
      `${turn.output ? textBlock(turn.output, SIDE_MAX) : '<p class="note">(no text)</p>'}</div>`
    );
  });
  const ended =
    diverge !== null && diverge >= run.turns.length
      ? '<div class="side-turn diverge"><div class="diverge-flag">first divergence</div><p class="note">the conversation ended here</p></div>'
      : '';
  // A run without the skill has its twin's trial number: its anchor is its own (conversation.ts).
  const suffix = run.skill_arm === 'without' ? '-without-skill' : '';
  const href = `#${runAnchor(run.suite, run.task_id, run.trial)}${suffix}`;
  return (
    `<div class="side side-${side}"><h4>${escapeHtml(label)} · <span class="badge s-${escapeHtml(run.status)}">${escapeHtml(run.status)}</span> ` +
    `<a href="${href}">trial ${run.trial}</a> <span class="muted">${escapeHtml(run.outcome)} · ${run.turns.length} turn(s)</span></h4>` +
    `${turns.join('')}${ended}</div>`
  );
}

/** The anchor of a task's side-by-side view. */
export function pairAnchor(suite: string, taskId: string): string {
  return `vs-${runAnchor(suite, taskId, 0).slice('run-'.length, -2)}`;
}

export function renderSideBySide(pairs: RunPair[]): string {
  if (!pairs.length) return '';
  const blocks = pairs.map((p) => {
    const diverge = firstDivergence(p.base, p.head);
    const where =
      diverge === null
        ? 'the turns read the same; the difference is in the grading'
        : `they diverge at turn ${diverge + 1}`;
    return (
      `<section class="pair" id="${pairAnchor(p.suite, p.taskId)}"><h3>${escapeLine(p.suite, 80)} / ${escapeLine(p.taskName || p.taskId, 120)} ` +
      `<span class="badge b-${escapeHtml(p.bucket)}">${escapeHtml(p.bucket.replace(/_/g, ' '))}</span></h3>` +
      `<p class="meta">${where}</p><div class="sides">${column(p.base, 'base', diverge)}${column(p.head, 'head', diverge)}</div></section>`
    );
  });
  return (
    '<h2 id="side-by-side">Base and head side by side</h2><p class="muted">For each task that dropped: ' +
    'a head run that did not pass next to a base run, the first turn where they diverge marked.</p>\n' +
    blocks.join('\n')
  );
}
