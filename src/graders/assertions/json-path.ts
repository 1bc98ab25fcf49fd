import { deepEqual } from '../../shared/json.js';
import { extractJson, queryJsonPath } from '../json.js';
import { show } from '../run-view.js';
import type { AssertionEvaluator } from './types.js';

/**
 * Selects `path` ($.a.b, [n], [*], ['k']) in the output's JSON (a ```json fence included).
 * With a `value`: some selected value deep-equals it. Without: the path exists.
 */
export const jsonPath: AssertionEvaluator = (a, target) => {
  const path = a.path ?? '';
  if (!path) return { passed: false, message: 'json_path needs a `path`' };
  const parsed = extractJson(target.output);
  if (!parsed.ok) return { passed: false, message: `${path}: ${parsed.reason}` };
  const found = queryJsonPath(parsed.value, path);
  if (a.value === undefined) {
    return found.length > 0
      ? { passed: true, message: `${path} exists` }
      : { passed: false, message: `${path} not found in the output JSON` };
  }
  if (found.length === 0)
    return { passed: false, message: `${path} not found (expected ${show(a.value)})` };
  const passed = found.some((v) => deepEqual(v, a.value));
  return {
    passed,
    message: passed
      ? `${path} is ${show(a.value)}`
      : `${path} is ${show(found.length === 1 ? found[0] : found)}, expected ${show(a.value)}`,
  };
};
