// eval.yaml `config` -> SuiteConfig (project defaults fill what the suite leaves out), and the
// warnings for waza fields Parley accepts but does not act on.
import { resolve } from 'node:path';
import type { Scope } from './diagnostics.js';
import { mapAgent, mapTool, resolveExecutor } from './map-common.js';
import type { McpServerSpec, ProjectConfig, SuiteConfig } from './model.js';
import type { RawConfig, RawEval } from './schema-eval.js';

export const DEFAULT_TIMEOUT_SECONDS = 300;
export const DEFAULT_EXECUTOR = 'openai';

export function mapConfig(
  raw: RawConfig | undefined,
  dir: string,
  project: ProjectConfig,
  scope: Scope,
): SuiteConfig {
  const c = raw ?? {};
  const d = project.defaults;
  const executorName = c.executor ?? projectExecutor(project) ?? DEFAULT_EXECUTOR;
  const { executor, agent } = resolveExecutor(executorName, mapAgent(c.agent));
  const model = c.model ?? d.model;
  const judgeModel = c.judge_model ?? d.judgeModel;
  return {
    trialsPerTask: c.trials_per_task ?? d.trialsPerTask ?? 1,
    timeoutSeconds: c.timeout_seconds ?? d.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
    firstEventTimeoutSeconds: c.first_event_timeout_seconds ?? 0,
    ...(c.on_missing_input !== undefined ? { onMissingInput: c.on_missing_input } : {}),
    parallel: c.parallel ?? false,
    workers: c.workers ?? d.workers ?? 0,
    ...(model !== undefined ? { model } : {}),
    executor,
    ...(judgeModel !== undefined ? { judgeModel } : {}),
    maxAttempts: c.max_attempts ?? 1,
    ...(c.group_by !== undefined ? { groupBy: c.group_by } : {}),
    failFast: c.fail_fast ?? false,
    skillDirectories: (c.skill_directories ?? []).map((p) => resolve(dir, p)),
    instructionFiles: (c.instruction_files ?? []).map((p) => resolve(dir, p)),
    injectSkillBody: c.inject_skill_body ?? true,
    requiredSkills: c.required_skills ?? [],
    disabledSkills: c.disabled_skills ?? [],
    mcpServers: mcpServers(c.mcp_servers, scope.child(['config', 'mcp_servers'])),
    agent,
    tools: (c.tools ?? []).map(mapTool),
  };
}

/** The project's default executor as written (so that copilot-sdk keeps its command). */
function projectExecutor(project: ProjectConfig): string | undefined {
  const defaults = project.raw.defaults as { executor?: string; engine?: string } | undefined;
  return defaults?.executor ?? defaults?.engine;
}

function mcpServers(raw: RawConfig['mcp_servers'], scope: Scope): McpServerSpec[] {
  if (!raw) return [];
  const entries = Array.isArray(raw)
    ? raw.map((s, i) => [s.name, s, i] as const)
    : Object.entries(raw).map(([name, s]) => [name, s, name] as const);
  return entries.flatMap(([name, s, key]) => {
    if (!name) {
      scope.error([key, 'name'], 'is required');
      return [];
    }
    return [
      {
        name,
        ...(s.command !== undefined ? { command: s.command } : {}),
        args: s.args ?? [],
        env: s.env ?? {},
        ...(s.url !== undefined ? { url: s.url } : {}),
        headers: s.headers ?? {},
      },
    ];
  });
}

const UNSUPPORTED: [string[], string][] = [
  [['hooks'], 'hooks are not run by Parley'],
  [['mcp_mocks'], 'MCP mocks are not supported by Parley; use config.tools (mock tools)'],
  [['command_mocks'], 'command mocks are not supported by Parley'],
  [['inputs'], 'global input variables are not supported by Parley'],
  [['range'], 'task ranges are not supported by Parley; use --task or --tags'],
  [['baseline'], 'baseline (skill A/B) runs are not supported by Parley'],
  [['config', 'reasoning_effort'], 'not supported by Parley'],
  [
    ['config', 'judge_reasoning_effort'],
    'not supported by Parley; set reasoning_effort on the prompt grader',
  ],
  [['config', 'trigger_skill_routing'], 'not supported by Parley'],
];

/** waza fields accepted for compatibility: reported, never silently dropped. */
export function warnUnsupported(raw: RawEval, scope: Scope): void {
  for (const [path, message] of UNSUPPORTED) {
    let value: unknown = raw;
    for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
    if (value !== undefined) scope.warn(path, `ignored: ${message}`);
  }
  if (raw.tasks_from !== undefined) {
    const message =
      'CSV datasets (tasks_from) are not supported by Parley; list task files under tasks';
    if (raw.tasks?.length) scope.warn(['tasks_from'], `ignored: ${message}`);
    else scope.error(['tasks_from'], message);
  } else if (!raw.tasks?.length) {
    scope.error(['tasks'], 'is required: globs of task files (e.g. tasks/*.yaml) or inline tasks');
  }
}
