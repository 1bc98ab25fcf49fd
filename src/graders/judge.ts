// An LLM verdict with structured output (strict JSON schema; JSON mode where a server rejects
// json_schema). A malformed verdict is retried once with the problem named, then GraderError:
// a judge that cannot answer is a grader_error, never a guessed pass or fail.
import type OpenAI from 'openai';
import { z } from 'zod';
import { LlmError, LlmRequestError } from '../llm/errors.js';
import type { Llm } from '../llm/types.js';
import { clip } from '../shared/text.js';
import { GraderError } from './types.js';

// Extra keys are dropped, not errors: JSON mode gives no schema guarantee, and they are harmless.
export const Verdict = z.object({
  passed: z.boolean(),
  /** 0..1 */
  score: z.number().min(0).max(1),
  reason: z.string(),
  suggestions: z.array(z.string()),
  /** One entry per criterion judged (waza's set_waza_grade_pass / _fail calls). */
  criteria: z.array(z.object({ description: z.string(), passed: z.boolean(), reason: z.string() })),
});
export type JudgeVerdict = z.infer<typeof Verdict>;

const VERDICT_JSON_SCHEMA = {
  type: 'object',
  properties: {
    passed: { type: 'boolean', description: 'Whether the response meets the criteria.' },
    score: {
      type: 'number',
      description: 'How well it meets them, from 0 (not at all) to 1 (fully).',
    },
    reason: { type: 'string', description: 'Why, citing the response.' },
    suggestions: {
      type: 'array',
      items: { type: 'string' },
      description: 'How the agent could do better.',
    },
    criteria: {
      type: 'array',
      description: 'One entry per criterion judged (empty when the instructions name none).',
      items: {
        type: 'object',
        properties: {
          description: { type: 'string' },
          passed: { type: 'boolean' },
          reason: { type: 'string' },
        },
        required: ['description', 'passed', 'reason'],
        additionalProperties: false,
      },
    },
  },
  required: ['passed', 'score', 'reason', 'suggestions', 'criteria'],
  additionalProperties: false,
};

const UNSUPPORTED = /response_format|json_schema|structured|unsupported|not supported/i;

/** json_schema support learned per endpoint + model. */
const noJsonSchema = new Set<string>();

export async function askJudge(options: {
  llm: Llm;
  model: string | undefined;
  system: string;
  user: string;
  signal: AbortSignal;
  /** For error messages: which grader or assertion asked. */
  who: string;
  reasoningEffort?: string;
}): Promise<JudgeVerdict> {
  const { llm, model, who } = options;
  if (!model) {
    throw new GraderError(
      `${who}: no judge model: set the grader's model, config.judge_model or --judge-model`,
    );
  }
  const key = `${llm.endpoint.baseURL ?? ''}\u0000${model}`;
  let problem: string | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    const system =
      options.system +
      `\n\nAnswer with a JSON object only: {"passed": boolean, "score": number between 0 and 1, "reason": string, "suggestions": [string], "criteria": [{"description": string, "passed": boolean, "reason": string}]}.` +
      (problem
        ? `\n\nYour previous answer was invalid (${problem}). Answer again, following the format exactly.`
        : '');
    const completion = await call(llm, key, model, system, options);
    const parsed = parseVerdict(completion);
    if ('passed' in parsed) return parsed;
    problem = parsed.problem;
  }
  throw new GraderError(
    `${who}: judge model ${model} gave no valid verdict after a retry: ${problem}`,
  );
}

async function call(
  llm: Llm,
  key: string,
  model: string,
  system: string,
  options: { user: string; signal: AbortSignal; who: string; reasoningEffort?: string },
): Promise<OpenAI.Chat.ChatCompletion> {
  const params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming = {
    model,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: options.user },
    ],
    ...(options.reasoningEffort
      ? { reasoning_effort: options.reasoningEffort as OpenAI.ReasoningEffort }
      : {}),
  };
  for (;;) {
    const jsonSchema = !noJsonSchema.has(key);
    params.response_format = jsonSchema
      ? {
          type: 'json_schema',
          json_schema: { name: 'verdict', strict: true, schema: VERDICT_JSON_SCHEMA },
        }
      : { type: 'json_object' };
    try {
      return await llm.chat(params, { role: 'judge', signal: options.signal });
    } catch (error) {
      if (
        jsonSchema &&
        error instanceof LlmRequestError &&
        error.status === 400 &&
        UNSUPPORTED.test(error.serverMessage ?? '')
      ) {
        noJsonSchema.add(key);
        continue;
      }
      if (error instanceof LlmError && error.name !== 'AbortError') {
        throw new GraderError(`${options.who}: judge model ${model}: ${error.message}`);
      }
      throw error;
    }
  }
}

export function parseVerdict(
  completion: OpenAI.Chat.ChatCompletion,
): JudgeVerdict | { problem: string } {
  const message = completion.choices[0]?.message;
  if (!message) return { problem: 'the response has no message' };
  if (message.refusal) return { problem: `the model refused: ${clip(message.refusal, 200)}` };
  const raw = message.content?.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  if (!raw?.trim()) return { problem: 'the answer is empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { problem: `the answer is not JSON: ${JSON.stringify(clip(raw, 120))}` };
  }
  // Lenient where it is harmless: missing suggestions / criteria lists.
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    v.suggestions ??= [];
    v.criteria ??= [];
  }
  const result = Verdict.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    return {
      problem: `the answer does not match the schema: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    };
  }
  return result.data;
}

/** Forgets learned json_schema support (tests). */
export function resetJudgeModes(): void {
  noJsonSchema.clear();
}
