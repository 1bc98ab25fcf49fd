// Accepted changes of behaviour (`/parley accept` in a pull request): the regressions of accepted
// tasks stop failing the check for the one head commit they were accepted on. The comparison is
// left as computed (the report still lists those tasks, marked accepted); only the gate — which
// regressions count — changes. The suite-level test counts a broad drop across tasks: it is
// accepted with `all`, or when every task whose pass rate dropped is accepted.
import { filterMatches } from '../shared/task-filter.js';
import type { Comparison, TaskComparison } from './compare.js';

export interface Acceptance {
  /** Task ids, names or `suite/task id`s; `*` = any characters. Empty with `all`. */
  tasks: string[];
  all: boolean;
  /** GitHub login of the collaborator who accepted. */
  by: string;
  reason: string;
  /** The pull request's head commit the acceptance is for; another commit ignores it. */
  head_sha: string;
  /** ISO time of the command. */
  at: string;
}

/** The acceptance that covers a task, if any (the newest wins). */
export function acceptanceOf(
  task: Pick<TaskComparison, 'suite' | 'task_id' | 'task_name'>,
  acceptances: Acceptance[],
): Acceptance | undefined {
  const names = [task.task_id, task.task_name, `${task.suite}/${task.task_id}`];
  for (const a of [...acceptances].reverse()) {
    if (a.all) return a;
    if (a.tasks.some((t) => filterMatches(t, names))) return a;
  }
  return undefined;
}

/** Only the acceptances of this head commit. */
export function acceptancesFor(all: Acceptance[], headSha: string): Acceptance[] {
  return all.filter((a) => headSha !== '' && a.head_sha === headSha);
}

export interface AcceptedGate {
  /** The comparison the check is decided on: accepted regressions taken out. */
  gate: Comparison;
  /** The regressed tasks that were accepted, each with its acceptance. */
  accepted: { task: TaskComparison; acceptance: Acceptance }[];
  /** The suite-level regression was accepted too. */
  suiteAccepted: Acceptance | null;
}

export function applyAcceptances(comparison: Comparison, acceptances: Acceptance[]): AcceptedGate {
  const accepted: AcceptedGate['accepted'] = [];
  const regressed: TaskComparison[] = [];
  for (const task of comparison.buckets.regressed) {
    const acceptance = acceptanceOf(task, acceptances);
    if (acceptance) accepted.push({ task, acceptance });
    else regressed.push(task);
  }
  let suiteAccepted: Acceptance | null = null;
  if (comparison.suite.regressed) {
    const everything = [...acceptances].reverse().find((a) => a.all);
    const dropped = comparison.tasks.filter(
      (t) =>
        t.base?.pass_rate != null &&
        t.head?.pass_rate != null &&
        t.head.pass_rate < t.base.pass_rate,
    );
    const covering = dropped.map((t) => acceptanceOf(t, acceptances));
    if (everything) suiteAccepted = everything;
    else if (dropped.length && covering.every((a) => a)) suiteAccepted = covering.at(-1)!;
  }
  const suiteCounts = comparison.suite.regressed && !suiteAccepted;
  const gate: Comparison = {
    ...comparison,
    suite: { ...comparison.suite, regressed: suiteCounts },
    buckets: {
      ...comparison.buckets,
      regressed,
      suite_regressed: suiteCounts ? comparison.buckets.suite_regressed : null,
    },
    regressions: regressed.length || (suiteCounts ? 1 : 0),
  };
  return { gate, accepted, suiteAccepted };
}
