// A task's executor, agent settings and models, resolved once at load from the suite's config,
// the task's own settings and the run's overrides (--executor, --model, ...; the action's
// inputs). Nothing downstream re-derives them: the engine, preflight and the adapters read
// `task.agent` and `task.models` as they are.
import { foreignSettings, resolveAgent, settingsOf } from './agent-config.js';
import type { Scope } from './diagnostics/diagnostics.js';
import { mapAgent } from './map-common.js';
import type {
  AgentConfig,
  ConversationPlan,
  ExecutorChoice,
  ProjectConfig,
  RunOverrides,
  SuiteConfig,
  TaskModels,
} from './model.js';
import type { RawAgentSettings } from './schema/common.js';

export interface SuiteContext {
  dir: string;
  config: SuiteConfig;
  skill?: string;
  project: ProjectConfig;
  overrides: RunOverrides;
  /** The suite's executor as its files say (before --executor). */
  writtenExecutor: ExecutorChoice;
  /** eval.yaml (or the JSONL file): where a problem of the suite's own settings is reported. */
  scope: Scope;
  /** Where the suite's agent settings are written: `config.agent`, else `config.executor`, ... */
  agentPath: string[];
  /** Suite-level problems already reported (once per suite, not once per task). */
  reported: Set<string>;
}

interface TaskAgentInput {
  executor?: ExecutorChoice;
  agent?: RawAgentSettings;
  /** waza `inputs.environment`: more environment for the agent process. */
  environment?: Record<string, string>;
}

/** Stands in for a task whose agent has an error: the suite is not run, only reported. */
const UNUSABLE: AgentConfig = { executor: 'mock' };

export function taskAgent(suite: SuiteContext, raw: TaskAgentInput, scope: Scope): AgentConfig {
  const own = mapAgent(raw.agent);
  const written = raw.executor ?? suite.writtenExecutor;
  for (const key of foreignSettings(written, own)) {
    scope.error(['agent', key], `is not a setting of executor ${written} (${settingsOf(written)})`);
  }
  const settings = { ...suite.config.agent, ...own };
  if (raw.environment) settings.env = { ...settings.env, ...raw.environment };
  const executor = suite.overrides.executor ?? written;
  const resolved = resolveAgent(executor, settings);
  if ('config' in resolved) return resolved.config;
  const setting = `config.agent.${resolved.missing}`;
  if (suite.overrides.executor) {
    report(
      suite,
      `executor ${executor} (from --executor or the action's executor input) needs ${setting}`,
    );
  } else if (raw.executor || raw.agent) {
    scope.error(
      [raw.agent ? 'agent' : 'executor'],
      `executor ${executor} needs ${resolved.missing}: set agent.${resolved.missing} here or ${setting} in the suite`,
    );
  } else {
    report(suite, `executor ${executor} needs ${setting}`);
  }
  return UNUSABLE;
}

/** One message per suite, where its agent settings are (or would be) written. */
function report(suite: SuiteContext, message: string): void {
  if (suite.reported.has(message)) return;
  suite.reported.add(message);
  suite.scope.error(suite.agentPath, message);
}

/** The one place model precedence is decided (DESIGN "Formats"; README "LLM endpoints"). */
export function taskModels(suite: SuiteContext, plan: ConversationPlan): TaskModels {
  const agent = suite.config.model?.trim() || undefined;
  const responder =
    plan.kind === 'responder' && !plan.responder.rules
      ? plan.responder.model?.trim() ||
        suite.overrides.responderModel ||
        suite.project.defaults.responderModel ||
        agent
      : undefined;
  const judge = suite.config.judgeModel?.trim() || agent;
  return {
    ...(agent ? { agent } : {}),
    ...(responder ? { responder } : {}),
    ...(judge ? { judge } : {}),
  };
}
