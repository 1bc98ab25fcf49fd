// Whether the agent started the suite's own stdio MCP servers. The agent starts them itself, out
// of Parley's sight, and an agent may start none with no error: Gemini CLI in a folder it does not
// trust (every Parley workspace), Copilot CLI for any stdio server from session/new. So each is
// handed over wrapped, `/bin/sh -c ': > "$MARK"; exec "$@"' <command> <args>`: the shell leaves
// a mark file and becomes the server (same process, same arguments and environment but the
// mark's variable). A server whose mark is missing when the session ends was never started.
// (An HTTP server the agent reaches directly cannot be watched this way; mcp_mocks are Parley's
// own and watched where they are served.)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { McpServerSpec } from '../../suites/model.js';

const MARK = 'PARLEY_MCP_STARTED_MARK';
const WRAPPER = `: > "$${MARK}"; unset ${MARK}; exec "$@"`;

export interface StartedServers {
  /** The servers to hand the agent: stdio ones wrapped. */
  specs: McpServerSpec[];
  /** Reads the marks (once) and removes them: a warning naming the servers never started. */
  finish(): string[];
}

export function watchStdioServers(servers: McpServerSpec[]): StartedServers {
  const stdio = servers.filter((s) => !s.url && s.command);
  if (stdio.length === 0 || process.platform === 'win32') {
    return { specs: servers, finish: () => [] };
  }
  const dir = mkdtempSync(join(tmpdir(), 'parley-mcp-marks-'));
  const marks = new Map<string, string>();
  const specs = servers.map((s, i) => {
    if (s.url || !s.command) return s;
    const mark = join(dir, `${i}`);
    marks.set(s.name, mark);
    return {
      ...s,
      command: '/bin/sh',
      args: ['-c', WRAPPER, 'parley-mcp', s.command, ...s.args],
      env: { ...s.env, [MARK]: mark },
    };
  });
  let warnings: string[] | undefined;
  return {
    specs,
    finish() {
      if (warnings) return warnings;
      const never = [...marks].filter(([, mark]) => !existsSync(mark)).map(([name]) => name);
      rmSync(dir, { recursive: true, force: true });
      warnings = never.length
        ? [
            `the agent never started ${never.length === stdio.length ? 'any of the' : 'some of the'} MCP servers it was given (mcp_servers: ${never.join(', ')}): none of their tools could be called`,
          ]
        : [];
      return warnings;
    },
  };
}
