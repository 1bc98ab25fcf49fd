// What impact selection (engine/impact.ts) tells the readers of a job's results: which tasks
// were not re-run because none of their inputs changed, with the base's results that stand in
// for them, or why every task ran. The gate never compares a task that did not run: the
// baseline is cut to the tasks that ran (`baseOfTasksThatRan`).
import { clip, escapeTerminal, truncate } from '../shared/strings.js';
import { MAX_IMPACT_TASKS } from './record-values.js';
import type { Summary, SummaryImpact } from './schema.js';
import { addUsage, emptyUsageByRole } from './usage.js';

export interface NotRerunTask {
  suite: string;
  task_id: string;
  task_name: string;
  /** The base's (pooled) verdict runs of the task: what stands in for it. */
  base?: { passed: number; failed: number };
  /** The inputs impact selection compared (relative to the root, the first few): what is covered. */
  inputs?: string[];
  /** How many more inputs were compared than `inputs` lists. */
  more_inputs?: number;
}

/** A task that ran whatever changed: its inputs could not all be read or attributed. */
export interface UnattributedTask {
  suite: string;
  task_id: string;
  reason: string;
}

export interface ImpactReport {
  /** What the files changed against (a sha or ref). */
  since?: string;
  /** Files changed. */
  changed: number;
  /** Why every task ran; unset = only the tasks whose inputs changed ran. */
  all?: string;
  notRerun: NotRerunTask[];
  /** Tasks whose inputs did not change that ran anyway: no base results of the same identity. */
  runAnyway: number;
  /** Tasks that ran whatever changed, and why. */
  unattributed?: UnattributedTask[];
}

/** The base's verdict runs of a task: its pool when it has one, else its own counts. */
function baseRuns(task: Summary['suites'][number]['tasks'][number]) {
  if (task.pool?.length) {
    return task.pool.reduce(
      (sum, run) => ({ passed: sum.passed + run.passed, failed: sum.failed + run.failed }),
      { passed: 0, failed: 0 },
    );
  }
  const s = task.counts.by_status;
  return { passed: s.passed ?? 0, failed: s.failed ?? 0 };
}

/** The not re-run tasks with the base's results that stand in for them. */
export function withBaseResults(impact: ImpactReport, base: Summary | undefined): ImpactReport {
  if (!base) return impact;
  const find = (suite: string, id: string) =>
    base.suites.find((s) => s.name === suite)?.tasks.find((t) => t.task_id === id);
  return {
    ...impact,
    notRerun: impact.notRerun.map((t) => {
      const found = find(t.suite, t.task_id);
      return found ? { ...t, base: baseRuns(found) } : t;
    }),
  };
}

/**
 * The baseline without the tasks that were not re-run: they are not compared. Its totals (pass
 * rate, runs, tokens, duration) are the remaining tasks', so "vs base" compares like with like.
 */
export function baseOfTasksThatRan(base: Summary, notRerun: NotRerunTask[]): Summary {
  const skipped = new Set(notRerun.map((t) => `${t.suite}\u0000${t.task_id}`));
  const suites = base.suites.map((s) => ({
    ...s,
    tasks: s.tasks.filter((t) => !skipped.has(`${s.name}\u0000${t.task_id}`)),
  }));
  const tasks = suites.flatMap((s) => s.tasks);
  const counts = { runs: 0, by_status: {}, by_outcome: {} } as Summary['counts'];
  const usage = emptyUsageByRole();
  for (const t of tasks) {
    counts.runs += t.counts.runs;
    for (const [k, n] of Object.entries(t.counts.by_status))
      counts.by_status[k as keyof typeof counts.by_status] =
        (counts.by_status[k as keyof typeof counts.by_status] ?? 0) + (n ?? 0);
    for (const [k, n] of Object.entries(t.counts.by_outcome))
      counts.by_outcome[k as keyof typeof counts.by_outcome] =
        (counts.by_outcome[k as keyof typeof counts.by_outcome] ?? 0) + (n ?? 0);
    for (const role of ['agent', 'responder', 'judge'] as const)
      addUsage(usage[role], t.usage[role]);
  }
  const share = base.counts.runs ? counts.runs / base.counts.runs : 0;
  return {
    ...base,
    suites,
    counts,
    pass_rate: counts.runs ? (counts.by_status.passed ?? 0) / counts.runs : 0,
    usage,
    duration_ms: Math.round(base.duration_ms * share),
  };
}

/**
 * What summary.json records of impact selection (its `impact`): the report as the job made it,
 * cut to the schema's bounds (the first MAX_IMPACT_TASKS tasks, free text clipped) so that
 * every summary Parley writes reads back. Ids are kept whole: the comparison keys on them.
 */
export function summaryImpact(impact: ImpactReport): SummaryImpact {
  return {
    ...(impact.since !== undefined ? { since: truncate(impact.since, 200) } : {}),
    changed: impact.changed,
    ...(impact.all !== undefined ? { all: truncate(impact.all, 1000) } : {}),
    not_rerun: impact.notRerun.slice(0, MAX_IMPACT_TASKS).map((t) => ({
      suite: t.suite,
      task_id: t.task_id,
      task_name: truncate(t.task_name, 500),
      ...(t.base ? { base: { passed: t.base.passed, failed: t.base.failed } } : {}),
      ...(t.inputs ? { inputs: t.inputs.slice(0, 50).map((p) => truncate(p, 400)) } : {}),
      ...(t.more_inputs || (t.inputs?.length ?? 0) > 50
        ? { more_inputs: (t.more_inputs ?? 0) + Math.max(0, (t.inputs?.length ?? 0) - 50) }
        : {}),
    })),
    run_anyway: impact.runAnyway,
    ...(impact.unattributed
      ? {
          unattributed: impact.unattributed.slice(0, MAX_IMPACT_TASKS).map((t) => ({
            suite: t.suite,
            task_id: t.task_id,
            reason: truncate(t.reason, 400),
          })),
        }
      : {}),
  };
}

/** A summary's recorded impact selection as the report and the comparison take it. */
export function impactReportOf(recorded: SummaryImpact): ImpactReport {
  return {
    ...(recorded.since !== undefined ? { since: recorded.since } : {}),
    changed: recorded.changed,
    ...(recorded.all !== undefined ? { all: recorded.all } : {}),
    notRerun: recorded.not_rerun.map((t) => ({ ...t })),
    runAnyway: recorded.run_anyway,
    ...(recorded.unattributed
      ? { unattributed: recorded.unattributed.map((t) => ({ ...t })) }
      : {}),
  };
}

/** Tasks listed one a line on a console or in a log, at most. */
const LISTED = 50;

/**
 * Plain lines for a console or a log: what impact selection did, then the tasks that ran
 * whatever changed and why, and per task not re-run the inputs compared (what is not among
 * them is not covered). Bounded.
 */
export function impactLine(impact: ImpactReport): string {
  if (impact.all) return `impact: every task runs: ${impact.all}`;
  const names = impact.notRerun.length;
  const blind = impact.unattributed ?? [];
  const lines = [
    `impact: ${impact.changed} file(s) changed${impact.since ? ` since ${impact.since}` : ''}; ${names} task(s) not re-run (their inputs did not change)${impact.runAnyway ? `, ${impact.runAnyway} run anyway (no base results of the same identity)` : ''}${blind.length ? `, ${blind.length} run whatever changed` : ''}`,
  ];
  const listed = <T>(items: T[], line: (t: T) => string) => {
    for (const t of items.slice(0, LISTED)) lines.push(`  ${line(t)}`);
    if (items.length > LISTED) lines.push(`  … and ${items.length - LISTED} more`);
  };
  listed(blind, (t) => `runs: ${flat(`${t.suite}/${t.task_id}`)}: ${flat(t.reason)}`);
  listed(impact.notRerun, (t) => `not re-run: ${flat(`${t.suite}/${t.task_id}`)}: ${inputsOf(t)}`);
  return lines.join('\n');
}

// File names and task ids are the repository's own: one line, no terminal escapes.
const flat = (text: string) => clip(escapeTerminal(text), 300);

/** The inputs a task not re-run was compared by, in one bounded line. */
export function inputsOf(t: NotRerunTask): string {
  if (!t.inputs) return 'inputs not recorded';
  return `${t.inputs.map(flat).join(', ')}${t.more_inputs ? ` (+${t.more_inputs} more)` : ''}`;
}
