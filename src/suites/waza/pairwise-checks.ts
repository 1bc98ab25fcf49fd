// The load-time checks of pairwise graders (graders/pairwise.ts): one compares a task's runs
// with and without the suite's skills, so it runs only in a skill-lift job, and it judges whole
// conversations, so it cannot be a checkpoint's grader.
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import { isPairGrader, type GraderSpec, type Task } from '../model.js';

/**
 * `skillLift`: the suite runs skill lift whatever the command line says (eval.yaml
 * `baseline: true`); otherwise each pairwise grader is warned about, as it runs only when the
 * job asks for skill lift.
 */
export function checkPairwiseGraders(
  graders: GraderSpec[],
  tasks: Task[],
  skillLift: boolean,
  diagnostics: Diagnostics,
): void {
  if (!skillLift) {
    for (const g of [...graders, ...tasks.flatMap((t) => t.graders)]) {
      if (!isPairGrader(g) || !g.source) continue;
      diagnostics.warnings.push({
        ...g.source,
        path: `graders.${g.name}`,
        message:
          "pairwise: runs only in a skill-lift job (it compares each task's runs with and without the suite's skills), and this suite does not set baseline: true; run it with `parley run --skill-lift` or the action's skill-lift input, or it is never run",
      });
    }
  }
  for (const task of tasks) {
    for (const g of (task.turnCheckpoints ?? []).flatMap((c) => c.graders)) {
      if (!isPairGrader(g) || !g.source) continue;
      diagnostics.errors.push({
        ...g.source,
        path: `checkpoints.graders.${g.name}`,
        message:
          'a pairwise grader compares two whole conversations after the runs; it cannot be a checkpoint grader (list it under the task graders or the suite graders)',
      });
    }
  }
}
