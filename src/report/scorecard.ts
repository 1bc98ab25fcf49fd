// The scorecard: one table per severity group, one row per task (head k/n, base k/n and the
// gate's bucket when there is a baseline, and the dominant way it did not pass). What a reviewer
// must see is never folded (bounded, the rest said to be in the artifact); passing tasks and
// tasks only in the base fold into <details>.
import {
  BUCKET_NOTES,
  blindLine,
  pEquals,
  formatSide,
  suiteLine,
  type Comparison,
  type TaskComparison,
} from '../verdict/compare.js';
import { inline } from './escape.js';
import { formatDominant } from './reasons.js';
import { rowsOf, type Group, type TaskRow } from './scorecard-model.js';
import { boundedTable, plural } from './table.js';

export const GROUP_TITLES: Record<Group, string> = {
  regressed: 'Regressed',
  newly_failing: 'Newly failing',
  failing: 'Failing',
  abstaining: 'Abstaining',
  errors: 'Errors',
  passing: 'Passing',
  removed: 'Only in the base',
};

const arrows = (text: string) => text.replace(/->/g, '→');

/** What a group means, under its table. */
function groupNote(
  group: Group,
  rows: TaskRow[],
  comparison: boolean,
  regressed: string = BUCKET_NOTES.regressed,
): string | null {
  const known = rows.filter((r) => r.known).length;
  const knownNote = known
    ? ` ${plural(known, 'task')} marked known did not pass the same way on the base either.`
    : '';
  switch (group) {
    case 'regressed':
      return `_${arrows(regressed)}._`;
    case 'newly_failing':
      return `_Failed runs the base did not have. A possible regression is ${arrows(BUCKET_NOTES.possible_regression)}._`;
    case 'failing':
      return comparison ? `_Failed runs.${knownNote}_` : null;
    case 'abstaining':
      return `_The responder could not answer the agent from the brief: fix the brief or the skill.${knownNote}_`;
    case 'errors':
      return `_A run that ended in an error was not graded.${knownNote}_`;
    default:
      return null;
  }
}

export const taskLabel = (row: Pick<TaskRow, 'suite' | 'taskId' | 'quarantined'>) =>
  `${inline(row.suite, 80)} / ${inline(row.taskId, 80)}` +
  (row.quarantined
    ? ` (quarantined until ${inline(row.quarantined.expires, 10)}: ${inline(row.quarantined.reason, 120)})`
    : '');

/** A bucket in a table cell: one task's verdict (TASK_BUCKETS titles are of lists). */
const VERDICT_WORDS: Record<TaskComparison['bucket'], string> = {
  regressed: 'regressed',
  possible_regression: 'possible regression',
  no_verdict: 'no verdict',
  newly_abstaining: 'newly abstaining',
  fixed: 'fixed',
  new: 'new',
  removed: 'removed',
  unchanged: 'unchanged',
};

/** The gate's bucket of the task, with its p-value or note: "Regressed, p = 0.00397". */
export function verdictCell(c: TaskComparison | undefined, known: boolean): string {
  if (!c) return 'new';
  const parts: string[] = [];
  parts.push(VERDICT_WORDS[c.bucket]);
  if (c.confirmed_p !== undefined) parts.push('confirmed by re-runs', pEquals(c.confirmed_p));
  else if (c.low_confidence) parts.push('1 trial, low confidence');
  else if (c.p_value !== null && (c.bucket === 'regressed' || c.bucket === 'possible_regression')) {
    parts.push(pEquals(c.p_value));
  }
  if (c.bucket === 'no_verdict' && c.note) {
    parts[0] = `no verdict on ${inline(c.note.replace(/^no verdict run on /, ''), 200)}`;
  }
  if (c.outcome_changed && c.bucket === 'unchanged' && c.base && c.head) {
    parts.push(
      `outcome ${c.base.outcome.replace(/_/g, ' ')} → ${c.head.outcome.replace(/_/g, ' ')}`,
    );
  }
  const cell = parts.join(', ');
  return known ? `${cell} · **known**` : cell;
}

function header(comparison: boolean, why: boolean, ci: boolean): string[] {
  return [
    'Task',
    'Head',
    ...(comparison ? ['Base', 'Verdict'] : []),
    ...(why ? ['Why not passed'] : []),
    // Last, so the columns a reviewer reads first keep their place.
    ...(ci ? ['Head 95% CI'] : []),
  ];
}

/** A table gets the interval column only when one of its tasks ran more than once. */
const hasInterval = (rows: TaskRow[]) => rows.some((r) => r.interval);

/**
 * A side's runs: "2/3" (+ the runs counted apart), or, when no run got a verdict, what they
 * were: "2 abstained, 0 graded" rather than a cryptic "0/0 +2 abstained".
 */
export function sideCell(s: Parameters<typeof formatSide>[0]): string {
  if (!s || s.verdicts > 0) return formatSide(s);
  const apart = [
    s.errors ? `${s.errors} error${s.errors === 1 ? '' : 's'}` : '',
    s.abstained ? `${s.abstained} abstained` : '',
    s.skipped ? `${s.skipped} skipped` : '',
  ].filter(Boolean);
  return apart.length ? `${apart.join(', ')}, 0 graded` : formatSide(s);
}

/** The head's Wilson interval in whole percents, "21–94%"; "—" for a task run once. */
function intervalCell(r: TaskRow): string {
  if (!r.interval) return '—';
  const pct = (n: number) => Math.round(n * 100);
  return `${pct(r.interval.low)}–${pct(r.interval.high)}%`;
}

function row(r: TaskRow, comparison: boolean, why: boolean, ci: boolean): string[] {
  return [
    taskLabel(r),
    sideCell(r.head),
    ...(comparison ? [sideCell(r.base ?? null), verdictCell(r.comparison, r.known)] : []),
    ...(why ? [formatDominant(r.reason)] : []),
    ...(ci ? [intervalCell(r)] : []),
  ];
}

/** One never-folded group table, or null when the group is empty. */
export function groupTable(
  rows: TaskRow[],
  group: Group,
  comparison: boolean,
  budget: number,
  /** What the regressed group rests on (report/regressed-note.ts); else confirmed runs. */
  regressed?: string,
): string | null {
  const list = rowsOf(rows, group);
  if (!list.length) return null;
  const ci = hasInterval(list);
  const table = boundedTable(
    header(comparison, true, ci),
    list.map((r) => row(r, comparison, true, ci)),
    'task',
    budget,
  );
  const note = groupNote(group, list, comparison, regressed);
  return `### ${GROUP_TITLES[group]} (${list.length})\n\n${table}${note ? `\n\n${note}` : ''}`;
}

/** Passing tasks (or those only in the base), folded. */
export function foldedGroup(rows: TaskRow[], group: Group, comparison: boolean): string | null {
  const list = rowsOf(rows, group);
  if (!list.length) return null;
  const ci = hasInterval(list);
  const table = boundedTable(
    header(comparison, false, ci),
    list.map((r) => row(r, comparison, false, ci)),
  );
  const title = `${GROUP_TITLES[group]}: ${plural(list.length, 'task')}`;
  return `<details><summary>${title}</summary>\n\n${table}\n\n</details>`;
}

/** The gate's figures under the tables: the suite-level test, what the design can see, alpha. */
export function gateBlock(comparison: Comparison): string {
  const lines: string[] = [];
  // A regressed suite is in the headline, never cut; here only when it did not fire.
  if (!comparison.suite.regressed) lines.push(arrows(suiteLine(comparison)));
  const blind = blindLine(comparison);
  if (blind) lines.push(`_${arrows(blind)}_`);
  lines.push(
    `_Head and base: passed / verdict runs (passed + failed); errors, abstains and skips are counted apart. ` +
      `alpha ${comparison.alpha}: ${comparison.alpha_task} per task (Holm), ${comparison.alpha_suite} for the suite._`,
  );
  return lines.join('\n\n');
}
