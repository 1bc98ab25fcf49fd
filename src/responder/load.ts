// The responder (the LLM responder, its system prompt and decision schema, the rules, the reply
// audit) loads only for a job that has a task with one, not at start-up; the engine asks for it
// while the job's first model requests wait on the network (engine/execute.ts).
import type * as ResponderModule from './index.js';

let responder: Promise<typeof ResponderModule> | undefined;

/** One import for the whole job: every run and every reply asks. */
export function loadResponder(): Promise<typeof ResponderModule> {
  if (!responder) {
    responder = import('./index.js');
    // A failed load is not kept: the next run tries again.
    responder.catch(() => (responder = undefined));
  }
  return responder;
}
