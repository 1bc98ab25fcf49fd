// The action's skill token budgets: counted at the repository root like `parley tokens check`
// (under the project config's paths.skills when set, else the whole checkout), when the `tokens`
// input says so or, unset, when the project config has a tokens section. They go into
// summary.json (so the base branch's baseline carries them) and into the comment when a file is
// over its limit or changed against the base. A problem is a warning: it never fails the run.
import * as core from '@actions/core';
import type { TokenBudgets } from '../results/schema.js';
import type { Settings } from '../settings.js';
import { Diagnostics } from '../suites/diagnostics/diagnostics.js';
import { loadProject } from '../suites/project.js';
import { tokenBudgetConfig } from '../suites/waza/token-budgets.js';
import { loadYaml } from '../shared/yaml.js';
import { checkTokenBudgets } from '../suites/waza/token-count.js';

export async function countTokenBudgets(
  settings: Pick<Settings, 'tokens'>,
  root: string,
): Promise<TokenBudgets | undefined> {
  const diagnostics = new Diagnostics();
  await loadYaml();
  const project = loadProject(root, diagnostics);
  // A broken project config is the run's configuration error, reported there.
  if (diagnostics.errors.length) return undefined;
  if (!(settings.tokens ?? project.tokens !== undefined)) return undefined;
  try {
    const config = tokenBudgetConfig(root, project);
    for (const warning of config.warnings) core.warning(`parley: ${warning}`);
    const checks = await checkTokenBudgets(
      root,
      project.skillsDir ? [project.skillsDir] : [],
      config,
    );
    return {
      source: config.source,
      files: checks.map(({ file, tokens, limit, status }) => ({ file, tokens, limit, status })),
    };
  } catch (error) {
    core.warning(`parley: skill token budgets not counted: ${(error as Error).message}`);
    return undefined;
  }
}
