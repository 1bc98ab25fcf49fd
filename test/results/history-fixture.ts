// A history of ten scheduled runs on main, each built from a real summary.json: `steady` always
// passes, `flaky` passes about half its trials in every run, `dropping` passes until commit
// 07c0ffee and fails from there, and a task whose id and name are markup.
import { buildSummary } from '../../src/results/summary.js';
import { appendRun, historyRunOf } from '../../src/results/history.js';
import type { HistoryRun } from '../../src/results/history-schema.js';
import type { Summary } from '../../src/results/schema.js';
import { makeRecord } from '../builders.js';

export const HOSTILE = '<script>alert(1)</script>';
export const TRIALS = 4;
/** Passes of the flaky task per run: 21 of 40. */
export const FLAKY_PASSES = [2, 3, 1, 2, 2, 3, 2, 1, 3, 2];
/** The dropping task fails from this run on (0-based), the run of commit `DROP_COMMIT`. */
export const DROP_RUN = 6;
export const commitOf = (run: number) =>
  `${String(run + 1).padStart(2, '0')}c0ffee${'0'.repeat(32)}`;
export const DROP_COMMIT = commitOf(DROP_RUN);

export function runSummary(run: number): Summary {
  const passes: Record<string, number> = {
    steady: TRIALS,
    flaky: FLAKY_PASSES[run]!,
    dropping: run < DROP_RUN ? TRIALS : 0,
    [HOSTILE]: TRIALS,
  };
  const ids = Object.keys(passes);
  const records = ids.flatMap((id) =>
    Array.from({ length: TRIALS }, (_, t) =>
      makeRecord(id, t < passes[id]! ? 'passed' : 'failed', 'completed', {
        trial: t + 1,
        suite: 'agent',
      }),
    ),
  );
  const summary = buildSummary(
    records,
    [
      {
        name: 'agent',
        file: 'evals/a/eval.yaml',
        hash: 'h',
        executor: 'mock',
        model: 'gpt-fake',
        tasks: ids.map((id) => ({
          id,
          name: id === HOSTILE ? `<img src=x onerror=alert(2)>` : `Task ${id}`,
          identity: 'v1',
        })),
      },
    ],
    { commit: commitOf(run) },
  );
  summary.created_at = new Date(
    Date.parse('2026-11-01T03:00:00Z') + run * 86_400_000,
  ).toISOString();
  return summary;
}

export function tenRuns(): HistoryRun[] {
  let runs: HistoryRun[] = [];
  for (let i = 0; i < 10; i++) {
    runs = appendRun(
      runs,
      historyRunOf(runSummary(i), { event: 'schedule', runId: String(100 + i) }),
    );
  }
  return runs;
}
