// Real MCP servers for the built-in agent (suite config.mcp_servers): started per session over
// stdio or streamable HTTP, their tools offered as `<server>__<tool>`, closed with the session.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  getDefaultEnvironment,
  StdioClientTransport,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { McpServerSpec } from '../../suites/model.js';
import { PARLEY_VERSION } from '../../version.js';
import { expandEnv, expandEnvValues } from '../env.js';
import { AgentError } from '../types.js';
import { safeToolName, type AgentTool, type ToolOutcome } from './tools.js';

const CONNECT_TIMEOUT_MS = 30_000;
const MAX_STDERR_CHARS = 4000;

export interface McpConnections {
  tools: AgentTool[];
  close(): Promise<void>;
}

export async function connectMcpServers(
  specs: McpServerSpec[],
  cwd: string,
): Promise<McpConnections> {
  const clients: Client[] = [];
  const close = async () => {
    await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
  };
  const tools: AgentTool[] = [];
  try {
    for (const spec of specs) {
      const { client, stderr } = await connect(spec, cwd).catch((error: unknown) => {
        throw new AgentError(`MCP server "${spec.name}" failed to start: ${describe(error)}`);
      });
      clients.push(client);
      try {
        tools.push(...(await listTools(spec.name, client)));
      } catch (error) {
        const tail = stderr() ? `; stderr: ${stderr()}` : '';
        throw new AgentError(
          `MCP server "${spec.name}" failed to list tools: ${describe(error)}${tail}`,
        );
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { tools, close };
}

async function connect(spec: McpServerSpec, cwd: string) {
  const client = new Client({ name: 'parley', version: PARLEY_VERSION });
  let transport: Transport;
  let captured = '';
  if (spec.command) {
    const stdio = new StdioClientTransport({
      command: spec.command,
      args: spec.args,
      env: { ...getDefaultEnvironment(), ...expandEnvValues(spec.env) },
      cwd,
      stderr: 'pipe',
    });
    stdio.stderr?.on('data', (chunk: Buffer) => {
      captured = (captured + chunk.toString('utf8')).slice(-MAX_STDERR_CHARS);
    });
    transport = stdio;
  } else if (spec.url) {
    const url = new URL(expandEnv(spec.url));
    const requestInit = { headers: expandEnvValues(spec.headers) };
    try {
      await client.connect(new StreamableHTTPClientTransport(url, { requestInit }), {
        timeout: CONNECT_TIMEOUT_MS,
      });
    } catch (error) {
      // Older servers speak only the deprecated HTTP+SSE transport; the original error is the
      // one worth reporting when that fails too.
      await client.close().catch(() => undefined);
      const sse = new Client({ name: 'parley', version: PARLEY_VERSION });
      await sse
        .connect(new SSEClientTransport(url, { requestInit }), { timeout: CONNECT_TIMEOUT_MS })
        .catch(() => {
          throw error;
        });
      return { client: sse, stderr: () => '' };
    }
    return { client, stderr: () => '' };
  } else {
    throw new Error('neither command nor url is set');
  }
  await client.connect(transport, { timeout: CONNECT_TIMEOUT_MS });
  return { client, stderr: () => captured.trim() };
}

async function listTools(server: string, client: Client): Promise<AgentTool[]> {
  const tools: AgentTool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined);
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
