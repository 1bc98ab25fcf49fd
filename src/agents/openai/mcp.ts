// Real MCP servers for the built-in agent (suite config.mcp_servers): started per session over
// stdio or streamable HTTP, their tools offered as `<server>__<tool>`, closed with the session.
// The handshake is bounded by the run's deadline (and a 30 s cap of its own); a stdio server is
// stopped with every process it started (process-tree.ts), and one that fails to start is
// reported with the end of its stderr, where servers say why.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  getDefaultEnvironment,
  StdioClientTransport,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { McpServerSpec } from '../../suites/model.js';
import { PARLEY_VERSION } from '../../version.js';
import { expandEnv, expandEnvValues } from '../env.js';
import { processTree, type ProcessTree } from '../process-tree.js';
import { AgentError } from '../types.js';
import { safeToolName, type AgentTool, type ToolOutcome } from './tools.js';

const CONNECT_TIMEOUT_MS = 30_000;
const MAX_STDERR_CHARS = 4000;
/** Between SIGTERM and SIGKILL for what a stdio server leaves when its client closes. */
const STOP_GRACE_MS = 2000;

export interface McpConnections {
  tools: AgentTool[];
  close(): Promise<void>;
}

export async function connectMcpServers(
  specs: McpServerSpec[],
  cwd: string,
  signal?: AbortSignal,
): Promise<McpConnections> {
  const servers: Connected[] = [];
  const close = async () => {
    await Promise.all(
      servers.splice(0).map(async ({ client, tree }) => {
        // A stdio server with everything it started (its `sleep`, a wrapper's real server),
        // while its pid is still known; then the client.
        await tree?.stop(STOP_GRACE_MS);
        await client.close().catch(() => undefined);
      }),
    );
  };
  const tools: AgentTool[] = [];
  try {
    for (const spec of specs) {
      signal?.throwIfAborted();
      const server = await connect(spec, cwd, signal, (started) => servers.push(started));
      try {
        tools.push(...(await listTools(spec.name, server.client, signal)));
      } catch (error) {
        throw new AgentError(
          `MCP server "${spec.name}" failed to list tools: ${describe(error)}${stderrPart(server)}`,
        );
      }
    }
  } catch (error) {
    await close();
    // The run's deadline or cancellation: the engine says which.
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
  return { tools, close };
}

interface Connected {
  client: Client;
  tree?: ProcessTree;
  stderr(): string;
}

/** "; stderr: <its end>", or '' when it wrote none. */
function stderrPart(server: { stderr(): string }): string {
  const text = server.stderr();
  return text ? `; stderr: ${text}` : '';
}

/** Connects one server; `started` learns of its process before the handshake, to stop it. */
async function connect(
  spec: McpServerSpec,
  cwd: string,
  signal: AbortSignal | undefined,
  started: (server: Connected) => void,
): Promise<Connected> {
  const client = new Client({ name: 'parley', version: PARLEY_VERSION });
  const options = { timeout: CONNECT_TIMEOUT_MS, ...(signal ? { signal } : {}) };
  const failed = (error: unknown, server?: Connected) =>
    new AgentError(
      `MCP server "${spec.name}" failed to start: ${describe(error)}${server ? stderrPart(server) : ''}`,
    );
  if (spec.command) {
    let captured = '';
    // Asked for the pid only once the server is spawned.
    const tree = processTree(() => stdio.pid ?? undefined);
    const stdio = new StdioClientTransport({
      command: spec.command,
      args: spec.args,
      env: { ...getDefaultEnvironment(), ...expandEnvValues(spec.env), ...tree.env },
      cwd,
      stderr: 'pipe',
    });
    stdio.stderr?.on('data', (chunk: Buffer) => {
      captured = (captured + chunk.toString('utf8')).slice(-MAX_STDERR_CHARS);
    });
    const server: Connected = { client, tree, stderr: () => captured.trim() };
    started(server);
    try {
      await client.connect(stdio, options);
    } catch (error) {
      // A server that exits at start says why on stderr; "Connection closed" says nothing.
      await exitedOrAfter(stdio, 500);
      throw failed(error, server);
    }
    return server;
  }
  if (!spec.url) throw failed(new Error('neither command nor url is set'));
  const url = new URL(expandEnv(spec.url));
  const requestInit = { headers: expandEnvValues(spec.headers) };
  try {
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit }), options);
  } catch (error) {
    await client.close().catch(() => undefined);
    if (signal?.aborted) throw failed(error);
    // Older servers speak only the deprecated HTTP+SSE transport; the original error is the
    // one worth reporting when that fails too.
    const sse = new Client({ name: 'parley', version: PARLEY_VERSION });
    await sse.connect(new SSEClientTransport(url, { requestInit }), options).catch(async () => {
      await sse.close().catch(() => undefined);
      throw failed(error);
    });
    const server = { client: sse, stderr: () => '' };
    started(server);
    return server;
  }
  const server = { client, stderr: () => '' };
  started(server);
  return server;
}

/** Waits until the server's process has exited (its stderr then complete), at most `ms`. */
async function exitedOrAfter(stdio: StdioClientTransport, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && stdio.pid !== null && isAlive(stdio.pid)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Its last stderr chunk may still be in the pipe.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function listTools(
  server: string,
  client: Client,
  signal: AbortSignal | undefined,
): Promise<AgentTool[]> {
  const tools: AgentTool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined, signal ? { signal } : {});
    for (const tool of page.tools) {
      tools.push({
        name: safeToolName(`${server}__${tool.name}`),
        description: tool.description ?? `${tool.name} (MCP server ${server})`,
        parameters: tool.inputSchema as Record<string, unknown>,
        run: (args, signal) => callTool(client, tool.name, args, signal),
      });
    }
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
  signal: AbortSignal,
): Promise<ToolOutcome> {
  try {
    const result = await client.callTool({ name, arguments: args }, undefined, { signal });
    const content = Array.isArray(result.content) ? result.content : [];
    const texts = content.flatMap((part: { type?: string; text?: string }) =>
      part.type === 'text' && typeof part.text === 'string' ? [part.text] : [],
    );
    const value = result.structuredContent ?? (texts.length > 0 ? texts.join('\n') : content);
    return { result: value, success: result.isError !== true };
  } catch (error) {
    return { result: `error: ${describe(error)}`, success: false };
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
