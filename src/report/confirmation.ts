// The confirmation block of the report: which possible regressions were re-run on the head, what
// it cost, and which were confirmed (those fail the check), plus how many base runs the base
// side pools. Null when the comparison had no confirmation and no pooled base.
import type { Comparison } from '../verdict/compare.js';
import { formatP, pEquals } from '../verdict/compare.js';
import type {
  ConfirmedTask,
  SideCounts,
  SuiteConfirmation,
} from '../verdict/confirmation-record.js';
import { SUITE_STAGES } from '../verdict/suite-stages.js';
import { inline } from './escape.js';
import { namedFiles } from '../shared/file-list.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const side = (s: SideCounts) => {
  const other = s.runs - s.passed - s.failed;
  return `${s.passed}/${s.passed + s.failed}${s.errored ? ` (${s.errored} errored)` : other > 0 ? ` (+${other} no verdict)` : ''}`;
};

const WHY: Record<string, string> = {
  drop: 'lower pass rate',
  errors: 'more errors',
  no_verdict: 'no verdict run',
  abstains: 'more abstains',
  collapsed: 'always passed, now fails',
  blind: 'dropped (too few trials to test)',
};

const REGRESSION: Record<string, string> = {
  drop: '**confirmed: regressed**',
  errors: '**confirmed: errors rose**',
  no_verdict: '**confirmed: no verdict run on the head**',
  abstains: '**confirmed: newly abstaining**',
};

function row(t: ConfirmedTask): string {
  const verdict = t.regression
    ? REGRESSION[t.regression]!
    : t.over_cap
      ? `not re-run against the base (went on after ${plural(t.first_stage.runs, 'head run')}, over the cap of tasks confirmed)`
      : t.stopped_early
        ? t.base.runs
          ? `not confirmed (stopped after ${t.base.runs} base and ${t.head.runs} head runs: looked like the base)`
          : `not confirmed (stopped after ${plural(t.first_stage.runs, 'head run')}: looked like the pool)`
        : 'not confirmed';
  return (
    `| ${inline(t.task_name, 120)} | ${t.why.map((w) => WHY[w]).join(', ')} ` +
    `| ${side(t.pool)} | ${side(t.screening)} | ${side(t.first_stage)} | ${side(t.base)} | ${side(t.head)} ` +
    `| ${formatP(t.p_value)} | ${formatP(t.error_p)} | ${verdict} |`
  );
}

const points = (x: number) => `${(100 * x).toFixed(1)} points`;

function suiteLines(s: SuiteConfirmation, alpha: number): string[] {
  const rate = (c: SideCounts) =>
    c.passed + c.failed ? `${((100 * c.passed) / (c.passed + c.failed)).toFixed(1)}%` : '—';
  const sample = s.stages === 1 ? s.sample : undefined;
  const verdict =
    s.regression === 'drop'
      ? '**the suite regressed**'
      : s.regression === 'errors'
        ? '**the suite errored more**'
        : s.stopped_early
          ? `not confirmed (the head's concurrent runs looked like the base's: stopped after stage ${s.stages} of ${SUITE_STAGES})`
          : 'not confirmed';
  const against = sample
    ? `${plural(sample.each, 'run')} of the base commit and ${sample.each} of the head of ${plural(sample.tasks, 'task')} each, side by side (the day's sample)`
    : 'against concurrent runs of the base commit';
  const tests = s.stopped_early
    ? `(exact stratified tests; the suite's own, at ${alpha} each, come after stage ${SUITE_STAGES})`
    : `(exact stratified tests at ${alpha} each)`;
  const shift = s.day_shift
    ? ` The base's runs were that much lower than the pool today, so the tasks were chosen against ` +
      `the pool moved by the day's shift (verdict pass rate ${points(s.day_shift.pass_rate)}, ` +
      `error rate +${points(s.day_shift.error_rate)}).`
    : '';
  return [
    `The suite looked worse than the pool (${pEquals(s.screening_p)}, errors ${pEquals(s.screening_error_p)}); ` +
      `${against}: verdict pass rate ${rate(s.base)} (base, ${plural(s.base.runs, 'run')}) -> ` +
      `${rate(s.head)} (head, ${plural(s.head.runs, 'run')}), ${pEquals(s.p_value)}, errors ${pEquals(s.error_p)} ` +
      `${tests}: ${verdict}.${shift}`,
  ];
}

/** How many base runs the base side rests on, when it pools more than one. */
function poolLine(c: Comparison): string | null {
  const pooled = c.tasks.filter((t) => t.base && t.base.pooled_runs > 1);
  if (!pooled.length) return null;
  const runs = pooled.map((t) => t.base!.pooled_runs);
  const trials = pooled.map((t) => t.base!.verdicts);
  const range = (xs: number[]) =>
    Math.min(...xs) === Math.max(...xs) ? `${xs[0]}` : `${Math.min(...xs)}–${Math.max(...xs)}`;
  return (
    `The base side pools the last ${range(runs)} base-branch runs of ${plural(pooled.length, 'task')} ` +
    `(${range(trials)} verdict runs per task); tasks changed since start a new pool.`
  );
}

/** What the pool dropped when its newest base run joined it (stale, changed or disagreeing runs). */
function poolChangesLine(c: Comparison): string | null {
  const changes = c.pool_changes;
  if (!changes) return null;
  if (changes.restarted)
    return `The pool restarted from its newest base run: ${inline(changes.restarted, 300)}.`;
  if (!changes.tasks.length) return null;
  const runs = changes.tasks.reduce((n, t) => n + t.dropped, 0);
  const names = changes.tasks
    .slice(0, 5)
    .map((t) => `${inline(t.task_id, 80)} (${inline(t.reason, 120)})`)
    .join(', ');
  return (
    `When its newest base run joined, the pool dropped ${plural(runs, 'older run')} of ` +
    `${plural(changes.tasks.length, 'task')}: ${names}${changes.tasks.length > 5 ? ', …' : ''}.`
  );
}

export function confirmationSection(c: Comparison): string | null {
  const pool = [poolLine(c), poolChangesLine(c)].filter(Boolean).join(' ') || null;
  const conf = c.confirmation;
  if (!conf) return pool;
  const lines = ['### Confirmation against concurrent base runs', ''];
  if (conf.base_tampered) {
    lines.push(
      `The base commit's checkout was modified during the job (${inline(namedFiles(conf.base_tampered), 600)}): ` +
        `something the head ran wrote into it while its runs were made, so all ${plural(conf.base_runs, 'base run')} ` +
        `were discarded and nothing was confirmed. The verdict is inconclusive.`,
    );
    if (pool) lines.push('', pool);
    return lines.join('\n');
  }
  if (conf.base_unavailable) {
    lines.push(
      `The base commit could not be run (${inline(conf.base_unavailable, 300)}), so nothing was confirmed ` +
        `against concurrent runs: the verdict rests on the pooled baseline alone, which a provider's ` +
        `day-to-day drift can move.`,
    );
    if (pool) lines.push('', pool);
    return lines.join('\n');
  }
  lines.push(
    `${conf.tasks.length || !conf.suite ? `${plural(conf.tasks.length, 'task')}${conf.suite ? ' and the suite' : ''}` : 'The suite'} looked worse than the pooled baseline ` +
      `and ran again on the base commit and the head, side by side in this job (${plural(conf.runs, 'extra run')}, ` +
      `${conf.base_runs} of them on the base): ${conf.confirmed} regression${conf.confirmed === 1 ? '' : 's'} confirmed.` +
      (conf.over_cap
        ? ` ${conf.over_cap} more candidate task(s) were not re-run (confirm-tasks).`
        : ''),
    '',
  );
  if (conf.tasks.length) {
    lines.push(
      `Each task ran in stages of ${conf.stages.map((st) => `${st.base}+${st.head}`).join(', ')} runs (base+head): the head's first stage ` +
        `is held against the pool, the later ones against the base, stopping where they look alike; a task that ran every stage is ` +
        `tested on its concurrent runs after the first stage (one-sided exact tests of the drop and of ` +
        `the rise in errors, Holm across the ${conf.family} tests of the tasks past the first stage, alpha ${conf.alpha}). A confirmed regression fails the check.`,
      '',
      '| Task | Why | Pool | Head (screening) | Head (first stage) | Base (concurrent) | Head (concurrent) | p drop | p errors | Verdict |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
      ...conf.tasks.map(row),
    );
  }
  if (conf.suite) lines.push('', ...suiteLines(conf.suite, conf.alpha_suite));
  if (pool) lines.push('', pool);
  return lines.join('\n');
}
