// The warnings for waza fields of eval.yaml that Parley accepts but does not act on, and
// eval.yaml's mocks (mcp_mocks, command_mocks) as the agents serve them. Its `config` is mapped
// in suites/suite-config.ts.
import type { Scope } from '../diagnostics/diagnostics.js';
import type { CommandMockSpec, McpMockSpec, SuiteConfig } from '../model.js';
import type { RawEval } from './eval-schema.js';
import type { RawMcpMock } from './mcp-mocks-schema.js';
import type { RawCommandMock } from './command-mocks-schema.js';

const UNSUPPORTED: [string[], string][] = [
  [['hooks'], 'hooks are not run by Parley'],
  [['inputs'], 'global input variables are not supported by Parley'],
  [['range'], 'task ranges are not supported by Parley; use --task or --tags'],
  [
    ['adversarial'],
    "waza's adversarial packs (run by `waza adversarial --spec`) are not run by Parley yet; the suite's tasks run as written",
  ],
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
