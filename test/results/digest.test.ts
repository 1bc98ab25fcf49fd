// The engine keeps a bounded digest of each finished run (results/digest.ts): what a person reads
// from it (report, console report, JUnit, summary) is the same as from the full record, and its
// size does not grow with the conversation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderReport } from '../../src/report/index.js';
import { finalReport } from '../../src/report/console.js';
import { digestRecord } from '../../src/results/digest.js';
import { renderJunit } from '../../src/results/junit.js';
import type { RunRecord } from '../../src/results/schema.js';
import { buildSummary } from '../../src/results/summary.js';
import { makeRecord, makeTurns } from '../builders.js';

const suites = [
  {
    name: 'suite-a',
    file: 'evals/a/eval.yaml',
    hash: 'h',
    executor: 'mock',
    model: null,
    tasks: ['ok', 'bad', 'asks', 'broke', 'capped'].map((id) => ({ id, name: `Task ${id}` })),
  },
];

/** Runs of every kind the report explains, with transcripts, tool calls and grader details. */
function records(outputSize = 200): RunRecord[] {
  const turns = makeTurns([
    { output: 'Which name?', toolCalls: [{ name: 'read_file', result: 'x'.repeat(5000) }] },
    { output: `Done: ${'y'.repeat(outputSize)}` },
  ]);
  turns[0]!.assertions = [{ type: 'contains', passed: false, message: 'missing "name"' }];
  const grader = {
    name: 'judge',
    type: 'prompt',
    score: 0.2,
    weight: 1,
    passed: false,
    feedback: 'It never named the agent.',
    details: { transcript: 'z'.repeat(10_000) },
    duration_ms: 5,
  };
  return [
    makeRecord('ok', 'passed', 'completed', { turns, agent_log: ['line'.repeat(1000)] }),
    makeRecord('bad', 'failed', 'completed', { turns, graders: [grader] }),
    makeRecord('asks', 'passed', 'awaiting_input', { turns, ended_with_question: true }),
    makeRecord('broke', 'error', 'agent_error', {
      turns,
      error: { kind: 'agent', message: 'the agent crashed' },
      stderr: 'trace'.repeat(1000),
    }),
    makeRecord('capped', 'failed', 'cap_exhausted', {
      turns,
      responder: {
        kind: 'llm',
        followups_sent: 3,
        outcome: 'cap_exhausted',
        reason: 'still asking',
        last_question: 'Which region?',
      },
      checkpoints: [
        { id: 'named', required: true, reached: false, turn: null, message: 'never named' },
        { id: 'greeted', required: false, reached: true, turn: 0, message: '' },
      ],
    }),
  ];
}

describe('run digests', () => {
  it('give the same report, console report, JUnit and summary as the full records', () => {
    const full = records();
    const digests = full.map(digestRecord);
    const summary = buildSummary(full, suites);
    assert.deepEqual(
      { ...buildSummary(digests, suites), created_at: '' },
      { ...summary, created_at: '' },
    );
    assert.equal(
      renderReport({ summary, records: digests }),
      renderReport({ summary, records: full }),
    );
    assert.equal(finalReport(summary, digests, []), finalReport(summary, full, []));
    assert.equal(renderJunit(summary, digests), renderJunit(summary, full));
  });

  it('drop transcripts, tool calls, grader details and logs, and cut what a report quotes', () => {
    const small = records(200).map(digestRecord);
    const large = records(1_000_000).map(digestRecord);
    for (const [i, d] of large.entries()) {
      // The same size, within the cut of the quoted message, whatever the conversation held.
      assert.ok(JSON.stringify(d).length <= JSON.stringify(small[i]).length + 1_200, d.task_id);
      assert.ok(JSON.stringify(d).length < 5_000, d.task_id);
      assert.equal(d.stderr, undefined);
      assert.equal(d.agent_log, undefined);
      for (const turn of d.turns) assert.deepEqual(turn.tool_calls, []);
      for (const g of d.graders) assert.equal(g.details, undefined);
    }
    const [ok, bad, asks, , capped] = large;
    assert.deepEqual(ok!.turns, [], 'a passed run keeps no transcript');
    assert.equal(asks!.turns.length, 1, 'a run that ended asking keeps its last message');
    // A failing turn assertion and the final message are what a failed run keeps.
    assert.deepEqual(
      bad!.turns.map((t) => [t.index, t.assertions.length]),
      [
        [0, 1],
        [1, 0],
      ],
    );
    assert.equal(bad!.graders[0]!.feedback, 'It never named the agent.');
    assert.deepEqual(
      capped!.checkpoints.map((c) => c.id),
      ['named'],
    );
  });
});
