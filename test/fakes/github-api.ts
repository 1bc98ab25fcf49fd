// A GitHub REST fake on 127.0.0.1 for the issue-comment endpoints the sticky comment uses:
// list (paginated with Link headers, as GitHub does), create, update. `readOnly` answers writes
// with 403, as GitHub does for a fork pull request's token.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
}

export interface FakeGitHubApi {
  /** GITHUB_API_URL */
  url: string;
  comments: FakeComment[];
  requests: { method: string; path: string; authorization?: string }[];
  readOnly: boolean;
  /** Adds a comment as if someone else had posted it. */
  seed(issue: number, body: string, login?: string): FakeComment;
  close(): Promise<void>;
}

export async function startFakeGitHubApi(
  options: { pageSize?: number; owner?: string; repo?: string } = {},
): Promise<FakeGitHubApi> {
  const owner = options.owner ?? 'octo';
  const repo = options.repo ?? 'parley-demo';
  const pageSize = options.pageSize ?? 30;
  let nextId = 1000;
  const api: FakeGitHubApi = {
    url: '',
    comments: [],
    requests: [],
    readOnly: false,
    seed(issue, body, login = 'someone') {
      const id = nextId++;
      const comment: FakeComment = {
        id,
        issue,
        body,
        user: { login, type: 'User' },
        html_url: `https://github.com/${owner}/${repo}/pull/${issue}#issuecomment-${id}`,
      };
      api.comments.push(comment);
      return comment;
    },
    close: async () => {},
  };
  const base = `/repos/${owner}/${repo}/issues`;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', api.url);
      api.requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        authorization: req.headers.authorization,
      });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res
          .writeHead(status, { 'content-type': 'application/json', ...headers })
          .end(JSON.stringify(body));
      };
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { body?: string })
        : {};
      const list = new RegExp(`^${base}/(\\d+)/comments$`).exec(url.pathname);
      const one = new RegExp(`^${base}/comments/(\\d+)$`).exec(url.pathname);
      const forbidden = () =>
        send(403, { message: 'Resource not accessible by integration', status: '403' });
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
        if (api.readOnly) return forbidden();
        const comment = api.seed(Number(list[1]), body.body ?? '', 'github-actions[bot]');
        comment.user.type = 'Bot';
        return send(201, comment);
      }
      if (one && req.method === 'PATCH') {
        if (api.readOnly) return forbidden();
        const comment = api.comments.find((c) => c.id === Number(one[1]));
        if (!comment) return send(404, { message: 'Not Found' });
        comment.body = body.body ?? '';
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
