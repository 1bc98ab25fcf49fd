// MCP servers of the built-in agent, as real servers misbehave, through `parley run` as a user
// runs it: a server that never answers the handshake is bounded by the run's deadline, the
// processes a server starts do not outlive the run, and a server that fails at start is
// reported with its own words (stderr), not "Connection closed".
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readResults } from '../../src/results/jsonl.js';
import type { RunRecord } from '../../src/results/schema.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { stillRunning } from './e2e-helpers.js';
import { CLI_ARGS } from '../cli-args.js';

const SERVER = resolve('test/fakes/mcp-server.mjs');
const root = mkdtempSync(join(tmpdir(), 'parley-mcp-life-'));
let model: FakeOpenAI;
before(async () => {
  model = await startFakeOpenAI(() => ({ content: 'Done.' }));
});
after(async () => {
  await model.close();
  rmSync(root, { recursive: true, force: true });
});

let runs = 0;

/** `parley run` of one task whose server runs in `mode` (killed after `limitMs`). */
async function parleyRun(
  mode: string,
  { timeout = 30, limitMs = 25_000, tag = undefined as string | undefined } = {},
) {
  // The test's own tag (NAME=value) on the server's environment: its processes are found by it.
  const env = tag ? Object.fromEntries([tag.split('=') as [string, string]]) : {};
  const dir = join(root, `suite-${++runs}`);
  const pidFile = join(dir, 'pids');
  mkdirSync(dir, { recursive: true });
  writeFileSync(pidFile, '');
  writeFileSync(
    join(dir, 'eval.yaml'),
    JSON.stringify({
      name: `mcp-${mode}`,
      config: {
        executor: 'openai',
        model: 'agent-model',
        timeout_seconds: timeout,
        mcp_servers: {
          docs: {
            command: process.execPath,
            args: [SERVER],
            env: { FAKE_MCP_MODE: mode, FAKE_MCP_PID_FILE: pidFile, ...env },
          },
        },
      },
      tasks: [{ id: mode, inputs: { prompt: 'Look it up.' } }],
    }),
  );
  const out = join(dir, 'out');
  const child = spawn(process.execPath, [...CLI_ARGS, 'run', dir, '-o', out], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, OPENAI_BASE_URL: model.url, OPENAI_API_KEY: 'sk-mcp' },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
    child.on('close', (c, s) => done([c, s])),
  );
  clearTimeout(killer);
  let records: RunRecord[] = [];
  try {
    records = readResults(join(out, 'results.jsonl'));
  } catch {
    // Parley was killed before it wrote them: the assertions say so.
  }
  const taggedLeft = tag ? tagged(tag) : [];
  for (const pid of taggedLeft) process.kill(pid, 'SIGKILL');
  const pids = readFileSync(pidFile, 'utf8').split('\n').filter(Boolean).map(Number);
  const left: number[] = [];
  for (const pid of pids) if (await stillRunning(pid)) left.push(pid);
  for (const pid of left) process.kill(pid, 'SIGKILL');
  return { code, signal, output, records, pids, left, taggedLeft };
}

/** Live processes whose environment holds `marker` (NAME=value). */
function tagged(marker: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
        if (stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z') return false;
        return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('MCP servers of the built-in agent', { concurrency: 3 }, () => {
  it("a server that never answers the handshake ends at the run's deadline, not 30 s later", async () => {
    // The limit is under the handshake's own 30 s cap: only the run's 2 s deadline ends it.
    const run = await parleyRun('silent', { timeout: 2, limitMs: 20_000 });
    assert.equal(run.signal, null, `Parley did not exit by itself: ${run.output}`);
    assert.equal(run.records.length, 1, run.output);
    assert.equal(run.records[0]!.outcome, 'timeout');
    assert.deepEqual(run.left, [], 'the server is stopped');
  });

  it('a server that hangs in the handshake: its own child does not outlive the run (45.2)', async () => {
    // Its `sleep 600` is found by the test's tag, whatever its parent became.
    const tag = `PARLEY_TEST_MCP_TAG=${randomBytes(8).toString('hex')}`;
    const run = await parleyRun('silent-child', { timeout: 2, tag, limitMs: 60_000 });
    assert.deepEqual(run.taggedLeft, [], 'no process of the server is left');
    assert.equal(run.signal, null, `Parley did not exit by itself: ${run.output}`);
    assert.equal(run.records[0]?.outcome, 'timeout', run.output);
    // The server and its sleep 600 (each attempt's: a timed-out run may be retried).
    assert.ok(run.pids.length >= 2, `pids ${run.pids.join(' ')}`);
  });

  it("a server's own children do not outlive the run", async () => {
    const run = await parleyRun('child');
    assert.equal(run.code, 0, run.output);
    assert.equal(run.records[0]?.status, 'passed', run.output);
    assert.equal(run.pids.length, 2, 'the server and its sleep 600');
    assert.deepEqual(run.left, [], 'no process of the server is left');
  });

  it('a server that fails at start is reported with its stderr', async () => {
    const run = await parleyRun('fail-start');
    assert.equal(run.code, 1, run.output);
    const record = run.records[0];
    assert.equal(record?.outcome, 'agent_error', run.output);
    assert.match(record?.error?.message ?? '', /MCP server "docs" failed to start/);
    assert.match(record?.error?.message ?? '', /None of the specified directories are accessible/);
  });
});
