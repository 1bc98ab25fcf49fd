import { askJudge } from '../judge.js';
import { show } from '../run-view.js';
import type { AssertionEvaluator } from './types.js';

/**
 * An LLM validator: `use` (or the judge model) reads the agent's response against the criteria
 * (`value`, or options.metadata.criteria / options.criteria) and returns
 * {passed, score, reason, suggestions}. Malformed twice -> GraderError.
 */
export const agent: AssertionEvaluator = async (a, target, ctx) => {
  const metadata = (a.options.metadata ?? {}) as Record<string, unknown>;
  const criteria = metadata.criteria ?? a.options.criteria ?? a.value;
  const criteriaText = typeof criteria === 'string' ? criteria : show(criteria, 4000);
  const verdict = await askJudge({
    llm: ctx.llm,
    model: a.use ?? ctx.judgeModel,
    who: 'agent assertion',
    signal: ctx.signal,
    // The criteria are fixed per assertion (system), the run's response is what changes (user).
    system: [
      "You are a strict validator of an AI agent's response. Decide whether the response meets " +
        'every criterion. Judge only what the response and tool calls show; do not assume.',
      `## Criteria\n${criteriaText || '(none given: judge whether the response is correct and complete)'}`,
      ...Object.entries(metadata)
        .filter(([k]) => k !== 'criteria')
        .map(([k, v]) => `## ${k}\n${typeof v === 'string' ? v : show(v, 2000)}`),
    ].join('\n\n'),
    user: [
      `## Tool calls\n${target.toolCalls.length ? target.toolCalls.map((c) => `- ${c.name} ${show(c.arguments, 300)}`).join('\n') : '(none)'}`,
      `## Agent response\n${target.output}`,
    ].join('\n\n'),
  });
  const suggestions = verdict.suggestions.length
    ? ` Suggestions: ${verdict.suggestions.join('; ')}`
    : '';
  return {
    passed: verdict.passed,
    score: verdict.score,
    message: `${verdict.reason}${suggestions}`,
  };
};
