// A tiny MCP server over stdio for tests: one `echo` tool and one `fail` tool. Written with the
// MCP SDK so the adapter is tested against the real protocol. Run: node test/fakes/mcp-server.mjs
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
process.stderr.write('fake mcp server ready\n');
await server.connect(new StdioServerTransport());
