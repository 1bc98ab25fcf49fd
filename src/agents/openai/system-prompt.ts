// The built-in agent's system prompt: role and tools, skills, instruction files (each under its
// path, the way coding agents show AGENTS.md and friends). Nothing of one run is in it, so every
// run of a task sends the same system prompt and a provider can reuse its cached prefix; the
// run's workspace folder is said at the end of the first user message (`workspaceNote`), the way
// coding agents send their environment as a message rather than in their instructions.
import { readFile } from 'node:fs/promises';
import type { Suite, Task } from '../../suites/model.js';
import { AgentError } from '../types.js';
import { skillsPrompt, type SkillSet } from './skills.js';

/** What the prompt says about the tools. */
export interface PromptRunFacts {
  /** The workspace file tools offered. */
  fileTools: string[];
  hasMockTools: boolean;
}

export async function buildSystemPrompt(
  suite: Suite,
  task: Task,
  skills: SkillSet,
  run: PromptRunFacts,
): Promise<string> {
  const parts = [
    'You are an AI agent helping a user in a conversation. You work in a workspace folder' +
      (run.fileTools.length > 0
        ? ` and can use these tools on its files: ${run.fileTools.join(', ')}.`
        : '.') +
      ' When you need information only the user has, ask them and wait for the answer.' +
      (run.hasMockTools ? ' Use the other tools you are given when they help.' : ''),
  ];
  const skillText = skillsPrompt(skills, suite.config.injectSkillBody);
  if (skillText) parts.push(skillText);
  for (const file of task.instructionFiles) {
    const text = await readFile(file.source, 'utf8').catch(() => {
      throw new AgentError(`instruction file ${file.source} cannot be read`, 'config_error');
    });
    // Under its path in the workspace, where the agent finds it too.
    parts.push(`# Instructions from ${file.path}\n\n${text.trim()}`);
  }
  return parts.join('\n\n');
}

/** Appended to the first user message: the run's own workspace folder, a per-run path. */
export function workspaceNote(cwd: string): string {
  return `(Your workspace folder is ${cwd}.)`;
}
