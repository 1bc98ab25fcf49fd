// One ACP conversation once its session is started: a session/prompt per turn, collected from
// the session's updates and raced against the agent's exit; an abort sends session/cancel and
// stops the process if the turn has not ended within the grace; close() gives a cancelled turn
// what is left of that grace, then stops the agent and the servers it was given.
import type * as acp from '@agentclientprotocol/sdk';
import type { StopReason, Usage } from '../../results/schema.js';
import type { MockMcpServers } from '../mcp-mock.js';
import { AgentError, type AgentSession, type TurnOptions, type TurnResult } from '../types.js';
import { agentFailure, exitedError, exitMessage, hasExited, raceQuietly } from './failure.js';
import type { McpServerNames } from './mcp-call.js';
import type { StartedServers } from './mcp-started.js';
import { unseenMediaWarning } from './media-unseen.js';
import type { AgentProcess } from './process.js';
import { promptBlocks, type Accepts } from './prompt-blocks.js';
import { TurnCollector, type TurnSlot, type UsageReporting } from './turn.js';

/** After session/cancel, how long the agent has to end the turn before its process is killed. */
export const acpTiming = { cancelGraceMs: 5000 };

export interface AcpSessionParts {
  proc: AgentProcess;
  connection: acp.ClientConnection;
  sessionId: string;
  accepts: Accepts;
  usageReporting: UsageReporting;
  /** The session's MCP servers, to record their calls by the MCP tool's own name. */
  mcpNames: McpServerNames[];
  /** mcp_mocks, served by Parley (agents/mcp-mock.ts), and their specs as the suite gave them. */
  mocks: MockMcpServers;
  mockSpecs: { name: string }[];
  /** The suite's own stdio servers, watched for whether the agent started them. */
  ownServers: StartedServers;
  /** Where the turn in flight is kept for the client's handlers (client.ts). */
  turns: TurnSlot;
}

export class AcpSession implements AgentSession {
  /** A cumulative agent's last report: the next turn's usage is the difference. */
  private sessionUsage: Usage | undefined;
  /** The turn in flight, and whether it was cancelled: close() gives it the grace to end. */
  private inFlight: Promise<unknown> | undefined;
  private cancelledAt: number | undefined;
  private readonly mediaWarnings = new Set<string>();

  constructor(private readonly parts: AcpSessionParts) {}

  async sendTurn(input: string, { signal, onEvent, media }: TurnOptions): Promise<TurnResult> {
    const { proc, connection, sessionId, mocks } = this.parts;
    if (hasExited(proc)) throw new AgentError(exitMessage(proc));
    const blocks = promptBlocks(input, media ?? [], this.parts.accepts);
    const collector = new TurnCollector(onEvent, {
      servers: this.parts.mcpNames,
      take: (server, tool) => mocks.take(server, tool),
    });
    this.parts.turns.current = collector;
    const stopWatching = this.cancelOnAbort(signal);
    try {
      if (signal.aborted) throw new AgentError('the turn was cancelled');
      const prompt = connection.agent.request('session/prompt', { sessionId, prompt: blocks });
      const exited = exitedError(proc);
      this.inFlight = prompt.catch(() => undefined);
      const response = await raceQuietly([prompt, exited]);
      // Updates sent before the response may still be in the connection's handler chain.
      await new Promise((resolve) => setImmediate(resolve));
      collector.finish();
      const usage = collector.addUsage(response, this.parts.usageReporting, this.sessionUsage);
      this.sessionUsage = collector.lastReportedUsage ?? this.sessionUsage;
      if (signal.aborted) throw new AgentError('the turn was cancelled');
      const unseen = unseenMediaWarning(media ?? [], collector.output);
      if (unseen) this.mediaWarnings.add(unseen);
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
      throw await agentFailure(proc, error, 'ACP agent');
    } finally {
      stopWatching();
      // A call still open when the turn ends any way (the agent died, a timeout) is recorded
      // as it stood: unfinished.
      collector.finish();
      this.parts.turns.current = undefined;
    }
  }

  /** On abort, session/cancel, and the process stopped once the grace is over; undone at the end. */
  private cancelOnAbort(signal: AbortSignal): () => void {
    const { proc, connection, sessionId } = this.parts;
    let killTimer: NodeJS.Timeout | undefined;
    const onAbort = () => {
      this.cancelledAt = Date.now();
      void connection.agent.notify('session/cancel', { sessionId }).catch(() => undefined);
      killTimer = setTimeout(() => void proc.stop(), acpTiming.cancelGraceMs);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    return () => {
      signal.removeEventListener('abort', onAbort);
      clearTimeout(killTimer);
    };
  }

  async close(): Promise<void> {
    const { proc, connection, mocks, ownServers } = this.parts;
    if (this.cancelledAt !== undefined && this.inFlight) {
      // A cancelled turn has its grace to end (an agent stops its own tool processes then);
      // after it, the whole group is killed.
      const left = Math.max(0, this.cancelledAt + acpTiming.cancelGraceMs - Date.now());
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.inFlight,
        proc.exited,
        new Promise((resolve) => (timer = setTimeout(resolve, left))),
      ]);
      clearTimeout(timer);
    }
    connection.close();
    await proc.stop();
    await mocks.close();
    ownServers.finish();
  }

  stderr(): string {
    return this.parts.proc.stderr();
  }

  warnings(): string[] {
    return [
      ...unreachedMocks(this.parts.mocks, this.parts.mockSpecs),
      ...this.parts.ownServers.finish(),
      ...this.mediaWarnings,
    ];
  }
}

/**
 * mcp_mocks the agent never reached: none of their tools was there for it to call. (Gemini CLI
 * connects no MCP server in a folder it does not trust, with no error: docs/agents/gemini.md.)
 * The suite's own mcp_servers the agent starts itself, out of Parley's sight.
 */
function unreachedMocks(mocks: MockMcpServers, specs: { name: string }[]): string[] {
  if (specs.length === 0) return [];
  const contacted = new Set(mocks.contacted());
  if (contacted.size > 0) return [];
  const names = specs.map((s) => s.name).join(', ');
  return [
    `the agent connected none of the MCP servers it was given (mcp_mocks: ${names}): none of their tools could be called`,
  ];
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
