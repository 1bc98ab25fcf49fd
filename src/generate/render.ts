// The text of what `parley generate` writes: a task file with a header saying it was drafted,
// by which model and that a person reviews it; a JSONL line (JSON has no comments: the console
// says it); and the eval.yaml of a new suite.
import { basename, dirname, relative } from 'node:path';
import { stringify } from 'yaml';
import { oneLine } from '../shared/strings.js';
import type { DraftFormat, Focus } from './draft.js';
import type { Skill } from './skill.js';

export interface Provenance {
  model: string;
  focus: Focus;
  skill: Skill;
  /** Where the file is written (for the relative paths in comments). */
  dir: string;
}

const toPosix = (path: string) => path.split('\\').join('/');

function header(p: Provenance, what: string): string {
  const skillFile = toPosix(relative(p.dir, p.skill.file)) || basename(p.skill.file);
  return [
    `# ${what} drafted by \`parley generate\` (model ${oneLine(p.model)}, focus ${p.focus}) from`,
    `# ${oneLine(skillFile)}.`,
    '# Review it before relying on it: is the brief one concrete configuration, and does each',
    '# grader check that configuration?',
  ].join('\n');
}

export function renderDraft(
  data: Record<string, unknown>,
  format: DraftFormat,
  provenance?: Provenance,
): string {
  if (format === 'jsonl') return `${JSON.stringify(data)}\n`;
  const body = stringify(data, { lineWidth: 100 });
  return provenance ? `${header(provenance, 'A task')}\n${body}` : body;
}

/** The eval.yaml of a suite that did not exist: the skill, its folder, the drafted task files. */
export function renderEvalFile(p: Provenance, tasksGlob: string): string {
  const skillsDir = toPosix(relative(p.dir, dirname(p.skill.dir))) || '.';
  const body = stringify(
    {
      name: p.skill.name,
      description: `Drafted tasks for the ${p.skill.name} skill.`,
      skill: p.skill.name,
      config: {
        trials_per_task: 1,
        timeout_seconds: 300,
        skill_directories: [skillsDir],
        required_skills: [p.skill.name],
      },
      tasks: [tasksGlob],
    },
    { lineWidth: 100 },
  );
  return `${header(p, 'This suite was')}\n# Set config.executor and config.model for the agent under test (see docs/agents.md).\n${body}`;
}
