// Drafts tasks for a skill, one at a time: the model answers one task (structured output, with
// the responder's fallbacks), the draft is validated by loading it (check.ts), and a draft that
// does not validate is sent back once with its problems. One still invalid is dropped, and the
// reason is kept for the user. Each draft sees the tasks that exist and those drafted before it.
import type OpenAI from 'openai';
import { askStructured, schemaProblem, StructuredOutputError } from '../llm/structured.js';
import type { Llm } from '../llm/types.js';
import { createDraftChecker, type DraftChecker } from './check.js';
import {
  DraftAnswer,
  draftJsonSchema,
  GRADER_KINDS,
  slug,
  toJsonlTest,
  toTaskFile,
  type DraftFormat,
  type Focus,
} from './draft.js';
import { fixMessages, systemPrompt, userMessage, type TaskSummary } from './prompt.js';
import { renderDraft } from './render.js';
import type { Skill } from './skill.js';

export { FOCUSES, FORMATS, type DraftFormat, type Focus } from './draft.js';
export { readSkill, SkillError, type Skill } from './skill.js';
export type { TaskSummary } from './prompt.js';

export interface GenerateOptions {
  skill: Skill;
  llm: Llm;
  model: string;
  count: number;
  focus: Focus;
  format: DraftFormat;
  /** The suite's tasks, not to be repeated. */
  existing: TaskSummary[];
  signal?: AbortSignal;
  /** Called as each draft is settled (the command prints a line per draft). */
  onDraft?: (draft: DraftResult) => void;
}

export type DraftResult =
  | {
      index: number;
      kind: 'valid';
      /** The task file / JSONL test, as an object (id still to be made unique by the writer). */
      data: Record<string, unknown>;
      id: string;
      /** Valid as first answered: no retry for its shape, no fix of validation errors. */
      firstTime: boolean;
      /** The validation problems the fix resolved. */
      fixed: string[];
    }
  | { index: number; kind: 'dropped'; reason: string }
  /** The endpoint failed: this draft and the rest were not made. */
  | { index: number; kind: 'failed'; reason: string };

export async function generateDrafts(options: GenerateOptions): Promise<DraftResult[]> {
  const checker = createDraftChecker();
  const results: DraftResult[] = [];
  const seen = [...options.existing];
  try {
    for (let index = 1; index <= options.count; index++) {
      const result = await draftOne(options, checker, seen, index);
      results.push(result);
      options.onDraft?.(result);
      if (result.kind === 'failed') break;
      if (result.kind === 'valid') {
        const inputs = result.data.inputs as {
          prompt?: string;
          responder?: { instructions?: string };
        };
        seen.push({
          id: result.id,
          prompt: String(inputs?.prompt ?? result.data.input ?? ''),
          brief: String(
            inputs?.responder?.instructions ??
              (result.data.simulator as { options?: { metadata?: { goal?: string } } })?.options
                ?.metadata?.goal ??
              '',
          ),
        });
      }
    }
  } finally {
    checker.dispose();
  }
  return results;
}

async function draftOne(
  options: GenerateOptions,
  checker: DraftChecker,
  seen: TaskSummary[],
  index: number,
): Promise<DraftResult> {
  const jsonSchema = draftJsonSchema(options.format);
  const base: OpenAI.Chat.ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(options.focus, options.format, jsonSchema) },
    { role: 'user', content: userMessage(options.skill, seen, index, options.count) },
  ];
  let reshaped = false;
  const ask = (extra: OpenAI.Chat.ChatCompletionMessageParam[]) =>
    askStructured({
      llm: options.llm,
      model: options.model,
      // Not a run: its tokens are counted under the agent role and printed by the command.
      role: 'agent',
      name: 'draft_task',
      description: 'Record one drafted test.',
      jsonSchema,
      messages: (_mode, problem) => {
        if (problem) reshaped = true;
        const correction: OpenAI.Chat.ChatCompletionMessageParam[] = problem
          ? [
              {
                role: 'user',
                content: `Your previous answer was unusable: ${problem}. Answer again.`,
              },
            ]
          : [];
        return [...base, ...extra, ...correction];
      },
      parse: (value) => parseAnswer(value, options),
      signal: options.signal,
    });

  let answer: DraftAnswer;
  try {
    answer = await ask([]);
  } catch (error) {
    return unanswered(error, index);
  }
  const firstProblems = await problemsOf(answer, options, checker, seen, index);
  if (!firstProblems.length) {
    return valid(answer, options, index, !reshaped, []);
  }
  try {
    answer = await ask(fixMessages(JSON.stringify(answer), firstProblems));
  } catch (error) {
    return unanswered(error, index);
  }
  const problems = await problemsOf(answer, options, checker, seen, index);
  if (problems.length) {
    return {
      index,
      kind: 'dropped',
      reason: `still invalid after one fix: ${problems.join('; ')}`,
    };
  }
  return valid(answer, options, index, false, firstProblems);
}

function valid(
  answer: DraftAnswer,
  options: GenerateOptions,
  index: number,
  firstTime: boolean,
  fixed: string[],
): DraftResult {
  return { index, kind: 'valid', data: dataOf(answer, options), id: answer.id, firstTime, fixed };
}

function dataOf(answer: DraftAnswer, options: Pick<GenerateOptions, 'format' | 'focus'>) {
  return options.format === 'jsonl'
    ? toJsonlTest(answer, options.focus)
    : toTaskFile(answer, options.focus);
}

/** A request that failed stops the drafting; an unusable answer drops this draft. */
function unanswered(error: unknown, index: number): DraftResult {
  if (!(error instanceof StructuredOutputError)) throw error;
  return error.kind === 'request'
    ? { index, kind: 'failed', reason: error.message }
    : { index, kind: 'dropped', reason: `no usable answer after a retry: ${error.message}` };
}

/** The answer's shape (what a JSON-mode model may get wrong), checked before validation. */
function parseAnswer(
  value: unknown,
  options: Pick<GenerateOptions, 'format' | 'focus'>,
): { value: DraftAnswer } | { problem: string } {
  const result = DraftAnswer.safeParse(value);
  if (!result.success) return { problem: schemaProblem(result.error.issues[0]) };
  const answer = result.data;
  const kinds = GRADER_KINDS[options.format];
  const bad = answer.graders.findIndex((g) => !kinds.includes(g.type));
  if (bad >= 0) {
    return { problem: `graders.${bad}.type: expected one of ${kinds.join(', ')}` };
  }
  return { value: { ...answer, id: slug(answer.id || answer.name, 'generated-task') } };
}

/** Why the draft cannot be written: what the loader says, and what it repeats. */
async function problemsOf(
  answer: DraftAnswer,
  options: GenerateOptions,
  checker: DraftChecker,
  seen: TaskSummary[],
  index: number,
): Promise<string[]> {
  const problems = await checker.check(
    renderDraft(dataOf(answer, options), options.format),
    options.format,
  );
  if (options.focus === 'vague-briefs' && !answer.omitted.trim()) {
    problems.push('omitted: say what the brief leaves out on purpose');
  }
  if (!answer.graders.length && options.focus !== 'vague-briefs') {
    problems.push('graders: give at least one grader that checks this configuration');
  }
  if (options.focus === 'vague-briefs') problems.push(...productGraders(answer));
  const key = (t: { prompt: string; brief: string }) => `${norm(t.prompt)}\u0000${norm(t.brief)}`;
  const twin = seen.find((t) => key(t) === key(answer));
  if (twin) {
    problems.push(
      `prompt and brief repeat the test ${twin.id}: write a different configuration (draft ${index})`,
    );
  }
  return problems;
}

/**
 * A vague-brief run that abstains as expected ends at the agent's question: a grader of the
 * product (a file, a tool that must be called) cannot pass on it, so the draft would fail as
 * designed. The suite's own product graders do not apply to such a run (graders/applicability.ts);
 * the task's own graders do.
 */
function productGraders(answer: DraftAnswer): string[] {
  return answer.graders.flatMap((g, i) => {
    if (g.type === 'file')
      return [
        `graders[${i}] (file): a vague-brief run ends at the agent's question, before any file is written: check that question with a text grader instead`,
      ];
    if (g.type === 'tool_calls' && g.required_tools.length)
      return [
        `graders[${i}].required_tools: a vague-brief run ends at the agent's question, before the tools are called: leave required_tools empty`,
      ];
    return [];
  });
}

const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
