// The report's first block, never cut: the verdict, counts that add up (cap exhaustion is a
// subset of passed and failed runs, not a status of its own), the tasks per group, and the notes
// a reviewer reads under the verdict in plain words: why the job stopped early, where the
// baseline comes from, a fork's limits.
import { NEWLY_ABSTAINING, suiteLine, type Comparison } from '../verdict/compare.js';
import { verdictOf } from '../verdict/fail-on.js';
import { goldenFailures } from '../verdict/golden.js';
import { capExhaustedByStatus, countsOf } from '../results/counts.js';
import type { RunRecord, Summary } from '../results/schema.js';
import { stopNote, type RunStop } from '../results/stop.js';
import { costLine } from './cost.js';
import { inline } from './escape.js';
import { rowsOf, type TaskRow } from './scorecard-model.js';
import { selfGradingNotes } from './self-grading.js';
import { plural } from './table.js';
import { flakyNote, quarantineNote } from './quarantine-notes.js';

/** Where the baseline comes from; the words are the producer's (choose-baseline.ts, finish.ts). */
export interface BaselineInfo {
  sha?: string;
  /** Where it was found, in plain words: "from the Actions cache, saved for the base commit". */
  source: string;
  /** Who saved it, when known: "saved by a run on main, 2026-01-01 12:00 UTC". */
  savedBy?: string;
}

export interface HeadlineInput {
  summary: Summary;
  records: RunRecord[];
  rows: TaskRow[];
  comparison?: Comparison;
  baseline?: BaselineInfo | null;
  baselineNote?: string;
  stop?: RunStop;
  ignoreErrors?: boolean;
  notes?: string[];
  /** Impact selection: a job that re-ran nothing because no task's inputs changed says so. */
  impact?: { all?: string; notRerun: unknown[] };
}

export function shortSha(sha: string | null | undefined): string {
  return sha ? sha.slice(0, 7) : 'unknown';
}

/** Golden tasks given a line of their own under the verdict. */
const MAX_GOLDEN_LINES = 10;

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function points(delta: number): string {
  const value = (delta * 100).toFixed(1);
  return `${delta >= 0 ? '+' : '−'}${value.replace('-', '')} pts`;
}

function signed(value: number, unit = ''): string {
  return `${value >= 0 ? '+' : '−'}${Math.abs(value).toLocaleString('en-US')}${unit}`;
}

/** How the verdict line quotes what it names: markdown here, HTML in report.html. */
export interface VerdictFormat {
  /** A name (a task id) as code. */
  code: (text: string, max: number) => string;
  /** Untrusted words (the gate's reasons). */
  text: (text: string, max: number) => string;
}

const MARKDOWN: VerdictFormat = {
  code: (text, max) => `\`${inline(text, max)}\``,
  text: (text, max) => inline(text, max),
};

/** The verdict line, "❌ 2 regressions": the comment's and job summary's heading, report.html's top. */
export function verdictStatus(
  summary: Summary,
  comparison: Comparison | undefined,
  ignoreErrors: boolean,
  impact: HeadlineInput['impact'],
  fmt: VerdictFormat = MARKDOWN,
): string {
  const c = countsOf(summary);
  const regressed = comparison?.buckets.regressed.length ?? 0;
  // A shard's part of the selected tasks may be empty while other shards run theirs.
  if (c.runs === 0 && impact && !impact.all && summary.identity.shard)
    return '✅ nothing to run in this shard: its part of the tasks whose inputs changed is empty';
  if (c.runs === 0 && impact && !impact.all && impact.notRerun.length)
    return "✅ nothing re-run: no task's inputs changed";
  if (c.runs === 0) return '⚠️ no runs';
  // A golden task that failed fails the check first, as `waza gate` does (verdict/golden.ts).
  const golden = goldenFailures(summary);
  if (golden.length === 1) return `❌ golden task ${fmt.code(golden[0]!.task_id, 80)} failed`;
  if (golden.length > 1) return `❌ ${golden.length} golden tasks failed`;
  if (regressed > 0) return `❌ ${plural(regressed, 'regression')}`;
  if (comparison?.suite.regressed) return '❌ the suite regressed';
  if (c.errors > 0 && ignoreErrors) {
    return `⚠️ ${plural(c.errors, 'error')}, not failing the check`;
  }
  const gate = verdictOf(summary, comparison);
  if (comparison && gate.verdict === 'inconclusive')
    return `➖ inconclusive: ${fmt.text(gate.reasons.join('; '), 300)}`;
  // Without a comparison, a task whose every run errored fails the check; with one, errors are
  // compared with the base and fail it only when they rose (then the task is regressed above).
  if (c.errors > 0 && gate.verdict === 'regressed') return `❌ ${plural(c.errors, 'error')}`;
  if (c.errors > 0) return `⚠️ ${plural(c.errors, 'error')}`;
  // A test its file marks skipped (Yao skip: true) is not a run that did not pass.
  const waiting = c.skipped - (summary.counts.by_outcome.not_run ?? 0);
  if (c.failed + c.abstained + waiting > 0) return '⚠️ some runs did not pass';
  return '✅ all runs passed';
}

/** "10 runs: 6 passed, 3 failed (2 of them at the cap), 1 abstained, 0 errors". */
export function runsLine(summary: Summary, records: RunRecord[]): string {
  const c = countsOf(summary);
  const { passed: capPassed, failed: capFailed } = capExhaustedByStatus(records);
  const cap = (n: number, of: number) =>
    n === 0
      ? ''
      : n === of
        ? n === 1
          ? ' (at the cap)'
          : ' (all at the cap)'
        : ` (${n} of them at the cap)`;
  // A task that expects an abstain passes by abstaining: said, so the counts still read true.
  const asExpected = records.filter((r) => r.status === 'passed' && r.outcome === 'abstained');
  // Their suite graders did not apply (the conversation never reached a product): said, not failed.
  const notApplicable = asExpected.some((r) => r.graders.some((g) => g.applicable === false))
    ? ', suite graders not applicable'
    : '';
  const abstainedNote = asExpected.length
    ? ` (${asExpected.length} by an expected abstain${notApplicable})`
    : '';
  const parts = [
    `${c.passed} passed${cap(capPassed, c.passed)}${abstainedNote}`,
    `${c.failed} failed${cap(capFailed, c.failed)}`,
    `${c.abstained} abstained`,
    plural(c.errors, 'error'),
  ];
  // Two kinds of skip: marked in the test file (Yao skip: true), or waiting for an answer.
  const notRun = summary.counts.by_outcome.not_run ?? 0;
  if (notRun) parts.push(`${notRun} skipped (skip: true)`);
  if (c.skipped > notRun) parts.push(`${c.skipped - notRun} skipped (awaiting input)`);
  // Records missing (a summary read alone): the cap count still shows, for the whole.
  const unsplit =
    capPassed + capFailed === 0 && c.capExhausted > 0 ? ` (${c.capExhausted} at the cap)` : '';
  return `${plural(c.runs, 'run')}${unsplit}: ${parts.join(', ')}`;
}

const GROUP_WORDS: [Parameters<typeof rowsOf>[1], string][] = [
  ['regressed', 'regressed'],
  ['newly_failing', 'newly failing'],
  ['failing', 'failing'],
  ['abstaining', 'abstaining'],
  ['errors', 'with errors'],
];

/** "12 tasks: 1 regressed, 3 failing (2 known), 8 passing". */
function tasksLine(rows: TaskRow[]): string {
  const ran = rows.filter((r) => r.group !== 'removed');
  const parts: string[] = [];
  for (const [group, words] of GROUP_WORDS) {
    const list = rowsOf(rows, group);
    if (!list.length) continue;
    const known = list.filter((r) => r.known).length;
    parts.push(`${list.length} ${words}${known ? ` (${known} known)` : ''}`);
  }
  parts.push(`${rowsOf(rows, 'passing').length} passing`);
  const removed = rowsOf(rows, 'removed').length;
  if (removed) parts.push(`${removed} only in the base`);
  return `${plural(ran.length, 'task')}: ${parts.join(', ')}`;
}

function baselineLine(
  baseline: BaselineInfo | null | undefined,
  note: string | undefined,
): string | null {
  if (baseline) {
    const saved = baseline.savedBy ? ` (${inline(baseline.savedBy, 200)})` : '';
    return `Baseline: commit \`${inline(shortSha(baseline.sha), 40)}\`, ${inline(baseline.source, 400)}${saved}.`;
  }
  if (baseline === null) {
    return `Baseline: none${note ? ` (${inline(note, 300)})` : ''}, so nothing is compared.`;
  }
  return note ? `Baseline: ${inline(note, 300)}.` : null;
}

/** "Not run: 40 runs of 8 tasks (the budget of 10 run(s) (max-runs) was reached): a, b, …". */
function notRunNote(summary: Summary): string | null {
  const n = summary.not_run;
  if (!n?.runs) return null;
  const names = n.tasks.map((t) => `\`${inline(t.task_id, 80)}\``);
  const shown =
    names.slice(0, 20).join(', ') + (names.length > 20 ? `, … (${names.length - 20} more)` : '');
  return `**Not run:** ${plural(n.runs, 'run')} of ${plural(n.tasks.length, 'task')}, because ${inline(n.reason, 300)}; these tasks are inconclusive, not passed: ${shown}.`;
}

/** Each golden task that failed on the head, its own line (bounded). */
function goldenNotes(summary: Summary): string[] {
  const failed = goldenFailures(summary);
  const lines = failed
    .slice(0, MAX_GOLDEN_LINES)
    .map(
      (f) =>
        `**❌ Golden task \`${inline(f.task_id, 80)}\` (${inline(f.suite, 80)}) failed ${f.failed} of ` +
        `${plural(f.verdicts, 'verdict run')} on the head:** \`golden: true\` tasks must always pass.`,
    );
  if (failed.length > MAX_GOLDEN_LINES)
    lines.push(
      `_${plural(failed.length - MAX_GOLDEN_LINES, 'more golden task')} failed: see summary.json (\`golden_failed\`)._`,
    );
  return lines;
}

/** The tasks regressed by new abstains, named: a main task that can no longer pass. */
function newlyAbstaining(comparison: Comparison | undefined): string | null {
  const tasks = comparison?.buckets.regressed.filter((t) => t.regression === 'abstains') ?? [];
  if (!tasks.length) return null;
  const names = tasks.slice(0, 10).map((t) => `\`${inline(`${t.suite}/${t.task_id}`, 120)}\``);
  const more = tasks.length > 10 ? `, … (${tasks.length - 10} more)` : '';
  const [what, advice] = NEWLY_ABSTAINING.split(': ');
  return `**❌ ${what![0]!.toUpperCase()}${what!.slice(1)}:** ${names.join(', ')}${more}: ${advice}.`;
}

export function headline(input: HeadlineInput): string {
  const { summary, comparison } = input;
  const change = comparison ? ` (${points(comparison.pass_rate_delta)} vs base)` : '';
  const lines = [
    `## Parley: ${verdictStatus(summary, comparison, input.ignoreErrors ?? false, input.impact)}`,
  ];
  // Nothing re-ran (impact selection): no pass rate or tasks of this job to speak of.
  if (countsOf(summary).runs > 0 || !input.impact || input.impact.all) {
    lines.push(
      '',
      `**Pass rate ${percent(summary.pass_rate)}**${change} · ${runsLine(summary, input.records)}.`,
      '',
      `${tasksLine(input.rows)}.`,
    );
  }
  // The notes under the verdict: each its own paragraph, in plain words.
  const notes: string[] = [...goldenNotes(summary)];
  const quarantined = quarantineNote(summary);
  if (quarantined) notes.push(quarantined);
  const flaky = flakyNote(summary);
  if (flaky) notes.push(flaky);
  // The budget's stop is said once, with what did not run (summary.not_run covers confirmation).
  const notRun = notRunNote(summary);
  if (input.stop && !(input.stop.by === 'budget' && notRun))
    notes.push(`_Parley ${stopNote(input.stop)}_`);
  if (notRun) notes.push(notRun);
  const baseline = baselineLine(input.baseline, input.baselineNote);
  if (baseline) notes.push(baseline);
  for (const note of input.notes ?? []) notes.push(inline(note, 600));
  notes.push(...selfGradingNotes(input.records));
  if (comparison?.suite.regressed)
    notes.push(`**❌ ${suiteLine(comparison).replace(/->/g, '→')}**`);
  const abstaining = newlyAbstaining(comparison);
  if (abstaining) notes.push(abstaining);
  if (comparison) {
    const tokens = comparison.head.total_tokens;
    // No tokens on either side (the mock agent, rule responders): nothing to say about them.
    const spent = tokens > 0 || comparison.total_tokens_delta !== 0;
    const parts = [
      ...(spent
        ? [`Tokens ${tokens.toLocaleString('en-US')} (${signed(comparison.total_tokens_delta)})`]
        : []),
      `${spent ? 'duration' : 'Duration'} ${(comparison.head.duration_ms / 1000).toFixed(1)} s ` +
        `(${signed(Math.round(comparison.duration_ms_delta / 100) / 10, ' s')})`,
      ...(comparison.suite_set_changed ? ['the suites changed since the baseline'] : []),
    ];
    notes.push(parts.join(' · '));
  }
  const cost = costLine(summary);
  if (cost) notes.push(cost);
  for (const note of notes) lines.push('', note);
  return lines.join('\n');
}
