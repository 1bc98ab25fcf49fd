// How the SDK client reaches an endpoint as its provider expects: the base URL's query parameters
// (Azure OpenAI's `api-version`) sent on every request instead of glued before the request's path,
// and the header the key goes in (Azure OpenAI's `api-key`, else `Authorization: Bearer`).
import type { LlmEndpoint } from './types.js';

/** The environment variable of the main endpoint's key header (flag --api-key-header). */
export const KEY_HEADER_ENV = 'OPENAI_API_KEY_HEADER';

/** The default: the key as a Bearer token in the Authorization header. */
export const BEARER = 'authorization';

/** Azure OpenAI's hosts, which take an API key only in an `api-key` header. */
const AZURE_HOSTS =
  /\.(?:openai\.azure\.com|cognitiveservices\.azure\.com|services\.ai\.azure\.com)$/i;

const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

/** Why `value` cannot name the key's header (`where`: the flag, input or variable), if it cannot. */
export function keyHeaderProblem(value: string, where: string): string | undefined {
  if (HEADER_NAME.test(value)) return undefined;
  return `${where}: expected an HTTP header name such as api-key or authorization, got "${value}"`;
}

/** The base URL without its query, and the query's parameters (sent on every request). */
export function splitBaseUrl(baseURL: string): { base: string; query: Record<string, string> } {
  const at = baseURL.indexOf('?');
  if (at < 0) return { base: baseURL, query: {} };
  const hash = baseURL.indexOf('#', at);
  const search = new URLSearchParams(baseURL.slice(at + 1, hash < 0 ? undefined : hash));
  return { base: baseURL.slice(0, at).replace(/\/+$/, ''), query: Object.fromEntries(search) };
}

/** The header the endpoint's key goes in, lower case: the one set, else Azure's by its host. */
export function keyHeaderOf(endpoint: LlmEndpoint): string {
  const given = endpoint.apiKeyHeader?.trim().toLowerCase();
  if (given) return given;
  try {
    if (AZURE_HOSTS.test(new URL(endpoint.baseURL ?? '').hostname)) return 'api-key';
  } catch {
    // An invalid base URL fails at the request, naming it.
  }
  return BEARER;
}

/** The SDK's options for the key: a Bearer token, or the key in its header and no Authorization. */
export function keyOptions(endpoint: LlmEndpoint): {
  apiKey: string | undefined;
  defaultHeaders?: Record<string, string | null>;
} {
  const header = keyHeaderOf(endpoint);
  if (header === BEARER) return { apiKey: endpoint.apiKey };
  // The SDK requires an apiKey; the null header drops the Bearer token it would make of it.
  return {
    apiKey: endpoint.apiKey,
    defaultHeaders: { [header]: endpoint.apiKey ?? null, authorization: null },
  };
}
