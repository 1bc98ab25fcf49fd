// eval.yaml `config` -> SuiteConfig (project defaults fill what the suite leaves out), and the
// warnings for waza fields Parley accepts but does not act on.
import { resolve } from 'node:path';
import type { Scope } from '../diagnostics/diagnostics.js';
import { foreignSettings, settingsOf } from '../agent-config.js';
import { mapAgent, mapTool } from '../map-common.js';
import type {
  ExecutorChoice,
  CommandMockSpec,
  McpMockSpec,
  McpServerSpec,
  ProjectConfig,
  RunOverrides,
  SuiteConfig,
} from '../model.js';
import type { RawConfig, RawEval } from './eval-schema.js';
import type { RawMcpMock } from './mcp-mocks-schema.js';
import type { RawCommandMock } from './command-mocks-schema.js';
import type { SuiteContext } from '../task-agent.js';

export const DEFAULT_TIMEOUT_SECONDS = 300;
export const DEFAULT_EXECUTOR: ExecutorChoice = 'openai';

/** The context every task of a suite is mapped in (suites/task-agent.ts). */
export function suiteContext(
  raw: RawConfig | undefined,
  dir: string,
  project: ProjectConfig,
  scope: Scope,
  overrides: RunOverrides,
  skill?: string,
): SuiteContext {
  return {
    dir,
    config: mapConfig(raw, dir, project, scope, overrides),
    ...(skill !== undefined ? { skill } : {}),
    project,
    overrides,
    writtenExecutor: writtenExecutor(raw, project),
    scope,
    agentPath: raw?.agent
      ? ['config', 'agent']
      : raw?.executor
        ? ['config', 'executor']
        : raw
          ? ['config']
          : [],
    reported: new Set(),
  };
}

const writtenExecutor = (raw: RawConfig | undefined, project: ProjectConfig): ExecutorChoice =>
  raw?.executor ?? project.defaults.executor ?? DEFAULT_EXECUTOR;

export function mapConfig(
  raw: RawConfig | undefined,
  dir: string,
  project: ProjectConfig,
  scope: Scope,
  overrides: RunOverrides = {},
): SuiteConfig {
  const c = raw ?? {};
  const d = project.defaults;
  const written = writtenExecutor(raw, project);
  const agent = mapAgent(c.agent);
  // Settings of another executor than the suite's own are a mistake (an acp suite with a url),
  // not something to ignore. An --executor override does not make them one.
  for (const key of foreignSettings(written, agent)) {
    scope.error(
      ['config', 'agent', key],
      `is not a setting of executor ${written} (${settingsOf(written)})`,
    );
  }
  const executor = overrides.executor ?? written;
  const model = overrides.model ?? c.model ?? d.model;
  const judgeModel = overrides.judgeModel ?? c.judge_model ?? d.judgeModel;
  return {
    trialsPerTask: c.trials_per_task ?? d.trialsPerTask ?? 1,
    timeoutSeconds:
      overrides.timeoutSeconds ?? c.timeout_seconds ?? d.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
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

/** `mcp_mocks` as the agents serve them; a mock and a config.mcp_servers entry share no name. */
export function mapMcpMocks(raw: RawMcpMock[], config: SuiteConfig, scope: Scope): McpMockSpec[] {
  if (config.executor === 'mock' || config.executor === 'http') {
    scope.warn(
      ['mcp_mocks'],
      `executor ${config.executor} takes no MCP servers: the mocks are served only to the openai and acp executors`,
    );
  }
  const real = new Set(config.mcpServers.map((s) => s.name));
  return raw.flatMap((m, i) => {
    if (real.has(m.name)) {
      scope.error(['mcp_mocks', i, 'name'], `is also a server in config.mcp_servers: ${m.name}`);
      return [];
    }
    return [
      {
        name: m.name,
        tools: Object.entries(m.tools).map(([name, t]) => ({
          name,
          ...(t.description !== undefined ? { description: t.description } : {}),
          ...(t.input_schema !== undefined ? { inputSchema: t.input_schema } : {}),
          responses: t.responses.map((r) => ({
            ...(r.match !== undefined ? { match: r.match } : {}),
            ...(r.match_regex !== undefined ? { matchRegex: r.match_regex } : {}),
            ...(r.return !== undefined ? { return: r.return } : {}),
            ...(r.error !== undefined ? { error: r.error } : {}),
          })),
        })),
      },
    ];
  });
}

/** `command_mocks` as the shims answer them; only an agent that runs commands calls them. */
export function mapCommandMocks(
  raw: RawCommandMock[],
  config: SuiteConfig,
  scope: Scope,
): CommandMockSpec[] {
  if (config.executor !== 'acp' && config.executor !== 'copilot-sdk') {
    scope.warn(
      ['command_mocks'],
      `executor ${config.executor} runs no commands: the mocks are served only to acp agents (a shim first on their PATH)`,
    );
  }
  return raw.map((m) => ({
    name: m.name,
    responses: m.responses.map((r) => ({
      ...(r.args !== undefined ? { args: r.args } : {}),
      ...(r.args_regex !== undefined ? { argsRegex: r.args_regex } : {}),
      stdout:
        r.stdout === undefined
          ? ''
          : typeof r.stdout === 'string'
            ? r.stdout
            : JSON.stringify(r.stdout),
      stderr: r.stderr ?? '',
      exitCode: r.exit_code ?? 0,
    })),
    ...(m.expect_calls !== undefined ? { expectCalls: m.expect_calls } : {}),
  }));
}
