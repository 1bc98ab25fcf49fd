// One Yao JSONL test -> model Task. `simulator` becomes the LLM responder (`use` its model, or,
// when it names a Yao agent, the configured responder model), the simulator metadata (persona,
// goal, anything else) its brief, `max_turns` (agent turns, the first included; Yao's default 20)
// its cap. `input` may be a message or a conversation history; `expected` is an equals assertion.
// Yao-only fields (before/after hooks, user, team, metadata, Yao process scripts) are warned about.
import { dirname } from 'node:path';
import type { Scope } from '../diagnostics/diagnostics.js';
import {
  inWorkspace,
  mapAssertions,
  mapCheckpoint,
  mapMockReply,
  mapTool,
  mergeTools,
} from '../map-common.js';
import { taskAgent, taskModels, type SuiteContext } from '../task-agent.js';
import {
  NO_EXPECTATIONS,
  type Assertion,
  type ConversationPlan,
  type ExecutorName,
  type PromptMedia,
  type ResponderSpec,
  type Task,
} from '../model.js';
import { empty, none } from '../../shared/empty.js';
import { isYaoAgentId, isYaoProcess } from './ids.js';
import { checkTotal, mediaOfPart } from './media.js';
import type { RawJsonlTest } from './jsonl-schema.js';

/** Yao's default max_turns: agent turns, the first one included. */
export const DEFAULT_MAX_TURNS = 20;

export function mapJsonlTest(t: RawJsonlTest, scope: Scope, suite: SuiteContext): Task {
  const locate = (p: readonly PropertyKey[]) => scope.locate(p);
  warnYaoOnly(t, scope);
  const plan = planOf(t, scope);
  const agent = taskAgent(suite, {}, scope);
  const media = t.input !== undefined ? mediaOf(t.input, scope, suite, agent.executor) : [];
  return {
    id: t.id,
    name: t.name ?? t.id,
    ...(t.description !== undefined ? { description: t.description } : {}),
    tags: t.tags ?? none(),
    source: scope.locate([]),
    format: 'jsonl',
    agent,
    models: taskModels(suite, plan),
    timeoutSeconds:
      suite.overrides.timeoutSeconds ??
      (t.timeout !== undefined ? seconds(t.timeout) : suite.config.timeoutSeconds),
    firstEventTimeoutSeconds: suite.config.firstEventTimeoutSeconds,
    ...(suite.config.onMissingInput ? { onMissingInput: suite.config.onMissingInput } : {}),
    skillDirectories: suite.config.skillDirectories,
    instructionFiles: suite.config.instructionFiles.map((f) => inWorkspace(f, suite.dir)),
    prompt: t.input !== undefined ? promptOf(t.input, scope) : t.turns![0]!.input,
    ...(media.length ? { promptMedia: media } : {}),
    plan,
    files: none(),
    repos: none(),
    tools: mergeTools(suite.config.tools, (t.tools ?? []).map(mapTool)),
    mock: t.mock ? t.mock.map(mapMockReply) : none(),
    // A JSONL test has no `expected` block of Parley's.
    expected: NO_EXPECTATIONS,
    graders: none(),
    checkpoints: yaoCheckpoints(t, scope).map((c, i) => {
      const checkpoint = mapCheckpoint(c, locate(['checkpoints', i]));
      const child = scope.child(['checkpoints', i]);
      const assertion =
        c.assertion === undefined
          ? yaoMeaning(checkpoint.assertion, ['checkpoints', i, 'assert'], scope)
          : checkpoint.assertion;
      return { ...checkpoint, assertion: adapt(assertion, child, false)[0]! };
    }),
    // Yao runs a simulator test with checkpoints as a dynamic test (agent/test/dynamic_runner.go).
    ...(t.simulator && t.checkpoints?.length ? { yaoDynamic: true as const } : {}),
    assertions: runnable([...finalAssertions(t, scope), ...expectedAssertion(t, scope)], scope),
    options: t.options ?? empty(),
  };
}

function planOf(t: RawJsonlTest, scope: Scope): ConversationPlan {
  if (t.turns) {
    return {
      kind: 'turns',
      turns: t.turns.map((turn, i) => ({
        input: turn.input,
        assertions: runnable(
          mapAssertions(turn.assertions, turn.assert, (p) => scope.locate(p), ['turns', i]),
          scope.child(['turns', i]),
        ),
      })),
    };
  }
  if (!t.simulator) return { kind: 'single' };
  const metadata = (t.simulator.options?.metadata ?? {}) as Record<string, unknown>;
  const persona = typeof metadata.persona === 'string' ? metadata.persona : undefined;
  const goal = typeof metadata.goal === 'string' ? metadata.goal : undefined;
  const use = t.simulator.use;
  const yaoAgent = use !== undefined && isYaoAgentId(use);
  if (yaoAgent) {
    scope.warn(
      ['simulator', 'use'],
      `'${use}' names a Yao agent, not a model: Parley's LLM responder plays the user with the configured responder model (--responder-model, else config.model)`,
    );
  }
  const maxTurns = t.max_turns ?? DEFAULT_MAX_TURNS;
  if (maxTurns < 2) {
    scope.warn(['max_turns'], 'allows no reply after the first agent turn; the responder gets 1');
  }
  const responder: ResponderSpec = {
    ...(use !== undefined && !yaoAgent ? { model: use } : {}),
    instructions: briefOf(metadata),
    // Yao counts agent turns, the first included; Parley caps the responder's replies.
    maxFollowups: Math.max(1, maxTurns - 1),
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

type RawInput = NonNullable<RawJsonlTest['input']>;
type RawMessage = Exclude<RawInput, string | unknown[]>;

function messageText(m: RawMessage): string {
  return typeof m.content === 'string'
    ? m.content
    : m.content.map((part) => part.text ?? '').join('');
}

/**
 * Yao's input: text, one message, or a conversation history. Parley's agents start a fresh
 * session, so a history reaches the agent as text in the first prompt, then its last user message.
 */
function promptOf(input: RawInput, scope: Scope): string {
  if (typeof input === 'string') return input;
  if (!Array.isArray(input)) return messageText(input);
  const messages = input as RawMessage[];
  if (messages.length === 1) return messageText(messages[0]!);
  let last = messages.length - 1;
  while (last > 0 && messages[last]!.role !== 'user') last--;
  scope.warn(
    ['input'],
    'a conversation history: Parley starts a fresh agent session, so the earlier messages reach the agent as text in the first prompt',
  );
  const history = messages
    .slice(0, last)
    .map((m) => `${m.role}: ${messageText(m)}`)
    .join('\n');
  return `Conversation so far:\n${history}\n\n${messageText(messages[last]!)}`;
}

/**
 * The pictures and sounds of the input's messages, in order: they go with the first input (a
 * history's earlier messages reach the agent as text in it, their media with it).
 */
function mediaOf(
  input: RawInput,
  scope: Scope,
  suite: SuiteContext,
  executor: ExecutorName,
): PromptMedia[] {
  if (typeof input === 'string') return [];
  const file = scope.locate([]).file;
  const root = suite.project.file ? dirname(suite.project.file) : process.cwd();
  const context = { scope, file, roots: [root, suite.dir, dirname(file)], executor };
  const messages: [RawMessage, (string | number)[]][] = Array.isArray(input)
    ? (input as RawMessage[]).map((m, i) => [m, ['input', i]])
    : [[input, ['input']]];
  const media: PromptMedia[] = [];
  for (const [message, path] of messages) {
    if (typeof message.content === 'string') continue;
    message.content.forEach((part, i) => {
      const found = mediaOfPart(part, [...path, 'content', i], context);
      if (found) media.push(found);
    });
  }
  return checkTotal(media, scope) ? media : [];
}

/** The validate warning for a simulator test without checkpoints (generate/check.ts knows it). */
export const SIMULATOR_WITHOUT_CHECKPOINTS =
  'a simulator without checkpoints: Yao runs this test as a static one (one agent turn, the simulator unused); Parley runs the conversation with its responder';

/**
 * Yao runs a test as dynamic only with a simulator and checkpoints (agent/test/dynamic_types.go,
 * IsDynamicMode); any other test is static, judged by its assertions alone
 * (agent/test/runner.go, runSingleTest): its checkpoints are never looked at, so here neither.
 * A simulator without checkpoints is static in Yao too: Parley still runs the conversation.
 * `turns` is Parley's own (Yao has none): checkpoints over scripted turns are Parley's.
 */
function yaoCheckpoints(t: RawJsonlTest, scope: Scope): NonNullable<RawJsonlTest['checkpoints']> {
  if (t.turns) return t.checkpoints ?? none();
  if (!t.checkpoints?.length) {
    if (t.simulator) {
      scope.warn(['simulator'], SIMULATOR_WITHOUT_CHECKPOINTS);
    }
    return none();
  }
  if (t.simulator) return t.checkpoints;
  scope.warn(
    ['checkpoints'],
    'not checked, as in Yao: a test without a simulator is static there, judged by its assertions alone',
  );
  return none();
}

/** Yao's `expected`: compared with the output (equals) when the test has no `assert`. */
function expectedAssertion(t: RawJsonlTest, scope: Scope): Assertion[] {
  if (t.expected === undefined) return [];
  if (t.assert !== undefined || t.assertions !== undefined) {
    scope.warn(['expected'], 'ignored, as in Yao: the test has assertions');
    return [];
  }
  const equals: Assertion = {
    type: 'equals',
    value: t.expected,
    negate: false,
    options: {},
    source: scope.locate(['expected']),
  };
  return [yaoMeaning(equals, ['expected'], scope)];
}

/** The test's final assertions: Yao's `assert` with Yao's meaning, Parley's `assertions` as such. */
function finalAssertions(t: RawJsonlTest, scope: Scope): Assertion[] {
  const mapped = mapAssertions(t.assertions, t.assert, (p) => scope.locate(p), []);
  if (t.assertions !== undefined || t.assert === undefined) return mapped;
  return mapped.map((a, i) =>
    yaoMeaning(a, Array.isArray(t.assert) ? ['assert', i] : ['assert'], scope),
  );
}

/**
 * Marks an assertion for Yao's meaning (graders/assertions/yao.ts) and says at validate where
 * Yao judges something Parley's agents cannot give: a structured reply (a Next hook's data).
 */
function yaoMeaning(a: Assertion, path: PropertyKey[], scope: Scope): Assertion {
  const structured = a.value !== undefined && a.value !== null && typeof a.value !== 'string';
  if (a.type === 'equals' && structured) {
    scope.warn(
      path,
      "a non-string value: Yao compares it with the agent's structured reply (a Next hook's data) and a text reply never equals it; Parley's agents reply in text, so the whole reply is read as JSON and compared",
    );
  }
  if (a.type === 'json_path' && a.value === undefined) {
    scope.warn(
      path,
      'json_path without a value: Yao compares the path with null (it passes when the path is missing); Parley checks that the path exists',
    );
  }
  if (a.type === 'type' && typeof a.value === 'string' && a.value !== 'string') {
    scope.warn(
      path,
      `type '${a.value}': Yao types the agent's reply as given (a text reply is 'string'; a Next hook's data has its own type); Parley's agents reply in text, read as JSON here`,
    );
  }
  return { ...a, yao: true };
}

/**
 * Yao process scripts cannot run here: never as a shell command; warned and left out. An agent
 * assertion whose `use` names a Yao agent is judged by the judge model, and said so.
 */
function runnable(assertions: Assertion[], scope: Scope): Assertion[] {
  return assertions.flatMap((a) => adapt(a, scope, true));
}

function adapt(a: Assertion, scope: Scope, droppable: boolean): Assertion[] {
  const script =
    a.script ?? (a.type === 'script' && typeof a.value === 'string' ? a.value : undefined);
  if (a.type === 'script' && script !== undefined && isYaoProcess(script)) {
    scope.warn(
      [],
      `script assertion '${script}' is a Yao process: it cannot run here${droppable ? ' and is not checked' : ' and fails'} (a script assertion here is a shell command)`,
    );
    if (droppable) return [];
    return [{ ...a, type: 'equals', value: `\u0000yao process ${script} cannot run here` }];
  }
  if (a.type === 'agent' && a.use !== undefined && isYaoAgentId(a.use)) {
    scope.warn(
      [],
      `agent assertion: '${a.use}' names a Yao agent, not a model: Parley's LLM validator uses the judge model (--judge-model, else config.judge_model, else config.model)`,
    );
    const { use: _use, ...rest } = a;
    return [rest];
  }
  return [a];
}

/** Yao fields with no meaning outside Yao: accepted and said so. */
function warnYaoOnly(t: RawJsonlTest, scope: Scope): void {
  for (const key of ['before', 'after'] as const) {
    if (t[key] !== undefined) {
      scope.warn([key], `Yao hook '${t[key]}' cannot run here (a Yao process); ignored`);
    }
  }
  if (t.options && Object.keys(t.options).length) {
    scope.warn(
      ['options'],
      `Yao context options (${Object.keys(t.options).join(', ')}): no meaning for Parley; ignored`,
    );
  }
  for (const key of ['user', 'team', 'metadata'] as const) {
    if (t[key] !== undefined) {
      scope.warn([key], 'Yao context (user, team, ctx.Metadata): no meaning for Parley; ignored');
    }
  }
}
