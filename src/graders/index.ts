// Grading a finished run: the suite's graders, the task's graders, the task's `expected`
// shortcuts and its final assertions (Yao), each becoming one GraderResult. A grader that
// cannot reach a verdict sets `error` (the engine records grader_error); the others still run.
import type { GraderResult } from '../results/schema.js';
import type { GraderSpec } from '../suites/model.js';
import { evaluateAssertion } from './assertions/index.js';
import { expectedGraders } from './expected.js';
import { graderFor } from './registry.js';
import type { GradeOutcome } from './result.js';
import { finalOutput } from '../results/final-output.js';
import { allToolCalls } from './run-view.js';
import type { GradeContext } from './types.js';

export { evaluateAssertion } from './assertions/index.js';
export type { AssertionContext, AssertionTarget } from './assertions/index.js';
export { scoreRun } from './score.js';
export { GraderError, type GradeContext, type Grader } from './types.js';

interface Job {
  spec: GraderSpec;
  run(): Promise<GradeOutcome>;
}

export async function gradeRun(
  context: GradeContext,
): Promise<{ results: GraderResult[]; error?: string }> {
  const jobs: Job[] = [];
  const errors: string[] = [];
  for (const spec of [...context.suite.graders, ...context.task.graders]) {
    const grader = graderFor(spec.type);
    if (!grader) {
      errors.push(`grader "${spec.name}": unknown type ${JSON.stringify(spec.type)}`);
      continue;
    }
    // The loader validated the config and stored it parsed (suites/schema-graders.ts).
    jobs.push({ spec, run: () => grader.grade(spec, spec.config, context) });
  }
  for (const g of expectedGraders(context.task.expected, graderFor('behavior'))) {
    jobs.push({ spec: g.spec, run: () => g.grade(context) });
  }
  const target = {
    output: finalOutput(context.run),
    toolCalls: allToolCalls(context.run),
    turns: context.run.turns,
  };
  context.task.assertions.forEach((assertion, i) => {
    const spec: GraderSpec = {
      type: 'assertion',
      name: `assertions[${i}].${assertion.type}`,
      weight: 1,
      config: {},
    };
    jobs.push({
      spec,
      run: async () => {
        const r = await evaluateAssertion(assertion, target, {
          llm: context.llm,
          judgeModel: context.judgeModel,
          workspace: context.workspace,
          cwd: context.suite.dir,
          signal: context.signal,
        });
        return {
          name: spec.name,
          type: spec.type,
          score: r.score ?? (r.passed ? 1 : 0),
          weight: 1,
          passed: r.passed,
          feedback: r.message,
          details: { assertion: assertion.type, negate: assertion.negate },
        };
      },
    });
  });

  const settled = await Promise.all(
    jobs.map(async (job) => {
      const started = performance.now();
      try {
        const outcome = await job.run();
        return {
          ok: true as const,
          result: { ...outcome, duration_ms: Math.round(performance.now() - started) },
        };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return {
          ok: false as const,
          message: `grader "${job.spec.name}" (${job.spec.type}): ${message}`,
        };
      }
    }),
  );
  const results: GraderResult[] = [];
  for (const s of settled) {
    if (s.ok) results.push(s.result);
    else errors.push(s.message);
  }
  return errors.length ? { results, error: errors.join('; ') } : { results };
}
