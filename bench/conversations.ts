// The engine's benchmark: many multi-turn conversations with the LLM responder against a
// loopback OpenAI-compatible server with a fixed latency per request. It prints the wall time
// against the ideal time (turns are sequential within a conversation, conversations run in
// parallel across workers), their ratio, runs per second and peak RSS. Targets: ratio <= 1.15 at
// 200 conversations x 4 turns x 16 workers with 20 ms latency; peak RSS < 200 MB at 5,000 runs.
// Nothing here asserts a time: the figures are printed for a person to read.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
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

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

async function scenario(conversations: number, workers: number, latencyMs: number, quiet = false) {
  const endpoint = await startEndpoint(latencyMs);
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
    const ideal = (Math.ceil(conversations / workers) * TURNS * latencyMs) / 1000;
    const notStopped = result.records.filter((r) => r.outcome !== 'stopped').length;
    if (quiet) return;
    console.log(
      [
        `${String(conversations).padStart(5)} conversations x ${TURNS} turns, ${String(workers).padStart(2)} workers, ${latencyMs} ms latency:`,
        `wall ${wall.toFixed(2)} s`,
        ideal ? `ideal ${ideal.toFixed(2)} s` : 'ideal 0 s',
        ideal ? `ratio ${(wall / ideal).toFixed(2)}` : 'ratio -',
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

try {
  // Warm-up: module loading and JIT compilation are one-time costs, not per-conversation ones.
  await scenario(32, 16, 0, true);
  await scenario(200, 16, 20); // target: ratio <= 1.15
  await scenario(200, 4, 20);
  await scenario(5000, 32, 0); // target: peak RSS < 200 MB
} finally {
  clearInterval(sampler);
}
