// `parley run [PATH...]`: runs the suites and writes the results directory. Exit 0 when the
// fail-on policy is satisfied, 1 on failures or regressions, 2 on configuration or usage
// errors. SIGINT/SIGTERM stop the agents cleanly and keep every finished run on disk.
import { cancelOnSignals, signalExitCode } from '../engine/cancel.js';
import { parseShardSpec } from '../engine/plan.js';
import { DEFAULT_RETRY_ERRORS, type RunOptions, type RunResult } from '../engine/run.js';
import { planJob, type JobSpec } from '../job/plan.js';
import { runJob } from '../job/pipeline.js';
import type { Summary } from '../results/schema.js';
import { roleEndpointProblem, type LlmRole } from '../llm/endpoints.js';
import { CONCURRENCY_ENV, parseConcurrency } from '../llm/concurrency.js';
import { keyHeaderProblem } from '../llm/connection.js';
import type { LlmEndpoint } from '../llm/types.js';
import { DEFAULT_CONFIRM_TASKS, DEFAULT_CONFIRM_TRIALS, FAIL_ON } from '../verdict/options.js';
import { formatSpecError } from '../suites/load.js';
import type { ExecutorName } from '../suites/model.js';
import { MAX_RETRY_ERRORS } from '../results/record.js';
import {
  ALPHA_HELP,
  alphaOption,
  baselineDirOf,
  cliFailOn,
  displayPath,
  modelOption,
} from './job-options.js';
import { gitIdentity } from './git-identity.js';
import { keyHeader } from './key-header-flag.js';
import { baseOfTasksThatRan } from '../results/impact.js';
import { styleFor } from '../shared/colour.js';
import { onDemand } from '../shared/on-demand.js';
import { consoleProgress, type ConsoleProgress } from './progress.js';
import { UsageError, type Command } from './types.js';

const EXECUTORS: ExecutorName[] = ['mock', 'openai', 'acp', 'http'];

function positiveInt(name: string, value: unknown, min = 1): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    throw new UsageError(`--${name}: expected an integer >= ${min}, got "${String(value)}"`);
  }
  return n;
}

/** --max-cost: dollars, a positive number. */
function dollarsOption(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(String(value).replace(/^\$/, ''));
  if (!Number.isFinite(n) || n <= 0 || String(value).trim() === '') {
    throw new UsageError(
      `--max-cost: expected dollars > 0 such as 5 or 0.50, got "${String(value)}"`,
    );
  }
  return n;
}

function boundedInt(name: string, value: unknown, min: number, max: number): number | undefined {
  const n = positiveInt(name, value, min);
  if (n !== undefined && n > max) {
    throw new UsageError(
      `--${name}: expected an integer from ${min} to ${max}, got "${String(value)}"`,
    );
  }
  return n;
}

function list(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const items = (value as string[])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

function parseShard(value: string): { index: number; total: number } {
  const shard = parseShardSpec(value);
  if (!shard) {
    throw new UsageError(
      `--shard: expected i/n with 1 <= i <= n (for example 2/3), got "${value}"`,
    );
  }
  return shard;
}

function oneOf<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) {
    throw new UsageError(
      `--${name}: expected one of ${allowed.join(', ')}, got "${String(value)}"`,
    );
  }
  return value as T;
}

/**
 * --responder-base-url / --responder-api-key / --responder-api-key-header (likewise judge),
 * checked before anything runs.
 */
function ownEndpoint(role: LlmRole, values: Record<string, unknown>): LlmEndpoint | undefined {
  const header = values[`${role}-api-key-header`] as string | undefined;
  const headerProblem =
    header === undefined ? undefined : keyHeaderProblem(header.trim(), `--${role}-api-key-header`);
  if (headerProblem) throw new UsageError(headerProblem);
  const given = {
    baseURL: values[`${role}-base-url`] as string | undefined,
    apiKey: values[`${role}-api-key`] as string | undefined,
    ...(header ? { apiKeyHeader: header.trim() } : {}),
  };
  const problem = roleEndpointProblem(role, given, (field) => `--${role}-${field}`);
  if (problem) throw new UsageError(problem);
  return given.baseURL || given.apiKey ? given : undefined;
}

/** --llm-concurrency, else PARLEY_LLM_CONCURRENCY: requests in flight per endpoint, 1 to 256. */
function llmConcurrency(values: Record<string, unknown>): number | undefined {
  const flag = values['llm-concurrency'] as string | undefined;
  const text = flag ?? (process.env[CONCURRENCY_ENV]?.trim() || undefined);
  if (text === undefined) return undefined;
  const parsed = parseConcurrency(text, flag !== undefined ? '--llm-concurrency' : CONCURRENCY_ENV);
  if ('problem' in parsed) throw new UsageError(parsed.problem);
  return parsed.value;
}

/** Cancels on the first SIGINT/SIGTERM; a second one exits at once. */
function cancellation(progress: ConsoleProgress) {
  return cancelOnSignals({
    exitOnSecond: true,
    notify: (name, first) => {
      if (first) {
        progress.clear();
        console.error(
          `\nparley: ${name}: stopping the agents; finished runs are kept (again to quit at once)`,
        );
      }
    },
  });
}

export const runCommand: Command = {
  name: 'run',
  usage: 'run [PATH...] [options]',
  options: {
    executor: { type: 'string' },
    model: { type: 'string' },
    'responder-model': { type: 'string' },
    'judge-model': { type: 'string' },
    'base-url': { type: 'string' },
    'api-key': { type: 'string' },
    'api-key-header': { type: 'string' },
    'llm-concurrency': { type: 'string' },
    'responder-base-url': { type: 'string' },
    'responder-api-key': { type: 'string' },
    'responder-api-key-header': { type: 'string' },
    'judge-base-url': { type: 'string' },
    'judge-api-key': { type: 'string' },
    'judge-api-key-header': { type: 'string' },
    trials: { type: 'string' },
    workers: { type: 'string' },
    tags: { type: 'string', multiple: true },
    task: { type: 'string', multiple: true },
    output: { type: 'string', short: 'o' },
    'fail-fast': { type: 'boolean' },
    'retry-errors': { type: 'string' },
    'max-runs': { type: 'string' },
    'max-cost': { type: 'string' },
    'fail-on': { type: 'string' },
    timeout: { type: 'string' },
    interactive: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    shard: { type: 'string' },
    baseline: { type: 'string' },
    confirm: { type: 'boolean' },
    'confirm-tasks': { type: 'string' },
    'confirm-trials': { type: 'string' },
    'base-ref': { type: 'string' },
    'changed-since': { type: 'string' },
    alpha: { type: 'string' },
    'on-missing-input': { type: 'string' },
    'update-snapshots': { type: 'boolean' },
    'keep-workspaces': { type: 'boolean' },
    'skill-lift': { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' },
  },
  help: {
    executor: 'E mock, openai, acp, http or copilot-sdk for every task',
    model:
      "M the agent's model (else config.model); a,b,c: every suite once per model, side by side",
    'responder-model': "M the LLM responder's model",
    'judge-model': "M the LLM judges' model",
    'base-url': 'URL OpenAI-compatible endpoint (else OPENAI_BASE_URL)',
    'api-key': 'KEY its key (else OPENAI_API_KEY)',
    'api-key-header':
      'H the header its key goes in, e.g. api-key (else OPENAI_API_KEY_HEADER; default Bearer, api-key on Azure hosts)',
    'llm-concurrency':
      'N requests in flight per LLM endpoint, 1-256 (else PARLEY_LLM_CONCURRENCY; default max(8, workers))',
    'responder-base-url': "URL the LLM responder's own endpoint (else --base-url)",
    'responder-api-key': 'KEY its key (needed with --responder-base-url)',
    'responder-api-key-header': "H its key's header (else by its host; see --api-key-header)",
    'judge-base-url': "URL the LLM judges' own endpoint (else --base-url)",
    'judge-api-key': 'KEY its key (needed with --judge-base-url)',
    'judge-api-key-header': "H its key's header (else by its host; see --api-key-header)",
    trials: 'N trials per task (else trials_per_task)',
    workers: "N concurrent runs (else the suites' parallel/workers)",
    tags: 'a,b only tasks with one of these tags',
    task: 'ID only this task (id or name, * globs; repeatable)',
    output: 'DIR results directory (default parley-results)',
    'fail-fast': 'start no new run after the first that does not pass',
    'retry-errors': `N attempts more for a run that ends in an error (default ${DEFAULT_RETRY_ERRORS}; 0 = off)`,
    'max-runs': "N start no more than N runs (confirmation runs included); --shard: the matrix's N",
    'max-cost':
      "USD start no new run once this much is spent (.parley.yaml prices); --shard: the matrix's",
    'fail-on':
      'P regressions, inconclusive, failures, no-lift or never (default failures; regressions with --baseline)',
    timeout: 'S deadline of each run in seconds (else timeout_seconds)',
    interactive: 'answer the agent yourself, as the responder',
    'dry-run': 'list the runs that would execute; run nothing',
    shard: 'i/n run one deterministic part of the runs',
    baseline: 'FILE compare with a base summary.json and print regressions',
    confirm: 're-run the tasks that look like they dropped, to confirm it (with --baseline)',
    'confirm-tasks': `N the most tasks --confirm re-runs (default ${DEFAULT_CONFIRM_TASKS})`,
    'confirm-trials': `N extra runs at most per re-run task, in stages (default ${DEFAULT_CONFIRM_TRIALS})`,
    'base-ref':
      'REF with --confirm: run the re-run tasks on this commit too (a git worktree), concurrently',
    'changed-since':
      'REF run only the tasks whose inputs changed since REF (with --baseline: and that it has under the same identity)',
    alpha: ALPHA_HELP,
    'on-missing-input':
      'grade|skip|fail a single-prompt reply that asks something: graded (default), skipped or failed',
    'update-snapshots': "rewrite the diff graders' snapshots",
    'keep-workspaces':
      "keep each run's final workspace in the results directory (for parley grade)",
    'skill-lift':
      "run every task x trial without the suite's skills too, and report the skill's lift (eval.yaml baseline: true does it for one suite)",
    quiet: 'no console report',
  },
  async run(values, positionals) {
    const gate = await gateOf(values);
    const interactive = values.interactive === true;
    // No live line with --interactive: the questions own the terminal.
    const progress = consoleProgress({
      quiet: values.quiet as boolean | undefined,
      live: !interactive,
    });
    // The reports' modules load while the runs wait on the network (onWaiting), else at the end.
    const finishing = onDemand(() => import('./finish.js'));
    const cancel = cancellation(progress);
    try {
      const spec = cliSpec(values, positionals, {
        ...progress.listeners,
        onWaiting: () => void finishing().catch(() => undefined),
      });
      // --interactive: the person at this terminal answers, one run at a time.
      // End of input (Ctrl-D) ends the session as Ctrl-C does: no run is stopped with nothing.
      if (interactive) {
        spec.human = (await import('../responder/human.js')).createHumanResponder({
          input: process.stdin,
          output: process.stderr,
          style: styleFor(process.stderr),
          onEndOfInput: () => cancel.cancel('cancelled: end of input at the interactive prompt'),
        });
      }
      spec.impact = await impactOf(values, gate.baseline);
      spec.signal = cancel.signal;
      const options = await planJob(spec);
      const quiet = values.quiet as boolean | undefined;
      const code = await runJob(
        {
          options,
          ...(gate.confirm ? { confirm: gate.confirm } : {}),
          ...(gate.baseRef !== undefined ? { base: await baseCheckout(gate.baseRef, quiet) } : {}),
          log: (line) => {
            if (!quiet) console.log(`parley: ${line}`);
          },
        },
        {
          ran: (result) => {
            progress.stop();
            return endedEarly(result, options.dryRun);
          },
          // --confirm: the possible regressions run again, appended to results.jsonl.
          compare: async (result) =>
            gate.baseline && gate.confirm ? compared(gate.baseline, result, gate.alpha) : undefined,
          publish: async (result, comparison) =>
            (await finishing()).finishJob(result, {
              baseline: gate.baseline,
              ...(values.baseline !== undefined
                ? { baselineDir: baselineDirOf(values.baseline as string) }
                : {}),
              ...(comparison ? { comparison } : {}),
              ...(result.impact ? { impact: result.impact } : {}),
              alpha: gate.alpha,
              ...gate.policy,
              quiet,
              where: `results: ${displayPath(result.resultsDir)}/ (results.jsonl, summary.json, junit.xml, report.md, report.html)`,
            }),
        },
      );
      // A stopped job still wrote what it finished; the exit code says it was stopped.
      const signal = cancel.received();
      if (signal) return signalExitCode(signal);
      return code;
    } finally {
      progress.stop();
      cancel.dispose();
    }
  },
};

/** What the job is compared with and how it is gated: --baseline, --confirm, --fail-on. */
async function gateOf(values: Record<string, unknown>) {
  // What a job uses only with some options (a baseline, the gate, a base checkout, impact, a
  // budget, --interactive) loads with them: a plain run starts its first requests sooner.
  const baseline =
    values.baseline === undefined
      ? undefined
      : (await import('./compare.js')).readSummary(values.baseline as string);
  const alpha = alphaOption(values.alpha);
  const confirm = values.confirm
    ? {
        tasks: positiveInt('confirm-tasks', values['confirm-tasks']) ?? DEFAULT_CONFIRM_TASKS,
        trials: positiveInt('confirm-trials', values['confirm-trials']) ?? DEFAULT_CONFIRM_TRIALS,
      }
    : undefined;
  if (confirm && !baseline) throw new UsageError('--confirm needs --baseline FILE');
  const baseRef = values['base-ref'] as string | undefined;
  if (baseRef !== undefined && !confirm) throw new UsageError('--base-ref needs --confirm');
  const policy = cliFailOn(oneOf('fail-on', values['fail-on'], FAIL_ON), baseline !== undefined);
  return { baseline, alpha, confirm, baseRef, policy };
}

/** The job's settings from the command line (checked before anything runs). */
function cliSpec(
  values: Record<string, unknown>,
  positionals: string[],
  listeners: RunOptions['listeners'],
): JobSpec {
  const apiKey = values['api-key'] as string | undefined;
  const responderEndpoint = ownEndpoint('responder', values);
  const judgeEndpoint = ownEndpoint('judge', values);
  const apiKeyHeader = keyHeader(values);
  const maxConcurrency = llmConcurrency(values);
  return {
    paths: positionals,
    executor: oneOf('executor', values.executor, [...EXECUTORS, 'copilot-sdk'] as const),
    ...modelOption(values.model, !!values['skill-lift'] || values['fail-on'] === 'no-lift'),
    responderModel: values['responder-model'] as string | undefined,
    judgeModel: values['judge-model'] as string | undefined,
    endpoint: {
      baseURL: values['base-url'] as string | undefined,
      apiKey,
      ...(apiKeyHeader ? { apiKeyHeader } : {}),
    },
    ...(maxConcurrency ? { llmOptions: { maxConcurrency } } : {}),
    responderEndpoint,
    judgeEndpoint,
    trials: positiveInt('trials', values.trials),
    workers: positiveInt('workers', values.workers, 0),
    tags: list(values.tags),
    tasks: list(values.task),
    outputDir: values.output as string | undefined,
    failFast: values['fail-fast'] as boolean | undefined,
    retryErrors:
      boundedInt('retry-errors', values['retry-errors'], 0, MAX_RETRY_ERRORS) ??
      DEFAULT_RETRY_ERRORS,
    timeoutSeconds: positiveInt('timeout', values.timeout),
    dryRun: values['dry-run'] as boolean | undefined,
    shard: values.shard === undefined ? undefined : parseShard(values.shard as string),
    onMissingInput: oneOf('on-missing-input', values['on-missing-input'], [
      'grade',
      'skip',
      'fail',
    ] as const),
    updateSnapshots: values['update-snapshots'] as boolean | undefined,
    keepWorkspaces: values['keep-workspaces'] as boolean | undefined,
    maxRuns: positiveInt('max-runs', values['max-runs']),
    maxCost: dollarsOption(values['max-cost']),
    // --fail-on no-lift asks for the lift it holds the job to.
    ...(values['skill-lift'] || values['fail-on'] === 'no-lift' ? { skillLift: true } : {}),
    listeners,
    secrets: [apiKey, process.env.OPENAI_API_KEY, responderEndpoint?.apiKey, judgeEndpoint?.apiKey],
    identity: gitIdentity(process.cwd()),
  };
}

/** --changed-since REF: the working tree against REF, untracked files included. */
async function impactOf(
  values: Record<string, unknown>,
  baseline: Summary | undefined,
): Promise<RunOptions['impact']> {
  const since = values['changed-since'] as string | undefined;
  if (since === undefined) return undefined;
  const [{ changedFiles }, { baseTasksOf }] = await Promise.all([
    import('../engine/changed-files.js'),
    import('../engine/impact.js'),
  ]);
  const change = await changedFiles(process.cwd(), since, { head: 'worktree' });
  if ('error' in change) console.error(`parley: warning: impact: every task runs: ${change.error}`);
  return { change, ...(baseline ? { base: () => Promise.resolve(baseTasksOf(baseline)) } : {}) };
}

/** --base-ref: the base commit, checked out only when a confirmation asks for base runs. */
async function baseCheckout(baseRef: string, quiet: boolean | undefined) {
  return (await import('../engine/base-checkout.js')).lazyBase(process.cwd(), () => baseRef, {
    log: (line, ok) => {
      if (!ok) console.error(`parley: warning: ${line}`);
      else if (!quiet) console.log(`parley: ${line}`);
    },
  });
}

/** The exit code of a job with nothing to compare: configuration errors, no runs, a dry run. */
function endedEarly(result: RunResult, dryRun: boolean | undefined): number | undefined {
  if (result.configErrors.length) {
    for (const error of result.configErrors) console.error(formatSpecError(error));
    console.error(`parley run: ${result.configErrors.length} configuration error(s); nothing ran`);
    return 2;
  }
  if (result.noRuns) {
    console.error('parley run: no runs matched: check the paths, --tags and --task');
    return 2;
  }
  if (!dryRun) return undefined;
  console.log(`parley run --dry-run: ${result.planned.length} run(s) would execute:`);
  for (const p of result.planned) {
    const plan =
      p.task.plan.kind === 'responder' && p.task.plan.responder.rules
        ? 'responder (rules)'
        : p.task.plan.kind;
    console.log(
      `  ${p.suite.name} › ${p.task.id} #${p.trial}${p.arm === 'without' ? ' without the skill' : ''}  executor ${p.task.agent.executor}, ${plan}`,
    );
  }
  return 0;
}

/**
 * The comparison --confirm confirms (without --confirm finishJob makes it). Tasks not re-run
 * (--changed-since) are not compared: the baseline is cut to the others.
 */
async function compared(baseline: Summary, result: RunResult, alpha: number | undefined) {
  const base =
    result.impact && !result.impact.all
      ? baseOfTasksThatRan(baseline, result.impact.notRerun)
      : baseline;
  const { compareSummaries } = await import('../verdict/compare.js');
  return compareSummaries(base, result.summary, { alpha, headRecords: result.records });
}
