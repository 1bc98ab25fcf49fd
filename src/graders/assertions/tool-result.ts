import { isSubset } from '../../shared/json.js';
import { compileRe2 } from '../re2.js';
import { show } from '../run-view.js';
import { matchToolName } from './tool-called.js';
import type { AssertionEvaluator } from './types.js';

/**
 * A call of tool `path` (or Yao's `value.tool`, or `value.name`; any tool when none) returned a
 * result that matches `value` (`value.result` when value names the tool): a string is looked for
 * in the result's text, a `regex:<pattern>` string must match it (Yao), an object must match key
 * by key (its strings likewise), an array must be a subset. No expected value: a call succeeded.
 * Tool names match as in Yao (matchToolName).
 */
export const toolResult: AssertionEvaluator = (a, target) => {
  let tool = a.path;
  let expected: unknown = a.value;
  if (
    !tool &&
    expected &&
    typeof expected === 'object' &&
    !Array.isArray(expected) &&
    ('name' in expected || 'tool' in expected)
  ) {
    const v = expected as { name?: string; tool?: string; result?: unknown };
    tool = v.tool ?? v.name;
    expected = v.result;
  }
  const calls = target.toolCalls.filter((c) => !tool || matchToolName(c.name, tool));
  if (calls.length === 0) return { passed: false, message: `${tool ?? 'no tool'} was not called` };
  const hit = calls.find((c) => {
    if (expected === undefined) return c.success;
    return c.success && matches(expected, parseMaybe(c.result));
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

/** Yao's result match, with Parley's substring for plain strings. */
function matches(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'string') {
    if (expected.startsWith('regex:')) {
      try {
        return compileRe2(expected.slice('regex:'.length)).test(resultText(actual));
      } catch {
        return false;
      }
    }
    return resultText(actual).includes(expected);
  }
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(expected).every(
      ([k, v]) => k in actual && matches(v, (actual as Record<string, unknown>)[k]),
    );
  }
  return isSubset(expected, actual);
}

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
