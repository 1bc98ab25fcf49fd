// The gate's verdict, apart from the code that reaches it (fail-on.ts) and the code that adds the
// golden tasks to it (golden.ts), which fail-on.ts calls.

export type Verdict = 'pass' | 'regressed' | 'inconclusive';

export interface GateVerdict {
  verdict: Verdict;
  /** Why it is regressed or inconclusive, one clause each; empty on pass. */
  reasons: string[];
}
