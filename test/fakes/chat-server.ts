// A deployed-chat-endpoint stand-in on 127.0.0.1 for the http agent: it issues a session id on
// the first request, remembers each session's messages, and answers through a test's handler.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type ChatHandler = (
  request: ChatRequest,
  history: string[],
) => { status?: number; body: unknown; contentType?: string };

export interface FakeChat {
  url: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

export async function startFakeChat(handler: ChatHandler): Promise<FakeChat> {
  const requests: ChatRequest[] = [];
  const sessions = new Map<string, string[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const given = (body as { session_id?: unknown } | undefined)?.session_id;
      const id =
        typeof given === 'string' && sessions.has(given) ? given : `s-${sessions.size + 1}`;
      const history = sessions.get(id) ?? [];
      sessions.set(id, history);
      const message = (body as { message?: unknown } | undefined)?.message;
      if (typeof message === 'string') history.push(message);
      const reply = handler(request, history);
      const payload =
        reply.body && typeof reply.body === 'object' && !Array.isArray(reply.body)
          ? { session: { id }, ...reply.body }
          : reply.body;
      res.writeHead(reply.status ?? 200, {
        'content-type': reply.contentType ?? 'application/json',
      });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
