// The on-disk result formats: one results.jsonl line per run, and summary.json.
// These zod schemas are the contract between the engine, the reports, `parley compare` /
// `parley report` (which read artifacts back as untrusted data) and the JSON Schemas in schemas/.
import { z } from 'zod';
import { Cost } from './cost-schema.js';
import { ModelComparison } from './model-comparison-schema.js';
import {
  MAX_IMPACT_TASKS,
  MAX_POOL,
  MAX_RETRY_ERRORS,
  OUTCOMES,
  SCHEMA_VERSION,
  STATUSES,
} from './record-values.js';
import { checkPoolRun, checkSuite, checkSummary, checkTask, type Issue } from './summary-checks.js';

/** A cross-field check (summary-checks.ts) as a zod refinement: its issues at their paths. */
const crossChecked =
  <T>(check: (value: T, issue: Issue) => void) =>
  (value: T, ctx: z.RefinementCtx) =>
    check(value, (path, message) => ctx.addIssue({ code: 'custom', path, message }));

// The zod-free values, for readers that want them with the schemas (the run path imports them
// from record.ts, not from here). The helpers that take the record's types (record.ts's
// finalRecord, usage.ts's arithmetic) are imported from their own modules: they import these
// types, so a re-export here would be a circle.
export {
  MAX_POOL,
  MAX_RETRY_ERRORS,
  OUTCOMES,
  OUTCOMES_BY_STATUS,
  SCHEMA_VERSION,
  STATUSES,
  type Verdict,
} from './record-values.js';

export const Status = z.enum(STATUSES);
export const Outcome = z.enum(OUTCOMES);
export type Status = z.infer<typeof Status>;
export type Outcome = z.infer<typeof Outcome>;

/** One model's share of a usage: what its price applies to. */
export const ModelTokens = z.object({
  input_tokens: z.number().int().nonnegative(),
  /** Of input_tokens, those read from the provider's prompt cache. */
  cached_input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
});
export type ModelTokens = z.infer<typeof ModelTokens>;

export const Usage = z.object({
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
  total_tokens: z.number().int().nonnegative(),
  requests: z.number().int().nonnegative(),
  /**
   * Of input_tokens, those the provider read from its prompt cache (Chat Completions'
   * prompt_tokens_details.cached_tokens, an ACP agent's cachedReadTokens). Absent: none reported.
   */
  cached_input_tokens: z.number().int().nonnegative().optional(),
  /**
   * The tokens per model, for the calls whose model Parley knows (the built-in agent, the
   * responder, the judge). Tokens not listed here (an ACP agent's) are the run's model's.
   */
  models: z.record(z.string().max(200), ModelTokens).optional(),
  /**
   * `false`: the agent reported no usage for this (the zeros mean "not reported", not "none
   * used"). Absent: reported (or counted by Parley).
   */
  reported: z.boolean().optional(),
});
export type Usage = z.infer<typeof Usage>;

export const UsageByRole = z.object({ agent: Usage, responder: Usage, judge: Usage });
export type UsageByRole = z.infer<typeof UsageByRole>;
export type Role = keyof UsageByRole;

export const ToolCallRecord = z.object({
  name: z.string(),
  arguments: z.unknown(),
  result: z.unknown().optional(),
  /** Only a call that completed is a success; an unfinished one is not. */
  success: z.boolean(),
  /**
   * How the call stood when the turn ended, where the agent reports it (ACP): `pending` or
   * `in_progress` = it never finished (e.g. a write the permission policy rejected).
   */
  status: z.enum(['completed', 'failed', 'pending', 'in_progress']).optional(),
  duration_ms: z.number().nonnegative(),
  /** ACP: the tool's kind (read, edit, delete, move, search, execute, think, fetch, other). */
  kind: z.string().optional(),
  /** ACP: the agent's human label for the call ("Creating greeting.txt"), not stable. */
  title: z.string().optional(),
  /** ACP: the files the call touches. */
  locations: z.array(z.object({ path: z.string(), line: z.number().nullish() })).optional(),
});
export type ToolCallRecord = z.infer<typeof ToolCallRecord>;

/** One permission request of the agent (ACP) and the decision Parley's policy made. */
export const PermissionRecord = z.object({
  tool_call_id: z.string(),
  /** The call's stable name (as in tool_calls). */
  tool: z.string(),
  title: z.string().optional(),
  kind: z.string().optional(),
  /** The input the request showed (it may differ from the call's own arguments: Copilot). */
  arguments: z.unknown().optional(),
  options: z.array(z.object({ option_id: z.string(), name: z.string(), kind: z.string() })),
  /** `selected` (option_id / option_kind say which) or `cancelled`. */
  outcome: z.enum(['selected', 'cancelled']),
  option_id: z.string().optional(),
  option_kind: z.string().optional(),
  allowed: z.boolean(),
});
export type PermissionRecord = z.infer<typeof PermissionRecord>;

export const AssertionResult = z.object({
  type: z.string(),
  passed: z.boolean(),
  message: z.string(),
  score: z.number().min(0).max(1).optional(),
});
export type AssertionResult = z.infer<typeof AssertionResult>;

export const InputSource = z.enum(['prompt', 'follow_up', 'turn', 'responder', 'human']);
export type InputSource = z.infer<typeof InputSource>;

/**
 * Why a turn ended, the same set for every adapter: `end_turn` (the agent answered),
 * `max_tokens`, `max_iterations` (the agent's own cap on tool round trips or model requests in a
 * turn: the engine records it as agent_error), `refusal`, `cancelled`; a cut-off turn says what cut
 * it (`timeout`, `first_event_timeout`, `error`). Anything else an older file holds reads as
 * `other`.
 */
export const StopReason = z
  .enum([
    'end_turn',
    'max_tokens',
    'max_iterations',
    'refusal',
    'cancelled',
    'timeout',
    'first_event_timeout',
    'error',
    'other',
  ])
  .catch('other');
export type StopReason = z.infer<typeof StopReason>;

/**
 * A finding of the reply audit (responder/audit.ts) about one reply: a finding about the test,
 * not a verdict on the agent. `over_answered`: the reply discloses brief facts the agent did not
 * ask about (`keys`); `ungrounded`: it states a value the brief contradicts or a fact it lacks.
 */
export const ReplyFinding = z.object({
  kind: z.enum(['over_answered', 'ungrounded']),
  /** The brief keys disclosed unasked (over_answered), or the ones contradicted (ungrounded). */
  keys: z.array(z.string()),
  detail: z.string(),
});
export type ReplyFinding = z.infer<typeof ReplyFinding>;

/** Replies audited and how many of them had each finding (a run's, or summed over runs). */
export const ReplyAudit = z.object({
  replies: z.number().int().nonnegative(),
  over_answered: z.number().int().nonnegative(),
  ungrounded: z.number().int().nonnegative(),
});
export type ReplyAudit = z.infer<typeof ReplyAudit>;

/**
 * The reply audit over runs (summary.json, per task and in all): runs with an audited reply,
 * replies audited, and the runs and replies with each finding.
 */
export const ReplyAuditSummary = z.object({
  runs: z.number().int().nonnegative(),
  replies: z.number().int().nonnegative(),
  over_answered_runs: z.number().int().nonnegative(),
  ungrounded_runs: z.number().int().nonnegative(),
  over_answered_replies: z.number().int().nonnegative(),
  ungrounded_replies: z.number().int().nonnegative(),
});
export type ReplyAuditSummary = z.infer<typeof ReplyAuditSummary>;

/** The responder's decision on the agent message that ended a turn. */
export const DecisionRecord = z.object({
  by: z.enum(['llm', 'rules', 'human']),
  /** The LLM responder's model; null for rules and a person. */
  model: z.string().nullable(),
  decision: z.enum(['reply', 'stop', 'abstain']),
  /** The reply as decided ('' for stop and abstain). */
  reply: z.string(),
  reason: z.string(),
  /** The brief facts the reply draws on, as the responder named them (keys of `- key: value`). */
  uses: z.array(z.string()).optional(),
  /** false: a reply the follow-up cap kept from being sent. Absent = sent (or nothing to send). */
  sent: z.boolean().optional(),
  /** What the reply audit found (absent or empty: nothing). */
  findings: z.array(ReplyFinding).optional(),
});
export type DecisionRecord = z.infer<typeof DecisionRecord>;

export const TurnRecord = z.object({
  index: z.number().int().nonnegative(),
  input: z.string(),
  input_source: InputSource,
  /** Pictures and sounds sent with the input (Yao image, image_url, audio parts): not their bytes. */
  attachments: z
    .array(
      z.object({
        kind: z.enum(['image', 'audio']),
        /** The file name or URL as the test wrote it. */
        label: z.string(),
        bytes: z.number().int().nonnegative(),
      }),
    )
    .optional(),
  output: z.string(),
  tool_calls: z.array(ToolCallRecord),
  skill_invocations: z.array(z.string()),
  assertions: z.array(AssertionResult),
  duration_ms: z.number().nonnegative(),
  first_event_ms: z.number().nonnegative().nullable(),
  stop_reason: StopReason,
  usage: Usage,
  /** ACP: the agent's permission requests in this turn, with the options offered and the decision. */
  permissions: z.array(PermissionRecord).optional(),
  /**
   * The turn was cut off (timeout, cancelled, agent failure) before it ended: input is what was
   * sent, output and tool_calls what the agent produced until then.
   */
  cut_off: z.boolean().optional(),
  /** The responder's decision on this turn's agent message (responder and human plans). */
  decision: DecisionRecord.optional(),
});
export type TurnRecord = z.infer<typeof TurnRecord>;

export const ResponderRecord = z.object({
  kind: z.enum(['llm', 'rules', 'human']),
  followups_sent: z.number().int().nonnegative(),
  /** completed | stopped | abstained | cap_exhausted | error */
  outcome: z.string(),
  reason: z.string().nullable(),
  /** The agent message the responder last saw (the question it abstained on, or the one at cap). */
  last_question: z.string().nullable(),
  /** The LLM responder's model (absent for rules and a person, and in older files). */
  model: z.string().optional(),
  /** The reply audit over this run's sent replies: how many, and how many had each finding. */
  audit: ReplyAudit.optional(),
});
export type ResponderRecord = z.infer<typeof ResponderRecord>;

export const CheckpointRecord = z.object({
  id: z.string(),
  required: z.boolean(),
  reached: z.boolean(),
  /** Turn index where it was first reached. */
  turn: z.number().int().nonnegative().nullable(),
  message: z.string(),
});
export type CheckpointRecord = z.infer<typeof CheckpointRecord>;

export const GraderResult = z.object({
  name: z.string(),
  type: z.string(),
  score: z.number().min(0).max(1),
  weight: z.number().nonnegative(),
  passed: z.boolean(),
  feedback: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  duration_ms: z.number().nonnegative(),
  /**
   * false: the grader did not apply to this run, and `feedback` says why (a suite grader on a run
   * that abstained as its task expects: graders/applicability.ts). Never a failure, left out of
   * the score. Absent (older results too): it applied.
   */
  applicable: z.boolean().optional(),
});
export type GraderResult = z.infer<typeof GraderResult>;

export const RunError = z.object({
  message: z.string(),
  /** Where it happened: agent, responder, grader, config, timeout, ... */
  kind: z.string(),
});
export type RunError = z.infer<typeof RunError>;

export const RunRecord = z.object({
  schema_version: z.literal(SCHEMA_VERSION),
  suite: z.string(),
  /** The suite file, relative to the working directory. */
  suite_file: z.string(),
  task_id: z.string(),
  task_name: z.string(),
  /** 1-based. */
  trial: z.number().int().positive(),
  attempts: z.number().int().positive(),
  status: Status,
  outcome: Outcome,
  executor: z.string(),
  model: z.string().nullable(),
  tags: z.array(z.string()),
  turns: z.array(TurnRecord),
  responder: ResponderRecord.nullable(),
  checkpoints: z.array(CheckpointRecord),
  graders: z.array(GraderResult),
  score: z.number().min(0).max(1),
  weighted_score: z.number().min(0).max(1),
  usage: UsageByRole,
  started_at: z.string(),
  duration_ms: z.number().nonnegative(),
  error: RunError.nullable(),
  /**
   * The errors of earlier attempts of this run that ended in an error and were retried
   * (`--retry-errors`), oldest first; each message bounded like `error`'s in the reports.
   * Absent = no attempt was retried after an error.
   */
  error_attempts: z.array(RunError).max(MAX_RETRY_ERRORS).optional(),
  /**
   * The agent's last message asked something and no input source could answer it (a
   * single-prompt task). Graded unless on_missing_input says skip or fail. Absent = false.
   */
  ended_with_question: z.boolean().optional(),
  /** Agent process stderr (ACP), truncated. */
  stderr: z.string().optional(),
  /** What the adapter noted while it ran (ACP permission decisions, ...), bounded. */
  agent_log: z.array(z.string()).optional(),
  /**
   * What may make the run test less than it says (an agent that connected none of the MCP
   * servers it was given), shown in the report. Absent = none.
   */
  warnings: z.array(z.string().max(1000)).max(20).optional(),
  /** Shard `i/n` that ran it, when sharded. */
  shard: z.string().optional(),
  /**
   * `parley grade` graded this recorded conversation again with the suites' current graders
   * (no agent ran). Absent = graded when it ran.
   */
  regraded: z.boolean().optional(),
  /**
   * `--keep-workspaces`: where the run's final workspace (the agent's working directory) was
   * kept, relative to the results directory.
   */
  workspace: z.string().optional(),
  /**
   * A confirmation run: re-run on the head after screening flagged the task as a possible
   * regression (results/confirm.ts). Not in summary.json's counts; absent = false.
   */
  confirmation: z.boolean().optional(),
  /**
   * `base`: a concurrent base run, made in a worktree of the base commit during confirmation
   * (such records also have `confirmation: true`). Never counted as the head's. Absent = head.
   */
  side: z.literal('base').optional(),
  /**
   * A skill-lift job (`--skill-lift`, eval.yaml `baseline: true`): which arm the run is of.
   * `with` runs are the job's ordinary runs; `without` runs (the same task and trial without the
   * suite's skills) are never in summary.json's counts, the baseline, the pool or the gate: only
   * in `skill_lift`. Absent = not a skill-lift job.
   */
  skill_arm: z.enum(['with', 'without']).optional(),
});
export type RunRecord = z.infer<typeof RunRecord>;
/** A run before its verdict: what the conversation and the graders fill in. */
export type RunDraft = Omit<RunRecord, 'status' | 'outcome'>;
/** What graders see: the run with the conversation's real outcome, before its status exists. */
export type GradedRun = Omit<RunRecord, 'status'>;

const Counts = z.object({
  runs: z.number().int().nonnegative(),
  by_status: z.record(Status, z.number().int().nonnegative()),
  by_outcome: z.record(Outcome, z.number().int().nonnegative()),
});

/** Runs a job's budget kept from starting (engine/budget.ts), per task. */
export const NotRun = z.object({
  reason: z.string().max(500),
  runs: z.number().int().nonnegative(),
  tasks: z
    .array(
      z.object({
        suite: z.string().max(500),
        task_id: z.string().max(500),
        runs: z.number().int().positive(),
      }),
    )
    .max(10_000),
});
export type NotRun = z.infer<typeof NotRun>;

/**
 * Impact selection as the job made it (results/impact.ts ImpactReport): the tasks not re-run
 * because none of their inputs changed, with the base's results that stand in for them, or why
 * every task ran. Each shard of a matrix records the same selection; `parley report` and
 * `mode: report` check that they agree and cut these tasks from the comparison. Bounded.
 */
export const SummaryImpact = z.object({
  /** What the files changed against (a sha or ref). */
  since: z.string().max(500).optional(),
  /** Files changed (0 when unknown). */
  changed: z.number().int().nonnegative(),
  /** Why every task ran; absent = only the tasks whose inputs changed ran. */
  all: z.string().max(2000).optional(),
  not_rerun: z
    .array(
      z.object({
        suite: z.string().max(500),
        task_id: z.string().max(500),
        task_name: z.string().max(1000),
        /** The base's (pooled) verdict runs of the task: what stands in for it. */
        base: z
          .object({
            passed: z.number().int().nonnegative(),
            failed: z.number().int().nonnegative(),
          })
          .optional(),
        /** The inputs compared (relative to the root, the first few). */
        inputs: z.array(z.string().max(1000)).max(100).optional(),
        more_inputs: z.number().int().nonnegative().optional(),
      }),
    )
    .max(MAX_IMPACT_TASKS),
  /** Tasks whose inputs did not change that ran anyway (no base results of the same identity). */
  run_anyway: z.number().int().nonnegative(),
  /** Tasks that ran whatever changed (inputs not all read or attributed), and why. */
  unattributed: z
    .array(
      z.object({
        suite: z.string().max(500),
        task_id: z.string().max(500),
        reason: z.string().max(1000),
      }),
    )
    .max(MAX_IMPACT_TASKS)
    .optional(),
});
export type SummaryImpact = z.infer<typeof SummaryImpact>;

/** One base run's verdict counts of a task, in a pooled baseline. */
const PoolRunFields = z.object({
  commit: z.string().max(200).nullable(),
  // Bounded: a tampered cache entry must not make the exact tests work on huge tables.
  passed: z.number().int().nonnegative().max(10_000),
  failed: z.number().int().nonnegative().max(10_000),
  /** Runs of the task in that base run that ended in an error (TaskSummary.errored). */
  errored: z.number().int().nonnegative().max(10_000).optional(),
  /** Runs of the task in that base run that abstained. Absent in older pools: unknown. */
  abstained: z.number().int().nonnegative().max(10_000).optional(),
  /** Every run of the task in that base run, verdict or not. Absent = passed + failed. */
  runs: z.number().int().nonnegative().max(10_000).optional(),
  /** When that base run was made (its summary's created_at). Absent in older pools. */
  at: z.string().max(40).optional(),
});
export const PoolRun = PoolRunFields.superRefine(crossChecked(checkPoolRun));
export type PoolRun = z.infer<typeof PoolRun>;

const TaskSummaryFields = z.object({
  task_id: z.string(),
  task_name: z.string(),
  trials: z.number().int().nonnegative(),
  /** Runs whose status is passed. */
  passed: z.number().int().nonnegative(),
  /** passed / trials (skipped runs count as trials). */
  pass_rate: z.number().min(0).max(1),
  mean_score: z.number().min(0).max(1),
  score_stddev: z.number().nonnegative(),
  /** Some trials passed and some did not. */
  flaky: z.boolean(),
  counts: Counts,
  /** The most common outcome over its trials. */
  outcome: Outcome,
  usage: UsageByRole,
  duration_ms: z.number().nonnegative(),
  /**
   * Hash of the task's resolved definition, its models and the Parley version: runs of the same
   * identity may be pooled into one baseline (results/pool.ts). Absent in older summaries.
   */
  identity: z.string().max(128).optional(),
  /**
   * A pooled baseline (saved on pushes and schedules): the verdict counts of the last runs of
   * this identity, oldest first, this run's last. Absent = this run's counts alone.
   */
  pool: z.array(PoolRun).max(MAX_POOL).optional(),
  /**
   * Runs whose first (or any) attempt ended in an error: status error now, or `error_attempts`
   * not empty. Screening runs only, like the other counts. Absent in older summaries: read
   * counts.by_status.error.
   */
  errored: z.number().int().nonnegative().optional(),
  /** The reply audit over this task's runs (responder/audit.ts); absent when nothing was audited. */
  responder_audit: ReplyAuditSummary.optional(),
  /**
   * Wilson 95 % score interval on pass_rate (results/reliability.ts): where the true pass rate
   * likely lies given this few trials. Absent in older summaries.
   */
  pass_interval: z
    .object({ low: z.number().min(0).max(1), high: z.number().min(0).max(1) })
    .optional(),
  /**
   * pass^k for k = 1..trials: the unbiased estimate C(passed,k)/C(trials,k) that k trials all
   * pass (pass_hat_k[0] is pass_rate). Absent in older summaries.
   */
  pass_hat_k: z.array(z.number().min(0).max(1)).optional(),
  /**
   * waza's `golden: true`: a run of this task that fails fails the check (verdict/golden.ts).
   * Absent: not golden.
   */
  golden: z.literal(true).optional(),
  /**
   * The project file's `quarantine:` entry that covers the task: it ran and is reported, but its
   * regressions, failures, errors and abstains do not fail the check (verdict/quarantine.ts).
   */
  quarantined: z.object({ reason: z.string().max(500), expires: z.string().max(10) }).optional(),
  /**
   * The task is flaky on the base branch (verdict/flaky.ts): over its pooled runs of the same
   * identity its pass rate is neither near 0 nor near 1. `rate` the pooled verdict pass rate,
   * `runs` its verdict runs, `jobs` the base runs they come from. Absent: not flaky, or no pool.
   */
  flaky_on_main: z
    .object({
      rate: z.number().min(0).max(1),
      runs: z
        .number()
        .int()
        .nonnegative()
        .max(MAX_POOL * 10_000),
      jobs: z.number().int().nonnegative().max(MAX_POOL),
    })
    .optional(),
});
export const TaskSummary = TaskSummaryFields.superRefine(crossChecked(checkTask));
export type TaskSummary = z.infer<typeof TaskSummary>;

/**
 * waza's trigger accuracy over a trigger_tests.yaml suite (results/trigger-accuracy.ts): counts
 * weighted by confidence (medium = 0.5), errored runs counted as wrong answers.
 */
export const TriggerAccuracy = z.object({
  true_positives: z.number().nonnegative(),
  false_positives: z.number().nonnegative(),
  true_negatives: z.number().nonnegative(),
  false_negatives: z.number().nonnegative(),
  errors: z.number().int().nonnegative(),
  precision: z.number().min(0).max(1),
  recall: z.number().min(0).max(1),
  f1: z.number().min(0).max(1),
  accuracy: z.number().min(0).max(1),
  /** The eval's `metrics: trigger_accuracy` threshold, and whether accuracy reached it. */
  threshold: z.number().optional(),
  passed: z.boolean().optional(),
});
export type TriggerAccuracy = z.infer<typeof TriggerAccuracy>;

const SuiteSummaryFields = z.object({
  name: z.string(),
  file: z.string(),
  hash: z.string(),
  executor: z.string(),
  model: z.string().nullable(),
  counts: Counts,
  pass_rate: z.number().min(0).max(1),
  tasks: z.array(TaskSummary),
  /** Only for a suite loaded from trigger_tests.yaml. */
  trigger_accuracy: TriggerAccuracy.optional(),
  /** A models job: this suite is `suite` under agent model `model` (its name: `suite [model]`). */
  model_arm: z.object({ suite: z.string().max(500), model: z.string().max(500) }).optional(),
});
export const SuiteSummary = SuiteSummaryFields.superRefine(crossChecked(checkSuite));
export type SuiteSummary = z.infer<typeof SuiteSummary>;

/** One skill file's token count against its budget. */
export const TokenBudgetFile = z.object({
  file: z.string(),
  tokens: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  status: z.enum(['ok', 'warn', 'over']),
});
export type TokenBudgetFile = z.infer<typeof TokenBudgetFile>;
export const TokenBudgets = z.object({
  /** Where the limits came from (the project config, .token-limits.json, built-in defaults). */
  source: z.string(),
  files: z.array(TokenBudgetFile),
});
export type TokenBudgets = z.infer<typeof TokenBudgets>;

const LiftInterval = z.object({ low: z.number(), high: z.number() });
const LiftArm = z.object({
  passed: z.number().int().nonnegative(),
  runs: z.number().int().nonnegative(),
  rate: z.number().min(0).max(1),
});
const LiftClaim = z.enum(['helps', 'hurts', 'no_evidence']);
/** One measure besides passing (verdict/skill-lift.ts measureLift): means per run, each arm. */
const MeasureLift = z.object({
  with: z.number(),
  without: z.number(),
  difference: z.number(),
  interval: LiftInterval.nullable(),
  n_with: z.number().int().nonnegative(),
  n_without: z.number().int().nonnegative(),
});

/**
 * A skill-lift job: each task's runs with and without the suite's skills (verdict/skill-lift.ts),
 * or why no lift was measured (`skipped`). Bounded like the summary's other lists.
 */
export const SkillLift = z.object({
  level: z.number().min(0).max(1),
  pooled: z.object({
    difference: z.number(),
    p_helps: z.number().min(0).max(1),
    p_hurts: z.number().min(0).max(1),
    claim: LiftClaim,
  }),
  helps: z.number().int().nonnegative(),
  hurts: z.number().int().nonnegative(),
  no_evidence: z.number().int().nonnegative(),
  sentence: z.string().max(2000),
  tasks: z
    .array(
      z.object({
        suite: z.string().max(500),
        task: z.string().max(500),
        with: LiftArm,
        without: LiftArm,
        difference: z.number(),
        interval: LiftInterval,
        p_helps: z.number().min(0).max(1),
        p_hurts: z.number().min(0).max(1),
        claim: LiftClaim,
        measures: z.object({
          followups: MeasureLift,
          turns: MeasureLift,
          tokens: MeasureLift,
          cost_usd: MeasureLift.optional(),
          abstains: MeasureLift,
          cap_exhausted: MeasureLift,
        }),
      }),
    )
    .max(MAX_IMPACT_TASKS),
  /**
   * The pairwise judges (`type: pairwise`): pairs the with-skill arm won (`wins`), lost, tied,
   * could not judge (`errors`) or had no pair to judge (`skipped`); the exact sign test over
   * wins and losses (ties dropped); per task. Absent when no suite has a pairwise grader.
   */
  pairwise: z
    .object({
      wins: z.number().int().nonnegative(),
      losses: z.number().int().nonnegative(),
      ties: z.number().int().nonnegative(),
      errors: z.number().int().nonnegative(),
      skipped: z.number().int().nonnegative(),
      p_two_sided: z.number().min(0).max(1),
      p_wins: z.number().min(0).max(1),
      p_losses: z.number().min(0).max(1),
      tasks: z
        .array(
          z.object({
            suite: z.string().max(500),
            task: z.string().max(500),
            wins: z.number().int().nonnegative(),
            losses: z.number().int().nonnegative(),
            ties: z.number().int().nonnegative(),
            errors: z.number().int().nonnegative(),
            skipped: z.number().int().nonnegative(),
          }),
        )
        .max(MAX_IMPACT_TASKS),
    })
    .optional(),
  /** Why no lift was measured (the suite has no skill, its agent cannot run without it). */
  skipped: z.string().max(2000).optional(),
  /** Suites of the job that were run with their skills only, and why. */
  suites_skipped: z
    .array(z.object({ suite: z.string().max(500), reason: z.string().max(1000) }))
    .max(1000)
    .optional(),
});
export type SkillLift = z.infer<typeof SkillLift>;

const SummaryFields = z.object({
  schema_version: z.literal(SCHEMA_VERSION),
  parley_version: z.string(),
  created_at: z.string(),
  identity: z.object({
    commit: z.string().nullable(),
    ref: z.string().nullable(),
    /** Hash over every suite hash: which suite set this summary is of. */
    suite_set: z.string(),
    models: z.object({
      agent: z.string().nullable(),
      responder: z.string().nullable(),
      judge: z.string().nullable(),
    }),
    shard: z.string().nullable(),
  }),
  counts: Counts,
  pass_rate: z.number().min(0).max(1),
  usage: UsageByRole,
  duration_ms: z.number().nonnegative(),
  suites: z.array(SuiteSummary),
  /** The reply audit over every run; absent when nothing was audited. */
  responder_audit: ReplyAuditSummary.optional(),
  /**
   * What the job's runs cost at the `prices` table's rates (results/cost.ts): every run it made,
   * confirmation and base runs included. Absent: no prices configured.
   */
  cost: Cost.optional(),
  /**
   * Planned runs the job's budget (`max-runs`, `max-cost`) kept from starting, per task: the
   * gate calls those tasks' comparison inconclusive, never a pass. Absent: every run started.
   */
  not_run: NotRun.optional(),
  /**
   * Impact selection (a pull request, `--changed-since`): the tasks not re-run, whose base
   * results stand in and are not compared. Absent: no impact selection (every task was asked for).
   */
  impact: SummaryImpact.optional(),
  /**
   * Skill token budgets counted with the run (`parley tokens check`'s counts), so a later run
   * can say what changed against this one.
   */
  tokens: TokenBudgets.optional(),
  /**
   * What the last pooling (verdict/pool.ts addToPool) dropped from the pooled baseline, so the
   * PR comment can say it: `restarted` says why every task's pool restarted from this run
   * (a suite-wide shift: "the provider drifted"), null when it did not; `tasks` the older runs
   * dropped per task and why. Bounded.
   */
  pool_changes: z
    .object({
      restarted: z.string().max(500).nullable(),
      tasks: z
        .array(
          z.object({
            suite: z.string().max(500),
            task_id: z.string().max(500),
            dropped: z.number().int().nonnegative().max(MAX_POOL),
            reason: z.string().max(500),
          }),
        )
        .max(1000),
    })
    .optional(),
  /** `parley grade`: these results re-grade the recorded conversations of another results set. */
  regraded_from: z
    .object({
      /** The results directory as given. */
      results_dir: z.string(),
      parley_version: z.string(),
      created_at: z.string(),
      identity: z.object({
        commit: z.string().nullable(),
        ref: z.string().nullable(),
        suite_set: z.string(),
      }),
    })
    .optional(),
  /**
   * The golden tasks (waza's `golden: true`) with a run that failed, each a failure of the check
   * (verdict/golden.ts). Present, possibly empty, when the suite set has a golden task that ran.
   */
  golden_failed: z
    .array(
      z.object({
        suite: z.string().max(500),
        task_id: z.string().max(500),
        /** Runs that failed, of the task's runs that reached a verdict (passed + failed). */
        failed: z.number().int().positive(),
        verdicts: z.number().int().positive(),
      }),
    )
    .max(10_000)
    .optional(),
  /** A skill-lift job's lift (`--skill-lift`, `baseline: true`). Absent: not a skill-lift job. */
  skill_lift: SkillLift.optional(),
  /**
   * A models job (`--model a,b`, the action's `models`): each task under each model side by
   * side, the best per task and overall. Absent: one model.
   */
  models: ModelComparison.optional(),
});
export const Summary = SummaryFields.superRefine(crossChecked(checkSummary));
export type Summary = z.infer<typeof Summary>;
