// Runs the planned runs on a pool of workers: a global worker count, at most one run at a time
// for suites with `parallel: false`, retries of failed runs up to max_attempts, retries of
// errored runs up to `retryErrors` more attempts (their errors kept in `error_attempts`),
// fail-fast, a budget (no new run starts once it is spent), and cancellation (no new run starts
// once the signal aborts).
import { truncate } from '../shared/strings.js';
import type { RunError, RunRecord } from '../results/schema.js';
import type { PlannedRun } from './plan.js';

export interface ScheduleOptions {
  workers: number;
  /** Concurrent runs allowed per suite (1 for `parallel: false`). */
  suiteLimit: (run: PlannedRun) => number;
  maxAttempts: (run: PlannedRun) => number;
  /**
   * Attempts more after an attempt that ended in an error (0 = none). A cancelled run is no
   * record (execute returns null) and is never retried; nor is any attempt once the signal
   * aborted, nor a config_error (the same configuration errors again).
   */
  retryErrors?: (run: PlannedRun) => number;
  failFast: (run: PlannedRun) => boolean;
  signal: AbortSignal;
  execute: (run: PlannedRun, attempt: number) => Promise<RunRecord | null>;
  /** Each final record, as soon as it exists: the caller keeps it and streams it to disk. */
  onRecord: (record: RunRecord, run: PlannedRun) => void;
  /** The job's budget (engine/budget.ts): false = no new run starts, the rest are not run. */
  mayStart?: () => boolean;
  /** Each run the budget kept from starting. */
  onNotStarted?: (run: PlannedRun) => void;
}

export interface ScheduleResult {
  /** Runs never started (fail-fast or cancellation) or cancelled mid-run. */
  notRun: number;
  stoppedBy?: 'fail_fast' | 'cancelled' | 'budget';
}

/**
 * One run, attempted again while it ends in an error (its own budget: retry-errors; never a
 * configuration error) or fails with attempts left (max_attempts); null when it was cancelled.
 */
async function runWithRetries(run: PlannedRun, options: ScheduleOptions) {
  const max = Math.max(1, options.maxAttempts(run));
  const errorBudget = Math.max(0, options.retryErrors?.(run) ?? 0);
  const errors: RunError[] = [];
  // max_attempts bounds the attempts that were not errors; errored ones have their own budget.
  let verdictAttempts = 0;
  for (let attempt = 1; ; attempt++) {
    const record = await options.execute(run, attempt);
    if (!record) return null;
    const kept = errors.length ? { ...record, error_attempts: errors } : record;
    if (options.signal.aborted) return kept;
    if (record.status === 'error') {
      if (record.outcome === 'config_error' || errors.length >= errorBudget) return kept;
      errors.push(boundedError(record));
      continue;
    }
    verdictAttempts++;
    if (record.status !== 'failed' || verdictAttempts >= max) return kept;
  }
}

export async function schedule(
  runs: PlannedRun[],
  options: ScheduleOptions,
): Promise<ScheduleResult> {
  // Taken runs leave a hole instead of being spliced out: splicing the front of a queue of tens
  // of thousands of runs costs seconds. `head` skips the holes at the front.
  const queue: (PlannedRun | undefined)[] = [...runs];
  let head = 0;
  const active = new Map<string, number>();
  let stoppedBy: ScheduleResult['stoppedBy'];
  let notRun = 0;
  let crash: unknown;

  /** The first waiting run whose suite has room for one more. */
  const take = (): PlannedRun | undefined => {
    while (head < queue.length && !queue[head]) head++;
    for (let i = head; i < queue.length; i++) {
      const run = queue[i];
      if (run && (active.get(run.suite.file) ?? 0) < options.suiteLimit(run)) {
        queue[i] = undefined;
        return run;
      }
    }
    return undefined;
  };

  await new Promise<void>((done) => {
    let running = 0;
    const pump = () => {
      if (options.signal.aborted && !stoppedBy) stoppedBy = 'cancelled';
      while (!stoppedBy && running < options.workers) {
        const run = take();
        if (!run) break;
        if (options.mayStart && !options.mayStart()) {
          // The budget is spent: this run and every one still waiting are not run.
          queue.push(run);
          stoppedBy = 'budget';
          break;
        }
        running++;
        active.set(run.suite.file, (active.get(run.suite.file) ?? 0) + 1);
        runWithRetries(run, options)
          .then((record) => {
            if (!record) {
              notRun++;
              return;
            }
            options.onRecord(record, run);
            if (
              options.failFast(run) &&
              record.status !== 'passed' &&
              record.status !== 'skipped'
            ) {
              stoppedBy ??= 'fail_fast';
            }
          })
          .catch((error: unknown) => {
            crash ??= error;
            stoppedBy ??= 'cancelled';
          })
          .finally(() => {
            running--;
            active.set(run.suite.file, (active.get(run.suite.file) ?? 1) - 1);
            pump();
          });
      }
      if (running === 0) {
        const waiting = queue.filter((run) => run !== undefined);
        if (stoppedBy === 'budget') waiting.forEach((run) => options.onNotStarted?.(run));
        notRun += waiting.length;
        queue.length = 0;
        done();
      }
    };
    options.signal.addEventListener('abort', pump, { once: true });
    pump();
  });
  // A bug in the engine itself, not a failing run (those are records): finished runs are on disk.
  if (crash) throw crash;
  return { notRun, stoppedBy };
}

/** An errored attempt's error, its message bounded as the reports bound `error`. */
function boundedError(record: RunRecord): RunError {
  const error = record.error ?? { kind: record.outcome, message: record.outcome };
  return { kind: truncate(error.kind, 100), message: truncate(error.message, 2_000) };
}
