// What a waza prompt grader's judge sees, said at validate. waza starts the judge as a Copilot
// session in the run's workspace with its tools (continue_session: true resumes the agent's
// session, so it also has the conversation); Parley's judge is one model call given the
// conversation and the workspace's files (read-only, bounded), and runs no tool.
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import { taskGraders, type Suite } from '../model.js';

/** Said once per load (a job), at the first such grader, naming how many more it applies to. */
export function warnPromptJudge(suites: Suite[], diagnostics: Diagnostics): void {
  const said = new Map<boolean, { warning: { message: string }; more: number }>();
  for (const suite of suites) {
    const graders = new Set([...suite.graders, ...suite.tasks.flatMap(taskGraders)]);
    for (const g of graders) {
      if (g.type !== 'prompt' || !g.source) continue;
      const config = g.config as { continue_session?: boolean; rubric?: string };
      // A rubric is Parley's own (waza's prompt grader has none): not a waza judge.
      if (config.rubric !== undefined) continue;
      const resumes = config.continue_session === true;
      const earlier = said.get(resumes);
      if (earlier) {
        earlier.more++;
        continue;
      }
      const warning = {
        ...g.source,
        path: `graders.${g.name}`,
        message: resumes
          ? "prompt (continue_session: true): waza's judge resumes the agent's session and may run tools in its workspace; Parley's judge reads the conversation and the workspace's files (read-only, bounded: text files, the files changed last first) and runs no tool"
          : "prompt: waza's judge starts a new session in the workspace and sees the grader prompt and the files (through its tools), not the conversation; Parley's judge reads the conversation too, and the workspace's files (read-only, bounded: text files, the files changed last first), and runs no tool",
      };
      diagnostics.warnings.push(warning);
      said.set(resumes, { warning, more: 0 });
    }
  }
  for (const { warning, more } of said.values()) {
    if (more) warning.message += ` (the same for ${more} more prompt grader${more > 1 ? 's' : ''})`;
  }
}
