// Configuration problems that show before any agent starts, given the command-line settings:
// a model the openai agent or the LLM responder needs and nobody set, and an endpoint (base URL
// or key) that the agent, the LLM responder or an LLM judge needs and nobody set. They are
// configuration errors (exit 2, nothing runs, the results directory untouched), not a
// config_error in every run.
import type { LlmEndpoint } from '../llm/types.js';
import type { SpecError } from '../suites/load.js';
import { taskGraders, type Assertion, type Suite, type Task } from '../suites/model.js';
import type { PlannedRun } from './plan.js';

/** The endpoint each role would use, resolved (flags, else OPENAI_BASE_URL / OPENAI_API_KEY). */
export interface RoleEndpoints {
  agent: LlmEndpoint;
  responder: LlmEndpoint;
  judge: LlmEndpoint;
}

export interface PreflightSettings {
  interactive?: boolean;
  /**
   * Checked when given. The action leaves it out for a fork's pull request without secrets:
   * there every run records why it could not reach a model, as before.
   */
  endpoints?: RoleEndpoints;
}

type Role = keyof RoleEndpoints;

const WHO: Record<Role, string> = {
  agent: 'the openai agent',
  responder: 'the LLM responder',
  judge: 'an LLM judge',
};

/** Where each role's base URL and key come from, in the order they win. */
function sources(role: Role, field: 'base-url' | 'api-key'): string {
  const env = field === 'base-url' ? 'OPENAI_BASE_URL' : 'OPENAI_API_KEY';
  const flags = role === 'agent' ? `--${field}` : `--${field} or --${role}-${field}`;
  const inputs = role === 'agent' ? field : `${field} / ${role}-${field}`;
  return `set ${env}, or pass ${flags} (action input${role === 'agent' ? '' : 's'} ${inputs})`;
}

export function endpointProblem(role: Role, endpoint: LlmEndpoint): string | undefined {
  const missing = [
    endpoint.baseURL ? '' : 'a base URL',
    endpoint.apiKey ? '' : 'an API key',
  ].filter(Boolean);
  if (!missing.length) return undefined;
  const how = [
    endpoint.baseURL ? '' : sources(role, 'base-url'),
    endpoint.apiKey ? '' : sources(role, 'api-key'),
  ].filter(Boolean);
  return `${WHO[role]} needs an LLM endpoint but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: ${how.join('; ')}`;
}

const isJudged = (a: Assertion) => a.type === 'agent';

/** Whether grading this task calls the judge: a prompt grader or a Yao `agent` assertion. */
function needsJudge(suite: Suite, task: Task): boolean {
  if ([...suite.graders, ...taskGraders(task)].some((g) => g.type === 'prompt')) return true;
  if (task.assertions.some(isJudged)) return true;
  if (task.checkpoints.some((c) => isJudged(c.assertion))) return true;
  return task.plan.kind === 'turns' && task.plan.turns.some((t) => t.assertions.some(isJudged));
}

export function preflight(planned: PlannedRun[], settings: PreflightSettings): SpecError[] {
  const errors = new Map<string, SpecError>();
  const add = (run: PlannedRun, path: string, message: string, key = path) => {
    const { file, line, column } = run.task.source;
    errors.set(`${file}:${line}:${key}`, { file, line, column, path, message });
  };
  // A missing endpoint is said once per suite file and role, at the first task that needs it.
  const endpointsSaid = new Set<string>();
  const needEndpoint = (run: PlannedRun, role: Role, path: string) => {
    const problem = settings.endpoints && endpointProblem(role, settings.endpoints[role]);
    const key = `${run.suite.file}\0${role}`;
    if (!problem || endpointsSaid.has(key)) return;
    endpointsSaid.add(key);
    add(run, path, problem, `endpoint:${role}`);
  };
  for (const run of planned) {
    // A skipped test never runs: it needs no agent, responder or judge.
    if (run.task.skip) continue;
    const models = run.task.models;
    if (run.task.agent.executor === 'openai') {
      if (!models.agent) {
        add(
          run,
          'executor',
          'the openai agent needs a model: set config.model or pass --model (action input "model")',
        );
      }
      needEndpoint(run, 'agent', 'executor');
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
      needEndpoint(run, 'responder', 'inputs.responder');
    }
    if (needsJudge(run.suite, run.task)) needEndpoint(run, 'judge', 'graders');
  }
  return [...errors.values()];
}
