// skill_invocation: which skills the agent invoked, in which order. required_skills are matched
// by `mode` (exact_match, in_order, any_order) and scored by F1; forbidden_skills must never be
// invoked (score 0). allow_extra: false lowers the score of a run that invoked more skills than
// required and does not fail it, as waza does (skill_invocation_grader.go, Grade: passed is the
// mode's match alone; score f1 * (1 - 0.6 * extra / invoked), extra = invoked - required).
import type { SkillInvocationConfig } from '../suites/schema/graders.js';
import { outcome } from './result.js';
import { listOf, matchSequence, type SequenceMode } from './sequence.js';
import type { Grader } from './types.js';

const MODES: Record<NonNullable<SkillInvocationConfig['mode']>, SequenceMode> = {
  exact_match: 'exact',
  in_order: 'in_order',
  any_order: 'any_order',
};

export const skillInvocationGrader: Grader<SkillInvocationConfig> = {
  type: 'skill_invocation',
  async grade(spec, config, context) {
    const actual = context.view.skillInvocations;
    const required = config.required_skills ?? [];
    const failures: string[] = [];
    const notes: string[] = [];
    let score = 1;
    let stats = { precision: 1, recall: 1, f1: 1 };
    if (required.length > 0) {
      const mode = config.mode ?? 'any_order';
      const m = matchSequence(required, actual, MODES[mode]);
      stats = { precision: m.precision, recall: m.recall, f1: m.f1 };
      score = m.f1;
      if (!m.matched) {
        failures.push(
          mode === 'any_order'
            ? `required skills not invoked: ${m.missing.join(', ')}`
            : `expected skills ${listOf(required)} (${mode}), invoked ${listOf(actual)}`,
        );
      }
      const extra = actual.length - required.length;
      if (!config.allow_extra && extra > 0) {
        notes.push(`${extra} skill invocation(s) beyond the ${required.length} required`);
        score *= 1 - (0.6 * extra) / actual.length;
      }
    }
    const forbidden = [
      ...new Set((config.forbidden_skills ?? []).filter((s) => actual.includes(s))),
    ];
    if (forbidden.length > 0) {
      failures.push(`forbidden skills invoked: ${forbidden.join(', ')}`);
      score = 0;
    }
    const feedback = failures.length
      ? [...failures, ...notes].join('; ')
      : required.length
        ? [`skills invoked as required: ${listOf(actual)}`, ...notes].join('; ')
        : 'no forbidden skill was invoked';
    return outcome(spec, failures.length === 0, score, feedback, {
      mode: config.mode ?? null,
      required_skills: required,
      forbidden_skills: config.forbidden_skills ?? [],
      actual_skills: actual,
      allow_extra: config.allow_extra,
      ...stats,
    });
  },
};
