// The turn record's timings come from what the engine observed, never made up.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AgentSession } from '../../src/agents/types.js';
import { type TurnRecord } from '../../src/results/schema.js';
import { emptyUsage } from '../../src/results/usage.js';
import { CheckpointTracker } from '../../src/engine/checkpoints.js';
import { runConversation } from '../../src/engine/conversation.js';
import { Interrupt, timer } from '../../src/engine/interrupt.js';
import { makeTask } from './helpers.js';

/** An adapter that streams no events: its answer arrives whole, after `delayMs`. */
function silentSession(delayMs: number, output: string): AgentSession {
  return {
    async sendTurn() {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return {
        output,
        toolCalls: [],
        skillInvocations: [],
        usage: emptyUsage(),
        stopReason: 'end_turn',
      };
    },
    async close() {},
  };
}

async function oneTurn(session: AgentSession): Promise<TurnRecord> {
  const turns: TurnRecord[] = [];
  await runConversation(
    {
      task: makeTask({ timeoutSeconds: 30 }),
      session,
      source: { followupsSent: 0, next: async () => ({ kind: 'end', outcome: 'completed' }) },
      checkpoints: new CheckpointTracker([]),
      evaluate: async () => assert.fail('no assertion to evaluate'),
      clock: timer(0, () => new Interrupt('timeout', 'no clock')),
    },
    turns,
  );
  assert.equal(turns.length, 1);
  return turns[0]!;
}

test('an adapter that streams nothing is first heard from when its turn ends', async () => {
  const turn = await oneTurn(silentSession(60, 'Done.'));
  assert.ok(turn.duration_ms >= 50, `duration ${turn.duration_ms} ms`);
  assert.equal(turn.first_event_ms, turn.duration_ms);
});

test('a turn with no output and no event has no first event', async () => {
  const turn = await oneTurn(silentSession(0, ''));
  assert.equal(turn.first_event_ms, null);
});
