// An LLM verdict with structured output (llm/structured.ts: strict JSON schema, else a forced
// tool call, else JSON mode, as the responder asks). A malformed verdict is asked for once more
// with the problem named, then GraderError: a judge that cannot answer is a grader_error, never
// a guessed pass or fail.
import type OpenAI from 'openai';
import { z } from 'zod';
import { askStructured, schemaProblem, StructuredOutputError } from '../llm/structured.js';
import type { Llm } from '../llm/types.js';
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

/** What a judge is asked: `system` fixed per grader, `user` what is judged (askJudge). */
export interface JudgeQuestion {
  llm: Llm;
  model: string | undefined;
  system: string;
  user: string;
  signal: AbortSignal;
  /** For error messages: which grader or assertion asked. */
  who: string;
  reasoningEffort?: string;
}

/** The shape of a judge's answer: its schema, the one-line format the prompt asks for, its parser. */
export interface JudgeAnswer<T> {
  name: string;
  description: string;
  jsonSchema: Record<string, unknown>;
  /** Appended to the system prompt: the JSON object to answer with, in words. */
  format: string;
  parse(value: unknown): { value: T } | { problem: string };
}

const VERDICT_ANSWER: JudgeAnswer<JudgeVerdict> = {
  name: 'verdict',
  description: 'Record your verdict on the response.',
  jsonSchema: VERDICT_JSON_SCHEMA,
  format: `{"passed": boolean, "score": number between 0 and 1, "reason": string, "suggestions": [string], "criteria": [{"description": string, "passed": boolean, "reason": string}]}`,
  parse: (value) => parseVerdict(value),
};

/**
 * `system` is what is fixed per grader (the judge's role and the rubric or criteria) and `user`
 * the run being judged: static first, dynamic last, so that the judge's requests across the runs
 * of a task share their whole system prompt (providers reuse a cached prefix).
 */
export function askJudge(options: JudgeQuestion): Promise<JudgeVerdict> {
  return askJudgeFor(options, VERDICT_ANSWER);
}

/** A judge's structured answer of any shape (the pairwise judge's choice, graders/pairwise.ts). */
export async function askJudgeFor<T>(options: JudgeQuestion, answer: JudgeAnswer<T>): Promise<T> {
  const { llm, model, who } = options;
  if (!model) {
    throw new GraderError(
      `${who}: no judge model: set the grader's model, config.judge_model or --judge-model`,
    );
  }
  try {
    return await askStructured({
      llm,
      model,
      role: 'judge',
      name: answer.name,
      description: answer.description,
      jsonSchema: answer.jsonSchema,
      messages: (_mode, problem) => [
        {
          role: 'system',
          content: `${options.system}\n\nAnswer with a JSON object only: ${answer.format}.`,
        },
        {
          role: 'user',
          // A correction goes last, so that a retry still shares the system prompt.
          content:
            options.user +
            (problem
              ? `\n\nYour previous answer was invalid (${problem}). Answer again, following the format exactly.`
              : ''),
        },
      ],
      parse: (value) => answer.parse(value),
      signal: options.signal,
      ...(options.reasoningEffort
        ? { params: { reasoning_effort: options.reasoningEffort as OpenAI.ReasoningEffort } }
        : {}),
    });
  } catch (error) {
    if (!(error instanceof StructuredOutputError)) throw error;
    throw new GraderError(
      error.kind === 'invalid'
        ? `${who}: judge model ${model} gave no valid verdict after a retry: ${error.message}`
        : `${who}: judge model ${model}: ${error.message}`,
    );
  }
}

/** A verdict as the model gave it; missing suggestion and criteria lists are harmless. */
export function parseVerdict(value: unknown): { value: JudgeVerdict } | { problem: string } {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    v.suggestions ??= [];
    v.criteria ??= [];
  }
  const result = Verdict.safeParse(value);
  if (!result.success) return { problem: schemaProblem(result.error.issues[0]) };
  return { value: result.data };
}
