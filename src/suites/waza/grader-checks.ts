// The load-time checks of graders: code assertions' syntax, program and skill paths, and what waza's prompt
// and trigger graders mean here. load.ts imports this module only when a suite has a grader.
import { basename } from 'node:path';
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import type { Suite } from '../model.js';
import { checkCodeAssertions } from './code-syntax.js';
import { resolveProgramPaths } from './program-paths.js';
import { resolveSkillPaths } from './skill-paths.js';
import { checkSchemaFiles } from './schema-files.js';
import { warnToolArgAliases } from './tool-arg-names.js';
import { warnAllowOnly } from './allow-only.js';
import { warnPromptJudge } from './prompt-judge.js';

export async function checkGraders(
  suites: Suite[],
  cwd: string,
  diagnostics: Diagnostics,
): Promise<void> {
  await checkCodeAssertions(suites, diagnostics);
  warnTriggerMeaning(suites, diagnostics);
  warnBehaviorLimits(suites, diagnostics);
  warnGraderModel(suites, diagnostics);
  checkGraderNames(suites, diagnostics);
  warnPromptJudge(suites, diagnostics);
  resolveProgramPaths(suites, cwd, diagnostics);
  resolveSkillPaths(suites, cwd, diagnostics);
  checkSchemaFiles(suites, cwd, diagnostics);
  warnToolArgAliases(suites, diagnostics);
  warnAllowOnly(suites, diagnostics);
}

/** waza's trigger grader scores the prompt against SKILL.md; Parley's observes the invocation. */
function warnTriggerMeaning(suites: Suite[], diagnostics: Diagnostics): void {
  for (const suite of suites) {
    const graders = new Set([...suite.graders, ...suite.tasks.flatMap((t) => t.graders)]);
    for (const g of graders) {
      if (g.type !== 'trigger' || !g.source) continue;
      // trigger_tests.yaml's prompts (waza/trigger-tests.ts) are graded as waza grades them.
      if (basename(suite.file) === 'trigger_tests.yaml') continue;
      diagnostics.warnings.push({
        ...g.source,
        path: `graders.${g.name}`,
        message:
          'trigger: Parley checks that the agent invoked the skill (or did not, mode: negative), as trigger_tests.yaml does; an older waza scored how well the task prompt matches SKILL.md (threshold), which Parley does not',
      });
    }
  }
}

/**
 * waza keeps one result per grader name (graders/run.go, RunAll: `results[result.Name]`), the
 * suite's graders first, then the task's: a name used twice would count once there, twice here.
 */
function checkGraderNames(suites: Suite[], diagnostics: Diagnostics): void {
  const reported = new Set<object>();
  for (const suite of suites) {
    for (const task of suite.tasks) {
      const seen = new Set<string>();
      for (const g of [...suite.graders, ...task.graders]) {
        if (!seen.has(g.name)) {
          seen.add(g.name);
          continue;
        }
        if (!g.source || reported.has(g)) continue;
        reported.add(g);
        diagnostics.errors.push({
          ...g.source,
          path: `graders.${g.name}`,
          message:
            'the name of another grader of this task: name each grader once (waza keeps only the later result of a name)',
        });
      }
    }
  }
}

/**
 * A prompt grader's `model` beside `type`: waza hands a grader only its name and `config`
 * (graders/run.go, RunAll: `Create(vCfg.Identifier, params)`), so its judge is config.model,
 * else judge_model; Parley takes this model between the two.
 */
function warnGraderModel(suites: Suite[], diagnostics: Diagnostics): void {
  for (const suite of suites) {
    const graders = new Set([...suite.graders, ...suite.tasks.flatMap((t) => t.graders)]);
    for (const g of graders) {
      if (g.type !== 'prompt' || g.model === undefined || !g.source) continue;
      if ((g.config as { model?: string }).model !== undefined) continue;
      diagnostics.warnings.push({
        ...g.source,
        path: `graders.${g.name}.model`,
        message: `the judge's model in Parley (over judge_model); waza reads a grader's config.model only and judges with ${suite.config.judgeModel ? `judge_model (${suite.config.judgeModel})` : 'its default model'}`,
      });
    }
  }
}

/** Limits of Parley's behavior grader that waza's does not read (behavior_grader.go, BehaviorGraderParams). */
function warnBehaviorLimits(suites: Suite[], diagnostics: Diagnostics): void {
  for (const suite of suites) {
    const graders = new Set([...suite.graders, ...suite.tasks.flatMap((t) => t.graders)]);
    for (const g of graders) {
      if (g.type !== 'behavior' || !g.source) continue;
      const config = g.config as Record<string, unknown>;
      for (const key of ['max_iterations', 'max_response_time_ms']) {
        if (!config[key]) continue;
        diagnostics.warnings.push({
          ...g.source,
          path: `graders.${g.name}.config.${key}`,
          message: `checked by Parley; waza's behavior grader does not read ${key} (it checks max_tool_calls, max_tokens, max_duration_ms, required_tools, forbidden_tools)`,
        });
      }
    }
  }
}
