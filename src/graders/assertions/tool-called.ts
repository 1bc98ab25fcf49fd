import { isSubset } from '../../shared/json.js';
import { show } from '../run-view.js';
import type { AssertionEvaluator } from './types.js';

/**
 * A tool was called. `value`: a name, a list of names (any of them), or `{name, arguments}`
 * (a call of that tool whose arguments include the given ones). A list of such objects: any.
 */
export const toolCalled: AssertionEvaluator = (a, target) => {
  const called = target.toolCalls.map((c) => c.name);
  const wanted = Array.isArray(a.value) ? a.value : [a.value];
  for (const want of wanted) {
    if (typeof want === 'string') {
      if (called.includes(want)) return { passed: true, message: `${want} was called` };
    } else if (want && typeof want === 'object') {
      const { name, arguments: args } = want as { name?: string; arguments?: unknown };
      const hit = target.toolCalls.find(
        (c) =>
          (name === undefined || c.name === name) &&
          (args === undefined || isSubset(args, c.arguments)),
      );
      if (hit)
        return { passed: true, message: `${hit.name} was called with ${show(hit.arguments, 120)}` };
    }
  }
  const names = called.length ? [...new Set(called)].join(', ') : 'no tool';
  return { passed: false, message: `expected a call of ${show(a.value, 160)}; called: ${names}` };
};
