// Runs the rows bench/pooled.ts sends it, one at a time, and posts each row's figures back.
import { parentPort } from 'node:worker_threads';
import { runRow } from './gate-row.js';
import { scenarios } from './gate-rows.js';

parentPort!.on('message', (m: { row: number; prs: number; seed: number } | null) => {
  if (m === null) {
    parentPort!.close();
    return;
  }
  void runRow(scenarios[m.row]!, m.prs, m.seed).then(
    (figures) => parentPort!.postMessage({ row: m.row, figures }),
    (error: unknown) =>
      parentPort!.postMessage({ row: m.row, error: String((error as Error)?.stack ?? error) }),
  );
});
