// `parley run --interactive` as a person uses it, in its own process: the header before each
// question, /abstain, /stop, /help and empty input, the follow-up cap said instead of asked, end
// of input ending the whole session as Ctrl-C does, and line editing on a real terminal.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { SKIP_TTY, startCli, startInTerminal, writeSuite } from './cli-process.js';

const root = mkdtempSync(join(tmpdir(), 'parley-interactive-'));
after(() => rmSync(root, { recursive: true, force: true }));

const records = (dir: string) =>
  readFileSync(join(dir, 'results.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const asks = (maxFollowups = 5) => ({
  prompt: 'Add an agent.\nKeep it small.',
  mock: ['What should it be called?', 'Which tools?', 'Created it.'],
  responder: { instructions: 'You want research-agent.', max_followups: maxFollowups },
});

describe('parley run --interactive', () => {
  it('heads each question with suite, task, trial and follow-up k of N (prompt and brief at the first only); /abstain records the reason', async () => {
    const dir = writeSuite(root, 'abstain', { asks: asks() });
    const out = join(root, 'abstain-results');
    const run = startCli(['run', dir, '-o', out, '--interactive'], {
      stdin: 'research-agent\n/abstain the brief names no tools\n',
    });
    assert.equal(await run.exit, 1, run.out() + run.err());
    const [record] = records(out);
    assert.equal(record.status, 'abstained');
    assert.equal(record.outcome, 'abstained');
    assert.equal(record.responder.reason, 'the brief names no tools');
    assert.match(
      run.err(),
      /=== abstain › asks #1 · follow-up 1 of 5 ===\nprompt: Add an agent\.\n {2}Keep it small\.\nbrief: {2}You want research-agent\.\n--- agent ---\nWhat should it be called\?\n/,
    );
    // The run's next question: its header only, not the prompt and brief again.
    assert.match(
      run.err(),
      /=== abstain › asks #1 · follow-up 2 of 5 ===\n--- agent ---\nWhich tools\?\n/,
    );
    assert.equal(run.err().match(/brief: /g)?.length, 1, run.err());
    assert.match(
      run.out(),
      /abstain › asks: 1 of 1 trial abstained — responder abstained: the brief names no tools; on the agent's message "Which tools\?"/,
    );
  });

  it('a message that asks nothing is shown, not asked about: the conversation ends there', async () => {
    const dir = writeSuite(root, 'statement', {
      reports: {
        prompt: 'Add an agent.',
        mock: ['What should it be called?', 'Created research-agent.'],
        responder: { instructions: 'You want research-agent.', max_followups: 3 },
      },
    });
    const out = join(root, 'statement-results');
    // One line typed: the answer to the one question. No line is left for a second prompt.
    const run = startCli(['run', dir, '-o', out, '--interactive'], { stdin: 'research-agent\n' });
    assert.equal(await run.exit, 0, run.out() + run.err());
    const [record] = records(out);
    assert.equal(record.status, 'passed');
    assert.equal(record.outcome, 'stopped');
    assert.equal(record.responder.reason, 'the agent asked nothing');
    assert.match(
      run.err(),
      /--- agent ---\nCreated research-agent\.\n[\s\S]*the agent asks nothing: the conversation ends here/,
    );
    assert.doesNotMatch(run.err(), /end of input/);
    assert.equal(run.err().match(/^> /gm)?.length ?? 0, run.err().match(/> /g)?.length ?? 0);
  });

  it('explains empty input and /help, and /stop ends the conversation', async () => {
    const dir = writeSuite(root, 'stop', { asks: asks() });
    const out = join(root, 'stop-results');
    const run = startCli(['run', dir, '-o', out, '--interactive'], {
      stdin: '\n   \n/help\n/stop\n',
    });
    assert.equal(await run.exit, 0, run.out() + run.err());
    const [record] = records(out);
    assert.equal(record.outcome, 'stopped');
    assert.equal(record.responder.reason, 'stopped by the user');
    assert.deepEqual(
      record.turns.map((t: { input_source: string }) => t.input_source),
      ['prompt'],
      'no empty message was sent',
    );
    assert.equal(run.err().match(/an empty reply is not sent/g)?.length, 2);
    assert.match(run.err(), /\/stop {14}end this conversation here/);
  });

  it('says the cap is reached instead of asking for an answer it would discard', async () => {
    const dir = writeSuite(root, 'cap', { asks: asks(1) });
    const out = join(root, 'cap-results');
    // One answer, then the end of input: a second question would meet it and cancel the job.
    const run = startCli(['run', dir, '-o', out, '--interactive'], { stdin: 'research-agent\n' });
    assert.equal(await run.exit, 0, run.out() + run.err());
    const [record] = records(out);
    assert.equal(record.outcome, 'cap_exhausted');
    assert.equal(record.responder.followups_sent, 1);
    assert.equal(record.responder.reason, 'follow-up cap 1 reached');
    assert.equal(record.turns.length, 2);
    assert.match(
      run.err(),
      /=== cap › asks #1 ===\nfollow-up cap 1 reached: the conversation ends/,
    );
    assert.equal(run.err().match(/--- agent ---/g)?.length, 1, 'asked once');
    assert.doesNotMatch(run.err(), /end of input/);
  });

  it('end of input ends the session as Ctrl-C does: runs not finished are not recorded', async () => {
    const dir = writeSuite(root, 'eof', { first: asks(), second: asks() });
    const out = join(root, 'eof-results');
    // The first run is stopped by hand; the input ends at the second run's first question.
    const run = startCli(['run', dir, '-o', out, '--interactive', '--trials', '2'], {
      stdin: '/stop\n',
    });
    assert.equal(await run.exit, 130, run.out() + run.err());
    const kept = records(out);
    assert.deepEqual(
      kept.map((r) => [r.task_id, r.trial, r.outcome, r.responder.reason]),
      [['first', 1, 'stopped', 'stopped by the user']],
    );
    assert.match(run.err(), /end of input: the interactive session ends/);
    assert.match(run.out(), /cancelled: 3 run\(s\) not finished/);
    assert.equal(run.err().match(/--- agent ---/g)?.length, 2, 'no question after the end');
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    assert.equal(summary.counts.runs, 1);
  });

  it(
    'on a terminal: line editing (arrow keys) and Ctrl-D ending the session',
    { skip: SKIP_TTY },
    async () => {
      const dir = writeSuite(root, 'tty', {
        first: {
          prompt: 'Name it.',
          mock: ['Name?', 'Done.'],
          responder: { instructions: 'Call it scout.', max_followups: 3 },
        },
        second: {
          prompt: 'Again.',
          mock: ['Name?'],
          responder: { instructions: 'Call it scout.', max_followups: 3 },
        },
      });
      const out = join(root, 'tty-results');
      const run = startInTerminal(['run', dir, '-o', out, '--interactive']);
      await run.waitFor('follow-up 1 of 3');
      await run.waitFor('> ');
      // "ad", cursor left, "c": readline's editing makes it "acd" (a pipe would keep the escape).
      // Key by key, as a terminal delivers typing (sent as one chunk, Node 20's readline was seen
      // to ignore the arrow key).
      for (const key of ['a', 'd', '\u001b[D', 'c', '\r']) {
        run.write(key);
        await delay(50);
      }
      // "Done." asks nothing: no prompt for it; the next run's question comes next.
      await run.waitFor('second #1 · follow-up 1 of 3');
      run.write('\u0004');
      assert.equal(await run.exit, 130, run.out());
      run.end();
      const kept = records(out);
      assert.equal(kept.length, 1, run.out());
      assert.equal(kept[0].turns[1].input, 'acd');
      assert.match(
        run.out(),
        /Done\.\r?\n[\s\S]*?the agent asks nothing: the conversation ends here/,
      );
      assert.match(run.out(), /end of input: the interactive session ends/);
    },
  );

  it('on a terminal: Ctrl-C at the prompt cancels as SIGINT does', { skip: SKIP_TTY }, async () => {
    const dir = writeSuite(root, 'ctrl-c', { asks: asks() });
    const out = join(root, 'ctrl-c-results');
    const run = startInTerminal(['run', dir, '-o', out, '--interactive']);
    await run.waitFor('follow-up 1 of 5');
    await run.waitFor('> ');
    // In raw mode Ctrl-C is a key: it must still reach the job's SIGINT handling.
    run.write('\u0003');
    assert.equal(await run.exit, 130, run.out());
    run.end();
    assert.match(run.out(), /parley: SIGINT: stopping the agents/);
    assert.match(run.out(), /cancelled: 1 run\(s\) not finished/);
    assert.equal(records(out).length, 0);
  });
});
