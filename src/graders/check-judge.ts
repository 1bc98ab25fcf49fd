// `parley check judge`: the LLM judge, on the user's own model and endpoint, measured on labelled
// transcripts (criteria, the conversation, the right verdict), as waza's `assure` checks its
// graders. Each case is judged exactly as the prompt grader judges a run (judgeRequest); the
// score is the agreement with the labels, overall and per label.
import { z } from 'zod';
import { obj } from '../suites/schema/helpers.js';
import type { Llm } from '../llm/types.js';
import { askJudge } from './judge.js';
import { judgeRequest } from './prompt.js';
import { GraderError } from './types.js';

export const JudgeCase = obj({
  id: z.string().min(1),
  /** The grading instructions (a prompt grader's `prompt`). */
  criteria: z.string().min(1),
  /** The conversation: each turn the user's input and the agent's reply. */
  turns: z.array(obj({ input: z.string(), output: z.string() })).min(1),
  /** How the conversation ended (default completed). */
  outcome: z.string().optional(),
  /** The right verdict. */
  expect: z.enum(['pass', 'fail']),
  tags: z.array(z.string()).optional(),
});
export type JudgeCase = z.infer<typeof JudgeCase>;

export interface JudgeCaseResult {
  id: string;
  expected: 'pass' | 'fail';
  got: 'pass' | 'fail' | 'error';
  reason: string;
}

export interface JudgeScore {
  cases: number;
  agreed: number;
  agreement: number;
  byLabel: Record<'pass' | 'fail', { agreed: number; total: number }>;
}

async function judgeOne(c: JudgeCase, llm: Llm, model: string): Promise<JudgeCaseResult> {
  const turns = c.turns.map((t, index) => ({
    index,
    input: t.input,
    output: t.output,
    tool_calls: [],
    skill_invocations: [],
  }));
  const request = judgeRequest(c.criteria, c.turns[0]!.input, c.outcome ?? 'completed', { turns });
  try {
    const verdict = await askJudge({
      llm,
      model,
      ...request,
      signal: AbortSignal.timeout(120_000),
      who: `case ${c.id}`,
    });
    // A judge that lists criteria passes only when each passed (as the prompt grader scores).
    const passed = verdict.criteria.length
      ? verdict.criteria.every((k) => k.passed)
      : verdict.passed;
    return { id: c.id, expected: c.expect, got: passed ? 'pass' : 'fail', reason: verdict.reason };
  } catch (error) {
    if (!(error instanceof GraderError)) throw error;
    return { id: c.id, expected: c.expect, got: 'error', reason: error.message };
  }
}

export async function runJudgeCheck(
  cases: readonly JudgeCase[],
  options: { llm: Llm; model: string; concurrency?: number },
): Promise<JudgeCaseResult[]> {
  const results: JudgeCaseResult[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      results[index] = await judgeOne(cases[index]!, options.llm, options.model);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return results;
}

export function scoreJudgeCheck(results: JudgeCaseResult[]): JudgeScore {
  const byLabel: JudgeScore['byLabel'] = {
    pass: { agreed: 0, total: 0 },
    fail: { agreed: 0, total: 0 },
  };
  let agreed = 0;
  for (const r of results) {
    byLabel[r.expected].total++;
    if (r.got === r.expected) {
      byLabel[r.expected].agreed++;
      agreed++;
    }
  }
  return {
    cases: results.length,
    agreed,
    agreement: results.length ? agreed / results.length : 0,
    byLabel,
  };
}
