// What `parley init --skill` drafts from the skill's own text, offline: two tasks and one JSONL
// test about what SKILL.md says the skill does, instead of the generic starter's. The prompt comes
// from the description; what the agent should ask for comes from the body's list items (those
// under a heading about inputs, questions or requirements first). Every file says it is a draft
// to review; `parley generate` drafts more with a model (docs/authoring.md).
import type { Skill } from '../generate/skill.js';
import { truncate } from '../shared/strings.js';

export interface SkillDraft {
  /** The first sentence of the description, or a line naming the skill. */
  request: string;
  /** What the skill is for, as its description's first sentence says (may be empty). */
  purpose: string;
  /** What the skill asks of the user, from its list items (at most 3, never empty). */
  needs: string[];
}

const MAX_NEEDS = 3;
const MAX_NEED_CHARS = 80;
const ABOUT_INPUTS =
  /input|ask|need|require|param|question|information|detail|before|prerequisite/i;

/** Markdown marks out of one line of text: emphasis, code ticks, links (their text kept). */
function plain(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "The delimiter" -> "the delimiter"; "CSV files" stays (an acronym). */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

function firstSentence(text: string): string {
  const line = plain(text);
  const end = /[.!?](\s|$)/.exec(line);
  return truncate(end ? line.slice(0, end.index) : line, 200);
}

/** What init drafts from: the skill's request and what it needs to be told. */
export function draftFromSkill(skill: Pick<Skill, 'name' | 'description' | 'body'>): SkillDraft {
  const preferred: string[] = [];
  const others: string[] = [];
  let heading = '';
  for (const line of skill.body.split('\n')) {
    const title = /^#{1,6}\s+(.*)$/.exec(line);
    if (title) {
      heading = title[1]!;
      continue;
    }
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*\S)\s*$/.exec(line);
    const text = item ? truncate(plain(item[1]!).replace(/[.:;,]+$/, ''), MAX_NEED_CHARS) : '';
    if (text) (ABOUT_INPUTS.test(heading) ? preferred : others).push(text);
  }
  const needs = [...new Set([...preferred, ...others])].slice(0, MAX_NEEDS);
  const described = firstSentence(skill.description);
  return {
    purpose: lowerFirst(described),
    request: described
      ? `I need help with ${skill.name}: ${lowerFirst(described)}.`
      : `I need help with ${skill.name}.`,
    needs: needs.length > 0 ? needs : ['what exactly you want done'],
  };
}

/** A YAML scalar that is safe whatever the text: JSON strings are YAML strings. */
const q = (text: string) => JSON.stringify(text);

const DRAFT_NOTE = (skillFile: string) => [
  `# DRAFT written by \`parley init --skill\` from ${skillFile}: review the prompt, the brief and`,
  `# the checks before you trust a result. \`parley generate\` drafts more with a model.`,
];

/** The brief states a value for everything the skill needs: the agent asks, gets it, finishes. */
export function skillFullBriefTask(d: SkillDraft, header: string[], skillFile: string): string {
  return [
    ...header,
    ...DRAFT_NOTE(skillFile),
    `id: full-brief`,
    `name: The brief answers what the skill needs -> the agent finishes`,
    `tags: [draft, responder, happy-path]`,
    `inputs:`,
    `  prompt: ${q(d.request)}`,
    `  # The mock agent's replies, one per turn. Remove them when config.executor is a real agent.`,
    `  mock:`,
    `    - ${q(`Before I start: ${lowerFirst(d.needs[0]!)}?`)}`,
    `    - Done, with the values you gave.`,
    `  responder:`,
    `    # The brief: ONE concrete case, a value for each thing the skill needs (TODO: yours).`,
    `    instructions: |`,
    `      ${d.request}`,
    ...d.needs.map((need) => `      ${need}: TODO, the one value you want.`),
    `    max_followups: 3`,
    `    # Rules answer offline; delete \`rules\` to let the LLM responder answer from the brief.`,
    `    rules:`,
    `      - when: '(?i)before i start'`,
    `        reply: ${q(`TODO: the value of "${d.needs[0]}" from the brief.`)}`,
    `checkpoints:`,
    `  - id: finished`,
    `    assert:`,
    `      type: contains`,
    `      value: Done`,
    ``,
  ].join('\n');
}

/** The brief leaves out the first thing the skill needs: the responder cannot answer, abstains. */
export function skillVagueBriefTask(d: SkillDraft, header: string[], skillFile: string): string {
  return [
    ...header,
    ...DRAFT_NOTE(skillFile),
    `id: vague-brief`,
    `name: The brief leaves out what the skill needs -> the agent asks, the responder abstains`,
    `tags: [draft, responder, vague-brief]`,
    `# An abstain is what this task tests: the agent asked for what only the user knows.`,
    `expect: abstain`,
    `inputs:`,
    `  prompt: ${q(d.request)}`,
    `  mock:`,
    `    - ${q(`I need one thing first: ${lowerFirst(d.needs[0]!)}?`)}`,
    `  responder:`,
    `    instructions: |`,
    `      ${d.request}`,
    `      (On purpose, this brief does not say: ${d.needs[0]}.)`,
    `    max_followups: 2`,
    `    rules:`,
    `      - when: '(?i)anything else'`,
    `        reply: No, that is all.`,
    ``,
  ].join('\n');
}

/** A one-turn JSONL test: the agent says what the skill is for. */
export function skillJsonlTest(d: SkillDraft, skillName: string): string {
  const test = {
    id: 'says-what-it-does',
    name: `Draft: says what ${skillName} is for, in one turn`,
    input: `What can you do with ${skillName}?`,
    assertions: [{ type: 'contains', value: skillName }],
    mock: [
      `With ${skillName} I can help with this: ${d.request.replace(/^Help me with this: /, '')}`,
    ],
  };
  return `${JSON.stringify(test)}\n`;
}
