// The responder (the LLM responder, its system prompt and decision schema, the rules, the reply
// audit) loads only for a job that has a task with one, not at start-up; the engine asks for it
// while the job's first model requests wait on the network (engine/execute.ts).
import { onDemand } from '../shared/on-demand.js';

export const loadResponder = onDemand(() => import('./index.js'));
