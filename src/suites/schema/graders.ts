// The config schema of every grader type, so that suites are validated at load time
// (unknown type or bad config -> error naming the field). Field names follow waza's
// eval.schema.json. The loader stores each grader's config as parsed here (defaults applied);
// each grader in src/graders/ imports its config type from here. Each schema is built when a
// suite first uses its type (`once`): building all of them was most of what an eval.yaml suite
// loaded before its first request that a JSONL suite does not (docs/benchmarks.md).
import { z } from 'zod';
import { atLeastOne, once, regexes, strings } from './grader-parts.js';
import {
  ArgMatcher,
  ArgMatchers,
  ToolCallsConfig,
  ToolConstraintConfig,
  ToolSpec,
} from './graders-tools.js';

export { ArgMatcher, ArgMatchers, ToolCallsConfig, ToolConstraintConfig, ToolSpec };

export const TextConfig = once(() =>
  z
    .strictObject({
      contains: strings.optional(),
      not_contains: strings.optional(),
      contains_cs: strings.optional(),
      not_contains_cs: strings.optional(),
      regex_match: regexes.optional(),
      regex_not_match: regexes.optional(),
    })
    .superRefine(
      atLeastOne(
        'contains',
        'not_contains',
        'contains_cs',
        'not_contains_cs',
        'regex_match',
        'regex_not_match',
      ),
    ),
);
export type TextConfig = z.infer<ReturnType<typeof TextConfig>>;

export const CodeConfig = once(() =>
  z.strictObject({
    assertions: z.array(z.string().min(1)).min(1),
    /** Python by default (waza's meaning, run with python3); `javascript` runs in node:vm. */
    language: z.enum(['python', 'javascript']).default('python'),
    /** Per-assertion time limit. */
    timeout_ms: z.number().int().positive().max(60_000).default(1000),
  }),
);
export type CodeConfig = z.infer<ReturnType<typeof CodeConfig>>;

export const BUILT_IN_RUBRICS = [
  'groundedness',
  'helpfulness',
  'instruction-following',
  'refusal-correctness',
  'tool-use-appropriateness',
] as const;

export const PromptConfig = once(() =>
  z
    .strictObject({
      /** Grading instructions for the judge. */
      prompt: z.string().min(1).optional(),
      /** A built-in rubric name, or a markdown rubric file (relative to eval.yaml). */
      rubric: z.string().min(1).optional(),
      model: z.string().min(1).optional(),
      /** Accepted for waza compatibility; passed to the endpoint as reasoning_effort. */
      reasoning_effort: z.enum(['low', 'medium', 'high', 'xhigh', 'max']).optional(),
      /**
       * waza: the judge resumes the agent's session. Parley's judge always reads the conversation and
       * the final workspace's files (bounded); with this, a re-grade needs the kept workspace.
       */
      continue_session: z.boolean().optional(),
      mode: z
        .literal('independent', {
          message:
            'only mode "independent" is supported by Parley; to compare the runs with and without the skill, add a `type: pairwise` grader and run skill lift',
        })
        .optional(),
    })
    .superRefine(atLeastOne('prompt', 'rubric')),
);
export type PromptConfig = z.infer<ReturnType<typeof PromptConfig>>;

/**
 * Parley's pairwise judge: in a skill-lift job it compares the two arms' conversations of a task
 * and trial (graders/pairwise.ts); it grades no run on its own.
 */
export const PairwiseConfig = once(() =>
  z.strictObject({
    /** What "better" means: the judge says which of two conversations meets it better. */
    rubric: z.string().trim().min(1).max(20_000),
    model: z.string().min(1).optional(),
  }),
);
export type PairwiseConfig = z.infer<ReturnType<typeof PairwiseConfig>>;

const ContentPattern = once(() =>
  z
    .strictObject({
      path: z.string().min(1),
      must_match: regexes.optional(),
      must_not_match: regexes.optional(),
    })
    .superRefine(atLeastOne('must_match', 'must_not_match')),
);

export const FileConfig = once(() =>
  z
    .strictObject({
      must_exist: strings.optional(),
      must_not_exist: strings.optional(),
      content_patterns: z.array(ContentPattern()).optional(),
    })
    .superRefine(atLeastOne('must_exist', 'must_not_exist', 'content_patterns')),
);
export type FileConfig = z.infer<ReturnType<typeof FileConfig>>;

export const JsonSchemaConfig = once(() =>
  z
    .strictObject({
      schema: z.record(z.string(), z.unknown()).optional(),
      /** Relative to eval.yaml. */
      schema_file: z.string().min(1).optional(),
      /** Extract one JSON object or array from prose or a ```json fence first. */
      extract_json: z.boolean().default(false),
    })
    .superRefine(atLeastOne('schema', 'schema_file'))
    .superRefine((value, ctx) => {
      // waza checks the full JSON Schema (json_schema_grader.go, validateAgainstSchema); a keyword
      // Parley's converter cannot check is refused here rather than a grader_error on every run.
      if (!value.schema) return;
      try {
        z.fromJSONSchema(value.schema as Parameters<typeof z.fromJSONSchema>[0]);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          path: ['schema'],
          message: `Parley cannot check this JSON Schema (${(error as Error).message}); waza can`,
        });
      }
    }),
);
export type JsonSchemaConfig = z.infer<ReturnType<typeof JsonSchemaConfig>>;

export const ProgramConfig = once(() =>
  z.strictObject({
    command: z.string().min(1),
    args: strings.default([]),
    /** Seconds. */
    timeout: z.number().int().min(1).default(30),
  }),
);
export type ProgramConfig = z.infer<ReturnType<typeof ProgramConfig>>;

/** The behavior grader's limits; also the task's `expected.behavior` (where all may be absent). */
export const BehaviorLimits = z.strictObject({
  max_tool_calls: z.number().int().min(0).optional(),
  max_iterations: z.number().int().min(0).optional(),
  max_tokens: z.number().int().min(0).optional(),
  max_duration_ms: z.number().int().min(0).optional(),
  max_response_time_ms: z.number().int().min(1).optional(),
  required_tools: strings.optional(),
  forbidden_tools: strings.optional(),
});

export const BehaviorConfig = once(() =>
  BehaviorLimits.superRefine((value, ctx) => {
    atLeastOne(...Object.keys(BehaviorLimits.shape))(value, ctx);
    // 0 is no limit: a grader of zeros and empty lists checks nothing, and waza refuses it
    // (behavior_grader.go, NewBehaviorGrader: "must have at least one rule"), every run an error.
    const keys = Object.keys(value) as (keyof typeof value)[];
    const checks = (k: keyof typeof value) => {
      const v = value[k];
      return Array.isArray(v) ? v.length > 0 : typeof v === 'number' && v > 0;
    };
    if (keys.length && !keys.some(checks)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'checks nothing: every limit is 0 (no limit) and no tool is listed (waza refuses such a grader, every run an error)',
      });
    }
  }),
);
export type BehaviorConfig = z.infer<ReturnType<typeof BehaviorConfig>>;

export const ActionSequenceConfig = once(() =>
  z.strictObject({
    matching_mode: z.enum(['exact_match', 'in_order_match', 'any_order_match']),
    expected_actions: z.array(z.string().min(1)).min(1),
  }),
);
export type ActionSequenceConfig = z.infer<ReturnType<typeof ActionSequenceConfig>>;

export const SkillInvocationConfig = once(() =>
  z
    .strictObject({
      mode: z.enum(['exact_match', 'in_order', 'any_order']).optional(),
      required_skills: strings.optional(),
      forbidden_skills: strings.optional(),
      allow_extra: z.boolean().default(true),
    })
    .superRefine((value, ctx) => {
      const required = value.required_skills?.length ?? 0;
      if (required === 0 && (value.forbidden_skills?.length ?? 0) === 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'needs a non-empty required_skills or forbidden_skills',
        });
      }
      if (required > 0 && !value.mode) {
        ctx.addIssue({
          code: 'custom',
          path: ['mode'],
          message:
            'required with required_skills (exact_match, in_order or any_order), as waza requires it',
        });
      }
    }),
);
export type SkillInvocationConfig = z.infer<ReturnType<typeof SkillInvocationConfig>>;

export const TriggerConfig = once(() =>
  z.strictObject({
    /** The skill's SKILL.md (or its directory), from the eval.yaml folder, else where Parley runs. */
    skill_path: z.string().min(1).optional(),
    /** The skill name, when there is no skill_path (default: the suite's `skill`). */
    skill: z.string().min(1).optional(),
    /** positive: the skill must be invoked; negative: it must not be. */
    mode: z.enum(['positive', 'negative']),
    /** Accepted for waza compatibility (its keyword heuristic); Parley observes invocations. */
    threshold: z.number().min(0).max(1).default(0.6),
  }),
);
export type TriggerConfig = z.infer<ReturnType<typeof TriggerConfig>>;

const ExpectedFile = once(() =>
  z
    .strictObject({
      path: z.string().min(1),
      /** Expected content, relative to context_dir (default: the eval.yaml directory). */
      snapshot: z.string().min(1).optional(),
      /** Lines: "+text" must be present, "-text" must be absent, plain text must be present. */
      contains: strings.optional(),
    })
    .superRefine(atLeastOne('snapshot', 'contains')),
);

export const DiffConfig = once(() =>
  z.strictObject({
    expected_files: z.array(ExpectedFile()).min(1),
    context_dir: z.string().optional(),
    update_snapshots: z.boolean().default(false),
  }),
);
export type DiffConfig = z.infer<ReturnType<typeof DiffConfig>>;

/** Each grader type's config schema, built when a suite first uses the type. */
const GRADER_CONFIG_SCHEMAS: Record<string, () => z.ZodType> = {
  text: TextConfig,
  code: CodeConfig,
  prompt: PromptConfig,
  file: FileConfig,
  json_schema: JsonSchemaConfig,
  program: ProgramConfig,
  behavior: BehaviorConfig,
  action_sequence: ActionSequenceConfig,
  skill_invocation: SkillInvocationConfig,
  trigger: TriggerConfig,
  diff: DiffConfig,
  tool_constraint: ToolConstraintConfig,
  tool_calls: ToolCallsConfig,
  pairwise: PairwiseConfig,
};

export const GRADER_TYPES = Object.keys(GRADER_CONFIG_SCHEMAS);

/** The config schema of grader type `type`; undefined for a type Parley does not have (an
 * object's own names such as `constructor` or `__proto__` included). */
export function graderConfigSchema(type: string): z.ZodType | undefined {
  return Object.hasOwn(GRADER_CONFIG_SCHEMAS, type) ? GRADER_CONFIG_SCHEMAS[type]!() : undefined;
}
