// A summary's counts by what they mean to a reader: abstains, cap exhaustions, errors and skips
// apart from failures (the headline, fail-on and the action's outputs read the same numbers).
import type { Summary } from './schema.js';

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
