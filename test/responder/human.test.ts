import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { describe, it } from 'node:test';
import { createHumanResponder } from '../../src/responder/human.js';
import type { ResponderContext, ResponderInput } from '../../src/responder/types.js';

function session() {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = '';
  output.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  return { input, output, printed: () => printed };
}
const ask = (
  text: string,
  signal = new AbortController().signal,
  context?: ResponderContext,
): ResponderInput => ({
  messages: [{ role: 'agent', text }],
  agentAsks: false,
  signal,
  ...(context ? { context } : {}),
});
const CONTEXT: ResponderContext = {
  suite: 'configure-agent',
  task: 'full-brief',
  trial: 2,
  prompt: 'Add a research agent.\nKeep it small.',
  brief: 'You want an agent called research-agent with web_search.',
  followup: 3,
  maxFollowups: 5,
};

describe('human responder', () => {
  it('prints the agent message and returns the typed reply; empty input is explained', async () => {
    const io = session();
    const r = createHumanResponder(io);
    io.input.write('\n  Use the triage agent.  \n');
    assert.deepEqual(await r.decide(ask('Which agent?')), {
      decision: 'reply',
      reply: 'Use the triage agent.',
      reason: 'typed by the user',
    });
    assert.match(io.printed(), /Which agent\?/);
    assert.match(io.printed(), /reply text, \/stop, \/abstain <reason>, or \/help/);
    assert.match(io.printed(), /an empty reply is not sent: type an answer, \/stop .*\n> $/);
  });

  it('heads each question with the suite, task, trial, prompt, brief and follow-up k of N', async () => {
    const io = session();
    const r = createHumanResponder(io);
    io.input.write('/stop\n');
    await r.decide(ask('Which tools?', undefined, CONTEXT));
    assert.match(
      io.printed(),
      new RegExp(
        [
          '=== configure-agent › full-brief #2 · follow-up 3 of 5 ===',
          'prompt: Add a research agent\\.',
          '  Keep it small\\.',
          'brief:  You want an agent called research-agent with web_search\\.',
          '--- agent ---',
          'Which tools\\?',
        ].join('\\n'),
      ),
    );
  });

  it('bounds and escapes the prompt and brief in the header; says when there is no brief', async () => {
    const io = session();
    const r = createHumanResponder(io);
    io.input.write('/stop\n');

    await r.decide(
      ask('Well?', undefined, {
        ...CONTEXT,
        brief: undefined,
        prompt: `\u001b[2J${'p'.repeat(5000)}`,
      }),
    );
    const printed = io.printed();
    assert.ok(!printed.includes('\u001b'));
    assert.ok(printed.length < 2000, `${printed.length} characters printed`);
    assert.match(printed, /p…\n/);
    assert.match(printed, /brief: {2}none \(the task has no responder: you answer as its user\)/);
  });

  it('says the cap is reached when told, without asking', () => {
    const io = session();
    createHumanResponder(io).capReached!({ ...CONTEXT, followup: 6 });
    assert.match(
      io.printed(),
      /=== configure-agent › full-brief #2 ===\nfollow-up cap 5 reached: the conversation ends\n/,
    );
    assert.doesNotMatch(io.printed(), />/);
  });

  it('understands /stop and /abstain <reason>, and keeps typed-ahead lines', async () => {
    const io = session();
    const r = createHumanResponder(io);
    io.input.write('/abstain the brief has no budget\n/stop\n/abstain\n');
    assert.deepEqual(await r.decide(ask('Budget?')), {
      decision: 'abstain',
      reason: 'the brief has no budget',
    });
    assert.deepEqual(await r.decide(ask('Anything else?')), {
      decision: 'stop',
      reason: 'stopped by the user',
    });
    assert.equal((await r.decide(ask('Sure?'))).decision, 'abstain');
  });

  it('explains /help, rejects unknown commands and lets // send a literal slash', async () => {
    const io = session();
    const r = createHumanResponder(io);
    io.input.write('/help\n/frobnicate now\n//etc/hosts please\n');
    const d = await r.decide(ask('Path?'));
    assert.deepEqual(d, {
      decision: 'reply',
      reply: '/etc/hosts please',
      reason: 'typed by the user',
    });
    assert.match(io.printed(), /\/abstain <reason> {2}the brief does not say what the agent asks/);
    assert.match(io.printed(), /Ctrl-D \(end of input\) or Ctrl-C ends the whole session/);
    assert.match(io.printed(), /unknown command \/frobnicate: \/help lists the commands/);
  });

  it('at end of input, ends the session through the hook and gives up the run', async () => {
    const io = session();
    const controller = new AbortController();
    let ended = 0;
    const r = createHumanResponder({
      ...io,
      onEndOfInput: () => {
        ended++;
        controller.abort(new Error('cancelled: end of input'));
      },
    });
    const pending = r.decide(ask('Anything?', controller.signal));
    io.input.end();
    await assert.rejects(pending, /cancelled: end of input/);
    assert.equal(ended, 1);
    assert.match(io.printed(), /end of input: the interactive session ends/);
  });

  it('without a hook, end of input stops the conversation', async () => {
    const io = session();
    const r = createHumanResponder(io);
    const pending = r.decide(ask('Anything?'));
    io.input.end();
    assert.deepEqual(await pending, {
      decision: 'stop',
      reason: 'end of input at the interactive prompt',
    });
  });

  it('escapes terminal control sequences in the agent message', async () => {
    const io = session();
    const r = createHumanResponder(io);
    io.input.write('/stop\n');
    await r.decide(ask('red \u001b[31mtext\u001b[0m \u001b]0;title\u0007 bell\u0007 done'));
    const printed = io.printed();
    assert.ok(!printed.includes('\u001b'));
    assert.ok(!printed.includes('\u0007'));
    assert.match(printed, /red text {2}bell\\x07 done/);
  });

  it('truncates a very long agent message', async () => {
    const io = session();
    const r = createHumanResponder(io);
    io.input.write('/stop\n');
    await r.decide(ask('x'.repeat(20_000)));
    assert.ok(io.printed().length < 5000);
  });

  it('gives up waiting when the run is aborted', async () => {
    const io = session();
    const controller = new AbortController();
    const pending = createHumanResponder(io).decide(ask('Well?', controller.signal));
    controller.abort(new Error('run timed out'));
    await assert.rejects(pending, /run timed out/);
  });
});
