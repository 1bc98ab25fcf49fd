// summary.json's cross-field checks: what a summary's counts must agree on beyond each field's
// own type, so a tampered or broken summary (a baseline, a pool entry, a shard to merge) is
// refused by the reader with the field and the reason instead of being pooled or compared
// ("5003/5006" passed of 3 runs). The schema (schema.ts) runs them on every summary read back.
// The shapes below are what each check reads, declared here rather than taken from schema.ts
// (which calls these checks): schema.ts's types must fit them, or it does not compile.

export type Issue = (path: (string | number)[], message: string) => void;

/** A counts block: runs, and the runs by status and by outcome. */
interface Counts {
  runs: number;
  by_status: Readonly<Record<string, number>> & { passed: number };
  by_outcome: Readonly<Record<string, number>>;
}

/** A pool entry's base run of one task (PoolRun). */
interface PoolRun {
  runs?: number;
  passed: number;
  failed: number;
  errored?: number;
}

/** One task of a summary (TaskSummary). */
interface TaskSummary {
  trials: number;
  passed: number;
  errored?: number;
  counts: Counts;
}

/** A suite of a summary (SuiteSummary), and the whole summary: counts and their parts'. */
interface SuiteSummary {
  counts: Counts;
  tasks: readonly { counts: { runs: number } }[];
}
interface Summary {
  counts: Counts;
  suites: readonly { counts: { runs: number } }[];
}

const sum = (values: Record<string, number>) => Object.values(values).reduce((n, v) => n + v, 0);

/** Statuses add up to the runs, outcomes to no more than them. */
export function checkCounts(counts: Counts, issue: Issue, at: (string | number)[] = []): void {
  const statuses = sum(counts.by_status);
  if (statuses !== counts.runs) {
    issue(
      [...at, 'counts', 'by_status'],
      `the statuses add up to ${statuses}, not the ${counts.runs} runs`,
    );
  }
  // At most the runs: a summary from before an outcome existed (not_run) counts none of it.
  const outcomes = sum(counts.by_outcome);
  if (outcomes > counts.runs) {
    issue(
      [...at, 'counts', 'by_outcome'],
      `the outcomes add up to ${outcomes}, more than the ${counts.runs} runs`,
    );
  }
}

/** One base run of a pool: its verdicts and errors are runs it had. */
export function checkPoolRun(run: PoolRun, issue: Issue): void {
  if (run.runs === undefined) return;
  if (run.passed + run.failed > run.runs) {
    issue(['passed'], `${run.passed} passed and ${run.failed} failed of ${run.runs} runs`);
  }
  if (run.errored !== undefined && run.errored > run.runs) {
    issue(['errored'], `${run.errored} errored of ${run.runs} runs`);
  }
}

/** A task: its trials are its counted runs, its passed the runs whose status is passed. */
export function checkTask(task: TaskSummary, issue: Issue): void {
  if (task.trials !== task.counts.runs) {
    issue(['trials'], `${task.trials} trials, but counts.runs is ${task.counts.runs}`);
  }
  if (task.passed > task.trials) {
    issue(['passed'], `${task.passed} passed of ${task.trials} trials`);
  } else if (task.passed !== task.counts.by_status.passed) {
    issue(
      ['passed'],
      `${task.passed} passed, but counts.by_status.passed is ${task.counts.by_status.passed}`,
    );
  }
  if (task.errored !== undefined && task.errored > task.trials) {
    issue(['errored'], `${task.errored} errored of ${task.trials} trials`);
  }
  checkCounts(task.counts, issue);
}

/** A suite: its runs are its tasks' runs. */
export function checkSuite(suite: SuiteSummary, issue: Issue): void {
  checkCounts(suite.counts, issue);
  const runs = suite.tasks.reduce((n, t) => n + t.counts.runs, 0);
  if (runs !== suite.counts.runs) {
    issue(['counts', 'runs'], `${suite.counts.runs} runs, but its tasks have ${runs}`);
  }
}

/** The whole summary: its runs are its suites' runs. */
export function checkSummary(summary: Summary, issue: Issue): void {
  checkCounts(summary.counts, issue);
  const runs = summary.suites.reduce((n, s) => n + s.counts.runs, 0);
  if (runs !== summary.counts.runs) {
    issue(['counts', 'runs'], `${summary.counts.runs} runs, but its suites have ${runs}`);
  }
}
