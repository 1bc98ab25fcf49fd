// eval.yaml: every field of waza's eval.schema.json (with the same meaning) plus Parley's
// executors, adapter settings and mock tools. Tasks are globs of task files or inline tasks.
import { z } from 'zod';
import { AgentSettings, MockTool } from '../schema/common.js';
import { Grader } from '../schema/grader-spec.js';
import { TaskFile } from './task-schema.js';
import { McpMocks } from './mcp-mocks-schema.js';
import { CommandMocks } from './command-mocks-schema.js';
import {
  Executor,
  nonEmpty,
  nonNegInt,
  obj,
  OnMissingInput,
  posInt,
  str,
  stringMap,
  strs,
} from '../schema/helpers.js';

const ReasoningEffort = z.enum(['low', 'medium', 'high', 'xhigh', 'max']);

export const McpServer = obj({
  name: nonEmpty.optional(),
  type: z.enum(['stdio', 'local', 'http', 'sse', 'streamable-http']).optional(),
  command: nonEmpty.optional(),
  args: strs.optional(),
  env: stringMap.optional(),
  cwd: str.optional(),
  url: nonEmpty.optional(),
  headers: stringMap.optional(),
  tools: strs.optional(),
  timeout: z.number().positive().optional(),
}).superRefine((s, ctx) => {
  if (s.command === undefined && s.url === undefined) {
    ctx.addIssue({ code: 'custom', path: [], message: 'needs command (stdio) or url (http)' });
  }
});

export const Config = obj({
  trials_per_task: posInt.optional(),
  timeout_seconds: posInt.optional(),
  first_event_timeout_seconds: nonNegInt.optional(),
  on_missing_input: OnMissingInput.optional(),
  parallel: z.boolean().optional(),
  workers: nonNegInt.optional(),
  fail_fast: z.boolean().optional(),
  executor: Executor.optional().describe('Agent adapter; copilot-sdk = acp with `copilot --acp`.'),
  model: nonEmpty.optional().describe('Agent model; also the default responder and judge model.'),
  reasoning_effort: ReasoningEffort.optional(),
  max_attempts: posInt.optional(),
  group_by: str.optional(),
  judge_model: nonEmpty.optional(),
  judge_reasoning_effort: ReasoningEffort.optional(),
  skill_directories: strs.optional(),
  instruction_files: strs.optional(),
  inject_skill_body: z.boolean().optional(),
  trigger_skill_routing: z.boolean().optional(),
  disabled_skills: strs.optional(),
  required_skills: strs.optional(),
  /** waza: keyed by server name; a list of `{name, ...}` is accepted too. */
  mcp_servers: z.union([z.record(z.string(), McpServer), z.array(McpServer)]).optional(),
  agent: AgentSettings.optional().describe(
    'Adapter settings (acp: command/args/env; http: url/body/...).',
  ),
  tools: z.array(MockTool).optional().describe('Mock tools for every task (openai agent).'),
});
export type RawConfig = z.infer<typeof Config>;

export const Metric = obj({
  name: nonEmpty,
  weight: z.number().gt(0),
  threshold: z.number().min(0).max(1),
  description: str.optional(),
  enabled: z.boolean().optional(),
});

const Hook = obj({
  command: nonEmpty,
  working_directory: str.optional(),
  exit_codes: z.array(z.number().int()).optional(),
  error_on_fail: z.boolean().optional(),
});

export const Hooks = obj({
  before_run: z.array(Hook).optional(),
  after_run: z.array(Hook).optional(),
  before_task: z.array(Hook).optional(),
  after_task: z.array(Hook).optional(),
});

export const EvalFile = obj({
  name: nonEmpty,
  description: str.optional(),
  scenario: nonEmpty.optional(),
  skill: nonEmpty.optional(),
  schemaVersion: z
    .string()
    .regex(/^[0-9]+\.[0-9]+$/, 'expected a version like "1.4"')
    .optional(),
  version: z.union([nonEmpty, z.number()]).optional(),
  config: Config.optional(),
  hooks: Hooks.optional(),
  mcp_mocks: McpMocks.optional().describe(
    'MCP servers Parley serves itself per run (built-in and acp agents): each tool answers with its first matching response.',
  ),
  command_mocks: CommandMocks.optional().describe(
    'Commands an acp agent runs, answered by shims first on its PATH; expect_calls is checked after the run.',
  ),
  inputs: stringMap.optional(),
  tasks_from: str.optional(),
  range: z.tuple([nonNegInt, nonNegInt]).optional(),
  graders: z.array(Grader).optional(),
  metrics: z.array(Metric).optional(),
  /** Globs of task files (.yaml/.yml/.jsonl) relative to eval.yaml, or inline tasks. */
  tasks: z.array(z.union([nonEmpty, TaskFile])).optional(),
  /** Parley: more inputs of every task for impact selection (globs relative to eval.yaml). */
  paths: z.array(nonEmpty).optional(),
  baseline: z.boolean().optional(),
  /** waza 1.2: fault-injection packs for `waza adversarial --spec`; not run by Parley (warned). */
  adversarial: obj({
    packs: z.array(nonEmpty).optional(),
    on_unsafe_outcome: z.enum(['fail', 'warn']).optional(),
  }).optional(),
});
export type RawEval = z.infer<typeof EvalFile>;
