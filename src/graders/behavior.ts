// behavior: efficiency and tool-use limits of the agent over the whole conversation. A limit of 0
// is no limit, as in waza (max_tool_calls, max_iterations, max_tokens, max_duration_ms).
import type { BehaviorConfig } from '../suites/schema/graders.js';
import { fromChecks, type Check } from './result.js';
import type { Grader } from './types.js';

export const behaviorGrader: Grader<BehaviorConfig> = {
  type: 'behavior',
  async grade(spec, config, context) {
    const view = context.view;
    const calls = view.toolCalls;
    const names = new Set(calls.map((c) => c.name));
    const checks: Check[] = [];
    const limit = (label: string, actual: number, max: number | undefined, unit = '') => {
      if (max === undefined || max === 0) return;
      checks.push({
        label: `${label} <= ${max}${unit}`,
        passed: actual <= max,
        detail: `${actual}${unit}`,
      });
    };
    limit('tool calls', calls.length, config.max_tool_calls);
    // An iteration is one agent turn of the conversation.
    limit('iterations', view.turns.length, config.max_iterations);
    if (config.max_tokens && !view.agentUsageReported) {
      // waza fails the check when the agent gave no usage (behavior_grader.go, checkMaxTokens).
      checks.push({
        label: `tokens <= ${config.max_tokens}`,
        passed: false,
        detail: 'the agent reported no token usage to check',
      });
    } else limit('tokens', view.agentTokens, config.max_tokens);
    limit('duration', view.agentDurationMs, config.max_duration_ms, ' ms');
    if (config.max_response_time_ms !== undefined) {
      const slowest = Math.max(0, ...view.turns.map((t) => t.duration_ms));
      limit('slowest response', slowest, config.max_response_time_ms, ' ms');
    }
    for (const tool of config.required_tools ?? []) {
      checks.push({ label: `uses ${tool}`, passed: names.has(tool), detail: 'never called' });
    }
    for (const tool of config.forbidden_tools ?? []) {
      const count = calls.filter((c) => c.name === tool).length;
      checks.push({
        label: `never uses ${tool}`,
        passed: count === 0,
        detail: `called ${count} time(s)`,
      });
    }
    return fromChecks(spec, checks);
  },
};
