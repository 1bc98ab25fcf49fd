// `parley compare BASE HEAD`: compares two summary.json files (or results directories holding
// one). Exit 0 without regressions, 1 with regressions, 2 when a file is missing or invalid.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  blindLine,
  BUCKET_NOTES,
  compareSummaries,
  formatP,
  suiteLine,
  TASK_BUCKETS,
  type Comparison,
  type TaskComparison,
} from '../verdict/compare.js';
import { readResultsDir, readSummaryFile, ResultsReadError } from '../results/files.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { ALPHA_HELP, alphaOption } from './job-options.js';
import { UsageError, type Command } from './types.js';
import { regressedNote } from '../report/regressed-note.js';
import { sideCell } from '../report/scorecard.js';

/** A summary.json (or a results directory) named on the command line; exit 2 when unreadable. */
export function readSummary(path: string): Summary {
  try {
    return readSummaryFile(path);
  } catch (error) {
    if (error instanceof ResultsReadError) throw new UsageError(error.message);
    throw error;
  }
}

/** Terminal-safe: no control characters or escape sequences from the files. */
// eslint-disable-next-line no-control-regex
const clean = (text: string) => text.replace(/[\u0000-\u001F\u007F-\u009F]/g, '?');
const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** A p-value on a console line: "p=0.0433", "p<0.0001". */
function compactP(value: number): string {
  const p = formatP(value);
  return p.startsWith('<') ? `p${p.replace(' ', '')}` : `p=${p}`;
}

function detail(t: TaskComparison): string {
  const parts: string[] = [];
  if (t.confirmed_p !== undefined) parts.push(`confirmed by re-runs, ${compactP(t.confirmed_p)}`);
  else if (t.low_confidence) parts.push('low confidence (1 trial)');
  else if (t.p_value !== null && t.bucket !== 'fixed') parts.push(compactP(t.p_value));
  if (t.note) parts.push(clean(t.note));
  return parts.length ? `  ${parts.join('; ')}` : '';
}

/**
 * HEAD given as a results directory: its runs, for the responder's reasons of newly abstaining
 * tasks. A summary.json alone (or an unreadable results.jsonl) has none: the reasons stay empty.
 */
function headRecords(path: string): RunRecord[] | undefined {
  try {
    if (!statSync(path).isDirectory() || !existsSync(join(path, 'results.jsonl'))) return undefined;
    // A skill-lift job's runs without the skill are not the head's runs.
    return readResultsDir(path).records.filter((r) => r.skill_arm !== 'without');
  } catch {
    return undefined;
  }
}

export function formatComparison(c: Comparison): string {
  const lines = [
    `pass rate ${pct(c.base.pass_rate)} -> ${pct(c.head.pass_rate)} (${c.pass_rate_delta >= 0 ? '+' : ''}${(c.pass_rate_delta * 100).toFixed(1)} pts)`,
    `tokens ${c.base.total_tokens} -> ${c.head.total_tokens} (${c.total_tokens_delta >= 0 ? '+' : ''}${c.total_tokens_delta}), ` +
      `duration ${(c.base.duration_ms / 1000).toFixed(1)} s -> ${(c.head.duration_ms / 1000).toFixed(1)} s`,
    `alpha ${c.alpha}: alpha_task ${c.alpha_task} (per task, Holm), alpha_suite ${c.alpha_suite} (suite, stratified); verdict runs only (passed/failed)`,
  ];
  if (c.suite_set_changed) lines.push('note: the suites differ between base and head');
  const groups: [string, string, TaskComparison[]][] = TASK_BUCKETS.map(([key, title]) => [
    title.toLowerCase(),
    key === 'regressed' ? regressedNote(c) : BUCKET_NOTES[key],
    c.buckets[key],
  ]);
  groups.push(['outcome changed', 'the most common outcome changed', c.outcome_changes]);
  for (const [title, note, tasks] of groups) {
    if (!tasks.length) continue;
    lines.push('', `${title} (${tasks.length}): ${note}`);
    for (const t of tasks) {
      const outcome = t.outcome_changed ? ` [${t.base!.outcome} -> ${t.head!.outcome}]` : '';
      lines.push(
        `  ${clean(t.suite)} / ${clean(t.task_id)}: ${sideCell(t.base)} -> ${sideCell(t.head)}${outcome}${detail(t)}`,
      );
    }
  }
  lines.push('', suiteLine(c).replace(/^Suite:/, 'suite:'));
  const blind = blindLine(c);
  if (blind) lines.push(`note: ${blind}`);
  const parts: string[] = [];
  if (c.buckets.regressed.length) parts.push(`${c.buckets.regressed.length} task(s) regressed`);
  if (c.suite.regressed) parts.push('the suite regressed');
  lines.push('', parts.length ? `regressions: ${parts.join(', ')}` : 'no regressions');
  return lines.join('\n');
}

export const compareCommand: Command = {
  name: 'compare',
  usage: 'compare BASE HEAD',
  options: {
    alpha: { type: 'string' },
    json: { type: 'boolean' },
  },
  help: {
    alpha: ALPHA_HELP,
    json: 'print the whole comparison as JSON',
  },
  async run(values, positionals) {
    if (positionals.length !== 2) {
      throw new UsageError(
        'expected two arguments: BASE HEAD (summary.json files or results directories)',
      );
    }
    const alpha = alphaOption(values.alpha);
    const base = readSummary(positionals[0]!);
    const head = readSummary(positionals[1]!);
    const comparison = compareSummaries(base, head, {
      alpha,
      headRecords: headRecords(positionals[1]!),
    });
    console.log(values.json ? JSON.stringify(comparison, null, 2) : formatComparison(comparison));
    return comparison.regressions ? 1 : 0;
  },
};
