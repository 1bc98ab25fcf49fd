import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { describe, it } from 'node:test';
import { createHumanResponder } from '../../src/responder/human.js';
import type { ResponderInput } from '../../src/responder/types.js';

function session() {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = '';
  output.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  return { input, output, printed: () => printed };
}
const ask = (text: string, signal = new AbortController().signal): ResponderInput => ({
  messages: [{ role: 'agent', text }],
  agentAsks: false,
  signal,
});

describe('human responder', () => {
  it('prints the agent message and returns the typed reply', async () => {
    const io = session();
    const r = createHumanResponder(io);
    io.input.write('\n  Use the triage agent.  \n');
    assert.deepEqual(await r.decide(ask('Which agent?')), {
      decision: 'reply',
      reply: 'Use the triage agent.',
      reason: 'typed by the user',
    });
    assert.match(io.printed(), /Which agent\?/);
    assert.match(io.printed(), /reply text, \/stop, or \/abstain <reason>/);
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

  it('rejects unknown commands and lets // send a literal slash', async () => {
    const io = session();
    const r = createHumanResponder(io);
    io.input.write('/help\n//etc/hosts please\n');
    const d = await r.decide(ask('Path?'));
    assert.deepEqual(d, {
      decision: 'reply',
      reply: '/etc/hosts please',
      reason: 'typed by the user',
    });
    assert.match(io.printed(), /unknown command \/help/);
  });

  it('stops at end of input', async () => {
    const io = session();
    const r = createHumanResponder(io);
    const pending = r.decide(ask('Anything?'));
    io.input.end();
    assert.equal((await pending).decision, 'stop');
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
