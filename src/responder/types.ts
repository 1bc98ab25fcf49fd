// The responder: the surrogate user that answers the agent's follow-up questions.

export type Decision =
  | { decision: 'reply'; reply: string; reason: string }
  | { decision: 'stop'; reason: string }
  | { decision: 'abstain'; reason: string };

export interface ConversationMessage {
  role: 'user' | 'agent';
  text: string;
  /** An agent message that asks the user something (set by the engine once it has judged it). */
  asks?: boolean;
}

export interface ResponderInput {
  /** The whole conversation so far, ending with the agent message to classify. */
  messages: ConversationMessage[];
  /** The agent declared a question (adapters that can tell). */
  agentAsks: boolean;
  signal: AbortSignal;
}

export interface Responder {
  readonly kind: 'llm' | 'rules' | 'human';
  decide(input: ResponderInput): Promise<Decision>;
}

/** The responder malfunctioned (no valid decision after a retry, endpoint failure): never a guess. */
export class ResponderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResponderError';
  }
}
