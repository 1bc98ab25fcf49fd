import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLlm } from '../../src/llm/client.js';
import { createResponder } from '../../src/responder/index.js';
import { createRuleResponder } from '../../src/responder/rules.js';
import type { ResponderInput } from '../../src/responder/types.js';
import type { ResponderRules } from '../../src/spec/model.js';

const rules: ResponderRules = {
  rules: [
    { when: '(?i)hand ?offs?', reply: 'Hand off to the triage agent.' },
    { when: 'schedule|when', reply: 'Every Monday at 9.' },
    { when: '(?i)handoff target', reply: 'never reached: the first match wins' },
  ],
  stopWhen: '(?i)^done\\b',
  abstainWhen: '(?i)budget',
};
const ask = (text: string, agentAsks = false): ResponderInput => ({
  messages: [
    { role: 'user', text: 'Configure the agent.' },
    { role: 'agent', text },
  ],
  agentAsks,
  signal: new AbortController().signal,
});

describe('rule responder', () => {
  const responder = createRuleResponder(rules);

  it('replies with the first matching rule (RE2 inline flags honoured)', async () => {
    assert.deepEqual(await responder.decide(ask('What HANDOFF target should I use?')), {
      decision: 'reply',
      reply: 'Hand off to the triage agent.',
      reason: 'rule 1 matched (when "(?i)hand ?offs?")',
    });
    const d = await responder.decide(ask('On which schedule?'));
    assert.equal(d.decision === 'reply' && d.reply, 'Every Monday at 9.');
  });

  it('checks abstain_when first, then stop_when, before the rules', async () => {
    const abstain = await responder.decide(ask('What budget for the handoff?'));
    assert.equal(abstain.decision, 'abstain');
    assert.match(abstain.reason, /abstain_when/);
    const stop = await responder.decide(ask('Done. Handoffs are configured, schedule too.'));
    assert.equal(stop.decision, 'stop');
    assert.match(stop.reason, /stop_when/);
  });

  it('abstains on an unmatched question, quoting it', async () => {
    const d = await responder.decide(ask('I created the file. Which model should it use? Thanks.'));
    assert.equal(d.decision, 'abstain');
    assert.match(d.reason, /no rule matches/);
    assert.match(d.reason, /Which model should it use\?/);
    assert.doesNotMatch(d.reason, /I created the file/);
  });

  it('truncates a long quoted question', async () => {
    const d = await responder.decide(ask(`Could you ${'please '.repeat(100)}tell me?`));
    assert.equal(d.decision, 'abstain');
    assert.ok(d.reason.length < 260);
    assert.match(d.reason, /…/);
  });

  it('abstains when the agent declared a question without a question mark', async () => {
    assert.equal((await responder.decide(ask('Tell me the model name', true))).decision, 'abstain');
  });

  it('stops when the agent asks nothing and no rule matches', async () => {
    assert.deepEqual(await responder.decide(ask('All set. The agent is configured.')), {
      decision: 'stop',
      reason: 'the agent asks nothing further and no rule matched',
    });
  });

  it('classifies the last agent message only', async () => {
    const d = await responder.decide({
      messages: [
        { role: 'agent', text: 'Which handoff?' },
        { role: 'user', text: 'Hand off to the triage agent.' },
        { role: 'agent', text: 'Configured.' },
      ],
      agentAsks: false,
      signal: new AbortController().signal,
    });
    assert.equal(d.decision, 'stop');
  });

  it('is what createResponder picks for a spec with rules (no LLM call)', async () => {
    const llm = createLlm({}); // no endpoint: any LLM call would throw
    const r = createResponder(
      { instructions: 'brief', maxFollowups: 2, rules: { rules: [{ when: 'x', reply: 'y' }] } },
      { llm },
    );
    assert.equal(r.kind, 'rules');
    assert.equal((await r.decide(ask('x?'))).decision, 'reply');
  });
});
