// Where the next user message comes from after an agent turn: the scripted follow-ups or turns,
// the responder (LLM, rules, or a person), or nowhere (a single-prompt task).
import type { DecisionRecord, InputSource } from '../results/schema.js';
import type {
  ConversationMessage,
  Decision,
  Responder,
  ResponderContext,
} from '../responder/types.js';
import { loadResponder } from '../responder/load.js';
import { clip } from '../shared/strings.js';
import type { ConversationPlan } from '../suites/model.js';

export type Next =
  | { kind: 'send'; input: string; source: InputSource; reason?: string; decision?: DecisionRecord }
  | {
      kind: 'end';
      outcome: 'completed' | 'stopped' | 'abstained' | 'cap_exhausted' | 'awaiting_input';
      reason?: string;
      /** The responder's decision that ended it (none when the cap ended it unasked). */
      decision?: DecisionRecord;
    };

/** A reason is one sentence; a model that writes pages is cut (the reply never is: it was sent). */
const REASON_CHARS = 2_000;

/** The decision as the record keeps it, on the turn whose message it classified. */
function decisionRecord(responder: Responder, decision: Decision, sent?: false): DecisionRecord {
  return {
    by: responder.kind,
    model: responder.model ?? null,
    decision: decision.decision,
    reply: decision.decision === 'reply' ? decision.reply : '',
    reason: clip(decision.reason, REASON_CHARS),
    ...(decision.decision === 'reply' && decision.uses ? { uses: decision.uses } : {}),
    ...(sent === false ? { sent } : {}),
  };
}

export interface NextInputContext {
  /** The whole conversation so far, ending with the agent's last message. */
  messages: ConversationMessage[];
  /** The agent's last message has chat text (not only tool activity). */
  hasText: boolean;
  /** The agent's last message asks the user something. */
  asks: boolean;
  signal: AbortSignal;
}

export interface NextInputSource {
  next(context: NextInputContext): Promise<Next>;
  /** Follow-ups sent so far (responder plans). */
  readonly followupsSent: number;
}

function scripted(inputs: string[], source: InputSource): NextInputSource {
  let index = 0;
  return {
    followupsSent: 0,
    async next() {
      const input = inputs[index++];
      return input === undefined
        ? { kind: 'end', outcome: 'completed' }
        : { kind: 'send', input, source };
    },
  };
}

/** Which run it is, for the person answering (--interactive). */
export type RunAbout = Omit<ResponderContext, 'followup' | 'maxFollowups'>;

/**
 * The reply audit's findings on a reply the LLM responder sends (responder/audit.ts). Rules are
 * the author's own answers and a person is the user: neither is audited.
 */
async function audited(
  record: DecisionRecord,
  responder: Responder,
  brief: string | undefined,
  messages: ConversationMessage[],
): Promise<DecisionRecord> {
  if (responder.kind !== 'llm' || brief === undefined || record.decision !== 'reply') return record;
  // Loaded with the LLM responder that made the reply: no wait here.
  const { auditReply } = await loadResponder();
  const findings = auditReply({
    brief,
    question: messages.at(-1)?.text ?? '',
    conversation: messages.map((m) => m.text).join('\n\n'),
    reply: record.reply,
    ...(record.uses ? { uses: record.uses } : {}),
  });
  return { ...record, findings };
}

function responding(
  responder: Responder,
  maxFollowups: number,
  about: RunAbout | undefined,
  brief?: string,
): NextInputSource {
  let sent = 0;
  const source: InputSource = responder.kind === 'human' ? 'human' : 'responder';
  return {
    get followupsSent() {
      return sent;
    },
    async next({ messages, hasText, asks, signal }) {
      // Only chat text is classified: a turn of tool activity alone leaves nothing to answer.
      if (!hasText)
        return {
          kind: 'end',
          outcome: 'completed',
          reason: 'the agent ended its turn without a message',
        };
      const context = about && { ...about, followup: sent + 1, maxFollowups };
      // A responder that would rather be told is not asked for an answer the cap would discard.
      if (sent >= maxFollowups && responder.capReached && context) {
        responder.capReached(context);
        return {
          kind: 'end',
          outcome: asks ? 'cap_exhausted' : 'completed',
          reason: `follow-up cap ${maxFollowups} reached`,
        };
      }
      const decision = await responder.decide({
        messages,
        agentAsks: asks,
        signal,
        ...(context ? { context } : {}),
      });
      const record = (unsent?: false) => decisionRecord(responder, decision, unsent);
      if (decision.decision === 'stop')
        return { kind: 'end', outcome: 'stopped', reason: decision.reason, decision: record() };
      if (decision.decision === 'abstain')
        return { kind: 'end', outcome: 'abstained', reason: decision.reason, decision: record() };
      // The responder would answer, but the cap is spent: the agent is still asking.
      if (sent >= maxFollowups)
        return {
          kind: 'end',
          outcome: 'cap_exhausted',
          reason: decision.reason,
          decision: record(false),
        };
      sent++;
      return {
        kind: 'send',
        input: decision.reply,
        source,
        reason: decision.reason,
        decision: await audited(record(), responder, brief, messages),
      };
    },
  };
}

function single(): NextInputSource {
  return {
    followupsSent: 0,
    async next({ asks, hasText }) {
      return hasText && asks
        ? { kind: 'end', outcome: 'awaiting_input' }
        : { kind: 'end', outcome: 'completed' };
    },
  };
}

/**
 * The input source of a plan. `responder` is the responder of a responder plan, or the person
 * at the terminal (--interactive), who also answers single-prompt tasks that ask something.
 */
export function inputSourceFor(
  plan: ConversationPlan,
  responder: Responder | undefined,
  interactiveCap: number,
  about?: RunAbout,
): NextInputSource {
  switch (plan.kind) {
    case 'follow_ups':
      return scripted(plan.prompts, 'follow_up');
    case 'turns':
      return scripted(
        plan.turns.slice(1).map((t) => t.input),
        'turn',
      );
    case 'responder': {
      // What the reply audit checks replies against: the brief, with persona and goal.
      const { instructions, persona, goal } = plan.responder;
      const brief = [instructions, persona, goal].filter(Boolean).join('\n');
      return responder
        ? responding(responder, plan.responder.maxFollowups, about, brief)
        : single();
    }
    case 'single':
      return responder ? responding(responder, interactiveCap, about) : single();
  }
}
