// No silent self-grading: the LLM responder plays the user and the LLM judge grades the agent;
// when either runs on the agent's own model (by default, the responder's and judge's models fall
// back to it, or by choice) a model answers or grades for itself. A model tends to find its own
// kind of answer clear and its own output good, so the test can be easier than intended: said at
// load, once per suite and role, and in the report's notes (report/self-grading.ts).
import type { Diagnostics } from './diagnostics/diagnostics.js';
import { taskGraders, type Suite, type Task } from './model.js';

/** The models a task's LLM judges run on: their own, else the task's judge model. */
function judgeModelsOf(suite: Suite, task: Task): string[] {
  const models = new Set<string>();
  for (const g of [...suite.graders, ...taskGraders(task)]) {
    // The pairwise judge compares the agent's conversations: the same bias, twice over.
    if (g.type !== 'prompt' && g.type !== 'pairwise') continue;
    const own = (g.config.model as string | undefined) ?? g.model;
    const model = own ?? task.models.judge;
    if (model) models.add(model);
  }
  const assertions = [
    ...task.assertions,
    ...task.checkpoints.map((c) => c.assertion),
    ...(task.plan.kind === 'turns' ? task.plan.turns.flatMap((t) => t.assertions) : []),
  ];
  for (const a of assertions) {
    if (a.type !== 'agent') continue;
    const model = a.use ?? task.models.judge;
    if (model) models.add(model);
  }
  return [...models];
}

const WHY =
  'a model tends to find its own answers clear and its own output good, so the test may be easier than intended; use a model of another family';

export function warnSelfGrading(suites: Suite[], diagnostics: Diagnostics): void {
  for (const suite of suites) {
    const responder = new Map<string, number>();
    const judge = new Map<string, number>();
    for (const task of suite.tasks) {
      const agent = task.models.agent;
      // The mock agent runs no model: nothing can grade itself.
      if (!agent || task.agent.executor === 'mock') continue;
      if (task.models.responder === agent) responder.set(agent, (responder.get(agent) ?? 0) + 1);
      if (judgeModelsOf(suite, task).includes(agent)) judge.set(agent, (judge.get(agent) ?? 0) + 1);
    }
    const warn = (path: string, message: string) =>
      diagnostics.warnings.push({ file: suite.file, line: 0, column: 0, path, message });
    for (const [model, n] of responder) {
      warn(
        'responder',
        `the LLM responder plays the user with the agent's own model ${model} (${n} task${n === 1 ? '' : 's'}): ${WHY} (inputs.responder.model, --responder-model or the responder-model input)`,
      );
    }
    for (const [model, n] of judge) {
      warn(
        'judge',
        `the LLM judge grades the agent with the agent's own model ${model} (${n} task${n === 1 ? '' : 's'}): ${WHY} (the grader's model, config.judge_model, --judge-model or the judge-model input)`,
      );
    }
  }
}
