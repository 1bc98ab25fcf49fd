// What one run of a skill-lift job measured besides its verdict, kept as the run is written
// (its digest drops the turns): what verdict/skill-lift-runs.ts builds summary.json's
// `skill_lift` from.
import type { RunRecord } from './schema.js';

/** What one run of either arm measured, kept as it is written (the digest drops the turns). */
export interface LiftRun {
  arm: 'with' | 'without';
  suite: string;
  task_id: string;
  status: RunRecord['status'];
  followups: number;
  turns: number;
  tokens: number;
  abstained: boolean;
  capExhausted: boolean;
  /** The run's digest: its usage and models, priced at the end. */
  digest: RunRecord;
}

export function liftRunOf(record: RunRecord, digest: RunRecord): LiftRun {
  return {
    arm: record.skill_arm ?? 'with',
    suite: record.suite,
    task_id: record.task_id,
    status: record.status,
    followups: record.responder?.followups_sent ?? Math.max(0, record.turns.length - 1),
    turns: record.turns.length,
    tokens: record.usage.agent.total_tokens,
    abstained: record.status === 'abstained' || record.outcome === 'abstained',
    capExhausted: record.outcome === 'cap_exhausted',
    digest,
  };
}
