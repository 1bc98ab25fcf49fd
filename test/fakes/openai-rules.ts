// What the model fake refuses as OpenAI does, so that Parley's reliance on leniency fails a test:
// only the routes Parley calls are served (any other path or method is OpenAI's 404 "Invalid
// URL"), and a Chat Completions request's messages must be in an order OpenAI accepts (a `tool`
// message answers a tool call of the assistant message before it; every tool call of an
// assistant message is answered before the next message). Errors have OpenAI's body shape.

/** OpenAI's error body. */
export function openaiError(
  message: string,
  param: string | null = null,
  code: string | null = null,
) {
  return { error: { message, type: 'invalid_request_error', param, code } };
}

// Chat Completions and the Responses API under any base path (OpenAI's /v1, a gateway's prefix),
// the Gemini API's generate and count calls.
const ROUTES = [
  /\/chat\/completions$/,
  /\/responses$/,
  /\/models\/[^/]+:(?:stream)?[gG]enerateContent$/,
  /\/models\/[^/]+:countTokens$/,
];

/** OpenAI's 404 for a path or method it does not serve; null for a route of the fake. */
export function unknownRoute(method: string, path: string) {
  const bare = path.split('?')[0] ?? '';
  if (method === 'POST' && ROUTES.some((route) => route.test(bare))) return null;
  return openaiError(`Invalid URL (${method} ${bare})`);
}

interface Message {
  role?: unknown;
  tool_calls?: { id?: unknown }[];
  tool_call_id?: unknown;
}

/** OpenAI's 400 for messages out of order; null when they are in an order it accepts. */
export function messageOrderError(body: unknown) {
  const messages = (body as { messages?: unknown } | undefined)?.messages;
  if (!Array.isArray(messages))
    return openaiError(
      "Missing required parameter: 'messages'.",
      'messages',
      'missing_required_parameter',
    );
  // The tool calls of the assistant message at `openAt` not answered yet.
  let open: Set<string> | undefined;
  let openAt = 0;
  for (const [i, m] of (messages as Message[]).entries()) {
    if (m.role === 'tool') {
      if (!open || !open.delete(String(m.tool_call_id))) {
        return openaiError(
          "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
          `messages.[${i}].role`,
        );
      }
      continue;
    }
    if (open?.size) return unanswered(open, openAt);
    open =
      m.role === 'assistant' && m.tool_calls?.length
        ? new Set(m.tool_calls.map((c) => String(c.id)))
        : undefined;
    openAt = i;
  }
  if (open?.size) return unanswered(open, openAt);
  return null;
}

function unanswered(open: Set<string>, index: number) {
  return openaiError(
    `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...open].join(', ')}`,
    `messages.[${index}].role`,
  );
}
