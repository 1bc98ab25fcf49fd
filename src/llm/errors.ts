// Errors of the LLM client. Messages name the endpoint by its base URL only: the API key never
// appears in any message (redactSecret removes it from server-provided text too).

export class LlmError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LlmError';
  }
}

/** No base URL or key where an LLM call is needed. */
export class LlmConfigError extends LlmError {
  constructor(message: string) {
    super(message);
    this.name = 'LlmConfigError';
  }
}

/** The endpoint answered with an error status, or could not be reached, after all retries. */
export class LlmRequestError extends LlmError {
  constructor(
    message: string,
    readonly endpoint: string,
    /** HTTP status; undefined for connection failures and timeouts. */
    readonly status: number | undefined,
    readonly attempts: number,
    /** The server's error message (redacted), for callers that react to it. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'LlmRequestError';
  }
}

/** The caller's AbortSignal fired; no retry follows. */
export class LlmAbortError extends LlmError {
  constructor(endpoint: string, cause?: unknown) {
    super(`LLM request to ${endpoint} aborted`, { cause });
    this.name = 'AbortError';
  }
}

/** Replaces every occurrence of the secret in a text. */
export function redactSecret(text: string, secret: string | undefined): string {
  if (!secret || secret.length < 4) return text;
  return text.split(secret).join('***');
}
