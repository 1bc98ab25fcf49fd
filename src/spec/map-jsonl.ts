// One Yao JSONL test -> model Task. `simulator` becomes the LLM responder: `use` its model, the
// simulator metadata (persona, goal, anything else) its brief, `max_turns` its cap.
import type { Scope } from './diagnostics.js';
import { mapAssertions, mapCheckpoint, mapMockReply, mapTool, mergeTools } from './map-common.js';
import { taskAgent, taskModels, type SuiteContext } from './task-agent.js';
import type { ConversationPlan, ResponderSpec, Task } from './model.js';
import type { RawJsonlTest } from './schema-jsonl.js';

/** Responder replies allowed when a dynamic test gives no max_turns. */
export const DEFAULT_MAX_TURNS = 10;

export function mapJsonlTest(t: RawJsonlTest, scope: Scope, suite: SuiteContext): Task {
  const locate = (p: readonly PropertyKey[]) => scope.locate(p);
  const plan = planOf(t, scope);
  return {
    id: t.id,
    name: t.name ?? t.id,
    ...(t.description !== undefined ? { description: t.description } : {}),
    tags: t.tags ?? [],
    source: scope.locate([]),
    format: 'jsonl',
    agent: taskAgent(suite, {}, scope),
    models: taskModels(suite, plan),
    timeoutSeconds:
      suite.overrides.timeoutSeconds ??
      (t.timeout !== undefined ? seconds(t.timeout) : suite.config.timeoutSeconds),
    firstEventTimeoutSeconds: suite.config.firstEventTimeoutSeconds,
    ...(suite.config.onMissingInput ? { onMissingInput: suite.config.onMissingInput } : {}),
    skillDirectories: suite.config.skillDirectories,
    instructionFiles: [],
    prompt: t.input ?? t.turns![0]!.input,
    plan,
    files: [],
    repos: [],
    tools: mergeTools(suite.config.tools, (t.tools ?? []).map(mapTool)),
    mock: (t.mock ?? []).map(mapMockReply),
    expected: {
      outputContains: [],
      outputNotContains: [],
      outputContainsAny: [],
      matches: [],
      outcomes: [],
    },
    graders: [],
    checkpoints: (t.checkpoints ?? []).map((c, i) => mapCheckpoint(c, locate(['checkpoints', i]))),
    assertions: mapAssertions(t.assertions, t.assert, locate, []),
    options: t.options ?? {},
  };
}

function planOf(t: RawJsonlTest, scope: Scope): ConversationPlan {
  if (t.turns) {
    return {
      kind: 'turns',
      turns: t.turns.map((turn, i) => ({
        input: turn.input,
        assertions: mapAssertions(turn.assertions, turn.assert, (p) => scope.locate(p), [
          'turns',
          i,
        ]),
      })),
    };
  }
  if (!t.simulator) return { kind: 'single' };
  const metadata = (t.simulator.options?.metadata ?? {}) as Record<string, unknown>;
  const persona = typeof metadata.persona === 'string' ? metadata.persona : undefined;
  const goal = typeof metadata.goal === 'string' ? metadata.goal : undefined;
  const responder: ResponderSpec = {
    ...(t.simulator.use !== undefined ? { model: t.simulator.use } : {}),
    instructions: briefOf(metadata),
    maxFollowups: t.max_turns ?? DEFAULT_MAX_TURNS,
    ...(persona !== undefined ? { persona } : {}),
    ...(goal !== undefined ? { goal } : {}),
  };
  return { kind: 'responder', responder };
}

/** The responder's brief from simulator metadata: persona, goal, then every other field. */
export function briefOf(metadata: Record<string, unknown>): string {
  const lines = ['You play the user in this conversation.'];
  if (metadata.persona !== undefined) lines.push(`Persona: ${text(metadata.persona)}`);
  if (metadata.goal !== undefined) lines.push(`Goal: ${text(metadata.goal)}`);
  for (const [key, value] of Object.entries(metadata)) {
    if (key !== 'persona' && key !== 'goal') lines.push(`${key}: ${text(value)}`);
  }
  return lines.join('\n');
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function seconds(timeout: number | string): number {
  if (typeof timeout === 'number') return Math.max(1, Math.ceil(timeout));
  const factor = { ms: 0.001, s: 1, m: 60, h: 3600 } as const;
  let total = 0;
  for (const [, n, unit] of timeout.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(n) * factor[unit as keyof typeof factor];
  }
  return Math.max(1, Math.ceil(total));
}
