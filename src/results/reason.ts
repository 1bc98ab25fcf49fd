// Why a run did not pass (or passed only at the follow-up cap), worded once for every reader:
// the console's closing list, junit.xml's failure messages and the report. The text is raw and
// untrusted (agent, responder and grader words): each reader escapes and bounds it its own way.
import type { RunRecord } from './schema.js';
import { questionOf } from '../shared/asking.js';
import { clip, oneLine } from '../shared/strings.js';

export type NotPassedKind =
  'error' | 'skipped' | 'abstained' | 'cap_exhausted' | 'checkpoints_missing' | 'graders' | 'other';

export interface NotPassedReason {
  kind: NotPassedKind;
  /** One line, the first thing a reader needs; errors are the bare message. */
  text: string;
}

/** A quoted question stays short: the reason is a line, the transcript is in results.jsonl. */
const quote = (text: string) => `"${clip(text, 160)}"`;

function failingGraders(r: RunRecord): string | null {
  const failing = r.graders.filter((g) => !g.passed && g.applicable !== false);
  if (!failing.length) return null;
  return failing.map((g) => `${g.name} (${g.type}): ${oneLine(g.feedback)}`).join('; ');
}

export function notPassedReason(r: RunRecord): NotPassedReason {
  if (r.status === 'error' || r.error) {
    return { kind: 'error', text: r.error?.message || r.outcome.replace(/_/g, ' ') };
  }
  if (r.status === 'skipped' && r.outcome === 'not_run') {
    return { kind: 'skipped', text: 'skip: true in the test file: not run' };
  }
  if (r.status === 'skipped') {
    const asked = r.turns.at(-1)?.output;
    return {
      kind: 'skipped',
      text:
        'the agent asked a question and no input source was configured' +
        (asked ? `: ${quote(questionOf(asked))}` : ''),
    };
  }
  if (r.status === 'abstained') {
    const reason = r.responder?.reason || 'no reason given';
    const question = r.responder?.last_question;
    // The rule responder's reason already quotes the question; an LLM's or a person's may not.
    const quoted = question && reason.includes(oneLine(question).slice(0, 40));
    return {
      kind: 'abstained',
      text:
        `responder abstained: ${oneLine(reason)}` +
        (question && !quoted ? `; on the agent's message ${quote(question)}` : ''),
    };
  }
  const graders = failingGraders(r);
  if (r.outcome === 'cap_exhausted') {
    const cap =
      `cap reached after ${r.responder?.followups_sent ?? 0} follow-up(s); ` +
      `the agent still asks: ${quote(r.responder?.last_question ?? r.turns.at(-1)?.output ?? '')}`;
    return { kind: 'cap_exhausted', text: graders ? `${cap}; ${graders}` : cap };
  }
  if (r.outcome === 'checkpoints_missing') {
    const missing = r.checkpoints.filter((c) => c.required && !c.reached).map((c) => c.id);
    const text = `checkpoints not reached: ${missing.join(', ') || 'none on record'}`;
    return { kind: 'checkpoints_missing', text: graders ? `${text}; ${graders}` : text };
  }
  if (graders) {
    // Graded as it ended: the question the agent ended with explains many a failure.
    const last = r.ended_with_question ? r.turns.at(-1)?.output : undefined;
    return {
      kind: 'graders',
      text: last ? `${graders}; the agent ended asking ${quote(questionOf(last))}` : graders,
    };
  }
  if (r.status === 'failed') {
    return { kind: 'other', text: 'failed without a failing grader on record' };
  }
  return { kind: 'other', text: `${r.status} (${r.outcome.replace(/_/g, ' ')})` };
}
