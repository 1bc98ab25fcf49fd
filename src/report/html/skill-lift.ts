// report.html's skill lift (summary.json's `skill_lift`), as base vs head is shown: per task the
// pass counts with and without the skill, the difference and its interval, the claim; then for
// the tasks the skill helped or hurt first, a run with the skill next to one without it, turn by
// turn, the first turn where they diverge marked. Every text goes through escape.ts.
import type { RunRecord, SkillLift } from '../../results/schema.js';
import { escapeLine } from './escape.js';
import { column, firstDivergence, PAIRS_MAX } from './side-by-side.js';

export interface LiftPair {
  suite: string;
  taskId: string;
  claim: SkillLift['tasks'][number]['claim'];
  with: RunRecord;
  without: RunRecord;
}

const key = (suite: string, taskId: string) => JSON.stringify([suite, taskId]);
const ORDER = { hurts: 0, helps: 1, no_evidence: 2 } as const;

/**
 * Per task (hurt first, then helped, at most PAIRS_MAX), a run with the skill and one without,
 * from the job's runs read once: the first of each arm, the one without replaced by the first
 * whose status differs from the one with (where they differ is what a reader wants to see).
 */
export function pickLiftPairs(lift: SkillLift, runs: Iterable<RunRecord>): LiftPair[] {
  const tasks = [...lift.tasks].sort((a, b) => ORDER[a.claim] - ORDER[b.claim]).slice(0, PAIRS_MAX);
  const wanted = new Map(tasks.map((t) => [key(t.suite, t.task), t]));
  const arms = new Map<string, { with?: RunRecord; without?: RunRecord }>();
  for (const run of runs) {
    const k = key(run.suite, run.task_id);
    if (!wanted.has(k) || !run.skill_arm || run.confirmation) continue;
    const pair = arms.get(k) ?? {};
    arms.set(k, pair);
    if (run.skill_arm === 'with') pair.with ??= run;
    else if (!pair.without) pair.without = run;
    else if (
      pair.with &&
      pair.without.status === pair.with.status &&
      run.status !== pair.with.status
    )
      pair.without = run;
  }
  return tasks.flatMap((t) => {
    const pair = arms.get(key(t.suite, t.task));
    return pair?.with && pair.without
      ? [{ suite: t.suite, taskId: t.task, claim: t.claim, with: pair.with, without: pair.without }]
      : [];
  });
}

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(2)}`;
const CLAIM = { helps: 'helps', hurts: 'hurts', no_evidence: 'no evidence' } as const;

function liftTable(lift: SkillLift): string {
  const rows = lift.tasks
    .slice(0, 500)
    .map(
      (t) =>
        `<tr><td>${escapeLine(`${t.suite} / ${t.task}`, 160)}</td><td>${t.with.passed}/${t.with.runs}</td>` +
        `<td>${t.without.passed}/${t.without.runs}</td><td>${signed(t.difference)} ` +
        `<span class="muted">(${signed(t.interval.low)} to ${signed(t.interval.high)})</span></td>` +
        `<td><span class="badge lift-${t.claim}">${CLAIM[t.claim]}</span></td></tr>`,
    );
  const more =
    lift.tasks.length > 500
      ? `<p class="cut">${lift.tasks.length - 500} more tasks in summary.json.</p>`
      : '';
  return (
    '<table><thead><tr><th>Task</th><th>With the skill</th><th>Without</th>' +
    '<th>Difference (95 % interval)</th><th>Claim</th></tr></thead><tbody>' +
    rows.join('') +
    `</tbody></table>${more}`
  );
}

export function renderSkillLift(lift: SkillLift | undefined, pairs: LiftPair[]): string {
  if (!lift) return '';
  const head = '<h2 id="skill-lift">Skill lift: with and without the skill</h2>';
  if (lift.skipped)
    return `${head}<p class="note">No lift measured: ${escapeLine(lift.skipped, 1000)}</p>`;
  const blocks = pairs.map((p) => {
    const diverge = firstDivergence(p.without, p.with);
    const where =
      diverge === null
        ? 'the turns read the same; the difference is in the grading'
        : `they diverge at turn ${diverge + 1}`;
    return (
      `<section class="pair"><h3>${escapeLine(p.suite, 80)} / ${escapeLine(p.taskId, 120)} ` +
      `<span class="badge lift-${p.claim}">${CLAIM[p.claim]}</span></h3><p class="meta">${where}</p>` +
      `<div class="sides">${column(p.without, 'base', diverge, 'without the skill')}` +
      `${column(p.with, 'head', diverge, 'with the skill')}</div></section>`
    );
  });
  return (
    `${head}<p class="muted">${escapeLine(lift.sentence, 300)}: each task ran with the suite's skills and ` +
    `without them, interleaved in this job (claims after Holm at level ${lift.level}).</p>\n` +
    liftTable(lift) +
    blocks.join('\n')
  );
}
