// The console report: a line per finished run while the job runs, then counts by status and
// outcome, then what did not pass, one line per task and status ("2 of 3 trials failed — why").
// Agent and model text is untrusted: escape sequences are removed and each reason is cut to one
// short line. Colour is the caller's choice (a Style; plain by default, as CI logs want).
import { notPassedReason } from '../results/reason.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { PLAIN, type Style } from '../shared/colour.js';
import { triggerAccuracyLines } from './trigger-accuracy.js';
import { skillLiftLine } from './skill-lift.js';
import { escapeTerminal, oneLine, truncate, truncateAtWord } from '../shared/strings.js';

const SYMBOL: Record<RunRecord['status'], string> = {
  passed: '✔',
  failed: '✖',
  abstained: '?',
  error: '!',
  skipped: '-',
};

const safe = (text: string, max = 200) => truncate(oneLine(escapeTerminal(text)), max);
/** A reason is prose: cut between words. */
const prose = (text: string, max: number) => truncateAtWord(oneLine(escapeTerminal(text)), max);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The colour of a status: red for verdicts against the agent, yellow for "no verdict". */
export function paintStatus(style: Style, status: RunRecord['status'], text: string): string {
  if (status === 'passed') return style.green(text);
  if (status === 'failed' || status === 'error') return style.red(text);
  return style.yellow(text);
}

export function taskLabel(r: Pick<RunRecord, 'suite' | 'task_id'>): string {
  return `${safe(r.suite, 60)} › ${safe(r.task_id, 80)}`;
}

export function runLabel(r: RunRecord): string {
  // A skill-lift job's twin of a run has its trial number: the arm tells them apart.
  return `${taskLabel(r)} #${r.trial}${r.skill_arm === 'without' ? ' without the skill' : ''}`;
}

/** Where a run stands in the job: [ 3/12] (padded, so the lines stay aligned). */
export interface Position {
  done: number;
  total: number;
}

export function progressLine(r: RunRecord, style: Style = PLAIN, position?: Position): string {
  const parts: string[] = [r.outcome];
  if (r.responder) parts.push(`${r.responder.followups_sent} follow-up(s)`);
  if (r.ended_with_question) parts.push('ended asking');
  if (r.attempts > 1) parts.push(`attempt ${r.attempts}`);
  parts.push(seconds(r.duration_ms));
  const where = position
    ? `${style.dim(`[${String(position.done).padStart(String(position.total).length)}/${position.total}]`)} `
    : '';
  const status = paintStatus(style, r.status, `${SYMBOL[r.status]} ${r.status.padEnd(9)}`);
  return `  ${where}${status} ${runLabel(r)}  ${style.dim(parts.join(' · '))}`;
}

const VERB: Record<RunRecord['status'], string> = {
  passed: 'passed at the follow-up cap',
  failed: 'failed',
  abstained: 'abstained',
  error: 'errored',
  skipped: 'skipped',
};

/** The reason shown for one run: an error names its outcome (timeout, agent_error, ...). */
function shownReason(r: RunRecord): string {
  const { kind, text } = notPassedReason(r);
  return kind === 'error' ? `${r.outcome}: ${text}` : text;
}

/**
 * The closing list: per task and status, how many of its trials, and why (each distinct reason
 * once, with its trials when the trials differ), instead of a block per trial.
 */
export function notPassedLines(records: RunRecord[], style: Style = PLAIN): string[] {
  const tasks = new Map<string, RunRecord[]>();
  for (const r of records) {
    // A skill-lift job's runs without the skill are the lift's, not the job's (merged shards).
    if (r.skill_arm === 'without') continue;
    const key = JSON.stringify([r.suite_file, r.suite, r.task_id]);
    tasks.set(key, [...(tasks.get(key) ?? []), r]);
  }
  const lines: string[] = [];
  for (const runs of tasks.values()) {
    const trials = new Set(runs.map((r) => r.trial)).size;
    const notable = runs.filter((r) => r.status !== 'passed' || r.outcome === 'cap_exhausted');
    for (const status of ['error', 'failed', 'abstained', 'skipped', 'passed'] as const) {
      const group = notable.filter((r) => r.status === status);
      if (!group.length) continue;
      const reasons = new Map<string, number[]>();
      for (const r of group) {
        const reason = prose(shownReason(r), 240);
        reasons.set(reason, [...(reasons.get(reason) ?? []), r.trial]);
      }
      const which = (numbers: number[]) =>
        reasons.size > 1 ? style.dim(` (#${numbers.join(', #')})`) : '';
      const [first, ...others] = [...reasons.entries()];
      const count = `${group.length} of ${trials} trial${trials === 1 ? '' : 's'} ${VERB[status]}`;
      lines.push(
        `  ${paintStatus(style, status, SYMBOL[status])} ${taskLabel(group[0]!)}: ` +
          `${paintStatus(style, status, count)} — ${first![0]}${which(first![1])}`,
      );
      for (const [reason, numbers] of others) lines.push(`      — ${reason}${which(numbers)}`);
    }
  }
  return lines;
}

export function finalReport(
  summary: Summary,
  records: RunRecord[],
  notes: string[],
  style: Style = PLAIN,
): string {
  const by = summary.counts.by_status;
  const cap = summary.counts.by_outcome.cap_exhausted ?? 0;
  // A count is coloured only when it is not zero: the eye goes to what needs it.
  const count = (status: RunRecord['status'], word: string) => {
    const n = by[status] ?? 0;
    return n ? paintStatus(style, status, `${n} ${word}`) : `${n} ${word}`;
  };
  const lines = [
    '',
    style.bold(`${summary.counts.runs} run(s): `) +
      `${count('passed', 'passed')}, ${count('failed', 'failed')}, ${count('abstained', 'abstained')}, ` +
      `${count('error', 'error(s)')}, ${count('skipped', 'skipped')}${cap ? ` (${cap} cap exhausted)` : ''}`,
    `pass rate ${(summary.pass_rate * 100).toFixed(1)}% in ${seconds(summary.duration_ms)}`,
    `by outcome: ${
      Object.entries(summary.counts.by_outcome)
        .filter(([, n]) => n > 0)
        .map(([o, n]) => `${o} ${n}`)
        .join(', ') || 'none'
    }`,
  ];
  const usage = summary.usage;
  const tokens = usage.agent.total_tokens + usage.responder.total_tokens + usage.judge.total_tokens;
  if (tokens) {
    lines.push(
      `tokens: agent ${usage.agent.total_tokens}, responder ${usage.responder.total_tokens}, judge ${usage.judge.total_tokens}`,
    );
  }
  // Suite names are the user's own; trigger lines are Parley's text around them.
  lines.push(...triggerAccuracyLines(summary).map((l) => escapeTerminal(l)));
  const lift = skillLiftLine(summary);
  if (lift) lines.push(escapeTerminal(lift));
  const notPassed = notPassedLines(records, style);
  if (notPassed.length)
    lines.push('', style.bold('Not passed (or passed at the cap):'), ...notPassed);
  for (const note of notes) lines.push('', note);
  return lines.join('\n');
}
