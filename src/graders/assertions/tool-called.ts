import { isSubset } from '../../shared/json.js';
import { show } from '../run-view.js';
import type { AssertionEvaluator } from './types.js';

/**
 * Yao's tool-name match: the exact name, a namespaced name ending in `__name` or `.name`, or a
 * name containing it (`setup` matches `agents_expense_tools__setup`).
 */
export function matchToolName(actual: string, expected: string): boolean {
  return (
    actual === expected ||
    actual.endsWith(`__${expected}`) ||
    actual.endsWith(`.${expected}`) ||
    actual.includes(expected)
  );
}

/**
 * A tool was called (names matched as Yao does: matchToolName). `value`: a name, a list of names (any of them), or `{name, arguments}`
 * (a call of that tool whose arguments include the given ones). A list of such objects: any.
 */
export const toolCalled: AssertionEvaluator = (a, target) => {
  const called = target.toolCalls.map((c) => c.name);
  const wanted = Array.isArray(a.value) ? a.value : [a.value];
  for (const want of wanted) {
    if (typeof want === 'string') {
      const hit = called.find((name) => matchToolName(name, want));
      if (hit) return { passed: true, message: `${hit} was called` };
    } else if (want && typeof want === 'object') {
      const { name, arguments: args } = want as { name?: string; arguments?: unknown };
      const hit = target.toolCalls.find(
        (c) =>
          (name === undefined || matchToolName(c.name, name)) &&
          (args === undefined || isSubset(args, c.arguments)),
      );
      if (hit)
        return { passed: true, message: `${hit.name} was called with ${show(hit.arguments, 120)}` };
    }
  }
  const names = called.length ? [...new Set(called)].join(', ') : 'no tool';
  return { passed: false, message: `expected a call of ${show(a.value, 160)}; called: ${names}` };
};
