// Checkpoints: milestones checked after every agent turn. Order-independent unless `after`
// names checkpoints that must be reached first. Once reached, a checkpoint stays reached.
import type { AssertionResult, CheckpointRecord } from '../results/schema.js';
import type { Assertion, Checkpoint } from '../suites/model.js';

export type EvaluateAssertion = (assertion: Assertion) => Promise<AssertionResult>;

export class CheckpointTracker {
  private readonly state = new Map<string, CheckpointRecord>();

  constructor(private readonly checkpoints: Checkpoint[]) {
    for (const c of checkpoints) {
      this.state.set(c.id, {
        id: c.id,
        required: c.required,
        reached: false,
        turn: null,
        message: 'not checked yet',
      });
    }
  }

  /** Checks every pending checkpoint whose prerequisites are reached, until nothing changes. */
  async afterTurn(turn: number, evaluate: EvaluateAssertion): Promise<void> {
    for (let progress = true; progress;) {
      progress = false;
      for (const c of this.checkpoints) {
        const record = this.state.get(c.id)!;
        if (record.reached) continue;
        const waiting = c.after.filter((id) => !this.state.get(id)?.reached);
        if (waiting.length) {
          record.message = `waiting for ${waiting.join(', ')}`;
          continue;
        }
        const result = await evaluate(c.assertion);
        record.message = result.message;
        if (result.passed) {
          record.reached = true;
          record.turn = turn;
          progress = true;
        }
      }
    }
  }

  records(): CheckpointRecord[] {
    return this.checkpoints.map((c) => ({ ...this.state.get(c.id)! }));
  }
}
