// The LLM clients of a job: the agent's endpoint, and the responder's and the judge's (their
// own where configured, else the agent's client). Every key goes to the redactor.
import { createLlm, resolveEndpoint } from '../llm/client.js';
import { roleEndpoint } from '../llm/endpoints.js';
import type { LlmOptions } from '../llm/client.js';
import type { LlmEndpoint } from '../llm/types.js';
import type { RoleEndpoints } from './preflight.js';
import type { RunSettings } from './run-one.js';

/**
 * What of a job's options (RunOptions, and regrade's) the clients are made from. Declared here,
 * not picked from RunOptions, so that execute.ts and this module do not import each other.
 */
export interface LlmChoices {
  endpoint?: LlmEndpoint;
  /** The LLM responder's own endpoint; default: `endpoint`. */
  responderEndpoint?: LlmEndpoint;
  /** The judge's own endpoint; default: `endpoint`. */
  judgeEndpoint?: LlmEndpoint;
  llmOptions?: LlmOptions;
}

/** The endpoint each role's client would use: what preflight checks before anything runs. */
export function roleEndpoints(options: Omit<LlmChoices, 'llmOptions'>): RoleEndpoints {
  const agent = resolveEndpoint(options.endpoint);
  return {
    agent,
    responder: roleEndpoint(agent, options.responderEndpoint),
    judge: roleEndpoint(agent, options.judgeEndpoint),
  };
}

export function createLlms(
  options: LlmChoices,
  workers: number,
): { llm: RunSettings['llm']; keys: (string | undefined)[] } {
  const endpoint = resolveEndpoint(options.endpoint);
  // Every worker may wait on the same endpoint: the client's limit must not be the bottleneck
  // (it still halves when the server throttles).
  const llmOptions = {
    ...options.llmOptions,
    maxConcurrency: options.llmOptions?.maxConcurrency ?? Math.max(8, workers),
  };
  const agent = createLlm(endpoint, llmOptions);
  const own = (given?: LlmEndpoint) => {
    const resolved = roleEndpoint(endpoint, given);
    return resolved === endpoint ? agent : createLlm(resolved, llmOptions);
  };
  return {
    llm: { agent, responder: own(options.responderEndpoint), judge: own(options.judgeEndpoint) },
    keys: [endpoint.apiKey, options.responderEndpoint?.apiKey, options.judgeEndpoint?.apiKey],
  };
}
