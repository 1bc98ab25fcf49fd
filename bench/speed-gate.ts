// The speed gate (`npm run bench:speed`, in .ci/run): this build's CLI against a baseline build's
// (the previous commit's committed bundle), on the CPU time `parley run` uses, the figure a
// busy machine disturbs least (wall time on a shared 2-core machine varies by 2x from pass to
// pass). Two workloads against an in-process loopback model with no latency, so the CPU is what
// a run waits for: single-turn tests of the openai agent, and conversations of the mock agent
// with the LLM responder. Passes come in pairs, in alternating order (A B, B A, A B, ...), after
// one untimed pass of each side; each pair gives one ratio (this build's CPU time over the
// baseline's), and the gate fails when the median ratio over every pair of every workload is
// past PARLEY_SPEED_MAX (default 1.15): a build 1.3x slower fails, the same build does not
// (docs/benchmarks.md, "Speed gate", has the measured false trips and detection).
// Knobs: PARLEY_SPEED_BASELINE (the baseline's dist/cli/index.js; required), PARLEY_SPEED_CLI
// (default dist/cli/index.js), PARLEY_SPEED_PAIRS (per workload, default 8), PARLEY_SPEED_MAX.
// bench/slowed-cli.mjs makes a deliberately slower build to check the gate with.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeOpenAI } from '../test/fakes/openai-server.js';
import { decide, USAGE } from './fake-decisions.js';
import { median, range } from './stats.js';

const TURNS = 4;
const WORKERS = 16;
const QUESTIONS = Array.from({ length: TURNS }, (_, i) => `Question ${i + 1}?`);

interface Workload {
  name: string;
  executor: 'openai' | 'mock';
  lines: object[];
}

const WORKLOADS: Workload[] = [
  {
    name: '60 single-turn tests, openai agent',
    executor: 'openai',
    lines: Array.from({ length: 60 }, (_, i) => ({
      id: `t${i}`,
      input: `Task ${i}: say OK`,
      assert: { type: 'contains', value: 'OK' },
    })),
  },
  {
    name: `20 conversations of ${TURNS} turns, LLM responder`,
    executor: 'mock',
    lines: Array.from({ length: 20 }, (_, i) => ({
      id: `t${i}`,
      input: `Start task ${i}.`,
      simulator: { use: 'bench' },
      max_turns: TURNS,
      mock: QUESTIONS,
      assert: { type: 'contains', value: 'Question' },
    })),
  },
];

interface Pass {
  cpuMs: number;
  wallMs: number;
}

async function pass(cli: string, w: Workload, dir: string, env: NodeJS.ProcessEnv): Promise<Pass> {
  const cpuFile = join(dir, 'cpu');
  const out = join(dir, 'out');
  const args = [
    '--import',
    resolve('bench/cpu-time.mjs'),
    cli,
    'run',
    join(dir, 'suite.jsonl'),
    '--executor',
    w.executor,
    '--model',
    'bench',
    '-o',
    out,
    '--workers',
    String(WORKERS),
    '-q',
  ];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env, PARLEY_BENCH_CPU_TIME: cpuFile },
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  const wallMs = performance.now() - started;
  if (code !== 0) throw new Error(`${cli} run exited ${code}: ${stderr}`);
  const cpuMs = Number(await readFile(cpuFile, 'utf8')) / 1000;
  await rm(out, { recursive: true, force: true });
  return { cpuMs, wallMs };
}

async function workload(mine: string, baseline: string, w: Workload, pairs: number) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-speed-'));
  const fake = await startFakeOpenAI((request) =>
    request.body.response_format
      ? { content: decide(request.body, TURNS), usage: USAGE }
      : { content: 'OK', usage: USAGE },
  );
  try {
    await writeFile(join(dir, 'suite.jsonl'), w.lines.map((l) => JSON.stringify(l)).join('\n'));
    const env = { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'bench-key' };
    const run = (cli: string) => pass(cli, w, dir, env);
    await run(mine); // untimed: the file cache, Node's compile cache
    await run(baseline);
    const cpu: number[] = [];
    const wall: number[] = [];
    const mineMs: number[] = [];
    for (let i = 0; i < pairs; i++) {
      const mineFirst = i % 2 === 0;
      const first = await run(mineFirst ? mine : baseline);
      const second = await run(mineFirst ? baseline : mine);
      const [a, b] = mineFirst ? [first, second] : [second, first];
      cpu.push(a.cpuMs / b.cpuMs);
      mineMs.push(a.cpuMs);
      wall.push(a.wallMs / b.wallMs);
    }
    console.log(
      `${w.name}: this build ${median(mineMs).toFixed(0)} ms of CPU; CPU time this build / baseline ${median(cpu).toFixed(2)}x (${range(cpu)}), wall ${median(wall).toFixed(2)}x (${range(wall)})`,
    );
    return cpu;
  } finally {
    await fake.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const given = process.env.PARLEY_SPEED_BASELINE;
  if (!given) throw new Error('PARLEY_SPEED_BASELINE: the baseline build (its dist/cli/index.js)');
  const baseline = resolve(given);
  const mine = resolve(process.env.PARLEY_SPEED_CLI ?? 'dist/cli/index.js');
  const pairs = Number(process.env.PARLEY_SPEED_PAIRS ?? 8);
  const max = Number(process.env.PARLEY_SPEED_MAX ?? 1.15);
  console.log(
    `speed gate: ${mine} against ${baseline}, ${pairs} pairs a workload, Node ${process.version}`,
  );
  const ratios: number[] = [];
  for (const w of WORKLOADS) ratios.push(...(await workload(mine, baseline, w, pairs)));
  const overall = median(ratios);
  const verdict = overall > max ? 'FAIL' : 'ok';
  console.log(
    `${verdict}: CPU time this build / baseline ${overall.toFixed(2)}x, the median of ${ratios.length} pairs (fails past ${max}x)`,
  );
  if (overall > max) process.exitCode = 1;
}

await main();
