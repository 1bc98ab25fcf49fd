import { compileRe2 } from '../re2.js';
import type { AssertionEvaluator } from './types.js';
import { valueText } from './types.js';

/** The output matches the RE2-syntax pattern in `value`. */
export const regex: AssertionEvaluator = (a, target) => {
  const pattern = valueText(a);
  const match = compileRe2(pattern).exec(target.output);
  return match
    ? {
        passed: true,
        message: `output matches /${pattern}/ (${JSON.stringify(match[0].slice(0, 80))})`,
      }
    : { passed: false, message: `output does not match /${pattern}/` };
};
