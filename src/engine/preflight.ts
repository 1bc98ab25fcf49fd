// Configuration problems that show before any agent starts, given the command-line settings:
// a model the openai agent or the LLM responder needs and nobody set. They are configuration
// errors (exit 2, nothing runs), not a config_error in every run.
import type { SpecError } from '../suites/load.js';
import type { PlannedRun } from './plan.js';

export interface PreflightSettings {
  interactive?: boolean;
}

export function preflight(planned: PlannedRun[], settings: PreflightSettings): SpecError[] {
  const errors = new Map<string, SpecError>();
  const add = (run: PlannedRun, path: string, message: string) => {
    const { file, line, column } = run.task.source;
    errors.set(`${file}:${line}:${path}`, { file, line, column, path, message });
  };
  for (const run of planned) {
    const models = run.task.models;
    if (run.task.agent.executor === 'openai' && !models.agent) {
      add(
        run,
        'executor',
        'the openai agent needs a model: set config.model or pass --model (action input "model")',
      );
    }
    const plan = run.task.plan;
    if (plan.kind === 'responder' && !plan.responder.rules && !settings.interactive) {
      if (!models.responder) {
        add(
          run,
          'inputs.responder.model',
          'the LLM responder needs a model: set inputs.responder.model (JSONL: simulator.use), --responder-model or config.model',
        );
      }
    }
  }
  return [...errors.values()];
}
