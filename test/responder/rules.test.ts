import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLlm } from '../../src/llm/client.js';
import { createResponder } from '../../src/responder/index.js';
import { createRuleResponder } from '../../src/responder/rules.js';
import type { ResponderInput } from '../../src/responder/types.js';
import { asksSomething } from '../../src/shared/asking.js';
import type { ResponderRules } from '../../src/suites/model.js';

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

describe('rules answer questions', () => {
  const tools = createRuleResponder({
    rules: [
      { when: '(?i)tools', reply: 'web_search, url_fetch' },
      { when: '(?i)^created', reply: 'Now add tests.', statements: true },
    ],
  });

  it('a statement that mentions a rule keyword stops; a question or a request gets the reply', async () => {
    const statement = await tools.decide(ask('Made agent x with tools web_search, url_fetch'));
    assert.equal(statement.decision, 'stop');
    for (const text of [
      'Which tools should it have?',
      'Which tools should it have?\n- web_search\n- url_fetch',
      'Please provide the tools it needs.',
      'Let me know which tools it should use.',
    ]) {
      assert.equal((await tools.decide(ask(text))).decision, 'reply', text);
    }
  });

  it('a rule with statements: true also answers a message that asks nothing', async () => {
    const d = await tools.decide(ask('Created agent x.'));
    assert.equal(d.decision === 'reply' && d.reply, 'Now add tests.');
  });
});

describe('asksSomething', () => {
  it('reads the end of the message, not every question mark in it', () => {
    const cases: [string, boolean][] = [
      ['Created the rule.\n\nWant me to set up monitoring too?', true],
      ['I created the file. Which model should it use? Thanks.', true],
      ['How do I reset my password?\nOpen Settings and choose Reset.', false],
      ['Saved to https://example.com/a?b=1 and notes/why?.md.', false],
      ['Done. Let me know if you need anything else.', false],
      ['Could you share the API base URL.', true],
      ['', false],
    ];
    for (const [text, asks] of cases) assert.equal(asksSomething(text), asks, text);
    assert.equal(asksSomething('Tell me the model name', true), true);
    assert.equal(asksSomething('Which one?', false), false);
  });
});
