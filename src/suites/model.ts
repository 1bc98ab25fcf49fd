// The internal model every loader produces and everything else consumes: suites -> tasks ->
// conversation plan, graders, expectations. Waza YAML and Yao JSONL both map onto it, so the
// engine, agents and graders never look at a file format. Paths in it are absolute.

import type { PriceTable } from './schema/prices.js';
import type { ProjectTokens } from './waza/token-budgets.js';
import type { BehaviorConfig } from './schema/graders.js';
import type { FileToolName } from './schema/common.js';
import { none } from '../shared/empty.js';

export type ExecutorName = 'mock' | 'openai' | 'acp' | 'http';
/** An executor as written: `copilot-sdk` is ACP running `copilot --acp` (suites/agent-config.ts). */
export type ExecutorChoice = ExecutorName | 'copilot-sdk';

/** Where a value came from, for error messages that point at the user's file. */
export interface SourceRef {
  file: string;
  line: number;
  column: number;
}

export interface Suite {
  name: string;
  description?: string;
  skill?: string;
  version?: string;
  /** Absolute path of eval.yaml (or of the JSONL file when one is loaded on its own). */
  file: string;
  dir: string;
  /** sha256 over the suite file and every task file it loaded: the suite's identity. */
  hash: string;
  config: SuiteConfig;
  /** Suite-level graders, applied to every task. */
  graders: GraderSpec[];
  tasks: Task[];
  /** waza `metrics`, kept as given (reported, not computed). */
  metrics: unknown[];
  /**
   * A suite loaded from trigger_tests.yaml (suites/waza/trigger-tests.ts): summary.json gets its
   * trigger accuracy, held against the eval's `metrics: trigger_accuracy` threshold if any.
   */
  trigger?: { threshold?: number };
  /** `paths:` of eval.yaml: absolute globs every task also reads (engine/impact.ts). */
  paths?: string[];
  /**
   * eval.yaml `baseline: true` (waza's field): every task x trial also runs without the suite's
   * skills (engine/skill-arm.ts), as `--skill-lift` asks for every suite.
   */
  baseline?: boolean;
  /**
   * A models job (`--model a,b`, the action's `models`): this suite is `suite` run under agent
   * model `model` (engine/model-arms.ts), named `suite [model]` so that its runs, baseline,
   * pool and comparison are its own. Unset: not a models job.
   */
  modelArm?: { suite: string; model: string };
}

/** A single-prompt reply that asks something: grade it (default), skip it, or fail it. */
export type OnMissingInput = 'grade' | 'skip' | 'fail';

export interface SuiteConfig {
  trialsPerTask: number;
  timeoutSeconds: number;
  /** 0 = off. */
  firstEventTimeoutSeconds: number;
  /** config.on_missing_input; unset = grade. */
  onMissingInput?: OnMissingInput;
  parallel: boolean;
  /** 0 = auto. */
  workers: number;
  model?: string;
  /** As written (or overridden); each task resolves it into its AgentConfig. */
  executor: ExecutorChoice;
  judgeModel?: string;
  maxAttempts: number;
  groupBy?: string;
  failFast: boolean;
  skillDirectories: string[];
  instructionFiles: string[];
  injectSkillBody: boolean;
  requiredSkills: string[];
  /**
   * As written; the folders it names are already left out of skillDirectories. `["*"]` (also
   * for `skill_directories: [none]`): no skill at all, a task's own folders neither.
   */
  disabledSkills: string[];
  mcpServers: McpServerSpec[];
  /** eval.yaml `mcp_mocks`: servers Parley serves itself for every run (agents/mcp-mock.ts). */
  mcpMocks?: McpMockSpec[];
  /** eval.yaml `command_mocks`: shims first on an ACP agent's PATH (agents/command-shims.ts). */
  commandMocks?: CommandMockSpec[];
  /** `config.agent` as written; each task resolves the settings of its executor from it. */
  agent: AgentSettings;
  tools: MockToolSpec[];
}

export interface Task {
  id: string;
  name: string;
  description?: string;
  tags: string[];
  source: SourceRef;
  format: 'yaml' | 'jsonl';
  /** The executor and its settings, resolved at load (suite config.agent, then the task's). */
  agent: AgentConfig;
  /** Every model this task's runs use, resolved once at load (suites/models.ts). */
  models: TaskModels;
  timeoutSeconds: number;
  firstEventTimeoutSeconds: number;
  /** The task's on_missing_input, else the suite's; unset = grade. */
  onMissingInput?: OnMissingInput;
  /** The suite's skill directories and the task's own, merged at load. */
  skillDirectories: string[];
  /**
   * The suite's instruction files and the task's own, merged at load: where each is read and
   * its path in the workspace.
   */
  instructionFiles: { source: string; path: string }[];
  /** The first input sent to the agent (prompt, prompt_file, turns[0].input or JSONL input). */
  prompt: string;
  /** Pictures and sounds sent with the first input (Yao image, image_url, audio parts). */
  promptMedia?: PromptMedia[];
  /** `inputs.prompt_file`, absolute, when the prompt came from one (engine/impact.ts). */
  promptFile?: string;
  /** The task's own `paths:`: absolute globs it also reads (engine/impact.ts). */
  paths?: string[];
  plan: ConversationPlan;
  files: FileSpec[];
  repos: RepoSpec[];
  /** Relative to the run workspace; never absolute, never `..`. */
  workdir?: string;
  /** Suite `config.tools` merged with the task's `inputs.tools` (the task's wins by name). */
  tools: MockToolSpec[];
  /** `inputs.mock`: the mock agent's scripted replies, one per turn. */
  mock: MockTurn[];
  /**
   * `inputs.mock_without_skill` (Parley's): the mock's replies in a skill-lift job's runs
   * without the skill. Unset: the same as `mock`.
   */
  mockWithoutSkill?: MockTurn[];
  expected: Expected;
  /** Task-level graders, applied after the suite's. */
  graders: GraderSpec[];
  checkpoints: Checkpoint[];
  /**
   * Yao's dynamic test (a JSONL simulator test with checkpoints): checkpoints read the reply and
   * every tool result's `message`, and the conversation ends, completed, at the turn where every
   * required checkpoint is reached. Absent = checkpoints read the reply and end nothing.
   */
  yaoDynamic?: true;
  /** Yao `skip: true`: the test is loaded and reported skipped (outcome `not_run`), never run. */
  skip?: true;
  /** waza's `golden: true`: a run of it that fails on the head fails the check (verdict/golden.ts). */
  golden?: true;
  /**
   * The project file's `quarantine:` entry that covers it: it runs and is reported, but cannot
   * fail the check. Not part of the task's identity (a quarantine does not restart its pool).
   */
  quarantine?: Quarantine;
  /** waza's checkpoints: graders run after agent turn N. Absent = none. */
  turnCheckpoints?: TurnCheckpoint[];
  /** Final-state assertions (Yao `assertions`), graded like the task's graders. */
  assertions: Assertion[];
  /** Yao `options` and other per-test settings, kept as given. */
  options: Record<string, unknown>;
}

/**
 * A picture or a sound sent with the first input, read and bounded at load: `data` is base64
 * (a file's or inline bytes), or `url` names an image the agent's model fetches itself.
 */
export interface PromptMedia {
  kind: 'image' | 'audio';
  /** '' for an image by URL (its type is the server's to say). */
  mimeType: string;
  /** Audio: wav, mp3, flac, ogg, m4a. */
  format?: string;
  data?: string;
  url?: string;
  bytes: number;
  /** Of the bytes: an edited picture is another task (task identity). */
  sha256?: string;
  /** The file name or URL, for the record. */
  label: string;
  /** file:line of the part, for an agent that turns it down at run time. */
  where: string;
}

/** How the conversation continues after the first agent turn. */
export type ConversationPlan =
  | { kind: 'single' }
  | { kind: 'follow_ups'; prompts: string[] }
  /** turns[0].input is the task prompt; every turn's assertions are checked after its reply. */
  | { kind: 'turns'; turns: ScriptedTurn[] }
  | { kind: 'responder'; responder: ResponderSpec };

export interface ScriptedTurn {
  input: string;
  assertions: Assertion[];
}

export interface ResponderSpec {
  /** Falls back to --responder-model, then config.model. */
  model?: string;
  /** The brief. Required in YAML; built from simulator metadata for JSONL tests. */
  instructions: string;
  maxFollowups: number;
  persona?: string;
  goal?: string;
  /** Present = deterministic rule responder (no LLM). */
  rules?: ResponderRules;
}

export interface ResponderRules {
  /** `statements`: the rule may also answer a message that asks nothing. */
  rules: { when: string; reply: string; statements?: boolean }[];
  stopWhen?: string;
  abstainWhen?: string;
}

/**
 * A Yao-style assertion, used for per-turn assertions, checkpoints and JSONL final assertions.
 * `value` is the expected value (string, regex source, JSON value, tool name, ...).
 */
export interface Assertion {
  type: AssertionType;
  value?: unknown;
  /** json_path: the path; tool_result: the tool name. */
  path?: string;
  /** script: the command to run; agent: the validator (model) to use. */
  script?: string;
  use?: string;
  negate: boolean;
  message?: string;
  /** Type-specific options as given (agent: metadata.criteria, ...). */
  options: Record<string, unknown>;
  /**
   * Judged with Yao's meaning (agent/test/assert.go): a JSONL test's `assert` and `expected`,
   * its checkpoints' `assert`. Parley's own `assertions` keep Parley's meaning.
   */
  yao?: true;
  source?: SourceRef;
}

export type AssertionType =
  | 'contains'
  | 'not_contains'
  | 'equals'
  | 'regex'
  | 'json_path'
  | 'type'
  | 'tool_called'
  | 'tool_result'
  | 'script'
  | 'agent';

export interface Checkpoint {
  id: string;
  description?: string;
  assertion: Assertion;
  /** Ids that must be reached first; empty = order-independent. */
  after: string[];
  required: boolean;
}

/** waza's checkpoint: its graders run on the conversation so far after agent turn `afterTurn`. */
export interface TurnCheckpoint {
  /** 1-based, as in waza: 1 = after the agent's reply to the prompt. */
  afterTurn: number;
  graders: GraderSpec[];
  /** `stop`: a failure ends the conversation (waza's default); `continue`: it goes on. */
  onFailure: 'stop' | 'continue';
}

/** A task's graders and its waza checkpoints' graders: what load-time checks look at. */
export function taskGraders(task: Task): GraderSpec[] {
  return [...task.graders, ...(task.turnCheckpoints ?? []).flatMap((c) => c.graders)];
}

/**
 * Grader types that judge a pair of runs (skill lift's with and without arms), not one run: the
 * per-run grading skips them and records nothing for them (job/pairwise-step.ts runs them).
 */
export const PAIR_GRADER_TYPES: readonly string[] = ['pairwise'];
export const isPairGrader = (spec: Pick<GraderSpec, 'type'>) =>
  PAIR_GRADER_TYPES.includes(spec.type);

export interface Expected {
  outputContains: string[];
  outputNotContains: string[];
  outputContainsAny: string[];
  /** Regex sources (RE2 syntax, see suites/regex.ts). */
  matches: string[];
  /** waza `expected.outcomes`, as given. */
  outcomes: unknown[];
  /** waza `expected.behavior`: the behavior grader's limits (max_tool_calls, ...). */
  behavior?: BehaviorConfig;
}

/** No expectations at all: one shared, frozen value (JSONL tests, waza checkpoints' grading). */
export const NO_EXPECTATIONS: Expected = Object.freeze<Expected>({
  outputContains: none(),
  outputNotContains: none(),
  outputContainsAny: none(),
  matches: none(),
  outcomes: none(),
});

export interface GraderSpec {
  type: string;
  name: string;
  weight: number;
  /** Type-specific settings, validated by the grader's own schema (src/graders/configs.ts). */
  config: Record<string, unknown>;
  model?: string;
  source?: SourceRef;
}

export interface FileSpec {
  /** Destination, relative to the workspace. */
  path: string;
  /** Inline content, or `source`: an absolute path of a fixture file or directory. */
  content?: string;
  source?: string;
}

export interface RepoSpec {
  /** A local path or URL of a git repository. */
  source: string;
  ref?: string;
  /** Relative to the workspace. */
  dest: string;
}

export interface McpServerSpec {
  name: string;
  command?: string;
  args: string[];
  env: Record<string, string>;
  url?: string;
  headers: Record<string, string>;
}

/** One mocked MCP server: its tools answer by rules, first matching response wins. */
export interface McpMockSpec {
  name: string;
  tools: {
    name: string;
    description?: string;
    inputSchema?: Record<string, unknown>;
    responses: {
      match?: Record<string, unknown>;
      /** Argument name -> RE2 pattern, searched in the argument's text. */
      matchRegex?: Record<string, string>;
      return?: unknown;
      error?: string;
    }[];
  }[];
}

/** One mocked command: the first response whose args (or args_regex) match answers. */
export interface CommandMockSpec {
  name: string;
  responses: {
    args?: string[];
    /** RE2 patterns, one per argument, each matching the whole argument. */
    argsRegex?: string[];
    stdout: string;
    stderr: string;
    exitCode: number;
  }[];
  /** The run fails unless the command ran exactly this many times. */
  expectCalls?: number;
}

/** The models of a task's runs; undefined = nobody set one (preflight says so where needed). */
export interface TaskModels {
  /** --model, else config.model, else the project default. */
  agent?: string;
  /** The LLM responder's: its own model, else --responder-model, else the project default, else the agent's. */
  responder?: string;
  /** LLM judges' default (a grader's own model wins): --judge-model, else config.judge_model, else the agent's. */
  judge?: string;
}

/** One executor's settings, resolved from `config.agent` (suites/agent-config.ts). */
export type AgentConfig =
  | { executor: 'mock' }
  | {
      executor: 'openai';
      /** Tool round trips allowed within one turn. */
      maxIterations?: number;
      temperature?: number;
      /** The workspace file tools offered; unset = all of them, `[]` = none. */
      tools?: FileToolName[];
    }
  | {
      executor: 'acp';
      command: string;
      args: string[];
      env: Record<string, string>;
      permissions: 'allow_workspace' | 'allow_all' | 'deny';
      /** The ACP client file system capabilities offered (default: both). */
      fs?: { readTextFile: boolean; writeTextFile: boolean };
      /** How the agent reports usage (default per_turn; Copilot: cumulative). */
      usage?: 'per_turn' | 'cumulative';
    }
  | {
      executor: 'http';
      url: string;
      method?: string;
      headers: Record<string, string>;
      body?: unknown;
      responsePath?: string;
      sessionPath?: string;
      toolCallsPath?: string;
    };

export type AgentConfigOf<E extends ExecutorName> = Extract<AgentConfig, { executor: E }>;

/** `config.agent` / a task's `agent` as written, every executor's keys in one bag. */
export interface AgentSettings {
  // acp
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  /** acp permission policy. */
  permissions?: 'allow_workspace' | 'allow_all' | 'deny';
  fs?: { readTextFile: boolean; writeTextFile: boolean };
  usage?: 'per_turn' | 'cumulative';
  // http
  url?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  responsePath?: string;
  sessionPath?: string;
  toolCallsPath?: string;
  // openai
  /** Tool round trips allowed within one turn. */
  maxIterations?: number;
  temperature?: number;
  /** The workspace file tools offered (validated names); unset = all of them. */
  tools?: FileToolName[];
}

export interface MockToolSpec {
  name: string;
  description?: string;
  /** JSON Schema of the arguments. */
  parameters?: Record<string, unknown>;
  result?: unknown;
  /** First entry whose `when` is a subset of the call's arguments wins; else `result`. */
  results?: { when: Record<string, unknown>; result: unknown }[];
}

/** One scripted reply of the mock agent. A plain string in YAML is `{text}`. */
export interface MockTurn {
  text: string;
  toolCalls: {
    name: string;
    arguments: Record<string, unknown>;
    result?: unknown;
    success?: boolean;
  }[];
  /** Files the mock agent writes into the workspace (path -> content). */
  files: Record<string, string>;
  /** Delay before the first event, and before the turn ends (for timeout tests). */
  firstEventDelayMs?: number;
  delayMs?: number;
  /** The turn fails with this agent error. */
  error?: string;
  /** The turn never ends (until aborted). */
  hang?: boolean;
  /** The agent declares that this reply asks the user something. */
  asks?: boolean;
}

/** What the command line or the action's inputs set for every task: it beats the suite files. */
export interface RunOverrides {
  executor?: ExecutorChoice;
  model?: string;
  responderModel?: string;
  judgeModel?: string;
  timeoutSeconds?: number;
}

/** `.parley.yaml` / `.waza.yaml` */
/** A `quarantine:` entry of the project file (verdict/quarantine.ts). */
export interface Quarantine {
  reason: string;
  /** YYYY-MM-DD, that day included. */
  expires: string;
}

export interface QuarantineRule extends Quarantine {
  /** The task filter: `suite/task id`, a task id or name, `*` wildcards. */
  task: string;
  where: { file: string; line: number; column: number };
}

export interface ProjectConfig {
  file?: string;
  /** Globs of eval.yaml files, relative to the project root. */
  evals: string[];
  resultsDir?: string;
  defaults: Partial<
    Pick<
      SuiteConfig,
      'model' | 'judgeModel' | 'executor' | 'trialsPerTask' | 'workers' | 'timeoutSeconds'
    >
  > & {
    responderModel?: string;
  };
  /** waza's skill token budgets (`parley tokens check`, suites/waza/token-budgets.ts). */
  tokens?: ProjectTokens;
  /** Dollars per million tokens per model (`prices`): the report's cost. */
  prices?: PriceTable;
  /** waza's `paths.skills`: where the skills are (what the action's token check counts). */
  skillsDir?: string;
  /** `impact.always`: globs (relative to the project root) whose change re-runs every task. */
  impactAlways?: string[];
  /** `quarantine:` entries not expired, each with where it is written (loadSuites matches them). */
  quarantine?: QuarantineRule[];
  /** Kept as given; reported where unsupported. */
  raw: Record<string, unknown>;
}
