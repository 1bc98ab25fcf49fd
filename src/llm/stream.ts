// Aggregates a streamed chat completion (content, refusal and tool_calls deltas) into the
// ChatCompletion the non-streaming call would have returned.
import type OpenAI from 'openai';

type Chunk = OpenAI.Chat.ChatCompletionChunk;
type ToolCall = OpenAI.Chat.ChatCompletionMessageFunctionToolCall;

export async function aggregateStream(
  stream: AsyncIterable<Chunk>,
  onText?: (text: string) => void,
): Promise<OpenAI.Chat.ChatCompletion> {
  let id = '';
  let model = '';
  let created = 0;
  let usage: OpenAI.CompletionUsage | undefined;
  let content: string | null = null;
  let refusal: string | null = null;
  let finishReason: OpenAI.Chat.ChatCompletion.Choice['finish_reason'] | null = null;
  const calls: ToolCall[] = [];

  for await (const chunk of stream) {
    id ||= chunk.id;
    model ||= chunk.model;
    created ||= chunk.created;
    if (chunk.usage) usage = chunk.usage;
    // Only the first choice is kept (Parley never asks for n > 1).
    const choice = chunk.choices?.find((c) => c.index === 0) ?? chunk.choices?.[0];
    if (!choice) continue;
    const delta = choice.delta ?? {};
    if (typeof delta.content === 'string' && delta.content.length > 0) {
      content = (content ?? '') + delta.content;
      onText?.(delta.content);
    }
    if (typeof delta.refusal === 'string') refusal = (refusal ?? '') + delta.refusal;
    for (const d of delta.tool_calls ?? []) {
      const call = (calls[d.index] ??= {
        id: '',
        type: 'function',
        function: { name: '', arguments: '' },
      });
      if (d.id) call.id = d.id;
      if (d.function?.name) call.function.name += d.function.name;
      if (d.function?.arguments) call.function.arguments += d.function.arguments;
    }
    if (choice.finish_reason) finishReason = choice.finish_reason;
  }

  const toolCalls = calls.filter(Boolean);
  const message: OpenAI.Chat.ChatCompletionMessage = {
    role: 'assistant',
    content,
    refusal,
    ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
  };
  return {
    id,
    object: 'chat.completion',
    created,
    model,
    choices: [
      {
        index: 0,
        message,
        finish_reason: finishReason ?? (toolCalls.length ? 'tool_calls' : 'stop'),
        logprobs: null,
      },
    ],
    ...(usage ? { usage } : {}),
  };
}
