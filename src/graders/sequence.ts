// Matching an observed sequence (tool calls, skill invocations) against an expected one:
// exact, in order (gaps allowed) or any order (counts respected), with precision, recall and F1
// over the multiset of expected names.

export type SequenceMode = 'exact' | 'in_order' | 'any_order';

export interface SequenceMatch {
  matched: boolean;
  precision: number;
  recall: number;
  f1: number;
  /** Actual entries that count toward an expected one. */
  hits: number;
  /** Expected names the actual sequence lacks (any order: with counts), for feedback. */
  missing: string[];
}

function counts(names: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const n of names) map.set(n, (map.get(n) ?? 0) + 1);
  return map;
}

export function matchSequence(
  expected: string[],
  actual: string[],
  mode: SequenceMode,
): SequenceMatch {
  const want = counts(expected);
  const got = counts(actual);
  let truePositives = 0;
  const missing: string[] = [];
  for (const [name, needed] of want) {
    const have = got.get(name) ?? 0;
    truePositives += Math.min(needed, have);
    if (have < needed) missing.push(needed > 1 ? `${name} (${have} of ${needed})` : name);
  }
  const precision =
    actual.length > 0 ? truePositives / actual.length : expected.length === 0 ? 1 : 0;
  const recall = expected.length > 0 ? truePositives / expected.length : 1;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  let matched: boolean;
  if (mode === 'exact') {
    matched = expected.length === actual.length && expected.every((e, i) => actual[i] === e);
  } else if (mode === 'in_order') {
    let next = 0;
    for (const a of actual) if (next < expected.length && a === expected[next]) next++;
    matched = next === expected.length;
  } else {
    matched = missing.length === 0;
  }
  return { matched, precision, recall, f1, hits: truePositives, missing };
}

/** `[a, b, c]` for feedback (names are agent data: kept short). */
export function listOf(names: string[], max = 20): string {
  const shown = names.slice(0, max).map((n) => (n.length > 60 ? `${n.slice(0, 59)}…` : n));
  return `[${shown.join(', ')}${names.length > max ? `, … (${names.length} in all)` : ''}]`;
}
