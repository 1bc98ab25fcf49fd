// waza's golden tasks (`golden: true`): a task that must always pass. Any of its runs on the head
// that failed (a verdict against the agent; errors are retried and compared as errors, abstains
// as abstains) is a failure of the check whatever the comparison says, as `waza gate` fails on a
// golden task that did not pass. summary.json lists them (`golden_failed`); verdict/golden.ts
// turns them into the check's failure.
import type { Summary, SuiteSummary } from './schema.js';

export type GoldenFailure = NonNullable<Summary['golden_failed']>[number];

/** The golden tasks with a failed run; undefined when no golden task ran. */
export function goldenFailed(suites: SuiteSummary[]): GoldenFailure[] | undefined {
  let golden = false;
  const failed: GoldenFailure[] = [];
  for (const suite of suites) {
    for (const task of suite.tasks) {
      // A quarantined golden task is reported, not failed on (verdict/quarantine.ts).
      if (task.golden !== true || task.quarantined) continue;
      golden = true;
      const s = task.counts.by_status;
      const f = s.failed ?? 0;
      if (f > 0)
        failed.push({
          suite: suite.name,
          task_id: task.task_id,
          failed: f,
          verdicts: f + (s.passed ?? 0),
        });
    }
  }
  return golden ? failed : undefined;
}
