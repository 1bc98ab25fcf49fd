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
import type { Why } from './labels.js';

/** A task whose screening p (drop, errors or abstains) is at most this is a candidate. */
export const SCREEN_LEVEL = 0.15;

export type { Why } from './labels.js';

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
  // A quarantined task cannot fail the check: re-running it would spend the budget for nothing.
  if (!t.base || !t.head || t.quarantined) return why;
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

/** The p-values a candidate is ranked on in each turn (lower first). */
export interface Ranks {
  drop: number | null;
  errors: number | null;
  abstains: number | null;
}

/** The screening's p-values; a task with no verdict run left on the head goes first for errors. */
const screeningRanks = (c: Candidate): Ranks => ({
  drop: c.t.p_value,
  errors: c.why.includes('no_verdict') ? 0 : c.t.error_p,
  abstains: c.t.abstain_p ?? null,
});

/**
 * At most `cap` of `list`, taken in turns by reason: the best-ranked drop, abstain rise and error
 * rise not yet taken, and again. A candidate is in the queue of every test its reasons commit it
 * to; ties keep the list's order. Returned in the order taken.
 */
export function inTurns<T extends { why: Why[] }>(
  list: T[],
  cap: number,
  ranks: (item: T) => Ranks,
): T[] {
  const queues = TURNS.map((turn) =>
    list
      .map((item, order) => ({
        item,
        order,
        rank: testsOf(item.why)[turn] ? (ranks(item)[turn] ?? 1) : null,
      }))
      .filter((q): q is { item: T; order: number; rank: number } => q.rank !== null)
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map((q) => q.item),
  );
  const taken = new Set<T>();
  const most = Math.min(Math.max(0, cap), list.length);
  for (let before = -1; taken.size < most && taken.size > before;) {
    before = taken.size;
    for (const queue of queues) {
      const next = queue.find((q) => !taken.has(q));
      if (next && taken.size < most) taken.add(next);
    }
  }
  return [...taken];
}

/**
 * The screening's candidates: `chosen` (at most `maxTasks`, taken in turns by reason), and the
 * candidates left over.
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
  const chosen = inTurns(all, maxTasks, screeningRanks);
  return { chosen, left: all.filter((a) => !chosen.includes(a)), eligible: all.length };
}
