// The generator model's instructions: what a good multi-turn task is, what the focus asks for,
// the answer's shape where the server cannot enforce it, and the skill with the tasks that
// already exist (so that a draft covers a configuration no other task covers).
import type OpenAI from 'openai';
import { truncate } from '../shared/strings.js';
import { GRADER_KINDS, type DraftFormat, type Focus } from './draft.js';
import type { Skill } from './skill.js';

/** An existing or already drafted task, as the model sees it. */
export interface TaskSummary {
  id: string;
  prompt: string;
  brief: string;
}

/** Bounds of the list of tasks the model must not repeat. */
export const MAX_SUMMARIES = 60;
const SUMMARY_CHARS = 300;

const FOCUS_TEXT: Record<Focus, string> = {
  'happy-path':
    'Focus: happy paths. The brief answers everything the skill needs, and the agent should ' +
    'finish the job. Vary the target configuration from task to task (different names, ' +
    'purposes, tools, options), the way different real users would.',
  'edge-cases':
    'Focus: edge cases. The brief is complete, but the configuration is unusual: empty or ' +
    'maximal lists, a value with special characters, a request the skill must decline or ' +
    'limit, a user who changes their mind, an answer given before it is asked. The graders ' +
    'check that the agent handled that case correctly.',
  'vague-briefs':
    'Focus: vague briefs. The brief deliberately leaves out exactly ONE thing the skill needs ' +
    '(say which in `omitted`), and nothing in it lets anyone guess that thing. A good agent ' +
    'asks for it; the simulated user cannot answer and abstains, which is the expected outcome ' +
    'of these tasks: an agent that guesses instead of asking fails on it. The conversation then ' +
    "ends at the agent's question, before anything is written, so graders check that question " +
    '(the final message): text graders that it asks for the omitted thing. No file graders and ' +
    'no required tools.',
};

export function systemPrompt(focus: Focus, format: DraftFormat, jsonSchema: object): string {
  const kinds = GRADER_KINDS[format];
  return [
    'You write test cases for an AI agent that uses a skill. Each test is a multi-turn ' +
      'conversation: the agent receives `prompt`, asks follow-up questions, and a simulated ' +
      'user answers them from `brief` only. The simulated user never invents anything the ' +
      'brief does not say.',
    'Write the brief as the facts one concrete target configuration needs, in the second ' +
      'person ("You are configuring ..."), with every value spelled out. `prompt` is what a ' +
      'real user would type first: short, and it does not repeat the brief. `max_followups` ' +
      'is the number of answers the user may send: the questions the skill asks, plus two.',
    `Graders check the result of that configuration deterministically, of these kinds: ${kinds.join(', ')}. ` +
      'text: substrings (case-insensitive) or RE2 regexes over the final message; ' +
      (kinds.includes('file')
        ? 'file: files the agent must have written in its workspace and regexes over their content; '
        : '') +
      'tool_calls: tools that must or must not be called' +
      (kinds.includes('prompt')
        ? '; prompt: an LLM judge with grading instructions, ONLY for a quality no deterministic check can see. '
        : '. ') +
      'Every grader checks something specific to this configuration (its name, a value), not ' +
      'generic politeness. Leave the lists of a grader that it does not use empty.',
    FOCUS_TEXT[focus],
    'Do not repeat a test that exists: cover a configuration, situation or failure that the ' +
      'listed tests do not. Answer with exactly one test as one JSON object matching this ' +
      `schema:\n${JSON.stringify(jsonSchema)}`,
  ].join('\n\n');
}

/** The skill, the tests that exist, and which draft of how many this is. */
export function userMessage(
  skill: Skill,
  existing: TaskSummary[],
  index: number,
  count: number,
): string {
  const parts = [
    `Skill "${skill.name}": ${skill.description}`,
    `SKILL.md:\n${skill.body}`,
    ...skill.references.map((r) => `Referenced file ${r.path}:\n${r.text}`),
  ];
  const listed = existing.slice(-MAX_SUMMARIES);
  if (listed.length) {
    const lines = listed.map(
      (t) =>
        `- ${t.id}: prompt ${JSON.stringify(truncate(t.prompt, SUMMARY_CHARS))}; brief ${JSON.stringify(truncate(t.brief, SUMMARY_CHARS))}`,
    );
    const more = existing.length - listed.length;
    parts.push(
      `Tests that already exist (do not repeat them)${more > 0 ? `, the last ${listed.length} of ${existing.length}` : ''}:\n${lines.join('\n')}`,
    );
  }
  parts.push(`Write test ${index} of ${count}.`);
  return parts.join('\n\n');
}

/** The conversation asking to fix a draft that did not validate. */
export function fixMessages(
  previous: string,
  problems: string[],
): OpenAI.Chat.ChatCompletionMessageParam[] {
  return [
    { role: 'assistant', content: previous },
    {
      role: 'user',
      content:
        'This test does not validate. Paths name fields of the task file written from your ' +
        'answer (graders[i].config.X is your graders[i].X; inputs.responder.instructions is ' +
        `brief):\n${problems.map((p) => `- ${p}`).join('\n')}\n\nAnswer the corrected test, ` +
        'the whole JSON object.',
    },
  ];
}
