// The Llm a run's responder and graders use: the shared client, plus token usage counted for
// this run alone (the shared client's totals span every run).
import type OpenAI from 'openai';
import type { Llm, LlmCallOptions } from '../llm/types.js';
import { addUsage, emptyUsageByRole, type Role, type UsageByRole } from '../results/schema.js';

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
      const u = completion.usage;
      addUsage(runUsage[options.role], {
        input_tokens: u?.prompt_tokens ?? 0,
        output_tokens: u?.completion_tokens ?? 0,
        total_tokens: u?.total_tokens ?? (u?.prompt_tokens ?? 0) + (u?.completion_tokens ?? 0),
        requests: 1,
      });
      return completion;
    },
  };
}
