// The runtime values of the result formats, without zod and without the record's types: the
// statuses and outcomes, which pairs a record may hold, and the bounds schema.ts validates
// against. Both schema.ts (which builds its enums from them) and record.ts use them, so neither
// imports the other's values; readers take them from record.ts or schema.ts, which re-export them.

/** A status and an outcome, as the tables below name them (schema.ts's Status and Outcome). */
type Status = (typeof STATUSES)[number];
type Outcome = (typeof OUTCOMES)[number];

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

/** The most errored attempts a run is retried after (`--retry-errors`, `retry-errors`). */
export const MAX_RETRY_ERRORS = 5;

/** The most base runs a pooled baseline keeps per task (the `pool` input is at most this). */
export const MAX_POOL = 20;

/** The most tasks not re-run (or run whatever changed) summary.json's `impact` lists, like not_run. */
export const MAX_IMPACT_TASKS = 10_000;
