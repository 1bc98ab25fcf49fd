// Bounded markdown tables and the links line. Every limit the report applies is said where it
// applies, in the same words: "N more tasks in the artifact".
import { markdownTable } from 'markdown-table';

/** Rows one table shows before the rest is left to the artifact. */
export const MAX_ROWS = 50;
/**
 * Characters the never-folded tables may take together, shared evenly by the groups that have
 * rows: with the headline and the notes they stay under the comment limit, with room for the
 * per-trial details. Folded tables take one share.
 */
export const TABLES_BUDGET = 45_000;
export const TABLE_BUDGET = 9_000;

export const plural = (n: number, word: string, many = `${word}s`) =>
  `${n} ${n === 1 ? word : many}`;

/** "_12 more tasks in the results artifact._" (italic, one line). */
export function moreInArtifact(n: number, what: string, many = `${what}s`): string {
  return `_${n} more ${n === 1 ? what : many} in the results artifact._`;
}

function render(rows: string[][]): string {
  return markdownTable(rows, { alignDelimiters: false });
}

/**
 * A table of as many rows as fit MAX_ROWS and the budget in characters (at least one row), with a
 * line saying how many rows were left to the artifact.
 */
export function boundedTable(
  header: string[],
  rows: string[][],
  what = 'task',
  budget = TABLE_BUDGET,
): string {
  let body = render([header]);
  let shown = 0;
  // Grows a row at a time: rows differ a lot in length (feedback, questions).
  let length = body.length;
  while (shown < Math.min(rows.length, MAX_ROWS)) {
    const line = render([header, rows[shown]!]).slice(body.split('\n', 2).join('\n').length);
    if (length + line.length > budget && shown > 0) break;
    length += line.length;
    shown++;
  }
  body = render([header, ...rows.slice(0, shown)]);
  const left = rows.length - shown;
  return left > 0 ? `${body}\n\n${moreInArtifact(left, what)}` : body;
}

export interface Link {
  label: string;
  url: string;
}

/** "Details: [workflow run](…) · [results artifact](…)"; null without links. */
export function linksLine(links: Link[]): string | null {
  const shown = links.filter((l) => l.url).map((l) => `[${l.label}](${encodeURI(l.url)})`);
  return shown.length ? `Details: ${shown.join(' · ')}` : null;
}
