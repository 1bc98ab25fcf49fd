// A generated repository for impact selection (engine/impact.ts): SKILLS skills, each with its
// own suite of TASKS tasks for the built-in agent, the first SHARED_BY suites also reading one
// shared instruction file, and a README nobody reads. Used by the CLI and action tests and by
// `npm run bench -- impact`, with `agentModel` as the loopback model's answers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeHandler } from './openai-server.js';

export const SKILLS = 10;
export const TASKS = 5;
/** Suites skill-0 .. skill-(SHARED_BY-1) read shared/instructions.md. */
export const SHARED_BY = 3;
export const MODEL = 'loop-model';
/** Tokens of one agent request: one request per run (the agent answers without tools). */
export const USAGE = { prompt_tokens: 400, completion_tokens: 20 };

export const skillName = (i: number) => `skill-${i}`;

/** Writes the repository's files under `root` (no git: the caller commits). */
export function writeSkillsRepo(root: string): void {
  mkdirSync(join(root, 'shared'), { recursive: true });
  writeFileSync(join(root, 'README.md'), '# Skills\n\nTen skills and their evals.\n');
  writeFileSync(
    join(root, 'shared/instructions.md'),
    'Answer in one short sentence, and say "done" when you are done.\n',
  );
  for (let i = 0; i < SKILLS; i++) {
    const name = skillName(i);
    const skill = join(root, 'skills', name);
    mkdirSync(skill, { recursive: true });
    writeFileSync(
      join(skill, 'SKILL.md'),
      `---\nname: ${name}\ndescription: Does chore number ${i}.\n---\n\nDo chore ${i}, then say done.\n`,
    );
    const suite = join(root, 'evals', name);
    mkdirSync(join(suite, 'tasks'), { recursive: true });
    const instructions =
      i < SHARED_BY ? '  instruction_files: [../../shared/instructions.md]\n' : '';
    writeFileSync(
      join(suite, 'eval.yaml'),
      `name: ${name}\nskill: ${name}\nconfig:\n  executor: openai\n  model: ${MODEL}\n  trials_per_task: 1\n  timeout_seconds: 60\n  skill_directories: [../../skills/${name}]\n${instructions}tasks:\n  - tasks/*.yaml\n`,
    );
    for (let j = 1; j <= TASKS; j++) {
      writeFileSync(
        join(suite, 'tasks', `t${j}.yaml`),
        `id: t${j}\nname: chore ${i}.${j}\ninputs:\n  prompt: Please do chore ${i}.${j}.\ngraders:\n  - type: text\n    name: says-done\n    config:\n      contains: ['done']\n`,
      );
    }
  }
}

/** The loopback model: every agent request is answered "done" with USAGE tokens. */
export const agentModel: FakeHandler = () => ({ content: 'All done.', usage: USAGE });
