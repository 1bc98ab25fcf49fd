// The end-to-end bench's floor: a whole process that sends a workload's model requests with the
// openai SDK and nothing else (no suite, no records, no reports), with the same workers as
// Parley. It builds each conversation from the replies as Parley does; bench/e2e.ts checks that
// its requests are Parley's, byte for byte, before timing anything.
// Usage: node bench/e2e-bare.mjs SPEC.json, where SPEC is {url, workers, kind, template,
// conversations}: `template` is one of Parley's request bodies (its system prompt, tools,
// stream and response format), `kind` "agent" (conversations are lists of the user's turns) or
// "responder" (conversations are {prompt, questions}: the mock agent's prompt and questions).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const client = new OpenAI({ baseURL: spec.url, apiKey: 'bench-key', maxRetries: 0 });
const { template } = spec;
const system = template.messages[0];

async function send(messages) {
  const body = { ...template, messages };
  if (!body.stream) {
    const completion = await client.chat.completions.create(body);
    return completion.choices[0]?.message.content ?? '';
  }
  let text = '';
  for await (const chunk of await client.chat.completions.create(body)) {
    text += chunk.choices[0]?.delta?.content ?? '';
  }
  return text;
}

/** The openai agent: each user turn, the first with the workspace note, then its reply. */
async function agentConversation(turns) {
  const workspace = join(tmpdir(), `ws-${randomBytes(8).toString('hex')}`);
  const messages = [system];
  for (const [i, turn] of turns.entries()) {
    const content = i === 0 ? `${turn}\n\n(Your workspace folder is ${workspace}.)` : turn;
    messages.push({ role: 'user', content });
    messages.push({ role: 'assistant', content: await send([...messages]) });
  }
}

/** The LLM responder: each of the mock agent's questions, until the decision is to stop. */
async function responderConversation({ prompt, questions }) {
  const messages = [system, { role: 'assistant', content: prompt }];
  for (const question of questions) {
    messages.push({ role: 'user', content: `${question}\n\n${spec.asksNote}` });
    const decision = JSON.parse(await send([...messages]));
    if (decision.decision !== 'reply') return;
    messages.push({ role: 'assistant', content: decision.reply });
  }
}

const conversation = spec.kind === 'agent' ? agentConversation : responderConversation;
let next = 0;
await Promise.all(
  Array.from({ length: spec.workers }, async () => {
    while (next < spec.conversations.length) await conversation(spec.conversations[next++]);
  }),
);
