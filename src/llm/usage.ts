// One request's token usage as Chat Completions reports it, in the record's shape: counted the
// same way by the built-in agent, the client's totals and each run's responder/judge usage.
import type OpenAI from 'openai';
import type { Usage } from '../results/schema.js';

export function usageOfCompletion(usage: OpenAI.CompletionUsage | undefined | null): Usage {
  const input = usage?.prompt_tokens ?? 0;
  const output = usage?.completion_tokens ?? 0;
  return {
    input_tokens: input,
    output_tokens: output,
    total_tokens: usage?.total_tokens ?? input + output,
    requests: 1,
  };
}
