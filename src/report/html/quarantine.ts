// report.html's words on tasks out of the verdict or unsteady on main, as report.md's headline
// notes say them (report/quarantine-notes.ts): the quarantined tasks with reason and expiry, the
// tasks flaky on the base branch with their pooled pass rate; and the same as a task row's note.
import { flakyTasks, type FlakyOnMain } from '../../verdict/flaky.js';
import { quarantinedTasks } from '../../verdict/quarantine.js';
import type { Summary } from '../../results/schema.js';
import { escapeHtml, escapeLine } from './escape.js';

/** Tasks named in each note; the rest are in summary.json. */
const NAMED = 10;

const more = (n: number, field: string) =>
  n > NAMED ? `, … (${n - NAMED} more: summary.json ${field})` : '';

export function quarantineText(q: { reason: string; expires: string }): string {
  return `quarantined until ${q.expires}: ${q.reason}`;
}

export function flakyText(f: FlakyOnMain): string {
  return `flaky on main: passed ${Math.round(f.rate * 100)}% of ${f.runs} runs over ${f.jobs} jobs`;
}

/** The headline's notes, or ''. */
export function quarantineNotes(summary: Summary): string {
  const quarantined = quarantinedTasks(summary);
  const flaky = flakyTasks(summary);
  const name = (t: { suite: string; task_id: string }) =>
    `<code>${escapeLine(`${t.suite}/${t.task_id}`, 120)}</code>`;
  const notes: string[] = [];
  if (quarantined.length) {
    const named = quarantined
      .slice(0, NAMED)
      .map((t) => `${name(t)} (${escapeLine(t.reason, 200)}, until ${escapeLine(t.expires, 10)})`);
    notes.push(
      `<b>${quarantined.length} task${quarantined.length === 1 ? '' : 's'} quarantined</b> ` +
        '(<code>.parley.yaml</code>: run and reported, never fail the check): ' +
        `${named.join(', ')}${escapeHtml(more(quarantined.length, 'quarantined'))}.`,
    );
  }
  if (flaky.length) {
    const named = flaky
      .slice(0, NAMED)
      .map(
        (t) =>
          `${name(t)} (passed ${Math.round(t.flaky.rate * 100)}% of ${t.flaky.runs} runs over ${t.flaky.jobs} jobs)`,
      );
    notes.push(
      `<b>Flaky on main:</b> ${named.join(', ')}${escapeHtml(more(flaky.length, 'flaky_on_main'))}: ` +
        'their outcomes vary on the base branch at the same inputs; ' +
        '<code>parley quarantine add</code> keeps one out of the verdict for a while.',
    );
  }
  return notes.map((n) => `<p class="note">${n}</p>`).join('');
}
