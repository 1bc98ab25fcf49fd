// A scripted responder model for the loopback OpenAI fake: it reads the brief's `- key: value`
// lines out of the responder's system prompt and the agent's last message out of the
// conversation, and decides as a faithful, an over-answering or an inventing surrogate user
// would. A question asks for a key when the key (or a word of it) appears in it.
import type { FakeReply, FakeRequest } from './openai-server.js';

// `one-more`: the facts asked for and the brief's next fact besides (the over-answer boundary).
export type ResponderStyle = 'faithful' | 'over-answering' | 'inventing' | 'one-more';

/** The request is the LLM responder's (its system prompt plays the user). */
export function isResponderRequest(request: FakeRequest): boolean {
  return String(request.body?.messages?.[0]?.content ?? '').startsWith('You play the user');
}

/** The `- key: value` lines of the brief inside the responder's system prompt. */
export function briefFacts(system: string): Map<string, string> {
  const brief = /<brief>\n([\s\S]*?)\n<\/brief>/.exec(system)?.[1] ?? '';
  const facts = new Map<string, string>();
  for (const line of brief.split('\n')) {
    const m = /^\s*[-*]\s*([^:]+):\s*(.+)$/.exec(line);
    if (m) facts.set(m[1]!.trim(), m[2]!.trim());
  }
  return facts;
}

const NOTE = /\n\n\[Parley note\][^\n]*/g;

/** The keys a message asks for: a key, or one of its words, named in a question. */
function askedKeys(message: string, facts: Map<string, string>): string[] {
  const question = message.replace(NOTE, '');
  if (!question.includes('?')) return [];
  const lower = question.toLowerCase();
  return [...facts.keys()].filter((key) =>
    key
      .toLowerCase()
      .split(/[\s_-]+/)
      .some((word) => word.length > 2 && lower.includes(word)),
  );
}

/** The decision, as the structured answer's content. */
export function scriptedDecision(request: FakeRequest, style: ResponderStyle): FakeReply {
  const messages = request.body.messages as { role: string; content: string }[];
  const facts = briefFacts(String(messages[0]?.content ?? ''));
  const last = String(messages.at(-1)?.content ?? '');
  const asked = askedKeys(last, facts);
  const decide = (d: object) => ({ content: JSON.stringify(d) });
  if (!last.replace(NOTE, '').includes('?')) {
    return decide({ decision: 'stop', reply: '', reason: 'the agent asks nothing', uses: [] });
  }
  if (asked.length === 0) {
    return decide({
      decision: 'abstain',
      reply: '',
      reason: 'the brief does not answer the question',
      uses: [],
    });
  }
  if (style === 'over-answering') {
    const all = [...facts];
    return decide({
      decision: 'reply',
      reply: all.map(([k, v]) => `${k}: ${v}`).join('. '),
      reason: 'everything the brief says, at once',
      uses: asked,
    });
  }
  if (style === 'one-more') {
    const extra = [...facts.keys()].find((k) => !asked.includes(k));
    const keys = extra ? [...asked, extra] : asked;
    return decide({
      decision: 'reply',
      reply: keys.map((k) => facts.get(k)!).join('. '),
      reason: 'the facts asked for and one more',
      uses: keys,
    });
  }
  if (style === 'inventing') {
    return decide({
      decision: 'reply',
      reply: asked.map((k) => `${k}: zorblax-${k.length}`).join('. '),
      reason: 'a plausible value',
      uses: asked,
    });
  }
  return decide({
    decision: 'reply',
    reply: asked.map((k) => facts.get(k)!).join('. '),
    reason: `the brief gives ${asked.join(' and ')}`,
    uses: asked,
  });
}
