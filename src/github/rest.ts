// The REST lookups of report mode and the artifact baseline: workflow runs, their pull
// request. Uses @actions/github's Octokit with GITHUB_API_URL read per call (GitHub Enterprise,
// and the tests' fake).
import { getOctokit } from '@actions/github';

export type Octokit = ReturnType<typeof getOctokit>;

export function octokitFor(token: string): Octokit {
  return getOctokit(token, { baseUrl: process.env.GITHUB_API_URL || 'https://api.github.com' });
}

export interface RepoRef {
  owner: string;
  repo: string;
}

export interface WorkflowRunSummary {
  id: number;
  headSha: string;
  headBranch: string;
  event: string;
  /** owner/name of the repository the head commit is in (a fork's, for fork pull requests). */
  headRepository: string;
}

/** The workflow (file name or id) of a run, for runs of "the same workflow". */
export async function workflowOfRun(
  octokit: Octokit,
  repo: RepoRef,
  runId: number,
): Promise<number> {
  const { data } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: runId });
  return data.workflow_id;
}

/**
 * Runs that may run a pull request's code: a pull request's own, and `/parley rerun` jobs
 * (issue_comment), which run the pull request's suites on the base branch's ref.
 */
function untrustedEvent(event: string): boolean {
  return event.startsWith('pull_request') || event === 'issue_comment';
}

/**
 * The newest successful runs of a workflow on a branch of this repository, newest first. The
 * branch filter matches head branches of fork pull requests too (a fork's `main`), so runs from
 * pull requests, `/parley` commands or other repositories are left out: they must never become
 * a baseline.
 */
export async function successfulRuns(
  octokit: Octokit,
  repo: RepoRef,
  workflow: string | number,
  branch: string,
  limit = 5,
): Promise<WorkflowRunSummary[]> {
  const { data } = await octokit.rest.actions.listWorkflowRuns({
    ...repo,
    workflow_id: workflow,
    branch,
    status: 'success',
    per_page: limit * 4,
  });
  const self = `${repo.owner}/${repo.repo}`.toLowerCase();
  const runs = data.workflow_runs
    .map((r) => ({
      id: r.id,
      headSha: r.head_sha,
      headBranch: r.head_branch ?? '',
      event: r.event,
      headRepository: r.head_repository?.full_name ?? '',
    }))
    .filter((r) => !untrustedEvent(r.event) && r.headRepository.toLowerCase() === self);
  return runs.slice(0, limit);
}

export interface PullRequestRef {
  number: number;
  baseSha: string;
  baseRef: string;
  headSha: string;
  fromFork: boolean;
}

/**
 * The open pull request whose head is `headSha`. workflow_run events list no pull request
 * for fork heads, so the open pull requests are searched (paginating) for the head commit.
 */
export async function pullRequestForHead(
  octokit: Octokit,
  repo: RepoRef,
  headSha: string,
): Promise<PullRequestRef | undefined> {
  const pages = octokit.paginate.iterator(octokit.rest.pulls.list, {
    ...repo,
    state: 'open',
    per_page: 100,
  });
  for await (const page of pages) {
    const pr = page.data.find((p) => p.head.sha === headSha);
    if (pr) {
      const base = `${repo.owner}/${repo.repo}`.toLowerCase();
      return {
        number: pr.number,
        baseSha: pr.base.sha,
        baseRef: pr.base.ref,
        headSha,
        fromFork: (pr.head.repo?.full_name ?? '').toLowerCase() !== base,
      };
    }
  }
  return undefined;
}

/** What a user may do in the repository, from the API (never from anything the user wrote). */
export async function permissionOf(
  octokit: Octokit,
  repo: RepoRef,
  username: string,
): Promise<{ permission: string; role: string }> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      ...repo,
      username,
    });
    return { permission: data.permission, role: data.role_name ?? '' };
  } catch (error) {
    // Not a collaborator: GitHub answers 404.
    if ((error as { status?: number }).status === 404) return { permission: 'none', role: '' };
    throw error;
  }
}

/** admin, maintain and write may command Parley; triage, read and none may not. */
export function canWrite(p: { permission: string; role: string }): boolean {
  return (
    ['admin', 'write'].includes(p.permission) || ['admin', 'maintain', 'write'].includes(p.role)
  );
}

export async function getPullRequest(
  octokit: Octokit,
  repo: RepoRef,
  number: number,
): Promise<PullRequestRef & { state: string }> {
  const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: number });
  const base = `${repo.owner}/${repo.repo}`.toLowerCase();
  return {
    number,
    baseSha: data.base.sha,
    baseRef: data.base.ref,
    headSha: data.head.sha,
    fromFork: (data.head.repo?.full_name ?? '').toLowerCase() !== base,
    state: data.state,
  };
}

/**
 * Re-runs the failed jobs of the newest pull_request run of `workflow` (a file name) on the
 * head commit, if it failed; the run's id, or undefined when there is none to re-run.
 */
export async function rerunFailedCheck(
  octokit: Octokit,
  repo: RepoRef,
  workflow: string,
  headSha: string,
): Promise<number | undefined> {
  const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
    ...repo,
    head_sha: headSha,
    event: 'pull_request',
    per_page: 100,
  });
  const run = data.workflow_runs
    .filter((r) => r.path === `.github/workflows/${workflow}` || r.path.endsWith(`/${workflow}`))
    .sort((a, b) => b.id - a.id)[0];
  if (!run || run.conclusion !== 'failure') return undefined;
  await octokit.rest.actions.reRunWorkflowFailedJobs({ ...repo, run_id: run.id });
  return run.id;
}

export type Reaction = 'eyes' | '+1' | '-1' | 'confused' | 'rocket';

/** Reacts to a comment; soft (a reaction is a courtesy, never a failure). */
export async function react(
  octokit: Octokit,
  repo: RepoRef,
  commentId: number,
  content: Reaction,
): Promise<void> {
  try {
    await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content });
  } catch {
    // a missing reaction says nothing worth a warning
  }
}

export async function reply(
  octokit: Octokit,
  repo: RepoRef,
  issueNumber: number,
  body: string,
): Promise<string> {
  const { data } = await octokit.rest.issues.createComment({
    ...repo,
    issue_number: issueNumber,
    body,
  });
  return data.html_url;
}
