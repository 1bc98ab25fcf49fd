// The labelled cases of `parley check responder`: a brief, the conversation so far (ending with
// the agent's message), the right decision, and what a reply must and must not contain. The
// shipped set is check-set.ts; a user's own cases are JSONL files of the same shape, one case a
// line, checked here with errors naming the file, line, field and what was expected.
import { z } from 'zod';
import { obj } from '../suites/schema/helpers.js';
import { parseJsonLines } from '../shared/json-lines.js';

export const CheckCase = obj({
  id: z.string().min(1),
  /** The responder's brief (`inputs.responder.instructions`). */
  brief: z.string().min(1),
  /** The conversation so far: the user's messages and the agent's; the last is the agent's. */
  conversation: z
    .array(obj({ role: z.enum(['user', 'agent']), text: z.string() }))
    .min(1)
    .refine((messages) => messages.at(-1)?.role === 'agent', {
      message: "the last message must be the agent's (the one the responder decides on)",
    }),
  /** The right decision on the agent's last message. */
  expect: z.enum(['reply', 'stop', 'abstain']),
  /** A reply must contain each (case-insensitive). */
  must_contain: z.array(z.string().min(1)).optional(),
  /** A reply must contain none (case-insensitive): facts the agent did not ask for. */
  must_not_contain: z.array(z.string().min(1)).optional(),
  tags: z.array(z.string()).optional(),
});
export type CheckCase = z.infer<typeof CheckCase>;

/** A JSONL file's cases, or the errors of its lines. */
export function parseCaseLines(text: string, file: string) {
  const { values, errors } = parseJsonLines(text, file, CheckCase);
  return { cases: values, errors };
}
