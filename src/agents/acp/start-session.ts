// The ACP handshake: initialize (Parley's file capabilities, the agent's MCP and prompt ones),
// session/new with the suite's MCP servers and Parley's mocks, authenticate first when the agent
// asks for a login. Raced against the agent's exit and the run's cancellation.
import * as acp from '@agentclientprotocol/sdk';
import type { McpServerSpec } from '../../suites/model.js';
import { PARLEY_VERSION } from '../../version.js';
import { expandEnv, expandEnvValues } from '../env.js';
import { AgentError } from '../types.js';
import type { FileAccess } from './client.js';
import { agentFailure, exitedError, raceQuietly } from './failure.js';
import type { Accepts } from './prompt-blocks.js';
import type { AgentProcess } from './process.js';

export interface SessionStart {
  proc: AgentProcess;
  signal: AbortSignal;
  fs: FileAccess;
  /** The suite's own MCP servers. */
  servers: McpServerSpec[];
  /** Parley's own mock servers (http): refused when the agent takes no MCP over HTTP. */
  mocks: McpServerSpec[];
}

export async function startSession(
  agent: acp.ClientContext,
  cwd: string,
  { proc, signal, fs, servers, mocks }: SessionStart,
): Promise<{ sessionId: string; accepts: Accepts }> {
  const exited = exitedError(proc);
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new AgentError('the ACP agent was cancelled while starting'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  const run = async () => {
    const init = await agent.request('initialize', {
      protocolVersion: acp.PROTOCOL_VERSION,
      clientCapabilities: {
        fs: { readTextFile: fs.readTextFile, writeTextFile: fs.writeTextFile },
        terminal: false,
      },
      clientInfo: { name: 'parley', version: PARLEY_VERSION },
    });
    if (mocks.length > 0 && !init.agentCapabilities?.mcpCapabilities?.http) {
      throw new AgentError(
        'mcp_mocks need an agent that takes MCP servers over HTTP; this ACP agent does not (mcpCapabilities.http)',
        'config_error',
      );
    }
    const request: acp.NewSessionRequest = {
      cwd,
      mcpServers: [...servers, ...mocks].map(toAcpMcpServer),
    };
    // What the agent takes in a prompt besides text (ACP promptCapabilities; absent = text only).
    const prompt = init.agentCapabilities?.promptCapabilities;
    const accepts = { image: prompt?.image === true, audio: prompt?.audio === true };
    return { sessionId: await newSession(agent, request, init.authMethods?.[0]), accepts };
  };
  try {
    return await raceQuietly([run(), exited, aborted]);
  } catch (error) {
    if (error instanceof AgentError) throw error;
    // "Connection closed" usually means the agent exited at start: say how, with its stderr.
    throw await agentFailure(proc, error, 'ACP agent failed to start a session');
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** session/new, after authenticate when the agent needs a login first (-32000). */
async function newSession(
  agent: acp.ClientContext,
  request: acp.NewSessionRequest,
  method: acp.AuthMethod | undefined,
): Promise<string> {
  try {
    return (await agent.request('session/new', request)).sessionId;
  } catch (error) {
    if (!(error instanceof acp.RequestError) || error.code !== -32000 || !method) throw error;
    // The agent needs a login first: use its first advertised method (env-based in CI).
    await agent.request('authenticate', { methodId: method.id });
    return (await agent.request('session/new', request)).sessionId;
  }
}

function toAcpMcpServer(spec: McpServerSpec): acp.McpServer {
  if (spec.url) {
    const headers = Object.entries(expandEnvValues(spec.headers)).map(([name, value]) => ({
      name,
      value,
    }));
    return { type: 'http', name: spec.name, url: expandEnv(spec.url), headers };
  }
  const env = Object.entries(expandEnvValues(spec.env)).map(([name, value]) => ({ name, value }));
  return { name: spec.name, command: spec.command ?? '', args: spec.args, env };
}
