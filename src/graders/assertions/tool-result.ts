import { isSubset } from '../../shared/json.js';
import { show } from '../run-view.js';
import type { AssertionEvaluator } from './types.js';

/**
 * A call of tool `path` (or `value.name`; any tool when neither) returned a result that matches
 * `value` (`value.result` when value names the tool): a string is looked for in the result's
 * text, an object or array must be a subset of the result. No expected value: a call succeeded.
 */
export const toolResult: AssertionEvaluator = (a, target) => {
  let tool = a.path;
  let expected: unknown = a.value;
  if (
    !tool &&
    expected &&
    typeof expected === 'object' &&
    !Array.isArray(expected) &&
    'name' in expected
  ) {
    const v = expected as { name: string; result?: unknown };
    tool = v.name;
    expected = v.result;
  }
  const calls = target.toolCalls.filter((c) => !tool || c.name === tool);
  if (calls.length === 0) return { passed: false, message: `${tool ?? 'no tool'} was not called` };
  const hit = calls.find((c) => {
    if (expected === undefined) return c.success;
    if (typeof expected === 'string') return resultText(c.result).includes(expected);
    return isSubset(expected, parseMaybe(c.result));
  });
  return hit
    ? { passed: true, message: `${hit.name} returned ${show(hit.result, 120)}` }
    : {
        passed: false,
        message: `no ${tool ?? 'tool'} result matches ${expected === undefined ? 'success' : show(expected)} (got ${show(
          calls.map((c) => c.result),
          160,
        )})`,
      };
};

function resultText(result: unknown): string {
  return typeof result === 'string' ? result : (JSON.stringify(result) ?? '');
}

function parseMaybe(result: unknown): unknown {
  if (typeof result !== 'string') return result;
  try {
    return JSON.parse(result);
  } catch {
    return result;
  }
}
