// Paths in the final workspace, as graders see them: relative paths only, never outside it.
import { isAbsolute } from 'node:path';
import { confineReal } from '../shared/confine.js';
import { taskGraders, type GraderSpec, type Suite, type Task } from '../suites/model.js';
import { GraderError } from './types.js';

/**
 * Graders whose verdict depends on the final workspace's files: file and diff, and a prompt
 * judge that continues the session (every judge is shown the workspace; the others are told, on
 * a re-grade, that it was not kept). A re-grade without the kept
 * workspace cannot run them. (program and code graders get the workspace's path too, but most
 * read only the output: they run, with an empty PARLEY_WORKSPACE.)
 */
export function readsWorkspace(spec: GraderSpec): boolean {
  if (spec.type === 'file' || spec.type === 'diff') return true;
  const config = spec.config as { continue_session?: unknown } | undefined;
  return spec.type === 'prompt' && config?.continue_session === true;
}

/** Grader types that judge the conversation only: no workspace file, no program run there. */
const CONVERSATION_GRADERS = new Set([
  'text',
  'code',
  'json_schema',
  'behavior',
  'action_sequence',
  'skill_invocation',
  'trigger',
  'tool_constraint',
  'tool_calls',
  // Never graded per run (job/pairwise-step.ts), and it reads the messages only.
  'pairwise',
]);

/**
 * Whether grading a run of this task may look at its workspace directory (so it must exist):
 * any grader not known to judge the conversation only, and script assertions (run there).
 */
export function gradingUsesWorkspace(suite: Suite, task: Task): boolean {
  const graders = [...suite.graders, ...taskGraders(task)];
  if (graders.some((g) => !CONVERSATION_GRADERS.has(g.type))) return true;
  const assertions = [
    ...task.assertions,
    ...task.checkpoints.map((c) => c.assertion),
    ...(task.plan.kind === 'turns' ? task.plan.turns.flatMap((t) => t.assertions) : []),
  ];
  return assertions.some((a) => a.type === 'script');
}

export function requireWorkspace(workspace: string | undefined, grader: string): string {
  if (!workspace) {
    throw new GraderError(`${grader} needs the run's workspace, and this agent has none`);
  }
  return workspace;
}

/**
 * The real path of a workspace-relative path, or undefined when it would leave the workspace, by
 * name or through a symlink (the agent may have made one to any file of the runner, and what a
 * grader reads is quoted into the results), as the agents' file tools are confined.
 */
export function inWorkspace(workspace: string, path: string): string | undefined {
  if (isAbsolute(path)) return undefined;
  try {
    return confineReal(workspace, workspace, path);
  } catch {
    // outside (ConfinementError), or the workspace itself is gone: nothing there to read
    return undefined;
  }
}

export function hasGlob(path: string): boolean {
  return /[*?[\]{}]/.test(path);
}

/** A glob that stays inside the workspace: relative, with no `..` segment. */
export function safeGlob(pattern: string): boolean {
  return !isAbsolute(pattern) && !pattern.split(/[\\/]/).includes('..');
}
