// Building blocks of the grader config schemas (graders.ts, graders-tools.ts).
import { z } from 'zod';
import { checkPattern } from './re2-check.js';

/** An RE2-syntax regular expression; a pattern JavaScript cannot honour is a load-time error. */
export const regex = z.string().superRefine((pattern, ctx) => {
  const problem = checkPattern(pattern);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
export const strings = z.array(z.string());
export const regexes = z.array(regex);
export const atLeastOne =
  (...keys: string[]) =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (!keys.some((k) => value[k] !== undefined)) {
      ctx.addIssue({ code: 'custom', message: `needs at least one of: ${keys.join(', ')}` });
    }
  };

/** Builds a schema when it is first asked for, then gives the same one: a suite builds only the
 * config schemas of the grader types it uses (an eval.yaml loads before its first request). */
export function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
