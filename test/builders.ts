// The one set of builders of Parley's internal model for tests: suites, tasks, the `expected`
// block, grader specs, Yao assertions, turns and run records. The helpers of each test folder
// build on these (fixtures, fakes, summaries and scenarios stay where they are used).
import { join } from 'node:path';
import {
  SCHEMA_VERSION,
  type Outcome,
  type RunRecord,
  type Status,
  type ToolCallRecord,
  type TurnRecord,
} from '../src/results/schema.js';
import { emptyUsage, emptyUsageByRole } from '../src/results/usage.js';
import type {
  Assertion,
  Expected,
  GraderSpec,
  Suite,
  SuiteConfig,
  Task,
} from '../src/suites/model.js';
import { graderConfigSchema } from '../src/suites/schema/graders.js';
// grader() parses configs with patterns: the schemas check them once regex.ts has loaded.
import '../src/suites/regex.js';

export function emptyExpected(over: Partial<Expected> = {}): Expected {
  return {
    outputContains: [],
    outputNotContains: [],
    outputContainsAny: [],
    matches: [],
    outcomes: [],
    ...over,
  };
}

/** A loaded suite in `dir` (the configure-agent scenario, mock executor, no tasks). */
export function makeSuite(
  dir: string,
  graders: GraderSpec[] = [],
  config: Partial<SuiteConfig> = {},
): Suite {
  return {
    name: 'configure-agent',
    file: join(dir, 'eval.yaml'),
    dir,
    hash: 'h',
    config: {
      trialsPerTask: 1,
      timeoutSeconds: 60,
      firstEventTimeoutSeconds: 0,
      parallel: false,
      workers: 0,
      executor: 'mock',
      maxAttempts: 1,
      failFast: false,
      skillDirectories: [],
      instructionFiles: [],
      injectSkillBody: true,
      requiredSkills: [],
      disabledSkills: [],
      mcpServers: [],
      agent: {},
      tools: [],
      ...config,
    },
    graders,
    tasks: [],
    metrics: [],
    skill: 'configure-agent',
  };
}

/** A fully resolved task (mock executor, one prompt, nothing expected). */
export function makeTask(over: Partial<Task> = {}): Task {
  return {
    id: 'full-brief',
    name: 'Full brief',
    tags: [],
    source: { file: 'tasks/full-brief.yaml', line: 1, column: 1 },
    format: 'yaml',
    agent: { executor: 'mock' },
    models: {},
    timeoutSeconds: 60,
    firstEventTimeoutSeconds: 0,
    skillDirectories: [],
    instructionFiles: [],
    prompt: 'Add a research agent to my app.',
    plan: { kind: 'single' },
    files: [],
    repos: [],
    tools: [],
    mock: [],
    expected: emptyExpected(),
    graders: [],
    checkpoints: [],
    assertions: [],
    options: {},
    ...over,
  };
}

export function assertion(type: Assertion['type'], over: Partial<Assertion> = {}): Assertion {
  return { type, negate: false, options: {}, ...over };
}

/** A grader as the loader stores it: its config parsed by its schema (defaults applied). */
export function grader(
  type: string,
  config: Record<string, unknown>,
  over: Partial<GraderSpec> = {},
): GraderSpec {
  const parsed = graderConfigSchema(type)!.parse(config) as Record<string, unknown>;
  return { type, name: `${type}-check`, weight: 1, config: parsed, ...over };
}

export interface TurnInput {
  input?: string;
  output: string;
  toolCalls?: (Partial<ToolCallRecord> & { name: string })[];
  skills?: string[];
  durationMs?: number;
  tokens?: number;
}

export function makeTurns(turns: TurnInput[]): TurnRecord[] {
  return turns.map((t, index) => ({
    index,
    input: t.input ?? (index === 0 ? 'Add a research agent to my app.' : 'Yes, go ahead.'),
    input_source: index === 0 ? 'prompt' : 'responder',
    output: t.output,
    tool_calls: (t.toolCalls ?? []).map((c) => ({
      name: c.name,
      arguments: c.arguments ?? {},
      result: c.result,
      success: c.success ?? true,
      duration_ms: c.duration_ms ?? 5,
    })),
    skill_invocations: t.skills ?? [],
    assertions: [],
    duration_ms: t.durationMs ?? 1000,
    first_event_ms: 100,
    stop_reason: 'end_turn',
    usage: {
      ...emptyUsage(),
      total_tokens: t.tokens ?? 100,
      input_tokens: (t.tokens ?? 100) - 20,
      output_tokens: 20,
      requests: 1,
    },
  }));
}

/** A finished run record of task `taskId` (suite-a, no turns unless `extra` has some). */
export function makeRecord(
  taskId: string,
  status: Status,
  outcome: Outcome,
  extra: Partial<RunRecord> = {},
): RunRecord {
  return {
    schema_version: SCHEMA_VERSION,
    suite: 'suite-a',
    suite_file: 'evals/a/eval.yaml',
    task_id: taskId,
    task_name: `Task ${taskId}`,
    trial: 1,
    attempts: 1,
    status,
    outcome,
    executor: 'mock',
    model: null,
    tags: [],
    turns: [],
    responder: null,
    checkpoints: [],
    graders: [],
    score: status === 'passed' ? 1 : 0,
    weighted_score: status === 'passed' ? 1 : 0,
    usage: emptyUsageByRole(),
    started_at: '2026-01-01T00:00:00.000Z',
    duration_ms: 100,
    error: null,
    ...extra,
  };
}

/** A run of the configure-agent task with these turns, before grading (no graders, score 0). */
export function makeRun(turns: TurnInput[], outcome: Outcome = 'completed'): RunRecord {
  const records = makeTurns(turns);
  return makeRecord('full-brief', 'passed', outcome, {
    suite: 'configure-agent',
    suite_file: 'evals/configure-agent/eval.yaml',
    task_name: 'Full brief',
    turns: records,
    score: 0,
    weighted_score: 0,
    started_at: new Date(0).toISOString(),
    duration_ms: records.reduce((s, t) => s + t.duration_ms, 0),
  });
}
