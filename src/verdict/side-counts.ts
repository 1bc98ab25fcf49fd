// Counts of runs on one side (passed, failed, errored, abstained) and the one-sided exact tests
// between two such sides that the confirmation's stages and tests use.
import { fisherLower, toNumber, type Rational, type Table } from './exact.js';
import type { TaskComparison } from './compare.js';
import type { ConfirmationRun, SideCounts } from './confirmation-record.js';
import { abstainRiseP, errorRiseP } from './outcome-tests.js';

export const ZERO: SideCounts = { passed: 0, failed: 0, errored: 0, abstained: 0, runs: 0 };

export const key = (suite: string, taskId: string) => `${suite}\u0000${taskId}`;

export function sideCountsOf(runs: readonly ConfirmationRun[]): SideCounts {
  const c: SideCounts = { passed: 0, failed: 0, errored: 0, abstained: 0, runs: runs.length };
  for (const r of runs) {
    if (r.status === 'passed') c.passed++;
    else if (r.status === 'failed') c.failed++;
    else if (r.status === 'abstained') c.abstained!++;
    if (r.status === 'error' || r.error_attempts?.length) c.errored++;
  }
  return c;
}

export const add = (a: SideCounts, b: SideCounts): SideCounts => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  errored: a.errored + b.errored,
  abstained: (a.abstained ?? 0) + (b.abstained ?? 0),
  runs: a.runs + b.runs,
});

export const verdicts = (c: SideCounts) => c.passed + c.failed;

// An older pool that does not say how many abstained counts none: such a task is never an
// abstain candidate (its abstain p is null), so this only affects the other tests' stopping.
export const sideOf = (t: TaskComparison['head']): SideCounts =>
  t
    ? {
        passed: t.passed,
        failed: t.failed,
        errored: t.errored,
        abstained: t.abstains ?? 0,
        runs: t.runs,
      }
    : ZERO;

/** The pooled base side of the screening. */
export const poolSide = (t: TaskComparison): SideCounts => sideOf(t.base);

export const verdictTable = (base: SideCounts, head: SideCounts): Table => ({
  basePass: base.passed,
  baseTotal: base.passed + base.failed,
  headPass: head.passed,
  headTotal: head.passed + head.failed,
});

/** One-sided exact p of a drop (null without verdict runs on a side). */
export function dropP(base: SideCounts, head: SideCounts): Rational | null {
  const t = verdictTable(base, head);
  return t.baseTotal && t.headTotal ? fisherLower(t) : null;
}

/** One-sided exact p of a rise in abstains (null without runs on a side). */
export const abstainP = (base: SideCounts, head: SideCounts): Rational | null =>
  abstainRiseP(
    { abstains: base.abstained ?? 0, runs: base.runs },
    { abstains: head.abstained ?? 0, runs: head.runs },
  );

export const pAtMost = (p: Rational | null, level: number) => !!p && toNumber(p) <= level;

/** The head's drop or rise in errors or abstains against `base` has a one-sided exact p at most `level`. */
export function worseAt(base: SideCounts, head: SideCounts, level: number): boolean {
  return (
    pAtMost(dropP(base, head), level) ||
    pAtMost(errorRiseP(base, head), level) ||
    pAtMost(abstainP(base, head), level)
  );
}
