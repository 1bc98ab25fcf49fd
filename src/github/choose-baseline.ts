// Which baseline a run is compared with, from where. Pull requests: the base branch's (the base
// commit's cache entry, else the newest); scheduled runs: the default branch's newest (the
// previous scheduled or push run); pushes: none. `baseline: artifact` reads the results
// artifact of the newest successful run of the same workflow on that branch instead of the cache.
import * as core from '@actions/core';
import { compareSummaries, type Comparison } from '../verdict/compare.js';
import { markFlakyOnMain } from '../verdict/flaky.js';
import type { BaselineInfo } from '../report/index.js';
import type { RunRecord, Summary, TokenBudgets } from '../results/schema.js';
import { baseOfTasksThatRan, type NotRerunTask } from '../results/impact.js';
import type { BaselineSource } from '../settings.js';
import { baselineOrigin, restoreBaseline } from './baseline.js';
import { scratchDir } from './artifact-download.js';
import { collectResults } from './collect.js';
import type { EventContext } from './context.js';
import { octokitFor, successfulRuns, workflowOfRun } from './rest.js';

export interface BaselineChoice {
  /** null: looked for one and found none; undefined: no comparison for this event. */
  baseline?: BaselineInfo | null;
  baselineNote?: string;
  comparison?: Comparison;
  /** The baseline's skill token counts, when it has them (what "changed" is against). */
  baseTokens?: TokenBudgets;
}

export interface BaselineQuery {
  source: BaselineSource;
  token: string;
  context: EventContext;
  /** The suite set's name (no shard). */
  suiteSet: string;
  head: Summary;
  /** The head's runs: the responder's reasons of newly abstaining tasks. */
  headRecords?: RunRecord[];
  /** The regression gate's level (default 0.05). */
  alpha?: number;
  /** The pull request's base; undefined outside pull requests. */
  base?: { sha: string; ref: string };
  /** The workflow whose runs hold artifact baselines; undefined = this run's. */
  workflow?: string | number;
  /** Only some tasks ran (a re-run): compare them with the same tasks of the baseline. */
  onlyHeadTasks?: boolean;
  /** Impact selection: tasks not re-run, left out of the baseline so that they are not compared. */
  notRerun?: NotRerunTask[];
}

/** The baseline's tasks that the head ran, so the others do not read as removed. */
function sameTasks(base: Summary, head: Summary): Summary {
  const ran = new Set(
    head.suites.flatMap((s) => s.tasks.map((t) => `${s.name}\u0000${t.task_id}`)),
  );
  return {
    ...base,
    suites: base.suites
      .map((s) => ({ ...s, tasks: s.tasks.filter((t) => ran.has(`${s.name}\u0000${t.task_id}`)) }))
      .filter((s) => s.tasks.length),
  };
}

interface Found {
  baseline: { summary: Summary; sha?: string; source: string } | null;
  note?: string;
}

async function artifactBaseline(q: BaselineQuery, branch: string): Promise<Found> {
  if (!q.token) return { baseline: null, note: 'the "github-token" input is empty' };
  const repo = { owner: q.context.owner, repo: q.context.repo };
  try {
    const octokit = octokitFor(q.token);
    const workflow =
      q.workflow ??
      q.context.workflowFile ??
      (await workflowOfRun(octokit, repo, Number(q.context.runId)));
    const runs = await successfulRuns(octokit, repo, workflow, branch);
    for (const run of runs.filter((r) => String(r.id) !== q.context.runId)) {
      const findBy = {
        token: q.token,
        workflowRunId: run.id,
        repositoryOwner: repo.owner,
        repositoryName: repo.repo,
      };
      const groups = await collectResults(findBy, scratchDir(`baseline-run-${run.id}`));
      const group = groups.find((g) => g.suiteSet === q.suiteSet);
      if (group?.merged) {
        return {
          baseline: {
            summary: group.merged.summary,
            sha: run.headSha || undefined,
            source: `from the results artifact of run ${run.id} on ${branch}`,
          },
        };
      }
      if (group?.error) core.warning(`parley: baseline run ${run.id}: ${group.error}`);
    }
    return {
      baseline: null,
      note: `no results artifact of suite set "${q.suiteSet}" in the newest successful runs of workflow ${workflow} on ${branch}`,
    };
  } catch (error) {
    core.warning(`parley: could not read the artifact baseline: ${(error as Error).message}`);
    return {
      baseline: null,
      note: `the artifact baseline could not be read (${(error as Error).message})`,
    };
  }
}

/** Who saved a baseline, from its own summary: "saved by a run on main, 2026-01-01 12:00 UTC". */
function savedBy(summary: Summary): { savedBy?: string } {
  const ref = summary.identity.ref?.replace(/^refs\/(heads|tags)\//, '');
  const when = /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(summary.created_at)
    ? `${summary.created_at.slice(0, 10)} ${summary.created_at.slice(11, 16)} UTC`
    : undefined;
  if (!ref && !when) return {};
  return {
    savedBy: ['saved by a run', ref && `on ${ref}`, when && `at ${when}`].filter(Boolean).join(' '),
  };
}

export async function chooseBaseline(q: BaselineQuery): Promise<BaselineChoice> {
  if (q.source === 'none') return {};
  const schedule = !q.base && q.context.eventName === 'schedule';
  if (!q.base && !schedule) return {};
  const branch =
    q.base?.ref ?? q.context.defaultBranch ?? q.context.ref.replace(/^refs\/heads\//, '');
  const found: Found =
    q.source === 'artifact'
      ? await artifactBaseline(q, branch)
      : await restoreBaseline(
          q.suiteSet,
          q.base?.sha ?? '',
          q.context.workspace,
          baselineOrigin(q.token, q.context),
        );
  if (!found.baseline) return { baseline: null, baselineNote: found.note };
  // The head's tasks flaky on the base branch, from the baseline's pools (summary.json, report).
  markFlakyOnMain(q.head, found.baseline.summary);
  return {
    baseline: {
      sha: found.baseline.sha,
      source: found.baseline.source,
      ...savedBy(found.baseline.summary),
    },
    baselineNote: found.note,
    comparison: compareSummaries(
      q.onlyHeadTasks
        ? sameTasks(found.baseline.summary, q.head)
        : q.notRerun
          ? baseOfTasksThatRan(found.baseline.summary, q.notRerun)
          : found.baseline.summary,
      q.head,
      {
        alpha: q.alpha,
        headRecords: q.headRecords,
      },
    ),
    ...(found.baseline.summary.tokens ? { baseTokens: found.baseline.summary.tokens } : {}),
  };
}
