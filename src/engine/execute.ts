// Executing loaded suites: plan the runs, execute them on the scheduler, stream every finished
// run to results.jsonl, then write summary.json, junit.xml and report.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { createLlm, resolveEndpoint, type LlmOptions } from '../llm/client.js';
import { roleEndpoint } from '../llm/endpoints.js';
import type { LlmEndpoint } from '../llm/types.js';
import { renderReport } from '../report/index.js';
import { createHumanResponder, type HumanIo } from '../responder/human.js';
import { renderJunit } from '../results/junit.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { buildSummary, type SuiteSummaryInput, type SummaryIdentity } from '../results/summary.js';
import { ResultsWriter } from '../results/writer.js';
import type { SpecError } from '../spec/load.js';
import { executorName } from '../spec/agent-config.js';
import type {
  ExecutorChoice,
  OnMissingInput,
  ProjectConfig,
  RunOverrides,
  Suite,
} from '../spec/model.js';
import { finalReport, progressLine } from './console.js';
import { planRuns, type PlannedRun } from './plan.js';
import { preflight } from './preflight.js';
import { redactor } from './redact.js';
import { collectSecrets } from './secrets.js';
import { runOne, type RunSettings } from './run-one.js';
import { schedule } from './scheduler.js';

export interface RunOptions {
  paths: string[];
  cwd?: string;
  /** Every task's executor; `copilot-sdk` = acp with `copilot --acp`. Applied by the loader. */
  executor?: ExecutorChoice;
  model?: string;
  responderModel?: string;
  judgeModel?: string;
  trials?: number;
  /** 0 or undefined = from the suites (parallel / workers). */
  workers?: number;
  tags?: string[];
  tasks?: string[];
  /** Default: the project config's results_dir, else parley-results. */
  outputDir?: string;
  failFast?: boolean;
  timeoutSeconds?: number;
  interactive?: boolean;
  dryRun?: boolean;
  shard?: { index: number; total: number };
  endpoint?: LlmEndpoint;
  /** The judge's own endpoint (base URL and key); default: `endpoint`. */
  judgeEndpoint?: LlmEndpoint;
  /** The LLM responder's own endpoint; default: `endpoint`. */
  responderEndpoint?: LlmEndpoint;
  /** Retries, backoff and concurrency of the LLM clients. */
  llmOptions?: LlmOptions;
  /** --on-missing-input: overrides every task's on_missing_input (default grade). */
  onMissingInput?: OnMissingInput;
  updateSnapshots?: boolean;
  signal?: AbortSignal;
  identity?: { commit?: string; ref?: string };
  secrets?: string[];
  /** Called with every configured secret once the suites are loaded (the action masks them). */
  onSecrets?: (secrets: string[]) => void;
  quiet?: boolean;
  /** The terminal of --interactive (default stdin / stderr). */
  humanIo?: HumanIo;
  /** Where warnings go (default stderr). */
  warn?: (line: string) => void;
  /** Where console lines go (default stdout). */
  print?: (line: string) => void;
}

export interface RunResult {
  summary: Summary;
  /**
   * Every finished run, as in results.jsonl, except that a passed run is kept without its
   * transcript (turns and checkpoints): the summary, report and console need a transcript only
   * for runs that did not pass or hit the follow-up cap, and memory must not grow with the
   * transcripts of thousands of passing runs. results.jsonl has every run in full.
   */
  records: RunRecord[];
  resultsDir: string;
  configErrors: SpecError[];
  /** Settings accepted but not acted on (waza compatibility), from loading. */
  warnings?: SpecError[];
  /** The runs that would execute (all of them with --dry-run). */
  planned: PlannedRun[];
  /** Runs not executed: fail-fast or cancellation. */
  notRun: number;
  stoppedBy?: 'fail_fast' | 'cancelled';
}

/** Default workers when a suite runs in parallel and sets none: LLM-bound work waits on I/O. */
const AUTO_WORKERS = Math.max(4, Math.min(8, availableParallelism() * 2));

function suiteInputs(suites: Suite[], cwd: string): SuiteSummaryInput[] {
  return suites.map((s) => ({
    name: s.name,
    file: relative(cwd, s.file) || s.file,
    hash: s.hash,
    executor: s.tasks[0]?.agent.executor ?? executorName(s.config.executor),
    model: s.config.model ?? null,
    tasks: s.tasks.map((t) => ({ id: t.id, name: t.name })),
  }));
}

/** What the options set for every task: the loader applies it, so tasks arrive resolved. */
export function overridesOf(options: RunOptions): RunOverrides {
  const all: RunOverrides = {
    executor: options.executor,
    model: options.model,
    responderModel: options.responderModel,
    judgeModel: options.judgeModel,
    timeoutSeconds: options.timeoutSeconds,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
}

export function identityOf(options: RunOptions): SummaryIdentity {
  return {
    ...options.identity,
    shard: options.shard ? `${options.shard.index}/${options.shard.total}` : undefined,
    models: { agent: options.model, responder: options.responderModel, judge: options.judgeModel },
  };
}

/** --output, else the project config's results_dir, else parley-results. */
export function resultsDirOf(cwd: string, options: RunOptions, project?: ProjectConfig): string {
  return resolve(cwd, options.outputDir ?? project?.resultsDir ?? 'parley-results');
}

/** The result of a job that ran nothing (configuration errors, a dry run, no matching runs). */
export function nothingRan(
  summary: Summary,
  resultsDir: string,
  configErrors: SpecError[],
  planned: PlannedRun[] = [],
): RunResult {
  return { summary, records: [], resultsDir, configErrors, planned, notRun: planned.length };
}

/** Runs suites that are already loaded and valid (runSuites after loading; tests). */
export async function runLoadedSuites(
  suites: Suite[],
  options: RunOptions,
  project?: ProjectConfig,
): Promise<RunResult> {
  const started = performance.now();
  const cwd = resolve(options.cwd ?? process.cwd());
  const resultsDir = resultsDirOf(cwd, options, project);
  const print = options.quiet ? () => {} : (options.print ?? ((line: string) => console.log(line)));
  const identity = identityOf(options);
  const planned = planRuns(suites, options);
  const inputs = suiteInputs(suites, cwd);
  const configErrors = preflight(planned, { interactive: options.interactive });
  // Nothing to run (a filter that matches nothing, a bad configuration, a dry run): nothing is
  // written, so the results of an earlier run stay as they were. An empty shard still writes
  // its (empty) results: the report job must see every shard.
  if (options.dryRun || configErrors.length || (planned.length === 0 && !options.shard)) {
    return nothingRan(buildSummary([], inputs, identity), resultsDir, configErrors, planned);
  }

  const endpoint = resolveEndpoint(options.endpoint);
  const workers = options.interactive
    ? 1
    : options.workers ||
      Math.max(...suites.map((s) => (s.config.parallel ? s.config.workers || AUTO_WORKERS : 1)), 1);
  // Every worker may wait on the same endpoint: the client's limit must not be the bottleneck
  // (it still halves when the server throttles).
  const llmOptions = {
    ...options.llmOptions,
    maxConcurrency: options.llmOptions?.maxConcurrency ?? Math.max(8, workers),
  };
  const agentLlm = createLlm(endpoint, llmOptions);
  const own = (given?: LlmEndpoint) => {
    const resolved = roleEndpoint(endpoint, given);
    return resolved === endpoint ? agentLlm : createLlm(resolved, llmOptions);
  };
  const llm: RunSettings['llm'] = {
    agent: agentLlm,
    responder: own(options.responderEndpoint),
    judge: own(options.judgeEndpoint),
  };
  const secrets = collectSecrets(suites, { ...options, endpoint });
  options.onSecrets?.(secrets);
  const redact = redactor(secrets);
  const runSignal = options.signal ?? new AbortController().signal;
  const settings: RunSettings = {
    cwd,
    interactive: options.interactive ?? false,
    human: options.interactive
      ? createHumanResponder(options.humanIo ?? { input: process.stdin, output: process.stderr })
      : undefined,
    onMissingInput: options.onMissingInput,
    updateSnapshots: options.updateSnapshots ?? false,
    llm,
    shard: identity.shard,
    signal: runSignal,
  };

  mkdirSync(resultsDir, { recursive: true });
  const writer = new ResultsWriter(join(resultsDir, 'results.jsonl'));
  print(
    `parley: ${planned.length} run(s) of ${suites.reduce((n, s) => n + s.tasks.length, 0)} task(s) in ${suites.length} suite(s)`,
  );
  const records: RunRecord[] = [];
  let outcome;
  try {
    outcome = await schedule(planned, {
      workers,
      suiteLimit: (run) =>
        options.interactive
          ? 1
          : options.workers
            ? Infinity
            : run.suite.config.parallel
              ? run.suite.config.workers || AUTO_WORKERS
              : 1,
      maxAttempts: (run) => run.suite.config.maxAttempts,
      failFast: (run) => options.failFast ?? run.suite.config.failFast,
      signal: runSignal,
      execute: (run, attempt) => runOne(run.suite, run.task, run.trial, attempt, settings),
      // Secrets are scrubbed once, here: everything written or printed later is built from these.
      onRecord: (record) => {
        const clean = redact(record);
        writer.append(clean);
        records.push(kept(clean));
        print(progressLine(clean));
      },
    });
  } finally {
    writer.close();
  }
  const summary = buildSummary(records, inputs, identity, Math.round(performance.now() - started));
  writeFileSync(join(resultsDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(resultsDir, 'junit.xml'), renderJunit(summary, records));
  const notes: string[] = [];
  if (outcome.stoppedBy === 'fail_fast')
    notes.push(
      `fail-fast: stopped after the first run that did not pass; ${outcome.notRun} run(s) not started.`,
    );
  if (outcome.stoppedBy === 'cancelled')
    notes.push(
      `cancelled: ${outcome.notRun} run(s) not finished; every finished run is in results.jsonl.`,
    );
  // A stopped job's report says so: its counts are of the finished runs only.
  const report = renderReport({ summary, records });
  const stopped = notes.map((n) => `\n_Parley ${n}_\n`).join('');
  writeFileSync(join(resultsDir, 'report.md'), report + stopped);
  notes.push(
    `results: ${displayPath(cwd, resultsDir)}/ (results.jsonl, summary.json, junit.xml, report.md)`,
  );
  print(finalReport(summary, records, notes));
  return {
    summary,
    records,
    resultsDir,
    configErrors: [],
    planned,
    notRun: outcome.notRun,
    stoppedBy: outcome.stoppedBy,
  };
}

/** What stays in memory of a finished run (see RunResult.records). */
function kept(record: RunRecord): RunRecord {
  if (record.status !== 'passed' || record.outcome === 'cap_exhausted') return record;
  // The report quotes the question a graded run ended with.
  if (record.ended_with_question) return { ...record, checkpoints: [] };
  return { ...record, turns: [], checkpoints: [] };
}

/** Relative when inside the working directory, else absolute: never a confusing ../../ path. */
function displayPath(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}
