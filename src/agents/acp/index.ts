// executor `acp`: any agent CLI that speaks the Agent Client Protocol over stdio (Copilot CLI,
// Gemini CLI, Claude Code / Codex adapters, ...). One process per conversation, session/prompt
// per turn; permissions answered by policy; file access confined to the workspace. Here the
// agent is started and handed its session; Parley's side of the protocol is client.ts, the
// handshake start-session.ts, the turns session.ts.
import { Readable, Writable } from 'node:stream';
import * as acp from '@agentclientprotocol/sdk';
import type { AgentConfigOf } from '../../suites/model.js';
import { startAgentProcess, type AgentProcess } from './process.js';
import { agentEnvironment } from '../env.js';
import { startMockMcpServers, type MockMcpServers } from '../mcp-mock.js';
import { watchStdioServers } from './mcp-started.js';
import { pathWithShims } from '../command-shims.js';
import { environmentNames } from '../../shared/child-env.js';
import { shimsInLoginShells } from '../login-shell.js';
import { AgentError, type AgentContext, type AgentFactory } from '../types.js';
import { parleyClient } from './client.js';
import { startSession } from './start-session.js';
import { AcpSession } from './session.js';
import type { TurnSlot } from './turn.js';
import type { McpServerNames } from './mcp-call.js';

export { acpTiming } from './session.js';

type AcpContext = AgentContext<AgentConfigOf<'acp'>>;

export const createAcpAgent: AgentFactory<AgentConfigOf<'acp'>> = async (context) => {
  const settings = context.agent;
  const cwd = context.cwd ?? context.workspace;
  const fs = settings.fs ?? { readTextFile: true, writeTextFile: true };
  await context.prepareWorkspace?.();
  const env = await agentEnv(context);
  const proc = await startAgentProcess(settings.command, settings.args, { cwd, env });
  // The turn in flight: the session sets it, the client hands it what the agent sends.
  const turns: TurnSlot = {};
  const app = parleyClient({
    root: context.workspace,
    cwd,
    policy: settings.permissions,
    fs,
    log: context.log,
    turns,
  });
  const stream = acp.ndJsonStream(
    Writable.toWeb(proc.child.stdin) as WritableStream<Uint8Array>,
    Readable.toWeb(proc.child.stdout) as ReadableStream<Uint8Array>,
  );
  const connection = app.connect(stream);
  // mcp_mocks: served by Parley over loopback HTTP for this session (agents/mcp-mock.ts).
  let mocks: MockMcpServers | undefined;
  // The suite's own stdio servers, handed over so that Parley sees whether the agent started them.
  const ownServers = watchStdioServers(context.suite.config.mcpServers);
  let started: Awaited<ReturnType<typeof startSession>>;
  try {
    mocks = await startMockMcpServers(context.suite.config.mcpMocks);
    started = await startSession(connection.agent, cwd, {
      proc,
      signal: context.signal,
      fs,
      servers: ownServers.specs,
      mocks: mocks.specs,
    });
  } catch (error) {
    connection.close();
    await proc.stop();
    await mocks?.close();
    ownServers.finish();
    throw failedStart(error, proc);
  }
  return new AcpSession({
    ...started,
    proc,
    connection,
    usageReporting: settings.usage ?? 'per_turn',
    mcpNames: mcpNames(context),
    mocks,
    mockSpecs: context.suite.config.mcpMocks ?? [],
    ownServers,
    turns,
  });
};

/** The agent's environment: its settings', with command_mocks' shims first on PATH. */
async function agentEnv(context: AcpContext): Promise<NodeJS.ProcessEnv> {
  const env = agentEnvironment(context.agent.env);
  if (context.commandShims) {
    env.PATH = pathWithShims(context.commandShims, env.PATH);
    await shimsInLoginShells(context.commandShims, env);
  }
  // Which variables the agent was given (names only: the record never holds their values).
  context.log(`environment: ${environmentNames(env).join(' ')}`);
  return env;
}

/** The session's MCP servers, to record their calls by the MCP tool's own name. */
function mcpNames(context: AcpContext): McpServerNames[] {
  return [
    ...(context.suite.config.mcpMocks ?? []).map((m) => ({
      name: m.name,
      tools: m.tools.map((t) => t.name),
    })),
    ...context.suite.config.mcpServers.map((s) => ({ name: s.name })),
  ];
}

/** No session to hand it over: the error carries the stderr to the run's record. */
function failedStart(error: unknown, proc: AgentProcess): AgentError {
  const message = error instanceof Error ? error.message : String(error);
  const kind = error instanceof AgentError ? error.kind : 'agent_error';
  return new AgentError(message, kind, proc.stderr());
}
