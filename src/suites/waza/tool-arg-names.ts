// waza's tool_constraint patterns read three arguments of a call by name: `command`, `path` and
// `skill` (models/events.go, ToolCallArgs, decoded by mapstructure: the name case-insensitive; a
// value that is not a string is left empty). Copilot's tools use those names; other agents'
// tools name them otherwise (Claude's `file_path`, Codex's `command` as a list), so Parley also
// reads these aliases when a call has none of waza's name, and joins a list of strings: said at
// validate (a call waza reads as empty may match here).
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import { taskGraders, type GraderSpec, type Suite } from '../model.js';

export const ARG_ALIASES: Record<'command' | 'path' | 'skill', string[]> = {
  command: ['cmd', 'commandLine', 'command_line', 'script'],
  path: ['file_path', 'filePath', 'filename', 'file', 'target_file', 'uri'],
  skill: ['skill_name', 'skillName', 'name'],
};

type Spec = { command_pattern?: string; path_pattern?: string; skill_pattern?: string };

export function warnToolArgAliases(suites: Suite[], diagnostics: Diagnostics): void {
  for (const suite of suites) {
    const graders = new Set<GraderSpec>([...suite.graders, ...suite.tasks.flatMap(taskGraders)]);
    for (const g of graders) {
      if (g.type !== 'tool_constraint' || !g.source) continue;
      const config = g.config as Record<string, Spec[] | undefined>;
      const specs = ['expect_tools', 'reject_tools', 'allow_only'].flatMap((k) => config[k] ?? []);
      const used = (['command', 'path', 'skill'] as const).filter((arg) =>
        specs.some((s) => s[`${arg}_pattern`] !== undefined),
      );
      if (!used.length) continue;
      const names = used.map((arg) => `${arg}: ${ARG_ALIASES[arg].join(', ')}`).join('; ');
      diagnostics.warnings.push({
        ...g.source,
        path: `graders.${g.name}`,
        message: `tool_constraint: waza's patterns read only a call's ${used.map((a) => `\`${a}\``).join(', ')} argument (a list there is empty to waza); Parley joins a list with spaces and, when the call has no such argument, reads other agents' names for it (${names})`,
      });
    }
  }
}
