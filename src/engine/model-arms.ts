// A models job (`--model a,b,c`, the action's `models`): every suite runs once per agent model,
// each as a suite of its own named `suite [model]`, loaded exactly as `--model model` loads it.
// Being its own suite is what keys each model's runs apart everywhere without a second key:
// summary rows, the comparison with the base, pooled baselines, confirmation re-runs, shards
// and their merge. The suite's name inside the brackets stays in `modelArm` for the report's
// task x model table (results/model-comparison.ts).
import { createHash } from 'node:crypto';
import { loadSuites, type LoadResult } from '../suites/load.js';
import type { RunOverrides, Suite } from '../suites/model.js';
import { modelArmName } from '../shared/model-list.js';

/**
 * The suites as loadSuites loads them, once per model when `models` is given. The first
 * model's errors and warnings are the job's: the other loads read the same files (the model
 * changes no validation), so they would only repeat them.
 */
export async function loadSuitesPerModel(
  paths: string[],
  options: { cwd?: string; overrides?: RunOverrides; models?: readonly string[] },
): Promise<LoadResult> {
  const { models, ...rest } = options;
  if (!models?.length) return loadSuites(paths, rest);
  const loads: LoadResult[] = [];
  for (const model of models) {
    loads.push(await loadSuites(paths, { ...rest, overrides: { ...rest.overrides, model } }));
  }
  const first = loads[0]!;
  const suites: Suite[] = [];
  // Suite by suite, each under every model in turn: the report lists a suite's models together.
  for (let i = 0; i < first.suites.length; i++) {
    loads.forEach((load, m) => {
      const suite = load.suites[i];
      if (suite) suites.push(armOf(suite, models[m]!));
    });
  }
  return { ...first, suites };
}

/**
 * The suite under one model. Its hash takes the model in, so that a models job's suite set (its
 * baseline cache, its shards' set) is its models' own: never a one-model job's, whose suites
 * have other names.
 */
function armOf(suite: Suite, model: string): Suite {
  const hash = createHash('sha256').update(`${suite.hash}\0model\0${model}`).digest('hex');
  return {
    ...suite,
    name: modelArmName(suite.name, model),
    hash,
    modelArm: { suite: suite.name, model },
  };
}
