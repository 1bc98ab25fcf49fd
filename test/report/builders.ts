// Builders of valid summaries for the compare and report tests (run records: ../builders.ts).
import {
  OUTCOMES,
  STATUSES,
  type Outcome,
  type RunRecord,
  type Status,
  Summary,
  type TaskSummary,
} from '../../src/results/schema.js';
import { emptyUsageByRole } from '../../src/results/usage.js';
import { buildSummary } from '../../src/results/summary.js';

export interface TaskSpec {
  id: string;
  passed: number;
  trials: number;
  outcome?: Outcome;
  tokens?: number;
  /** Of the runs that did not pass: this many ended in an error (outcome config_error). */
  errors?: number;
  /** Of the runs that did not pass: this many abstained. */
  abstained?: number;
}

function counts(runs: number, passed: number, outcome: Outcome, errors = 0, abstained = 0) {
  const failedStatus: Status = outcome === 'abstained' ? 'abstained' : 'failed';
  const by_status = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
  const by_outcome = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  by_status.passed = passed;
  by_status.error += errors;
  by_status.abstained += abstained;
  by_status[failedStatus] += runs - passed - errors - abstained;
  by_outcome[outcome] = runs - errors - abstained;
  by_outcome.config_error += errors;
  by_outcome.abstained += abstained;
  return { runs, by_status, by_outcome };
}

function task(spec: TaskSpec): TaskSummary {
  const usage = emptyUsageByRole();
  usage.agent.total_tokens = spec.tokens ?? 0;
  const outcome = spec.outcome ?? (spec.passed > 0 ? 'completed' : 'completed');
  return {
    task_id: spec.id,
    task_name: `Task ${spec.id}`,
    trials: spec.trials,
    passed: spec.passed,
    pass_rate: spec.trials ? spec.passed / spec.trials : 0,
    mean_score: spec.trials ? spec.passed / spec.trials : 0,
    score_stddev: 0,
    flaky: spec.passed > 0 && spec.passed < spec.trials,
    counts: counts(spec.trials, spec.passed, outcome, spec.errors, spec.abstained),
    outcome,
    usage,
    duration_ms: 1000,
  };
}

export function makeSummary(
  tasks: TaskSpec[],
  options: { suite?: string; commit?: string; suiteSet?: string; durationMs?: number } = {},
): Summary {
  const taskSummaries = tasks.map(task);
  const runs = tasks.reduce((n, t) => n + t.trials, 0);
  const passed = tasks.reduce((n, t) => n + t.passed, 0);
  const usage = emptyUsageByRole();
  usage.agent.total_tokens = tasks.reduce((n, t) => n + (t.tokens ?? 0), 0);
  const summary = {
    schema_version: 1 as const,
    parley_version: '0.1.0',
    created_at: '2026-01-01T00:00:00.000Z',
    identity: {
      commit: options.commit ?? 'abc123',
      ref: 'refs/heads/main',
      suite_set: options.suiteSet ?? 'set1',
      models: { agent: null, responder: null, judge: null },
      shard: null,
    },
    counts: counts(runs, passed, 'completed'),
    pass_rate: runs ? passed / runs : 0,
    usage,
    duration_ms: options.durationMs ?? 5000,
    suites: [
      {
        name: options.suite ?? 'suite-a',
        file: 'evals/a/eval.yaml',
        hash: 'h',
        executor: 'mock',
        model: null,
        counts: counts(runs, passed, 'completed'),
        pass_rate: runs ? passed / runs : 0,
        tasks: taskSummaries,
      },
    ],
  };
  return Summary.parse(summary);
}

/** The summary of exactly these runs (suite-a, tasks in first-seen order), as a run writes it. */
export function summaryOfRecords(
  records: RunRecord[],
  options: { commit?: string; ref?: string } = {},
): Summary {
  const ids = [...new Set(records.map((r) => r.task_id))];
  return buildSummary(
    records,
    [
      {
        name: 'suite-a',
        file: 'evals/a/eval.yaml',
        hash: 'h',
        executor: 'mock',
        model: null,
        tasks: ids.map((id) => ({ id, name: `Task ${id}` })),
      },
    ],
    { commit: options.commit ?? 'abc123', ref: options.ref ?? 'refs/heads/main' },
  );
}
