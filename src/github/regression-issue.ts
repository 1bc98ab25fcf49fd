// Scheduled runs with `issue-on-regression`: one open issue per suite set lists the regressions,
// found again among the open issues by its hidden marker AND its author, the identity behind the
// token (as the sticky comment is), so it is updated in place, never duplicated, and closed with
// a comment by the first later run that has none. An issue anyone else opened is never retitled,
// overwritten or closed, whatever its body starts with.
import { tokenLogin } from './comment.js';
import { octokitFor, type RepoRef } from './rest.js';

export function issueMarker(suiteSet: string): string {
  return `<!-- parley:regressions:${suiteSet.replace(/[^A-Za-z0-9._+-]+/g, '-')} -->`;
}

export interface IssueSync {
  action: 'opened' | 'updated' | 'closed' | 'none';
  url?: string;
  number?: number;
}

async function findOpenIssue(
  octokit: ReturnType<typeof octokitFor>,
  repo: RepoRef,
  marker: string,
): Promise<{ number: number; html_url: string } | undefined> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
    ...repo,
    state: 'open',
    per_page: 100,
  });
  const login = (await tokenLogin(octokit)).toLowerCase();
  for await (const page of pages) {
    // Pull requests are issues too in this list; only a real issue we opened, starting with our
    // marker.
    const found = page.data.find(
      (i) =>
        !i.pull_request &&
        (i.body ?? '').startsWith(marker) &&
        i.user?.login.toLowerCase() === login,
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * Opens or updates the issue when there are regressions (`body` starts with the marker); closes
 * it with a comment when there are none.
 */
export async function syncRegressionIssue(
  token: string,
  repo: RepoRef,
  suiteSet: string,
  regressions: number,
  body: string,
  runUrl?: string,
): Promise<IssueSync> {
  const marker = issueMarker(suiteSet);
  if (!body.startsWith(marker)) throw new Error('the issue body must start with its marker');
  const octokit = octokitFor(token);
  const open = await findOpenIssue(octokit, repo, marker);
  const title = `Parley: ${regressions} regression${regressions === 1 ? '' : 's'} in ${suiteSet}`;
  if (regressions > 0 && open) {
    await octokit.rest.issues.update({ ...repo, issue_number: open.number, title, body });
    return { action: 'updated', url: open.html_url, number: open.number };
  }
  if (regressions > 0) {
    const { data } = await octokit.rest.issues.create({ ...repo, title, body });
    return { action: 'opened', url: data.html_url, number: data.number };
  }
  if (!open) return { action: 'none' };
  const where = runUrl ? `[this run](${runUrl})` : 'the latest scheduled run';
  await octokit.rest.issues.createComment({
    ...repo,
    issue_number: open.number,
    body: `No regressions against the baseline in ${where}: closing.`,
  });
  await octokit.rest.issues.update({
    ...repo,
    issue_number: open.number,
    state: 'closed',
    state_reason: 'completed',
  });
  return { action: 'closed', url: open.html_url, number: open.number };
}
