// The scorecard's model: one row per task, in one severity group. The verdict is the gate's own
// bucket (results/compare.ts), never re-derived here; the groups only order what a reviewer
// reads: regressed, newly failing, failing, abstaining, errors, then passing (and removed).
import {
  taskSide,
  type Comparison,
  type TaskComparison,
  type TaskSide,
} from '../verdict/compare.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { dominantReason, type DominantReason } from './reasons.js';

export const GROUPS = [
  'regressed',
  'newly_failing',
  'failing',
  'abstaining',
  'errors',
  'passing',
  'removed',
] as const;
export type Group = (typeof GROUPS)[number];

export interface TaskRow {
  suite: string;
  taskId: string;
  group: Group;
  head: TaskSide | null;
  /** Absent without a comparison; null for a task the base did not run. */
  base?: TaskSide | null;
  /** The gate's view of the task, when there is a comparison. */
  comparison?: TaskComparison;
  /** Did not pass on the base the same way (failed, abstained, errors): not this change's doing. */
  known: boolean;
  reason: DominantReason | null;
  /** The head's runs of the task, by trial. */
  records: RunRecord[];
  /** The head's Wilson 95 % interval on the pass rate (summary.json), when it ran more than once. */
  interval?: { low: number; high: number };
  /** The project's `quarantine:` entry that keeps the task out of the verdict. */
  quarantined?: { reason: string; expires: string };
}

const key = (suite: string, task: string) => `${suite}\u0000${task}`;

function groupOf(
  head: TaskSide,
  c: TaskComparison | undefined,
  regressed: Set<TaskComparison>,
): { group: Group; known: boolean } {
  const base = c?.base ?? null;
  // The gate's regressed list, not the task's bucket: an accepted regression (`/parley accept`)
  // is taken out of the list and shown with the tasks that fail on head.
  if (c && regressed.has(c)) return { group: 'regressed', known: false };
  if (head.passed === head.trials) return { group: 'passing', known: false };
  if (head.failed > 0) {
    const baseClean = base !== null && base.verdicts > 0 && base.failed === 0;
    if (c?.bucket === 'possible_regression' || baseClean) {
      return { group: 'newly_failing', known: false };
    }
    return { group: 'failing', known: (base?.failed ?? 0) > 0 };
  }
  if (head.abstained > 0) return { group: 'abstaining', known: (base?.abstained ?? 0) > 0 };
  return { group: 'errors', known: (base?.errors ?? 0) + (base?.skipped ?? 0) > 0 };
}

/** Worst first within a group: the lowest share of passed runs, then the planned order. */
function severity(row: TaskRow): number {
  const h = row.head;
  return h && h.trials ? h.passed / h.trials : 1;
}

export function buildRows(
  summary: Summary,
  records: RunRecord[],
  comparison: Comparison | undefined,
): TaskRow[] {
  const runs = new Map<string, RunRecord[]>();
  for (const r of records) {
    const k = key(r.suite, r.task_id);
    const list = runs.get(k);
    if (list) list.push(r);
    else runs.set(k, [r]);
  }
  const compared = new Map(comparison?.tasks.map((t) => [key(t.suite, t.task_id), t]) ?? []);
  const regressed = new Set(comparison?.buckets.regressed ?? []);
  const rows: TaskRow[] = [];
  for (const suite of summary.suites) {
    for (const task of suite.tasks) {
      const k = key(suite.name, task.task_id);
      const c = compared.get(k);
      const head = c?.head ?? taskSide(task);
      const own = (runs.get(k) ?? []).sort((a, b) => a.trial - b.trial);
      rows.push({
        suite: suite.name,
        taskId: task.task_id,
        ...groupOf(head, c, regressed),
        head,
        ...(comparison ? { base: c?.base ?? null } : {}),
        ...(c ? { comparison: c } : {}),
        reason: dominantReason(own),
        records: own,
        ...(task.pass_interval && task.trials > 1 ? { interval: task.pass_interval } : {}),
        ...(task.quarantined ? { quarantined: task.quarantined } : {}),
      });
    }
  }
  // A task the budget kept from running at all is not "only in the base": the headline lists
  // it as not run.
  const notRun = new Set(summary.not_run?.tasks.map((t) => JSON.stringify([t.suite, t.task_id])));
  for (const c of comparison?.buckets.removed ?? []) {
    if (notRun.has(JSON.stringify([c.suite, c.task_id]))) continue;
    rows.push({
      suite: c.suite,
      taskId: c.task_id,
      group: 'removed',
      head: null,
      base: c.base,
      comparison: c,
      known: false,
      reason: null,
      records: [],
    });
  }
  const order = new Map(rows.map((r, i) => [r, i]));
  return rows.sort(
    (a, b) =>
      GROUPS.indexOf(a.group) - GROUPS.indexOf(b.group) ||
      severity(a) - severity(b) ||
      order.get(a)! - order.get(b)!,
  );
}

export function rowsOf(rows: TaskRow[], group: Group): TaskRow[] {
  return rows.filter((r) => r.group === group);
}
