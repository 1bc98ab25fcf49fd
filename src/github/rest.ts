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
 * The newest successful runs of a workflow on a branch of this repository, newest first. The
 * branch filter matches head branches of fork pull requests too (a fork's `main`), so runs from
 * pull requests or other repositories are left out: they must never become a baseline.
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
    .filter((r) => !r.event.startsWith('pull_request') && r.headRepository.toLowerCase() === self);
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
