// The built-in agent's system prompt: role and tools, skills, instruction files (each under its
// path, the way coding agents show AGENTS.md and friends), then the run's workspace folder.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Suite, Task } from '../../suites/model.js';
import { AgentError } from '../types.js';
import { isInside } from '../workspace.js';
import { skillsPrompt, type SkillSet } from './skills.js';

/** What the prompt says about this run's workspace and tools. */
export interface PromptRunFacts {
  /** The agent's working directory: a per-run path, so it comes last in the prompt. */
  cwd: string;
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
  // Static first, per-run values last: every run of a task then shares the prompt up to the
  // workspace path, and providers can reuse their cached prefix.
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
    const text = await readFile(file, 'utf8').catch(() => {
      throw new AgentError(`instruction file ${file} cannot be read`, 'config_error');
    });
    const shown = isInside(suite.dir, file) ? relative(suite.dir, file) : file;
    parts.push(`# Instructions from ${shown}\n\n${text.trim()}`);
  }
  parts.push(`Your workspace folder is ${run.cwd}.`);
  return parts.join('\n\n');
}
