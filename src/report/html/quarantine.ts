// report.html's words on tasks out of the verdict or unsteady on main: the headline's notes as
// report.md says them (report/quarantine-notes.ts, in HTML), and the same as a task row's note.
import type { FlakyOnMain } from '../../verdict/flaky.js';
import type { Summary } from '../../results/schema.js';
import { flakyNote, quarantineNote, type NoteFormat } from '../quarantine-notes.js';
import { escapeLine } from './escape.js';

const HTML_NOTE: NoteFormat = {
  code: (text, max) => `<code>${escapeLine(text, max)}</code>`,
  text: (text, max) => escapeLine(text, max),
  bold: (markup) => `<b>${markup}</b>`,
};

export function quarantineText(q: { reason: string; expires: string }): string {
  return `quarantined until ${q.expires}: ${q.reason}`;
}

export function flakyText(f: FlakyOnMain): string {
  return `flaky on main: passed ${Math.round(f.rate * 100)}% of ${f.runs} runs over ${f.jobs} jobs`;
}

/** The headline's notes, or ''. */
export function quarantineNotes(summary: Summary): string {
  return [quarantineNote(summary, HTML_NOTE), flakyNote(summary, HTML_NOTE)]
    .filter((n): n is string => n !== null)
    .map((n) => `<p class="note">${n}</p>`)
    .join('');
}
