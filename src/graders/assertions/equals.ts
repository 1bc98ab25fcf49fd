import { deepEqual } from '../../shared/json.js';
import { extractJson } from '../json.js';
import { clip } from '../../shared/strings.js';
import { show } from '../run-view.js';
import type { AssertionEvaluator } from './types.js';

/**
 * A string value: the trimmed output equals it. Any other value (object, array, number,
 * boolean, null): the output's JSON (fenced ```json included) deep-equals it, key order ignored.
 */
export const equals: AssertionEvaluator = (a, target) => {
  if (typeof a.value === 'string') {
    const passed = target.output.trim() === a.value.trim();
    return {
      passed,
      message: passed
        ? `output equals ${JSON.stringify(clip(a.value, 80))}`
        : `output ${JSON.stringify(clip(target.output, 120))} is not ${JSON.stringify(clip(a.value, 120))}`,
    };
  }
  const parsed = extractJson(target.output);
  if (!parsed.ok)
    return { passed: false, message: `expected JSON equal to ${show(a.value)}: ${parsed.reason}` };
  const passed = deepEqual(parsed.value, a.value ?? null);
  return {
    passed,
    message: passed
      ? `output JSON equals ${show(a.value)}`
      : `output JSON ${show(parsed.value)} is not ${show(a.value)}`,
  };
};
