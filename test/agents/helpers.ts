// Builders of suites, tasks and agent contexts for the adapter tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Suite, SuiteConfig, Task } from '../../src/suites/model.js';
import type { AgentContext, AgentEvent } from '../../src/agents/types.js';
import type { Llm } from '../../src/llm/types.js';

export function makeSuite(dir: string, config: Partial<SuiteConfig> = {}): Suite {
  return {
    name: 'suite',
    file: join(dir, 'eval.yaml'),
    dir,
    hash: 'h',
    config: {
      trialsPerTask: 1,
      timeoutSeconds: 60,
      firstEventTimeoutSeconds: 0,
      parallel: false,
      workers: 0,
      executor: 'openai',
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
    graders: [],
    tasks: [],
    metrics: [],
  };
}

export function makeTask(over: Partial<Task> = {}): Task {
  return {
    id: 't1',
    name: 'task one',
    tags: [],
    source: { file: 'task.yaml', line: 1, column: 1 },
    format: 'yaml',
    agent: { executor: 'openai' },
    models: {},
    timeoutSeconds: 60,
    firstEventTimeoutSeconds: 0,
    skillDirectories: [],
    instructionFiles: [],
    prompt: 'hello',
    plan: { kind: 'single' },
    files: [],
    repos: [],
    tools: [],
    mock: [],
    expected: {
      outputContains: [],
      outputNotContains: [],
      outputContainsAny: [],
      matches: [],
      outcomes: [],
    },
    graders: [],
    checkpoints: [],
    assertions: [],
    options: {},
    ...over,
  };
}

export function makeContext(
  suite: Suite,
  task: Task,
  workspace: string,
  llm: Llm,
  model = 'fake-model',
): AgentContext<never> {
  // `never`: the context fits whichever adapter the test calls; the task says which it is.
  return {
    agent: task.agent as never,
    suite,
    task,
    trial: 1,
    workspace,
    model,
    llm,
    signal: new AbortController().signal,
    log: () => undefined,
  };
}

/** A turn's options that collect every event. */
export function collector(signal: AbortSignal = new AbortController().signal) {
  const events: AgentEvent[] = [];
  return { events, options: { signal, onEvent: (e: AgentEvent) => events.push(e) } };
}

/** A fresh temp directory, removed by the returned function. */
export async function tempDir(
  prefix = 'parley-test-',
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
