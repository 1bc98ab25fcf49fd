// text: substrings (case-insensitive, or case-sensitive with the _cs variants) and RE2 regexes
// over the conversation's agent output.
import { compileRe2 } from './re2.js';
import type { TextConfig } from '../suites/schema/graders.js';
import { fromChecks, type Check } from './result.js';
import type { Grader } from './types.js';

export function textChecks(output: string, config: TextConfig): Check[] {
  const lower = output.toLowerCase();
  const checks: Check[] = [];
  for (const s of config.contains ?? []) {
    const passed = lower.includes(s.toLowerCase());
    checks.push({
      label: `contains ${JSON.stringify(s)}`,
      passed,
      detail: passed ? undefined : 'not found',
    });
  }
  for (const s of config.not_contains ?? []) {
    const passed = !lower.includes(s.toLowerCase());
    checks.push({
      label: `not_contains ${JSON.stringify(s)}`,
      passed,
      detail: passed ? undefined : 'found',
    });
  }
  for (const s of config.contains_cs ?? []) {
    const passed = output.includes(s);
    checks.push({
      label: `contains_cs ${JSON.stringify(s)}`,
      passed,
      detail: passed ? undefined : 'not found',
    });
  }
  for (const s of config.not_contains_cs ?? []) {
    const passed = !output.includes(s);
    checks.push({
      label: `not_contains_cs ${JSON.stringify(s)}`,
      passed,
      detail: passed ? undefined : 'found',
    });
  }
  for (const p of config.regex_match ?? []) {
    const passed = compileRe2(p).test(output);
    checks.push({ label: `regex_match /${p}/`, passed, detail: passed ? undefined : 'no match' });
  }
  for (const p of config.regex_not_match ?? []) {
    const match = compileRe2(p).exec(output);
    checks.push({
      label: `regex_not_match /${p}/`,
      passed: !match,
      detail: match ? `matched ${JSON.stringify(match[0].slice(0, 80))}` : undefined,
    });
  }
  return checks;
}

export const textGrader: Grader<TextConfig> = {
  type: 'text',
  async grade(spec, config, context) {
    return fromChecks(spec, textChecks(context.view.output, config));
  },
};
