// What the confirmation could not decide, so the verdict is inconclusive rather than a pass
// (verdict/fail-on.ts): a candidate that went past the head-only stage and got no run of the base
// commit (the base does not plan the task: nothing to test it against), a task the screening
// found regressed that the cap (confirm-tasks) left out, and a task gone from verdict runs to only
// abstains that no concurrent run looked at.
import { abstainingUndecided, type Comparison, type Undecided } from './compare.js';
import type { Candidate } from './candidates.js';

const key = (suite: string, taskId: string) => `${suite}\u0000${taskId}`;

export function undecidedAfter(
  decided: Comparison,
  chosen: Candidate[],
  left: Candidate[],
  cap: number,
): Comparison {
  const undecided: Undecided[] = [];
  const listed = new Set<string>();
  const push = (u: Undecided) => {
    if (listed.has(key(u.suite, u.task_id))) return;
    listed.add(key(u.suite, u.task_id));
    undecided.push(u);
  };
  for (const t of decided.confirmation?.tasks ?? []) {
    if (t.stages > 1 && t.base.runs === 0)
      push({
        suite: t.suite,
        task_id: t.task_id,
        reason:
          'no run of the base commit was made for it (the task may not exist at the base commit): nothing to confirm it against',
      });
  }
  for (const { t } of left) {
    if (t.bucket === 'regressed')
      push({
        suite: t.suite,
        task_id: t.task_id,
        reason: `the screening found it regressed, but it was over the cap of ${cap} task(s) confirmed (confirm-tasks) and was not re-run`,
      });
  }
  const rerun = new Set(chosen.map(({ t }) => key(t.suite, t.task_id)));
  for (const u of abstainingUndecided(decided.tasks)) {
    if (!rerun.has(key(u.suite, u.task_id))) push(u);
  }
  const { undecided: _screening, ...rest } = decided;
  return undecided.length ? { ...rest, undecided } : rest;
}
