// An mcp_mocks tool call, reported the way each real agent reports it over ACP (issue 45.6):
// Codex with its arguments nested, Copilot, OpenCode and Gemini as kind `other` under names of
// their own, Gemini with no arguments at all. Every one is recorded as the MCP tool's own name,
// kind `mcp`, the arguments the tool received, so one tool_calls grader holds on all four.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { runParley } from '../suites/cli-run.js';
import { tempProject } from '../suites/helpers.js';

const ACP_FAKE = resolve('test/fakes/acp-agent.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'parley-mcp-shapes-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('MCP tool calls recorded one way for every ACP agent', () => {
  for (const shape of ['codex', 'copilot', 'opencode', 'gemini']) {
    it(`${shape}: name get_ticket, kind mcp, arguments {id: 7}; the grader passes`, async () => {
      const project = tempProject({
        'eval.yaml': `name: shapes
config:
  executor: acp
  agent:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(ACP_FAKE)}]
    env: { FAKE_ACP_MCP_HTTP: '1', FAKE_ACP_MCP_SHAPE: ${shape} }
mcp_mocks:
  - name: tickets
    tools:
      get_ticket:
        responses:
          - match: { id: 7 }
            return: 'ticket 7: closed'
graders:
  - type: tool_calls
    name: looked-up
    config:
      required_tools: [get_ticket]
      expect: [{ tool: '^get_ticket$', args: { id: { equals: 7 } } }]
tasks:
  - id: lookup
    inputs: { prompt: 'mcp:tickets/get_ticket {"id":7}' }
    expected: { output_contains: ['ok: ticket 7: closed'] }
`,
      });
      try {
        const run = await runParley(tmp, ['run', project.dir]);
        const record = run.record('lookup');
        const calls = record.turns[0]!.tool_calls;
        assert.deepEqual(
          calls.map((c) => [c.name, c.kind, c.arguments, c.success]),
          [['get_ticket', 'mcp', { id: 7 }, true]],
        );
        assert.equal(run.code, 0, run.stdout + run.stderr);
        assert.equal(record.status, 'passed');
      } finally {
        project.cleanup();
      }
    });
  }
});
