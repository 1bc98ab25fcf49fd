// A waza task file (tasks/*.yaml), with Parley's extensions: inputs.turns, responder rules,
// persona/goal, checkpoints, assertions, mock replies, mock tools, executor/agent overrides.
import { z } from 'zod';
import {
  AgentSettings,
  Assertion,
  AssertOrList,
  Checkpoint,
  checkCheckpoints,
  MockReply,
  MockTool,
} from '../schema/common.js';
import { Grader } from '../schema/grader-spec.js';
import {
  atMostOne,
  Executor,
  nonEmpty,
  nonNegInt,
  obj,
  OnMissingInput,
  posInt,
  re2,
  record,
  relPath,
  str,
  stringMap,
  strs,
} from '../schema/helpers.js';
import { BehaviorLimits } from '../schema/graders.js';

export const ResponderRule = obj({
  when: re2,
  reply: str,
  statements: z
    .boolean()
    .optional()
    .describe('Also answer a message that asks nothing (rules answer questions by default).'),
});

export const Responder = obj({
  model: nonEmpty
    .optional()
    .describe('Responder model; defaults to --responder-model, then config.model.'),
  instructions: nonEmpty.describe('The brief: the target configuration the surrogate user knows.'),
  max_followups: posInt.describe(
    'Maximum responder replies; reaching it while asked = cap_exhausted.',
  ),
  persona: str.optional().describe('Who the surrogate user is (simulator style).'),
  goal: str.optional().describe('What the surrogate user wants to achieve.'),
  rules: z
    .array(ResponderRule)
    .optional()
    .describe('Deterministic responder, no LLM: first rule whose `when` regex matches replies.'),
  stop_when: re2.optional().describe('Regex over the agent message that ends the conversation.'),
  abstain_when: re2
    .optional()
    .describe('Regex over the agent message that makes the responder abstain.'),
});

export const Turn = obj({
  input: str,
  assertions: z.array(Assertion).optional(),
  assert: AssertOrList.optional(),
}).superRefine((t, ctx) => atMostOne(t, ['assertions', 'assert'], ctx));

export const FileInput = obj({
  path: relPath,
  content: str.optional(),
  source: nonEmpty.optional(),
}).superRefine((f, ctx) => atMostOne(f, ['content', 'source'], ctx));

export const RepoInput = obj({
  type: z.literal('worktree').optional(),
  source: nonEmpty,
  commit: nonEmpty.optional(),
  ref: nonEmpty.optional(),
  dest: relPath,
}).superRefine((r, ctx) => atMostOne(r, ['commit', 'ref'], ctx));

export const Inputs = obj({
  prompt: str.optional().describe('The first message sent to the agent.'),
  prompt_file: nonEmpty.optional().describe('File holding the prompt, relative to the task file.'),
  turns: z
    .array(Turn)
    .min(1)
    .optional()
    .describe('Scripted multi-turn flow; turns[0].input is the prompt.'),
  follow_up_prompts: strs.optional().describe('Scripted follow-ups, sent in order.'),
  responder: Responder.optional(),
  context: z.looseObject({ fixture: nonEmpty.optional() }).optional(),
  environment: stringMap.optional(),
  files: z.array(FileInput).optional(),
  repos: z.array(RepoInput).optional(),
  workdir: relPath.optional().describe("The agent's working directory inside the workspace."),
  tools: z.array(MockTool).optional().describe('Mock tools for the openai agent.'),
  mock: z.array(MockReply).optional().describe("The mock agent's replies, one per turn."),
  mock_without_skill: z
    .array(MockReply)
    .optional()
    .describe(
      "The mock agent's replies in a skill-lift job's runs without the skill (default: mock).",
    ),
}).superRefine((inputs, ctx) => {
  const first = ['prompt', 'prompt_file', 'turns'] as const;
  if (!first.some((k) => inputs[k] !== undefined)) {
    ctx.addIssue({ code: 'custom', path: [], message: 'needs one of: prompt, prompt_file, turns' });
  }
  atMostOne(inputs, [...first], ctx);
  atMostOne(inputs, ['responder', 'follow_up_prompts', 'turns'], ctx);
});

export const Expected = obj({
  output_contains: strs.optional(),
  output_not_contains: strs.optional(),
  output_contains_any: strs.optional(),
  matches: z.array(re2).optional(),
  outcomes: z
    .array(
      z.union([
        str,
        obj({ type: str.optional(), value: z.unknown().optional(), condition: str.optional() }),
      ]),
    )
    .optional(),
  behavior: BehaviorLimits.optional(),
  tool_calls: record.optional(),
  should_trigger: z.boolean().optional(),
});

/** waza's checkpoint: graders run after agent turn N (told apart from Yao's by its keys). */
export const WazaCheckpoint = obj({
  after_turn: posInt,
  graders: z.array(Grader).min(1),
  on_failure: z.enum(['stop', 'continue']).optional(),
});

/** waza's task requirements: checks (a grader, a scope, a turn) grouped by requirement. */
export const Requirement = z.looseObject({
  id: nonEmpty,
  category: str.optional(),
  description: str.optional(),
  checks: z.array(z.looseObject({})).optional(),
});

export const TaskFile = obj({
  id: nonEmpty,
  name: nonEmpty.optional(),
  description: str.optional(),
  enabled: z.boolean().optional(),
  golden: z.boolean().optional(),
  context_dir: nonEmpty.optional(),
  tags: strs.optional(),
  timeout_seconds: posInt.optional(),
  first_event_timeout_seconds: nonNegInt.optional(),
  on_missing_input: OnMissingInput.optional(),
  skill_directories: strs.optional(),
  instruction_files: strs.optional(),
  /** Parley: more inputs of this task for impact selection (globs relative to eval.yaml). */
  paths: z.array(nonEmpty).optional(),
  executor: Executor.optional(),
  agent: AgentSettings.optional(),
  inputs: Inputs,
  expected: Expected.optional(),
  /** Shorthand for `expected.outcomes: [abstained]`: the brief leaves one thing open on purpose. */
  expect: z.enum(['abstain']).optional(),
  graders: z.array(Grader).optional(),
  checkpoints: z.array(z.union([Checkpoint, WazaCheckpoint])).optional(),
  requirements: z.array(Requirement).optional(),
  assertions: z.array(Assertion).optional(),
  assert: AssertOrList.optional(),
  options: record.optional(),
}).superRefine((task, ctx) => {
  checkCheckpoints(
    task.checkpoints?.filter((c): c is z.infer<typeof Checkpoint> => 'id' in c),
    ctx,
  );
  atMostOne(task, ['assertions', 'assert'], ctx);
  if (task.expect === 'abstain' && !task.inputs.responder) {
    ctx.addIssue({
      code: 'custom',
      path: ['expect'],
      message: 'expect: abstain needs inputs.responder (only a responder abstains)',
    });
  }
});
export type RawTask = z.infer<typeof TaskFile>;
export type RawInputs = z.infer<typeof Inputs>;
