// The headline's notes on tasks out of the verdict or unsteady on main: the quarantined tasks
// (with each reason and expiry) and the tasks flaky on the base branch (with each pooled pass
// rate). Both bounded; the rest is in summary.json. Written once, for report.md and the comment
// (markdown, the default) and for report.html (its own NoteFormat).
import { flakyTasks } from '../verdict/flaky.js';
import { quarantinedTasks } from '../verdict/quarantine.js';
import type { Summary } from '../results/schema.js';
import { inline } from './escape.js';
import { plural } from './table.js';

/** Tasks named in each note. */
const NAMED = 10;

/** How a note's pieces are written: names as code, untrusted words escaped, a bold lead. */
export interface NoteFormat {
  code: (text: string, max: number) => string;
  text: (text: string, max: number) => string;
  bold: (markup: string) => string;
}

const MARKDOWN: NoteFormat = {
  code: (text, max) => `\`${inline(text, max)}\``,
  text: (text, max) => inline(text, max),
  bold: (markup) => `**${markup}**`,
};

const more = (n: number, field: string, f: NoteFormat) =>
  n > NAMED ? `, … (${n - NAMED} more: summary.json ${f.code(field, 40)})` : '';

/** "2 tasks quarantined: `a/x` (reason, until 2026-12-01), …", or null. */
export function quarantineNote(summary: Summary, f: NoteFormat = MARKDOWN): string | null {
  const tasks = quarantinedTasks(summary);
  if (!tasks.length) return null;
  const named = tasks
    .slice(0, NAMED)
    .map(
      (t) =>
        `${f.code(`${t.suite}/${t.task_id}`, 120)} (${f.text(t.reason, 200)}, until ${f.text(t.expires, 10)})`,
    );
  return (
    `${f.bold(`${plural(tasks.length, 'task')} quarantined`)} (${f.code('.parley.yaml', 20)}: run and reported, never fail the check): ` +
    `${named.join(', ')}${more(tasks.length, 'quarantined', f)}.`
  );
}

/** "Flaky on main: `a/x` (50% of 10 runs over 10 jobs), …", or null. */
export function flakyNote(summary: Summary, f: NoteFormat = MARKDOWN): string | null {
  const tasks = flakyTasks(summary);
  if (!tasks.length) return null;
  const named = tasks
    .slice(0, NAMED)
    .map(
      ({ suite, task_id, flaky }) =>
        `${f.code(`${suite}/${task_id}`, 120)} (passed ${Math.round(flaky.rate * 100)}% of ${plural(flaky.runs, 'run')} over ${flaky.jobs} jobs)`,
    );
  return (
    `${f.bold('Flaky on main:')} ${named.join(', ')}${more(tasks.length, 'flaky_on_main', f)}: ` +
    `their outcomes vary on the base branch at the same inputs; ${f.code('parley quarantine add', 40)} keeps one out of the verdict for a while.`
  );
}
