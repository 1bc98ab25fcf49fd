// The job summary of an action that ended before it could report (a bad input, no suites at the
// given path, an invalid suite): what went wrong, escaped and bounded, and what to do about it.
import { inline } from './escape.js';

export interface FailureInput {
  /** What kind of problem, for the heading: "a bad input". */
  title: string;
  /** The error's message (untrusted: it may quote an input or a file). */
  message: string;
  /** One line each, e.g. "evals/x/eval.yaml:3:5 tasks[0]: ..." (untrusted). */
  details?: string[];
  /** What to do, in Parley's words (markdown). */
  todo: string;
}

/** Lines of detail listed before the rest is left to the log. */
const MAX_DETAILS = 20;

export function failureReport(input: FailureInput): string {
  const lines = [`## Parley: ❌ ${input.title}`, '', inline(input.message, 2000)];
  const details = input.details ?? [];
  if (details.length) {
    lines.push('');
    for (const d of details.slice(0, MAX_DETAILS)) lines.push(`- ${inline(d, 600)}`);
    const left = details.length - MAX_DETAILS;
    if (left > 0) lines.push(`- _${left} more in the log of this step._`);
  }
  lines.push('', `**What to do:** ${input.todo}`);
  return `${lines.join('\n')}\n`;
}
