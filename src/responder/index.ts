// Picks the responder for a task: a person at the terminal (--interactive), the deterministic
// rule responder (rules in the spec), else the LLM responder (which needs a model).
import type { Llm } from '../llm/types.js';
import type { ResponderSpec } from '../spec/model.js';
import { createHumanResponder, type HumanIo } from './human.js';
import { createLlmResponder } from './llm.js';
import { createRuleResponder } from './rules.js';
import { ResponderError, type Responder } from './types.js';

export { ResponderError } from './types.js';
export type { Decision, Responder, ResponderInput, ConversationMessage } from './types.js';

export interface CreateResponderOptions {
  llm: Llm;
  /** --responder-model / config.model; the spec's own model wins. */
  model?: string;
  interactive?: boolean;
  /** Streams for the interactive responder (default: process stdin / stderr). */
  io?: HumanIo;
}

export function createResponder(spec: ResponderSpec, options: CreateResponderOptions): Responder {
  // --interactive: the person answers instead of any configured responder.
  if (options.interactive) {
    return createHumanResponder(options.io ?? { input: process.stdin, output: process.stderr });
  }
  if (spec.rules) return createRuleResponder(spec.rules);
  const model = spec.model?.trim() || options.model?.trim();
  if (!model) {
    throw new ResponderError(
      'the LLM responder needs a model: set inputs.responder.model, --responder-model or config.model',
    );
  }
  return createLlmResponder(spec, options.llm, model);
}
