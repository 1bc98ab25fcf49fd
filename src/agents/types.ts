// The one interface every agent adapter (mock, openai, acp, http) implements. The engine owns
// the conversation; an adapter only turns one input into one agent turn and reports events.
import type { AgentConfig, PromptMedia, Suite, Task } from '../suites/model.js';
import type { Llm } from '../llm/types.js';
import type { PermissionRecord, StopReason, ToolCallRecord, Usage } from '../results/schema.js';

export type AgentEvent =
  | { type: 'text'; text: string }
  | { type: 'tool_call'; call: ToolCallRecord }
  | { type: 'skill'; name: string }
  | { type: 'usage'; usage: Usage }
  | { type: 'permission'; permission: PermissionRecord }
  /** The agent is at work (an ACP tool call announced, a thought): nothing to record. */
  | { type: 'activity' };

export interface TurnResult {
  /** The agent's chat text for this turn ('' when it only used tools). */
  output: string;
  toolCalls: ToolCallRecord[];
  skillInvocations: string[];
  usage: Usage;
  /** Why the turn ended, mapped by the adapter onto the one set every adapter uses. */
  stopReason: StopReason;
  /** ACP: the permission requests of this turn and their decisions. */
  permissions?: PermissionRecord[];
  /** The agent declared that it is waiting for the user's answer. */
  asksQuestion?: boolean;
}

export interface TurnOptions {
  /** Aborted on turn timeout, first-event timeout, run deadline or cancellation. */
  signal: AbortSignal;
  /** Every event as it happens; the first one stops the first-event clock. */
  onEvent: (event: AgentEvent) => void;
  /**
   * Pictures and sounds sent with this input (the first turn's, from Yao content parts). An
   * adapter that cannot send one throws a config_error naming `where`, never drops it.
   */
  media?: PromptMedia[];
}

export interface AgentSession {
  sendTurn(input: string, options: TurnOptions): Promise<TurnResult>;
  /** Stops the agent and whatever it started (processes, servers). Idempotent. */
  close(): Promise<void>;
  /** Captured stderr of an agent process, if any. */
  stderr?(): string;
  /**
   * What the adapter noticed that may make the run test less than it says (an agent that
   * connected none of the MCP servers it was given); read after close(). Kept in the record.
   */
  warnings?(): string[];
}

export interface AgentContext<C extends AgentConfig = AgentConfig> {
  /** This adapter's own settings, resolved and validated at load. */
  agent: C;
  suite: Suite;
  task: Task;
  trial: number;
  /**
   * The run's temporary workspace (absolute), populated with the task's files. When the task
   * places none, the directory may not exist yet: an adapter that starts a process there, offers
   * file tools or writes files calls `prepareWorkspace` first.
   */
  workspace: string;
  /** Creates the workspace directory if it does not exist yet (idempotent). */
  prepareWorkspace?: () => Promise<void>;
  /** The agent's working directory (Workspace.cwd: root/workdir); defaults to `workspace`. */
  cwd?: string;
  /** command_mocks: the shim directory to put first on the agent's PATH (agents/command-shims.ts). */
  commandShims?: string;
  /** The task's agent model (task.models.agent). */
  model?: string;
  llm: Llm;
  signal: AbortSignal;
  log: (message: string) => void;
}

export type AgentFactory<C extends AgentConfig = AgentConfig> = (
  context: AgentContext<C>,
) => Promise<AgentSession>;

/** An adapter failure the engine classifies as agent_error (or config_error). */
export class AgentError extends Error {
  constructor(
    message: string,
    readonly kind: 'agent_error' | 'config_error' = 'agent_error',
    /** The agent process's stderr, when it failed before a session existed to hand it over. */
    readonly stderr?: string,
  ) {
    super(message);
    this.name = 'AgentError';
  }
}
