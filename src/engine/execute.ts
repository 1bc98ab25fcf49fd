// Executing loaded suites: plan the runs, execute them on the scheduler, and stream every
// finished run to results.jsonl and the entry point's listeners. Returns the summary, the
// records and why the job stopped early, if it did: what to write or show is the caller's.
import { setMaxListeners } from 'node:events';
import { availableParallelism } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { LlmOptions } from '../llm/client.js';
import type { Llm, LlmEndpoint } from '../llm/types.js';
import type { Responder } from '../responder/types.js';
import { RESULTS_FILE } from '../results/layout.js';
import type { RunRecord, Summary } from '../results/schema.js';
import type { RunStop } from '../results/stop.js';
import { digestRecord } from '../results/digest.js';
import { ledgerFor, type JobLedger } from '../results/ledger.js';
import type { SpoolRenderer } from '../results/spool.js';
import { buildSummary, type SuiteSummaryInput, type SummaryIdentity } from '../results/summary.js';
import { ResultsWriter } from '../results/writer.js';
import type { SpecError } from '../suites/load.js';
import { executorName } from '../suites/agent-config.js';
import type {
  ExecutorChoice,
  OnMissingInput,
  ProjectConfig,
  RunOverrides,
  Suite,
} from '../suites/model.js';
import { Interrupt } from './interrupt.js';
import { createLlms, roleEndpoints } from './llms.js';
import { whileWaiting } from './while-waiting.js';
import { loadGraders } from '../graders/load.js';
import { loadRe2, taskUsesPatterns } from '../graders/re2.js';
import { loadResponder } from '../responder/load.js';
import { planMatrix, type PlannedRun } from './plan.js';
import { liftSuites } from './skill-arm.js';
import { liftRunOf, type LiftRun } from '../results/lift-run.js';
import { preflight } from './preflight.js';
import { redactor } from './redact.js';
import type { PriceTable } from '../suites/schema/prices.js';
import type { RunBudget } from './budget.js';
import { collectSecrets } from './secrets.js';
import { runOne, type RunSettings } from './run-one.js';
import { schedule } from './scheduler.js';
import { taskIdentity } from './task-identity.js';
import { fitOldGenerationGrowth } from '../shared/old-generation.js';
import type { BaseTasks, ChangeSet, ImpactSelection } from './impact.js';

export interface RunOptions {
  paths: string[];
  cwd?: string;
  /** Every task's executor; `copilot-sdk` = acp with `copilot --acp`. Applied by the loader. */
  executor?: ExecutorChoice;
  model?: string;
  /**
   * A models job (engine/model-arms.ts): every suite runs once per model, each as its own
   * suite `suite [model]`. Unset: one model (`model`, else the suites').
   */
  models?: string[];
  responderModel?: string;
  judgeModel?: string;
  trials?: number;
  /** 0 or undefined = from the suites (parallel / workers). */
  workers?: number;
  tags?: string[];
  tasks?: string[];
  /** Exactly these tasks (suite name and task id); with `tasks`/`tags`, both must match. */
  only?: { suite: string; taskId: string }[];
  /** The first run's trial number (default 1). */
  firstTrial?: number;
  /**
   * Confirmation runs (results/confirm.ts): each record is marked `confirmation: true` and
   * appended to the results.jsonl the screening runs wrote, instead of starting a new one.
   */
  confirmation?: boolean;
  /**
   * `base`: concurrent base runs of a confirmation, made in a worktree of the base commit:
   * each record is marked `side: 'base'` (and `confirmation: true`). Unset = the head.
   */
  side?: 'base';
  /**
   * Skill lift (engine/skill-arm.ts): true = every suite that can also runs each task x trial
   * without its skills; false = none; unset = the suites that say `baseline: true`. Never for
   * confirmation or base runs.
   */
  skillLift?: boolean;
  /** Default: the project config's results_dir, else parley-results. */
  outputDir?: string;
  failFast?: boolean;
  /**
   * Attempts more for a run that ended in an error (not a cancellation, not a config_error):
   * the final record keeps the earlier errors in `error_attempts`. Unset = 0 here; the CLI and
   * the action default to DEFAULT_RETRY_ERRORS.
   */
  retryErrors?: number;
  timeoutSeconds?: number;
  /**
   * A person answers instead of every responder (the CLI's --interactive builds it): one run at
   * a time, and single-prompt tasks that ask something get an answer too.
   */
  human?: Responder;
  dryRun?: boolean;
  shard?: { index: number; total: number };
  endpoint?: LlmEndpoint;
  /** The judge's own endpoint (base URL and key); default: `endpoint`. */
  judgeEndpoint?: LlmEndpoint;
  /** The LLM responder's own endpoint; default: `endpoint`. */
  responderEndpoint?: LlmEndpoint;
  /**
   * Run even where an endpoint a task needs is missing (each such run then records a
   * config_error): the action's fork pull requests without secrets. Else it is a configuration
   * error before anything runs.
   */
  allowMissingEndpoint?: boolean;
  /** Retries, backoff and concurrency of the LLM clients. */
  llmOptions?: LlmOptions;
  /** --on-missing-input: overrides every task's on_missing_input (default grade). */
  onMissingInput?: OnMissingInput;
  updateSnapshots?: boolean;
  /** Copy each run's final workspace to the results directory's `workspaces/` (parley grade). */
  keepWorkspaces?: boolean;
  signal?: AbortSignal;
  /**
   * The commit and ref the summary names. A promise may be given; a lazy one (the CLI's
   * gitIdentity, which asks git when first awaited) is awaited while the first runs wait on the
   * network, not before them.
   */
  identity?: CommitIdentity | PromiseLike<CommitIdentity>;
  secrets?: string[];
  /** What the entry point shows while the job runs; the engine prints nothing itself. */
  listeners?: RunListeners;
  /**
   * Impact selection (engine/impact.ts): only the tasks whose inputs changed run. `base` is
   * asked once the suites are loaded (their names name the baseline) for the base's tasks.
   */
  impact?: {
    change: ChangeSet | { error: string };
    base?: (suiteNames: string[]) => Promise<BaseTasks | string | undefined>;
  };
  /** The `prices` table (the action's input); unset: the project config's. */
  prices?: PriceTable;
  /**
   * The job's budget (`max-runs`, `max-cost`), shared by its confirmation runs: once reached,
   * no new run starts and the rest are recorded as not run.
   */
  budget?: RunBudget;
  /**
   * report.html's renderer of one run: each run is rendered as it is written and spooled for
   * the job's end (results/spool.ts). Unset: the end reads results.jsonl back.
   */
  spool?: SpoolRenderer;
}

export interface RunListeners {
  /** Settings the suites set that Parley accepts but does not act on, right after loading. */
  onWarnings?(warnings: SpecError[]): void;
  /** Once, before the first run starts. */
  onStart?(job: { runs: number; tasks: number; suites: number }): void;
  /** Each finished run, secrets scrubbed, once results.jsonl has it. */
  onRecord?(record: RunRecord): void;
  /** Every configured secret, once the suites are loaded (the action masks them). */
  onSecrets?(secrets: string[]): void;
  /**
   * Once, when the runs wait on the network (engine/while-waiting.ts): what the entry point
   * needs at the end may load now. Not called when no run makes a model request.
   */
  onWaiting?(): void;
}

export interface RunResult {
  summary: Summary;
  /**
   * Every finished run as a bounded digest (results/digest.ts: no transcripts, tool call
   * payloads or logs; quoted texts cut), which is what the summary, report, console and JUnit
   * read: memory must not grow with the conversations of thousands of runs. results.jsonl has
   * every run in full.
   */
  records: RunRecord[];
  resultsDir: string;
  configErrors: SpecError[];
  /** Settings accepted but not acted on (waza compatibility), from loading. */
  warnings?: SpecError[];
  /** The runs that would execute (all of them with --dry-run). */
  planned: PlannedRun[];
  /** A filter matched no run (an empty shard is not this: the report job must see it). */
  noRuns: boolean;
  /** Set when the job ended before every planned run finished. */
  stop?: RunStop;
  /** Scrubs every configured secret from text the entry point renders from the results. */
  redact: (text: string) => string;
  /** With `impact`: which tasks ran, which were not re-run, or why every task ran. */
  impact?: ImpactSelection;
  /** The `prices` table the report's cost is priced with (options, else the project config). */
  prices?: PriceTable;
  /** What this process wrote to results.jsonl, confirmation runs to come included: the end's input. */
  ledger?: JobLedger;
  /**
   * A skill-lift job: the runs without the skill (never in `records` or the summary's counts)
   * and what each run of both arms measured; the suites that ran with their skills only.
   */
  skillLift?: SkillLiftRuns;
  /** A skill-lift job's judge client (the judge's endpoint, else the agent's): its pairwise step. */
  judge?: Llm;
}

/** A skill-lift job's runs, as summary.json's `skill_lift` is built from them. */
export interface SkillLiftRuns {
  /** The runs without the skill, as digests (results.jsonl has them in full). */
  without: RunRecord[];
  /** Both arms' runs, what each measured. */
  runs: LiftRun[];
  skipped: { suite: string; reason: string }[];
}

/** Retries of an errored run by default: one, so a passing blip is not an error in the gate. */
export const DEFAULT_RETRY_ERRORS = 1;

/** Default workers when a suite runs in parallel and sets none: LLM-bound work waits on I/O. */
const AUTO_WORKERS = Math.max(4, Math.min(8, availableParallelism() * 2));

export function suiteInputs(suites: Suite[], cwd: string): SuiteSummaryInput[] {
  return suites.map((s) => ({
    name: s.name,
    file: relative(cwd, s.file) || s.file,
    hash: s.hash,
    executor: s.tasks[0]?.agent.executor ?? executorName(s.config.executor),
    model: s.config.model ?? null,
    tasks: s.tasks.map((t) => ({
      id: t.id,
      name: t.name,
      identity: taskIdentity(s, t),
      ...(t.golden ? { golden: true } : {}),
      ...(t.quarantine ? { quarantined: t.quarantine } : {}),
    })),
    ...(s.trigger ? { trigger: s.trigger } : {}),
    ...(s.modelArm ? { model_arm: s.modelArm } : {}),
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

export interface CommitIdentity {
  commit?: string;
  ref?: string;
}

/** The shard as summary.json and the runs name it: "i/n". */
const shardLabel = (options: RunOptions) =>
  options.shard ? `${options.shard.index}/${options.shard.total}` : undefined;

export async function identityOf(options: RunOptions): Promise<SummaryIdentity> {
  return {
    ...(await options.identity),
    shard: shardLabel(options),
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
  noRuns = false,
): RunResult {
  return {
    summary,
    records: [],
    resultsDir,
    configErrors,
    planned,
    noRuns,
    redact: (text) => text,
  };
}

/**
 * Runs suites that are already loaded and valid (runSuites after loading; tests). Streams each
 * finished run to results.jsonl and the listeners; the entry point writes the other files
 * (results/files.ts) once it knows the comparison and where the report goes.
 */
export async function runLoadedSuites(
  suites: Suite[],
  options: RunOptions,
  project?: ProjectConfig,
): Promise<RunResult> {
  const started = performance.now();
  const cwd = resolve(options.cwd ?? process.cwd());
  const resultsDir = resultsDirOf(cwd, options, project);
  const { planned, matrixRuns, skillLift } = await planWithLift(suites, options);
  const interactive = options.human !== undefined;
  const configErrors = preflight(planned, {
    interactive,
    ...(options.allowMissingEndpoint ? {} : { endpoints: roleEndpoints(options) }),
  });
  // Nothing to run (a filter that matches nothing, a bad configuration, a dry run): nothing is
  // written, so the results of an earlier run stay as they were. An empty shard still writes
  // its (empty) results: the report job must see every shard.
  const noRuns = planned.length === 0 && !options.shard;
  if (options.dryRun || configErrors.length || noRuns) {
    const summary = buildSummary([], suiteInputs(suites, cwd), await identityOf(options));
    return nothingRan(summary, resultsDir, configErrors, planned, noRuns);
  }

  const workers = workersOf(suites, options, interactive);
  const waiting = whileWaiting();
  loadWhileWaiting(waiting, planned, interactive);
  // The summary's commit and ref (a git process or two, if the CLI asks git), then too.
  const identity = waiting.later(() => identityOf(options));
  const { llm, redact } = jobLlms(suites, options, workers, waiting);
  const job = jobSignal(options.signal, workers);
  const runSignal = job.signal;
  const settings = runSettingsOf(options, { cwd, resultsDir, llm, signal: runSignal, redact });

  // Before any agent starts: a results directory that cannot be written (read-only, a file in
  // the way) is a ResultsWriteError, the job's configuration error.
  const appended = !!(options.confirmation || options.side === 'base');
  let writer: ResultsWriter;
  try {
    writer = new ResultsWriter(join(resultsDir, RESULTS_FILE), appended);
  } catch (error) {
    job.release();
    throw error;
  }
  // What finishing the job needs of each run, kept as it is written (ledger.ts).
  const ledger = ledgerFor(resultsDir, appended, options.spool, redact);
  announceStart(options, planned);
  const records: RunRecord[] = [];
  // The summary's suite inputs (every task's identity hashed) are computed once
  // the first runs have sent their requests, while they wait on the network, not before them.
  const inputs = waiting.later(() => suiteInputs(suites, cwd));
  const onWaiting = options.listeners?.onWaiting;
  if (onWaiting) waiting.later(onWaiting);
  const budget = options.budget;
  budget?.usePrices(pricesOf(options, project).prices);
  // The budget is the whole matrix's: a shard keeps its planned runs' share (the first plan's,
  // the screening's; its confirmation runs count against the same share).
  if (budget && options.shard) budget.shareFor(shardLabel(options)!, planned.length, matrixRuns);
  let outcome;
  try {
    outcome = await schedule(planned, {
      ...schedulePolicy(options, workers, interactive),
      signal: runSignal,
      ...budgetHooks(budget),
      execute: (run, attempt) => runOne(run.suite, run.task, run.trial, attempt, settings),
      onRecord: recordSink(options, { writer, job, budget, records, ledger, redact, skillLift }),
    });
  } finally {
    writer.close();
    job.release();
  }
  const summary = buildSummary(
    records,
    await inputs(),
    await identity(),
    Math.round(performance.now() - started),
  );
  // The lift's statistics load only for a skill-lift job.
  if (skillLift) {
    const { skillLiftSummary } = await import('../verdict/skill-lift-runs.js');
    summary.skill_lift = skillLiftSummary(skillLift, pricesOf(options, project).prices);
  }
  return {
    summary,
    records,
    resultsDir,
    configErrors: [],
    planned,
    noRuns: false,
    ...stopOf(outcome, budget),
    redact: (text) => redact(text),
    ...pricesOf(options, project),
    ...(ledger ? { ledger } : {}),
    ...(skillLift ? { skillLift, judge: llm.judge } : {}),
  };
}

/**
 * The runs, each task x trial's twin without the skill beside it in a skill-lift job, and the
 * lift's record of them (undefined when no suite asked for a lift). Confirmation and base runs
 * are the gate's: never a skill-lift pair.
 */
async function planWithLift(suites: Suite[], options: RunOptions) {
  const lift = liftSuites(
    suites,
    // A models job measures no lift (both would double the runs for two questions at once).
    options.confirmation || options.side === 'base' || options.models ? false : options.skillLift,
  );
  const { runs: planned, matrixRuns } = await planMatrix(suites, {
    ...options,
    lifted: lift.lifted,
  });
  const skillLift: SkillLiftRuns | undefined =
    lift.lifted.size > 0 || lift.skipped.length > 0
      ? { without: [], runs: [], skipped: lift.skipped }
      : undefined;
  return { planned, matrixRuns, skillLift };
}

/**
 * onStart: the runs, and the tasks and suites that run (the twins without the skill aside); the
 * old generation's growth step fitted to the runs.
 */
function announceStart(options: RunOptions, planned: PlannedRun[]): void {
  fitOldGenerationGrowth(planned.length);
  const own = planned.filter((p) => p.arm !== 'without');
  options.listeners?.onStart?.({
    runs: planned.length,
    // The tasks and suites that run (a --task or --tags filter, a shard), not all that loaded.
    tasks: new Set(own.map((p) => p.task)).size,
    suites: new Set(own.map((p) => p.suite)).size,
  });
}

/** The budget's say in the scheduler: may a run start, and the runs it kept from starting. */
function budgetHooks(budget: RunBudget | undefined) {
  if (!budget) return {};
  return {
    mayStart: () => budget.tryStart(),
    // A run without the skill not started leaves the lift fewer runs, not the gate.
    onNotStarted: (run: PlannedRun) => {
      if (run.arm !== 'without') budget.notStarted(run.suite.name, run.task.id);
    },
  };
}

/**
 * The job's LLM clients (each request tells `waiting` the network is busy), and the redactor of
 * every secret it knows of (the options', the clients' keys, the suites'), told to the listeners.
 */
function jobLlms(
  suites: Suite[],
  options: RunOptions,
  workers: number,
  waiting: ReturnType<typeof whileWaiting>,
) {
  const { llm, keys } = createLlms(
    { ...options, llmOptions: { ...options.llmOptions, onRequest: waiting.onRequest } },
    workers,
  );
  const secrets = collectSecrets(suites, {
    ...options,
    secrets: [...(options.secrets ?? []), ...keys],
  });
  options.listeners?.onSecrets?.(secrets);
  return { llm, redact: redactor(secrets) };
}

/** What every run of the job is given (run-one.ts). */
function runSettingsOf(
  options: RunOptions,
  job: Pick<RunSettings, 'cwd' | 'llm' | 'signal'> & {
    resultsDir: string;
    redact: (text: string) => string;
  },
): RunSettings {
  const { resultsDir, redact } = job;
  return {
    cwd: job.cwd,
    human: options.human,
    onMissingInput: options.onMissingInput,
    updateSnapshots: options.updateSnapshots ?? false,
    llm: job.llm,
    shard: shardLabel(options),
    signal: job.signal,
    redact: (text) => redact(text),
    ...(options.keepWorkspaces
      ? { keepWorkspaces: { dir: join(resultsDir, 'workspaces'), resultsDir } }
      : {}),
  };
}

/**
 * What the first grade and the responders need loads while the first requests wait on the
 * network (graders/load.ts, graders/re2.ts, responder/load.ts); a job that sends none loads
 * it when a run first needs it.
 */
function loadWhileWaiting(
  waiting: ReturnType<typeof whileWaiting>,
  planned: PlannedRun[],
  interactive: boolean,
): void {
  waiting.later(loadGraders);
  if (planned.some((p) => taskUsesPatterns(p.suite, p.task))) waiting.later(loadRe2);
  if (!interactive && planned.some((p) => p.task.plan.kind === 'responder')) {
    waiting.later(loadResponder);
  }
}

/** How many runs at once (per suite too), attempts, retries and fail-fast. */
function schedulePolicy(options: RunOptions, workers: number, interactive: boolean) {
  return {
    workers,
    suiteLimit: (run: PlannedRun) =>
      interactive
        ? 1
        : options.workers
          ? Infinity
          : run.suite.config.parallel
            ? run.suite.config.workers || AUTO_WORKERS
            : 1,
    maxAttempts: (run: PlannedRun) => run.suite.config.maxAttempts,
    retryErrors: () => options.retryErrors ?? 0,
    failFast: (run: PlannedRun) => options.failFast ?? run.suite.config.failFast,
  };
}

/** The scheduler's workers: one with --interactive, else --workers, else the suites' most. */
function workersOf(suites: Suite[], options: RunOptions, interactive: boolean): number {
  if (interactive) return 1;
  return (
    options.workers ||
    Math.max(...suites.map((s) => (s.config.parallel ? s.config.workers || AUTO_WORKERS : 1)), 1)
  );
}

/**
 * The job's signal: the caller's cancellation, or a results file that cannot be written (the
 * whole job fails then, and the runs under way are stopped rather than waited for).
 */
function jobSignal(caller: AbortSignal | undefined, workers: number) {
  const job = new AbortController();
  const follow = () => job.abort(caller?.reason);
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow, { once: true });
  // One listener per run under way (its deadline follows the job) and the scheduler's: Node's
  // warning of a possible leak past 10 would be printed for every job of more than 9 workers.
  setMaxListeners(workers + 10, job.signal);
  return {
    signal: job.signal,
    abort: (reason: unknown) => job.abort(reason),
    /** The job is over: it no longer follows the caller's signal. */
    release: () => caller?.removeEventListener('abort', follow),
  };
}

/**
 * Each finished run: marked (confirmation, base side), its secrets scrubbed once, here
 * (everything written or printed later is built from it), appended to results.jsonl, counted
 * by the budget, kept as a digest and in the ledger, told to the listeners.
 */
function recordSink(
  options: RunOptions,
  job: {
    writer: ResultsWriter;
    job: ReturnType<typeof jobSignal>;
    budget: RunBudget | undefined;
    records: RunRecord[];
    ledger: ReturnType<typeof ledgerFor>;
    redact: ReturnType<typeof redactor>;
    skillLift: SkillLiftRuns | undefined;
  },
): (record: RunRecord, run: PlannedRun) => void {
  return (record, run) => {
    const marked =
      options.side === 'base'
        ? { ...record, confirmation: true, side: 'base' as const }
        : options.confirmation
          ? { ...record, confirmation: true }
          : run.arm
            ? { ...record, skill_arm: run.arm }
            : record;
    // Serialised once: the redactor reads the line for secrets and the writer writes it.
    const { value: clean, json } = job.redact.json(marked);
    try {
      job.writer.appendJson(clean, json);
    } catch (error) {
      // The scheduler rethrows it once the runs under way have stopped.
      job.job.abort(new Interrupt('cancelled', (error as Error).message));
      throw error;
    }
    job.budget?.finished(clean);
    const digest = digestRecord(clean);
    if (run.arm) job.skillLift?.runs.push(liftRunOf(clean, digest));
    if (run.arm === 'without') job.skillLift?.without.push(digest);
    else job.records.push(digest);
    job.ledger?.add(clean, digest);
    options.listeners?.onRecord?.(clean);
  };
}

/** Why the scheduler stopped early, if it did (the budget says what it kept from starting). */
function stopOf(
  outcome: Awaited<ReturnType<typeof schedule>>,
  budget: RunBudget | undefined,
): Pick<RunResult, 'stop'> {
  if (!outcome.stoppedBy) return {};
  const notRun = outcome.stoppedBy === 'budget' ? budget?.notRun() : undefined;
  return {
    stop: {
      by: outcome.stoppedBy,
      notRun: outcome.notRun,
      ...(notRun ? { reason: notRun.reason } : {}),
    },
  };
}

function pricesOf(options: RunOptions, project?: ProjectConfig): { prices?: PriceTable } {
  const prices = options.prices ?? project?.prices;
  return prices ? { prices } : {};
}
