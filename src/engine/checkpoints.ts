// Checkpoints: milestones checked after every agent turn. Order-independent unless `after`
// names checkpoints that must be reached first. Once reached, a checkpoint stays reached.
// And waza's checkpoints: graders run once, after agent turn N.
import type {
  AssertionResult,
  CheckpointRecord,
  GraderResult,
  ToolCallRecord,
} from '../results/schema.js';
import type { Assertion, Checkpoint, GraderSpec, TurnCheckpoint } from '../suites/model.js';

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

  /**
   * Checks every pending checkpoint whose prerequisites are reached, until nothing changes; or,
   * `once` (Yao's dynamic runner), in one pass in the order written, so a checkpoint whose
   * prerequisite is written after it waits for the next turn, as in Yao.
   */
  async afterTurn(turn: number, evaluate: EvaluateAssertion, once = false): Promise<void> {
    for (let progress = true; progress; progress = progress && !once) {
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

  /** Every required checkpoint is reached (true when none is required, as in Yao). */
  allRequiredReached(): boolean {
    return [...this.state.values()].every((r) => !r.required || r.reached);
  }

  records(): CheckpointRecord[] {
    return this.checkpoints.map((c) => ({ ...this.state.get(c.id)! }));
  }
}

/** A tool result's `message` longer than this is cut: it is untrusted agent-side text. */
const TOOL_MESSAGE_CHARS = 20_000;

/**
 * What Yao's dynamic checkpoints match: the reply, then the `message` of every tool result that
 * is an object with a non-empty string `message` (a JSON text of one counts), one per line.
 */
export function yaoCheckpointText(output: string, toolCalls: ToolCallRecord[]): string {
  const parts = [output];
  for (const call of toolCalls) {
    let result = call.result;
    if (typeof result === 'string' && result.trimStart().startsWith('{')) {
      try {
        result = JSON.parse(result) as unknown;
      } catch {
        continue;
      }
    }
    if (result && typeof result === 'object' && !Array.isArray(result)) {
      const message = (result as Record<string, unknown>).message;
      if (typeof message === 'string') parts.push(message.slice(0, TOOL_MESSAGE_CHARS));
    }
  }
  return parts.filter((p) => p !== '').join('\n');
}

/** What grading a set of graders on the conversation so far gives (gradeRun's answer). */
export type GradeNow = (
  graders: GraderSpec[],
) => Promise<{ results: GraderResult[]; error?: string }>;

/**
 * waza's checkpoints: after agent turn N (1-based) the checkpoint's graders grade the
 * conversation so far. Their results join the run's graders, named by checkpoint, so a failed
 * checkpoint fails the run (as in waza); `on_failure: stop` also ends the conversation.
 */
export class TurnCheckpointRunner {
  private readonly graded: GraderResult[] = [];
  private readonly errors: string[] = [];

  constructor(
    private readonly checkpoints: TurnCheckpoint[],
    private readonly grade: GradeNow,
  ) {}

  /** Runs the checkpoints of this turn; returns why the conversation stops, if it must. */
  async afterTurn(turnNumber: number): Promise<string | undefined> {
    let stop: string | undefined;
    for (const c of this.checkpoints) {
      if (c.afterTurn !== turnNumber) continue;
      const { results, error } = await this.grade(c.graders);
      const failed = results.filter((r) => !r.passed).map((r) => r.name);
      const stops = c.onFailure === 'stop' && (failed.length > 0 || error !== undefined);
      for (const r of results) {
        this.graded.push({
          ...r,
          name: `checkpoint after_turn=${c.afterTurn}: ${r.name}`,
          feedback:
            stops && !r.passed
              ? `${r.feedback} (on_failure: stop ended the conversation after turn ${c.afterTurn})`
              : r.feedback,
          details: {
            ...r.details,
            checkpoint: { after_turn: c.afterTurn, on_failure: c.onFailure, stopped: stops },
          },
        });
      }
      if (error) this.errors.push(`checkpoint after_turn=${c.afterTurn}: ${error}`);
      if (stops && stop === undefined) {
        stop =
          `checkpoint after_turn=${c.afterTurn} failed (on_failure: stop)` +
          (failed.length ? `: ${failed.join(', ')}` : '');
      }
    }
    return stop;
  }

  /** Adds the checkpoints' results (and grading errors) to the final grading's. */
  merge(final: { results: GraderResult[]; error?: string }): {
    results: GraderResult[];
    error?: string;
  } {
    const errors = [...this.errors, ...(final.error ? [final.error] : [])];
    const results = [...this.graded, ...final.results];
    return errors.length ? { results, error: errors.join('; ') } : { results };
  }
}
