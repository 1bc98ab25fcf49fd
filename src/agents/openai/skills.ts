// Skills for the built-in agent: SKILL.md files (YAML front matter name/description, markdown
// body) found in the skill directories (disabled_skills already left out), checked against
// required_skills, summarised in the system prompt and loadable through the load_skill tool
// (which records skill invocations).
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { loadYaml } from '../../shared/yaml.js';
import type { Suite, Task } from '../../suites/model.js';
import { AgentError } from '../types.js';
import { failure, stringArg, type AgentTool } from './tools.js';

export interface Skill {
  name: string;
  description: string;
  body: string;
  /** Absolute path of SKILL.md. */
  file: string;
}

/** Skills offered to the agent, and the suite's target skill among them (if found). */
export interface SkillSet {
  skills: Skill[];
  target?: Skill;
}

export async function loadSkillSet(suite: Suite, task: Task): Promise<SkillSet> {
  const dirs = task.skillDirectories;
  const found = new Map<string, Skill>();
  for (const dir of dirs) {
    for (const skill of await skillsIn(dir))
      if (!found.has(skill.name)) found.set(skill.name, skill);
  }
  const missing = suite.config.requiredSkills.filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new AgentError(
      `required skill(s) not found in the skill directories: ${missing.join(', ')}`,
      'config_error',
    );
  }
  // disabled_skills named folders, already left out of the task's skill directories.
  const offered = [...found.values()];
  return { skills: offered, target: offered.find((skill) => skill.name === suite.skill) };
}

async function skillsIn(dir: string): Promise<Skill[]> {
  const isDir = await stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) throw new AgentError(`skill directory ${dir} does not exist`, 'config_error');
  const { glob } = await import('tinyglobby');
  const files = await glob(['**/SKILL.md'], {
    cwd: dir,
    absolute: true,
    deep: 4,
    ignore: ['**/node_modules/**', '**/.git/**'],
  });
  return Promise.all(files.sort().map(readSkill));
}

export async function readSkill(file: string): Promise<Skill> {
  const text = await readFile(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  let meta: Record<string, unknown> = {};
  if (match) {
    try {
      const parsed: unknown = (await loadYaml()).parse(match[1] ?? '');
      if (parsed && typeof parsed === 'object') meta = parsed as Record<string, unknown>;
    } catch (error) {
      throw new AgentError(
        `${file}: front matter is not valid YAML: ${String(error)}`,
        'config_error',
      );
    }
  }
  const name = typeof meta.name === 'string' && meta.name ? meta.name : basename(dirname(file));
  const description = typeof meta.description === 'string' ? meta.description : '';
  return { name, description, body: (match ? (match[2] ?? '') : text).trim(), file };
}

/** The system prompt section about skills (empty when there are none). */
export function skillsPrompt(set: SkillSet, injectBody: boolean): string {
  if (set.skills.length === 0) return '';
  const entries = set.skills.map(
    (s) =>
      `<skill>\n<name>${escapeXml(s.name)}</name>\n<description>${escapeXml(s.description)}</description>\n</skill>`,
  );
  const parts = [
    `<available_skills>\n${entries.join('\n')}\n</available_skills>`,
    'When a task matches a skill, call the load_skill tool with its name to read its full ' +
      'instructions before you act, then follow them.',
  ];
  if (injectBody && set.target) {
    parts.push(`# Skill: ${set.target.name}\n\n${set.target.body}`);
  }
  return parts.join('\n\n');
}

export function loadSkillTool(set: SkillSet): AgentTool {
  return {
    name: 'load_skill',
    description: 'Load the full instructions of one of the available skills.',
    parameters: {
      type: 'object',
      properties: { name: { type: 'string', description: 'The skill name' } },
      required: ['name'],
    },
    run: async (args) => {
      const name = stringArg(args, 'name') ?? '';
      const skill = set.skills.find((s) => s.name === name);
      if (!skill) {
        return failure(
          `no skill named "${name}"; available: ${set.skills.map((s) => s.name).join(', ')}`,
        );
      }
      const base = `Base directory of this skill: ${dirname(skill.file)}`;
      return { result: `${base}\n\n${skill.body}`, success: true, skill: skill.name };
    },
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
