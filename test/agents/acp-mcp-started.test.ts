// A suite's own stdio MCP servers that the agent never starts (Gemini CLI in a folder it does not
// trust, Copilot CLI for stdio servers from session/new; issue 45.4): the run says so in its
// record's warnings and in the report. One the agent starts gives no warning, and gets its
// command, arguments and environment as the suite wrote them.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { runParley } from '../suites/cli-run.js';
import { tempProject } from '../suites/helpers.js';

const ACP_FAKE = resolve('test/fakes/acp-agent.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'parley-mcp-started-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function project(start: boolean, seen: string) {
  // The server writes its arguments and variable to `seen`, says so, and serves nothing.
  const server = `require('fs').writeFileSync(process.argv[1], JSON.stringify([process.argv.slice(2), process.env.DOCS_TOKEN, process.env.PARLEY_MCP_STARTED_MARK ?? null])); console.log('ready')`;
  return tempProject({
    'eval.yaml': `name: own-servers
config:
  executor: acp
  agent:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(ACP_FAKE)}]
    env: { FAKE_ACP_START_MCP: '${start ? '1' : '0'}' }
  mcp_servers:
    docs:
      command: ${JSON.stringify(process.execPath)}
      args: ['-e', ${JSON.stringify(server)}, ${JSON.stringify(seen)}, 'a b', '$x']
      env: { DOCS_TOKEN: 'tok' }
tasks:
  - id: hello
    inputs: { prompt: 'hello' }
`,
  });
}

describe('mcp_servers the agent was given', () => {
  it('never started: a warning in the record and the report', async () => {
    const p = project(false, join(tmp, 'never.json'));
    try {
      const run = await runParley(tmp, ['run', p.dir]);
      const warnings = run.record('hello').warnings ?? [];
      assert.deepEqual(warnings, [
        'the agent never started any of the MCP servers it was given (mcp_servers: docs): none of their tools could be called',
      ]);
      const report = readFileSync(join(run.out, 'report.md'), 'utf8');
      assert.match(report, /Runs with warnings \(1\)/);
      assert.match(report, /never started any of the MCP servers/);
    } finally {
      p.cleanup();
    }
  });

  it('started: no warning, the server as the suite wrote it', async () => {
    const seen = join(tmp, 'started.json');
    const p = project(true, seen);
    try {
      const run = await runParley(tmp, ['run', p.dir]);
      assert.equal(run.record('hello').warnings, undefined);
      assert.deepEqual(JSON.parse(readFileSync(seen, 'utf8')), [['a b', '$x'], 'tok', null]);
    } finally {
      p.cleanup();
    }
  });
});
