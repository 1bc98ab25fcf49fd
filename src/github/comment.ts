// The sticky pull-request comment: found among the PR's comments by its hidden marker AND its
// author — the identity behind the token (paginating) — updated in place, created once. A comment
// anyone else wrote is never edited, whatever it starts with. Uses @actions/github's Octokit, which honours
// GITHUB_API_URL (GitHub Enterprise, and the tests' fake).
import { getOctokit } from '@actions/github';

export interface CommentTarget {
  token: string;
  owner: string;
  repo: string;
  issueNumber: number;
}

export interface PostedComment {
  id: number;
  url: string;
  action: 'created' | 'updated';
}

/** The token may not write to the pull request (fork PRs, a read-only token). */
export class CommentForbiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommentForbiddenError';
  }
}

function status(error: unknown): number | undefined {
  return (error as { status?: number }).status;
}

/** The bot that GITHUB_TOKEN (and so the default `github-token`) posts as. */
export const ACTIONS_BOT = 'github-actions[bot]';

/**
 * Who the token posts as. A personal access token: GET /user. An installation token may not read
 * /user: GraphQL's `viewer` names its bot (a GitHub App's `<slug>[bot]`); when that is refused
 * too, the token is taken for GITHUB_TOKEN, whose comments are github-actions[bot]'s.
 */
export async function tokenLogin(octokit: ReturnType<typeof getOctokit>): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    if (data.login) return data.login;
  } catch {
    // an installation token: ask GraphQL
  }
  try {
    const data = await octokit.graphql<{ viewer?: { login?: string } }>(
      'query { viewer { login } }',
    );
    if (data.viewer?.login) return data.viewer.login;
  } catch {
    // neither answers: GITHUB_TOKEN's bot
  }
  return ACTIONS_BOT;
}

async function findComment(
  octokit: ReturnType<typeof getOctokit>,
  target: CommentTarget,
  marker: string,
): Promise<{ id: number; body: string } | undefined> {
  const login = (await tokenLogin(octokit)).toLowerCase();
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    // Our body starts with the marker and we wrote it; a comment that quotes the marker, or
    // starts with it but was written by someone else, is not ours.
    const found = page.data.find(
      (c) => (c.body ?? '').startsWith(marker) && c.user?.login.toLowerCase() === login,
    );
    if (found) return { id: found.id, body: found.body ?? '' };
  }
  return undefined;
}

/**
 * The body of the token's own comment that starts with the marker, if any: hidden data is read
 * back only from comments we wrote (a forged block in anyone else's comment is ignored).
 */
export async function readOwnComment(
  target: CommentTarget,
  marker: string,
): Promise<string | undefined> {
  const baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com';
  const octokit = getOctokit(target.token, { baseUrl });
  return (await findComment(octokit, target, marker))?.body;
}

export async function upsertComment(
  target: CommentTarget,
  marker: string,
  body: string,
): Promise<PostedComment> {
  if (!body.startsWith(marker)) throw new Error('the comment body must start with its marker');
  // Read per call: @actions/github reads GITHUB_API_URL once, at import.
  const baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com';
  const octokit = getOctokit(target.token, { baseUrl });
  try {
    const existing = await findComment(octokit, target, marker);
    if (existing !== undefined) {
      const { data } = await octokit.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: existing.id,
        body,
      });
      return { id: data.id, url: data.html_url, action: 'updated' };
    }
    const { data } = await octokit.rest.issues.createComment({
      owner: target.owner,
      repo: target.repo,
      issue_number: target.issueNumber,
      body,
    });
    return { id: data.id, url: data.html_url, action: 'created' };
  } catch (error) {
    const code = status(error);
    // GitHub answers 404 for a pull request that does not exist and for one the token may not
    // see: both are said, not read as a read-only token.
    if (code === 404) {
      throw new CommentForbiddenError(
        `pull request #${target.issueNumber} was not found, or the token may not see it (HTTP 404)`,
      );
    }
    if (code === 403) {
      throw new CommentForbiddenError(
        `the token cannot write to pull request #${target.issueNumber} (HTTP ${code}): ` +
          'fork pull requests get a read-only token; grant `pull-requests: write` to same-repository runs',
      );
    }
    throw error;
  }
}
