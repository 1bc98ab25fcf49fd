// Impact selection in the action (engine/impact.ts): on a pull request, the files changed between
// its base commit and the checkout, and the base branch's baseline, whose tasks stand in for the
// ones not re-run. Pushes and schedules re-run everything (they keep the pools fresh); so do a
// re-run of named tasks and a fork's pull request (its `mode: report` job compares the
// artifact's summary, and ignores any task it claims was not re-run: collect.ts). Each shard of
// a matrix makes the same selection from the same diff and baseline and runs its part of the
// selected tasks (engine/plan.ts splits after the selection); its summary.json records the
// selection, which the report job's merge checks the shards agree on (results/merge.ts).
import * as core from '@actions/core';
import { changedFiles } from '../engine/changed-files.js';
import { baseTasksOf } from '../engine/impact.js';
import type { RunOptions } from '../engine/run.js';
import { suiteSetNameOf } from '../report/index.js';
import type { Summary } from '../results/schema.js';
import type { Settings } from '../settings.js';
import { baselineOrigin, restoreBaseline } from './baseline.js';
import type { EventContext } from './context.js';

export interface ImpactPlan {
  options: NonNullable<RunOptions['impact']>;
  /** The baseline read for the selection, once it is (its results stand in for the others). */
  base(): Summary | undefined;
}

/** Why impact selection does not apply to this run, or undefined when it does. */
function notApplicable(settings: Settings, context: EventContext): string | undefined {
  if (settings.impact === 'off') return 'the impact input is off';
  if (!context.pullRequest || !context.eventName.startsWith('pull_request'))
    return 'not a pull request';
  // A fork's results are compared and commented by `mode: report`, from the artifact alone.
  if (context.pullRequest.fromFork) return "a fork's pull request is reported by mode: report";
  if (settings.tasks.length) return 'the tasks input names the tasks';
  return undefined;
}

export async function impactPlan(
  settings: Settings,
  context: EventContext,
): Promise<ImpactPlan | undefined> {
  const why = notApplicable(settings, context);
  if (why) {
    if (settings.impact === 'on' && context.pullRequest) core.info(`parley: impact: off (${why})`);
    return undefined;
  }
  const baseSha = context.pullRequest!.baseSha;
  const change = await changedFiles(context.workspace, baseSha, { fetch: true });
  if ('error' in change) core.warning(`parley: impact: every task runs: ${change.error}`);
  else core.info(`parley: impact: ${change.files.length} file(s) changed since ${baseSha}`);
  let summary: Summary | undefined;
  return {
    options: {
      change,
      base: async (suiteNames) => {
        if (settings.baseline !== 'cache') {
          return `the baseline is not read from the Actions cache (baseline: ${settings.baseline}), so nothing stands in for a task not re-run`;
        }
        const found = await restoreBaseline(
          suiteSetNameOf(suiteNames),
          baseSha,
          context.workspace,
          baselineOrigin(settings.githubToken, context),
        );
        if (!found.baseline) {
          return `no baseline stands in for the tasks not re-run (${found.note ?? 'none found'})`;
        }
        summary = found.baseline.summary;
        return baseTasksOf(summary);
      },
    },
    base: () => summary,
  };
}
