// Per-trial detail of the tasks that did not pass, folded under the scorecard: one <details> per
// task with each trial's status, every way it did not pass, the responder's reason and the
// question the agent was left with, and the agent's final message of the first trial that did
// not pass. Bounded per task (trials) and per group (characters), saying what was left out.
import { finalOutput } from '../results/final-output.js';
import type { RunRecord } from '../results/schema.js';
import { questionOf } from '../shared/asking.js';
import { fenced, inline } from './escape.js';
import { codeName, failedChecks, lastQuestion, trialReason } from './reasons.js';
import { taskLabel } from './scorecard.js';
import { rowsOf, type Group, type TaskRow } from './scorecard-model.js';
import { moreInArtifact, plural } from './table.js';

/** Trials listed per task. */
export const MAX_TRIALS = 10;
/** Failing checks listed per trial. */
const MAX_CHECKS = 3;
/** Characters of the trial details of one group. */
export const DETAILS_BUDGET = 10_000;

function statusWords(r: RunRecord): string {
  if (r.outcome === 'cap_exhausted') {
    const sent = r.responder?.followups_sent ?? 0;
    return `${r.status} at the cap (${plural(sent, 'follow-up')})`;
  }
  if (r.status === 'error') return `error (${r.outcome.replace(/_/g, ' ')})`;
  if (r.status === 'failed' && r.outcome === 'checkpoints_missing')
    return 'failed (checkpoints missing)';
  return r.status;
}

/** What one trial came to, without its number: "failed — grader `x`: feedback". */
function trialText(r: RunRecord): string {
  const parts: string[] = [];
  if (r.status === 'failed') {
    const checks = failedChecks(r);
    parts.push(...checks.slice(0, MAX_CHECKS).map((c) => c.text));
    if (checks.length > MAX_CHECKS) parts.push(`${checks.length - MAX_CHECKS} more checks`);
    if (!checks.length && r.outcome !== 'cap_exhausted') parts.push(trialReason(r)!.text);
  } else if (r.status !== 'passed') {
    parts.push(trialReason(r)!.text);
  }
  // A run that abstained as its task expects: the suite graders that did not apply, named.
  const notApplicable = r.graders.filter((g) => g.applicable === false);
  if (notApplicable.length) {
    const names = notApplicable.slice(0, MAX_CHECKS).map((g) => codeName(g.name));
    if (notApplicable.length > MAX_CHECKS) names.push(`${notApplicable.length - MAX_CHECKS} more`);
    parts.push(`not applicable (abstained as expected): ${names.join(', ')}`);
  }
  // The question the agent was left with: at the cap, on an abstain, or where it ended asking.
  if (r.outcome === 'cap_exhausted' || r.status === 'abstained') {
    parts.push(`the agent's last question: ${inline(lastQuestion(r), 200)}`);
  } else if (r.ended_with_question) {
    parts.push(`ended asking: ${inline(questionOf(finalOutput(r), 200), 200)}`);
  }
  return `${statusWords(r)}${parts.length ? ` — ${parts.join('; ')}` : ''}`;
}

/** One line per run of consecutive trials that came to the same: "Trials 1–8: failed — …". */
function trialLines(records: RunRecord[]): string[] {
  const lines: string[] = [];
  let start = 0;
  const texts = records.map(trialText);
  for (let i = 1; i <= records.length; i++) {
    if (i < records.length && texts[i] === texts[start]) continue;
    const first = records[start]!.trial;
    const last = records[i - 1]!.trial;
    const which = first === last ? `Trial ${first}` : `Trials ${first}–${last}`;
    lines.push(`- ${which}: ${texts[start]}`);
    start = i;
  }
  return lines;
}

export function taskDetails(row: TaskRow): string {
  const shown = row.records.slice(0, MAX_TRIALS);
  const lines = trialLines(shown);
  const left = row.records.length - shown.length;
  if (left > 0) lines.push(`- ${moreInArtifact(left, 'trial')}`);
  const first = row.records.find((r) => r.status !== 'passed' && r.turns.length > 0);
  const message = first
    ? `\n\nThe agent's final message (trial ${first.trial}):\n\n${fenced(finalOutput(first), 1200)}`
    : '';
  const summary = `${taskLabel(row)}: ${plural(row.records.length, 'trial')}`;
  return `<details><summary>${summary}</summary>\n\n${lines.join('\n')}${message}\n\n</details>`;
}

/** The trial details of one group's tasks, or null when the group is empty. */
export function groupDetails(rows: TaskRow[], group: Group): string | null {
  const list = rowsOf(rows, group).filter((r) => r.records.length > 0);
  if (!list.length) return null;
  const blocks: string[] = [];
  let length = 0;
  for (const row of list) {
    const block = taskDetails(row);
    if (blocks.length > 0 && length + block.length > DETAILS_BUDGET) break;
    blocks.push(block);
    length += block.length + 1;
  }
  const left = list.length - blocks.length;
  const tail =
    left > 0 ? `\n\n_Trial details of ${plural(left, 'more task')} in the results artifact._` : '';
  return `${blocks.join('\n')}${tail}`;
}
