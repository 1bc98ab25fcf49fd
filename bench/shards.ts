// A sharded suite set at scale, through the bundled action (dist/index.js) as the runner starts
// it (test/fakes/github-runner.ts), against the loopback GitHub REST API and results service
// (artifacts and the Actions cache) and a loopback OpenAI-compatible model server, in a git
// repository as actions/checkout leaves it (a shallow clone per job).
// One generated eval.yaml suite of TASKS tasks with the built-in agent (`executor: openai`,
// no tools): every run sends one chat completion to the model server, which answers "done";
// a prompt that asks for the word backwards gets "enod", which the task's grader fails.
// Two pushes on main (SHARDS shard jobs, then the confirm job, which saves the merged baseline:
// the second push pools with the first), then one pull request that breaks one task: its shard
// jobs and its confirm job (merge, screening against the pool, confirmation on the head and in
// a worktree of the base commit, the comment). Printed per job: wall time, the action process's
// CPU time and peak RSS (bench/cpu-time.mjs, bench/max-rss.mjs, preloaded through NODE_OPTIONS,
// which the action passes to no child: src/shared/child-env.ts), requests to the model server
// and to the GitHub fakes (REST by the job's own token; results service calls while it ran);
// for the pull request's confirm job also its parts, split at its own log lines as the bench's
// clock saw them (merge; pooled baseline, comparison and base worktree; confirmation runs;
// publishing).
// Exits 1 unless the pull request's verdict is `regressed` with the broken task confirmed (and
// the pushes pass).
// Usage: npm run bench:shards -- [--tasks 1000] [--shards 10] [--trials 2] [--parallel 1]
//          [--workers 4] [--latency-ms 0] [--logs DIR]
//   --parallel: shard jobs at a time; --workers: concurrent runs in a job (the suite's
//   `workers`); --logs: each job's stdout, stamped with the bench's clock.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { RUNNER_TOKEN, startFakeGitHubApi, type FakeGitHubApi } from '../test/fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../test/fakes/github-results.js';
import {
  pullRequestEvent,
  pushEvent,
  runAction,
  type RunnerOptions,
  type RunnerResult,
} from '../test/fakes/github-runner.js';
import { startFakeOpenAI, type FakeOpenAI } from '../test/fakes/openai-server.js';
import { git } from '../test/fakes/git.js';

interface Options {
  tasks: number;
  shards: number;
  trials: number;
  /** Shard jobs at a time (the machine has 2 cores). */
  parallel: number;
  /** Concurrent runs in each job (the suite's `workers`). */
  workers: number;
  latencyMs: number;
  logs?: string;
}

function usage(message: string): never {
  console.error(
    `bench:shards: ${message}\nusage: npm run bench:shards -- [--tasks 1000] [--shards 10] [--trials 2] [--parallel 1] [--workers 4] [--latency-ms 0] [--logs DIR]`,
  );
  process.exit(2);
}

function options(argv: string[]): Options {
  const o: Options = { tasks: 1000, shards: 10, trials: 2, parallel: 1, workers: 4, latencyMs: 0 };
  const int = (name: string, v: string | undefined, min: number, max = Infinity) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max)
      usage(`${name} expects an integer in ${min}..${max}, got ${v}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--tasks') o.tasks = int(a, argv[++i], 2);
    else if (a === '--shards') o.shards = int(a, argv[++i], 1);
    else if (a === '--trials') o.trials = int(a, argv[++i], 1, 2);
    else if (a === '--parallel') o.parallel = int(a, argv[++i], 1, 2);
    else if (a === '--workers') o.workers = int(a, argv[++i], 1);
    else if (a === '--latency-ms') o.latencyMs = int(a, argv[++i], 0);
    else if (a === '--logs') o.logs = resolve(argv[++i] ?? usage('--logs expects a folder'));
    else usage(`unknown argument ${a}`);
  }
  if (o.shards > o.tasks) usage('--shards must not exceed --tasks');
  return o;
}

// ---- The suite -------------------------------------------------------------------------------

const SUITE = 'shards';
const taskId = (i: number) => `t${String(i).padStart(4, '0')}`;

const evalYaml = (o: Options) => `name: ${SUITE}
config:
  executor: openai
  model: bench-model
  trials_per_task: ${o.trials}
  parallel: true
  workers: ${o.workers}
  timeout_seconds: 60
  agent:
    tools: none
tasks:
  - tasks/*.yaml
`;

/** A task whose agent is asked for the word done (backwards when broken); graded on "done". */
const taskYaml = (id: string, broken: boolean) => `id: ${id}
name: ${id}
inputs:
  prompt: 'Task ${id}: reply with the word done${broken ? ', spelled backwards' : ''}.'
graders:
  - type: text
    name: says-done
    config:
      contains: ['done']
`;

function writeSuite(repo: string, o: Options, broken?: string) {
  const dir = join(repo, 'evals', SUITE);
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(join(dir, 'eval.yaml'), evalYaml(o));
  for (let i = 1; i <= o.tasks; i++) {
    const id = taskId(i);
    writeFileSync(join(dir, 'tasks', `${id}.yaml`), taskYaml(id, id === broken));
  }
}

// ---- The model server ------------------------------------------------------------------------

interface Model {
  fake: FakeOpenAI;
  /** Requests by the api key that sent them (each job has its own). */
  byKey: Map<string, number>;
}

async function startModel(latencyMs: number): Promise<Model> {
  const byKey = new Map<string, number>();
  const fake = await startFakeOpenAI(
    (request) => {
      fake.requests.length = 0; // keep no history: tens of thousands of requests
      const key = String(request.headers.authorization).replace(/^Bearer /, '');
      byKey.set(key, (byKey.get(key) ?? 0) + 1);
      const text = JSON.stringify(request.body.messages);
      return {
        content: text.includes('spelled backwards') ? 'enod' : 'done',
        usage: { prompt_tokens: 40, completion_tokens: 2 },
      };
    },
    { latencyMs },
  );
  return { fake, byKey };
}

// ---- The repository --------------------------------------------------------------------------

interface World {
  o: Options;
  root: string;
  origin: string;
  model: Model;
  api: FakeGitHubApi;
  results: FakeResults;
  /** Action processes running now, ended on SIGINT/SIGTERM. */
  running: Set<ChildProcess>;
}

function initOrigin(w: World) {
  mkdirSync(w.origin, { recursive: true });
  git(w.origin, 'init', '-q', '-b', 'main');
  writeSuite(w.origin, w.o);
}

/** A commit on main (a push); returns its sha. */
function pushCommit(w: World, n: number): string {
  writeFileSync(join(w.origin, 'CHANGELOG.md'), `push ${n}\n`);
  git(w.origin, 'add', '-A');
  git(w.origin, 'commit', '-q', '-m', `push ${n}`);
  return git(w.origin, 'rev-parse', 'HEAD');
}

/** The pull request's branch off `base`, breaking `broken`; returns its head sha. */
function prBranch(w: World, base: string, broken: string): string {
  git(w.origin, 'checkout', '-q', '-b', 'pr-1', base);
  writeSuite(w.origin, w.o, broken);
  git(w.origin, 'add', '-A');
  git(w.origin, 'commit', '-q', '-m', `break ${broken}`);
  const head = git(w.origin, 'rev-parse', 'HEAD');
  git(w.origin, 'checkout', '-q', 'main');
  return head;
}

/** A checkout as actions/checkout makes it: shallow, the branch's head only. */
function checkout(w: World, branch: string, name: string): string {
  const dir = join(w.root, name);
  git(w.root, 'clone', '-q', '--depth', '1', '--branch', branch, `file://${w.origin}`, dir);
  return dir;
}

// ---- One job, measured -----------------------------------------------------------------------

interface Job {
  name: string;
  workspace: string;
  run: RunnerResult;
  wallMs: number;
  /** The action process's user + system CPU time (bench/cpu-time.mjs): steadier when busy. */
  cpuMs: number;
  rssBytes: number;
  modelRequests: number;
  githubRequests: number;
  /** Results service calls (artifacts, cache) while the job ran (others' too at --parallel 2). */
  resultsCalls: number;
  /** Each stdout line with the bench's clock (ms since the job started). */
  lines: { at: number; text: string }[];
}

type Event = Pick<RunnerOptions, 'eventName' | 'event' | 'sha' | 'ref'>;

async function measuredJob(
  w: World,
  name: string,
  runId: string,
  branch: string,
  on: Event,
  inputs: Record<string, string>,
): Promise<Job> {
  const workspace = checkout(w, branch, name);
  const rssFile = join(w.root, `${name}.rss`);
  const cpuFile = join(w.root, `${name}.cpu`);
  const key = `sk-bench-${name}`;
  const token = `ghs_bench_${name.replace(/\W/g, '_')}`;
  w.api.tokens[token] = { ...w.api.tokens[RUNNER_TOKEN] };
  const lines: Job['lines'] = [];
  const calls = w.results.calls.length;
  const started = performance.now();
  const run = await runAction({
    apiUrl: w.api.url,
    resultsUrl: w.results.url,
    workspace,
    runId,
    ...on,
    inputs: { ...inputs, 'api-key': key, 'base-url': w.model.fake.url, 'github-token': token },
    env: {
      NODE_OPTIONS: `--import=${resolve('bench/max-rss.mjs')} --import=${resolve('bench/cpu-time.mjs')}`,
      PARLEY_BENCH_MAX_RSS: rssFile,
      PARLEY_BENCH_CPU_TIME: cpuFile,
    },
    onStart: (child) => {
      w.running.add(child);
      child.on('close', () => w.running.delete(child));
      timestampLines(child, started, lines);
    },
  });
  const wallMs = performance.now() - started;
  if (w.o.logs) saveLog(w.o.logs, name, lines, run);
  return {
    name,
    workspace,
    run,
    wallMs,
    cpuMs: Number(readFileSync(cpuFile, 'utf8')) / 1000,
    rssBytes: Number(readFileSync(rssFile, 'utf8')),
    modelRequests: w.model.byKey.get(key) ?? 0,
    githubRequests: w.api.requests.filter((r) => r.authorization === `token ${token}`).length,
    resultsCalls: w.results.calls.length - calls,
    lines,
  };
}

/** Each complete stdout line, stamped when it arrived. */
function timestampLines(child: ChildProcess, started: number, lines: Job['lines']) {
  let partial = '';
  child.stdout!.on('data', (d: Buffer) => {
    const at = performance.now() - started;
    const parts = (partial + d.toString()).split('\n');
    partial = parts.pop()!;
    for (const text of parts) lines.push({ at, text });
  });
}

function saveLog(dir: string, name: string, lines: Job['lines'], run: RunnerResult) {
  mkdirSync(dir, { recursive: true });
  const log = lines.map((l) => `${(l.at / 1000).toFixed(3).padStart(8)} ${l.text}`).join('\n');
  writeFileSync(join(dir, `${name}.log`), `${log}\n--- stderr\n${run.stderr}`);
}

// ---- A workflow run: the shard matrix, then the confirm job -----------------------------------

interface WorkflowRun {
  shards: Job[];
  /** The matrix from its first shard's start to its last shard's end. */
  matrixMs: number;
  /** Results service calls during the matrix (exact whatever --parallel). */
  matrixResultsCalls: number;
  confirm: Job;
}

async function workflowRun(
  w: World,
  label: string,
  runId: string,
  branch: string,
  on: Event,
): Promise<WorkflowRun> {
  const shards: Job[] = [];
  const queue = Array.from({ length: w.o.shards }, (_, i) => i + 1);
  const worker = async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      const job = await measuredJob(w, `${label}-shard-${i}`, runId, branch, on, {
        shard: `${i}/${w.o.shards}`,
      });
      if (job.run.code !== 0) fail(`${job.name} exited ${job.run.code}`, job);
      shards[i - 1] = job;
    }
  };
  const started = performance.now();
  const calls = w.results.calls.length;
  await Promise.all(Array.from({ length: w.o.parallel }, worker));
  const matrixMs = performance.now() - started;
  const matrixResultsCalls = w.results.calls.length - calls;
  const confirm = await measuredJob(w, `${label}-confirm`, runId, branch, on, { mode: 'confirm' });
  return { shards, matrixMs, matrixResultsCalls, confirm };
}

/** A run that did not end as expected: thrown to main, which cleans up and exits 1. */
class BenchFailure extends Error {}

function fail(message: string, job?: Job): never {
  if (job) console.error(`${job.run.stdout.slice(-4000)}\n${job.run.stderr.slice(-4000)}`);
  throw new BenchFailure(message);
}

// ---- The confirm job's parts -----------------------------------------------------------------

/** The confirm job's log lines that end each part (the action's own `parley:` lines). */
const PART_ENDS = [
  { what: 'start-up, download and merge of the shards', line: /parley: merged \d+ shard\(s\)/ },
  {
    what: 'the pooled baseline, the comparison and the base worktree',
    line: /parley: checked out the base commit/,
  },
  { what: 'the confirmation runs (head and base)', line: /parley: confirmation: / },
];

/** Each part's duration by the bench's clock, the last one (publishing, exit) to the job's end. */
function confirmParts(job: Job): { what: string; ms: number }[] | undefined {
  const ends: number[] = [];
  for (const part of PART_ENDS) {
    const line = job.lines.find((l) => part.line.test(l.text));
    if (!line) return undefined;
    ends.push(line.at);
  }
  const parts = PART_ENDS.map((p, i) => ({ what: p.what, ms: ends[i]! - (ends[i - 1] ?? 0) }));
  return [...parts, { what: 'the upload, the comment and exit', ms: job.wallMs - ends.at(-1)! }];
}

/** The confirm job's own runs in its results.jsonl: head and base-commit confirmation runs. */
function confirmationRuns(job: Job): { head: number; base: number } {
  const runs = readFileSync(join(job.workspace, 'parley-results/results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { confirmation?: boolean; side?: string })
    .filter((r) => r.confirmation);
  const base = runs.filter((r) => r.side === 'base').length;
  return { head: runs.length - base, base };
}

// ---- Printing --------------------------------------------------------------------------------

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

/** A job's row; `resultsCalls` is left out when other jobs ran beside it. */
function jobRow(job: Job, what = job.name, alone = true): string {
  const calls = alone ? String(job.resultsCalls) : '—';
  return `| ${what} | ${secs(job.wallMs)} | ${secs(job.cpuMs)} | ${mb(job.rssBytes)} | ${job.modelRequests} | ${job.githubRequests} | ${calls} |`;
}

function printRun(title: string, run: WorkflowRun, o: Options) {
  console.log(`\n${title}\n`);
  console.log('| job | wall | CPU | peak RSS | model requests | GitHub REST | results service |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const job of run.shards) console.log(jobRow(job, job.name, o.parallel === 1));
  const sum = (f: (j: Job) => number) => run.shards.reduce((n, j) => n + f(j), 0);
  const peak = Math.max(...run.shards.map((j) => j.rssBytes));
  console.log(
    `| the matrix: ${o.shards} shards, ${o.parallel} at a time (elapsed; CPU summed; max RSS; sums) | ${secs(run.matrixMs)} | ${secs(sum((j) => j.cpuMs))} | ${mb(peak)} | ${sum((j) => j.modelRequests)} | ${sum((j) => j.githubRequests)} | ${run.matrixResultsCalls} |`,
  );
  console.log(jobRow(run.confirm, 'confirm job'));
}

function printConfirm(job: Job) {
  const runs = confirmationRuns(job);
  console.log(
    `\nThe confirm job re-ran ${runs.head} head and ${runs.base} base-commit run(s). Its parts, split at its log lines (the bench's clock):\n`,
  );
  const parts = confirmParts(job);
  if (!parts) console.log('(a line that ends a part is missing from its log: not split)');
  for (const part of parts ?? []) console.log(`- ${part.what}: ${secs(part.ms)}`);
}

// ---- The checks ------------------------------------------------------------------------------

/** The shard job whose results.jsonl has the task (exactly one must). */
function shardOf(run: WorkflowRun, id: string): number {
  const has = run.shards.filter((j) =>
    readFileSync(join(j.workspace, 'parley-results/results.jsonl'), 'utf8').includes(
      `"task_id":"${id}"`,
    ),
  );
  if (has.length !== 1) fail(`task ${id} ran in ${has.length} shard(s), expected one`);
  return run.shards.indexOf(has[0]!) + 1;
}

function checkPush(run: WorkflowRun, o: Options) {
  const { confirm } = run;
  if (confirm.run.code !== 0) fail(`${confirm.name} exited ${confirm.run.code}`, confirm);
  const merged = new RegExp(
    `merged ${o.shards} shard\\(s\\) of suite set "${SUITE}": ${o.tasks * o.trials} run\\(s\\) of ${o.tasks} task\\(s\\)`,
  );
  if (!merged.test(confirm.run.stdout)) fail(`${confirm.name} did not merge every run`, confirm);
}

/** Problems with the pull request's verdict: it must be regressed, the broken task confirmed. */
function verdictProblems(confirm: Job, comment: string, broken: string): string[] {
  const problems: string[] = [];
  if (confirm.run.code !== 1) problems.push(`the confirm job exited ${confirm.run.code}, not 1`);
  if (confirm.run.outputs['verdict'] !== 'regressed')
    problems.push(`verdict ${confirm.run.outputs['verdict']}, not regressed`);
  if (confirm.run.outputs['regressions'] !== '1')
    problems.push(`${confirm.run.outputs['regressions']} regression(s), not 1`);
  if (!new RegExp(`\\| ${broken} \\|[^\\n]*\\*\\*confirmed: regressed\\*\\*`).test(comment))
    problems.push(`the comment does not show ${broken} confirmed: regressed`);
  return problems;
}

// ---- Main ------------------------------------------------------------------------------------

async function main() {
  const o = options(process.argv.slice(2));
  const root = mkdtempSync(join(tmpdir(), 'parley-bench-shards-'));
  const results = await startFakeResults();
  const w: World = {
    o,
    root,
    origin: join(root, 'origin'),
    model: await startModel(o.latencyMs),
    api: await startFakeGitHubApi({ results }),
    results,
    running: new Set(),
  };
  // Interrupted: end the action processes this bench started, remove its folder.
  const stop = async () => {
    const ended = [...w.running].map((child) => once(child, 'close'));
    for (const child of w.running) child.kill('SIGTERM');
    await Promise.all(ended);
    rmSync(root, { recursive: true, force: true });
    process.exit(130);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  const started = performance.now();
  try {
    console.log(
      `bench:shards: ${o.tasks} tasks x ${o.trials} trial(s), ${o.shards} shards (${o.parallel} shard job(s) at a time, ${o.workers} worker(s) each), built-in agent against the loopback model (${o.latencyMs} ms a request), dist/index.js`,
    );
    initOrigin(w);
    let base = '';
    for (const n of [1, 2]) {
      base = pushCommit(w, n);
      const push = await workflowRun(w, `push-${n}`, `70${n}`, 'main', {
        eventName: 'push',
        event: pushEvent(),
        sha: base,
        ref: 'refs/heads/main',
      });
      checkPush(push, o);
      printRun(`Push ${n} on main`, push, o);
    }
    const broken = taskId(Math.ceil(o.tasks / 2));
    const head = prBranch(w, base, broken);
    const pr = await workflowRun(w, 'pr', '801', 'pr-1', {
      eventName: 'pull_request',
      event: pullRequestEvent(1, base, head),
      sha: head,
      ref: 'refs/pull/1/merge',
    });
    const comment = w.api.comments.find((c) => c.issue === 1)?.body ?? '';
    printRun(`Pull request: ${broken} broken (shard ${shardOf(pr, broken)})`, pr, o);
    printConfirm(pr.confirm);
    console.log(
      `\nVerdict: ${pr.confirm.run.outputs['verdict']} (${pr.confirm.run.outputs['regressions']} regression(s)); comment ${comment.length} characters (${Buffer.byteLength(comment)} bytes)`,
    );
    console.log(`Bench wall time: ${secs(performance.now() - started)}`);
    const problems = verdictProblems(pr.confirm, comment, broken);
    if (problems.length) fail(problems.join('; '), pr.confirm);
  } finally {
    await w.model.fake.close();
    await w.api.close();
    await w.results.close();
    // About 35 checkouts of the suite's files: a minute or more on a busy disk.
    console.log(`removing ${root} ...`);
    rmSync(root, { recursive: true, force: true });
  }
}

await main().catch((error: unknown) => {
  console.error(`bench:shards: ${error instanceof BenchFailure ? error.message : String(error)}`);
  process.exitCode = 1;
});
