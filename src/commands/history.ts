// `parley history [DIR|FILE] [--from-cache] [--suite-set NAME] [--html FILE]`: what a suite set's
// history says per task (verdict/history-trends.ts): the pass rate per run, where it changed and
// at which commit, the Wilson 95 % interval since then, the cost per run, the flaky tasks. DIR: a
// results directory (its history.jsonl; without one, its summary.json as a history of one run)
// or a history.jsonl. --from-cache: the history the action restored or saved in this job, under
// the workspace's .parley-history/. Writes history.html (beside the file read, or --html).
// Exit 0, or 2 when the history cannot be read or the page written.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  HISTORY_CACHE_DIR,
  HISTORY_FILE,
  HISTORY_HTML_FILE,
  ResultsReadError,
  SUMMARY_FILE,
} from '../results/files.js';
import { historyRunOf, readHistoryFile } from '../results/history.js';
import type { HistoryRun } from '../results/history-schema.js';
import { historyTrends, type TaskTrend } from '../verdict/history-trends.js';
import { renderHistoryHtml } from '../report/html/history.js';
import { readSummary } from './compare.js';
import { UsageError, type Command } from './types.js';

/** Terminal-safe: no control characters or escape sequences from the file. */
// eslint-disable-next-line no-control-regex
const clean = (text: string) => text.replace(/[\u0000-\u001F\u007F-\u009F]/g, '?');
const pct = (rate: number) => `${Math.round(rate * 100)}%`;
const short = (commit: string | null) => (commit ? clean(commit.slice(0, 7)) : 'no commit');

function fromCache(suiteSet: string | undefined): string {
  const dir = join(process.env.GITHUB_WORKSPACE || process.cwd(), HISTORY_CACHE_DIR);
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jsonl')) : [];
  const wanted = suiteSet ? files.filter((f) => f === `${suiteSet}.jsonl`) : files;
  if (wanted.length === 1) return join(dir, wanted[0]!);
  if (!wanted.length) {
    throw new UsageError(
      `--from-cache: no history${suiteSet ? ` of suite set "${suiteSet}"` : ''} in ${dir} (the action restores it there in a push, schedule or pull_request job)`,
    );
  }
  throw new UsageError(
    `--from-cache: ${dir} holds the histories of ${wanted.length} suite sets (${wanted.map((f) => f.slice(0, -6)).join(', ')}): name one with --suite-set`,
  );
}

/** The runs, and the file the page goes beside. */
function readRuns(path: string): { runs: HistoryRun[]; dir: string } {
  try {
    if (existsSync(path) && statSync(path).isDirectory()) {
      if (existsSync(join(path, HISTORY_FILE))) {
        return { runs: readHistoryFile(join(path, HISTORY_FILE)), dir: path };
      }
      const summary = readSummary(join(path, SUMMARY_FILE));
      return { runs: [historyRunOf(summary, { event: 'local' })], dir: path };
    }
    return { runs: readHistoryFile(path), dir: dirname(path) };
  } catch (error) {
    if (error instanceof ResultsReadError) throw new UsageError(error.message);
    throw error;
  }
}

function taskLines(t: TaskTrend): string[] {
  const name = `${clean(t.suite)} / ${clean(t.task_id)}`;
  const series = t.points
    .map((p) => (p.passed + p.failed ? `${p.passed}/${p.passed + p.failed}` : '-'))
    .join(' ');
  const lines = [
    `${name}`,
    `  pass rate per run: ${series}`,
    `  since the last change: ${pct(t.now.rate)} (${t.now.passed}/${t.now.verdicts} over ${t.now.runs} run(s)), Wilson 95 % ${pct(t.now.low)}-${pct(t.now.high)}`,
  ];
  for (const c of t.changes) {
    lines.push(
      `  changed: ${pct(c.before)} -> ${pct(c.after)} from commit ${short(c.commit)} (${clean(c.date.slice(0, 10))}, p = ${c.p.toPrecision(2)})`,
    );
  }
  if (t.flaky) lines.push(`  flaky: ${pct(t.flaky.rate)} over ${t.flaky.jobs} runs`);
  const costs = t.points.map((p) => p.cost_usd);
  if (costs.some((c) => c !== null)) {
    lines.push(
      `  cost per run: ${costs.map((c) => (c === null ? '?' : `$${c.toFixed(4)}`)).join(' ')}`,
    );
  } else {
    lines.push(`  tokens per run: ${t.points.map((p) => p.tokens).join(' ')}`);
  }
  return lines;
}

export const historyCommand: Command = {
  name: 'history',
  usage: 'history [DIR|FILE] [--from-cache] [--suite-set NAME] [--html FILE]',
  options: {
    'from-cache': { type: 'boolean' },
    'suite-set': { type: 'string' },
    html: { type: 'string' },
  },
  help: {
    'from-cache': `read the history the action restored in this job (${HISTORY_CACHE_DIR}/ in the workspace)`,
    'suite-set': 'NAME with --from-cache: the suite set whose history to read',
    html: `FILE where to write the page (default: ${HISTORY_HTML_FILE} beside the history)`,
  },
  async run(values, positionals) {
    if (positionals.length > 1) throw new UsageError('expected at most one DIR or FILE');
    if (values['from-cache'] && positionals.length) {
      throw new UsageError('give either DIR or --from-cache, not both');
    }
    const path = values['from-cache']
      ? fromCache(values['suite-set'] as string | undefined)
      : (positionals[0] ?? '.');
    const { runs, dir } = readRuns(path);
    const trends = historyTrends(runs);
    const name = basename(path).replace(/\.jsonl$/, '');
    const title =
      name === 'history' || statSync(path).isDirectory()
        ? 'Parley history'
        : `Parley history: ${name}`;
    const out = (values.html as string | undefined) ?? join(dir, HISTORY_HTML_FILE);
    try {
      writeFileSync(out, renderHistoryHtml(title, runs, trends));
    } catch (error) {
      throw new UsageError(`${out}: cannot be written (${(error as Error).message})`);
    }
    const first = runs[0];
    const last = runs.at(-1);
    console.log(
      `parley history: ${runs.length} run(s)${first ? ` from ${short(first.commit)} (${clean(first.date.slice(0, 10))}) to ${short(last!.commit)} (${clean(last!.date.slice(0, 10))})` : ''}, ${trends.length} task(s)`,
    );
    const flaky = trends.filter((t) => t.flaky);
    const changed = trends.filter((t) => t.changes.length);
    console.log(
      `flaky: ${flaky.length ? flaky.map((t) => `${clean(t.suite)} / ${clean(t.task_id)} (${pct(t.flaky!.rate)})`).join(', ') : 'none'}`,
    );
    console.log(
      `changed: ${changed.length ? changed.map((t) => `${clean(t.suite)} / ${clean(t.task_id)} at ${short(t.changes.at(-1)!.commit)}`).join(', ') : 'none'}`,
    );
    for (const t of trends) console.log(`\n${taskLines(t).join('\n')}`);
    console.log(`\nhistory page: ${out}`);
    return 0;
  },
};
