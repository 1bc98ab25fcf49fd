// tool_constraint: tools the agent must use (expect_tools), must not use (reject_tools), or is
// limited to (allow_only). A spec matches a call when its `tool` regex (case-insensitive)
// matches the name and every given pattern matches the call's command / path / skill argument
// and every `args` matcher holds. One check per spec; allow_only is one check over all calls.
import type { ToolCallRecord } from '../results/schema.js';
import { compileRe2 } from './re2.js';
import type { ToolConstraintConfig, ToolSpec } from '../suites/schema/graders.js';
import { argFailures, namedArg, toolNameMatches } from './args.js';
import { fromChecks, type Check } from './result.js';
import { listOf } from './sequence.js';
import type { Grader } from './types.js';

function patternHolds(pattern: string | undefined, text: string): boolean {
  return pattern === undefined || compileRe2(pattern, 'i').test(text);
}

export function specMatches(spec: ToolSpec, call: ToolCallRecord): boolean {
  return (
    toolNameMatches(spec.tool, call.name) &&
    patternHolds(spec.command_pattern, namedArg(call, 'command')) &&
    patternHolds(spec.path_pattern, namedArg(call, 'path')) &&
    patternHolds(spec.skill_pattern, namedArg(call, 'skill')) &&
    argFailures(spec.args, call).length === 0
  );
}

export function describeSpec(spec: ToolSpec): string {
  const parts = [
    spec.command_pattern && `command /${spec.command_pattern}/`,
    spec.path_pattern && `path /${spec.path_pattern}/`,
    spec.skill_pattern && `skill /${spec.skill_pattern}/`,
    spec.args && `args ${Object.keys(spec.args).join(', ')}`,
  ].filter(Boolean);
  return parts.length ? `${spec.tool} (${parts.join(', ')})` : spec.tool;
}

export const toolConstraintGrader: Grader<ToolConstraintConfig> = {
  type: 'tool_constraint',
  async grade(spec, config, context) {
    const calls = context.view.toolCalls;
    const checks: Check[] = [];
    for (const s of config.expect_tools ?? []) {
      const sameName = calls.filter((c) => toolNameMatches(s.tool, c.name));
      const passed = sameName.some((c) => specMatches(s, c));
      const why = sameName.length
        ? `${sameName.length} call(s) of that tool, none matching: ${argFailures(s.args, sameName[0]!).join('; ') || 'patterns do not match'}`
        : 'never called';
      checks.push({ label: `uses ${describeSpec(s)}`, passed, detail: passed ? undefined : why });
    }
    for (const s of config.reject_tools ?? []) {
      const hits = calls.filter((c) => specMatches(s, c));
      checks.push({
        label: `does not use ${describeSpec(s)}`,
        passed: hits.length === 0,
        detail: `called ${hits.length} time(s)`,
      });
    }
    if (config.allow_only) {
      const allowed = config.allow_only;
      const others = calls.filter(
        (c) =>
          !allowed.some(
            (s) =>
              s.tool.toLowerCase() === c.name.toLowerCase() && specMatches({ ...s, tool: '' }, c),
          ),
      );
      checks.push({
        label: `uses only ${allowed.map(describeSpec).join(', ')}`,
        passed: others.length === 0,
        detail: `also called ${listOf([...new Set(others.map((c) => c.name))])}`,
      });
    }
    return fromChecks(spec, checks, { tools_used: calls.map((c) => c.name) });
  },
};
