// Schemas shared by eval.yaml, task files and JSONL tests: Yao assertions and checkpoints, mock
// tools, agent settings. Graders (grader-spec.ts) are waza's only: a JSONL suite loads none of
// their config schemas.
import { z } from 'zod';
import { checkPattern } from './re2-check.js';
import { nonEmpty, nonNegInt, obj, posInt, record, str, stringMap, strs } from './helpers.js';

export const ASSERTION_TYPES = [
  'contains',
  'not_contains',
  'equals',
  'regex',
  'json_path',
  'type',
  'tool_called',
  'tool_result',
  'script',
  'agent',
] as const;

/** A Yao assertion. `pattern` (regex) and `name` (tool_called, tool_result) are Yao aliases. */
export const Assertion = obj({
  /** Yao: an assertion without a type is `equals`. */
  type: z.enum(ASSERTION_TYPES).default('equals'),
  value: z.unknown().optional(),
  pattern: str.optional(),
  name: str.optional(),
  arguments: record.optional(),
  path: str.optional(),
  script: str.optional(),
  use: str.optional(),
  negate: z.boolean().optional(),
  message: str.optional(),
  options: record.optional(),
  metadata: record.optional(),
}).superRefine((a, ctx) => {
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  if (a.type === 'regex') {
    const pattern = a.pattern ?? a.value;
    const key = a.pattern !== undefined ? 'pattern' : 'value';
    if (typeof pattern !== 'string') {
      need(false, key, 'expected a regular expression (string)');
    } else {
      const problem = checkPattern(pattern);
      need(!problem, key, problem ?? '');
    }
  }
  if (a.type === 'json_path') need(a.path !== undefined, 'path', 'is required');
  // Yao's type assertion takes the type in `value` (Parley's older `path` is still read).
  if (a.type === 'type')
    need(a.value !== undefined || a.path !== undefined, 'value', 'is required');
  if (a.type === 'tool_called') {
    need(a.value !== undefined || a.name !== undefined, 'value', 'is required (or name)');
  }
  if (a.type === 'tool_result') {
    // Yao: value {tool, result}; Parley also takes path or name for the tool.
    const v = a.value as { tool?: unknown; name?: unknown } | undefined;
    const inValue = !!v && typeof v === 'object' && (v.tool !== undefined || v.name !== undefined);
    need(
      a.path !== undefined || a.name !== undefined || inValue,
      'value',
      'needs the tool: value {tool, result} (or path / name)',
    );
  }
  if (a.type === 'script') {
    need(
      a.script !== undefined || a.use !== undefined || typeof a.value === 'string',
      'script',
      'is required (or use)',
    );
  }
  if (['contains', 'not_contains', 'equals'].includes(a.type)) {
    need(a.value !== undefined, 'value', 'is required');
  }
});
export type RawAssertion = z.infer<typeof Assertion>;

/** Yao's `assert` takes one assertion or a list. */
export const AssertOrList = z.union([Assertion, z.array(Assertion)]);

export const Checkpoint = obj({
  id: nonEmpty,
  description: str.optional(),
  assertion: Assertion.optional(),
  assert: Assertion.optional(),
  after: strs.optional(),
  required: z.boolean().optional(),
}).superRefine((c, ctx) => {
  if (c.assertion === undefined && c.assert === undefined) {
    ctx.addIssue({ code: 'custom', path: ['assertion'], message: 'is required (or assert)' });
  }
  if (c.assertion !== undefined && c.assert !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['assert'],
      message: 'cannot be combined with assertion',
    });
  }
});
export type RawCheckpoint = z.infer<typeof Checkpoint>;

/** Checkpoint ids are unique and `after` names only known ids. */
export function checkCheckpoints(
  checkpoints: RawCheckpoint[] | undefined,
  ctx: z.RefinementCtx,
  path: PropertyKey[] = ['checkpoints'],
): void {
  const ids = new Set<string>();
  checkpoints?.forEach((c, i) => {
    if (ids.has(c.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, i, 'id'],
        message: `duplicate checkpoint id '${c.id}'`,
      });
    }
    ids.add(c.id);
  });
  checkpoints?.forEach((c, i) =>
    c.after?.forEach((id, j) => {
      if (!ids.has(id)) {
        const known = [...ids].join(', ') || 'none';
        ctx.addIssue({
          code: 'custom',
          path: [...path, i, 'after', j],
          message: `unknown checkpoint id '${id}' (checkpoints: ${known})`,
        });
      } else if (id === c.id) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, i, 'after', j],
          message: 'a checkpoint cannot come after itself',
        });
      }
    }),
  );
}

export const MockTool = obj({
  name: nonEmpty,
  description: str.optional(),
  parameters: record.optional(),
  result: z.unknown().optional(),
  results: z.array(obj({ when: record, result: z.unknown() })).optional(),
});

/** The built-in agent's (executor openai) workspace file tools, by name: `config.agent.tools`. */
export const FILE_TOOLS = ['read_file', 'write_file', 'list_files', 'search_files'] as const;
export type FileToolName = (typeof FILE_TOOLS)[number];

/** `tools`: a list of file tool names, or `none` (the same as `[]`). */
const FileToolList = z
  .union([
    z.literal('none', {
      error: `expected a list of built-in tool names (${FILE_TOOLS.join(', ')}) or none`,
    }),
    z.array(z.string()),
  ])
  .superRefine((v, ctx) => {
    if (v === 'none') return;
    v.forEach((name, index) => {
      if (!(FILE_TOOLS as readonly string[]).includes(name)) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `unknown built-in tool ${JSON.stringify(name)} (expected some of: ${FILE_TOOLS.join(', ')}; or none)`,
        });
      }
    });
  });

export const AgentSettings = obj({
  command: nonEmpty.optional(),
  args: strs.optional(),
  env: stringMap.optional(),
  permissions: z.enum(['allow_workspace', 'allow_all', 'deny']).optional(),
  /**
   * acp: the client file system Parley offers the agent (ACP `fs` capabilities); `false` offers
   * none (the agent then uses its own tools), or per method.
   */
  fs: z
    .union([
      z.boolean(),
      obj({ read_text_file: z.boolean().optional(), write_text_file: z.boolean().optional() }),
    ])
    .optional(),
  /** acp: how the agent reports token usage: per turn (default) or summed over the session. */
  usage: z.enum(['per_turn', 'cumulative']).optional(),
  url: nonEmpty.optional(),
  method: nonEmpty.optional(),
  headers: stringMap.optional(),
  body: z.unknown().optional(),
  response_path: nonEmpty.optional(),
  session_path: nonEmpty.optional(),
  tool_calls_path: nonEmpty.optional(),
  max_iterations: posInt.optional(),
  temperature: z.number().min(0).max(2).optional(),
  /** openai: which workspace file tools the agent is offered (default: all). */
  tools: FileToolList.optional(),
});
export type RawAgentSettings = z.infer<typeof AgentSettings>;

export const timeoutSeconds = posInt;
export const firstEventTimeoutSeconds = nonNegInt;

export const MockToolCall = obj({
  name: nonEmpty,
  arguments: record.optional(),
  result: z.unknown().optional(),
  success: z.boolean().optional(),
});

/** One scripted reply of the mock agent: its text, or the full form. */
export const MockReply = z.union([
  str,
  obj({
    text: str.optional(),
    tool_calls: z.array(MockToolCall).optional(),
    files: stringMap.optional(),
    first_event_delay_ms: nonNegInt.optional(),
    delay_ms: nonNegInt.optional(),
    error: str.optional(),
    hang: z.boolean().optional(),
    asks: z.boolean().optional(),
  }),
]);
