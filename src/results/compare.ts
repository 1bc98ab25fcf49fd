// Base vs head comparison of two summaries: per task pass counts over trials, regressions by a
// one-sided Fisher exact test (or, with a single trial on both sides, any pass that became a
// non-pass, flagged low confidence), fixed / new / removed tasks, outcome changes, and the
// overall pass rate, token and duration deltas.
import { fisherOneSided } from './fisher.js';
import type { Outcome, Summary, TaskSummary } from './schema.js';

export const DEFAULT_ALPHA = 0.05;

export interface TaskSide {
  passed: number;
  trials: number;
  pass_rate: number;
  outcome: Outcome;
}

export type TaskChange = 'regressed' | 'fixed' | 'unchanged' | 'new' | 'removed';

export interface TaskComparison {
  suite: string;
  task_id: string;
  task_name: string;
  change: TaskChange;
  base: TaskSide | null;
  head: TaskSide | null;
  /** One-sided p-value of the drop (regressed / unchanged) or of the rise (fixed). */
  p_value: number | null;
  /** Decided on one trial per side: no statistics behind it. */
  low_confidence: boolean;
  /** The most common outcome changed, e.g. completed -> abstained. */
  outcome_changed: boolean;
}

export interface SideTotals {
  commit: string | null;
  pass_rate: number;
  runs: number;
  total_tokens: number;
  duration_ms: number;
}

export interface Comparison {
  alpha: number;
  base: SideTotals;
  head: SideTotals;
  pass_rate_delta: number;
  total_tokens_delta: number;
  duration_ms_delta: number;
  /** The suite files differ (different suite-set hash): some deltas come from edited suites. */
  suite_set_changed: boolean;
  tasks: TaskComparison[];
  regressions: TaskComparison[];
  fixed: TaskComparison[];
  added: TaskComparison[];
  removed: TaskComparison[];
  outcome_changes: TaskComparison[];
}

function side(task: TaskSummary): TaskSide {
  return {
    passed: task.passed,
    trials: task.trials,
    pass_rate: task.pass_rate,
    outcome: task.outcome,
  };
}

function tasksByKey(summary: Summary): Map<string, { suite: string; task: TaskSummary }> {
  const map = new Map<string, { suite: string; task: TaskSummary }>();
  for (const suite of summary.suites) {
    for (const task of suite.tasks)
      map.set(`${suite.name}\u0000${task.task_id}`, { suite: suite.name, task });
  }
  return map;
}

function totals(summary: Summary): SideTotals {
  const u = summary.usage;
  return {
    commit: summary.identity.commit,
    pass_rate: summary.pass_rate,
    runs: summary.counts.runs,
    total_tokens: u.agent.total_tokens + u.responder.total_tokens + u.judge.total_tokens,
    duration_ms: summary.duration_ms,
  };
}

function compareTask(base: TaskSide, head: TaskSide, alpha: number) {
  const single = base.trials === 1 && head.trials === 1;
  if (single) {
    if (base.passed === 1 && head.passed === 0)
      return { change: 'regressed' as const, p: null, low: true };
    if (base.passed === 0 && head.passed === 1)
      return { change: 'fixed' as const, p: null, low: true };
    return { change: 'unchanged' as const, p: null, low: false };
  }
  const drop = fisherOneSided(base.passed, base.trials, head.passed, head.trials);
  if (drop <= alpha) return { change: 'regressed' as const, p: drop, low: false };
  const rise = fisherOneSided(head.passed, head.trials, base.passed, base.trials);
  if (rise <= alpha) return { change: 'fixed' as const, p: rise, low: false };
  const lower = head.pass_rate < base.pass_rate;
  return { change: 'unchanged' as const, p: lower ? drop : rise < 1 ? rise : null, low: false };
}

export function compareSummaries(
  base: Summary,
  head: Summary,
  options: { alpha?: number } = {},
): Comparison {
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  const baseTasks = tasksByKey(base);
  const headTasks = tasksByKey(head);
  const tasks: TaskComparison[] = [];
  for (const [key, { suite, task }] of headTasks) {
    const before = baseTasks.get(key);
    if (!before) {
      tasks.push({
        suite,
        task_id: task.task_id,
        task_name: task.task_name,
        change: 'new',
        base: null,
        head: side(task),
        p_value: null,
        low_confidence: false,
        outcome_changed: false,
      });
      continue;
    }
    const b = side(before.task);
    const h = side(task);
    const verdict = compareTask(b, h, alpha);
    tasks.push({
      suite,
      task_id: task.task_id,
      task_name: task.task_name,
      change: verdict.change,
      base: b,
      head: h,
      p_value: verdict.p,
      low_confidence: verdict.low,
      outcome_changed: b.outcome !== h.outcome,
    });
  }
  for (const [key, { suite, task }] of baseTasks) {
    if (headTasks.has(key)) continue;
    tasks.push({
      suite,
      task_id: task.task_id,
      task_name: task.task_name,
      change: 'removed',
      base: side(task),
      head: null,
      p_value: null,
      low_confidence: false,
      outcome_changed: false,
    });
  }
  const b = totals(base);
  const h = totals(head);
  return {
    alpha,
    base: b,
    head: h,
    pass_rate_delta: h.pass_rate - b.pass_rate,
    total_tokens_delta: h.total_tokens - b.total_tokens,
    duration_ms_delta: h.duration_ms - b.duration_ms,
    suite_set_changed: base.identity.suite_set !== head.identity.suite_set,
    tasks,
    regressions: tasks.filter((t) => t.change === 'regressed'),
    fixed: tasks.filter((t) => t.change === 'fixed'),
    added: tasks.filter((t) => t.change === 'new'),
    removed: tasks.filter((t) => t.change === 'removed'),
    outcome_changes: tasks.filter((t) => t.outcome_changed),
  };
}
