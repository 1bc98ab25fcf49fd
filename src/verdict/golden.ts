// Golden tasks in the gate: waza's `golden: true` marks a task that must always pass, and
// `waza gate` fails when one did not, whatever the aggregate says. Here a golden task with a run
// that failed on the head fails the check under every fail-on but `never`, with or without a
// baseline, and makes the verdict `regressed` with the task named. Decided apart from the
// comparison (compare.ts, confirm.ts): a golden failure needs no statistics.
import { goldenFailed, type GoldenFailure } from '../results/golden.js';
import type { Summary } from '../results/schema.js';
import type { GateVerdict } from './gate-verdict.js';

/** Golden tasks named in one reason. */
const NAMED = 5;

/** The golden tasks with a failed run on the head, from the tasks' own counts. */
export function goldenFailures(summary: Summary): GoldenFailure[] {
  return goldenFailed(summary.suites) ?? [];
}

/** "golden task suite/x failed (2 of 5 verdict runs)". */
export function goldenLine(f: GoldenFailure): string {
  return `golden task ${f.suite}/${f.task_id} failed (${f.failed} of ${f.verdicts} verdict run${f.verdicts === 1 ? '' : 's'})`;
}

/** Why golden tasks fail the check: one clause, or none. */
export function goldenReasons(summary: Summary): string[] {
  const failed = goldenFailures(summary);
  if (!failed.length) return [];
  if (failed.length === 1) return [goldenLine(failed[0]!)];
  const named = failed
    .slice(0, NAMED)
    .map((f) => `${f.suite}/${f.task_id} (${f.failed} of ${f.verdicts})`);
  const more = failed.length > NAMED ? `, … (${failed.length - NAMED} more)` : '';
  return [`${failed.length} golden tasks failed: ${named.join(', ')}${more}`];
}

/** The gate's verdict with the golden failures: `regressed`, named first, when there are any. */
export function withGolden(gate: GateVerdict, summary: Summary): GateVerdict {
  const reasons = goldenReasons(summary);
  if (!reasons.length) return gate;
  return {
    verdict: 'regressed',
    reasons: [...reasons, ...(gate.verdict === 'regressed' ? gate.reasons : [])],
  };
}
