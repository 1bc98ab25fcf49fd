// The engine's benchmark: many multi-turn conversations with the LLM responder against a
// loopback OpenAI-compatible server with a fixed latency per request. It prints the wall time
// against the ideal time (turns are sequential within a conversation, conversations run in
// parallel across workers), their ratio, runs per second and peak RSS. It also prints the floor:
// the same sequential turns at the endpoint's measured round trip through the openai SDK alone,
// which is what this machine's HTTP stack and fake server cost before Parley does anything.
// Targets: ratio <= 1.15 at 200 conversations x 4 turns x 16 workers with 20 ms latency; peak RSS < 200 MB at 5,000 runs.
// Nothing here asserts a time: the figures are printed for a person to read.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import OpenAI from 'openai';
import { runLoadedSuites } from '../src/engine/execute.js';
import type { Suite } from '../src/spec/model.js';
import { mock, suiteOf } from '../test/engine/helpers.js';

const TURNS = 4;

/** Starts the fake responder endpoint in its own process; resolves with its base URL. */
async function startEndpoint(latencyMs: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/fake-responder.ts', String(latencyMs), String(TURNS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { url: line.trim(), stop: () => child.kill('SIGTERM') };
}

function suite(conversations: number): Suite {
  const script = Array.from({ length: TURNS }, (_, i) => `Question ${i + 1}?`);
  return suiteOf(
    Array.from({ length: conversations }, (_, i) => ({
      id: `conversation-${i}`,
      mock: mock(...script),
      plan: {
        kind: 'responder' as const,
        responder: { instructions: 'answer every question', maxFollowups: TURNS, model: 'bench' },
      },
    })),
    { parallel: true },
  );
}

/** One request's round trip through the openai SDK alone (no Parley), after a warm-up. */
async function measureRoundTrip(baseURL: string): Promise<number> {
  const client = new OpenAI({ baseURL, apiKey: 'bench-key', maxRetries: 0 });
  const ask = () =>
    client.chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: 'Question 1?' }],
    });
  for (let i = 0; i < 5; i++) await ask();
  const started = performance.now();
  for (let i = 0; i < 20; i++) await ask();
  return (performance.now() - started) / 20;
}

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

async function scenario(conversations: number, workers: number, latencyMs: number, quiet = false) {
  const endpoint = await startEndpoint(latencyMs);
  const roundTrip = await measureRoundTrip(endpoint.url);
  const dir = await mkdtemp(join(tmpdir(), 'parley-bench-'));
  peakRss = process.memoryUsage().rss;
  const started = performance.now();
  try {
    const result = await runLoadedSuites([suite(conversations)], {
      paths: [],
      outputDir: dir,
      quiet: true,
      workers,
      endpoint: { baseURL: endpoint.url, apiKey: 'bench-key' },
    });
    const wall = (performance.now() - started) / 1000;
    const decisions = result.records.reduce((n, r) => n + r.usage.responder.requests, 0);
    const sequentialTurns = Math.ceil(conversations / workers) * TURNS;
    const ideal = (sequentialTurns * latencyMs) / 1000;
    // What this endpoint and HTTP client cost without Parley: the floor of any engine here.
    const floor = (sequentialTurns * roundTrip) / 1000;
    const notStopped = result.records.filter((r) => r.outcome !== 'stopped').length;
    if (quiet) return;
    console.log(
      [
        `${String(conversations).padStart(5)} conversations x ${TURNS} turns, ${String(workers).padStart(2)} workers, ${latencyMs} ms latency:`,
        `wall ${wall.toFixed(2)} s`,
        ideal ? `ideal ${ideal.toFixed(2)} s` : 'ideal 0 s',
        ideal ? `ratio ${(wall / ideal).toFixed(2)}` : 'ratio -',
        `floor ${floor.toFixed(2)} s (round trip ${roundTrip.toFixed(1)} ms) ratio ${(wall / floor).toFixed(2)}`,
        `${(result.records.length / wall).toFixed(1)} runs/s`,
        `${decisions} responder calls`,
        `peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
        ...(notStopped ? [`(${notStopped} runs did not end as expected!)`] : []),
      ].join(' | '),
    );
  } finally {
    endpoint.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Peak RSS (VmHWM) of a running Linux process, in bytes; 0 where /proc is not available. */
function peakRssOf(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The product as users run it: `parley run` from the bundle (dist/cli) in its own process, on a
 * Yao JSONL suite of `tests` simulator-driven conversations; its peak RSS is read from /proc.
 */
async function cliScenario(tests: number, workers: number) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-bench-cli-'));
  const script = Array.from({ length: TURNS }, (_, i) => `Question ${i + 1}?`);
  const lines = Array.from({ length: tests }, (_, i) =>
    JSON.stringify({
      id: `t${i}`,
      input: 'Start.',
      simulator: { use: 'bench' },
      max_turns: TURNS,
      mock: script,
      assert: { type: 'contains', value: 'Question' },
    }),
  );
  writeFileSync(join(dir, 'tests.jsonl'), `${lines.join('\n')}\n`);
  const endpoint = await startEndpoint(0);
  try {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [
        'bin/parley.js',
        'run',
        join(dir, 'tests.jsonl'),
        '--executor',
        'mock',
        '-o',
        join(dir, 'out'),
        '--workers',
        String(workers),
        '-q',
      ],
      {
        stdio: 'ignore',
        env: { ...process.env, OPENAI_BASE_URL: endpoint.url, OPENAI_API_KEY: 'bench-key' },
      },
    );
    let peak = 0;
    const poll = setInterval(() => (peak = Math.max(peak, peakRssOf(child.pid!))), 50);
    const [code] = (await once(child, 'exit')) as [number];
    clearInterval(poll);
    const wall = (performance.now() - started) / 1000;
    const runs = readFileSync(join(dir, 'out', 'results.jsonl'), 'utf8')
      .trim()
      .split('\n').length;
    console.log(
      [
        `${String(tests).padStart(5)} conversations x ${TURNS} turns, ${workers} workers, 0 ms latency, bundled CLI:`,
        `wall ${wall.toFixed(2)} s`,
        `${(runs / wall).toFixed(1)} runs/s`,
        `${runs} runs (exit ${code})`,
        peak ? `peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB` : 'peak RSS unavailable (no /proc)',
      ].join(' | '),
    );
  } finally {
    endpoint.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

try {
  // Warm-up: module loading and JIT compilation are one-time costs, not per-conversation ones.
  await scenario(32, 16, 0, true);
  await scenario(200, 16, 20); // target: ratio <= 1.15
  await scenario(200, 4, 20);
  await cliScenario(5000, 32); // target: peak RSS < 200 MB
} finally {
  clearInterval(sampler);
}
