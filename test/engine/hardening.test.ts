// Faults and attacks from the security review (issue 14), played end to end through the engine.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { grader } from '../graders/spec-builders.js';
import { byTask, mock, runInTemp, suiteOf } from './helpers.js';

describe('hostile agent output cannot break grading', () => {
  it(
    'a catastrophic-backtracking text regex gets its real verdict, quickly',
    { timeout: 20_000 },
    async () => {
      const reply = `${'a'.repeat(38)}!`;
      const suite = suiteOf([
        {
          id: 'redos',
          mock: mock(reply),
          graders: [grader('text', { regex_match: ['(?i)^(\\w+\\s?)+$'] })],
        },
        {
          id: 'matches',
          mock: mock('Hello World'),
          graders: [grader('text', { regex_match: ['(?i)^(\\w+\\s?)+$'] })],
        },
      ]);
      const run = await runInTemp([suite]);
      try {
        assert.equal(byTask(run.lines, 'redos').status, 'failed');
        assert.equal(byTask(run.lines, 'matches').status, 'passed');
      } finally {
        await run.cleanup();
      }
    },
  );

  it('a NUL byte in the reply reaches the program grader, which gives a verdict', async () => {
    const suite = suiteOf([
      {
        id: 'nul',
        mock: mock('before\0after'),
        graders: [
          grader('program', {
            command: 'sh',
            args: ['-c', "tr '\\0' Z | grep -q beforeZafter"],
          }),
        ],
      },
    ]);
    const run = await runInTemp([suite]);
    try {
      const record = byTask(run.lines, 'nul');
      assert.equal(record.graders[0]?.passed, true, JSON.stringify(record.graders));
      assert.equal(record.status, 'passed');
    } finally {
      await run.cleanup();
    }
  });
});
