// fail-on: when the step goes red. `regressions` (default): significant regressions against the
// baseline (a task after Holm's correction, or the suite-level test; possible regressions never), or errors that prevented grading (nothing to compare is not a pass). `failures`:
// any run that failed, abstained or errored (skipped runs wait for input and are CI-friendly:
// on_missing_input: fail grades such runs as failures instead). `never`: only configuration errors.
// The action's fail-on input and `parley run --fail-on` share this.
import { countsOf } from '../results/counts.js';
import { pEquals, type Comparison } from './compare.js';
import type { Summary } from '../results/schema.js';

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

export const FAIL_ON = ['regressions', 'failures', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** The reason to fail the step, or null to pass it. */
export function failureReason(
  policy: FailOn,
  summary: Summary,
  comparison: Comparison | undefined,
  options: { ignoreErrors?: boolean } = {},
): string | null {
  if (policy === 'never') return null;
  const c = countsOf(summary);
  const regressed = comparison?.buckets.regressed.length ?? 0;
  const reasons: string[] = [];
  if (regressed)
    reasons.push(`${regressed} task${regressed === 1 ? '' : 's'} regressed against the baseline`);
  if (comparison?.suite.regressed) {
    const s = comparison.suite;
    reasons.push(
      `the suite regressed against the baseline (verdict pass rate ${percent(s.base_pass_rate)} -> ${percent(s.head_pass_rate)}, ${pEquals(s.p_value)})`,
    );
  }
  if (c.errors && !options.ignoreErrors)
    reasons.push(
      `${c.errors} run${c.errors === 1 ? '' : 's'} ended in an error and could not be graded`,
    );
  if (policy === 'failures') {
    const notPassed = c.failed + c.abstained;
    if (notPassed)
      reasons.push(
        `${notPassed} run${notPassed === 1 ? '' : 's'} did not pass (${c.failed} failed, ${c.abstained} abstained)`,
      );
  }
  return reasons.length ? `parley: ${reasons.join('; ')} (fail-on: ${policy})` : null;
}
