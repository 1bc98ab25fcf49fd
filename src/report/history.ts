// The history block of the job summary and the scheduled run's regression issue: how many push
// and scheduled runs history.html covers, the tasks whose pass rate changed (with the commit)
// and the flaky ones with their rate. Bounded; the page in the results artifact has the rest.
import type { TaskTrend } from '../verdict/history-trends.js';
import { HISTORY_HTML_FILE } from '../results/layout.js';
import { inline } from './escape.js';

/** What the action read (and on a push or schedule, extended) of the suite set's history. */
export interface HistoryNote {
  runs: number;
  trends: TaskTrend[];
}

const SHOWN = 10;
const pct = (rate: number) => `${Math.round(rate * 100)}%`;
const name = (t: TaskTrend) => inline(`${t.suite} / ${t.task_id}`, 200);

function listed(items: string[]): string {
  const more = items.length - SHOWN;
  return items.slice(0, SHOWN).join(', ') + (more > 0 ? ` and ${more} more` : '');
}

export function historySection(note: HistoryNote | undefined, artifactUrl?: string): string | null {
  if (!note?.runs) return null;
  const where = artifactUrl
    ? `${HISTORY_HTML_FILE} in the [results artifact](${encodeURI(artifactUrl)})`
    : `${HISTORY_HTML_FILE} in the results directory`;
  const changed = note.trends
    .filter((t) => t.changes.length)
    .map((t) => {
      const c = t.changes.at(-1)!;
      return `${name(t)} ${pct(c.before)} → ${pct(c.after)} from ${inline(c.commit?.slice(0, 7) ?? 'no commit', 20)}`;
    });
  const flaky = note.trends.filter((t) => t.flaky).map((t) => `${name(t)} ${pct(t.flaky!.rate)}`);
  return [
    `**History** of ${note.runs} push and scheduled run${note.runs === 1 ? '' : 's'}: ${where}.`,
    `Changed: ${changed.length ? listed(changed) : 'none'}. Flaky on main: ${flaky.length ? listed(flaky) : 'none'}.`,
  ].join(' ');
}
