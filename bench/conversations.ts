// Benchmarks of the engine: how fast conversations run when the agent and the responder cost
// nothing (engine overhead: loop, grading, fsync per result line), and how the worker pool
// overlaps LLM latency (responder over a loopback OpenAI-compatible server with fixed latency).
// Prints its figures; nothing here asserts a time.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLoadedSuites } from '../src/engine/execute.js';
import type { Suite } from '../src/spec/model.js';
import { startFakeOpenAI } from '../test/fakes/openai-server.js';
import { mock, QUESTIONS, rulesResponder, suiteOf } from '../test/engine/helpers.js';

async function measure(
  label: string,
  suites: Suite[],
  options: { workers: number; baseURL?: string },
) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-bench-'));
  const started = performance.now();
  const result = await runLoadedSuites(suites, {
    paths: [],
    outputDir: dir,
    quiet: true,
    workers: options.workers,
    endpoint: options.baseURL ? { baseURL: options.baseURL, apiKey: 'bench' } : undefined,
  });
  const seconds = (performance.now() - started) / 1000;
  const runs = result.records.length;
  const turns = result.records.reduce((n, r) => n + r.turns.length, 0);
  console.log(
    `${label.padEnd(52)} ${String(runs).padStart(5)} runs ${String(turns).padStart(6)} turns ` +
      `${seconds.toFixed(2).padStart(7)} s ${(runs / seconds).toFixed(1).padStart(8)} runs/s ` +
      `${((seconds * 1000) / turns).toFixed(2).padStart(7)} ms/turn`,
  );
  await rm(dir, { recursive: true, force: true });
}

function rulesSuite(tasks: number): Suite {
  return suiteOf(
    Array.from({ length: tasks }, (_, i) => ({
      id: `task-${i}`,
      mock: mock(...QUESTIONS, 'Created agents/research-agent.agent.yaml.'),
      plan: { kind: 'responder' as const, responder: rulesResponder(6) },
    })),
    { parallel: true },
  );
}

function llmSuite(tasks: number): Suite {
  return suiteOf(
    Array.from({ length: tasks }, (_, i) => ({
      id: `task-${i}`,
      mock: mock(...QUESTIONS, 'Created agents/research-agent.agent.yaml.'),
      plan: {
        kind: 'responder' as const,
        responder: { instructions: 'configure research-agent', maxFollowups: 6, model: 'bench' },
      },
    })),
    { parallel: true },
  );
}

console.log('engine overhead (mock agent, rule responder, 5 turns per run):');
for (const workers of [1, 8])
  await measure(`  500 runs, ${workers} worker(s)`, [rulesSuite(500)], { workers });

const LATENCY_MS = 50;
const fake = await startFakeOpenAI(
  () => ({
    content: JSON.stringify({ decision: 'reply', reply: 'research-agent', reason: 'bench' }),
    usage: { prompt_tokens: 200, completion_tokens: 10 },
  }),
  { latencyMs: LATENCY_MS },
);
console.log(
  `\nLLM responder over loopback HTTP, ${LATENCY_MS} ms per decision, 5 decisions per run; the client sends at most 8 requests at once per endpoint:`,
);
try {
  for (const workers of [1, 4, 16]) {
    await measure(`  40 runs, ${workers} worker(s)`, [llmSuite(40)], {
      workers,
      baseURL: fake.url,
    });
  }
} finally {
  await fake.close();
}
