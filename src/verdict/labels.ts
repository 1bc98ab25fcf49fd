// The names the gate gives a task: its bucket in the comparison, what it regressed in, and why
// the screening made it a candidate for confirmation. Types only, so that the comparison and the
// confirmation can both use them without importing each other.

/** One task's place in the comparison; every task is in exactly one. */
export type Bucket =
  | 'regressed'
  | 'possible_regression'
  | 'newly_abstaining'
  | 'no_verdict'
  | 'fixed'
  | 'new'
  | 'removed'
  | 'unchanged';

export type Regression = 'drop' | 'errors' | 'abstains' | 'no_verdict';

/** Why the screening made a task a candidate (verdict/candidates.ts). */
export type Why = 'drop' | 'errors' | 'abstains' | 'no_verdict' | 'collapsed';
