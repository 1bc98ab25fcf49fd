// The responder: the surrogate user that answers the agent's follow-up questions.

export type Decision =
  | {
      decision: 'reply';
      reply: string;
      reason: string;
      /** The brief facts the reply draws on (keys of the brief's `- key: value` lines). */
      uses?: string[];
    }
  | { decision: 'stop'; reason: string }
  | { decision: 'abstain'; reason: string };

export interface ConversationMessage {
  role: 'user' | 'agent';
  text: string;
  /** An agent message that asks the user something (set by the engine once it has judged it). */
  asks?: boolean;
}

/** Which run asks, for a person who answers (the interactive header); LLM responders ignore it. */
export interface ResponderContext {
  suite: string;
  task: string;
  trial: number;
  /** The task's initial prompt. */
  prompt: string;
  /** The responder's instructions (the brief), when the task has a responder of its own. */
  brief?: string;
  /** The follow-up this answer would be (1-based), and the cap on them. */
  followup: number;
  maxFollowups: number;
}

export interface ResponderInput {
  /** The whole conversation so far, ending with the agent message to classify. */
  messages: ConversationMessage[];
  /** The agent declared a question (adapters that can tell). */
  agentAsks: boolean;
  signal: AbortSignal;
  context?: ResponderContext;
}

export interface Responder {
  readonly kind: 'llm' | 'rules' | 'human';
  /** The LLM responder's model (recorded with each decision). */
  readonly model?: string;
  decide(input: ResponderInput): Promise<Decision>;
  /**
   * The follow-up cap is spent. A responder that has this is told so instead of being asked
   * (a person should not type an answer that would be thrown away); one without it is still
   * asked, so that a "stop" tells a finished conversation from a capped one.
   */
  capReached?(context: ResponderContext): void;
}

/** The responder malfunctioned (no valid decision after a retry, endpoint failure): never a guess. */
export class ResponderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResponderError';
  }
}
