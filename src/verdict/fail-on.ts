// The verdict and fail-on: when the step goes red.
// The verdict (the `verdict` output, the headline): `regressed` when a regression is confirmed
// (verdict/confirm.ts: against concurrent base runs, or by the pool's screening when the base
// commit could not be run or confirmation is off); `inconclusive` when the design could not
// decide — no baseline, no task with verdict runs on both sides, trials too few for any
// single-task test to fire, a base checkout modified while it was measured — or a task has no verdict run at all on the head without a baseline
// to compare with, or a task the gate could not decide (Comparison.undecided: a candidate without
// base runs, a screening regression over the cap, a task gone to only abstains that nothing
// confirmed); else `pass`.
// fail-on: `regressions` (default) fails on `regressed`, and on a task none of whose runs reached a
// verdict when there is no comparison to decide it (errored runs are otherwise compared as an
// outcome by the gate, not counted); `inconclusive` also fails on `inconclusive`; `failures`: any
// run that failed, abstained or errored (skipped runs wait for input and are CI-friendly:
// on_missing_input: fail grades such runs as failures instead); `never`: only configuration
// errors; `no-lift`: as `regressions`, and the skill's lift must hold (lift-gate.ts). The
// action's fail-on input and `parley run --fail-on` share this.
import { countsOf } from '../results/counts.js';
import { NEWLY_ABSTAINING, pEquals, type Comparison } from './compare.js';
import { goldenReasons } from './golden.js';
import { liftReasons } from './lift-gate.js';
import type { Summary } from '../results/schema.js';
import type { FailOn } from './options.js';
import type { GateVerdict } from './gate-verdict.js';
import { namedFiles } from '../shared/file-list.js';
import { withoutQuarantined } from './quarantine.js';

export { FAIL_ON, type FailOn } from './options.js';

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export type { GateVerdict, Verdict } from './gate-verdict.js';

/** Tasks of the head none of whose runs reached a verdict because they errored. */
function tasksWithoutVerdict(summary: Summary): string[] {
  const names: string[] = [];
  for (const suite of summary.suites) {
    for (const task of suite.tasks) {
      if (task.quarantined) continue;
      const s = task.counts.by_status;
      if ((s.error ?? 0) > 0 && (s.passed ?? 0) + (s.failed ?? 0) === 0)
        names.push(`${suite.name}/${task.task_id}`);
    }
  }
  return names;
}

/** The gate's verdict on a comparison (after acceptances), or on no comparison at all. */
export function verdictOf(summary: Summary, comparison: Comparison | undefined): GateVerdict {
  if (!comparison) {
    const none = tasksWithoutVerdict(summary);
    return none.length
      ? {
          verdict: 'regressed',
          reasons: [
            `${plural(none.length, 'task')} had no run that reached a verdict (every run errored): ${none.slice(0, 5).join(', ')}${none.length > 5 ? ', …' : ''}`,
          ],
        }
      : { verdict: 'inconclusive', reasons: ['no baseline to compare with'] };
  }
  // A base that changed while it was measured decides nothing (verdict/confirm.ts).
  const tampered = comparison.confirmation?.base_tampered;
  if (tampered) {
    return {
      verdict: 'inconclusive',
      reasons: [
        `the base commit's checkout was modified during the job (${namedFiles(tampered)}), so its runs were discarded`,
      ],
    };
  }
  const reasons: string[] = [];
  const byKind = (kind: string) =>
    comparison.buckets.regressed.filter((t) => (t.regression ?? 'drop') === kind).length;
  const drops = byKind('drop');
  const errors = byKind('errors');
  const noVerdict = byKind('no_verdict');
  const abstaining = comparison.buckets.regressed.filter((t) => t.regression === 'abstains');
  if (drops) reasons.push(`${plural(drops, 'task')} regressed against the baseline`);
  if (abstaining.length)
    reasons.push(
      `${plural(abstaining.length, 'task')} ${NEWLY_ABSTAINING} (${names(abstaining.map((t) => `${t.suite}/${t.task_id}`))})`,
    );
  if (errors)
    reasons.push(`${plural(errors, 'task')} errored significantly more often (timeouts, crashes)`);
  if (noVerdict)
    reasons.push(`${plural(noVerdict, 'task')} had no run that reached a verdict on the head`);
  if (comparison.suite.regressed) {
    const concurrent = comparison.confirmation?.suite;
    if (concurrent?.regression === 'errors') {
      reasons.push(`the suite errored significantly more often than the concurrent base runs`);
    } else {
      const base = concurrent ? rate(concurrent.base) : comparison.suite.base_pass_rate;
      const head = concurrent ? rate(concurrent.head) : comparison.suite.head_pass_rate;
      const p = concurrent ? concurrent.p_value : comparison.suite.p_value;
      reasons.push(
        `the suite regressed against the baseline (verdict pass rate ${percent(base)} -> ${percent(head)}, ${pEquals(p)})`,
      );
    }
  }
  if (reasons.length) return { verdict: 'regressed', reasons };
  const undecided = comparison.undecided ?? [];
  if (undecided.length)
    return {
      verdict: 'inconclusive',
      reasons: undecided
        .slice(0, 5)
        .map((u) => `${u.suite}/${u.task_id}: ${u.reason}`)
        .concat(undecided.length > 5 ? [`${undecided.length - 5} more task(s) undecided`] : []),
    };
  // The budget kept runs from starting: what did not run was not compared, so no pass.
  const notRun = summary.not_run;
  if (notRun?.runs) {
    const names = notRun.tasks.map((t) => t.task_id);
    return {
      verdict: 'inconclusive',
      reasons: [
        `${plural(names.length, 'task')} not run in full (${notRun.reason}): ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}`,
      ],
    };
  }
  if (!comparison.tasks.some((t) => t.p_value !== null))
    return { verdict: 'inconclusive', reasons: ['no task has verdict runs on both sides'] };
  if (comparison.blind)
    return {
      verdict: 'inconclusive',
      reasons: [
        `with these trials no single task can show a regression (${Number.isFinite(comparison.blind.trials_needed) ? `${comparison.blind.trials_needed} verdict trials per task would` : 'more trials would'})`,
      ],
    };
  return { verdict: 'pass', reasons: [] };
}

const names = (list: string[]) => `${list.slice(0, 5).join(', ')}${list.length > 5 ? ', …' : ''}`;

const rate = (s: { passed: number; failed: number }) =>
  s.passed + s.failed ? s.passed / (s.passed + s.failed) : null;

/** The reason to fail the step, or null to pass it. */
export function failureReason(
  policy: FailOn,
  summary: Summary,
  comparison: Comparison | undefined,
  /** requireLift: the action's `skill-lift: require`, as `no-lift` asks whatever the policy. */
  options: { ignoreErrors?: boolean; requireLift?: boolean } = {},
): string | null {
  if (policy === 'never') return null;
  // A quarantined task's runs do not fail the check under any policy (verdict/quarantine.ts).
  const c = countsOf(withoutQuarantined(summary));
  // A golden task that failed fails the check whatever the comparison says (golden.ts).
  const reasons: string[] = goldenReasons(summary);
  const gate = verdictOf(summary, comparison);
  // Errors without a comparison are what made the verdict: a fork without secrets ignores them.
  const fromErrorsAlone = !comparison && gate.verdict === 'regressed';
  if (gate.verdict === 'regressed' && !(fromErrorsAlone && options.ignoreErrors))
    reasons.push(...gate.reasons);
  if (gate.verdict === 'inconclusive' && policy === 'inconclusive')
    reasons.push(`the gate could not decide: ${gate.reasons.join('; ')}`);
  if (policy === 'no-lift' || options.requireLift) reasons.push(...liftReasons(summary));
  if (policy === 'failures') {
    if (c.errors && !options.ignoreErrors && !fromErrorsAlone)
      reasons.push(`${plural(c.errors, 'run')} ended in an error and could not be graded`);
    const notPassed = c.failed + c.abstained;
    if (notPassed)
      reasons.push(
        `${notPassed} run${notPassed === 1 ? '' : 's'} did not pass (${c.failed} failed, ${c.abstained} abstained)`,
      );
  }
  const asked = `fail-on: ${policy}${options.requireLift ? ', skill-lift: require' : ''}`;
  return reasons.length ? `parley: ${reasons.join('; ')} (${asked})` : null;
}
