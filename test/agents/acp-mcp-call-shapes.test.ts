// An mcp_mocks tool call, reported as each real agent reported it over ACP in the real-agent lane
// (test/fixtures/acp-mcp/*.json, replayed by the fake agent; issue 45.6): Codex `Tool: tickets/get`
// with its arguments nested, Copilot `tickets-get` of kind `read` (its permission request `get`),
// OpenCode `tickets_get` with its input in a later update, Gemini `get (tickets MCP Server)`
// announced only by its permission request, with no input. Every one is recorded as the MCP
// tool's own name, kind `mcp`, the arguments the tool received, so one tool_calls grader holds on
// all four.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { runParley } from '../suites/cli-run.js';
import { tempProject } from '../suites/helpers.js';

const ACP_FAKE = resolve('test/fakes/acp-agent.mjs');
const RECORDED = resolve('test/fixtures/acp-mcp');
const tmp = mkdtempSync(join(tmpdir(), 'parley-mcp-shapes-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('MCP tool calls recorded one way for every ACP agent', () => {
  for (const agent of ['codex', 'copilot', 'opencode', 'gemini']) {
    it(`${agent}'s recorded call: name get, kind mcp, arguments {id: 7}; the grader passes`, async () => {
      const project = tempProject({
        'eval.yaml': `name: shapes
config:
  executor: acp
  agent:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(ACP_FAKE)}]
    env: { FAKE_ACP_MCP_HTTP: '1', FAKE_ACP_MCP_REPLAY: ${JSON.stringify(join(RECORDED, `${agent}.json`))} }
mcp_mocks:
  - name: tickets
    tools:
      get:
        responses:
          - match: { id: 7 }
            return: 'ticket 7: closed'
graders:
  - type: tool_calls
    name: looked-up
    config:
      required_tools: [get]
      expect: [{ tool: '^get$', kind: mcp, args: { id: { equals: 7 } } }]
tasks:
  - id: lookup
    inputs: { prompt: 'mcp:tickets/get {"id":7}' }
    expected: { output_contains: ['ok: ticket 7: closed'] }
`,
      });
      try {
        const run = await runParley(tmp, ['run', project.dir]);
        const record = run.record('lookup');
        const calls = record.turns[0]!.tool_calls;
        assert.deepEqual(
          calls.map((c) => [c.name, c.kind, c.arguments, c.success]),
          [['get', 'mcp', { id: 7 }, true]],
        );
        assert.equal(run.code, 0, run.stdout + run.stderr);
        assert.equal(record.status, 'passed');
      } finally {
        project.cleanup();
      }
    });
  }
});
