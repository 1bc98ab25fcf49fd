// Adapter failures end to end through runSuites, each in its classified outcome, with nothing
// left running: a hanging ACP agent (and the grandchild it started), an ACP command that never
// starts a session, an MCP server that exits at once, an HTTP endpoint answering 500, and an OpenAI model that never stops calling tools.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunRecord } from '../../src/results/schema.js';
import { startFakeChat, type FakeChat } from '../fakes/chat-server.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import {
  ACP_FAKE,
  childProcesses,
  newChildren,
  recordOf,
  runE2e,
  stillRunning,
  writeTree,
} from './e2e-helpers.js';

function suite(name: string, config: object): string {
  return JSON.stringify({ name, config, tasks: ['tasks/*.yaml'] });
}

function task(id: string, prompt = 'Add a new agent to my application.'): string {
  return JSON.stringify({ id, name: id, inputs: { prompt } });
}

describe('adapter failures, end to end', () => {
  let llm: FakeOpenAI;
  let chat: FakeChat;
  let tree: { dir: string; remove: () => Promise<void> };
  let records: RunRecord[];
  let children: string[];

  before(async () => {
    const already = await childProcesses();
    // The agent model only ever calls a tool: the iteration cap must end the turn.
    llm = await startFakeOpenAI(() => ({ toolCalls: [{ name: 'list_files', arguments: {} }] }), {
      apiKey: 'sk-failures',
    });
    chat = await startFakeChat(() => ({ status: 500, body: { error: 'upstream exploded' } }));
    tree = await writeTree((dir) => ({
      'hanging-acp/eval.yaml': suite('hanging-acp', {
        executor: 'acp',
        timeout_seconds: 3, // room for the fake to start and reach the prompt on a loaded machine
        agent: {
          command: process.execPath,
          args: [ACP_FAKE],
          // The fake records its pid and its grandchild's here.
          env: { FAKE_ACP_PID_FILE: join(dir, 'acp.pids') },
        },
      }),
      // The fake ACP agent starts a grandchild and ignores session/cancel on this prompt.
      'hanging-acp/tasks/t.yaml': task('hangs', 'ignore-cancel'),
      // A command that never speaks ACP at all: the run times out while the session starts.
      'silent-acp/eval.yaml': suite('silent-acp', {
        executor: 'acp',
        timeout_seconds: 1,
        agent: {
          command: '/bin/sh',
          args: ['-c', 'echo $$ > "$PID_FILE"; exec sleep 60'],
          env: { PID_FILE: join(dir, 'silent.pid') },
        },
      }),
      'silent-acp/tasks/t.yaml': task('never-starts'),
      'broken-mcp/eval.yaml': suite('broken-mcp', {
        executor: 'openai',
        mcp_servers: {
          'docs-server': { command: process.execPath, args: ['-e', 'process.exit(7)'] },
        },
      }),
      'broken-mcp/tasks/t.yaml': task('mcp-fails'),
      'http-500/eval.yaml': suite('http-500', {
        executor: 'http',
        agent: { url: `${chat.url}/chat`, response_path: 'reply' },
      }),
      'http-500/tasks/t.yaml': task('answers-500'),
      'tool-loop/eval.yaml': suite('tool-loop', {
        executor: 'openai',
        agent: { max_iterations: 3 },
      }),
      'tool-loop/tasks/t.yaml': task('never-stops'),
    }));
    const run = await runE2e([tree.dir], {
      cwd: tree.dir,
      endpoint: { baseURL: llm.url, apiKey: 'sk-failures' },
      model: 'agent-model',
      llmOptions: { maxRetries: 0 },
    });
    records = run.lines;
    children = await newChildren(already);
  });
  after(async () => {
    // Should an adapter have leaked a process, it still must not outlive the test.
    for (const file of tree ? ['acp.pids', 'silent.pid'] : []) {
      const text = await readFile(join(tree.dir, file), 'utf8').catch(() => '');
      for (const pid of text.split('\n').filter(Boolean)) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // Gone, as it should be.
        }
      }
    }
    await llm?.close();
    await chat?.close();
    await tree?.remove();
  });

  it('a hanging ACP agent times out, and its process group is gone', async () => {
    const record = recordOf(records, 'hangs');
    assert.deepEqual([record.status, record.outcome], ['error', 'timeout']);
    assert.match(record.error?.message ?? '', /timeout_seconds \(3 s\)/);
    const pids = (await readFile(join(tree.dir, 'acp.pids'), 'utf8')).trim().split('\n');
    assert.equal(pids.length, 2, 'the agent and the grandchild it started');
    for (const pid of pids) assert.equal(await stillRunning(Number(pid)), false, `pid ${pid}`);
  });

  it('an ACP command that never answers initialize times out, and is gone', async () => {
    const record = recordOf(records, 'never-starts');
    assert.deepEqual([record.status, record.outcome], ['error', 'timeout']);
    const pid = Number(await readFile(join(tree.dir, 'silent.pid'), 'utf8'));
    assert.equal(await stillRunning(pid), false, `pid ${pid}`);
  });

  it('an MCP server that exits at once is an agent_error naming the server', () => {
    const record = recordOf(records, 'mcp-fails');
    assert.deepEqual([record.status, record.outcome], ['error', 'agent_error']);
    assert.match(record.error?.message ?? '', /MCP server "docs-server" failed to start/);
  });

  it('an HTTP endpoint answering 500 is an agent_error with the status', () => {
    const record = recordOf(records, 'answers-500');
    assert.deepEqual([record.status, record.outcome], ['error', 'agent_error']);
    assert.match(record.error?.message ?? '', /answered 500/);
  });

  it('an OpenAI model that never stops calling tools is an agent_error at the iteration cap', () => {
    const record = recordOf(records, 'never-stops');
    assert.deepEqual([record.status, record.outcome], ['error', 'agent_error']);
    assert.match(record.error?.message ?? '', /iteration cap \(config\.agent\.max_iterations\)/);
    assert.equal(record.turns[0]?.tool_calls.length, 3, 'three iterations, each one tool call');
    assert.equal(llm.requests.length, 3);
  });

  it('leaves no child process behind', () => {
    assert.deepEqual(children, []);
  });
});
