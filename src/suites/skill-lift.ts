// Whether a suite can run without its skills (a skill-lift job: engine/skill-arm.ts), known
// when it loads, so `parley validate` warns about a `baseline: true` suite that cannot.
import type { Suite } from './model.js';

/** Executors whose skills Parley places itself, and so can withhold. */
const WITHHOLDS: ReadonlySet<string> = new Set(['openai', 'mock']);

/**
 * Why a suite cannot be run without its skills, or undefined when it can: it has no skill, it
 * is a trigger_tests.yaml suite (it measures the skill's invocation), or an agent reads skills
 * Parley does not place (ACP agents and HTTP endpoints read their own configuration).
 */
export function liftSkipReason(suite: Suite): string | undefined {
  if (suite.trigger) return 'a trigger_tests.yaml suite measures whether the skill is invoked';
  // As waza (runBaselineComparison): skills are skill directories or required skills; a mock
  // suite's are its scripts without the skill.
  const hasSkill =
    suite.config.skillDirectories.length > 0 ||
    suite.config.requiredSkills.length > 0 ||
    suite.tasks.some((t) => t.skillDirectories.length > 0 || t.mockWithoutSkill !== undefined);
  if (!hasSkill) {
    return 'the suite has no skill (no `skill_directories`, `required_skills` or `mock_without_skill`)';
  }
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
