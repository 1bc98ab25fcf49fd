// evaluateAssertion: one Yao assertion against a turn or the final state, `negate` and
// `message` applied. Throws GraderError when no verdict can be reached.
import type { AssertionResult } from '../../results/schema.js';
import type { Assertion, AssertionType } from '../../suites/model.js';
import { agent } from './agent.js';
import { contains, notContains } from './contains.js';
import { equals } from './equals.js';
import { jsonPath } from './json-path.js';
import { assertionUsesPatterns, loadRe2 } from '../re2.js';
import { regex } from './regex.js';
import { script } from './script.js';
import { toolCalled } from './tool-called.js';
import { toolResult } from './tool-result.js';
import { type } from './type.js';
import { YAO_EVALUATORS } from './yao.js';
import type { AssertionContext, AssertionEvaluator, AssertionTarget } from './types.js';

export type { AssertionContext, AssertionTarget } from './types.js';

export const ASSERTION_EVALUATORS: Record<AssertionType, AssertionEvaluator> = {
  contains,
  not_contains: notContains,
  equals,
  regex,
  json_path: jsonPath,
  type,
  tool_called: toolCalled,
  tool_result: toolResult,
  script,
  agent,
};

export async function evaluateAssertion(
  a: Assertion,
  target: AssertionTarget,
  ctx: AssertionContext,
): Promise<AssertionResult> {
  const evaluate = (a.yao && YAO_EVALUATORS[a.type]) || ASSERTION_EVALUATORS[a.type];
  if (!evaluate) {
    return {
      type: a.type,
      passed: false,
      message: `unknown assertion type ${JSON.stringify(a.type)}`,
    };
  }
  if (assertionUsesPatterns(a)) await loadRe2();
  const verdict = await evaluate(a, target, ctx);
  const passed = a.negate ? !verdict.passed : verdict.passed;
  let score = verdict.score ?? (verdict.passed ? 1 : 0);
  if (a.negate) score = 1 - score;
  const detail = a.negate ? `negated: ${verdict.message}` : verdict.message;
  const message = !passed && a.message ? `${a.message} (${detail})` : detail;
  return { type: a.type, passed, message, score };
}
