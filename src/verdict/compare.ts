// Base vs head comparison of two summaries: the regression gate's screening against a pooled
// baseline. With a base checkout these tests only screen (they spend no alpha, and only runs of
// the base commit made beside the head can fail the check: verdict/confirm.ts); without one
// they are the verdict, and the comparison says so. The pass rate
// counts verdict runs only (passed vs failed). Abstains are an outcome of their own: the abstain
// rate (abstained runs over all runs) is tested like the error rate. Per task, one-sided exact
// Fisher tests — the drop of a task with verdict runs on both sides, and the rise in abstains of a
// task that abstained on either side (a task without any abstain has a test that cannot reject,
// left out of the family as Tarone's rule allows) — with Holm's correction across all of them at
// alpha_task; across the suite, the exact conditional Cochran–Mantel–Haenszel test with tasks as
// strata, at alpha_suite (alpha_task + alpha_suite = alpha). Every task lands in one
// bucket, computed here once and rendered as-is by the console, `compare --json`, report.md, the
// PR comment and the job summary. Figures of the rule: `npm run bench:verdict`.
import {
  atMost,
  decimalRational,
  fisherLower,
  holm,
  scale,
  smallestP,
  stratifiedLower,
  toNumber,
  trialsToSee,
  type Rational,
  type Table,
} from './exact.js';
import type { Confirmation } from './confirmation-record.js';
import type { Bucket, Regression } from './labels.js';
import { abstainRiseP, errorRiseP, errorTable } from './outcome-tests.js';
import { pooledCounts } from './pool.js';
import type { Outcome, RunRecord, Summary, TaskSummary } from '../results/schema.js';
import { DEFAULT_ALPHA } from './options.js';

export { DEFAULT_ALPHA, parseAlpha } from './options.js';
export type { Bucket, Regression } from './labels.js';
export { abstainRiseP, abstainTable, errorRiseP, errorTable } from './outcome-tests.js';

/** The share of alpha spent on the per-task tests; the rest goes to the suite-level test. */
export const DEFAULT_TASK_SHARE = 0.5;

export interface TaskSide {
  /** Verdict runs that passed. */
  passed: number;
  /** Verdict runs that failed. */
  failed: number;
  /** passed + failed: the runs that count. */
  verdicts: number;
  abstained: number;
  errors: number;
  skipped: number;
  /**
   * Runs that abstained, pooled on the base side: the abstain rate's numerator over `runs`. Null
   * when an older pool does not say.
   */
  abstains: number | null;
  /** Every run of the task on this side. */
  trials: number;
  /** passed / verdicts; null without verdict runs. */
  pass_rate: number | null;
  outcome: Outcome;
  /**
   * The base runs whose verdict counts are pooled into passed/failed (results/pool.ts); 1 = this
   * run's alone (always 1 on the head side).
   */
  pooled_runs: number;
  /** Runs that ended in an error in any attempt (pooled on the base side). */
  errored: number;
  /** Every run behind `errored` (pooled on the base side): the error rate's denominator. */
  runs: number;
}

export interface TaskComparison {
  suite: string;
  task_id: string;
  task_name: string;
  bucket: Bucket;
  base: TaskSide | null;
  head: TaskSide | null;
  /** Unadjusted one-sided exact p-value of the drop, when both sides have verdict runs. */
  p_value: number | null;
  /** Unadjusted one-sided exact p-value of a rise in the error rate (runs with an error). */
  error_p: number | null;
  /** Unadjusted one-sided exact p-value of a rise in the abstain rate (abstained runs). */
  abstain_p?: number | null;
  /**
   * What a regressed task regressed in: its verdict pass rate (`drop`), its error rate
   * (`errors`: timeouts, crashes), its abstain rate (`abstains`: newly abstaining), or it has no
   * verdict run left on the head (`no_verdict`). Set by the confirmation (verdict/confirm.ts), or
   * `drop`/`abstains` by the screening when nothing confirms.
   */
  regression?: Regression;
  /**
   * Set when the confirmation confirmed the regression (verdict/confirm.ts): the one-sided exact
   * p of the test that confirmed it (drop, errors or abstains), on the concurrent runs of the
   * head and the base commit alone.
   */
  confirmed_p?: number;
  /** One verdict run per side: a pass -> fail is listed, with no statistics behind it. */
  low_confidence: boolean;
  /** The most common outcome changed, e.g. completed -> abstained. */
  outcome_changed: boolean;
  /** Why there is no verdict, or the responder's reason for a new abstain. */
  note: string | null;
  /**
   * The project's `quarantine:` entry that covers the task (verdict/quarantine.ts): compared and
   * listed, but out of every test that can fail the check (never `regressed`).
   */
  quarantined?: { reason: string; expires: string };
}

/** A task the gate could not decide: the verdict is inconclusive, naming it and why. */
export interface Undecided {
  suite: string;
  task_id: string;
  reason: string;
}

/** The words a regressed task's new abstains are named with (headline, verdict, console). */
export const NEWLY_ABSTAINING =
  'newly abstaining: the agent now asks what the brief does not answer — add it to the brief if intended';

export interface SuiteTest {
  /** Tasks with verdict runs on both sides (the strata). */
  tasks: number;
  base_pass_rate: number | null;
  head_pass_rate: number | null;
  /** One-sided exact conditional CMH p-value; null with nothing to compare. */
  p_value: number | null;
  /** One-sided exact stratified p-value of a rise in the error rate; null with nothing to compare. */
  error_p: number | null;
  regressed: boolean;
}

export interface SideTotals {
  commit: string | null;
  pass_rate: number;
  runs: number;
  total_tokens: number;
  duration_ms: number;
}

export interface Buckets {
  regressed: TaskComparison[];
  /** The suite-level test fired: a broad drop (null when it did not). */
  suite_regressed: SuiteTest | null;
  possible_regression: TaskComparison[];
  no_verdict: TaskComparison[];
  newly_abstaining: TaskComparison[];
  fixed: TaskComparison[];
  new: TaskComparison[];
  removed: TaskComparison[];
}

export interface Comparison {
  alpha: number;
  alpha_task: number;
  alpha_suite: number;
  base: SideTotals;
  head: SideTotals;
  pass_rate_delta: number;
  total_tokens_delta: number;
  duration_ms_delta: number;
  /** The suite files differ (different suite-set hash): some deltas come from edited suites. */
  suite_set_changed: boolean;
  /** What the base pool dropped when its newest run joined it (verdict/pool.ts), if anything. */
  pool_changes?: Summary['pool_changes'];
  tasks: TaskComparison[];
  suite: SuiteTest;
  buckets: Buckets;
  /** Tasks whose outcome changed while their bucket is unchanged. */
  outcome_changes: TaskComparison[];
  /**
   * Regressions that fail the check (fail-on: regressions) and the action's `regressions` output:
   * the number of regressed tasks, or 1 when only the suite-level test fired (a broad drop no
   * task shows alone). A single task's drop that both tests see counts once. > 0 iff it fails.
   */
  regressions: number;
  /**
   * Set when, with the trials given, no single task can reach the first Holm threshold: the
   * trials per side that would let an all-pass -> all-fail task be flagged.
   */
  blind: { tasks: number; trials_needed: number } | null;
  /**
   * The confirmation (verdict/confirm.ts), when the job ran it: the candidates and the suite run
   * again on the base commit and the head side by side; its confirmed tasks are in `regressed`
   * and count in `regressions`.
   */
  confirmation?: Confirmation;
  /** Tasks the gate could not decide (verdict/fail-on.ts: inconclusive, named). */
  undecided?: Undecided[];
}

/** A task's side; the base side counts the verdicts of its pooled runs (results/pool.ts). */
export function taskSide(task: TaskSummary, pooled = false): TaskSide {
  const s = task.counts.by_status;
  const own = (s.passed ?? 0) + (s.failed ?? 0);
  const pool = pooled ? pooledCounts(task) : null;
  const passed = pool ? pool.passed : (s.passed ?? 0);
  const failed = pool ? pool.failed : (s.failed ?? 0);
  const errors = pool ? { errored: pool.errored, runs: pool.task_runs } : ownErrors(task);
  const abstained = s.abstained ?? 0;
  return {
    passed,
    failed,
    verdicts: passed + failed,
    abstained,
    errors: s.error ?? 0,
    abstains: pool ? pool.abstained : abstained,
    skipped: s.skipped ?? 0,
    // The pooled runs' verdicts count as trials too: "42/50" on the base side.
    trials: task.trials + passed + failed - own,
    pass_rate: passed + failed ? passed / (passed + failed) : null,
    outcome: task.outcome,
    pooled_runs: pool ? pool.runs : 1,
    ...errors,
  };
}

/** A task's own errored runs and runs (an older summary without `errored`: its error count). */
function ownErrors(task: TaskSummary): { errored: number; runs: number } {
  return { errored: task.errored ?? task.counts.by_status.error ?? 0, runs: task.counts.runs };
}

/** The head reached no verdict and abstained, while the base reached verdicts. */
export function onlyAbstains(base: TaskSide, head: TaskSide): boolean {
  return head.verdicts === 0 && head.abstained > 0 && base.verdicts > 0;
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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a side had instead of verdict runs, e.g. "3 errors (config_error)". */
function withoutVerdict(s: TaskSide): string {
  const parts: string[] = [];
  if (s.errors) parts.push(plural(s.errors, 'error'));
  if (s.abstained) parts.push(`${s.abstained} abstained`);
  if (s.skipped) parts.push(`${s.skipped} skipped`);
  const what = parts.length ? parts.join(', ') : 'no runs';
  // The outcome names the error kind (config_error, timeout, ...); abstains and skips say it all.
  const named = ['completed', 'abstained', 'awaiting_input'].includes(s.outcome);
  return named ? what : `${what} (${s.outcome})`;
}

function noVerdictNote(base: TaskSide, head: TaskSide): string {
  const sides: string[] = [];
  if (!base.verdicts) sides.push(`base: ${withoutVerdict(base)}`);
  if (!head.verdicts) sides.push(`head: ${withoutVerdict(head)}`);
  return `no verdict run on ${sides.join('; ')}`;
}

function abstainReasons(records: RunRecord[] | undefined): Map<string, string> {
  const reasons = new Map<string, string>();
  for (const r of records ?? []) {
    if (r.status !== 'abstained' || r.skill_arm === 'without') continue;
    const key = `${r.suite}\u0000${r.task_id}`;
    if (!reasons.has(key)) reasons.set(key, r.responder?.reason || 'no reason given');
  }
  return reasons;
}

export interface CompareOptions {
  /** Family-wise level of the whole gate (default 0.05). */
  alpha?: number;
  /** Share of alpha for the per-task tests, the rest for the suite test (default 0.5). */
  taskShare?: number;
  /** The head's runs: the responder's reason for each newly abstaining task. */
  headRecords?: RunRecord[];
}

interface Entries {
  tasks: TaskComparison[];
  /** The tasks with verdict runs on both sides: their drop tests. */
  compared: { t: TaskComparison; table: Table; p: Rational }[];
  /** The abstain tests in Holm's family: the tasks that abstained on either side. */
  abstainTests: { t: TaskComparison; p: Rational }[];
  errorTables: Table[];
  /** Quarantined tasks with verdict runs on both sides: bucketed on their own p, in no family. */
  quarantined: { t: TaskComparison; table: Table; p: Rational }[];
}

/** Every task of either side with its p-values and first bucket, and the tests it is in. */
function taskEntries(base: Summary, head: Summary, reasons: Map<string, string>): Entries {
  const baseTasks = tasksByKey(base);
  const headTasks = tasksByKey(head);
  const tasks: TaskComparison[] = [];
  const compared: { t: TaskComparison; table: Table; p: Rational }[] = [];
  /** The abstain tests in Holm's family: the tasks that abstained on either side. */
  const abstainTests: { t: TaskComparison; p: Rational }[] = [];
  const errorTables: Table[] = [];
  const quarantined: Entries['compared'] = [];
  for (const [key, { suite, task }] of headTasks) {
    const before = baseTasks.get(key);
    const h = taskSide(task);
    const entry: TaskComparison = {
      suite,
      task_id: task.task_id,
      task_name: task.task_name,
      bucket: 'new',
      base: null,
      head: h,
      p_value: null,
      error_p: null,
      abstain_p: null,
      low_confidence: false,
      outcome_changed: false,
      note: null,
    };
    if (task.quarantined) entry.quarantined = task.quarantined;
    tasks.push(entry);
    if (!before) continue;
    const b = taskSide(before.task, true);
    entry.base = b;
    // A quarantined task is compared for the report, but stays out of every test's family.
    const counted = !task.quarantined;
    const rise = errorRiseP(b, h);
    if (rise) {
      entry.error_p = Math.min(1, toNumber(rise));
      if (counted) errorTables.push(errorTable(b, h));
    }
    const abstainRise = errorsOrAbstains(b, h) ? abstainRiseP(b, h) : null;
    if (abstainRise) {
      entry.abstain_p = Math.min(1, toNumber(abstainRise));
      if (counted) abstainTests.push({ t: entry, p: abstainRise });
    }
    entry.outcome_changed = b.outcome !== h.outcome;
    entry.bucket = 'unchanged';
    if (b.verdicts && h.verdicts) {
      const table = {
        basePass: b.passed,
        baseTotal: b.verdicts,
        headPass: h.passed,
        headTotal: h.verdicts,
      };
      const p = fisherLower(table);
      entry.p_value = Math.min(1, toNumber(p));
      (counted ? compared : quarantined).push({ t: entry, table, p });
    }
    if (h.abstained > 0 && b.abstained === 0) {
      entry.bucket = 'newly_abstaining';
      entry.note = reasons.get(key) ?? null;
    } else if (!b.verdicts || !h.verdicts) {
      entry.bucket = 'no_verdict';
      entry.note = noVerdictNote(b, h);
    }
  }
  for (const [key, { suite, task }] of baseTasks) {
    if (headTasks.has(key)) continue;
    tasks.push({
      suite,
      task_id: task.task_id,
      task_name: task.task_name,
      bucket: 'removed',
      base: taskSide(task, true),
      head: null,
      p_value: null,
      error_p: null,
      abstain_p: null,
      low_confidence: false,
      outcome_changed: false,
      note: null,
    });
  }
  return { tasks, compared, abstainTests, errorTables, quarantined };
}

/** Holm across the drop and abstain tests, and each compared task's bucket from its tests. */
function placeInBuckets(
  compared: Entries['compared'],
  abstainTests: Entries['abstainTests'],
  alphaTask: Rational,
  alphaR: Rational,
): void {
  // Per task: Holm across the drop tests and the abstain tests. Regressed beats any other bucket
  // (a drop before a rise in abstains).
  const rejectedAll = holm(
    [...compared.map((c) => c.p), ...abstainTests.map((c) => c.p)],
    alphaTask,
  );
  const rejected = rejectedAll.slice(0, compared.length);
  abstainTests.forEach(({ t }, i) => {
    if (!rejectedAll[compared.length + i]) return;
    t.bucket = 'regressed';
    t.regression = 'abstains';
    t.note = newlyAbstainingNote(t.note);
  });
  compared.forEach((c, i) => bucketByDrop(c, !!rejected[i], alphaR));
}

/** A compared task's bucket from its drop test: `rejected` by Holm, else its unadjusted p. */
function bucketByDrop(
  { t, table, p }: Entries['compared'][number],
  rejected: boolean,
  alphaR: Rational,
): void {
  const single = table.baseTotal === 1 && table.headTotal === 1;
  if (rejected) {
    t.bucket = 'regressed';
    t.regression = 'drop';
  } else if (t.bucket === 'regressed') {
    // Regressed in abstains alone.
  } else if (atMost(p, alphaR) || (single && table.basePass === 1 && table.headPass === 0)) {
    t.bucket = 'possible_regression';
    t.low_confidence = single;
  } else if (t.bucket === 'unchanged') {
    const rise = fisherLower({
      basePass: table.headPass,
      baseTotal: table.headTotal,
      headPass: table.basePass,
      headTotal: table.baseTotal,
    });
    if (atMost(rise, alphaR) || (single && table.basePass === 0 && table.headPass === 1)) {
      t.bucket = 'fixed';
      t.low_confidence = single;
    }
  }
}

export function compareSummaries(
  base: Summary,
  head: Summary,
  options: CompareOptions = {},
): Comparison {
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  const share = decimalRational(options.taskShare ?? DEFAULT_TASK_SHARE);
  const alphaR = decimalRational(alpha);
  const alphaTask: Rational = { num: alphaR.num * share.num, den: alphaR.den * share.den };
  const alphaSuite: Rational = {
    num: alphaR.num * (share.den - share.num),
    den: alphaR.den * share.den,
  };
  const { tasks, compared, abstainTests, errorTables, quarantined } = taskEntries(
    base,
    head,
    abstainReasons(options.headRecords),
  );
  placeInBuckets(compared, abstainTests, alphaTask, alphaR);
  // Listed as what their own p says (a possible regression at most): never regressed.
  for (const q of quarantined) bucketByDrop(q, false, alphaR);

  // Suite: the exact stratified test over the same tasks.
  const tables = compared.map((c) => c.table);
  const sum = (f: (t: Table) => number) => tables.reduce((s, t) => s + f(t), 0);
  const stratified = stratifiedLower(tables, alphaSuite);
  const errorsTest = stratifiedLower(errorTables, alphaSuite);
  const suiteTest: SuiteTest = {
    tasks: tables.length,
    base_pass_rate: tables.length ? sum((t) => t.basePass) / sum((t) => t.baseTotal) : null,
    head_pass_rate: tables.length ? sum((t) => t.headPass) / sum((t) => t.headTotal) : null,
    p_value: tables.length ? stratified.p : null,
    error_p: errorTables.length ? errorsTest.p : null,
    regressed: stratified.significant,
  };

  // What the design can see: can any single task reach the first Holm threshold?
  const m = compared.length;
  const firstThreshold = scale(alphaTask, 1n, BigInt(Math.max(1, m)));
  const blind =
    m > 0 &&
    compared.every(
      ({ table }) => !atMost(smallestP(table.baseTotal, table.headTotal), firstThreshold),
    )
      ? { tasks: m, trials_needed: trialsToSee(alphaTask, m) }
      : null;

  const of = (bucket: Bucket) => tasks.filter((t) => t.bucket === bucket);
  const undecided = abstainingUndecided(tasks);
  const buckets: Buckets = {
    regressed: of('regressed'),
    suite_regressed: suiteTest.regressed ? suiteTest : null,
    possible_regression: of('possible_regression'),
    no_verdict: of('no_verdict'),
    newly_abstaining: of('newly_abstaining'),
    fixed: of('fixed'),
    new: of('new'),
    removed: of('removed'),
  };
  const b = totals(base);
  const h = totals(head);
  return {
    alpha,
    alpha_task: toNumber(alphaTask),
    alpha_suite: toNumber(alphaSuite),
    base: b,
    head: h,
    pass_rate_delta: h.pass_rate - b.pass_rate,
    total_tokens_delta: h.total_tokens - b.total_tokens,
    duration_ms_delta: h.duration_ms - b.duration_ms,
    suite_set_changed: base.identity.suite_set !== head.identity.suite_set,
    ...(base.pool_changes ? { pool_changes: base.pool_changes } : {}),
    tasks,
    suite: suiteTest,
    buckets,
    outcome_changes: tasks.filter((t) => t.outcome_changed && t.bucket === 'unchanged'),
    regressions: buckets.regressed.length || (suiteTest.regressed ? 1 : 0),
    blind,
    ...(undecided.length ? { undecided } : {}),
  };
}

/** A regressed task's new abstains, in words, with the responder's reason when there is one. */
export function newlyAbstainingNote(reason: string | null): string {
  return reason?.startsWith(NEWLY_ABSTAINING)
    ? reason
    : `${NEWLY_ABSTAINING}${reason ? ` (the responder: ${reason})` : ''}`;
}

/** Whether the abstain test can say anything: a side abstained. */
function errorsOrAbstains(b: TaskSide, h: TaskSide): boolean {
  return (b.abstains ?? 0) + (h.abstains ?? 0) > 0;
}

/**
 * Tasks that went from verdict runs to only abstains and did not regress: nothing confirmed it
 * either way, so the gate cannot call them a pass.
 */
export function abstainingUndecided(tasks: TaskComparison[]): Undecided[] {
  return tasks
    .filter(
      (t) =>
        t.bucket !== 'regressed' &&
        !t.quarantined &&
        t.base &&
        t.head &&
        onlyAbstains(t.base, t.head),
    )
    .map((t) => ({
      suite: t.suite,
      task_id: t.task_id,
      reason: `went from verdict runs to only abstains (${NEWLY_ABSTAINING.split(':')[0]}) and nothing confirmed it`,
    }));
}

/** The task buckets in the order every rendering lists them, with their titles. */
export const TASK_BUCKETS = [
  ['regressed', 'Regressed'],
  ['possible_regression', 'Possible regressions'],
  ['no_verdict', 'No verdict'],
  ['newly_abstaining', 'Newly abstaining'],
  ['fixed', 'Fixed'],
  ['new', 'New'],
  ['removed', 'Removed'],
] as const satisfies readonly (readonly [Exclude<keyof Buckets, 'suite_regressed'>, string])[];

/** What each bucket means, one line (the same wording in the console and the report). */
export const BUCKET_NOTES: Record<(typeof TASK_BUCKETS)[number][0], string> = {
  regressed:
    'confirmed against runs of the base commit made beside the head in the same job (without them, significant after Holm correction across the tasks compared): fails the check',
  possible_regression:
    'what the screening against the pooled baseline flagged (an unadjusted drop, p <= alpha, or a one-trial pass -> fail) and nothing confirmed: listed, never fails the check',
  no_verdict: 'no passed or failed run on a side: nothing to compare, never a regression',
  newly_abstaining:
    'abstains the base did not have, not significant: listed (a significant rise in abstains is regressed, "newly abstaining")',
  fixed: 'a significant rise, or a one-trial fail -> pass',
  new: 'only in head',
  removed: 'only in base',
};

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

/** A p-value for people: 3 significant digits, "< 0.0001" below. */
export function formatP(p: number | null): string {
  if (p === null) return '—';
  return p < 0.0001 ? '< 0.0001' : Number(p.toPrecision(3)).toString();
}

/** "p = 0.0433", or "p < 0.0001" (never "p = < 0.0001"). */
export function pEquals(p: number | null): string {
  const text = formatP(p);
  return text.startsWith('<') ? `p ${text}` : `p = ${text}`;
}

/** The suite-level test in one line. */
export function suiteLine(c: Comparison): string {
  const s = c.suite;
  if (!s.tasks) return 'Suite: no task with verdict runs on both sides; no suite-level test.';
  return (
    `Suite: pass rate of verdict runs ${percent(s.base_pass_rate)} -> ${percent(s.head_pass_rate)} ` +
    `over ${plural(s.tasks, 'task')}, ${pEquals(s.p_value)} ` +
    `(exact stratified test, alpha_suite ${c.alpha_suite}): ` +
    (s.regressed ? 'regressed' : 'not significant')
  );
}

/** "Say what the design can see": null when some task can be flagged. */
export function blindLine(c: Comparison): string | null {
  if (!c.blind) return null;
  const { tasks, trials_needed } = c.blind;
  const need = Number.isFinite(trials_needed) ? `${trials_needed}` : 'more';
  return (
    `With these trials no single task can be flagged (${plural(tasks, 'task')} compared at ` +
    `alpha_task ${c.alpha_task}, Holm): ${need} verdict trials per task on both sides would make an ` +
    `all-pass -> all-fail task significant; the suite-level test still applies.`
  );
}

/** A side's verdict counts, with what else it ran: "3/4 +1 error". */
export function formatSide(s: TaskSide | null): string {
  if (!s) return '—';
  const extra: string[] = [];
  if (s.errors) extra.push(`${s.errors} error`);
  if (s.abstained) extra.push(`${s.abstained} abstained`);
  if (s.skipped) extra.push(`${s.skipped} skipped`);
  return `${s.passed}/${s.verdicts}${extra.length ? ` +${extra.join(' +')}` : ''}`;
}

/** A level from the command line or an action input: a number strictly between 0 and 1. */
