// The LLM responder: classifies the agent's last message as reply / stop / abstain with
// structured output (llm/structured.ts: strict JSON schema, else a forced tool call, else JSON
// mode). A malformed decision is asked for once more, then ResponderError — never a guess.
import type OpenAI from 'openai';
import { z } from 'zod';
import {
  askStructured,
  schemaProblem,
  StructuredOutputError,
  type OutputMode,
} from '../llm/structured.js';
import type { Llm } from '../llm/types.js';
import type { ResponderSpec } from '../suites/model.js';
import { ASKS_NOTE, correctionNote, systemPrompt } from './system-prompt.js';
import {
  ResponderError,
  type ConversationMessage,
  type Decision,
  type Responder,
  type ResponderInput,
} from './types.js';

/** The decision as requests ask for it: `uses` names the brief facts the reply draws on. */
export const DecisionSchema = z.object({
  decision: z.enum(['reply', 'stop', 'abstain']),
  reply: z.string(),
  reason: z.string(),
  uses: z.array(z.string()),
});

/** As answers are read: a model (or server) that leaves `uses` out is not malformed for it. */
const AnswerSchema = DecisionSchema.extend({ uses: z.array(z.string()).optional() });

/**
 * The decision's JSON schema as requests carry it (strict mode): zod's own draft-7 rendering, the
 * very JSON openai's zodResponseFormat makes (test/responder/decision-schema.test.ts), without
 * loading that helper's vendored converter and zod v3 (270 KB of every run's start-up).
 */
export const DECISION_JSON_SCHEMA: Record<string, unknown> = z.toJSONSchema(DecisionSchema, {
  target: 'draft-7',
});

/**
 * The system prompt depends on the brief and the output mode only: built once per brief (every
 * trial and run of a task shares its spec) and mode, not once per run or turn. Only the briefs
 * of the latest RECENT_BRIEFS specs are kept: each prompt holds its brief and the decision
 * schema, and a job of many single-trial tasks would otherwise keep one for every task it ran
 * until it ends. Runs of one task are started together, so a task's trials still share one.
 */
const RECENT_BRIEFS = 64;
const systemPrompts = new Map<object, Map<OutputMode, string>>();

function systemPromptOf(
  spec: Pick<ResponderSpec, 'instructions' | 'persona' | 'goal'>,
  mode: OutputMode,
) {
  let prompts = systemPrompts.get(spec);
  if (!prompts) {
    prompts = new Map();
    systemPrompts.set(spec, prompts);
    // A Map iterates in insertion order: the first key is the oldest brief.
    if (systemPrompts.size > RECENT_BRIEFS)
      systemPrompts.delete(systemPrompts.keys().next().value!);
  }
  let prompt = prompts.get(mode);
  if (prompt === undefined) {
    prompt = systemPrompt(spec, mode, DECISION_JSON_SCHEMA);
    prompts.set(mode, prompt);
  }
  return prompt;
}

export function createLlmResponder(
  spec: Pick<ResponderSpec, 'instructions' | 'persona' | 'goal'>,
  llm: Llm,
  model: string,
): Responder {
  return {
    kind: 'llm',
    model,
    async decide(input: ResponderInput): Promise<Decision> {
      try {
        return await askStructured({
          llm,
          model,
          role: 'responder',
          name: 'decide',
          description: 'Record your decision about the agent message.',
          jsonSchema: DECISION_JSON_SCHEMA,
          messages: (mode, problem) => [
            { role: 'system', content: systemPromptOf(spec, mode) },
            ...conversation(input.messages, input.agentAsks, problem),
          ],
          parse: parseDecision,
          signal: input.signal,
        });
      } catch (error) {
        if (!(error instanceof StructuredOutputError)) throw error;
        throw new ResponderError(
          error.kind === 'invalid'
            ? `responder model ${model} gave no valid decision after a retry: ${error.message}`
            : `responder model ${model}: ${error.message}`,
        );
      }
    },
  };
}

/**
 * The agent speaks as the user of the responder's conversation; its own turns are assistant's.
 * Per-turn hints are notes at the end of a message, never in the system prompt: a question mark
 * note stays on its message in every later request (the same text each time, so each request
 * extends the previous one), a correction is added to the last message of the retry only.
 */
function conversation(
  messages: ConversationMessage[],
  lastAsks: boolean,
  problem: string | undefined,
): OpenAI.Chat.ChatCompletionMessageParam[] {
  const out: { role: 'user' | 'assistant'; content: string }[] = [];
  messages.forEach((m, index) => {
    const role = m.role === 'agent' ? 'user' : 'assistant';
    const asks = index === messages.length - 1 ? lastAsks : m.asks;
    const text = m.role === 'agent' && asks ? `${m.text}\n\n${ASKS_NOTE}` : m.text;
    const last = out[out.length - 1];
    // Consecutive messages of one side are joined: some chat templates require alternation.
    if (last && last.role === role) last.content += `\n\n${text}`;
    else out.push({ role, content: text });
  });
  const last = out[out.length - 1];
  if (problem && last) last.content += `\n\n${correctionNote(problem)}`;
  return out;
}

/** A decision as the model gave it: checked against the schema, a reply never empty. */
export function parseDecision(value: unknown): { value: Decision } | { problem: string } {
  const result = AnswerSchema.safeParse(value);
  if (!result.success) return { problem: schemaProblem(result.error.issues[0]) };
  const d = result.data;
  if (d.decision === 'reply') {
    if (!d.reply.trim()) return { problem: 'decision "reply" with an empty reply' };
    // Bounded: a key is a short name; a model that lists pages of them is cut, not trusted.
    const uses = d.uses?.slice(0, 20).map((k) => k.slice(0, 80));
    return {
      value: { decision: 'reply', reply: d.reply, reason: d.reason, ...(uses ? { uses } : {}) },
    };
  }
  return { value: { decision: d.decision, reason: d.reason } };
}
