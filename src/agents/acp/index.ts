// executor `acp`: any agent CLI that speaks the Agent Client Protocol over stdio (Copilot CLI,
// Gemini CLI, Claude Code / Codex adapters, ...). One process per conversation, session/prompt
// per turn; permissions answered by policy; file access confined to the workspace.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Writable } from 'node:stream';
import * as acp from '@agentclientprotocol/sdk';
import type { AgentConfigOf, McpServerSpec } from '../../suites/model.js';
import type { StopReason } from '../../results/schema.js';
import { PARLEY_VERSION } from '../../version.js';
import { startAgentProcess, type AgentProcess } from './process.js';
import { confineReal, ConfinementError } from '../confine.js';
import { decidePermission } from './permissions.js';
import { TurnCollector } from './turn.js';
import { agentEnvironment, expandEnv, expandEnvValues } from '../env.js';
import { AgentError, type AgentFactory, type AgentSession, type TurnResult } from '../types.js';

/** After session/cancel, how long the agent has to end the turn before its process is killed. */
export const acpTiming = { cancelGraceMs: 5000 };

export const createAcpAgent: AgentFactory<AgentConfigOf<'acp'>> = async (context) => {
  const settings = context.agent;
  const root = context.workspace;
  const cwd = context.cwd ?? root;
  const policy = settings.permissions;
  const proc = await startAgentProcess(settings.command, settings.args, {
    cwd,
    env: agentEnvironment(settings.env),
  });
  let turn: TurnCollector | undefined;
  const confined = (path: string) => {
    try {
      return confineReal(root, cwd, path);
    } catch (error) {
      if (!(error instanceof ConfinementError)) throw error;
      throw acp.RequestError.invalidParams({ path }, error.message);
    }
  };
  const app = acp
    .client({ name: 'parley' })
    .onRequest('session/request_permission', ({ params }) => {
      const answer = decidePermission(params, policy, root, cwd);
      const title = (params.toolCall.title ?? '').slice(0, 80);
      context.log(`acp permission ${JSON.stringify(title)}: ${answer.outcome.outcome}`);
      return answer;
    })
    .onRequest('fs/read_text_file', async ({ params }) => {
      const text = await readFile(confined(params.path), 'utf8');
      if (!params.line && !params.limit) return { content: text };
      const start = Math.max(0, (params.line ?? 1) - 1);
      const lines = text.split('\n');
      return {
        content: lines.slice(start, params.limit ? start + params.limit : undefined).join('\n'),
      };
    })
    .onRequest('fs/write_text_file', async ({ params }) => {
      const path = confined(params.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, params.content);
      return {};
    })
    .onNotification('session/update', ({ params }) => {
      turn?.update(params.update);
    });
  const stream = acp.ndJsonStream(
    Writable.toWeb(proc.child.stdin) as WritableStream<Uint8Array>,
    Readable.toWeb(proc.child.stdout) as ReadableStream<Uint8Array>,
  );
  const connection = app.connect(stream);
  let sessionId: string;
  try {
    sessionId = await startSession(connection.agent, cwd, context.suite.config.mcpServers, {
      proc,
      signal: context.signal,
    });
  } catch (error) {
    connection.close();
    await proc.stop();
    throw error;
  }

  const session: AgentSession = {
    async sendTurn(input, { signal, onEvent }): Promise<TurnResult> {
      if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
        throw new AgentError(exitMessage(proc));
      }
      const collector = new TurnCollector(onEvent);
      turn = collector;
      let killTimer: NodeJS.Timeout | undefined;
      const onAbort = () => {
        void connection.agent.notify('session/cancel', { sessionId }).catch(() => undefined);
        killTimer = setTimeout(() => void proc.stop(), acpTiming.cancelGraceMs);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        if (signal.aborted) throw new AgentError('the turn was cancelled');
        const prompt = connection.agent.request('session/prompt', {
          sessionId,
          prompt: [{ type: 'text', text: input }],
        });
        const exited = proc.exited.then(() => {
          throw new AgentError(exitMessage(proc));
        });
        const response = await raceQuietly([prompt, exited]);
        // Updates sent before the response may still be in the connection's handler chain.
        await new Promise((resolve) => setImmediate(resolve));
        collector.finish();
        collector.addUsage(response);
        if (signal.aborted) throw new AgentError('the turn was cancelled');
        return {
          output: collector.output,
          toolCalls: collector.toolCalls,
          skillInvocations: [],
          usage: collector.usage,
          stopReason: acpStopReason(response.stopReason),
        };
      } catch (error) {
        if (signal.aborted) throw new AgentError('the turn was cancelled');
        if (error instanceof AgentError) throw error;
        // A closed connection usually means the process died: say so, with its exit status.
        await Promise.race([proc.exited, new Promise((resolve) => setTimeout(resolve, 500))]);
        if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
          throw new AgentError(exitMessage(proc));
        }
        throw new AgentError(`ACP agent: ${describe(error)}`);
      } finally {
        signal.removeEventListener('abort', onAbort);
        clearTimeout(killTimer);
        turn = undefined;
      }
    },
    async close() {
      connection.close();
      await proc.stop();
    },
    stderr: () => proc.stderr(),
  };
  return session;
};

async function startSession(
  agent: acp.ClientContext,
  cwd: string,
  servers: McpServerSpec[],
  { proc, signal }: { proc: AgentProcess; signal: AbortSignal },
): Promise<string> {
  const exited = proc.exited.then(() => {
    throw new AgentError(exitMessage(proc));
  });
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new AgentError('the ACP agent was cancelled while starting'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  const run = async () => {
    const init = await agent.request('initialize', {
      protocolVersion: acp.PROTOCOL_VERSION,
      clientCapabilities: { fs: { readTextFile: true, writeTextFile: true }, terminal: false },
      clientInfo: { name: 'parley', version: PARLEY_VERSION },
    });
    const request: acp.NewSessionRequest = { cwd, mcpServers: servers.map(toAcpMcpServer) };
    try {
      return (await agent.request('session/new', request)).sessionId;
    } catch (error) {
      const method = init.authMethods?.[0];
      if (!(error instanceof acp.RequestError) || error.code !== -32000 || !method) throw error;
      // The agent needs a login first: use its first advertised method (env-based in CI).
      await agent.request('authenticate', { methodId: method.id });
      return (await agent.request('session/new', request)).sessionId;
    }
  };
  try {
    return await raceQuietly([run(), exited, aborted]);
  } catch (error) {
    if (error instanceof AgentError) throw error;
    throw new AgentError(`ACP agent failed to start a session: ${describe(error)}`);
  } finally {
    signal.removeEventListener('abort', onAbort);
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

/** Promise.race whose losers may reject later without an unhandled rejection. */
function raceQuietly<T>(promises: Promise<T>[]): Promise<T> {
  for (const promise of promises) promise.catch(() => undefined);
  return Promise.race(promises);
}

function exitMessage(proc: AgentProcess): string {
  const { exitCode, signalCode } = proc.child;
  return `ACP agent exited unexpectedly (${signalCode ?? `code ${exitCode}`}); see its stderr`;
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** ACP's stop reasons onto the adapters' one set: the agent's own request cap is an iteration cap. */
function acpStopReason(reason: string): StopReason {
  switch (reason) {
    case 'end_turn':
    case 'max_tokens':
    case 'refusal':
    case 'cancelled':
      return reason;
    case 'max_turn_requests':
      return 'max_iterations';
    default:
      return 'other';
  }
}
