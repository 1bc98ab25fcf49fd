// Building blocks of the suite schemas: strict objects whose unknown-key errors list the keys
// that are allowed, RE2 regexes checked at load time, and workspace-relative paths.
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { checkPattern } from './re2-check.js';

/** Prefix of the message an unknown-key issue carries; diagnostics/zod-issues.ts turns it into a sentence. */
export const KEYS_PREFIX = 'expected one of: ';

/** A strict object: unknown keys are errors that name the keys this object accepts. */
export function obj<T extends z.core.$ZodLooseShape>(shape: T) {
  const keys = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? KEYS_PREFIX + keys : undefined),
  });
}

/** An RE2-syntax regular expression that JavaScript can honour (see regex.ts). */
export const re2 = z.string().superRefine((pattern, ctx) => {
  const problem = checkPattern(pattern);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A path inside the run workspace: relative, without `..` segments. */
export const relPath = z
  .string()
  .min(1)
  .superRefine((path, ctx) => {
    if (isAbsolute(path) || /^[a-zA-Z]:[\\/]/.test(path) || path.startsWith('\\')) {
      ctx.addIssue({ code: 'custom', message: `must be a relative path, got "${path}"` });
    } else if (path.split(/[\\/]/).includes('..')) {
      ctx.addIssue({ code: 'custom', message: `must not contain "..", got "${path}"` });
    }
  });

export const str = z.string();
export const nonEmpty = z.string().min(1);
export const strs = z.array(z.string());
export const record = z.record(z.string(), z.unknown());
export const stringMap = z.record(z.string(), z.string());
export const posInt = z.number().int().min(1);
export const nonNegInt = z.number().int().min(0);

/** waza `executor` values plus Parley's adapters; `copilot-sdk` is ACP with `copilot --acp`. */
export const Executor = z.enum(['mock', 'openai', 'acp', 'http', 'copilot-sdk']);
export const OnMissingInput = z
  .enum(['grade', 'skip', 'fail'])
  .describe(
    'A single-prompt reply that asks something: grade it (default, the question is recorded), skip it, or fail it.',
  );

/** Reports keys of `value` that are set together although at most one is allowed. */
export function atMostOne(
  value: Record<string, unknown>,
  keys: string[],
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
): void {
  const present = keys.filter((k) => value[k] !== undefined);
  for (const key of present.slice(1)) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, key],
      message: `cannot be combined with ${present[0]} (use only one of: ${keys.join(', ')})`,
    });
  }
}
