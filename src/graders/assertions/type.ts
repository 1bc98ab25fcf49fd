import { extractJson, jsonType } from '../json.js';
import type { AssertionEvaluator } from './types.js';
import { valueText } from './types.js';

const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null', 'json'];

/**
 * The output's type: `string` (plain text, or a JSON string), `json` (any JSON), or the JSON
 * type of the parsed output: object, array, number, integer, boolean, null.
 */
export const type: AssertionEvaluator = (a, target) => {
  const expected = valueText(a).toLowerCase();
  if (!TYPES.includes(expected)) {
    return {
      passed: false,
      message: `unknown type ${JSON.stringify(expected)} (one of ${TYPES.join(', ')})`,
    };
  }
  const parsed = extractJson(target.output);
  const actual = parsed.ok ? jsonType(parsed.value) : 'string';
  let passed: boolean;
  if (expected === 'json') passed = parsed.ok;
  else if (expected === 'integer') passed = parsed.ok && Number.isInteger(parsed.value);
  else passed = actual === expected;
  return {
    passed,
    message: passed
      ? `output is ${expected}`
      : `output is ${parsed.ok ? `JSON ${actual}` : 'not JSON'}, expected ${expected}`,
  };
};
