// The responder's and the judge's own endpoints. Each defaults to the agent's endpoint; either
// may be configured apart (--responder-base-url / --judge-base-url, the action's inputs of the
// same names). An endpoint of its own must bring its own key: the main key is never sent to
// another host.
import type { LlmEndpoint } from './types.js';

export type LlmRole = 'responder' | 'judge';

/** Why a role's endpoint cannot be used as given, naming the flag or input to set. */
export function roleEndpointProblem(
  role: LlmRole,
  own: LlmEndpoint | undefined,
  names: (field: 'base-url' | 'api-key' | 'api-key-header') => string,
): string | undefined {
  if (own?.apiKeyHeader && !own.baseURL) {
    return `${names('api-key-header')} is set without ${names('base-url')}: the header is that of the ${role}'s own endpoint (the main endpoint's is api-key-header)`;
  }
  if (own?.baseURL && !own.apiKey) {
    return `${names('base-url')} is set without ${names('api-key')}: an endpoint of the ${role}'s own needs its own key (the main key is not sent to another endpoint)`;
  }
  return undefined;
}

/** The role's endpoint: its own base URL and key where given, else the main endpoint's. */
export function roleEndpoint(main: LlmEndpoint, own: LlmEndpoint | undefined): LlmEndpoint {
  if (!own?.baseURL && !own?.apiKey) return main;
  // A base URL of its own: its own key header (or its host's); else the main endpoint's.
  const apiKeyHeader = own.baseURL ? own.apiKeyHeader : main.apiKeyHeader;
  return {
    baseURL: own.baseURL ?? main.baseURL,
    apiKey: own.apiKey ?? main.apiKey,
    ...(apiKeyHeader ? { apiKeyHeader } : {}),
  };
}
