// The built-in agent's system prompt: role and workspace, skills, then instruction files
// (each under its path, the way coding agents show AGENTS.md and friends).
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Suite, Task } from '../../suites/model.js';
import { AgentError } from '../types.js';
import { isInside } from '../workspace.js';
import { skillsPrompt, type SkillSet } from './skills.js';

export async function buildSystemPrompt(
  suite: Suite,
  task: Task,
  skills: SkillSet,
  cwd: string,
  hasMockTools: boolean,
): Promise<string> {
  const parts = [
    'You are an AI agent helping a user in a conversation. You work in a workspace folder ' +
      `(${cwd}) and can read, list, search and write its files with your tools. ` +
      'When you need information only the user has, ask them and wait for the answer.' +
      (hasMockTools ? ' Use the other tools you are given when they help.' : ''),
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
  return parts.join('\n\n');
}
