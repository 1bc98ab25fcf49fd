// waza's tool_constraint grader decodes only `expect_tools` and `reject_tools`
// (internal/graders/tool_constraint_grader.go, ToolConstraintGraderConfig; NewToolConstraintGrader
// refuses a grader with neither): `allow_only` is Parley's, so a suite that uses it is graded
// here by a check waza never makes. Said at validate.
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import { taskGraders, type GraderSpec, type Suite } from '../model.js';

export function warnAllowOnly(suites: Suite[], diagnostics: Diagnostics): void {
  for (const suite of suites) {
    const graders = new Set<GraderSpec>([...suite.graders, ...suite.tasks.flatMap(taskGraders)]);
    for (const g of graders) {
      if (g.type !== 'tool_constraint' || !g.source) continue;
      const config = g.config as Record<string, unknown[] | undefined>;
      if (!config.allow_only) continue;
      const waza = config.expect_tools?.length || config.reject_tools?.length;
      diagnostics.warnings.push({
        ...g.source,
        path: `graders.${g.name}.config.allow_only`,
        message: `checked by Parley (every call's tool name must equal one listed, any case); waza's tool_constraint grader reads only expect_tools and reject_tools, ${waza ? 'and ignores allow_only' : 'and refuses a grader with neither'}`,
      });
    }
  }
}
