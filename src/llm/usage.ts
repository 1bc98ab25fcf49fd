// One request's token usage as Chat Completions reports it, in the record's shape: counted the
// same way by the built-in agent, the client's totals and each run's responder/judge usage.
import type OpenAI from 'openai';
import type { Usage } from '../results/schema.js';

/**
 * `model`: the model asked for, so its tokens can be priced as its own (results/cost.ts).
 * Cached input tokens are kept apart when the provider reports them (prompt caching).
 */
export function usageOfCompletion(
  usage: OpenAI.CompletionUsage | undefined | null,
  model?: string,
): Usage {
  const input = usage?.prompt_tokens ?? 0;
  const output = usage?.completion_tokens ?? 0;
  const reported = usage?.prompt_tokens_details?.cached_tokens;
  const cached =
    typeof reported === 'number' && Number.isFinite(reported) && reported > 0
      ? Math.min(Math.round(reported), input)
      : undefined;
  return {
    input_tokens: input,
    output_tokens: output,
    total_tokens: usage?.total_tokens ?? input + output,
    requests: 1,
    ...(cached !== undefined ? { cached_input_tokens: cached } : {}),
    ...(model
      ? {
          models: {
            [model.slice(0, 200)]: {
              input_tokens: input,
              cached_input_tokens: cached ?? 0,
              output_tokens: output,
            },
          },
        }
      : {}),
  };
}
