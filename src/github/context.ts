// What the runner tells the action about the event, read from its environment and the event
// payload (GITHUB_EVENT_PATH). Read when called, not at import, so tests can set the env.
import { readFileSync } from 'node:fs';

export interface EventContext {
  eventName: string;
  /** owner/name */
  repository: string;
  owner: string;
  repo: string;
  sha: string;
  ref: string;
  serverUrl: string;
  runId: string;
  runAttempt: string;
  workspace: string;
  /** Pull request events only. */
  pullRequest?: {
    number: number;
    baseSha: string;
    baseRef: string;
    headSha: string;
    /** The head branch lives in another repository: secrets are absent, the token read-only. */
    fromFork: boolean;
  };
  defaultBranch?: string;
  /** The workflow file of this run (from GITHUB_WORKFLOW_REF), e.g. ci.yml. */
  workflowFile?: string;
  /** workflow_run events only: the run that triggered this one (whose artifacts to report). */
  workflowRun?: WorkflowRunInfo;
  /** issue_comment events only: the comment and where it was made. */
  comment?: CommentInfo;
}

export interface CommentInfo {
  /** created, edited, deleted */
  action: string;
  id: number;
  body: string;
  /** The author, as GitHub says (the API checks what they may do, never the comment's text). */
  login: string;
  /** User, Bot, Organization */
  userType: string;
  issueNumber: number;
  /** The issue is a pull request. */
  onPullRequest: boolean;
}

export interface WorkflowRunInfo {
  id: number;
  workflowId: number;
  event: string;
  headSha: string;
  headBranch: string;
  /** Same-repository pull requests only: GitHub leaves this empty for forks. */
  pullRequests: { number: number; baseSha: string; baseRef: string }[];
}

interface WorkflowRunPayload {
  id?: number;
  workflow_id?: number;
  event?: string;
  head_sha?: string;
  head_branch?: string;
  pull_requests?: { number?: number; base?: { sha?: string; ref?: string } }[];
}

interface PullRequestPayload {
  number: number;
  base: { sha: string; ref: string; repo?: { full_name?: string } };
  head: { sha: string; ref: string; repo?: { full_name?: string } | null };
}

function payload(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function readEventContext(env: NodeJS.ProcessEnv = process.env): EventContext {
  const event = payload(env);
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  const pr = event.pull_request as PullRequestPayload | undefined;
  const context: EventContext = {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    repository,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/$/, ''),
    runId: env.GITHUB_RUN_ID ?? '',
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    defaultBranch: (event.repository as { default_branch?: string } | undefined)?.default_branch,
    workflowFile: /\/\.github\/workflows\/([^@/]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1],
  };
  const wr = event.workflow_run as WorkflowRunPayload | undefined;
  if (wr && typeof wr.id === 'number') {
    context.workflowRun = {
      id: wr.id,
      workflowId: wr.workflow_id ?? 0,
      event: wr.event ?? '',
      headSha: wr.head_sha ?? '',
      headBranch: wr.head_branch ?? '',
      pullRequests: (wr.pull_requests ?? [])
        .filter((p) => typeof p.number === 'number')
        .map((p) => ({
          number: p.number!,
          baseSha: p.base?.sha ?? '',
          baseRef: p.base?.ref ?? '',
        })),
    };
  }
  const comment = event.comment as
    { id?: number; body?: string; user?: { login?: string; type?: string } } | undefined;
  const issue = event.issue as { number?: number; pull_request?: unknown } | undefined;
  if (context.eventName === 'issue_comment' && comment && typeof comment.id === 'number') {
    context.comment = {
      action: typeof event.action === 'string' ? event.action : '',
      id: comment.id,
      body: comment.body ?? '',
      login: comment.user?.login ?? '',
      userType: comment.user?.type ?? '',
      issueNumber: issue?.number ?? 0,
      onPullRequest: !!issue?.pull_request,
    };
  }
  if (pr && typeof pr.number === 'number') {
    const headRepo = pr.head.repo?.full_name;
    const baseRepo = pr.base.repo?.full_name ?? repository;
    context.pullRequest = {
      number: pr.number,
      baseSha: pr.base.sha,
      baseRef: pr.base.ref,
      headSha: pr.head.sha,
      // A deleted fork has no head repo: treat it as a fork too.
      fromFork: !headRepo || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    };
  }
  return context;
}

export function runUrl(context: EventContext): string | undefined {
  if (!context.repository || !context.runId) return undefined;
  const attempt =
    context.runAttempt && context.runAttempt !== '1' ? `/attempts/${context.runAttempt}` : '';
  return `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}${attempt}`;
}

export function artifactUrl(context: EventContext, artifactId: number): string | undefined {
  if (!context.repository || !context.runId) return undefined;
  return `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}/artifacts/${artifactId}`;
}

/** Events whose runs become the baseline of later pull requests. */
export function savesBaseline(context: EventContext): boolean {
  return ['push', 'schedule'].includes(context.eventName) && !context.pullRequest;
}
