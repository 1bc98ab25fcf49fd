// A suite's settings and the context its tasks are mapped in: eval.yaml `config`, or none for a
// JSONL file given on its own; project defaults fill what the suite leaves out.
import { basename, resolve } from 'node:path';
import type { Scope } from './diagnostics/diagnostics.js';
import { foreignSettings, settingsOf } from './agent-config.js';
import { mapAgent, mapTool } from './map-common.js';
import type {
  ExecutorChoice,
  McpServerSpec,
  ProjectConfig,
  RunOverrides,
  SuiteConfig,
} from './model.js';
import type { RawConfig } from './waza/eval-schema.js';
import type { SuiteContext } from './task-agent.js';

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
    ...skillSettings(c, dir),
    instructionFiles: (c.instruction_files ?? []).map((p) => resolve(dir, p)),
    injectSkillBody: c.inject_skill_body ?? true,
    mcpServers: mcpServers(c.mcp_servers, scope.child(['config', 'mcp_servers'])),
    agent,
    tools: (c.tools ?? []).map(mapTool),
  };
}

/**
 * The skill folders as waza's runner takes them (spec.go, FilteredSkillPaths, AllSkillsDisabled):
 * a `disabled_skills` entry drops the `skill_directories` entry written so or of that folder name;
 * `disabled_skills: ["*"]` or `skill_directories: [none]` is no skill at all, the target's
 * neither, and no required_skills check (runner.go, validateRequiredSkills).
 */
function skillSettings(c: RawConfig, dir: string) {
  const written = c.skill_directories ?? [];
  const disabled = c.disabled_skills ?? [];
  const off = disabled.includes('*') || written.includes('none');
  const kept = written.filter((p) => !disabled.includes(p) && !disabled.includes(basename(p)));
  return {
    skillDirectories: off ? [] : kept.map((p) => resolve(dir, p)),
    requiredSkills: off ? [] : (c.required_skills ?? []),
    disabledSkills: off ? ['*'] : disabled,
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
