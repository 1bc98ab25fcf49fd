// action_sequence: the agent's tool calls (in the order made, over the whole conversation)
// against an expected list of tool names. Score = F1 of the expected vs actual names; passed =
// the matching mode holds (exact_match, in_order_match: gaps allowed, any_order_match: counts).
import type { ActionSequenceConfig } from '../suites/schema/graders.js';
import { outcome } from './result.js';
import { listOf, matchSequence, type SequenceMode } from './sequence.js';
import type { Grader } from './types.js';

const MODES: Record<ActionSequenceConfig['matching_mode'], SequenceMode> = {
  exact_match: 'exact',
  in_order_match: 'in_order',
  any_order_match: 'any_order',
};

export const actionSequenceGrader: Grader<ActionSequenceConfig> = {
  type: 'action_sequence',
  async grade(spec, config, context) {
    const actual = context.view.toolCalls.map((c) => c.name);
    const expected = config.expected_actions;
    const m = matchSequence(expected, actual, MODES[config.matching_mode]);
    let feedback: string;
    if (m.matched) feedback = `tool calls match ${listOf(expected)} (${config.matching_mode})`;
    else if (config.matching_mode === 'any_order_match') {
      feedback = `missing tool calls: ${m.missing.join(', ')}; called ${listOf(actual)}`;
    } else {
      const how = config.matching_mode === 'exact_match' ? 'exactly' : 'in order';
      feedback = `expected ${listOf(expected)} ${how}, called ${listOf(actual)}`;
    }
    return outcome(spec, m.matched, m.f1, feedback, {
      matching_mode: config.matching_mode,
      expected_actions: expected,
      actual_actions: actual,
      precision: m.precision,
      recall: m.recall,
      f1: m.f1,
    });
  },
};
