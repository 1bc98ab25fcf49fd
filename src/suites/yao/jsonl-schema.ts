// One line of a Yao agent-test JSONL file: a single-turn test (input), a static multi-turn test
// (turns) or a dynamic one (simulator + checkpoints).
import { z } from 'zod';
import {
  Assertion,
  AssertOrList,
  Checkpoint,
  checkCheckpoints,
  MockReply,
  MockTool,
} from '../schema/common.js';
import { atMostOne, nonEmpty, obj, posInt, record, str, strs } from '../schema/helpers.js';

export const JsonlTurn = obj({
  input: str,
  assertions: z.array(Assertion).optional(),
  assert: AssertOrList.optional(),
}).superRefine((t, ctx) => atMostOne(t, ['assertions', 'assert'], ctx));

export const Simulator = obj({
  /** The simulator agent; Parley uses it as the responder's model. */
  use: nonEmpty.optional(),
  options: z
    .looseObject({
      metadata: z.looseObject({ persona: str.optional(), goal: str.optional() }).optional(),
    })
    .optional(),
});

/** Yao (Go) durations: seconds as a number, or "30s", "5m", "1m30s", "500ms". */
export const Duration = z.union([
  z.number().positive(),
  z
    .string()
    .regex(
      /^(\d+(\.\d+)?(ms|s|m|h))+$/,
      'expected a duration like "30s", "5m", "1m30s" or a number of seconds',
    ),
]);

/** One chat message (Yao's input as a message, or one entry of a conversation history). */
export const JsonlMessage = z.looseObject({
  role: z.enum(['system', 'user', 'assistant', 'developer', 'tool']).default('user'),
  content: z.union([str, z.array(z.looseObject({ type: str.optional(), text: str.optional() }))]),
});

export const JsonlTest = obj({
  id: nonEmpty,
  name: str.optional(),
  description: str.optional(),
  tags: strs.optional(),
  mode: z.enum(['static', 'dynamic']).optional(),
  /** Yao: text, one message, or a list of messages (a conversation history). */
  input: z.union([str, JsonlMessage, z.array(JsonlMessage).min(1)]).optional(),
  /** Yao: the expected output when there is no `assert` (an equals assertion). */
  expected: z.unknown().optional(),
  /** Yao: skip this test. */
  skip: z.boolean().optional(),
  /** Yao process ids (scripts:...) run before / after the test: cannot run here (warned). */
  before: str.optional(),
  after: str.optional(),
  /** Yao context (user id, team id, ctx.Metadata): no meaning here (warned). */
  user: str.optional(),
  team: str.optional(),
  metadata: record.optional(),
  turns: z.array(JsonlTurn).min(1).optional(),
  assertions: z.array(Assertion).optional(),
  assert: AssertOrList.optional(),
  simulator: Simulator.optional(),
  checkpoints: z.array(Checkpoint).optional(),
  max_turns: posInt.optional(),
  timeout: Duration.optional(),
  options: record.optional(),
  tools: z.array(MockTool).optional(),
  /** Parley: the mock agent's scripted replies, for offline runs. */
  mock: z.array(MockReply).optional(),
}).superRefine((t, ctx) => {
  if (t.input === undefined && t.turns === undefined) {
    ctx.addIssue({ code: 'custom', path: [], message: 'needs input or turns' });
  }
  atMostOne(t, ['input', 'turns'], ctx);
  atMostOne(t, ['turns', 'simulator'], ctx);
  atMostOne(t, ['assertions', 'assert'], ctx);
  if (t.mode === 'static' && t.turns === undefined) {
    ctx.addIssue({ code: 'custom', path: ['mode'], message: 'static mode needs turns' });
  }
  if (t.mode === 'dynamic' && t.simulator === undefined) {
    ctx.addIssue({ code: 'custom', path: ['mode'], message: 'dynamic mode needs a simulator' });
  }
  checkCheckpoints(t.checkpoints, ctx);
});
export type RawJsonlTest = z.infer<typeof JsonlTest>;
