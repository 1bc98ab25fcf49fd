// The action's inputs as one typed, validated settings object. This is the only module that
// calls core.getInput: a bad value fails here with a message that names the input and says
// what it expects, before anything runs.
import * as core from '@actions/core';
import { modelsProblem, parseModelList } from './shared/model-list.js';
import { parse as parseYaml } from 'yaml';
import { PriceTable } from './suites/schema/prices.js';
import { urlSecrets } from './engine/secrets.js';
import { parseShardSpec } from './engine/plan.js';
import { roleEndpointProblem, type LlmRole } from './llm/endpoints.js';
import { CONCURRENCY_ENV, parseConcurrency } from './llm/concurrency.js';
import { keyHeaderProblem } from './llm/connection.js';
import type { LlmEndpoint } from './llm/types.js';
import {
  DEFAULT_ALPHA,
  DEFAULT_CONFIRM_TASKS,
  DEFAULT_CONFIRM_TRIALS,
  FAIL_ON,
  parseAlpha,
  type FailOn,
} from './verdict/options.js';
import { DEFAULT_POOL, DEFAULT_POOL_MAX_AGE_DAYS } from './verdict/pool.js';
import { DEFAULT_RETRY_ERRORS } from './engine/run.js';
import { MAX_POOL, MAX_RETRY_ERRORS } from './results/record.js';

export { FAIL_ON, type FailOn };
export const BASELINES = ['cache', 'artifact', 'none'] as const;
export const MODES = ['run', 'report', 'confirm', 'command'] as const;
export const EXECUTORS = ['mock', 'openai', 'acp', 'http', 'copilot-sdk'] as const;

export type BaselineSource = (typeof BASELINES)[number];
export type Mode = (typeof MODES)[number];
export type ExecutorInput = (typeof EXECUTORS)[number];

export interface Settings {
  /** Paths of eval.yaml files, directories or *.jsonl files; [] = discovery. */
  evals: string[];
  executor?: ExecutorInput;
  model?: string;
  /** `models`: every suite once per model, side by side (engine/model-arms.ts). */
  models?: string[];
  responderModel?: string;
  judgeModel?: string;
  apiKey?: string;
  baseUrl?: string;
  /** The header of the main endpoint's key (api-key-header); default: Bearer, or its host's. */
  apiKeyHeader?: string;
  /** Requests in flight per LLM endpoint at most (llm-concurrency, else PARLEY_LLM_CONCURRENCY). */
  llmConcurrency?: number;
  /** The LLM responder's own endpoint (responder-base-url, responder-api-key); default: the main one. */
  responderEndpoint?: LlmEndpoint;
  /** The LLM judges' own endpoint (judge-base-url, judge-api-key); default: the main one. */
  judgeEndpoint?: LlmEndpoint;
  trials?: number;
  workers?: number;
  tags: string[];
  /** Run only these tasks (ids or names, `*` wildcards); [] = all. */
  tasks: string[];
  /** Command mode: the workflow file of the pull-request Parley check whose failed jobs an acceptance re-runs. */
  prWorkflow?: string;
  /** 1-based index. */
  shard?: { index: number; total: number };
  failOn: FailOn;
  /** Family-wise level of the regression gate (per-task Holm + suite test), 0 < alpha < 1. */
  alpha: number;
  comment: boolean;
  /**
   * Skill token budgets in the comment (`tokens`): undefined = on when the project config has a
   * `tokens` section.
   */
  tokens?: boolean;
  githubToken: string;
  /** '' = derived from the suite set, the shard and the run attempt. */
  artifactName?: string;
  baseline: BaselineSource;
  /** Base runs a saved cache baseline pools per task (1 = no pooling). */
  pool: number;
  /** Pooled base runs older than this many days are dropped from the pool. */
  poolMaxAge: number;
  /** Attempts more for a run that ends in an error (0 = off). */
  retryErrors: number;
  /** Pull requests: the most tasks re-run to confirm a drop (0 = off). */
  confirmTasks: number;
  /** Extra runs per confirmed task. */
  confirmTrials: number;
  /** Impact selection: on | off; undefined = on for pull requests (github/impact.ts). */
  impact?: 'on' | 'off';
  mode: Mode;
  resultsDir: string;
  /** Scheduled runs: open (and later close) one issue listing the regressions. */
  issueOnRegression: boolean;
  /** Report mode: the workflow run whose artifacts to report; undefined = derived from the event. */
  runId?: number;
  /** The `prices` input (YAML or JSON): dollars per million tokens per model; else the project's. */
  prices?: PriceTable;
  /**
   * The job's budget: runs started at most (confirmation included); with `shard`, the whole
   * matrix's, of which the shard keeps its share; undefined = no limit.
   */
  maxRuns?: number;
  /** The job's budget in dollars at `prices` (with `shard`, the matrix's); undefined = no limit. */
  maxCost?: number;
  /**
   * `skill-lift`: every suite also runs without its skills (report, require: the check fails
   * without a significant lift), none (off); undefined = the suites that say `baseline: true`.
   */
  skillLift?: SkillLiftInput;
}

export const SKILL_LIFT = ['off', 'report', 'require'] as const;
export type SkillLiftInput = (typeof SKILL_LIFT)[number];

export class SettingsError extends Error {
  constructor(input: string, expected: string, given: string) {
    super(`input "${input}": expected ${expected}, got "${given}"`);
    this.name = 'SettingsError';
  }
}

type Read = (name: string) => string;

function optional(read: Read, name: string): string | undefined {
  const value = read(name).trim();
  return value === '' ? undefined : value;
}

function oneOf<T extends string>(read: Read, name: string, allowed: readonly T[], fallback: T): T {
  const value = read(name).trim() || fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new SettingsError(name, `one of ${allowed.join(', ')}`, value);
  }
  return value as T;
}

function integer(
  read: Read,
  name: string,
  min: number,
  empty = "the suite's setting",
): number | undefined {
  const value = optional(read, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new SettingsError(name, `a whole number >= ${min} (or empty for ${empty})`, value);
  }
  return Number(value);
}

/** A whole number in [min, max]; empty = `fallback`. */
function bounded(read: Read, name: string, min: number, max: number, fallback: number): number {
  const value = optional(read, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new SettingsError(
      name,
      `a whole number from ${min} to ${max} (or empty for ${fallback})`,
      value,
    );
  }
  return Number(value);
}

function boolean(read: Read, name: string, fallback: boolean): boolean {
  const value = read(name).trim().toLowerCase();
  if (value === '') return fallback;
  if (['true', 'yes', 'on', '1'].includes(value)) return true;
  if (['false', 'no', 'off', '0'].includes(value)) return false;
  throw new SettingsError(name, 'true or false', value);
}

/** Newline- or comma-separated list, blank entries dropped. */
function list(read: Read, name: string): string[] {
  return read(name)
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function parseShard(value: string): { index: number; total: number } {
  const shard = parseShardSpec(value);
  if (!shard) throw new SettingsError('shard', '"i/n" with 1 <= i <= n, e.g. 2/4', value);
  return shard;
}

function level(read: Read, name: string): number {
  const value = optional(read, name);
  if (value === undefined) return DEFAULT_ALPHA;
  const alpha = parseAlpha(value);
  if (alpha === null) {
    throw new SettingsError(
      name,
      `a number between 0 and 1 (or empty for ${DEFAULT_ALPHA})`,
      value,
    );
  }
  return alpha;
}

/** Dollars > 0 ("5", "0.50", "$2"); empty = no limit. */
function dollars(read: Read, name: string): number | undefined {
  const text = optional(read, name);
  if (text === undefined) return undefined;
  const n = Number(text.replace(/^\$/, ''));
  if (!Number.isFinite(n) || n <= 0) {
    throw new SettingsError(name, 'dollars > 0 such as 5 or 0.50 (or empty for no limit)', text);
  }
  return n;
}

/** A prices table as YAML or JSON text (`model: {input, cached_input, output}`). */
function prices(read: Read, name: string): PriceTable | undefined {
  const text = optional(read, name);
  if (text === undefined) return undefined;
  const expected =
    'a table of model: {input: N, cached_input: N, output: N} (dollars per million tokens)';
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new SettingsError(name, `${expected}: ${(error as Error).message}`, text.slice(0, 200));
  }
  const parsed = PriceTable.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.join('.');
    throw new SettingsError(
      name,
      `${expected}; at ${where || 'the top'}: ${issue.message}`,
      text.slice(0, 200),
    );
  }
  return parsed.data;
}

function url(read: Read, name: string): string | undefined {
  const value = optional(read, name);
  if (value === undefined) return undefined;
  // A password or a query value in the URL is a secret: masked before anything can log it.
  for (const secret of urlSecrets(value)) maskSecret(secret);
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
  } catch {
    throw new SettingsError(name, 'an http(s) URL', value);
  }
  return value;
}

/** A workflow file name in .github/workflows, e.g. parley.yml. */
function workflowFile(read: Read, name: string): string | undefined {
  const value = optional(read, name)?.replace(/^\.github\/workflows\//, '');
  if (value !== undefined && !/^[\w.-]+\.ya?ml$/.test(value)) {
    throw new SettingsError(name, 'a workflow file name such as parley.yml (or empty)', value);
  }
  return value;
}

const masked = new Set<string>();

/** ::add-mask:: once per value: the runner hides it in every later log line. */
export function maskSecret(value: string): void {
  if (!value || masked.has(value)) return;
  masked.add(value);
  core.setSecret(value);
}

/** api-key-header: an HTTP header name. */
function headerName(read: Read, name: string): string | undefined {
  const value = optional(read, name);
  if (value === undefined) return undefined;
  const problem = keyHeaderProblem(value, `input "${name}"`);
  if (problem) throw new Error(problem);
  return value;
}

/** llm-concurrency, else the PARLEY_LLM_CONCURRENCY variable: 1 to 256. */
function llmConcurrency(read: Read, env: NodeJS.ProcessEnv): number | undefined {
  const input = optional(read, 'llm-concurrency');
  const text = input ?? (env[CONCURRENCY_ENV]?.trim() || undefined);
  if (text === undefined) return undefined;
  const parsed = parseConcurrency(
    text,
    input !== undefined ? 'input "llm-concurrency"' : CONCURRENCY_ENV,
  );
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.value;
}

/** responder-base-url / -api-key / -api-key-header (likewise judge); the key is masked at once. */
function ownEndpoint(read: Read, role: LlmRole): LlmEndpoint | undefined {
  const apiKey = optional(read, `${role}-api-key`);
  if (apiKey) maskSecret(apiKey);
  const apiKeyHeader = headerName(read, `${role}-api-key-header`);
  const given = {
    baseURL: url(read, `${role}-base-url`),
    apiKey,
    ...(apiKeyHeader ? { apiKeyHeader } : {}),
  };
  const problem = roleEndpointProblem(role, given, (field) => `input "${role}-${field}"`);
  if (problem) throw new Error(problem);
  return given.baseURL || given.apiKey ? given : undefined;
}

/**
 * `models`: a comma or newline list, each model once; not with `model` (which one would win?)
 * nor with a `skill-lift` asked for (a models job measures no lift).
 */
function modelsInput(read: Read): { models?: string[] } {
  const text = read('models').trim();
  if (!text) return {};
  const models = parseModelList(text);
  const problem = modelsProblem(models);
  if (problem)
    throw new SettingsError('models', `a comma or newline list of models (${problem})`, text);
  if (read('model').trim()) {
    throw new SettingsError('models', 'empty when the model input is set (one or the other)', text);
  }
  const lift = read('skill-lift').trim();
  if (lift && lift !== 'off') {
    throw new SettingsError(
      'models',
      `empty when skill-lift is ${lift} (a models job measures no lift)`,
      text,
    );
  }
  return { models };
}

/**
 * Reads every input. `read` defaults to core.getInput; tests pass their own. The API key is
 * masked before anything else so that no later log line can show it.
 */
export function readSettings(
  read: Read = (name) => core.getInput(name),
  env: NodeJS.ProcessEnv = process.env,
): Settings {
  const apiKey = optional(read, 'api-key');
  if (apiKey) maskSecret(apiKey);
  const responderEndpoint = ownEndpoint(read, 'responder');
  const judgeEndpoint = ownEndpoint(read, 'judge');
  const githubToken = read('github-token').trim();
  if (githubToken) maskSecret(githubToken);
  const shard = optional(read, 'shard');
  const executor = optional(read, 'executor');
  if (executor !== undefined && !(EXECUTORS as readonly string[]).includes(executor)) {
    throw new SettingsError(
      'executor',
      `one of ${EXECUTORS.join(', ')} (or empty for the suite's)`,
      executor,
    );
  }
  return {
    evals: list(read, 'evals'),
    executor: executor as ExecutorInput | undefined,
    model: optional(read, 'model'),
    ...modelsInput(read),
    responderModel: optional(read, 'responder-model'),
    judgeModel: optional(read, 'judge-model'),
    apiKey,
    baseUrl: url(read, 'base-url'),
    apiKeyHeader: headerName(read, 'api-key-header'),
    llmConcurrency: llmConcurrency(read, env),
    responderEndpoint,
    judgeEndpoint,
    trials: integer(read, 'trials', 1),
    workers: integer(read, 'workers', 0),
    tags: list(read, 'tags'),
    tasks: list(read, 'tasks'),
    prWorkflow: workflowFile(read, 'pr-workflow'),
    shard: shard ? parseShard(shard) : undefined,
    failOn: oneOf(read, 'fail-on', FAIL_ON, 'regressions'),
    alpha: level(read, 'alpha'),
    comment: boolean(read, 'comment', true),
    tokens: read('tokens').trim() === '' ? undefined : boolean(read, 'tokens', false),
    githubToken,
    artifactName: optional(read, 'artifact-name'),
    baseline: oneOf(read, 'baseline', BASELINES, 'cache'),
    pool: bounded(read, 'pool', 1, MAX_POOL, DEFAULT_POOL),
    poolMaxAge: bounded(read, 'pool-max-age', 1, 365, DEFAULT_POOL_MAX_AGE_DAYS),
    retryErrors: bounded(read, 'retry-errors', 0, MAX_RETRY_ERRORS, DEFAULT_RETRY_ERRORS),
    confirmTasks: bounded(read, 'confirm-tasks', 0, 100, DEFAULT_CONFIRM_TASKS),
    confirmTrials: bounded(read, 'confirm-trials', 2, 1000, DEFAULT_CONFIRM_TRIALS),
    ...(read('impact').trim()
      ? { impact: oneOf(read, 'impact', ['on', 'off'] as const, 'on') }
      : {}),
    mode: oneOf(read, 'mode', MODES, 'run'),
    resultsDir: optional(read, 'results-dir') ?? 'parley-results',
    issueOnRegression: boolean(read, 'issue-on-regression', false),
    runId: integer(read, 'run-id', 1, 'the run of the event'),
    prices: prices(read, 'prices'),
    maxRuns: integer(read, 'max-runs', 1, 'no limit'),
    maxCost: dollars(read, 'max-cost'),
    ...(read('skill-lift').trim()
      ? { skillLift: oneOf(read, 'skill-lift', SKILL_LIFT, 'report') }
      : {}),
  };
}
