// Picks the responder for a task: the deterministic rule responder (rules in the spec), else the
// LLM responder (which needs a model). A person at the terminal (--interactive) is built by the
// CLI and handed to the engine instead (engine/execute.ts RunOptions.human).
import type { Llm } from '../llm/types.js';
import type { ResponderSpec } from '../suites/model.js';
import { createLlmResponder } from './llm.js';
import { createRuleResponder } from './rules.js';
import { ResponderError, type Responder } from './types.js';

export { ResponderError } from './types.js';
// With the responder, for the engine to audit its replies (engine/next-input.ts).
export { auditReply } from './audit.js';
export type { Decision, Responder, ResponderInput, ConversationMessage } from './types.js';

export interface CreateResponderOptions {
  llm: Llm;
  /** The task's responder model (task.models.responder). */
  model?: string;
}

export function createResponder(spec: ResponderSpec, options: CreateResponderOptions): Responder {
  if (spec.rules) return createRuleResponder(spec.rules);
  const model = spec.model?.trim() || options.model?.trim();
  if (!model) {
    throw new ResponderError(
      'the LLM responder needs a model: set inputs.responder.model, --responder-model or config.model',
    );
  }
  return createLlmResponder(spec, options.llm, model);
}
