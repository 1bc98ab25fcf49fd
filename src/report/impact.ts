// Impact selection in the report: the tasks not re-run because none of their inputs changed,
// each with the base's results that stand in for it (never compared, never a pass of the PR's
// own), or why every task ran.
import type { ImpactReport } from '../results/impact.js';
import { inline } from './escape.js';
import { boundedTable, plural } from './table.js';

/** A sha is shortened; a ref (`main`, `origin/feature`) is said as given. */
const shown = (ref: string) => (/^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 12) : ref);

const since = (impact: ImpactReport) =>
  `${plural(impact.changed, 'file')} changed${impact.since ? ` since \`${inline(shown(impact.since), 100)}\`` : ''}`;

/** One line under the headline: what impact selection did. */
export function impactNote(impact: ImpactReport | undefined): string | null {
  if (!impact) return null;
  if (impact.all) return `_Every task ran: ${inline(impact.all, 400)}._`;
  const anyway = impact.runAnyway
    ? `; ${plural(impact.runAnyway, 'task')} with unchanged inputs ran anyway (no base results of the same definition, models and Parley version)`
    : '';
  if (!impact.notRerun.length) return `_Impact: ${since(impact)}; every task ran${anyway}._`;
  return `_Impact: ${since(impact)}; ${plural(impact.notRerun.length, 'task')} not re-run: ${impact.notRerun.length === 1 ? 'its' : 'their'} inputs did not change, the base's results stand in and are not compared${anyway}._`;
}

/** The folded list of the tasks not re-run, with the base's results. */
export function impactSection(impact: ImpactReport | undefined): string | null {
  if (!impact || impact.all || !impact.notRerun.length) return null;
  const rows = impact.notRerun.map((t) => [
    inline(t.suite, 100),
    inline(t.task_name === t.task_id ? t.task_id : `${t.task_id} (${t.task_name})`, 160),
    t.base ? `${t.base.passed}/${t.base.passed + t.base.failed}` : '—',
    'not re-run: its inputs did not change',
  ]);
  const table = boundedTable(['Suite', 'Task', 'Base (passed / verdict runs)', 'Why'], rows);
  const title = `Not re-run: ${plural(impact.notRerun.length, 'task')} whose inputs did not change`;
  return `<details><summary>${title}</summary>\n\n${table}\n\n</details>`;
}
