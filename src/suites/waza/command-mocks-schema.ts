// eval.yaml `command_mocks`: commands the agent runs, answered by rules (waza's shape). Parley
// puts one small shim per command first on the agent's PATH; a response's `args` (the exact
// argument list) or `args_regex` (one RE2 pattern per argument, each matching all of it) picks
// the answer, the first that matches wins; `expect_calls` is checked after the run. waza's
// `environment`, `workdir` and `fixture` are refused: the shim does not match on them.
import { z } from 'zod';
import { nonNegInt, obj, re2, str } from '../schema/helpers.js';

const refused = (what: string) =>
  z.unknown().superRefine((_, ctx) => {
    ctx.addIssue({ code: 'custom', message: `is not supported by Parley (${what})` });
  });

export const CommandMockResponse = obj({
  args: z.array(z.string()).optional(),
  args_regex: z.array(re2).optional(),
  stdout: z.unknown().optional(),
  stderr: str.optional(),
  exit_code: z.number().int().min(0).max(255).optional(),
  environment: refused('the shim matches arguments only').optional(),
  workdir: refused('the shim matches arguments only').optional(),
  fixture: refused('no fixture files; write stdout inline').optional(),
}).refine((r) => (r.args === undefined) !== (r.args_regex === undefined), {
  message: 'a response has exactly one of args or args_regex',
});

export const CommandMock = obj({
  name: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'expected an executable name (letters, digits, . _ -)'),
  responses: z.array(CommandMockResponse).min(1, 'expected at least one response'),
  expect_calls: nonNegInt.optional(),
});

export const CommandMocks = z.array(CommandMock).superRefine((mocks, ctx) => {
  const seen = new Set<string>();
  mocks.forEach((m, i) => {
    const key = m.name.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `duplicate command ${m.name}` });
    seen.add(key);
  });
});
export type RawCommandMock = z.infer<typeof CommandMock>;
