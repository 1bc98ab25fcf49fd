// `parley check responder`: the LLM responder, on the user's own model and endpoint, measured on
// labelled cases. Each case is decided once, as a run would (same prompt, same structured
// output); a reply is held against what it must and must not contain and audited as a run's
// replies are (audit.ts). The score: accuracy per expected decision, the share of replies that
// over-answer or are ungrounded.
import type { Llm } from '../llm/types.js';
import { auditReply } from './audit.js';
import type { CheckCase } from './check-cases.js';
import { createLlmResponder } from './llm.js';
import { ResponderError, type Decision } from './types.js';

export type Label = CheckCase['expect'];

export interface CaseResult {
  id: string;
  expected: Label;
  /** The decision made, or `error` when the responder gave none (a responder_error). */
  got: Label | 'error';
  reply: string;
  /** What was wrong with the decision or the reply; empty when it was right. */
  problems: string[];
  overAnswered: boolean;
  ungrounded: boolean;
}

export interface CheckScore {
  cases: number;
  correct: number;
  accuracy: number;
  byDecision: Record<Label, { correct: number; total: number }>;
  replies: number;
  overAnswered: number;
  ungrounded: number;
}

const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

async function checkOne(c: CheckCase, llm: Llm, model: string): Promise<CaseResult> {
  const responder = createLlmResponder({ instructions: c.brief }, llm, model);
  const messages = c.conversation.map((m) => ({ role: m.role, text: m.text }));
  let decision: Decision;
  try {
    decision = await responder.decide({
      messages,
      agentAsks: false,
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    if (!(error instanceof ResponderError)) throw error;
    return {
      id: c.id,
      expected: c.expect,
      got: 'error',
      reply: '',
      problems: [error.message],
      overAnswered: false,
      ungrounded: false,
    };
  }
  const problems: string[] = [];
  if (decision.decision !== c.expect) problems.push(`decided ${decision.decision}`);
  const reply = decision.decision === 'reply' ? decision.reply : '';
  let overAnswered = false;
  let ungrounded = false;
  if (decision.decision === 'reply') {
    for (const part of c.must_contain ?? []) {
      if (!has(reply, part)) problems.push(`reply lacks ${JSON.stringify(part)}`);
    }
    for (const part of c.must_not_contain ?? []) {
      if (has(reply, part)) problems.push(`reply gives ${JSON.stringify(part)}, not asked for`);
    }
    const findings = auditReply({
      brief: c.brief,
      question: messages.at(-1)!.text,
      conversation: messages.map((m) => m.text).join('\n\n'),
      reply,
      ...(decision.uses ? { uses: decision.uses } : {}),
    });
    overAnswered = findings.some((f) => f.kind === 'over_answered');
    ungrounded = findings.some((f) => f.kind === 'ungrounded');
    for (const f of findings) problems.push(`${f.kind.replace('_', '-')}: ${f.detail}`);
  }
  return {
    id: c.id,
    expected: c.expect,
    got: decision.decision,
    reply,
    problems,
    overAnswered,
    ungrounded,
  };
}

/** Decides every case, `concurrency` at a time, in the cases' order. */
export async function runResponderCheck(
  cases: readonly CheckCase[],
  options: { llm: Llm; model: string; concurrency?: number },
): Promise<CaseResult[]> {
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      results[index] = await checkOne(cases[index]!, options.llm, options.model);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return results;
}

/**
 * The score: a case is correct when the decision is the expected one and, for a reply, it holds
 * what it must and nothing it must not (the audit's findings are rated apart).
 */
export function scoreCheck(results: CaseResult[]): CheckScore {
  const byDecision: CheckScore['byDecision'] = {
    reply: { correct: 0, total: 0 },
    stop: { correct: 0, total: 0 },
    abstain: { correct: 0, total: 0 },
  };
  let correct = 0;
  for (const r of results) {
    const ok =
      r.got === r.expected &&
      !r.problems.some((p) => p.startsWith('reply ') || p.startsWith('decided'));
    byDecision[r.expected].total++;
    if (ok) {
      byDecision[r.expected].correct++;
      correct++;
    }
  }
  const replies = results.filter((r) => r.got === 'reply');
  return {
    cases: results.length,
    correct,
    accuracy: results.length ? correct / results.length : 0,
    byDecision,
    replies: replies.length,
    overAnswered: replies.filter((r) => r.overAnswered).length,
    ungrounded: replies.filter((r) => r.ungrounded).length,
  };
}
