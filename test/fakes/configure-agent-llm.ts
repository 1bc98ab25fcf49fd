// The configure-agent scenario's models for the fake OpenAI server (openai-server.ts). One handler
// plays both parts and tells them apart by the request: a request that offers the workspace
// file tools (write_file) comes from the built-in openai agent, any other from the LLM responder.
// - The agent asks for a name, instructions, tools and handoffs, one question per turn, then
//   calls write_file with agents/<name>.agent.yaml built from the answers, then reports the file.
// - The responder answers each question from a fixed brief and stops when nothing is asked.
import type { FakeReply, FakeRequest } from './openai-server.js';

export const CONFIGURE_QUESTIONS = [
  'What should the new agent be called?',
  'What system instructions should it follow?',
  'Which tools should it have?',
  'Should it hand off to any other agents?',
];

/** The responder's answers, keyed by what the agent's question is about (first match wins). */
export const CONFIGURE_ANSWERS: [RegExp, string][] = [
  [/called|name/i, 'research-agent'],
  [/instructions/i, 'Search the web and summarise findings.'],
  [/tools/i, 'web_search and url_fetch'],
  [/hand ?off/i, 'No handoffs.'],
];

interface ChatMessage {
  role: string;
  content?: string | null;
  tool_calls?: unknown[];
}

function textOf(message: ChatMessage | undefined): string {
  return typeof message?.content === 'string' ? message.content : '';
}

export function isAgentRequest(request: FakeRequest): boolean {
  const tools = (request.body?.tools ?? []) as { function?: { name?: string } }[];
  return tools.some((tool) => tool.function?.name === 'write_file');
}

/** The built-in agent's next completion, from the conversation so far. */
export function agentReply(messages: ChatMessage[]): FakeReply {
  const last = messages.at(-1);
  if (last?.role === 'tool') {
    const wrote = /^wrote \d+ bytes to (.+)$/.exec(textOf(last));
    return { content: wrote ? `Created ${wrote[1]}.` : `Failed: ${textOf(last)}` };
  }
  const userTurns = messages.filter((m) => m.role === 'user');
  const question = CONFIGURE_QUESTIONS[userTurns.length - 1];
  if (question) return { content: question };
  const [name, instructions, tools, handoffs] = userTurns.slice(1).map(textOf);
  const content = [
    `name: ${name}`,
    `instructions: ${instructions}`,
    `tools: ${tools}`,
    `handoffs: ${handoffs}`,
    '',
  ].join('\n');
  return {
    content: null,
    toolCalls: [{ name: 'write_file', arguments: { path: `agents/${name}.agent.yaml`, content } }],
  };
}

/** The LLM responder's decision on the agent's last message (agent messages arrive as 'user'). */
export function responderReply(messages: ChatMessage[]): FakeReply {
  const asked = textOf(messages.filter((m) => m.role === 'user').at(-1));
  const answer = asked.includes('?')
    ? CONFIGURE_ANSWERS.find(([pattern]) => pattern.test(asked))?.[1]
    : undefined;
  const decision = answer
    ? { decision: 'reply', reply: answer, reason: 'the brief answers it' }
    : { decision: 'stop', reply: '', reason: 'the agent asks nothing more' };
  return { content: JSON.stringify(decision) };
}

/** A fake OpenAI handler playing the configure-agent agent and its responder. */
export function configureAgentHandler(request: FakeRequest): FakeReply {
  const messages = (request.body?.messages ?? []) as ChatMessage[];
  return isAgentRequest(request) ? agentReply(messages) : responderReply(messages);
}
