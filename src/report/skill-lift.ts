// The "Skill lift" section of the markdown report (comment, job summary, report.md) and its
// console line, from summary.json's `skill_lift`: shown only in a skill-lift job. The sentence,
// per task the pass counts with and without the skill, the difference with its 95 % interval
// and the claim (after Holm), then folded what else the skill changes per run (follow-ups,
// turns, tokens, abstains, cap exhaustions, cost when priced), each a difference of means with
// its interval. Differences are of rates and means, never percent changes.
import type { SkillLift, Summary } from '../results/schema.js';
import { inline } from './escape.js';
import { boundedTable, plural } from './table.js';

type LiftTask = SkillLift['tasks'][number];
type Measure = LiftTask['measures']['turns'];

const signed = (n: number, digits = 2) =>
  `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(digits)}`;
const interval = (i: { low: number; high: number } | null, digits = 2) =>
  i ? `${signed(i.low, digits)} to ${signed(i.high, digits)}` : 'too few runs';
const CLAIM: Record<LiftTask['claim'], string> = {
  helps: '**helps**',
  hurts: '**hurts**',
  no_evidence: 'no evidence',
};
const p = (value: number) => (value < 0.0001 ? '< 0.0001' : value.toPrecision(2));

/** The sentence and the suite's pooled figures, one paragraph. */
function lead(lift: SkillLift): string {
  const pooled = lift.pooled;
  const which =
    pooled.claim === 'helps'
      ? `the skill lifts the suite (p = ${p(pooled.p_helps)})`
      : pooled.claim === 'hurts'
        ? `the skill lowers the suite (p = ${p(pooled.p_hurts)})`
        : `no evidence either way for the suite (p helps ${p(pooled.p_helps)}, hurts ${p(pooled.p_hurts)})`;
  return (
    `The skill ${inline(lift.sentence, 300)}; mean difference in pass rate ${signed(pooled.difference)}, ${which}. ` +
    `Each task ran with the suite's skills and without them, interleaved in this job; claims after Holm at level ${lift.level}.`
  );
}

function taskRows(lift: SkillLift): string[][] {
  return lift.tasks.map((t) => [
    inline(`${t.suite} › ${t.task}`, 120),
    `${t.with.passed}/${t.with.runs}`,
    `${t.without.passed}/${t.without.runs}`,
    `${signed(t.difference)} (${interval(t.interval)})`,
    CLAIM[t.claim],
  ]);
}

/** "2.0 vs 1.0 (+1.0, +0.4 to +1.6)": the means with and without, the difference, its interval. */
function measureCell(m: Measure | undefined, digits: number): string {
  if (!m) return '—';
  const means = `${m.with.toFixed(digits)} vs ${m.without.toFixed(digits)}`;
  if (m.difference === 0 && m.interval?.low === m.interval?.high) return means;
  return `${means} (${signed(m.difference, digits)}, ${interval(m.interval, digits)})`;
}

const MEASURES: { key: keyof LiftTask['measures']; title: string; digits: number }[] = [
  { key: 'followups', title: 'Follow-ups', digits: 1 },
  { key: 'turns', title: 'Turns', digits: 1 },
  { key: 'tokens', title: 'Agent tokens', digits: 0 },
  { key: 'abstains', title: 'Abstains', digits: 2 },
  { key: 'cap_exhausted', title: 'Cap exhausted', digits: 2 },
  { key: 'cost_usd', title: 'Cost (USD)', digits: 4 },
];

/** The measures table: only the measures some task has (no column of zeros, no cost unpriced). */
function measuresTable(lift: SkillLift): string | null {
  const shown = MEASURES.filter(({ key }) =>
    lift.tasks.some((t) => t.measures[key] && (t.measures[key].with || t.measures[key].without)),
  );
  if (!shown.length) return null;
  return boundedTable(
    ['Task', ...shown.map((m) => m.title)],
    lift.tasks.map((t) => [
      inline(`${t.suite} › ${t.task}`, 120),
      ...shown.map((m) => measureCell(t.measures[m.key], m.digits)),
    ]),
  );
}

/** The suites that ran with their skills only, and why. */
function skippedLine(lift: SkillLift): string | null {
  const list = lift.suites_skipped ?? [];
  if (!list.length) return null;
  const shown = list.slice(0, 5).map((s) => `${inline(s.suite, 100)} (${inline(s.reason, 300)})`);
  return `_Run with the skill only: ${shown.join('; ')}${list.length > 5 ? `; ${list.length - 5} more` : ''}._`;
}

const pValue = (p: number) => (p < 0.001 ? '< 0.001' : p.toFixed(3));

/**
 * The pairwise judges' line: "Pairwise judge: the with-skill run was better in 8 pairs, worse in
 * 1, tied in 3 (sign test, two-sided p = 0.039)".
 */
export function pairwiseLine(lift: NonNullable<Summary['skill_lift']>): string | null {
  const w = lift.pairwise;
  if (!w) return null;
  const judged = w.wins + w.losses + w.ties;
  const extra = [
    ...(w.errors ? [`${plural(w.errors, 'pair')} the judge could not decide`] : []),
    ...(w.skipped ? [`${plural(w.skipped, 'pair')} without both arms ended`] : []),
  ];
  return (
    `**Pairwise judge** (each pair asked twice, positions swapped; a disagreement is a tie): ` +
    `the run with the skill was better in ${w.wins} of ${plural(judged, 'pair')}, worse in ` +
    `${w.losses}, tied in ${w.ties} (exact sign test over the ${w.wins + w.losses} decided, ` +
    `two-sided p = ${pValue(w.p_two_sided)})` +
    (extra.length ? `; ${extra.join(', ')}` : '') +
    '.'
  );
}

/** The section, or null when the job did not measure a skill's lift. */
export function skillLiftSection(summary: Summary): string | null {
  const lift = summary.skill_lift;
  if (!lift) return null;
  const parts = ['### Skill lift'];
  if (lift.skipped) {
    parts.push(`No lift measured: ${inline(lift.skipped, 1000)}. The suites ran as usual.`);
  } else {
    parts.push(lead(lift));
    parts.push(
      boundedTable(
        ['Task', 'With', 'Without', 'Difference (95 % interval)', 'Claim'],
        taskRows(lift),
      ),
    );
    const measures = measuresTable(lift);
    if (measures) {
      parts.push(
        '<details><summary>What else the skill changes: means per run with vs without, the difference and its 95 % interval</summary>\n\n' +
          `${measures}\n\n</details>`,
      );
    }
  }
  const pairwise = pairwiseLine(lift);
  if (pairwise) parts.push(pairwise);
  const skipped = skippedLine(lift);
  if (skipped) parts.push(skipped);
  return parts.join('\n\n');
}

/** The console's line: "skill lift: helps on 3 tasks, ... (suite: +0.40, helps)". */
export function skillLiftLine(summary: Summary): string | null {
  const lift = summary.skill_lift;
  if (!lift) return null;
  if (lift.skipped) return `skill lift: not measured: ${lift.skipped}`;
  const claim = lift.pooled.claim === 'no_evidence' ? 'no evidence' : lift.pooled.claim;
  const pairs = lift.pairwise
    ? `; pairwise judge ${lift.pairwise.wins} better, ${lift.pairwise.losses} worse, ${lift.pairwise.ties} tied`
    : '';
  return (
    `skill lift: ${lift.sentence} (${plural(lift.tasks.length, 'task')}; suite ` +
    `${signed(lift.pooled.difference)} in pass rate, ${claim}${pairs})`
  );
}
