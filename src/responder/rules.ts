// The deterministic rule responder: regex rules over the agent message, no LLM call.
// Order: abstain_when, stop_when, the rules (first match replies), then the default:
// a message that asks something abstains (no rule can answer it), any other message stops.
// Rules answer questions: a message that asks nothing ("Created agent X with tools a, b") is not
// matched by a rule unless the rule opts in with `statements: true`, so a final report that
// happens to mention a rule's keyword ends the conversation instead of getting a reply.
import type { ResponderRules } from '../suites/model.js';
import { compileRe2, type Re2Pattern } from '../suites/regex.js';
import { asksSomething, questionOf } from '../shared/asking.js';
import type { Decision, Responder, ResponderInput } from './types.js';

export function createRuleResponder(rules: ResponderRules): Responder {
  const abstainWhen = rules.abstainWhen ? compileRe2(rules.abstainWhen) : undefined;
  const stopWhen = rules.stopWhen ? compileRe2(rules.stopWhen) : undefined;
  const compiled = rules.rules.map((rule, index) => ({
    index,
    re: compileRe2(rule.when),
    when: rule.when,
    reply: rule.reply,
    statements: rule.statements ?? false,
  }));
  const matches = (re: Re2Pattern, text: string) => re.test(text);

  return {
    kind: 'rules',
    async decide(input: ResponderInput): Promise<Decision> {
      const text = lastAgentText(input);
      if (abstainWhen && matches(abstainWhen, text)) {
        return {
          decision: 'abstain',
          reason: `the agent message matches abstain_when ${JSON.stringify(rules.abstainWhen)}`,
        };
      }
      if (stopWhen && matches(stopWhen, text)) {
        return {
          decision: 'stop',
          reason: `the agent message matches stop_when ${JSON.stringify(rules.stopWhen)}`,
        };
      }
      const asks = input.agentAsks || asksSomething(text);
      for (const rule of compiled) {
        if ((asks || rule.statements) && matches(rule.re, text)) {
          return {
            decision: 'reply',
            reply: rule.reply,
            reason: `rule ${rule.index + 1} matched (when ${JSON.stringify(rule.when)})`,
          };
        }
      }
      if (asks) {
        return {
          decision: 'abstain',
          reason: `no rule matches the agent's question: ${JSON.stringify(questionOf(text))}`,
        };
      }
      return { decision: 'stop', reason: 'the agent asks nothing further and no rule matched' };
    },
  };
}

/** The agent message to classify: the conversation's last agent message. */
export function lastAgentText(input: ResponderInput): string {
  for (let i = input.messages.length - 1; i >= 0; i--) {
    const message = input.messages[i];
    if (message?.role === 'agent') return message.text;
  }
  return '';
}
