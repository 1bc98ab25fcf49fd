// The confirmation block of the report: which possible regressions were re-run on the head, what
// it cost, and which were confirmed (those fail the check), plus how many base runs the base
// side pools. Null when the comparison had no confirmation and no pooled base.
import type { Comparison } from '../verdict/compare.js';
import { formatP } from '../verdict/compare.js';
import type { ConfirmedTask } from '../verdict/confirm.js';
import { inline } from './escape.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function row(t: ConfirmedTask): string {
  const verdict = t.confirmed
    ? '**confirmed: regressed**'
    : t.stopped_early
      ? `not confirmed (stopped after ${plural(t.runs, 'run')}: looked like the base)`
      : 'not confirmed';
  const noVerdict = t.runs - t.passed - t.failed;
  return (
    `| ${inline(t.task_name, 120)} | ${t.base.passed}/${t.base.verdicts} ` +
    `| ${t.screening.passed}/${t.screening.verdicts} | ${formatP(t.screening_p)} ` +
    `| ${t.passed}/${t.passed + t.failed}${noVerdict > 0 ? ` (+${noVerdict} no verdict)` : ''} ` +
    `| ${formatP(t.p_value)} | ${verdict} |`
  );
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

export function confirmationSection(c: Comparison): string | null {
  const pool = poolLine(c);
  const conf = c.confirmation;
  if (!conf) return pool;
  const lines = ['### Confirmation re-runs', ''];
  lines.push(
    `Confirmed ${plural(conf.tasks.length, 'task')} with ${plural(conf.runs, 'extra run')}: ` +
      `${conf.confirmed} regression${conf.confirmed === 1 ? '' : 's'} confirmed.` +
      (conf.over_cap
        ? ` ${conf.over_cap} more dropping task(s) were not re-run (confirm-tasks).`
        : ''),
    '',
    `Each task was re-run on the head in stages of ${conf.stages.join(', ')} extra runs, stopping ` +
      `where its runs looked like the base; a task that ran every stage is tested with all its ` +
      `head runs (screening + confirmation) against the base (one-sided exact test, Holm across ` +
      `the ${plural(conf.family, 'task')} compared, alpha ${conf.alpha}). ` +
      `A confirmed regression fails the check.`,
    '',
    '| Task | Base passed | Screening passed | Screening p | Confirmation runs passed | p (all head runs) | Verdict |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...conf.tasks.map(row),
  );
  if (pool) lines.push('', pool);
  return lines.join('\n');
}
