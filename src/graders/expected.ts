// The task `expected` block as graders: output_contains, output_not_contains,
// output_contains_any, matches, outcomes, behavior. Each shortcut is one result, named
// `expected.<field>`, with weight 1.
import type { Expected, GraderSpec } from '../suites/model.js';
import type { BehaviorConfig } from '../suites/schema/graders.js';
import { builtinSpec, fromChecks, type Check, type GradeOutcome } from './result.js';
import { textChecks } from './text.js';
import type { GradeContext, Grader } from './types.js';

export interface ExpectedGrader {
  spec: GraderSpec;
  grade(context: GradeContext): Promise<GradeOutcome>;
}

function shortcut(field: string, type: string): GraderSpec {
  return builtinSpec(`expected.${field}`, type);
}

/** The graders the `expected` block stands for (none for an empty block). */
export function expectedGraders(
  expected: Expected,
  behaviorGrader: Grader<BehaviorConfig> | undefined,
): ExpectedGrader[] {
  const out: ExpectedGrader[] = [];
  const text = (field: string, make: (output: string) => Check[]) => {
    const spec = shortcut(field, 'text');
    out.push({ spec, grade: async (ctx) => fromChecks(spec, make(ctx.view.output)) });
  };
  if (expected.outputContains.length) {
    text('output_contains', (o) => textChecks(o, { contains: expected.outputContains }));
  }
  if (expected.outputNotContains.length) {
    text('output_not_contains', (o) => textChecks(o, { not_contains: expected.outputNotContains }));
  }
  if (expected.outputContainsAny.length) {
    text('output_contains_any', (o) => {
      const lower = o.toLowerCase();
      const found = expected.outputContainsAny.filter((s) => lower.includes(s.toLowerCase()));
      const list = expected.outputContainsAny.map((s) => JSON.stringify(s)).join(', ');
      return [
        found.length
          ? {
              label: `contains one of ${list}`,
              passed: true,
              detail: `found ${JSON.stringify(found[0])}`,
            }
          : { label: `contains one of ${list}`, passed: false, detail: 'none found' },
      ];
    });
  }
  if (expected.matches.length) {
    text('matches', (o) => textChecks(o, { regex_match: expected.matches }));
  }
  if (expected.outcomes.length) {
    const spec = shortcut('outcomes', 'outcome');
    out.push({
      spec,
      grade: async (ctx) => fromChecks(spec, outcomeChecks(expected.outcomes, ctx)),
    });
  }
  if (expected.behavior && Object.keys(expected.behavior).length && behaviorGrader) {
    const spec: GraderSpec = { ...shortcut('behavior', 'behavior'), config: expected.behavior };
    out.push({
      spec,
      // Validated at load by the behavior grader's own schema (suites/waza/task-schema.ts).
      grade: (ctx) => behaviorGrader.grade(spec, expected.behavior!, ctx),
    });
  }
  return out;
}

/**
 * The task expects the responder to abstain: `expected.outcomes` lists `abstained` (a bare
 * string, or `{type: outcome, value}` naming it; `expect: abstain` adds the string). Such a task
 * is graded when it abstains, and passes when its checks do (engine/classify.ts).
 */
export function expectsAbstain(expected: Pick<Expected, 'outcomes'>): boolean {
  return expected.outcomes.some((entry) => {
    if (entry === 'abstained') return true;
    if (typeof entry !== 'object' || entry === null) return false;
    const e = entry as Record<string, unknown>;
    if ((e.type ?? 'outcome') !== 'outcome') return false;
    return Array.isArray(e.value) ? e.value.includes('abstained') : e.value === 'abstained';
  });
}

/**
 * waza `expected.outcomes`: each entry a string or `{type, value, condition}`.
 * `{type: outcome, value: <run outcome or list>}` and a bare string check the run's own outcome.
 * Other types (waza's `task_completed`, which no waza grader reads) are warned about at load and
 * never reach here.
 */
function outcomeChecks(outcomes: unknown[], ctx: GradeContext): Check[] {
  const actual = ctx.view.outcome;
  return outcomes.map((entry): Check => {
    const e =
      typeof entry === 'string'
        ? { type: 'outcome', value: entry }
        : (entry as Record<string, unknown>);
    const kind = String(e.type ?? 'outcome');
    if (kind !== 'outcome') {
      return {
        label: `outcome ${JSON.stringify(entry)}`,
        passed: false,
        detail: `unsupported outcome type ${JSON.stringify(kind)}`,
      };
    }
    const wanted = Array.isArray(e.value) ? e.value.map(String) : [String(e.value)];
    const passed = wanted.includes(actual);
    return {
      label: `outcome ${wanted.join(' | ')}`,
      passed,
      detail: passed ? undefined : `expected ${wanted.join(' or ')}, but the run ended ${actual}`,
    };
  });
}
