// The one way Parley talks to an OpenAI-compatible endpoint: retries, rate limits and token
// accounting per role live behind this interface (src/llm/client.ts implements it).
import type OpenAI from 'openai';
import type { Role, Usage } from '../results/schema.js';

export interface LlmEndpoint {
  baseURL?: string;
  apiKey?: string;
  /** The header the key goes in (default: Authorization: Bearer; Azure OpenAI's hosts: api-key). */
  apiKeyHeader?: string;
}

export interface LlmCallOptions {
  role: Role;
  signal?: AbortSignal;
  /** Stream the completion (aggregated into one ChatCompletion before it resolves). */
  stream?: boolean;
  /** With stream: called with each text delta as it arrives. */
  onDelta?: (text: string) => void;
}

export interface Llm {
  /** The configured endpoint, or undefined when no base URL / key was given. */
  readonly endpoint: LlmEndpoint;
  /** The underlying client (its own retries are off: Llm retries). */
  readonly client: OpenAI;
  chat(
    params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
    options: LlmCallOptions,
  ): Promise<OpenAI.Chat.ChatCompletion>;
  /** Tokens used so far, by role. */
  usage(role: Role): Usage;
}
