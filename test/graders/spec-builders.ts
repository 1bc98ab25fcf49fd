// Builders of the internal model (suite, task, expected, graders, assertions) for grader tests.
import { GRADER_CONFIG_SCHEMAS } from '../../src/suites/schema-graders.js';
import { join } from 'node:path';
import type { Assertion, Expected, GraderSpec, Suite, Task } from '../../src/suites/model.js';

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

export function makeSuite(dir: string, graders: GraderSpec[] = []): Suite {
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
    },
    graders,
    tasks: [],
    metrics: [],
    skill: 'configure-agent',
  };
}

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
  const parsed = GRADER_CONFIG_SCHEMAS[type]!.parse(config) as Record<string, unknown>;
  return { type, name: `${type}-check`, weight: 1, config: parsed, ...over };
}
