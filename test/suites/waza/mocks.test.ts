// waza's hermetic mocks through the CLI: `mcp_mocks` served by Parley's own MCP server to the
// built-in agent (the loopback fake model calls the mocked tool), `command_mocks` answered by
// shims on an ACP agent's PATH (the fake ACP agent runs the commands), and what Parley refuses.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { startFakeOpenAI } from '../../fakes/openai-server.js';
import { runParley } from '../cli-run.js';
import { tempProject } from '../helpers.js';

const ACP_FAKE = resolve('test/fakes/acp-agent.mjs');
const FIXTURES = resolve('test/fixtures/mocks');
const tmp = mkdtempSync(join(tmpdir(), 'parley-mocks-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** A run's results folder (`dir`) and everything it printed (`out`). */
async function parley(args: string[], env: Record<string, string> = {}) {
  const r = await runParley(tmp, args, env);
  return { dir: r.out, code: r.code, out: r.stdout + r.stderr, records: r.records };
}

describe('waza mcp_mocks', () => {
  it('serves the mocked tools to the built-in agent, answering by match, match_regex or an error', async () => {
    const fake = await startFakeOpenAI(
      ({ body }) => {
        const last = body.messages.at(-1);
        if (last.role === 'user') {
          return {
            toolCalls: [
              { name: 'weather__forecast', arguments: { city: 'Paris', days: 2 } },
              { name: 'weather__forecast', arguments: { city: 'London' } },
              { name: 'weather__forecast', arguments: { city: 'Rome' } },
            ],
          };
        }
        // The agent repeats what the tools answered: the task's expected block reads it.
        const results = body.messages.filter((m: { role: string }) => m.role === 'tool');
        return { content: results.map((m: { content: string }) => m.content).join(' | ') };
      },
      { apiKey: 'sk-mocks' },
    );
    try {
      const run = await parley(['run', join(FIXTURES, 'mcp')], {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-mocks',
      });
      assert.equal(run.code, 0, run.out);
      const record = run.records.find((r) => r.task_id === 'forecast');
      assert.ok(record, run.out);
      assert.equal(record.status, 'passed', JSON.stringify(record.graders));
      assert.deepEqual(
        record.turns[0]!.tool_calls.map((c) => [c.name, c.success]),
        [
          ['weather__forecast', true],
          ['weather__forecast', false],
          ['weather__forecast', false],
        ],
      );
      assert.match(String(record.turns[0]!.tool_calls[0]!.result), /"high_c":21/);
      assert.match(String(record.turns[0]!.tool_calls[1]!.result), /rate limited/);
      // The agent saw the mock's server and tool names, nothing of the suite or task.
      const offered = JSON.stringify(fake.requests[0]!.body.tools);
      assert.match(offered, /weather__forecast/);
      assert.doesNotMatch(JSON.stringify(fake.requests), /mocked-weather|Forecast three cities/);
    } finally {
      await fake.close();
    }
  });

  const acpSuite = (env: string) =>
    tempProject({
      'eval.yaml': `name: mocked-acp
config:
  executor: acp
  agent:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(ACP_FAKE)}]
    env: { ${env} }
mcp_mocks:
  - name: tickets
    tools:
      get:
        responses:
          - match: { id: 7 }
            return: 'ticket 7: closed'
tasks:
  - id: acp-mcp
    inputs: { prompt: 'mcp:tickets/get {"id":7}' }
    expected: { output_contains: ['ok: ticket 7: closed'] }
`,
    });

  it('serves them to an ACP agent that takes HTTP MCP servers', async () => {
    const project = acpSuite('FAKE_ACP_MCP_HTTP: "1"');
    try {
      const run = await parley(['run', project.dir]);
      const record = run.records.find((r) => r.task_id === 'acp-mcp');
      assert.ok(record, run.out);
      assert.equal(record.status, 'passed', JSON.stringify(record.graders) + run.out);
      assert.equal(run.code, 0, run.out);
    } finally {
      project.cleanup();
    }
  });

  it('an ACP agent without HTTP MCP support: a config error that says why', async () => {
    const project = acpSuite('');
    try {
      const run = await parley(['run', project.dir]);
      const record = run.records.find((r) => r.task_id === 'acp-mcp');
      assert.ok(record, run.out);
      assert.equal(record.outcome, 'config_error', JSON.stringify(record));
      assert.match(
        JSON.stringify(record.error),
        /mcp_mocks need an agent that takes MCP servers over HTTP/,
      );
    } finally {
      project.cleanup();
    }
  });

  it('refuses what Parley cannot serve, pinned to file and field (exit 2)', async () => {
    const run = await parley(['validate', join(FIXTURES, 'mcp-refused')]);
    assert.equal(run.code, 2, run.out);
    assert.match(
      run.out,
      /eval\.yaml:\d+:\d+ mcp_mocks\[0\]\.fixtures: is not supported by Parley/,
    );
    assert.match(
      run.out,
      /mcp_mocks\[0\]\.tools\.forecast\.responses\[0\]\.match_schema: is not supported by Parley/,
    );
    assert.match(run.out, /responses\[1\]\.match_regex\.city: invalid regular expression/);
  });
});

describe('waza command_mocks', () => {
  const suite = (ghCalls: number, more = '') =>
    tempProject({
      'eval.yaml': `name: mocked-cli
config:
  executor: acp
  agent:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(ACP_FAKE)}]
command_mocks:
  - name: gh
    expect_calls: ${ghCalls}
    responses:
      - args: [pr, view, '12']
        stdout: 'PR 12: open'
      - args_regex: [issue, 'list|ls']
        stdout: { issues: [] }
        stderr: cached
      - args: [auth, status]
        stderr: not logged in
        exit_code: 4
${more}
tasks:
  - id: cli
    inputs:
      prompt: 'run:gh pr view 12;gh issue ls;gh auth status;gh repo clone x'
    graders:
      # The shims are gone once the session ends: graders see the workspace as the agent left it.
      - { name: no-shims, type: file, config: { must_not_exist: [.bin/gh] } }
    expected:
      output_contains: ['-> 0: PR 12: open', '-> 0: {"issues":[]}cached', '-> 4: not logged in', '-> 127: gh: no response matches these arguments']
`,
    });

  it('answers the commands an ACP agent runs by the rules; expect_calls met passes', async () => {
    const project = suite(4);
    try {
      const run = await parley(['run', project.dir]);
      const record = run.records.find((r) => r.task_id === 'cli');
      assert.ok(record, run.out);
      // output_contains reads every answer: stdout (a JSON value as JSON), stderr, exit codes,
      // and the unmatched call's 127.
      assert.equal(record.status, 'passed', JSON.stringify(record.graders));
      const calls = record.graders.find((g) => g.name === 'expect_calls');
      assert.equal(calls?.passed, true, JSON.stringify(record.graders));
      assert.deepEqual(
        (calls?.details?.calls as { args: string[]; exit_code: number }[]).map((c) => [
          c.args.join(' '),
          c.exit_code,
        ]),
        [
          ['pr view 12', 0],
          ['issue ls', 0],
          ['auth status', 4],
          ['repo clone x', 127],
        ],
      );
      assert.equal(run.code, 0, run.out);
    } finally {
      project.cleanup();
    }
  });

  it('an unmet expect_calls fails the run with its reason', async () => {
    const project = suite(
      3,
      `  - name: az
    expect_calls: 1
    responses: [{ args: [login], stdout: ok }]`,
    );
    try {
      const run = await parley(['run', project.dir]);
      const record = run.records.find((r) => r.task_id === 'cli');
      assert.ok(record, run.out);
      const calls = record.graders.find((g) => g.name === 'expect_calls');
      assert.equal(calls?.feedback, 'gh: expected 3 calls, got 4; az: expected 1 call, got 0');
      assert.equal(record.status, 'failed');
      assert.equal(run.code, 1, run.out);
      assert.match(run.out, /az: expected 1 call, got 0/);
      // `parley grade` re-grades without the agent: the counted calls stay as recorded.
      const regraded = await parley(['grade', run.dir, project.dir, '--output', join(tmp, 'rg')]);
      const again = readFileSync(join(tmp, 'rg', 'results.jsonl'), 'utf8');
      assert.match(again, /az: expected 1 call, got 0/, regraded.out);
    } finally {
      project.cleanup();
    }
  });

  it('warns that the built-in agent runs no commands (it does take the MCP mocks)', async () => {
    const project = tempProject({
      'eval.yaml': `name: mocked-openai
config: { executor: openai, model: m }
command_mocks:
  - name: gh
    responses: [{ args: [], stdout: hi }]
mcp_mocks:
  - name: tickets
    tools: { get: { responses: [{ return: ok }] } }
tasks:
  - id: t
    inputs: { prompt: hi }
`,
    });
    try {
      const run = await parley(['validate', project.dir]);
      assert.equal(run.code, 0, run.out);
      assert.match(run.out, /command_mocks: executor openai runs no commands/);
      assert.doesNotMatch(run.out, /mcp_mocks/);
    } finally {
      project.cleanup();
    }
  });
});

describe('mocks with an executor that cannot use them', () => {
  it('warns at validate that the mock executor takes no MCP servers and runs no commands', async () => {
    const project = tempProject({
      'eval.yaml': `name: mocked-mock
config: { executor: mock }
mcp_mocks:
  - name: tickets
    tools: { get: { responses: [{ return: ok }] } }
command_mocks:
  - name: gh
    responses: [{ args: [], stdout: hi }]
tasks:
  - id: t
    inputs: { prompt: hi }
`,
    });
    try {
      const run = await parley(['validate', project.dir]);
      assert.equal(run.code, 0, run.out);
      assert.match(run.out, /eval\.yaml:\d+:\d+ mcp_mocks: executor mock takes no MCP servers/);
      assert.match(run.out, /eval\.yaml:\d+:\d+ command_mocks: executor mock runs no commands/);
    } finally {
      project.cleanup();
    }
  });
});
