// What people read about accepted changes (`/parley accept`): the section of the run's report
// that lists the regressions accepted for this head commit (the check passes for them), and the
// visible part of the pull request's acceptances comment. Logins and reasons come from comments:
// untrusted, through inline().
import type { Acceptance, AcceptedGate } from '../verdict/accept.js';
import { inline } from './escape.js';

const short = (sha: string) => inline(sha.slice(0, 7), 7);

/** "accepted by @x for abc1234: reason" (the login is a GitHub login: a mention is intended). */
export function acceptedBy(a: Acceptance): string {
  const login = a.by.replace(/[^A-Za-z0-9-[\]]/g, '');
  const reason = a.reason ? `: ${inline(a.reason, 300)}` : '';
  return `accepted by @${login} for \`${short(a.head_sha)}\`${reason}`;
}

/** The report's block: which regressions do not fail the check, and who accepted them. */
export function acceptanceSection(accepted: AcceptedGate | undefined): string | null {
  if (!accepted || (!accepted.accepted.length && !accepted.suiteAccepted)) return null;
  const lines = [`### Accepted changes (${accepted.accepted.length})`, ''];
  lines.push(
    'These regressions were accepted as intended changes for this commit: they do not fail the check. A new push clears the acceptance.',
    '',
  );
  for (const { task, acceptance } of accepted.accepted) {
    lines.push(
      `- ${inline(task.suite, 100)} / ${inline(task.task_id, 100)}: ${acceptedBy(acceptance)}`,
    );
  }
  if (accepted.suiteAccepted) {
    lines.push(`- the suite-level drop: ${acceptedBy(accepted.suiteAccepted)}`);
  }
  return lines.join('\n');
}

/** The visible part of the acceptances comment: every acceptance, the current commit's marked. */
export function acceptancesBody(acceptances: Acceptance[], headSha: string): string {
  const lines = ['## Parley: accepted changes', ''];
  if (!acceptances.length) lines.push('_No acceptance recorded._');
  else {
    lines.push(
      '| Tasks | Commit | Accepted by | Reason | When |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const a of acceptances) {
      const tasks = a.all ? '**all**' : a.tasks.map((t) => inline(t, 100)).join(', ');
      const commit =
        a.head_sha === headSha ? `\`${short(a.head_sha)}\` (head)` : `~~\`${short(a.head_sha)}\`~~`;
      const login = a.by.replace(/[^A-Za-z0-9-[\]]/g, '');
      lines.push(
        `| ${tasks} | ${commit} | @${login} | ${inline(a.reason, 300)} | ${inline(a.at, 40)} |`,
      );
    }
  }
  lines.push(
    '',
    '_An acceptance holds for its commit only: a new push clears it. Commands: `/parley accept <task…|all> [reason]`, `/parley rerun <task…> [--trials N]` (collaborators with write access)._',
  );
  return lines.join('\n');
}

/** Under the headline of a partial run: which tasks it covers (empty for a whole run). */
export function onlyTasksNote(only: { tasks: string[]; unmatched: string[] } | undefined): string {
  if (!only?.tasks.length) return '';
  const names = (list: string[]) => list.map((t) => inline(t, 100)).join(', ');
  const none = only.unmatched.length ? ` No task matched: ${names(only.unmatched)}.` : '';
  return `\n\n_This report covers only the re-run tasks (${names(only.tasks)}), compared with the same tasks of the baseline; the other tasks' results are in the pull request's last full run.${none}_`;
}
