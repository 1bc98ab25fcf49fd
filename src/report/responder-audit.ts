// The reply audit's findings per task (responder/audit.ts): how often the responder answered
// more than the agent asked (the multi-turn test collapses toward a one-shot, so it may be easier
// than intended) or stated what its brief does not support. Findings about the test, not
// verdicts on the agent: shown beside the scorecard, never counted as failures.
import type { ReplyAuditSummary, Summary } from '../results/schema.js';
import { inline } from './escape.js';
import { boundedTable, plural } from './table.js';

function phrases(audit: ReplyAuditSummary, runs: number): string[] {
  const out: string[] = [];
  if (audit.over_answered_runs > 0) {
    out.push(
      `the responder over-answered in ${audit.over_answered_runs} of ${plural(runs, 'run')}: the test may be easier than intended`,
    );
  }
  if (audit.ungrounded_runs > 0) {
    out.push(
      `a reply was ungrounded in ${audit.ungrounded_runs} of ${plural(runs, 'run')}: it stated what the brief does not say`,
    );
  }
  return out;
}

export function responderAuditSection(summary: Summary): string | null {
  const rows: string[][] = [];
  for (const suite of summary.suites) {
    for (const task of suite.tasks) {
      const audit = task.responder_audit;
      if (!audit) continue;
      const said = phrases(audit, task.counts.runs);
      if (!said.length) continue;
      rows.push([`${inline(suite.name, 80)} / ${inline(task.task_id, 80)}`, said.join('; ')]);
    }
  }
  if (!rows.length) return null;
  const table = boundedTable(['Task', 'Reply audit'], rows);
  return (
    `### Responder findings (${rows.length})\n\n${table}\n\n` +
    '_Each LLM responder reply is checked against its brief: these are findings about the test, not verdicts on the agent. The replies and what was found are in report.html, beside each reply._'
  );
}
