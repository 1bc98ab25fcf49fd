// The conversation loop of one run: send the initial prompt, then after every agent turn check
// the turn's assertions and the checkpoints, and ask the input source for the next message,
// until it ends the conversation. Failures propagate as errors; the caller classifies them.
// A turn cut off by a timeout or a failure is still recorded (marked cut_off) with its input and
// what the agent streamed before: a run's record never loses a message that was sent.
import {
  AgentError,
  type AgentEvent,
  type AgentSession,
  type TurnResult,
} from '../agents/types.js';
import type {
  AssertionResult,
  PermissionRecord,
  ToolCallRecord,
  TurnRecord,
} from '../results/schema.js';
import { addUsage, emptyUsage } from '../results/usage.js';
import type { ConversationMessage } from '../responder/types.js';
import type { Assertion, Task } from '../suites/model.js';
import {
  yaoCheckpointText,
  type CheckpointTracker,
  type TurnCheckpointRunner,
} from './checkpoints.js';
import { Interrupt, interruptOf, timer, type Clock } from './interrupt.js';
import { turnTimeoutMs } from './turn-timeout.js';
import { asksSomething } from '../shared/asking.js';
import { boundValue } from '../shared/bound.js';
import type { Next, NextInputSource } from './next-input.js';

export interface ConversationContext {
  task: Task;
  session: AgentSession;
  source: NextInputSource;
  checkpoints: CheckpointTracker;
  /** waza's checkpoints (graders after turn N); absent = none. */
  turnCheckpoints?: TurnCheckpointRunner;
  /** Evaluates an assertion against one turn (and the conversation so far). */
  evaluate: (
    assertion: Assertion,
    turn: TurnRecord,
    turns: TurnRecord[],
  ) => Promise<AssertionResult>;
  /**
   * The run's clock: its signal (deadline and cancellation) is every turn's and the input
   * source's; a turn's first-event clock runs on it (a turn that hears nothing in time ends the
   * run anyway).
   */
  clock: Clock;
}

export interface ConversationResult {
  /** How the conversation ended (a Next 'end'). */
  end: Extract<Next, { kind: 'end' }>;
  lastAgentText: string;
}

/** The run's clock, or a clock of this turn's own on it (a waza conversation: turn-timeout.ts). */
function turnClock(context: ConversationContext, index: number): Clock {
  const { task } = context;
  const ms = turnTimeoutMs(task);
  if (!ms) return context.clock;
  return timer(
    ms,
    () =>
      new Interrupt(
        'timeout',
        `turn ${index + 1} exceeded timeout_seconds (${task.timeoutSeconds} s)`,
      ),
    context.clock.signal,
  );
}

async function sendTurn(
  context: ConversationContext,
  index: number,
  input: string,
  source: TurnRecord['input_source'],
  turns: TurnRecord[],
): Promise<{ turn: TurnRecord; declaredAsk?: boolean }> {
  const { task } = context;
  const started = performance.now();
  let firstEventMs: number | null = null;
  const clock = turnClock(context, index);
  const stopFirstEventClock = clock.within(
    task.firstEventTimeoutSeconds * 1000,
    () =>
      new Interrupt(
        'first_event_timeout',
        `the agent produced no event within first_event_timeout_seconds (${task.firstEventTimeoutSeconds} s) of turn ${index + 1}`,
      ),
  );
  // What the agent produced so far, kept in case the turn never ends.
  const partial = {
    text: '',
    toolCalls: [] as ToolCallRecord[],
    skills: [] as string[],
    usage: emptyUsage(),
    permissions: [] as PermissionRecord[],
  };
  const onEvent = (event: AgentEvent) => {
    if (event.type === 'text') partial.text += event.text;
    else if (event.type === 'tool_call') partial.toolCalls.push(boundValue(event.call));
    else if (event.type === 'skill') partial.skills.push(event.name);
    else if (event.type === 'usage') addUsage(partial.usage, event.usage);
    else if (event.type === 'permission') partial.permissions.push(boundValue(event.permission));
    if (firstEventMs === null) {
      firstEventMs = Math.round(performance.now() - started);
      // Only the first-event clock stops: the run's deadline and cancellation still apply.
      stopFirstEventClock();
    }
  };
  // The task's pictures and sounds go with its first input.
  const media = index === 0 && task.promptMedia?.length ? task.promptMedia : undefined;
  const attachments = media?.map((m) => ({ kind: m.kind, label: m.label, bytes: m.bytes }));
  let result: TurnResult;
  try {
    result = await clock.race(
      context.session.sendTurn(input, {
        signal: clock.signal,
        onEvent,
        ...(media ? { media } : {}),
      }),
    );
  } catch (error) {
    const duration = Math.round(performance.now() - started);
    const why =
      interruptOf(clock.signal)?.kind ?? (error instanceof Interrupt ? error.kind : 'error');
    turns.push({
      index,
      input,
      input_source: source,
      ...(attachments ? { attachments } : {}),
      output: partial.text,
      tool_calls: partial.toolCalls,
      skill_invocations: partial.skills,
      assertions: [],
      duration_ms: duration,
      first_event_ms: firstEventMs,
      stop_reason: why,
      usage: partial.usage,
      ...(partial.permissions.length ? { permissions: partial.permissions } : {}),
      cut_off: true,
    });
    throw error;
  } finally {
    stopFirstEventClock();
    if (clock !== context.clock) clock.dispose();
  }
  const duration = Math.round(performance.now() - started);
  const turn: TurnRecord = {
    index,
    input,
    input_source: source,
    ...(attachments ? { attachments } : {}),
    output: result.output,
    // Untrusted: bounded in depth and size before anything serialises or compares them.
    tool_calls: result.toolCalls.map((call) => boundValue(call)),
    skill_invocations: result.skillInvocations,
    assertions: [],
    duration_ms: duration,
    // An adapter that streams nothing is first heard from when its turn ends.
    first_event_ms: firstEventMs ?? (result.output || result.toolCalls.length ? duration : null),
    stop_reason: result.stopReason,
    usage: result.usage ?? emptyUsage(),
    ...(result.permissions?.length
      ? { permissions: result.permissions.map((p) => boundValue(p)) }
      : {}),
  };
  return { turn, declaredAsk: result.asksQuestion };
}

/** Runs the conversation; `turns` is filled as it goes, so it is complete even on failure. */
export async function runConversation(
  context: ConversationContext,
  turns: TurnRecord[],
): Promise<ConversationResult> {
  const { task } = context;
  const messages: ConversationMessage[] = [];
  let input = task.prompt;
  let source: TurnRecord['input_source'] = 'prompt';
  for (let index = 0; ; index++) {
    messages.push({ role: 'user', text: input });
    const { turn, declaredAsk } = await sendTurn(context, index, input, source, turns);
    turns.push(turn);
    messages.push({ role: 'agent', text: turn.output });
    // An agent that never stops calling tools has not answered: it is not the user's turn.
    if (turn.stop_reason === 'max_iterations') {
      throw new AgentError(
        `the agent hit its iteration cap (config.agent.max_iterations) in turn ${index + 1}: ` +
          `${turn.tool_calls.length} tool call(s) and no final answer`,
      );
    }

    if (task.plan.kind === 'turns') {
      for (const assertion of task.plan.turns[index]?.assertions ?? []) {
        turn.assertions.push(await context.evaluate(assertion, turn, turns));
      }
    }
    // Yao's dynamic checkpoints also read the tool results' messages (not the turn's assertions).
    const checked = task.yaoDynamic
      ? { ...turn, output: yaoCheckpointText(turn.output, turn.tool_calls) }
      : turn;
    await context.checkpoints.afterTurn(
      index,
      (a) => context.evaluate(a, checked, turns),
      task.yaoDynamic === true,
    );
    // Yao passes a dynamic test at the turn its last required checkpoint is reached.
    if (task.yaoDynamic && context.checkpoints.allRequiredReached()) {
      return {
        end: {
          kind: 'end',
          outcome: 'completed',
          reason: `every required checkpoint reached in turn ${index + 1} (a Yao dynamic test ends there)`,
        },
        lastAgentText: turn.output,
      };
    }
    const stop = await context.turnCheckpoints?.afterTurn(index + 1);
    if (stop !== undefined) {
      return { end: { kind: 'end', outcome: 'stopped', reason: stop }, lastAgentText: turn.output };
    }

    const hasText = turn.output.trim() !== '';
    const asks = hasText && asksSomething(turn.output, declaredAsk);
    // Kept on the message: the responder shows it again in later requests, unchanged.
    if (asks) messages[messages.length - 1]!.asks = true;
    const next = await context.clock.race(
      context.source.next({ messages, hasText, asks, signal: context.clock.signal }),
    );
    // Every decision is on the record, on the turn whose message it classified.
    if (next.decision) turn.decision = next.decision;
    if (next.kind === 'end') return { end: next, lastAgentText: turn.output };
    input = next.input;
    source = next.source;
  }
}
