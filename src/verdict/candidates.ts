// Which tasks the confirmation re-runs (verdict/confirm.ts), from the screening alone.
//
// A task is a candidate for what its screening against the pool shows: a lower verdict pass rate
// (`drop`, p <= SCREEN_LEVEL), a higher error rate (`errors`), a higher abstain rate (`abstains`),
// no verdict run left on the head because it errored (`no_verdict`), a pool that always passed
// against a head that always failed (`collapsed`: the rule that still fires at one trial, where
// the best screening p of a pool of five against one run is 1/6), a head that only abstained
// where the pool reached verdicts and never abstained (`abstains` too, for the same reason).
// (`collapsed` replaced the `blind` rule, which fired only when every compared task collapsed.)
//
// The cap (confirm-tasks) is shared out by reason, in turns: the most suspicious drop, then the
// most suspicious rise in abstains, then the most suspicious rise in errors, and again. Ranking
// every candidate on one p-value would let transient errors crowd out a real drop: when an outage
// errors every screening run of a few tasks, their error p is far smaller than any drop's. Taking
// turns costs no runs (a rerun of each erroring task first would) and does not depend on the
// outage being over. The choice looks at the screening only, so it costs the tests no validity.
import { onlyAbstains, type Comparison, type TaskComparison } from './compare.js';

/** A task whose screening p (drop, errors or abstains) is at most this is a candidate. */
export const SCREEN_LEVEL = 0.15;

export type Why = 'drop' | 'errors' | 'abstains' | 'no_verdict' | 'collapsed';

export interface Candidate {
  t: TaskComparison;
  why: Why[];
}

/** Which tests a candidate's screening reasons commit it to. */
export function testsOf(why: readonly Why[]): {
  drop: boolean;
  errors: boolean;
  abstains: boolean;
} {
  return {
    drop: why.includes('drop') || why.includes('collapsed'),
    errors: why.includes('errors') || why.includes('no_verdict'),
    abstains: why.includes('abstains'),
  };
}

/** Why the screening makes this task a candidate (empty: it does not). */
export function reasonsOf(t: TaskComparison): Why[] {
  const why: Why[] = [];
  if (!t.base || !t.head) return why;
  const b = t.base;
  const h = t.head;
  if (t.p_value !== null && t.p_value <= SCREEN_LEVEL) why.push('drop');
  else if (b.verdicts > 0 && b.failed === 0 && h.verdicts > 0 && h.passed === 0)
    why.push('collapsed');
  if (t.error_p !== null && t.error_p <= SCREEN_LEVEL) why.push('errors');
  const abstainP = t.abstain_p ?? null;
  if (
    (abstainP !== null && abstainP <= SCREEN_LEVEL) ||
    (b.abstains === 0 && h.abstains !== null && onlyAbstains(b, h))
  )
    why.push('abstains');
  if (!h.verdicts && h.errors > 0 && b.verdicts > 0) why.push('no_verdict');
  return why;
}

type Turn = 'drop' | 'abstains' | 'errors';
const TURNS: readonly Turn[] = ['drop', 'abstains', 'errors'];

/** A candidate's rank in one turn's queue (lower first), or null when it is not in it. */
function rankIn(turn: Turn, c: Candidate): number | null {
  const tests = testsOf(c.why);
  if (!tests[turn]) return null;
  if (turn === 'drop') return c.t.p_value ?? 1;
  if (turn === 'abstains') return c.t.abstain_p ?? 1;
  return c.why.includes('no_verdict') ? 0 : (c.t.error_p ?? 1);
}

/**
 * The screening's candidates: `chosen` (at most `maxTasks`, taken in turns by reason), and the
 * candidates left over the cap.
 */
export function candidatesOf(
  c: Comparison,
  maxTasks: number,
): { chosen: Candidate[]; left: Candidate[]; eligible: number } {
  const all: Candidate[] = [];
  for (const t of c.tasks) {
    const why = reasonsOf(t);
    if (why.length) all.push({ t, why });
  }
  const queues = TURNS.map((turn) =>
    all
      .map((candidate, order) => ({ candidate, order, rank: rankIn(turn, candidate) }))
      .filter((q): q is { candidate: Candidate; order: number; rank: number } => q.rank !== null)
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map((q) => q.candidate),
  );
  const chosen = new Set<Candidate>();
  const cap = Math.max(0, maxTasks);
  while (chosen.size < Math.min(cap, all.length)) {
    for (const queue of queues) {
      const next = queue.find((q) => !chosen.has(q));
      if (next && chosen.size < cap) chosen.add(next);
    }
  }
  return { chosen: [...chosen], left: all.filter((a) => !chosen.has(a)), eligible: all.length };
}
