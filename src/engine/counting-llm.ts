// The Llm a run's responder and graders use: the shared client, plus token usage counted for
// this run alone (the shared client's totals span every run).
import type OpenAI from 'openai';
import type { Llm, LlmCallOptions } from '../llm/types.js';
import type { Role, UsageByRole } from '../results/schema.js';
import { addUsage, emptyUsageByRole } from '../results/usage.js';
import { usageOfCompletion } from '../llm/usage.js';

export interface CountingLlm extends Llm {
  readonly runUsage: UsageByRole;
}

export function countingLlm(shared: Llm): CountingLlm {
  const runUsage = emptyUsageByRole();
  return {
    runUsage,
    get endpoint() {
      return shared.endpoint;
    },
    get client() {
      return shared.client;
    },
    usage: (role: Role) => ({ ...runUsage[role] }),
    async chat(
      params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
      options: LlmCallOptions,
    ) {
      const completion = await shared.chat(params, options);
      addUsage(runUsage[options.role], usageOfCompletion(completion.usage, params.model));
      return completion;
    },
  };
}
