// An acceptance counts only when GitHub still backs it: the hidden record in the bot's comment
// can be edited by anyone who may edit comments, so each entry names the `/parley accept`
// comment it came from, and that comment is read again: it exists on this pull request, its
// author is the one recorded and may still write, it still says the same accept command, and it
// was written after the head commit was pushed (a push between the comment and the command's job
// must not be accepted unreviewed).
import * as core from '@actions/core';
import type { Acceptance } from '../verdict/accept.js';
import { parseCommand } from './command-parse.js';
import { canWrite, permissionOf, type Octokit, type RepoRef } from './rest.js';

export type StoredAcceptance = Acceptance & { comment_id?: number };

/**
 * When the head commit was first seen: the oldest pull_request run on it (GitHub makes them when
 * the commit is pushed). undefined when no run says.
 */
export async function headSeenAt(
  octokit: Octokit,
  repo: RepoRef,
  headSha: string,
): Promise<number | undefined> {
  const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
    ...repo,
    head_sha: headSha,
    event: 'pull_request',
    per_page: 100,
  });
  const times = data.workflow_runs
    .map((r) => Date.parse(r.created_at))
    .filter((t) => Number.isFinite(t));
  return times.length ? Math.min(...times) : undefined;
}

const sameTasks = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Why the comment does not back the acceptance, or undefined when it does. */
async function unbacked(
  octokit: Octokit,
  repo: RepoRef,
  prNumber: number,
  a: StoredAcceptance,
  seen: number | undefined,
  mayWrite: (login: string) => Promise<boolean>,
): Promise<string | undefined> {
  if (!a.comment_id) return 'it names no command comment';
  let comment;
  try {
    ({ data: comment } = await octokit.rest.issues.getComment({
      ...repo,
      comment_id: a.comment_id,
    }));
  } catch {
    return `its command comment ${a.comment_id} is gone`;
  }
  if (!comment.issue_url.endsWith(`/issues/${prNumber}`)) return 'its comment is elsewhere';
  if (comment.user?.login.toLowerCase() !== a.by.toLowerCase()) {
    return `its comment is not by @${a.by}`;
  }
  const parsed = parseCommand(comment.body ?? '');
  const command = parsed && 'command' in parsed ? parsed.command : undefined;
  if (
    command?.verb !== 'accept' ||
    command.all !== a.all ||
    (!a.all && !sameTasks(command.tasks, a.tasks))
  ) {
    return 'its comment no longer says this accept command';
  }
  if (seen !== undefined && Date.parse(comment.created_at) < seen) {
    return `its comment is older than the head commit ${a.head_sha.slice(0, 7)}`;
  }
  if (!(await mayWrite(a.by))) return `@${a.by} may no longer write to the repository`;
  return undefined;
}

/** The acceptances (all of one head commit) that their command comments still back. */
export async function verifiedAcceptances(
  octokit: Octokit,
  repo: RepoRef,
  prNumber: number,
  headSha: string,
  acceptances: StoredAcceptance[],
): Promise<Acceptance[]> {
  if (!acceptances.length) return [];
  const seen = await headSeenAt(octokit, repo, headSha);
  const permissions = new Map<string, Promise<boolean>>();
  const mayWrite = (login: string) => {
    let p = permissions.get(login.toLowerCase());
    if (!p) {
      p = permissionOf(octokit, repo, login).then(canWrite);
      permissions.set(login.toLowerCase(), p);
    }
    return p;
  };
  const kept: Acceptance[] = [];
  for (const a of acceptances) {
    const why = await unbacked(octokit, repo, prNumber, a, seen, mayWrite);
    if (why) core.warning(`parley: an acceptance recorded for @${a.by} is ignored: ${why}`);
    else kept.push(a);
  }
  return kept;
}
