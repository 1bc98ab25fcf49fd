// tool_calls: required / forbidden tool names (exact), bounds on the number of calls, and
// `expect` entries: some call whose name matches `tool` (RE2, case-insensitive) and whose
// arguments satisfy every matcher in `args`. One check per constraint.
import type { ToolCallsConfig } from '../suites/schema/graders.js';
import { argFailures, toolNameMatches } from './args.js';
import { fromChecks, type Check } from './result.js';
import { show } from './run-view.js';
import type { Grader } from './types.js';

export const toolCallsGrader: Grader<ToolCallsConfig> = {
  type: 'tool_calls',
  async grade(spec, config, context) {
    const calls = context.view.toolCalls;
    const names = new Set(calls.map((c) => c.name));
    const checks: Check[] = [];
    for (const tool of config.required_tools ?? []) {
      checks.push({ label: `calls ${tool}`, passed: names.has(tool), detail: 'never called' });
    }
    for (const tool of config.forbidden_tools ?? []) {
      const n = calls.filter((c) => c.name === tool).length;
      checks.push({ label: `never calls ${tool}`, passed: n === 0, detail: `called ${n} time(s)` });
    }
    if (config.min_calls !== undefined) {
      checks.push({
        label: `at least ${config.min_calls} tool calls`,
        passed: calls.length >= config.min_calls,
        detail: `${calls.length} made`,
      });
    }
    if (config.max_calls !== undefined) {
      checks.push({
        label: `at most ${config.max_calls} tool calls`,
        passed: calls.length <= config.max_calls,
        detail: `${calls.length} made`,
      });
    }
    for (const exp of config.expect ?? []) {
      const candidates = calls.filter(
        (c) => toolNameMatches(exp.tool, c.name) && (exp.kind === undefined || c.kind === exp.kind),
      );
      const reasons = candidates.map((c) => argFailures(exp.args, c));
      const passed = reasons.some((r) => r.length === 0);
      const what = exp.kind ? `${exp.tool} (kind ${exp.kind})` : exp.tool;
      const label = exp.args ? `calls ${what} with ${show(exp.args, 160)}` : `calls ${what}`;
      const detail = candidates.length
        ? `no call matches: ${reasons[reasons.length - 1]!.join('; ')}`
        : 'no call of a tool with a matching name';
      checks.push({ label, passed, detail: passed ? undefined : detail });
    }
    return fromChecks(spec, checks, {
      total_calls: calls.length,
      unique_tools: [...names],
    });
  },
};
