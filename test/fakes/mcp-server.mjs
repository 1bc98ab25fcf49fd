// A tiny MCP server over stdio for tests: one `echo` tool and one `fail` tool. Written with the
// MCP SDK so the adapter is tested against the real protocol. Run: node test/fakes/mcp-server.mjs
// FAKE_MCP_MODE plays real servers' failures: `silent` never answers the handshake, `fail-start`
// exits at start with its reason on stderr (server-filesystem), `child` starts a `sleep 600` of
// its own (its pid appended to FAKE_MCP_PID_FILE, with the server's) and then serves,
// `silent-child` starts that `sleep 600` and then never answers the handshake.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'fake-mcp', version: '1.0.0' });
server.registerTool(
  'echo',
  { description: 'Echo the text back', inputSchema: { text: z.string() } },
  async ({ text }) => ({
    content: [{ type: 'text', text: `echo: ${text} (${process.env.FAKE_MCP_TAG ?? 'untagged'})` }],
  }),
);
server.registerTool('fail', { description: 'Always fails' }, async () => ({
  content: [{ type: 'text', text: 'it broke' }],
  isError: true,
}));
const mode = process.env.FAKE_MCP_MODE;
const recordPid = (pid) => {
  if (process.env.FAKE_MCP_PID_FILE) appendFileSync(process.env.FAKE_MCP_PID_FILE, `${pid}\n`);
};
recordPid(process.pid);
if (mode === 'fail-start') {
  process.stderr.write('Error accessing directory /nowhere: ENOENT\n');
  process.stderr.write('Error: None of the specified directories are accessible\n');
  process.exit(1);
}
if (mode === 'silent-child') recordPid(spawn('sleep', ['600'], { stdio: 'ignore' }).pid);
if (mode === 'silent' || mode === 'silent-child') {
  process.stdin.resume();
  await new Promise(() => undefined);
}
if (mode === 'child') recordPid(spawn('sleep', ['600'], { stdio: 'ignore' }).pid);
process.stderr.write('fake mcp server ready\n');
await server.connect(new StdioServerTransport());
