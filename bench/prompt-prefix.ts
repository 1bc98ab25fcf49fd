// How much of each request a provider's prompt cache could reuse, per role (agent, responder,
// judge), measured on what a loopback OpenAI-compatible server receives. A request is serialized
// as the provider sees it, in order: its tool definitions, its response format, then each
// message; sizes are tokens of that serialization (o200k_base, the GPT-4o / GPT-5 encoding,
// through gpt-tokenizer). A shared prefix is counted in whole tokens: where two requests part,
// the token that straddles the boundary is not shared, as a provider's cache would not share it.
// - reuse: for each request after the first of a conversation, the longest common prefix with
//   the previous request of the same role and run, as a share of that previous request (100 %:
//   the previous request is an exact prefix, all of it cacheable).
// - across runs: the longest common prefix of the first requests of two runs of one task,
//   against the length of the first run's system prompt (target: all of it); and what the first
//   requests of two different tasks share (their briefs, prompts and rubrics differ).
// Runs go one at a time (one worker), so that the server can tell them apart: a run starts with
// the agent's first request (a system prompt and one user message).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLoadedSuites } from '../src/engine/execute.js';
import { grader } from '../test/builders.js';
import { suiteOf } from '../test/engine/helpers.js';
import { startFakeOpenAI, type FakeRequest } from '../test/fakes/openai-server.js';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';

type Role = 'agent' | 'responder' | 'judge';
const ROLES: Role[] = ['agent', 'responder', 'judge'];
type Message = { role: string; content: unknown };

/** What the agent says, turn by turn: two questions (one without '?'), then a statement. */
const AGENT_SAYS = [
  'Which name should the new agent have?',
  'Please provide the region it should run in.',
  'Should it hand off to the triage agent?',
  'Created the agent scout in eu-west with a handoff to triage.',
];

/** The request as tokens, and how many of them its system message ends at. */
function serialize(body: FakeRequest['body']): { text: number[]; systemEnd: number } {
  const head = JSON.stringify(body.tools ?? null) + JSON.stringify(body.response_format ?? null);
  const messages = (body.messages as Message[]).map((m) => JSON.stringify(m));
  return { text: encode(head + messages.join('')), systemEnd: encode(head + messages[0]).length };
}

/** The longest common prefix of two token sequences, in tokens. */
function commonPrefix(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

async function measure(tasks: number, trials: number, tools: 'all' | 'none') {
  const fake = await startFakeOpenAI((request) => {
    const body = request.body as { model: Role; messages: Message[] };
    if (body.model === 'agent') {
      const turn = body.messages.filter((m) => m.role === 'user').length;
      return { content: AGENT_SAYS[Math.min(turn, AGENT_SAYS.length) - 1]! };
    }
    if (body.model === 'judge') {
      const verdict = { passed: true, score: 1, reason: 'ok', suggestions: [], criteria: [] };
      return { content: JSON.stringify(verdict) };
    }
    const last = String(body.messages.at(-1)?.content);
    const decision = last.startsWith('Created')
      ? { decision: 'stop', reply: '', reason: 'done' }
      : { decision: 'reply', reply: 'Scout, eu-west, yes.', reason: 'the brief says so' };
    return { content: JSON.stringify(decision) };
  });
  const dir = await mkdtemp(join(tmpdir(), 'parley-bench-prefix-'));
  try {
    const suite = suiteOf(
      Array.from({ length: tasks }, (_, i) => ({
        id: `task-${i}`,
        prompt: `Task ${i}: add an agent to my app.`,
        agent: { executor: 'openai' as const, ...(tools === 'none' ? { tools: [] } : {}) },
        models: { agent: 'agent', responder: 'responder', judge: 'judge' },
        plan: {
          kind: 'responder' as const,
          responder: {
            instructions: `Task ${i}: call it scout; it runs in eu-west and hands off to triage.`,
            maxFollowups: 5,
          },
        },
        graders: [
          grader('prompt', { prompt: 'Did the agent create the agent the user asked for?' }),
        ],
      })),
      { trialsPerTask: trials, parallel: false },
    );
    await runLoadedSuites([suite], {
      paths: [],
      outputDir: dir,
      workers: 1,
      endpoint: { baseURL: fake.url, apiKey: 'bench-key' },
    });
    // Requests per run and role, in order (runs are sequential; each starts with the agent).
    const runs: Record<Role, { text: number[]; systemEnd: number }[]>[] = [];
    const systems: string[] = [];
    for (const request of fake.requests) {
      const role = request.body.model as Role;
      const messages = request.body.messages as Message[];
      if (role === 'agent' && messages.length === 2) {
        runs.push({ agent: [], responder: [], judge: [] });
        systems.push(String(messages[0]!.content));
      }
      runs.at(-1)![role].push(serialize(request.body));
    }
    const lines: string[] = [];
    for (const role of ROLES) {
      const shares: number[] = [];
      let tokens = 0;
      let requests = 0;
      for (const run of runs) {
        const list = run[role];
        requests += list.length;
        tokens += list.reduce((n, r) => n + r.text.length, 0);
        for (let k = 1; k < list.length; k++) {
          const previous = list[k - 1]!.text;
          shares.push(commonPrefix(previous, list[k]!.text) / previous.length);
        }
      }
      // Runs of one task: trials follow each other in the plan (task 0 trial 1, 2, ...).
      const across: number[] = [];
      for (let t = 0; t < tasks; t++) {
        const first = runs[t * trials]?.[role][0];
        const second = runs[t * trials + 1]?.[role][0];
        if (!first || !second) continue;
        across.push(Math.min(1, commonPrefix(first.text, second.text) / first.systemEnd));
      }
      // Different tasks (different briefs and prompts): what their first requests share.
      const task0 = runs[0]?.[role][0];
      const task1 = runs[trials]?.[role][0];
      const acrossTasks = task0 && task1 ? commonPrefix(task0.text, task1.text) : 0;
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
      lines.push(
        [
          `  ${role.padEnd(9)}`,
          `${requests} requests, ${Math.round(tokens / Math.max(1, requests))} tokens each`,
          shares.length
            ? `previous request reused: mean ${pct(mean(shares))}, min ${pct(Math.min(...shares))}`
            : 'one request per run',
          across.length
            ? `runs of one task share ${pct(Math.min(...across))} of the system prompt (min)`
            : '',
          `two tasks share their first ${acrossTasks} tokens`,
        ]
          .filter(Boolean)
          .join(' | '),
      );
    }
    const followups = runs.reduce((n, r) => n + r.responder.length, 0);
    const responderTokens = runs.reduce(
      (n, r) => n + r.responder.reduce((m, s) => m + s.text.length, 0),
      0,
    );
    console.log(
      `prompt prefixes: ${tasks} tasks x ${trials} trials, built-in agent (file tools: ${tools}), LLM responder, prompt judge; sizes in o200k_base tokens of the serialized request (tools, response format, messages):`,
    );
    console.log(lines.join('\n'));
    console.log(
      `  responder tokens per follow-up decision: ${Math.round(responderTokens / Math.max(1, followups))}; agent system prompt ${encode(systems[0] ?? '').length} tokens`,
    );
  } finally {
    await fake.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function promptPrefixes(): Promise<void> {
  await measure(2, 2, 'all');
  await measure(2, 2, 'none');
}
