// What the generator model answers for one drafted task (a strict JSON schema, so that every
// server's structured output can carry it), and how an answer becomes a waza task file or a Yao
// JSONL test. The answer is deliberately narrower than the task format: a prompt, a responder
// brief, a follow-up cap and deterministic graders (an LLM judge only where nothing else fits).
import { z } from 'zod';

export const FOCUSES = ['happy-path', 'edge-cases', 'vague-briefs'] as const;
export type Focus = (typeof FOCUSES)[number];

export const FORMATS = ['yaml', 'jsonl'] as const;
export type DraftFormat = (typeof FORMATS)[number];

const strings = z.array(z.string()).default([]);

const TextGrader = z.object({
  type: z.literal('text'),
  name: z.string(),
  contains: strings,
  not_contains: strings,
  regex_match: strings,
});
const FileGrader = z.object({
  type: z.literal('file'),
  name: z.string(),
  must_exist: strings,
  must_not_exist: strings,
  content_patterns: z.array(z.object({ path: z.string(), must_match: strings })).default([]),
});
const ToolGrader = z.object({
  type: z.literal('tool_calls'),
  name: z.string(),
  required_tools: strings,
  forbidden_tools: strings,
});
const JudgeGrader = z.object({
  type: z.literal('prompt'),
  name: z.string(),
  prompt: z.string(),
});

const DraftGrader = z.discriminatedUnion('type', [TextGrader, FileGrader, ToolGrader, JudgeGrader]);
export type DraftGrader = z.infer<typeof DraftGrader>;

/** The answer, checked (lenient about empty lists a JSON-mode model left out). */
export const DraftAnswer = z.object({
  id: z.string(),
  name: z.string(),
  tags: strings,
  prompt: z.string(),
  brief: z.string(),
  omitted: z.string().default(''),
  max_followups: z.number().int(),
  graders: z.array(DraftGrader).default([]),
});
export type DraftAnswer = z.infer<typeof DraftAnswer>;

/** The grader kinds each format can express (Yao JSONL has assertions: no files, no judge). */
export const GRADER_KINDS: Record<DraftFormat, DraftGrader['type'][]> = {
  yaml: ['text', 'file', 'tool_calls', 'prompt'],
  jsonl: ['text', 'tool_calls'],
};

const list = { type: 'array', items: { type: 'string' } };

function object(properties: Record<string, unknown>): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  };
}

const GRADER_SCHEMAS: Record<DraftGrader['type'], Record<string, unknown>> = {
  text: object({
    type: { type: 'string', enum: ['text'] },
    name: { type: 'string' },
    contains: list,
    not_contains: list,
    regex_match: list,
  }),
  file: object({
    type: { type: 'string', enum: ['file'] },
    name: { type: 'string' },
    must_exist: list,
    must_not_exist: list,
    content_patterns: {
      type: 'array',
      items: object({ path: { type: 'string' }, must_match: list }),
    },
  }),
  tool_calls: object({
    type: { type: 'string', enum: ['tool_calls'] },
    name: { type: 'string' },
    required_tools: list,
    forbidden_tools: list,
  }),
  prompt: object({
    type: { type: 'string', enum: ['prompt'] },
    name: { type: 'string' },
    prompt: { type: 'string' },
  }),
};

/** The strict JSON schema of one answer, with the graders `format` can express. */
export function draftJsonSchema(format: DraftFormat): Record<string, unknown> {
  return object({
    id: { type: 'string', description: 'kebab-case, unique in the suite' },
    name: { type: 'string', description: 'one line: the situation and the expected result' },
    tags: list,
    prompt: { type: 'string', description: "the user's first message to the agent" },
    brief: {
      type: 'string',
      description: 'what the simulated user knows: one concrete target configuration',
    },
    omitted: {
      type: 'string',
      description: 'vague-briefs only: what the brief leaves out on purpose; else empty',
    },
    max_followups: { type: 'integer', description: 'replies the simulated user may send' },
    graders: {
      type: 'array',
      items: { anyOf: GRADER_KINDS[format].map((kind) => GRADER_SCHEMAS[kind]) },
    },
  });
}

/** Drops the empty lists a strict answer must carry: the task format has them optional. */
function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => !(Array.isArray(v) && v.length === 0) && v !== ''),
  ) as Partial<T>;
}

function graderConfig(g: DraftGrader): Record<string, unknown> {
  const { type: _type, name: _name, ...config } = g;
  if (g.type === 'file') {
    return present({
      ...config,
      content_patterns: g.content_patterns.map((p) => present({ ...p })),
    });
  }
  return present(config);
}

/** The waza task file (as a plain object, key order as people write it). */
export function toTaskFile(answer: DraftAnswer, focus: Focus): Record<string, unknown> {
  const description =
    focus === 'vague-briefs' && answer.omitted.trim()
      ? `The brief leaves out on purpose: ${answer.omitted.trim()}. The agent should ask for it; the responder then abstains.`
      : undefined;
  return {
    id: answer.id,
    name: answer.name,
    ...(description ? { description } : {}),
    tags: tagsOf(answer, focus),
    inputs: {
      prompt: answer.prompt,
      responder: { instructions: answer.brief, max_followups: answer.max_followups },
    },
    // An agent that asks for what the brief omits makes the responder abstain; one that guesses
    // completes, and then this expectation fails the run.
    ...(focus === 'vague-briefs' ? { expected: { outcomes: ['abstained'] } } : {}),
    ...(answer.graders.length
      ? {
          graders: answer.graders.map((g) => ({
            type: g.type,
            name: g.name,
            config: graderConfig(g),
          })),
        }
      : {}),
  };
}

/** The Yao JSONL test: a dynamic test whose simulator's goal is the brief. */
export function toJsonlTest(answer: DraftAnswer, focus: Focus): Record<string, unknown> {
  const assertions = answer.graders.flatMap((g) => {
    if (g.type === 'text') {
      return [
        ...g.contains.map((value) => ({ type: 'contains', value })),
        ...g.not_contains.map((value) => ({ type: 'not_contains', value })),
        ...g.regex_match.map((value) => ({ type: 'regex', value })),
      ];
    }
    if (g.type === 'tool_calls') {
      return [
        ...g.required_tools.map((value) => ({ type: 'tool_called', value })),
        ...g.forbidden_tools.map((value) => ({ type: 'tool_called', value, negate: true })),
      ];
    }
    return [];
  });
  return {
    id: answer.id,
    name: answer.name,
    tags: tagsOf(answer, focus),
    mode: 'dynamic',
    input: answer.prompt,
    simulator: { options: { metadata: { goal: answer.brief } } },
    // Yao counts agent turns, the first included.
    max_turns: answer.max_followups + 1,
    ...(assertions.length ? { assertions } : {}),
  };
}

/** The model's tags, then `generated` and the focus (JSONL has no expected outcome: the tag says it). */
function tagsOf(answer: DraftAnswer, focus: Focus): string[] {
  const extra = ['generated', focus, ...(focus === 'vague-briefs' ? ['expects-abstain'] : [])];
  return [...new Set([...answer.tags.map((t) => t.trim()).filter(Boolean), ...extra])];
}

/** Lowercase letters, digits and dashes: a task id that is also a safe file name. */
export function slug(text: string, fallback: string): string {
  const s = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return s || fallback;
}
