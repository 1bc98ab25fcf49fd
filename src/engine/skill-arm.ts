// A skill-lift job (`--skill-lift`, eval.yaml `baseline: true`) runs every task x trial with the
// suite's skills and without them. "Without" is the agent as it would be without those skills:
// the same suite and task with no skill directories, no required skills and no injected body
// (so the built-in agent has no <available_skills>, no load_skill tool), and the mock's
// `mock_without_skill` script. The graders, the responder and the suite's name stay the same.
import type { Suite, Task } from '../suites/model.js';

export type SkillArm = 'with' | 'without';

/** Executors whose skills Parley places itself, and so can withhold. */
const WITHHOLDS: ReadonlySet<string> = new Set(['openai', 'mock']);

/**
 * Why a suite cannot be run without its skills, or undefined when it can: it has no skill, it
 * is a trigger_tests.yaml suite (it measures the skill's invocation), or an agent reads skills
 * Parley does not place (ACP agents and HTTP endpoints read their own configuration).
 */
export function liftSkipReason(suite: Suite): string | undefined {
  if (suite.trigger) return 'a trigger_tests.yaml suite measures whether the skill is invoked';
  const hasSkill =
    suite.skill !== undefined ||
    suite.config.skillDirectories.length > 0 ||
    suite.tasks.some((t) => t.skillDirectories.length > 0);
  if (!hasSkill) return 'the suite has no skill (no `skill`, no `skill_directories`)';
  const executors = [...new Set(suite.tasks.map((t) => t.agent.executor))];
  const cannot = executors.filter((e) => !WITHHOLDS.has(e));
  if (cannot.length) {
    return (
      `executor ${cannot.join(', ')}: Parley places no skill files for it (the agent reads ` +
      'skills from its own configuration and the workspace), so it cannot withhold the skill'
    );
  }
  return undefined;
}

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
