// Why a job ended before every planned run finished: data the engine returns, said in the same
// words on the console, in report.md, the PR comment and the job summary.
export interface RunStop {
  by: 'fail_fast' | 'cancelled';
  /** Planned runs that did not finish. */
  notRun: number;
}

export function stopNote(stop: RunStop): string {
  return stop.by === 'fail_fast'
    ? `fail-fast: stopped after the first run that did not pass; ${stop.notRun} run(s) not started.`
    : `cancelled: ${stop.notRun} run(s) not finished; every finished run is in results.jsonl.`;
}
