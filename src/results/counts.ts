// A summary's counts by what they mean to a reader: abstains, cap exhaustions, errors and skips
// apart from failures (the headline, fail-on and the action's outputs read the same numbers).
import type { RunRecord, Summary } from './schema.js';

export interface Counts {
  runs: number;
  passed: number;
  failed: number;
  abstained: number;
  capExhausted: number;
  errors: number;
  skipped: number;
}

export function countsOf(summary: Summary): Counts {
  const s = summary.counts.by_status;
  return {
    runs: summary.counts.runs,
    passed: s.passed ?? 0,
    failed: s.failed ?? 0,
    abstained: s.abstained ?? 0,
    capExhausted: summary.counts.by_outcome.cap_exhausted ?? 0,
    errors: s.error ?? 0,
    skipped: s.skipped ?? 0,
  };
}

/**
 * Cap exhaustion is an outcome of passed and failed runs, not a status: how many of each hit the
 * cap, so that a reader's counts add up ("3 failed, 2 of them at the cap").
 */
export function capExhaustedByStatus(records: RunRecord[]): { passed: number; failed: number } {
  const atCap = records.filter((r) => r.outcome === 'cap_exhausted');
  return {
    passed: atCap.filter((r) => r.status === 'passed').length,
    failed: atCap.filter((r) => r.status === 'failed').length,
  };
}
