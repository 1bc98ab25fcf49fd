// The mock agent: deterministic, no network. Turn i answers with inputs.mock[i]: its text, its
// tool-call events, the files it writes into the workspace, and controllable delays, failures
// and hangs, so that the whole loop (responder, timeouts, graders) runs offline.
// Without a script it echoes the input; past the end of a script it is an agent error.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { MockTurn } from '../../suites/model.js';
import { emptyUsage } from '../../results/usage.js';
import { AgentError, type AgentFactory, type AgentSession, type TurnOptions } from '../types.js';

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((done, fail) => {
    if (signal.aborted) return fail(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      done();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      fail(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function writeFiles(workspace: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const target = resolve(workspace, path);
    if (!target.startsWith(resolve(workspace) + sep)) {
      throw new AgentError(`mock file ${JSON.stringify(path)} is outside the workspace`);
    }
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

export const createMockAgent: AgentFactory = async (context) => {
  const script: MockTurn[] = context.task.mock;
  let turn = 0;
  const session: AgentSession = {
    async sendTurn(input: string, { signal, onEvent }: TurnOptions) {
      const index = turn++;
      const step: MockTurn | undefined = script.length
        ? script[index]
        : { text: `(mock) ${input}`, toolCalls: [], files: {} };
      if (!step) {
        throw new AgentError(
          `the mock script of task "${context.task.id}" has ${script.length} replies; turn ${index + 1} has none`,
        );
      }
      if (step.firstEventDelayMs) await sleep(step.firstEventDelayMs, signal);
      if (step.hang) await sleep(2 ** 31 - 1, signal);
      if (step.error) throw new AgentError(step.error);
      const toolCalls = step.toolCalls.map((c) => ({
        name: c.name,
        arguments: c.arguments,
        result: c.result,
        success: c.success ?? true,
        duration_ms: 0,
      }));
      for (const call of toolCalls) onEvent({ type: 'tool_call', call });
      if (Object.keys(step.files).length > 0) {
        await context.prepareWorkspace?.();
        await writeFiles(context.cwd ?? context.workspace, step.files);
      }
      if (step.text) onEvent({ type: 'text', text: step.text });
      if (step.delayMs) await sleep(step.delayMs, signal);
      // The mock calls no model: it uses no tokens.
      const usage = emptyUsage();
      onEvent({ type: 'usage', usage });
      return {
        output: step.text,
        toolCalls,
        skillInvocations: [],
        usage,
        stopReason: 'end_turn',
        asksQuestion: step.asks,
      };
    },
    async close() {},
  };
  return session;
};
