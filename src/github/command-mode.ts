// mode: command — a `/parley` command in a pull-request comment (an issue_comment workflow).
// Who is obeyed comes from the API (the event's comment author's permission on the repository),
// never from the comment's text: admin, maintain and write; anyone else gets a reply and the
// step stays green. Comments by bots (Parley's own included), edits, and comments on issues are
// ignored quietly, so Parley never answers itself.
// - accept: refused when the head was pushed after the comment (the commenter did not see it);
//   else records {tasks, by, reason, head_sha, at, comment_id} in the pull request's acceptances comment
//   (acceptance-store.ts), then re-runs the failed jobs of the newest run of the `pr-workflow`
//   on the head commit: that job reads the acceptances and passes when only accepted tasks regressed.
// - rerun: only says what to run (outputs `command`, `tasks`, `trials`, `head-sha`): the workflow's
//   next steps check out the head commit — after this permission check — and run `mode: run`
//   with those tasks; run mode on an issue_comment event reports to the comment's pull request.
import * as core from '@actions/core';
import { truncate } from '../shared/strings.js';
import { checkedOutCommit } from '../shared/git.js';
import type { Settings } from '../settings.js';
import { recordAcceptance, MAX_REASON } from './acceptance-store.js';
import { headSeenAt } from './acceptance-verify.js';
import { parseCommand, USAGE } from './command-parse.js';
import { runUrl, type EventContext } from './context.js';
import {
  canWrite,
  getPullRequest,
  octokitFor,
  permissionOf,
  react,
  rerunFailedCheck,
  reply,
} from './rest.js';

const shortSha = (sha: string) => sha.slice(0, 7);

export async function commandMode(settings: Settings, context: EventContext): Promise<void> {
  const comment = context.comment;
  if (!comment) {
    throw new Error(
      `mode: command runs on issue_comment events (this is a "${context.eventName || 'unknown'}" event)`,
    );
  }
  core.setOutput('command', '');
  if (comment.action !== 'created' || !comment.onPullRequest) {
    core.info('parley: not a new comment on a pull request: nothing to do');
    return;
  }
  if (comment.userType === 'Bot' || comment.login.endsWith('[bot]')) {
    core.info(`parley: a comment by ${comment.login} (a bot): ignored`);
    return;
  }
  const parsed = parseCommand(comment.body);
  if (!parsed) {
    core.info('parley: the comment is not a /parley command');
    return;
  }
  if (!settings.githubToken) throw new Error('mode: command needs the "github-token" input');
  const octokit = octokitFor(settings.githubToken);
  const repo = { owner: context.owner, repo: context.repo };
  const number = comment.issueNumber;
  const who = comment.login.replace(/[^A-Za-z0-9-[\]]/g, '');

  const permission = await permissionOf(octokit, repo, comment.login);
  if (!canWrite(permission)) {
    core.notice(
      `parley: ${who} has "${permission.role || permission.permission}" permission: the command is not obeyed`,
    );
    await reply(
      octokit,
      repo,
      number,
      `@${who}: only collaborators with write access to this repository can run \`/parley\` commands; nothing was done.`,
    );
    return;
  }
  await react(octokit, repo, comment.id, 'eyes');
  if ('error' in parsed) {
    await reply(octokit, repo, number, `@${who}: ${parsed.error}. Usage:\n\n${USAGE}`);
    await react(octokit, repo, comment.id, 'confused');
    return;
  }
  const pr = await getPullRequest(octokit, repo, number);
  if (pr.state !== 'open') {
    await reply(octokit, repo, number, `@${who}: pull request #${number} is not open.`);
    return;
  }
  const { command } = parsed;
  core.setOutput('pr-number', String(number));
  core.setOutput('head-sha', pr.headSha);

  if (command.verb === 'rerun') {
    core.setOutput('command', 'rerun');
    core.setOutput('tasks', command.tasks.join(','));
    core.setOutput('trials', command.trials ? String(command.trials) : '');
    core.info(
      `parley: ${who} asked to re-run ${command.tasks.join(', ')} on ${shortSha(pr.headSha)}`,
    );
    await react(octokit, repo, comment.id, 'rocket');
    return;
  }

  // The head the commenter saw: a commit pushed after the comment is not accepted unreviewed.
  const { data: asked } = await octokit.rest.issues.getComment({ ...repo, comment_id: comment.id });
  const seen = await headSeenAt(octokit, repo, pr.headSha);
  if (seen !== undefined && Date.parse(asked.created_at) < seen) {
    core.notice(
      `parley: the head moved to ${shortSha(pr.headSha)} after the comment: nothing accepted`,
    );
    await reply(
      octokit,
      repo,
      number,
      `@${who}: the pull request's head moved to \`${shortSha(pr.headSha)}\` after your comment, so nothing was accepted; read its report and comment again.`,
    );
    await react(octokit, repo, comment.id, 'confused');
    return;
  }
  core.setOutput('command', 'accept');
  core.setOutput('tasks', command.all ? 'all' : command.tasks.join(','));
  const target = { token: settings.githubToken, ...repo, issueNumber: number };
  const url = await recordAcceptance(target, {
    tasks: command.tasks,
    all: command.all,
    by: comment.login,
    reason: truncate(command.reason, MAX_REASON),
    head_sha: pr.headSha,
    at: new Date().toISOString(),
    comment_id: comment.id,
  });
  core.info(`parley: recorded the acceptance of ${who} for ${shortSha(pr.headSha)}: ${url}`);
  await react(octokit, repo, comment.id, '+1');
  await rerunCheck(settings, octokit, repo, pr.headSha, number, who, context);
}

/** The check reflects the acceptance: its failed jobs run again and read the acceptances. */
async function rerunCheck(
  settings: Settings,
  octokit: ReturnType<typeof octokitFor>,
  repo: { owner: string; repo: string },
  headSha: string,
  number: number,
  who: string,
  context: EventContext,
): Promise<void> {
  if (!settings.prWorkflow) {
    core.notice(
      'parley: the "pr-workflow" input is empty: re-run the failed Parley job of the pull request for the acceptance to apply',
    );
    return;
  }
  try {
    const run = await rerunFailedCheck(octokit, repo, settings.prWorkflow, headSha);
    if (run === undefined) {
      core.info(
        `parley: no failed run of ${settings.prWorkflow} on ${shortSha(headSha)}: the next run reads the acceptance`,
      );
    } else {
      core.info(`parley: re-running the failed jobs of run ${run} (${settings.prWorkflow})`);
    }
  } catch (error) {
    const message = (error as Error).message;
    core.warning(
      `parley: could not re-run the failed check: ${message} (needs \`actions: write\`)`,
    );
    const link = runUrl(context);
    await reply(
      octokit,
      repo,
      number,
      `@${who}: the acceptance is recorded, but the failed check could not be re-run (${truncate(message, 200)}); re-run it by hand.${link ? ` ${link}` : ''}`,
    ).catch(() => undefined);
  }
}

/**
 * Run mode on an issue_comment event (the `rerun` command's run step): the pull request the
 * comment is on, read from the API (the event carries no head or base commit).
 */
export async function pullRequestOfComment(
  settings: Settings,
  context: EventContext,
): Promise<EventContext> {
  if (context.pullRequest || !context.comment?.onPullRequest || !settings.githubToken) {
    return context;
  }
  const repo = { owner: context.owner, repo: context.repo };
  const pr = await getPullRequest(
    octokitFor(settings.githubToken),
    repo,
    context.comment.issueNumber,
  );
  const { state: _state, ...pullRequest } = pr;
  // The results are of the code that ran: the commit checked out, when the head moved on since
  // the command (a push between the command step and this one) or another ref was checked out.
  const ran = context.workspace ? checkedOutCommit(context.workspace) : undefined;
  if (ran && ran !== pr.headSha) {
    core.warning(
      `parley: pull request #${pr.number}'s head is ${shortSha(pr.headSha)} but the checkout is ${shortSha(ran)}: the results are of the checked-out commit`,
    );
    pullRequest.headSha = ran;
  }
  return { ...context, pullRequest };
}
