// Quarantined tasks in the gate: the project file's `quarantine:` list (each entry with a reason
// and an expiry day) names tasks that keep running and being reported but cannot fail the check.
// The loader marks them (suites/quarantine-match.ts, summary.json's task `quarantined`); here
// they leave what decides the check: compare.ts keeps them out of Holm's family and the
// suite-level tests, the confirmation never re-runs them (candidates.ts, suite-stages.ts), and
// fail-on counts none of their runs, golden or not (results/golden.ts).
import type { Summary } from '../results/schema.js';

/** The quarantined tasks of a summary, in its order. */
export function quarantinedTasks(
  summary: Summary,
): { suite: string; task_id: string; reason: string; expires: string }[] {
  return summary.suites.flatMap((s) =>
    s.tasks
      .filter((t) => t.quarantined)
      .map((t) => ({ suite: s.name, task_id: t.task_id, ...t.quarantined! })),
  );
}

/** The summary's counts without the quarantined tasks' runs (what fail-on counts). */
export function withoutQuarantined(summary: Summary): Summary {
  const out = summary.suites.flatMap((s) => s.tasks.filter((t) => t.quarantined));
  if (!out.length) return summary;
  const counts = structuredClone(summary.counts);
  for (const task of out) {
    counts.runs -= task.counts.runs;
    for (const [status, n] of Object.entries(task.counts.by_status))
      counts.by_status[status as keyof typeof counts.by_status] -= n ?? 0;
    for (const [outcome, n] of Object.entries(task.counts.by_outcome))
      counts.by_outcome[outcome as keyof typeof counts.by_outcome] -= n ?? 0;
  }
  return { ...summary, counts };
}
