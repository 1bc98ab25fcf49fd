// executor `acp`: any agent CLI that speaks the Agent Client Protocol over stdio (Copilot CLI,
// Gemini CLI, Claude Code / Codex adapters, ...). One process per conversation, session/prompt
// per turn; permissions answered by policy; file access confined to the workspace.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Writable } from 'node:stream';
import * as acp from '@agentclientprotocol/sdk';
import type { AgentConfigOf, McpServerSpec, PromptMedia } from '../../suites/model.js';
import type { StopReason, Usage } from '../../results/schema.js';
import { PARLEY_VERSION } from '../../version.js';
import { startAgentProcess, type AgentProcess } from './process.js';
import { confineReal, ConfinementError } from '../confine.js';
import { decidePermission } from './permissions.js';
import { TurnCollector } from './turn.js';
import { agentEnvironment, expandEnv, expandEnvValues } from '../env.js';
import { startMockMcpServers, type MockMcpServers } from '../mcp-mock.js';
import { unseenMediaWarning } from './media-unseen.js';
import { watchStdioServers } from './mcp-started.js';
import { pathWithShims } from '../command-shims.js';
import { environmentNames } from '../../shared/child-env.js';
import { shimsInLoginShells } from '../login-shell.js';
import { AgentError, type AgentFactory, type AgentSession, type TurnResult } from '../types.js';

/** After session/cancel, how long the agent has to end the turn before its process is killed. */
export const acpTiming = { cancelGraceMs: 5000 };
/** After the agent exits, how long its last stderr may take to arrive before the message is made. */
const STDERR_SETTLE_MS = 300;

export const createAcpAgent: AgentFactory<AgentConfigOf<'acp'>> = async (context) => {
  const settings = context.agent;
  const root = context.workspace;
  const cwd = context.cwd ?? root;
  const policy = settings.permissions;
  const fs = settings.fs ?? { readTextFile: true, writeTextFile: true };
  const usageReporting = settings.usage ?? 'per_turn';
  /** A cumulative agent's last report: the next turn's usage is the difference. */
  let sessionUsage: Usage | undefined;
  await context.prepareWorkspace?.();
  const env = agentEnvironment(settings.env);
  if (context.commandShims) {
    env.PATH = pathWithShims(context.commandShims, env.PATH);
    await shimsInLoginShells(context.commandShims, env);
  }
  // Which variables the agent was given (names only: the record never holds their values).
  context.log(`environment: ${environmentNames(env).join(' ')}`);
  const proc = await startAgentProcess(settings.command, settings.args, { cwd, env });
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
      turn?.permission(params, answer);
      return answer;
    })
    .onRequest('fs/read_text_file', async ({ params }) => {
      if (!fs.readTextFile) throw acp.RequestError.methodNotFound('fs/read_text_file');
      const text = await readFile(confined(params.path), 'utf8').catch((error: unknown) => {
        throw fileError(error, params.path);
      });
      if (!params.line && !params.limit) return { content: text };
      const start = Math.max(0, (params.line ?? 1) - 1);
      const lines = text.split('\n');
      return {
        content: lines.slice(start, params.limit ? start + params.limit : undefined).join('\n'),
      };
    })
    .onRequest('fs/write_text_file', async ({ params }) => {
      if (!fs.writeTextFile) throw acp.RequestError.methodNotFound('fs/write_text_file');
      const path = confined(params.path);
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, params.content);
      } catch (error) {
        throw fileError(error, params.path);
      }
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
  let accepts: Accepts;
  // mcp_mocks: served by Parley over loopback HTTP for this session (agents/mcp-mock.ts).
  let mocks: MockMcpServers | undefined;
  // The suite's own stdio servers, handed over so that Parley sees whether the agent started them.
  const ownServers = watchStdioServers(context.suite.config.mcpServers);
  try {
    mocks = await startMockMcpServers(context.suite.config.mcpMocks);
    ({ sessionId, accepts } = await startSession(connection.agent, cwd, ownServers.specs, {
      proc,
      signal: context.signal,
      fs,
      mocks: mocks.specs,
    }));
  } catch (error) {
    connection.close();
    await proc.stop();
    await mocks?.close();
    ownServers.finish();
    // No session to hand it over: the error carries the stderr to the run's record.
    const message = error instanceof Error ? error.message : String(error);
    const kind = error instanceof AgentError ? error.kind : 'agent_error';
    throw new AgentError(message, kind, proc.stderr());
  }

  // The session's MCP servers, to record their calls by the MCP tool's own name.
  const mcpNames = [
    ...(context.suite.config.mcpMocks ?? []).map((m) => ({
      name: m.name,
      tools: m.tools.map((t) => t.name),
    })),
    ...context.suite.config.mcpServers.map((s) => ({ name: s.name })),
  ];
  /** The turn in flight, and whether it was cancelled: close() gives it the grace to end. */
  let inFlight: Promise<unknown> | undefined;
  let cancelledAt: number | undefined;
  const mediaWarnings = new Set<string>();
  const session: AgentSession = {
    async sendTurn(input, { signal, onEvent, media }): Promise<TurnResult> {
      if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
        throw new AgentError(exitMessage(proc));
      }
      const blocks = promptBlocks(input, media ?? [], accepts);
      const collector = new TurnCollector(onEvent, {
        servers: mcpNames,
        take: (server, tool) => mocks?.take(server, tool),
      });
      turn = collector;
      let killTimer: NodeJS.Timeout | undefined;
      const onAbort = () => {
        cancelledAt = Date.now();
        void connection.agent.notify('session/cancel', { sessionId }).catch(() => undefined);
        killTimer = setTimeout(() => void proc.stop(), acpTiming.cancelGraceMs);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        if (signal.aborted) throw new AgentError('the turn was cancelled');
        const prompt = connection.agent.request('session/prompt', {
          sessionId,
          prompt: blocks,
        });
        const exited = proc.exited.then(async () => {
          await proc.stderrSettled(STDERR_SETTLE_MS);
          throw new AgentError(exitMessage(proc));
        });
        inFlight = prompt.catch(() => undefined);
        const response = await raceQuietly([prompt, exited]);
        // Updates sent before the response may still be in the connection's handler chain.
        await new Promise((resolve) => setImmediate(resolve));
        collector.finish();
        const usage = collector.addUsage(response, usageReporting, sessionUsage);
        sessionUsage = collector.lastReportedUsage ?? sessionUsage;
        if (signal.aborted) throw new AgentError('the turn was cancelled');
        const unseen = unseenMediaWarning(media ?? [], collector.output);
        if (unseen) mediaWarnings.add(unseen);
        return {
          output: collector.output,
          toolCalls: collector.toolCalls,
          skillInvocations: [],
          usage,
          permissions: collector.permissions,
          stopReason: acpStopReason(response.stopReason),
        };
      } catch (error) {
        if (signal.aborted) throw new AgentError('the turn was cancelled');
        if (error instanceof AgentError) throw error;
        // A closed connection usually means the process died: say so, with its exit status.
        await Promise.race([proc.exited, new Promise((resolve) => setTimeout(resolve, 500))]);
        if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
          await proc.stderrSettled(STDERR_SETTLE_MS);
          throw new AgentError(exitMessage(proc));
        }
        throw new AgentError(`ACP agent: ${describe(error)}${stderrPart(proc)}`);
      } finally {
        signal.removeEventListener('abort', onAbort);
        clearTimeout(killTimer);
        // A call still open when the turn ends any way (the agent died, a timeout) is recorded
        // as it stood: unfinished.
        collector.finish();
        turn = undefined;
      }
    },
    async close() {
      if (cancelledAt !== undefined && inFlight) {
        // A cancelled turn has its grace to end (an agent stops its own tool processes then);
        // after it, the whole group is killed.
        const left = Math.max(0, cancelledAt + acpTiming.cancelGraceMs - Date.now());
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          inFlight,
          proc.exited,
          new Promise((resolve) => (timer = setTimeout(resolve, left))),
        ]);
        clearTimeout(timer);
      }
      connection.close();
      await proc.stop();
      await mocks?.close();
      ownServers.finish();
    },
    stderr: () => proc.stderr(),
    warnings: () => [
      ...unreachedMocks(mocks, context.suite.config.mcpMocks ?? []),
      ...ownServers.finish(),
      ...mediaWarnings,
    ],
  };
  return session;
};

/**
 * mcp_mocks the agent never reached: none of their tools was there for it to call. (Gemini CLI
 * connects no MCP server in a folder it does not trust, with no error: docs/agents/gemini.md.)
 * The suite's own mcp_servers the agent starts itself, out of Parley's sight.
 */
function unreachedMocks(mocks: MockMcpServers | undefined, specs: { name: string }[]): string[] {
  if (!mocks || specs.length === 0) return [];
  const contacted = new Set(mocks.contacted());
  if (contacted.size > 0) return [];
  const names = specs.map((s) => s.name).join(', ');
  return [
    `the agent connected none of the MCP servers it was given (mcp_mocks: ${names}): none of their tools could be called`,
  ];
}

interface Accepts {
  image: boolean;
  audio: boolean;
}

/**
 * The prompt's content blocks: the text, then each picture or sound as an ACP image or audio
 * block. One the agent does not accept (promptCapabilities) is refused, naming the test's line.
 */
function promptBlocks(input: string, media: PromptMedia[], accepts: Accepts): acp.ContentBlock[] {
  const blocks: acp.ContentBlock[] = input || !media.length ? [{ type: 'text', text: input }] : [];
  for (const m of media) {
    if (!accepts[m.kind] || m.data === undefined) {
      throw new AgentError(
        `${m.where}: the ACP agent does not accept ${m.kind === 'image' ? 'images' : 'audio'} in a prompt (its promptCapabilities.${m.kind} is not true)`,
        'config_error',
      );
    }
    blocks.push({ type: m.kind, mimeType: m.mimeType, data: m.data });
  }
  return blocks;
}

async function startSession(
  agent: acp.ClientContext,
  cwd: string,
  servers: McpServerSpec[],
  {
    proc,
    signal,
    fs,
    mocks,
  }: {
    proc: AgentProcess;
    signal: AbortSignal;
    fs: { readTextFile: boolean; writeTextFile: boolean };
    /** Parley's own mock servers (http): refused when the agent takes no MCP over HTTP. */
    mocks: McpServerSpec[];
  },
): Promise<{ sessionId: string; accepts: Accepts }> {
  const exited = proc.exited.then(async () => {
    await proc.stderrSettled(STDERR_SETTLE_MS);
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
    try {
      return { sessionId: (await agent.request('session/new', request)).sessionId, accepts };
    } catch (error) {
      const method = init.authMethods?.[0];
      if (!(error instanceof acp.RequestError) || error.code !== -32000 || !method) throw error;
      // The agent needs a login first: use its first advertised method (env-based in CI).
      await agent.request('authenticate', { methodId: method.id });
      return { sessionId: (await agent.request('session/new', request)).sessionId, accepts };
    }
  };
  try {
    return await raceQuietly([run(), exited, aborted]);
  } catch (error) {
    if (error instanceof AgentError) throw error;
    // "Connection closed" usually means the agent exited at start: say how, with its stderr.
    await Promise.race([proc.exited, new Promise((resolve) => setTimeout(resolve, 500))]);
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
      await proc.stderrSettled(STDERR_SETTLE_MS);
      throw new AgentError(exitMessage(proc));
    }
    throw new AgentError(
      `ACP agent failed to start a session: ${describe(error)}${stderrPart(proc)}`,
    );
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
  const tail = stderrPart(proc);
  return `ACP agent exited unexpectedly (${signalCode ?? `code ${exitCode}`})${tail || '; it had written nothing to stderr when it exited'}`;
}

/** "; stderr: <its first and last lines>", or '' when it wrote none. */
function stderrPart(proc: AgentProcess): string {
  const excerpt = proc.stderrExcerpt();
  return excerpt ? `; stderr (more in the record's stderr field):\n${excerpt}` : '';
}

/** A file error as ACP's: a missing file is resource-not-found (-32002). */
function fileError(error: unknown, path: string): acp.RequestError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return acp.RequestError.resourceNotFound(path);
  if (error instanceof acp.RequestError) return error;
  return acp.RequestError.internalError({ path }, describe(error));
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
