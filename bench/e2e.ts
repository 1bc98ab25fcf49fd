// The end-to-end bench (`npm run bench -- e2e`): what a user waits for, whole processes and all.
// Parley's bundled CLI (bin/parley.js run ...) against a bare process (bench/e2e-bare.mjs: the
// openai SDK sending the very same requests with the same workers, nothing else), on five
// workloads, each as a Yao JSONL suite and as waza's eval.yaml with a task file per test, against
// a loopback OpenAI-compatible server in its own process (bench/fake-e2e.ts):
// 400 single-turn tests of the openai agent at 50 ms and 0 ms latency, 100 scripted 4-turn
// conversations of the openai agent at 50 ms and at a latency that varies as a provider's does
// (log-normal, median 50 ms, p99 about 200 ms; the same for the same request on both sides), and
// 100 conversations of the mock agent with the LLM responder (4 questions). Before timing, one small run of each against an in-process fake shows
// the two send the same request bodies (the workspace folder's random name aside); during
// timing the server checks each pass's requests again (count and digest of the bodies).
// Passes alternate bare, Parley, bare, ...: each Parley pass is divided by the mean of the bare
// passes either side, and the ratio is printed as a median with its min-max. Where the time
// goes, from the server's clock: before the first request (start-up and loading), the runs
// (first request to last reply), after the last reply (finishing: results and reports, exit).
// Knobs: PARLEY_BENCH_E2E_SCALE (default 1: 400 tests and 100 conversations; 0.1 is the CI
// size), PARLEY_BENCH_E2E_PAIRS (Parley passes per workload, default 5), PARLEY_BENCH_E2E_CLI
// (another bundle's bin or dist/cli/index.js to time instead), PARLEY_BENCH_E2E_BASELINE
// (another build's dist/cli/index.js, e.g. the previous commit's: each Parley pass is paired
// with one of it, in alternating order, and the run fails when this build's median ratio over
// the workloads is past PARLEY_BENCH_E2E_MAX_SLOWDOWN, default 1.3), PARLEY_BENCH_E2E_NODE (the
// node binary both sides run on: the action runs Node 24, this machine's PATH has Node 20),
// PARLEY_BENCH_E2E_ONLY (only the workloads whose name contains it, e.g. "conversations").
// Nothing here asserts a time; it prints figures and fails only when the two sides' requests
// differ, a run does not end as expected (exit code) or the build is past the slowdown limit.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { ASKS_NOTE } from '../src/responder/system-prompt.js';
import { startFakeOpenAI } from '../test/fakes/openai-server.js';
import { normalizedBody } from './e2e-requests.js';
import { decide, USAGE } from './fake-decisions.js';
import { median, range } from './stats.js';

const TURNS = 4;
const WORKERS = 16;
const QUESTIONS = Array.from({ length: TURNS }, (_, i) => `Question ${i + 1}?`);

interface Workload {
  name: string;
  /** The model's latency per request; with `jitter`, the median of a log-normal latency. */
  latencyMs: number;
  /** The log-normal's log-sd (0.6: p99 about 4x the median), as providers' latency varies. */
  jitter?: number;
  tests: number;
  kind: 'agent' | 'responder';
  /** The suite's format: a Yao JSONL file, or waza's eval.yaml with one task file per test. */
  format: 'jsonl' | 'eval.yaml';
  /** The user's turns of conversation i (agent) or the mock agent's prompt (responder). */
  turns: (i: number) => string[];
}

function workloads(scale: number): Workload[] {
  const formats = ['jsonl', 'eval.yaml'] as const;
  return formats.flatMap((format) =>
    workloadsOf(scale).map((w) => ({
      ...w,
      format,
      name: format === 'jsonl' ? w.name : `${w.name} (eval.yaml)`,
    })),
  );
}

function workloadsOf(scale: number): Omit<Workload, 'format'>[] {
  const single = Math.max(4, Math.round(400 * scale));
  const conversations = Math.max(4, Math.round(100 * scale));
  const singleTurn = (i: number) => [`Task ${i}: say OK`];
  const scripted = (i: number) =>
    Array.from({ length: TURNS }, (_, t) => `Task ${i}, turn ${t + 1}: say OK`);
  return [
    {
      name: `${single} single-turn, 50 ms`,
      latencyMs: 50,
      tests: single,
      kind: 'agent',
      turns: singleTurn,
    },
    {
      name: `${single} single-turn, 0 ms`,
      latencyMs: 0,
      tests: single,
      kind: 'agent',
      turns: singleTurn,
    },
    {
      name: `${conversations} scripted ${TURNS}-turn, 50 ms`,
      latencyMs: 50,
      tests: conversations,
      kind: 'agent',
      turns: scripted,
    },
    {
      name: `${conversations} scripted ${TURNS}-turn, jittered 50 ms`,
      latencyMs: 50,
      jitter: 0.6,
      tests: conversations,
      kind: 'agent',
      turns: scripted,
    },
    {
      name: `${conversations} responder conversations, 50 ms`,
      latencyMs: 50,
      tests: conversations,
      kind: 'responder',
      turns: (i) => [`Start task ${i}.`],
    },
  ];
}

/** The workload as a Yao JSONL suite. */
function suiteLines(w: Workload): string {
  const lines = Array.from({ length: w.tests }, (_, i) => {
    const turns = w.turns(i);
    if (w.kind === 'responder') {
      return {
        id: `t${i}`,
        input: turns[0],
        simulator: { use: 'bench' },
        max_turns: TURNS,
        mock: QUESTIONS,
        assert: { type: 'contains', value: 'Question' },
      };
    }
    if (turns.length === 1)
      return { id: `t${i}`, input: turns[0], assert: { type: 'contains', value: 'OK' } };
    return {
      id: `t${i}`,
      turns: turns.map((input) => ({ input, assert: { type: 'contains', value: 'OK' } })),
    };
  });
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}

/** A task file of the workload's eval.yaml suite, as a waza user writes one. */
function taskYaml(w: Workload, i: number): string {
  const turns = w.turns(i);
  const lines = [`id: t${i}`, 'inputs:'];
  if (w.kind === 'responder') {
    lines.push(
      `  prompt: ${JSON.stringify(turns[0])}`,
      `  mock: [${QUESTIONS.map((q) => JSON.stringify(q)).join(', ')}]`,
      '  responder:',
      '    instructions: Answer every question.',
      `    max_followups: ${TURNS}`,
    );
  } else if (turns.length === 1) {
    lines.push(`  prompt: ${JSON.stringify(turns[0])}`);
  } else {
    lines.push('  turns:', ...turns.map((t) => `    - input: ${JSON.stringify(t)}`));
  }
  return lines.join('\n') + '\n';
}

/** The workload as waza's eval.yaml (one grader, the tasks' glob) and tasks/*.yaml. */
async function writeEvalSuite(w: Workload, dir: string): Promise<void> {
  await mkdir(join(dir, 'tasks'), { recursive: true });
  const evalYaml = [
    'name: bench',
    'skill: bench',
    'config:',
    `  executor: ${w.kind === 'agent' ? 'openai' : 'mock'}`,
    '  trials_per_task: 1',
    'graders:',
    '  - type: text',
    '    name: answered',
    '    config:',
    `      contains: [${w.kind === 'agent' ? 'OK' : 'Question'}]`,
    'tasks:',
    '  - tasks/*.yaml',
  ];
  await writeFile(join(dir, 'eval.yaml'), evalYaml.join('\n') + '\n');
  for (let i = 0; i < w.tests; i++) {
    await writeFile(join(dir, 'tasks', `t${i}.yaml`), taskYaml(w, i));
  }
}

/** Writes the workload's suite under `dir` in its format; resolves with the path `run` is given. */
async function writeSuite(w: Workload, dir: string, name: string): Promise<string> {
  if (w.format === 'jsonl') {
    const file = join(dir, `${name}.jsonl`);
    await writeFile(file, suiteLines(w));
    return file;
  }
  const folder = join(dir, name);
  await writeEvalSuite(w, folder);
  return folder;
}

function parleyArgs(
  cli: string,
  w: Workload,
  suite: string,
  out: string,
  workers: number,
): string[] {
  return [
    cli,
    'run',
    suite,
    '--executor',
    w.kind === 'agent' ? 'openai' : 'mock',
    '--model',
    'bench',
    '-o',
    out,
    '--workers',
    String(workers),
    '-q',
  ];
}

const now = () => performance.timeOrigin + performance.now();

/** Runs a process to its end; resolves with when it started and ended (epoch ms) and its code. */
/** The Node that runs both sides (PARLEY_BENCH_E2E_NODE, e.g. the action's Node 24; else this one). */
const NODE = process.env.PARLEY_BENCH_E2E_NODE ?? process.execPath;

/**
 * Runs a process to its end; resolves with when it started and ended (epoch ms) and its code.
 * With `rssFile`, bench/max-rss.mjs is preloaded to write its peak RSS there (untimed passes).
 */
async function timed(args: string[], env: NodeJS.ProcessEnv = {}, rssFile?: string) {
  // The process's own CPU time (bench/cpu-time.mjs): steadier than wall time on a busy machine.
  const cpuFile = join(tmpdir(), `parley-bench-cpu-${process.pid}-${cpuFiles++}`);
  const preload = ['--import', './bench/cpu-time.mjs'];
  if (rssFile) preload.push('--import', './bench/max-rss.mjs');
  const started = now();
  const child = spawn(NODE, [...preload, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...env,
      PARLEY_BENCH_CPU_TIME: cpuFile,
      ...(rssFile ? { PARLEY_BENCH_MAX_RSS: rssFile } : {}),
    },
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  const ended = now();
  const cpu = Number(await readFile(cpuFile, 'utf8').catch(() => 'NaN')) / 1e6;
  await rm(cpuFile, { force: true });
  return { started, ended, code, stderr, cpu };
}
let cpuFiles = 0;

/** The spec the bare process reads: Parley's request template and the conversations. */
function bareSpec(w: Workload, url: string, template: unknown, workers: number) {
  const conversations = Array.from({ length: w.tests }, (_, i) =>
    w.kind === 'agent' ? w.turns(i) : { prompt: w.turns(i)[0], questions: QUESTIONS },
  );
  return { url, workers, kind: w.kind, template, asksNote: ASKS_NOTE, conversations };
}

/**
 * A few tests of the workload through Parley and the bare process against one in-process fake:
 * the bodies must be the same (sorted, workspace names aside). Resolves with Parley's first
 * request body, the bare process's template.
 */
async function checkSameRequests(cli: string, w: Workload, dir: string): Promise<unknown> {
  const small: Workload = { ...w, tests: 3 };
  const fake = await startFakeOpenAI((request) =>
    request.body.response_format
      ? { content: decide(request.body, TURNS), usage: USAGE }
      : { content: 'OK', usage: USAGE },
  );
  try {
    const suite = await writeSuite(small, dir, 'check');
    const env = { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'bench-key' };
    const parley = await timed(parleyArgs(cli, small, suite, join(dir, 'check-out'), 1), env);
    if (parley.code !== 0) throw new Error(`parley run exited ${parley.code}: ${parley.stderr}`);
    const template = fake.requests[0]!.body;
    const parleyBodies = fake.requests
      .splice(0)
      .map((r) => normalizedBody(r.body))
      .sort();
    const spec = join(dir, 'check-spec.json');
    await writeFile(spec, JSON.stringify(bareSpec(small, fake.url, template, 1)));
    const bare = await timed(['bench/e2e-bare.mjs', spec]);
    if (bare.code !== 0) throw new Error(`the bare process exited ${bare.code}: ${bare.stderr}`);
    const bareBodies = fake.requests.map((r) => normalizedBody(r.body)).sort();
    const same = parleyBodies.filter((b, i) => b === bareBodies[i]).length;
    if (same !== parleyBodies.length || bareBodies.length !== parleyBodies.length) {
      throw new Error(
        `${w.name}: the bare process does not send Parley's requests (${same} of ${parleyBodies.length} identical, ${bareBodies.length} sent)`,
      );
    }
    return template;
  } finally {
    await fake.close();
  }
}

/** The endpoint process and its stats channel. */
async function startEndpoint(w: Workload) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/fake-e2e.ts',
      String(w.latencyMs),
      String(TURNS),
      String(w.jitter ?? 0),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines: Interface = createInterface({ input: child.stdout! });
  const iterator = lines[Symbol.asyncIterator]();
  const url = ((await iterator.next()).value as string).trim();
  const ask = async (command: string) => {
    child.stdin!.write(`${command}\n`);
    return JSON.parse((await iterator.next()).value as string) as {
      count: number;
      first: number;
      /** When the last reply was due. */
      end: number;
      digest: string;
    };
  };
  return { url, ask, stop: () => child.kill('SIGTERM') };
}

export interface E2eRow {
  workload: string;
  format: Workload['format'];
  ratio: number;
  min: number;
  max: number;
  /** This build's wall time over the baseline build's, paired (PARLEY_BENCH_E2E_BASELINE). */
  versusBaseline?: number;
  /** Parley's peak RSS in MB (one untimed pass). */
  peakMb: string;
}

/** What one pass of a side took, placed on the server's clock. */
interface Phases {
  wall: number;
  /** The process's user + system CPU time, in seconds. */
  cpu: number;
  before: number;
  runs: number;
  after: number;
}

async function runWorkload(
  cli: string,
  w: Workload,
  pairs: number,
  dir: string,
  baseline?: string,
): Promise<E2eRow> {
  const template = await checkSameRequests(cli, w, dir);
  const endpoint = await startEndpoint(w);
  try {
    const suite = await writeSuite(w, dir, 'suite');
    const spec = join(dir, 'spec.json');
    await writeFile(spec, JSON.stringify(bareSpec(w, endpoint.url, template, WORKERS)));
    const env = { OPENAI_BASE_URL: endpoint.url, OPENAI_API_KEY: 'bench-key' };
    const phases = (
      p: { started: number; ended: number; cpu: number },
      s: { first: number; end: number },
    ) => ({
      wall: (p.ended - p.started) / 1000,
      cpu: p.cpu,
      before: (s.first - p.started) / 1000,
      runs: (s.end - s.first) / 1000,
      after: (p.ended - s.end) / 1000,
    });
    // Every pass of a side must send the same requests as its first pass did (the baseline's
    // build may send other bodies than this one's: it is held to its own).
    const digests = new Map<string, string>();
    const pass = async (side: 'parley' | 'bare' | 'baseline', rssFile?: string) => {
      await endpoint.ask('reset');
      const out = join(dir, 'out');
      const p =
        side === 'bare'
          ? await timed(['bench/e2e-bare.mjs', spec], {}, rssFile)
          : await timed(
              parleyArgs(side === 'parley' ? cli : baseline!, w, suite, out, WORKERS),
              env,
              rssFile,
            );
      if (p.code !== 0) throw new Error(`${side} exited ${p.code}: ${p.stderr}`);
      const stats = await endpoint.ask('stats');
      const key = side === 'baseline' ? 'baseline' : 'same';
      const digest = digests.get(key);
      if (!digest) digests.set(key, stats.digest);
      else if (stats.digest !== digest)
        throw new Error(`${w.name}: ${side}'s requests differ from its other passes'`);
      if (side !== 'bare') await rm(out, { recursive: true, force: true });
      return phases(p, stats);
    };
    /** Peak RSS of one more (untimed) pass of a side, in MB. */
    const peakMb = async (side: 'parley' | 'bare' | 'baseline') => {
      const file = join(dir, `rss-${side}`);
      await pass(side, file);
      return (Number(await readFile(file, 'utf8')) / 1024 / 1024).toFixed(0);
    };
    await pass('bare'); // warm-up: the file cache, the server's JIT
    if (baseline) await pass('baseline');
    const bare = [await pass('bare')];
    const parley: Phases[] = [];
    const versus: number[] = [];
    const cpuVersus: number[] = [];
    const base: Phases[] = [];
    for (let i = 0; i < pairs; i++) {
      // This build and the baseline's in alternating order, between two bare passes.
      let mine: Phases;
      if (baseline) {
        const first = i % 2 ? await pass('baseline') : await pass('parley');
        const second = i % 2 ? await pass('parley') : await pass('baseline');
        mine = i % 2 ? second : first;
        const theirs = i % 2 ? first : second;
        versus.push(mine.wall / theirs.wall);
        cpuVersus.push(mine.cpu / theirs.cpu);
        base.push(theirs);
      } else {
        mine = await pass('parley');
      }
      parley.push(mine);
      bare.push(await pass('bare'));
    }
    const ratios = parley.map((p, i) => p.wall / ((bare[i]!.wall + bare[i + 1]!.wall) / 2));
    const noise = bare.slice(1).map((b, i) => b.wall / bare[i]!.wall);
    const med = (key: keyof Phases, xs: Phases[]) => median(xs.map((x) => x[key])).toFixed(2);
    const ms = (key: keyof Phases, xs: Phases[]) =>
      (median(xs.map((x) => x[key])) * 1000).toFixed(0);
    const cpuRatios = parley.map((p, i) => p.cpu / ((bare[i]!.cpu + bare[i + 1]!.cpu) / 2));
    const parleyMb = await peakMb('parley');
    const rss = [
      `peak RSS Parley ${parleyMb} MB`,
      ...(baseline ? [`baseline ${await peakMb('baseline')} MB`] : []),
      `bare ${await peakMb('bare')} MB`,
    ].join(', ');
    console.log(
      [
        `${w.name}, ${WORKERS} workers:`,
        `Parley / bare ${median(ratios).toFixed(2)}x (${range(ratios)})`,
        `Parley ${med('wall', parley)} s = ${med('before', parley)} before the first request + ${med('runs', parley)} runs + ${med('after', parley)} after the last reply`,
        `bare ${med('wall', bare)} s = ${med('before', bare)} + ${med('runs', bare)} + ${med('after', bare)}`,
        `before the first request: Parley ${ms('before', parley)} ms, bare ${ms('before', bare)} ms`,
        `CPU Parley / bare ${median(cpuRatios).toFixed(2)}x (${range(cpuRatios)}), Parley ${med('cpu', parley)} s, bare ${med('cpu', bare)} s`,
        `noise, bare / bare before: ${range(noise)}`,
        rss,
        ...(baseline
          ? [
              `this build / baseline ${median(versus).toFixed(2)}x (${range(versus)}), CPU ${median(cpuVersus).toFixed(2)}x (${range(cpuVersus)}), before the first request ${ms('before', base)} ms, runs ${med('runs', base)} s`,
            ]
          : []),
      ].join(' | '),
    );
    return {
      workload: w.name,
      format: w.format,
      ratio: median(ratios),
      min: Math.min(...ratios),
      max: Math.max(...ratios),
      peakMb: parleyMb,
      ...(baseline ? { versusBaseline: median(versus) } : {}),
    };
  } finally {
    endpoint.stop();
  }
}

/** `parley --version` against `node -e 0`, alternated: the CLI's start-up alone. */
async function startup(cli: string, pairs: number) {
  const parley: number[] = [];
  const node: number[] = [];
  for (let i = 0; i <= pairs * 2; i++) {
    const n = await timed(['-e', '0']);
    const p = await timed([cli, '--version']);
    if (i === 0) continue; // warm-up
    node.push((n.ended - n.started) * 1);
    parley.push((p.ended - p.started) * 1);
  }
  console.log(
    `start-up: parley --version ${median(parley).toFixed(0)} ms (${range(parley, 0)}), node -e 0 ${median(node).toFixed(0)} ms (${range(node, 0)})`,
  );
  return median(parley);
}

/** docs/benchmarks.md's row for this build (its table keeps one per release). */
function releaseRow(rows: E2eRow[], versionMs: number, scale: number, node: string): string {
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
    } catch {
      return '?';
    }
  })();
  const day = new Date().toISOString().slice(0, 10);
  const cells = rows.map((r) => `${r.ratio.toFixed(2)} (${r.min.toFixed(2)}–${r.max.toFixed(2)})`);
  return `| ${day} | ${commit} | ${node} | ${scale} | ${cells.join(' | ')} | ${versionMs.toFixed(0)} ms | ${rows.map((r) => r.peakMb).join(' / ')} MB |`;
}

export async function e2e(): Promise<E2eRow[]> {
  const scale = Number(process.env.PARLEY_BENCH_E2E_SCALE ?? 1);
  const pairs = Number(process.env.PARLEY_BENCH_E2E_PAIRS ?? 5);
  const cli = resolve(process.env.PARLEY_BENCH_E2E_CLI ?? 'bin/parley.js');
  const given = process.env.PARLEY_BENCH_E2E_BASELINE;
  const baseline = given ? resolve(given) : undefined;
  const maxSlowdown = Number(process.env.PARLEY_BENCH_E2E_MAX_SLOWDOWN ?? 1.3);
  const nodeVersion = execFileSync(NODE, ['--version']).toString().trim();
  console.log(
    `end to end: ${cli}, Node ${nodeVersion}, scale ${scale}, ${pairs} pairs` +
      (baseline ? `, against the baseline build ${baseline}` : ''),
  );
  const versionMs = await startup(cli, pairs);
  const rows: E2eRow[] = [];
  const only = process.env.PARLEY_BENCH_E2E_ONLY;
  for (const w of workloads(scale).filter((w) => !only || w.name.includes(only))) {
    const dir = await mkdtemp(join(tmpdir(), 'parley-bench-e2e-'));
    try {
      rows.push(await runWorkload(cli, w, pairs, dir, baseline));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  // Each format's table has a column per workload: its row printed only when all of them ran.
  if (!only) {
    for (const format of ['jsonl', 'eval.yaml'] as const) {
      const mine = rows.filter((r) => r.format === format);
      console.log(
        `row for docs/benchmarks.md (${format}):\n${releaseRow(mine, versionMs, scale, nodeVersion)}`,
      );
    }
  }
  if (baseline) {
    // One figure for the build: the median workload's paired ratio, held to a limit well above
    // this machine's noise, so a real slowdown fails CI and a noisy pass does not.
    const overall = median(rows.map((r) => r.versusBaseline!));
    const verdict = overall > maxSlowdown ? 'FAIL' : 'ok';
    console.log(
      `${verdict}: this build / baseline ${overall.toFixed(2)}x over the workloads (fails past ${maxSlowdown}x)`,
    );
    if (overall > maxSlowdown) process.exitCode = 1;
  }
  return rows;
}
