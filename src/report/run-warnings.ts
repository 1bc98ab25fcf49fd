// Runs whose record carries warnings: what may make them test less than they say (an agent that
// connected none of the MCP servers it was given). The verdict stands; the reader is told.
import type { RunRecord } from '../results/schema.js';
import { inline } from './escape.js';
import { boundedTable } from './table.js';

export function runWarningsSection(records: RunRecord[]): string | null {
  const runs = records.filter((r) => r.warnings?.length && r.status !== 'skipped');
  if (!runs.length) return null;
  const multi = records.some((r) => r.trial > 1);
  const rows = runs.map((r) => [
    `${inline(r.suite, 80)} / ${inline(r.task_id, 80)}${multi ? ` (trial ${r.trial})` : ''}`,
    r.status,
    inline((r.warnings ?? []).join('; '), 400),
  ]);
  const table = boundedTable(['Task', 'Status', 'Warning'], rows, 'run');
  return `**⚠️ Runs with warnings (${runs.length})**\n\n${table}`;
}
