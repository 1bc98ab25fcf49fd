// Structured output from any OpenAI-compatible server, one way for every caller (the responder's
// decisions, the judges' verdicts): a strict JSON schema where the server takes one, else a
// forced tool call, else JSON mode. The mode that works is learned per endpoint and model. The
// answer is validated by the caller's parser; an invalid one is asked for once more with the
// problem named. What still fails is a StructuredOutputError the caller words for its users.
import type OpenAI from 'openai';
import type { Role } from '../results/schema.js';
import { truncate } from '../shared/strings.js';
import { LlmRequestError } from './errors.js';
import type { Llm } from './types.js';

export type OutputMode = 'json_schema' | 'tool' | 'json_object';

const MODES: readonly OutputMode[] = ['json_schema', 'tool', 'json_object'];

/** A server rejecting an output mode answers 400 (or 422) and names what it does not support. */
const UNSUPPORTED =
  /response_format|json_schema|json_object|structured|tool_choice|tools?\b|function|strict|unsupported|not supported|invalid.*(schema|format)/i;

/** The output mode that works, per endpoint base URL and model (learned on first use). */
const workingMode = new Map<string, Map<string, OutputMode>>();

export interface StructuredRequest<T> {
  llm: Llm;
  model: string;
  role: Role;
  /** The schema's name, also the forced tool's name. */
  name: string;
  /** What the forced tool records (its description). */
  description: string;
  jsonSchema: Record<string, unknown>;
  /** The messages to send in `mode`; `problem`: what was wrong with the previous answer. */
  messages(mode: OutputMode, problem?: string): OpenAI.Chat.ChatCompletionMessageParam[];
  /** The answer's JSON value, checked: the value, or what is wrong with it. */
  parse(value: unknown): { value: T } | { problem: string };
  signal?: AbortSignal;
  /** More request parameters (reasoning_effort, ...). */
  params?: Partial<OpenAI.Chat.ChatCompletionCreateParamsNonStreaming>;
}

/**
 * The endpoint failed (`request`: the message is the request's error), or two answers in a row
 * were invalid (`invalid`: the message is what was wrong with the second).
 */
export class StructuredOutputError extends Error {
  constructor(
    readonly kind: 'request' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'StructuredOutputError';
  }
}

export async function askStructured<T>(request: StructuredRequest<T>): Promise<T> {
  let problem: string | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    const { mode, completion } = await call(request, problem);
    const answer = answerOf(completion, mode, request.name);
    if ('value' in answer) {
      const checked = request.parse(answer.value);
      if ('value' in checked) return checked.value;
      problem = checked.problem;
    } else {
      problem = answer.problem;
      // A strict schema's answer is JSON: prose means the server ignored response_format
      // without saying so (Anthropic's compatibility layer does); the retry forces a tool call.
      if (mode === 'json_schema' && isProse(completion)) {
        learn(request.llm.endpoint.baseURL ?? '', request.model, 'tool');
      }
    }
  }
  throw new StructuredOutputError('invalid', problem ?? 'no answer');
}

/** One call in the working mode, walking down the fallback chain when the server rejects it. */
async function call<T>(request: StructuredRequest<T>, problem: string | undefined) {
  // Two lookups of strings the endpoint and the task hold, not a key built for every request.
  const baseURL = request.llm.endpoint.baseURL ?? '';
  let index = MODES.indexOf(workingMode.get(baseURL)?.get(request.model) ?? 'json_schema');
  for (;;) {
    const mode = MODES[index]!;
    try {
      const completion = await request.llm.chat(paramsFor(request, mode, problem), {
        role: request.role,
        signal: request.signal,
      });
      learn(baseURL, request.model, mode);
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
      // A missing endpoint (LlmConfigError: the user's configuration) and an abort are the
      // caller's to classify; a failed request is this answer's failure.
      if (error instanceof LlmRequestError) {
        throw new StructuredOutputError('request', error.message);
      }
      throw error;
    }
  }
}

/** Records the mode that worked (looked up now: another model may have learned meanwhile). */
function learn(baseURL: string, model: string, mode: OutputMode): void {
  let modes = workingMode.get(baseURL);
  if (!modes) workingMode.set(baseURL, (modes = new Map()));
  modes.set(model, mode);
}

function paramsFor<T>(
  request: StructuredRequest<T>,
  mode: OutputMode,
  problem: string | undefined,
): OpenAI.Chat.ChatCompletionCreateParamsNonStreaming {
  const params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming = {
    ...request.params,
    model: request.model,
    messages: request.messages(mode, problem),
  };
  if (mode === 'json_schema') {
    params.response_format = {
      type: 'json_schema',
      json_schema: { name: request.name, strict: true, schema: request.jsonSchema },
    };
  } else if (mode === 'tool') {
    params.tools = [
      {
        type: 'function',
        function: {
          name: request.name,
          description: request.description,
          parameters: request.jsonSchema,
          strict: true,
        },
      },
    ];
    params.tool_choice = { type: 'function', function: { name: request.name } };
  } else {
    params.response_format = { type: 'json_object' };
  }
  return params;
}

/** Text that does not even begin as JSON (a cut-off JSON answer is not prose). */
function isProse(completion: OpenAI.Chat.ChatCompletion): boolean {
  const message = completion.choices[0]?.message;
  const text = message?.content?.replace(/^\s*```(?:json)?\s*/, '').trim();
  return !message?.refusal && !!text && !/^[{[]/.test(text);
}

/** The JSON the model answered with in `mode`, or why there is none. */
function answerOf(
  completion: OpenAI.Chat.ChatCompletion,
  mode: OutputMode,
  name: string,
): { value: unknown } | { problem: string } {
  const message = completion.choices[0]?.message;
  if (!message) return { problem: 'the response has no message' };
  if (message.refusal) return { problem: `the model refused: ${truncate(message.refusal, 200)}` };
  let raw: string | undefined;
  if (mode === 'tool') {
    const call = message.tool_calls?.find((c) => c.type === 'function' && c.function.name === name);
    if (!call || call.type !== 'function') return { problem: `no call of the ${name} function` };
    raw = call.function.arguments;
  } else {
    // JSON answers sometimes come wrapped in a markdown fence.
    raw = message.content?.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  }
  if (!raw?.trim()) return { problem: 'the answer is empty' };
  try {
    return { value: JSON.parse(raw) };
  } catch {
    return { problem: `the answer is not JSON: ${JSON.stringify(truncate(raw, 120))}` };
  }
}

/** "the answer does not match the schema: path: message", from a failed zod parse. */
export function schemaProblem(issue: { path: PropertyKey[]; message: string } | undefined): string {
  return `the answer does not match the schema: ${issue?.path.map(String).join('.') || '(root)'}: ${issue?.message}`;
}

/** Forgets the learned output modes (tests that reuse a model name across servers' behaviours). */
export function forgetOutputModes(): void {
  workingMode.clear();
}
