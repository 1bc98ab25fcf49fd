// eval.yaml `mcp_mocks`: MCP servers Parley serves itself, each tool answering by rules (waza's
// shape). A response's `match` (argument values, JSON-equal) and `match_regex` (argument -> RE2,
// over the value's text) must all hold; the first response that matches answers. waza's
// `match_schema` and `fixtures` are refused: Parley has no JSON Schema matcher or fixture loader.
import { z } from 'zod';
import { nonEmpty, obj, re2, record, str } from '../schema/helpers.js';

const refused = (what: string) =>
  z.unknown().superRefine((_, ctx) => {
    ctx.addIssue({ code: 'custom', message: `is not supported by Parley (${what})` });
  });

export const McpMockResponse = obj({
  match: record.optional(),
  match_regex: z.record(z.string(), re2).optional(),
  match_schema: refused('no JSON Schema matcher; use match or match_regex').optional(),
  return: z.unknown().optional(),
  error: nonEmpty.optional(),
}).refine((r) => !(r.return !== undefined && r.error !== undefined), {
  message: 'a response has either return or error, not both',
});

export const McpMockTool = obj({
  description: str.optional(),
  input_schema: record.optional(),
  responses: z.array(McpMockResponse).min(1, 'expected at least one response'),
});

// A server name becomes part of the agent's tool names (`<server>__<tool>`): keep it plain.
const serverName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'expected letters, digits, _ or - (a server name)');

export const McpMock = obj({
  name: serverName,
  fixtures: refused('no fixture files; write responses inline').optional(),
  tools: z.record(z.string().min(1), McpMockTool),
});

export const McpMocks = z.array(McpMock).superRefine((mocks, ctx) => {
  const seen = new Set<string>();
  mocks.forEach((m, i) => {
    if (seen.has(m.name))
      ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `duplicate server ${m.name}` });
    seen.add(m.name);
  });
});
export type RawMcpMock = z.infer<typeof McpMock>;
