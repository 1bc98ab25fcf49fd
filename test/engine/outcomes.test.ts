import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { type Verdict } from '../../src/results/schema.js';
import { finalRecord } from '../../src/results/record.js';
import { ResultsWriter } from '../../src/results/writer.js';
import {
  byTask,
  mock,
  QUESTIONS,
  rulesResponder,
  runInTemp,
  suiteOf,
  assertion,
  emptyExpected,
} from './helpers.js';

const done = 'Created agents/research-agent.agent.yaml.';
const expectFile = emptyExpected({ outputContains: ['research-agent.agent.yaml'] });

describe('outcomes of the conversation loop', () => {
  it('classifies passed, abstained and cap_exhausted runs and streams them to results.jsonl', async () => {
    const suite = suiteOf([
      {
        id: 'full',
        mock: mock(...QUESTIONS, done),
        plan: { kind: 'responder', responder: rulesResponder(6) },
        expected: expectFile,
      },
      {
        id: 'vague',
        mock: mock(...QUESTIONS, done),
        plan: { kind: 'responder', responder: rulesResponder(6, false) },
        expected: expectFile,
      },
      {
        id: 'capped',
        mock: mock(...QUESTIONS, done),
        plan: { kind: 'responder', responder: rulesResponder(2) },
        expected: expectFile,
      },
    ]);
    const run = await runInTemp([suite]);
    try {
      const full = byTask(run.lines, 'full');
      assert.equal(full.status, 'passed');
      assert.equal(full.outcome, 'stopped');
      assert.equal(full.responder?.followups_sent, 4);
      assert.deepEqual(
        full.turns.map((t) => t.input_source),
        ['prompt', 'responder', 'responder', 'responder', 'responder'],
      );
      assert.equal(full.turns[1]!.input, 'research-agent');

      const vague = byTask(run.lines, 'vague');
      assert.equal(vague.status, 'abstained');
      assert.equal(vague.outcome, 'abstained');
      assert.match(vague.responder?.reason ?? '', /no rule matches/);
      assert.equal(vague.responder?.last_question, QUESTIONS[3]);
      assert.equal(vague.error, null, 'an abstain is not an error');

      const capped = byTask(run.lines, 'capped');
      assert.equal(capped.outcome, 'cap_exhausted');
      assert.equal(capped.status, 'failed', 'cap_exhausted is graded normally');
      assert.equal(capped.responder?.followups_sent, 2);
      assert.equal(capped.responder?.last_question, QUESTIONS[2]);
      assert.equal(capped.graders.find((g) => !g.passed)?.type, 'text');

      assert.equal(run.summary.counts.by_status.abstained, 1);
      assert.equal(run.summary.counts.by_outcome.cap_exhausted, 1);
      // In memory, a run is a bounded digest (results.jsonl has it in full, checked above): a
      // passed run keeps no transcript, the runs the report explains keep their last message.
      assert.deepEqual(byTask(run.records, 'full').turns, []);
      assert.equal(byTask(run.records, 'full').status, 'passed');
      for (const [id, full] of [
        ['vague', vague],
        ['capped', capped],
      ] as const) {
        assert.ok(full.turns.length > 1);
        const kept = byTask(run.records, id).turns;
        assert.deepEqual(
          kept.map((t) => [t.index, t.output]),
          [[full.turns.length - 1, full.turns.at(-1)!.output]],
        );
        assert.equal(kept[0]!.input, '', 'no inputs kept');
      }
      for (const file of ['summary.json', 'junit.xml', 'report.md']) {
        assert.ok(existsSync(join(run.dir, file)), file);
      }
    } finally {
      await run.cleanup();
    }
  });

  it('sends scripted follow-ups and turns, and fails a run on a per-turn assertion', async () => {
    const suite = suiteOf([
      {
        id: 'scripted',
        mock: mock('First answer', 'Second answer'),
        plan: { kind: 'follow_ups', prompts: ['and then?'] },
      },
      {
        id: 'turns',
        mock: mock('Hello there', 'The answer is 41'),
        plan: {
          kind: 'turns',
          turns: [
            { input: 'hi', assertions: [assertion('contains', { value: 'Hello' })] },
            { input: 'what is it?', assertions: [assertion('contains', { value: '42' })] },
          ],
        },
      },
    ]);
    const run = await runInTemp([suite]);
    try {
      const scripted = byTask(run.lines, 'scripted');
      assert.equal(scripted.status, 'passed');
      assert.deepEqual(
        scripted.turns.map((t) => [t.input_source, t.input]),
        [
          ['prompt', 'Add a research agent to my app.'],
          ['follow_up', 'and then?'],
        ],
      );
      const turns = byTask(run.lines, 'turns');
      assert.equal(turns.status, 'failed');
      assert.equal(turns.turns[0]!.assertions[0]!.passed, true);
      assert.equal(turns.turns[1]!.assertions[0]!.passed, false);
      assert.match(
        turns.graders.find((g) => g.type === 'turn_assertions')!.feedback,
        /turn 2 contains/,
      );
    } finally {
      await run.cleanup();
    }
  });

  it('reaches checkpoints in order and fails with checkpoints_missing, naming them', async () => {
    const checkpoints = [
      {
        id: 'asked-name',
        assertion: assertion('contains', { value: 'called' }),
        after: [],
        required: true,
      },
      {
        id: 'wrote-file',
        assertion: assertion('contains', { value: '.agent.yaml' }),
        after: ['asked-name'],
        required: true,
      },
      {
        id: 'said-thanks',
        assertion: assertion('contains', { value: 'thanks' }),
        after: [],
        required: true,
      },
    ];
    const suite = suiteOf([
      {
        id: 'cp',
        mock: mock(QUESTIONS[0]!, done),
        plan: { kind: 'follow_ups', prompts: ['research-agent'] },
        checkpoints,
      },
    ]);
    const run = await runInTemp([suite]);
    try {
      const r = byTask(run.lines, 'cp');
      assert.equal(r.status, 'failed');
      assert.equal(r.outcome, 'checkpoints_missing');
      assert.deepEqual(
        r.checkpoints.map((c) => [c.id, c.reached, c.turn]),
        [
          ['asked-name', true, 0],
          ['wrote-file', true, 1],
          ['said-thanks', false, null],
        ],
      );
      assert.match(
        r.graders.find((g) => g.type === 'checkpoints')!.feedback,
        /not reached: said-thanks/,
      );
    } finally {
      await run.cleanup();
    }
  });

  it('grades a question with no input source (recorded), or skips or fails it on request', async () => {
    const tasks = [{ id: 'asks', mock: mock('Which region should I deploy to?') }];
    const graded = await runInTemp([suiteOf(tasks)]);
    const skipped = await runInTemp([suiteOf(tasks)], { onMissingInput: 'skip' });
    const failing = await runInTemp([suiteOf(tasks)], { onMissingInput: 'fail' });
    try {
      assert.equal(graded.lines[0]!.status, 'passed');
      assert.equal(graded.lines[0]!.outcome, 'completed');
      assert.equal(graded.lines[0]!.ended_with_question, true);
      assert.equal(skipped.lines[0]!.status, 'skipped');
      assert.equal(skipped.lines[0]!.outcome, 'awaiting_input');
      assert.equal(failing.lines[0]!.status, 'failed');
      assert.match(failing.lines[0]!.graders.at(-1)!.feedback, /no input source/);
    } finally {
      await graded.cleanup();
      await skipped.cleanup();
      await failing.cleanup();
    }
  });
});

describe('a status/outcome pair outside the table cannot be written', () => {
  it('finalRecord and the results writer throw on an impossible pair', async () => {
    const run = await runInTemp([suiteOf([{ id: 'fine', mock: mock('Done.') }])]);
    try {
      const { status: _status, outcome: _outcome, ...draft } = run.lines[0]!;
      assert.throws(
        () => finalRecord(draft, { status: 'error', outcome: 'completed' } as unknown as Verdict),
        /impossible run verdict: status error with outcome completed/,
      );
      const writer = new ResultsWriter(join(run.dir, 'other.jsonl'));
      try {
        assert.throws(
          () => writer.append({ ...run.lines[0]!, status: 'passed', outcome: 'agent_error' }),
          /impossible run verdict/,
        );
      } finally {
        writer.close();
      }
    } finally {
      await run.cleanup();
    }
  });
});
