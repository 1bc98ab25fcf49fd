// Confirmation re-runs in the action's job: after the head's runs are compared with the
// baseline, the tasks that look like they dropped (results/confirm.ts) are run again on the head,
// in two halves, and the comparison takes the confirmation's verdict. The runs go to the same
// results.jsonl, marked `confirmation: true`.
import * as core from '@actions/core';
import type { Comparison } from '../results/compare.js';
import {
  applyConfirmation,
  confirmationCandidates,
  confirmationStages,
  continuesAfterFirstHalf,
} from '../results/confirm.js';
import type { RunRecord } from '../results/schema.js';

/** Runs these tasks again: `trials` runs each, numbered from `firstTrial`. */
export type Rerun = (
  tasks: { suite: string; taskId: string }[],
  trials: number,
  firstTrial: number,
) => Promise<RunRecord[]>;

export async function confirmComparison(
  comparison: Comparison,
  budget: { tasks: number; trials: number },
  rerun: Rerun,
): Promise<Comparison> {
  const candidates = confirmationCandidates(comparison, budget.tasks);
  if (!candidates.length) return comparison;
  const [first, second] = confirmationStages(budget.trials);
  const ids = (list: typeof candidates) => list.map((t) => ({ suite: t.suite, taskId: t.task_id }));
  // Confirmation trials number on after the screening's, so every run keeps its own number.
  const after = Math.max(...candidates.map((t) => t.head?.trials ?? 0));
  core.info(
    `parley: confirming ${candidates.length} task(s) that may have regressed: ${first} extra run(s) each`,
  );
  const firstRuns = await rerun(ids(candidates), first, after + 1);
  const more = second > 0 ? candidates.filter((t) => continuesAfterFirstHalf(t, firstRuns)) : [];
  let secondRuns: RunRecord[] = [];
  if (more.length) {
    core.info(`parley: ${more.length} task(s) still look lower: ${second} more run(s) each`);
    secondRuns = await rerun(ids(more), second, after + first + 1);
  }
  const confirmed = applyConfirmation(
    comparison,
    candidates,
    [...firstRuns, ...secondRuns],
    budget.trials,
  );
  core.info(
    `parley: confirmation: ${confirmed.confirmation!.confirmed} of ${candidates.length} task(s) confirmed as regressed, ${confirmed.confirmation!.runs} extra run(s)`,
  );
  return confirmed;
}
