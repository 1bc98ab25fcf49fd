// The engine's benchmark (`npm run bench`, or `npm run bench -- prefix|overhead|impact|memory`
// for one part). Nothing here asserts a time or a size: the figures are printed for a person to read.
// - prefix (bench/prompt-prefix.ts): per role, how much of each request a provider's prompt
//   cache could reuse, within a conversation and across the runs of one task.
// - overhead: many multi-turn conversations with the LLM responder against a loopback
//   OpenAI-compatible server with a fixed latency per request: the wall time against the ideal
//   time (turns are sequential within a conversation, conversations run in parallel across
//   workers), and against a bare loop of the openai SDK sending the very same requests (system
//   prompt, messages, JSON schema, abort signal; checked byte for byte before the passes) with
//   the same workers: Parley / bare is the engine's own
//   overhead. Each Parley pass runs between two bare passes and is divided by their mean (a
//   machine that drifts slows all three alike); the two bare passes divided by each other are
//   the noise floor, what the same work reads against itself. Figures are medians of PASSES
//   passes after an unmeasured warm-up pass (module loading and JIT compilation are one-time
//   costs); the first, cold pass is printed too. Target: overhead <= 1.05x in every pass. A pass
//   takes about 4 s: 800 conversations at 16 workers, a quarter of that at 4 (one-second passes
//   read up to 10 % apart against themselves on a 2-core machine). PARLEY_BENCH_CONVERSATIONS
//   sets the 16 workers' number.
//   Also printed: this process's CPU time per conversation, Parley's and the bare loop's (medians):
//   the engine's own cost, steadier than the wall ratio when the machine is busy. The engine
//   runs as it ships, compiled without tsx's per-function helper (bench/compiled-engine.ts);
//   PARLEY_BENCH_ENGINE=tsx runs it through tsx instead, as this bench did before. The bench
//   process sets the heap policy the CLI and the action set (src/heap.ts). Last, the
//   engine alone: the same conversations answered by a rule responder, no LLM and no HTTP, its
//   CPU time per conversation (Parley's own work per run, without the SDK's).
// - impact (bench/impact.ts): the runs and tokens a pull request spends with impact selection
//   on a generated repository of 10 skills x 5 tasks, against the full suite.
// - e2e (bench/e2e.ts): whole processes, Parley's bundled CLI against a bare openai SDK
//   process sending the same requests, on single-turn, scripted and responder workloads.
// - memory: the bundled CLI's peak RSS at 500 / 2,000 / 5,000 responder tasks of one trial at
//   16 workers, as an eval.yaml suite with task files and as a JSONL suite; then 20,000 JSONL
//   tasks and 100 tasks of many trials. Targets: 5,000 runs <= 300 MB, 20,000 <= 400 MB.
//   PARLEY_BENCH_MEMORY_RUNS (e.g. 5000) times only those sizes, PARLEY_BENCH_MEMORY_FORMAT
//   (jsonl, eval.yaml) only that format; PARLEY_BENCH_MEMORY_CLI another build's bin/parley.js.
//   Run it under another Node (e.g. `node22 --import tsx bench/conversations.ts memory`) to
//   measure the CLI on that Node.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import OpenAI from 'openai';
import { setHeapPolicy } from '../src/heap.js';
import { DECISION_JSON_SCHEMA } from '../src/responder/llm.js';
import { ASKS_NOTE, systemPrompt } from '../src/responder/system-prompt.js';
import type { Decision } from '../src/responder/types.js';
import type { ResponderSpec, Suite } from '../src/suites/model.js';
import { startFakeOpenAI } from '../test/fakes/openai-server.js';
import { compiledEngine, type Engine } from './compiled-engine.js';
import { decide, USAGE } from './fake-decisions.js';
import { impactBench } from './impact.js';
import { promptPrefixes } from './prompt-prefix.js';
import { median, range } from './stats.js';

const TURNS = 4;
const PASSES = 5;
const BRIEF = 'answer every question';
const PROMPT = 'Start.';
/** What the mock agent asks, one question per turn. */
const QUESTIONS = Array.from({ length: TURNS }, (_, i) => `Question ${i + 1}?`);

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

/** The LLM responder of the overhead scenarios: it replies until the fake says stop. */
const LLM_RESPONDER: ResponderSpec = { instructions: BRIEF, maxFollowups: TURNS, model: 'bench' };
/** The engine alone: a rule replies to each question, then the follow-up cap ends the run. */
const RULE_RESPONDER: ResponderSpec = {
  instructions: BRIEF,
  maxFollowups: TURNS - 1,
  rules: { rules: [{ when: 'Question', reply: 'an answer' }] },
};

function suite(engine: Engine, conversations: number, responder: ResponderSpec): Suite {
  const { mock, suiteOf } = engine;
  return suiteOf(
    Array.from({ length: conversations }, (_, i) => ({
      id: `conversation-${i}`,
      prompt: PROMPT,
      mock: mock(...QUESTIONS),
      plan: { kind: 'responder' as const, responder },
    })),
    { parallel: true },
  );
}

/**
 * One job of the engine into a temp results directory: its wall time in seconds, this
 * process's CPU time per conversation, and the records. The suite is built before the clock
 * starts, as the bare loop builds its prompt and schema.
 */
async function enginePass(
  engine: Engine,
  responder: ResponderSpec,
  conversations: number,
  workers: number,
  url?: string,
) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-bench-'));
  const suites = [suite(engine, conversations, responder)];
  try {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await engine.runLoadedSuites(suites, {
      paths: [],
      outputDir: dir,
      workers,
      ...(url ? { endpoint: { baseURL: url, apiKey: 'bench-key' } } : {}),
    });
    const wall = (performance.now() - started) / 1000;
    return { wall, cpuMs: cpuMsPer(cpu, conversations), records: result.records };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

/** One pass of Parley's engine; resolves with its wall time in seconds and the runs' check. */
async function parleyPass(engine: Engine, url: string, conversations: number, workers: number) {
  const { wall, cpuMs, records } = await enginePass(
    engine,
    LLM_RESPONDER,
    conversations,
    workers,
    url,
  );
  const calls = records.reduce((n, r) => n + r.usage.responder.requests, 0);
  const unexpected = records.filter((r) => r.outcome !== 'stopped').length;
  return { wall, cpuMs, calls, unexpected };
}

const BARE_SYSTEM = systemPrompt({ instructions: BRIEF }, 'json_schema', DECISION_JSON_SCHEMA);
const BARE_FORMAT = {
  type: 'json_schema' as const,
  json_schema: { name: 'decide', strict: true, schema: DECISION_JSON_SCHEMA },
};

/**
 * The same conversations without Parley: the requests Parley's responder sends (its system
 * prompt, the agent's questions with the note that marks them as questions, the replies so far,
 * the strict JSON schema, an abort signal), sent by the openai SDK in a plain loop that reads each
 * decision's reply. checkSameRequests() shows they are byte for byte Parley's.
 */
async function bareConversation(client: OpenAI) {
  const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
    { role: 'system', content: BARE_SYSTEM },
    { role: 'assistant', content: PROMPT },
  ];
  for (const question of QUESTIONS) {
    messages.push({ role: 'user', content: `${question}\n\n${ASKS_NOTE}` });
    const signal = new AbortController().signal;
    const completion = await client.chat.completions.create(
      { model: 'bench', messages, response_format: BARE_FORMAT },
      { signal },
    );
    const decision = JSON.parse(completion.choices[0]?.message.content ?? '{}') as Decision;
    if (decision.decision !== 'reply') return;
    messages.push({ role: 'assistant', content: decision.reply });
  }
}

async function barePass(client: OpenAI, conversations: number, workers: number) {
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next++ < conversations) await bareConversation(client);
    }),
  );
  return { wall: (performance.now() - started) / 1000, cpuMs: cpuMsPer(cpu, conversations) };
}

/**
 * One conversation of each against an in-process fake that keeps the request bodies: the bare
 * loop must send exactly Parley's requests, or the comparison measures something else.
 */
async function checkSameRequests(engine: Engine) {
  const fake = await startFakeOpenAI((request) => ({
    content: decide(request.body, TURNS),
    usage: USAGE,
  }));
  try {
    await enginePass(engine, LLM_RESPONDER, 1, 1, fake.url);
    const parley = fake.requests.splice(0).map((r) => JSON.stringify(r.body));
    await bareConversation(new OpenAI({ baseURL: fake.url, apiKey: 'bench-key', maxRetries: 0 }));
    const bare = fake.requests.map((r) => JSON.stringify(r.body));
    const same = parley.filter((body, i) => body === bare[i]).length;
    if (same !== parley.length || bare.length !== parley.length) {
      throw new Error(
        `the bare loop does not send Parley's requests (${same} of ${parley.length} identical, ${bare.length} sent)`,
      );
    }
    console.log(`bare loop's requests: the same as Parley's, byte for byte (${same} of ${same})`);
  } finally {
    await fake.close();
  }
}

/**
 * This process's CPU time (user + system, the thread pool's included) per conversation since
 * `since`: the fake server runs in its own process, so this is the engine's or the bare loop's
 * own work, a steadier figure than wall time on a busy machine.
 */
function cpuMsPer(since: NodeJS.CpuUsage, conversations: number): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000 / conversations;
}

async function scenario(engine: Engine, conversations: number, workers: number, latencyMs: number) {
  const endpoint = await startEndpoint(latencyMs);
  const client = new OpenAI({ baseURL: endpoint.url, apiKey: 'bench-key', maxRetries: 0 });
  try {
    peakRss = process.memoryUsage().rss;
    const cold = await parleyPass(engine, endpoint.url, conversations, workers);
    await barePass(client, conversations, workers);
    const parley: number[] = [];
    const before: number[] = [];
    const after: number[] = [];
    const parleyCpu: number[] = [];
    const bareCpu: number[] = [];
    let unexpected = cold.unexpected;
    const bareWall = async () => {
      const pass = await barePass(client, conversations, workers);
      bareCpu.push(pass.cpuMs);
      return pass.wall;
    };
    // Each Parley pass sits between two bare passes: a machine that drifts during the three
    // slows both sides alike, and the two bare passes show how far the same work differs from
    // itself (the noise floor).
    for (let i = 0; i < PASSES; i++) {
      before.push(await bareWall());
      const pass = await parleyPass(engine, endpoint.url, conversations, workers);
      parley.push(pass.wall);
      parleyCpu.push(pass.cpuMs);
      unexpected += pass.unexpected;
      after.push(await bareWall());
    }
    const bare = before.map((b, i) => (b + after[i]!) / 2);
    const overhead = parley.map((p, i) => p / bare[i]!);
    const noise = after.map((a, i) => a / before[i]!);
    const ideal = (Math.ceil(conversations / workers) * TURNS * latencyMs) / 1000;
    const wall = median(parley);
    const floor = median(bare);
    console.log(
      [
        `${String(conversations).padStart(5)} conversations x ${TURNS} turns, ${String(workers).padStart(2)} workers, ${latencyMs} ms latency:`,
        `ideal ${ideal.toFixed(2)} s`,
        `wall ${wall.toFixed(2)} s (${range(parley)}) ratio ${(wall / ideal).toFixed(3)}`,
        `bare SDK loop ${floor.toFixed(2)} s (${range([...before, ...after])}) ratio ${(floor / ideal).toFixed(3)}`,
        `engine overhead ${median(overhead).toFixed(3)}x (per pass ${overhead.map((r) => r.toFixed(3)).join(', ')})`,
        `noise floor, bare after / bare before: ${noise.map((r) => r.toFixed(3)).join(', ')}`,
        `CPU per conversation ${median(parleyCpu).toFixed(2)} ms, bare ${median(bareCpu).toFixed(2)} ms`,
        `cold first pass ${cold.wall.toFixed(2)} s ratio ${(cold.wall / ideal).toFixed(3)}`,
        `${(conversations / wall).toFixed(1)} runs/s`,
        `${cold.calls} responder calls per pass`,
        `bench process peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
        ...(unexpected ? [`(${unexpected} runs did not end as expected!)`] : []),
      ].join(' | '),
    );
  } finally {
    endpoint.stop();
  }
}

/**
 * The engine with no LLM at all: the same conversations answered by a rule responder (a reply
 * to each question, then the follow-up cap), so that what is measured is Parley's own work per
 * run (the loop, records, grading, results.jsonl, the digest, the summary), steadier than any
 * figure that includes HTTP.
 */
async function engineAlone(engine: Engine, conversations: number, workers: number) {
  const cpu: number[] = [];
  const walls: number[] = [];
  let unexpected = 0;
  for (let i = 0; i <= PASSES; i++) {
    const pass = await enginePass(engine, RULE_RESPONDER, conversations, workers);
    // The first pass warms up (module loading, JIT compilation) and is not counted.
    if (i > 0) {
      walls.push(pass.wall);
      cpu.push(pass.cpuMs);
    }
    unexpected += pass.records.filter((r) => r.outcome !== 'cap_exhausted').length;
  }
  console.log(
    [
      `${String(conversations).padStart(5)} conversations x ${TURNS} turns, ${String(workers).padStart(2)} workers, engine alone (rule responder, no LLM):`,
      `CPU per conversation ${median(cpu).toFixed(3)} ms (per pass ${cpu.map((c) => c.toFixed(3)).join(', ')})`,
      `${(conversations / median(walls)).toFixed(0)} runs/s`,
      ...(unexpected ? [`(${unexpected} runs did not end as expected!)`] : []),
    ].join(' | '),
  );
}

/** Runs the bundled CLI (bin/parley.js) as users do; resolves with its wall time and peak RSS. */
async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  // PARLEY_BENCH_MEMORY_CLI: another build's bin/parley.js (e.g. the previous commit's).
  entry = process.env.PARLEY_BENCH_MEMORY_CLI ?? 'bin/parley.js',
) {
  const rssFile = join(await mkdtemp(join(tmpdir(), 'parley-bench-rss-')), 'max-rss');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', './bench/max-rss.mjs', entry, ...args], {
    stdio: 'ignore',
    env: { ...process.env, ...env, PARLEY_BENCH_MAX_RSS: rssFile },
  });
  const [code] = (await once(child, 'exit')) as [number];
  const wall = (performance.now() - started) / 1000;
  const peak = Number(readFileSync(rssFile, 'utf8'));
  await rm(dirname(rssFile), { recursive: true, force: true });
  return { wall, code, peakMb: (peak / 1024 / 1024).toFixed(0) };
}

/** A Yao JSONL suite of `tests` simulator-driven conversations in `dir`; returns its path. */
function writeResponderSuite(dir: string, tests: number): string {
  const lines = Array.from({ length: tests }, (_, i) =>
    JSON.stringify({
      id: `t${i}`,
      input: PROMPT,
      simulator: { use: 'bench' },
      max_turns: TURNS,
      mock: QUESTIONS,
      assert: { type: 'contains', value: 'Question' },
    }),
  );
  const file = join(dir, 'tests.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/**
 * The same conversations as a waza suite, the way its users write one: an eval.yaml with a
 * suite grader and `tasks: [tasks/*.yaml]`, one task file a task (the LLM responder, the mock
 * agent's questions, an expected output). Returns the eval.yaml's path.
 */
function writeWazaSuite(dir: string, tasks: number): string {
  const evalYaml = [
    'name: bench-responder',
    'description: Responder conversations of the memory benchmark.',
    'skill: bench',
    'config:',
    '  executor: mock',
    '  trials_per_task: 1',
    '  timeout_seconds: 60',
    'graders:',
    '  - type: text',
    '    name: asks-questions',
    '    config:',
    "      contains: ['Question']",
    'tasks:',
    '  - tasks/*.yaml',
    '',
  ].join('\n');
  writeFileSync(join(dir, 'eval.yaml'), evalYaml);
  mkdirSync(join(dir, 'tasks'));
  for (let i = 0; i < tasks; i++) {
    const task = [
      `id: t${i}`,
      `name: Responder conversation ${i}`,
      'tags: [responder, bench]',
      'inputs:',
      `  prompt: ${PROMPT}`,
      '  mock:',
      ...QUESTIONS.map((q) => `    - ${q}`),
      '  responder:',
      '    model: bench',
      `    instructions: ${BRIEF}`,
      `    max_followups: ${TURNS}`,
      'expected:',
      "  output_contains: ['Question']",
      '',
    ].join('\n');
    writeFileSync(join(dir, 'tasks', `t${i}.yaml`), task);
  }
  return join(dir, 'eval.yaml');
}

/** The suite formats the memory rows run: Yao's JSONL and waza's eval.yaml with task files. */
type SuiteFormat = 'jsonl' | 'eval.yaml';

/**
 * The product as users run it: `parley run` from the bundle (dist/cli) in its own process, on a
 * suite of `tests` simulator-driven conversations (JSONL or eval.yaml). Its peak RSS is shown
 * next to what the same process holds after starting (`--version`) and after loading the suite
 * (`--dry-run`).
 */
async function cliScenario(
  tests: number,
  workers: number,
  trials = 1,
  format: SuiteFormat = 'jsonl',
) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-bench-cli-'));
  const file = format === 'jsonl' ? writeResponderSuite(dir, tests) : writeWazaSuite(dir, tests);
  const endpoint = await startEndpoint(0);
  try {
    const started = await runCli(['--version']);
    const loaded = await runCli(['run', file, '--dry-run']);
    const run = await runCli(
      [
        'run',
        file,
        '--executor',
        'mock',
        '-o',
        join(dir, 'out'),
        '--workers',
        String(workers),
        '--trials',
        String(trials),
        '-q',
      ],
      { OPENAI_BASE_URL: endpoint.url, OPENAI_API_KEY: 'bench-key' },
    );
    const runs = readFileSync(join(dir, 'out', 'results.jsonl'), 'utf8')
      .trim()
      .split('\n').length;
    console.log(
      [
        `${String(tests * trials).padStart(5)} runs (${tests} ${format} tasks x ${trials} trial${trials === 1 ? '' : 's'}) x ${TURNS} turns, ${workers} workers, 0 ms latency, Node ${process.versions.node}, bundled CLI:`,
        `wall ${run.wall.toFixed(2)} s`,
        `${(runs / run.wall).toFixed(1)} runs/s`,
        `${runs} runs (exit ${run.code})`,
        `peak RSS ${run.peakMb} MB (started ${started.peakMb} MB, suite loaded ${loaded.peakMb} MB)`,
      ].join(' | '),
    );
  } finally {
    endpoint.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

const parts = process.argv.slice(2);
const wanted = (part: string) => parts.length === 0 || parts.includes(part);
try {
  if (wanted('prefix')) await promptPrefixes();
  if (wanted('overhead')) {
    // The heap as the CLI and the action run it (src/heap.ts), for the bare loop and Parley
    // alike: without the caps Node 24 grows the young generation to 128 MB and the old one to
    // four times its live heap, a heap the shipped engine never runs with (docs/benchmarks.md
    // has the figures both ways).
    setHeapPolicy();
    const n = Number(process.env.PARLEY_BENCH_CONVERSATIONS ?? 800);
    const viaTsx = process.env.PARLEY_BENCH_ENGINE === 'tsx';
    const engine = viaTsx ? await import('./engine-entry.js') : await compiledEngine();
    console.log(
      `engine: ${viaTsx ? 'src through tsx' : 'compiled (esbuild, as bundled)'}, Node ${process.versions.node}`,
    );
    await checkSameRequests(engine);
    await scenario(engine, n, 16, 20);
    await scenario(engine, Math.max(1, Math.round(n / 4)), 4, 20);
    await engineAlone(engine, 400, 16);
  }
  if (wanted('impact')) await impactBench();
  if (wanted('e2e')) await (await import('./e2e.js')).e2e();
  if (wanted('memory')) {
    // PARLEY_BENCH_MEMORY_RUNS=5000: only those sizes (tasks of one trial), for a quick figure;
    // PARLEY_BENCH_MEMORY_FORMAT=jsonl or eval.yaml: only that format.
    const only = process.env.PARLEY_BENCH_MEMORY_RUNS?.split(',').map(Number);
    const formatOnly = process.env.PARLEY_BENCH_MEMORY_FORMAT as SuiteFormat | undefined;
    const formats: SuiteFormat[] = formatOnly ? [formatOnly] : ['eval.yaml', 'jsonl'];
    // The curve of single-trial tasks at 16 workers, the shape issue 52's tester ran.
    for (const format of formats) {
      for (const runs of only ?? [500, 2000, 5000]) await cliScenario(runs, 16, 1, format);
    }
    if (!only && !formatOnly) {
      await cliScenario(20000, 32);
      for (const runs of [5000, 20000]) await cliScenario(100, 32, runs / 100);
    }
  }
} finally {
  clearInterval(sampler);
}
