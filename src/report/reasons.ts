// Why one run did not pass, in a reader's words: the grader and its feedback, "abstained:
// <reason>", "cap at N: <last question>", the error kind and message. The key groups runs that
// did not pass the same way (the same grader, the same error kind), so a task's dominant reason
// is the most frequent key. Every text here is markdown-safe (untrusted parts through inline()).
import { finalOutput } from '../results/final-output.js';
import type { RunRecord } from '../results/schema.js';
import { questionOf } from '../shared/asking.js';
import { inline } from './escape.js';

export interface Reason {
  /** Runs with the same key did not pass the same way. */
  key: string;
  /** One line of markdown, bounded. */
  text: string;
}

/** Longest untrusted text quoted in one reason. */
const REASON_CHARS = 200;

/** A name in a code span when it is plainly a name; escaped text otherwise. */
export function codeName(name: string): string {
  return /^[\w.:/ -]{1,80}$/.test(name) ? `\`${name}\`` : inline(name, 80);
}

/** The question the agent was left with: the responder's record, else the last message. */
export function lastQuestion(r: RunRecord): string {
  return r.responder?.last_question ?? questionOf(finalOutput(r), REASON_CHARS);
}

function capReason(r: RunRecord): Reason {
  const sent = r.responder?.followups_sent ?? 0;
  return {
    key: 'cap',
    text: `cap at ${sent} follow-up${sent === 1 ? '' : 's'}: ${inline(lastQuestion(r), REASON_CHARS)}`,
  };
}

/** Every way a failed run failed: failing graders, missed checkpoints, failing turn assertions. */
export function failedChecks(r: RunRecord): Reason[] {
  const checks: Reason[] = [];
  for (const g of r.graders.filter((g) => !g.passed && g.applicable !== false)) {
    checks.push({
      key: `grader:${g.name}`,
      text: `grader ${codeName(g.name)}: ${inline(g.feedback, REASON_CHARS)}`,
    });
  }
  for (const c of r.checkpoints.filter((c) => c.required && !c.reached)) {
    checks.push({
      key: `checkpoint:${c.id}`,
      text: `checkpoint ${codeName(c.id)} not reached${c.message ? `: ${inline(c.message, REASON_CHARS)}` : ''}`,
    });
  }
  for (const turn of r.turns) {
    for (const a of turn.assertions.filter((a) => !a.passed)) {
      checks.push({
        key: `assertion:${a.type}`,
        text: `${codeName(a.type)} (turn ${turn.index + 1}): ${inline(a.message, REASON_CHARS)}`,
      });
    }
  }
  return checks;
}

/** Why this run did not pass; null for a passed run. */
export function trialReason(r: RunRecord): Reason | null {
  switch (r.status) {
    case 'passed':
      return null;
    case 'abstained':
      return {
        key: 'abstained',
        text: `abstained: ${inline(r.responder?.reason || 'no reason given', REASON_CHARS)}`,
      };
    case 'skipped':
      if (r.outcome === 'not_run')
        return { key: 'skipped', text: 'skipped: skip: true in the test file' };
      return {
        key: 'skipped',
        text: `skipped, awaiting input: ${inline(lastQuestion(r), REASON_CHARS)}`,
      };
    case 'error':
      return {
        key: `error:${r.outcome}`,
        text: `${r.outcome.replace(/_/g, ' ')}: ${inline(r.error?.message || 'no message', REASON_CHARS)}`,
      };
    case 'failed':
      // A conversation that never finished explains its failure better than its graders do.
      if (r.outcome === 'cap_exhausted') return capReason(r);
      return (
        failedChecks(r)[0] ?? { key: 'failed', text: 'failed without a failing grader on record' }
      );
  }
}

export interface DominantReason {
  text: string;
  /** Runs that did not pass this way. */
  count: number;
  /** Every run of the task. */
  of: number;
}

/** The most frequent way a task's runs did not pass (ties: the first seen); null if all passed. */
export function dominantReason(records: RunRecord[]): DominantReason | null {
  const tally = new Map<string, { text: string; count: number }>();
  for (const r of records) {
    const reason = trialReason(r);
    if (!reason) continue;
    const seen = tally.get(reason.key);
    if (seen) seen.count++;
    else tally.set(reason.key, { text: reason.text, count: 1 });
  }
  let best: { text: string; count: number } | null = null;
  for (const entry of tally.values()) if (!best || entry.count > best.count) best = entry;
  return best && { ...best, of: records.length };
}

/** "2 of 3: grader `x`: feedback"; the count is left out for a single run. */
export function formatDominant(d: DominantReason | null): string {
  if (!d) return '—';
  return d.of > 1 ? `${d.count} of ${d.of}: ${d.text}` : d.text;
}
