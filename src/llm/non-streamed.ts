// A server asked for a stream may answer otherwise: some OpenAI-compatible servers ignore
// `stream: true` and send one JSON completion, and a misconfigured base URL answers with a 200
// HTML page. The SDK would read either as an empty stream, an empty reply scored against the
// agent. A JSON completion is used as it is; anything else is an error that says what came back.
import type OpenAI from 'openai';
import { LlmError } from './errors.js';

/** The endpoint answered with something that is not a chat completion. */
export class NotACompletionError extends LlmError {
  constructor(message: string) {
    super(message);
    this.name = 'NotACompletionError';
  }
}

/** True when the response is a server-sent event stream (what the SDK parses). */
export function isEventStream(response: Response): boolean {
  return /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '');
}

/** The completion of a non-streamed answer, or NotACompletionError naming what came back. */
export async function nonStreamedCompletion(
  response: Response,
  where: string,
): Promise<OpenAI.Chat.ChatCompletion> {
  const type = response.headers.get('content-type') ?? '(no content type)';
  const text = await response.text();
  if (/\bjson\b/i.test(type)) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (isCompletion(body)) return body;
  }
  throw new NotACompletionError(
    `the LLM endpoint ${where} answered the streaming chat request with ${type}, not a chat completion: ` +
      `${firstBytes(text)}`,
  );
}

function isCompletion(body: unknown): body is OpenAI.Chat.ChatCompletion {
  const choices = (body as { choices?: unknown } | undefined)?.choices;
  return (
    Array.isArray(choices) &&
    choices.length > 0 &&
    typeof (choices[0] as { message?: unknown })?.message === 'object'
  );
}

/** The body's first 200 characters, escaped as a JSON string (no control characters). */
function firstBytes(text: string, max = 200): string {
  if (!text) return '(empty body)';
  const chars = Array.from(text);
  const head = chars.slice(0, max).join('');
  return JSON.stringify(head) + (chars.length > max ? '…' : '');
}
