// eval.yaml `config` fields Parley reads with a meaning of its own where waza's runner reads them
// otherwise (internal/orchestration/runner.go, internal/models/spec.go): each said at validate.
import type { Scope } from '../diagnostics/diagnostics.js';
import type { SuiteConfig } from '../model.js';
import type { RawConfig, RawEval } from './eval-schema.js';

const SKILL_FIELDS = [
  'skill_directories',
  'required_skills',
  'disabled_skills',
  'inject_skill_body',
] as const;

export function warnConfigDifferences(raw: RawEval, config: SuiteConfig, scope: Scope): void {
  const c = raw.config ?? {};
  if (c.group_by !== undefined) {
    // waza: `model` labels each task's outcome with config.model (resolveGroup), for the report.
    scope.warn(
      ['config', 'group_by'],
      "ignored: Parley does not group results (each record names its model); waza's group_by: model labels each task with config.model",
    );
  }
  if (c.parallel === true) {
    // waza: runConcurrent runs up to workers tasks at once, each task's trials in turn
    // (runTestUncached); workers 0 is min(CPUs, tasks, 8) (workers.go, ResolveWorkers).
    scope.warn(
      ['config', 'parallel'],
      "Parley runs up to workers runs at once, trials of one task too (workers 0: 4 to 8 by the CPUs); waza runs up to workers tasks at once, each task's trials one after another (workers 0: the CPUs, at most 8)",
    );
  }
  if (c.fail_fast === true && (c.parallel === true || (c.trials_per_task ?? 1) > 1)) {
    // waza: runSequential checks the tasks done before each task; runConcurrent never stops.
    scope.warn(
      ['config', 'fail_fast'],
      'Parley starts no run after the first run that does not pass; waza stops only between tasks (after every trial of the one that did not pass) and only when parallel is false',
    );
  }
  (raw.tasks ?? []).forEach((entry, i) => {
    if (typeof entry === 'string' && /\*\*|\{/.test(entry)) {
      // waza: filepath.Glob (ResolveTestFiles) has no ** and no {a,b}.
      scope.warn(
        ['tasks', i],
        "Parley's glob reads ** as any depth and {a,b} as either; waza's (Go filepath.Glob) reads ** as *, one folder, and { as itself",
      );
    }
  });
  warnMcpServerFields(c.mcp_servers, scope);
  if (config.executor === 'openai') return;
  // waza's runner checks required_skills before any run and hands the (filtered) folders to
  // every executor's session; Parley's skills are the built-in agent's.
  for (const key of SKILL_FIELDS) {
    if (c[key] === undefined) continue;
    scope.warn(
      ['config', key],
      `not used with executor ${config.executor}: Parley loads, checks and offers skills only to the built-in agent (executor openai); waza's runner checks required_skills and gives the skill folders to its copilot-sdk session`,
    );
  }
}

/**
 * waza hands each mcp_servers entry to the Copilot SDK as written (runner.go, convertMCPServers:
 * `copilot.MCPServerConfig(cfgMap)`), so its `tools` list, `cwd` and `timeout` count there.
 */
function warnMcpServerFields(raw: RawConfig['mcp_servers'], scope: Scope): void {
  if (!raw) return;
  const entries = Array.isArray(raw) ? raw.map((s, i) => [i, s] as const) : Object.entries(raw);
  for (const [key, server] of entries) {
    for (const field of ['tools', 'cwd', 'timeout'] as const) {
      if (server[field] === undefined) continue;
      scope.warn(
        ['config', 'mcp_servers', key, field],
        'ignored: Parley does not pass it to the agent; waza hands the entry as written to the Copilot SDK, which honours it',
      );
    }
  }
}
