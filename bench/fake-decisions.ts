// What the benchmark's fake responder endpoint decides: reply to each of the mock agent's
// questions until it has asked `turns` of them, then stop. Shared by the endpoint process
// (fake-responder.ts) and the in-process check that the bare loop sends Parley's requests.

/** The decision's JSON text for a request body of the responder. */
export function decide(body: { messages?: unknown[] }, turns: number): string {
  const asked = (JSON.stringify(body.messages ?? []).match(/Question \d+\?/g) ?? []).length;
  return JSON.stringify(
    asked >= turns
      ? { decision: 'stop', reply: '', reason: 'done' }
      : { decision: 'reply', reply: `answer ${asked}`, reason: 'the brief says so' },
  );
}

export const USAGE = { prompt_tokens: 50, completion_tokens: 5 };
