// Suites, tasks (built on ../builders.ts) and agent contexts for the adapter tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Suite, SuiteConfig, Task } from '../../src/suites/model.js';
import { makeSuite as baseSuite, makeTask as baseTask } from '../builders.js';
import type { AgentContext, AgentEvent } from '../../src/agents/types.js';
import type { Llm } from '../../src/llm/types.js';

/** A suite for adapter tests: the openai executor, no skill of its own. */
export function makeSuite(dir: string, config: Partial<SuiteConfig> = {}): Suite {
  const { skill: _skill, ...suite } = baseSuite(dir, [], { executor: 'openai', ...config });
  return { ...suite, name: 'suite' };
}

/** A task for adapter tests: the openai executor, prompt "hello". */
export function makeTask(over: Partial<Task> = {}): Task {
  return baseTask({
    id: 't1',
    name: 'task one',
    source: { file: 'task.yaml', line: 1, column: 1 },
    agent: { executor: 'openai' },
    prompt: 'hello',
    ...over,
  });
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
