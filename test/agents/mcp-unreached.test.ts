// An ACP agent given MCP servers that connects none of them (Gemini CLI in a folder it does not
// trust: issue 45.4) tests less than the suite says: the run's record and the report say so.
// One that called a mock's tool has no such warning.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { runParley } from '../suites/cli-run.js';
import { tempProject } from '../suites/helpers.js';

const ACP_FAKE = resolve('test/fakes/acp-agent.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'parley-mcp-unreached-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('MCP servers an ACP agent never connected', () => {
  it('a warning in the record and the report; none for a run that called the mock', async () => {
    const project = tempProject({
      'eval.yaml': `name: unreached
config:
  executor: acp
  agent:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(ACP_FAKE)}]
    env: { FAKE_ACP_MCP_HTTP: '1' }
mcp_mocks:
  - name: tickets
    tools:
      get:
        responses:
          - match: { id: 7 }
            return: 'ticket 7: closed'
tasks:
  - id: called
    inputs: { prompt: 'mcp:tickets/get {"id":7}' }
    expected: { output_contains: ['ok: ticket 7: closed'] }
  - id: ignored
    inputs: { prompt: 'just say hello' }
    expected: { output_contains: ['Hello from fake ACP'] }
`,
    });
    try {
      const run = await runParley(tmp, ['run', project.dir]);
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.equal(run.record('called').warnings, undefined);
      assert.deepEqual(run.record('ignored').warnings, [
        'the agent connected none of the MCP servers it was given (mcp_mocks: tickets): none of their tools could be called',
      ]);
      const report = readFileSync(join(run.out, 'report.md'), 'utf8');
      assert.match(report, /Runs with warnings \(1\)/);
      assert.match(
        report,
        /unreached \/ ignored \| passed \| the agent connected none of the MCP servers/,
      );
    } finally {
      project.cleanup();
    }
  });
});
