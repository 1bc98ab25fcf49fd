// The runtime values of the result formats, without zod: the statuses and outcomes, which pairs
// a record may hold, the bounds schema.ts validates against, and the one place a record gets its
// verdict. The run path imports these from here, so a job sends its first model request before
// any zod schema of results.jsonl or summary.json is built (schema.ts builds them, for readers
// and the JSON Schemas, and re-exports these).
import type { Outcome, RunDraft, RunRecord, Status } from './schema.js';

export const SCHEMA_VERSION = 1;

export const STATUSES = ['passed', 'failed', 'abstained', 'error', 'skipped'] as const;
export const OUTCOMES = [
  'completed',
  'stopped',
  'cap_exhausted',
  'checkpoints_missing',
  'abstained',
  'timeout',
  'first_event_timeout',
  'agent_error',
  'responder_error',
  'grader_error',
  'config_error',
  'awaiting_input',
  /** The test file marks the test skipped (Yao `skip: true`): loaded, reported, never run. */
  'not_run',
] as const;

/**
 * Which outcomes each status allows (DESIGN.md "Outcomes"). `abstained` passes or fails only in
 * a task that expects it (`expected.outcomes: [abstained]`); anywhere else it is its own status.
 */
export const OUTCOMES_BY_STATUS = {
  passed: ['completed', 'stopped', 'cap_exhausted', 'abstained'],
  failed: ['completed', 'stopped', 'cap_exhausted', 'checkpoints_missing', 'abstained'],
  abstained: ['abstained'],
  error: [
    'timeout',
    'first_event_timeout',
    'agent_error',
    'responder_error',
    'grader_error',
    'config_error',
  ],
  skipped: ['awaiting_input', 'not_run'],
} as const satisfies Record<Status, readonly Outcome[]>;

/** A status with one of its own outcomes: the only pairs a record can be given. */
export type Verdict = {
  [S in Status]: { status: S; outcome: (typeof OUTCOMES_BY_STATUS)[S][number] };
}[Status];

/** Throws on a status/outcome pair outside the table: such a record is never written. */
export function checkVerdict(verdict: { status: Status; outcome: Outcome }): void {
  const allowed: readonly Outcome[] = OUTCOMES_BY_STATUS[verdict.status] ?? [];
  if (!allowed.includes(verdict.outcome)) {
    throw new Error(
      `impossible run verdict: status ${verdict.status} with outcome ${verdict.outcome} ` +
        `(allowed: ${allowed.join(', ')})`,
    );
  }
}

/** The one place a record gets its status and outcome: an impossible pair throws. */
export function finalRecord(draft: RunDraft, verdict: Verdict): RunRecord {
  checkVerdict(verdict);
  const { schema_version, suite, suite_file, task_id, task_name, trial, attempts, ...rest } = draft;
  // Field order as before (status and outcome after attempts) keeps results.jsonl readable.
  return {
    schema_version,
    suite,
    suite_file,
    task_id,
    task_name,
    trial,
    attempts,
    status: verdict.status,
    outcome: verdict.outcome,
    ...rest,
  };
}

/** The most errored attempts a run is retried after (`--retry-errors`, `retry-errors`). */
export const MAX_RETRY_ERRORS = 5;

/** The most base runs a pooled baseline keeps per task (the `pool` input is at most this). */
export const MAX_POOL = 20;
