// The LLM responder: classifies the agent's last message as reply / stop / abstain with
// structured output (strict JSON schema), falling back to a forced tool call, then JSON mode,
// on servers that reject json_schema. A malformed decision is retried once, then ResponderError.
import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { LlmRequestError } from '../llm/errors.js';
import type { Llm } from '../llm/types.js';
import type { ResponderSpec } from '../spec/model.js';
import { systemPrompt, type OutputMode } from './prompt.js';
import { truncate } from '../shared/text.js';
import {
  ResponderError,
  type ConversationMessage,
  type Decision,
  type Responder,
  type ResponderInput,
} from './types.js';

export const DecisionSchema = z.object({
  decision: z.enum(['reply', 'stop', 'abstain']),
  reply: z.string(),
  reason: z.string(),
});

const RESPONSE_FORMAT = zodResponseFormat(DecisionSchema, 'decision');
const JSON_SCHEMA = RESPONSE_FORMAT.json_schema.schema;
const DECIDE_TOOL: OpenAI.Chat.ChatCompletionFunctionTool = {
  type: 'function',
  function: {
    name: 'decide',
    description: 'Record your decision about the agent message.',
    parameters: JSON_SCHEMA,
    strict: true,
  },
};
const MODES: readonly [OutputMode, ...OutputMode[]] = ['json_schema', 'tool', 'json_object'];

/** The output mode that works, per endpoint + model (learned on first use). */
const workingMode = new Map<string, OutputMode>();

/** A server rejecting the output mode answers 400 (or 422) and names what it does not support. */
const UNSUPPORTED =
  /response_format|json_schema|json_object|structured|tool_choice|tools?\b|function|strict|unsupported|not supported|invalid.*(schema|format)/i;

export function createLlmResponder(
  spec: Pick<ResponderSpec, 'instructions' | 'persona' | 'goal'>,
  llm: Llm,
  model: string,
): Responder {
  const modeKey = `${llm.endpoint.baseURL ?? ''}\u0000${model}`;
  // The system prompt depends on the mode and the agent's question mark only (a correction is
  // rare): built once per variant, not once per turn.
  const prompts = new Map<string, string>();
  const promptFor = (mode: OutputMode, agentAsks: boolean | undefined, correction?: string) => {
    if (correction) return systemPrompt(spec, mode, JSON_SCHEMA, { agentAsks, correction });
    const key = `${mode}:${agentAsks ? 1 : 0}`;
    let prompt = prompts.get(key);
    if (prompt === undefined) {
      prompt = systemPrompt(spec, mode, JSON_SCHEMA, { agentAsks });
      prompts.set(key, prompt);
    }
    return prompt;
  };

  async function ask(
    mode: OutputMode,
    input: ResponderInput,
    correction?: string,
  ): Promise<OpenAI.Chat.ChatCompletion> {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: promptFor(mode, input.agentAsks, correction) },
      ...conversation(input.messages),
    ];
    const params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming = { model, messages };
    if (mode === 'json_schema') params.response_format = RESPONSE_FORMAT;
    else if (mode === 'tool') {
      params.tools = [DECIDE_TOOL];
      params.tool_choice = { type: 'function', function: { name: 'decide' } };
    } else params.response_format = { type: 'json_object' };
    return llm.chat(params, { role: 'responder', signal: input.signal });
  }

  /** One call in the working mode, walking down the fallback chain when the server rejects it. */
  async function call(input: ResponderInput, correction?: string) {
    let index = MODES.indexOf(workingMode.get(modeKey) ?? 'json_schema');
    for (;;) {
      const mode = MODES[index] ?? 'json_object';
      try {
        const completion = await ask(mode, input, correction);
        workingMode.set(modeKey, mode);
        return { mode, completion };
      } catch (error) {
        const rejected =
          error instanceof LlmRequestError &&
          (error.status === 400 || error.status === 422) &&
          UNSUPPORTED.test(error.serverMessage ?? '');
        if (rejected && index < MODES.length - 1) {
          index++;
          continue;
        }
        if (error instanceof LlmRequestError) {
          throw new ResponderError(`responder model ${model}: ${error.message}`);
        }
        throw error;
      }
    }
  }

  return {
    kind: 'llm',
    async decide(input: ResponderInput): Promise<Decision> {
      let problem: string | undefined;
      for (let attempt = 0; attempt < 2; attempt++) {
        const { mode, completion } = await call(input, problem);
        const parsed = parseDecision(completion, mode);
        if ('decision' in parsed) return parsed;
        problem = parsed.problem;
      }
      throw new ResponderError(
        `responder model ${model} gave no valid decision after a retry: ${problem}`,
      );
    },
  };
}

/** The agent speaks as the user of the responder's conversation; its own turns are assistant's. */
function conversation(messages: ConversationMessage[]): OpenAI.Chat.ChatCompletionMessageParam[] {
  const out: { role: 'user' | 'assistant'; content: string }[] = [];
  for (const m of messages) {
    const role = m.role === 'agent' ? 'user' : 'assistant';
    const last = out[out.length - 1];
    // Consecutive messages of one side are joined: some chat templates require alternation.
    if (last && last.role === role) last.content += `\n\n${m.text}`;
    else out.push({ role, content: m.text });
  }
  return out;
}

export function parseDecision(
  completion: OpenAI.Chat.ChatCompletion,
  mode: OutputMode,
): Decision | { problem: string } {
  const message = completion.choices[0]?.message;
  if (!message) return { problem: 'the response has no message' };
  if (message.refusal) return { problem: `the model refused: ${truncate(message.refusal, 200)}` };
  let raw: string | undefined;
  if (mode === 'tool') {
    const call = message.tool_calls?.find(
      (c) => c.type === 'function' && c.function.name === 'decide',
    );
    if (!call || call.type !== 'function') return { problem: 'no call of the decide function' };
    raw = call.function.arguments;
  } else {
    raw = message.content ?? undefined;
    // JSON mode answers sometimes come wrapped in a markdown fence.
    if (mode === 'json_object' && raw) raw = raw.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  }
  if (!raw?.trim()) return { problem: 'the answer is empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { problem: `the answer is not JSON: ${JSON.stringify(truncate(raw, 120))}` };
  }
  const result = DecisionSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join('.') || '(root)';
    return { problem: `the answer does not match the schema: ${where}: ${issue?.message}` };
  }
  const d = result.data;
  if (d.decision === 'reply') {
    if (!d.reply.trim()) return { problem: 'decision "reply" with an empty reply' };
    return { decision: 'reply', reply: d.reply, reason: d.reason };
  }
  return { decision: d.decision, reason: d.reason };
}
