// The console report: a line per finished run while the job runs, then counts by status and
// outcome, then every run that did not pass with its reason. Agent and model text is untrusted:
// escape sequences are removed and each reason is cut to one short line.
import { runReason } from '../results/junit.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { questionOf } from '../shared/asking.js';
import { escapeTerminal, oneLine, truncate } from '../shared/strings.js';

const SYMBOL: Record<RunRecord['status'], string> = {
  passed: '✔',
  failed: '✖',
  abstained: '?',
  error: '!',
  skipped: '-',
};

const safe = (text: string, max = 200) => truncate(oneLine(escapeTerminal(text)), max);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function runLabel(r: RunRecord): string {
  return `${safe(r.suite, 60)} › ${safe(r.task_id, 80)} #${r.trial}`;
}

export function progressLine(r: RunRecord): string {
  const parts: string[] = [r.outcome];
  if (r.responder) parts.push(`${r.responder.followups_sent} follow-up(s)`);
  if (r.ended_with_question) parts.push('ended asking');
  if (r.attempts > 1) parts.push(`attempt ${r.attempts}`);
  parts.push(seconds(r.duration_ms));
  return `  ${SYMBOL[r.status]} ${r.status.padEnd(9)} ${runLabel(r)}  ${parts.join(' · ')}`;
}

/** The lines that explain a run that did not pass (or passed at the cap). */
export function explain(r: RunRecord): string[] {
  const lines: string[] = [];
  const responder = r.responder;
  if (r.status === 'abstained' && responder) {
    lines.push(`responder abstained: ${safe(responder.reason ?? 'no reason given')}`);
    // The rule responder's reason already quotes the question; an LLM's reason may not.
    const question = responder.last_question;
    if (question && !(responder.reason ?? '').includes(oneLine(question).slice(0, 40))) {
      lines.push(`on the agent's message: "${safe(question, 160)}"`);
    }
  } else if (r.outcome === 'cap_exhausted' && responder) {
    lines.push(
      `cap reached after ${responder.followups_sent} follow-up(s); the agent still asks: "${safe(responder.last_question ?? '', 160)}"`,
    );
  }
  if (r.status === 'error') lines.push(`${r.outcome}: ${safe(r.error?.message ?? '', 500)}`);
  if (r.status === 'skipped') lines.push(safe(runReason(r)));
  else if (r.ended_with_question) {
    const last = r.turns.at(-1)?.output ?? '';
    lines.push(`graded as it ended; the agent asked: "${safe(questionOf(last), 160)}"`);
  }
  for (const g of r.graders.filter((g) => !g.passed)) {
    lines.push(`grader ${safe(g.name, 60)} (${g.type}): ${safe(g.feedback)}`);
  }
  return lines;
}

export function finalReport(summary: Summary, records: RunRecord[], notes: string[]): string {
  const by = summary.counts.by_status;
  const cap = summary.counts.by_outcome.cap_exhausted ?? 0;
  const lines = [
    '',
    `${summary.counts.runs} run(s): ${by.passed ?? 0} passed, ${by.failed ?? 0} failed, ${by.abstained ?? 0} abstained, ` +
      `${by.error ?? 0} error(s), ${by.skipped ?? 0} skipped${cap ? ` (${cap} cap exhausted)` : ''}`,
    `pass rate ${(summary.pass_rate * 100).toFixed(1)}% in ${seconds(summary.duration_ms)}`,
    `by outcome: ${
      Object.entries(summary.counts.by_outcome)
        .filter(([, n]) => n > 0)
        .map(([o, n]) => `${o} ${n}`)
        .join(', ') || 'none'
    }`,
  ];
  const usage = summary.usage;
  const tokens = usage.agent.total_tokens + usage.responder.total_tokens + usage.judge.total_tokens;
  if (tokens) {
    lines.push(
      `tokens: agent ${usage.agent.total_tokens}, responder ${usage.responder.total_tokens}, judge ${usage.judge.total_tokens}`,
    );
  }
  const notable = records.filter((r) => r.status !== 'passed' || r.outcome === 'cap_exhausted');
  if (notable.length) {
    lines.push('', 'Not passed (or passed at the cap):');
    for (const r of notable) {
      lines.push(`  ${SYMBOL[r.status]} ${runLabel(r)}: ${r.status} (${r.outcome})`);
      for (const line of explain(r)) lines.push(`      ${line}`);
    }
  }
  for (const note of notes) lines.push('', note);
  return lines.join('\n');
}
