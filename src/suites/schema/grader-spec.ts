// A waza grader entry (eval.yaml `graders`, a task file's `graders`), validated against its type's
// config schema (graders.ts). Apart from common.ts so that a JSONL suite, which has no graders,
// does not build every grader's config schema before its first request.
import { z } from 'zod';
import { GRADER_TYPES, graderConfigSchema } from './graders.js';
import { KEYS_PREFIX, nonEmpty, obj, record, str, strs } from './helpers.js';

/** What other tools call an LLM judge grader: Parley's (and waza's) is `prompt`. */
const JUDGE_NAMES = new Set(['llm_judge', 'llm', 'judge', 'llm_rubric', 'model_graded', 'rubric']);

/** A grader: waza `graderConfig` (eval.yaml) and `validatorInline` (task files). */
export const Grader = obj({
  ref: nonEmpty.optional(),
  type: str.optional(),
  name: nonEmpty,
  script: str.optional(),
  rubric: str.optional(),
  assertions: strs.optional(),
  model: str.optional(),
  // waza reads 0 (and below) as 1.0 (internal/models/spec.go, EffectiveWeight): refused here.
  weight: z
    .number()
    .gt(0, 'must be > 0 (waza counts a weight of 0 as 1.0: leave it out or write 1)')
    .optional(),
  config: record.optional(),
}).superRefine((g, ctx) => {
  if (g.ref !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['ref'],
      message:
        'remote grader refs are not supported by Parley; write the grader inline (type, config)',
    });
    return;
  }
  if (g.type === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message: `is required (one of: ${GRADER_TYPES.join(', ')})`,
    });
    return;
  }
  const schema = graderConfigSchema(g.type);
  if (!schema && g.type === 'regex') {
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message:
        "the legacy 'regex' grader is 'text' now: type: text, with config.must_match as regex_match and config.must_not_match as regex_not_match",
    });
    return;
  }
  if (!schema) {
    const meant = JUDGE_NAMES.has(g.type.toLowerCase().replace(/-/g, '_'))
      ? "did you mean 'prompt' (the LLM judge)? "
      : '';
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message: `unknown grader type '${g.type}' (${meant}expected one of: ${GRADER_TYPES.join(', ')})`,
    });
    return;
  }
  const shortcuts = { rubric: 'prompt', assertions: 'code', script: 'program' } as const;
  for (const [key, type] of Object.entries(shortcuts)) {
    if (g[key as keyof typeof shortcuts] !== undefined && g.type !== type) {
      ctx.addIssue({ code: 'custom', path: [key], message: `only applies to ${type} graders` });
    }
  }
  const parsed = schema.safeParse(graderConfig(g));
  if (parsed.success) return;
  const keys = shapeKeys(schema);
  for (const issue of parsed.error.issues) {
    const top = issue.code === 'unrecognized_keys' && issue.path.length === 0 && keys;
    ctx.addIssue({
      ...(issue as z.core.$ZodIssue),
      ...(top ? { message: KEYS_PREFIX + keys } : {}),
      path: ['config', ...issue.path],
    } as Parameters<typeof ctx.addIssue>[0]);
  }
});
export type RawGrader = z.infer<typeof Grader>;

/** The grader's config with waza's top-level shortcuts (rubric, assertions, script) folded in. */
export function graderConfig(g: RawGrader): Record<string, unknown> {
  const config: Record<string, unknown> = { ...(g.config ?? {}) };
  if (g.type === 'prompt' && g.rubric !== undefined) config.rubric ??= g.rubric;
  if (g.type === 'code' && g.assertions !== undefined) config.assertions ??= g.assertions;
  if (g.type === 'program' && g.script !== undefined) config.command ??= g.script;
  return config;
}

function shapeKeys(schema: z.ZodType): string | undefined {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape).join(', ') : undefined;
}
