// `parley compare BASE HEAD`: compares two summary.json files (or results directories holding
// one). Exit 0 without regressions, 1 with regressions, 2 when a file is missing or invalid.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compareSummaries, type Comparison, type TaskComparison } from '../results/compare.js';
import { Summary } from '../results/schema.js';
import { UsageError, type Command } from './types.js';

export function readSummary(path: string): Summary {
  let file = path;
  try {
    if (statSync(path).isDirectory()) file = join(path, 'summary.json');
  } catch {
    throw new UsageError(`${path}: no such file or directory`);
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file}: not a readable JSON file (${(error as Error).message})`);
  }
  const parsed = Summary.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(
      `${file}: not a Parley summary.json: ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
  }
  return parsed.data;
}

/** Terminal-safe: no control characters or escape sequences from the files. */
// eslint-disable-next-line no-control-regex
const clean = (text: string) => text.replace(/[\u0000-\u001F\u007F-\u009F]/g, '?');
const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function side(t: TaskComparison['base']): string {
  return t ? `${t.passed}/${t.trials} ${t.outcome}` : '-';
}

export function formatComparison(c: Comparison): string {
  const lines = [
    `pass rate ${pct(c.base.pass_rate)} -> ${pct(c.head.pass_rate)} (${c.pass_rate_delta >= 0 ? '+' : ''}${(c.pass_rate_delta * 100).toFixed(1)} pts)`,
    `tokens ${c.base.total_tokens} -> ${c.head.total_tokens} (${c.total_tokens_delta >= 0 ? '+' : ''}${c.total_tokens_delta}), ` +
      `duration ${(c.base.duration_ms / 1000).toFixed(1)} s -> ${(c.head.duration_ms / 1000).toFixed(1)} s`,
  ];
  if (c.suite_set_changed) lines.push('note: the suites differ between base and head');
  const groups: [string, TaskComparison[]][] = [
    ['regressed', c.regressions],
    ['fixed', c.fixed],
    ['outcome changed', c.outcome_changes.filter((t) => t.change === 'unchanged')],
    ['new', c.added],
    ['removed', c.removed],
  ];
  for (const [title, tasks] of groups) {
    if (!tasks.length) continue;
    lines.push('', `${title} (${tasks.length}):`);
    for (const t of tasks) {
      const p = t.low_confidence
        ? ' low confidence (1 trial)'
        : t.p_value !== null
          ? ` p=${t.p_value.toFixed(3)}`
          : '';
      lines.push(
        `  ${clean(t.suite)} / ${clean(t.task_id)}: ${side(t.base)} -> ${side(t.head)}${p}`,
      );
    }
  }
  lines.push('', c.regressions.length ? `${c.regressions.length} regression(s)` : 'no regressions');
  return lines.join('\n');
}

export const compareCommand: Command = {
  name: 'compare',
  usage: 'compare BASE HEAD',
  summary: 'Compare two summary.json files; exit 1 on regressions',
  options: {
    alpha: { type: 'string' },
    json: { type: 'boolean' },
  },
  help: {
    alpha: 'A significance level of the one-sided Fisher test (default 0.05)',
    json: 'print the whole comparison as JSON',
  },
  async run(values, positionals) {
    if (positionals.length !== 2) {
      throw new UsageError(
        'expected two arguments: BASE HEAD (summary.json files or results directories)',
      );
    }
    const alpha = values.alpha === undefined ? undefined : Number(values.alpha);
    if (alpha !== undefined && !(alpha > 0 && alpha < 1)) {
      throw new UsageError(
        `--alpha: expected a number between 0 and 1, got "${String(values.alpha)}"`,
      );
    }
    const base = readSummary(positionals[0]!);
    const head = readSummary(positionals[1]!);
    const comparison = compareSummaries(base, head, { alpha });
    console.log(values.json ? JSON.stringify(comparison, null, 2) : formatComparison(comparison));
    return comparison.regressions.length ? 1 : 0;
  },
};
