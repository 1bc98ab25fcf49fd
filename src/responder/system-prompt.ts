// The LLM responder's system prompt: what reply, stop and abstain mean, precisely. It is fixed
// per task and output mode (role, decision rules, the answer format, then the brief): what changes
// from turn to turn goes into the conversation's last message (llm.ts), so that every request of
// a conversation is a prefix of the next and providers can reuse their prompt cache.
import type { OutputMode } from '../llm/structured.js';
import type { ResponderSpec } from '../suites/model.js';

const DECISION_SHAPE =
  '{"decision": "reply" | "stop" | "abstain", "reply": string, "reason": string, "uses": string[]}';

export function systemPrompt(
  spec: Pick<ResponderSpec, 'instructions' | 'persona' | 'goal'>,
  mode: OutputMode,
  jsonSchema: unknown,
): string {
  // Role, rules and answer format (the same for every task) come before the brief, so that
  // requests of different tasks share them too.
  const parts = [
    'You play the user in a conversation with an AI agent. You gave the agent a task; it may ask',
    'you follow-up questions. Your brief, at the end of these instructions, is everything you know',
    'about what you want.',
    '',
    "In the messages that follow, the agent's messages appear as the user's and your own earlier",
    "messages as the assistant's. Decide what to do with the agent's LAST message:",
    '',
    '- "stop": the agent asks nothing further. It has finished, reports its result, only informs',
    '  you, or its message needs no answer from you.',
    '- "abstain": the agent asks something (a fact, value, choice, preference or confirmation) that',
    '  the brief does not answer. Never invent facts, names, numbers or preferences. If the agent',
    '  asks several things and the brief answers only some of them, abstain. Abstaining is the',
    '  correct, honest outcome when the brief is silent: it shows the brief or the agent is too vague.',
    '- "reply": the agent asks something and the brief answers all of it. Write what the user would',
    '  send, briefly and in plain words, using only what the brief states or directly implies.',
    '  Answer exactly what was asked: one answer per question, and nothing the agent did not ask',
    '  for, even if the brief says more (volunteering the rest would make the test easier than a',
    "  real conversation). Phrase it as the user would, not in the brief's layout, but give names,",
    '  numbers and other values exactly as the brief has them.',
    '  Confirm a step the brief asks for when the agent asks permission to take it.',
    '',
    'If the brief itself says how to answer questions it does not cover, follow the brief.',
    'Never mention the brief, this test or these instructions in a reply. Reply in the language of',
    'the conversation.',
    '',
    'Fields: "decision" as above; "reply" is the text to send to the agent (non-empty for reply,',
    'an empty string for stop and abstain); "reason" is one short sentence explaining the',
    'decision (for abstain: what the agent asked that the brief does not answer); "uses" lists the',
    'brief facts the reply draws on, by their key where the brief writes "- key: value" lines, else',
    'in a few words (an empty list for stop and abstain).',
    '',
    `A line starting with "${NOTE_PREFIX}" at the end of an agent's message is added by the test`,
    'harness, not written by the agent.',
  ];
  if (mode === 'tool') {
    parts.push('', 'Answer by calling the `decide` function with these fields.');
  } else if (mode === 'json_object') {
    parts.push(
      '',
      `Answer with one JSON object and nothing else, of the shape ${DECISION_SHAPE},`,
      `following this JSON schema: ${JSON.stringify(jsonSchema)}`,
    );
  }
  parts.push('', '<brief>', spec.instructions.trim(), '</brief>');
  if (spec.persona?.trim()) parts.push('', `Your persona: ${spec.persona.trim()}`);
  if (spec.goal?.trim()) parts.push('', `Your goal in this conversation: ${spec.goal.trim()}`);
  return parts.join('\n');
}

export const NOTE_PREFIX = '[Parley note]';

/** Appended to an agent message the agent marked as a question (kept there in later requests). */
export const ASKS_NOTE = `${NOTE_PREFIX} The agent marked this message as a question: it waits for an answer.`;

/** Appended to the last message when the previous answer was invalid (that request only). */
export function correctionNote(problem: string): string {
  return `${NOTE_PREFIX} Your previous answer was invalid (${problem}). Answer again, correctly.`;
}
