// Yao assertion types: each evaluates one assertion before `negate` and `message` apply.
import type { Llm } from '../../llm/types.js';
import type { ToolCallRecord, TurnRecord } from '../../results/schema.js';
import type { Assertion } from '../../suites/model.js';
import type { ProcessTag } from '../types.js';

/** What an assertion looks at: one turn (per-turn assertions, checkpoints) or the final state. */
export interface AssertionTarget {
  output: string;
  toolCalls: ToolCallRecord[];
  turns: TurnRecord[];
}

export interface AssertionContext {
  llm: Llm;
  judgeModel?: string;
  workspace?: string;
  /** Directory of the suite / JSONL file: where `script` commands run from. */
  cwd: string;
  signal: AbortSignal;
  /** The run's process tag, for `script` commands (graders/types.ts). */
  processTag?: ProcessTag;
}

export interface Verdict {
  passed: boolean;
  /** Why, in words a user can act on. */
  message: string;
  score?: number;
}

export type AssertionEvaluator = (
  assertion: Assertion,
  target: AssertionTarget,
  context: AssertionContext,
) => Promise<Verdict> | Verdict;

/** The expected value as text (numbers and booleans are compared as written). */
export function valueText(assertion: Assertion): string {
  const v = assertion.value;
  if (typeof v === 'string') return v;
  if (v === undefined || v === null) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}
