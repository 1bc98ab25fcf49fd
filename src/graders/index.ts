// Grading a finished run: the suite's graders, the task's graders, the task's `expected`
// shortcuts and its final assertions (Yao), each becoming one GraderResult. A grader that
// cannot reach a verdict sets `error` (the engine records grader_error); the others still run.
// A run that abstained as its task expects gets the suite's graders as not applicable
// (applicability.ts).
import type { GraderResult } from '../results/schema.js';
import { isPairGrader, type GraderSpec } from '../suites/model.js';
import { evaluateAssertion } from './assertions/index.js';
import { notApplicable, suiteGradersApply } from './applicability.js';
import { expectedGraders } from './expected.js';
export { expectsAbstain } from './expected.js';
export { suiteChecksNotApplicable, suiteGradersApply } from './applicability.js';
import { graderFor } from './registry.js';
import { builtinSpec, fromAssertion, type GradeOutcome } from './result.js';
import { loadRe2, taskUsesPatterns } from './re2.js';
import { runView } from './run-view.js';
import { readsWorkspace } from './workspace-paths.js';
import type { GradeContext, GradeInput } from './types.js';

export { evaluateAssertion } from './assertions/index.js';
export type { AssertionContext, AssertionTarget } from './assertions/index.js';
export { scoreRun } from './score.js';
export { fromConversationChecks, fromCount, builtinSpec } from './result.js';
export { gradingUsesWorkspace, readsWorkspace } from './workspace-paths.js';
export { GraderError, type GradeContext, type GradeInput, type Grader } from './types.js';

interface Job {
  spec: GraderSpec;
  run(): Promise<GradeOutcome>;
}

/** A pairwise grader judges two runs together (job/pairwise-step.ts): one run records nothing of it. */
const perRun = (specs: GraderSpec[]) => specs.filter((spec) => !isPairGrader(spec));

export async function gradeRun(
  input: GradeInput,
): Promise<{ results: GraderResult[]; error?: string }> {
  if (taskUsesPatterns(input.suite, input.task)) await loadRe2();
  const context: GradeContext = { ...input, view: runView(input.run) };
  const jobs: Job[] = [];
  const errors: string[] = [];
  // A run that abstained as its task expects never reached what the suite's graders check.
  const suiteApplies = suiteGradersApply(context.task.expected, context.run.outcome);
  const notApplicableResults: GraderResult[] = [];
  if (!suiteApplies) {
    for (const spec of perRun(context.suite.graders)) {
      notApplicableResults.push({ ...notApplicable(spec), duration_ms: 0 });
    }
  }
  const graded = perRun(
    suiteApplies ? [...context.suite.graders, ...context.task.graders] : context.task.graders,
  );
  for (const spec of graded) {
    const grader = graderFor(spec.type);
    if (!grader) {
      errors.push(`grader "${spec.name}": unknown type ${JSON.stringify(spec.type)}`);
      continue;
    }
    if (input.workspaceGone && readsWorkspace(spec)) {
      errors.push(`grader "${spec.name}" (${spec.type}): ${input.workspaceGone}`);
      continue;
    }
    // The loader validated the config and stored it parsed (suites/schema/graders.ts).
    jobs.push({ spec, run: () => grader.grade(spec, spec.config, context) });
  }
  for (const g of expectedGraders(context.task.expected, graderFor('behavior'))) {
    jobs.push({ spec: g.spec, run: () => g.grade(context) });
  }
  // Yao final assertions read the same view: the last message, every tool call, the turns.
  const target = {
    output: context.view.finalOutput,
    toolCalls: context.view.toolCalls,
    turns: context.view.turns,
  };
  context.task.assertions.forEach((assertion, i) => {
    const spec = builtinSpec(`assertions[${i}].${assertion.type}`, 'assertion');
    jobs.push({
      spec,
      run: async () =>
        fromAssertion(
          spec,
          assertion,
          await evaluateAssertion(assertion, target, {
            llm: context.llm,
            judgeModel: context.judgeModel,
            workspace: context.workspace,
            cwd: context.suite.dir,
            signal: context.signal,
            ...(context.processTag ? { processTag: context.processTag } : {}),
          }),
        ),
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
  const results: GraderResult[] = [...notApplicableResults];
  for (const s of settled) {
    if (s.ok) results.push(s.result);
    else errors.push(s.message);
  }
  return errors.length ? { results, error: errors.join('; ') } : { results };
}
