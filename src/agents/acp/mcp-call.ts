// An MCP tool call as each ACP agent reports it, made one shape: the MCP tool's own name, kind
// `mcp`, its arguments flat. Agents name it their own way (kind `other` throughout):
// Codex `Tool: tickets/get` with rawInput `{server, tool, arguments}`, OpenCode `tickets_get`,
// Copilot `tickets-get`, Gemini `get (tickets MCP Server)` with no input at all, others
// `mcp__tickets__get` or `tickets.get`. Only a server the session was given is recognised, and
// with `_`, `-` or `.` (which tool names may hold themselves) only a tool that server mocks.
// A call with no input of its own takes what Parley's mock server received for that tool.

/** The MCP servers of the session: a mock's tools are known, a suite's own server's are not. */
export interface McpServerNames {
  name: string;
  tools?: string[];
}

/** A call to a mock's tool as the mock received it. */
export interface McpReceivedCall {
  server: string;
  tool: string;
  arguments: unknown;
}

export interface McpCall {
  server: string;
  tool: string;
  arguments?: unknown;
}

const TOOL = '([A-Za-z0-9_.-]{1,100})';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The MCP server and tool a call is about, or undefined: not an MCP call Parley can name. */
export function mcpCallOf(
  labels: (string | undefined)[],
  rawInput: unknown,
  servers: McpServerNames[],
): McpCall | undefined {
  const input = isObject(rawInput) ? rawInput : undefined;
  for (const server of servers) {
    // Codex: the invocation itself, {server, tool, arguments}.
    if (input && input.server === server.name && typeof input.tool === 'string') {
      return { server: server.name, tool: input.tool, arguments: input.arguments ?? {} };
    }
  }
  for (const label of labels) {
    const text = label?.trim();
    if (!text) continue;
    for (const server of servers) {
      const tool = toolIn(text, server);
      if (tool) return { server: server.name, tool, ...(input ? { arguments: input } : {}) };
    }
  }
  return undefined;
}

function toolIn(text: string, server: McpServerNames): string | undefined {
  const s = escape(server.name);
  const unambiguous = [
    new RegExp(`^mcp__${s}__${TOOL}$`),
    new RegExp(`^(?:Tool: )?${s}/${TOOL}$`),
    new RegExp(`^${TOOL} \\(${s} MCP Server\\)$`, 'i'),
  ];
  for (const re of unambiguous) {
    const m = re.exec(text);
    if (m) return m[1];
  }
  // The separators a tool's own name may hold: only a tool the mock declares.
  for (const tool of server.tools ?? []) {
    for (const sep of ['.', '_', '-', '__']) {
      if (text === `${server.name}${sep}${tool}` || text === `mcp_${server.name}${sep}${tool}`) {
        return tool;
      }
    }
    if (text === `mcp__${server.name}.${tool}`) return tool;
  }
  return undefined;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** No input of its own: an absent or empty object. */
export function noArguments(args: unknown): boolean {
  return args === undefined || args === null || (isObject(args) && Object.keys(args).length === 0);
}
