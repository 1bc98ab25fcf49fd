// trigger: was the skill invoked for this prompt? mode positive: it must be; negative: it must
// not be. The skill is `skill`, else the `name` in skill_path's SKILL.md front matter (or the
// skill directory's name), else the suite's `skill`. Parley observes the invocation the agent
// reported instead of waza's keyword heuristic; `threshold` is accepted and not used.
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { loadYaml } from '../shared/yaml.js';
import type { TriggerConfig } from '../suites/schema/graders.js';
import { outcome } from './result.js';
import { listOf } from './sequence.js';
import { GraderError, type Grader } from './types.js';

/** The skill name a SKILL.md (or its directory) declares. */
export async function skillNameAt(path: string): Promise<string> {
  const info = await stat(path).catch(() => undefined);
  if (!info) throw new GraderError(`skill_path ${JSON.stringify(path)} does not exist`);
  const file = info.isDirectory() ? join(path, 'SKILL.md') : path;
  const fallback = basename(info.isDirectory() ? path : dirname(path));
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return fallback;
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!front) return fallback;
  try {
    const data = (await loadYaml()).parse(front[1]!) as { name?: unknown } | null;
    return typeof data?.name === 'string' && data.name.trim() ? data.name.trim() : fallback;
  } catch {
    return fallback;
  }
}

export const triggerGrader: Grader<TriggerConfig> = {
  type: 'trigger',
  async grade(spec, config, context) {
    const skill =
      config.skill ??
      (config.skill_path
        ? await skillNameAt(resolve(context.suite.dir, config.skill_path))
        : context.suite.skill);
    if (!skill) {
      throw new GraderError('no skill to check: set skill or skill_path, or the suite `skill`');
    }
    const invoked = context.view.skillInvocations;
    const triggered = invoked.includes(skill);
    const passed = config.mode === 'positive' ? triggered : !triggered;
    const prompt = `for the prompt of task ${JSON.stringify(context.task.id)}`;
    const feedback = triggered
      ? `skill ${JSON.stringify(skill)} was invoked ${prompt}${passed ? '' : ', and it should not be'}`
      : `skill ${JSON.stringify(skill)} was not invoked ${prompt}${passed ? '' : ` (invoked: ${listOf(invoked)})`}`;
    return outcome(spec, passed, passed ? 1 : 0, feedback, {
      skill,
      mode: config.mode,
      triggered,
      invoked_skills: invoked,
    });
  },
};
