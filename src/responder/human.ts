// The interactive responder (--interactive): a person at the terminal answers the agent.
// Each agent message is printed (escaped of terminal control sequences, truncated) and the
// person types a reply, /stop, or /abstain <reason>. End of input stops the conversation.
import { createInterface } from 'node:readline/promises';
import { escapeTerminal, truncate } from '../shared/strings.js';
import type { Decision, Responder, ResponderInput } from './types.js';
import { lastAgentText } from './rules.js';

export interface HumanIo {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

const MAX_SHOWN = 4000;
const PROMPT = 'reply text, /stop, or /abstain <reason>\n> ';

export function createHumanResponder(io: HumanIo): Responder {
  const lines: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let closed = false;
  let rl: ReturnType<typeof createInterface> | undefined;

  // One interface for the whole session, so no typed-ahead line is lost between questions.
  function start() {
    if (rl) return;
    rl = createInterface({ input: io.input, terminal: false });
    rl.on('line', (line) => {
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
    });
    rl.on('close', () => {
      closed = true;
      for (const next of waiting.splice(0)) next(undefined);
    });
  }

  function nextLine(signal: AbortSignal): Promise<string | undefined> {
    if (lines.length) return Promise.resolve(lines.shift());
    if (closed) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const onLine = (line: string | undefined) => {
        signal.removeEventListener('abort', onAbort);
        resolve(line);
      };
      const onAbort = () => {
        const i = waiting.indexOf(onLine);
        if (i >= 0) waiting.splice(i, 1);
        reject(signal.reason);
      };
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.push(onLine);
    });
  }

  return {
    kind: 'human',
    async decide(input: ResponderInput): Promise<Decision> {
      start();
      // Paused between questions, so a waiting stdin does not keep the process alive.
      if (!closed) rl?.resume();
      try {
        return await ask(input);
      } finally {
        if (!closed) rl?.pause();
      }
    },
  };

  async function ask(input: ResponderInput): Promise<Decision> {
    const text = escapeTerminal(truncate(lastAgentText(input), MAX_SHOWN));
    io.output.write(`\n--- agent ---\n${text}\n-------------\n`);
    for (;;) {
      io.output.write(PROMPT);
      const line = await nextLine(input.signal);
      if (line === undefined) {
        io.output.write('\n');
        return { decision: 'stop', reason: 'end of input at the interactive prompt' };
      }
      const trimmed = line.trim();
      if (!trimmed) continue;
      if (/^\/stop\b/i.test(trimmed)) return { decision: 'stop', reason: 'stopped by the user' };
      const abstain = /^\/abstain\b\s*(.*)$/is.exec(trimmed);
      if (abstain) {
        const reason = abstain[1]?.trim();
        return { decision: 'abstain', reason: reason || 'abstained by the user' };
      }
      if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
        io.output.write(`unknown command ${escapeTerminal(trimmed.split(/\s/)[0] ?? '')}\n`);
        continue;
      }
      // A leading "//" sends a literal "/".
      const reply = trimmed.startsWith('//') ? trimmed.slice(1) : trimmed;
      return { decision: 'reply', reply, reason: 'typed by the user' };
    }
  }
}
