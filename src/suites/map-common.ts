// Raw (snake_case, as written) -> internal model pieces shared by task files and JSONL tests.
import type {
  AgentSettings,
  Assertion,
  Checkpoint,
  MockToolSpec,
  MockTurn,
  SourceRef,
} from './model.js';
import type {
  FileToolName,
  RawAgentSettings,
  RawAssertion,
  RawCheckpoint,
} from './schema/common.js';
import type { z } from 'zod';
import type { MockReply, MockTool } from './schema/common.js';
import { empty, none } from '../shared/empty.js';
import { basename, isAbsolute, relative } from 'node:path';

export type Locate = (path: readonly PropertyKey[]) => SourceRef;

export function mapAssertion(a: RawAssertion, source?: SourceRef): Assertion {
  let value = a.value;
  if (a.type === 'regex' && a.pattern !== undefined) value = a.pattern;
  if (a.type === 'tool_called' && a.name !== undefined) {
    value = a.arguments ? { name: a.name, arguments: a.arguments } : a.name;
  }
  const options: Record<string, unknown> =
    a.options || a.metadata ? { ...(a.options ?? {}) } : empty();
  if (a.metadata) options.metadata = { ...(options.metadata as object), ...a.metadata };
  return {
    type: a.type,
    ...(value !== undefined ? { value } : {}),
    ...(a.path !== undefined || (a.type === 'tool_result' && a.name !== undefined)
      ? { path: a.path ?? a.name }
      : {}),
    ...(a.script !== undefined ? { script: a.script } : {}),
    ...(a.use !== undefined ? { use: a.use } : {}),
    negate: a.negate ?? false,
    ...(a.message !== undefined ? { message: a.message } : {}),
    options,
    ...(source ? { source } : {}),
  };
}

/** `assertions` or Yao's `assert` (one or a list), with each assertion's position. */
export function mapAssertions(
  assertions: RawAssertion[] | undefined,
  assert: RawAssertion | RawAssertion[] | undefined,
  locate: Locate,
  path: PropertyKey[],
): Assertion[] {
  if (assertions)
    return assertions.map((a, i) => mapAssertion(a, locate([...path, 'assertions', i])));
  if (assert === undefined) return [];
  if (!Array.isArray(assert)) return [mapAssertion(assert, locate([...path, 'assert']))];
  return assert.map((a, i) => mapAssertion(a, locate([...path, 'assert', i])));
}

export function mapCheckpoint(c: RawCheckpoint, source: SourceRef): Checkpoint {
  return {
    id: c.id,
    ...(c.description !== undefined ? { description: c.description } : {}),
    assertion: mapAssertion((c.assertion ?? c.assert)!, source),
    after: c.after ?? [],
    required: c.required ?? true,
  };
}

export function mapAgent(a: RawAgentSettings | undefined): AgentSettings {
  if (!a) return {};
  const out: AgentSettings = {
    command: a.command,
    args: a.args,
    env: a.env,
    permissions: a.permissions,
    fs:
      a.fs === undefined
        ? undefined
        : typeof a.fs === 'boolean'
          ? { readTextFile: a.fs, writeTextFile: a.fs }
          : {
              readTextFile: a.fs.read_text_file ?? true,
              writeTextFile: a.fs.write_text_file ?? true,
            },
    usage: a.usage,
    url: a.url,
    method: a.method,
    headers: a.headers,
    body: a.body,
    responsePath: a.response_path,
    sessionPath: a.session_path,
    toolCallsPath: a.tool_calls_path,
    maxIterations: a.max_iterations,
    temperature: a.temperature,
    tools: a.tools === 'none' ? [] : (a.tools as FileToolName[] | undefined),
  };
  for (const key of Object.keys(out) as (keyof AgentSettings)[]) {
    if (out[key] === undefined) delete out[key];
  }
  return out;
}

export function mapTool(t: z.infer<typeof MockTool>): MockToolSpec {
  return {
    name: t.name,
    ...(t.description !== undefined ? { description: t.description } : {}),
    ...(t.parameters !== undefined ? { parameters: t.parameters } : {}),
    ...(t.result !== undefined ? { result: t.result } : {}),
    ...(t.results !== undefined
      ? { results: t.results.map((r) => ({ when: r.when, result: r.result })) }
      : {}),
  };
}

/** Suite tools, then the task's; a task tool of the same name wins. */
export function mergeTools(suite: MockToolSpec[], task: MockToolSpec[]): MockToolSpec[] {
  if (task.length === 0) return suite.length === 0 ? none() : suite;
  const names = new Set(task.map((t) => t.name));
  return [...suite.filter((t) => !names.has(t.name)), ...task];
}

export function mapMockReply(reply: z.infer<typeof MockReply>): MockTurn {
  if (typeof reply === 'string') return { text: reply, toolCalls: none(), files: empty() };
  return {
    text: reply.text ?? '',
    toolCalls: (reply.tool_calls ?? []).map((c) => ({
      name: c.name,
      arguments: c.arguments ?? {},
      ...(c.result !== undefined ? { result: c.result } : {}),
      ...(c.success !== undefined ? { success: c.success } : {}),
    })),
    files: reply.files ?? {},
    ...(reply.first_event_delay_ms !== undefined
      ? { firstEventDelayMs: reply.first_event_delay_ms }
      : {}),
    ...(reply.delay_ms !== undefined ? { delayMs: reply.delay_ms } : {}),
    ...(reply.error !== undefined ? { error: reply.error } : {}),
    ...(reply.hang !== undefined ? { hang: reply.hang } : {}),
    ...(reply.asks !== undefined ? { asks: reply.asks } : {}),
  };
}

/** An instruction file: where it is read, and its path in the workspace. */
export interface InstructionFile {
  source: string;
  path: string;
}

/** A file read from the suite's folder keeps its path from there; one from elsewhere its name. */
export function inWorkspace(source: string, suiteDir: string): InstructionFile {
  const path = relative(suiteDir, source);
  const inside = path !== '' && !path.startsWith('..') && !isAbsolute(path);
  return { source, path: inside ? path : basename(source) };
}
