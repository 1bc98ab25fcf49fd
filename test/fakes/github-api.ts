// A GitHub REST fake on 127.0.0.1 for the issue-comment endpoints the sticky comment uses:
// list (paginated with Link headers, as GitHub does), create, update. Every request is
// authenticated as GitHub does: no token or an unknown one is 401; a token without the route's
// permission (a fork pull request's read-only token writing, say) is 403. Also: issues (list, create, update),
// open pull requests, workflow runs, and a run's artifacts, served from the results-service
// fake (`results` option), with the zip download redirecting (302) to its signed blob URL.
// For `/parley` commands: collaborators' permissions, reactions on comments, one pull request,
// workflow runs by head commit and re-running a run's failed jobs. The repository itself (its
// default branch); any route or resource it does not know is 404. As strict as GitHub on what
// Parley writes: a comment or issue body over 65,536 characters, or a comment without one, is
// 422 "Validation Failed"; comments on an issue or pull request that does not exist are 404 (one
// exists when created, seeded, commented on by `seed`, or announced by the fake runner: the
// event's own).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runBackendId, type FakeResults } from './github-results.js';

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  state_reason: string | null;
  html_url: string;
  user: { login: string; type: string };
  pull_request?: { url: string };
}

/** A GitHub token permission (a workflow's `permissions:` key) and its level. */
export type FakeScope = 'actions' | 'contents' | 'issues' | 'metadata' | 'pull-requests';
export type FakeAccess = 'read' | 'write';
export type FakeTokenPermissions = Partial<Record<FakeScope, FakeAccess>>;

/** What the runner passes for `github-token: ${{ github.token }}` (github-runner.ts): all write. */
export const RUNNER_TOKEN = 'ghs_fake_installation_token';
/** A fork pull request's GITHUB_TOKEN: every permission read-only. */
export const READ_ONLY_TOKEN = 'ghs_fake_fork_read_only_token';
const ALL_WRITE: FakeTokenPermissions = {
  actions: 'write',
  contents: 'write',
  issues: 'write',
  metadata: 'read',
  'pull-requests': 'write',
};
const ALL_READ: FakeTokenPermissions = {
  actions: 'read',
  contents: 'read',
  issues: 'read',
  metadata: 'read',
  'pull-requests': 'read',
};

export interface FakeWorkflowRun {
  id: number;
  workflow_id: number;
  /** The workflow file, e.g. ci.yml: the path is .github/workflows/<file>. */
  file: string;
  head_branch: string;
  head_sha: string;
  event: string;
  conclusion: 'success' | 'failure';
  /** owner/name of the head commit's repository; default: this repository. */
  head_repository?: string;
  /** When the run was made (for a pull_request run: when its head was pushed). */
  created_at?: string;
}

export interface FakePull {
  number: number;
  /** Default: open. */
  state?: 'open' | 'closed';
  head: { sha: string; ref: string; repo: { full_name: string } };
  base: { sha: string; ref: string; repo: { full_name: string } };
}

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
  created_at?: string;
}

export interface FakeGitHubApi {
  /** GITHUB_API_URL */
  url: string;
  comments: FakeComment[];
  /** Every request, answered or refused (401/403), with the authorization header it carried. */
  requests: { method: string; path: string; authorization?: string }[];
  /**
   * The tokens GitHub knows and their permissions. By default RUNNER_TOKEN (all write) and
   * READ_ONLY_TOKEN; a test adds its own or deletes one.
   */
  tokens: Record<string, FakeTokenPermissions>;
  issues: FakeIssue[];
  workflowRuns: FakeWorkflowRun[];
  pulls: FakePull[];
  /** login -> permission (admin, write, read, …); a login not listed is no collaborator (404). */
  permissions: Record<string, string>;
  /** Reactions created on comments. */
  reactions: { commentId: number; content: string }[];
  /** Runs whose failed jobs were re-run (POST …/rerun-failed-jobs). */
  reruns: number[];
  /**
   * The token's user (a personal access token): GET /user answers it and comments are posted as
   * it. Unset (the default), the token is GITHUB_TOKEN: GET /user is forbidden, as on GitHub, and
   * comments are posted as github-actions[bot].
   */
  tokenLogin?: string;
  /**
   * A GitHub App's installation token (e.g. `parley-app[bot]`): GET /user is forbidden, GraphQL's
   * `viewer` answers this login, and comments are posted as it (a Bot). Unset: GraphQL is not
   * served (404), as for a token that may not use it.
   */
  appLogin?: string;
  /** The results service whose artifacts the run routes list (else the `results` option). */
  results?: FakeResults;
  /** The repository's default branch (GET /repos/{owner}/{repo}); default: main. */
  defaultBranch: string;
  /** Issue and pull request numbers that exist besides `issues`, `pulls` and seeded comments. */
  existing: Set<number>;
  /** Adds a comment as if someone else had posted it. */
  seed(issue: number, body: string, login?: string): FakeComment;
  close(): Promise<void>;
}

export async function startFakeGitHubApi(
  options: { pageSize?: number; owner?: string; repo?: string; results?: FakeResults } = {},
): Promise<FakeGitHubApi> {
  const owner = options.owner ?? 'octo';
  const repo = options.repo ?? 'parley-demo';
  const pageSize = options.pageSize ?? 30;
  let nextId = 1000;
  const api: FakeGitHubApi = {
    url: '',
    comments: [],
    requests: [],
    tokens: { [RUNNER_TOKEN]: { ...ALL_WRITE }, [READ_ONLY_TOKEN]: { ...ALL_READ } },
    issues: [],
    workflowRuns: [],
    pulls: [],
    permissions: {},
    reactions: [],
    reruns: [],
    defaultBranch: 'main',
    existing: new Set(),
    seed(issue, body, login = 'someone') {
      const id = nextId++;
      const comment: FakeComment = {
        id,
        issue,
        body,
        user: { login, type: 'User' },
        html_url: `https://github.com/${owner}/${repo}/pull/${issue}#issuecomment-${id}`,
        created_at: new Date().toISOString(),
      };
      api.comments.push(comment);
      return comment;
    },
    close: async () => {},
  };
  const exists = (n: number) =>
    api.existing.has(n) ||
    api.issues.some((i) => i.number === n) ||
    api.pulls.some((p) => p.number === n) ||
    api.comments.some((c) => c.issue === n);
  const base = `/repos/${owner}/${repo}/issues`;
  const repoPath = `/repos/${owner}/${repo}`;
  const artifactJson = (a: FakeResults['artifacts'][number]) => ({
    id: a.id,
    name: a.name,
    size_in_bytes: a.listedSize ?? a.data?.length ?? 0,
    expired: false,
    created_at: new Date(0).toISOString(),
    archive_download_url: `${api.url}${repoPath}/actions/artifacts/${a.id}/zip`,
  });
  /**
   * The permissions a route accepts (any one of them), as GitHub's docs list them for a GitHub
   * App installation token; undefined: any valid token (GET /user) or no such route.
   */
  const routeScopes = (path: string): FakeScope[] | undefined => {
    if (path === base || new RegExp(`^${base}/\\d+$`).test(path)) return ['issues'];
    // Comments and reactions on a pull request: issues or pull-requests.
    if (path.startsWith(`${base}/`)) return ['issues', 'pull-requests'];
    if (path.startsWith(`${repoPath}/collaborators/`)) return ['metadata'];
    if (path === repoPath) return ['metadata'];
    if (path.startsWith(`${repoPath}/pulls`)) return ['pull-requests'];
    if (path.startsWith(`${repoPath}/actions/`)) return ['actions'];
    return undefined;
  };
  /** Refuses the request as GitHub would (401 or 403); true when it did. */
  const refused = (
    method: string,
    path: string,
    authorization: string | undefined,
    send: (status: number, body: unknown) => void,
  ): boolean => {
    const token = /^(?:token|bearer) (.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return (send(401, { message: 'Requires authentication', status: '401' }), true);
    const permissions = api.tokens[token];
    if (!permissions) return (send(401, { message: 'Bad credentials', status: '401' }), true);
    const scopes = routeScopes(path);
    const access: FakeAccess = method === 'GET' ? 'read' : 'write';
    const allowed = (scope: FakeScope) =>
      permissions[scope] === 'write' || (access === 'read' && permissions[scope] === 'read');
    if (scopes && !scopes.some(allowed)) {
      send(403, { message: 'Resource not accessible by integration', status: '403' });
      return true;
    }
    return false;
  };
  /** The issue, pull, run and artifact routes; true when one answered. */
  const extraRoutes = (
    method: string,
    url: URL,
    body: { body?: string; title?: string; state?: 'open' | 'closed'; state_reason?: string },
    send: (status: number, body: unknown, headers?: Record<string, string>) => void,
    page: <T>(all: T[]) => void,
    res: ServerResponse,
  ): boolean => {
    const path = url.pathname;
    let m: RegExpExecArray | null;
    // The fake runner announces the run it runs (GitHub knows every run); a listed id is kept.
    if (path === '/__fake/runs' && method === 'POST') {
      const run = body as unknown as FakeWorkflowRun;
      if (!api.workflowRuns.some((r) => r.id === run.id)) api.workflowRuns.push(run);
      send(201, {});
      return true;
    }
    if (path === '/__fake/issues' && method === 'POST') {
      api.existing.add(Number((body as { number?: number }).number));
      send(201, {});
      return true;
    }
    if (path === base && method === 'GET') {
      const state = url.searchParams.get('state') ?? 'open';
      page(api.issues.filter((i) => state === 'all' || i.state === state));
      return true;
    }
    if (path === base && method === 'POST') {
      const invalid = invalidBody('Issue', body.body, false);
      if (invalid) return (send(422, invalid), true);
      const number = 500 + api.issues.length;
      const issue: FakeIssue = {
        number,
        title: body.title ?? '',
        body: body.body ?? '',
        state: 'open',
        state_reason: null,
        html_url: `https://github.com/${owner}/${repo}/issues/${number}`,
        // Opened as the token's identity, as comments are.
        user: {
          login: api.tokenLogin ?? api.appLogin ?? 'github-actions[bot]',
          type: api.tokenLogin ? 'User' : 'Bot',
        },
      };
      api.issues.push(issue);
      send(201, issue);
      return true;
    }
    if ((m = new RegExp(`^${base}/(\\d+)$`).exec(path)) && method === 'PATCH') {
      const issue = api.issues.find((i) => i.number === Number(m![1]));
      if (!issue) return (send(404, { message: 'Not Found' }), true);
      const invalid = invalidBody('Issue', body.body, false);
      if (invalid) return (send(422, invalid), true);
      if (body.title !== undefined) issue.title = body.title;
      if (body.body !== undefined) issue.body = body.body;
      if (body.state !== undefined) issue.state = body.state;
      if (body.state_reason !== undefined) issue.state_reason = body.state_reason;
      send(200, issue);
      return true;
    }
    // The repository itself (any other is unknown: 404, as GitHub answers what a token may not see).
    if (path === repoPath && method === 'GET') {
      send(200, {
        id: 1,
        name: repo,
        full_name: `${owner}/${repo}`,
        owner: { login: owner },
        private: false,
        default_branch: api.defaultBranch,
      });
      return true;
    }
    if ((m = new RegExp(`^${repoPath}/collaborators/([^/]+)/permission$`).exec(path))) {
      const login = decodeURIComponent(m[1]!);
      const permission = api.permissions[login];
      if (!permission) return (send(404, { message: `${login} is not a user` }), true);
      const legacy = ['admin', 'write', 'read'].includes(permission)
        ? permission
        : permission === 'maintain'
          ? 'write'
          : 'read';
      send(200, { permission: legacy, role_name: permission, user: { login } });
      return true;
    }
    if ((m = new RegExp(`^${base}/comments/(\\d+)/reactions$`).exec(path)) && method === 'POST') {
      const content = (body as { content?: string }).content ?? '';
      api.reactions.push({ commentId: Number(m[1]), content });
      send(201, { id: api.reactions.length, content });
      return true;
    }
    if ((m = new RegExp(`^${repoPath}/pulls/(\\d+)$`).exec(path)) && method === 'GET') {
      const pull = api.pulls.find((p) => p.number === Number(m![1]));
      if (!pull) return (send(404, { message: 'Not Found' }), true);
      send(200, { state: 'open', ...pull });
      return true;
    }
    if (path === `${repoPath}/actions/runs` && method === 'GET') {
      const sha = url.searchParams.get('head_sha');
      const event = url.searchParams.get('event');
      const runs = api.workflowRuns
        .filter((r) => (!sha || r.head_sha === sha) && (!event || r.event === event))
        .map((r) => ({ ...r, path: `.github/workflows/${r.file}`, status: 'completed' }));
      send(200, { total_count: runs.length, workflow_runs: runs });
      return true;
    }
    m = new RegExp(`^${repoPath}/actions/runs/(\\d+)/rerun-failed-jobs$`).exec(path);
    if (m && method === 'POST') {
      const run = api.workflowRuns.find((r) => r.id === Number(m![1]));
      if (!run) return (send(404, { message: 'Not Found' }), true);
      api.reruns.push(run.id);
      send(201, {});
      return true;
    }
    if (path === `${repoPath}/pulls` && method === 'GET') {
      page(api.pulls);
      return true;
    }
    if ((m = new RegExp(`^${repoPath}/actions/runs/(\\d+)$`).exec(path)) && method === 'GET') {
      const run = api.workflowRuns.find((r) => r.id === Number(m![1]));
      if (!run) return (send(404, { message: 'Not Found' }), true);
      send(200, { ...run, path: `.github/workflows/${run.file}`, status: 'completed' });
      return true;
    }
    m = new RegExp(`^${repoPath}/actions/workflows/([^/]+)/runs$`).exec(path);
    if (m && method === 'GET') {
      const workflow = decodeURIComponent(m[1]!);
      const branch = url.searchParams.get('branch');
      const status = url.searchParams.get('status');
      const runs = api.workflowRuns
        .filter((r) => r.file === workflow || String(r.workflow_id) === workflow)
        .filter((r) => !branch || r.head_branch === branch)
        .filter((r) => !status || r.conclusion === status)
        .sort((a, b) => b.id - a.id)
        .map((r) => ({
          ...r,
          path: `.github/workflows/${r.file}`,
          status: 'completed',
          head_repository: { full_name: r.head_repository ?? `${owner}/${repo}` },
        }));
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      send(200, { total_count: runs.length, workflow_runs: runs.slice(0, perPage) });
      return true;
    }
    m = new RegExp(`^${repoPath}/actions/runs/(\\d+)/artifacts$`).exec(path);
    if (m && method === 'GET') {
      const all = ((api.results ?? options.results)?.artifacts ?? []).filter(
        (a) => a.finalized && a.runBackendId === runBackendId(m![1]!),
      );
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const current = Number(url.searchParams.get('page') ?? 1);
      send(200, {
        total_count: all.length,
        artifacts: all.slice((current - 1) * perPage, current * perPage).map(artifactJson),
      });
      return true;
    }
    m = new RegExp(`^${repoPath}/actions/artifacts/(\\d+)/zip$`).exec(path);
    if (m && method === 'GET') {
      const results = api.results ?? options.results;
      const artifact = results?.artifacts.find((a) => a.id === Number(m![1]));
      if (!artifact || !results) return (send(404, { message: 'Not Found' }), true);
      res.writeHead(302, { location: results.artifactDownloadUrl(artifact.id) }).end();
      return true;
    }
    return false;
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', api.url);
      // The harness's own control routes (/__fake/…) are not requests of the action.
      if (!url.pathname.startsWith('/__fake/')) {
        api.requests.push({
          method: req.method ?? '',
          path: url.pathname + url.search,
          authorization: req.headers.authorization,
        });
      }
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res
          .writeHead(status, { 'content-type': 'application/json', ...headers })
          .end(JSON.stringify(body));
      };
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            body?: string;
            title?: string;
            state?: 'open' | 'closed';
            state_reason?: string;
          })
        : {};
      // The harness's own control routes (/__fake/…) are not GitHub's: no token to check.
      const control = url.pathname.startsWith('/__fake/');
      if (!control && refused(req.method ?? '', url.pathname, req.headers.authorization, send))
        return;
      const page = <T>(all: T[]) => {
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), pageSize);
        const current = Number(url.searchParams.get('page') ?? 1);
        const last = Math.max(1, Math.ceil(all.length / perPage));
        const links: string[] = [];
        const link = (p: number, rel: string) => {
          const u = new URL(url);
          u.searchParams.set('page', String(p));
          u.searchParams.set('per_page', String(perPage));
          links.push(`<${u.href}>; rel="${rel}"`);
        };
        if (current < last) {
          link(current + 1, 'next');
          link(last, 'last');
        }
        return send(
          200,
          all.slice((current - 1) * perPage, current * perPage),
          links.length ? { link: links.join(', ') } : {},
        );
      };
      if (extraRoutes(req.method ?? '', url, body, send, page, res)) return;
      if (url.pathname === '/graphql' && req.method === 'POST' && api.appLogin) {
        const query = (body as { query?: string }).query ?? '';
        if (/viewer\s*\{\s*login\s*\}/.test(query)) {
          return send(200, { data: { viewer: { login: api.appLogin } } });
        }
        return send(200, { errors: [{ message: `the fake does not serve: ${query}` }] });
      }
      if (url.pathname === '/user' && req.method === 'GET') {
        return api.tokenLogin
          ? send(200, { login: api.tokenLogin, type: 'User' })
          : send(403, { message: 'Resource not accessible by integration', status: '403' });
      }
      const list = new RegExp(`^${base}/(\\d+)/comments$`).exec(url.pathname);
      const one = new RegExp(`^${base}/comments/(\\d+)$`).exec(url.pathname);
      if (list && !exists(Number(list[1]))) return send(404, NOT_FOUND);
      if (list && req.method === 'GET') {
        const issue = Number(list[1]);
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), pageSize);
        const page = Number(url.searchParams.get('page') ?? 1);
        const all = api.comments.filter((c) => c.issue === issue);
        const last = Math.max(1, Math.ceil(all.length / perPage));
        const links: string[] = [];
        const link = (p: number, rel: string) => {
          const u = new URL(url);
          u.searchParams.set('page', String(p));
          u.searchParams.set('per_page', String(perPage));
          links.push(`<${u.href}>; rel="${rel}"`);
        };
        if (page < last) {
          link(page + 1, 'next');
          link(last, 'last');
        }
        return send(
          200,
          all.slice((page - 1) * perPage, page * perPage),
          links.length ? { link: links.join(', ') } : {},
        );
      }
      if (list && req.method === 'POST') {
        const invalid = invalidBody('IssueComment', body.body, true);
        if (invalid) return send(422, invalid);
        const login = api.tokenLogin ?? api.appLogin ?? 'github-actions[bot]';
        const comment = api.seed(Number(list[1]), body.body ?? '', login);
        if (!api.tokenLogin) comment.user.type = 'Bot';
        return send(201, comment);
      }
      if (one && req.method === 'GET') {
        const comment = api.comments.find((c) => c.id === Number(one[1]));
        if (!comment) return send(404, { message: 'Not Found' });
        return send(200, {
          ...comment,
          issue_url: `${api.url}/repos/${owner}/${repo}/issues/${comment.issue}`,
        });
      }
      if (one && req.method === 'PATCH') {
        const comment = api.comments.find((c) => c.id === Number(one[1]));
        if (!comment) return send(404, { message: 'Not Found' });
        const invalid = invalidBody('IssueComment', body.body, true);
        if (invalid) return send(422, invalid);
        comment.body = body.body!;
        return send(200, comment);
      }
      send(404, { message: `Not Found: ${req.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return api;
}

/** GitHub's limit on an issue's or a comment's body, in characters. */
export const MAX_BODY_CHARS = 65_536;

const NOT_FOUND = {
  message: 'Not Found',
  documentation_url: 'https://docs.github.com/rest/issues/comments',
  status: '404',
};

/** GitHub's 422 for a body it does not take: none where one is required, or too long. */
function invalidBody(resource: string, body: unknown, required: boolean) {
  if (body === undefined || body === null) {
    if (!required) return null;
    return { message: 'Invalid request.\n\n"body" wasn\'t supplied.', status: '422' };
  }
  if (typeof body !== 'string') {
    return {
      message: "Invalid request.\n\nFor 'properties/body', is not a string.",
      status: '422',
    };
  }
  if ([...body].length <= MAX_BODY_CHARS) return null;
  return {
    message: 'Validation Failed',
    errors: [
      {
        resource,
        code: 'custom',
        field: 'body',
        message: `body is too long (maximum is ${MAX_BODY_CHARS} characters)`,
      },
    ],
    status: '422',
  };
}
