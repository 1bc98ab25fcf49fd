// waza gives each agent turn of a conversation its own timeout_seconds (runner.go,
// executionTimeout in executeRun, executeFollowUps and sendResponderReply: a context deadline per
// Execute). A waza task with follow-ups or a responder gets that here: each turn its own limit,
// the run at most that limit once per turn it may take. Any other task's run, a single prompt
// included, is bounded by timeout_seconds as a whole.
import type { Task } from '../suites/model.js';

/** The agent turns a waza conversation may take; undefined = not a waza conversation. */
function wazaTurns(task: Task): number | undefined {
  if (task.format !== 'yaml') return undefined;
  if (task.plan.kind === 'follow_ups') return 1 + task.plan.prompts.length;
  if (task.plan.kind === 'responder') return 1 + task.plan.responder.maxFollowups;
  return undefined;
}

/** Each turn's own limit in ms; 0 = none but the run's. */
export function turnTimeoutMs(task: Task): number {
  return wazaTurns(task) === undefined ? 0 : task.timeoutSeconds * 1000;
}

/** The run's limit in ms, and how it reads in the error of a run that exceeds it. */
export function runTimeout(task: Task): { ms: number; message: string } {
  const turns = wazaTurns(task) ?? 1;
  return {
    ms: task.timeoutSeconds * turns * 1000,
    message:
      turns === 1
        ? `the run exceeded timeout_seconds (${task.timeoutSeconds} s)`
        : `the run exceeded timeout_seconds once per turn (${turns} × ${task.timeoutSeconds} s)`,
  };
}
