import { clip } from '../../shared/strings.js';
import type { AssertionEvaluator } from './types.js';

/** The output contains the value (every value, when a list is given). Case-sensitive. */
export const contains: AssertionEvaluator = (a, target) => {
  const values = Array.isArray(a.value) ? a.value.map(String) : [stringOf(a.value)];
  const missing = values.filter((v) => !target.output.includes(v));
  return missing.length === 0
    ? {
        passed: true,
        message: `output contains ${values.map((v) => JSON.stringify(v)).join(', ')}`,
      }
    : {
        passed: false,
        message: `output does not contain ${missing.map((v) => JSON.stringify(v)).join(', ')} (output: ${JSON.stringify(clip(target.output, 120))})`,
      };
};

/** The output contains none of the values. */
export const notContains: AssertionEvaluator = (a, target) => {
  const values = Array.isArray(a.value) ? a.value.map(String) : [stringOf(a.value)];
  const found = values.filter((v) => target.output.includes(v));
  return found.length === 0
    ? {
        passed: true,
        message: `output contains none of ${values.map((v) => JSON.stringify(v)).join(', ')}`,
      }
    : {
        passed: false,
        message: `output contains ${found.map((v) => JSON.stringify(v)).join(', ')}`,
      };
};

function stringOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}
