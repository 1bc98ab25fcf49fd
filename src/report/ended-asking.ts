// Graded runs whose agent ended by asking something nothing could answer (a single-prompt task):
// the verdict stands, and the question is shown so a reader can tell a courtesy from a need.
import { finalOutput } from '../results/final-output.js';
import type { RunRecord } from '../results/schema.js';
import { questionOf } from '../shared/asking.js';
import { inline } from './escape.js';
import { boundedTable } from './table.js';

export function endedAskingSection(records: RunRecord[]): string | null {
  const runs = records.filter((r) => r.ended_with_question && r.status !== 'skipped');
  if (!runs.length) return null;
  const multi = records.some((r) => r.trial > 1);
  const rows = runs.map((r) => [
    `${inline(r.suite, 80)} / ${inline(r.task_id, 80)}${multi ? ` (trial ${r.trial})` : ''}`,
    r.status,
    inline(questionOf(finalOutput(r), 300), 300),
  ]);
  const table = boundedTable(['Task', 'Status', "The agent's question"], rows, 'run');
  return (
    `<details><summary>Ended with a question (${runs.length})</summary>\n\n${table}\n\n` +
    '_Graded as they ended: no input source answers a single-prompt task (`on_missing_input: skip | fail` to skip or fail them)._\n\n</details>'
  );
}
