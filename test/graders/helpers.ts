// Realistic runs for grader tests: turns with outputs, tool calls and skill invocations, a
// suite and task around them, and a temp workspace holding the files the agent wrote.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createLlm } from '../../src/llm/client.js';
import type { Llm } from '../../src/llm/types.js';
import { gradeRun } from '../../src/graders/index.js';
import type { GradeInput } from '../../src/graders/types.js';
import type { GraderResult, Outcome, RunRecord } from '../../src/results/schema.js';
import type { GraderSpec, Task } from '../../src/suites/model.js';
import { makeRun, makeSuite, makeTask } from '../builders.js';

export * from '../builders.js';

/** An Llm for graders that must not call one (a closed port: any call fails loudly). */
export function offlineLlm(): Llm {
  return createLlm({ baseURL: 'http://127.0.0.1:9/v1', apiKey: 'test-key' }, { maxRetries: 0 });
}

export interface Fixture {
  /** The suite directory (eval.yaml lives here; snapshots, schemas, scripts too). */
  suiteDir: string;
  workspace: string;
  context(over?: Partial<GradeInput>): GradeInput;
  cleanup(): Promise<void>;
}

/** A temp suite dir and workspace with `files` (path -> content) in the workspace. */
export async function makeFixture(
  run: RunRecord,
  files: Record<string, string> = {},
  options: {
    task?: Task;
    graders?: GraderSpec[];
    llm?: Llm;
    judgeModel?: string;
    /** Files next to eval.yaml (snapshots, schemas, scripts, rubrics). */
    suiteFiles?: Record<string, string>;
  } = {},
): Promise<Fixture> {
  const root = await mkdtemp(join(tmpdir(), 'parley-graders-'));
  const suiteDir = join(root, 'suite');
  const workspace = join(root, 'workspace');
  await mkdir(suiteDir, { recursive: true });
  await mkdir(workspace, { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(workspace, path)), { recursive: true });
    await writeFile(join(workspace, path), content);
  }
  for (const [path, content] of Object.entries(options.suiteFiles ?? {})) {
    await mkdir(dirname(join(suiteDir, path)), { recursive: true });
    await writeFile(join(suiteDir, path), content, { mode: 0o755 });
  }
  const suite = makeSuite(suiteDir, options.graders);
  const task = options.task ?? makeTask();
  return {
    suiteDir,
    workspace,
    context: (over = {}) => ({
      suite,
      task,
      run,
      workspace,
      llm: options.llm ?? offlineLlm(),
      judgeModel: options.judgeModel,
      updateSnapshots: false,
      signal: new AbortController().signal,
      ...over,
    }),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** The configure-agent conversation: asks, gets answers, writes the agent file. */
export function configureAgentRun(outcome: Outcome = 'completed'): RunRecord {
  return makeRun(
    [
      { output: 'What should the new agent be called, and what instructions should it follow?' },
      {
        output: 'Which tools and handoffs should it have?',
        toolCalls: [
          {
            name: 'read_file',
            arguments: { path: 'agents/triage.agent.yaml' },
            result: 'name: triage',
          },
        ],
      },
      {
        output:
          'Created agents/research-agent.agent.yaml with the web_search tool and a handoff to triage.',
        toolCalls: [
          {
            name: 'write_file',
            arguments: {
              path: 'agents/research-agent.agent.yaml',
              content: 'name: research-agent\n',
            },
            result: { ok: true, bytes: 21 },
          },
        ],
        skills: ['configure-agent'],
      },
    ],
    outcome,
  );
}

/**
 * Grades `run` with one task grader through gradeRun (so its config is validated as in a real
 * run) and returns its result, or the error gradeRun reported.
 */
export async function gradeOne(
  spec: GraderSpec,
  run: RunRecord,
  files: Record<string, string> = {},
  options: Parameters<typeof makeFixture>[2] & { context?: Partial<GradeInput> } = {},
): Promise<{ result?: GraderResult; error?: string }> {
  const fx = await makeFixture(run, files, { ...options, task: makeTask({ graders: [spec] }) });
  try {
    const { results, error } = await gradeRun(fx.context(options.context));
    return { result: results[0], error };
  } finally {
    await fx.cleanup();
  }
}
