// What real ACP agents (Copilot, Codex, OpenCode, Gemini CLI) exposed, played by the fake ACP
// agent and run through `parley run` as a user runs it: the record (results.jsonl), the exit,
// and no process of the agent left behind.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { readResults } from '../../src/results/jsonl.js';
import type { RunRecord } from '../../src/results/schema.js';
import { stillRunning } from './e2e-helpers.js';
import { CLI_ARGS } from '../cli-args.js';

const FAKE = resolve('test/fakes/acp-agent.mjs');
const root = mkdtempSync(join(tmpdir(), 'parley-acp-quirks-'));
after(() => rmSync(root, { recursive: true, force: true }));

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  records: RunRecord[];
  pids: number[];
  ms: number;
}

let runs = 0;

/** `parley run` on a suite of these tasks (killed after `limitMs`: Parley must exit by itself). */
async function parleyRun(
  tasks: unknown[],
  { agent = {}, timeout = 30, limitMs = 40_000, graders = [] as unknown[] } = {},
): Promise<Run> {
  const dir = join(root, `suite-${++runs}`);
  const pidFile = join(dir, 'pids');
  mkdirSync(dir, { recursive: true });
  writeFileSync(pidFile, '');
  writeFileSync(
    join(dir, 'eval.yaml'),
    JSON.stringify({
      name: `quirks-${runs}`,
      config: {
        executor: 'acp',
        timeout_seconds: timeout,
        agent: {
          command: process.execPath,
          args: [FAKE],
          ...agent,
          env: { FAKE_ACP_PID_FILE: pidFile, ...(agent as { env?: object }).env },
        },
      },
      graders,
      tasks,
    }),
  );
  const out = join(dir, 'out');
  const started = Date.now();
  const child = spawn(
    process.execPath,
    // One attempt per run: these cases count what one agent process did (an errored run is
    // otherwise retried once, and its agent started again).
    [...CLI_ARGS, 'run', dir, '-o', out, '--retry-errors', '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  // 'close', not 'exit': Parley has exited and nothing holds its stdio open any more.
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
    child.on('close', (c, s) => done([c, s])),
  );
  clearTimeout(killer);
  const ms = Date.now() - started;
  let records: RunRecord[] = [];
  try {
    records = readResults(join(out, 'results.jsonl'));
  } catch {
    // Parley was killed before it wrote them: the assertions say so.
  }
  const pids = readFileSync(pidFile, 'utf8').split('\n').filter(Boolean).map(Number);
  return { code, signal, output, records, pids, ms };
}

function only(run: Run): RunRecord {
  assert.equal(run.records.length, 1, run.output);
  return run.records[0]!;
}

async function leftRunning(pids: number[]): Promise<number[]> {
  const left: number[] = [];
  for (const pid of pids) if (await stillRunning(pid)) left.push(pid);
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  return left;
}

describe('real ACP agents, as the fake plays them', { concurrency: 4 }, () => {
  it('1: a wrapper that dies mid-turn: its agent is killed with it and Parley exits', async () => {
    const run = await parleyRun([{ id: 'wrapped', inputs: { prompt: 'kill-wrapper' } }], {
      agent: { args: [FAKE, '--wrapper'] },
      limitMs: 25_000,
    });
    // Checked (and cleaned up) first, so a failure leaves nothing behind.
    const left = await leftRunning(run.pids);
    assert.equal(run.signal, null, `Parley did not exit by itself: ${run.output}`);
    const record = only(run);
    assert.equal(`${record.status}/${record.outcome}`, 'error/agent_error');
    assert.match(record.error?.message ?? '', /exited unexpectedly \(SIGKILL\)/);
    assert.ok(run.pids.length >= 1, 'the agent recorded its pid');
    assert.deepEqual(left, [], 'no process of the agent is left');
  });

  // The turn's own clock (first_event_timeout_seconds, started when the prompt is sent) times it
  // out: the run's deadline also counts the agent's start, which under load can outlast it, and
  // the run then ended before any turn.
  it('2: a timed-out turn: the agent gets its grace after session/cancel to stop its tools', async () => {
    const run = await parleyRun(
      [{ id: 'slow', inputs: { prompt: 'quiet-slow-tool' }, first_event_timeout_seconds: 2 }],
      { timeout: 300 },
    );
    const record = only(run);
    assert.equal(record.outcome, 'first_event_timeout', run.output);
    assert.equal(record.turns.length, 1, run.output);
    assert.equal(record.turns[0]!.stop_reason, 'first_event_timeout', run.output);
    // The pid file holds the agent's pid and its tool process's (in a group of its own).
    assert.equal(run.pids.length, 2, run.output);
    assert.deepEqual(await leftRunning(run.pids), [], 'the tool process was stopped by the agent');
  });

  it('3: tool calls: stable name, kind, title and locations; graders match by kind and name', async () => {
    const run = await parleyRun(
      [
        {
          id: 'writes',
          inputs: { prompt: 'write hello' },
          assertions: [
            { type: 'tool_called', value: { kind: 'edit', path: 'hello.txt' } },
            { type: 'tool_called', value: 'write_file' },
          ],
        },
      ],
      {
        graders: [
          {
            type: 'tool_calls',
            name: 'wrote',
            config: { expect: [{ tool: '^write_file$', kind: 'edit' }] },
          },
        ],
      },
    );
    const record = only(run);
    assert.equal(record.status, 'passed', run.output + JSON.stringify(record, null, 1));
    const call = record.turns[0]!.tool_calls[0]!;
    assert.equal(call.name, 'write_file');
    assert.equal(call.kind, 'edit');
    assert.equal(call.title, 'Writing hello.txt');
    assert.match(call.locations?.[0]?.path ?? '', /hello\.txt$/);
  });

  it('4 and 6: permission requests are recorded in the turn; a permission-only call and an update for an unknown id are tool calls', async () => {
    const run = await parleyRun(
      [
        { id: 'denied', inputs: { prompt: 'write hello' }, agent: { permissions: 'deny' } },
        { id: 'shell', inputs: { prompt: 'permission-only' } },
        { id: 'ghost', inputs: { prompt: 'unknown-update' } },
      ],
      { agent: { permissions: 'allow_all' } },
    );
    const byId = (id: string) => run.records.find((r) => r.task_id === id)!;
    const denied = byId('denied').turns[0]!;
    const shown = denied.permissions?.[0]?.arguments as { path: string } | undefined;
    assert.match(shown?.path ?? '', /hello\.txt$/);
    assert.deepEqual(
      denied.permissions?.map(({ arguments: _, ...rest }) => rest),
      [
        {
          tool_call_id: 't1',
          tool: 'write_file',
          title: 'Writing hello.txt',
          kind: 'edit',
          options: [
            { option_id: 'yes', name: 'Allow', kind: 'allow_once' },
            { option_id: 'no', name: 'Reject', kind: 'reject_once' },
          ],
          outcome: 'selected',
          option_id: 'no',
          option_kind: 'reject_once',
          allowed: false,
        },
      ],
    );
    const shell = byId('shell').turns[0]!;
    assert.deepEqual(
      shell.tool_calls.map((c) => [c.name, c.kind, c.title, c.status]),
      [['run_shell_command', 'execute', 'echo hi > shell.txt', 'pending']],
    );
    assert.equal(shell.permissions?.[0]?.allowed, true);
    const ghost = byId('ghost').turns[0]!;
    assert.deepEqual(
      ghost.tool_calls.map((c) => [c.name, c.kind, c.success]),
      [['edit', 'edit', true]],
    );
  });

  it('5: an agent that exits at start: its exit status and the last lines of its stderr', async () => {
    const run = await parleyRun([{ id: 'bad-flag', inputs: { prompt: 'hi' } }], {
      agent: { args: [FAKE, '--x'] },
    });
    const record = only(run);
    assert.equal(record.outcome, 'agent_error', run.output);
    assert.match(record.error?.message ?? '', /code 2/);
    assert.match(record.error?.message ?? '', /unexpected argument '--x'/);
  });

  it('7: a missing file is resource-not-found; the fs capabilities are configurable', async () => {
    const run = await parleyRun([
      { id: 'missing', inputs: { prompt: 'read:missing.txt' } },
      { id: 'no-fs', inputs: { prompt: 'caps' }, agent: { fs: false } },
      { id: 'fs', inputs: { prompt: 'caps' } },
    ]);
    const output = (id: string) => run.records.find((r) => r.task_id === id)!.turns[0]!.output;
    assert.match(output('missing'), /read refused: \(code -32002\)/, run.output);
    assert.match(output('no-fs'), /"fs":\{"readTextFile":false,"writeTextFile":false\}/);
    assert.match(output('fs'), /"fs":\{"readTextFile":true,"writeTextFile":true\}/);
  });

  it('8: usage as the agent means it: cumulative, under _meta.quota, or not reported', async () => {
    const run = await parleyRun([
      {
        id: 'copilot-like',
        inputs: { prompt: 'cumulative', follow_up_prompts: ['cumulative', 'cumulative'] },
        agent: { usage: 'cumulative' },
      },
      { id: 'gemini-like', inputs: { prompt: 'quota-usage' } },
      { id: 'codex-like', inputs: { prompt: 'no-usage' } },
    ]);
    const byId = (id: string) => run.records.find((r) => r.task_id === id)!;
    const copilot = byId('copilot-like');
    assert.deepEqual(
      copilot.turns.map((t) => t.usage.total_tokens),
      [110, 110, 110],
      run.output,
    );
    assert.equal(copilot.usage.agent.total_tokens, 330);
    // Cache reads are summed over the session too: each turn's share is the difference.
    assert.deepEqual(
      copilot.turns.map((t) => t.usage.cached_input_tokens),
      [40, 40, 40],
    );
    assert.equal(copilot.usage.agent.cached_input_tokens, 120);
    assert.deepEqual(byId('gemini-like').turns[0]!.usage, {
      input_tokens: 50,
      output_tokens: 5,
      total_tokens: 55,
      requests: 1,
    });
    const codex = byId('codex-like');
    assert.equal(codex.turns[0]!.usage.reported, false);
    assert.equal(codex.usage.agent.reported, false);
  });

  it('9: separate agent messages in one turn are separated', async () => {
    const run = await parleyRun([
      { id: 'two', inputs: { prompt: 'two-messages' } },
      { id: 'around', inputs: { prompt: 'text-tool-text' } },
    ]);
    const output = (id: string) => run.records.find((r) => r.task_id === id)!.turns[0]!.output;
    assert.equal(output('two'), 'First message.\n\nSecond message.', run.output);
    assert.equal(output('around'), 'Looking.\n\nDone.');
  });
});

describe('real ACP agents, second pass', { concurrency: 4 }, () => {
  it("31.1: a call's arguments are its own whatever the order; the permission's input beside them", async () => {
    const run = await parleyRun(
      [
        { id: 'call-first', inputs: { prompt: 'args-call-first' } },
        { id: 'permission-first', inputs: { prompt: 'args-permission-first' } },
      ],
      {
        graders: [
          {
            type: 'tool_calls',
            name: 'path',
            config: { expect: [{ tool: '^create$', args: { path: { regex: 'args\\.txt$' } } }] },
          },
        ],
      },
    );
    assert.equal(run.records.length, 2, run.output);
    for (const record of run.records) {
      const [call] = record.turns[0]!.tool_calls;
      assert.deepEqual(
        [call?.name, Object.keys(call?.arguments as object), call?.title],
        ['create', ['path', 'file_text'], 'Creating args.txt'],
        record.task_id,
      );
      assert.match(String((call?.arguments as { path: string }).path), /args\.txt$/);
      const [permission] = record.turns[0]!.permissions ?? [];
      assert.deepEqual(Object.keys(permission?.arguments as object), ['fileName', 'diff']);
      assert.equal(record.status, 'passed', `${record.task_id}: ${JSON.stringify(record.graders)}`);
    }
  });

  it('31.2: a tool process in a session of its own does not outlive its killed agent', async () => {
    const run = await parleyRun([{ id: 'dies', inputs: { prompt: 'die-in-tool' } }], {
      agent: { permissions: 'allow_all' },
    });
    const left = await leftRunning(run.pids);
    assert.equal(run.code, 1, run.output);
    // The agent's pid, then its tool's (`sleep 300`, parent PID 1 once the agent died).
    assert.equal(run.pids.length, 2, run.output);
    assert.deepEqual(left, [], 'no process the agent started is left');
  });

  it('31.2: stopping gives the agent its grace after SIGTERM, also when its wrapper is dead', async () => {
    const termFile = join(root, 'term-file');
    writeFileSync(termFile, '');
    const run = await parleyRun([{ id: 'wrapped', inputs: { prompt: 'kill-wrapper' } }], {
      agent: {
        args: [FAKE, '--wrapper'],
        env: { FAKE_ACP_PID_FILE: join(root, 'unused-pids'), FAKE_ACP_TERM_FILE: termFile },
      },
    });
    const record = only(run);
    assert.match(record.error?.message ?? '', /exited unexpectedly \(SIGKILL\)/, run.output);
    assert.equal(readFileSync(termFile, 'utf8'), 'cleaned up\n');
  });

  it('31.3: a call still running when the agent dies is recorded, unfinished', async () => {
    const run = await parleyRun([{ id: 'dies', inputs: { prompt: 'die-in-tool' } }], {
      agent: { permissions: 'allow_all' },
    });
    await leftRunning(run.pids);
    assert.equal(run.code, 1, run.output);
    const record = only(run);
    assert.equal(`${record.status}/${record.outcome}`, 'error/agent_error', run.output);
    assert.match(record.error?.message ?? '', /exited unexpectedly \(code 4\)/);
    const turn = record.turns[0]!;
    assert.equal(turn.permissions?.[0]?.allowed, true);
    assert.deepEqual(
      turn.tool_calls.map((c) => [c.kind, c.status, c.success, c.arguments]),
      [['execute', 'in_progress', false, { command: 'sleep 300' }]],
    );
  });

  it('31.4: an announced tool call is an event: the first-event clock stops', async () => {
    const run = await parleyRun([
      {
        id: 'announces',
        inputs: { prompt: 'announce-then-wait' },
        first_event_timeout_seconds: 2,
      },
    ]);
    const record = only(run);
    assert.equal(`${record.status}/${record.outcome}`, 'passed/completed', run.output);
    assert.equal(record.turns[0]!.output, 'tests pass');
    assert.deepEqual(
      record.turns[0]!.tool_calls.map((c) => [c.kind, c.status]),
      [['execute', 'completed']],
    );
  });

  // Each agent sends updates unprompted that say nothing about the turn (issue 45.1): with a
  // model that never answers, the first-event clock fires all the same, not the run's deadline.
  for (const agent of ['codex', 'copilot', 'gemini']) {
    it(`45.1: ${agent}'s unprompted updates are not a first event: first_event_timeout fires`, async () => {
      const run = await parleyRun(
        [{ id: 'hung-model', inputs: { prompt: 'hang' }, first_event_timeout_seconds: 1 }],
        { agent: { env: { FAKE_ACP_UNPROMPTED: agent } }, timeout: 25 },
      );
      await leftRunning(run.pids);
      const record = only(run);
      assert.equal(record.outcome, 'first_event_timeout', run.output);
      assert.equal(record.turns[0]!.stop_reason, 'first_event_timeout');
      assert.equal(record.turns[0]!.first_event_ms, null);
      assert.match(record.error?.message ?? '', /first_event_timeout_seconds \(1 s\)/);
    });
  }

  it('31.5: an agent that exits at start: the head and tail of its stderr, in the message and the record', async () => {
    const run = await parleyRun([{ id: 'bad-args', inputs: { prompt: 'hi' } }], {
      agent: { args: [FAKE, '--noisy-x'] },
    });
    const record = only(run);
    assert.equal(record.outcome, 'agent_error', run.output);
    const message = record.error?.message ?? '';
    assert.match(message, /code 1/);
    assert.match(message, /Unknown arguments: noisy-x/);
    assert.match(message, /option-45 /);
    assert.match(message, /more in the record's stderr field/);
    assert.match(record.stderr ?? '', /^Unknown arguments: noisy-x, noisyX\n/);
    assert.match(record.stderr ?? '', /--option-45 {2}what option 45 does\n$/);
  });

  it('31.5: a flood of stderr: the record keeps its head and its tail, and says what it left out', async () => {
    const run = await parleyRun([{ id: 'flood', inputs: { prompt: 'hi' } }], {
      agent: { args: [FAKE, '--flood-x'] },
    });
    const stderr = only(run).stderr ?? '';
    assert.match(stderr, /^Unknown arguments: flood-x\n/, run.output);
    assert.match(stderr, /\n… \[\d+ characters left out\] …\n/);
    assert.match(stderr, /bye: exiting\n$/);
    assert.ok(stderr.length < 8100, `${stderr.length} characters`);
  });
});
