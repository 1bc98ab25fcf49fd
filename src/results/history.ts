// The history of a suite set: each push or scheduled run's per-task results, appended to the
// previous run's history and trimmed to the last MAX_HISTORY_RUNS runs (and
// MAX_HISTORY_TASK_ENTRIES task entries), as history.jsonl; read back as untrusted.
import { FileReadError, readRegularFile } from '../shared/read-file.js';
import { parseJsonLines } from '../shared/json-lines.js';
import {
  MAX_HISTORY_BYTES,
  MAX_HISTORY_RUNS,
  MAX_HISTORY_TASK_ENTRIES,
  SUMMARY_TASKS,
} from './layout.js';
import { HistoryRun, type HistoryTask } from './history-schema.js';
import { ResultsReadError } from './files.js';
import type { Summary } from './schema.js';

/** Where a run comes from: what summary.json does not say. */
export interface HistoryRunInfo {
  event: string;
  runId?: string;
  runUrl?: string;
}

const cut = (text: string, max = 500) => (text.length > max ? text.slice(0, max) : text);
const totalTokens = (u: Summary['usage']) =>
  u.agent.total_tokens + u.responder.total_tokens + u.judge.total_tokens;

/** This run as one history line: every task of the summary (bounded as a summary's tasks are). */
export function historyRunOf(summary: Summary, info: HistoryRunInfo): HistoryRun {
  const costs = new Map<string, number | null>();
  for (const t of summary.cost?.tasks ?? []) costs.set(`${t.suite}\u0000${t.task_id}`, t.total);
  const tasks: HistoryTask[] = [];
  for (const suite of summary.suites) {
    for (const task of suite.tasks) {
      if (tasks.length >= SUMMARY_TASKS) break;
      const status = task.counts.by_status;
      tasks.push({
        suite: cut(suite.name),
        task_id: cut(task.task_id),
        task_name: cut(task.task_name),
        ...(task.identity ? { identity: task.identity } : {}),
        pass_rate: task.pass_rate,
        trials: task.trials,
        passed: status.passed ?? 0,
        failed: status.failed ?? 0,
        abstained: status.abstained ?? 0,
        cap_exhausted: task.counts.by_outcome.cap_exhausted ?? 0,
        errored: task.errored ?? status.error ?? 0,
        tokens: totalTokens(task.usage),
        cost_usd: costs.get(`${suite.name}\u0000${task.task_id}`) ?? null,
        model: suite.model === null ? null : cut(suite.model, 200),
      });
    }
  }
  return {
    commit: summary.identity.commit === null ? null : cut(summary.identity.commit, 200),
    date: cut(summary.created_at, 40),
    event: cut(info.event, 40),
    run_id: info.runId ? cut(info.runId, 40) : null,
    run_url: info.runUrl ? cut(info.runUrl, 500) : null,
    parley_version: cut(summary.parley_version, 100),
    tasks,
  };
}

/** The previous history with this run last: the oldest runs leave beyond the bounds. */
export function appendRun(previous: readonly HistoryRun[], run: HistoryRun): HistoryRun[] {
  const runs = [...previous, run].slice(-MAX_HISTORY_RUNS);
  let entries = runs.reduce((n, r) => n + r.tasks.length, 0);
  while (runs.length > 1 && entries > MAX_HISTORY_TASK_ENTRIES)
    entries -= runs.shift()!.tasks.length;
  return runs;
}

/** history.jsonl's text: one run a line. */
export function renderHistory(runs: readonly HistoryRun[]): string {
  return runs.map((r) => `${JSON.stringify(r)}\n`).join('');
}

/** history.jsonl parsed: every line validated; an error names the file and line. */
export function parseHistory(text: string, file: string): HistoryRun[] {
  const { values: runs, errors } = parseJsonLines(text, file, HistoryRun);
  const first = errors[0];
  if (first) {
    const json = /^not JSON: /.exec(first.message);
    const what = json
      ? `not valid JSON (${first.message.slice(json[0].length)})`
      : `not a history line (${first.path || 'line'}: ${first.message})`;
    throw new ResultsReadError(`${first.file}:${first.line}: ${what}`);
  }
  if (runs.length > MAX_HISTORY_RUNS) {
    throw new ResultsReadError(
      `${file}: ${runs.length} runs, more than the ${MAX_HISTORY_RUNS} kept`,
    );
  }
  return runs;
}

/** Reads and validates a history file (bounded in size). */
export function readHistoryFile(file: string): HistoryRun[] {
  let text: string;
  try {
    text = readRegularFile(file, MAX_HISTORY_BYTES).toString('utf8');
  } catch (error) {
    if (error instanceof FileReadError) throw new ResultsReadError(error.message);
    throw error;
  }
  return parseHistory(text, file);
}
