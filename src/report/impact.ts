// Impact selection in the report: the tasks not re-run because none of their inputs changed,
// each with the base's results that stand in for it (never compared, never a pass of the PR's
// own) and the inputs it was compared by (what is not among them is not covered), the tasks that
// ran whatever changed and why, or why every task ran.
import type { ImpactReport, NotRerunTask } from '../results/impact.js';
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
  const blind = impact.unattributed?.length
    ? `; ${plural(impact.unattributed.length, 'task')} ran whatever changed (${impact.unattributed
        .slice(0, 3)
        .map((t) => `${inline(`${t.suite}/${t.task_id}`, 100)}: ${inline(t.reason, 200)}`)
        .join('; ')}${impact.unattributed.length > 3 ? '; …' : ''})`
    : '';
  if (!impact.notRerun.length)
    return `_Impact: ${since(impact)}; every task ran${anyway}${blind}._`;
  return `_Impact: ${since(impact)}; ${plural(impact.notRerun.length, 'task')} not re-run: ${impact.notRerun.length === 1 ? 'its' : 'their'} inputs did not change, the base's results stand in and are not compared${anyway}${blind}._`;
}

/** The inputs a task was compared by: a change to anything else does not re-run it. */
function inputsCell(t: NotRerunTask): string {
  if (!t.inputs) return '—';
  const shown = t.inputs.map((p) => inline(p, 120)).join(', ');
  return t.more_inputs ? `${shown} (+${t.more_inputs} more)` : shown;
}

/** The folded list of the tasks not re-run, with the base's results. */
export function impactSection(impact: ImpactReport | undefined): string | null {
  if (!impact || impact.all || !impact.notRerun.length) return null;
  const rows = impact.notRerun.map((t) => [
    inline(t.suite, 100),
    inline(t.task_name === t.task_id ? t.task_id : `${t.task_id} (${t.task_name})`, 160),
    t.base ? `${t.base.passed}/${t.base.passed + t.base.failed}` : '—',
    'not re-run: its inputs did not change',
    inputsCell(t),
  ]);
  const table = boundedTable(
    ['Suite', 'Task', 'Base (passed / verdict runs)', 'Why', 'Inputs compared'],
    rows,
  );
  const title = `Not re-run: ${plural(impact.notRerun.length, 'task')} whose inputs did not change`;
  return `<details><summary>${title}</summary>\n\n${table}\n\n</details>`;
}
