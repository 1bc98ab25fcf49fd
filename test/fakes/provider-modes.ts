// The model fake's provider modes: the paths and the key header each provider's OpenAI-compatible
// endpoint takes, as strict as the real service on what Parley relies on.
// - azure: POST /openai/deployments/{deployment}/chat/completions?api-version=... (the deployment
//   names the model; without api-version Azure answers 404) or the v1 API's
//   /openai/v1/chat/completions; the key only in an `api-key` header (Bearer alone is Azure's 401).
// - anthropic: /v1/chat/completions with a Bearer key; `response_format` and a tool's `strict`
//   are ignored (the handler never sees them), and `n` must be 1.
// - gemini: /v1beta/openai/chat/completions with a Bearer key.
import type { IncomingHttpHeaders } from 'node:http';

export type ProviderMode = 'azure' | 'anthropic' | 'gemini';

export interface Refusal {
  status: number;
  body: unknown;
}

const PATHS: Record<ProviderMode, RegExp> = {
  azure: /^\/openai\/(?:deployments\/[^/]+|v1)\/chat\/completions$/,
  anthropic: /^\/v1\/chat\/completions$/,
  gemini: /^\/v1beta\/openai\/chat\/completions$/,
};

/** The provider's base path, as a user configures it (the fake's url for the mode). */
export function basePath(mode: ProviderMode): string {
  if (mode === 'azure') return '/openai/deployments/judge-deployment';
  return mode === 'anthropic' ? '/v1' : '/v1beta/openai';
}

const azureError = (code: string, message: string) => ({ error: { code, message } });

/** The provider's answer to a request it does not serve or whose key it refuses; null to serve. */
export function providerRefusal(
  mode: ProviderMode,
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  apiKey: string | undefined,
): Refusal | null {
  const parsed = new URL(url, 'http://fake');
  if (method !== 'POST' || !PATHS[mode].test(parsed.pathname)) {
    return { status: 404, body: azureError('404', 'Resource not found') };
  }
  if (mode !== 'azure') {
    const key = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!key || (apiKey !== undefined && key !== apiKey))
      return {
        status: 401,
        body: { error: { type: 'authentication_error', message: 'invalid x-api-key' } },
      };
    return null;
  }
  if (parsed.pathname.includes('/deployments/') && !parsed.searchParams.get('api-version')) {
    return { status: 404, body: azureError('404', 'Resource not found') };
  }
  const key = headers['api-key'];
  if (typeof key !== 'string' || (apiKey !== undefined && key !== apiKey)) {
    return {
      status: 401,
      body: azureError(
        '401',
        'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
      ),
    };
  }
  return null;
}

/** The request as the provider's model sees it; a 400 for what it refuses. */
export function asProviderSees(
  mode: ProviderMode,
  url: string,
  body: Record<string, unknown>,
): { body: Record<string, unknown> } | Refusal {
  if (mode === 'azure') {
    // The deployment names the model; a model in the body is ignored.
    const deployment = /\/deployments\/([^/]+)\//.exec(new URL(url, 'http://fake').pathname)?.[1];
    return { body: deployment ? { ...body, model: deployment } : body };
  }
  if (mode !== 'anthropic') return { body };
  if (body.n !== undefined && body.n !== 1) {
    return {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'n: must be 1' } },
    };
  }
  const { response_format: _ignored, ...rest } = body;
  const tools = rest.tools as { function?: Record<string, unknown> }[] | undefined;
  return {
    body: {
      ...rest,
      ...(tools
        ? {
            tools: tools.map((t) => {
              const { strict: _strict, ...fn } = t.function ?? {};
              return { ...t, function: fn };
            }),
          }
        : {}),
    },
  };
}
