// summary.json: per suite and task aggregates over trials, counts by status and outcome, usage,
// and the identity (commit, suite set, models) that baselines and comparisons key on.
import { createHash } from 'node:crypto';
import { aggregateTask } from './aggregate.js';
import { passHatK, wilson95 } from './reliability.js';
import { goldenFailed } from './golden.js';
import { triggerAccuracy } from './trigger-accuracy.js';
import { modelComparison } from './model-comparison.js';
import { PARLEY_VERSION } from '../version.js';
import type {
  Outcome,
  ReplyAuditSummary,
  RunRecord,
  Summary,
  SuiteSummary,
  TaskSummary,
  UsageByRole,
} from './schema.js';
import { isWithoutSkillRun, OUTCOMES, SCHEMA_VERSION, STATUSES } from './record.js';
import { addUsage, emptyUsageByRole } from './usage.js';

export interface SuiteSummaryInput {
  name: string;
  /** Relative to the working directory. */
  file: string;
  hash: string;
  executor: string;
  model: string | null;
  /** Planned task order; tasks without runs (filtered out, other shard) are left out. */
  /** identity: the hash of the task's resolved definition (engine/task-identity.ts). */
  /** golden: waza's `golden: true` (verdict/golden.ts). */
  /** quarantined: the project's `quarantine:` entry that covers it (verdict/quarantine.ts). */
  tasks: {
    id: string;
    name: string;
    identity?: string;
    golden?: boolean;
    quarantined?: { reason: string; expires: string };
  }[];
  /** A trigger_tests.yaml suite: its accuracy is computed, against this threshold if given. */
  trigger?: { threshold?: number };
  /** A models job: the suite `suite` under agent model `model` (engine/model-arms.ts). */
  model_arm?: { suite: string; model: string };
}

export interface SummaryIdentity {
  commit?: string;
  ref?: string;
  models?: { agent?: string; responder?: string; judge?: string };
  shard?: string;
}

type Counts = Summary['counts'];

export function countRuns(records: RunRecord[]): Counts {
  // Every status and outcome is present (zero or more): readers never guess at missing keys.
  const counts: Counts = {
    runs: records.length,
    by_status: Object.fromEntries(STATUSES.map((s) => [s, 0])) as Counts['by_status'],
    by_outcome: Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Counts['by_outcome'],
  };
  for (const r of records) {
    counts.by_status[r.status]++;
    counts.by_outcome[r.outcome]++;
  }
  return counts;
}

function sumUsage(records: RunRecord[]): UsageByRole {
  const total = emptyUsageByRole();
  for (const r of records) {
    addUsage(total.agent, r.usage.agent);
    addUsage(total.responder, r.usage.responder);
    addUsage(total.judge, r.usage.judge);
  }
  return total;
}

/** Passed over the runs that ran: a test skipped in its file (outcome not_run) counts apart, as in Yao. */
function passRate(records: RunRecord[]): number {
  const ran = records.filter((r) => r.outcome !== 'not_run');
  return ran.length ? ran.filter((r) => r.status === 'passed').length / ran.length : 0;
}

function mostCommonOutcome(records: RunRecord[]): Outcome {
  const tally = new Map<Outcome, number>();
  for (const r of records) tally.set(r.outcome, (tally.get(r.outcome) ?? 0) + 1);
  // Ties go to the outcome seen first, so the result does not depend on Map internals.
  let best: Outcome = records[0]!.outcome;
  for (const [outcome, n] of tally) if (n > (tally.get(best) ?? 0)) best = outcome;
  return best;
}

/** The reply audit summed over runs (each run's responder.audit); undefined when none was audited. */
export function replyAuditOf(records: RunRecord[]): ReplyAuditSummary | undefined {
  const audits = records.flatMap((r) => (r.responder?.audit ? [r.responder.audit] : []));
  if (!audits.length) return undefined;
  const sum = (f: (a: (typeof audits)[number]) => number) => audits.reduce((n, a) => n + f(a), 0);
  return {
    runs: audits.length,
    replies: sum((a) => a.replies),
    over_answered_runs: audits.filter((a) => a.over_answered > 0).length,
    ungrounded_runs: audits.filter((a) => a.ungrounded > 0).length,
    over_answered_replies: sum((a) => a.over_answered),
    ungrounded_replies: sum((a) => a.ungrounded),
  };
}

export function summarizeTask(id: string, name: string, records: RunRecord[]): TaskSummary {
  const a = aggregateTask(records);
  const audit = replyAuditOf(records);
  return {
    task_id: id,
    task_name: name,
    trials: a.trials,
    passed: a.passed,
    pass_rate: a.passRate,
    mean_score: round(a.meanScore),
    score_stddev: round(a.scoreStddev),
    flaky: a.flaky,
    counts: countRuns(records),
    outcome: mostCommonOutcome(records),
    usage: sumUsage(records),
    duration_ms: records.reduce((sum, r) => sum + r.duration_ms, 0),
    errored: records.filter((r) => r.status === 'error' || !!r.error_attempts?.length).length,
    ...(audit ? { responder_audit: audit } : {}),
    pass_interval: mapValues(wilson95(a.passed, a.trials), round),
    pass_hat_k: passHatK(a.passed, a.trials).map(round),
  };
}

const mapValues = <T extends Record<string, number>>(o: T, f: (n: number) => number): T =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)])) as T;

function triggerField(suite: SuiteSummaryInput, records: RunRecord[]) {
  if (!suite.trigger) return {};
  const accuracy = triggerAccuracy(records, suite.trigger.threshold);
  return accuracy ? { trigger_accuracy: accuracy } : {};
}

/** A task's identity for pooling: its definition's hash (engine/task-identity.ts) and this Parley. */
export function pooledIdentity(definition: string): string {
  return createHash('sha256').update(`${PARLEY_VERSION}\n${definition}`).digest('hex').slice(0, 32);
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The suite set a summary is of: a hash over its suites' hashes, order-independent. */
export function suiteSetHash(hashes: string[]): string {
  return createHash('sha256')
    .update([...hashes].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
}

export function buildSummary(
  records: RunRecord[],
  suites: SuiteSummaryInput[],
  identity: SummaryIdentity = {},
  durationMs = 0,
): Summary {
  // Confirmation runs (verdict/confirm.ts), head or concurrent base, are the verdict's; the runs
  // without the skill of a skill-lift job are skill_lift's alone.
  const screening = records.filter(
    (r) => !r.confirmation && r.side !== 'base' && !isWithoutSkillRun(r),
  );
  const suiteSummaries: SuiteSummary[] = suites.map((suite) => {
    // Confirmation runs (results/confirm.ts) are the verdict's, not the summary's: not counted.
    const ofSuite = screening.filter((r) => r.suite === suite.name && r.suite_file === suite.file);
    // Grouped once: a lookup per task over every run is quadratic in suites of thousands.
    const byTask = new Map<string, RunRecord[]>();
    for (const r of ofSuite) {
      const runs = byTask.get(r.task_id);
      if (runs) runs.push(r);
      else byTask.set(r.task_id, [r]);
    }
    const tasks = suite.tasks
      .map((t) => ({ t, runs: byTask.get(t.id) ?? [] }))
      .filter(({ runs }) => runs.length > 0)
      .map(({ t, runs }) => ({
        ...summarizeTask(t.id, t.name, runs),
        ...(t.identity ? { identity: pooledIdentity(t.identity) } : {}),
        ...(t.golden ? { golden: true as const } : {}),
        ...(t.quarantined ? { quarantined: { ...t.quarantined } } : {}),
      }));
    return {
      name: suite.name,
      file: suite.file,
      hash: suite.hash,
      executor: suite.executor,
      model: suite.model,
      counts: countRuns(ofSuite),
      pass_rate: passRate(ofSuite),
      tasks,
      ...triggerField(suite, ofSuite),
      ...(suite.model_arm ? { model_arm: { ...suite.model_arm } } : {}),
    };
  });
  const audit = replyAuditOf(screening);
  const golden = goldenFailed(suiteSummaries);
  const models = modelComparison(screening, suites);
  return {
    schema_version: SCHEMA_VERSION,
    parley_version: PARLEY_VERSION,
    created_at: new Date().toISOString(),
    identity: {
      commit: identity.commit ?? null,
      ref: identity.ref ?? null,
      suite_set: suiteSetHash(suites.map((s) => s.hash)),
      models: {
        agent: identity.models?.agent ?? null,
        responder: identity.models?.responder ?? null,
        judge: identity.models?.judge ?? null,
      },
      shard: identity.shard ?? null,
    },
    counts: countRuns(screening),
    pass_rate: passRate(screening),
    usage: sumUsage(screening),
    duration_ms: durationMs,
    suites: suiteSummaries,
    ...(audit ? { responder_audit: audit } : {}),
    ...(golden ? { golden_failed: golden } : {}),
    ...(models ? { models } : {}),
  };
}
