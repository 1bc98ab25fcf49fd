// A skill-lift job (`--skill-lift`, eval.yaml `baseline: true`) runs every task x trial with the
// suite's skills and without them. "Without" is the agent as it would be without those skills:
// the same suite and task with no skill directories, no required skills and no injected body
// (so the built-in agent has no <available_skills>, no load_skill tool), and the mock's
// `mock_without_skill` script. The graders, the responder and the suite's name stay the same.
import type { Suite, Task } from '../suites/model.js';
import { liftSkipReason } from '../suites/skill-lift.js';

export { liftSkipReason } from '../suites/skill-lift.js';

export type SkillArm = 'with' | 'without';

const withoutSuites = new WeakMap<Suite, Suite>();
const withoutTasks = new WeakMap<Task, Task>();

/** The suite and task as the without arm runs them (one object each, shared by every trial). */
export function withoutSkill(suite: Suite, task: Task): { suite: Suite; task: Task } {
  let bare = withoutSuites.get(suite);
  if (!bare) {
    bare = {
      ...suite,
      config: {
        ...suite.config,
        skillDirectories: [],
        requiredSkills: [],
        injectSkillBody: false,
      },
    };
    withoutSuites.set(suite, bare);
  }
  let plain = withoutTasks.get(task);
  if (!plain) {
    plain = { ...task, skillDirectories: [], mock: task.mockWithoutSkill ?? task.mock };
    withoutTasks.set(task, plain);
  }
  return { suite: bare, task: plain };
}

/**
 * Which suites of a job run both arms: all that can with `--skill-lift` (true), none when it is
 * off (false), else those that ask for it (`baseline: true`); the rest with why they do not.
 */
export function liftSuites(
  suites: Suite[],
  skillLift: boolean | undefined,
): { lifted: Set<Suite>; skipped: { suite: string; reason: string }[] } {
  const lifted = new Set<Suite>();
  const skipped: { suite: string; reason: string }[] = [];
  if (skillLift === false) return { lifted, skipped };
  for (const suite of suites) {
    if (!skillLift && !suite.baseline) continue;
    const reason = liftSkipReason(suite);
    if (reason) skipped.push({ suite: suite.name, reason });
    else lifted.add(suite);
  }
  return { lifted, skipped };
}
