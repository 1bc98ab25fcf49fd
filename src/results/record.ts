// The runtime values of the result formats, without zod: the statuses and outcomes, which pairs
// a record may hold, the bounds schema.ts validates against (record-values.ts, re-exported), and
// the one place a record gets its verdict. The run path imports these from here, so a job sends
// its first model request before any zod schema of results.jsonl or summary.json is built
// (schema.ts builds them, for readers and the JSON Schemas, and re-exports the values).
import { OUTCOMES_BY_STATUS, type Verdict } from './record-values.js';
import type { Outcome, RunDraft, RunRecord, Status } from './schema.js';

export {
  MAX_POOL,
  MAX_RETRY_ERRORS,
  OUTCOMES,
  OUTCOMES_BY_STATUS,
  SCHEMA_VERSION,
  STATUSES,
  type Verdict,
} from './record-values.js';

/**
 * A skill-lift job's run without the suite's skills: in results.jsonl for `skill_lift` alone,
 * never one of the job's counted runs (like a concurrent base run, it is nobody's baseline).
 */
export const isWithoutSkillRun = (record: Pick<RunRecord, 'skill_arm'>): boolean =>
  record.skill_arm === 'without';

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
