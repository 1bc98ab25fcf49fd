// The skill-lift requirement (`--fail-on no-lift`, the action's `skill-lift: require`): the
// check fails when the suite's pooled lift is not significantly positive, when any task is
// significantly hurt (Holm across the tasks: verdict/skill-lift.ts), or when no lift was
// measured at all (the requirement cannot be met by a job that could not measure it).
import type { Summary } from '../results/schema.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Why the job's skill lift does not meet the requirement; empty when it does. */
export function liftReasons(summary: Summary): string[] {
  const lift = summary.skill_lift;
  if (!lift) return ['no skill lift was measured (the job ran no task without the skill)'];
  if (lift.skipped) return [`no skill lift was measured: ${lift.skipped}`];
  const reasons: string[] = [];
  if (lift.pooled.claim !== 'helps') {
    reasons.push(
      `the skill does not significantly lift the suite (${lift.sentence}; pooled p = ${lift.pooled.p_helps.toPrecision(2)})`,
    );
  }
  const hurt = lift.tasks.filter((t) => t.claim === 'hurts');
  if (hurt.length) {
    const names = hurt.slice(0, 5).map((t) => `${t.suite}/${t.task}`);
    reasons.push(
      `the skill significantly hurts ${plural(hurt.length, 'task')} (${names.join(', ')}${hurt.length > 5 ? ', …' : ''})`,
    );
  }
  return reasons;
}
