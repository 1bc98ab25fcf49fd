// Config schemas of the tool graders (tool_constraint, tool_calls) and their argument matchers.
import { z } from 'zod';
import { checkPattern } from './re2-check.js';
import { atLeastOne, once, regex, strings } from './grader-parts.js';

/** One argument matcher: exactly one of its keys. */
export const ArgMatcher = once(() =>
  z
    .strictObject({
      equals: z.unknown().optional(),
      /** Alias of equals. */
      exact: z.unknown().optional(),
      regex: regex.optional(),
      contains: z.string().min(1).optional(),
      /** The argument (an object or array) includes this object / these items. */
      subset: z.unknown().optional(),
      range: z
        .strictObject({
          gte: z.number().optional(),
          lte: z.number().optional(),
          gt: z.number().optional(),
          lt: z.number().optional(),
        })
        .optional(),
      json_schema: z.record(z.string(), z.unknown()).optional(),
    })
    .superRefine((value, ctx) => {
      const keys = Object.keys(value);
      if (keys.length !== 1) {
        ctx.addIssue({
          code: 'custom',
          message: `an argument matcher has exactly one of equals, exact, regex, contains, subset, range, json_schema (got ${keys.length})`,
        });
      }
    }),
);
export type ArgMatcher = z.infer<ReturnType<typeof ArgMatcher>>;
export const ArgMatchers = once(() => z.record(z.string(), ArgMatcher()));

export const ToolSpec = once(() =>
  z.strictObject({
    /** Regex over the tool name (case-insensitive); in allow_only, an exact name. */
    tool: z.string().min(1),
    command_pattern: regex.optional(),
    skill_pattern: regex.optional(),
    path_pattern: regex.optional(),
    args: ArgMatchers().optional(),
  }),
);
export type ToolSpec = z.infer<ReturnType<typeof ToolSpec>>;

export const ToolConstraintConfig = once(() =>
  z
    .strictObject({
      expect_tools: z.array(ToolSpec()).optional(),
      reject_tools: z.array(ToolSpec()).optional(),
      allow_only: z.array(ToolSpec()).optional(),
    })
    .superRefine((value, ctx) => {
      atLeastOne('expect_tools', 'reject_tools', 'allow_only')(value, ctx);
      for (const key of ['expect_tools', 'reject_tools'] as const) {
        value[key]?.forEach((spec, i) => {
          const problem = checkPattern(spec.tool);
          if (problem) ctx.addIssue({ code: 'custom', path: [key, i, 'tool'], message: problem });
        });
      }
    }),
);
export type ToolConstraintConfig = z.infer<ReturnType<typeof ToolConstraintConfig>>;

export const ToolCallsConfig = once(() =>
  z
    .strictObject({
      required_tools: strings.optional(),
      forbidden_tools: strings.optional(),
      min_calls: z.number().int().min(0).optional(),
      max_calls: z.number().int().min(0).optional(),
      expect: z
        .array(
          z.strictObject({
            tool: z.string().min(1),
            /** ACP: the call's kind (edit, read, execute, ...) must be this too. */
            kind: z.string().min(1).optional(),
            args: ArgMatchers().optional(),
          }),
        )
        .optional(),
    })
    .superRefine((value, ctx) => {
      atLeastOne(
        'required_tools',
        'forbidden_tools',
        'min_calls',
        'max_calls',
        'expect',
      )(value, ctx);
      if (
        value.min_calls !== undefined &&
        value.max_calls !== undefined &&
        value.min_calls > value.max_calls
      ) {
        ctx.addIssue({ code: 'custom', path: ['min_calls'], message: 'must be <= max_calls' });
      }
      value.expect?.forEach((e, i) => {
        const problem = checkPattern(e.tool);
        if (problem)
          ctx.addIssue({ code: 'custom', path: ['expect', i, 'tool'], message: problem });
      });
    }),
);
export type ToolCallsConfig = z.infer<ReturnType<typeof ToolCallsConfig>>;
