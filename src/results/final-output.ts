// The agent's last message of a run: what graders of JSON output and Yao final assertions read,
// and what the report quotes when a run ended asking.
import type { GradedRun } from './schema.js';

/** The agent's last message (JSON output, Yao final assertions). */
export function finalOutput(run: Pick<GradedRun, 'turns'>): string {
  for (let i = run.turns.length - 1; i >= 0; i--) {
    const output = run.turns[i]!.output;
    if (output.trim()) return output;
  }
  return '';
}
