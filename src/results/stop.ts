// Why a job ended before every planned run finished: data the engine returns, said in the same
// words on the console, in report.md, the PR comment and the job summary.
export interface RunStop {
  by: 'fail_fast' | 'cancelled' | 'budget';
  /** Planned runs that did not finish. */
  notRun: number;
  /** budget: why it was reached ("the budget of 10 run(s) (max-runs) was reached"). */
  reason?: string;
}

export function stopNote(stop: RunStop): string {
  if (stop.by === 'budget') {
    return `stopped: ${stop.reason ?? 'the budget was reached'}; ${stop.notRun} run(s) not started, and their tasks are inconclusive.`;
  }
  return stop.by === 'fail_fast'
    ? `fail-fast: stopped after the first run that did not pass; ${stop.notRun} run(s) not started.`
    : `cancelled: ${stop.notRun} run(s) not finished; every finished run is in results.jsonl.`;
}
