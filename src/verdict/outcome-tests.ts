// The one-sided exact tests of a rise in an outcome's rate between two sides: errored runs and
// abstained runs over all runs, each as a 2x2 table whose "pass" is the run that did not have the
// outcome. The screening (compare.ts) and the confirmation (confirm.ts) both use them.
import { fisherLower, type Rational, type Table } from './exact.js';

/** One-sided exact p of a rise in the error rate: "not errored" is the pass of the table. */
export function errorRiseP(
  base: { errored: number; runs: number },
  head: { errored: number; runs: number },
): Rational | null {
  if (!base.runs || !head.runs) return null;
  return fisherLower(errorTable(base, head));
}

export function errorTable(
  base: { errored: number; runs: number },
  head: { errored: number; runs: number },
): Table {
  return {
    basePass: base.runs - base.errored,
    baseTotal: base.runs,
    headPass: head.runs - head.errored,
    headTotal: head.runs,
  };
}

/** One-sided exact p of a rise in the abstain rate: "did not abstain" is the pass of the table. */
export function abstainRiseP(
  base: { abstains: number | null; runs: number },
  head: { abstains: number | null; runs: number },
): Rational | null {
  if (base.abstains === null || head.abstains === null || !base.runs || !head.runs) return null;
  return fisherLower(abstainTable(base.abstains, base.runs, head.abstains, head.runs));
}

export function abstainTable(
  baseAbstains: number,
  baseRuns: number,
  headAbstains: number,
  headRuns: number,
): Table {
  return {
    basePass: baseRuns - baseAbstains,
    baseTotal: baseRuns,
    headPass: headRuns - headAbstains,
    headTotal: headRuns,
  };
}
