// Why a run did not pass, worded once (results/reason.ts) for the console, junit.xml and the
// report: each kind of run gets its reason, and junit's messages are the same words.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderJunit } from '../../src/results/junit.js';
import { notPassedReason } from '../../src/results/reason.js';
import type { GraderResult, RunRecord } from '../../src/results/schema.js';
import { buildSummary } from '../../src/results/summary.js';
import { makeRecord, makeTurns } from '../builders.js';

const failing = (name: string, feedback: string): GraderResult => ({
  name,
  type: 'text',
  score: 0,
  weight: 1,
  passed: false,
  feedback,
  duration_ms: 0,
});
const responder = (over: Partial<NonNullable<RunRecord['responder']>>) => ({
  kind: 'llm' as const,
  followups_sent: 2,
  outcome: 'abstained' as const,
  reason: null,
  last_question: null,
  ...over,
});

describe('notPassedReason', () => {
  it('an error is its bare message', () => {
    const r = makeRecord('t', 'error', 'timeout', {
      error: { message: 'the run exceeded timeout_seconds (5 s)', kind: 'timeout' },
    });
    assert.deepEqual(notPassedReason(r), {
      kind: 'error',
      text: 'the run exceeded timeout_seconds (5 s)',
    });
  });

  it("an abstain quotes the agent's question unless the reason already does", () => {
    const llm = makeRecord('t', 'abstained', 'abstained', {
      responder: responder({ reason: 'the brief\nsays nothing', last_question: 'Which region?' }),
    });
    assert.deepEqual(notPassedReason(llm), {
      kind: 'abstained',
      text: 'responder abstained: the brief says nothing; on the agent\'s message "Which region?"',
    });
    const rules = makeRecord('t', 'abstained', 'abstained', {
      responder: responder({
        reason: 'no rule matches the agent\'s question: "Which region?"',
        last_question: 'Which region?',
      }),
    });
    assert.equal(
      notPassedReason(rules).text,
      'responder abstained: no rule matches the agent\'s question: "Which region?"',
    );
  });

  it('the cap names the follow-ups and the last question, then the failing graders', () => {
    const r = makeRecord('t', 'failed', 'cap_exhausted', {
      responder: responder({ outcome: 'cap_exhausted', last_question: 'Which tools?' }),
      graders: [failing('mentions-file', 'not found')],
    });
    assert.deepEqual(notPassedReason(r), {
      kind: 'cap_exhausted',
      text: 'cap reached after 2 follow-up(s); the agent still asks: "Which tools?"; mentions-file (text): not found',
    });
  });

  it('failing graders, missing checkpoints, a graded question and a skip', () => {
    const graded = makeRecord('t', 'failed', 'completed', {
      graders: [failing('a', 'missing "x"'), failing('b', 'too\nlong')],
      ended_with_question: true,
      turns: makeTurns([{ output: 'Done. Shall I also add tests?' }]),
    });
    assert.deepEqual(notPassedReason(graded), {
      kind: 'graders',
      text: 'a (text): missing "x"; b (text): too long; the agent ended asking "Shall I also add tests?"',
    });
    const checkpoints = makeRecord('t', 'failed', 'checkpoints_missing', {
      checkpoints: [
        { id: 'asked-size', required: true, reached: false, turn: null, message: '' },
        { id: 'optional', required: false, reached: false, turn: null, message: '' },
      ],
    });
    assert.equal(notPassedReason(checkpoints).text, 'checkpoints not reached: asked-size');
    const skipped = makeRecord('t', 'skipped', 'awaiting_input', {
      turns: makeTurns([{ output: 'Which file?' }]),
    });
    assert.deepEqual(notPassedReason(skipped), {
      kind: 'skipped',
      text: 'the agent asked a question and no input source was configured: "Which file?"',
    });
  });

  it('junit.xml carries the same words', () => {
    const records = [
      makeRecord('t', 'abstained', 'abstained', {
        responder: responder({ reason: 'no budget given', last_question: 'Budget?' }),
      }),
    ];
    const summary = buildSummary(records, [
      {
        name: 'suite-a',
        file: 'evals/a/eval.yaml',
        hash: 'h',
        executor: 'mock',
        model: null,
        tasks: [{ id: 't', name: 't' }],
      },
    ]);
    assert.match(
      renderJunit(summary, records),
      /<failure type="abstained" message="responder abstained: no budget given; on the agent's message &quot;Budget\?&quot;"/,
    );
  });
});
