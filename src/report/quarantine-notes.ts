// The headline's notes on tasks out of the verdict or unsteady on main: the quarantined tasks
// (with each reason and expiry) and the tasks flaky on the base branch (with each pooled pass
// rate). Both bounded; the rest is in summary.json.
import { flakyTasks } from '../verdict/flaky.js';
import { quarantinedTasks } from '../verdict/quarantine.js';
import type { Summary } from '../results/schema.js';
import { inline } from './escape.js';
import { plural } from './table.js';

/** Tasks named in each note. */
const NAMED = 10;

const more = (n: number, field: string) =>
  n > NAMED ? `, … (${n - NAMED} more: summary.json \`${field}\`)` : '';

/** "2 tasks quarantined: `a/x` (reason, until 2026-12-01), …", or null. */
export function quarantineNote(summary: Summary): string | null {
  const tasks = quarantinedTasks(summary);
  if (!tasks.length) return null;
  const named = tasks
    .slice(0, NAMED)
    .map(
      (t) =>
        `\`${inline(`${t.suite}/${t.task_id}`, 120)}\` (${inline(t.reason, 200)}, until ${inline(t.expires, 10)})`,
    );
  return (
    `**${plural(tasks.length, 'task')} quarantined** (\`.parley.yaml\`: run and reported, never fail the check): ` +
    `${named.join(', ')}${more(tasks.length, 'quarantined')}.`
  );
}

/** "Flaky on main: `a/x` (50% of 10 runs over 10 jobs), …", or null. */
export function flakyNote(summary: Summary): string | null {
  const tasks = flakyTasks(summary);
  if (!tasks.length) return null;
  const named = tasks
    .slice(0, NAMED)
    .map(
      ({ suite, task_id, flaky }) =>
        `\`${inline(`${suite}/${task_id}`, 120)}\` (passed ${Math.round(flaky.rate * 100)}% of ${plural(flaky.runs, 'run')} over ${flaky.jobs} jobs)`,
    );
  return (
    `**Flaky on main:** ${named.join(', ')}${more(tasks.length, 'flaky_on_main')}: ` +
    `their outcomes vary on the base branch at the same inputs; \`parley quarantine add\` keeps one out of the verdict for a while.`
  );
}
