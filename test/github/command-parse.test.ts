// The `/parley` comment grammar: strict, first line only, bounded; anything else that starts
// with /parley is a usage error, anything that does not is no command.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCommand } from '../../src/github/command-parse.js';

test('rerun: tasks and --trials', () => {
  assert.deepEqual(parseCommand('/parley rerun full-brief suite/other --trials 3'), {
    command: { verb: 'rerun', tasks: ['full-brief', 'suite/other'], trials: 3 },
  });
  assert.deepEqual(parseCommand('  /Parley RERUN a*  \nignored below'), {
    command: { verb: 'rerun', tasks: ['a*'] },
  });
  assert.deepEqual(parseCommand('/parley rerun a --trials=2'), {
    command: { verb: 'rerun', tasks: ['a'], trials: 2 },
  });
});

test('accept: tasks or all, the reason after -- and on the next lines', () => {
  assert.deepEqual(parseCommand('/parley accept a b -- new greeting\nper the spec'), {
    command: {
      verb: 'accept',
      tasks: ['a', 'b'],
      all: false,
      reason: 'new greeting\nper the spec',
    },
  });
  assert.deepEqual(parseCommand('/parley accept all'), {
    command: { verb: 'accept', tasks: [], all: true, reason: '' },
  });
});

test('not a command, and usage errors', () => {
  assert.equal(parseCommand('LGTM /parley accept all'), null);
  assert.equal(parseCommand('/parleyx rerun a'), null);
  const errors: [string, RegExp][] = [
    ['/parley', /no command given/],
    ['/parley merge a', /unknown command "merge"/],
    ['/parley rerun', /rerun: name at least one task/],
    ['/parley rerun a --trials 0', /--trials expects a whole number from 1 to 20/],
    ['/parley rerun a --trials 21', /--trials expects/],
    ['/parley rerun a --trials', /--trials expects/],
    ['/parley rerun a --fast', /unknown option "--fast"/],
    ['/parley rerun a<b>', /"a&lt;b&gt;" is not a task id or name/],
    ['/parley accept a --trials 3', /accept: "--trials" is not an option of accept/],
    ['/parley rerun -a', /unknown option "-a"|"-a" is not a task id/],
    ['/parley accept', /accept: name at least one task/],
    ['/parley accept all a', /`all` stands alone/],
    [
      `/parley rerun ${Array.from({ length: 21 }, (_, i) => `t${i}`).join(' ')}`,
      /at most 20 tasks/,
    ],
  ];
  for (const [body, error] of errors) {
    const parsed = parseCommand(body);
    assert.ok(parsed && 'error' in parsed, body);
    assert.match(parsed.error, error, body);
  }
});
