// eval.yaml `mcp_mocks`: MCP servers Parley serves itself, per run, over streamable HTTP on
// 127.0.0.1, so that an agent's tool calls reach rules instead of real services (no cost, no
// side effects, less noise). Every adapter that takes MCP servers gets them as plain http
// servers named as the suite names them; the URL holds a random path, nothing of the test.
// Stateless, the SDK's way: a fresh server and transport per HTTP request.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ErrorCode,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { McpMockSpec, McpServerSpec } from '../suites/model.js';
import { compileRe2 } from '../suites/regex.js';
import { deepEqual } from '../shared/json.js';
import { PARLEY_VERSION } from '../version.js';

export interface MockMcpServers {
  /** One http server spec per mock, for the adapter's list of MCP servers. */
  specs: McpServerSpec[];
  /** The mocks an MCP client reached (any request): a connected agent's start with `initialize`. */
  contacted(): string[];
  /** Takes the first call of that tool the mock received and no one took yet: its arguments. */
  take(server: string, tool: string): unknown;
  close(): Promise<void>;
}

/** Starts the suite's mocks (none: nothing is started). */
export async function startMockMcpServers(mocks: McpMockSpec[] = []): Promise<MockMcpServers> {
  if (mocks.length === 0) {
    return { specs: [], contacted: () => [], take: () => undefined, close: async () => undefined };
  }
  const secret = randomUUID();
  const reached = new Set<number>();
  const received: { server: string; tool: string; arguments: unknown }[] = [];
  const http = createServer((req, res) => {
    const index = mocks.findIndex((_, i) => req.url === `/${secret}/${i}`);
    if (index < 0) {
      res.writeHead(404).end();
      return;
    }
    reached.add(index);
    void serve(mocks[index]!, req, res, (tool, args) =>
      received.push({ server: mocks[index]!.name, tool, arguments: args }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', resolve);
  });
  const { port } = http.address() as AddressInfo;
  return {
    specs: mocks.map((m, i) => ({
      name: m.name,
      url: `http://127.0.0.1:${port}/${secret}/${i}`,
      args: [],
      env: {},
      headers: {},
    })),
    contacted: () => mocks.filter((_, i) => reached.has(i)).map((m) => m.name),
    take: (server, tool) => {
      const at = received.findIndex((c) => c.server === server && c.tool === tool);
      return at < 0 ? undefined : received.splice(at, 1)[0]!.arguments;
    },
    close: async () => {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

type OnCall = (tool: string, args: Record<string, unknown>) => void;

async function serve(
  mock: McpMockSpec,
  req: IncomingMessage,
  res: ServerResponse,
  onCall: OnCall,
): Promise<void> {
  const server = mockServer(mock, onCall);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res);
  } catch {
    if (!res.headersSent) res.writeHead(500).end();
  }
}

function mockServer(mock: McpMockSpec, onCall: OnCall): Server {
  const server = new Server(
    { name: mock.name, version: PARLEY_VERSION },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: mock.tools.map((t) => ({
      name: t.name,
      ...(t.description !== undefined ? { description: t.description } : {}),
      inputSchema: { type: 'object' as const, ...t.inputSchema },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, ({ params }) => {
    const tool = mock.tools.find((t) => t.name === params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool ${params.name}`);
    onCall(tool.name, params.arguments ?? {});
    return answer(tool, params.arguments ?? {});
  });
  return server;
}

type MockTool = McpMockSpec['tools'][number];

/** The first response whose matchers all hold; none: an error result that says so. */
export function answer(tool: MockTool, args: Record<string, unknown>): CallToolResult {
  const response = tool.responses.find((r) => matches(r, args));
  if (!response) {
    return {
      isError: true,
      content: [{ type: 'text', text: `no response of ${tool.name} matches these arguments` }],
    };
  }
  if (response.error !== undefined) {
    return { isError: true, content: [{ type: 'text', text: response.error }] };
  }
  const value = response.return;
  const text = value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return { content: [{ type: 'text', text }] };
}

function matches(response: MockTool['responses'][number], args: Record<string, unknown>): boolean {
  for (const [key, expected] of Object.entries(response.match ?? {})) {
    if (!(key in args) || !deepEqual(args[key], expected)) return false;
  }
  for (const [key, pattern] of Object.entries(response.matchRegex ?? {})) {
    if (!(key in args)) return false;
    const value = args[key];
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (!compileRe2(pattern).test(text)) return false;
  }
  return true;
}
