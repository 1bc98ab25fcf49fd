import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Interrupt } from '../../src/engine/interrupt.js';
import { byTask, emptyExpected, mock, runInTemp, suiteOf } from './helpers.js';

describe('runs that fail are classified, recorded, and the others go on', () => {
  it('tells a run timeout, a first-event timeout and an agent error apart', async () => {
    const suite = suiteOf([
      { id: 'hangs', mock: mock({ text: 'never', hang: true }), timeoutSeconds: 0.3 },
      {
        id: 'silent',
        mock: mock({ text: 'late', firstEventDelayMs: 10_000 }),
        firstEventTimeoutSeconds: 0.2,
      },
      { id: 'crashes', mock: mock({ error: 'agent process exited with code 3' }) },
      { id: 'fine', mock: mock('All done.') },
    ]);
    const run = await runInTemp([suite]);
    try {
      assert.equal(run.lines.length, 4);
      assert.deepEqual(
        ['hangs', 'silent', 'crashes', 'fine'].map((id) => {
          const r = byTask(run.lines, id);
          return [id, r.status, r.outcome];
        }),
        [
          ['hangs', 'error', 'timeout'],
          ['silent', 'error', 'first_event_timeout'],
          ['crashes', 'error', 'agent_error'],
          ['fine', 'passed', 'completed'],
        ],
      );
      assert.match(byTask(run.lines, 'hangs').error!.message, /timeout_seconds \(0\.3 s\)/);
      assert.match(byTask(run.lines, 'crashes').error!.message, /exited with code 3/);
    } finally {
      await run.cleanup();
    }
  });

  it('stops the first-event clock at the first event, and starts it again each turn', async () => {
    const suite = suiteOf([
      {
        // Speaks at once, then takes longer than the first-event timeout to end its turn.
        id: 'speaks-then-works',
        mock: mock({ text: 'Working on it.', delayMs: 600 }),
        firstEventTimeoutSeconds: 0.2,
      },
      {
        // Answers turn 1 at once; silent in turn 2.
        id: 'silent-in-turn-2',
        prompt: 'Start.',
        plan: { kind: 'follow_ups', prompts: ['And then?'] },
        mock: mock('First answer.', { text: 'late', firstEventDelayMs: 10_000 }),
        firstEventTimeoutSeconds: 0.3,
      },
    ]);
    const run = await runInTemp([suite]);
    try {
      const works = byTask(run.lines, 'speaks-then-works');
      assert.equal(works.outcome, 'completed');
      assert.equal(works.turns[0]!.output, 'Working on it.');
      const silent = byTask(run.lines, 'silent-in-turn-2');
      assert.equal(silent.outcome, 'first_event_timeout');
      assert.match(silent.error!.message, /first_event_timeout_seconds \(0\.3 s\) of turn 2/);
      assert.deepEqual(
        silent.turns.map((t) => [t.output, t.stop_reason, t.cut_off ?? false]),
        [
          ['First answer.', 'end_turn', false],
          ['', 'first_event_timeout', true],
        ],
      );
    } finally {
      await run.cleanup();
    }
  });

  // A liveness test, not a timing one: without a working deadline it would never finish.
  it(
    'keeps the deadline after the first event: an agent that stalls mid-turn times out',
    { timeout: 30_000 },
    async () => {
      const suite = suiteOf([
        {
          id: 'stalls',
          mock: mock({ text: 'Let me think', delayMs: 2 ** 31 - 1 }),
          timeoutSeconds: 0.5,
        },
      ]);
      const run = await runInTemp([suite]);
      try {
        assert.equal(byTask(run.lines, 'stalls').outcome, 'timeout');
      } finally {
        await run.cleanup();
      }
    },
  );

  it('retries failed runs up to max_attempts, never errored ones', async () => {
    const suite = suiteOf(
      [
        {
          id: 'fails',
          mock: mock('wrong answer'),
          expected: emptyExpected({ outputContains: ['right'] }),
        },
        { id: 'errors', mock: mock({ error: 'boom' }) },
      ],
      { maxAttempts: 3 },
    );
    const run = await runInTemp([suite]);
    try {
      assert.equal(byTask(run.lines, 'fails').attempts, 3);
      assert.equal(byTask(run.lines, 'errors').attempts, 1);
    } finally {
      await run.cleanup();
    }
  });

  it('retries errored runs up to retryErrors more times, keeping their errors', async () => {
    const suite = suiteOf([
      { id: 'errors', mock: mock({ error: 'boom' }) },
      {
        id: 'fails',
        mock: mock('wrong answer'),
        expected: emptyExpected({ outputContains: ['right'] }),
      },
    ]);
    const run = await runInTemp([suite], { retryErrors: 2 });
    try {
      const errors = byTask(run.lines, 'errors');
      assert.equal(errors.status, 'error');
      assert.equal(errors.attempts, 3);
      assert.deepEqual(
        errors.error_attempts?.map((e) => e.message),
        ['boom', 'boom'],
      );
      const fails = byTask(run.lines, 'fails');
      assert.equal(fails.attempts, 1, 'a failed run follows max_attempts alone');
      assert.equal(fails.error_attempts, undefined);
      assert.equal(run.summary.suites[0]!.tasks.find((t) => t.task_id === 'errors')!.errored, 1);
    } finally {
      await run.cleanup();
    }
  });

  it('stops starting runs after the first non-pass with fail_fast', async () => {
    const suite = suiteOf([{ id: 'a', mock: mock({ error: 'boom' }) }, { id: 'b' }, { id: 'c' }], {
      failFast: true,
    });
    const run = await runInTemp([suite]);
    try {
      assert.deepEqual(
        run.lines.map((r) => r.task_id),
        ['a'],
      );
      assert.deepEqual(run.stop, { by: 'fail_fast', notRun: 2 });
    } finally {
      await run.cleanup();
    }
  });

  it(
    'on cancellation keeps every finished run and writes the summary',
    { timeout: 60_000 },
    async () => {
      const controller = new AbortController();
      const suite = suiteOf([
        { id: 'quick', mock: mock('done') },
        { id: 'slow', mock: mock({ text: 'x', hang: true }) },
      ]);
      // Cancelled once the quick run is in results.jsonl (not after a fixed wait it may outlast).
      const run = await runInTemp([suite], {
        signal: controller.signal,
        listeners: {
          onRecord: (record) => {
            if (record.task_id === 'quick') controller.abort(new Interrupt('cancelled', 'test'));
          },
        },
      });
      try {
        assert.deepEqual(
          run.lines.map((r) => r.task_id),
          ['quick'],
        );
        assert.equal(run.stop?.by, 'cancelled');
        const summary = JSON.parse(await readFile(join(run.dir, 'summary.json'), 'utf8'));
        assert.equal(summary.counts.runs, 1);
        const report = await readFile(join(run.dir, 'report.md'), 'utf8');
        assert.match(report, /_Parley cancelled: 1 run\(s\) not finished/);
      } finally {
        await run.cleanup();
      }
    },
  );

  it('never writes a configured secret to any output', async () => {
    const secret = 'sk-test-abcdef123456';
    const suite = suiteOf([{ id: 'leaky', mock: mock(`my key is ${secret}, bye`) }]);
    const run = await runInTemp([suite], { secrets: [secret] });
    try {
      for (const file of ['results.jsonl', 'summary.json', 'junit.xml', 'report.md']) {
        const text = await readFile(join(run.dir, file), 'utf8');
        assert.ok(!text.includes(secret), `${file} leaks the secret`);
      }
      assert.equal(run.lines[0]!.turns[0]!.output, 'my key is ***, bye');
    } finally {
      await run.cleanup();
    }
  });
});
