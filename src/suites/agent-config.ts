// One task's agent configuration, resolved once at load: the executor alias mapped
// (`copilot-sdk` = ACP running `copilot --acp`), only the settings of that executor kept, and
// what it cannot run without (ACP's command, HTTP's url) checked. A problem is a configuration
// error at load with file and line, never a config_error in every trial at run time.
import type { AgentConfig, AgentSettings, ExecutorChoice, ExecutorName } from './model.js';

/** The `config.agent` keys (as written) that each executor reads. */
export const AGENT_KEYS: Record<ExecutorName, readonly (keyof AgentSettings)[]> = {
  mock: [],
  openai: ['maxIterations', 'temperature', 'tools'],
  acp: ['command', 'args', 'env', 'permissions', 'fs', 'usage'],
  http: ['url', 'method', 'headers', 'body', 'responsePath', 'sessionPath', 'toolCallsPath'],
};

/** `maxIterations` -> `max_iterations`: settings are named in messages as the user wrote them. */
export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The executor that reads a setting, for "… is a setting of the http executor". */
export function executorOf(key: keyof AgentSettings): ExecutorName | undefined {
  return (Object.keys(AGENT_KEYS) as ExecutorName[]).find((e) => AGENT_KEYS[e].includes(key));
}

/** Settings written for another executor than `executor`, as written (snake_case). */
export function foreignSettings(executor: ExecutorChoice, settings: AgentSettings): string[] {
  const own = AGENT_KEYS[executorName(executor)];
  return (Object.keys(settings) as (keyof AgentSettings)[])
    .filter((key) => settings[key] !== undefined && !own.includes(key))
    .map(snakeCase);
}

export const executorName = (choice: ExecutorChoice): ExecutorName =>
  choice === 'copilot-sdk' ? 'acp' : choice;

export type AgentResolution = { config: AgentConfig } | { missing: string };

/**
 * The agent configuration of `executor` from the merged settings (suite `config.agent`, then the
 * task's `agent`): settings of other executors are left out (a suite's settings do not apply to
 * a task or a run that picks another executor), and a missing required one is named.
 */
export function resolveAgent(executor: ExecutorChoice, s: AgentSettings): AgentResolution {
  switch (executor) {
    case 'mock':
      return { config: { executor: 'mock' } };
    case 'openai':
      return {
        config: {
          executor: 'openai',
          ...(s.maxIterations !== undefined ? { maxIterations: s.maxIterations } : {}),
          ...(s.temperature !== undefined ? { temperature: s.temperature } : {}),
          ...(s.tools !== undefined ? { tools: s.tools } : {}),
        },
      };
    case 'copilot-sdk':
    case 'acp': {
      // copilot-sdk runs the Copilot CLI unless a command is given.
      const copilot = executor === 'copilot-sdk' && !s.command;
      const command = copilot ? 'copilot' : s.command;
      if (!command) return { missing: 'command' };
      return {
        config: {
          executor: 'acp',
          command,
          args: s.args ?? (copilot ? ['--acp'] : []),
          env: s.env ?? {},
          permissions: s.permissions ?? 'allow_workspace',
          ...(s.fs ? { fs: s.fs } : {}),
          // The Copilot CLI reports usage summed over the session.
          usage: s.usage ?? (/(^|[/\\])copilot(\.exe)?$/.test(command) ? 'cumulative' : 'per_turn'),
        },
      };
    }
    case 'http':
      if (!s.url) return { missing: 'url' };
      return {
        config: {
          executor: 'http',
          url: s.url,
          ...(s.method !== undefined ? { method: s.method } : {}),
          headers: s.headers ?? {},
          ...(s.body !== undefined ? { body: s.body } : {}),
          ...(s.responsePath !== undefined ? { responsePath: s.responsePath } : {}),
          ...(s.sessionPath !== undefined ? { sessionPath: s.sessionPath } : {}),
          ...(s.toolCallsPath !== undefined ? { toolCallsPath: s.toolCallsPath } : {}),
        },
      };
  }
}

/** "its settings: command, args, env, permissions" for a message about a misplaced one. */
export function settingsOf(executor: ExecutorChoice): string {
  const keys = AGENT_KEYS[executorName(executor)].map(snakeCase);
  return keys.length ? `its settings: ${keys.join(', ')}` : 'it has no settings';
}
